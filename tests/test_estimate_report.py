"""The estimate reporters: JSON against its schema, text at 80 columns without colour."""

from __future__ import annotations

import io
import json
from pathlib import Path

import jsonschema
import pytest

from schemalint.estimate import estimate_model
from schemalint.report import estimate_json, estimate_text
from tests.helpers import FIXTURES, make_config, model_of

SCHEMA = json.loads((Path(__file__).resolve().parents[1] / "schemalint" / "schemas" / "estimate.schema.json")
                    .read_text())
SEED_SQL = (FIXTURES / "seed_tables.sql").read_text()
CONFIG = """
[server]
buffer-pool = "16G"
[tables.tableb]
rows = "500M"
growth-per-day = "2M"
[tables.beacon_day]
rows = "44M"
insert-order = { primary = "sequential" }
"""


@pytest.fixture(scope="module")
def estimates():
    return estimate_model(model_of(SEED_SQL), make_config(CONFIG))


def test_json_matches_the_schema(estimates):
    doc = json.loads(estimate_json.render(estimates))
    jsonschema.validate(doc, SCHEMA)
    assert doc["version"] == 1
    server = dict(doc["server"])
    assert server.pop("cliff_pool")["lru_scan_depth"] == {"value": 1024, "source": "default for MySQL 8.0"}
    assert server == {"page_size": 16384, "buffer_pool_bytes": 16 * 1024**3, "source": "config"}
    tables = {t["table"]: t for t in doc["tables"]}
    assert set(tables) == {"tablea", "tableb", "tableb_ts", "beacon_day", "row_test"}


def test_json_numbers_come_from_the_estimate(estimates):
    doc = json.loads(estimate_json.render(estimates))
    tableb = next(t for t in doc["tables"] if t["table"] == "tableb")
    est = estimates.table("tableb")
    assert tableb["rows"] == 500_000_000 and tableb["rows_source"] == "config"
    assert tableb["fit"] == "does-not-fit" == est.fit
    assert tableb["size_bytes"] == est.size_bytes and tableb["hot_bytes"] == est.hot_bytes
    assert tableb["rows_when_not_fitting"] == est.rows_when_not_fitting
    c = next(i for i in tableb["indexes"] if i["name"] == "c")
    assert c == {
        "name": "c", "primary": False, "unique": True, "columns": ["c"], "insert_order": "random",
        "record_bytes": 523.0, "records_per_leaf": est.index("c").records_per_leaf,
        "fanout": est.index("c").fanout, "leaf_pages": est.index("c").leaf_pages,
        "internal_pages": est.index("c").internal_pages, "depth": est.index("c").depth,
        "size_bytes": est.index("c").size_bytes, "hot_bytes": est.index("c").hot_bytes,
        "rows_at_next_depth": est.index("c").rows_at_next_depth, "size_source": "estimate",
        "reads_per_insert": round(est.index_reads_per_insert(est.index("c")), 3),
        "cliff_rows": est.index_cliff_rows(est.index("c")),
    }
    # at 500 M rows the random 512-byte index is ~4× the 16 GB pool, and so is its first internal
    # level's share: more than one read per insert (the leaf, often the page above it)
    assert 1.0 < c["reads_per_insert"] == tableb["reads_per_insert"] < 2.0
    assert 19_000_000 < c["cliff_rows"]["0.1"] < 22_000_000 < 35_000_000 < c["cliff_rows"]["0.5"] < 40_000_000
    primary = next(i for i in tableb["indexes"] if i["name"] == "PRIMARY")
    assert primary["reads_per_insert"] == 0.0 and primary["cliff_rows"] == {"0.1": None, "0.5": None}


