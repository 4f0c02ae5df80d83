"""estimate/records.py at its edges: where a field moves off-page, what stays in the record, the
REDUNDANT format, and the record fields of each kind of index. Each figure is derived here from
the record layout, or measured on MariaDB 10.11 (stated where it was).

Sources (MariaDB 10.11, storage/innobase): rem0rec.h REC_N_NEW_EXTRA_BYTES = 5 and
REC_N_OLD_EXTRA_BYTES = 6 (the record headers), REC_1BYTE_OFFS_LIMIT = 0x7F and
rec_get_converted_extra_size() (a REDUNDANT record has 1-byte field end offsets while its data
is at most 127 bytes and nothing is stored off-page, else 2-byte ones); page0zip.h
page_zip_rec_needs_ext() (a record of half an empty page's free space or more moves fields
off-page); data0data.cc dtuple_convert_big_rec() (the longest field moves first; only variable
fields longer than 255 bytes or BLOBs move, never a fixed-length one; a DYNAMIC value of at
most 2 × 20 bytes (BTR_EXTERN_LOCAL_STORED_MAX_SIZE) stays, and in COMPACT/REDUNDANT one of at
most 768 + 20 bytes); btr0cur.h BTR_EXTERN_FIELD_REF_SIZE = 20 (the pointer left in the
record) and the 768-byte local prefix of COMPACT/REDUNDANT; dict0dict.cc
dict_index_build_internal_clust() (a clustered record: key, DB_TRX_ID, DB_ROLL_PTR, the rest).
"""

from __future__ import annotations

import pytest

from schemalint.estimate import records
from schemalint.estimate.columns import ColumnSize
from schemalint.estimate.records import DB_ROLL_PTR, DB_TRX_ID, build_record, clustered_leaf, node_pointer, secondary_leaf

PAGE = 16384
ID = ColumnSize("id", 4.0, 4, False, False)  # INT NOT NULL
TRX_ROLL = 6 + 7  # DB_TRX_ID + DB_ROLL_PTR


def text(name: str, avg: float, nullable: bool = False) -> ColumnSize:
    return ColumnSize(name, float(avg), 65535, True, nullable, lob=True)


def varchar(name: str, avg: float, max_bytes: int, nullable: bool = False) -> ColumnSize:
    return ColumnSize(name, float(avg), max_bytes, True, nullable)


def fixed(name: str, size: int, nullable: bool = False) -> ColumnSize:
    return ColumnSize(name, float(size), size, False, nullable)


@pytest.mark.parametrize("declared, applied", [
    (None, "DYNAMIC"), ("", "DYNAMIC"), ("DEFAULT", "DYNAMIC"), ("compact", "COMPACT"),
    ("Redundant", "REDUNDANT"), ("COMPRESSED", "COMPRESSED"), ("FIXED", "DYNAMIC"),
])
def test_row_format_as_innodb_applies_it(declared, applied):
    # innodb_default_row_format (DYNAMIC) for DEFAULT and for what InnoDB has no format of
    # (MariaDB KB "InnoDB Row Formats Overview")
    assert records.normalize_row_format(declared) == applied


def test_system_fields_are_fixed_not_null_and_never_move():
    roll = records.sys_field("DB_ROLL_PTR", 7)
    assert (roll.name, roll.avg_bytes, roll.max_bytes, roll.variable, roll.nullable, roll.lob) == (
        "DB_ROLL_PTR", 7.0, 7, False, False, False)
    assert type(roll.avg_bytes) is float and not roll.big
    # no length byte, no NULL bit, nothing that may move: counts 0, 7 bytes at most either way
    assert roll.record_figures == ("DB_ROLL_PTR", 7.0, 0, 7, 7)


def test_a_record_of_no_fields_is_its_header():
    empty = build_record([], 0, "DYNAMIC", PAGE)
    assert (empty.data_bytes, empty.header_bytes, empty.max_bytes, empty.off_page) == (0, 5, 5, ())


