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


def readme_transcripts() -> list[tuple[int, list[str], list[str]]]:
    """Each README block that shows `$ schemalint check fixtures/…` and what it printed: (line,
    arguments, printed lines). Blocks over a user's own files (schema.sql, a DSN) are not runnable."""
    lines = README.split("\n")
    found = []
    for number, line in enumerate(lines):
        m = re.match(r"^\$ (?:\.venv/bin/)?schemalint (check fixtures/\S+)\s*(?:#.*)?$", line)
        if not m:
            continue
        end = lines.index("```", number)
        found.append((number + 1, m.group(1).split(), lines[number + 1:end]))
    return found


def test_the_readme_shows_runnable_transcripts():
    assert [args for _, args, _ in readme_transcripts()] == [
        ["check", "fixtures/example.sql"], ["check", "fixtures/content_addressed.sql"]]


def test_every_readme_transcript_prints_what_the_readme_shows():
    # a rule change that alters an example's output must change the README with it
    root = Path(__file__).resolve().parent.parent
    for line, args, shown in readme_transcripts():
        _, out, _ = run_cli(*args, "--no-cache", cwd=root, env={"COLUMNS": "10000"})
        assert out.rstrip("\n").split("\n") == shown, f"README line {line}: `schemalint {' '.join(args)}`"
