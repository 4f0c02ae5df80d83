"""Online schema change pre-flight: can gh-ost, pt-online-schema-change or Spirit run this
ALTER on this table, with which flags, and what would the copy lose.

The tools' documented preconditions are the data table `PRECONDITIONS` below, each with the
page that states it and the tool version it holds for. `with_facts()` records, per judged
statement, what those preconditions read about the table *as it is before the statement*
(keys, foreign keys either side, triggers, renames, the clauses a copy with INSERT IGNORE
would complete by dropping or truncating rows, the session's lock_wait_timeout);
`verdicts()` applies the table to those facts. Rules SL605–SL609 read the facts; they never
look at SQL.

pt-online-schema-change's predictions are checked by running it (Percona Toolkit 3.2.1)
against MariaDB 10.11 with the binary log on (tests/test_osc_tools_live.py); gh-ost's the same
way when `gh-ost` is on PATH (it was, once, built from master 145799e: clean change runs, ADD
UNIQUE on duplicates completes with a row fewer, foreign keys either side and triggers without
--include-triggers are refused). Spirit's come from its documentation (it needs MySQL 8.0).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Optional

from sqlglot import exp

from ..read import charsets
from .ddl import INSTANT, quote
from ..model import PRIMARY, Column, Table

GH_OST = "gh-ost"
PT_OSC = "pt-online-schema-change"
SPIRIT = "Spirit"
TOOLS = (GH_OST, PT_OSC, SPIRIT)

# Outcomes, best to worst. A tool that refuses never copies a row, so it outranks a loss.
RUNS = "runs"
NEEDS_FLAGS = "runs with flags"
LOSES = "loses rows"
REFUSES = "refuses"
_RANK = {RUNS: 0, NEEDS_FLAGS: 1, LOSES: 2, REFUSES: 3}

_GH_OST_LIMITS = "https://github.com/github/gh-ost/blob/master/doc/requirements-and-limitations.md"
_GH_OST_FLAGS = "https://github.com/github/gh-ost/blob/master/doc/command-line-flags.md"
_GH_OST_SHARED_KEY = "https://github.com/github/gh-ost/blob/master/doc/shared-key.md"
_PT_OSC = "https://docs.percona.com/percona-toolkit/pt-online-schema-change.html"
_SPIRIT = "https://github.com/cashapp/spirit/blob/main/README.md"
_SPIRIT_USAGE = "https://github.com/cashapp/spirit/blob/main/USAGE.md"

# The versions the statements were read from: gh-ost's docs at master 145799e (2026-08-07;
# v1.1.10 is the last release, 2026-06-01), Percona Toolkit 3.2.1's POD (Debian 12's package),
# Spirit's README and USAGE at main ddcffcf (2025-05-09; v0.8.0).
GH_OST_VERSION = "gh-ost v1.1.10 / master 145799e (2026-08)"
PT_OSC_VERSION = "Percona Toolkit 3.2.1"
SPIRIT_VERSION = "Spirit v0.8.0 / main ddcffcf (2025-05)"


@dataclass(frozen=True)
class Precondition:
    """One documented precondition of one tool: when it applies, what the tool does then."""

    tool: str
    condition: str  # a key of Facts.conditions()
    outcome: str  # RUNS | NEEDS_FLAGS | LOSES | REFUSES
    says: str  # what the tool does, in our words
    source: str  # the tool's doc page (URL, with its section)
    version: str  # the tool version the statement holds for
    flags: tuple[str, ...] = ()  # what to pass (NEEDS_FLAGS), or what would make it go on (REFUSES)
    waived_by: Optional[str] = None  # a condition under which this one does not apply


# -- the data table ------------------------------------------------------------------------
PRECONDITIONS: tuple[Precondition, ...] = (
    # no PRIMARY KEY nor NOT NULL UNIQUE key that the ALTER keeps
    Precondition(GH_OST, "no-shared-key", REFUSES,
                 "needs a PRIMARY KEY or UNIQUE KEY shared by the table before and after the change",
                 _GH_OST_SHARED_KEY, GH_OST_VERSION),
    Precondition(PT_OSC, "no-shared-key", REFUSES,
                 "needs a PRIMARY KEY or UNIQUE index (its DELETE trigger uses it), unless the ALTER "
                 "creates one from existing columns", f"{_PT_OSC} (--alter)", PT_OSC_VERSION),
    Precondition(SPIRIT, "no-primary-key", REFUSES, "requires a PRIMARY KEY", f"{_SPIRIT} (Unsupported Features)",
                 SPIRIT_VERSION),
    Precondition(GH_OST, "nullable-unique-key", NEEDS_FLAGS,
                 "the only shared key has nullable columns: bails out unless told the columns hold no NULL",
                 f"{_GH_OST_LIMITS} (shared key)", GH_OST_VERSION, ("--allow-nullable-unique-key",)),
    Precondition(PT_OSC, "nullable-unique-key", REFUSES,
                 "wants at least one UNIQUE index on NOT NULL columns", f"{_PT_OSC} (--alter)", PT_OSC_VERSION),
    Precondition(SPIRIT, "primary-key-change", REFUSES, "the PRIMARY KEY cannot be altered by the change",
                 f"{_SPIRIT} (Unsupported Features)", SPIRIT_VERSION),
    Precondition(PT_OSC, "primary-key-change", NEEDS_FLAGS,
                 "DROP PRIMARY KEY stops the tool (--check-alter) unless checked with --dry-run --print first",
                 f"{_PT_OSC} (--[no]check-alter)", PT_OSC_VERSION, ("--no-check-alter",)),
    # foreign keys
    Precondition(GH_OST, "child-foreign-key", REFUSES,
                 "foreign keys are not supported (--discard-foreign-keys drops them silently)",
                 _GH_OST_LIMITS, GH_OST_VERSION),
    Precondition(GH_OST, "parent-foreign-key", REFUSES,
                 "foreign keys are not supported, on either side", _GH_OST_LIMITS, GH_OST_VERSION),
    Precondition(PT_OSC, "child-foreign-key", RUNS,
                 "copies the table's foreign keys; their names get a leading underscore",
                 f"{_PT_OSC} (DESCRIPTION)", PT_OSC_VERSION),
    Precondition(PT_OSC, "parent-foreign-key", NEEDS_FLAGS,
                 "refuses while other tables' foreign keys reference the table unless told how to re-point "
                 "them (rebuild_constraints ALTERs each child table; drop_swap leaves a moment with no table)",
                 f"{_PT_OSC} (--alter-foreign-keys-method)", PT_OSC_VERSION,
                 ("--alter-foreign-keys-method=rebuild_constraints",)),
    Precondition(PT_OSC, "self-foreign-key", REFUSES, "self-referencing foreign keys are not supported",
                 f"{_PT_OSC} (--[no]check-foreign-keys)", PT_OSC_VERSION),
    Precondition(SPIRIT, "child-foreign-key", REFUSES, "tables with FOREIGN KEYS are not supported",
                 f"{_SPIRIT} (Unsupported Features)", SPIRIT_VERSION),
    Precondition(SPIRIT, "parent-foreign-key", REFUSES, "tables with FOREIGN KEYS are not supported",
                 f"{_SPIRIT} (Unsupported Features)", SPIRIT_VERSION),
    # triggers
    Precondition(GH_OST, "triggers", NEEDS_FLAGS,
                 "bails out on a table with triggers unless told to re-create them on the new table (from v1.1.8, "
                 "PR #1503; the limitations page still says triggers are not supported)",
                 f"{_GH_OST_FLAGS} (include-triggers)", GH_OST_VERSION, ("--include-triggers", "--trigger-suffix=_gho")),
    Precondition(PT_OSC, "triggers", NEEDS_FLAGS,
                 "adds its own triggers; beside existing ones only with --preserve-triggers (MySQL 5.7.2+, "
                 "MariaDB 10.2.3+: several triggers per event)", f"{_PT_OSC} (--preserve-triggers)", PT_OSC_VERSION,
                 ("--preserve-triggers",)),
    Precondition(SPIRIT, "triggers", REFUSES, "tables with TRIGGERS are not supported",
                 f"{_SPIRIT} (Unsupported Features)", SPIRIT_VERSION),
    # renames
    Precondition(GH_OST, "rename-column", NEEDS_FLAGS,
                 "a rename written CHANGE [COLUMN] old new … is copied only once approved",
                 f"{_GH_OST_FLAGS} (approve-renamed-columns)", GH_OST_VERSION, ("--approve-renamed-columns",)),
    Precondition(PT_OSC, "rename-column", NEEDS_FLAGS,
                 "a rename written CHANGE old new … stops the tool (--check-alter) until checked with "
                 "--dry-run --print; RENAME COLUMN is not recognised as a rename (3.2.1 copies nothing into it)",
                 f"{_PT_OSC} (--[no]check-alter)", PT_OSC_VERSION, ("--no-check-alter",)),
    Precondition(SPIRIT, "rename-column", REFUSES,
                 "renames only when the server does them INSTANT (MySQL 8.0.28+): split them into their own ALTER",
                 f"{_SPIRIT} (Unsupported Features)", SPIRIT_VERSION, waived_by="instant"),
    Precondition(GH_OST, "rename-table", REFUSES, "ALTER TABLE … RENAME TO is not supported",
                 _GH_OST_LIMITS, GH_OST_VERSION),
    Precondition(PT_OSC, "rename-table", REFUSES, "the RENAME clause cannot be used to rename the table",
                 f"{_PT_OSC} (--alter)", PT_OSC_VERSION),
    Precondition(SPIRIT, "rename-table", REFUSES, "copies only; a rename it can pass on is an INSTANT one",
                 f"{_SPIRIT} (Unsupported Features)", SPIRIT_VERSION, waived_by="instant"),
    Precondition(SPIRIT, "instant", RUNS, "tries the server's ALGORITHM=INSTANT first and applies such a change directly",
                 f"{_SPIRIT} (Attempt instant DDL)", SPIRIT_VERSION),
    # data: what a copy with INSERT IGNORE completes by dropping or truncating rows
    Precondition(GH_OST, "add-unique", LOSES,
                 "copies rows with INSERT IGNORE: a duplicate of the new UNIQUE key is dropped silently "
                 "(gh-ost issues #167, #477, #825)", "https://github.com/github/gh-ost/issues/477", GH_OST_VERSION),
    Precondition(PT_OSC, "add-unique", REFUSES,
                 "stops at ADD UNIQUE (--check-unique-key-change), since its INSERT IGNORE copy would drop "
                 "duplicates; with --no-check-unique-key-change it runs and drops them", f"{_PT_OSC} (--[no]check-unique-key-change)",
                 PT_OSC_VERSION),
    Precondition(SPIRIT, "add-unique", REFUSES,
                 "lossy conversions (a UNIQUE index on non-unique data) are not supported: its checksum fails",
                 f"{_SPIRIT} (Unsupported Features)", SPIRIT_VERSION),
    Precondition(GH_OST, "unique-collision", LOSES,
                 "copies rows with INSERT IGNORE: rows whose key values become equal are dropped silently",
                 "https://github.com/github/gh-ost/issues/825", GH_OST_VERSION),
    Precondition(PT_OSC, "unique-collision", LOSES,
                 "copies rows with INSERT IGNORE and checks only ADD UNIQUE: rows whose key values become "
                 "equal are dropped silently", f"{_PT_OSC} (--[no]check-unique-key-change)", PT_OSC_VERSION),
    Precondition(SPIRIT, "unique-collision", REFUSES, "lossy conversions are not supported: its checksum fails",
                 f"{_SPIRIT} (Unsupported Features)", SPIRIT_VERSION),
    Precondition(GH_OST, "truncation", LOSES,
                 "copies rows with INSERT IGNORE: values that do not fit are cut to fit, without an error",
                 "https://github.com/github/gh-ost/issues/825", GH_OST_VERSION),
    Precondition(PT_OSC, "truncation", LOSES,
                 "copies rows with INSERT IGNORE: values that do not fit are cut to fit, without an error",
                 f"{_PT_OSC} (--[no]check-unique-key-change: INSERT IGNORE)", PT_OSC_VERSION),
    Precondition(SPIRIT, "truncation", REFUSES,
                 "lossy conversions (shortening a VARCHAR below its longest value) are not supported",
                 f"{_SPIRIT} (Unsupported Features)", SPIRIT_VERSION),
    Precondition(PT_OSC, "not-null-without-default", REFUSES,
                 "a new NOT NULL column without a DEFAULT makes the copy fail", f"{_PT_OSC} (--alter)",
                 PT_OSC_VERSION),
    Precondition(SPIRIT, "not-null-without-default", REFUSES,
                 "adding a NOT NULL column without a default is a lossy conversion it does not support",
                 f"{_SPIRIT} (Unsupported Features)", SPIRIT_VERSION),
    # servers and binary logs
    Precondition(GH_OST, "mysql-below-5.7", REFUSES, "requires MySQL 5.7 or later", _GH_OST_LIMITS, GH_OST_VERSION),
    Precondition(GH_OST, "mariadb", RUNS,
                 "MariaDB: untested in releases up to v1.1.10 (issue #725); supported on master since PR #1724 "
                 "(2026-06)",
                 "https://github.com/github/gh-ost/pull/1724", GH_OST_VERSION),
    Precondition(SPIRIT, "mysql-below-8.0", REFUSES, "supports MySQL 8.0 and later only", _SPIRIT, SPIRIT_VERSION),
    Precondition(SPIRIT, "mariadb", REFUSES, "supports MySQL 8.0 and later only (not MariaDB)", _SPIRIT,
                 SPIRIT_VERSION),
    Precondition(GH_OST, "always", RUNS,
                 "reads the binary log: binlog_format=ROW, binlog_row_image=FULL on the server it reads; "
                 "on the primary itself, --allow-on-master; its cut-over check reads "
                 "performance_schema.metadata_locks (else --skip-metadata-lock-check)", _GH_OST_LIMITS, GH_OST_VERSION),
    Precondition(PT_OSC, "always", RUNS,
                 "works with triggers, no binary log needed; sets lock_wait_timeout=60 for itself",
                 f"{_PT_OSC} (DESCRIPTION)", PT_OSC_VERSION),
    Precondition(SPIRIT, "always", RUNS,
                 "needs log-bin, binlog_format=ROW, binlog_row_image=FULL or MINIMAL, log_slave_updates=1; "
                 "sets lock_wait_timeout=30 for itself", f"{_SPIRIT} (Requirements); {_SPIRIT_USAGE}",
                 SPIRIT_VERSION),
)

# Each condition in a few words (the README's table, headlines).
CONDITION_WORDS = {
    "no-shared-key": "no PRIMARY/UNIQUE key", "no-primary-key": "no PRIMARY KEY",
    "nullable-unique-key": "nullable unique key", "primary-key-change": "PRIMARY KEY changed",
    "child-foreign-key": "foreign key", "parent-foreign-key": "referenced by a foreign key",
    "self-foreign-key": "self-referencing foreign key", "triggers": "triggers", "rename-column": "column rename",
    "rename-table": "table rename", "add-unique": "ADD UNIQUE", "unique-collision": "lossy change",
    "truncation": "lossy change", "not-null-without-default": "NOT NULL without DEFAULT",
    "mariadb": "MariaDB", "mysql-below-5.7": "MySQL < 5.7", "mysql-below-8.0": "MySQL < 8.0",
}

# What to do when no tool can run the change, by the condition that stops the last of them.
INSTEAD = {
    "rename-table": "RENAME TABLE is a metadata change on the server: run it directly (no copy), after the "
                    "code reads the new name.",
    "add-unique": "Remove the duplicates first (the query counts them), then add the key.",
    "unique-collision": "Resolve the rows that would collide first (the query counts them), then change the column.",
    "truncation": "Shorten or fix the values that do not fit first (the query counts them), then change the column.",
    "no-shared-key": "Add a PRIMARY KEY first (its own migration), then copy the table.",
    "no-primary-key": "Add a PRIMARY KEY first (its own migration), then copy the table.",
    "child-foreign-key": "Run the ALTER on the server in a quiet window, or drop the foreign keys first.",
    "parent-foreign-key": "Run the ALTER on the server in a quiet window, or drop the foreign keys first.",
    "triggers": "Drop the triggers for the change and re-create them after, or run the ALTER on the server.",
}


@dataclass(frozen=True)
class Loss:
    """A clause a copy with INSERT IGNORE completes by dropping or truncating rows."""

    condition: str  # add-unique | unique-collision | truncation
    clause: str  # "ADD UNIQUE uk_coupon (coupon)", "MODIFY email … COLLATE …"
    what: str  # "rows with a duplicate coupon", "values of note longer than 20 characters"
    query: str  # counts the rows that would go


@dataclass(frozen=True)
class Facts:
    """What the tools' preconditions read, about the table just before the statement."""

    table: str
    server: str  # "MySQL 8.0.40", "MariaDB 10.11.0"
    shared_key: Optional[str]  # the PRIMARY KEY or UNIQUE key kept by the change (None: none)
    shared_key_nullable: bool
    has_primary_key: bool
    changes_primary_key: bool
    child_foreign_keys: tuple[str, ...]  # this table's own foreign keys
    parent_foreign_keys: tuple[str, ...]  # "child.fk" of other tables referencing it
    self_foreign_key: bool
    triggers: tuple[str, ...]
    column_renames: tuple[str, ...]  # "email → email_address"
    renames_table: bool
    not_null_without_default: tuple[str, ...]
    losses: tuple[Loss, ...]
    lock_wait_timeout: Optional[float]  # the session's, when a SET came before (None: server default)
    instant: bool = False  # the server does the whole statement INSTANT

    def conditions(self) -> dict[str, str]:
        """Each precondition key that holds, with what makes it hold (for the message)."""
        out: dict[str, str] = {}
        product, _, version = self.server.partition(" ")
        numbers = tuple(int(n) for n in version.split(".")[:3] if n.isdigit())
        if product == "MariaDB":
            out["mariadb"] = self.server
        elif numbers < (5, 7):
            out["mysql-below-5.7"] = self.server
        if product == "MySQL" and numbers < (8, 0):
            out["mysql-below-8.0"] = self.server
        if self.instant and product == "MySQL" and numbers >= (8, 0):
            out["instant"] = "the server does it INSTANT"
        joined = ", ".join
        facts = {  # condition → the fact that makes it hold ("" or False: it does not)
            "no-shared-key": self.shared_key is None and "no PRIMARY KEY or UNIQUE key kept by the change",
            "nullable-unique-key": self.shared_key is not None and self.shared_key_nullable
            and f"the only shared key {self.shared_key} has nullable columns",
            "no-primary-key": not self.has_primary_key and "no PRIMARY KEY",
            "primary-key-change": self.changes_primary_key and "the change alters the PRIMARY KEY",
            "child-foreign-key": self.child_foreign_keys and f"foreign key {joined(self.child_foreign_keys)}",
            "parent-foreign-key": self.parent_foreign_keys and f"referenced by {joined(self.parent_foreign_keys)}",
            "self-foreign-key": self.self_foreign_key and "a foreign key to itself",
            "triggers": self.triggers and f"trigger {joined(self.triggers)}",
            "rename-column": self.column_renames and f"renames {joined(self.column_renames)}",
            "rename-table": self.renames_table and "renames the table",
            "not-null-without-default": self.not_null_without_default
            and f"adds {joined(self.not_null_without_default)} NOT NULL without DEFAULT",
        }
        out.update({condition: fact for condition, fact in facts.items() if fact})
        for loss in self.losses:
            out.setdefault(loss.condition, f"{loss.clause}: {loss.what}")
        out["always"] = ""
        return out


