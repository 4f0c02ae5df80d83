"""The columns MariaDB 10.11 makes of a CREATE TABLE … SELECT's expressions (issue 25, item 4):
literals, arithmetic, CAST/CONVERT, string functions, the IF/CASE/COALESCE family, aggregates
and window functions, date and time functions, UNION, and where a column cannot be known.

EXPECTED is information_schema.COLUMNS of the suite's MariaDB 10.11.19 after each statement
(name, type with its length / precision / fractional digits, NULL-able, character set); the
live test checks the server still says so, the others that the model says the same. Before
schemalint typed SELECT expressions, none of these tables was modelled (only declared columns).
"""

from __future__ import annotations

import pytest
import sqlglot

from schemalint.replay import select_types
from schemalint.model import Column
from tests.helpers import lint_result, scratch_database

MARIADB = '[server]\nversion = "10.11.19-MariaDB"\n'
SOURCE = 'CREATE TABLE src (i INT, ni INT NOT NULL, b BIGINT, u INT UNSIGNED, ti TINYINT, d DECIMAL(10,2), f FLOAT, db DOUBLE, v VARCHAR(10), nv VARCHAR(10) NOT NULL, l1 VARCHAR(10) CHARACTER SET latin1, t TEXT, dt DATETIME, dd DATE, tm TIME(3))'
EXTRACT_UNITS = ("YEAR", "YEAR_MONTH", "QUARTER", "MONTH", "WEEK", "DAY", "DAY_HOUR", "DAY_MINUTE", "DAY_SECOND",
                 "HOUR", "HOUR_MINUTE", "HOUR_SECOND", "MINUTE", "MINUTE_SECOND", "SECOND", "MICROSECOND",
                 "DAY_MICROSECOND", "HOUR_MICROSECOND", "MINUTE_MICROSECOND", "SECOND_MICROSECOND")
