"""config.py: values, validation, where the file is found, and what the command line overrides."""

from __future__ import annotations

import tomllib

import pytest

from schemalint.cli.inputs import prepare_config
from schemalint.config import (
    DEFAULT_BUFFER_POOL, DEFAULT_PAGE_SIZE, Config, ConfigError, apply_cli_overrides, config_from_dict,
    find_config_file, load_config, parse_bytes, parse_count,
)
from schemalint.config import is_enabled
from tests.helpers import lint_sql, make_config

NO_PK = "CREATE TABLE logs (\n  msg VARCHAR(100) NOT NULL\n);\n"
UNIQUE_ONLY = "CREATE TABLE c (\n  iso CHAR(2) NOT NULL,\n  UNIQUE KEY uk (iso)\n);\n"


# -- counts and sizes ------------------------------------------------------------------------
@pytest.mark.parametrize("value, expected", [
    ("40M", 40_000_000), ("40m", 40_000_000), ("2.5e9", 2_500_000_000), ("1_000", 1000), ("1,000", 1000),
    ("100k", 100_000), ("100K", 100_000), ("3M", 3_000_000), ("1.5k", 1500), ("2bn", 2_000_000_000),
    ("16bn", 16_000_000_000), ("1tn", 10**12), (" 7 ", 7), ("0", 0), (0, 0), (1000, 1000), (2.5e9, 2_500_000_000),
    (1_000_000, 1_000_000),
])
def test_parse_count(value, expected):
    assert parse_count(value) == expected


@pytest.mark.parametrize("value", ["abc", "", "-5", -5, True, None, "1.2.3", "inf", float("nan"), float("inf"),
                                   "10 rows", [1], "M"])
def test_parse_count_rejects(value):
    with pytest.raises(ConfigError) as err:
        parse_count(value, "tables.orders.rows")
    assert str(err.value).startswith("tables.orders.rows: ")


@pytest.mark.parametrize("value, expected", [
    ("16G", 16 * 1024**3), ("16K", 16384), ("16k", 16384), ("128M", 128 * 1024**2), ("16KiB", 16384),
    ("16KiB", 16384), ("1.5G", 1536 * 1024**2), (16384, 16384), ("1T", 1024**4), ("16 K", 16384), ("4096", 4096),
    ("1_024", 1024),
])
def test_parse_bytes(value, expected):
    assert parse_bytes(value) == expected


@pytest.mark.parametrize("value", ["0", 0, "-1", -1, "big", "16X", True, None, "16GB/s", "", "G", [16]])
def test_parse_bytes_rejects(value):
    with pytest.raises(ConfigError) as err:
        parse_bytes(value, "server.buffer-pool")
    assert str(err.value).startswith("server.buffer-pool: ")


# -- validation ------------------------------------------------------------------------------
def load(text: str) -> Config:
    return config_from_dict(tomllib.loads(text), ".schemalint.toml")


@pytest.mark.parametrize("text, message", [
    ("bogus = 1", ".schemalint.toml: unknown key 'bogus' (allowed: "),
    ("bogus = 1\nworse = 2", "unknown keys 'bogus', 'worse'"),
    ('[server]\nbufer-pool = "1G"', ".schemalint.toml: server: unknown key 'bufer-pool'"),
    ('[tables.orders]\nrowz = "1M"', ".schemalint.toml: tables.orders: unknown key 'rowz'"),
    ('[server]\nbuffer-pool = "lots"', "server.buffer-pool: cannot read 'lots' as a size"),
    ('[server]\npage-size = "12K"', "server.page-size: innodb_page_size must be 4K, 8K, 16K, 32K or 64K"),
    ("[server]\nversion = 8", "server.version: expected a version"),
    ('[tables.orders]\nrows = "many"', "tables.orders.rows: cannot read 'many'"),
    ('[tables.orders]\ngrowth-per-day = -1', "tables.orders.growth-per-day: must be a non-negative number"),
    ('[tables.x]\ninsert-order = { i = "sorted" }', "tables.x.insert-order.i: expected sequential or random"),
    ("[tables.x]\navg-lengths = { c = -1 }", "tables.x.avg-lengths.c: expected a non-negative number"),
    ('[tables.x]\navg-lengths = { c = "long" }', "tables.x.avg-lengths.c: expected a non-negative number"),
    ('[tables.x]\nrandom-columns = "token"', "tables.x.random-columns: expected a list of column names"),
    ("tables = 3", "tables: expected [tables.NAME] sections"),
    ("[tables]\norders = 3", "tables.orders: expected a table of hints"),
    ('select = ["XX1"]', "select: 'XX1' is not a rule code or prefix"),
    ('ignore = ["SL1x"]', "ignore: 'SL1x' is not a rule code or prefix"),
    ("select = [1]", "select: expected a list of rule codes"),
    ('severity = { SL103 = "fatal" }', "severity.SL103: expected one of error, warning, info"),
    ('severity = { E501 = "info" }', "severity: 'E501' is not a rule code"),
    ('severity = "info"', "severity: expected a table"),
    ('fail-on = "never"', "fail-on: expected one of error, warning, info"),
    ('per-file-ignores = { "a/*" = "XX" }', "per-file-ignores.'a/*': 'XX' is not a rule code"),
    ("[rules]\nSL203 = 1", "rules.SL203: expected a table of options"),
    ('[rules.X1]\nmax = 1', "rules: 'X1' is not a rule code"),
])
def test_bad_values_name_the_file_and_key(text, message):
    with pytest.raises(ConfigError) as err:
        load(text)
    assert message in str(err.value)


