"""The pipeline: inputs → statements → model → (estimates) → rules → filtered findings.

The CLI, the tests and the other commands call `load()` and `lint()`; nothing here prints.
"""

from __future__ import annotations

import bisect
import dataclasses
import fnmatch
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Optional, Sequence

from .. import catalogue
from ..config import Config, is_enabled
from ..findings import Finding
from ..model import Model, Span
from .dynamic_replay import DYNAMIC_KINDS, DynamicSql
from .prebuild import Prebuild, built_elsewhere, follow_alter_database, template_key_of
from .rule_runner import NOT_YET, RuleContexts, run_rules
from ..read.source import InputError, InputTooLarge, SourceFile, Statement, Suppression, read_source, read_stream, split

STDIN = "-"
GC_FREEZE_TABLES = 2000  # a model this big is frozen for the collector once it is built …
FREEZE_BIG_MODELS = False  # … by a process that ends with the run (`check` sets it; a language server does not)
PROGRESS_EVERY = 200  # statements between progress callbacks


@dataclass(eq=False, repr=False)  # never compared or printed: two generated methods less to start
class LoadedInput:
    """Everything read from the inputs, before any rule runs."""

    model: Model
    files: int = 0
    statements: int = 0
    create_tables: int = 0  # CREATE TABLE statements seen
    parsed_statements: int = 0  # statements sqlglot parsed (not those a copy or the cache stood in for)
    tables_modelled: int = 0  # CREATE TABLE statements that made it into the model
    system_findings: list[Finding] = field(default_factory=list)  # SL001–SL003, SL005–SL008
    suppressions: list[Suppression] = field(default_factory=list)
    statement_lines: dict[str, list[tuple[int, int]]] = field(default_factory=dict)  # path → (first, last), files with suppressions
    queries: list[Any] = field(default_factory=list)
    assessments: list[Any] = field(default_factory=list)  # online_ddl.AlterAssessment per ALTER/DROP/RENAME
    renamed_tables: dict[str, str] = field(default_factory=dict)  # current name → name at CREATE (lower-case)
    live: Any = None  # stats.ServerData when a live server or a stats snapshot supplied numbers
    # table (lower-case) → where an EXECUTE ran a statement schemalint could not know: later
    # refusals about the table are unsure (dynamic_sql)
    uncertain_tables: dict[str, Span] = field(default_factory=dict)
    file_order: dict[str, int] = field(default_factory=dict)  # path → its place in the run
    # estimate.early.EarlyEstimates: the tables the pool built, estimated while the replay
    # waited for the pool (compute_estimates takes them, then drops this)
    early_estimates: Any = None


@dataclass(eq=False, repr=False)  # never compared or printed: two generated methods less to start
class LintResult:
    """The findings of a run, with the input they came from."""

    findings: list[Finding]
    loaded: LoadedInput
    estimates: Any = None
    run_key: Optional[str] = None  # the cache's key for this run's input and settings, when cached
    baselined: int = 0  # findings the baseline hid (changes.narrow)

    @property
    def model(self) -> Model:
        return self.loaded.model

    def count(self, severity: str) -> int:
        return sum(1 + len(f.members) for f in self.findings if f.severity == severity)  # (fold.group's members)


def natural_key(path: str) -> list:
    """`V2__x.sql` before `V10__x.sql`: digit runs compare as numbers."""
    return [int(part) if part.isdigit() else part.lower() for part in re.split(r"(\d+)", path)]


def expand_paths(paths: Sequence[str], layout: Optional[str] = None) -> list[str]:
    """Files as given; a directory becomes its migrations in the order their tool applies
    them (Flyway, golang-migrate, dbmate, Prisma, Liquibase, sqitch, Atlas — detected, or
    `layout`), else its *.sql files in natural version order (V2 before V10)."""
    out: list[str] = []
    for raw in paths:
        if raw == STDIN:
            out.append(STDIN)
            continue
        path = Path(raw)
        if path.is_dir():
            from ..read.migrations import LayoutError, plan

            try:
                out.extend(plan(raw, layout).files)
            except LayoutError as exc:
                raise InputError(str(exc)) from None
        elif path.is_file():
            out.append(raw)
        elif path.exists():
            raise InputError(f"{raw}: not a regular file or directory")
        else:
            raise InputError(f"{raw}: no such file or directory")
    return out


def _system_finding(code: str, message: str, span: Optional[Span], table: Optional[str] = None,
                    severity: Optional[str] = None) -> Finding:
    doc = catalogue.get(code)
    return Finding(code, doc.slug if doc else code.lower(), severity or (doc.severity if doc else "error"),
                   message, span, table)


def read_inputs(paths: Sequence[str], stdin_name: str = "<stdin>", layout: Optional[str] = None) -> Iterable[SourceFile]:
    for path in expand_paths(paths, layout):
        try:
            src = read_stream(sys.stdin.buffer, stdin_name) if path == STDIN else read_source(Path(path), path)
        except InputTooLarge as exc:
            raise InputError(str(exc)) from None
        except OSError as exc:
            raise InputError(f"{path}: cannot read: {exc.strerror or exc}") from None
        if path == STDIN:
            yield src
            continue
        if _may_be_tool_format(src.text):
            from ..read.migrations import as_applied

            src = as_applied(src)  # dbmate: the up section; Liquibase: MySQL changesets
        yield src


