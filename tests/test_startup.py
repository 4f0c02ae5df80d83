"""Start-up stays light (the pre-commit path): what each command imports, checked in a
subprocess through sys.modules, and the shortcuts that make it light print exactly what the
long way prints. No timings here: those depend on the machine (see the README's speed notes).

- `--version` and `--help` import neither sqlglot, pymysql, the rule modules, findings nor
  tomllib (no catalogue TOML is parsed); `--help` also leaves out rich.markdown and rich.traceback.
- `check` of a one-table file imports no pymysql, and no rich when stdout is not a terminal;
  the catalogue parses no rule's prose or examples; no pattern of a rare path is compiled;
  the run's objects are frozen before the interpreter's exit (no garbage search over them). Nor, for a plain file without --changed,
  --diff-base or a baseline: schemalint.pipeline.changes, schemalint.read.migrations and (one schema)
  schemalint.replay.identical_schemas and schemalint.replay.tenants; without an ALTER,
  schemalint.checks.ddl_impact; with --no-cache, schemalint.pipeline.cache, hashlib and pickle; with
  a pyproject.toml that mentions schemalint without configuring it, tomllib.
- The plain text report is byte for byte what rich prints to a file.
- The catalogue's head read (code, slug, severity, summary, default) agrees with the TOML
  parser on every rule file, and falls back to it whenever it might not.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import textwrap

import pytest

from tests.helpers import FIXTURES, REPO_ROOT

ONE_TABLE = "CREATE TABLE users (\n  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,\n  email VARCHAR(255) NOT NULL,\n  PRIMARY KEY (id)\n);\n"

# Runs the CLI in-process with the given arguments, then reports on stderr (after a marker)
# the exit code and the modules that were imported.
WRAPPER = textwrap.dedent("""
    import json, sys
    sys.argv = ["schemalint", *json.loads(sys.argv[1])]
    from schemalint.cli import main
    code = 0
    try:
        main()
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    import gc
    extra = {"frozen": gc.get_freeze_count()}
    compiled = []  # the patterns of rare paths compiled by the run
    for name, getters in (("schemalint.read.source", ("_suppression_re", "_delimiter_re", "_exec_comment_re",
                                                  "_lead_option_re", "_lead_re")),
                          ("schemalint.read.table_parts", ("_tokens_re",)),
                          ("schemalint.checks.sl302_partition_key_not_in_unique_key",
                           ("_bare_column_re", "_value_token_re", "_not_integer_value_re"))):
        if name in sys.modules:
            compiled += [g for g in getters if getattr(sys.modules[name], g).cache_info().currsize]
    if "schemalint.read.source" in sys.modules:
        compiled += sorted({"scan", "special"} & set(vars(sys.modules["schemalint.read.source"]._Scanner.get(";"))))
    extra["compiled"] = compiled
    if "schemalint.catalogue" in sys.modules:
        docs = sys.modules["schemalint.catalogue"].load_catalogue.cache_info().currsize and \\
            sys.modules["schemalint.catalogue"].load_catalogue()
        extra["bodies_parsed"] = sum(d._body is not None for d in docs.values()) if docs else 0
    sys.stdout.flush()
    sys.stderr.write("\\n@@startup@@" + json.dumps({"code": code, "modules": sorted(sys.modules), **extra}))
