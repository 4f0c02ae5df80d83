"""The fix harness: every fix schemalint offers as DDL, executed on a real MariaDB server.

For each finding with a DDL fix (Finding.fix_kind == "ddl") in an input: the finding's table,
as the server itself wrote it (SHOW CREATE TABLE after loading the input), is created in a
fresh database and filled with generated rows (a value that fits each type, NULL in every
third row of a nullable column, distinct values under unique keys); then the fix runs, and
the harness asks:

- applied / accepted: every statement of the fix ran without a server error;
- rows kept: as many rows as before, and every column that is still there (or that the fix
  moved: a new column filled from an old one) holds the values it held;
- finding gone: re-linting the server's SHOW CREATE TABLE no longer reports the finding
  (same code, table and index);
- no new finding: no warning or error that the table's own SHOW CREATE TABLE did not have
  (the size rules SL201–SL203 compared per table, the others per index, column or key);
- composes (per table): all the table's fixes, applied in order on one copy, are accepted,
  keep the rows and leave none of the fixed findings and no new warning or error.

`benchmarks/fix_harness.py` runs it over everything the suite lints and prints the table per
rule; tests/test_fix_harness.py runs it on a pinned sample.
"""

from __future__ import annotations

import datetime as _dt
import decimal
import tomllib
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Optional

import pymysql

from schemalint.catalogue import load_catalogue
from schemalint.config import Config, config_from_dict
from schemalint.findings import Finding
from schemalint.pipeline.lint import expand_paths, lint
from schemalint.read.source import decode, read_source, split

REPO_ROOT = Path(__file__).resolve().parents[1]
ROWS = 12  # generated rows per table (enough for duplicates to show, few enough to stay fast)


@dataclass
class Input:
    """One thing the suite lints: files (or a migrations folder) and the configuration used."""

    name: str
    paths: list[str] = field(default_factory=list)
    config_toml: str = ""
    text: Optional[str] = None  # an in-memory file (a catalogue example) instead of paths


@dataclass
class FixOutcome:
    code: str
    table: str
    index: Optional[str]
    fix: str
    applied: bool = False  # the table could be loaded and the fix was run
    accepted: bool = False
    rows_kept: bool = False
    gone: bool = False
    no_new: bool = False
    skipped: bool = False  # the server refused the input's own statements on the table: not comparable
    detail: str = ""

    @property
    def passed(self) -> bool:
        return self.applied and self.accepted and self.rows_kept and self.gone and self.no_new


@dataclass
class TableOutcome:
    table: str
    codes: list[str]
    composed: bool = False
    detail: str = ""


HARNESS_SERVER = "10.11.6-MariaDB"  # the profile the fixes are written for: the server that runs them


def config_of(toml_text: str) -> Config:
    data = tomllib.loads(toml_text)
    data.setdefault("server", {}).setdefault("version", HARNESS_SERVER)
    return config_from_dict(data, "harness config")


# -- what the suite lints --------------------------------------------------------------------
def suite_inputs(root: Path = REPO_ROOT, include_mysql_only: bool = False) -> list[Input]:
    """fixtures/ (files and migrations folders), the judged corpus, the seed shapes with their
    configuration, and every bad catalogue example."""
    out: list[Input] = []
    fixtures = root / "fixtures"
    for path in sorted(fixtures.rglob("*.sql")):
        rel = path.relative_to(root)
        if "migrations" in rel.parts or path.parent.name == "review" or path.name.endswith("_queries.sql") \
                or path.name == "queries.sql":
            continue
        toml = path.with_suffix(".toml")
        out.append(Input(str(rel), [str(path)], toml.read_text() if toml.exists() else ""))
    for folder in sorted((fixtures / "migrations").iterdir()):
        if folder.is_dir():
            out.append(Input(str(folder.relative_to(root)), [str(folder)]))
    out.append(Input("fixtures/review", [str(fixtures / "review")]))
    for path in sorted((root / "tests" / "data" / "judged").glob("*.sql")):
        out.append(Input(str(path.relative_to(root)), [str(path)]))
    for doc in sorted(load_catalogue().values(), key=lambda d: d.code):
        for i, example in enumerate(doc.bad, 1):
            out.append(Input(f"rules/{doc.code} bad #{i}", config_toml=example.config, text=example.sql))
    return out if include_mysql_only else [i for i in out if not mysql_only(i)]


