"""What MySQL accepts and MariaDB refuses, and the other way round: one table, one place.

Each entry is a piece of DDL syntax only some servers accept, the first version of each that
accepts it (None: no version does), the error the others answer with, and the manual pages it
comes from. `refusal()` finds the entries a statement uses (on its tokens, never on its raw
text) and, for the server the configuration names (`[server] version`), says which the server
refuses. The MariaDB verdicts were checked on MariaDB 10.11; MySQL 8.0/8.4 has no server here,
so those verdicts come from its reference manual (each entry's `sources`) and are tested with
the manual's own examples (tests/test_server_grammar.py).

Without a configured version the profile is the union of both: whatever MySQL 8.x or MariaDB
accepts is accepted, and only what neither accepts is refused (by the parser's own checks).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

# version numbers as config.ServerProfile.version_number computes them: 8.0.13 → 80013
MYSQL_KB = "https://dev.mysql.com/doc/refman/8.0/en/"
MYSQL_84 = "https://dev.mysql.com/doc/refman/8.4/en/"
MARIADB_KB = "https://mariadb.com/kb/en/"


@dataclass(frozen=True)
class Feature:
    name: str  # what the message calls it
    mysql: Optional[int]  # first MySQL version that accepts it; None: none does (8.0 and 8.4 refuse it)
    mariadb: Optional[int]  # first MariaDB version that accepts it; None: none does
    error: str  # what a server that refuses it answers
    sources: tuple[str, ...]  # the manual pages the two verdicts come from
    cues: tuple[str, ...]  # lower-case text one of which the statement must contain (a cheap first test)
    kinds: frozenset[str]  # statement kinds it can occur in
    found: Callable[[list], Optional[int]]  # index of the token where it occurs, else None


def _words(tokens: list) -> list[str]:
    """Each token's text in upper case, identifiers (backticked or not) as "" so that no
    column named `ignored` is taken for the keyword."""
    from sqlglot.tokens import TokenType

    out = []
    for t in tokens:
        if t.token_type is TokenType.IDENTIFIER or t.token_type is TokenType.STRING:
            out.append("")
        else:
            out.append(t.text.upper())
    return out


def _first(words: list[str], test: Callable[[int], bool]) -> Optional[int]:
    for i in range(len(words)):
        if test(i):
            return i
    return None


def _after(words: list[str], i: int, *seq: str) -> bool:
    return words[i:i + len(seq)] == list(seq)


def _exists_in_alter_clause(tokens: list) -> Optional[int]:
    """ALTER TABLE … ADD [COLUMN | INDEX | KEY | UNIQUE … | CONSTRAINT …] IF NOT EXISTS, and
    DROP [COLUMN | INDEX | KEY | FOREIGN KEY | CONSTRAINT] IF EXISTS, MODIFY / CHANGE [COLUMN]
    IF EXISTS, RENAME INDEX IF EXISTS."""
    words = _words(tokens)
    heads = ("ADD", "DROP", "MODIFY", "CHANGE", "RENAME", "ALTER")
    for i, word in enumerate(words):
        if word in heads and i > 2:
            for k in range(i + 1, min(i + 6, len(words) - 1)):
                if words[k] in ("(", ",", ")"):
                    break
                if _after(words, k, "IF", "NOT", "EXISTS") or _after(words, k, "IF", "EXISTS"):
                    return k
    return None


def _create_index_if_not_exists(tokens: list) -> Optional[int]:
    words = _words(tokens)
    at = _first(words, lambda i: words[i] == "INDEX")
    return at + 1 if at is not None and _after(words, at + 1, "IF", "NOT", "EXISTS") else None


def _word_after_definition(word: str, not_after: tuple[str, ...] = ()) -> Callable[[list], Optional[int]]:
    """`word` as a keyword (not an identifier, not the value of `x = word` or of `not_after`)."""
    def found(tokens: list) -> Optional[int]:
        words = _words(tokens)
        return _first(words, lambda i: words[i] == word and (i == 0 or words[i - 1] not in ("=",) + not_after))
    return found


def _option_with_value(word: str) -> Callable[[list], Optional[int]]:
    """`word` as a table option with its value (`WORD = 'v'`, `WORD 'v'`; also after a comma between
    table options), not a column named so: a column's name is followed by its type."""
    def found(tokens: list) -> Optional[int]:
        words = _words(tokens)
        return _first(words, lambda i: words[i] == word and (i == 0 or words[i - 1] != "=")
                      and i + 1 < len(words) and words[i + 1] in ("=", ""))
    return found


def _column_type(*types: str) -> Callable[[list], Optional[int]]:
    """A column declared with one of `types`: `( name TYPE` or `, name TYPE` (also after
    ADD [COLUMN] / MODIFY / CHANGE old)."""
    def found(tokens: list) -> Optional[int]:
        words = _words(tokens)
        for i in range(2, len(words)):
            if words[i] in types and words[i - 2] in ("(", ",", "COLUMN", "ADD", "MODIFY", "CHANGE", ""):
                return i
        return None
    return found


