"""The first words of a CREATE TABLE's query (sql_yacc.yy opt_create_select): a mixin of
table_elements' reader, which reads no further into the query (its grammar is not followed)."""

from __future__ import annotations

# the clauses of a SELECT after its select_item_list: none may come first
_CLAUSES_AFTER_ITEMS = frozenset({"FROM", "WHERE", "GROUP BY", "GROUP", "HAVING", "ORDER BY", "ORDER", "LIMIT",
                                  "WINDOW", "INTO", "UNION", "EXCEPT", "INTERSECT"})


class CreateSelectReader:
    """opt_create_select, on the reader's tokens (a mixin: `take`, `take_sym`, `word`, `at`, `leave`, `unknown`)."""

    def query_start(self) -> None:
        """opt_create_select: `opt_duplicate opt_as create_select_query_expression`: [IGNORE |
        REPLACE] [AS], then a query, which begins with SELECT, WITH, VALUES or `(` (MariaDB 10.11
        has no TABLE statement; MySQL's is server_grammar's), and a SELECT lists what it selects
        before FROM (select_item_list is not optional). Only the query's first words are read."""
        self.take("IGNORE") or self.take("REPLACE")
        self.take("AS")
        while self.take_sym("("):
            pass
        w = self.word()
        if w == "SELECT":
            if self.at(1) is None or self.word(1) in _CLAUSES_AFTER_ITEMS:
                self.leave("SELECT lists what it selects (an expression or *) before its FROM", 1)
            raise self.unknown()
        if w in ("WITH", "VALUES", "TABLE"):
            raise self.unknown()
        self.leave("a CREATE TABLE's query begins with SELECT, WITH, VALUES or `(`")
