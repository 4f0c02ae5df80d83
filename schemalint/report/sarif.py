"""`--format sarif`: SARIF 2.1.0 for code scanning (GitHub's upload-sarif, IDE viewers).

One run, one `reportingDescriptor` per catalogue rule (id = code, name = slug, short and full
description, the whole catalogue entry as `help`, `defaultConfiguration.level`), one result
per finding with a physical location relative to the repository root (`uriBaseId`
`%SRCROOT%`) and a partial fingerprint built from what the finding *is* — code, table, index —
so that a finding keeps its identity when the lines around it move.

This module also holds the two helpers every CI format shares: repository-relative paths and
those fingerprints (`github.py` and `gitlab.py` import them).

`helpUri`: SARIF wants an absolute URI there, and the rules live in schemalint's repository,
not in the one being linted. The caller passes `help_base`: the rules site's address (the
MkDocs site of docs/: links go to `rules/SLNNN-slug/`), or where the rule files are (the GitHub
Action passes the action's own repository at the ref it runs, `…/blob/<ref>/rules/`: links go
to `SLNNN-slug.toml`); without one, the package
metadata's repository URL is used when it declares one; otherwise `helpUri` is left out.
Either way the full catalogue entry travels in `help.text` / `help.markdown`, which is what
GitHub code scanning shows in an alert's rule help.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections import Counter
from functools import lru_cache
from pathlib import Path, PurePosixPath
from typing import Any, Optional, Sequence
from urllib.parse import quote, urlsplit

from .. import __version__
from ..catalogue import RuleDoc, load_catalogue
from ..findings import Finding
from . import each
from .untrusted import json_inert

SARIF_VERSION = "2.1.0"
SARIF_SCHEMA_URI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
SRCROOT = "%SRCROOT%"
FINGERPRINT_KEY = "schemalintIdentity/v1"
LEVEL = {"error": "error", "warning": "warning", "info": "note"}


# --- shared by the CI formats ---------------------------------------------------------------

def find_repo_root(start: Optional[Path] = None) -> Optional[Path]:
    """The nearest directory at or above `start` (default: the working directory) holding
    `.git` (a directory, or a file in worktrees and submodules); None outside a repository."""
    here = (start or Path.cwd()).resolve()
    for directory in (here, *here.parents):
        if (directory / ".git").exists():
            return directory
    return None


def repo_path(path: Optional[str], root: Optional[Path]) -> str:
    """`path` (as given on the command line) relative to the repository root, with `/`
    separators. Paths outside the root, and names like `<stdin>`, are returned unchanged."""
    if not path:
        return ""
    if path.startswith("<") and path.endswith(">"):
        return path
    return _repo_path(path, root, Path.cwd())


@lru_cache(maxsize=4096)
def _repo_path(path: str, root: Optional[Path], cwd: Path) -> str:
    p = Path(path)
    if root is not None:
        try:
            return (cwd / p).resolve().relative_to(root.resolve()).as_posix()
        except (ValueError, OSError):
            pass
    return PurePosixPath(*p.parts).as_posix() if not p.is_absolute() else p.as_posix()


def dump_json(doc: Any, items: int) -> str:
    """Indented JSON for people; compact (and several times faster) past 1,000 items."""
    if items > 1000:
        return json_inert(json.dumps(doc, ensure_ascii=False, default=str, separators=(",", ":"))) + "\n"
    return json_inert(json.dumps(doc, indent=2, ensure_ascii=False, default=str)) + "\n"


def fingerprints(findings: Sequence[Finding], root: Optional[Path]) -> list[str]:
    """A stable id per finding: a hash of its identity (code, table, index; plus the file for
    findings that name no table, like parse errors), and `:n` counting repeats of the same
    identity in report order. Moving lines keeps it; renaming the table changes it."""
    counts: Counter[str] = Counter()
    out = []
    for f in findings:
        code, table, index = f.identity()
        parts = [code, table, index] if table else [code, "", index, repo_path(f.path, root)]
        digest = hashlib.sha256("\x1f".join(parts).encode("utf-8")).hexdigest()[:32]
        counts[digest] += 1
        out.append(f"{digest}:{counts[digest]}")
    return out


# --- help URIs ------------------------------------------------------------------------------

@lru_cache(maxsize=1)
def default_help_base() -> Optional[str]:
    """`<repository>/blob/v<version>/rules/` when the installed package declares a GitHub or
    GitLab repository URL in its metadata; None otherwise (no guessing). Read once per process:
    reading the metadata takes ~3 ms, and a run that renders SARIF and Markdown asks twice or more."""
    try:
        from importlib.metadata import PackageNotFoundError, metadata

        urls = metadata("schemalint").get_all("Project-URL") or []
    except (ImportError, PackageNotFoundError):  # pragma: no cover - not installed
        return None
    for entry in urls:
        label, _, url = entry.partition(",")
        url = url.strip().rstrip("/")
        if label.strip().lower() in ("repository", "source", "source code", "homepage") and \
                urlsplit(url).netloc in ("github.com", "gitlab.com"):
            sep = "/-/blob/" if "gitlab" in urlsplit(url).netloc else "/blob/"
            return f"{url}{sep}v{__version__}/rules/"
    return None


def rule_file(doc: RuleDoc) -> str:
    """The rule's catalogue file name, e.g. `SL103-missing-primary-key.toml`."""
    return Path(doc.path).name if doc.path else f"{doc.code}-{doc.slug}.toml"