def mysql_only(inp: Input) -> bool:
    """Inputs MariaDB 10.11 cannot run as written (MySQL 8.0's utf8mb4_0900 collations): the
    harness's server is MariaDB, so they are left out (and listed by the benchmark)."""
    text = inp.text if inp.text is not None else "".join(
        Path(p).read_text(encoding="utf-8", errors="replace") for p in expand_paths(inp.paths))
    return "_0900_" in text


def all_findings(inp: Input) -> tuple[list[Finding], Config]:
    config = config_of(inp.config_toml)
    if inp.text is not None:
        result = lint([], config, sources=[decode(inp.text.encode(), "example.sql")])
    else:
        result = lint(inp.paths, config)
    return [g for f in result.findings for m in (f, *f.members) for g in (m, *m.also)], config


def findings_with_fixes(inp: Input) -> tuple[list[Finding], Config]:
    every, config = all_findings(inp)
    return [f for f in every if f.fix], config


def schema_text(inp: Input) -> Optional[str]:
    """The input as one schema file (a catalogue example, a file), None for a migrations folder."""
    if inp.text is not None:
        return inp.text
    if len(inp.paths) == 1 and Path(inp.paths[0]).is_file():
        # decoded as the linter decodes it (a latin-1 dump is not UTF-8)
        return read_source(Path(inp.paths[0])).text
    return None


def rewritten_in_passes(text: str, table: str, fixes: list[Finding], config: Config) -> tuple[Optional[str], str]:
    """The table's fixes written as `check --fix` writes them into a schema file: a pass of the
    fixes that touch different parts (fixes.one_pass), the text linted again, the next pass."""
    from schemalint.pipeline.fixes import PlannedFix, _edit_schema_file, one_pass
    from schemalint.pipeline.fixes import fix_statements as planned_statements

    wanted = {identity(f) for f in fixes}
    current = fixes
    for _ in range(4):
        planned = one_pass([PlannedFix(f, planned_statements(f.fix)) for f in current])
        if not planned:
            break
        text = _edit_schema_file(text, planned)
        for p in planned:
            if p.left_out:
                return None, p.left_out
        found = lint([], config, sources=[decode(text.encode(), "fixed.sql")]).findings
        every = [g for f in found for m in (f, *f.members) for g in (m, *m.also)]
        current = [g for g in every if bare(g.table) == table and identity(g) in wanted and g.fix_kind == "ddl"]
    return rewritten_create(text, table, [])


def rewritten_create(text: str, table: str, fixes: list[Finding]) -> tuple[Optional[str], str]:
    """The table's CREATE TABLE with the fixes written into it, as `check --fix` writes a
    schema file: (its text, "") or (None, why not)."""
    from schemalint.pipeline.fixes import PlannedFix, _edit_schema_file
    from schemalint.pipeline.fixes import fix_statements as planned_statements
    from schemalint.read.parse import dialect
    from schemalint.pipeline.fixes import _created_name

    planned = [PlannedFix(f, planned_statements(f.fix)) for f in fixes]
    new = _edit_schema_file(text, planned)
    for p in planned:
        if p.left_out:
            return None, p.left_out
    stmts, _ = split(decode(new.encode(), "fixed.sql"), 100611, True)
    for s in stmts:
        if s.kind == "CREATE TABLE" and _created_name(s.text, dialect()) == table:
            return s.text, ""
    return None, "no CREATE TABLE after the edit"


def statements_of(inp: Input) -> list[str]:
    if inp.text is not None:
        sources = [decode(inp.text.encode(), "example.sql")]
    else:
        sources = [read_source(Path(p)) for p in expand_paths(inp.paths)]
    out = []
    for src in sources:
        stmts, _ = split(src, 100611, True)
        out.extend(s.text for s in stmts)
    return out


def fix_statements(fix: str) -> list[str]:
    """The statements of a DDL fix, comments left out."""
    stmts, _ = split(decode(fix.encode(), "fix.sql"), 100611, True)
    return [s.text for s in stmts if s.text.strip()]


def bare(name: Optional[str]) -> str:
    return (name or "").rpartition(".")[2].lower()


# Rules that measure the table's size against the pool (hot set, depth, shard size): compared per
# table, so a fix that moves the random inserts from the clustered index to a narrower secondary
# one (SL102's time-leading key) keeps the finding the table had rather than adding one.
TABLE_SIZE_RULES = frozenset({"SL201", "SL202", "SL203"})