def _sessions(paths: Sequence[str]) -> Callable[[str], str]:
    """Which client session a file runs in: the files of one directory given as a path (a
    migrations folder) share one, so a USE carries from a migration to the next; any other file
    is a session of its own (the mysql client run on it alone). Files handed in without paths
    (a diff base's folder) share their folder's."""
    dirs = [Path(p).resolve() for p in paths if p != STDIN and Path(p).is_dir()]

    def session_of(path: str) -> str:
        if path.startswith("<") or path == STDIN:
            return path
        real = Path(path).resolve()
        for d in dirs:
            if real.is_relative_to(d):
                return str(d)
        return str(real.parent) if not paths else str(real)

    return session_of


# A migration tool's file says so in its first lines (dbmate's `-- migrate:up`, sql-migrate's
# `-- +migrate Up`, goose's `-- +goose Up`, Liquibase's header); a dump of 100 MB does not need
# lower-casing whole to learn it is none of them.
TOOL_MARKER_HEAD = 64 * 1024


def _may_be_tool_format(text: str) -> bool:
    """False when neither dbmate's `-- migrate:up|down` (sql-migrate's `-- +migrate`, goose's
    `-- +goose`) nor Liquibase's header can be in the text's first TOOL_MARKER_HEAD characters
    (ASCII, neither word in any case): then migrations is not imported for it."""
    head = text[:TOOL_MARKER_HEAD]
    if not head.isascii():
        return True
    low = head.lower()
    return "migrate" in low or "liquibase" in low or "goose" in low


