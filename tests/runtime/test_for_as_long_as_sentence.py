""""For as long as that card remains exiled, its owner may cast it without paying its mana cost."
(Release to the Wind), "For as long as that creature has a shadow counter on it, it's a Wraith in
addition to its other types." (Minas Morgul): a sentence led by "for as long as" makes the
permissions and continuous effects of its instructions last while the condition holds, and end
for good when it stops (CR 611.2b), as the same words after the instructions do. Compiled from the
Oracle text and played."""

from __future__ import annotations

from typing import Any

import pytest

from oraclec import effects as fx
from oraclec.runtime import IllegalAction, homebrew

from conftest import compiled, compiled_ability

WRAITH = "{T}: Put a shadow counter on target creature. For as long as that creature has a shadow counter on it, it's a Wraith in addition to its other types."
RELEASE = "{T}: Exile target nonland permanent. For as long as that card remains exiled, its owner may cast it without paying its mana cost."


def _game(setup: Any, pool: Any, text: str, bob: dict[str, Any]) -> Any:
    pool.add(homebrew("Lasting Test", "Artifact", mana_cost="{2}", abilities=[compiled_ability(text, is_spell=False)]))
    pool.add(homebrew("Costly Bear Test", "Creature — Bear", mana_cost="{5}{G}", power=2, toughness=2))
    return setup({"alice": {"battlefield": ["Lasting Test"]}, "bob": bob})


def test_the_sentence_compiles_as_the_tail_does() -> None:
    (ability,) = compiled(RELEASE)
    move, lasting = ability.effects
    assert isinstance(lasting, fx.ForAsLongAs)
    assert lasting.condition == fx.Is(what=fx.Found(key="exiled"), test=fx.Filter(zone="exile"))
    # a permission for as long as, not a cast during resolution (CR 601.3, 608.2g)
    assert lasting.effects == (fx.PlayPermission(what=fx.Found(key="exiled"), player=fx.OwnerOf(what=fx.Found(key="exiled")), action="cast", without_paying=True),)


def test_the_type_lasts_while_the_counter_does(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _game(setup, pool, WRAITH, {"battlefield": ["Costly Bear Test"]})
    bear = game.find("Costly Bear Test")
    game.activate("alice", game.find("Lasting Test"), targets=[bear])
    game.resolve_stack()
    assert "Wraith" in game.characteristics(bear).subtypes and "Bear" in game.characteristics(bear).subtypes
    game.remove_counters(bear, "shadow", 1)
    game.check_state()  # CR 611.2b: it ends as the game sees the counter gone
    assert "Wraith" not in game.characteristics(bear).subtypes
    game.put_counters(bear, "shadow", 1)
    game.check_state()
    assert "Wraith" not in game.characteristics(bear).subtypes  # ended for good


def test_its_owner_casts_it_free_from_exile(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _game(setup, pool, RELEASE, {"battlefield": ["Costly Bear Test"]})
    game.activate("alice", game.find("Lasting Test"), targets=[game.find("Costly Bear Test")])
    game.resolve_stack()
    exiled = game.find("Costly Bear Test", zone="exile")
    with pytest.raises(IllegalAction):
        game.cast("alice", exiled)  # its owner's permission, not the controller of the ability's
    game.state.priority = game.player("bob").index
    game.state.active = game.player("bob").index
    game.cast("bob", exiled)  # {5}{G} unpaid (CR 118.9), with no land to pay it
    game.resolve_stack()
    assert "Costly Bear Test" in game.names("battlefield", "bob")
