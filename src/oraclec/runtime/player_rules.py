"""Rules about players made by effects: "You can't lose the game and your opponents can't win
the game", "Each player can't cast more than one spell each turn", "You have no maximum hand
size", "Your opponents can't gain life this turn" (CR 101.2: a "can't" beats any "can").

They come from static abilities (a ``Restriction`` on a player reference, re-read whenever it
matters, CR 611.3) and from resolved spells and abilities (``GameState.player_rules``, with the
duration they were given, CR 611.2). Each rule is read where the rule it changes applies:

* "no maximum hand size": the cleanup step discards nothing (CR 402.2, 514.1);
* "can't gain life": gaining life does nothing (CR 119.7); "can't lose life": losing life, the
  loss of life damage causes, and paying life do nothing or are refused (CR 119.8, 120.3a);
* "can't lose the game" / "can't win the game": losing (CR 104.3) and winning (CR 104.2b)
  don't happen;
* "can't draw cards", "can't draw more than one card each turn": each individual draw is
  checked (CR 121.2b);
* "can't play lands": playing a land is refused (CR 305.2b);
* "can't search libraries": a search searches no library (CR 701.23);
* "can't cast [kind of] spells [during your turn / during combat]", "can't cast more than one
  spell each turn": casting such a spell is refused (CR 601.2, 101.2);
* "can't untap more than one [land / creature] during their untap steps": the player chooses
  which one untaps (CR 502.3).

A rule about players the runtime cannot read (:func:`known`) is counted as unsupported
("PlayerRestriction") where it is met, never ignored.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import attrs

from .. import effects as fx
from . import triggers
from .context import Context
from .dispatch import evaluate
from .layers import static_effects_of
from .mana import COLOR_LETTERS
from .references import matches, players_of

if TYPE_CHECKING:
    from .game import Game
    from .state import GameObject

_SIMPLE = frozenset(fx.PlayerRuleName)
#: "can't cast noncreature spells", "can't cast creature or planeswalker spells during your turn"
#: "can't cast spells from anywhere other than their hands" (Drannith Magistrate): spells cast
#: from any zone but the player's hand (CR 601.2a: a spell is cast from the zone it is in)
_CAST = re.compile(r"can't cast (?P<kinds>(?:[a-z]+ )*?)spells(?: during (?P<when>your turn|combat))?(?P<outside> from anywhere other than (?:their hands?|your hand))?")
#: "can cast spells only as a sorcery" (Teferi, Time Raveler), "can cast noncreature spells only
#: during your turn", "... only during their turn" (the compiler's names, compiler.game)
_CAST_ONLY = re.compile(r"can cast (?P<kinds>(?:[a-z]+ )*?)spells only (?P<when>as a sorcery|during your turn|during their turn)")
#: "can't untap more than one land during their untap steps" (Winter Orb, Smoke)
_UNTAP = re.compile(r"can't untap more than one (?P<kind>land|creature|artifact) during their untap steps?")
_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "kindred", "land", "planeswalker", "sorcery")


@attrs.frozen
class PlayerRule:
    """A rule about a player, with the context of the effect that made it (whose "your turn")."""

    rule: str
    ctx: Context = attrs.field(eq=False)


def known(rule: str) -> bool:
    """Whether the runtime reads this rule about players where it applies."""
    if rule in _SIMPLE or _UNTAP.fullmatch(rule):
        return True
    m = _CAST.fullmatch(rule) or _CAST_ONLY.fullmatch(rule)
    return m is not None and _spell_kinds(m.group("kinds")) is not None


def _spell_kinds(words: str) -> list[list[str]] | None:
    """"noncreature " -> [["noncreature"]]; "creature or planeswalker " -> [["creature"],
    ["planeswalker"]]; "blue creature " -> [["blue", "creature"]]; None if a word is not a card
    type, a "non" card type or a color."""
    alternatives = [part.split() for part in words.strip().split(" or ")] if words.strip() else [[]]
    for words_of in alternatives:
        for word in words_of:
            if word not in _TYPES and word not in COLOR_LETTERS and word.removeprefix("non") not in _TYPES:
                return None
    return alternatives


def _kinds_fit(words: str, chars: Any) -> bool:
    """Whether a spell with these characteristics is of the rule's kinds ("noncreature", "creature
    or planeswalker"); False when the kinds are not ones :func:`_spell_kinds` reads."""
    kinds = _spell_kinds(words)
    return kinds is not None and any(all(_fits(word, chars) for word in words_of) for words_of in kinds)


