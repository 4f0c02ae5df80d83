"""SL021 charset: character sets and collations that lose data or break joins.

- utf8 / utf8mb3 (deprecated in MySQL 8.0, cannot store 4-byte characters such as emoji)
  and any charset outside the allow-list (`allow`, like Skeema's allow-charset): once per
  table for its default, once per column that sets its own;
- mixed charsets inside one table (info): a column whose charset differs from the table
  default is usually an accident of ALTER TABLE ... CHARACTER SET, which changes only the
  default; charsets in `mixed-ok` (ascii, binary by default) are deliberate choices. Mixed
  collations of one charset (a `_bin` password next to `_ci` names) are almost always
  deliberate: reported only with `mixed-collations = true`;
- join-prone pairs whose charset or collation differ: a FOREIGN KEY between string columns
  (MySQL and MariaDB refuse it, errno 150 / error 3780), and, with `infer-joins`, a
  `<table>_<column>` column and the `<column>` of that table, the usual join of schemas
  without foreign keys (info: a name is a guess, a declared foreign key is not). Comparing
  the two converts one side, so its index is not used.

A table default is not reported on a table without text columns (ENUM and SET do not count:
they store numbers, their labels are the DDL's), and a column already reported for its own charset is not listed again as mixed: one
clause, one finding.

One judgment, one finding: the same default charset on many tables of one schema is one
decision (a dump writes it on every CREATE), so the first table's finding is the warning and
names the others, which get info. A table default costs nothing (info) where no 4-byte
character can arrive: every text column mirrors a MySQL object name (`db_name`,
`table_name`, `master_field` … of at most 64 characters, the server's own identifier limit —
identifiers cannot hold supplementary characters), or the table is a FULLTEXT index in a
schema that stores its text as bytes everywhere else (the application encodes what it puts in).
A column's own charset costs nothing (info) where it holds no typed text; among such columns, the
name a name→value table is looked up by (a setting's key, a queue's name: `_keys_a_value`), and
the own name of a catalogued MySQL object (`_catalogues_objects`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Iterator, Optional

from ..judge.ddl import quote
from ..replay.insert_order import name_words
from ..model import INTEGER_TYPES, Column, Table
from . import RuleContext, Violation, rule
from .growth import growth, records_time
from .sl010_key_too_long import modify_column
from .sl027_foreign_key_checks import column_type_words, join_pairs

DEFAULT_ALLOW = ["utf8mb4", "latin1", "ascii", "binary"]
DEFAULT_MIXED_OK = ["ascii", "binary"]
_TEXT_TYPES = frozenset({"CHAR", "VARCHAR", "TINYTEXT", "TEXT", "MEDIUMTEXT", "LONGTEXT", "ENUM", "SET"})
_NUMBER_TYPES = INTEGER_TYPES | {"DECIMAL", "FLOAT", "DOUBLE"}


def _norm(items) -> set[str]:
    return {str(x).strip().lower().replace("utf8mb3", "utf8") for x in items}


def _allowed(charset: Optional[str], allow: set[str]) -> bool:
    if not charset:
        return True
    return charset.lower().replace("utf8mb3", "utf8") in allow


def _why(charset: str) -> str:
    if charset in ("utf8mb3", "utf8"):
        return ("utf8mb3 (MySQL's 'utf8') is deprecated and stores at most 3 bytes per character: emoji and "
                "other 4-byte characters are rejected or cut off. utf8mb4 costs nothing extra for text that "
                "fits in 3 bytes")
    return f"{charset} is not in the allowed character sets"


def _convert_fix(table: Table, mariadb: bool, linked: bool) -> str:
    collation = "utf8mb4_unicode_ci" if mariadb else "utf8mb4_0900_ai_ci"  # (MariaDB has no 0900 collations)
    convert = f"ALTER TABLE {quote(table.name)} CONVERT TO CHARACTER SET utf8mb4 COLLATE {collation}"
    too_long = _keys_too_long_in_utf8mb4(table, mariadb)
    if too_long:  # utf8mb4 takes 4 bytes a character: the keys the server then refuses (error 1071)
        return (f"Shorten {', '.join(too_long)} first (a prefix, or fewer characters): in utf8mb4 "
                f"{'they exceed' if len(too_long) > 1 else 'it exceeds'} the key length limit (error 1071); "
                f"then {convert}.")
    converted = _converted_row_bytes(table)
    if converted > 65535:  # the SQL layer's row limit: the server refuses the conversion (error 1118)
        return (f"Make the longest VARCHAR columns TEXT first: in utf8mb4 the row would count "
                f"{converted:,} bytes against the 65,535-byte limit (error 1118); then {convert}.")
    if linked:  # the server refuses to convert one side of a foreign key alone (errors 1832, 1833)
        return (f"Convert it together with the tables its foreign keys link, with foreign_key_checks = 0 "
                f"around them: {convert}, then the same for each linked table.")
    return convert + ";"


def _keys_too_long_in_utf8mb4(table: Table, mariadb: bool) -> list[str]:
    from dataclasses import replace

    from ..judge.limits import Flavor, key_length

    flavor = Flavor("mariadb" if mariadb else "mysql", "10.11.6-MariaDB" if mariadb else "8.0.40")
    converted = replace(table, columns=[replace(c, charset="utf8mb4") if _is_text(c) else c for c in table.columns])
    out = []
    for index in converted.indexes:
        before, after = key_length(table, index, flavor), key_length(converted, index, flavor)
        if after is not None and after.verdict != "ok" and (before is None or before.verdict == "ok"):
            out.append(index.name)
    return out


def _converted_row_bytes(table: Table) -> int:
    """The row as the SQL layer would count it after CONVERT TO CHARACTER SET utf8mb4."""
    from dataclasses import replace

    from ..judge.limits import server_row

    converted = replace(table, columns=[replace(c, charset="utf8mb4") if _is_text(c) else c for c in table.columns])
    return server_row(converted).bytes


def _is_text(col: Column) -> bool:
    return col.data_type in _TEXT_TYPES and col.charset is not None


def _is_number(col: Column) -> bool:
    return col.data_type in _NUMBER_TYPES


# Words of a column that mirrors a MySQL object's name (phpMyAdmin's relation and designer
# tables, schema registries): such names cannot hold a 4-byte character.
_OBJECT_WORDS = frozenset({"db", "database", "schema", "table", "tbl", "column", "col", "field", "index", "view",
                           "trigger", "routine", "procedure", "constraint"})
IDENTIFIER_MAX_CHARS = 64  # MySQL's NAME_CHAR_LEN


def _names_an_object(col: Column) -> bool:
    words = set(name_words(col.name))
    return bool(words & _OBJECT_WORDS) and col.data_type in ("CHAR", "VARCHAR") and (
        col.length or 0) <= IDENTIFIER_MAX_CHARS


def _object_word(word: str) -> bool:
    """`tables`, `indexes`, `column`: a kind of MySQL object."""
    return word in _OBJECT_WORDS or word.rstrip("s") in _OBJECT_WORDS or (
        word.endswith("es") and word[:-2] in _OBJECT_WORDS)


def _catalogues_objects(table: Table) -> bool:
    """The table is a catalogue of MySQL objects (Maxwell's `databases`, `tables`, `columns`): its
    name's last word is a kind of object and a column refers to the object it belongs to by id
    (`schema_id`, `database_id`, `table_id`). Each row is a database, a table or a column, so its
    own `name` is that object's name: an identifier, whatever its declared width."""
    words = name_words(table.name)
    if not words or not _object_word(words[-1]):
        return False
    return any(len(w) == 2 and w[1] == "id" and _object_word(w[0])
               for w in (name_words(c.name) for c in table.columns))


_BYTES_TYPES = frozenset({"BINARY", "VARBINARY", "TINYBLOB", "BLOB", "MEDIUMBLOB", "LONGBLOB"})
_STRING_TYPES = frozenset({"CHAR", "VARCHAR", "TINYTEXT", "TEXT", "MEDIUMTEXT", "LONGTEXT"}) | _BYTES_TYPES


def _stores_text_as_bytes(tables: list[Table]) -> bool:
    """Most string columns of these tables are binary: the application encodes its own text."""
    kinds = [c.data_type in _BYTES_TYPES for t in tables for c in t.columns if c.data_type in _STRING_TYPES]
    return len(kinds) >= 20 and sum(kinds) >= 0.75 * len(kinds)


# Words that name text a person types or pastes (the only text where an emoji or a rare CJK
# character arrives): comments, descriptions, messages, titles, names of people and things.
_FREE_TEXT_WORDS = frozenset({"comment", "comments", "remark", "remarks", "note", "notes", "desc", "description",
                              "descr", "content", "contents", "title", "subject", "body", "summary", "reason",
                              "review", "reviews", "memo", "bio", "resume", "intro", "introduction", "caption",
                              "feedback", "message", "msg", "text", "reply", "answer", "question", "signature",
                              "nickname", "nick", "name", "names", "label", "alias", "address", "keywords",
                              "tags", "detail", "details"})
# Words that name program text a person writes; free text only in a TEXT column (a short `code`
# is an identifier)
_SOURCE_WORDS = frozenset({"code", "script", "sql", "query"})
# Words of a table whose rows the software writes about itself (metrics, heartbeats, locks): its
# text is machine-made, whatever a column is called
_MACHINE_TABLE_WORDS = frozenset({"metric", "metrics", "heartbeat", "heartbeats", "lock", "locks"})
# Words of a column holding what a program reports about its work (a job's message, its error)
_OUTPUT_WORDS = frozenset({"message", "msg", "messages", "output", "result", "error", "errors", "progress"})
# Words of a column naming the process that handles a row (a job's worker, the process it runs in)
_WORKER_WORDS = frozenset({"worker", "workers", "pid", "executor", "processid"})
# Last words of a table whose rows are machines or server processes: their own name is a host or
# service name an operator or DNS chose, as `instance_name` on another table is (_SOFTWARE_THINGS)
_MACHINE_NOUNS = frozenset({"instance", "instances", "host", "hosts", "node", "nodes", "server", "servers",
                            "cluster", "clusters", "broker", "brokers", "agent", "agents"})
_LOCALE_SUFFIXES = frozenset({"en", "cn", "zh", "ja", "ko", "de", "fr", "es"})
_LONG_TEXT_TYPES = frozenset({"TINYTEXT", "TEXT", "MEDIUMTEXT", "LONGTEXT"})


def _is_free_text(col: Column, table: Table, keyed: bool = True) -> bool:
    """Whether people type this column's values (a comment, a description, a title, a name), judged by
    its role: its name's words and type, its collation, its table. A column given a binary collation
    of its own is compared byte for byte: chosen for identifiers (a case-sensitive code, a login, a
    host:port), so its `name` is one; a column with a locale sibling (`description` next to
    `description_en`) holds the application's own translations, shipped with it; with `keyed`, the
    name a name→value table is looked up by (see _keys_a_value) is an identifier."""
    if col.data_type not in _TEXT_TYPES or col.data_type in ("ENUM", "SET"):
        return False
    if set(name_words(table.name)) & _MACHINE_TABLE_WORDS:
        return False
    words = name_words(col.name)
    if set(words) & _OUTPUT_WORDS and _worked_by(table) is not None:
        return False  # a job's status message: the worker writes it, not a person
    if words and words[-1] in ("name", "names") and len(words) == 1 and _machine_noun(table):
        return False  # an instance's or a node's own name: a host or service name, an identifier
    if words == ["name"] and _catalogues_objects(table):
        return False  # a database's, a table's or a column's own name: an identifier
    names = {c.name.lower() for c in table.columns}
    if (words and words[-1] in _LOCALE_SUFFIXES) or any(
            f"{col.name.lower()}_{suffix}" in names for suffix in _LOCALE_SUFFIXES):
        return False
    own_binary = bool(col.collation and col.collation.lower().endswith("_bin")
                      and col.collation != table.options.collation)
    free = set(words) & _FREE_TEXT_WORDS
    if free <= {"name", "names"} and _names_another_thing(words, table):
        return False  # `user_name`, `service_name`: a login or another thing's name, an identifier as `username` is
    if keyed and free <= {"name", "names"} and _keys_a_value(col, table):
        return False  # a config key, a queue's name: the code looks the row up by it
    if own_binary:  # byte-compared: a name, a label's key or value is an identifier
        if set(words) & {"key", "value", "label"}:
            return False
        free -= {"name", "names", "alias", "address", "tags"}
    if free:
        return True
    return col.data_type in _LONG_TEXT_TYPES and bool(set(words) & _SOURCE_WORDS)


def _worked_by(table: Table) -> Optional[str]:
    """The column naming the process or worker that handles the table's rows (`worker`,
    `process_id`, `pid`): the rows are units of the software's own work (jobs, scheduled tasks),
    and what they say about it (a message, an error, a progress) is written by that process."""
    for col in table.columns:
        words = name_words(col.name)
        if set(words) & _WORKER_WORDS or words[-2:] == ["process", "id"]:
            return col.name
    return None


def _machine_noun(table: Table) -> bool:
    words = name_words(table.name)
    return bool(words) and words[-1] in _MACHINE_NOUNS


# Words before `name` that make it a person's or the row's own name (`first_name`, `display_name`),
# not another thing's
_NAME_MODIFIERS = frozenset({"first", "last", "full", "real", "display", "nick", "given", "family", "middle", "short",
                             "long", "alt", "alternative", "fore", "sur", "true", "legal", "screen", "friendly",
                             "pretty", "human", "readable", "public", "personal", "contact", "my", "own"})


# Parts of software, named by the engineers who configure them (`service_name`, `chain_name`,
# `application_name`): identifiers, never text a customer types
_SOFTWARE_THINGS = frozenset({"app", "application", "service", "server", "host", "chain", "bean", "class", "method",
                              "function", "module", "plugin", "topic", "queue", "cluster", "instance", "node", "job",
                              "trigger", "sched", "scheduler", "handler", "processor", "executor", "datasource",
                              "driver", "engine", "exchange", "bucket", "namespace", "component", "endpoint",
                              "interface", "api", "resource", "process", "thread", "pool", "worker", "consumer",
                              "producer", "broker", "tenant", "env", "environment", "region", "zone", "state"})


def _names_another_thing(words: list[str], table: Table) -> bool:
    """`<thing>_name` where the thing is neither a word of the table's own name nor a modifier of a
    name (`first_name`), and is a part of the software (`service_name`, `chain_name`) or a thing the
    row refers to by id as well (`user_name` beside `user_id`): a name chosen in code, or a copy of
    a name kept in the thing's own table (judged there) — an identifier, as `username` is. Another
    thing's name the row keeps alone (`company_name` on a customer) is typed by a person."""
    if len(words) < 2 or words[-1] not in ("name", "names"):  # (a name of no ASCII word: no words)
        return False
    thing = words[-2].rstrip("s")
    if thing in _NAME_MODIFIERS:
        return False
    # the table's own noun, whole or shortened (`lang_name` on app_language)
    if any(w.startswith(thing) or thing.startswith(w) for w in (
            o.rstrip("s") for o in name_words(table.name)) if min(len(w), len(thing)) >= 3 or w == thing):
        return False
    if thing in _SOFTWARE_THINGS:
        return True
    return any(name_words(c.name)[-2:] == [thing, "id"] or name_words(c.name) == [thing + "id"] for c in table.columns)


# Last words of a column holding what a name→value row stores (a setting's value, a queued job's data)
_VALUE_WORDS = frozenset({"value", "values", "val", "data", "payload"})


def _keys_a_value(col: Column, table: Table) -> bool:
    """`col` is the name a name→value table is looked up by (a setting's, a queue's, a registry
    entry's): it leads an index (PRIMARY, UNIQUE or plain), the table keeps a value or payload
    column beside it, and no other column holds text a person types. The code chooses such a
    name and asks for the row by it: an identifier, as a key in a program's source is."""
    if name_words(col.name)[-1:] not in (["name"], ["names"]):
        return False
    if not any(i.parts and (i.parts[0].column or "").lower() == col.name.lower() for i in table.indexes):
        return False
    values = [c for c in table.columns if c is not col and name_words(c.name)[-1:] and
              name_words(c.name)[-1] in _VALUE_WORDS]
    if not values:
        return False
    others = [c for c in table.columns if c is not col and c not in values]
    return not any(_is_free_text(c, table, keyed=False) for c in others)  # (another name: free text)


def _no_four_byte_text(table: Table, text_cols: list[Column], bytes_schema: bool) -> Optional[str]:
    """Why a 3-byte charset loses nothing in this table, or None."""
    texts = [c for c in text_cols if c.data_type not in ("ENUM", "SET")]
    if texts and all(_names_an_object(c) for c in texts):
        return ("its text columns hold MySQL object names (at most 64 characters, and an identifier cannot "
                "contain a 4-byte character)")
    # (the key of a name→value table counts here as text: the default covers its value too, which
    # holds whatever the application is given)
    if texts and not any(_is_free_text(c, table, keyed=False) for c in texts):
        return ("no column holds text a person types (ids, codes, logins, hosts, JSON): only the utf8mb3 "
                "deprecation, no 4-byte character arrives")
    if bytes_schema and any(i.kind == "FULLTEXT" for i in table.indexes):
        return ("it is a FULLTEXT index in a schema that stores its text as bytes everywhere else: the "
                "application encodes what it puts here, and FULLTEXT needs a text charset")
    return None


@rule("SL021")
def charset(ctx: RuleContext) -> Iterator[Violation]:
    allow = _norm(ctx.option("SL021", "allow", DEFAULT_ALLOW))
    mixed_ok = _norm(ctx.option("SL021", "mixed-ok", DEFAULT_MIXED_OK))
    infer = bool(ctx.option("SL021", "infer-joins", True))
    collations = bool(ctx.option("SL021", "mixed-collations", False))
    # whether a charset is allowed, and whether it may be mixed in, asked once per charset
    allowed = _Memo(lambda charset: _allowed(charset, allow))
    mixable = _Memo(lambda charset: _allowed(charset, mixed_ok))
    from ..judge.limits import flavor_of
    from ..replay.references import incoming_foreign_keys

    mariadb = flavor_of(ctx.config).mariadb
    incoming = incoming_foreign_keys(ctx.model)

    def linked(table: Table) -> bool:
        # a text column on either side of a foreign key: the server converts neither side alone
        keyed = [c for fk in table.foreign_keys for c in fk.columns] + [
            c for _, fk in incoming.of(table) for c in fk.ref_columns]
        return any((col := table.column(c)) is not None and col.is_string for c in keyed)

    found = [(table, list(_table_charsets(table, allow, allowed, mixable, collations, mariadb, linked(table))))
             for table in ctx.model.tables()]
    # one schema-wide charset decision, one finding: the first table's default finding speaks
    # for every table of the schema that repeats it
    by_schema: dict[Optional[str], list[Table]] = {}
    for table, _ in found:
        by_schema.setdefault((table.schema or "").lower(), []).append(table)
    bytes_schema = {schema: _stores_text_as_bytes(tables) for schema, tables in by_schema.items()}
    decisions: dict[tuple, list[Violation]] = {}  # (schema, charset) → its loud table defaults, in order
    harmless: dict[int, str] = {}  # id(violation) → why a 3-byte charset loses nothing there
    for table, violations in found:
        schema = (table.schema or "").lower()
        for v in violations:
            if _is_table_default(v):
                why = _no_four_byte_text(table, _in_default(table), bytes_schema[schema])
                if why is not None:
                    harmless[id(v)] = why
                else:
                    decisions.setdefault((schema, v.evidence["charset"]), []).append(v)
    for table, violations in found:
        for v in violations:
            column = table.column(v.evidence["column"]) if _is_own_charset(v) else None
            free_text = column is not None and _is_free_text(column, table)
            configured = _configured(ctx.model, table, incoming) if free_text else None
            if configured is not None:
                v = replace(v, severity="info",
                            message=(f"{v.message} Nothing a user types is lost here: {configured}, and no column records "
                                     f"when a row came, so its rows are what whoever sets the application up writes, a "
                                     f"few: only the utf8mb3 deprecation: info."),
                            evidence={**v.evidence, "configured": configured})
            elif column is not None and not free_text:
                held = (f"{column.name} is the key this table's rows are looked up by, beside their value: a name "
                        f"the code chooses, an identifier" if _keys_a_value(column, table) else
                        f"{column.name} holds identifiers, codes or machine-written values (judged by its name, "
                        f"type and collation)")
                v = replace(v, severity="info",
                            message=f"{v.message} Nothing a person types is lost here: {held}: info.",
                            evidence={**v.evidence, "free_text": False})
            if id(v) in harmless:
                why = harmless[id(v)]
                v = replace(v, severity="info", message=f"{v.message} Nothing is lost here: {why}: info.",
                            evidence={**v.evidence, "harmless": why})
            elif _is_table_default(v):
                v = _as_decision(v, decisions[((table.schema or "").lower(), v.evidence["charset"])])
            yield v
    yield from _join_pairs(ctx, infer, mariadb, allowed)


# growth.py's signals that a table holds things someone configures (not entities its users add)
_CONFIGURED_SIGNALS = frozenset({"role", "auto-increment", "definition", "settings", "machine", "endpoint",
                                 "state per name", "version stamp"})


def _configured(model, table: Table, incoming) -> Optional[str]:
    """Why `table` holds rows whoever sets the application up writes (templates, a catalogue, a
    dump's few seeded rows), or None: its size is capped by what it is (checks/growth.py: a
    catalogue's name, a definition, a machine, a dump's AUTO_INCREMENT under 1,000) and no column
    records when a row came (posts and threads record it: things users add in use)."""
    if any(records_time(c) for c in table.columns):
        return None
    size = growth(model, table, None, incoming)
    return size.why if size.capped and size.signal in _CONFIGURED_SIGNALS else None


def _is_own_charset(v: Violation) -> bool:
    """A column's own CHARACTER SET/COLLATE outside the allow-list (not a join pair, not a mix)."""
    return "column" in v.evidence and "charset" in v.evidence and "references" not in v.evidence \
        and v.severity is None


def _is_table_default(v: Violation) -> bool:
    return "column" not in v.evidence and "charset" in v.evidence and v.severity is None


def _as_decision(v: Violation, same: list[Violation]) -> Violation:
    """A table default's finding as part of its schema's charset decision: the warning on the
    first table, naming the others; info on the others."""
    lead = same[0]
    if lead is v:
        others = [w.table for w in same[1:]]
        if not others:
            return v
        shown = ", ".join(others[:10]) + (f" and {len(others) - 10} more" if len(others) > 10 else "")
        return replace(v, message=f"{v.message} The same default on {len(others)} more table(s) of this schema, one "
                                  f"decision reported here: {shown}.",
                       evidence={**v.evidence, "same_decision_tables": len(others)})
    return replace(v, severity="info", message=f"{v.message} The same charset decision as {lead.table}, where it "
                                               f"is reported: info.", evidence={**v.evidence, "same_decision_as": lead.table})


class _Memo(dict):
    """func(key), computed once per key."""

    def __init__(self, func):
        super().__init__()
        self.func = func

    def __missing__(self, key):
        value = self[key] = self.func(key)
        return value


def _in_default(table: Table) -> list[Column]:
    """The text columns in the table's default charset (not those declaring one of their own)."""
    return [c for c in table.columns if c.data_type in _TEXT_TYPES and c.charset is not None
            and c.charset == table.options.charset]


def _table_charsets(table: Table, allow: set[str], allowed: _Memo, mixable: _Memo,
                    collations: bool, mariadb: bool = False, linked: bool = False) -> Iterator[Violation]:
    name = table.qualified_name
    default = table.options.charset
    text_cols = [c for c in table.columns if c.data_type in _TEXT_TYPES and c.charset is not None]  # _is_text
    # The default costs only through the columns that take it: one declaring a charset of its own
    # is that clause's finding (below). (ENUM/SET store numbers: their labels are the DDL's, no
    # user text is cut.)
    using = _in_default(table)
    if default and not allowed[default] and any(c.data_type not in ("ENUM", "SET") for c in using):
        yield Violation(
            message=(f"{name} uses default character set {default}: {_why(default)}. "
                     f"{len(using)} text column(s) use it."),
            span=table.span, table=name,
            headline=f"{table.name}: default charset {default}" + (
                " (no emoji)" if default in ("utf8", "utf8mb3") else " not allowed"),
            evidence={"charset": default, "allowed": sorted(allow), "text_columns": len(using)},
            fix=_convert_fix(table, mariadb, linked) if "utf8mb4" in allow else None,
        )
    own = [c for c in text_cols if c.charset != default]  # columns with a charset of their own
    for col in own:
        if not allowed[col.charset]:
            yield Violation(
                message=f"{name}.{col.name} uses character set {col.charset}: {_why(col.charset)}.",
                span=col.span or table.span, table=name,
                headline=f"{table.name}.{col.name}: charset {col.charset}" + (
                    " (no emoji)" if col.charset in ("utf8", "utf8mb3") else " not allowed"),
                evidence={"column": col.name, "charset": col.charset, "allowed": sorted(allow)},
            )
    # (a column reported above is not listed again: one CHARACTER SET clause, one finding)
    odd = [c for c in own if not mixable[c.charset] and allowed[c.charset]]
    odd_coll = [c for c in text_cols if c.charset == default and c.collation
                and table.options.collation and c.collation != table.options.collation] if collations else []
    if odd or odd_coll:
        listed = ", ".join(f"{c.name} ({c.charset})" for c in odd)
        listed_coll = ", ".join(f"{c.name} ({c.collation})" for c in odd_coll)
        parts = []
        if listed:
            parts.append(f"character set {default} but {listed}")
        if listed_coll:
            parts.append(f"collation {table.options.collation} but {listed_coll}")
        yield Violation(
            message=(f"{name} mixes {'; and '.join(parts)}. Comparing or joining columns of different character "
                     f"sets or collations converts one side (its index is then not used) or fails with "
                     f"'Illegal mix of collations'; ALTER TABLE ... CHARACTER SET changes only the default, "
                     f"CONVERT TO changes the columns too."),
            span=(odd or odd_coll)[0].span or table.span, table=name, severity="info",
            headline=f"{table.name}: mixes charsets/collations ({listed or listed_coll})",
            evidence={"table_charset": default, "table_collation": table.options.collation,
                      "columns": {c.name: [c.charset, c.collation] for c in odd + odd_coll}},
        )


def _join_pairs(ctx: RuleContext, infer: bool, mariadb: bool = False, allowed=None) -> Iterator[Violation]:
    for child, col, parent, pcol, fk in join_pairs(ctx.model, infer):
        if not (_is_text(col) and _is_text(pcol)):
            if fk is None and ((_is_text(col) and _is_number(pcol)) or (_is_number(col) and _is_text(pcol))):
                yield _pair_violation(child, col, parent, pcol, fk,
                                      f"{column_type_words(col)} against {column_type_words(pcol)}: comparing a string "
                                      f"with a number converts the string side row by row, so its index is not used",
                                      "info")  # joined by name only: a guess
            continue
        if col.charset == pcol.charset and (col.collation or "") == (pcol.collation or ""):
            continue
        what = (f"{col.charset}/{col.collation} against {pcol.charset}/{pcol.collation}")
        if fk is not None:
            yield _pair_violation(child, col, parent, pcol, fk,
                                  f"{what}: MySQL refuses a foreign key between columns of different character "
                                  f"sets or collations (error 3780; MariaDB errno 150)", "error", mariadb, allowed)
        else:  # joined by name only: a guess, so info
            yield _pair_violation(child, col, parent, pcol, fk,
                                  f"{what}: a join on them converts one side, so its index is not used", "info",
                                  mariadb, allowed)


def _pair_violation(child: Table, col: Column, parent: Table, pcol: Column, fk, what: str, severity: str,
                    mariadb: bool = False, allowed=None) -> Violation:
    label = f"foreign key {fk.name or ''}".rstrip() if fk is not None else "join by name"
    fix = None
    if pcol.charset and _is_text(col):
        from ..read.charsets import DEFAULT_COLLATION

        collation = pcol.collation or ""
        if mariadb and collation == DEFAULT_COLLATION.get(pcol.charset) and collation.endswith("_0900_ai_ci"):
            # the model's default is MySQL 8.0's; MariaDB has no 0900 collations, and its default
            # for utf8mb4 is utf8mb4_general_ci
            collation = f"{pcol.charset}_general_ci"
        fix = modify_column(child, col, charset=pcol.charset, collation=collation)
        if allowed is not None and col.charset and allowed[col.charset] and not allowed[pcol.charset]:
            # the other side is the charset this rule reports (utf8mb3, say): it comes up to this
            # side's, rather than this column going down to a charset reported in its turn
            fix = modify_column(parent, pcol, charset=col.charset, collation=col.collation or "")
    guess = "" if fk is not None else (" The pair is a guess from the names (no FOREIGN KEY declares it): "
                                       "info; set [rules.SL021] infer-joins = false to stop guessing.")
    return Violation(
        message=f"{child.qualified_name}.{col.name} → {parent.qualified_name}.{pcol.name} ({label}): {what}.{guess}",
        headline=f"{child.name}.{col.name} → {parent.name}.{pcol.name}: {what.split(':')[0]}",
        span=(fk.span if fk is not None else col.span) or child.span, table=child.qualified_name,
        severity=severity,
        evidence={"column": col.name, "charset": col.charset, "collation": col.collation,
                  "references": f"{parent.qualified_name}.{pcol.name}", "referenced_charset": pcol.charset,
                  "referenced_collation": pcol.collation, "declared_foreign_key": fk is not None},
        fix=fix,
    )
