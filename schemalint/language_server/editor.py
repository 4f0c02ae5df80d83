"""What the language server asks of the pipeline, without any protocol: lint an open
document (with its unsaved text), find the table or index under the cursor and its
estimate, and the edits behind the code actions. `lsp.py` speaks the protocol around it.

Positions here are 0-based (line, character) like LSP's; findings' spans are 1-based.
Characters are counted in code points (the server announces the UTF-32 position encoding
when the client offers it, else columns are exact for text in the Basic Multilingual Plane).

A document inside a migrations folder whose tool schemalint recognises (Flyway, golang-migrate,
dbmate, Prisma, Liquibase, sqitch, Atlas) is linted as `check FOLDER --changed FILE` does: the
folder, with the document's unsaved text in place of the file, is the model; the findings the
document introduces are its diagnostics. Any other file is linted alone.
"""

from __future__ import annotations

import pickle
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

from ..pipeline.cache import Cache, default_directory
from ..config import Config, baseline_file, find_config_file, load_config
from ..findings import Finding
from ..pipeline.lint import LintResult, lint, read_inputs
from ..read.source import decode, split

SUPPRESS_TEMPLATE = "-- schemalint: ignore {code} {reason}"
DEFAULT_REASON = "reason: …"


class MemoryCache(Cache):
    """The cache's per-statement layer kept in memory: an edit re-parses only the edited
    statement, and nothing is written to the user's work tree on every keystroke."""

    def __init__(self) -> None:
        super().__init__(default_directory())
        self._entries: dict[str, bytes] = {}

    def _read(self, name: str) -> Any:
        data = self._entries.get(name)
        return None if data is None else pickle.loads(data)

    def _write(self, name: str, value: Any) -> None:
        self._entries[name] = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)


@dataclass
class LintedDocument:
    """One lint of one document: its findings and what produced them."""

    path: str
    text: str
    findings: list[Finding]
    result: LintResult
    config: Config
    folder: Optional[str] = None  # the migrations folder that was the model, if any


def same_file(a: Optional[str], b: str) -> bool:
    if a is None:
        return False
    if a == b:  # findings carry the path the document was given as: no file system call
        return True
    try:
        return Path(a).resolve() == Path(b).resolve()
    except OSError:
        return False


def config_for(path: str) -> Config:
    """The configuration `check` would use when run from the document's folder."""
    return load_config(find_config_file(Path(path).parent))


def baseline_for(config: Config, workspace_root: Optional[str]) -> Optional[Path]:
    """The baseline `check` would read: in the workspace root or beside the config file."""
    return baseline_file(None, False, config, Path(workspace_root) if workspace_root else None)


def migrations_folder(path: str) -> Optional[str]:
    """The migrations folder the file belongs to, when its tool is recognised; else None."""
    from ..read.migrations import LayoutError, folder_of, plan

    folder = folder_of(path)
    try:
        return folder if plan(folder).layout != "plain" else None
    except (LayoutError, OSError):
        return None


def lint_document(path: str, text: str, cache: Optional[Cache] = None,
                  workspace_root: Optional[str] = None, config: Optional[Config] = None) -> LintedDocument:
    """Lint the open document as the command line would (config, baseline, suppressions);
    raises ConfigError / InputError as `check` does."""
    from ..pipeline.changes import ChangeSet, Scope, narrow

    config = config if config is not None else config_for(path)
    document = decode(text.encode("utf-8"), path)
    folder = migrations_folder(path)
    change = None
    if folder is not None:
        sources = list(read_inputs([folder]))
        placed = False
        for i, source in enumerate(sources):
            if same_file(source.path, path):
                sources[i], placed = document, True
        if not placed:  # a new migration not saved yet: the newest one
            sources.append(document)
        paths = [folder]
        change = ChangeSet([folder], {str(Path(path).resolve())})
    else:
        sources, paths = [document], [path]
    result = lint(paths, config, sources=sources, cache=cache)
    baseline = baseline_for(config, workspace_root)
    if change is not None or baseline is not None:
        result = narrow(result, Scope(paths, change=change, baseline=baseline, sources=sources), config)
    findings = [f for f in result.findings if same_file(f.path, path)]
    return LintedDocument(path, text, findings, result, config, folder)


