"""Which table an `INSERT … VALUES` fills, and which columns it names: read from sqlglot's tokens
of the statement's head only (a dump's INSERT can be megabytes of values; they are never read).

The replay keeps it as a fact about the rows (Table.seeded): rows the schema file ships with the
table. `INSERT … SELECT` and `INSERT … SET` copy or compute their rows: not read here.
"""

from __future__ import annotations

from typing import Optional

from .source import Statement

# heads read, shortest first: a column list longer than the last is not read
_HEAD_SIZES = (512, 8192)
_MODIFIERS = frozenset({"LOW_PRIORITY", "DELAYED", "HIGH_PRIORITY", "IGNORE"})


def insert_target(stmt: Statement) -> Optional[tuple[Optional[str], str, Optional[tuple[str, ...]]]]:
    """(schema or None, table, the columns named or None for all) of `INSERT [modifiers] [INTO]
    t [(c, …)] VALUES …`, else None (another form, or a head the tokenizer refuses)."""
    text = stmt.text
    # the head up to the first VALUE(S) read first: one row per statement repeats it, so its answer is
    # kept (a `VALUE` inside a name, or a lower-case keyword, leaves it unanswered: the longer heads)
    cut = text.find("VALUE", 0, _HEAD_SIZES[-1])
    if cut > 0:
        head = text[:cut + 7]  # (VALUES and the character after it)
        known = _KEPT.get(head, _KEPT)
        if known is _KEPT:
            # the last token is whole when the head ends the text or ends on a blank or a parenthesis
            found = _read_head(head, len(head) < len(text) and not (head[-1].isspace() or head[-1] == "("))
            if len(_KEPT) >= _KEPT_MAX:
                _KEPT.clear()
            known = _KEPT[head] = found
        if known is not _CUT:
            return known
    for size in _HEAD_SIZES:
        # (a name or string cut by the head's end, or an answer past it: a longer head)
        found = _read_head(text[:size], len(text) > size)
        if found is not _CUT:
            return found
        if len(text) <= size:
            return None
    return None


_CUT = object()  # the head ended before the answer
_KEPT: dict = {}  # head up to VALUE(S) → its answer
_KEPT_MAX = 4096


def _read_head(head: str, cut: bool):
    """_read of one head; _CUT when the tokenizer refuses it or it ends before the answer."""
    from sqlglot.errors import TokenError
    from sqlglot.tokens import TokenType

    from .parse import dialect

    try:
        tokens = dialect()._tokenizer.tokenize(head)
    except TokenError:
        return _CUT
    return _read(tokens[:-1] if cut else tokens, TokenType)


def _read(tokens, TokenType):
    names = (TokenType.IDENTIFIER, TokenType.VAR)
    i, n = 0, len(tokens)
    if n == 0 or tokens[0].token_type is not TokenType.INSERT:
        return None
    i = 1
    while i < n and tokens[i].text.upper() in _MODIFIERS:
        i += 1
    if i < n and tokens[i].token_type is TokenType.INTO:
        i += 1
    if i >= n:
        return _CUT
    if tokens[i].token_type not in names:
        return None
    schema, table = None, tokens[i].text
    i += 1
    if i + 1 < n and tokens[i].token_type is TokenType.DOT and tokens[i + 1].token_type in names:
        schema, table, i = table, tokens[i + 1].text, i + 2
    if i >= n:
        return _CUT
    columns: Optional[list[str]] = None
    if tokens[i].token_type is TokenType.L_PAREN:
        columns = []
        i += 1
        while i < n and tokens[i].token_type is not TokenType.R_PAREN:
            if tokens[i].token_type in names:
                columns.append(tokens[i].text)
            elif tokens[i].token_type is not TokenType.COMMA:
                return None  # (a SELECT in parentheses, or something else)
            i += 1
        i += 1
        if i >= n:
            return _CUT
    if tokens[i].token_type is TokenType.VALUES or tokens[i].text.upper() == "VALUE":
        return schema, table, tuple(columns) if columns is not None else None
    return None
