"""report.text.wrap is textwrap.wrap(…, break_long_words=False, break_on_hyphens=False), line
for line, and finding_lines (which uses it) prints what it printed with textwrap."""

from __future__ import annotations

import sys
import textwrap

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from schemalint.findings import Finding
from schemalint.model import Span
from schemalint.report.text import finding_lines, format_value, wrap


def reference(text: str, width: int, initial_indent: str = "", subsequent_indent: str = "") -> list[str]:
    return textwrap.wrap(text, width=width, initial_indent=initial_indent, subsequent_indent=subsequent_indent,
                         break_long_words=False, break_on_hyphens=False)


# wrap() has two paths: its own greedy cut for text.isprintable() (whose only whitespace is the
# space) and textwrap itself for any other text. Its own cut is compared on spaces and words of
# every length; the other path on the same with each kind of whitespace textwrap treats
# specially mixed in: tabs expanded, \n \r \v \f translated; \xa0 \u2003 \x1c… are words to its
# splitting regex on some Pythons (3.11: ASCII whitespace only) but dropped at line ends as
# whitespace (str.strip), and split on by others. (One mixed strategy of 3,000 examples gave the
# own cut 696 non-blank texts and textwrap 1,898 to compare with itself, for 4 s of generating.)
WORDS_AND_SPACES = st.one_of(
    st.sampled_from([" ", " ", " ", "  ", "    "]),
    st.sampled_from(["a", "bb", "word", "x-y", "-", "--", "long-hyphenated-word", "é", "字", "·", "—"]),
    st.text(alphabet="abcxyz-", min_size=1, max_size=40),
)
OTHER_WHITESPACE = st.sampled_from(["\t", "\n", "\r", "\x0b", "\x0c", "\xa0", "\u2003", "\x1c", "\x85", "\u3000",
                                    "\x07", "\u200b", " \t ", "\r\n"])
PRINTABLE_TEXTS = st.lists(WORDS_AND_SPACES, max_size=40).map("".join)
TEXTS = st.lists(st.one_of(WORDS_AND_SPACES, OTHER_WHITESPACE), max_size=40).map("".join)
INDENTS = st.sampled_from(["", " ", "  ", "    ", "       ", " " * 30, " " * 140, "> "])


@pytest.mark.slow
@settings(max_examples=1000, deadline=None)
@given(text=PRINTABLE_TEXTS, width=st.integers(1, 130), initial_indent=INDENTS, subsequent_indent=INDENTS)
@example(text="", width=1, initial_indent=" " * 140, subsequent_indent="")
@example(text=" é ccccccca ", width=38, initial_indent=" " * 45, subsequent_indent="  ")
@example(text="     ab cd", width=3, initial_indent="", subsequent_indent="")
def test_wrap_is_textwrap(text, width, initial_indent, subsequent_indent):
    """wrap's own cut (printable text): ~850 non-blank texts of 1,000 examples."""
    assert text.isprintable()
    assert wrap(text, width, initial_indent, subsequent_indent) == reference(
        text, width, initial_indent, subsequent_indent)


@settings(max_examples=300, deadline=None)
@given(text=TEXTS, width=st.integers(1, 130), initial_indent=INDENTS, subsequent_indent=INDENTS)
@example(text="nbsp\xa0splits\u2003too", width=11, initial_indent="", subsequent_indent="")
@example(text="a \xa0 b\x1c\x1cc", width=1, initial_indent="", subsequent_indent="")
def test_wrap_is_textwrap_with_any_whitespace(text, width, initial_indent, subsequent_indent):
    """Text with tabs, line ends and Unicode whitespace: textwrap's path, and wrap must take it."""
    assert wrap(text, width, initial_indent, subsequent_indent) == reference(
        text, width, initial_indent, subsequent_indent)


@settings(max_examples=1000, deadline=None)
@given(text=st.text(max_size=60), width=st.integers(1, 130))
def test_wrap_is_textwrap_on_any_text(text, width):
    assert wrap(text, width, "  ", "    ") == reference(text, width, "  ", "    ")


