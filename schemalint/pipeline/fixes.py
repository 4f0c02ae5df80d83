"""`check --fix` / `--diff`: the findings' DDL fixes written into the user's files.

Only fixes given as DDL (Finding.fix_kind == "ddl") are applied: those are the ones the fix
harness (tests/fix_harness.py) executes on a real server and re-lints; a fix it cannot prove
is given as words and left to the user. A fix is *unsafe* when the linter's own migration
rules object to it as a migration (it rebuilds or locks the table, drops data, or may fail on
the rows: SL601–SL604); unsafe fixes need --unsafe-fixes.

Where a fix goes:
- a schema file: the CREATE TABLE is edited in place, clause by clause (a column's definition
  replaced, a key added or dropped, an ENGINE changed); the rest of the file is left byte for
  byte. A fix whose clauses cannot be written into a CREATE TABLE is left out, with the reason.
- a migrations folder: one new migration in the folder's own layout (Flyway
  `V{n+1}__schemalint_fixes.sql`, golang-migrate `{n+1}_schemalint_fixes.up.sql` + `.down.sql`,
  dbmate, or a plain folder's next number) holding the fixes' statements.
"""

from __future__ import annotations

import difflib
import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional, Sequence

from sqlglot import exp

from ..config import Config
from ..findings import Finding

MIGRATION_RULES = ("SL601", "SL602", "SL603", "SL604")  # what makes a fix unsafe
FIXES_NAME = "schemalint_fixes"


@dataclass
class PlannedFix:
    finding: Finding
    statements: list[str]
    unsafe_because: list[str] = field(default_factory=list)  # the migration rules' headlines
    left_out: Optional[str] = None  # why it is not applied (None: applied)
    deferred: bool = False  # it changes what an earlier fix of this pass changes: the next pass decides


def one_pass(fixes: list) -> list:
    """The fixes of one pass, in order: a fix that changes a column, key or table option an
    earlier one changes waits for the next pass (both were written against the table as it was;
    once the first is applied, the re-lint gives the second anew, or finds it gone)."""
    taken: set[str] = set()
    out = []
    for p in fixes:
        mine = touches(p.statements)
        if conflicts(mine, taken):
            p.left_out, p.deferred = "waits for the next pass (an earlier fix changes the same part)", True
            continue
        taken |= mine
        out.append(p)
    return out


def touches(statements: list[str]) -> set[str]:
    """What the statements change: `table.column.c`, `table.index.i`, `table.primary`,
    `table.fk.f`, or `table.*` (the whole table: ENGINE, CONVERT TO, PARTITION BY)."""
    from ..read.dialect import is_partition_by  # noqa: F401 (options: every one touches the table)
    from ..read.parse import dialect

    d = dialect()
    out: set[str] = set()
    for sql in statements:
        try:
            tree = _one(d, sql)
        except Exception:
            continue
        if isinstance(tree, exp.Update) and isinstance(tree.this, exp.Table):
            t = tree.this.name.lower()
            out |= {f"{t}.column.{eq.this.name.lower()}" for eq in tree.expressions if isinstance(eq, exp.EQ)}
            continue
        if not isinstance(tree, exp.Alter) or not isinstance(tree.this, exp.Table):
            continue
        t = tree.this.name.lower()
        if tree.args.get("options"):
            out.add(f"{t}.*")
        for action in tree.args.get("actions") or []:
            inner = action.expressions if isinstance(action, exp.AddConstraint) else [action]
            for a in inner:
                out |= _touched(t, a)
    return out


