"""Does a table grow with use? The evidence a DDL gives when no row count does.

A random key, a redundant index or a wide key costs something only on a big table: a warning
without a row count needs evidence that the table grows with use, and a table whose role caps
its size gets info (a DBA's judgment: a random key is no cost on one row per network, per
signing key, per trusted issuer or per consumer app). The signals, each named in the finding:

Evidence of growth (any one):
- `name`: a word of the table's name (or of the key column's) saying rows come per request,
  login, visit or event (insert_order.per_request_word: session, token, access, code, log,
  event, history…) — a small, documented vocabulary, one signal among the others; the table's
  name is read without the prefix nearly every table of its schema shares (`CubeCart_`: the
  application's namespace, replay/namespace.py), and `code` counts only as the last word; a word
  before the last that names the parent the rows belong to (`event_reports` with an `event_id`)
  says what they are about, not what they are. The head noun (the last word, an id's tail
  skipped: `session_id` names a session) says what a row is; a growth word only before the head
  of every name it is in (`event_trigger`: a trigger about events; `access_tokens`) weighs as
  little as an insert-time index — the capped signals of what the rows hold (`definition`,
  `link`, `parent` …) win over it — unless it names a table that references this one (`cart`
  for `cart_address`: the rows are parts of a cart's, and come with them); a session word yields
  to `read by id` (session_reads.py: nothing reads the rows but by their id, nothing says how many);
- `generated id`: the random column is a session id, whatever the table is called;
- `insert-time index`: an index leads with an insert-time column and no column says rows
  change after insert (no updated/deleted time, no status): rows are written once and read or
  purged by when they came — a stream (an entity table indexes its created_at too, but its
  rows are updated);
- `child`: the key leads with a foreign key to a table that grows (rows per parent row: a
  session's attributes, an event's data);
- `auto-increment`: a dump's `AUTO_INCREMENT=N` of 100,000 or more.

Evidence of a capped size (any one wins over the growth signals above, not over a row count):
- `role`: the name's last word names a catalogue, not a stream (…_type, …_config, …_template,
  …_policy, …_keys, …_blacklist: one row per kind of thing, key, rule or listed item);
- `auto-increment`: a dump's `AUTO_INCREMENT=N` between 2 and 999 (N − 1 rows ever inserted; a
  schema file's `AUTO_INCREMENT=1` says nothing);
- `endpoint`: a UNIQUE key (or the PRIMARY KEY) holds a host or IP column and a port column, and
  no point in time: one row per listening server (a broker, node or instance inventory), so the
  fleet caps the table, not its use (a key with a time in it is a series per server: not capped);
- `parent`: other tables' foreign keys reference it and nothing of its own says it grows per
  request (no name word, no generated id, no child link): one row per entity (networks,
  clients, users) — entities are looked up, not streamed in. In a schema without foreign keys,
  other tables' columns named for its id (`config.tenant_id` for `tenant`) say the same, unless
  such a column is UNIQUE by itself there (a one-to-one subset, `stages_unfinished.stage_id`);
  and a UNIQUE column named as the table's last word that other tables carry (`tenant` on
  `sp_tenant`, in every table of a multi-tenant schema): they refer to it by its natural key;
- `link`: the rows link two entities and hold nothing else — a UNIQUE pair of references (a
  foreign key or an `x_id` integer), or a surrogate AUTO_INCREMENT id and two references, and no
  other column but up to four numbers, flags and times (a position, a `created_at`): one row per
  link people make (a member in a group, a script in a template), bounded by the two tables; a
  data column, a third reference, a parent that grows by its own signals or two foreign keys to
  the same table (a user follows a user: it grows with their square) make it a record;
- `one per parent`: a UNIQUE key that is exactly its foreign key to a capped table (at most one
  row per parent row) — unless that parent is capped only by its own one-to-one extensions
  (QRTZ_TRIGGERS and its SIMPLE, CRON, BLOB tables: a stream has such extensions too); without a
  FOREIGN KEY, a PRIMARY KEY of one column named for another table's id, found by that name
  (Open RSC's `curstats.playerID`: one row of stats per player), when that table is capped;
- `reused`: a `last_login_time` (logon, sign-in) and no expiry or start (beside a `login_count`, no
  expiry) of its own: a login updates the row, so rows come per user — before the name (`t_ds_session`).

- `definition`: the row names or describes a thing of its own (a `name`, `title`, `label` or
  `description` column) and either nothing in it is a point in time and nothing refers to
  another table's row (a firmware, a snippet, a rule: rows someone defines, never an event), or
  it has a switch (`enabled`, `active`: rows someone turns on and off, an alert channel);
- `state per name`: a UNIQUE key of two or more names (`queue_name`, `domain`) and a time the row
  was last changed (`modified_on`): one row per named thing, rewritten in place (a queue's last
  poll), not one per event;
- `machine`: a UNIQUE key of one host or IP column, no time: one row per machine (a deployment
  target), so the fleet caps it — `endpoint` without the port;
- `one per parent` also without a FOREIGN KEY: the key under judgment is one column UNIQUE by
  itself that refers to another row (`domain_id`) and whose name says nothing of growth: the
  table's growth word (`acme_challenges`) does not count; the referenced table, if found, decides;
- `named per parent`: a UNIQUE key of a foreign key to a capped table that has a `description`
  (a form, a subscriber list: things someone defines and describes) and a name of the row's own
  (`column`, `data_key`): one row per named field or setting of each parent row, a few per parent
  (Mailtrain's custom fields and form data); a parent that describes nothing (a user's attributes)
  or another row's name (`group_name` beside `p_group_id`) is no such evidence.

A keyless link (`keyless_link`, for SL103 only: `link` needs a key the table lacks): two references
and no other data, at least one a declared FOREIGN KEY, each parent capped by its own signals —
one row per pairing someone configures (a business activity and a poller); a version stamp
(shipped_content.py `version_stamp`, SL103 and SL022): a keyless `(software, version)`, one row
per versioned component (shipped_content.py: a version flag, a word list).

Keyless settings (`keyless_settings`, SL103 too): named as settings or a catalogue (`role`), no
key, no index, no id of its own or of another row, no growth signal: a module's settings the
application reads whole, one row or a few (playSMS's `…_gatewayTwilio_config`).

Rows the schema file ships, settings or lookup data read whole: seed_data.py (SL022, SL103).

Keyless one-time tokens (`keyless_token`, SL103): a token, whom it went to and when, nothing
else (a framework's password resets): used once and deleted, a handful of rows.

A keyless detail (`keyless_detail`, SL103 too): its foreign keys all point at one parent, a capped
definition that records no time (a time period), and it records none either: a few rows per parent
row (a time period's exceptions).

A session store (`session_store_token`): a table named for sessions (`sessions`, `SPRING_SESSION`),
or for tokens with a column recording the token's last use (Flarum's `access_tokens.last_activity_at`),
keyed UNIQUE by the session's own id or token. Its rows come per login, so it grows, but it holds
the live sessions only (the application removes a session at logout or expiry), and the token
must be unguessable: random by design, with each request already reading it at random (unless
the table is a record of past sessions: append-only and indexed by its insert time). SL101
gives such a key info until a row count says the store is big (two blind verdicts, Spring
Session and Apollo's copy of it: "the table holds only live sessions").

A table's lifecycle bounds it (`lifecycle`, for the rules that size a key or count B-trees
without a row count: SL101, SL102, SL032, SL033): rows that the application deletes once they are done
make the table hold the live ones only, so its size is the live load, not the history:
- `session store`: named for sessions (the head noun, an id's tail skipped), keyed by the session id
  (a string, or a TEXT under a prefix; scoped by string context parts at most, Jetty's), its state
  beside it (a BLOB/TEXT, a child's keyed by it as Spring Session's, or numbers and times only: whose
  session and when, Coppermine's) and a time to purge by (expiry or last use, else any): a session
  handler deletes expired rows, each request reads its row by the id, which must be unguessable —
  a time-ordered key helps neither. A sessions table with columns of its own (phpBB's IP, browser,
  page; Hydra's `subject`) is a login record, one without a payload indexed by its insert time a
  record of visits (Umami's). Blind verdicts on FOSSBilling, osCommerce, osTicket, OpenX, Coppermine,
  EC-CUBE: "GC keeps only live sessions".
- `pending work`: rows that wait to be handled — a worker's claim on them (a lock owner)
  with a due time or a retry count (a job or timer queue: Flowable's `ACT_RU_TIMER_JOB`), or the
  action to run for each outcome (a confirm and a cancel method: a TCC participant waiting for
  its transaction's end). Once handled the row is deleted: the table holds the backlog only
  (blind verdicts on Flowable and ServiceComb: "a working table of pending timers", "holds
  in-flight transactions only").
A row count (`[tables.NAME] rows`) overrides either: a big backlog or many live sessions warn.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from typing import Optional

from ..replay.insert_order import (
    SEQUENTIAL, TIME, column_order, is_time_column, name_word_tuple, name_words, per_request_word, request_words,
    session_id_column,
)
from ..replay.namespace import local_name
from ..model import BLOB_TYPES, INTEGER_TYPES, TEXT_TYPES, Column, ForeignKey, Index, Model, Table
from ..replay.references import IncomingForeignKeys, incoming_foreign_keys, referenced_table
from .row_times import login_lifetime_words, purge_time, records_time
from .session_reads import SESSION_WORDS, read_by_id_only

BIG_AUTO_INCREMENT = 100_000
SMALL_AUTO_INCREMENT = 1_000
# Last words of a table name that name a catalogue (kinds, settings, rules, keys, list entries).
ROLE_HEADS = frozenset({
    "type", "types", "kind", "kinds", "category", "categories", "config", "configs", "configuration",
    "configurations", "setting", "settings", "option", "options", "param", "params", "parameter", "parameters",
    "property", "properties", "prop", "props", "template", "templates", "definition", "definitions", "def", "defs",
    "policy", "policies", "rule", "rules", "dict", "dictionary", "enum", "enums", "meta", "metadata", "registry",
    "catalog", "catalogue", "blacklist", "whitelist", "denylist", "allowlist", "blocklist", "blacklists", "whitelists",
    "denylists", "allowlists", "blocklists", "key", "keys",
    "issuer", "issuers", "network", "networks", "provider", "providers", "plugin", "plugins", "module", "modules",
    "role", "roles", "permission", "permissions", "level", "levels", "scope", "scopes", "locale", "locales",
    "country", "countries", "currency", "currencies", "language", "languages", "region", "regions",
})


@dataclass(frozen=True)
class Growth:
    """`grows`: a warning may be given without a row count; `capped`: info whatever the name says;
    neither: nothing is known (info). `why` names the signal in words a user checks."""

    grows: bool
    capped: bool
    signal: str  # name | generated id | insert-time index | child | auto-increment | role | parent | endpoint | link | settings | …
    why: str

    def evidence(self) -> dict:
        return {"growth": "grows" if self.grows else "capped" if self.capped else "unknown",
                "growth_signal": self.signal or None, "growth_reason": self.why or None}


UNKNOWN_GROWTH = Growth(False, False, "", "")


_SESSION_HEADS = frozenset({"session", "sessions", "sess"})
_TOKEN_WORDS = frozenset({"session", "sessions", "sess", "sessionid", "sessid", "sid", "token"})
_SIZED_STRING_TYPES = frozenset({"CHAR", "VARCHAR", "BINARY", "VARBINARY"})


def session_store_token(table: Table, column: Column) -> bool:
    """`column` is the session id or token of a session store: the table's name ends in
    session(s), or in token(s) and a column records the token's last use (`last_activity_at`:
    every request presenting the token reads and stamps its row, as a session's), and the column's name is the session id or a token (`SESSION_ID`, `token`,
    `refresh_token`) of a declared width (not a TEXT under a prefix index), not another id the
    table also keeps (`challenge_id`); and the table is not a
    record of sessions kept and read by time (an append-only table indexed by its insert time)."""
    words = name_words(table.name)
    if not words or words[-1] not in _SESSION_HEADS and not (words[-1] in _TOKEN_HEADS and _last_use(table)):
        return False
    if _stream(table) is not None:
        return False  # sessions kept as a record, read by when they came (an analytics visit log)
    if column.data_type not in _SIZED_STRING_TYPES:
        return False  # a TEXT session id under a prefix index: a key whose width nobody chose
    return bool(set(name_words(column.name)) & _TOKEN_WORDS)


_TOKEN_HEADS = frozenset({"token", "tokens"})
# a login token's last use: each request that presents the token reads its row and stamps it
_LAST_USE_WORDS = frozenset({"activity", "accessed", "lastused"})


def _last_use(table: Table) -> Optional[str]:
    """A point in time named as the row's last use (`last_activity_at`, `last_used_at`, `accessed_at`)."""
    for c in table.columns:
        words = set(name_words(c.name))
        if records_time(c) and (words & _LAST_USE_WORDS or "last" in words and words & {"used", "seen"}):
            return c.name
    return None


