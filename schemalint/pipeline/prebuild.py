"""The cold path's shortcut for CREATE TABLE (stage: read, between the split and the replay):
the tables a process pool builds while the file is still being split, and the tables an
earlier run left in the cache, handed to the replay (lint.load) keyed as it looks them up."""

from __future__ import annotations

from typing import Any, Optional

from ..read import source
from ..read.source import Statement


def built_elsewhere(stmt: Statement, template_key: tuple, pack: Any,
                     prebuild: Optional["Prebuild"]) -> Optional[tuple]:
    """(table, IF NOT EXISTS) for a CREATE TABLE built before this replay reached it: by an
    earlier run (the file's cache pack) or by the process pool (then kept in the pack as the
    worker's bytes); its spans are where the statement stands. None: parse it here."""
    import pickle

    from .cache import move_spans, statement_key

    prebuilt = prebuild.prebuilt if prebuild is not None else None
    key = prebuild.keys.pop(template_key, None) if prebuild is not None else None
    key = key or statement_key(*template_key)
    src = stmt.source
    line, column = src.position(stmt.start)
    template = pack.get(key, line, column, src.path) if pack is not None else None
    pooled = prebuilt.pop(key) if template is None and prebuilt is not None else None
    if pooled is not None:
        pickled, if_not_exists, *anchor = pooled
        if pack is not None:
            pack.put(key, (pickled, if_not_exists), *anchor)
        template = pickle.loads(pickled), if_not_exists
        move_spans(template[0], *anchor, line, column, src.path)  # (nearly always there already)
        prebuild.loaded_one()
    return template


def follow_alter_database(builder: Any, stmt: Statement) -> None:
    """The character set and collation an ALTER DATABASE gives the tables created after it (the
    replay's and the pool's scratch builder's alike, so both key a CREATE TABLE the same way)."""
    from ..read.database_options import alter_database_defaults
    from ..read.parse import dialect

    defaults = alter_database_defaults(stmt.text, dialect())
    if defaults is not None:
        builder.set_database_defaults(*defaults)


def template_key_of(stmt: Statement, builder: Any) -> tuple:
    """What a CREATE TABLE's table depends on: its text and the character set and collation
    of the schema it lands in, and whether the server is MariaDB (the key of
    Builder.last_template, the cache and the pool)."""
    schema = builder.model.schema(builder.current_schema)
    return (stmt.text, schema.charset, schema.collation, builder.mariadb) if schema else (
        stmt.text, None, None, builder.mariadb)


FREEZE_EVERY = 500  # tables loaded from the pool between two freezes (≈ a third of the young generation's 100,000)


