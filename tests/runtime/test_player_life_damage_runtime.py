"""Wordings of players, life and damage (CR 102, 119, 120), compiled from the Oracle text and
played: "gains no life instead", one "target" before a serial list of kinds, "may choose to" and
the cards an optional move not made leaves where they were."""

from __future__ import annotations

import pytest

from oraclec.runtime import homebrew
from oraclec.runtime.errors import IllegalAction

from conftest import compiled_ability


def test_a_player_who_would_gain_life_gains_no_life(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 614.1a: "If a player would gain life, that player gains no life instead." (no life gain
    event, CR 119.3)."""
    vortex = compiled_ability("If a player would gain life, that player gains no life instead.", is_spell=False)
    pool.add(homebrew("Vortex Test", "Enchantment", mana_cost="{0}", abilities=[vortex]))
    game = setup({"alice": {"battlefield": ["Vortex Test"]}, "bob": {}})
    before = game.player("alice").life, game.player("bob").life
    assert game.gain_life("alice", 3) == 0 and game.gain_life("bob", 5) == 0
    assert (game.player("alice").life, game.player("bob").life) == before
    assert game.lose_life("bob", 2) == 2  # losing life is not replaced


def test_one_target_of_the_kinds_listed(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 115.1, 601.2c: "target opponent, creature an opponent controls, or planeswalker an
    opponent controls": one target, an opponent or a creature of theirs, not a creature of yours."""
    spell = compiled_ability("~ deals 7 damage to target opponent, creature an opponent controls, or planeswalker an opponent controls.")
    pool.add(homebrew("Bolas Test", "Sorcery", mana_cost="{0}", abilities=[spell]))
    game = setup({"alice": {"hand": ["Bolas Test"] * 3, "battlefield": ["Grizzly Bears"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    with pytest.raises(IllegalAction):
        game.cast("alice", "Bolas Test", targets=[game.battlefield("alice")[0]])
    game.cast("alice", "Bolas Test", targets=["bob"])
    game.resolve_top()
    assert game.player("bob").life == 13
    game.cast("alice", "Bolas Test", targets=[game.battlefield("bob")[0]])
    game.resolve_top()
    assert game.battlefield("bob") == [] and game.names("graveyard", "bob") == ["Grizzly Bears"]


COVENANT = (
    "Reveal the top three cards of your library. Target opponent may choose to put those cards into your hand. "
    "If they don't, put those cards into your graveyard and draw five cards."
)


@pytest.mark.parametrize("puts", [True, False])
def test_may_choose_to_put_those_cards_otherwise_they_go_to_the_graveyard(setup, pool, puts: bool) -> None:  # type: ignore[no-untyped-def]
    """CR 608.2c-d: the opponent chooses; if they don't put the three cards into your hand, those
    same three cards (still on top of your library) go to your graveyard and you draw five."""
    pool.add(homebrew("Covenant Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(COVENANT)]))
    library = ["Lightning Bolt"] * 3 + ["Island"] * 10
    game = setup({"alice": {"hand": ["Covenant Test"], "library": library}, "bob": {}}, answers={"bob": {"may": [puts]}})
    game.cast("alice", "Covenant Test", targets=["bob"])
    game.resolve_top()
    hand = game.names("hand", "alice")
    graveyard = game.names("graveyard", "alice")
    if puts:
        assert sorted(hand) == ["Lightning Bolt"] * 3
        assert graveyard == ["Covenant Test"]
    else:
        assert sorted(hand) == ["Island"] * 5
        assert sorted(graveyard) == sorted(["Covenant Test"] + ["Lightning Bolt"] * 3)


def test_the_permanents_that_werent_chosen_phase_out(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 608.2c, 702.26: "each player chooses up to five permanents they control. All permanents
    other than this creature that weren't chosen this way phase out.": the chosen ones, and this
    creature, stay."""
    ability = compiled_ability(
        "When this creature enters, starting with you, each player chooses up to five permanents they control. "
        "All permanents other than this creature that weren't chosen this way phase out.",
        is_spell=False,
    )
    pool.add(homebrew("Disciple Test", "Creature — Human", mana_cost="{0}", power=1, toughness=1, abilities=[ability]))
    game = setup(
        {"alice": {"hand": ["Disciple Test"], "battlefield": ["Grizzly Bears", "Island"]}, "bob": {"battlefield": ["Grizzly Bears", "Mountain"]}},
        answers={"alice": {"card": [["Island"]]}, "bob": {"card": [["Grizzly Bears"]]}},
    )
    game.cast("alice", "Disciple Test")
    game.resolve_stack()
    phased = {(o.controller, o.name) for o in game.zone("battlefield").objects if o.phased_out}
    assert phased == {("alice", "Grizzly Bears"), ("bob", "Mountain")}


def test_you_may_have_your_life_total_become_the_number(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 119.5: "you may have your life total become 7": the life total set, gaining or losing
    the difference."""
    spell = compiled_ability("You may have your life total become 7.")
    pool.add(homebrew("Lifechange Test", "Sorcery", mana_cost="{0}", abilities=[spell]))
    game = setup({"alice": {"hand": ["Lifechange Test", "Lifechange Test"]}, "bob": {}}, answers={"alice": {"may": [False, True]}})
    before = game.player("alice").life
    game.cast("alice", "Lifechange Test")
    game.resolve_top()
    assert game.player("alice").life == before
    game.cast("alice", "Lifechange Test")
    game.resolve_top()
    assert game.player("alice").life == 7