def load(paths: Sequence[str], config: Config, sources: Optional[Iterable[SourceFile]] = None,
         progress: Optional[Callable[[str, int, int], None]] = None, layout: Optional[str] = None,
         cache: Any = None) -> LoadedInput:
    """Read, split, parse and replay every input, in order, into one model.
    `progress(path, done, total)` is called as statements of a file are processed.
    With a `cache.Cache`, a CREATE TABLE text built before (in this file) is not parsed again.
    Each ALTER (CREATE/DROP INDEX, DROP/RENAME TABLE) is judged for its online-DDL cost
    against the table as it stands just before it (online_ddl.assess)."""
    from .parallel import workers
    from ..judge.server_tables import new_builder
    from ..read.parse import (ASSESSED_KINDS, MODEL_KINDS, ParseFailure, drop_if_exists_target, parse_statement,
                              set_failure, unknown_statement)
    from ..checks import Query
    from ..read.dump_header import source_server

    version = config.server.version_number
    mariadb = "mariadb" in config.server.version.lower()
    builder = new_builder(mariadb)
    loaded = LoadedInput(model=builder.model)
    server = None  # online_ddl.Server, once a statement needs judging (a one-table run never imports it)
    grammar_server = _grammar_server(config)  # whose grammar decides version-only syntax (None: the union)
    templates: dict[tuple, Any] = {}  # (CREATE TABLE text, schema charset, collation) → Builder.last_template
    drops: dict[str, Any] = {}  # DROP TABLE text → its tree (the replay only reads trees)
    drop_targets: dict[str, Any] = {}  # DROP TABLE IF EXISTS text → its table node from tokens (None: parse it)
    session_of, session = _sessions(paths), None
    triggers: dict[tuple, list[str]] = {}  # (schema, table) lowercased → its triggers (the copy tools' preflight)
    for src in sources if sources is not None else read_inputs(paths, layout=layout):
        loaded.files += 1
        loaded.file_order.setdefault(src.path, loaded.files)
        written_for = source_server(src.text)  # (SL028: the server its dump header names)
        if written_for is not None:
            builder.model.source_servers[src.path] = written_for
        if session_of(src.path) != session:  # a file starts as the mysql client starts it: no USE yet
            session = session_of(src.path)
            builder.current_schema = None
        for offset, message in src.diagnostics:
            severity = "error" if src.encoding == "binary" else "info"  # (a binary file is not checked)
            loaded.system_findings.append(_system_finding("SL003", message, src.span(offset, offset), severity=severity))
        if src.nul is not None:
            loaded.system_findings.append(_nul_bytes(src))
        builder.foreign_key_checks = True  # each file is a session of its own
        builder.sql_mode = None
        builder.keep_versioning_history = False
        lock_wait_timeout = None  # the session's SET lock_wait_timeout (None: the server's default)
        pack = cache.statements(src.path) if cache is not None else None
        prebuild = Prebuild(builder, templates, pack, loaded if FREEZE_BIG_MODELS else None) if workers() >= 2 else None
        try:
            statements, suppressions = split(src, version, mariadb, prebuild.feed if prebuild is not None else None)
        except BaseException:  # (Ctrl-C): stop the workers the split may have started
            if prebuild is not None:
                prebuild.close()
            raise
        loaded.suppressions.extend(suppressions)
        loaded.statements += len(statements)
        if suppressions:  # (only suppressions look statements up by line)
            line_of = src.position
            loaded.statement_lines[src.path] = [(line_of(s.start)[0], line_of(max(s.start, s.end))[0]) for s in statements]
        prebuilt, early_trees = prebuild.finish() if prebuild is not None else (None, {})
        early = _early_estimates(loaded, config) if prebuilt is not None else None
        if early is not None:
            prebuilt.idle = early.step  # (a wait for the pool's next chunk estimates tables instead)
        loaded.parsed_statements += len(early_trees)
        unknown: list[tuple[Statement, Any]] = []  # statements that begin with no SQL keyword (and why)
        failed: set[int] = set()  # indexes of the statements given an SL001
        # the file's user variables and PREPAREd statements: only a file that PREPAREs needs them
        # (a dump's 200,000 `SET @saved_cs_client = …` are not parsed for nothing)
        dynamic = DynamicSql(builder, loaded, _system_finding, any(s.kind == "PREPARE" for s in statements))
        try:
            for done, stmt in enumerate(dynamic.with_executed(statements), 1):
                if progress is not None and done % PROGRESS_EVERY == 0:
                    progress(src.path, done, len(statements))
                if stmt.kind in _VERSIONED_KINDS and grammar_server is not None:
                    refused = _version_refusal(stmt, grammar_server)
                    if refused is not None:
                        loaded.system_findings.append(refused)
                database_grammar = None  # (an ALTER DATABASE's: what its grammar refuses)
                if stmt.kind == "ALTER DATABASE":
                    refused, database_grammar = _database_options(stmt)
                    if refused is not None:
                        loaded.system_findings.append(refused)
                    else:
                        follow_alter_database(builder, stmt)
                if stmt.kind not in MODEL_KINDS or (stmt.kind == "ALTER TABLE" and _keys_toggle(stmt.text)):
                    failure = (set_failure(stmt) if stmt.kind == "SET" else database_grammar
                               if stmt.kind == "ALTER DATABASE" else unknown_statement(stmt))
                    if failure is not None:
                        failed.add(stmt.index)
                        if stmt.kind == "SET":
                            loaded.system_findings.append(_not_understood(stmt, failure) if not failure.refused else _system_finding(
                                "SL001", f"cannot parse SET: {failure.message}", stmt.span_at(failure.offset, failure.offset)))
                        else:
                            unknown.append((stmt, failure))
                        continue
                    if stmt.kind == "INSERT":
                        builder.seed(stmt)  # the rows the file ships (Table.seeded), never their values
                    elif stmt.kind in DYNAMIC_KINDS:
                        dynamic.step(stmt)
                    if stmt.kind in ("CREATE TRIGGER", "SET") and server_facts_wanted(stmt):
                        from ..judge.osc_tools import lock_wait_timeout_set, trigger_target

                        if stmt.kind == "CREATE TRIGGER":
                            target = trigger_target(stmt.text, builder.current_schema)
                            if target is not None:
                                triggers.setdefault(target[0], []).append(target[1])
                        else:
                            tree = parse_statement(stmt)
                            found, value = (False, None) if isinstance(tree, ParseFailure) else lock_wait_timeout_set(tree)
                            lock_wait_timeout = value if found else lock_wait_timeout
                    if not (stmt.kind == "SET" and ("foreign_key_checks" in stmt.text.lower()
                                                    or "sql_mode" in stmt.text.lower()
                                                    or "system_versioning_alter_history" in stmt.text.lower())):
                        continue  # (mysqldump's dozens of other SETs are not modelled)
                template_key = None
                if stmt.kind == "CREATE TABLE":
                    loaded.create_tables += 1
                    # a schema per tenant repeats each CREATE TABLE text: parse and build it once
                    template_key = template_key_of(stmt, builder)
                    template = templates.get(template_key)
                    if template is None and (pack is not None or prebuilt is not None):
                        template = built_elsewhere(stmt, template_key, pack, prebuild)
                        if template is not None:
                            templates[template_key] = template
                    if template is not None:
                        before = builder.tables_created
                        table = builder.copy_of(stmt, template)
                        loaded.tables_modelled += builder.tables_created - before
                        if early is not None and table is not None:
                            early.add(table)
                        continue
                tree = early_trees.pop(stmt.index, None)
                if tree is None and stmt.kind == "DROP TABLE":
                    tree = drops.get(stmt.text)  # mysqldump writes one before every CREATE TABLE
                    if tree is None:  # … of a table not created yet: no parse for a statement that drops nothing
                        target = drop_targets.get(stmt.text, drop_targets)  # (each text read once: tenants repeat it)
                        if target is drop_targets:
                            target = drop_targets[stmt.text] = drop_if_exists_target(stmt)
                        if target is not None and builder.find(target) is None:
                            continue
                if tree is None:
                    tree = parse_statement(stmt)
                    loaded.parsed_statements += 1
                    if stmt.kind == "DROP TABLE" and not isinstance(tree, ParseFailure):
                        drops[stmt.text] = tree
                if isinstance(tree, ParseFailure) and stmt.kind == "UPDATE":
                    continue  # (read only for the columns it fills; never a diagnostic of its own)
                if isinstance(tree, ParseFailure):
                    span = stmt.span_at(tree.offset, tree.offset)
                    failed.add(stmt.index)
                    if src.unterminated is not None and stmt.start <= src.unterminated[0] < stmt.end:
                        loaded.system_findings.append(_unterminated(src))  # (what the tokenizer stumbled on)
                    elif not tree.refused:  # the server's grammar reads this shape; ours does not
                        loaded.system_findings.append(_not_understood(stmt, tree))
                    elif not (loaded.system_findings and loaded.system_findings[-1].span == span):  # (said by its version refusal)
                        loaded.system_findings.append(_system_finding(
                            "SL001", f"cannot parse {stmt.kind or 'statement'}: {tree.message}{_skipped(stmt, tree.partial)}",
                            span))
                    if tree.partial is None:
                        continue
                    tree, template_key = tree.partial, None  # the table without what does not parse
                elif stmt.kind in _JUDGED_KINDS:
                    # what the server refuses against the model as it stands before the statement
                    refused = _refusals(stmt, tree, builder)
                    loaded.system_findings.extend(refused)
                    if refused and stmt.kind in ("ALTER TABLE", "CREATE INDEX", "DROP TABLE", "DROP INDEX"):
                        continue  # the server leaves the table as it was (and a rule must not see it twice)
                if stmt.kind == "SELECT":
                    loaded.queries.append(Query(tree, stmt.span, stmt.text))
                    continue
                before = builder.tables_created
                if stmt.kind in ASSESSED_KINDS:
                    from ..judge.online_ddl import Server, assess

                    server = server or Server.from_version(config.server.version)
                    try:
                        records = assess(stmt, tree, builder, server)
                        if records:
                            records = _with_tool_facts(records, stmt, tree, builder, triggers, lock_wait_timeout, loaded)
                        loaded.assessments.extend(records)
                    except Exception as exc:  # an assessment gap must not stop the run either
                        loaded.system_findings.append(_system_finding(
                            "SL001", f"cannot judge the online-DDL cost of {stmt.kind}: {type(exc).__name__}: {exc}",
                            stmt.span, severity="info"))
                issues = len(builder.issues)
                builder.last_template = None
                try:
                    builder.apply(stmt, tree)
                except Exception as exc:  # a builder gap must not stop the run, nor block it: ours, not the server's
                    loaded.system_findings.append(_system_finding(
                        "SL009", f"schemalint could not model this {stmt.kind} ({type(exc).__name__}: {exc}); "
                        "the model stays as it was before it", stmt.span, severity="info"))
                    continue
                if stmt.kind == "CREATE TABLE" and builder.tables_created > before:
                    loaded.tables_modelled += 1
                if template_key is not None and builder.last_template is not None and len(builder.issues) == issues:
                    templates[template_key] = builder.last_template
                    if pack is not None:
                        from .cache import statement_key

                        pack.put(statement_key(*template_key), builder.last_template, *src.position(stmt.start))
        finally:
            if prebuilt is not None:
                prebuilt.close()
        loaded.system_findings.extend(_unread_text(src, statements, unknown, failed))
        builder.end_of_file()
        if pack is not None:
            pack.save()
    for issue in builder.issues:
        loaded.system_findings.append(_system_finding(issue.code, issue.message, issue.span, issue.table,
                                                      severity=issue.severity))
    loaded.system_findings.extend(_long_database_names(builder.model))
    if loaded.assessments:
        from ..judge.online_ddl import with_final_names

        loaded.assessments = with_final_names(loaded.assessments, builder.model)
    loaded.renamed_tables = builder.renamed_tables()
    return loaded


