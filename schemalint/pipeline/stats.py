"""Server statistics: what a live server (schemalint/live/) or a snapshot file says about the
tables — row counts, bytes, per-index pages, AUTO_INCREMENT, index usage, statement digests —
and how those numbers are merged into the configuration the estimator and the rules read.

A snapshot (`schemalint stats dump -o stats.json`) is the same `StatsSnapshot` written as JSON
(`schemas/stats.schema.json`): the server profile and per-table, per-index figures; never row
data, never credentials. `check|estimate PATH --stats stats.json` merges it into the hints of
the tables the DDL defines: numbers from production, DDL from the pull request.

Precedence of a figure: command line > live server / snapshot > config file > defaults.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterable, Iterator, Optional

from ..config import Config, IndexStats, ServerProfile, TableHints
from ..model import Model, Span, Table

STATS_FORMAT = "schemalint-stats"
STATS_VERSION = 1
LIVE, STATS = "live", "stats"  # the two sources a TableHints.rows_source can name here
MAX_LISTED = 5  # table names listed in a note before "and N more"


class StatsError(Exception):
    """A snapshot file that cannot be read or does not follow the format (exit code 2)."""


@dataclass
class IndexStatistics:
    """One index of one table. Page counts are summed over partitions."""

    name: str
    size: Optional[int] = None  # pages (mysql.innodb_index_stats 'size')
    n_leaf_pages: Optional[int] = None  # leaf pages ('n_leaf_pages')
    io_count: Optional[int] = None  # performance_schema COUNT_STAR since server start; None: unknown
    io_reads: Optional[int] = None  # COUNT_READ (rows read through the index)


@dataclass
class TableStatistics:
    schema: str
    name: str
    engine: Optional[str] = None
    row_format: Optional[str] = None
    rows: Optional[int] = None  # TABLE_ROWS: an InnoDB estimate from sampled pages
    avg_row_length: Optional[int] = None
    data_length: Optional[int] = None  # bytes
    index_length: Optional[int] = None
    data_free: Optional[int] = None
    auto_increment: Optional[int] = None  # the next value the table will hand out
    create_time: Optional[str] = None  # ISO 8601, the server's clock
    update_time: Optional[str] = None
    partitions: Optional[int] = None
    table_io_count: Optional[int] = None  # performance_schema I/O of any kind on the table; None: unknown
    indexes: dict[str, IndexStatistics] = field(default_factory=dict)  # keyed by lower-case name

    @property
    def key(self) -> str:
        return f"{self.schema}.{self.name}".lower()

    def index(self, name: str) -> Optional[IndexStatistics]:
        return self.indexes.get(name.lower())


@dataclass
class ServerStatistics:
    flavor: Optional[str] = None  # "mariadb" | "mysql"
    version: Optional[str] = None
    page_size: Optional[int] = None  # innodb_page_size
    buffer_pool_size: Optional[int] = None  # innodb_buffer_pool_size
    table_definition_cache: Optional[int] = None
    table_open_cache: Optional[int] = None
    open_files_limit: Optional[int] = None
    innodb_open_files: Optional[int] = None
    change_buffering: Optional[str] = None  # innodb_change_buffering; None where the server has none
    buffer_pool_instances: Optional[int] = None  # None where the server has none (MariaDB 10.6+)
    lru_scan_depth: Optional[int] = None
    old_blocks_pct: Optional[int] = None
    old_blocks_time_ms: Optional[int] = None
    change_buffer_max_size: Optional[int] = None
    uptime_seconds: Optional[int] = None
    performance_schema: Optional[bool] = None
    index_usage: bool = False  # per-index I/O counts were read (performance_schema)
    tables_on_server: Optional[int] = None  # every base table the user can see, all schemas

    @property
    def is_mariadb(self) -> bool:
        return self.flavor == "mariadb" or "mariadb" in (self.version or "").lower()


@dataclass
class Digest:
    """A normalized statement from performance_schema.events_statements_summary_by_digest
    (literals already replaced by `?` by the server: no row data)."""

    digest: str
    text: str
    schema: Optional[str] = None
    count: int = 0
    sum_timer_wait_ps: Optional[int] = None
    sum_rows_examined: Optional[int] = None
    sum_rows_sent: Optional[int] = None


@dataclass
class StatsSnapshot:
    server: ServerStatistics = field(default_factory=ServerStatistics)
    tables: dict[str, TableStatistics] = field(default_factory=dict)  # "schema.table" lower-case
    digests: list[Digest] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # what could not be read, and why
    taken_at: Optional[str] = None
    tool: Optional[str] = None

    def add(self, table: TableStatistics) -> None:
        self.tables[table.key] = table

    def table(self, schema: str, name: str) -> Optional[TableStatistics]:
        return self.tables.get(f"{schema}.{name}".lower())


# -- JSON ----------------------------------------------------------------------------------------
_SERVER_FIELDS = (
    ("flavor", "flavor"), ("version", "version"), ("innodb_page_size", "page_size"),
    ("innodb_buffer_pool_size", "buffer_pool_size"), ("table_definition_cache", "table_definition_cache"),
    ("table_open_cache", "table_open_cache"), ("open_files_limit", "open_files_limit"),
    ("innodb_open_files", "innodb_open_files"), ("innodb_change_buffering", "change_buffering"),
    ("uptime_seconds", "uptime_seconds"), ("performance_schema", "performance_schema"),
    ("index_usage", "index_usage"), ("tables_on_server", "tables_on_server"),
    ("innodb_buffer_pool_instances", "buffer_pool_instances"), ("innodb_lru_scan_depth", "lru_scan_depth"),
    ("innodb_old_blocks_pct", "old_blocks_pct"), ("innodb_old_blocks_time", "old_blocks_time_ms"),
    ("innodb_change_buffer_max_size", "change_buffer_max_size"),
)
_TABLE_FIELDS = ("engine", "row_format", "rows", "avg_row_length", "data_length", "index_length", "data_free",
                 "auto_increment", "create_time", "update_time", "partitions", "table_io_count")
_INDEX_FIELDS = ("size", "n_leaf_pages", "io_count", "io_reads")
_DIGEST_FIELDS = ("schema", "count", "sum_timer_wait_ps", "sum_rows_examined", "sum_rows_sent")


def snapshot_to_json(snapshot: StatsSnapshot) -> dict[str, Any]:
    """The documented JSON form (schemas/stats.schema.json)."""
    server = snapshot.server
    return {
        "format": STATS_FORMAT,
        "version": STATS_VERSION,
        "taken_at": snapshot.taken_at,
        "tool": snapshot.tool,
        "server": {key: getattr(server, attr) for key, attr in _SERVER_FIELDS},
        "tables": [_table_json(t) for t in sorted(snapshot.tables.values(),
                                                  key=lambda t: (t.schema.lower(), t.name.lower()))],
        "digests": [{"digest": d.digest, "text": d.text, **{k: getattr(d, k) for k in _DIGEST_FIELDS}}
                    for d in snapshot.digests],
        "notes": list(snapshot.notes),
    }


def _table_json(t: TableStatistics) -> dict[str, Any]:
    return {"schema": t.schema, "name": t.name, **{k: getattr(t, k) for k in _TABLE_FIELDS},
            "indexes": [{"name": i.name, **{k: getattr(i, k) for k in _INDEX_FIELDS}} for i in t.indexes.values()]}


def iter_snapshot_json(snapshot: StatsSnapshot) -> Iterator[str]:
    """The JSON of `snapshot_to_json`, in pieces: one table at a time, so a snapshot of 10^5
    tables is never a whole document in memory."""
    head = snapshot_to_json(StatsSnapshot(server=snapshot.server, taken_at=snapshot.taken_at, tool=snapshot.tool))
    yield "{\n"
    for key in ("format", "version", "taken_at", "tool", "server"):
        yield f" {json.dumps(key)}: {json.dumps(head[key], ensure_ascii=False)},\n"
    yield ' "tables": ['
    for n, t in enumerate(sorted(snapshot.tables.values(), key=lambda t: (t.schema.lower(), t.name.lower()))):
        yield ("," if n else "") + "\n  " + json.dumps(_table_json(t), ensure_ascii=False)
    yield "\n ],\n"
    digests = [{"digest": d.digest, "text": d.text, **{k: getattr(d, k) for k in _DIGEST_FIELDS}}
               for d in snapshot.digests]
    yield f' "digests": {json.dumps(digests, ensure_ascii=False)},\n'
    yield f' "notes": {json.dumps(list(snapshot.notes), ensure_ascii=False)}\n}}\n'


def write_snapshot(snapshot: StatsSnapshot, path: Optional[Path]) -> None:
    """To `path`, or stdout when `path` is None or "-"."""
    if path is None or str(path) == "-":
        import sys

        sys.stdout.writelines(iter_snapshot_json(snapshot))
        return
    try:
        with open(path, "w", encoding="utf-8") as out:
            out.writelines(iter_snapshot_json(snapshot))
    except OSError as exc:
        raise StatsError(f"{path}: cannot write: {exc.strerror or exc}") from None


def read_snapshot(path: Path) -> StatsSnapshot:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise StatsError(f"{path}: stats file not found") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise StatsError(f"{path}: cannot read stats: {exc}") from None
    except json.JSONDecodeError as exc:
        raise StatsError(f"{path}: not JSON: {exc}") from None
    return snapshot_from_json(data, str(path))


class _Reader:
    """Typed access to a JSON object with messages that name the file and the key."""

    def __init__(self, where: str) -> None:
        self.where = where

    def fail(self, key: str, expected: str, value: Any) -> StatsError:
        return StatsError(f"{self.where}: {key}: expected {expected}, got {value!r}")

    def obj(self, value: Any, key: str) -> dict:
        if not isinstance(value, dict):
            raise self.fail(key, "an object", value)
        return value

    def lst(self, value: Any, key: str) -> list:
        if value is None:
            return []
        if not isinstance(value, list):
            raise self.fail(key, "a list", value)
        return value

    def int_(self, value: Any, key: str) -> Optional[int]:
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or value < 0:
            raise self.fail(key, "a non-negative number or null", value)
        return int(value)

    def str_(self, value: Any, key: str, required: bool = False) -> Optional[str]:
        if value is None and not required:
            return None
        if not isinstance(value, str) or (required and not value):
            raise self.fail(key, "a string", value)
        return value

    def bool_(self, value: Any, key: str) -> Optional[bool]:
        if value is None:
            return None
        if not isinstance(value, bool):
            raise self.fail(key, "true, false or null", value)
        return value


def snapshot_from_json(data: Any, where: str = "stats") -> StatsSnapshot:
    r = _Reader(where)
    data = r.obj(data, "top level")
    if data.get("format") != STATS_FORMAT:
        raise StatsError(f"{where}: not a schemalint stats snapshot (\"format\": {STATS_FORMAT!r} missing); "
                         "write one with `schemalint stats dump --dsn … -o FILE`")
    version = data.get("version")
    if version != STATS_VERSION:
        raise StatsError(f"{where}: stats format version {version!r} is not supported (this schemalint reads "
                         f"version {STATS_VERSION}); dump it again with this schemalint")
    server_data = r.obj(data.get("server", {}), "server")
    server = ServerStatistics()
    for key, attr in _SERVER_FIELDS:
        value = server_data.get(key)
        if attr in ("flavor", "version", "change_buffering"):
            setattr(server, attr, r.str_(value, f"server.{key}"))
        elif attr in ("performance_schema",):
            setattr(server, attr, r.bool_(value, f"server.{key}"))
        elif attr == "index_usage":
            server.index_usage = bool(r.bool_(value, f"server.{key}"))
        else:
            setattr(server, attr, r.int_(value, f"server.{key}"))
    snap = StatsSnapshot(server=server, taken_at=r.str_(data.get("taken_at"), "taken_at"),
                         tool=r.str_(data.get("tool"), "tool"))
    for n, item in enumerate(r.lst(data.get("tables"), "tables")):
        key = f"tables[{n}]"
        item = r.obj(item, key)
        t = TableStatistics(schema=r.str_(item.get("schema"), f"{key}.schema", True),
                            name=r.str_(item.get("name"), f"{key}.name", True))
        for k in _TABLE_FIELDS:
            value = item.get(k)
            if k in ("engine", "row_format", "create_time", "update_time"):
                setattr(t, k, r.str_(value, f"{key}.{k}"))
            else:
                setattr(t, k, r.int_(value, f"{key}.{k}"))
        for m, idx in enumerate(r.lst(item.get("indexes"), f"{key}.indexes")):
            ikey = f"{key}.indexes[{m}]"
            idx = r.obj(idx, ikey)
            i = IndexStatistics(name=r.str_(idx.get("name"), f"{ikey}.name", True))
            for k in _INDEX_FIELDS:
                setattr(i, k, r.int_(idx.get(k), f"{ikey}.{k}"))
            t.indexes[i.name.lower()] = i
        snap.add(t)
    for n, item in enumerate(r.lst(data.get("digests"), "digests")):
        key = f"digests[{n}]"
        item = r.obj(item, key)
        d = Digest(digest=r.str_(item.get("digest"), f"{key}.digest", True),
                   text=r.str_(item.get("text"), f"{key}.text", True),
                   schema=r.str_(item.get("schema"), f"{key}.schema"))
        d.count = r.int_(item.get("count"), f"{key}.count") or 0
        for k in ("sum_timer_wait_ps", "sum_rows_examined", "sum_rows_sent"):
            setattr(d, k, r.int_(item.get(k), f"{key}.{k}"))
        snap.digests.append(d)
    snap.notes = [str(x) for x in r.lst(data.get("notes"), "notes")]
    return snap


def now_iso() -> str:
    return datetime.now(timezone.utc).replace(microsecond=0).isoformat().replace("+00:00", "Z")


# -- merging into the configuration ---------------------------------------------------------------
def apply_profile(config: Config, server: ServerStatistics, source: str) -> Config:
    """The server's figures replace defaults and the config file; command-line flags still win."""
    p = config.server
    changes: dict[str, Any] = {}
    if server.page_size and p.page_size_source != "cli":
        changes.update(page_size=server.page_size, page_size_source=source)
    if server.buffer_pool_size and p.buffer_pool_source != "cli":
        changes.update(buffer_pool_bytes=server.buffer_pool_size, buffer_pool_source=source)
    if server.version:
        # the live server's version also decides which version-only syntax is refused (server_grammar)
        version = server.version
        if server.is_mariadb and "mariadb" not in version.lower():
            version += "-MariaDB"
        changes["version"], changes["version_source"] = version, source
    for attr in ("table_definition_cache", "table_open_cache", "open_files_limit", "innodb_open_files",
                 "change_buffering"):
        value = getattr(server, attr)
        if value is not None:
            changes[attr] = value
    if server.change_buffering is not None and p.change_buffering_source != "cli":
        changes["change_buffering_source"] = source
    for attr in ("buffer_pool_instances", "lru_scan_depth", "old_blocks_pct", "old_blocks_time_ms",
                 "change_buffer_max_size"):
        value = getattr(server, attr)
        if value is not None:
            changes[attr] = value
            changes["pool_variables_source"] = source
    return replace(config, server=replace(p, **changes)) if changes else config


