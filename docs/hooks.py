"""The rules site's generator, an MkDocs hook (`hooks:` in mkdocs.yml): at build time it adds
one page per rule of the catalogue (`rules/*.toml`) and the index page, so that the site and
`schemalint explain` read the same files and cannot drift apart.

    rules/SL101-random-unique-key/   why (with the numbers and sources), the fix, bad and good
                                     examples, the options (type, default, range), peers
    index                            the table of every rule, as in the README

`page_markdown(doc)` and `index_markdown(docs)` are plain functions: the tests call them too.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # a source checkout without the package installed
    sys.path.insert(0, str(ROOT))

from schemalint.catalogue import load_catalogue  # noqa: E402
from schemalint.report.sarif import rule_page  # noqa: E402

INTRO = """# schemalint rules

schemalint is a MySQL/InnoDB schema linter and advisor: it reads `CREATE TABLE` DDL (dumps,
migration folders, or a live server), models each table the way InnoDB stores it, and says which
tables will hurt at scale, with the arithmetic. Each rule below has a page with why it matters (the
numbers and their sources), bad and good examples (the test suite runs every one), the fix, its
options and what other linters call it. `schemalint explain CODE` prints the same entry; `schemalint
explain CODE --url` prints the address of its page here.

Rules marked *opt-in* run only when selected (`select` or `extend-select` in the config, or
`--select`).
"""


def _escape(text: str) -> str:
    """Catalogue prose as Markdown: `<`, `>` and `*` outside `code` spans are text, not HTML
    or emphasis (`<table>_<column>` must not open a table)."""
    parts = text.split("`")
    for i in range(0, len(parts), 2):
        parts[i] = parts[i].replace("<", "&lt;").replace(">", "&gt;").replace("*", "\\*")
    return "`".join(parts)


def _prose(text: str) -> str:
    """_escape line by line, leaving indented code blocks and list bullets as they are."""
    out = []
    for line in text.split("\n"):
        if line.startswith("    "):
            out.append(line)
        elif line.lstrip().startswith("* "):
            lead = line[: len(line) - len(line.lstrip()) + 2]
            out.append(lead + _escape(line[len(lead):]))
        else:
            out.append(_escape(line))
    return "\n".join(out)


def _cell(text: Any) -> str:
    return _escape(str(text)).replace("|", "\\|").replace("\n", " ").strip()


def _fence(text: str, lang: str) -> list[str]:
    ticks = "```"
    while ticks in text:
        ticks += "`"
    return [f"{ticks}{lang}", text.strip("\n"), ticks, ""]


README_ROW = re.compile(r"^\| (SL\d{3}) \|(.*)$", re.MULTILINE)


def readme_rows(readme: Path = ROOT / "README.md") -> dict[str, str]:
    """The README's rule table, row by row (code -> the rest of the row)."""
    try:
        text = readme.read_text(encoding="utf-8")
    except OSError:
        return {}
    return {m.group(1): m.group(2) for m in README_ROW.finditer(text)}


def index_markdown(docs, readme: dict[str, str] | None = None) -> str:
    """The README's rule table with each code linked to its page (a rule the README lacks:
    its catalogue summary and peers)."""
    rows = readme_rows() if readme is None else readme
    lines = [INTRO, "| code | slug | default severity | what | peer equivalent |", "|---|---|---|---|---|"]
    for doc in docs.values():
        link = f"[{doc.code}]({rule_page(doc)}index.md)"
        if doc.code in rows:
            lines.append(f"| {link} |{rows[doc.code]}")
            continue
        severity = doc.severity + ("" if doc.default else " (opt-in)")
        lines.append(f"| {link} | {doc.slug} | {severity} | {_cell(doc.summary)} | {_cell(doc.peers or 'none')} |")
    return "\n".join(lines) + "\n"


def _toml(value: Any) -> str:
    """A value as it is written in the config file: `true`, `"^idx_"`, `["InnoDB"]`, `250_000_000_000`."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return f"{value:_}" if abs(value) >= 10**6 else str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    return str(value)


def _code(value: Any) -> str:
    """`_toml(value)` as a code span in a table cell (| escaped)."""
    return "`" + _toml(value).replace("|", "\\|") + "`"


def _option_rows(options: dict) -> list[str]:
    """`[options.NAME]` tables (type, default, min, max, choices, help), or the older
    `NAME = "help (default: …)"` strings."""
    lines = ["| option | type | default | allowed | what |", "|---|---|---|---|---|"]
    for name, spec in options.items():
        if isinstance(spec, dict):
            allowed = []
            if "choices" in spec:
                allowed.append("one of " + ", ".join(_code(c) for c in spec["choices"]))
            if "min" in spec:
                allowed.append(f"≥ {_code(spec['min'])}")
            if "max" in spec:
                allowed.append(f"≤ {_code(spec['max'])}")
            default = _code(spec["default"]) if "default" in spec else ""
            lines.append(f"| `{name}` | {_cell(spec.get('type', ''))} | {default} | {'; '.join(allowed)} | "
                         f"{_cell(spec.get('help', ''))} |")
        else:
            lines.append(f"| `{name}` |  |  |  | {_cell(spec)} |")
    return lines


def page_markdown(doc) -> str:
    severity = doc.severity + ("" if doc.default else ", opt-in: runs only when selected")
    lines = [f"# {doc.code} {doc.slug}", "", f"**Default severity:** {severity}", "", _prose(doc.summary), "",
             "## Why", "", _prose(doc.why), ""]
    if doc.fix:
        lines += ["## Fix", "", _prose(doc.fix), ""]
    lines += ["## Examples", ""]
    for title, examples in (("Bad", doc.bad), ("Good", doc.good)):
        for n, ex in enumerate(examples, 1):
            where = f" (the finding points at line {ex.line})" if ex.line else ""
            lines += [f"### {title} example {n}", "", f"{'Reported' if title == 'Bad' else 'Not reported'}{where}:", ""]
            lines += _fence(ex.sql, "sql")
            if ex.config.strip():
                lines += ["With this configuration (`.schemalint.toml`):", ""] + _fence(ex.config, "toml")
    lines += ["## Options", ""]
    if doc.options:
        lines += [f"Set in the config under `[rules.{doc.code}]`:", "", *_option_rows(doc.options), ""]
    else:
        lines += ["None.", ""]
    lines += ["## Configuration", "",
              f"Change its severity with `{doc.code} = \"error\"` under `[severity]` in `.schemalint.toml`, turn "
              f"it off with `ignore = [\"{doc.code}\"]`, or silence one statement with a comment "
              f"`-- schemalint: ignore {doc.code} reason`.", "",
              "## Peer equivalents", "", _prose(doc.peers or "None known."), ""]
    if doc.references:
        lines += ["## References", ""] + [f"- {_escape(ref)}" for ref in doc.references] + [""]
    return "\n".join(lines)


def on_files(files, config):
    """Add the generated pages to the site's files (MkDocs ≥ 1.6)."""
    from mkdocs.structure.files import File

    docs = load_catalogue()
    files.append(File.generated(config, "index.md", content=index_markdown(docs)))
    for doc in docs.values():
        files.append(File.generated(config, rule_page(doc) + "index.md", content=page_markdown(doc)))
    return files


def on_config(config):
    """The navigation: the index, then every rule."""
    docs = load_catalogue()
    config["nav"] = [{"Rules": "index.md"},
                     {"Rule pages": [{f"{d.code} {d.slug}": rule_page(d) + "index.md"} for d in docs.values()]},
                     {"HTML report": "report.md"}]
    return config
