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
From seed 30 on (WIDE_FROM_SEED) the sample also holds the edits other parsers' test suites are
made of: two edits in one statement, a keyword of MariaDB's list inserted at a token boundary,
a name replaced by a reserved word, a number made 0, negative or huge, a data type replaced by
another type word, and edits inside an expression (DEFAULT (...), CHECK (...), GENERATED ALWAYS
AS (...), PARTITION BY ... (expr), VALUES LESS THAN (...), a key part's (expr)): a token dropped,
swapped, inserted or replaced there. Seeds below 30 derive exactly the sample they always did.
From seed 39 on (SPAN_FROM_SEED) also edits of several tokens at once: two or three adjacent
tokens dropped or written twice, two tokens two to four apart swapped, a run of two or three
tokens moved before another token; and the parents include the tuning sources added after seed
25 (Percona Toolkit, knex, ShardingSphere, Debezium). From seed 40 on (OTHER_KINDS_FROM_SEED)
every other mutant is made from the other DDL statements the harness judges: DROP TABLE, DROP
INDEX, RENAME TABLE, CREATE / ALTER / DROP DATABASE.
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
from schemalint.read.mariadb_keywords import MARIADB_1011_KEYWORDS  # noqa: E402
from schemalint.read.reserved_words import MARIADB_1011  # noqa: E402
from run import STATEMENTS, VERDICTS, _rate, load_jsonl  # noqa: E402

MUTANTS = HERE / "data" / "mutants.jsonl"
PARENT_KINDS = ("CREATE TABLE", "ALTER TABLE", "CREATE INDEX")
MUTATIONS = ("drop", "duplicate", "swap", "keyword", "drop-comma", "drop-paren")
# from WIDE_FROM_SEED on: the edits of other parsers' suites, and three times as many inside an
# expression (the recognizer's known blind spot), each taken from a parent that has one
WIDE_MUTATIONS = ("two-edits", "insert-keyword", "reserved-name", "number", "type",
                  "expr-drop", "expr-insert", "expr-replace", "expr-swap")
WIDE_FROM_SEED = 30
# from SPAN_FROM_SEED on: edits of several tokens at once (two or three adjacent tokens dropped or
# written twice, two tokens two to four apart swapped, a run of tokens moved elsewhere), and the
# tuning sources added after seed 25 among the parents
SPAN_MUTATIONS = ("drop-span", "duplicate-span", "swap-far", "move-span")
SPAN_FROM_SEED = 39
# from OTHER_KINDS_FROM_SEED on, every other mutant is made from the other DDL the harness judges
# (DROP TABLE, DROP INDEX, RENAME TABLE, CREATE / ALTER / DROP DATABASE), whose grammar the
# table statements' mutants never touch
OTHER_KINDS = ("DROP TABLE", "DROP INDEX", "RENAME TABLE", "CREATE DATABASE", "ALTER DATABASE", "DROP DATABASE")
OTHER_KINDS_FROM_SEED = 40
SEED = 25
COUNT = 6000
BUDGET_SECONDS = 300.0
MAX_SQL = 3000  # longer parents are skipped: one edit in a dump-sized statement says little


def _tokens(sql: str):
    from sqlglot.dialects.dialect import Dialect
    from sqlglot.tokens import TokenType

    # sqlglot keeps what follows RENAME as one string (a command): tokenized with a word of the
    # same length in its place, then given its own text back
    renamed = sql[:6].upper() == "RENAME"
    try:
        tokens = Dialect.get_or_raise("mysql").tokenize("SELECT" + sql[6:] if renamed else sql)
    except Exception:  # sqlglot's tokenizer refuses it: no mutants of this parent
        return [], TokenType
    if renamed and tokens:
        tokens[0].text, tokens[0].token_type = sql[:6], TokenType.RENAME
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
    if kind in WIDE_MUTATIONS:
        return _wide(sql, tokens, TT, kind, rng)
    if kind in SPAN_MUTATIONS:
        return _spans(sql, tokens, TT, kind, rng)
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


def mutations(seed: int) -> tuple[str, ...]:
    """The edits a seed's sample is made of (seeds before WIDE_FROM_SEED: the first six only;
    before SPAN_FROM_SEED: no edits of several tokens at once)."""
    if seed >= SPAN_FROM_SEED:
        return MUTATIONS + WIDE_MUTATIONS + SPAN_MUTATIONS
    return MUTATIONS + WIDE_MUTATIONS if seed >= WIDE_FROM_SEED else MUTATIONS


def _spans(sql: str, tokens, TT, kind: str, rng: random.Random):
    """The edits of several tokens of seeds from SPAN_FROM_SEED on: (text, construct, position)."""
    L = lambda i: label(tokens[i] if 0 <= i < len(tokens) else None, TT)  # noqa: E731
    n = len(tokens)
    if kind == "swap-far":
        gap = rng.randint(2, 4)
        if n <= gap:
            return None
        i = rng.randrange(n - gap)
        a, b = tokens[i], tokens[i + gap]
        middle = sql[a.end + 1:b.start]
        text = f"{sql[:a.start]} {_span(sql, b)} {middle} {_span(sql, a)} {sql[b.end + 1:]}"
        return text, f"[{L(i)} .. {L(i + gap)}]", i
    width = rng.randint(2, 3)
    if n <= width:
        return None
    i = rng.randrange(n - width + 1)
    first, last = tokens[i], tokens[i + width - 1]
    run = sql[first.start:last.end + 1]
    construct = "[" + " ".join(L(k) for k in range(i, i + width)) + "]"
    if kind == "drop-span":
        return f"{sql[:first.start]} {sql[last.end + 1:]}", f"{L(i - 1)} -{construct}", i
    if kind == "duplicate-span":
        return f"{sql[:last.end + 1]} {run}{sql[last.end + 1:]}", f"{L(i - 1)} 2x{construct}", i
    # move-span: the run taken out and put back before another token (or at the end)
    rest = [k for k in range(n + 1) if k < i or k > i + width]
    if not rest:
        return None
    k = rng.choice(rest)
    without = sql[:first.start] + " " + sql[last.end + 1:]
    at = tokens[k].start if k < n else len(sql)
    if at > first.start:  # the cut shortened the text before `at`
        at -= (last.end + 1 - first.start) - 1
    text = f"{without[:at]} {run} {without[at:]}"
    return text, f"{construct} -> before {L(k)}", i


# the words other suites' edits bring: MariaDB's keywords, its reserved words, type words,
# numbers at the edges, and what an expression is made of
_KEYWORDS = sorted(w for w in MARIADB_1011_KEYWORDS if w.replace("_", "").isalnum())
_RESERVED = sorted(w.upper() for w in MARIADB_1011)
_TYPE_WORDS = ("INT", "TINYINT", "SMALLINT", "MEDIUMINT", "BIGINT", "DECIMAL", "FLOAT", "DOUBLE",
               "BIT", "BOOL", "CHAR", "VARCHAR", "BINARY", "VARBINARY", "TEXT", "TINYTEXT",
               "LONGTEXT", "BLOB", "LONGBLOB", "DATE", "TIME", "DATETIME", "TIMESTAMP", "YEAR",
               "ENUM", "SET", "JSON", "POINT", "GEOMETRY", "INET6", "UUID", "SERIAL", "NUMERIC",
               "REAL", "NCHAR", "NVARCHAR", "INTEGER", "BOOLEAN")
_NUMBERS = ("0", "-1", "-0", "1.5", "-7", "255", "256", "65536", "4294967296",
            "99999999999999999999", "1e3", "0x1F")
_EXPRESSION_PARTS = ("+", "-", "*", "/", "%", ",", "(", ")", "=", "<", "<>", "AND", "OR", "NOT",
                     "IS", "NULL", "IN", "BETWEEN", "LIKE", "CASE", "WHEN", "THEN", "END",
                     "INTERVAL", "DIV", "MOD", "COLLATE", "BINARY", "1", "'x'", "a", "NOW()",
                     "CONCAT", "CAST", "AS", "SELECT", "@a", "?", ".", "!", "~", "||", "&&")
# a parenthesis that opens an expression: after these words, or a key part's own `((`
_EXPRESSION_OPENERS = frozenset({"DEFAULT", "CHECK", "AS", "HASH", "RANGE", "LIST", "THAN", "IN",
                                 "COLUMNS"})


def _expression_spans(tokens, TT) -> list[tuple[int, int]]:
    """(first, last) token index inside each expression's parentheses."""
    spans, depth_of = [], []
    for i, t in enumerate(tokens):
        if t.token_type is TT.L_PAREN:
            prev = tokens[i - 1] if i else None
            opens = prev is not None and (
                prev.text.upper() in _EXPRESSION_OPENERS
                or prev.token_type is TT.L_PAREN and i >= 2
                and tokens[i - 2].token_type not in (TT.L_PAREN,)
                and tokens[i - 2].text.upper() in ("KEY", "INDEX", "UNIQUE", "ON")
                or prev.token_type is TT.L_PAREN and i >= 2 and tokens[i - 2].token_type is TT.VAR)
            depth_of.append((i, opens))
        elif t.token_type is TT.R_PAREN and depth_of:
            start, opens = depth_of.pop()
            if opens and i - start > 1:
                spans.append((start + 1, i - 1))
    return spans


def _wide(sql: str, tokens, TT, kind: str, rng: random.Random):
    """The edits of seeds from WIDE_FROM_SEED on: (text, construct, position) or None."""
    L = lambda i: label(tokens[i] if 0 <= i < len(tokens) else None, TT)  # noqa: E731

    def put(i: int, word: str) -> str:  # token i replaced by `word`, apart from its neighbours
        return f"{sql[:tokens[i].start]} {word} {sql[tokens[i].end + 1:]}"

    def before(i: int, word: str) -> str:  # `word` inserted before token i (or at the end)
        at = tokens[i].start if i < len(tokens) else len(sql)
        return f"{sql[:at]} {word} {sql[at:]}"

    if kind == "two-edits":
        first = rng.choice(MUTATIONS)
        made = mutate(sql, first, rng)
        if made is None:
            return None
        again = mutate(made[0], rng.choice(MUTATIONS), rng)
        if again is None:
            return None
        return again[0], f"{made[1]} + {again[1]}", made[2]
    if kind == "insert-keyword":
        i = rng.randrange(1, len(tokens) + 1)
        word = rng.choice(_KEYWORDS)
        return before(i, word), f"{L(i - 1)} [+{word}] {L(i)}", i
    if kind == "reserved-name":
        names = [i for i, t in enumerate(tokens) if t.token_type in (TT.VAR, TT.IDENTIFIER)]
        if not names:
            return None
        i = rng.choice(names)
        word = rng.choice(_RESERVED)
        return put(i, word), f"{L(i - 1)} [name->{word}]", i
    if kind == "number":
        numbers = [i for i, t in enumerate(tokens) if t.token_type is TT.NUMBER]
        if not numbers:
            return None
        i = rng.choice(numbers)
        word = rng.choice(_NUMBERS)
        return put(i, word), f"{L(i - 1)} [number->{word}]", i
    if kind == "type":
        types = [i for i, t in enumerate(tokens) if L(i) == "type"]
        if not types:
            return None
        i = rng.choice(types)
        word = rng.choice([w for w in _TYPE_WORDS if w != tokens[i].text.upper()])
        return put(i, word), f"{L(i - 1)} [type->{word}]", i
    spans = _expression_spans(tokens, TT)
    if not spans:
        return None
    first, last = rng.choice(spans)
    opener = tokens[first - 2].text.upper() if first >= 2 else "^"
    if kind == "expr-drop":
        i = rng.randint(first, last)
        return f"{sql[:tokens[i].start]} {sql[tokens[i].end + 1:]}", f"{opener}( [-{L(i)}] )", i
    if kind == "expr-insert":
        i = rng.randint(first, last + 1)
        word = rng.choice(_EXPRESSION_PARTS + (rng.choice(_KEYWORDS),))
        return before(i, word), f"{opener}( [+{word}] )", i
    if kind == "expr-replace":
        i = rng.randint(first, last)
        word = rng.choice(_EXPRESSION_PARTS + _NUMBERS[:4] + (rng.choice(_KEYWORDS),))
        return put(i, word), f"{opener}( [{L(i)}->{word}] )", i
    if last == first:  # expr-swap: two adjacent tokens of the expression
        return None
    i = rng.randint(first, last - 1)
    a, b = tokens[i], tokens[i + 1]
    between = sql[a.end + 1:b.start] or " "
    text = f"{sql[:a.start]} {_span(sql, b)}{between}{_span(sql, a)} {sql[b.end + 1:]}"
    return text, f"{opener}( [{L(i)} {L(i + 1)}] )", i


# tuning sources added after the stored samples were derived: left out of the parents, so that a
# seed still derives the mutants judged for it
LATER_SOURCES = frozenset({"apache/shardingsphere", "debezium/debezium", "percona/percona-toolkit",
                           "knex/knex"})
# sources added since, parents from the first seed drawn after them (seed 36 was derived with
# them; the seeds before it derive what they did)
SOURCES_FROM_SEED = {"XiaoMi/soar": 36, "hanchuanchuan/goInception": 36, "sqlalchemy/sqlalchemy": 36,
                     "sequelize/sequelize": 41}


def derive(seed: int = SEED, count: int = COUNT) -> list[dict]:
    """`count` mutants of the accepted tuning statements, in a seeded random order."""
    verdicts = {v["id"]: v for v in load_jsonl(VERDICTS)}
    kinds_of_parents = PARENT_KINDS + OTHER_KINDS if seed >= OTHER_KINDS_FROM_SEED else PARENT_KINDS
    parents = [r for r in load_jsonl(STATEMENTS)
               if r["ddl"] and r["kind"] in kinds_of_parents and len(r["sql"]) <= MAX_SQL
               and verdicts.get(r["id"], {}).get("class") == "accepted"
               and (r["source"] not in LATER_SOURCES or seed >= SPAN_FROM_SEED)
               and seed >= SOURCES_FROM_SEED.get(r["source"], 0)]
    rng = random.Random(seed)
    rng.shuffle(parents)
    others = [r for r in parents if r["kind"] in OTHER_KINDS]
    if others:  # (seeds from OTHER_KINDS_FROM_SEED: every other mutant from these)
        parents = [r for r in parents if r["kind"] not in OTHER_KINDS]
    kinds = mutations(seed)
    with_expression = [r for r in parents if _expression_spans(*_tokens(r["sql"]))] \
        if seed >= WIDE_FROM_SEED else []
    out, seen = [], set()
    n = 0
    while len(out) < count and n < 4 * count:
        kind = kinds[n % len(kinds)]
        if kind.startswith("expr-"):
            parent = with_expression[(n // len(kinds)) % len(with_expression)]
        elif others and n % 2:
            parent = others[(n // 2) % len(others)]
        else:
            parent = parents[n % len(parents)]
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
    parent_kinds = PARENT_KINDS + tuple(k for k in OTHER_KINDS if any(m["kind"] == k for m in scored))
    for kind in parent_kinds:
        ms = [m for m in syntax if m["kind"] == kind]
        lines.append(f"  {kind:<15} {_rate(caught(ms), len(ms))}")
    lines += ["", "other refusals caught by the parent's kind:"]
    for kind in parent_kinds:
        ms = [m for m in refused if m["kind"] == kind]
        lines.append(f"  {kind:<15} {_rate(caught(ms), len(ms))}")
    wrong_kinds = [k for k in parent_kinds if any(m["kind"] == k for m in accepted)]
    if any(k in OTHER_KINDS for k in wrong_kinds):
        lines += ["", "accepted with an error finding by the parent's kind:"]
        for kind in wrong_kinds:
            ms = [m for m in accepted if m["kind"] == kind]
            lines.append(f"  {kind:<15} {_rate(caught(ms), len(ms))}")
    lines += ["", "by mutation: 1064 caught, other refusals caught, accepted with an error finding"]
    for kind in mutations(scored[0]["seed"] if scored else SEED):
        mine = lambda ms: [m for m in ms if m["mutation"] == kind]  # noqa: E731
        lines.append(f"  {kind:<14} {_rate(caught(mine(syntax)), len(mine(syntax))):<22}"
                     f" {_rate(caught(mine(refused)), len(mine(refused))):<22}"
                     f" {_rate(caught(mine(accepted)), len(mine(accepted)))}")
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
