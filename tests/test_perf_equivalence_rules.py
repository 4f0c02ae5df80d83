"""limits.ClusteredRecord sizes a table's clustered record once for SL011's two InnoDB checks;
its counts must be those of the plain column-by-column walk it replaced (kept here as the
reference), for every row format, both servers and several page sizes."""

from __future__ import annotations

import dataclasses
import math
from pathlib import Path

import pytest

from schemalint.judge import limits
from schemalint.estimate.columns import column_size
from schemalint.estimate.records import ROW_FORMATS
from tests.helpers import FIXTURES, model_of

WIDE = """
CREATE TABLE wide (
  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
  code VARCHAR(300) CHARACTER SET utf8mb4 NOT NULL,
  short_code VARCHAR(40) CHARACTER SET latin1 NULL,
  c255 VARCHAR(255) CHARACTER SET latin1,
  c256 VARBINARY(256),
  fixed CHAR(80) CHARACTER SET utf8mb4,
  bin BINARY(16) NOT NULL,
  body TEXT, doc JSON, pic MEDIUMBLOB, tiny TINYTEXT, geo POINT,
  amount DECIMAL(30,4), ts TIMESTAMP(6) NULL, flags SET('a','b','c'), kind ENUM('x','y'),
  v INT AS (id + 1) VIRTUAL, s INT AS (id + 2) STORED,
  PRIMARY KEY (code(100), id)
) DEFAULT CHARSET=utf8mb4;
CREATE TABLE no_pk (a VARCHAR(5000), b TEXT, u INT NOT NULL, UNIQUE KEY (u));
CREATE TABLE hidden (a VARCHAR(5000), b LONGBLOB, c VARCHAR(100) NULL);
CREATE TABLE prefix_pk (t TEXT NOT NULL, n INT, PRIMARY KEY (t(200)), KEY ((n + 1)));
"""


def _reference_record(table, page_size, variable):
    """The record as limits counted it before ClusteredRecord: the field list, then each field."""
    row_format = limits.row_format_of(table)
    clustered = table.clustered_index().index
    fields, in_full = [], set()
    if clustered is None:
        fields.append(("DB_ROW_ID", None, limits.DB_ROW_ID_BYTES))
    else:
        for part in clustered.parts:
            col = table.column(part.column) if not part.expression else None
            if col is None:
                continue
            kp = limits.key_part(table, part)
            fields.append((col.name, col, kp.bytes if part.prefix else None))
            if not part.prefix:
                in_full.add(col.name.lower())
    fields += [("DB_TRX_ID", None, limits.DB_TRX_ID_BYTES), ("DB_ROLL_PTR", None, limits.DB_ROLL_PTR_BYTES)]
    fields += [(c.name, c, None) for c in table.columns if not c.is_virtual and c.name.lower() not in in_full]
    counted = []
    for name, col, fixed in fields:
        if col is None or fixed is not None:
            ext = 0 if col is None else (1 if fixed < 256 else 2)
            counted.append((name, fixed + (ext if row_format != "REDUNDANT" else 0)))
            continue
        cs = column_size(col, row_format=row_format)
        if not cs.variable:
            counted.append((name, cs.max_bytes))
            continue
        size, ext = variable(cs, row_format)
        counted.append((name, size + (ext if row_format != "REDUNDANT" else 0)))
    if row_format == "REDUNDANT":
        header = limits.RECORD_HEADER_REDUNDANT + 2 * len(fields)
    else:
        header = limits.RECORD_HEADER_COMPACT + math.ceil(sum(1 for _, c, _ in fields if c is not None and c.nullable) / 8)
    return limits.RecordCheck(header + sum(b for _, b in counted), limits.record_limit(row_format, page_size),
                              header, tuple(counted), row_format)


def _reference_create(cs, row_format, mariadb):
    size = cs.max_bytes if not cs.lob else 2**32
    ext = 1 if size < 256 else 2
    if mariadb:
        local = limits.ANTELOPE_LOCAL if limits.antelope(row_format) else limits.EXTERN_REF_BYTES
        if size > local and size > limits.MYSQL_LOCAL_MAX and (cs.lob or size > limits.BIG_COLUMN_BYTES):
            size, ext = local, 1
    elif size > limits.MYSQL_LOCAL_MAX:
        size, ext = limits.MYSQL_LOCAL_MAX, 1
    return size, ext


def _reference_worst(cs, row_format):
    size = cs.max_bytes
    ext = 1 if size < 256 else 2
    if cs.lob or size > limits.BIG_COLUMN_BYTES:
        size = min(size, limits.ANTELOPE_LOCAL if limits.antelope(row_format) else limits.MYSQL_LOCAL_MAX)
    return size, ext


def _tables():
    sources = [WIDE, *(Path(p).read_text(encoding="utf-8") for p in
                       [FIXTURES / "example.sql", FIXTURES / "seed_tables.sql", FIXTURES / "mission" / "shop.sql",
                        *sorted((FIXTURES / "corpus").glob("*.sql"))])]
    for sql in sources:
        for table in model_of(sql).tables():
            for row_format in (None, *ROW_FORMATS):
                for key_block_size in (None, 8):
                    options = dataclasses.replace(table.options, row_format=row_format, key_block_size=key_block_size)
                    yield dataclasses.replace(table, options=options)


@pytest.mark.parametrize("page_size", [4096, 16384, 65536])
def test_clustered_record_counts_as_the_plain_walk(page_size):
    seen = 0
    for table in _tables():
        record = limits.ClusteredRecord(table, page_size)
        for flavor in (limits.Flavor("mysql", "8.0.40"), limits.Flavor("mariadb", "10.11.6-MariaDB")):
            expected = _reference_record(table, page_size, lambda cs, rf: _reference_create(cs, rf, flavor.mariadb))
            assert record.create_check(flavor) == expected, table.name
            assert limits.create_check(table, flavor, page_size) == expected, table.name
        expected = _reference_record(table, page_size, _reference_worst)
        assert record.worst() == expected, table.name
        assert limits.worst_record(table, page_size) == expected, table.name
        seen += 1
    assert seen > 100


def test_server_row_counts_every_column():
    for table in _tables():
        row = limits.server_row(table)
        cols = tuple((c.name, limits.server_field_bytes(c)) for c in table.columns)
        null_bytes = (sum(1 for c in table.columns if c.nullable) + 7) // 8
        assert row == limits.ServerRow(sum(b for _, b in cols) + null_bytes, null_bytes, cols)
