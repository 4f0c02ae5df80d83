"""The mutants of the differential harness (benchmarks/differential/mutants.py): one token-level
edit of an accepted statement, made from sqlglot's tokens, reproducible from its seed."""

from __future__ import annotations

import json
import random
import sys

from tests.helpers import REPO_ROOT

sys.path.insert(0, str(REPO_ROOT / "benchmarks" / "differential"))

import mutants  # noqa: E402

SQL = "CREATE TABLE t (a INT NOT NULL, b VARCHAR(5), KEY k (a, b)) ENGINE=InnoDB"


def _all(kind: str) -> set[str]:
    """Every mutant of SQL by `kind` that 200 seeds give."""
    return {mutants.mutate(SQL, kind, random.Random(seed))[0] for seed in range(200)}


def test_drop_comma_removes_exactly_one_comma_and_keeps_the_neighbours_apart():
    made = _all("drop-comma")
    assert {" ".join(m.split()) for m in made} == {
        "CREATE TABLE t (a INT NOT NULL b VARCHAR(5), KEY k (a, b)) ENGINE=InnoDB",
        "CREATE TABLE t (a INT NOT NULL, b VARCHAR(5) KEY k (a, b)) ENGINE=InnoDB",
        "CREATE TABLE t (a INT NOT NULL, b VARCHAR(5), KEY k (a b)) ENGINE=InnoDB"}


def test_drop_paren_removes_one_parenthesis():
    made = _all("drop-paren")
    assert len(made) == 6  # three pairs
    assert all(m.count("(") + m.count(")") == SQL.count("(") + SQL.count(")") - 1 for m in made)


def test_swap_exchanges_two_adjacent_tokens_without_merging_them():
    made = {" ".join(m.split()) for m in _all("swap")}
    assert "CREATE TABLE t (a INT NULL NOT , b VARCHAR(5), KEY k (a, b)) ENGINE=InnoDB" in made
    assert "CREATE TABLE t (a INT NOT NULL, b VARCHAR(5), KEY k ( , a b)) ENGINE=InnoDB" in made


def test_keyword_is_replaced_by_another_keyword_of_the_same_statement():
    words = {"CREATE", "TABLE", "INT", "NOT", "NULL", "VARCHAR", "KEY"}
    for text in _all("keyword"):
        changed = set(text.upper().split()) ^ set(SQL.upper().split())
        assert changed, text
        assert all(any(w in c for w in words) for c in changed), text


def test_stored_mutants_come_from_accepted_tuning_statements_with_their_seed():
    rows = [json.loads(line) for line in mutants.MUTANTS.read_text(encoding="utf-8").splitlines()]
    assert len(rows) >= 2000
    verdicts = {v["id"]: v["class"] for v in mutants.load_jsonl(mutants.VERDICTS)}
    assert {r["seed"] for r in rows} == {mutants.SEED}
    assert all(verdicts[r["parent"]] == "accepted" for r in rows)
    assert {r["mutation"] for r in rows} == set(mutants.MUTATIONS)
    # the same seed derives the same mutants
    again = mutants.derive(mutants.SEED, 50)
    assert [m["sql"] for m in again] == [r["sql"] for r in rows[:50]]
