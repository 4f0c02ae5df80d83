"""A CREATE TABLE that does not parse as a whole, read one definition at a time: the columns,
keys and options that parse on their own, so the rest of the table is still modelled (SL001 or
SL009 says what was left out). parse.py calls it with its own judgment of one definition and its
table options (it sits below parse: the judgment is handed in, not imported)."""

from __future__ import annotations

from typing import Any, Callable, Optional


def salvage_create_table(text: str, d: Any, definition_problem: Callable[[Any], Optional[str]],
                         known_options: frozenset) -> Any:
    """A CREATE TABLE that does not parse as a whole, read one definition at a time (split at
    the body's top-level commas by sqlglot's tokens): the tree of the header with every
    definition and the options that parse on their own, and `skipped` (in its meta: the
    (start, end) of each definition or options tail left out); None when not even the header
    and one column parse."""
    from sqlglot import exp
    from sqlglot.tokens import TokenType

    from .table_parts import SHIFT

    try:
        tokens = d._tokenizer.tokenize(text)
    except Exception:
        return None
    depth, opened, close, parts, first = 0, None, None, [], None  # parts: (first token, last token) indexes
    for i, token in enumerate(tokens):
        kind = token.token_type
        if kind is TokenType.L_PAREN:
            depth += 1
            if depth == 1 and opened is None:
                opened = token.start
                first = None
                continue
        elif kind is TokenType.R_PAREN:
            depth -= 1
            if depth == 0 and opened is not None:
                parts.append((first, i - 1) if first is not None else (None, token.start))
                close = token.start
                break
        elif kind is TokenType.COMMA and depth == 1:
            parts.append((first, i - 1) if first is not None else (None, token.start))
            first = None
            continue
        if opened is not None and depth >= 1 and first is None:
            first = i
    if opened is None or close is None:
        return None
    header = text[:opened + 1]
    kept, skipped, table, lost_columns = [], [], None, set()
    for first, last in parts:
        if first is None:  # an empty definition (two commas): `last` is where it stands
            skipped.append((last, last, "definition"))
            continue
        start, end = tokens[first].start, tokens[last].end + 1
        found = _one_definition(d, header + text[start:end] + ")", exp, definition_problem)
        if found is None and (tokens[first].token_type is TokenType.IDENTIFIER
                              or tokens[first].text.upper() not in _KEY_WORDS):
            # a column's definition (its name comes first): its name and type, without the
            # attributes from the one that does not parse
            for cut in _cuts(tokens, first, last, TokenType):
                found = _one_definition(d, header + text[start:tokens[cut].end + 1] + ")", exp, definition_problem)
                if found is not None and isinstance(found[1], exp.ColumnDef) and not _user_type(found[1], exp):
                    skipped.append((tokens[cut + 1].start, end, "attributes"))
                    break
                found = None
            if found is None:
                lost_columns.add(tokens[first].text.lower())
        if found is None:
            skipped.append((start, end, "definition"))
            continue
        created, node = found
        table = table or created.this.this
        node.meta[SHIFT] = start - len(header)
        kept.append((start, end, node))
    # a key on a column left out would be reported as naming a column the table does not have
    for start, end, node in list(kept):
        if not isinstance(node, exp.ColumnDef) and lost_columns & _key_columns(node):
            kept.remove((start, end, node))
            skipped.append((start, end, "key"))
    kept = [node for _, _, node in kept]
    if table is None or not any(isinstance(n, exp.ColumnDef) for n in kept):
        return None
    properties = None
    if text[close + 1:].strip():
        probe = header + "_ INT" + text[close:]
        try:
            tail = d.parse(probe)[0]
        except Exception:
            tail = None
        if isinstance(tail, exp.Create) and _unknown_option_names(tail, known_options) == [] and tail.args.get("properties") is not None:
            properties = tail.args["properties"]
            properties.meta[SHIFT] = close - (len(header) + len("_ INT"))
        else:
            skipped.append((close + 1, len(text.rstrip()), "options"))
    tree = exp.Create(this=exp.Schema(this=table, expressions=kept), kind="TABLE", properties=properties)
    tree.meta["skipped"] = skipped
    return tree


_MAX_CUTS = 12  # prefixes of a column's definition tried (each is a parse): the longest first


def _cuts(tokens: list, first: int, last: int, token_type: Any) -> list:
    """Where a column's definition (tokens first..last) may be cut to leave its name, type and
    the attributes before the one that does not parse: after a token outside parentheses, the
    longest prefixes first, at most _MAX_CUTS of them (a parse each)."""
    cuts, depth = [], 0
    for i in range(first, last):
        kind = tokens[i].token_type
        if kind is token_type.L_PAREN:
            depth += 1
        elif kind is token_type.R_PAREN:
            depth -= 1
        if depth == 0 and i > first and tokens[i + 1].token_type is not token_type.L_PAREN:
            cuts.append(i)
    return cuts[::-1][:_MAX_CUTS]


def _user_type(column: Any, exp: Any) -> bool:
    """Whether a column's type is no type MySQL has (a word sqlglot took as a user-defined type):
    a column cut down to such a type would only add a second finding to the first."""
    kind = column.args.get("kind")
    return isinstance(kind, exp.DataType) and kind.this == exp.DType.USERDEFINED


# the words a table's key and constraint definitions begin with (a column's begins with its name)
_KEY_WORDS = frozenset({"PRIMARY", "KEY", "INDEX", "UNIQUE", "CONSTRAINT", "FOREIGN", "CHECK", "FULLTEXT", "SPATIAL",
                        "PERIOD"})


def _key_columns(node: Any) -> set:
    """The (lower-case) names a key or constraint definition mentions: its columns (and its
    name, which is harmless here); a foreign key's referenced columns are not its own."""
    from sqlglot import exp

    for inner in node.expressions if isinstance(node, exp.Constraint) else [node]:
        if isinstance(inner, exp.ForeignKey):
            return {e.name.lower() for e in inner.expressions}
    return {i.name.lower() for i in node.find_all(exp.Identifier)}


def _one_definition(d: Any, probe: str, exp: Any, definition_problem: Callable[[Any], Optional[str]]) -> Optional[tuple]:
    """(the CREATE TABLE, its one definition) of `CREATE TABLE name (definition)`, if it parses
    into exactly that and the server would take it."""
    try:
        trees = d.parse(probe)
    except Exception:
        return None
    tree = trees[0] if len(trees) == 1 else None
    if not (isinstance(tree, exp.Create) and isinstance(tree.this, exp.Schema) and len(tree.this.expressions) == 1):
        return None
    node = tree.this.expressions[0]
    return None if definition_problem(node) is not None else (tree, node)


def _unknown_option_names(tree: Any, known_options: frozenset) -> list:
    from sqlglot import exp

    props = tree.args.get("properties")
    return [p.name for p in (props.expressions if props else []) if type(p) is exp.Property and p.name.upper() not in known_options]
