"""Quantities and counts compiled from the Oracle text and played: "for each different mana value
among ..." (a count of distinct values), "a spell with {X} in its mana cost" (CR 107.3, 202.1)
and the X of that spell read by a cast trigger (CR 107.3e)."""

from __future__ import annotations


from oraclec.runtime import homebrew

from conftest import compiled


def counters(game, name: str, kind: str = "+1/+1") -> int:  # type: ignore[no-untyped-def]
    obj = next(o for o in game.battlefield() if o.name == name)
    return obj.counters.get(kind, 0)


def test_a_card_for_each_different_mana_value(setup, pool) -> None:  # type: ignore[no-untyped-def]
    text = "Draw a card for each different mana value among nonland cards in your graveyard."
    pool.add(homebrew("Insight Test", "Sorcery", mana_cost="{U}", abilities=compiled(text, is_spell=True)))
    pool.add(homebrew("Runeclaw Bear", "Creature — Bear", mana_cost="{G}{G}", power=2, toughness=2))
    # Grizzly Bears and Runeclaw Bear share mana value 2; Lightning Bolt has 1; lands do not count
    graveyard = ["Grizzly Bears", "Runeclaw Bear", "Lightning Bolt", "Island"]
    game = setup({"alice": {"hand": ["Insight Test"], "graveyard": graveyard, "library": ["Island"] * 5, "mana": "{U}"}, "bob": {}})
    game.cast("alice", "Insight Test")
    game.resolve_stack()
    assert len(game.names("hand", "alice")) == 2


def test_a_spell_with_x_in_its_mana_cost_triggers_with_its_x(setup, pool) -> None:  # type: ignore[no-untyped-def]
    palette = "Whenever you cast a spell with {X} in its mana cost, put X charge counters on this artifact."
    pool.add(homebrew("Palette Test", "Artifact", mana_cost="{3}", abilities=compiled(palette)))
    pool.add(homebrew("X Spell", "Sorcery", mana_cost="{X}{R}", abilities=compiled("You gain 1 life.", is_spell=True)))
    game = setup({"alice": {"hand": ["X Spell", "Lightning Bolt"], "battlefield": ["Palette Test"], "mana": "{R}{R}{R}{R}"}, "bob": {}},
                 answers={"alice": {"target": ["bob"]}})
    game.cast("alice", "Lightning Bolt")  # no {X} in its mana cost: no trigger
    game.resolve_stack()
    assert counters(game, "Palette Test", "charge") == 0
    game.cast("alice", "X Spell", x=2)
    game.resolve_stack()
    assert counters(game, "Palette Test", "charge") == 2  # CR 107.3e: the X of that spell


def test_a_counter_for_each_other_spell_cast_this_turn(setup, pool) -> None:  # type: ignore[no-untyped-def]
    text = "This creature enters with a +1/+1 counter on it for each other spell cast this turn."
    pool.add(homebrew("Storm Test", "Creature — Elemental", mana_cost="{R}", power=1, toughness=1, abilities=compiled(text)))
    game = setup({"alice": {"hand": ["Lightning Bolt", "Storm Test"], "mana": "{R}{R}"}, "bob": {"hand": ["Lightning Bolt"], "mana": "{R}"}},
                 answers={"alice": {"target": ["bob"]}, "bob": {"target": ["alice"]}})
    game.cast("alice", "Lightning Bolt")
    game.resolve_stack()
    game.cast("alice", "Storm Test")
    game.resolve_stack()
    assert counters(game, "Storm Test") == 1  # the Bolt; not this spell itself