def rules_of(game: Game, player: str) -> list[PlayerRule]:
    """The rules about ``player`` now: from functioning static abilities, then from resolved
    effects."""
    out: list[PlayerRule] = []
    for effect, source in static_effects_of(game, fx.Restriction):
        if not fx.names_players(effect.what):
            continue
        ctx = game.static_context(source)
        if player in [p.name for p in players_of(game, effect.what, ctx)]:
            out.append(PlayerRule(effect.rule, ctx))
    out.extend(PlayerRule(entry["rule"], entry["ctx"]) for entry in game.state.player_rules if entry["player"] == player)
    return out


def has(game: Game, player: str, rule: str) -> bool:
    if not game.state.player_rules and not _any_static_player_rule(game):
        return False
    return any(r.rule == rule for r in rules_of(game, player))


def maximum_hand_size(game: Game, player: str) -> int | None:
    """CR 402.2: the player's maximum hand size (None: no maximum), from seven and the static
    effects that set or change it ("Your maximum hand size is two", "... is reduced by one"),
    in the order their sources came under the engine's watch."""
    if has(game, player, fx.PlayerRuleName.NO_MAXIMUM_HAND_SIZE):
        return None
    size = game.player(player).max_hand_size
    for effect, source in static_effects_of(game, fx.MaximumHandSize):
        ctx = game.static_context(source)
        if player not in {p.name for p in players_of(game, effect.player, ctx)}:
            continue
        if effect.value is not None:
            size = evaluate(game, effect.value, ctx)
        if effect.change is not None:
            size += evaluate(game, effect.change, ctx)
    return max(size, 0)


def _any_static_player_rule(game: Game) -> bool:
    return any(triggers.face_has(o.definition.faces[o.face], (fx.StaticAbility,)) for o in game.objects_with(fx.StaticAbility))


def forbidden_card(game: Game, card: GameObject, rule: str) -> bool:
    """Whether an effect with ``rule`` (:data:`fx.CANT_BE_CAST`, :data:`fx.CANT_BE_PLAYED`)
    describes ``card``, compared as it would be cast or played ("Spells with the chosen name
    can't be cast.", CR 101.2): from a functioning static ability, or from a resolved spell or
    ability for its duration ("Until your next turn, spells with the chosen name can't be
    cast")."""
    for effect, source in static_effects_of(game, fx.Restriction):
        if effect.rule == rule and not fx.names_players(effect.what) and matches(game, card, effect.what, game.static_context(source)):
            return True
    return any(entry["rule"] == rule and matches(game, card, entry["what"], entry["ctx"]) for entry in game.state.player_rules if entry.get("what") is not None)


