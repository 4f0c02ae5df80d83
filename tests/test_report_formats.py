"""The CI formats: SARIF (validated against the OASIS schema), GitHub workflow commands,
GitLab Code Quality and the Markdown review comment (golden files).

The fixture `fixtures/review/` has findings of every severity (SL001 error, SL103 warning,
SL103 info, SL004 info) and text that needs escaping: `%`, `:`, `,` in a table name and in a
file name, a newline inside a quoted identifier, Markdown/HTML specials and an @-mention.

Golden files live in tests/golden/; after an intended change regenerate them with

    SCHEMALINT_UPDATE_GOLDEN=1 python -m pytest tests/test_report_formats.py

and review the diff.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from urllib.parse import unquote, urlsplit

import jsonschema
import pytest

from schemalint.catalogue import load_catalogue
from schemalint.config import config_from_dict
from schemalint.findings import Finding
from schemalint.pipeline.lint import LintResult, lint
from schemalint.model import Span
from schemalint.report import github, gitlab, markdown, sarif
from schemalint.report.markdown import MarkdownOptions, TableChange, TableFigures
from schemalint.review import figures_of, table_changes
from schemalint.read.source import decode
from tests.helpers import in_ci, run_cli

REPO = Path(__file__).resolve().parents[1]
GOLDEN = REPO / "tests" / "golden"
SCHEMA = REPO / "tests" / "data" / "sarif-schema-2.1.0.json"
FIXTURE = "fixtures/review"
SELECT = ["--select", "SL001,SL004,SL103"]  # the goldens do not move when other rules are added


def check_golden(name: str, actual: str) -> None:
    path = GOLDEN / name
    if os.environ.get("SCHEMALINT_UPDATE_GOLDEN"):
        if in_ci():  # CI compares; a golden file rewritten there would make every output pass
            pytest.fail("SCHEMALINT_UPDATE_GOLDEN is set under CI=true: golden files are compared in CI, never rewritten")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(actual, encoding="utf-8", newline="\n")
        return
    assert path.exists(), f"{path.name} missing: run with SCHEMALINT_UPDATE_GOLDEN=1 to create it"
    expected = path.read_text(encoding="utf-8")
    assert actual == expected, f"{name} differs from the golden file (SCHEMALINT_UPDATE_GOLDEN=1 regenerates it)"


def review_config(**extra):
    return config_from_dict({"select": ["SL001", "SL004", "SL103"], **extra}, "test config")


@pytest.fixture
def result(monkeypatch) -> LintResult:
    monkeypatch.chdir(REPO)
    return lint([FIXTURE], review_config())


def test_the_fixture_has_every_severity_and_text_that_needs_escaping(result):
    severities = {f.severity for f in result.findings}
    assert severities == {"error", "warning", "info"}
    assert {f.code for f in result.findings} == {"SL001", "SL103", "SL004"}
    text = "".join(f.message + (f.path or "") for f in result.findings)
    for ch in ("%", ":", ",", "\n", "<", "|", "@"):
        assert ch in text, f"no {ch!r} in the fixture's findings"


# --- GitHub workflow commands -----------------------------------------------------------------

def unescape(value: str) -> str:
    return (value.replace("%0D", "\r").replace("%0A", "\n").replace("%3A", ":").replace("%2C", ",")
            .replace("%25", "%"))


def parse_command(line: str) -> tuple[str, dict[str, str], str]:
    """The runner's parser, in short: `::name k=v,k=v::data` (values contain no raw , or :)."""
    m = re.fullmatch(r"::(\w+) ([^:]*)::(.*)", line)
    assert m, line
    props = dict(p.split("=", 1) for p in m.group(2).split(","))
    return m.group(1), {k: unescape(v) for k, v in props.items()}, unescape(m.group(3))


def test_github_golden(result):
    check_golden("review.github.txt", github.render(result, REPO))


def test_github_annotations_round_trip_through_the_runners_escaping(result):
    lines = github.render(result, REPO).splitlines()
    assert len(lines) == len(result.findings)
    for line, f in zip(lines, result.findings):
        assert "\n" not in line and "\r" not in line
        command, props, message = parse_command(line)
        assert command == {"error": "error", "warning": "warning", "info": "notice"}[f.severity]
        assert props["file"] == sarif.repo_path(f.path, REPO)
        assert props["line"] == str(f.span.line) and props["col"] == str(f.span.column)
        assert props["endLine"] == str(f.span.end_line)
        assert props["title"] == f"{f.code} {f.slug}"
        assert message.startswith(f.message)
    files = {parse_command(line)[1]["file"] for line in lines}
    assert "fixtures/review/V2__rates,50%.sql" in files
    assert "file=fixtures/review/V2__rates%2C50%25.sql," in "\n".join(lines)


