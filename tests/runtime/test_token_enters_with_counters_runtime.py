"""A created token entering with counters the sentence after the creation names ("The token
enters with X +1/+1 counters on it", CR 614.1c, 122.6); compiled from the Oracle text and
played."""

from __future__ import annotations

from oraclec.runtime import homebrew

from conftest import compiled_ability


def test_the_token_enters_with_x_counters_counted_before_it_is_there(setup, pool) -> None:  # type: ignore[no-untyped-def]
    text = "Create a 0/0 green Ooze creature token. The token enters with X +1/+1 counters on it, where X is the number of other creatures you control."
    pool.add(homebrew("Ooze Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(text)]))
    game = setup({"alice": {"hand": ["Ooze Test"], "battlefield": ["Grizzly Bears", "Llanowar Elves"]}, "bob": {}})
    game.cast("alice", "Ooze Test")
    game.resolve_stack()
    ooze = game.find("Ooze Token", "battlefield")
    assert dict(ooze.counters) == {"+1/+1": 2}
    assert (game.characteristics(ooze).power, game.characteristics(ooze).toughness) == (2, 2)
