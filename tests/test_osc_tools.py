"""Issue 29, online schema change pre-flight: which copy tool can run an ALTER (SL605), what a
copy with INSERT IGNORE would lose (SL606), blocking said with its figures (SL607 ALGORITHM
where INSTANT would do, SL608 lock_wait_timeout, SL609 renames in use), and the README's
change × tool table, generated from osc_tools.PRECONDITIONS.

The live checks (the tools run against MariaDB) are in tests/test_osc_tools_live.py."""

from __future__ import annotations

import re

import pytest

from schemalint.judge import osc_tools
from schemalint.pipeline import osc_matrix
from schemalint.judge.osc_tools import GH_OST, PRECONDITIONS, PT_OSC, SPIRIT, TOOLS
from tests.helpers import REPO_ROOT, lint_sql

ORDERS = """CREATE TABLE orders (
  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  coupon VARCHAR(20) NULL,
  total DECIMAL(10,2) NOT NULL
) ENGINE=InnoDB;
"""
BIG = '[tables.orders]\nrows = "400M"\n'
MARIADB = '[server]\nversion = "10.11.6-MariaDB"\n'


def found(sql: str, config: str, code: str):
    return [f for f in lint_sql(sql, config) if f.code == code]


def tools_of(finding) -> dict:
    return {tool: (v["outcome"], v["flags"]) for tool, v in finding.evidence["tools"].items()}


# -- 1. per tool, per ALTER ------------------------------------------------------------------
def test_every_precondition_cites_a_page_and_a_version():
    for p in PRECONDITIONS:
        assert p.tool in TOOLS
        assert re.match(r"https://", p.source), p
        assert p.version and any(ch.isdigit() for ch in p.version), p
        assert p.outcome in (osc_tools.RUNS, osc_tools.NEEDS_FLAGS, osc_tools.LOSES, osc_tools.REFUSES)
        assert p.outcome != osc_tools.NEEDS_FLAGS or p.flags, p


FK_TABLE = """CREATE TABLE customers (id BIGINT UNSIGNED NOT NULL PRIMARY KEY) ENGINE=InnoDB;
CREATE TABLE orders (
  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  customer_id BIGINT UNSIGNED NOT NULL,
  total DECIMAL(10,2) NOT NULL,
  CONSTRAINT fk_customer FOREIGN KEY (customer_id) REFERENCES customers (id)
) ENGINE=InnoDB;
ALTER TABLE orders MODIFY total DECIMAL(14,2) NOT NULL;
"""


def test_a_table_with_a_foreign_key_gh_ost_and_spirit_refuse_pt_osc_runs():
    (f,) = found(FK_TABLE, '[tables.orders]\nrows = "1000M"\n', "SL605")
    assert f.span.line == 8 and f.severity == "info"
    assert tools_of(f) == {GH_OST: ("refuses", []), PT_OSC: ("runs", []), SPIRIT: ("refuses", [])}
    gh = f.evidence["tools"][GH_OST]["because"]
    assert [(b["condition"], b["fact"]) for b in gh] == [("child-foreign-key", "foreign key fk_customer")]
    assert gh[0]["source"].endswith("doc/requirements-and-limitations.md") and "v1.1.10" in gh[0]["version"]
    assert f.message.startswith("ALTER TABLE orders (≈ 19 min to copy 1 bn rows, ≈ 71.1 GiB at 64 MiB/s): "
                                "gh-ost refuses: foreign keys are not supported")
    assert "pt-online-schema-change --alter \"MODIFY total DECIMAL(14,2) NOT NULL\" D=…,t=orders --execute" in f.fix


def test_the_parent_of_a_foreign_key_needs_alter_foreign_keys_method_for_pt_osc():
    sql = FK_TABLE.replace("ALTER TABLE orders MODIFY total DECIMAL(14,2) NOT NULL;",
                           "ALTER TABLE customers ADD COLUMN name VARCHAR(20) NOT NULL DEFAULT '', FORCE;")
    (f,) = found(sql, '[tables.customers]\nrows = "2000M"\n', "SL605")
    assert tools_of(f) == {GH_OST: ("refuses", []),
                           PT_OSC: ("runs with flags", ["--alter-foreign-keys-method=rebuild_constraints"]),
                           SPIRIT: ("refuses", [])}
    assert "referenced by orders.fk_customer" in f.message


