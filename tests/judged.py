"""The judged corpus: real public schemas and a DBA's verdict on every warning/error finding.

Two folders, judged and reported apart (FOLDERS):
- tuning, `tests/data/judged/*.sql` (SOURCES.md there); the developers' corpus in
  `../shared/corpus/` beside the repository is judged with it when it exists. Rules may be
  tuned on these files.
- held-out, `tests/data/judged_heldout/*.sql`: schemas no rule may be tuned on; their verdicts
  measure how the rules do on schemas they were not shaped by.
Each folder has its own verdicts.tsv, open_false.tsv, lost_true.tsv and awaiting_verdicts.txt
(files collected but not yet judged: blind verdicts come from reviewers who did not write the
rules). A verdicts.tsv holds one row per finding:

    file <TAB> code <TAB> table <TAB> subject <TAB> verdict <TAB> reason

keyed by what survives message rewording and moved lines: the file's name, the rule code,
the table (as the finding names it, schema-qualified when the file says so) and the subject
(the index the finding is about, else the column, else the reserved word or foreign key;
`-` for a finding about the whole table or statement). `verdict` is true | false | debatable.
Lines starting with `#` and blank lines are comments.

A project's numbered migrations (`drone__001_create_table_user.sql`, `drone__002_…`) are linted
together, in natural order, as a user runs `schemalint check migrations/`; each file keeps the
findings whose span is in it (migration_group, findings_of).

Used by tests/test_judged_corpus.py and benchmarks/precision.py.
"""

from __future__ import annotations

import csv
import os
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Iterator, Optional

REPO_ROOT = Path(__file__).resolve().parent.parent
JUDGED = REPO_ROOT / "tests" / "data" / "judged"
VERDICTS = JUDGED / "verdicts.tsv"
OPEN_FALSE = JUDGED / "open_false.tsv"  # judged-false findings today's rules still give
LOST_TRUE = JUDGED / "lost_true.tsv"  # judged-true findings a rule no longer warns about, by design
SHARED_CORPUS = REPO_ROOT.parent / "shared" / "corpus"
HELDOUT = REPO_ROOT / "tests" / "data" / "judged_heldout"
VERDICT_VALUES = ("true", "false", "debatable")
LOUD = ("warning", "error")

Key = tuple[str, str, str, str]  # file, code, table (lower case), subject (lower case)


def corpus_files(shared: bool = True) -> list[Path]:
    """Every judged file: the repository's, then the shared corpus's when present."""
    files = sorted(JUDGED.glob("*.sql"))
    if shared and SHARED_CORPUS.is_dir():
        files += sorted(SHARED_CORPUS.glob("*.sql"))
    return files


@dataclass(frozen=True)
class Folder:
    """One judged folder: its files, its verdicts and its ratchets (see the module's docstring)."""

    name: str  # as reports print it: tuning | held-out
    path: Path
    with_shared: bool  # judges ../shared/corpus with its own files

    @property
    def verdicts(self) -> Path:
        return self.path / "verdicts.tsv"

    @property
    def open_false(self) -> Path:
        return self.path / "open_false.tsv"

    @property
    def lost_true(self) -> Path:
        return self.path / "lost_true.tsv"

    @property
    def awaiting(self) -> Path:
        return self.path / "awaiting_verdicts.txt"

    def files(self, shared: bool = True) -> list[Path]:
        found = sorted(self.path.glob("*.sql"))
        if shared and self.with_shared and SHARED_CORPUS.is_dir():
            found += sorted(SHARED_CORPUS.glob("*.sql"))
        return found

    def awaiting_files(self) -> list[str]:
        """Names of the files collected but not judged yet (one a line, `#` comments)."""
        if not self.awaiting.exists():
            return []
        lines = (line.split("#", 1)[0].strip() for line in self.awaiting.read_text(encoding="utf-8").splitlines())
        return [line for line in lines if line]


TUNING = Folder("tuning", JUDGED, with_shared=True)
HELD_OUT = Folder("held-out", HELDOUT, with_shared=False)
FOLDERS = (TUNING, HELD_OUT)


def subject_of(finding) -> str:
    """What the finding is about inside its table, independent of wording and line."""
    if finding.index:
        return finding.index
    ev = finding.evidence or {}
    for name in ("column", "word", "foreign_key", "clause"):
        value = ev.get(name)
        if isinstance(value, str) and value:
            return value
    return "-"


