"""A CREATE TABLE parsed part by part: each distinct column or index definition, and each
distinct options tail, is parsed by sqlglot once per process; every table that repeats it
shares that tree.

Schemas repeat their definitions: `id bigint unsigned NOT NULL AUTO_INCREMENT`,
`created_at datetime NOT NULL`, `PRIMARY KEY (id)` come back table after table, and a
mysqldump's table options are nearly always the same line. So each CREATE TABLE is parsed
once, in one sqlglot call, as its header (`CREATE TABLE name (`), the definitions not seen
before (or a placeholder) and, if new, its tail (`) ENGINE=…`); the tree is then assembled
from those new parts and the ones parsed for earlier tables. A table with nothing new costs
a parse of its header; one with everything new costs about the whole parse.

The tree equals the one sqlglot builds from the whole text (tests compare the two over every
fixture and corpus table, node by node and span by span), with two differences the builder
allows for:

- A shared part's positions (`meta` start/end) are those of the text it was parsed in;
  `shifted_offset()` makes one an offset in the statement: each shared part carries, in its
  meta, how far it stands in the latest tree from where it was parsed.
- A shared part's parent, and that shift, are those of the latest assembled tree. Trees are
  built (Builder.apply) right after they are assembled and not kept, so that is always the
  tree being built.

Anything else goes the usual way, a whole-statement parse (so errors come out exactly as
before): a comment inside the statement, a part written twice in one table, a header other
than `CREATE TABLE [IF NOT EXISTS] name`, options that make it more than a table definition
(`LIKE`, `… SELECT`), or a parse that does not come out part for part.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any, Optional

from . import possessive

# One scan over the text: a quoted string or name whole (so nothing inside it counts), a
# parenthesis, a comma, or the start of a comment. An unterminated quote matches as `bad`.
# (compiled on first use: the scan is the fallback, for a table with a comment, say)
_tokens_re = cache(lambda: re.compile(
    r"""'(?:[^'\\]|\\.|'')*'|"(?:[^"\\]|\\.|"")*"|`(?:[^`]|``)*`|[(),]|--|#|/\*|(?P<bad>['"`])""", re.DOTALL))
# The same tokens, for one regex call per definition rather than a Python step per token: the
# header to the body's "(", then a definition (group 1) and the "," or ")" after it.
# Anything they do not take (a comment, a stray quote, an empty definition, parentheses nested
# deeper than _NESTING) is left to the token scan.
# (quoted runs unrolled, a character class over each run: the regex engine's cheap step)
_QUOTED = (r"""`[^`]*+(?:``[^`]*+)*+`|'[^'\\]*+(?:(?:\\.|'')[^'\\]*+)*+'"""
           r'|"[^"\\]*+(?:(?:\\.|"")[^"\\]*+)*+"')
_PLAIN = _QUOTED + r"|-(?!-)|/(?!\*)"  # besides the characters a class below lets through
_NESTING = 4
_NESTED = r"\((?:[^'\"`()#/-]++|" + _PLAIN + r")*+\)"
for _ in range(_NESTING - 1):
    _NESTED = r"\((?:[^'\"`()#/-]++|" + _PLAIN + "|" + _NESTED + r")*+\)"
_HEAD = possessive.compile(r"(?:[^'\"`()#/-]++|" + _PLAIN + r")*+\(", re.DOTALL)
# a definition's blanks go in its runs (fewer steps): body_parts trims its end
_PART = possessive.compile(r"\s*+(?P<definition>(?:[^'\"`(),#/-]++|" + _PLAIN + "|" + _NESTED + r")++)[,)]", re.DOTALL)
_PLACEHOLDER = "_ INT"  # stands for the definitions when every one was parsed before
_MEMO_LIMIT = 20_000  # parts (and tails) held; at it the memo starts again, so memory stays bounded
SHIFT = "schemalint_shift"  # meta key of a shared part: add it to the part's positions
# Parts pay off only when they repeat: with all-new definitions a table costs ≈ 1.3× its whole
# parse (the scan and the memo), at half new ≈ 1×, at 2 % new ≈ 0.27× (a generated dump).
# Past _PROBE parts, if more than _MOSTLY_NEW of them were new, the process stops trying.
_PROBE = 2_000
_MOSTLY_NEW = 0.6

