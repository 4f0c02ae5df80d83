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


EXPR_SQL = "CREATE TABLE t (a INT, b INT AS (a + 1) VIRTUAL, c INT DEFAULT (abs(a)))"


def test_seeds_before_30_derive_the_first_six_edits_only():
    assert mutants.mutations(25) == mutants.MUTATIONS
    assert mutants.mutations(29) == mutants.MUTATIONS
    assert set(mutants.mutations(30)) == set(mutants.MUTATIONS) | set(mutants.WIDE_MUTATIONS)


def test_expression_edits_stay_inside_the_expressions_parentheses():
    tokens, TT = mutants._tokens(EXPR_SQL)
    spans = mutants._expression_spans(tokens, TT)
    # `a + 1` after AS, `abs(a)` after DEFAULT (and `a` inside abs(…) is a call's, not an opener's)
    assert [" ".join(t.text for t in tokens[a:b + 1]) for a, b in spans] == ["a + 1", "abs ( a )"]
    for kind in ("expr-drop", "expr-insert", "expr-replace", "expr-swap"):
        for seed in range(60):
            text, construct, at = mutants.mutate(EXPR_SQL, kind, random.Random(seed))
            assert text.startswith("CREATE TABLE t (a INT, b INT AS ("), (kind, text)
            assert any(a <= at <= b + 1 for a, b in spans), (kind, text)
            assert construct.startswith(("AS(", "DEFAULT(")), construct


def test_number_and_type_edits_replace_one_token_of_their_kind():
    numbers = {" ".join(mutants.mutate("CREATE TABLE t (a VARCHAR(10))", "number", random.Random(s))[0].split())
               for s in range(100)}
    assert "CREATE TABLE t (a VARCHAR( 0 ))" in numbers
    assert "CREATE TABLE t (a VARCHAR( 99999999999999999999 ))" in numbers
    types = {mutants.mutate(SQL, "type", random.Random(s))[1] for s in range(200)}
    assert "name [type->JSON]" in types and all("type->" in t for t in types)


def test_seed_30_sample_is_stored_with_every_edit():
    rows = mutants.load_jsonl(mutants.HERE / "data" / "mutants_seed30.jsonl")
    assert len(rows) == 6000 and {r["seed"] for r in rows} == {30}
    assert {r["mutation"] for r in rows} == set(mutants.mutations(30))
    assert [m["sql"] for m in mutants.derive(30, 40)] == [r["sql"] for r in rows[:40]]
