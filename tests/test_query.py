"""``oraclec query``: the syntax, each kind of term, the cards that could not be checked, the JSON
document, the index kept in the cache; and the issue's questions on the whole bundled database,
each answer checked against an independent reading of the compiled output."""

from __future__ import annotations

import inspect
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from oraclec import cards, compiled, compiledb
from oraclec import effects as fx
from oraclec.cli import main
from oraclec.keywords import KEYWORD_ABILITIES
from oraclec.query import KINDS, QueryError, index, parse, terms, vocabulary
from oraclec.query.syntax import And, Not, Or, Term

#: fifteen cards (fourteen of the bundled database): creatures that mill and dredge, an amass, a
#: replacement of a draw, a dies trigger, an exile cost, a Clue; one partly compiled (Archive Trap)
#: and three unparsed (Cache Grab, Fall of Cair Andros, and Cemetery Tinkering: Cemetery
#: Tampering with a made-up last verb, "zorble", and Fall of Cair Andros with "is zorbled" for
#: "is dealt excess noncombat damage", which the grammar reads since, so that they stay unparsed
#: however the grammar grows). Brainstorm carries Scryfall ids.
SAMPLE = Path(__file__).parent / "data" / "query_sample.jsonl"


@pytest.fixture(scope="module")
def sample(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("query") / "sample.compiled.jsonl"
    lines: list[str] = []
    compiledb.compile_cards(cards.load(SAMPLE), lines.append, cache=None)
    out.write_text("".join(lines), encoding="utf-8")
    return out


def query(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["query", *args])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def names(capsys: pytest.CaptureFixture[str], text: str, compiled_file: Path, *options: str) -> list[str]:
    # "--" first: a query may start with "-"
    code, out, err = query(capsys, "--compiled", str(compiled_file), *options, "--", text)
    assert code == 0, err
    return out.splitlines()


# -- syntax ---------------------------------------------------------------------------------------
def test_terms_are_joined_by_and_or_binds_looser_and_parentheses_group() -> None:
    assert parse("t:elf c:g or kw:dredge") == Or((And((Term("t", ":", "elf", 1, 3), Term("c", ":", "g", 7, 9))), Term("kw", ":", "dredge", 14, 17)))
    assert parse("t:elf (c:g or kw:dredge)") == And((Term("t", ":", "elf", 1, 3), Or((Term("c", ":", "g", 8, 10), Term("kw", ":", "dredge", 15, 18)))))
    assert parse('-(c:g OR mv>=3) -name:"bolt of"') == And((
        Not(Or((Term("c", ":", "g", 3, 5), Term("mv", ">=", "3", 10, 14)))),
        Not(Term("name", ":", "bolt of", 18, 23)),
    ))
    assert parse("Grave-Shell") == Term("name", ":", "Grave-Shell", 1, 1)


@pytest.mark.parametrize(
    ("text", "column", "says"),
    [
        ("", 1, "the query is empty"),
        ("t:creature (c:g", 12, "this '(' is never closed"),
        ("c:g)", 4, "')' without a '('"),
        ("t: c:g", 3, "t: needs a value"),
        ('name:"abc', 6, "quotation mark is never closed"),
        ("- t:elf", 1, "'-' must stand right before"),
        ("t:elf or", 9, "a term is missing before the end"),
        ("or t:elf", 1, "a term is missing before 'or'"),
        ("t:elf ()", 8, "a term is missing before ')'"),
        ("foo:bar", 1, "unknown term foo:"),
        ("efect:mill", 1, "did you mean effect:?"),
        ("effect:mil", 8, "no effect: named 'mil' (did you mean Mill?)"),
        ("kw:dredg", 4, "no kw: named 'dredg'"),
        ("cost:exil", 6, "no cost: named 'exil'"),
        ("mv>=x", 5, "mv compares with a number"),
        ("c:gx", 3, "takes colours W U B R G"),
        ("t<3", 2, "t takes : or =, not <"),
        ("c>=c", 1, "colourless and multicoloured take"),
    ],
)
def test_a_malformed_query_is_an_error_with_its_column(capsys: pytest.CaptureFixture[str], sample: Path, cache_dir: Path, text: str, column: int, says: str) -> None:
    code, out, err = query(capsys, text, "--compiled", str(sample))
    assert code == 2
    assert out == ""
    assert err.startswith(f"oraclec query: error: query: column {column}: ")
    assert says in err
    assert err.count("\n") == 1


def test_a_syntax_error_is_reported_before_any_compiling(capsys: pytest.CaptureFixture[str], tmp_path: Path, cache_dir: Path) -> None:
    code, _out, err = query(capsys, "t:elf (", "--db", str(tmp_path / "no such database.json"))
    assert code == 2
    assert "column 7: this '(' is never closed" in err
    with pytest.raises(QueryError) as raised:
        parse("(")
    assert raised.value.column == 1


# -- each kind of term on the sample --------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "matches"),
    [
        ("t:creature t:elf", ["Llanowar Elves"]),
        ("t:Instant", ["Archive Trap", "Brainstorm", "Cache Grab", "Cling to Dust"]),
        ("c:w or c:u", ["Alms Collector", "Archive Trap", "Aven Eternal", "Brainstorm", "Serra Angel"]),
        ("c=g", ["Ainok Wayfarer", "Cache Grab", "Llanowar Elves"]),
        ("c<=g -c:c", ["Ainok Wayfarer", "Cache Grab", "Llanowar Elves"]),
        ("id:g", ["Ainok Wayfarer", "Cache Grab", "Llanowar Elves"]),
        ("c:c", []),
        ("mv=1 t:creature", ["Callous Inspector", "Llanowar Elves", "Stitcher's Supplier"]),
        ("mv>4", ["Archive Trap", "Grave-Shell Scarab", "Serra Angel"]),
        ("pow>=4", ["Grave-Shell Scarab", "Serra Angel"]),
        ("tou=1 c:g", ["Ainok Wayfarer", "Llanowar Elves"]),
        ("name:grave golgari or stitcher", ["Stitcher's Supplier"]),
        ('"grave-shell"', ["Grave-Shell Scarab"]),
        ("kw:dredge", ["Golgari Thug", "Grave-Shell Scarab"]),
        ("kw:flying", ["Aven Eternal", "Serra Angel"]),
        ("kw:flash", ["Alms Collector"]),
        ("effect:mill", ["Ainok Wayfarer", "Archive Trap", "Golgari Thug", "Grave-Shell Scarab", "Stitcher's Supplier"]),
        ("effect:create_token", ["Aven Eternal", "Callous Inspector"]),
        ("effect:amass", ["Aven Eternal"]),
        ("creates:army", ["Aven Eternal"]),
        ("creates:clue", ["Callous Inspector"]),
        ("replaces:draw", ["Golgari Thug", "Grave-Shell Scarab"]),
        ("trigger:dies", ["Callous Inspector", "Golgari Thug", "Stitcher's Supplier"]),
        # Cemetery Tinkering did not parse, but its hideaway (an enters trigger) compiled
        ("trigger:enters", ["Ainok Wayfarer", "Aven Eternal", "Cemetery Tinkering", "Stitcher's Supplier"]),
        ("cost:exile", ["Cling to Dust"]),
        # what an effect does: a Move's destination, and the keyword action a class performs
        ("effect:exile", ["Cemetery Tinkering", "Cling to Dust"]),  # hideaway's exile; Cling to Dust's
        ("effect:move_to_hand", ["Ainok Wayfarer", "Golgari Thug", "Grave-Shell Scarab"]),  # dredge returns the card
        ("effect:move_to_library", ["Brainstorm", "Cemetery Tinkering", "Golgari Thug"]),
        ("effect:create", ["Aven Eternal", "Callous Inspector"]),  # CreateToken (CR 701.7), an amass's Army too
        # plurals: their singulars
        ("creates:armies", ["Aven Eternal"]),
        ("kw:dredges", ["Golgari Thug", "Grave-Shell Scarab"]),
        ("t:elves", ["Llanowar Elves"]),
        ("cost:sacrifice", ["Grave-Shell Scarab"]),
        ("status:partial", ["Alms Collector", "Archive Trap"]),
    ],
)
def test_each_kind_of_term(capsys: pytest.CaptureFixture[str], sample: Path, cache_dir: Path, text: str, matches: list[str]) -> None:
    assert names(capsys, text, sample) == matches


