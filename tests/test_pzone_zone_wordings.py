"""Zone and hand wordings of issue 19 (helper pzone), compiled: "if that creature was green or
white" (either color, as the object last existed, CR 105.2, 608.2h), "draws that many cards minus
one" (CR 121.1, 107.1b), "for each card returned to your hand this way" (the objects the
instructions before returned to a hand, CR 400.7, 608.2c)."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.effects.base import walk

from compiling import compiled, reasons


# -- "was COLOR or COLOR", "was STATE or STATE" ---------------------------------------------------
def test_that_creature_was_one_of_two_colors() -> None:
    (ability,) = compiled("Destroy target creature. If that creature was green or white, its controller discards a card.", is_spell=True)
    (conditional,) = [e for e in walk(ability) if isinstance(e, fx.Conditional)]
    condition = conditional.condition
    assert isinstance(condition, fx.Is) and not condition.negated
    # as the creature last existed, wherever it is now: a test of no zone (CR 608.2h)
    assert condition.test == fx.Filter(zone=None, any_colors=("G", "W"))
    assert isinstance(condition.what, fx.Target)


def test_that_creature_was_one_of_two_non_colors() -> None:
    (ability,) = compiled("Destroy target creature. If that creature was nongreen or nonwhite, its controller discards a card.", is_spell=True)
    (conditional,) = [e for e in walk(ability) if isinstance(e, fx.Conditional)]
    either = (fx.Filter(zone=None, excluded_colors=("G",)), fx.Filter(zone=None, excluded_colors=("W",)))
    assert conditional.condition.test == fx.Filter(zone=None, any_of=either)  # type: ignore[attr-defined]


def test_a_state_an_object_had_before_in_either_of_two_is_unsupported() -> None:
    # "if it was enchanted or equipped" of a creature that died: its attachments as it last
    # existed, which the test of the object as it is now does not read
    found = reasons("Whenever another nontoken creature you control dies, if it was enchanted or equipped, return it to its owner's hand.")
    assert any("CR 608.2h" in r for r in found), found


# -- "returned to your hand this way" ------------------------------------------------------------------
def test_cards_returned_to_your_hand_this_way_are_yours_among_those_put_into_a_hand() -> None:
    (ability,) = compiled("Return any number of target nonland, nontoken permanents you control to their owners' hands. Draw a card for each card returned to your hand this way.", is_spell=True)
    (draw,) = [e for e in walk(ability) if isinstance(e, fx.Draw)]
    assert isinstance(draw.amount, fx.CountOf)
    what = draw.amount.what
    assert isinstance(what, fx.Amongst) and what.among == fx.Found(key="put into hand")
    assert isinstance(what.filter, fx.Filter) and what.filter.owner == fx.You() and what.filter.kind == "card"


def test_permanents_returned_to_their_owners_hands_this_way_are_all_of_them() -> None:
    (ability,) = compiled("Return one or two target nonland permanents to their owners' hands. Create a 1/1 white Spirit creature token for each permanent returned to its owner's hand this way.", is_spell=True)
    (create,) = [e for e in walk(ability) if isinstance(e, fx.CreateToken)]
    # "its owner's hand": each object's own owner, no one player (CR 400.3)
    assert create.amount == fx.CountOf(what=fx.Found(key="put into hand"))


# -- "exchange your hand and graveyard" -------------------------------------------------------------
def test_two_zones_of_one_player_exchanged() -> None:
    (ability,) = compiled("Exchange your graveyard and library. Then shuffle your library.", is_spell=True)
    assert ability.effects[0] == fx.ExchangeZones(player=fx.You(), zone="graveyard", other="library")  # type: ignore[attr-defined]
    assert isinstance(ability.effects[1], fx.Shuffle)  # type: ignore[attr-defined]


def test_a_zone_exchanged_with_itself_is_unsupported() -> None:
    assert any("itself" in r for r in reasons("Exchange your hand and hand.", is_spell=True))
