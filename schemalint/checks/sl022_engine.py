"""SL022 engine: tables outside the allowed storage engines (InnoDB by default).

Everything else in schemalint — the estimator, the clustered-index rules — assumes InnoDB;
so do replication, backups with xtrabackup/mariabackup, and crash recovery.
"""

from __future__ import annotations

from typing import Iterator, Optional

from ..judge.ddl import quote
from . import RuleContext, Violation, rule
from .seed_data import seed_data
from .shipped_content import code_list, version_marker, version_stamp, word_list

DEFAULT_ALLOW = ["InnoDB"]

_WHY = {
    "myisam": "no transactions, no crash recovery (a crash can leave the table needing REPAIR), "
              "table-level locks (one writer blocks every reader), and FOREIGN KEYs are ignored",
    "aria": "no transactions, table-level locks for writes, MariaDB-only",
    "memory": "rows vanish on restart, table-level locks, and VARCHAR takes its full declared width",
    "heap": "rows vanish on restart, table-level locks, and VARCHAR takes its full declared width",
    "archive": "no indexes but the AUTO_INCREMENT one, no UPDATE or DELETE",
    "csv": "no indexes, no NULLs, no transactions",
    "blackhole": "every write is discarded",
    "federated": "every query goes over the network to another server, without transactions",
    "merge": "a view over MyISAM tables, with their locking and crash behaviour",
    "mrg_myisam": "a view over MyISAM tables, with their locking and crash behaviour",
    "ndb": "NDB Cluster: a different storage model altogether",
    "ndbcluster": "NDB Cluster: a different storage model altogether",
}


_SHORT = {"myisam": "no transactions, no crash recovery, table-level locks", "aria": "no transactions, table-level locks",
          "memory": "rows vanish on restart", "heap": "rows vanish on restart", "mrg_myisam": "MyISAM underneath",
          "merge": "MyISAM underneath", "federated": "every query goes over the network"}


# General-purpose engines a table lands on by default or by habit, whose costs the author did not
# choose: a crash can lose or corrupt rows, every write locks the table. A warning. The others are
# chosen for the very property the finding would name — MEMORY to vanish on restart (a poller's
# buffer, a process list, worker IPC), BLACKHOLE to discard, ARCHIVE to compress, FEDERATED to
# reach another server — so that property is not a loss the author did not expect: info.
GENERAL_PURPOSE = frozenset({"myisam", "aria", "merge", "mrg_myisam"})


@rule("SL022")
def engine(ctx: RuleContext) -> Iterator[Violation]:
    allow = {str(e).lower() for e in ctx.option("SL022", "allow", DEFAULT_ALLOW)}
    for table in ctx.model.tables():
        if table.temporary or table.engine.lower() in allow:
            continue
        why = _WHY.get(table.engine.lower(), "not an engine this project allows")
        deliberate = table.engine.lower() not in GENERAL_PURPOSE
        chosen = (" An engine chosen for what it does, so that is its purpose, not a loss: info."
                  if deliberate else "")
        # content nobody writes in use (a shipped word list, a schema's version flag): the
        # engine's locks and crash repair cost nothing there, so advice
        shipped = None if deliberate else _not_written_in_use(table, ctx.model, ctx)
        if shipped is not None:
            chosen = f" Nothing here is written in use ({shipped}): locks and crash repair cost nothing, so info."
        yield Violation(
            message=(f"{table.qualified_name} uses ENGINE={table.engine}: {why}. Allowed: "
                     f"{', '.join(sorted(ctx.option('SL022', 'allow', DEFAULT_ALLOW)))}.{chosen}"),
            severity="info" if deliberate or shipped is not None else None,
            span=table.span, table=table.qualified_name,
            evidence={"engine": table.engine, "allowed": sorted(allow),
                      **({"not_written_in_use": shipped} if shipped is not None else {})},
            fix=_fix(table) if "innodb" in allow else None,
            headline=f"{table.qualified_name}: ENGINE={table.engine}; {_SHORT.get(table.engine.lower(), why)}",
        )


def _not_written_in_use(table, model, ctx) -> Optional[str]:
    """Why the table holds content the application ships rather than writes (a version flag, a word
    list, a character map or a list of codes: checks/shipped_content.py; the rows the schema file
    ships, with nothing left to fill in use: checks/seed_data.py, unless a row count is configured),
    or None."""
    stamp = version_stamp(table) or version_marker(table) or (
        None if ctx.config.hints_for(table.qualified_name).rows else seed_data(model, table))
    return stamp.why if stamp is not None else word_list(table) or code_list(table, model)


def _fix(table) -> str:
    """ENGINE=InnoDB; in words when InnoDB would cluster the rows on a key whose values arrive in
    random order (the conversion then costs what SL102 measures: make the key append first)."""
    from ..estimate.memo import index_order  # (the DDL's order only: this rule reads no hints)
    from ..replay.insert_order import RANDOM

    convert = f"ALTER TABLE {quote(table.name)} ENGINE=InnoDB;"
    key = table.clustered_index().index
    if key is not None and key.parts and not key.parts[0].expression and index_order(table, key).kind == RANDOM:
        return (f"Convert it to InnoDB ({convert}) once its {'PRIMARY KEY' if key.is_primary else key.name} "
                f"appends: InnoDB stores the rows in that key's order, and its values arrive at random (SL102).")
    return convert
