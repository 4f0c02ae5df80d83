"""`schemalint server`: a Language Server Protocol server on stdio, built on pygls (the `lsp`
extra). The protocol glue only: what to lint, hover and edit comes from editor.py.

- Diagnostics on open, on change (debounced: the last edit wins) and on save: code, severity,
  range, the finding's headline, and `codeDescription.href` to the rule's page when a help base
  is configured (`helpBase` in initializationOptions, else SCHEMALINT_HELP_BASE).
- Hover on a table or index name in CREATE TABLE / ALTER TABLE / CREATE INDEX: its estimate.
- Code actions on a diagnostic: suppress it on its statement, insert its fix after the
  statement, copy the fix (a command that shows it), and a quick fix where the fix is a local
  edit (SL021 utf8mb3 → utf8mb4, SL029 display width).

Linting runs in one worker thread, so the server keeps answering while a big file is linted;
an edit that arrives meanwhile schedules one more run, and stale results are dropped.
"""

from __future__ import annotations

import asyncio
import os
import sys
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Optional

from lsprotocol import types as lsp
from pygls.lsp.server import LanguageServer
from pygls.uris import to_fs_path

from .. import __version__, catalogue
from .editor import (
    LintedDocument, MemoryCache, fix_after_statement_edit, hover_markdown, hover_subject, lint_document,
    local_quick_fix, suppression_edit, table_estimate,
)
from ..findings import Finding

DEBOUNCE_SECONDS = 0.075  # after the last keystroke; `debounceMs` in initializationOptions
SOURCE = "schemalint"
COPY_FIX = "schemalint.copyFix"
SEVERITY = {"error": lsp.DiagnosticSeverity.Error, "warning": lsp.DiagnosticSeverity.Warning,
            "info": lsp.DiagnosticSeverity.Information}


class SchemalintServer(LanguageServer):
    def __init__(self) -> None:
        super().__init__("schemalint", __version__, text_document_sync_kind=lsp.TextDocumentSyncKind.Full)
        self.cache = MemoryCache()
        self.worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="schemalint-lint")
        self.debounce = DEBOUNCE_SECONDS
        self.help_base: Optional[str] = os.environ.get("SCHEMALINT_HELP_BASE")
        self.root: Optional[str] = None
        self.linted: dict[str, LintedDocument] = {}  # uri → last lint of the text now open
        self.pending: dict[str, asyncio.Task] = {}
        self.versions: dict[str, int] = {}


server = SchemalintServer()


def _path(uri: str) -> str:
    return to_fs_path(uri) or uri


@server.feature(lsp.INITIALIZE)
def initialize(ls: SchemalintServer, params: lsp.InitializeParams) -> None:
    options = params.initialization_options or {}
    if isinstance(options, dict):
        if options.get("helpBase"):
            ls.help_base = str(options["helpBase"])
        if isinstance(options.get("debounceMs"), (int, float)) and options["debounceMs"] >= 0:
            ls.debounce = options["debounceMs"] / 1000
    folder = (params.workspace_folders or [None])[0]
    root_uri = folder.uri if folder is not None else params.root_uri
    ls.root = _path(root_uri) if root_uri else None


# -- diagnostics -----------------------------------------------------------------------------
def _help_href(code: str, help_base: Optional[str]) -> Optional[str]:
    if not help_base:
        return None
    from ..report.sarif import help_uri

    doc = catalogue.get(code)
    return help_uri(doc, help_base) if doc is not None else None


def to_range(f: Finding) -> lsp.Range:
    s = f.span
    if s is None:
        return lsp.Range(lsp.Position(0, 0), lsp.Position(0, 0))
    start = lsp.Position(max(s.line - 1, 0), max(s.column - 1, 0))
    end_line = s.end_line if s.end_line is not None else s.line
    end_column = s.end_column if s.end_column is not None else s.column
    end = lsp.Position(max(end_line - 1, 0), max(end_column - 1, 0))
    return lsp.Range(start, end if (end.line, end.character) >= (start.line, start.character) else start)


def to_diagnostic(f: Finding, help_base: Optional[str]) -> lsp.Diagnostic:
    href = _help_href(f.code, help_base)
    message = f.headline or f.message
    if f.members:
        message += f" (and {len(f.members):,} more)"
    return lsp.Diagnostic(
        range=to_range(f), message=message, severity=SEVERITY.get(f.severity, lsp.DiagnosticSeverity.Warning),
        code=f.code, source=SOURCE, code_description=lsp.CodeDescription(href=href) if href else None,
    )


def _lint_now(ls: SchemalintServer, uri: str, text: str) -> tuple[Optional[LintedDocument], Optional[str]]:
    """(the lint, None) or (None, the one-line error a user must fix, e.g. in the config)."""
    from ..config import ConfigError
    from ..read.source import InputError

    try:
        return lint_document(_path(uri), text, ls.cache, ls.root), None
    except (ConfigError, InputError) as exc:
        return None, str(exc)


async def lint_and_publish(ls: SchemalintServer, uri: str, delay: float = 0.0) -> None:
    if delay:
        await asyncio.sleep(delay)
    document = ls.workspace.get_text_document(uri)
    version, text = document.version, document.source
    linted, error = await asyncio.get_running_loop().run_in_executor(ls.worker, _lint_now, ls, uri, text)
    if ls.workspace.get_text_document(uri).version != version:
        return  # an edit arrived meanwhile: its own run publishes
    if error is not None:
        ls.window_show_message(lsp.ShowMessageParams(lsp.MessageType.Error, f"schemalint: {error}"))
        return
    ls.linted[uri] = linted
    ls.text_document_publish_diagnostics(lsp.PublishDiagnosticsParams(
        uri=uri, version=version, diagnostics=[to_diagnostic(f, ls.help_base) for f in linted.findings]))


