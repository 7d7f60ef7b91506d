"""The keyword table's support column (oraclec.keywords.SUPPORT): every keyword ability has
exactly one way a game plays it, and each claim is backed: a defined keyword by its definition,
a native keyword by runtime code that reads it and a test that exercises it, an unsupported
keyword by a reason; the compiler's lowering and the sandbox's status follow the table."""

from __future__ import annotations

import importlib
import inspect
import re
from pathlib import Path

import pytest

from oraclec import effects as fx
from oraclec import keywords, parser
from oraclec.compiler import lower_keyword, unsupported_in
from oraclec.compiler.keywords import definition_by_text
from oraclec.effects.definitions import DEFINITIONS, rule_of
from oraclec.keywords import SUPPORT, Status
from oraclec.lint.keywords import FORMS, grammar_keywords
from oraclec.runtime import homebrew
from oraclec.runtime.sandbox import (
    EXECUTABLE,
    UNSUPPORTED,
    sandbox_pool,
    smoke_definition,
    unsupported_keywords,
)

ROOT = Path(__file__).resolve().parents[1]
#: names the compiler gives the other partner abilities (CR 702.124k, 702.124m), not lowered by name
COMPILER_NAMES = frozenset({"choose a background", "doctor's companion"})
NATIVE = sorted(name for name, support in SUPPORT.items() if support.status is Status.NATIVE)
BY_TEXT = sorted(name for name, support in SUPPORT.items() if support.status is Status.DEFINED_BY_TEXT)
SCENARIOS = ROOT / "tests" / "scenarios"


@pytest.mark.parametrize("entry", keywords.KEYWORD_ABILITIES, ids=lambda e: e.name)
def test_every_keyword_ability_has_one_status(entry: keywords.Keyword) -> None:
    for name in keywords.written_forms(entry):
        support = keywords.support_of(name)
        assert support is not None, f"{name}: no entry in oraclec.keywords.SUPPORT"
        assert isinstance(support.status, Status)


def test_every_keyword_of_the_grammar_has_one_status() -> None:
    assert sorted(word for word in grammar_keywords() if keywords.support_of(word) is None) == []


def test_every_entry_names_a_keyword_ability() -> None:
    unknown = [name for name in SUPPORT if keywords.lookup(name) is None and not rule_of(name) and name not in grammar_keywords() and name not in FORMS and name not in COMPILER_NAMES]
    assert unknown == []


def test_the_defined_keywords_are_those_with_a_definition() -> None:
    defined = {name for name, support in SUPPORT.items() if support.status is Status.DEFINED}
    assert sorted(defined - set(DEFINITIONS)) == [], "defined in the table, with no definition in oraclec.effects.definitions"
    assert sorted(set(DEFINITIONS) - defined) == [], "with a definition, but not defined in the table"


@pytest.mark.parametrize("name", sorted(SUPPORT))
def test_each_status_carries_what_it_needs_and_nothing_else(name: str) -> None:
    support = SUPPORT[name]
    if support.status is Status.NATIVE:
        assert support.code and support.test and not support.reason and not support.named and not support.text and not support.runtime_gap
    elif support.status is Status.UNSUPPORTED:
        assert support.reason and not support.code and not support.test and not support.text and not support.runtime_gap
    elif support.status is Status.DEFINED_BY_TEXT:
        assert support.text and not (support.code or support.test or support.reason or support.named or support.runtime_gap)
    else:  # defined, with what the runtime does not play yet, if anything
        assert not (support.code or support.test or support.reason or support.named or support.text)


def _resolve(code: str) -> object:
    module_name, _, qualified = code.partition(":")
    found: object = importlib.import_module(module_name)
    for part in qualified.split("."):
        found = getattr(found, part)
    return found


@pytest.mark.parametrize("name", NATIVE)
def test_a_native_keyword_names_runtime_code_that_reads_it(name: str) -> None:
    support = SUPPORT[name]
    assert support.code.startswith("oraclec.runtime.")
    source = inspect.getsource(_resolve(support.code))  # type: ignore[arg-type]
    assert name in source.casefold(), f"{support.code} does not mention {name}"


