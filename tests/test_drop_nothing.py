"""mysqldump writes `DROP TABLE IF EXISTS `t`` before every CREATE TABLE: the replay reads
that statement from sqlglot's tokens (parse.drop_if_exists_target) and, when no such table
exists yet, goes on without parsing it — it drops nothing and the server refuses nothing in
it. Any other DROP (a comment, a bare or qualified name, more tables, TEMPORARY, an existing
table) is parsed, judged and replayed as before: the findings and the model are those of a
replay that parses every DROP."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import schemalint.read.parse as parse_module
from schemalint.config import Config
from schemalint.pipeline.lint import lint
from schemalint.read.source import decode

DUMP = """CREATE DATABASE shop;
USE shop;
DROP TABLE IF EXISTS `users`;
CREATE TABLE `users` (id int NOT NULL AUTO_INCREMENT, email varchar(255) NOT NULL, PRIMARY KEY (id));
DROP TABLE IF EXISTS `sessions`;
CREATE TABLE `sessions` (id char(36) NOT NULL, user_id int NOT NULL, PRIMARY KEY (id));
DROP TABLE IF EXISTS `orders`;
CREATE TABLE `orders` (id bigint NOT NULL AUTO_INCREMENT, amount float NOT NULL, PRIMARY KEY (id));
"""


def run(text: str):
    result = lint([], Config(), sources=[decode(text.encode("utf-8"), "dump.sql")])
    found = [(f.code, f.span.line if f.span else 0, f.span.column if f.span else 0, f.message, f.evidence)
             for f in result.findings]
    return found, sorted(t.qualified_name for t in result.model.tables()), result.loaded


def every_drop_parsed(monkeypatch):
    monkeypatch.setattr(parse_module, "drop_if_exists_target", lambda stmt: None)


def test_a_dumps_drop_before_its_create_table_is_not_parsed(monkeypatch):
    found, tables, loaded = run(DUMP)
    assert loaded.parsed_statements == 5  # CREATE DATABASE, USE, three CREATE TABLE; no DROP
    assert tables == ["shop.orders", "shop.sessions", "shop.users"]
    every_drop_parsed(monkeypatch)
    parsed_found, parsed_tables, parsed = run(DUMP)
    assert parsed.parsed_statements == 8 and (parsed_found, parsed_tables) == (found, tables)


def test_a_drop_of_an_existing_table_is_parsed_and_drops_it(monkeypatch):
    text = DUMP + "DROP TABLE IF EXISTS `sessions`;\n"
    found, tables, loaded = run(text)
    assert tables == ["shop.orders", "shop.users"] and loaded.parsed_statements == 6
    every_drop_parsed(monkeypatch)
    assert run(text)[:2] == (found, tables)


def test_tenants_repeating_a_drop_read_its_text_once(monkeypatch):
    """Schema per tenant: the same `DROP TABLE IF EXISTS `t`` in every schema is read from tokens
    once, and still drops the table where a tenant has it."""
    tenants = "".join(f"CREATE DATABASE c{i};\nUSE c{i};\n" + DUMP.split("USE shop;\n", 1)[1] for i in range(3))
    text = tenants + "DROP TABLE IF EXISTS `sessions`;\n"  # in c2, where the table exists
    reads = []
    real = parse_module.drop_if_exists_target
    monkeypatch.setattr(parse_module, "drop_if_exists_target", lambda stmt: reads.append(stmt.text) or real(stmt))
    found, tables, _ = run(text)
    assert sorted(reads) == ["DROP TABLE IF EXISTS `orders`", "DROP TABLE IF EXISTS `sessions`",
                             "DROP TABLE IF EXISTS `users`"]
    assert "c2.sessions" not in tables and "c1.sessions" in tables and len(tables) == 8
    every_drop_parsed(monkeypatch)
    assert run(text)[:2] == (found, tables)


DROPS = st.sampled_from([
    "DROP TABLE IF EXISTS `t`", "DROP TABLE IF EXISTS `u`", "drop table if exists `t`", "DROP TABLE `t`",
    "DROP TABLE `zz`", "DROP TABLE IF EXISTS t", "DROP TABLE IF EXISTS `a``b`", "DROP TABLE IF EXISTS `shop`.`t`",
    "DROP TABLE IF EXISTS `other`.`t`", "DROP TABLE IF EXISTS `t`, `u`", "DROP TABLE IF EXISTS `t` /* why */",
    "DROP TABLE IF EXISTS `t` -- why\n", "DROP TEMPORARY TABLE IF EXISTS `t`", "DROP TABLE IF EXISTS `t` CASCADE",
    "DROP TABLE IF EXISTS select", "DROP TABLE IF EXISTS `select`", "DROP TABLE IF EXISTS\xa0`t`",
    "DROP TABLE IF EXISTS `t`\xa0", "DROP TABLE IF EXISTS /*!40000 `t` */", "DROP TABLE IF EXISTS `T`",
    "DROP TABLE IF EXISTS `t` RESTRICT", "DROP TABLE IF EXISTS ``", "DROP TABLE IF EXISTS `t`.",
])
STEPS = st.lists(st.one_of(DROPS, st.sampled_from([
    "CREATE TABLE `t` (id int PRIMARY KEY, u_id int, KEY (u_id))", "CREATE TABLE `u` (id int PRIMARY KEY)",
    "CREATE TABLE `c` (id int PRIMARY KEY, t_id int, FOREIGN KEY (t_id) REFERENCES `t` (id))",
    "USE other", "CREATE DATABASE other", "SET foreign_key_checks = 0"])), min_size=1, max_size=8)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=STEPS)
def test_any_drop_gives_the_findings_and_model_of_a_parsed_drop(monkeypatch, steps):
    text = "CREATE DATABASE shop;\nUSE shop;\n" + "".join(f"{s};\n" for s in steps)
    with monkeypatch.context() as patched:
        every_drop_parsed(patched)
        parsed = run(text)[:2]
    assert run(text)[:2] == parsed


def test_the_shortcut_reads_only_the_plain_form():
    from schemalint.read.source import split

    texts = {"DROP TABLE IF EXISTS `t`": "t", "DROP TABLE IF EXISTS `a``b`": "a`b", "DROP TABLE IF EXISTS `t` /* c */": None,
             "DROP TABLE IF EXISTS `db`.`t`": None, "DROP TABLE IF EXISTS t": None, "DROP TABLE `t`": None,
             "DROP TABLE IF EXISTS `t`, `u`": None, "DROP TEMPORARY TABLE IF EXISTS `t`": None}
    for text, name in texts.items():
        statements, _ = split(decode(f"{text};\n".encode(), "f.sql"), 80036, False)
        target = parse_module.drop_if_exists_target(statements[0])
        assert (target.name if target is not None else None) == name, text
        if target is not None:
            assert target == parse_module.parse_statement(statements[0]).args["tables"][0]
