"""Report only what a change introduced: `--changed`, `--diff-base REV`, and the baseline.

* `--changed`: the directories among the paths are replayed whole (the model needs every
  migration), the files among them are the change; a finding is kept when it points into a
  changed file — each table, column and index remembers the statement that created or last
  changed it, so a finding lands on the migration that introduced the problem.
* `--diff-base REV` asks git. For migrations folders, the changed files are those added or
  modified since REV (plus untracked ones; a file renamed unchanged is not a change). For a
  single schema file, the change is every table whose definition differs from REV. Findings
  on new tables keep their severity; findings on tables that already existed at REV are
  reported one level lower unless the change made them worse (new, or more severe than at
  REV). Tables are matched across RENAME TABLE by the name they were created with.
* The baseline (`.schemalint-baseline.json`) records today's findings by fingerprint — code,
  file, table, index, what the finding is about and the normalised text of its statement; not
  the line, which moves with every edit — and `check` and `review` then report only the others.

Nothing here prints; the CLI reports InputError messages with exit code 2.
"""

from __future__ import annotations

import dataclasses
import json
import subprocess
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Optional, Sequence

from ..findings import LOWER_SEVERITY, SEVERITY_RANK, Finding
from .lint import STDIN
from ..read.source import InputError, SourceFile, decode

BASELINE_VERSION = 2  # 1: entries of code, table and index only (hid new findings)
_SPAN_FIELDS = ("span", "changed_span")


# -- paths ----------------------------------------------------------------------------------
def _key(path: str) -> str:
    return str(Path(path).resolve())


@dataclass
class ChangeSet:
    """What the model is built from, and which files are the change."""

    model_paths: list[str]  # replayed in this order (directories, then loose files)
    changed: set[str] = field(default_factory=set)  # resolved paths of the changed files

    def touches(self, path: Optional[str]) -> bool:
        return path is not None and _key(path) in self.changed


def split_changed(paths: Sequence[str], layout: Optional[str] = None) -> ChangeSet:
    """`check DIR --changed FILE…`: DIR is the model, the FILEs are the change. A file inside
    a directory is replayed there, in the tool's order; one its tool skips (a down migration)
    is not part of the change either. Files outside every directory are replayed after them.
    Without any directory (what pre-commit passes), the folders holding the files are the model."""
    from ..read.migrations import LayoutError, folder_of, plan

    folders = [raw for raw in paths if raw != STDIN and Path(raw).is_dir()]
    if not folders:
        folders = list(dict.fromkeys(folder_of(raw) for raw in paths if raw != STDIN and Path(raw).is_file()))
    plans = []
    for folder in folders:
        try:
            plans.append(plan(folder, layout))
        except LayoutError as exc:
            raise InputError(str(exc)) from None
    model = [p.folder for p in plans]
    changed: set[str] = set()
    for raw in paths:
        if raw == STDIN or Path(raw).is_dir():
            continue
        if not Path(raw).is_file():
            raise InputError(f"{raw}: no such file (--changed names files of the change)")
        owner = next((p for p in plans if p.contains(raw)), None)
        if owner is None:
            model.append(raw)
            changed.add(_key(raw))
        elif any(_key(f) == _key(raw) for f in owner.files):
            changed.add(_key(raw))
    return ChangeSet(model, changed)


def introduced_by(findings: Iterable[Finding], change: ChangeSet, before: Optional[set] = None,
                  now: Any = None) -> list[Finding]:
    """The findings a change introduced: those that point into a changed file, and, given the
    findings of the replay without the change (`before`: their keys, finding_key), those the
    change caused elsewhere — a new index that makes an old one redundant — moved to the
    statement of the change that caused them (`now`: the LintResult with the change), the
    line they are about named in their message. Online-DDL findings (SL60x) on a table the
    change itself creates are dropped: it holds no rows yet."""
    renamed = now.loaded.renamed_tables if now is not None else {}
    out = []
    for f in findings:
        if not change.touches(f.path):
            if before is None or f.path is None or finding_key(f, renamed) in before:
                continue
            f = moved_to_cause(f, change, now)
        created_in = f.evidence.get("table_created_in") if f.code.startswith("SL60") else None
        if created_in and change.touches(created_in):
            continue
        out.append(f)
    return out


