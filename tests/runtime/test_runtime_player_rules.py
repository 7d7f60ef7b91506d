"""Rules about players made by effects (runtime.player_rules): each is read where the rule it
changes applies (CR 101.2: "can't" beats "can")."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import IllegalAction, homebrew
from oraclec.runtime.errors import UnsupportedAtRuntime

YOU = fx.You()
OPPONENTS = fx.EachOpponent()


def sorcery(pool, name: str, *effects, types: str = "Sorcery") -> str:  # type: ignore[no-untyped-def]
    pool.add(homebrew(name, types, mana_cost="{0}", abilities=[fx.SpellAbility(effects=tuple(effects))]))
    return name


def static(pool, name: str, *effects) -> str:  # type: ignore[no-untyped-def]
    pool.add(homebrew(name, "Enchantment", mana_cost="{0}", abilities=[fx.StaticAbility(effects=tuple(effects))]))
    return name


def test_opponents_cant_cast_spells_this_turn_ends_with_the_turn(setup, pool) -> None:
    """"Your opponents can't cast spells this turn." (Silence): bob's instant is refused this
    turn (CR 101.2) and allowed again once the effect ended in the cleanup step (CR 514.2)."""
    silence = sorcery(pool, "Quiet Hour", fx.Restriction(what=OPPONENTS, rule="can't cast spells", duration="end_of_turn"))
    quick = sorcery(pool, "Quick Study", fx.Draw(), types="Instant")
    game = setup({"alice": {"hand": [silence], "library": ["Island"] * 3}, "bob": {"hand": [quick], "library": ["Swamp"] * 3}})
    game.cast("alice", silence)
    game.resolve_stack()
    game.state.priority = game.player("bob").index
    with pytest.raises(IllegalAction) as refused:
        game.cast("bob", quick)
    assert refused.value.reason == "timing" and "can't cast spells" in refused.value.detail
    game.state.priority = game.player("alice").index
    game.advance()  # main 1 -> ... until the turn passes
    while game.active_player.name != "bob":
        game.advance()
    game.cast("bob", quick)
    assert [item.name for item in game.stack_items()] == [quick]


def test_opponents_cant_gain_life(setup, pool) -> None:
    """"Your opponents can't gain life": gaining life does nothing (CR 119.7); its controller
    still can."""
    name = static(pool, "Sour Ground", fx.Restriction(what=OPPONENTS, rule="can't gain life"))
    game = setup({"alice": {"battlefield": [name]}, "bob": {}})
    assert game.gain_life("bob", 3) == 0 and game.player("bob").life == 20
    assert game.gain_life("alice", 3) == 3 and game.player("alice").life == 23


def test_cant_draw_more_than_one_card_each_turn(setup, pool) -> None:
    """CR 121.2b: each draw is checked: "draw two cards" draws one, then nothing this turn."""
    name = static(pool, "Narrow Library", fx.Restriction(what=fx.EachPlayer(), rule="can't draw more than one card each turn"))
    game = setup({"alice": {"battlefield": [name], "library": ["Island"] * 4}, "bob": {}})
    assert len(game.draw("alice", 2)) == 1
    assert game.draw("alice", 1) == []
    assert len(game.zone("library", "alice")) == 3


def test_cant_cast_creature_spells_allows_other_spells(setup, pool) -> None:
    """"You can't cast creature spells": a creature spell is refused, a sorcery is not."""
    rule = static(pool, "No Beasts", fx.Restriction(what=YOU, rule="can't cast creature spells"))
    pool.add(homebrew("Plain Bear", "Creature — Bear", mana_cost="{0}", power=2, toughness=2))
    study = sorcery(pool, "Plain Study", fx.Draw())
    game = setup({"alice": {"battlefield": [rule], "hand": ["Plain Bear", study], "library": ["Island"]}, "bob": {}})
    with pytest.raises(IllegalAction):
        game.cast("alice", "Plain Bear")
    game.cast("alice", study)
    game.resolve_stack()
    assert sorted(game.names("hand", "alice")) == ["Island", "Plain Bear"]


def test_a_rule_about_players_the_runtime_cannot_read_is_counted(setup, pool) -> None:
    name = sorcery(pool, "Odd Decree", fx.Restriction(what=OPPONENTS, rule="can't cycle cards", duration="end_of_turn"))
    game = setup({"alice": {"hand": [name]}, "bob": {}})
    game.cast("alice", name)
    with pytest.raises(UnsupportedAtRuntime):
        game.resolve_stack()
    assert game.unsupported["PlayerRestriction"] == 1


def test_mana_of_any_type_for_the_named_spell_only(setup, pool) -> None:
    """"Mana of any type can be spent to cast that spell" made by a resolving spell (CR 609.4b):
    blue mana pays the {G} of the named card, not of another card."""
    pool.add(homebrew("Green Bear", "Creature — Bear", mana_cost="{G}", power=2, toughness=2))
    pool.add(homebrew("Other Bear", "Creature — Bear", mana_cost="{G}", power=2, toughness=2))
    strange = sorcery(pool, "Strange Currency", fx.AsThough(kind="any_type_mana", what=fx.Filter(name="Green Bear", zone="hand"), duration="end_of_turn"))
    game = setup({"alice": {"hand": [strange, "Green Bear", "Other Bear"], "battlefield": ["Island", "Island"]}, "bob": {}})
    game.cast("alice", strange)
    game.resolve_stack()
    with pytest.raises(IllegalAction):
        game.cast("alice", "Other Bear")
    game.cast("alice", "Green Bear")
    game.resolve_stack()
    assert "Green Bear" in game.names("battlefield", None)


# -- "Spells with the chosen name can't be cast." (CR 101.2, 601.2, 305.2b) ---------------------------
def test_spells_described_cant_be_cast_while_the_static_ability_applies(setup, pool) -> None:
    """"Noncreature spells with mana value 4 or greater can't be cast." (Gaddock Teeg): a card is
    compared as the spell it would become, in the hand (CR 101.2); a smaller spell is allowed,
    and so is the big one once the source has left the battlefield."""
    teeg = static(pool, "Small Minds", fx.Restriction(what=fx.Filter(excluded_types=("Creature",), zone="stack", stat=("mana_value", ">=", fx.Fixed(value=4))), rule=fx.CANT_BE_CAST))
    pool.add(homebrew("Big Study", "Sorcery", mana_cost="{4}", abilities=[fx.SpellAbility(effects=(fx.Draw(),))]))
    small = sorcery(pool, "Small Study", fx.Draw())
    game = setup({"alice": {"battlefield": [teeg] + ["Island"] * 4, "hand": ["Big Study", small], "library": ["Island"] * 3}, "bob": {}})
    with pytest.raises(IllegalAction) as refused:
        game.cast("alice", "Big Study")
    assert refused.value.reason == "timing" and "can't be cast" in refused.value.detail
    game.cast("alice", small)
    game.resolve_stack()
    game.destroy(game.find(teeg))
    game.cast("alice", "Big Study")
    assert [item.name for item in game.stack_items()] == ["Big Study"]


def test_named_spells_and_lands_forbidden_until_your_next_turn(setup, pool) -> None:
    """"Until your next turn, spells with the chosen name can't be cast and lands with the chosen
    name can't be played." (Conjurer's Ban): a rule about the cards cast or played later (CR
    611.2c), for its opponent too, ended as its controller's next turn begins (CR 500.4)."""
    pool.add(homebrew("Plain Bear", "Creature — Bear", mana_cost="{0}", power=2, toughness=2))
    ban = sorcery(
        pool,
        "Naming Ban",
        fx.Restriction(what=fx.Filter(name="Plain Bear", zone="stack"), rule=fx.CANT_BE_CAST, duration="your_next_turn"),
        fx.Restriction(what=fx.Filter(types=("Land",), name="Island", zone="battlefield"), rule=fx.CANT_BE_PLAYED, duration="your_next_turn"),
    )
    game = setup({"alice": {"hand": [ban, "Island", "Swamp"], "library": ["Island"] * 3}, "bob": {"hand": ["Plain Bear", "Island"], "library": ["Swamp"] * 3}})
    game.cast("alice", ban)
    game.resolve_stack()
    with pytest.raises(IllegalAction) as refused:
        game.play_land("alice", "Island")
    assert "can't be played" in refused.value.detail
    game.play_land("alice", "Swamp")
    while game.active_player.name != "bob":
        game.advance()
    while game.state.step != "main1":
        game.advance()
    with pytest.raises(IllegalAction):
        game.cast("bob", "Plain Bear")
    with pytest.raises(IllegalAction):
        game.play_land("bob", "Island")
    while game.active_player.name != "alice":
        game.advance()
    while game.state.step != "main1":
        game.advance()
    game.play_land("alice", "Island")
    assert "Island" in game.names("battlefield", "alice")