def test_a_tokens_own_abilities_are_not_the_cards(capsys: pytest.CaptureFixture[str], sample: Path, cache_dir: Path) -> None:
    """Callous Inspector creates a Clue, whose ability draws: the card does not draw."""
    assert "Callous Inspector" not in names(capsys, "effect:draw", sample)
    assert "Callous Inspector" not in names(capsys, "cost:sacrifice", sample)


def test_a_replaced_event_is_not_a_trigger(sample: Path) -> None:
    """A Replacement's ``matches`` describes its event as a Trigger would: it is no trigger."""
    card = {"faces": [{"abilities": [{"text": "", "status": "compiled", "abilities": [
        {"type": "Replacement", "event": "dies", "matches": {"type": "Trigger", "event": "dies"}, "to": "exile"},
    ]}]}]}
    facts = terms.effect_facts(card)
    assert facts["replaces"] == {"dies"}
    assert facts["trigger"] == set()


def test_the_closed_vocabularies_come_from_the_effect_model_and_the_keyword_table() -> None:
    known = vocabulary()
    assert {terms.normal(cls.__name__) for cls in fx.effect_classes() if cls is not fx.Unsupported} <= set(known["effect"])
    assert {"explore", "manifestdread", "goad"} <= set(known["effect"])  # keyword actions
    assert {terms.normal(entry.name) for entry in KEYWORD_ABILITIES} == set(known["kw"])
    costs = {name for name, cls in fx.CLASSES.items() if issubclass(cls, fx.Cost) and name not in ("Cost", "Unsupported")}
    assert {terms.normal(name.removesuffix("Cost").removesuffix("Self")) for name in costs} == set(known["cost"])
    assert index.STATUSES == compiled.STATUSES