def identity(f: Finding) -> tuple:
    """What a finding is about: code, table, index, and the column or foreign key its evidence
    names (two findings of one rule on one table differ there)."""
    ev = f.evidence or {}
    if f.code in TABLE_SIZE_RULES:
        return (f.code, bare(f.table))
    return (f.code, bare(f.table), (f.index or "").lower(), str(ev.get("column") or "").lower(),
            str(ev.get("foreign_key") or "").lower(), str(ev.get("server_error") or ev.get("parent_missing") or ""))


# -- the server side ------------------------------------------------------------------------
class Harness:
    def __init__(self, server: Any, rows: int = ROWS):
        self.server = server
        self.rows = rows
        self.conn = server.connect(autocommit=True)
        self._n = 0

    def close(self) -> None:
        self.conn.close()

    def _exec(self, sql: str, db: Optional[str] = None) -> None:
        with self.conn.cursor() as cur:
            if db:
                cur.execute(f"USE `{db}`")
            cur.execute(sql)

    def _fresh_db(self) -> str:
        self._n += 1
        name = f"fx_{uuid.uuid4().hex[:8]}_{self._n}"
        self._exec(f"CREATE DATABASE `{name}` CHARACTER SET utf8mb4")
        return name

    def _drop_db(self, name: str) -> None:
        self._exec(f"DROP DATABASE IF EXISTS `{name}`")

    def load(self, inp: Input) -> tuple[str, dict[str, str]]:
        """The input loaded into a fresh database: (database, bare table name → SHOW CREATE TABLE)."""
        db = self._fresh_db()
        self.refused: set[str] = set()
        self._exec("SET SESSION foreign_key_checks = 0")
        self.schemas = []  # schemas the input names its tables in (created here, dropped after)
        for text in statements_of(inp):
            head = text.lstrip().split(None, 2)
            first = head[0].upper() if head else ""
            if first in ("USE", "INSERT", "REPLACE", "DELIMITER", "SELECT", "WITH", "UPDATE", "DELETE") or (
                    len(head) > 1 and first in ("CREATE", "DROP") and head[1].upper() in ("DATABASE", "SCHEMA")):
                continue
            for name in _schema_names(text) if first in ("CREATE", "ALTER") else ():
                if name not in self.schemas:
                    self._exec(f"CREATE DATABASE IF NOT EXISTS `{name}` CHARACTER SET utf8mb4")
                    self.schemas.append(name)
            try:
                self._exec(text, db)
            except pymysql.MySQLError:
                # MySQL-only syntax, or a statement the server refuses: the server's table is then
                # not the one the model replayed, and fixes on it are left out
                self.refused |= _table_names(text)
                continue
        created = {}
        with self.conn.cursor() as cur:
            for schema in [db, *self.schemas]:
                cur.execute(f"SHOW FULL TABLES FROM `{schema}` WHERE Table_type = 'BASE TABLE'")
                for (name, _) in cur.fetchall():
                    cur.execute(f"SHOW CREATE TABLE `{schema}`.`{name}`")
                    created.setdefault(name.lower(), (name, cur.fetchone()[1]))
        return db, created

    def _copy(self, creates: dict[str, str], tables: Iterable[str]) -> str:
        db = self._fresh_db()
        self._exec("SET SESSION foreign_key_checks = 0")
        for t in tables:
            self._exec(creates[t][1], db)
        return db

    # rows ----------------------------------------------------------------------------
    def _columns(self, db: str, table: str) -> list[dict]:
        with self.conn.cursor(pymysql.cursors.DictCursor) as cur:
            cur.execute("SELECT COLUMN_NAME, DATA_TYPE, COLUMN_TYPE, IS_NULLABLE, EXTRA, CHARACTER_MAXIMUM_LENGTH, "
                        "NUMERIC_PRECISION, NUMERIC_SCALE FROM information_schema.COLUMNS WHERE TABLE_SCHEMA=%s "
                        "AND TABLE_NAME=%s ORDER BY ORDINAL_POSITION", (db, table))
            return list(cur.fetchall())

    def fill(self, db: str, table: str) -> int:
        cols = [c for c in self._columns(db, table)
                if "auto_increment" not in c["EXTRA"].lower() and "generated" not in c["EXTRA"].lower()
                and "virtual" not in c["EXTRA"].lower() and "stored" not in c["EXTRA"].lower()]
        inserted = 0
        for i in range(self.rows):
            names, values = [], []
            for c in cols:
                names.append(f"`{c['COLUMN_NAME']}`")
                if c["IS_NULLABLE"] == "YES" and i % 3 == 1:
                    values.append("NULL")
                else:
                    values.append(value_for(c, i))
            sql = f"INSERT INTO `{table}` ({', '.join(names)}) VALUES ({', '.join(values)})"
            try:
                self._exec(sql, db)
                inserted += 1
            except pymysql.MySQLError:
                pass
        return inserted

    def snapshot(self, db: str, table: str) -> tuple[int, dict[str, list]]:
        with self.conn.cursor(pymysql.cursors.DictCursor) as cur:
            cur.execute(f"SELECT * FROM `{db}`.`{table}`")
            rows = list(cur.fetchall())
        columns: dict[str, list] = {}
        for r in rows:
            for k, v in r.items():
                columns.setdefault(k.lower(), []).append(normal(v))
        return len(rows), {k: sorted(v, key=repr) for k, v in columns.items()}

    def show_create(self, db: str, table: str) -> Optional[str]:
        with self.conn.cursor() as cur:
            try:
                cur.execute(f"SHOW CREATE TABLE `{db}`.`{table}`")
            except pymysql.MySQLError:
                return None
            return cur.fetchone()[1]

    # the checks ------------------------------------------------------------------------
    def run_input(self, inp: Input) -> tuple[list[FixOutcome], list[TableOutcome], int]:
        """(each DDL fix's outcome, each table's composition, findings with a fix in words)."""
        every, config = all_findings(inp)
        findings = [f for f in every if f.fix]
        ddl = [f for f in findings if f.fix_kind == "ddl"]
        words = len(findings) - len(ddl)
        if not ddl:
            return [], [], words
        src, creates = self.load(inp)
        self.creates = creates
        text = schema_text(inp)
        try:
            outcomes, by_table = [], {}
            for f in ddl:
                named = (set(self._tables_for(bare(f.table), [f.fix], creates)) if bare(f.table) in creates
                         else set()) | _table_names(f.fix)
                if named & self.refused and bare(f.table) in creates:
                    outcomes.append(FixOutcome(f.code, bare(f.table), f.index, f.fix, skipped=True,
                                               detail="the server refused a statement of the input on this table"))
                    continue
                if bare(f.table) in creates:
                    o = self.check_fix(f, creates, config)
                else:  # the server refuses the table as written: the fix goes into its CREATE TABLE
                    o = self.check_rewrite(f, [f], text, every, config)
                outcomes.append(o)
                if o.applied:
                    by_table.setdefault(bare(f.table), []).append(f)
            tables = []
            for t, fs in by_table.items():
                if t in creates:
                    tables.append(self.compose(t, fs, creates, config))
                else:
                    o = self.check_rewrite(fs[0], fs, text, every, config)
                    tables.append(TableOutcome(t, [f.code for f in fs], o.passed, o.detail))
            return outcomes, tables, words
        finally:
            self._drop_db(src)
            for name in self.schemas:
                self._drop_db(name)

    def _refusal(self, create: str, db: str) -> Optional[int]:
        """The error the server gives the CREATE TABLE (None: it accepts it, and it is dropped again)."""
        try:
            self._exec(create, db)
        except pymysql.MySQLError as exc:
            return exc.args[0]
        with self.conn.cursor() as cur:
            cur.execute(f"SHOW TABLES FROM `{db}`")
        return None

    def check_rewrite(self, f: Finding, fixes: list[Finding], text: Optional[str], every: list[Finding],
                      config: Config) -> FixOutcome:
        """A table the server refuses: the fixes written into its CREATE TABLE (as --fix does),
        which the server must now accept; the rows are generated after (none to lose)."""
        key = bare(f.table)
        o = FixOutcome(f.code, key, f.index, f.fix)
        if text is None:
            o.detail = "the server did not load the table (a migrations folder)"
            return o
        create, why = rewritten_create(text, key, fixes) if len(fixes) == 1 else \
            rewritten_in_passes(text, key, fixes, config)
        if create is None:
            o.detail = f"the server refuses the table, and the fix cannot be written into it: {why}"
            return o
        o.applied = True
        db = self._copy(self.creates, [t for t in _table_names(create) if t in self.creates and t != key])
        schemas = _schema_names(create)  # a table written as schema.table: that schema, for the test
        for name in schemas:
            self._exec(f"CREATE DATABASE IF NOT EXISTS `{name}`")
        try:
            try:
                self._exec(create, db)
            except pymysql.MySQLError as exc:
                original, _ = rewritten_create(text, key, [])
                if original is not None and self._refusal(original, db) == exc.args[0]:
                    # refused as written for a reason the fix does not touch (a foreign key to a
                    # schema not given, say): not comparable
                    o.applied, o.skipped = False, True
                o.detail = f"rewritten CREATE TABLE -> {exc.args[0]} {exc.args[1] if len(exc.args) > 1 else ''}"
                return o
            o.accepted = True
            if schemas:
                db = schemas[0]
            with self.conn.cursor() as cur:
                cur.execute(f"SHOW TABLES FROM `{db}`")
                name = next(n for (n,) in cur.fetchall() if n.lower() == key)
            self.fill(db, name)
            baseline = [g for g in every if bare(g.table) == key]
            before = self.snapshot(db, name)
            o.rows_kept, o.gone, o.no_new, o.detail = self._verdict(db, name, before, baseline, fixes, config)
            return o
        finally:
            self._drop_db(db)
            for name in schemas:
                self._drop_db(name)

    def _tables_for(self, table: str, fixes: list[str], creates: dict[str, str]) -> list[str]:
        """The table and the others the fixes name (a foreign key's parent, another table's key)."""
        from schemalint.read.parse import parse_statement
        from sqlglot import exp

        names = [table] + [t for t in _table_names(creates[table][1]) if t in creates and t != table]  # its parents
        for text in fixes:
            stmts, _ = split(decode(text.encode(), "fix.sql"), 100611, True)
            for s in stmts:
                tree = parse_statement(s)
                if hasattr(tree, "find_all"):
                    for t in tree.find_all(exp.Table):
                        if t.name.lower() in creates and t.name.lower() not in names:
                            names.append(t.name.lower())
        return names

    def _apply(self, db: str, fixes: list[str]) -> Optional[str]:
        for text in fixes:
            for stmt in fix_statements(text):
                try:
                    self._exec(stmt, db)
                except pymysql.MySQLError as exc:
                    return f"{stmt.strip()[:120]} -> {exc.args[0]} {exc.args[1] if len(exc.args) > 1 else ''}"
        return None

    def _lint_db(self, db: str, config: Config) -> list[Finding]:
        with self.conn.cursor() as cur:
            cur.execute(f"SHOW FULL TABLES FROM `{db}` WHERE Table_type = 'BASE TABLE'")
            names = [n for (n, _) in cur.fetchall()]
        return self._lint_table(";\n".join(self.show_create(db, n) for n in names), config)

    def _lint_table(self, create: str, config: Config) -> list[Finding]:
        result = lint([], config, sources=[decode((create + ";\n").encode(), "server.sql")])
        return [g for f in result.findings for m in (f, *f.members) for g in (m, *m.also)]

    def _verdict(self, db: str, table: str, before: tuple, baseline: list[Finding], fixed: list[Finding],
                 config: Config) -> tuple[bool, bool, bool, str]:
        """(rows kept, findings gone, nothing new, why not)."""
        after = self.snapshot(db, table)
        kept = after[0] == before[0] and all(after[1][c] == v for c, v in before[1].items() if c in after[1])
        now = [g for g in self._lint_db(db, config) if bare(g.table) == table.lower()]
        ids_now = {identity(f) for f in now}
        gone = not any(identity(f) in ids_now for f in fixed)
        old = {identity(f) for f in baseline}
        new = [f for f in now if f.severity in ("warning", "error") and identity(f) not in old]
        why = []
        if not kept:
            lost = [c for c, v in before[1].items() if c in after[1] and after[1][c] != v]
            why.append(f"rows {before[0]} -> {after[0]}; values changed in {lost}")
        if not gone:
            why.append("still: " + "; ".join(f"{f.code} {f.headline or f.message[:100]}" for f in now
                                              if identity(f) in {identity(x) for x in fixed}))
        if new:
            why.append("new: " + "; ".join(f"{f.code} {f.headline or f.message[:100]}" for f in new))
        return kept, gone, not new, " | ".join(why)

    def check_fix(self, f: Finding, creates: dict[str, str], config: Config) -> FixOutcome:
        key = bare(f.table)
        o = FixOutcome(f.code, key, f.index, f.fix)
        if key not in creates:
            o.detail = "the server did not load the table"
            return o
        table = creates[key][0]
        db = self._copy(creates, self._tables_for(key, [f.fix], creates))
        try:
            self.fill(db, table)
            before = self.snapshot(db, table)
            baseline = [g for g in self._lint_db(db, config) if bare(g.table) == key]
            o.applied = True
            error = self._apply(db, [f.fix])
            if error:
                o.detail = error
                return o
            o.accepted = True
            o.rows_kept, o.gone, o.no_new, o.detail = self._verdict(db, table, before, baseline, [f], config)
            return o
        finally:
            self._drop_db(db)

    def compose(self, table: str, fixes: list[Finding], creates: dict[str, str], config: Config) -> TableOutcome:
        t = TableOutcome(table, [f.code for f in fixes])
        db = self._copy(creates, self._tables_for(table, [f.fix for f in fixes], creates))
        key, table = table, creates[table][0]
        try:
            self.fill(db, table)
            before = self.snapshot(db, table)
            baseline = [g for g in self._lint_db(db, config) if bare(g.table) == key]
            error = self._apply_in_passes(db, key, fixes, baseline, config)
            if error:
                t.detail = error
                return t
            kept, gone, no_new, t.detail = self._verdict(db, table, before, baseline, fixes, config)
            t.composed = kept and gone and no_new
            return t
        finally:
            self._drop_db(db)


    def _apply_in_passes(self, db: str, key: str, fixes: list[Finding], baseline: list[Finding],
                         config: Config) -> Optional[str]:
        """The table's fixes as `check --fix` applies them: in order, a fix that changes what an
        earlier one of the pass changes waits (fixes.one_pass); each later pass re-lints the
        server's table and applies the fixes its findings still carry."""
        from schemalint.pipeline.fixes import PlannedFix, one_pass
        from schemalint.pipeline.fixes import fix_statements as planned_statements

        wanted = {identity(f) for f in fixes}
        current = [f for f in baseline if identity(f) in wanted and f.fix_kind == "ddl"] or fixes
        for _ in range(4):
            planned = one_pass([PlannedFix(f, planned_statements(f.fix)) for f in current])
            if not planned:
                return None
            error = self._apply(db, [p.finding.fix for p in planned])
            if error:
                return error
            now = [g for g in self._lint_db(db, config) if bare(g.table) == key]
            current = [g for g in now if identity(g) in wanted and g.fix_kind == "ddl"]
        return None