@pytest.mark.parametrize("name", NATIVE)
def test_a_native_keyword_names_a_test_that_exists(name: str) -> None:
    path, _, test = SUPPORT[name].test.partition("::")
    file = ROOT / path
    assert file.is_file(), f"{path} does not exist"
    if path.startswith("tests/scenarios/"):
        assert file.suffix == ".toml" and name in file.read_text(encoding="utf-8").casefold()
    else:
        assert test and re.search(rf"^def {re.escape(test)}\(", file.read_text(encoding="utf-8"), re.MULTILINE), f"{path} has no test {test}"


@pytest.mark.parametrize("name", sorted(set(SUPPORT) - COMPILER_NAMES - {"hexproof from", "solved"}))
def test_the_lowering_follows_the_table(name: str) -> None:
    """Defined: its definition; native, or unsupported but named: a bare keyword; otherwise an
    Unsupported definition."""
    support = SUPPORT[name]
    lowered = lower_keyword(fx.KeywordParams(name=name, cost=(fx.ManaPayment(mana="{1}"),), amount=fx.Fixed(value=1)))
    unsupported = [a for a in lowered.definition if isinstance(a, fx.Unsupported)]
    if support.status is Status.DEFINED:
        assert unsupported == []
    elif support.status is Status.DEFINED_BY_TEXT:
        assert lowered.definition and unsupported_in(lowered) == []
    elif support.status is Status.NATIVE or support.named:
        assert lowered.definition == ()
    else:
        assert unsupported


# -- keywords defined by their text -------------------------------------------------------------------
def _with_number(name: str) -> str:
    """The number written for a keyword's placeholder: one that a wrong substitution would show."""
    return "3" if keywords.NUMBER_PLACEHOLDER in SUPPORT[name].text else ""


@pytest.mark.parametrize("name", BY_TEXT)
def test_a_definition_text_parses_and_compiles_fully(name: str) -> None:
    definition = definition_by_text(name, _with_number(name))
    assert definition and unsupported_in(definition) == []
    assert all(isinstance(a, fx.Ability) for a in definition)


@pytest.mark.parametrize("name", BY_TEXT)
def test_a_definition_text_has_a_placeholder_exactly_when_its_keyword_has_a_number(name: str) -> None:
    entry = keywords.lookup(name)
    assert entry is not None
    assert (keywords.NUMBER_PLACEHOLDER in SUPPORT[name].text) == (entry.shape is keywords.Shape.NUMBER)


@pytest.mark.parametrize("name", BY_TEXT)
def test_a_keyword_defined_by_its_text_has_a_scenario(name: str) -> None:
    stem = "keyword_" + re.sub(r"\W+", "_", name).strip("_")  # "for mirrodin!": keyword_for_mirrodin
    assert sorted(SCENARIOS.glob(f"{stem}_*.toml")), f"no tests/scenarios/{stem}_*.toml"



def _acts_in_a_game(name: str) -> bool:
    """A defined keyword whose definition has abilities: partner, companion, "choose a
    background" and "doctor's companion" are rules of deck construction and of the time before
    the game (CR 702.124a, 702.139a), with nothing to do in one."""
    return bool(lower_keyword(fx.KeywordParams(name=name, cost=(fx.ManaPayment(mana="{1}"),), amount=fx.Fixed(value=1))).definition)


DEFINED_IN_GAMES = sorted(name for name, support in SUPPORT.items() if support.status is Status.DEFINED and _acts_in_a_game(name))
#: defined keywords that a game plays as their rule says (the others name their runtime gap)
PLAYED = sorted(name for name in DEFINED_IN_GAMES if not SUPPORT[name].runtime_gap)


