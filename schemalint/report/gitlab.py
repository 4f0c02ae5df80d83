"""`--format gitlab`: a GitLab Code Quality report (the `artifacts:reports:codequality` JSON).

An array of issues, each with `description`, `check_name` (the rule code), `fingerprint`
(unique and stable: the same identity hash as SARIF, see `sarif.fingerprints`), `severity`
and `location.path` + `location.lines.begin`, the path relative to the repository root.
GitLab compares fingerprints between the merge request's base and head to tell new issues
from fixed ones, so the fingerprint follows the finding, not its line.

Severity: error → `critical` (the server rejects it or it breaks), warning → `major`,
info → `info`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Optional

from ..findings import Finding
from . import each
from .github import annotation_message
from .sarif import dump_json, fingerprints, repo_path
from .untrusted import shown_finding

SEVERITY = {"error": "critical", "warning": "major", "info": "info"}


def category(f: Finding) -> str:
    """Code Climate category: what breaks is a bug risk, the input rules (SL0xx) are clarity,
    the rest is about performance at scale."""
    if f.severity == "error":
        return "Bug Risk"
    return "Clarity" if f.code.startswith("SL0") else "Performance"


def issue(f: Finding, fingerprint: str, root: Optional[Path]) -> dict[str, Any]:
    f = shown_finding(f, keep_lines=True)  # (GitLab shows the text to people: no bidi controls from the input)
    s = f.span
    location: dict[str, Any] = {
        "path": repo_path(s.path, root) if s and s.path else ".",
        "lines": {"begin": max(1, s.line) if s else 1},
    }
    if s and s.end_line > s.line:
        location["lines"]["end"] = s.end_line
    return {
        "type": "issue",
        "check_name": f.code,
        "description": f"{f.code} {f.slug}: {f.message}",
        "content": {"body": annotation_message(f)},
        "categories": [category(f)],
        "fingerprint": fingerprint.replace(":", "-"),
        "severity": SEVERITY.get(f.severity, "major"),
        "location": location,
        "engine_name": "schemalint",
    }


def render(result, root: Optional[Path] = None) -> str:
    findings = each(result.findings)
    prints = fingerprints(findings, root)
    doc = [issue(f, fp, root) for f, fp in zip(findings, prints)]
    return dump_json(doc, len(doc))
