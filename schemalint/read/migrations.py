"""Migrations folders: which tool wrote them, and the order that tool applies them in.

`plan(folder)` detects the layout (or takes `--layout`) and returns the files to replay, in
apply order, plus the files the tool would not apply (down / undo / revert scripts).
`read_migration(path)` reads one file the way the tool runs it: for dbmate only the
`-- migrate:up` section, for Liquibase formatted SQL only the changesets meant for MySQL or
MariaDB. Everything else is blanked, not removed, so every line and column stays where it is
in the file and findings point at the real line.

Layouts and their order:

| layout          | recognised by                                  | order                                   |
|-----------------|------------------------------------------------|-----------------------------------------|
| sqitch          | `sqitch.plan`                                   | the plan's change lines (`deploy/<change>.sql`) |
| atlas           | `atlas.sum`                                     | the files as listed in atlas.sum        |
| prisma          | `<ts>_<name>/migration.sql` (migration_lock.toml) | directory name                        |
| flyway          | `V<version>__<desc>.sql`, `R__<desc>.sql`       | version (1 < 1.1 < 1.2 < 2), then repeatables by description; `U…` undo skipped |
| golang-migrate  | `<version>_<title>.up.sql`                      | version; `.down.sql` skipped            |
| dbmate          | `-- migrate:up` in the files (also sql-migrate's `-- +migrate Up`, goose's `-- +goose Up`) | version prefix |
| liquibase       | `--liquibase formatted sql` first line          | file name (includeAll order), changesets in file order |
| plain           | anything else                                   | natural order (V2 before V10), recursively |
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from .source import SourceFile, read_source

LAYOUTS = ("flyway", "golang-migrate", "dbmate", "prisma", "liquibase", "sqitch", "atlas", "plain")
AUTO = "auto"

_FLYWAY_RE = re.compile(r"^(?P<prefix>[VUR])(?P<version>\d+(?:[._]\d+)*)?__(?P<desc>.+)\.sql$", re.IGNORECASE)
_GOLANG_RE = re.compile(r"^(?P<version>\d+)_(?P<title>.*)\.(?P<dir>up|down)\.sql$", re.IGNORECASE)
_DBMATE_RE = re.compile(r"^(?P<version>\d+)")
# One file, an up and a down section: dbmate's `-- migrate:up|down`, sql-migrate's
# `-- +migrate Up|Down`, goose's `-- +goose Up|Down`. The tool runs only the up section.
_DBMATE_UP = re.compile(r"^--\s*(?:migrate:up|\+(?:migrate|goose)\s+up)\b.*$", re.MULTILINE | re.IGNORECASE)
_DBMATE_DOWN = re.compile(r"^--\s*(?:migrate:down|\+(?:migrate|goose)\s+down)\b.*$", re.MULTILINE | re.IGNORECASE)
_LIQUIBASE_HEADER = re.compile(r"\A(?:\ufeff)?\s*--\s*liquibase\s+formatted\s+sql", re.IGNORECASE)
_CHANGESET_RE = re.compile(r"^--\s*changeset\s+(?P<id>\S+)(?P<attrs>[^\n]*)$", re.MULTILINE | re.IGNORECASE)
_LIQUIBASE_DBMS_RE = re.compile(r"\bdbms:(?P<dbms>\S+)", re.IGNORECASE)
_LIQUIBASE_DIRECTIVE_RE = re.compile(
    r"^[ \t]*--[ \t]*(?:liquibase\b|changeset\b|rollback\b|comment\b|preconditions\b|precondition-|"
    r"validCheckSum\b|ignoreLines\b|include\b|property\b)[^\n]*", re.MULTILINE | re.IGNORECASE)
_SQITCH_CHANGE_RE = re.compile(r"^\s*[+]?(?P<name>[^\s@#%:\[\]+-][^\s@#:\[\]]*)")
_HEAD_BYTES = 4096


@dataclass(frozen=True)
class Plan:
    """The files of one migrations folder, in the order the tool applies them."""

    folder: str
    layout: str
    files: list[str]
    skipped: list[str] = field(default_factory=list)  # in the folder, not applied (down, undo, revert …)

    def contains(self, path: str) -> bool:
        """Whether `path` is one of the folder's files (applied or skipped)."""
        target = _norm(path)
        return any(_norm(p) == target for p in (*self.files, *self.skipped))


class LayoutError(ValueError):
    """An unknown --layout name, or a folder whose plan file cannot be read."""


def natural_key(path: str) -> list:
    """`V2__x.sql` before `V10__x.sql`: digit runs compare as numbers."""
    return [int(part) if part.isdigit() else part.lower() for part in re.split(r"(\d+)", path)]