""")


def run_traced(*args: str, cwd=None, env=None) -> tuple[dict, str]:
    full_env = {**os.environ, "NO_COLOR": "1", "COLUMNS": "100"}
    full_env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO_ROOT), os.environ.get("PYTHONPATH")]))
    full_env.update(env or {})
    proc = subprocess.run([sys.executable, "-c", WRAPPER, json.dumps(list(args))], capture_output=True, text=True,
                          cwd=str(cwd or REPO_ROOT), env=full_env, timeout=120)
    err, marker, report = proc.stderr.rpartition("\n@@startup@@")
    assert marker, proc.stderr
    return json.loads(report), proc.stdout


def imported(modules: list[str], package: str) -> list[str]:
    return [m for m in modules if m == package or m.startswith(package + ".")]


@pytest.mark.parametrize("args", [["--version"], ["-V"], ["--help"], ["-h"], [], ["check", "--help"],
                                  ["estimate", "--help"]], ids=" ".join)
def test_version_and_help_import_no_sqlglot_pymysql_rules_or_toml(args):
    report, out = run_traced(*args)
    assert report["code"] == 0 or (args == [] and report["code"] == 2)  # no arguments: help, exit 2 (click)
    assert out.strip()
    modules = report["modules"]
    for package in ("sqlglot", "pymysql", "schemalint.checks", "schemalint.pipeline.lint", "schemalint.estimate",
                    "schemalint.model", "schemalint.findings", "tomllib"):
        assert not imported(modules, package), f"{' '.join(args)} imported {imported(modules, package)}"
    if args in (["--version"], ["-V"]):
        assert not imported(modules, "typer") and not imported(modules, "rich")
    else:  # rich formats the help, without the parts schemalint never shows
        assert "typer.rich_utils" in modules
        for package in ("rich.markdown", "rich.traceback", "rich.syntax", "markdown_it", "pygments"):
            assert not imported(modules, package), f"{' '.join(args)} imported {imported(modules, package)}"


def test_a_usage_error_is_still_formatted_by_rich_without_markdown():
    report, _ = run_traced("check", "--no-such-option")
    assert report["code"] == 2
    assert "typer.rich_utils" in report["modules"] and not imported(report["modules"], "markdown_it")


@pytest.mark.parametrize("cache", [["--no-cache"], []], ids=["no-cache", "cache"])
def test_check_of_one_table_imports_no_pymysql_and_no_rich_when_not_a_terminal(tmp_path, cache):
    (tmp_path / "one.sql").write_text(ONE_TABLE)
    for _ in range(2):  # with the cache: a cold run, then a warm one
        report, out = run_traced("check", *cache, "one.sql", cwd=tmp_path)
        assert report["code"] == 0, out
        assert out.endswith("0 findings (0 errors, 0 warnings, 0 info) in 1 file, 1 statement, 1 table.\n")
        modules = report["modules"]
        assert not imported(modules, "pymysql") and not imported(modules, "schemalint.live")
        assert not imported(modules, "rich"), imported(modules, "rich")
        # judged only when a migration alters something; read only with queries (SL401)
        assert not imported(modules, "schemalint.judge.online_ddl") and not imported(modules, "schemalint.replay.access_path")
        assert report.get("bodies_parsed", 0) == 0  # no rule's prose or examples parsed
        # no pattern of a rare path compiled (a suppression, a DELIMITER, a comment in a statement, …)
        assert report["compiled"] == []
        assert report["frozen"] > 0  # the interpreter's exit does not search the imports' objects for garbage
        # imported only to narrow the report (--changed, --diff-base, a baseline), for migration
        # folders, and to compare schemas (there is one here)
        for module in ("schemalint.pipeline.changes", "schemalint.read.migrations", "schemalint.replay.identical_schemas"):
            assert module not in modules, module
        # what SL601–SL604 judge an ALTER with, and SL501's tenant groups (one schema here)
        assert "schemalint.checks.ddl_impact" not in modules and "schemalint.replay.tenants" not in modules
        if cache:  # the cache's keys are hashes, its entries pickles
            assert not {"schemalint.pipeline.cache", "hashlib", "pickle"} & set(modules)


def test_the_dataclasses_of_a_check_have_docstrings(tmp_path):
    """dataclass() writes a missing docstring from inspect.signature: ≈0.2 ms a class at start-up."""
    import dataclasses
    import importlib

    (tmp_path / "one.sql").write_text(ONE_TABLE)
    report, _ = run_traced("check", "--no-cache", "one.sql", cwd=tmp_path)
    missing = []
    for name in report["modules"]:
        if name.startswith("schemalint."):
            for cls in vars(importlib.import_module(name)).values():
                if (isinstance(cls, type) and cls.__module__ == name and dataclasses.is_dataclass(cls)
                        and cls.__doc__.startswith(cls.__name__ + "(")):
                    missing.append(f"{name}.{cls.__name__}")
    assert not missing


def test_check_of_one_table_with_a_pyproject_that_does_not_configure_schemalint_parses_no_toml(tmp_path):
    (tmp_path / "one.sql").write_text(ONE_TABLE)
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "app"\ndependencies = ["schemalint>=0.1"]\n'
                                             '[project.scripts]\nschemalint = "x:y"\n[tool.ruff]\nline-length = 100\n')
    report, out = run_traced("check", "--no-cache", "one.sql", cwd=tmp_path)
    assert report["code"] == 0, out
    assert not imported(report["modules"], "tomllib")


@pytest.mark.parametrize("args", [["--changed", "one.sql"], ["--baseline", "base.json", "one.sql"]],
                         ids=["changed", "baseline"])
def test_check_that_narrows_the_report_imports_changes(tmp_path, args):
    (tmp_path / "one.sql").write_text(ONE_TABLE + "CREATE TABLE t (a INT);\n")
    (tmp_path / "base.json").write_text('{"schemalint-baseline": 2, "findings": []}')
    report, out = run_traced("check", "--no-cache", *args, cwd=tmp_path)
    assert report["code"] == 1 and "SL103" in out, out
    assert "schemalint.pipeline.changes" in report["modules"]


@pytest.mark.parametrize("text, tool_format", [
    ("CREATE TABLE t (a INT);\n", False),
    ("-- migrate:up\nCREATE TABLE t (a INT);\n-- migrate:down\nDROP TABLE t;\n", True),
    ("-- liquibase formatted sql\n--changeset me:1\nCREATE TABLE t (a INT);\n", True),
    ("CREATE TABLE t (a INT) COMMENT 'ça';\n", True),  # not ASCII: the regexes decide
])
def test_a_plain_file_is_read_without_the_migrations_module(tmp_path, text, tool_format):
    from schemalint.pipeline.lint import _may_be_tool_format, read_inputs
    from schemalint.read.migrations import read_migration

    path = tmp_path / "V1__x.sql"
    path.write_text(text, encoding="utf-8")
    assert _may_be_tool_format(text) == tool_format
    [src] = read_inputs([str(path)])
    expected = read_migration(str(path))
    assert (src.path, src.text) == (expected.path, expected.text)


def test_the_stand_ins_are_gone_after_help_and_the_real_classes_answer():
    code = textwrap.dedent("""
        import sys
        sys.argv = ["schemalint", "--help"]
        from schemalint.cli.entry import LightRichHelp, main
        try:
            main()
        except SystemExit:
            pass
        assert LightRichHelp not in sys.meta_path
        assert "rich.markdown" not in sys.modules and "rich.traceback" not in sys.modules
        import typer.rich_utils as ru
        import rich.markdown, rich.traceback
        assert not getattr(rich.markdown, "schemalint_stand_in", False)
        md = ru.Markdown("*x*")
        assert type(md) is rich.markdown.Markdown
        assert ru.Traceback.from_exception.__self__ is rich.traceback.Traceback
        print("ok")
    """)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO_ROOT,
                          env={**os.environ, "COLUMNS": "100"}, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.endswith("ok\n")


def test_check_help_of_the_pruned_app_is_the_full_apps():
    code = textwrap.dedent("""
        import io, sys, contextlib
        from schemalint.cli.app import build_app
        from schemalint.cli.entry import only_the_command_run
        outs = []
        for prune in (False, True, "only_check"):
            app = build_app(only_check=prune == "only_check")
            if prune:
                only_the_command_run(app, ["check", "--help"])
                assert [c.callback.__name__ for c in app.registered_commands] == ["check"]
                assert not app.registered_groups
            buf = io.StringIO()
            with contextlib.redirect_stdout(buf):
                try:
                    app(["check", "--help"], prog_name="schemalint")
                except SystemExit:
                    pass
            outs.append(buf.getvalue())
        assert outs[0] == outs[1] == outs[2] and "--no-baseline" in outs[0], outs
        print("ok")
    """)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO_ROOT,
                          env={**os.environ, "COLUMNS": "100", "NO_COLOR": "1"}, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.endswith("ok\n")


# -- the plain text report is what rich prints ----------------------------------------------
def _rich_render(result, width_env: dict, monkeypatch, options=None) -> str:
    from schemalint.report import text

    for key, value in width_env.items():
        monkeypatch.setenv(key, value)
    monkeypatch.setattr(text, "plain_width", lambda file: None)  # the rich path
    buf = io.StringIO()
    text.render(result, buf, options or text.DEFAULT_OPTIONS)
    monkeypatch.undo()
    return buf.getvalue()


def _plain_render(result, width_env: dict, monkeypatch, options=None) -> str:
    from schemalint.report import text

    for key, value in width_env.items():
        monkeypatch.setenv(key, value)
    buf = io.StringIO()
    text.render(result, buf, options or text.DEFAULT_OPTIONS)
    monkeypatch.undo()
    return buf.getvalue()


def _odd_findings():
    from schemalint.findings import Finding
    from schemalint.model import Span

    long_path = "migrations/" + "very_long_directory_name_" * 4 + "/V1__init.sql"
    return [
        Finding("SL103", "missing-primary-key", "warning", "a plain message " * 12, Span("a.sql", 3, 1, 3, 10),
                table="shop.t", index="ix", evidence={"rows": 12_345_678, "ratio": 0.25, "none": None, "ok": True},
                fix="ALTER TABLE t ADD PRIMARY KEY (id);\nALTER TABLE t ENGINE=InnoDB;"),
        Finding("SL010", "key-too-long", "error", "bell\x07 back\x08 vt\x0b ff\x0c cr\x0d esc\x1b[31m end",
                Span(long_path, 1, 1, 1, 1), table="t\rx", index="i\x07"),
        Finding("SL001", "parse-error", "info", "wide ＣＪＫ 字符 and emoji 🙂 " * 5, None, table="tab\nle"),
        Finding("SL020", "redundant-index", "warning", "x" * 300, Span("b.sql", 9, 2, 9, 3), fix="  indented  "),
    ]


@pytest.fixture(scope="module")
def fixtures_result():
    from schemalint.config import Config
    from schemalint.pipeline.lint import lint

    return lint([str(FIXTURES)], Config())


@pytest.fixture(params=["fixtures", "odd", "none"])
def result(request, fixtures_result):
    from schemalint.pipeline.lint import LintResult

    findings = {"fixtures": fixtures_result.findings, "odd": _odd_findings(), "none": []}[request.param]
    return LintResult(findings, fixtures_result.loaded)


@pytest.mark.parametrize("width_env", [{"COLUMNS": "100"}, {"COLUMNS": "40"}, {"COLUMNS": "7"}, {"COLUMNS": "500"},
                                       {"COLUMNS": "0"}, {"COLUMNS": "100", "NO_COLOR": "1"}],
                         ids=lambda e: ",".join(f"{k}={v}" for k, v in e.items()))
def test_the_plain_text_report_is_what_rich_prints(result, width_env, monkeypatch):
    monkeypatch.delenv("FORCE_COLOR", raising=False)
    monkeypatch.delenv("TTY_COMPATIBLE", raising=False)
    plain = _plain_render(result, width_env, monkeypatch)
    assert plain == _rich_render(result, width_env, monkeypatch)
    if width_env["COLUMNS"] != "0":  # (rich prints nothing at all when COLUMNS=0; plain_width leaves that to it)
        assert plain.endswith(" tables.\n")
        monkeypatch.setenv("COLUMNS", width_env["COLUMNS"])
        from schemalint.report.text import plain_width

        assert plain_width(io.StringIO()) == int(width_env["COLUMNS"])


def test_rich_prints_the_text_report_to_a_terminal_or_when_forced(monkeypatch):
    from schemalint.report.text import plain_width

    class Terminal(io.StringIO):
        def isatty(self):
            return True

    monkeypatch.delenv("FORCE_COLOR", raising=False)
    monkeypatch.delenv("TTY_COMPATIBLE", raising=False)
    assert plain_width(Terminal()) is None
    monkeypatch.setenv("COLUMNS", "77")
    assert plain_width(io.StringIO()) == 77
    monkeypatch.setenv("FORCE_COLOR", "1")
    assert plain_width(io.StringIO()) is None


def test_a_tab_is_left_to_rich(fixtures_result, monkeypatch):
    from schemalint.findings import Finding
    from schemalint.pipeline.lint import LintResult

    result = LintResult([Finding("SL103", "missing-primary-key", "warning", "m", None, table="a\tb")],
                        fixtures_result.loaded)
    env = {"COLUMNS": "100"}
    from schemalint.report.text import TextOptions

    verbose = TextOptions(verbose=True)
    out = _plain_render(result, env, monkeypatch, verbose)
    assert "\t" not in out and "table: a      b" in out  # expanded to the next stop of 8
    assert out == _rich_render(result, env, monkeypatch, verbose)
    result.findings[0] = Finding("SL103", "missing-primary-key", "warning", "m\tn", None)
    out = _plain_render(result, env, monkeypatch)  # the default: the headline
    assert out.startswith("-: SL103 [warning] m    n\n")  # "m" at column 19, the tab to the stop at 24
    assert out == _rich_render(result, env, monkeypatch)


# -- the catalogue's head read --------------------------------------------------------------
def test_the_head_of_every_rule_file_agrees_with_the_toml_parser():
    import tomllib

    from schemalint.catalogue import _read_head, catalogue_dir

    for path in sorted(catalogue_dir().glob("SL*.toml")):
        text = path.read_text(encoding="utf-8")
        head = _read_head(text)
        assert head is not None, f"{path.name}: the head does not give code, slug, severity and summary"
        full = tomllib.loads(text)
        for key, value in head.items():
            assert full[key] == value, (path.name, key)
        assert head.get("default", True) == full.get("default", True), path.name


@pytest.mark.parametrize("text", [
    'code = "SL1"\nslug = "s"\nseverity = "info"\nwhy = """x"""\nsummary = "later"\n',  # a head key after the head
    'code = "SL1"\nslug = "s"\nseverity = "info"\nsummary = "x"\nwhy = """\n"""\ndefault = false\n',
    'code = "SL1"\nslug = "s"\nseverity = "info"\nsummary = "x"\n"default" = false\n',  # quoted key
    'code = "SL1"\nslug = "s"\nseverity = "info"\nsummary = "an \\"escaped\\" quote"\n',
    'code = "SL1"\nslug = "s"\nseverity = "info"\nsummary = "x"\nsummary = "y"\n',  # duplicate: the parser says so
    'code = "SL1"\nslug = "s"\nseverity = "info"\n',  # no summary
    'code = "SL1"\nslug = "s"\nseverity = "info"\nsummary = "x"\ndefault = 0\n',
])
def test_the_head_is_not_trusted_when_the_parser_might_disagree(text):
    from schemalint.catalogue import _read_head

    assert _read_head(text) is None


def test_the_head_reads_comments_blank_lines_literal_strings_and_crlf():
    from schemalint.catalogue import _read_head

    text = "# c\r\ncode = 'SL1'  # x\r\n\r\nslug = \"s\"\r\nseverity = \"info\"\r\ncategory = \"style\"\r\nsummary = 'a \"b\"'\r\ndefault = false\r\n[[bad]]\r\nsql = \"x\"\r\n"
    assert _read_head(text) == {"code": "SL1", "slug": "s", "severity": "info", "category": "style", "summary": 'a "b"',
                                "default": False}


def test_a_rule_doc_parses_its_file_once_on_first_use():
    from schemalint.catalogue import load_catalogue

    doc = load_catalogue()["SL103"]
    assert doc.bad and doc.bad[0].line == 1 and doc.why and doc.fix
    assert doc._body is not None and doc.bad is doc.bad


def test_a_long_up_section_still_has_its_down_section_cut(tmp_path):
    """Only the first 64 KiB are searched for a tool's marker (a 100 MB dump is not lower-cased
    whole): a dbmate file says `-- migrate:up` at its top, so a long up section changes nothing."""
    from schemalint.pipeline.lint import TOOL_MARKER_HEAD, read_inputs

    up = "".join(f"CREATE TABLE t{i} (a INT);\n" for i in range(TOOL_MARKER_HEAD // 20))
    path = tmp_path / "20240101000000_big.sql"
    path.write_text("-- migrate:up\n" + up + "-- migrate:down\nDROP TABLE t0;\n", encoding="utf-8")
    [src] = read_inputs([str(path)])
    assert len(up) > TOOL_MARKER_HEAD and "DROP TABLE" not in src.text