def _column_attribute(*words: str) -> Callable[[list], Optional[int]]:
    """One of `words` where a column's definition has its attributes (sql_yacc.yy `attribute`,
    after the column's name and type: table_elements' recognizer says where), in a CREATE TABLE
    or an ALTER TABLE's ADD / CHANGE / MODIFY; a column named so is no attribute."""
    def found(tokens: list) -> Optional[int]:
        from .alter_items import version_attributes

        return next((at for at in version_attributes(tokens) if tokens[at].text.upper() in words), None)
    return found


def _system_versioning(tokens: list) -> Optional[int]:
    words = _words(tokens)
    return _first(words, lambda i: _after(words, i, "SYSTEM", "VERSIONING") or _after(words, i, "SYSTEM_TIME"))


def _wait_option(tokens: list) -> Optional[int]:
    """ALTER [ONLINE] [IGNORE] TABLE name [WAIT n | NOWAIT] (schema-qualified names too)."""
    words = _words(tokens)
    at = _first(words, lambda i: words[i] == "TABLE")
    if at is None:
        return None
    i = at + 1
    if _after(words, i, "IF", "EXISTS"):
        i += 2
    i += 1
    while i + 1 < len(words) and words[i] == ".":
        i += 2
    return i if i < len(words) and words[i] in ("WAIT", "NOWAIT") else None


def _functional_key_part(tokens: list) -> Optional[int]:
    """A key part that is an expression: `KEY [name] [USING x] ((expr))` or `, (expr)` in a key's list."""
    words = _words(tokens)
    starts = ("KEY", "INDEX", "UNIQUE", "PRIMARY", "FULLTEXT", "SPATIAL")
    for i, word in enumerate(words):
        if not word or word.split()[0] not in starts or i == 0 or words[i - 1] in ("=",):
            continue  # (sqlglot makes PRIMARY KEY, UNIQUE KEY … one token)
        k = i + 1
        while k < len(words) and words[k] != "(" and k < i + 6:
            k += 1
        if k + 1 < len(words) and words[k] == "(":
            depth, j = 0, k
            while j < len(words):
                if words[j] == "(":
                    depth += 1
                    if depth == 2 and words[j - 1] in ("(", ","):
                        return j
                elif words[j] == ")":
                    depth -= 1
                    if depth == 0:
                        break
                j += 1
    return None


def _collation_0900(tokens: list) -> Optional[int]:
    words = _words(tokens)
    for i, t in enumerate(tokens):
        if "_0900_" in t.text.lower() and i and (words[i - 1] in ("COLLATE", "=") or tokens[i - 1].text.upper() == "COLLATE"):
            return i
    return None


def _json_path_operator(tokens: list) -> Optional[int]:
    """MySQL's column->path and column->>path (JSON_EXTRACT and JSON_UNQUOTE of it); MariaDB's
    lexer has neither operator (sql_yacc.yy: no such token; MDEV-13594)."""
    return _first(_words(tokens), lambda i: tokens[i].text in ("->", "->>"))


def _ngram_parser(tokens: list) -> Optional[int]:
    """WITH PARSER ngram: MySQL's built-in FULLTEXT parser (5.7.6+); MariaDB has no ngram plugin
    and looks for it before it opens the table (1128). A CREATE TABLE's is SL012's, on the model."""
    words = _words(tokens)
    return _first(words, lambda i: words[i:i + 3] == ["WITH", "PARSER", "NGRAM"])


def _enforced(tokens: list) -> Optional[int]:
    words = _words(tokens)
    return _first(words, lambda i: words[i] == "ENFORCED")


def _index_visibility(tokens: list) -> Optional[int]:
    """MySQL 8.0's INVISIBLE index option (after a key's parts; MariaDB 10.11 accepts VISIBLE
    there, a no-op, and refuses INVISIBLE) and ALTER INDEX i VISIBLE | INVISIBLE (MariaDB refuses
    both); MariaDB's INVISIBLE is a column attribute (10.3+) and is not this."""
    words = _words(tokens)
    for i, word in enumerate(words):
        close = i - 1  # (the `)` of the key parts, before INVISIBLE or before its index type: `(a) USING HASH`)
        if word == "INVISIBLE" and i > 2 and words[i - 1] in ("BTREE", "HASH", "RTREE") and words[i - 2] in ("USING", "TYPE"):
            close = i - 3
        elif word == "INVISIBLE" and i > 1 and words[i - 1] == "VISIBLE":
            close = i - 2
        if (word == "INVISIBLE" and close >= 0 and words[close] == ")") or (
                word in ("VISIBLE", "INVISIBLE") and i >= 3 and words[i - 3] == "ALTER" and words[i - 2] in ("INDEX", "KEY")):
            if word == "INVISIBLE" and words[close] == ")" and not _closes_key_parts(tokens, words, close):
                continue  # a column's INVISIBLE (MariaDB 10.3+): after its type or its AS (…)
            return i
    return None


_KEY_WORDS = ("KEY", "INDEX", "UNIQUE", "PRIMARY KEY", "UNIQUE KEY", "UNIQUE INDEX", "FULLTEXT", "SPATIAL",
              "FULLTEXT KEY", "FULLTEXT INDEX", "SPATIAL KEY", "SPATIAL INDEX", "BTREE", "HASH", "RTREE")