@dataclass(frozen=True)
class Verdict:
    tool: str
    outcome: str  # RUNS | NEEDS_FLAGS | LOSES | REFUSES
    flags: tuple[str, ...]
    reasons: tuple[tuple[Precondition, str], ...]  # the preconditions that decided it, with the table's fact
    notes: tuple[Precondition, ...]  # requirements that always hold (binary log, …)

    @property
    def decided_by(self) -> list[tuple[Precondition, str]]:
        """The reasons of the verdict's own outcome (the worst ones)."""
        return [(p, why) for p, why in self.reasons if p.outcome == self.outcome]


def verdicts(facts: Facts) -> list[Verdict]:
    """Each tool's verdict on the change, from PRECONDITIONS."""
    held = facts.conditions()
    out = []
    for tool in TOOLS:
        reasons, notes, flags = [], [], []
        outcome = RUNS
        for p in PRECONDITIONS:
            if p.tool != tool or p.condition not in held or (p.waived_by and p.waived_by in held):
                continue
            if p.condition in ("always", "instant"):
                notes.append(p)
                continue
            reasons.append((p, held[p.condition]))
            if p.outcome == NEEDS_FLAGS:
                flags.extend(f for f in p.flags if f not in flags)
            if _RANK[p.outcome] > _RANK[outcome]:
                outcome = p.outcome
        out.append(Verdict(tool, outcome, tuple(flags), tuple(reasons), tuple(notes)))
    return out