def rule_page(doc: RuleDoc) -> str:
    """The rule's page on the rules site (docs/, built by MkDocs), relative to the site's
    address: `rules/SL103-missing-primary-key/`."""
    return f"rules/{quote(doc.code)}-{quote(doc.slug)}/"


def is_catalogue_folder(help_base: str) -> bool:
    """Whether `help_base` names where the rule files are (a repository's `…/blob/<ref>/rules/`,
    raw files, any URL ending in `/rules/`), rather than the rules site's address."""
    parts = urlsplit(help_base)
    path = parts.path.rstrip("/")
    return (path.endswith("/rules") or "/blob/" in path + "/" or "/raw/" in path + "/"
            or parts.netloc.startswith("raw."))


def help_uri(doc: RuleDoc, help_base: Optional[str]) -> Optional[str]:
    """The rule's help link: its page on the rules site at `help_base`, or its file when
    `help_base` is where the rule files are; None without a base (SARIF requires an absolute URI)."""
    if not help_base:
        return None
    base = help_base if help_base.endswith("/") else help_base + "/"
    if is_catalogue_folder(base):
        return base + quote(rule_file(doc))
    return base + rule_page(doc)


def resolve_help_base(help_base: Optional[str]) -> Optional[str]:
    """An explicit base wins; then SCHEMALINT_HELP_BASE; then the package metadata."""
    return help_base or os.environ.get("SCHEMALINT_HELP_BASE") or default_help_base()


# --- the document ---------------------------------------------------------------------------

def _help_markdown(doc: RuleDoc, uri: Optional[str]) -> str:
    lines = [f"**{doc.code} {doc.slug}** ({doc.severity})", "", doc.summary, "", "## Why", "", doc.why]
    if doc.fix:
        lines += ["", "## Fix", "", doc.fix]
    for title, examples in (("Bad", doc.bad), ("Good", doc.good)):
        for ex in examples:
            lines += ["", f"## {title} example", "", "```sql", ex.sql.strip(), "```"]
    label = f"rules/{rule_file(doc)}" if uri is None or uri.endswith(".toml") else f"{doc.code} {doc.slug}"
    where = f"[{label}]({uri})" if uri else f"`{label}`"
    lines += ["", f"Catalogue entry: {where} (`schemalint explain {doc.code}`)."]
    return "\n".join(lines)


def _help_text(doc: RuleDoc) -> str:
    lines = [f"{doc.code} {doc.slug} ({doc.severity})", "", doc.summary, "", "Why:", doc.why]
    if doc.fix:
        lines += ["", "Fix:", doc.fix]
    lines += ["", f"Catalogue entry: rules/{rule_file(doc)} (schemalint explain {doc.code})."]
    return "\n".join(lines)


def rule_descriptor(doc: RuleDoc, help_base: Optional[str]) -> dict[str, Any]:
    uri = help_uri(doc, help_base)
    rule: dict[str, Any] = {
        "id": doc.code,
        "name": doc.slug,
        "shortDescription": {"text": doc.summary},
        "fullDescription": {"text": doc.why},
        "help": {"text": _help_text(doc), "markdown": _help_markdown(doc, uri)},
        "defaultConfiguration": {"level": LEVEL.get(doc.severity, "warning"), "enabled": doc.default},
        "properties": {"tags": ["mysql", "innodb", "schema"], "problem.severity": doc.severity},
    }
    if uri:
        rule["helpUri"] = uri
    return rule


