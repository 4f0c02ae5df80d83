"""A CREATE TABLE assembled from parts other tables share (read/table_parts.py) is judged and
built with verdicts kept on those parts, once per process: definition_problem's verdict on a
column or key definition (grammar_refusals), the names a part writes without backticks
(clauses.unquoted_reserved), syntax_refusals' verdict on a column definition; a table with
nothing new is assembled without a parse (its header read from tokens); and keys_with_periods skips a table that declares no period.
Each table must come out exactly as from its own whole parse judged afresh — the same
ParseFailure, or the same table (every column, index, key, option, span) with the same
unquoted reserved words and the same build issues — on every CREATE TABLE of the fixtures,
tests/data, the syntax cases, the differential harness's statements (other projects' DDL, many
of them refused by the server) and, when present, ../shared/corpus. Every part is parsed into the
memo first (table_parts alone: nothing judged or built), so that each table's reading finds every
part shared; a verdict a part carries was kept from an earlier table's judging."""

from __future__ import annotations

import gc
import json
from pathlib import Path

import pytest

import schemalint.read.table_parts as table_parts
from schemalint.judge.refusals import replay_judges
from schemalint.read.parse import ParseFailure, dialect, parse_statement
from schemalint.read.source import decode, split
from schemalint.replay.build import Builder
from tests.helpers import FIXTURES, REPO_ROOT

SHARED_CORPUS = REPO_ROOT.parent / "shared" / "corpus"  # (a developer's checkout only)


def _files() -> list[Path]:
    files = sorted(FIXTURES.rglob("*.sql")) + sorted((REPO_ROOT / "tests" / "data").rglob("*.sql"))
    return files + (sorted(SHARED_CORPUS.glob("*.sql")) if SHARED_CORPUS.is_dir() else [])


def _texts() -> list[tuple[str, str]]:
    from tests import syntax_cases

    texts = [(path.name, path.read_text(encoding="utf-8", errors="replace")) for path in _files()]
    for cases in (syntax_cases.INVALID, syntax_cases.VALID, syntax_cases.MODELLED_VALID):
        texts += [(name, case if isinstance(case, str) else ";\n".join(case)) for name, case in cases.items()]
    for jsonl in (REPO_ROOT / "tests" / "data" / "differential" / "sample.jsonl",
                  REPO_ROOT / "benchmarks" / "differential" / "data" / "statements.jsonl"):
        rows = [json.loads(line) for line in jsonl.read_text(encoding="utf-8").splitlines() if line.strip()]
        texts += [(row["id"], row["sql"]) for row in rows if row.get("kind") == "CREATE TABLE"]
    return texts


def _create_tables() -> list:
    """Each distinct CREATE TABLE text once (a text read again, here or in any reading, meets
    the same parts in the same memo: it would exercise nothing new)."""
    out, seen = [], set()
    for name, text in _texts():
        statements, _ = split(decode(text.encode("utf-8", "surrogatepass"), name), 80036, False)
        for s in statements:
            if s.kind == "CREATE TABLE" and s.text not in seen:
                seen.add(s.text)
                out.append(s)
    return out


def _read(stmt, mariadb: bool) -> tuple:
    tree = parse_statement(stmt)
    if isinstance(tree, ParseFailure):
        return "failure", tree.message, tree.offset, tree.refused
    builder = Builder(mariadb=mariadb, judges=replay_judges)
    try:
        builder.apply(stmt, tree)
    except Exception as exc:  # (the replay reports it: SL009) the same either way
        return "raised", type(exc).__name__, str(exc)
    return ("built", [(t, t.unquoted_reserved, t.temporary, t.from_select) for t in builder.model.tables()],
            [(i.code, i.message, i.span, i.table, i.severity) for i in builder.issues])


@pytest.fixture
def parts_always(monkeypatch):
    """table_parts with an empty memo that never gives up on a file of mostly new parts, nor
    starts again (the corpus holds ~41,000 distinct definitions: past _MEMO_LIMIT the second
    reading would parse most of them anew; test_table_parts covers the limit)."""
    monkeypatch.setattr(table_parts, "_parts", {})
    monkeypatch.setattr(table_parts, "_tails", {})
    monkeypatch.setattr(table_parts, "_counts", [0, 0])
    monkeypatch.setattr(table_parts, "_PROBE", 10**9)
    monkeypatch.setattr(table_parts, "_MEMO_LIMIT", 10**9)
    yield
    gc.unfreeze()


# The memo and the second reading's results grow for the whole test: each full collection
# walked all of them again (gen 2 after every quarter's growth). Frozen as they grow, each
# collection walks only what came since (the test alone: 5.3 -> 2.9 s of collector CPU);
# parts_always unfreezes them at its end.
_FREEZE_EVERY = 1000


def _freeze() -> None:
    gc.collect()
    gc.freeze()


@pytest.mark.slow  # (~30 s of CPU: first in a worker's share, never the last test left to one worker)
def test_shared_parts_judge_and_build_every_table_as_its_whole_parse(parts_always, monkeypatch):
    mariadb = False
    statements = _create_tables()
    assert len(statements) > 8000
    real_assemble = table_parts.parse_create_table
    d = dialect()
    # every part into the memo (its one parse), nothing judged or built: judging and building
    # here too cost 10-11 s of CPU (in a clone without ../shared) and compared nothing; each
    # part's verdicts are judged once below, at the first table that holds it, and kept for the rest
    for n, stmt in enumerate(statements, 1):
        real_assemble(stmt.text, d)
        if n % _FREEZE_EVERY == 0:
            _freeze()
    # the memo's ~41,000 trees live to the end: out of the collector's full passes (which walked
    # them again and again: 17.8-21.1 -> 15.7-16.5 s CPU), its garbage collected first
    _freeze()
    shared_reads, assembled, kept, unparsed = [], 0, 0, 0  # (the assembled tables: the others are parsed
    # whole, the same code as the whole reading below)
    parses = []
    real_parse = d.parse
    monkeypatch.setattr(d, "parse", lambda sql, *a, **k: parses.append(sql) or real_parse(sql, *a, **k))
    for stmt in statements:
        parses.clear()
        tree = real_assemble(stmt.text, d)
        if tree is not None and any(e.meta_get(table_parts.SHIFT) is not None for e in tree.this.expressions):
            # every definition and tail was parsed into the memo: at most the header is parsed again
            assert all(sql.endswith(table_parts._PLACEHOLDER + ")") for sql in parses), stmt.text[:200]
            assembled += 1
            unparsed += not parses  # (its header read from tokens: table_parts._header_only)
            kept += any(e.meta_get("schemalint_definition_problem") for e in tree.this.expressions)
            shared_reads.append((stmt, _read(stmt, mariadb)))
            if assembled % _FREEZE_EVERY == 0:
                _freeze()
    monkeypatch.setattr(table_parts, "parse_create_table", lambda text, dialect: None)  # each its whole parse
    for stmt, shared in shared_reads:
        assert shared == _read(stmt, mariadb), stmt.text[:200]
    assert assembled > 9000 and kept > 9000 and unparsed > 9000