def _touched(t: str, a: Any) -> set[str]:
    if isinstance(a, exp.ModifyColumn) and isinstance(a.this, exp.ColumnDef):
        names = {a.this.name.lower(), _name(a.args.get("rename_from")) or a.this.name.lower()}
        return {f"{t}.column.{n}" for n in names}
    if isinstance(a, exp.ColumnDef):
        return {f"{t}.column.{a.name.lower()}"}
    if isinstance(a, exp.DropPrimaryKey):
        return {f"{t}.primary"}
    if isinstance(a, exp.PrimaryKey) or _key_name(a) == "primary":
        return {f"{t}.primary"} | {f"{t}.column.{c}" for c in _key_columns(a)}
    if isinstance(a, exp.Drop):
        kind = (a.args.get("kind") or "").upper()
        what = {"INDEX": "index", "KEY": "index", "FOREIGN KEY": "fk"}.get(kind, "column")
        return {f"{t}.{what}.{_name(x)}" for x in (a.args.get("tables") or [a.this]) if x is not None}
    if isinstance(a, exp.AlterIndex):
        return {f"{t}.index.{_name(a.this)}"}
    name = _key_name(a) or _foreign_key_name(a)
    if name:
        # a new key also touches its columns: a fix that changes the PRIMARY KEY over them is
        # written against the keys the table had, so it waits for the re-lint. A secondary index
        # only reads them (`keycol`): two indexes over one column do not wait for each other
        # (three SL020 fixes on one table took three passes)
        kind = "keycol" if _key_name(a) and not _foreign_key_name(a) else "column"
        return {f"{t}.index.{name}", f"{t}.fk.{name}"} | {f"{t}.{kind}.{c}" for c in _key_columns(a)}
    return {f"{t}.*"}


def _key_columns(a: Any) -> list[str]:
    inner = a.expressions[0] if isinstance(a, exp.Constraint) and a.expressions else a
    if isinstance(inner, exp.UniqueColumnConstraint) and isinstance(inner.this, exp.Schema):
        parts = inner.this.expressions
    elif isinstance(inner, exp.ForeignKey):
        parts = inner.expressions
    else:
        parts = inner.expressions if isinstance(inner, (exp.PrimaryKey, exp.IndexColumnConstraint)) else []
    out = []
    for part in parts:
        column = part if isinstance(part, (exp.Column, exp.Identifier)) else part.find(exp.Column) or part.find(exp.Identifier)
        if column is not None:
            out.append(_name(column))
    return out


def conflicts(a: set[str], b: set[str]) -> bool:
    if any(".keycol." not in x for x in a & b):
        return True
    if {x.replace(".keycol.", ".column.") for x in a if ".keycol." in x} & b or \
            {x.replace(".keycol.", ".column.") for x in b if ".keycol." in x} & a:
        return True  # an index over a column another fix changes
    tables_a = {x.split(".", 1)[0] for x in a}
    tables_b = {x.split(".", 1)[0] for x in b}
    return any(f"{t}.*" in a and t in tables_b or f"{t}.*" in b and t in tables_a for t in tables_a | tables_b)


@dataclass
class FilePlan:
    """What --fix writes: a file's new text (its old text, or None for a new file)."""

    path: str
    old: Optional[str]
    new: str


@dataclass
class FixPlan:
    fixes: list[PlannedFix]
    files: list[FilePlan]

    @property
    def applied(self) -> list[PlannedFix]:
        return [f for f in self.fixes if f.left_out is None]

    def diff(self) -> str:
        out = []
        for f in self.files:
            old = (f.old or "").splitlines(keepends=True)
            new = f.new.splitlines(keepends=True)
            out.extend(difflib.unified_diff(old, new, "/dev/null" if f.old is None else f"a/{f.path.lstrip('/')}",
                                             f"b/{f.path.lstrip('/')}"))
        return "".join(line if line.endswith("\n") else line + "\n" for line in out)

    def write(self) -> None:
        for f in self.files:
            Path(f.path).write_text(f.new, encoding="utf-8", newline="")


def every_finding(findings: Sequence[Finding]) -> list[Finding]:
    """Each finding, the same rule's findings grouped into it, and the rules folded into them."""
    return [g for f in findings for m in (f, *f.members) for g in (m, *m.also)]


def fix_statements(fix: str) -> list[str]:
    """The statements of a DDL fix, comments left out, each ending in `;`."""
    from ..read.source import decode, split

    stmts, _ = split(decode(fix.encode("utf-8"), "fix.sql"))
    return [s.text.strip().rstrip(";").strip() + ";" for s in stmts if s.text.strip()]


