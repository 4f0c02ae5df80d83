"""The differential harness: other projects' DDL on MariaDB 10.11 and through schemalint.

    python benchmarks/differential/run.py            # score schemalint against the verdicts
    python benchmarks/differential/run.py --judge    # (re)judge every statement on the server
        [--dsn mysql://root@127.0.0.1:3306/]         # else a private server (tests/mariadb_server.py)
        [--misses FILE.tsv] [--summary FILE.md] [--json FILE]
    python benchmarks/differential/run.py --held-out # the same on the held-out half (never tuned on)

The statements (data/statements.jsonl, made by collect.py) keep their source; the server's
verdicts (data/verdicts.jsonl) are committed, so scoring needs no server. `--held-out` reads
the held-out half instead (data/heldout_statements.jsonl, data/heldout_verdicts.jsonl:
sources no one tunes on, README "The held-out half"). Prints, per source
and per class of the server's answer, how schemalint answered, and the three rates of issue 25:
refusals caught, accepted statements with an error finding, models exact.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parents[1]
sys.path.insert(0, str(REPO_ROOT))
sys.path.insert(0, str(HERE))

import harness  # noqa: E402

STATEMENTS = HERE / "data" / "statements.jsonl"
SAMPLE = REPO_ROOT / "tests" / "data" / "differential" / "sample.jsonl"
KNOWN_MISSES = REPO_ROOT / "tests" / "data" / "differential" / "known_misses.tsv"
SAMPLE_QUOTA = {  # statements pinned per source and server class (the test's sample)
    ("accepted", True): 22, ("syntax", True): 14, ("refused", True): 8, ("accepted", False): 3,
    ("needs-context", False): 2, ("syntax", False): 2}
VERDICTS = HERE / "data" / "verdicts.jsonl"
HELD_OUT_STATEMENTS = HERE / "data" / "heldout_statements.jsonl"
HELD_OUT_VERDICTS = HERE / "data" / "heldout_verdicts.jsonl"


def load_jsonl(path: Path) -> list[dict]:
    with path.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def judge_all(rows: list[dict], dsn: str | None, known: list[dict] = (),
              statements: Path = STATEMENTS) -> list[dict]:
    from tests.mariadb_server import ExternalServer, MariaDBServer

    # no fsync per commit: thousands of CREATE/DROP DATABASE, and no verdict depends on it
    fast = ["--innodb-flush-log-at-trx-commit=0", "--innodb-doublewrite=0", "--sync-frm=0"]
    server = ExternalServer(dsn) if dsn else MariaDBServer(buffer_pool_size="128M",
                                                           extra_args=fast).start()
    try:
        judge = harness.Judge(lambda database=None: server.connect(database=database,
                                                                   autocommit=True))
        version = server.connect().server_version if hasattr(server, "connect") else "?"
        creators: dict[str, dict[str, str]] = defaultdict(dict)
        # the tables the statements already judged create (judging only the new ones)
        kept = {v["id"]: v for v in known}
        for row in load_jsonl(statements) if kept else []:
            v = kept.get(row["id"])
            if v and v["class"] == "accepted" and row["kind"] == "CREATE TABLE" and not v.get("context"):
                for key in v.get("tables", {}):
                    schema, _, name = key.partition(".")
                    if not schema:
                        creators[row["group"]].setdefault(name, row["sql"])
        out = []
        for n, row in enumerate(rows, 1):
            group = creators[row["group"]]
            verdict = judge.run(row["sql"], row["kind"], row["ddl"], creators=group.get)
            if verdict.cls == "accepted" and row["kind"] == "CREATE TABLE" and not verdict.context:
                for key in verdict.tables:
                    schema, _, name = key.partition(".")
                    if not schema:
                        group.setdefault(name, row["sql"])
            out.append({"id": row["id"], **verdict.to_json()})
            if n % 200 == 0:
                print(f"  judged {n}/{len(rows)}", file=sys.stderr)
        judge.close()
        print(f"judged on {version}", file=sys.stderr)
        return out
    finally:
        server.stop()


def score(rows: list[dict], verdicts: dict[str, dict]) -> list[dict]:
    """One result per statement: the server's class, schemalint's class, the misses."""
    results = []
    for row in rows:
        v = verdicts.get(row["id"])
        if v is None:
            continue
        outcome = harness.lint_statement(row["sql"], v.get("context", []))
        diff = None
        if v["class"] == "accepted" and row["ddl"] and row["kind"] in harness.MODELLED_KINDS:
            diff = harness.compare(v.get("tables", {}), outcome.tables)
        results.append({
            "id": row["id"], "source": row["source"], "kind": row["kind"], "ddl": row["ddl"],
            "server": v["class"], "errno": v.get("errno"), "lint": outcome.cls,
            "codes": outcome.codes, "model": diff, "crash": outcome.crashed,
            "misses": harness.outcome_class(v["class"], row["ddl"], outcome, diff),
            "message": v.get("message", ""),
            "sql": row["sql"],
        })
    return results


def _rate(hit: int, total: int) -> str:
    return f"{hit}/{total} = {100.0 * hit / total:.1f}%" if total else "0/0"


def figures(results: list[dict]) -> dict:
    """The issue's rates over `results`."""
    ddl = [r for r in results if r["ddl"]]
    syntax = [r for r in ddl if r["server"] == "syntax"]
    refused = [r for r in ddl if r["server"] == "refused"]
    accepted = [r for r in ddl if r["server"] == "accepted"]
    modelled = [r for r in accepted if r["model"] is not None]
    other = [r for r in results if not r["ddl"] and r["server"] in ("accepted", "needs-context")]
    return {
        "syntax caught": (sum(r["lint"] in ("SL001", "error") for r in syntax), len(syntax)),
        "other refusal caught": (sum(r["lint"] in ("SL001", "error") for r in refused), len(refused)),
        "accepted with SL001": (sum(r["lint"] == "SL001" for r in accepted), len(accepted)),
        "accepted with an error finding": (sum(r["lint"] in ("SL001", "error") for r in accepted),
                                           len(accepted)),
        "models exact": (sum(r["model"] == "" for r in modelled), len(modelled)),
        "other statements with an error finding": (
            sum(r["lint"] in ("SL001", "error") for r in other), len(other)),
        "needs context (not scored)": (sum(r["server"] == "needs-context" for r in ddl), len(ddl)),
    }