def _early_estimates(loaded: LoadedInput, config: Config) -> Any:
    """The run's estimate.early.EarlyEstimates (made on first use), for the tables a process
    pool builds; None under [tables] hints (early estimates are made with the default ones) or
    without the estimator."""
    if loaded.early_estimates is None and not config.tables:
        try:
            from ..estimate.early import EarlyEstimates
        except ImportError:
            return None
        loaded.early_estimates = EarlyEstimates(config.server)
    return loaded.early_estimates


def unsure_after_execute(findings: list[Finding], loaded: LoadedInput) -> list[Finding]:
    """A refusal about a table that an unknowable EXECUTE may have changed before it is said
    as unsure (info): the server may well run the statement."""
    if not loaded.uncertain_tables:
        return findings
    order = loaded.file_order
    out = []
    for f in findings:
        since = loaded.uncertain_tables.get((f.table or "").rsplit(".", 1)[-1].lower())
        if (since is not None and f.severity == "error" and f.span is not None
                and (order.get(f.span.path, 0), f.span.line) > (order.get(since.path, 0), since.line)):
            unsure = f" (unsure: the EXECUTE at {since.path}:{since.line} may have changed the table first)"
            f = dataclasses.replace(f, severity="info", message=f.message + unsure,
                                    headline=f.headline + unsure if f.headline else None)
        out.append(f)
    return out


# the statements refusals.judge reads (a whole tree only: a partial one lacks what failed)
_JUDGED_KINDS = frozenset({"ALTER TABLE", "CREATE INDEX", "CREATE TABLE", "CREATE DATABASE", "RENAME TABLE", "DROP TABLE", "DROP INDEX"})


def _refusals(stmt: Statement, tree: Any, builder: Any) -> list[Finding]:
    from ..judge.refusals import judge

    return [_system_finding(r.code, r.message, builder.clause_span(stmt, r.node), r.table)
            for r in judge(stmt.kind, tree, builder.find, builder.mariadb, builder.keep_versioning_history)]


def _long_database_names(model: Model) -> list[Finding]:
    """SL012 for a database name the server refuses (error 1102): one per schema, not in the
    SL012 rule, which runs on one of a set of identical schemas (their names differ)."""
    from ..checks.sl012_invalid_definition import MAX_NAME_CHARS, shown_name

    out = []
    for schema in model.schemas.values():
        if len(schema.name) > MAX_NAME_CHARS:
            span = schema.span or next((t.span for t in schema.tables.values()), None)
            finding = _system_finding(
                "SL012", f"database name {shown_name(schema.name)} is {len(schema.name):,} characters long, more than "
                f"{MAX_NAME_CHARS}: the server rejects it (error 1102, incorrect database name).", span)
            out.append(dataclasses.replace(finding, evidence={"server_error": 1102, "name_chars": len(schema.name)}))
    return out