CASES = {
    'literals': "CREATE TABLE literals SELECT 1 AS a, 999999999 AS b, 1000000000 AS c, 9223372036854775807 AS c2, 9223372036854775808 AS e, 18446744073709551616 AS g, -1 AS h, -2147483648 AS h2, 1.10 AS k, .5 AS l, 1e0 AS m, 'abc' AS n, _latin1'abc' AS o, NULL AS p, 'ö'",
    'arith': "CREATE TABLE arith SELECT i+1, ni+1, 1+1, ti+1, u+1, b+1, i*2, 2*3, d*d, i/2, ni/2, d/2, i+d, d+1, i+1.5, i+f, db+1, i+'1', -ni, -b, -d, i-1 FROM src",
    'casts': 'CREATE TABLE casts SELECT CAST(i AS CHAR), CAST(i AS CHAR(5)), CAST(ni AS CHAR), CAST(ni AS SIGNED), CAST(1 AS SIGNED), CAST(i AS UNSIGNED), CAST(i AS DECIMAL(5,2)), CAST(i AS DECIMAL), CAST(1.5 AS DECIMAL(5,1)), CAST(i AS DOUBLE), CAST(v AS DATE), CAST(ni AS DATE), CAST(i AS DATETIME(3)), CAST(v AS TIME), CONVERT(v USING latin1), CAST(v AS CHAR CHARACTER SET latin1), CONVERT(i, CHAR) FROM src',
    'strings': "CREATE TABLE strings SELECT CONCAT('a','bc'), CONCAT(v,'x'), CONCAT(nv,'x'), CONCAT(i), CONCAT(l1,'a'), CONCAT(v, l1), CONCAT(d, 'x'), UPPER(v), LOWER(nv), UPPER(l1), TRIM(v), CONCAT(t, 'a'), REPEAT('x', 1) AS r, 'abc' COLLATE utf8mb4_bin, LENGTH(v), CHAR_LENGTH(nv), DATABASE(), USER(), CHARSET('a'), COLLATION('a') FROM src",
    'hybrid': "CREATE TABLE hybrid SELECT IF(1, 1.1, 1.2), IF(i, 1, 'a'), IF(1, 'a', 'bcd'), IF(i, ni, ni), IF(ni, ni, ni), IF(i IS NULL, ni, ni), IF(i, NULL, 1), IF(NULL, 1, 2), IFNULL(i, 1), IFNULL(ni, i), COALESCE(NULL, 1), COALESCE(i, ni), COALESCE(v, 'abc'), COALESCE(d, 1.25), NULLIF(1, 1), IF(i, v, l1), IF(i, l1, 'x'), IF(i, v, 1.5), IF(i, dt, dd), IF(i, dd, dd), IF(i, 1, 1.5), IF(i, i, b), IF(i, f, 1), IF(i, f, f), CASE WHEN i THEN 1 ELSE 2 END, CASE WHEN ni THEN 1 ELSE 2 END, CASE WHEN 1 THEN 1.0 END, CASE WHEN 1 THEN 'a' ELSE 1 END, CASE ni WHEN 1 THEN 'a' ELSE 'bb' END, CASE i WHEN 1 THEN 2 ELSE 3 END, GREATEST(1, 2), GREATEST(i, 2), LEAST(1.5, 2), COALESCE(NULL, NULL), CASE WHEN 1 THEN _latin1'a' COLLATE latin1_danish_ci ELSE _latin1'a' END AS c1 FROM src",
    'aggregates': 'CREATE TABLE aggregates SELECT COUNT(*), COUNT(i), SUM(i), SUM(ni), SUM(d), SUM(f), AVG(i), AVG(d), MIN(i), MAX(v), MIN(ni), MAX(dt), MIN(f), MAX(ti), SUM(i) OVER () AS w1, FIRST_VALUE(nv) OVER () AS w2, FIRST_VALUE(f) OVER () AS w3, ROW_NUMBER() OVER () AS w4 FROM src',
    'temporal': "CREATE TABLE temporal SELECT NOW(), NOW(3), CURDATE(), CURTIME(), CURRENT_TIMESTAMP, UTC_TIMESTAMP(1), LOCALTIME(5), DATE'2010-01-01', TIME'10:10:10.12', TIMESTAMP'2010-01-01 10:00:00', DATE(dt), STR_TO_DATE(v, '%Y-%m-%d'), STR_TO_DATE(v, '%H:%i:%S.%f'), STR_TO_DATE(v, '%d %H'), STR_TO_DATE(v, '%d'), STR_TO_DATE(v, '%Y-%m-%d %H:%i'), STR_TO_DATE(v, v) AS s6, MAKEDATE(1997, 1), MAKETIME(10, 11, 12), SEC_TO_TIME(12345), SEC_TO_TIME(12345.6789), SEC_TO_TIME(1234567e-2), TIMEDIFF(dt, dt), TIMEDIFF('1997-12-31 23:59:59.000001', '1997-12-30 01:01:01.02') AS td, ADDTIME(dt, '1:1:1.5'), ADDTIME(tm, '1:1:1'), TIMESTAMP(dd, '01:01:01'), TIME('10:10:10.123'), CONVERT_TZ(dt, '+00:00', '+01:00'), CONVERT_TZ(NULL, NULL, NULL) AS tz FROM src",
    "extract": "CREATE TABLE extract SELECT " + ", ".join(
        f"EXTRACT({u} FROM {c}) AS {u.lower()}_{c}" for u in EXTRACT_UNITS for c in ("dt", "tm")) + " FROM src",
    'unions': "CREATE TABLE unions SELECT 1 AS a, 'x' AS s, i, d, dd FROM src UNION SELECT 2.5, 'yyy', b, 1, dt FROM src",
    'unions2': 'CREATE TABLE unions2 AS (SELECT 1 AS a UNION ALL SELECT 2)',
    'keyed': 'CREATE TABLE keyed (PRIMARY KEY (i)) SELECT i, v FROM src',
    'uuids': 'CREATE TABLE uuids SELECT UUID() AS u, LENGTH(UUID()) AS n',
    # a column declared before the SELECT keeps its definition, even where the expression is not typed
    'declared': "CREATE TABLE declared (v CHAR(60)) SELECT DATABASE(), VERSION() AS v",
}

