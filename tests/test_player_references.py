"""Player references (CR 102, 109.5, 122.1): players described by more than "player" or
"opponent", compiled."""

from __future__ import annotations

from typing import Any

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.text import normalise_ability


def _effects(text: str, *, is_spell: bool = True) -> tuple[Any, ...]:
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    (ability,) = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(ability), compiler.unsupported_in(ability)
    return tuple(ability.effects)


def _unsupported(text: str, *, is_spell: bool = True) -> list[str]:
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    return [u.reason for u in compiler.unsupported_in(compiler.compile_line(parsed.line))]


def test_a_player_loses_all_counters_of_a_kind() -> None:
    """CR 122.1, 122.8: "loses all poison counters" removes the player's counters of the kind."""
    target = fx.Target(key="target", what=fx.EachPlayer())
    remove, damage = _effects("Target player loses all poison counters. ~ deals that much damage to that player.")
    assert remove == fx.RemoveAllCounters(what=target, counter="poison")
    assert isinstance(damage, fx.DealDamage) and damage.amount == fx.EventAmount() and damage.to == target
    assert _effects("Each opponent loses all counters.") == (fx.RemoveAllCounters(what=fx.EachOpponent(), counter=None),)


def test_a_player_of_your_choice_is_one_player_you_choose() -> None:
    """CR 608.2d: "a player of your choice", "an opponent of your choice": one of those players,
    chosen by the ability's controller, as "an opponent" alone is."""
    (add,) = _effects("{T}: A player of your choice adds {C}.", is_spell=False)
    assert isinstance(add, fx.AddMana) and add.player == fx.Chosen(what=fx.EachPlayer())
    (gain,) = _effects("When ~ enters, an opponent of your choice gains control of it.", is_spell=False)
    assert isinstance(gain, fx.GainControl) and gain.player == fx.Chosen(what=fx.EachOpponent())
    # several players, or in an event: not one player you choose
    assert _unsupported("{T}: Two players of your choice each draw a card.", is_spell=False)
    assert _unsupported("Whenever a player of your choice draws a card, you gain 1 life.", is_spell=False)


def test_players_dealt_damage_this_way() -> None:
    """CR 608.2c: "players dealt damage this way" after a damage instruction of the ability:
    the players it dealt damage to."""
    effects = _effects("~ deals 3 damage divided as you choose among one or two targets. Players dealt damage this way can't cast noncreature spells this turn.")
    restriction = effects[-1]
    assert isinstance(restriction, fx.Restriction) and restriction.what == fx.Found(key=fx.Found.DAMAGED_PLAYERS)
    assert restriction.duration == "end_of_turn"
    # "this way" with no damage instruction before it in the ability: not those players
    assert _unsupported(
        "Whenever one or more creatures you control deal combat damage to one or more of your opponents, you draw cards equal to the number of opponents dealt damage this way.",
        is_spell=False,
    )


def test_each_player_acting_on_all_of_their_own_objects() -> None:
    """CR 101.4: "each player returns all cards they own exiled with it" is carried out by all of
    them at once: the instruction on all of their objects; put onto the battlefield, each under
    its owner's control (CR 110.2a)."""
    (move,) = _effects("When ~ leaves the battlefield, each player returns to the battlefield all cards they own exiled with it.", is_spell=False)
    assert isinstance(move, fx.Move) and move.to == "battlefield"
    assert isinstance(move.what, fx.Filter) and move.what.owner == fx.EachPlayer() and move.what.states == ("exiled with this",)
    assert move.under == fx.OwnerOf(what=move.what)
    (move,) = _effects("Each player returns all creature cards from their graveyard to the battlefield.")
    assert isinstance(move, fx.Move) and isinstance(move.what, fx.Filter) and move.what.zone_owner == fx.EachPlayer()
    assert move.under == fx.OwnerOf(what=move.what)
    (exile,) = _effects("Each opponent exiles all creatures they control.")
    assert isinstance(exile, fx.Move) and isinstance(exile.what, fx.Filter) and exile.what.controller == fx.EachOpponent() and exile.under is None