def cast_refusal(game: Game, player: str, card: GameObject) -> str | None:
    """Why a rule about ``player`` forbids casting ``card`` now, or None."""
    if not game.state.player_rules and not _any_static_player_rule(game):
        return None
    if forbidden_card(game, card, fx.CANT_BE_CAST):
        return f"{card.name}: spells like it can't be cast (CR 101.2)"
    chars = game.characteristics(card)
    for entry in rules_of(game, player):
        if entry.rule == fx.PlayerRuleName.CANT_CAST_MORE_THAN_ONE_SPELL_EACH_TURN:
            if game.state.turn_record.spells_cast[player] >= 1:
                return f"{player} can't cast more than one spell each turn and cast one already (CR 101.2)"
            continue
        m = _CAST.fullmatch(entry.rule)
        if m is None:
            continue
        if not _kinds_fit(m.group("kinds"), chars):
            continue
        when = m.group("when")
        if m.group("outside") and card.zone == "hand" and card.owner == player:
            continue  # CR 601.2a: cast from the player's own hand, which the rule allows
        if when == "your turn" and game.active_player.name != entry.ctx.controller:
            continue
        if when == "combat" and game.state.step not in ("beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat"):
            continue
        return f"{player} {entry.rule} (CR 101.2)"
    return None


def timing_refusal(game: Game, player: str, card: GameObject, *, sorcery_timing: bool) -> str | None:
    """Why a rule about when ``player`` may cast spells ("Each opponent can cast spells only any
    time they could cast a sorcery.", "You can cast spells only during your turn.") forbids
    casting ``card`` now, or None. Flash does not help (CR 101.2: the "can" of flash loses to
    the "only"); a spell cast while another spell or ability resolves is not bound by it (CR
    608.2g: a timing rule is not checked then), so casting during a resolution does not ask.
    ``sorcery_timing``: whether ``player`` could cast a sorcery now (CR 307.1, turns)."""
    if not game.state.player_rules and not _any_static_player_rule(game):
        return None
    chars = game.characteristics(card)
    for entry in rules_of(game, player):
        m = _CAST_ONLY.fullmatch(entry.rule)
        if m is None:
            continue
        if not _kinds_fit(m.group("kinds"), chars):
            continue
        when = m.group("when")
        if when == "as a sorcery":
            allowed = sorcery_timing
        elif when == "during your turn":
            allowed = game.active_player.name == entry.ctx.controller
        else:
            allowed = game.active_player.name == player
        if not allowed:
            return f"{player} {entry.rule} (CR 101.2, 307.1)"
    return None


def _fits(word: str, chars: Any) -> bool:
    if word in COLOR_LETTERS:
        return COLOR_LETTERS[word] in chars.colors
    if word.startswith("non") and word.removeprefix("non") in _TYPES:
        return word.removeprefix("non").capitalize() not in chars.types
    return word.capitalize() in chars.types


def untap_limit(game: Game, player: str) -> list[str]:
    """The kinds of permanents ("land", "creature") of which ``player`` untaps only one in their
    untap step (CR 502.3)."""
    if not _any_static_player_rule(game) and not game.state.player_rules:
        return []
    kinds = []
    for entry in rules_of(game, player):
        m = _UNTAP.fullmatch(entry.rule)
        if m is not None and m.group("kind") not in kinds:
            kinds.append(m.group("kind"))
    return kinds


def add_resolved(game: Game, players: list[str], rule: str, duration: str, ctx: Context) -> None:
    """A rule about players made by a resolving spell or ability, for ``duration`` (one of
    state.ENDED_DURATIONS, ended by the turn structure, CR 611.2, 500.4)."""
    for player in players:
        game.state.player_rules.append({"player": player, "rule": rule, "duration": duration, "ctx": ctx})
    game._touch()


def add_resolved_about_cards(game: Game, what: Any, rule: str, duration: str, ctx: Context) -> None:
    """A rule about the cards ``what`` describes (:func:`forbidden_card`) made by a resolving
    spell or ability, for ``duration`` as :func:`add_resolved`. The description is read whenever
    a card would be cast or played (CR 611.2c: an effect that changes rules, not objects, applies
    to objects that come later), with what the ability chose as it resolved ("the chosen name")."""
    kept = attrs.evolve(ctx, results={key: list(value) if isinstance(value, list) else value for key, value in ctx.results.items()})
    game.state.player_rules.append({"player": None, "what": what, "rule": rule, "duration": duration, "ctx": kept})
    game._touch()
