"""Identical schemas (schema per tenant): each CREATE TABLE text is parsed once, the copies
share its definition until a statement changes one, and a rule that looks no further than a
schema reports once per set of identical schemas, naming the others."""

from __future__ import annotations

import dataclasses

from schemalint.config import Config
from schemalint.replay.identical_schemas import Reducer, definition_key

from tests.helpers import each_rule, lint_result, lint_sql

TABLE = """CREATE TABLE sessions (
  id int NOT NULL AUTO_INCREMENT,
  token char(36) NOT NULL,
  PRIMARY KEY (id),
  UNIQUE KEY uk_token (token)
) ENGINE=InnoDB;
"""


def tenants(n: int, extra: dict[int, str] | None = None) -> str:
    """`n` schemas t1…tn, each created by the same CREATE TABLE text (9 lines per schema)."""
    out = []
    for i in range(1, n + 1):
        out.append(f"CREATE DATABASE t{i};\nUSE t{i};\n{TABLE}")
        out.append((extra or {}).get(i, "\n"))
    return "".join(out)


def test_a_repeated_create_table_is_parsed_once_and_modelled_in_every_schema():
    result = lint_result(tenants(3))
    loaded = result.loaded
    assert loaded.create_tables == 3 and loaded.tables_modelled == 3
    # 3 × (CREATE DATABASE, USE) + one CREATE TABLE
    assert loaded.parsed_statements == 7
    tables = [result.model.find_table("sessions", f"t{i}") for i in (1, 2, 3)]
    assert [t.qualified_name for t in tables] == ["t1.sessions", "t2.sessions", "t3.sessions"]
    assert [t.span.line for t in tables] == [3, 12, 21]  # each at its own statement
    assert tables[1].columns is tables[0].columns  # one definition in memory
    assert definition_key(tables[0]) == definition_key(tables[2])


def test_a_finding_of_identical_schemas_is_reported_once_naming_the_others():
    findings = lint_sql(tenants(3))
    sl101 = [f for f in findings if f.code == "SL101"]
    assert len(sl101) == 1
    f = sl101[0]
    assert (f.span.line, f.table) == (7, "t1.sessions")
    assert f.message.endswith("(The same in 2 identical schemas: t2, t3.)")
    assert f.evidence["identical_schemas"] == 2
    assert f.evidence["identical_schema_names"] == ["t2", "t3"]


def test_a_changed_copy_leaves_the_set_and_the_others_keep_their_definition():
    alter = "ALTER TABLE sessions MODIFY token BINARY(16) NOT NULL;\n"
    result = lint_result(tenants(3, {2: alter}))
    model = result.model
    assert model.find_table("sessions", "t2").column("token").data_type == "BINARY"
    assert model.find_table("sessions", "t1").column("token").data_type == "CHAR"
    assert model.find_table("sessions", "t3").column("token").data_type == "CHAR"
    # t1 and t3 are still identical; t2's BINARY(16) token is its own finding
    sl101 = [(f.table, f.evidence.get("identical_schema_names")) for f in result.findings if f.code == "SL101"]
    assert sl101 == [("t1.sessions", ["t3"]), ("t2.sessions", None)]


def test_a_table_created_after_a_change_to_the_first_copy_still_gets_the_original_definition():
    # the first copy is altered before the text appears again: the template is not the live table
    sql = ("CREATE DATABASE a;\nUSE a;\n" + TABLE + "ALTER TABLE sessions DROP INDEX uk_token;\n"
           "CREATE DATABASE b;\nUSE b;\n" + TABLE)
    model = lint_result(sql).model
    assert [i.name for i in model.find_table("sessions", "a").indexes] == ["PRIMARY"]
    assert [i.name for i in model.find_table("sessions", "b").indexes] == ["PRIMARY", "uk_token"]


def test_numbers_rules_group_only_tables_with_the_same_numbers_ddl_rules_group_anyway():
    config = '[tables."t2.sessions"]\nrows = "300M"\n'
    findings = lint_sql(tenants(3), config)
    sl101 = sorted((f.table, f.evidence.get("identical_schemas")) for f in findings if f.code == "SL101")
    assert sl101 == [("t1.sessions", 1), ("t2.sessions", None)]
    # (the hot set and the depth of the random key itself are folded into its SL101: one cause)
    sizing = sorted((f.code, f.table) for f in each_rule(findings) if f.code in ("SL201", "SL202"))
    assert sizing == [("SL201", "t2.sessions"), ("SL202", "t2.sessions"), ("SL202", "t2.sessions")]


def test_ddl_rules_group_schemas_whose_row_counts_differ():
    config = '[tables."t2.sessions"]\nrows = "300M"\n'
    findings = lint_sql(tenants(3).replace("id int NOT NULL", "id int(5) NOT NULL"), config)
    sl029 = [f for f in findings if f.code == "SL029"]  # display width: DDL only
    assert [(f.table, f.evidence["identical_schemas"]) for f in sl029] == [("t1.sessions", 2)]