# -- where the cursor is ----------------------------------------------------------------------
def _offset(text: str, line: int, character: int) -> int:
    """Offset of a 0-based (line, character) position in text."""
    start = 0
    for _ in range(line):
        nl = text.find("\n", start)
        if nl < 0:
            return len(text)
        start = nl + 1
    end = text.find("\n", start)
    end = len(text) if end < 0 else end
    return min(start + character, end)


def _position(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset)
    return line, offset - (text.rfind("\n", 0, offset) + 1)


def word_at(text: str, line: int, character: int) -> Optional[str]:
    """The identifier under the cursor (backticks and quotes stripped)."""
    offset = _offset(text, line, character)
    is_word = lambda ch: ch.isalnum() or ch in "_$"  # noqa: E731
    start = offset
    while start > 0 and is_word(text[start - 1]):
        start -= 1
    end = offset
    while end < len(text) and is_word(text[end]):
        end += 1
    return text[start:end] or None


def statement_at(linted: LintedDocument, line: int, character: int):
    """The source.Statement under a 0-based position, or None."""
    offset = _offset(linted.text, line, character)
    statements, _ = split(decode(linted.text.encode("utf-8"), linted.path))
    for stmt in statements:
        if stmt.start <= offset <= stmt.end:
            return stmt
    return None


def _statement_table(stmt) -> Optional[tuple[Optional[str], str]]:
    """(schema, table) a CREATE TABLE / ALTER TABLE / CREATE INDEX statement is about."""
    if stmt.kind not in ("CREATE TABLE", "ALTER TABLE", "CREATE INDEX", "CREATE UNIQUE INDEX", "DROP INDEX"):
        return None
    from sqlglot import exp

    from ..read.parse import ParseFailure, parse_statement

    tree = parse_statement(stmt)
    if isinstance(tree, ParseFailure):  # a statement that does not parse has no hover
        return None
    table = tree.find(exp.Table)
    if table is None or not table.name:
        return None
    return (table.db or None, table.name)


@dataclass
class HoverSubject:
    table: Any  # model.Table
    index: Optional[str]  # None: the table itself


def hover_subject(linted: LintedDocument, line: int, character: int) -> Optional[HoverSubject]:
    """The table, or an index of it, named under the cursor inside a CREATE/ALTER statement."""
    word = word_at(linted.text, line, character)
    stmt = statement_at(linted, line, character)
    if not word or stmt is None:
        return None
    named = _statement_table(stmt)
    if named is None:
        return None
    table = _model_table(linted.result.model, *named)
    if table is None:
        return None
    if word.lower() == table.name.lower():
        return HoverSubject(table, None)
    for ix in table.indexes:
        if (ix.name or "").lower() == word.lower():
            return HoverSubject(table, ix.name)
    if word.upper() == "PRIMARY" and table.primary_key is not None:
        return HoverSubject(table, table.primary_key.name or "PRIMARY")
    return None


def _model_table(model, schema: Optional[str], name: str):
    lower = name.lower()
    for table in model.tables():
        if table.name.lower() == lower and (schema is None or (table.schema or "").lower() == schema.lower()):
            return table
    return None


def table_estimate(linted: LintedDocument, table) -> Optional[dict]:
    """`estimate --format json`'s entry for the table (same code, same numbers)."""
    from ..estimate import estimate_model
    from ..report.estimate_json import table_dict

    estimates = linted.result.estimates or estimate_model(linted.result.model, linted.config)
    key = f"{table.schema}.{table.name}" if table.schema else table.name
    for t in estimates.tables:
        if t.table == key or t.table.lower() == key.lower():
            found = table_dict(t) | {"buffer_pool_bytes": estimates.server.buffer_pool_bytes}
            for entry, ix in zip(found["indexes"], t.indexes):  # the row counts `estimate` prints without rows
                entry["depth_at"] = {d: ix.depth_thresholds.get(d) for d in (3, 4)}
            return found
    return None


