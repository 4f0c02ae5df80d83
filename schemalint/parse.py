"""Parse: one statement at a time with sqlglot (our extended MySQL dialect).

Only statements that change or query the schema reach sqlglot; data (INSERT, LOAD DATA),
session settings and client commands are classified by their leading keywords and skipped.
A statement sqlglot cannot read becomes a ParseFailure carrying its location.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Optional, Union

from .source import Statement

# Statement kinds that change the model or are queries SL401 can read.
MODEL_KINDS = frozenset({
    "CREATE TABLE", "ALTER TABLE", "CREATE INDEX", "DROP TABLE", "DROP INDEX",
    "CREATE DATABASE", "DROP DATABASE", "USE", "RENAME TABLE", "SELECT",
})

# Statement kinds online_ddl.assess() judges (lint.load imports it only when one occurs).
ASSESSED_KINDS = frozenset({"ALTER TABLE", "CREATE INDEX", "DROP INDEX", "DROP TABLE", "DROP DATABASE", "RENAME TABLE"})

_DIALECT = None


def dialect():
    """What parses statements: sqlglot's MySQL dialect as dialect.py extends it, built on first
    use so `schemalint --version` never imports sqlglot."""
    global _DIALECT
    if _DIALECT is None:
        # sqlglot logs a warning for every statement it falls back on; we report what matters.
        logging.getLogger("sqlglot").setLevel(logging.CRITICAL)
        from .dialect import SchemalintMySQL

        _DIALECT = SchemalintMySQL()
    return _DIALECT


@dataclass(eq=False, repr=False)  # never compared or printed: two generated methods less to start
class ParseFailure:
    """A statement sqlglot could not parse."""

    message: str
    offset: int  # offset inside the statement text where the parser stopped


def parse_statement(stmt: Statement) -> Union[object, ParseFailure]:
    """sqlglot AST of the statement, or a ParseFailure. Never raises for bad input."""
    from sqlglot import exp
    from sqlglot.errors import ParseError, TokenError

    d = dialect()
    if stmt.kind == "CREATE TABLE":
        from .table_parts import parse_create_table

        tree = parse_create_table(stmt.text, d)
        if tree is not None:
            return tree
    try:
        trees = d.parse(stmt.text)
    except ParseError as err:
        info = err.errors[0] if err.errors else {}
        desc = str(info.get("description") or err).splitlines()[0]
        return ParseFailure(desc, _offset_of(stmt.text, info.get("line"), info.get("col"), info.get("highlight") or ""))
    except TokenError as err:
        return ParseFailure(f"cannot tokenize: {str(err).splitlines()[0]}", 0)
    except RecursionError:
        return ParseFailure("statement nested too deeply to parse", 0)
    except Exception as err:  # a sqlglot bug must not stop the run; report it at the statement
        return ParseFailure(f"parser error ({type(err).__name__}: {str(err).splitlines()[0] if str(err) else ''})", 0)
    trees = [t for t in trees if t is not None]
    if not trees:
        return ParseFailure("empty statement", 0)
    tree = trees[0]
    if isinstance(tree, exp.Command) and stmt.kind in ("CREATE TABLE", "CREATE INDEX", "CREATE DATABASE"):
        return ParseFailure(f"{stmt.kind} uses syntax schemalint does not understand yet", 0)
    if (isinstance(tree, exp.Command) and stmt.kind == "ALTER TABLE"
            and " ".join(stmt.text.split()[-2:]).upper() not in _OPAQUE_ALTER_TAILS):
        # sqlglot gave up on it (a typo, or a form we do not know): the model would silently miss it
        return ParseFailure("ALTER TABLE uses syntax schemalint does not understand", 0)
    return tree


# ALTER TABLE forms sqlglot keeps as opaque commands that change nothing the model holds
# (mysqldump writes the first two around every table's data).
_OPAQUE_ALTER_TAILS = frozenset({"DISABLE KEYS", "ENABLE KEYS", "DISCARD TABLESPACE", "IMPORT TABLESPACE"})


def _offset_of(text: str, line: Optional[int], col: Optional[int], highlight: str = "") -> int:
    """Offset of the offending token: sqlglot reports the 1-based line and the column of the
    token's last character, and the token's text (`highlight`)."""
    if not line:
        return 0
    pos = 0
    for _ in range(line - 1):
        nxt = text.find("\n", pos)
        if nxt == -1:
            break
        pos = nxt + 1
    end = min(len(text), pos + max(col or 1, 1))  # just past the token
    if highlight:
        start = text.rfind(highlight, 0, end)
        if start != -1 and start >= end - len(highlight) - 2:  # (quotes around a string token)
            return start
    return max(0, end - 1)
