"""Limits printed on triggered abilities: "This ability triggers only once each turn.", "This
ability triggers only once." (CR 400.7: for as long as its source is one object) and "Do this only
once each turn." (CR 603.2h), compiled from their Oracle text and played."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.text import normalise_ability

from conftest import next_turn


def compiled(text: str) -> fx.TriggeredAbility:
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None, parsed.error
    (ability,) = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(ability), compiler.unsupported_in(ability)
    return ability


def with_ability(pool, text: str) -> tuple[str, fx.TriggeredAbility]:  # type: ignore[no-untyped-def]
    ability = compiled(text)
    pool.add(homebrew("Limited Watcher", "Enchantment", mana_cost="{0}", abilities=[ability]))
    return "Limited Watcher", ability


def cards_in_hand(game) -> int:  # type: ignore[no-untyped-def]
    return len(game.zone("hand", "alice"))


def gain_and_resolve(game, times: int) -> None:  # type: ignore[no-untyped-def]
    for _ in range(times):
        game.gain_life("alice", 1)
        game.resolve_stack()


def test_the_limits_compile_to_their_fields() -> None:
    once_each_turn = compiled("Whenever you gain life, draw a card. This ability triggers only once each turn.")
    assert (once_each_turn.max_per_turn, once_each_turn.max_per_object, once_each_turn.action_once_each_turn) == (1, None, False)
    once = compiled("Whenever you gain life, draw a card. This ability triggers only once.")
    assert (once.max_per_turn, once.max_per_object, once.action_once_each_turn) == (None, 1, False)
    action = compiled("Whenever you gain life, you may draw a card. Do this only once each turn.")
    assert (action.max_per_turn, action.max_per_object, action.action_once_each_turn) == (None, None, True)


def test_do_this_only_once_needs_an_optional_action_to_count() -> None:
    """CR 603.2h names "the indicated action": without a "may" first, which one is unclear, so
    the ability is Unsupported rather than limited wrongly."""
    parsed = parse_ability(normalise_ability("Whenever you gain life, draw a card. Do this only once each turn."))
    assert parsed.line is not None, parsed.error
    assert compiler.unsupported_in(compiler.compile_line(parsed.line))


def test_triggers_only_once_each_turn_and_again_the_next_turn(setup, pool) -> None:
    name, _ = with_ability(pool, "Whenever you gain life, draw a card. This ability triggers only once each turn.")
    game = setup({"alice": {"battlefield": [name], "library": ["Island"] * 10}, "bob": {"library": ["Island"] * 10}})
    before = cards_in_hand(game)
    gain_and_resolve(game, 3)
    assert cards_in_hand(game) == before + 1
    next_turn(game)
    next_turn(game)  # alice's turn again: she drew for her draw step too
    before = cards_in_hand(game)
    gain_and_resolve(game, 2)
    assert cards_in_hand(game) == before + 1


def test_triggers_only_once_for_as_long_as_it_is_one_object(setup, pool) -> None:
    name, _ = with_ability(pool, "Whenever you gain life, draw a card. This ability triggers only once.")
    game = setup({"alice": {"battlefield": [name], "library": ["Island"] * 10}, "bob": {"library": ["Island"] * 10}})
    before = cards_in_hand(game)
    gain_and_resolve(game, 2)
    assert cards_in_hand(game) == before + 1
    next_turn(game)
    next_turn(game)
    before = cards_in_hand(game)
    gain_and_resolve(game, 1)  # not in a later turn either
    assert cards_in_hand(game) == before
    # CR 400.7: back on the battlefield it is a new object, whose ability may trigger again
    watcher = game.find(name)
    game.move(watcher, "hand")
    game.move(game.find(name), "battlefield")
    before = cards_in_hand(game)
    gain_and_resolve(game, 2)
    assert cards_in_hand(game) == before + 1


def test_do_this_only_once_each_turn_counts_the_action_taken_not_the_trigger(setup, pool) -> None:
    """CR 603.2h: it triggers only if its controller has not yet taken the action this turn; a
    trigger whose "may" was declined does not count."""
    name, _ = with_ability(pool, "Whenever you gain life, you may draw a card. Do this only once each turn.")
    game = setup({"alice": {"battlefield": [name], "library": ["Island"] * 10}, "bob": {"library": ["Island"] * 10}},
                 answers={"alice": {"may": [False, True, True]}})
    before = cards_in_hand(game)
    gain_and_resolve(game, 1)  # declined
    assert cards_in_hand(game) == before
    gain_and_resolve(game, 1)  # taken
    assert cards_in_hand(game) == before + 1
    gain_and_resolve(game, 1)  # no longer triggers: the third answer is left unused
    assert cards_in_hand(game) == before + 1 and game.names("stack") == []
