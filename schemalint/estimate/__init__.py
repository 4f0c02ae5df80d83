"""The InnoDB arithmetic: bytes, pages, B+tree depth and buffer-pool fit, from DDL.

Which server: the page and record layout of **MariaDB 10.11 InnoDB**, the ground truth this
package was tuned against (`benchmarks/innodb_truth`: record bytes matched to the byte, leaf
pages and depth per index). MySQL 8.0 / 8.4 write the same COMPACT/DYNAMIC records and page
headers, so the same figures hold there, with these differences:

- change buffering: MySQL 8.0 defaults to `innodb_change_buffering=all` (leaf writes of
  non-unique secondary indexes may be deferred); MySQL 8.4 defaults to `none`, MariaDB 10.11
  to `none`, and MariaDB 11 has no change buffer. Where the server buffers inserts, the cliff
  model (buffer_pool.py) counts a non-unique secondary index's leaf reads as merges; sizes and
  hot sets do not change.
- MySQL 8.0's off-page LOBs use a newer format (a LOB first page and an index), so its BLOB
  page counts differ slightly for very large values; record sizes do not.
- MySQL 8.0 builds indexes by ALTER TABLE with `innodb_fill_factor` (default 100); so does
  MariaDB. We model indexes grown by INSERTs, which is how production tables get big.

Modules, one job each:
    columns    bytes of one column value (types, charsets, averages assumed or given)
    records    bytes of a leaf record and a node pointer, per row format
    btree      records per page, pages per level, depth and depth thresholds
    estimator  one table: every index's tree, size and hot set at a row count
    fit        the shared buffer pool: fits | hot-set-fits | does-not-fit, and when
    results    the estimate objects rules and reporters read

Assumed when not told (each assumption is listed in the estimate's notes):
- VARCHAR/VARBINARY hold half their declared length (one byte per character); columns whose
  values look like identifiers (digests, tokens, UUIDs, random bytes, time-ordered ids) hold
  their full width.
- TEXT/BLOB averages: TINY 64 B, TEXT/BLOB 256 B, MEDIUM 1 KiB, LONG 4 KiB, JSON 512 B.
- NULLable columns are not NULL (NULLs take no bytes in COMPACT/DYNAMIC: the estimate errs large).
- Insert order comes from `insert_order` (AUTO_INCREMENT, time columns: sequential; UUIDs,
  hashes, tokens: random). Unknown order is sized like random.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import Optional

from ..config import Config, ServerProfile, TableHints
from ..model import Model, Table
from .btree import RANDOM_FILL, RIGHT_EDGE_LEAVES, TreeShape
from .estimator import HIDDEN_INDEX_NAME, estimate_table
from .fit import apply_fit
from .pool_figures import pool_figures
from .results import (
    DOES_NOT_FIT, FITS, HOT_SET_FITS, IndexEstimate, ModelEstimate, TableEstimate, rows_at_depth,
    rows_when_bytes_exceed,
)

__all__ = [
    "DOES_NOT_FIT", "FITS", "HOT_SET_FITS", "HIDDEN_INDEX_NAME", "IndexEstimate", "ModelEstimate",
    "RANDOM_FILL", "RIGHT_EDGE_LEAVES", "TableEstimate", "TreeShape", "estimate_model", "estimate_table",
    "rows_at_depth", "rows_when_bytes_exceed", "SERVER_MODEL",
]

SERVER_MODEL = "MariaDB 10.11 InnoDB (same layout as MySQL 8.0/8.4)"


def estimate_model(model: Model, config: Config, only_with_rows: bool = False, early=None) -> ModelEstimate:
    """Estimate every InnoDB table of the model, then judge the shared buffer pool. `early`:
    an early.EarlyEstimates whose estimates stand in for those of the tables they were made of."""
    profile: ServerProfile = config.server
    tables: list[TableEstimate] = []
    notes: list[str] = [f"modelled on {SERVER_MODEL}, page {profile.page_size // 1024} KiB; "
                        + change_buffering_note(profile)]
    skipped: list[str] = []
    cache: dict = {}  # structurally identical tables (tenant schemas) share their per-row work
    shared: dict = {}  # _sharing_key → the first such table's estimate
    # The table's name is part of its structure's signature: a name no other table has needs
    # no signature (a dump of distinct tables computes none).
    names = Counter(table.name.lower() for table in model.tables())
    # without [tables] entries every table gets default hints, which the estimate only reads
    default_hints = None if config.tables else TableHints()
    if default_hints is None:
        early = None  # (made with the default hints)
    for table in model.tables():
        if table.temporary:
            continue
        if not table.is_innodb:
            skipped.append(f"{table.qualified_name} ({table.engine})")
            continue
        hints: TableHints = default_hints or config.hints_for(table.qualified_name)
        rows = hints.rows
        if only_with_rows and rows is None:
            continue
        if names[table.name.lower()] == 1:
            made = early.take(table, profile) if early is not None else None
            tables.append(estimate_table(table, rows, profile, hints) if made is None else made)
            continue
        # tables sharing their definition (tenant copies) and their numbers share one list of
        # index estimates: memory by distinct definitions, not by tables
        key = _sharing_key(table, hints)
        first = shared.get(key) if key is not None else None
        if first is None:
            est = estimate_table(table, rows, profile, hints, cache)
            if key is not None:
                shared[key] = est
        else:
            est = dataclasses.replace(first, table=table.qualified_name, span=table.span)
        tables.append(est)
    if skipped:
        notes.append("not InnoDB, not estimated: " + ", ".join(skipped))
    for est in tables:
        if est.rows and est.rows_source in ("cli", "config") and est.rows > est.max_rows:
            raise rows_beyond_innodb(est, profile.page_size)
    total_hot = apply_fit(tables, profile.buffer_pool_bytes)
    figures = pool_figures(profile)
    for est in tables:
        est._pool_figures = figures
    notes.append(figures.describe())
    if any(t.rows and any(i.all_leaves_hot for i in t.indexes) for t in tables):
        notes.append(old_sublist_note(figures, tables))
    total_size = sum(t.size_bytes or 0 for t in tables if t.rows)
    return ModelEstimate(server=profile, tables=tables, total_size_bytes=total_size,
                         total_hot_bytes=total_hot, notes=notes, pool_figures=figures)


def old_sublist_note(figures, tables: list[TableEstimate]) -> str:
    """Which insert rate the old sublist was judged at (innodb_old_blocks_time decides whether
    a re-read page can be promoted; see buffer_pool.old_sublist_holds)."""
    setting = (f"innodb_old_blocks_pct {figures.old_blocks_pct.value} % ({figures.old_blocks_pct.source}), "
               f"innodb_old_blocks_time {figures.old_blocks_time_ms.value} ms ({figures.old_blocks_time_ms.source})")
    if any(t.growth_per_day for t in tables):
        return f"old sublist: {setting}, judged at each table's growth-per-day as its insert rate"
    return (f"old sublist: {setting}; no insert rate given (growth-per-day): assumed slow enough that a page "
            "read back is promoted, so the pool behaves as one LRU list")


def change_buffering_note(profile: ServerProfile) -> str:
    """What the configured (or read) server does with leaf writes of non-unique secondary
    indexes, against what the estimate assumes (no change buffering)."""
    import re

    version = profile.version or ""
    mariadb = "mariadb" in version.lower()
    numbers = tuple(int(n) for n in re.findall(r"\d+", version)[:3]) or (0,)
    read = profile.change_buffering
    if read is None:
        if mariadb and numbers >= (11,):
            return f"no change buffering (MariaDB {version.split('-')[0]} has no change buffer)"
        # innodb_change_buffering: `none` by default from MariaDB 10.5.15/10.6.7 (10.11 included)
        # and MySQL 8.4; `all` on MySQL 8.0 and older MariaDB
        off = numbers >= (10, 6, 7) or (10, 5, 15) <= numbers < (10, 6) if mariadb else numbers >= (8, 4)
        read = "none" if off else "all"
        where = f"the {'MariaDB' if mariadb else 'MySQL'} {version.split('-')[0]} default"
    else:
        where = {"config": "from the config", "stats": "from the stats snapshot"}.get(
            profile.change_buffering_source, "as read from the server")
    if read == "none":
        return f"no change buffering (innodb_change_buffering=none, {where})"
    if read not in ("inserts", "changes", "all"):
        return f"no change buffering of inserts (innodb_change_buffering={read}, {where})"
    return (f"innodb_change_buffering={read} ({where}) lets the server defer leaf writes of non-unique secondary "
            "indexes: the cliff counts their merges, not a read per insert; their hot sets may be smaller than shown")


def rows_beyond_innodb(est: TableEstimate, page_size: int) -> Exception:
    """The error for a row count (--rows or the config) that the table cannot hold."""
    from ..read.source import InputError
    from .units import count, size

    where = "--rows" if est.rows_source == "cli" else "[tables] rows in the config"
    parts = f" × {est.partitions} partitions" if est.partitions > 1 else ""
    return InputError(
        f"{where}: {count(est.rows) if est.rows < 10**15 else format(est.rows, '.3g')} rows for {est.table} is beyond what InnoDB can hold in that table: "
        f"at most ≈ {count(est.max_rows)} rows ({size(2**32 * page_size)} a tablespace{parts}, "
        f"≈ {est.bytes_per_row:,.0f} B a row in its indexes)")


def _sharing_key(table: Table, hints: TableHints):
    """Equal keys, equal estimates but for the name and the table's span: the same shared
    parts (build.py's copies, live/reader.py's interning), options, spans and numbers. None when the
    table's parts are its own (nothing to share)."""
    if not table.shared:
        return None
    from ..replay.identical_schemas import numbers_key, parts_identity

    spans = (table.span,) if any(i.span is None for i in table.indexes) else ()
    opts = table.options
    return (parts_identity(table), opts.row_format, opts.key_block_size, opts.engine, spans,
            numbers_key(table, hints, None))


def estimate_one(table: Table, rows: Optional[int], config: Optional[Config] = None) -> TableEstimate:
    """Convenience: one table with the config's profile and hints (no pool verdict)."""
    config = config or Config()
    return estimate_table(table, rows, config.server, config.hints_for(table.qualified_name))
