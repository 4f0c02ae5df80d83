"""Issue 28, item 4: `check --fix` / `--diff` / `--unsafe-fixes` on a schema file and on two
migration layouts (Flyway, golang-migrate)."""

from __future__ import annotations

import json

from tests.helpers import run_cli

SCHEMA = """-- shop schema
SET NAMES utf8mb4;

CREATE TABLE events (
  device_id BINARY(16) NOT NULL,
  ts DATETIME(3) NOT NULL, -- the time
  kind VARCHAR(20) NOT NULL,
  qty INT(3) UNSIGNED NOT NULL,
  PRIMARY KEY (device_id, ts)
) ENGINE=InnoDB;

CREATE TABLE orders (
  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
  customer_id BIGINT UNSIGNED NOT NULL,
  PRIMARY KEY (id),
  KEY idx_customer (customer_id),
  KEY idx_customer_id (customer_id, id)
) ENGINE=MyISAM;
"""
SAFE_EDIT = SCHEMA.replace("  qty INT(3) UNSIGNED NOT NULL,", "  `qty` INT UNSIGNED NOT NULL,")
# (the device-first key of events is not random from its type alone: without a row count SL102
# does not judge it, so --fix leaves it)
ALL_EDITS = (SAFE_EDIT
             .replace("  KEY idx_customer (customer_id),\n", "")
             .replace(") ENGINE=MyISAM;", ") ENGINE=InnoDB;"))
FIXED_CODES = {"SL029", "SL102", "SL022", "SL020"}


def codes(path, cwd) -> list[tuple[str, str]]:
    code, out, err = run_cli("check", str(path), "--format", "json", "--no-group", cwd=cwd)
    return sorted((f["code"], f["severity"]) for f in json.loads(out)["findings"])


def test_diff_shows_the_safe_fix_and_writes_nothing(tmp_path):
    schema = tmp_path / "schema.sql"
    schema.write_text(SCHEMA)
    code, out, err = run_cli("check", "schema.sql", "--diff", cwd=tmp_path)
    assert code == 1
    assert out == ("--- a/schema.sql\n+++ b/schema.sql\n@@ -5,7 +5,7 @@\n   device_id BINARY(16) NOT NULL,\n"
                   "   ts DATETIME(3) NOT NULL, -- the time\n   kind VARCHAR(20) NOT NULL,\n"
                   "-  qty INT(3) UNSIGNED NOT NULL,\n+  `qty` INT UNSIGNED NOT NULL,\n   PRIMARY KEY (device_id, ts)\n"
                   " ) ENGINE=InnoDB;\n \n")
    assert "1 fix would be applied; 3 unsafe fixes left out (--unsafe-fixes applies them)." in err
    assert schema.read_text() == SCHEMA


def test_fix_edits_the_create_table_in_place_and_keeps_the_rest(tmp_path):
    schema = tmp_path / "schema.sql"
    schema.write_text(SCHEMA)
    code, out, err = run_cli("check", "schema.sql", "--fix", cwd=tmp_path)
    assert schema.read_text() == SAFE_EDIT
    assert ("SL029", "warning") not in codes(schema, tmp_path)
    code, out, err = run_cli("check", "schema.sql", "--fix", "--unsafe-fixes", cwd=tmp_path)
    # (idx_customer_id's appended PK column is SL020 info: its index rebuild is unsafe, left for a person)
    assert schema.read_text() == ALL_EDITS
    remaining = codes(schema, tmp_path)
    assert not [c for c, sev in remaining if c in FIXED_CODES and sev != "info"], remaining
    assert code == 0, out + err  # what is left is info
    code, out, err = run_cli("check", "schema.sql", "--diff", "--unsafe-fixes", cwd=tmp_path)
    assert (code, out) == (0, "")  # nothing left to fix


def _migrations(root, first: str) -> None:
    root.mkdir()
    (root / first).write_text(SCHEMA)


def test_fix_writes_the_next_flyway_migration(tmp_path):
    folder = tmp_path / "db"
    _migrations(folder, "V1__init.sql")
    (folder / "V2__note.sql").write_text("ALTER TABLE events ADD COLUMN note VARCHAR(10) NULL;\n")
    code, out, err = run_cli("check", "db", "--diff", cwd=tmp_path)
    assert "+++ b/db/V3__schemalint_fixes.sql" in out and code == 1
    assert not (folder / "V3__schemalint_fixes.sql").exists()
    run_cli("check", "db", "--fix", "--unsafe-fixes", cwd=tmp_path)
    written = (folder / "V3__schemalint_fixes.sql").read_text()
    assert "ALTER TABLE `events` MODIFY `qty` INT UNSIGNED NOT NULL;" in written
    assert "ALTER TABLE `orders` ENGINE=InnoDB;" in written
    assert (folder / "V1__init.sql").read_text() == SCHEMA
    remaining = [c for c, sev in codes(folder, tmp_path) if sev != "info"]
    # the fixed findings are gone; what the new migration costs on a live table is what remains
    assert not set(remaining) & {"SL029", "SL102", "SL022", "SL020"}, remaining


def test_fix_writes_a_golang_migrate_up_down_pair(tmp_path):
    folder = tmp_path / "migrations"
    _migrations(folder, "000001_init.up.sql")
    (folder / "000001_init.down.sql").write_text("DROP TABLE events;\nDROP TABLE orders;\n")
    code, out, err = run_cli("check", "migrations", "--fix", cwd=tmp_path)
    up = folder / "000002_schemalint_fixes.up.sql"
    assert up.read_text() == ("-- written by schemalint check --fix\n-- SL029 events\n"
                              "ALTER TABLE `events` MODIFY `qty` INT UNSIGNED NOT NULL;\n")
    assert (folder / "000002_schemalint_fixes.down.sql").exists()
    assert "SL029" not in [c for c, _ in codes(folder, tmp_path)]


def test_fix_refuses_stdin():
    code, out, err = run_cli("check", "-", "--fix", input="CREATE TABLE t (id INT(3) PRIMARY KEY);\n")
    assert code == 2 and "--fix and --diff edit files" in err
