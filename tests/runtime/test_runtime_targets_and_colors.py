"""Card texts compiled and played: a player or planeswalker targeted and "that player or that
planeswalker's controller", colors "in addition to its other colors" (CR 105.3), spells that
target only one object (CR 115.1), and objects described by either of two numbers ("power or
toughness 4 or greater")."""

from __future__ import annotations

import pytest

from oraclec.compiler.entry import compile_line_with_problems
from oraclec.parser import parse_ability
from oraclec.runtime import Game, homebrew
from oraclec.text import normalise_ability


def compiled(text: str, *, is_spell: bool) -> list:  # type: ignore[type-arg]
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    abilities, problems = compile_line_with_problems(parsed.line, text=text)
    assert not problems, problems
    return list(abilities)


def cast_and_resolve(game: Game, name: str, **kw) -> None:  # type: ignore[no-untyped-def]
    game.cast("alice", name, **kw)
    game.resolve_stack()


def test_that_player_or_that_planeswalkers_controller_is_the_player_targeted(setup, pool) -> None:
    """"~ deals 2 damage to target player or planeswalker and each creature that player or that
    planeswalker's controller controls": with a player targeted, that player's creatures (a player
    stands for themself; CR 108.4 gives only objects a controller)."""
    text = "~ deals 2 damage to target player or planeswalker and each creature that player or that planeswalker's controller controls."
    pool.add(homebrew("Flame Sweep", "Sorcery", mana_cost="{0}", abilities=compiled(text, is_spell=True)))
    game = setup({"alice": {"hand": ["Flame Sweep"], "battlefield": ["Grizzly Bears"]}, "bob": {"battlefield": ["Grizzly Bears", "Llanowar Elves"]}})
    cast_and_resolve(game, "Flame Sweep", targets={"target": ["bob"]})
    assert game.player("bob").life == 18
    assert [o.name for o in game.battlefield("bob")] == []
    assert [o.name for o in game.battlefield("alice")] == ["Grizzly Bears"]


def test_a_color_in_addition_to_its_other_colors_is_added(setup, pool) -> None:
    """CR 105.3: "in addition to its other colors and types": the new color and subtype are added
    (layers 5 and 4), the old ones kept."""
    text = "Target creature becomes a black Zombie in addition to its other colors and types until end of turn."
    pool.add(homebrew("Grave Touch", "Sorcery", mana_cost="{0}", abilities=compiled(text, is_spell=True)))
    game = setup({"alice": {"hand": ["Grave Touch"], "battlefield": ["Grizzly Bears"]}, "bob": {}})
    bears = game.find("Grizzly Bears")
    before = game.characteristics(bears).colors
    assert before == ("G",)
    cast_and_resolve(game, "Grave Touch", targets={"target": [bears]})
    chars = game.characteristics(bears)
    assert set(chars.colors) == {"G", "B"}
    assert {"Bear", "Zombie"} <= set(chars.subtypes) and "Creature" in chars.types


def test_a_spell_that_targets_only_a_single_creature_you_control(setup, pool) -> None:
    """"Whenever you cast an instant or sorcery spell that targets only a single creature you
    control": a spell whose one target is your creature triggers it; one that targets an
    opponent's creature does not (CR 115.1)."""
    text = "Whenever you cast an instant or sorcery spell that targets only a single creature you control, you gain 2 life."
    pool.add(homebrew("Spell Mirror", "Enchantment", mana_cost="{0}", abilities=compiled(text, is_spell=False)))
    game = setup({"alice": {"hand": ["Lightning Bolt", "Lightning Bolt"], "battlefield": ["Spell Mirror", "Mountain", "Mountain", "Grizzly Bears"]},
                  "bob": {"battlefield": ["Llanowar Elves"]}})
    cast_and_resolve(game, "Lightning Bolt", targets={"t": [game.find("Llanowar Elves")]})
    assert game.player("alice").life == 20
    cast_and_resolve(game, "Lightning Bolt", targets={"t": [game.find("Grizzly Bears")]})
    assert game.player("alice").life == 22


