"""The judged corpus pins the rules' precision on real schemas (issue 17).

Every warning/error finding the rules give on tests/data/judged/*.sql (and on the developers'
corpus in ../shared/corpus/ when it exists) has a verdict row in tests/data/judged/verdicts.tsv
(true | false | debatable, with the reason; tests/judged.py describes the key). This test fails
when:

(a) a finding judged false comes at warning/error as a finding of its own (at the top or as a
    grouped member "and N more tables") and is not listed in open_false.tsv, the false positives
    today's rules still give (folded into another finding's `also` it is part of that finding
    and does not count). open_false.tsv is a ratchet: a listed finding that no longer comes
    fails the test too, until its line is deleted (`benchmarks/precision.py --open` prints the
    current list), so a fixed false positive cannot come back unnoticed;
(b) a finding judged true disappears: it must still come at warning/error, at the top, as a
    grouped member, or folded into the `also` of a warning/error finding. Moved to info level it
    counts as disappeared (only findings judged true are held to this; false and debatable ones
    may go to info or vanish). A loss a rule makes on purpose (e.g. no row count, so info) is
    listed in lost_true.tsv with the reason; that is a ratchet too: a listed finding that comes
    back at warning/error fails until its line is deleted (`benchmarks/precision.py --lost`);
(c) a warning/error finding (own, grouped or folded) has no verdict: the message prints the
    exact rows to add to verdicts.tsv, verdict and reason left for the judge to fill in.

The same holds, with its own verdicts.tsv, open_false.tsv and lost_true.tsv, for the held-out
folder tests/data/judged_heldout/ (schemas no rule may be tuned on). A file listed in a folder's
awaiting_verdicts.txt has been collected but not judged yet: it is skipped here until its blind
verdicts are written, and a listed file that has verdict rows fails until its line is deleted.

benchmarks/precision.py prints the per-rule precision from the same verdicts, per folder.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.judged import FOLDERS, JUDGED, LOUD, SHARED_CORPUS, Folder, findings_of, read_keys, read_verdicts

FILES = [(folder, path) for folder in FOLDERS for path in folder.files()]
MIN_FILES, MIN_TABLES = 20, 500
_VERDICTS: dict = {}


def verdicts_of(folder: Folder) -> dict:
    if folder.name not in _VERDICTS:
        found, problems = read_verdicts(folder.verdicts)
        assert problems == [], f"{folder.verdicts.name} ({folder.name}):\n" + "\n".join(problems)
        _VERDICTS[folder.name] = found
    return _VERDICTS[folder.name]


@pytest.fixture(params=FOLDERS, ids=lambda f: f.name)
def folder(request) -> Folder:
    return request.param


def test_judged_files_are_documented(folder):
    sources = (folder.path / "SOURCES.md").read_text(encoding="utf-8")
    names = sorted(p.name for p in folder.path.glob("*.sql"))
    assert [n for n in names if f"`{n}`" not in sources] == []


def test_verdicts_files_are_well_formed(folder):
    verdicts_of(folder)


def test_awaiting_files_are_collected_and_unjudged(folder):
    """awaiting_verdicts.txt names files of its folder that have no verdict row yet."""
    names = {p.name for p in folder.path.glob("*.sql")}
    awaiting = folder.awaiting_files()
    judged = {k[0] for k in verdicts_of(folder)}
    assert ([n for n in awaiting if n not in names], [n for n in awaiting if n in judged]) == ([], [])


def test_judged_corpus_size():
    """The repository's own judged files alone: at least 20 files and 500 CREATE TABLEs.

    Counted by the splitter, which is where `load` counts them (`create_tables`): building all
    2,400 tables only to count their statements took 3.5 s of CPU."""
    from schemalint.read.source import read_source, split

    files = sorted(JUDGED.glob("*.sql"))
    tables = sum(stmt.kind == "CREATE TABLE" for p in files for stmt in split(read_source(p))[0])
    assert (len(files) >= MIN_FILES, tables >= MIN_TABLES) == (True, True), (len(files), tables)


def test_verdict_rows_name_known_files(folder):
    if folder.with_shared and not SHARED_CORPUS.is_dir():
        pytest.skip("rows about the shared corpus cannot be checked without it")
    known = {p.name for p in folder.files()}
    assert sorted({k[0] for k in verdicts_of(folder)} - known) == []


def test_open_false_positives_are_judged_false(folder):
    verdicts = verdicts_of(folder)
    assert [k for k in read_keys(folder.open_false) if k not in verdicts or verdicts[k].verdict != "false"] == []


def test_lost_true_findings_are_judged_true(folder):
    verdicts = verdicts_of(folder)
    assert [k for k in read_keys(folder.lost_true) if k not in verdicts or verdicts[k].verdict != "true"] == []


@pytest.mark.parametrize("folder, path", FILES, ids=lambda x: x.name)
def test_judged_file(folder: Folder, path: Path):
    if path.name in folder.awaiting_files():
        pytest.skip(f"awaiting blind verdicts ({folder.awaiting.name})")
    verdicts = verdicts_of(folder)
    open_false, lost_true = read_keys(folder.open_false), read_keys(folder.lost_true)
    seen = findings_of(path)
    missing = [s.row() for s in seen if s.severity in LOUD and s.key not in verdicts]
    came_back_false = [f"{s.file}:{s.line} {s.code} {s.table} {s.subject} ({s.severity}{', ' + s.how if s.how != 'top' else ''}): "
                       f"{verdicts[s.key].reason}"
                       for s in seen if s.loud and s.key in verdicts and verdicts[s.key].verdict == "false"
                       and s.key not in open_false]
    loud = {s.key for s in seen if s.loud}
    fixed = [line for k, line in open_false.items() if k[0] == path.name and k not in loud]
    present = {s.key for s in seen if s.present}
    lost_true_now = [f"{key[1]} {key[2]} {key[3]}: {v.reason}" for key, v in verdicts.items()
                     if key[0] == path.name and v.verdict == "true" and key not in present and key not in lost_true]
    back = [line for k, line in lost_true.items() if k[0] == path.name and k in present]
    problems = []
    if missing:
        problems.append(f"{len(missing)} warning/error finding(s) without a verdict; add to {folder.path.name}/{folder.verdicts.name} "
                        "(fill in verdict and reason):\n" + "\n".join(dict.fromkeys(missing)))
    if came_back_false:
        problems.append(f"{len(came_back_false)} finding(s) judged false come at warning/error "
                        f"(and are not listed in {folder.path.name}/{folder.open_false.name}):\n"
                        + "\n".join(came_back_false))
    if fixed:
        problems.append(f"{len(fixed)} false positive(s) listed in {folder.path.name}/{folder.open_false.name} no longer come: delete "
                        "these lines there so they cannot come back unnoticed:\n" + "\n".join(fixed))
    if back:
        problems.append(f"{len(back)} finding(s) listed in {folder.path.name}/{folder.lost_true.name} are reported at warning/error again: "
                        "delete these lines there:\n" + "\n".join(back))
    if lost_true_now:
        problems.append(f"{len(lost_true_now)} finding(s) judged true are no longer reported at warning/error:\n"
                        + "\n".join(lost_true_now))
    assert not problems, "\n\n".join(problems)