def instead(verdict_list: list[Verdict]) -> Optional[str]:
    """What to do when no tool runs the change cleanly, else None."""
    if any(v.outcome in (RUNS, NEEDS_FLAGS) for v in verdict_list):
        return None
    stopped_by = {p.condition for v in verdict_list for p, _ in v.decided_by}
    for condition, advice in INSTEAD.items():  # (in the order of INSTEAD: the data first, then the table)
        if condition in stopped_by:
            return advice
    return "Run the ALTER on the server itself, in a window with little traffic."


# -- gathering the facts (lint.load, before the statement is applied) -------------------------
def with_facts(records: list, stmt: Any, tree: Any, builder: Any, triggers: dict, lock_wait_timeout: Optional[float]) -> list:
    """The assessments of one statement, each with its Facts (`preflight`)."""
    out = []
    for record in records:
        table = record._table
        if table is None:
            out.append(record)
            continue
        facts = _facts(record, table, stmt, tree, builder, triggers, lock_wait_timeout)
        out.append(replace(record, preflight=facts))
    return out


def _facts(record: Any, table: Table, stmt: Any, tree: Any, builder: Any, triggers: dict,
           lock_wait_timeout: Optional[float]) -> Facts:
    kinds = {a.kind for a in record.actions}
    dropped = {a.target.lower() for a in record.actions if a.kind in ("DROP INDEX", "DROP KEY")}
    changes_pk = bool(kinds & {"ADD PRIMARY KEY", "DROP PRIMARY KEY"})
    shared = None
    nullable = False
    for index in table.indexes:
        if not index.is_unique or (index.is_primary and changes_pk) or index.name.lower() in dropped:
            continue
        cols = [table.column(c) for c in index.columns]
        has_null = any(c is None or c.nullable for c in cols)
        if shared is None or (nullable and not has_null):
            shared, nullable = index.name, has_null
    if shared is None and "ADD PRIMARY KEY" in kinds and not any(
            builder.columns_added.get((stmt.path, table.qualified_name.lower()), {})):
        shared = PRIMARY  # pt-osc: a key created from existing columns serves its trigger
    parents = []
    for other in builder.model.tables():
        if other is table:
            continue
        for fk in other.foreign_keys:
            if fk.ref_table.lower() == table.name.lower() and (fk.ref_schema or other.schema or "").lower() in (
                    "", (table.schema or "").lower()):
                parents.append(f"{other.name}.{fk.name or '?'}")
    own = [fk for fk in table.foreign_keys]
    self_fk = any(fk.ref_table.lower() == table.name.lower() for fk in own)
    key = ((table.schema or "").lower(), table.name.lower())
    renames = tuple(a.target for a in record.actions if a.kind == "RENAME COLUMN" or (
        a.kind == "CHANGE COLUMN" and "→" in a.target))
    not_null = tuple(_not_null_without_default(tree, table, builder, stmt))
    return Facts(
        table=table.qualified_name, server=record.server, shared_key=shared, shared_key_nullable=nullable,
        has_primary_key=table.primary_key is not None, changes_primary_key=changes_pk,
        child_foreign_keys=tuple(fk.name or "?" for fk in own), parent_foreign_keys=tuple(parents),
        self_foreign_key=self_fk, triggers=tuple(triggers.get(key, ())), column_renames=renames,
        renames_table="RENAME TO" in kinds, not_null_without_default=not_null,
        losses=tuple(_losses(record, table, stmt, tree, builder)), lock_wait_timeout=lock_wait_timeout,
        instant=record.algorithm == INSTANT,
    )


