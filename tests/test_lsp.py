"""``oraclec lsp`` end to end: a client (pytest-lsp, with the capabilities of VS Code) starts
the server as an editor does, ``python -m oraclec lsp`` over standard input and output, opens
card files and asks what an editor asks: diagnostics as the text changes, code actions that fix
them, hover, completion. One server serves the module's tests (it starts in a second or two;
with an empty cache folder it builds the parser's tables first).
"""

from __future__ import annotations

import socket
import sys
from collections.abc import Sequence

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from oraclec.cli import main

on_the_server = pytest.mark.asyncio(loop_scope="module")

CARDS = """\
# new cards for the set
Grizzly Guardian {1}{G}
Creature — Bear Warior
When Grizzly Guardian enters the battlefield, draw a card.
Flyng
2/2

Storm Totem {2}
Artifact
{T}: Storm Totem deals 1 damage to any target.
"""


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(server_command=[sys.executable, "-m", "oraclec", "lsp"]))
async def client(lsp_client: LanguageClient):  # type: ignore[no-untyped-def]
    await lsp_client.initialize_session(types.InitializeParams(capabilities=pytest_lsp.client_capabilities("visual-studio-code")))
    yield
    await lsp_client.shutdown_session()


_versions: dict[str, int] = {}


async def opened(client: LanguageClient, name: str, text: str, language: str = "plaintext") -> list[types.Diagnostic]:
    """Open ``text`` as the file ``name`` and return the diagnostics published for it."""
    uri = f"file:///cards/{name}"
    _versions[uri] = 1
    client.text_document_did_open(types.DidOpenTextDocumentParams(types.TextDocumentItem(uri=uri, language_id=language, version=1, text=text)))
    return await published(client, uri, 1)


async def changed(client: LanguageClient, name: str, text: str) -> list[types.Diagnostic]:
    """Replace the text of the open file ``name`` (full sync) and return its new diagnostics."""
    uri = f"file:///cards/{name}"
    _versions[uri] += 1
    version = _versions[uri]
    change = types.TextDocumentContentChangeWholeDocument(text=text)
    client.text_document_did_change(types.DidChangeTextDocumentParams(types.VersionedTextDocumentIdentifier(uri=uri, version=version), [change]))
    return await published(client, uri, version)


async def published(client: LanguageClient, uri: str, version: int) -> list[types.Diagnostic]:
    while True:
        params = await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        if params.uri == uri and params.version == version:
            return list(params.diagnostics)


def at(text: str, words: str, occurrence: int = 0) -> types.Range:
    """The range of ``words`` in ``text`` (its first occurrence after ``occurrence`` characters),
    in UTF-16 code units as the protocol counts by default."""
    offset = text.index(words, occurrence)
    line = text.count("\n", 0, offset)
    line_start = text.rfind("\n", 0, offset) + 1

    def units(s: str) -> int:
        return len(s.encode("utf-16-le")) // 2

    start = units(text[line_start:offset])
    return types.Range(types.Position(line, start), types.Position(line, start + units(words)))


def applied(text: str, edits: Sequence[types.TextEdit]) -> str:
    """``text`` with the edits made (positions in code points: the tests' texts are in the BMP
    where an edit is)."""
    lines = text.split("\n")
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)
    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        start = starts[edit.range.start.line] + edit.range.start.character
        end = starts[edit.range.end.line] + edit.range.end.character
        text = text[:start] + edit.new_text + text[end:]
    return text


def only(diagnostics: list[types.Diagnostic], code: str) -> types.Diagnostic:
    found = [d for d in diagnostics if d.code == code]
    assert len(found) == 1, [(d.code, d.message) for d in diagnostics]
    return found[0]


async def actions_at(client: LanguageClient, name: str, where: types.Range, diagnostics: list[types.Diagnostic]) -> list[types.CodeAction]:
    result = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=f"file:///cards/{name}"),
            range=where,
            context=types.CodeActionContext(diagnostics=diagnostics),
        )
    )
    assert result is not None
    return [a for a in result if isinstance(a, types.CodeAction)]


