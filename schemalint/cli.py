"""The command line: `schemalint check`, `rules`, `explain` (and `estimate`).

Exit codes: 0 nothing at or above --fail-on; 1 findings at or above it; 2 usage errors,
unreadable paths, bad configuration. No traceback reaches the user (SCHEMALINT_DEBUG=1
shows one for bug reports).
"""


import os
import sys
from pathlib import Path
from typing import Annotated, NamedTuple, NoReturn, Optional

from . import __version__

EXIT_OK, EXIT_FINDINGS, EXIT_USAGE = 0, 1, 2
CHANGE_PANEL = "Only what a change introduced"


def main() -> None:
    # `--version` answers before typer, rich or sqlglot are imported: pre-commit start-up.
    if sys.argv[1:] in (["--version"], ["-V"]):
        print(f"schemalint {__version__}")
        return
    # A run allocates millions of small objects and frees few of them: collect cycles far less
    # often than Python's default (700 allocations), as mypy does. A 10,000-table dump: −30% time.
    import gc

    gc.set_threshold(100_000, 50, 100)
    app = build_app(only_check=sys.argv[1:2] == ["check"])
    only_the_command_run(app, sys.argv[1:])
    if "typer.rich_utils" not in sys.modules and LightRichHelp not in sys.meta_path:
        sys.meta_path.insert(0, LightRichHelp)
    try:
        app(prog_name="schemalint")
    except KeyboardInterrupt:
        sys.stderr.write("schemalint: interrupted\n")
        sys.exit(130)
    except SystemExit as exc:
        leave_without_teardown(exc.code)
        # The interpreter's exit searches every object the imports made (sqlglot's and typer's
        # classes, functions and tables) for garbage cycles, more than once: ≈80M instructions
        # after a one-table check, more than its own work. Frozen, they are left to the end of
        # the process. (Cycles made before this point are not collected; their finalizers, which
        # Python does not promise to run at exit, do not run. Output is flushed either way.)
        gc.freeze()
        raise


# Past this many live memory blocks (a dump of some 3,000 tables), a finished run flushes its
# output and leaves at once, as mypy does: freeing every object one by one at interpreter exit
# took 0.6–0.8 s after a 10,000-table dump.
HARD_EXIT_BLOCKS = 500_000


def leave_without_teardown(code: object) -> None:
    """os._exit(code) after a big run, once stdout and stderr are flushed; otherwise return
    (a small run, an exit message to print, or output that cannot be flushed: the interpreter
    exits the usual way and reports what it must)."""
    if not (code is None or isinstance(code, int)) or sys.getallocatedblocks() < HARD_EXIT_BLOCKS:
        return
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except Exception:
        return
    os._exit(code or 0)


def only_the_command_run(app, args: list[str]) -> None:
    """`schemalint check …` and `estimate …` (what pre-commit and CI run): typer turns only
    that command into a click command, not the other commands and groups, which cost as much
    again to convert. Anything else (`--help`, a group, a typo) keeps them all."""
    if not args or args[0] not in ("check", "estimate"):
        return
    commands = [c for c in app.registered_commands if (c.name or c.callback.__name__.replace("_", "-")) == args[0]]
    if len(commands) == 1:
        app.registered_commands = commands
        app.registered_groups = []


# typer prints --help and usage errors with typer.rich_utils, which imports rich.markdown and
# rich.traceback (markdown-it, pygments: half of what `schemalint --help` imported) for markdown
# help text and pretty tracebacks, neither of which schemalint uses. While typer.rich_utils is
# imported, stand-ins take their place; whatever uses them later gets the real classes.
HELP_STAND_INS = {"rich.markdown": "Markdown", "rich.traceback": "Traceback"}


class DeferredClass(type):
    """A stand-in class: calling it, or reading an attribute, imports and uses the real one."""

    def real(cls) -> type:
        import importlib

        module = importlib.import_module(cls.__module__)
        if getattr(module, "schemalint_stand_in", False):
            raise AttributeError(f"{cls.__module__}.{cls.__name__} is being imported")
        return getattr(module, cls.__name__)

    def __call__(cls, *args, **kwargs):
        return cls.real()(*args, **kwargs)

    def __getattr__(cls, name: str):
        return getattr(cls.real(), name)


class LightRichHelp:
    """A meta path finder that imports typer.rich_utils with HELP_STAND_INS in sys.modules,
    then removes them (and itself)."""

    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if name != "typer.rich_utils":
            return None
        sys.meta_path.remove(cls)
        from importlib.machinery import PathFinder

        spec = PathFinder.find_spec(name, path)
        if spec is None or spec.loader is None or not hasattr(spec.loader, "exec_module"):
            return spec
        exec_module = spec.loader.exec_module

        def exec_with_stand_ins(module) -> None:
            import types

            added = {}
            for module_name, class_name in HELP_STAND_INS.items():
                if module_name not in sys.modules:
                    stand_in = types.ModuleType(module_name)
                    stand_in.schemalint_stand_in = True
                    setattr(stand_in, class_name, DeferredClass(class_name, (), {"__module__": module_name}))
                    sys.modules[module_name] = added[module_name] = stand_in
            try:
                exec_module(module)
            except ImportError:  # typer wants more of them than the stand-ins have: the real ones
                if not added:
                    raise
                for module_name in added:
                    del sys.modules[module_name]
                added = {}
                exec_module(module)
            finally:
                for module_name, stand_in in added.items():
                    if sys.modules.get(module_name) is stand_in:
                        del sys.modules[module_name]

        spec.loader.exec_module = exec_with_stand_ins
        return spec


def fail(message: str) -> NoReturn:
    from .report.untrusted import shown  # (a message may quote a file name or a name from the input)

    sys.stderr.write(f"schemalint: error: {shown(message)}\n")
    raise SystemExit(EXIT_USAGE)


