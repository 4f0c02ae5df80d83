"""Names, comments and file names from the files under review cannot act on the reader: in every
output for people, control characters and bidi controls are shown escaped (issue 32)."""

from __future__ import annotations

import json
import re

import pytest

from tests.helpers import run_cli

# An OSC title change, BEL, a screen clear, a right-to-left override, CR and an isolate in
# names; rich markup in a name; an SGR sequence in a comment and in the file's name
EVIL = ("CREATE TABLE `evil\x1b]0;pwned\x07\x1b[2J\u202eeman` (\n"
        "  id int,\n"
        "  `price\r[red]x[/red]\u2066` float COMMENT 'a\x1b[31m',\n"
        "  KEY `ix\x9b31m` (id), KEY `ix2` (id)\n"
        ");\n")
FILE_NAME = "e\x1b[31m\u202e.sql"
ACTING = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]")
TABLE_SHOWN = "evil\\x1b]0;pwned\\x07\\x1b[2J\\u202eeman"


@pytest.fixture
def evil(tmp_path):
    (tmp_path / "evil.sql").write_text(EVIL, encoding="utf-8")
    (tmp_path / FILE_NAME).write_text("CREATE TABLE t (id int);\n", encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize("args", [
    ("check",), ("check", "--verbose"), ("check", "--show-fixes"), ("check", "--format", "github"),
    ("check", "--format", "markdown"), ("check", "--format", "gitlab"), ("estimate", "--rows", "t=1000"),
], ids=" ".join)
def test_no_output_for_people_carries_a_raw_control_or_bidi_character(evil, args):
    code, out, err = run_cli(*args, *(("--no-cache",) if args[0] == "check" else ()), "evil.sql", FILE_NAME, cwd=evil)
    assert code in (0, 1), err
    assert ACTING.findall(out) == [] and ACTING.findall(err) == []
    shown = out.replace("\\\\", "\\")  # (Markdown and JSON write the escape's backslash as \\)
    assert TABLE_SHOWN in shown
    assert "e\\x1b[31m\\u202e.sql" in shown or "estimate" in args  # (estimate names tables, not files)


def test_the_default_text_report_shows_the_escapes_where_the_names_were(evil):
    code, out, err = run_cli("check", "--no-cache", "evil.sql", FILE_NAME, cwd=evil)
    assert out.splitlines()[0].startswith("e\\x1b[31m\\u202e.sql:1:1: SL103 [warning] t: no PRIMARY KEY;")
    assert f"evil.sql:1:1: SL103 [warning] {TABLE_SHOWN}: no PRIMARY KEY;" in out


def test_a_terminal_gets_rich_styles_but_no_markup_or_escape_from_a_name(evil):
    code, out, err = run_cli("check", "--no-cache", "--verbose", "evil.sql", cwd=evil,
                             env={"NO_COLOR": "", "FORCE_COLOR": "1", "TTY_COMPATIBLE": "1"})
    styles = re.compile(r"\x1b\[[0-9;]*m")
    assert styles.search(out)  # rich styled it
    plain = styles.sub("", out)
    assert "\x1b" not in plain and "\x07" not in plain and "\u202e" not in plain
    assert "price\\r[red]x[/red]\\u2066" in plain  # the markup in the name printed as written, not as red


def test_json_and_sarif_carry_the_text_as_it_is_as_escapes_and_stay_valid(evil):
    code, out, _ = run_cli("check", "--no-cache", "--format", "json", "evil.sql", cwd=evil)
    tables = {f["table"] for f in json.loads(out)["findings"]}
    assert "evil\x1b]0;pwned\x07\x1b[2J\u202eeman" in tables
    assert ACTING.findall(out) == []  # (JSON escapes C0 itself; C1 and bidi written as \u escapes too)
    assert "evil\\u001b]0;pwned\\u0007\\u001b[2J\\u202eeman" in out
    code, out, _ = run_cli("check", "--no-cache", "--format", "sarif", "evil.sql", cwd=evil)
    assert any("evil\x1b]0;pwned" in r["message"]["text"] for r in json.loads(out)["runs"][0]["results"])
    assert ACTING.findall(out) == []
    code, out, _ = run_cli("estimate", "--format", "json", "evil.sql", cwd=evil)
    assert "evil\x1b]0;pwned\x07\x1b[2J\u202eeman" in {t["table"] for t in json.loads(out)["tables"]}
    assert ACTING.findall(out) == []


def test_the_html_report_escapes_them_too(evil):
    pytest.importorskip("matplotlib")
    code, out, err = run_cli("report", "--rows", "t=1000", "--output", "-", "evil.sql", FILE_NAME, cwd=evil)
    assert code == 0, err
    assert ACTING.findall(out) == []
    assert TABLE_SHOWN in out


def test_an_error_message_quoting_a_file_name_is_escaped(evil):
    code, out, err = run_cli("check", "--no-cache", "nosuch\x1b[2J.sql", cwd=evil)
    assert code == 2 and ACTING.findall(err) == [] and "nosuch\\x1b[2J.sql" in err


def test_the_helper_escapes_each_class_and_leaves_other_text_alone():
    from schemalint.report.untrusted import shown, shown_lines

    assert shown("a\x1b[2Jb\x07c\rd\ne\x00f\x7fg\x85h") == "a\\x1b[2Jb\\x07c\\rd\\ne\\x00f\\x7fg\\x85h"
    assert shown("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c\u2028") == (
        "\\u202a\\u202b\\u202c\\u202d\\u202e\\u2066\\u2067\\u2068\\u2069\\u200e\\u200f\\u061c\\u2028")
    assert shown_lines("ALTER TABLE `a\x1bb`;\nALTER TABLE c;") == "ALTER TABLE `a\\x1bb`;\nALTER TABLE c;"
    for fine in ("plain `name` [red] 50% <b>", "ＣＪＫ 字符 🙂 é", "a\tb", "\u00a0"):
        assert shown(fine) == fine


def test_rich_markup_in_an_index_name_is_printed_as_written_by_estimate(tmp_path):
    (tmp_path / "m.sql").write_text("CREATE TABLE t (id int PRIMARY KEY, k int, KEY `[bold]ix[/bold]` (k));\n")
    code, out, err = run_cli("estimate", "--rows", "t=1000", "m.sql", cwd=tmp_path)
    assert code == 0, err
    [row] = [line for line in out.splitlines() if line.endswith("1.12 k (2)")]  # its row of the index table
    assert row.split() == ["[bold]ix[/bold]", "?", "14", "1", "1", "16", "KiB", "16", "KiB", "1.12", "k", "(2)"]


def test_the_progress_bar_shows_a_file_name_inert_and_never_as_markup(monkeypatch):
    import io

    import rich.progress

    from schemalint.report.progress import statement_progress

    class Terminal(io.StringIO):
        def isatty(self):
            return True

    descriptions = []
    real = rich.progress.Progress.add_task
    monkeypatch.setattr(rich.progress.Progress, "add_task",
                        lambda self, description, **kw: descriptions.append(description) or real(self, description, **kw))
    monkeypatch.setattr("sys.stderr", Terminal())
    with statement_progress(min_statements=1) as update:
        update("e\x1b]0;t\x07[red]x[/red].sql", 1, 2)
    assert descriptions == ["parsing e\\x1b]0;t\\x07\\[red]x\\[/red].sql"]