# -- which fixes -------------------------------------------------------------------------------
def plan(paths: Sequence[str], findings: Sequence[Finding], config: Config, unsafe: bool,
         layout: Optional[str] = None) -> FixPlan:
    from ..read.migrations import LayoutError, plan as migration_plan

    folders = [p for p in paths if Path(p).is_dir()]
    candidates, seen = [], set()
    for f in every_finding(findings):
        key = (f.code, f.table, f.index, f.fix)
        if f.fix_kind != "ddl" or key in seen:
            continue
        seen.add(key)
        candidates.append(PlannedFix(f, fix_statements(f.fix)))
    _judge_safety(paths, candidates, config, layout)
    for p in candidates:
        if p.unsafe_because and p.finding.severity == "info":
            # a data change or a lock for advice (e.g. partitioning a table of unknown size): by hand
            p.left_out = "unsafe (" + "; ".join(p.unsafe_because) + ") for an info finding: apply it by hand"
        elif p.unsafe_because and not unsafe:
            p.left_out = "unsafe (" + "; ".join(p.unsafe_because) + "): --unsafe-fixes applies it"
    chosen = one_pass([p for p in candidates if p.left_out is None])
    files: list[FilePlan] = []
    if folders:
        try:
            mplan = migration_plan(folders[0], layout)
        except LayoutError as exc:
            for p in chosen:
                p.left_out = str(exc)
            return FixPlan(candidates, files)
        written = _new_migration(folders[0], mplan.layout, mplan.files, chosen)
        if isinstance(written, str):
            for p in chosen:
                p.left_out = written
        else:
            files.extend(written)
        return FixPlan(candidates, files)
    by_file: dict[str, list[PlannedFix]] = {}
    for p in chosen:
        span = p.finding.span
        if span is None or not Path(span.path).is_file():
            p.left_out = "no file to write it into"
            continue
        by_file.setdefault(span.path, []).append(p)
    for path, fixes in by_file.items():
        text = Path(path).read_text(encoding="utf-8")
        new = _edit_schema_file(text, fixes)
        if new != text:
            files.append(FilePlan(path, text, new))
    return FixPlan(candidates, files)


def _judge_safety(paths: Sequence[str], fixes: list[PlannedFix], config: Config, layout: Optional[str]) -> None:
    """Each fix, linted as a migration after the inputs by the migration rules (SL601–SL604):
    what they report about it makes it unsafe."""
    if not fixes:
        return
    from dataclasses import replace

    from .lint import expand_paths, lint, read_inputs
    from ..read.source import decode

    sources = list(read_inputs(expand_paths(list(paths), layout)))
    names = {}
    for i, p in enumerate(fixes):
        name = f"<fix {i + 1}>"
        names[name] = p
        sources.append(decode("\n".join(p.statements).encode("utf-8") + b"\n", name))
    cfg = replace(config, select=list(MIGRATION_RULES), extend_select=[], ignore=[])
    result = lint([], cfg, sources=sources)
    for f in every_finding(result.findings):
        owner = names.get(f.span.path) if f.span else None
        if owner is not None:
            words = (f.headline or f.message).split(": ", 1)[-1]
            owner.unsafe_because.append(f"{f.code} {words}")


# -- a migrations folder -----------------------------------------------------------------------
def _new_migration(folder: str, layout: str, files: Sequence[str], fixes: list[PlannedFix]):
    """[FilePlan] of the new migration, or why there is none."""
    if not fixes:
        return []
    body = "-- written by schemalint check --fix\n" + "".join(
        f"-- {p.finding.code} {p.finding.table or ''}\n" + "\n".join(p.statements) + "\n" for p in fixes)
    root = Path(folder)
    names = [Path(f).name for f in files]
    if layout == "flyway":
        versions = [int(m.group(1)) for n in names if (m := re.match(r"V(\d+)", n))]
        return [FilePlan(str(root / f"V{max(versions, default=0) + 1}__{FIXES_NAME}.sql"), None, body)]
    if layout == "golang-migrate":
        found = [m for n in names if (m := re.match(r"(\d+)_", n))]
        width = max((len(m.group(1)) for m in found), default=1)
        n = max((int(m.group(1)) for m in found), default=0) + 1
        stem = root / f"{n:0{width}d}_{FIXES_NAME}"
        down = ("-- written by schemalint check --fix: the fixes above have no automatic reverse;\n"
                "-- write it here if you need to roll back.\n")
        return [FilePlan(f"{stem}.up.sql", None, body), FilePlan(f"{stem}.down.sql", None, down)]
    if layout == "dbmate":
        stamp = time.strftime("%Y%m%d%H%M%S", time.gmtime())
        return [FilePlan(str(root / f"{stamp}_{FIXES_NAME}.sql"), None, f"-- migrate:up\n{body}\n-- migrate:down\n")]
    if layout == "plain":
        found = [m for n in names if (m := re.match(r"(\D*)(\d+)", n))]
        if found:
            last = max(found, key=lambda m: int(m.group(2)))
            width = len(last.group(2))
            return [FilePlan(str(root / f"{last.group(1)}{int(last.group(2)) + 1:0{width}d}_{FIXES_NAME}.sql"),
                             None, body)]
        return [FilePlan(str(root / f"{FIXES_NAME}.sql"), None, body)]
    return (f"--fix does not write {layout} migrations yet (its bookkeeping: changelog, plan or checksum "
            f"files): paste the fixes (--show-fixes)")


