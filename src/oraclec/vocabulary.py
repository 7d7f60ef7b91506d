"""Game vocabulary taken from the Comprehensive Rules: subtypes, keywords, ability words.

The lists ship as data (``data/vocabulary.json``), extracted from the rules text by
:func:`extract`; ``python -m oraclec.vocabulary RULES.txt`` rewrites the file, and a test checks
that it matches the rules file in ``../shared/data/rules``.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterable, Iterator, Mapping
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

#: subtype kind -> CR rule listing it
SUBTYPE_RULES = {
    "artifact": "205.3g",
    "enchantment": "205.3h",
    "land": "205.3i",
    "planeswalker": "205.3j",
    "spell": "205.3k",
    "creature": "205.3m",
    "battle": "205.3q",
}


def _rule_text(rules: str, number: str) -> str:
    """The text of one rule; a rule such as 107.4 is written "107.4." in the rules file."""
    m = re.search(rf"^{re.escape(number)}\.? (.*)$", rules, re.MULTILINE)
    if not m:
        raise ValueError(f"rule {number} not found")
    return m.group(1)


def _split_list(sentence: str) -> list[str]:
    sentence = sentence.rstrip(".")
    sentence = re.sub(r"\s*\(see rule [^)]*\)", "", sentence)
    parts = re.split(r",\s*(?:and\s+)?|\s+and\s+", sentence)
    return [p.strip() for p in parts if p.strip()]


def extract(rules: str) -> dict[str, Any]:
    """Extract the vocabulary lists from the text of the Comprehensive Rules."""
    subtypes: dict[str, list[str]] = {}
    for kind, number in SUBTYPE_RULES.items():
        text = _rule_text(rules, number)
        if kind == "creature":
            m = re.search(r"All other creature types are one word long: (.*)$", text)
            assert m
            items = ["Time Lord", *_split_list(m.group(1))]
        elif kind == "battle":
            m = re.search(r"That battle type is (\w+)", text)
            assert m
            items = [m.group(1)]
        else:
            m = re.search(r"The [\w ]+ types are (.*?)\.(?: Of that list| Of those|$)", text)
            assert m, number
            items = _split_list(m.group(1))
        subtypes[kind] = items
    keyword_abilities = [
        name.strip() for name in re.findall(r"^702\.\d+\. (.+)$", rules, re.MULTILINE)
    ][1:]  # 702.1 is the introduction
    keyword_actions = [
        name.strip() for name in re.findall(r"^701\.\d+\. (.+)$", rules, re.MULTILINE)
    ][1:]
    ability_words = _split_list(
        re.search(r"The ability words are (.*)$", _rule_text(rules, "207.2c")).group(1)  # type: ignore[union-attr]
    )
    return {
        "subtypes": subtypes,
        "keyword_abilities": keyword_abilities,
        "keyword_actions": keyword_actions,
        "ability_words": ability_words,
        "symbols": _symbols(rules),
        "card_types": [t.capitalize() for t in _split_list(_list_after(_rule_text(rules, "205.2a"), "The card types are"))],
        "supertypes": [t.capitalize() for t in _split_list(_list_after(_rule_text(rules, "205.4a"), "The supertypes are"))],
        # CR 111.10a-: "A Treasure token is ...", "A Young Hero Role token is ..."
        "predefined_tokens": re.findall(r"^111\.10[a-z] An? (.+?) token is", rules, re.MULTILINE),
        # "A Monster Role token is a colorless Aura Role enchantment token named Monster with
        # enchant creature and “Enchanted creature gets +1/+1 and has trample.”": name -> its
        # abilities, as Oracle text
        "predefined_token_abilities": {
            m.group(1): _token_abilities(m.group(2))
            for m in re.finditer(r"^111\.10[a-z] An? (.+?) token is an? [^“\n]*? token(?: named [^“\n]+?)? with (.+)$", rules, re.MULTILINE)
        },
    }


def _token_abilities(clause: str) -> list[str]:
    """The abilities of a predefined token's "with" clause, written as on a card: a keyword
    ("enchant creature" -> "Enchant creature") or a quoted ability, whose own quoted abilities
    (‘...’) get Oracle's straight double quotes and whose apostrophes straight ones."""
    clause = re.sub(r"\s+See rule .*$", "", clause)  # "See rule 701.44, “Explore.”"
    found: list[str] = []
    for quoted, plain in re.findall(r"“(.+?)”|([^“”,]+)", clause):
        if quoted:
            text = re.sub(r"‘(.+)’", r'"\1"', quoted).replace("’", "'")
            found.append(text[:-1] + "." if text.endswith(",") else text)
        else:
            words = re.sub(r"^\s*(?:and\s+)?|\s*(?:and)?\s*$", "", plain)
            if words:
                found.append(words[:1].upper() + words[1:])
    return found


