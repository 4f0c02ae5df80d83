"""The tokenizer's side of the dialect: MySQL's type synonyms sqlglot does not know (registered
into the MySQL tokenizer's own tables), and the respelling of a statement that failed to parse
into tokens sqlglot reads (FLOAT … UNSIGNED, PERSISTENT, TYPE BTREE, IGNORED, MariaDB's `\\N`,
ODBC escapes and schema-qualified types). Also how a parse function removes tokens ahead."""

from __future__ import annotations

from sqlglot.dialects.mysql import MySQL
from sqlglot.tokens import TokenType
from sqlglot.trie import new_trie


FLOAT_UNSIGNED = "UNSIGNED FLOAT"  # the text such a token is given (no word a user writes can match it)


# one-word keywords sqlglot keeps (_KEYWORDS_KEPT) that are names where a table's name goes, and
# the tokens a table's name follows
_NAME_WORDS_KEPT = frozenset({TokenType.CHARACTER_SET, TokenType.PARTITION_BY})
_BEFORE_TABLE_NAME = frozenset({TokenType.TABLE, TokenType.EXISTS, TokenType.DOT, TokenType.REFERENCES,
                                TokenType.ON, TokenType.INTO})


# where a word is a name, not an attribute: after these tokens, or after these words
_BEFORE_A_NAME = frozenset({None, TokenType.L_PAREN, TokenType.COMMA, TokenType.DOT, TokenType.VAR, TokenType.IDENTIFIER})
_WORDS_BEFORE_A_NAME = frozenset({"COLUMN", "ADD", "CHANGE", "MODIFY", "AFTER", "TABLE", "KEY", "INDEX", "ON", "BY",
                                  "DROP", "RENAME", "TO", "AS", "ALTER", "EXISTS", "REFERENCES", "CONSTRAINT"})


def respell(tokens: list) -> bool:
    """Re-label, in a statement that failed to parse, what sqlglot does not read but MySQL or
    MariaDB accept: each UNSIGNED after a FLOAT type and its arguments (valid, deprecated since
    MySQL 8.0.17; sqlglot has no unsigned FLOAT type) becomes the column attribute FLOAT_UNSIGNED;
    MariaDB's PERSISTENT after a generated column's `AS (…)` becomes STORED, its synonym;
    `TYPE BTREE|HASH|RTREE` becomes USING …; MariaDB's index option `[NOT] IGNORED` becomes
    [VISIBLE |] INVISIBLE; BINARY twice is once; a word after a qualifier's dot is a name.
    Whether anything was re-labelled."""
    changed = False
    depth = 0
    after_float = False
    previous = None
    dropped: list[int] = []  # tokens to remove (the NOT of NOT IGNORED)
    for at, token in enumerate(tokens):
        kind = token.token_type
        if kind is TokenType.FLOAT:
            after_float, depth = True, 0
        elif after_float and kind is TokenType.L_PAREN:
            depth += 1
        elif after_float and kind is TokenType.R_PAREN and depth:
            depth -= 1
        elif after_float and not depth and token.text.upper() == "UNSIGNED":
            token.text = FLOAT_UNSIGNED
            after_float, changed = False, True
        elif not depth:
            after_float = False
        word = token.text.upper() if kind is not TokenType.IDENTIFIER else ""
        if kind in _NAME_WORDS_KEPT and " " not in word and (
                previous in _BEFORE_TABLE_NAME or at + 1 < len(tokens) and tokens[at + 1].token_type is TokenType.DOT):
            # `CREATE TABLE charset (…)`, `REFERENCES db.partitioned_by`: a word neither server
            # reserves, where a table's name goes (sqlglot keeps it as a keyword elsewhere)
            token.token_type, changed = TokenType.VAR, True
        elif (previous is TokenType.DOT and (word[:1].isalpha() or word[:1] == "_")
              and kind not in (TokenType.VAR, TokenType.NUMBER, TokenType.STRING)
              and at > 1 and tokens[at - 2].token_type in (TokenType.VAR, TokenType.IDENTIFIER)
              and tokens[at - 2].end + 1 == tokens[at - 1].start and token.start == tokens[at - 1].end + 1):
            # `db.select`: the lexer reads the word after a name's dot as a name, reserved or not
            # (sql_lex.cc MY_LEX_IDENT_SEP; MariaDB 10.11.19 runs `CREATE TABLE db.select (…)`)
            token.token_type, changed = TokenType.VAR, True
        elif word == "VISIBLE" and previous not in _BEFORE_A_NAME and (
                at == 0 or tokens[at - 1].text.upper() not in _WORDS_BEFORE_A_NAME):
            # MySQL 8.0.23+'s column attribute VISIBLE (an index's too) says what is the default:
            # left out (sqlglot reads only INVISIBLE); a name spelt `visible` is never after a type
            dropped.append(at)
            changed = True
        elif previous is TokenType.R_PAREN and word == "PERSISTENT":
            token.text, changed = "STORED", True
        elif word == "TYPE" and at + 1 < len(tokens) and tokens[at + 1].text.upper() in _INDEX_TYPES:
            # `KEY k (a) TYPE BTREE`: the older spelling of USING BTREE (both servers accept it)
            token.token_type, token.text, changed = TokenType.USING, "USING", True
        elif kind is TokenType.BINARY and previous is TokenType.BINARY:
            # `BINARY BINARY x` is BINARY x (a unary operator twice); sqlglot reads only a column
            # after BINARY, so one goes (BINARY is reserved: never a name unquoted)
            dropped.append(at)
            changed = True
        elif word == "IGNORED" and previous in (TokenType.R_PAREN, TokenType.NOT, TokenType.VAR, TokenType.STRING, TokenType.NUMBER):
            # MariaDB's ignored index (10.6+) is what MySQL calls an invisible one
            if previous is TokenType.NOT:
                dropped.append(at - 1)
                token.text = "VISIBLE"
            else:
                token.text = "INVISIBLE"
            changed = True
        previous = kind
    more = respell_mariadb(tokens)  # (`:=` is not here: SchemalintMySQL.parse respells it before the first parse)
    dropped = sorted(set(dropped) | set(more)) if more else dropped
    for at in reversed(dropped):
        del tokens[at]
    return changed or bool(more)


