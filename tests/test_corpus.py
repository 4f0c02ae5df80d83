"""Real-world schemas: everything is read without an exception, and the CREATE TABLE
statements make it into the model.

Two sets:
- `fixtures/corpus/`: a few permissively licensed files kept in the repository (SOURCES.md
  there), tested always;
- the developers' corpus in `../shared/corpus/` beside the repository, when it exists
  (it holds files whose licences keep them out of the repository).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from schemalint.config import Config
from schemalint.pipeline.lint import lint, load
from tests.helpers import FIXTURES, REPO_ROOT

SHARED_CORPUS = REPO_ROOT.parent / "shared" / "corpus"
SYSTEM = ("SL001", "SL002", "SL003", "SL005", "SL006", "SL007", "SL008")

# file → (CREATE TABLE statements, of them modelled)
SHARED_EXPECTED = {
    "apollo__apolloconfigdb.sql": (19, 19),
    "apollo__apolloportaldb.sql": (20, 20),
    "benchbase__auctionmark-ddl-mysql.sql": (17, 17),
    "benchbase__seats-ddl-mysql.sql": (10, 10),
    "benchbase__tpcc-ddl-mysql.sql": (9, 9),
    "benchbase__tpcds-ddl-mysql.sql": (24, 24),
    "benchbase__tpch-ddl-mysql.sql": (8, 8),
    "employees__employees.sql": (6, 6),
    "employees__employees_partitioned.sql": (6, 6),
    "gh-ost__gbk-charset-create.sql": (1, 1),
    "gh-ost__generated-columns-create.sql": (1, 1),
    "gh-ost__trigger-advanced-features-create.sql": (3, 3),
    "nacos__mysql-schema.sql": (10, 10),
    "opencart__opencart.sql": (134, 134),
    "phpbb__mysql_41_schema.sql": (63, 63),
    "sakila__sakila-mv-schema.sql": (16, 16),
}
MIN_SHARE = 0.98


# -- fixtures/corpus (always) -------------------------------------------------------------------
FIXTURE_TABLES = {
    "benchbase__tpcc-ddl-mysql.sql": ["customer", "district", "history", "item", "new_order", "oorder",
                                      "order_line", "stock", "warehouse"],
    "nacos__mysql-schema.sql": ["config_info", "config_info_gray", "config_tags_relation", "group_capacity",
                                "his_config_info", "permissions", "roles", "tenant_capacity", "tenant_info",
                                "users"],
    "gh-ost__generated-columns-create.sql": ["gh_ost_test"],
}


def test_fixture_corpus_files_are_documented():
    files = sorted(p.name for p in (FIXTURES / "corpus").glob("*.sql"))
    assert files == sorted(FIXTURE_TABLES)
    sources = (FIXTURES / "corpus" / "SOURCES.md").read_text(encoding="utf-8")
    for name in files:
        assert f"`{name}`" in sources


@pytest.mark.parametrize("name", sorted(FIXTURE_TABLES))
def test_fixture_corpus_file_is_modelled(name, monkeypatch):
    monkeypatch.chdir(REPO_ROOT)
    path = f"fixtures/corpus/{name}"
    loaded = load([path], Config())
    tables = FIXTURE_TABLES[name]
    assert (loaded.create_tables, loaded.tables_modelled) == (len(tables), len(tables))
    assert sorted(t.name for t in loaded.model.tables()) == tables
    assert [f for f in loaded.system_findings if f.code in SYSTEM] == []


def test_tpcc_model_details(monkeypatch):
    monkeypatch.chdir(REPO_ROOT)
    model = load(["fixtures/corpus/benchbase__tpcc-ddl-mysql.sql"], Config()).model
    order_line = model.find_table("order_line")
    assert order_line.primary_key.columns == ["ol_w_id", "ol_d_id", "ol_o_id", "ol_number"]
    assert [(fk.columns, fk.ref_table) for fk in order_line.foreign_keys] == [
        (["ol_w_id", "ol_d_id", "ol_o_id"], "oorder"), (["ol_supply_w_id", "ol_i_id"], "stock")]
    # the first FK is served by the primary key; InnoDB creates an index for the second
    implicit = [i for i in order_line.indexes if i.implicit]
    assert [i.columns for i in implicit] == [["ol_supply_w_id", "ol_i_id"]]


def test_nacos_charset_and_comments(monkeypatch):
    monkeypatch.chdir(REPO_ROOT)
    model = load(["fixtures/corpus/nacos__mysql-schema.sql"], Config()).model
    config_info = model.find_table("config_info")
    # DEFAULT CHARSET=utf8 COLLATE=utf8_bin: utf8 is utf8mb3
    assert (config_info.options.charset, config_info.options.collation) == ("utf8mb3", "utf8mb3_bin")
    assert config_info.column("data_id").collation == "utf8mb3_bin"
    assert config_info.column("gmt_create").comment == "创建时间"
    assert config_info.column("content").data_type == "LONGTEXT"


def test_gh_ost_generated_column_and_event(monkeypatch):
    monkeypatch.chdir(REPO_ROOT)
    loaded_path = "fixtures/corpus/gh-ost__generated-columns-create.sql"
    loaded = load([loaded_path], Config())
    t = loaded.model.find_table("gh_ost_test")
    assert [c.name for c in t.columns if c.is_virtual] == ["sum_ab"]
    # DROP TABLE, CREATE TABLE, DROP EVENT, and the CREATE EVENT of the `delimiter ;;` block
    assert loaded.statements == 4
    from schemalint.read.source import read_source, split

    server = Config().server
    statements, _ = split(read_source(Path(loaded_path)), server.version_number, "mariadb" in server.version.lower())
    assert [(s.line, s.span.end_line) for s in statements] == [(1, 1), (2, 8), (10, 10), (12, 32)]


def test_fixture_corpus_lints_without_errors(monkeypatch):
    monkeypatch.chdir(REPO_ROOT)
    result = lint(["fixtures/corpus"], Config())
    assert result.loaded.files == 3
    assert [f for f in result.findings if f.code in SYSTEM] == []


# -- the shared developers' corpus (when present) -----------------------------------------------
shared = pytest.mark.skipif(not SHARED_CORPUS.is_dir(),
                            reason=f"no developers' corpus at {SHARED_CORPUS.name} beside the repository")


def _shared_files() -> list[Path]:
    return sorted(SHARED_CORPUS.glob("*.sql")) if SHARED_CORPUS.is_dir() else []


@shared
def test_shared_corpus_has_the_expected_files():
    assert sorted(p.name for p in _shared_files()) == sorted(SHARED_EXPECTED)


@shared
@pytest.mark.parametrize("path", _shared_files(), ids=lambda p: p.name)
def test_shared_corpus_file(path):
    result = lint([str(path)], Config())  # must not raise
    loaded = result.loaded
    assert (loaded.create_tables, loaded.tables_modelled) == SHARED_EXPECTED[path.name]
    assert [(f.code, f.span.line) for f in result.findings if f.code in SYSTEM] == []


@shared
def test_shared_corpus_share_modelled():
    created = modelled = 0
    for path in _shared_files():
        loaded = load([str(path)], Config())
        created += loaded.create_tables
        modelled += loaded.tables_modelled
    assert created >= 300
    assert modelled / created >= MIN_SHARE