def _bytes(n: Optional[float]) -> str:
    if n is None:
        return "—"
    from ..estimate.units import size

    return f"{size(n)} ({int(n):,} bytes)"


def _count(n: Optional[float]) -> str:
    return "—" if n is None else f"{int(n):,}"


def hover_markdown(subject: HoverSubject, estimate: dict) -> str:
    """The estimate of a table or one of its indexes, as Markdown (the numbers of
    `estimate --format json`, in the words of `estimate`)."""
    from ..estimate.units import count

    rows = estimate.get("rows")
    name = estimate["table"]
    if rows is None:
        head = f"**{name}** · no row count (give `rows` in `[tables.{name.split('.')[-1]}]` or `--rows`)"
    else:
        head = f"**{name}** · {_count(rows)} rows ({estimate.get('rows_source')})"
    lines = [head, ""]
    indexes = estimate.get("indexes", [])
    if subject.index is not None:
        indexes = [ix for ix in indexes if ix["name"].lower() == subject.index.lower()]
    for ix in indexes:  # in `estimate`'s words: rec B, rec/leaf, fanout, "depth 4 at 23.8 M rows"
        kind = "PRIMARY KEY" if ix["primary"] else (f"UNIQUE {ix['name']}" if ix["unique"] else f"KEY {ix['name']}")
        lines += [f"**{kind}** ({', '.join(ix['columns'])}) · {ix['insert_order']} inserts", "",
                  f"- record: {ix['record_bytes']:g} B, {ix['records_per_leaf']:,.0f} per leaf page, "
                  f"fanout {ix['fanout']:,.0f}"]
        if rows is not None:
            lines += [f"- leaf pages: {_count(ix['leaf_pages'])}; depth {_count(ix['depth'])}",
                      f"- size: {_bytes(ix['size_bytes'])}; hot set: {_bytes(ix['hot_bytes'])}",
                      f"- depth {ix['depth'] + 1} at {count(ix['rows_at_next_depth'])} rows"]
        else:
            lines.append("- " + ", ".join(f"depth {d} at {count(at)} rows" for d, at in ix.get("depth_at", {}).items()
                                         if at is not None))
        if ix.get("reads_per_insert") is not None:
            lines.append(f"- page reads per insert: {ix['reads_per_insert']:g}")
        cliff = ix.get("cliff_rows")
        if isinstance(cliff, dict) and any(cliff.values()):
            lines.append("- reads per insert reach " + ", ".join(
                f"{level} at {count(at)} rows" for level, at in cliff.items() if at))
        lines.append("")
    pool = _bytes(estimate.get("buffer_pool_bytes"))
    if rows is not None:
        lines.append(f"table: {_bytes(estimate.get('size_bytes'))} on disk, hot set "
                     f"{_bytes(estimate.get('hot_bytes'))} against a {pool} buffer pool: {estimate.get('fit')}")
    if estimate.get("rows_when_not_fitting"):
        lines.append(f"hot set outgrows the {pool} buffer pool at ≈ {_count(estimate['rows_when_not_fitting'])} rows")
    return "\n".join(lines).rstrip() + "\n"


# -- code actions -----------------------------------------------------------------------------
@dataclass
class TextEdit:
    """Replace text between two 0-based positions."""

    start: tuple[int, int]
    end: tuple[int, int]
    new_text: str


def _statement_of(linted: LintedDocument, finding: Finding):
    """The source.Statement the finding points into, or None."""
    return statement_at(linted, finding.span.line - 1, finding.span.column - 1) if finding.span else None


def suppression_edit(linted: LintedDocument, finding: Finding) -> Optional[TextEdit]:
    """An ignore comment on its own line above the statement the finding points into."""
    if finding.span is None:
        return None
    stmt = _statement_of(linted, finding)
    line = _position(linted.text, stmt.start)[0] if stmt is not None else finding.span.line - 1
    line_start = _offset(linted.text, line, 0)
    indent = linted.text[line_start:len(linted.text) - len(linted.text[line_start:].lstrip(" \t"))]
    comment = SUPPRESS_TEMPLATE.format(code=finding.code, reason=DEFAULT_REASON)
    return TextEdit((line, 0), (line, 0), f"{indent}{comment}\n")