def finding_key(f: Finding, renamed: dict[str, str]) -> tuple[str, str, str, str]:
    """What a finding is about, wherever it is reported: code, table as created, index, subject."""
    return (*identity(f, renamed), subject(f))


def moved_to_cause(f: Finding, change: ChangeSet, now: Any) -> Finding:
    """A finding on something declared outside the change, which the change caused: placed at
    the change's last statement about its table, with "(V2__x.sql:6:3)" for the line it is
    about. Unmoved when no statement of the change names the table."""
    cause = None
    table = _table_of(f, now.model) if now is not None else None
    if table is not None:
        spans = [table.changed_span, table.span, *(i.span for i in table.indexes), *(c.span for c in table.columns),
                 *(k.span for k in table.foreign_keys)]
        touched = [sp for sp in spans if sp is not None and change.touches(sp.path)]
        if table.changed_span in touched:
            cause = table.changed_span
        elif touched:
            from .lint import natural_key

            cause = max(touched, key=lambda sp: (natural_key(sp.path), sp.line, sp.column))
    if cause is None:
        return f
    s = f.span
    where = f"{Path(s.path).name}:{s.line}:{s.column}"
    return dataclasses.replace(
        f, span=cause, message=f"{f.message} (caused by this change; declared at {where})",
        headline=f"{f.headline} (declared at {where})" if f.headline else None,
        evidence={**f.evidence, "declared_at": f"{s.path}:{s.line}:{s.column}"})


def _table_of(f: Finding, model: Any) -> Any:
    if not f.table:
        return None
    schema, _, name = f.table.rpartition(".")
    return model.find_table(name, schema or None)


def replay_without(result: Any, change: ChangeSet, config: Any, sources: Optional[Sequence[SourceFile]] = None,
                   layout: Optional[str] = None) -> set:
    """The keys (finding_key) of the findings of the same inputs replayed without the changed files."""
    from .lint import lint, read_inputs

    if sources is None:
        sources = list(read_inputs(change.model_paths, layout=layout))
    kept = [src for src in sources if not change.touches(src.path)]
    before = lint([], config, sources=kept)
    renamed = before.loaded.renamed_tables
    return {finding_key(g, renamed) for f in before.findings for m in (f, *f.members) for g in (m, *m.also)}


# -- git ------------------------------------------------------------------------------------
def _git(args: list[str], cwd: Path, binary: bool = False) -> Any:
    try:
        result = subprocess.run(["git", *args], cwd=cwd, capture_output=True, check=False)
    except FileNotFoundError:
        raise InputError("--diff-base needs git, which is not on PATH") from None
    if result.returncode != 0:
        message = result.stderr.decode("utf-8", "replace").strip().splitlines()
        raise InputError(f"git {' '.join(args[:2])}: {message[-1] if message else 'failed'}")
    return result.stdout if binary else result.stdout.decode("utf-8", "replace")


def git_root(start: Path) -> Path:
    where = start if start.is_dir() else start.parent
    return Path(_git(["rev-parse", "--show-toplevel"], where).strip())


def verify_revision(rev: str, root: Path) -> None:
    """A clear error when `rev` is not a commit here (a shallow CI checkout, a typo)."""
    try:
        _git(["rev-parse", "--verify", "--quiet", f"{rev}^{{commit}}"], root)
    except InputError:
        raise InputError(
            f"--diff-base {rev!r} is not a commit in this clone: fetch it (actions/checkout with "
            f"fetch-depth: 0, or `{fetch_command(rev, root)}`)") from None


def fetch_command(rev: str, root: Path) -> str:
    """The git command that brings `rev` into the clone: `origin/main` is branch main of the
    remote origin (`git fetch origin main`; `git fetch origin origin/main` is no valid refspec)."""
    remote, _, branch = rev.partition("/")
    try:
        remotes = set(_git(["remote"], root).split())
    except InputError:
        remotes = set()
    if branch and (remote in remotes or (not remotes and remote == "origin")):
        return f"git fetch {remote} {branch}"
    if rev.startswith("refs/remotes/") and rev.count("/") >= 3:
        _, _, remote, branch = rev.split("/", 3)
        return f"git fetch {remote} {branch}"
    return f"git fetch {next(iter(sorted(remotes)), 'origin') if len(remotes) == 1 else 'origin'} {rev}"


