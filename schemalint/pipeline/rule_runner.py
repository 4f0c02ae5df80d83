"""Running the rules (stage: rules): which are enabled, the context each runs in (the whole
model, or one schema of each set of identical schemas), and their violations made findings."""

from __future__ import annotations

import dataclasses
from typing import Any, Optional

from .. import catalogue
from ..config import Config, is_enabled
from ..findings import Finding
from ..model import Model


def run_rules(loaded: Any, config: Config, estimates: Any = None, ahead: Any = None) -> list[Finding]:
    """Every enabled rule. Rules that look no further than a schema run on one schema of each
    set of identical schemas (identical_schemas.py); their findings name the others. `ahead`:
    rules_ahead()'s child, whose rules' violations are taken from it."""
    from ..checks import registry

    contexts = RuleContexts(loaded, config, estimates)
    enabled = [(code, func) for code, func in sorted(registry().items()) if is_enabled(code, config)]
    # this process's own rules first, while the child finishes its share
    delegated = ahead.codes if ahead is not None else ()
    try:
        violations = {code: list(func(contexts.for_rule(code)[0])) for code, func in enabled if code not in delegated}
    finally:
        done = ahead.results() if ahead is not None else None  # None: the child failed; run them here
    findings: list[Finding] = []
    for code, func in enabled:
        doc = catalogue.get(code)
        ctx, sets = contexts.for_rule(code)
        found = violations.get(code)
        if found is None:
            found = done[code] if done is not None and code in done else func(ctx)
        for v in found:
            message, evidence = v.message, dict(v.evidence)
            same = sets.get(_schema_part(v.table)) if sets else None
            if same is not None:
                names = [s.name for s in same.others]
                shown = ", ".join(names[:SHOWN_COPIES]) + (", …" if len(names) > SHOWN_COPIES else "")
                message += f" (The same in {len(names):,} identical schema{'s' if len(names) > 1 else ''}: {shown}.)"
                evidence["identical_schemas"] = len(names)
                evidence["identical_schema_names"] = names[:SHOWN_COPIES]
            findings.append(Finding(
                code=code, slug=doc.slug if doc else code.lower(),
                severity=v.severity or (doc.severity if doc else "warning"),
                message=message, span=v.span, table=v.table, index=v.index,
                evidence=evidence, fix=v.fix, headline=v.headline,
            ))
    return findings


class NotYet:
    """The estimates a rule run ahead sees: reading them fails the child (its rules then run
    again in the parent, with the estimates)."""

    def __getattr__(self, name: str):
        raise RuntimeError("a rule run ahead read the estimates: add it to checks.READS_ESTIMATES")


NOT_YET = NotYet()


class RuleContexts:
    """The context each rule runs in: the whole model, or for rules that look no further than
    a schema, the model reduced to one schema of each identical set (and those sets)."""

    def __init__(self, loaded: Any, config: Config, estimates: Any):
        from ..checks import RuleContext

        self.estimates = estimates
        self.full = RuleContext(model=loaded.model, config=config, estimates=estimates, queries=loaded.queries,
                                assessments=loaded.assessments, live=loaded.live)
        self.reduced: dict[bool, tuple[Any, dict]] = {}
        self.reducer: Any = None  # identical_schemas.Reducer, made when there are schemas to compare

    def for_rule(self, code: str) -> tuple[Any, dict]:
        from ..checks import SCHEMA_DDL_RULES, SCHEMA_NUMBERS_RULES

        if code not in SCHEMA_DDL_RULES and code not in SCHEMA_NUMBERS_RULES:
            return self.full, {}
        with_numbers = code in SCHEMA_NUMBERS_RULES
        if with_numbers not in self.reduced:
            r = self._reduce(with_numbers)
            if r is None or not r.sets:
                self.reduced[with_numbers] = (self.full, {})
            else:
                kept = self.estimates if self.estimates is None or self.estimates is NOT_YET else dataclasses.replace(
                    self.estimates, tables=[t for t in self.estimates.tables if _kept(r.model, t.table)])
                self.reduced[with_numbers] = (dataclasses.replace(self.full, model=r.model, estimates=kept), r.sets)
        return self.reduced[with_numbers]

    def _reduce(self, with_numbers: bool) -> Any:
        """identical_schemas.Reduced; None when the model has no two schemas to compare."""
        if len(self.full.model.schemas) < 2:
            return None
        if self.reducer is None:
            from ..replay.identical_schemas import Reducer

            self.reducer = Reducer(self.full.model, self.full.config, self.full.live)
        return self.reducer.reduce(with_numbers)


SHOWN_COPIES = 10  # identical schemas named in a finding; the count says how many there are


def _schema_part(qualified: Optional[str]) -> Optional[str]:
    return qualified.rsplit(".", 1)[0].lower() if qualified and "." in qualified else None


def _kept(model: Model, qualified: str) -> bool:
    return (_schema_part(qualified) or "") in model.schemas