EXPECTED = {  # (name, type, NULL-able, character set), as the server made them
    'literals': [
        ('a', 'int', False, None),
        ('b', 'int', False, None),
        ('c', 'bigint', False, None),
        ('c2', 'bigint', False, None),
        ('e', 'bigint unsigned', False, None),
        ('g', 'decimal(20,0)', False, None),
        ('h', 'int', False, None),
        ('h2', 'bigint', False, None),
        ('k', 'decimal(3,2)', False, None),
        ('l', 'decimal(1,1)', False, None),
        ('m', 'double', False, None),
        ('n', 'varchar(3)', False, 'utf8mb4'),
        ('o', 'varchar(3)', False, 'latin1'),
        ('p', 'binary(0)', True, None),
        ('ö', 'varchar(1)', False, 'utf8mb4'),
    ],
    'arith': [
        ('i+1', 'bigint', True, None),
        ('ni+1', 'bigint', False, None),
        ('1+1', 'int', False, None),
        ('ti+1', 'int', True, None),
        ('u+1', 'bigint unsigned', True, None),
        ('b+1', 'bigint', True, None),
        ('i*2', 'bigint', True, None),
        ('2*3', 'int', False, None),
        ('d*d', 'decimal(20,4)', True, None),
        ('i/2', 'decimal(14,4)', True, None),
        ('ni/2', 'decimal(14,4)', True, None),
        ('d/2', 'decimal(14,6)', True, None),
        ('i+d', 'decimal(13,2)', True, None),
        ('d+1', 'decimal(11,2)', True, None),
        ('i+1.5', 'decimal(12,1)', True, None),
        ('i+f', 'double', True, None),
        ('db+1', 'double', True, None),
        ("i+'1'", 'double', True, None),
        ('-ni', 'bigint', False, None),
        ('-b', 'bigint', True, None),
        ('-d', 'decimal(10,2)', True, None),
        ('i-1', 'bigint', True, None),
    ],
    'casts': [
        ('CAST(i AS CHAR)', 'varchar(11)', True, 'utf8mb4'),
        ('CAST(i AS CHAR(5))', 'varchar(5)', True, 'utf8mb4'),
        ('CAST(ni AS CHAR)', 'varchar(11)', True, 'utf8mb4'),
        ('CAST(ni AS SIGNED)', 'bigint', False, None),
        ('CAST(1 AS SIGNED)', 'int', False, None),
        ('CAST(i AS UNSIGNED)', 'bigint unsigned', True, None),
        ('CAST(i AS DECIMAL(5,2))', 'decimal(5,2)', True, None),
        ('CAST(i AS DECIMAL)', 'decimal(10,0)', True, None),
        ('CAST(1.5 AS DECIMAL(5,1))', 'decimal(5,1)', False, None),
        ('CAST(i AS DOUBLE)', 'double', True, None),
        ('CAST(v AS DATE)', 'date', True, None),
        ('CAST(ni AS DATE)', 'date', True, None),
        ('CAST(i AS DATETIME(3))', 'datetime(3)', True, None),
        ('CAST(v AS TIME)', 'time', True, None),
        ('CONVERT(v USING latin1)', 'varchar(10)', True, 'latin1'),
        ('CAST(v AS CHAR CHARACTER SET latin1)', 'varchar(10)', True, 'latin1'),
        ('CONVERT(i, CHAR)', 'varchar(11)', True, 'utf8mb4'),
    ],
    'strings': [
        ("CONCAT('a','bc')", 'varchar(3)', True, 'utf8mb4'),
        ("CONCAT(v,'x')", 'varchar(11)', True, 'utf8mb4'),
        ("CONCAT(nv,'x')", 'varchar(11)', True, 'utf8mb4'),
        ('CONCAT(i)', 'varchar(11)', True, 'utf8mb4'),
        ("CONCAT(l1,'a')", 'varchar(11)', True, 'latin1'),
        ('CONCAT(v, l1)', 'varchar(20)', True, 'utf8mb4'),
        ("CONCAT(d, 'x')", 'varchar(13)', True, 'utf8mb4'),
        ('UPPER(v)', 'varchar(10)', True, 'utf8mb4'),
        ('LOWER(nv)', 'varchar(10)', True, 'utf8mb4'),
        ('UPPER(l1)', 'varchar(10)', True, 'latin1'),
        ('TRIM(v)', 'varchar(10)', True, 'utf8mb4'),
        ("CONCAT(t, 'a')", 'mediumtext', True, 'utf8mb4'),
        ('r', 'varchar(1)', True, 'utf8mb4'),
        ("'abc' COLLATE utf8mb4_bin", 'varchar(3)', True, 'utf8mb4'),
        ('LENGTH(v)', 'int', True, None),
        ('CHAR_LENGTH(nv)', 'int', False, None),
        ('DATABASE()', 'varchar(64)', True, 'utf8mb3'),
        ('USER()', 'varchar(384)', True, 'utf8mb3'),
        ("CHARSET('a')", 'varchar(64)', True, 'utf8mb3'),
        ("COLLATION('a')", 'varchar(64)', True, 'utf8mb3'),
    ],
    'hybrid': [
        ('IF(1, 1.1, 1.2)', 'decimal(2,1)', False, None),
        ("IF(i, 1, 'a')", 'varchar(1)', True, 'utf8mb4'),
        ("IF(1, 'a', 'bcd')", 'varchar(3)', False, 'utf8mb4'),
        ('IF(i, ni, ni)', 'int', True, None),
        ('IF(ni, ni, ni)', 'int', False, None),
        ('IF(i IS NULL, ni, ni)', 'int', False, None),
        ('IF(i, NULL, 1)', 'int', True, None),
        ('IF(NULL, 1, 2)', 'int', True, None),
        ('IFNULL(i, 1)', 'int', False, None),
        ('IFNULL(ni, i)', 'int', False, None),
        ('COALESCE(NULL, 1)', 'int', False, None),
        ('COALESCE(i, ni)', 'int', False, None),
        ("COALESCE(v, 'abc')", 'varchar(10)', False, 'utf8mb4'),
        ('COALESCE(d, 1.25)', 'decimal(10,2)', False, None),
        ('NULLIF(1, 1)', 'int', True, None),
        ('IF(i, v, l1)', 'varchar(10)', True, 'utf8mb4'),
        ("IF(i, l1, 'x')", 'varchar(10)', True, 'latin1'),
        ('IF(i, v, 1.5)', 'varchar(10)', True, 'utf8mb4'),
        ('IF(i, dt, dd)', 'datetime', True, None),
        ('IF(i, dd, dd)', 'date', True, None),
        ('IF(i, 1, 1.5)', 'decimal(2,1)', True, None),
        ('IF(i, i, b)', 'bigint', True, None),
        ('IF(i, f, 1)', 'double', True, None),
        ('IF(i, f, f)', 'float', True, None),
        ('CASE WHEN i THEN 1 ELSE 2 END', 'int', True, None),
        ('CASE WHEN ni THEN 1 ELSE 2 END', 'int', False, None),
        ('CASE WHEN 1 THEN 1.0 END', 'decimal(2,1)', True, None),
        ("CASE WHEN 1 THEN 'a' ELSE 1 END", 'varchar(1)', False, 'utf8mb4'),
        ("CASE ni WHEN 1 THEN 'a' ELSE 'bb' END", 'varchar(2)', False, 'utf8mb4'),
        ('CASE i WHEN 1 THEN 2 ELSE 3 END', 'int', True, None),
        ('GREATEST(1, 2)', 'int', False, None),
        ('GREATEST(i, 2)', 'int', True, None),
        ('LEAST(1.5, 2)', 'decimal(2,1)', False, None),
        ('COALESCE(NULL, NULL)', 'binary(0)', True, None),
        ('c1', 'varchar(1)', True, 'latin1'),
    ],
    'aggregates': [
        ('COUNT(*)', 'bigint', False, None),
        ('COUNT(i)', 'bigint', False, None),
        ('SUM(i)', 'decimal(32,0)', True, None),
        ('SUM(ni)', 'decimal(32,0)', True, None),
        ('SUM(d)', 'decimal(32,2)', True, None),
        ('SUM(f)', 'double', True, None),
        ('AVG(i)', 'decimal(14,4)', True, None),
        ('AVG(d)', 'decimal(14,6)', True, None),
        ('MIN(i)', 'int', True, None),
        ('MAX(v)', 'varchar(10)', True, 'utf8mb4'),
        ('MIN(ni)', 'int', True, None),
        ('MAX(dt)', 'datetime', True, None),
        ('MIN(f)', 'float', True, None),
        ('MAX(ti)', 'tinyint', True, None),
        ('w1', 'decimal(32,0)', True, None),
        ('w2', 'varchar(10)', True, 'utf8mb4'),
        ('w3', 'float', True, None),
        ('w4', 'bigint', False, None),
    ],
    'temporal': [
        ('NOW()', 'datetime', False, None),
        ('NOW(3)', 'datetime(3)', False, None),
        ('CURDATE()', 'date', False, None),
        ('CURTIME()', 'time', False, None),
        ('CURRENT_TIMESTAMP', 'datetime', False, None),
        ('UTC_TIMESTAMP(1)', 'datetime(1)', False, None),
        ('LOCALTIME(5)', 'datetime(5)', False, None),
        ("DATE'2010-01-01'", 'date', False, None),
        ("TIME'10:10:10.12'", 'time(2)', False, None),
        ("TIMESTAMP'2010-01-01 10:00:00'", 'datetime', False, None),
        ('DATE(dt)', 'date', True, None),
        ("STR_TO_DATE(v, '%Y-%m-%d')", 'date', True, None),
        ("STR_TO_DATE(v, '%H:%i:%S.%f')", 'time(6)', True, None),
        ("STR_TO_DATE(v, '%d %H')", 'time', True, None),
        ("STR_TO_DATE(v, '%d')", 'date', True, None),
        ("STR_TO_DATE(v, '%Y-%m-%d %H:%i')", 'datetime', True, None),
        ('s6', 'datetime(6)', True, None),
        ('MAKEDATE(1997, 1)', 'date', True, None),
        ('MAKETIME(10, 11, 12)', 'time', True, None),
        ('SEC_TO_TIME(12345)', 'time', True, None),
        ('SEC_TO_TIME(12345.6789)', 'time(4)', True, None),
        ('SEC_TO_TIME(1234567e-2)', 'time(6)', True, None),
        ('TIMEDIFF(dt, dt)', 'time', True, None),
        ('td', 'time(6)', True, None),
        ("ADDTIME(dt, '1:1:1.5')", 'datetime(1)', True, None),
        ("ADDTIME(tm, '1:1:1')", 'time(3)', True, None),
        ("TIMESTAMP(dd, '01:01:01')", 'datetime', True, None),
        ("TIME('10:10:10.123')", 'time(3)', True, None),
        ("CONVERT_TZ(dt, '+00:00', '+01:00')", 'datetime', True, None),
        ('tz', 'datetime', True, None),
    ],
    'extract': [
        ('year_dt', 'int', True, None),
        ('year_tm', 'int', True, None),
        ('year_month_dt', 'int', True, None),
        ('year_month_tm', 'int', True, None),
        ('quarter_dt', 'int', True, None),
        ('quarter_tm', 'int', True, None),
        ('month_dt', 'int', True, None),
        ('month_tm', 'int', True, None),
        ('week_dt', 'int', True, None),
        ('week_tm', 'int', True, None),
        ('day_dt', 'int', True, None),
        ('day_tm', 'int', True, None),
        ('day_hour_dt', 'int', True, None),
        ('day_hour_tm', 'int', True, None),
        ('day_minute_dt', 'int', True, None),
        ('day_minute_tm', 'int', True, None),
        ('day_second_dt', 'int', True, None),
        ('day_second_tm', 'int', True, None),
        ('hour_dt', 'int', True, None),
        ('hour_tm', 'int', True, None),
        ('hour_minute_dt', 'int', True, None),
        ('hour_minute_tm', 'int', True, None),
        ('hour_second_dt', 'int', True, None),
        ('hour_second_tm', 'int', True, None),
        ('minute_dt', 'int', True, None),
        ('minute_tm', 'int', True, None),
        ('minute_second_dt', 'int', True, None),
        ('minute_second_tm', 'int', True, None),
        ('second_dt', 'int', True, None),
        ('second_tm', 'int', True, None),
        ('microsecond_dt', 'int', True, None),
        ('microsecond_tm', 'int', True, None),
        ('day_microsecond_dt', 'bigint', True, None),
        ('day_microsecond_tm', 'bigint', True, None),
        ('hour_microsecond_dt', 'bigint', True, None),
        ('hour_microsecond_tm', 'bigint', True, None),
        ('minute_microsecond_dt', 'bigint', True, None),
        ('minute_microsecond_tm', 'bigint', True, None),
        ('second_microsecond_dt', 'int', True, None),
        ('second_microsecond_tm', 'int', True, None),
    ],
    'unions': [
        ('a', 'decimal(2,1)', False, None),
        ('s', 'varchar(3)', False, 'utf8mb4'),
        ('i', 'bigint', True, None),
        ('d', 'decimal(10,2)', True, None),
        ('dd', 'datetime', True, None),
    ],
    'unions2': [
        ('a', 'int', False, None),
    ],
    'keyed': [
        ('i', 'int', False, None),
        ('v', 'varchar(10)', True, 'utf8mb4'),
    ],
    'uuids': [
        ('u', 'uuid', True, None),
        ('n', 'int', True, None),
    ],
    'declared': [
        ('DATABASE()', 'varchar(64)', True, 'utf8mb3'),
        ('v', 'char(60)', True, 'utf8mb4'),
    ],
}

