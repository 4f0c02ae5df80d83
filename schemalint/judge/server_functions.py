"""The names MariaDB 10.11 knows as its own functions: information_schema.SQL_FUNCTIONS and,
for the functions its grammar reads itself (SYSDATE, IF, CURDATE, …), information_schema.KEYWORDS
of MariaDB 10.11.19 (261 + 696 names, 942 together; read on the suite's server). A function
call of another name is a stored function or a UDF to it, which a DEFAULT, a CHECK or a
generated column cannot call (error 1901)."""

from ..read.mariadb_keywords import MARIADB_1011_KEYWORDS

# information_schema.SQL_FUNCTIONS's names that are no keyword
MARIADB_1011_FUNCTIONS = MARIADB_1011_KEYWORDS | frozenset({
    "ABS", "ACOS", "ADDDATE", "ADDTIME", "ADD_MONTHS", "AES_DECRYPT", "AES_ENCRYPT", "ASIN", "ATAN", "ATAN2",
    "BENCHMARK", "BIN", "BINLOG_GTID_POS", "BIT_AND", "BIT_COUNT", "BIT_LENGTH", "BIT_OR", "BIT_XOR", "CAST",
    "CEIL", "CEILING", "CHARACTER_LENGTH", "CHAR_LENGTH", "CHR", "COERCIBILITY", "COLUMN_EXISTS", "COLUMN_JSON",
    "COLUMN_LIST", "COMPRESS", "CONCAT", "CONCAT_OPERATOR_ORACLE", "CONCAT_WS", "CONNECTION_ID", "CONV",
    "CONVERT_TZ", "COS", "COT", "COUNT", "CRC32", "CRC32C", "CUME_DIST", "CURDATE", "CURTIME", "DATEDIFF",
    "DATE_ADD", "DATE_FORMAT", "DATE_SUB", "DAYNAME", "DAYOFMONTH", "DAYOFWEEK", "DAYOFYEAR", "DECODE",
    "DECODE_HISTOGRAM", "DECODE_ORACLE", "DEGREES", "DENSE_RANK", "DES_DECRYPT", "DES_ENCRYPT", "ELT", "ENCODE",
    "ENCRYPT", "EXP", "EXPORT_SET", "EXTRACT", "EXTRACTVALUE", "FIELD", "FIND_IN_SET", "FIRST_VALUE", "FLOOR",
    "FOUND_ROWS", "FROM_BASE64", "FROM_DAYS", "FROM_UNIXTIME", "GET_LOCK", "GREATEST", "GROUP_CONCAT", "HEX",
    "IFNULL", "INET6_ATON", "INET6_NTOA", "INET_ATON", "INET_NTOA", "INSTR", "ISNULL", "IS_FREE_LOCK", "IS_IPV4",
    "IS_IPV4_COMPAT", "IS_IPV4_MAPPED", "IS_IPV6", "IS_USED_LOCK", "JSON_ARRAY", "JSON_ARRAYAGG",
    "JSON_ARRAY_APPEND", "JSON_ARRAY_INSERT", "JSON_COMPACT", "JSON_CONTAINS", "JSON_CONTAINS_PATH", "JSON_DEPTH",
    "JSON_DETAILED", "JSON_EQUALS", "JSON_EXISTS", "JSON_EXTRACT", "JSON_INSERT", "JSON_KEYS", "JSON_LENGTH",
    "JSON_LOOSE", "JSON_MERGE", "JSON_MERGE_PATCH", "JSON_MERGE_PRESERVE", "JSON_NORMALIZE", "JSON_OBJECT",
    "JSON_OBJECTAGG", "JSON_OVERLAPS", "JSON_PRETTY", "JSON_QUERY", "JSON_QUOTE", "JSON_REMOVE", "JSON_REPLACE",
    "JSON_SEARCH", "JSON_SET", "JSON_TYPE", "JSON_UNQUOTE", "JSON_VALID", "JSON_VALUE", "LAG", "LAST_DAY",
    "LAST_INSERT_ID", "LCASE", "LEAD", "LEAST", "LENGTH", "LENGTHB", "LN", "LOAD_FILE", "LOCATE", "LOG", "LOG10",
    "LOG2", "LOWER", "LPAD", "LPAD_ORACLE", "LTRIM", "LTRIM_ORACLE", "MAKEDATE", "MAKETIME", "MAKE_SET",
    "MASTER_GTID_WAIT", "MASTER_POS_WAIT", "MAX", "MD5", "MEDIAN", "MID", "MIN", "MONTHNAME", "NAME_CONST",
    "NATURAL_SORT_KEY", "NOW", "NTH_VALUE", "NTILE", "NULLIF", "NVL", "NVL2", "OCT", "OCTET_LENGTH", "ORD",
    "PERCENTILE_CONT", "PERCENTILE_DISC", "PERCENT_RANK", "PERIOD_ADD", "PERIOD_DIFF", "PI", "POSITION", "POW",
    "POWER", "QUOTE", "RADIANS", "RAND", "RANDOM_BYTES", "RANK", "REGEXP_INSTR", "REGEXP_REPLACE", "REGEXP_SUBSTR",
    "RELEASE_ALL_LOCKS", "RELEASE_LOCK", "REPLACE_ORACLE", "ROUND", "RPAD", "RPAD_ORACLE", "RTRIM", "RTRIM_ORACLE",
    "SEC_TO_TIME", "SESSION_USER", "SFORMAT", "SHA", "SHA1", "SHA2", "SIGN", "SIN", "SLEEP", "SOUNDEX", "SPACE",
    "SQRT", "STD", "STDDEV", "STDDEV_POP", "STDDEV_SAMP", "STRCMP", "STR_TO_DATE", "SUBDATE", "SUBSTR", "SUBSTRING",
    "SUBSTRING_INDEX", "SUBSTR_ORACLE", "SUBTIME", "SUM", "SYSTEM_USER", "SYS_GUID", "TAN", "TIMEDIFF",
    "TIME_FORMAT", "TIME_TO_SEC", "TO_BASE64", "TO_CHAR", "TO_DAYS", "TO_SECONDS", "TRIM", "TRIM_ORACLE", "UCASE",
    "UNCOMPRESS", "UNCOMPRESSED_LENGTH", "UNHEX", "UNIX_TIMESTAMP", "UPDATEXML", "UPPER", "UUID", "UUID_SHORT",
    "VARIANCE", "VAR_POP", "VAR_SAMP", "VERSION", "WEEKDAY", "WEEKOFYEAR", "WSREP_LAST_SEEN_GTID",
    "WSREP_LAST_WRITTEN_GTID", "WSREP_SYNC_WAIT_UPTO_GTID", "YEARWEEK"
})
# the spatial constructors the grammar reads with the type names (in neither table; a DEFAULT
# POINT(1,1) is accepted on 10.11.19)
MARIADB_1011_FUNCTIONS |= frozenset({"POINT", "LINESTRING", "POLYGON", "MULTIPOINT", "MULTILINESTRING", "MULTIPOLYGON",
                                     "GEOMETRYCOLLECTION"})