_PAYLOAD_TYPES = BLOB_TYPES | TEXT_TYPES
_BARE_TYPES = INTEGER_TYPES | frozenset({"DATETIME", "TIMESTAMP", "DATE", "BIT"})  # whose session, when, flags


def _session_store(table: Table, column: Optional[Column],
                   incoming: Optional[IncomingForeignKeys] = None) -> Optional[str]:
    """A session handler's table (the module's docstring): named for sessions, keyed by the session
    id (`column`, whatever it is called), the session's state beside it and a time to purge by."""
    key = table.primary_key or table.clustered_index().index
    if head_noun(table.name) not in _SESSION_HEADS or key is None:
        return None
    keyed = table.column(key.parts[0].column or "")
    if keyed is None or not (keyed.data_type in _SIZED_STRING_TYPES or key.parts[0].prefix and keyed.data_type in
                             _PAYLOAD_TYPES) or column is not None and column.name.lower() != keyed.name.lower():
        return None
    scopes = [table.column(p.column or "") for p in key.parts[1:]]
    if any(s is None or s.data_type not in _SIZED_STRING_TYPES or is_time_column(s) for s in scopes):
        return None  # (a time in the key: sessions kept by when they came, a series)
    rest = [c for c in table.columns if c is not keyed and all(c is not s for s in scopes)]
    own = next((c.name for c in rest if c.data_type in _PAYLOAD_TYPES), None)
    payload = own or (_payload_child(table, key, incoming) if incoming is not None else None)
    state = (f"{payload} holds a session's state" if payload else f"{', '.join(c.name for c in rest)} are numbers "
             f"and times only, whose session and when" if rest and all(c.data_type in _BARE_TYPES for c in rest) else "")
    purge = purge_time(rest)
    clock = "" if purge is None else f"{purge[0]} " + (
        "when it expires or was last used" if purge[1] else "a time to purge it by")
    # a state kept beside the id is not read by time: an index on its insert time serves the purge by age
    if not state or not clock or own is None and _stream(table) is not None:
        return None
    return (f"a session store ({state}, {clock}): expired sessions are deleted and it holds the live ones "
            f"only, each read by its id, which must be unguessable")