# Expressions whose column schemalint does not know (a TEXT among IF's arguments, a string
# function not typed, an aggregate sized by a server variable, EXTRACT of a string): the table is
# modelled from its declared columns only and says so, never with a guessed type.
UNKNOWN = {
    "u1": "CREATE TABLE u1 SELECT IF(i, t, v) AS x FROM src",
    "u2": "CREATE TABLE u2 (k INT) SELECT REPLACE(v, 'a', 'bb') AS x FROM src",
    "u3": "CREATE TABLE u3 SELECT GROUP_CONCAT(v) AS x FROM src",
    "u4": "CREATE TABLE u4 SELECT EXTRACT(DAY_MINUTE FROM v) AS x FROM src",
}


def _type_text(dtype: str, length, precision, scale, fsp, unsigned) -> str:
    """A column's type as one string: `varchar(11)`, `decimal(14,4)`, `time(6)`, `bigint unsigned`."""
    if dtype in ("char", "varchar", "binary", "varbinary"):
        return f"{dtype}({length})"
    if dtype == "decimal":
        return f"decimal({precision},{scale})"
    if dtype in ("datetime", "time", "timestamp"):
        return f"{dtype}({fsp})" if fsp else dtype
    return dtype + (" unsigned" if unsigned else "")


def _type_of(c: Column) -> str:
    return _type_text(c.data_type.lower(), c.length, c.precision, c.scale, c.fsp, c.unsigned)