def test_triggers_need_flags_for_gh_ost_and_pt_osc_and_stop_spirit():
    sql = ORDERS + ("CREATE TRIGGER orders_ai AFTER INSERT ON orders FOR EACH ROW SET @n = @n + 1;\n"
                    "ALTER TABLE orders MODIFY total DECIMAL(14,2) NOT NULL;\n")
    (f,) = found(sql, '[tables.orders]\nrows = "1000M"\n', "SL605")
    assert tools_of(f) == {GH_OST: ("runs with flags", ["--include-triggers", "--trigger-suffix=_gho"]),
                           PT_OSC: ("runs with flags", ["--preserve-triggers"]),
                           SPIRIT: ("refuses", [])}
    assert "--preserve-triggers --execute" in f.fix


def test_no_tool_can_copy_a_table_without_a_key_and_the_finding_says_what_to_do():
    sql = ("CREATE TABLE events (a INT NOT NULL, b INT NOT NULL) ENGINE=InnoDB;\n"
           "ALTER TABLE events MODIFY b BIGINT NOT NULL;\n")
    (f,) = found(sql, '[tables.events]\nrows = "3000M"\n', "SL605")
    assert f.severity == "warning" and f.span.line == 2
    assert {t: o for t, (o, _) in tools_of(f).items()} == {GH_OST: "refuses", PT_OSC: "refuses", SPIRIT: "refuses"}
    assert f.message.endswith("No tool can run it cleanly.")
    assert f.fix == "Add a PRIMARY KEY first (its own migration), then copy the table."


def test_spirit_refuses_mariadb_and_gh_ost_notes_its_mariadb_support():
    sql = ORDERS + "ALTER TABLE orders MODIFY total DECIMAL(14,2) NOT NULL;\n"
    (f,) = found(sql, '[tables.orders]\nrows = "1000M"\n' + MARIADB, "SL605")
    assert tools_of(f) == {GH_OST: ("runs", []), PT_OSC: ("runs", []), SPIRIT: ("refuses", [])}
    assert [b["condition"] for b in f.evidence["tools"][SPIRIT]["because"]] == ["mariadb"]
    assert "PR #1724" in f.evidence["tools"][GH_OST]["because"][0]["says"]


def test_renames_need_approval_and_rename_to_is_for_the_server():
    sql = ORDERS + "ALTER TABLE orders CHANGE coupon coupon_code VARCHAR(40) NULL, FORCE;\n"
    (f,) = found(sql, '[tables.orders]\nrows = "1000M"\n', "SL605")
    assert tools_of(f) == {GH_OST: ("runs with flags", ["--approve-renamed-columns"]),
                           PT_OSC: ("runs with flags", ["--no-check-alter"]), SPIRIT: ("refuses", [])}
    facts = _facts(ORDERS + "ALTER TABLE orders RENAME TO purchases;\n")
    outcomes = {v.tool: v.outcome for v in osc_tools.verdicts(facts)}
    assert outcomes == {GH_OST: "refuses", PT_OSC: "refuses", SPIRIT: "runs"}  # Spirit passes an INSTANT one on
    maria = _facts(ORDERS + "ALTER TABLE orders RENAME TO purchases;\n", MARIADB)
    results = osc_tools.verdicts(maria)
    assert {v.tool: v.outcome for v in results} == {GH_OST: "refuses", PT_OSC: "refuses", SPIRIT: "refuses"}
    assert osc_tools.instead(results).startswith("RENAME TABLE is a metadata change on the server")


def test_a_small_table_gets_no_preflight():
    sql = ORDERS + "ALTER TABLE orders MODIFY total DECIMAL(14,2) NOT NULL;\n"
    assert found(sql, '[tables.orders]\nrows = "100000"\n', "SL605") == []


def _facts(sql: str, config: str = ""):
    from tests.helpers import lint_result

    result = lint_result(sql, config)
    return [a for a in result.loaded.assessments if a.preflight is not None][-1].preflight


# -- 2. data loss said as data loss ---------------------------------------------------------------
def test_add_unique_that_gh_ost_would_complete_by_dropping_rows_is_an_error_with_the_count():
    sql = ORDERS + "ALTER TABLE orders ADD UNIQUE KEY uk_coupon (coupon);\n"
    (f,) = found(sql, BIG, "SL606")
    assert (f.severity, f.span.line) == ("error", 6)
    query = "SELECT COUNT(*) - COUNT(DISTINCT `coupon`) AS rows_lost FROM `orders` WHERE `coupon` IS NOT NULL;"
    assert f.evidence["query"] == query and f.evidence["tools"] == [GH_OST]
    assert f.evidence["refusing"] == [PT_OSC, SPIRIT]
    assert f.message == (
        "ALTER TABLE orders: ADD UNIQUE uk_coupon: gh-ost would complete it and lose data — the copy (INSERT IGNORE) "
        "silently drops rows with a duplicate (coupon). orders holds 400 M rows; count what would go first: "
        f"{query} (pt-online-schema-change and Spirit refuse the change instead.)")