def test_github_escaping_rules():
    assert github.escape_data("50% done\r\nnext: a,b") == "50%25 done%0D%0Anext: a,b"
    assert github.escape_property("a:b,c%d\n") == "a%3Ab%2Cc%25d%0A"
    f = Finding("SL103", "missing-primary-key", "warning", "one\ntwo", Span("x,y:z.sql", 3, 2, 3, 9))
    line = github.annotation(f)
    assert line == "::warning file=x%2Cy%3Az.sql,line=3,endLine=3,col=2,endColumn=9,title=SL103 missing-primary-key::one%0Atwo"


def test_github_cli_matches_golden():
    code, out, err = run_cli("check", "--format", "github", *SELECT, FIXTURE, cwd=REPO)
    assert code == 1, err
    assert out == (GOLDEN / "review.github.txt").read_text(encoding="utf-8")


# --- GitLab Code Quality ----------------------------------------------------------------------

def test_gitlab_golden(result):
    check_golden("review.gitlab.json", gitlab.render(result, REPO))


def test_gitlab_report_shape(result):
    issues = json.loads(gitlab.render(result, REPO))
    assert len(issues) == len(result.findings)
    assert len({i["fingerprint"] for i in issues}) == len(issues)
    for issue, f in zip(issues, result.findings):
        assert issue["check_name"] == f.code
        assert issue["severity"] == {"error": "critical", "warning": "major", "info": "info"}[f.severity]
        assert issue["location"]["path"] == sarif.repo_path(f.path, REPO)
        assert issue["location"]["lines"]["begin"] == f.span.line
        assert f.message in issue["description"]


def test_gitlab_cli_matches_golden():
    code, out, err = run_cli("check", "--format", "gitlab", *SELECT, FIXTURE, cwd=REPO)
    assert code == 1, err
    assert out == (GOLDEN / "review.gitlab.json").read_text(encoding="utf-8")


# --- SARIF ------------------------------------------------------------------------------------

def validator():
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    return jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())


def test_sarif_validates_against_the_official_schema(result):
    log = sarif.sarif_log(result, REPO, "https://example.org/schemalint/blob/v0.1.0/rules/")
    validator().validate(log)
    # jsonschema checks "format": "uri" only with an optional package: check it here
    for rule in log["runs"][0]["tool"]["driver"]["rules"]:
        if "helpUri" in rule:
            parts = urlsplit(rule["helpUri"])
            assert parts.scheme in ("http", "https") and parts.netloc, rule["helpUri"]


def test_sarif_rules_come_from_the_catalogue(result):
    log = sarif.sarif_log(result, REPO, "https://example.org/s/blob/v1/rules")
    rules = log["runs"][0]["tool"]["driver"]["rules"]
    catalogue = load_catalogue()
    assert [r["id"] for r in rules] == sorted(catalogue)
    sl103 = next(r for r in rules if r["id"] == "SL103")
    doc = catalogue["SL103"]
    assert sl103["name"] == "missing-primary-key"
    assert sl103["shortDescription"]["text"] == doc.summary
    assert sl103["fullDescription"]["text"] == doc.why
    assert sl103["defaultConfiguration"]["level"] == "warning"
    assert sl103["helpUri"] == "https://example.org/s/blob/v1/rules/SL103-missing-primary-key.toml"
    assert "SL103-missing-primary-key.toml" in sl103["help"]["markdown"]
    assert next(r for r in rules if r["id"] == "SL004")["defaultConfiguration"]["level"] == "note"


def test_sarif_without_a_help_base_leaves_helpuri_out(result, monkeypatch):
    monkeypatch.delenv("SCHEMALINT_HELP_BASE", raising=False)
    log = sarif.sarif_log(result, REPO, None)
    assert all("helpUri" not in r for r in log["runs"][0]["tool"]["driver"]["rules"])
    validator().validate(log)


def test_sarif_results_are_located_relative_to_the_repository(result):
    log = sarif.sarif_log(result, REPO)
    run = log["runs"][0]
    assert run["originalUriBaseIds"]["%SRCROOT%"]["uri"].startswith("file://")
    levels = []
    for res, f in zip(run["results"], result.findings):
        loc = res["locations"][0]["physicalLocation"]
        assert loc["artifactLocation"]["uriBaseId"] == "%SRCROOT%"
        assert unquote(loc["artifactLocation"]["uri"]) == sarif.repo_path(f.path, REPO)
        assert not loc["artifactLocation"]["uri"].startswith("/")
        assert loc["region"]["startLine"] == f.span.line
        assert run["tool"]["driver"]["rules"][res["ruleIndex"]]["id"] == res["ruleId"] == f.code
        levels.append(res["level"])
    assert set(levels) == {"error", "warning", "note"}
    assert "V2__rates%2C50%25.sql" in json.dumps(run["results"])


