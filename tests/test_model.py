"""build.py → model.py: the model MySQL/InnoDB would have after running the DDL."""

from __future__ import annotations

import re

import pytest

from schemalint.model import FULLTEXT, INDEX, PRIMARY, SPATIAL, UNIQUE
from tests.replay_cases import CASES, REFUSED_LINES, SETUP
from tests.helpers import at, lint_result, lint_sql, make_config, model_of, table_of

# -- types ---------------------------------------------------------------------------------
TYPES = """CREATE TABLE t (
  a TINYINT UNSIGNED NOT NULL,
  b INT(11) UNSIGNED ZEROFILL,
  c BIGINT,
  d DECIMAL(12,4) UNSIGNED,
  e DECIMAL,
  f NUMERIC(5),
  g FLOAT(30),
  h DOUBLE(10,2),
  i DATETIME(6),
  j TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
  k TIME,
  l ENUM('a','b','c') NOT NULL DEFAULT 'a',
  m SET('x','y'),
  n CHAR(10),
  o VARCHAR(20),
  p BINARY(16),
  q VARBINARY(255),
  r BIT(3),
  s TEXT,
  t MEDIUMTEXT,
  u BLOB,
  v JSON,
  w BOOLEAN,
  x YEAR,
  y DATE,
  z GEOMETRY NOT NULL SRID 4326,
  aa POINT,
  bb TEXT(100),
  cc MEDIUMINT UNSIGNED,
  dd SMALLINT,
  ee LONGBLOB,
  ff FLOAT,
  gg BIT,
  hh CHAR,
  ii POLYGON,
  jj MULTIPOINT,
  kk TEXT(0),
  ll BLOB(0)
)"""


@pytest.fixture(scope="module")
def types_table():
    return table_of(TYPES)


@pytest.mark.parametrize("name, data_type, attrs", [
    ("a", "TINYINT", {"unsigned": True, "nullable": False}),
    ("b", "INT", {"unsigned": True, "zerofill": True, "display_width": 11}),
    ("c", "BIGINT", {"unsigned": False}),
    ("d", "DECIMAL", {"precision": 12, "scale": 4, "unsigned": True}),
    ("e", "DECIMAL", {"precision": 10, "scale": 0}),
    ("f", "DECIMAL", {"precision": 5, "scale": 0}),
    ("g", "DOUBLE", {}),  # FLOAT(p) with p > 24 is a DOUBLE
    ("h", "DOUBLE", {"precision": 10, "scale": 2}),
    ("i", "DATETIME", {"fsp": 6}),
    ("j", "TIMESTAMP", {"fsp": 3, "nullable": False, "default": "CURRENT_TIMESTAMP(3)",
                        "on_update": "CURRENT_TIMESTAMP(3)"}),
    ("k", "TIME", {"fsp": 0}),
    ("l", "ENUM", {"values": ("a", "b", "c"), "default": "'a'", "charset": "utf8mb4"}),
    ("m", "SET", {"values": ("x", "y")}),
    ("n", "CHAR", {"length": 10, "charset": "utf8mb4", "collation": "utf8mb4_0900_ai_ci"}),
    ("o", "VARCHAR", {"length": 20}),
    ("p", "BINARY", {"length": 16, "charset": None}),
    ("q", "VARBINARY", {"length": 255}),
    ("r", "BIT", {"length": 3}),
    ("s", "TEXT", {"charset": "utf8mb4"}),
    ("t", "MEDIUMTEXT", {}),
    ("u", "BLOB", {"charset": None}),
    ("v", "JSON", {}),
    ("w", "TINYINT", {"display_width": 1}),
    ("x", "YEAR", {}),
    ("y", "DATE", {}),
    ("z", "GEOMETRY", {"srid": 4326, "nullable": False}),
    ("aa", "POINT", {"srid": None}),
    ("bb", "TEXT", {}),  # TEXT(n) holds n characters: 100 × 4 bytes of utf8mb4 need a TEXT (MariaDB 10.11 says so)
    ("cc", "MEDIUMINT", {"unsigned": True}),
    ("dd", "SMALLINT", {}),
    ("ee", "LONGBLOB", {}),
    ("ff", "FLOAT", {}),
    ("gg", "BIT", {"length": 1}),
    ("hh", "CHAR", {"length": 1}),
    ("ii", "POLYGON", {}),
    ("jj", "MULTIPOINT", {}),
    ("kk", "TEXT", {}),  # TEXT(0) is TEXT, as BLOB(0) is BLOB: no length given (MariaDB 10.11.19; SQLAlchemy's test)
    ("ll", "BLOB", {}),
])
def test_column_types(types_table, name, data_type, attrs):
    col = types_table.column(name)
    assert col is not None
    assert col.data_type == data_type
    for key, value in attrs.items():
        assert getattr(col, key) == value, key


def test_columns_keep_their_order_and_nullability(types_table):
    assert [c.name for c in types_table.columns][:5] == ["a", "b", "c", "d", "e"]
    assert [c.name for c in types_table.columns if not c.nullable] == ["a", "j", "l", "z"]


def test_column_type_properties(types_table):
    assert types_table.column("n").is_string and not types_table.column("p").is_string
    assert types_table.column("p").is_binary_string and types_table.column("u").is_binary_string
    assert types_table.column("s").is_lob and types_table.column("v").is_lob and not types_table.column("o").is_lob


def test_serial_is_bigint_unsigned_not_null_auto_increment_unique():
    t = table_of("CREATE TABLE t (id SERIAL)")
    col = t.column("id")
    assert (col.data_type, col.unsigned, col.nullable, col.auto_increment) == ("BIGINT", True, False, True)
    assert [(i.name, i.kind, i.columns) for i in t.indexes] == [("id", UNIQUE, ["id"])]


# SERIAL's implied UNIQUE is the column's one key: what SHOW CREATE TABLE gives on MariaDB 10.11
SERIAL_KEYS = [
    ("record_id SERIAL UNIQUE", [("record_id", UNIQUE, ["record_id"])]),
    ("record_id SERIAL PRIMARY KEY", [("PRIMARY", PRIMARY, ["record_id"])]),
    ("record_id SERIAL UNIQUE KEY PRIMARY KEY", [("PRIMARY", PRIMARY, ["record_id"])]),
    ("record_id BIGINT SERIAL DEFAULT VALUE UNIQUE", [("record_id", UNIQUE, ["record_id"])]),
    ("record_id BIGINT SERIAL DEFAULT VALUE", [("record_id", UNIQUE, ["record_id"])]),
]


@pytest.mark.parametrize("column, keys", SERIAL_KEYS)
def test_serial_with_its_own_key_has_one_key(column, keys):
    model = model_of(f"CREATE TABLE t ({column}, note TEXT)", '[server]\nversion = "10.11.19-MariaDB"\n')
    assert [(i.name, i.kind, i.columns) for i in model.find_table("t").indexes] == keys


@pytest.mark.parametrize("column", ["record_id SERIAL PRIMARY KEY", "record_id SERIAL UNIQUE KEY PRIMARY KEY"])
def test_serial_primary_key_keeps_its_unique_on_mysql(column):
    # MySQL 8.0 adds SERIAL's UNIQUE beside the PRIMARY KEY (a duplicate index, SL020's to report);
    # MariaDB 10.11 drops it (above). Without a configured version the model is MySQL 8.0's.
    t = table_of(f"CREATE TABLE t ({column}, note TEXT)")
    assert [(i.kind, i.columns) for i in t.indexes] == [(PRIMARY, ["record_id"]), (UNIQUE, ["record_id"])]


