"""One cause, one finding (issue 26 item 4) and depth is not trouble by itself (issue 27 item 5).

- A random session-token PRIMARY KEY at 40 M rows against a 16 GiB pool: the cliff (SL102), the
  hot set over the pool (SL201) and the depth (SL202) are one cause, so one finding on the key
  carries the other two in its `also`; another index of the table keeps its own finding.
- A healthy `users` table whose UNIQUE (tenant_id, email) is 4 levels deep at 5 M rows but whose
  hot set fits a 16 GiB pool: SL202 is info (Yisheng Gong, "Is 20M of rows still a valid soft
  limit of MySQL table in 2023?", 2023: depth costs little while the upper levels are cached);
  the HTML report's first trouble is the pool fit with its date, never "reaches depth 4"; and
  `review` does not fail the change.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from schemalint.estimate.trouble import first_trouble
from tests.helpers import lint_result, lint_sql, run_cli
from tests.judged import default_findings, default_loaded

TOKENS = """CREATE TABLE sessions (
  token CHAR(64) NOT NULL,
  user_id BIGINT UNSIGNED NOT NULL,
  created_at DATETIME NOT NULL,
  data VARCHAR(2000) NOT NULL,
  PRIMARY KEY (token),
  KEY idx_user (user_id)
) ENGINE=InnoDB;
"""
BIG = '[server]\nbuffer-pool = "16GiB"\n[tables.sessions]\nrows = "40M"\n'


def test_a_random_token_primary_key_is_one_finding():
    findings = lint_sql(TOKENS, BIG)
    on_key = [f for f in findings if f.table == "sessions" and (f.index or "").upper() == "PRIMARY"]
    assert [(f.code, f.severity, f.span.line, sorted(g.code for g in f.also)) for f in on_key] == [
        ("SL102", "warning", 6, ["SL101", "SL201", "SL202"])]
    # the other index is its own subject: 4 levels on a table whose hot set does not fit
    assert [(f.code, f.index, f.severity) for f in findings if f is not on_key[0]] == [
        ("SL202", "idx_user", "warning")]


USERS = """CREATE TABLE users (
  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
  tenant_id INT UNSIGNED NOT NULL,
  email VARCHAR(255) NOT NULL,
  name VARCHAR(100) NOT NULL,
  created_at DATETIME NOT NULL,
  PRIMARY KEY (id),
  UNIQUE KEY uk_tenant_email (tenant_id, email)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
"""
HEALTHY = '[server]\nbuffer-pool = "16GiB"\n[tables.users]\nrows = "5M"\ngrowth-per-day = "400k"\n'


def test_depth_on_a_table_that_fits_is_info():
    found = [(f.code, f.index, f.severity, f.evidence.get("depth")) for f in lint_sql(USERS, HEALTHY)]
    # (SL201's info: it fits today and stops fitting within a year at 400 k rows/day)
    assert found == [("SL201", "uk_tenant_email", "info", None), ("SL202", "uk_tenant_email", "info", 4)]


def test_the_reports_first_trouble_is_the_pool_fit_with_its_date():
    t = lint_result(USERS, HEALTHY).estimates.table("users")
    assert t.index("uk_tenant_email").depth_thresholds[4] < t.rows  # depth 4 already
    trouble = first_trouble(t)
    assert (trouble.what, trouble.rows) == ("hot set outgrows its pool share", t.rows_when_not_fitting)
    assert 150 < trouble.days < 220  # ≈ 79 M rows at 400 k/day: a date, not "already"


def _git(cwd: Path, *args: str) -> None:
    subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True,
                   env={"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t",
                        "GIT_COMMITTER_EMAIL": "t@t", "HOME": str(cwd), "PATH": "/usr/bin:/bin"})


def test_review_does_not_fail_a_change_on_depth_alone(tmp_path):
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    (tmp_path / "db").mkdir()
    _git(tmp_path, "init", "-q")
    (tmp_path / "db" / "V1__start.sql").write_text("CREATE TABLE t (id INT NOT NULL PRIMARY KEY);\n")
    _git(tmp_path, "add", "-A")
    _git(tmp_path, "commit", "-q", "-m", "v1")
    (tmp_path / "db" / "V2__users.sql").write_text(USERS)
    (tmp_path / ".schemalint.toml").write_text(HEALTHY)
    _git(tmp_path, "add", "-A")
    _git(tmp_path, "commit", "-q", "-m", "v2")
    code, out, err = run_cli("review", "--diff-base", "HEAD~1", "db", cwd=tmp_path,
                             env={"GITHUB_REPOSITORY": "", "CI_PROJECT_URL": ""})
    assert (code, "SL202" in out) == (0, True), out + err


def test_a_pool_the_other_tables_already_fill_is_not_a_negative_size():
    sql = TOKENS + TOKENS.replace("sessions", "sessions2")
    config = '[tables.sessions]\nrows = "40M"\n[tables.sessions2]\nrows = "40M"\n'
    heads = [g.headline for f in lint_sql(sql, config) for g in (f, *f.also) if g.code == "SL201"]
    assert heads and all(" -" not in h for h in heads), heads
    assert any("pool the other tables' hot sets already fill" in h for h in heads), heads


# -- over the real schemas of the judged corpus, every table made big --------------------------------------

JUDGED = Path(__file__).resolve().parent / "data" / "judged"
ONE_CAUSE = ("SL101", "SL102", "SL201", "SL202")


class _EveryTable(dict):
    """A [tables] section with an entry for every table asked about: what a `[tables.NAME]`
    entry of the same hints for each table of the file says, without building the file once
    more only to name its tables (9.5 -> 3.6 s of CPU over the judged files, the findings the
    same)."""

    def __init__(self, hints):
        super().__init__()
        self.hints = hints

    def __contains__(self, name) -> bool:
        return True

    def __missing__(self, name):
        return self.hints

    def get(self, name, default=None):
        return self.hints

    def __bool__(self) -> bool:
        return True


def _loud_rules_per_key(path: Path, rows: int) -> dict:
    """(table, index) → the rules of ONE_CAUSE reporting it at warning/error as findings of their
    own, every table of the file given `rows` (so the pool and depth rules speak). The file as
    the default lint read it (row counts do not change how it is read): not loaded again."""
    from schemalint.config import Config, TableHints
    from schemalint.pipeline.lint import lint_loaded

    config = Config(tables=_EveryTable(TableHints(rows=rows, rows_source="config")))
    per_key: dict = {}
    for f in lint_loaded(default_loaded(path), config).findings:
        if f.code in ONE_CAUSE and f.severity in ("warning", "error"):
            per_key.setdefault((f.table, (f.index or "").upper()), set()).add(f.code)
    return per_key


@pytest.mark.parametrize("path", sorted(JUDGED.glob("*.sql")), ids=lambda p: p.name)
def test_no_key_of_a_real_schema_carries_several_findings_for_its_size(path):
    """At 40 M rows a table, the random key's cliff, the hot set over the pool and the depth are
    one cause on one key: one finding at warning, the others in its `also`."""
    stacked = {key: sorted(codes) for key, codes in _loud_rules_per_key(path, 40_000_000).items() if len(codes) > 1}
    assert stacked == {}


def test_the_depth_of_an_index_whose_hot_set_outgrows_the_pool_is_folded_into_it():
    per_key = _loud_rules_per_key(JUDGED / "hydra__mysql_dump.sql", 40_000_000)
    assert per_key[("hydra_client", "PRIMARY")] == {"SL201"}
    findings = lint_sql("CREATE TABLE t (\n  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,\n  name VARCHAR(200) NOT NULL,"
                        "\n  UNIQUE KEY uk_name (name)\n);", '[tables.t]\nrows = "400M"\n')
    on_name = [(f.code, f.severity, [g.code for g in f.also]) for f in findings if f.index == "uk_name"]
    assert on_name == [("SL201", "warning", ["SL202"])]


def test_a_redundant_unique_index_of_random_values_is_one_finding():
    """Umami's `session_session_id_key` duplicates the PRIMARY KEY on a random UUID: SL020 says
    drop it, which also ends the random unique check SL101 describes: one finding."""
    findings = default_findings((str(JUDGED / "umami__01_init-migration.sql"),))
    on_index = [(f.code, f.severity, [g.code for g in f.also]) for f in findings
                if f.table == "session" and f.index == "session_session_id_key"]
    assert on_index == [("SL020", "warning", ["SL101"])]


def test_a_refused_alter_leaves_the_table_as_it_was_one_finding_per_refusal():
    """The server refuses the whole statement (1061, 1060): the model must not take the change,
    or SL012 reports the same duplicate again on the finished table."""
    from tests.helpers import lint_sql

    sql = ("CREATE TABLE q (id INT PRIMARY KEY, a INT, KEY k (a));\n"
           "CREATE INDEX k ON q (a);\n"
           "ALTER TABLE q ADD COLUMN a INT;\n")
    errors = [(f.code, f.span.line) for f in lint_sql(sql) if f.severity == "error"]
    assert errors == [("SL007", 2), ("SL007", 3)]
