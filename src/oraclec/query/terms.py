"""What a query can ask, and the facts of a compiled card that answer it.

Every term kind is one entry of :data:`KINDS`. Their vocabularies come from the effect model and
the keyword table, never from a list kept here:

* ``effect:`` what an effect does, named three ways: its :class:`~oraclec.effects.Effect` class
  (``effect:mill``, ``effect:createtoken``, ``effect:move``); the keyword action of CR 701 it
  performs (``effect:explore``, a :class:`~oraclec.effects.KeywordAction` of that name; or an
  effect class whose rule, as the published schema gives it, is that action's:
  ``effect:create`` is CreateToken, CR 701.7, ``effect:counter`` CounterSpell, CR 701.6); and,
  for a :class:`~oraclec.effects.Move`, its destination zone (CR 400.1):
  ``effect:move_to_hand``, ``effect:move_to_battlefield``, ``effect:move_to_graveyard``,
  ``effect:move_to_library``, and ``effect:exile`` (CR 701.13a: to exile is to move to the exile
  zone; the one keyword action named after a zone);
* ``cost:`` any :class:`~oraclec.effects.Cost` class, named without its ``Cost`` or ``Self``
  ending (``cost:exile``, ``cost:sacrifice``, ``cost:tap`` for both ``{T}`` and "tap an untapped
  creature you control");
* ``kw:`` any keyword ability of :data:`oraclec.keywords.KEYWORD_ABILITIES`, among the card's own
  (a keyword granted to others, or a token's, is not the card's);
* ``trigger:`` a :class:`~oraclec.effects.Trigger`'s event (``dies``, ``enters``, ``attacks``)
  or a :class:`~oraclec.effects.StepTrigger`'s step with ``_step`` (``upkeep_step``);
  ``replaces:`` a :class:`~oraclec.effects.Replacement`'s event (``draw``, ``dies``);
  ``creates:`` a created token's name, subtypes or types (``army``, ``treasure``, ``creature``),
  whether a :class:`~oraclec.effects.CreateToken` makes it or a keyword action the runtime
  defines with its token (``incubate``: an Incubator; see
  :data:`oraclec.runtime.keyword_actions.TOKENS_OF_ACTION`): these name what the compiler
  writes, so their values are those found in the database.

A value written as an English plural (``creates:armies``, ``kw:dredges``, ``effect:mills``)
stands for its singular when that is the one value it can be the plural of
(:func:`oraclec.vocabulary.plurals`).

Words are compared without case, spaces, hyphens, underscores or apostrophes:
``effect:CreateToken``, ``effect:create_token`` and ``effect:"create token"`` are one term.

The effect tree is walked whole (keyword definitions, modes, granted abilities, delayed
triggers), except a token's own abilities (``creates:clue`` finds the card that makes a Clue;
``effect:draw`` does not, for the Clue's ability is the token's) and the event a
:class:`~oraclec.effects.Replacement` replaces as a trigger would describe it (``replaces:dies``,
not ``trigger:dies``).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from typing import Any

import attrs

_NOT_WORD = re.compile(r"[\s_\-'’]+")


def normal(word: str) -> str:
    """A term's value as the index keys it: lower case, without spaces, hyphens, underscores or
    apostrophes."""
    return _NOT_WORD.sub("", word.lower())


def words_of(name: str) -> tuple[str, ...]:
    """The words of a name as text writes them: ``CreateToken`` -> create, token;
    ``gain_life`` -> gain, life; ``manifest dread`` -> manifest, dread."""
    spaced = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name)
    return tuple(word for word in re.split(r"[\s_\-]+", spaced.lower()) if word)


@attrs.frozen
class Kind:
    """One kind of term: its key, the operators it takes, what it means."""

    key: str
    operators: tuple[str, ...]
    meaning: str
    #: a fact of the compiled effects (answered "unknown" for a card whose uncompiled text
    #: mentions it); otherwise a characteristic, known for every card
    effect: bool = False
    #: the values come from the effect model or the keyword table: any other is an error
    closed: bool = False


_EQUAL = (":", "=")
_COMPARE = (":", "=", "!=", "<", "<=", ">", ">=")

KINDS: dict[str, Kind] = {
    kind.key: kind
    for kind in (
        Kind("name", _EQUAL, "the card's name contains the words (also a bare word, or \"quoted words\")"),
        Kind("t", _EQUAL, "a type, subtype or supertype of a face: t:creature, t:elf, t:legendary"),
        Kind("c", _COMPARE, "colours (W U B R G, C colourless, M multicoloured): c:gu has green and blue, c=gu exactly, c<=gu at most"),
        Kind("id", _COMPARE, "colour identity, as c: but id:gu (like id<=gu) fits a green-blue commander deck"),
        Kind("mv", _COMPARE, "mana value: mv=3, mv<=2"),
        Kind("pow", _COMPARE, "power of a face (a number; * counts as none): pow>=4"),
        Kind("tou", _COMPARE, "toughness of a face: tou<2"),
        Kind("status", _EQUAL, "how the card compiled: compiled, partial, unparsed"),
        Kind("kw", _EQUAL, "a keyword ability of the card's own: kw:dredge, kw:flying", effect=True, closed=True),
        Kind("effect", _EQUAL, "what an effect anywhere in its compiled effects does: its type (effect:createtoken), the keyword action it performs (effect:create, effect:mill, effect:exile), or a move's destination (effect:move_to_hand)", effect=True, closed=True),
        Kind("cost", _EQUAL, "a cost component: cost:exile, cost:sacrifice, cost:paylife", effect=True, closed=True),
        Kind("creates", _EQUAL, "a created token's name, subtype or type, by an effect or a keyword action (incubate): creates:army, creates:treasure", effect=True),
        Kind("replaces", _EQUAL, "a replacement effect of the event: replaces:draw, replaces:dies", effect=True),
        Kind("trigger", _EQUAL, "a trigger event (or step, with _step): trigger:dies, trigger:upkeep_step", effect=True),
    )
}

#: the keys of the facts of compiled effects that the index records per card
EFFECT_KEYS = tuple(key for key, kind in KINDS.items() if kind.effect)


#: the zones of CR 400.1, the destinations of a Move (``effect:move_to_hand``)
ZONES = ("library", "hand", "battlefield", "graveyard", "stack", "exile", "command", "ante")
MOVE_PREFIX = "move_to_"


def _cost_name(class_name: str) -> str:
    """``ExileCost`` -> ``Exile``, ``TapSelf`` -> ``Tap``: the cost's action."""
    return class_name.removesuffix("Cost").removesuffix("Self")


