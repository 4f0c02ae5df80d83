"""Mutants of accepted statements, judged by the server: how much of the grammar the gate knows.

    python benchmarks/differential/mutants.py                # score the stored mutants (no server)
    python benchmarks/differential/mutants.py --judge        # derive and judge them again (mariadbd)
        [--seed 25] [--count 6000] [--budget 300] [--dsn mysql://root@127.0.0.1:3306/]
        [--misses FILE.tsv] [--out data/mutants_seed28.jsonl]

The tuning statements the server ACCEPTED (CREATE TABLE, ALTER TABLE, CREATE INDEX in
data/statements.jsonl and data/verdicts.jsonl; never the held-out half) are changed by one small
edit of their tokens (sqlglot's MySQL tokenizer; the edit splices the statement's own text, so
quoting and spelling stay as written): drop a token, duplicate one, swap two adjacent ones,
replace a keyword with another keyword of the same statement, drop a comma, drop a parenthesis.
No one chose these statements, so the score measures the grammar, not the cases tuned on.

Each mutant is judged as harness.py judges (a fresh database, after its parent's
prerequisites) and scored as run.py scores: the server's 1064 must get an error finding (SL001
or the rule that names the refusal), an accepted mutant must get none. data/mutants.jsonl keeps
every judged mutant with its seed, its parent's id and the server's verdict; judging stops after
`--budget` seconds (the mutants are in a seeded random order, so those judged are a sample).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))
sys.path.insert(0, str(HERE))

import harness  # noqa: E402
from run import STATEMENTS, VERDICTS, _rate, load_jsonl  # noqa: E402

MUTANTS = HERE / "data" / "mutants.jsonl"
PARENT_KINDS = ("CREATE TABLE", "ALTER TABLE", "CREATE INDEX")
MUTATIONS = ("drop", "duplicate", "swap", "keyword", "drop-comma", "drop-paren")
SEED = 25
COUNT = 6000
BUDGET_SECONDS = 300.0
MAX_SQL = 3000  # longer parents are skipped: one edit in a dump-sized statement says little


def _tokens(sql: str):
    from sqlglot.dialects.dialect import Dialect
    from sqlglot.tokens import TokenType

    try:
        tokens = Dialect.get_or_raise("mysql").tokenize(sql)
    except Exception:  # sqlglot's tokenizer refuses it: no mutants of this parent
        return [], TokenType
    return tokens, TokenType


def _is_keyword(token, TokenType) -> bool:
    """A reserved or non-reserved word the tokenizer knows (not a name, literal or symbol)."""
    if token.token_type in (TokenType.VAR, TokenType.IDENTIFIER, TokenType.STRING,
                            TokenType.NUMBER, TokenType.NATIONAL_STRING, TokenType.HEX_STRING,
                            TokenType.BIT_STRING, TokenType.PARAMETER):
        return False
    word = token.text.replace("_", "").replace(" ", "")
    return word.isalnum() and not token.text[0].isdigit()


def label(token, TokenType) -> str:
    """The construct a token stands for: a keyword's own word, else its class."""
    from sqlglot.parser import Parser

    if token is None:
        return "^"
    if token.token_type in Parser.TYPE_TOKENS and token.token_type != TokenType.NULL:
        return "type"  # INT, VARCHAR, BLOB, DATETIME, ...: one construct, the data type
    if _is_keyword(token, TokenType):
        return token.text.upper()
    return {TokenType.VAR: "name", TokenType.IDENTIFIER: "`name`", TokenType.STRING: "'string'",
            TokenType.NUMBER: "number"}.get(token.token_type, token.text)


def _span(sql: str, token) -> str:
    return sql[token.start:token.end + 1]


