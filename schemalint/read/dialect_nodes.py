"""What the dialect's extensions return, and how the rest of schemalint reads it back: stock
sqlglot expressions only (compiled sqlglot classes cannot be subclassed), so a clause sqlglot
has no class for is a `Property` named by one of the constants here, its value a `struct()` of
named fields that `fields()` reads; and the meta keys the extensions set on a node."""

from __future__ import annotations

from typing import Any, Optional

from sqlglot import exp


PARTITION_BY = "PARTITION BY"
SRID = "SRID"


def struct(**values: Any) -> exp.Expression:
    """A Struct of named fields; None values are left out."""
    items = []
    for key, value in values.items():
        if value is None:
            continue
        if isinstance(value, bool):
            value = exp.Boolean(this=value)
        elif isinstance(value, str):
            value = exp.var(value)
        elif isinstance(value, list):
            value = exp.Tuple(expressions=value)
        items.append(exp.PropertyEQ(this=exp.to_identifier(key), expression=value))
    return exp.Struct(expressions=items)


def fields(node: Optional[exp.Expression]) -> dict[str, Any]:
    """Read a `struct()` back: Var → str, Boolean → bool, Tuple → list, others as nodes."""
    out: dict[str, Any] = {}
    if not isinstance(node, exp.Struct):
        return out
    for item in node.expressions:
        value = item.expression
        if isinstance(value, exp.Boolean):
            value = bool(value.this)
        elif isinstance(value, exp.Var):
            value = value.name
        elif isinstance(value, exp.Tuple):
            value = list(value.expressions)
        out[item.this.name] = value
    return out


def is_partition_by(node: Any) -> bool:
    return isinstance(node, exp.Property) and isinstance(node.this, exp.Var) and node.name.upper() == PARTITION_BY


# Column attributes of MariaDB: `COMPRESSED [= zlib]` (10.3.1+), kept as a Property the builder skips
COMPRESSED = "COMPRESSED"


# Column attributes MySQL accepts that sqlglot does not: `SERIAL DEFAULT VALUE` (NOT NULL
# AUTO_INCREMENT UNIQUE) and an UNSIGNED after FLOAT (see SchemalintMySQL.parse)
SERIAL_DEFAULT_VALUE = "SERIAL DEFAULT VALUE"
UNSIGNED = "UNSIGNED"




# The ALTER TABLE and RENAME TABLE clauses sqlglot has no class for (dialect_alter,
# dialect_partitions, dialect_statements) become a `Property` named by one of these, with a `struct()` value.
CONVERT_CHARSET = "CONVERT TO CHARACTER SET"  # struct(charset, collation)
PARTITION_OP = "PARTITION OPERATION"  # struct(op, names, all, definitions, count, table)
RENAME_TABLE = "RENAME TABLE"  # struct(pairs=[Tuple(old, new), …])
ADD_SYSTEM_VERSIONING = "ADD SYSTEM VERSIONING"  # MariaDB's system-versioned tables: nothing the model holds


def is_named_property(node: Any, name: str) -> bool:
    return isinstance(node, exp.Property) and isinstance(node.this, exp.Var) and node.name.upper() == name


def named_property(name: str, **values: Any) -> exp.Property:
    return exp.Property(this=exp.var(name), value=struct(**values))


# in the meta of a CREATE INDEX the server's grammar does not read (sqlglot's reading of another
# database's form: USING gin, CONCURRENTLY, WITH (…), TABLESPACE, NULLS FIRST …): the offset where it stops
NOT_INDEX_GRAMMAR = "not_index_grammar"


def rename_pairs(tree: Any) -> Optional[list[tuple[exp.Table, exp.Table]]]:
    """The (old, new) table pairs of a parsed RENAME TABLE statement, else None."""
    if not is_named_property(tree, RENAME_TABLE):
        return None
    return [(pair.expressions[0], pair.expressions[1]) for pair in fields(tree.args.get("value")).get("pairs") or []]