def test_a_collation_change_on_a_unique_column_loses_rows_with_both_copy_tools():
    sql = ("CREATE TABLE users (id INT NOT NULL PRIMARY KEY, email VARCHAR(50) COLLATE utf8mb4_bin NOT NULL,\n"
           "  UNIQUE KEY uk_email (email)) DEFAULT CHARSET=utf8mb4;\n"
           "ALTER TABLE users MODIFY email VARCHAR(50) COLLATE utf8mb4_general_ci NOT NULL;\n")
    (f,) = found(sql, '[tables.users]\nrows = "400M"\n', "SL606")
    assert f.span.line == 3 and f.evidence["tools"] == [GH_OST, PT_OSC]
    assert f.evidence["query"] == ("SELECT COUNT(*) - COUNT(DISTINCT `email` COLLATE utf8mb4_general_ci) AS rows_lost "
                                   "FROM `users`;")  # (email is NOT NULL: no NULLs to leave out)


def test_a_narrowing_cuts_values_and_in_a_unique_key_drops_rows():
    sql = ("CREATE TABLE notes (id INT NOT NULL PRIMARY KEY, body VARCHAR(100) NOT NULL, code VARCHAR(40) NOT NULL,\n"
           "  UNIQUE KEY uk_code (code)) ENGINE=InnoDB;\n"
           "ALTER TABLE notes MODIFY body VARCHAR(20) NOT NULL, MODIFY code VARCHAR(8) NOT NULL;\n")
    findings = found(sql, '[tables.notes]\nrows = "400M"\n', "SL606")
    assert [(f.evidence["condition"], f.evidence["query"]) for f in findings] == [
        ("truncation", "SELECT COUNT(*) FROM `notes` WHERE CHAR_LENGTH(`body`) > 20;"),
        ("unique-collision", "SELECT COUNT(*) - COUNT(DISTINCT LEFT(`code`, 8)) AS rows_lost FROM `notes`;"),
    ]
    assert "the copy (INSERT IGNORE) silently cuts values of body longer than 20 characters to 20." in findings[0].message
    assert findings[0].headline == ("ALTER TABLE notes: gh-ost and pt-online-schema-change would cut values of body "
                                    "longer than 20 characters to 20")
    assert "drops rows whose uk_code key becomes equal once it cuts values of code longer than 8 characters to 8" \
        in findings[1].message


def test_a_key_on_a_column_this_migration_adds_loses_nothing():
    sql = ORDERS + "ALTER TABLE orders ADD COLUMN ref VARCHAR(20) NULL, ADD UNIQUE KEY uk_ref (ref);\n"
    assert found(sql, BIG, "SL606") == []


# -- 3. blocking, said with its figures ------------------------------------------------------------
COPY_ADD = ORDERS + "ALTER TABLE orders ADD COLUMN note VARCHAR(200) NULL, ALGORITHM=COPY;\n"


def test_algorithm_copy_where_instant_would_do_names_the_version_and_the_copy_time():
    (f,) = found(COPY_ADD, BIG, "SL607")
    assert f.span.line == 6 and f.severity == "warning"
    assert f.message == (
        "ALTER TABLE orders asks ALGORITHM=COPY for a change MySQL 8.0.40 does INSTANT (ADD COLUMN: MySQL 8.0.29 "
        "(8.0.12 as the last column)): it copies the table (≈ 16 min to copy 400 M rows, ≈ 58.3 GiB at 64 MiB/s), "
        "blocking writes (LOCK=SHARED) where INSTANT changes only the data dictionary.")


def test_the_copy_rate_is_configurable():
    (f,) = found(COPY_ADD, BIG + '[rules.SL601]\ncopy-rate = "32M"\n', "SL607")
    assert "(≈ 31 min to copy 400 M rows, ≈ 58.3 GiB at 32 MiB/s)" in f.message


def test_mariadb_keeps_instant_under_algorithm_inplace_but_not_under_copy():
    assert found(COPY_ADD.replace("COPY", "INPLACE"), BIG + MARIADB, "SL607") == []
    (f,) = found(COPY_ADD, BIG + MARIADB, "SL607")
    assert "(ADD COLUMN: MariaDB 10.4 (10.3.2 as the last column))" in f.message
    assert found(COPY_ADD.replace("COPY", "INPLACE"), BIG, "SL607")[0].evidence["algorithm"] == "INPLACE"


