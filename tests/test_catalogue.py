"""The rule catalogue (`rules/*.toml`): well-formed entries, and every example is executed.

A [[bad]] example must produce its rule's finding (at `line` when given); a [[good]] example
must not produce it. Each runs with the example's own `config` TOML, and with the rule
selected (so opt-in rules are exercised too). New entries are picked up automatically;
test ids read like `SL103-bad-1`.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from schemalint.catalogue import catalogue_dir, load_catalogue
from schemalint.checks import registry
from schemalint.config import SEVERITIES, config_from_dict
from schemalint.pipeline.lint import lint
from schemalint.read.source import decode
from tests.helpers import each_rule

RULE_FILES = sorted(catalogue_dir().glob("SL*.toml"))
REQUIRED = {"code", "slug", "severity", "category", "summary", "why", "fix"}
ALLOWED = REQUIRED | {"default", "peers", "references", "bad", "good", "options"}
EXAMPLE_KEYS = {"sql", "config", "line", "mariadb"}
FILE_NAME = re.compile(r"(SL\d{3})-([a-z0-9]+(?:-[a-z0-9]+)*)\.toml")


def _raw(path: Path) -> dict:
    return tomllib.loads(path.read_text(encoding="utf-8"))


def _examples():
    for path in RULE_FILES:
        data = _raw(path)
        code = data.get("code", path.stem)
        for kind in ("bad", "good"):
            for i, example in enumerate(data.get(kind, []), start=1):
                yield pytest.param(code, kind, example, id=f"{code}-{kind}-{i}")


def test_the_catalogue_is_not_empty():
    assert len(RULE_FILES) >= 5 and catalogue_dir().name in ("rules", "catalogue")


@pytest.mark.parametrize("path", RULE_FILES, ids=lambda p: p.stem)
def test_entry_is_well_formed(path):
    m = FILE_NAME.fullmatch(path.name)
    assert m, f"{path.name}: name it SLnnn-slug.toml"
    data = _raw(path)
    assert REQUIRED <= set(data), f"{path.name}: missing {sorted(REQUIRED - set(data))}"
    assert set(data) <= ALLOWED, f"{path.name}: unknown keys {sorted(set(data) - ALLOWED)}"
    assert (data["code"], data["slug"]) == (m.group(1), m.group(2)), f"{path.name}: code/slug differ from the file name"
    assert data["severity"] in SEVERITIES
    for key in ("summary", "why", "fix"):
        assert isinstance(data[key], str) and data[key].strip(), f"{path.name}: empty {key}"
    assert "\n" not in data["summary"].strip(), f"{path.name}: summary is one line (`schemalint rules` prints it)"
    assert isinstance(data.get("default", True), bool)
    assert isinstance(data.get("references", []), list)
    assert isinstance(data.get("options", {}), dict)
    for kind in ("bad", "good"):
        for i, example in enumerate(data.get(kind, []), start=1):
            where = f"{path.name} [[{kind}]] #{i}"
            assert set(example) <= EXAMPLE_KEYS, f"{where}: unknown keys {sorted(set(example) - EXAMPLE_KEYS)}"
            assert isinstance(example.get("sql"), str) and example["sql"].strip(), f"{where}: no sql"
            assert kind == "bad" or "line" not in example, f"{where}: `line` is for bad examples"
            assert isinstance(example.get("line", 1), int) and example.get("line", 1) >= 1
            tomllib.loads(example.get("config", ""))  # valid TOML


def test_codes_and_slugs_are_unique():
    docs = [_raw(p) for p in RULE_FILES]
    codes = [d["code"] for d in docs]
    slugs = [d["slug"] for d in docs]
    assert len(set(codes)) == len(codes) and len(set(slugs)) == len(slugs)


def test_the_loaded_catalogue_matches_the_files():
    docs = load_catalogue()
    assert sorted(docs) == sorted(_raw(p)["code"] for p in RULE_FILES)
    sl103 = docs["SL103"]
    assert (sl103.slug, sl103.severity, sl103.default) == ("missing-primary-key", "warning", True)
    assert sl103.bad and sl103.good and sl103.bad[0].line == 1


def test_every_registered_rule_has_an_entry():
    missing = sorted(set(registry()) - set(load_catalogue()))
    assert missing == [], f"rules without a catalogue entry: {missing}"


def test_every_rule_with_examples_has_bad_and_good():
    for path in RULE_FILES:
        data = _raw(path)
        if data["code"] in registry():
            assert data.get("bad") and data.get("good"), f"{path.name}: a rule needs [[bad]] and [[good]] examples"


def _run(code: str, example: dict):
    settings = tomllib.loads(example.get("config", ""))
    # the rule must run even when it is opt-in or the example's config selects others
    settings["extend-select"] = list(settings.get("extend-select", [])) + [code]
    config = config_from_dict(settings, f"{code} example config")
    source = decode(example["sql"].encode("utf-8"), f"{code}-example.sql")
    return lint([], config, sources=[source]).findings


@pytest.mark.parametrize("code, kind, example", list(_examples()))
def test_example(code, kind, example):
    findings = [f for f in each_rule(_run(code, example)) if f.code == code]  # (also when folded into another)
    described = [(f.span.line if f.span else None, f.message) for f in findings]
    if kind == "good":
        assert findings == [], f"the good example produces {code}: {described}"
        return
    assert findings, f"the bad example does not produce {code}"
    if "line" in example:
        assert example["line"] in [line for line, _ in described], (
            f"{code} expected at line {example['line']}, found at {[line for line, _ in described]}")
    for f in findings:
        assert f.message.strip() and f.slug == load_catalogue()[code].slug


def test_example_lines_count_from_the_first_line_of_the_toml_string():
    # TOML drops the newline right after the opening quotes: line 1 is the first SQL line
    (example,) = [e for e in load_catalogue()["SL002"].bad]
    assert example.sql.splitlines()[example.line - 1].startswith("ALTER TABLE order_items")