def _model(statements):
    return lint_result(SOURCE + ";\n" + ";\n".join(statements) + ";\n", MARIADB)


@pytest.mark.parametrize("name", list(CASES))
def test_the_model_types_select_expressions_as_mariadb(name):
    table = _model([CASES[name]]).model.find_table(name)
    assert table is not None
    got = [(c.name, _type_of(c), bool(c.nullable), c.charset if c.is_string else None) for c in table.columns]
    assert got == EXPECTED[name]


def test_the_server_types_them_so(mariadb):
    with scratch_database(mariadb, "select_types") as cur:
        cur.execute(SOURCE)
        for name, sql in [*CASES.items(), *UNKNOWN.items()]:
            cur.execute(sql)
        for name in CASES:
            cur.execute("SELECT COLUMN_NAME, DATA_TYPE, CHARACTER_MAXIMUM_LENGTH, NUMERIC_PRECISION, NUMERIC_SCALE, "
                        "DATETIME_PRECISION, COLUMN_TYPE LIKE '%%unsigned', IS_NULLABLE = 'YES', CHARACTER_SET_NAME "
                        "FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = 'select_types' AND TABLE_NAME = %s "
                        "ORDER BY ORDINAL_POSITION", (name,))
            got = [(r[0], _type_text(*r[1:7]), bool(r[7]), r[8]) for r in cur.fetchall()]
            assert got == EXPECTED[name], name


