"""What the replay met that the server would refuse, or that it could not model: the one type
the replay (build.py) and the refusals judged along it (refusal_names.py,
refusal_foreign_keys.py) report in; the pipeline turns each into a finding."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from ..model import Span


@dataclass(eq=False, repr=False)  # never compared or printed: two generated methods less to start
class BuildIssue:
    """Something the replay could not do; the pipeline turns these into findings."""

    # SL001 parse-error | SL002 unknown-table | SL005 unknown-column-or-index
    # | SL006 needed-by-foreign-key | SL007 already-exists | SL008 foreign-key-before-parent
    code: str
    message: str
    span: Span
    table: Optional[str] = None
    severity: Optional[str] = None  # overrides the catalogue's (a note is "info")