def test_lock_wait_timeout_not_set_before_ddl_on_an_existing_table():
    sql = ORDERS + "ALTER TABLE orders ADD COLUMN note VARCHAR(200) NULL;\nCREATE INDEX idx_total ON orders (total);\n"
    (f,) = found(sql, BIG, "SL608")
    assert f.span.line == 6 and f.evidence["lock_wait_timeout"] == 31_536_000 and f.evidence["statements"] == 2
    assert f.message.startswith("ALTER TABLE orders (and 1 more DDL statement(s) in this file) waits for its metadata "
                                "lock with lock_wait_timeout = 31,536,000 s (the MySQL default, a year)")
    (maria,) = found(sql, BIG + MARIADB, "SL608")
    assert maria.evidence["lock_wait_timeout"] == 86_400  # SELECT @@lock_wait_timeout on MariaDB 10.11


@pytest.mark.parametrize("setting, expected", [
    ("SET SESSION lock_wait_timeout = 5;", []),
    ("SET lock_wait_timeout = 50;", []),
    ("SET @@session.lock_wait_timeout = 3;", []),
    ("SET lock_wait_timeout = 600;", [600.0]),
    ("SET GLOBAL lock_wait_timeout = 5;", [31_536_000]),
    ("SET innodb_lock_wait_timeout = 5;", [31_536_000]),
])
def test_lock_wait_timeout_set_earlier_in_the_file(setting, expected):
    sql = ORDERS + setting + "\nALTER TABLE orders ADD COLUMN note VARCHAR(200) NULL;\n"
    assert [f.evidence["lock_wait_timeout"] for f in found(sql, BIG, "SL608")] == expected


def test_a_new_table_needs_no_lock_wait_timeout():
    sql = ORDERS + "ALTER TABLE orders ADD COLUMN note VARCHAR(200) NULL;\n"
    assert found(sql, "", "SL608") == []


def test_a_rename_of_a_column_in_use_breaks_running_code_until_the_deploy():
    sql = ORDERS + "ALTER TABLE orders RENAME COLUMN coupon TO coupon_code;\nRENAME TABLE orders TO purchases;\n"
    findings = found(sql, BIG, "SL609")
    assert [(f.span.line, f.severity, f.evidence["rename"]) for f in findings] == [
        (6, "warning", "coupon → coupon_code"), (7, "warning", "orders → purchases")]
    assert findings[0].message == ("ALTER TABLE orders: RENAME COLUMN coupon → coupon_code: every running query that "
                                   "names column coupon of orders fails from the moment it commits until all code "
                                   "reads the new name.")
    alias = found(sql, BIG + '[rules.SL609]\nalias-release = true\n', "SL609")
    assert [f.severity for f in alias] == ["info", "info"]
    assert found(sql, "", "SL609") == []  # created in this file: nothing runs against it yet


# -- the README's table --------------------------------------------------------------------------
def test_readme_table_is_the_generated_one():
    readme = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
    start = readme.index("<!-- osc-matrix:start -->\n") + len("<!-- osc-matrix:start -->\n")
    end = readme.index("<!-- osc-matrix:end -->")
    assert readme[start:end] == osc_matrix.matrix_markdown(), \
        "regenerate with: python -m schemalint.pipeline.osc_matrix > the block between the osc-matrix markers"


def test_the_table_says_what_the_issue_says():
    rows = {case.label: osc_matrix.matrix_verdicts(case, "8.0.40") for case in osc_matrix.MATRIX_CASES}
    outcome = {label: {v.tool: v.outcome for v in found_} for label, (_, found_) in rows.items()}
    assert outcome["ADD UNIQUE on a column with duplicates"] == {GH_OST: "loses rows", PT_OSC: "refuses",
                                                                 SPIRIT: "refuses"}
    assert outcome["a table with a FOREIGN KEY"][GH_OST] == "refuses"
    assert outcome["MODIFY a column's type (clean copy)"] == {GH_OST: "runs", PT_OSC: "runs", SPIRIT: "runs"}


def test_a_tool_that_refuses_the_table_loses_nothing_and_the_fix_gives_the_count():
    sql = FK_TABLE.replace("ALTER TABLE orders MODIFY total DECIMAL(14,2) NOT NULL;",
                           "ALTER TABLE orders ADD UNIQUE KEY uk_total (total);")
    config = '[tables.orders]\nrows = "1000M"\n'
    assert found(sql, config, "SL606") == []  # gh-ost refuses the foreign key before it copies a row
    (f,) = found(sql, config, "SL605")
    assert f.severity == "warning" and f.headline.endswith("; no tool can run it")
    assert f.fix == ("Remove the duplicates first (the query counts them), then add the key.\n"
                     "  SELECT COUNT(*) - COUNT(DISTINCT `total`) AS rows_lost FROM `orders`;")