@pytest.mark.parametrize("name", list(UNKNOWN))
def test_an_expression_not_known_is_not_guessed(name):
    result = _model([UNKNOWN[name]])
    table = result.model.find_table(name)
    assert [c.name for c in table.columns] == (["k"] if name == "u2" else [])
    assert any(f.code == "SL001" and f.severity == "info" and "only the declared columns are modelled" in f.message
               and f.span.line == 2 for f in result.findings)


def _infer(sql: str, columns=None):
    node = sqlglot.parse_one(f"SELECT {sql}", read="mysql").expressions[0]
    return select_types.infer(node, (columns or {}).get, "utf8mb4")


def test_integer_width_decides_int_or_bigint():
    # an integer result is INT while its display length is at most 9 characters
    assert select_types.to_column("a", _infer("999999999")).data_type == "INT"
    assert select_types.to_column("a", _infer("1000000000")).data_type == "BIGINT"
    assert select_types.to_column("a", _infer("1+1")).data_type == "INT"  # 3 characters
    i = {"i": Column("i", "INT")}
    assert select_types.to_column("a", _infer("i+1", i)).data_type == "BIGINT"  # 12 characters
    assert select_types.to_column("a", _infer("i", i)).data_type == "INT"  # a column keeps its type
    big = select_types.to_column("a", _infer("18446744073709551616"))
    assert (big.data_type, big.precision, big.scale) == ("DECIMAL", 20, 0)