def _with_tool_facts(records: list, stmt: Statement, tree: Any, builder: Any, triggers: dict,
                     lock_wait_timeout: Optional[float], loaded: LoadedInput) -> list:
    """The assessments with what the copy tools' preconditions read (osc_tools.with_facts);
    a gap there costs only the tools' verdicts, not SL601–SL604."""
    from ..judge.osc_tools import with_facts

    try:
        return with_facts(records, stmt, tree, builder, triggers, lock_wait_timeout)
    except Exception as exc:
        loaded.system_findings.append(_system_finding(
            "SL001", f"cannot judge what the online schema change tools make of {stmt.kind}: "
                     f"{type(exc).__name__}: {exc}", stmt.span, severity="info"))
        return records


def server_facts_wanted(stmt: Statement) -> bool:
    """A CREATE TRIGGER, or a SET of lock_wait_timeout: what the online-schema-change pre-flight
    (osc_tools.py) reads besides the model. Other SETs are not parsed."""
    return stmt.kind == "CREATE TRIGGER" or "lock_wait_timeout" in stmt.text.lower()


_VERSIONED_KINDS = frozenset({"CREATE TABLE", "ALTER TABLE", "CREATE INDEX", "CREATE DATABASE", "DROP INDEX",
                              "ALTER DATABASE"})


def _grammar_server(config: Config) -> Any:
    profile = config.server
    if profile.version_source == "default":
        return None  # the union of both servers: nothing version-only is refused
    from ..read.server_grammar import Server

    return Server.from_profile(profile.version, True)


def _version_refusal(stmt: Statement, server: Any) -> Optional[Finding]:
    """An SL001 error where the statement uses syntax the configured server's version refuses."""
    from ..read.parse import dialect
    from ..read.server_grammar import refusal

    found = refusal(stmt.kind, stmt.text, server, dialect()._tokenizer.tokenize)
    if found is None:
        return None
    offset, message = found
    return _system_finding("SL001", message, stmt.span_at(offset, offset))


def _database_options(stmt: Statement) -> tuple[Optional[Finding], Any]:
    """(SL001 for an ALTER DATABASE whose options' values the server refuses, the ParseFailure of
    what its grammar refuses): one reading of its tokens (never parsed: not modelled)."""
    from ..read.database_options import alter_database_refusals
    from ..read.parse import dialect

    grammar, failure = alter_database_refusals(stmt.text, dialect())
    if failure is None:
        return None, grammar
    return _system_finding("SL001", f"ALTER DATABASE: {failure.message}",
                           stmt.span_at(failure.offset, failure.offset)), grammar


def _not_understood(stmt: Statement, failure: Any) -> Finding:
    """SL009 (info, never an error): a statement whose shape the server's grammar reads, or one
    schemalint's own limits stopped on, that schemalint could not read."""
    from ..read.parse import excerpt

    if failure.limit:
        return _system_finding("SL009", f"schemalint could not read this {stmt.kind or 'statement'}: {failure.message}"
                               f"{_skipped(stmt, failure.partial) or _not_modelled(stmt)}", stmt.span, severity="info")
    return _system_finding(
        "SL009", "schemalint does not understand " + (
            f"`{excerpt(stmt.text[failure.offset:])}` in this " if failure.offset else "this ")
        + f"{stmt.kind or 'statement'} (the server's grammar reads it)"
        f"{_skipped(stmt, failure.partial) or _not_modelled(stmt)}", stmt.span_at(failure.offset, failure.offset),
        severity="info")


def _not_modelled(stmt: Statement) -> str:
    """What a statement schemalint cannot read leaves out of the model (when none of it is read)."""
    if stmt.kind == "CREATE TABLE":
        return "; the table is not modelled"
    if stmt.kind in ("ALTER TABLE", "CREATE INDEX", "DROP INDEX", "RENAME TABLE", "DROP TABLE"):
        return "; the model stays as it was before it"
    return ""


def _skipped(stmt: Statement, partial: Any) -> str:
    """What a CREATE TABLE modelled from its readable parts leaves out, for its SL001 message."""
    if partial is None:
        return ""
    parts = []
    statement_text = stmt.text  # (sliced from the file on each use: once here, not once a part)
    skipped = partial.meta.get("skipped", [])
    for start, end, what in skipped[:_SKIPPED_NAMED]:
        text = " ".join(statement_text[start:min(end, start + 2000)].split())
        text = text if len(text) <= 40 else text[:39] + "…"
        if start >= end:
            parts.append("an empty definition")
        elif what == "options":
            parts.append(f"the table options `{text}`")
        elif what == "attributes":
            parts.append(f"`{text}` (line {stmt.span_at(start, start).line}, the rest of a column's definition)")
        elif what == "key":
            parts.append(f"`{text}` (line {stmt.span_at(start, start).line}, on a column left out)")
        else:
            parts.append(f"`{text}` (line {stmt.span_at(start, start).line})")
    if len(skipped) > _SKIPPED_NAMED:
        parts.append(f"and {len(skipped) - _SKIPPED_NAMED:,} more")
    return "; the table is modelled without " + ", ".join(parts) if parts else ""


_SKIPPED_NAMED = 10  # the parts left out that an SL001 message names (the rest are counted)