def _payload_child(table: Table, key: Index, incoming: IncomingForeignKeys) -> Optional[str]:
    """`child.column` when a table whose key leads with a foreign key to `table`'s key holds a
    BLOB/TEXT: a session's state kept as one row per attribute."""
    for child, fk in incoming.of(table):
        ckey = child.primary_key or child.clustered_index().index
        if ckey is None or [c.lower() for c in fk.ref_columns] != [c.lower() for c in key.columns]:
            continue
        if [c.lower() for c in ckey.columns[:len(fk.columns)]] != [c.lower() for c in fk.columns]:
            continue
        blob = next((c for c in child.columns if c.data_type in _PAYLOAD_TYPES), None)
        if blob is not None:
            return f"{child.name}.{blob.name}"
    return None


# who holds a row's lock: a worker's claim on it (a lock's time alone may be an account's lock-out)
_CLAIM_WORDS = frozenset({"owner", "by", "worker", "node", "instance"})
_DUE_WORDS = frozenset({"due", "duedate", "retries", "retry"})


def _pending_work(table: Table) -> Optional[str]:
    """Rows waiting to be handled and deleted once handled: a claim (a lock's owner) with a
    due time or a retry count, or a confirm and a cancel action to run at the outcome."""
    words_of = {c.name: set(name_words(c.name)) for c in table.columns}
    claim = next((n for n, w in words_of.items() if w & {"lock", "locked"} and w & _CLAIM_WORDS), None)
    due = next((n for n, w in words_of.items() if w & _DUE_WORDS), None)
    if claim and due:
        return (f"pending work ({claim} claims a row, {due} says when or how often it runs): rows are deleted "
                f"once handled and it holds the backlog only")
    confirm = next((n for n, w in words_of.items() if "confirm" in w and "method" in w), None)
    cancel = next((n for n, w in words_of.items() if w & {"cancel", "compensate", "compensation"} and "method" in w),
                  None)
    if confirm and cancel:
        return (f"pending work (each row holds the action for either outcome, {confirm} and {cancel}): it is deleted "
                f"once one has run and the table holds the transactions in flight only")
    return None


LIFECYCLE_SIGNALS = ("session store", "pending work")


def lifecycle(table: Table, column: Optional[Column] = None,
              incoming: Optional[IncomingForeignKeys] = None) -> Optional[Growth]:
    """The table holds live rows only (see the module's docstring): a session store keyed by
    `column`, or pending work. Its size is the live load, which only a row count states.
    `incoming`: the model's foreign keys, to find a session's payload kept in a child table."""
    store = _session_store(table, column, incoming)
    if store is not None:
        return Growth(False, True, "session store", store)
    work = _pending_work(table)
    if work is not None:
        return Growth(False, True, "pending work", work)
    return None


_HOST_WORDS = frozenset({"host", "hostname", "ip", "ipv4", "ipv6", "addr", "address"})
_PORT_WORDS = frozenset({"port"})


def _server_inventory(table: Table) -> Optional[str]:
    """A UNIQUE key (or the PRIMARY KEY) naming a server by host and port, with no time in it:
    one row per listening server."""
    for index in table.indexes:
        if not index.is_unique or any(p.expression for p in index.parts):
            continue
        columns = [table.column(p.column) for p in index.parts]
        if any(c is None or is_time_column(c) for c in columns):
            continue
        host = next((c.name for c in columns if set(name_words(c.name)) & _HOST_WORDS), None)
        port = next((c.name for c in columns if set(name_words(c.name)) & _PORT_WORDS), None)
        if host and port:
            return (f"UNIQUE ({', '.join(index.columns)}) names a server by {host} and {port}: one row per "
                    f"server, so the fleet caps the table")
    return None


def _machine_inventory(table: Table) -> Optional[str]:
    """A UNIQUE key of one host or IP column: one row per machine."""
    for index in table.indexes:
        if not index.is_unique or len(index.parts) != 1 or index.parts[0].expression:
            continue
        column = table.column(index.parts[0].column)
        if column is not None and not is_time_column(column) and set(name_words(column.name)) & _HOST_WORDS:
            return f"UNIQUE ({column.name}) names a machine: one row per machine, so the fleet caps the table"
    return None


# A row's own name or description; a switch someone turns; a word of a name that is a point in time
_OWN_NAME_WORDS = frozenset({"name", "title", "label", "shortname", "description", "desc"})
_SWITCH_WORDS = frozenset({"enabled", "enable", "disabled", "disable", "active", "isenabled", "isactive"})


def _named_reference(column: Column) -> bool:
    """A column named as another thing's id (`tree_id`, `id_agent`), whatever its type."""
    words = name_words(column.name)
    return len(words) >= 2 and "id" in (words[0], words[-1])


