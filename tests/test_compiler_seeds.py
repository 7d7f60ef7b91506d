"""The seed cards' compiled effects, checked field by field against their rules text and the
rules they use (CR 701.17 mill, 701.23 search, 701.24 shuffle, 701.47 amass, 702.34 flashback,
702.52 dredge, 702.143 foretell)."""

from __future__ import annotations

from functools import cache

import pytest

import oraclec
from oraclec import cards
from oraclec import effects as fx

SEEDS = (
    "Say Its Name", "Summons of Saruman", "Golgari Grave-Troll", "Think Twice", "Saw It Coming",
    "Life from the Loam", "Mentor of the Meek", "Dreadhorde Invasion", "Lazotep Reaver",
    "Deep Analysis", "Demonic Tutor",
)


@cache
def _cards() -> dict[str, cards.Card]:
    return {card.name: card for card in cards.load() if card.name in SEEDS}


def lines(name: str) -> list[tuple[fx.Ability, ...]]:
    """The abilities of each line of the card's (first) face, as compiled."""
    result = oraclec.compile_card(_cards()[name])
    return [line.abilities for line in result.faces[0].abilities]


def only(abilities: tuple[fx.Ability, ...]) -> fx.Ability:
    assert len(abilities) == 1, abilities
    return abilities[0]


X = fx.Variable(name="X")
YOUR_GRAVEYARD_CARDS = {"zone": "graveyard", "zone_owner": fx.You(), "kind": "card"}


def test_say_its_name_mills_three_then_may_return_a_creature_or_land_card() -> None:
    spell = only(lines("Say Its Name")[0])
    assert spell == fx.SpellAbility(effects=(
        fx.Mill(player=fx.You(), amount=fx.Fixed(value=3)),  # CR 701.17a
        fx.May(player=fx.You(), effects=(
            fx.Move(what=fx.Chosen(what=fx.Filter(any_types=("Creature", "Land"), **YOUR_GRAVEYARD_CARDS)), to="hand"),
        )),
    ))


def test_summons_of_saruman_amasses_x_mills_x_and_casts_from_among_the_milled() -> None:
    spell = only(lines("Summons of Saruman")[0])
    assert isinstance(spell, fx.SpellAbility)
    amass, mill, cast = spell.effects
    assert isinstance(amass, fx.Amass) and amass.subtype == "Orc" and amass.amount == X
    assert mill == fx.Mill(player=fx.You(), amount=X)
    # "You may cast an instant or sorcery spell with mana value X or less from among them
    # without paying its mana cost": cast during resolution, among the milled cards
    assert cast == fx.Cast(
        player=fx.You(),
        what=fx.Chosen(what=fx.Amongst(among=fx.Found(key="milled"), filter=fx.Filter(any_types=("Instant", "Sorcery"), stat=("mana_value", "<=", X)))),
        without_paying=True,
        optional=True,
    )


def test_summons_of_saruman_flashback_exiles_x_cards_as_part_of_its_cost() -> None:
    keyword = only(lines("Summons of Saruman")[1])
    cost = (fx.ManaPayment(mana="{3}{U}{R}"), fx.ExileCost(what=fx.Filter(**YOUR_GRAVEYARD_CARDS), amount=X))
    assert keyword == fx.Keyword(
        name="flashback", rule="702.34", cost=cost,
        definition=(
            # CR 702.34a: cast from the graveyard for the flashback cost (instant or sorcery) ...
            fx.CastPermission(zone="graveyard", method="flashback", cost=cost, types=("Instant", "Sorcery")),
            # ... and exiled instead of going anywhere else when it leaves the stack
            fx.Replacement(event="leave_stack", to="exile", condition=fx.CostWasPaid(name="flashback"), zone="stack"),
        ),
    )