# -- a schema file: the CREATE TABLE edited in place -------------------------------------------
class _Unsupported(Exception):
    pass


def _edit_schema_file(text: str, fixes: list[PlannedFix]) -> str:
    from ..read.source import decode, split

    for p in fixes:
        try:
            stmts, _ = split(decode(text.encode("utf-8"), "schema.sql"))
            text = _apply_fix(text, stmts, p)
        except _Unsupported as exc:
            p.left_out = f"cannot be written into the CREATE TABLE: {exc}"
    return text


def _apply_fix(text: str, stmts: list, p: PlannedFix) -> str:
    from ..read.parse import dialect

    d = dialect()
    table = (p.finding.table or "").rpartition(".")[2].lower()
    edited: dict[str, tuple[Any, str]] = {}  # table → (its CREATE TABLE statement, the text edited so far)
    for sql in p.statements:
        tree = _one(d, sql)
        if isinstance(tree, exp.Update):
            continue  # a schema file holds no rows to fill
        if not isinstance(tree, exp.Alter) or not isinstance(tree.this, exp.Table):
            raise _Unsupported(f"not an ALTER TABLE: {sql[:60]}")
        # a fix may change other tables too (the foreign keys that reference this one, a join
        # pair's other column): each ALTER goes into its own table's CREATE TABLE
        target = tree.this.name.lower()
        if target not in edited:
            creates = [s for s in stmts if s.kind == "CREATE TABLE" and _created_name(s.text, d) == target]
            span = p.finding.span
            if target == table and len(creates) > 1 and span is not None:  # (the same table in several schemas)
                creates = [s for s in creates if s.line <= span.line <= s.line + s.text.count("\n")]
            if len(creates) != 1:
                raise _Unsupported(f"{len(creates)} CREATE TABLE statements of {target}")
            edited[target] = (creates[0], creates[0].text)
        stmt, create = edited[target]
        for action in tree.args.get("actions") or []:
            create = _apply_action(create, action, d, sql, stmt.text)
        for node in tree.args.get("options") or []:
            create = _apply_option(create, node, d, sql)
        edited[target] = (stmt, create)
    for stmt, create in sorted(edited.values(), key=lambda e: -e[0].start):  # the last first: offsets hold
        text = text[:stmt.start] + create + text[stmt.start + len(stmt.text):]
    return text


def _created_name(sql: str, d: Any) -> Optional[str]:
    from ..read.table_parts import _HEAD  # (the header up to the body's "(")

    m = _HEAD.match(sql)
    if m is None:
        return None
    try:
        tree = _one(d, m.group(0)[:-1] + "(_ INT)")
    except Exception:
        return None
    target = tree.this.this if isinstance(tree.this, exp.Schema) else tree.this
    return target.name.lower() if isinstance(target, exp.Table) else None