@pytest.mark.parametrize("column, keys", SERIAL_KEYS)
def test_serial_keys_are_the_servers(scratch_db, mariadb, column, keys):
    conn = mariadb.connect(autocommit=True)
    try:
        with conn.cursor() as cur:
            cur.execute(f"CREATE TABLE `{scratch_db}`.t ({column}, note TEXT)")
            cur.execute(f"SELECT INDEX_NAME, NON_UNIQUE, COLUMN_NAME FROM information_schema.STATISTICS "
                        f"WHERE TABLE_SCHEMA = %s AND TABLE_NAME = 't' ORDER BY INDEX_NAME", (scratch_db,))
            on_server = [(name, PRIMARY if name == "PRIMARY" else UNIQUE if not non_unique else "INDEX", [col])
                         for name, non_unique, col in cur.fetchall()]
    finally:
        conn.close()
    assert on_server == keys


def test_defaults_auto_increment_and_comments():
    t = table_of("""CREATE TABLE t (
      id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY COMMENT 'the id',
      n INT DEFAULT 0,
      s VARCHAR(5) DEFAULT NULL,
      e VARCHAR(5) NOT NULL DEFAULT '',
      q VARCHAR(5) DEFAULT 'it''s',
      d DATETIME DEFAULT CURRENT_TIMESTAMP,
      b BIT(1) DEFAULT b'0',
      x INT
    )""")
    assert t.column("id").auto_increment and t.column("id").comment == "the id"
    assert [(c.name, c.default) for c in t.columns] == [
        ("id", None), ("n", "0"), ("s", "NULL"), ("e", "''"), ("q", "'it''s'"), ("d", "CURRENT_TIMESTAMP"),
        ("b", t.column("b").default), ("x", None)]
    assert t.column("b").default is not None and "0" in t.column("b").default
    assert [c.name for c in t.columns if c.auto_increment] == ["id"]


def test_generated_columns_virtual_and_stored():
    t = table_of("""CREATE TABLE t (
      a INT NOT NULL,
      v INT GENERATED ALWAYS AS (a + 1) VIRTUAL,
      w INT AS (a * 2),
      s INT AS (a * 3) STORED
    )""")
    assert [(c.name, c.generated is not None, c.generated_stored, c.is_virtual) for c in t.columns] == [
        ("a", False, False, False), ("v", True, False, True), ("w", True, False, True),
        ("s", True, True, False)]
    assert "a + 1" in t.column("v").generated


# -- character sets --------------------------------------------------------------------------
CHARSETS = """CREATE DATABASE shop CHARACTER SET latin1;
CREATE DATABASE s2 DEFAULT COLLATE utf8mb4_unicode_ci;
CREATE SCHEMA s3 DEFAULT CHARSET=utf8;
USE shop;
CREATE TABLE a (n VARCHAR(10), u VARCHAR(10) CHARACTER SET utf8mb4, c VARCHAR(10) COLLATE utf8mb4_bin);
CREATE TABLE b (n VARCHAR(10)) DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;
CREATE TABLE s2.c (n VARCHAR(10));
CREATE TABLE s3.d (n VARCHAR(10), m VARCHAR(5) COLLATE latin1_bin);
CREATE TABLE s3.e (n VARCHAR(10)) COLLATE utf8_bin;
CREATE TABLE shop.f (n VARCHAR(10)) CHARSET latin2;
CREATE TABLE g (n CHAR(10) CHARACTER SET binary, v VARCHAR(10) CHARACTER SET binary, t TEXT CHARACTER SET binary,
                z VARCHAR(10) BINARY, e ENUM('a') CHARACTER SET ascii);
CREATE TABLE h (n VARCHAR(10) CHARACTER SET utf8 COLLATE utf8_unicode_ci) DEFAULT CHARSET=utf8;
"""


@pytest.mark.parametrize("table, column, charset, collation", [
    ("shop.a", "n", "latin1", "latin1_swedish_ci"),  # schema default
    ("shop.a", "u", "utf8mb4", "utf8mb4_0900_ai_ci"),  # column charset: its default collation
    ("shop.a", "c", "utf8mb4", "utf8mb4_bin"),  # column collation implies the charset
    ("shop.b", "n", "utf8mb4", "utf8mb4_unicode_ci"),  # table default
    ("s2.c", "n", "utf8mb4", "utf8mb4_unicode_ci"),  # schema collation implies the charset
    ("s3.d", "n", "utf8mb3", "utf8mb3_general_ci"),  # `utf8` is utf8mb3
    ("s3.d", "m", "latin1", "latin1_bin"),
    ("s3.e", "n", "utf8mb3", "utf8mb3_bin"),  # utf8_bin is utf8mb3_bin
    ("shop.f", "n", "latin2", "latin2_general_ci"),
    ("shop.g", "z", "latin1", "latin1_bin"),  # the BINARY attribute: the charset's _bin collation
    ("shop.g", "e", "ascii", "ascii_general_ci"),
    ("shop.h", "n", "utf8mb3", "utf8mb3_unicode_ci"),
])
def test_charset_resolution_column_table_schema(table, column, charset, collation):
    col = table_of(CHARSETS, table).column(column)
    assert (col.charset, col.collation) == (charset, collation)


def test_table_charset_options_resolve_too():
    model = model_of(CHARSETS)
    got = {t.qualified_name: (t.options.charset, t.options.collation) for t in model.tables()}
    assert got["shop.a"] == ("latin1", "latin1_swedish_ci")
    assert got["shop.b"] == ("utf8mb4", "utf8mb4_unicode_ci")
    assert got["s2.c"] == ("utf8mb4", "utf8mb4_unicode_ci")
    assert got["s3.d"] == ("utf8mb3", "utf8mb3_general_ci")
    assert got["s3.e"] == ("utf8mb3", "utf8mb3_bin")


def test_schema_charset_from_create_database():
    model = model_of(CHARSETS)
    assert (model.schema("shop").charset, model.schema("s2").collation, model.schema("s3").charset) == (
        "latin1", "utf8mb4_unicode_ci", "utf8mb3")


def test_character_set_binary_makes_binary_types():
    t = table_of(CHARSETS, "shop.g")
    assert [(c.name, c.data_type, c.length, c.charset) for c in t.columns[:3]] == [
        ("n", "BINARY", 10, None), ("v", "VARBINARY", 10, None), ("t", "BLOB", None, None)]


def test_server_default_is_utf8mb4():
    t = table_of("CREATE TABLE t (n VARCHAR(10))")
    assert (t.options.charset, t.options.collation) == ("utf8mb4", "utf8mb4_0900_ai_ci")
    assert (t.column("n").charset, t.column("n").collation) == ("utf8mb4", "utf8mb4_0900_ai_ci")


def test_mysqldump_create_database_with_executable_comments():
    model = model_of("CREATE DATABASE /*!32312 IF NOT EXISTS*/ `emp` /*!40100 DEFAULT CHARACTER SET latin1 */;\n"
                     "USE `emp`;\nCREATE TABLE t (n VARCHAR(3));")
    assert model.schema("emp").charset == "latin1"
    assert model.find_table("t", "emp").column("n").charset == "latin1"


def test_alter_table_charset_alone_resets_the_collation():
    model = model_of("CREATE TABLE t (id INT PRIMARY KEY) DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;\n"
                     "ALTER TABLE t DEFAULT CHARSET=latin1;\nALTER TABLE t ADD COLUMN s VARCHAR(10);\n"
                     "CREATE TABLE u (id INT PRIMARY KEY) DEFAULT CHARSET=latin1;\nALTER TABLE u COLLATE utf8mb4_bin;")
    t, u = model.find_table("t"), model.find_table("u")
    assert (t.options.charset, t.options.collation) == ("latin1", "latin1_swedish_ci")
    assert (t.column("s").charset, t.column("s").collation) == ("latin1", "latin1_swedish_ci")
    assert (u.options.charset, u.options.collation) == ("utf8mb4", "utf8mb4_bin")


# -- nullability and keys ----------------------------------------------------------------------
def test_primary_key_columns_are_not_null():
    t = table_of("CREATE TABLE t (a INT, b INT NULL, c INT, PRIMARY KEY (a, b))")
    assert [(c.name, c.nullable) for c in t.columns] == [("a", False), ("b", False), ("c", True)]
    t = table_of("CREATE TABLE t (a INT PRIMARY KEY, c INT)")
    assert [(c.name, c.nullable) for c in t.columns] == [("a", False), ("c", True)]


