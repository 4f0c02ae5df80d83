"""Per-rule precision of the warning/error findings on the judged corpus, per folder.

    python benchmarks/precision.py              # the tables (Markdown): tuning, then held-out
    python benchmarks/precision.py --folder held-out           # one folder's table
    python benchmarks/precision.py --missing    # verdict rows still to write (TSV, verdict empty)
    python benchmarks/precision.py --folder held-out --missing # the same for the held-out folder
    python benchmarks/precision.py --list       # every warning/error finding with its verdict
    python benchmarks/precision.py --open > tests/data/judged/open_false.tsv   # the false positives still given
    python benchmarks/precision.py --lost > tests/data/judged/lost_true.tsv    # true findings no longer warned

Runs the rules with the default configuration on every file of a folder (tuning:
tests/data/judged/ and, when it exists, the developers' corpus in ../shared/corpus/; held-out:
tests/data/judged_heldout/, schemas no rule may be tuned on; a project's numbered migrations,
`proj__001_….sql`, `proj__002_….sql`, are linted together in order, as `schemalint check
migrations/` runs them, each file keeping its own findings) and looks each warning/error finding
up in that folder's verdicts.tsv (see tests/judged.py for the key); the folders are reported
apart. --missing, --list, --open and --lost work on one folder (tuning unless --folder says). Precision = true / (true +
false); debatable findings are counted apart and left out of it. A finding folded into another
one's `also` is not counted under its own rule (the user sees the host finding); a grouped
member ("and N more tables") counts as the finding it is. "gone" counts the verdict rows whose
finding no longer comes at warning/error: gone false findings are false positives fixed; a gone
true finding is one the test reports as lost.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from tests.judged import FOLDERS, TUNING, read_verdicts, run_all  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--missing", action="store_true", help="print the verdict rows still to write")
    ap.add_argument("--list", action="store_true", help="print every warning/error finding with its verdict")
    ap.add_argument("--open", action="store_true",
                    help="print open_false.tsv: the judged-false findings still given at warning/error")
    ap.add_argument("--lost", action="store_true",
                    help="print lost_true.tsv: the judged-true findings no longer given at warning/error")
    ap.add_argument("--no-shared", action="store_true", help="leave out ../shared/corpus")
    ap.add_argument("--folder", choices=[f.name for f in FOLDERS],
                    help="one folder only (default: every folder for the table, tuning for the lists)")
    args = ap.parse_args()

    listing = args.missing or args.list or args.open or args.lost
    chosen = [f for f in FOLDERS if f.name == (args.folder or (TUNING.name if listing else f.name))]
    for n, folder in enumerate(chosen):
        if n:
            print()
        report(folder, args)
    return 0


def report(folder, args) -> int:
    files = folder.files(shared=not args.no_shared)
    seen = run_all(files)
    verdicts, problems = read_verdicts(folder.verdicts)
    for p in problems:
        print(f"{folder.path.name}/verdicts.tsv: {p}", file=sys.stderr)

    counts: dict[str, Counter] = defaultdict(Counter)
    missing: list[str] = []
    still_false: dict = {}
    present_keys = set()
    quiet: dict = {}  # key -> the severity it still comes at, below warning
    tables = 0
    for file, items in seen.items():
        for s in items:
            if s.present:
                present_keys.add(s.key)
            else:
                quiet[s.key] = s.severity
            if not s.loud:
                if s.how == "also" and s.severity in ("warning", "error"):
                    counts[s.code]["folded"] += 1
                    if s.key not in verdicts:  # the test wants a verdict on folded findings too
                        missing.append(s.row())
                continue
            v = verdicts.get(s.key)
            if v is None:
                counts[s.code]["unjudged"] += 1
                missing.append(s.row())
                if args.list:
                    print(f"?\t{s.file}:{s.line}\t{s.code}\t{s.table}\t{s.subject}\t{s.message[:160]}")
            else:
                counts[s.code][v.verdict] += 1
                if v.verdict == "false":
                    still_false[s.key] = "\t".join((s.file, s.code, s.table, s.subject, v.reason))
                if args.list:
                    print(f"{v.verdict}\t{s.file}:{s.line}\t{s.code}\t{s.table}\t{s.subject}\t{v.reason}")
    # one root cause, one finding: (file, table, subject) reported loud by more than one rule
    by_place: dict = defaultdict(set)
    for file, items in seen.items():
        for s in items:
            if s.loud and s.subject != "-":
                by_place[(file, s.table.lower(), s.subject.lower())].add(s.code)
    stacked = Counter("+".join(sorted(codes)) for codes in by_place.values() if len(codes) > 1)
    judged_files = {f.name for f in files}
    for key, v in verdicts.items():
        if key[0] in judged_files and key not in present_keys:
            counts[key[1]][f"gone_{v.verdict}"] += 1

    if args.lost:
        print("# Judged-true findings that the rules no longer give at warning/error, on purpose (written by")
        print("# benchmarks/precision.py --lost; check each loss is the rule's intent before writing it).")
        print("# tests/test_judged_corpus.py tolerates these; a listed one that warns again must be deleted.")
        print("# file\tcode\ttable\tsubject\tnow\tverdict reason")
        rows = [(k, v) for k, v in verdicts.items() if k[0] in {f.name for f in files} and v.verdict == "true"
                and k not in present_keys]
        print("\n".join("\t".join((*v.row, quiet.get(k, "gone"), v.reason)) for k, v in sorted(rows)))
        return 0
    if args.open:
        print("# Judged-false findings that the rules still give at warning/error (written by")
        print("# benchmarks/precision.py --open). tests/test_judged_corpus.py tolerates these and fails")
        print("# on any other false finding, and on a line here whose finding no longer comes.")
        print("# file\tcode\ttable\tsubject\treason")
        print("\n".join(still_false[k] for k in sorted(still_false)))
        return 0
    if args.missing:
        print("\n".join(dict.fromkeys(missing)))
        return 0
    if args.list:
        return 0

    from schemalint.config import Config
    from schemalint.pipeline.lint import load

    for f in files:
        tables += load([str(f)], Config()).create_tables
    shared = sum(1 for f in files if "shared" in f.parts)
    awaiting = len([f for f in folder.awaiting_files() if f in {p.name for p in files}])
    print(f"**{folder.name}** ({folder.path.relative_to(REPO).as_posix()}/): {len(files)} files "
          f"({shared} from the shared corpus, {awaiting} awaiting verdicts), {tables} CREATE TABLE statements\n")
    print("| rule | findings | true | false | debatable | precision | unjudged | gone (false / true) |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    tot = Counter()
    for code in sorted(counts):
        c = counts[code]
        n = c["true"] + c["false"] + c["debatable"] + c["unjudged"]
        if n == 0 and not (c["gone_false"] or c["gone_true"]):
            continue
        tot.update(c)
        prec = f"{c['true'] / (c['true'] + c['false']):.0%}" if c["true"] + c["false"] else "–"
        print(f"| {code} | {n} | {c['true']} | {c['false']} | {c['debatable']} | {prec} | {c['unjudged']} | "
              f"{c['gone_false']} / {c['gone_true']} |")
    n = tot["true"] + tot["false"] + tot["debatable"] + tot["unjudged"]
    prec = f"{tot['true'] / (tot['true'] + tot['false']):.0%}" if tot["true"] + tot["false"] else "–"
    print(f"| all | {n} | {tot['true']} | {tot['false']} | {tot['debatable']} | {prec} | {tot['unjudged']} | "
          f"{tot['gone_false']} / {tot['gone_true']} |")
    print(f"\nWarning/error findings per CREATE TABLE: {n:,} / {tables:,} = {n / max(tables, 1):.2f}")
    if stacked:
        print("\nKeys/columns carrying findings of several rules at warning/error: "
              + ", ".join(f"{k} × {v}" for k, v in stacked.most_common()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