@pytest.mark.parametrize("text, width, initial_indent, subsequent_indent, expected", [
    ("", 10, "", "", []),
    ("    ", 10, "", "", []),
    ("a b c", 80, "  ", "", ["  a b c"]),
    ("  lead  and  runs  ", 9, "", "", ["  lead", "and  runs"]),
    ("     lead", 4, "", "", ["lead"]),  # leading spaces that do not fit with the first word go
    ("averyveryverylongword and more", 8, "", ">", ["averyveryverylongword", ">and", ">more"]),
    ("one two three", 5, " " * 9, " " * 9, [" " * 9 + "one", " " * 9 + "two", " " * 9 + "three"]),
    ("tab\there", 80, "", "", ["tab     here"]),
    ("no\nbreak\rhere", 80, "", "", ["no break here"]),
    ("hy-phen-ated words", 4, "", "", ["hy-phen-ated", "words"]),
])
def test_wrap_cases(text, width, initial_indent, subsequent_indent, expected):
    assert wrap(text, width, initial_indent, subsequent_indent) == expected
    assert reference(text, width, initial_indent, subsequent_indent) == expected


@pytest.mark.parametrize("width", [0, -3])
def test_wrap_rejects_a_width_below_one(width):
    with pytest.raises(ValueError, match="invalid width"):
        wrap("text", width)


def textwrap_finding_lines(f: Finding, width: int) -> list[tuple[str, str]]:
    """finding_lines (the --verbose block) as it was written with textwrap; the fix is not
    wrapped (a break inside a quoted string or a shell argument would change what is pasted)."""
    head = f"{f.span.path}:{f.span.line}:{f.span.column}" if f.span else "-"
    head = f"{head}: {f.code} [{f.severity}] "
    wrapped = reference(head + f.message, width, subsequent_indent="  ") or [head]
    out = [(wrapped[0], "head")] + [(line, "") for line in wrapped[1:]]
    where = ([f"table: {f.table}"] if f.table else []) + ([f"index: {f.index}"] if f.index else [])
    if where:
        out.append(("  " + " · ".join(where), "dim"))
    if f.evidence:
        ev = ", ".join(f"{k}={format_value(v)}" for k, v in f.evidence.items())
        out += [(line, "dim") for line in reference("evidence: " + ev, width, "  ", "    ")]
    for i, fix_line in enumerate((f.fix or "").splitlines()):  # never wrapped: it is pasted
        out.append((("  fix: " if i == 0 else "       ") + fix_line, "green"))
    return out


FINDINGS = [
    Finding("SL103", "missing-primary-key", "warning", "Table has no primary key; " * 8, Span("a.sql", 3, 1, 3, 9),
            table="shop.orders", index="ix", evidence={"rows": 12_345_678, "ratio": 0.25, "none": None, "ok": True,
                                                       "columns": ["a", "b", "c"] * 9},
            fix="ALTER TABLE shop.orders\n  ADD COLUMN id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, "
                "ALGORITHM=INPLACE, LOCK=NONE;\n\n   ALTER TABLE t ENGINE=InnoDB;"),
    Finding("SL010", "key-too-long", "error", "tab\there, newline\nthere, nbsp\xa0and bell\x07 " * 3,
            Span("migrations/" + "very_long_directory_name_" * 5 + "/V1__init.sql", 1, 1, 1, 1),
            table="t\rx", evidence={"key\tname": "a\u2003b " * 20}),
    Finding("SL001", "parse-error", "info", "wide ＣＪＫ 字符 — " * 9, None),
    Finding("SL020", "redundant-index", "warning", "x" * 300, Span("b.sql", 9, 2, 9, 3), fix="  indented    fix  "),
    Finding("SL004", "charset", "info", "", Span("c.sql", 1, 1, 1, 1)),
]


