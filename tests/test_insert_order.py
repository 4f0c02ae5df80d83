"""Insert-order inference: which columns schemalint calls random, sequential or unknown.

The bar (issue "The mission rules"): UUIDs, digests, tokens and random bytes are random;
AUTO_INCREMENT, insert times and time-ordered ids are sequential; ordinary data — an email,
a slug, a (site_id, day) pair, integer ids — is never random unless the config says so.
"""

from __future__ import annotations

import pytest

from schemalint.config import TableHints
from schemalint.replay.insert_order import (
    RANDOM, SEQUENTIAL, UNKNOWN, clustered_order, column_order, index_order, is_log_table, is_time_column,
    name_words,
)
from tests.helpers import table_of


def order_of(column_ddl: str, hints: TableHints = None):
    table = table_of(f"CREATE TABLE t (\n  {column_ddl}\n);")
    return column_order(table.columns[0], table, hints)


@pytest.mark.parametrize("ddl, category", [
    ("id CHAR(36) NOT NULL", "uuid"),
    ("external_uuid VARCHAR(36) NOT NULL", "uuid"),
    ("order_guid CHAR(32) NOT NULL", "uuid"),
    ("user_uuid BINARY(16) NOT NULL", "uuid"),
    ("ref_id VARCHAR(36) NOT NULL", "uuid"),
    ("b CHAR(36) NOT NULL DEFAULT (UUID())", "uuid"),
    ("c BINARY(16) DEFAULT (UUID_TO_BIN(UUID()))", "uuid"),  # no swap flag: time_low first
    ("content_sha256 CHAR(64) NOT NULL", "hash"),
    ("sha1 BINARY(20) NOT NULL", "hash"),
    ("file_md5 VARCHAR(32) NOT NULL", "hash"),
    ("payload_hash VARBINARY(32) NOT NULL", "hash"),
    ("session_id CHAR(32) NOT NULL", "token"),  # a session id, whatever its width
    ("sess_id VARCHAR(128) NOT NULL", "token"),
    ("sessionid VARCHAR(40) NOT NULL", "token"),
    ("sid VARCHAR(32) NOT NULL", "token"),
    ("guid VARCHAR(64) NOT NULL", "uuid"),  # Ranger: UUID.randomUUID() in a roomy column
    ("session_key VARCHAR(40) NOT NULL", "token"),
    ("sess_id TEXT NOT NULL", "token"),  # keyed by a UNIQUE prefix
    ("unique_id VARCHAR(32) NOT NULL", "hash"),  # md5(uniqid())
    ("key_id CHAR(32) NOT NULL", "hash"),  # hex-digest width, named as an id
    ("request_id CHAR(40) CHARACTER SET ascii NOT NULL", "hash"),
    ("api_key VARCHAR(64) NOT NULL", "token"),
    ("Token VARCHAR(128) NOT NULL", "token"),
    ("TokenPrefix VARCHAR(32) NOT NULL", "token"),
    ("reset_token CHAR(43) NOT NULL", "token"),
    ("nonce BINARY(24) NOT NULL", "token"),
    ("session_id VARCHAR(32) NOT NULL", "token"),
    ("c VARBINARY(512) NOT NULL DEFAULT (RANDOM_BYTES(512))", "bytes"),
    ("random_value VARBINARY(512) NOT NULL", "bytes"),
    ("k BINARY(32) NOT NULL", "bytes"),
])
def test_random_values(ddl, category):
    order = order_of(ddl)
    assert order.kind == RANDOM, order
    assert order.category == category, order


def test_random_stash_key_by_table_name():
    table = table_of("CREATE TABLE uploadstash (us_id INT PRIMARY KEY, us_key VARCHAR(255) NOT NULL, "
                     "us_orig_path VARCHAR(255) NOT NULL, UNIQUE KEY (us_key));")
    order = column_order(table.column("us_key"), table)
    assert (order.kind, order.reason) == (RANDOM, "random stash key VARCHAR(255)")
    assert column_order(table.column("us_orig_path"), table).kind == UNKNOWN
    other = table_of("CREATE TABLE objectcache (keyname VARCHAR(255) NOT NULL PRIMARY KEY, cache_key VARCHAR(255));")
    assert column_order(other.column("cache_key"), other).kind == UNKNOWN


def test_reason_says_what_the_value_is():
    assert order_of("session_id CHAR(32) NOT NULL").reason == "session id CHAR(32)"
    assert order_of("unique_id VARCHAR(32) NOT NULL").reason == "MD5-style unique id VARCHAR(32)"
    assert order_of("order_guid CHAR(36) NOT NULL").reason == "UUID text CHAR(36)"


def test_generated_digest_is_random():
    table = table_of("CREATE TABLE t (url VARCHAR(255), url_md5 CHAR(32) GENERATED ALWAYS AS (MD5(url)) STORED);")
    order = column_order(table.column("url_md5"), table)
    assert order.kind == RANDOM and "MD5" in order.reason