INDEXES = """CREATE TABLE t (
  id BIGINT NOT NULL AUTO_INCREMENT,
  a VARCHAR(100) NOT NULL,
  b INT,
  c TEXT,
  g GEOMETRY NOT NULL,
  PRIMARY KEY (id),
  UNIQUE KEY uk_a (a),
  UNIQUE (b),
  KEY (a(10), b DESC),
  KEY (a),
  INDEX idx_inv (b) INVISIBLE,
  KEY idx_fn ((lower(a))),
  FULLTEXT KEY ft_c (c),
  SPATIAL INDEX sp_g (g),
  KEY idx_using (b) USING BTREE COMMENT 'hello',
  UNIQUE INDEX (a, b),
  KEY `a_3` (b)
)"""


def test_indexes_kinds_and_generated_names():
    t = table_of(INDEXES)
    assert [(i.name, i.kind, i.columns) for i in t.indexes] == [
        ("PRIMARY", PRIMARY, ["id"]),
        ("uk_a", UNIQUE, ["a"]),
        ("b", UNIQUE, ["b"]),  # unnamed: named after its first column
        ("a", INDEX, ["a", "b"]),
        ("a_2", INDEX, ["a"]),  # the name is taken: _2
        ("idx_inv", INDEX, ["b"]),
        ("idx_fn", INDEX, ["a"]),
        ("ft_c", FULLTEXT, ["c"]),
        ("sp_g", SPATIAL, ["g"]),
        ("idx_using", INDEX, ["b"]),
        ("a_3", UNIQUE, ["a", "b"]),
        ("a_3", INDEX, ["b"]),
    ]


def test_index_parts_prefix_desc_visibility_and_functional_parts():
    t = table_of(INDEXES)
    a = t.index("a")
    assert [(p.column, p.prefix, p.descending, p.expression) for p in a.parts] == [
        ("a", 10, False, None), ("b", None, True, None)]
    assert t.index("idx_inv").visible is False and t.index("a").visible is True
    fn = t.index("idx_fn").parts[0]
    assert fn.expression is not None and "LOWER" in fn.expression.upper() and fn.column == "a"
    using = t.index("idx_using")
    assert (using.using, using.comment) == ("BTREE", "hello")
    assert t.primary_key.is_primary and t.primary_key.is_unique and t.index("uk_a").is_unique
    assert not t.index("a").is_unique


def test_index_spans_point_at_their_clause():
    t = table_of(INDEXES)
    assert (t.index("uk_a").span.line, t.index("uk_a").span.column) == (8, 3)
    assert (t.index("sp_g").span.line, t.index("sp_g").span.column) == (15, 3)
    assert (t.column("c").span.line, t.column("c").span.column) == (5, 3)


FKS = """CREATE TABLE par (id INT PRIMARY KEY);
CREATE TABLE c1 (id INT PRIMARY KEY, p INT, CONSTRAINT fk FOREIGN KEY (p) REFERENCES par (id) ON DELETE CASCADE);
CREATE TABLE c2 (id INT PRIMARY KEY, p INT, FOREIGN KEY (p) REFERENCES par (id), KEY (p));
CREATE TABLE c3 (id INT PRIMARY KEY, p INT, CONSTRAINT fk3 FOREIGN KEY (p) REFERENCES par (id), KEY idx_p (p));
CREATE TABLE c4 (id INT PRIMARY KEY, p INT, KEY p (id), FOREIGN KEY (p) REFERENCES par (id) ON UPDATE SET NULL);
CREATE TABLE c5 (id INT PRIMARY KEY, p INT, q INT, FOREIGN KEY (p) REFERENCES par (id));
ALTER TABLE c5 ADD INDEX pq (p, q);
CREATE TABLE c6 (id INT PRIMARY KEY, p INT, CONSTRAINT fk6 FOREIGN KEY (p) REFERENCES shop.par (id));
CREATE INDEX i6 ON c6 (p);
CREATE TABLE c7 (id INT PRIMARY KEY, p INT, FOREIGN KEY fkidx (p) REFERENCES par (id));
CREATE TABLE c8 (id INT PRIMARY KEY, p INT, q INT);
ALTER TABLE c8 ADD CONSTRAINT fk8 FOREIGN KEY (q) REFERENCES par (id);
CREATE TABLE c9 (a INT, b INT, PRIMARY KEY (a, b), FOREIGN KEY (a) REFERENCES par (id));
"""


@pytest.mark.parametrize("table, indexes", [
    ("c1", [("PRIMARY", ["id"]), ("fk", ["p"])]),  # InnoDB's implicit index, named after the constraint
    ("c2", [("PRIMARY", ["id"]), ("p", ["p"])]),  # a declared index serves: no implicit one
    ("c3", [("PRIMARY", ["id"]), ("idx_p", ["p"])]),  # declared after the FK: still serves
    ("c4", [("PRIMARY", ["id"]), ("p", ["id"]), ("p_2", ["p"])]),  # named like an unnamed index
    ("c5", [("PRIMARY", ["id"]), ("pq", ["p", "q"])]),  # a later index that serves replaces it
    ("c6", [("PRIMARY", ["id"]), ("i6", ["p"])]),
    ("c7", [("PRIMARY", ["id"]), ("fkidx", ["p"])]),  # FOREIGN KEY index_name (…)
    ("c8", [("PRIMARY", ["id"]), ("fk8", ["q"])]),
    ("c9", [("PRIMARY", ["a", "b"])]),  # the PRIMARY KEY leads with the FK column
])
def test_foreign_key_indexes_like_innodb(table, indexes):
    # checked against MariaDB 10.11: SHOW CREATE TABLE after the same statements
    t = model_of(FKS).find_table(table)
    assert [(i.name, i.columns) for i in t.indexes] == indexes


def test_foreign_keys():
    model = model_of(FKS)
    (fk,) = model.find_table("c1").foreign_keys
    assert (fk.name, fk.columns, fk.ref_table, fk.ref_columns, fk.on_delete, fk.on_update) == (
        "fk", ["p"], "par", ["id"], "CASCADE", None)
    (fk,) = model.find_table("c4").foreign_keys
    assert (fk.name, fk.on_update) == (None, "SET NULL")
    (fk,) = model.find_table("c6").foreign_keys
    assert (fk.ref_schema, fk.ref_table) == ("shop", "par")
    assert model.find_table("c1").index("fk").implicit is True
    assert model.find_table("c2").index("p").implicit is False


def test_drop_foreign_key_keeps_its_index():
    model = model_of(FKS + "ALTER TABLE c1 DROP FOREIGN KEY fk;\n")
    t = model.find_table("c1")
    assert t.foreign_keys == [] and [i.name for i in t.indexes] == ["PRIMARY", "fk"]


# -- clustered index -------------------------------------------------------------------------
@pytest.mark.parametrize("sql, source, columns", [
    ("CREATE TABLE t (id INT PRIMARY KEY, u INT NOT NULL UNIQUE)", "primary", ["id"]),
    ("CREATE TABLE t (a INT NOT NULL, b INT NOT NULL, UNIQUE KEY ua (a), UNIQUE KEY ub (b))", "unique", ["a"]),
    ("CREATE TABLE t (a INT, b INT NOT NULL, UNIQUE KEY ua (a), UNIQUE KEY ub (b))", "unique", ["b"]),
    ("CREATE TABLE t (a INT NOT NULL, b INT, UNIQUE KEY uab (a, b))", "hidden", []),
    ("CREATE TABLE t (a VARCHAR(100) NOT NULL, UNIQUE KEY ua (a(10)))", "hidden", []),  # a prefix cannot cluster
    ("CREATE TABLE t (a INT NOT NULL, KEY ka (a))", "hidden", []),
    ("CREATE TABLE t (a INT NOT NULL, v INT AS (a + 1) VIRTUAL NOT NULL, UNIQUE KEY uv (v))", "hidden", []),
    ("CREATE TABLE t (a INT NOT NULL, b INT NOT NULL, UNIQUE KEY uab (a, b), UNIQUE KEY ua (a))", "unique", ["a", "b"]),
])
def test_clustered_index_choice(sql, source, columns):
    t = table_of(sql)
    clustered = t.clustered_index()
    assert (clustered.source, clustered.columns) == (source, columns)
    assert len(t.secondary_indexes()) == len(t.indexes) - (0 if source == "hidden" else 1)


