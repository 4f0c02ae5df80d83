"""Hostile input (issue #32): nothing is dropped silently, and the work grows linearly with the
input.

Encodings by byte-order mark, NUL bytes, binary files, line ends, comments never closed; the
work per input byte counted deterministically (sqlglot tokens made, statement bytes parsed),
not timed: the time and memory figures are benchmarks/hostile_input.py's.
"""

from __future__ import annotations

import struct
import sys
import zlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from schemalint.source import decode, split
from tests.helpers import lint_result

TWO_TABLES = "CREATE TABLE a (id INT PRIMARY KEY);\nCREATE TABLE b (x INT);\n"


def system(result):
    """(code, severity, line, column) of the findings about the input itself (SL00x)."""
    return [(f.code, f.severity, f.span.line, f.span.column) for f in result.findings if f.code < "SL010"]


def tables(result):
    return sorted(t.name for t in result.model.tables())


# -- comments never closed ---------------------------------------------------------------------
def test_an_unterminated_comment_between_statements_is_an_error_where_it_opens():
    result = lint_result("CREATE TABLE a (id INT PRIMARY KEY);\n\n  /* open\nCREATE TABLE b (id INT PRIMARY KEY);\n")
    assert system(result) == [("SL001", "error", 3, 3)]
    assert "unterminated comment" in result.findings[0].message
    assert tables(result) == ["a"]


def test_an_unterminated_comment_alone_is_an_error():
    assert system(lint_result("/* nothing else")) == [("SL001", "error", 1, 1)]


def test_an_unterminated_comment_inside_a_statement_is_still_one_error():
    result = lint_result("CREATE TABLE a (id INT PRIMARY KEY);\nCREATE TABLE b (x INT) /* open;\n")
    assert system(result) == [("SL001", "error", 2, 24)]


def test_an_unterminated_string_still_gives_sl001():
    result = lint_result("CREATE TABLE a (id INT PRIMARY KEY);\nCREATE TABLE b (x VARCHAR(3) DEFAULT 'x);\n")
    assert system(result) == [("SL001", "error", 2, 38)]


# -- NUL bytes and binary files ------------------------------------------------------------------
def test_a_nul_byte_is_an_error_at_its_place_and_the_rest_is_linted():
    data = b"CREATE TABLE a (id INT PRIMARY KEY);\nCREATE TABLE b (id INT PRIMARY KEY,\n  c INT\x00);\nCREATE TABLE c (x INT);\n"
    result = lint_result(data)
    assert system(result) == [("SL001", "error", 3, 8)]
    assert "NUL byte" in result.findings[0].message
    assert tables(result) == ["a", "b", "c"]
    assert [(f.code, f.span.line) for f in result.findings if f.code == "SL103"] == [("SL103", 4)]


def test_many_nul_bytes_are_one_finding_with_their_count():
    data = b"CREATE TABLE a (id INT PRIMARY KEY);" + b"\x00" * 3 + b"\nCREATE TABLE b (id INT PRIMARY KEY);"
    result = lint_result(data)
    assert system(result) == [("SL001", "error", 1, 37)]
    assert "3 in the file" in result.findings[0].message
    assert tables(result) == ["a", "b"]


def _png() -> bytes:
    """A real PNG: 16×16 pixels, RGB."""
    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    pixels = b"".join(b"\x00" + bytes((x * 16, y * 16, (x * y) % 256) * 1) * 1 for y in range(16) for x in range(16))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 16, 16, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(pixels)) + chunk(b"IEND", b""))


def test_a_png_is_binary_and_an_error():
    result = lint_result(_png(), path="logo.png.sql")
    assert system(result) == [("SL003", "error", 1, 1)]
    assert "binary" in result.findings[0].message and "not checked" in result.findings[0].message


def test_an_executable_is_binary_and_an_error():
    with open(sys.executable, "rb") as f:
        data = f.read(200_000)
    assert decode(data, "x").encoding == "binary"
    assert system(lint_result(data)) == [("SL003", "error", 1, 1)]


def test_gzipped_sql_is_binary():
    import gzip

    assert decode(gzip.compress((TWO_TABLES * 200).encode()), "dump.sql.gz").encoding == "binary"


def test_the_gate_fails_on_a_binary_file(tmp_path):
    from tests.helpers import run_cli

    path = tmp_path / "x.sql"
    path.write_bytes(_png())
    assert run_cli("check", "--no-cache", "--fail-on", "error", str(path))[0] == 1


# -- encodings by byte-order mark ----------------------------------------------------------------
@pytest.mark.parametrize("encoding, bom, name", [
    ("utf-8", b"\xef\xbb\xbf", None),
    ("utf-16-le", b"\xff\xfe", "UTF-16 LE"),
    ("utf-16-be", b"\xfe\xff", "UTF-16 BE"),
    ("utf-32-le", b"\xff\xfe\x00\x00", "UTF-32 LE"),
    ("utf-32-be", b"\x00\x00\xfe\xff", "UTF-32 BE"),
])
def test_encodings_by_byte_order_mark(encoding, bom, name):
    sql = "-- é\nCREATE TABLE a (id INT PRIMARY KEY COMMENT 'café');\nCREATE TABLE b (x INT);\n"
    result = lint_result(bom + sql.encode(encoding))
    assert tables(result) == ["a", "b"]
    assert result.model.find_table("a").columns[0].comment == "café"
    assert [(f.code, f.span.line) for f in result.findings if f.code == "SL103"] == [("SL103", 3)]
    if name:
        assert [(f.code, f.severity, f.message) for f in result.findings if f.code == "SL003"] == [
            ("SL003", "info", f"file is {name} (it has a BOM): read as {name}")]


# -- line ends -----------------------------------------------------------------------------------
@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"])
def test_every_line_end_gives_the_same_lines_and_columns(newline):
    sql = newline.join(["-- a comment", "", "CREATE TABLE a (", "  id INT", ");",
                        "CREATE TABLE b (x INT);  /* c", "*/ CREATE TABLE c (y INT);", "# end"])
    result = lint_result(sql.encode())
    spans = sorted((f.code, f.span.line, f.span.column, f.span.end_line, f.span.end_column) for f in result.findings)
    assert spans == [("SL103", 3, 1, 5, 2), ("SL103", 6, 1, 6, 23), ("SL103", 7, 4, 7, 26)]


def test_a_suppression_on_a_lone_cr_line_covers_its_statement_only():
    sql = "-- schemalint: ignore SL103 legacy\rCREATE TABLE a (id INT);\rCREATE TABLE b (x INT);\r"
    result = lint_result(sql.encode())
    assert [(f.code, f.span.line) for f in result.findings] == [("SL103", 3)]


def test_lone_cr_positions_of_statements():
    statements, _ = split(decode(b"SELECT 1;\rSELECT 2;\r\rSELECT 3;", "t.sql"))
    assert [(s.span.line, s.span.column) for s in statements] == [(1, 1), (2, 1), (4, 1)]