@dataclass
class ServerData:
    """What the rules see of the server (RuleContext.live): the snapshot, where it came from,
    and which snapshot table each model table was matched to."""

    snapshot: StatsSnapshot
    source: str  # live | stats
    label: str  # "mysql://host:3306" or the snapshot's path
    by_table: dict[str, TableStatistics] = field(default_factory=dict)  # model qualified name, lower-case
    notes: list[str] = field(default_factory=list)  # what could not be read or matched (printed on stderr)

    @property
    def server(self) -> ServerStatistics:
        return self.snapshot.server

    def table(self, table: Table) -> Optional[TableStatistics]:
        return self.by_table.get(table.qualified_name.lower())


def _listed(names: list[str]) -> str:
    shown = ", ".join(names[:MAX_LISTED])
    return shown + (f" and {len(names) - MAX_LISTED} more" if len(names) > MAX_LISTED else "")


def match_tables(snapshot: StatsSnapshot, model: Model) -> tuple[dict[str, TableStatistics], list[str]]:
    """Model table → snapshot table: by schema.table; a table of unknown schema (DDL without
    CREATE DATABASE / USE) by its bare name — the largest when several schemas have it."""
    by_name: dict[str, list[TableStatistics]] = {}
    for t in snapshot.tables.values():
        by_name.setdefault(t.name.lower(), []).append(t)
    matched: dict[str, TableStatistics] = {}
    notes: list[str] = []
    ambiguous: list[str] = []
    for table in model.tables():
        found = snapshot.table(table.schema, table.name) if table.schema else None
        if found is None and not table.schema:
            candidates = by_name.get(table.name.lower(), [])
            if len(candidates) > 1:
                ambiguous.append(f"{table.name} ({len(candidates)} schemas)")
                found = max(candidates, key=lambda t: (t.rows or 0, t.data_length or 0))
            elif candidates:
                found = candidates[0]
        if found is not None:
            matched[table.qualified_name.lower()] = found
    if ambiguous:
        notes.append("tables of unknown schema matched several schemas in the statistics; the largest is used: "
                     + _listed(ambiguous))
    return matched, notes


