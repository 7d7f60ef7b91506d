"""Players named by the compiler (helper cplayer, issue 19): "they" of each player of a group
described by more than "player" or "opponent" (CR 101.4), Auras attached to players (Curses,
CR 303.4, 702.5a) and the events of the enchanted player, "does the same" (CR 608.2c), "another
target player" (CR 115.3), and who copies a spell in the Chain cycle (CR 707.10)."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.text import normalise_ability

THAT = fx.PlayerRole(role="that")
TRIGGERING_PLAYER = fx.Found(key="triggering player")
ENCHANTED = fx.AttachedTo(relation="enchanted")


def lowered(text: str, *, is_spell: bool = False) -> fx.Ability:
    """The one ability of a line, as it compiles (Unsupported nodes and all)."""
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    (ability,) = compiler.compile_line(parsed.line, text=text)
    return ability


def compiled(text: str, *, is_spell: bool = False) -> fx.Ability:
    ability = lowered(text, is_spell=is_spell)
    assert not compiler.unsupported_in((ability,)), compiler.unsupported_in((ability,))
    return ability


def reasons(text: str, *, is_spell: bool = False) -> list[str]:
    return [u.reason for u in compiler.unsupported_in((lowered(text, is_spell=is_spell),))]


# -- "they" of each player of a described group (CR 101.4) -----------------------------------------
def test_they_of_each_opponent_who_is_the_one_player() -> None:
    # Papalymo Totolymo: each of those opponents sacrifices the greatest among their own creatures,
    # not among all of theirs together (which left the opponent with smaller creatures untouched)
    ability = compiled("{4}, {T}, Sacrifice ~: Each opponent who lost life this turn sacrifices a creature with the greatest power among creatures they control.")
    (sacrifice,) = ability.effects
    assert isinstance(sacrifice, fx.Sacrifice) and isinstance(sacrifice.player, fx.PlayersWho)
    assert sacrifice.player.players == fx.EachOpponent()
    assert isinstance(sacrifice.what, fx.Filter) and sacrifice.what.controller == THAT and sacrifice.what.extreme == ("power", "greatest")


def test_their_hand_counted_for_each_player_of_the_group() -> None:
    ability = compiled("Each opponent who lost life this turn draws cards equal to the number of cards in their hand.", is_spell=True)
    (draw,) = ability.effects
    assert isinstance(draw, fx.Draw) and isinstance(draw.player, fx.PlayersWho)
    assert draw.amount == fx.CountOf(what=fx.Filter(zone="hand", zone_owner=THAT, kind="card"))
    other = compiled("Each other player draws cards equal to the number of cards in their hand.", is_spell=True)
    (draw,) = other.effects
    assert isinstance(draw, fx.Draw) and draw.player == fx.OtherPlayers(than=fx.You())
    assert draw.amount == fx.CountOf(what=fx.Filter(zone="hand", zone_owner=THAT, kind="card"))


def test_each_player_untaps_all_they_control_at_once() -> None:
    (untap,) = compiled("Each player untaps all creatures they control.", is_spell=True).effects
    assert untap == fx.Untap(what=fx.Filter(types=("Creature",), controller=fx.EachPlayer()))


def test_a_subject_not_lowered_is_kept_where_no_instruction_names_it() -> None:
    # the instruction does not name its subject ("untap all permanents they control"): the
    # subject that could not be lowered was dropped, and the clause read as compiled
    assert reasons("Each opponent with flying untaps all creatures they control.", is_spell=True)


# -- players attacking a player (CR 506.2, 508.1b) --------------------------------------------------
def test_each_opponent_attacking_you() -> None:
    (draw,) = compiled("Each opponent attacking you draws a card.", is_spell=True).effects
    assert isinstance(draw, fx.Draw)
    assert draw.player == fx.PlayersWho(
        players=fx.EachOpponent(),
        condition=fx.Controls(what=fx.Filter(types=("Creature",), states=("attacking you",)), player=fx.PlayerRole(role="each")),
    )


# -- Curses: Auras attached to players (CR 303.4, 702.5a) -------------------------------------------
def test_curses_attached_to_you() -> None:
    # Witchbane Orb
    (destroy,) = compiled("When this artifact enters, destroy all Curses attached to you.").effects
    assert destroy == fx.Destroy(what=fx.Filter(subtypes=("Curse",), attached_to=fx.You()))


def test_that_player_after_enchanted_player_is_the_enchanted_player() -> None:
    # Curse of Misfortunes: the Curse is put onto the battlefield attached to the enchanted
    # player, not to you (whose library was named after it)
    ability = compiled("At the beginning of your upkeep, you may search your library for a Curse card that doesn't have the same name as a Curse attached to enchanted player, put it onto the battlefield attached to that player, then shuffle.")
    (may, _shuffle) = ability.effects
    assert isinstance(may, fx.May)
    search, move, attach = may.effects
    assert isinstance(search, fx.Search) and isinstance(search.what, fx.Filter)
    assert search.what.different_name_from == fx.Filter(subtypes=("Curse",), attached_to=ENCHANTED)
    assert isinstance(move, fx.Move) and move.to == "battlefield"
    assert attach == fx.Attach(what=fx.Found(key="moved"), to=ENCHANTED)


def test_that_player_after_target_players_stays_unsupported() -> None:
    # Curse of Surveillance: "that player" is the enchanted player, not the target players named
    # just before it, which is how it would be read
    text = "At the beginning of enchanted player's upkeep, any number of target players other than that player each draw cards equal to the number of Curses attached to that player."
    assert any("that player" in r for r in reasons(text))


def test_enchanted_player_events_are_a_players() -> None:
    # Curse of Vengeance, Curse of Fool's Wisdom
    cast = compiled("Whenever enchanted player casts a spell, put a spite counter on this Aura.")
    assert isinstance(cast, fx.TriggeredAbility) and cast.trigger == fx.Trigger(event="cast", what=fx.Filter(zone="stack"), player=ENCHANTED)
    loses = compiled("When enchanted player loses the game, you gain 1 life.")
    assert isinstance(loses, fx.TriggeredAbility) and loses.trigger == fx.Trigger(event="loses_game", player=ENCHANTED)
    draws = compiled("Whenever enchanted player draws a card, they lose 2 life and you gain 2 life.")
    lose, _gain = draws.effects
    assert lose == fx.LoseLife(player=TRIGGERING_PLAYER, amount=fx.Fixed(value=2))
    # "enchanted creature casts" stays an object that does not cast
    assert reasons("Whenever enchanted creature casts a spell, draw a card.")


def test_them_after_a_players_event_about_one_spell_is_the_player() -> None:
    # Curse of Shaken Faith: one spell is "it"; "them" is the player (damage dealt to the spell
    # was the output before)
    ability = compiled("Whenever an opponent casts a spell, ~ deals 2 damage to them.")
    (damage,) = ability.effects
    assert isinstance(damage, fx.DealDamage) and damage.to == TRIGGERING_PLAYER
    both = compiled("Whenever enchanted player casts a spell other than the first spell they cast each turn or copies a spell, this Aura deals 2 damage to them.")
    (damage,) = both.effects
    assert isinstance(damage, fx.DealDamage) and damage.to == TRIGGERING_PLAYER


def test_enchanted_player_is_attacked_and_each_opponent_does_the_same() -> None:
    # Curse of Verbosity (CR 508.3b, 608.2c)
    ability = compiled("Whenever enchanted player is attacked, you draw a card. Each opponent attacking that player does the same.")
    assert isinstance(ability, fx.TriggeredAbility) and ability.trigger == fx.Trigger(event="is_attacked", what=ENCHANTED)
    mine, theirs = ability.effects
    assert mine == fx.Draw()
    attackers = fx.PlayersWho(
        players=fx.EachOpponent(),
        condition=fx.Controls(what=fx.Filter(types=("Creature",), attacking=TRIGGERING_PLAYER), player=fx.PlayerRole(role="each")),
    )
    assert theirs == fx.Draw(player=attackers)
    # Curse of Bounty: each of them untaps their own
    bounty = compiled("Whenever enchanted player is attacked, untap all nonland permanents you control. Each opponent attacking that player untaps all nonland permanents they control.")
    _mine, theirs = bounty.effects
    assert theirs == fx.Untap(what=fx.Filter(excluded_types=("Land",), controller=attackers))


def test_does_the_same_of_an_instruction_naming_you_stays_unsupported() -> None:
    # "permanents you control" would be each of theirs: not said by repeating the instruction
    text = "Whenever enchanted player is attacked, untap all nonland permanents you control. Each opponent attacking that player does the same."
    assert any("does the same" in r for r in reasons(text))


# -- "another target player" (CR 115.3) -------------------------------------------------------------
def test_another_target_player_is_other_than_the_target_before() -> None:
    # Cybernetica Datasmith
    ability = compiled("Target player draws a card. Another target player discards a card.", is_spell=True)
    draw, discard = ability.effects
    assert isinstance(draw, fx.Draw) and isinstance(discard, fx.Discard)
    assert discard.player == fx.Target(key="target 2", what=fx.OtherPlayers(than=draw.player))


def test_another_target_player_after_a_players_event() -> None:
    # The Lord of Pain: "that spell" is the spell cast, never the player chosen
    ability = compiled("Whenever a player casts their first spell each turn, choose another target player. ~ deals damage equal to that spell's mana value to the chosen player.")
    choose, damage = ability.effects
    assert choose == fx.ChooseObjects(what=fx.Target(key="target", what=fx.OtherPlayers(than=TRIGGERING_PLAYER)), key="chosen")
    assert isinstance(damage, fx.DealDamage)
    assert damage.amount == fx.StatOf(what=fx.Found(key="triggering"), stat="mana_value")
    assert damage.to == fx.PlayerRole(role="chosen")


# -- the Chain cycle: the player who copies (CR 707.10) ---------------------------------------------
def test_they_who_copy_the_spell_are_the_player_who_paid() -> None:
    # Chain Lightning: "they" is the player who paid, never the target object (an object does
    # not copy a spell)
    text = "~ deals 3 damage to any target. Then that player or that permanent's controller may pay {R}{R}. If the player does, they may copy this spell and may choose a new target for that copy."
    ability = compiled(text, is_spell=True)
    _damage, offer, if_did = ability.effects
    assert isinstance(offer, fx.May) and isinstance(if_did, fx.IfDid)
    (may_copy,) = if_did.effects
    assert isinstance(may_copy, fx.May)
    (copy,) = may_copy.effects
    assert isinstance(copy, fx.Copy) and copy.what == fx.This() and copy.new_targets
    assert copy.player == offer.player and fx.names_players(copy.player)


# -- players dealt damage (CR 120.1) ----------------------------------------------------------------
def test_target_player_dealt_damage_by_this_creature_this_turn() -> None:
    # Wicked Akuba
    (lose,) = compiled("{B}: Target player dealt damage by this creature this turn loses 1 life.").effects
    assert isinstance(lose, fx.LoseLife)
    tested = fx.PlayerRole(role="each")
    assert lose.player == fx.Target(
        key="target",
        what=fx.PlayersWho(players=fx.EachPlayer(), condition=fx.HappenedThisTurn(what=tested, event="was_dealt_damage", by=fx.This())),
    )
    (lose,) = compiled("{B}: Each opponent dealt combat damage this turn loses 1 life.").effects
    assert isinstance(lose, fx.LoseLife)
    assert lose.player == fx.PlayersWho(players=fx.EachOpponent(), condition=fx.HappenedThisTurn(what=tested, event="was_dealt_combat_damage"))