# definition text → (tree, its offset in the text it was parsed in); tail text → (the tree it
# was parsed in, the offset of its ")" there)
_parts: dict[str, tuple[Any, int]] = {}
_tails: dict[str, tuple[Any, int]] = {}
_counts = [0, 0]  # parts seen, parts new


def body_parts(text: str) -> Optional[tuple[int, int, list[tuple[int, int]]]]:
    """(offset of the body's "(", of its ")", [(start, end) of each top-level definition,
    blanks trimmed]) of a CREATE TABLE text, or None if it holds a comment or has no body.
    The last text's answer is kept: parse_create_table and then the grammar's check
    (table_elements.parsed_departure) ask of the same statement. Callers do not change it."""
    if text == _last_body[0]:
        return _last_body[1]
    found = _last_body[1] = _body_parts(text)
    _last_body[0] = text
    return found


_last_body: list = [None, None]  # [text, body_parts(text)]


def _body_parts(text: str) -> Optional[tuple[int, int, list[tuple[int, int]]]]:
    m = _HEAD.match(text)
    if m is not None:
        opened = m.end() - 1
        parts, pos, match = [], opened + 1, _PART.match
        while (m := match(text, pos)) is not None:
            start, end = m.span("definition")
            if text[end - 1].isspace():
                end = start + len(text[start:end].rstrip())
            parts.append((start, end))
            pos = m.end()
            if text[pos - 1] == ")":
                return opened, pos - 1, parts
    return scanned_body_parts(text)  # the definitions _PART does not take whole (or not a plain body)


def scanned_body_parts(text: str) -> Optional[tuple[int, int, list[tuple[int, int]]]]:
    """body_parts, one token at a time: what it falls back on, and what it must agree with."""
    depth, opened, start, parts = 0, -1, -1, []
    for m in _tokens_re().finditer(text):
        c = m.group()
        if c == "(":
            depth += 1
            if depth == 1:  # (only once: the scan ends at the body's ")")
                opened, start = m.start(), m.end()
        elif c == ")":
            depth -= 1
            if depth == 0:
                parts.append(_trimmed(text, start, m.start()))
                return opened, m.start(), parts
            if depth < 0:
                return None
        elif c == ",":
            if depth == 1:
                parts.append(_trimmed(text, start, m.start()))
                start = m.end()
        elif c[0] not in "'\"`" or m.lastgroup == "bad":
            return None  # a comment (sqlglot keeps comments on nodes: parse the whole text), or a stray quote
    return None


def _trimmed(text: str, start: int, end: int) -> tuple[int, int]:
    part = text[start:end]
    lead = len(part) - len(part.lstrip())
    return start + lead, start + len(part.rstrip())


def parse_create_table(text: str, dialect: Any) -> Optional[Any]:
    """The tree of a CREATE TABLE, assembled from parts; None: parse the whole text."""
    from sqlglot import exp

    seen, new_seen = _counts
    if seen >= _PROBE and new_seen > _MOSTLY_NEW * seen:
        return None
    words = text.split(None, 2)
    if len(words) < 3 or words[0].upper() != "CREATE" or words[1].upper() != "TABLE":
        return None  # CREATE TEMPORARY TABLE, CREATE OR REPLACE TABLE: a header with options
    found = body_parts(text)
    if found is None:
        return None
    opened, close, spans = found
    texts = [text[s:e] for s, e in spans]
    if not all(texts) or len(set(texts)) != len(texts):
        return None  # a shared part stands in one place of a tree only
    if len(_parts) >= _MEMO_LIMIT or len(_tails) >= _MEMO_LIMIT:
        _parts.clear()
        _tails.clear()
    tail_text = text[close:]
    known_tail = _tails.get(tail_text)
    known = list(map(_parts.get, texts))
    new = [i for i, k in enumerate(known) if k is None]
    _counts[0] += len(texts)
    _counts[1] += len(new)

    # the one parse: the header as written (its positions are the statement's), the new parts, the new tail
    pieces, bases, at = [text[:opened + 1]], [], opened + 1
    for n, i in enumerate(new):
        if n:
            pieces.append(", ")
            at += 2
        bases.append(at)
        pieces.append(texts[i])
        at += len(texts[i])
    if not new:
        pieces.append(_PLACEHOLDER)
        at += len(_PLACEHOLDER)
    pieces.append(tail_text if known_tail is None else ")")
    # nothing new: the parse would only read the header (most tables of a dump)
    header = _header_only(pieces[0], dialect, exp) if not new and known_tail is not None else None
    if header is not None:
        table_node, exists = header
        options, base = known_tail
        return _assembled(options, table_node, exists, [_shared(part, start) for (start, _), part in zip(spans, known)],
                          close - base, exp)
    try:
        trees = dialect.parse("".join(pieces))
    except Exception:  # the whole statement's parse reports it, at its place
        return None
    tree = trees[0] if len(trees) == 1 else None
    if not (isinstance(tree, exp.Create) and tree.args.get("kind") == "TABLE" and isinstance(tree.this, exp.Schema)
            and isinstance(tree.this.this, exp.Table) and len(tree.this.expressions) == max(len(new), 1)
            and _used(tree) <= ({"this", "kind", "exists", "properties"} if known_tail is None
                                else {"this", "kind", "exists"})):
        return None

    fresh = iter(zip(tree.this.expressions, bases))
    parts = []
    for (start, _), part_text, part in zip(spans, texts, known):
        if part is None:
            part = _parts[part_text] = next(fresh)
        parts.append(_shared(part, start))
    if known_tail is None:
        known_tail = _tails[tail_text] = (tree, at)
    options, base = known_tail
    return _assembled(options, tree.this.this, tree.args.get("exists"), parts, close - base, exp)


