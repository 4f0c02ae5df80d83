"""Inline suppressions (`-- schemalint: ignore CODE reason`), `ignore-file`, SL004, per-file-ignores."""

from __future__ import annotations

import pytest

from tests.helpers import lint_result, lint_sql

NO_PK = "CREATE TABLE logs (\n  msg VARCHAR(100) NOT NULL\n);\n"  # SL103 at 1:1
SYSTEM = '"SL001", "SL002", "SL003", "SL004"'
ONLY = f'select = [{SYSTEM}, "SL103"]'  # rules added later must not change these expectations


def found(sql: str, config: str = ONLY) -> list[tuple[str, int, int]]:
    return [(f.code, f.span.line, f.span.column) for f in lint_sql(sql, config)]


def test_without_a_suppression():
    assert found(NO_PK) == [("SL103", 1, 1)]


@pytest.mark.parametrize("comment", [
    "-- schemalint: ignore SL103 legacy table, fixed in Q3",
    "# schemalint: ignore SL103",
    "/* schemalint: ignore SL103 */",
    "-- schemalint: ignore SL1 whole family",
    "-- schemalint: ignore",
    "-- schemalint: ignore SL101, SL103 two codes",
    "-- SCHEMALINT: IGNORE sl103",
    "-- schemalint:ignore SL103",
    "  -- schemalint: ignore SL103 indented",
])
def test_on_the_line_above_the_statement(comment):
    assert found(comment + "\n" + NO_PK) == []


def test_on_the_statements_first_line():
    assert found("CREATE TABLE logs ( -- schemalint: ignore SL103 legacy\n  msg VARCHAR(100) NOT NULL\n);\n") == []
    assert found("/* schemalint: ignore SL103 */ CREATE TABLE logs (msg VARCHAR(100) NOT NULL);") == []


def test_two_lines_above_does_not_suppress():
    assert found("-- schemalint: ignore SL103 legacy\n\n" + NO_PK) == [("SL004", 1, 1), ("SL103", 3, 1)]


def test_inside_the_statement_below_its_first_line_does_not_suppress():
    sql = "CREATE TABLE logs (\n  msg VARCHAR(100) NOT NULL -- schemalint: ignore SL103\n);\n"
    assert found(sql) == [("SL103", 1, 1), ("SL004", 2, 29)]


def test_another_code_does_not_suppress():
    assert found("-- schemalint: ignore SL101\n" + NO_PK, f'select = [{SYSTEM}, "SL101", "SL103"]') == [
        ("SL004", 1, 1), ("SL103", 2, 1)]


def test_another_code_for_a_rule_that_runs_is_reported_unused():
    # SL001 runs (selected) and finds nothing here: the comment suppresses nothing
    assert found("-- schemalint: ignore SL001\n" + NO_PK) == [("SL004", 1, 1), ("SL103", 2, 1)]


def test_a_comment_trailing_the_statement_above_does_not_suppress_the_next_one():
    sql = "CREATE TABLE a (id INT PRIMARY KEY); -- schemalint: ignore SL103\n" + NO_PK
    assert found(sql) == [("SL004", 1, 38), ("SL103", 2, 1)]


def test_suppression_applies_to_its_statement_only():
    sql = "-- schemalint: ignore SL103\n" + NO_PK + NO_PK.replace("logs", "logs2")
    assert found(sql) == [("SL103", 5, 1)]


def test_ignore_file_anywhere():
    sql = NO_PK + NO_PK.replace("logs", "logs2") + "\n\n-- schemalint: ignore-file SL103 generated file\n"
    assert found(sql) == []
    assert found("-- schemalint: ignore-file\n" + NO_PK + "ALTER TABLE nope ADD COLUMN x INT;") == []


def test_ignore_file_for_another_code_keeps_the_finding():
    assert found(NO_PK + "-- schemalint: ignore-file SL001\n") == [("SL103", 1, 1), ("SL004", 4, 1)]


def test_unused_suppression_is_sl004_info_at_its_line():
    sql = NO_PK + "\nCREATE TABLE ok (id INT PRIMARY KEY);\n  -- schemalint: ignore SL103 stale\nCREATE TABLE ok2 (id INT PRIMARY KEY);\n"
    findings = lint_sql(sql, ONLY)
    assert [(f.code, f.severity, f.span.line, f.span.column) for f in findings] == [
        ("SL103", "warning", 1, 1), ("SL004", "info", 6, 3)]
    assert findings[1].message == "suppression `schemalint: ignore SL103` suppresses nothing: remove it"