def apply_tables(config: Config, snapshot: StatsSnapshot, model: Model, source: str,
                 label: str) -> tuple[Config, ServerData, list[str]]:
    """Row counts, bytes and per-index pages into the hints of every model table the
    statistics cover (rows_source = `source`); notes for what did not match."""
    matched, notes = match_tables(snapshot, model)
    tables = dict(config.tables)
    for key, ts in matched.items():
        old = config.hints_for(key)
        changes: dict[str, Any] = dict(
            data_length=ts.data_length, index_length=ts.index_length,
            index_stats={name: IndexStats(size=i.size, n_leaf_pages=i.n_leaf_pages)
                         for name, i in ts.indexes.items() if i.size is not None or i.n_leaf_pages is not None},
        )
        if ts.rows is not None and old.rows_source != "cli":
            changes.update(rows=ts.rows, rows_source=source)
            if ts.avg_row_length:
                changes["avg_row_length"] = ts.avg_row_length
        tables[key] = replace(old, **changes) if old is not None else TableHints(**changes)
    used = {id(t) for t in matched.values()}
    unused = sorted(t.key for t in snapshot.tables.values() if id(t) not in used)
    missing = sorted(t.qualified_name for t in model.tables()
                     if t.qualified_name.lower() not in matched and not t.temporary)
    if source == STATS:
        if unused:
            notes.append(f"{len(unused)} table(s) in the statistics are not in the DDL and were ignored: "
                         + _listed(unused))
        if missing:
            notes.append(f"{len(missing)} table(s) have no statistics; their row counts come from hints or "
                         "defaults: " + _listed(missing))
    data = ServerData(snapshot=snapshot, source=source, label=label, by_table=matched)
    return replace(config, tables=tables), data, notes


