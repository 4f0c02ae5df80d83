"""Rule options (issue 18, item 4): every option a rule reads is declared in its catalogue entry
(`[options.NAME]`: type, default, range, help) and every declared one is read, so the two cannot
drift; a configuration that names an unknown rule, an unknown option or a value of the wrong
type or range is a one-line exit-2 error naming the key and what is allowed."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from schemalint.catalogue import load_catalogue
from schemalint.config import ConfigError, option_value, parse_bytes, parse_count
from tests.helpers import REPO_ROOT, make_config, run_cli

CHECKS = REPO_ROOT / "schemalint" / "checks"
TYPES = {"int", "float", "bool", "str", "list[str]", "size", "rows"}
SPEC_KEYS = {"type", "default", "min", "max", "choices", "help"}
# Calls whose code or key is not a literal: what each can read (a new one fails the test below
# until it is listed here, with the options it reads).
DYNAMIC = {
    ("sl034_naming.py", "k"): {("SL034", k) for k in ("table", "column", "index", "unique", "foreign-key")},
    ("sl110_auto_increment_exhaustion.py", "k"): {
        ("SL110", k) for k in ("warn-fraction", "error-fraction", "warn-days", "error-days")},
    ("ddl_impact.py", "code"): {("SL601", "copy-rate"), ("SL601", "rows-per-second")},
}


def option_reads():
    """(file, code, key, default expression, module) of every ctx.option(...) in the rules."""
    for path in sorted(CHECKS.glob("*.py")):
        if path.name == "__init__.py":  # RuleContext.option itself
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "option" and len(node.args) >= 2):
                continue
            code, key = node.args[0], node.args[1]
            module = f"schemalint.checks.{path.stem}"
            if isinstance(code, ast.Constant) and isinstance(key, ast.Constant):
                yield path.name, code.value, key.value, node.args[2] if len(node.args) > 2 else None, module
            else:
                name = key.id if isinstance(key, ast.Name) and isinstance(code, ast.Constant) else (
                    code.id if isinstance(code, ast.Name) else ast.unparse(node))
                assert (path.name, name) in DYNAMIC, f"{path.name}: {ast.unparse(node)}: list what it reads in DYNAMIC"
                for c, k in DYNAMIC[(path.name, name)]:
                    yield path.name, c, k, None, module


READS = list(option_reads())


def declared() -> dict[tuple[str, str], dict]:
    return {(doc.code, name): spec for doc in load_catalogue().values() for name, spec in doc.options.items()}


def test_every_option_a_rule_reads_is_declared_and_every_declared_one_is_read():
    reads = {(code, key) for _, code, key, _, _ in READS}
    assert len(reads) >= 40
    assert sorted(reads - set(declared())) == []
    assert sorted(set(declared()) - reads) == []


@pytest.mark.parametrize("key", sorted(declared()), ids=lambda k: f"{k[0]}.{k[1]}")
def test_declarations_are_well_formed_and_their_defaults_are_the_code_s(key):
    spec = declared()[key]
    assert set(spec) <= SPEC_KEYS and spec["type"] in TYPES, spec
    assert isinstance(spec["help"], str) and spec["help"] and "\n" not in spec["help"]
    if "default" in spec:
        assert option_value(spec, spec["default"], "default") is not None  # in range, of its type
    for _, code, name, default, module in READS:
        if (code, name) != key or default is None:
            continue
        value = ast.literal_eval(default) if isinstance(default, ast.Constant) else (
            getattr(importlib.import_module(module), default.id) if isinstance(default, ast.Name) else None)
        if value is None and isinstance(default, ast.Constant):
            assert "default" not in spec, f"{key}: the code has no default"
        elif value is not None:
            normal = {"size": parse_bytes, "rows": parse_count}.get(spec["type"], lambda v: v)
            assert normal(spec["default"]) == value, f"{key}: catalogue {spec['default']!r}, code {value!r}"


@pytest.mark.parametrize("toml, message", [
    ('[rules.SL101]\nsmall_share = 0.5\n',
     "rules.SL101: unknown option 'small_share' (did you mean 'small-share'? allowed: small-share)"),
    ('[rules.SL032]\nmaxx = 3\n', "rules.SL032: unknown option 'maxx' (did you mean 'max'? allowed: max)"),
    ('[rules.SL103]\nmax = 3\n', "rules.SL103: unknown option 'max' (SL103 takes no options)"),
    ('[rules.SL999]\n', "rules: 'SL999' names no rule"),
    ('[rules.SL1]\n', "rules: 'SL1' is not a rule code (like SL103)"),
    ('severity = {SL999 = "error"}\n', "severity: 'SL999' names no rule"),
    ('select = ["SL999"]\n', "select: 'SL999' names no rule"),
    ('extend-select = ["SL9"]\n', "extend-select: 'SL9' names no rule"),
    ('ignore = ["SL0999"]\n', "ignore: 'SL0999' is not a rule code or prefix"),
    ('per-file-ignores = { "x/*.sql" = ["SL7"] }\n', "per-file-ignores.'x/*.sql': 'SL7' names no rule"),
    ('[rules.SL101]\nsmall-share = "lots"\n', "rules.SL101.small-share: expected a number from 0 to 1, got 'lots'"),
    ('[rules.SL101]\nsmall-share = 1.5\n', "rules.SL101.small-share: expected a number from 0 to 1, got 1.5"),
    ('[rules.SL032]\nmax = 2.5\n', "rules.SL032.max: expected an integer from 1 to 64, got 2.5"),
    ('[rules.SL029]\nall = "yes"\n', "rules.SL029.all: expected true or false, got 'yes'"),
    ('[rules.SL022]\nallow = "InnoDB"\n', "rules.SL022.allow: expected a list of strings, got 'InnoDB'"),
    ('[rules.SL203]\nmax-bytes = "lots"\n', "rules.SL203.max-bytes: expected a size like 64M of at least 1M, got 'lots'"),
    ('[rules.SL601]\nrows-per-second = 0\n', "rules.SL601.rows-per-second: expected a row count like 40M of at least 1"),
    ('[rules.SL034]\ntable = "("\n',
     "rules.SL034.table: '(' is not a regular expression schemalint can run in linear time: missing ): ("),
    ('[rules.SL023]\npatterns = ["price", "[a-"]\n', "rules.SL023.patterns: '[a-' is not a regular expression"),
    ('[rules.SL034]\nindex = "^(?!ix_)"\n',  # RE2 has no lookaround: said so, not accepted and then misread
     "rules.SL034.index: '^(?!ix_)' is not a regular expression schemalint can run in linear time: invalid perl "
     "operator: (?! (RE2 syntax: no lookaround or backreferences; https://github.com/google/re2/wiki/Syntax)"),
])
def test_a_wrong_rule_setting_is_an_error_naming_the_key_and_what_is_allowed(toml, message):
    with pytest.raises(ConfigError) as err:
        make_config(toml)
    assert message in str(err.value)


def test_valid_options_are_read_as_their_type():
    cfg = make_config('[rules.SL101]\nsmall-share = 0.25\n[rules.SL601]\ncopy-rate = "128M"\n'
                      'rows-per-second = "200k"\n[rules.SL032]\nmax = 12\n')
    assert cfg.option("SL101", "small-share", None) == 0.25
    assert cfg.option("SL601", "copy-rate", None) == 128 * 1024**2
    assert cfg.option("SL601", "rows-per-second", None) == 200_000
    assert cfg.option("SL032", "max", None) == 12


@pytest.mark.parametrize("args, message", [
    (["--select", "SL999"], "--select: 'SL999' names no rule"),
    (["--ignore", "SL103,SL9999"], "--ignore: 'SL9999' is not a rule code or prefix"),
])
def test_the_command_line_names_only_known_rules(tmp_path, args, message):
    (tmp_path / "t.sql").write_text("CREATE TABLE t (a INT);\n")
    code, out, err = run_cli("check", "t.sql", *args, cwd=tmp_path)
    assert code == 2 and message in err and len(err.strip().splitlines()) == 1, err


def test_a_wrong_option_in_a_config_file_exits_2_in_one_line(tmp_path):
    (tmp_path / "t.sql").write_text("CREATE TABLE t (a INT);\n")
    (tmp_path / ".schemalint.toml").write_text('[rules.SL101]\nsmall-share = "lots"\n')
    code, out, err = run_cli("check", "t.sql", cwd=tmp_path)
    assert code == 2 and "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    assert ".schemalint.toml: rules.SL101.small-share: expected a number from 0 to 1" in err