def test_decimal_precision_and_scale():
    d = {"d": Column("d", "DECIMAL", precision=10, scale=2)}
    cases = {"1.10": (3, 2), "d*d": (20, 4), "d/2": (14, 6), "d+1": (11, 2), "SUM(d)": (32, 2), "AVG(d)": (14, 6)}
    for sql, want in cases.items():
        column = select_types.to_column("a", _infer(sql, d))
        assert (column.data_type, column.precision, column.scale) == ("DECIMAL", *want), sql


def test_strings_length_charset_and_text():
    v = {"v": Column("v", "VARCHAR", length=10, charset="utf8mb4"),
         "l1": Column("l1", "VARCHAR", length=10, charset="latin1")}
    concat = select_types.to_column("a", _infer("CONCAT(v, l1, 12)", v))
    assert (concat.data_type, concat.length, concat.charset, concat.nullable) == ("VARCHAR", 22, "utf8mb4", True)
    assert _infer("IF(1, l1, 'x')", v).charset == "latin1"  # the column's set: the literal is coercible
    # past 512 characters a string is the TEXT type its bytes need
    assert select_types.to_column("a", _infer("REPEAT(v, 51)", v)).data_type == "VARCHAR"
    assert select_types.to_column("a", _infer("REPEAT(v, 52)", v)).data_type == "TEXT"
    assert _infer("COALESCE(_latin1'a', _latin2'b')") is None  # the server: error 1267


def test_nullability():
    cols = {"i": Column("i", "INT"), "ni": Column("ni", "INT", nullable=False)}
    assert _infer("IFNULL(i, 1)", cols).nullable is False
    assert _infer("IF(i, ni, ni)", cols).nullable is True  # a NULL-able condition
    assert _infer("CASE WHEN ni THEN 1 ELSE 2 END", cols).nullable is False
    assert _infer("CASE WHEN ni THEN 1 END", cols).nullable is True  # no ELSE
    assert _infer("CONCAT('a', 'b')").nullable is True
    assert _infer("COUNT(i)", cols).nullable is False


def test_str_to_date_by_format():
    assert (_infer("STR_TO_DATE('1', '%Y-%m-%d')").temporal, _infer("STR_TO_DATE('1', '%Y-%m-%d')").fsp) == ("DATE", None)
    assert (_infer("STR_TO_DATE('1', '%H:%i:%S.%f')").temporal, _infer("STR_TO_DATE('1', '%H:%i:%S.%f')").fsp) == ("TIME", 6)
    assert _infer("STR_TO_DATE('1', '%d %H')").temporal == "TIME"
    assert _infer("STR_TO_DATE('1', '%Y-%m-%d %H')").temporal == "DATETIME"


def test_what_is_not_known_or_refused_is_none():
    cols = {"db": Column("db", "DOUBLE"), "t": Column("t", "TEXT", charset="utf8mb4")}
    for sql in ("NOW(7)", "CAST('1' AS DATETIME(7))", "CAST(db AS CHAR)", "CONCAT(db, 'x')", "CAST(t AS CHAR)",
                "IF(1, 2)", "STR_TO_DATE('1', 5)", "REPLACE('a', 'b', 'c')", "1 DIV 0"):
        assert _infer(sql, cols) is None, sql