def git_changed_files(rev: str, root: Path) -> set[str]:
    """Resolved paths of the files added or modified since `rev` (working tree included,
    untracked files too); a rename with identical content is not a change."""
    verify_revision(rev, root)
    out = _git(["diff", "--name-status", "-M", "-z", rev, "--"], root)
    fields = out.split("\0")
    changed: set[str] = set()
    i = 0
    while i < len(fields) and fields[i]:
        status = fields[i]
        if status[0] in "RC":
            new, score = fields[i + 2], int(status[1:] or 0)
            if status[0] == "C" or score < 100:
                changed.add(str((root / new).resolve()))
            i += 3
            continue
        if status[0] in "AMT":
            changed.add(str((root / fields[i + 1]).resolve()))
        i += 2
    untracked = _git(["ls-files", "--others", "--exclude-standard", "-z"], root)
    changed.update(str((root / p).resolve()) for p in untracked.split("\0") if p)
    return changed


def sources_at(rev: str, paths: Sequence[str], layout: Optional[str] = None) -> list[SourceFile]:
    """The inputs as they were at `rev`: a directory is checked out (to a temporary folder)
    and planned by its layout; a file is read from git. Paths keep today's spelling, so
    findings at REV and now can be compared. A path that did not exist at `rev` gives nothing."""
    from ..read.migrations import plan, read_migration

    out: list[SourceFile] = []
    for raw in paths:
        if raw == STDIN:
            continue
        path = Path(raw)
        root = git_root(path.resolve())
        rel = path.resolve().relative_to(root).as_posix()
        if path.is_dir():
            import io  # (here: `check` without --diff-base never needs them)
            import tarfile
            import tempfile

            with tempfile.TemporaryDirectory(prefix="schemalint-rev-") as tmp:
                data = _git(["archive", "--format=tar", rev, "--", rel], root, binary=True) if _exists_at(
                    rev, rel, root) else b""
                if not data:
                    continue
                with tarfile.open(fileobj=io.BytesIO(data)) as tar:
                    if hasattr(tarfile, "data_filter"):  # Python 3.11.4+: no links out of tmp
                        tar.extractall(tmp, filter="data")
                    else:  # pragma: no cover - git's own archive of the repository's files
                        tar.extractall(tmp)
                folder = Path(tmp) / rel
                for file in plan(str(folder), layout).files:
                    src = read_migration(file)
                    src.path = str(path / Path(file).relative_to(folder))
                    out.append(src)
        elif _exists_at(rev, rel, root):
            data = _git(["show", f"{rev}:{rel}"], root, binary=True)
            out.append(decode(data, raw))
    return out


def _exists_at(rev: str, rel: str, root: Path) -> bool:
    return bool(_git(["ls-tree", "--name-only", rev, "--", rel], root).strip())


def changed_since(rev: str, paths: Sequence[str], layout: Optional[str] = None) -> Optional[ChangeSet]:
    """For migrations folders: the files of their plans (and loose files) added or modified
    since `rev`. None when every path is a file: a schema file is compared table by table."""
    from ..read.migrations import plan

    real = [p for p in paths if p != STDIN]
    if not real:
        raise InputError("--diff-base compares files under git; it cannot read stdin")
    if not any(Path(p).is_dir() for p in real):
        return None
    touched = git_changed_files(rev, git_root(Path(real[0]).resolve()))
    changed: set[str] = set()
    for raw in real:
        files = plan(raw, layout).files if Path(raw).is_dir() else [raw]
        changed.update(_key(f) for f in files if _key(f) in touched)
    return ChangeSet(list(paths), changed)


# -- comparing with REV ---------------------------------------------------------------------
def table_signature(table: Any) -> str:
    """A table's definition without where it came from (spans): equal definitions, equal text."""
    def strip(value: Any) -> Any:
        if isinstance(value, dict):
            return {k: strip(v) for k, v in value.items() if k not in _SPAN_FIELDS}
        if isinstance(value, (list, tuple)):
            return [strip(v) for v in value]
        return value

    return json.dumps(strip(dataclasses.asdict(table)), sort_keys=True, default=str)