# the spatial functions (sql/item_geofunc.cc), in neither table either: the unprefixed ones below
# (each `SELECT name()` answers 1582, a native function's parameter count, on 10.11.19, not 1305,
# no such function), and the ST_ and MBR ones, taken by their prefix (a name no release has is
# then let through, never refused)
MARIADB_1011_FUNCTIONS |= frozenset("""
    AREA ASBINARY ASTEXT ASWKB ASWKT BOUNDARY BUFFER CENTROID CONTAINS CONVEXHULL CROSSES DIMENSION DISJOINT
    ENDPOINT ENVELOPE EQUALS EXTERIORRING GEOMCOLLFROMTEXT GEOMCOLLFROMWKB GEOMETRYCOLLECTIONFROMTEXT
    GEOMETRYCOLLECTIONFROMWKB GEOMETRYFROMTEXT GEOMETRYFROMWKB GEOMFROMTEXT GEOMFROMWKB GEOMETRYN GEOMETRYTYPE
    GLENGTH INTERIORRINGN INTERSECTS ISCLOSED ISEMPTY ISRING ISSIMPLE LINEFROMTEXT LINEFROMWKB LINESTRINGFROMTEXT
    LINESTRINGFROMWKB MLINEFROMTEXT MLINEFROMWKB MPOINTFROMTEXT MPOINTFROMWKB MPOLYFROMTEXT MPOLYFROMWKB
    MULTILINESTRINGFROMTEXT MULTILINESTRINGFROMWKB MULTIPOINTFROMTEXT MULTIPOINTFROMWKB MULTIPOLYGONFROMTEXT
    MULTIPOLYGONFROMWKB NUMGEOMETRIES NUMINTERIORRINGS NUMPOINTS OVERLAPS POINTFROMTEXT POINTFROMWKB POINTN
    POINTONSURFACE POLYFROMTEXT POLYFROMWKB POLYGONFROMTEXT POLYGONFROMWKB SRID STARTPOINT TOUCHES WITHIN X Y""".split())