def test_schemas_linked_by_a_foreign_key_are_never_grouped():
    sql = tenants(2) + ("CREATE DATABASE shared;\nUSE shared;\nCREATE TABLE plans (id int PRIMARY KEY);\n"
                        "USE t1;\nALTER TABLE sessions ADD COLUMN plan_id int, "
                        "ADD FOREIGN KEY (plan_id) REFERENCES shared.plans (id);\n"
                        "USE t2;\nALTER TABLE sessions ADD COLUMN plan_id int, "
                        "ADD FOREIGN KEY (plan_id) REFERENCES shared.plans (id);\n")
    result = lint_result(sql)
    reduced = Reducer(result.model, Config()).reduce(with_numbers=False)
    assert reduced.sets == {}
    assert sorted(f.table for f in result.findings if f.code == "SL101") == ["t1.sessions", "t2.sessions"]


def test_different_schema_charsets_are_different_definitions():
    sql = tenants(2).replace("CREATE DATABASE t2;", "CREATE DATABASE t2 CHARACTER SET latin1;")
    result = lint_result(sql)
    t1, t2 = (result.model.find_table("sessions", s) for s in ("t1", "t2"))
    assert t2.column("token").charset == "latin1" and t1.column("token").charset != "latin1"
    assert t1.columns is not t2.columns
    assert result.loaded.parsed_statements == 6  # the text was parsed in each schema


def test_share_parts_lets_identical_live_tables_share_one_definition_and_keep_their_counters():
    from schemalint.replay.identical_schemas import share_parts

    model = lint_result(tenants(3)).model
    for table in model.tables():  # as a live model: no spans, own parts, own counters
        table.span = None
        table.columns = [dataclasses.replace(c, span=None) for c in table.columns]
        table.indexes = [dataclasses.replace(i, span=None) for i in table.indexes]
        table.options = dataclasses.replace(table.options)
    model.find_table("sessions", "t3").options.auto_increment = 99
    model.find_table("sessions", "t2").columns[1].length = 40
    share_parts(model)
    t1, t2, t3 = (model.find_table("sessions", f"t{i}") for i in (1, 2, 3))
    assert t3.columns is t1.columns and t3.indexes is t1.indexes
    assert t2.columns is not t1.columns
    assert (t1.options.auto_increment, t3.options.auto_increment) == (None, 99)
    reduced = Reducer(model, Config()).reduce(with_numbers=False)
    assert [s.name for s in reduced.sets["t1"].schemas] == ["t1", "t3"]
    # the counter differs: the rules that read it see every schema
    assert Reducer(model, Config()).reduce(with_numbers=True).sets == {}


def test_identical_tables_share_index_estimates_and_estimate_the_same(monkeypatch):
    import schemalint.estimate as estimate_package
    from schemalint.estimate import estimate_model
    from tests.helpers import make_config

    config = make_config('[tables."t2.sessions"]\nrows = "300M"\n[tables."t3.sessions"]\nrows = "300M"\n')
    model = lint_result(tenants(4)).model
    shared = estimate_model(model, config)
    monkeypatch.setattr(estimate_package, "_sharing_key", lambda table, hints: None)
    alone = estimate_model(model, config)

    def view(est):
        return [(t.table, t.span, t.fit, t.pool_share_bytes, t.rows_when_not_fitting,
                 [dataclasses.asdict(i) for i in t.indexes]) for t in est.tables]

    assert view(shared) == view(alone)
    by_name = {t.table: t for t in shared.tables}
    assert by_name["t3.sessions"].indexes is by_name["t2.sessions"].indexes  # same rows: one list
    assert by_name["t4.sessions"].indexes is by_name["t1.sessions"].indexes
    assert by_name["t1.sessions"].indexes is not by_name["t2.sessions"].indexes
    assert by_name["t4.sessions"].span.line == 30


def test_only_schemas_whose_table_names_match_another_are_keyed():
    sql = tenants(3) + "CREATE DATABASE other;\nUSE other;\nCREATE TABLE plans (id int PRIMARY KEY);\n"
    sql += "USE t3;\nCREATE TABLE extra (id int PRIMARY KEY);\n"  # t3 now holds sessions and extra
    result = lint_result(sql)
    reducer = Reducer(result.model, Config())
    reduced = reducer.reduce(with_numbers=False)
    assert {name: [s.name for s in group.schemas] for name, group in reduced.sets.items()} == {"t1": ["t1", "t2"]}
    keyed = {id(t) for t in result.model.tables() if id(t) in reducer._definition}
    assert keyed == {id(result.model.find_table("sessions", s)) for s in ("t1", "t2")}