def _definition(table: Table) -> Optional[str]:
    """The row names or describes a thing of its own and refers to no other table's row, and
    either records no point in time or has a switch someone turns: rows someone defines, not
    events (a row that refers to other rows is a relation between them, sized by them)."""
    own = next((c.name for c in table.columns if name_word_tuple(c.name) and name_word_tuple(c.name)[-1] in _OWN_NAME_WORDS
                and len(name_word_tuple(c.name)) <= 2 and not _reference_column(table, c)), None)
    if own is None:
        return None
    unique_alone = {i.parts[0].column.lower() for i in table.indexes if i.is_unique and len(i.parts) == 1
                    and i.parts[0].column}
    if table.foreign_keys or any(_reference_column(table, c) and c.name.lower() not in unique_alone
                                 for c in table.columns):
        return None
    switch = next((c.name for c in table.columns if c.data_type in _LINK_DATA_TYPES
                   and "".join(name_words(c.name)) in _SWITCH_WORDS), None)
    if switch is not None:
        return f"its rows have a name ({own}) and a switch ({switch}): things someone configures and turns on or off"
    if any(records_time(c) for c in table.columns):
        return None
    # without a switch, a reference of any type counts (a tree entry's `tree_id CHAR(40)`: a content-addressed
    # object a machine writes, by the million)
    if any(_named_reference(c) and c.name.lower() not in unique_alone for c in table.columns):
        return None
    return (f"its rows have a name ({own}), no point in time and no reference to another table's row: "
            f"things someone defines, not events")


_NAMING_WORDS = frozenset({"name", "domain", "hostname"})
_REWRITE_WORDS = frozenset({"updated", "modified", "changed"})


def _state_per_name(table: Table) -> Optional[str]:
    """A UNIQUE key of two or more names (`queue_name`, `domain`) and a time the row was last changed
    (`modified_on`, ON UPDATE): a row per named thing, rewritten in place as its state changes."""
    rewritten = next((c.name for c in table.columns if is_time_column(c) and (
        c.on_update or not _REWRITE_WORDS.isdisjoint(name_word_tuple(c.name)))), None)
    if rewritten is None:
        return None
    for index in table.indexes:
        if not index.is_unique or len(index.parts) < 2 or any(p.expression for p in index.parts):
            continue  # (one UNIQUE name alone is also a user's nickname: an entity that grows)
        columns = [table.column(p.column) for p in index.parts]
        if all(c is not None and c.data_type in _SIZED_STRING_TYPES and name_words(c.name)
               and name_words(c.name)[-1] in _NAMING_WORDS for c in columns):
            return (f"UNIQUE ({', '.join(index.columns)}) is made of names and {rewritten} says rows are changed "
                    f"in place: one row per named thing, not one per event")
    return None


def _dump_auto_increment(table: Table) -> Optional[int]:
    value = table.options.auto_increment
    return value if isinstance(value, int) and value > 1 else None


def role_head(table: Table) -> Optional[str]:
    words = name_words(table.name)
    return words[-1] if words and words[-1] in ROLE_HEADS else None


# Words of a column saying rows change after insert: an entity's row, not a stream's.
CHANGED_WORDS = frozenset({"updated", "update", "modified", "modify", "changed", "deleted", "status", "state",
                            "version", "revision"})


def _append_only(table: Table) -> bool:
    return not any(c.on_update or not CHANGED_WORDS.isdisjoint(name_word_tuple(c.name)) for c in table.columns)


def _own_growth(table: Table, column: Optional[Column], model: Optional[Model] = None) -> Optional[tuple[str, str]]:
    """The signal of growth the table gives by itself (no parent, no AUTO_INCREMENT value); its
    name is read without the schema's namespace prefix when the model is given."""
    word = _growth_word(table, column, model)
    if word is not None:
        return "name", f"the name ('{word}') says rows come per request, login or event"
    if column is not None and session_id_column(column):
        return "generated id", f"{column.name} is a session id: a row per login or visit"
    return _stream(table)


def _growth_word(table: Table, column: Optional[Column], model: Optional[Model]) -> Optional[str]:
    """The word of the table's (or the key column's) name saying rows come per request, unless the
    table's word names the parent its rows belong to."""
    word = per_request_word(table, column, model)
    if word is not None and _names_the_parent(table, word, model):
        # the table's word names the parent its rows belong to: another word, or the key column's, must say it
        words = [w for w in request_words(local_name(model, table)) if not _names_the_parent(table, w, model)]
        words += request_words(column.name) if column is not None else []
        word = words[0] if words else None
    return word


# Words after the head noun that name how a thing is identified, not what it is (`…_session_id`)
_ID_TAILS = frozenset({"id", "ids", "uuid", "uuids", "guid", "guids"})


def head_noun(name: str) -> str:
    """The last word of a compound name, what the thing is: `event_trigger` is a trigger, `event_log`
    a log; an id's tail is skipped (`session_id` names a session, `event_trigger_uuid` a trigger)."""
    words = name_words(name)
    while len(words) > 1 and words[-1] in _ID_TAILS:
        words.pop()
    return words[-1] if words else ""


def _modifier_word_only(table: Table, column: Optional[Column], model: Optional[Model]) -> bool:
    """The growth word comes from before the head noun of every name it is in: the table's name
    (read without its namespace prefix) and the key column's name say what the rows are about, not
    what they are (`event_trigger`: triggers about events; `event_trigger_uuid`: a trigger's id)."""
    names = [local_name(model, table)] + ([column.name] if column is not None else [])
    heads = [head_noun(n) for n in names]
    if any(request_words(h) for h in heads):
        return False
    return _growth_word(table, column, model) is not None


def _owner_named(model: Model, table: Table, incoming: IncomingForeignKeys) -> Optional[str]:
    """The growth word before the head noun names a table that references this one and is named
    for it (`cart_address`, referenced by `cart`): the rows are parts of that table's rows (a cart's
    addresses), which come per request, so they come with them."""
    words = request_words(local_name(model, table))
    for child, _fk in incoming.of(table):
        head = head_noun(local_name(model, child))
        if head in words:
            return (f"the name ('{head}') says rows come per request, login or event: they are parts of "
                    f"{child.name}'s rows, which reference them")
    return None


def _names_the_parent(table: Table, word: str, model: Optional[Model]) -> bool:
    """`word` comes from the table's name, before its last word, and the table refers to a row of
    that name (`event_reports.event_id`): the word names the parent the rows belong to (reports of
    an event), not what each row is — the last word says that."""
    words = name_words(local_name(model, table))
    if word not in words or words[-1] == word:
        return False
    stem = word.rstrip("s")
    for col in table.columns:
        cw = name_words(col.name)
        if len(cw) >= 2 and "id" in (cw[0], cw[-1]) and any(w.rstrip("s") == stem for w in cw if w != "id"):
            return True
    return any(fk.ref_table.lower().rstrip("s") == stem for fk in table.foreign_keys)