# -- diagnostics -----------------------------------------------------------------------------------
@on_the_server
async def test_opening_a_card_file_publishes_its_findings_where_they_are(client: LanguageClient) -> None:
    diagnostics = await opened(client, "diagnostics.txt", CARDS)
    outdated = only(diagnostics, "OC203")
    assert outdated.range == at(CARDS, "enters the battlefield")
    assert outdated.severity == types.DiagnosticSeverity.Warning
    assert outdated.source == "oraclec"
    assert "'enters the battlefield' is written 'enters'" in outdated.message and "(CR 603.6a)" in outdated.message
    misspelt = only(diagnostics, "OC301")
    assert misspelt.range == at(CARDS, "Flyng")
    assert misspelt.severity == types.DiagnosticSeverity.Error
    assert only(diagnostics, "OC401").range == at(CARDS, "Warior")
    # the second card's self-reference by name, on the file's own line
    assert [d.range for d in diagnostics if d.code == "OC205"] == [at(CARDS, "Grizzly Guardian", CARDS.index("When")), at(CARDS, "Storm Totem", CARDS.index("Artifact"))]


@on_the_server
async def test_findings_follow_the_text_as_it_is_typed(client: LanguageClient) -> None:
    text = "Quick Study {U}\nInstant\nDraw a card."
    assert await opened(client, "typing.txt", text) == []
    typed = text + "\nCounter target spell"
    diagnostics = await changed(client, "typing.txt", typed)
    assert [(d.code, d.range) for d in diagnostics] == [("OC704", types.Range(types.Position(3, 20), types.Position(3, 20)))]
    assert await changed(client, "typing.txt", typed + ".") == []


@on_the_server
async def test_a_card_still_being_written_does_not_hide_the_others(client: LanguageClient) -> None:
    text = "Unfinished Card {2}\n\n" + CARDS
    diagnostics = await opened(client, "unfinished.txt", text)
    unreadable = [d for d in diagnostics if d.code is None]
    assert [(d.range, d.message) for d in unreadable] == [(at(text, "Unfinished Card {2}"), "card 'Unfinished Card' has no type line (the line after its name)")]
    assert only(diagnostics, "OC203").range == at(text, "enters the battlefield")


@on_the_server
async def test_the_file_types_linted(client: LanguageClient) -> None:
    uri = "file:///cards/notes.md"
    client.text_document_did_open(types.DidOpenTextDocumentParams(types.TextDocumentItem(uri=uri, language_id="markdown", version=1, text=CARDS)))
    assert await hover(client, "notes.md", 3) is None  # not a card file: no analysis
    assert [d.code for d in await opened(client, "set.oracle", CARDS) if d.code == "OC301"] == ["OC301"]
    # any name, in the language "oracle"
    assert [d.code for d in await opened(client, "set.cards", CARDS, language="oracle") if d.code == "OC301"] == ["OC301"]
    assert uri not in client.diagnostics


@on_the_server
async def test_ranges_count_utf16_code_units(client: LanguageClient) -> None:
    text = "Bear Friend {G}\nCreature — Bear\nWhen 🐻 Bear Friend enters the battlefield, draw a card.\n2/2\n"
    diagnostics = await opened(client, "emoji.txt", text)
    outdated = only(diagnostics, "OC203")
    assert outdated.range == at(text, "enters the battlefield")
    assert outdated.range.start.character == len("When 🐻 Bear Friend ") + 1  # the bear is two UTF-16 units


# -- code actions ----------------------------------------------------------------------------------
@on_the_server
async def test_a_safe_fix_is_a_preferred_quick_fix_that_lints_clean(client: LanguageClient) -> None:
    diagnostics = await opened(client, "fix.txt", CARDS)
    outdated = only(diagnostics, "OC203")
    actions = await actions_at(client, "fix.txt", outdated.range, diagnostics)
    fix = next(a for a in actions if list(a.diagnostics or ()) == [outdated])
    assert fix.kind == types.CodeActionKind.QuickFix and fix.is_preferred
    assert fix.title == "Fix OC203: replace 'enters the battlefield' with 'enters'"
    assert fix.edit is not None and fix.edit.changes is not None
    fixed = applied(CARDS, fix.edit.changes["file:///cards/fix.txt"])
    assert "When Grizzly Guardian enters, draw a card." in fixed
    after = await changed(client, "fix.txt", fixed)
    assert [d.code for d in after if d.code == "OC203"] == []
    assert {d.code for d in after} == {d.code for d in diagnostics} - {"OC203"}


