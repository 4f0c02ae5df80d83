"""The rules site (mkdocs.yml, docs/hooks.py): `mkdocs build --strict` succeeds, every rule of
the catalogue has its page, and every help link schemalint prints with `--help-base` set to the
site's address — SARIF `helpUri`, the Markdown report's code links, `explain --url` — names a
page (and anchor) the built site has. A help base that names the rule files (`…/blob/<ref>/rules/`)
keeps linking the files. Without mkdocs the build test skips, except with CI=true.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import subprocess
import sys
import types
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

from schemalint.catalogue import load_catalogue
from schemalint.report.sarif import help_uri

from tests.helpers import FIXTURES, REPO_ROOT, make_config, run_cli

SITE = "https://example.org/schemalint/"
CATALOGUE = load_catalogue()


def hooks():
    spec = importlib.util.spec_from_file_location("schemalint_docs_hooks", REPO_ROOT / "docs" / "hooks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    if importlib.util.find_spec("mkdocs") is None or importlib.util.find_spec("material") is None:
        message = "the rules site needs the docs extra (mkdocs, mkdocs-material)"
        if os.environ.get("CI") == "true":
            pytest.fail(message)  # CI must not silently skip the site build
        pytest.skip(message)
    out = tmp_path_factory.mktemp("site")
    proc = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-f", str(REPO_ROOT / "mkdocs.yml"),
                           "-d", str(out)], capture_output=True, text=True, cwd=REPO_ROOT, timeout=300,
                          env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
    assert proc.returncode == 0, proc.stderr
    return out


def resolve(site: Path, url: str) -> Path:
    """The built file `url` names (under SITE), checking its #anchor when it has one."""
    assert url.startswith(SITE), url
    parts = urlsplit(url[len(SITE):])
    path = site / unquote(parts.path)
    if not parts.path or parts.path.endswith("/"):
        path = path / "index.html"
    assert path.is_file(), f"{url}: no page {path.relative_to(site)}"
    if parts.fragment:
        assert f'id="{parts.fragment}"' in path.read_text(encoding="utf-8"), f"{url}: no anchor"
    return path


def test_every_rule_has_a_page_with_its_sections(site):
    for code, doc in CATALOGUE.items():
        page = resolve(site, help_uri(doc, SITE)).read_text(encoding="utf-8")
        assert re.search(rf"<h1 id=\"[^\"]+\">{code} {doc.slug}<", page), code
        for section in ("why", "examples", "options", "peer-equivalents"):
            assert f'id="{section}"' in page, (code, section)
        if doc.fix:
            assert 'id="fix"' in page, code
        assert page.count("<pre>") >= len(doc.bad) + len(doc.good), code  # every example, highlighted


def test_the_index_has_the_readme_table_with_a_link_per_rule(site):
    index = (site / "index.html").read_text(encoding="utf-8")
    for code, doc in CATALOGUE.items():
        assert f'<a href="rules/{code}-{doc.slug}/">{code}</a>' in index, code
    rows = hooks().readme_rows()
    assert set(rows) == set(CATALOGUE)
    # the README's "what" text, not the catalogue summary
    assert "the rows at which inserts read 0.1 and 0.5 pages each" in index


def test_catalogue_prose_is_text_not_html(site):
    page = (site / "rules" / "SL021-charset" / "index.html").read_text(encoding="utf-8")
    assert "pair &lt;table&gt;_&lt;column&gt; and same-named key columns" in page


