""""copy that spell for each other creature you control that the spell could target. Each copy
targets a different one of those creatures." (CR 707.10d): one copy for each object the spell
could target, each copy targeting it; compiled from the card database and played."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import CardPool, Game
from oraclec.runtime.state import GameObject

from conftest import compiled, require_compiled, scripted_game


def play(db_pool: CardPool, players: dict) -> Game:  # type: ignore[type-arg]
    return scripted_game(db_pool, players, step="main1")


def test_each_copy_targets_one_of_the_objects() -> None:
    (ability,) = compiled("Whenever you cast an instant or sorcery spell that targets only ~, copy that spell for each other creature you control "
                          "that the spell could target. Each copy targets a different one of those creatures.")
    (copy,) = ability.effects
    assert isinstance(copy, fx.Copy) and copy.what == fx.Found(key="triggering")
    assert isinstance(copy.target, fx.Filter) and copy.target.targetable_by == fx.Found(key="triggering")
    # "other": other than what the spell targets, not the source (CR 707.10d)
    assert copy.target.other_than_its_targets and not copy.target.other


def test_zada_copies_the_spell_for_each_other_creature(db_pool) -> None:  # type: ignore[no-untyped-def]
    """CR 707.10d: Giant Growth on Zada is copied once for each other creature Zada's controller
    controls, each copy targeting one of them; the opponent's creature gets none."""
    require_compiled(db_pool, "Zada, Hedron Grinder", "Giant Growth")
    game = play(db_pool, {"alice": {"hand": ["Giant Growth"], "library": ["Island"] * 5,
                                    "battlefield": ["Zada, Hedron Grinder", "Grizzly Bears", "Grizzly Bears", "Forest"]},
                          "bob": {"library": ["Island"] * 5, "battlefield": ["Grizzly Bears"]}})
    zada = game.find("Zada, Hedron Grinder")
    game.cast("alice", "Giant Growth", targets={"target": zada})
    game.resolve_stack()
    mine = [o for o in game.battlefield("alice") if o.name == "Grizzly Bears"]
    theirs = [o for o in game.battlefield("bob") if o.name == "Grizzly Bears"]
    assert game.power(zada) == 3 + 3
    assert [game.power(o) for o in mine] == [5, 5]
    assert [game.power(o) for o in theirs] == [2]


def test_precursor_golem_copies_for_each_other_golem_the_caster_controls_the_copies(db_pool) -> None:  # type: ignore[no-untyped-def]
    """CR 707.10d: Shock on one Golem is copied by its caster for each other Golem it could
    target, Precursor Golem itself included (other than the Golem the spell targets)."""
    require_compiled(db_pool, "Precursor Golem", "Shock")
    game = play(db_pool, {"alice": {"hand": ["Precursor Golem"], "library": ["Island"] * 5, "battlefield": ["Mountain"] * 5},
                          "bob": {"library": ["Island"] * 5, "hand": ["Shock"], "battlefield": ["Mountain"]}})
    game.cast("alice", "Precursor Golem")
    game.resolve_stack()
    golems = [o for o in game.battlefield("alice") if "Golem" in game.characteristics(o).subtypes]
    assert len(golems) == 3
    token = next(o for o in golems if o.name != "Precursor Golem")
    game.pass_priority("alice")
    game.cast("bob", "Shock", targets={"target": token})
    game.resolve_top()  # the trigger: bob copies Shock twice
    copies = [o for o in game.stack_items() if isinstance(o, GameObject) and o.spell_copy]
    assert len(copies) == 2 and all(c.controller == "bob" for c in copies)
    assert sorted(c.cast.ctx.targets["target"][0] for c in copies) == sorted(o.id for o in golems if o is not token)
    game.resolve_stack()
    assert sorted(o.damage for o in golems) == [2, 2, 2]


def test_no_copy_for_a_creature_the_spell_could_not_target(db_pool) -> None:  # type: ignore[no-untyped-def]
    """CR 707.10d, 702.11b: Ink-Treader Nephilim's controller copies Giant Growth for each other
    creature it could target, the opponent's creatures too; the opponent's hexproof Gladecover
    Scout could not be targeted by it, so gets no copy."""
    require_compiled(db_pool, "Ink-Treader Nephilim", "Giant Growth", "Gladecover Scout")
    game = play(db_pool, {"alice": {"hand": ["Giant Growth"], "library": ["Island"] * 5,
                                    "battlefield": ["Ink-Treader Nephilim", "Grizzly Bears", "Forest"]},
                          "bob": {"library": ["Island"] * 5, "battlefield": ["Grizzly Bears", "Gladecover Scout"]}})
    nephilim = game.find("Ink-Treader Nephilim")
    game.cast("alice", "Giant Growth", targets={"target": nephilim})
    game.resolve_stack()
    bears = [o for o in game.battlefield() if o.name == "Grizzly Bears"]
    assert [game.power(o) for o in bears] == [5, 5]
    assert game.power(game.find("Gladecover Scout")) == 1
    assert game.power(nephilim) == 3 + 3