@pytest.mark.parametrize("name", PLAYED)
def test_a_defined_keyword_that_acts_in_a_game_has_a_scenario(name: str) -> None:
    """A scenario named for the keyword, or one about a card with it that names it."""
    stem = "keyword_" + re.sub(r"\W+", "_", name).strip("_")
    named = sorted(SCENARIOS.glob(f"{stem}_*.toml"))
    mentioning = [p for p in SCENARIOS.glob("*.toml") if re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", p.read_text(encoding="utf-8").casefold())]
    assert named or mentioning, f"no tests/scenarios/{stem}_*.toml, nor a scenario naming {name}"


def test_the_keywords_with_nothing_to_do_in_a_game_are_the_rules_of_deck_construction() -> None:
    defined = sorted(name for name, support in SUPPORT.items() if support.status is Status.DEFINED)
    assert sorted(set(defined) - set(DEFINED_IN_GAMES)) == ["choose a background", "companion", "doctor's companion", "partner"]


def test_the_number_is_substituted_and_each_definition_compiled_once() -> None:
    two = lower_keyword(fx.KeywordParams(name="annihilator", amount=fx.Fixed(value=2)))
    three = lower_keyword(fx.KeywordParams(name="annihilator", amount=fx.Fixed(value=3)))
    assert [e.amount for e in two.definition[0].effects] == [fx.Fixed(value=2)]  # type: ignore[attr-defined]
    assert [e.amount for e in three.definition[0].effects] == [fx.Fixed(value=3)]  # type: ignore[attr-defined]
    again = lower_keyword(fx.KeywordParams(name="annihilator", amount=fx.Fixed(value=2)))
    assert again.definition is two.definition


def test_a_variable_number_becomes_the_keywords_value() -> None:
    """"Soulshift X, where X is the number of Spirits you control": the X of the text is that count."""
    spirits = fx.CountOf(what=fx.Filter(subtypes=("Spirit",), controller=fx.You()))
    lowered = lower_keyword(fx.KeywordParams(name="soulshift", amount=spirits))
    assert fx.Variable(name="X") not in _elements(lowered) and spirits in _elements(lowered)


def _elements(value: object) -> list[object]:
    from oraclec.compiler import walk

    return list(walk(value))


def test_a_keyword_defined_by_its_text_is_not_lowered_by_the_effect_model() -> None:
    lowered = fx.lower_keyword(fx.KeywordParams(name="persist"))
    assert [u.reason for u in unsupported_in(lowered)] == ["persist is defined by its text, which the compiler compiles (oraclec.compiler.lower_keyword)"]


def test_cycling_and_landwalk_forms_are_their_keyword() -> None:
    assert keywords.support_of("Islandcycling") is SUPPORT["typecycling"]
    assert keywords.support_of("nonbasic landwalk") is SUPPORT["landwalk"]
    assert keywords.support_of("partner—friends forever") is SUPPORT["partner"]
    assert keywords.support_of("teleport") is None
    assert keywords.unsupported_at_runtime("teleport")


def test_hexproof_from_a_quality_is_its_own_entry() -> None:
    assert keywords.support_key("Hexproof", quality=True) == "hexproof from"
    assert keywords.support_key("Hexproof") == "hexproof"
    assert keywords.support_key("Flying", quality=True) == "flying"


# -- the grammar's keyword terminals come from the table -------------------------------------------
def test_the_grammar_takes_its_keyword_ability_terminals_from_the_table() -> None:
    lark = (ROOT / "grammar" / "keywords.lark").read_text(encoding="utf-8")
    assert keywords.TERMINALS_MARKER in lark.splitlines()
    assert [name for name in keywords.terminal_words() if re.search(rf"^{name}:", lark, re.MULTILINE)] == []
    grammar = parser.grammar_text().splitlines()
    assert all(line in grammar for line in keywords.grammar_terminals().splitlines())


@pytest.mark.parametrize("entry", [e for e in keywords.KEYWORD_ABILITIES if e.shape in keywords.TERMINAL_OF_SHAPE], ids=lambda e: e.name)
def test_the_terminal_of_a_keyword_matches_each_of_its_forms(entry: keywords.Keyword) -> None:
    terminals = {name: re.compile(f"(?:{'|'.join(words)})", re.IGNORECASE) for name, words in keywords.terminal_words().items()}
    terminal = terminals[keywords.TERMINAL_OF_SHAPE[entry.shape]]
    for name in keywords.written_forms(entry):
        if name != "bands with other":  # no grammar rule yet (keywords._NOT_IN_TERMINAL)
            assert terminal.fullmatch(name), name
    if entry.bare_too:
        assert terminals["KW_PLAIN"].fullmatch(entry.name.lower())


def test_the_grammar_takes_its_keyword_action_terminals_from_the_table() -> None:
    generated = set(keywords.terminal_words())
    assert set(keywords.ACTION_TERMINAL_OF_SHAPE.values()) | set(keywords.FURTHER_TERMINALS) <= generated
    assert {entry.terminal for entry in keywords.KEYWORDS} - {""} == set(keywords.FURTHER_TERMINALS)
    # every keyword-action terminal the grammar's rules use is one of the table's
    used = set(re.findall(r"\bKW_[A-Z_]+\b", parser.grammar_text()))
    assert used <= generated


def _terminal(name: str) -> re.Pattern[str]:
    return re.compile(f"(?:{'|'.join(keywords.terminal_words()[name])})", re.IGNORECASE)


@pytest.mark.parametrize("entry", [e for e in keywords.KEYWORD_ACTIONS if e.shape in keywords.ACTION_TERMINAL_OF_SHAPE], ids=lambda e: e.name)
def test_the_terminal_of_a_keyword_action_matches_each_of_its_verb_forms(entry: keywords.Keyword) -> None:
    terminal = _terminal(keywords.ACTION_TERMINAL_OF_SHAPE[entry.shape])
    for form in keywords.action_forms(entry):
        assert terminal.fullmatch(form), form
    # the example, which starts with the action or has it after its subject, holds one of them
    assert any(re.search(rf"\b{re.escape(form)}\b", entry.example.lower()) for form in keywords.action_forms(entry))


def test_a_keyword_action_is_written_in_the_base_form_and_the_third_person() -> None:
    assert keywords.action_forms(keywords.by_name("Explore")) == ("explore", "explores")  # type: ignore[arg-type]
    assert keywords.action_forms(keywords.by_name("Harness")) == ("harness", "harnesses")  # type: ignore[arg-type]
    assert keywords.action_forms(keywords.by_name("Venture into the Dungeon")) == ("venture into the dungeon", "ventures into the dungeon")  # type: ignore[arg-type]
    assert keywords.action_forms(keywords.by_name("Clash")) == ("clash with an opponent", "clashes with an opponent")  # type: ignore[arg-type]
    # a noun and a sentence have no third person
    assert keywords.action_forms(keywords.by_name("Monstrosity")) == ("monstrosity",)  # type: ignore[arg-type]
    assert keywords.action_forms(keywords.by_name("The Ring Tempts You")) == ("the ring tempts you",)  # type: ignore[arg-type]


def test_the_further_terminals_hold_their_keywords() -> None:
    assert _terminal("KW_FROM").fullmatch("Hexproof") and _terminal("KW_FROM").fullmatch("protection")
    assert _terminal("KW_LANDWALK").fullmatch("nonbasic landwalk") and _terminal("KW_LANDWALK").fullmatch("Islandwalk")
    assert not _terminal("KW_LANDWALK").fullmatch("flying")
    # a cost is in the imperative: "Ward—Blight 2.", never "Ward—Blights 2."
    assert keywords.terminal_words()["KW_COST_ACTION_N"] == ("blight",)
    assert set(keywords.terminal_words()["KW_MULTIPLY"]) == {"double", "doubles", "triple", "triples"}


def test_a_cycling_form_is_a_word_of_the_cost_terminal() -> None:
    cost = re.compile(f"(?:{'|'.join(keywords.terminal_words()['KW_COST'])})", re.IGNORECASE)
    assert cost.fullmatch("Islandcycling") and cost.fullmatch("basic landcycling") and cost.fullmatch("sneak")
    assert not cost.fullmatch("flying")


# -- the sandbox holds back a card with a keyword the runtime does not support -----------------------
def _creature(name: str, *abilities: fx.Ability) -> object:
    return homebrew(name, "Creature — Bear", mana_cost="{G}", power=2, toughness=2, abilities=list(abilities))


def _keyword(name: str) -> fx.Keyword:
    return lower_keyword(fx.KeywordParams(name=name))


def test_a_card_with_an_unsupported_keyword_is_held_back() -> None:
    card = _creature("Banding Bear", _keyword("banding"))
    assert unsupported_keywords(card) == ("banding",)  # type: ignore[arg-type]
    result = smoke_definition(card, sandbox_pool())  # type: ignore[arg-type]
    assert (result.status, result.detail, result.keywords) == (UNSUPPORTED, "keyword banding", ("banding",))


def test_a_card_granting_an_unsupported_keyword_is_held_back() -> None:
    grant = fx.StaticAbility(effects=(fx.GrantAbilities(what=fx.Filter(types=("Creature",), controller=fx.You()), abilities=(_keyword("banding"), _keyword("flying")), duration=None),))
    card = _creature("Inspiring Bear", grant)
    assert unsupported_keywords(card) == ("banding",)  # type: ignore[arg-type]
    assert smoke_definition(card, sandbox_pool()).status == UNSUPPORTED  # type: ignore[arg-type]


def test_a_card_with_a_keyword_defined_by_its_text_plays() -> None:
    card = _creature("Persisting Bear", _keyword("persist"), _keyword("prowess"))
    assert unsupported_keywords(card) == ()  # type: ignore[arg-type]
    assert smoke_definition(card, sandbox_pool()).status == EXECUTABLE  # type: ignore[arg-type]


def test_a_card_with_native_and_defined_keywords_plays() -> None:
    card = _creature("Flying Bear", _keyword("flying"), _keyword("trample"), fx.lower_keyword(fx.KeywordParams(name="ward", cost=(fx.ManaPayment(mana="{2}"),))))
    assert unsupported_keywords(card) == ()  # type: ignore[arg-type]
    assert smoke_definition(card, sandbox_pool()).status == EXECUTABLE  # type: ignore[arg-type]


def test_hexproof_from_a_quality_plays() -> None:
    """Read under its own entry, "hexproof from", which the runtime's targeting applies (CR 702.11d)."""
    card = _creature("Warded Bear", fx.Keyword(name="hexproof", rule="702.11", quality=(fx.Filter(colors=("B",)),)))
    assert unsupported_keywords(card) == ()  # type: ignore[arg-type]
    assert smoke_definition(card, sandbox_pool()).status == EXECUTABLE  # type: ignore[arg-type]


def test_companion_compiles_to_a_keyword_with_no_abilities() -> None:
    """CR 702.139a: companion functions outside the game; a card with it plays as one without it."""
    from oraclec.compiler import compile_line
    from oraclec.parser import parse_ability
    from oraclec.text import normalise_ability

    parsed = parse_ability(normalise_ability("Companion — Each permanent card in your starting deck has mana value 2 or less."))
    assert parsed.line is not None
    assert compile_line(parsed.line) == (fx.Keyword(name="companion", rule="702.139"),)
    assert not keywords.unsupported_at_runtime("companion")


@pytest.mark.parametrize("name", sorted(name for name, support in SUPPORT.items() if support.runtime_gap))
def test_a_keyword_the_runtime_does_not_play_yet_holds_its_cards_back(name: str) -> None:
    """A defined keyword with a runtime gap keeps its definition in the compiled card, but the
    sandbox holds its cards back, as for an unsupported keyword."""
    assert keywords.unsupported_at_runtime(name)
    assert _acts_in_a_game(name)
