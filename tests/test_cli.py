"""The command line, run as a user runs it: `schemalint …` in this process (tests/helpers.run_cli),
and a few smoke tests as `python -m schemalint …` in a real subprocess (start-up, exit codes,
stdin, the environment), with a check that both give the same."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys

import jsonschema
import pytest

from tests.helpers import FIXTURES, REPO_ROOT, run_cli

CLEAN = "CREATE TABLE t (\n  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,\n  PRIMARY KEY (id)\n);\n"
NO_PK = "CREATE TABLE logs (\n  msg VARCHAR(100) NOT NULL\n);\n"  # SL103 warning at 1:1
UNIQUE_ONLY = "CREATE TABLE c (\n  iso CHAR(2) NOT NULL,\n  UNIQUE KEY uk (iso)\n);\n"  # SL103 info at 1:1
ANSI = re.compile(r"\x1b\[")


@pytest.fixture
def work(tmp_path):
    """An empty directory (no config above it) with a few SQL files."""
    (tmp_path / "clean.sql").write_text(CLEAN)
    (tmp_path / "nopk.sql").write_text(NO_PK)
    (tmp_path / "unique.sql").write_text(UNIQUE_ONLY)
    shutil.copy(FIXTURES / "example.sql", tmp_path / "example.sql")
    return tmp_path


def no_traceback(err: str) -> None:
    assert "Traceback" not in err and 'File "' not in err, err


# -- exit codes ------------------------------------------------------------------------------
def test_clean_file_exits_0(work):
    code, out, err = run_cli("check", "clean.sql", cwd=work)
    assert code == 0, out + err
    assert out.strip().splitlines()[-1] == "0 findings (0 errors, 0 warnings, 0 info) in 1 file, 1 statement, 1 table."


def test_a_warning_exits_1_by_default(work):
    code, out, err = run_cli("check", "nopk.sql", "--select", "SL103", cwd=work, subprocess=True)
    assert code == 1
    assert out.startswith("nopk.sql:1:1: SL103 [warning] ")


def test_fail_on_error_with_only_warnings_exits_0(work):
    code, out, _ = run_cli("check", "nopk.sql", "--select", "SL103", "--fail-on", "error", cwd=work)
    assert code == 0 and "SL103 [warning]" in out


def test_fail_on_info(work):
    code, out, _ = run_cli("check", "unique.sql", "--select", "SL103", cwd=work)
    assert code == 0 and out.startswith("unique.sql:1:1: SL103 [info] ")
    code, _, _ = run_cli("check", "unique.sql", "--select", "SL103", "--fail-on", "info", cwd=work)
    assert code == 1


def test_fail_on_from_the_config_file_and_the_cli_wins(work):
    (work / ".schemalint.toml").write_text('fail-on = "error"\n')
    assert run_cli("check", "nopk.sql", "--select", "SL103", cwd=work)[0] == 0
    assert run_cli("check", "nopk.sql", "--select", "SL103", "--fail-on", "warning", cwd=work)[0] == 1


@pytest.mark.parametrize("args, message", [
    (["check", "missing.sql"], "missing.sql: no such file or directory"),
    (["check", "clean.sql", "missing_dir/"], "missing_dir/: no such file or directory"),
    (["check", "clean.sql", "--format", "xml"], "--format 'xml'"),
    (["check", "clean.sql", "--rows", "orders"], "--rows 'orders': expected TABLE=N"),
    (["check", "clean.sql", "--rows", "orders=lots"], "cannot read 'lots' as a count"),
    (["check", "clean.sql", "--buffer-pool", "big"], "--buffer-pool: cannot read 'big' as a size"),
    (["check", "clean.sql", "--page-size", "12K"], "--page-size: innodb_page_size must be 4K, 8K, 16K, 32K or 64K"),
    (["check", "clean.sql", "--fail-on", "fatal"], "--fail-on: expected one of error, warning, info"),
    (["check", "clean.sql", "--select", "E501"], "'E501' is not a rule code"),
    (["check", "clean.sql", "--config", "nope.toml"], "nope.toml: config file not found"),
    (["explain", "SL999"], "unknown rule 'SL999'"),
])
def test_usage_errors_exit_2_with_one_line_and_no_traceback(work, args, message):
    code, out, err = run_cli(*args, cwd=work, subprocess=args[-1] == "nope.toml")  # one exit 2 for real
    assert code == 2, (out, err)
    assert message in err
    assert err.startswith("schemalint: error: ") or "Usage:" in err
    no_traceback(err)


@pytest.mark.parametrize("config, key", [
    ("bogus = 1\n", "'bogus'"),
    ('[server]\nbufer-pool = "1G"\n', "'bufer-pool'"),
    ('[tables.orders]\nrowz = "1M"\n', "'rowz'"),
    ('[server]\nbuffer-pool = "lots"\n', "server.buffer-pool"),
    ('[tables.orders]\nrows = "many"\n', "tables.orders.rows"),
    ('severity = { SL103 = "fatal" }\n', "severity.SL103"),
    ("select = [", "invalid TOML"),
])
def test_bad_config_exits_2_naming_the_key(work, config, key):
    (work / ".schemalint.toml").write_text(config)
    code, out, err = run_cli("check", "clean.sql", cwd=work)
    assert code == 2, (out, err)
    assert key in err and ".schemalint.toml" in err
    assert out == ""
    no_traceback(err)


def test_bad_pyproject_config_names_the_file_and_key(work):
    (work / "pyproject.toml").write_text('[project]\nname = "x"\n\n[tool.schemalint]\nselct = ["SL1"]\n')
    code, _, err = run_cli("check", "clean.sql", cwd=work)
    assert code == 2 and "pyproject.toml" in err and "'selct'" in err
    no_traceback(err)


# -- inputs ----------------------------------------------------------------------------------
def test_stdin_with_a_filename(work):
    code, out, _ = run_cli("check", "-", "--stdin-filename", "db/V1__logs.sql", "--select", "SL103",
                           cwd=work, input=NO_PK, subprocess=True)
    assert code == 1
    assert out.startswith("db/V1__logs.sql:1:1: SL103 [warning] ")


def test_stdin_default_name(work):
    code, out, _ = run_cli("check", "-", "--select", "SL103", cwd=work, input=NO_PK)
    assert code == 1 and out.startswith("<stdin>:1:1: SL103")


def test_directory_input_in_natural_version_order(work):
    mig = work / "migrations"
    mig.mkdir()
    (mig / "V10__add_index.sql").write_text("CREATE INDEX idx_msg ON logs (msg);\n")
    (mig / "V2__logs.sql").write_text(NO_PK)
    (mig / "V1__init.sql").write_text(CLEAN)
    (mig / "V3__more.sql").write_text("ALTER TABLE logs ADD COLUMN n INT;\n")
    (mig / "notes.txt").write_text("CREATE TABLE ignored (a INT);")
    code, out, _ = run_cli("check", "migrations", "--format", "json", cwd=work)
    doc = json.loads(out)
    # V10 after V2: otherwise CREATE INDEX would refer to a table not created yet (SL002); V3 and
    # V10 change V2's table with no SET lock_wait_timeout before (SL608, one per file)
    assert sorted((f["code"], f["path"].replace("\\", "/")) for f in doc["findings"]) == [
        ("SL103", "migrations/V2__logs.sql"), ("SL608", "migrations/V10__add_index.sql"), ("SL608", "migrations/V3__more.sql")]
    assert doc["summary"]["files"] == 4 and doc["summary"]["tables"] == 2
    assert [f for f in doc["findings"] if f["code"] == "SL103"][0]["evidence"]["secondary_indexes"] == 1


def test_directory_order_puts_v2_before_v10(work):
    from schemalint.pipeline.lint import expand_paths

    mig = work / "m"
    mig.mkdir()
    for name in ("V10__b.sql", "V2__a.sql", "V1__x.sql", "v11__c.sql"):
        (mig / name).write_text("SELECT 1;")
    assert [p.rsplit("/", 1)[-1] for p in expand_paths([str(mig)])] == [
        "V1__x.sql", "V2__a.sql", "V10__b.sql", "v11__c.sql"]


# -- outputs ---------------------------------------------------------------------------------
def test_json_output_validates_and_has_exact_values(work):
    schema = json.loads((REPO_ROOT / "schemalint" / "schemas" / "check.schema.json").read_text())
    code, out, err = run_cli("check", "example.sql", "--format", "json", "--select", "SL103", cwd=work)
    assert code == 1, err
    doc = json.loads(out)
    jsonschema.validate(doc, schema)
    (f,) = doc["findings"]
    assert (f["code"], f["slug"], f["severity"], f["path"], f["line"], f["column"], f["end_line"],
            f["end_column"], f["table"], f["index"]) == (
        "SL103", "missing-primary-key", "warning", "example.sql", 14, 1, 19, 16, "shop.page_views", None)
    assert f["evidence"]["hidden_row_id_bytes"] == 6 and f["evidence"]["secondary_indexes"] == 1
    assert f["fix"].startswith("ALTER TABLE `page_views` ADD COLUMN `id` BIGINT UNSIGNED")
    assert doc["summary"] == {"files": 1, "statements": 5, "tables": 3, "errors": 0, "warnings": 1, "infos": 0}


def test_json_output_of_every_fixture_validates(work):
    schema = json.loads((REPO_ROOT / "schemalint" / "schemas" / "check.schema.json").read_text())
    (work / "broken.sql").write_bytes(b"CREATE TABLE x (a INT b INT);\nALTER TABLE y ADD c INT;\n\xff\n")
    for name in ("example.sql", "clean.sql", "nopk.sql", "unique.sql", "broken.sql"):
        code, out, err = run_cli("check", name, "--format", "json", "--fail-on", "error", cwd=work)
        assert code in (0, 1), err
        jsonschema.validate(json.loads(out), schema)


def test_json_findings_of_a_broken_file(work):
    (work / "broken.sql").write_bytes(b"CREATE TABLE x (a INT b INT);\nALTER TABLE y ADD c INT;\n\xff\n")
    code, out, _ = run_cli("check", "broken.sql", "--format", "json", cwd=work)
    doc = json.loads(out)
    assert code == 1
    # x is modelled from `a INT` (what parses), so it gets the other rules too: SL103, no primary key
    assert [(f["code"], f["severity"], f["line"]) for f in doc["findings"]] == [
        ("SL103", "warning", 1), ("SL001", "error", 1), ("SL002", "info", 2), ("SL001", "error", 3),
        ("SL003", "info", 3)]
    assert doc["summary"]["errors"] == 2 and doc["summary"]["warnings"] == 1 and doc["summary"]["infos"] == 2


def test_text_output_format_and_no_escapes_when_piped(work):
    code, out, _ = run_cli("check", "example.sql", "--select", "SL103", "--verbose", cwd=work, env={"NO_COLOR": ""})
    assert code == 1
    assert re.match(r"^example\.sql:14:1: SL103 \[warning\] shop\.page_views has no PRIMARY KEY", out)
    assert "\n  table: shop.page_views\n" in out
    assert "\n  fix: ALTER TABLE `page_views`" in out
    assert out.rstrip().endswith("1 finding (0 errors, 1 warning, 0 info) in 1 file, 5 statements, 3 tables.")
    assert not ANSI.search(out)


def test_default_text_output_is_a_headline_of_at_most_two_lines_then_the_summary(work):
    code, out, _ = run_cli("check", "example.sql", "--select", "SL103", cwd=work, env={"NO_COLOR": ""})
    lines = out.splitlines()
    assert code == 1 and len(lines) == 2  # piped: one line a finding, never wrapped (issue 27)
    assert re.match(r"^example\.sql:14:1: SL103 \[warning\] page_views: no PRIMARY KEY", lines[0])
    assert "table:" not in out and "evidence:" not in out and "fix:" not in out
    assert lines[-1] == "1 finding (0 errors, 1 warning, 0 info) in 1 file, 5 statements, 3 tables."
    _, fixes, _ = run_cli("check", "example.sql", "--select", "SL103", "--show-fixes", cwd=work)
    assert fixes.splitlines()[:len(lines) - 1] == lines[:-1]
    assert "\n  fix: ALTER TABLE `page_views` ADD COLUMN `id` BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY" in fixes
    assert "evidence:" not in fixes
    _, evidence, _ = run_cli("check", "example.sql", "--select", "SL103", "--show-evidence", cwd=work)
    _, verbose, _ = run_cli("check", "example.sql", "--select", "SL103", "-v", cwd=work)
    assert evidence == verbose and "\n  evidence: " in verbose


def test_statistics_counts_findings_per_rule(work):
    code, out, _ = run_cli("check", "example.sql", "--statistics", cwd=work)
    _, as_json, _ = run_cli("check", "example.sql", "--format", "json", "--no-group", cwd=work)
    counts = {}
    for f in json.loads(as_json)["findings"]:
        counts[f["code"]] = counts.get(f["code"], 0) + 1
    lines = out.splitlines()
    assert code == 1 and lines[-1].startswith(f"{sum(counts.values())} findings (")
    shown = {line.split()[1]: int(line.split()[0]) for line in lines[:-1] if re.match(r"\s*\d+\s+SL\d{3}\s", line)}
    assert shown == counts


def test_no_color_means_no_escapes_even_when_colour_is_forced(work):
    _, forced, _ = run_cli("check", "example.sql", "--select", "SL103", cwd=work,
                           env={"NO_COLOR": "", "FORCE_COLOR": "1"})
    assert ANSI.search(forced)  # the check below can fail
    _, out, _ = run_cli("check", "example.sql", "--select", "SL103", cwd=work,
                        env={"NO_COLOR": "1", "FORCE_COLOR": "1"}, subprocess=True)
    assert not ANSI.search(out)
    assert out.startswith("example.sql:14:1: SL103 [warning]")


def test_in_process_runs_match_a_real_subprocess(work):
    """run_cli's in-process seam (argv, cwd, stdin, environment, streams) against the real thing."""
    for args, stdin in ((["check", "example.sql", "--verbose"], None), (["check", "-", "--format", "json"], NO_PK),
                        (["check", "clean.sql", "--fail-on", "fatal"], None), (["explain", "SL103"], None)):
        assert run_cli(*args, cwd=work, input=stdin) == run_cli(*args, cwd=work, input=stdin, subprocess=True), args