def test_total_power_and_toughness_is_the_sum(setup, pool) -> None:
    """"each creature with total power and toughness 3 or less": power plus toughness (a 2/2 has
    4, a 1/1 has 2)."""
    text = "Destroy each creature with total power and toughness 3 or less."
    pool.add(homebrew("Small Purge", "Sorcery", mana_cost="{0}", abilities=compiled(text, is_spell=True)))
    game = setup({"alice": {"hand": ["Small Purge"], "battlefield": ["Grizzly Bears"]}, "bob": {"battlefield": ["Llanowar Elves"]}})
    cast_and_resolve(game, "Small Purge")
    assert [o.name for o in game.battlefield("alice")] == ["Grizzly Bears"]
    assert [o.name for o in game.battlefield("bob")] == []


@pytest.mark.parametrize(
    ("comparison", "destroyed"),
    [("4 or greater", ["Kami of Old Stone", "Guile"]), ("1 or less", ["Kami of Old Stone", "Llanowar Elves"])],
)
def test_power_or_toughness_compares_either_number(setup, pool, comparison, destroyed) -> None:
    """"each creature with power or toughness 4 or greater": a 1/7 is one, a 2/2 is not."""
    name = f"Sweep {comparison}"
    text = f"Destroy each creature with power or toughness {comparison}."
    pool.add(homebrew(name, "Sorcery", mana_cost="{0}", abilities=compiled(text, is_spell=True)))
    creatures = ["Kami of Old Stone", "Grizzly Bears", "Guile", "Llanowar Elves"]
    game = setup({"alice": {"hand": [name], "battlefield": creatures}, "bob": {}})
    cast_and_resolve(game, name)
    assert [o.name for o in game.battlefield("alice")] == [c for c in creatures if c not in destroyed]


# -- the most common color among objects (CR 105.2) -------------------------------------------
def _color_things(pool) -> None:  # type: ignore[no-untyped-def]
    for name, colors in (("White Thing", ("W",)), ("Green Thing", ("G",)), ("Gold Thing", ("W", "G"))):
        pool.add(homebrew(name, "Creature — Spirit", power=1, toughness=1, colors=colors))


@pytest.mark.parametrize(
    ("others", "power"),
    [
        (["White Thing", "Green Thing"], 3),  # white tied with green and red: most common
        (["White Thing", "Green Thing", "Green Thing"], 5),  # green is more common
        (["Gold Thing", "Green Thing"], 5),  # white 1, green 2: a gold permanent is both colors
        (["Gold Thing", "White Thing"], 3),  # white 2, green 1, red 1
    ],
)
def test_white_is_the_most_common_color_or_tied(setup, pool, others, power) -> None:  # type: ignore[no-untyped-def]
    """The Djinn of Invasion: "gets -2/-2 as long as white is the most common color among all
    permanents or is tied for most common"; the Djinn itself (red) counts."""
    text = "This creature gets -2/-2 as long as white is the most common color among all permanents or is tied for most common."
    _color_things(pool)
    pool.add(homebrew("Test Djinn", "Creature — Djinn", power=5, toughness=6, colors=("R",), abilities=compiled(text, is_spell=False)))
    game = setup({"alice": {"battlefield": ["Test Djinn"]}, "bob": {"battlefield": others}})
    assert game.power(game.find("Test Djinn")) == power


def test_the_chosen_color_more_common_than_each_other_but_not_tied(setup, pool) -> None:
    """Call to Arms: "as long as the chosen color is the most common color among nontoken
    permanents the chosen player controls but isn't tied for most common"; and its state trigger's
    "isn't the most common color ... or is tied for most common" is the opposite (CR 105.2, 607.2)."""
    from oraclec import effects as fx
    from oraclec.runtime.context import Context

    _color_things(pool)
    game = setup({"alice": {}, "bob": {"battlefield": ["White Thing", "Green Thing"]}})
    ctx = Context(controller="alice")
    ctx.results["chosen color"] = ["W"]
    strict = fx.MostCommonColor(among=fx.Filter(token=False), tie_counts=False)
    tied = fx.MostCommonColor(among=fx.Filter(token=False), tie_counts=True)
    assert game.check_condition(tied, ctx) and not game.check_condition(strict, ctx)
    game = setup({"alice": {}, "bob": {"battlefield": ["White Thing", "Gold Thing", "Green Thing"]}})
    assert not game.check_condition(strict, ctx)  # white 2, green 2
    game = setup({"alice": {}, "bob": {"battlefield": ["White Thing", "Gold Thing"]}})
    assert game.check_condition(strict, ctx)  # white 2, green 1
    assert not game.check_condition(fx.MostCommonColor(among=fx.Filter(token=False), tie_counts=True), Context(controller="alice"))  # none chosen


