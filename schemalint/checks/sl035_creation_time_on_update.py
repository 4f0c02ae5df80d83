"""SL035 creation-time-on-update: a column named for the time a row was created, declared
with ON UPDATE CURRENT_TIMESTAMP.

`ON UPDATE CURRENT_TIMESTAMP` (NOW(), LOCALTIMESTAMP …) sets the column to the time of every
UPDATE that changes the row. On a last-modified column that is the point; on `created_at`,
`gmt_create` or `reg_date` it overwrites the one value the column exists to keep, silently,
and a key or a partitioning on it moves the row at each update.

The name decides, never the table: it must say creation, insertion, registration or a first
sighting, or a date fixed once that is no creation time (`birthday`, `birth_date`, `dob`) (split on `_` and camelCase, glued time words like `createtime` and `regdate` taken
apart, pinyin initials like `cjsj` for 创建时间). A name that also says modification
(`last_create_time`, `create_or_update_time`) is not flagged. The COMMENT can only take a
finding away (it says update, modify, 修改, 更新) or confirm an abbreviation that alone could
mean something else (`ctime`, `crt_time`, `ins_date` with a comment saying create / 创建);
a name with no creation word is never flagged whatever its comment says (OXID's OXTIMESTAMP,
commented 'Creation time', is its last-modified time).

A warning where rows are updated; info where nothing in the DDL says they ever are (the ON UPDATE
never fires, the harm is latent: three blind verdicts, "insert-only, nothing updates it"):
- `log`: the table is named as an append-only series (log, history, event, audit: the words
  insert_order.is_log_table reads) and no other column records a change (no updated/modified
  time, no second ON UPDATE): a record is written once;
- `link`: every other column is part of the PRIMARY KEY or a UNIQUE key, the AUTO_INCREMENT id,
  or a reference to another row (`user_id`, `msg_id`): a link or an index entry holds nothing
  to update (a favourite, a per-user message index), it is inserted and deleted;
- `samples`: a reference to a parent row not UNIQUE (many rows per parent), and nothing else but
  numbers and times (a time kept as text too), no UNIQUE key but a lone id: one row per measurement of a parent (a count
  history), appended; a counter per parent (its reference UNIQUE) is updated in place, and warns.
A column that records a change beside it (`update_time`, `status`, `state`, `version`) says the rows are
updated: a warning, whatever else holds (`log` aside, where a state flag is the only change).

Only an ON UPDATE the DDL writes is read: the one MySQL 5.x and MariaDB before 10.10 add to
the first TIMESTAMP NOT NULL column when explicit_defaults_for_timestamp is off is not in the
model, and depends on the server the DDL runs on.
"""

from __future__ import annotations

import dataclasses
from typing import Iterator, Optional

from ..model import INTEGER_TYPES, Column, Table
from ..replay.insert_order import is_log_table, name_word_tuple
from . import RuleContext, Violation, rule
from .growth import CHANGED_WORDS
from .row_times import records_time
from .sl010_key_too_long import column_words, modify_column

# Words (and abbreviations) of a name that say "the time this row came to be".
CREATION_WORDS = frozenset({
    "created", "create", "creation", "createdat", "inserted", "insert", "insertion", "registered", "register",
    "registration", "regist", "reg", "signup", "signedup", "added", "add", "first", "firstseen",
    # pinyin initials of 创建时间/日期 (created), 注册时间/日期 (registered), 录入时间/日期 (entered)
    "cjsj", "cjrq", "zcsj", "zcrq", "lrsj", "lrrq",
})
# Words of a date fixed once for good that is not the row's creation: a person's birth date. An
# UPDATE of the profile overwrites it all the same (zheng's `ucenter_user_details.birthday`).
FIXED_DATE_WORDS = frozenset({"birthday", "birth", "birthdate", "dob", "birthdt"})
# Words that mean creation only sometimes (`ctime` is a file's change time, `join_date` may be a
# membership's): they count when the COMMENT says creation too.
AMBIGUOUS_CREATION_WORDS = frozenset({
    "ctime", "cdate", "crt", "cre", "crtd", "ins", "install", "installed", "join", "joined", "gen",
    "generate", "generated", "generation", "tjsj", "tjrq",
})
# Words that say the time changes with the row: never a creation time, whatever else the name says.
MODIFICATION_WORDS = frozenset({
    "updated", "update", "upd", "modified", "modify", "modification", "mod", "changed", "change", "last",
    "mtime", "utime", "touch", "touched", "sync", "synced", "edit", "edited", "refresh", "refreshed",
    "lastmodified", "lastupdate", "lastupdated", "xgsj", "gxsj", "latest", "recent",
})
_MODIFICATION_STEMS = ("updat", "modif")  # glued: `UPDATEDATE`, `lastModifyTime` split oddly
# Time words glued to a creation word: `createtime`, `regdate`, `gmtcreate`, `dateadded`, `createdon`.
_TIME_SUFFIXES = ("datetime", "timestamp", "stamp", "time", "date", "dt", "ts", "tm")
_PAST_SUFFIXES = ("at", "on")  # only after a past participle: `createdat`, `addedon` (not `addon`)
_TIME_PREFIXES = ("datetime", "date", "time", "gmt", "dt")

