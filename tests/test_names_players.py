"""``names_players``: the one answer, shared by the compiler and the runtime, to "does this
reference name players (CR 102) rather than objects (CR 109)?", class by class."""

from __future__ import annotations

import pytest

from oraclec import effects as fx

CREATURE = fx.Filter(types=("creature",))

#: reference class -> (example, does it name players?); every reference class of the model has
#: at least one entry (test_every_reference_class_is_covered)
CASES: list[tuple[str, fx.Reference, bool]] = [
    ("you", fx.You(), True),
    ("each player", fx.EachPlayer(), True),
    ("each opponent", fx.EachOpponent(), True),
    ("the controller of target creature", fx.ControllerOf(what=fx.Target(key="t", what=CREATURE)), True),
    ("the owner of it", fx.OwnerOf(what=fx.Found(key="exiled")), True),
    ("the defending player", fx.PlayerRole(role="defending"), True),
    ("each opponent who does", fx.PlayersWho(players=fx.EachOpponent(), condition=fx.DidThisWay(player=fx.PlayerRole(role="each"))), True),
    ("target player", fx.Target(key="t", what=fx.EachPlayer()), True),
    ("each other player", fx.OtherPlayers(than=fx.You()), True),
    ("target opponent", fx.Target(key="t", what=fx.EachOpponent()), True),
    ("target creature", fx.Target(key="t", what=CREATURE), False),
    ("an opponent (chosen as the action happens)", fx.Chosen(what=fx.EachOpponent()), True),
    ("a creature card from your graveyard", fx.Chosen(what=fx.Filter(types=("creature",), zone="graveyard")), False),
    ("the triggering player", fx.Found(key="triggering player"), True),
    ("the player a 'for each player' instruction is at", fx.Found(key="each player"), True),
    ("the triggering object", fx.Found(key="triggering"), False),
    ("the exiled card", fx.Found(key="exiled"), False),
    ("you and target opponent", fx.Union(parts=(fx.You(), fx.Target(key="t", what=fx.EachOpponent()))), True),
    ("each creature and each player", fx.Union(parts=(CREATURE, fx.EachPlayer())), False),
    ("each creature", CREATURE, False),
    ("this creature", fx.This(), False),
    ("~ in an ability an Equipment grants (the Equipment)", fx.GrantingSource(), False),
    ("creature cards from among them", fx.Amongst(among=fx.Found(key="milled"), filter=CREATURE), False),
    ("the pile of an opponent's choice", fx.ChosenPile(player=fx.Chosen(what=fx.EachOpponent())), False),
    ("your graveyard (a zone)", fx.Zone(kind="graveyard", player=fx.You()), False),
    ("enchanted creature", fx.AttachedTo(relation="enchanted"), False),
    ("the creature it is paired with", fx.PairedWith(), False),
    ("the creature it haunts", fx.Haunted(), False),
    ("creatures in your party", fx.PartyOf(player=fx.You()), False),
    ("the top card of your library", fx.TopOfLibrary(player=fx.You()), False),
    ("creature spells you've cast this turn", fx.CastThisTurn(what=CREATURE, by=fx.You()), False),
    ("the next creature spell you cast this turn", fx.NextSpell(what=CREATURE, by=fx.You()), False),
    ("a creature spell cast this way", fx.CastThisWay(what=CREATURE), False),
    ("any target (a creature, player, planeswalker or battle)", fx.AnyTarget(), False),
    ("the player or planeswalker it's attacking (either)", fx.AttackedBy(attacker=fx.This()), False),
    ("equip abilities you activate", fx.ActivatedAbilities(keyword="equip", player=fx.You()), False),
    ("the creatures that crewed it this turn", fx.TappedFor(action="crew"), False),
    ("that creature, named by an earlier paragraph of the spell", fx.NamedEarlier(what=fx.Target(key="target", what=CREATURE)), False),
    ("that player, named by an earlier paragraph of the spell", fx.NamedEarlier(what=fx.Target(key="target", what=fx.EachOpponent())), True),
    ("an unsupported construct", fx.Unsupported(reason="x"), False),
]


@pytest.mark.parametrize(("ref", "expected"), [(ref, expected) for _, ref, expected in CASES], ids=[text for text, _, _ in CASES])
def test_names_players(ref: fx.Reference, expected: bool) -> None:
    assert ref.names_players() is expected
    assert fx.names_players(ref) is expected


def test_every_reference_class_is_covered() -> None:
    reference_classes = {name for name, cls in fx.CLASSES.items() if issubclass(cls, fx.Reference)}
    assert reference_classes == {type(ref).__name__ for _, ref, _ in CASES}


@pytest.mark.parametrize("value", [None, fx.Fixed(value=1), "you"])
def test_what_is_not_a_reference_names_no_players(value: object) -> None:
    assert fx.names_players(value) is False
