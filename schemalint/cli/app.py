"""The commands and their options: `schemalint check`, `estimate`, `report`, `baseline write`,
`stats dump`, `rules`, `explain`, `server` and `review`. Each command reads its input
(inputs.py), runs the pipeline and prints (output.py); the work is done elsewhere."""

import sys
from pathlib import Path
from typing import Annotated, Optional

from .. import __version__
from .exits import exit_code, fail, run_guarded
from .inputs import layout_sources, need_input, open_cache, prepare_config, server_input, stdin_sources
from .output import REPORT_FORMATS, View, print_notes, render_explain, warn_estimate_inputs, warn_unused_inputs, write_report
from .replay import Printed, Recorder, output_key, replay
from .scope import WholeReport, check_scope, review_lint, say_baselined

CHANGE_PANEL = "Only what a change introduced"
LIVE_PANEL = "Live server and statistics"
OUTPUT_PANEL = "Output"
FIX_PANEL = "Fixes"


def build_app(only_check: bool = False):
    """The typer app; with `only_check` (`schemalint check …` is what runs) it ends at `check`,
    its first command: defining the others evaluates their annotations for nothing."""
    import typer

    from ..severity import SEVERITIES

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
        from ..pipeline import lint as pipeline
        from ..pipeline.lint import keyed_sources, lint

        pipeline.FREEZE_BIG_MODELS = True  # the run ends the process: its model need not be collected

        cfg = prepare_config(config, rows, buffer_pool, page_size, fail_on, select, ignore)
        if output_format not in REPORT_FORMATS:
            fail(f"--format {output_format!r}: choose one of {', '.join(REPORT_FORMATS)}")
        view = View(verbose, show_fixes, statistics, cfg.group and not no_group)
        paths = need_input(paths, dsn)
        server = server_input(dsn, stats, schemas, exclude_schemas, password_prompt, defaults_file, ssl_mode,
                              ssl_ca, ssl_cert, ssl_key, connect_timeout, read_timeout)
        from ..config import baseline_file

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
        from ..report.progress import statement_progress

        with statement_progress() as progress:
            result = run_guarded(lambda: lint(paths, cfg, sources=sources, progress=progress,
                                              queries=queries or (), server=server, cache=cache,
                                              reuse_findings=reuse, run_key=run_key))
        if fixing:
            from .fixing import apply_fixes

            result = apply_fixes(result, paths, cfg, layout, diff, unsafe_fixes)
            if result is None:
                return  # (--diff: printed, exit code given)
        with Recorder(enabled=replay_key is not None) as printed:
            print_notes(result.loaded)
            warn_unused_inputs(paths, result.loaded, cfg)
            if not isinstance(scope, WholeReport):
                from ..pipeline.changes import narrow

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
        from ..pipeline.changes import Baseline
        from ..config import BASELINE_FILE
        from ..pipeline.lint import lint

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
        from ..estimate import estimate_model
        from ..pipeline.lint import load_input
        from ..report.progress import statement_progress

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
            from ..report.estimate_json import render as render_json

            sys.stdout.write(render_json(estimates))
        else:
            from ..report.estimate_text import render as render_text

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
        from ..report import html

        if not html.available():
            fail(html.INSTALL_HINT)
        if charts != "all" and not charts.isdigit():
            fail(f"--charts {charts!r}: give a number or all")
        cfg = prepare_config(config, rows, buffer_pool, page_size, None, select, ignore)
        paths = need_input(paths, dsn)
        server = server_input(dsn, stats, schemas, exclude_schemas, password_prompt, defaults_file, ssl_mode,
                              ssl_ca, ssl_cert, ssl_key, connect_timeout, read_timeout)
        from ..pipeline.lint import lint

        result = run_guarded(lambda: lint(paths, cfg, sources=stdin_sources(paths, stdin_filename),
                                          queries=queries or (), server=server))
        print_notes(result.loaded)
        warn_unused_inputs(paths, result.loaded, cfg)
        from ..report.sarif import resolve_help_base

        from ..estimate.trouble import shard_bytes

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
            from ..report.text import headline_lines

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
        from ..pipeline.stats import StatsError, write_snapshot

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
        from ..catalogue import load_catalogue

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
        from ..catalogue import load_catalogue

        docs = load_catalogue()
        doc = docs.get(code.upper()) or next((d for d in docs.values() if d.slug == code.lower()), None)
        if doc is None:
            fail(f"unknown rule {code!r}; `schemalint rules` lists them")
        if url:
            from ..report.sarif import help_uri, resolve_help_base

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
            from ..language_server.lsp import serve
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
        from ..review import ReviewError, ReviewOptions, run_review

        from ..config import baseline_file

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
