"""Paying an amount of life or mana the player chooses (CR 107.1c), compiled from the Oracle
text and played: the player chooses the amount as they pay it, no more than they can pay (CR
119.4: their life total; CR 601.2g-h: their pool and mana abilities)."""

from __future__ import annotations


from oraclec.runtime import homebrew

from conftest import compiled


def test_pay_any_amount_of_life_then_that_many(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 107.1c, 119.4: "pay any amount of life", then "draw that many cards"."""
    text = "Pay any amount of life. Draw that many cards."
    pool.add(homebrew("Life Bargain", "Sorcery", mana_cost="{B}", abilities=compiled(text, is_spell=True)))
    game = setup({"alice": {"hand": ["Life Bargain"], "library": ["Swamp"] * 5, "mana": "{B}"}, "bob": {}},
                 answers={"alice": {"number": [3]}})
    life = game.player("alice").life
    game.cast("alice", "Life Bargain")
    game.resolve_stack()
    assert game.player("alice").life == life - 3
    assert len(game.names("hand", "alice")) == 3


def test_pay_any_amount_of_mana_from_pool_and_lands(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 107.1c, 601.2g-h: as much mana as the pool and the untapped lands can pay."""
    text = "Pay any amount of mana. Draw that many cards."
    pool.add(homebrew("Mana Bargain", "Sorcery", mana_cost="{U}", abilities=compiled(text, is_spell=True)))
    game = setup({"alice": {"hand": ["Mana Bargain"], "library": ["Island"] * 5, "battlefield": ["Island", "Island"], "mana": "{U}{R}"}, "bob": {}},
                 answers={"alice": {"number": [3]}})
    game.cast("alice", "Mana Bargain")
    game.resolve_stack()
    assert len(game.names("hand", "alice")) == 3
    assert len(game.player("alice").mana_pool) == 0
    assert sum(1 for o in game.battlefield() if o.name == "Island" and not o.tapped) == 0  # {R} and both Islands


def test_pay_any_amount_of_one_color(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """"any amount of {R}": only red mana pays it, so no more than the red mana available."""
    text = "Pay any amount of {R}. Draw that many cards."
    pool.add(homebrew("Red Bargain", "Sorcery", mana_cost="{U}", abilities=compiled(text, is_spell=True)))
    game = setup({"alice": {"hand": ["Red Bargain"], "library": ["Island"] * 5, "mana": "{U}{R}{G}{G}"}, "bob": {}},
                 answers={"alice": {"number": [1]}})
    game.cast("alice", "Red Bargain")
    game.resolve_stack()
    assert len(game.names("hand", "alice")) == 1
    assert sorted(m.type for m in game.player("alice").mana_pool) == ["G", "G"]


# -- a mana cost paid any number of times ("When you pay this cost one or more times", CR 603.12)
_REPEATED = "You may pay {1}{G} any number of times. When you pay this cost one or more times, draw that many cards."


def test_cost_paid_a_number_of_times_then_that_many(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 107.1c, 603.12: the cost is paid in full as many times as the player chooses; the
    reflexive ability then triggers, "that many" being the number of times."""
    pool.add(homebrew("Repeated Bargain", "Sorcery", mana_cost="{U}", abilities=compiled(_REPEATED, is_spell=True)))
    game = setup({"alice": {"hand": ["Repeated Bargain"], "library": ["Island"] * 5, "mana": "{U}{G}{G}{G}{G}"}, "bob": {}},
                 answers={"alice": {"may": [True], "number": [2]}})
    game.cast("alice", "Repeated Bargain")
    game.resolve_stack()
    assert len(game.names("hand", "alice")) == 2
    assert len(game.player("alice").mana_pool) == 0  # {1}{G} twice


def test_cost_paid_no_times_does_not_trigger(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 603.12: paid zero times, the cost was not paid "one or more times"."""
    pool.add(homebrew("Repeated Bargain", "Sorcery", mana_cost="{U}", abilities=compiled(_REPEATED, is_spell=True)))
    game = setup({"alice": {"hand": ["Repeated Bargain"], "library": ["Island"] * 5, "mana": "{U}{G}{G}"}, "bob": {}},
                 answers={"alice": {"may": [True], "number": [0]}})
    game.cast("alice", "Repeated Bargain")
    game.resolve_stack()
    assert game.names("hand", "alice") == []
    assert len(game.player("alice").mana_pool) == 2


def test_cost_paid_up_to_a_number_of_times(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """"pay {G} up to three times": no more than three times, whatever mana there is."""
    text = "You may pay {G} up to three times. When you pay this cost one or more times, draw that many cards."
    pool.add(homebrew("Bounded Bargain", "Sorcery", mana_cost="{U}", abilities=compiled(text, is_spell=True)))
    game = setup({"alice": {"hand": ["Bounded Bargain"], "library": ["Island"] * 5, "mana": "{U}{G}{G}{G}{G}{G}"}, "bob": {}},
                 answers={"alice": {"may": [True]}})
    offered: list[list[int]] = []
    choose_one = game.choose_one

    def spy(player, kind, prompt, options, **kwargs):  # type: ignore[no-untyped-def]
        if kind == "number":
            offered.append(list(options))
        return choose_one(player, kind, prompt, options, **kwargs)

    game.choose_one = spy  # type: ignore[method-assign]
    game.cast("alice", "Bounded Bargain")
    game.resolve_stack()
    assert offered == [[0, 1, 2, 3]]