def _closes_key_parts(tokens: list, words: list[str], close: int) -> bool:
    """Whether the `)` at `close` ends a key's parts (`KEY k (a) INVISIBLE`), not a column type's
    arguments or a generated column's expression (`VARCHAR(10) INVISIBLE`, `AS (…) INVISIBLE`)."""
    depth = 0
    for j in range(close, -1, -1):
        if words[j] == ")":
            depth += 1
        elif words[j] == "(":
            depth -= 1
            if depth == 0:
                before = words[j - 1] if j else ""
                named = words[j - 2] if j > 1 else ""
                return before in _KEY_WORDS or (tokens[j - 1].token_type.name in ("VAR", "IDENTIFIER")
                                                and (named in _KEY_WORDS or _names_the_table(words, j - 1)))
    return False


def _names_the_table(words: list[str], name: int) -> bool:
    """Whether the word at `name` is CREATE INDEX's table: `ON t` or `ON db.t`."""
    return (name > 0 and words[name - 1] == "ON") or (name > 2 and words[name - 1] == "." and words[name - 3] == "ON")


def _ignored_index(tokens: list) -> Optional[int]:
    words = _words(tokens)
    return _first(words, lambda i: words[i] == "IGNORED" and i > 0 and words[i - 1] in (")", "NOT", "")
                  and not (words[i - 1] == "" and i > 1 and words[i - 2] == "INDEX"))


def _items(words: list[str], depth_of_items: int):
    """The indexes of the words of each definition of a table (between the commas at
    `depth_of_items`: 1 in CREATE TABLE's first parentheses, 0 for ALTER TABLE's clauses), each
    word with its depth relative to the definition's."""
    depth, item = 0, []
    for i, word in enumerate(words):
        if word == "(":
            depth += 1
            if depth == depth_of_items:
                continue
        elif word == ")":
            depth -= 1
            if depth < depth_of_items:
                if item:
                    yield item
                if depth_of_items:
                    return  # (the table's definitions end here: a SELECT after them is not one)
                item = []
                continue
        elif word == "," and depth == depth_of_items:
            yield item
            item = []
            continue
        if depth >= depth_of_items:
            item.append((i, depth - depth_of_items))
    if item:
        yield item


def _generated_nullability(tokens: list) -> Optional[int]:
    """NULL / NOT NULL on a generated column (`b INT AS (a + 1) VIRTUAL NOT NULL`, or before its AS)."""
    words = _words(tokens)
    base = 0 if words[:2] == ["ALTER", "TABLE"] else 1
    for item in _items(words, base):
        top = [i for i, depth in item if depth == 0]
        generated = any(words[i] == "AS" and i + 1 < len(words) and words[i + 1] == "(" for i in top)
        if generated:
            found = next((i for i in top if words[i] == "NULL"), None)
            if found is not None:
                return found - 1 if words[found - 1] == "NOT" else found
    return None


_FIELD_OPTIONS = ("SIGNED", "UNSIGNED", "ZEROFILL")
_MARIADB_FIELD_OPTIONS = (("SIGNED",), ("UNSIGNED",), ("ZEROFILL",), ("UNSIGNED", "ZEROFILL"), ("ZEROFILL", "UNSIGNED"))


def _field_option_run(tokens: list) -> Optional[int]:
    """SIGNED / UNSIGNED / ZEROFILL after a numeric type in a combination MariaDB's grammar has no
    rule for (it takes one of them, or UNSIGNED and ZEROFILL once each; MySQL takes any list)."""
    words = _words(tokens)
    i = 0
    while i < len(words):
        if words[i] in _FIELD_OPTIONS:
            run = i
            while run < len(words) and words[run] in _FIELD_OPTIONS:
                run += 1
            if tuple(words[i:run]) not in _MARIADB_FIELD_OPTIONS:
                return next(k for k in range(i, run)  # the first word no allowed combination goes on with
                            if not any(allowed[:k + 1 - i] == tuple(words[i:k + 1]) for allowed in _MARIADB_FIELD_OPTIONS))
            i = run
        i += 1
    return None


def _serial_null(tokens: list) -> Optional[int]:
    """`id SERIAL NULL`: SERIAL is NOT NULL AUTO_INCREMENT UNIQUE; MariaDB refuses a NULL after it."""
    words = _words(tokens)
    for item in _items(words, 1):
        top = [i for i, depth in item if depth == 0]
        if len(top) > 1 and words[top[1]] == "SERIAL":
            found = next((i for i in top[2:] if words[i] == "NULL" and words[i - 1] != "NOT"), None)
            if found is not None:
                return found
    return None


def _drop_index_options(tokens: list) -> Optional[int]:
    words = _words(tokens)
    on = _first(words, lambda i: words[i] == "ON")
    return None if on is None else _first(words, lambda i: i > on + 1 and words[i] in ("ALGORITHM", "LOCK"))