def _fingerprints(sql: str) -> dict[tuple, tuple[str, int]]:
    res = lint([], review_config(), sources=[decode(sql.encode("utf-8"), "db/V1__shop.sql")])
    log = sarif.sarif_log(res, None)
    return {(r["ruleId"], r["properties"].get("table")): (r["partialFingerprints"]["schemalintIdentity/v1"],
                                                         r["locations"][0]["physicalLocation"]["region"]["startLine"])
            for r in log["runs"][0]["results"]}


def test_sarif_fingerprints_survive_moved_lines():
    sql = (REPO / FIXTURE / "V1__shop.sql").read_text(encoding="utf-8")
    before = _fingerprints(sql)
    after = _fingerprints("-- three new lines\n\n\n" + sql)
    assert before.keys() == after.keys()
    for key in before:
        assert before[key][0] == after[key][0], key
        assert after[key][1] == before[key][1] + 3
    assert len({v[0] for v in before.values()}) == len(before)


def test_sarif_cli_validates(tmp_path):
    code, out, err = run_cli("check", "--format", "sarif", *SELECT, "--help-base",
                             "https://example.org/schemalint/blob/v0.1.0/rules/", FIXTURE, cwd=REPO)
    assert code == 1, err
    validator().validate(json.loads(out))


def test_unknown_format_is_a_usage_error():
    code, out, err = run_cli("check", "--format", "xml", FIXTURE, cwd=REPO)
    assert code == 2
    assert "sarif" in err and "markdown" in err


# --- Markdown ---------------------------------------------------------------------------------

OPTS = MarkdownOptions(
    fail_on="warning", root=REPO, link_base="https://github.com/acme/shop/blob/0123456789abcdef/",
    help_base="https://github.com/acme/schemalint/blob/v0.1.0/rules/", base_label="fedcba987654")

CHANGES = [
    TableChange("shop.orders", "changed",
                TableFigures(rows=40_000_000, size_bytes=4_500_000_000, depth=3, hot_bytes=900_000_000, fit="fits"),
                TableFigures(rows=40_000_000, size_bytes=6_100_000_000, depth=4, hot_bytes=6_100_000_000,
                             fit="does not fit")),
    TableChange("shop.rates: 50%, <b>*promo*</b> | @dba", "added",
                after=TableFigures(rows=1_000, size_bytes=49_152, depth=1, hot_bytes=49_152, fit="fits")),
    TableChange("shop.legacy", "dropped",
                before=TableFigures(rows=5_000_000, size_bytes=300_000_000, depth=3, hot_bytes=1_000_000, fit="fits")),
    TableChange("shop.country", "unchanged",
                TableFigures(rows=250, size_bytes=16_384, depth=1, hot_bytes=16_384, fit="fits"),
                TableFigures(rows=250, size_bytes=16_384, depth=1, hot_bytes=16_384, fit="fits")),
    TableChange("shop.audit\nlog", "added", after=TableFigures()),
]


def test_markdown_golden_with_table_changes(result):
    check_golden("review.md", markdown.render(result, CHANGES, OPTS))


def test_markdown_golden_without_a_base(result):
    opts = MarkdownOptions(fail_on="error", root=REPO)
    changes = [TableChange("shop.country", "current", after=TableFigures(
        rows=40_000_000, size_bytes=3_663_937_536, depth=3, hot_bytes=3_663_937_536, fit="does not fit"))]
    check_golden("review-no-base.md", markdown.render(result, changes, opts))


def test_markdown_structure(result):
    body = markdown.render(result, CHANGES, OPTS)
    assert body.startswith(markdown.MARKER + "\n## schemalint: :x: fails")
    assert body.index("Errors (1)") < body.index("Warnings (3)") < body.index("Info (2)")
    assert "[`fixtures/review/V1__shop.sql:8`](https://github.com/acme/shop/blob/0123456789abcdef/fixtures/review/V1__shop.sql#L8)" in body
    assert "fixtures/review/V2__rates%2C50%25.sql#L4-L9" in body
    assert "[**SL103**](https://github.com/acme/schemalint/blob/v0.1.0/rules/SL103-missing-primary-key.toml)" in body
    prose = outside_code(body)
    assert "<b>" not in prose and "@dba" not in prose  # raw HTML and mentions only inside code
    assert "&lt;b&gt;\\*promo\\*&lt;/b&gt; \\| &#64;dba" in prose
    assert "| size | 4.2 GiB | 5.7 GiB |" in body
    assert "| depth | 3 | 4 |" in body
    assert "<summary><code>shop.orders</code> — changed:" in body
    assert "compared with `fedcba987654`" in body