def _not_null_without_default(tree: Any, table: Table, builder: Any, stmt: Any) -> list[str]:
    out = []
    for node in (tree.args.get("actions") or []) if isinstance(tree, exp.Alter) else []:
        if isinstance(node, exp.ColumnDef):
            column, _ = builder.column_definition(stmt, table, node)
            if not column.nullable and column.default is None and not column.auto_increment and column.generated is None:
                out.append(column.name)
    return out


def _losses(record: Any, table: Table, stmt: Any, tree: Any, builder: Any) -> list[Loss]:
    added = builder.columns_added.get((stmt.path, table.qualified_name.lower()), {})
    out: list[Loss] = []
    for action in record.actions:
        if action.kind in ("ADD UNIQUE", "ADD PRIMARY KEY"):
            columns = _index_columns(record, action, table)
            if columns and not any(c.lower() in added for c in columns):
                out.append(Loss("add-unique", f"{action.kind} {action.target}".strip(),
                                f"rows with a duplicate ({', '.join(columns)})",
                                _lost_rows_query(table, [(c, quote(c)) for c in columns],
                                                 skip_nulls=action.kind == "ADD UNIQUE")))
    for node in (tree.args.get("actions") or []) if isinstance(tree, exp.Alter) else []:
        if isinstance(node, exp.ModifyColumn) and isinstance(node.this, exp.ColumnDef):
            old_node = node.args.get("rename_from")
            old = table.column(old_node.name if old_node is not None else node.this.name)
            if old is None or old.name.lower() in added:
                continue
            new, _ = builder.column_definition(stmt, table, node.this)
            out.extend(_column_losses(table, old, new))
    return out


