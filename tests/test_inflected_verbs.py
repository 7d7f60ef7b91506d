"""Inflected verb forms (oraclec.morphology): costs named by their gerunds ("You may cast this card
from your graveyard by discarding a card in addition to paying its other costs.", CR 601.2f;
"... by paying {2}{W} rather than paying its mana cost.", CR 118.9) and "the creature you chose"."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.render import render_line
from oraclec.runtime import CardPool, Game, ScriptedChooser, homebrew
from oraclec.text import normalise_ability


def _compiled(text: str) -> tuple[fx.Ability, ...]:
    return tuple(compiler.compile_line(parse_ability(normalise_ability(text)).line))


def test_the_costs_render_back_in_their_gerunds() -> None:
    text = "You may cast this card from your graveyard by paying 3 life and discarding a card in addition to paying its other costs."
    assert render_line(parse_ability(normalise_ability(text)).line) == text


def test_in_addition_to_its_other_costs_is_the_mana_cost_and_the_costs_named() -> None:
    (ability,) = _compiled("You may cast this card from your graveyard by paying 3 life and discarding a card in addition to paying its other costs.")
    assert isinstance(ability, fx.CastPermission) and ability.zone == "graveyard"
    own, life, discard = ability.cost or ()
    assert isinstance(own, fx.OwnManaCost)
    assert life == fx.PayLife(amount=fx.Fixed(value=3))
    assert isinstance(discard, fx.DiscardCost) and discard.amount == fx.Fixed(value=1)


def test_exiling_and_removing_are_the_exile_and_remove_costs() -> None:
    (ability,) = _compiled("You may cast this card from your graveyard by exiling four instant and/or sorcery cards from your graveyard in addition to paying its other costs.")
    assert isinstance(ability, fx.CastPermission)
    assert isinstance(ability.cost[1], fx.ExileCost) and ability.cost[1].amount == fx.Fixed(value=4)  # type: ignore[index]
    (ability,) = _compiled("You may cast this card from your graveyard by removing six counters from among creatures you control in addition to paying its other costs.")
    assert isinstance(ability.cost[1], fx.RemoveCountersCost) and ability.cost[1].among  # type: ignore[union-attr,index]


def test_rather_than_paying_its_mana_cost_is_an_alternative_cost() -> None:
    (ability,) = _compiled("You may cast this card from your graveyard by paying {2}{W} rather than paying its mana cost.")
    assert ability == fx.CastPermission(zone="graveyard", method="alternative cost", cost=(fx.ManaPayment(mana="{2}{W}"),))


def test_another_card_cast_by_paying_is_unsupported() -> None:
    (ability,) = _compiled("You may cast that card by discarding a card rather than paying its mana cost.")
    # the alternative cost is refused where it names the card cast ("that card"), not a spell
    # or a card in hand (CR 118.9)
    assert [e.node for e in ability.walk() if isinstance(e, fx.Unsupported)] == ["ObjectNp"]


def test_cast_from_the_graveyard_pays_the_mana_cost_and_discards() -> None:
    text = "You may cast this card from your graveyard by discarding a card in addition to paying its other costs."
    pool = CardPool(use_database=False)
    pool.add(homebrew("Island", "Basic Land — Island"))
    pool.add(homebrew("Revisit", "Sorcery", mana_cost="{1}{U}", abilities=[*_compiled(text), fx.SpellAbility(effects=(fx.GainLife(amount=fx.Fixed(value=2), player=fx.You()),))], oracle_text=text + "\nYou gain 2 life."))
    game = Game.setup({"alice": {"graveyard": ["Revisit"], "hand": ["Island"], "battlefield": ["Island"] * 2}, "bob": {}}, pool=pool)
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    game.cast("alice", "Revisit", zone="graveyard", method="additional cost")
    assert game.names("hand", "alice") == [] and game.names("graveyard", "alice") == ["Island"]
    assert all(o.tapped for o in game.zone("battlefield").objects)
    game.resolve_top()
    assert game.player("alice").life == 22


def test_the_creature_you_chose_parses_and_is_explicitly_unsupported() -> None:
    # the chooser of an earlier choice is not recorded: never read as any chosen object
    (ability,) = _compiled("Destroy the creature you chose.")
    assert [e.node for e in ability.walk() if isinstance(e, fx.Unsupported)] == ["ChosenBy"]


def test_players_being_attacked_counts_the_players_an_attacker_attacks() -> None:
    (ability,) = _compiled("Whenever you attack, you gain 3 life for each player being attacked.")
    pool = CardPool(use_database=False)
    pool.add(homebrew("Grizzly Bears", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2))
    pool.add(homebrew("War Herald", "Enchantment", mana_cost="{1}{W}", abilities=[ability], oracle_text="Whenever you attack, you gain 3 life for each player being attacked."))
    game = Game.setup({"alice": {"battlefield": ["War Herald", "Grizzly Bears"]}, "bob": {}}, pool=pool)
    game.choosers["alice"] = ScriptedChooser({"attackers": [["Grizzly Bears"]]})
    game.choosers["bob"] = ScriptedChooser({})
    game.state.step = "beginning_of_combat"
    game.advance()
    assert list(game.state.combat["attackers"].values()) == ["bob"]
    assert len(game.names("stack")) == 1  # the trigger, put on the stack as attackers are declared
    game.resolve_top()
    assert game.player("alice").life == 23  # bob is attacked; alice, among "each player", is not
