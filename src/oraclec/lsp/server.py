"""The language server: :mod:`.analysis` spoken over the Language Server Protocol with pygls.

pygls keeps the protocol, the transports and the documents in sync (the whole text is sent on
each change: a card file is short, and linting it takes milliseconds, so each change is linted
at once, in order, and its diagnostics published with the version they are for).
"""

from __future__ import annotations

import logging
import os
from pathlib import PurePath
from typing import Any

from lsprotocol import types
from pygls.lsp.server import LanguageServer
from pygls.uris import to_fs_path
from pygls.workspace import TextDocument

from .. import __version__
from ..errors import InputError
from ..lint import Severity
from ..lint.model import Fix
from .analysis import Analysis, Edit, Problem

#: the file endings linted by default: plain-text card files
DEFAULT_FILE_TYPES = (".txt", ".oracle")
#: the language identifier an editor may give card files, whatever their name
LANGUAGE_ID = "oracle"
SOURCE = "oraclec"
#: the kind of the code action that applies every safe fix of a file ("source.fixAll.oraclec")
FIX_ALL = f"{types.CodeActionKind.SourceFixAll.value}.{SOURCE}"

_SEVERITY = {
    Severity.ERROR: types.DiagnosticSeverity.Error,
    Severity.WARNING: types.DiagnosticSeverity.Warning,
    Severity.INFO: types.DiagnosticSeverity.Information,
}

logger = logging.getLogger(__name__)


class OracleLanguageServer(LanguageServer):
    """The server, with the analysis of each open card file's current version."""

    def __init__(self, file_types: tuple[str, ...] = DEFAULT_FILE_TYPES):
        super().__init__("oraclec", __version__, text_document_sync_kind=types.TextDocumentSyncKind.Full)
        self.file_types = tuple(t.lower() for t in file_types)
        #: uri -> (the text analysed, its analysis, its diagnostics in the protocol's form)
        self.analyses: dict[str, tuple[str, Analysis, list[types.Diagnostic]]] = {}

    def is_card_file(self, document: TextDocument) -> bool:
        return document.language_id == LANGUAGE_ID or PurePath(document.path or document.uri).suffix.lower() in self.file_types

    def analysed(self, uri: str) -> tuple[TextDocument, Analysis, list[types.Diagnostic]] | None:
        """The document and its analysis (made now if its text changed since); None for a
        document that is not a card file."""
        document = self.workspace.get_text_document(uri)
        if not self.is_card_file(document):
            return None
        source = document.source
        cached = self.analyses.get(uri)
        if cached is None or cached[0] != source:
            path = to_fs_path(uri) or uri
            analysis = Analysis(source, path, earlier=cached[1] if cached is not None else None)
            cached = (source, analysis, [_diagnostic(document, analysis, p) for p in analysis.problems])
            self.analyses[uri] = cached
        return document, cached[1], cached[2]

    def publish(self, uri: str) -> None:
        try:
            found = self.analysed(uri)
        except Exception as exc:  # a bug in oraclec: said in the editor in one line, never a dead server
            self.analyses.pop(uri, None)
            if os.environ.get("ORACLEC_DEBUG"):
                logger.exception("linting %s", uri)
            message = f"oraclec lsp: internal error: {type(exc).__name__}: {' '.join(str(exc).split())[:300]} — please report this (ORACLEC_DEBUG=1 logs the traceback)"
            document = self.workspace.get_text_document(uri)
            diagnostic = types.Diagnostic(range=types.Range(types.Position(0, 0), types.Position(0, 0)), message=message, severity=types.DiagnosticSeverity.Error, source=SOURCE)
            self.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=[diagnostic], version=document.version))
            return
        if found is None:
            return
        document, _, diagnostics = found
        self.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=diagnostics, version=document.version))


def _position(document: TextDocument, analysis: Analysis, position: tuple[int, int]) -> types.Position:
    """A position of the analysis in the client's units (UTF-16 unless it chose another)."""
    return document.position_codec.position_to_client_units(analysis.lines, types.Position(*position))


def _range(document: TextDocument, analysis: Analysis, start: tuple[int, int], end: tuple[int, int]) -> types.Range:
    return types.Range(_position(document, analysis, start), _position(document, analysis, end))


def _server_position(document: TextDocument, analysis: Analysis, position: types.Position) -> tuple[int, int]:
    found = document.position_codec.position_from_client_units(analysis.lines, types.Position(position.line, position.character))
    return found.line, found.character


def _diagnostic(document: TextDocument, analysis: Analysis, problem: Problem) -> types.Diagnostic:
    data: dict[str, Any] | None = None
    if problem.replacement is not None:
        data = {"replacement": problem.replacement, "fix": str(problem.fix)}
    return types.Diagnostic(
        range=_range(document, analysis, problem.start, problem.end),
        message=problem.message,
        severity=_SEVERITY[problem.severity],
        code=problem.code,
        source=SOURCE,
        data=data,
    )


def _text_edit(document: TextDocument, analysis: Analysis, edit: Edit) -> types.TextEdit:
    new_text = edit.new_text
    if "\r\n" in document.source:  # a line a fix adds ends as the file's lines do
        new_text = new_text.replace("\n", "\r\n")
    return types.TextEdit(range=_range(document, analysis, edit.start, edit.end), new_text=new_text)