@pytest.mark.parametrize(("target", "destroyed"), [("Green Thing", True), ("White Thing", False), ("Gold Thing", True)])
def test_destroy_it_if_it_shares_a_color_with_the_most_common_color(setup, pool, target, destroyed) -> None:  # type: ignore[no-untyped-def]
    """Tsabo's Assassin: "Destroy target creature if it shares a color with the most common color
    among all permanents or a color tied for most common" (green 3, white 2)."""
    text = "Destroy target creature if it shares a color with the most common color among all permanents or a color tied for most common."
    _color_things(pool)
    pool.add(homebrew("Tsabo's Decree", "Sorcery", mana_cost="{0}", abilities=compiled(text, is_spell=True)))
    game = setup({"alice": {"hand": ["Tsabo's Decree"]}, "bob": {"battlefield": ["Green Thing", "Green Thing", "White Thing", "Gold Thing"]}})
    aimed = game.find(target)
    cast_and_resolve(game, "Tsabo's Decree", targets={"target": [aimed]})
    assert (target not in [o.name for o in game.battlefield("bob")] if target != "Green Thing" else len([o for o in game.battlefield("bob") if o.name == "Green Thing"]) == 1) == destroyed


@pytest.mark.parametrize(("target", "returned"), [("Green Thing", True), ("White Thing", False)])
def test_return_that_permanent_if_it_shares_a_color_with_the_most_common_color(setup, pool, target, returned) -> None:  # type: ignore[no-untyped-def]
    """Barrin's Unmaking: "Return target permanent to its owner's hand if that permanent shares a
    color with ...": "that permanent" is the one targeted, tested before it moves (CR 608.2c)."""
    text = "Return target permanent to its owner's hand if that permanent shares a color with the most common color among all permanents or a color tied for most common."
    _color_things(pool)
    pool.add(homebrew("Barrin's Decree", "Instant", mana_cost="{0}", abilities=compiled(text, is_spell=True)))
    game = setup({"alice": {"hand": ["Barrin's Decree"]}, "bob": {"battlefield": ["Green Thing", "Green Thing", "White Thing"]}})
    cast_and_resolve(game, "Barrin's Decree", targets={"target": [game.find(target)]})
    assert (target in [o.name for o in game.zone("hand", "bob")]) == returned


# -- a name in common (CR 201.2a) -------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "graveyard", "destroyed"),
    [
        ("Destroy target creature if it has the same name as a creature card in your graveyard.", ["Grizzly Bears"], True),
        ("Destroy target creature if it has the same name as a creature card in your graveyard.", ["Llanowar Elves"], False),
        ("Destroy target creature if it doesn't have the same name as a creature card in your graveyard.", ["Llanowar Elves"], True),
        ("Destroy target creature if it doesn't have the same name as a creature card in your graveyard.", ["Grizzly Bears"], False),
    ],
)
def test_destroy_it_if_it_has_the_same_name_as_a_card(setup, pool, text, graveyard, destroyed) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Name Check", "Sorcery", mana_cost="{0}", abilities=compiled(text, is_spell=True)))
    game = setup({"alice": {"hand": ["Name Check"], "graveyard": graveyard}, "bob": {"battlefield": ["Grizzly Bears"]}})
    cast_and_resolve(game, "Name Check", targets={"target": [game.battlefield("bob")[0]]})
    assert ([o.name for o in game.battlefield("bob")] == []) == destroyed