def build_app(only_check: bool = False):
    """The typer app; with `only_check` (`schemalint check …` is what runs) it ends at `check`,
    its first command: defining the others evaluates their annotations for nothing."""
    import typer

    from .severity import SEVERITIES

    app = typer.Typer(
        name="schemalint",
        help=(
            "A MySQL/InnoDB schema linter and advisor. It reads CREATE TABLE DDL (dumps, "
            "migration folders), models each table the way InnoDB stores it, and reports which "
            "tables will hurt at scale — with the arithmetic."
        ),
        no_args_is_help=True,
        add_completion=False,
        context_settings={"help_option_names": ["-h", "--help"]},
        pretty_exceptions_enable=False,
    )

    @app.callback()
    def root(
        version: Annotated[bool, typer.Option("--version", "-V", help="Print the version and exit.")] = False,
    ) -> None:
        if version:
            print(f"schemalint {__version__}")
            raise typer.Exit()

    @app.command()
    def check(
        paths: Annotated[Optional[list[str]], typer.Argument(
            help="SQL files, directories (a migrations folder in its tool's order: Flyway, golang-migrate, dbmate, Prisma, Liquibase, sqitch, Atlas; else every *.sql below in natural order, V2 before V10), or - for stdin. "
                 "Optional with --dsn.", show_default=False)] = None,
        output_format: Annotated[str, typer.Option(
            "--format", "-f", help="text | json | sarif | github | gitlab | markdown.")] = "text",
        config: Annotated[Optional[Path], typer.Option(
            "--config", help="Config file (default: .schemalint.toml or pyproject.toml [tool.schemalint], searched upwards).")] = None,
        fail_on: Annotated[Optional[str], typer.Option(
            help=f"Exit 1 when a finding is at or above this severity: {' | '.join(SEVERITIES)} (default warning).")] = None,
        select: Annotated[Optional[list[str]], typer.Option(
            help="Run only these rule codes or prefixes (SL1, SL103); repeatable or comma-separated.")] = None,
        ignore: Annotated[Optional[list[str]], typer.Option(help="Skip these rule codes or prefixes.")] = None,
        rows: Annotated[Optional[list[str]], typer.Option(
            help="Row count hint TABLE=N (950k, 40M, 2.5bn, 2.5e9, 1_000; B is bytes, never billions); repeatable. Beats the config file.")] = None,
        buffer_pool: Annotated[Optional[str], typer.Option(help="innodb_buffer_pool_size to assume, binary: 16G or 16GiB (default 128M; 16 GB is refused as ambiguous).")] = None,
        page_size: Annotated[Optional[str], typer.Option(help="innodb_page_size, e.g. 16K (default).")] = None,
        stdin_filename: Annotated[str, typer.Option(help="Name shown for input read from stdin.")] = "<stdin>",
        changed: Annotated[bool, typer.Option(
            "--changed", help="Report only what the FILE paths introduce: the directories among the paths are "
                              "replayed whole (the model), the files are the change. `check db/migrations --changed "
                              "db/migrations/V12__x.sql`, or the files pre-commit passes.", rich_help_panel=CHANGE_PANEL)] = False,
        diff_base: Annotated[Optional[str], typer.Option(
            "--diff-base", metavar="REV", help="Report only what changed since the git revision REV: findings in "
            "migrations added or changed since REV, or, for a schema file, on tables whose definition differs; on "
            "tables that existed at REV one severity lower unless the change made them worse.",
            show_default=False, rich_help_panel=CHANGE_PANEL)] = None,
        layout: Annotated[Optional[str], typer.Option(
            help="Migrations folder layout: auto (default) | flyway | golang-migrate | dbmate | prisma | liquibase | "
                 "sqitch | atlas | plain.", show_default=False, rich_help_panel=CHANGE_PANEL)] = None,
        baseline: Annotated[Optional[Path], typer.Option(
            help="Report only findings the baseline does not record (default: .schemalint-baseline.json in the "
                 "working directory or beside the config file, when there is one).", show_default=False,
            rich_help_panel=CHANGE_PANEL)] = None,
        no_baseline: Annotated[bool, typer.Option(
            "--no-baseline", help="Ignore the baseline file.", rich_help_panel=CHANGE_PANEL)] = False,
        queries: Annotated[Optional[list[str]], typer.Option(
            "--queries", help="File of SELECT statements to check against the schema (SL401); repeatable.")] = None,
        repo_root: Annotated[Optional[Path], typer.Option(
            help="sarif/github/gitlab/markdown: paths are shown relative to this (default: the git work tree above the working directory).")] = None,
        help_base: Annotated[Optional[str], typer.Option(
            help="sarif/markdown/report: the rules site's address (links to its rule pages), or a URL where "
                 "rules/SLNNN-slug.toml are published, e.g. a repository's …/blob/v0.1.0/rules/. Config: help-base.")] = None,
        dsn: Annotated[Optional[str], typer.Option(
            help="Read the schema and its statistics from a running MySQL/MariaDB, read-only: "
                 "mysql://user@host:3306/db1,db2. The password comes from MYSQL_PWD, --password-prompt or the "
                 "option file, never the command line. With PATHs: DDL from the files, numbers from the server.",
            show_default=False, rich_help_panel=LIVE_PANEL)] = None,
        stats: Annotated[Optional[Path], typer.Option(
            "--stats", help="A snapshot from `schemalint stats dump`: row counts, bytes, index pages and the server "
                            "profile for the tables of PATHs.", show_default=False, rich_help_panel=LIVE_PANEL)] = None,
        schemas: Annotated[Optional[list[str]], typer.Option(
            help="--dsn: schemas to read, glob patterns (tenant_*); repeatable or comma-separated. Default: the "
                 "DSN's, else every schema but the system ones.", show_default=False, rich_help_panel=LIVE_PANEL)] = None,
        exclude_schemas: Annotated[Optional[list[str]], typer.Option(
            help="--dsn: schemas to skip, glob patterns.", show_default=False, rich_help_panel=LIVE_PANEL)] = None,
        password_prompt: Annotated[bool, typer.Option(
            "--password-prompt", help="--dsn: ask for the password on the terminal.", rich_help_panel=LIVE_PANEL)] = False,
        defaults_file: Annotated[Optional[Path], typer.Option(
            help="--dsn: MySQL option file; its \\[client] group gives user, password, host, port, socket and ssl-* "
                 "(default ~/.my.cnf when it exists).", show_default=False, rich_help_panel=LIVE_PANEL)] = None,
        ssl_mode: Annotated[Optional[str], typer.Option(
            help="--dsn: DISABLED | PREFERRED (default) | REQUIRED | VERIFY_CA | VERIFY_IDENTITY.",
            show_default=False, rich_help_panel=LIVE_PANEL)] = None,
        ssl_ca: Annotated[Optional[str], typer.Option(
            help="--dsn: CA certificate (PEM) the server's certificate must be signed by (implies VERIFY_CA).",
            show_default=False, rich_help_panel=LIVE_PANEL)] = None,
        ssl_cert: Annotated[Optional[str], typer.Option(
            help="--dsn: client certificate (PEM).", show_default=False, rich_help_panel=LIVE_PANEL)] = None,
        ssl_key: Annotated[Optional[str], typer.Option(
            help="--dsn: client certificate's key (PEM).", show_default=False, rich_help_panel=LIVE_PANEL)] = None,
        connect_timeout: Annotated[float, typer.Option(
            help="--dsn: seconds to wait for the connection.", rich_help_panel=LIVE_PANEL)] = 10.0,
        read_timeout: Annotated[float, typer.Option(
            help="--dsn: seconds to wait for one read (a first read of 10^5 tables can take a minute).",
            rich_help_panel=LIVE_PANEL)] = 600.0,
        verbose: Annotated[bool, typer.Option(
            "--verbose", "-v", "--show-evidence", help="text: every finding in full: the message, table and index, "
            "the evidence, the rules folded into it, the fix (default: a headline of at most two lines).",
            rich_help_panel=OUTPUT_PANEL)] = False,
        show_fixes: Annotated[bool, typer.Option(
            "--show-fixes", help="text: the fix DDL under each headline.", rich_help_panel=OUTPUT_PANEL)] = False,
        statistics: Annotated[bool, typer.Option(
            "--statistics", help="text: a count per rule instead of the findings.", rich_help_panel=OUTPUT_PANEL)] = False,
        no_group: Annotated[bool, typer.Option(
            "--no-group", help="text, json, markdown: each finding on its own, not the same rule for the same reason "
            "on many tables as one with \"and N more tables\" (config: group = false).",
            rich_help_panel=OUTPUT_PANEL)] = False,
        no_cache: Annotated[bool, typer.Option(
            "--no-cache", help="Neither read nor write the cache (parsed CREATE TABLEs, last findings).")] = False,
        cache_dir: Annotated[Optional[Path], typer.Option(
            help="Where the cache lives (default: .schemalint_cache in the current directory, or "
                 "$SCHEMALINT_CACHE_DIR).", show_default=False)] = None,
        fix: Annotated[bool, typer.Option(
            "--fix", help="Apply the safe fixes: in a schema file the CREATE TABLE is edited in place (the rest of "
            "the file is kept byte for byte); in a migrations folder a new migration is written in the folder's "
            "layout (Flyway V{n+1}__schemalint_fixes.sql, golang-migrate's .up.sql/.down.sql pair, dbmate, plain). "
            "Only fixes given as DDL are applied — each is executed and re-linted on a real server by the fix "
            "harness; fixes in words are left to you. Then the remaining findings are reported.",
            rich_help_panel=FIX_PANEL)] = False,
        diff: Annotated[bool, typer.Option(
            "--diff", help="Show what --fix would change, as a unified diff, and write nothing (exit 1 when there "
            "is something to change).", rich_help_panel=FIX_PANEL)] = False,
        unsafe_fixes: Annotated[bool, typer.Option(
            "--unsafe-fixes", help="With --fix or --diff, also the fixes that change data or lock a table: those "
            "schemalint's own migration rules (SL601–SL604) report as a rebuild, a blocking or destructive change, "
            "or one that may fail on existing rows.", rich_help_panel=FIX_PANEL)] = False,
    ) -> None:
        """Lint schema files, or a live server's schema (--dsn): findings with the numbers behind them."""
        from . import lint as pipeline
        from .lint import keyed_sources, lint

        pipeline.FREEZE_BIG_MODELS = True  # the run ends the process: its model need not be collected

        cfg = prepare_config(config, rows, buffer_pool, page_size, fail_on, select, ignore)
        if output_format not in REPORT_FORMATS:
            fail(f"--format {output_format!r}: choose one of {', '.join(REPORT_FORMATS)}")
        view = View(verbose, show_fixes, statistics, cfg.group and not no_group)
        paths = need_input(paths, dsn)
        server = server_input(dsn, stats, schemas, exclude_schemas, password_prompt, defaults_file, ssl_mode,
                              ssl_ca, ssl_cert, ssl_key, connect_timeout, read_timeout)
        from .config import baseline_file

        scope = run_guarded(lambda: check_scope(paths, layout, changed, diff_base,
                                                baseline_file(baseline, no_baseline, cfg)))
        paths = scope.paths  # with --changed: what the model is built from
        if scope.change is not None:  # its migrations are not applied yet: a fix edits them
            from dataclasses import replace

            cfg = replace(cfg, unapplied=frozenset(scope.change.changed))
        fixing = fix or diff
        if fixing and (dsn or stats or any(p == "-" for p in paths)):
            fail("--fix and --diff edit files: give schema files or a migrations folder (not --dsn, --stats or stdin)")
        cache = None if no_cache or fixing else open_cache(cache_dir)
        # the stored findings stand for a whole run; --changed and --diff-base read the whole model
        reuse = scope.change is None and not scope.diff_base
        sources, run_key, replay_key = layout_sources(paths, stdin_filename, layout), None, None
        if cache is not None and reuse and server is None and cfg.stats is None:
            sources, run_key = run_guarded(lambda: keyed_sources(paths, cfg, sources, queries or ()))
            if scope.baseline is None:  # (a baseline file can change without the inputs changing)
                replay_key = output_key(run_key, paths, f"{output_format} {view}", repo_root, help_base)
                replay(cache.result(replay_key))  # a warm re-run prints what the last one printed
        from .report.progress import statement_progress

        with statement_progress() as progress:
            result = run_guarded(lambda: lint(paths, cfg, sources=sources, progress=progress,
                                              queries=queries or (), server=server, cache=cache,
                                              reuse_findings=reuse, run_key=run_key))
        if fixing:
            result = apply_fixes(result, paths, cfg, layout, diff, unsafe_fixes)
            if result is None:
                return  # (--diff: printed, exit code given)
        with Recorder(enabled=replay_key is not None) as printed:
            print_notes(result.loaded)
            warn_unused_inputs(paths, result.loaded, cfg)
            if not isinstance(scope, WholeReport):
                from .changes import narrow

                result = run_guarded(lambda: narrow(result, scope, cfg))
                say_baselined(result)
            write_report(result, output_format, cfg, repo_root, help_base, view)
        code = exit_code(result, cfg.fail_on)
        if replay_key is not None:
            cache.store_result(replay_key, Printed(printed.stdout, printed.stderr, code))
        raise typer.Exit(code)

    if only_check:
        return app

    baseline_app = typer.Typer(help="Record today's findings, so that `check` reports only new ones.",
                               no_args_is_help=True)
    app.add_typer(baseline_app, name="baseline")

    @baseline_app.command("write")
    def baseline_write(
        paths: Annotated[list[str], typer.Argument(help="What `check` is given: files and directories.",
                                                   show_default=False)],
        output: Annotated[Optional[Path], typer.Option("--output", "-o", show_default=False,
                                                       help="Where to write it (default: .schemalint-baseline.json).")] = None,
        config: Annotated[Optional[Path], typer.Option("--config", help="Config file (as for check).")] = None,
        select: Annotated[Optional[list[str]], typer.Option(help="Rule codes or prefixes to run (as for check).")] = None,
        ignore: Annotated[Optional[list[str]], typer.Option(help="Rule codes or prefixes to skip.")] = None,
        rows: Annotated[Optional[list[str]], typer.Option(help="Row count hint TABLE=N; repeatable.")] = None,
        layout: Annotated[Optional[str], typer.Option(help="Migrations folder layout (as for check).")] = None,
    ) -> None:
        """Write .schemalint-baseline.json: today's findings by fingerprint (code, file, table, index,
        subject, statement text; not by line)."""
        from .changes import Baseline
        from .config import BASELINE_FILE
        from .lint import lint

        output = output or Path(BASELINE_FILE)
        cfg = prepare_config(config, rows, None, None, None, select, ignore)
        need_input(paths, None)
        result = run_guarded(lambda: lint(paths, cfg, sources=layout_sources(paths, "<stdin>", layout)))
        recorded = Baseline.of(result.findings, result.loaded.renamed_tables, output.parent)
        try:
            output.write_text(recorded.to_json(), encoding="utf-8")
        except OSError as exc:
            fail(f"{output}: cannot write the baseline: {exc.strerror or exc}")
        n = sum(recorded.entries.values())  # (those folded into another too: fold.py)
        print(f"schemalint: {n} finding{'s' * (n != 1)} recorded in {output}; `check` now reports only new ones")

    # `estimate` takes its input and server options from `check`: one definition of each.
    opts = check.__annotations__

    @app.command()
    def estimate(
        paths: opts["paths"] = None,
        output_format: Annotated[str, typer.Option("--format", "-f", help="text | json.")] = "text",
        config: opts["config"] = None,
        rows: opts["rows"] = None,
        buffer_pool: opts["buffer_pool"] = None,
        page_size: opts["page_size"] = None,
        stdin_filename: opts["stdin_filename"] = "<stdin>",
        dsn: opts["dsn"] = None,
        stats: opts["stats"] = None,
        schemas: opts["schemas"] = None,
        exclude_schemas: opts["exclude_schemas"] = None,
        password_prompt: opts["password_prompt"] = False,
        defaults_file: opts["defaults_file"] = None,
        ssl_mode: opts["ssl_mode"] = None,
        ssl_ca: opts["ssl_ca"] = None,
        ssl_cert: opts["ssl_cert"] = None,
        ssl_key: opts["ssl_key"] = None,
        connect_timeout: opts["connect_timeout"] = 10.0,
        read_timeout: opts["read_timeout"] = 600.0,
    ) -> None:
        """Per table and index: record bytes, pages, B+tree depth, size, hot set and buffer-pool fit."""
        from .estimate import estimate_model
        from .lint import load_input
        from .report.progress import statement_progress

        cfg = prepare_config(config, rows, buffer_pool, page_size)
        if output_format not in ("text", "json"):
            fail(f"--format {output_format!r}: choose text or json")
        paths = need_input(paths, dsn)
        server = server_input(dsn, stats, schemas, exclude_schemas, password_prompt, defaults_file, ssl_mode,
                              ssl_ca, ssl_cert, ssl_key, connect_timeout, read_timeout)
        with statement_progress() as progress:
            loaded, cfg = run_guarded(lambda: load_input(paths, cfg, sources=stdin_sources(paths, stdin_filename),
                                                         progress=progress, server=server))
        print_notes(loaded)
        estimates = run_guarded(lambda: estimate_model(loaded.model, cfg))
        warn_estimate_inputs(loaded, cfg)
        if output_format == "json":
            from .report.estimate_json import render as render_json

            sys.stdout.write(render_json(estimates))
        else:
            from .report.estimate_text import render as render_text

            render_text(estimates, sys.stdout)

    @app.command()
    def report(
        paths: opts["paths"] = None,
        output: Annotated[str, typer.Option(
            "--output", "-o", help="The HTML file to write; - for stdout.", show_default=False)] = ...,
        charts: Annotated[str, typer.Option(
            help="How many tables get a chart, the most urgent first: a number, or all.")] = "50",
        config: opts["config"] = None,
        select: opts["select"] = None,
        ignore: opts["ignore"] = None,
        rows: opts["rows"] = None,
        buffer_pool: opts["buffer_pool"] = None,
        page_size: opts["page_size"] = None,
        stdin_filename: opts["stdin_filename"] = "<stdin>",
        queries: opts["queries"] = None,
        help_base: opts["help_base"] = None,
        dsn: opts["dsn"] = None,
        stats: opts["stats"] = None,
        schemas: opts["schemas"] = None,
        exclude_schemas: opts["exclude_schemas"] = None,
        password_prompt: opts["password_prompt"] = False,
        defaults_file: opts["defaults_file"] = None,
        ssl_mode: opts["ssl_mode"] = None,
        ssl_ca: opts["ssl_ca"] = None,
        ssl_cert: opts["ssl_cert"] = None,
        ssl_key: opts["ssl_key"] = None,
        connect_timeout: opts["connect_timeout"] = 10.0,
        read_timeout: opts["read_timeout"] = 600.0,
    ) -> None:
        """The capacity report as one self-contained HTML file: per table a chart of size and hot set
        against rows, the index figures and the findings (needs the `html` extra)."""
        from .report import html

        if not html.available():
            fail(html.INSTALL_HINT)
        if charts != "all" and not charts.isdigit():
            fail(f"--charts {charts!r}: give a number or all")
        cfg = prepare_config(config, rows, buffer_pool, page_size, None, select, ignore)
        paths = need_input(paths, dsn)
        server = server_input(dsn, stats, schemas, exclude_schemas, password_prompt, defaults_file, ssl_mode,
                              ssl_ca, ssl_cert, ssl_key, connect_timeout, read_timeout)
        from .lint import lint

        result = run_guarded(lambda: lint(paths, cfg, sources=stdin_sources(paths, stdin_filename),
                                          queries=queries or (), server=server))
        print_notes(result.loaded)
        warn_unused_inputs(paths, result.loaded, cfg)
        from .report.sarif import resolve_help_base

        from .estimate.trouble import shard_bytes

        options = html.ReportOptions(help_base=resolve_help_base(help_base or cfg.help_base),
                                     charts=None if charts == "all" else int(charts), inputs=tuple(paths),
                                     shard_bytes=shard_bytes(cfg))
        text = run_guarded(lambda: html.render(result, options))
        try:
            html.write(text, output)
        except OSError as exc:
            fail(f"{output}: cannot write the report: {exc.strerror or exc}")
        if output != "-":
            sys.stderr.write(f"schemalint: wrote {output} ({len(text.encode()) / 1e6:.1f} MB)\n")
        unread = [f for f in result.loaded.system_findings if f.severity == "error"]
        if unread:  # input the report could not read (SL001…): it fails as `check` does
            from .report.text import headline_lines

            sys.stderr.writelines(line + "\n" for f in unread for line, _ in headline_lines(f, None))
            raise typer.Exit(1)

    stats_app = typer.Typer(help="Statistics snapshots: a server's numbers in a file, for CI that cannot reach it.",
                            no_args_is_help=True)
    app.add_typer(stats_app, name="stats")

    @stats_app.command("dump")
    def stats_dump(
        dsn: opts["dsn"] = None,
        output: Annotated[Optional[Path], typer.Option(
            "--output", "-o", help="File to write (default: stdout).", show_default=False)] = None,
        schemas: opts["schemas"] = None,
        exclude_schemas: opts["exclude_schemas"] = None,
        password_prompt: opts["password_prompt"] = False,
        defaults_file: opts["defaults_file"] = None,
        ssl_mode: opts["ssl_mode"] = None,
        ssl_ca: opts["ssl_ca"] = None,
        ssl_cert: opts["ssl_cert"] = None,
        ssl_key: opts["ssl_key"] = None,
        connect_timeout: opts["connect_timeout"] = 10.0,
        read_timeout: opts["read_timeout"] = 600.0,
    ) -> None:
        """Read a server's statistics (read-only) into a JSON snapshot: server profile, per-table and
        per-index figures, index usage, statement digests. No row data, no credentials.
        Use it with `schemalint check|estimate PATH --stats FILE`."""
        from .stats import StatsError, write_snapshot

        if not dsn:
            fail("stats dump needs --dsn mysql://user@host:3306/db1,db2")
        server = server_input(dsn, None, schemas, exclude_schemas, password_prompt, defaults_file, ssl_mode,
                              ssl_ca, ssl_cert, ssl_key, connect_timeout, read_timeout)
        try:
            write_snapshot(server.snapshot, output)
        except StatsError as exc:
            fail(str(exc))
        print_notes(server)
        if output is not None and str(output) != "-":
            sys.stderr.write(f"schemalint: wrote statistics of {len(server.snapshot.tables):,} tables to {output}\n")

    @app.command()
    def rules() -> None:
        """List every rule: code, slug, default severity, and what it checks."""
        from .catalogue import load_catalogue

        for doc in load_catalogue().values():
            flag = "" if doc.default else " (opt-in)"
            print(f"{doc.code}  {doc.slug:34} {doc.severity:8} {doc.summary}{flag}")

    @app.command()
    def explain(
        code: Annotated[str, typer.Argument(help="A rule code like SL103, or its slug.")],
        url: Annotated[bool, typer.Option("--url", help="Print only the address of the rule's page (needs a help base).")] = False,
        help_base: opts["help_base"] = None,
        config: opts["config"] = None,
    ) -> None:
        """Print a rule's catalogue entry: why it matters (with the numbers), examples, the fix."""
        from .catalogue import load_catalogue

        docs = load_catalogue()
        doc = docs.get(code.upper()) or next((d for d in docs.values() if d.slug == code.lower()), None)
        if doc is None:
            fail(f"unknown rule {code!r}; `schemalint rules` lists them")
        if url:
            from .report.sarif import help_uri, resolve_help_base

            base = resolve_help_base(help_base or prepare_config(config, None, None, None).help_base)
            if not base:
                fail("--url needs the rules site's address: --help-base URL, help-base in the config, "
                     "or SCHEMALINT_HELP_BASE")
            print(help_uri(doc, base))
            return
        print(render_explain(doc))

    @app.command()
    def server() -> None:
        """Language server for editors, on stdio: findings as you type, estimates on hover, quick fixes
        (needs the lsp extra: pip install 'schemalint[lsp]')."""
        try:
            from .lsp import serve
        except ImportError as exc:
            fail(f"`schemalint server` needs pygls ({exc.name or exc}): pip install 'schemalint[lsp]'")
        serve()

    @app.command()
    def review(
        paths: Annotated[list[str], typer.Argument(help="SQL files or directories, as for `check`.", show_default=False)],
        github: Annotated[bool, typer.Option(
            "--github", help="Create or update the pull-request comment (GITHUB_EVENT_PATH, GITHUB_REPOSITORY, GITHUB_TOKEN, GITHUB_API_URL).")] = False,
        diff_base: Annotated[Optional[str], typer.Option(
            help="Git revision to compare with: before → after figures per table (with --github: default the pull request's base SHA).")] = None,
        annotations: Annotated[bool, typer.Option(help="Also print GitHub annotations (workflow commands) on stdout.")] = False,
        sarif_file: Annotated[Optional[Path], typer.Option("--sarif-file", help="Also write SARIF 2.1.0 to this file.")] = None,
        markdown_file: Annotated[Optional[Path], typer.Option("--markdown-file", help="Also write the comment body to this file.")] = None,
        pr: Annotated[Optional[int], typer.Option("--pr", help="Pull request number (default: from the event).")] = None,
        always_comment: Annotated[bool, typer.Option(
            help="Create the comment even when there are no findings and no table figures moved.")] = False,
        config: Annotated[Optional[Path], typer.Option("--config", help="Config file, as for `check`.")] = None,
        fail_on: Annotated[Optional[str], typer.Option(help=f"Exit 1 at or above: {' | '.join(SEVERITIES)}.")] = None,
        select: Annotated[Optional[list[str]], typer.Option(help="Rule codes or prefixes to run.")] = None,
        ignore: Annotated[Optional[list[str]], typer.Option(help="Rule codes or prefixes to skip.")] = None,
        rows: Annotated[Optional[list[str]], typer.Option(help="Row count hint TABLE=N; repeatable.")] = None,
        buffer_pool: Annotated[Optional[str], typer.Option(help="innodb_buffer_pool_size to assume, binary: 16G or 16GiB.")] = None,
        page_size: Annotated[Optional[str], typer.Option(help="innodb_page_size, e.g. 16K.")] = None,
        repo_root: Annotated[Optional[Path], typer.Option(help="Repository root paths are relative to (default: git work tree).")] = None,
        help_base: Annotated[Optional[str], typer.Option(help="The rules site's address, or where rules/SLNNN-slug.toml are published.")] = None,
        baseline: Annotated[Optional[Path], typer.Option(
            help="Report only findings the baseline does not record (as for check).", show_default=False)] = None,
        no_baseline: Annotated[bool, typer.Option("--no-baseline", help="Ignore the baseline file.")] = False,
    ) -> None:
        """The pull-request review: a Markdown comment with findings and before → after table figures.

        Without --github it prints the comment body (or writes the files asked for)."""
        from .review import ReviewError, ReviewOptions, run_review

        from .config import baseline_file

        cfg = prepare_config(config, rows, buffer_pool, page_size, fail_on, select, ignore)
        recorded = baseline_file(baseline, no_baseline, cfg)
        need_input(paths, None)
        opts = ReviewOptions(diff_base=diff_base, root=repo_root.resolve() if repo_root else None,
                             help_base=help_base or cfg.help_base, annotations=annotations, sarif_file=sarif_file,
                             markdown_file=markdown_file, github=github, pr_number=pr, always_comment=always_comment)
        def guarded() -> int:
            try:
                return run_review(paths, cfg, opts, lambda base: review_lint(paths, cfg, base, recorded))
            except ReviewError as exc:  # token, permissions, event, git: say what to fix, exit 2
                fail(str(exc))

        raise typer.Exit(run_guarded(guarded))

    return app