SPATIAL_PREFIXES = ("ST_", "MBR")
# built only into debug builds (item_geofunc.cc, under #ifndef DBUG_OFF): a release has no such function
DEBUG_BUILD_FUNCTIONS = frozenset({"ST_GIS_DEBUG"})


def is_server_function(name: str) -> bool:
    """Whether MariaDB 10.11 has a function of this name (any case) of its own."""
    upper = name.upper()
    return upper in MARIADB_1011_FUNCTIONS or (upper.startswith(SPATIAL_PREFIXES) and upper not in DEBUG_BUILD_FUNCTIONS)


# What MariaDB lets a stored expression call, by where it is stored (sql/table.cc,
# Virtual_column_info::fix_and_check_expr: every expression refuses the functions an item marks
# VCOL_IMPOSSIBLE; a CHECK, a stored generated column and an indexed virtual one also refuse
# those whose value is not strictly deterministic, VCOL_TIME_FUNC / VCOL_SESSION_FUNC /
# VCOL_NON_DETERMINISTIC). Measured on MariaDB 10.11.19, each name in a DEFAULT (…), a VIRTUAL,
# an indexed VIRTUAL and a STORED column and a CHECK (tests/test_parse_time_refusals.py and
# tests/test_modelled_refusals.py replay them): error 1901.
#
# refused everywhere, a DEFAULT and a VIRTUAL column too
NEVER_STORED_FUNCTIONS = frozenset({
    "LAST_INSERT_ID", "ROW_COUNT", "FOUND_ROWS", "ROWNUM", "GET_LOCK", "RELEASE_LOCK", "RELEASE_ALL_LOCKS",
    "IS_FREE_LOCK", "IS_USED_LOCK", "SLEEP", "BENCHMARK", "MASTER_POS_WAIT", "MASTER_GTID_WAIT", "LOAD_FILE",
    "NAME_CONST", "VALUE",
})
# refused in a CHECK and a stored (or indexed) generated column, accepted in a DEFAULT and a
# VIRTUAL column not indexed: the clock, the session (its user, database, connection,
# lc_time_names, default_week_format, time zone), random values, NATURAL_SORT_KEY
NOT_DETERMINISTIC_FUNCTIONS = frozenset({
    "NOW", "CURRENT_TIMESTAMP", "LOCALTIME", "LOCALTIMESTAMP", "CURDATE", "CURRENT_DATE", "CURTIME", "CURRENT_TIME",
    "SYSDATE", "UTC_DATE", "UTC_TIME", "UTC_TIMESTAMP", "FROM_UNIXTIME",
    "USER", "CURRENT_USER", "SESSION_USER", "SYSTEM_USER", "CURRENT_ROLE", "DATABASE", "SCHEMA", "VERSION",
    "CONNECTION_ID", "DAYNAME", "MONTHNAME", "NATURAL_SORT_KEY",
    "RAND", "UUID", "UUID_SHORT", "SYS_GUID",
})
# … only when called with this many arguments: UNIX_TIMESTAMP() reads the clock,
# UNIX_TIMESTAMP(d) does not; WEEK(d) reads default_week_format, WEEK(d, mode) does not.
# (DATE_FORMAT(d, f) reads lc_time_names and DATE_FORMAT(d, f, locale) does not, but sqlglot
# drops the locale, so neither is judged; nor MONTHNAME(d), which it reads as DATE_FORMAT)
NOT_DETERMINISTIC_WITH_ARGUMENTS = {"UNIX_TIMESTAMP": 0, "WEEK": 1}
# refused in a CHECK and in any generated column, accepted in a DEFAULT
NOT_IN_GENERATED_FUNCTIONS = frozenset({"RANDOM_BYTES"})
# a native function's argument counts, as (least, most or None for no limit, step): each name of
# information_schema.SQL_FUNCTIONS that is no keyword, prepared on MariaDB 10.11.19 as
# `SELECT name(NULL, …)` with 0 to 8 arguments; the counts refused with 1582 (incorrect parameter
# count, item_create.cc) are outside. (Names whose counts the grammar reads, 1064, are not here.)
NATIVE_ARGUMENT_COUNTS: dict[str, tuple] = {}
NATIVE_ARGUMENT_COUNTS.update(dict.fromkeys(("CONNECTION_ID", "FOUND_ROWS", "PI", "RELEASE_ALL_LOCKS", "SYS_GUID",
    "UUID", "UUID_SHORT", "VERSION", "WSREP_LAST_SEEN_GTID", "WSREP_LAST_WRITTEN_GTID",), (0, 0, 1)))