def test_off_page_thresholds_are_counts_of_bytes():
    # page − 132 is even for every page size, so only the type tells a float division apart;
    # the figures are printed as bytes
    for page in (4096, 8192, 16384, 32768, 65536):
        assert type(records.off_page_threshold(page)) is int
        assert type(records.off_page_threshold(page, redundant=True)) is int
        assert type(records.max_inline_record_bytes(page)) is int
    assert records.off_page_threshold(32768) == (32768 - 132) // 2 == 16318
    assert records.off_page_threshold(8192) == (8192 - 132) // 2 == 4030
    # 64 KiB: the formats' data-size limits, not half the page (page_zip_rec_needs_ext)
    assert records.off_page_threshold(65536) == 16384
    assert records.off_page_threshold(65536, redundant=True) == 16383
    assert records.off_page_threshold(4096, redundant=True) == (4096 - 137) // 2


def test_the_longest_record_of_compact_and_dynamic_counts_what_a_lob_leaves_in_the_row():
    """A TEXT value short enough to stay: the longest record counts the TEXT as what it leaves
    in the record once moved. MariaDB 10.11 stored (id INT, b TEXT) with b off-page as 44 bytes
    in DYNAMIC (5 + 2 + 4 + 13 + 20) and 812 in COMPACT (… + 768 + 20)."""
    dynamic = clustered_leaf([ID], [text("b", 100)], "DYNAMIC", PAGE)
    compact = clustered_leaf([ID], [text("b", 100)], "COMPACT", PAGE)
    assert dynamic.avg_bytes == compact.avg_bytes == 5 + 1 + 4 + TRX_ROLL + 100
    assert dynamic.off_page == compact.off_page == ()
    assert (dynamic.max_bytes, compact.max_bytes) == (44, 812)
    assert dynamic.fields == ("id", "DB_TRX_ID", "DB_ROLL_PTR", "b")


def _wide_row() -> list[ColumnSize]:
    # v VARCHAR(1000) latin1 NULL (avg 50: a 1-byte length, 2 at its longest), a TEXT (9,000:
    # moves), b TEXT (100: stays), n INT NULL
    return [varchar("v", 50, 1000, nullable=True), text("a", 9000), text("b", 100), fixed("n", 4, nullable=True)]


def test_dynamic_moves_the_longest_value_and_keeps_a_20_byte_pointer():
    rec = clustered_leaf([ID], _wide_row(), "DYNAMIC", PAGE)
    # before: 4 + 13 + 50 + 9000 + 100 + 4 data, header 5 + 1 (2 nullable) + 1 + 2 + 1 ≥ 8,126
    assert rec.fields == ("id", "DB_TRX_ID", "DB_ROLL_PTR", "v", "a", "b", "n")
    assert rec.off_page == (("a", 9000.0),)  # all of it on BLOB pages
    assert rec.data_bytes == 4 + TRX_ROLL + 50 + 20 + 100 + 4
    assert rec.header_bytes == 5 + 1 + (1 + 2 + 1)  # a moved value always has a 2-byte length
    # longest: the LOBs as their 2 + 20 bytes, v at 1,000 + 2, the fixed fields
    assert rec.max_bytes == 5 + 1 + 4 + TRX_ROLL + (1000 + 2) + 22 + 22 + 4
    assert rec.variable is True
    assert rec.nullable == 2 and type(rec.nullable) is int


def test_compact_keeps_a_768_byte_prefix_of_a_moved_value():
    rec = clustered_leaf([ID], _wide_row(), "COMPACT", PAGE)
    assert rec.off_page == (("a", 9000.0 - 768),)
    assert rec.data_bytes == 4 + TRX_ROLL + 50 + 788 + 100 + 4
    assert rec.header_bytes == 5 + 1 + (1 + 2 + 1)
    assert rec.max_bytes == 5 + 1 + 4 + TRX_ROLL + (1000 + 2) + 790 + 790 + 4
    assert (rec.variable, rec.nullable) == (True, 2)
    assert build_record([ID, DB_TRX_ID, DB_ROLL_PTR, *_wide_row()], None, "COMPACT", PAGE, True).off_page == rec.off_page