class Prebuild:
    """For a file with many distinct CREATE TABLE texts, on a machine with several cores: the
    tables a process pool builds ahead of the replay. It follows the split (`feed` sees each
    batch of statements as the split finds them), so the workers start on the first
    CREATE TABLEs while the rest of the file is still being split. `finish()`: the pool's
    parallel.Prebuilt, keyed as the replay will look tables up (None: no pool), and the schema
    statements parsed on the way (statement index → tree) to follow each CREATE TABLE's schema
    character set."""

    def __init__(self, builder: Any, templates: dict, pack: Any, loaded: Any = None):
        self.builder, self.templates, self.pack = builder, templates, pack
        # lint.LoadedInput of a run whose model lives to the end of the process (`check`), else
        # None: the tables loaded from the pool are then frozen for the collector as they come
        self.loaded = loaded
        self.pooled = 0  # tables loaded from the pool
        self.parsed = 0  # loaded.parsed_statements at the last freeze
        self.scratch: Any = None  # a Builder that follows CREATE DATABASE / USE only, made on first use
        self.trees: dict[int, Any] = {}
        self.seen: set[tuple] = set()  # template keys met in this file
        self.candidates: list[tuple[tuple, Statement]] = []  # new texts not yet keyed (hashing waits for the threshold)
        self.jobs: list[Any] = []  # keyed, not in the cache, not yet sent
        self.keys: dict[tuple, bytes] = {}  # template key → statement_key, for the replay
        self.prebuilt: Any = None

    def feed(self, statements: list[Statement]) -> None:
        from .parallel import CHUNK, POOL_THRESHOLD
        from ..read.parse import ParseFailure, parse_statement

        if self.scratch is None:
            if len(statements) < min(POOL_THRESHOLD, source.BATCH):
                return  # the whole file (split hands over BATCH at a time): too small for a pool
            self.scratch = self._scratch()
        for stmt in statements:
            if stmt.kind in ("CREATE DATABASE", "USE", "DROP DATABASE"):
                tree = self.trees[stmt.index] = parse_statement(stmt)
                if not isinstance(tree, ParseFailure):
                    try:
                        self.scratch.apply(stmt, tree)
                    except Exception:  # the replay reports it
                        pass
            elif stmt.kind == "ALTER DATABASE":  # (its defaults, as the replay reads them)
                follow_alter_database(self.scratch, stmt)
            elif stmt.kind == "CREATE TABLE":
                template_key = template_key_of(stmt, self.scratch)
                if template_key not in self.templates and template_key not in self.seen:
                    self.seen.add(template_key)
                    self.candidates.append((template_key, stmt))
        if len(self.candidates) >= (CHUNK if self.prebuilt is not None else POOL_THRESHOLD):
            self._send()

    def _scratch(self) -> Any:
        from ..replay.build import Builder

        scratch = Builder(current_schema=self.builder.current_schema, mariadb=self.builder.mariadb,
                          judges=self.builder.judges)
        for schema in self.builder.model.schemas.values():
            copy = scratch.model.ensure_schema(schema.name)
            copy.charset, copy.collation = schema.charset, schema.collation
        return scratch

    def _send(self) -> None:
        """Key the candidates, keep those the cache does not hold, and hand them to the pool
        once there are enough of them to pay for it."""
        from .cache import statement_key  # (hashlib: not for a --no-cache run of a few tables)
        from .parallel import POOL_THRESHOLD, Prebuilt

        entries = self.pack.entries if self.pack is not None else ()
        for template_key, stmt in self.candidates:
            key = self.keys[template_key] = statement_key(*template_key)
            if key not in entries:
                self.jobs.append((key, *template_key, stmt.source.path, *stmt.source.position(stmt.start)))
        self.candidates = []
        if self.prebuilt is None and len(self.jobs) >= POOL_THRESHOLD:
            self.prebuilt = Prebuilt()
        if self.prebuilt is not None:
            self.prebuilt.add(self.jobs)
            self.jobs = []

    def loaded_one(self) -> None:
        """A table from the pool is in the model. In a run whose model lives to the end of the
        process, every FREEZE_EVERY of them are frozen (gc.freeze) before the collector's young
        generation walks them: it walked each once (13 passes over a 10,000-table dump, 0.4-0.6 s
        of the main process's CPU), to find no garbage — tables hold no cycles. Only when the
        replay parsed nothing since the last freeze, and the split's schema trees are all
        replayed: their trees' garbage cycles are left to the collector."""
        self.pooled += 1
        loaded = self.loaded
        if loaded is None or self.pooled % FREEZE_EVERY:
            return
        if loaded.parsed_statements == self.parsed and not self.trees:
            import gc

            gc.freeze()
        self.parsed = loaded.parsed_statements

    def close(self) -> None:
        if self.prebuilt is not None:
            self.prebuilt.close()

    def finish(self) -> tuple[Any, dict]:
        from .parallel import POOL_THRESHOLD

        if self.candidates and (self.prebuilt is not None or len(self.jobs) + len(self.candidates) >= POOL_THRESHOLD):
            self._send()
        if self.prebuilt is not None:
            self.prebuilt.flush()
        return self.prebuilt, self.trees
