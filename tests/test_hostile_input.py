"""Hostile input (issue #32): nothing is dropped silently, and the work grows linearly with the
input.

Encodings by byte-order mark, NUL bytes, binary files, line ends, comments never closed; the
work per input byte counted deterministically (sqlglot tokens made, statement bytes parsed),
not timed: the time and memory figures are benchmarks/hostile_input.py's.
"""

from __future__ import annotations

import io
import struct
import sys
import zlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from schemalint.read.source import decode, split
from tests.helpers import lint_result, lint_sql

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


# -- size: work and memory grow linearly, or stop at a stated limit ------------------------------
def test_a_statement_over_the_token_limit_is_not_parsed_and_blocks_nothing(monkeypatch):
    # the limit is schemalint's (memory), not the server's: a not-understood finding, never an error
    from schemalint.read import parse

    monkeypatch.setattr(parse, "MAX_TOKENS", 1000)
    columns = ", ".join(f"c{i} INT" for i in range(400))
    result = lint_result(f"CREATE TABLE a (id INT PRIMARY KEY);\nCREATE TABLE b (id INT PRIMARY KEY, {columns});\n")
    assert system(result) == [("SL009", "info", 2, 1)]
    assert "too large to read" in result.findings[0].message and "the table is not modelled" in result.findings[0].message
    assert tables(result) == ["a"]


def test_a_table_of_1017_columns_is_well_under_the_token_limit():
    from schemalint.read.parse import MAX_TOKENS, _TOKEN_RE

    sql = "CREATE TABLE t (" + ", ".join(f"`column_{i}` VARCHAR(255) CHARACTER SET utf8mb4 NOT NULL DEFAULT ''"
                                        for i in range(1017)) + ") ENGINE=InnoDB"
    assert len(_TOKEN_RE().findall(sql)) * 10 < MAX_TOKENS


def _peak_bytes(data: bytes) -> int:
    """Peak memory traced while linting `data` (deterministic: the same allocations each run)."""
    import tracemalloc

    lint_result(b"CREATE TABLE warm (id INT PRIMARY KEY);")  # imports and first-use caches: not counted
    tracemalloc.start()
    try:
        lint_result(data)
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


HEAD = "CREATE TABLE t (id INT PRIMARY KEY, "


@pytest.mark.parametrize("filler", [",", ")", "(", "c INT, "])
def test_memory_per_input_byte_is_bounded(filler):
    """Before: ≈500 bytes of memory per byte of `)` in a table (4 MB took 2 GB)."""
    size = 1_000_000
    data = (HEAD + filler * (size // len(filler)) + ");").encode()
    assert _peak_bytes(data) < 12 * size


def _cpu(data: bytes) -> float:
    import time

    best = float("inf")
    for _ in range(3):
        start = time.process_time()
        lint_result(data)
        best = min(best, time.process_time() - start)
    return best


@pytest.mark.parametrize("filler", [",", ")"])
def test_four_times_the_input_is_not_much_more_than_four_times_the_work(filler):
    """Linear (4×), not quadratic (16×): before, each doubling of `,` in a table cost ×3.
    CPU time, best of 3, with a wide margin (8×) between the two."""
    lint_result(b"CREATE TABLE warm (id INT PRIMARY KEY);")
    small, large = ((HEAD + filler * n + ");").encode() for n in (300_000, 1_200_000))
    assert _cpu(large) < 8 * max(_cpu(small), 0.02)


def test_stdin_over_the_limit_is_a_clear_error_with_exit_2(monkeypatch):
    import io

    from schemalint.read import source
    from schemalint.pipeline.lint import InputError, read_inputs

    monkeypatch.setattr(source, "MAX_INPUT_BYTES", 100_000)
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"SELECT 1;\n" * 20_000)))
    with pytest.raises(InputError, match=r"<stdin>: more than 100,000 bytes"):
        list(read_inputs(["-"]))


def test_stdin_from_dev_zero_stops_at_the_first_64_kib():
    class Endless(io.RawIOBase):
        read_bytes = 0

        def readinto(self, buffer):
            buffer[:] = bytes(len(buffer))
            Endless.read_bytes += len(buffer)
            return len(buffer)

        def readable(self):
            return True

    from schemalint.read.source import read_stream

    src = read_stream(io.BufferedReader(Endless()), "<stdin>")
    assert src.encoding == "binary" and Endless.read_bytes < 1_000_000