# MariaDB's schema-qualified type names (10.3.24+, `mariadb_schema.DATE`): the same type, but
# oracle_schema.DATE is a DATETIME (Oracle's DATE holds a time)
_TYPE_SCHEMAS = frozenset({"MARIADB_SCHEMA", "ORACLE_SCHEMA", "MAXDB_SCHEMA"})


def respell_mariadb(tokens: list) -> list[int]:
    """What MariaDB's grammar reads and sqlglot's does not, made sqlglot's (on the tokens of a
    statement that failed to parse): `\\N` (NULL), the ODBC escapes `{t '…'}` / `{d …}` / `{ts …}`
    (their value), schema-qualified types (`mariadb_schema.DATE`), SQL_TSI_YEAR (YEAR), and a
    CREATE TABLE's column names written `tbl.col` or `.col`. The indexes of the tokens to drop."""
    drop: list[int] = []
    create_table = len(tokens) > 1 and tokens[0].token_type is TokenType.CREATE and any(
        t.token_type is TokenType.TABLE for t in tokens[1:4])
    own = _created_table_name(tokens) if create_table else None
    depth = 0
    for at, token in enumerate(tokens):
        kind = token.token_type
        nxt = tokens[at + 1] if at + 1 < len(tokens) else None
        if kind is TokenType.L_PAREN:
            depth += 1
        elif kind is TokenType.R_PAREN:
            depth -= 1
        if kind is TokenType.BACKSLASH and nxt is not None and nxt.text == "N" and nxt.start == token.end + 1:
            token.token_type, token.text = TokenType.NULL, "NULL"
            drop.append(at + 1)
        elif (kind is TokenType.L_BRACE and nxt is not None and nxt.token_type is TokenType.VAR and at + 3 < len(tokens)
              and tokens[at + 3].token_type is TokenType.R_BRACE):
            drop.extend((at, at + 1, at + 3))  # {t '14:12:01'}: the value
        elif (kind is TokenType.VAR and token.text.upper() in _TYPE_SCHEMAS and nxt is not None
              and nxt.token_type is TokenType.DOT and at + 2 < len(tokens)):
            drop.extend((at, at + 1))
            if token.text.upper() == "ORACLE_SCHEMA" and tokens[at + 2].token_type is TokenType.DATE:
                tokens[at + 2].token_type, tokens[at + 2].text = TokenType.DATETIME, "DATETIME"
        elif kind is TokenType.VAR and token.text.upper() == "SQL_TSI_YEAR" and at and \
                tokens[at - 1].token_type in (TokenType.VAR, TokenType.IDENTIFIER):
            token.token_type = TokenType.YEAR  # MariaDB's synonym of YEAR
        elif create_table and depth == 1 and at and tokens[at - 1].token_type in (TokenType.L_PAREN, TokenType.COMMA):
            if kind is TokenType.DOT:  # (.col INT)
                drop.append(at)
            elif (kind in (TokenType.VAR, TokenType.IDENTIFIER) and nxt is not None and nxt.token_type is TokenType.DOT
                  and at + 2 < len(tokens) and tokens[at + 2].token_type in (TokenType.VAR, TokenType.IDENTIFIER)
                  and (own is None or token.text == own or tokens[at + 3:at + 4]
                       and tokens[at + 3].token_type is TokenType.DOT)):
                # (tbl.col INT, db.tbl.col INT): the table's own name may qualify its columns;
                # another name is refused (1103), so it is left for the grammar's reader to say so
                three = at + 4 < len(tokens) and tokens[at + 3].token_type is TokenType.DOT and \
                    tokens[at + 4].token_type in (TokenType.VAR, TokenType.IDENTIFIER)
                drop.extend((at, at + 1, at + 2, at + 3) if three else (at, at + 1))
    return drop