def table(results: list[dict]) -> str:
    lines = []
    sources = sorted({r["source"] for r in results})
    header = f"{'source':32} {'server':14} {'n':>5} " + " ".join(f"{c:>7}" for c in harness.LINT_CLASSES)
    lines.append(header)
    for source in sources + ["ALL"]:
        mine = [r for r in results if source in ("ALL", r["source"])]
        for cls in harness.SERVER_CLASSES:
            for ddl in (True, False):
                sel = [r for r in mine if r["server"] == cls and r["ddl"] == ddl]
                if not sel:
                    continue
                counts = Counter(r["lint"] for r in sel)
                label = cls if ddl else f"{cls} (non-DDL)"
                lines.append(f"{source[:32]:32} {label[:24]:24} {len(sel):>5} "
                             + " ".join(f"{counts.get(c, 0):>7}" for c in harness.LINT_CLASSES))
        lines.append("")
    lines.append("rates (DDL):")
    for source in sources + ["ALL"]:
        mine = [r for r in results if source in ("ALL", r["source"])]
        f = figures(mine)
        lines.append(f"  {source}")
        for name, (hit, total) in f.items():
            lines.append(f"    {name:40} {_rate(hit, total)}")
    lines.append("refusals by the server's error (DDL): errno  statements  caught")
    refused = [r for r in results if r["ddl"] and r["server"] in ("syntax", "refused")]
    for errno, n in Counter(r["errno"] for r in refused).most_common():
        caught = sum(r["lint"] in ("SL001", "error") for r in refused if r["errno"] == errno)
        lines.append(f"    {errno!s:>6} {n:>6} {caught:>6}")
    return "\n".join(lines)