def test_the_cli_refuses_a_too_large_stdin_with_exit_2():
    from tests.helpers import run_cli

    code, _, err = run_cli("check", "--no-cache", "-", input=b"x" * (257 * 1024 * 1024))
    assert code == 2 and "more than 256 MiB" in err and "Traceback" not in err


def test_a_file_over_the_limit_is_a_clear_error(tmp_path, monkeypatch):
    from schemalint.read import source
    from schemalint.pipeline.lint import InputError, read_inputs

    monkeypatch.setattr(source, "MAX_INPUT_BYTES", 100_000)
    path = tmp_path / "big.sql"
    path.write_bytes(b"SELECT 1;\n" * 20_000)
    with pytest.raises(InputError, match="big.sql: more than"):
        list(read_inputs([str(path)]))


CHARACTERS = st.sampled_from(list(",()'\"`;-/*#\\\x00\r\n\t a9é@$.=") + ["/*", "*/", "--", "/*!", "''", "``"])
POSITIONS = st.sampled_from([
    ("", ""), (HEAD, ");"), (HEAD + "c VARCHAR(9) DEFAULT '", "');"), (HEAD + "c INT DEFAULT ", ");"),
    (HEAD + "c ENUM(", "));"), ("CREATE TABLE ok (id INT PRIMARY KEY);\n", "\nCREATE TABLE ok2 (id INT PRIMARY KEY);"),
    ("ALTER TABLE t ADD COLUMN ", ";"), ("CREATE TABLE t (id INT PRIMARY KEY) COMMENT ", ";"),
])


@pytest.mark.slow
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(CHARACTERS, POSITIONS, st.integers(1, 3000))
def test_any_character_repeated_in_any_position_is_read_within_budget(ch, position, n):
    """Pathological inputs at small sizes: a result (never an exception), findings placed in the
    file, and bounded memory."""
    import tracemalloc

    head, tail = position
    data = (head + ch * n + tail).encode("utf-8")
    tracemalloc.start()
    try:
        result = lint_result(data)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    lines = data.count(b"\n") + data.count(b"\r") + 1
    for f in result.findings:
        assert f.span is None or 1 <= f.span.line <= lines
    if ch in ",()" and head == HEAD:
        assert any(f.code == "SL001" for f in result.findings)
    assert peak < 200 * len(data) + 30_000_000


# -- the server's own limits (MariaDB 10.11's error numbers) --------------------------------------
def _columns(n: int) -> str:
    return ", ".join(f"c{i} INT" for i in range(n))


def _members(n: int, width: int = 0) -> str:
    return ",".join("'" + f"m{i}".ljust(width, "x") + "'" for i in range(n))


N64, N65 = "n" * 64, "n" * 65
# (statement, the server's error number, or None: accepted at the limit itself)
LIMITS = [
    (f"CREATE TABLE t ({_columns(1017)}) ENGINE=InnoDB", None),
    (f"CREATE TABLE t ({_columns(1018)}) ENGINE=InnoDB", 1005),
    (f"CREATE TABLE t ({_columns(1018)})", 1005),  # (InnoDB by default)
    (f"CREATE TABLE t ({_columns(4097)}) ENGINE=MyISAM", 1117),
    (f"CREATE TABLE t (a SET({_members(64)}))", None),
    (f"CREATE TABLE t (a SET({_members(65)}))", 1097),
    # MariaDB's .frm: the member lists' bytes (+ 1 each) over 65,535 (each distinct list once)
    (f"CREATE TABLE t (a ENUM({_members(980, 65)}))", None),  # 64,680 bytes
    (f"CREATE TABLE t (a ENUM({_members(1000, 65)}))", 1117),  # 66,000
    (f"CREATE TABLE t (a ENUM({_members(600, 65)}), b SET({_members(60, 65)}), c ENUM({_members(600, 65)}))", None),
    (f"CREATE TABLE t (a ENUM({_members(600, 65)}), b ENUM({_members(600, 66)}))", 1117),  # 39,600 + 40,200
    (f"CREATE TABLE {N64} (a INT)", None),
    (f"CREATE TABLE {N65} (a INT)", 1103),
    (f"CREATE TABLE t ({N64} INT)", None),
    (f"CREATE TABLE t ({N65} INT)", 1059),
    (f"CREATE TABLE t (`{'é' * 64}` INT)", None),  # characters, not bytes
    (f"CREATE TABLE t (`{'é' * 65}` INT)", 1059),
    (f"CREATE TABLE t (a INT, KEY {N64} (a))", None),
    (f"CREATE TABLE t (a INT, KEY {N65} (a))", 1059),
    (f"CREATE TABLE t (a INT PRIMARY KEY, b INT, CONSTRAINT {N64} FOREIGN KEY (b) REFERENCES t (a))", None),
    (f"CREATE TABLE t (a INT PRIMARY KEY, b INT, CONSTRAINT {N65} FOREIGN KEY (b) REFERENCES t (a))", 1059),
    (f"CREATE TABLE t (a INT) PARTITION BY HASH (a) (PARTITION {N65})", 1059),
    (f"CREATE DATABASE {N64}", None),
    (f"CREATE DATABASE {N65}", 1102),
]


