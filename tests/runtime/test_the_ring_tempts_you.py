"""The Ring tempts you (CR 701.54), compiled from the Oracle text and played: the emblem named The
Ring and the times it has tempted a player, the Ring-bearer (a designation lost to another
creature or to a change of control), and the emblem's four abilities (CR 701.54c)."""

from __future__ import annotations

from typing import Any

from oraclec.runtime import homebrew
from oraclec.runtime.ring import RING_BEARER, is_ring_bearer, ring_bearer_of, times_tempted

from conftest import answer, compiled, compiled_ability

TEMPT = "Ring Test"


def _pool(pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew(TEMPT, "Sorcery", mana_cost="{0}", abilities=[compiled_ability("The Ring tempts you.")]))
    pool.add(homebrew("Small Bearer", "Creature — Halfling", mana_cost="{1}", power=1, toughness=1))
    pool.add(homebrew("Big Bear", "Creature — Bear", mana_cost="{1}", power=3, toughness=3))
    pool.add(homebrew("Tiny Bear", "Creature — Bear", mana_cost="{1}", power=1, toughness=1))
    pool.add(homebrew("Wall Test", "Creature — Wall", mana_cost="{1}", power=0, toughness=4))


def _tempt(game, times: int, bearer: str = "Small Bearer") -> None:  # type: ignore[no-untyped-def]
    for _ in range(times):
        answer(game, "alice", "card", bearer)
        game.cast("alice", TEMPT)
        game.resolve_stack()


def _combat(game, steps: int = 3) -> None:  # type: ignore[no-untyped-def]
    game.state.step = "beginning_of_combat"
    for _ in range(steps):
        game.advance()
        game.resolve_stack()