CREATION_COMMENT_WORDS = frozenset({
    "create", "created", "creation", "insert", "inserted", "insertion", "register", "registered",
    "registration", "signup", "add", "added",
})
CREATION_COMMENT_TEXT = ("创建", "添加", "注册", "新增", "插入", "录入", "建立", "生成", "入库", "首次")
MODIFICATION_COMMENT_WORDS = frozenset({
    "update", "updated", "updates", "modify", "modified", "modification", "change", "changed", "changes",
    "last", "edit", "edited", "refresh", "refreshed",
})
MODIFICATION_COMMENT_TEXT = ("修改", "更新", "变更", "最后", "最近", "编辑")


def _stems(word: str) -> set[str]:
    """The word, and what is left of it with a glued time word taken off either end."""
    found = {word}
    for suffix in _TIME_SUFFIXES:
        if word.endswith(suffix) and len(word) > len(suffix):
            found.add(word[: -len(suffix)])
    for suffix in _PAST_SUFFIXES:
        if word.endswith("ed" + suffix):
            found.add(word[: -len(suffix)])
    for prefix in _TIME_PREFIXES:
        if word.startswith(prefix) and len(word) > len(prefix):
            found.add(word[len(prefix):])
    return found


def _name_stems(name: str) -> set[str]:
    stems: set[str] = set()
    words = name_word_tuple(name)
    for word in words:
        stems |= _stems(word)
    stems |= {a + b for a, b in zip(words, words[1:]) if (a, b) in (("sign", "up"), ("first", "seen"))}
    return stems


def says_modification(name: str) -> bool:
    stems = _name_stems(name)
    return bool(stems & MODIFICATION_WORDS) or any(s in w for w in stems for s in _MODIFICATION_STEMS)


def _comment_says(comment: str, words: frozenset, texts: tuple) -> bool:
    return bool(set(name_word_tuple(comment)) & words) or any(t in comment for t in texts)


def creation_evidence(col: Column) -> Optional[str]:
    """Why `col` records when its row was created ("name", "name and comment"), or None."""
    if says_modification(col.name):
        return None
    comment = col.comment or ""
    if comment and _comment_says(comment, MODIFICATION_COMMENT_WORDS, MODIFICATION_COMMENT_TEXT):
        return None
    stems = _name_stems(col.name)
    if stems & CREATION_WORDS:
        return "name"
    if stems & FIXED_DATE_WORDS:
        return "name: a fixed date"
    if stems & AMBIGUOUS_CREATION_WORDS and comment \
            and _comment_says(comment, CREATION_COMMENT_WORDS, CREATION_COMMENT_TEXT):
        return "name and comment"
    return None


def _moves(table: Table, col: Column) -> list[str]:
    """What else an UPDATE changes through the column: the keys and the partitioning that use it."""
    name = col.name.lower()
    found = []
    for index in table.indexes:
        if any(p.column.lower() == name for p in index.parts):
            kind = "PRIMARY KEY" if index.is_primary else f"{'unique ' if index.is_unique else ''}index {index.name}"
            found.append(kind)
    part = table.partitioning
    if part is not None and (any(c.lower() == name for c in part.columns)
                             or (part.expression and name in part.expression.lower())):
        found.append("the partitioning")
    return found


def _reference(table: Table, col: Column) -> bool:
    """A column that refers to another row: a single-column foreign key, or named as another
    thing's id (`user_id`, `DB_TABLE_ID`, `id_project`), of any type."""
    if any(len(fk.columns) == 1 and fk.columns[0].lower() == col.name.lower() for fk in table.foreign_keys):
        return True
    words = name_word_tuple(col.name)
    return len(words) >= 2 and "id" in (words[0], words[-1])


def _lone_id(table: Table, index) -> bool:
    """A key of one column that is the row's own id (AUTO_INCREMENT, or named `id`)."""
    if len(index.parts) != 1:
        return False
    col = table.column(index.parts[0].column or "")
    return col is not None and (col.auto_increment or col.name.lower() == "id")