def _index_columns(record: Any, action: Any, table: Table) -> list[str]:
    """The key's columns, from the clause's target `(a, b)` or the index name."""
    target = action.target
    if target.startswith("("):
        return [c.strip() for c in target.strip("()").split(",") if c.strip()]
    # ADD UNIQUE name: the columns are in the tree; the record holds only the name, so read the
    # check query's GROUP BY, which online_ddl built from them
    if action.check and " GROUP BY " in action.check:
        group = action.check.split(" GROUP BY ", 1)[1].split(" HAVING ", 1)[0]
        return [c.strip().strip("`") for c in group.split(",")]
    return []


def _column_losses(table: Table, old: Column, new: Column) -> list[Loss]:
    out = []
    clause = f"MODIFY {old.name}" if old.name == new.name else f"CHANGE {old.name} {new.name}"
    fits = _fitted(old, new)
    if fits is not None and fits[1]:
        expression, condition, what = fits
        unique_keys = [i for i in table.indexes if i.is_unique and old.name.lower() in (c.lower() for c in i.columns)]
        for index in unique_keys:
            out.append(Loss("unique-collision", clause, f"rows whose {index.name} key becomes equal once it cuts {what}",
                            _lost_rows_query(table, [(c, expression if c.lower() == old.name.lower() else quote(c))
                                                     for c in index.columns], skip_nulls=not index.is_primary)))
        if not unique_keys:
            out.append(Loss("truncation", clause, what,
                            f"SELECT COUNT(*) FROM {quote(table.name)} WHERE {condition};"))
        return out
    collation = _new_collation(old, new)
    if collation is not None:
        for index in table.indexes:
            if index.is_unique and old.name.lower() in (c.lower() for c in index.columns):
                expression = f"{quote(old.name)} COLLATE {collation}" if "_" in collation else \
                    f"CONVERT({quote(old.name)} USING {collation})"
                out.append(Loss("unique-collision", clause,
                                f"rows whose {index.name} key becomes equal under {collation}",
                                _lost_rows_query(table, [(c, expression if c.lower() == old.name.lower() else quote(c))
                                                         for c in index.columns], skip_nulls=not index.is_primary)))
    return out


