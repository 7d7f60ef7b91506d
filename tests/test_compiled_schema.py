"""The JSON Schema of compiled output (``oraclec compile --schema``, :mod:`oraclec.schema`): valid
draft 2020-12, generated from the effect model, met by what ``oraclec compile`` writes, and
refusing what it never writes."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import attrs
import jsonschema
import pytest

import oraclec
from oraclec import cards, compiled, compiledb
from oraclec import effects as fx
from oraclec.cli import main
from oraclec.schema import compiled_schema, description_of, first_sentence

SAMPLE = Path(__file__).parent / "data" / "compile_sample.jsonl"
#: every this many cards of the bundled database are compiled and validated by the quick test
#: (1 in 25: some 1,200 cards, a few seconds; the whole database is the slow test's)
EVERY = 25


@pytest.fixture(scope="module")
def validator() -> jsonschema.Draft202012Validator:
    schema = compiled_schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def _errors(validator: jsonschema.Draft202012Validator, document: Any) -> list[str]:
    return [f"{'/'.join(map(str, error.absolute_path))}: {error.message}" for error in validator.iter_errors(document)]


def _compiled_lines(database: str | Path | None, tmp_path: Path, *, every: int = 1) -> list[dict[str, Any]]:
    """The compiled lines of every ``every``-th card of a database, as ``oraclec compile`` writes them."""
    chosen = [card for index, card in enumerate(cards.load(database)) if index % every == 0]
    lines: list[str] = []
    compiledb.compile_cards(chosen, lines.append, cache=None)
    return [json.loads(line) for line in lines]


def test_every_effect_type_has_an_entry_with_its_type_and_meaning(validator: jsonschema.Draft202012Validator) -> None:
    defs = compiled_schema()["$defs"]
    for name, cls in fx.CLASSES.items():
        entry = defs[name]
        assert entry["properties"]["type"] == {"const": name}
        assert entry["additionalProperties"] is False
        fields = attrs.fields(cls)
        assert list(entry["properties"]) == ["type", *(f.name for f in fields)], name
        assert entry["required"] == ["type", *(f.name for f in fields if f.default is attrs.NOTHING)], name
        assert entry["description"], f"{name} has no docstring: its schema entry has no meaning"
        assert "\n" not in entry["description"]


def test_descriptions_are_the_first_sentence_and_the_rule() -> None:
    defs = compiled_schema()["$defs"]
    assert defs["Mill"]["description"] == '"mill N cards" (CR 701.17): as many as possible.'
    # the rule named in the first paragraph only, after the first sentence
    assert defs["CastPermission"]["description"].endswith("(CR 601.3).")
    assert defs["Transform"]["description"] == "Turn a double-faced permanent to its other face (CR 701.27)."
    # no rule in the docstring: the one defining the keyword action or ability of the class's name
    assert description_of(type("Goad", (), {"__doc__": '"goad target creature".\n\n    More.'})) == '"goad target creature" (CR 701.15).'
    assert description_of(type("FirstStrike", (), {"__doc__": "Deals combat damage first"})) == "Deals combat damage first (CR 702.7)"
    assert description_of(type("Frobnicate", (), {"__doc__": "Nothing the rules name."})) == "Nothing the rules name."
    assert description_of(fx.KeywordAction).startswith("A keyword action whose rule the runtime implements by name (CR 701)")
    # a sentence ends outside quotation marks and parentheses, and not at "e.g."
    assert first_sentence('"If [c], [e]. Otherwise, [o]." (CR 608.2c). More.') == '"If [c], [e]. Otherwise, [o]." (CR 608.2c).'
    assert first_sentence("Here (e.g. this. That) too. Next.") == "Here (e.g. this. That) too."
    assert first_sentence("as in e.g. this. Next.") == "as in e.g. this."
    for name, entry in defs.items():
        found = re.findall(r"CR \d{3}", entry.get("description", ""))
        first_paragraph = (fx.CLASSES[name].__dict__.get("__doc__") or "").split("\n\n")[0] if name in fx.CLASSES else ""
        if re.search(r"\bCR\s+\d{3}", first_paragraph):
            assert found, f"{name}: its docstring names a rule, its description none"


def test_a_default_is_given_as_the_json_of_the_default() -> None:
    draw = compiled_schema()["$defs"]["Draw"]["properties"]
    assert draw["player"]["default"] == {"type": "You"}
    assert draw["amount"]["default"] == {"type": "Fixed", "value": 1}
    assert draw["amount"]["$ref"] == "#/$defs/any:Value"


def test_a_fields_comment_is_its_description() -> None:
    move = compiled_schema()["$defs"]["Move"]["properties"]
    assert move["position"]["description"].startswith('for libraries: "top" / "bottom"; "top:N" / "bottom:N", the Nth place')
    # a comment after the field, on its line
    assert compiled_schema()["$defs"]["LibraryHasAtLeast"]["properties"]["player"]["description"] == "default: the controller"
    assert "description" not in move["what"]


def test_a_field_of_a_base_class_takes_each_class_of_that_base() -> None:
    defs = compiled_schema()["$defs"]
    values = sorted(name for name, cls in fx.CLASSES.items() if issubclass(cls, fx.Value))
    assert defs["any:Value"]["properties"]["type"]["enum"] == values
    assert {"Fixed", "CountOf", "Variable"} <= set(values)


def test_the_compiled_sample_meets_the_schema(validator: jsonschema.Draft202012Validator, tmp_path: Path) -> None:
    lines = _compiled_lines(SAMPLE, tmp_path)
    assert len(lines) == 39
    for line in lines:
        assert _errors(validator, line) == [], line["name"]


def test_a_sample_of_the_bundled_database_meets_the_schema(validator: jsonschema.Draft202012Validator, tmp_path: Path) -> None:
    lines = _compiled_lines(None, tmp_path, every=EVERY)
    assert len(lines) > 1000
    statuses = {line["status"] for line in lines}
    assert statuses == set(compiled.STATUSES)  # each kind of line is checked
    problems = {line["name"]: errors for line in lines if (errors := _errors(validator, line))}
    assert problems == {}


@pytest.mark.slow
def test_the_whole_bundled_database_meets_the_schema(validator: jsonschema.Draft202012Validator, tmp_path: Path) -> None:
    """Every line of the compiled bundled database: each card's envelope, and each distinct
    ability line once (the same text compiles to the same line: validating a repeat again would
    check nothing new, and would take half as long again). The output is the one the user's
    cache keeps for this compiler, if it has one (CI's first command compiles the bundled
    database: a cold compile here would double the time), read and never written, else compiled
    without a cache; the two are the same bytes."""
    kept = compiledb.Cache.open().kept_output(compiledb.file_digest(cards.bundled_database()))
    out = tmp_path / "out.jsonl"
    if kept is not None:
        out.write_bytes(kept.text)
    else:
        compiledb.compile_database(None, out, cache=None)
    schema = compiled_schema()
    ability_validator = jsonschema.Draft202012Validator({"$ref": "#/$defs/CompiledAbility", "$defs": schema["$defs"]})
    seen: set[str] = set()
    problems: dict[str, list[str]] = {}
    count = 0
    with out.open(encoding="utf-8") as handle:
        for text in handle:
            line = json.loads(text)
            count += 1
            for face in line["faces"]:
                for ability in face["abilities"]:
                    key = json.dumps(ability, sort_keys=True)
                    if key not in seen:
                        seen.add(key)
                        if errors := _errors(ability_validator, ability):
                            problems[f"{line['name']}: {ability['text']}"] = errors
                face["abilities"] = []
            if errors := _errors(validator, line):
                problems[line["name"]] = errors
    assert count == sum(1 for _ in cards.load())
    assert problems == {}


def _document() -> dict[str, Any]:
    card = cards.Card.from_text("Ponder", "Draw two cards. Mill a card.", type_line="Sorcery", mana_cost="{U}")
    return json.loads(compiled.to_json(oraclec.compile_card(card)))


@pytest.mark.parametrize(
    ("change", "where"),
    [
        (lambda d: d.pop("colors"), ""),  # an envelope field missing
        (lambda d: d.update(status="done"), "status"),  # a status that is none
        (lambda d: d.update(schema_version=1), "schema_version"),
        (lambda d: d.update(extra=1), ""),  # a field the writer never writes
        (lambda d: d["faces"][0].update(types="Sorcery"), "faces/0/types"),  # a string for a list
        (lambda d: d["faces"][0]["abilities"][0]["abilities"][0]["effects"][0].update(type="Drawe"), "faces/0/abilities/0/abilities/0/effects/0/type"),
        (lambda d: d["faces"][0]["abilities"][0]["abilities"][0]["effects"][0].update(amount=2), "faces/0/abilities/0/abilities/0/effects/0/amount"),
        (lambda d: d["faces"][0]["abilities"][0]["abilities"][0]["effects"][0].update(cards=2), "faces/0/abilities/0/abilities/0/effects/0"),
        # a Value where a Reference belongs: the class exists, but not of that kind
        (lambda d: d["faces"][0]["abilities"][0]["abilities"][0]["effects"][0].update(player={"type": "Fixed", "value": 1}), "faces/0/abilities/0/abilities/0/effects/0/player/type"),
        (lambda d: d["faces"][0]["abilities"][0]["abilities"][0]["effects"][1].pop("type"), "faces/0/abilities/0/abilities/0/effects/1"),
    ],
)
def test_a_wrong_document_is_refused(validator: jsonschema.Draft202012Validator, change: Any, where: str) -> None:
    document = _document()
    assert _errors(validator, document) == []
    assert [e["type"] for e in document["faces"][0]["abilities"][0]["abilities"][0]["effects"]] == ["Draw", "Mill"]
    wrong = copy.deepcopy(document)
    change(wrong)
    errors = _errors(validator, wrong)
    assert errors, "a wrong document passed"
    assert any(error.split(": ")[0] == where for error in errors), errors


def test_compile_schema_prints_it(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["compile", "--schema"]) == 0
    assert json.loads(capsys.readouterr().out) == compiled_schema()


def test_compile_schema_with_a_database_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["compile", str(SAMPLE), "--schema"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "--schema prints the schema and compiles nothing: DATABASE cannot go with it" in captured.err
