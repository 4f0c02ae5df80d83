"""Parse and build CREATE TABLE statements in a process pool, for inputs past a threshold.

Parsing is the cost of a big dump, and a CREATE TABLE's table depends only on its text and
the character set and collation of the schema it lands in, so workers can build tables ahead
of the replay. The replay (lint.load) still runs in order in the main process and takes a
prebuilt table only where its own key agrees; anything a worker could not build cleanly
(a parse error, a note, LIKE, … SELECT) is parsed again in the main process so the finding
comes out exactly as without the pool.

Workers return tables pickled, anchored at line 1, column 1: the replay loads each and moves
its spans to where the statement is (cache.move_spans), and the cache stores the worker's
bytes as they are (no second pickling). Pickling a table back costs a small fraction of
parsing it, unlike pickling sqlglot's tree (measured slower to load than to parse again).
"""

from __future__ import annotations

import os
from typing import Any, Optional

POOL_THRESHOLD = 400  # CREATE TABLE statements left to parse before a pool pays for itself
CHUNK = 100  # statements per task: large enough to amortise the pickling, small enough to balance

Job = tuple[bytes, str, Optional[str], Optional[str]]  # (key, text, schema charset, collation)


def workers() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # macOS
        return os.cpu_count() or 1


def build_chunk(jobs: list[Job]) -> list[tuple[bytes, bytes, bool]]:
    """(key, pickled table, IF NOT EXISTS) for every job whose statement parses and builds cleanly."""
    import pickle

    from .build import Builder
    from .parse import ParseFailure, parse_statement
    from .source import SourceFile, Statement

    out = []
    for key, text, charset, collation in jobs:
        builder = Builder()
        schema = builder.model.ensure_schema(None)
        schema.charset, schema.collation = charset, collation
        stmt = Statement(SourceFile("", text), 0, len(text), text, "CREATE TABLE", 0)
        tree = parse_statement(stmt)
        if isinstance(tree, ParseFailure):
            continue
        try:
            builder.apply(stmt, tree)
        except Exception:  # the replay reports it, at its place
            continue
        if builder.last_template is not None and not builder.issues:
            table, if_not_exists = builder.last_template
            out.append((key, pickle.dumps(table, pickle.HIGHEST_PROTOCOL), if_not_exists))
    return out


def prebuild(jobs: list[Job], processes: Optional[int] = None) -> dict[bytes, tuple[bytes, bool]]:
    """Pickled tables for `jobs`, built in a pool of `processes` (default: the usable cores)."""
    from concurrent.futures import ProcessPoolExecutor  # here: a small input never pays for importing it

    processes = processes or workers()
    chunks = [jobs[i:i + CHUNK] for i in range(0, len(jobs), CHUNK)]
    built: dict[bytes, tuple[bytes, bool]] = {}
    with ProcessPoolExecutor(max_workers=min(processes, len(chunks))) as pool:
        for results in pool.map(build_chunk, chunks):
            for key, table, if_not_exists in results:
                built[key] = (table, if_not_exists)
    return built
