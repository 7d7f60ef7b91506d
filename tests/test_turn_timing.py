"""Wordings of time (turns, steps, phases, "this turn"): what they compile to (CR 500-514, 603.7).

Helper pturn, issue 19: turn windows with a condition, "unless" after a trigger, damage dealt in a
period with its source said after the time, events in another player's turn or in a main phase,
counts of the turn's record, and the game as the turn began (kept Unsupported)."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.text import normalise_ability


def parsed_line(text: str):  # type: ignore[no-untyped-def]
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None, parsed.error
    return parsed.line


def compiled(text: str) -> tuple[fx.Ability, ...]:
    abilities = compiler.compile_line(parsed_line(text), text=text)
    assert not compiler.unsupported_in(abilities), compiler.unsupported_in(abilities)
    return abilities


def reasons(text: str) -> list[str]:
    return [u.reason for u in compiler.unsupported_in(compiler.compile_line(parsed_line(text), text=text))]


# -- "During your turn, as long as ..." (CR 611.3a, 500) ------------------------------------------
def test_during_your_turn_as_long_as_is_both_conditions() -> None:
    (ability,) = compiled("During your turn, as long as ~ is equipped, it has double strike and indestructible.")
    assert isinstance(ability, fx.StaticAbility)
    assert isinstance(ability.condition, fx.AllOf)
    first, second = ability.condition.conditions
    assert first == fx.YourTurn()
    assert isinstance(second, fx.Is) and second.what == fx.This() and second.test.states == ("equipped",)
    (grant,) = ability.effects
    assert isinstance(grant, fx.GrantAbilities) and {a.name for a in grant.abilities} == {"double strike", "indestructible"}


def test_during_turns_other_than_yours_as_long_as_negates_the_turn() -> None:
    (ability,) = compiled("During turns other than yours, as long as you control an artifact, this creature gets +1/+1.")
    assert isinstance(ability, fx.StaticAbility) and isinstance(ability.condition, fx.AllOf)
    assert ability.condition.conditions[0] == fx.NotCondition(condition=fx.YourTurn())


def test_permission_during_your_turn_while_a_condition_holds() -> None:
    (ability,) = compiled("During your turn, as long as you've sacrificed a nontoken permanent this turn, you may play cards exiled with this creature.")
    assert isinstance(ability, fx.StaticAbility) and isinstance(ability.condition, fx.AllOf)
    assert ability.condition.conditions[0] == fx.YourTurn()
    assert isinstance(ability.effects[0], fx.PlayPermission)


def test_during_your_turn_if_is_the_same_static_condition() -> None:
    (ability,) = compiled("During your turn, if an opponent lost life this turn, you may play lands and cast spells from among cards exiled with this enchantment.")
    assert isinstance(ability, fx.StaticAbility) and isinstance(ability.condition, fx.AllOf)
    turn, lost = ability.condition.conditions
    assert turn == fx.YourTurn()
    assert isinstance(lost, fx.HappenedThisTurn) and lost.what == fx.EachOpponent() and lost.event == "lost_life"
    assert all(isinstance(e, fx.PlayPermission) for e in ability.effects)


def test_during_your_turn_if_of_a_replacement_is_unsupported() -> None:
    assert reasons("During your turn, if you would draw a card, draw two cards instead.")


# -- "unless" said first after a trigger (CR 118.12, 603.4) --------------------------------------------
def test_unless_first_after_a_trigger_is_not_an_intervening_if() -> None:
    (ability,) = compiled("At the beginning of your upkeep, unless you sacrifice an Island, sacrifice this creature and it deals 6 damage to you.")
    assert isinstance(ability, fx.TriggeredAbility) and ability.condition is None
    (unless,) = ability.effects
    assert isinstance(unless, fx.Unless)
    assert isinstance(unless.condition, fx.PlayerPaid) and isinstance(unless.condition.costs[0], fx.SacrificeCost)
    assert [type(e) for e in unless.effects] == [fx.Sacrifice, fx.DealDamage]


# -- damage dealt this turn by a source (CR 120.1) --------------------------------------------------
def test_dealt_damage_this_turn_by_reads_as_by_this_turn() -> None:
    late = compiled("Cast this spell only if you were dealt damage this turn by a red instant or sorcery spell.")
    early = compiled("Cast this spell only if you were dealt damage by a red instant or sorcery spell this turn.")
    assert late == early
    (restriction,) = late[0].effects
    (happened,) = restriction.conditions
    assert isinstance(happened, fx.HappenedThisTurn) and happened.what == fx.You() and happened.event == "was_dealt_damage"
    # "red" describes both the instant and the sorcery
    assert happened.by.colors == ("R",) and happened.by.any_types == ("Instant", "Sorcery")


def test_adjective_before_or_types_describes_each() -> None:
    (ability,) = compiled("Counter target red instant or sorcery spell.")
    target = ability.effects[0].what
    assert target.what.colors == ("R",) and target.what.any_types == ("Instant", "Sorcery") and not target.what.any_of


# -- events during a player's turn or a main phase (CR 102.1, 505.1, 603.2) -----------------------
def test_during_their_turn_is_the_turn_of_the_player_who_acts() -> None:
    (ability,) = compiled("Whenever a player draws their second card during their turn, you draw a card.")
    assert ability.trigger.event == "draw" and ability.trigger.nth_each_turn == 2 and ability.trigger.during == "actor_turn"


def test_first_time_during_each_of_their_turns() -> None:
    (ability,) = compiled("Whenever an opponent loses life for the first time during each of their turns, put a +1/+1 counter on ~ and draw a card.")
    assert ability.trigger.nth_each_turn == 1 and ability.trigger.during == "actor_turn"


def test_during_your_main_phase_is_a_condition_of_the_event() -> None:
    (ability,) = compiled("Whenever you cast an instant spell during your main phase, you may return this enchantment to its owner's hand.")
    assert ability.trigger.condition == fx.InPhase(phase="main", yours=True)


# -- the turn's record as a count (CR 508.1a) --------------------------------------------------------
def test_creatures_you_attacked_with_this_turn_are_the_attackers_declared() -> None:
    (ability,) = compiled("This spell costs {1} less to cast for each creature you attacked with this turn.")
    (cost,) = ability.effects
    assert isinstance(cost, fx.ModifyCost)
    assert isinstance(cost.amount, fx.AttackersDeclared) and cost.amount.player == fx.You() and cost.amount.period == "turn"
    assert cost.amount.what.types == ("Creature",)


# -- kept Unsupported: what the runtime has no record of ------------------------------------------
def test_the_game_as_the_turn_began_is_unsupported() -> None:
    for text in (
        "At the beginning of your upkeep, draw a card if you had no cards in hand at the beginning of this turn.",
        "Whenever another player loses the game, you gain life equal to that player's life total as the turn began.",
        "At the beginning of each player's upkeep, this enchantment deals X damage to that player, where X is the number of untapped lands they controlled at the beginning of this turn.",
    ):
        assert any("as the turn began (CR 500)" in r for r in reasons(text)), text


def test_objects_a_player_had_enter_are_unsupported() -> None:
    assert any("had enter the battlefield" in r for r in reasons("Put a +1/+1 counter on it for each land you had enter the battlefield under your control this turn."))


def test_that_combat_is_unsupported() -> None:
    text = "Exile ~. Return it to the battlefield under its owner's control tapped and attacking at the beginning of that player's next declare attackers step. It can't be blocked that combat."
    assert any("that combat" in r for r in reasons(text))


def test_delayed_entry_tapped_and_attacking_at_a_step() -> None:
    (ability,) = compiled("Whenever this creature attacks, exile it. Return it to the battlefield under your control tapped and attacking at the beginning of the next end step.")
    _, delayed = ability.effects
    assert isinstance(delayed, fx.DelayedTrigger) and delayed.trigger == fx.StepTrigger(step="end")
    (move,) = delayed.effects
    assert move.tapped and move.attacking and move.to == "battlefield"


def test_permanents_youve_sacrificed_this_turn_are_counted_from_the_record() -> None:
    (ability,) = compiled("{1}, {T}: This creature deals X damage to any target, where X is the number of permanents you've sacrificed this turn.")
    (damage,) = ability.effects
    assert isinstance(damage.amount, fx.SacrificedThisTurn) and damage.amount.player == fx.You()
    assert damage.amount.what.zone == "battlefield"


def test_tokens_you_created_this_turn_are_counted_from_the_record() -> None:
    (ability,) = compiled("At the beginning of each end step, create X 1/1 white Spirit creature tokens with flying, where X is the number of tokens you created this turn.")
    counted = [v for v in fx.walk(ability) if isinstance(v, fx.TokensCreatedThisTurn)]
    assert counted and all(v.player == fx.You() and v.what.token for v in counted)