@functools.cache
def vocabulary() -> dict[str, dict[str, str]]:
    """The values of the closed kinds, by kind: normalised value -> the name it stands for. The
    index keeps it (:attr:`oraclec.query.index.Index.vocabulary`), so that a query imports
    neither the effect model nor the keyword table."""
    from .. import effects as fx
    from ..keywords import KEYWORD_ABILITIES, KEYWORD_ACTIONS

    effects = {normal(cls.__name__): cls.__name__ for cls in fx.effect_classes() if cls is not fx.Unsupported}
    actions = {normal(entry.name): entry.name.lower() for entry in KEYWORD_ACTIONS}
    moves = {normal(MOVE_PREFIX + zone): MOVE_PREFIX + zone for zone in ZONES}
    costs: dict[str, str] = {}
    for name, cls in sorted(fx.CLASSES.items()):
        if issubclass(cls, fx.Cost) and cls is not fx.Unsupported and name != "Cost":
            costs.setdefault(normal(_cost_name(name)), "_".join(words_of(_cost_name(name))))
    return {
        "effect": {**moves, **actions, **effects},
        "cost": costs,
        "kw": {normal(entry.name): entry.name.lower() for entry in KEYWORD_ABILITIES},
    }


@functools.cache
def _class_sets() -> tuple[frozenset[str], dict[str, str]]:
    """The names of the Effect classes, and the cost key of each Cost class."""
    from .. import effects as fx

    effects = frozenset(cls.__name__ for cls in fx.effect_classes() if cls is not fx.Unsupported)
    costs = {
        name: normal(_cost_name(name))
        for name, cls in fx.CLASSES.items()
        if issubclass(cls, fx.Cost) and cls is not fx.Unsupported and name != "Cost"
    }
    return effects, costs


@functools.cache
def actions_of_classes() -> dict[str, str]:
    """Effect class name -> the keyword action (CR 701) it performs, by the class's rule as the
    published schema gives it (:func:`oraclec.schema.rule_reference`: ``CreateToken`` -> CR
    701.7 -> "create"), for a class not named as its action."""
    from .. import effects as fx
    from ..keywords import KEYWORD_ACTIONS
    from ..schema import rule_reference

    by_rule = {entry.rule: entry.name.lower() for entry in KEYWORD_ACTIONS}
    found: dict[str, str] = {}
    for cls in fx.effect_classes():
        rule = re.match(r"CR (701\.\d+)", rule_reference(cls))
        action = by_rule.get(rule[1]) if rule else None
        if action is not None and normal(action) != normal(cls.__name__):
            found[cls.__name__] = action
    return found