# -- partitioning ----------------------------------------------------------------------------
PARTITIONS = """CREATE TABLE r (id INT NOT NULL, d DATE NOT NULL, PRIMARY KEY (id, d))
PARTITION BY RANGE (YEAR(d)) (
  PARTITION p2020 VALUES LESS THAN (2021),
  PARTITION p2021 VALUES LESS THAN (2022) ENGINE = InnoDB,
  PARTITION pmax VALUES LESS THAN MAXVALUE
);
CREATE TABLE rc (id INT NOT NULL, d DATE NOT NULL, PRIMARY KEY (id, d))
PARTITION BY RANGE COLUMNS (d, id) (
  PARTITION p0 VALUES LESS THAN ('2020-01-01', 10),
  PARTITION p1 VALUES LESS THAN ('2021-01-01', MAXVALUE),
  PARTITION p2 VALUES LESS THAN (MAXVALUE, MAXVALUE)
);
CREATE TABLE rp (id INT NOT NULL PRIMARY KEY)
PARTITION BY RANGE COLUMNS (id) (PARTITION p0 VALUES LESS THAN (10), PARTITION p1 VALUES LESS THAN (MAXVALUE));
CREATE TABLE l (id INT NOT NULL, region INT NOT NULL)
PARTITION BY LIST (region) (PARTITION pn VALUES IN (1, 2), PARTITION ps VALUES IN (3));
CREATE TABLE lc (id INT NOT NULL, cc CHAR(2) NOT NULL)
PARTITION BY LIST COLUMNS (cc) (PARTITION eu VALUES IN ('DE', 'FR'), PARTITION us VALUES IN ('US'));
CREATE TABLE h (id INT NOT NULL PRIMARY KEY) PARTITION BY HASH (id) PARTITIONS 8;
CREATE TABLE lh (id INT NOT NULL PRIMARY KEY) PARTITION BY LINEAR HASH (id) PARTITIONS 4;
CREATE TABLE k (id INT NOT NULL PRIMARY KEY) PARTITION BY KEY () PARTITIONS 6;
CREATE TABLE lk (id INT NOT NULL PRIMARY KEY, x INT) PARTITION BY LINEAR KEY ALGORITHM=2 (id) PARTITIONS 3;
CREATE TABLE hn (id INT NOT NULL PRIMARY KEY) PARTITION BY HASH (id);
CREATE TABLE sp (id INT NOT NULL, d DATE NOT NULL)
PARTITION BY RANGE (YEAR(d)) SUBPARTITION BY HASH (TO_DAYS(d)) SUBPARTITIONS 2 (
  PARTITION p0 VALUES LESS THAN (1990),
  PARTITION p1 VALUES LESS THAN MAXVALUE
);
CREATE TABLE sp2 (id INT NOT NULL, d DATE NOT NULL)
PARTITION BY RANGE (YEAR(d)) SUBPARTITION BY KEY (id) (
  PARTITION p0 VALUES LESS THAN (1990) (SUBPARTITION s0, SUBPARTITION s1),
  PARTITION p1 VALUES LESS THAN MAXVALUE (SUBPARTITION s2, SUBPARTITION s3)
);
"""


@pytest.fixture(scope="module")
def partitions_model():
    return model_of(PARTITIONS)


@pytest.mark.parametrize("table, method, linear, columns, count, partition_count", [
    ("r", "RANGE", False, ["d"], None, 3),
    ("rc", "RANGE COLUMNS", False, ["d", "id"], None, 3),
    ("rp", "RANGE COLUMNS", False, ["id"], None, 2),
    ("l", "LIST", False, ["region"], None, 2),
    ("lc", "LIST COLUMNS", False, ["cc"], None, 2),
    ("h", "HASH", False, ["id"], 8, 8),
    ("lh", "HASH", True, ["id"], 4, 4),
    ("k", "KEY", False, ["id"], 6, 6),  # KEY () partitions on the primary key
    ("lk", "KEY", True, ["id"], 3, 3),
    ("hn", "HASH", False, ["id"], None, 1),
    ("sp", "RANGE", False, ["d"], None, 4),
    ("sp2", "RANGE", False, ["d"], None, 4),
])
def test_partitioning_methods(partitions_model, table, method, linear, columns, count, partition_count):
    p = partitions_model.find_table(table).partitioning
    assert (p.method, p.linear, p.columns, p.count, p.partition_count) == (method, linear, columns, count,
                                                                           partition_count)


def test_partition_definitions_and_maxvalue(partitions_model):
    r = partitions_model.find_table("r").partitioning
    assert r.expression.upper() == "YEAR(D)"
    assert [(d.name, d.values) for d in r.partitions] == [
        ("p2020", "LESS THAN (2021)"), ("p2021", "LESS THAN (2022)"), ("pmax", "LESS THAN MAXVALUE")]
    rc = partitions_model.find_table("rc").partitioning
    assert [d.values for d in rc.partitions] == [
        "LESS THAN ('2020-01-01', 10)", "LESS THAN ('2021-01-01', MAXVALUE)", "LESS THAN (MAXVALUE, MAXVALUE)"]
    rp = partitions_model.find_table("rp").partitioning
    assert [d.values for d in rp.partitions] == ["LESS THAN (10)", "LESS THAN MAXVALUE"]  # (MAXVALUE) = MAXVALUE
    lst = partitions_model.find_table("l").partitioning
    assert [(d.name, d.values) for d in lst.partitions] == [("pn", "IN (1, 2)"), ("ps", "IN (3)")]


def test_subpartitioning(partitions_model):
    sp = partitions_model.find_table("sp").partitioning
    assert (sp.subpartition_method, sp.subpartition_count) == ("HASH", 2)
    sp2 = partitions_model.find_table("sp2").partitioning
    assert (sp2.subpartition_method, sp2.subpartition_count) == ("KEY", 2)


def test_partitioning_span_is_its_clause(partitions_model):
    assert partitions_model.find_table("r").partitioning.span.line == 2
    assert partitions_model.find_table("rc").partitioning.span.line == 8
    assert partitions_model.find_table("h").partitioning.span.line == 19


def test_partitioning_in_an_executable_comment_of_show_create_table():
    t = table_of(SHOW_CREATE)
    assert t.partitioning.method == "RANGE" and [d.name for d in t.partitioning.partitions] == ["p0", "p1"]
    assert (t.partitioning.span.line, t.partitioning.span.column) == (16, 10)


EMPLOYEES_PARTITIONED = """CREATE DATABASE IF NOT EXISTS employees;
USE employees;
CREATE TABLE titles (
    emp_no      INT             NOT NULL,
    title       VARCHAR(50)     NOT NULL,
    from_date   DATE            NOT NULL,
    to_date     DATE,
    # FOREIGN KEY (emp_no) REFERENCES employees (emp_no) ON DELETE CASCADE,
    PRIMARY KEY (emp_no,title, from_date)
);

/*!50510
ALTER TABLE titles
partition by range COLUMNS (from_date)
(
    partition p01 values less than ('1985-12-31'),
    partition p02 values less than ('1986-12-31'),
    partition p19 values less than (MAXVALUE)
)
*/;
"""


def test_alter_table_partition_by_inside_an_executable_comment():
    t = table_of(EMPLOYEES_PARTITIONED)
    assert t.qualified_name == "employees.titles"
    p = t.partitioning
    assert (p.method, p.columns, [d.name for d in p.partitions]) == ("RANGE COLUMNS", ["from_date"], ["p01", "p02", "p19"])
    assert p.partitions[-1].values == "LESS THAN MAXVALUE"
    assert p.span.line == 14
    assert t.changed_span.line == 13 and t.span.line == 3


