"""SL010–SL034: the rules other linters have (Skeema, SOAR, Bytebase, pt-duplicate-key-checker,
MySQLTuner) and the server's own hard limits. Given this DDL, these findings, at these lines.

The catalogue examples of these rules run here too (and in the generic catalogue test); the
live-server half — does MariaDB really reject what SL010–SL012 call an error — is
tests/test_server_rejects.py.
"""

from __future__ import annotations

import tomllib

import pytest

from schemalint import catalogue
from schemalint.judge import limits
from schemalint.catalogue import catalogue_dir
from schemalint.checks import registry
from schemalint.estimate.columns import column_size
from schemalint.read.reserved_words import ADDED_IN_80, MARIADB_1011, MYSQL_80, is_reserved
from tests.helpers import each_rule, lint_sql, table_of

CODES = ["SL010", "SL011", "SL012"] + [f"SL0{n}" for n in range(20, 35)]
OPT_IN = {"SL031", "SL034"}
MARIADB = '[server]\nversion = "10.11.6-MariaDB"\n'


def found(sql: str, code: str, config: str = "") -> list:
    """This rule's findings, also those folded into another rule's (each_rule)."""
    return [f for f in each_rule(lint_sql(sql, config)) if f.code == code]


def lines(sql: str, code: str, config: str = "") -> list[tuple[int, str]]:
    return [(f.span.line, f.severity) for f in found(sql, code, config)]


# -- the catalogue ---------------------------------------------------------------------------------

def test_every_rule_is_registered_with_a_catalogue_entry():
    docs = catalogue.load_catalogue()
    for code in CODES:
        assert code in registry(), code
        doc = docs[code]
        assert doc.summary and doc.why and doc.fix and doc.bad and doc.good, code
        assert doc.default == (code not in OPT_IN), code
        assert doc.severity in ("error", "warning", "info")