def fix_after_statement_edit(linted: LintedDocument, finding: Finding) -> Optional[TextEdit]:
    """The finding's fix DDL inserted after the statement it points into."""
    stmt = _statement_of(linted, finding) if finding.fix else None
    if stmt is None:
        return None
    end = stmt.end
    if linted.text[end:end + 1] == ";":
        end += 1
    line_end = linted.text.find("\n", end)
    line_end = len(linted.text) if line_end < 0 else line_end
    at = _position(linted.text, line_end)
    return TextEdit(at, at, "\n" + finding.fix.rstrip() + "\n")


_UTF8MB3 = ("utf8", "utf8mb3")


def local_quick_fix(linted: LintedDocument, finding: Finding) -> Optional[tuple[str, list[TextEdit]]]:
    """(title, edits) for a fix that is a local edit of the definition the finding points at:
    SL021 `CHARACTER SET utf8[mb3]` → utf8mb4 (and its utf8_* collation), SL029 `INT(11)` → `INT`."""
    if finding.span is None or finding.code not in ("SL021", "SL029"):
        return None
    start = _offset(linted.text, finding.span.line - 1, finding.span.column - 1)
    definition = _definition_tokens(linted.text, start)
    edits: list[TextEdit] = []
    if finding.code == "SL021":
        for tok, begin, end in definition:
            word = tok.text.strip("`'\"").lower()
            if word in _UTF8MB3:
                edits.append(TextEdit(_position(linted.text, begin), _position(linted.text, end), "utf8mb4"))
            elif word.startswith(("utf8_", "utf8mb3_")):
                rest = word.split("_", 1)[1]
                edits.append(TextEdit(_position(linted.text, begin), _position(linted.text, end), f"utf8mb4_{rest}"))
        title = "Use utf8mb4 here"
    else:
        from sqlglot.tokens import TokenType

        for i in range(len(definition) - 3):
            (t0, _, e0), (t1, b1, _), (t2, _, _), (t3, _, e3) = definition[i:i + 4]
            if (t0.text.upper() in ("TINYINT", "SMALLINT", "MEDIUMINT", "INT", "INTEGER", "BIGINT")
                    and t1.token_type == TokenType.L_PAREN and t2.token_type == TokenType.NUMBER
                    and t3.token_type == TokenType.R_PAREN):
                edits.append(TextEdit(_position(linted.text, e0), _position(linted.text, e3), ""))
                break
        title = "Drop the display width"
    return (title, edits) if edits else None


def _definition_tokens(text: str, start: int) -> list[tuple[Any, int, int]]:
    """Tokens (token, start, end offsets) from `start` to the end of the column or key
    definition there: the next comma or closing parenthesis at its own nesting level."""
    from sqlglot.tokens import TokenType

    from ..read.parse import dialect

    tail_end = text.find(";", start)
    tail = text[start:] if tail_end < 0 else text[start:tail_end]
    try:
        tokens = dialect().dialect.tokenize(tail)
    except Exception:  # an unterminated string or comment: no quick fix
        return []
    out, depth = [], 0
    for tok in tokens:
        if tok.token_type == TokenType.L_PAREN:
            depth += 1
        elif tok.token_type == TokenType.R_PAREN:
            if depth == 0:
                break
            depth -= 1
        elif tok.token_type == TokenType.COMMA and depth == 0:
            break
        out.append((tok, start + tok.start, start + tok.end + 1))
    return out


def apply_edits(text: str, edits: list[TextEdit]) -> str:
    """The text after the edits (for tests and the benchmark; editors apply them themselves)."""
    for edit in sorted(edits, key=lambda e: e.start, reverse=True):
        text = text[:_offset(text, *edit.start)] + edit.new_text + text[_offset(text, *edit.end):]
    return text
