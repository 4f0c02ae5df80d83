"""Reading a server: the selected schemas' tables from information_schema (one streamed query
per information_schema table for all of them, never a round trip per table) → Model, and the
server's numbers (variables, table and index statistics, index usage, statement digests) →
StatsSnapshot. What the user may not read becomes a note."""

from __future__ import annotations

import fnmatch
import re
import time
from sys import intern
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Callable, Iterator, Optional, Sequence

from ..read import charsets
from ..replay.identical_schemas import columns_key, indexes_key
from ..model import ForeignKey, Model, Span, Table, TableOptions
from ..pipeline.stats import LIVE, Digest, IndexStatistics, ServerInput, StatsSnapshot, TableStatistics, now_iso
from .errors import LiveError, PrivilegeDenied
from .options import ConnectOptions
from .progress import Progress
from .rows import collation_and_charset, column_from_row, indexes_from_records, partitioning_from_rows
from .session import Session, open_session

SYSTEM_SCHEMAS = frozenset({"mysql", "information_schema", "performance_schema", "sys"})
IN_CHUNK = 500  # schema names per `IN (…)` list
MAX_DIGESTS = 1000


# -- what to read -------------------------------------------------------------------------------
@dataclass
class Selection:
    databases: list[str] = field(default_factory=list)  # named in the DSN: must exist
    patterns: list[str] = field(default_factory=list)  # --schemas
    exclude: list[str] = field(default_factory=list)  # --exclude-schemas

    @classmethod
    def from_options(cls, o: ConnectOptions) -> "Selection":
        return cls(list(o.databases), list(o.schemas), list(o.exclude_schemas))

    def choose(self, available: Sequence[str]) -> list[str]:
        by_lower = {a.lower(): a for a in available}
        missing = [d for d in self.databases if d.lower() not in by_lower]
        if missing:
            raise LiveError(f"schema {', '.join(map(repr, missing))} does not exist or the user cannot see it "
                            "(it needs SELECT on it)")
        if self.databases or self.patterns:
            chosen = [by_lower[d.lower()] for d in self.databases]
            chosen += [a for a in available
                       if any(fnmatch.fnmatchcase(a.lower(), p.lower()) for p in self.patterns)
                       and a.lower() not in SYSTEM_SCHEMAS]
        else:
            chosen = [a for a in available if a.lower() not in SYSTEM_SCHEMAS]
        chosen = [c for c in chosen if not any(fnmatch.fnmatchcase(c.lower(), p.lower()) for p in self.exclude)]
        return list(dict.fromkeys(chosen))


@dataclass
class LiveRead:
    model: Model
    snapshot: StatsSnapshot
    notes: list[str]
    seconds: float = 0.0
    queries: int = 0


# -- reading --------------------------------------------------------------------------------------
_PROFILE_VARS = {
    "version": "version", "innodb_page_size": "page_size", "innodb_buffer_pool_size": "buffer_pool_size",
    "table_definition_cache": "table_definition_cache", "table_open_cache": "table_open_cache",
    "open_files_limit": "open_files_limit", "innodb_open_files": "innodb_open_files",
    "innodb_change_buffering": "change_buffering", "performance_schema": "performance_schema",
    "innodb_buffer_pool_instances": "buffer_pool_instances", "innodb_lru_scan_depth": "lru_scan_depth",
    "innodb_old_blocks_pct": "old_blocks_pct", "innodb_old_blocks_time": "old_blocks_time_ms",
    "innodb_change_buffer_max_size": "change_buffer_max_size",
}


def _in(names: Sequence[str]) -> tuple[str, list[str]]:
    return "(" + ",".join(["%s"] * len(names)) + ")", list(names)


def _chunks(items: Sequence[str], size: int = IN_CHUNK) -> Iterator[Sequence[str]]:
    for i in range(0, len(items), size):
        yield items[i:i + size]


US, RS, NUL = "\x1f", "\x1d", "\x1e"  # field and record separators, NULL marker of packed rows


def _pack(fields: Sequence[str]) -> str:
    """One string per record: the fields joined by US, NULL as NUL."""
    parts = ", ".join(f"IFNULL({f}, CHAR(30 USING utf8mb4))" for f in fields)
    return f"CONCAT_WS(CHAR(31 USING utf8mb4), {parts})"