def mutate(sql: str, kind: str, rng: random.Random):
    """One mutant of `sql` by `kind`, or None when `sql` offers no place for it: (text,
    construct, position of the edit)."""
    tokens, TT = _tokens(sql)
    if len(tokens) < 3:
        return None
    L = lambda i: label(tokens[i] if 0 <= i < len(tokens) else None, TT)  # noqa: E731

    def without(i: int) -> str:  # a space in its place: the neighbours must not merge
        return sql[:tokens[i].start] + " " + sql[tokens[i].end + 1:]

    if kind in ("drop", "duplicate"):
        i = rng.randrange(len(tokens))
        if kind == "drop":
            text = without(i)
        else:
            t = tokens[i]
            text = sql[:t.end + 1] + " " + _span(sql, t) + sql[t.end + 1:]
        return text, f"{L(i - 1)} [{L(i)}]", i
    if kind == "swap":
        i = rng.randrange(len(tokens) - 1)
        a, b = tokens[i], tokens[i + 1]
        between = sql[a.end + 1:b.start] or " "
        text = f"{sql[:a.start]} {_span(sql, b)}{between}{_span(sql, a)} {sql[b.end + 1:]}"
        return text, f"[{L(i)} {L(i + 1)}]", i
    if kind == "keyword":
        keywords = [i for i, t in enumerate(tokens) if _is_keyword(t, TT)]
        words = sorted({tokens[i].text.upper() for i in keywords})
        if len(words) < 2:
            return None
        i = rng.choice(keywords)
        other = rng.choice([w for w in words if w != tokens[i].text.upper()])
        text = sql[:tokens[i].start] + other + sql[tokens[i].end + 1:]
        return text, f"{L(i - 1)} [{L(i)}->{other}]", i
    wanted = (TT.COMMA,) if kind == "drop-comma" else (TT.L_PAREN, TT.R_PAREN)
    places = [i for i, t in enumerate(tokens) if t.token_type in wanted]
    if not places:
        return None
    i = rng.choice(places)
    return without(i), f"{L(i - 1)} [{L(i)}] {L(i + 1)}", i


# tuning sources added after the stored samples were derived: left out of the parents, so that a
# seed still derives the mutants judged for it
LATER_SOURCES = frozenset({"apache/shardingsphere", "debezium/debezium"})


def derive(seed: int = SEED, count: int = COUNT) -> list[dict]:
    """`count` mutants of the accepted tuning statements, in a seeded random order."""
    verdicts = {v["id"]: v for v in load_jsonl(VERDICTS)}
    parents = [r for r in load_jsonl(STATEMENTS)
               if r["ddl"] and r["kind"] in PARENT_KINDS and len(r["sql"]) <= MAX_SQL
               and verdicts.get(r["id"], {}).get("class") == "accepted" and r["source"] not in LATER_SOURCES]
    rng = random.Random(seed)
    rng.shuffle(parents)
    out, seen = [], set()
    n = 0
    while len(out) < count and n < 4 * count:
        parent = parents[n % len(parents)]
        kind = MUTATIONS[n % len(MUTATIONS)]
        n += 1
        made = mutate(parent["sql"], kind, rng)
        if made is None:
            continue
        text, construct, position = made
        if text.strip() == parent["sql"].strip() or text in seen:
            continue  # swapping two equal tokens, or a mutant made before
        seen.add(text)
        out.append({"id": f"{parent['id']}#m{len(out)}", "parent": parent["id"], "seed": seed,
                    "source": parent["source"], "kind": parent["kind"], "ddl": True,
                    "mutation": kind, "construct": construct, "token": position, "sql": text,
                    "context": verdicts[parent["id"]].get("context", [])})
    return out


def judge(mutants: list[dict], dsn: str | None, budget: float) -> list[dict]:
    """The server's verdict on each mutant, in order, until `budget` seconds have passed."""
    from tests.mariadb_server import ExternalServer, MariaDBServer

    fast = ["--innodb-flush-log-at-trx-commit=0", "--innodb-doublewrite=0", "--sync-frm=0"]
    server = ExternalServer(dsn) if dsn else MariaDBServer(buffer_pool_size="128M",
                                                           extra_args=fast).start()
    try:
        j = harness.Judge(lambda database=None: server.connect(database=database, autocommit=True))
        judged, started = [], time.perf_counter()
        for m in mutants:
            if time.perf_counter() - started > budget:
                break
            v = j.run(m["sql"], m["kind"], True, m["context"])
            judged.append({**m, "context": v.context, "class": v.cls, "errno": v.errno,
                           "message": v.message[:300]})
            if len(judged) % 500 == 0:
                print(f"  judged {len(judged)} in {time.perf_counter() - started:.0f} s",
                      file=sys.stderr)
        j.close()
        return judged
    finally:
        server.stop()


def score(judged: list[dict]) -> list[dict]:
    for m in judged:
        outcome = harness.lint_statement(m["sql"], m.get("context", []))
        m["lint"], m["codes"] = outcome.cls, outcome.codes
        m["misses"] = harness.outcome_class(m["class"], True, outcome, None)
    return judged