@dataclass
class Before:
    """What the inputs looked like at the base revision."""

    tables: dict[str, str]  # origin name (lower-case) → signature
    worst: dict[tuple[str, str, str], int]  # finding identity (origin table) → highest severity rank
    renamed: dict[str, str]
    files: set[str] = field(default_factory=set)  # resolved paths of the files read at REV
    keys: set = field(default_factory=set)  # finding_key of every finding at REV

    @classmethod
    def of(cls, result: Any) -> "Before":
        renamed = result.loaded.renamed_tables
        tables = {origin(t.qualified_name, renamed): table_signature(t) for t in result.model.tables()}
        worst: dict[tuple[str, str, str], int] = {}
        keys = set()
        for f in (g for f in result.findings for m in (f, *f.members) for g in (m, *m.also)):  # (folded ones too)
            key = identity(f, renamed)
            worst[key] = max(worst.get(key, 0), SEVERITY_RANK[f.severity])
            keys.add(finding_key(f, renamed))
        return cls(tables, worst, renamed, keys=keys)


def origin(table: Optional[str], renamed: dict[str, str]) -> str:
    """The name a table was created with (renames followed), lower-case."""
    low = (table or "").lower()
    return renamed.get(low, low)


def identity(f: Finding, renamed: dict[str, str]) -> tuple[str, str, str]:
    return (f.code, origin(f.table, renamed), (f.index or "").lower())


def against_base(findings: Iterable[Finding], now: Any, before: Before, change: Optional[ChangeSet]) -> list[Finding]:
    """Keep what the change introduced and set severities: a change set (migrations) keeps
    the findings in its files; without one (a schema file), the findings on tables whose
    definition differs from REV. On a table that existed at REV a finding is one level lower,
    unless it is new or worse than it was."""
    renamed = now.loaded.renamed_tables
    if change is not None:
        kept = introduced_by(findings, change, before.keys, now)
    else:
        differs = {origin(t.qualified_name, renamed) for t in now.model.tables()
                   if before.tables.get(origin(t.qualified_name, renamed)) != table_signature(t)}
        kept = [f for f in findings
                if (origin(f.table, renamed) in differs if f.table else identity(f, renamed) not in before.worst)]
    out = []
    for f in kept:
        if f.code.startswith("SL60") and before.files and f.path and _key(f.path) not in before.files:
            out.append(f)  # what a statement added since REV will do (online DDL): new, whatever was said at REV
            continue
        existed = bool(f.table) and origin(f.table, renamed) in before.tables
        was = before.worst.get(identity(f, renamed))
        if existed and was is not None and was >= SEVERITY_RANK[f.severity]:
            f = f.with_severity(LOWER_SEVERITY[f.severity])
        out.append(f)
    return out


# -- baseline -------------------------------------------------------------------------------
def subject(f: Finding) -> str:
    """What a finding is about beyond its table and index: the column(s), clause or foreign
    key its rule names in the evidence ("" when it names none)."""
    parts = []
    for key in ("clause", "target", "column", "columns", "foreign_key"):
        value = f.evidence.get(key)
        if value not in (None, "", [], ()):
            parts.append(",".join(map(str, value)) if isinstance(value, (list, tuple)) else str(value))
    return " ".join(parts).lower()


