"""SL028 reserved-word: table, column and index names that are reserved words.

A reserved word works as an identifier only inside backticks, in every query, view,
trigger and ORM mapping that names it — one unquoted use is a syntax error. Words reserved
only since MySQL 8.0 (RANK, GROUPS, SYSTEM, FUNCTION, ROW, EMPTY, LEAD, ...) are how a schema
that worked on 5.7 breaks on upgrade. The list is MySQL 8.0's, or MariaDB 10.11's when
`[server] version` names MariaDB; `allow` lists words to accept anyway.

Severity follows what the name costs. Written without backticks in the CREATE TABLE itself
(`CREATE TABLE Groups`): an error, the target server refuses that statement. Quoted, and not
reserved by a server the input shows the schema was written for — its dump header names MySQL 5.x
(mysqldump's `-- Server version`, phpMyAdmin's, Navicat's `Source Server Version`) and the word is
reserved only since 8.0 (for a MariaDB target: a word MySQL did not reserve, like ROWS or OFFSET):
a warning, the upgrade breaks every query written for that server that did not quote it. Quoted,
with no such header, or one naming a server that reserves the word already (8.0.31): info, advice
— the schema does not show that any query was written without the quotes; a project raises it with
`[severity] SL028 = "warning"`. Quoted and reserved long before 8.0 (`desc`, `key`, `read`): info,
style — no query could ever have used it unquoted. Quoted, in a schema whose table names need
backticks whatever the server (`post-user`, `user-contact`: a hyphen, a space): info too — every
statement of its application names such tables, so it builds its statements with the names quoted,
and the upgrade breaks none of them (one column like `reply-to` says less: its queries may quote
that column alone).
"""

from __future__ import annotations

import re
from typing import Iterator, Optional

from ..judge.limits import flavor_of
from ..model import Span
from ..read.reserved_words import ADDED_IN_80, MYSQL_57, MYSQL_80, is_reserved
from ..model import Model, SourceServer
from . import RuleContext, Violation, rule

# What MySQL accepts unquoted as a name (11.2 Schema Object Names): ASCII letters, digits, `$`, `_`
# and characters from U+0080 on, not digits alone
_BARE_NAME = re.compile(r"[0-9A-Za-z$_\u0080-\uffff]*[A-Za-z$_\u0080-\uffff][0-9A-Za-z$_\u0080-\uffff]*")


def name_needing_quotes(model: Model) -> Optional[str]:
    """The first table name of the schema that no server accepts without backticks (a hyphen, a
    space, a dot): the application that queries such tables quotes the names it writes."""
    return next((t.name for t in model.tables() if t.name and not _BARE_NAME.fullmatch(t.name)), None)


def accepted_unquoted(word: str, server: SourceServer) -> bool:
    """Whether `server` (a dump header's) took `word` as a name without backticks. Only MySQL's lists
    are known by version (5.7's, 8.0's); for a MariaDB header this says False (not shown)."""
    if server.product != "MySQL":
        return False
    return word.lower() not in (MYSQL_57 if server.version < (8, 0, 0) else MYSQL_80)


