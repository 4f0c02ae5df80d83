"""Findings: what a rule reports. Rules create them; reporters only format them."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Optional

from .pickled import pickled_by_fields
from .severity import LOWER_SEVERITY, SEVERITIES, SEVERITY_RANK  # noqa: F401 (also imported from here)

if TYPE_CHECKING:
    from .model import Span


@pickled_by_fields
@dataclass(frozen=True, slots=True)
class Finding:
    """One problem a rule (or the pipeline) found, where it is, and the numbers behind it."""

    code: str
    slug: str
    severity: str  # error | warning | info
    message: str
    span: Optional[Span]
    table: Optional[str] = None  # "schema.table" when the schema is known
    index: Optional[str] = None
    evidence: dict[str, Any] = field(default_factory=dict)
    fix: Optional[str] = None
    # The short form the default text output prints: the subject and the one figure that
    # matters ("sessions.uk_token: random CHAR(64); …"); None: the reporter uses `message`.
    headline: Optional[str] = None
    # Findings of other rules about the same root cause, folded into this one (one cause,
    # one finding); their figures stay here for JSON, SARIF and --verbose.
    also: tuple["Finding", ...] = ()
    # Findings of this rule for the same reason elsewhere (other tables of the file), shown
    # as "and N more"; empty unless grouping is on.
    members: tuple["Finding", ...] = ()

    @property
    def fix_kind(self) -> Optional[str]:
        """"ddl": the fix is statements to paste (each executed and re-linted by the fix harness,
        tests/fix_harness.py); "advice": it is words; None: no fix."""
        return fix_kind(self.fix)

    @property
    def path(self) -> Optional[str]:
        return self.span.path if self.span else None

    def with_severity(self, severity: str) -> "Finding":
        return replace(self, severity=severity)

    def sort_key(self) -> tuple:
        s = self.span
        return (s.path if s else "", s.line if s else 0, s.column if s else 0, self.code)

    def identity(self) -> tuple[str, str, str]:
        """What a finding is, independent of where the text moved: code, table, index."""
        return (self.code, (self.table or "").lower(), (self.index or "").lower())


# The first words of a fix that is statements to run (the rest are words a person acts on)
_DDL_WORDS = ("ALTER ", "CREATE ", "DROP ", "UPDATE ", "RENAME ", "SET ")


def fix_kind(fix: Optional[str]) -> Optional[str]:
    if not fix:
        return None
    return "ddl" if fix.lstrip().startswith(_DDL_WORDS) else "advice"  # (SQL as rules write it: upper case)