def test_amass_is_written_out_as_its_rule() -> None:
    """CR 701.47a: no Army -> create a 0/0 black [subtype] Army token; choose an Army you control
    (the amassed Army, 701.47c); put N +1/+1 counters on it; it becomes a [subtype] if it isn't."""
    amass = only(lines("Summons of Saruman")[0]).effects[0]
    army = fx.Filter(types=("Creature",), subtypes=("Army",), controller=fx.You())
    create, choose, counters, add_type = amass.definition
    assert create == fx.Conditional(
        condition=fx.Controls(player=fx.You(), what=army, negated=True),
        effects=(fx.CreateToken(token=fx.TokenSpec(colors=("B",), types=("Creature",), subtypes=("Orc", "Army"), power=0, toughness=0)),),
    )
    assert choose == fx.ChooseObjects(what=fx.Chosen(what=army), key="amassed")
    assert counters == fx.PutCounters(what=fx.Found(key="amassed"), counter="+1/+1", amount=X)
    assert add_type == fx.Conditional(
        condition=fx.Is(what=fx.Found(key="amassed"), test=fx.Filter(subtypes=("Orc",)), negated=True),
        effects=(fx.AddTypes(what=fx.Found(key="amassed"), subtypes=("Orc",)),),
    )


@pytest.mark.parametrize("name,subtype,amount", [("Dreadhorde Invasion", "Zombie", 1), ("Lazotep Reaver", "Zombie", 1)])
def test_amass_zombies(name: str, subtype: str, amount: int) -> None:
    found = [e for line in lines(name) for a in line for e in _walk(a) if isinstance(e, fx.Amass)]
    assert len(found) == 1
    assert found[0].subtype == subtype and found[0].amount == fx.Fixed(value=amount)
    assert found[0].definition[0].effects[0].token.subtypes == (subtype, "Army")


def test_lazotep_reaver_amasses_when_it_enters() -> None:
    trigger = only(lines("Lazotep Reaver")[0])
    assert isinstance(trigger, fx.TriggeredAbility)
    assert trigger.trigger == fx.Trigger(event="enters", what=fx.This())
    assert [type(e) for e in trigger.effects] == [fx.Amass]


def test_dreadhorde_invasion() -> None:
    upkeep, attacks = (only(line) for line in lines("Dreadhorde Invasion"))
    assert upkeep.trigger == fx.StepTrigger(step="upkeep", player=fx.You())
    assert upkeep.effects[0] == fx.LoseLife(player=fx.You(), amount=fx.Fixed(value=1))
    assert isinstance(upkeep.effects[1], fx.Amass)
    # "Whenever a Zombie token you control with power 6 or greater attacks, it gains lifelink
    # until end of turn."
    assert attacks.trigger == fx.Trigger(
        event="attacks",
        what=fx.Filter(subtypes=("Zombie",), token=True, controller=fx.You(), stat=("power", ">=", fx.Fixed(value=6))),
    )
    assert attacks.effects == (
        fx.GrantAbilities(what=fx.Found(key="triggering"), abilities=(fx.Keyword(name="lifelink", rule="702.15"),), duration="end_of_turn"),
    )


def test_golgari_grave_troll() -> None:
    enters, regenerate, dredge = (only(line) for line in lines("Golgari Grave-Troll"))
    # "enters with a +1/+1 counter on it for each creature card in your graveyard" (CR 614.1c)
    assert enters == fx.EntersWith(counter="+1/+1", amount=fx.CountOf(what=fx.Filter(types=("Creature",), **YOUR_GRAVEYARD_CARDS)))
    assert regenerate == fx.ActivatedAbility(
        costs=(fx.ManaPayment(mana="{1}"), fx.RemoveCountersCost(counter="+1/+1", amount=fx.Fixed(value=1), what=fx.This())),
        effects=(fx.Regenerate(what=fx.This()),),
    )
    # CR 702.52a: as long as you have at least 6 cards in your library, you may mill 6 instead
    # of drawing, and return this card to your hand; only from the graveyard
    assert dredge == fx.Keyword(
        name="dredge", rule="702.52", amount=fx.Fixed(value=6),
        definition=(fx.Replacement(
            event="draw", optional=True, zone="graveyard",
            condition=fx.LibraryHasAtLeast(amount=fx.Fixed(value=6)),
            instead=(fx.Mill(amount=fx.Fixed(value=6)), fx.Move(what=fx.This(), to="hand")),
        ),),
    )


