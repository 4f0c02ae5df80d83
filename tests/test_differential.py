"""The differential harness (benchmarks/differential) on its pinned sample: other projects'
DDL, with MariaDB 10.11's verdict on each recorded in tests/data/differential/sample.jsonl.

- schemalint against the recorded truth: a refusal must get an error finding, an accepted
  statement none, and the model must equal the tables the server left. Today's misses are
  listed in known_misses.tsv (a ratchet): a new miss fails, and so does a listed miss that is
  fixed, until its line is removed.
- The recorded verdicts still hold: the sample replayed on the suite's MariaDB (live).
- The dumps the suite's own server made (fixtures/dumps) lint with no error finding and every
  table modelled.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from tests.helpers import REPO_ROOT, lint_result, scratch_database

sys.path.insert(0, str(REPO_ROOT / "benchmarks" / "differential"))

import harness  # noqa: E402

DATA = REPO_ROOT / "tests" / "data" / "differential"
SAMPLE = [json.loads(line) for line in (DATA / "sample.jsonl").read_text(encoding="utf-8").splitlines()
          if line.strip()]
# the held-out half's sources (README, "The held-out half"); the first half's (pingcap/parser,
# dolthub/vitess, xwb1989/sqlparser, tobymao/sqlglot, skeema/skeema) were retired into tuning
HELD_OUT = ("sqlfluff", "jsqlparser", "druid", "mysql-workbench", "sqlc")
RETIRED = {"pingcap/parser", "dolthub/vitess", "xwb1989/sqlparser", "tobymao/sqlglot", "skeema/skeema"}


def _known() -> dict[str, set[str]]:
    known: dict[str, set[str]] = {}
    for line in (DATA / "known_misses.tsv").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            sid, miss = line.split("\t")[:2]
            known.setdefault(sid, set()).add(miss)
    return known


KNOWN = _known()


def _misses(row: dict) -> tuple[list[str], harness.LintOutcome, str]:
    verdict = row["verdict"]
    outcome = harness.lint_statement(row["sql"], verdict.get("context", []))
    diff = None
    if verdict["class"] == "accepted" and row["ddl"] and row["kind"] in harness.MODELLED_KINDS:
        diff = harness.compare(verdict.get("tables", {}), outcome.tables)
    return harness.outcome_class(verdict["class"], row["ddl"], outcome, diff), outcome, diff


def test_the_sample_covers_every_source_and_class_and_no_held_out_source():
    sources = {r["source"] for r in SAMPLE}
    assert len(SAMPLE) >= 250
    assert len(sources) >= 5
    for cls in ("accepted", "syntax", "refused"):
        assert sum(r["verdict"]["class"] == cls for r in SAMPLE) >= 30, cls
    assert not [s for s in sources if any(h in s.lower() for h in HELD_OUT)]
    for r in SAMPLE:
        assert r["source"] and r["path"] and r["licence"], r["id"]
    assert set(KNOWN) <= {r["id"] for r in SAMPLE}


@pytest.mark.parametrize("row", SAMPLE, ids=[r["id"] for r in SAMPLE])
def test_schemalint_answers_as_the_server_did(row):
    misses, outcome, diff = _misses(row)
    expected = KNOWN.get(row["id"], set())
    new = set(misses) - expected
    fixed = expected - set(misses)
    verdict = row["verdict"]
    assert not new, (f"new miss {sorted(new)}: server {verdict['class']} {verdict.get('errno') or ''},"
                     f" schemalint {outcome.cls} {outcome.codes} {diff or ''}\n{row['sql']}")
    assert not fixed, (f"fixed: {sorted(fixed)} no longer a miss; remove its line from"
                       f" tests/data/differential/known_misses.tsv")


def test_compare_reports_the_first_difference():
    server = {".t": {"columns": [["a", "int", None, False, None], ["b", "varchar", 10, True, "utf8mb4"]],
                     "indexes": {"primary": {"kind": "PRIMARY", "parts": [["a", None, False]]},
                                 "b": {"kind": "INDEX", "parts": [["b", 3, False]]}}}}
    model = json.loads(json.dumps(server))
    assert harness.compare(server, model) == ""
    model[".t"]["columns"][1][2] = 20
    assert harness.compare(server, model) == ".t.b: length 20 != server 10"
    model = json.loads(json.dumps(server))
    model[".t"]["indexes"]["b"]["parts"][0][1] = None
    assert harness.compare(server, model) == ".t: index b parts [['b', None, False]] != server [['b', 3, False]]"
    assert harness.compare(server, {}) == ".t: not modelled"


# the server's messages (MariaDB 10.11.19) and whether the refusal is the judging server's
# environment (its plugins, configuration, operating system, files) rather than the statement's
ENVIRONMENT = [
    (1286, "Unknown storage engine 'EXAMPLE'", True),
    (1286, "Unknown storage engine 'INNDB'", False),
    (1273, "Unknown collation: 'utf8mb4_test_ci'", True),  # the test suite's LDML file defines it
    (1273, "Unknown collation: 'utf8mb4_0900_ai_ci'", False),  # no MariaDB release has it
    (1478, "Table storage engine 'InnoDB' does not support the create option 'ENCRYPTION_KEY_ID'", True),
    (1478, "Table storage engine 'InnoDB' does not support the create option 'KEY_BLOCK_SIZE'", False),
    (1, "Can't create/write to file '/not/existent/p0Data/example#P#p0.MYD' (Errcode: 2 \"No such file or directory\")", True),
    (1210, "Incorrect arguments to DATA DIRECTORY", True),
    (1103, "Incorrect table name 'c:/tmp/'", True),
    (1103, "Incorrect table name 't1 '", False),
    (1813, "Tablespace for table 'd/tab' exists. Please DISCARD the tablespace before IMPORT", True),
    # a name whose file name is over 255 bytes: the same on every file system MariaDB runs on
    (13, "Can't get stat of './@0023@0023_long_' (Errcode: 36 \"File name too long\")", False),
]


@pytest.mark.parametrize("errno, message, environment", ENVIRONMENT)
def test_a_refusal_of_the_servers_environment_is_needs_context_not_scored(errno, message, environment):
    assert bool(harness.environment_refusal(errno, message)) is environment


@pytest.mark.live
def test_the_test_suites_collations_and_the_example_engine_are_not_the_servers(mariadb):
    with scratch_database(mariadb, "differential_environment") as cur:
        cur.execute("SELECT LOWER(COLLATION_NAME) FROM information_schema.COLLATIONS")
        collations = {name for (name,) in cur.fetchall()}
        cur.execute("SELECT LOWER(ENGINE) FROM information_schema.ENGINES")
        engines = {name for (name,) in cur.fetchall()}
    assert not collations & harness.TEST_SUITE_COLLATIONS
    assert "utf8mb4_0900_ai_ci" not in collations and "utf8mb4_unicode_520_ci" in collations
    assert "example" not in engines and "innodb" in engines


@pytest.mark.live
@pytest.mark.slow
def test_the_recorded_verdicts_are_the_servers(mariadb):
    judge = harness.Judge(lambda database=None: mariadb.connect(database=database, autocommit=True),
                          prefix="sl_diff")
    changed = []
    try:
        for row in SAMPLE:
            recorded = row["verdict"]
            verdict = judge.run(row["sql"], row["kind"], row["ddl"],
                                context=recorded.get("context", []))
            got = verdict.to_json()
            if (got["class"], got["errno"], got.get("tables", {})) != (
                    recorded["class"], recorded["errno"], recorded.get("tables", {})):
                changed.append(f"{row['id']}: recorded {recorded['class']} {recorded['errno']},"
                               f" now {got['class']} {got['errno']} {got['message'][:80]}")
    finally:
        judge.close()
    assert not changed, "\n".join(changed)


# -- the dumps the suite's own server made ----------------------------------------------------

DUMPS = REPO_ROOT / "fixtures" / "dumps"
DUMP_TABLES = {"customers", "orders", "order_lines", "addresses", "events_log", "tags",
               "customer_tags", "settings", "archive_lines", "versioned_prices"}


@pytest.mark.parametrize("name", ["mariadb-dump.sql", "mysqldump-no-data.sql"])
def test_a_dump_of_the_suites_server_lints_clean_and_whole(name):
    result = lint_result((DUMPS / name).read_bytes(), harness.CONFIG_TOML, path=name)
    errors = [f"{f.span.line if f.span else '?'}: {f.code} {f.message}" for f in result.findings
              if f.severity == "error"]
    modelled = {t.name for t in result.model.tables()}
    assert not errors, "\n".join(errors)
    assert modelled == DUMP_TABLES


@pytest.mark.live
@pytest.mark.parametrize("name", ["mariadb-dump.sql", "mysqldump-no-data.sql"])
def test_the_dump_fixtures_are_what_the_server_accepts(mariadb, name):
    """Each dump loads back into the server whole (its tables are the schema's tables)."""
    import shutil
    import subprocess

    client = shutil.which("mariadb") or shutil.which("mysql")
    if client is None:
        pytest.skip("the mariadb client is not installed")
    conn = mariadb.connect(autocommit=True)
    try:
        with conn.cursor() as cur:
            cur.execute("DROP DATABASE IF EXISTS shop")
        proc = subprocess.run([client, "--protocol=tcp", "-h", mariadb.host, "-P", str(mariadb.port),
                               "-u", mariadb.user, *([f"-p{mariadb.password}"] if mariadb.password else [])],
                              input=(DUMPS / name).read_bytes(), capture_output=True, timeout=120)
        assert proc.returncode == 0, proc.stderr.decode(errors="replace")
        with conn.cursor() as cur:
            cur.execute("SELECT TABLE_NAME FROM information_schema.TABLES WHERE TABLE_SCHEMA = 'shop'"
                        " AND TABLE_TYPE IN ('BASE TABLE', 'SYSTEM VERSIONED')")
            assert {r[0] for r in cur.fetchall()} == DUMP_TABLES
    finally:
        with conn.cursor() as cur:
            cur.execute("DROP DATABASE IF EXISTS shop")
        conn.close()


# -- the held-out half: there, apart, and its own sources; never scored here ----------------
# (README, "The held-out half": run.py --held-out measures it; no test ratchets on it, so that
# nothing is ever tuned to it)

HELD_OUT_DATA = REPO_ROOT / "benchmarks" / "differential" / "data"


def _jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _key(sql: str) -> str:
    return " ".join(sql.lower().split()).rstrip(";").strip()


def test_the_held_out_half_is_there_apart_from_the_tuning_statements_and_only_held_out_sources():
    held = _jsonl(HELD_OUT_DATA / "heldout_statements.jsonl")
    verdicts = _jsonl(HELD_OUT_DATA / "heldout_verdicts.jsonl")
    tuning = _jsonl(HELD_OUT_DATA / "statements.jsonl")
    assert {v["id"] for v in verdicts} == {r["id"] for r in held}
    sources = {r["source"] for r in held}
    assert sources == {"sqlfluff/sqlfluff", "JSQLParser/JSqlParser", "alibaba/druid",
                       "mysql/mysql-workbench", "sqlc-dev/sqlc"}
    assert all(any(h in s.lower() for h in HELD_OUT) for s in sources)
    assert not [r["id"] for r in tuning if any(h in r["source"].lower() for h in HELD_OUT)]
    for r in held:
        assert r["path"] and r["commit"] and r["licence"], r["id"]
    held_keys = {_key(r["sql"]) for r in held}
    assert len(held_keys) == len(held)
    assert not held_keys & {_key(r["sql"]) for r in tuning + SAMPLE}
    assert not {r["id"] for r in held} & {r["id"] for r in tuning + SAMPLE}


def test_go_test_cases_give_their_inputs_joined_and_not_the_expected_output():
    import collect

    go = '''
    // a comment's "quote" opens no string, nor does a rune's
    quote := '"'
    {"create table t (a int)", true, "CREATE TABLE `t` (`a` INT)"},
    {input: "alter table a add b int", output: "alter table a add column b int"},
    sql := "create table u (\\n" +
        "  a int\\n" +
        ")"
    src := fmt.Sprintf("SELECT * FROM %s", kw)
    raw := `create index i on t (a)`
    '''
    assert list(collect._go_strings(go)) == [
        "create table t (a int)", "alter table a add b int", "create table u (\n  a int\n)",
        "create index i on t (a)"]


def test_the_retired_held_out_half_is_tuning_with_its_verdicts_and_in_the_sample():
    """The first held-out half (measured at a8651ff and 6b79f36) was retired into tuning: its
    statements and the server's verdicts on them are in the tuning files, the sample has them."""
    tuning = _jsonl(HELD_OUT_DATA / "statements.jsonl")
    verdicts = _jsonl(HELD_OUT_DATA / "verdicts.jsonl")
    assert [v["id"] for v in verdicts] == [r["id"] for r in tuning]
    retired = [r for r in tuning if r["source"] in RETIRED]
    assert {r["source"] for r in retired} == RETIRED
    assert len(retired) == 2273 and sum(r["ddl"] for r in retired) == 1885
    assert {r["source"] for r in SAMPLE} >= RETIRED
    assert len({_key(r["sql"]) for r in tuning}) == len(tuning)


def _collect(out: Path, *args: str) -> "subprocess.CompletedProcess[str]":
    import subprocess

    return subprocess.run([sys.executable, str(REPO_ROOT / "benchmarks" / "differential" / "collect.py"),
                           *args, "--out", str(out / "never-written.jsonl")],
                          capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("repo", ["sqlfluff/sqlfluff", "JSQLParser/JSqlParser", "alibaba/druid",
                                  "mysql/mysql-workbench", "sqlc-dev/sqlc"])
def test_collect_refuses_a_held_out_source_for_the_tuning_half(repo, tmp_path):
    done = _collect(tmp_path, "--git", f"{repo}=/nonexistent")
    assert done.returncode == 1 and done.stderr.strip() == f"{repo} is held out for verification"


@pytest.mark.parametrize("repo", sorted(RETIRED))
def test_collect_takes_a_retired_source_into_tuning_only(repo, tmp_path):
    import collect

    assert repo in collect.SOURCES and repo not in collect.HELD_OUT_SOURCES
    assert not repo.lower().startswith(collect.HELD_OUT)
    done = _collect(tmp_path, "--held-out", "--git", f"{repo}=/nonexistent")
    assert done.returncode == 1 and done.stderr.strip() == f"{repo} is not a held-out source"


def test_java_test_cases_give_their_inputs_joined_and_not_the_expected_output():
    import collect

    java = '''
    // a comment's "quote" opens no string, nor does a char's
    char quote = '"';
    String sql = "CREATE TABLE t (\\n" +
            "  a int\\n" +
            ")";
    assertEquals("CREATE TABLE t (\\n\\ta int\\n)", stmt.toString());
    assertSqlCanBeParsedAndDeparsed("ALTER TABLE t ADD b INT");
    assertDeparse(stmt, "ALTER TABLE t ADD COLUMN b INT");
    String expected = "CREATE INDEX i ON t (a)";
    @ValueSource(strings = {"DROP TABLE t", "DROP TABLE u"})
    String block = """
        CREATE INDEX j
            ON t (b)
        """;
    '''
    assert list(collect._java_strings(java)) == [
        "CREATE TABLE t (\n  a int\n)", "ALTER TABLE t ADD b INT", "DROP TABLE t", "DROP TABLE u",
        "CREATE INDEX j\n    ON t (b)\n"]


def test_workbench_statements_end_at_double_dollars():
    import collect

    text = "#\n$$\n-- comment\nselect 1$$\nCREATE TABLE t (a int) ;$$\n"
    assert list(collect._dollar_statements(text)) == ["#", "-- comment\nselect 1", "CREATE TABLE t (a int) ;"]


# -- the tuning sources added on 2026-11-27 (data/SOURCES.md): how each one's statements are read

def test_php_tests_give_their_strings_joined_by_dots_and_no_interpolated_text():
    import collect

    php = '''
    // a comment's 'quote' opens no string; # nor does this 'one'
    return 'CREATE TABLE test (id INT NOT NULL, '
        . 'PRIMARY KEY(id)) ENGINE = InnoDB';
    $this->assertSame("create table `users` (`a` int) collate 'utf8_unicode_ci'", $statements[0]);
    $this->assertSame("alter table {$table} add b int", $statements[1]);
    self::assertEquals(['DROP INDEX `primary` ON yolo', 'ALTER TABLE yolo ADD c INT'], $sql);
    $s = 'it\\'s';
    '''
    assert list(collect._php_joined(php)) == [
        "CREATE TABLE test (id INT NOT NULL, PRIMARY KEY(id)) ENGINE = InnoDB",
        "create table `users` (`a` int) collate 'utf8_unicode_ci'", "DROP INDEX `primary` ON yolo",
        "ALTER TABLE yolo ADD c INT", "it's"]


def test_sqldef_cases_give_their_schemas_and_migrations():
    import collect

    yml = ("CreateTable:\n  desired: |\n    CREATE TABLE t (a int);\n  up: |\n    DROP TABLE u;\n"
           "  flavor: mysql\nOther:\n  current: CREATE TABLE v (b int)\n  error: not a statement\n")
    assert list(collect._sqldef_yaml(yml)) == ["CREATE TABLE t (a int);\n", "DROP TABLE u;\n",
                                               "CREATE TABLE v (b int)"]


def test_atlas_archives_give_their_sql_members_without_test_variables():
    import collect

    txtar = ("apply 1.hcl\ncmpshow users 1.sql\n-- 1.hcl --\ntable \"users\" {}\n"
             "-- 1.sql --\nCREATE TABLE `users` (\n  `a` int NOT NULL\n)\n"
             "-- mysql8/2.sql --\nALTER TABLE t ADD b int;\n-- 3.sql --\nCREATE DATABASE $db;\n")
    assert list(collect._txtar_sql(txtar)) == ["\nCREATE TABLE `users` (\n  `a` int NOT NULL\n)\n",
                                               "\nALTER TABLE t ADD b int;\n"]


def test_gh_ost_alters_run_on_the_test_table():
    import collect

    assert list(collect._gh_ost_alter("--alter='MODIFY `t1` varchar(128) NOT NULL' --cut-over=x\n")) == [
        "ALTER TABLE gh_ost_test MODIFY `t1` varchar(128) NOT NULL"]
    assert list(collect._gh_ost_alter('--attempt-instant-ddl --alter "add column b int"')) == [
        "ALTER TABLE gh_ost_test add column b int"]
    assert list(collect._gh_ost_alter("--analyze-ghost-table-before-cutover")) == []


def test_go_mysql_server_scripts_give_set_up_and_queries_not_expected_rows():
    import collect

    go = '''
    {
        Name: "a test",
        SetUpScript: []string{
            "CREATE TABLE t1 (pk int PRIMARY KEY)",
            // a comment between two statements
            "ALTER TABLE t1 ADD c1 int",
        },
        Assertions: []ScriptTestAssertion{
            {
                Query:    "show create table t1",
                Expected: []sql.Row{{"t1", "CREATE TABLE `t1` (\\n  `pk` int NOT NULL\\n)"}},
            },
            {
                Query: "alter table t1 add column b varchar(16383)",
                ExpectedErr: analyzererrors.ErrInvalidRowLength,
            },
        },
    },
    '''
    assert list(collect._gms_queries(go)) == [
        "CREATE TABLE t1 (pk int PRIMARY KEY)", "ALTER TABLE t1 ADD c1 int", "show create table t1",
        "alter table t1 add column b varchar(16383)"]