NATIVE_ARGUMENT_COUNTS.update(dict.fromkeys(("LAST_INSERT_ID", "RAND", "UNIX_TIMESTAMP",), (0, 1, 1)))
NATIVE_ARGUMENT_COUNTS.update(dict.fromkeys(("JSON_ARRAY",), (0, None, 1)))
NATIVE_ARGUMENT_COUNTS.update(dict.fromkeys(("JSON_OBJECT",), (0, None, 2)))
NATIVE_ARGUMENT_COUNTS.update(dict.fromkeys(("ABS", "ACOS", "ASIN", "BIN", "BIT_COUNT", "BIT_LENGTH", "CEIL",
    "CEILING", "CHARACTER_LENGTH", "CHAR_LENGTH", "CHR", "COERCIBILITY", "COLUMN_JSON", "COLUMN_LIST", "COMPRESS",
    "COS", "COT", "DAYNAME", "DAYOFMONTH", "DAYOFWEEK", "DAYOFYEAR", "DEGREES", "EXP", "FLOOR", "FROM_BASE64",
    "FROM_DAYS", "HEX", "INET6_ATON", "INET6_NTOA", "INET_ATON", "INET_NTOA", "ISNULL", "IS_FREE_LOCK", "IS_IPV4",
    "IS_IPV4_COMPAT", "IS_IPV4_MAPPED", "IS_IPV6", "IS_USED_LOCK", "JSON_COMPACT", "JSON_DEPTH", "JSON_LOOSE",
    "JSON_NORMALIZE", "JSON_QUOTE", "JSON_TYPE", "JSON_UNQUOTE", "JSON_VALID", "LAST_DAY", "LCASE", "LENGTH",
    "LENGTHB", "LN", "LOAD_FILE", "LOG10", "LOG2", "LOWER", "LTRIM", "LTRIM_ORACLE", "MD5", "MONTHNAME",
    "NATURAL_SORT_KEY", "OCT", "OCTET_LENGTH", "ORD", "QUOTE", "RADIANS", "RANDOM_BYTES", "RELEASE_LOCK", "RTRIM",
    "RTRIM_ORACLE", "SEC_TO_TIME", "SHA", "SHA1", "SIGN", "SIN", "SLEEP", "SOUNDEX", "SPACE", "SQRT", "TAN",
    "TIME_TO_SEC", "TO_BASE64", "TO_DAYS", "TO_SECONDS", "UCASE", "UNCOMPRESS", "UNCOMPRESSED_LENGTH", "UNHEX",
    "UPPER", "WEEKDAY", "WEEKOFYEAR",), (1, 1, 1)))