def _fitted(old: Column, new: Column) -> Optional[tuple[str, str, str]]:
    """For a narrowing: the value each row gets (SQL), the condition of the rows that change,
    and the change in words; None when the change does not narrow in a way modelled here."""
    col = quote(old.name)
    strings = ("CHAR", "VARCHAR", "BINARY", "VARBINARY")
    if old.data_type in strings + ("TINYTEXT", "TEXT", "MEDIUMTEXT", "LONGTEXT") and new.data_type in strings \
            and new.length is not None and (old.length is None or new.length < old.length):
        measure = "LENGTH" if new.data_type in ("BINARY", "VARBINARY") else "CHAR_LENGTH"
        return (f"LEFT({col}, {new.length})", f"{measure}({col}) > {new.length}",
                f"values of {old.name} longer than {new.length} characters to {new.length}")
    bits = {"TINYINT": 8, "SMALLINT": 16, "MEDIUMINT": 24, "INT": 32, "BIGINT": 64}
    if old.data_type in bits and new.data_type in bits:
        b = bits[new.data_type]
        low, high = (0, 2 ** b - 1) if new.unsigned else (-(2 ** (b - 1)), 2 ** (b - 1) - 1)
        old_b = bits[old.data_type]
        old_low, old_high = (0, 2 ** old_b - 1) if old.unsigned else (-(2 ** (old_b - 1)), 2 ** (old_b - 1) - 1)
        if low <= old_low and high >= old_high:
            return None
        return (f"LEAST(GREATEST({col}, {low}), {high})", f"{col} NOT BETWEEN {low} AND {high}",
                f"values of {old.name} outside {low}…{high} to the nearest end")
    return None