REPORT_FORMATS = ("text", "json", "sarif", "github", "gitlab", "markdown")
OUTPUT_PANEL = "Output"
FIX_PANEL = "Fixes"


class View(NamedTuple):
    """How `check` shows its findings (--verbose, --show-fixes, --statistics, --no-group)."""

    verbose: bool = False
    show_fixes: bool = False
    statistics: bool = False
    group: bool = True


class Printed(NamedTuple):
    """What a `check` printed (the texts written, in order) and its exit code, kept by the
    cache for a warm re-run."""

    stdout: list[str]
    stderr: list[str]
    exit_code: int


def output_key(run_key: str, paths: list[str], output_format: str, repo_root=None, help_base=None) -> str:
    """The cache's key for what a run prints: its input and settings (`run_key`), the paths as
    given (warnings name them: an empty directory adds no input), the format, and the
    destination kind (terminal or not, width, colour settings) and repository."""
    import hashlib

    env = {k: os.environ.get(k) for k in ("COLUMNS", "NO_COLOR", "FORCE_COLOR", "TTY_COMPATIBLE", "TERM", "COLORTERM")}
    try:
        tty = sys.stdout.isatty()
    except (AttributeError, ValueError):
        tty = False
    if tty:
        import shutil

        env["size"] = str(shutil.get_terminal_size())
    return "out-" + hashlib.sha256(repr((run_key, paths, output_format, str(repo_root), help_base, tty, env,
                                         os.getcwd())).encode()).hexdigest()[:32]


