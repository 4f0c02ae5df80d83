"""What a statement that does not read becomes (ParseFailure), and where it points: the offset
of a word or of a tree's node in the statement's text, and the short excerpt a message quotes.
Below every module of the parse stage, so each can say where a statement fails."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .source import Statement


def word_offset(text: str, word: str, skip: int) -> int:
    """Offset of `word` (any case) in the text, after `skip` words."""
    at = 0
    for _ in range(skip):
        parts = text[at:].split(None, 1)
        at = text.find(parts[0], at) + len(parts[0]) if parts else at
    found = text.upper().find(word, at)
    return found if found >= 0 else 0


def excerpt(text: str, limit: int = 40) -> str:
    words = " ".join(text.split())
    return words if len(words) <= limit else words[:limit - 1].rstrip() + "…"


@dataclass(eq=False, repr=False)  # never compared or printed: two generated methods less to start
class ParseFailure:
    """A statement sqlglot could not parse."""

    message: str
    offset: int  # offset inside the statement text where the parser stopped
    partial: Any = None  # a CREATE TABLE's tree without the definitions that do not parse, if any parse
    # whether the server refuses it (SL001 error), or only schemalint cannot read it while its
    # shape is one the server's grammar reads (SL009 not-understood, never an error): see shape_refused
    refused: bool = True
    limit: bool = False  # schemalint's own limit stopped reading (size, nesting, a parser bug): never the server's


def word_at(text: str, word: str) -> int:
    """Offset of the last place `word` stands as a whole word in the text (any case); -1 for none
    (and for an empty word, which stands everywhere: no loop on it)."""
    upper, target = text.upper(), word.upper()
    if not target:
        return -1
    at = upper.rfind(target)
    while at > 0 and (upper[at - 1].isalnum() or upper[at - 1] == "_"):
        at = upper.rfind(target, 0, at)
    return at


def offset_in(stmt: Statement, node: Any) -> int:
    """Offset in the statement where `node` begins (0 when the tree does not say)."""
    from .table_parts import shifted_offset

    start = node.meta.get("start") if node.meta else None
    if start is None:
        for child in node.iter_expressions():
            found = child.meta.get("start") if child.meta else None
            if found is not None:
                return min(len(stmt.text), shifted_offset(child, found))
        return 0
    return min(len(stmt.text), shifted_offset(node, start))
