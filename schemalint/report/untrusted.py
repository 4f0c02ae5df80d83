"""Untrusted text made inert before a reporter prints it.

Identifiers, comments, file names, and the messages built from them come from the files under
review. Printed raw, an ESC sequence clears a terminal or sets its title, BEL rings, CR
rewrites the line, and a bidi control (U+202E, the "trojan source" trick) makes a name read
as another. Every reporter that writes text for people (text, github, markdown and review,
gitlab, html, estimate text, messages on stderr) passes such strings through `shown` on the
way in; each of those characters is then written as its escape (`\\x1b`, `\\u202e`, `\\r`), the
way JSON writes control characters. JSON and SARIF carry the text as it is: JSON escapes C0
itself, and `json_inert` writes the rest as JSON's own \\u escapes (the same data once parsed).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any, Optional

# C0 controls but the tab (whitespace the text report expands), DEL, C1 controls; the bidi
# embeddings, overrides, isolates and marks (Unicode TR #9); the line and paragraph separators
_ACTING = [*range(0x00, 0x09), *range(0x0A, 0x20), *range(0x7F, 0xA0), 0x061C, 0x200E, 0x200F,
           *range(0x202A, 0x202F), *range(0x2066, 0x206A), 0x2028, 0x2029]
_ESCAPES = {c: (f"\\x{c:02x}" if c < 0x100 else f"\\u{c:04x}") for c in _ACTING} | {10: "\\n", 13: "\\r"}
_ESCAPES_KEEP_LINES = {c: e for c, e in _ESCAPES.items() if c != 0x0A}


# what JSON leaves raw (it escapes C0 and nothing else with ensure_ascii=False)
_JSON_RAW = re.compile("[\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]")


def json_inert(doc: str) -> str:
    """JSON text with DEL, C1 and bidi controls written as \\uXXXX escapes: valid JSON with the
    same data, and nothing that acts when the file is shown in a terminal or an editor."""
    if doc.isascii() or not _JSON_RAW.search(doc):  # (one scan of a 14 MB report: a few ms)
        return doc
    return _JSON_RAW.sub(lambda m: f"\\u{ord(m.group()):04x}", doc)


def shown(text: str) -> str:
    """`text` for one line of output: every acting character escaped (a newline too)."""
    if text.isprintable():  # (none of them is printable: the common case costs one scan)
        return text
    return text.translate(_ESCAPES)


def shown_lines(text: str) -> str:
    """`text` that may run over several lines (a fix): newlines kept, the rest escaped."""
    if text.isprintable():
        return text
    return text.translate(_ESCAPES_KEEP_LINES)


def _clean(value: Any) -> bool:
    """Nothing in `value` (a string, or lists and dicts of them) has to be escaped."""
    if isinstance(value, str):
        return value.isprintable()
    if isinstance(value, dict):
        for k, v in value.items():
            if not (_clean(k) if type(k) is not str else k.isprintable()):
                return False
            if not (v.isprintable() if type(v) is str else type(v) in (int, float, bool, type(None)) or _clean(v)):
                return False
        return True
    if isinstance(value, (list, tuple)):
        return all(_clean(v) for v in value)
    return True


def _shown_value(value: Any, show) -> Any:
    if isinstance(value, str):
        return show(value)
    if isinstance(value, (list, tuple)):
        return type(value)(_shown_value(v, show) for v in value)
    if isinstance(value, dict):
        return {_shown_value(k, show): _shown_value(v, show) for k, v in value.items()}
    return value


def shown_finding(f, keep_lines: bool = False):
    """The finding with every text it carries `shown` (its fix, and with `keep_lines` every
    text, `shown_lines`: for formats with their own way of writing a newline, like GitHub's
    %0A), folded and grouped findings included; the finding itself when nothing changes."""
    span, fix = f.span, f.fix
    if (f.message.isprintable() and (f.headline is None or f.headline.isprintable())
            and (f.table is None or f.table.isprintable()) and (f.index is None or f.index.isprintable())
            and (span is None or not span.path or span.path.isprintable())
            and (fix is None or fix.isprintable() or fix.replace("\n", " ").isprintable())
            and not f.also and not f.members and _clean(f.evidence)):
        return f  # (the common case: a report of 18,863 findings checks each once)
    show = shown_lines if keep_lines else shown
    message, headline, table, index = (None if t is None else show(t)
                                       for t in (f.message, f.headline, f.table, f.index))
    also, members = _shown_all(f.also, keep_lines), _shown_all(f.members, keep_lines)
    path = None if span is None else span.path and shown(span.path)
    return replace(f, message=message, headline=headline, table=table, index=index,
                   fix=None if fix is None else shown_lines(fix),
                   span=span if span is None or path == span.path else span._replace(path=path),
                   evidence=_shown_value(f.evidence, show), also=also, members=members)


def _shown_all(findings: tuple, keep_lines: bool) -> tuple:
    return tuple(shown_finding(g, keep_lines) for g in findings)