@functools.cache
def _action_by_zone() -> dict[str, str]:
    """A zone -> the keyword action of that name (CR 701.13a: "exile" is moving to the exile
    zone)."""
    from ..keywords import KEYWORD_ACTIONS

    names = {normal(entry.name): entry.name.lower() for entry in KEYWORD_ACTIONS}
    return {zone: names[zone] for zone in ZONES if zone in names}


@functools.cache
def _tokens_of_actions() -> dict[str, frozenset[str]]:
    """A keyword action -> the words (name, subtypes, types) of the tokens the runtime's
    definition of it creates."""
    from ..runtime.keyword_actions import TOKENS_OF_ACTION

    return TOKENS_OF_ACTION


def effect_facts(card: dict[str, Any]) -> dict[str, set[str]]:
    """The facts of a compiled card's effects (its JSON line, as read), by kind: normalised
    values, and the value as found in the tree (for the lists of values)."""
    found: dict[str, set[str]] = {key: set() for key in EFFECT_KEYS}
    effects, costs = _class_sets()
    class_actions, zone_actions, action_tokens = actions_of_classes(), _action_by_zone(), _tokens_of_actions()
    for face in card.get("faces", ()):
        for line in face.get("abilities", ()):
            for ability in line.get("abilities", ()):
                if ability.get("type") == "Keyword":
                    found["kw"].add(str(ability.get("name", "")))
            for element in _elements(line.get("abilities", ())):
                kind = element["type"]
                if kind in effects:
                    found["effect"].add(kind)
                    if kind in class_actions:
                        found["effect"].add(class_actions[kind])
                if kind == "KeywordAction":
                    action = str(element.get("name", ""))
                    found["effect"].add(action)
                    found["creates"].update(action_tokens.get(action, ()))
                elif kind == "Move" and (zone := element.get("to")) in ZONES:
                    found["effect"].add(MOVE_PREFIX + zone)
                    if zone in zone_actions:
                        found["effect"].add(zone_actions[zone])
                elif kind in costs:
                    found["cost"].add("_".join(words_of(_cost_name(kind))))
                elif kind == "Trigger":
                    found["trigger"].add(str(element.get("event", "")))
                elif kind == "StepTrigger":
                    found["trigger"].add(f"{element.get('step', '')}_step")
                elif kind == "Replacement":
                    found["replaces"].add(str(element.get("event", "")))
                elif kind == "CreateToken" and isinstance(token := element.get("token"), dict):
                    for value in (token.get("name"), *token.get("subtypes", ()), *token.get("types", ())):
                        if isinstance(value, str):
                            found["creates"].add(value)
    return found


#: fields the walk does not enter: a token's abilities are the token's; the event a replacement
#: replaces is described as a trigger would be, but is no trigger
_SKIPPED = {"TokenSpec": "abilities", "Replacement": "matches"}


def _elements(value: Any) -> Iterator[dict[str, Any]]:
    """Every effect-model object of a JSON tree, parent first, without the skipped fields."""
    if isinstance(value, list):
        for item in value:
            yield from _elements(item)
    elif isinstance(value, dict):
        kind = value.get("type")
        if isinstance(kind, str):
            yield value
        skipped = _SKIPPED.get(kind) if isinstance(kind, str) else None
        for name, child in value.items():
            if name != skipped and isinstance(child, (dict, list)):
                yield from _elements(child)


def mention_stems(kind: str, value: str, known: dict[str, dict[str, str]]) -> list[str]:
    """The words a card's uncompiled text must hold, each at the start of a word, for a term of
    an effect kind to be unknown there: those of the value (its canonical name in ``known``, the
    :func:`vocabulary`, for a closed kind; of a move, its zone) in any form, a final "s" taken
    off ("dies" finds "die", "died")."""
    name = known.get(kind, {}).get(normal(value), value)
    if kind == "effect" and name.startswith(MOVE_PREFIX):
        name = name.removeprefix(MOVE_PREFIX)  # the zone: "return it to its owner's hand"
    stems = [word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word for word in words_of(name)]
    if kind == "trigger":
        stems = [stem for stem in stems if stem != "step"] or stems
    return stems


def mention_pattern(kind: str, value: str, known: dict[str, dict[str, str]]) -> re.Pattern[str]:
    """The pattern of :func:`mention_stems` (all of them, in any order); for ``replaces:``,
    with "instead" or "skip" too, as a replacement effect's text says (CR 614.1a-b)."""
    stems = mention_stems(kind, value, known)
    lookaheads = "".join(rf"(?=.*\b{re.escape(stem)})" for stem in stems)
    if kind == "replaces":
        lookaheads += r"(?=.*\b(?:instead|skip))"
    return re.compile(rf"\A{lookaheads}" if stems else r"(?!)", re.DOTALL)