def _violation(table_name: str, kind: str, word: str, span: Optional[Span], server: str, mariadb: bool,
               unquoted: bool, index: Optional[str] = None, quoting: Optional[str] = None,
               written_for: Optional[SourceServer] = None) -> Violation:
    newly = word.lower() not in MYSQL_57  # reserved (by the target) since a version after MySQL 5.7
    if mariadb:
        new = " MySQL 5.7 accepted it unquoted." if newly else ""
    else:
        new = " It is reserved since MySQL 8.0: 5.7 accepted it unquoted." if newly else ""
    # a schema whose other names need backticks anyway is read by code that quotes every name
    quoted_anyway = bool(new) and not unquoted and quoting is not None
    # the input names the server it was written for, and that server took the word unquoted
    breaks = (bool(new) and not unquoted and not quoted_anyway and written_for is not None
              and accepted_unquoted(word, written_for))
    if quoted_anyway:
        new += (f" But the table name {quoting} in this schema needs backticks on any server, so its application quotes the "
                f"names it writes: nothing breaks on upgrade.")
    elif breaks:
        new += (f" This dump comes from {written_for.label} (its header, line {written_for.line}), which accepts it unquoted: "
                f"on {server}, every query written for that server that does not quote it fails.")
    elif new and not unquoted:
        new += (f" {_origin(written_for)} To report it as a warning where queries written for an older server may not quote "
                f"it: [severity] SL028 = \"warning\".")
    if unquoted:
        what = (f"{kind} name {word} is a reserved word in {server}, and this CREATE TABLE writes it without "
                f"backticks: {server} refuses the statement (syntax error 1064). Quote it as `{word}` here and in "
                f"every statement that names it, or rename it.")
    else:
        what = (f"{kind} name {word} is a reserved word in {server}: every statement must quote it as `{word}`, and "
                f"one unquoted use is a syntax error.")
    return Violation(
        message=f"{table_name}: {what}{new}{'' if unquoted else ' Rename it if you can.'}",
        span=span, table=table_name, index=index,
        severity="error" if unquoted else "warning" if breaks else None,
        headline=f"{table_name}: {kind} name {word} is reserved" + (
            f"; unquoted, {server} rejects the CREATE" if unquoted else
            f" in {server}, not in {written_for.label} this dump comes from" if breaks else f" in {server}"),
        evidence={"word": word, "kind": kind, "server": server, "reserved_since_80": word.lower() in ADDED_IN_80,
                  "unquoted_in_create": unquoted, **({"name_needing_quotes": quoting} if quoted_anyway else {}),
                  **({"written_for": written_for.label, "header_line": written_for.line} if written_for else {})},
    )


def _origin(written_for: Optional[SourceServer]) -> str:
    """What the input shows of the server the schema was written for, when that makes no warning."""
    if written_for is None:
        return "The schema does not show which server it was written for (no dump header names one)."
    where = f"This dump comes from {written_for.label} (its header, line {written_for.line})"
    if written_for.product == "MySQL":
        return f"{where}, which reserves it too: its queries quote it already."
    return f"{where}, not from a MySQL server that accepted it unquoted."


@rule("SL028")
def reserved_word(ctx: RuleContext) -> Iterator[Violation]:
    flavor = flavor_of(ctx.config)
    allow = {str(w).lower() for w in ctx.option("SL028", "allow", [])}

    known: dict[str, bool] = {}  # names repeat across tables: each is looked up once
    quoting: Optional[str] = None
    looked = False

    def reserved(word: str) -> bool:
        found = known.get(word)
        if found is None:
            found = known[word] = bool(word) and word.lower() not in allow and is_reserved(word, flavor.mariadb)
        return found

    servers = ctx.model.source_servers
    for table in ctx.model.tables():
        name = table.qualified_name
        bare = table.unquoted_reserved
        written_for = servers.get(table.span.path) if servers and table.span is not None else None
        words = [table.name] if reserved(table.name) else []
        words += [c.name for c in table.columns if reserved(c.name)]
        words += [i.name for i in table.indexes if reserved(i.name)]
        if words and not looked:
            quoting, looked = name_needing_quotes(ctx.model), True
        if reserved(table.name):
            yield _violation(name, "table", table.name, table.span, flavor.label, flavor.mariadb,
                             table.name.lower() in bare, quoting=quoting, written_for=written_for)
        for col in table.columns:
            if reserved(col.name):
                yield _violation(name, "column", col.name, col.span or table.span, flavor.label, flavor.mariadb,
                                 col.name.lower() in bare, quoting=quoting, written_for=written_for)
        for idx in table.indexes:
            if idx.is_primary or idx.implicit:
                continue
            if reserved(idx.name) and not any(idx.name.lower() == p.column.lower() for p in idx.parts):
                yield _violation(name, "index", idx.name, idx.span or table.span, flavor.label, flavor.mariadb,
                                 idx.name.lower() in bare, index=idx.name, quoting=quoting,
                                 written_for=written_for)
