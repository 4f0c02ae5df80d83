"""In what order do a column's values, and so an index's keys, arrive?

`sequential`: each new key sorts after the previous ones (AUTO_INCREMENT, insert time,
time-ordered UUIDs): inserts append at the right edge of the B+tree and pages fill ~15/16.
`random`: keys land anywhere (UUIDv4 / v1 text, hashes, tokens, random bytes): every insert
touches a random leaf, pages split in the middle, and the whole index must stay hot.
`unknown`: ordinary data (emails, names, foreign keys) — we make no claim.

Shared by the estimator (fill factor, hot set) and the rules (SL101, SL102, SL301).

The heuristics read a column's name as words (`DataChange_CreatedTime` → data, change,
created, time) and trust the *last* word most: `email_hash` is a hash, `hash_type` is a type,
`token_expires_at` is a time. A name alone never makes a column random; it takes a name and
a type that fit together (a UUID is 16 bytes or 32–36 characters, a digest 16–64 bytes), so a
`VARCHAR(255)` e-mail, a slug or an `INT` foreign key stay `unknown` whatever they are called.
Nor does a type alone: some applications store every string as VARBINARY, so a VARBINARY is
random only with evidence (a name, a DEFAULT, a generated expression); a fixed BINARY of a
width only UUIDs and digests have (16, 20, 32 … bytes) is evidence enough.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Optional

from ..config import TableHints
from ..model import Column, Index, Model, Table
from .namespace import local_name

SEQUENTIAL = "sequential"
RANDOM = "random"
UNKNOWN = "unknown"

# What kind of value a column holds, when we recognise it (ValueOrder.category).
UUID = "uuid"
HASH = "hash"
TOKEN = "token"
BYTES = "bytes"
AUTO_INCREMENT = "auto_increment"
TIME = "time"
TIME_ORDERED_ID = "time_ordered_id"
CONFIG = "config"

STRING_KEY_TYPES = frozenset({"CHAR", "VARCHAR"})
BINARY_KEY_TYPES = frozenset({"BINARY", "VARBINARY"})
TEMPORAL_INSERT_TYPES = frozenset({"DATETIME", "TIMESTAMP", "DATE"})
TIME_INT_TYPES = frozenset({"INT", "BIGINT", "MEDIUMINT"})

_UUID_WORDS = frozenset({"uuid", "guid"})
_TIME_ORDERED_WORDS = frozenset({"ulid", "ksuid", "snowflake", "uuidv7", "uuid7", "tsid", "sortable", "cuid2"})
_HASH_WORDS = frozenset({
    "sha", "sha1", "sha2", "sha224", "sha256", "sha384", "sha512", "sha3", "md5", "hash", "hashed",
    "digest", "checksum", "fingerprint", "blake2", "blake3", "xxhash", "murmur",
})
_TOKEN_WORDS = frozenset({"token", "secret", "nonce", "salt", "signature", "otp", "apikey", "csrf", "jti"})
# Two-word names that are random credentials: api_key, access_key, session_id (as a string).
_TOKEN_PAIRS = frozenset({
    ("api", "key"), ("access", "key"), ("secret", "key"), ("auth", "key"), ("session", "key"),
    ("session", "id"), ("activation", "key"), ("reset", "key"), ("private", "key"), ("client", "secret"),
})
# Head words that name an identifier, so `session_id CHAR(32)` reads as "a 32-char id".
_ID_WORDS = frozenset({"id", "key", "uid", "sid", "ref", "pk", "identifier"})
# Trailing words that say how a value is stored, not what it is: `uuid_bin`, `sha1_hex`.
_STORAGE_SUFFIX = frozenset({"bin", "binary", "hex", "str", "string", "raw", "value", "val", "b64", "base64", "text"})
# Head words of ordinary data: an `api_key_name` is a name, a `token_type` a type.
_ORDINARY_HEADS = frozenset({
    "email", "mail", "name", "username", "login", "slug", "url", "uri", "path", "host", "hostname",
    "domain", "ip", "addr", "address", "phone", "title", "label", "sku", "word", "tag", "iso", "locale",
    "lang", "language", "country", "city", "zip", "postcode", "isbn", "ean", "upc", "handle", "nick",
    "nickname", "alias", "type", "status", "state", "kind", "count", "len", "length", "size", "version",
    "algorithm", "algo", "method", "format", "description", "note", "comment",
    "at", "time", "date", "ts", "timestamp", "expires", "expiry", "flag", "enabled", "active",
})
# Words that make a time column an *insert* time: it only ever grows.
_INSERT_TIME_WORDS = frozenset({
    "created", "create", "creation", "inserted", "insert", "added", "add", "logged", "log", "recorded",
    "received", "occurred", "happened", "posted", "post", "sent", "submitted", "attempt", "event",
    "ts", "timestamp", "arrived", "ingested", "collected", "sampled", "captured", "emitted", "observed",
})
# Words that make a time column something else: updated, expiring, scheduled, a birthday.
_NON_INSERT_TIME_WORDS = frozenset({
    "updated", "update", "modified", "modify", "changed", "last", "next", "expires", "expire", "expiry",
    "expiration", "deadline", "due", "until", "to", "end", "ends", "ended", "birth", "birthday", "dob",
    "scheduled", "schedule", "valid", "deleted", "delete", "closed", "finished", "completed", "mark",
    "read", "seen", "visit", "lastvisit", "renewal", "reminder", "archived", "effective", "publish",
    "published", "release", "hire", "start", "starts", "begin", "from", "since", "lock", "locked",
    "sync", "synced", "refresh", "refreshed", "checked", "verified", "confirmed", "approved",
})
# Head words of a time stored as an integer (Unix seconds or milliseconds).
_TIME_HEADS = frozenset({
    "time", "ts", "timestamp", "at", "epoch", "unixtime", "date", "datetime", "ms", "millis", "on", "clock",
    "tstamp",
})
# An INT named *_time can also be a duration: response_time, cpu_time.
_DURATION_WORDS = frozenset({
    "response", "elapsed", "load", "run", "runtime", "wait", "cpu", "exec", "execution", "process",
    "processing", "duration", "spent", "total", "avg", "max", "min", "lead", "cycle", "up", "down", "idle",
    "query", "render", "timeout", "ttl", "interval", "delay", "retry", "sleep", "lock",
})
_HEX_DIGEST_CHARS = frozenset({32, 40, 56, 64, 96, 128})  # md5, sha1, sha224, sha256, sha384, sha512
_UNIQID_WORDS = frozenset({"uniqid", "uniqueid"})
_RANDOM_WORDS = frozenset({"random", "rand", "rnd", "entropy", "nonce"})
_DIGEST_BYTES = frozenset({16, 20, 28, 32, 48, 64})  # UUID / MD5, SHA-1, SHA-224, SHA-256, SHA-384, SHA-512
_SHORT_LOB_TYPES = frozenset({"TINYTEXT", "TEXT", "TINYBLOB", "BLOB"})
_TIME_PREFIX_WORDS = frozenset({"ts", "time", "timestamp", "prefixed", "ordered", "sequential", "seq", "sortable"})
_UUID_DEFAULT = re.compile(r"\bUUID\s*\(\s*\)", re.IGNORECASE)
_TIME_ORDERED_DEFAULT = re.compile(
    r"UUID_TO_BIN\s*\(\s*UUID\s*\(\s*\)\s*,\s*(1|TRUE)\s*\)|UUID_SHORT\s*\(", re.IGNORECASE)
_HASH_EXPRESSION = re.compile(r"\b(MD5|SHA1|SHA2|SHA|CRC32|RANDOM_BYTES|UUID|RAND)\s*\(", re.IGNORECASE)
_RANDOM_COMMENT = re.compile(r"\b(random|RANDOM_BYTES|uuid\s*v?4|sha-?\d*|md5|digest|hash)\b", re.IGNORECASE)
_TIME_ORDERED_COMMENT = re.compile(r"\b(ulid|uuid\s*v?7|ksuid|snowflake|time[- ]ordered|sortable)\b", re.IGNORECASE)


@dataclass(frozen=True)
class ValueOrder:
    """The order in which new values of a column or key arrive, and why schemalint thinks so."""

    kind: str  # sequential | random | unknown
    reason: str  # why, in a few words a user recognises ("UUID text CHAR(36)")
    category: str = ""  # uuid | hash | token | bytes | auto_increment | time | time_ordered_id | config | ""
    # for an index: the key column whose values decide the order when it is not the leading one
    # (`run_id` of PRIMARY KEY (namespace_id, run_id): random within each namespace); "" the leading
    column: str = ""


def name_words(name: str) -> list[str]:
    """`DataChange_CreatedTime` → [data, change, created, time]; `sha256Hex` → [sha256, hex]."""
    return list(_name_words(name))


def name_word_tuple(name: str) -> tuple[str, ...]:
    """name_words as a tuple, the one kept for the name (no list made: for keys and comparisons)."""
    return _name_words(name)


@lru_cache(maxsize=65536)
def _name_words(name: str) -> tuple[str, ...]:
    spaced = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", name)
    spaced = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1 \2", spaced)
    return tuple(w for w in re.split(r"[^A-Za-z0-9]+", spaced.lower()) if w)


def _head(words: list[str]) -> str:
    """The word a compound name is about: the last one, skipping storage suffixes (`uuid_bin`)."""
    trimmed = list(words)
    while len(trimmed) > 1 and trimmed[-1] in _STORAGE_SUFFIX:
        trimmed.pop()
    return trimmed[-1] if trimmed else ""


def column_type_text(col: Column) -> str:
    if col.length is not None:
        return f"{col.data_type}({col.length})"
    return col.data_type


def _has_pair(words: list[str], pairs: frozenset) -> bool:
    return any((a, b) in pairs for a, b in zip(words, words[1:]))


def is_time_column(col: Column) -> bool:
    """A column that holds a point in time: DATETIME/TIMESTAMP/DATE, or an INT whose name says
    it is a Unix time (`log_time`, `created_ts`, `epoch`), not a duration (`response_time`)."""
    if col.data_type in TEMPORAL_INSERT_TYPES:
        return True
    if col.data_type not in TIME_INT_TYPES:
        return False
    words = name_words(col.name)
    if not words or words[-1] in ("id", "sk", "key", "count", "seconds", "secs", "sec", "minutes", "hours", "days"):
        return False
    if set(words) & _DURATION_WORDS:
        return False
    return words[-1] in _TIME_HEADS or words[-1] in ("created", "inserted", "updated", "modified")


_GLUED_TIME_TAILS = ("datetime", "timestamp", "date", "time")


def _with_glued_words(words: list[str]) -> set[str]:
    """The words of a name, and the one glued to a time word: `DUEDATE_` says due, `CREATETIME` create."""
    found = set(words)
    for word in words:
        tail = next((t for t in _GLUED_TIME_TAILS if word.endswith(t) and len(word) > len(t)), None)
        if tail is not None:
            found.add(word[: -len(tail)])
    return found


def _insert_time(col: Column) -> Optional[ValueOrder]:
    """SEQUENTIAL when the column is a time that only grows as rows are inserted."""
    if not is_time_column(col):
        return None
    if col.on_update:
        return None  # ON UPDATE CURRENT_TIMESTAMP: a last-changed time, not an insert time
    words = _with_glued_words(name_words(col.name))
    default = (col.default or "").upper()
    inserted = bool(words & _INSERT_TIME_WORDS) or "CURRENT_TIMESTAMP" in default or "NOW(" in default
    if col.data_type in TEMPORAL_INSERT_TYPES:
        if words & _NON_INSERT_TIME_WORDS and not inserted:
            return None
        return ValueOrder(SEQUENTIAL, f"insert time ({col.data_type})", TIME)
    # an integer time: only with a word that says it is set at insert time
    if inserted or words <= {"time", "ts", "timestamp", "epoch", "unixtime", "clock", "tstamp"}:
        if words & _NON_INSERT_TIME_WORDS and not (words & _INSERT_TIME_WORDS):
            return None
        return ValueOrder(SEQUENTIAL, f"insert time as {col.data_type}", TIME)
    return None


def _default_order(col: Column) -> Optional[ValueOrder]:
    default = col.default or ""
    if _TIME_ORDERED_DEFAULT.search(default):
        return ValueOrder(SEQUENTIAL, f"time-ordered DEFAULT {default}", TIME_ORDERED_ID)
    if _UUID_DEFAULT.search(default) or re.search(r"\bRAND(OM_BYTES)?\s*\(", default, re.IGNORECASE):
        return ValueOrder(RANDOM, f"DEFAULT {default}", UUID if "UUID" in default.upper() else BYTES)
    if col.generated and _HASH_EXPRESSION.search(col.generated):
        func = _HASH_EXPRESSION.search(col.generated).group(1).upper()
        if func != "CRC32":  # a 4-byte INT: random, but narrow
            return ValueOrder(RANDOM, f"generated as {func}(…) {column_type_text(col)}", HASH)
    return None


def _width(col: Column) -> int:
    return col.length or 0


def column_order(col: Column, table: Optional[Table] = None, hints: Optional[TableHints] = None) -> ValueOrder:
    name = col.name
    if hints is not None and name.lower() in hints.random_columns:
        return ValueOrder(RANDOM, "marked random in config (random-columns)", CONFIG)
    if col.auto_increment:
        return ValueOrder(SEQUENTIAL, "AUTO_INCREMENT", AUTO_INCREMENT)
    by_default = _default_order(col)
    if by_default is not None:
        return by_default
    words = name_words(name)
    wordset = set(words)
    head = _head(words)
    if wordset & _TIME_ORDERED_WORDS or _TIME_ORDERED_COMMENT.search(col.comment or ""):
        return ValueOrder(SEQUENTIAL, "time-ordered identifier (ULID / UUIDv7 by name)", TIME_ORDERED_ID)
    insert_time = _insert_time(col)
    if insert_time is not None:
        return insert_time
    dtype, width = col.data_type, _width(col)
    text_type, bin_type = dtype in STRING_KEY_TYPES, dtype in BINARY_KEY_TYPES
    lob_type = dtype in _SHORT_LOB_TYPES  # a TEXT keyed by a prefix: only a name can say it is random
    if not (text_type or bin_type or lob_type) or head in _ORDINARY_HEADS:
        return ValueOrder(UNKNOWN, "ordinary data")
    kind = column_type_text(col)
    # session ids: server-generated random strings, whatever width and type they are stored in
    if _is_session_id(words, head) and (16 <= width <= 128 or lob_type):
        return ValueOrder(RANDOM, f"session id {kind}", TOKEN)
    # the own id of a table that gets a row per login, request or upload (sessions, tokens,
    # nonces, stashes): the application generates it per row, at random
    generated = generated_per_row(col, table)
    if generated is not None:
        return ValueOrder(RANDOM, f"random {generated} {'key' if head == 'key' else 'id'} {kind}", TOKEN)
    if lob_type:
        if wordset & _HASH_WORDS:
            return ValueOrder(RANDOM, f"hash digest {kind}", HASH)
        if wordset & _TOKEN_WORDS or _has_pair(words, _TOKEN_PAIRS):
            return ValueOrder(RANDOM, f"random token {kind}", TOKEN)
        return ValueOrder(UNKNOWN, "ordinary data")
    # UUIDs: 36 characters of text (32 without dashes) or 16 bytes, sometimes in a roomier
    # VARCHAR(64); a `guid` wider than that (an RSS item's guid is often its URL) is not a UUID
    uuid_named = bool(wordset & _UUID_WORDS) or (head == "uid" and width in (16, 32, 36))
    if uuid_named and ((text_type and 32 <= width <= 36) or (bin_type and width == 16)):
        return ValueOrder(RANDOM, f"UUID {'text' if text_type else 'bytes'} {kind}", UUID)
    if uuid_named and 16 <= width <= 64:
        return ValueOrder(RANDOM, f"UUID {kind}", UUID)
    if uuid_named and text_type and width > 64:
        # a wider `guid` holds a hash, a URL or a UUID: globally unique values from many sources,
        # none of which arrive in key order (its declared width is a maximum, not its content)
        return ValueOrder(RANDOM, f"globally unique id {kind} (a UUID, hash or URL)", HASH)
    if dtype == "CHAR" and width == 36:
        return ValueOrder(RANDOM, f"UUID text {kind}", UUID)
    if dtype == "VARCHAR" and width == 36 and head in _ID_WORDS:
        return ValueOrder(RANDOM, f"UUID text {kind}", UUID)
    # hashes and digests
    if wordset & _HASH_WORDS and ((bin_type and 16 <= width <= 64) or (text_type and width >= 16)):
        return ValueOrder(RANDOM, f"hash digest {kind}", HASH)
    # MD5-style unique ids (PHP's md5(uniqid()), a 32-character hex id)
    if text_type and 32 <= width <= 40 and (wordset & _UNIQID_WORDS or _has_pair(words, {("unique", "id")})):
        return ValueOrder(RANDOM, f"MD5-style unique id {kind}", HASH)
    if dtype == "CHAR" and width in (32, 40, 64) and (
        head in _ID_WORDS or (col.charset or "").lower() in ("ascii", "binary")
    ):
        return ValueOrder(RANDOM, f"hex id {kind}, a digest's width", HASH)
    # tokens, secrets
    if (wordset & _TOKEN_WORDS or _has_pair(words, _TOKEN_PAIRS)) and width >= 16:
        return ValueOrder(RANDOM, f"random token {kind}", TOKEN)
    # 16–64 fixed bytes of a digest's or a UUID's width (variable-width VARBINARY needs a name:
    # some applications store every string as VARBINARY)
    if dtype == "BINARY" and width in _DIGEST_BYTES:
        return ValueOrder(RANDOM, f"fixed-width binary key {kind} (a UUID or digest width)", BYTES)
    # random bytes by name or comment (the Vitess blog's benchmark: VARBINARY(512) from RANDOM_BYTES)
    if bin_type and width >= 16 and not (wordset & _TIME_PREFIX_WORDS) and (
            wordset & _RANDOM_WORDS or _RANDOM_COMMENT.search(col.comment or "")):
        return ValueOrder(RANDOM, f"random bytes {kind}", BYTES)
    return ValueOrder(UNKNOWN, "ordinary data")


# Words of a table name saying it gets one row per login, request or upload, whose own string id
# the application generates for that row (a session id, a token, a nonce, a stash key).
_GENERATED_ID_TABLE_WORDS = frozenset({
    "session", "sessions", "sess", "token", "tokens", "nonce", "nonces", "stash", "uploadstash", "upload",
    "uploads", "challenge", "challenges", "otp", "csrf",
})
_GENERATED_ID_NOUN = {"sessions": "session", "sess": "session", "tokens": "token", "nonces": "nonce",
                      "uploadstash": "stash", "uploads": "upload", "challenges": "challenge"}
_OWN_ID_HEADS = frozenset({"id", "key", "sid", "identifier", "token", "hash"})
_GENERATED_ID_TYPES = STRING_KEY_TYPES | BINARY_KEY_TYPES | _SHORT_LOB_TYPES


@lru_cache(maxsize=4096)
def _generated_id_table_word(table_name: str) -> Optional[str]:
    return next((w for w in name_words(table_name) if w in _GENERATED_ID_TABLE_WORDS), None)


def generated_per_row(col: Column, table: Optional[Table]) -> Optional[str]:
    """The word of the table's name (`session`, `token`, `stash`, …) when `col` is that table's own
    string id — alone in its PRIMARY KEY or a UNIQUE key, named as an id, referring to no other
    entity (a `user_id` there is the user's) — so its values are generated per row at random."""
    if table is None or col.data_type not in _GENERATED_ID_TYPES or col.auto_increment:
        return None
    if col.data_type not in _SHORT_LOB_TYPES and (col.length or 0) < 16:
        return None
    word = _generated_id_table_word(table.name)
    if word is None:
        return None
    words = name_words(col.name)
    if _head(words) not in _OWN_ID_HEADS or entity_reference(col) is not None:
        return None
    low = col.name.lower()
    if not any(i.is_unique and len(i.parts) == 1 and i.parts[0].column.lower() == low for i in table.indexes):
        return None
    return _GENERATED_ID_NOUN.get(word, word)


def session_id_column(col: Column) -> bool:
    """A string column named as a session id (`session_id`, `sess_id`, `sid`, `SessionToken`)."""
    if col.data_type not in _GENERATED_ID_TYPES:
        return False
    words = name_words(col.name)
    return _is_session_id(words, _head(words))


def _is_session_id(words: list[str], head: str) -> bool:
    """`session_id`, `sess_id`, `sessionid`, `sid`, `session_key`, `SessionToken`: a session id."""
    if head in ("sessionid", "sessid", "sesskey"):
        return True
    if head == "sid":  # also a key-set id (Hydra's jwk.sid VARCHAR(255)): only at a session id's width
        return len(words) == 1
    return head in ("id", "key", "token") and len(words) >= 2 and words[-2] in ("session", "sess")


# Long-lived things a key can be grouped by: a UUID naming one of these, leading a composite
# key, means one insertion point per tenant/account/device, not a random insert per row.
_ENTITY_WORDS = frozenset({
    "tenant", "org", "organization", "organisation", "account", "workspace", "company", "customer",
    "client", "user", "member", "project", "team", "site", "shop", "store", "merchant", "partner", "app",
    "application", "device", "host", "owner", "author", "player", "profile", "vendor", "seller", "buyer",
    "network", "nid", "namespace", "realm", "cluster", "environment", "env", "region",
})


def entity_reference(col: Column) -> Optional[str]:
    """The entity a column refers to (`tenant_uuid` → tenant), when its name says so: named as an
    id of that entity, not as some other value about it (`device_code_signature` is a signature)."""
    all_words = name_words(col.name)
    if _head(all_words) not in _ID_WORDS | _UUID_WORDS | _ENTITY_WORDS:
        return None
    words = [w for w in all_words if w not in _UUID_WORDS and w not in _ID_WORDS]
    return next((w for w in words if w in _ENTITY_WORDS), None)


# Table names of append-only series: access_log, user_events, order_history, audit, metrics.
LOG_TABLE_WORDS = frozenset({
    "log", "logs", "event", "events", "history", "histories", "audit", "audits", "metric", "metrics",
    "journal", "trail", "measurement", "measurements", "sample", "samples", "reading", "readings", "tick",
    "ticks", "trace", "traces", "activity", "activities", "telemetry", "clickstream", "pageviews", "trend",
    "trends",
})


# Words of a table or key column whose rows come one per request, visit or login and stay:
# sessions, access and refresh tokens, authorization codes, challenges, nonces, stashes, logs. A
# random key there meets traffic; a random key elsewhere (a UUID naming an entity, an API key per
# user) may sit on a table of ten rows, which only a row count can tell. Words that name a
# mechanism whose rows are consumed or bounded — a queue (drained), a cache (evicted), a password
# reset or a confirmation (used once), a revocation list — say nothing about size: not here.
_PER_REQUEST_WORDS = frozenset({
    "session", "sessions", "sess", "sessid", "sessionid", "access", "refresh", "code", "codes", "oidc", "pkce",
    "request", "requests", "visit", "visits", "visitor", "visitors", "challenge",
    "challenges", "nonce", "nonces", "csrf", "otp", "stash", "uploadstash", "jti", "message", "messages",
    "cart", "carts", "basket", "baskets", "hist",
    "hi",  # the ACT_HI_* history tables of Activiti, Flowable and Camunda
}) | LOG_TABLE_WORDS


# Words that name a row per request only as the thing the row is (the name's last word: an
# authorization `oauth2_code`); before another word they name a kind of that thing (`code_snippet`).
_HEAD_ONLY_WORDS = frozenset({"code", "codes"})


def per_request_word(table: Table, col: Optional[Column] = None, model: Optional[Model] = None) -> Optional[str]:
    """The word of the table's (or the key column's) name saying it gets a row per request, visit
    or event (`hydra_oauth2_access`, `oc_session`, `sess_id`), else None. With the model, the
    table's name is read without its schema's namespace prefix (`CubeCart_`: namespace.py)."""
    for name in (local_name(model, table), col.name if col is not None else ""):
        words = request_words(name)
        if words:
            return words[0]
    return None


def request_words(name: str) -> list[str]:
    """The words of one name saying rows come per request, visit or event, in order."""
    words = name_words(name)
    return [word for n, word in enumerate(words)
            if word in _PER_REQUEST_WORDS and (word not in _HEAD_ONLY_WORDS or n == len(words) - 1)]


def is_log_table(table: Table, model: Optional[Model] = None) -> bool:
    """Named like an append-only series (`access_log`, `AuditLog`, `order_history`, `metrics`);
    with the model, read without the schema's namespace prefix (EventMesh's `event_mesh_task_info`
    is not a table of events)."""
    words = name_words(local_name(model, table))
    return bool(set(words) & LOG_TABLE_WORDS) or bool(words) and _glued_log(words[-1])


# Words ending in "log" that are not logs: a catalogue, a conversation, a blog, a to-do list
_NOT_LOGS = frozenset({"catalog", "catalogs", "dialog", "dialogs", "blog", "blogs", "backlog", "backlogs",
                       "analog", "analogs", "prolog", "epilog"})


def _glued_log(word: str) -> bool:
    """A last word with `log` glued on (`chatlog`, `loginlog`, `picklog`: Hercules's log tables)."""
    stem = word[:-1] if word.endswith("logs") else word
    return stem.endswith("log") and len(stem) >= 6 and word not in _NOT_LOGS


def index_order(table: Table, index: Index, hints: Optional[TableHints] = None) -> ValueOrder:
    """An index's keys arrive in the order of its leading column; the `insert-order` hint wins."""
    if hints is not None and index.name.lower() in hints.insert_order:
        return ValueOrder(hints.insert_order[index.name.lower()], "set in config (insert-order)", CONFIG)
    if not index.parts:
        return ValueOrder(UNKNOWN, "no columns")
    lead = index.parts[0]
    if lead.expression:
        return ValueOrder(UNKNOWN, "functional key part")
    col = table.column(lead.column)
    if col is None:
        return ValueOrder(UNKNOWN, "unknown column")
    # A DESC key part with increasing values appends at the left edge: InnoDB's split
    # heuristic detects either direction, so it stays sequential.
    order = column_order(col, table, hints)
    if len(index.parts) > 1 and order.kind == RANDOM:
        entity = entity_reference(col)
        if entity is not None:
            return _within_each(table, index, col, entity, order, hints)
    return order


def _within_each(table: Table, index: Index, lead: Column, entity: str, order: ValueOrder,
                 hints: Optional[TableHints]) -> ValueOrder:
    """A composite key led by a long-lived entity whose type looks random (`device_id BINARY(16)`,
    `tenant_uuid`, `namespace_id CHAR(64)`): its values repeat over many rows, whatever its type
    says, so the next key columns decide the order within each: a random one (`run_id`) makes
    the key random — and is the column to name —, a growing one (`ts`) appends once per entity
    (SL102's grouped key), anything else is no claim."""
    for part in index.parts[1:]:
        col = None if part.expression else table.column(part.column)
        if col is None:
            break
        inner = column_order(col, table, hints)
        if inner.kind == RANDOM and entity_reference(col) is not None:
            continue  # another long-lived entity (`nid`, one network id): still grouped
        if inner.kind == RANDOM:
            return ValueOrder(RANDOM, f"{col.name} {inner.reason}, within each {lead.name}", inner.category, col.name)
        if inner.kind == SEQUENTIAL:
            break
        if entity_reference(col) is None:
            break  # ordinary data: no claim
    return ValueOrder(UNKNOWN, f"grouped by {lead.name}: one insertion point per {entity}, not random per row")


def clustered_order(table: Table, hints: Optional[TableHints] = None) -> ValueOrder:
    clustered = table.clustered_index()
    if clustered.index is None:
        return ValueOrder(SEQUENTIAL, "hidden DB_ROW_ID", AUTO_INCREMENT)
    return index_order(table, clustered.index, hints)