def test_json_without_rows_has_nulls(estimates):
    doc = json.loads(estimate_json.render(estimates))
    tablea = next(t for t in doc["tables"] if t["table"] == "tablea")
    assert tablea["rows"] is None and tablea["fit"] is None and tablea["size_bytes"] is None
    assert all(i["leaf_pages"] is None and i["depth"] is None and i["rows_at_next_depth"] > 0
               for i in tablea["indexes"])
    # the cliff needs no row count; an append-only table has none
    assert tablea["reads_per_insert"] is None and tablea["cliff_rows"] == {"0.1": None, "0.5": None}


def test_schema_rejects_a_broken_document(estimates):
    doc = json.loads(estimate_json.render(estimates))
    doc["tables"][0]["fit"] = "maybe"
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(doc, SCHEMA)


def _text(estimates, monkeypatch) -> str:
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("COLUMNS", "80")
    out = io.StringIO()
    estimate_text.render(estimates, out)
    return out.getvalue()


def test_text_fits_80_columns_without_colour(estimates, monkeypatch):
    text = _text(estimates, monkeypatch)
    assert "\x1b[" not in text
    assert max(len(line) for line in text.splitlines()) <= 80
    for name in ("tablea", "tableb", "tableb_ts", "beacon_day", "row_test"):
        assert any(line.startswith(name + " ·") for line in text.splitlines()), name


def test_text_gives_a_clear_verdict(estimates, monkeypatch):
    text = _text(estimates, monkeypatch)
    est = estimates.table("tableb")
    assert "tableb · 500 M rows (config) · DYNAMIC" in text
    assert "does-not-fit: its hot set (375 GiB of 647 GiB) is larger than the 16 GiB" in text
    assert "Buffer pool 16 GiB (config)" in text
    assert est.fit == "does-not-fit"
    # an index row: name, order, record bytes, leaves, depth, size, hot, next depth
    row = next(line for line in text.splitlines() if line.startswith("c "))
    assert row.split()[:4] == ["c", "random", "523", "23.4"]
    assert "hot-set-fits" in text  # beacon_day: 12 RANGE partitions, only 2 take inserts
    # the buffer-pool model's line, under the verdict
    flat = " ".join(text.split())
    assert ("cliff: reads per insert reach 0.1 at ≈ 21.5 M rows, 0.5 at ≈ 39.3 M rows (c); now 1.60 page "
            "reads per insert at 500 M rows") in flat
    assert flat.count("cliff: none, its inserts only append") == 4  # tablea, tableb_ts, beacon_day, row_test


def test_text_without_any_row_count(monkeypatch):
    estimates = estimate_model(model_of(SEED_SQL), make_config(""))
    text = _text(estimates, monkeypatch)
    assert "no table has a row count" in text
    assert "depth 3 at" in text and "depth 4 at" in text


# -- the command ----------------------------------------------------------------------------------


def test_cli_estimate_done_line():
    from tests.helpers import run_cli

    code, out, err = run_cli("estimate", str(FIXTURES / "seed_tables.sql"), "--rows", "tableb=500M",
                             "--buffer-pool", "16G", env={"COLUMNS": "80"})
    assert code == 0, err
    assert "tableb · 500 M rows (cli) · DYNAMIC" in out
    assert "does-not-fit: its hot set (375 GiB of 647 GiB)" in out
    assert "Buffer pool 16 GiB (cli)" in out
    assert max(len(line) for line in out.splitlines()) <= 80


def test_cli_estimate_json_and_options():
    from tests.helpers import run_cli

    code, out, err = run_cli("estimate", "--format", "json", "--rows", "tableb=1M", "--rows", "nosuch=5",
                             "--page-size", "8K", str(FIXTURES / "seed_tables.sql"))
    assert code == 0, err
    doc = json.loads(out)
    jsonschema.validate(doc, SCHEMA)
    assert doc["server"]["page_size"] == 8192 and doc["server"]["source"] == "cli"
    assert "--rows names no table of the input: nosuch" in err
    code, _, err = run_cli("estimate", "--format", "xml", str(FIXTURES / "seed_tables.sql"))
    assert code == 2 and "choose text or json" in err
