"""The migration workflow end to end (issue 27): what a change causes in a file nobody touched
(--changed, --diff-base, review, the editor), a baseline that ignores figures, output a log can
hold, and units read as they are printed."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from schemalint.config import ConfigError, parse_bytes, parse_count
from tests.helpers import make_config, run_cli
from tests.test_changes import git

USERS = """CREATE TABLE users (
  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  email VARCHAR(255) NOT NULL
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
"""
SESSIONS = """CREATE TABLE sessions (
  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
  user_id BIGINT UNSIGNED NOT NULL,
  created_at DATETIME NOT NULL,
  PRIMARY KEY (id),
  KEY idx_user (user_id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
"""
V11 = "ALTER TABLE sessions ADD KEY idx_user_created (user_id, created_at);\n"


@pytest.fixture
def v11(tmp_path) -> Path:
    """A Flyway folder on main (V1, V2) and a branch adding V11, which makes V2's idx_user
    redundant (a left prefix of idx_user_created)."""
    folder = tmp_path / "db" / "migrations"
    folder.mkdir(parents=True)
    (folder / "V1__users.sql").write_text(USERS)
    (folder / "V2__sessions.sql").write_text(SESSIONS)
    git(tmp_path, "init", "-q", "-b", "main")
    git(tmp_path, "add", "-A")
    git(tmp_path, "commit", "-qm", "base")
    git(tmp_path, "checkout", "-qb", "feature")
    (folder / "V11__sessions_by_user_time.sql").write_text(V11)
    git(tmp_path, "add", "-A")
    git(tmp_path, "commit", "-qm", "V11")
    return tmp_path


def findings_of(*args: str, cwd: Path) -> tuple[int, list[tuple]]:
    # (SL608, the lock_wait_timeout note on V11's ALTER, is info and beside the point here)
    code, out, err = run_cli("check", "--format", "json", "--ignore", "SL608", *args, cwd=cwd)
    assert code in (0, 1), err
    return code, [(Path(f["path"]).name, f["line"], f["column"], f["code"], f["index"], f["evidence"].get("declared_at"))
                  for f in json.loads(out)["findings"]]


# -- 1. a finding a change causes belongs to the change ------------------------------------------
CAUSED = [("V11__sessions_by_user_time.sql", 1, 1, "SL020", "idx_user", "db/migrations/V2__sessions.sql:6:3")]


def test_a_full_check_reports_the_redundant_index_where_it_is_declared(v11):
    code, found = findings_of("db/migrations", cwd=v11)
    assert code == 1 and found == [("V2__sessions.sql", 6, 3, "SL020", "idx_user", None)]


@pytest.mark.parametrize("args", [
    ("db/migrations", "--changed", "db/migrations/V11__sessions_by_user_time.sql"),
    ("db/migrations/V11__sessions_by_user_time.sql", "--changed"),  # what pre-commit passes
    ("db/migrations", "--diff-base", "main"),
])
def test_the_change_that_causes_a_finding_reports_it_at_its_statement(v11, args):
    code, found = findings_of(*args, cwd=v11)
    assert code == 1 and found == CAUSED


def test_the_caused_finding_names_the_line_it_is_about(v11):
    code, out, err = run_cli("check", "db/migrations", "--diff-base", "main", "--ignore", "SL608", cwd=v11)
    assert code == 1
    assert out.splitlines()[0] == (
        "db/migrations/V11__sessions_by_user_time.sql:1:1: SL020 [warning] sessions.idx_user is a left prefix of "
        "KEY idx_user_created (`user_id`, `created_at`); ≈ 21 B per row (declared at V2__sessions.sql:6:3)")


def test_a_change_that_causes_nothing_new_reports_nothing_elsewhere(v11):
    """V2 alone already has its findings; a V12 adding an unrelated table does not bring them in."""
    folder = v11 / "db" / "migrations"
    (folder / "V12__teams.sql").write_text(USERS.replace("users", "teams"))
    code, found = findings_of("db/migrations", "--changed", "db/migrations/V12__teams.sql", cwd=v11)
    assert code == 0 and found == []


def test_review_fails_on_what_the_change_caused(v11):
    code, out, err = run_cli("review", "db/migrations", "--diff-base", "main", cwd=v11)
    assert ":x: fails" in out and "SL020" in out and "V11__sessions_by_user_time.sql:1" in out, out


def test_the_editor_shows_what_the_open_migration_causes(v11):
    from schemalint.language_server.editor import lint_document

    path = v11 / "db" / "migrations" / "V11__sessions_by_user_time.sql"
    cwd = os.getcwd()
    os.chdir(v11)
    try:
        linted = lint_document(str(path), V11)
    finally:
        os.chdir(cwd)
    assert [(f.code, f.index, f.span.line, f.evidence.get("declared_at")) for f in linted.findings
            if f.code != "SL608"] == [  # (SL608: V11's ALTER has no SET lock_wait_timeout, info)
        ("SL020", "idx_user", 1, str(v11 / "db/migrations/V2__sessions.sql") + ":6:3")]


# -- 2. the baseline ignores figures ----------------------------------------------------------------
def _sl201(index: str, line: int, severity: str, hot: int):
    from schemalint.findings import Finding
    from schemalint.model import Span

    return Finding("SL201", "working-set-exceeds-buffer-pool", severity, f"t: hot set {hot} B",
                   Span("db/V1__t.sql", line, 3, line, 20), "t", index,
                   {"hottest_index": index, "hot_bytes": hot, "rows": hot // 10})


def test_a_baselined_finding_stays_baselined_when_figures_move_its_index(tmp_path):
    """SL201 is about a table; which index is hottest (and so where it is reported) follows the
    row counts. New row counts make another index the hottest: still the same finding."""
    from schemalint.pipeline.changes import Baseline

    baseline = Baseline.of([_sl201("PRIMARY", 5, "info", 1000)], {}, tmp_path)
    path = tmp_path / "b.json"
    path.write_text(baseline.to_json())
    again = Baseline.read(path)
    assert again.new_findings([_sl201("uk_b", 7, "warning", 9_000_000)], {}, tmp_path) == []


def test_a_code_new_on_a_baselined_subject_is_new(tmp_path):
    """Row counts added after the baseline: SL202 appearing on a table the baseline knew is a
    new finding (its code is not recorded for that subject); the baselined SL101 whose figures
    and severity changed is not."""
    folder = tmp_path / "db" / "migrations"
    folder.mkdir(parents=True)
    (folder / "V1__t.sql").write_text(
        "CREATE TABLE t (\n  id BIGINT NOT NULL AUTO_INCREMENT,\n  token CHAR(64) NOT NULL,\n"
        "  PRIMARY KEY (id),\n  UNIQUE KEY uk_token (token)\n) ENGINE=InnoDB;\n")
    code, out, err = run_cli("baseline", "write", "db/migrations", cwd=tmp_path)
    assert code == 0, err
    (tmp_path / ".schemalint.toml").write_text('[tables.t]\nrows = "2bn"\n')
    code, found = findings_of("db/migrations", cwd=tmp_path)
    # SL201 and SL202 on uk_token are new, folded into the baselined SL101 they share a cause with: a
    # host is hidden only when everything folded into it is baselined, so SL101 shows, carrying them
    assert sorted({(c, i) for _, _, _, c, i, _ in found}) == [("SL101", "uk_token"), ("SL202", "PRIMARY"),
                                                               ("SL203", None)]


# -- 4. output a log can hold ------------------------------------------------------------------------
LONG = "a_rather_long_directory_name_for_migrations/" * 3


def _sessions_check(tmp_path: Path, env: dict) -> list[str]:
    folder = tmp_path / LONG
    folder.mkdir(parents=True)
    (folder / "V1__sessions.sql").write_text(
        "CREATE TABLE sessions (\n  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,\n"
        "  token CHAR(64) NOT NULL,\n  UNIQUE KEY uk_token (token)\n) ENGINE=InnoDB;\n")
    code, out, err = run_cli("check", LONG + "V1__sessions.sql", "--rows", "sessions=42M", cwd=tmp_path, env=env)
    assert code == 1, err
    return out.splitlines()


def test_piped_one_line_a_finding_never_cut(tmp_path):
    lines = _sessions_check(tmp_path, {"COLUMNS": "80"})
    assert lines[-1].startswith("1 finding") and len(lines) == 2, lines  # (SL201, SL202 folded into SL101)
    for line in lines[:-1]:
        assert line.startswith(LONG + "V1__sessions.sql:") and "…" not in line, line
        assert line.split().count(line.split()[1]) == 1, line  # the code once
    sl101 = next(line for line in lines if " SL101 " in line)
    assert sl101 == (LONG + "V1__sessions.sql:4:3: SL101 [warning] sessions: random session id CHAR(64); 4.5 GiB at 42 M rows, "
                     "does not fit 128 MiB, 1.07 reads/insert now (also SL201, SL202)"), sl101


def test_on_a_terminal_lines_wrap_at_its_width_whole_figures_and_the_code_once():
    from rich.console import Console

    from schemalint.findings import Finding
    from schemalint.model import Span
    from schemalint.report.text import headline_lines

    f = Finding("SL101", "random-unique-key", "warning", "m", Span(LONG + "V1__sessions.sql", 9, 2, 9, 9),
                "sessions", "uk_token", headline="sessions.uk_token: random token CHAR(64); 0.5 reads/insert at ≈ "
                "42.1 M rows (128 MiB pool), 1.2 GiB of leaves")
    for width in (40, 60, 80, 120):
        lines = [text for text, _ in headline_lines(f, width)]
        joined = " ".join(line.strip() for line in lines)
        assert all(len(line) <= width for line in lines[1:]), lines
        assert "…" not in joined and joined.count("SL101") == 1
        for figure in ("42.1 M", "128 MiB", "1.2 GiB", "≈ 42.1", "0.5 reads/insert"):
            assert figure in joined, (width, lines)
    console = Console(width=60, force_terminal=True, color_system=None, file=open(os.devnull, "w"))
    assert console.is_terminal and console.width == 60


def test_render_on_a_terminal_wraps_and_off_it_does_not(monkeypatch):
    import io
    import re

    from schemalint.report.text import render
    from tests.helpers import lint_result

    sql = ("CREATE TABLE sessions (\n  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,\n"
           "  token CHAR(64) NOT NULL,\n  UNIQUE KEY uk_token (token)\n) ENGINE=InnoDB;\n")
    result = lint_result(sql, '[tables.sessions]\nrows = "42M"\n', path=LONG + "s.sql")

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    monkeypatch.setenv("COLUMNS", "60")
    monkeypatch.delenv("NO_COLOR", raising=False)
    piped, tty = io.StringIO(), Terminal()
    render(result, piped)
    render(result, tty)
    plain = piped.getvalue().splitlines()
    assert len(plain) == 2 and plain[0].startswith(LONG) and "…" not in plain[0], plain  # (SL201, SL202 folded)
    wrapped = re.sub(r"\x1b\[[0-9;]*m", "", tty.getvalue()).splitlines()
    text = "\n".join(wrapped)
    assert len(wrapped) > 3 and text.count("SL101") == 1 and text.count("SL202") == 1 and text.count("SL201") == 1 and "…" not in text, wrapped
    assert all(len(line) <= 60 for line in wrapped[:-1] if not line.startswith(LONG)), wrapped
    assert "\n  4.5 GiB at 42 M rows" in text or "4.5 GiB at 42 M rows" in text.replace("\n  ", " ")
    assert all(not line.rstrip().endswith((" 4.5", " 42", "≈")) for line in wrapped), "\n".join(wrapped)


# -- 7. units: what is printed is read back; the ambiguous is refused ---------------------------
@pytest.mark.parametrize("text, rows", [("2bn", 2 * 10**9), ("2.44 bn", 2_440_000_000), ("3tn", 3 * 10**12),
                                        ("950k", 950_000), ("40M", 40 * 10**6), ("40m", 40 * 10**6),
                                        ("1_000", 1000), ("2.5e9", 2_500_000_000)])
def test_counts_read_what_the_output_prints(text, rows):
    assert parse_count(text) == rows


@pytest.mark.parametrize("text, hint", [("2B", "write 2bn for 2 billion rows"), ("2G", "write 2bn"),
                                        ("3T", "write 3tn for 3 trillion rows"), ("5 mio", "counts take k, M, bn, tn")])
def test_ambiguous_counts_are_refused_with_what_to_write(text, hint):
    with pytest.raises(ConfigError) as err:
        parse_count(text, "--rows events")
    assert hint in str(err.value)


@pytest.mark.parametrize("text, size", [("16G", 16 * 2**30), ("16GiB", 16 * 2**30), ("16 GiB", 16 * 2**30),
                                        ("128MiB", 128 * 2**20), ("16K", 16384), ("16KiB", 16384), ("512B", 512),
                                        ("512", 512)])
def test_sizes_read_what_the_output_prints(text, size):
    assert parse_bytes(text) == size


@pytest.mark.parametrize("text", ["16 GB", "16GB", "128MB", "16gb", "16Gb"])
def test_a_decimal_looking_size_is_refused_with_the_binary_spelling(text):
    with pytest.raises(ConfigError) as err:
        parse_bytes(text, "server.buffer-pool")
    assert "16GiB" in str(err.value) or "128MiB" in str(err.value) or "as a size" in str(err.value)


def test_the_command_line_and_the_config_read_units_alike(tmp_path):
    sql = tmp_path / "e.sql"
    sql.write_text("CREATE TABLE events (id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY) ENGINE=InnoDB;\n")
    code, out, err = run_cli("estimate", "e.sql", "--rows", "events=2bn", cwd=tmp_path)
    assert code == 0 and "2 bn rows" in out, err
    code, out, err = run_cli("estimate", "e.sql", "--rows", "events=2B", cwd=tmp_path)
    assert code == 2 and err.strip() == ("schemalint: error: --rows events: cannot read '2B' as a count (B and G are "
                                         "sizes, not counts: write 2bn for 2 billion rows)"), err
    code, out, err = run_cli("estimate", "e.sql", "--buffer-pool", "16 GB", cwd=tmp_path)
    assert code == 2 and "'16 GB' is ambiguous" in err and "write 16GiB" in err, err
    with pytest.raises(ConfigError) as e:
        make_config('[server]\nbuffer-pool = "16 GB"\n')
    assert "server.buffer-pool: '16 GB' is ambiguous" in str(e.value)
    assert make_config('[tables.events]\nrows = "2bn"\n').tables["events"].rows == 2 * 10**9


# -- 6. the same JSON column, as MariaDB dumps it, is the same size ------------------------------
JSON_FORMS = {
    "a": "payload JSON NOT NULL",
    "b": "payload longtext CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL CHECK (json_valid(`payload`))",
    "c": "payload longtext CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL,\n  CONSTRAINT `payload` "
         "CHECK (json_valid(`payload`))",
}


def test_a_json_column_as_mariadb_dumps_it_is_sized_as_json():
    """`JSON` on MariaDB is LONGTEXT with a json_valid() CHECK (mariadb-dump writes it so); live
    mode reads it back as JSON, and a file must size it alike: 512 B, not LONGTEXT's 4,096 B."""
    from schemalint.estimate import estimate_model
    from tests.helpers import make_config, model_of

    sql = "".join(f"CREATE TABLE {name} (\n  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,\n  {column}\n) "
                  f"ENGINE=InnoDB;\n" for name, column in JSON_FORMS.items())
    sql += "CREATE TABLE d (\n  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,\n  payload LONGTEXT NOT NULL\n);\n"
    cfg = make_config("".join(f'[tables.{t}]\nrows = "1M"\n' for t in "abcd"))
    sizes = {t.table: t.size_bytes for t in estimate_model(model_of(sql), cfg).tables}
    assert sizes["a"] == sizes["b"] == sizes["c"] and sizes["d"] > 8 * sizes["a"], sizes


# -- 8. smaller things --------------------------------------------------------------------------
def test_hover_uses_the_words_and_figures_of_estimate(tmp_path):
    """No row count: `estimate` prints "depth 3 at" and "depth 4 at" (not "depth 2 from"), the
    fanout rounded (not "fan-out 135.57"), and the primary key is not "PRIMARY KEY PRIMARY"."""
    from schemalint.language_server.editor import hover_markdown, hover_subject, lint_document, table_estimate
    from schemalint.estimate.units import count

    sql = ("CREATE TABLE sessions (\n  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,\n"
           "  token CHAR(64) NOT NULL,\n  UNIQUE KEY uk_token (token)\n) ENGINE=InnoDB;\n")
    path = tmp_path / "schema.sql"
    path.write_text(sql)
    linted = lint_document(str(path), sql)
    subject = hover_subject(linted, 0, 15)
    text = hover_markdown(subject, table_estimate(linted, subject.table))
    code, out, err = run_cli("estimate", "schema.sql", "--format", "json", cwd=tmp_path)
    code, table, err = run_cli("estimate", "schema.sql", cwd=tmp_path, env={"COLUMNS": "120"})
    row = next(line.split() for line in table.splitlines() if line.startswith("uk_token"))
    depth3, depth4 = " ".join(row[-4:-2]), " ".join(row[-2:])  # "1.34 M", "1.11 bn"
    assert f"depth 3 at {depth3} rows, depth 4 at {depth4} rows" in text, (text, row)
    assert f"fanout {row[4]}" in text and "fan-out" not in text and "depth 2 from" not in text
    assert "**PRIMARY KEY** (id)" in text and "PRIMARY KEY PRIMARY" not in text
    assert count(1_340_000) == "1.34 M"


def test_report_fails_on_input_it_cannot_read_as_check_does(tmp_path):
    (tmp_path / "garbage.sql").write_text("this is not sql at all\n")
    code, out, err = run_cli("check", "garbage.sql", cwd=tmp_path)
    assert code == 1 and "garbage.sql:1:1: SL001 [error]" in out
    code, out, err = run_cli("report", "garbage.sql", "-o", "r.html", cwd=tmp_path)
    assert code == 1 and "garbage.sql:1:1: SL001 [error] no SQL statement found in garbage.sql" in err, err


def test_a_misspelt_keyword_with_an_unclosed_parenthesis_is_sl001_at_its_statement(tmp_path):
    (tmp_path / "creat.sql").write_text("CREAT TABLE t (\n  id INT,\n  name VARCHAR(10)\n")
    code, out, err = run_cli("check", "creat.sql", cwd=tmp_path)
    assert code == 1 and out.splitlines()[0] == \
        "creat.sql:1:1: SL001 [error] no SQL statement begins with CREAT (did you mean CREATE?)", out


def test_markdown_fences_sql_as_sql_commands_as_sh_and_sentences_in_none():
    from schemalint.report.markdown import fix_parts

    fix = ("With foreign_key_checks=0 the constraint is added in place.\n"
           "Use an online schema change tool that copies in chunks and swaps at the end:\n"
           "  gh-ost --database=`shop` --table=s --alter=\"ADD UNIQUE KEY uk (t)\" --execute\n"
           "USE shop;\nSET SESSION foreign_key_checks = 0;")
    assert fix_parts(fix) == [
        ("", "With foreign_key_checks=0 the constraint is added in place.\n"
             "Use an online schema change tool that copies in chunks and swaps at the end:"),
        ("sh", "  gh-ost --database=`shop` --table=s --alter=\"ADD UNIQUE KEY uk (t)\" --execute"),
        ("sql", "USE shop;\nSET SESSION foreign_key_checks = 0;")]


def test_a_column_type_is_printed_with_its_length(tmp_path):
    (tmp_path / "V1__s.sql").write_text("CREATE TABLE s (id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY) ENGINE=InnoDB;\n")
    (tmp_path / "V2__t.sql").write_text("ALTER TABLE s ADD COLUMN token CHAR(36) NOT NULL;\n")
    code, out, err = run_cli("check", ".", "--select", "SL604", cwd=tmp_path)
    assert "token CHAR(36) NOT NULL has no DEFAULT" in out and "CHAR NOT NULL" not in out, out


def test_the_readme_starts_with_what_it_is_install_first_run_hook_and_ci():
    """The first screen: what it is, install, first run, hook, CI; the capacity model's theory is
    on the docs site (mkdocs builds docs/, tests/test_rules_site.py runs it --strict)."""
    from tests.helpers import REPO_ROOT

    readme = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
    headings = [line for line in readme.splitlines() if line.startswith("## ")]
    assert headings[:5] == ["## Install", "## First run", "## Use it as a pre-commit hook", "## In CI", "## Usage"]
    assert readme.index("## In CI") < 130 * 80  # within the first ~130 lines
    assert "python3 -m venv .venv && .venv/bin/pip install -e '.[fast,test,html,docs]' && .venv/bin/schemalint " \
           "check fixtures/example.sql\n.venv/bin/python -m pytest -n auto\n" in readme  # the two set-up commands, unchanged
    assert "Che's approximation" not in readme and "### The cliff" not in readme
    model = (REPO_ROOT / "docs" / "capacity-model.md").read_text(encoding="utf-8")
    assert "## The cliff: page reads per insert" in model and "Che's approximation" in model


def test_an_errors_decisive_clause_is_in_its_headline(tmp_path):
    """SL604 certain to fail: the headline (one line off a terminal) says why it fails."""
    (tmp_path / "V1__users.sql").write_text(USERS)
    (tmp_path / "V2__api_key.sql").write_text(
        "ALTER TABLE users ADD COLUMN api_key CHAR(40) NOT NULL DEFAULT '', ADD UNIQUE KEY uk_api_key (api_key);\n")
    code, out, err = run_cli("check", ".", "--select", "SL604", cwd=tmp_path)
    (line,) = [line for line in out.splitlines() if " SL604 [error] " in line]
    assert line.endswith("ADD UNIQUE uk_api_key: with 2 rows or more the UNIQUE key is certain to fail "
                         "(duplicate entry)"), line


# -- the trial on Debian 12's Python 3.11.2 -----------------------------------------------------
def test_possessive_repeats_are_atomic_groups_where_python_gets_them_wrong(monkeypatch):
    """Python 3.11.2 (Debian 12) drops the capture after a possessive repeat of a group holding a
    lookahead: the splitter read a whole file as one statement there. Where the probe says so,
    the patterns are compiled with atomic groups written as lookahead + backreference; they split
    the same statements (this runs the rewrite on any Python)."""
    import re

    from schemalint.read import possessive, source, table_parts
    from tests.helpers import FIXTURES

    assert possessive.atomic(r"(?:a|(?!b)c)*+(?P<t>b)?") == r"(?=(?P<_a0>(?:a|(?!b)c)*))(?P=_a0)(?P<t>b)?"
    assert re.match(possessive.atomic(r"(?:a|(?!b)c)*+(?P<t>b)?"), "aab").group("t") == "b"
    assert re.match(possessive.atomic(r"'(?:[^'\\]++|''|\\.)*+'"), "'it''s") is None  # never gives back
    texts = {p.name: p.read_text() for p in (FIXTURES / "example.sql", FIXTURES / "content_addressed.sql")}
    texts["quotes"] = "CREATE TABLE z (a INT COMMENT 'it''s);\nCREATE TABLE y (b INT);\n"
    texts["dump"] = "/*!40101 SET NAMES utf8mb4 */;\nDELIMITER ;;\nCREATE TRIGGER t BEFORE INSERT ON x FOR EACH ROW SET @a = 1;;\nDELIMITER ;\nSELECT 1;\n"

    def statements() -> dict:
        source._Scanner._cache.clear()
        return {name: [(s.text, s.span) for s in source.split(source.decode(text.encode(), name))[0]]
                for name, text in texts.items()}

    expected = statements()
    assert len(expected["example.sql"]) == 5
    monkeypatch.setattr(possessive, "possessive_works", lambda: False)
    assert statements() == expected
    source._Scanner._cache.clear()
    part = possessive.compile(table_parts._PART.pattern, re.DOTALL)
    assert part.match("  id INT NOT NULL,").span("definition") == (2, 17)