def test_sarif_markdown_and_explain_links_resolve_on_the_built_site(site, tmp_path):
    code, out, err = run_cli("check", "--format", "sarif", "--no-cache", "--help-base", SITE,
                             str(FIXTURES / "seed_tables.sql"), cwd=tmp_path)
    assert code in (0, 1), err
    rules = json.loads(out)["runs"][0]["tool"]["driver"]["rules"]
    assert len(rules) == len(CATALOGUE)
    for rule in rules:
        assert resolve(site, rule["helpUri"]).parent.name == f"{rule['id']}-{rule['name']}"
    rows = tmp_path / "rows.toml"
    rows.write_text('[tables.tablea]\nrows = "400M"\ngrowth-per-day = "2M"\n[tables.tableb]\nrows = "50M"\n',
                    encoding="utf-8")
    code, out, err = run_cli("check", "--format", "markdown", "--no-cache", "--help-base", SITE, "--config",
                             str(rows), str(FIXTURES / "seed_tables.sql"), cwd=tmp_path)
    links = re.findall(r"\[\*\*(SL\d{3})\*\*\]\(([^)]+)\)", out)
    assert {c for c, _ in links} >= {"SL026", "SL201", "SL202", "SL203"}, out
    for code_, url in links:
        assert resolve(site, url).parent.name.startswith(code_ + "-")
    rc, url, err = run_cli("explain", "SL101", "--url", "--help-base", SITE, cwd=tmp_path)
    assert (rc, err) == (0, "") and resolve(site, url.strip()).parent.name == "SL101-random-unique-key"
    from typer.testing import CliRunner

    from schemalint.cli.app import build_app

    runner, app = CliRunner(), build_app()
    for code_, doc in CATALOGUE.items():  # every rule, in-process (the same command)
        got = runner.invoke(app, ["explain", code_, "--url", "--help-base", SITE])
        assert got.exit_code == 0, got.output
        assert resolve(site, got.output.strip()) == site / "rules" / f"{code_}-{doc.slug}" / "index.html"


def test_help_base_from_the_config_file(tmp_path):
    (tmp_path / ".schemalint.toml").write_text(f'help-base = "{SITE}"\n', encoding="utf-8")
    rc, out, err = run_cli("explain", "SL103", "--url", cwd=tmp_path, env={"SCHEMALINT_HELP_BASE": ""})
    assert (rc, out, err) == (0, f"{SITE}rules/SL103-missing-primary-key/\n", "")
    rc, out, err = run_cli("check", "--format", "sarif", "--no-cache", "--select", "SL103",
                           str(FIXTURES / "seed_tables.sql"), cwd=tmp_path)
    sl103 = next(r for r in json.loads(out)["runs"][0]["tool"]["driver"]["rules"] if r["id"] == "SL103")
    assert sl103["helpUri"] == f"{SITE}rules/SL103-missing-primary-key/"
    assert make_config(f'help-base = "{SITE}"').help_base == SITE


def test_a_help_base_naming_the_rule_files_still_links_the_files():
    doc = CATALOGUE["SL101"]
    assert help_uri(doc, "https://github.com/acme/schemalint/blob/v0.1.0/rules/") == \
        "https://github.com/acme/schemalint/blob/v0.1.0/rules/SL101-random-unique-key.toml"
    assert help_uri(doc, "https://files.example.org/schemalint/rules") == \
        "https://files.example.org/schemalint/rules/SL101-random-unique-key.toml"
    assert help_uri(doc, "https://example.org/docs") == "https://example.org/docs/rules/SL101-random-unique-key/"
    assert help_uri(doc, None) is None


def test_explain_url_without_a_base_is_a_usage_error(tmp_path):
    rc, out, err = run_cli("explain", "SL101", "--url", cwd=tmp_path, env={"SCHEMALINT_HELP_BASE": ""})
    assert rc == 2 and out == ""
    assert err.startswith("schemalint: error: --url needs the rules site's address")


def test_options_tables_render_type_default_range_and_choices():
    option_doc = types.SimpleNamespace(
        code="SL999", slug="made-up", severity="warning", default=True, summary="s", why="w", fix="",
        bad=(), good=(), peers="", references=(),
        options={"max": {"type": "int", "default": 10, "min": 1, "max": 64, "help": "most indexes"},
                 "mode": {"type": "str", "default": "strict", "choices": ["strict", "loose"], "help": "how"},
                 "allow": {"type": "list[str]", "default": ["InnoDB", "a|b"], "help": "engines"},
                 "all": {"type": "bool", "default": False, "help": "every float"},
                 "max-bytes": {"type": "size", "default": 250_000_000_000, "help": "shard size"},
                 "old": "an option described the older way (default: 3)"})
    page = hooks().page_markdown(option_doc)
    assert "| `max` | int | `10` | ≥ `1`; ≤ `64` | most indexes |" in page
    assert '| `mode` | str | `"strict"` | one of `"strict"`, `"loose"` | how |' in page
    assert '| `allow` | list[str] | `["InnoDB", "a\\|b"]` |  | engines |' in page
    assert "| `all` | bool | `false` |  | every float |" in page
    assert "| `max-bytes` | size | `250_000_000_000` |  | shard size |" in page
    assert "| `old` |  |  |  | an option described the older way (default: 3) |" in page
    assert "Set in the config under `[rules.SL999]`:" in page
