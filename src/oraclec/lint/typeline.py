"""Type line (OC4xx): card types, supertypes and subtypes (CR 205), and the numbers in the lower
right corner that go with them: power and toughness (CR 208), loyalty (CR 209), defense (CR 310).

The known card types and supertypes are those of CR 205.2a and 205.4a; the known subtypes are
those of CR 205.3g-m and the ones current type lines add (see :mod:`oraclec.lint.usage`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache

from ..vocabulary import data as vocabulary
from .context import FaceContext
from .model import Category, Finding, Fix, Severity, define, runs
from .similar import Vocabulary
from .usage import TYPE_KINDS, subtype_kinds
from .usage import data as usage_data

UNKNOWN_SUBTYPE = define(
    "OC401", "unknown-subtype", Category.TYPE_LINE, Severity.ERROR,
    "a subtype that no list of CR 205.3 (nor any current card) has, with the closest one", rule="205.3", fix=Fix.UNSAFE,
)
SUBTYPE_MISMATCH = define(
    "OC402", "subtype-wrong-type", Category.TYPE_LINE, Severity.ERROR,
    "a subtype of another card type than the card's (an Equipment that is not an artifact)", rule="205.3d",
)
POWER_TOUGHNESS = define(
    "OC403", "power-toughness", Category.TYPE_LINE, Severity.ERROR,
    "a creature without power and toughness, a noncreature with them (Vehicles and Spacecraft excepted), or a malformed P/T",
    rule="208.1",
)
LOYALTY = define(
    "OC404", "loyalty", Category.TYPE_LINE, Severity.ERROR,
    "a planeswalker without loyalty, or loyalty on a card that is not a planeswalker", rule="209.1",
)
DEFENSE = define(
    "OC405", "defense", Category.TYPE_LINE, Severity.ERROR,
    "a battle without defense, or defense on a card that is not a battle", rule="310.4a",
)
CARD_TYPE = define(
    "OC406", "card-type", Category.TYPE_LINE, Severity.ERROR,
    "a card type or supertype that does not exist (misspelt, obsolete such as Summon or Tribal, or a subtype before the dash)",
    rule="205.2a", fix=Fix.UNSAFE,
)
TYPE_ORDER = define(
    "OC407", "type-line-order", Category.TYPE_LINE, Severity.WARNING,
    "supertypes after card types, or a subtype in lower case", rule="205.4a", fix=Fix.SAFE,
)
AURA_ENCHANT = define(
    "OC408", "aura-without-enchant", Category.TYPE_LINE, Severity.ERROR,
    "an Aura without an enchant ability", rule="303.4a",
)
PLANESWALKER_LEGENDARY = define(
    "OC409", "planeswalker-not-legendary", Category.TYPE_LINE, Severity.WARNING,
    "a planeswalker that is not legendary", rule="306.4", fix=Fix.UNSAFE,
)

#: obsolete type-line words (CR glossary) -> (the type line they become, reference)
OBSOLETE_TYPES: dict[str, tuple[str, str]] = {
    "Summon": ("Creature", "glossary: Summon (Obsolete)"),
    "Tribal": ("Kindred", "308.3"),
    "Interrupt": ("Instant", "glossary: Interrupt (Obsolete)"),
    "Mana Source": ("Instant", "605.5b"),
    "Enchant Creature": ("Enchantment — Aura", "glossary: Local Enchantment (Obsolete)"),
    "Local Enchantment": ("Enchantment — Aura", "glossary: Local Enchantment (Obsolete)"),
    "Global Enchantment": ("Enchantment", "glossary: Global Enchantment (Obsolete)"),
    "Continuous Artifact": ("Artifact", "glossary: Continuous Artifact (Obsolete)"),
    "Mono Artifact": ("Artifact", "glossary: Mono Artifact (Obsolete)"),
    "Poly Artifact": ("Artifact", "glossary: Poly Artifact (Obsolete)"),
}
#: types whose cards print power and toughness without being creatures (CR 301.7a, 721)
PT_WITHOUT_CREATURE = ("Vehicle", "Spacecraft")
_PT_VALUE = re.compile(r"^(?:[+\-]?\d+|\*|X|\d+[+\-]\*|\*[+\-]\d+|[+\-]?\d+(?:\.5|½)|∞|\?)$")


@cache
def card_types() -> frozenset[str]:
    return frozenset(vocabulary()["card_types"])


@cache
def nontraditional_types() -> frozenset[str]:
    """Card types of current type lines that CR 205.2a does not list: those of nontraditional
    cards and game pieces (CR 108.2a), "Hero" of the Hero's Path cards, "Stickers" of a sticker
    sheet (CR 123.2), taken from the card database (:mod:`oraclec.lint.usage`)."""
    return frozenset(usage_data().get("card_types", ()))


@cache
def supertypes() -> frozenset[str]:
    return frozenset(vocabulary()["supertypes"])


def _positions(text: str) -> list[tuple[str, int, int]]:
    return [(m.group(), m.start(), m.end()) for m in re.finditer(r"[^\s—]+", text)]


@runs(CARD_TYPE.code, TYPE_ORDER.code, UNKNOWN_SUBTYPE.code, SUBTYPE_MISMATCH.code)
def check_types(ctx: FaceContext) -> Iterator[Finding]:
    if not ctx.known("type_line"):
        return
    text = ctx.face.type_line.text
    if not text.strip():
        return
    left, dash, right = text.partition("—")
    if not dash:
        left, dash, right = text.partition(" - ")
    right_start = len(left) + len(dash)
    # obsolete type lines: "Summon Goblin", "Enchant Creature", "Poly Artifact"
    for old, (new, rule) in OBSOLETE_TYPES.items():
        at = left.find(old)
        if at != -1 and re.match(rf"(?<!\w){re.escape(old)}(?!\w)", left[at:]):
            if ctx.digital:
                return  # a digital-only card's type line is the game client's (Astral's "Summon Dragon"; FaceContext.digital)
            replacement = new
            rest = left[at + len(old) :].strip()
            if old == "Summon" and rest:
                replacement = f"Creature — {rest}"
                yield ctx.in_field(CARD_TYPE.code, "type_line", at, len(left.rstrip()), f"{old!r} is obsolete: {left[at:].strip()!r} is written {replacement!r}", replacement, rule=rule)
                return
            yield ctx.in_field(CARD_TYPE.code, "type_line", at, at + len(old), f"{old!r} is obsolete: it is written {new!r}", new, rule=rule)
            return
    words = _positions(left)
    seen_type = False
    known_types = card_types()
    known_supertypes = supertypes()
    for word, start, end in words:
        if word in known_types or (word in nontraditional_types() and (dash or not any(w in known_types for w, _, _ in words))):
            # "Hero", "Hero Artifact — Equipment"; not the subtype of "Creature Hero", which lacks its dash
            seen_type = True
            continue
        if word in known_supertypes:
            if seen_type:
                order = [w for w, _, _ in words]
                fixed = " ".join([w for w in order if w in known_supertypes] + [w for w in order if w not in known_supertypes])
                span_end = words[-1][2]
                yield ctx.in_field(TYPE_ORDER.code, "type_line", words[0][1], span_end, "supertypes come before card types", fixed)
                break
            continue
        if word.capitalize() in known_types | known_supertypes:
            yield ctx.in_field(TYPE_ORDER.code, "type_line", start, end, f"card types are capitalised: {word.capitalize()}", word.capitalize())
            continue
        if word == "Legend":
            yield ctx.in_field(CARD_TYPE.code, "type_line", start, end, "'Legend' is obsolete: the card is Legendary", "Legendary", rule="glossary: Legend (Obsolete)")
            continue
        if word in subtype_kinds() and not dash:
            # "Creature Elf": the subtypes follow a long dash
            yield ctx.in_field(CARD_TYPE.code, "type_line", start - 1, start, f"subtypes such as {word!r} follow a long dash", " — ")
            break
        close = _type_vocabulary().closest(word, 0.7)
        yield ctx.in_field(
            CARD_TYPE.code, "type_line", start, end,
            f"{word!r} is not a card type or supertype" + (f"; did you mean {close!r}?" if close else f" (CR 205.2a: {', '.join(sorted(known_types))})"),
            close,
        )
    yield from _subtypes(ctx, right, right_start)


def _subtypes(ctx: FaceContext, right: str, offset: int) -> Iterator[Finding]:
    if not right.strip():
        return
    types = ctx.types
    if "Plane" in types or not any(t in TYPE_KINDS for t in types):
        return  # planar types are free text (CR 205.3n); unknown types are reported above
    kinds = subtype_kinds()
    allowed = {TYPE_KINDS[t] for t in types if t in TYPE_KINDS}
    text = right
    for two in ("Time Lord",):
        text = text.replace(two, two.replace(" ", "_"))
    for word, start, end in _positions(text):
        word = word.replace("_", " ")
        at, stop = offset + start, offset + end
        if word in kinds:
            if not kinds[word] & allowed:
                kind = sorted(kinds[word])[0]
                yield ctx.in_field(
                    SUBTYPE_MISMATCH.code, "type_line", at, stop,
                    f"{word!r} is {_article(kind, noun=False)} type, and this card is not {_article(kind)}",
                )
            continue
        if word.capitalize() in kinds or word.title() in kinds:
            fixed = word.capitalize() if word.capitalize() in kinds else word.title()
            yield ctx.in_field(TYPE_ORDER.code, "type_line", at, stop, f"subtypes are capitalised: {fixed}", fixed)
            continue
        close = _subtype_vocabulary(frozenset(allowed)).closest(word, 0.75)
        yield ctx.in_field(
            UNKNOWN_SUBTYPE.code, "type_line", at, stop,
            f"{word!r} is not a {' or '.join(sorted(allowed))} type" + (f"; did you mean {close!r}?" if close else ""),
            close,
        )


@cache
def _type_vocabulary() -> Vocabulary:
    return Vocabulary(card_types() | supertypes())


@cache
def _subtype_vocabulary(allowed: frozenset[str]) -> Vocabulary:
    kinds = subtype_kinds()
    return Vocabulary(s for s, k in kinds.items() if k & allowed)


def _article(kind: str, noun: bool = True) -> str:
    word = {"spell": "instant or sorcery", "creature": "creature or kindred"}.get(kind, kind) if noun else kind
    return ("an " if word[0] in "aeiou" else "a ") + word


@runs(POWER_TOUGHNESS.code, LOYALTY.code, DEFENSE.code)
def check_numbers(ctx: FaceContext) -> Iterator[Finding]:
    if not ctx.known("type_line") or not ctx.face.type_line.text.strip():
        return
    face = ctx.face
    types = set(ctx.types)
    if not types <= card_types() | {"Summon"}:
        return  # an unknown card type is reported by check_types; what the card is, is unclear
    creature = "Creature" in types or "Summon" in types
    if ctx.known("pt"):
        has_pt = face.power is not None or face.toughness is not None
        end = len(ctx.face.type_line.text)
        if creature and not has_pt:
            yield ctx.in_field(POWER_TOUGHNESS.code, "type_line", 0, end, "a creature has power and toughness")
        elif has_pt and not creature and not any(s in ctx.subtypes for s in PT_WITHOUT_CREATURE):
            yield ctx.in_field(POWER_TOUGHNESS.code, "pt", 0, len(ctx.field_text("pt")), "only creatures (and Vehicles and Spacecraft) have power and toughness")
        elif has_pt:
            pt = ctx.field_text("pt")
            for value, start in ((face.power or "", 0), (face.toughness or "", len(face.power or "") + 1)):
                if not _PT_VALUE.match(value):
                    yield ctx.in_field(POWER_TOUGHNESS.code, "pt", start, start + len(value), f"{value!r} is not a power or toughness (a number, *, X, or 1+*)" if value else f"{pt!r} needs both power and toughness")
    if ctx.known("loyalty"):
        end = len(ctx.face.type_line.text)
        planeswalker = "Planeswalker" in types
        # the back face of a transforming card never enters with its own loyalty: the permanent
        # transforms with its loyalty counters (CR 306.5b, 712.8), so the database gives it none
        transformed_in = ctx.face_index > 0 and ctx.card.layout == "transform"
        if planeswalker and face.loyalty is None and not transformed_in:
            yield ctx.in_field(LOYALTY.code, "type_line", 0, end, "a planeswalker has a loyalty number")
        elif face.loyalty is not None and not planeswalker:
            yield ctx.in_field(LOYALTY.code, "loyalty", 0, len(face.loyalty), "only planeswalkers have loyalty")
        elif face.loyalty is not None and not re.fullmatch(r"\d+|X|\*", face.loyalty):
            yield ctx.in_field(LOYALTY.code, "loyalty", 0, len(face.loyalty), f"{face.loyalty!r} is not a loyalty number")
    if ctx.known("defense"):
        end = len(ctx.face.type_line.text)
        battle = "Battle" in types
        if battle and face.defense is None:
            yield ctx.in_field(DEFENSE.code, "type_line", 0, end, "a battle has a defense number", rule="310.4a")
        elif face.defense is not None and not battle:
            yield ctx.in_field(DEFENSE.code, "defense", 0, len(face.defense), "only battles have defense")


@runs(AURA_ENCHANT.code, PLANESWALKER_LEGENDARY.code)
def check_type_abilities(ctx: FaceContext) -> Iterator[Finding]:
    if not ctx.known("type_line"):
        return
    end = len(ctx.face.type_line.text)
    if "Aura" in ctx.subtypes and ctx.known("text"):
        has_enchant = any(re.match(r"(?i)enchant\b", a.rules) for a in ctx.abilities)
        if not has_enchant:
            yield ctx.in_field(AURA_ENCHANT.code, "type_line", 0, end, "an Aura has an enchant ability saying what it can enchant (Enchant creature)")
    if "Planeswalker" in ctx.types and "Legendary" not in ctx.supertypes:
        yield ctx.in_field(PLANESWALKER_LEGENDARY.code, "type_line", 0, 0, "planeswalkers are legendary", "Legendary ")