def _limit_id(case):
    sql, error = case
    return f"{sql[:40]}…{len(sql)}-{error}"


MARIADB = '[server]\nversion = "10.11.6-MariaDB"\n'


def _sl012(sql: str, config: str = MARIADB) -> list:
    result = lint_result(sql + ";", config)
    return [(f.severity, f.evidence.get("server_error")) for f in result.findings if f.code == "SL012"]


@pytest.mark.parametrize("sql, error", LIMITS, ids=[_limit_id(c) for c in LIMITS])
def test_server_limits_are_sl012_errors_with_the_servers_number(sql, error):
    assert _sl012(sql) == ([] if error is None else [("error", error)])


@pytest.mark.parametrize("config", [MARIADB, ""], ids=["mariadb", "mysql"])
def test_an_enum_of_65536_members_is_refused(config):
    """MariaDB 10.11 refuses it with 1117 (and 65,535 members too: 65,536 short members take
    ~390 KB of the .frm's 65,535 bytes); not in LIMITS, as the server spends 12 s of CPU on it
    (its duplicate check compares every pair of members: 1.1 s at 20,000) for the refusal the
    1,000 long members above get in milliseconds. MySQL: its documented 65,535 members."""
    assert _sl012(f"CREATE TABLE t (a ENUM({_members(65536)}))", config) == [("error", 1117)]


def test_a_name_megabytes_long_is_shown_short():
    result = lint_result(f"CREATE TABLE t (id INT PRIMARY KEY, {'x' * 1_000_000} INT);")
    [finding] = [f for f in result.findings if f.code == "SL012"]
    assert "(1,000,000 characters)" in finding.message and len(finding.message) < 400


@pytest.mark.slow
@pytest.mark.live
@pytest.mark.parametrize("sql, error", LIMITS, ids=[_limit_id(c) for c in LIMITS])
def test_server_limits_on_mariadb(mariadb, scratch_db, sql, error):
    import pymysql

    conn = mariadb.connect(database=scratch_db, autocommit=True)
    try:
        with conn.cursor() as cur:
            cur.execute("DROP TABLE IF EXISTS t")
            try:
                cur.execute(sql)
                got = None
            except pymysql.MySQLError as exc:
                got = exc.args[0]
            for cleanup in ("DROP TABLE IF EXISTS t", f"DROP TABLE IF EXISTS {N64}", f"DROP DATABASE IF EXISTS {N64}"):
                cur.execute(cleanup)
    finally:
        conn.close()
    assert got == error


@pytest.mark.parametrize("name", ["кол", "名前", "`ñ`", "`é_name`"])
def test_a_column_named_in_no_ascii_word_is_linted_not_crashed(name):
    """SL021's name reading split `кол` into no words and indexed the last (IndexError: exit 2);
    a name with no ASCII word is a name like any other (a mutant of MariaDB's own tests)."""
    findings = lint_sql(f"CREATE TABLE t1 (id INT PRIMARY KEY, {name} NCHAR);\n")
    assert [(f.code, f.severity, f.span.line) for f in findings] == [("SL021", "info", 1)]
