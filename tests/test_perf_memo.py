"""The memos and lookups that make the estimator and the rules cheap per table give the answers
of the plain functions they stand for: insert orders (estimate/memo.py), column sizes, the
estimate's structures and name lookups, and SL020's per-table index facts."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from schemalint.replay import insert_order
from schemalint.checks import registry
from schemalint.config import TableHints
from schemalint.estimate import estimate_model, estimate_table, memo
from schemalint.estimate import columns as columns_module
from schemalint.estimate import estimator as estimator_module
from schemalint.estimate.columns import _column_size, column_size
from schemalint.estimate.results import ModelEstimate
from tests.helpers import FIXTURES, make_config, model_of

# registry() imports the rule modules only while it holds none: load them all before this
# module imports one of them directly
registry()
from schemalint.checks.sl020_redundant_index import TableIndexes, find_cover  # noqa: E402

# Columns and keys the insert-order heuristics tell apart: names, widths, defaults,
# generated expressions, comments, ON UPDATE, charsets; a duplicate column name; prefixes.
TRICKY = """
CREATE TABLE tricky (
  id CHAR(36) NOT NULL,
  tenant_uuid BINARY(16) NOT NULL,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  updated_at TIMESTAMP NULL ON UPDATE CURRENT_TIMESTAMP,
  log_time INT UNSIGNED NOT NULL,
  response_time INT NOT NULL,
  email_hash CHAR(64) CHARACTER SET ascii NOT NULL,
  hash_type VARCHAR(40) NOT NULL,
  api_key VARCHAR(64) NOT NULL,
  session_id VARCHAR(36) NOT NULL,
  ulid CHAR(26) NOT NULL,
  order_ref VARBINARY(16) NOT NULL DEFAULT (UUID_TO_BIN(UUID(), 1)),
  blob_id VARBINARY(64) NOT NULL DEFAULT (RANDOM_BYTES(64)),
  digest BINARY(32) AS (UNHEX(SHA2(email_hash, 256))) STORED,
  crc INT AS (CRC32(email_hash)) VIRTUAL,
  note VARCHAR(200) COMMENT 'time-ordered ids',
  body TEXT,
  PRIMARY KEY (id),
  UNIQUE KEY uk_tenant (tenant_uuid, created_at),
  UNIQUE KEY uk_hash (email_hash),
  KEY idx_created (created_at),
  KEY idx_log (log_time),
  KEY idx_api (api_key(20)),
  KEY idx_func ((lower(note))),
  KEY idx_missing (no_such_column),
  KEY idx_body (body(100))
) DEFAULT CHARSET=utf8mb4;
CREATE TABLE tricky_copy LIKE tricky;
CREATE TABLE no_pk (a INT NOT NULL, session_token VARCHAR(64), KEY idx_token (session_token));
"""

HINTS = [
    None,
    TableHints(),
    TableHints(random_columns=["note", "log_time"], insert_order={"idx_created": "random", "primary": "sequential"}),
]


def _models():
    yield model_of(TRICKY)
    for path in [FIXTURES / "example.sql", FIXTURES / "seed_tables.sql", FIXTURES / "mission" / "shop.sql",
                 *sorted((FIXTURES / "corpus").glob("*.sql"))]:
        yield model_of(Path(path).read_text(encoding="utf-8"))


def test_memoised_insert_orders_are_insert_orders():
    for model in _models():
        for table in model.tables():
            for hints in HINTS:
                for col in table.columns:
                    assert memo.column_order(col, table, hints) == insert_order.column_order(col, table, hints)
                    assert memo.column_order(col, table, hints) == insert_order.column_order(col, table, hints)
                by_name = {}
                for col in table.columns:
                    by_name.setdefault(col.name.lower(), col)
                for index in table.indexes:
                    want = insert_order.index_order(table, index, hints)
                    assert memo.index_order(table, index, hints) == want
                    assert memo.index_order(table, index, hints, by_name) == want


def test_memoised_column_sizes_are_column_sizes():
    for model in _models():
        for table in model.tables():
            for col in table.columns:
                for args in [(None, False, "DYNAMIC"), (None, True, "DYNAMIC"), (37.0, False, "COMPACT"),
                             (None, False, "REDUNDANT"), (5, True, "COMPRESSED")]:
                    assert column_size(col, *args) == _column_size(col, *args)
                    assert column_size(col, *args) == _column_size(col, *args)


def _forget_memos():
    for module in (memo, columns_module, estimator_module):
        for name, value in vars(module).items():
            if name.startswith("_") and name.isupper() and isinstance(value, dict):
                value.clear()


@pytest.mark.parametrize("config_toml", [
    "",
    '[server]\nbuffer-pool = "64M"\n[tables.tricky]\nrows = "40M"\ngrowth-per-day = 100000\n'
    '[tables.tricky_copy]\nrows = 1000\navg-lengths = { note = 20 }\n'
    '[tables.no_pk]\nrows = "2bn"\nrandom-columns = ["a"]\n',
])
def test_estimates_do_not_depend_on_what_the_memos_hold(config_toml):
    config = make_config(config_toml)
    model = model_of(TRICKY)
    _forget_memos()
    cold = estimate_model(model, config)
    warm = estimate_model(model, config)
    assert cold == warm
    for a, b in zip(cold.tables, warm.tables):
        assert a.rows_when_not_fitting == b.rows_when_not_fitting
    # one table alone, with and without a structure cache shared with its copy
    table = model.find_table("tricky")
    hints = config.hints_for(table.qualified_name)
    cache: dict = {}
    alone = estimate_table(table, hints.rows, config.server, hints)
    assert estimate_table(table, hints.rows, config.server, hints, cache) == alone
    assert estimate_table(table, hints.rows, config.server, hints, cache) == alone  # from the cache
    assert alone.indexes[0] is not estimate_table(table, hints.rows, config.server, hints, cache).indexes[0]


def test_memos_that_fill_up_empty_and_answer_the_same(monkeypatch):
    config = make_config('[tables.tricky]\nrows = "40M"\n')
    model = model_of(TRICKY + "CREATE TABLE other (id INT PRIMARY KEY, v VARCHAR(10), KEY k (v));")
    _forget_memos()
    roomy = estimate_model(model, config)
    monkeypatch.setattr(memo, "MEMO_MAX", 2)
    monkeypatch.setattr(columns_module, "_SIZES_MAX", 2)
    monkeypatch.setattr(estimator_module, "_TREES_MAX", 1)
    _forget_memos()
    assert estimate_model(model, config) == roomy
    assert estimate_model(model, config) == roomy
    assert len(estimator_module._TREES) <= 1 and len(columns_module._SIZES) <= 2


def _by_scan(est: ModelEstimate, name: str):
    """ModelEstimate.table as a scan of the list: the meaning the index keeps."""
    low = name.lower()
    for t in est.tables:
        if t.table.lower() == low:
            return t
    bare = [t for t in est.tables if t.table.lower().rsplit(".", 1)[-1] == low]
    return bare[0] if len(bare) == 1 else None


def test_model_estimate_lookup_by_name():
    model = model_of("""
        CREATE TABLE loose (id INT PRIMARY KEY);
        CREATE DATABASE a; USE a;
        CREATE TABLE t (id INT PRIMARY KEY); CREATE TABLE only_a (id INT PRIMARY KEY);
        CREATE DATABASE b; USE b;
        CREATE TABLE t (id INT PRIMARY KEY); CREATE TABLE Loose (id INT PRIMARY KEY);
    """)
    est = estimate_model(model, make_config())
    names = ["a.t", "B.T", "t", "only_a", "ONLY_A", "a.only_a", "loose", "b.loose", "nope", "a.nope", ""]
    for name in names:
        assert est.table(name) is _by_scan(est, name), name
    assert est.table_named("a.T") is _by_scan(est, "a.t")
    assert est.table_named("only_a") is None  # qualified names only
    twin = dataclasses.replace(est.tables[1])  # two of one name: table() the first, table_named() the last
    est.tables.append(twin)
    assert est.table(twin.table) is est.tables[1] and est.table_named(twin.table) is twin
    est.tables.pop()
    # the index follows the list: replaced, appended to, or trimmed
    est.tables = est.tables[:2]
    for name in names:
        assert est.table(name) is _by_scan(est, name), name
    est.tables.append(dataclasses.replace(est.tables[0], table="c.only_a"))
    assert est.table("only_a") is _by_scan(est, "only_a") is not None
    est.tables.append(dataclasses.replace(est.tables[0], table="d.only_a"))
    assert est.table("only_a") is None  # now ambiguous
    trimmed = dataclasses.replace(est, tables=[t for t in est.tables if t.table != "d.only_a"])
    assert trimmed.table("only_a") is _by_scan(trimmed, "only_a") is not None


def _find_cover_by_scan(table, index):
    """find_cover as it was written before TableIndexes: every list built again per call."""
    from schemalint.checks.sl020_redundant_index import _btree, _rank, _sig, covers
    from schemalint.model import FULLTEXT, SPATIAL, UNIQUE

    declared = [i for i in table.indexes if not i.implicit]
    if index.is_primary or index.implicit:
        return None
    position = declared.index(index) if index in declared else len(declared)
    if index.kind in (FULLTEXT, SPATIAL):
        columns = sorted(p.column.lower() for p in index.parts)
        same = [o for o in declared[:position]
                if o.kind == index.kind and sorted(p.column.lower() for p in o.parts) == columns]
        return (same[0], "duplicate") if same else None
    if not _btree(table, index):
        return None
    exact = [o for o in declared if o is not index and _btree(table, o) and _sig(o) == _sig(index)]
    for other in sorted(exact, key=lambda o: (_rank(o), declared.index(o))):
        if _rank(other) < _rank(index) or (_rank(other) == _rank(index) and declared.index(other) < position):
            return other, "duplicate"
    if index.kind == UNIQUE:
        return None
    longer = [o for o in declared if o is not index and _btree(table, o) and _sig(o) != _sig(index) and covers(o, index)]
    if longer:
        return min(longer, key=lambda o: (len(o.parts), _rank(o), declared.index(o))), "prefix"
    return None


def test_find_cover_with_the_tables_index_facts():
    model = model_of("""
        CREATE TABLE r (
          id INT NOT NULL, a INT, b INT, c VARCHAR(100), d TEXT,
          PRIMARY KEY (id), KEY k_a (a), KEY k_ab (a, b), UNIQUE KEY u_a (a), KEY k_a2 (a),
          KEY k_c (c(10)), KEY k_c20 (c(20)), FULLTEXT KEY f1 (d), FULLTEXT KEY f2 (d),
          KEY k_desc (a DESC), KEY k_id_a (id, a), UNIQUE KEY u_ab (a, b)
        );
        CREATE TABLE m (a INT, b INT, KEY k1 (a), KEY k2 (a, b) USING HASH, KEY k3 (a)) ENGINE=MEMORY;
    """)
    r = model.find_table("r")
    # an index object equal to an earlier one (same name, parts, span): positions by equality
    r.indexes.insert(3, dataclasses.replace(r.index("k_a")))
    r.indexes.append(dataclasses.replace(r.index("u_a")))
    for table in [*model.tables(), *_models_tables()]:
        facts = TableIndexes(table)
        for index in table.indexes:
            want = _find_cover_by_scan(table, index)
            assert find_cover(table, index, facts) == want
            assert find_cover(table, index) == want
            if want is not None:
                assert find_cover(table, index, facts)[0] is want[0]


def _models_tables():
    for model in _models():
        yield from model.tables()


def test_a_column_shape_sized_as_an_identifier_in_one_table_only():
    """`id VARCHAR(191)` is a random per-login id in a sessions table (sized at its full width)
    and an ordinary string in another: the size memo must not hand one table's answer to the
    other (it did, so Kanboard's SL102 cliff moved with whichever table a process sized first)."""
    sessions = "CREATE TABLE sessions (id VARCHAR(191) NOT NULL, data TEXT, expire_at INT, PRIMARY KEY (id));"
    pages = "CREATE TABLE pages (id VARCHAR(191) NOT NULL, body TEXT, PRIMARY KEY (id));"
    config = make_config("")

    def bytes_per_row(first: str, second: str) -> dict[str, float]:
        _forget_memos()
        est = estimate_model(model_of(first + "\n" + second), config)
        return {t.table: t.bytes_per_row for t in est.tables}

    alone = {}
    for ddl in (sessions, pages):
        _forget_memos()
        alone.update({t.table: t.bytes_per_row for t in estimate_model(model_of(ddl), config).tables})
    assert alone["sessions"] > alone["pages"]  # the session id at its full width, the page id at half
    assert bytes_per_row(sessions, pages) == alone
    assert bytes_per_row(pages, sessions) == alone