def _unread_text(src: SourceFile, statements: list[Statement], unknown: list[tuple[Statement, Any]],
                 failed: set[int]) -> list[Finding]:
    """The SL001 findings of a file's text that begins with no SQL keyword: one per statement,
    or, when no statement of the file could be read, one for the file ("no SQL statement
    found"); and the quote or comment that is never closed, if its statement has none yet."""
    from ..read.parse import excerpt

    out = [_system_finding("SL001", failure.message, stmt.span_at(failure.offset, failure.offset))
           for stmt, failure in unknown]
    # a keyword misspelt before a word it takes (`CREAT TABLE`: did you mean CREATE?) is SQL
    # written wrong, reported at its statement; other text is "no SQL statement found"
    if unknown and len(failed) == len(statements) and not any(_misspelt_sql(st, f) for st, f in unknown):
        stmt, failure = unknown[0]
        if len(unknown) == 1:
            what = "its text begins with no SQL keyword"
        else:
            what = f"none of its {len(unknown)} pieces of text (split at `;`) begins with an SQL keyword"
        out = [dataclasses.replace(out[0], message=(
            f"no SQL statement found in {Path(src.path).name}: {what} (line {stmt.line}: `{excerpt(stmt.text)}`)"))]
    if src.unterminated is not None:
        last = statements[-1] if statements else None  # (what is never closed runs to the end of the file)
        if last is None or last.index not in failed or not last.start <= src.unterminated[0] < last.end:
            out.append(_unterminated(src))
    return out


def _misspelt_sql(stmt: Statement, failure: Any) -> bool:
    """`CREAT TABLE …`: the near miss of a keyword, followed by a word that keyword takes."""
    from ..read.parse import OBJECT_WORDS

    suggested = re.search(r"\(did you mean (\w+)", failure.message)
    words = stmt.text.split(None, 2)
    return suggested is not None and len(words) > 1 and words[1].upper() in OBJECT_WORDS.get(suggested.group(1), ())


def _nul_bytes(src: SourceFile) -> Finding:
    offset, count = src.nul
    more = f" ({count:,} in the file, read as blanks)" if count > 1 else " (read as a blank)"
    return _system_finding(
        "SL001", f"NUL byte in the text{more}: the mysql client stops at it, running nothing after it "
        "(\"ASCII '\\0' appeared in the statement\") unless run with --binary-mode", src.span(offset, offset))


def _unterminated(src: SourceFile) -> Finding:
    offset, what = src.unterminated
    line = src.position(offset)[0]
    return _system_finding(
        "SL001", f"unterminated {what}: the {'comment' if what == 'comment' else 'quote'} opened on line {line} "
        "is never closed, so the rest of the file is read as part of it", src.span(offset, offset))


def _keys_toggle(text: str) -> bool:
    """`ALTER TABLE t DISABLE KEYS` / `ENABLE KEYS`, which mysqldump writes around every
    table's rows: no-ops for InnoDB and for the model, so not worth a parse."""
    words = text.split(None, 5)
    return len(words) == 5 and words[4].rstrip(";").upper() == "KEYS" and words[3].upper() in ("DISABLE", "ENABLE")


RULES_AHEAD_THRESHOLD = 2000  # tables: below this, forking costs more than the overlap gains


def rules_ahead(loaded: LoadedInput, config: Config) -> Any:
    """On a big model (Linux, 2+ cores): the enabled rules that read no estimates (all but
    checks.READS_ESTIMATES) started in a forked child (parallel.RulesAhead), to run while
    this process finishes the estimates and runs the rules that read them; else None."""
    from ..checks import READS_ESTIMATES, registry
    from .parallel import can_fork

    if loaded.model.table_count < RULES_AHEAD_THRESHOLD or not can_fork():
        return None
    codes = [code for code in sorted(registry().keys() - READS_ESTIMATES) if is_enabled(code, config)]
    return _rules_child(codes, RuleContexts(loaded, config, NOT_YET))


def _rules_child(codes: list[str], contexts: "RuleContexts") -> Any:
    """`codes`' rules started in a forked child (parallel.RulesAhead) on `contexts`."""
    from ..checks import registry
    from .parallel import RulesAhead

    rules = registry()
    return RulesAhead(codes, lambda code: list(rules[code](contexts.for_rule(code)[0])))


# Rules that read the estimates and ask the same questions of a table: SL025 and SL102 ask
# SL301's assess() of their tables, SL101 and SL102 growth() and index_numbers() of the same
# random keys; run in one process (this one, once the estimates are made, beside rules_ahead's
# child), each is answered once per table (SL102 after SL101: 0.7 -> 0.45 s CPU on a
# 10,000-table dump). They ran in a second forked child until the estimates were made during
# the replay (estimate.early): this process now has the time, and a fork costs CPU (the model's
# pages copied as the child reads them), 0.5-1 s on that dump.
RULES_BESIDE = ("SL025", "SL101", "SL102", "SL301")


def compute_estimates(model: Model, config: Config, early: Any = None) -> Any:
    """The model's estimates; `early` (LoadedInput.early_estimates): those made during the
    replay, taken where still valid."""
    try:
        from ..estimate import estimate_model
    except ImportError:  # the estimator is optional for the pipeline's other stages
        return None
    return estimate_model(model, config, early=early)


