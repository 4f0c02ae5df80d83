"""Issue 31: no import circles between the package's modules. Every import counts, the ones
inside functions too (a deferred import still ties the two modules: neither can move or be
understood without the other). A circle is reported with the names that close it."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.helpers import REPO_ROOT

PACKAGE = REPO_ROOT / "schemalint"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(REPO_ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def import_graph() -> dict[str, set[str]]:
    """module → the package's modules it imports (`from . import x` of a submodule names x,
    not the package that holds it)."""
    paths = {module_name(p): p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts}
    graph: dict[str, set[str]] = {name: set() for name in paths}
    for name, path in paths.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                graph[name].update(a.name for a in node.names if a.name in paths)
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                    target = ".".join(base + ([node.module] if node.module else []))
                else:
                    target = node.module or ""
                submodules = {f"{target}.{a.name}" for a in node.names} & paths.keys()
                if len(submodules) < len(node.names) and target in paths:
                    graph[name].add(target)
                graph[name].update(submodules)
        graph[name].discard(name)
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_the_package_has_no_import_circles():
    graph = import_graph()
    assert len(graph) > 40 and "schemalint.checks.sl102_primary_key_insert_order" in graph
    found = circles(graph)
    assert found == [], "\n".join(" ↔ ".join(c) for c in found)


def test_a_circle_is_found():
    """The finder itself: two modules importing each other, and a chain of three."""
    assert circles({"a": {"b"}, "b": {"a"}, "c": set()}) == [["a", "b"]]
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []
