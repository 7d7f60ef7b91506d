"""Cards for the runtime tests, with their abilities lowered by hand from the Oracle text
(quoted in each docstring) into the effect model, the way the compiler lowers them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.compiler import lower_keyword
from oraclec.parser import parse_ability
from oraclec.runtime import CardPool, Game, ScriptedChooser, homebrew
from oraclec.text import normalise_ability


def fixed(n: int) -> fx.Fixed:
    return fx.Fixed(value=n)


X = fx.Variable()
YOU = fx.You()
THIS = fx.This()


def mana(text: str) -> fx.ManaPayment:
    return fx.ManaPayment(mana=text)


def keyword(name: str, *, cost: tuple[fx.Cost, ...] = (), amount: int | None = None) -> fx.Keyword:
    """A keyword ability lowered to its rules definition the way the compiler lowers it
    (oraclec.effects.definitions, or its compiled text: oraclec.compiler.lower_keyword)."""
    return lower_keyword(fx.KeywordParams(name=name, cost=cost, amount=None if amount is None else fixed(amount)))


def spell(*effects: Any, modes: fx.Modes | None = None) -> fx.SpellAbility:
    return fx.SpellAbility(effects=tuple(effects), modes=modes)


def graveyard_of(player: Any = YOU) -> fx.Zone:
    return fx.Zone(kind="graveyard", player=player)


def library_of(player: Any = YOU) -> fx.Zone:
    return fx.Zone(kind="library", player=player)


def cards() -> list[Any]:
    """Every card the runtime tests use."""
    lands = [homebrew(name, f"Basic Land — {sub}") for name, sub in (("Plains", "Plains"), ("Island", "Island"), ("Swamp", "Swamp"), ("Mountain", "Mountain"), ("Forest", "Forest"))]
    creature_card_in_your_graveyard = fx.Filter(types=("Creature",), zone="graveyard", zone_owner=YOU)
    spirits_you_control = fx.Filter(subtypes=("Spirit",), controller=YOU)
    defs = [
        *lands,
        homebrew("Grizzly Bears", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2),
        homebrew("Llanowar Elves", "Creature — Elf Druid", mana_cost="{G}", power=1, toughness=1, abilities=[fx.ActivatedAbility(costs=(fx.TapSelf(),), effects=(fx.AddMana(mana="{G}"),))]),
        homebrew("Lightning Bolt", "Instant", mana_cost="{R}", abilities=[spell(fx.DealDamage(to=fx.Target(key="t", what=fx.AnyTarget()), amount=fixed(3)))],
                 oracle_text="Lightning Bolt deals 3 damage to any target."),
        homebrew("Divination", "Sorcery", mana_cost="{2}{U}", abilities=[spell(fx.Draw(amount=fixed(2)))], oracle_text="Draw two cards."),
        homebrew("Think Twice", "Instant", mana_cost="{1}{U}", abilities=[spell(fx.Draw()), keyword("flashback", cost=(mana("{2}{U}"),))],
                 oracle_text="Draw a card.\nFlashback {2}{U}"),
        homebrew("Deep Analysis", "Sorcery", mana_cost="{3}{U}",
                 abilities=[spell(fx.Draw(player=fx.Target(key="p", what=fx.EachPlayer()), amount=fixed(2))), keyword("flashback", cost=(mana("{1}{U}"), fx.PayLife(amount=fixed(3))))],
                 oracle_text="Target player draws two cards.\nFlashback—{1}{U}, Pay 3 life."),
        homebrew("Cancel", "Instant", mana_cost="{1}{U}{U}", abilities=[spell(fx.CounterSpell(what=fx.Target(key="s", what=fx.Filter(zone="stack"))))], oracle_text="Counter target spell."),
        homebrew("Saw It Coming", "Instant", mana_cost="{1}{U}{U}",
                 abilities=[spell(fx.CounterSpell(what=fx.Target(key="s", what=fx.Filter(zone="stack")))), keyword("foretell", cost=(mana("{1}{U}"),))],
                 oracle_text="Counter target spell.\nForetell {1}{U}"),
        homebrew("Doomskar", "Sorcery", mana_cost="{3}{W}{W}",
                 abilities=[spell(fx.Destroy(what=fx.Filter(types=("Creature",)))), keyword("foretell", cost=(mana("{1}{W}{W}"),))],
                 oracle_text="Destroy all creatures.\nForetell {1}{W}{W}"),
        homebrew("Golgari Grave-Troll", "Creature — Troll Skeleton", mana_cost="{4}{G}", power=0, toughness=0,
                 abilities=[
                     fx.EntersWith(counter="+1/+1", amount=fx.CountOf(what=creature_card_in_your_graveyard)),
                     fx.ActivatedAbility(costs=(mana("{1}"), fx.RemoveCountersCost(counter="+1/+1")), effects=(fx.Regenerate(),)),
                     keyword("dredge", amount=6),
                 ],
                 oracle_text="This creature enters with a +1/+1 counter on it for each creature card in your graveyard.\n{1}, Remove a +1/+1 counter from this creature: Regenerate this creature.\nDredge 6"),
        homebrew("Mentor of the Meek", "Creature — Human Soldier", mana_cost="{2}{W}", power=2, toughness=2,
                 abilities=[fx.TriggeredAbility(
                     trigger=fx.Trigger(event="enters", what=fx.Filter(types=("Creature",), other=True, controller=YOU, stat=("power", "<=", fixed(2)))),
                     effects=(fx.May(effects=(fx.Pay(costs=(mana("{1}"),)),)), fx.IfDid(effects=(fx.Draw(),))),
                 )],
                 oracle_text="Whenever another creature you control with power 2 or less enters, you may pay {1}. If you do, draw a card."),
        homebrew("Summons of Saruman", "Sorcery", mana_cost="{X}{U}{R}",
                 abilities=[
                     spell(
                         fx.Amass(subtype="Orcs", amount=X),
                         fx.Mill(amount=X),
                         fx.Cast(what=fx.Amongst(among=fx.Found(key="milled"), filter=fx.Filter(any_types=("Instant", "Sorcery"), zone="graveyard", stat=("mana_value", "<=", X))), without_paying=True),
                     ),
                     keyword("flashback", cost=(mana("{3}{U}{R}"), fx.ExileCost(what=fx.Filter(zone="graveyard", zone_owner=YOU), amount=X))),
                 ],
                 oracle_text="Amass Orcs X. Mill X cards. You may cast an instant or sorcery spell with mana value X or less from among them without paying its mana cost.\nFlashback—{3}{U}{R}, Exile X cards from your graveyard."),
        homebrew("Callous Dismissal", "Sorcery", mana_cost="{1}{U}",
                 abilities=[spell(fx.Move(what=fx.Target(key="t", what=fx.Filter(excluded_types=("Land",))), to="hand"), fx.Amass(subtype="Zombies", amount=fixed(1)))],
                 oracle_text="Return target nonland permanent to its owner's hand. Amass Zombies 1."),
        homebrew("Surrounded by Orcs", "Sorcery", mana_cost="{3}{U}",
                 abilities=[spell(fx.Amass(subtype="Orcs", amount=fixed(3)), fx.Mill(player=fx.Target(key="p", what=fx.EachPlayer()), amount=fx.StatOf(what=fx.Found(key="amassed"), stat="power")))],
                 oracle_text="Amass Orcs 3, then target player mills X cards, where X is the amassed Army's power."),
        homebrew("Orc Muster", "Sorcery", mana_cost="{X}{B}", abilities=[spell(fx.Amass(subtype="Orcs", amount=X))], oracle_text="Amass Orcs X."),
        homebrew("Changeling Outcast", "Creature — Shapeshifter", mana_cost="{B}", power=1, toughness=1, abilities=[keyword("changeling")], oracle_text="Changeling"),
        homebrew("Kodama of the Center Tree", "Legendary Creature — Spirit", mana_cost="{4}{G}", power="*", toughness="*",
                 abilities=[
                     fx.StaticAbility(zone="any", effects=(fx.SetPT(what=THIS, power=fx.CountOf(what=spirits_you_control), toughness=fx.CountOf(what=spirits_you_control), duration=None, defining=True),)),
                     fx.StaticAbility(effects=(fx.GrantAbilities(what=THIS, abilities=(lower_keyword(fx.KeywordParams(name="soulshift", amount=fx.CountOf(what=spirits_you_control))),), duration=None),)),
                 ],
                 oracle_text="Kodama of the Center Tree's power and toughness are each equal to the number of Spirits you control.\nKodama of the Center Tree has soulshift X, where X is the number of Spirits you control."),
        homebrew("Kami of Old Stone", "Creature — Spirit", mana_cost="{3}{W}", power=1, toughness=7),
        homebrew("Vivien, Champion of the Wilds", "Legendary Planeswalker — Vivien", mana_cost="{2}{G}", loyalty=4,
                 abilities=[fx.StaticAbility(effects=(fx.AsThough(kind="flash", what=fx.Filter(types=("Creature",), zone="hand")),))],
                 oracle_text="You may cast creature spells as though they had flash."),
        homebrew("Mycosynth Lattice", "Artifact", mana_cost="{6}",
                 abilities=[fx.StaticAbility(effects=(fx.AsThough(kind="any_type_mana", player=fx.EachPlayer()),))],
                 oracle_text="Players may spend mana as though it were mana of any color."),
        homebrew("Bruvac the Grandiloquent", "Legendary Creature — Human Advisor", mana_cost="{2}{U}", power=1, toughness=4,
                 abilities=[fx.Replacement(event="mill", player=fx.EachOpponent(), amount=fx.Scaled(value=fx.EventAmount(), numerator=2))],
                 oracle_text="If an opponent would mill one or more cards, they mill twice that many cards instead."),
        homebrew("Memory Sieve", "Sorcery", mana_cost="{B}",
                 abilities=[spell(fx.Mill(player=fx.Target(key="p", what=fx.EachPlayer())), fx.GainLife(amount=fx.StatOf(what=fx.Found(key="milled"), stat="mana_value")))],
                 oracle_text="Target player mills a card. You gain life equal to the milled card's mana value."),
        homebrew("Mill Engine", "Artifact", mana_cost="{1}", abilities=[fx.ActivatedAbility(costs=(fx.TapSelf(), fx.MillCost(amount=fixed(3))), effects=(fx.Draw(),))],
                 oracle_text="{T}, Mill three cards: Draw a card."),
        homebrew("Shuffle Watcher", "Enchantment", mana_cost="{U}",
                 abilities=[fx.TriggeredAbility(trigger=fx.Trigger(event="shuffle"), effects=(fx.GainLife(amount=fixed(1)),))],
                 oracle_text="Whenever a player shuffles a library, you gain 1 life."),
        homebrew("Search Watcher", "Enchantment", mana_cost="{U}",
                 abilities=[fx.TriggeredAbility(trigger=fx.Trigger(event="search"), effects=(fx.GainLife(amount=fixed(1)),))],
                 oracle_text="Whenever a player searches a library, you gain 1 life."),
        homebrew("Mystical Tutor", "Instant", mana_cost="{U}",
                 abilities=[spell(
                     fx.Search(zones=(library_of(),), what=fx.Filter(any_types=("Instant", "Sorcery"), zone="library"), reveal=True),
                     fx.Shuffle(),
                     fx.Move(what=fx.Found(key="found"), to="library", position="top"),
                 )],
                 oracle_text="Search your library for an instant or sorcery card, reveal it, then shuffle and put that card on top."),
        homebrew("Demonic Tutor", "Sorcery", mana_cost="{1}{B}",
                 abilities=[spell(fx.Search(zones=(library_of(),), what=fx.Filter(zone="library")), fx.Move(what=fx.Found(key="found"), to="hand"), fx.Shuffle())],
                 oracle_text="Search your library for a card, put that card into your hand, then shuffle."),
        homebrew("Twin Search", "Sorcery", mana_cost="{1}{G}",
                 abilities=[spell(
                     fx.Search(zones=(library_of(),), what=fx.Filter(types=("Land",), zone="library")),
                     fx.Move(what=fx.Found(key="found"), to="hand"),
                     fx.Search(zones=(library_of(),), what=fx.Filter(types=("Creature",), zone="library")),
                     fx.Move(what=fx.Found(key="found"), to="hand"),
                     fx.Shuffle(),
                 )],
                 oracle_text="Search your library for a land card and put it into your hand. Search your library for a creature card and put it into your hand. Then shuffle."),
        homebrew("Two-Card Tutor", "Sorcery", mana_cost="{1}{B}",
                 abilities=[spell(fx.Search(zones=(library_of(),), what=fx.Filter(zone="library"), amount=fixed(2)), fx.Move(what=fx.Found(key="found"), to="hand"), fx.Shuffle())],
                 oracle_text="Search your library for two cards, put them into your hand, then shuffle."),
        homebrew("Namesake Hunt", "Sorcery", mana_cost="{1}{B}",
                 abilities=[spell(
                     fx.Search(zones=(library_of(fx.Target(key="p", what=fx.EachPlayer())),), what=fx.Filter(zone="library", same_name_as=fx.Found(key="chosen")), amount=fixed(99)),
                     fx.Move(what=fx.Found(key="found"), to="exile"),
                     fx.Shuffle(player=fx.Target(key="p", what=fx.EachPlayer())),
                 )],
                 oracle_text="Search target player's library for all cards with the same name as the chosen card and exile them. Then that player shuffles."),
        homebrew("Land Grant Each", "Sorcery", mana_cost="{G}",
                 abilities=[spell(fx.Search(player=fx.EachPlayer(), zones=(library_of(),), what=fx.Filter(supertypes=("Basic",), types=("Land",), zone="library")), fx.Move(what=fx.Found(key="found"), to="battlefield"), fx.Shuffle(player=fx.EachPlayer()))],
                 oracle_text="Each player searches their library for a basic land card, puts it onto the battlefield, then shuffles."),
        homebrew("Living Wish", "Sorcery", mana_cost="{1}{G}",
                 abilities=[spell(
                     fx.May(effects=(fx.Search(zones=(fx.Zone(kind="outside", player=YOU),), what=fx.Filter(any_types=("Creature", "Land"), zone="outside", owner=YOU), reveal=True), fx.Move(what=fx.Found(key="found"), to="hand"))),
                     fx.Move(what=THIS, to="exile"),
                 )],
                 oracle_text="You may reveal a creature or land card you own from outside the game and put it into your hand. Exile Living Wish."),
        homebrew("Gather Back", "Sorcery", mana_cost="{G}",
                 abilities=[spell(fx.Shuffle(what=fx.Target(key="cards", what=fx.Filter(zone="graveyard", zone_owner=YOU), min=0, max=5)))],
                 oracle_text="Shuffle up to five target cards from your graveyard into your library."),
        homebrew("Guile", "Creature — Elemental Incarnation", mana_cost="{3}{U}{U}{U}", power=6, toughness=6,
                 abilities=[fx.TriggeredAbility(trigger=fx.Trigger(event="put_into_graveyard", what=THIS), zone="graveyard",
                                                effects=(fx.Shuffle(player=fx.OwnerOf(what=THIS), what=THIS),))],
                 oracle_text="When Guile is put into a graveyard from anywhere, shuffle it into its owner's library."),
        homebrew("Double Shuffle", "Sorcery", mana_cost="{U}", abilities=[spell(fx.Shuffle(), fx.Shuffle())], oracle_text="Shuffle your library. Then shuffle your library."),
        homebrew("Say Its Name", "Sorcery", mana_cost="{1}{G}",
                 abilities=[
                     spell(fx.Mill(amount=fixed(3)), fx.May(effects=(fx.Move(what=fx.Chosen(what=fx.Filter(any_types=("Creature", "Land"), zone="graveyard", zone_owner=YOU)), to="hand"),))),
                     fx.ActivatedAbility(
                         costs=(fx.ExileCost(what=THIS), fx.ExileCost(what=fx.Filter(name="Say Its Name", zone="graveyard", zone_owner=YOU, other=True), amount=fixed(2))),
                         effects=(
                             fx.Search(zones=(graveyard_of(), fx.Zone(kind="hand", player=YOU), library_of()), what=fx.Filter(name="Altanak, the Thrice-Called", zone="library"), choose_zones=True),
                             fx.Move(what=fx.Found(key="found"), to="battlefield"),
                             fx.Conditional(condition=fx.SearchedZone(zone="library"), effects=(fx.Shuffle(),)),
                         ),
                         sorcery_speed=True,
                         zone="graveyard",
                     ),
                 ],
                 oracle_text="Mill three cards. Then you may return a creature or land card from your graveyard to your hand.\nExile this card and two other cards named Say Its Name from your graveyard: Search your graveyard, hand, and/or library for a card named Altanak, the Thrice-Called and put it onto the battlefield. If you search your library this way, shuffle. Activate only as a sorcery."),
        homebrew("Altanak, the Thrice-Called", "Legendary Creature — Insect Beast", mana_cost="{5}{G}{G}", power=9, toughness=9, abilities=[keyword("trample")]),
        homebrew("Hedge Golem", "Artifact Creature — Golem", mana_cost="{3}", power=3, toughness=3,
                 abilities=[fx.EntersWith(effects=(fx.Mill(amount=fixed(2)),))],
                 oracle_text="As this creature enters, mill two cards."),
        homebrew("Order Test", "Sorcery", mana_cost="{X}{W/U}{G/P}",
                 abilities=[
                     spell(modes=fx.Modes(modes=(
                         fx.Mode(effects=(fx.GainLife(player=fx.Target(key="p", what=fx.EachPlayer()), amount=X),)),
                         fx.Mode(effects=(fx.Draw(player=fx.Target(key="q", what=fx.EachPlayer()), amount=X),)),
                     ))),
                     keyword("kicker", cost=(mana("{1}"),)),
                 ],
                 oracle_text="Kicker {1}\nChoose one —\n• Target player gains X life.\n• Target player draws X cards."),
        homebrew("Fling Pile", "Sorcery", mana_cost="{X}{R}",
                 abilities=[
                     spell(fx.DealDamage(to=fx.Target(key="t", what=fx.Filter(any_types=("Creature", "player"))), amount=X)),
                     keyword("kicker", cost=(mana("{2}"),)),
                     fx.AdditionalCost(costs=(fx.SacrificeCost(what=fx.Filter(types=("Creature",))),)),
                 ],
                 oracle_text="Kicker {2}\nAs an additional cost to cast this spell, sacrifice a creature.\nFling Pile deals X damage to any target."),
    ]
    return defs


@pytest.fixture(scope="module")
def db_pool() -> CardPool:
    """The bundled card database, compiled as the runtime plays it (one per test module)."""
    return CardPool()


@pytest.fixture(scope="session")
def pool() -> CardPool:
    p = CardPool(use_database=False)
    for definition in cards():
        p.add(definition)
    return p


@pytest.fixture
def setup(pool: CardPool) -> Callable[..., Game]:
    """Game.setup with the test pool and scripted choosers: ``answers={"alice": {...}}``."""

    def make(players: dict[str, dict[str, Any]], *, answers: dict[str, dict[str, list[Any]]] | None = None, strict: bool = False, **kw: Any) -> Game:
        game = Game.setup(players, pool=pool, **kw)
        for name in players:
            game.choosers[name] = ScriptedChooser(dict((answers or {}).get(name, {})), strict=strict)
        return game

    return make


def answer(game: Game, player: str, kind: str, *values: Any) -> None:
    chooser = game.choosers[player]
    assert isinstance(chooser, ScriptedChooser)
    chooser.add(kind, *values)


def compiled(text: str, *, is_spell: bool = False) -> tuple[fx.Ability, ...]:
    """The abilities of one line of Oracle text (of an instant or sorcery with ``is_spell``),
    compiled fully (no Unsupported node)."""
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    abilities = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(abilities), compiler.unsupported_in(abilities)
    return abilities


def compiled_ability(text: str, *, is_spell: bool = True) -> fx.Ability:
    """The one ability of a line of an instant's or sorcery's Oracle text (of a permanent's
    without ``is_spell``), compiled fully."""
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    (ability,) = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(ability), compiler.unsupported_in(ability)
    return ability


def require_compiled(db_pool: CardPool, *names: str) -> None:
    """The cards a test plays compile fully: a card that stops compiling fails the test by name."""
    for name in names:
        missing = [m for face in db_pool.get(name).faces for m in face.missing]
        assert not missing, f"{name} no longer compiles fully: {'; '.join(missing)}"


def next_turn(game: Game) -> None:
    """Advance the game to the start of the next turn."""
    turn = game.state.turn
    while game.state.turn == turn:
        game.advance()


def scripted_game(db_pool: CardPool, players: dict[str, Any], answers: dict[str, Any] | None = None, *, step: str | None = None, **setup: Any) -> Game:
    """A game of the database's cards whose players answer from ``answers`` (a ScriptedChooser
    each), played on until ``step`` (the game's own turn-based actions on the way) when given."""
    game = Game.setup(players, pool=db_pool, **setup)
    for name in players:
        game.choosers[name] = ScriptedChooser(dict((answers or {}).get(name, {})))
    while step is not None and game.state.step != step:
        game.advance()
    return game