# -- generated values ------------------------------------------------------------------------
_INT_MAX = {"tinyint": 127, "smallint": 32767, "mediumint": 8388607, "int": 2**31 - 1, "bigint": 2**63 - 1}


def _text(i: int, length: Optional[int]) -> str:
    s = f"v{i:03d}"
    if length is not None and length < len(s):
        s = "abcdefghijklmnopqrstuvwxyz0123456789"[i % 36] * max(1, length)
    return s


def _schema_names(sql: str) -> list[str]:
    from schemalint.read.parse import dialect
    from sqlglot import exp

    try:
        trees = dialect().parse(sql)
    except Exception:
        return []
    found = {t.args["db"].name for tree in trees if tree is not None for t in tree.find_all(exp.Table) if t.args.get("db")}
    return sorted(found)


def _table_names(sql: str) -> set[str]:
    from schemalint.read.parse import dialect
    from sqlglot import exp

    try:
        trees = dialect().parse(sql)
    except Exception:
        return set()
    return {t.name.lower() for tree in trees if tree is not None for t in tree.find_all(exp.Table)}


def value_for(c: dict, i: int) -> str:
    """An SQL literal that fits the column, distinct for each row number i."""
    t = c["DATA_TYPE"].lower()
    ctype = c["COLUMN_TYPE"].lower()
    length = c["CHARACTER_MAXIMUM_LENGTH"]
    if t in _INT_MAX:
        return str(i + 1)
    if t in ("decimal", "numeric"):
        return str(i + 1)
    if t in ("float", "double", "real"):
        return f"{i + 1}.5"
    if t == "bit":
        return f"b'{(i % 2):b}'"
    if t == "year":
        return str(2001 + i)
    if t == "date":
        return f"'{(_dt.date(2024, 1, 1) + _dt.timedelta(days=i)).isoformat()}'"
    if t in ("datetime", "timestamp"):
        return f"'{(_dt.datetime(2024, 1, 1) + _dt.timedelta(hours=i)).isoformat(sep=' ')}'"
    if t == "time":
        return f"'{i:02d}:00:00'"
    if t in ("enum", "set"):
        members = [m.strip("'") for m in ctype[ctype.index("(") + 1:ctype.rindex(")")].split("','")]
        return "'" + members[i % len(members)].replace("'", "''") + "'"
    if t == "json" or (t == "longtext" and "json" in ctype):
        return f"'{{\"i\": {i}}}'"
    if t in ("binary", "varbinary", "tinyblob", "blob", "mediumblob", "longblob"):
        n = length or 16
        if t == "binary":
            return "X'" + (f"{i + 1:02x}" * n)[: 2 * n] + "'"
        return "X'" + f"{i + 1:02x}" * min(n, 16) + "'"
    if t == "uuid":
        return f"'{uuid.UUID(int=i + 1)}'"
    if t in ("char", "varchar", "tinytext", "text", "mediumtext", "longtext"):
        if "char" in t and length == 36:
            return f"'{uuid.UUID(int=(i + 1) * 7919)}'"
        return f"'{_text(i, length)}'"
    if t in ("point", "geometry"):
        return f"POINT({i}, {i})"
    if t == "inet6":
        return f"'::{i + 1}'"
    if t == "inet4":
        return f"'10.0.0.{i + 1}'"
    return f"'{i}'"