@pytest.mark.parametrize("ddl", [
    "email VARCHAR(255) NOT NULL",
    "user_email VARCHAR(190) NOT NULL",
    "slug VARCHAR(64) NOT NULL",
    "username VARCHAR(64) NOT NULL",
    "url VARCHAR(512) NOT NULL",
    "ip_address BINARY(16) NOT NULL",  # INET6 in bytes: ordinary data
    "token_type VARCHAR(32) NOT NULL",  # a type, not a token
    "hash_algorithm VARCHAR(32) NOT NULL",
    "api_key_name VARCHAR(64) NOT NULL",
    "customer_id BIGINT UNSIGNED NOT NULL",
    "uid INT UNSIGNED NOT NULL",  # a Unix uid, not a UUID
    "bbcode_uid VARCHAR(8) NOT NULL",  # random but narrow
    "country CHAR(2) NOT NULL",
    "code VARCHAR(24) NOT NULL",
    "ReleaseKey VARCHAR(64) NOT NULL",  # time-prefixed by the application: no claim
    "search_key VARCHAR(32) NOT NULL",
    "UserId VARCHAR(32) NOT NULL",  # a login name in this schema
    "name CHAR(36) NOT NULL",
    "payload_ts VARBINARY(64) NOT NULL",  # seed 01: a time-prefixed binary value
    "guide VARCHAR(36) NOT NULL",  # 'guid' inside a word is not a UUID
    "c VARBINARY(512) NOT NULL",  # a type alone is no evidence: some applications store all strings so
    "page_title VARBINARY(255) NOT NULL",
    "keyname VARBINARY(255) NOT NULL",
    "k VARBINARY(32) NOT NULL",
    "k BINARY(24) NOT NULL",  # not a UUID's or a digest's width
    "store_sid SMALLINT NOT NULL",
    "sid VARCHAR(255) NOT NULL",  # Hydra's jwk.sid: a key-set id, wider than any session id
])
def test_ordinary_data_is_never_random(ddl):
    assert order_of(ddl).kind == UNKNOWN, order_of(ddl)


@pytest.mark.parametrize("ddl, reason", [
    ("id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY", "AUTO_INCREMENT"),
    ("created_at DATETIME NOT NULL", "insert time"),
    ("ts TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP", "insert time"),
    ("DataChange_CreatedTime TIMESTAMP NOT NULL", "insert time"),
    ("date_added DATETIME NOT NULL", "insert time"),
    ("day DATE NOT NULL", "insert time"),
    ("log_time INT UNSIGNED NOT NULL", "insert time"),
    ("insert_time INT", "insert time"),
    ("created_ts BIGINT NOT NULL", "insert time"),
    ("id BINARY(16) NOT NULL DEFAULT (UUID_TO_BIN(UUID(), 1))", "time-ordered"),
    ("order_ulid CHAR(26) NOT NULL", "time-ordered"),
    ("id CHAR(36) NOT NULL COMMENT 'UUIDv7'", "time-ordered"),
])
def test_sequential_values(ddl, reason):
    order = order_of(ddl)
    assert order.kind == SEQUENTIAL and reason in order.reason, order


@pytest.mark.parametrize("ddl", [
    "updated_at DATETIME NOT NULL",
    "DataChange_LastTime TIMESTAMP NULL DEFAULT CURRENT_TIMESTAMP ON UPDATE CURRENT_TIMESTAMP",
    "date_modified DATETIME NOT NULL",
    "expires_at DATETIME NOT NULL",
    "birth_date DATE NOT NULL",
    "to_date DATE NOT NULL",
    "update_time INT",
    "mark_time INT UNSIGNED NOT NULL",
    "response_time INT NOT NULL",  # a duration
    "inv_date_sk INT NOT NULL",  # a date dimension key
])
def test_other_times_are_not_insert_order(ddl):
    assert order_of(ddl).kind == UNKNOWN, order_of(ddl)


def test_time_columns():
    table = table_of("CREATE TABLE t (log_time INT, response_time INT, created DATE, n INT, ts_ms BIGINT);")
    assert [is_time_column(c) for c in table.columns] == [True, False, True, False, True]


def test_config_marks_columns_and_indexes():
    table = table_of("CREATE TABLE t (id INT AUTO_INCREMENT PRIMARY KEY, code VARCHAR(24) NOT NULL, UNIQUE KEY uk_code (code));")
    assert column_order(table.column("code"), table).kind == UNKNOWN
    marked = TableHints(random_columns=["code"])
    assert column_order(table.column("code"), table, marked).kind == RANDOM
    uk = table.index("uk_code")
    assert index_order(table, uk, marked).kind == RANDOM
    assert index_order(table, uk, TableHints(insert_order={"uk_code": "sequential"})).kind == SEQUENTIAL


def test_a_network_id_leading_a_composite_key_groups_it():
    # Ory Hydra: every table leads its keys with nid, the UUID of the (usually one) network
    table = table_of("CREATE TABLE codes (nid CHAR(36) NOT NULL, sig VARCHAR(64) NOT NULL, PRIMARY KEY (sig), "
                     "UNIQUE KEY uq (nid, sig));")
    order = index_order(table, table.index("uq"))
    assert order.kind == UNKNOWN and "one insertion point per nid" in order.reason


def test_index_order_follows_the_leading_column():
    table = table_of("CREATE TABLE m (ts DATETIME NOT NULL, host_id INT NOT NULL, metric_id INT NOT NULL, "
                     "PRIMARY KEY (ts, host_id, metric_id), UNIQUE KEY uk (host_id, ts));")
    assert index_order(table, table.primary_key).kind == SEQUENTIAL
    assert index_order(table, table.index("uk")).kind == UNKNOWN
    assert clustered_order(table).kind == SEQUENTIAL


def test_name_words_and_log_tables():
    assert name_words("DataChange_CreatedTime") == ["data", "change", "created", "time"]
    assert name_words("sha256Hex") == ["sha256", "hex"]
    assert name_words("HTTPRequestId") == ["http", "request", "id"]
    for name in ("access_log", "AuditLog", "order_history", "metrics", "user_events", "oc_customer_activity"):
        assert is_log_table(table_of(f"CREATE TABLE {name} (id INT);")), name
    for name in ("catalog", "blog_posts", "dialog", "logins", "eventual"):
        assert not is_log_table(table_of(f"CREATE TABLE {name} (id INT);")), name