def test_an_effect_answers_to_the_keyword_action_of_its_rule() -> None:
    """effect:create is CreateToken, whose rule (the schema's) is CR 701.7, "Create"; a class
    named as its action (Destroy) needs no second name."""
    from oraclec.keywords import KEYWORD_ACTIONS
    from oraclec.schema import rule_reference

    derived = terms.actions_of_classes()
    assert derived["CreateToken"] == "create" and derived["CounterSpell"] == "counter"
    assert "Destroy" not in derived and "Move" not in derived
    rules = {entry.name.lower(): entry.rule for entry in KEYWORD_ACTIONS}
    for name, action in derived.items():
        assert rule_reference(fx.CLASSES[name]).removeprefix("CR ").startswith(rules[action])
        assert terms.normal(action) in vocabulary()["effect"]


def test_a_move_answers_to_its_destination_and_exile_to_its_keyword_action() -> None:
    def facts(*effects: dict[str, Any]) -> dict[str, set[str]]:
        return terms.effect_facts({"faces": [{"abilities": [{"text": "", "status": "compiled", "abilities": [
            {"type": "StaticAbility", "effects": list(effects)},
        ]}]}]})

    assert facts({"type": "Move", "to": "exile"})["effect"] == {"Move", "move_to_exile", "exile"}
    assert facts({"type": "Move", "to": "hand"})["effect"] == {"Move", "move_to_hand"}
    assert facts({"type": "CreateToken", "token": {"type": "TokenSpec", "name": "Clue"}})["effect"] == {"CreateToken", "create"}
    known = vocabulary()["effect"]
    assert {terms.normal(terms.MOVE_PREFIX + zone) for zone in terms.ZONES} <= set(known)
    assert {"exile", "destroy", "sacrifice", "discard", "shuffle", "create", "counter"} <= set(known)