def _text(value: Any) -> Optional[str]:
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, (bytes, bytearray)):
        return bytes(value).decode("utf-8", "replace")
    return str(value)


_FILENAME_CHAR = re.compile(r"@([0-9a-fA-F]{4})")


def decode_filename(name: str) -> str:
    """InnoDB's internal names encode special characters as @XXXX (my-db → my@002ddb)."""
    return _FILENAME_CHAR.sub(lambda m: chr(int(m.group(1), 16)), name) if "@" in name else name


class _Reader:
    def __init__(self, session: Session, progress: Progress, tool: Optional[str]) -> None:
        self.s = session
        self.progress = progress
        self.notes: list[str] = []
        self.model = Model()
        self.snapshot = StatsSnapshot(taken_at=now_iso(), tool=tool)
        self.tables: dict[tuple[str, str], Table] = {}  # (schema lower, table lower)
        self._interned: dict = {}  # (what, key) → the first such list of columns or indexes (see interned)
        self.stats: dict[tuple[str, str], TableStatistics] = {}
        self.is_columns: dict[str, set[str]] = {}
        self.label = session.options.label

    # helpers
    def note(self, text: str) -> None:
        if text not in self.notes:
            self.notes.append(text)

    def optional(self, what: str, needs: str, func: Callable[[], Any]) -> Any:
        """Run a read that a SELECT+PROCESS user may not be allowed: a note instead of failing."""
        try:
            return func()
        except PrivilegeDenied as exc:
            self.note(f"{what} not read: {exc.text} ({needs})")
            return None

    def has(self, table: str, column: str) -> bool:
        return column.upper() in self.is_columns.get(table.upper(), set())

    def span(self, schema: str, table: str) -> Span:
        return Span(f"{self.label}/{schema}.{table}", 1, 1, 1, 1)

    # steps
    def profile(self) -> None:
        s = self.s
        server = self.snapshot.server
        server.flavor, server.version = s.flavor, s.version
        names = list(_PROFILE_VARS)
        ph, args = _in(names)
        for name, value in s.all(f"SHOW GLOBAL VARIABLES WHERE Variable_name IN {ph}", args):
            attr = _PROFILE_VARS.get(str(name).lower())
            if attr is None:
                continue
            value = str(value)
            if attr == "version":
                server.version = value
            elif attr == "change_buffering":
                server.change_buffering = value.lower()
            elif attr == "performance_schema":
                server.performance_schema = value.upper() in ("ON", "1")
            else:
                try:
                    setattr(server, attr, int(value))
                except ValueError:
                    pass
        row = s.one("SHOW GLOBAL STATUS WHERE Variable_name = 'Uptime'")
        if row:
            try:
                server.uptime_seconds = int(row[1])
            except ValueError:
                pass
        for table, column in s.rows(
                "SELECT TABLE_NAME, COLUMN_NAME FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = "
                "'information_schema' AND TABLE_NAME IN ('TABLES', 'COLUMNS', 'STATISTICS', 'PARTITIONS')"):
            self.is_columns.setdefault(str(table).upper(), set()).add(str(column).upper())

    def schemas(self, selection: Selection) -> list[str]:
        rows = self.s.all("SELECT SCHEMA_NAME, DEFAULT_CHARACTER_SET_NAME, DEFAULT_COLLATION_NAME "
                          "FROM information_schema.SCHEMATA")
        chosen = selection.choose([r[0] for r in rows])
        if not chosen:
            visible = [r[0] for r in rows if r[0].lower() not in SYSTEM_SCHEMAS]
            if not visible:
                raise LiveError(f"user {self.s.options.user!r} cannot see any schema at {self.s.options.where}: "
                                "it needs SELECT on the schemas to read (GRANT SELECT, PROCESS ON *.* TO …)")
            raise LiveError("no schema matches --schemas / --exclude-schemas (visible: "
                            + ", ".join(visible[:10]) + (", …" if len(visible) > 10 else "") + ")")
        info = {r[0]: r for r in rows}
        for name in chosen:
            _, cs, coll = info[name]
            schema = self.model.ensure_schema(name)
            schema.charset = charsets.normalize(cs)
            schema.collation = charsets.normalize_collation(coll)
        return chosen

    # information_schema rows come back packed: one string per table (GROUP_CONCAT of
    # CONCAT_WS), split here. It saves most of the client's work (pymysql decodes every field
    # in Python) and of the bytes on the wire. A record that does not split into its fields —
    # a comment or default holding a control character — is read again unpacked.
    def packed_rows(self, source: str, fields: Sequence[str], key: Sequence[str], where: str, args: list,
                    group: bool = True) -> Iterator[tuple[tuple[str, ...], list[list[Optional[str]]]]]:
        """(key values, [record fields …]) per group; NULL is None, every value a str."""
        expr = _pack(fields)
        cols = ", ".join(key)
        if group:
            sql = (f"SELECT {cols}, GROUP_CONCAT({expr} SEPARATOR '{RS}') FROM {source} WHERE {where} "
                   f"GROUP BY {cols}")
        else:
            sql = f"SELECT {cols}, {expr} FROM {source} WHERE {where}"
        n = len(fields)
        for row in self.s.rows(sql, args):
            k = tuple(intern(_text(v)) for v in row[:-1])
            text = _text(row[-1]) or ""
            records = [r.split(US) for r in text.split(RS)] if group else [text.split(US)]
            if any(len(r) != n for r in records):
                records = self.unpacked(source, fields, key, k)
            # names repeat across tables and schemas (id, created_at, PRIMARY, t001): share them
            yield k, [[None if v == NUL else intern(v) for v in r] for r in records]

    def unpacked(self, source: str, fields: Sequence[str], key: Sequence[str], values: tuple) -> list[list]:
        where = " AND ".join(f"{c} = %s" for c in key)
        rows = self.s.all(f"SELECT {', '.join(fields)} FROM {source} WHERE {where}", list(values))
        return [[NUL if v is None else _text(v) for v in r] for r in rows]

    def tables_step(self, schemas: list[str], everything: bool) -> None:
        self.progress.step("information_schema.TABLES", None)
        fields = ["TABLE_TYPE", "ENGINE", "ROW_FORMAT", "TABLE_ROWS", "AVG_ROW_LENGTH", "DATA_LENGTH",
                  "INDEX_LENGTH", "DATA_FREE", "AUTO_INCREMENT", "CREATE_TIME", "UPDATE_TIME", "TABLE_COLLATION",
                  "CREATE_OPTIONS", "TABLE_COMMENT", "TEMPORARY" if self.has("TABLES", "TEMPORARY") else "NULL"]
        for chunk in _chunks(schemas):
            ph, args = _in(chunk)
            for (schema, name), [rec] in self.packed_rows("information_schema.TABLES", fields,
                                                          ("TABLE_SCHEMA", "TABLE_NAME"), f"TABLE_SCHEMA IN {ph}",
                                                          args, group=False):
                self.progress.advance()
                (ttype, engine, row_format, rows, avg, data, index, free, auto_inc, created, updated, collation,
                 options, comment, temporary) = rec
                if ttype not in ("BASE TABLE", "SYSTEM VERSIONED") or temporary == "Y":
                    continue
                # the AUTO_INCREMENT counter is a statistic (TableStatistics.auto_increment, SL110), not
                # schema: a DDL's AUTO_INCREMENT= start value is something else (SL026 reads that)
                opts = TableOptions(engine=engine, row_format=row_format.upper() if row_format else None,
                                    comment=comment or None)
                opts.collation, opts.charset = collation_and_charset(collation)
                create_options = (options or "").lower()
                m = re.search(r"key_block_size=(\d+)", create_options)
                if m:
                    opts.key_block_size = int(m.group(1))
                span = self.span(schema, name)
                table = Table(name=name, schema=schema, options=opts, span=span, changed_span=span)
                self.model.ensure_schema(schema).tables[name.lower()] = table
                key = (schema.lower(), name.lower())
                self.tables[key] = table
                st = TableStatistics(
                    schema=schema, name=name, engine=engine, row_format=opts.row_format,
                    rows=_int(rows), avg_row_length=_int(avg), data_length=_int(data), index_length=_int(index),
                    data_free=_int(free), auto_increment=_int(auto_inc), create_time=_iso(created),
                    update_time=_iso(updated), partitions=1 if "partitioned" in create_options else None,
                )
                self.stats[key] = st
                self.snapshot.add(st)
        if everything:
            self.snapshot.server.tables_on_server = len(self.tables)

    def interned(self, what: str, parts: list, table: Table) -> list:
        """The list of an earlier table with equal columns (indexes) instead of `parts`: a
        fleet of tenant schemas is held once per distinct definition while it is read."""
        key = (what, columns_key(parts) if what == "columns" else indexes_key(parts))
        table.shared = True  # build.py copies shared parts before changing them
        return self._interned.setdefault(key, parts)

    def columns_step(self, schemas: list[str]) -> None:
        self.progress.step("information_schema.COLUMNS", len(self.tables))
        fields = ["COLUMN_NAME", "ORDINAL_POSITION", "COLUMN_DEFAULT", "IS_NULLABLE", "DATA_TYPE", "COLUMN_TYPE",
                  "DATETIME_PRECISION", "CHARACTER_SET_NAME", "COLLATION_NAME", "EXTRA", "COLUMN_COMMENT",
                  "GENERATION_EXPRESSION" if self.has("COLUMNS", "GENERATION_EXPRESSION") else "NULL"]
        mariadb = self.s.flavor == "mariadb"
        for chunk in _chunks(schemas):
            ph, args = _in(chunk)
            for (schema, name), records in self.packed_rows("information_schema.COLUMNS", fields,
                                                            ("TABLE_SCHEMA", "TABLE_NAME"),
                                                            f"TABLE_SCHEMA IN {ph}", args):
                self.progress.advance()
                table = self.tables.get((schema.lower(), name.lower()))
                if table is None:
                    continue  # a view, or a table created after TABLES was read
                cols = sorted(((int(r[1]), column_from_row((schema, name, *r), mariadb)) for r in records),
                              key=lambda c: c[0])
                table.columns = self.interned("columns", [c for _, c in cols], table)

    def statistics_step(self, schemas: list[str]) -> None:
        self.progress.step("information_schema.STATISTICS", len(self.tables))
        if self.has("STATISTICS", "IS_VISIBLE"):
            visible = "IS_VISIBLE"
        elif self.has("STATISTICS", "IGNORED"):
            visible = "IF(IGNORED = 'YES', 'NO', 'YES')"
        else:
            visible = "'YES'"
        fields = ["INDEX_NAME", "NON_UNIQUE", "SEQ_IN_INDEX", "COLUMN_NAME", "COLLATION", "SUB_PART", "INDEX_TYPE",
                  "INDEX_COMMENT", "EXPRESSION" if self.has("STATISTICS", "EXPRESSION") else "NULL", visible]
        for chunk in _chunks(schemas):
            ph, args = _in(chunk)
            for (schema, tname), records in self.packed_rows("information_schema.STATISTICS", fields,
                                                             ("TABLE_SCHEMA", "TABLE_NAME"),
                                                             f"TABLE_SCHEMA IN {ph}", args):
                self.progress.advance()
                table = self.tables.get((schema.lower(), tname.lower()))
                if table is not None:
                    table.indexes = self.interned("indexes", indexes_from_records(records, table), table)

    def foreign_keys_step(self, schemas: list[str]) -> None:
        self.progress.step("foreign keys", None)
        if self.s.flavor == "mariadb" and self._foreign_keys_innodb(schemas):
            return
        fks: dict[tuple[str, str, str], ForeignKey] = {}
        rc_sql = ("SELECT CONSTRAINT_SCHEMA, TABLE_NAME, CONSTRAINT_NAME, UNIQUE_CONSTRAINT_SCHEMA, "
                  "REFERENCED_TABLE_NAME, UPDATE_RULE, DELETE_RULE FROM information_schema.REFERENTIAL_CONSTRAINTS "
                  "WHERE CONSTRAINT_SCHEMA IN ")
        with_fk: dict[str, set[str]] = {}
        for chunk in _chunks(schemas):
            ph, args = _in(chunk)
            for schema, tname, cname, ref_schema, ref_table, upd, dele in self.s.rows(rc_sql + ph, args):
                key = (schema.lower(), tname.lower())
                if key not in self.tables:
                    continue
                fks[(key[0], key[1], cname)] = ForeignKey(
                    name=cname, columns=[], ref_table=ref_table, ref_columns=[], ref_schema=ref_schema,
                    on_delete=dele, on_update=upd, span=self.tables[key].span)
                with_fk.setdefault(schema, set()).add(tname)
        kcu_sql = ("SELECT TABLE_SCHEMA, TABLE_NAME, CONSTRAINT_NAME, COLUMN_NAME, REFERENCED_COLUMN_NAME, "
                   "ORDINAL_POSITION FROM information_schema.KEY_COLUMN_USAGE WHERE REFERENCED_TABLE_NAME IS NOT NULL "
                   "AND TABLE_SCHEMA = %s AND TABLE_NAME IN ")
        cols: dict[tuple[str, str, str], list[tuple[int, str, str]]] = {}
        for schema, names in with_fk.items():
            for chunk in _chunks(sorted(names)):
                ph, args = _in(chunk)
                for sch, tname, cname, col, ref_col, pos in self.s.rows(kcu_sql + ph, [schema, *args]):
                    cols.setdefault((sch.lower(), tname.lower(), cname), []).append((int(pos), col, ref_col))
        self._attach_fks(fks, cols)

    def _foreign_keys_innodb(self, schemas: list[str]) -> bool:
        """MariaDB: InnoDB's own foreign-key tables (PROCESS privilege) — no table is opened."""
        try:
            heads = self.s.all("SELECT ID, FOR_NAME, REF_NAME, TYPE FROM information_schema.INNODB_SYS_FOREIGN")
            cols_rows = self.s.all("SELECT ID, FOR_COL_NAME, REF_COL_NAME, POS FROM "
                                   "information_schema.INNODB_SYS_FOREIGN_COLS")
        except LiveError:
            return False  # no PROCESS privilege, or a server without these tables: information_schema
        chosen = {s.lower() for s in schemas}
        fks: dict[tuple[str, str, str], ForeignKey] = {}
        ids: dict[str, tuple[str, str, str]] = {}
        for fid, for_name, ref_name, ftype in heads:
            schema, _, tname = decode_filename(str(for_name)).partition("/")
            ref_schema, _, ref_table = decode_filename(str(ref_name)).partition("/")
            key = (schema.lower(), tname.lower())
            if schema.lower() not in chosen or key not in self.tables:
                continue
            cname = str(fid).split("/", 1)[-1]
            t = int(ftype or 0)
            on_delete = "CASCADE" if t & 1 else "SET NULL" if t & 2 else "NO ACTION" if t & 16 else "RESTRICT"
            on_update = "CASCADE" if t & 4 else "SET NULL" if t & 8 else "NO ACTION" if t & 32 else "RESTRICT"
            fks[(key[0], key[1], cname)] = ForeignKey(
                name=cname, columns=[], ref_table=ref_table, ref_columns=[], ref_schema=ref_schema,
                on_delete=on_delete, on_update=on_update, span=self.tables[key].span)
            ids[str(fid)] = (key[0], key[1], cname)
        cols: dict[tuple[str, str, str], list[tuple[int, str, str]]] = {}
        for fid, for_col, ref_col, pos in cols_rows:
            k = ids.get(str(fid))
            if k is not None:
                cols.setdefault(k, []).append((int(pos), str(for_col), str(ref_col)))
        self._attach_fks(fks, cols)
        return True

    def _attach_fks(self, fks: dict, cols: dict) -> None:
        for (schema, tname, cname), fk in fks.items():
            parts = sorted(cols.get((schema, tname, cname), []))
            fk.columns = [c for _, c, _ in parts]
            fk.ref_columns = [r for _, _, r in parts]
            self.tables[(schema, tname)].foreign_keys.append(fk)

    def partitions_step(self) -> None:
        """Only the tables TABLES marked `partitioned`, per schema (MariaDB opens a table to
        list its partitions, so a server-wide query would open every table)."""
        by_schema: dict[str, list[str]] = {}
        for (schema_l, _), st in self.stats.items():
            if st.partitions:
                by_schema.setdefault(st.schema, []).append(st.name)
        if not by_schema:
            return
        self.progress.step("information_schema.PARTITIONS", None)
        sql = ("SELECT TABLE_SCHEMA, TABLE_NAME, PARTITION_NAME, SUBPARTITION_NAME, PARTITION_ORDINAL_POSITION, "
               "PARTITION_METHOD, SUBPARTITION_METHOD, PARTITION_EXPRESSION, PARTITION_DESCRIPTION "
               "FROM information_schema.PARTITIONS WHERE TABLE_SCHEMA = %s AND TABLE_NAME IN ")
        rows_by_table: dict[tuple[str, str], list[tuple]] = {}
        for schema, names in by_schema.items():
            for chunk in _chunks(names):
                ph, args = _in(chunk)
                for row in self.s.rows(sql + ph, [schema, *args]):
                    if row[2] is not None:
                        rows_by_table.setdefault((row[0].lower(), row[1].lower()), []).append(row)
        for key, rows in rows_by_table.items():
            table = self.tables.get(key)
            if table is None:
                continue
            table.partitioning = partitioning_from_rows(rows, table)
            self.stats[key].partitions = table.partitioning.partition_count

    def json_columns_step(self) -> None:
        """MariaDB stores JSON as LONGTEXT with a json_valid() CHECK: find those CHECKs, only
        for tables that have a LONGTEXT … _bin column (CHECK_CONSTRAINTS opens each table)."""
        if self.s.flavor != "mariadb":
            return
        by_schema: dict[str, list[str]] = {}
        for table in self.tables.values():
            if any(c.data_type == "LONGTEXT" and (c.collation or "").endswith("_bin") for c in table.columns):
                by_schema.setdefault(table.schema, []).append(table.name)
        if not by_schema:
            return
        sql = ("SELECT CONSTRAINT_SCHEMA, TABLE_NAME, CHECK_CLAUSE FROM information_schema.CHECK_CONSTRAINTS "
               "WHERE CONSTRAINT_SCHEMA = %s AND TABLE_NAME IN ")
        for schema, names in by_schema.items():
            for chunk in _chunks(names):
                ph, args = _in(chunk)
                rows = self.optional("JSON column types", "SELECT on the table", lambda: self.s.all(sql + ph, [schema, *args]))
                for sch, tname, clause in rows or ():
                    m = re.fullmatch(r"\s*json_valid\(\s*`((?:[^`]|``)+)`\s*\)\s*", str(clause or ""), re.IGNORECASE)
                    table = self.tables.get((sch.lower(), tname.lower()))
                    col = table.column(m.group(1).replace("``", "`")) if m and table else None
                    if col is not None and col.data_type == "LONGTEXT":
                        col.data_type, col.charset, col.collation = "JSON", None, None

    def index_stats_step(self, schemas: list[str]) -> None:
        self.progress.step("mysql.innodb_index_stats", None)
        fields = ["index_name", "stat_name", "stat_value"]

        def read() -> bool:
            for chunk in _chunks(schemas):
                ph, args = _in(chunk)
                for (db, tname), records in self.packed_rows(
                        "mysql.innodb_index_stats", fields, ("database_name", "table_name"),
                        f"stat_name IN ('size', 'n_leaf_pages') AND database_name IN {ph}", args):
                    self.progress.advance()
                    tname = decode_filename(tname)
                    base = re.split(r"#[pP]#", tname, maxsplit=1)[0] if "#" in tname else tname
                    st = self.stats.get((decode_filename(db).lower(), base.lower()))
                    if st is None:
                        continue
                    for iname, stat, value in records:
                        ist = st.indexes.get(iname.lower())
                        if ist is None:
                            ist = st.indexes[iname.lower()] = IndexStatistics(name=iname)
                        if stat == "size":
                            ist.size = (ist.size or 0) + int(value)
                        else:
                            ist.n_leaf_pages = (ist.n_leaf_pages or 0) + int(value)
            return True

        if self.optional("per-index pages (mysql.innodb_index_stats)",
                         "GRANT SELECT ON mysql.innodb_index_stats TO the user", read) is None:
            return
        for key, table in self.tables.items():  # names as declared
            st = self.stats[key]
            for index in table.indexes:
                ist = st.indexes.get(index.name.lower())
                if ist is not None:
                    ist.name = index.name

    def performance_schema_step(self, schemas: list[str]) -> None:
        server = self.snapshot.server
        if not server.performance_schema:
            self.note("performance_schema is OFF: no index usage (SL111) and no statement digests (SL401); "
                      "they need performance_schema=ON at server start")
            return
        self.progress.step("performance_schema", None)
        sql = ("SELECT OBJECT_SCHEMA, OBJECT_NAME, INDEX_NAME, COUNT_STAR, COUNT_READ FROM "
               "performance_schema.table_io_waits_summary_by_index_usage WHERE OBJECT_TYPE = 'TABLE' "
               "AND OBJECT_SCHEMA IN ")

        def usage() -> bool:
            for chunk in _chunks(schemas):
                ph, args = _in(chunk)
                for schema, tname, iname, count, reads in self.s.rows(sql + ph, args):
                    st = self.stats.get((schema.lower(), tname.lower()))
                    if st is None:
                        continue
                    st.table_io_count = (st.table_io_count or 0) + int(count or 0)
                    if iname is None:
                        continue
                    ist = st.indexes.get(iname.lower())
                    if ist is None:
                        ist = st.indexes[iname.lower()] = IndexStatistics(name=iname)
                    ist.io_count, ist.io_reads = int(count or 0), int(reads or 0)
            return True

        if self.optional("index usage (performance_schema)", "GRANT SELECT ON performance_schema.* TO the user",
                         usage):
            server.index_usage = True
        chosen = {s.lower() for s in schemas}
        digest_sql = ("SELECT SCHEMA_NAME, DIGEST, DIGEST_TEXT, COUNT_STAR, SUM_TIMER_WAIT, SUM_ROWS_EXAMINED, "
                      "SUM_ROWS_SENT FROM performance_schema.events_statements_summary_by_digest WHERE "
                      "DIGEST_TEXT LIKE 'SELECT%%' ORDER BY SUM_TIMER_WAIT DESC LIMIT " + str(MAX_DIGESTS))

        def digests() -> bool:
            for schema, digest, text, count, wait, examined, sent in self.s.rows(digest_sql):
                if not digest or not text or (schema and schema.lower() not in chosen):
                    continue
                self.snapshot.digests.append(Digest(
                    digest=str(digest), text=str(text), schema=schema, count=int(count or 0),
                    sum_timer_wait_ps=_int(wait), sum_rows_examined=_int(examined), sum_rows_sent=_int(sent)))
            return True

        self.optional("statement digests (performance_schema)", "GRANT SELECT ON performance_schema.* TO the user",
                      digests)

    def finish(self) -> None:
        for (schema, name), table in self.tables.items():
            p = table.partitioning
            if p is not None and p.method == "KEY" and not p.columns:
                p.columns = list(table.clustered_index().columns)