NATIVE_ARGUMENT_COUNTS.update(dict.fromkeys(("ATAN", "ATAN2", "CRC32", "CRC32C", "DES_DECRYPT", "DES_ENCRYPT",
    "ENCRYPT", "FROM_UNIXTIME", "JSON_DETAILED", "JSON_KEYS", "JSON_LENGTH", "JSON_PRETTY", "LOG",
    "MASTER_GTID_WAIT", "ROUND", "TO_CHAR", "WSREP_SYNC_WAIT_UPTO_GTID", "YEARWEEK",), (1, 2, 1)))
NATIVE_ARGUMENT_COUNTS.update(dict.fromkeys(("CONCAT", "CONCAT_OPERATOR_ORACLE", "SFORMAT",), (1, None, 1)))
NATIVE_ARGUMENT_COUNTS.update(dict.fromkeys(("ADDTIME", "ADD_MONTHS", "AES_DECRYPT", "AES_ENCRYPT", "BENCHMARK",
    "BINLOG_GTID_POS", "COLUMN_EXISTS", "DATEDIFF", "DECODE", "DECODE_HISTOGRAM", "ENCODE", "EXTRACTVALUE",
    "FIND_IN_SET", "GET_LOCK", "IFNULL", "INSTR", "JSON_EQUALS", "JSON_EXISTS", "JSON_OVERLAPS", "JSON_QUERY",
    "JSON_VALUE", "MAKEDATE", "NAME_CONST", "NULLIF", "NVL", "PERIOD_ADD", "PERIOD_DIFF", "POW", "POWER",
    "REGEXP_INSTR", "REGEXP_SUBSTR", "SHA2", "STRCMP", "STR_TO_DATE", "SUBTIME", "TIMEDIFF", "TIME_FORMAT",), (2, 2,
    1)))
NATIVE_ARGUMENT_COUNTS.update(dict.fromkeys(("DATE_FORMAT", "JSON_CONTAINS", "LOCATE", "LPAD", "LPAD_ORACLE",
    "RPAD", "RPAD_ORACLE", "SUBSTR_ORACLE",), (2, 3, 1)))
NATIVE_ARGUMENT_COUNTS.update(dict.fromkeys(("MASTER_POS_WAIT",), (2, 4, 1)))
NATIVE_ARGUMENT_COUNTS.update(dict.fromkeys(("CONCAT_WS", "ELT", "FIELD", "GREATEST", "JSON_EXTRACT", "JSON_MERGE",
    "JSON_MERGE_PATCH", "JSON_MERGE_PRESERVE", "JSON_REMOVE", "LEAST", "MAKE_SET",), (2, None, 1)))
NATIVE_ARGUMENT_COUNTS.update(dict.fromkeys(("CONV", "CONVERT_TZ", "MAKETIME", "NVL2", "REGEXP_REPLACE",
    "REPLACE_ORACLE", "SUBSTRING_INDEX", "UPDATEXML",), (3, 3, 1)))
NATIVE_ARGUMENT_COUNTS.update(dict.fromkeys(("EXPORT_SET",), (3, 5, 1)))
NATIVE_ARGUMENT_COUNTS.update(dict.fromkeys(("DECODE_ORACLE", "JSON_CONTAINS_PATH", "JSON_SEARCH",), (3, None, 1)))
NATIVE_ARGUMENT_COUNTS.update(dict.fromkeys(("JSON_ARRAY_APPEND", "JSON_ARRAY_INSERT", "JSON_INSERT",
    "JSON_REPLACE", "JSON_SET",), (3, None, 2)))
