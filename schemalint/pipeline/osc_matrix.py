"""The README's change × tool table: each case linted as a migration, each tool's verdict on it
(`python -m schemalint.pipeline.osc_matrix` prints it; tests/test_osc_tools.py fails when the README's
copy differs). Apart from osc_tools, which the linter imports: this runs the linter."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..judge.osc_tools import CONDITION_WORDS, LOSES, NEEDS_FLAGS, REFUSES, TOOLS, Verdict, verdicts


# -- the cases and the table ------------------------------------------------------------------
@dataclass(frozen=True)
class Case:
    """One change of the README's table, as a migration schemalint checks."""

    label: str
    setup: str  # CREATE TABLE … (and triggers) the change runs on
    change: str  # the ALTER


MATRIX_CASES: tuple[Case, ...] = (
    Case("MODIFY a column's type (clean copy)",
         "CREATE TABLE orders (id BIGINT NOT NULL PRIMARY KEY, total DECIMAL(10,2) NOT NULL);",
         "ALTER TABLE orders MODIFY total DECIMAL(12,2) NOT NULL;"),
    Case("ADD UNIQUE on a column with duplicates",
         "CREATE TABLE orders (id BIGINT NOT NULL PRIMARY KEY, coupon VARCHAR(20) NULL);",
         "ALTER TABLE orders ADD UNIQUE KEY uk_coupon (coupon);"),
    Case("a UNIQUE column's collation made case-insensitive",
         "CREATE TABLE users (id INT NOT NULL PRIMARY KEY, email VARCHAR(50) COLLATE utf8mb4_bin NOT NULL, "
         "UNIQUE KEY uk_email (email)) DEFAULT CHARSET=utf8mb4;",
         "ALTER TABLE users MODIFY email VARCHAR(50) COLLATE utf8mb4_general_ci NOT NULL;"),
    Case("VARCHAR(100) → VARCHAR(20)",
         "CREATE TABLE notes (id INT NOT NULL PRIMARY KEY, body VARCHAR(100) NOT NULL);",
         "ALTER TABLE notes MODIFY body VARCHAR(20) NOT NULL;"),
    Case("a table with a FOREIGN KEY",
         "CREATE TABLE customers (id INT NOT NULL PRIMARY KEY);\n"
         "CREATE TABLE purchases (id INT NOT NULL PRIMARY KEY, customer_id INT NOT NULL, total INT NOT NULL, "
         "CONSTRAINT fk_customer FOREIGN KEY (customer_id) REFERENCES customers (id));",
         "ALTER TABLE purchases MODIFY total BIGINT NOT NULL;"),
    Case("a table other tables reference",
         "CREATE TABLE customers (id INT NOT NULL PRIMARY KEY, name VARCHAR(20) NOT NULL);\n"
         "CREATE TABLE purchases (id INT NOT NULL PRIMARY KEY, customer_id INT NOT NULL, "
         "CONSTRAINT fk_customer FOREIGN KEY (customer_id) REFERENCES customers (id));",
         "ALTER TABLE customers MODIFY name VARCHAR(40) NOT NULL, ADD INDEX idx_name (name);"),
    Case("a table with a trigger",
         "CREATE TABLE audited (id INT NOT NULL PRIMARY KEY, v INT NOT NULL);\n"
         "CREATE TABLE audit_log (id INT NOT NULL AUTO_INCREMENT PRIMARY KEY, msg VARCHAR(50));\n"
         "CREATE TRIGGER audited_ai AFTER INSERT ON audited FOR EACH ROW INSERT INTO audit_log (msg) VALUES ('x');",
         "ALTER TABLE audited MODIFY v BIGINT NOT NULL;"),
    Case("a table without PRIMARY or UNIQUE key",
         "CREATE TABLE events (a INT NOT NULL, b INT NOT NULL);",
         "ALTER TABLE events MODIFY b BIGINT NOT NULL;"),
    Case("CHANGE old new … (a column rename)",
         "CREATE TABLE notes (id INT NOT NULL PRIMARY KEY, body VARCHAR(100) NOT NULL);",
         "ALTER TABLE notes CHANGE body content VARCHAR(200) NOT NULL;"),
    Case("ALTER TABLE … RENAME TO",
         "CREATE TABLE notes (id INT NOT NULL PRIMARY KEY, body VARCHAR(100) NOT NULL);",
         "ALTER TABLE notes RENAME TO memos;"),
)

MATRIX_SERVERS = ("8.0.40", "10.11.0-MariaDB")


def matrix_verdicts(case: Case, version: str) -> tuple[Any, list[Verdict]]:
    """The assessment of the case's ALTER on `version`, and each tool's verdict on it."""
    from ..config import config_from_dict
    from .lint import lint
    from ..read.source import decode

    config = config_from_dict({"server": {"version": version}}, "osc matrix")
    sql = f"{case.setup}\n{case.change}\n"
    result = lint([], config, sources=[decode(sql.encode(), "matrix.sql")])
    record = [a for a in result.loaded.assessments if a.preflight is not None][-1]
    return record, verdicts(record.preflight)


def matrix_markdown() -> str:
    """The README's table: change × tool → runs / refuses / loses rows / blocks."""
    lines = []
    for version in MATRIX_SERVERS:
        rows = []
        server = None
        for case in MATRIX_CASES:
            record, found = matrix_verdicts(case, version)
            server = record.server
            cells = [_server_cell(record)] + [_cell(v) for v in found]
            rows.append(f"| {case.label} | " + " | ".join(cells) + " |")
        lines.append(f"On {server}:\n")
        lines.append("| change | the ALTER itself | " + " | ".join(TOOLS) + " |")
        lines.append("|---|---|" + "---|" * len(TOOLS))
        lines.extend(rows)
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"


def _server_cell(record: Any) -> str:
    from ..judge.ddl import NONE

    if any(a.may_fail and "duplicate" in a.may_fail for a in record.actions):
        state = "fails on duplicates"
    elif any(a.may_fail for a in record.actions):
        state = "fails on values that do not fit"
    else:
        state = ""
    how = record.algorithm if record.algorithm != "INPLACE" or not record.rebuild else "INPLACE, rebuild"
    lock = "runs" if record.lock == NONE else f"blocks writes (LOCK={record.lock})"
    return f"{lock}, {how}" + (f"; {state}" if state else "")


def _cell(v: Verdict) -> str:
    if v.outcome == NEEDS_FLAGS:
        return "runs with " + " ".join(f"`{f}`" for f in v.flags)
    if v.outcome == REFUSES:
        why = "; ".join(dict.fromkeys(CONDITION_WORDS.get(p.condition, p.condition) for p, _ in v.decided_by))
        return f"refuses: {why}"
    if v.outcome == LOSES:
        if all(p.condition == "truncation" for p, _ in v.decided_by):
            return "**cuts values**"
        return "**loses rows**"
    return "runs"


if __name__ == "__main__":  # python -m schemalint.pipeline.osc_matrix: the README's table
    print(matrix_markdown(), end="")