def test_life_from_the_loam() -> None:
    spell, dredge = (only(line) for line in lines("Life from the Loam"))
    assert spell == fx.SpellAbility(effects=(
        fx.Move(what=fx.Target(key="target", what=fx.Filter(types=("Land",), **YOUR_GRAVEYARD_CARDS), min=0, max=3), to="hand"),
    ))
    assert dredge.amount == fx.Fixed(value=3)
    assert dredge.definition[0].condition == fx.LibraryHasAtLeast(amount=fx.Fixed(value=3))


def test_think_twice_and_deep_analysis_flashback_costs() -> None:
    draw, flashback = (only(line) for line in lines("Think Twice"))
    assert draw == fx.SpellAbility(effects=(fx.Draw(player=fx.You(), amount=fx.Fixed(value=1)),))
    assert flashback.cost == (fx.ManaPayment(mana="{2}{U}"),)
    spell, flashback = (only(line) for line in lines("Deep Analysis"))
    # "Target player draws two cards."
    assert spell == fx.SpellAbility(effects=(
        fx.Draw(player=fx.Target(key="target", what=fx.EachPlayer()), amount=fx.Fixed(value=2)),
    ))
    # "Flashback—{1}{U}, Pay 3 life."
    assert flashback.cost == (fx.ManaPayment(mana="{1}{U}"), fx.PayLife(amount=fx.Fixed(value=3)))
    assert flashback.definition[0].cost == flashback.cost


def test_saw_it_coming_foretell() -> None:
    counter, foretell = (only(line) for line in lines("Saw It Coming"))
    assert counter == fx.SpellAbility(effects=(fx.CounterSpell(what=fx.Target(key="target", what=fx.Filter(zone="stack"))),))
    # CR 702.143a: a special action during your turn: pay {2}, exile it face down from your
    # hand; cast it on a later turn for its foretell cost
    assert foretell == fx.Keyword(
        name="foretell", rule="702.143", cost=(fx.ManaPayment(mana="{1}{U}"),),
        definition=(
            fx.SpecialAction(name="foretell", zone="hand", cost=(fx.ManaPayment(mana="{2}"),), own_turn_only=True,
                             effects=(fx.Move(what=fx.This(), to="exile", face_down=True),)),
            fx.CastPermission(zone="exile", method="foretell", cost=(fx.ManaPayment(mana="{1}{U}"),), after_foretold=True),
        ),
    )


def test_mentor_of_the_meek() -> None:
    trigger = only(lines("Mentor of the Meek")[0])
    # "Whenever another creature you control with power 2 or less enters, you may pay {1}. If you
    # do, draw a card."
    assert trigger == fx.TriggeredAbility(
        trigger=fx.Trigger(event="enters", what=fx.Filter(types=("Creature",), controller=fx.You(), other=True, stat=("power", "<=", fx.Fixed(value=2)))),
        effects=(
            fx.May(player=fx.You(), effects=(fx.Pay(player=fx.You(), costs=(fx.ManaPayment(mana="{1}"),)),)),
            fx.IfDid(effects=(fx.Draw(player=fx.You(), amount=fx.Fixed(value=1)),)),
        ),
    )


def test_demonic_tutor_searches_puts_the_found_card_into_hand_then_shuffles() -> None:
    spell = only(lines("Demonic Tutor")[0])
    assert spell == fx.SpellAbility(effects=(
        fx.Search(player=fx.You(), zones=(fx.Zone(kind="library", player=fx.You()),), what=fx.Filter(zone="library", kind="card"), amount=fx.Fixed(value=1)),
        fx.Move(what=fx.Found(key="found"), to="hand"),  # "that card" is the found card
        fx.Shuffle(player=fx.You()),
    ))


def _walk(value: object):  # type: ignore[no-untyped-def]
    import attrs

    if isinstance(value, fx.Element):
        yield value
        for field in attrs.fields(type(value)):
            yield from _walk(getattr(value, field.name))
    elif isinstance(value, tuple):
        for item in value:
            yield from _walk(item)
