"""Where an ALTER TABLE's clauses leave the grammar they share with CREATE TABLE.

MariaDB 10.11's sql_yacc.yy reads an ALTER TABLE's clauses (`alter_list_item`) with CREATE
TABLE's rules: `ADD column_def`, `ADD key_def`, `ADD '(' create_field_list ')'`, `CHANGE
opt_column field_ident field_spec opt_place`, `MODIFY opt_column field_ident field_def opt_place`
(neither takes `references`), `create_table_options_space_separated`. Each clause is read here by
table_elements' readers of a column's definition, a key's and the table options, beside the
clauses of ALTER's own (RENAME, ALTER COLUMN … SET | DROP DEFAULT, DROP, ALGORITHM, LOCK) and the
partitioning after the list. A clause not followed (a partition's, ORDER BY's, a period's) ends
the reading without a verdict. sqlglot stays the parser: this is asked by alter_items about its
tokens.
"""

from __future__ import annotations

from typing import Optional

from .table_elements import _KEY_STARTS, _TABLE_OPTIONS, _Leaves, _Reader, _Unknown

# alter_list_item's first words whose items are passed over to their comma (none has a comma of its own)
_PASSED_OVER = frozenset({"FORCE", "ENABLE", "DISABLE", "CONVERT", "DISCARD", "IMPORT", "WITH", "WITHOUT"})


