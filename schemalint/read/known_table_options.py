"""The table options, storage engines and row formats MySQL and MariaDB know: what a CREATE
or ALTER TABLE may name, by the servers' grammars and the engines they ship."""

from __future__ import annotations


# Table options sqlglot reads as a generic `name=value` Property that MySQL 8.0 or MariaDB
# 10.11 accept (the others it has classes for: ENGINE, CHARSET, COLLATE, ROW_FORMAT, COMMENT,
# AUTO_INCREMENT, …); any other name is refused: a syntax error on MySQL, "Unknown option"
# (1911) on MariaDB. Names dialect.py gives its own clauses are listed too.
KNOWN_OPTIONS = frozenset({
    "KEY_BLOCK_SIZE", "STATS_PERSISTENT", "STATS_AUTO_RECALC", "STATS_SAMPLE_PAGES", "CHECKSUM", "TABLE_CHECKSUM",
    "MAX_ROWS", "MIN_ROWS", "PACK_KEYS", "DELAY_KEY_WRITE", "AVG_ROW_LENGTH", "PAGE_CHECKSUM", "TRANSACTIONAL",
    "TABLESPACE", "INSERT_METHOD", "CONNECTION", "ENCRYPTION", "COMPRESSION", "PASSWORD", "PAGE_COMPRESSED",
    "PAGE_COMPRESSION_LEVEL", "ENCRYPTED", "ENCRYPTION_KEY_ID", "SEQUENCE", "IETF_QUOTES", "AUTOEXTEND_SIZE",
    "ENGINE_ATTRIBUTE", "SECONDARY_ENGINE", "SECONDARY_ENGINE_ATTRIBUTE", "UNION", "STORAGE",
    "DATA DIRECTORY", "INDEX DIRECTORY", "WITH SYSTEM VERSIONING", "ADD SYSTEM VERSIONING",
    "PARTITION BY", "PARTITION OPERATION", "CONVERT TO CHARACTER SET", "RENAME TABLE",
    "IGNORE OR REPLACE",  # (dialect_table_options.ON_DUPLICATE)
})
# The storage engines MySQL 8.0 / 8.4 and MariaDB 10.x / 11.x ship (plugins included): any other
# name is refused (1286 Unknown storage engine) under NO_ENGINE_SUBSTITUTION, which both servers'
# default sql_mode holds (checked on MariaDB 10.11: `ENGINE=INNDB` → 1286)
KNOWN_ENGINES = frozenset({
    "INNODB", "INNOBASE", "MYISAM", "ARIA", "MEMORY", "HEAP", "CSV", "ARCHIVE", "BLACKHOLE", "MERGE", "MRG_MYISAM",
    "MRG_MEMORY", "XTRADB", "FEDERATED", "FEDERATEDX", "CONNECT", "SPIDER", "ROCKSDB", "TOKUDB", "COLUMNSTORE", "S3", "MROONGA",
    "SEQUENCE", "OQGRAPH", "SPHINX", "NDB", "NDBCLUSTER", "NDBINFO", "EXAMPLE", "PERFORMANCE_SCHEMA", "TEMPTABLE",
    "MARIA", "PBXT", "MRG_ISAM", "ISAM", "BERKELEYDB", "BDB", "FALCON", "EDB", "INFOBRIGHT", "BRIGHTHOUSE",
    "CASSANDRA", "LEVELDB", "VECTOR", "HEATWAVE", "RAPID",
})
# The engines MariaDB 10.x / 11.x has, its plugins included (one this server has not loaded is
# refused too, 1286, but by the server's set-up, not by the statement), and the other names it
# resolves to one of them (handler.cc sys_table_aliases: INNOBASE, MARIA, HEAP, MERGE): any
# other name MariaDB refuses, 1286 (measured on 10.11.19: NDB, NDBCLUSTER, TEMPTABLE, XTRADB,
# FEDERATEDX, MRG_MEMORY, PBXT, BDB …). TokuDB and Cassandra are kept: 10.5 and earlier had them.
MARIADB_ENGINES = frozenset({
    "INNODB", "INNOBASE", "MYISAM", "ARIA", "MARIA", "MEMORY", "HEAP", "CSV", "MERGE", "MRG_MYISAM", "SEQUENCE",
    "PERFORMANCE_SCHEMA", "ARCHIVE", "BLACKHOLE", "FEDERATED", "CONNECT", "SPIDER", "ROCKSDB", "COLUMNSTORE", "S3",
    "MROONGA", "OQGRAPH", "SPHINX", "EXAMPLE", "TOKUDB", "CASSANDRA",
})
# Engines whose tables take only the options above; MariaDB lets other engines (CONNECT,
# Spider, …) define their own, so those are not judged.
STOCK_ENGINES = frozenset({"INNODB", "MYISAM", "ARIA", "MEMORY", "HEAP", "CSV", "ARCHIVE", "BLACKHOLE", "MERGE",
                           "MRG_MYISAM", "MRG_MEMORY", "XTRADB"})


# the row formats of MySQL's and MariaDB's grammars (sql_yacc.yy: row_types; PAGE is Aria's)
ROW_FORMATS = frozenset({"DEFAULT", "FIXED", "DYNAMIC", "COMPRESSED", "REDUNDANT", "COMPACT", "PAGE"})


# The FULLTEXT parsers each server has compiled in and loads by default; an index naming another
# is refused (error 1128, function is not defined) unless its plugin was installed. MySQL 8.0 /
# 8.4: ngram, "a built-in server plugin … automatically loaded" (MySQL 8.4 Reference Manual,
# "ngram Full-Text Parser", Oracle); MeCab is a plugin to install first (same manual, "MeCab
# Full-Text Parser Plugin": INSTALL PLUGIN mecab). MariaDB 10.11: none (10.11.19's
# information_schema.ALL_PLUGINS holds no FTPARSER; WITH PARSER ngram, mecab: 1128, measured).
FULLTEXT_PARSERS = {"mysql": frozenset({"NGRAM"}), "mariadb": frozenset()}
