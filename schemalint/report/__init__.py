"""Reporters: format findings and estimates. They never compute; every number they print
comes from a Finding's evidence or an estimate object."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(eq=False, repr=False)  # never compared, printed or changed: __init__ is the one generated method
class Summary:
    """The counts of a report's last line."""

    files: int
    statements: int
    tables: int
    errors: int
    warnings: int
    infos: int


def summarize(result) -> Summary:
    loaded = result.loaded
    return Summary(
        files=loaded.files, statements=loaded.statements, tables=loaded.model.table_count,
        errors=result.count("error"), warnings=result.count("warning"), infos=result.count("info"),
    )


def each(findings: list) -> list:
    """Every finding on its own (a grouped finding's members after it, fold.group): what SARIF,
    GitHub and GitLab annotate, one location each."""
    if not any(f.members for f in findings):
        return findings
    from ..checks.fold import ungroup

    return ungroup(findings)
