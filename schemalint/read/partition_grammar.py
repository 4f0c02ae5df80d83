"""CREATE TABLE's partitioning clause as MariaDB 10.11's sql_yacc.yy has it (partitioning,
part_type_def, part_definition, sub_part_definition), for the CREATE TABLE recognizer
(table_elements._Reader, which brings the token reading this mixin calls: word, sym, take,
need, leave, unknown …)."""

from __future__ import annotations

# what ends the table options: the query, the partitioning (their own grammars)
QUERY_OR_PARTITIONING = frozenset({"AS", "SELECT", "IGNORE", "REPLACE", "PARTITION", "PARTITION BY", "TABLE",
                                    "VALUES", "LIKE"})


class PartitioningReader:
    """PARTITION BY … [PARTITIONS n] [SUBPARTITION BY …] [( part_definition, … )]."""

    # partitioning: PARTITION BY part_type_def [PARTITIONS n] [sub_part] [( part_def, … )], then the query or the end
    def partitioning(self) -> None:
        if not self.take("PARTITION BY"):
            self.i += 1
            self.need("BY", "PARTITION BY")
        self.part_type("PARTITION")
        if self.take("PARTITIONS"):
            self.unsigned_number()
            self.need_number("PARTITIONS is followed by their number")
        if self.take("SUBPARTITION BY") or (self.word() == "SUBPARTITION" and self.word(1) == "BY" and self.take("SUBPARTITION")
                                            and self.take("BY")):
            self.part_type("SUBPARTITION")
            if self.take("SUBPARTITIONS"):
                self.unsigned_number()
                self.need_number("SUBPARTITIONS is followed by their number")
        if self.sym() == "(" and self.word(1) not in ("SELECT", "WITH", "VALUES", "TABLE") and self.sym(1) != "(":
            self.part_definitions("PARTITION")
        if self.at() is None or self.word() in QUERY_OR_PARTITIONING or self.sym() == "(" or self.word() == "WITH":
            return
        self.leave("cannot stand after the partitioning clause (PARTITION BY …, PARTITIONS n, the partitions' list)")

    def part_type(self, level: str) -> None:
        self.take("LINEAR")
        w = self.word()
        if w in ("HASH", "RANGE", "LIST"):
            self.i += 1
            if w != "HASH" and self.take("COLUMNS", "FIELDS"):  # (FIELDS: a synonym of COLUMNS)
                if self.sym() != "(":
                    self.leave(f"{w} COLUMNS lists its columns in parentheses")
                return self.skip_parenthesised()
            if self.sym() != "(":
                self.leave(f"{w} takes its expression in parentheses")
            return self.parenthesised_expression(w)
        if w == "KEY":
            self.i += 1
            if self.take("ALGORITHM"):
                self.need_sym("=", "ALGORITHM = 1 or 2")
                self.need_number("ALGORITHM = 1 or 2")
            if self.sym() != "(":
                self.leave("KEY lists its columns in parentheses")
            return self.skip_parenthesised()
        raise self.unknown()  # SYSTEM_TIME (its INTERVAL and LIMIT), or another word: partitioning's own checks

    def need_number(self, why: str) -> None:
        if self.number_token() not in ("NUM", "LONG"):  # real_ulong_num: dec_num_error on `1.5`, `1e3`
            self.leave(why)
        self.i += 1

    def part_definition(self, level: str) -> None:
        """part_definition / sub_part_definition: PARTITION name [VALUES …] [options] [( subpartitions )]."""
        self.take(level)  # (opt_partition: the keyword may be left out)
        if not (self.is_name() or self.is_string()):
            self.leave(f"{level} is followed by its name")
        self.i += 1
        if level == "PARTITION":
            if self.take("VALUES"):
                if self.take("IN"):
                    if self.sym() != "(":
                        self.leave("VALUES IN lists its values in parentheses")
                    self.partition_values()
                elif self.take("LESS"):
                    self.need("THAN", "VALUES LESS THAN")
                    if not self.take("MAXVALUE"):
                        if self.sym() != "(":
                            self.leave("VALUES LESS THAN (value) or MAXVALUE")
                        self.partition_values()
                else:
                    self.leave("VALUES IN (…) or VALUES LESS THAN …")
            else:
                self.take("DEFAULT", "HISTORY", "CURRENT")
        while not (self.end_of_item() or self.sym() == "("):
            w = self.word()
            if w == "STORAGE":
                self.i += 1
                w = self.word()
            if w in ("ENGINE", "COMMENT", "TABLESPACE", "CONNECTION", "MAX_ROWS", "MIN_ROWS", "NODEGROUP"):
                self.i += 1
            elif w in ("DATA", "INDEX") and self.word(1) == "DIRECTORY":
                self.i += 2
            elif w in ("DATA DIRECTORY", "INDEX DIRECTORY"):
                self.i += 1
            elif self.is_name() and self.sym(1) in ("=", ":="):
                self.engine_option()
                continue
            else:
                self.leave(f"cannot stand in a {level}'s definition: its options (ENGINE, COMMENT, DATA DIRECTORY …)")
            self.take_sym("=") or self.take_sym(":=")
            if not (self.word() or self.is_string() or self.is_number()
                    or self.at() is not None and self.at().token_type in self.quoted):
                self.leave("a partition's option is followed by its value")
            self.i += 1
        if self.sym() == "(" and level == "PARTITION":
            self.part_definitions("SUBPARTITION")

    def partition_values(self) -> None:
        """VALUES IN (…) / LESS THAN (…): expressions, MAXVALUE among them (part_func_max, part_value_item)."""
        self.maxvalue = True
        try:
            self.parenthesised_list()
        finally:
            self.maxvalue = False

    def part_definitions(self, level: str) -> None:
        """From `(` past `)`: part_def_list / sub_part_list."""
        self.i += 1
        while True:
            self.part_definition(level)
            if not self.take_sym(","):
                break
        self.need_sym(")", f"{level.lower()} definitions are separated by commas and closed by `)`")