@dataclass
class _Body:
    """A CREATE TABLE's top-level definitions: where each stands, and what it defines."""

    text: str
    close: int  # offset of the body's ")"
    parts: list[tuple[int, int]]

    @classmethod
    def of(cls, text: str) -> "_Body":
        from ..read.table_parts import _tokens_re

        depth, start, parts, pos = 0, -1, [], 0
        tokens = _tokens_re()
        while (m := tokens.search(text, pos)) is not None:
            c, pos = m.group(), m.end()
            if c == "--" or c == "#":
                nl = text.find("\n", pos)
                pos = len(text) if nl < 0 else nl
            elif c == "/*":
                end = text.find("*/", pos)
                pos = len(text) if end < 0 else end + 2
            elif c == "(":
                depth += 1
                if depth == 1:
                    start = pos
            elif c == ")":
                depth -= 1
                if depth == 0:
                    parts.append(_trim(text, start, m.start()))
                    return cls(text, m.start(), parts)
            elif c == "," and depth == 1:
                parts.append(_trim(text, start, m.start()))
                start = pos
        raise _Unsupported("no table body")

    def part_text(self, i: int) -> str:
        s, e = self.parts[i]
        return self.text[s:e]

    def find_text(self, text: str) -> Optional[int]:
        return next((i for i in range(len(self.parts)) if self.part_text(i) == text), None)

    def find(self, predicate) -> Optional[int]:
        for i in range(len(self.parts)):
            if predicate(_definition(self.part_text(i))):
                return i
        return None

    def indent(self) -> str:
        s = self.parts[-1][0]
        line_start = self.text.rfind("\n", 0, s) + 1
        lead = self.text[line_start:s]
        return "\n" + lead if lead.strip() == "" and line_start > 0 else " "

    def replace(self, i: int, new: str) -> str:
        s, e = self.parts[i]
        return self.text[:s] + new + self.text[e:]

    def remove(self, i: int) -> str:
        """The definition and the comma after it (before it, for the last one); its whole line
        when it stood on lines of its own."""
        s, e = self.parts[i]
        text = self.text
        if i == len(self.parts) - 1:
            if i == 0:
                raise _Unsupported("the table's only definition")
            return text[:self.parts[i - 1][1]] + text[e:]
        nxt = self.parts[i + 1][0]
        line_start = text.rfind("\n", 0, s) + 1
        next_line = text.rfind("\n", 0, nxt) + 1
        if text[line_start:s].strip() == "" and next_line > e and text[next_line:nxt].strip() == "":
            return text[:line_start] + text[next_line:]
        return text[:s] + text[nxt:]

    def append(self, new: str) -> str:
        e = self.parts[-1][1]
        return self.text[:e] + "," + self.indent() + new + self.text[e:]

    def insert_after(self, i: int, new: str) -> str:
        e = self.parts[i][1]
        return self.text[:e] + "," + self.indent() + new + self.text[e:]

    def insert_first(self, new: str) -> str:
        s = self.parts[0][0]
        return self.text[:s] + new + "," + self.indent() + self.text[s:]


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    """The definition without blanks and comments around it."""
    part = text[start:end]
    # a comment after the comma belongs to the line before (`ts INT, -- the time`)
    lines = part.split("\n")
    while lines and (not lines[0].strip() or lines[0].strip().startswith(("--", "#"))):
        start += len(lines[0]) + 1
        lines.pop(0)
    part = text[start:end]
    lead = len(part) - len(part.lstrip())
    return start + lead, start + len(part.rstrip())


def _definition(part: str) -> Any:
    from ..read.parse import dialect

    try:
        tree = _one(dialect(), f"CREATE TABLE _t ({part})")
    except Exception:
        return None
    schema = tree.this
    return schema.expressions[0] if isinstance(schema, exp.Schema) and schema.expressions else None


def _key_name(node: Any) -> Optional[str]:
    """PRIMARY for a primary key; an index's name; None for a column or anything else."""
    if isinstance(node, exp.Constraint):
        inner = node.expressions[0] if node.expressions else None
        if isinstance(inner, exp.PrimaryKey):
            return "primary"
        if isinstance(inner, exp.UniqueColumnConstraint):
            schema = inner.this
            name = schema.this.name if isinstance(schema, exp.Schema) and schema.this else None
            return (name or node.this.name).lower()
        return node.this.name.lower() if node.this else None
    if isinstance(node, exp.PrimaryKey):
        return "primary"
    if isinstance(node, exp.IndexColumnConstraint):
        return node.this.name.lower() if node.this else None
    if isinstance(node, exp.UniqueColumnConstraint):
        schema = node.this
        return schema.this.name.lower() if isinstance(schema, exp.Schema) and schema.this else None
    return None


