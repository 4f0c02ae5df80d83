"""The baseline hides exactly the findings it recorded (issue 18, item 1), and `review` filters
through it as `check` does (item 2). A Flyway folder in a real git repository: the baseline is
written on main, then a branch adds a migration with findings of the codes it recorded."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.helpers import FIXTURES, run_cli
from tests.test_changes import git, write

FLYWAY = FIXTURES / "migrations" / "flyway"
V3 = "ALTER TABLE orders MODIFY remarks VARCHAR(500) NOT NULL;\n"  # SL604 (and SL601) on orders, on main
V5 = ("ALTER TABLE orders ADD COLUMN coupon VARCHAR(20) NULL;\n"
      "ALTER TABLE orders MODIFY coupon VARCHAR(20) NOT NULL;\n")


def check(*args: str, cwd: Path) -> tuple[int, list[tuple], str]:
    code, out, err = run_cli("check", "--format", "json", *args, cwd=cwd)
    assert code in (0, 1), err
    found = sorted((Path(f["path"]).name, f["line"], f["code"]) for f in json.loads(out)["findings"])
    return code, found, err


@pytest.fixture
def flyway(tmp_path) -> Path:
    """main: V1 (tables) and V2, V3 (ALTERs of orders: SL601, SL602, SL604), orders at 5 M rows,
    and the baseline written there."""
    git(tmp_path, "init", "-q", "-b", "main")
    folder = tmp_path / "db" / "migrations"
    folder.mkdir(parents=True)
    for name in ("V1__init.sql", "V2__orders.sql"):
        shutil.copy(FLYWAY / name, folder)
    write(folder / "V3__note.sql", V3)
    write(tmp_path / ".schemalint.toml", '[tables.orders]\nrows = "5M"\n')
    code, out, err = run_cli("baseline", "write", "db/migrations", cwd=tmp_path)
    assert code == 0, err
    recorded = json.loads((tmp_path / ".schemalint-baseline.json").read_text())["findings"]
    assert {(r["code"], r["table"], r["file"]) for r in recorded} >= {
        ("SL604", "orders", "db/migrations/V3__note.sql"), ("SL601", "orders", "db/migrations/V3__note.sql")}
    git(tmp_path, "add", "-A")
    git(tmp_path, "commit", "-qm", "main")
    return tmp_path


def test_a_new_migration_is_never_hidden_by_findings_recorded_on_its_table(flyway):
    assert check("db/migrations", cwd=flyway)[:2] == (0, [])
    write(flyway / "db" / "migrations" / "V5__coupon.sql", V5)
    # (SL608: the new file's first ALTER of an existing table has no SET lock_wait_timeout before it)
    new = [("V5__coupon.sql", 1, "SL608"), ("V5__coupon.sql", 2, "SL601"), ("V5__coupon.sql", 2, "SL604")]
    code, found, err = check("db/migrations", cwd=flyway)
    assert (code, found) == (1, new)
    recorded = len(json.loads((flyway / ".schemalint-baseline.json").read_text())["findings"])
    assert f"schemalint: {recorded} findings hidden by the baseline" in err
    # the pre-commit hook and the CI gate: the same two findings (the baseline recorded
    # SL601 and SL604 on orders, which used to hide every SL601 and SL604 on orders)
    assert check("--changed", "db/migrations/V5__coupon.sql", cwd=flyway)[:2] == (1, new)
    assert check("db/migrations", "--diff-base", "main", cwd=flyway)[:2] == (1, new)


def test_a_recorded_finding_hides_only_itself(flyway):
    """Editing a recorded statement, or a second finding of the same code on the same table in
    the same file, makes it new; a comment or blank lines above it do not."""
    v3 = flyway / "db" / "migrations" / "V3__note.sql"
    write(v3, "-- moved down by a comment\n\n" + V3.replace("NOT NULL", "  NOT   NULL"))
    assert check("db/migrations", cwd=flyway)[:2] == (0, [])
    write(v3, V3 + "ALTER TABLE orders MODIFY status VARCHAR(10) NOT NULL;\n")
    code, found, _ = check("db/migrations", "--select", "SL604", cwd=flyway)
    assert (code, found) == (1, [("V3__note.sql", 2, "SL604")])
    write(v3, V3.replace("remarks VARCHAR(500)", "remarks VARCHAR(400)"))  # the statement changed
    assert ("V3__note.sql", 1, "SL604") in check("db/migrations", cwd=flyway)[1]


def test_a_baseline_of_the_old_format_is_refused_with_what_to_do(flyway):
    write(flyway / "old.json", json.dumps({"schemalint-baseline": 1, "findings": [
        {"code": "SL604", "table": "orders", "index": None}]}))
    code, out, err = run_cli("check", "db/migrations", "--baseline", "old.json", cwd=flyway)
    assert code == 2 and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1 and "schemalint baseline write" in err


def review(*args: str, cwd: Path) -> tuple[int, list[tuple]]:
    code, out, err = run_cli("review", *args, "--sarif-file", "r.sarif", cwd=cwd)
    assert code in (0, 1), err
    results = json.loads((cwd / "r.sarif").read_text())["runs"][0]["results"]
    found = sorted((Path(r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]).name,
                    r["locations"][0]["physicalLocation"]["region"]["startLine"], r["ruleId"]) for r in results)
    return code, found


@pytest.mark.parametrize("args", [(), ("--diff-base", "main"), ("--no-baseline",),
                                  ("--no-baseline", "--diff-base", "main")])
def test_review_and_check_give_one_verdict(flyway, args):
    """Only baselined findings (main as it is), then a branch with a new migration."""
    assert review("db/migrations", *args, cwd=flyway) == check("db/migrations", *args, cwd=flyway)[:2]
    write(flyway / "db" / "migrations" / "V5__coupon.sql", V5)
    verdict = check("db/migrations", *args, cwd=flyway)[:2]
    assert verdict[0] == 1
    assert review("db/migrations", *args, cwd=flyway) == verdict
