"""What the report is narrowed to: --changed, --diff-base and the baseline (changes.py does
the work; a whole report does not import it)."""

import sys
from pathlib import Path
from typing import Optional


def check_scope(paths: list[str], layout: Optional[str], changed: bool, diff_base: Optional[str],
                baseline: Optional[Path]):
    """changes.scope_for, or WholeReport when nothing narrows the report."""
    if changed or diff_base or baseline is not None:
        from ..pipeline.changes import scope_for

        return scope_for(paths, layout, changed, diff_base, baseline)
    return WholeReport(list(paths))


class WholeReport:
    """The scope of a `check` that reports every finding (no --changed, --diff-base or
    baseline): changes.Scope's fields without importing that module."""

    change = diff_base = baseline = None

    def __init__(self, paths: list[str]):
        self.paths = paths


def review_lint(paths, cfg, diff_base, baseline=None):
    """The lint run behind `schemalint review`: exactly what `check` reports with the same
    diff base and baseline (one filtering path, changes.narrow)."""
    from ..pipeline.lint import lint

    if not diff_base and baseline is None:
        return lint(paths, cfg)
    from ..pipeline.changes import narrow, scope_for

    scope = scope_for(paths, diff_base=diff_base, baseline=baseline)
    if scope.change is not None:
        from dataclasses import replace

        cfg = replace(cfg, unapplied=frozenset(scope.change.changed))
    result = narrow(lint(scope.paths, cfg), scope, cfg)
    say_baselined(result)
    return result


def say_baselined(result) -> None:
    """On stderr, so that a run reporting nothing is never a mystery."""
    if result.baselined:
        n = result.baselined
        sys.stderr.write(f"schemalint: {n} finding{'' if n == 1 else 's'} hidden by the baseline "
                         "(--no-baseline shows them)\n")