def _new_collation(old: Column, new: Column) -> Optional[str]:
    """The new collation (or character set) of a string column whose comparison changes."""
    if not (old.is_string and new.is_string):
        return None
    if new.collation and (old.collation or "").lower() != new.collation.lower():
        return new.collation
    if new.charset and charsets.normalize(new.charset) != charsets.normalize(old.charset):
        return charsets.normalize(new.charset)
    return None


def _lost_rows_query(table: Table, columns: list[tuple[str, str]], skip_nulls: bool) -> str:
    """Rows an INSERT IGNORE copy drops: all rows minus the distinct key values. A UNIQUE key
    takes any number of rows with a NULL in it, so those rows are left out of the count."""
    distinct = ", ".join(e for _, e in columns)
    nullable = [c for c, _ in columns if (col := table.column(c)) is None or col.nullable]
    where = " AND ".join(f"{quote(c)} IS NOT NULL" for c in nullable) if skip_nulls else ""
    return (f"SELECT COUNT(*) - COUNT(DISTINCT {distinct}) AS rows_lost FROM {quote(table.name)}"
            + (f" WHERE {where}" if where else "") + ";")


# -- the session facts lint.load reads -----------------------------------------------------
def lock_wait_timeout_set(tree: Any) -> tuple[bool, Optional[float]]:
    """(True, seconds) for `SET [SESSION] lock_wait_timeout = n` (True, None for DEFAULT);
    (False, None) when the statement sets something else, or the global value only."""
    if not isinstance(tree, exp.Set):
        return False, None
    found, value = False, None
    for item in tree.expressions:
        assignment = item.this if isinstance(item, exp.SetItem) else None
        if not isinstance(assignment, exp.EQ) or (item.args.get("kind") or "").upper() == "GLOBAL":
            continue
        target = assignment.this
        if target is None or target.name.lower() != "lock_wait_timeout" or target.sql().upper().startswith("@@GLOBAL."):
            continue
        given = assignment.expression
        found = True
        try:
            value = float(given.name) if isinstance(given, exp.Literal) else None
        except ValueError:
            value = None
    return found, value


def trigger_target(text: str, current_schema: Optional[str]) -> Optional[tuple[tuple[str, str], str]]:
    """((schema, table) lowercased, trigger name) of a CREATE TRIGGER, read from its tokens."""
    from sqlglot.dialects.mysql import MySQL
    from sqlglot.tokens import TokenType

    try:
        tokens = MySQL().tokenize(text)
    except Exception:  # a body the tokenizer cannot read: the trigger is not counted
        return None
    words = [t for t in tokens]
    name = None
    for i, token in enumerate(words):
        upper = token.text.upper()
        if name is None and upper == "TRIGGER" and i + 1 < len(words):
            j = i + 1
            if words[j].text.upper() == "IF":  # IF NOT EXISTS
                j += 3
            name = words[j].text
            if j + 2 < len(words) and words[j + 1].token_type == TokenType.DOT:
                name = words[j + 2].text
        elif name is not None and upper == "ON" and i + 1 < len(words):
            first = words[i + 1].text
            if i + 3 < len(words) and words[i + 2].token_type == TokenType.DOT:
                return ((first.lower(), words[i + 3].text.lower()), name)
            return (((current_schema or "").lower(), first.lower()), name)
    return None