def test_targets_controlled_by_different_players_are_a_group_quality() -> None:
    """CR 601.2c: a requirement on the targets together, as "with different names" is."""
    (choose, move) = _effects("Choose two target creatures controlled by different players. Return those creatures to their owners' hands.")
    targets = [n for n in fx.walk(choose) if isinstance(n, fx.Target)]
    assert targets and all(isinstance(t.what, fx.Filter) and t.what.different == "controllers" and (t.min, t.max) == (2, 2) for t in targets)
    # all controlled by one player: not modelled
    assert any("601.2c" in r for r in _unsupported("Choose two target creatures controlled by the same player. Exile one of those creatures and put two +1/+1 counters on the other."))


def test_tapping_or_putting_cards_as_what_a_player_may_pay() -> None:
    """CR 118.12: "unless you tap an untapped permanent you control", "unless you put a card from
    your graveyard on the bottom of your library": the costs the player may pay."""
    (unless,) = _effects("When this land enters, sacrifice it unless you tap an untapped permanent you control.", is_spell=False)
    assert isinstance(unless, fx.Unless) and isinstance(unless.condition, fx.PlayerPaid) and unless.condition.player == fx.You()
    (tap,) = unless.condition.costs
    assert isinstance(tap, fx.TapCost) and tap.amount == fx.Fixed(value=1)
    assert isinstance(tap.what, fx.Filter) and tap.what.controller == fx.You() and tap.what.zone == "battlefield" and tap.what.tapped is False
    (unless,) = _effects("At the beginning of your upkeep, sacrifice ~ unless you put a card from your graveyard on the bottom of your library.", is_spell=False)
    assert isinstance(unless, fx.Unless) and isinstance(unless.condition, fx.PlayerPaid)
    (put,) = unless.condition.costs
    assert isinstance(put, fx.PutCardsCost) and put.to == "library" and put.position == "bottom"
    assert isinstance(put.what, fx.Filter) and put.what.zone == "graveyard" and put.what.zone_owner == fx.You()
    # another player's cards put as that player's payment: not lowered yet
    assert _unsupported("{1}{B}{B}, {T}: Target player discards a card unless they put a card from their hand on top of their library.", is_spell=False)


def test_opponents_you_attacked_this_turn() -> None:
    """CR 508.1b, 508.3b: "each opponent you attacked this turn": those players creatures you
    control were declared attacking this turn."""
    parsed = parse_ability(normalise_ability("This spell costs {1} less to cast for each opponent you attacked this turn."))
    assert parsed.line is not None
    abilities = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(abilities)
    attacked = fx.HappenedThisTurn(what=fx.PlayerRole(role="each"), event="attacked_by_you", period="turn")
    assert fx.PlayersWho(players=fx.EachOpponent(), condition=attacked) in list(fx.walk(abilities))


def test_they_after_each_player_may() -> None:
    """CR 101.4, 608.2c: "Each opponent may discard a card. If they don't, they lose 3 life.":
    each of them who didn't loses 3 life."""
    may, lose = _effects("Each opponent may discard a card. If they don't, they lose 3 life.")
    assert isinstance(may, fx.May) and may.player == fx.EachOpponent()
    didnt = fx.NotCondition(condition=fx.DidThisWay(player=fx.PlayerRole(role="each")))
    assert lose == fx.LoseLife(amount=fx.Fixed(value=3), player=fx.PlayersWho(players=fx.EachOpponent(), condition=didnt))
    # an instruction of someone else, once for each of them: not lowered
    assert _unsupported("Each player may draw a card. If they do, they lose 2 life and you gain 2 life.")


def test_during_each_players_own_next_turn() -> None:
    """CR 500, 611.2a: "Each opponent can't cast instant or sorcery spells during that player's
    next turn.": for each opponent, a rule about that player during their own next turn."""
    (each,) = _effects("Each opponent can't cast instant or sorcery spells during that player's next turn.")
    one = fx.Found(key="each player")
    rule = fx.Restriction(what=one, rule="can't cast instant or sorcery spells", duration="end_of_turn")
    assert each == fx.ForEachOf(over=fx.EachOpponent(), effects=(fx.DuringNextTurn(player=one, effects=(rule,)),), key="each player")