@on_the_server
async def test_a_guess_is_offered_but_not_preferred(client: LanguageClient) -> None:
    diagnostics = await opened(client, "guess.txt", CARDS)
    misspelt = only(diagnostics, "OC401")
    actions = await actions_at(client, "guess.txt", misspelt.range, diagnostics)
    guess = next(a for a in actions if list(a.diagnostics or ()) == [misspelt])
    assert not guess.is_preferred
    assert guess.title == "Guess (OC401, may change the meaning): replace 'Warior' with 'Warrior'"
    assert guess.edit is not None and guess.edit.changes is not None
    fixed = applied(CARDS, guess.edit.changes["file:///cards/guess.txt"])
    assert "Creature — Bear Warrior\n" in fixed
    assert "OC401" not in {d.code for d in await changed(client, "guess.txt", fixed)}


@on_the_server
async def test_fix_all_applies_every_safe_fix_and_nothing_else(client: LanguageClient) -> None:
    diagnostics = await opened(client, "fixall.txt", CARDS)
    safe = {d.code for d in diagnostics if d.data and d.data["fix"] == "safe"}
    assert safe >= {"OC203", "OC205"}
    result = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri="file:///cards/fixall.txt"),
            range=types.Range(types.Position(0, 0), types.Position(0, 0)),
            context=types.CodeActionContext(diagnostics=[], only=[types.CodeActionKind.SourceFixAll]),
        )
    )
    assert result is not None and len(result) == 1
    fix_all = result[0]
    assert isinstance(fix_all, types.CodeAction) and fix_all.kind == "source.fixAll.oraclec"
    assert fix_all.edit is not None and fix_all.edit.changes is not None
    fixed = applied(CARDS, fix_all.edit.changes["file:///cards/fixall.txt"])
    assert "When this creature enters, draw a card.\nFlyng\n" in fixed  # the guess is left alone
    assert "{T}: This artifact deals 1 damage to any target." in fixed
    after = await changed(client, "fixall.txt", fixed)
    assert not [d.code for d in after if d.data and d.data["fix"] == "safe"]
    assert {d.code for d in after} == {"OC301", "OC401"}


# -- hover -----------------------------------------------------------------------------------------
async def hover(client: LanguageClient, name: str, line: int) -> types.Hover | None:
    return await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=f"file:///cards/{name}"), position=types.Position(line, 3))
    )


@on_the_server
async def test_hover_shows_the_parse_tree_and_the_compiled_effects(client: LanguageClient) -> None:
    await opened(client, "hover.txt", CARDS)
    shown = await hover(client, "hover.txt", 3)
    assert shown is not None and isinstance(shown.contents, types.MarkupContent)
    text = shown.contents.value
    assert text.startswith("**Triggered ability**: parse tree\n\n```text\nAbilityLine\n  body: Triggered\n")
    assert "EntersEvent(battlefield='the battlefield')" in text
    assert "**Compiled effects** (compiled)" in text
    assert "TriggeredAbility(trigger=Trigger(event='enters', what=This()), effects=[Draw(player=You(), amount=1)]" in text
    line = CARDS.split("\n")[3]
    assert shown.range == types.Range(types.Position(3, 0), types.Position(3, len(line)))


@on_the_server
async def test_hover_on_a_line_that_does_not_parse_says_why(client: LanguageClient) -> None:
    await opened(client, "hover-error.txt", CARDS)
    shown = await hover(client, "hover-error.txt", 4)
    assert shown is not None and isinstance(shown.contents, types.MarkupContent)
    assert shown.contents.value.startswith("**Does not parse**: unknown word 'Flyng' (did you mean 'Flying'?) (line 5, column 1)")
    assert await hover(client, "hover-error.txt", 1) is None  # a name line has no tree


# -- completion ------------------------------------------------------------------------------------
async def completion(client: LanguageClient, name: str, text: str, line: int, character: int) -> dict[str, types.CompletionItem]:
    await opened(client, name, text)
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=f"file:///cards/{name}"), position=types.Position(line, character))
    )
    assert isinstance(result, types.CompletionList)
    return {item.label: item for item in result.items}


