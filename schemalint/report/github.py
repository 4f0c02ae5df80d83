"""`--format github`: GitHub Actions workflow commands, one annotation per finding.

    ::warning file=db/V2__x.sql,line=5,endLine=9,col=1,title=SL103 missing-primary-key::message…

GitHub shows them on the changed lines of a pull request and in the run summary. Severities
map error → `::error`, warning → `::warning`, info → `::notice`. Escaping follows the
Actions runner: in the message `%`, CR and LF become `%25`, `%0D`, `%0A`; in property values
`:` and `,` also become `%3A` and `%2C`. Paths are relative to the repository root, which is
what the runner resolves `file=` against. `endColumn` is only sent for single-line spans
(GitHub ignores columns on multi-line annotations).
"""

from __future__ import annotations

from pathlib import Path
from typing import Optional

from ..findings import Finding
from . import each
from .sarif import repo_path
from .text import format_value
from .untrusted import shown_finding

COMMAND = {"error": "error", "warning": "warning", "info": "notice"}


def escape_data(value: str) -> str:
    return value.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(value: str) -> str:
    return escape_data(value).replace(":", "%3A").replace(",", "%2C")


def annotation_message(f: Finding) -> str:
    """The annotation body: the message, then where, the evidence and the fix on their own lines."""
    lines = [f.message]
    where = [f"table: {f.table}"] if f.table else []
    if f.index:
        where.append(f"index: {f.index}")
    if where:
        lines.append(" · ".join(where))
    if f.evidence:
        lines.append("evidence: " + ", ".join(f"{k}={format_value(v)}" for k, v in f.evidence.items()))
    if f.fix:
        lines.append(f"fix: {f.fix}")
    return "\n".join(lines)


def annotation(f: Finding, root: Optional[Path] = None) -> str:
    f = shown_finding(f, keep_lines=True)  # (names and comments from the input: no terminal escapes, no bidi controls)
    props: list[tuple[str, str]] = []
    s = f.span
    if s is not None and s.path:
        props.append(("file", repo_path(s.path, root)))
        props.append(("line", str(max(1, s.line))))
        end_line = max(s.end_line, s.line)
        props.append(("endLine", str(end_line)))
        props.append(("col", str(max(1, s.column))))
        if end_line == s.line and s.end_column and s.end_column > s.column:
            props.append(("endColumn", str(s.end_column)))
    props.append(("title", f"{f.code} {f.slug}"))
    head = ",".join(f"{k}={escape_property(v)}" for k, v in props)
    return f"::{COMMAND.get(f.severity, 'warning')} {head}::{escape_data(annotation_message(f))}"


def render(result, root: Optional[Path] = None) -> str:
    return "".join(annotation(f, root) + "\n" for f in each(result.findings))
