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
    assert doc["server"] == {"page_size": 16384, "buffer_pool_bytes": 16 * 1024**3, "source": "config"}
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
        "rows_at_next_depth": est.index("c").rows_at_next_depth,
    }


def test_json_without_rows_has_nulls(estimates):
    doc = json.loads(estimate_json.render(estimates))
    tablea = next(t for t in doc["tables"] if t["table"] == "tablea")
    assert tablea["rows"] is None and tablea["fit"] is None and tablea["size_bytes"] is None
    assert all(i["leaf_pages"] is None and i["depth"] is None and i["rows_at_next_depth"] > 0
               for i in tablea["indexes"])


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


def test_text_without_any_row_count(monkeypatch):
    estimates = estimate_model(model_of(SEED_SQL), make_config(""))
    text = _text(estimates, monkeypatch)
    assert "no table has a row count" in text
    assert "depth 3 at" in text and "depth 4 at" in text
