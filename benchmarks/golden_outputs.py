"""Golden outputs: what `schemalint check` prints for every input we hold, as SHA-256 digests.

    python benchmarks/golden_outputs.py            # compare with the manifest; prints what differs
    python benchmarks/golden_outputs.py --write    # rewrite the manifest (refused under CI=true)

Issue 31 moves every module of the package; the promise is that no output changes by a byte.
The inputs: every .sql file under fixtures/ and tests/data/, each migrations folder under
fixtures/migrations/ as one input (replayed in its tool's order), and, where the shared corpus
lies beside the checkout (../shared/corpus), each of its .sql files. For each input, from the
repository's root with the default configuration, the bytes `check --format F` writes on stdout
for every report format, what it writes on stderr, and its exit code — the manifest
tests/data/golden_outputs.tsv, one `input<TAB>output<TAB>digest` line each, sorted.

Each input is linted once, in this process, and every format is rendered from the same result by
the command's own writer (cli.output.write_report): the renderers only format, so this is what
`check` prints, at a fifth of the cost of running it once per format. The closing line gives
the inputs, outputs and CPU seconds.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import io
import os
import resource
import sys
from pathlib import Path
from typing import Any, Callable, Optional

REPO = Path(__file__).resolve().parents[1]
SHARED_CORPUS = REPO.parent / "shared" / "corpus"
MANIFEST = REPO / "tests" / "data" / "golden_outputs.tsv"
MIGRATIONS = REPO / "fixtures" / "migrations"
SHARED_PREFIX = "../shared/"  # the inputs of the shared corpus, as the manifest names them
HEADER = ("# schemalint check's output per input (relative to the repository's root) and output: "
          "the SHA-256 of its bytes; `exit` is the exit code. Written by benchmarks/golden_outputs.py --write.\n")

if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))


def _relative(path: Path) -> str:
    return Path(os.path.relpath(path, REPO)).as_posix()


def repo_inputs() -> list[str]:
    """The .sql files under fixtures/ and tests/data/, and each migrations folder as a whole
    (its files are steps of one input, not inputs)."""
    folders = sorted(p for p in MIGRATIONS.iterdir() if p.is_dir())
    files = [p for top in ("fixtures", "tests/data") for p in (REPO / top).rglob("*.sql")
             if not any(p.is_relative_to(folder) for folder in folders)]
    return sorted(_relative(p) for p in files + folders)


def shared_inputs() -> list[str]:
    """The shared corpus's .sql files; none when it is not beside the checkout (a user's clone)."""
    if not SHARED_CORPUS.is_dir():
        return []
    return sorted(_relative(p) for p in SHARED_CORPUS.rglob("*.sql"))


def outputs(path: str, lint_of: Optional[Callable[[str], Any]] = None) -> dict[str, str]:
    """output name → the SHA-256 of what `schemalint check PATH --format F` prints (stdout per
    format; stderr and the exit code once: they do not depend on the format). Run from REPO.
    `lint_of(path)`: `lint([path], Config())` made elsewhere (the tests share one per file),
    used when the configuration `check` finds is the default one."""
    from schemalint.cli.exits import exit_code
    from schemalint.cli.inputs import prepare_config
    from schemalint.cli.output import REPORT_FORMATS, View, print_notes, warn_unused_inputs, write_report
    from schemalint.config import Config
    from schemalint.pipeline.lint import lint

    cfg = prepare_config(None, None, None, None)
    paths = [path]
    result = lint_of(path) if lint_of is not None and cfg == Config() else lint(paths, cfg)
    digests: dict[str, str] = {}
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        print_notes(result.loaded)
        warn_unused_inputs(paths, result.loaded, cfg)
    for output_format in REPORT_FORMATS:
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err if output_format == "text" else io.StringIO()):
            write_report(result, output_format, cfg, REPO, None, View(group=cfg.group))
        digests[output_format] = _digest(out.getvalue())
    digests["stderr"] = _digest(err.getvalue())
    digests["exit"] = str(exit_code(result, cfg.fail_on))
    return digests


def _digest(text: str) -> str:
    """SHA-256 of an output with the checkout's own location spelled out of it (SARIF names the
    root it resolves relative paths against): the same digest in any clone."""
    text = text.replace(REPO.as_uri(), "file:///CHECKOUT").replace(str(REPO), "/CHECKOUT")
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def compute(inputs: list[str], lint_of: Optional[Callable[[str], Any]] = None) -> dict[tuple[str, str], str]:
    previous = Path.cwd()
    os.chdir(REPO)  # paths in every output relative to the repository's root, as `check` from there
    try:
        return {(path, name): digest for path in inputs for name, digest in outputs(path, lint_of).items()}
    finally:
        os.chdir(previous)


def read_manifest(path: Path = MANIFEST) -> dict[tuple[str, str], str]:
    entries = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            name, output, digest = line.split("\t")
            entries[(name, output)] = digest
    return entries


def write_manifest(entries: dict[tuple[str, str], str], path: Path = MANIFEST) -> None:
    lines = [f"{name}\t{output}\t{digest}\n" for (name, output), digest in sorted(entries.items())]
    path.write_text(HEADER + "".join(lines), encoding="utf-8")


def differences(expected: dict[tuple[str, str], str], actual: dict[tuple[str, str], str]) -> list[str]:
    """One line per (input, output) whose digest differs, is new or is gone."""
    out = []
    for key in sorted(expected.keys() | actual.keys()):
        if expected.get(key) != actual.get(key):
            out.append(f"{key[0]} {key[1]}: {expected.get(key, 'absent')} → {actual.get(key, 'absent')}")
    return out


def cpu_seconds() -> float:
    """User + system CPU of this process and of the pool's workers it waited for."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--write", action="store_true", help="rewrite the manifest (refused under CI=true)")
    args = parser.parse_args(argv)
    if args.write and os.environ.get("CI") == "true":
        print("golden_outputs: --write under CI=true: the manifest is compared in CI, never rewritten", file=sys.stderr)
        return 2
    shared = shared_inputs()
    start = cpu_seconds()
    actual = compute(repo_inputs() + shared)
    cpu = cpu_seconds() - start
    expected = read_manifest() if MANIFEST.exists() else {}
    if not shared:  # without the shared corpus its entries can be neither compared nor dropped
        expected_here = {k: v for k, v in expected.items() if not k[0].startswith(SHARED_PREFIX)}
        kept = {k: v for k, v in expected.items() if k[0].startswith(SHARED_PREFIX)}
    else:
        expected_here, kept = expected, {}
    inputs = len({k[0] for k in actual})
    if args.write:
        write_manifest({**kept, **actual})
        print(f"golden_outputs: {inputs} inputs, {len(actual)} outputs written to {_relative(MANIFEST)}; "
              f"{cpu:.1f} s CPU")
        return 0
    diff = differences(expected_here, actual)
    for line in diff:
        print(line)
    print(f"golden_outputs: {inputs} inputs, {len(actual)} outputs, {len(diff)} differ; {cpu:.1f} s CPU"
          + ("" if shared else " (no ../shared/corpus: its entries not compared)"))
    return 1 if diff else 0


if __name__ == "__main__":
    sys.exit(main())