_TIME_NAME_WORDS = frozenset({"date", "time", "datetime", "timestamp", "day"})


def _time_named(col: Column) -> bool:
    """A point in time, or a time kept as text (`DATE_STR CHAR(30)`): a time word in the name."""
    return records_time(col) or not _TIME_NAME_WORDS.isdisjoint(name_word_tuple(col.name))


def _says_change(table: Table, col: Column) -> bool:
    """Another column records that rows change: a second ON UPDATE, an updated/modified time, a
    status, a state or a version."""
    return any(c is not col and (c.on_update or not CHANGED_WORDS.isdisjoint(name_word_tuple(c.name)))
               for c in table.columns)


def insert_only(table: Table, col: Column, model=None) -> Optional[tuple[str, str]]:
    """(signal, why) when nothing in the DDL says the rows of `table` are ever updated, else None."""
    others = [c for c in table.columns if c is not col]
    if is_log_table(table, model) and not any(
            c.on_update or not (CHANGED_WORDS - {"status", "state"}).isdisjoint(name_word_tuple(c.name))
            for c in others):
        return "log", f"{table.name} is named as a log or history, and no other column records a change"
    if _says_change(table, col):
        return None
    keyed = {p.column.lower() for i in table.indexes if i.is_primary or i.is_unique for p in i.parts if p.column}
    if others and all(c.auto_increment or c.name.lower() in keyed or _reference(table, c) for c in others):
        return "link", ("every other column is in a key or refers to another row: a link or an index entry "
                        "holds nothing to update")
    natural = [i for i in table.indexes if (i.is_primary or i.is_unique) and not _lone_id(table, i)]
    refs = [c for c in others if _reference(table, c) and c.name.lower() not in keyed]
    if refs and not natural and all(
            c.auto_increment or c.name.lower() in keyed or c in refs or c.data_type in INTEGER_TYPES
            or c.data_type in ("DECIMAL", "FLOAT", "DOUBLE") or _time_named(c) for c in others):
        return "samples", (f"many rows per {refs[0].name} holding numbers and times only: one row per "
                           f"sample, appended")
    return None


def _fixed(col: Column) -> Column:
    """The column without ON UPDATE. A TIMESTAMP NOT NULL left with no DEFAULT gets DEFAULT
    CURRENT_TIMESTAMP: a server with explicit_defaults_for_timestamp off would otherwise give the
    first such column DEFAULT CURRENT_TIMESTAMP ON UPDATE CURRENT_TIMESTAMP again."""
    default = col.default
    if default is None and col.data_type == "TIMESTAMP" and not col.nullable:
        default = f"CURRENT_TIMESTAMP({col.fsp})" if col.fsp else "CURRENT_TIMESTAMP"
    return dataclasses.replace(col, on_update=None, default=default)


@rule("SL035")
def creation_time_on_update(ctx: RuleContext) -> Iterator[Violation]:
    for table in ctx.model.tables():
        for col in table.columns:
            if not col.on_update:
                continue  # (the common case, decided without a call)
            why = creation_evidence(col)
            if why is None:
                continue
            moves = _moves(table, col)
            evidence = {"column": col.name, "type": column_words(col), "on_update": col.on_update, "decided_by": why}
            evidence.update((k, v) for k, v in (("default", col.default), ("comment", col.comment), ("in", moves)) if v)
            quiet = insert_only(table, col, ctx.model)
            if quiet is not None:
                evidence["insert_only"] = quiet[0]
            also = (f"; it is in {', '.join(moves)}, so each UPDATE also moves the row there" if moves else "")
            said = "its name and comment say" if why == "name and comment" else "its name says"
            kept = "a date fixed once (a birth date)" if why == "name: a fixed date" else "when the row was created"
            lost = "that date" if why == "name: a fixed date" else "the creation time"
            yield Violation(
                message=(f"{table.qualified_name}.{col.name} {column_words(col)} ON UPDATE {col.on_update}: "
                         f"{said} it records {kept}, but every UPDATE that changes the row "
                         f"sets it to the time of that UPDATE, and {lost} is lost{also}"
                         + (f" (latent: {quiet[1]})" if quiet else "")
                         + ". Drop ON UPDATE from the column (keep it on a last-modified column)."),
                span=col.span or table.span, table=table.qualified_name,
                headline=(f"{table.name}.{col.name} is overwritten by every UPDATE: ON UPDATE "
                          f"{col.on_update} on {'a fixed date' if why == 'name: a fixed date' else 'a creation time'}"),
                evidence=evidence,
                fix=modify_column(table, _fixed(col)),
                severity="info" if quiet else None,
            )