def test_defaults():
    cfg = load("")
    assert (cfg.select, cfg.ignore, cfg.extend_select, cfg.severity, cfg.per_file_ignores, cfg.fail_on) == (
        [], [], [], {}, {}, "warning")
    assert (cfg.server.page_size, cfg.server.buffer_pool_bytes, cfg.server.source) == (
        DEFAULT_PAGE_SIZE, DEFAULT_BUFFER_POOL, "default")
    assert cfg.server.version_number == 80040


def test_server_section():
    cfg = load('[server]\nbuffer-pool = "16G"\npage-size = "8K"\nversion = "10.11.6-MariaDB"\n'
               'table-definition-cache = "400"\nopen-files-limit = 1_000_000\n')
    s = cfg.server
    assert (s.buffer_pool_bytes, s.page_size, s.version_number, s.table_definition_cache, s.open_files_limit) == (
        16 * 1024**3, 8192, 101106, 400, 1_000_000)
    assert (s.buffer_pool_source, s.page_size_source, s.source) == ("config", "config", "config")


HINTS = """
[server]
buffer-pool = "16G"
page-size = "16K"
[tables.row_test]            # bare name, or "shop.row_test"
rows = "3M"
growth-per-day = "100k"
avg-lengths = { person_name = 100 }
insert-order = { query_by_insert_time = "random" }
random-columns = ["token"]
[tables."shop.Orders"]
rows = "40M"
[tables.orders]
rows = 5
"""


def test_the_hint_format_from_the_issue():
    cfg = load(HINTS)
    assert (cfg.server.buffer_pool_bytes, cfg.server.page_size) == (16 * 1024**3, 16384)
    h = cfg.hints_for("row_test")
    assert (h.rows, h.rows_source, h.growth_per_day) == (3_000_000, "config", 100_000)
    assert h.avg_lengths == {"person_name": 100.0}
    assert h.insert_order == {"query_by_insert_time": "random"}
    assert h.random_columns == ["token"]


def test_hints_lookup_qualified_beats_bare_and_is_case_insensitive():
    cfg = load(HINTS)
    assert cfg.hints_for("any_schema.row_test").rows == 3_000_000  # a bare name matches in every schema
    assert cfg.hints_for("shop.orders").rows == 40_000_000
    assert cfg.hints_for("SHOP.ORDERS").rows == 40_000_000
    assert cfg.hints_for("other.orders").rows == 5
    assert cfg.hints_for("orders").rows == 5
    assert cfg.hints_for("unknown").rows is None and cfg.hints_for("unknown").rows_source == "default"


def test_rule_options_are_kept_per_code():
    cfg = load('[rules.SL203]\nmax-bytes = "250G"\n[rules.sl202]\ndepth = 5\n')
    assert cfg.option("SL203", "max-bytes", None) == 250 * 1024**3  # validated and read as bytes
    assert cfg.option("SL202", "depth", 4) == 5 and cfg.option("SL202", "near", 0.5) == 0.5


# -- where the file comes from ---------------------------------------------------------------
def test_schemalint_toml_is_found_walking_up(tmp_path):
    (tmp_path / ".schemalint.toml").write_text('fail-on = "error"\n')
    deep = tmp_path / "a" / "b"
    deep.mkdir(parents=True)
    assert find_config_file(deep) == tmp_path / ".schemalint.toml"
    assert load_config(find_config_file(deep)).fail_on == "error"


def test_pyproject_needs_a_tool_schemalint_table(tmp_path):
    (tmp_path / "pyproject.toml").write_text('[tool.schemalint]\nselect = ["SL1"]\n')
    sub = tmp_path / "pkg"
    sub.mkdir()
    (sub / "pyproject.toml").write_text('[project]\nname = "x"\n[tool.ruff]\nline-length = 100\n')
    assert find_config_file(sub) == tmp_path / "pyproject.toml"
    assert load_config(tmp_path / "pyproject.toml").select == ["SL1"]