def replay(stored) -> None:
    """Print a stored run's output and exit with its code; nothing when `stored` is not one."""
    if isinstance(stored, Printed):
        sys.stderr.writelines(stored.stderr)
        sys.stdout.writelines(stored.stdout)
        import typer

        raise typer.Exit(stored.exit_code)


class Recorder:
    """While active (and enabled), what is written to stdout and stderr is also kept, as the
    written texts themselves (a 14 MB report is not copied)."""

    def __init__(self, enabled: bool):
        self.enabled = enabled
        self.stdout: list[str] = []
        self.stderr: list[str] = []

    def __enter__(self) -> "Recorder":
        if self.enabled:
            self.real = sys.stdout, sys.stderr
            sys.stdout, sys.stderr = _Tee(sys.stdout, self.stdout), _Tee(sys.stderr, self.stderr)
        return self

    def __exit__(self, *exc) -> None:
        if self.enabled:
            sys.stdout, sys.stderr = self.real


class _Tee:
    """A stream that also keeps what was written (for Recorder); everything else (isatty,
    encoding, fileno) is the real stream's, so the report renders as it would."""

    def __init__(self, stream, copy):
        self.stream, self.copy = stream, copy

    def write(self, text: str) -> int:
        self.copy.append(text)
        return self.stream.write(text)

    def writelines(self, lines) -> None:
        for line in lines:
            self.write(line)

    def __getattr__(self, name: str):
        return getattr(self.stream, name)