def _create_or_replace(tokens: list) -> Optional[int]:
    """CREATE OR REPLACE [TEMPORARY] TABLE (MariaDB 10.0.8+; MySQL has OR REPLACE for views only)."""
    words = _words(tokens)
    return 1 if _after(words, 0, "CREATE", "OR", "REPLACE") else None


def _exchange_validation(tokens: list) -> Optional[int]:
    words = _words(tokens)
    return _first(words, lambda i: words[i] in ("WITH", "WITHOUT") and _after(words, i + 1, "VALIDATION"))


def _start_transaction(tokens: list) -> Optional[int]:
    words = _words(tokens)
    return _first(words, lambda i: words[i] == "START" and _after(words, i + 1, "TRANSACTION"))


def _table_as_query(tokens: list) -> Optional[int]:
    """CREATE TABLE t [AS] TABLE other (MySQL 8.0.19's TABLE statement as the query; the first
    TABLE is the statement's own)."""
    words = _words(tokens)
    head = words.index("TABLE") if "TABLE" in words else len(words)
    return _first(words, lambda i: i > head and words[i] == "TABLE" and words[i - 1] not in ("=", "(", ","))


def _alter_column_visibility(tokens: list) -> Optional[int]:
    """ALTER TABLE … ALTER [COLUMN] c SET VISIBLE | INVISIBLE."""
    words = _words(tokens)
    return _first(words, lambda i: i > 3 and words[i] in ("VISIBLE", "INVISIBLE") and words[i - 1] == "SET" and (
        words[i - 3] == "ALTER" or (i > 4 and words[i - 4] == "ALTER" and words[i - 3] == "COLUMN")))


def _database_option(*names: str) -> Callable[[list], Optional[int]]:
    def found(tokens: list) -> Optional[int]:
        words = _words(tokens)
        return _first(words, lambda i: i > 2 and words[i] == names[0] and _after(words, i + 1, *names[1:])
                      and words[i - 1] != "=")
    return found


_MARIADB_ONLY_RESERVED: frozenset = frozenset()


def _mariadb_reserved_column(tokens: list) -> Optional[int]:
    """A column added or redefined under a bare name MariaDB reserves and MySQL 8.0 does not
    (`ADD returning INT`)."""
    global _MARIADB_ONLY_RESERVED
    if not _MARIADB_ONLY_RESERVED:
        from .reserved_words import MARIADB_1011, MYSQL_80

        _MARIADB_ONLY_RESERVED = frozenset(w.upper() for w in MARIADB_1011 - MYSQL_80)
    words = _words(tokens)
    for i in range(3, len(words) - 1):
        before = words[i - 1]
        if before in ("ADD", "COLUMN", "MODIFY", "CHANGE") and words[i] in _MARIADB_ONLY_RESERVED:
            return i
    return None


def _schema_qualified_type(tokens: list) -> Optional[int]:
    words = _words(tokens)
    return _first(words, lambda i: words[i] in ("MARIADB_SCHEMA", "ORACLE_SCHEMA", "MAXDB_SCHEMA")
                  and _after(words, i + 1, "."))


def _partition_tablespace(tokens: list) -> Optional[int]:
    """DISCARD | IMPORT PARTITION … TABLESPACE (MariaDB discards or imports a whole table's only)."""
    words = _words(tokens)
    return _first(words, lambda i: words[i] in ("DISCARD", "IMPORT") and _after(words, i + 1, "PARTITION"))


def _spatial_reference_system(tokens: list) -> Optional[int]:
    words = _words(tokens)
    return _first(words, lambda i: _after(words, i, "SPATIAL", "REFERENCE", "SYSTEM"))


def _drop_check(tokens: list) -> Optional[int]:
    """ALTER TABLE … DROP CHECK c (MariaDB drops a CHECK constraint by DROP CONSTRAINT c)."""
    words = _words(tokens)
    return _first(words, lambda i: words[i] == "DROP" and _after(words, i + 1, "CHECK"))


def _values_row(tokens: list) -> Optional[int]:
    """CREATE TABLE … [AS] VALUES ROW(…) (MariaDB's VALUES takes (…) lists, without ROW)."""
    words = _words(tokens)
    return _first(words, lambda i: words[i] == "VALUES" and _after(words, i + 1, "ROW", "("))


_TABLE_LEVEL = frozenset({"CONSTRAINT", "CHECK", "PRIMARY", "PRIMARY KEY", "KEY", "INDEX", "UNIQUE", "UNIQUE KEY",
                          "UNIQUE INDEX", "FOREIGN", "FOREIGN KEY", "FULLTEXT", "FULLTEXT KEY", "FULLTEXT INDEX",
                          "SPATIAL", "SPATIAL KEY", "SPATIAL INDEX", "PERIOD", "LIKE", "SYSTEM"})