def test_nearest_file_wins_and_schemalint_toml_beats_pyproject_in_the_same_directory(tmp_path):
    (tmp_path / ".schemalint.toml").write_text('fail-on = "info"\n')
    sub = tmp_path / "sub"
    sub.mkdir()
    (sub / "pyproject.toml").write_text('[tool.schemalint]\nfail-on = "error"\n')
    assert find_config_file(sub) == sub / "pyproject.toml"
    (sub / ".schemalint.toml").write_text('fail-on = "warning"\n')
    assert find_config_file(sub) == sub / ".schemalint.toml"


@pytest.mark.parametrize("text", [
    '[tool.schemalint]\nfail-on = "error"\n',
    '[ "tool" . \'schemalint\' ]\nfail-on = "error"\n',
    '[tool.schemalint.tables.t]\nrows = 5\n',
    '[[tool.schemalint.x]]\n',
    'tool.schemalint.fail-on = "error"\n',
    'tool . "schemalint" = {}\n',
    '[tool]\nschemalint = {}\n',
    '[ tool ]\n"schemalint".fail-on = "error"\n',
    '"tool" = { schemalint = { fail-on = "error" } }\n',
    'tool={schemalint={}}\n',
    '[tool]\n"\\u0073chemalint" = {}\n',
    '[project]\nname = "schemalint"\n',
    '[project]\ndependencies = ["schemalint>=0.1"]\n[project.scripts]\nschemalint = "x:y"\n',
    '[tool.hatch]\nschemalint = 1\n[tool.ruff.per-file-ignores]\n"tool.py" = ["schemalint"]\n',
    '[tool.ruff]\nline-length = 100\n',
])
def test_pyproject_is_found_exactly_when_it_has_a_tool_schemalint_table(tmp_path, text):
    import tomllib

    (tmp_path / "pyproject.toml").write_text(text)
    ours = "schemalint" in tomllib.loads(text).get("tool", {})
    found = find_config_file(tmp_path)
    assert (found == tmp_path / "pyproject.toml") == ours


def test_no_config_file(tmp_path):
    assert find_config_file(tmp_path) is None or not str(find_config_file(tmp_path)).startswith(str(tmp_path))
    assert load_config(None) == Config()


def test_pyproject_keys_are_validated_and_named(tmp_path):
    path = tmp_path / "pyproject.toml"
    path.write_text('[tool.schemalint]\nselct = ["SL1"]\n')
    with pytest.raises(ConfigError) as err:
        load_config(path)
    assert str(err.value).startswith(f"{path}: unknown key 'selct'")


def test_invalid_toml_and_missing_file(tmp_path):
    path = tmp_path / ".schemalint.toml"
    path.write_text("select = [")
    with pytest.raises(ConfigError, match="invalid TOML"):
        load_config(path)
    with pytest.raises(ConfigError, match="config file not found"):
        load_config(tmp_path / "nope.toml")


def test_broken_pyproject_with_a_schemalint_table_is_an_error_not_ignored(tmp_path):
    (tmp_path / "pyproject.toml").write_text('[tool.schemalint]\nselect = ["SL1"\n')
    found = find_config_file(tmp_path)
    assert found == tmp_path / "pyproject.toml"
    with pytest.raises(ConfigError, match="invalid TOML"):
        load_config(found)


def test_config_option_overrides_the_search(tmp_path, monkeypatch):
    (tmp_path / ".schemalint.toml").write_text('fail-on = "info"\n')
    other = tmp_path / "ci.toml"
    other.write_text('fail-on = "error"\n')
    monkeypatch.chdir(tmp_path)
    assert prepare_config(None, [], None, None).fail_on == "info"
    assert prepare_config(other, [], None, None).fail_on == "error"


# -- the command line wins ---------------------------------------------------------------------
def test_cli_wins_over_the_file(tmp_path, monkeypatch):
    (tmp_path / ".schemalint.toml").write_text(HINTS)
    monkeypatch.chdir(tmp_path)
    cfg = prepare_config(None, ["row_test=40M", "Shop.New=7"], "1G", "8K", "info", ["SL1"], ["SL103"])
    h = cfg.hints_for("row_test")
    assert (h.rows, h.rows_source, h.growth_per_day, h.random_columns) == (40_000_000, "cli", 100_000, ["token"])
    assert cfg.hints_for("shop.new").rows == 7
    assert (cfg.server.buffer_pool_bytes, cfg.server.buffer_pool_source) == (1024**3, "cli")
    assert (cfg.server.page_size, cfg.server.page_size_source, cfg.server.source) == (8192, "cli", "cli")
    assert (cfg.fail_on, cfg.select, cfg.ignore) == ("info", ["SL1"], ["SL103"])