def outside_code(body: str) -> str:
    """The body without fenced blocks, code spans and <code> elements."""
    body = re.sub(r"^ *```.*?^ *```", "", body, flags=re.S | re.M)
    body = re.sub(r"<code>.*?</code>", "", body, flags=re.S)
    return re.sub(r"(`+).+?\1", "", body)


def test_markdown_verdicts():
    def res(*severities):
        findings = [Finding("SL103", "missing-primary-key", s, "m", Span("a.sql", 1, 1, 1, 2)) for s in severities]
        return _fake_result(findings)

    assert "passes" in markdown.render(res("info"), (), MarkdownOptions(fail_on="warning")).splitlines()[1]
    assert "fails" in markdown.render(res("info"), (), MarkdownOptions(fail_on="info")).splitlines()[1]
    assert "no findings" in markdown.render(res(), (), MarkdownOptions()).splitlines()[1]


def _fake_result(findings):
    from schemalint.pipeline.lint import LoadedInput
    from schemalint.model import Model

    return LintResult(findings, LoadedInput(model=Model(), files=1, statements=len(findings)))


def test_markdown_summarises_to_stay_under_the_comment_limit():
    long = "x" * 400 + " % : , \n <b>"
    findings = [Finding("SL103", "missing-primary-key", ("error", "warning", "info")[i % 3], f"{i} {long}",
                        Span(f"db/V{i}__t.sql", i + 1, 1, i + 5, 2), table=f"s.t{i}",
                        evidence={"a": i, "b": "y" * 50}, fix="ALTER TABLE t ADD PRIMARY KEY (id);")
                for i in range(3000)]
    changes = [TableChange(f"s.t{i}", "changed", TableFigures(rows=i, size_bytes=i), TableFigures(rows=i + 1, size_bytes=i))
               for i in range(3000)]
    body = markdown.render(_fake_result(findings), changes, OPTS)
    assert markdown.comment_length(body) <= markdown.GITHUB_COMMENT_LIMIT
    assert body.startswith(markdown.MARKER)
    assert "summarised to fit one comment" in body
    assert "more" in body
    assert body.count("<details") == body.count("</details>")


def test_markdown_cli_prints_the_comment_body():
    code, out, err = run_cli("check", "--format", "markdown", *SELECT, FIXTURE, cwd=REPO,
                             env={"GITHUB_REPOSITORY": "", "CI_PROJECT_URL": ""})
    assert code == 1, err
    assert out.startswith(markdown.MARKER)
    assert "`fixtures/review/V1__shop.sql:8`" in out


# --- figures from the estimator -------------------------------------------------------------

def test_table_figures_come_from_the_estimates(monkeypatch):
    monkeypatch.chdir(REPO)
    cfg = review_config(tables={"country": {"rows": "40M"}})
    res = lint([FIXTURE], cfg)
    if res.estimates is None:
        pytest.skip("the estimator is not available")
    changes = table_changes(res.estimates, None, res.findings)
    country = next(c for c in changes if c.table == "shop.country")
    est = res.estimates.table("shop.country")
    assert country.status == "current"
    assert country.after == figures_of(est)
    assert country.after.rows == 40_000_000 and country.after.size_bytes == est.size_bytes
    assert country.after.depth == est.clustered.depth
    # tables without a row count have no figures and are left out
    assert all(c.after is not None and not c.after.empty for c in changes)


def test_sarif_paths_outside_the_repository_become_file_uris(tmp_path):
    outside = tmp_path / "x y.sql"
    outside.write_text("CREATE TABLE t (a INT NOT NULL);\n", encoding="utf-8")
    res = lint([str(outside)], review_config())
    log = sarif.sarif_log(res, REPO)
    validator().validate(log)
    artifact = log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]
    assert artifact == {"uri": outside.as_uri()}


def test_markdown_says_when_tables_have_no_row_count():
    code, out, err = run_cli("check", "--format", "markdown", "--select", "SL103", FIXTURE, cwd=REPO,
                             env={"GITHUB_REPOSITORY": "", "CI_PROJECT_URL": ""})
    assert "tables have no row count, so no sizes" in out.splitlines()[-1]
