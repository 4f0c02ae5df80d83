"""`schemalint server` driven as a real LSP client would, over stdio (pytest-lsp).

One server process serves the module's tests (starting one takes 0.8 s of CPU, most of it
importing lsprotocol); each test opens its documents in a folder of its own below the
workspace, with its own `.schemalint.toml` (found as for any document: walking up from it), and
checks what comes back: diagnostics at exact ranges, the hover's numbers against
`schemalint estimate --format json`, code actions whose edits are then applied.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

try:
    import pytest_asyncio
except ImportError as exc:  # the `test` extra brings pytest-asyncio, pytest-lsp (and pygls)
    if os.environ.get("CI") == "true":
        raise
    pytest.skip(f"pytest-asyncio is not installed: {exc}", allow_module_level=True)
_MISSING = [name for name in ("lsprotocol", "pytest_lsp") if importlib.util.find_spec(name) is None]
if _MISSING:
    if os.environ.get("CI") == "true":
        raise ImportError(f"not installed: {', '.join(_MISSING)}")
    pytest.skip(f"pytest-lsp is not installed: {', '.join(_MISSING)}", allow_module_level=True)
# lsprotocol's types and pytest-lsp are imported by the `server` fixture, when a test of this
# module runs, not when it is collected: 0.55 s of CPU in every pytest-xdist worker otherwise.
lsp = LanguageClient = None

pytestmark = pytest.mark.asyncio(loop_scope="module")

SESSIONS = """\
CREATE TABLE sessions (
  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  token CHAR(36) NOT NULL,
  created_at DATETIME NOT NULL,
  UNIQUE KEY uk_token (token)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
"""
TIME_ORDERED = SESSIONS.replace("token CHAR(36) NOT NULL", "token BINARY(16) NOT NULL COMMENT 'UUIDv7, time-ordered'")


def _server_log_in_reports(pytest_lsp_plugin) -> object:
    """pytest-lsp's report hooks (the server's log in a failed test's report). Its plugin is not
    loaded by entry point (pyproject's addopts: `-p no:pytest-lsp`): importing it imports
    lsprotocol's types, 0.8 s of CPU in every pytest process, here only where this module runs."""

    class ServerLogInReports:
        pytest_runtest_call = staticmethod(pytest_lsp_plugin.pytest_runtest_call)
        pytest_runtest_makereport = staticmethod(pytest_lsp_plugin.pytest_runtest_makereport)

    return ServerLogInReports()


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def server(request, tmp_path_factory):
    global lsp, LanguageClient
    from lsprotocol import types as lsp
    from pytest_lsp import ClientServerConfig, LanguageClient
    from pytest_lsp import plugin as pytest_lsp_plugin

    plugins = request.config.pluginmanager
    if not (plugins.has_plugin("pytest-lsp") or plugins.has_plugin("pytest-lsp-reports")):
        plugins.register(_server_log_in_reports(pytest_lsp_plugin), "pytest-lsp-reports")
    lsp_client = await ClientServerConfig(server_command=[sys.executable, "-m", "schemalint", "server"]).start()
    workspace = tmp_path_factory.mktemp("workspace")
    try:
        await lsp_client.initialize_session(lsp.InitializeParams(
            capabilities=lsp.ClientCapabilities(),
            root_uri=workspace.as_uri(),
            workspace_folders=[lsp.WorkspaceFolder(uri=workspace.as_uri(), name="ws")],
            initialization_options={"debounceMs": 0, "helpBase": "https://example.org/rules/"},
        ))
        lsp_client.module_workspace = workspace
        yield lsp_client
        await lsp_client.shutdown_session()
    finally:
        await lsp_client.stop()


@pytest.fixture
def client(server: LanguageClient, request) -> LanguageClient:
    """The module's server, and this test's own folder of the workspace (`workspace_root`)."""
    folder = server.module_workspace / re.sub(r"\W", "_", request.node.name)
    folder.mkdir()
    (folder / ".schemalint.toml").write_text('[tables.sessions]\nrows = "500k"\n')
    server.workspace_root = folder
    return server


async def open_document(client: LanguageClient, name: str, text: str) -> str:
    path = client.workspace_root / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    uri = path.as_uri()
    client.text_document_did_open(lsp.DidOpenTextDocumentParams(
        lsp.TextDocumentItem(uri=uri, language_id="sql", version=1, text=text)))
    while True:  # (the server is the module's: a late notification may be about another test's document)
        params = await client.wait_for_notification(lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        if params.uri == uri:
            return uri


async def change_document(client: LanguageClient, uri: str, text: str, version: int) -> None:
    client.text_document_did_change(lsp.DidChangeTextDocumentParams(
        text_document=lsp.VersionedTextDocumentIdentifier(uri=uri, version=version),
        content_changes=[lsp.TextDocumentContentChangeWholeDocument(text=text)]))
    while True:
        params = await client.wait_for_notification(lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        if params.uri == uri and params.version == version:
            return


def codes(client: LanguageClient, uri: str) -> list[tuple[str, int, int, int, int]]:
    return sorted((d.code, d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character)
                  for d in client.diagnostics[uri])


def apply(text: str, edits: list) -> str:
    lines = text.splitlines(keepends=True)
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line))

    def offset(pos):
        return offsets[pos.line] + pos.character if pos.line < len(lines) else len(text)

    for e in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[:offset(e.range.start)] + e.new_text + text[offset(e.range.end):]
    return text


async def test_random_unique_key_is_a_diagnostic_at_its_range_and_goes_away_when_time_ordered(client):
    uri = await open_document(client, "schema.sql", SESSIONS)
    assert codes(client, uri) == [("SL101", 4, 2, 4, 21)]  # `UNIQUE KEY uk_token (token)`, line 5
    diagnostic = client.diagnostics[uri][0]
    assert diagnostic.severity == lsp.DiagnosticSeverity.Warning
    assert diagnostic.source == "schemalint"
    assert "uk_token" in diagnostic.message
    assert diagnostic.code_description.href.startswith("https://example.org/rules/")

    await change_document(client, uri, TIME_ORDERED, 2)
    assert codes(client, uri) == []


async def test_hover_shows_the_numbers_of_estimate_json(client):
    uri = await open_document(client, "schema.sql", SESSIONS)
    hover = await client.text_document_hover_async(lsp.HoverParams(
        text_document=lsp.TextDocumentIdentifier(uri=uri), position=lsp.Position(line=4, character=15)))  # uk_token
    text = hover.contents.value
    estimate = json.loads(subprocess.run(
        [sys.executable, "-m", "schemalint", "estimate", "schema.sql", "--format", "json"],
        cwd=client.workspace_root, capture_output=True, text=True, check=True).stdout)
    table = estimate["tables"][0]
    index = next(ix for ix in table["indexes"] if ix["name"] == "uk_token")
    assert table["rows"] == 500_000
    assert "**sessions** · 500,000 rows (config)" in text
    assert f"record: {index['record_bytes']:g} B" in text
    assert f"depth {index['depth']:,}" in text
    assert f"({index['size_bytes']:,} bytes)" in text
    assert f"hot set: " in text and f"({index['hot_bytes']:,} bytes)" in text
    from schemalint.estimate.units import count

    assert f"depth {index['depth'] + 1} at {count(index['rows_at_next_depth'])} rows" in text  # `estimate`'s words
    assert "fan-out" not in text and f"fanout {index['fanout']:,.0f}" in text
    assert "PRIMARY" not in text  # the index under the cursor only

    table_hover = await client.text_document_hover_async(lsp.HoverParams(
        text_document=lsp.TextDocumentIdentifier(uri=uri), position=lsp.Position(line=0, character=15)))
    assert "**PRIMARY KEY** (id)" in table_hover.contents.value and "PRIMARY KEY PRIMARY" not in table_hover.contents.value
    assert f"({table['size_bytes']:,} bytes) on disk" in table_hover.contents.value

    nothing = await client.text_document_hover_async(lsp.HoverParams(
        text_document=lsp.TextDocumentIdentifier(uri=uri), position=lsp.Position(line=3, character=20)))  # DATETIME
    assert nothing is None


async def test_suppression_action_inserts_a_comment_that_silences_the_finding(client):
    uri = await open_document(client, "schema.sql", SESSIONS)
    actions = await client.text_document_code_action_async(lsp.CodeActionParams(
        text_document=lsp.TextDocumentIdentifier(uri=uri),
        range=lsp.Range(lsp.Position(4, 5), lsp.Position(4, 5)),
        context=lsp.CodeActionContext(diagnostics=list(client.diagnostics[uri]))))
    titles = [a.title for a in actions]
    assert titles == ["Suppress SL101 on this statement", "Insert the fix for SL101 after this statement",
                      "Copy the fix for SL101"]
    edits = actions[0].edit.changes[uri]
    suppressed = apply(SESSIONS, edits)
    assert suppressed.splitlines()[0] == "-- schemalint: ignore SL101 reason: …"
    await change_document(client, uri, suppressed, 2)
    assert codes(client, uri) == []

    copy = actions[2]
    assert isinstance(copy, lsp.Command) and copy.command == "schemalint.copyFix"
    fix = copy.arguments[0]
    assert fix.startswith("Move uk_token onto a ")  # (words since issue 28: the key stays random)
    assert await client.workspace_execute_command_async(lsp.ExecuteCommandParams(
        command=copy.command, arguments=[fix])) == fix
    assert client.messages[-1].message == fix


async def test_quick_fix_edits_the_definition(client):
    text = SESSIONS.replace("created_at DATETIME NOT NULL", "name VARCHAR(20) CHARACTER SET utf8 NOT NULL")
    uri = await open_document(client, "schema.sql", text)
    assert ("SL021", 3, 2, 3, 6) in codes(client, uri)
    actions = await client.text_document_code_action_async(lsp.CodeActionParams(
        text_document=lsp.TextDocumentIdentifier(uri=uri), range=lsp.Range(lsp.Position(3, 3), lsp.Position(3, 3)),
        context=lsp.CodeActionContext(diagnostics=[])))
    quick = [a for a in actions if a.is_preferred]
    assert quick and quick[0].title.startswith("Use utf8mb4 here")
    fixed = apply(text, quick[0].edit.changes[uri])
    assert "name VARCHAR(20) CHARACTER SET utf8mb4 NOT NULL" in fixed
    await change_document(client, uri, fixed, 2)
    assert [c for c in codes(client, uri) if c[0] == "SL021"] == []


async def test_broken_statement_is_sl001_and_the_server_keeps_going(client):
    broken = SESSIONS + "\nCREATE TABLE z (a INT NOT NULL DEFAULT, b INT);\n"
    uri = await open_document(client, "schema.sql", broken)
    found = [c[:2] for c in codes(client, uri)]
    assert ("SL001", 7) in found and ("SL101", 4) in found  # (the half-read table z also gets its rules)
    hover = await client.text_document_hover_async(lsp.HoverParams(
        text_document=lsp.TextDocumentIdentifier(uri=uri), position=lsp.Position(line=4, character=15)))
    assert "uk_token" in hover.contents.value


async def test_a_migration_is_linted_against_its_folder(client):
    folder = client.workspace_root / "db" / "migrations"
    folder.mkdir(parents=True)
    (folder / "V1__init.sql").write_text(SESSIONS)
    change = "ALTER TABLE sessions ADD COLUMN note VARCHAR(20) CHARACTER SET utf8 NULL;\n"
    uri = await open_document(client, "db/migrations/V2__note.sql", change)
    # V1's random key is not this file's; the column V2 adds is, and V2 alters V1's table (with no
    # SET lock_wait_timeout before: SL608)
    assert {c[:2] for c in codes(client, uri)} == {("SL021", 0), ("SL608", 0)}
    await change_document(client, uri, "ALTER TABLE sesions ADD COLUMN note INT NULL;\n", 2)
    assert [c[:2] for c in codes(client, uri)] == [("SL002", 0)]  # no such table in the folder's model


async def test_the_workspace_configuration_applies(client):
    (client.workspace_root / ".schemalint.toml").write_text('ignore = ["SL101"]\n')
    uri = await open_document(client, "schema.sql", SESSIONS)
    assert codes(client, uri) == []


async def test_the_workspace_baseline_applies(client):
    root = client.workspace_root
    (root / "schema.sql").write_text(SESSIONS)
    subprocess.run([sys.executable, "-m", "schemalint", "baseline", "write", "schema.sql"], cwd=root, check=True,
                   capture_output=True)
    assert (root / ".schemalint-baseline.json").is_file()
    uri = await open_document(client, "schema.sql", SESSIONS)
    assert codes(client, uri) == []  # recorded in the baseline
    await change_document(client, uri, SESSIONS + "CREATE TABLE t2 (a INT);\n", 2)
    assert [c[:2] for c in codes(client, uri)] == [("SL103", 6)]  # new: not in the baseline