def test_cli_overrides_do_not_change_the_loaded_config():
    cfg = load(HINTS)
    apply_cli_overrides(cfg, rows=["row_test=1"], buffer_pool="1G")
    assert cfg.hints_for("row_test").rows == 3_000_000 and cfg.server.buffer_pool_bytes == 16 * 1024**3


@pytest.mark.parametrize("kwargs, message", [
    ({"rows": ["orders"]}, "--rows 'orders': expected TABLE=N"),
    ({"rows": ["orders=x"]}, "--rows orders: cannot read 'x'"),
    ({"buffer_pool": "0"}, "--buffer-pool: must be a positive size"),
    ({"page_size": "3K"}, "--page-size: innodb_page_size must be"),
    ({"fail_on": "all"}, "--fail-on: expected one of"),
    ({"select": ["SL1,bad"]}, "--select: 'bad' is not a rule code"),
])
def test_bad_cli_values(kwargs, message):
    with pytest.raises(ConfigError) as err:
        apply_cli_overrides(Config(), **kwargs)
    assert message in str(err.value)


def test_cli_select_and_ignore_accept_commas_and_repeats():
    cfg = apply_cli_overrides(load('ignore = ["SL2"]'), select=["SL1,SL3", "sl401"], ignore=["SL301"])
    assert cfg.select == ["SL1", "SL3", "SL401"] and cfg.ignore == ["SL2", "SL301"]


# -- select / ignore / severity ----------------------------------------------------------------
@pytest.mark.parametrize("text, enabled", [
    ("", {"SL001": True, "SL103": True}),
    ('select = ["SL1"]', {"SL001": False, "SL103": True, "SL101": True}),
    ('select = ["SL103"]', {"SL103": True, "SL101": False}),
    ('ignore = ["SL1"]', {"SL103": False, "SL001": True}),
    ('select = ["SL1"]\nignore = ["SL103"]', {"SL103": False, "SL101": True}),
    ('select = ["SL0"]\nextend-select = ["SL103"]', {"SL103": True, "SL001": True, "SL101": False}),
    ('extend-select = ["SL1"]', {"SL103": True, "SL001": True}),
])
def test_select_ignore_extend_select(text, enabled):
    cfg = load(text)
    assert {code: is_enabled(code, cfg) for code in enabled} == enabled


def test_severity_override_changes_findings():
    assert [(f.code, f.severity) for f in lint_sql(NO_PK, 'select = ["SL103"]')] == [("SL103", "warning")]
    assert [(f.code, f.severity) for f in lint_sql(NO_PK, 'select = ["SL103"]\nseverity = { SL103 = "error" }')] == [
        ("SL103", "error")]
    assert [(f.code, f.severity) for f in lint_sql(UNIQUE_ONLY, 'select = ["SL103"]\nseverity = { SL1 = "error" }')] == [
        ("SL103", "error")]


def test_most_specific_severity_prefix_wins():
    for text in ('severity = { SL1 = "info", SL103 = "error" }', 'severity = { SL103 = "error", SL1 = "info" }'):
        assert [(f.code, f.severity) for f in lint_sql(NO_PK, 'select = ["SL103"]\n' + text)] == [("SL103", "error")]


@pytest.mark.parametrize("glob, path, ignored", [
    ("legacy/*.sql", "legacy/old.sql", True),
    ("legacy/*.sql", "current/new.sql", False),
    ("*.sql", "legacy/old.sql", True),
    ("old.sql", "legacy/old.sql", True),  # a bare file name matches in any directory
    ("**/legacy/*.sql", "legacy/old.sql", True),  # ** matches no directory too
    ("**/legacy/*.sql", "db/legacy/old.sql", True),
    ("legacy/*.sql", "db/legacy/old.sql", False),
])
def test_per_file_ignores_globs(glob, path, ignored, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    config = f'select = ["SL103"]\nper-file-ignores = {{ "{glob}" = ["SL103"] }}'
    assert [f.code for f in lint_sql(NO_PK, config, path=path)] == ([] if ignored else ["SL103"])


def test_per_file_ignores_only_the_listed_codes(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    sql = NO_PK + "ALTER TABLE nope ADD COLUMN x INT;\n"
    findings = lint_sql(sql, 'per-file-ignores = { "legacy/*" = ["SL002"] }', path="legacy/x.sql")
    assert [(f.code, f.span.line) for f in findings if f.code in ("SL002", "SL103")] == [("SL103", 1)]


def test_make_config_helper_rejects_bad_settings():
    with pytest.raises(ConfigError, match="unknown key 'nope'"):
        make_config("nope = 1")
    assert make_config('fail-on = "info"').fail_on == "info"
