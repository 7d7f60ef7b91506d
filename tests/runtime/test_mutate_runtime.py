"""Mutate (CR 702.140): the keyword is defined as its rule says (an alternative cost, and a
mutating creature spell that targets a non-Human creature with the same owner, 702.140a); the
runtime has no merged permanents (CR 729), so it refuses the mutate cast as unsupported, never
casting it as another spell, and still casts the card for its mana cost."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import CardPool, Game
from oraclec.runtime.errors import UnsupportedAtRuntime


def test_mutate_is_defined_as_an_alternative_cost_and_a_mutating_spell() -> None:
    """CR 702.140a: "You may pay [cost] rather than pay this spell's mana cost. If you do, it
    becomes a mutating creature spell and targets a non-Human creature with the same owner."""
    keyword = fx.lower_keyword(fx.KeywordParams(name="Mutate", cost=(fx.ManaPayment(mana="{3}{G}"),)))
    permission, static = keyword.definition
    assert isinstance(permission, fx.CastPermission) and permission.method == "mutate" and permission.cost == (fx.ManaPayment(mana="{3}{G}"),)
    assert isinstance(static, fx.StaticAbility) and static.zone == "stack" and static.condition == fx.CostWasPaid(name="mutate")
    (mutating,) = static.effects
    assert isinstance(mutating, fx.MutatingSpell) and isinstance(mutating.onto, fx.Target)
    onto = mutating.onto.what
    assert onto.types == ("Creature",) and onto.excluded_subtypes == ("Human",) and onto.owner == fx.OwnerOf(what=fx.This())


def test_casting_for_the_mutate_cost_is_refused_as_unsupported(db_pool: CardPool) -> None:
    """CR 702.140c: a mutating creature spell merges with its target (CR 729), which the runtime
    does not model: the cast is refused explicitly; for its mana cost the card is cast as usual."""
    greathorn = "Migratory Greathorn"
    assert not [m for face in db_pool.get(greathorn).faces for m in face.missing]
    game = Game.setup({"alice": {"hand": [greathorn], "battlefield": ["Forest"] * 4 + ["Grizzly Bears"]}, "bob": {}}, pool=db_pool)
    with pytest.raises(UnsupportedAtRuntime, match="702.140c"):
        game.cast("alice", greathorn, method="mutate")
    assert greathorn in game.names("hand", "alice")
    game.cast("alice", greathorn)
    game.resolve_stack()
    assert greathorn in game.names("battlefield", "alice")