def write_report(result, output_format: str, cfg, repo_root=None, help_base=None, view: View = View()) -> None:
    """Render `result` on stdout in one of REPORT_FORMATS. Text and JSON (and Markdown, in
    review.markdown_body) show the same rule for the same reason on many tables of a file as one
    finding (fold.group) unless `view.group` is off (--verbose prints each in full); SARIF,
    GitHub and GitLab annotate every finding where it is."""
    help_base = help_base or getattr(cfg, "help_base", None)
    if view.group and output_format in ("text", "json") and not (output_format == "text" and view.verbose) \
            and len(result.findings) > 2:
        import dataclasses

        from .fold import group

        result = dataclasses.replace(result, findings=group(result.findings))
    if output_format == "text":
        from .report.text import TextOptions, render

        render(result, sys.stdout, TextOptions(view.verbose, view.show_fixes, view.statistics))
        return
    if output_format == "json":
        from .report.json_report import render

        sys.stdout.write(render(result))
        return
    from .report.sarif import find_repo_root, resolve_help_base

    root = repo_root.resolve() if repo_root else find_repo_root()
    if output_format == "sarif":
        from .report.sarif import render

        sys.stdout.write(render(result, root, resolve_help_base(help_base)))
    elif output_format == "github":
        from .report.github import render

        sys.stdout.write(render(result, root))
    elif output_format == "gitlab":
        from .report.gitlab import render

        sys.stdout.write(render(result, root))
    else:
        from .review import check_markdown

        if not view.group and cfg.group:  # (the comment groups as the configuration says: --no-group wins)
            import dataclasses

            cfg = dataclasses.replace(cfg, group=False)
        sys.stdout.write(check_markdown(result, cfg, root, help_base))


