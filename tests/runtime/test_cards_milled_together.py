""""Whenever one or more nonland cards are milled" played (CR 701.17a, 603.2c): one mill of several
cards is one event, which triggers when any of them is such a card; "that many" and "milled this
way" are the cards it describes. Before, no trigger on the cards of a mill ever triggered: the
mill event has no one object to match."""

from __future__ import annotations

from conftest import require_compiled, scripted_game

SCORCHBEAST = "Screeching Scorchbeast"  # Whenever one or more nonland cards are milled, you may create that many 2/2 black Zombie Mutant creature tokens. Do this only once each turn.
QUEEN = "Mirelurk Queen"  # Whenever one or more nonland cards are milled, draw a card, then put a +1/+1 counter on this creature. This ability triggers only once each turn.
MOTHMAN = "The Wise Mothman"  # ... put a +1/+1 counter on each of up to X target creatures, where X is the number of nonland cards milled this way.
MILLED = ["Shock", "Forest", "Grizzly Bears", "Shock", "Island"]  # Tome Scour: target player mills five cards


def _milled(db_pool, card: str, milled=MILLED, answers=None):  # type: ignore[no-untyped-def]
    require_compiled(db_pool, card)
    game = scripted_game(
        db_pool,
        {"alice": {"hand": ["Tome Scour"], "battlefield": [card, "Island", "Grizzly Bears"], "library": ["Island"] * 10},
         "bob": {"library": milled + ["Island"] * 10}},
        {"alice": answers or {"may": [True]}},
        step="main1",
    )
    game.cast("alice", "Tome Scour", zone="hand", targets=["bob"])
    game.resolve_stack()  # Tome Scour; the trigger goes on the stack
    game.resolve_stack()
    return game


def test_that_many_is_the_number_of_nonland_cards_milled(db_pool) -> None:  # type: ignore[no-untyped-def]
    game = _milled(db_pool, SCORCHBEAST)
    assert game.names("battlefield").count("Zombie Mutant Token") == 3


def test_one_mill_of_several_cards_triggers_once(db_pool) -> None:  # type: ignore[no-untyped-def]
    game = _milled(db_pool, QUEEN)
    assert game.names("hand", "alice") == ["Island"]
    queen = next(o for o in game.zone("battlefield").objects if o.name == QUEEN)
    assert queen.counters.get("+1/+1") == 1


def test_only_lands_milled_trigger_nothing(db_pool) -> None:  # type: ignore[no-untyped-def]
    game = _milled(db_pool, QUEEN, milled=["Forest"] * 5)
    assert game.names("hand", "alice") == [] and not game.zone("stack").objects


def test_milled_this_way_counts_the_nonland_cards(db_pool) -> None:  # type: ignore[no-untyped-def]
    game = _milled(db_pool, MOTHMAN, answers={"target": [["Grizzly Bears", MOTHMAN]]})
    (choice,) = [c for c, _ in game.choosers["alice"].log if c.kind == "target"]
    assert choice.max == 2  # up to X = 3 nonland cards, of the two creatures there are
    assert {o.name: o.counters.get("+1/+1") for o in game.zone("battlefield").objects if o.counters} == {MOTHMAN: 1, "Grizzly Bears": 1}