def _list_after(text: str, lead: str) -> str:
    """The list that follows ``lead`` in a rule, up to the end of its sentence."""
    m = re.search(re.escape(lead) + r" (.*?\.)(?: |$)", text)
    if not m:
        raise ValueError(f"{lead!r} not found in {text[:60]!r}")
    return m.group(1)


#: Rules that introduce symbols other than the mana symbols of 107.4: Phyrexian {H}, tap, untap,
#: planeswalker, chaos, energy, ticket, pawprint.
SYMBOL_RULES = ("107.4g", "107.5", "107.6", "107.11", "107.12", "107.14", "107.17", "107.18")


def _symbols(rules: str) -> dict[str, list[str]]:
    """The symbols of CR 107.4 (mana) and of the other rules of CR 107 that name one."""
    mana = re.findall(r"\{[^{}]+\}", _rule_text(rules, "107.4"))
    other: list[str] = []
    for number in SYMBOL_RULES:
        for symbol in re.findall(r"\{[^{}]+\}", _rule_text(rules, number)):
            if symbol not in other and symbol not in mana:
                other.append(symbol)
    return {"mana": mana, "other": other}


@cache
def data() -> dict[str, Any]:
    return json.loads(resources.files("oraclec").joinpath("data/vocabulary.json").read_text("utf-8"))


def predefined_token_abilities() -> dict[str, list[str]]:
    """Predefined token name -> its abilities as Oracle text (CR 111.10; see :func:`extract`)."""
    return data()["predefined_token_abilities"]  # type: ignore[no-any-return]


# -- English plurals of the game's nouns (subtypes, card types) ---------------------------------------
# A written plural is recognised by working backwards: each ending that English plurals have
# ("-es", "-ies", "-ves", "-i", "-men", ...) gives a candidate singular, and the word is that
# singular's plural if the candidate is a subtype and the forward rules (:func:`plurals`) make the
# word from it. Only the forms no rule makes are listed; a compound takes the plural of its last
# part ("Werewolf" as "wolf", "Jellyfish" as "fish").

#: genuinely irregular plurals (of the whole word: "Mongoose" is no goose, "Fox" no ox)
_IRREGULAR = {
    "Mouse": "Mice", "Louse": "Lice", "Goose": "Geese", "Foot": "Feet", "Tooth": "Teeth",
    "Child": "Children", "Person": "People", "Ox": "Oxen", "Cyclops": "Cyclopes",
    "die": "dice",  # the game's die (CR 706.1)
}
#: nouns whose plural is the singular: English ones (by last part: "Jellyfish", "Treefolk",
#: "Aetherborn"), a Hebrew plural ("Nephilim"), and names and borrowed words Oracle text never
#: inflects ("Eldrazi", "Kavu", "Myr", "Plains")
_INVARIANT_PARTS = ("sheep", "fish", "deer", "moose", "folk", "kin", "born")
_INVARIANT = frozenset({"Aurochs", "Astartes", "Custodes", "Eldrazi", "Equipment", "Kavu", "Myr", "Nephilim", "Plains", "Qu", "Samurai", "Thalakos", "Urza's"})
#: nouns both invariant and regular, as English has them ("Djinn"/"Djinns", "Efreet"/"Efreets")
_INVARIANT_OR_REGULAR = frozenset({"Djinn", "Efreet"})
#: -f/-fe nouns whose plural is -ves only, or either -ves or -fs (by last part); others take -fs
_F_TO_VES = ("elf", "wolf", "calf", "half", "leaf", "loaf", "self", "sheaf", "shelf", "thief", "knife", "life", "wife")
_F_TO_VES_OR_FS = ("dwarf", "hoof", "scarf", "wharf")
#: consonant + o nouns whose plural is -oes only, or either -oes or -os; others take -os
_O_TO_OES = ("hero", "echo", "potato", "tomato", "torpedo", "veto", "embargo")
_O_TO_OES_OR_OS = ("volcano", "tornado", "mosquito", "buffalo", "domino", "mango", "zero", "cargo", "motto", "grotto")
#: -us nouns that are not Latin ("Octopus": Greek, "Walrus": Dutch): -uses only
_US_NOT_LATIN = ("pus", "rus")


def _ends(word: str, parts: tuple[str, ...]) -> bool:
    return word.lower().endswith(parts)