def insert_order_suffix(table: Table, shorter: Index, longer: Index) -> Optional[str]:
    """`shorter` is a left prefix of a plain index `longer` in an append-only record (no column
    says rows change after insert, a column records when they came, no index holds that time)
    clustered on an AUTO_INCREMENT id, and `longer` goes on with a column that is not a point in
    time: InnoDB appends the id to `shorter`, so it
    returns each group's rows in insert order — the newest rows of a user, an account — where
    `longer` interposes its next column and the server sorts. The id of such a record is its only
    indexed time order, so `ORDER BY id DESC LIMIT n` is its page."""
    pk = table.primary_key
    if pk is None or len(pk.parts) != 1 or longer.is_unique or len(longer.parts) <= len(shorter.parts):
        return None  # (a UNIQUE key is declared for what it enforces, not for an order)
    key = table.column(pk.parts[0].column or "")
    if key is None or not key.auto_increment or not _append_only(table):
        return None
    if not any(records_time(c) for c in table.columns) or any(_flag(c) for c in table.columns):
        return None  # a flag (active, revoked) is a state set after insert: not a record only appended
    indexed = {p.column.lower() for i in table.indexes for p in i.parts if p.column}
    if any(records_time(c) for c in table.columns if c.name.lower() in indexed):
        return None  # an index on its time pages it by time: the id is not its only time order
    after = table.column(longer.parts[len(shorter.parts)].column or "")
    if after is None or records_time(after) or after is key:
        return None
    return (f"InnoDB appends the PRIMARY KEY {key.name} to it: it returns each ({', '.join(shorter.columns)}) group's "
            f"rows in insert order, the newest-first page of an append-only record, where {longer.name} puts "
            f"{after.name} first and the server sorts")


def _flag(column: Column) -> bool:
    """A yes/no column: BOOL (TINYINT(1)) or BIT(1)."""
    return column.data_type in ("BOOL", "BOOLEAN") or (
        column.data_type in ("TINYINT", "BIT") and column.display_width == 1)


def _stream(table: Table) -> Optional[tuple[str, str]]:
    """An append-only table with an index leading with the insert time: rows are written once
    and read or purged by when they came."""
    if not _append_only(table):
        return None
    for index in table.indexes:
        if not index.parts or index.parts[0].expression:
            continue
        lead = table.column(index.parts[0].column)
        if lead is None or lead.auto_increment:
            continue
        order = column_order(lead, table)
        if order.kind == SEQUENTIAL and order.category == TIME:
            return ("insert-time index", f"index {index.name} leads with the insert time {lead.name}: rows are "
                    f"read or purged by when they came")
    return None


def _reused_per_login(table: Table) -> Optional[str]:
    """A `last_login_time` (logon, sign-in) and no expiry or start of its own: a login updates the
    row rather than adding one, so rows come per user (or user and address), not per login."""
    words_of = {c.name: set(name_words(c.name)) for c in table.columns}
    blocking = login_lifetime_words(table.columns)
    if any(words & blocking for words in words_of.values()):
        return None
    for col in table.columns:
        words = words_of[col.name]
        if is_time_column(col) and ("last" in words and words & {"login", "logon", "signin"}
                                    or words & {"lastlogin", "lastlogon"}):
            return f"{col.name} is the last of several logins on one row: rows come per user, not per login"
    return None


def _child_of_growing(model: Model, table: Table) -> Optional[str]:
    """The parent a foreign key on the key's leading column points at, when that parent grows
    by its own signals."""
    key = table.primary_key
    if key is None or not key.parts:
        return None
    lead = (key.parts[0].column or "").lower()
    for fk in table.foreign_keys:
        if not fk.columns or fk.columns[0].lower() != lead:
            continue
        parent = referenced_table(model, table, fk)
        if parent is None or parent is table or role_head(parent):
            continue
        if _own_growth(parent, None, model) is not None:
            return parent.name
    return None


def _one_to_one(table: Table, fk: ForeignKey) -> bool:
    """The foreign key's columns are a UNIQUE key (or the PRIMARY KEY) of `table`: one row per parent row."""
    columns = {c.lower() for c in fk.columns}
    return any(i.is_unique and {c.lower() for c in i.columns} == columns for i in table.indexes)


def _one_per_capped_parent(model: Model, table: Table, incoming: IncomingForeignKeys, depth: int) -> Optional[str]:
    """A UNIQUE key (or the PRIMARY KEY) made of exactly a foreign key's columns: at most one row
    per parent row, so a parent whose size is capped caps this table too."""
    if depth > 2:
        return None
    for fk in table.foreign_keys:
        if not _one_to_one(table, fk):
            continue
        parent = referenced_table(model, table, fk)
        if parent is None or parent is table:
            continue
        capped = growth(model, parent, None, incoming, _depth=depth + 1)
        # a parent capped only by its own one-to-one extensions (QRTZ_TRIGGERS and its SIMPLE, CRON,
        # BLOB… tables) is not shown to be an entity: a stream has one-to-one extensions as well
        if capped.capped and (capped.signal != "parent" or any(
                not _one_to_one(child, fk) for child, fk in incoming.of(parent))):
            return (f"UNIQUE ({', '.join(fk.columns)}) is its foreign key to {parent.name}: at most one row per "
                    f"{parent.name} row, whose size is capped")
    # without a FOREIGN KEY: a PRIMARY KEY of one column named as another table's id (Open RSC's
    # `curstats.playerID`, one row of stats per player), whose table is found by that name
    key = table.primary_key
    column = table.column(key.parts[0].column or "") if key is not None and len(key.parts) == 1 else None
    if column is None or key.parts[0].prefix or not _named_reference(column) or table.foreign_keys:
        return None
    stem = [w for w in name_words(column.name) if w != "id"]
    head = name_words(local_name(model, table))[-1:]
    if not stem or (head and stem[-1].rstrip("s") == head[0].rstrip("s")):
        return None  # the table's own id
    parent = _parent_by_name(model, table, column)
    if parent is None or parent is table:
        return None
    capped = growth(model, parent, None, incoming, _depth=depth + 1)
    if capped.capped:
        return (f"its PRIMARY KEY is {column.name}, named for the id of {parent.name}: at most one row per "
                f"{parent.name} row, whose size is capped ({capped.why})")
    return None


def _unique_alone(table: Table, column: Column) -> bool:
    """`column` is a UNIQUE key (or the PRIMARY KEY) by itself."""
    name = column.name.lower()
    return any(i.is_unique and len(i.parts) == 1 and (i.parts[0].column or "").lower() == name
               and not i.parts[0].expression and not i.parts[0].prefix for i in table.indexes)