def normal(v: Any) -> Any:
    """A value as the checks compare it: numbers as numbers, text and bytes as text."""
    if isinstance(v, (bytes, bytearray)):
        return bytes(v).rstrip(b"\0").hex()
    if isinstance(v, decimal.Decimal) or isinstance(v, float):
        return float(v)
    if isinstance(v, (_dt.date, _dt.datetime, _dt.timedelta)):
        return str(v)
    return v


# -- the table per rule ------------------------------------------------------------------------
COLUMNS = ("with a fix", "in words", "applied", "accepted", "rows kept", "finding gone", "no new finding",
           "tables composed")


@dataclass
class RuleRow:
    code: str
    with_fix: int = 0
    words: int = 0
    skipped: int = 0
    applied: int = 0
    accepted: int = 0
    kept: int = 0
    gone: int = 0
    no_new: int = 0
    tables: int = 0
    composed: int = 0


def table_per_rule(outcomes: list[FixOutcome], tables: list[TableOutcome], words: dict[str, int]) -> list[RuleRow]:
    rows: dict[str, RuleRow] = {}
    for code, n in words.items():
        r = rows.setdefault(code, RuleRow(code))
        r.with_fix += n
        r.words += n
    for o in outcomes:
        r = rows.setdefault(o.code, RuleRow(o.code))
        r.with_fix += 1
        r.skipped += o.skipped
        r.applied += o.applied
        r.accepted += o.accepted
        r.kept += o.accepted and o.rows_kept
        r.gone += o.accepted and o.gone
        r.no_new += o.accepted and o.no_new
    for t in tables:
        for code in set(t.codes):
            r = rows[code]
            r.tables += 1
            r.composed += t.composed
    return [rows[c] for c in sorted(rows)]


def render(rows: list[RuleRow]) -> str:
    def pct(n: int, d: int) -> str:
        return f"{n}/{d} ({100 * n / d:.0f}%)" if d else "-"

    head = f"{'rule':6} {'with a fix':>10} {'in words':>8} {'skipped':>7} {'applied':>11} {'accepted':>14} {'rows kept':>14} " \
           f"{'finding gone':>14} {'no new finding':>14} {'tables composed':>15}"
    lines = [head, "-" * len(head)]
    for r in rows:
        ddl = r.with_fix - r.words - r.skipped
        lines.append(f"{r.code:6} {r.with_fix:>10} {r.words:>8} {r.skipped:>7} {pct(r.applied, ddl):>11} {pct(r.accepted, r.applied):>14} "
                     f"{pct(r.kept, r.applied):>14} {pct(r.gone, r.applied):>14} {pct(r.no_new, r.applied):>14} "
                     f"{pct(r.composed, r.tables):>15}")
    return "\n".join(lines)