def markdown(results: list[dict]) -> str:
    """The issue's table: per source, the statements by the server's answer and the rates."""
    rows = ["| source | DDL | accepted | 1064 | other refusal | needs context | syntax caught"
            " | other refusal caught | accepted with an error finding | models exact |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    sources = sorted({r["source"] for r in results})
    for source in sources + ["all"]:
        mine = [r for r in results if source in ("all", r["source"])]
        ddl = [r for r in mine if r["ddl"]]
        f = figures(mine)
        count = Counter(r["server"] for r in ddl)
        rows.append(f"| {source} | {len(ddl)} | {count['accepted']} | {count['syntax']} |"
                    f" {count['refused']} | {count['needs-context'] + count['not-run']} |"
                    f" {_rate(*f['syntax caught'])} | {_rate(*f['other refusal caught'])} |"
                    f" {_rate(*f['accepted with an error finding'])} | {_rate(*f['models exact'])} |")
    return "\n".join(rows)


def write_misses(results: list[dict], path: Path) -> int:
    n = 0
    with path.open("w", encoding="utf-8") as fh:
        fh.write("source\tid\tclass\terrno\tschemalint\tstatement\tdetail\n")
        for r in results:
            for miss in r["misses"]:
                one_line = " ".join(r["sql"].split())
                detail = (r["model"] if miss == "model-mismatch"
                          else r["crash"] or " ".join(r.get("message", "").split())[:160])
                fh.write(f"{r['source']}\t{r['id']}\t{miss}\t{r['errno'] or ''}\t"
                         f"{','.join(r['codes']) or r['lint']}\t{one_line}\t{detail}\n")
                n += 1
    return n


def pin_sample(rows: list[dict], verdicts: dict[str, dict], results: list[dict]) -> None:
    """Write the test's sample (statements with their verdicts) and its ratchet of misses."""
    import hashlib

    by_id = {r["id"]: r for r in results}
    picked = []
    for source in sorted({r["source"] for r in rows}):
        for (cls, ddl), quota in SAMPLE_QUOTA.items():
            pool = [r for r in rows if r["source"] == source and r["ddl"] == ddl
                    and r["id"] in verdicts and verdicts[r["id"]]["class"] == cls]
            pool.sort(key=lambda r: hashlib.sha1(r["id"].encode()).hexdigest())
            picked += pool[:quota]
    order = {r["id"]: n for n, r in enumerate(rows)}
    picked.sort(key=lambda r: order[r["id"]])
    SAMPLE.parent.mkdir(parents=True, exist_ok=True)
    with SAMPLE.open("w", encoding="utf-8") as fh:
        for r in picked:
            fh.write(json.dumps({**r, "verdict": verdicts[r["id"]]}, ensure_ascii=False,
                                sort_keys=True) + "\n")
    write_known_misses([by_id[r["id"]] for r in picked if r["id"] in by_id], KNOWN_MISSES)
    print(f"pinned {len(picked)} statements -> {SAMPLE.relative_to(REPO_ROOT)}")


def write_known_misses(results: list[dict], path: Path) -> None:
    with path.open("w", encoding="utf-8") as fh:
        fh.write("# Today's misses of schemalint on the pinned sample (sample.jsonl): statement id,\n"
                 "# class (refused-missed | accepted-with-error | model-mismatch), detail.\n"
                 "# tests/test_differential.py fails on a miss not listed here, and on a listed\n"
                 "# miss that is fixed (remove its line). Made by benchmarks/differential/run.py --pin.\n")
        for r in results:
            for miss in r["misses"]:
                detail = r["model"] if miss == "model-mismatch" else ",".join(r["codes"]) or r["lint"]
                fh.write(f"{r['id']}\t{miss}\t{' '.join(str(detail).split())}\n")


def update_known(path: Path = KNOWN_MISSES) -> None:
    """The ratchet turned once: drop the listed misses the sample no longer has; print (never
    add) the new ones, which are regressions to fix."""
    sample = load_jsonl(SAMPLE)
    results = score(sample, {r["id"]: r["verdict"] for r in sample})
    now = {(r["id"], m) for r in results for m in r["misses"]}
    lines = path.read_text(encoding="utf-8").splitlines()
    kept, dropped = [], 0
    listed = set()
    for line in lines:
        if line.startswith("#") or not line.strip():
            kept.append(line)
            continue
        sid, miss = line.split("\t")[:2]
        listed.add((sid, miss))
        if (sid, miss) in now:
            kept.append(line)
        else:
            dropped += 1
    path.write_text("\n".join(kept) + "\n", encoding="utf-8")
    print(f"known misses: {dropped} fixed and removed, {len(kept) - sum(1 for k in kept if k.startswith('#'))} left")
    for sid, miss in sorted(now - listed):
        print(f"NEW MISS (a regression): {sid}\t{miss}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--judge", action="store_true", help="run every statement on the server")
    parser.add_argument("--new", action="store_true",
                        help="judge only the statements without a verdict yet, keep the others")
    parser.add_argument("--dsn", help="an existing server (else a private one is started)")
    parser.add_argument("--held-out", action="store_true",
                        help="the held-out half (heldout_statements.jsonl, heldout_verdicts.jsonl):"
                             " measure on it, never tune on it")
    parser.add_argument("--statements", type=Path)
    parser.add_argument("--verdicts", type=Path)
    parser.add_argument("--pin", action="store_true",
                        help="write the test's pinned sample and its list of known misses")
    parser.add_argument("--update-known", action="store_true",
                        help="remove the fixed misses from the sample's known_misses.tsv and stop")
    parser.add_argument("--summary", type=Path, help="write the figures here (Markdown)")
    parser.add_argument("--misses", type=Path, help="write every miss here (TSV)")
    parser.add_argument("--json", type=Path, help="write every result here (JSON lines)")
    args = parser.parse_args()

    if args.held_out and (args.pin or args.update_known):
        parser.error("the held-out half has no pinned sample or ratchet: it is never tuned on")
    if args.update_known:
        update_known()
        return
    args.statements = args.statements or (HELD_OUT_STATEMENTS if args.held_out else STATEMENTS)
    args.verdicts = args.verdicts or (HELD_OUT_VERDICTS if args.held_out else VERDICTS)
    rows = load_jsonl(args.statements)
    started = time.perf_counter()
    if args.judge or args.new or not args.verdicts.exists():
        kept = load_jsonl(args.verdicts) if args.new and args.verdicts.exists() else []
        known = {v["id"] for v in kept}
        ids = {r["id"] for r in rows}
        verdict_rows = [v for v in kept if v["id"] in ids] + judge_all(
            [r for r in rows if r["id"] not in known], args.dsn, kept, args.statements)
        order = {r["id"]: n for n, r in enumerate(rows)}
        verdict_rows.sort(key=lambda v: order[v["id"]])
        with args.verdicts.open("w", encoding="utf-8") as fh:
            for v in verdict_rows:
                fh.write(json.dumps(v, ensure_ascii=False, sort_keys=True) + "\n")
        print(f"server verdicts: {len(verdict_rows)} in {time.perf_counter() - started:.0f} s"
              f" -> {args.verdicts}")
    verdicts = {v["id"]: v for v in load_jsonl(args.verdicts)}
    t0 = time.perf_counter()
    results = score(rows, verdicts)
    print(f"schemalint: {len(results)} statements in {time.perf_counter() - t0:.0f} s")
    print(f"server classes: {dict(Counter(r['server'] for r in results))}")
    print(table(results))
    print(markdown(results))
    if args.misses:
        print(f"{write_misses(results, args.misses)} misses -> {args.misses}")
    if args.pin:
        pin_sample(rows, verdicts, results)
    if args.summary:
        args.summary.write_text(
            f"# Differential harness{' (held-out half)' if args.held_out else ''}:"
            " schemalint against MariaDB 10.11\n\n"
            f"{len(results)} statements, judged by {harness.SERVER_VERSION}; schemalint with"
            f" `[server] version = \"{harness.SERVER_VERSION}\"`.\n\n{markdown(results)}\n\n"
            f"```\n{table(results)}\n```\n",
            encoding="utf-8")
    if args.json:
        with args.json.open("w", encoding="utf-8") as fh:
            for r in results:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