def _overlaps(a_start: tuple[int, int], a_end: tuple[int, int], b_start: tuple[int, int], b_end: tuple[int, int]) -> bool:
    return a_start <= b_end and b_start <= a_end


def create_server(file_types: tuple[str, ...] = DEFAULT_FILE_TYPES) -> OracleLanguageServer:
    """The server, its features registered; ``file_types`` the endings of the files it lints
    (a document whose language is "oracle" is linted whatever its name)."""
    server = OracleLanguageServer(file_types)

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: OracleLanguageServer, params: types.DidOpenTextDocumentParams) -> None:
        ls.publish(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: OracleLanguageServer, params: types.DidChangeTextDocumentParams) -> None:
        ls.publish(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: OracleLanguageServer, params: types.DidCloseTextDocumentParams) -> None:
        uri = params.text_document.uri
        if ls.analyses.pop(uri, None) is not None:
            ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=[]))

    @server.feature(types.TEXT_DOCUMENT_HOVER)
    def hover(ls: OracleLanguageServer, params: types.HoverParams) -> types.Hover | None:
        found = ls.analysed(params.text_document.uri)
        if found is None:
            return None
        document, analysis, _ = found
        line, _character = _server_position(document, analysis, params.position)
        shown = analysis.hover(line)
        if shown is None:
            return None
        return types.Hover(
            contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=shown.markdown),
            range=_range(document, analysis, shown.start, shown.end),
        )

    @server.feature(
        types.TEXT_DOCUMENT_CODE_ACTION,
        types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix, types.CodeActionKind.SourceFixAll]),
    )
    def code_actions(ls: OracleLanguageServer, params: types.CodeActionParams) -> list[types.CodeAction] | None:
        found = ls.analysed(params.text_document.uri)
        if found is None:
            return None
        document, analysis, diagnostics = found
        uri = params.text_document.uri

        def wanted(kind: str) -> bool:
            only = params.context.only
            return not only or any(kind == k or kind.startswith(f"{k}.") for k in only)

        start = _server_position(document, analysis, params.range.start)
        end = _server_position(document, analysis, params.range.end)
        actions: list[types.CodeAction] = []
        if wanted(types.CodeActionKind.QuickFix):
            for problem, diagnostic in zip(analysis.problems, diagnostics, strict=True):
                if problem.replacement is None or not _overlaps(problem.start, problem.end, start, end):
                    continue
                edit = _text_edit(document, analysis, Edit(problem.start, problem.end, problem.replacement))
                actions.append(
                    types.CodeAction(
                        title=problem.fix_title,
                        kind=types.CodeActionKind.QuickFix,
                        diagnostics=[diagnostic],
                        is_preferred=problem.fix is Fix.SAFE,
                        edit=types.WorkspaceEdit(changes={uri: [edit]}),
                    )
                )
        if wanted(FIX_ALL) and any(p.fix is Fix.SAFE for p in analysis.problems):
            edits = analysis.fix_all_edits()
            if edits:
                actions.append(
                    types.CodeAction(
                        title="Fix all safe oraclec findings (what 'oraclec lint --fix' changes)",
                        kind=FIX_ALL,
                        edit=types.WorkspaceEdit(changes={uri: [_text_edit(document, analysis, e) for e in edits]}),
                    )
                )
        return actions

    @server.feature(types.TEXT_DOCUMENT_COMPLETION)
    def completion(ls: OracleLanguageServer, params: types.CompletionParams) -> types.CompletionList | None:
        found = ls.analysed(params.text_document.uri)
        if found is None:
            return None
        document, analysis, _ = found
        line, character = _server_position(document, analysis, params.position)
        cursor = _position(document, analysis, (line, character))
        items = [
            types.CompletionItem(
                label=word.label,
                kind=types.CompletionItemKind.Keyword if word.detail.startswith("keyword") else types.CompletionItemKind.Class,
                detail=f"{word.detail} (CR {word.rule})" if word.rule else word.detail,
                # the words typed so far are replaced: "Double s" becomes "Double strike"
                text_edit=types.TextEdit(
                    range=types.Range(_position(document, analysis, (line, analysis.typed_start(line, character, word.label))), cursor),
                    new_text=word.label,
                ),
            )
            for word in analysis.completions(line, character)
        ]
        return types.CompletionList(is_incomplete=False, items=items)

    return server


class _ExitIsNoError(logging.Filter):
    """Over TCP, pygls ends the process on the client's "exit" with SystemExit inside asyncio's
    connection callback, which asyncio reports with a traceback: the end asked for is no error."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not (record.exc_info and isinstance(record.exc_info[1], SystemExit))


def serve(server: OracleLanguageServer, tcp: tuple[str, int] | None = None) -> None:
    """Serve one client over standard input and output, or over TCP at ``tcp`` (host, port)."""
    if tcp is None:
        server.start_io()
        return
    logging.getLogger("asyncio").addFilter(_ExitIsNoError())
    host, port = tcp
    try:
        server.start_tcp(host, port)
    except OSError as exc:  # the address is taken, or not this machine's: the user's to choose
        # the system's reason (asyncio's message repeats the address before it)
        reason = os.strerror(exc.errno) if exc.errno else str(exc)
        raise InputError(f"cannot listen on {host}:{port}: {reason}") from None