def test_the_longest_value_moves_first_whatever_its_place():
    # a (8,000) before b (900): a moves and the record fits; b stays
    rec = clustered_leaf([ID], [text("a", 8000), text("b", 900)], "DYNAMIC", PAGE)
    assert rec.off_page_fields == ("a",)
    assert rec.avg_bytes == 5 + 2 + 2 + 4 + TRX_ROLL + 20 + 900


@pytest.mark.parametrize("kind", ["fixed", "short variable"])
def test_only_long_variable_values_move(kind):
    """31 fixed BINARY(255) or VARCHAR(255) latin1 columns and a 200-byte TEXT: the TEXT moves
    (8,129 bytes ≥ 8,126 before, 7,949 after); the 255-byte columns are longer but never move
    (fixed length, or not longer than 255 bytes)."""
    if kind == "fixed":
        others = [fixed(f"c{i}", 255) for i in range(31)]
        lengths = 0
    else:
        others = [varchar(f"c{i}", 255, 255) for i in range(31)]
        lengths = 31  # a 1-byte length each: not a big field
    rec = clustered_leaf([ID], [*others, text("b", 200)], "DYNAMIC", PAGE)
    assert rec.off_page == (("b", 200.0),)
    assert rec.avg_bytes == 5 + lengths + 2 + 4 + TRX_ROLL + 31 * 255 + 20


@pytest.mark.parametrize("avg, moved", [(40, 0), (41, 36)])
def test_a_dynamic_value_of_40_bytes_or_less_stays(avg, moved):
    """210 TEXT values of `avg` bytes: 8,842 bytes with 41 (5 + 210 length bytes + 17 + 210 × 41).
    Each move saves 41 − 20 bytes less a second length byte: 36 moves leave 8,122 < 8,126.
    Values of 40 bytes never move: the record stays too long (InnoDB refuses the row)."""
    values = [text(f"t{i}", avg) for i in range(210)]
    rec = clustered_leaf([ID], values, "DYNAMIC", PAGE)
    assert len(rec.off_page) == moved
    assert rec.avg_bytes == 5 + 210 + 17 + 210 * avg - 20 * moved


def test_a_compact_value_of_788_bytes_or_less_stays():
    # 11 TEXT values of 750 bytes: 8,294 bytes, but moving one would leave 788 in the record
    rec = clustered_leaf([ID], [text(f"t{i}", 750) for i in range(11)], "COMPACT", PAGE)
    assert rec.off_page == ()
    assert rec.avg_bytes == 5 + 22 + 17 + 11 * 750


def test_secondary_and_node_pointer_records_never_move_fields():
    # only clustered records have externally stored fields (dtuple_convert_big_rec asserts a
    # clustered index): a secondary record of a 9,000-byte value stays whole
    big = varchar("k", 9000, 10000)
    for rec in (build_record([big], None, "DYNAMIC", PAGE), secondary_leaf([big], [ID], "DYNAMIC", PAGE)):
        assert rec.off_page == ()
        assert rec.data_bytes - (4 if len(rec.fields) == 2 else 0) == 9000
        assert rec.header_bytes == 5 + 2


def test_secondary_record_null_bitmap_counts_its_nullable_fields():
    rec = secondary_leaf([varchar("k", 20, 40, nullable=True)], [ID], "DYNAMIC", PAGE)
    assert (rec.nullable, rec.header_bytes, rec.data_bytes) == (1, 5 + 1 + 1, 20 + 4)


# -- REDUNDANT ---------------------------------------------------------------------------------

