"""The README and `--help` stay in step with the code: every catalogue rule is in the README's
rule table, and every command the README shows exists."""

from __future__ import annotations

import re
from pathlib import Path

from schemalint.catalogue import load_catalogue

from tests.helpers import run_cli

README = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")


def readme_rule_rows() -> dict[str, tuple[str, str]]:
    rows = {}
    for m in re.finditer(r"^\| (SL\d{3}) \| ([a-z0-9-]+) \| ([a-z]+)", README, re.MULTILINE):
        rows[m.group(1)] = (m.group(2), m.group(3))
    return rows


def test_every_catalogue_rule_is_in_the_readme_table_with_its_slug_and_severity():
    rows = readme_rule_rows()
    for code, doc in load_catalogue().items():
        assert code in rows, f"{code} missing from the README rule table"
        assert rows[code] == (doc.slug, doc.severity), f"{code}: README says {rows[code]}"


def test_the_readme_table_lists_no_rule_that_does_not_exist():
    assert set(readme_rule_rows()) <= set(load_catalogue())


def test_every_subcommand_in_the_readme_has_help():
    commands = set(re.findall(r"^schemalint ([a-z]+)\b", README, re.MULTILINE))
    assert {"check", "rules", "explain", "estimate"} <= commands
    code, out, err = run_cli("--help")
    assert code == 0, err
    for command in commands:
        assert command in out, f"`schemalint {command}` is in the README but not in --help"