def test_a_keyword_action_creates_the_tokens_its_runtime_definition_creates() -> None:
    """Incubate makes an Incubator, which transforms into a Phyrexian: creates: finds both, from
    the runtime's own token (no second definition)."""
    from oraclec.runtime import keyword_actions

    card = {"faces": [{"abilities": [{"text": "Incubate 3.", "status": "compiled", "abilities": [
        {"type": "SpellAbility", "effects": [{"type": "KeywordAction", "name": "incubate", "rule": "701.53"}]},
    ]}]}]}
    facts = terms.effect_facts(card)
    assert {"Incubator", "Phyrexian", "Artifact", "Creature"} <= facts["creates"]
    assert "incubate" in facts["effect"]
    # every action the runtime carries out by creating a token of its own definition is listed
    # (populate copies a token the player chooses: it has no kind of its own)
    creating = {
        name for name, action in keyword_actions.KEYWORD_ACTIONS.items()
        if "create_token(" in inspect.getsource(action) and name != "populate"
    }
    assert creating == set(keyword_actions.TOKENS_OF_ACTION)


def test_an_incubate_card_is_found_by_its_tokens(capsys: pytest.CaptureFixture[str], tmp_path: Path, cache_dir: Path) -> None:
    database = tmp_path / "cards.jsonl"
    database.write_text(json.dumps({
        "object": "card", "name": "Test Incubation", "layout": "normal", "mana_cost": "{1}{W}", "type_line": "Sorcery",
        "oracle_text": "Incubate 3.", "color_identity": ["W"],
    }) + "\n", encoding="utf-8")
    for text in ("creates:incubator", "creates:phyrexians", "effect:incubate"):
        code, out, err = query(capsys, text, "--db", str(database), "-q")
        assert (code, out) == (0, "Test Incubation\n"), err


def test_a_plural_no_value_is_the_plural_of_stays_unknown(capsys: pytest.CaptureFixture[str], sample: Path, cache_dir: Path) -> None:
    code, _out, err = query(capsys, "effect:milss", "--compiled", str(sample))
    assert code == 2 and "no effect: named 'milss'" in err
    code, _out, err = query(capsys, "creates:goblins", "--compiled", str(sample))
    assert code == 0 and "no card of this database has creates:goblins" in err
    assert index._singular("mice", {"mouse"}) == "mouse"
    assert index._singular("elves", {"elf", "elve"}) is None  # both could be: ambiguous


def test_a_query_starting_with_a_negated_term_needs_no_double_dash(capsys: pytest.CaptureFixture[str], sample: Path, cache_dir: Path) -> None:
    for text in ("-t:land", "-(c:g or c:b)", '-"grave-shell"', "-KW:dredge"):
        assert query(capsys, text, "--compiled", str(sample)) == query(capsys, "--compiled", str(sample), "--", text)
        assert query(capsys, text, "--compiled", str(sample))[0] == 0
    # an option stays an option; a negated bare word could be one, and needs "--"
    assert query(capsys, "-t:land", "--compiled", str(sample), "-q")[0] == 0
    code, _out, err = query(capsys, "-bolt", "--compiled", str(sample))
    assert code == 2 and "unrecognized arguments: -bolt" in err
    assert names(capsys, "-bolt", sample) == names(capsys, "-t:land", sample)


def test_words_are_compared_without_case_spaces_or_underscores(capsys: pytest.CaptureFixture[str], sample: Path, cache_dir: Path) -> None:
    expected = names(capsys, "effect:CreateToken", sample)
    assert expected
    for spelling in ("effect:createtoken", "effect:create_token", 'effect:"create token"', "EFFECT:Create-Token"):
        assert names(capsys, spelling, sample) == expected


def test_a_value_no_card_has_is_a_note_not_an_error(capsys: pytest.CaptureFixture[str], sample: Path, cache_dir: Path) -> None:
    code, out, err = query(capsys, "creates:goblim", "--compiled", str(sample))
    assert code == 0
    assert out == ""
    assert "oraclec query: note: column 9: no card of this database has creates:goblim" in err


