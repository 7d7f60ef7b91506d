"""Plurals of the game's nouns by English morphology (oraclec.vocabulary): every subtype of the
Comprehensive Rules is read in every plural English gives it, and near misses are not."""

from __future__ import annotations

import re

import pytest

from oraclec import effects as fx
from oraclec.compiler import compile_line_with_problems
from oraclec.parser import parse_ability, terminal_defs
from oraclec.text import normalise_ability
from oraclec.vocabulary import SUBTYPES, data, plural, plurals, subtype_forms

#: singular -> the plurals English gives it, the usual one first
EXPECTED_PLURALS = {
    "Goblin": ("Goblins",),
    "Sphinx": ("Sphinxes",),
    "Leech": ("Leeches",),
    "Primarch": ("Primarchs",),  # the Greek -arch, said "ark"
    "Ally": ("Allies",),
    "Monkey": ("Monkeys",),
    "Hero": ("Heroes",),
    "Rhino": ("Rhinos",),
    "Kangaroo": ("Kangaroos",),
    "Elf": ("Elves",),
    "Werewolf": ("Werewolves",),
    "Dwarf": ("Dwarves", "Dwarfs"),
    "Serf": ("Serfs",),
    "Hippogriff": ("Hippogriffs",),
    "Pegasus": ("Pegasi", "Pegasuses"),
    "Homunculus": ("Homunculi", "Homunculuses"),
    "Octopus": ("Octopuses",),
    "Walrus": ("Walruses",),
    "Cyberman": ("Cybermen",),
    "Human": ("Humans",),
    "Shaman": ("Shamans",),
    "Merfolk": ("Merfolk",),
    "Kithkin": ("Kithkin",),
    "Jellyfish": ("Jellyfish",),
    "Aetherborn": ("Aetherborn",),
    "Mouse": ("Mice",),
    "Mongoose": ("Mongooses",),
    "Ox": ("Oxen",),
    "Fox": ("Foxes",),
    "Cyclops": ("Cyclopes",),
    "Djinn": ("Djinn", "Djinns"),
    "Sorcery": ("Sorceries",),
}


@pytest.mark.parametrize(("singular", "expected"), EXPECTED_PLURALS.items())
def test_plurals_follow_english(singular: str, expected: tuple[str, ...]) -> None:
    assert plurals(singular) == expected
    assert plural(singular) == expected[0]


def test_every_plural_of_a_subtype_is_read_as_it() -> None:
    forms = subtype_forms()
    listed = set(forms)
    pairs = [(subtype, many) for subtype in sorted(SUBTYPES) for many in plurals(subtype)]
    assert len(pairs) > len(SUBTYPES)
    assert [(s, m) for s, m in pairs if forms.get(m) != s or m not in listed] == []


#: each creature subtype of one word, in its usual plural
_CREATURE_PLURALS = sorted((s, plural(s)) for s in (t.replace("’", "'") for t in data()["subtypes"]["creature"]) if " " not in s)


@pytest.mark.parametrize(("subtype", "many"), _CREATURE_PLURALS)
def test_every_creature_type_parses_in_the_plural(subtype: str, many: str) -> None:
    """Not only the plurals the corpus has: every one the rules' list of creature types makes."""
    text = f"Other {many} you control get +1/+1."
    result = parse_ability(normalise_ability(text))
    assert result.line is not None, f"{result.error}"
    abilities, problems = compile_line_with_problems(result.line, text=text)
    assert not problems
    (ability,) = abilities
    (effect,) = ability.effects
    assert isinstance(effect, fx.ModifyPT)
    # "other" alone is plural: every other one, not one chosen
    assert isinstance(effect.what, fx.Filter) and effect.what.other
    assert effect.what.subtypes == (subtype,)


def test_near_misses_are_no_subtype() -> None:
    """Written plurals no English rule makes: "Goblinz", "Goblinses", "Elveses"."""
    forms = subtype_forms()
    listed = set(forms)
    misses = {w for subtype in SUBTYPES if " " not in subtype for w in (subtype + "z", plural(subtype) + "es", plural(subtype) + "s")}
    misses -= listed
    assert len(misses) > 2 * len(SUBTYPES)
    assert sorted(w for w in misses if w in forms or forms.get(w) is not None) == []


@pytest.mark.parametrize("word", ["Heroez", "Heros", "Humen", "Shamen", "Sheeps", "Merfolks", "Mongeese", "Foxen", "Octopi", "Walri", "Elfs", "Rhinoes", "Monkies"])
def test_wrong_inflections_are_no_subtype(word: str) -> None:
    assert subtype_forms().get(word) is None


def test_card_types_in_the_grammar_take_their_plurals() -> None:
    """The grammar's descriptive words name card types in the singular and the plural: the plural
    it spells is the one English makes ("sorceries", not "sorcerys")."""
    (desc_word,) = (t for t in terminal_defs() if t.name == "DESC_WORD")
    pattern = re.compile(desc_word.pattern.value, re.IGNORECASE)
    nouns = [t for t in data()["card_types"] if pattern.fullmatch(t) and t != "Kindred"]  # "Kindred": an adjective
    assert len(nouns) >= 8
    for card_type in nouns:
        assert pattern.fullmatch(plural(card_type)), card_type
        assert not pattern.fullmatch(card_type + "es"), card_type  # "Artifactes", "Sorceryes"


#: keyword actions (CR 701) whose third person the grammar does not know yet: "it regenerates"
#: is an event of regeneration (CR 701.19), not the action "regenerate" with an object; the
#: forms of "planeswalk" are in grammar/keywords.lark's KW_ACTION, whose words the keyword table
#: owns. "Monstrosity" is a noun ("Monstrosity 3"), not a verb.
_THIRD_PERSON_UNKNOWN = {"Planeswalk", "Monstrosity"}


def test_keyword_actions_take_both_present_forms() -> None:
    """Every keyword action of one word that the grammar knows as a verb ("scry", "mill") is
    known in the third person too, as English makes it ("scries", "mills", "amasses")."""
    from oraclec.lexer import OracleLexer
    from oraclec.render import third_person

    parse_ability(normalise_ability("Draw a card."))  # sets up the lexer's vocabulary
    vocabulary = OracleLexer.vocabulary
    assert vocabulary is not None
    checked, missing = [], []
    for name in data()["keyword_actions"]:
        if " " in name or name in _THIRD_PERSON_UNKNOWN:
            continue
        base = name.lower()
        if vocabulary.classify(base):
            checked.append(base)
            if not vocabulary.classify(third_person(base)):
                missing.append(third_person(base))
    assert len(checked) >= 40
    assert missing == []
    # the exceptions are still exceptions (else they leave the list)
    assert [n for n in _THIRD_PERSON_UNKNOWN if vocabulary.classify(third_person(n.lower()))] == []