# -- table options ---------------------------------------------------------------------------
def test_table_options():
    t = table_of("""CREATE TABLE t (id INT PRIMARY KEY)
      ENGINE=InnoDB AUTO_INCREMENT=42 DEFAULT CHARSET=latin1 COLLATE=latin1_bin ROW_FORMAT=COMPRESSED
      KEY_BLOCK_SIZE=8 COMMENT='the t' TABLESPACE ts1 CHECKSUM=1""")
    o = t.options
    assert (o.engine, o.auto_increment, o.charset, o.collation, o.row_format, o.key_block_size, o.comment,
            o.tablespace) == ("InnoDB", 42, "latin1", "latin1_bin", "COMPRESSED", 8, "the t", "ts1")
    assert o.other == {"CHECKSUM": "1"}
    assert t.is_innodb


def test_engine_defaults_to_innodb_and_other_engines_are_kept():
    assert table_of("CREATE TABLE t (id INT PRIMARY KEY)").engine == "InnoDB"
    t = table_of("CREATE TABLE t (id INT PRIMARY KEY) ENGINE=MyISAM")
    assert t.engine == "MyISAM" and not t.is_innodb


def test_temporary_tables_are_marked():
    t = table_of("CREATE TEMPORARY TABLE tmp (a INT)")
    assert t.temporary is True and t.options.other == {}


SHOW_CREATE = """CREATE TABLE `t` (
  `id` bigint unsigned NOT NULL AUTO_INCREMENT,
  `name` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_0900_ai_ci NOT NULL DEFAULT '',
  `legacy` varchar(32) CHARACTER SET latin1 COLLATE latin1_bin DEFAULT NULL,
  `created` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
  `g` point NOT NULL /*!80003 SRID 4326 */,
  `total` decimal(12,2) GENERATED ALWAYS AS ((`id` * 2)) STORED,
  `v` int GENERATED ALWAYS AS ((`id` + 1)) VIRTUAL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uk_name` (`name`),
  KEY `idx_created` (`created` DESC) /*!80000 INVISIBLE */,
  SPATIAL KEY `g` (`g`),
  KEY `f` ((lower(`name`))),
  FULLTEXT KEY `ft` (`name`) /*!50100 WITH PARSER `ngram` */
) ENGINE=InnoDB AUTO_INCREMENT=5 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci ROW_FORMAT=DYNAMIC COMMENT='x'
/*!50100 PARTITION BY RANGE (`id`)
(PARTITION p0 VALUES LESS THAN (100) ENGINE = InnoDB,
 PARTITION p1 VALUES LESS THAN MAXVALUE ENGINE = InnoDB) */;
"""


def test_show_create_table_output():
    result = lint_result(SHOW_CREATE)
    assert [f.code for f in result.findings if f.code == "SL001"] == []
    t = result.model.find_table("t")
    assert [(c.name, c.data_type) for c in t.columns] == [
        ("id", "BIGINT"), ("name", "VARCHAR"), ("legacy", "VARCHAR"), ("created", "DATETIME"), ("g", "POINT"),
        ("total", "DECIMAL"), ("v", "INT")]
    assert t.column("id").unsigned and t.column("id").auto_increment
    assert (t.column("legacy").charset, t.column("legacy").collation) == ("latin1", "latin1_bin")
    assert t.column("g").srid == 4326
    assert (t.column("total").generated_stored, t.column("v").is_virtual) == (True, True)
    assert [(i.name, i.kind) for i in t.indexes] == [
        ("PRIMARY", PRIMARY), ("uk_name", UNIQUE), ("idx_created", INDEX), ("g", SPATIAL), ("f", INDEX),
        ("ft", FULLTEXT)]
    assert t.index("idx_created").visible is False and t.index("idx_created").parts[0].descending
    assert (t.options.row_format, t.options.auto_increment, t.options.comment) == ("DYNAMIC", 5, "x")


MARIADB_SHOW_CREATE = """CREATE TABLE `c5` (
  `id` int(11) NOT NULL,
  `p` int(11) DEFAULT NULL,
  `s` varchar(10) CHARACTER SET utf8mb3 COLLATE utf8mb3_general_ci DEFAULT NULL,
  PRIMARY KEY (`id`),
  KEY `p_2` (`p`),
  CONSTRAINT `c5_ibfk_1` FOREIGN KEY (`p`) REFERENCES `par` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=latin1 COLLATE=latin1_swedish_ci
"""


def test_mariadb_show_create_table_output():
    t = table_of(MARIADB_SHOW_CREATE)
    assert [(c.name, c.data_type, c.display_width, c.nullable) for c in t.columns] == [
        ("id", "INT", 11, False), ("p", "INT", 11, True), ("s", "VARCHAR", None, True)]
    assert (t.column("s").charset, t.options.charset) == ("utf8mb3", "latin1")
    assert [i.name for i in t.indexes] == ["PRIMARY", "p_2"]
    assert t.foreign_keys[0].name == "c5_ibfk_1"


# -- schemas, names, LIKE ----------------------------------------------------------------------
SCHEMAS = """CREATE TABLE pre (id INT PRIMARY KEY);
CREATE DATABASE shop;
USE shop;
CREATE TABLE orders (id INT PRIMARY KEY);
CREATE TABLE other.items (id INT PRIMARY KEY);
USE `other`;
ALTER TABLE items ADD COLUMN x INT;
ALTER TABLE shop.orders ADD COLUMN y INT;
CREATE TABLE orders (z INT PRIMARY KEY);
CREATE TABLE IF NOT EXISTS shop.orders (w INT);
"""


def test_use_and_qualified_names_choose_the_schema():
    model = model_of(SCHEMAS)
    assert sorted(t.qualified_name for t in model.tables()) == ["other.items", "other.orders", "pre",
                                                                 "shop.orders"]
    assert [c.name for c in model.find_table("items", "other").columns] == ["id", "x"]
    assert [c.name for c in model.find_table("orders", "shop").columns] == ["id", "y"]  # IF NOT EXISTS: unchanged
    assert [c.name for c in model.find_table("orders", "other").columns] == ["z"]
    assert model.find_table("pre").schema is None and model.find_table("pre", "") is not None


def test_tables_modelled_counts_only_tables_that_reached_the_model():
    loaded = lint_result(SCHEMAS).loaded
    assert (loaded.create_tables, loaded.tables_modelled) == (5, 4)


def test_create_table_like_copies_the_source():
    model = model_of("CREATE TABLE a (id INT PRIMARY KEY, s VARCHAR(5), KEY ks (s)) ENGINE=InnoDB;\n"
                     "CREATE TABLE b LIKE a;\nCREATE TABLE c (LIKE a);\nALTER TABLE b ADD COLUMN n INT;")
    a, b, c = (model.find_table(n) for n in "abc")
    assert [i.name for i in b.indexes] == [i.name for i in c.indexes] == ["PRIMARY", "ks"]
    assert [col.name for col in c.columns] == ["id", "s"]
    assert [col.name for col in b.columns] == ["id", "s", "n"] and [col.name for col in a.columns] == ["id", "s"]
    assert (b.name, b.span.line, c.span.line) == ("b", 2, 3)


def test_create_table_like_an_unknown_table_is_sl002():
    result = lint_result("CREATE TABLE b LIKE nope;")
    assert [(f.code, f.span.line) for f in result.findings] == [("SL002", 1)]
    assert result.model.table_count == 0