# -- "Each opponent can cast spells only any time they could cast a sorcery." (CR 101.2, 307.1) ------
def test_opponents_cast_spells_only_as_a_sorcery(setup, pool) -> None:
    """Teferi, Time Raveler: bob's instant is refused in alice's turn (flash-like timing does not
    help, CR 101.2) and allowed in his own main phase with an empty stack (CR 307.1); alice,
    the controller, still casts her instant any time."""
    teferi = static(pool, "Slow Clock", fx.Restriction(what=OPPONENTS, rule="can cast spells only as a sorcery"))
    quick = sorcery(pool, "Quick Study", fx.Draw(), types="Instant")
    mine = sorcery(pool, "My Study", fx.Draw(), types="Instant")
    game = setup({"alice": {"battlefield": [teferi], "hand": [mine], "library": ["Island"] * 3}, "bob": {"hand": [quick], "library": ["Swamp"] * 3}})
    game.state.priority = game.player("bob").index
    with pytest.raises(IllegalAction) as refused:
        game.cast("bob", quick)
    assert refused.value.reason == "timing" and "only as a sorcery" in refused.value.detail
    game.state.priority = game.player("alice").index
    game.cast("alice", mine)
    game.resolve_stack()
    while game.active_player.name != "bob":
        game.advance()
    while game.state.step != "main1":
        game.advance()
    game.cast("bob", quick)
    assert [item.name for item in game.stack_items()] == [quick]