def read_server(session: Session, selection: Selection, progress: Optional[Progress] = None,
                tool: Optional[str] = None) -> LiveRead:
    """Every selected schema's tables → Model, and the server's statistics → StatsSnapshot."""
    started = time.perf_counter()
    progress = progress or Progress(False)
    r = _Reader(session, progress, tool)
    r.profile()
    schemas = r.schemas(selection)
    r.tables_step(schemas, everything=not (selection.databases or selection.patterns or selection.exclude))
    total = len(r.tables)
    r.columns_step(schemas)
    r.statistics_step(schemas)
    r.foreign_keys_step(schemas)
    r.partitions_step()
    r.json_columns_step()
    r.index_stats_step(schemas)
    r.performance_schema_step(schemas)
    r.finish()
    server = r.snapshot.server
    if server.table_definition_cache and total > server.table_definition_cache:
        r.note(f"{total:,} tables read but table_definition_cache = {server.table_definition_cache:,}: each "
               "information_schema query reopened them (≈0.5 ms per table per query)")
    r.snapshot.notes = list(r.notes)
    return LiveRead(model=r.model, snapshot=r.snapshot, notes=r.notes,
                    seconds=time.perf_counter() - started, queries=session.queries)


def read_live_input(options: ConnectOptions, tool: Optional[str] = None,
                    progress: Optional[bool] = None) -> ServerInput:
    """Connect, read everything selected, disconnect: the model and statistics as a
    `stats.ServerInput` for the pipeline (source "live")."""
    with open_session(options) as session, Progress(progress) as bar:
        read = read_server(session, Selection.from_options(options), bar, tool)
    return ServerInput(snapshot=read.snapshot, source=LIVE, label=options.label, model=read.model,
                       notes=list(read.notes))


def _int(value: Any) -> Optional[int]:
    if value is None:
        return None
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


def _iso(value: Any) -> Optional[str]:
    if value is None:
        return None
    if isinstance(value, datetime):
        return value.replace(microsecond=0).isoformat()
    return str(value).replace(" ", "T", 1)