@pytest.mark.parametrize("value, inline", [(8091, True), (8092, False)])
def test_redundant_moves_from_8123_bytes_keeping_788(value, inline):
    """(id INT, b TEXT) ROW_FORMAT=REDUNDANT on MariaDB 10.11: 6 + 2 × 4 offsets + 17 + b. A
    record of 8,122 bytes stayed, one of 8,123 went off-page as an 819-byte record (its old-style
    page has 5 bytes less free space than a compact one: 16,247 / 2)."""
    assert records.off_page_threshold(PAGE, redundant=True) == 8123
    rec = clustered_leaf([ID], [text("b", value)], "REDUNDANT", PAGE)
    assert rec.fields == ("id", "DB_TRX_ID", "DB_ROLL_PTR", "b")
    assert rec.header_bytes == 6 + 2 * 4
    if inline:
        assert (rec.avg_bytes, rec.off_page) == (8122, ())
    else:
        assert (rec.avg_bytes, rec.off_page) == (819, (("b", value - 768.0),))
    # the longest record: the TEXT as the 768 + 20 bytes it keeps when moved
    assert rec.max_bytes == 6 + 2 * 4 + 4 + TRX_ROLL + 788


def test_redundant_moves_the_longest_first_and_never_a_fixed_or_short_value():
    # d: a fixed 7,400-byte column (CHAR(1850) utf32); b TEXT 900 moves; e TEXT 788 stays
    # (moving it would save nothing); the record is still too long and nothing else may move
    d, b, e = fixed("d", 7400), text("b", 900), text("e", 788)
    rec = clustered_leaf([ID], [d, b, e], "REDUNDANT", PAGE)
    assert rec.off_page == (("b", 900.0 - 768),)
    assert rec.avg_bytes == 6 + 2 * 6 + 4 + TRX_ROLL + 7400 + 788 + 788
    # two movable values, the longer one later: it moves, and the record fits
    first = clustered_leaf([ID], [text("a", 8000), text("c", 900)], "REDUNDANT", PAGE)
    assert first.off_page == (("a", 8000.0 - 768),)
    assert first.avg_bytes == 6 + 2 * 5 + 4 + TRX_ROLL + 788 + 900


@pytest.mark.parametrize("value, offsets", [(123, 1), (124, 2)])
def test_redundant_field_offsets_take_one_byte_up_to_127_data_bytes(value, offsets):
    key = varchar("k", value, 200, nullable=True)
    rec = secondary_leaf([key], [ID], "REDUNDANT", PAGE)  # k + id: value + 4 data bytes
    assert rec.data_bytes == value + 4
    assert rec.header_bytes == 6 + offsets * 2
    assert rec.max_bytes == 6 + 2 * 2 + 200 + 4
    assert (rec.fields, rec.nullable, rec.off_page) == (("k", "id"), 1, ())
    assert rec.variable is True
    same = build_record([key, ID], None, "REDUNDANT", PAGE)
    assert (same.header_bytes, same.nullable) == (rec.header_bytes, 1)


def test_redundant_records_of_one_size_do_not_vary():
    # a CHAR(36)-like key stored full (VARCHAR(36) of 36 bytes each) and an INT: every record alike
    rec = secondary_leaf([varchar("k", 36, 36)], [ID], "REDUNDANT", PAGE)
    assert rec.variable is False
    assert rec.avg_bytes == 6 + 2 * 1 + 36 + 4
    assert rec.max_bytes == 6 + 2 * 2 + 36 + 4  # the longest counts 2-byte offsets


def test_redundant_node_pointer_has_no_null_bitmap():
    ptr = node_pointer([ID], 3, "REDUNDANT", PAGE)  # id + the 4-byte child page number
    assert (ptr.avg_bytes, ptr.nullable) == (6 + 2 + 8, 3)
    assert node_pointer([ID], 3, "DYNAMIC", PAGE).avg_bytes == 5 + 1 + 8  # 3 nullable: 1 bitmap byte