@dataclass(frozen=True)
class Seen:
    """One finding as reported: at the top, as a grouped member, or folded into another."""

    file: str
    code: str
    table: str
    subject: str
    severity: str
    line: int
    how: str  # top | member | also
    host_severity: str  # the severity of the finding the user sees (itself unless folded)
    message: str

    @property
    def key(self) -> Key:
        return (self.file, self.code, self.table.lower(), self.subject.lower())

    @property
    def loud(self) -> bool:
        """Reported at warning/error as a finding of its own (top level or grouped member)."""
        return self.how != "also" and self.severity in LOUD

    @property
    def present(self) -> bool:
        """Still shown to a user at warning/error: its own, grouped, or folded into a loud one."""
        return self.severity in LOUD and self.host_severity in LOUD

    def row(self) -> str:
        return "\t".join((self.file, self.code, self.table or "-", self.subject, "", ""))


def _flatten(finding, file: str, how: str, host_severity: str) -> Iterator[Seen]:
    line = finding.span.line if finding.span else 0
    yield Seen(file, finding.code, finding.table or "-", subject_of(finding), finding.severity, line, how,
               host_severity, finding.message)
    for member in getattr(finding, "members", ()) or ():
        # a grouped repetition is shown ("and N more") at the group's severity
        yield from _flatten(member, file, "member", host_severity)
    for folded in getattr(finding, "also", ()) or ():
        yield from _flatten(folded, file, "also", host_severity)


# `project__001_create_table_user.sql`, `project__V0001.Initial.up.sql`, `project__1_uic.sql`: the
# part after the project's prefix starts with a migration number
_NUMBERED = re.compile(r"^[Vv]?\d+[._-]")


def migration_group(path: Path) -> list[Path]:
    """The files of one project's migrations folder that `path` is part of, in the order a user's
    `schemalint check migrations/` applies them (natural order: 2 before 10); `[path]` alone when
    its name is not a numbered migration. A project's files are named `project__<its own name>`."""
    project, sep, rest = path.name.partition("__")
    if not sep or not _NUMBERED.match(rest):
        return [path]
    from schemalint.read.migrations import natural_key

    siblings = [p for p in path.parent.glob(f"{glob_escape(project)}__*.sql")
                if _NUMBERED.match(p.name.partition("__")[2])]
    return sorted(siblings, key=lambda p: natural_key(p.name))


def glob_escape(text: str) -> str:
    return re.sub(r"([*?\[])", r"[\1]", text)


# One file's default lint, shared by the tests that read it in this process: test_fold, the
# judged-corpus and severity tests read its findings, test_golden_outputs renders every report
# format from the result (the same `lint([path], Config())` that `check PATH` runs from the
# repository's root). Keyed by the path relative to the root, as golden outputs names its inputs.
_DEFAULT_FINDINGS: dict[str, tuple] = {}
_DEFAULT_RESULTS: dict[str, object] = {}  # made for findings, kept until golden outputs renders it
# its input, kept until test_one_cause checks it again with other [tables] hints (default_loaded)
_DEFAULT_LOADED: dict[str, object] = {}


def _relative(path: str) -> str:
    return Path(os.path.relpath(Path(path).resolve(), REPO_ROOT)).as_posix()


def _default_lint(relative: str):
    from schemalint.config import Config
    from schemalint.pipeline.lint import lint

    previous = os.getcwd()
    os.chdir(REPO_ROOT)  # paths in the findings relative to the root, as `check` run there
    try:
        result = lint([relative], Config())
    finally:
        os.chdir(previous)
    _DEFAULT_FINDINGS[relative] = tuple(result.findings)
    _DEFAULT_LOADED[relative] = result.loaded
    return result


def default_result(relative: str):
    """The LintResult of one input (relative to the repository's root) with the default
    configuration: the one default_findings made, if it did (then let go: ~1 MB each), else a
    new one whose findings default_findings will give."""
    result = _DEFAULT_RESULTS.pop(relative, None)
    return result if result is not None else _default_lint(relative)


def default_loaded(path: Path):
    """The LoadedInput of one file's default lint (read, split, parsed and replayed), for a test
    that checks it again under settings that do not change how it is read (pipeline.lint's
    lint_loaded): the one default_findings made, if it did (then let go), else a new one's.
    test_one_cause gives every table of each judged file 40 M rows: 10.5 s of CPU less than
    loading the 173 files a second time, the findings the same (checked on every file)."""
    relative = _relative(str(path))
    loaded = _DEFAULT_LOADED.pop(relative, None)
    if loaded is None:
        made = relative in _DEFAULT_FINDINGS
        result = _default_lint(relative)
        if not made:  # (for golden outputs, as default_findings keeps it)
            _DEFAULT_RESULTS[relative] = result
        loaded = _DEFAULT_LOADED.pop(relative)
    return loaded