# -- replay ----------------------------------------------------------------------------------
REPLAY = """CREATE TABLE t (id INT NOT NULL, a INT, b VARCHAR(10));
ALTER TABLE t ADD PRIMARY KEY (id);
ALTER TABLE t ADD COLUMN c DATETIME NOT NULL DEFAULT '2020-01-01 00:00:00', ADD INDEX idx_c (c);
ALTER TABLE t ADD COLUMN d INT AFTER a, ADD UNIQUE KEY uk_d (d), ADD KEY (b(5));
ALTER TABLE t ADD COLUMN first_col INT FIRST;
ALTER TABLE t DROP INDEX idx_c;
CREATE INDEX idx_a ON t (a);
CREATE UNIQUE INDEX uk_ab ON t (a, b);
ALTER TABLE t ADD e INT, ADD f INT;
ALTER TABLE t DROP COLUMN f;
ALTER TABLE t MODIFY COLUMN a BIGINT NOT NULL;
ALTER TABLE t CHANGE COLUMN b bb VARCHAR(20);
ALTER TABLE t RENAME COLUMN e TO ee;
ALTER TABLE t ENGINE=InnoDB ROW_FORMAT=DYNAMIC;
DROP INDEX uk_ab ON t;
ALTER TABLE t RENAME INDEX idx_a TO idx_aa, ALTER INDEX uk_d INVISIBLE;
ALTER TABLE t ADD FULLTEXT INDEX ft (bb);
"""


def test_replay_of_alter_table():
    t = table_of(REPLAY)
    assert [(c.name, c.data_type, c.nullable) for c in t.columns] == [
        ("first_col", "INT", True), ("id", "INT", False), ("a", "BIGINT", False), ("d", "INT", True),
        ("bb", "VARCHAR", True), ("c", "DATETIME", False), ("ee", "INT", True)]
    assert t.column("bb").length == 20
    assert [(i.name, i.kind, [(p.column, p.prefix) for p in i.parts]) for i in t.indexes] == [
        ("PRIMARY", PRIMARY, [("id", None)]),
        ("uk_d", UNIQUE, [("d", None)]),
        ("b", INDEX, [("bb", 5)]),  # renamed with its column by CHANGE
        ("idx_aa", INDEX, [("a", None)]),
        ("ft", FULLTEXT, [("bb", None)]),
    ]
    assert t.index("uk_d").visible is False
    assert (t.options.engine, t.options.row_format) == ("InnoDB", "DYNAMIC")
    assert (t.span.line, t.changed_span.line) == (1, 17)


def test_drop_column_removes_it_from_indexes():
    t = table_of("CREATE TABLE t (a INT NOT NULL, b INT, c INT, PRIMARY KEY (a), KEY kbc (b, c), KEY kc (c));\n"
                 "ALTER TABLE t DROP COLUMN c;")
    assert [(i.name, i.columns) for i in t.indexes] == [("PRIMARY", ["a"]), ("kbc", ["b"])]


def test_drop_primary_key():
    t = table_of("CREATE TABLE t (a INT NOT NULL PRIMARY KEY, b INT);\nALTER TABLE t DROP PRIMARY KEY;")
    assert t.primary_key is None and t.clustered_index().source == "hidden"


def test_modify_keeps_primary_key_columns_not_null():
    t = table_of("CREATE TABLE t (a INT PRIMARY KEY);\nALTER TABLE t MODIFY a BIGINT;")
    assert (t.column("a").data_type, t.column("a").nullable) == ("BIGINT", False)


def test_drop_table_database_and_rename():
    model = model_of("""CREATE TABLE a (id INT PRIMARY KEY);
CREATE TABLE b (id INT PRIMARY KEY);
CREATE TABLE c (id INT PRIMARY KEY);
CREATE TABLE d (id INT PRIMARY KEY);
DROP TABLE a;
DROP TABLE IF EXISTS b, zz;
RENAME TABLE c TO c2, d TO s2.d2;
ALTER TABLE c2 RENAME TO c3;
CREATE SCHEMA s9;
CREATE TABLE s9.x (id INT PRIMARY KEY);
DROP SCHEMA s9;
""")
    assert sorted(t.qualified_name for t in model.tables()) == ["c3", "s2.d2"]
    assert model.schema("s9") is None


def test_replays_on_unknown_tables_are_sl002_at_the_statement():
    result = lint_result("CREATE TABLE t (id INT PRIMARY KEY);\nALTER TABLE nope ADD COLUMN q INT;\n"
                         "CREATE INDEX i ON nope2 (a);\nDROP INDEX i ON nope3;\nRENAME TABLE nope4 TO x;")
    assert at(result.findings, "SL002") == [(2, 13), (3, 19), (4, 17), (5, 14)]
    assert [f.table for f in result.findings] == ["nope", "nope2", "nope3", "nope4"]


def test_sql_in_use_then_table_qualified_by_schema_after_drop_database_resets_the_default():
    model = model_of("CREATE DATABASE s;\nUSE s;\nDROP DATABASE s;\nCREATE TABLE t (id INT PRIMARY KEY);")
    assert [t.qualified_name for t in model.tables()] == ["t"]


# -- type synonyms and unknown types -----------------------------------------------------------
@pytest.mark.parametrize("written, data_type, extra", [
    ("INTEGER", "INT", {}),
    ("INT1", "TINYINT", {}),
    ("INT2", "SMALLINT", {}),
    ("INT3", "MEDIUMINT", {}),
    ("MIDDLEINT", "MEDIUMINT", {}),
    ("INT4", "INT", {}),
    ("INT8", "BIGINT", {}),  # bytes, not bits: sqlglot alone reads TINYINT
    ("BOOL", "TINYINT", {}),
    ("REAL", "DOUBLE", {}),  # unless sql_mode REAL_AS_FLOAT
    ("DOUBLE PRECISION", "DOUBLE", {}),
    ("FLOAT4", "FLOAT", {}),
    ("FLOAT8", "DOUBLE", {}),
    ("DEC(5,2)", "DECIMAL", {"precision": 5, "scale": 2}),
    ("FIXED(7,1)", "DECIMAL", {"precision": 7, "scale": 1}),
    ("NUMERIC(3,1)", "DECIMAL", {"precision": 3, "scale": 1}),
    ("LONG", "MEDIUMTEXT", {"charset": "utf8mb4"}),
    ("LONG VARCHAR", "MEDIUMTEXT", {}),
    ("LONG VARBINARY", "MEDIUMBLOB", {"charset": None}),
    ("CHARACTER VARYING(5)", "VARCHAR", {"length": 5, "charset": "utf8mb4"}),
    ("NATIONAL CHAR(3)", "CHAR", {"length": 3, "charset": "utf8mb3"}),  # national: utf8mb3
    ("NCHAR(4)", "CHAR", {"length": 4, "charset": "utf8mb3"}),
    ("NVARCHAR(4)", "VARCHAR", {"length": 4, "charset": "utf8mb3", "collation": "utf8mb3_general_ci"}),
    ("NATIONAL VARCHAR(4) CHARACTER SET latin1", "VARCHAR", {"charset": "latin1"}),
    ("GEOMCOLLECTION", "GEOMETRYCOLLECTION", {}),
    ("INET6", "INET6", {}),
    ("UUID", "UUID", {}),
])
def test_type_synonyms(written, data_type, extra):
    result = lint_result(f"CREATE TABLE t (id INT PRIMARY KEY, c {written});")
    assert [f for f in result.findings if f.code == "SL001"] == []
    col = result.model.find_table("t").column("c")
    assert col.data_type == data_type
    for key, value in extra.items():
        assert getattr(col, key) == value, key


@pytest.mark.parametrize("written, shown", [("VARCHR(10)", "VARCHR"), ("FOO", "FOO"), ("INTT", "INTT")])
def test_unknown_types_are_sl001_at_the_column(written, shown):
    result = lint_result(f"CREATE TABLE t (\n  id INT PRIMARY KEY,\n  c {written}\n);")
    assert [(f.code, f.severity, f.span.line, f.span.column, f.table) for f in result.findings if f.code == "SL001"] == [
        ("SL001", "error", 3, 3, "t")]
    assert f"unknown data type {shown}" in [f for f in result.findings if f.code == "SL001"][0].message
    assert result.model.find_table("t") is not None  # the rest of the table is still modelled