def schedule(ls: SchemalintServer, uri: str, delay: float) -> None:
    previous = ls.pending.pop(uri, None)
    if previous is not None and not previous.done():
        previous.cancel()
    ls.pending[uri] = asyncio.ensure_future(lint_and_publish(ls, uri, delay))


@server.feature(lsp.TEXT_DOCUMENT_DID_OPEN)
def did_open(ls: SchemalintServer, params: lsp.DidOpenTextDocumentParams) -> None:
    schedule(ls, params.text_document.uri, 0.0)


@server.feature(lsp.TEXT_DOCUMENT_DID_CHANGE)
def did_change(ls: SchemalintServer, params: lsp.DidChangeTextDocumentParams) -> None:
    schedule(ls, params.text_document.uri, ls.debounce)


@server.feature(lsp.TEXT_DOCUMENT_DID_SAVE)
def did_save(ls: SchemalintServer, params: lsp.DidSaveTextDocumentParams) -> None:
    schedule(ls, params.text_document.uri, 0.0)


@server.feature(lsp.TEXT_DOCUMENT_DID_CLOSE)
def did_close(ls: SchemalintServer, params: lsp.DidCloseTextDocumentParams) -> None:
    uri = params.text_document.uri
    task = ls.pending.pop(uri, None)
    if task is not None:
        task.cancel()
    ls.linted.pop(uri, None)
    ls.text_document_publish_diagnostics(lsp.PublishDiagnosticsParams(uri=uri, diagnostics=[]))


async def current(ls: SchemalintServer, uri: str) -> Optional[LintedDocument]:
    """The lint of the text open now (waits for a scheduled run)."""
    task = ls.pending.get(uri)
    if task is not None and not task.done():
        try:
            await task
        except asyncio.CancelledError:
            pass
    linted = ls.linted.get(uri)
    if linted is None or linted.text != ls.workspace.get_text_document(uri).source:
        await lint_and_publish(ls, uri)
        linted = ls.linted.get(uri)
    return linted


# -- hover -----------------------------------------------------------------------------------
@server.feature(lsp.TEXT_DOCUMENT_HOVER)
async def hover(ls: SchemalintServer, params: lsp.HoverParams) -> Optional[lsp.Hover]:
    linted = await current(ls, params.text_document.uri)
    if linted is None:
        return None
    subject = hover_subject(linted, params.position.line, params.position.character)
    if subject is None:
        return None
    estimate = table_estimate(linted, subject.table)
    if estimate is None:
        return None
    return lsp.Hover(contents=lsp.MarkupContent(kind=lsp.MarkupKind.Markdown,
                                                value=hover_markdown(subject, estimate)))


# -- code actions ----------------------------------------------------------------------------
def _edit(uri: str, edits) -> lsp.WorkspaceEdit:
    return lsp.WorkspaceEdit(changes={uri: [
        lsp.TextEdit(range=lsp.Range(lsp.Position(*e.start), lsp.Position(*e.end)), new_text=e.new_text)
        for e in edits]})


def _findings_in(linted: LintedDocument, rng: lsp.Range) -> list[Finding]:
    out = []
    for f in linted.findings:
        r = to_range(f)
        if (r.start.line, r.start.character) <= (rng.end.line, rng.end.character) and \
                (rng.start.line, rng.start.character) <= (r.end.line, r.end.character):
            out.append(f)
    return out


@server.feature(lsp.TEXT_DOCUMENT_CODE_ACTION, lsp.CodeActionOptions(
    code_action_kinds=[lsp.CodeActionKind.QuickFix], resolve_provider=False))
async def code_action(ls: SchemalintServer, params: lsp.CodeActionParams) -> list[lsp.CodeAction | lsp.Command]:
    uri = params.text_document.uri
    linted = await current(ls, uri)
    if linted is None:
        return []
    actions: list[lsp.CodeAction | lsp.Command] = []
    for f in _findings_in(linted, params.range):
        diagnostic = [to_diagnostic(f, ls.help_base)]
        quick = local_quick_fix(linted, f)
        if quick is not None:
            title, edits = quick
            actions.append(lsp.CodeAction(title=f"{title} ({f.code})", kind=lsp.CodeActionKind.QuickFix,
                                          diagnostics=diagnostic, edit=_edit(uri, edits), is_preferred=True))
        suppress = suppression_edit(linted, f)
        if suppress is not None:
            actions.append(lsp.CodeAction(title=f"Suppress {f.code} on this statement",
                                          kind=lsp.CodeActionKind.QuickFix, diagnostics=diagnostic,
                                          edit=_edit(uri, [suppress])))
        if f.fix:
            insert = fix_after_statement_edit(linted, f)
            if insert is not None:
                actions.append(lsp.CodeAction(title=f"Insert the fix for {f.code} after this statement",
                                              kind=lsp.CodeActionKind.QuickFix, diagnostics=diagnostic,
                                              edit=_edit(uri, [insert])))
            # a bare Command: a CodeAction that only wraps one is ambiguous for some clients
            actions.append(lsp.Command(title=f"Copy the fix for {f.code}", command=COPY_FIX, arguments=[f.fix]))
    return actions


@server.command(COPY_FIX)
def copy_fix(ls: SchemalintServer, *args: Any) -> Optional[str]:
    """Shows the fix (a client maps this command to its clipboard where it can) and returns it."""
    fix = args[0] if args and isinstance(args[0], str) else None
    if fix:
        ls.window_show_message(lsp.ShowMessageParams(lsp.MessageType.Info, fix))
    return fix


def serve() -> None:
    """Run on stdio until the client says exit."""
    server.start_io(sys.stdin.buffer, sys.stdout.buffer)
