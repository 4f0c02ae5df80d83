"""After the rules: one root cause, one finding; one repetition, one finding.

Two steps, both pure functions of the findings (no model, no estimates, no I/O):

- `fold()` (lint.py, after suppressions): when several rules report the same problem on the
  same subject — a random PRIMARY KEY gets SL102 (the clustering), SL101 (the unique check)
  and SL033 (its width copied into secondaries) — the owner of that problem (FOLDS) keeps it,
  and the others go into its `also`, their headline into its message ("Also: …") and their
  evidence into its evidence under "also". A suppression silences one rule before this step,
  so a suppressed owner leaves the other rules' findings standing on their own.
- `group()` (the text, JSON and Markdown reports): the same rule firing for the same reason
  (REASON) on several tables of one file becomes one finding whose `members` hold the others,
  each with its own span, message and figures ("and 42 more tables: …"). Baselines, SARIF,
  GitHub and GitLab annotations see every finding on its own; `--no-group` or `group = false`
  in the configuration print each.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable, Hashable, Iterable, Optional

from ..findings import SEVERITY_RANK, Finding


# -- one root cause, one finding ---------------------------------------------------------------

def _key(f: Finding) -> Optional[tuple]:
    """An index of a table: a finding about PRIMARY and one about the PRIMARY KEY are the same."""
    if not f.table:
        return None
    index = f.index or f.evidence.get("key") or f.evidence.get("index")
    return (f.path, f.table.lower(), str(index).lower()) if index else None


def _table(f: Finding) -> Optional[tuple]:
    """A table as a whole."""
    return (f.path, f.table.lower()) if f.table else None


def _columns(f: Finding) -> Optional[tuple]:
    """Columns of a table (a rule may name one column or several)."""
    if not f.table:
        return None
    ev = f.evidence
    cols = [ev["column"]] if isinstance(ev.get("column"), str) else ev.get("columns")
    if not cols or not all(isinstance(c, str) for c in cols):
        return None
    return (f.path, f.table.lower(), frozenset(c.lower() for c in cols))


def _clause(f: Finding) -> Optional[tuple]:
    """One place in the text: the same clause."""
    s = f.span
    return (s.path, s.line, s.column, (f.table or "").lower()) if s is not None else None


@dataclass(frozen=True)
class Fold:
    """`owner` keeps the finding; a finding of a code in `folded` about the same `subject`
    (a function: finding → hashable subject or None) goes into the owner's `also`. With
    `covers`, the subjects are sets (of columns) and a folded finding joins an owner on the
    same table whose set covers its own."""

    owner: str
    folded: tuple[str, ...]
    subject: Callable[[Finding], Optional[Hashable]]
    why: str
    lower_only: bool = False  # folded findings must be below the owner's severity (same code)
    covers: bool = False
    loud_owner: bool = False  # only an owner at warning/error takes the others (infos stay apart)


# Read top to bottom: an owner folded into an earlier entry's owner takes its `also` with it.
FOLDS: tuple[Fold, ...] = (
    Fold("SL102", ("SL101", "SL033", "SL201", "SL202"), _key,
         "the clustered index's insert order owns a random PRIMARY KEY; its unique check (SL101), its width "
         "copied into secondaries (SL033), the hot set it makes outgrow the pool (SL201) and its depth "
         "(SL202) are figures of the same choice"),
    Fold("SL101", ("SL033", "SL201", "SL202"), _key,
         "a random key that is also wide, outgrows the pool or is deep: one finding, the randomness is the "
         "cost"),
    Fold("SL301", ("SL201", "SL202"), _table,
         "a big time series that is not partitioned: partitions by time are the fix for its hot set over the "
         "pool (SL201) and its depth (SL202) too, since only the newest partition takes inserts"),
    Fold("SL201", ("SL202",), _key,
         "an index whose hot set outgrows the pool and that is deep: the depth is a figure of the same size, "
         "one finding on the key (the pool fit is what costs reads)", loud_owner=True),
    Fold("SL020", ("SL101",), _key,
         "a redundant UNIQUE index whose values are also random: dropping it (SL020's fix) removes the random "
         "unique check too, one finding on the index"),
    Fold("SL024", ("SL025",), _columns,
         "a TIMESTAMP column with a zero default: one fix (DATETIME with a real default) answers both",
         covers=True),
    Fold("SL021", ("SL021",), _clause,
         "one CHARACTER SET clause: the warning carries the info about the same clause", lower_only=True),
)


def fold(findings: list[Finding]) -> list[Finding]:
    """FOLDS applied in order; the result keeps the order of the owners."""
    present = {f.code for f in findings}
    for rule in FOLDS:
        if rule.owner in present and any(code in present for code in rule.folded):
            findings = _apply(findings, rule)
            present = {f.code for f in findings}
    return findings


def _apply(findings: list[Finding], rule: Fold) -> list[Finding]:
    owners: dict[Hashable, int] = {}  # subject → position of its owner in `findings`
    by_table: dict[tuple, list[tuple[frozenset, int]]] = {}  # covers: (path, table) → owners' column sets
    for i, f in enumerate(findings):
        if f.code == rule.owner:
            subject = rule.subject(f)
            if subject is None or (rule.loud_owner and SEVERITY_RANK[f.severity] < SEVERITY_RANK["warning"]):
                continue
            if rule.covers:
                by_table.setdefault(subject[:2], []).append((subject[2], i))
            elif subject not in owners or SEVERITY_RANK[f.severity] > SEVERITY_RANK[findings[owners[subject]].severity]:
                owners[subject] = i  # (the most severe of one code's findings on it, for lower_only)
    if not owners and not by_table:
        return findings
    into: dict[int, list[Finding]] = {}
    gone: set[int] = set()
    owning = set(owners.values())
    for i, f in enumerate(findings):
        if f.code not in rule.folded or i in owning:
            continue
        subject = rule.subject(f)
        if subject is None:
            continue
        if rule.covers:
            candidates = by_table.get(subject[:2], ())
            covered = frozenset().union(*(cols for cols, _ in candidates)) if candidates else frozenset()
            if not subject[2] or not subject[2] <= covered:
                continue
            j = next(j for cols, j in candidates if cols & subject[2])
        else:
            j = owners.get(subject)
            if j is None or j == i:
                continue
        if rule.lower_only and SEVERITY_RANK[f.severity] >= SEVERITY_RANK[findings[j].severity]:
            continue
        into.setdefault(j, []).append(f)
        gone.add(i)
    if not into:
        return findings
    order = {code: n for n, code in enumerate(rule.folded)}
    out = []
    for i, f in enumerate(findings):
        if i in gone:
            continue
        out.append(_absorb(f, sorted(into[i], key=lambda g: order[g.code])) if i in into else f)
    return out


def _absorb(owner: Finding, folded: list[Finding]) -> Finding:
    also = list(owner.also)
    for f in folded:
        also.append(replace(f, also=()))
        also.extend(f.also)
    evidence = dict(owner.evidence)
    evidence["also"] = {**evidence.get("also", {}), **{f.code: f.evidence for f in also}}
    severity = max([owner.severity, *(f.severity for f in also)], key=SEVERITY_RANK.__getitem__)
    notes = "; ".join(f"{f.code} {f.slug}: {short(f)}" for f in also[len(owner.also):])
    message = owner.message.rstrip() + (" " if owner.message.rstrip().endswith(".") else ". ") + f"Also: {notes}."
    return replace(owner, also=tuple(also), evidence=evidence, severity=severity,
                   message=message.replace("..", "."))


def short(f: Finding) -> str:
    """A finding in a phrase: its headline, else its message's first sentence."""
    if f.headline:
        return f.headline
    return first_sentence(f.message)