class StatementTexts:
    """The normalised text of the statement a finding points at (its tokens, comments and
    spacing dropped, words lower-case; a hash of it), read from the finding's file: editing
    the statement makes its findings new, moving it does not. Only statements that findings
    point at are tokenized."""

    def __init__(self) -> None:
        self.files: dict[str, list] = {}  # path → [(first, end) position, Statement], in file order
        self.digests: dict[tuple[str, int], str] = {}

    def of(self, f: Finding) -> str:
        import bisect

        span = f.span
        if span is None or not span.path or "://" in span.path or span.path.startswith("<"):
            return ""
        statements = self.files.get(span.path)
        if statements is None:
            statements = self.files[span.path] = self._read(span.path)
        at = (span.line, span.column)
        i = bisect.bisect_right(statements, at, key=lambda row: row[0]) - 1  # the last one starting at or before
        if i < 0 or not at < statements[i][1]:
            return ""
        digest = self.digests.get((span.path, i))
        if digest is None:
            import hashlib

            normal = " ".join(_tokens(statements[i][2].text)).encode("utf-8")
            digest = self.digests[(span.path, i)] = hashlib.sha256(normal).hexdigest()[:16]
        return digest

    @staticmethod
    def _read(path: str) -> list:
        from ..read.migrations import read_migration
        from ..read.source import split

        try:
            source = read_migration(path)
        except OSError:
            return []
        return [((s.line, s.column), (s.end_line, s.end_column), st) for st in split(source)[0] for s in [st.span]]


def _tokens(text: str) -> list[str]:
    """The statement's tokens (sqlglot's MySQL tokenizer: comments and spacing gone), words
    and keywords lower-case, quoted strings as written; the raw words when it cannot tokenize."""
    from sqlglot.dialects.mysql import MySQL
    from sqlglot.tokens import TokenType

    from ..read.dialect import install

    install()
    try:
        tokens = MySQL().tokenize(text)
    except Exception:  # an unterminated string: the statement's words stand in
        return text.lower().split()
    return [t.text if t.token_type in (TokenType.STRING, TokenType.NATIONAL_STRING) else t.text.lower()
            for t in tokens if t.token_type != TokenType.SEMICOLON]


def _relative(path: Optional[str], base: Path) -> str:
    """A finding's file as the baseline names it: relative to the baseline's folder, '/'."""
    if not path or "://" in path or path.startswith("<"):
        return path or ""
    import os

    return Path(os.path.relpath(Path(path).resolve(), base.resolve())).as_posix()


Fingerprint = tuple[str, str, str, str, str, str]  # code, file, table as created, index, subject, statement


@dataclass
class Baseline:
    """Findings by fingerprint, counted (as ESLint's and ruff's suppression files do): the
    code, the file, the table as created (renames followed), the index, what the finding is
    about (column, clause) and the normalised text of its statement — never the line, which
    moves with every edit. A finding in a file the baseline does not name (a migration added
    since) is never hidden, and a recorded finding hides one finding, not every finding of its
    code on its table."""

    entries: Counter  # fingerprint → how many findings
    names: dict = field(default_factory=dict)  # fingerprint → the table's name now (for the file)

    @staticmethod
    def fingerprint(f: Finding, renamed: dict[str, str], base: Path, texts: StatementTexts) -> Fingerprint:
        """No figure, nor anything figures choose: a finding about a whole table whose index
        (and so its place) is the one its figures make the hottest (SL201) is the table's."""
        code, table, index = identity(f, renamed)
        if "hottest_index" in f.evidence:
            return (code, "", table, "", subject(f), "")
        return (code, _relative(f.path, base), table, index, subject(f), texts.of(f))

    @classmethod
    def of(cls, findings: Iterable[Finding], renamed: dict[str, str], base: Path = Path(".")) -> "Baseline":
        """`base`: the folder the baseline file is written to (file names are relative to it)."""
        texts = StatementTexts()
        entries: Counter = Counter()
        names: dict = {}
        # every finding: those folded into another (fold.py) and grouped ones too, so that a
        # finding standing alone later (its owner suppressed) is still known
        for f in (g for f in findings for m in (f, *f.members) for g in (m, *m.also)):
            key = cls.fingerprint(f, renamed, base, texts)
            entries[key] += 1
            names[key] = (f.table or "").lower()
        return cls(entries, names)

    def to_json(self) -> str:
        rows = []
        for key, n in sorted(self.entries.items()):
            code, file, created_as, index, about, statement = key
            table = self.names.get(key) or created_as
            row = {"code": code, "file": file or None, "table": table or None, "index": index or None}
            if created_as and created_as != table:
                row["created_as"] = created_as
            row["subject"] = about or None
            row["statement"] = statement or None
            if n > 1:
                row["count"] = n
            rows.append(row)
        return json.dumps({"schemalint-baseline": BASELINE_VERSION, "findings": rows}, indent=2) + "\n"

    @classmethod
    def read(cls, path: Path) -> "Baseline":
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise InputError(f"{path}: baseline not found (write one with `schemalint baseline write`)") from None
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise InputError(f"{path}: cannot read the baseline: {exc}") from None
        version = data.get("schemalint-baseline") if isinstance(data, dict) else None
        if version == 1:
            raise InputError(
                f"{path}: written by an older schemalint, whose entries (code, table, index) hid every new "
                f"finding of a recorded code on a recorded table: write it again with `schemalint baseline write`")
        if version != BASELINE_VERSION:
            raise InputError(f"{path}: not a schemalint baseline (version {BASELINE_VERSION})")
        entries: Counter = Counter()
        try:
            for row in data.get("findings", []):
                created_as = row.get("created_as") or row.get("table") or ""
                key = (str(row["code"]), row.get("file") or "", created_as.lower(), (row.get("index") or "").lower(),
                       row.get("subject") or "", row.get("statement") or "")
                entries[key] += int(row.get("count", 1))
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise InputError(f"{path}: malformed baseline entry: {exc}") from None
        return cls(entries)

    def new_findings(self, findings: Iterable[Finding], renamed: dict[str, str],
                     base: Path = Path(".")) -> list[Finding]:
        """The findings beyond the recorded ones (same fingerprint, as many times). A finding
        with others folded into it (fold.py) is recorded when each of them is: which code leads
        the fold follows the figures, and a code new on its subject is a new finding."""
        left = Counter(self.entries)
        texts = StatementTexts()
        out = []
        for f in findings:
            keys = Counter(self.fingerprint(g, renamed, base, texts) for g in (f, *f.also))
            if all(left[key] >= n for key, n in keys.items()):
                left.subtract(keys)
            else:
                out.append(f)
        return out