def test_convert_to_character_set_changes_every_string_column():
    t = table_of("CREATE TABLE t (id INT PRIMARY KEY, a VARCHAR(10), b TEXT, c INT) DEFAULT CHARSET=utf8mb4;\n"
                 "ALTER TABLE t CONVERT TO CHARACTER SET latin1 COLLATE latin1_bin;")
    assert (t.options.charset, t.options.collation) == ("latin1", "latin1_bin")
    assert [(c.name, c.charset, c.collation) for c in t.columns] == [
        ("id", None, None), ("a", "latin1", "latin1_bin"), ("b", "latin1", "latin1_bin"), ("c", None, None)]


def test_alter_add_several_columns_in_parentheses():
    t = table_of("CREATE TABLE t (id INT PRIMARY KEY);\nALTER TABLE t ADD COLUMN (x INT, y VARCHAR(3));")
    assert [c.name for c in t.columns] == ["id", "x", "y"]


# -- what cannot be parsed is said where ---------------------------------------------------------
@pytest.mark.parametrize("sql, line, column", [
    ("CREATE TABLE x (a INT bogus INT);", 1, 23),  # at the start of the offending token
    ("CREATE TABLE x (\n  a INT,\n  b INT bogus,\n  c INT\n);", 3, 9),
    ("CREATE TABLE `x` (`é` INT, `b` FOO BAR);", 1, 36),  # columns count characters
    ("CREATE TABLE x (a INT);\nALTER TABLE x bogus;", 2, 15),  # a word that begins no ALTER TABLE clause
    ("CREATE TABLE x (a INT);\nALTER TABLE x ADD COLUMN;", 2, 19),  # the statement ends where the column's name goes
])
def test_parse_errors_point_at_the_offending_token(sql, line, column):
    assert [(f.code, f.span.line, f.span.column) for f in lint_result(sql).findings if f.code == "SL001"] == [
        ("SL001", line, column)]


def test_opaque_mysqldump_alters_are_not_errors():
    result = lint_result("CREATE TABLE x (id INT PRIMARY KEY);\n/*!40000 ALTER TABLE `x` DISABLE KEYS */;\n"
                         "/*!40000 ALTER TABLE `x` ENABLE KEYS */;\nALTER TABLE x DISCARD TABLESPACE;")
    assert [f.code for f in result.findings if f.code.startswith("SL00")] == []


def test_alter_clauses_on_missing_columns_and_indexes_are_sl005_where_they_name_it():
    result = lint_result(
        "CREATE TABLE a (id INT PRIMARY KEY, v INT, KEY kv (v));\n"  # 1
        "ALTER TABLE a ADD COLUMN b INT AFTER nope1;\n"  # 2
        "ALTER TABLE a DROP COLUMN nope2;\n"  # 3
        "ALTER TABLE a MODIFY nope3 INT;\n"  # 4
        "ALTER TABLE a CHANGE nope4 x INT;\n"  # 5
        "ALTER TABLE a ALTER COLUMN nope5 SET DEFAULT 1;\n"  # 6
        "ALTER TABLE a RENAME COLUMN nope6 TO y;\n"  # 7
        "ALTER TABLE a DROP INDEX nope7;\n"  # 8
        "DROP INDEX nope8 ON a;\n"  # 9
        "ALTER TABLE a RENAME INDEX nope9 TO z;\n"  # 10
        "ALTER TABLE a DROP FOREIGN KEY nope10;\n"  # 11
        "ALTER TABLE a MODIFY v BIGINT AFTER nope11;\n")  # 12
    found = [(f.span.line, f.span.column, f.message) for f in result.findings if f.code == "SL005"]
    assert [(line, col) for line, col, _ in found] == [
        (2, 38), (3, 27), (4, 22), (5, 22), (6, 28), (7, 29), (8, 26), (9, 12), (10, 28), (11, 32), (12, 37)]
    assert found[0][2] == ("AFTER names column nope1, which table a does not have: the server refuses the "
                           "statement (error 1054)")
    assert [int(m.rsplit("error ", 1)[1].rstrip(")")) for _, _, m in found] == [
        1054, 1091, 1054, 1054, 1054, 1054, 1091, 1091, 1176, 1091, 1054]
    assert {f.severity for f in result.findings if f.code == "SL005"} == {"error"}
    assert {f.table for f in result.findings if f.code == "SL005"} == {"a"}


def test_sl005_respects_if_exists_and_names_an_earlier_clause_of_the_statement_made_or_removed():
    # MariaDB accepts each of these (checked on 10.11); the last two it rejects, but the name
    # is in the table before or after the clause, so schemalint stays silent rather than guess
    result = lint_result(
        "CREATE TABLE a (id INT PRIMARY KEY, v INT, KEY kv (v));\n"
        "ALTER TABLE a DROP COLUMN IF EXISTS nope;\n"
        "ALTER TABLE a DROP INDEX IF EXISTS nope;\n"
        "DROP INDEX IF EXISTS nope ON a;\n"
        "ALTER TABLE a DROP FOREIGN KEY IF EXISTS nope;\n"
        "ALTER TABLE a RENAME COLUMN IF EXISTS nope TO x;\n"
        "ALTER TABLE a ADD COLUMN n INT, ADD COLUMN m INT AFTER n;\n"
        "ALTER TABLE a CHANGE v v2 INT, ADD INDEX (v2);\n"
        "ALTER TABLE a DROP COLUMN m, ADD COLUMN m2 INT AFTER m;\n"
        "ALTER TABLE a CHANGE v2 v3 INT, MODIFY v2 BIGINT;\n")
    assert [f.code for f in result.findings if f.code.startswith("SL00")] == []


def test_an_unnamed_foreign_key_is_dropped_by_the_name_the_server_gives_it():
    sql = ("CREATE TABLE p (id INT PRIMARY KEY);\n"
           "CREATE TABLE c (id INT PRIMARY KEY, p1 INT, p2 INT, FOREIGN KEY (p1) REFERENCES p (id),"
           " CONSTRAINT named FOREIGN KEY (p2) REFERENCES p (id), FOREIGN KEY (p2) REFERENCES p (id));\n"
           "ALTER TABLE c DROP FOREIGN KEY c_ibfk_2;\n")
    table = table_of(sql, "c")
    assert [(fk.name, fk.columns) for fk in table.foreign_keys] == [(None, ["p1"]), ("named", ["p2"])]
    assert [f.code for f in lint_sql(sql + "ALTER TABLE c DROP FOREIGN KEY c_ibfk_1;\n")
            if f.code == "SL005"] == []
    assert at(lint_sql(sql + "ALTER TABLE c DROP FOREIGN KEY named, DROP FOREIGN KEY other;\n"), "SL005") == [(4, 56)]


def test_two_declared_indexes_of_one_name_both_stay_for_sl012_and_a_foreign_keys_own_gives_way():
    table = table_of("CREATE TABLE t (id INT PRIMARY KEY, a INT, b INT, KEY k (a), KEY k (b));")
    assert [(i.name, i.columns) for i in table.indexes] == [("PRIMARY", ["id"]), ("k", ["a"]), ("k", ["b"])]
    assert at(lint_sql("CREATE TABLE t (id INT PRIMARY KEY, a INT, b INT, KEY k (a));\n"
                       "ALTER TABLE t ADD INDEX k (b);\n"), "SL012") == [(2, 25)]
    # MariaDB accepts this: the declared index replaces the one InnoDB made for the foreign key
    sql = ("CREATE TABLE p (id INT PRIMARY KEY);\n"
           "CREATE TABLE c (id INT PRIMARY KEY, p INT, CONSTRAINT fk FOREIGN KEY (p) REFERENCES p (id));\n"
           "ALTER TABLE c ADD INDEX fk (p, id);\n")
    assert [(i.name, i.columns, i.implicit) for i in table_of(sql, "c").indexes] == [
        ("PRIMARY", ["id"], False), ("fk", ["p", "id"], False)]
    assert [f.code for f in lint_sql(sql) if f.code in ("SL005", "SL012")] == []