def plan(folder: str, layout: Optional[str] = None) -> Plan:
    """The folder's files in apply order, for `layout` (None or "auto": detect it)."""
    root = Path(folder)
    chosen = (layout or AUTO).lower()
    if chosen == AUTO:
        chosen = detect(root)
    if chosen not in LAYOUTS:
        raise LayoutError(f"--layout {layout!r}: choose one of {', '.join(LAYOUTS)} (or auto)")
    order = _ORDERS[chosen]
    files, skipped = order(root)
    return Plan(folder, chosen, [_show(root, folder, p) for p in files], [_show(root, folder, p) for p in skipped])


def detect(root: Path) -> str:
    """The tool that wrote the folder, from its marker files and file names."""
    if (root / "sqitch.plan").is_file():
        return "sqitch"
    if (root / "atlas.sum").is_file():
        return "atlas"
    if (root / "migration_lock.toml").is_file() or any(root.glob("*/migration.sql")):
        return "prisma"
    sql = sorted(p for p in root.rglob("*.sql") if p.is_file())
    names = [p.name for p in sql]
    if any(_FLYWAY_RE.match(n) and not n.upper().startswith("U") for n in names):
        return "flyway"
    if any(_GOLANG_RE.match(n) for n in names):
        return "golang-migrate"
    for p in sql[:50]:
        head = _head(p)
        if _DBMATE_UP.search(head):
            return "dbmate"
        if _LIQUIBASE_HEADER.match(head):
            return "liquibase"
    return "plain"


_MARKERS = ("sqitch.plan", "atlas.sum", "migration_lock.toml")


def folder_of(path: str) -> str:
    """The migrations folder a file belongs to: the nearest of its parent and grandparent
    that holds a tool's marker file (sqitch.plan, atlas.sum, migration_lock.toml: a sqitch
    `deploy/x.sql`, a Prisma `<ts>_<name>/migration.sql`), else the folder it is in. Spelled
    from `path` as given."""
    parent = Path(path).parent
    for folder in (parent, parent.parent):
        if any((folder / marker).is_file() for marker in _MARKERS):
            return str(folder)
    if Path(path).name == "migration.sql" and any(parent.parent.glob("*/migration.sql")):
        return str(parent.parent)
    return str(parent)


# -- orders ---------------------------------------------------------------------------------
def _plain(root: Path) -> tuple[list[Path], list[Path]]:
    return sorted((p for p in root.rglob("*.sql") if p.is_file()), key=lambda p: natural_key(str(p))), []


def _flyway(root: Path) -> tuple[list[Path], list[Path]]:
    versioned, repeatable, skipped = [], [], []
    for p in root.rglob("*.sql"):
        m = _FLYWAY_RE.match(p.name)
        if not m or not p.is_file():
            skipped.append(p)
            continue
        prefix = m.group("prefix").upper()
        if prefix == "V" and m.group("version"):
            version = tuple(int(n) for n in re.split(r"[._]", m.group("version")))
            versioned.append((version, p))
        elif prefix == "R" and not m.group("version"):
            repeatable.append((m.group("desc").lower(), p))
        else:  # U: undo migrations run only on `flyway undo`
            skipped.append(p)
    return [p for _, p in sorted(versioned)] + [p for _, p in sorted(repeatable)], sorted(skipped)


def _golang_migrate(root: Path) -> tuple[list[Path], list[Path]]:
    ups, skipped = [], []
    for p in root.glob("*.sql"):
        m = _GOLANG_RE.match(p.name)
        if m and m.group("dir").lower() == "up":
            ups.append((int(m.group("version")), p))
        else:
            skipped.append(p)
    return [p for _, p in sorted(ups)], sorted(skipped)


def _dbmate(root: Path) -> tuple[list[Path], list[Path]]:
    found, skipped = [], []
    for p in root.glob("*.sql"):
        m = _DBMATE_RE.match(p.name)
        (found.append((int(m.group("version")), p.name, p)) if m else skipped.append(p))
    return [p for _, _, p in sorted(found)], sorted(skipped)


def _prisma(root: Path) -> tuple[list[Path], list[Path]]:
    files = sorted((p for p in root.rglob("migration.sql") if p.is_file()), key=lambda p: (p.parent.name, str(p)))
    others = [p for p in root.rglob("*.sql") if p.is_file() and p.name != "migration.sql"]
    return files, sorted(others)


def _liquibase(root: Path) -> tuple[list[Path], list[Path]]:
    return sorted((p for p in root.rglob("*.sql") if p.is_file()), key=lambda p: str(p)), []


def _sqitch(root: Path) -> tuple[list[Path], list[Path]]:
    plan_file = root / "sqitch.plan"
    try:
        lines = plan_file.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise LayoutError(f"{plan_file}: cannot read the sqitch plan: {exc}") from None
    entries: list[tuple[str, Optional[str]]] = []  # (change, the first tag after it)
    for line in lines:
        text = line.strip()
        if not text or text.startswith(("%", "#")):
            continue
        if text.startswith("@"):
            tag = text.split()[0][1:]
            entries = [(name, t if t is not None else tag) for name, t in entries]
            continue
        m = _SQITCH_CHANGE_RE.match(text)
        if m:
            entries.append((m.group("name"), None))
    deploy = root / "deploy"
    files: list[Path] = []
    for i, (name, tag) in enumerate(entries):
        reworked_later = any(n == name for n, _ in entries[i + 1:])
        script = deploy / f"{name}@{tag}.sql" if reworked_later and tag else deploy / f"{name}.sql"
        if script.is_file():
            files.append(script)
    planned = {_norm(str(p)) for p in files}
    skipped = [p for p in root.rglob("*.sql") if p.is_file() and _norm(str(p)) not in planned]
    return files, sorted(skipped)