# -- cards that could not be checked -------------------------------------------------------------
def test_unchecked_cards_are_those_not_compiled_that_mention_the_term(capsys: pytest.CaptureFixture[str], sample: Path, cache_dir: Path) -> None:
    code, out, err = query(capsys, "effect:mill", "--compiled", str(sample))
    assert code == 0
    # Archive Trap is partly compiled, and its compiled part mills: a match. Cache Grab and
    # Cemetery Tinkering did not parse and say "mill"; Fall of Cair Andros did not parse and
    # does not.
    assert "Archive Trap" in out.splitlines()
    assert err == "5 cards match of 15; 2 cards could not be checked (not compiled fully): Cache Grab; Cemetery Tinkering\n"
    assert names(capsys, "effect:mill", sample, "--unchecked") == ["Cache Grab", "Cemetery Tinkering"]
    assert names(capsys, "creates:army", sample, "--unchecked") == ["Fall of Cair Andros"]
    assert names(capsys, "creates:armies", sample, "--unchecked") == ["Fall of Cair Andros"]  # the singular's mentions
    assert names(capsys, "t:creature", sample, "--unchecked") == []  # a characteristic is always known


def test_unknown_stays_unknown_unless_the_rest_decides(capsys: pytest.CaptureFixture[str], sample: Path, cache_dir: Path) -> None:
    unchecked = ["Cache Grab", "Cemetery Tinkering"]
    assert names(capsys, "-effect:mill", sample, "--unchecked") == unchecked
    assert "Cache Grab" not in names(capsys, "-effect:mill", sample)
    everything = names(capsys, "effect:mill or -effect:mill", sample)
    assert len(everything) == 13 and not set(unchecked) & set(everything)
    assert names(capsys, "effect:mill c:g", sample, "--unchecked") == ["Cache Grab"]  # Tampering is black: decided
    assert names(capsys, "effect:mill or c:g", sample, "--unchecked") == ["Cemetery Tinkering"]  # Cache Grab is green: a match
    assert "Cache Grab" in names(capsys, "effect:mill or c:g", sample)


