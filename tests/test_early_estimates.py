"""Estimates made while the replay waits for the process pool (estimate.early): the tables
the pool built are estimated before estimate_model asks, an estimate made early is the one
estimate_model would make, and a table changed after its early estimate (ALTER, RENAME) is
estimated again."""

from __future__ import annotations

import dataclasses
import sys

import pytest

import schemalint.pipeline.lint as lint_module
import schemalint.pipeline.parallel as parallel
from schemalint.config import Config
from schemalint.estimate import estimate_model
from schemalint.estimate.early import EarlyEstimates
from schemalint.read.source import decode

from tests.helpers import make_config

linux = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the pool is tested where it forks")

# more distinct CREATE TABLE texts than parallel.POOL_THRESHOLD: the pool builds them
TABLES = 460


def _dump(tail: str = "") -> str:
    tables = []
    for n in range(TABLES):
        key = "char(36) CHARACTER SET ascii" if n % 3 == 0 else "bigint unsigned NOT NULL AUTO_INCREMENT"
        tables.append(
            f"CREATE TABLE `t{n}` (`id` {key}, `account_id` int NOT NULL, `v{n}` varchar({20 + n % 40}),"
            f" `created_at` datetime NOT NULL, PRIMARY KEY (`id`), KEY `by_account` (`account_id`, `created_at`))"
            f" ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;")
    return "\n".join(tables) + "\n" + tail


class _Taken:
    """What estimate_model got from the early estimates: tables taken, tables estimated anew."""

    def __init__(self, monkeypatch):
        self.taken: list[str] = []
        self.missed: list[str] = []
        real = EarlyEstimates.take

        def take(early, table, profile):
            made = real(early, table, profile)
            (self.missed if made is None else self.taken).append(table.name)
            return made

        monkeypatch.setattr(EarlyEstimates, "take", take)


def _pooled(monkeypatch, drain: bool) -> None:
    """Two workers; with `drain`, every wait for a chunk estimates all tables so far (as a
    replay that always waits would), so which tables are estimated early does not depend on
    the workers' speed."""
    monkeypatch.setattr(parallel, "workers", lambda: 2)
    if drain:
        real_pop = parallel.Prebuilt.pop

        def pop(self, key):
            while self.idle is not None and self.idle():
                pass
            return real_pop(self, key)

        monkeypatch.setattr(parallel.Prebuilt, "pop", pop)


def _lint(sql: str, config: Config = None):
    return lint_module.lint([], config or Config(), sources=[decode(sql.encode(), "dump.sql")])


@linux
def test_the_tables_the_pool_built_are_estimated_while_the_replay_waits(monkeypatch):
    taken = _Taken(monkeypatch)
    _pooled(monkeypatch, drain=True)
    result = _lint(_dump())
    assert len(taken.taken) > TABLES // 2  # (the first chunk's tables arrive before any wait)
    # the same estimates as made after the replay, table by table
    assert result.estimates.tables == estimate_model(result.model, Config()).tables


@linux
def test_a_table_changed_after_its_early_estimate_is_estimated_again(monkeypatch):
    tail = ("ALTER TABLE `t5` ADD COLUMN `payload` longtext, ADD KEY `by_v` (`v5`);\n"
            "RENAME TABLE `t7` TO `t7_old`;\n"
            "ALTER TABLE `t9` ENGINE=MyISAM;\n")
    taken = _Taken(monkeypatch)
    _pooled(monkeypatch, drain=True)
    result = _lint(_dump(tail))
    assert {"t5", "t7_old"} <= set(taken.missed) and "t9" not in taken.taken + taken.missed
    assert not {"t5", "t7_old", "t9"} & set(taken.taken) and len(taken.taken) > TABLES // 2
    assert result.estimates.tables == estimate_model(result.model, Config()).tables
    t5 = next(t for t in result.estimates.tables if t.table == "t5")
    assert [i.name for i in t5.indexes] == ["PRIMARY", "by_account", "by_v"]


@linux
def test_findings_and_estimates_are_those_of_a_replay_without_a_pool(monkeypatch):
    """Whatever the workers' speed (so whichever tables were estimated early), the run finds
    what one process finds."""
    sql = _dump("ALTER TABLE `t3` ADD COLUMN `note` text;\n")
    monkeypatch.setattr(parallel, "workers", lambda: 1)
    alone = _lint(sql)
    for drain in (False, True):
        _pooled(monkeypatch, drain)
        pooled = _lint(sql)
        assert pooled.estimates.tables == alone.estimates.tables
        assert [(f.code, f.span, f.message, f.evidence) for f in pooled.findings] == [
            (f.code, f.span, f.message, f.evidence) for f in alone.findings]


@linux
def test_table_hints_leave_no_early_estimates(monkeypatch):
    """Early estimates are made with the default hints: under [tables] hints none are made."""
    taken = _Taken(monkeypatch)
    _pooled(monkeypatch, drain=True)
    config = make_config("[tables.t1]\nrows = 5000000\n")
    result = _lint(_dump(), config)
    assert taken.taken == [] and taken.missed == []
    t1 = next(t for t in result.estimates.tables if t.table == "t1")
    assert t1.rows == 5_000_000


def test_an_estimate_is_taken_only_for_its_table_in_the_state_it_was_made_of():
    from schemalint.model import Column, Index, IndexPart, Table

    profile = Config().server
    table = Table("orders", columns=[Column("id", "BIGINT", nullable=False)],
                  indexes=[Index("PRIMARY", "PRIMARY", [IndexPart("id")])])
    table.shared = True
    early = EarlyEstimates(profile)
    early.add(table)
    assert early.step() and not early.step()
    made = early.made[id(table)][2]
    assert early.take(table, profile) is made
    assert early.take(table, profile) is None  # (handed out once)

    early.add(table)
    early.step()
    table.columns = table.columns + [Column("note", "TEXT")]  # as build._unshare gives new parts
    assert early.take(table, profile) is None
    early.add(table)
    early.step()
    assert early.take(table, dataclasses.replace(profile)) is None  # another profile