# -- what `check` calls ---------------------------------------------------------------------
@dataclass
class Scope:
    """How `check` narrows its report: the paths to replay, and the filters to apply."""

    paths: list[str]  # what the model is built from
    layout: Optional[str] = None
    change: Optional[ChangeSet] = None  # --changed, or --diff-base over migrations folders
    diff_base: Optional[str] = None
    original_paths: list[str] = field(default_factory=list)
    baseline: Optional[Path] = None
    sources: Optional[list[SourceFile]] = None  # what was linted, when not the files of `paths` (an editor's text)


def scope_for(paths: Sequence[str], layout: Optional[str] = None, changed: bool = False,
              diff_base: Optional[str] = None, baseline: Optional[Path] = None) -> Scope:
    if changed and diff_base:
        raise InputError("--changed and --diff-base both say what the change is: give one")
    scope = Scope(list(paths), layout, diff_base=diff_base, original_paths=list(paths), baseline=baseline)
    if changed:
        scope.change = split_changed(paths, layout)
        scope.paths = scope.change.model_paths
    elif diff_base:
        real = [p for p in paths if p != STDIN]
        if real:
            verify_revision(diff_base, git_root(Path(real[0]).resolve()))
        scope.change = changed_since(diff_base, paths, layout)
    return scope


def narrow(result: Any, scope: Scope, config: Any) -> Any:
    """The LintResult with only the findings the change introduced and the baseline lacks."""
    from .lint import lint

    findings = list(result.findings)
    renamed = result.loaded.renamed_tables
    if scope.diff_base:
        sources = sources_at(scope.diff_base, scope.original_paths, scope.layout)
        before = Before.of(lint([], config, sources=sources))
        before.files = {_key(s.path) for s in sources}
        findings = against_base(findings, result, before, scope.change)
    elif scope.change is not None:
        before = replay_without(result, scope.change, config, scope.sources, scope.layout)
        findings = introduced_by(findings, scope.change, before, result)
    hidden = 0
    if scope.baseline is not None:
        kept = Baseline.read(scope.baseline).new_findings(findings, renamed, scope.baseline.parent)
        hidden, findings = len(findings) - len(kept), kept
    return dataclasses.replace(result, findings=findings, baselined=hidden)