def _created_table_name(tokens: list):
    """The name a CREATE TABLE's tokens give the table (without its database), or None."""
    at = next((k for k in range(1, min(5, len(tokens))) if tokens[k].token_type is TokenType.TABLE), None)
    if at is None:
        return None
    at += 1
    if [t.text.upper() for t in tokens[at:at + 3]] == ["IF", "NOT", "EXISTS"]:
        at += 3
    if at + 2 < len(tokens) and tokens[at + 1].token_type is TokenType.DOT:
        at += 2
    if at < len(tokens) and tokens[at].token_type in (TokenType.VAR, TokenType.IDENTIFIER):
        return tokens[at].text
    return None


_INDEX_TYPES = frozenset({"BTREE", "HASH", "RTREE"})

# MariaDB's grammar (sql_yacc.yy) writes an option's `=` as `opt_equal` / `equal`, which is '='
# or SET_VAR (`:=`): `ENGINE := InnoDB`, `CHARACTER SET := utf8mb4` run (measured on 10.11.19).
# Where it writes a bare '=' `:=` is refused: RENAME = name, and where no `=` goes at all
# (CONVERT TO CHARACTER SET, TABLESPACE, a column's DEFAULT / COMMENT / COLLATE, KEY ALGORITHM).
_NOT_SET_VAR_EQUAL = frozenset({"RENAME", "TABLESPACE", "DEFAULT"})
# options written inside parentheses: an index's KEY_BLOCK_SIZE, a partition's options
_NESTED_OPTIONS = frozenset({"KEY_BLOCK_SIZE", "ENGINE", "MAX_ROWS", "MIN_ROWS", "NODEGROUP", "DIRECTORY"})


def respell_set_var_equals(tokens: list) -> bool:
    """`:=` read as `=` where MariaDB's grammar takes either before an option's value (a table's,
    a database's, an index's, a partition's; not a user variable's assignment). Whether any was."""
    if not tokens or tokens[0].token_type not in (TokenType.CREATE, TokenType.ALTER):
        return False
    changed = False
    depth = 0
    partitioned = False  # a PARTITION word came before: parenthesised options are a partition's
    for at, token in enumerate(tokens):
        kind = token.token_type
        if kind is TokenType.L_PAREN:
            depth += 1
        elif kind is TokenType.R_PAREN:
            depth -= 1
        elif token.text.upper() in ("PARTITION", "SUBPARTITION"):
            partitioned = True
        if kind is not TokenType.COLON_EQ or at < 2 or tokens[at - 2].token_type is TokenType.PARAMETER:
            continue
        word = tokens[at - 1].text.upper() if tokens[at - 1].token_type is not TokenType.IDENTIFIER else ""
        before = tokens[at - 2].text.upper()
        if not word or word in _NOT_SET_VAR_EQUAL or (word == "ALGORITHM" and before == "KEY"):
            continue
        if word in ("SET", "CHARSET") and any(t.text.upper() == "CONVERT" for t in tokens[max(0, at - 5):at]):
            continue  # CONVERT TO CHARACTER SET takes no `=`
        if depth and word not in _NESTED_OPTIONS and not (partitioned and word == "COMMENT"):
            continue
        token.token_type, token.text, changed = TokenType.EQ, "=", True
    return changed