def _shared(part: tuple[Any, int], start: int) -> Any:
    """A shared part's node, its positions shifted to where it stands (at `start`) in this table."""
    node, base = part
    node.meta[SHIFT] = start - base
    return node


def _assembled(options: Any, table_node: Any, exists: Any, parts: list, shift: int, exp: Any) -> Any:
    """The CREATE TABLE: the options of the tree its tail was parsed in (shifted by `shift`),
    this table's name and IF NOT EXISTS, and its parts."""
    args = dict(options.args)
    args["this"] = exp.Schema(this=table_node, expressions=parts)
    args["exists"] = exists
    properties = args.get("properties")
    if properties is not None:
        properties.meta[SHIFT] = shift
    return exp.Create(**args)


_NAME_TOKENS = None


def _header_only(header: str, dialect: Any, exp: Any) -> Optional[tuple[Any, bool]]:
    """What parsing `header` + `_ INT)` gives parse_create_table, read from sqlglot's tokens
    for the header mysqldump writes, `CREATE TABLE [IF NOT EXISTS] `name` (` (or a plain name): the table node
    (its name's positions as sqlglot's parser records them) and IF NOT EXISTS.
    None for any other header (a schema, a keyword for a name, a comment): that one is parsed."""
    from sqlglot.tokens import TokenType

    global _NAME_TOKENS
    if _NAME_TOKENS is None:  # a quoted name, or a plain word (not a keyword: the parser reads some of those otherwise)
        _NAME_TOKENS = (TokenType.IDENTIFIER, TokenType.VAR)
    try:
        tokens = dialect._tokenizer.tokenize(header)
    except Exception:
        return None
    if len(tokens) == 4:
        exists = False
    elif len(tokens) == 7 and tokens[2].text.upper() == "IF" and tokens[2].token_type is TokenType.VAR \
            and tokens[3].token_type is TokenType.NOT and tokens[4].token_type is TokenType.EXISTS:
        exists = True
    else:
        return None
    create, table, name, opened = tokens[0], tokens[1], tokens[-2], tokens[-1]
    if not (create.token_type is TokenType.CREATE and table.token_type is TokenType.TABLE
            and name.token_type in _NAME_TOKENS and opened.token_type is TokenType.L_PAREN) \
            or any(t.comments for t in tokens):
        return None
    identifier = exp.Identifier(this=name.text, quoted=name.token_type is TokenType.IDENTIFIER)
    identifier.meta.update(line=name.line, col=name.col, start=name.start, end=name.end)
    return exp.Table(this=identifier, db=None, catalog=None), exists


def _used(tree: Any) -> set[str]:
    """The arguments a tree sets (sqlglot fills the others with None, False or [])."""
    return {k for k, v in tree.args.items() if not (v is None or v is False or (isinstance(v, list) and not v))}


def shifted_offset(node: Any, offset: int) -> int:
    """`offset`, a position in the meta of `node` (of a CREATE TABLE's tree), as an offset in
    the statement: shifted by the shared part holding the node, if any."""
    while node is not None:
        shift = node.meta_get(SHIFT)
        if shift is not None:
            return offset + shift
        node = node.parent
    return offset