def _catalogue_examples():
    for path in sorted(catalogue_dir().glob("SL0*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        if data["code"] not in CODES:
            continue
        for kind in ("bad", "good"):
            for n, ex in enumerate(data.get(kind, []), 1):
                yield pytest.param(data["code"], kind, ex, id=f"{data['code']}-{kind}{n}")


@pytest.mark.parametrize("code,kind,example", list(_catalogue_examples()))
def test_catalogue_example(code, kind, example):
    hits = found(example["sql"], code, example.get("config", ""))
    if kind == "good":
        assert hits == [], [f.message for f in hits]
        return
    assert hits, "the bad example produced no finding"
    if example.get("line") is not None:
        assert example["line"] in [f.span.line for f in hits]


def test_peers_are_named_where_known():
    docs = catalogue.load_catalogue()
    for code in CODES:
        if code != "SL030":  # no peer has this check
            assert docs[code].peers, code


# -- limits: the shared arithmetic ---------------------------------------------------------------

def test_column_widths_come_from_the_estimator():
    t = table_of("CREATE TABLE t (a VARCHAR(255) CHARSET utf8mb4, b CHAR(10) CHARSET latin1, c TEXT, d DECIMAL(19,4));")
    for col in t.columns:
        assert limits.column_max_bytes(col) == column_size(col).max_bytes
    assert [limits.column_max_bytes(c) for c in t.columns] == [1020, 10, 65535, 9]


def test_server_row_counts_length_bytes_pointers_and_null_bits():
    t = table_of("CREATE TABLE t (a VARCHAR(32765) NOT NULL, b VARCHAR(32766) NOT NULL, c TEXT NOT NULL) CHARSET latin1;")
    assert limits.server_row(t).bytes == 32767 + 32768 + 10
    t = table_of("CREATE TABLE t (a VARCHAR(32765) NOT NULL, b VARCHAR(32766) NOT NULL) CHARSET latin1;")
    assert limits.server_row(t).bytes == 65535 and not limits.server_row(t).too_large
    t = table_of("CREATE TABLE t (a VARCHAR(32765) NULL, b VARCHAR(32766) NOT NULL) CHARSET latin1;")
    assert limits.server_row(t).too_large


def test_key_limits_by_row_format_and_page_size():
    assert limits.max_key_bytes(16384) == 3072 and limits.max_key_bytes(8192) == 1536
    assert limits.max_key_part_bytes("COMPACT") == 767 and limits.max_key_part_bytes("DYNAMIC") == 3072
    t = table_of("CREATE TABLE t (a VARCHAR(10) NOT NULL, KEY (a)) ROW_FORMAT=DEFAULT KEY_BLOCK_SIZE=8;")
    assert limits.row_format_of(t) == "COMPRESSED"


def test_record_limit_is_half_a_page():
    assert limits.record_limit("DYNAMIC") == 8126
    assert limits.record_limit("REDUNDANT") == 8123
    assert limits.record_limit("DYNAMIC", 65536) == 16383


def test_mysql_and_mariadb_count_long_columns_differently():
    sql = ("CREATE TABLE t (id INT PRIMARY KEY, "
           + ", ".join(f"c{i} VARCHAR(300) NOT NULL" for i in range(27)) + ") CHARSET latin1 ROW_FORMAT=COMPACT;")
    t = table_of(sql)
    mysql = limits.create_check(t, limits.Flavor("mysql", "8.0.40"))
    maria = limits.create_check(t, limits.Flavor("mariadb", "10.11"))
    assert not mysql.too_large and maria.too_large
    assert limits.worst_record(t).too_large


# -- SL010 key-too-long ----------------------------------------------------------------------------

def test_sl010_counts_charset_bytes_and_prefixes():
    ok = "CREATE TABLE t (id INT PRIMARY KEY, a VARCHAR(384), b VARCHAR(384), KEY k (a, b)) CHARSET utf8mb4;"
    assert found(ok, "SL010") == []
    bad = "CREATE TABLE t (id INT PRIMARY KEY, a VARCHAR(384), b VARCHAR(385), KEY k (a, b)) CHARSET utf8mb4;"
    [f] = found(bad, "SL010")
    assert f.severity == "error" and f.evidence["key_bytes"] == 3076 and f.evidence["key_limit"] == 3072
    prefixed = "CREATE TABLE t (id INT PRIMARY KEY, a TEXT, b VARCHAR(700), KEY k (b, a(68))) CHARSET utf8mb4;"
    assert found(prefixed, "SL010") == []
    assert found(prefixed.replace("a(68)", "a(69)"), "SL010")[0].evidence["key_bytes"] == 3076


def test_sl010_single_long_column_in_a_plain_key_is_a_truncation_warning_with_a_prefix_fix():
    [f] = found("CREATE TABLE t (id INT PRIMARY KEY, a VARCHAR(1000), KEY k (a)) CHARSET utf8mb4;", "SL010")
    assert f.severity == "warning" and f.evidence["outcome"] == "truncated"
    assert "`a`(768)" in f.fix


def test_sl010_compact_limits_each_column_to_767_bytes():
    sql = "CREATE TABLE t (id INT PRIMARY KEY, a VARCHAR({n}) NOT NULL, UNIQUE KEY k (a)) CHARSET utf8mb4 ROW_FORMAT=COMPACT;"
    assert found(sql.format(n=191), "SL010") == []
    [f] = found(sql.format(n=192), "SL010")
    assert f.severity == "error" and f.evidence["part_limit"] == 767


def test_sl010_mariadb_builds_a_hash_for_long_unique_keys():
    sql = "CREATE TABLE t (id INT PRIMARY KEY, a VARCHAR(1000), UNIQUE KEY k (a)) CHARSET utf8mb4;"
    assert found(sql, "SL010")[0].severity == "error"
    [f] = found(sql, "SL010", MARIADB)
    assert f.severity == "warning" and "USING HASH" in f.message and f.fix is None


# -- SL011 row-size-too-large ----------------------------------------------------------------------

def test_sl011_server_row_error():
    [f] = found("CREATE TABLE t (a VARCHAR(32765) NULL, b VARCHAR(32766) NOT NULL) CHARSET latin1;", "SL011")
    assert f.severity == "error" and f.evidence["check"] == "server-row" and f.evidence["row_bytes"] == 65536


def test_sl011_compact_passes_mysql_create_but_rows_fail():
    sql = ("CREATE TABLE t (id INT PRIMARY KEY, "
           + ", ".join(f"c{i} VARCHAR(300) NOT NULL" for i in range(27)) + ") CHARSET latin1 ROW_FORMAT=COMPACT;")
    [f] = found(sql, "SL011")
    assert f.severity == "warning" and f.evidence["check"] == "innodb-runtime"
    [g] = found(sql, "SL011", MARIADB)
    assert g.severity == "error" and g.evidence["check"] == "innodb-create"


def test_sl011_text_columns_fit():
    sql = "CREATE TABLE t (id INT PRIMARY KEY, " + ", ".join(f"c{i} TEXT" for i in range(100)) + ");"
    assert found(sql, "SL011") == []


# -- SL012 invalid-definition -----------------------------------------------------------------------

@pytest.mark.parametrize("sql,error", [
    ("CREATE TABLE t (id INT PRIMARY KEY, a INT, a INT);", 1060),
    ("CREATE TABLE t (id INT PRIMARY KEY, a INT, KEY k (a, a));", 1060),
    ("CREATE TABLE t (id INT PRIMARY KEY, a INT, UNIQUE KEY k (a), KEY k (id));", 1061),
    ("CREATE TABLE t (id INT PRIMARY KEY, a INT, KEY k (b));", 1072),
    ("CREATE TABLE t (id INT AUTO_INCREMENT, a INT, KEY k (a, id));", 1075),
    ("CREATE TABLE t (id INT AUTO_INCREMENT PRIMARY KEY, b INT AUTO_INCREMENT, KEY (b));", 1075),
    ("CREATE TABLE t (id DECIMAL(10,0) AUTO_INCREMENT PRIMARY KEY);", 1063),
    ("CREATE TABLE t (id INT PRIMARY KEY, body TEXT, KEY k (body));", 1170),
    ("CREATE TABLE t (id INT PRIMARY KEY, doc JSON, KEY k (doc));", 3152),
    ("CREATE TABLE t (id INT PRIMARY KEY, n INT, FULLTEXT KEY f (n));", 1283),
    ("CREATE TABLE t (id INT PRIMARY KEY, v VARBINARY(100), FULLTEXT KEY f (v));", 1283),
    ("CREATE TABLE t (id INT PRIMARY KEY, a VARCHAR(10), KEY k (a(20)));", 1089),
    ("CREATE TABLE t (id INT PRIMARY KEY, g GEOMETRY, SPATIAL KEY s (g));", 1252),
])
def test_sl012_names_the_server_error(sql, error):
    assert error in [f.evidence["server_error"] for f in found(sql, "SL012")]


def test_sl012_mariadb_accepts_text_keys_differently():
    sql = "CREATE TABLE t (id INT PRIMARY KEY, body TEXT, KEY k (body), UNIQUE KEY u (body));"
    assert {f.severity for f in found(sql, "SL012")} == {"error"}
    assert {f.severity for f in found(sql, "SL012", MARIADB)} == {"warning"}
    pk = "CREATE TABLE t (body TEXT NOT NULL, PRIMARY KEY (body));"
    assert found(pk, "SL012", MARIADB)[0].severity == "error"


def test_sl012_myisam_allows_auto_increment_as_a_later_key_part():
    assert found("CREATE TABLE t (a INT, id INT AUTO_INCREMENT, KEY k (a, id)) ENGINE=MyISAM;", "SL012") == []


# -- SL020 redundant-index ------------------------------------------------------------------------

def test_sl020_left_prefix_and_duplicates():
    sql = """CREATE TABLE t (
  id INT PRIMARY KEY, a INT, b INT, c VARCHAR(50),
  KEY k_a (a),
  KEY k_ab (a, b),
  KEY k_ab2 (a, b),
  UNIQUE KEY u_id (id),
  KEY k_c10 (c(10)),
  KEY k_c (c)
);"""
    redundant = {f.index: f.evidence["redundant_to"] for f in found(sql, "SL020")}
    assert redundant == {"k_a": "k_ab", "k_ab2": "k_ab", "u_id": "PRIMARY", "k_c10": "k_c"}


def test_sl020_unique_keys_fulltext_and_descending_are_not_prefixes():
    sql = """CREATE TABLE t (
  id INT PRIMARY KEY, a INT, b INT, body TEXT,
  UNIQUE KEY u_a (a),
  KEY k_ab (a, b),
  KEY k_b_desc (b DESC),
  KEY k_b_a (b, a),
  FULLTEXT KEY ft (body)
);"""
    assert found(sql, "SL020") == []


def test_sl020_fulltext_duplicates_compare_column_sets():
    sql = "CREATE TABLE t (id INT PRIMARY KEY, a TEXT, b TEXT, FULLTEXT KEY f1 (a, b), FULLTEXT KEY f2 (b, a));"
    assert [f.index for f in found(sql, "SL020")] == ["f2"]


def test_sl020_clustered_suffix_is_info_with_the_shorter_definition():
    [f] = found("CREATE TABLE t (id BIGINT PRIMARY KEY, a INT, KEY k (a, id));", "SL020")
    assert f.severity == "info" and f.fix.endswith("ADD INDEX `k` (`a`);")


def test_sl020_fix_makes_the_index_invisible_first():
    sql = "CREATE TABLE t (id INT PRIMARY KEY, a INT, b INT, KEY k_a (a), KEY k_ab (a, b));"
    [f] = found(sql, "SL020")
    assert f.fix.startswith("ALTER TABLE `t` ALTER INDEX `k_a` INVISIBLE;")
    [g] = found(sql, "SL020", MARIADB)
    assert "IGNORED" in g.fix


def test_sl020_reports_the_estimated_cost_at_the_row_count():
    sql = "CREATE TABLE t (id BIGINT PRIMARY KEY, a INT NOT NULL, b INT NOT NULL, KEY k_a (a), KEY k_ab (a, b));"
    [f] = found(sql, "SL020", "[tables.t]\nrows = \"40M\"\n")
    assert f.evidence["rows"] == 40_000_000 and f.evidence["size_bytes"] > 40_000_000 * 12


# -- SL021 charset ----------------------------------------------------------------------------------

def test_sl021_utf8mb3_once_per_table_and_per_deviating_column():
    # (text people type: a title, a note; identifiers are info, test_severity_policy)
    sql = """CREATE TABLE a (id INT PRIMARY KEY, title VARCHAR(10), note VARCHAR(10)) CHARSET utf8;
CREATE TABLE b (id INT PRIMARY KEY, x_note VARCHAR(10) CHARACTER SET utf8mb3) CHARSET utf8mb4;"""
    # b's one CHARACTER SET utf8mb3 clause: one finding (not also "mixes utf8mb4 and utf8mb3")
    assert sorted(lines(sql, "SL021")) == [(1, "warning"), (2, "warning")]
    assert [f.headline for f in found(sql, "SL021")] == [
        "a: default charset utf8mb3 (no emoji)",
        "b.x_note: charset utf8mb3 (no emoji)"]


def test_sl021_no_table_default_finding_without_text_columns():
    sql = """CREATE TABLE counts (id INT PRIMARY KEY, n BIGINT NOT NULL, p ENUM('READ', 'WRITE')) CHARSET utf8;
CREATE TABLE names (id INT PRIMARY KEY, code CHAR(3) CHARACTER SET ascii NOT NULL, name VARCHAR(10)) CHARSET latin1;"""
    assert lines(sql, "SL021") == []
    assert lines(sql.replace("CHARSET latin1;", "CHARSET utf8;"), "SL021") == [(2, "warning")]


def test_sl021_allow_list_and_mixed_ok():
    sql = "CREATE TABLE t (id INT PRIMARY KEY, code CHAR(3) CHARSET ascii, x VARCHAR(10)) CHARSET gbk;"
    assert [f.evidence.get("charset") for f in found(sql, "SL021")] == ["gbk"]
    assert found(sql, "SL021", '[rules.SL021]\nallow = ["gbk", "ascii"]\n') == []


def test_sl021_collations_only_on_request():
    sql = "CREATE TABLE t (id INT PRIMARY KEY, token VARCHAR(32) COLLATE utf8mb4_bin) CHARSET utf8mb4;"
    assert found(sql, "SL021") == []
    assert found(sql, "SL021", "[rules.SL021]\nmixed-collations = true\n")[0].severity == "info"


def test_sl021_foreign_key_collation_mismatch_is_an_error():
    sql = """CREATE TABLE p (code VARCHAR(10) NOT NULL PRIMARY KEY) CHARSET utf8mb4;
CREATE TABLE c (id INT PRIMARY KEY, code VARCHAR(10) COLLATE utf8mb4_bin,
  FOREIGN KEY (code) REFERENCES p (code)) CHARSET utf8mb4;"""
    [f] = [f for f in found(sql, "SL021") if "references" in f.evidence]
    assert f.severity == "error" and "COLLATE utf8mb4_0900_ai_ci" in f.fix


def test_sl021_infers_joins_by_name():
    sql = """CREATE TABLE product (product_id INT UNSIGNED NOT NULL PRIMARY KEY) CHARSET utf8mb4;
CREATE TABLE sale (id INT PRIMARY KEY, product_id VARCHAR(20)) CHARSET utf8mb4;"""
    [f] = found(sql, "SL021")
    assert f.evidence["references"] == "product.product_id" and not f.evidence["declared_foreign_key"]
    assert f.severity == "info" and "a guess from the names" in f.message  # no FOREIGN KEY says so
    assert found(sql, "SL021", "[rules.SL021]\ninfer-joins = false\n") == []


# -- SL022 engine ------------------------------------------------------------------------------------

def test_sl022_engines_and_temporary_tables():
    assert lines("CREATE TABLE t (id INT PRIMARY KEY) ENGINE=MyISAM;", "SL022") == [(1, "warning")]
    assert found("CREATE TEMPORARY TABLE t (id INT PRIMARY KEY) ENGINE=MEMORY;", "SL022") == []
    assert found("CREATE TABLE t (id INT PRIMARY KEY) ENGINE=Aria;", "SL022", '[rules.SL022]\nallow = ["innodb", "aria"]\n') == []


# -- SL023 float-for-money ---------------------------------------------------------------------------

def test_sl023_money_names_and_the_decimal_fix_keeps_the_column():
    sql = ("CREATE TABLE t (id INT PRIMARY KEY, totalAmount DOUBLE NOT NULL DEFAULT 0 COMMENT 'sum', "
           "lat DOUBLE, price FLOAT(7,2));")
    hits = {f.evidence["column"]: f for f in found(sql, "SL023")}
    assert set(hits) == {"totalAmount", "price"}
    assert hits["totalAmount"].fix == ("ALTER TABLE `t` MODIFY `totalAmount` DECIMAL(19,4) NOT NULL DEFAULT 0 "
                                       "COMMENT 'sum';")
    assert "DECIMAL(7,2)" in hits["price"].fix
    assert len(found(sql, "SL023", "[rules.SL023]\nall = true\n")) == 3
    assert hits["price"].headline == "t.price: FLOAT for money (cents lost from 100,000); use DECIMAL(7,2)"


def test_sl023_a_duration_or_a_rate_is_not_money():
    sql = ("CREATE TABLE job (\n  id INT PRIMARY KEY,\n  total_time DOUBLE,\n  cost_ms FLOAT,\n  tax_rate FLOAT,\n"
           "  total_weight DOUBLE,\n  total DOUBLE\n);")
    # a DOUBLE keeps the cents of any amount below 10^13: advice (info); a FLOAT's 7 digits lose them from 100,000
    assert lines(sql, "SL023") == [(7, "info")]
    assert lines(sql.replace("total DOUBLE", "total FLOAT"), "SL023") == [(7, "warning")]


# -- SL024 / SL025 --------------------------------------------------------------------------------------

def test_sl024_zero_dates_and_zero_parts():
    sql = """CREATE TABLE t (id INT PRIMARY KEY,
  a DATE DEFAULT '0000-00-00', b DATETIME DEFAULT '2020-00-10 00:00:00', c TIMESTAMP DEFAULT CURRENT_TIMESTAMP);"""
    assert [f.evidence["column"] for f in found(sql, "SL024")] == ["a", "b"]


def test_sl024_follows_the_sql_mode_the_file_sets():
    sql = """/*!40101 SET @OLD_SQL_MODE=@@SQL_MODE, SQL_MODE='NO_AUTO_VALUE_ON_ZERO' */;
CREATE TABLE a (id INT PRIMARY KEY, d DATE NOT NULL DEFAULT '0000-00-00');
/*!40101 SET SQL_MODE=@OLD_SQL_MODE */;
CREATE TABLE b (id INT PRIMARY KEY, d DATE NOT NULL DEFAULT '0000-00-00');
SET @@SESSION.sql_mode = 'TRADITIONAL';
CREATE TABLE c (id INT PRIMARY KEY, d DATE NOT NULL DEFAULT '0000-00-00');
SET GLOBAL sql_mode = '';
CREATE TABLE d (id INT PRIMARY KEY, d DATE NOT NULL DEFAULT '0000-00-00');"""
    hits = found(sql, "SL024")
    assert [(f.span.line, f.severity, f.evidence["file_sql_mode"]) for f in hits] == [
        (2, "warning", "NO_AUTO_VALUE_ON_ZERO"), (4, "warning", None), (6, "error", "TRADITIONAL"),
        (8, "error", "TRADITIONAL")]  # SET GLOBAL does not change this session
    assert "rejects the CREATE" not in hits[0].message and "any later ALTER TABLE" in hits[0].message
    assert "MySQL 8.0's default sql_mode (NO_ZERO_DATE, strict) rejects the CREATE" in hits[1].message


def test_sl025_lifetime_and_mariadb_115():
    sql = "CREATE TABLE t (id INT PRIMARY KEY, a TIMESTAMP NULL, b TIMESTAMP NULL);"
    [f] = found(sql, "SL025")
    assert f.severity == "info" and f.evidence["columns"] == ["a", "b"]
    assert found(sql, "SL025", "[rules.SL025]\nlifetime-years = 1\n") == []
    assert found(sql, "SL025", '[server]\nversion = "11.5.2-MariaDB"\n') == []


# -- SL026 auto-increment-type ------------------------------------------------------------------------

def test_sl026_signed_types_and_the_bigint_exception():
    sql = """CREATE TABLE a (id INT AUTO_INCREMENT PRIMARY KEY);
CREATE TABLE b (id BIGINT AUTO_INCREMENT PRIMARY KEY);
CREATE TABLE c (id SMALLINT UNSIGNED AUTO_INCREMENT PRIMARY KEY);"""
    # no row count or growth: nothing says the sign matters, info at most
    assert lines(sql, "SL026") == [(1, "info"), (2, "info")]
    # an allow list the user chose keeps the catalogue severity
    assert lines(sql, "SL026", '[rules.SL026]\nallow = ["int unsigned", "bigint unsigned"]\n') == [
        (1, "warning"), (2, "warning"), (3, "warning")]


def test_sl026_fix_matches_the_referencing_columns():
    sql = """CREATE TABLE grp (id SMALLINT NOT NULL AUTO_INCREMENT PRIMARY KEY, name VARCHAR(20));
CREATE TABLE member (id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, grp_id SMALLINT NOT NULL,
  CONSTRAINT fk_grp FOREIGN KEY (grp_id) REFERENCES grp (id));"""
    [f] = found(sql, "SL026")
    assert (f.span.line, f.severity) == (1, "info")
    assert f.evidence["suggested"] == "SMALLINT UNSIGNED" and f.evidence["referencing_columns"] == ["member.grp_id"]
    # the key is dropped and added back: its types must match at every step (checked on MariaDB)
    assert f.fix == ("ALTER TABLE `member` DROP FOREIGN KEY `fk_grp`;\n"
                     "ALTER TABLE `grp` MODIFY `id` SMALLINT UNSIGNED NOT NULL AUTO_INCREMENT;\n"
                     "ALTER TABLE `member` MODIFY `grp_id` SMALLINT UNSIGNED NOT NULL, ADD CONSTRAINT `fk_grp` "
                     "FOREIGN KEY (`grp_id`) REFERENCES `grp` (`id`);")
    assert f.headline == "grp.id: signed SMALLINT AUTO_INCREMENT; UNSIGNED doubles it"


def test_sl026_projects_rows_and_growth():
    sql = "CREATE TABLE ev (id INT UNSIGNED AUTO_INCREMENT PRIMARY KEY);"
    [f] = found(sql, "SL026", "[tables.ev]\nrows = \"1bn\"\ngrowth-per-day = \"10M\"\n")
    assert f.evidence["days_left"] == pytest.approx((2**32 - 1 - 10**9) / 10**7, rel=1e-3)
    assert (f.severity, f.evidence["suggested"]) == ("warning", "BIGINT UNSIGNED")
    assert found(sql, "SL026", "[tables.ev]\nrows = \"1M\"\ngrowth-per-day = \"100\"\n") == []


def test_sl026_auto_increment_start_near_the_maximum():
    [f] = found("CREATE TABLE t (id SMALLINT UNSIGNED AUTO_INCREMENT PRIMARY KEY) AUTO_INCREMENT=60000;", "SL026")
    assert f.evidence["ids_used"] == 60000 and f.evidence["suggested"] == "MEDIUMINT UNSIGNED"
    # a signed SMALLINT near its end: the same width unsigned holds what is projected
    [f] = found("CREATE TABLE t (id SMALLINT AUTO_INCREMENT PRIMARY KEY) AUTO_INCREMENT=30000;", "SL026")
    assert (f.severity, f.evidence["suggested"]) == ("warning", "SMALLINT UNSIGNED")


# -- SL027 foreign-key-checks -------------------------------------------------------------------------

PARENT = "CREATE TABLE p (id INT UNSIGNED NOT NULL PRIMARY KEY, code VARCHAR(10) NOT NULL, KEY k (code));\n"


@pytest.mark.parametrize("child,severity,error", [
    ("CREATE TABLE c (id INT PRIMARY KEY, pid BIGINT UNSIGNED, FOREIGN KEY (pid) REFERENCES p (id));", "error", 3780),
    ("CREATE TABLE c (id INT PRIMARY KEY, pid INT, FOREIGN KEY (pid) REFERENCES p (id));", "error", 3780),
    ("CREATE TABLE c (id INT PRIMARY KEY, pid INT UNSIGNED, FOREIGN KEY (pid) REFERENCES p (nope));", "error", 3734),
    ("CREATE TABLE c (id INT PRIMARY KEY, a INT UNSIGNED, b INT, FOREIGN KEY (a, b) REFERENCES p (id));", "error", 1239),
    ("CREATE TABLE c (id INT PRIMARY KEY, pid INT UNSIGNED NOT NULL, FOREIGN KEY (pid) REFERENCES p (id) "
     "ON DELETE SET NULL);", "error", 1830),
])
def test_sl027_server_errors(child, severity, error):
    hits = found(PARENT + child, "SL027")
    assert (severity, error) in [(f.severity, f.evidence.get("server_error")) for f in hits]


def test_sl027_non_unique_parent_missing_parent_and_myisam():
    non_unique = PARENT + "CREATE TABLE c (id INT PRIMARY KEY, code VARCHAR(10), FOREIGN KEY (code) REFERENCES p (code));"
    assert lines(non_unique, "SL027") == [(2, "warning")]
    missing = "CREATE TABLE c (id INT PRIMARY KEY, pid INT, FOREIGN KEY (pid) REFERENCES nowhere (id));"
    assert found(missing, "SL027")[0].evidence["parent_missing"]
    myisam = PARENT + "CREATE TABLE c (id INT PRIMARY KEY, pid INT UNSIGNED, FOREIGN KEY (pid) REFERENCES p (id)) ENGINE=MyISAM;"
    assert found(myisam, "SL027")[0].evidence["engine"] == "MyISAM"
    fine = PARENT + "CREATE TABLE c (id INT PRIMARY KEY, pid INT UNSIGNED, FOREIGN KEY (pid) REFERENCES p (id));"
    assert found(fine, "SL027") == []


def test_sl027_partitioned_tables_are_sl302s_unless_it_is_off():
    sql = PARENT + ("CREATE TABLE c (id INT UNSIGNED NOT NULL PRIMARY KEY, pid INT UNSIGNED, "
                    "FOREIGN KEY (pid) REFERENCES p (id)) PARTITION BY HASH (id) PARTITIONS 4;")
    assert found(sql, "SL027") == []
    assert found(sql, "SL027", 'ignore = ["SL302"]\n')[0].evidence["server_error"] == 1506


# -- SL028 reserved-word -----------------------------------------------------------------------------

def test_reserved_word_lists():
    assert len(MYSQL_80) == 263 and {"rank", "groups", "system", "function"} <= ADDED_IN_80
    assert is_reserved("ORDER") and not is_reserved("status") and not is_reserved("rank", mariadb=True)
    assert {"offset", "returning"} <= MARIADB_1011 and "offset" not in MYSQL_80


def test_sl028_tables_columns_indexes_and_the_upgrade_note():
    sql = "CREATE TABLE `groups` (id INT PRIMARY KEY, `key` INT, `status` INT, KEY `range` (status));"
    hits = found(sql, "SL028")
    assert [(f.evidence["kind"], f.evidence["word"]) for f in hits] == [("table", "groups"), ("column", "key"),
                                                                         ("index", "range")]
    assert "5.7 accepted it unquoted" in hits[0].message
    assert found(sql, "SL028", '[rules.SL028]\nallow = ["groups", "key", "range"]\n') == []
    assert [f.evidence["word"] for f in found(sql, "SL028", MARIADB)] == ["key", "range"]
    # all quoted: the CREATE works. `groups` is reserved only since 8.0, but nothing shows queries
    # written for 5.7 (no dump header): advice; `key` and `range` long before (style): info
    assert [f.severity for f in hits] == ["info", "info", "info"]
    # dumped from MySQL 5.6 (its header): queries written for it did not quote `groups`
    dumped = found("-- Server version\t5.6.13\n" + sql, "SL028")
    assert [(f.evidence["word"], f.severity) for f in dumped] == [("groups", "warning"), ("key", "info"), ("range", "info")]


def test_sl028_an_unquoted_reserved_word_in_the_create_is_an_error():
    sql = "CREATE TABLE Groups (\n  id INT PRIMARY KEY,\n  `rank` INT,\n  system INT\n);"
    hits = found(sql, "SL028")
    assert [(f.span.line, f.evidence["word"], f.severity) for f in hits] == [
        (1, "Groups", "error"), (3, "rank", "info"), (4, "system", "error")]
    assert "refuses the statement" in hits[0].message
    assert hits[0].headline == "Groups: table name Groups is reserved; unquoted, MySQL 8.0 rejects the CREATE"
    # MariaDB 10.11 does not reserve these three: nothing to say
    assert found(sql, "SL028", MARIADB) == []


# -- SL029 / SL030 / SL031 / SL032 ---------------------------------------------------------------------

def test_sl029_only_misleading_widths_unless_all():
    sql = "CREATE TABLE t (id INT(11) PRIMARY KEY, a INT(3), b TINYINT(1), c INT(4) ZEROFILL, d BIGINT(20), e TINYINT(2));"
    assert [f.evidence["column"] for f in found(sql, "SL029")] == ["a", "e"]
    assert len(found(sql, "SL029", "[rules.SL029]\nall = true\n")) == 4


def test_sl030_multi_column_keys_warn_single_columns_inform():
    sql = "CREATE TABLE t (id INT PRIMARY KEY, a INT NOT NULL, b INT, c INT, UNIQUE KEY u1 (a, b), UNIQUE KEY u2 (c));"
    assert [(f.index, f.severity) for f in found(sql, "SL030")] == [("u1", "warning"), ("u2", "info")]
    assert found(sql, "SL030")[0].headline == "t.u1: NULLable b in a UNIQUE key; NULL rows never collide"


def test_sl030_a_key_holding_the_primary_key_cannot_admit_duplicates():
    sql = "CREATE TABLE t (id INT NOT NULL, a INT, b INT, PRIMARY KEY (id), UNIQUE KEY u1 (a, id), UNIQUE KEY u2 (a, b));"
    assert [(f.span.line, f.index, f.severity) for f in found(sql, "SL030")] == [(1, "u2", "warning")]


def test_sl030_mutually_exclusive_columns_are_by_design():
    # a grant goes to a user or to a group: each row sets one, and each has its UNIQUE key
    sql = """CREATE TABLE grant_ (
  id INT NOT NULL PRIMARY KEY,
  user_id VARCHAR(64) NULL,
  group_id VARCHAR(64) NULL,
  resource VARCHAR(64) NOT NULL,
  resource_id VARCHAR(64) NULL,
  UNIQUE KEY uq_user (user_id, resource),
  UNIQUE KEY uq_group (group_id, resource),
  UNIQUE KEY uq_user_res (user_id, resource, resource_id),
  UNIQUE KEY uq_group_res (group_id, resource, resource_id)
);"""
    # the pair shows the NULLs were designed: resource_id, NULLable in both, is not reported either
    assert found(sql, "SL030") == []
    # without the sibling keys the NULLable user_id is reported, once: on uq_user, as uq_user_res
    # holds it and forbids nothing more
    alone = sql.replace("  UNIQUE KEY uq_group_res (group_id, resource, resource_id)\n", "").replace(
        "uq_user_res (user_id, resource, resource_id),", "uq_user_res (user_id, resource, resource_id)").replace(
        "  UNIQUE KEY uq_group (group_id, resource),\n", "")
    assert [(f.span.line, f.index) for f in found(alone, "SL030")] == [(7, "uq_user")]


def test_sl031_is_opt_in():
    sql = "CREATE TABLE t (id INT PRIMARY KEY, s ENUM('a','b'), f SET('x','y'));"
    assert found(sql, "SL031") == []
    assert len(found(sql, "SL031", 'extend-select = ["SL031"]\n')) == 2


def test_sl032_counts_every_index():
    sql = "CREATE TABLE t (id INT PRIMARY KEY, a INT, b INT, KEY ka (a), KEY kb (b));"
    assert found(sql, "SL032") == []
    [f] = found(sql, "SL032", "[rules.SL032]\nmax = 2\n")
    assert f.evidence["indexes"] == 3 and f.evidence["max"] == 2


# -- SL033 wide-primary-key ---------------------------------------------------------------------------

def test_sl033_net_saving_after_the_fix():
    sql = """CREATE TABLE t (a CHAR(36) CHARSET ascii NOT NULL, b BIGINT NOT NULL, c INT, d INT, e INT,
  PRIMARY KEY (a, b), KEY kc (c), KEY kd (d), KEY ke (e), KEY ka (a));"""
    [f] = found(sql, "SL033", "[tables.t]\nrows = \"100M\"\n")
    # kc, kd and ke copy a and b (44 B each); ka holds a already and copies only b (8 B)
    assert f.evidence["copied_bytes_per_index"] == {"kc": 44.0, "kd": 44.0, "ke": 44.0, "ka": 8.0}
    assert f.evidence["pk_bytes_per_row_in_secondaries"] == 140.0 and f.evidence["rows"] == 100_000_000
    # a BIGINT saves 3 × 36 B; the UNIQUE (a, b) it needs (5 + 44 + 8) and the column (8) cost 65 B
    assert f.evidence["saved_bytes_per_row_with_bigint"] == 108.0
    assert f.evidence["fix_cost_bytes_per_row"] == 65.0 and f.evidence["net_saving_bytes_per_row"] == 43.0
    assert "GiB at 100 M rows" in f.message and "net ≈ 43 B per row" in f.message
    assert f.severity == "warning"  # 43 B × 100 M rows ≈ 4 GB saved
    assert f.headline == "t: PRIMARY KEY ≈ 44 B × 4 indexes; a BIGINT key saves ≈ 43 B/row"


def test_sl033_not_when_the_fix_makes_the_table_bigger():
    # one secondary index: the UNIQUE key on the natural key copies it again, the table grows
    sql = "CREATE TABLE t (a CHAR(64) CHARSET ascii NOT NULL PRIMARY KEY, c INT, KEY kc (c));"
    assert found(sql, "SL033") == []
    # two: 2 × 56 B saved, 85 B added: 27 B, under 10 % of what the secondary indexes take (2 × 197 B)
    sql = ("CREATE TABLE t (a CHAR(64) CHARSET ascii NOT NULL PRIMARY KEY, title VARCHAR(255), path VARCHAR(255), "
           "KEY kt (title), KEY kp (path));")
    assert found(sql, "SL033") == []
    # narrow secondaries (2 × 73 B): the same 27 B is 18 % of them, reported (info: no row count)
    sql = "CREATE TABLE t (a CHAR(64) CHARSET ascii NOT NULL PRIMARY KEY, c INT, d INT, KEY kc (c), KEY kd (d));"
    assert [(f.severity, f.evidence["secondary_index_bytes_per_row"]) for f in found(sql, "SL033")] == [("info", 146.0)]


def test_sl033_severity_needs_a_size():
    sql = ("CREATE TABLE {name} (\n  id CHAR(64) CHARSET ascii NOT NULL PRIMARY KEY,\n  a INT, b INT, c INT, d INT,\n"
           "  KEY ka (a), KEY kb (b), KEY kc (c), KEY kd (d)\n);")
    # 4 × 56 B saved, 85 B added: 139 B per row net
    [f] = found(sql.format(name="t"), "SL033")
    assert (f.span.line, f.severity, f.evidence["net_saving_bytes_per_row"]) == (2, "info", 139.0)
    assert "info until `[tables.NAME] rows` gives its size" in f.message
    # a table named for traffic (access tokens, logs) is big enough to warn at 128+ B per row
    [f] = found(sql.format(name="oauth2_access"), "SL033")
    assert (f.severity, f.evidence["rows_per_request"]) == ("warning", "access")
    [f] = found(sql.format(name="ACT_HI_PROCINST"), "SL033")  # Activiti/Camunda history
    assert (f.severity, f.evidence["rows_per_request"]) == ("warning", "hi")
    # with a row count, the total decides: 1 GB or more is a warning
    assert [g.severity for g in found(sql.format(name="t"), "SL033", '[tables.t]\nrows = "10M"\n')] == ["warning"]
    assert [g.severity for g in found(sql.format(name="t"), "SL033", '[tables.t]\nrows = "1M"\n')] == ["info"]


def test_sl033_a_20_byte_binary_key_is_not_wide():
    sql = ("CREATE TABLE t (sha1 BINARY(20) NOT NULL PRIMARY KEY, a INT, b INT, c INT, d INT, "
           "KEY ka (a), KEY kb (b), KEY kc (c), KEY kd (d));")
    assert found(sql, "SL033") == []


def test_sl033_realistic_varchar_lengths():
    # a group name declared VARCHAR(255) utf8mb4 holds a few characters, not 127
    sql = ("CREATE TABLE grp (group_name VARCHAR(255) NOT NULL PRIMARY KEY, a INT, b INT, c INT, "
           "KEY ka (a), KEY kb (b), KEY kc (c)) CHARSET utf8mb4;")
    assert found(sql, "SL033") == []
    # told the names are long, it reports (and says the average came from the config)
    [f] = found(sql, "SL033", "[tables.grp]\navg-lengths = { group_name = 120 }\n")
    assert f.evidence["pk_avg_bytes"] == 120.0
    assert f.evidence["average_lengths"] == {"group_name": "avg-lengths"}
    # a UUID in a VARCHAR(36) fills its width
    sql = ("CREATE TABLE doc (uuid VARCHAR(36) CHARSET ascii NOT NULL PRIMARY KEY, a INT, b INT, c INT, d INT, "
           "KEY ka (a), KEY kb (b), KEY kc (c), KEY kd (d));")
    [f] = found(sql, "SL033")
    assert f.evidence["average_lengths"] == {"uuid": "identifier: full width"} and f.evidence["pk_avg_bytes"] == 36.0


# -- SL034 naming -------------------------------------------------------------------------------------

def test_sl034_patterns_templates_and_foreign_keys():
    config = 'extend-select = ["SL034"]\n[rules.SL034]\nindex = "^idx_{{table}}_{{column_list}}$"\n'
    sql = """CREATE TABLE p (id INT PRIMARY KEY);
CREATE TABLE t (id INT PRIMARY KEY, a INT, b INT, KEY idx_t_a_b (a, b), KEY idx_a (a),
  CONSTRAINT t_p FOREIGN KEY (b) REFERENCES p (id));"""
    assert sorted(f.evidence["name"] for f in found(sql, "SL034", config)) == ["idx_a", "t_p"]
    assert found(sql, "SL034") == []  # opt-in


def test_sl034_length_limit():
    name = "x" * 65
    [f] = found(f"CREATE TABLE t (id INT PRIMARY KEY, {name} INT);", "SL034", 'extend-select = ["SL034"]\n')
    assert f.evidence["max_length"] == 64


# -- SL103 missing-primary-key ------------------------------------------------------------------------

def test_sl103_says_what_is_true_for_the_engine():
    sql = ("CREATE TABLE heap (a INT, KEY ka (a)) ENGINE=InnoDB;\n"
           "CREATE TABLE log (a INT, KEY ka (a)) ENGINE=MyISAM;\n"
           "CREATE TABLE nat (a INT NOT NULL, UNIQUE KEY ua (a)) ENGINE=MyISAM;")
    hits = found(sql, "SL103")
    assert [(f.span.line, f.severity) for f in hits] == [(1, "warning"), (2, "warning"), (3, "info")]
    assert "hidden 6-byte DB_ROW_ID" in hits[0].message
    # MyISAM does not cluster: no word of InnoDB's clustering or hidden row id
    assert "InnoDB" not in hits[1].message and "DB_ROW_ID" not in hits[1].message and "MyISAM" in hits[1].message
    assert "InnoDB" not in hits[2].message
    assert [f.headline for f in hits] == ["heap: no PRIMARY KEY; rows clustered on a hidden 6-byte row id",
                                          "log: no PRIMARY KEY (MyISAM)",
                                          "nat: no PRIMARY KEY; NOT NULL UNIQUE ua stands in"]