def review_lint(paths, cfg, diff_base, baseline=None):
    """The lint run behind `schemalint review`: exactly what `check` reports with the same
    diff base and baseline (one filtering path, changes.narrow)."""
    from .lint import lint

    if not diff_base and baseline is None:
        return lint(paths, cfg)
    from .changes import narrow, scope_for

    scope = scope_for(paths, diff_base=diff_base, baseline=baseline)
    if scope.change is not None:
        from dataclasses import replace

        cfg = replace(cfg, unapplied=frozenset(scope.change.changed))
    result = narrow(lint(scope.paths, cfg), scope, cfg)
    say_baselined(result)
    return result


def say_baselined(result) -> None:
    """On stderr, so that a run reporting nothing is never a mystery."""
    if result.baselined:
        n = result.baselined
        sys.stderr.write(f"schemalint: {n} finding{'' if n == 1 else 's'} hidden by the baseline "
                         "(--no-baseline shows them)\n")


def warn_estimate_inputs(loaded, cfg) -> None:
    """On stderr: statements that could not be read, and --rows naming no table of the input."""
    unread = sum(1 for f in loaded.system_findings if f.code == "SL001")
    if unread:
        sys.stderr.write(f"schemalint: {unread} statement{'s' * (unread != 1)} could not be read and {'is' if unread == 1 else 'are'} not estimated; "
                         "`schemalint check` shows where\n")
    warn_unused_inputs([], loaded, cfg)