# -- other commands --------------------------------------------------------------------------
def test_version_does_not_import_sqlglot():
    code = ("import sys; sys.argv = ['schemalint', '--version']\n"
            "from schemalint.cli import main\nmain()\n"
            "assert 'sqlglot' not in sys.modules, 'sqlglot imported'\n"
            "assert 'typer' not in sys.modules, 'typer imported'\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO_ROOT)
    assert proc.returncode == 0, proc.stderr
    assert re.fullmatch(r"schemalint \d+\.\d+\.\d+\S*\n", proc.stdout)


def test_a_big_run_leaves_without_teardown_after_writing_all_its_output(work):
    """Past HARD_EXIT_BLOCKS live blocks main() ends the process itself (os._exit): the report
    and the exit code must be exactly those of a normal exit; nothing after main() runs."""
    normal = run_cli("check", "example.sql", "--verbose", cwd=work)
    code = ("import sys; sys.argv = ['schemalint', 'check', 'example.sql', '--verbose']\n"
            "from schemalint.cli import entry\n"
            "entry.HARD_EXIT_BLOCKS = {blocks}\n"
            "try:\n    entry.main()\nfinally:\n    print('after main')\n")
    for blocks, tail in ((0, ""), (10**12, "after main\n")):
        env = {**os.environ, "NO_COLOR": "1", "COLUMNS": "100", "PYTHONPATH": str(REPO_ROOT)}
        proc = subprocess.run([sys.executable, "-c", code.format(blocks=blocks)], capture_output=True, text=True,
                              cwd=work, env=env)
        assert (proc.returncode, proc.stdout, proc.stderr) == (normal[0], normal[1] + tail, normal[2])
    assert normal[0] == 1 and normal[1].count("\n") > 10


def test_version_flag():
    from schemalint import __version__

    assert run_cli("--version") == (0, f"schemalint {__version__}\n", "")


def test_rules_lists_every_catalogue_entry():
    from schemalint.catalogue import load_catalogue

    code, out, _ = run_cli("rules")
    assert code == 0
    lines = out.splitlines()
    assert [line.split()[0] for line in lines] == sorted(load_catalogue())
    sl103 = next(line for line in lines if line.startswith("SL103"))
    assert sl103.split()[1:3] == ["missing-primary-key", "warning"]


@pytest.mark.parametrize("arg", ["SL103", "sl103", "missing-primary-key"])
def test_explain_prints_the_entry(arg):
    code, out, _ = run_cli("explain", arg)
    assert code == 0
    assert out.startswith("SL103 missing-primary-key (warning: speed)\n")
    for heading in ("\nWhy\n---\n", "\nFix\n---\n", "\nBad example\n", "\nGood example\n"):
        assert heading in out
    assert "hidden 6-byte DB_ROW_ID" in out


def test_python_dash_m_schemalint_and_help():
    code, out, _ = run_cli("--help", subprocess=True)
    assert code == 0 and "check" in out and "explain" in out and "rules" in out
    code, out, _ = run_cli("check", "--help")
    assert code == 0 and "--fail-on" in out and "--stdin-filename" in out
    for flag in ("--verbose", "--show-evidence", "--show-fixes", "--statistics", "--no-group"):
        assert flag in out, flag


def test_config_is_found_above_the_working_directory_and_config_overrides_it(work):
    (work / ".schemalint.toml").write_text('select = ["SL103"]\nseverity = { SL103 = "error" }\n')
    sub = work / "db" / "migrations"
    sub.mkdir(parents=True)
    (sub / "V1__logs.sql").write_text(NO_PK)
    code, out, _ = run_cli("check", "V1__logs.sql", cwd=sub)
    assert code == 1 and out.startswith("V1__logs.sql:1:1: SL103 [error] ")
    (work / "ci.toml").write_text('select = ["SL103"]\nseverity = { SL103 = "info" }\n')
    code, out, _ = run_cli("check", "V1__logs.sql", "--config", str(work / "ci.toml"), cwd=sub)
    assert code == 0 and out.startswith("V1__logs.sql:1:1: SL103 [info] ")


def test_pyproject_tool_schemalint_is_used(work):
    (work / "pyproject.toml").write_text('[project]\nname = "app"\n\n[tool.schemalint]\nignore = ["SL103"]\n')
    (work / "money.sql").write_text("CREATE TABLE logs (\n  msg VARCHAR(100) NOT NULL,\n  price FLOAT NOT NULL\n);\n")
    code, out, err = run_cli("check", "money.sql", cwd=work)
    # The ignore takes SL103 away and nothing else: the run still reports SL023 (a crash, or a
    # config that silenced everything, would not).
    assert (code, err) == (1, "")
    assert out.splitlines() == [
        "money.sql:3:3: SL023 [warning] logs.price: FLOAT for money (cents lost from 100,000); use DECIMAL(19,4)",
        "1 finding (0 errors, 1 warning, 0 info) in 1 file, 1 statement, 1 table.",
    ]


def test_an_empty_directory_is_refused_and_hints_for_unknown_tables_are_warned_about(tmp_path):
    empty = tmp_path / "migrations"
    empty.mkdir()
    for command in (["check"], ["estimate"], ["baseline", "write"], ["review"]):
        code, out, err = run_cli(*command, str(empty))
        assert (code, err) == (2, f"schemalint: error: {empty}: no .sql files below this directory: nothing to lint\n")
    schema = tmp_path / "schema.sql"
    schema.write_text("CREATE TABLE orders (id BIGINT NOT NULL PRIMARY KEY);\n", encoding="utf-8")
    (tmp_path / ".schemalint.toml").write_text('[tables.ordres]\nrows = "40M"\n', encoding="utf-8")
    code, out, err = run_cli("check", str(schema), "--rows", "order=5", cwd=tmp_path)
    assert code == 0, err
    assert "--rows names no table of the input: order" in err
    assert "[tables.*] in the config names no table of the input: ordres" in err
    code, out, err = run_cli("check", str(schema), "--rows", "orders=5", cwd=tmp_path)
    assert "--rows names" not in err