def load_queries(paths: Sequence[str], config: Config, loaded: LoadedInput) -> None:
    """`--queries FILE`: the SELECT (and WITH) statements of query files become queries for
    SL401, with their own file:line; the files change nothing in the model."""
    from ..checks import Query
    from ..read.parse import ParseFailure, parse_statement

    for src in read_inputs(paths):
        statements, suppressions = split(src, config.server.version_number, "mariadb" in config.server.version.lower())
        loaded.suppressions.extend(suppressions)
        loaded.statement_lines.setdefault(src.path, []).extend((s.line, s.span.end_line) for s in statements)
        for stmt in statements:
            if stmt.kind not in ("SELECT", "WITH"):
                continue
            tree = parse_statement(stmt)
            if isinstance(tree, ParseFailure):
                loaded.system_findings.append(_not_understood(stmt, tree) if not tree.refused else _system_finding(
                    "SL001", f"cannot parse query: {tree.message}", stmt.span_at(tree.offset, tree.offset)))
                continue
            loaded.queries.append(Query(tree, stmt.span, stmt.text))


def load_input(paths: Sequence[str], config: Config, sources: Optional[Iterable[SourceFile]] = None,
               progress: Optional[Callable[[str, int, int], None]] = None,
               server: Any = None, cache: Any = None) -> tuple[LoadedInput, Config]:
    """`load()`, with a `stats.ServerInput` (--dsn or --stats) when given: its server profile
    before the DDL is read (the version decides /*!NNNNN */ comments), its model instead of
    the files in live mode without PATHs, and its row counts and index pages merged into the
    hints afterwards. Returns the input and the configuration the later stages must use."""
    if server is None and config.stats is not None:  # `stats` in the configuration
        from .stats import StatsError, config_snapshot_input

        try:
            server = config_snapshot_input(config)
        except StatsError as exc:
            raise InputError(str(exc)) from None
    if server is None:
        return load(paths, config, sources, progress, cache=cache), config
    config = server.apply_profile(config)
    if server.model is not None and not paths:
        from ..replay.identical_schemas import share_parts

        share_parts(server.model)
        loaded = LoadedInput(model=server.model)
    else:
        loaded = load(paths, config, sources, progress, cache=cache)
    return loaded, server.attach(config, loaded)


def keyed_sources(paths: Sequence[str], config: Config, sources: Optional[Iterable[SourceFile]],
                  queries: Sequence[str]) -> tuple[list[SourceFile], str]:
    """Every input, read, and the cache's key for a run over them with these settings."""
    from .cache import run_key

    sources = list(sources if sources is not None else read_inputs(paths))
    return sources, run_key(sources, config, queries)


def lint(paths: Sequence[str], config: Config, sources: Optional[Iterable[SourceFile]] = None,
         progress: Optional[Callable[[str, int, int], None]] = None, queries: Sequence[str] = (),
         server: Any = None, cache: Any = None, reuse_findings: bool = False,
         run_key: Optional[str] = None) -> LintResult:
    """The whole pipeline. With a `cache.Cache`: unchanged CREATE TABLE texts are not parsed
    again, and with `reuse_findings` a run whose inputs and settings are all unchanged returns
    the findings stored by the last such run (its model holds table names only). `run_key`:
    keyed_sources()'s key for `sources`, when the caller has it already."""
    if cache is not None and reuse_findings and server is None and config.stats is None:
        if run_key is None:
            sources, run_key = keyed_sources(paths, config, sources, queries)
        stored = cache.result(run_key)
        if isinstance(stored, StoredRun):
            return dataclasses.replace(stored.result(), run_key=run_key)
    else:
        run_key = None
    loaded, config = load_input(paths, config, sources, progress, server, cache)
    if queries:
        load_queries(queries, config, loaded)
    result = lint_loaded(loaded, config)
    if run_key is not None:
        cache.store_result(run_key, StoredRun.of(result))
        result.run_key = run_key
    return result


def lint_loaded(loaded: LoadedInput, config: Config) -> LintResult:
    """Estimates, rules and the findings' last passes on a loaded input, which is only read: it may be checked
    again under settings that leave its reading alone (row counts, the pool); early estimates serve once (early.take)."""
    if FREEZE_BIG_MODELS and loaded.create_tables > GC_FREEZE_TABLES:
        # the model lives to the end of the run: later collections (here and in the forked
        # rules) need not walk it again
        import gc

        gc.freeze()
    ahead = rules_ahead(loaded, config)
    try:
        early, loaded.early_estimates = loaded.early_estimates, None
        estimates = compute_estimates(loaded.model, config, early)
    except BaseException:
        if ahead is not None:
            ahead.results()  # reap the child
        raise
    findings = [f for f in loaded.system_findings if is_enabled(f.code, config)]
    findings += run_rules(loaded, config, estimates, ahead)
    findings = unsure_after_execute(findings, loaded)
    findings = apply_config_severity(findings, config)
    findings = apply_per_file_ignores(findings, config)
    findings = apply_suppressions(findings, loaded, config)
    if len(findings) > 1:  # one root cause, one finding (after suppressions: they silence one rule)
        from ..checks.fold import fold

        findings = fold(findings)
    findings.sort(key=Finding.sort_key)
    return LintResult(findings, loaded, estimates)


