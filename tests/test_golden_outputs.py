"""Issue 31: every output of `check` on every input we hold is byte-identical to the manifest
tests/data/golden_outputs.tsv (text, json, sarif, github, gitlab, markdown, stderr, exit code),
so moving the package's modules about cannot change what a user sees. The repository's inputs
always run; the shared corpus's only where it lies beside the checkout.

A deliberate change of output: `python benchmarks/golden_outputs.py --write` (refused under
CI=true), and the manifest's diff shows which inputs and formats it touched."""

from __future__ import annotations

import os
import sys

import pytest

from tests.helpers import REPO_ROOT
from tests.judged import default_result

sys.path.insert(0, str(REPO_ROOT / "benchmarks"))
import golden_outputs as golden  # noqa: E402

REWRITE = "python benchmarks/golden_outputs.py --write regenerates the manifest"


@pytest.fixture(scope="module")
def manifest():
    if os.environ.get("SCHEMALINT_UPDATE_GOLDEN") and os.environ.get("CI") == "true":
        pytest.fail("SCHEMALINT_UPDATE_GOLDEN is set under CI=true: golden files are compared in CI, never rewritten")
    return golden.read_manifest()


def _compare(manifest, path: str) -> None:
    expected = {k: v for k, v in manifest.items() if k[0] == path}
    assert expected, f"{path}: not in the manifest ({REWRITE})"
    actual = golden.compute([path], lint_of=default_result)  # (the lint test_fold and the judged tests read)
    diff = golden.differences(expected, actual)
    assert diff == [], f"{path}: output changed ({REWRITE}):\n" + "\n".join(diff)


@pytest.mark.parametrize("path", golden.repo_inputs())
def test_output_is_unchanged(manifest, path):
    _compare(manifest, path)


def test_every_input_of_the_manifest_still_exists(manifest):
    """An input that vanished from the repository must leave the manifest too (and the other way:
    test_output_is_unchanged fails for an input the manifest lacks)."""
    recorded = {name for name, _ in manifest if not name.startswith(golden.SHARED_PREFIX)}
    assert recorded == set(golden.repo_inputs())


@pytest.mark.parametrize("path", golden.shared_inputs() or [pytest.param(None, marks=pytest.mark.skip(
    reason="no ../shared/corpus beside the checkout (a user's clone): its outputs are not compared"))])
def test_shared_corpus_output_is_unchanged(manifest, path):
    _compare(manifest, path)


def test_a_changed_output_is_reported():
    """The comparison itself: one digest changed, one output new, one gone."""
    expected = {("a.sql", "text"): "1", ("a.sql", "json"): "2", ("b.sql", "text"): "3"}
    actual = {("a.sql", "text"): "1", ("a.sql", "json"): "9", ("c.sql", "text"): "4"}
    assert golden.differences(expected, actual) == [
        "a.sql json: 2 → 9", "b.sql text: 3 → absent", "c.sql text: absent → 4"]


def test_the_manifest_is_not_rewritten_under_ci(monkeypatch, capsys):
    monkeypatch.setenv("CI", "true")
    before = golden.MANIFEST.read_bytes()
    assert golden.main(["--write"]) == 2
    assert "never rewritten" in capsys.readouterr().err
    assert golden.MANIFEST.read_bytes() == before