def _column_name(node: Any) -> Optional[str]:
    return node.name.lower() if isinstance(node, exp.ColumnDef) else None


def _apply_option(create: str, node: Any, d: Any, sql: str) -> str:
    """A table option or PARTITION BY of the fix's ALTER TABLE, written into the CREATE TABLE."""
    from ..read.dialect import is_partition_by

    if isinstance(node, (exp.AlgorithmProperty, exp.LockProperty)):
        return create
    if is_partition_by(node):
        create = _without_partitioning(create, d)
        at = " ".join(sql.upper().split()).find("PARTITION BY")
        words = sql.split()
        clause = " ".join(words[len(" ".join(sql.upper().split())[:at].split()):])  # (the fix's own words)
        return create.rstrip() + "\n" + clause.rstrip(";").rstrip()
    if isinstance(node, exp.Properties):
        for prop in node.expressions:
            create = _set_table_option(create, prop, d)
        return create
    return _set_table_option(create, node, d)


def _apply_action(create: str, action: Any, d: Any, sql: str = "", original: str = "") -> str:
    body = _Body.of(create)
    if isinstance(action, exp.ModifyColumn) and isinstance(action.this, exp.ColumnDef):
        old = (action.args.get("rename_from") or action.this).name.lower()
        if action.this.args.get("position") is not None:
            raise _Unsupported("a column moved with FIRST / AFTER")
        i = body.find(lambda n: _column_name(n) == old)
        if i is None:
            raise _Unsupported(f"no column {old}")
        definition = action.this.copy()
        was = _definition(body.part_text(i))
        for kind in (exp.PrimaryKeyColumnConstraint, exp.UniqueColumnConstraint):
            # a key written in the column's definition stays (MODIFY leaves the table's keys alone)
            kept = [c for c in was.args.get("constraints") or [] if isinstance(c.args.get("kind"), kind)]
            if kept and not any(isinstance(c.args.get("kind"), kind) for c in definition.args.get("constraints") or []):
                definition.append("constraints", kept[0].copy())
        return body.replace(i, d.dialect.generate(definition))
    if isinstance(action, exp.ColumnDef):
        position = action.args.get("position")
        definition = action.copy()
        definition.set("position", None)
        sql = d.dialect.generate(definition)
        if position is None:
            last = max(i for i in range(len(body.parts)) if _column_name(_definition(body.part_text(i))))
            return body.insert_after(last, sql)
        words = d.dialect.generate(position).upper()
        if words.startswith("FIRST"):
            return body.insert_first(sql)
        after = position.this.name.lower() if position.this is not None else ""
        i = body.find(lambda n: _column_name(n) == after)
        if i is None:
            raise _Unsupported(f"no column {after}")
        return body.insert_after(i, sql)
    if isinstance(action, exp.AddConstraint):
        for inner in action.expressions:
            create = _apply_action(create, inner, d, sql)
        return create
    if isinstance(action, (exp.PrimaryKey, exp.UniqueColumnConstraint, exp.IndexColumnConstraint,
                           exp.Constraint, exp.ForeignKey)):
        return body.append(d.dialect.generate(action))
    if isinstance(action, exp.DropPrimaryKey):
        i = body.find(lambda n: _key_name(n) == "primary")
        if i is None:
            raise _Unsupported("the PRIMARY KEY is written in a column's definition")
        return body.remove(i)
    if isinstance(action, exp.Drop):
        kind = (action.args.get("kind") or "").upper()
        targets = action.args.get("tables") or [action.this]
        if len(targets) != 1:
            raise _Unsupported(f"DROP of {len(targets)} names")
        name = _name(targets[0])
        if kind in ("INDEX", "KEY"):
            i = body.find(lambda n: _key_name(n) == name)
        elif kind == "FOREIGN KEY":
            i = body.find(lambda n: _foreign_key_name(n) == name)
            if i is None:
                i = _unnamed_foreign_key(body, _Body.of(original or create), _created_name(create, d) or "", name)
        elif kind in ("COLUMN", ""):
            i = body.find(lambda n: _column_name(n) == name)
        else:
            raise _Unsupported(f"DROP {kind}")
        if i is None:
            raise _Unsupported(f"no {kind.lower() or 'column'} {name} in the table's definition")
        return body.remove(i)
    if isinstance(action, exp.AlterIndex):
        name = _name(action.this)
        i = body.find(lambda n: _key_name(n) == name)
        if i is None:
            raise _Unsupported(f"no index {name} in the table's definition")
        word = ("IGNORED" if "IGNORED" in sql.upper() else "INVISIBLE") if action.args.get("visible") is False \
            else ("NOT IGNORED" if "IGNORED" in sql.upper() else "VISIBLE")
        return body.replace(i, body.part_text(i) + " " + word)
    if isinstance(action, exp.Properties) or (isinstance(action, exp.Property) and not isinstance(action, exp.PartitionedByProperty)):
        props = action.expressions if isinstance(action, exp.Properties) else [action]
        for prop in props:
            create = _set_table_option(create, prop, d)
        return create
    raise _Unsupported(f"{d.dialect.generate(action)[:60]}")