def _own_id(table: Table, column: Column, model: Model) -> bool:
    """A column named as an id that is the table's own: its PRIMARY KEY alone (SPRING_SESSION's
    `PRIMARY_ID`), or named for the table's head noun (`challenge_id` in `challenges`)."""
    pk = table.primary_key
    if pk is not None and [c.lower() for c in pk.columns] == [column.name.lower()]:
        return True
    stem = [w for w in name_words(column.name) if w != "id"]
    head = name_words(local_name(model, table))[-1:]
    return bool(stem and head) and stem[-1].rstrip("s") == head[0].rstrip("s")


def _parent_by_name(model: Model, table: Table, column: Column) -> Optional[Table]:
    """The table `column` refers to: its FOREIGN KEY's, else the one of its schema named as the
    column without its id (`domain_id` → `domain` or `domains`)."""
    for fk in table.foreign_keys:
        if [c.lower() for c in fk.columns] == [column.name.lower()]:
            return referenced_table(model, table, fk)
    stem = tuple(w for w in name_words(column.name) if w != "id")
    if not stem:
        return None
    names = {stem, stem[:-1] + (stem[-1] + "s",)}
    schema = (table.schema or "").lower()
    return next((t for t in model.tables() if t is not table and (t.schema or "").lower() == schema
                 and name_word_tuple(local_name(model, t)) in names), None)


def _one_per_referenced_row(model: Model, table: Table, column: Optional[Column], incoming: Optional[IncomingForeignKeys],
                            depth: int) -> Optional[Growth]:
    """The key under judgment is one column that refers to another row (a FOREIGN KEY, or named as
    another thing's id: `domain_id`) and is UNIQUE by itself, and its own name says nothing of
    growth: at most one row per referenced row (a domain's one ACME challenge), so the table grows
    with what it refers to, not per request, whatever the table's name says. The referenced table's
    growth decides when it is found (a session's one row of data grows with the sessions); else
    nothing is known."""
    if column is None or depth > 2 or request_words(column.name) or not _unique_alone(table, column):
        return None
    by_fk = any([c.lower() for c in fk.columns] == [column.name.lower()] for fk in table.foreign_keys)
    if not by_fk and (not _named_reference(column) or _own_id(table, column, model)):
        return None
    parent = _parent_by_name(model, table, column)
    if parent is None or parent is table:
        return Growth(False, False, "one per parent", (
            f"UNIQUE ({column.name}) refers to another row: at most one row per referenced row, so the table grows "
            f"with what it refers to, not per request"))
    found = growth(model, parent, None, incoming, _depth=depth + 1)
    if found.grows:
        return Growth(True, False, "child", f"UNIQUE ({column.name}) refers to {parent.name}, which grows "
                      f"({found.why}): one row per {parent.name} row")
    return Growth(False, found.capped, "one per parent", (
        f"UNIQUE ({column.name}) refers to {parent.name}: at most one row per {parent.name} row"
        + (", whose size is capped" if found.capped else "") + ", not one per request"))


# Last words of a string that names a setting or a field of its parent row (a form's `data_key`, a
# list's custom field's `column`)
_PART_NAME_WORDS = frozenset({"name", "key", "column", "field", "property", "setting", "option", "param",
                              "attribute", "variable", "var"})


def _named_per_capped_parent(model: Model, table: Table, incoming: IncomingForeignKeys, depth: int) -> Optional[str]:
    """A UNIQUE key (or the PRIMARY KEY) made of a foreign key to a capped table and one name (a
    string whose last word is `name`, `key`, `column`, `field`…): one row per named setting or
    field of each parent row (a form's settings, a list's custom fields), so a few rows per
    parent row, named by whoever configures the parent — the parent's own definition."""
    if depth > 2:
        return None
    for fk in table.foreign_keys:
        fk_columns = [c.lower() for c in fk.columns]
        for index in table.indexes:
            if not index.is_unique or any(p.expression for p in index.parts):
                continue
            columns = [c.lower() for c in index.columns]
            if len(columns) != len(fk_columns) + 1 or columns[:len(fk_columns)] != fk_columns:
                continue
            part = table.column(index.columns[-1])
            words = name_words(part.name) if part is not None else []
            if part is None or part.data_type not in _SIZED_STRING_TYPES or not words or words[-1] not in _PART_NAME_WORDS:
                continue
            if any(_named_reference(c) and set(name_words(c.name)) & set(words[:-1]) for c in table.columns):
                continue  # another row's name (`group_name` beside `p_group_id`): a link by name, not a part's name
            parent = referenced_table(model, table, fk)
            if parent is None or parent is table or _describes(table) or not _describes(parent):
                continue
            if growth(model, parent, None, incoming, _depth=depth + 1).capped:
                return (f"UNIQUE ({', '.join(index.columns)}) is its foreign key to {parent.name}, a thing someone "
                        f"defines and describes ({_describes(parent)}), and a name: one row per named setting or field "
                        f"of each {parent.name} row, whose size is capped")
    return None


def _describes(table: Table) -> Optional[str]:
    """The table's description column (`description`, `desc`): its rows are things someone defines
    and describes for others (a form, a subscriber list), not records or people."""
    return next((c.name for c in table.columns if name_words(c.name) in (["description"], ["desc"], ["descr"])), None)


_LINK_DATA_TYPES = frozenset({"TINYINT", "SMALLINT", "MEDIUMINT", "INT", "BIGINT", "BIT", "BOOL", "BOOLEAN",
                              "DATETIME", "TIMESTAMP", "DATE"})


# A link's own columns besides the two references: a position, a flag, its created and updated times
_LINK_MAX_OTHERS = 4


def _reference_column(table: Table, column: Column) -> bool:
    """An integer column that refers to another table's row: a single-column foreign key, or
    named as another thing's id (`admin_id`, `id_template`)."""
    if column.data_type not in INTEGER_TYPES or column.auto_increment:
        return False
    if any(len(fk.columns) == 1 and fk.columns[0].lower() == column.name.lower() for fk in table.foreign_keys):
        return True
    words = name_words(column.name)
    return len(words) >= 2 and "id" in (words[0], words[-1])


