"""Other objects entering with counters or tapped (CR 614.1c, 614.12), from an ability that
functions outside the battlefield (CR 113.6b)."""

from __future__ import annotations

import pytest

from oraclec.runtime import CardPool, Game, ScriptedChooser, homebrew


@pytest.fixture(scope="module")
def db_pool() -> CardPool:
    pool = CardPool()
    pool.add(homebrew("Village Test", "Creature — Human", mana_cost="{W}", power=1, toughness=1))
    return pool


def test_dearly_departed_in_graveyard_puts_a_counter_on_each_entering_human(db_pool: CardPool) -> None:
    """Dearly Departed: "As long as this creature is in your graveyard, each Human creature you
    control enters with an additional +1/+1 counter on it." The ability functions from the
    graveyard (CR 113.6b) and modifies how the Human enters (CR 614.1c, 614.12); a non-Human,
    or an opponent's Human, enters as usual."""
    missing = [m for face in db_pool.get("Dearly Departed").faces for m in face.missing]
    assert not missing, missing
    game = Game.setup(
        {"alice": {"graveyard": ["Dearly Departed"], "hand": ["Village Test", "Grizzly Bears"]}, "bob": {"hand": ["Village Test"]}},
        pool=db_pool,
    )
    for name in ("Village Test", "Grizzly Bears"):
        game.move(game.find(name, zone="hand", player="alice"), "battlefield")
    game.move(game.find("Village Test", zone="hand", player="bob"), "battlefield")
    assert game.find("Village Test", zone="battlefield", player="alice").counters["+1/+1"] == 1
    assert game.find("Grizzly Bears", zone="battlefield").counters["+1/+1"] == 0
    assert game.find("Village Test", zone="battlefield", player="bob").counters["+1/+1"] == 0


def test_dearly_departed_on_the_battlefield_puts_no_counter(db_pool: CardPool) -> None:
    """The same ability does not function on the battlefield (CR 113.6b: it states the zone)."""
    game = Game.setup({"alice": {"battlefield": ["Dearly Departed"], "hand": ["Village Test"]}, "bob": {}}, pool=db_pool)
    game.move(game.find("Village Test", zone="hand"), "battlefield")
    assert game.find("Village Test", zone="battlefield").counters["+1/+1"] == 0


def test_dark_intimations_that_planeswalker_is_the_spell_cast(db_pool: CardPool) -> None:
    """Dark Intimations: "When you cast a Bolas planeswalker spell, exile this card from your
    graveyard. That planeswalker enters with an additional loyalty counter on it." "That
    planeswalker" is the spell that triggered it (not this card, exiled), which enters with the
    counter as a permanent (CR 614.1c, 306.5b); this card goes to exile."""
    missing = [m for face in db_pool.get("Dark Intimations").faces for m in face.missing]
    assert not missing, missing
    db_pool.add(homebrew("Bolas Test", "Legendary Planeswalker — Bolas", mana_cost="{0}", loyalty=3))
    game = Game.setup({"alice": {"graveyard": ["Dark Intimations"], "hand": ["Bolas Test"]}, "bob": {}}, pool=db_pool)
    game.cast("alice", "Bolas Test")
    game.resolve_stack()
    assert game.find("Bolas Test", zone="battlefield").counters["loyalty"] == 4
    assert game.find("Dark Intimations").zone == "exile"


def test_polukranos_escapes_with_twelve_counters_instead_of_six(db_pool: CardPool) -> None:
    """Polukranos, Unchained: "~ enters with six +1/+1 counters on it. It escapes with twelve
    +1/+1 counters on it instead." Escaped (cast with its escape ability, CR 702.138b), it
    enters with twelve (CR 702.138c) in place of six; cast from the hand, with six."""
    name = "Polukranos, Unchained"
    missing = [m for face in db_pool.get(name).faces for m in face.missing]
    assert not missing, missing
    game = Game.setup({"alice": {"hand": [name], "battlefield": ["Swamp", "Forest", "Forest", "Forest"]}, "bob": {}}, pool=db_pool)
    game.cast("alice", name)
    game.resolve_stack()
    assert game.find(name, zone="battlefield").counters["+1/+1"] == 6
    fodder = ["Grizzly Bears"] * 6
    lands = ["Swamp", "Forest", "Forest", "Forest", "Forest", "Forest"]
    game = Game.setup({"alice": {"graveyard": [name, *fodder], "battlefield": lands}, "bob": {}}, pool=db_pool)
    game.choosers["alice"] = ScriptedChooser({"card": fodder})
    game.cast("alice", name, zone="graveyard", method="escape")
    game.resolve_stack()
    assert game.find(name, zone="battlefield").counters["+1/+1"] == 12


@pytest.mark.parametrize(("mana_cost", "counters"), [("{1}{G}", 1), ("{4}{G}", 3)])
def test_thunderous_velocipede_reads_the_mana_value_of_each_entering_permanent(db_pool: CardPool, mana_cost: str, counters: int) -> None:
    """Thunderous Velocipede: "Each other Vehicle and creature you control enters with an
    additional +1/+1 counter on it if its mana value is 4 or less. Otherwise, it enters with three
    additional +1/+1 counters on it." "Its" is the permanent entering, read as it would exist on
    the battlefield (CR 614.12), one counter or three (CR 614.1c)."""
    name = "Thunderous Velocipede"
    missing = [m for face in db_pool.get(name).faces for m in face.missing]
    assert not missing, missing
    creature = f"Velocipede Test {counters}"
    db_pool.add(homebrew(creature, "Creature — Beast", mana_cost=mana_cost, power=2, toughness=2))
    game = Game.setup({"alice": {"battlefield": [name], "hand": [creature]}, "bob": {}}, pool=db_pool)
    game.move(game.find(creature, zone="hand"), "battlefield")
    assert game.find(creature, zone="battlefield").counters["+1/+1"] == counters