def plurals(word: str) -> tuple[str, ...]:
    """The plurals English gives the noun ``word``, the usual one first (a name of the game's
    vocabulary such as "Elf", "Hero", "Homunculus", "Cyberman")."""
    if word in _IRREGULAR:
        return (_IRREGULAR[word],)
    if word in _INVARIANT or _ends(word, _INVARIANT_PARTS):
        return (word,)
    if word in _INVARIANT_OR_REGULAR:
        return (word, word + "s")
    if re.search(r"[^aeiou]man$", word) and len(word) > 5:
        # a compound of "man" ("Cyberman"), not a word that ends in it ("Human", "Shaman")
        return (word[:-3] + "men",)
    if word.endswith("us"):
        return (word + "es",) if _ends(word, _US_NOT_LATIN) else (word[:-2] + "i", word + "es")
    if word.endswith("um"):
        return (word + "s", word[:-2] + "a")
    if word.endswith("is"):
        return (word[:-2] + "es", word + "es")
    if re.search(r".{3}arch$", word):
        return (word + "s",)  # the Greek -arch is said "ark": "Primarchs", "Monarchs"
    if re.search(r"(s|x|z|ch|sh)$", word):
        return (word + "es",)
    if re.search(r"[^aeiou]y$", word):
        return (word[:-1] + "ies",)
    if word.endswith(("f", "fe")):
        stem = word[:-2] if word.endswith("fe") else word[:-1]
        if _ends(word, _F_TO_VES):
            return (stem + "ves",)
        if _ends(word, _F_TO_VES_OR_FS):
            return (stem + "ves", word + "s")
    if re.search(r"[^aeiou]o$", word):
        if _ends(word, _O_TO_OES):
            return (word + "es",)
        if _ends(word, _O_TO_OES_OR_OS):
            return (word + "es", word + "s")
    return (word + "s",)


def plural(word: str) -> str:
    """The usual plural of the noun ``word``."""
    return plurals(word)[0]


#: the endings of written plurals, each with the endings of the singulars it may come from
_PLURAL_ENDINGS = (
    ("s", ("",)),
    ("es", ("", "is")),
    ("ies", ("y",)),
    ("ves", ("f", "fe")),
    ("i", ("us",)),
    ("a", ("um",)),
    ("men", ("man",)),
)


def singular_candidates(word: str) -> list[str]:
    """The singulars the written plural ``word`` may come from, by its ending (most are no
    noun: "Goblinses" gives "Goblinse" and "Goblins")."""
    found = [singular for singular, many in _IRREGULAR.items() if many == word]
    for ending, singular_endings in _PLURAL_ENDINGS:
        if word.endswith(ending) and len(word) > len(ending):
            found += [word[: -len(ending)] + singular_ending for singular_ending in singular_endings]
    return found


class SubtypeForms(Mapping[str, str]):
    """Every written form of a subtype (singular or plural) -> the subtype. Looking a word up
    works backwards from it (:func:`singular_candidates`), so every plural English makes is
    found; iterating gives each subtype and its plurals."""

    def __init__(self, subtypes: Iterable[str]):
        self._subtypes = frozenset(subtypes)
        self._found: dict[str, str | None] = {}

    def subtype(self, word: str) -> str | None:
        """The subtype ``word`` is a form of, or None."""
        if word in self._found:
            return self._found[word]
        if len(self._found) >= 1 << 16:  # bounded, as the lexer's own cache of words
            self._found.clear()
        found: str | None = word if word in self._subtypes else None
        if found is None:
            for singular in singular_candidates(word):
                if singular in self._subtypes and word in plurals(singular):
                    found = singular
                    break
        self._found[word] = found
        return found

    def __getitem__(self, word: str) -> str:
        found = self.subtype(word)
        if found is None:
            raise KeyError(word)
        return found

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and self.subtype(word) is not None

    def get(self, word: str, default: Any = None) -> Any:  # type: ignore[override]
        # without Mapping.get's KeyError for every word that is no subtype (the compiler asks
        # of every word of a descriptor)
        found = self.subtype(word)
        return default if found is None else found

    def _forms(self) -> list[str]:
        return [form for subtype in sorted(self._subtypes) for form in dict.fromkeys((subtype, *plurals(subtype)))]

    def __iter__(self) -> Iterator[str]:
        return iter(self._forms())

    def __len__(self) -> int:
        return len(self._forms())


@cache
def subtype_forms() -> SubtypeForms:
    """Every written form of a subtype (singular and plural) -> the subtype."""
    return SubtypeForms(SUBTYPES)


SUBTYPES: frozenset[str] = frozenset(
    s.replace("’", "'") for items in data()["subtypes"].values() for s in items
)


def subtype_kind(subtype: str) -> str | None:
    for kind, items in data()["subtypes"].items():
        if subtype in items:
            return kind
    return None


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m oraclec.vocabulary RULES.txt", file=sys.stderr)
        return 2
    extracted = extract(Path(args[0]).read_text(encoding="utf-8"))
    target = Path(__file__).parent / "data" / "vocabulary.json"
    target.write_text(json.dumps(extracted, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