@on_the_server
async def test_completion_of_keywords_and_subtypes_in_rules_text(client: LanguageClient) -> None:
    items = await completion(client, "complete.txt", "Sky Knight {1}{W}\nCreature — Human Knight\nFl", 2, 2)
    assert items["Flying"].detail == "keyword (CR 702.9)" and items["Flying"].kind == types.CompletionItemKind.Keyword
    assert items["Double strike"].detail == "keyword (CR 702.4)"  # as Oracle writes it first on a line
    assert items["Elf"].detail == "creature type (CR 205.3m)"
    assert "Creature" in items and "creature" not in items  # a card type starts a line capitalised
    inside = await completion(client, "complete-inside.txt", "Sky Knight {1}{W}\nCreature — Human Knight\nThis creature gets +1/+1 and gains fl", 2, 37)
    assert "flying" in inside and "Flying" not in inside and "double strike" in inside and "Elf" in inside
    assert "creature" in inside and "Creature" not in inside  # ... and is lower case inside a sentence
    assert inside["double strike"].text_edit == types.TextEdit(types.Range(types.Position(2, 35), types.Position(2, 37)), "double strike")
    several = await completion(client, "complete-words.txt", "Sky Knight {1}{W}\nCreature — Human Knight\nFlying, double s", 2, 16)
    # the words typed so far are replaced, not only the last one
    assert several["double strike"].text_edit == types.TextEdit(types.Range(types.Position(2, 8), types.Position(2, 16)), "double strike")


@on_the_server
async def test_completion_of_types_and_subtypes_on_the_type_line(client: LanguageClient) -> None:
    items = await completion(client, "complete-type.txt", "Sky Knight {1}{W}\nCreature — Human Kn", 1, 19)
    assert items["Knight"].detail == "creature type (CR 205.3m)"
    assert items["Creature"].detail == "card type (CR 205.2a)" and items["Legendary"].detail == "supertype (CR 205.4a)"
    assert "Flying" not in items  # no keyword on a type line


# -- the command -----------------------------------------------------------------------------------
def test_without_pygls_the_command_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(sys.modules, "pygls", None)  # import pygls raises ImportError
    assert main(["lsp"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == "oraclec lsp: error: the language server needs pygls, which is not installed: pip install 'oraclec[lsp]' (or: pip install pygls)\n"


def test_a_tcp_address_in_use_is_an_input_error(capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert main(["lsp", "--tcp", f"127.0.0.1:{port}"]) == 2
    assert capsys.readouterr().err == f"oraclec lsp: error: cannot listen on 127.0.0.1:{port}: Address already in use\n"


@pytest.mark.parametrize(("given", "error"), [("8080", "expected HOST:PORT, got '8080'"), ("localhost:0", "the port must be a number from 1 to 65535, got '0'")])
def test_a_tcp_address_is_checked(given: str, error: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["lsp", "--tcp", given]) == 2
    assert capsys.readouterr().err.endswith(f"oraclec lsp: error: argument --tcp: {error}\n")


# -- the analysis behind the server ----------------------------------------------------------------
def test_typing_in_one_card_lints_that_card_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    from oraclec.lsp import analysis

    before = analysis.Analysis(CARDS, "cards.txt")
    edited = CARDS.replace("{T}: Storm Totem deals 1", "{T}: Storm Totem deals 2")
    linted: list[str] = []
    real_lint = analysis.lint_target
    monkeypatch.setattr(analysis, "lint_target", lambda target, options: linted.append(target.card.name) or real_lint(target, options))
    after = analysis.Analysis(edited, "cards.txt", earlier=before)
    assert linted == ["Storm Totem"]
    assert after.problems == analysis.Analysis(edited, "cards.txt").problems
    linted.clear()
    moved = analysis.Analysis("\n" + edited, "cards.txt", earlier=after)  # every card one line down
    assert linted == ["Grizzly Guardian", "Storm Totem"]
    assert [p.start for p in moved.problems] == [(line + 1, column) for line, column in (p.start for p in after.problems)]
