"""The differential harness: other projects' DDL, judged by MariaDB and by schemalint.

The server's answer is the truth. `judge` runs each statement on a MariaDB server (a fresh
database per statement, the tables it needs created first) and records its verdict and, for an
accepted statement, the tables it left (information_schema.COLUMNS and STATISTICS). `score`
runs schemalint on the same statement after the same prerequisites and compares: a refusal
must be an error finding, an accepted statement must have none, and the model must equal the
server's tables. run.py prints the figures; tests/test_differential.py replays a pinned sample.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from typing import Callable, Optional

SERVER_VERSION = "10.11.19-MariaDB"
CONFIG_TOML = f'[server]\nversion = "{SERVER_VERSION}"\n'

MODELLED_KINDS = frozenset({"CREATE TABLE", "ALTER TABLE", "CREATE INDEX", "DROP INDEX"})
# errors that say "this statement needs objects the test case did not create"
CONTEXT_ERRNOS = frozenset({1146, 1049, 1051, 1008, 1824, 1005, 1215, 1050, 1007, 1826, 1217,
                            1451, 1452, 1359, 1360, 1305, 1356, 1449, 1227, 1396, 1141, 1147,
                            1133})
# unknown column or key: the stub or the source's own table lacks it (a CREATE TABLE with no
# prerequisites that names an unknown column is refused outright)
COLUMN_ERRNOS = frozenset({1054, 1072, 1091, 1176})
# the table made up for a statement whose source did not create it; the server's refusal of
# a statement on it says nothing (ALTER TABLE t DROP PARTITION p on an unpartitioned stub)
STUB_COLUMNS = "(id INT)"
# MariaDB's engines that come as plugins the suite's server does not load: a statement that
# names one is refused here (1286) but accepted where the plugin is installed
PLUGIN_ENGINES = frozenset({"archive", "blackhole", "federated", "federatedx", "sphinx", "connect",
                            "spider", "mroonga", "oqgraph", "columnstore", "s3", "rocksdb",
                            "example"})  # storage/example: built only for MariaDB's own tests
# Collations MariaDB's (and MySQL's) test suite defines in its own LDML file,
# mysql-test/std_data/ldml/Index.xml, loaded by the tests that name them with
# --character-sets-dir; no release compiles them in (information_schema.COLLATIONS of 10.11.19
# has none of them), so a server has them exactly when its configuration adds that file.
TEST_SUITE_COLLATIONS = frozenset({
    "utf8_phone_ci", "utf8_test_ci", "utf8_5624_1", "utf8_5624_2", "utf8_5624_3", "utf8_5624_4",
    "utf8_5624_5", "utf8_implicit_weights_ci", "utf8_maxuserid_ci", "ucs2_test_ci", "ucs2_vn_ci",
    "ucs2_5624_1", "utf8mb4_test_ci", "utf8mb4_test_400_ci", "utf16_test_ci", "utf32_test_ci"})
SYSTEM_DATABASES = frozenset({"mysql", "information_schema", "performance_schema", "sys"})
# statements that could touch the server's own databases are not run
_GUARDED = ("mysql", "information_schema", "performance_schema", "sys.")
_QUOTED = re.compile(r"'([^']*)'")
_NAMED_ANY = re.compile(r"'([^']*)'|`([^`]*)`")  # the object an error message names (not DDL: the server's text)

SERVER_CLASSES = ("accepted", "syntax", "refused", "needs-context", "not-run")
LINT_CLASSES = ("SL001", "error", "warning", "silent")


# -- the server's side ------------------------------------------------------------------------

@dataclass
class Verdict:
    cls: str  # accepted | syntax | refused | needs-context | not-run
    errno: Optional[int] = None
    message: str = ""
    context: list[str] = field(default_factory=list)  # statements run first, in order
    tables: dict = field(default_factory=dict)  # "schema.table" -> shape (accepted, modelled kinds)

    def to_json(self) -> dict:
        out = {"class": self.cls, "errno": self.errno, "message": self.message[:300]}
        if self.context:
            out["context"] = self.context
        if self.tables:
            out["tables"] = self.tables
        return out


def environment_refusal(errno: Optional[int], message: str) -> Optional[str]:
    """Why a refusal says more about the judging server's plugins, configuration or file system
    than about the statement (so it is "needs context", not scored), or None. Each was measured
    on 10.11.19; what a linter can know from the statement alone (a collation no release has, a
    file name longer than the file system's 255 bytes) is not here."""
    named = (_named(message) or (None, ""))[1]
    if errno == 1286 and named.lower() in PLUGIN_ENGINES:
        return "an engine that is a plugin this server has not loaded"
    if errno == 1273 and named.lower() in TEST_SUITE_COLLATIONS:
        return "a collation only a test's own configuration (its LDML file) defines"
    if errno == 1478 and message.upper().endswith("CREATE OPTION 'ENCRYPTION_KEY_ID'"):
        # with file_key_management loaded and the key in its file, ENCRYPTED=YES and
        # ENCRYPTION_KEY_ID=n run; without the plugin, or the key, this is the refusal
        return "table encryption needs a key-management plugin and the key in its file"
    if errno == 1 and ("db.opt" in message or "Errcode: 2 " in message):
        return "a directory that does not exist on the server's machine (a DATA DIRECTORY, or the database's own)"
    if errno == 1210 and "DIRECTORY" in message or errno == 1103 and ("/" in named or "\\" in named):
        # `DATA DIRECTORY 'c:/tmp/'` is an absolute path on Windows and refused on Linux
        return "a DATA / INDEX DIRECTORY path that is not absolute on the server's operating system"
    if errno == 1813 and "before IMPORT" in message:
        return "IMPORT TABLESPACE needs a discarded tablespace and its files copied into the data directory"
    return None


def _guarded(sql: str, kind: str) -> bool:
    low = sql.lower()
    if kind.startswith(("DROP", "ALTER", "RENAME", "CREATE DATABASE", "TRUNCATE")):
        return any(word in low for word in _GUARDED)
    return False


def _named(message: str) -> Optional[tuple[Optional[str], str]]:
    """(database, object) named first in an error message, e.g. "Table 'd.t1' doesn't exist"."""
    m = _QUOTED.search(message)
    if not m:
        return None
    db, _, name = m.group(1).rpartition(".")
    return (db or None), name


def shape_from_server(cur, databases: list[str], fresh: str) -> dict:
    """The tables of `databases` as information_schema has them; `fresh` is reported as ''."""
    if not databases:
        return {}
    marks = ",".join(["%s"] * len(databases))
    cur.execute(f"SELECT TABLE_SCHEMA, TABLE_NAME FROM information_schema.TABLES"
                f" WHERE TABLE_SCHEMA IN ({marks}) AND TABLE_TYPE IN ('BASE TABLE', 'TEMPORARY', 'SYSTEM VERSIONED')",
                databases)
    tables = {(s, t): {"columns": [], "indexes": {}} for s, t in cur.fetchall()}
    cur.execute(f"SELECT TABLE_SCHEMA, TABLE_NAME, COLUMN_NAME, DATA_TYPE, CHARACTER_MAXIMUM_LENGTH,"
                f" NUMERIC_PRECISION, IS_NULLABLE, CHARACTER_SET_NAME FROM information_schema.COLUMNS"
                f" WHERE TABLE_SCHEMA IN ({marks}) ORDER BY TABLE_SCHEMA, TABLE_NAME, ORDINAL_POSITION",
                databases)
    for s, t, name, dtype, charlen, numprec, nullable, charset in cur.fetchall():
        if (s, t) not in tables:
            continue
        dtype = dtype.lower()
        length = charlen if dtype in _LENGTH_TYPES else (numprec if dtype == "bit" else None)
        tables[(s, t)]["columns"].append(
            [name.lower(), dtype, int(length) if length is not None else None, nullable == "YES",
             _charset(charset)])
    cur.execute(f"SELECT TABLE_SCHEMA, TABLE_NAME, INDEX_NAME, NON_UNIQUE, COLUMN_NAME, SUB_PART,"
                f" COLLATION, INDEX_TYPE FROM information_schema.STATISTICS"
                f" WHERE TABLE_SCHEMA IN ({marks}) ORDER BY TABLE_SCHEMA, TABLE_NAME, INDEX_NAME,"
                f" SEQ_IN_INDEX", databases)
    for s, t, iname, non_unique, column, sub_part, collation, itype in cur.fetchall():
        if (s, t) not in tables:
            continue
        if iname == "PRIMARY":
            kind = "PRIMARY"
        elif itype in ("FULLTEXT", "SPATIAL"):
            kind = itype
        else:
            kind = "INDEX" if int(non_unique) else "UNIQUE"
        index = tables[(s, t)]["indexes"].setdefault(iname.lower(), {"kind": kind, "parts": []})
        if kind == "SPATIAL":
            sub_part = None  # MariaDB shows the 32-byte MBR as SUB_PART; no prefix was asked for
        index["parts"].append([(column or "").lower(), int(sub_part) if sub_part else None,
                               collation == "D"])
    return {f"{'' if s == fresh else s.lower()}.{t.lower()}": v for (s, t), v in tables.items()}


_LENGTH_TYPES = frozenset({"char", "varchar", "binary", "varbinary"})


def _charset(name: Optional[str]) -> Optional[str]:
    if not name or name.lower() == "binary":
        return None
    name = name.lower()
    return "utf8mb3" if name == "utf8" else name


class Judge:
    """Runs statements on a server: `connect(database=None)` gives a new pymysql connection."""

    def __init__(self, connect: Callable, prefix: str = "dl") -> None:
        self.connect = connect
        self.prefix = prefix
        self.counter = 0
        conn = connect()
        try:
            with conn.cursor() as cur:
                cur.execute("SHOW DATABASES")
                self.baseline = {r[0].lower() for r in cur.fetchall()}
        finally:
            conn.close()

    def _databases(self, cur) -> list[str]:
        cur.execute("SHOW DATABASES")
        return [r[0] for r in cur.fetchall() if r[0].lower() not in self.baseline]

    def _cleanup(self, cur) -> None:
        for db in self._databases(cur):
            quoted = db.replace("`", "``")  # a statement's database may have any name
            cur.execute(f"DROP DATABASE IF EXISTS `{quoted}`")

    def run(self, sql: str, kind: str, ddl: bool, context: list[str] = (),
            creators: Callable[[str], Optional[str]] = lambda name: None) -> Verdict:
        """The server's verdict on `sql` in a fresh database, after `context`; a missing table
        or database is created (by `creators(name)`'s statement, or a one-column stub) and the
        statement tried again."""
        if _guarded(sql, kind):
            return Verdict("not-run", message="could touch the server's own databases")
        context = list(context)
        for _attempt in range(8):
            verdict = self._once(sql, ddl, context, kind)
            if verdict.cls != "needs-context":
                return verdict
            extra = self._prerequisite(verdict, kind, creators, context)
            if extra is None:
                return verdict
            context.append(extra)
        return verdict

    def _prerequisite(self, verdict: Verdict, kind: str, creators, context) -> Optional[str]:
        if verdict.errno == 1 and "db.opt" not in verdict.message:
            return None  # a path of the server's machine (environment_refusal): nothing to create
        named = _named(verdict.message)
        if verdict.errno == 1 and "db.opt" in verdict.message:  # ALTER DATABASE of none
            named = (None, verdict.message.split("db.opt")[0].rstrip("/").rsplit("/", 1)[-1])
        if verdict.errno == 1005 and "errno: 150" in verdict.message:
            # a foreign key to a table the case did not create: as a dump loads it
            stmt = "SET FOREIGN_KEY_CHECKS = 0"
            return None if stmt in context else stmt
        stubs = [c for c in context if _is_stub(c)]
        if verdict.errno in COLUMN_ERRNOS and len(stubs) == 1:
            return self._stub_part(verdict, stubs[0], context)
        if named is None:
            return None
        db, name = named
        if verdict.errno in (1049, 1008, 1):
            # the fresh database's character set: the server's own default (latin1 without a
            # configuration file) is not what schemalint, or a packaged server, assumes
            stmt = f"CREATE DATABASE `{name}` CHARACTER SET utf8mb4"
        elif verdict.errno in (1146, 1051, 1824):
            stmt = creators(name.lower())
            if stmt is None and kind in ("ALTER TABLE", "CREATE INDEX", "DROP INDEX", "DROP TABLE",
                                         "RENAME TABLE", "CREATE TABLE"):
                stmt = f"CREATE TABLE `{name}` {STUB_COLUMNS}"
            if stmt is not None and db and not db.startswith(self.prefix + "_"):
                stmt = None  # another database's table: the stub would land in the fresh one
        else:
            return None
        if stmt is None or stmt in context:
            return None
        return stmt

    @staticmethod
    def _stub_part(verdict: Verdict, stub: str, context: list[str]) -> Optional[str]:
        """What the stub table lacks, from the server's message: a column (1054, 1072, DROP
        COLUMN's 1091) or an index on its id (DROP INDEX's 1091, 1176)."""
        table = stub[len("CREATE TABLE "):-len(STUB_COLUMNS)].strip()
        m = _NAMED_ANY.search(verdict.message)
        if not m:
            return None
        name = (m.group(1) or m.group(2)).replace("`", "``")
        wants_index = verdict.errno == 1176 or (
            verdict.errno == 1091 and ("INDEX" in verdict.message or "KEY" in verdict.message))
        if verdict.errno == 1091 and not wants_index and "COLUMN" not in verdict.message:
            return None  # a foreign key or a constraint: no stub for those
        stmt = (f"ALTER TABLE {table} ADD INDEX `{name}` (id)" if wants_index
                else f"ALTER TABLE {table} ADD COLUMN `{name}` INT")
        return None if stmt in context else stmt

    def _once(self, sql: str, ddl: bool, context: list[str], kind: str) -> Verdict:
        self.counter += 1
        fresh = f"{self.prefix}_{self.counter}"
        admin = self._admin_connection()
        try:
            with admin.cursor() as cur:
                self._cleanup(cur)
                cur.execute(f"CREATE DATABASE `{fresh}` CHARACTER SET utf8mb4")
            conn = self.connect(database=fresh)
            try:
                with conn.cursor() as cur:
                    cur.execute("SET SESSION max_statement_time = 20")
                    for stmt in context:
                        try:
                            cur.execute(stmt)
                        except Exception as exc:  # a prerequisite the server refuses: no context
                            return Verdict("needs-context", _errno(exc), f"prerequisite: {exc}",
                                           context)
                    try:
                        if ddl:
                            cur.execute(sql)
                        else:  # parsed and resolved, never executed
                            cur.execute("PREPARE differential_stmt FROM %s", (sql,))
                    except Exception as exc:
                        errno = _errno(exc)
                        msg = str(exc.args[1]) if len(getattr(exc, "args", ())) > 1 else str(exc)
                        if errno == 1064:
                            return Verdict("syntax", errno, msg, context)
                        if errno == 1295:
                            return Verdict("not-run", errno, msg, context)
                        if (errno in CONTEXT_ERRNOS or (errno in COLUMN_ERRNOS and context)
                                or environment_refusal(errno, msg)):
                            return Verdict("needs-context", errno, msg, context)
                        if errno is None:
                            return Verdict("not-run", None, msg, context)
                        if any(_is_stub(c) for c in context):
                            return Verdict("needs-context", errno, msg, context)
                        return Verdict("refused", errno, msg, context)
                    verdict = Verdict("accepted", context=context)
                    if ddl and kind in MODELLED_KINDS:
                        databases = [fresh] + [d for d in self._databases(cur) if d != fresh]
                        verdict.tables = shape_from_server(cur, databases, fresh)
                    return verdict
            finally:
                conn.close()
        finally:
            with admin.cursor() as cur:
                self._cleanup(cur)

    def _admin_connection(self):
        """One connection for creating and dropping the databases, opened again if lost."""
        admin = getattr(self, "_admin", None)
        if admin is not None:
            try:
                admin.ping(reconnect=False)
                return admin
            except Exception:
                pass
        self._admin = self.connect()
        return self._admin

    def close(self) -> None:
        if getattr(self, "_admin", None) is not None:
            self._admin.close()
            self._admin = None


def _is_stub(statement: str) -> bool:
    return statement.startswith("CREATE TABLE `") and statement.endswith(STUB_COLUMNS)



def _errno(exc: Exception) -> Optional[int]:
    args = getattr(exc, "args", ())
    return args[0] if args and isinstance(args[0], int) else None


# -- schemalint's side ------------------------------------------------------------------------

def _script(sql: str, context: list[str]) -> tuple[str, int, int]:
    """The file schemalint reads: the prerequisites, then the statement; and the statement's
    first and last line in it."""
    head = "".join(c.rstrip().rstrip(";") + ";\n" for c in context)
    body = sql.strip()
    if body.endswith(";"):
        body = body[:-1].rstrip()
    if ";" in body:
        head += "DELIMITER $$\n"
        tail = "$$\nDELIMITER ;\n"
    else:
        tail = ";\n"
    first = head.count("\n") + 1
    return head + body + tail, first, first + body.count("\n")


@dataclass
class LintOutcome:
    cls: str  # SL001 | error | warning | silent
    codes: list[str]
    tables: dict  # "schema.table" -> shape, as shape_from_server gives it
    crashed: str = ""


def lint_statement(sql: str, context: list[str]) -> LintOutcome:
    from schemalint.config import config_from_dict
    from schemalint.pipeline.lint import lint
    from schemalint.read.source import decode

    text, first, last = _script(sql, context)
    config = config_from_dict(tomllib.loads(CONFIG_TOML), "differential harness")
    try:
        result = lint([], config, sources=[decode(text.encode("utf-8"), "statement.sql")])
    except Exception as exc:  # a crash is a finding of its own: the run must go on
        return LintOutcome("error", ["CRASH"], {}, f"{type(exc).__name__}: {exc}")
    mine = [f for f in result.findings
            if f.span is None or first <= f.span.line <= last or f.span.line > last]
    codes = sorted({f"{f.code}:{f.severity}" for f in mine})
    if any(f.code == "SL001" and f.severity == "error" for f in mine):
        cls = "SL001"
    elif any(f.severity == "error" for f in mine):
        cls = "error"
    elif mine:
        cls = "warning"
    else:
        cls = "silent"
    return LintOutcome(cls, codes, shape_from_model(result.model))


def shape_from_model(model) -> dict:
    from schemalint.judge.limits import stored_prefix

    out = {}
    for table in model.tables():
        columns = []
        for c in table.columns:
            dtype = c.data_type.lower()
            length = c.length if dtype in _LENGTH_TYPES or dtype == "bit" else None
            charset = _charset(c.charset) if dtype in _STRING_TYPES else None
            if dtype == "json":  # the model's JSON is MariaDB's LONGTEXT utf8mb4_bin + CHECK (json_valid(…))
                dtype, charset = "longtext", "utf8mb4"
            columns.append([c.name.lower(), dtype, length, bool(c.nullable), charset])
        indexes = {}
        for i in table.indexes:
            indexes[i.name.lower()] = {
                "kind": i.kind,
                # the prefix the server stores (limits.stored_prefix), not the one written
                "parts": [[(p.column or p.expression or "").lower(), stored_prefix(table, i, p), bool(p.descending)]
                          for p in i.parts]}
        schema = (table.schema or "").lower()
        out[f"{schema}.{table.name.lower()}"] = {"columns": columns, "indexes": indexes,
                                                  "temporary": bool(table.temporary)}
    return out


_STRING_TYPES = frozenset({"char", "varchar", "tinytext", "text", "mediumtext", "longtext", "enum",
                           "set", "json"})


def compare(server: dict, model: dict) -> Optional[str]:
    """'' when schemalint's tables equal the server's, else the first difference; None when the
    model's only tables are in the server's own databases, which the judge never reads
    (SYSTEM_DATABASES: `CREATE TABLE mysql.t1 …`): nothing there can be compared."""
    system = {k for k in model if k.split(".", 1)[0] in SYSTEM_DATABASES}
    if system and not server and system == set(model):
        return None
    model = {k: v for k, v in model.items() if k not in system}
    for key, want in sorted(server.items()):
        got = model.get(key)
        if got is None:
            return f"{key}: not modelled"
        wcols, gcols = want["columns"], got["columns"]
        if [c[0] for c in wcols] != [c[0] for c in gcols]:
            return f"{key}: columns {[c[0] for c in gcols]} != server {[c[0] for c in wcols]}"
        for w, g in zip(wcols, gcols):
            if list(w) != list(g):
                what = ("type", "length", "nullable", "charset")
                diffs = [f"{n} {gv!r} != server {wv!r}" for n, wv, gv in zip(what, w[1:], g[1:])
                         if wv != gv]
                return f"{key}.{w[0]}: {', '.join(diffs)}"
        wi, gi = want["indexes"], got["indexes"]
        if set(wi) != set(gi):
            return (f"{key}: indexes {sorted(gi)} != server {sorted(wi)}")
        for name in sorted(wi):
            w, g = wi[name], gi[name]
            if w["kind"] != g["kind"]:
                return f"{key}: index {name} {g['kind']} != server {w['kind']}"
            if [list(p) for p in w["parts"]] != [list(p) for p in g["parts"]]:
                return f"{key}: index {name} parts {g['parts']} != server {w['parts']}"
    for key, got in sorted(model.items()):
        if key not in server and not got.get("temporary"):
            return f"{key}: modelled, not on the server"
    return ""


# -- scoring ----------------------------------------------------------------------------------

def outcome_class(server_cls: str, ddl: bool, lint: LintOutcome, model_diff: Optional[str]) -> list[str]:
    """The misses of one statement: refused-missed, accepted-with-error, model-mismatch."""
    misses = []
    if server_cls in ("syntax", "refused") and ddl:
        if lint.cls not in ("SL001", "error"):
            misses.append("refused-missed")
    elif server_cls == "accepted" or (server_cls == "needs-context" and not ddl):
        if lint.cls in ("SL001", "error"):
            misses.append("accepted-with-error")
    if model_diff:
        misses.append("model-mismatch")
    return misses