@lru_cache(maxsize=None)
def default_findings(paths: tuple[str, ...]) -> tuple:
    """`lint(paths, Config()).findings` (Findings are frozen), once per process: test_fold and the
    judged-corpus tests lint the same files with the default configuration (60 ms a file), and
    golden outputs renders the same lint of one file (default_result)."""
    from schemalint.config import Config
    from schemalint.pipeline.lint import lint

    if len(paths) == 1:
        relative = _relative(paths[0])
        if relative not in _DEFAULT_FINDINGS:
            _DEFAULT_RESULTS[relative] = _default_lint(relative)
        return _DEFAULT_FINDINGS[relative]
    return tuple(lint([str(Path(p).resolve()) for p in paths], Config()).findings)


@lru_cache(maxsize=8)
def _findings_of_group(paths: tuple[str, ...]) -> tuple[list, ...]:
    """Today's rules on the files linted together, grouped as `check --format json` groups them by
    default; one list of top-level findings per file, by the file of each finding's span (a
    finding without a span goes with the last file)."""
    findings = list(default_findings(tuple(str(Path(p).resolve()) for p in paths)))
    try:
        from schemalint.checks.fold import group
    except ImportError:  # a build without grouping
        pass
    else:
        findings = group(findings)
    names = [Path(p).name for p in paths]
    per_file: list[list] = [[] for _ in paths]
    for f in findings:
        name = Path(f.span.path).name if f.span is not None and f.span.path else names[-1]
        per_file[names.index(name) if name in names else len(names) - 1].append(f)
    return tuple(per_file)


def findings_of(path: Path) -> list[Seen]:
    """Today's rules on one file, with the default configuration, grouped as `check --format json`
    groups them by default, every finding flattened (grouped members and folded findings too).
    A file of a numbered migrations folder is linted with the rest of its folder, in order (a
    foreign key to a table an earlier file created is not missing), and keeps its own findings."""
    group_paths = migration_group(path)
    per_file = _findings_of_group(tuple(str(p) for p in group_paths))
    findings = per_file[[p.name for p in group_paths].index(path.name)]
    seen: list[Seen] = []
    for f in findings:
        seen.extend(_flatten(f, path.name, "top", f.severity))
    return seen


@dataclass
class Verdict:
    verdict: str
    reason: str
    line: int
    row: tuple[str, str, str, str] = ("", "", "", "")  # file, code, table, subject as written


def read_verdicts(path: Path = VERDICTS) -> tuple[dict[Key, Verdict], list[str]]:
    """The verdict rows, and the problems of the file itself (bad verdicts, duplicate keys)."""
    verdicts: dict[Key, Verdict] = {}
    problems: list[str] = []
    if not path.exists():
        return verdicts, [f"{path.name} is missing"]
    with path.open(encoding="utf-8", newline="") as fh:
        for n, raw in enumerate(fh, 1):
            text = raw.rstrip("\n")
            if not text.strip() or text.startswith("#"):
                continue
            cells = next(csv.reader([text], delimiter="\t", quoting=csv.QUOTE_NONE))
            if len(cells) != 6:
                problems.append(f"line {n}: {len(cells)} cells, expected 6: {text!r}")
                continue
            file, code, table, subject, verdict, reason = (c.strip() for c in cells)
            if verdict not in VERDICT_VALUES:
                problems.append(f"line {n}: verdict {verdict!r} is not one of {', '.join(VERDICT_VALUES)}")
                continue
            if not reason:
                problems.append(f"line {n}: no reason given")
            key = (file, code, table.lower(), subject.lower())
            if key in verdicts:
                problems.append(f"line {n}: the same key as line {verdicts[key].line}")
                continue
            verdicts[key] = Verdict(verdict, reason, n, (file, code, table, subject))
    return verdicts, problems


def read_keys(path: Path = OPEN_FALSE) -> dict[Key, str]:
    """The keys listed in a TSV whose first 4 columns are file, code, table, subject (e.g.
    open_false.tsv), each with its line as written."""
    keys: dict[Key, str] = {}
    if path.exists():
        for raw in path.read_text(encoding="utf-8").splitlines():
            if raw.strip() and not raw.startswith("#"):
                file, code, table, subject = (c.strip() for c in raw.split("\t")[:4])
                keys[(file, code, table.lower(), subject.lower())] = raw
    return keys


def run_all(files: Optional[list[Path]] = None) -> dict[str, list[Seen]]:
    return {p.name: findings_of(p) for p in (files if files is not None else corpus_files())}
