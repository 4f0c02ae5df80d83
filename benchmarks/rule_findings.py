"""Every warning/error finding of some rules on the judged folders, as a package for blind judging.

    python benchmarks/rule_findings.py SL035                 # Markdown: each finding and its table's statement
    python benchmarks/rule_findings.py SL035 --keys          # the verdict keys, one a line (TSV)
    python benchmarks/rule_findings.py SL035 --counts        # findings per file, per folder

Lints the tuning folder (tests/data/judged/; ../shared/corpus too with --shared) and the held-out folder
(tests/data/judged_heldout/) exactly as benchmarks/precision.py does (tests/judged.py: default
configuration, a project's numbered migrations together, findings grouped and flattened), and
prints, for each warning/error finding of the given codes, its file and line, its key as
verdicts.tsv keys it (file, code, table, subject), its message, and the full text of the
statement that created the table (the CREATE TABLE whose span holds the finding's line). It
reads no verdicts: the package is for a reviewer who has not seen the rule.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from schemalint.read.source import read_source, split  # noqa: E402
from tests.judged import FOLDERS, findings_of  # noqa: E402


def statement_at(path: Path, line: int) -> str:
    """The text of the statement of `path` that holds `line` (the CREATE TABLE of a column finding)."""
    statements, _ = split(read_source(path))
    for st in statements:
        span = st.span
        if span.line <= line <= span.end_line:
            return st.source.text[st.start:st.end].strip()
    return "(no statement holds this line)"


def row_key(seen) -> str:
    """The key as a verdicts.tsv row writes it (file, code, table, subject; read case-blind)."""
    return "\t".join((seen.file, seen.code, seen.table or "-", seen.subject))


def collect(codes: set[str], shared: bool = False) -> list[tuple[str, object, Path]]:
    rows = []
    for folder in FOLDERS:
        for path in folder.files(shared=shared):
            for seen in findings_of(path):
                if seen.code in codes and seen.loud:
                    rows.append((folder.name, seen, path))
    return rows


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("codes", nargs="+", help="rule codes (SL035)")
    ap.add_argument("--keys", action="store_true", help="print the keys only (file, code, table, subject)")
    ap.add_argument("--counts", action="store_true", help="print the number of findings per file and folder")
    ap.add_argument("--shared", action="store_true", help="also ../shared/corpus, judged with the tuning folder")
    args = ap.parse_args()
    rows = collect({c.upper() for c in args.codes}, args.shared)
    if args.keys:
        for _, s, _ in rows:
            print(row_key(s))
        return 0
    if args.counts:
        per_folder = Counter(name for name, _, _ in rows)
        for folder in FOLDERS:
            print(f"{folder.name}: {per_folder[folder.name]} findings")
            for file, n in sorted(Counter(s.file for name, s, _ in rows if name == folder.name).items()):
                print(f"  {file}\t{n}")
        return 0
    print(f"# {', '.join(args.codes)}: every warning/error finding on the judged folders ({len(rows)})\n")
    for n, (folder, s, path) in enumerate(rows, 1):
        print(f"## {n}. {s.file}:{s.line} ({folder})\n")
        print(f"- key: `{row_key(s)}`")
        print(f"- finding: {s.code} {s.severity}: {s.message}\n")
        print("```sql\n" + statement_at(path, s.line) + "\n```\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