def _column_words(words: list[str], top: list[int], alter: bool) -> Optional[list[int]]:
    """The top-level words of a column's definition in one item of a table's definitions (from
    the column's name on), None when the item defines no column (a key, a constraint, another
    ALTER clause)."""
    if alter:
        start = next((k for k, i in enumerate(top) if words[i] in ("ADD", "MODIFY", "CHANGE")), None)
        if start is None or (start and words[top[0]] != "ALTER"):  # (the first clause comes after ALTER TABLE t)
            return None
        top = top[start:]
        rest = top[1:]
        if rest and words[rest[0]] == "COLUMN":
            rest = rest[1:]
        if rest[:3] and [words[i] for i in rest[:3]] == ["IF", "NOT", "EXISTS"]:
            rest = rest[3:]
        elif rest[:2] and [words[i] for i in rest[:2]] == ["IF", "EXISTS"]:
            rest = rest[2:]
        top = rest[1:] if words[top[0]] == "CHANGE" else rest
    if not top or words[top[0]] in _TABLE_LEVEL or words[top[0]] == "(":
        return None
    return top


def _column_check_placement(tokens: list) -> Optional[int]:
    """A column's CHECK (…) with a name (`CONSTRAINT c CHECK`), or followed by more attributes
    than a REFERENCES clause (`CHECK (a > 0) NOT NULL`): MariaDB's grammar (field_spec) reads a
    column's one CHECK, unnamed, after all its attributes."""
    words = _words(tokens)
    alter = words[:2] == ["ALTER", "TABLE"] or (len(words) > 2 and words[2] == "TABLE" and words[0] == "ALTER")
    for item in _items(words, 0 if alter else 1):
        top = _column_words(words, [i for i, depth in item if depth == 0], alter)
        if top is None:
            continue
        at = next((k for k, i in enumerate(top) if words[i] == "CHECK"), None)
        if at is None:
            continue
        named = [words[i] for i in top[max(0, at - 2):at]]
        if "CONSTRAINT" in named:
            return top[at - len(named) + named.index("CONSTRAINT")]
        close = next((k for k in range(at + 1, len(top)) if words[top[k]] == ")"), None)
        after = top[close + 1] if close is not None and close + 1 < len(top) else None
        if after is not None and words[after] not in ("REFERENCES", "CONSTRAINT", "FIRST", "AFTER"):
            return after
    return None


# MySQL's table options that MariaDB does not know: to MariaDB they are engine-defined options,
# `name = value`, and without the `=` a syntax error
_MYSQL_OPTIONS = ("ENCRYPTION", "SECONDARY_ENGINE_ATTRIBUTE", "ENGINE_ATTRIBUTE", "COMPRESSION")


def _outside_parentheses(words: list[str], test: Callable[[int], bool]) -> Optional[int]:
    """The first index outside all parentheses (a table option, an ALTER TABLE clause) where `test` holds."""
    depth = 0
    for i, word in enumerate(words):
        depth += (word == "(") - (word == ")")
        if depth == 0 and test(i):
            return i
    return None


def _mysql_option_without_equals(tokens: list) -> Optional[int]:
    words = _words(tokens)
    return _outside_parentheses(words, lambda i: words[i] in _MYSQL_OPTIONS and i + 1 < len(words) and words[i + 1] == ""
                                and words[i - 1] not in ("=", "DEFAULT"))  # (the value a string: `ENCRYPTION 'Y'`)


def _tablespace_equals(tokens: list) -> Optional[int]:
    """A table's TABLESPACE = name (MariaDB's create_table_option is `TABLESPACE name`; a
    partition's takes the `=`)."""
    words = _words(tokens)
    at = _outside_parentheses(words, lambda i: words[i] == "TABLESPACE" and _after(words, i + 1, "="))
    return None if at is None else at + 1


# the words a column's name follows (`(compression INT`, `ADD COLUMN encryption …`): not an option there
_DDL = frozenset({"CREATE TABLE", "ALTER TABLE", "CREATE INDEX"})
_TABLES = frozenset({"CREATE TABLE", "ALTER TABLE"})

