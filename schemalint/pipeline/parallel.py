"""Work on other cores for big inputs: CREATE TABLE statements parsed and built in a process
pool (Prebuilt, fed while the file is still being split), and work handed to a forked child
(Forked): the rules that need no estimates (RulesAhead), half of a long text report.

Parsing is the cost of a big dump, and a CREATE TABLE's table depends only on its text and
the character set and collation of the schema it lands in, so workers can build tables ahead
of the replay. The replay (lint.load) still runs in order in the main process and takes a
prebuilt table only where its own key agrees; anything a worker could not build cleanly
(a parse error, a note, LIKE, … SELECT) is parsed again in the main process so the finding
comes out exactly as without the pool.

Workers build each table where its statement is (path, line and column come with the job)
and return it pickled: the replay loads it as it is, and the cache stores the worker's bytes
as they are (no second pickling). Pickling a table back costs a small fraction of
parsing it, unlike pickling sqlglot's tree (measured slower to load than to parse again).
"""

from __future__ import annotations

import os
from typing import Any, Callable, Optional

POOL_THRESHOLD = 400  # CREATE TABLE statements left to parse before a pool pays for itself
CHUNK = 100  # statements per task: large enough to amortise the pickling, small enough to balance

# (key, text, schema charset, collation, path, line and column where the statement starts)
Job = tuple[bytes, str, Optional[str], Optional[str], bool, str, int, int]  # key, text, charset, collation, MariaDB, where


def workers() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # macOS
        return os.cpu_count() or 1


def build_chunk(jobs: list[Job]) -> list[tuple[bytes, bytes, bool]]:
    """(key, pickled table, IF NOT EXISTS) for every job whose statement parses and builds cleanly."""
    import pickle

    from ..replay.build import Builder
    from ..read.parse import ParseFailure, parse_statement
    from ..judge.refusals import replay_judges
    from ..read.source import SourceFile, Statement

    out = []
    for key, text, charset, collation, mariadb, path, line, column in jobs:
        builder = Builder(mariadb=mariadb, judges=replay_judges)
        schema = builder.model.ensure_schema(None)
        schema.charset, schema.collation = charset, collation
        stmt = Statement(SourceFile(path, text, origin=(line, column)), 0, len(text), text, "CREATE TABLE", 0)
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


class Prebuilt:
    """Tables a process pool is building, handed out as their chunks arrive. Jobs come in as
    the split finds them (`add`, then `flush` once the file is split): the workers start on
    the first CREATE TABLEs while the main process still splits the rest, and the replay takes
    a statement's table as soon as the chunk holding it is done, so it runs while the workers
    build the rest. A table a worker could not build, or any failure of the pool itself, is a
    None: the replay parses that statement in the main process."""

    def __init__(self) -> None:
        self.pool: Any = None  # started with the first full chunk
        self.futures: list[Any] = []  # one per chunk, in submission order
        self.waiting: list[Job] = []  # less than a chunk, until more come or flush()
        self.chunk_of: dict[bytes, int] = {}
        self.anchor_of: dict[bytes, tuple[int, int]] = {}
        self.received = 0
        self.built: dict[bytes, tuple[bytes, bool]] = {}
        # work for the moments the replay would wait for a chunk: called until the chunk is
        # done or it returns False (nothing left to do); lint.load estimates the tables so far
        self.idle: Optional[Callable[[], bool]] = None

    def add(self, jobs: list[Job]) -> None:
        """Queue `jobs`; every full chunk goes to the pool at once."""
        self.waiting.extend(jobs)
        while len(self.waiting) >= CHUNK:
            self._submit(self.waiting[:CHUNK])
            del self.waiting[:CHUNK]

    def flush(self) -> None:
        """Send what is left (the file is split: no more jobs come)."""
        if self.waiting:
            self._submit(self.waiting)
            self.waiting = []

    def _submit(self, chunk: list[Job]) -> None:
        try:
            if self.pool is None:
                from concurrent.futures import ProcessPoolExecutor  # here: a small input never pays for importing it

                self.pool = ProcessPoolExecutor(max_workers=workers())
            future = self.pool.submit(build_chunk, chunk)
        except Exception:  # a broken pool: these statements are parsed by the replay
            return
        index = len(self.futures)
        self.futures.append(future)
        for job in chunk:
            self.chunk_of[job[0]] = index
            self.anchor_of[job[0]] = job[6:]

    def pop(self, key: bytes) -> Optional[tuple[bytes, bool, int, int]]:
        """(pickled table, IF NOT EXISTS, line and column its spans are anchored at) built for
        `key`, else None; waits for its chunk."""
        chunk = self.chunk_of.pop(key, None)
        if chunk is None:
            return None
        try:
            while self.received <= chunk:
                future, idle = self.futures[self.received], self.idle
                if idle is not None:
                    while not future.done() and idle():
                        pass
                for built_key, table, if_not_exists in future.result():
                    self.built[built_key] = (table, if_not_exists)
                self.futures[self.received] = None  # its results are in `built`
                self.received += 1
        except Exception:  # a worker killed (out of memory, a signal): the replay parses the rest
            self.chunk_of.clear()
            return None
        built = self.built.pop(key, None)
        return None if built is None else (*built, *self.anchor_of[key])

    def close(self) -> None:
        if self.pool is not None:
            self.pool.shutdown(wait=True, cancel_futures=True)


def can_fork() -> bool:
    """Whether work may go to a forked child (Forked): Linux (fork is safe there, and the child
    shares the model without copying it) with 2+ usable cores."""
    import sys

    return sys.platform.startswith("linux") and workers() >= 2


class Forked:
    """`work()` run in a forked child while this process goes on; result() is what it returned
    (pickled back through a pipe), or None when the child failed — the caller then does the
    work itself, so an error surfaces exactly as without a child. `work` must not return None."""

    def __init__(self, work: Any):
        import pickle

        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: never returns into the caller's code
            status = 1
            try:
                os.close(read)
                data = pickle.dumps(work(), pickle.HIGHEST_PROTOCOL)
                with os.fdopen(write, "wb") as out:
                    out.write(data)
                status = 0
            finally:
                os._exit(status)
        os.close(write)
        self.pid, self.read = pid, read

    def result(self) -> Any:
        import pickle

        with os.fdopen(self.read, "rb") as pipe:
            data = pipe.read()  # to the end before waiting: a full pipe would block the child
        _, status = os.waitpid(self.pid, 0)
        if status != 0:
            return None
        try:
            return pickle.loads(data)
        except Exception:
            return None


class RulesAhead(Forked):
    """`run(code)` for each of `codes`, in a forked child, while this process goes on (the
    estimator): {code: its violations} from results(), or None when the child failed."""

    def __init__(self, codes: list[str], run: Any):
        super().__init__(lambda: {code: run(code) for code in codes})
        self.codes = frozenset(codes)

    def results(self) -> Optional[dict]:
        return self.result()