def test_the_ring_tempts_you_gives_the_emblem_and_a_ring_bearer(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 701.54a, c: the emblem is counted; the creature chosen becomes the Ring-bearer; a new
    choice takes the designation from the old one."""
    _pool(pool)
    game = setup({"alice": {"hand": [TEMPT] * 2, "battlefield": ["Small Bearer", "Tiny Bear"]}, "bob": {}})
    small, tiny = game.find("Small Bearer"), game.find("Tiny Bear")
    assert times_tempted(game, "alice") == 0
    _tempt(game, 1)
    assert times_tempted(game, "alice") == 1
    assert ring_bearer_of(game, "alice") is small
    assert "Legendary" in game.characteristics(small).supertypes  # CR 701.54c: legendary
    _tempt(game, 1, "Tiny Bear")
    assert times_tempted(game, "alice") == 2
    assert ring_bearer_of(game, "alice") is tiny and not is_ring_bearer(game, small)
    assert "Legendary" not in game.characteristics(small).supertypes


def test_no_creature_still_tempts(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 701.54d: the Ring tempts a player even if choosing a creature was impossible."""
    _pool(pool)
    pool.add(homebrew("Tempt Watch", "Artifact", mana_cost="{0}", abilities=list(compiled("Whenever the Ring tempts you, you gain 2 life."))))
    game = setup({"alice": {"hand": [TEMPT], "battlefield": ["Tempt Watch"]}, "bob": {}})
    game.cast("alice", TEMPT)
    game.resolve_stack()
    assert times_tempted(game, "alice") == 1 and ring_bearer_of(game, "alice") is None
    assert game.player("alice").life == 22


def test_control_change_ends_the_designation(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 701.54a: Ring-bearer until another player gains control of it (not again when its first
    controller gets it back); CR 701.54e: only "your" Ring-bearer under your control."""
    _pool(pool)
    pool.add(homebrew("Gift Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability("Target opponent gains control of target creature you control.")]))
    game = setup({"alice": {"hand": [TEMPT, "Gift Test"], "battlefield": ["Small Bearer"]}, "bob": {}})
    small = game.find("Small Bearer")
    _tempt(game, 1)
    assert is_ring_bearer(game, small, "alice")
    game.cast("alice", "Gift Test", targets=[small, "bob"])
    game.resolve_stack()
    assert game.controller_of(small) == "bob"
    assert not is_ring_bearer(game, small) and RING_BEARER not in small.marks
    assert "Legendary" not in game.characteristics(small).supertypes


def test_ring_bearer_cant_be_blocked_by_greater_power(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 701.54c: "Your Ring-bearer ... can't be blocked by creatures with greater power."."""
    from oraclec.runtime.combat import can_block

    _pool(pool)
    game = setup({"alice": {"hand": [TEMPT], "battlefield": ["Small Bearer", "Tiny Bear"]}, "bob": {"battlefield": ["Big Bear", "Tiny Bear"]}})
    small = game.find("Small Bearer")
    big, tiny = game.find("Big Bear"), game.find("Tiny Bear", player="bob")
    assert can_block(game, big, small)
    _tempt(game, 1)
    assert not can_block(game, big, small)
    assert can_block(game, tiny, small)  # equal power
    assert can_block(game, big, game.find("Tiny Bear", player="alice"))  # not the Ring-bearer


def test_two_times_ring_bearer_attacking_loots(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 701.54c, two or more times: "Whenever your Ring-bearer attacks, draw a card, then
    discard a card."."""
    for times in (1, 2):
        game = _looting_game(setup, pool, times)
        assert len(game.zone("hand", "alice")) == 0  # drew one, discarded it (the only card)
        assert game.names("graveyard", "alice").count("Island") == (1 if times == 2 else 0)


def _looting_game(setup, pool, times: int) -> Any:  # type: ignore[no-untyped-def]
    _pool(pool)
    game = setup({"alice": {"hand": [TEMPT] * times, "battlefield": ["Small Bearer"], "library": ["Island"] * 5}, "bob": {}},
                 answers={"alice": {"attackers": [["Small Bearer"]]}, "bob": {"blockers": [[]]}})
    _tempt(game, times)
    _combat(game, 1)
    return game


def test_three_times_the_blocker_is_sacrificed_at_end_of_combat(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 701.54c, three or more times: "Whenever your Ring-bearer becomes blocked by a creature,
    the blocking creature's controller sacrifices it at end of combat."."""
    for times, sacrificed in ((2, False), (3, True)):
        _pool(pool)
        game = setup({"alice": {"hand": [TEMPT] * times, "battlefield": ["Small Bearer"], "library": ["Island"] * 5}, "bob": {"battlefield": ["Wall Test"]}},
                     answers={"alice": {"attackers": [["Small Bearer"]]}, "bob": {"blockers": [["Wall Test"]]}})
        _tempt(game, times)
        _combat(game, 5)
        assert ("Wall Test" in game.names("graveyard", "bob")) == sacrificed  # the damage didn't kill it


def test_four_times_combat_damage_drains_each_opponent(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 701.54c, four or more times: "Whenever your Ring-bearer deals combat damage to a player,
    each opponent loses 3 life."."""
    for times, life in ((3, 19), (4, 16)):
        _pool(pool)
        game = setup({"alice": {"hand": [TEMPT] * times, "battlefield": ["Small Bearer"], "library": ["Island"] * 5}, "bob": {}},
                     answers={"alice": {"attackers": [["Small Bearer"]]}, "bob": {"blockers": [[]]}})
        _tempt(game, times)
        _combat(game, 4)
        assert game.player("bob").life == life  # 1 combat damage, then 3 life lost


# -- what the cards say of the Ring ---------------------------------------------------------------
def test_if_you_chose_a_creature_other_than_this_one(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 701.54a, d: "Whenever the Ring tempts you, if you chose a creature other than ~ as your
    Ring-bearer": the creature the Ring tempting you chose."""
    _pool(pool)
    text = "Whenever the Ring tempts you, if you chose a creature other than ~ as your Ring-bearer, draw a card."
    pool.add(homebrew("Wizard Test", "Creature — Wizard", mana_cost="{1}", power=1, toughness=1, abilities=list(compiled(text))))
    game = setup({"alice": {"hand": [TEMPT] * 2, "battlefield": ["Wizard Test", "Small Bearer"], "library": ["Island"] * 5}, "bob": {}})
    _tempt(game, 1, "Wizard Test")
    assert len(game.zone("hand", "alice")) == 1  # the other Ring Test, no card drawn
    _tempt(game, 1, "Small Bearer")
    assert game.names("hand", "alice") == ["Island"]


def test_whenever_you_choose_a_creature_as_your_ring_bearer(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 701.54a: the choice triggers, whichever creature is chosen (not when none is)."""
    _pool(pool)
    pool.add(homebrew("Call Test", "Enchantment", mana_cost="{0}", abilities=list(compiled("Whenever you choose a creature as your Ring-bearer, you gain 1 life."))))
    game = setup({"alice": {"hand": [TEMPT] * 2, "battlefield": ["Call Test", "Small Bearer"]}, "bob": {}})
    _tempt(game, 2)
    assert game.player("alice").life == 22
    game = setup({"alice": {"hand": [TEMPT], "battlefield": ["Call Test"]}, "bob": {}})
    _tempt(game, 1)
    assert game.player("alice").life == 20


def test_your_ring_bearer_as_a_description_and_a_condition(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 701.54e: "your Ring-bearer" is the creature with the designation under your control;
    "as long as ~ is your Ring-bearer"."""
    _pool(pool)
    pool.add(homebrew("Counter Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability("Put a +1/+1 counter on your Ring-bearer.")]))
    pool.add(homebrew("Hobbit Test", "Creature — Halfling", mana_cost="{1}", power=1, toughness=1, abilities=list(compiled("As long as ~ is your Ring-bearer, it gets +2/+0."))))
    game = setup({"alice": {"hand": [TEMPT, "Counter Test", "Counter Test"], "battlefield": ["Hobbit Test", "Small Bearer"]}, "bob": {}})
    hobbit = game.find("Hobbit Test")
    game.cast("alice", "Counter Test")
    game.resolve_stack()  # no Ring-bearer: nothing
    assert not hobbit.counters.get("+1/+1") and game.characteristics(hobbit).power == 1
    _tempt(game, 1, "Hobbit Test")
    assert game.characteristics(hobbit).power == 3
    game.cast("alice", "Counter Test")
    game.resolve_stack()
    assert hobbit.counters.get("+1/+1") == 1 and not game.find("Small Bearer").counters.get("+1/+1")


def test_the_times_the_ring_has_tempted_you(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 701.54c: "if the Ring has tempted you two or more times this game"."""
    _pool(pool)
    text = "Whenever the Ring tempts you, if the Ring has tempted you two or more times this game, you gain 1 life."
    pool.add(homebrew("Count Test", "Enchantment", mana_cost="{0}", abilities=list(compiled(text))))
    game = setup({"alice": {"hand": [TEMPT] * 3, "battlefield": ["Count Test"]}, "bob": {}})
    _tempt(game, 1)
    assert game.player("alice").life == 20
    _tempt(game, 2)
    assert game.player("alice").life == 22