@dataclass(eq=False, repr=False)  # never compared or printed: two generated methods less to start
class StoredRun:
    """What a `check` prints, kept by the cache for the next run on the same input."""

    findings: list[Finding]
    counts: dict[str, int]
    tables: list[tuple[str, str]]  # (schema, name) of every table, for the summary and hint checks
    renamed_tables: dict[str, str]

    COUNTS = ("files", "statements", "create_tables", "tables_modelled")

    @classmethod
    def of(cls, result: LintResult) -> "StoredRun":
        loaded = result.loaded
        return cls(result.findings, {k: getattr(loaded, k) for k in cls.COUNTS},
                   [(t.schema or "", t.name) for t in loaded.model.tables()], loaded.renamed_tables)

    def result(self) -> LintResult:
        from ..model import Table

        model = Model()
        for schema, name in self.tables:
            model.ensure_schema(schema).tables[name.lower()] = Table(name=name, schema=schema or None)
        loaded = LoadedInput(model=model, renamed_tables=self.renamed_tables, **self.counts)
        return LintResult(self.findings, loaded)


def apply_config_severity(findings: list[Finding], config: Config) -> list[Finding]:
    if not config.severity:
        return findings
    out = []
    for f in findings:
        # the most specific prefix wins: { SL1 = "info", SL103 = "error" } makes SL103 an error
        matches = [(len(code), lvl) for code, lvl in config.severity.items() if f.code.startswith(code)]
        level = max(matches)[1] if matches else None
        out.append(f.with_severity(level) if level else f)
    return out


def apply_per_file_ignores(findings: list[Finding], config: Config) -> list[Finding]:
    if not config.per_file_ignores:
        return findings
    base = config.path.parent if config.path else Path.cwd()

    def ignored(f: Finding) -> bool:
        if not f.path:
            return False
        candidates = {f.path, Path(f.path).name}
        try:
            candidates.add(str(Path(f.path).resolve().relative_to(base.resolve())))
        except ValueError:
            pass
        for glob, codes in config.per_file_ignores.items():
            # `**/x/*.sql` also matches `x/a.sql` (fnmatch alone wants a directory before x)
            globs = (glob, glob[3:]) if glob.startswith("**/") else (glob,)
            if (any(fnmatch.fnmatch(c, g) for c in candidates for g in globs)
                    and any(f.code.startswith(c) for c in codes)):
                return True
        return False

    return [f for f in findings if not ignored(f)]


def _statement_range(loaded: LoadedInput, path: str, line: int) -> Optional[tuple[int, int]]:
    """(first, last) line of the statement holding `line`; statements are in file order."""
    ranges = loaded.statement_lines.get(path, ())
    i = bisect.bisect_right(ranges, (line, sys.maxsize)) - 1  # the last statement starting at or above
    # statements follow one another, so no earlier one reaches further down than this one
    return ranges[i] if i >= 0 and ranges[i][1] >= line else None


def _needs_other_files(s: Suppression, loaded: LoadedInput) -> bool:
    """Whether the statement a suppression covers (any, for ignore-file) names a table the input
    does not define (SL002): a migration linted alone, whose finding needs the files that
    create its tables. Whether it suppresses anything cannot be told from here."""
    lines = [f.span.line for f in loaded.system_findings if f.code == "SL002" and f.span and f.span.path == s.path]
    if not lines:
        return False
    if s.file_level:
        return True
    for target in (s.line, s.line + 1):
        covered = _statement_range(loaded, s.path, target)
        if covered and any(covered[0] <= line <= covered[1] for line in lines):
            return True
    return False


def _suppression_is_live(s: Suppression, config: Config) -> bool:
    """Whether an unused suppression is worth an SL004: not when all its rules are switched
    off by select/ignore (it may be needed when they run); always for a code no rule has."""
    known = list(catalogue.load_catalogue())
    for prefix in s.codes:
        codes = [c for c in known if c.startswith(prefix)]
        if not codes or any(is_enabled(code, config) for code in codes):
            return True
    return False


def apply_suppressions(findings: list[Finding], loaded: LoadedInput, config: Config) -> list[Finding]:
    """`-- schemalint: ignore CODE reason` on the statement's first line or on its own line
    just above (likewise for the finding's own line); `ignore-file` anywhere in the file.
    Suppressions that suppress nothing are reported (SL004) so they don't rot."""
    by_path: dict[str, list[Suppression]] = {}
    for s in loaded.suppressions:
        by_path.setdefault(s.path, []).append(s)
    kept = []
    for f in findings:
        sups = by_path.get(f.path or "", [])
        if not sups or f.span is None:
            kept.append(f)
            continue
        same = {f.span.line}
        above = {f.span.line - 1}
        stmt = _statement_range(loaded, f.span.path, f.span.line)
        if stmt:
            same.add(stmt[0])
            above.add(stmt[0] - 1)
        hit = None
        for s in sups:
            # a comment trailing another statement on the line above is that statement's
            if s.matches(f.code) and (s.file_level or s.line in same or (s.own_line and s.line in above)):
                hit = s
                break
        if hit is None:
            kept.append(f)
        else:
            hit.used = True
    if is_enabled("SL004", config):
        unused = []
        for s in loaded.suppressions:
            if not s.used and _suppression_is_live(s, config) and not _needs_other_files(s, loaded):
                codes = ", ".join(s.codes)
                what = "ignore-file" if s.file_level else "ignore"
                unused.append(_system_finding(
                    "SL004", f"suppression `schemalint: {what} {codes}` suppresses nothing: remove it",
                    Span(s.path, s.line, s.column, s.line, s.column)))
        kept += apply_per_file_ignores(unused, config)
    return kept