@dataclass
class ServerInput:
    """Statistics handed to the pipeline (`lint.load_input`): from a live server (`source`
    live, with the model read from it) or from a snapshot file (`source` stats)."""

    snapshot: StatsSnapshot
    source: str  # live | stats
    label: str  # where findings and notes point: mysql://host:3306, or the snapshot's path
    model: Optional[Model] = None  # live mode: the schema as the server has it
    notes: list[str] = field(default_factory=list)

    def apply_profile(self, config: Config) -> Config:
        return apply_profile(config, self.snapshot.server, self.source)

    def attach(self, config: Config, loaded: Any) -> Config:
        """Merge the table statistics into `config` for the tables of `loaded.model`; put the
        server data on `loaded.live` for the rules and digests on `loaded.queries` for SL401."""
        config, data, notes = apply_tables(config, self.snapshot, loaded.model, self.source, self.label)
        loaded.live = data
        loaded.queries.extend(digest_queries(self.snapshot, self.label))
        self.notes = iter_notes(self.notes, notes, [rows_note(self.snapshot.server, self.source)]
                                if self.snapshot.tables else [])
        data.notes = self.notes
        return config


def load_snapshot_input(path: Path) -> ServerInput:
    snap = read_snapshot(path)
    return ServerInput(snapshot=snap, source=STATS, label=str(path),
                       notes=[f"when the snapshot was taken: {n}" for n in snap.notes])