def test_unused_file_level_suppression_is_reported():
    findings = lint_sql("CREATE TABLE ok (id INT PRIMARY KEY);\n# schemalint: ignore-file SL103\n", ONLY)
    assert [(f.code, f.span.line, f.message) for f in findings] == [
        ("SL004", 2, "suppression `schemalint: ignore-file SL103` suppresses nothing: remove it")]


def test_sl004_can_be_ignored():
    assert found("-- schemalint: ignore SL103\nCREATE TABLE ok (id INT PRIMARY KEY);",
                 ONLY + '\nignore = ["SL004"]') == []


def test_no_sl004_for_a_suppression_of_a_rule_that_is_switched_off():
    sql = "-- schemalint: ignore SL101 random token, accepted\n" + NO_PK
    assert found(sql, ONLY) == [("SL103", 2, 1)]
    assert [f for f in found(sql, 'ignore = ["SL1"]') if f[0] in ("SL004", "SL103")] == []


def test_unknown_code_in_a_suppression_is_reported():
    assert found("-- schemalint: ignore SL999\n" + NO_PK) == [("SL004", 1, 1), ("SL103", 2, 1)]


def test_system_findings_can_be_suppressed_too():
    assert found("-- schemalint: ignore SL001 MySQL accepts this\nCREATE TABLE x (a INT b INT, PRIMARY KEY (a));") == []
    assert found("-- schemalint: ignore SL002\nALTER TABLE nope ADD COLUMN x INT;") == []


def test_suppression_on_the_line_above_a_clause_inside_the_statement():
    # findings that point inside a statement can be suppressed at their own line too
    sql = "CREATE TABLE x (\n  a INT,\n  -- schemalint: ignore SL001\n  b FOO\n);"
    assert found(sql) == [("SL103", 1, 1)]


def test_suppressions_are_per_file():
    from schemalint.pipeline.lint import lint
    from schemalint.read.source import decode
    from tests.helpers import make_config

    sources = [decode(b"-- schemalint: ignore-file SL103\n", "a.sql"), decode(NO_PK.encode(), "b.sql")]
    result = lint([], make_config(ONLY), sources=sources)
    assert [(f.code, f.path) for f in result.findings] == [("SL004", "a.sql"), ("SL103", "b.sql")]


def test_per_file_ignores(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    config = ONLY + '\nper-file-ignores = { "legacy/*.sql" = ["SL103"], "*/V1__*.sql" = ["SL0"] }'
    assert lint_sql(NO_PK, config, path="legacy/old.sql") == []
    assert [f.code for f in lint_sql(NO_PK, config, path="current/new.sql")] == ["SL103"]
    bad = "CREATE TABLE x (a INT b INT, PRIMARY KEY (a));\n" + NO_PK
    assert [f.code for f in lint_sql(bad, config, path="db/V1__init.sql")] == ["SL103"]
    assert [f.code for f in lint_sql(bad, config, path="db/V2__more.sql")] == ["SL001", "SL103"]


def test_per_file_ignores_relative_to_the_config_file(tmp_path, monkeypatch):
    from schemalint.config import load_config
    from schemalint.pipeline.lint import lint
    from schemalint.read.source import decode

    (tmp_path / ".schemalint.toml").write_text(ONLY + '\nper-file-ignores = { "db/legacy/*" = ["SL103"] }\n')
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    cfg = load_config(tmp_path / ".schemalint.toml")
    path = str(tmp_path / "db" / "legacy" / "t.sql")
    assert lint([], cfg, sources=[decode(NO_PK.encode(), path)]).findings == []


def test_per_file_ignores_also_drop_sl004(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    sql = "-- schemalint: ignore SL103\nCREATE TABLE ok (id INT PRIMARY KEY);"
    assert [f.code for f in lint_sql(sql, ONLY, path="legacy/x.sql")] == ["SL004"]
    assert lint_sql(sql, ONLY + '\nper-file-ignores = { "legacy/*" = ["SL004"] }', path="legacy/x.sql") == []


def test_a_suppression_is_used_once_but_suppresses_every_matching_finding():
    sql = "-- schemalint: ignore-file SL002\nALTER TABLE a ADD x INT;\nALTER TABLE b ADD y INT;\n"
    result = lint_result(sql, ONLY)
    assert result.findings == []
    assert [s.used for s in result.loaded.suppressions] == [True]