def _link_of_entities(model: Model, table: Table) -> Optional[str]:
    """A UNIQUE key (or the PRIMARY KEY) of exactly two references and no other data than
    numbers, flags and times (a position, a `created_at`): a row links two entities (a member to
    a group, a template to a script) and is written when people link them, so the two entity
    tables bound it — unless a parent grows by its own signals (a link to a log's rows)."""
    pairs = [[table.column(p.column) for p in index.parts] for index in table.indexes
             if index.is_unique and len(index.parts) == 2 and not any(p.expression or p.prefix for p in index.parts)]
    pk = table.primary_key
    surrogate = table.column(pk.parts[0].column or "") if pk is not None and len(pk.parts) == 1 else None
    if surrogate is not None and surrogate.auto_increment:
        # a surrogate id and two references, no UNIQUE pair: a link all the same (one row per linking)
        pairs.append([c for c in table.columns if _reference_column(table, c)])
    for columns in pairs:
        if len(columns) != 2 or any(c is None or not _reference_column(table, c) for c in columns):
            continue
        keyed = {c.name.lower() for c in columns}
        others = [c for c in table.columns if c.name.lower() not in keyed and not c.auto_increment]
        if len(others) > _LINK_MAX_OTHERS or any(
                c.data_type not in _LINK_DATA_TYPES or _reference_column(table, c) for c in others):
            return None  # the row carries data of its own (a name, a text, a third reference): not only a link
        targets = [fk.ref_table.lower() for fk in table.foreign_keys
                   if len(fk.columns) == 1 and fk.columns[0].lower() in keyed]
        if len(targets) == 2 and targets[0] == targets[1]:
            return None  # a relation between rows of one table (a user follows a user): it grows with their square
        for fk in table.foreign_keys:
            parent = referenced_table(model, table, fk)
            if parent is not None and parent is not table and _own_growth(parent, None, model) is not None:
                return None
        return (f"its rows link two entities ({', '.join(c.name for c in columns)}) and hold no data of their own: "
                f"one row per link people make, bounded by the two tables it links")
    return None


_CARRIERS: "weakref.WeakKeyDictionary[Model, dict[tuple[str, str], list[Table]]]" = weakref.WeakKeyDictionary()


def _carried_key(model: Model, table: Table) -> Optional[str]:
    """A UNIQUE key of one column named as the table's last word (`tenant` on a `sp_tenant`), a
    column of that name in other tables of its schema, not UNIQUE alone there: the others carry
    its natural key (every row of the schema belongs to a tenant), so it holds one row per entity
    they belong to — `parent` for a schema that refers by a natural key, not by an id."""
    words = name_words(table.name)
    if not words:
        return None
    for index in table.indexes:
        if not index.is_unique or len(index.parts) != 1 or index.parts[0].expression:
            continue
        column = index.parts[0].column or ""
        if name_words(column) != [words[-1]]:
            continue
        by_name = _CARRIERS.get(model)
        if by_name is None:
            by_name = {}
            for other in model.tables():
                for col in other.columns:
                    by_name.setdefault(((other.schema or "").lower(), col.name.lower()), []).append(other)
            _CARRIERS[model] = by_name
        carriers = [t for t in by_name.get(((table.schema or "").lower(), column.lower()), [])
                    if t is not table and not any(i.is_unique and [c.lower() for c in i.columns] == [column.lower()]
                                                  for i in t.indexes)]
        if carriers:
            return (f"its UNIQUE {column} is carried by {carriers[0].name}"
                    f"{f' and {len(carriers) - 1} other tables' if len(carriers) > 1 else ''}: one row per "
                    f"entity the others belong to, looked up, not streamed in")
    return None


def keyless_link(model: Model, table: Table) -> Optional[Growth]:
    """A table with no key of its own whose rows link two entities and hold nothing else (two
    references and up to four numbers, flags and times, as `link`), where the DDL says what it
    links: at least one declared FOREIGN KEY, and every parent it finds capped by its own signals
    (a business activity and a time period, a profile and an enterprise number): one row per
    pairing someone configures, bounded by two capped tables. Without declared foreign keys the
    columns do not say what they link (`host_id` may be a fleet); two foreign keys to one table
    grow with its square; a parent that grows (a log's rows) makes it a record. `link` itself
    needs a UNIQUE pair or a surrogate key, which a keyless table lacks."""
    if table.primary_key is not None or any(i.is_unique for i in table.indexes) or not table.foreign_keys:
        return None
    refs = [c for c in table.columns if _reference_column(table, c)]
    if len(refs) != 2:
        return None
    keyed = {c.name.lower() for c in refs}
    others = [c for c in table.columns if c.name.lower() not in keyed]
    if len(others) > _LINK_MAX_OTHERS or any(c.data_type not in _LINK_DATA_TYPES for c in others):
        return None
    if any(len(fk.columns) != 1 or fk.columns[0].lower() not in keyed for fk in table.foreign_keys):
        return None
    if len({fk.ref_table.lower() for fk in table.foreign_keys}) < len(table.foreign_keys):
        return None  # a relation between rows of one table: it grows with their square
    incoming = incoming_foreign_keys(model)
    parents = [p for p in (referenced_table(model, table, fk) for fk in table.foreign_keys) if p is not None]
    if not parents or any(p is table or not growth(model, p, None, incoming).capped for p in parents):
        return None
    return Growth(False, True, "link", (
        f"its rows link two entities ({', '.join(c.name for c in refs)}) and hold no data of their own, and its "
        f"foreign keys point at tables whose size is capped ({', '.join(p.name for p in parents)}): one row per "
        f"pairing someone configures"))


def keyless_settings(model: Model, table: Table) -> Optional[Growth]:
    """A table with no key and no index at all, named as settings or a catalogue (its last word,
    `role`: …_config, …_settings, …_types), whose columns hold no id — none of its own, none of
    another row (no FOREIGN KEY, no `id`, `x_id`, `id_x`) — and which gives no growth signal of its
    own: nothing looks a row up, the application reads the table whole, so it holds the settings
    of one module (a gateway's `cfg_name`, `cfg_url`, `cfg_api_key`: one row). A time there is the
    last change (no index reads rows by it). An id or a reference makes it an entity or a
    relation that is looked up and grows with what it refers to (a payment channel's config per
    merchant app, a room's options per room): not capped."""
    if table.primary_key is not None or table.indexes or table.foreign_keys or role_head(table) is None:
        return None
    if any(c.auto_increment or _named_reference(c) or name_words(c.name)[-1:] in (["id"], ["uuid"], ["guid"])
           for c in table.columns):
        return None
    if _own_growth(table, None, model) is not None:
        return None
    return Growth(False, True, "settings", (
        f"its name ends in '{role_head(table)}' and it has no key, no index and no id: the application reads "
        f"its settings whole, a row or a few"))


_ONE_TIME_WORDS = frozenset({"token", "code", "otp", "nonce"})
_RECIPIENT_WORDS = frozenset({"email", "mail", "user", "username", "login", "account", "phone", "mobile"})


