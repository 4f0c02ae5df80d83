"""--fix and --diff: plan the fixes, print or write them, and lint again until none is left."""

import sys
from typing import Optional

from .exits import run_guarded
from .inputs import layout_sources

FIX_PASSES = 4


def apply_fixes(result, paths: list[str], cfg, layout: Optional[str], diff: bool, unsafe: bool):
    """--diff: print the change and exit (1 when there is one); --fix: write it, and return the
    findings of a run over the fixed files (what remains)."""
    import typer

    from ..pipeline.fixes import plan
    from ..pipeline.lint import lint

    fixes = run_guarded(lambda: plan(paths, result.findings, cfg, unsafe, layout))
    applied, left = fixes.applied, [f for f in fixes.fixes if f.left_out is not None and not f.deferred]
    unsafe_left = [f for f in left if f.unsafe_because and not unsafe]
    waiting = [f for f in fixes.fixes if f.deferred]
    for f in left:
        if not (f.unsafe_because and not unsafe):
            where = f.finding.span
            at = f"{where.path}:{where.line}: " if where else ""
            print(f"{at}{f.finding.code} fix not applied: {f.left_out}", file=sys.stderr)
    summary = (f"{len(applied)} fix{'es' * (len(applied) != 1)} "
               + ("would be applied" if diff else "applied")
               + (f"; {len(unsafe_left)} unsafe fix{'es' * (len(unsafe_left) != 1)} left out "
                  f"(--unsafe-fixes applies {'them' if len(unsafe_left) != 1 else 'it'})" if unsafe_left else "")
               + ".")
    if diff:
        sys.stdout.write(fixes.diff())
        if waiting:
            summary += (f" {len(waiting)} more change{'s' * (len(waiting) != 1)} the same parts: --fix re-lints "
                        f"and decides {'them' if len(waiting) != 1 else 'it'} after these.")
        print(summary, file=sys.stderr)
        raise typer.Exit(1 if fixes.files else 0)
    written = 0
    for _ in range(FIX_PASSES):  # a fix may leave a smaller one (ruff's convention: fix until none is left)
        if not fixes.files:
            break
        fixes.write()
        written += len(fixes.applied)
        for f in fixes.files:
            print(f"{'wrote' if f.old is None else 'fixed'} {f.path}", file=sys.stderr)
        result = run_guarded(lambda: lint(paths, cfg, sources=layout_sources(paths, "<stdin>", layout)))
        fixes = run_guarded(lambda: plan(paths, result.findings, cfg, unsafe, layout))
    if written != len(applied):
        summary = f"{written} fix{'es' * (written != 1)} applied" + summary.split(" applied", 1)[1]
    print(summary, file=sys.stderr)
    return result