def _atlas(root: Path) -> tuple[list[Path], list[Path]]:
    sum_file = root / "atlas.sum"
    try:
        lines = sum_file.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise LayoutError(f"{sum_file}: cannot read atlas.sum: {exc}") from None
    files = []
    for line in lines[1:]:  # the first line is the directory's own hash
        name = line.rsplit(" h1:", 1)[0].strip()
        if name and (root / name).is_file() and name.endswith(".sql"):
            files.append(root / name)
    listed = {_norm(str(p)) for p in files}
    skipped = [p for p in root.rglob("*.sql") if p.is_file() and _norm(str(p)) not in listed]
    return files, sorted(skipped)


_ORDERS = {
    "plain": _plain, "flyway": _flyway, "golang-migrate": _golang_migrate, "dbmate": _dbmate,
    "prisma": _prisma, "liquibase": _liquibase, "sqitch": _sqitch, "atlas": _atlas,
}


# -- reading one file -----------------------------------------------------------------------
def read_migration(path: str) -> SourceFile:
    """The file as its tool runs it: dbmate's up section, Liquibase's MySQL changesets; the
    rest blanked (same length, newlines kept) so positions stay those of the file."""
    return as_applied(read_source(Path(path), path))


def as_applied(src: SourceFile) -> SourceFile:
    """`src` as its tool runs it (read_migration)."""
    text = src.text
    head = text[:_HEAD_BYTES]
    if _DBMATE_UP.search(head) or (_may_mention_migrate(text) and _DBMATE_DOWN.search(text)):
        src.text = dbmate_up(text)
    elif _LIQUIBASE_HEADER.match(head):
        src.text = liquibase_changesets(text)
    return src


def _may_mention_migrate(text: str) -> bool:
    """False when no case of "migrate" can occur: a 15 MB dump is searched in 30 ms instead
    of 160 ms. Non-ASCII text keeps the regex (its case-insensitive i also matches İ and ı)."""
    low = text.lower() if text.isascii() else ""
    return not text.isascii() or "migrate" in low or "goose" in low


def dbmate_up(text: str) -> str:
    """Keep the up section(s) (`-- migrate:up`, `-- +migrate Up`, `-- +goose Up`); blank the down
    sections: their DROP TABLEs are never run by `up`."""
    markers = sorted([(m.start(), "up") for m in _DBMATE_UP.finditer(text)]
                     + [(m.start(), "down") for m in _DBMATE_DOWN.finditer(text)])
    if not markers:
        return text
    pieces = [_blank(text[: markers[0][0]])]
    for i, (start, kind) in enumerate(markers):
        end = markers[i + 1][0] if i + 1 < len(markers) else len(text)
        body = text[start:end]
        pieces.append(body if kind == "up" else _blank(body))
    return "".join(pieces)


def liquibase_changesets(text: str) -> str:
    """Keep changesets that run on MySQL/MariaDB (no `dbms:` or one naming them). Liquibase's
    own `--changeset`, `--rollback`, … lines (no space after `--`: not SQL comments to the
    MySQL client) are blanked."""
    heads = list(_CHANGESET_RE.finditer(text))
    text = _LIQUIBASE_DIRECTIVE_RE.sub(lambda m: _blank(m.group(0)), text)
    if not heads:
        return text
    pieces = [text[: heads[0].start()]]
    for i, m in enumerate(heads):
        end = heads[i + 1].start() if i + 1 < len(heads) else len(text)
        body = text[m.start():end]
        dbms = _LIQUIBASE_DBMS_RE.search(m.group("attrs"))
        wanted = dbms is None or any(d.strip().lower() in ("mysql", "mariadb", "all")
                                     for d in dbms.group("dbms").split(","))
        pieces.append(body if wanted else _blank(body))
    return "".join(pieces)


def _blank(s: str) -> str:
    return "".join(c if c == "\n" else " " for c in s)


def _head(path: Path) -> str:
    try:
        with path.open("rb") as fh:
            return fh.read(_HEAD_BYTES).decode("utf-8", errors="replace")
    except OSError:
        return ""


def _show(root: Path, given: str, path: Path) -> str:
    """A path spelled from the folder as the user gave it (relative stays relative)."""
    try:
        return str(Path(given) / path.relative_to(root))
    except ValueError:
        return str(path)


def _norm(path: str) -> str:
    return str(Path(path).resolve())