def keyless_token(table: Table) -> Optional[Growth]:
    """A table with no key of its own whose rows hold a one-time token (`token`, `code`), whom it
    was sent to (an e-mail address or a user) and when it was made or expires, and nothing else (a
    framework's password resets, e-mail confirmations): each row is used once and deleted then or at
    expiry, so the table holds the tokens still pending, a handful — its lookups go through the
    indexes on the token or the address, never a scan of a big table."""
    if table.primary_key is not None or any(i.is_unique for i in table.indexes) or not table.indexes:
        return None
    if len(table.columns) > 4 or any(c.auto_increment for c in table.columns):
        return None
    token = [c for c in table.columns if c.data_type in _SIZED_STRING_TYPES and set(name_words(c.name)) & _ONE_TIME_WORDS]
    recipient = [c for c in table.columns if set(name_words(c.name)) & _RECIPIENT_WORDS and c not in token]
    times = [c for c in table.columns if records_time(c)]
    if len(token) != 1 or len(recipient) != 1 or not times or len(token) + len(recipient) + len(times) != len(table.columns):
        return None
    return Growth(False, True, "one-time token", (
        f"its rows hold a one-time token ({token[0].name}), whom it was sent to ({recipient[0].name}) and "
        f"{times[0].name}, nothing else: each is used once and deleted then or at expiry, so it holds the pending "
        f"ones only"))


def keyless_detail(model: Model, table: Table) -> Optional[Growth]:
    """A table with no key of its own whose every declared FOREIGN KEY points at one parent, a
    definition whose size is capped and which records no point in time (a time period, a
    template), and which records no time and gives no growth signal itself: its rows are the
    parent's details (a time period's exceptions and exclusions), a few per parent row, written
    when someone edits the definition. A parent that records when its rows came (a job's
    executions) is a record, and so are its details."""
    if table.primary_key is not None or any(i.is_unique for i in table.indexes) or not table.foreign_keys:
        return None
    if len({fk.ref_table.lower() for fk in table.foreign_keys}) != 1:
        return None
    if any(records_time(c) or c.auto_increment for c in table.columns) or _own_growth(table, None, model) is not None:
        return None
    parent = referenced_table(model, table, table.foreign_keys[0])
    if parent is None or parent is table or any(records_time(c) for c in parent.columns):
        return None
    if not growth(model, parent, None, incoming_foreign_keys(model)).capped:
        return None
    return Growth(False, True, "detail", (
        f"its foreign keys all point at {parent.name}, a definition of capped size that records no time, and "
        f"nothing in it records one either: a few rows per {parent.name} row, written when someone edits it"))


_GROWTH: "weakref.WeakKeyDictionary[Model, dict]" = weakref.WeakKeyDictionary()


def growth(model: Model, table: Table, column: Optional[Column] = None,
           incoming: Optional[IncomingForeignKeys] = None, _depth: int = 0) -> Growth:
    """The DDL's evidence about `table`'s size; `column` is the key column under judgment (its
    own name and kind count: a session id). Answered once per model, table and column (SL101
    and SL102 ask of the same random keys; the answer reads only the model, which rules do not
    change); a call down the references (`_depth`) or with other references is not kept."""
    if _depth or (incoming is not None and incoming is not incoming_foreign_keys(model)):
        return _growth(model, table, column, incoming, _depth)
    kept = _GROWTH.get(model)
    if kept is None:
        kept = _GROWTH[model] = {}
    key = (id(table), id(column))
    known = kept.get(key)
    if known is not None and known[0] is table and known[1] is column:
        return known[2]
    found = _growth(model, table, column, incoming)
    kept[key] = (table, column, found)  # (kept with them: their ids stay their own)
    return found


def _growth(model: Model, table: Table, column: Optional[Column] = None,
            incoming: Optional[IncomingForeignKeys] = None, _depth: int = 0) -> Growth:
    auto = _dump_auto_increment(table)
    if auto is not None and auto >= BIG_AUTO_INCREMENT:
        return Growth(True, False, "auto-increment", f"the dump's AUTO_INCREMENT={auto:,} says rows keep coming")
    if auto is not None and auto < SMALL_AUTO_INCREMENT:
        return Growth(False, True, "auto-increment", f"the dump's AUTO_INCREMENT={auto} says {auto - 1} rows so far")
    head = role_head(table)
    if head is not None:
        return Growth(False, True, "role", f"the name ends in '{head}': a catalogue of things, not a stream of rows")
    reused = _reused_per_login(table)
    if reused is not None:
        return Growth(False, True, "reused", reused)
    server = _server_inventory(table)
    if server is not None:
        return Growth(False, True, "endpoint", server)
    own = _own_growth(table, column, model)
    # a growth word before the head noun says what the rows are about, not what they are (an event
    # trigger is a trigger): it weighs as little as an insert-time index, after what the rows hold
    modifier = own is not None and own[0] == "name" and _modifier_word_only(table, column, model)
    if own is None or modifier:  # what the row holds caps the table, unless its name or key says rows come per request
        for signal, capped_by in (("machine", _machine_inventory), ("definition", _definition),
                                  ("state per name", _state_per_name)):
            reason = capped_by(table)
            if reason is not None:
                return Growth(False, True, signal, reason)
    if own is not None and own[0] == "name" and _growth_word(table, column, model) in SESSION_WORDS:
        # a session word says what a row is; per request only where the rows are kept as a record
        by_id = read_by_id_only(table, column)
        if by_id is not None:
            return Growth(False, False, "read by id", by_id)
    if own is not None and own[0] == "name" and not modifier:
        # a key that is one reference, UNIQUE alone: a row per referenced row, whatever the name says
        per_parent = _one_per_referenced_row(model, table, column, incoming, _depth)
        if per_parent is not None:
            return per_parent
    if own is not None and own[0] in ("name", "generated id") and not modifier:
        return Growth(True, False, *own)
    parent = _child_of_growing(model, table)
    if parent is not None:
        return Growth(True, False, "child", f"its key leads with a foreign key to {parent}, which grows per request")
    incoming = incoming or incoming_foreign_keys(model)
    owner = _owner_named(model, table, incoming) if modifier else None
    if owner is not None:
        return Growth(True, False, "name", owner)
    link = _link_of_entities(model, table)
    if link is not None:
        return Growth(False, True, "link", link)
    referenced = incoming.of(table)
    if referenced:
        child = referenced[0][0].name
        return Growth(False, True, "parent", f"referenced by {child}'s foreign key"
                      f"{' and others' if len(referenced) > 1 else ''}: one row per entity, looked up, not streamed in")
    named = incoming.named(table)
    if named:
        return Growth(False, True, "parent", f"its id is carried by {named[0].name}"
                      f"{' and others' if len(named) > 1 else ''} (a column named for it, no FOREIGN KEY): "
                      f"one row per entity, looked up, not streamed in")
    carried = _carried_key(model, table)
    if carried is not None:
        return Growth(False, True, "parent", carried)
    one_per = _one_per_capped_parent(model, table, incoming, _depth)
    if one_per is not None:
        return Growth(False, True, "one per parent", one_per)
    named = _named_per_capped_parent(model, table, incoming, _depth)
    if named is not None:
        return Growth(False, True, "named per parent", named)
    if own is not None:
        return Growth(True, False, *own)
    return UNKNOWN_GROWTH
