"""One root cause, one finding (fold.fold) and one repetition, one finding (fold.group), and
what the reports make of them: the default text output of a schema with 43 SHA-1-keyed tables
is a screen, not 2,131 lines; --verbose, JSON, SARIF and the baseline keep every finding."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from schemalint.checks.fold import FOLDS, GROUP_MIN, fold, group, reason, ungroup
from schemalint.pipeline.lint import lint
from tests.helpers import FIXTURES, REPO_ROOT, each_rule, lint_result, lint_sql, make_config, run_cli
from tests.judged import default_findings

CONTENT_ADDRESSED = FIXTURES / "content_addressed.sql"
SHARED_CORPUS = REPO_ROOT.parent / "shared" / "corpus"
JUDGED = REPO_ROOT / "tests" / "data" / "judged"


def schema_files() -> list[Path]:
    """Every schema the tests have: the fixtures, the shared corpus and the judged corpus (when
    they are checked out)."""
    files = sorted(FIXTURES.glob("*.sql")) + sorted((FIXTURES / "corpus").glob("*.sql"))
    files += [FIXTURES / "mission" / "shop.sql"]
    for folder in (SHARED_CORPUS, JUDGED):
        if folder.is_dir():
            files += sorted(folder.glob("*.sql"))
    return files


def same_problem_twice(findings) -> list:
    """Pairs of findings FOLDS says are one problem, both still standing."""
    out = []
    for rule in FOLDS:
        owners = [f for f in findings if f.code == rule.owner and rule.subject(f) is not None]
        for f in findings:
            if f.code not in rule.folded:
                continue
            subject = rule.subject(f)
            if subject is None:
                continue
            for o in owners:
                if o is f:
                    continue
                if rule.covers:
                    same = o.path == f.path and rule.subject(o)[:2] == subject[:2] and subject[2] <= rule.subject(o)[2]
                else:
                    same = rule.subject(o) == subject
                if same and not (rule.lower_only and f.severity == o.severity):
                    out.append((o.code, f.code, subject))
    return out


@pytest.mark.parametrize("path", schema_files(), ids=lambda p: p.name)
def test_no_key_column_or_clause_carries_two_findings_of_one_problem(path):
    findings = list(default_findings((str(path),)))  # lint([path], the default configuration)
    assert same_problem_twice(findings) == []
    for f in findings:  # a folded finding is about the owner's subject, and keeps its own figures
        for g in f.also:
            assert g.table == f.table and g.evidence and not g.also
            assert f.evidence["also"][g.code] == g.evidence


# a random key that is also wide, copied into four secondary indexes of a table that grows per request
WIDE_RANDOM_KEY = ("CREATE TABLE oauth2_access (\n  id CHAR(64) CHARACTER SET ascii NOT NULL,\n  a INT, b INT, c INT, d INT,\n"
                   "  PRIMARY KEY (id),\n  KEY ka (a), KEY kb (b), KEY kc (c), KEY kd (d)\n);\n")


def test_a_random_primary_key_is_one_finding_owned_by_sl102():
    sql = WIDE_RANDOM_KEY
    [f] = [f for f in lint_sql(sql) if f.code in ("SL101", "SL102", "SL033")]
    assert f.code == "SL102" and [g.code for g in f.also] == ["SL101", "SL033"]
    assert f.message.count("Also: ") == 1 and "SL101 random-unique-key: " in f.message
    assert "SL033 wide-primary-key: " in f.message
    assert set(f.evidence["also"]) == {"SL101", "SL033"}
    assert f.evidence["also"]["SL033"]["secondary_indexes"] == 4


def test_without_sl102_sl101_owns_the_width_of_its_key():
    sql = WIDE_RANDOM_KEY
    [f] = [f for f in lint_sql(sql, 'ignore = ["SL102"]\n') if f.code in ("SL101", "SL033")]
    assert f.code == "SL101" and [g.code for g in f.also] == ["SL033"]


def test_a_suppressed_owner_leaves_the_other_rules_standing():
    sql = ("CREATE TABLE oauth2_access (\n  id CHAR(64) CHARACTER SET ascii NOT NULL,\n"
           "  PRIMARY KEY (id)  -- schemalint: ignore SL102 random on purpose\n);\n")
    found = [(f.code, f.span.line, f.also) for f in lint_sql(sql) if f.code in ("SL101", "SL102", "SL004")]
    assert found == [("SL101", 3, ())]


def test_a_zero_date_default_on_a_timestamp_is_one_finding():
    sql = ("SET sql_mode = '';\nCREATE TABLE t (\n  id INT NOT NULL PRIMARY KEY,\n"
           "  seen TIMESTAMP NOT NULL DEFAULT '0000-00-00 00:00:00'\n);\n")
    each = [(f.code, f.span.line) for f in each_rule(lint_sql(sql)) if f.code in ("SL024", "SL025")]
    shown = [(f.code, [g.code for g in f.also]) for f in lint_sql(sql) if f.code in ("SL024", "SL025")]
    # Both rules fire on line 4 (a fold test that skipped itself when SL024 stopped firing would
    # pass with nothing folded), and the report shows one finding carrying the other.
    assert each == [("SL024", 4), ("SL025", 4)]
    assert shown == [("SL024", ["SL025"])]


def test_sl025_on_more_columns_than_sl024_stands_on_its_own():
    from schemalint.findings import Finding
    from schemalint.model import Span

    s = Span("t.sql", 3, 3, 3, 9)
    zero = Finding("SL024", "zero-date-default", "warning", "a has a zero default.", s, table="t",
                   evidence={"column": "a"})
    y2038 = Finding("SL025", "timestamp-2038", "info", "a, b end in 2038.", Span("t.sql", 2, 1, 2, 9), table="t",
                    evidence={"columns": ["a", "b"]})
    assert fold([y2038, zero]) == [y2038, zero]  # folding it would hide b
    only_a = Finding("SL025", "timestamp-2038", "info", "a ends in 2038.", Span("t.sql", 2, 1, 2, 9), table="t",
                     evidence={"columns": ["a"]})
    [f] = fold([only_a, zero])
    assert f.code == "SL024" and f.also == (only_a,) and f.message == "a has a zero default. Also: SL025 timestamp-2038: a ends in 2038."


def test_folding_keeps_the_highest_severity():
    from schemalint.findings import Finding
    from schemalint.model import Span

    s = Span("t.sql", 1, 1, 1, 9)
    owner = Finding("SL102", "primary-key-insert-order", "warning", "m.", s, table="t", index="PRIMARY")
    worse = Finding("SL101", "random-unique-key", "error", "n.", s, table="t", index="PRIMARY")
    [f] = fold([owner, worse])
    assert f.severity == "error" and f.also == (worse,)


# -- the 43-table content-addressed schema -------------------------------------------------------

def test_the_content_addressed_fixture_is_43_sha1_keyed_tables():
    result = lint([str(CONTENT_ADDRESSED)], make_config())
    tables = list(result.model.tables())
    assert len(tables) == 43
    assert all(t.columns[0].name == "id" and t.columns[0].data_type in ("CHAR", "BINARY") for t in tables)
    raw = each_rule(result.findings)
    assert sum(f.code == "SL102" for f in raw) == 43 and sum(f.code == "SL101" for f in raw) == 43
    assert [f.code for f in result.findings].count("SL102") == 43 and "SL101" not in {f.code for f in result.findings}


def test_default_text_of_43_sha1_keyed_tables_is_under_60_lines():
    code, out, _ = run_cli("check", "--no-cache", str(CONTENT_ADDRESSED), env={"COLUMNS": "100"})
    lines = out.splitlines()
    assert code == 1 and len(lines) < 60, out
    heads = [i for i, line in enumerate(lines) if re.match(r"\S+:\d+:\d+: SL\d{3} \[", line)]
    # piped: one line a finding (never wrapped or cut, issue 27), then the summary
    assert heads == list(range(len(lines) - 1)) and "…" not in out.replace(", …", "")
    # (without row counts most SHA-1 keys are info: only names like `session` say a table grows per request)
    assert re.fullmatch(r"45 findings \(0 errors, \d+ warnings?, \d+ info\) in 1 file, 44 statements, 43 tables\.", lines[-1])
    grouped = [line for line in lines if "more tables" in line]
    assert grouped and sum(int(m) for m in re.findall(r"and (\d+) more tables", out)) + len(
        [i for i in heads if "SL102" in lines[i]]) == 43
    # predictable order: file, then line
    places = [(int(m.group(1)), int(m.group(2))) for m in (re.match(r"\S+:(\d+):(\d+):", lines[i]) for i in heads)]
    assert places == sorted(places)


def test_verbose_gives_every_finding_in_full():
    # (from the repository's root, the path as written: an absolute path as long as a clone's
    # in a deep folder wrapped a headline's severity onto the next line)
    _, out, _ = run_cli("check", "--no-cache", "--verbose", CONTENT_ADDRESSED.relative_to(REPO_ROOT).as_posix(),
                        cwd=REPO_ROOT, env={"COLUMNS": "100"})
    assert len(re.findall(r"^\S+:\d+:\d+: SL102 \[(warning|info)\] ", out, re.M)) == 43
    assert out.count("\n  also: SL101 random-unique-key [") == 43
    assert out.count("\n  evidence: ") == 45 and out.count("\n  fix: ") >= 43
    # the folded SL101's own fix under its also line: BINARY(20) for each of the 33 CHAR(40) hex keys
    # (in words since issue 28: the narrower key still takes random inserts)
    assert out.count("\n      fix: Move PRIMARY KEY onto a BINARY(20) copy") + out.count(
        "\n      fix: Move the PRIMARY KEY onto a BINARY(20) copy") == 33
    assert "more tables" not in out


def test_json_groups_and_lists_every_member_with_its_own_span_and_figures():
    import jsonschema

    _, out, _ = run_cli("check", "--no-cache", "--format", "json", str(CONTENT_ADDRESSED))
    doc = json.loads(out)
    schema = json.loads((REPO_ROOT / "schemalint" / "schemas" / "check.schema.json").read_text())
    jsonschema.validate(doc, schema)
    sl102 = [f for f in doc["findings"] if f["code"] == "SL102"]
    members = [m for f in sl102 for m in f["members"]]
    assert len(sl102) + len(members) == 43 and len(sl102) < 43
    assert doc["summary"]["warnings"] + doc["summary"]["infos"] == 45
    lines = sorted([f["line"] for f in sl102] + [m["line"] for m in members])
    assert len(set(lines)) == 43
    for m in members:
        assert m["code"] == "SL102" and m["table"] and m["evidence"]["rows_to_outgrow_pool"] > 0
        assert [a["code"] for a in m["also"]][:1] == ["SL101"]
    _, flat, _ = run_cli("check", "--no-cache", "--format", "json", "--no-group", str(CONTENT_ADDRESSED))
    flat = json.loads(flat)
    assert sum(f["code"] == "SL102" for f in flat["findings"]) == 43
    assert all(f["members"] == [] for f in flat["findings"])


def test_sarif_annotates_every_member_and_carries_the_folded_rules():
    _, out, _ = run_cli("check", "--no-cache", "--format", "sarif", str(CONTENT_ADDRESSED))
    results = json.loads(out)["runs"][0]["results"]
    assert sum(r["ruleId"] == "SL102" for r in results) == 43 and len(results) == 45
    also = [a["ruleId"] for r in results for a in r["properties"].get("also", ())]
    assert also.count("SL101") == 43


def test_no_group_and_the_config_key_print_each_finding(tmp_path):
    _, grouped, _ = run_cli("check", "--no-cache", str(CONTENT_ADDRESSED), env={"COLUMNS": "100"})
    _, each, _ = run_cli("check", "--no-cache", "--no-group", str(CONTENT_ADDRESSED), env={"COLUMNS": "100"})
    assert "more tables" in grouped and "more tables" not in each
    assert len(re.findall(r"^\S+:\d+:\d+: SL102 ", each, re.M)) == 43
    cfg = tmp_path / ".schemalint.toml"
    cfg.write_text("group = false\n")
    _, configured, _ = run_cli("check", "--no-cache", "--config", str(cfg), str(CONTENT_ADDRESSED),
                               env={"COLUMNS": "100"})
    assert configured == each
    _, md, _ = run_cli("check", "--no-cache", "--format", "markdown", str(CONTENT_ADDRESSED))
    _, md_each, _ = run_cli("check", "--no-cache", "--format", "markdown", "--no-group", str(CONTENT_ADDRESSED))
    assert "more tables for the same reason: `tree_entry`" in md and "for the same reason" not in md_each
    assert md.count("- **SL102**") < 10 and md_each.count("- **SL102**") == 43
    cfg.write_text('group = "no"\n')
    code, _, err = run_cli("check", "--no-cache", "--config", str(cfg), str(CONTENT_ADDRESSED))
    assert code == 2 and "group: expected true or false" in err


def test_a_suppression_silences_one_member_of_a_group(tmp_path):
    text = CONTENT_ADDRESSED.read_text()
    marked = text.replace("CREATE TABLE `tree` (", "-- schemalint: ignore SL102 trees are few\nCREATE TABLE `tree` (", 1)
    assert marked != text
    path = tmp_path / "ca.sql"
    path.write_text(marked)
    _, out, _ = run_cli("check", "--no-cache", "--format", "json", str(path))
    doc = json.loads(out)
    sl102 = [(f["table"], m) for f in doc["findings"] if f["code"] == "SL102" for m in [f, *f["members"]]]
    assert len(sl102) == 42 and "tree" not in {m["table"] for _, m in sl102}
    # SL101 on tree's key now stands alone (its owner was silenced)
    assert [(f["code"], f["table"]) for f in doc["findings"] if f["table"] == "tree"] == [("SL101", "tree")]


def test_the_baseline_keeps_every_member_and_every_folded_finding(tmp_path):
    base = tmp_path / "baseline.json"
    code, out, _ = run_cli("baseline", "write", "-o", str(base), str(CONTENT_ADDRESSED))
    assert code == 0 and out.startswith("schemalint: 88 findings recorded")  # 43 + 43 + 2
    rows = json.loads(base.read_text())
    entries = rows["findings"] if isinstance(rows, dict) else rows
    by_code = {}
    for row in entries:
        by_code[row["code"]] = by_code.get(row["code"], 0) + row.get("count", 1)
    assert by_code["SL102"] == 43 and by_code["SL101"] == 43 and "SL033" not in by_code
    code, out, _ = run_cli("check", "--no-cache", "--baseline", str(base), str(CONTENT_ADDRESSED))
    assert code == 0 and out.startswith("0 findings")


# -- what "the same reason" is ------------------------------------------------------------------

def test_hex_and_binary_digests_are_different_reasons():
    result = lint([str(CONTENT_ADDRESSED)], make_config())
    groups = group(result.findings)
    kinds = {(g.code, g.evidence["column_type"]) for g in groups if g.code == "SL102"}
    assert kinds == {("SL102", "CHAR(40)"), ("SL102", "BINARY(20)")}
    for g in groups:
        for m in g.members:
            assert reason(m) == reason(g) and m.span.path == g.span.path and m.table != g.table
    assert ungroup(groups) == result.findings


def test_a_table_that_outgrew_the_pool_does_not_hide_among_those_that_did_not():
    sql = "".join(f"CREATE TABLE t{i} (id CHAR(40) CHARACTER SET ascii NOT NULL PRIMARY KEY, v INT);\n"
                  for i in range(5))
    result = lint_result(sql, '[tables.t0]\nrows = "900M"\n[tables.t1]\nrows = 1000\n[tables.t2]\nrows = 1000\n'
                              '[tables.t3]\nrows = 1000\n[tables.t4]\nrows = 1000\n')
    groups = [g for g in group(result.findings) if g.code == "SL102"]
    assert sorted((g.table, len(g.members)) for g in groups) == [("t0", 0), ("t1", 3)]


def test_fewer_than_group_min_tables_are_not_grouped():
    sql = "".join(f"CREATE TABLE t{i} (id CHAR(40) CHARACTER SET ascii NOT NULL PRIMARY KEY);\n"
                  for i in range(GROUP_MIN - 1))
    findings = lint_sql(sql)
    assert group(findings) == findings


# -- headlines ------------------------------------------------------------------------------------

# The rules whose headline is written here (the others' are their own rule helpers' to write:
# until then the text report derives one from the message).
HEADLINE_RULES = {"SL010", "SL011", "SL012", "SL020", "SL022", "SL027", "SL029", "SL031", "SL032", "SL034",
                  "SL110", "SL111", "SL112", "SL201", "SL202", "SL203", "SL302", "SL401", "SL501",
                  "SL601", "SL602", "SL603", "SL604"}


def _catalogue_findings():
    from schemalint.catalogue import load_catalogue
    from schemalint.read.source import decode

    for code, doc in sorted(load_catalogue().items()):
        for ex in doc.bad:
            cfg = make_config(getattr(ex, "config", "") or "")
            src = decode(ex.sql.encode(), f"{code}-example.sql")
            yield code, lint([], cfg, sources=[src]).findings


def test_every_catalogue_example_prints_at_most_two_lines_a_finding_and_headlines_are_short():
    from schemalint.report.text import headline_lines

    seen = set()
    for code, findings in _catalogue_findings():
        for f in [g for f in findings for g in (f, *f.also)]:
            lines = headline_lines(f, 100)
            assert 1 <= len(lines) <= 2 and all(len(text) <= 100 for text, _ in lines), (code, lines)
            if f.code in HEADLINE_RULES and f.code in code:
                seen.add(f.code)
                assert f.headline, (f.code, f.message)
                assert "\n" not in f.headline and not re.match(r"\S+:\d+", f.headline)
                assert len(f.headline) <= 130, f.headline  # (a long table name may push past 90)
    assert {"SL010", "SL011", "SL012", "SL020", "SL022", "SL029", "SL031", "SL032"} <= seen


# -- units and fixes --------------------------------------------------------------------------------

def test_counts_never_use_b_for_billions_and_sizes_use_binary_units():
    from schemalint.checks.sizing import human_bytes, human_count
    from schemalint.estimate.units import count, size

    assert count(2.44e9) == "2.44 bn" and count(48.7e9) == "48.7 bn" and count(3e12) == "3 tn"
    assert human_count(2.5e9) == "2.5 bn" and human_count(40e6) == "40 M"
    assert human_bytes(128 * 2**20) == "128 MiB" and size(128 * 2**20) == "128 MiB"
    assert human_bytes(4.6 * 2**30) == "4.6 GiB" and human_bytes(512) == "512 B"
    code, out, _ = run_cli("estimate", str(FIXTURES / "seed_tables.sql"), "--rows", "tableb=500M", "--buffer-pool", "16G",
                           env={"COLUMNS": "100"})
    assert code == 0 and "2.44 bn (8)" in out
    assert not re.search(r"\d B \(\d+\)", out) and not re.search(r"\d (MB|GB|TB)\b", out)  # (was "2.44 B (8)")


def test_fixes_are_printed_as_written_and_markdown_fences_only_sql():
    from schemalint.findings import Finding
    from schemalint.model import Span
    from schemalint.report.markdown import fix_parts
    from schemalint.report.text import TextOptions, finding_lines, headline_lines

    long_sql = ("ALTER TABLE `t` MODIFY `note` VARCHAR(255) NOT NULL DEFAULT 'a default value long enough to "
                "need a line break somewhere in the middle of the string';")
    f = Finding("SL029", "display-width", "info", "m.", Span("t.sql", 1, 1, 1, 2), table="t", fix=long_sql)
    assert ("  fix: " + long_sql, "green") in finding_lines(f, 80)
    assert headline_lines(f, 80, show_fixes=True)[-1] == ("  fix: " + long_sql, "green")
    prose_then_sql = "Check the rows first, and clean them up in an earlier migration:\n  SELECT 1 FROM t WHERE a IS NULL;"
    assert fix_parts(prose_then_sql) == [("", "Check the rows first, and clean them up in an earlier migration:"),
                                         ("sql", "  SELECT 1 FROM t WHERE a IS NULL;")]
    assert fix_parts("Copy the table online instead: gh-ost or pt-online-schema-change.") == [
        ("", "Copy the table online instead: gh-ost or pt-online-schema-change.")]
    ddl = "ALTER TABLE `audit\nlog` ADD COLUMN `id` BIGINT;\n-- after a release:\nALTER TABLE t DROP INDEX i;"
    assert fix_parts(ddl) == [("sql", ddl)]  # a name broken across lines stays in the statement


def test_markdown_puts_no_prose_in_a_sql_fence(tmp_path):
    mig = tmp_path / "m"
    mig.mkdir()
    (mig / "V1__t.sql").write_text("CREATE TABLE t (id INT NOT NULL PRIMARY KEY, a INT NULL);\n")
    (mig / "V2__t.sql").write_text("ALTER TABLE t MODIFY a INT NOT NULL;\n")
    cfg = tmp_path / ".schemalint.toml"
    cfg.write_text('[tables.t]\nrows = "40M"\n')
    _, out, _ = run_cli("check", "--no-cache", "--config", str(cfg), "--format", "markdown", str(mig))
    fences = re.findall(r"```sql\n(.*?)```", out, re.S)
    assert "SL604" in out and fences
    for body in fences:
        for line in body.splitlines():
            assert not re.match(r"\s*(Check|Copy|Run|Remove|Use|With)\b", line), line


def test_figures_of_each_table_do_not_split_a_group():
    sql = "".join(f"CREATE TABLE s{i} (id BIGINT AUTO_INCREMENT PRIMARY KEY, token CHAR(64) NOT NULL, "
                  f"UNIQUE KEY uk_token (token));\n" for i in range(4))
    rows = "".join(f"[tables.s{i}]\nrows = {n}\n" for i, n in enumerate((300_000, 400_000, 500_000, 600_000)))
    findings = [f for f in lint_result(sql, rows).findings if f.code == "SL101"]
    assert len(findings) == 4 and len({f.evidence.get("index_size") for f in findings}) == 4
    assert len({f.severity for f in findings}) == 1
    # s2 is the one the pool left to it no longer holds (the others' hot sets come first): its own finding
    assert [f.evidence["fits_pool"] for f in findings] == [True, True, False, True]
    g, alone = group(findings)
    assert (g.table, [m.table for m in g.members], alone.table, alone.members) == ("s0", ["s1", "s3"], "s2", ())
    assert [m.evidence["rows"] for m in g.members] == [400_000, 600_000]  # each keeps its own figures