def config_snapshot_input(config: Config) -> Optional[ServerInput]:
    """`stats = "file.json"` or an inline `[stats]` table (the snapshot's JSON shape; `format`
    and `version` may be left out) in the configuration; None when there is neither."""
    value = config.stats
    if value is None:
        return None
    where = f"{config.path}: stats" if config.path else "config: stats"
    if isinstance(value, str):
        return load_snapshot_input(Path(value))
    data = {"format": STATS_FORMAT, "version": STATS_VERSION, "server": {}, "tables": [], **value}
    snap = snapshot_from_json(data, where)
    return ServerInput(snapshot=snap, source=STATS, label=str(config.path or "config"), notes=list(snap.notes))


def rows_note(server: ServerStatistics, source: str) -> str:
    where = "the server" if source == LIVE else "the snapshot"
    return (f"row counts from {where} are InnoDB estimates (sampled index pages, like TABLE_ROWS), "
            "not exact counts")


# -- statement digests as queries for SL401 ------------------------------------------------------
def digest_queries(snapshot: StatsSnapshot, label: str) -> list[Any]:
    """Digests that parse as SELECTs, as `checks.Query` objects located at `label#digest`."""
    from sqlglot import exp

    from ..checks import Query

    out = []
    for d in snapshot.digests:
        text = d.text.strip()
        if not text.upper().startswith(("SELECT", "WITH")) or text.endswith("..."):
            continue  # truncated digests (performance_schema_max_digest_length) cannot be read
        tree = _parse_query(text)
        if tree is None or tree.find(exp.Select) is None:
            continue
        span = Span(f"{label}#digest:{d.digest[:16]}", 1, 1, 1, len(text) + 1)
        out.append(Query(tree, span, text))
    return out


def _parse_query(text: str) -> Any:
    from ..read.parse import dialect

    text = text.replace("(...)", "(?)")  # the digest's folded IN (…) lists
    try:
        trees = [t for t in dialect().parse(text) if t is not None]
    except Exception:  # a digest sqlglot cannot read is skipped, like an unparseable query file
        return None
    return trees[0] if len(trees) == 1 else None


def iter_notes(*groups: Iterable[str]) -> list[str]:
    seen: list[str] = []
    for group in groups:
        for note in group:
            if note not in seen:
                seen.append(note)
    return seen
