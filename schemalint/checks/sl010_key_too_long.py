"""SL010 key-too-long: an index key longer than InnoDB allows (error 1071, or 1709).

3,072 bytes per key with DYNAMIC/COMPRESSED (16 KiB pages), 767 bytes per indexed column
with COMPACT/REDUNDANT, counted with each column's character set (utf8mb4: 4 bytes per
character) and prefix lengths. What the server does about it depends on the key and the
server; `limits.key_length` decides, this rule words it.

Also the home of three small helpers the SL0xx rules share — key_label, column_words and
modify_column: how a key, a column type and a column fix are written.
"""

from __future__ import annotations

from typing import Iterator

from ..judge.ddl import quote
from ..judge.limits import KeyLength, flavor_of, key_length, per_char_bytes
from ..model import Table
from . import RuleContext, Violation, rule


def _fitting_prefix(table: Table, kl: KeyLength) -> str:
    """A key definition that fits: shorten the widest string parts to prefixes."""
    budget_total = kl.total_limit
    parts = list(kl.parts)
    fixed = sum(p.bytes for p in parts if not _is_text(table, p.column))
    texts = [p for p in parts if _is_text(table, p.column)]
    if not texts:
        return ""
    share = max((budget_total - fixed) // len(texts), 1)
    share = min(share, kl.part_limit)
    out = []
    for p in parts:
        col = table.column(p.column)
        if col is not None and _is_text(table, p.column) and p.bytes > share:
            chars = max(share // per_char_bytes(col), 1)
            out.append(f"{quote(col.name)}({chars})")
        else:
            out.append(quote(p.column) + (f"({p.prefix})" if p.prefix else ""))
    return ", ".join(out)


def _is_text(table: Table, name: str) -> bool:
    col = table.column(name)
    return col is not None and (col.is_string or col.is_binary_string) and col.data_type not in ("ENUM", "SET")


_HEADLINE_OUTCOME = {"rejected": "the server rejects it", "truncated": "silently cut to a prefix",
                     "hashed": "MariaDB hashes it, MySQL rejects it"}


def key_label(index) -> str:
    """PRIMARY KEY, UNIQUE KEY uk_x, KEY idx_x, FULLTEXT KEY ft_x."""
    if index.is_primary:
        return "PRIMARY KEY"
    kind = {"UNIQUE": "UNIQUE KEY", "FULLTEXT": "FULLTEXT KEY", "SPATIAL": "SPATIAL KEY"}.get(index.kind, "KEY")
    return f"{kind} {index.name}"


def column_words(col, charset: bool = True) -> str:
    """`VARCHAR(255) utf8mb4`, `INT UNSIGNED`, `DECIMAL(12,2)`: the type as a reader knows it."""
    t = col.data_type
    if col.length is not None and t in ("CHAR", "VARCHAR", "BINARY", "VARBINARY", "BIT"):
        t += f"({col.length})"
    elif t == "DECIMAL" and col.precision is not None:
        t += f"({col.precision},{col.scale or 0})"
    elif t in ("ENUM", "SET"):
        t += "(" + ",".join("'" + v.replace("'", "''") + "'" for v in col.values) + ")"
    elif t in ("DATETIME", "TIMESTAMP", "TIME") and col.fsp:
        t += f"({col.fsp})"
    if col.unsigned:
        t += " UNSIGNED"
    if charset and col.charset and col.is_string:
        t += f" {col.charset}"
    return t


def modify_column(table: Table, col, new_type: str = "", charset: str = "", collation: str = "") -> str:
    """A pasteable `ALTER TABLE … MODIFY` that keeps the column's NULL, DEFAULT, ON UPDATE,
    AUTO_INCREMENT and COMMENT (a MODIFY silently drops whatever it does not repeat)."""
    text = new_type or column_words(col, charset=False)
    cs = charset or (col.charset if col.is_string and col.charset != table.options.charset else "")
    if cs:
        coll = collation or (col.collation if col.charset == cs and col.collation else "")
        text += f" CHARACTER SET {cs}" + (f" COLLATE {coll}" if coll else "")
    text += " NULL" if col.nullable else " NOT NULL"
    if col.default is not None:
        text += f" DEFAULT {col.default}"
    if col.on_update:
        text += f" ON UPDATE {col.on_update}"
    if col.auto_increment:
        text += " AUTO_INCREMENT"
    if col.comment:
        text += " COMMENT '" + col.comment.replace("'", "''") + "'"
    return f"ALTER TABLE {quote(table.name)} MODIFY {quote(col.name)} {text};"


def _part_words(table: Table, kl: KeyLength) -> str:
    out = []
    for p in kl.parts:
        col = table.column(p.column)
        what = column_words(col) if col is not None else "?"
        name = f"{p.column}({p.prefix})" if p.prefix else p.column
        out.append(f"{name} {what} = {p.bytes:,} B")
    return " + ".join(out)


@rule("SL010")
def key_too_long(ctx: RuleContext) -> Iterator[Violation]:
    flavor = flavor_of(ctx.config)
    page_size = ctx.config.server.page_size
    for table in ctx.model.tables():
        if not table.is_innodb:
            continue
        for index in table.indexes:
            kl = key_length(table, index, flavor, page_size)
            if kl is None or kl.verdict == "ok":
                continue
            name = table.qualified_name
            label = key_label(index)
            antelope_format = kl.row_format in ("COMPACT", "REDUNDANT")
            limits_text = (f"InnoDB allows {kl.total_limit:,} bytes per key"
                           + (f" and {kl.part_limit} per column with ROW_FORMAT={kl.row_format}"
                              if antelope_format else ""))
            if kl.verdict == "rejected":
                what = f"{flavor.label} rejects the statement (error {kl.error})"
                severity = "error"
            elif kl.verdict == "truncated":
                what = (f"{flavor.label} accepts it only by silently cutting the long column(s) to a "
                        f"{min(kl.part_limit, kl.total_limit):,}-byte prefix ({'note' if flavor.mariadb else 'warning'} "
                        f"{kl.error}): the index then "
                        f"cannot cover queries or return rows in full-value order")
                severity = "warning"
            else:  # hashed: MariaDB's long UNIQUE
                what = (f"{flavor.label} accepts it only as a hash-based long UNIQUE (USING HASH: a hidden hash "
                        f"column, no range scans or ordered reads); MySQL 8.0 rejects it (error {kl.error})")
                severity = "warning"
            if index.is_primary:
                advice = (" Cluster on a short surrogate key (BIGINT UNSIGNED AUTO_INCREMENT) and keep the "
                          "natural key UNIQUE on a hash of it.")
            elif index.is_unique:
                advice = (" A prefix would make only the prefix unique: store a digest of the value "
                          "(BINARY(32) for SHA-256) and make that UNIQUE.")
            else:
                advice = " Index a prefix of the long column(s) instead."
            fitting = _fitting_prefix(table, kl) if index.kind == "INDEX" else ""
            fix = (f"ALTER TABLE {quote(table.name)} DROP INDEX {quote(index.name)}, "
                   f"ADD KEY {quote(index.name)} ({fitting});") if fitting else None
            yield Violation(
                message=(f"{name}: {label} needs {kl.declared_total:,} bytes ({_part_words(table, kl)}); "
                         f"{limits_text}. {what}.{advice}"),
                span=index.span or table.span, table=name, index=index.name, severity=severity,
                evidence={"key_bytes": kl.declared_total, "key_limit": kl.total_limit,
                          "part_limit": kl.part_limit, "row_format": kl.row_format,
                          "parts": [{"column": p.column, "prefix": p.prefix, "bytes": p.bytes} for p in kl.parts],
                          "server": flavor.label, "outcome": kl.verdict, "server_error": kl.error},
                fix=fix,
                headline=(f"{name}.{index.name}: key of {kl.declared_total:,} bytes, over InnoDB's "
                          f"{kl.total_limit:,}; {_HEADLINE_OUTCOME[kl.verdict]}"),
            )