def test_a_life_lost_for_each_spell_they_have_cast_this_turn(setup, pool) -> None:  # type: ignore[no-untyped-def]
    text = "Whenever a player casts a spell, they lose 1 life for each spell they've cast this turn."
    pool.add(homebrew("Rug Test", "Artifact", mana_cost="{1}", abilities=compiled(text)))
    game = setup({"alice": {"hand": ["Grizzly Bears", "Grizzly Bears"], "mana": "{G}{G}{G}{G}"}, "bob": {"battlefield": ["Rug Test"]}})
    life = game.player("alice").life
    game.cast("alice", "Grizzly Bears")
    game.resolve_stack()
    game.cast("alice", "Grizzly Bears")
    game.resolve_stack()
    assert game.player("alice").life == life - 3  # 1, then 2 (CR 601.2i: the spell cast counts)


def test_x_defined_by_the_text_is_the_x_paid(setup, pool) -> None:  # type: ignore[no-untyped-def]
    text = "{X}, {T}: Draw a card. X is the number of artifacts you control."
    pool.add(homebrew("Table Test", "Artifact", mana_cost="{5}", abilities=compiled(text)))
    game = setup({"alice": {"battlefield": ["Table Test"], "library": ["Island"] * 3, "mana": "{C}{C}{C}"},
                  "bob": {"hand": ["Island", "Island"]}})
    game.activate("alice", "Table Test")  # CR 107.3c: X is 1, not announced
    game.resolve_stack()
    assert len(game.names("hand", "alice")) == 1
    assert [str(m) for m in game.player("alice").mana_pool] == ["{C}", "{C}"]


def test_a_number_chosen_at_random_is_one_number(setup, pool) -> None:  # type: ignore[no-untyped-def]
    text = "Create an X/X black Zombie creature token, where X is a number from 2 to 6 chosen at random."
    pool.add(homebrew("Random Test", "Sorcery", mana_cost="{B}", abilities=compiled(text, is_spell=True)))
    game = setup({"alice": {"hand": ["Random Test"], "mana": "{B}"}, "bob": {}})
    game.cast("alice", "Random Test")
    game.resolve_stack()
    token = next(o for o in game.battlefield() if o.name != "Random Test")
    chars = game.characteristics(token)
    assert 2 <= chars.power <= 6
    assert chars.toughness == chars.power  # one X for the whole resolution


def test_whichever_is_greater_of_two_counts(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """"X or Y, whichever is greater" (CR 107.1): both counted, the larger kept."""
    text = "Draw cards equal to the number of creatures you control or the number of creature cards in your graveyard, whichever is greater."
    pool.add(homebrew("Greater Test", "Sorcery", mana_cost="{U}", abilities=compiled(text, is_spell=True)))
    game = setup({"alice": {"hand": ["Greater Test"], "battlefield": ["Grizzly Bears"], "graveyard": ["Grizzly Bears"] * 3,
                            "library": ["Island"] * 5, "mana": "{U}"}, "bob": {}})
    game.cast("alice", "Greater Test")
    game.resolve_stack()
    assert len(game.names("hand", "alice")) == 3


def test_an_instruction_done_a_number_of_times(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """"Investigate three times": the instruction done that many times in a row (CR 701.16a)."""
    pool.add(homebrew("Times Test", "Sorcery", mana_cost="{U}", abilities=compiled("Investigate three times.", is_spell=True)))
    game = setup({"alice": {"hand": ["Times Test"], "mana": "{U}"}, "bob": {}})
    game.cast("alice", "Times Test")
    game.resolve_stack()
    assert sum(1 for o in game.battlefield() if o.name == "Clue") == 3


def test_a_number_multiplied(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """"mills three times X cards" (CR 107.1): the number multiplied."""
    pool.add(homebrew("Thrice Test", "Sorcery", mana_cost="{X}{U}", abilities=compiled("Target player mills three times X cards.", is_spell=True)))
    game = setup({"alice": {"hand": ["Thrice Test"], "mana": "{U}{U}{U}"}, "bob": {"library": ["Island"] * 10}},
                 answers={"alice": {"target": ["bob"]}})
    game.cast("alice", "Thrice Test", x=2)
    game.resolve_stack()
    assert len(game.names("graveyard", "bob")) == 6