def warn_unused_inputs(paths, loaded, cfg) -> None:
    """On stderr: table hints (--rows or [tables.NAME]) that name no table of the input —
    usually a typo that silently drops the row count every size figure depends on."""
    known = set()
    for table in loaded.model.tables():
        known.update({table.name.lower(), table.qualified_name.lower()})
    by_source: dict[str, list[str]] = {}
    for name, hints in cfg.tables.items():
        source = {"cli": "--rows", "config": "[tables.*] in the config", "default": "[tables.*] in the config"}.get(
            hints.rows_source)
        if source and name not in known:
            by_source.setdefault(source, []).append(name)
    from .report.untrusted import shown

    for source, names in by_source.items():
        sys.stderr.write(f"schemalint: {source} names no table of the input: {shown(', '.join(sorted(names)))}\n")


LIVE_PANEL = "Live server and statistics"


def need_input(paths, dsn) -> list[str]:
    """PATHs, which only --dsn makes optional; a directory without any .sql file below it is an
    error (nothing would be linted: usually a wrong path)."""
    if not paths and not dsn:
        fail("give PATH… (SQL files, directories or - for stdin), or --dsn to read a live server")
    for raw in paths or ():
        if raw != "-" and Path(raw).is_dir() and not any(p.is_file() for p in Path(raw).rglob("*.sql")):
            fail(f"{raw}: no .sql files below this directory: nothing to lint")
    return list(paths or [])


def server_input(dsn, stats, schemas, exclude_schemas, password_prompt, defaults_file, ssl_mode, ssl_ca,
                 ssl_cert, ssl_key, connect_timeout, read_timeout):
    """--dsn: read the server now (read-only); --stats: a snapshot file; neither: None.
    Problems (bad DSN, refused, wrong password, missing privileges, bad file) exit 2 in one line."""
    if dsn and stats:
        fail("--dsn and --stats: give one (a snapshot holds what --dsn reads)")
    if stats is not None:
        from .stats import StatsError, load_snapshot_input

        def read_snapshot():
            try:
                return load_snapshot_input(stats)
            except StatsError as exc:
                fail(str(exc))

        return run_guarded(read_snapshot)
    if not dsn:
        if schemas or exclude_schemas or password_prompt or ssl_mode or ssl_ca or ssl_cert or ssl_key:
            fail("--schemas, --exclude-schemas, --password-prompt and --ssl-* need --dsn")
        return None
    from .live.errors import LiveError
    from .live.options import resolve_options
    from .live.reader import read_live_input

    def read():
        try:
            options = resolve_options(
                dsn, schemas=schemas or (), exclude_schemas=exclude_schemas or (), password_prompt=password_prompt,
                defaults_file=defaults_file, ssl_mode=ssl_mode, ssl_ca=ssl_ca, ssl_cert=ssl_cert, ssl_key=ssl_key,
                connect_timeout=connect_timeout, read_timeout=read_timeout)
            return read_live_input(options, tool=f"schemalint {__version__}")
        except LiveError as exc:
            fail(str(exc))

    return run_guarded(read)


def open_cache(directory: Optional[Path]):
    from .cache import Cache, default_directory

    return Cache(directory or default_directory())


def print_notes(source) -> None:
    """What the server or snapshot could not tell, and how its numbers were merged, on stderr.
    `source`: a stats.ServerInput, or a LoadedInput whose `live` holds them."""
    holder = getattr(source, "live", source)
    if notes := getattr(holder, "notes", None):
        from .report.untrusted import shown

        for note in notes:
            sys.stderr.write(f"schemalint: note: {shown(note)}\n")