def _fallback_descriptor(f: Finding) -> dict[str, Any]:
    """A rule missing from the catalogue still needs a descriptor for its results."""
    return {"id": f.code, "name": f.slug, "shortDescription": {"text": f.slug},
            "defaultConfiguration": {"level": LEVEL.get(f.severity, "warning")}}


def _location(f: Finding, root: Optional[Path]) -> Optional[dict[str, Any]]:
    s = f.span
    if s is None or not s.path:
        return None
    region: dict[str, Any] = {"startLine": max(1, s.line), "startColumn": max(1, s.column)}
    end_line = max(s.end_line, s.line)
    region["endLine"] = end_line
    if s.end_column and (end_line > s.line or s.end_column > s.column):
        region["endColumn"] = s.end_column
    rel = repo_path(s.path, root)
    if Path(rel).is_absolute():  # outside the repository: an absolute file URI
        return {"physicalLocation": {"artifactLocation": {"uri": Path(rel).as_uri()}, "region": region}}
    artifact: dict[str, Any] = {"uri": quote(rel, safe="/")}
    if root is not None and not rel.startswith("<"):
        artifact["uriBaseId"] = SRCROOT
    return {"physicalLocation": {"artifactLocation": artifact, "region": region}}


def _result_text(f: Finding) -> str:
    return f"{f.message}\nFix: {f.fix}" if f.fix else f.message


def result_object(f: Finding, rule_index: int, fingerprint: str, root: Optional[Path]) -> dict[str, Any]:
    result: dict[str, Any] = {
        "ruleId": f.code,
        "ruleIndex": rule_index,
        "level": LEVEL.get(f.severity, "warning"),
        "message": {"text": _result_text(f)},
        "partialFingerprints": {FINGERPRINT_KEY: fingerprint},
    }
    loc = _location(f, root)
    if loc:
        result["locations"] = [loc]
    props: dict[str, Any] = {"severity": f.severity, "slug": f.slug}
    if f.table:
        props["table"] = f.table
    if f.index:
        props["index"] = f.index
    if f.evidence:
        props["evidence"] = f.evidence
    if f.fix:
        props["fix"] = f.fix
    if f.headline:
        props["headline"] = f.headline
    if f.also:  # rules folded into this one (fold.py): their own figures
        props["also"] = [{"ruleId": g.code, "slug": g.slug, "severity": g.severity, "message": g.message,
                          "evidence": g.evidence, **({"fix": g.fix} if g.fix else {})} for g in f.also]
    result["properties"] = props
    return result


def sarif_log(result, root: Optional[Path] = None, help_base: Optional[str] = None) -> dict[str, Any]:
    """The SARIF log as a dict. `root`: the repository root artifact URIs are relative to
    (None: paths as given). `help_base`: where the rule files are published (see module doc)."""
    catalogue = load_catalogue()
    rules: list[dict[str, Any]] = []
    index_of: dict[str, int] = {}
    for code, doc in sorted(catalogue.items()):
        index_of[code] = len(rules)
        rules.append(rule_descriptor(doc, help_base))
    findings = each(result.findings)
    for f in findings:
        if f.code not in index_of:
            index_of[f.code] = len(rules)
            rules.append(_fallback_descriptor(f))
    prints = fingerprints(findings, root)
    driver: dict[str, Any] = {
        "name": "schemalint",
        "version": __version__,
        "semanticVersion": __version__,
        "rules": rules,
    }
    run: dict[str, Any] = {
        "tool": {"driver": driver},
        "invocations": [{"executionSuccessful": True}],
        "columnKind": "unicodeCodePoints",
        "results": [result_object(f, index_of[f.code], fp, root) for f, fp in zip(findings, prints)],
    }
    if root is not None:
        run["originalUriBaseIds"] = {SRCROOT: {"uri": root.resolve().as_uri() + "/"}}
    return {"$schema": SARIF_SCHEMA_URI, "version": SARIF_VERSION, "runs": [run]}


def render(result, root: Optional[Path] = None, help_base: Optional[str] = None) -> str:
    return dump_json(sarif_log(result, root, help_base), len(result.findings))
