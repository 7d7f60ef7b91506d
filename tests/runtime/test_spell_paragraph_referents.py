"""A paragraph of an instant or sorcery names what an earlier paragraph named ("Morbid — That
creature gets -13/-13 until end of turn instead if a creature died this turn."): the paragraphs
are one set of instructions, followed in order (CR 113.3a, 608.2c), so "that creature" is the
earlier paragraph's target, not a new one and not the spell. Each paragraph is compiled alone;
one that names an earlier paragraph's object is compiled again after the paragraphs before it."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.effects.base import walk
from oraclec.parser import parse_ability
from oraclec.runtime.casting import merge_spell_abilities
from oraclec.text import normalise_ability

from conftest import require_compiled, scripted_game

CREATURE = fx.Filter(types=("Creature",))


def _spell(*paragraphs: str) -> list[tuple[tuple[fx.Ability, ...], list[fx.Unsupported]]]:
    """Each paragraph compiled as the card compilers do: alone, and again after the earlier
    ones where it names what they named."""
    lines = [(parse_ability(normalise_ability(text), is_spell=True).line, text) for text in paragraphs]
    out = []
    for index, (line, text) in enumerate(lines):
        result = compiler.compile_line_with_problems(line, text=text)
        if compiler.needs_earlier_paragraphs(result[1]) and (earlier := compiler.earlier_paragraphs(lines, index)):
            result = compiler.compile_line_with_problems(line, text=text, earlier=earlier)
        out.append(result)
    return out


def _named_earlier(abilities: tuple[fx.Ability, ...]) -> list[fx.NamedEarlier]:
    return [e for e in walk(abilities) if isinstance(e, fx.NamedEarlier)]


def test_that_creature_is_the_earlier_paragraphs_target() -> None:
    (_, []), (second, problems) = _spell(
        "Target creature gets -1/-1 until end of turn.",
        "Morbid — That creature gets -13/-13 until end of turn instead if a creature died this turn.",
    )
    assert problems == []
    (named,) = _named_earlier(second)
    assert named.what == fx.Target(key="target", what=CREATURE)


def test_it_in_a_condition_and_the_instruction_both_name_it() -> None:
    (_, []), (second, problems) = _spell(
        "Destroy target creature if it has mana value 2 or less.",
        "Revolt — Destroy that creature if it has mana value 4 or less instead if a permanent left the battlefield under your control this turn.",
    )
    assert problems == []
    named = _named_earlier(second)
    assert len(named) == 2 and {n.what for n in named} == {fx.Target(key="target", what=CREATURE)}


def test_restated_damage_goes_where_the_earlier_paragraph_dealt_it() -> None:
    (_, []), (second, problems) = _spell(
        "~ deals 3 damage to any target.",
        "Morbid — ~ deals 5 damage instead if a creature died this turn.",
    )
    assert problems == []
    (damage,) = [e for e in walk(second) if isinstance(e, fx.DealDamage)]
    assert damage.to == fx.NamedEarlier(what=fx.Target(key="target", what=fx.AnyTarget()))
    assert damage.amount == fx.Fixed(value=5)


def test_those_lands_are_the_ones_put_onto_the_battlefield_not_the_rest() -> None:
    # "the rest on the bottom of your library" moves other cards after the lands: "those
    # lands" are what was put onto the battlefield (recorded as "put"), not the newest move
    (_, []), (second, problems) = _spell(
        "Reveal the top X cards of your library. Put all land cards from among them onto the battlefield tapped and the rest on the bottom of your library in a random order.",
        "Spell mastery — If there are two or more instant and/or sorcery cards in your graveyard, untap those lands.",
    )
    assert problems == []
    (untap,) = [e for e in walk(second) if isinstance(e, fx.Untap)]
    assert untap.what == fx.NamedEarlier(what=fx.Found(key="put"))


def test_with_no_earlier_paragraph_it_is_still_not_compiled() -> None:
    # the spell's only paragraph: nothing before it names a creature (and "that creature" is
    # never the spell itself)
    ((_, problems),) = _spell("Morbid — That creature gets -13/-13 until end of turn instead if a creature died this turn.")
    assert compiler.needs_earlier_paragraphs(problems)


def test_a_paragraph_that_names_the_spell_is_not_given_an_earlier_object() -> None:
    # "exile it" after "this spell" is the spell (CR 113.3a), compiled alone as before
    (_, []), (second, problems) = _spell("Destroy target creature.", "If this spell was cast from a graveyard, exile it.")
    assert problems == [] and not _named_earlier(second)


def test_merged_paragraphs_share_the_earlier_target_and_number_their_own_after_it() -> None:
    # the runtime follows the paragraphs as one list (CR 608.2c): a target named again is the
    # same target, a paragraph's own target is another one (CR 601.2c)
    first = fx.SpellAbility(effects=(fx.Destroy(what=fx.Target(key="target", what=CREATURE)),))
    second = fx.SpellAbility(effects=(
        fx.Destroy(what=fx.NamedEarlier(what=fx.Target(key="target", what=CREATURE))),
        fx.Tap(what=fx.Target(key="target", what=CREATURE)),
    ))
    merged = merge_spell_abilities([first, second])
    assert merged is not None
    assert [t.key for t in walk(merged) if isinstance(t, fx.Target)] == ["target", "target", "target 2"]
    assert not _named_earlier((merged,))


def test_tragic_slip_gives_minus_thirteen_after_a_creature_died(db_pool) -> None:  # type: ignore[no-untyped-def]
    # without morbid the target gets -1/-1; with it, -13/-13 instead (not as well, and to the
    # same creature: no second target is asked for)
    require_compiled(db_pool, "Tragic Slip", "Grizzly Bears", "Colossal Dreadmaw")
    for died in (False, True):
        game = scripted_game(db_pool, {"alice": {"hand": ["Tragic Slip"], "battlefield": ["Swamp", "Grizzly Bears"]},
                                       "bob": {"battlefield": ["Colossal Dreadmaw"]}}, active="alice")
        if died:
            game.destroy(game.find("Grizzly Bears", "battlefield"))
        dreadmaw = game.find("Colossal Dreadmaw", "battlefield")
        game.cast("alice", "Tragic Slip", targets=[dreadmaw])
        game.resolve_stack()
        if died:
            assert "Colossal Dreadmaw" in game.names("graveyard", "bob")
        else:
            assert game.find("Colossal Dreadmaw", "battlefield") is dreadmaw
            assert (game.power(dreadmaw), game.toughness(dreadmaw)) == (5, 5)