def layout_sources(paths: list[str], name: str, layout: Optional[str]):
    """None (the pipeline reads the paths itself) unless stdin or a --layout is involved."""
    if layout is None:
        return stdin_sources(paths, name)
    from .lint import read_inputs

    return read_inputs(paths, stdin_name=name, layout=layout)


def apply_fixes(result, paths: list[str], cfg, layout: Optional[str], diff: bool, unsafe: bool):
    """--diff: print the change and exit (1 when there is one); --fix: write it, and return the
    findings of a run over the fixed files (what remains)."""
    import typer

    from .fixes import plan
    from .lint import lint

    fixes = run_guarded(lambda: plan(paths, result.findings, cfg, unsafe, layout))
    applied, left = fixes.applied, [f for f in fixes.fixes if f.left_out is not None and not f.deferred]
    unsafe_left = [f for f in left if f.unsafe_because and not unsafe]
    waiting = [f for f in fixes.fixes if f.deferred]
    for f in left:
        if not (f.unsafe_because and not unsafe):
            where = f.finding.span
            at = f"{where.path}:{where.line}: " if where else ""
            print(f"{at}{f.finding.code} fix not applied: {f.left_out}", file=sys.stderr)
    summary = (f"{len(applied)} fix{'es' * (len(applied) != 1)} "
               + ("would be applied" if diff else "applied")
               + (f"; {len(unsafe_left)} unsafe fix{'es' * (len(unsafe_left) != 1)} left out "
                  f"(--unsafe-fixes applies {'them' if len(unsafe_left) != 1 else 'it'})" if unsafe_left else "")
               + ".")
    if diff:
        sys.stdout.write(fixes.diff())
        if waiting:
            summary += (f" {len(waiting)} more change{'s' * (len(waiting) != 1)} the same parts: --fix re-lints "
                        f"and decides {'them' if len(waiting) != 1 else 'it'} after these.")
        print(summary, file=sys.stderr)
        raise typer.Exit(1 if fixes.files else 0)
    written = 0
    for _ in range(FIX_PASSES):  # a fix may leave a smaller one (ruff's convention: fix until none is left)
        if not fixes.files:
            break
        fixes.write()
        written += len(fixes.applied)
        for f in fixes.files:
            print(f"{'wrote' if f.old is None else 'fixed'} {f.path}", file=sys.stderr)
        result = run_guarded(lambda: lint(paths, cfg, sources=layout_sources(paths, "<stdin>", layout)))
        fixes = run_guarded(lambda: plan(paths, result.findings, cfg, unsafe, layout))
    if written != len(applied):
        summary = f"{written} fix{'es' * (written != 1)} applied" + summary.split(" applied", 1)[1]
    print(summary, file=sys.stderr)
    return result


FIX_PASSES = 4


def check_scope(paths: list[str], layout: Optional[str], changed: bool, diff_base: Optional[str],
                baseline: Optional[Path]):
    """changes.scope_for, or WholeReport when nothing narrows the report."""
    if changed or diff_base or baseline is not None:
        from .changes import scope_for

        return scope_for(paths, layout, changed, diff_base, baseline)
    return WholeReport(list(paths))


class WholeReport:
    """The scope of a `check` that reports every finding (no --changed, --diff-base or
    baseline): changes.Scope's fields without importing that module."""

    change = diff_base = baseline = None

    def __init__(self, paths: list[str]):
        self.paths = paths


def stdin_sources(paths: list[str], name: str):
    """None unless stdin is among the paths; then the default reader handles it with this name."""
    if "-" not in paths:
        return None
    from .lint import read_inputs

    return read_inputs(paths, stdin_name=name)


def prepare_config(config_path, rows, buffer_pool, page_size, fail_on=None, select=None, ignore=None):
    """Config file (explicit or found upwards) plus command-line overrides; exit 2 on errors."""
    from .config import ConfigError, apply_cli_overrides, find_config_file, load_config

    try:
        path = config_path if config_path is not None else find_config_file(Path.cwd())
        cfg = load_config(path)
        return apply_cli_overrides(cfg, rows=rows or [], buffer_pool=buffer_pool, page_size=page_size,
                                   fail_on=fail_on, select=select, ignore=ignore)
    except ConfigError as exc:
        fail(str(exc))


def run_guarded(func):
    """Run a pipeline step: input problems exit 2 with one line; bugs too, unless debugging."""
    from .config import ConfigError
    from .source import InputError

    try:
        return func()
    except (InputError, ConfigError) as exc:  # (ConfigError: e.g. a configured pattern ran out of time)
        fail(str(exc))
    except Exception as exc:  # never show a traceback to a user
        if os.environ.get("SCHEMALINT_DEBUG"):
            raise
        fail(f"internal error: {type(exc).__name__}: {exc} (set SCHEMALINT_DEBUG=1 for a traceback, and please report it)")


def exit_code(result, fail_on: str) -> int:
    from .findings import SEVERITY_RANK

    threshold = SEVERITY_RANK[fail_on]
    return EXIT_FINDINGS if any(SEVERITY_RANK[f.severity] >= threshold for f in result.findings) else EXIT_OK


def render_explain(doc) -> str:
    lines = [f"{doc.code} {doc.slug} ({doc.severity}: {doc.category}{'' if doc.default else ', opt-in'})", "",
             doc.summary, "",
             "Why", "---", doc.why, ""]
    if doc.fix:
        lines += ["Fix", "---", doc.fix, ""]
    if doc.options:
        lines += [f"Options ([rules.{doc.code}] in the config)", "-------"]
        for name, spec in doc.options.items():
            bounds = ", ".join(f"{k} {spec[k]}" for k in ("default", "min", "max") if k in spec)
            lines += [f"{name} ({spec['type']}{', ' + bounds if bounds else ''}): {spec['help']}"]
        lines += [""]
    for title, examples in (("Bad", doc.bad), ("Good", doc.good)):
        for ex in examples:
            lines += [f"{title} example", "-" * (len(title) + 8), ex.sql.strip(), ""]
    if doc.peers:
        lines += [f"Peers: {doc.peers}"]
    for ref in doc.references:
        lines += [f"See: {ref}"]
    return "\n".join(lines).rstrip() + "\n"