def first_sentence(text: str) -> str:
    """Up to the first full stop that ends a sentence (". " before a capital, or the end)."""
    start = 0
    while True:
        i = text.find(". ", start)
        if i < 0:
            return text.rstrip(". ")
        after = text[i + 2:i + 3]
        if after.isupper() or after in "(":
            return text[:i]
        start = i + 2


# -- the same reason on many tables --------------------------------------------------------------

GROUP_MIN = 3  # findings of one reason in one file from which they are printed as one

# Evidence that names the subject (a table's own column or index, a reserved word), not the
# reason: left out of REASON. Numbers are left out too (each member keeps its own figures).
NAMING_KEYS = frozenset({
    "index", "key", "column", "columns", "leading_column", "word", "table", "tables", "redundant_to",
    "covering_columns", "nullable_columns", "text_columns", "copied_bytes_per_index", "identical_schema_names",
    "default", "also", "referenced_table", "referencing", "name", "names", "constraint", "statement",
    "target", "check", "query", "hottest_index", "sequential_column", "natural_key", "natural_key_columns",
    "auto_increment_column", "proposed_primary_key", "foreign_key", "references", "referenced_columns",
    "members", "partition_columns", "first_schema", "last_schema", "table_created_in", "covering_stored_key",
    "clustered_key", "primary_key", "clustered_suffix", "other_secondary_indexes",
    "index_size",  # (a size, written out: a figure, not a reason)
    "growth_reason",  # (growth_signal is the reason; its wording names the tables that show it)
})