def test_you_cast_spells_only_during_your_turn(setup, pool) -> None:
    """"You can cast spells only during your turn." (Fires of Invention): alice's instant is
    refused in bob's turn, allowed in hers."""
    fires = static(pool, "Own Hours", fx.Restriction(what=YOU, rule="can cast spells only during your turn"))
    quick = sorcery(pool, "Quick Study", fx.Draw(), types="Instant")
    game = setup({"alice": {"battlefield": [fires], "hand": [quick], "library": ["Island"] * 3}, "bob": {"library": ["Swamp"] * 3}}, active="bob")
    game.state.priority = game.player("alice").index
    with pytest.raises(IllegalAction):
        game.cast("alice", quick)
    while game.active_player.name != "alice":
        game.advance()
    while game.state.step != "upkeep":
        game.advance()
    game.cast("alice", quick)
    assert [item.name for item in game.stack_items()] == [quick]


def test_life_total_cant_change(setup, pool) -> None:
    """"Your life total can't change." (compiled as "can't gain life" and "can't lose life", CR
    119.7, 119.8): life is neither gained nor lost, damage is dealt but costs no life (CR
    120.3a), and life can't be paid (CR 119.8); the opponent is unaffected."""
    name = static(pool, "Still Heart", *(fx.Restriction(what=YOU, rule=rule) for rule in (fx.PlayerRuleName.CANT_GAIN_LIFE, fx.PlayerRuleName.CANT_LOSE_LIFE)))
    pool.add(homebrew("Blood Tap", "Artifact", mana_cost="{0}", abilities=[fx.ActivatedAbility(costs=(fx.PayLife(amount=fx.Fixed(value=2)),), effects=(fx.Draw(),))]))
    game = setup({"alice": {"battlefield": [name, "Blood Tap"], "library": ["Island"] * 3}, "bob": {}})
    assert game.gain_life("alice", 3) == 0 and game.lose_life("alice", 3) == 0
    assert game.deal_damage(None, "alice", 4) == 4
    assert game.player("alice").life == 20
    with pytest.raises(IllegalAction):
        game.activate("alice", "Blood Tap")
    assert game.lose_life("bob", 3) == 3 and game.player("bob").life == 17


def test_opponents_cant_cast_spells_from_anywhere_other_than_their_hands(setup, pool) -> None:
    """"Your opponents can't cast spells from anywhere other than their hands." (Drannith
    Magistrate, CR 601.2a, 101.2): bob's flashback from his graveyard is refused, his spell from
    his hand is not, and alice is not bound."""
    name = static(pool, "Hand Warden", fx.Restriction(what=OPPONENTS, rule="can't cast spells from anywhere other than their hands"))
    game = setup({
        "alice": {"battlefield": [name, "Island", "Island", "Island"], "graveyard": ["Think Twice"], "library": ["Island"] * 3},
        "bob": {"battlefield": ["Island", "Island", "Island"], "graveyard": ["Think Twice"], "hand": ["Think Twice"], "library": ["Swamp"] * 3},
    })
    game.state.priority = game.player("bob").index
    with pytest.raises(IllegalAction) as refused:
        game.cast("bob", "Think Twice", zone="graveyard", method="flashback")
    assert "from anywhere other than their hands" in refused.value.detail
    game.cast("bob", "Think Twice", zone="hand")
    assert [item.name for item in game.stack_items()] == ["Think Twice"]
    assert game.unsupported["PlayerRestriction"] == 0