class _AlterReader(_Reader):
    # alter_list: alter_list_item, separated by commas; the partitioning (opt_partitioning,
    # remove_partitioning) may follow the last item without one
    def alter_list(self) -> None:
        self.places = True
        self.partitioned = any(w.startswith("PARTITION") for w in self.words)  # (most ALTERs name none)
        while self.at() is not None:
            if self.word() == "PARTITION BY" or self.word() == "PARTITION" and self.word(1) == "BY":
                try:
                    return self.partitioning()  # (opt_partitioning)
                except _Leaves as left:
                    if self.tokens[left.index].text == ",":
                        return  # (MySQL 8 lets ALGORITHM / LOCK follow it)
                    raise
            if not self.alter_item():
                return  # (an item not followed here: no verdict on the rest)
            if self.at() is None or self.word() == "REMOVE":
                return
            if self.word().split(" ", 1)[0] == "PARTITION":
                continue
            self.need_sym(",", "cannot stand here: an ALTER TABLE clause ends at a comma or at the statement's end")

    def alter_item(self) -> bool:
        """One alter_list_item read with CREATE TABLE's grammar where the server's reuses it: ADD
        column_def | ADD key_def | ADD (create_field_list), CHANGE opt_column field_ident field_spec,
        MODIFY opt_column field_ident field_def, each with opt_place; the table options
        (create_table_options_space_separated). Others are passed over to their comma; False where
        the item is not followed (a partition's, ORDER BY's list)."""
        w = self.word()
        first = w.split(" ", 1)[0]
        if first in ("PARTITION", "PARTITIONS", "REMOVE", "ORDER") or self.holds_partition():
            return False
        if self.sym(1) in ("=", ":=") and self.is_name() and w not in _TABLE_OPTIONS and w not in (
                "ALGORITHM", "LOCK"):
            self.engine_option()  # (an option the table's engine defines: a table option too)
            while not (self.end_of_item() or self.word().split(" ", 1)[0] in ("PARTITION", "REMOVE")):
                self.table_option()
            return True
        if w in ("ADD", "CHANGE", "MODIFY"):
            self.i += 1
            self.take("COLUMN")
            if w == "ADD":
                return self.added()
            if self.word() == "IF" and self.word(1) == "EXISTS":
                self.i += 2
            if w == "CHANGE":
                self.column_name("CHANGE names the column it changes, then its new definition")
            if self.reserved_word():
                self.leave(f"{w} names the column: a reserved word is a name only in backticks")
            self.referring = False
            self.column_def()
            self.referring = True
            return self.place()
        if w in _TABLE_OPTIONS or w in ("DEFAULT", "CHARSET", "CHARACTER SET", "CHAR SET", "DATA", "DATA DIRECTORY",
                                        "INDEX DIRECTORY") or (w in ("CHARACTER", "CHAR") and self.word(1) == "SET"):
            if w == "INDEX" and self.word(1) != "DIRECTORY" or w == "DATA" and self.word(1) != "DIRECTORY":
                return False
            while True:  # (create_table_options_space_separated)
                self.table_option()
                if self.end_of_item() or self.word().split(" ", 1)[0] in ("PARTITION", "REMOVE"):
                    return True
        if w in ("ALGORITHM", "LOCK"):  # alter_algorithm_option, alter_lock_option: NAME [=] DEFAULT | ident
            self.i += 1
            self.take_sym("=") or self.take_sym(":=")
            if self.is_string():
                raise _Unknown()
            if not (self.word() == "DEFAULT" or self.is_name()):
                self.leave(f"{w} [=] is followed by its value (DEFAULT or a name)")
            self.i += 1
            return True
        if w == "RENAME":
            return self.rename()
        if w == "ALTER":
            return self.alter_column()
        if w == "DROP":
            return self.drop()
        if first in _PASSED_OVER and not (w == "CONVERT" and self.word(1) != "TO"):
            depth = 0
            while self.at() is not None and not (depth == 0 and self.sym() == ","):
                depth += (self.sym() == "(") - (self.sym() == ")")
                self.i += 1
            return True
        return False

    def column_name(self, why: str) -> None:
        if self.end_of_item() or self.reserved_word():
            self.leave(why + " (a reserved word is a name only in backticks)")
        if not self.is_name():
            raise _Unknown()
        self.i += 1

    def rename(self) -> bool:
        """RENAME [TO | AS | =] table_ident | RENAME {COLUMN | INDEX | KEY} [IF EXISTS] name TO name."""
        self.i += 1
        if self.take("COLUMN", "INDEX", "KEY"):
            what = self.word(-1)
            if self.word() == "IF" and self.word(1) == "EXISTS":
                self.i += 2
            self.column_name(f"RENAME {what} names the {what.lower()} it renames")
            self.need("TO", f"RENAME {what} old TO new")
            self.column_name(f"RENAME {what} old TO new")
            return True
        self.take("TO", "AS") or self.take_sym("=")
        if self.end_of_item():
            self.leave("RENAME names the table's new name")
        self.column_name("RENAME names the table's new name")
        if self.take_sym("."):
            self.column_name("RENAME names the table's new name")
        return True

    def alter_column(self) -> bool:
        """ALTER [COLUMN] [IF EXISTS] name {SET DEFAULT value | DROP DEFAULT}; ALTER INDEX/KEY … passed over."""
        if self.word(1) not in ("COLUMN", "IF") and (self.reserved_word(1) or not self.is_name(1)):
            return False
        self.i += 1
        self.take("COLUMN")
        if self.word() == "IF" and self.word(1) == "EXISTS":
            self.i += 2
        self.column_name("ALTER COLUMN names the column it alters")
        if self.take("SET"):
            if self.word() in ("VISIBLE", "INVISIBLE"):
                raise _Unknown()  # MySQL 8's: server_grammar's
            self.need("DEFAULT", "ALTER COLUMN name SET DEFAULT value, or DROP DEFAULT")
            self.default_value()
        elif self.take("DROP"):
            self.need("DEFAULT", "ALTER COLUMN name DROP DEFAULT")
        elif self.word() in ("SET DEFAULT", "DROP DEFAULT"):
            self.i += 1
            if self.word(-1) == "SET DEFAULT":
                self.default_value()
        else:
            self.leave("ALTER COLUMN name is followed by SET DEFAULT value or DROP DEFAULT")
        return True

    def drop(self) -> bool:
        """DROP [COLUMN] [IF EXISTS] name [RESTRICT | CASCADE] | DROP {INDEX | KEY | FOREIGN KEY | CONSTRAINT |
        CHECK} [IF EXISTS] name | DROP PRIMARY KEY; others (PERIOD, SYSTEM VERSIONING) passed over."""
        self.i += 1
        w = self.word()
        if w in ("PRIMARY KEY", "PRIMARY"):
            self.i += 1
            if w == "PRIMARY":
                self.need("KEY", "DROP PRIMARY KEY")
            return True
        if w in ("PERIOD", "SYSTEM", "SYSTEM VERSIONING"):
            return False
        if w in ("FOREIGN", "FOREIGN KEY"):
            self.i += 1
            if w == "FOREIGN":
                self.need("KEY", "DROP FOREIGN KEY name")
        elif w in ("INDEX", "KEY", "CONSTRAINT", "CHECK", "COLUMN"):
            self.i += 1
        if self.word() == "IF" and self.word(1) == "EXISTS":
            self.i += 2
        self.column_name("DROP names what it drops")
        if w not in ("INDEX", "KEY", "CONSTRAINT", "CHECK", "FOREIGN", "FOREIGN KEY"):
            self.take("RESTRICT", "CASCADE")
            if not self.end_of_item() and w not in ("COLUMN", "IF"):
                raise _Unknown()  # (`DROP FOREING KEY fk`: a kind's word misspelt, which another check names)
        return True

    def holds_partition(self) -> bool:
        """Whether the item from here to its comma names a partition (its list has commas of its own)."""
        if not self.partitioned:
            return False
        depth, k = 0, 0
        while self.at(k) is not None and not (depth == 0 and self.sym(k) == ","):
            depth += (self.sym(k) == "(") - (self.sym(k) == ")")
            if depth == 0 and self.word(k).split(" ", 1)[0] in ("PARTITION", "PARTITIONS", "PARTITIONING"):
                return True
            k += 1
        return False

    def added(self) -> bool:
        """After ADD [COLUMN]: a column's definition, a key's, or a list of them in parentheses."""
        if self.word() == "IF" and self.word(1) == "NOT" and self.word(2) == "EXISTS":
            self.i += 3  # (opt_if_not_exists_table_element)
        if self.sym() == "(":
            self.i += 1
            while True:
                self.element()
                if not self.take_sym(","):
                    break
            self.need_sym(")", "a definition ends at a comma or at the list's `)`")
            return True
        w = self.word()
        if w in ("PERIOD", "SYSTEM", "SYSTEM VERSIONING") or w == "CONSTRAINT" and self.word(1) == "IF":
            return False
        if w in _KEY_STARTS and self.word(-1) == "ADD":
            self.key_def()
            return True
        self.column_def()
        return self.place()

    def place(self) -> bool:
        """opt_place: FIRST | AFTER a column's name."""
        if self.take("FIRST"):
            return True
        if self.take("AFTER"):
            self.name("AFTER names a column")
        return True


def alter_departure(tokens: list, start: int) -> Optional[tuple[str, int]]:
    """(message, offset) where an ALTER TABLE's clauses (from token `start`, after the table's
    name) leave the grammar they share with CREATE TABLE (a column's definition, a key's, the
    table options), or None: they keep to it, or hold something the recognizer does not follow."""
    from sqlglot.tokens import TokenType

    if any(t.comments and any(c.lstrip().startswith(("!", "M!")) for c in t.comments) for t in tokens):
        return None  # a versioned comment: text the server reads, the tokenizer does not
    for a, b in zip(tokens, tokens[1:]):
        if a.token_type is TokenType.NUMBER and b.start == a.end + 1 and b.text[:1].isalpha():
            return None  # `1a`: a name that begins with a digit
    while tokens and tokens[-1].token_type is TokenType.SEMICOLON:
        tokens = tokens[:-1]
    reader = _AlterReader(tokens, TokenType)
    reader.i = start
    try:
        reader.alter_list()
    except _Leaves as left:
        return left.at_token(tokens)
    except (_Unknown, IndexError, AttributeError):
        pass
    return None