def test_the_summary_names_the_first_unchecked_cards_and_how_many_more(
    capsys: pytest.CaptureFixture[str], sample: Path, cache_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("oraclec.cli.query.SHOWN_UNCHECKED", 1)
    _code, _out, err = query(capsys, "effect:mill", "--compiled", str(sample))
    assert err == "5 cards match of 15; 2 cards could not be checked (not compiled fully): Cache Grab; and 1 more (--unchecked lists them)\n"


# -- output --------------------------------------------------------------------------------------
def test_json_gives_the_matches_with_identifiers_the_unchecked_and_the_counts(capsys: pytest.CaptureFixture[str], sample: Path, cache_dir: Path) -> None:
    for _run in range(2):  # built, then read back from the cache: the same document
        code, out, err = query(capsys, "effect:draw or effect:mill", "--compiled", str(sample), "--json")
        assert code == 0 and err == ""
        document = json.loads(out)
        assert document["query"] == "effect:draw or effect:mill"
        assert document["counts"] == {"cards": 15, "matches": 7, "unchecked": 3, "not_compiled": 5}
        assert [match["name"] for match in document["matches"]] == sorted(match["name"] for match in document["matches"])
        brainstorm = next(match for match in document["matches"] if match["name"] == "Brainstorm")
        assert brainstorm == {
            "name": "Brainstorm",
            "oracle_id": "1c1ead90-0b4c-4d7b-9a1b-0e8a4b1e4a52",
            "identifiers": {"id": "2b6b8a1e-7e1e-4c4a-8a7b-5a1f0d3c9e10", "oracle_id": "1c1ead90-0b4c-4d7b-9a1b-0e8a4b1e4a52"},
        }
        assert document["unchecked"] == [
            {"name": "Alms Collector", "oracle_id": None, "identifiers": {}, "status": "partial"},
            {"name": "Cache Grab", "oracle_id": None, "identifiers": {}, "status": "unparsed"},
            {"name": "Cemetery Tinkering", "oracle_id": None, "identifiers": {}, "status": "unparsed"},
        ]
        assert document["notes"] == []


def test_the_output_is_deterministic_and_sorted(capsys: pytest.CaptureFixture[str], sample: Path, cache_dir: Path) -> None:
    runs = [query(capsys, "--compiled", str(sample), "--", "-t:land") for _ in range(3)]
    assert runs[0] == runs[1] == runs[2]
    lines = runs[0][1].splitlines()
    assert lines == sorted(lines) and len(lines) == 15


def test_list_terms_lists_every_kind_with_its_values(capsys: pytest.CaptureFixture[str], sample: Path, cache_dir: Path) -> None:
    code, out, _err = query(capsys, "--list-terms", "--compiled", str(sample), "--json")
    assert code == 0
    listed = {term["key"]: term for term in json.loads(out)["terms"]}
    assert list(listed) == list(KINDS)
    assert listed["effect"]["values"]["Mill"] == 5
    assert listed["effect"]["values"]["Proliferate"] == 0  # a closed vocabulary is listed whole
    assert listed["creates"]["values"]["army"] == 1
    assert listed["kw"]["values"]["dredge"] == 2
    code, out, _err = query(capsys, "--list-terms", "--compiled", str(sample))
    assert "effect:  what an effect anywhere in its compiled effects does" in out
    assert "replaces:  " in out and "draw (2)" in out


def test_query_and_list_terms_are_one_or_the_other(capsys: pytest.CaptureFixture[str], sample: Path, cache_dir: Path) -> None:
    assert query(capsys, "--compiled", str(sample))[0] == 2
    code, _out, err = query(capsys, "t:elf", "--list-terms", "--compiled", str(sample))
    assert code == 2 and "cannot go with it" in err


# -- sources and the cache -----------------------------------------------------------------------
def test_a_card_database_is_compiled_and_gives_the_same_answer(capsys: pytest.CaptureFixture[str], sample: Path, cache_dir: Path) -> None:
    from_compiled = query(capsys, "effect:mill or creates:army", "--compiled", str(sample))
    from_database = query(capsys, "effect:mill or creates:army", "--db", str(SAMPLE), "-q")
    assert from_database == from_compiled
    assert len(list(cache_dir.glob("query-*-database-*.cache"))) == 1
    assert query(capsys, "effect:mill or creates:army", "--db", str(SAMPLE), "-q") == from_compiled  # from the kept index


def test_a_damaged_index_is_discarded_and_built_again(capsys: pytest.CaptureFixture[str], sample: Path, cache_dir: Path) -> None:
    first = query(capsys, "effect:mill", "--compiled", str(sample))
    (kept,) = cache_dir.glob("query-*.cache")
    data = bytearray(kept.read_bytes())
    data[-40] ^= 1
    kept.write_bytes(bytes(data))
    assert query(capsys, "effect:mill", "--compiled", str(sample)) == first
    assert kept.read_bytes() != bytes(data)  # written anew


def test_an_index_that_verifies_but_holds_wrong_types_is_refused() -> None:
    built = index.build(b'{"schema_version":2,"name":"A","status":"compiled","faces":[]}\n', where="x")
    good = json.loads(index._index_json(built))
    assert index._of_json(good, None).names == ["A"]
    for damage in ({"names": [1]}, {"statuses": "x"}, {"postings": {"t": {"elf": [5]}}}, {"postings": {"t": {"elf": ["0"]}}}, {"mana_values": ["1"]}):
        with pytest.raises((ValueError, TypeError)):
            index._of_json({**good, **damage}, None)


@pytest.mark.parametrize(
    ("content", "says"),
    [
        ("not json\n", "line 1: not JSON"),
        ('{"schema_version": 1, "name": "A", "status": "compiled", "faces": []}\n', "line 1: schema_version 1, expected 2"),
        ('{"schema_version": 2, "name": "A", "status": "odd", "faces": []}\n', "line 1: not a compiled card"),
    ],
)
def test_a_file_that_is_not_compiled_cards_is_an_input_error(capsys: pytest.CaptureFixture[str], tmp_path: Path, cache_dir: Path, content: str, says: str) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(content, encoding="utf-8")
    code, out, err = query(capsys, "t:elf", "--compiled", str(path))
    assert code == 2 and out == ""
    assert says in err and err.count("\n") == 1


# -- the issue's questions, on the whole bundled database ------------------------------------------
def _walk(value: Any) -> Iterator[dict[str, Any]]:
    """Every object of a compiled tree, read on its own (not through oraclec.query): a token's
    abilities and a replacement's matched event left out, as the query's documentation says."""
    if isinstance(value, list):
        for item in value:
            yield from _walk(item)
    elif isinstance(value, dict):
        yield value
        for key, child in value.items():
            if (value.get("type"), key) not in (("TokenSpec", "abilities"), ("Replacement", "matches")):
                yield from _walk(child)


@pytest.fixture(scope="module")
def bundled(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[dict[str, Any]]]:
    """The compiled bundled database: the output the user's compile cache keeps, if it has one
    for this code (read, never written), else compiled without a cache (minutes)."""
    out = tmp_path_factory.mktemp("bundled") / "bundled.compiled.jsonl"
    kept = compiledb.Cache.open().kept_output(compiledb.file_digest(cards.bundled_database()))
    if kept is not None:
        out.write_bytes(kept.text)
    else:
        compiledb.compile_database(None, out, cache=None, jobs=2)
    return out, [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]


def _uncompiled_text(card: dict[str, Any]) -> str:
    return "\n".join(line["text"] for face in card["faces"] for line in face["abilities"] if line["status"] != "compiled").lower()


QUESTIONS = [
    # (query, does a card's compiled tree answer it, the words its uncompiled text must hold to
    # be unchecked, the number the issue's reader found from the output: a floor)
    ("replaces:draw", lambda card: any(e.get("type") == "Replacement" and e.get("event") == "draw" for e in _walk(card["faces"])), (r"\bdraw", r"\b(instead|skip)"), 30),
    ("effect:mill", lambda card: any(e.get("type") == "Mill" for e in _walk(card["faces"])), (r"\bmill",), 431),
    (
        "creates:army",
        lambda card: any(e.get("type") == "CreateToken" and "Army" in (e["token"].get("name"), *e["token"].get("subtypes", ())) for e in _walk(card["faces"])),
        (r"\barmy",),
        59,
    ),
    ("c:g effect:mill", lambda card: "G" in card["colors"] and any(e.get("type") == "Mill" for e in _walk(card["faces"])), (r"\bmill",), 1),
    # what an effect does: exiling is a Move to exile (CR 701.13a); a Clue is made by investigate (CR 701.16a)
    ("effect:exile", lambda card: any(e.get("type") == "Move" and e.get("to") == "exile" for e in _walk(card["faces"])), (r"\bexile",), 1),
    (
        "creates:clues",
        lambda card: any(
            (e.get("type") == "KeywordAction" and e.get("name") == "investigate")
            or (e.get("type") == "CreateToken" and "Clue" in (e["token"].get("name"), *e["token"].get("subtypes", ())))
            for e in _walk(card["faces"])
        ),
        (r"\bclue",),
        1,
    ),
]


@pytest.mark.slow
@pytest.mark.parametrize(("text", "answers", "mentions", "floor"), QUESTIONS, ids=[question[0] for question in QUESTIONS])
def test_the_issues_questions_on_the_bundled_database(
    capsys: pytest.CaptureFixture[str], cache_dir: Path, bundled: tuple[Path, list[dict[str, Any]]], text: str, answers: Any, mentions: tuple[str, ...], floor: int
) -> None:
    path, lines = bundled
    code, out, _err = query(capsys, text, "--compiled", str(path), "--json")
    assert code == 0
    document = json.loads(out)
    expected = sorted(card["name"] for card in lines if answers(card))
    green = text.startswith("c:g")
    unchecked = sorted(
        card["name"] for card in lines
        if card["status"] != "compiled" and not answers(card) and (not green or "G" in card["colors"])
        and all(re.search(pattern, _uncompiled_text(card)) for pattern in mentions)
    )
    assert [match["name"] for match in document["matches"]] == expected
    assert [card["name"] for card in document["unchecked"]] == unchecked
    assert document["counts"] == {"cards": len(lines), "matches": len(expected), "unchecked": len(unchecked), "not_compiled": sum(card["status"] != "compiled" for card in lines)}
    assert len(expected) >= floor
    assert unchecked, "the issue's point: some cards of each question did not compile, and are said to be unchecked"
    # the text summary says so too, with the first few names and how to list them all
    _code, _out, err = query(capsys, text, "--compiled", str(path))
    assert f"; {len(unchecked):,} card{'s' if len(unchecked) != 1 else ''} could not be checked (not compiled fully): {unchecked[0]}" in err