# MySQL's numbered integer synonyms count bytes: INT8 is BIGINT (sqlglot reads TINYINT); REAL is
# DOUBLE (unless sql_mode REAL_AS_FLOAT); LONG [VARCHAR] is MEDIUMTEXT
KEYWORDS = {
    "INT1": TokenType.TINYINT, "INT2": TokenType.SMALLINT, "INT3": TokenType.MEDIUMINT,
    "MIDDLEINT": TokenType.MEDIUMINT, "INT4": TokenType.INT, "INT8": TokenType.BIGINT,
    "REAL": TokenType.DOUBLE, "LONG": TokenType.MEDIUMTEXT, "LONG VARCHAR": TokenType.MEDIUMTEXT,
    "LONG VARBINARY": TokenType.MEDIUMBLOB, "NATIONAL CHAR": TokenType.NCHAR,
    "NATIONAL CHARACTER": TokenType.NCHAR, "NATIONAL VARCHAR": TokenType.NVARCHAR,
    # the spellings MySQL's and MariaDB's grammars (sql_yacc.yy: `varchar`, `nvarchar`) accept
    "VARCHARACTER": TokenType.VARCHAR, "CHAR VARYING": TokenType.VARCHAR, "CHARACTER VARYING": TokenType.VARCHAR,
    "NATIONAL CHARACTER VARYING": TokenType.NVARCHAR, "NATIONAL CHAR VARYING": TokenType.NVARCHAR,
    "NATIONAL VARCHARACTER": TokenType.NVARCHAR, "NCHAR VARCHAR": TokenType.NVARCHAR,
    "NCHAR VARYING": TokenType.NVARCHAR, "NCHAR VARCHARACTER": TokenType.NVARCHAR, "LONG CHAR VARYING": TokenType.MEDIUMTEXT,
    "LONG CHARACTER VARYING": TokenType.MEDIUMTEXT, "LONG VARCHARACTER": TokenType.MEDIUMTEXT,
}


# Type names of other databases that sqlglot's tokenizer reads as a MySQL type (STRING as TEXT,
# VARCHAR2 as VARCHAR, NUMBER as DECIMAL, …): MySQL and MariaDB refuse them (checked on MariaDB
# 10.11: error 4161 "Unknown data type" or 1064), so they are words here, and the builder's
# unknown-type check reports them (SL001)
FOREIGN_TYPE_WORDS = ("BIGDECIMAL", "BIGNUMERIC", "BYTE", "BYTEA", "CLOB", "INT16", "INT32", "INT64", "LONGVARCHAR",
                      "NUMBER", "NVARCHAR2", "SHORT", "STR", "STRING", "TIMESTAMPLTZ", "TIMESTAMPTZ", "TIMESTAMP_LTZ",
                      "UINT", "VARCHAR2")


def install_keywords() -> None:
    tokenizer = MySQL.Tokenizer
    tokenizer.KEYWORDS.update(KEYWORDS)
    for word in FOREIGN_TYPE_WORDS:
        tokenizer.KEYWORDS.pop(word, None)
    # The tokenizer finds keywords of several words (or with punctuation) through its trie:
    # added as the tokenizer's class creation adds them (tokens._TokenizerBase.__init_subclass__).
    new_trie((key.upper() for key in KEYWORDS if " " in key or any(single in key for single in tokenizer.SINGLE_TOKENS)),
             tokenizer._KEYWORD_TRIE)
    # RENAME TABLE is parsed (a statement parser in _install_alter_extensions), not kept as opaque text
    tokenizer.COMMANDS.discard(TokenType.RENAME)


# sqlglot's keywords for other dialects' syntax that MySQL's tokenizer still makes (QUALIFY,
# TABLESAMPLE, ILIKE …) kept as keywords: the MySQL syntax sqlglot reads with them
_KEYWORDS_KEPT = frozenset({TokenType.CHARACTER_SET, TokenType.INTRODUCER, TokenType.PARTITION_BY})


def install_names(parser: type) -> None:
    """Make a name of every word of the MySQL tokenizer's that neither server reserves (MariaDB
    10.11's, MySQL 8.0's lists): sql_yacc.yy `ident` is any identifier or any keyword not
    reserved, so `CREATE TABLE qualify (…)`, a table named TABLESAMPLE, ROLLBACK or GLOB, runs on
    both, while sqlglot, keeping the word for another dialect's clause, expected a table name."""
    from .reserved_words import MARIADB_1011, MYSQL_80

    names = {kind for word, kind in MySQL.Tokenizer.KEYWORDS.items()
             if word.replace("_", "A").isalnum() and word.lower() not in MARIADB_1011
             and word.lower() not in MYSQL_80 and kind not in parser.ID_VAR_TOKENS and kind not in _KEYWORDS_KEPT}
    parser.ID_VAR_TOKENS = parser.ID_VAR_TOKENS | names


def delete_tokens(self, at: int, count: int) -> None:
    """Remove tokens ahead of the parser's position (words sqlglot's grammar has no place
    for, already read here), and refresh what the parser derives from the list."""
    del self._tokens[at:at + count]
    self._tokens_size = len(self._tokens)
    self._advance(0)