FEATURES: tuple[Feature, ...] = (
    # -- MariaDB only (MySQL 8.0 / 8.4 refuse it) --
    Feature("IF [NOT] EXISTS on an ALTER TABLE clause", None, 100002, "syntax error (1064)",
            (MARIADB_KB + "alter-table/", MYSQL_KB + "alter-table.html", MYSQL_84 + "alter-table.html"),
            ("exists",), frozenset({"ALTER TABLE"}), _exists_in_alter_clause),
    Feature("CREATE OR REPLACE TABLE", None, 100008, "syntax error (1064)",
            (MARIADB_KB + "create-table/#create-or-replace", MYSQL_KB + "create-table.html",
             MYSQL_84 + "create-table.html"), ("replace",), frozenset({"CREATE TABLE"}), _create_or_replace),
    Feature("CREATE INDEX IF NOT EXISTS", None, 100104, "syntax error (1064)",
            (MARIADB_KB + "create-index/", MYSQL_KB + "create-index.html", MYSQL_84 + "create-index.html"),
            ("exists",), frozenset({"CREATE INDEX"}), _create_index_if_not_exists),
    Feature("COMPRESSED columns", None, 100301, "syntax error (1064)",
            (MARIADB_KB + "storage-engine-independent-column-compression/", MYSQL_KB + "create-table.html"),
            ("compressed",), _TABLES, _word_after_definition("COMPRESSED", ("ROW_FORMAT", "COMPRESSION"))),
    Feature("system-versioned tables", None, 100303, "syntax error (1064)",
            (MARIADB_KB + "system-versioned-tables/", MYSQL_KB + "create-table.html"),
            ("versioning", "system_time"), _TABLES, _system_versioning),
    Feature("WAIT n / NOWAIT", None, 100300, "syntax error (1064)",
            (MARIADB_KB + "wait-and-nowait/", MYSQL_KB + "alter-table.html"),
            ("wait",), frozenset({"ALTER TABLE"}), _wait_option),
    Feature("IGNORED indexes", None, 100600, "syntax error (1064)",
            (MARIADB_KB + "ignored-indexes/", MYSQL_KB + "invisible-indexes.html"),
            ("ignored",), _DDL, _ignored_index),
    Feature("the INET6 type", None, 100500, "syntax error (1064)",
            (MARIADB_KB + "inet6/", MYSQL_KB + "data-types.html"), ("inet6",), _TABLES, _column_type("INET6")),
    Feature("the INET4 type", None, 101000, "syntax error (1064)",
            (MARIADB_KB + "inet4/", MYSQL_KB + "data-types.html"), ("inet4",), _TABLES, _column_type("INET4")),
    Feature("the UUID type", None, 100700, "syntax error (1064)",
            (MARIADB_KB + "uuid-data-type/", MYSQL_KB + "data-types.html"), ("uuid",), _TABLES, _column_type("UUID")),
    Feature("schema-qualified data types (mariadb_schema.DATE, oracle_schema.DATE)", None, 100324,
            "syntax error (1064)", (MARIADB_KB + "sql_modeoracle/", MYSQL_KB + "data-types.html"),
            ("_schema",), _TABLES, _schema_qualified_type),
    Feature("the SQL_TSI_YEAR type", None, 100000, "syntax error (1064)",
            (MARIADB_KB + "sql_tsi_year/", MYSQL_KB + "data-types.html"),
            ("sql_tsi_year",), _TABLES, _column_type("SQL_TSI_YEAR")),
    Feature("the REF_SYSTEM_ID column attribute", None, 100102, "syntax error (1064)",
            (MARIADB_KB + "create-table/", MYSQL_KB + "create-table.html"),
            ("ref_system_id",), _TABLES, _column_attribute("REF_SYSTEM_ID")),
    # -- MySQL only (MariaDB refuses it, or accepts it only from the version given) --
    Feature("ALGORITHM / LOCK on DROP INDEX", 50600, None, "syntax error (1064)",
            (MYSQL_KB + "drop-index.html", MARIADB_KB + "drop-index/"),
            ("algorithm", "lock"), frozenset({"DROP INDEX"}), _drop_index_options),
    Feature("EXCHANGE PARTITION … WITH | WITHOUT VALIDATION", 50705, 110400, "syntax error (1064)",
            (MYSQL_KB + "partitioning-management-exchange.html", MARIADB_KB + "alter-table/"),
            ("validation",), frozenset({"ALTER TABLE"}), _exchange_validation),
    Feature("NULL / NOT NULL on a generated column", 50707, None, "syntax error (1064)",
            (MYSQL_KB + "create-table-generated-columns.html", MARIADB_KB + "generated-columns/"),
            (" as (", " as(", "always"), _TABLES, _generated_nullability),
    Feature("SIGNED / UNSIGNED / ZEROFILL repeated or combined with SIGNED", 80000, None, "syntax error (1064)",
            (MYSQL_KB + "numeric-type-attributes.html", MARIADB_KB + "int/"),
            ("signed", "zerofill"), _TABLES, _field_option_run),
    Feature("NULL after SERIAL", 80000, None, "syntax error (1064)",
            (MYSQL_KB + "numeric-type-syntax.html", MARIADB_KB + "bigint/"),
            ("serial",), _TABLES, _serial_null),
    Feature("CREATE TABLE … START TRANSACTION", 80021, None, "syntax error (1064)",
            (MYSQL_KB + "create-table-select.html", MARIADB_KB + "create-table/"),
            ("transaction",), frozenset({"CREATE TABLE"}), _start_transaction),
    Feature("CREATE TABLE … TABLE other (the TABLE statement as the query)", 80019, None, "syntax error (1064)",
            (MYSQL_KB + "table.html", MARIADB_KB + "create-table/"),
            ("table",), frozenset({"CREATE TABLE"}), _table_as_query),
    Feature("CREATE TABLE … VALUES ROW(…)", 80019, None, "syntax error (1064)",
            (MYSQL_KB + "values.html", MARIADB_KB + "table-value-constructors/"),
            ("values",), frozenset({"CREATE TABLE"}), _values_row),
    Feature("DISCARD | IMPORT PARTITION … TABLESPACE", 50704, None, "syntax error (1064)",
            (MYSQL_KB + "innodb-table-import.html", MARIADB_KB + "alter-table/"),
            ("discard", "import"), frozenset({"ALTER TABLE"}), _partition_tablespace),
    Feature("CREATE SPATIAL REFERENCE SYSTEM", 80003, None, "syntax error (1064)",
            (MYSQL_KB + "create-spatial-reference-system.html", MARIADB_KB + "geometry-types/"),
            ("reference",), frozenset({"CREATE INDEX"}), _spatial_reference_system),
    Feature("ALTER TABLE … DROP CHECK (MariaDB: DROP CONSTRAINT)", 80019, None, "syntax error (1064)",
            (MYSQL_KB + "alter-table.html", MARIADB_KB + "alter-table/"),
            ("check",), frozenset({"ALTER TABLE"}), _drop_check),
    Feature("a column's CHECK named, or before other attributes (MariaDB: one unnamed CHECK, last)", 80016, None,
            "syntax error (1064)", (MYSQL_KB + "create-table-check-constraints.html", MARIADB_KB + "constraint/"),
            ("check",), _TABLES, _column_check_placement),
    Feature("MySQL's ENCRYPTION / SECONDARY_ENGINE_ATTRIBUTE table options without `=`", 50711, None,
            "syntax error (1064)", (MYSQL_KB + "create-table.html", MARIADB_KB + "create-table/"),
            ("encryption", "engine_attribute", "compression"), _TABLES, _mysql_option_without_equals),
    Feature("TABLESPACE = name as a table option (MariaDB: TABLESPACE name)", 50100, None, "syntax error (1064)",
            (MYSQL_KB + "create-table.html", MARIADB_KB + "create-table/"),
            ("tablespace",), _TABLES, _tablespace_equals),
    Feature("ALTER COLUMN … SET VISIBLE | INVISIBLE", 80023, None, "syntax error (1064)",
            (MYSQL_KB + "invisible-columns.html", MARIADB_KB + "alter-table/"),
            ("visible",), frozenset({"ALTER TABLE"}), _alter_column_visibility),
    Feature("the ENCRYPTION database option", 80016, None, "syntax error (1064)",
            (MYSQL_KB + "create-database.html", MARIADB_KB + "create-database/"),
            ("encryption",), frozenset({"CREATE DATABASE", "ALTER DATABASE"}), _database_option("ENCRYPTION")),
    Feature("the READ ONLY database option", 80022, None, "syntax error (1064)",
            (MYSQL_KB + "alter-database.html", MARIADB_KB + "alter-database/"),
            ("read",), frozenset({"CREATE DATABASE", "ALTER DATABASE"}), _database_option("READ", "ONLY")),
    Feature("MariaDB's own reserved words as bare column names (RETURNING, OFFSET, …)", 80000, None,
            "syntax error (1064)", (MARIADB_KB + "reserved-words/", MYSQL_KB + "keywords.html"),
            ("returning", "offset", "current_role", "page_checksum", "ref_system_id", "stats_", "_domain_id",
             "parse_vcol_expr"), frozenset({"ALTER TABLE"}), _mariadb_reserved_column),
    Feature("functional key parts", 80013, None, "syntax error (1064)",
            (MYSQL_KB + "create-index.html#create-index-functional-key-parts", MARIADB_KB + "create-index/"),
            ("((", ", (", ",("), _DDL, _functional_key_part),
    Feature("the SRID column attribute", 80003, None, "syntax error (1064)",
            (MYSQL_KB + "spatial-type-overview.html", MYSQL_KB + "create-table.html", MARIADB_KB + "geometry-types/"),
            ("srid",), _TABLES, _word_after_definition("SRID")),
    Feature("the ngram FULLTEXT parser", 50706, None, "function 'ngram' is not defined (1128)",
            (MYSQL_KB + "fulltext-search-ngram.html", MARIADB_KB + "full-text-index-overview/"),
            ("ngram",), frozenset({"ALTER TABLE", "CREATE INDEX"}), _ngram_parser),
    Feature("the JSON operators -> and ->>", 50713, None, "syntax error (1064)",
            (MYSQL_KB + "json-search-functions.html", MARIADB_KB + "json-functions/",
             "https://jira.mariadb.org/browse/MDEV-13594"), ("->",), _DDL, _json_path_operator),
    Feature("CHECK … [NOT] ENFORCED", 80016, None, "syntax error (1064)",
            (MYSQL_KB + "create-table-check-constraints.html", MARIADB_KB + "constraint/"),
            ("enforced",), _TABLES, _enforced),
    Feature("invisible indexes (INVISIBLE, ALTER INDEX … VISIBLE)", 80000, None, "syntax error (1064)",
            (MYSQL_KB + "invisible-indexes.html", MARIADB_KB + "ignored-indexes/"),
            ("visible",), _DDL, _index_visibility),
    Feature("utf8mb4_0900_* collations", 80000, 110405, "unknown collation (1273)",
            (MYSQL_KB + "charset-unicode-sets.html", MARIADB_KB + "mariadb-11-4-5-release-notes/"),
            ("_0900_",), _DDL | {"CREATE DATABASE", "ALTER DATABASE"}, _collation_0900),
    Feature("ENGINE_ATTRIBUTE", 80021, None, "unknown option (1911)",
            (MYSQL_KB + "create-table.html", MARIADB_KB + "create-table/"),
            ("engine_attribute",), _DDL, _word_after_definition("ENGINE_ATTRIBUTE")),
    Feature("SECONDARY_ENGINE", 80013, None, "unknown option (1911)",
            (MYSQL_KB + "create-table.html", MARIADB_KB + "create-table/"),
            ("secondary_engine",), _TABLES, _word_after_definition("SECONDARY_ENGINE")),
    Feature("SECONDARY_ENGINE_ATTRIBUTE", 80021, None, "unknown option (1911)",
            (MYSQL_KB + "create-table.html", MARIADB_KB + "create-table/"),
            ("secondary_engine_attribute",), _TABLES, _word_after_definition("SECONDARY_ENGINE_ATTRIBUTE")),
    Feature("the ENCRYPTION table option (MariaDB's is ENCRYPTED)", 50711, None, "unknown option (1911)",
            (MYSQL_KB + "innodb-data-encryption.html", MARIADB_KB + "innodb-enabling-encryption/"),
            ("encryption",), _TABLES, _option_with_value("ENCRYPTION")),
    Feature("the COLUMN_FORMAT / STORAGE column attributes", 50100, None, "syntax error (1064)",
            (MYSQL_KB + "create-table.html", MYSQL_KB + "alter-table.html", MARIADB_KB + "create-table/"),
            ("column_format", "storage"), _TABLES, _column_attribute("COLUMN_FORMAT", "STORAGE")),
    Feature("the VISIBLE column attribute (MariaDB: a column is visible unless INVISIBLE)", 80023, None,
            "syntax error (1064)", (MYSQL_KB + "invisible-columns.html", MARIADB_KB + "invisible-columns/"),
            ("visible",), _TABLES, _column_attribute("VISIBLE")),
    Feature("the COMPRESSION table option", 50708, None, "unknown option (1911)",
            (MYSQL_KB + "create-table.html", MARIADB_KB + "innodb-page-compression/"),
            ("compression",), _TABLES, _option_with_value("COMPRESSION")),
    Feature("AUTOEXTEND_SIZE", 80023, None, "syntax error (1064)",
            (MYSQL_KB + "innodb-tablespace-autoextend-size.html", MARIADB_KB + "create-table/"),
            ("autoextend_size",), _TABLES, _word_after_definition("AUTOEXTEND_SIZE")),
    Feature("the GEOMCOLLECTION type (MariaDB: GEOMETRYCOLLECTION)", 80011, None, "unknown data type (4161)",
            (MYSQL_KB + "spatial-type-overview.html", MARIADB_KB + "geometrycollection/"),
            ("geomcollection",), _TABLES, _column_type("GEOMCOLLECTION")),
    Feature("the VECTOR type", 90000, 110700, "unknown data type (4161)",
            ("https://dev.mysql.com/doc/refman/9.0/en/vector.html", MARIADB_KB + "vector-overview/"),
            ("vector",), _TABLES, _column_type("VECTOR")),
)