def _set_table_option(create: str, prop: Any, d: Any) -> str:
    """ENGINE=… (the one table option a fix sets): replaced in the options after the body."""
    if not isinstance(prop, exp.EngineProperty):
        raise _Unsupported(d.dialect.generate(prop)[:60])
    body = _Body.of(create)
    head, tail = create[:body.close + 1], create[body.close + 1:]
    from sqlglot.tokens import TokenType

    tokens = d.dialect.tokenize(tail)
    for i, tok in enumerate(tokens):
        if tok.text.upper() == "ENGINE":
            j = i + 1
            if j < len(tokens) and tokens[j].token_type == TokenType.EQ:
                j += 1
            if j < len(tokens):
                start, end = tok.start, tokens[j].end + 1
                return head + tail[:start] + d.dialect.generate(prop) + tail[end:]
    return head + " " + d.dialect.generate(prop) + tail


def _one(d: Any, sql: str) -> Any:
    trees = [t for t in d.parse(sql) if t is not None]
    if len(trees) != 1:
        raise _Unsupported(f"{len(trees)} statements in {sql[:60]}")
    return trees[0]


def _name(node: Any) -> str:
    """The lower-case name a node stands for (an Identifier's text, a Column's or Table's name)."""
    if node is None:
        return ""
    return (node.this if isinstance(node, exp.Identifier) else node.name).lower()


def _unnamed_foreign_key(body: "_Body", original: "_Body", table: str, name: str) -> Optional[int]:
    """The part of `body` that is the foreign key declared without a name the server calls
    `name`: `<table>_ibfk_<n>`, the n-th such key of the table as it was before the fix
    (ddl.foreign_key_name; an earlier DROP of the fix does not renumber the rest)."""
    prefix = f"{table}_ibfk_"
    number = name[len(prefix):] if name.startswith(prefix) else ""
    if not number.isdigit():
        return None
    unnamed = [original.part_text(i) for i in range(len(original.parts))
               if isinstance(_definition(original.part_text(i)), exp.ForeignKey)]
    if not 0 < int(number) <= len(unnamed):
        return None
    return body.find_text(unnamed[int(number) - 1])


def _foreign_key_name(node: Any) -> Optional[str]:
    if isinstance(node, exp.Constraint) and node.expressions and isinstance(node.expressions[0], exp.ForeignKey):
        return _name(node.this)
    return None


def _without_partitioning(create: str, d: Any) -> str:
    """The CREATE TABLE without its PARTITION BY … (a fix that partitions it anew)."""
    body = _Body.of(create)
    head, tail = create[:body.close + 1], create[body.close + 1:]
    for tok in d.dialect.tokenize(tail):
        if tok.text.upper().startswith("PARTITION"):  # (sqlglot reads "PARTITION BY" as one token)
            return head + tail[:tok.start].rstrip()
    return create