@pytest.mark.parametrize("width", [1, 7, 40, 80, 100, 120])
@pytest.mark.parametrize("index", range(len(FINDINGS)))
def test_finding_lines_are_what_textwrap_gave(index, width):
    f = FINDINGS[index]
    assert finding_lines(f, width) == textwrap_finding_lines(f, width)


def test_a_long_plain_report_is_written_in_blocks_and_a_late_tab_still_goes_to_rich(monkeypatch):
    import io

    from schemalint.pipeline.lint import LintResult, LoadedInput
    from schemalint.model import Model
    from schemalint.report import text as text_report

    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("FORCE_COLOR", raising=False)
    monkeypatch.delenv("TTY_COMPATIBLE", raising=False)
    findings = [Finding("SL020", "redundant-index", "info", f"finding {i}", Span("s.sql", i + 1, 1, i + 1, 5))
                for i in range(3 * text_report._LINES_PER_WRITE)]

    class Writes(io.StringIO):
        writes = 0

        def write(self, s):
            self.writes += 1
            return super().write(s)

    plain = Writes()
    verbose = text_report.TextOptions(verbose=True)
    text_report.render(LintResult(findings, LoadedInput(model=Model())), plain, verbose)
    lines = plain.getvalue().splitlines()
    assert lines[0] == "s.sql:1:1: SL020 [info] finding 0" and lines[-3] == "s.sql:6000:1: SL020 [info] finding 5999"
    assert len(lines) == 2 * len(findings) + 1 and plain.writes == 7  # 12,001 lines, 2,000 a write
    short = Writes()
    text_report.render(LintResult(findings, LoadedInput(model=Model())), short)
    lines = short.getvalue().splitlines()
    assert lines[0] == "s.sql:1:1: SL020 [info] finding 0" and lines[-2] == "s.sql:6000:1: SL020 [info] finding 5999"
    assert len(lines) == len(findings) + 1 and short.writes == 4  # one line a finding, no blank lines
    findings[-1] = Finding("SL020", "redundant-index", "info", "a\ttab", Span("s.sql", 1, 1, 1, 5))
    tabbed = io.StringIO()
    text_report.render(LintResult(findings, LoadedInput(model=Model())), tabbed, verbose)
    out = tabbed.getvalue()
    assert out.count("finding 0\n") == 1 and "a\ttab" not in out and "a       tab" in out  # rich expanded it


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="parallel.Forked forks on Linux only")
@pytest.mark.parametrize("child_fails", [False, True])
def test_a_big_report_laid_out_in_two_processes_is_the_one_process_report(monkeypatch, child_fails):
    import io
    import os

    from schemalint.pipeline.lint import LintResult, LoadedInput
    from schemalint.model import Model
    from schemalint.report import text as text_report

    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.setattr("schemalint.pipeline.parallel.workers", lambda: 2)
    findings = [f for f in FINDINGS if "\t" not in f.message] * 7  # (a tab sends the report to rich)
    result = LintResult(findings, LoadedInput(model=Model()))
    monkeypatch.setattr(text_report, "FORKED_HALF", 10**9)
    alone = io.StringIO()
    text_report.render(result, alone)
    forks = []
    real_forked = __import__("schemalint.pipeline.parallel", fromlist=["Forked"]).Forked
    monkeypatch.setattr("schemalint.pipeline.parallel.Forked", lambda work: forks.append(1) or real_forked(work))
    if child_fails:
        parent, real_lines = os.getpid(), text_report._plain_lines

        def lines_or_die(*args):
            if os.getpid() != parent:
                raise RuntimeError("a child that fails")
            return real_lines(*args)

        monkeypatch.setattr(text_report, "_plain_lines", lines_or_die)
    monkeypatch.setattr(text_report, "FORKED_HALF", 2)
    halves = io.StringIO()
    text_report.render(result, halves)
    assert forks == [1]
    assert halves.getvalue() == alone.getvalue() and alone.getvalue().count("SL103 [warning]") == 7
