"""Reserved words: identifiers that must be quoted with backticks everywhere they are used.

MYSQL_80 is the list marked (R) in the MySQL 8.0 Reference Manual, "Keywords and Reserved
Words" (9.3), as of 8.0.31+ (INTERSECT became reserved in 8.0.31). Nonreserved keywords
(ACTION, DATE, STATUS, ...) are not here: they work unquoted.

ADDED_IN_80 are the words reserved since MySQL 8.0 that 5.7 accepted unquoted (CUBE, RANK,
GROUPS, SYSTEM, FUNCTION, ...): a 5.7 schema using them breaks on upgrade.

MARIADB_1011 is MariaDB 10.11's list (its manual's "Reserved Words"), checked against a real
MariaDB 10.11: it accepts RANK, SYSTEM, FUNCTION, ROW, GROUPS ... unquoted but refuses
OFFSET, RETURNING, ROWS, ROW_NUMBER, INTERSECT, CURRENT_ROLE, PAGE_CHECKSUM, STATS_* .
"""

from __future__ import annotations

# Reserved in MySQL 5.7 and still in 8.0.
_MYSQL_57 = frozenset("""
accessible add all alter analyze and as asc asensitive before between bigint binary blob both by
call cascade case change char character check collate column condition constraint continue
convert create cross current_date current_time current_timestamp current_user cursor database
databases day_hour day_microsecond day_minute day_second dec decimal declare default delayed
delete desc describe deterministic distinct distinctrow div double drop dual each else elseif
enclosed escaped exists exit explain false fetch float float4 float8 for force foreign from
fulltext generated get grant group having high_priority hour_microsecond hour_minute hour_second
if ignore in index infile inner inout insensitive insert int int1 int2 int3 int4 int8 integer
interval into io_after_gtids io_before_gtids is iterate join key keys kill leading leave left
like limit linear lines load localtime localtimestamp lock long longblob longtext loop
low_priority master_bind master_ssl_verify_server_cert match maxvalue mediumblob mediumint
mediumtext middleint minute_microsecond minute_second mod modifies natural not no_write_to_binlog
null numeric on optimize optimizer_costs option optionally or order out outer outfile partition
precision primary procedure purge range read reads read_write real references regexp release
rename repeat replace require resignal restrict return revoke right rlike schema schemas
second_microsecond select sensitive separator set show signal smallint spatial specific sql
sqlexception sqlstate sqlwarning sql_big_result sql_calc_found_rows sql_small_result ssl
starting stored straight_join table terminated then tinyblob tinyint tinytext to trailing
trigger true undo union unique unlock unsigned update usage use using utc_date utc_time
utc_timestamp values varbinary varchar varcharacter varying virtual when where while with write
xor year_month zerofill _filename
""".split())

ADDED_IN_80 = frozenset("""
cube cume_dist dense_rank empty except first_value function grouping groups intersect json_table
lag last_value lateral lead nth_value ntile of over percent_rank rank recursive row row_number
rows system window
""".split())

MYSQL_80 = _MYSQL_57 | ADDED_IN_80
MYSQL_57 = _MYSQL_57  # reserved long before 8.0: no query can have used them unquoted

# MariaDB 10.11: the MySQL 5.x core minus MySQL-only additions, plus its own words.
# DATABASE, SCHEMA and OPTION are listed as reserved by MariaDB's manual, yet 10.11 accepts them
# unquoted as column names, so they are left out (the MySQL list keeps them).
MARIADB_1011 = (_MYSQL_57 - frozenset("""
generated get io_after_gtids io_before_gtids master_bind optimizer_costs stored virtual
database schema option
""".split())) | frozenset("""
current_role delete_domain_id do_domain_ids except ignore_domain_ids intersect
offset over page_checksum parse_vcol_expr recursive ref_system_id returning row_number rows
stats_auto_recalc stats_persistent stats_sample_pages
""".split())


def is_reserved(word: str, mariadb: bool = False) -> bool:
    return word.lower() in (MARIADB_1011 if mariadb else MYSQL_80)