def report(scored: list[dict], top: int = 10) -> str:
    classes = Counter(m["class"] for m in scored)
    syntax = [m for m in scored if m["class"] == "syntax"]
    refused = [m for m in scored if m["class"] == "refused"]
    accepted = [m for m in scored if m["class"] == "accepted"]
    caught = lambda ms: sum(m["lint"] in ("SL001", "error") for m in ms)  # noqa: E731
    lines = [
        f"mutants judged: {len(scored)} (seed {scored[0]['seed'] if scored else SEED})",
        f"server: 1064 {classes['syntax']}, other refusals {classes['refused']}, accepted"
        f" {classes['accepted']}, needs context {classes['needs-context']},"
        f" not run {classes['not-run']}",
        f"1064 caught (an error finding): {_rate(caught(syntax), len(syntax))};"
        f" of them SL001: {sum(m['lint'] == 'SL001' for m in syntax)}",
        f"other refusals caught: {_rate(caught(refused), len(refused))}",
        f"accepted with an error finding: {_rate(caught(accepted), len(accepted))}",
        "", "1064 caught by the parent's kind:"]
    for kind in PARENT_KINDS:
        ms = [m for m in syntax if m["kind"] == kind]
        lines.append(f"  {kind:<12} {_rate(caught(ms), len(ms))}")
    lines += ["", "other refusals caught by the parent's kind:"]
    for kind in PARENT_KINDS:
        ms = [m for m in refused if m["kind"] == kind]
        lines.append(f"  {kind:<12} {_rate(caught(ms), len(ms))}")
    lines += ["", "1064 caught by mutation:"]
    for kind in MUTATIONS:
        ms = [m for m in syntax if m["mutation"] == kind]
        lines.append(f"  {kind:<11} {_rate(caught(ms), len(ms))}")
    missed = [m for m in syntax if "refused-missed" in m["misses"]]
    by_class = Counter((m["mutation"], m["construct"]) for m in missed)
    lines += ["", f"top {top} miss classes (1064 not caught), by mutation and construct:"]
    for (kind, construct), n in by_class.most_common(top):
        example = next(m for m in missed if (m["mutation"], m["construct"]) == (kind, construct))
        lines.append(f"  {n:4d}  {kind:<11} {construct:<40} {example['sql'][:160]!r}")
    wrong = [m for m in accepted if "accepted-with-error" in m["misses"]]
    if wrong:
        lines += ["", "accepted with an error finding:"]
        for m in wrong[:top]:
            lines.append(f"  {m['mutation']:<11} {m['construct']:<40} {m['codes']} {m['sql'][:160]!r}")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--judge", action="store_true", help="derive the mutants and judge them")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--count", type=int, default=COUNT, help="mutants derived")
    parser.add_argument("--budget", type=float, default=BUDGET_SECONDS,
                        help="seconds of judging at most")
    parser.add_argument("--dsn", help="an existing server (else a private one is started)")
    parser.add_argument("--misses", type=Path, help="write every miss here (TSV)")
    parser.add_argument("--out", type=Path, default=MUTANTS,
                        help="the judged mutants' file: written by --judge, scored without it"
                             " (default data/mutants.jsonl, seed 25)")
    args = parser.parse_args()

    if args.judge or not args.out.exists():
        mutants = derive(args.seed, args.count)
        print(f"{len(mutants)} mutants derived (seed {args.seed})", file=sys.stderr)
        judged = judge(mutants, args.dsn, args.budget)
        with args.out.open("w", encoding="utf-8") as fh:
            for m in judged:
                fh.write(json.dumps(m, ensure_ascii=False, sort_keys=True) + "\n")
        print(f"{len(judged)} judged -> {args.out}", file=sys.stderr)
    judged = load_jsonl(args.out)
    t0 = time.perf_counter()
    scored = score(judged)
    print(f"schemalint: {len(scored)} mutants in {time.perf_counter() - t0:.0f} s")
    print(report(scored))
    if args.misses:
        with args.misses.open("w", encoding="utf-8") as fh:
            fh.write("id\tmutation\tconstruct\tserver\terrno\tlint\tcodes\tsql\n")
            for m in scored:
                if m["misses"]:
                    fh.write("\t".join([m["id"], m["mutation"], m["construct"], m["class"],
                                        str(m["errno"]), m["lint"], ",".join(m["codes"]),
                                        m["sql"].replace("\t", " ").replace("\n", " ")]) + "\n")


if __name__ == "__main__":
    main()
