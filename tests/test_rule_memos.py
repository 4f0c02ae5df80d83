"""SL101 and SL102 run in one forked child (lint.RULES_BESIDE) and ask the same questions of a
random PRIMARY KEY: how the table grows (checks/growth.py) and the index's figures
(checks/sizing.py). Each is answered once per model (context), table and column (index); the
kept answer is the one a fresh call gives, on every table and key of the fixtures."""

from __future__ import annotations

import weakref

import schemalint.checks.growth as growth_module
import schemalint.checks.sizing as sizing
from schemalint.checks import registry
from schemalint.config import load_config
from schemalint.pipeline import lint as lint_module
from schemalint.pipeline.rule_runner import RuleContexts
from schemalint.replay.references import incoming_foreign_keys
from tests.helpers import FIXTURES, lint_result

RANDOM_KEYS = "\n".join(
    f"CREATE TABLE `s{n}` (`id` char(36) CHARACTER SET ascii NOT NULL, `v{n}` int, PRIMARY KEY (`id`)) ENGINE=InnoDB;"
    for n in range(5))


def _contexts(sql: str):
    result = lint_result(sql)
    return RuleContexts(result.loaded, load_config(None), result.estimates)


def test_sl101_and_sl102_ask_growth_and_figures_once_per_random_key(monkeypatch):
    assert {"SL101", "SL102"} <= set(lint_module.RULES_BESIDE)  # (the same child: the answers are shared)
    contexts = _contexts(RANDOM_KEYS)
    monkeypatch.setattr(growth_module, "_GROWTH", weakref.WeakKeyDictionary())  # (the lint above kept its own)
    grown, figured = [], []
    real_growth, real_numbers = growth_module._growth, sizing._index_numbers
    monkeypatch.setattr(growth_module, "_growth", lambda model, table, *a, **k: grown.append(table.name)
                        or real_growth(model, table, *a, **k))
    monkeypatch.setattr(sizing, "_index_numbers", lambda ctx, table, index: figured.append(table.name)
                        or real_numbers(ctx, table, index))
    rules = registry()
    found = {code: list(rules[code](contexts.for_rule(code)[0])) for code in ("SL101", "SL102")}
    assert [v.table for v in found["SL101"]] == [v.table for v in found["SL102"]] == [f"s{n}" for n in range(5)]
    assert sorted(grown) == sorted(figured) == [f"s{n}" for n in range(5)]


def test_kept_answers_are_fresh_answers_on_every_fixture():
    files = sorted(FIXTURES.rglob("*.sql"))
    asked = 0
    for path in files:
        result = lint_result(path.read_bytes(), path=path.name)
        model = result.model
        ctx = RuleContexts(result.loaded, load_config(None), result.estimates).full
        incoming = incoming_foreign_keys(model)
        for table in model.tables():
            for column in [None, *table.columns[:3]]:
                kept = growth_module.growth(model, table, column, incoming)
                assert growth_module.growth(model, table, column) is kept
                assert kept == growth_module._growth(model, table, column, incoming)
                asked += 1
            if result.estimates is None:
                continue
            for index in [None, *table.indexes]:
                kept = sizing.index_numbers(ctx, table, index)
                assert sizing.index_numbers(ctx, table, index) is kept
                fresh = sizing._index_numbers(ctx, table, index)
                assert (kept is None) == (fresh is None)
                if kept is not None:
                    assert {k: v for k, v in vars(kept).items() if k != "estimate"} == {
                        k: v for k, v in vars(fresh).items() if k != "estimate"}
    assert asked > 500