def test_mariadb_if_exists_and_wait_forms_parse_and_leave_the_table_as_the_server_does():
    # the server's verdicts (MariaDB 10.11, tests/test_replay_on_mariadb.py runs them live):
    # an existing name makes ADD … IF NOT EXISTS a no-op, a missing one MODIFY/CHANGE/RENAME … IF EXISTS
    sql = ("CREATE TABLE p (id INT PRIMARY KEY);\n"
           "CREATE TABLE a (id INT PRIMARY KEY, v INT, w INT, KEY kv (v), CONSTRAINT fk FOREIGN KEY (w) REFERENCES p (id));\n"
           "ALTER TABLE a ADD INDEX IF NOT EXISTS kv (w), ADD UNIQUE INDEX IF NOT EXISTS uw (w);\n"
           "ALTER TABLE a ADD CONSTRAINT fk FOREIGN KEY IF NOT EXISTS (v) REFERENCES p (id);\n"
           "ALTER TABLE a ADD COLUMN IF NOT EXISTS (v BIGINT, n INT);\n"
           "ALTER TABLE a MODIFY IF EXISTS nope INT, CHANGE COLUMN IF EXISTS w w2 INT;\n"
           "ALTER TABLE a WAIT 2 RENAME KEY IF EXISTS kv TO kv2, RENAME INDEX IF EXISTS nope TO z;\n"
           "ALTER TABLE `a` NOWAIT ADD COLUMN s INT;\n")
    assert [f.code for f in lint_sql(sql) if f.code.startswith("SL00") or f.code == "SL012"] == []
    table = table_of(sql, "a")
    assert [(c.name, c.data_type) for c in table.columns] == [
        ("id", "INT"), ("v", "INT"), ("w2", "INT"), ("n", "INT"), ("s", "INT")]
    assert [(i.name, i.columns) for i in table.indexes] == [("PRIMARY", ["id"]), ("kv2", ["v"]), ("uw", ["w2"])]
    assert [(fk.name, fk.columns) for fk in table.foreign_keys] == [("fk", ["w2"])]


@pytest.mark.parametrize("statements, error", CASES, ids=[c[0].splitlines()[-1] for c in CASES])
def test_sl006_where_a_foreign_key_makes_the_server_refuse_the_statement(statements, error):
    sql = SETUP + statements + "\n"
    last_line = sql.count("\n")
    found = [(f.span.line, f.message) for f in lint_sql(sql) if f.code == "SL006"]
    if error is None:
        assert found == []
    else:
        assert [(line, m.endswith(f"(error {error})") or f"(error {error})" in m) for line, m in found] == [
            (last_line, True)]


def test_foreign_keys_follow_a_rename_of_the_table_they_reference():
    # MariaDB 10.11: after both renames SHOW CREATE TABLE c says REFERENCES `p3`, and DROP TABLE p3 fails (1451)
    sql = ("CREATE TABLE p (id INT PRIMARY KEY);\n"
           "CREATE TABLE c (id INT PRIMARY KEY, p_id INT, CONSTRAINT fk FOREIGN KEY (p_id) REFERENCES p (id));\n"
           "RENAME TABLE p TO p2;\nALTER TABLE p2 RENAME TO p3;\n")
    assert [(fk.ref_table, fk.ref_schema) for fk in table_of(sql, "c").foreign_keys] == [("p3", None)]
    assert [(f.code, f.span.line) for f in lint_sql(sql + "DROP TABLE p3;\n") if f.code.startswith("SL00")] == [
        ("SL006", 5)]
    moved = table_of("CREATE DATABASE s;\n" + sql + "RENAME TABLE p3 TO s.p4;\n", "c")
    assert [(fk.ref_table, fk.ref_schema) for fk in moved.foreign_keys] == [("p4", "s")]


@pytest.mark.parametrize("name", list(REFUSED_LINES))
def test_replay_findings_at_the_lines_the_server_refuses(name):
    code, script, refused = REFUSED_LINES[name]
    found = [(f.span.line, f.message) for f in lint_result(script).findings if f.code == code]
    assert {line: int(re.search(r"error (\d+)", m).group(1)) for line, m in found} == refused
    assert len(found) == len(refused)


def test_sl007_messages_say_what_exists_and_where():
    _, names, _ = REFUSED_LINES["SL007 names"]
    found = [(f.span.line, f.span.column, f.message) for f in lint_result(names).findings if f.code == "SL007"]
    assert [(line, col) for line, col, _ in found] == [(2, 14), (4, 19), (6, 25), (9, 17)]
    assert found[0][2] == ("CREATE TABLE: table t already exists (created at line 1); the server refuses the "
                           "statement (error 1050)")
    assert found[3][2].endswith("database d already exists (created at line 8); the server refuses the statement "
                                "(error 1007)")
    _, keys, _ = REFUSED_LINES["SL007 primary keys"]
    found = [(f.span.line, f.span.column, f.message) for f in lint_result(keys).findings if f.code == "SL007"]
    assert found[0] == (2, 32, "PRIMARY KEY (x): table t already has one, on (id); the server refuses the "
                               "statement (error 1068, multiple primary key defined)")


def test_sl007_names_the_file_a_table_was_created_in_when_it_is_another():
    from schemalint.pipeline.lint import lint
    from schemalint.read.source import decode

    sources = [decode(b"CREATE TABLE t (id INT PRIMARY KEY);\n", "V1__a.sql"),
               decode(b"CREATE TABLE t (id INT PRIMARY KEY);\n", "V2__b.sql")]
    findings = [f for f in lint([], make_config(), sources=sources).findings if f.code == "SL007"]
    assert [(f.span.path, f.span.line, f.message.split(";")[0]) for f in findings] == [
        ("V2__b.sql", 1, "CREATE TABLE: table t already exists (created at line 1 of V1__a.sql)")]


def test_sl008_message_and_only_within_one_file():
    _, script, _ = REFUSED_LINES["SL008 parent created later"]
    (first, *_) = [f for f in lint_result(script).findings if f.code == "SL008"]
    assert (first.span.line, first.span.column, first.table) == (1, 74, "c")
    assert first.message == ("foreign key fk of table c references table p, which this file creates later (line 8): "
                             "with foreign_key_checks on the server refuses the statement (MariaDB error 1005, "
                             "errno 150; MySQL error 1824)")
    # a folder of schema files has no order the server runs them in: a parent in another file is fine
    from schemalint.pipeline.lint import lint
    from schemalint.read.source import decode

    sources = [decode(b"CREATE TABLE c (id INT PRIMARY KEY, p_id INT, FOREIGN KEY (p_id) REFERENCES p (id));\n", "c.sql"),
               decode(b"CREATE TABLE p (id INT PRIMARY KEY);\n", "p.sql")]
    assert [f.code for f in lint([], make_config(), sources=sources).findings if f.code.startswith("SL00")] == []


def test_a_rename_changes_only_the_referencing_keys_of_the_schema_it_happens_in():
    # identical CREATE TABLE texts in two schemas share their parts: the rename in b must not reach a
    sql = ("CREATE DATABASE a;\nCREATE DATABASE b;\n"
           + "".join(f"USE {s};\nCREATE TABLE p (id INT PRIMARY KEY);\n"
                     "CREATE TABLE c (id INT PRIMARY KEY, p_id INT, FOREIGN KEY (p_id) REFERENCES p (id));\n"
                     for s in ("a", "b"))
           + "RENAME TABLE b.p TO b.p2;\nALTER TABLE b.p2 RENAME COLUMN id TO pid;\n")
    model = model_of(sql)
    keys = {t.qualified_name: [(fk.ref_table, fk.ref_columns) for fk in t.foreign_keys] for t in model.tables()}
    assert keys["a.c"] == [("p", ["id"])]
    assert keys["b.c"] == [("p2", ["pid"])]