# Rules whose reason is narrower than "every categorical figure": the evidence keys that make it.
# SL029: a display width that misleads is one problem whatever the integer type (the severity
# tells misleading from meaningless).
REASON_KEYS: dict[str, tuple[str, ...]] = {
    "SL029": (),
}


def reason(f: Finding) -> tuple:
    """What makes two findings of one rule the same problem: code, severity, and the evidence
    that is not a name or a figure (the type, the charset, why the order is random, where the
    pool size came from), plus whether a row count was given and whether the table has
    outgrown the pool by its own figures (so that a table that fits today does not hide in a
    group with one that does not)."""
    parts: list = [f.code, f.severity]
    ev = f.evidence
    only = REASON_KEYS.get(f.code)
    for k in sorted(ev):
        if k in NAMING_KEYS or (only is not None and k not in only):
            continue
        v = ev[k]
        if isinstance(v, (str, bool)):  # (None is a figure not known for this table: no reason either way)
            parts.append((k, v))
        elif isinstance(v, (list, tuple)) and all(isinstance(x, str) for x in v):
            parts.append((k, tuple(v)))
    if "rows" in ev:
        rows, limit = ev.get("rows"), ev.get("rows_to_outgrow_pool")
        parts.append(("outgrown", None if rows is None or limit is None else rows >= limit))
    parts.append(("also", tuple(sorted(g.code for g in f.also))))
    if not ev and only is None:  # nothing but the text: only the same text is the same reason
        parts.append(f.message)
    return tuple(parts)


def group(findings: list[Finding], minimum: int = GROUP_MIN) -> list[Finding]:
    """Findings of the same reason about at least `minimum` different tables of one file: the
    first (in file order) with the others as `members`. Findings without a table, or already
    grouped, stay as they are. Order: the findings' own."""
    buckets: dict[tuple, list[int]] = {}
    for i, f in enumerate(findings):
        if f.table and f.span is not None and not f.members:
            buckets.setdefault((f.span.path, reason(f)), []).append(i)
    lead: dict[int, list[Finding]] = {}
    gone: set[int] = set()
    for positions in buckets.values():
        if len({findings[i].table.lower() for i in positions}) < minimum:
            continue
        positions.sort(key=lambda i: findings[i].sort_key())
        lead[positions[0]] = [findings[i] for i in positions[1:]]
        gone.update(positions[1:])
    if not lead:
        return findings
    return [replace(f, members=tuple(lead[i])) if i in lead else f
            for i, f in enumerate(findings) if i not in gone]


def ungroup(findings: Iterable[Finding]) -> list[Finding]:
    """Every finding on its own again (members after their lead, in file order)."""
    out: list[Finding] = []
    for f in findings:
        if f.members:
            out.append(replace(f, members=()))
            out.extend(f.members)
        else:
            out.append(f)
    out.sort(key=Finding.sort_key)
    return out


def member_label(f: Finding) -> str:
    """How a member is named in "and N more tables: …": its table (bare when unqualified)."""
    return f.table or "?"