@dataclass(frozen=True)
class Server:
    """The server statements are judged for: MySQL or MariaDB and its version; None for the
    default profile (the union of both)."""

    mariadb: bool
    version: int

    @classmethod
    def from_profile(cls, version: str, configured: bool) -> Optional["Server"]:
        if not configured:
            return None
        import re

        parts = [int(p) for p in re.findall(r"\d+", version)[:3]] + [0, 0, 0]
        return cls("mariadb" in version.lower(), parts[0] * 10000 + parts[1] * 100 + parts[2])

    def accepts(self, feature: Feature) -> bool:
        first = feature.mariadb if self.mariadb else feature.mysql
        return first is not None and self.version >= first

    def name(self) -> str:
        major, minor, patch = self.version // 10000, self.version // 100 % 100, self.version % 100
        return f"{'MariaDB' if self.mariadb else 'MySQL'} {major}.{minor}.{patch}"


def _who_accepts(feature: Feature) -> str:
    def v(n: int) -> str:
        return f"{n // 10000}.{n // 100 % 100}" + (f".{n % 100}" if n % 100 else "")
    parts = []
    if feature.mysql is not None:
        parts.append(f"MySQL {v(feature.mysql)}+")
    if feature.mariadb is not None:
        parts.append(f"MariaDB {v(feature.mariadb)}+")
    return " and ".join(parts)


def refusal(kind: str, text: str, server: Optional[Server], tokenize: Callable[[str], list]) -> Optional[tuple[int, str]]:
    """(offset in the text, message) of the first feature of the table the server refuses,
    else None. The tokens are made only when a feature's cue is in the text."""
    if server is None:
        return None
    lower = None
    tokens = None
    for feature in FEATURES:
        if kind not in feature.kinds or server.accepts(feature):
            continue
        if lower is None:
            lower = text.lower()
        if not any(cue in lower for cue in feature.cues):
            continue
        if tokens is None:
            try:
                tokens = tokenize(text)
            except Exception:
                return None
        at = feature.found(tokens)
        if at is not None:
            return (tokens[at].start, f"{server.name()} refuses {feature.name}: {feature.error}; "
                    f"{_who_accepts(feature)} accept{'s' if ' and ' not in _who_accepts(feature) else ''} it ({feature.sources[0]})")
    return None
