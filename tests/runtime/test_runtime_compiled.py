"""Rulings with the real cards of the bundled database, compiled by oraclec.compiler: the
compiler's output and the runtime together."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import CardPool, Game, IllegalAction, ScriptedChooser, homebrew

from conftest import require_compiled


def play(db_pool: CardPool, players: dict, answers: dict | None = None, **kw) -> Game:  # type: ignore[type-arg]
    game = Game.setup(players, pool=db_pool, **kw)
    for name in players:
        game.choosers[name] = ScriptedChooser(dict((answers or {}).get(name, {})))
    return game


def test_compiled_summons_of_saruman_amasses_mills_and_casts_a_milled_sorcery(db_pool) -> None:
    require_compiled(db_pool, "Summons of Saruman", "Divination")
    game = play(db_pool, {"alice": {"hand": ["Summons of Saruman"], "library": ["Divination"] + ["Island"] * 5, "battlefield": ["Island"] * 4 + ["Mountain"]}, "bob": {}},
                answers={"alice": {"x": [3], "card": ["Divination"]}})
    game.cast("alice", "Summons of Saruman")
    game.resolve_top()
    army = game.find("Orc Army Token")
    assert army.counters["+1/+1"] == 3 and game.power(army) == 3
    assert game.names("stack") == ["Divination"]
    game.resolve_top()
    assert len(game.zone("hand", "alice")) == 2


def test_compiled_golgari_grave_troll_dredges_only_with_six_cards(db_pool) -> None:
    require_compiled(db_pool, "Golgari Grave-Troll")
    game = play(db_pool, {"alice": {"graveyard": ["Golgari Grave-Troll"], "library": ["Island"] * 5}, "bob": {}})
    game.draw("alice")
    assert game.names("hand", "alice") == ["Island"]
    game = play(db_pool, {"alice": {"graveyard": ["Golgari Grave-Troll"], "library": ["Island"] * 7}, "bob": {}}, answers={"alice": {"replacement": ["Golgari Grave-Troll"]}})
    game.draw("alice")
    assert game.names("hand", "alice") == ["Golgari Grave-Troll"] and len(game.zone("graveyard", "alice")) == 6


def test_compiled_think_twice_flashback_is_exiled(db_pool) -> None:
    require_compiled(db_pool, "Think Twice")
    game = play(db_pool, {"alice": {"graveyard": ["Think Twice"], "library": ["Island"], "battlefield": ["Island"] * 3}, "bob": {}})
    game.cast("alice", "Think Twice", zone="graveyard", method="flashback")
    game.resolve_top()
    assert game.names("exile") == ["Think Twice"] and game.names("hand", "alice") == ["Island"]


def test_compiled_doomskar_foretold_then_cast_on_a_later_turn(db_pool) -> None:
    require_compiled(db_pool, "Doomskar")
    game = play(db_pool, {"alice": {"hand": ["Doomskar"], "battlefield": ["Plains"] * 3}, "bob": {}})
    game.foretell("alice", "Doomskar")
    assert game.zone("exile").objects[0].face_down
    with pytest.raises(IllegalAction) as refusal:
        game.cast("alice", "Doomskar", zone="exile", method="foretell")
    assert refusal.value.reason == "timing"


def test_compiled_mentor_of_the_meek_sees_the_amassed_army_token_as_0_0(db_pool) -> None:
    require_compiled(db_pool, "Mentor of the Meek", "Summons of Saruman")
    game = play(db_pool, {"alice": {"hand": ["Summons of Saruman"], "library": ["Island"] * 4, "battlefield": ["Mentor of the Meek"] + ["Island"] * 4 + ["Mountain"]}, "bob": {}},
                answers={"alice": {"x": [3], "card": ["none"], "may": [True]}})
    game.cast("alice", "Summons of Saruman")
    game.resolve_stack()
    assert [e.object.name for e in game.events("trigger")] == ["Mentor of the Meek"]


def compiled_fully(db_pool: CardPool, name: str) -> None:
    missing = [m for face in db_pool.get(name).faces for m in face.missing]
    assert not missing, f"{name} does not compile fully: {missing[0]}"


def test_compiled_mystic_forge_looks_at_and_casts_only_the_top_card(db_pool) -> None:
    """"You may look at the top card of your library any time." and "You may cast artifact
    spells and colorless spells from the top of your library.": permissions while Mystic Forge
    is on the battlefield, for its controller, for the top card only (CR 601.3, 401.2)."""
    compiled_fully(db_pool, "Mystic Forge")
    game = play(db_pool, {"alice": {"library": ["Ornithopter", "Memnite"], "battlefield": ["Mystic Forge"]}, "bob": {"library": ["Ornithopter"]}})
    assert game.view("alice").visible()["may_look_at"] == ["Ornithopter"]
    assert game.view("bob").visible()["may_look_at"] == []
    with pytest.raises(IllegalAction):
        game.cast("alice", game.zone("library", "alice").objects[1])  # Memnite: not the top card
    game.cast("alice", "Ornithopter", zone="library")
    game.resolve_top()
    assert "Ornithopter" in game.names("battlefield")
    assert game.view("alice").visible()["may_look_at"] == ["Memnite"]  # the new top card
    with pytest.raises(IllegalAction):
        game.cast("bob", "Ornithopter", zone="library")  # bob has no such permission


def test_compiled_future_sight_style_permission_plays_a_land_from_the_top(db_pool) -> None:
    """"You may play lands and cast spells from the top of your library.": the zone said last
    applies to both verbs; a nonartifact spell is cast from the top as well."""
    from oraclec import effects as fx
    from oraclec.runtime import homebrew
    compiled = compile_text("You may play lands and cast spells from the top of your library.")
    assert [type(e).__name__ for e in compiled.effects] == ["PlayPermission", "PlayPermission"]
    assert all(e.what.zone == "library" and e.what.states == (fx.TOP_OF_LIBRARY,) for e in compiled.effects)
    pool = CardPool()
    pool.add(homebrew("Sight Engine", "Artifact", mana_cost="{4}", abilities=[compiled]))
    game = Game.setup({"alice": {"library": ["Forest", "Divination", "Island"], "battlefield": ["Sight Engine", "Island", "Island", "Island"]}, "bob": {}}, pool=pool)
    game.play_land("alice", "Forest", zone="library")
    assert "Forest" in game.names("battlefield")
    game.cast("alice", "Divination", zone="library")
    assert game.names("stack") == ["Divination"]


def test_compiled_future_sight_reveals_the_top_card_to_everyone_and_lets_it_be_played(db_pool) -> None:
    """Future Sight: "Play with the top card of your library revealed." (public to every player,
    CR 400.2) and "You may play lands and cast spells from the top of your library."."""
    compiled_fully(db_pool, "Future Sight")
    game = play(db_pool, {"alice": {"library": ["Forest", "Island"], "battlefield": ["Future Sight"]}, "bob": {"library": ["Mountain"]}})
    assert game.view("bob").visible()["revealed"] == ["Forest"]  # alice's top card, not bob's own
    game.play_land("alice", "Forest", zone="library")
    assert "Forest" in game.names("battlefield")
    assert game.view("bob").visible()["revealed"] == ["Island"]
    game.move(game.find("Future Sight"), "graveyard")
    assert game.view("bob").visible()["revealed"] == []  # only while the ability applies


def compile_text(text: str, *, is_spell: bool = False):  # type: ignore[no-untyped-def]
    """The one ability that a permanent's rules text compiles to (``is_spell``: all the
    abilities of an instant's or sorcery's text, as a tuple)."""
    from oraclec import compiled, parser
    from oraclec.text import normalise_text

    (ability,) = normalise_text(text, ("Sight Engine",))
    parsed = parser.parse_ability(ability, is_spell=is_spell)
    assert parsed.ok, parsed.error
    compiled_ability, diagnostics = compiled.compile_ability(parsed)
    assert not diagnostics
    if is_spell:
        return compiled_ability.abilities
    (result,) = compiled_ability.abilities
    return result


def _permanent_from_text(name: str, type_line: str, text: str) -> CardPool:
    """A pool with one permanent whose abilities are compiled from ``text`` (one per line)."""
    from oraclec.runtime import homebrew

    abilities = []
    for line in text.split("\n"):
        abilities.append(compile_text(line.replace(name, "this artifact")))
    pool = CardPool()
    pool.add(homebrew(name, type_line, mana_cost="{0}", abilities=abilities))
    return pool


def test_compiled_add_one_of_two_symbols_pays_a_cost_and_adds_the_chosen_one(db_pool) -> None:
    """"{T}: Add {R} or {G}." (Rugged Highlands): the player picks one; paying a cost uses it."""
    compiled_fully(db_pool, "Rugged Highlands")
    game = play(db_pool, {"alice": {"battlefield": ["Rugged Highlands"], "hand": ["Llanowar Elves"]}, "bob": {}})
    game.cast("alice", "Llanowar Elves")  # {G} from the land's second choice
    assert game.names("stack") == ["Llanowar Elves"]
    game = play(db_pool, {"alice": {"battlefield": ["Rugged Highlands"]}, "bob": {}}, answers={"alice": {"cost": ["{R}"]}})
    game.activate("alice", "Rugged Highlands")
    assert [str(m) for m in game.player("alice").mana_pool] == ["{R}"]


def test_compiled_mana_of_the_chosen_color_and_in_any_combination_of_colors() -> None:
    """"Add one mana of the chosen color." (CR 607.2) adds the color chosen as it entered; "Add
    two mana in any combination of colors." chooses each unit's color apart (CR 106.1a)."""
    pool = _permanent_from_text("Prism Jar", "Artifact", "As Prism Jar enters, choose a color.\n{T}: Add one mana of the chosen color.\n{1}, {T}: Add two mana in any combination of colors.")
    game = Game.setup({"alice": {"hand": ["Prism Jar"]}, "bob": {}}, pool=pool)
    game.choosers["alice"] = ScriptedChooser({"mode": ["U"], "cost": ["B", "G"]})
    game.cast("alice", "Prism Jar")
    game.resolve_top()
    game.activate("alice", "Prism Jar", 1)
    assert [str(m) for m in game.player("alice").mana_pool] == ["{U}"]
    game.untap(game.find("Prism Jar"))
    game.activate("alice", "Prism Jar", 2)  # {1} paid with the {U}
    assert [str(m) for m in game.player("alice").mana_pool] == ["{B}", "{G}"]


def test_compiled_activation_restrictions_are_kept_and_enforced() -> None:
    """"Activate only during your upkeep.", "only if there are seven or more cards in your
    graveyard", "only once" (CR 602.5b): the compiler keeps each, the runtime refuses an
    activation that breaks one, with the state unchanged."""
    from oraclec.runtime import homebrew

    upkeep = compile_text("{T}: You gain 1 life. Activate only during your upkeep.")
    assert upkeep.restrictions == ("during your upkeep",)
    threshold = compile_text("{T}: You gain 2 life. Activate only if there are seven or more cards in your graveyard.")
    assert threshold.conditions and not threshold.restrictions
    once = compile_text("{0}: You gain 3 life. Activate only once.")
    pool = CardPool()
    pool.add(homebrew("Upkeep Idol", "Artifact", mana_cost="{0}", abilities=[upkeep]))
    pool.add(homebrew("Threshold Idol", "Artifact", mana_cost="{0}", abilities=[threshold]))
    pool.add(homebrew("Once Idol", "Artifact", mana_cost="{0}", abilities=[once]))
    game = Game.setup({"alice": {"battlefield": ["Upkeep Idol", "Threshold Idol", "Once Idol"], "graveyard": ["Island"] * 6}, "bob": {}}, pool=pool)
    before = game.snapshot()
    for name in ("Upkeep Idol", "Threshold Idol"):
        with pytest.raises(IllegalAction) as refusal:
            game.activate("alice", name)
        assert refusal.value.reason == "timing" and game.snapshot() == before
    game.activate("alice", "Once Idol")
    game.resolve_top()
    with pytest.raises(IllegalAction):
        game.activate("alice", "Once Idol")
    game.add_card("alice", "graveyard", "Island")  # seven cards now
    game.activate("alice", "Threshold Idol")
    game.resolve_top()
    game.state.step = "upkeep"
    game.activate("alice", "Upkeep Idol")
    game.resolve_top()
    assert game.player("alice").life == 20 + 3 + 2 + 1


def test_compiled_cast_this_spell_only_during_combat() -> None:
    """"Cast this spell only during combat." (CR 601.3) is a rule of the card, checked as it is
    cast, not an instruction of the spell."""
    from oraclec import effects as fx
    from oraclec.runtime import homebrew

    spell, rule = compile_text("You gain 4 life. Cast this spell only during combat.", is_spell=True)
    assert isinstance(spell, fx.SpellAbility) and isinstance(rule, fx.StaticAbility) and rule.zone == "any"
    pool = CardPool()
    pool.add(homebrew("Battle Hymn Test", "Instant", mana_cost="{0}", abilities=[spell, rule]))
    game = Game.setup({"alice": {"hand": ["Battle Hymn Test"]}, "bob": {}}, pool=pool)
    with pytest.raises(IllegalAction) as refusal:
        game.cast("alice", "Battle Hymn Test")
    assert refusal.value.reason == "timing"
    game.state.step = "beginning_of_combat"
    game.cast("alice", "Battle Hymn Test")
    game.resolve_top()
    assert game.player("alice").life == 24


@pytest.mark.parametrize(
    ("timing", "step", "active", "allowed"),
    [
        ("during your turn, before attackers are declared", "main1", "alice", True),
        ("during your turn, before attackers are declared", "declare_blockers", "alice", False),
        ("during your turn, before attackers are declared", "main1", "bob", False),
        ("during combat before blockers are declared", "declare_attackers", "bob", True),
        ("during combat before blockers are declared", "declare_blockers", "bob", False),
        ("during an opponent's turn", "upkeep", "bob", True),
        ("during the declare blockers step", "declare_blockers", "bob", True),
        ("as an instant", "end", "bob", True),
        ("during a full moon", "main1", "alice", None),
    ],
)
def test_timing_restrictions_as_written(timing: str, step: str, active: str, allowed: bool | None) -> None:
    from oraclec.runtime.turns import timing_allows

    game = Game.setup({"alice": {}, "bob": {}}, pool=CardPool())
    game.state.step = step
    game.state.active = [p.name for p in game.state.players].index(active)
    assert timing_allows(game, "alice", timing) is allowed


def test_compiled_clone_enters_as_a_copy_or_as_itself(db_pool) -> None:
    """Clone: "You may have this creature enter as a copy of any creature on the battlefield."
    (CR 707.2, 614.1c). Copied, it is a Grizzly Bears; declined, a 0/0 that dies (CR 704.5f)."""
    compiled_fully(db_pool, "Clone")
    game = play(db_pool, {"alice": {"hand": ["Clone"], "battlefield": ["Island"] * 4}, "bob": {"battlefield": ["Grizzly Bears"]}},
                answers={"alice": {"may": [True], "card": ["Grizzly Bears"]}})
    game.cast("alice", "Clone")
    game.resolve_top()
    clone = next(o for o in game.battlefield("alice") if o.is_copy)
    assert game.characteristics(clone).name == "Grizzly Bears" and game.power(clone) == 2
    assert game.controller_of(clone) == "alice"
    game = play(db_pool, {"alice": {"hand": ["Clone"], "battlefield": ["Island"] * 4}, "bob": {"battlefield": ["Grizzly Bears"]}},
                answers={"alice": {"may": [False]}})
    game.cast("alice", "Clone")
    game.resolve_stack()
    assert "Clone" in game.names("graveyard", "alice")


def test_compiled_entering_as_a_copy_until_end_of_turn_is_unsupported_at_runtime(db_pool) -> None:
    """Cursed Mirror: "As this artifact enters, you may have it become a copy of any creature on
    the battlefield until end of turn, except it has haste." (CR 707.2, 707.9, 611.2): the copy
    ends, which an entering definition cannot say; not a copy for the rest of the game."""
    from oraclec.runtime import UnsupportedAtRuntime

    compiled_fully(db_pool, "Cursed Mirror")
    game = play(db_pool, {"alice": {"hand": ["Cursed Mirror"], "battlefield": ["Mountain"] * 3}, "bob": {"battlefield": ["Grizzly Bears"]}},
                answers={"alice": {"may": [True], "card": ["Grizzly Bears"]}})
    game.cast("alice", "Cursed Mirror")
    with pytest.raises(UnsupportedAtRuntime):
        game.resolve_top()


def test_compiled_copy_token_exceptions_are_part_of_the_copy() -> None:
    """"Create a token that's a copy of target creature, except it has haste and it isn't
    legendary." (CR 707.9a-b)."""
    from oraclec.runtime import homebrew

    (spell,) = compile_text("Create a token that's a copy of target creature, except it has haste and it isn't legendary.", is_spell=True)
    pool = CardPool()
    pool.add(homebrew("Twin Spell Test", "Sorcery", mana_cost="{0}", abilities=[spell]))
    pool.add(homebrew("Isamaru, Hound of Konda", "Legendary Creature — Dog", mana_cost="{W}", power=2, toughness=2))
    game = Game.setup({"alice": {"hand": ["Twin Spell Test"], "battlefield": ["Isamaru, Hound of Konda"]}, "bob": {}}, pool=pool)
    game.cast("alice", "Twin Spell Test", targets=[game.find("Isamaru, Hound of Konda")])
    game.resolve_top()
    token = next(o for o in game.battlefield("alice") if o.is_token)
    chars = game.characteristics(token)
    assert chars.name == "Isamaru, Hound of Konda" and "Legendary" not in chars.supertypes
    assert chars.has_keyword("Haste")
    assert len(game.battlefield("alice")) == 2  # not legendary: no legend rule (CR 704.5j)


def test_compiled_an_aura_that_removes_all_abilities_and_sets_base_power_and_toughness(db_pool) -> None:
    """Kasmina's Transmutation: "Enchanted creature loses all abilities and has base power and
    toughness 1/1." (layers 6 and 7b, CR 613.1f, 613.4b)."""
    compiled_fully(db_pool, "Kasmina's Transmutation")
    game = play(db_pool, {"alice": {"hand": ["Kasmina's Transmutation"], "battlefield": ["Island"] * 2}, "bob": {"battlefield": ["Serra Angel"]}})
    angel = game.find("Serra Angel")
    assert game.characteristics(angel).has_keyword("Flying")
    game.cast("alice", "Kasmina's Transmutation", targets=[angel])
    game.resolve_top()
    chars = game.characteristics(angel)
    assert not chars.has_keyword("Flying") and not chars.has_keyword("Vigilance")
    assert (game.power(angel), game.toughness(angel)) == (1, 1)


def test_compiled_the_number_of_creatures_in_your_party() -> None:
    """CR 700.8: up to one each of Cleric, Rogue, Warrior and Wizard, as large as possible; a
    creature of two of those types fills one role (CR 700.8a), and a second Wizard adds nothing."""
    from oraclec.runtime import homebrew

    (spell,) = compile_text("Draw X cards, where X is the number of creatures in your party.", is_spell=True)
    pool = CardPool()
    pool.add(homebrew("Party Count Test", "Sorcery", mana_cost="{0}", abilities=[spell]))
    pool.add(homebrew("Cleric Wizard Test", "Creature — Human Cleric Wizard", mana_cost="{1}", power=1, toughness=1))
    pool.add(homebrew("Wizard Test", "Creature — Human Wizard", mana_cost="{1}", power=1, toughness=1))
    pool.add(homebrew("Second Wizard Test", "Creature — Elf Wizard", mana_cost="{1}", power=1, toughness=1))
    game = Game.setup({"alice": {"hand": ["Party Count Test"], "battlefield": ["Cleric Wizard Test", "Wizard Test", "Second Wizard Test"], "library": ["Island"] * 5}, "bob": {}}, pool=pool)
    game.cast("alice", "Party Count Test")
    game.resolve_top()
    assert len(game.zone("hand", "alice")) == 2  # the Cleric Wizard as the Cleric, a Wizard


def test_compiled_a_theros_god_is_a_creature_only_with_enough_devotion(db_pool) -> None:
    """Erebos, God of the Dead: "As long as your devotion to black is less than five, Erebos
    isn't a creature." (CR 700.5: black mana symbols among the mana costs of your permanents;
    CR 205.3d: without the card type it loses its creature type)."""
    compiled_fully(db_pool, "Erebos, God of the Dead")
    game = play(db_pool, {"alice": {"battlefield": ["Erebos, God of the Dead"]}, "bob": {}})
    erebos = game.find("Erebos, God of the Dead")
    chars = game.characteristics(erebos)
    assert "Creature" not in chars.types and "Enchantment" in chars.types and "God" not in chars.subtypes
    game.add_card("alice", "battlefield", "Phyrexian Arena")  # {1}{B}{B}: devotion 1 + 2 = 3
    assert "Creature" not in game.characteristics(erebos).types
    game.add_card("alice", "battlefield", "Phyrexian Arena")  # 5
    chars = game.characteristics(erebos)
    assert "Creature" in chars.types and "God" in chars.subtypes and game.power(erebos) == 5


def test_compiled_vampire_hexmage_removes_every_counter_of_every_kind(db_pool) -> None:
    """CR 122.8: "Remove all counters from target permanent." leaves no counter of any kind."""
    require_compiled(db_pool, "Vampire Hexmage")
    game = play(db_pool, {"alice": {"battlefield": ["Vampire Hexmage"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    bears = game.find("Grizzly Bears")
    game.put_counters(bears, "+1/+1", 2)
    game.put_counters(bears, "stun", 1)
    game.activate("alice", "Vampire Hexmage", targets=["Grizzly Bears"])
    game.resolve_top()
    assert dict(bears.counters) == {} and game.power(bears) == 2


def test_compiled_hapatras_mark_removes_only_the_minus_counters(db_pool) -> None:
    """"Remove all -1/-1 counters from it.": the other kinds stay (CR 122.8)."""
    require_compiled(db_pool, "Hapatra's Mark")
    game = play(db_pool, {"alice": {"hand": ["Hapatra's Mark"], "battlefield": ["Grizzly Bears", "Forest"]}, "bob": {}})
    bears = game.find("Grizzly Bears")
    game.put_counters(bears, "-1/-1", 1)
    game.put_counters(bears, "stun", 1)
    game.cast("alice", "Hapatra's Mark", targets=["Grizzly Bears"])
    game.resolve_top()
    assert dict(bears.counters) == {"stun": 1} and game.power(bears) == 2


def test_compiled_teferis_honor_guard_phases_out_with_its_aura(db_pool) -> None:
    """CR 702.26d, g: "This creature phases out."; the Aura attached to it phases out with it."""
    require_compiled(db_pool, "Teferi's Honor Guard")
    game = play(db_pool, {"alice": {"battlefield": ["Teferi's Honor Guard", "Island", "Island"]}, "bob": {"battlefield": ["Pacifism"]}})
    guard, aura = game.find("Teferi's Honor Guard"), game.find("Pacifism")
    aura.attached_to = guard.id
    game.activate("alice", "Teferi's Honor Guard")
    game.resolve_top()
    assert guard.phased_out and aura.phased_out and aura.phased_out_indirectly


def test_compiled_rabid_wombat_counts_only_the_auras_attached_to_it(db_pool) -> None:
    """"This creature gets +2/+2 for each Aura attached to it." (CR 303.4): an Aura on another
    creature does not count."""
    require_compiled(db_pool, "Rabid Wombat", "Pacifism")
    game = play(db_pool, {"alice": {"battlefield": ["Rabid Wombat", "Grizzly Bears"]}, "bob": {"battlefield": ["Pacifism", "Pacifism"]}})
    wombat, bears = game.find("Rabid Wombat"), game.find("Grizzly Bears")
    game.find("Pacifism").attached_to = wombat.id
    game.find("Pacifism", nth=2).attached_to = bears.id
    game.check_state()
    assert (game.power(wombat), game.toughness(wombat)) == (2, 3)


class _Coin:
    """A random source whose every flip comes out as ``value`` (below 0.5: the call is right)."""

    def __init__(self, value: float) -> None:
        self.value = value

    def random(self) -> float:
        return self.value


@pytest.mark.parametrize(("coin", "hand", "graveyard"), [(0.0, ["Viashino Sandswimmer"], []), (0.9, [], ["Viashino Sandswimmer"])])
def test_compiled_viashino_sandswimmer_flips_a_coin(db_pool, coin, hand, graveyard) -> None:
    """CR 705: "Flip a coin. If you win the flip, return this creature to its owner's hand. If
    you lose the flip, sacrifice this creature." does one or the other, by the flip."""
    require_compiled(db_pool, "Viashino Sandswimmer")
    game = play(db_pool, {"alice": {"battlefield": ["Viashino Sandswimmer", "Mountain"]}, "bob": {}})
    game.state.rng = _Coin(coin)  # type: ignore[assignment]
    game.activate("alice", "Viashino Sandswimmer")
    game.resolve_top()
    assert game.names("hand", "alice") == hand and game.names("graveyard", "alice") == graveyard


# -- a quantity replaced (CR 614.1a, 616.1): counters put, tokens created, life gained -------------
def test_compiled_hardened_scales_puts_one_more_plus_counter_on_its_controllers_creatures(db_pool) -> None:
    """"that many plus one +1/+1 counters are put on it instead" (CR 122.6): only +1/+1 counters,
    only on a creature its controller controls."""
    require_compiled(db_pool, "Hardened Scales")
    game = play(db_pool, {"alice": {"battlefield": ["Hardened Scales", "Grizzly Bears"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    mine, theirs = game.find("Grizzly Bears", player="alice"), game.find("Grizzly Bears", player="bob")
    assert game.put_counters(mine, "+1/+1", 2) == 3 and mine.counters["+1/+1"] == 3
    assert game.put_counters(mine, "stun", 1) == 1 and mine.counters["stun"] == 1
    assert game.put_counters(theirs, "+1/+1", 2) == 2


def test_compiled_primal_vigor_doubles_every_players_tokens_and_counters(db_pool) -> None:
    """"twice that many of those tokens are created instead" (CR 111.1), for any player."""
    require_compiled(db_pool, "Primal Vigor", "Raise the Alarm")
    game = play(db_pool, {"alice": {"battlefield": ["Primal Vigor", "Grizzly Bears"]}, "bob": {"hand": ["Raise the Alarm"], "battlefield": ["Plains"] * 2}}, active="bob")
    game.cast("bob", "Raise the Alarm")
    game.resolve_top()
    assert len([o for o in game.zone("battlefield").objects if o.is_token and o.controller == "bob"]) == 4
    bear = game.find("Grizzly Bears")
    assert game.put_counters(bear, "+1/+1", 3) == 6


def test_compiled_mondrak_doubles_only_the_tokens_created_under_your_control(db_pool) -> None:
    """"If one or more tokens would be created under your control" (CR 111.2): not an opponent's."""
    require_compiled(db_pool, "Mondrak, Glory Dominus", "Raise the Alarm")
    hands = {"hand": ["Raise the Alarm"], "battlefield": ["Plains"] * 2}
    game = play(db_pool, {"alice": {**hands, "battlefield": ["Plains"] * 2 + ["Mondrak, Glory Dominus"]}, "bob": hands})
    game.cast("alice", "Raise the Alarm")
    game.pass_priority("alice")
    game.cast("bob", "Raise the Alarm")  # an instant, in response
    game.resolve_top()
    game.resolve_top()
    tokens = [o.controller for o in game.zone("battlefield").objects if o.is_token]
    assert tokens.count("alice") == 4 and tokens.count("bob") == 2


@pytest.mark.parametrize(("first", "gained"), [("Heron of Hope", 8), ("Rhox Faithmender", 7)])
def test_compiled_616_1_life_gain_replacements_apply_in_the_order_the_player_chooses(db_pool, first, gained) -> None:
    """"you gain that much life plus 1 instead" and "you gain twice that much life instead": 3 life
    becomes (3 + 1) x 2 or 3 x 2 + 1, as the player gaining it orders them (CR 616.1)."""
    require_compiled(db_pool, "Heron of Hope", "Rhox Faithmender")
    game = play(db_pool, {"alice": {"battlefield": ["Heron of Hope", "Rhox Faithmender"]}, "bob": {"battlefield": ["Rhox Faithmender"]}}, answers={"alice": {"replacement": [first]}})
    before = game.player("alice").life
    assert game.gain_life("alice", 3) == gained and game.player("alice").life == before + gained


@pytest.mark.parametrize(("first", "soldiers", "foods"), [("Peregrin Took", 4, 2), ("Mondrak, Glory Dominus", 4, 1)])
def test_compiled_616_1_an_additional_token_is_part_of_the_event_a_later_doubling_sees(db_pool, first, soldiers, foods) -> None:
    """"those tokens plus an additional Food token are created instead" adds a Food to the same
    creation: doubled if the doubling applies after it, not if before (CR 616.1, 614.1a)."""
    require_compiled(db_pool, "Peregrin Took", "Mondrak, Glory Dominus", "Raise the Alarm")
    game = play(
        db_pool, {"alice": {"hand": ["Raise the Alarm"], "battlefield": ["Plains"] * 2 + ["Peregrin Took", "Mondrak, Glory Dominus"]}, "bob": {}},
        answers={"alice": {"replacement": [first]}},
    )
    game.cast("alice", "Raise the Alarm")
    game.resolve_top()
    tokens = [o.name for o in game.zone("battlefield").objects if o.is_token]
    assert tokens.count("Food") == foods and len(tokens) - foods == soldiers


def test_compiled_doubling_season_doubles_tokens_under_your_control_and_counters_on_your_permanents(db_pool) -> None:
    """"If an effect would create one or more tokens under your control, it creates twice that many
    of those tokens instead." and "... put one or more counters on a permanent you control, it puts
    twice that many of those counters on that permanent instead." (CR 614.1a)"""
    require_compiled(db_pool, "Doubling Season", "Raise the Alarm")
    game = play(db_pool, {"alice": {"hand": ["Raise the Alarm"], "battlefield": ["Plains"] * 2 + ["Doubling Season", "Grizzly Bears"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    game.cast("alice", "Raise the Alarm")
    game.resolve_top()
    assert len([o for o in game.zone("battlefield").objects if o.is_token]) == 4
    assert game.put_counters(game.find("Grizzly Bears", player="alice"), "loyalty", 3) == 6
    assert game.put_counters(game.find("Grizzly Bears", player="bob"), "+1/+1", 1) == 1


def test_compiled_306_5b_a_planeswalker_enters_with_its_printed_loyalty_and_activates_one_loyalty_ability_a_turn(db_pool) -> None:
    """CR 306.5b: a planeswalker enters with as many loyalty counters as its printed loyalty (so
    state-based actions, CR 704.5i, leave it be); CR 606.4: [+2] puts counters on it;
    CR 606.3: one loyalty ability of the permanent each turn, whichever it is."""
    require_compiled(db_pool, "Jace Beleren")
    game = play(db_pool, {"alice": {"hand": ["Jace Beleren"], "battlefield": ["Island"] * 3, "library": ["Island"] * 3}, "bob": {"library": ["Island"] * 3}})
    game.cast("alice", "Jace Beleren")
    game.resolve_top()
    game.check_state()
    jace = game.find("Jace Beleren", zone="battlefield")
    assert jace.counters["loyalty"] == 3
    game.activate("alice", "Jace Beleren", 1)  # [+2]: Each player draws a card.
    assert jace.counters["loyalty"] == 5
    game.resolve_top()
    assert len(game.zone("hand", "alice")) == len(game.zone("hand", "bob")) == 1
    with pytest.raises(IllegalAction, match=r"CR 606\.3"):
        game.activate("alice", "Jace Beleren", 2)  # another loyalty ability of the same permanent
    assert jace.counters["loyalty"] == 5


def test_compiled_306_5b_doubling_season_doubles_the_loyalty_a_planeswalker_enters_with(db_pool) -> None:
    """CR 306.5b, 122.6: the loyalty counters a planeswalker enters with are counters put on it,
    which Doubling Season doubles; a planeswalker token has its loyalty too (CR 111.1)."""
    require_compiled(db_pool, "Doubling Season", "Jace Beleren")
    game = play(db_pool, {"alice": {"hand": ["Jace Beleren"], "battlefield": ["Island"] * 3 + ["Doubling Season"]}, "bob": {}})
    game.cast("alice", "Jace Beleren")
    game.resolve_top()
    assert game.find("Jace Beleren", zone="battlefield").counters["loyalty"] == 6
    (token,) = game.create_token("bob", db_pool.get("Jace Beleren"))
    assert token.counters["loyalty"] == 3


def test_compiled_310_4b_a_battle_enters_with_its_printed_defense(db_pool) -> None:
    """CR 310.4b: a battle enters with as many defense counters as its printed defense."""
    require_compiled(db_pool, "Invasion of Ergamon")
    game = play(db_pool, {"alice": {"hand": ["Invasion of Ergamon"], "battlefield": ["Mountain", "Forest"]}, "bob": {}}, answers={"alice": {"may": [False]}})
    game.cast("alice", "Invasion of Ergamon")
    game.resolve_top()
    game.check_state()
    assert game.find("Invasion of Ergamon", zone="battlefield").counters["defense"] == 5


def test_compiled_122_1b_keyword_counters_give_their_keywords(db_pool) -> None:
    """CR 122.1b, 613.1f: Gift of the Viper's reach and deathtouch counters give the creature reach
    and deathtouch (its 1 damage then destroys a 6/6, CR 702.2b); removing the counter removes it."""
    require_compiled(db_pool, "Gift of the Viper")
    game = play(db_pool, {"alice": {"hand": ["Gift of the Viper"], "battlefield": ["Grizzly Bears", "Forest"]}, "bob": {"battlefield": ["Colossal Dreadmaw"]}})
    bears = game.find("Grizzly Bears")
    game.cast("alice", "Gift of the Viper", targets=[bears])
    game.resolve_top()
    chars = game.characteristics(bears)
    assert chars.has_keyword("deathtouch") and chars.has_keyword("reach") and game.power(bears) == 3
    game.deal_damage(game.info(bears), game.find("Colossal Dreadmaw"), 1)
    game.check_state()
    assert game.names("graveyard", "bob") == ["Colossal Dreadmaw"]
    game.remove_counters(bears, "reach", 1)
    assert not game.characteristics(bears).has_keyword("reach") and game.characteristics(bears).has_keyword("deathtouch")


def test_compiled_122_1c_a_shield_counter_prevents_damage_and_replaces_destruction(db_pool) -> None:
    """CR 122.1c: Boon of Safety's shield counter: damage to the creature is prevented and a
    shield counter removed instead; so is its destruction by an effect (Murder); a state-based
    action's destruction (CR 704.5g) is no effect, so the counter does not stop it."""
    require_compiled(db_pool, "Boon of Safety", "Shock", "Murder")
    game = play(db_pool, {"alice": {"hand": ["Boon of Safety", "Shock", "Murder"], "battlefield": ["Grizzly Bears", "Plains", "Mountain"] + ["Swamp"] * 3, "library": ["Island"]}, "bob": {}})
    bears = game.find("Grizzly Bears")
    game.cast("alice", "Boon of Safety", targets=[bears])
    game.resolve_top()
    assert bears.counters["shield"] == 1
    game.cast("alice", "Shock", targets=[bears])
    game.resolve_top()
    game.check_state()
    assert bears.zone == "battlefield" and bears.damage == 0 and "shield" not in bears.counters
    game.put_counters(bears, "shield", 1)
    game.cast("alice", "Murder", targets=[bears])
    game.resolve_top()
    assert bears.zone == "battlefield" and "shield" not in bears.counters
    game.put_counters(bears, "shield", 1)
    bears.damage = 2  # lethal damage that was not prevented
    removed_before = len([e for e in game.events("counter") if dict(e.info)["change"] == "remove"])
    game.check_state()
    assert game.names("graveyard", "alice")[-1] == "Grizzly Bears"
    assert len([e for e in game.events("counter") if dict(e.info)["change"] == "remove"]) == removed_before


def test_compiled_razias_purification_each_player_chooses_among_their_own_and_sacrifices_the_rest(db_pool) -> None:
    """"Each player chooses three permanents they control, then sacrifices the rest.": each player
    in turn (CR 101.4) chooses among the permanents that player controls ("they"), and each
    sacrifices their own unchosen one (CR 701.21a)."""
    require_compiled(db_pool, "Razia's Purification")
    bobs = ["Colossal Dreadmaw", "Grizzly Bears", "Forest", "Island"]
    game = play(db_pool, {"alice": {"hand": ["Razia's Purification"], "battlefield": ["Plains", "Mountain", *["Swamp"] * 4, "Grizzly Bears"]}, "bob": {"battlefield": bobs}},
                answers={"bob": {"card": [["Colossal Dreadmaw", "Forest", "Island"]]}})
    game.cast("alice", "Razia's Purification")
    game.resolve_top()
    asked = {(choice.player, len(choice.options)) for choice, _ in game.choice_log if choice.kind == "card"}
    assert asked == {("alice", 7), ("bob", 4)}
    assert len(game.zone("graveyard", "alice")) == 1 + 4  # the spell and four of her seven permanents
    assert game.names("graveyard", "bob") == ["Grizzly Bears"]


def test_compiled_soul_shatter_each_opponent_sacrifices_their_own_greatest(db_pool) -> None:
    """"Each opponent sacrifices a creature or planeswalker with the greatest mana value among
    creatures and planeswalkers they control.": the greatest among that opponent's own."""
    require_compiled(db_pool, "Soul Shatter")
    game = play(db_pool, {"alice": {"hand": ["Soul Shatter"], "battlefield": ["Swamp"] * 3}, "bob": {"battlefield": ["Colossal Dreadmaw", "Grizzly Bears"]}, "carol": {"battlefield": ["Grizzly Bears", "Llanowar Elves"]}})
    game.cast("alice", "Soul Shatter")
    game.resolve_top()
    assert game.names("graveyard", "bob") == ["Colossal Dreadmaw"]
    assert game.names("graveyard", "carol") == ["Grizzly Bears"]


def test_compiled_homeward_path_gives_each_player_the_creatures_they_own(db_pool) -> None:
    """"{T}: Each player gains control of all creatures they own." (CR 613.1b): each player gets
    back their own creatures, and no other player's."""
    require_compiled(db_pool, "Homeward Path")
    game = play(db_pool, {"alice": {"battlefield": ["Homeward Path", "Grizzly Bears"]}, "bob": {"battlefield": ["Colossal Dreadmaw", "Llanowar Elves"]}})
    dreadmaw = game.find("Colossal Dreadmaw")
    game.add_continuous_effect([dreadmaw], [("2", ("control", "alice"))], duration="game")
    assert game.controller_of(dreadmaw) == "alice"
    game.activate("alice", "Homeward Path", 2)
    game.resolve_top()
    assert [game.controller_of(game.find(name)) for name in ("Grizzly Bears", "Colossal Dreadmaw", "Llanowar Elves")] == ["alice", "bob", "bob"]


def test_compiled_each_player_sacrifices_all_creatures_they_control() -> None:
    """"Each player sacrifices all creatures they control.": every one of them (CR 701.21a)."""
    from oraclec.runtime import homebrew

    (spell,) = compile_text("Each player sacrifices all creatures they control.", is_spell=True)
    pool = CardPool()
    pool.add(homebrew("Sacrifice All Test", "Sorcery", mana_cost="{0}", abilities=[spell]))
    for name in ("Grizzly Bears", "Forest"):
        pool.add(CardPool().get(name))
    game = Game.setup({"alice": {"hand": ["Sacrifice All Test"], "battlefield": ["Grizzly Bears", "Grizzly Bears", "Forest"]}, "bob": {"battlefield": ["Grizzly Bears"]}}, pool=pool)
    game.cast("alice", "Sacrifice All Test")
    game.resolve_top()
    assert game.names("battlefield") == ["Forest"]
    assert game.names("graveyard", "bob") == ["Grizzly Bears"]


def test_compiled_destroy_all_other_creatures_after_a_choice_spares_the_chosen_one() -> None:
    """"Choose a creature, then destroy all other creatures." (Deadly Vanity's wording): "other"
    is other than the chosen creature (CR 608.2c), which survives."""
    from oraclec.runtime import homebrew

    (spell,) = compile_text("Choose a creature, then destroy all other creatures.", is_spell=True)
    pool = CardPool()
    pool.add(homebrew("Vanity Test", "Sorcery", mana_cost="{0}", abilities=[spell]))
    for name in ("Grizzly Bears", "Colossal Dreadmaw"):
        pool.add(CardPool().get(name))
    game = Game.setup({"alice": {"hand": ["Vanity Test"], "battlefield": ["Grizzly Bears"]}, "bob": {"battlefield": ["Colossal Dreadmaw"]}}, pool=pool)
    game.choosers["alice"] = ScriptedChooser({"card": ["Colossal Dreadmaw"]})
    game.cast("alice", "Vanity Test")
    game.resolve_top()
    assert game.names("battlefield") == ["Colossal Dreadmaw"]


def test_compiled_602_5_collector_ouphe_stops_artifacts_activated_abilities_only(db_pool) -> None:
    """Collector Ouphe: "Activated abilities of artifacts can't be activated." (CR 602.5): Mind
    Stone's mana ability can't be activated, by hand or to pay a cost; Llanowar Elves' can."""
    require_compiled(db_pool, "Collector Ouphe", "Mind Stone", "Llanowar Elves")
    game = play(db_pool, {"alice": {"battlefield": ["Mind Stone", "Llanowar Elves"], "hand": ["Grizzly Bears"]}, "bob": {"battlefield": ["Collector Ouphe"]}})
    with pytest.raises(IllegalAction, match=r"CR 602\.5"):
        game.activate("alice", "Mind Stone", 1)
    with pytest.raises(IllegalAction, match="can't pay"):
        game.cast("alice", "Grizzly Bears")  # {1}{G}: the Elves' {G}, and no {C} from Mind Stone
    game.activate("alice", "Llanowar Elves", 1)
    assert [str(m) for m in game.player("alice").mana_pool] == ["{G}"]


def test_compiled_602_5_arrest_stops_the_enchanted_creatures_abilities(db_pool) -> None:
    """Arrest: "Enchanted creature can't attack or block, and its activated abilities can't be
    activated.": "its" is the enchanted creature's; another creature's are not stopped."""
    require_compiled(db_pool, "Arrest", "Llanowar Elves")
    game = play(db_pool, {"alice": {"hand": ["Arrest"], "battlefield": ["Plains"] * 3}, "bob": {"battlefield": ["Llanowar Elves", "Llanowar Elves"]}})
    arrested, free = game.find("Llanowar Elves"), game.find("Llanowar Elves", nth=2)
    game.cast("alice", "Arrest", targets=[arrested])
    game.resolve_top()
    with pytest.raises(IllegalAction, match=r"CR 602\.5"):
        game.activate("bob", arrested, 1)
    game.activate("bob", free, 1)
    assert [str(m) for m in game.player("bob").mana_pool] == ["{G}"]


def test_compiled_602_5_damping_matrix_lets_mana_abilities_be_activated(db_pool) -> None:
    """Damping Matrix: "Activated abilities of artifacts and creatures can't be activated unless
    they're mana abilities." (CR 602.5, 605.1a): Mind Stone's {T}: Add {C} can be activated, its
    card-drawing ability can't."""
    require_compiled(db_pool, "Damping Matrix", "Mind Stone")
    game = play(db_pool, {"alice": {"battlefield": ["Mind Stone", "Wastes"]}, "bob": {"battlefield": ["Damping Matrix"]}})
    with pytest.raises(IllegalAction, match=r"CR 602\.5"):
        game.activate("alice", "Mind Stone", 2)
    game.activate("alice", "Mind Stone", 1)
    assert [str(m) for m in game.player("alice").mana_pool] == ["{C}"]


def test_compiled_602_2b_suppression_field_taxes_abilities_but_mana_abilities(db_pool) -> None:
    """Suppression Field: "Activated abilities cost {2} more to activate unless they're mana
    abilities." (CR 602.2b, 605.1a): Mind Stone's draw costs {3}, its mana ability nothing more."""
    require_compiled(db_pool, "Suppression Field", "Mind Stone")
    game = play(db_pool, {"alice": {"battlefield": ["Mind Stone", "Wastes", "Wastes"]}, "bob": {"battlefield": ["Suppression Field"]}})
    with pytest.raises(IllegalAction, match="can't pay"):
        game.activate("alice", "Mind Stone", 2)  # {1} + {2} with two Wastes and no Mind Stone mana
    game.activate("alice", "Mind Stone", 1)
    assert [str(m) for m in game.player("alice").mana_pool] == ["{C}"]
    assert not any(o.tapped for o in game.battlefield("alice") if o.name == "Wastes")  # nothing more paid


def test_compiled_613_1f_loses_this_ability_loses_only_the_resolving_one() -> None:
    """"{0}: You gain 1 life, then this creature loses this ability." (layer 6, CR 613.1f): after
    it resolves the creature has its other ability and not this one."""
    lose = compile_text("{0}: You gain 1 life, then this creature loses this ability.")
    keep = compile_text("{0}: You gain 2 life.")
    pool = CardPool()
    pool.add(homebrew("Fading Idol", "Creature — Golem", mana_cost="{0}", power=1, toughness=1, abilities=[lose, keep]))
    game = Game.setup({"alice": {"battlefield": ["Fading Idol"]}, "bob": {}}, pool=pool)
    idol = game.find("Fading Idol")
    game.activate("alice", idol, 1)
    game.resolve_top()
    assert game.player("alice").life == 21
    assert lose not in game.abilities(idol) and keep in game.abilities(idol)


def test_compiled_runeblade_raiser_perpetually_loses_its_return_ability(db_pool) -> None:
    """Runeblade Raiser: "When this creature dies, return it to the battlefield under its owner's
    control. It perpetually loses this ability." (layer 6, CR 613.1f; perpetual: the change
    follows the card): it comes back once, and the second time it stays in the graveyard."""
    require_compiled(db_pool, "Runeblade Raiser")
    game = play(db_pool, {"alice": {"battlefield": ["Runeblade Raiser"]}, "bob": {}})
    game.destroy(game.find("Runeblade Raiser"))
    game.resolve_stack()
    assert game.names("battlefield") == ["Runeblade Raiser"]
    game.destroy(game.find("Runeblade Raiser"))
    game.resolve_stack()
    assert game.names("battlefield") == [] and game.names("graveyard", "alice") == ["Runeblade Raiser"]


def test_compiled_122_6_counters_a_permanent_enters_with_are_put_on_it(db_pool) -> None:
    """CR 122.6: "This creature enters with a +1/+1 counter on it" puts the counter on it: Hardened
    Scales adds one."""
    require_compiled(db_pool, "Hardened Scales", "Servant of the Scale")
    game = play(db_pool, {"alice": {"hand": ["Servant of the Scale"], "battlefield": ["Forest", "Hardened Scales"]}, "bob": {}})
    game.cast("alice", "Servant of the Scale")
    game.resolve_top()
    assert game.find("Servant of the Scale").counters["+1/+1"] == 2
    ooze = fx.TokenSpec(name="Ooze", types=("Creature",), subtypes=("Ooze",), power=0, toughness=0)
    (token,) = game.create_token("alice", ooze, counters={"+1/+1": 2})
    assert token.counters["+1/+1"] == 3


def test_compiled_counters_put_as_a_cost_are_no_effects(db_pool) -> None:
    """"If an effect would put one or more counters" (Doubling Season) does not see counters put as
    a cost (CR 118.3); "If one or more +1/+1 counters would be put" (Hardened Scales) does."""
    require_compiled(db_pool, "Doubling Season", "Hardened Scales")
    game = play(db_pool, {"alice": {"battlefield": ["Doubling Season", "Grizzly Bears"]}, "bob": {}})
    bear = game.find("Grizzly Bears")
    assert game.put_counters(bear, "+1/+1", 1, cost=True) == 1
    assert game.put_counters(bear, "+1/+1", 1) == 2
    game = play(db_pool, {"alice": {"battlefield": ["Hardened Scales", "Grizzly Bears"]}, "bob": {}})
    assert game.put_counters(game.find("Grizzly Bears"), "+1/+1", 1, cost=True) == 2


def test_compiled_winding_constrictor_gives_its_controller_one_more_counter_of_each_kind(db_pool) -> None:
    """"If you would get one or more counters, you get that many plus one of each of those kinds of
    counters instead." (CR 122.1, 614.1a): a player's counters, only its controller's."""
    require_compiled(db_pool, "Winding Constrictor")
    game = play(db_pool, {"alice": {"battlefield": ["Winding Constrictor"]}, "bob": {}})
    assert game.give_player_counters("alice", "energy", 2) == 3 and game.player("alice").counters["energy"] == 3
    assert game.give_player_counters("alice", "poison", 1) == 2
    assert game.give_player_counters("bob", "poison", 1) == 1


def test_compiled_divine_visitation_creates_that_many_angels_in_place_of_creature_tokens(db_pool) -> None:
    """"that many 4/4 white Angel creature tokens with flying and vigilance are created instead"
    (CR 614.1a): as many Angels, none of the Soldiers."""
    require_compiled(db_pool, "Divine Visitation", "Raise the Alarm")
    game = play(db_pool, {"alice": {"hand": ["Raise the Alarm"], "battlefield": ["Plains"] * 2 + ["Divine Visitation"]}, "bob": {}})
    game.cast("alice", "Raise the Alarm")
    game.resolve_top()
    tokens = [o for o in game.zone("battlefield").objects if o.is_token]
    assert [t.name for t in tokens] == ["Angel Token", "Angel Token"] and all(game.power(t) == 4 for t in tokens)
def test_compiled_ragemonger_reduces_only_colored_mana(db_pool) -> None:
    """"Minotaur spells you cast cost {B}{R} less to cast. This effect reduces only the amount of
    colored mana you pay." (CR 601.2f, 118.7c does not apply): Minotaur Sureshot, {2}{R}, costs
    {2}; the {B} finds no black mana to reduce and is not taken from the generic part."""
    require_compiled(db_pool, "Ragemonger", "Minotaur Sureshot")
    game = play(db_pool, {"alice": {"hand": ["Minotaur Sureshot"], "battlefield": ["Ragemonger", "Mountain", "Mountain", "Mountain"]}, "bob": {}})
    game.cast("alice", "Minotaur Sureshot")
    assert sum(o.tapped for o in game.battlefield("alice")) == 2


def _lands_tapped(game: Game) -> int:
    return sum(o.tapped for o in game.battlefield("alice") if o.name == "Mountain")


def test_compiled_training_grounds_reduces_activation_costs_to_one_mana_at_least(db_pool) -> None:
    """"Activated abilities of creatures you control cost {2} less to activate. This effect can't
    reduce the mana in that cost to less than one mana." (CR 602.2b, 601.2f): Dragon Engine's
    {2} ability costs {1}; an artifact's ability that is no creature's costs as written."""
    require_compiled(db_pool, "Training Grounds", "Dragon Engine", "Vulshok Morningstar")
    setup = {"alice": {"battlefield": ["Training Grounds", "Dragon Engine", "Vulshok Morningstar", "Mountain", "Mountain", "Mountain", "Mountain"]}, "bob": {}}
    game = play(db_pool, setup)
    game.activate("alice", "Dragon Engine")
    assert _lands_tapped(game) == 1
    game.resolve_top()
    game.activate("alice", "Vulshok Morningstar", targets=[game.find("Dragon Engine")])
    assert _lands_tapped(game) == 3  # equip {2}: the Equipment is no creature


def test_compiled_fervent_champion_reduces_only_equip_abilities_that_target_it(db_pool) -> None:
    """"Equip abilities you activate that target this creature cost {3} less to activate.":
    equip {2} targeting Fervent Champion costs {0}; targeting another creature, {2}."""
    require_compiled(db_pool, "Fervent Champion", "Vulshok Morningstar", "Grizzly Bears")
    setup = {"alice": {"battlefield": ["Fervent Champion", "Grizzly Bears", "Vulshok Morningstar", "Mountain", "Mountain"]}, "bob": {}}
    game = play(db_pool, setup)
    game.activate("alice", "Vulshok Morningstar", targets=[game.find("Fervent Champion")])
    assert _lands_tapped(game) == 0
    game.resolve_top()
    game.activate("alice", "Vulshok Morningstar", targets=[game.find("Grizzly Bears")])
    assert _lands_tapped(game) == 2
    # an ability that targets it but is no equip ability: as written (CR 702.6a)
    require_compiled(db_pool, "Sacred Armory")
    setup["alice"]["battlefield"] += ["Sacred Armory"]
    game = play(db_pool, setup)
    game.activate("alice", "Sacred Armory", targets=[game.find("Fervent Champion")])
    assert _lands_tapped(game) == 2


def test_compiled_mycosynth_golem_grants_affinity_to_artifact_creature_spells(db_pool) -> None:
    """"Artifact creature spells you cast have affinity for artifacts." (CR 702.41a, granted):
    with Mycosynth Golem and an Equipment, Dragon Engine ({3}) costs {1}; a spell that is no
    artifact creature costs as written."""
    require_compiled(db_pool, "Mycosynth Golem", "Dragon Engine", "Vulshok Morningstar", "Grizzly Bears")
    setup = {"alice": {"hand": ["Dragon Engine", "Grizzly Bears"], "battlefield": ["Mycosynth Golem", "Vulshok Morningstar", "Forest", "Forest", "Forest"]}, "bob": {}}
    game = play(db_pool, setup)
    game.cast("alice", "Dragon Engine")
    assert sum(o.tapped for o in game.battlefield("alice") if o.name == "Forest") == 1
    game.resolve_top()
    game.cast("alice", "Grizzly Bears")
    assert sum(o.tapped for o in game.battlefield("alice") if o.name == "Forest") == 3


def test_compiled_fungal_colossus_counts_differently_named_lands(db_pool) -> None:
    """"This spell costs {X} less to cast, where X is the number of differently named lands you
    control." (CR 201.2): five Forests and an Island are two names, so {6}{G} costs {4}{G}."""
    require_compiled(db_pool, "Fungal Colossus")
    setup = {"alice": {"hand": ["Fungal Colossus"], "battlefield": ["Forest"] * 5 + ["Island"]}, "bob": {}}
    game = play(db_pool, setup)
    game.cast("alice", "Fungal Colossus")
    assert sum(o.tapped for o in game.battlefield("alice")) == 5


def test_compiled_a_creature_spells_own_reduction_applies_while_its_condition_holds(db_pool) -> None:
    """"This spell costs {1} less to cast if you control a Wizard." on a creature card: a static
    ability that modifies what the card costs functions on the stack (CR 113.6d, 601.2f)."""
    require_compiled(db_pool, "Academy Journeymage", "Academy Researchers")
    setup = {"alice": {"hand": ["Academy Journeymage"], "battlefield": ["Island"] * 5}, "bob": {}}
    game = play(db_pool, setup)
    game.cast("alice", "Academy Journeymage", targets=[])
    assert sum(o.tapped for o in game.battlefield("alice")) == 5
    setup["alice"]["battlefield"] = ["Academy Researchers"] + ["Island"] * 5
    game = play(db_pool, setup)
    game.cast("alice", "Academy Journeymage", targets=[])
    assert sum(o.tapped for o in game.battlefield("alice") if o.name == "Island") == 4


def test_compiled_strive_costs_more_for_each_target_beyond_the_first(db_pool) -> None:
    """"Strive — This spell costs {1}{G} more to cast for each target beyond the first." (CR
    601.2c: the targets are chosen before the total cost is determined, 601.2f): Solidarity of
    Heroes ({1}{G}) costs {1}{G} with one target, {2}{G}{G} with two."""
    require_compiled(db_pool, "Solidarity of Heroes", "Grizzly Bears")
    setup = {"alice": {"hand": ["Solidarity of Heroes"], "battlefield": ["Grizzly Bears", "Grizzly Bears"] + ["Forest"] * 5}, "bob": {}}
    game = play(db_pool, setup)
    game.cast("alice", "Solidarity of Heroes", targets=[game.find("Grizzly Bears")])
    assert sum(o.tapped for o in game.battlefield("alice")) == 2
    game = play(db_pool, setup)
    game.cast("alice", "Solidarity of Heroes", targets=[game.find("Grizzly Bears"), game.find("Grizzly Bears", nth=2)])
    assert sum(o.tapped for o in game.battlefield("alice")) == 4


def test_compiled_plate_armor_equip_costs_less_for_each_other_equipment(db_pool) -> None:
    """"Equip {3}. This ability costs {1} less to activate for each other Equipment you control."
    (CR 602.2b, 601.2f): with Vulshok Morningstar, Plate Armor's equip costs {2}."""
    require_compiled(db_pool, "Plate Armor", "Vulshok Morningstar", "Grizzly Bears")
    setup = {"alice": {"battlefield": ["Plate Armor", "Vulshok Morningstar", "Grizzly Bears"] + ["Mountain"] * 3}, "bob": {}}
    game = play(db_pool, setup)
    game.activate("alice", "Plate Armor", targets=[game.find("Grizzly Bears")])
    assert _lands_tapped(game) == 2


def test_compiled_conduit_of_ruin_reduces_only_the_first_creature_spell_each_turn(db_pool) -> None:
    """"The first creature spell you cast each turn costs {2} less to cast." (CR 601.2f): the
    first Dragon Engine ({3}) costs {1}, the second {3}."""
    require_compiled(db_pool, "Conduit of Ruin", "Dragon Engine")
    setup = {"alice": {"hand": ["Dragon Engine", "Dragon Engine"], "battlefield": ["Conduit of Ruin"] + ["Forest"] * 4}, "bob": {}}
    game = play(db_pool, setup)
    game.cast("alice", "Dragon Engine")
    assert sum(o.tapped for o in game.battlefield("alice")) == 1
    game.resolve_top()
    game.cast("alice", "Dragon Engine")
    assert sum(o.tapped for o in game.battlefield("alice") if o.name == "Forest") == 4


def test_compiled_raging_battle_mouse_reduces_only_the_second_spell_each_turn(db_pool) -> None:
    """"The second spell you cast each turn costs {1} less to cast." (CR 601.2f): the first
    Dragon Engine ({3}) costs {3}, the second {2}, a third {3} again."""
    require_compiled(db_pool, "Raging Battle Mouse", "Dragon Engine")
    setup = {"alice": {"hand": ["Dragon Engine"] * 3, "battlefield": ["Raging Battle Mouse"] + ["Forest"] * 8}, "bob": {}}
    game = play(db_pool, setup)
    tapped = []
    for _ in range(3):
        before = sum(o.tapped for o in game.battlefield("alice") if o.name == "Forest")
        game.cast("alice", "Dragon Engine")
        tapped.append(sum(o.tapped for o in game.battlefield("alice") if o.name == "Forest") - before)
        game.resolve_top()
    assert tapped == [3, 2, 3]
# -- counters of several kinds, and a choice among counters (CR 122.1, 608.2d, 702.138c) --------------
@pytest.mark.parametrize(("mode", "kind"), [(1, "flying"), (2, "first strike")])
def test_compiled_helica_glider_enters_with_the_chosen_counter_only(db_pool, mode, kind) -> None:
    """"This creature enters with your choice of a flying counter or a first strike counter on
    it." (CR 614.1c, 608.2d): one counter, of the kind chosen as it enters."""
    require_compiled(db_pool, "Helica Glider")
    game = play(db_pool, {"alice": {"hand": ["Helica Glider"], "battlefield": ["Plains"] * 3}, "bob": {}}, answers={"alice": {"mode": [mode]}})
    game.cast("alice", "Helica Glider")
    game.resolve_stack()
    assert dict(game.find("Helica Glider").counters) == {kind: 1}


def test_compiled_tizerus_charger_escapes_with_the_chosen_counter_and_is_cast_without_it(db_pool) -> None:
    """"This creature escapes with your choice of a +1/+1 counter or a flying counter on it."
    (CR 702.138c): only if it escaped, cast from the graveyard with its escape ability."""
    require_compiled(db_pool, "Tizerus Charger")
    fodder = ["Island"] * 5
    game = play(db_pool, {"alice": {"graveyard": ["Tizerus Charger", *fodder], "battlefield": ["Swamp"] * 5}, "bob": {}},
                answers={"alice": {"mode": [2], "card": fodder}})
    game.cast("alice", "Tizerus Charger", zone="graveyard", method="escape")
    game.resolve_stack()
    charger = game.find("Tizerus Charger")
    assert dict(charger.counters) == {"flying": 1} and game.power(charger) == 3
    game = play(db_pool, {"alice": {"hand": ["Tizerus Charger"], "battlefield": ["Swamp"] * 3}, "bob": {}}, answers={"alice": {"mode": [1]}})
    game.cast("alice", "Tizerus Charger")
    game.resolve_stack()
    assert not game.find("Tizerus Charger").counters


def test_compiled_perennation_returns_the_card_with_a_counter_of_each_kind(db_pool) -> None:
    """"... to the battlefield with a hexproof counter and an indestructible counter on it."
    (CR 122.6): one of each."""
    require_compiled(db_pool, "Perennation")
    lands = ["Plains", "Swamp", "Forest", "Forest", "Forest", "Forest"]
    game = play(db_pool, {"alice": {"hand": ["Perennation"], "graveyard": ["Grizzly Bears"], "battlefield": lands}, "bob": {}})
    game.cast("alice", "Perennation", targets=[game.find("Grizzly Bears")])
    game.resolve_stack()
    assert dict(game.find("Grizzly Bears").counters) == {"hexproof": 1, "indestructible": 1}


@pytest.mark.parametrize(("mode", "kind"), [(2, "trample"), (4, "haste")])
def test_compiled_owen_grady_puts_the_chosen_keyword_counter_on_the_target(db_pool, mode, kind) -> None:
    """"{T}: Put your choice of a menace, trample, reach, or haste counter on target Dinosaur."
    (CR 608.2d): one counter of the chosen kind, on the target."""
    require_compiled(db_pool, "Owen Grady, Raptor Trainer")
    game = play(db_pool, {"alice": {"battlefield": ["Owen Grady, Raptor Trainer", "Colossal Dreadmaw"]}, "bob": {}}, answers={"alice": {"mode": [mode]}})
    game.activate("alice", "Owen Grady, Raptor Trainer", targets=["Colossal Dreadmaw"])
    game.resolve_stack()
    assert dict(game.find("Colossal Dreadmaw").counters) == {kind: 1}


def test_compiled_put_counters_of_two_kinds_puts_each_on_the_one_target() -> None:
    """"Put two +1/+1 counters and a trample counter on target creature." (CR 122.1): both
    kinds, on the same (one) target."""
    from oraclec.runtime import homebrew

    compiled = compile_text("Put two +1/+1 counters and a trample counter on target creature.", is_spell=True)
    pool = CardPool()
    pool.add(homebrew("Twin Gift", "Sorcery", mana_cost="{0}", abilities=list(compiled)))
    game = Game.setup({"alice": {"hand": ["Twin Gift"], "battlefield": ["Grizzly Bears"]}, "bob": {"battlefield": ["Grizzly Bears"]}}, pool=pool)
    game.cast("alice", "Twin Gift", targets=[game.find("Grizzly Bears", nth=2)])
    game.resolve_stack()
    assert not game.find("Grizzly Bears").counters
    assert dict(game.find("Grizzly Bears", nth=2).counters) == {"+1/+1": 2, "trample": 1}


# -- costs joined by "and" (CR 602.1a, 118) -------------------------------------------------------------
def test_compiled_remove_quest_counters_and_sacrifice_it_pays_both_or_neither(db_pool) -> None:
    """"Remove three quest counters from this enchantment and sacrifice it: You gain 8 life."
    (Sunspring Expedition): with two counters the activation is refused and the enchantment
    stays; with four, three are removed, it is sacrificed as the cost, and the ability resolves."""
    require_compiled(db_pool, "Sunspring Expedition")
    game = play(db_pool, {"alice": {"battlefield": [{"card": "Sunspring Expedition", "counters": {"quest": 2}}]}, "bob": {}})
    with pytest.raises(IllegalAction) as refusal:
        game.activate("alice", "Sunspring Expedition")
    assert refusal.value.reason == "cost" and game.names("battlefield") == ["Sunspring Expedition"]
    game = play(db_pool, {"alice": {"battlefield": [{"card": "Sunspring Expedition", "counters": {"quest": 4}}]}, "bob": {}})
    game.activate("alice", "Sunspring Expedition")
    assert game.names("battlefield") == [] and game.names("graveyard", "alice") == ["Sunspring Expedition"]
    game.resolve_stack()
    assert game.player("alice").life == 28


def test_compiled_remove_an_eon_counter_and_return_it_to_its_owners_hand(db_pool) -> None:
    """"{T}, Remove an eon counter from this land and return it to its owner's hand: Take an extra
    turn after this one." (Magosi, the Waterveil): the land goes to the hand as part of the cost."""
    require_compiled(db_pool, "Magosi, the Waterveil")
    game = play(db_pool, {"alice": {"battlefield": [{"card": "Magosi, the Waterveil", "counters": {"eon": 1}}]}, "bob": {}})
    game.activate("alice", "Magosi, the Waterveil", 3)
    assert game.names("hand", "alice") == ["Magosi, the Waterveil"] and not game.find("Magosi, the Waterveil").counters


# -- controller and owner told apart (CR 108.3, 110.2) -------------------------------------------------
def test_compiled_permanents_you_control_but_dont_own_are_the_borrowed_ones() -> None:
    """"Creatures you control but don't own get +2/+2." and "{T}: Draw a card for each permanent
    you control but don't own.": after gaining control of an opponent's Bears, it alone gets the
    bonus and is counted; the player's own Elves and the opponent's Elves are neither."""
    from oraclec.runtime import homebrew

    pool = CardPool()
    pool.add(homebrew("Ledger Idol", "Artifact", mana_cost="{0}", abilities=[
        compile_text("{T}: Draw a card for each permanent you control but don't own."),
        compile_text("Creatures you control but don't own get +2/+2."),
    ]))
    pool.add(homebrew("Borrow", "Sorcery", mana_cost="{0}", abilities=list(compile_text("Gain control of target creature.", is_spell=True))))
    game = Game.setup({"alice": {"hand": ["Borrow"], "battlefield": ["Ledger Idol", "Llanowar Elves"], "library": ["Island"] * 3},
                       "bob": {"battlefield": ["Grizzly Bears", "Llanowar Elves"]}}, pool=pool)
    bears, elves, their_elves = game.find("Grizzly Bears"), game.find("Llanowar Elves"), game.find("Llanowar Elves", nth=2)
    assert game.power(bears) == 2
    game.cast("alice", "Borrow", targets=[bears])
    game.resolve_stack()
    assert game.controller_of(bears) == "alice"
    assert (game.power(bears), game.power(elves), game.power(their_elves)) == (4, 1, 1)
    game.activate("alice", "Ledger Idol")
    game.resolve_stack()
    assert len(game.zone("hand", "alice")) == 1


# -- "fight each other" (CR 701.14) --------------------------------------------------------------------
def _brawl_game() -> Game:
    from oraclec.runtime import homebrew

    text = "Choose target creature you control and target creature you don't control. Then those creatures fight each other."
    pool = CardPool()
    pool.add(homebrew("Brawl", "Sorcery", mana_cost="{0}", abilities=list(compile_text(text, is_spell=True))))
    return Game.setup({"alice": {"hand": ["Brawl"], "battlefield": ["Colossal Dreadmaw", "Llanowar Elves"]}, "bob": {"battlefield": ["Grizzly Bears"]}}, pool=pool)


def test_compiled_those_creatures_fight_each_other() -> None:
    """"Choose target creature you control and target creature you don't control. Then those
    creatures fight each other." (CR 701.14a): each deals damage equal to its power to the other;
    the creature not chosen is not dealt damage."""
    game = _brawl_game()
    dreadmaw, bears = game.find("Colossal Dreadmaw"), game.find("Grizzly Bears")
    game.cast("alice", "Brawl", targets=[dreadmaw, bears])
    game.resolve_stack()
    assert game.names("graveyard", "bob") == ["Grizzly Bears"]
    assert dreadmaw.damage == 2 and game.find("Llanowar Elves").damage == 0


def test_compiled_fight_each_other_with_one_gone_deals_no_damage() -> None:
    """CR 701.14b: with one of the two creatures no longer on the battlefield, no damage is dealt."""
    game = _brawl_game()
    dreadmaw, bears = game.find("Colossal Dreadmaw"), game.find("Grizzly Bears")
    game.cast("alice", "Brawl", targets=[dreadmaw, bears])
    game.move(bears, "graveyard")
    game.resolve_stack()
    assert dreadmaw.damage == 0


# -- counters a player has (CR 122.1) and energy (CR 107.14) -------------------------------------------
def test_compiled_peema_aether_seer_gets_energy_equal_to_the_greatest_power(db_pool) -> None:
    """"you get an amount of {E} (energy counters) equal to the greatest power among creatures
    you control": six with a 6/6 there (CR 107.14)."""
    require_compiled(db_pool, "Peema Aether-Seer")
    game = play(db_pool, {"alice": {"hand": ["Peema Aether-Seer"], "battlefield": ["Colossal Dreadmaw"] + ["Forest"] * 4}, "bob": {"battlefield": ["Grizzly Bears"]}})
    game.player("alice").counters["energy"] = 1
    game.cast("alice", "Peema Aether-Seer")
    game.resolve_stack()
    assert game.player("alice").counters["energy"] == 7 and not game.player("bob").counters.get("energy")


@pytest.mark.parametrize(("target", "controlled", "energy"), [("Grizzly Bears", True, 2), ("Colossal Dreadmaw", False, 4)])
def test_compiled_confiscation_coup_pays_energy_equal_to_the_mana_value_or_cannot(db_pool, target, controlled, energy) -> None:
    """"You get {E}{E}{E}{E}, then you may pay an amount of {E} equal to that permanent's mana
    value. If you do, gain control of it.": two of four paid for a Bears; six can't be paid."""
    require_compiled(db_pool, "Confiscation Coup")
    game = play(db_pool, {"alice": {"hand": ["Confiscation Coup"], "battlefield": ["Island"] * 5}, "bob": {"battlefield": [target]}}, answers={"alice": {"may": [True]}})
    game.cast("alice", "Confiscation Coup", targets=[game.find(target)])
    game.resolve_stack()
    assert (game.controller_of(game.find(target)) == "alice") is controlled  # layer 2 (CR 613.1b)
    assert game.player("alice").counters["energy"] == energy


def test_compiled_pay_six_energy_as_a_cost_removes_six_or_cannot_be_paid(db_pool) -> None:
    """"{T}, Pay six {E}: Draw three cards." (Roil Cartographer, CR 107.14, 118.3): refused with
    five energy counters, state unchanged; with seven, one is left and three cards drawn."""
    require_compiled(db_pool, "Roil Cartographer")
    game = play(db_pool, {"alice": {"battlefield": ["Roil Cartographer"], "library": ["Island"] * 5}, "bob": {}})
    game.player("alice").counters["energy"] = 5
    with pytest.raises(IllegalAction) as refusal:
        game.activate("alice", "Roil Cartographer")
    assert refusal.value.reason == "cost" and game.player("alice").counters["energy"] == 5
    game.player("alice").counters["energy"] = 7
    game.activate("alice", "Roil Cartographer")
    game.resolve_stack()
    assert game.player("alice").counters["energy"] == 1 and len(game.zone("hand", "alice")) == 3


def test_compiled_pay_x_energy_pays_the_x_chosen(db_pool) -> None:
    """"{3}, {T}, Pay X {E}, Sacrifice this land: Destroy target nonland permanent with mana
    value X." (HELIOS One): X = 2 pays two of three energy counters and destroys the Bears."""
    require_compiled(db_pool, "HELIOS One")
    game = play(db_pool, {"alice": {"battlefield": ["HELIOS One"] + ["Island"] * 3}, "bob": {"battlefield": ["Grizzly Bears", "Colossal Dreadmaw"]}})
    game.player("alice").counters["energy"] = 3
    game.activate("alice", "HELIOS One", 3, x=2, targets=[game.find("Grizzly Bears")])
    game.resolve_stack()
    assert game.player("alice").counters["energy"] == 1
    assert game.names("battlefield") == ["Island"] * 3 + ["Colossal Dreadmaw"] and game.names("graveyard", "bob") == ["Grizzly Bears"]


def test_compiled_the_number_of_experience_counters_you_have_counts_the_players_own() -> None:
    """"where X is the number of experience counters you have" (CR 122.1): the controller's
    experience counters, not an opponent's nor their other counters."""
    from oraclec.runtime import homebrew

    compiled = compile_text("Put X +1/+1 counters on target creature, where X is the number of experience counters you have.", is_spell=True)
    pool = CardPool()
    pool.add(homebrew("Veteran's Gift", "Sorcery", mana_cost="{0}", abilities=list(compiled)))
    game = Game.setup({"alice": {"hand": ["Veteran's Gift"], "battlefield": ["Grizzly Bears"]}, "bob": {}}, pool=pool)
    game.player("alice").counters.update({"experience": 3, "energy": 4})
    game.player("bob").counters["experience"] = 5
    game.cast("alice", "Veteran's Gift", targets=[game.find("Grizzly Bears")])
    game.resolve_stack()
    assert dict(game.find("Grizzly Bears").counters) == {"+1/+1": 3}


# -- each kind of counter (CR 122.1, 701.10e) ----------------------------------------------------------
def test_compiled_vorel_doubles_each_kind_of_counter_on_the_target_only(db_pool) -> None:
    """"{G}{U}, {T}: Double the number of each kind of counter on target artifact, creature, or
    land." (CR 701.10e): as many more of each kind as it has; another creature keeps its own."""
    require_compiled(db_pool, "Vorel of the Hull Clade")
    counted = {"card": "Grizzly Bears", "counters": {"+1/+1": 2, "flying": 1}}
    game = play(db_pool, {"alice": {"battlefield": ["Vorel of the Hull Clade", "Forest", "Island", counted, {"card": "Grizzly Bears", "counters": {"+1/+1": 1}}]}, "bob": {}})
    game.activate("alice", "Vorel of the Hull Clade", targets=[game.find("Grizzly Bears")])
    game.resolve_stack()
    assert dict(game.find("Grizzly Bears").counters) == {"+1/+1": 4, "flying": 2}
    assert dict(game.find("Grizzly Bears", nth=2).counters) == {"+1/+1": 1}


def test_compiled_deepglow_skate_doubles_the_counters_on_each_target(db_pool) -> None:
    """"double the number of each kind of counter on any number of target permanents"."""
    require_compiled(db_pool, "Deepglow Skate")
    bob = {"battlefield": [{"card": "Colossal Dreadmaw", "counters": {"-1/-1": 1}}, {"card": "Llanowar Elves", "counters": {"stun": 2, "+1/+1": 3}}, {"card": "Grizzly Bears", "counters": {"+1/+1": 1}}]}
    game = play(db_pool, {"alice": {"hand": ["Deepglow Skate"], "battlefield": ["Island"] * 5}, "bob": bob}, answers={"alice": {"target": [["Colossal Dreadmaw", "Llanowar Elves"]]}})
    game.cast("alice", "Deepglow Skate")
    game.resolve_stack()
    assert dict(game.find("Colossal Dreadmaw").counters) == {"-1/-1": 2}
    assert dict(game.find("Llanowar Elves").counters) == {"stun": 4, "+1/+1": 6}
    assert dict(game.find("Grizzly Bears").counters) == {"+1/+1": 1}


def test_compiled_one_more_of_each_kind_and_the_kinds_counted() -> None:
    """"For each kind of counter on target permanent, put another counter of that kind on it."
    (one more of each kind there), "Draw a card for each kind of counter on target creature."
    (the kinds, not the counters), "Double the number of each kind of counter you have."."""
    from oraclec.runtime import homebrew

    pool = CardPool()
    for name, text in (("Kind Gift", "For each kind of counter on target permanent, put another counter of that kind on it."),
                       ("Kind Count", "Draw a card for each kind of counter on target creature."),
                       ("Kind Double", "Double the number of each kind of counter you have.")):
        pool.add(homebrew(name, "Sorcery", mana_cost="{0}", abilities=list(compile_text(text, is_spell=True))))
    bears = {"card": "Grizzly Bears", "counters": {"+1/+1": 3, "shield": 1}}
    game = Game.setup({"alice": {"hand": ["Kind Gift", "Kind Count", "Kind Double"], "library": ["Island"] * 5, "battlefield": [bears, "Llanowar Elves"]}, "bob": {}}, pool=pool)
    game.player("alice").counters.update({"energy": 3, "experience": 1})
    game.player("bob").counters["poison"] = 2
    game.cast("alice", "Kind Gift", targets=[game.find("Grizzly Bears")])
    game.resolve_stack()
    assert dict(game.find("Grizzly Bears").counters) == {"+1/+1": 4, "shield": 2} and not game.find("Llanowar Elves").counters
    game.cast("alice", "Kind Count", targets=[game.find("Grizzly Bears")])
    game.resolve_stack()
    assert len(game.zone("hand", "alice")) == 1 + 2  # Kind Double and two cards
    game.cast("alice", "Kind Double")
    game.resolve_stack()
    assert dict(game.player("alice").counters) == {"energy": 6, "experience": 2} and dict(game.player("bob").counters) == {"poison": 2}


@pytest.mark.parametrize("target", ["bob", "Grizzly Bears"])
def test_compiled_maulfist_revolutionary_gives_one_more_of_each_kind_to_a_permanent_or_player(db_pool, target) -> None:
    """"for each kind of counter on target permanent or player, give that permanent or player
    another counter of that kind": a player may be the target (CR 115.1), and only it gets them."""
    require_compiled(db_pool, "Maulfist Revolutionary")
    bears = {"card": "Grizzly Bears", "counters": {"+1/+1": 2, "stun": 1}}
    game = play(db_pool, {"alice": {"hand": ["Maulfist Revolutionary"], "battlefield": ["Forest"] * 3}, "bob": {"battlefield": [bears]}}, answers={"alice": {"target": [target]}})
    game.player("bob").counters.update({"poison": 2, "energy": 1})
    game.player("alice").counters["energy"] = 1
    game.cast("alice", "Maulfist Revolutionary")
    game.resolve_stack()
    if target == "bob":
        assert dict(game.player("bob").counters) == {"poison": 3, "energy": 2} and dict(game.find("Grizzly Bears").counters) == {"+1/+1": 2, "stun": 1}
    else:
        assert dict(game.find("Grizzly Bears").counters) == {"+1/+1": 3, "stun": 2} and dict(game.player("bob").counters) == {"poison": 2, "energy": 1}
    assert dict(game.player("alice").counters) == {"energy": 1}


@pytest.mark.parametrize(("energy", "kept", "left"), [(3, True, 1), (1, False, 1)])
def test_compiled_unless_you_pay_an_amount_of_energy(energy, kept, left) -> None:
    """"Sacrifice target creature you control unless you pay an amount of {E} equal to its mana
    value." (CR 118.12, 107.14): two of three paid keeps the Bears; with one, it can't be paid."""
    from oraclec.runtime import homebrew

    pool = CardPool()
    text = "Sacrifice target creature you control unless you pay an amount of {E} equal to its mana value."
    pool.add(homebrew("Upkeep Bill", "Sorcery", mana_cost="{0}", abilities=list(compile_text(text, is_spell=True))))
    game = Game.setup({"alice": {"hand": ["Upkeep Bill"], "battlefield": ["Grizzly Bears"]}, "bob": {}}, pool=pool)
    game.choosers["alice"] = ScriptedChooser({"may": [True]})
    game.player("alice").counters["energy"] = energy
    game.cast("alice", "Upkeep Bill", targets=[game.find("Grizzly Bears")])
    game.resolve_stack()
    assert (game.find("Grizzly Bears").zone == "battlefield") is kept
    assert game.player("alice").counters["energy"] == left


def test_compiled_quarry_hauler_puts_or_removes_one_of_each_kind_as_chosen(db_pool) -> None:
    """"for each kind of counter on target permanent, put another counter of that kind on it or
    remove one from it": a choice for each kind (one more +1/+1 counter, one stun counter fewer)."""
    require_compiled(db_pool, "Quarry Hauler")
    bears = {"card": "Grizzly Bears", "counters": {"+1/+1": 2, "stun": 2}}
    game = play(db_pool, {"alice": {"hand": ["Quarry Hauler"], "battlefield": ["Forest"] * 4}, "bob": {"battlefield": [bears]}},
                answers={"alice": {"target": ["Grizzly Bears"], "mode": ["put", "remove"]}})
    game.cast("alice", "Quarry Hauler")
    game.resolve_stack()
    assert dict(game.find("Grizzly Bears").counters) == {"+1/+1": 3, "stun": 1}


# -- paying an amount of energy the player chooses (CR 107.1c, 107.14) ------------------------------------
def test_compiled_harnessed_lightning_deals_damage_equal_to_the_energy_paid(db_pool) -> None:
    """"You get {E}{E}{E}, then you may pay any amount of {E}. ~ deals that much damage to that
    creature.": four of five paid, four damage, one energy left."""
    require_compiled(db_pool, "Harnessed Lightning")
    game = play(db_pool, {"alice": {"hand": ["Harnessed Lightning"], "battlefield": ["Mountain"] * 2}, "bob": {"battlefield": ["Colossal Dreadmaw"]}},
                answers={"alice": {"may": [True], "number": [4]}})
    game.player("alice").counters["energy"] = 2
    game.cast("alice", "Harnessed Lightning", targets=[game.find("Colossal Dreadmaw")])
    game.resolve_stack()
    assert game.find("Colossal Dreadmaw").damage == 4 and game.player("alice").counters["energy"] == 1


def test_compiled_die_young_gives_minus_one_for_each_energy_paid(db_pool) -> None:
    """"The creature gets -1/-1 until end of turn for each {E} paid this way."."""
    require_compiled(db_pool, "Die Young")
    game = play(db_pool, {"alice": {"hand": ["Die Young"], "battlefield": ["Swamp"] * 2}, "bob": {"battlefield": ["Colossal Dreadmaw"]}},
                answers={"alice": {"may": [True], "number": [2]}})
    game.cast("alice", "Die Young", targets=[game.find("Colossal Dreadmaw")])
    game.resolve_stack()
    dreadmaw = game.find("Colossal Dreadmaw")
    assert (game.power(dreadmaw), game.toughness(dreadmaw)) == (4, 4) and game.player("alice").counters["energy"] == 0


def test_compiled_pay_one_or_more_energy_then_the_amount_paid() -> None:
    """"You get {E}, then you may pay one or more {E}. If you do, create an X/X ... token, where X
    is the amount of {E} paid this way." (CR 107.1c: at least one)."""
    from oraclec.runtime import homebrew

    text = "You get {E}, then you may pay one or more {E}. If you do, create an X/X black Aetherborn creature token, where X is the amount of {E} paid this way."
    pool = CardPool()
    pool.add(homebrew("Refinery Test", "Sorcery", mana_cost="{0}", abilities=list(compile_text(text, is_spell=True))))
    game = Game.setup({"alice": {"hand": ["Refinery Test"]}, "bob": {}}, pool=pool)
    game.choosers["alice"] = ScriptedChooser({"may": [True], "number": [2]})
    game.player("alice").counters["energy"] = 2
    game.cast("alice", "Refinery Test")
    game.resolve_stack()
    token = game.find("Aetherborn Token")
    assert (game.power(token), game.toughness(token)) == (2, 2) and game.player("alice").counters["energy"] == 1


def test_compiled_wrath_of_the_skies_destroys_up_to_the_mana_value_paid_in_energy(db_pool) -> None:
    """"You get X {E}, then you may pay any amount of {E}. Destroy each artifact, creature, and
    enchantment with mana value less than or equal to the amount of {E} paid this way.": X=3,
    two paid: the Bears (2) go, the Dreadmaw (6) stays, one energy is left."""
    require_compiled(db_pool, "Wrath of the Skies")
    game = play(db_pool, {"alice": {"hand": ["Wrath of the Skies"], "battlefield": ["Plains"] * 5}, "bob": {"battlefield": ["Grizzly Bears", "Colossal Dreadmaw"]}},
                answers={"alice": {"x": [3], "may": [True], "number": [2]}})
    game.cast("alice", "Wrath of the Skies")
    game.resolve_stack()
    assert game.find("Grizzly Bears").zone == "graveyard" and game.find("Colossal Dreadmaw").zone == "battlefield"
    assert game.player("alice").counters["energy"] == 1


@pytest.mark.parametrize(("kinds", "pt"), [(3, (6, 6)), (2, (4, 2))])
def test_compiled_three_or_more_kinds_of_counters_among_creatures(kinds, pt) -> None:
    """"As long as there are three or more different kinds of counters among creatures you
    control, this creature gets +2/+4." (CR 122.1): kinds, not counters (four of two kinds
    don't)."""
    from oraclec.runtime import homebrew

    text = "As long as there are three or more different kinds of counters among creatures you control, this creature gets +2/+4."
    pool = CardPool()
    pool.add(homebrew("Veteran Test", "Creature — Zombie", mana_cost="{3}{B}", power=4, toughness=2, abilities=[compile_text(text)]))
    counters = {"stun": 1, "shield": 3, "flying": 1} if kinds == 3 else {"stun": 2, "shield": 2}
    game = Game.setup({"alice": {"battlefield": ["Veteran Test", {"card": "Llanowar Elves", "counters": counters}]}, "bob": {"battlefield": [{"card": "Grizzly Bears", "counters": {"reach": 1}}]}}, pool=pool)
    veteran = game.find("Veteran Test")
    assert (game.power(veteran), game.toughness(veteran)) == pt


def test_compiled_territorial_gorger_triggers_when_its_controller_gets_energy() -> None:
    """"Whenever you get one or more {E}, this creature gets +2/+2 until end of turn." (CR
    122.1): once for two energy got at once; not when an opponent gets energy."""
    from oraclec.runtime import homebrew

    pool = CardPool()
    require_compiled(pool, "Territorial Gorger")
    pool.add(homebrew("Spark Gift", "Sorcery", mana_cost="{0}", abilities=list(compile_text("You get {E}{E}.", is_spell=True))))
    pool.add(homebrew("Spark Tax", "Sorcery", mana_cost="{0}", abilities=list(compile_text("Each opponent gets {E}{E}.", is_spell=True))))
    game = Game.setup({"alice": {"hand": ["Spark Gift", "Spark Tax"], "battlefield": ["Territorial Gorger"]}, "bob": {"battlefield": ["Territorial Gorger"]}}, pool=pool)
    mine, theirs = game.find("Territorial Gorger"), game.find("Territorial Gorger", nth=2)
    if mine.controller != "alice":
        mine, theirs = theirs, mine
    game.cast("alice", "Spark Gift")
    game.resolve_stack()
    assert game.power(mine) == 4 and game.power(theirs) == 2  # a 2/2, +2/+2 once
    game.cast("alice", "Spark Tax")
    game.resolve_stack()
    assert game.power(mine) == 4 and game.power(theirs) == 4
# -- type-changing effects that keep what the object was (CR 205.1b, 613.1d-f) ----------------------
def test_compiled_animate_land_keeps_every_prior_type_and_ability(db_pool) -> None:
    """Animate Land: "Until end of turn, target land becomes a 3/3 creature that's still a land."
    An artifact land keeps both its card types, and its abilities (CR 205.1b); it ends at the
    end of the turn."""
    require_compiled(db_pool, "Animate Land", "Darksteel Citadel")
    game = play(db_pool, {"alice": {"hand": ["Animate Land"], "battlefield": ["Forest", "Darksteel Citadel"]}, "bob": {}})
    citadel = game.find("Darksteel Citadel")
    game.cast("alice", "Animate Land", targets=[citadel])
    game.resolve_top()
    chars = game.characteristics(citadel)
    assert set(chars.types) == {"Artifact", "Land", "Creature"}
    assert (game.power(citadel), game.toughness(citadel)) == (3, 3)
    assert chars.has_keyword("Indestructible")
    from oraclec.runtime.turns import cleanup

    cleanup(game)  # CR 514.2: "until end of turn" ends
    assert set(game.characteristics(citadel).types) == {"Artifact", "Land"}


def test_compiled_living_lands_forests_are_creatures_that_are_still_lands(db_pool) -> None:
    """Living Lands: "All Forests are 1/1 creatures that are still lands." Each Forest keeps its
    land type and so its mana ability (CR 205.1b, 305.6); other lands are untouched."""
    require_compiled(db_pool, "Living Lands")
    game = play(db_pool, {"alice": {"battlefield": ["Living Lands", "Forest", "Island"]}, "bob": {}})
    forest, island = game.find("Forest"), game.find("Island")
    chars = game.characteristics(forest)
    assert set(chars.types) == {"Land", "Creature"} and "Forest" in chars.subtypes
    assert (game.power(forest), game.toughness(forest)) == (1, 1)
    game.activate("alice", "Forest")
    assert [str(m) for m in game.player("alice").mana_pool] == ["{G}"]
    assert game.characteristics(island).types == ("Land",)


def test_compiled_a_permanent_put_onto_the_battlefield_is_an_artifact_as_it_enters() -> None:
    """"Put target creature card from a graveyard onto the battlefield under your control. It's
    an artifact in addition to its other types." (Path of the Schemer): the new type applies as
    it enters (CR 611.2e), so "Whenever an artifact you control enters" (Reckless Fireweaver)
    triggers; it stays a Bear creature (CR 205.1b)."""
    from oraclec.runtime import homebrew

    (spell,) = compile_text("Put target creature card from a graveyard onto the battlefield under your control. It's an artifact in addition to its other types.", is_spell=True)
    pool = CardPool()
    pool.add(homebrew("Schemer Return Test", "Sorcery", mana_cost="{0}", abilities=[spell]))
    game = Game.setup({"alice": {"hand": ["Schemer Return Test"], "battlefield": ["Reckless Fireweaver"]}, "bob": {"graveyard": ["Grizzly Bears"]}}, pool=pool)
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    game.cast("alice", "Schemer Return Test", targets=[game.find("Grizzly Bears")])
    game.resolve_top()
    bears = game.find("Grizzly Bears")
    assert bears.zone == "battlefield" and game.controller_of(bears) == "alice"
    chars = game.characteristics(bears)
    assert set(chars.types) == {"Artifact", "Creature"} and chars.subtypes == ("Bear",)
    game.check_state()
    assert game.names("stack") == ["Reckless Fireweaver triggered ability"]
    game.resolve_top()
    assert game.player("bob").life == 19


def test_compiled_a_permanent_returned_as_an_enchantment_enters_as_no_creature() -> None:
    """"Return target creature card from your graveyard to the battlefield. It's an enchantment."
    (the Enduring cycle's wording): it enters as a noncreature enchantment (CR 611.2e, 205.1a),
    so Soul Warden's "Whenever another creature enters" does not trigger."""
    from oraclec.runtime import homebrew

    (spell,) = compile_text("Return target creature card from your graveyard to the battlefield. It's an enchantment.", is_spell=True)
    pool = CardPool()
    pool.add(homebrew("Enduring Return Test", "Sorcery", mana_cost="{0}", abilities=[spell]))
    game = Game.setup({"alice": {"hand": ["Enduring Return Test"], "graveyard": ["Grizzly Bears"], "battlefield": ["Soul Warden"]}, "bob": {}}, pool=pool)
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    game.cast("alice", "Enduring Return Test", targets=[game.find("Grizzly Bears")])
    game.resolve_top()
    bears = game.find("Grizzly Bears")
    assert bears.zone == "battlefield"
    chars = game.characteristics(bears)
    assert chars.types == ("Enchantment",) and chars.subtypes == ()
    game.check_state()
    assert game.names("stack") == [] and game.player("alice").life == 20


def test_compiled_metallic_mimic_is_the_chosen_type_in_addition_to_its_other_types(db_pool) -> None:
    """Metallic Mimic: "As this creature enters, choose a creature type. This creature is the
    chosen type in addition to its other types." (CR 607.2d, 205.1b): a Shapeshifter and an Elf."""
    require_compiled(db_pool, "Metallic Mimic")
    game = play(db_pool, {"alice": {"hand": ["Metallic Mimic"], "battlefield": ["Island"] * 2}, "bob": {}}, answers={"alice": {"mode": ["Elf"]}})
    game.cast("alice", "Metallic Mimic")
    game.resolve_top()
    chars = game.characteristics(game.find("Metallic Mimic"))
    assert set(chars.types) == {"Artifact", "Creature"} and set(chars.subtypes) == {"Shapeshifter", "Elf"}


def test_compiled_alloy_golem_and_convincing_mirage_take_the_chosen_color_and_type(db_pool) -> None:
    """Alloy Golem: "This creature is the chosen color." (CR 105.3: it replaces colorless);
    Convincing Mirage: "Enchanted land is the chosen type." (CR 305.7: the land type replaces
    Forest, so the land taps for the new type's mana)."""
    require_compiled(db_pool, "Alloy Golem", "Convincing Mirage")
    game = play(db_pool, {"alice": {"hand": ["Alloy Golem", "Convincing Mirage"], "battlefield": ["Island"] * 8}, "bob": {"battlefield": ["Forest"]}},
                answers={"alice": {"mode": ["R", "Swamp"]}})
    game.cast("alice", "Alloy Golem")
    game.resolve_top()
    assert game.characteristics(game.find("Alloy Golem")).colors == ("R",)
    forest = game.find("Forest")
    game.cast("alice", "Convincing Mirage", targets=[forest])
    game.resolve_top()
    assert game.characteristics(forest).subtypes == ("Swamp",)
    game.activate("bob", "Forest")
    assert [str(m) for m in game.player("bob").mana_pool] == ["{B}"]


def test_compiled_mistform_mutant_makes_a_creature_the_chosen_type_other_than_wall(db_pool) -> None:
    """Mistform Mutant: "{1}{U}: Choose a creature type other than Wall. Target creature becomes
    that type until end of turn." The new creature type replaces the old ones (CR 205.1a) until
    the cleanup step; Wall is not offered."""
    from oraclec.runtime.turns import cleanup

    require_compiled(db_pool, "Mistform Mutant")
    game = play(db_pool, {"alice": {"battlefield": ["Mistform Mutant", "Island", "Island"]}, "bob": {"battlefield": ["Grizzly Bears"]}},
                answers={"alice": {"mode": ["Elf"]}})
    bears = game.find("Grizzly Bears")
    game.activate("alice", "Mistform Mutant", targets=[bears])
    game.resolve_top()
    chars = game.characteristics(bears)
    assert chars.types == ("Creature",) and chars.subtypes == ("Elf",)
    (offered,) = [choice.options for choice, _ in game.choosers["alice"].log if "creature type" in choice.describe()]
    assert "Elf" in offered and "Wall" not in offered
    cleanup(game)
    assert game.characteristics(bears).subtypes == ("Bear",)


def test_compiled_quickchange_and_terraformer_take_the_chosen_colors_and_land_type(db_pool) -> None:
    """Quickchange: "Target creature becomes the color or colors of your choice until end of
    turn." (CR 105.3: one or more, replacing its colors); Terraformer: "{1}: Choose a basic land
    type. Each land you control becomes that type until end of turn." (CR 305.7: a Forest made an
    Island taps for {U})."""
    require_compiled(db_pool, "Quickchange", "Terraformer")
    game = play(db_pool, {"alice": {"hand": ["Quickchange"], "library": ["Island"], "battlefield": ["Terraformer", "Island", "Island", "Island", "Forest"]}, "bob": {"battlefield": ["Grizzly Bears"]}},
                answers={"alice": {"mode": [["U", "B"], "Island"]}})
    bears = game.find("Grizzly Bears")
    game.cast("alice", "Quickchange", targets=[bears])
    game.resolve_top()
    assert set(game.characteristics(bears).colors) == {"U", "B"}
    game.activate("alice", "Terraformer")
    game.resolve_top()
    forest = game.find("Forest")
    assert game.characteristics(forest).subtypes == ("Island",)
    game.activate("alice", "Forest")
    assert [str(m) for m in game.player("alice").mana_pool] == ["{U}"]


def test_compiled_stasis_field_leaves_only_the_abilities_it_gives(db_pool) -> None:
    """Stasis Field: "Enchanted creature has base power and toughness 0/2, has defender, and
    loses all other abilities." The creature loses flying and vigilance but keeps the defender
    the Aura gives it (layer 6, CR 613.1f); Deep Freeze also makes it a blue Wall in addition
    to its other colors and types (layers 4-5)."""
    require_compiled(db_pool, "Stasis Field", "Deep Freeze")
    game = play(db_pool, {"alice": {"hand": ["Stasis Field", "Deep Freeze"], "battlefield": ["Island"] * 5}, "bob": {"battlefield": ["Serra Angel", "Grizzly Bears"]}})
    angel, bears = game.find("Serra Angel"), game.find("Grizzly Bears")
    game.cast("alice", "Stasis Field", targets=[angel])
    game.resolve_top()
    chars = game.characteristics(angel)
    assert chars.has_keyword("Defender") and not chars.has_keyword("Flying") and not chars.has_keyword("Vigilance")
    assert (game.power(angel), game.toughness(angel)) == (0, 2)
    game.cast("alice", "Deep Freeze", targets=[bears])
    game.resolve_top()
    chars = game.characteristics(bears)
    assert chars.has_keyword("Defender") and set(chars.subtypes) == {"Bear", "Wall"} and set(chars.colors) == {"G", "U"}
    assert (game.power(bears), game.toughness(bears)) == (0, 4)


def test_compiled_mutavault_is_a_land_creature_of_every_creature_type(db_pool) -> None:
    """Mutavault: "{1}: This land becomes a 2/2 creature with all creature types until end of
    turn. It's still a land." (CR 205.3m, 205.1b): a 2/2 Land Creature that is every creature
    type, until the cleanup step."""
    from oraclec.runtime.turns import cleanup

    require_compiled(db_pool, "Mutavault")
    game = play(db_pool, {"alice": {"battlefield": ["Mutavault", "Island"]}, "bob": {}})
    vault = game.find("Mutavault")
    game.activate("alice", "Mutavault", 2)  # the {1} ability, paid with the Island
    game.resolve_top()
    chars = game.characteristics(vault)
    assert set(chars.types) == {"Land", "Creature"}
    assert chars.has_subtype("Goblin") and chars.has_subtype("Time Lord") and chars.has_subtype("Wall")
    assert (game.power(vault), game.toughness(vault)) == (2, 2)
    cleanup(game)
    assert game.characteristics(vault).types == ("Land",) and not game.characteristics(vault).has_subtype("Goblin")


def test_compiled_awakener_druid_animates_a_forest_that_is_still_a_land(db_pool) -> None:
    """Awakener Druid: "When this creature enters, target Forest becomes a 4/5 green Treefolk
    creature for as long as this creature remains on the battlefield. It's still a land." (CR
    205.1b, 611.2b): a Forest Treefolk land creature while the Druid stays; once the Druid has
    left, a new object (CR 400.7), the Forest is a land only again."""
    require_compiled(db_pool, "Awakener Druid")
    game = play(db_pool, {"alice": {"hand": ["Awakener Druid"], "battlefield": ["Forest", "Forest", "Forest"]}, "bob": {}})
    game.cast("alice", "Awakener Druid")
    game.resolve_top()
    game.check_state()
    forest = game.zone("battlefield", "alice").objects[0]
    game.choosers["alice"].add("target", forest)
    game.resolve_top()
    chars = game.characteristics(forest)
    assert set(chars.types) == {"Land", "Creature"} and set(chars.subtypes) == {"Forest", "Treefolk"}
    assert (game.power(forest), game.toughness(forest)) == (4, 5) and chars.colors == ("G",)
    game.move(game.find("Awakener Druid"), "graveyard", cause="test")
    game.check_state()
    assert game.characteristics(forest).types == ("Land",) and not game.characteristics(forest).has_subtype("Treefolk")


def test_compiled_ratadrabik_makes_a_zombie_copy_in_addition_to_its_colors_and_types(db_pool) -> None:
    """Ratadrabik of Urborg: "Whenever another legendary creature you control dies, create a token
    that's a copy of that creature, except it's not legendary and it's a 2/2 black Zombie in
    addition to its other colors and types." (CR 707.9b, 105.3, 205.1b): a white and black 2/2
    Human Soldier Zombie, not legendary, with first strike."""
    require_compiled(db_pool, "Ratadrabik of Urborg", "Thalia, Guardian of Thraben")
    game = play(db_pool, {"alice": {"battlefield": ["Ratadrabik of Urborg", "Thalia, Guardian of Thraben"]}, "bob": {}})
    game.destroy(game.find("Thalia, Guardian of Thraben"))
    game.check_state()
    game.resolve_top()
    token = next(o for o in game.battlefield("alice") if o.is_token)
    chars = game.characteristics(token)
    assert chars.name == "Thalia, Guardian of Thraben" and "Legendary" not in chars.supertypes
    assert set(chars.colors) == {"W", "B"} and set(chars.subtypes) == {"Human", "Soldier", "Zombie"}
    assert (game.power(token), game.toughness(token)) == (2, 2) and chars.has_keyword("First strike")


def test_compiled_nyleas_presence_makes_a_land_every_basic_land_type(db_pool) -> None:
    """Nylea's Presence: "Enchanted land is every basic land type in addition to its other
    types." (CR 305.6-7, 205.1b): Urza's Tower stays an Urza's Tower and is also each basic land
    type, with each one's mana ability."""
    require_compiled(db_pool, "Nylea's Presence", "Urza's Tower")
    game = play(db_pool, {"alice": {"hand": ["Nylea's Presence"], "library": ["Island"], "battlefield": ["Forest", "Forest", "Urza's Tower"]}, "bob": {}})
    tower = game.find("Urza's Tower")
    game.cast("alice", "Nylea's Presence", targets=[tower])
    game.resolve_top()
    chars = game.characteristics(tower)
    assert chars.types == ("Land",) and {"Tower", "Forest", "Plains", "Island", "Swamp", "Mountain"} <= set(chars.subtypes)
    game.activate("alice", "Urza's Tower", 3)  # a third mana ability: one a basic land type gave it
    assert len(game.player("alice").mana_pool) == 1


def test_compiled_recoup_grants_flashback_for_the_cards_mana_cost_until_end_of_turn(db_pool) -> None:
    """"Target sorcery card in your graveyard gains flashback until end of turn. The flashback
    cost is equal to its mana cost." (CR 702.1b): cast from the graveyard for {R}, then exiled as
    it leaves the stack though the grant applied to the card in the graveyard (CR 400.7g)."""
    require_compiled(db_pool, "Recoup", "Lava Spike")
    game = play(db_pool, {"alice": {"hand": ["Recoup"], "graveyard": ["Lava Spike"], "battlefield": ["Mountain"] * 3}, "bob": {}})
    with pytest.raises(IllegalAction):
        game.cast("alice", "Lava Spike", zone="graveyard", method="flashback", targets=["bob"])
    game.cast("alice", "Recoup", targets=["Lava Spike"])
    game.resolve_top()
    game.cast("alice", "Lava Spike", zone="graveyard", method="flashback", targets=["bob"])
    assert sum(1 for land in game.battlefield("alice") if land.tapped) == 3  # {1}{R} and {R}
    game.resolve_top()
    assert game.player("bob").life == 17
    assert game.names("exile") == ["Lava Spike"]


def test_compiled_lier_gives_instants_in_your_graveyard_flashback_for_their_mana_cost(db_pool) -> None:
    """"Each instant and sorcery card in your graveyard has flashback. The flashback cost is
    equal to that card's mana cost." (a static grant: only while Lier is on the battlefield)."""
    require_compiled(db_pool, "Lier, Disciple of the Drowned", "Shock")
    game = play(db_pool, {"alice": {"graveyard": ["Shock", "Shock"], "battlefield": ["Lier, Disciple of the Drowned", "Mountain", "Mountain"]}, "bob": {}})
    game.cast("alice", "Shock", zone="graveyard", method="flashback", targets=["bob"])
    game.resolve_top()
    assert game.player("bob").life == 18
    assert game.names("exile") == ["Shock"] and game.names("graveyard", "alice") == ["Shock"]
    game.move(game.find("Lier, Disciple of the Drowned"), "graveyard")
    with pytest.raises(IllegalAction) as refusal:
        game.cast("alice", "Shock", zone="graveyard", method="flashback", targets=["bob"])
    assert refusal.value.reason == "zone"


def test_compiled_varolz_gives_creature_cards_in_your_graveyard_scavenge_for_their_mana_cost(db_pool) -> None:
    """"The scavenge cost is equal to its mana cost." (CR 702.1a's example): Grizzly Bears is
    exiled from the graveyard for {1}{G}, and its two counters go on the target (CR 702.97a)."""
    require_compiled(db_pool, "Varolz, the Scar-Striped", "Grizzly Bears")
    game = play(db_pool, {"alice": {"battlefield": ["Varolz, the Scar-Striped", "Forest", "Forest", "Forest"], "graveyard": ["Grizzly Bears"]}, "bob": {}}, active="alice", step="main1")
    game.activate("alice", "Grizzly Bears", zone="graveyard", targets=["Varolz, the Scar-Striped"])
    assert sum(1 for land in game.battlefield("alice") if land.tapped) == 2
    game.resolve_stack()
    assert game.find("Varolz, the Scar-Striped").counters["+1/+1"] == 2 and game.names("exile") == ["Grizzly Bears"]
def test_compiled_amulet_of_vigor_untaps_only_its_controllers_permanents_that_entered_tapped(db_pool) -> None:
    """Amulet of Vigor: "Whenever a permanent you control enters tapped, untap it." (CR 603.2,
    110.5b): a Guildgate that enters tapped under alice's control triggers it and is untapped; a
    Forest (entering untapped) and bob's Guildgate do not trigger it."""
    require_compiled(db_pool, "Amulet of Vigor", "Azorius Guildgate")
    game = play(db_pool, {"alice": {"battlefield": ["Amulet of Vigor"], "hand": ["Azorius Guildgate", "Forest"]}, "bob": {"hand": ["Azorius Guildgate"]}})
    theirs = game.put_onto_battlefield(game.find("Azorius Guildgate", player="bob"))
    forest = game.put_onto_battlefield(game.find("Forest"))
    game.check_state()
    assert not game.events("trigger") and theirs is not None and theirs.tapped
    gate = game.put_onto_battlefield(game.find("Azorius Guildgate", player="alice", zone="hand"))
    assert gate is not None and gate.tapped
    game.resolve_stack()
    assert [e.object.name for e in game.events("trigger")] == ["Amulet of Vigor"]
    assert not gate.tapped and forest is not None and not forest.tapped


@pytest.mark.parametrize(("mountains", "dwarves"), [(3, 1), (2, 0)])
def test_compiled_dwarven_mine_makes_a_dwarf_only_when_it_enters_untapped(db_pool, mountains, dwarves) -> None:
    """Dwarven Mine: "This land enters tapped unless you control three or more other Mountains.
    When this land enters untapped, create a 1/1 red Dwarf creature token." (CR 614.1c, 603.2)."""
    require_compiled(db_pool, "Dwarven Mine")
    game = play(db_pool, {"alice": {"battlefield": ["Mountain"] * mountains, "hand": ["Dwarven Mine"]}, "bob": {}})
    mine = game.put_onto_battlefield(game.find("Dwarven Mine"))
    game.resolve_stack()
    assert mine is not None and mine.tapped == (dwarves == 0)
    assert sum(1 for o in game.battlefield("alice") if o.is_token) == dwarves


def test_compiled_a_creature_entering_under_your_control_is_not_one_entering_under_an_opponents() -> None:
    """"Whenever a creature enters under your control, you gain 1 life." and "... under an
    opponent's control, you lose 1 life.": the permanent's controller as it enters (CR 603.2)."""
    from oraclec.runtime import homebrew

    pool = CardPool()
    pool.add(homebrew("Census Idol", "Artifact", mana_cost="{0}", abilities=[
        compile_text("Whenever a creature enters under your control, you gain 1 life."),
        compile_text("Whenever a creature enters under an opponent's control, you lose 2 life."),
    ]))
    pool.add(homebrew("Bear", "Creature — Bear", mana_cost="{0}", power=2, toughness=2))
    game = Game.setup({"alice": {"battlefield": ["Census Idol"], "hand": ["Bear"]}, "bob": {"hand": ["Bear"]}}, pool=pool)
    game.put_onto_battlefield(game.find("Bear", player="alice"))
    game.resolve_stack()
    assert game.player("alice").life == 21
    game.put_onto_battlefield(game.find("Bear", player="bob"))
    game.resolve_stack()
    assert game.player("alice").life == 19


def test_compiled_that_creature_enters_with_a_counter_is_only_the_spell_that_triggered_it() -> None:
    """"Whenever you cast a creature spell, that creature enters tapped and with a +1/+1 counter on
    it." (CR 614.1c, 608.3): the permanent that spell becomes enters so; another creature put onto
    the battlefield the same turn does not."""
    from oraclec.runtime import homebrew

    pool = CardPool()
    pool.add(homebrew("Brewing Idol", "Artifact", mana_cost="{0}", abilities=[
        compile_text("Whenever you cast a creature spell, that creature enters tapped and with a +1/+1 counter on it."),
    ]))
    game = Game.setup({"alice": {"battlefield": ["Brewing Idol", "Forest", "Forest"], "hand": ["Grizzly Bears", "Grizzly Bears"]}, "bob": {}}, pool=pool)
    game.cast("alice", "Grizzly Bears")
    game.resolve_stack()
    cast = game.find("Grizzly Bears", zone="battlefield")
    assert cast.counters["+1/+1"] == 1 and cast.tapped
    other = game.put_onto_battlefield(game.find("Grizzly Bears", zone="hand"))
    assert other is not None and other.counters["+1/+1"] == 0 and not other.tapped


def test_compiled_when_you_next_cast_a_bird_it_enters_with_a_counter(db_pool) -> None:
    """Chocobo Camp: "{T}: Add {G}. When you next cast a Bird creature spell this turn, it enters
    with an additional +1/+1 counter on it." (CR 603.7, 614.1c)."""
    require_compiled(db_pool, "Chocobo Camp")
    pool = CardPool()
    from oraclec.runtime import homebrew

    pool.add(homebrew("Sparrow", "Creature — Bird", mana_cost="{G}", power=1, toughness=1))
    game = Game.setup({"alice": {"battlefield": ["Chocobo Camp"], "hand": ["Sparrow", "Sparrow"]}, "bob": {}}, pool=pool)
    game.activate("alice", "Chocobo Camp")
    game.cast("alice", "Sparrow")
    game.resolve_stack()
    assert game.find("Sparrow", zone="battlefield").counters["+1/+1"] == 1


@pytest.mark.parametrize(("returned", "counters"), [("Grizzly Bears", 2), ("Mind Stone", 0)])
def test_compiled_it_enters_with_counters_if_its_a_creature_is_part_of_the_return(returned, counters) -> None:
    """"Return target permanent card from your graveyard to the battlefield. It enters with two
    additional +1/+1 counters on it if it's a creature." (What Must Be Done's second mode, CR
    614.1c, 614.12): the creature enters with them, an artifact without."""
    from oraclec.runtime import homebrew

    (spell,) = compile_text("Return target permanent card from your graveyard to the battlefield. It enters with two additional +1/+1 counters on it if it's a creature.", is_spell=True)
    (move,) = spell.effects
    assert isinstance(move, fx.Move) and move.to == "battlefield"
    pool = CardPool()
    pool.add(homebrew("Release Test", "Sorcery", mana_cost="{0}", abilities=[spell]))
    game = Game.setup({"alice": {"hand": ["Release Test"], "graveyard": [returned]}, "bob": {}}, pool=pool)
    game.cast("alice", "Release Test", targets=[game.find(returned)])
    game.resolve_stack()
    permanent = game.find(returned, zone="battlefield")
    assert permanent.counters["+1/+1"] == counters


@pytest.mark.parametrize(("creature", "counters"), [("Grizzly Bears", 3), ("Hill Giant", 0)])
def test_compiled_turntimber_symbiosis_counts_the_mana_value_of_the_card_put(db_pool, creature, counters) -> None:
    """Turntimber Symbiosis: "You may put a creature card from among them onto the battlefield. If
    that card has mana value 3 or less, it enters with three additional +1/+1 counters on it."
    (CR 614.1c, 614.12)."""
    require_compiled(db_pool, "Turntimber Symbiosis")
    game = play(db_pool, {"alice": {"hand": ["Turntimber Symbiosis"], "library": [creature] + ["Island"] * 6, "battlefield": ["Forest"] * 7}, "bob": {}},
                answers={"alice": {"may": [True], "card": [creature]}})
    game.cast("alice", "Turntimber Symbiosis")
    game.resolve_stack()
    assert game.find(creature, zone="battlefield").counters["+1/+1"] == counters


def test_compiled_it_enters_tapped_after_a_return_puts_it_there_tapped() -> None:
    """"Return target creature card from your graveyard to the battlefield. It enters tapped."
    (CR 614.1c, 110.5b)."""
    from oraclec.runtime import homebrew

    pool = CardPool()
    pool.add(homebrew("Weary Return", "Sorcery", mana_cost="{0}", abilities=list(compile_text("Return target creature card from your graveyard to the battlefield. It enters tapped.", is_spell=True))))
    game = Game.setup({"alice": {"hand": ["Weary Return"], "graveyard": ["Grizzly Bears"]}, "bob": {}}, pool=pool)
    game.cast("alice", "Weary Return", targets=[game.find("Grizzly Bears")])
    game.resolve_stack()
    assert game.find("Grizzly Bears", zone="battlefield").tapped


def test_compiled_naya_soulbeast_enters_with_the_mana_value_its_cast_trigger_revealed(db_pool) -> None:
    """Naya Soulbeast: "When you cast this spell, each player reveals the top card of their
    library. This creature enters with X +1/+1 counters on it, where X is the total mana value of
    all cards revealed this way." (CR 614.1c, 608.3): Hill Giant (4) and Grizzly Bears (2)."""
    require_compiled(db_pool, "Naya Soulbeast")
    game = play(db_pool, {"alice": {"hand": ["Naya Soulbeast"], "library": ["Hill Giant"], "battlefield": ["Forest"] * 8}, "bob": {"library": ["Grizzly Bears"]}})
    game.cast("alice", "Naya Soulbeast")
    game.resolve_stack()
    assert game.find("Naya Soulbeast", zone="battlefield").counters["+1/+1"] == 6


def test_compiled_a_cast_trigger_of_the_spell_itself_functions_on_the_stack(db_pool) -> None:
    """Nulldrifter: "When you cast this spell, draw two cards." triggers as the spell becomes cast,
    on the stack (CR 601.2i, 113.6k), and resolves before it."""
    require_compiled(db_pool, "Nulldrifter")
    game = play(db_pool, {"alice": {"hand": ["Nulldrifter"], "library": ["Island"] * 3, "battlefield": ["Island"] * 7}, "bob": {}})
    game.cast("alice", "Nulldrifter")
    game.resolve_top()
    assert len(game.zone("hand", "alice")) == 2 and game.names("stack") == ["Nulldrifter"]


@pytest.mark.parametrize(("pays", "life", "tapped"), [(True, 18, False), (False, 20, True)])
def test_compiled_multiversal_passage_pays_life_as_it_enters_or_enters_tapped(db_pool, pays, life, tapped) -> None:
    """Multiversal Passage: "As this land enters, choose a basic land type. Then you may pay 2
    life. If you don't, it enters tapped." (CR 614.12, 614.1c): all of it as the land enters."""
    require_compiled(db_pool, "Multiversal Passage")
    game = play(db_pool, {"alice": {"hand": ["Multiversal Passage"]}, "bob": {}}, answers={"alice": {"may": [pays]}})
    land = game.put_onto_battlefield(game.find("Multiversal Passage"))
    assert land is not None and land.tapped == tapped and game.player("alice").life == life


@pytest.mark.parametrize(("pays", "life", "tapped"), [(True, 18, False), (False, 20, True)])
def test_compiled_breeding_pool_enters_tapped_unless_its_controller_pays_2_life(db_pool, pays, life, tapped) -> None:
    """Breeding Pool: "As this land enters, you may pay 2 life. If you don't, it enters tapped."
    (CR 614.1c, 614.12): declined, the land it becomes is tapped."""
    require_compiled(db_pool, "Breeding Pool")
    game = play(db_pool, {"alice": {"hand": ["Breeding Pool"]}, "bob": {}}, answers={"alice": {"may": [pays]}})
    land = game.put_onto_battlefield(game.find("Breeding Pool"))
    assert land is not None and land.tapped == tapped and game.player("alice").life == life


def test_compiled_baithook_angler_disturb_casts_its_back_face_from_the_graveyard(db_pool) -> None:
    """"Disturb {1}{U}" (CR 702.146a): cast transformed from the graveyard for {1}{U}, the spell
    is Hook-Haunt Drifter, a Spirit, with the mana value of the front face's {1}{U} (CR 712.8c);
    it enters with its back face up (702.146b) and, dying, is exiled instead (its back face's
    replacement)."""
    require_compiled(db_pool, "Baithook Angler // Hook-Haunt Drifter")
    game = play(db_pool, {"alice": {"hand": ["Baithook Angler"], "graveyard": ["Baithook Angler"], "battlefield": ["Island"] * 2}, "bob": {}})
    with pytest.raises(IllegalAction) as refusal:
        game.cast("alice", game.zone("hand", "alice").objects[0], method="disturb")
    assert refusal.value.reason == "choice"
    game.cast("alice", "Baithook Angler", zone="graveyard", method="disturb")
    spell = game.stack_items()[0]
    chars = game.characteristics(spell)
    assert spell.name == "Hook-Haunt Drifter" and chars.subtypes == ("Spirit",) and game.mana_value(spell) == 2
    assert all(land.tapped for land in game.battlefield("alice"))
    game.resolve_top()
    drifter = game.find("Hook-Haunt Drifter")
    assert drifter.zone == "battlefield" and (game.power(drifter), game.toughness(drifter)) == (1, 2)
    assert game.characteristics(drifter).has_keyword("flying") and game.mana_value(drifter) == 2
    game.destroy(drifter)
    assert game.names("exile") == ["Baithook Angler"] and game.names("graveyard", "alice") == []


def test_compiled_a_disturbed_spell_put_into_the_graveyard_from_the_stack_is_exiled(db_pool) -> None:
    """The back face's "If Hook-Haunt Drifter would be put into a graveyard from anywhere, exile
    it instead." applies to the spell cast transformed (CR 712.8c: it has the back face's
    abilities on the stack)."""
    require_compiled(db_pool, "Baithook Angler // Hook-Haunt Drifter")
    game = play(db_pool, {"alice": {"graveyard": ["Baithook Angler"], "battlefield": ["Island"] * 2}, "bob": {}})
    game.cast("alice", "Baithook Angler", zone="graveyard", method="disturb")
    game.move(game.stack_items()[0], "graveyard", cause="countered")
    assert game.names("exile") == ["Baithook Angler"] and game.names("graveyard", "alice") == []


def test_compiled_dawns_truce_gift_a_card_is_drawn_before_the_spells_other_effects(db_pool) -> None:
    """"Gift a card" (CR 702.174a, e, j): the opponent chosen as the gift was promised draws a
    card before the spell's other effects; not promised, nobody draws."""
    require_compiled(db_pool, "Dawn's Truce")
    game = play(db_pool, {"alice": {"hand": ["Dawn's Truce"], "battlefield": ["Plains", "Plains"]}, "bob": {"library": ["Swamp"]}, "carol": {"library": ["Forest"]}},
                answers={"alice": {"player": ["carol"]}})
    game.cast("alice", "Dawn's Truce", method="gift")
    game.resolve_top()
    assert game.names("hand", "carol") == ["Forest"] and game.names("hand", "bob") == []
    game = play(db_pool, {"alice": {"hand": ["Dawn's Truce"], "battlefield": ["Plains", "Plains"]}, "bob": {"library": ["Swamp"]}}, answers={"alice": {"cost": ["no"]}})
    game.cast("alice", "Dawn's Truce")
    game.resolve_top()
    assert game.names("hand", "bob") == [] and not game.events("draw")


def test_compiled_blooming_blast_gift_a_treasure_is_created_before_the_damage(db_pool) -> None:
    """CR 702.174j: the gift's effect happens before the spell's other effects (the Treasure is
    created, then the damage is dealt), and "if the gift was promised" adds the damage to the
    creature's controller."""
    require_compiled(db_pool, "Blooming Blast")
    game = play(db_pool, {"alice": {"hand": ["Blooming Blast"], "battlefield": ["Mountain", "Mountain"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    game.cast("alice", "Blooming Blast", method="gift", targets=["Grizzly Bears"])
    game.resolve_top()
    kinds = [e.kind for e in game.state.events if e.kind in ("create", "damage")]
    assert kinds == ["create", "damage", "damage"]
    assert game.find("Treasure").controller == "bob" and game.player("bob").life == 17
# -- "As this creature enters, ... It enters with ..." (CR 614.1c, 614.12) --------------------------
def test_compiled_devouring_hellion_enters_with_twice_as_many_counters_as_permanents_sacrificed(db_pool) -> None:
    """"If you do, it enters with twice that many +1/+1 counters on it": "it" is the creature
    entering; "that many" the number sacrificed."""
    require_compiled(db_pool, "Devouring Hellion")
    game = play(db_pool, {"alice": {"hand": ["Devouring Hellion"], "battlefield": ["Mountain"] * 3 + ["Grizzly Bears", "Llanowar Elves", "Savannah Lions"]}, "bob": {}},
                answers={"alice": {"may": [True], "number": [2], "card": [["Grizzly Bears", "Llanowar Elves"]]}})
    game.cast("alice", "Devouring Hellion")
    game.resolve_stack()
    hellion = game.find("Devouring Hellion")
    assert hellion.counters["+1/+1"] == 4 and sorted(game.names("graveyard", "alice")) == ["Grizzly Bears", "Llanowar Elves"]


def test_compiled_indominus_rex_gets_a_counter_for_each_keyword_one_discarded_card_has(db_pool) -> None:
    """"It enters with a flying counter on it if a card discarded this way has flying. The same
    is true for ... vigilance.": one of the cards having it is enough (a non-flier discarded
    with it changes nothing); its enters trigger draws a card for each counter."""
    require_compiled(db_pool, "Indominus Rex, Alpha")
    game = play(db_pool, {"alice": {"hand": ["Indominus Rex, Alpha", "Serra Angel", "Grizzly Bears"], "library": ["Island"] * 5, "battlefield": ["Forest"] * 2 + ["Island"] * 2 + ["Swamp"] * 2}, "bob": {}},
                answers={"alice": {"number": [2], "card": [["Serra Angel", "Grizzly Bears"]]}})
    game.cast("alice", "Indominus Rex, Alpha")
    game.resolve_stack()
    rex = game.find("Indominus Rex, Alpha")
    assert dict(rex.counters) == {"flying": 1, "vigilance": 1}
    assert game.names("hand", "alice") == ["Island", "Island"]
def test_compiled_laboratory_maniac_replaces_a_draw_only_from_an_empty_library(db_pool) -> None:
    """"If you would draw a card while your library has no cards in it, you win the game
    instead." (CR 614.1a, 614.11, 104.2b): the condition is checked as each draw would happen."""
    require_compiled(db_pool, "Laboratory Maniac")
    game = play(db_pool, {"alice": {"battlefield": ["Laboratory Maniac"], "library": ["Island"]}, "bob": {}})
    game.draw("alice")
    assert game.names("hand", "alice") == ["Island"] and not game.player("bob").lost
    game.draw("alice")
    assert game.player("bob").lost and not game.player("alice").lost


def test_compiled_hellbent_counts_only_its_controllers_hand(db_pool) -> None:
    # "as long as you have no cards in hand": your hand (the possessive English leaves out),
    # not every player's; an opponent's cards don't turn it off
    require_compiled(db_pool, "Gathan Raiders")
    game = play(db_pool, {"alice": {"battlefield": ["Gathan Raiders"]}, "bob": {"hand": ["Island", "Island"]}})
    raiders = game.find("Gathan Raiders")
    assert game.power(raiders) == 5  # 3/3, +2/+2
    game = play(db_pool, {"alice": {"battlefield": ["Gathan Raiders"], "hand": ["Island"]}, "bob": {}})
    assert game.power(game.find("Gathan Raiders")) == 3


def test_compiled_one_or_fewer_cards_in_hand_is_an_upper_bound(db_pool) -> None:
    # Thresher Lizard (3/2): "gets +1/+2 as long as you have one or fewer cards in hand": at most
    # one card, counted in its controller's hand only
    require_compiled(db_pool, "Thresher Lizard")
    for hand, bonus in (([], 1), (["Island"], 1), (["Island", "Island"], 0)):
        game = play(db_pool, {"alice": {"battlefield": ["Thresher Lizard"], "hand": hand}, "bob": {"hand": ["Island"] * 3}})
        assert game.power(game.find("Thresher Lizard")) == 3 + bonus, hand


def test_compiled_krosan_verge_searches_for_a_card_of_each_description(db_pool) -> None:
    # "Search your library for a Forest card and a Plains card, put them onto the battlefield
    # tapped": two cards, one of each description (CR 701.23a), in one search (701.23h)
    require_compiled(db_pool, "Krosan Verge")
    game = play(db_pool, {"alice": {"battlefield": ["Krosan Verge", "Wastes", "Wastes"], "library": ["Island", "Forest", "Plains", "Forest"]}, "bob": {}})
    game.activate("alice", "Krosan Verge", 2)
    game.resolve_top()
    assert sorted(game.names("battlefield", "alice")) == ["Forest", "Plains", "Wastes", "Wastes"]
    assert sorted(game.names("library", "alice")) == ["Forest", "Island"]
    assert game.find("Plains").tapped and len(game.events("search", "alice")) == 1


def test_compiled_role_tokens_have_the_rules_abilities_and_one_role_per_controller_stays(db_pool) -> None:
    # CR 111.10m: a Royal Role gives +1/+1 and ward {1}; 111.10q: a Wicked Role +1/+1; 303.7a /
    # 704.5y: of two Roles one player controls on the same creature, the older one goes
    require_compiled(db_pool, "Royal Treatment", "Eriette's Whisper")
    game = play(db_pool, {"alice": {"hand": ["Royal Treatment", "Eriette's Whisper"], "battlefield": ["Grizzly Bears", "Forest"] + ["Swamp"] * 4}, "bob": {"hand": ["Island"] * 2}})
    bears = game.find("Grizzly Bears")
    game.cast("alice", "Royal Treatment")
    game.resolve_top()
    royal = game.find("Royal")
    assert royal.attached_to == bears.id and game.characteristics(royal).has_subtype("Role")
    assert (game.power(bears), game.toughness(bears)) == (3, 3) and game.characteristics(bears).has_keyword("ward")
    game.cast("alice", "Eriette's Whisper")
    game.resolve_top()
    assert game.names("battlefield", "alice").count("Royal") == 0 and "Wicked" in game.names("battlefield", "alice")
    assert (game.power(bears), game.toughness(bears)) == (3, 3) and not game.characteristics(bears).has_keyword("ward")


def test_compiled_otherwise_after_as_long_as_applies_while_the_condition_does_not_hold(db_pool) -> None:
    # Gift of Fangs: "Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, it gets
    # -2/-2." (CR 611.3a): one or the other, never both
    require_compiled(db_pool, "Gift of Fangs")
    for creature, (power, toughness) in (("Vampire Nighthawk", (4, 5)), ("Hill Giant", (1, 1))):
        game = play(db_pool, {"alice": {"hand": ["Gift of Fangs"], "battlefield": [creature, "Swamp"]}, "bob": {}}, answers={"alice": {"target": [creature]}})
        game.cast("alice", "Gift of Fangs")
        game.resolve_top()
        enchanted = game.find(creature)
        assert game.find("Gift of Fangs").attached_to == enchanted.id
        assert (game.power(enchanted), game.toughness(enchanted)) == (power, toughness), creature


# -- attack requirements and the keyword actions' designations (CR 508.1d, 701.15, 701.35, 701.60) --
def _declare_attackers(game: Game) -> list[str]:
    game.state.step = "beginning_of_combat"
    game.advance()
    return sorted(game.get(i).name for i in game.state.combat["attackers"])


def test_compiled_a_creature_that_attacks_each_combat_if_able_attacks(db_pool) -> None:
    # CR 508.1d: the requirement is obeyed though the player declares no attacker
    require_compiled(db_pool, "Bloodrock Cyclops")
    game = play(db_pool, {"alice": {"battlefield": ["Bloodrock Cyclops", "Grizzly Bears"]}, "bob": {}}, answers={"alice": {"attackers": [[]]}})
    assert _declare_attackers(game) == ["Bloodrock Cyclops"]


def test_compiled_a_goaded_creature_attacks_until_the_goaders_next_turn(db_pool) -> None:
    # Jeering Homunculus: "you may goad target creature" (CR 701.15a-b)
    from oraclec.runtime.turns import begin_turn

    require_compiled(db_pool, "Jeering Homunculus")
    game = play(db_pool, {"alice": {"hand": ["Jeering Homunculus"], "battlefield": ["Island", "Island"]}, "bob": {"battlefield": ["Grizzly Bears"]}},
                answers={"alice": {"target": ["Grizzly Bears"]}, "bob": {"attackers": [[], []]}})
    game.cast("alice", "Jeering Homunculus")
    game.resolve_top()
    game.resolve_top()  # the enters trigger
    begin_turn(game)  # bob's turn: the goaded Bears attack though bob declares none
    assert game.active_player.name == "bob" and _declare_attackers(game) == ["Grizzly Bears"]
    begin_turn(game)  # alice's next turn: no longer goaded
    begin_turn(game)
    assert game.active_player.name == "bob" and _declare_attackers(game) == []


def test_compiled_a_detained_creature_cant_attack_until_the_detainers_next_turn(db_pool) -> None:
    # Azorius Arrester: "detain target creature an opponent controls" (CR 701.35a)
    from oraclec.runtime.turns import begin_turn

    require_compiled(db_pool, "Azorius Arrester")
    game = play(db_pool, {"alice": {"hand": ["Azorius Arrester"], "battlefield": ["Plains", "Plains"]}, "bob": {"battlefield": ["Grizzly Bears"]}},
                answers={"alice": {"target": ["Grizzly Bears"]}, "bob": {"attackers": [["Grizzly Bears"], ["Grizzly Bears"]]}})
    game.cast("alice", "Azorius Arrester")
    game.resolve_top()
    game.resolve_top()
    bears = game.find("Grizzly Bears")
    assert "can't attack or block" in game.characteristics(bears).rules
    begin_turn(game)
    assert _declare_attackers(game) == []
    begin_turn(game)
    begin_turn(game)
    assert _declare_attackers(game) == ["Grizzly Bears"]


def test_compiled_a_creature_goaded_by_a_static_ability_attacks_while_it_applies(db_pool) -> None:
    # Psychic Impetus: "Enchanted creature gets +2/+2 and is goaded." (CR 701.15b)
    from oraclec.runtime.turns import begin_turn

    require_compiled(db_pool, "Psychic Impetus")
    game = play(db_pool, {"alice": {"hand": ["Psychic Impetus"], "battlefield": ["Island"] * 3}, "bob": {"battlefield": ["Grizzly Bears", "Hill Giant"]}},
                answers={"alice": {"target": ["Grizzly Bears"]}, "bob": {"attackers": [[]]}})
    game.cast("alice", "Psychic Impetus")
    game.resolve_top()
    begin_turn(game)
    assert _declare_attackers(game) == ["Grizzly Bears"]
def test_compiled_coils_of_the_medusa_destroys_only_the_creatures_blocking_enchanted_creature(db_pool) -> None:
    """"Sacrifice this Aura: Destroy all non-Wall creatures blocking enchanted creature." (CR
    509.1a): the blockers of the enchanted attacker, not those of another attacker."""
    compiled_fully(db_pool, "Coils of the Medusa")
    game = play(db_pool, {"alice": {"battlefield": ["Grizzly Bears", "Hill Giant", "Coils of the Medusa"]}, "bob": {"battlefield": ["Llanowar Elves", "Memnite", "Ornithopter"]}})
    bears, giant = game.find("Grizzly Bears"), game.find("Hill Giant")
    game.find("Coils of the Medusa").attached_to = bears.id
    game.state.combat = {"attackers": {bears.id: "bob", giant.id: "bob"},
                         "blockers": {bears.id: [game.find("Llanowar Elves").id, game.find("Memnite").id], giant.id: [game.find("Ornithopter").id]}}
    game.activate("alice", "Coils of the Medusa")
    game.resolve_stack()
    assert sorted(game.names("battlefield")) == ["Grizzly Bears", "Hill Giant", "Ornithopter"]


def test_compiled_within_range_counts_the_creatures_attacking_each_opponent(db_pool) -> None:
    """"Whenever you attack, each opponent loses life equal to the number of creatures attacking
    them." — "them" is the opponent losing life (CR 101.4), and only attacking creatures count."""
    compiled_fully(db_pool, "Within Range")
    game = play(db_pool, {"alice": {"battlefield": ["Within Range", "Grizzly Bears", "Hill Giant", "Memnite"]}, "bob": {"battlefield": ["Ornithopter"]}},
                answers={"alice": {"attackers": [["Hill Giant"]]}})
    game.state.step = "beginning_of_combat"
    game.advance()  # declare attackers
    game.resolve_stack()
    assert game.player("bob").life == 19


def test_compiled_rampaging_cyclops_is_smaller_only_while_two_or_more_creatures_block_it(db_pool) -> None:
    """"This creature gets -2/-0 as long as two or more creatures are blocking it.": at least
    two blockers of this creature (CR 509.1a), not every creature blocking."""
    from oraclec.runtime.combat import declare_attackers, declare_blockers

    compiled_fully(db_pool, "Rampaging Cyclops")
    for blocks, power in (([["Llanowar Elves"], ["Memnite", "Ornithopter"]], 4), ([["Llanowar Elves", "Memnite"], ["Ornithopter"]], 2)):
        game = play(db_pool, {"alice": {"battlefield": ["Rampaging Cyclops", "Hill Giant"]}, "bob": {"battlefield": ["Llanowar Elves", "Memnite", "Ornithopter"]}},
                    answers={"alice": {"attackers": [["Rampaging Cyclops", "Hill Giant"]]}, "bob": {"blockers": blocks}})
        cyclops = game.find("Rampaging Cyclops")
        assert game.power(cyclops) == 4
        declare_attackers(game)
        declare_blockers(game)
        assert game.power(cyclops) == power


@pytest.mark.parametrize("chosen", [True, False])
def test_compiled_thorn_elemental_may_assign_its_combat_damage_as_though_it_werent_blocked(db_pool, chosen) -> None:
    """"You may have this creature assign its combat damage as though it weren't blocked.": its
    controller chooses as the damage is assigned; if so, all of it goes to the player it attacks
    (CR 510.1b), none to the blocker."""
    from oraclec.runtime.combat import combat_damage, declare_attackers, declare_blockers

    compiled_fully(db_pool, "Thorn Elemental")
    game = play(db_pool, {"alice": {"battlefield": ["Thorn Elemental"]}, "bob": {"battlefield": ["Hill Giant"]}},
                answers={"alice": {"attackers": [["Thorn Elemental"]], "may": [chosen]}, "bob": {"blockers": [["Hill Giant"]]}})
    declare_attackers(game)
    declare_blockers(game)
    combat_damage(game)
    game.check_state()
    assert game.player("bob").life == (13 if chosen else 20)
    assert ("Hill Giant" in game.names("battlefield")) == chosen


def test_compiled_streetwise_negotiator_assigns_combat_damage_equal_to_its_toughness(db_pool) -> None:
    """"This creature assigns combat damage equal to its toughness rather than its power." (CR
    510.1a), as an attacker and as a blocker."""
    from oraclec.runtime.combat import combat_damage, declare_attackers, declare_blockers

    compiled_fully(db_pool, "Streetwise Negotiator")
    game = play(db_pool, {"alice": {"battlefield": ["Streetwise Negotiator"]}, "bob": {}}, answers={"alice": {"attackers": [["Streetwise Negotiator"]]}})
    negotiator = game.find("Streetwise Negotiator")
    assert game.power(negotiator) != game.toughness(negotiator)
    declare_attackers(game)
    declare_blockers(game)
    combat_damage(game)
    assert game.player("bob").life == 20 - game.toughness(negotiator)


def test_compiled_mammoth_harness_gives_first_strike_to_the_other_creature(db_pool) -> None:
    """"Whenever enchanted creature blocks or becomes blocked by a creature, the other creature
    gains first strike until end of turn.": the enchanted creature is no source of the ability,
    and the event it matched (it became blocked) says which creature is the other (CR 509.1)."""
    from oraclec.runtime.combat import declare_attackers, declare_blockers

    compiled_fully(db_pool, "Mammoth Harness")
    game = play(db_pool, {"alice": {"battlefield": ["Grizzly Bears", "Mammoth Harness"]}, "bob": {"battlefield": ["Hill Giant"]}},
                answers={"alice": {"attackers": [["Grizzly Bears"]]}, "bob": {"blockers": [["Hill Giant"]]}})
    bears, giant = game.find("Grizzly Bears"), game.find("Hill Giant")
    game.find("Mammoth Harness").attached_to = bears.id
    declare_attackers(game)
    declare_blockers(game)
    game.resolve_stack()
    assert game.characteristics(giant).has_keyword("First strike")
    assert not game.characteristics(bears).has_keyword("First strike")


def test_compiled_venom_destroys_the_creature_blocking_enchanted_creature_at_end_of_combat(db_pool) -> None:
    """"Whenever enchanted creature blocks or becomes blocked by a non-Wall creature, destroy the
    other creature at end of combat.": the blocker, though the enchanted creature died in combat."""
    compiled_fully(db_pool, "Venom")
    game = play(db_pool, {"alice": {"battlefield": ["Grizzly Bears", "Venom"]}, "bob": {"battlefield": ["Hill Giant"]}},
                answers={"alice": {"attackers": [["Grizzly Bears"]]}, "bob": {"blockers": [["Hill Giant"]]}})
    game.find("Venom").attached_to = game.find("Grizzly Bears").id
    game.state.step = "beginning_of_combat"
    while game.state.step != "end_of_combat":
        game.advance()
        game.resolve_stack()
        if game.state.step == "combat_damage":
            assert game.names("battlefield") == ["Hill Giant"]  # the bears died, Venom with them
    assert game.names("battlefield") == []


def test_compiled_intrepid_ace_is_bigger_only_while_neither_attacking_nor_blocking(db_pool) -> None:
    """"This creature gets +2/+0 as long as it isn't attacking or blocking.": neither combat
    state (CR 506.4)."""
    from oraclec.runtime.combat import declare_attackers

    compiled_fully(db_pool, "Intrepid Ace")
    game = play(db_pool, {"alice": {"battlefield": ["Intrepid Ace"]}, "bob": {}}, answers={"alice": {"attackers": [["Intrepid Ace"]]}})
    ace = game.find("Intrepid Ace")
    printed = int(db_pool.get("Intrepid Ace").faces[0].power)
    assert game.power(ace) == printed + 2
    declare_attackers(game)
    assert game.power(ace) == printed
def test_compiled_dissipate_exiles_the_spell_it_counters(db_pool) -> None:
    """"If that spell is countered this way, exile it instead of putting it into its owner's
    graveyard" (CR 701.6a, 614.1a): the countered spell goes to exile, never to the graveyard."""
    require_compiled(db_pool, "Dissipate", "Grizzly Bears")
    game = play(db_pool, {"alice": {"hand": ["Grizzly Bears"], "battlefield": ["Forest"] * 2}, "bob": {"hand": ["Dissipate"], "battlefield": ["Island"] * 3}})
    bears = game.cast("alice", "Grizzly Bears")
    game.state.priority = game.player("bob").index
    game.cast("bob", "Dissipate", targets=[bears])
    game.resolve_top()
    assert game.names("stack") == [] and game.names("exile") == ["Grizzly Bears"]
    assert game.names("graveyard", "alice") == [] and [e.object.name for e in game.events("countered")] == ["Grizzly Bears"]


def test_compiled_a_permanent_spell_trigger_ignores_a_sorcery(db_pool) -> None:
    """"Whenever you cast a blue permanent spell, draw a card." (Defiler of Dreams' second
    ability): an artifact, battle, creature, enchantment or planeswalker spell (CR 110.4b); a
    blue sorcery is no permanent spell."""
    from conftest import compiled

    db_pool.add(homebrew("Dream Watcher", "Enchantment", mana_cost="{2}{U}", abilities=list(compiled("Whenever you cast a blue permanent spell, draw a card."))))
    require_compiled(db_pool, "Storm Crow", "Divination")
    for spell, lands, drawn in (("Storm Crow", ["Island"] * 2, 1), ("Divination", ["Island"] * 3, 2)):
        game = play(db_pool, {"alice": {"hand": [spell], "battlefield": ["Dream Watcher", *lands], "library": ["Island"] * 5}, "bob": {}})
        hand = len(game.names("hand", "alice"))
        game.cast("alice", spell)
        game.resolve_stack()
        # Storm Crow: the trigger's card; Divination: its own two cards and no trigger
        assert len(game.names("hand", "alice")) == hand - 1 + drawn


def test_compiled_tomorrow_looks_at_three_and_keeps_one_instead_of_drawing(db_pool) -> None:
    """Tomorrow, Azami's Familiar: "If you would draw a card, look at the top three cards of your
    library instead. Put one of those cards into your hand and the rest on the bottom of your
    library in any order." (CR 614.1a): the second sentence is part of what is done instead."""
    require_compiled(db_pool, "Tomorrow, Azami's Familiar")
    library = ["Island", "Forest", "Mountain", "Swamp", "Plains"]
    game = play(db_pool, {"alice": {"battlefield": ["Tomorrow, Azami's Familiar"], "library": library}, "bob": {}}, answers={"alice": {"card": ["Forest"]}})
    game.draw("alice")
    assert game.names("hand", "alice") == ["Forest"]
    remaining = game.names("library", "alice")
    assert remaining[:2] == ["Swamp", "Plains"] and sorted(remaining[2:]) == ["Island", "Mountain"]


def test_compiled_visions_of_beyond_counts_one_graveyard(db_pool) -> None:
    """Visions of Beyond: "Draw a card. If a graveyard has twenty or more cards in it, draw three
    cards instead.": one player's graveyard (CR 404.1), not all of them together."""
    require_compiled(db_pool, "Visions of Beyond")
    for graveyards, drawn in (((10, 10), 1), ((0, 20), 3)):
        game = play(db_pool, {"alice": {"hand": ["Visions of Beyond"], "battlefield": ["Island"], "library": ["Island"] * 5, "graveyard": ["Forest"] * graveyards[0]},
                              "bob": {"graveyard": ["Forest"] * graveyards[1]}})
        game.cast("alice", "Visions of Beyond")
        game.resolve_stack()
        assert len(game.names("hand", "alice")) == drawn


def test_compiled_war_screecher_pumps_every_other_creature_you_control(db_pool) -> None:
    """War Screecher: "{5}{W}, {T}: Other creatures you control get +1/+1 until end of turn.":
    "other" alone is a plural determiner, every other creature (not one chosen)."""
    require_compiled(db_pool, "War Screecher", "Grizzly Bears")
    game = play(db_pool, {"alice": {"battlefield": ["War Screecher", "Grizzly Bears", "Grizzly Bears"] + ["Plains"] * 6}, "bob": {"battlefield": ["Grizzly Bears"]}})
    game.activate("alice", "War Screecher")
    game.resolve_stack()
    assert sorted((o.controller, game.power(o)) for o in game.battlefield() if o.name == "Grizzly Bears") == [("alice", 3), ("alice", 3), ("bob", 2)]


def test_compiled_gaeas_liege_counts_the_forests_of_its_controller(db_pool) -> None:
    """Gaea's Liege: "As long as ~ isn't attacking, its power and toughness are each equal to the
    number of Forests you control." (CR 604.3): the Liege's, not the Forests' power and toughness."""
    require_compiled(db_pool, "Gaea's Liege")
    game = play(db_pool, {"alice": {"battlefield": ["Gaea's Liege"] + ["Forest"] * 3}, "bob": {"battlefield": ["Forest"]}})
    liege = game.find("Gaea's Liege")
    assert (game.power(liege), game.toughness(liege)) == (3, 3)
    assert {game.power(forest) for forest in game.battlefield() if forest.name == "Forest"} == {None}


def test_compiled_desertion_takes_only_an_artifact_or_creature_spell_it_counters(db_pool) -> None:
    """Desertion: "Counter target spell. If an artifact or creature spell is countered this way,
    put that card onto the battlefield under your control instead of into its owner's graveyard."
    (CR 701.6a, 614.1a): a creature spell enters under the caster of Desertion; any other spell
    goes to its owner's graveyard."""
    require_compiled(db_pool, "Desertion", "Grizzly Bears", "Divination")
    for spell, lands, battlefield, graveyard in (("Grizzly Bears", ["Forest"] * 2, ["Grizzly Bears"], []), ("Divination", ["Island"] * 3, [], ["Divination"])):
        game = play(db_pool, {"alice": {"hand": [spell], "battlefield": lands}, "bob": {"hand": ["Desertion"], "battlefield": ["Island"] * 5}})
        cast = game.cast("alice", spell)
        game.state.priority = game.player("bob").index
        game.cast("bob", "Desertion", targets=[cast])
        game.resolve_top()
        assert game.names("stack") == []
        assert [o.name for o in game.battlefield("bob") if o.name == spell] == battlefield
        assert [n for n in game.names("graveyard", "alice") if n == spell] == graveyard


def test_compiled_syncopate_exiles_only_a_spell_it_countered(db_pool) -> None:
    """Syncopate: "Counter target spell unless its controller pays {X}. If that spell is
    countered this way, exile it ...": paid for, the spell stays on the stack and resolves
    (and is not exiled); not paid for, it is exiled."""
    require_compiled(db_pool, "Syncopate", "Grizzly Bears")
    for pays, where in ((True, "battlefield"), (False, "exile")):
        game = play(db_pool, {"alice": {"hand": ["Grizzly Bears"], "battlefield": ["Forest"] * 3}, "bob": {"hand": ["Syncopate"], "battlefield": ["Island"] * 2}},
                    answers={"alice": {"may": [pays]}, "bob": {"x": [1]}})
        bears = game.cast("alice", "Grizzly Bears")
        game.state.priority = game.player("bob").index
        game.cast("bob", "Syncopate", targets=[bears], x=1)
        game.resolve_stack()
        assert "Grizzly Bears" in game.names(where)
        assert game.names("exile") == ([] if pays else ["Grizzly Bears"]) and game.names("graveyard", "alice") == []


def test_compiled_renegade_reaper_gains_life_only_if_an_angel_was_milled(db_pool) -> None:
    """Renegade Reaper: "mill four cards. If at least one Angel card is milled this way, you
    gain 4 life": the cards the mill put into the graveyard, not the graveyard's other cards."""
    require_compiled(db_pool, "Renegade Reaper")
    for library, gained in ((["Serra Angel"] + ["Island"] * 4, 4), (["Island"] * 4 + ["Serra Angel"], 0)):
        game = play(db_pool, {"alice": {"hand": ["Renegade Reaper"], "library": library, "graveyard": ["Serra Angel"], "battlefield": ["Swamp"] * 3}, "bob": {}})
        life = game.player("alice").life
        game.cast("alice", "Renegade Reaper")
        game.resolve_stack()
        assert game.player("alice").life == life + gained


def test_compiled_haunting_imitation_returns_itself_when_no_creature_card_was_revealed(db_pool) -> None:
    """Haunting Imitation: "If no creature cards were revealed this way, return ~ to its owner's
    hand."."""
    require_compiled(db_pool, "Haunting Imitation")
    for top, hand in (("Grizzly Bears", []), ("Island", ["Haunting Imitation"])):
        game = play(db_pool, {"alice": {"hand": ["Haunting Imitation"], "library": [top], "battlefield": ["Island"] * 4}, "bob": {"library": ["Forest"]}})
        game.cast("alice", "Haunting Imitation")
        game.resolve_stack()
        assert game.names("hand", "alice") == hand


def test_compiled_fold_into_aether_offers_a_creature_when_the_spell_was_countered(db_pool) -> None:
    """Fold into Aether: "Counter target spell. If that spell is countered this way, its
    controller may put a creature card from their hand onto the battlefield.": the countered
    spell is one of the objects the counter acted on."""
    require_compiled(db_pool, "Fold into Aether", "Serra Angel", "Grizzly Bears")
    game = play(db_pool, {"alice": {"hand": ["Grizzly Bears", "Serra Angel"], "battlefield": ["Forest"] * 2}, "bob": {"hand": ["Fold into Aether"], "battlefield": ["Island"] * 4}},
                answers={"alice": {"may": [True], "card": ["Serra Angel"]}})
    bears = game.cast("alice", "Grizzly Bears")
    game.state.priority = game.player("bob").index
    game.cast("bob", "Fold into Aether", targets=[bears])
    game.resolve_top()
    assert "Serra Angel" in game.names("battlefield") and game.names("graveyard", "alice") == ["Grizzly Bears"]


def test_compiled_blood_tithe_gains_the_life_all_opponents_lost(db_pool) -> None:
    """Blood Tithe: "Each opponent loses 3 life. You gain life equal to the life lost this
    way.": the life lost by all of them together (CR 119.3)."""
    require_compiled(db_pool, "Blood Tithe")
    game = play(db_pool, {"alice": {"hand": ["Blood Tithe"], "battlefield": ["Swamp"] * 4}, "bob": {}, "carol": {}})
    game.cast("alice", "Blood Tithe")
    game.resolve_top()
    assert [game.player(p).life for p in ("alice", "bob", "carol")] == [26, 17, 17]


def test_compiled_corrupt_gains_the_damage_it_dealt(db_pool) -> None:
    """Corrupt: "~ deals damage to any target equal to the number of Swamps you control. You
    gain life equal to the damage dealt this way."."""
    require_compiled(db_pool, "Corrupt")
    game = play(db_pool, {"alice": {"hand": ["Corrupt"], "battlefield": ["Swamp"] * 7}, "bob": {"battlefield": ["Grizzly Bears"]}})
    game.player("alice").life = 10
    game.cast("alice", "Corrupt", targets=[game.find("Grizzly Bears")])
    game.resolve_top()
    assert game.player("alice").life == 17 and game.names("graveyard", "bob") == ["Grizzly Bears"]


def test_compiled_dread_summons_counts_the_creature_cards_milled_into_each_graveyard(db_pool) -> None:
    """Dread Summons: "Each player mills X cards. For each creature card put into a graveyard
    this way, you create a tapped 2/2 black Zombie creature token.": the cards those mills put
    there, not the creature cards already in the graveyards."""
    require_compiled(db_pool, "Dread Summons")
    game = play(db_pool, {"alice": {"hand": ["Dread Summons"], "library": ["Grizzly Bears", "Island", "Island"], "graveyard": ["Serra Angel"], "battlefield": ["Swamp"] * 4},
                          "bob": {"library": ["Serra Angel", "Grizzly Bears", "Llanowar Elves"], "graveyard": ["Grizzly Bears"]}},
                answers={"alice": {"x": [2]}})
    game.cast("alice", "Dread Summons", x=2)
    game.resolve_top()
    zombies = [o for o in game.battlefield("alice") if o.name.startswith("Zombie")]
    assert len(zombies) == 3 and all(z.tapped for z in zombies)


def test_compiled_fanatic_of_the_harrowing_draws_only_if_you_discarded(db_pool) -> None:
    """Fanatic of the Harrowing: "each player discards a card. If you discarded a card this
    way, draw a card.": the cards your opponent discarded are not yours."""
    require_compiled(db_pool, "Fanatic of the Harrowing")
    for hand, drawn in ((["Island"], True), ([], False)):
        game = play(db_pool, {"alice": {"hand": ["Fanatic of the Harrowing", *hand], "library": ["Forest"], "battlefield": ["Swamp"] * 4}, "bob": {"hand": ["Mountain"]}},
                    answers={"alice": {"card": hand}, "bob": {"card": ["Mountain"]}})
        game.cast("alice", "Fanatic of the Harrowing")
        game.resolve_stack()
        assert game.names("graveyard", "bob") == ["Mountain"]
        assert game.names("hand", "alice") == (["Forest"] if drawn else [])


def test_compiled_nadaar_gives_nothing_without_a_completed_dungeon(db_pool) -> None:
    """Nadaar, Selfless Paladin: "Other creatures you control get +1/+1 as long as you've
    completed a dungeon." (CR 309.7): no dungeon was completed, so the Bears stay 2/2."""
    require_compiled(db_pool, "Nadaar, Selfless Paladin")
    game = play(db_pool, {"alice": {"battlefield": ["Nadaar, Selfless Paladin", "Grizzly Bears"]}, "bob": {}})
    assert game.power(game.find("Grizzly Bears")) == 2


def test_compiled_commanders_insignia_counts_no_commander_casts(db_pool) -> None:
    """Commander's Insignia: "Creatures you control get +1/+1 for each time you've cast your
    commander from the command zone this game." (CR 903.8): a game without commanders has
    no such casts."""
    require_compiled(db_pool, "Commander's Insignia")
    game = play(db_pool, {"alice": {"battlefield": ["Commander's Insignia", "Grizzly Bears"]}, "bob": {}})
    assert game.power(game.find("Grizzly Bears")) == 2


def test_compiled_cards_exiled_from_a_hand_this_way_are_counted_apart_from_the_others() -> None:
    """"Exile all cards from target player's graveyard and hand. You gain 3 life for each card
    exiled from their hand this way.": the zone each came from is part of the record."""
    text = "Exile all cards from target player's graveyard and hand. You gain 3 life for each card exiled from their hand this way."
    (spell,) = compile_text(text, is_spell=True)
    pool = CardPool()
    pool.add(homebrew("Hand Purge Test", "Sorcery", mana_cost="{0}", abilities=[spell], oracle_text=text))
    game = Game.setup({"alice": {"hand": ["Hand Purge Test"]}, "bob": {"hand": ["Island", "Forest"], "graveyard": ["Swamp", "Swamp", "Swamp"]}}, pool=pool)
    game.cast("alice", "Hand Purge Test", targets=["bob"])
    game.resolve_top()
    assert len(game.names("exile")) == 5 and game.player("alice").life == 26


def test_compiled_chrome_courier_gains_life_for_an_artifact_put_into_your_hand(db_pool) -> None:
    """Chrome Courier: "reveal the top two cards of your library. Put one of them into your
    hand and the other into your graveyard. If you put an artifact card into your hand this
    way, you gain 3 life.": the card put into the hand, not the one put into the graveyard."""
    require_compiled(db_pool, "Chrome Courier")
    for kept, gained in (("Ornithopter", 3), ("Island", 0)):
        game = play(db_pool, {"alice": {"hand": ["Chrome Courier"], "library": ["Ornithopter", "Island"], "battlefield": ["Island", "Island", "Plains"]}, "bob": {}},
                    answers={"alice": {"card": [kept]}})
        game.cast("alice", "Chrome Courier")
        game.resolve_stack()
        assert game.names("hand", "alice") == [kept] and game.player("alice").life == 20 + gained
@pytest.mark.parametrize(
    ("method", "targets", "bob_life", "artifact_left"),
    [
        (["kicker {R}"], ["bob"], 18, True),
        (["kicker {W}"], ["Ornithopter"], 20, False),
        (["kicker {R}", "kicker {W}"], ["bob", "Ornithopter"], 18, False),
        (None, [], 20, True),
    ],
)
def test_compiled_thornscape_battlemage_kicked_with_either_both_or_neither_cost(db_pool, method, targets, bob_life, artifact_left) -> None:
    """CR 702.33b, 702.33d, 702.33f: "Kicker {R} and/or {W}": each cost is paid or not; "if it
    was kicked with its {R} kicker" tests that cost only, and only its cost is paid."""
    require_compiled(db_pool, "Thornscape Battlemage")
    game = play(db_pool, {"alice": {"hand": ["Thornscape Battlemage"], "battlefield": ["Forest"] * 3 + ["Mountain", "Plains"]}, "bob": {"battlefield": ["Ornithopter"]}},
                answers={"alice": {"target": targets}})
    game.cast("alice", "Thornscape Battlemage", method=method)
    paid = game.find("Thornscape Battlemage").cast.ctx
    assert paid.times_paid.get("kicker", 0) == len(method or ())
    assert {m for m in (method or ())} <= paid.costs_paid and ("kicker" in paid.costs_paid) == bool(method)
    while game.names("stack"):
        game.resolve_top()
    lands = [p for p in game.zone("battlefield", "alice") if p.name in ("Mountain", "Plains")]
    assert [p.tapped for p in lands] == [method is not None and "kicker {R}" in method, method is not None and "kicker {W}" in method]
    assert game.player("bob").life == bob_life
    assert game.find("Ornithopter") is not None if artifact_left else "Ornithopter" in game.names("graveyard", "bob")
def test_compiled_break_open_turns_a_face_down_creature_face_up(db_pool) -> None:
    """"Turn target face-down creature an opponent controls face up." (CR 708.8): the face-down
    2/2 is its own card again."""
    require_compiled(db_pool, "Break Open")
    game = play(db_pool, {"alice": {"hand": ["Break Open"], "battlefield": ["Mountain"] * 2}, "bob": {"battlefield": [{"card": "Colossal Dreadmaw", "face_down": True}]}},
                answers={"alice": {"target": ["Colossal Dreadmaw"]}})
    dreadmaw = game.find("Colossal Dreadmaw")
    assert game.power(dreadmaw) == 2
    game.cast("alice", "Break Open")
    game.resolve_top()
    assert not dreadmaw.face_down and game.power(dreadmaw) == 6


def test_compiled_mischievous_quanar_turns_itself_face_down(db_pool) -> None:
    """"{3}{U}{U}: Turn this creature face down." (CR 708.2a): a 2/2 with no name."""
    require_compiled(db_pool, "Mischievous Quanar")
    game = play(db_pool, {"alice": {"battlefield": ["Mischievous Quanar"] + ["Island"] * 5}, "bob": {}})
    quanar = game.find("Mischievous Quanar")
    game.activate("alice", "Mischievous Quanar")
    game.resolve_top()
    assert quanar.face_down and game.characteristics(quanar).name == "" and game.power(quanar) == 2


def test_compiled_vega_draws_for_a_spell_cast_from_anywhere_other_than_a_hand(db_pool) -> None:
    """"Whenever you cast a spell from anywhere other than your hand, draw a card.": a flashback
    spell cast from the graveyard triggers it, a spell cast from the hand does not."""
    require_compiled(db_pool, "Vega, the Watcher", "Think Twice")
    game = play(db_pool, {"alice": {"hand": ["Think Twice"], "graveyard": ["Think Twice"], "library": ["Island"] * 6, "battlefield": ["Vega, the Watcher"] + ["Island"] * 5}, "bob": {}})
    game.cast("alice", "Think Twice", zone="hand")
    game.resolve_stack()
    assert [e.object.name for e in game.events("trigger")] == []
    game.cast("alice", "Think Twice", zone="graveyard", method="flashback")
    game.resolve_stack()
    assert [e.object.name for e in game.events("trigger")] == ["Vega, the Watcher"]


@pytest.mark.parametrize(("crew", "crews"), [("Hotshot Mechanic", True), ("Giant Ox", True), ("Grizzly Bears", False)])
def test_compiled_a_creature_that_crews_as_though_its_power_were_greater(db_pool, crew: str, crews: bool) -> None:
    """CR 702.122a: crew 3 taps creatures with total power 3 or greater; "This creature crews
    Vehicles as though its power were 2 greater." (a 2/1 counts 4), "using its toughness rather
    than its power" (a 0/6 counts 6); a 2/2 alone can't."""
    require_compiled(db_pool, "Skysovereign, Consul Flagship", crew)
    game = play(db_pool, {"alice": {"battlefield": ["Skysovereign, Consul Flagship", crew]}, "bob": {}}, answers={"alice": {"card": [crew]}})
    ship = game.find("Skysovereign, Consul Flagship")
    if not crews:
        with pytest.raises(IllegalAction):
            game.activate("alice", ship)
        return
    game.activate("alice", ship)
    game.resolve_top()
    assert game.find(crew).tapped and game.is_type(ship, "Creature")


def test_compiled_veteran_motorist_triggers_as_it_crews_a_vehicle(db_pool) -> None:
    """CR 702.122b: a creature "crews a Vehicle" as it's tapped to pay its crew cost; "that
    Vehicle" is the one crewed (CR 611.2c: the +1/+1 applies once it is a creature, 613.1)."""
    require_compiled(db_pool, "Veteran Motorist", "Skysovereign, Consul Flagship")
    game = play(db_pool, {"alice": {"battlefield": ["Skysovereign, Consul Flagship", "Veteran Motorist"]}, "bob": {}}, answers={"alice": {"card": ["Veteran Motorist"]}})
    ship = game.find("Skysovereign, Consul Flagship")
    game.activate("alice", ship)
    game.resolve_stack()
    assert [e.object.name for e in game.events("trigger")] == ["Veteran Motorist"]
    assert game.is_type(ship, "Creature") and (game.power(ship), game.toughness(ship)) == (7, 6)


def test_compiled_champion_of_the_clachan_beholds_and_exiles_a_kithkin_card_it_returns(db_pool) -> None:
    """"As an additional cost to cast this spell, behold a Kithkin and exile it." (CR 701.4a: a
    Kithkin card revealed from the hand, here) and "When this creature leaves the battlefield,
    return the exiled card to its owner's hand.": the card exiled for its cost."""
    require_compiled(db_pool, "Champion of the Clachan", "Kinsbaile Aspirant")
    game = play(db_pool, {"alice": {"hand": ["Champion of the Clachan", "Kinsbaile Aspirant"], "battlefield": ["Plains"] * 4}, "bob": {}},
                answers={"alice": {"card": ["Kinsbaile Aspirant"]}})
    game.cast("alice", "Champion of the Clachan")
    assert game.names("exile") == ["Kinsbaile Aspirant"] and [e.kind for e in game.events("reveal")] == ["reveal"]
    game.resolve_top()
    game.move(game.find("Champion of the Clachan"), "graveyard", cause="test")
    game.resolve_stack()
    assert game.names("exile") == [] and game.names("hand", "alice") == ["Kinsbaile Aspirant"]


def test_compiled_behold_a_kithkin_you_control_or_pay(db_pool) -> None:
    """"behold a Kithkin or pay {2}": a Kithkin permanent chosen stays where it is (CR 701.4a);
    with no Kithkin and no {2}, the spell can't be cast."""
    require_compiled(db_pool, "Kinsbaile Aspirant")
    game = play(db_pool, {"alice": {"hand": ["Kinsbaile Aspirant"], "battlefield": ["Plains", "Champion of the Clachan"]}, "bob": {}},
                answers={"alice": {"card": ["Champion of the Clachan"]}})
    game.cast("alice", "Kinsbaile Aspirant")
    game.resolve_top()
    assert sorted(game.names("battlefield")) == ["Champion of the Clachan", "Kinsbaile Aspirant", "Plains"]
    assert game.find("Champion of the Clachan").zone == "battlefield" and not game.events("reveal")
    game = play(db_pool, {"alice": {"hand": ["Kinsbaile Aspirant"], "battlefield": ["Plains"]}, "bob": {}})
    with pytest.raises(IllegalAction):
        game.cast("alice", "Kinsbaile Aspirant")


@pytest.mark.parametrize("behold", [True, False])
def test_compiled_if_a_dragon_was_beheld(db_pool, behold: bool) -> None:
    """"As an additional cost to cast this spell, you may behold a Dragon." and "If a Dragon was
    beheld, exile that player's graveyard." (CR 701.4a-b): a Dragon card revealed from the hand."""
    require_compiled(db_pool, "Draconic Fealty")
    game = play(db_pool, {"alice": {"hand": ["Draconic Fealty", "Shivan Dragon"], "battlefield": ["Swamp"]}, "bob": {"graveyard": ["Island"]}},
                answers={"alice": {"target": ["bob"], "cost": ["additional" if behold else "no"], "card": ["Shivan Dragon"]}})
    game.cast("alice", "Draconic Fealty")
    game.resolve_stack()
    assert game.names("exile") == (["Island"] if behold else [])
    assert len(game.events("reveal")) == int(behold) and game.names("hand", "alice") == ["Shivan Dragon"]


@pytest.mark.parametrize("dragon", [True, False])
def test_compiled_sarkhan_beholds_a_dragon_as_it_enters(db_pool, dragon: bool) -> None:
    """"When Sarkhan enters, you may behold a Dragon. If you do, create a Treasure token.":
    beholding as an instruction (CR 701.4a); with no Dragon it can't be done (CR 118.12)."""
    require_compiled(db_pool, "Sarkhan, Dragon Ascendant")
    hand = ["Sarkhan, Dragon Ascendant"] + (["Shivan Dragon"] if dragon else [])
    game = play(db_pool, {"alice": {"hand": hand, "battlefield": ["Mountain"] * 2}, "bob": {}}, answers={"alice": {"may": [True], "card": ["Shivan Dragon"]}})
    game.cast("alice", "Sarkhan, Dragon Ascendant")
    game.resolve_stack()
    assert ("Treasure" in game.names("battlefield")) == dragon
    assert len(game.events("reveal")) == int(dragon)


def test_compiled_grave_pact_makes_each_other_player_sacrifice(db_pool) -> None:
    # "Whenever a creature you control dies, each other player sacrifices a creature.": not you
    require_compiled(db_pool, "Grave Pact")
    game = play(db_pool, {"alice": {"battlefield": ["Grave Pact", "Grizzly Bears", "Hill Giant"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    game.destroy(game.find("Hill Giant"))
    game.check_state()
    game.resolve_top()
    assert [o.name for o in game.battlefield("alice")] == ["Grave Pact", "Grizzly Bears"]
    assert [o.name for o in game.battlefield("bob")] == []


@pytest.mark.parametrize("card", ["Carnage Tyrant", "Abrupt Decay"])
def test_compiled_this_spell_cant_be_countered_works_on_the_stack(db_pool, card) -> None:
    """"This spell can't be countered." functions on the stack (CR 113.6g), on a permanent card
    as on an instant: Counterspell resolves and does nothing to it, and it resolves after."""
    require_compiled(db_pool, card, "Counterspell")
    game = play(db_pool, {"alice": {"hand": [card], "battlefield": ["Forest"] * 6 + ["Swamp"] * 2}, "bob": {"hand": ["Counterspell"], "battlefield": ["Island"] * 2 + ["Grizzly Bears"]}},
                answers={"alice": {"target": ["Grizzly Bears"]}, "bob": {"target": [card]}})
    game.cast("alice", card)
    game.pass_priority("alice")
    game.cast("bob", "Counterspell")
    game.resolve_top()
    assert game.names("stack") == [card] and game.names("graveyard", "bob") == ["Counterspell"]
    game.resolve_top()
    if card == "Carnage Tyrant":
        assert game.find(card).zone == "battlefield"
    else:
        assert game.names("graveyard", "alice") == [card] and "Grizzly Bears" in game.names("graveyard", "bob")
def test_compiled_fact_or_fiction_an_opponent_separates_and_you_choose_a_pile(db_pool) -> None:
    """CR 700.3: the opponent puts each revealed card into one of two piles (the cards stay in
    the library meanwhile, CR 700.3c); the caster puts the pile they choose into their hand and
    the other into their graveyard."""
    require_compiled(db_pool, "Fact or Fiction")
    library = ["Plains", "Island", "Swamp", "Mountain", "Forest", "Grizzly Bears"]
    game = play(db_pool, {"alice": {"hand": ["Fact or Fiction"], "library": library, "battlefield": ["Island"] * 4}, "bob": {}},
                answers={"bob": {"card": [["Plains", "Island"]]}, "alice": {"mode": [2]}})
    game.cast("alice", "Fact or Fiction")
    game.resolve_top()
    assert sorted(game.names("hand", "alice")) == ["Forest", "Mountain", "Swamp"]
    assert sorted(game.names("graveyard", "alice")) == ["Fact or Fiction", "Island", "Plains"]
    assert game.names("library", "alice") == ["Grizzly Bears"]
    separated, chosen = [c for c, _ in game.choosers["bob"].log], [c for c, _ in game.choosers["alice"].log if c.kind == "mode"]
    assert [c.player for c in separated] == ["bob"] and len(separated[0].options) == 5 and separated[0].min == 0
    assert chosen[0].labels == ("pile 1: Plains, Island", "pile 2: Swamp, Mountain, Forest")


def test_compiled_steam_augury_the_opponent_chooses_the_pile_you_get(db_pool) -> None:
    """"separate them into two piles. An opponent chooses one of those piles. Put that pile into
    your hand": the caster separates, the opponent chooses; an empty pile may be chosen (CR
    700.3d)."""
    require_compiled(db_pool, "Steam Augury")
    library = ["Plains", "Island", "Swamp", "Mountain", "Forest"]
    game = play(db_pool, {"alice": {"hand": ["Steam Augury"], "library": library, "battlefield": ["Island"] * 2 + ["Mountain"] * 2}, "bob": {}},
                answers={"alice": {"card": ["none"]}, "bob": {"mode": [1]}})
    game.cast("alice", "Steam Augury")
    game.resolve_top()
    assert game.names("hand", "alice") == []
    assert sorted(game.names("graveyard", "alice")) == ["Forest", "Island", "Mountain", "Plains", "Steam Augury", "Swamp"]
    assert [c.player for c, _ in game.choosers["bob"].log] == ["bob"]


def test_compiled_death_or_glory_exiles_the_pile_an_opponent_chooses(db_pool) -> None:
    require_compiled(db_pool, "Death or Glory")
    game = play(db_pool, {"alice": {"hand": ["Death or Glory"], "graveyard": ["Grizzly Bears", "Llanowar Elves", "Island"], "battlefield": ["Plains"] * 5}, "bob": {}},
                answers={"alice": {"card": [["Grizzly Bears"]]}, "bob": {"mode": [2]}})
    game.cast("alice", "Death or Glory")
    game.resolve_top()
    assert game.names("exile") == ["Llanowar Elves"]
    assert "Grizzly Bears" in game.names("battlefield") and game.names("graveyard", "alice") == ["Island", "Death or Glory"]


def test_compiled_liliana_of_the_veil_target_player_sacrifices_every_permanent_of_the_pile_they_choose(db_pool) -> None:
    """"Separate all permanents target player controls into two piles. That player sacrifices all
    permanents in the pile of their choice." (CR 700.3): Liliana's controller separates, the
    target player chooses, and every permanent of that pile is sacrificed, not one."""
    require_compiled(db_pool, "Liliana of the Veil")
    game = play(db_pool, {"alice": {"battlefield": ["Liliana of the Veil"]}, "bob": {"battlefield": ["Grizzly Bears", "Forest", "Llanowar Elves", "Swamp"]}},
                answers={"alice": {"target": ["bob"], "card": [["Grizzly Bears", "Forest"]]}, "bob": {"mode": [1]}})
    game.put_counters(game.find("Liliana of the Veil"), "loyalty", 6)
    game.activate("alice", "Liliana of the Veil", 3)
    game.resolve_top()
    assert sorted(game.names("battlefield", "bob")) == ["Llanowar Elves", "Swamp"]
    assert sorted(game.names("graveyard", "bob")) == ["Forest", "Grizzly Bears"]
    assert [c.player for c, _ in game.choosers["bob"].log] == ["bob"]


def _next_turn(game: Game) -> None:
    turn = game.state.turn
    while game.state.turn == turn:
        game.advance()


def _moon_watcher(db_pool: CardPool) -> None:
    watcher = compile_text("Whenever day becomes night or night becomes day, draw a card.")
    db_pool.add(homebrew("Moon Watcher", "Artifact", mana_cost="{0}", abilities=[watcher]))


def test_compiled_into_the_night_makes_it_night_and_only_a_change_of_day_and_night_triggers(db_pool) -> None:
    """CR 730.1: "It becomes night." gives the game the designation; CR 730.1a: "day becomes
    night" is night replacing day, so the game's first night (it was neither) triggers nothing,
    and night becoming day does."""
    require_compiled(db_pool, "Into the Night")
    _moon_watcher(db_pool)
    game = play(db_pool, {"alice": {"hand": ["Into the Night"], "battlefield": ["Mountain"] * 4 + ["Moon Watcher"], "library": ["Island"] * 5}, "bob": {}},
                answers={"alice": {"card": ["none"]}})
    assert game.state.day_night is None
    game.cast("alice", "Into the Night")
    game.resolve_stack()
    assert game.state.day_night == "night"
    assert game.names("hand", "alice") == ["Island"]  # discarded none, drew one; no trigger
    game.become_day_night("day")
    game.resolve_stack()
    assert game.state.day_night == "day" and game.names("hand", "alice") == ["Island", "Island"]


def test_502_2_day_becomes_night_after_a_turn_without_spells_and_night_day_after_two(db_pool) -> None:
    """CR 502.2, 730.2: in the untap step, day becomes night if the previous turn's active player
    cast no spells that turn, and night becomes day if they cast two or more; with neither day
    nor night nothing is checked."""
    _moon_watcher(db_pool)
    game = play(db_pool, {"alice": {"battlefield": ["Moon Watcher"] + ["Island"] * 6, "hand": ["Divination"] * 2, "library": ["Island"] * 20}, "bob": {"library": ["Island"] * 20}})
    _next_turn(game)
    assert game.state.day_night is None  # neither: no check (CR 730.2c)
    game.become_day_night("day")
    _next_turn(game)  # a turn in which its active player casts nothing
    _next_turn(game)
    assert game.state.day_night == "night"
    assert any(e.kind == "day_night" and e.get("to") == "night" for e in game.events())
    while game.active_player.name != "alice":
        _next_turn(game)
    while game.state.step != "main1":
        game.advance()
    for _ in range(2):
        game.cast("alice", "Divination")
        game.resolve_stack()
    _next_turn(game)
    assert game.state.day_night == "day"


def test_compiled_put_one_of_them_into_your_hand_and_the_rest_into_your_graveyard(db_pool) -> None:
    """"the other", "the rest" after "one of them": the cards looked at that were not chosen
    (they used to stay where they were)."""
    for text, name in (("Put one of them into your hand and the rest into your graveyard.", "Rest Look"), ("Put one of them into your hand and the other into your graveyard.", "Other Look")):
        count = "three" if name == "Rest Look" else "two"
        abilities = compile_text(f"Look at the top {count} cards of your library. {text}", is_spell=True)
        db_pool.add(homebrew(name, "Sorcery", mana_cost="{0}", abilities=list(abilities)))
        game = play(db_pool, {"alice": {"hand": [name], "library": ["Plains", "Island", "Swamp", "Forest"]}, "bob": {}}, answers={"alice": {"card": ["Island"]}})
        game.cast("alice", name)
        game.resolve_stack()
        assert game.names("hand", "alice") == ["Island"]
        put = {"Rest Look": ["Plains", "Swamp"], "Other Look": ["Plains"]}[name]
        assert sorted(n for n in game.names("graveyard", "alice") if n != name) == put
        assert game.names("library", "alice") == [n for n in ["Swamp", "Forest"] if n not in put]
def _unsacrificeable_pool() -> CardPool:
    """The database, with a creature that "can't be sacrificed" and a sacrifice outlet."""
    pool = CardPool()
    pool.add(homebrew("Stubborn Bear", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2, abilities=[compile_text("This creature can't be sacrificed.")]))
    pool.add(homebrew("Bear Altar", "Artifact", mana_cost="{1}", abilities=[compile_text("Sacrifice a creature: You gain 1 life.")]))
    return pool


def test_compiled_a_permanent_that_cant_be_sacrificed_is_not_chosen_nor_paid() -> None:
    """"This creature can't be sacrificed." (CR 701.21a): "Each player sacrifices a creature"
    (Innocent Blood) takes another creature, or none if it is the only one; a cost can't
    sacrifice it."""
    pool = _unsacrificeable_pool()
    require_compiled(pool, "Innocent Blood")
    game = play(pool, {"alice": {"hand": ["Innocent Blood"], "battlefield": ["Swamp", "Stubborn Bear", "Grizzly Bears"]}, "bob": {"battlefield": ["Stubborn Bear"]}})
    game.cast("alice", "Innocent Blood")
    game.resolve_top()
    assert [o.name for o in game.battlefield("alice")] == ["Swamp", "Stubborn Bear"] and [o.name for o in game.battlefield("bob")] == ["Stubborn Bear"]
    assert game.names("graveyard", "alice") == ["Grizzly Bears", "Innocent Blood"]
    game = play(pool, {"alice": {"battlefield": ["Bear Altar", "Stubborn Bear"]}, "bob": {}})
    with pytest.raises(IllegalAction):
        game.activate("alice", "Bear Altar")
    assert [o.name for o in game.battlefield("alice")] == ["Bear Altar", "Stubborn Bear"] and game.player("alice").life == 20


@pytest.mark.parametrize("orb", ["Torpor Orb", "Hushbringer", None])
def test_compiled_creatures_entering_dont_cause_abilities_to_trigger(db_pool, orb: str | None) -> None:
    """"Creatures entering don't cause abilities to trigger." (Torpor Orb), "Creatures entering
    or dying don't cause abilities to trigger." (Hushbringer), CR 603.2, 603.6a: neither the
    creature's own "When this creature enters" nor another's "Whenever ... dies" triggers."""
    require_compiled(db_pool, "Elvish Visionary", "Blood Artist", *([orb] if orb else []))
    game = play(db_pool, {"alice": {"hand": ["Elvish Visionary"], "library": ["Island"] * 3, "battlefield": ["Forest"] * 2 + ["Blood Artist"] + ([orb] if orb else [])}, "bob": {"battlefield": ["Grizzly Bears"]}},
                answers={"alice": {"target": ["bob"]}})
    game.cast("alice", "Elvish Visionary")
    game.resolve_stack()
    assert len(game.zone("hand", "alice")) == (0 if orb else 1)
    game.destroy(game.find("Grizzly Bears"))
    game.check_state()
    game.resolve_stack()
    assert game.player("bob").life == (19 if orb != "Hushbringer" else 20)


def test_compiled_master_warcraft_its_caster_chooses_attackers_and_blockers(db_pool) -> None:
    """"You choose which creatures attack this turn. You choose which creatures block this turn
    and how those creatures block." (Master Warcraft, CR 508.1, 509.1): its caster makes the
    choices of both declarations, the defending player's too."""
    from oraclec.runtime.combat import combat_damage, declare_attackers, declare_blockers

    require_compiled(db_pool, "Master Warcraft")
    game = play(db_pool, {"alice": {"hand": ["Master Warcraft"], "battlefield": ["Mountain"] * 4 + ["Hill Giant", "Grizzly Bears"]}, "bob": {"battlefield": ["Llanowar Elves", "Memnite"]}},
                answers={"alice": {"attackers": [["Grizzly Bears"]], "blockers": [["Llanowar Elves", "Memnite"]]}, "bob": {"blockers": [[]]}})
    game.cast("alice", "Master Warcraft")
    game.resolve_stack()
    declare_attackers(game)
    declare_blockers(game)
    bears = game.find("Grizzly Bears")
    assert list(game.state.combat["attackers"]) == [bears.id]
    assert game.state.combat["blockers"][bears.id] == [game.find("Llanowar Elves").id, game.find("Memnite").id]
    combat_damage(game)
    game.check_state()
    assert game.player("bob").life == 20


@pytest.mark.parametrize("spotlight", [True, False])
def test_compiled_glaring_spotlight_lets_your_spells_target_as_though_without_hexproof(db_pool, spotlight: bool) -> None:
    """"Creatures your opponents control with hexproof can be the targets of spells and
    abilities you control as though they didn't have hexproof." (CR 609.4b, 702.11b)."""
    require_compiled(db_pool, "Glaring Spotlight", "Gladecover Scout", "Shock")
    game = play(db_pool, {"alice": {"hand": ["Shock"], "battlefield": ["Mountain"] + (["Glaring Spotlight"] if spotlight else [])}, "bob": {"battlefield": ["Gladecover Scout"]}},
                answers={"alice": {"target": ["Gladecover Scout"]}})
    if not spotlight:
        with pytest.raises(IllegalAction):
            game.cast("alice", "Shock", targets=[game.find("Gladecover Scout")])
        return
    game.cast("alice", "Shock", targets=[game.find("Gladecover Scout")])
    game.resolve_stack()
    assert game.names("graveyard", "bob") == ["Gladecover Scout"]
@pytest.mark.parametrize("drawn, damage", [(1, 3), (2, 5)])
def test_compiled_galvanize_counts_the_cards_drawn_this_turn(db_pool, drawn, damage) -> None:
    """"If you've drawn two or more cards this turn, ~ deals 5 damage to that creature instead"
    (CR 121.1: each draw is one card, counted for the turn)."""
    require_compiled(db_pool, "Galvanize")
    game = play(db_pool, {"alice": {"hand": ["Galvanize"], "library": ["Island"] * 3, "battlefield": ["Mountain"] * 2}, "bob": {"battlefield": ["Colossal Dreadmaw"]}},
                answers={"alice": {"target": ["Colossal Dreadmaw"]}})
    game.draw("alice", drawn)
    game.cast("alice", "Galvanize")
    game.resolve_top()
    assert game.find("Colossal Dreadmaw").damage == damage


@pytest.mark.parametrize("gained, tokens", [(2, 0), (1 + 2, 1)])
def test_compiled_griffin_aerie_needs_three_life_gained_this_turn(db_pool, gained, tokens) -> None:
    """"At the beginning of your end step, if you gained 3 or more life this turn" counts the
    life gained over the whole turn (two gains of 1 and 2 are 3)."""
    require_compiled(db_pool, "Griffin Aerie")
    game = play(db_pool, {"alice": {"battlefield": ["Griffin Aerie"]}, "bob": {}}, active="alice", step="main2")
    game.gain_life("alice", 1)
    if gained > 2:
        game.gain_life("alice", 2)
    game.gain_life("bob", 5)  # another player's gains are not yours
    game.advance()
    game.resolve_stack()
    assert len([o for o in game.battlefield("alice") if "Griffin" in game.characteristics(o).subtypes]) == tokens


@pytest.mark.parametrize("drawn, tokens", [(2, 0), (3, 1)])
def test_compiled_an_opponent_drew_three_or_more_cards_is_one_opponent(db_pool, drawn, tokens) -> None:
    """"if an opponent drew three or more cards this turn": one opponent drew that many (not
    the opponents' cards added together)."""
    pool = _permanent_from_text("Sight Engine", "Artifact", "At the beginning of your end step, if an opponent drew three or more cards this turn, create a Treasure token.")
    game = play(pool, {"alice": {"battlefield": ["Sight Engine"]}, "bob": {"library": ["Island"] * 3}, "carol": {"library": ["Island"] * 3}}, active="alice", step="main2")
    game.draw("bob", drawn)
    game.draw("carol", 2)
    game.advance()
    game.resolve_stack()
    assert len([o for o in game.battlefield("alice") if o.is_token]) == tokens


def _to_step(game: Game, step: str) -> None:
    while game.state.step != step:
        game.advance()


@pytest.mark.parametrize("attacks", [True, False])
def test_compiled_kjeldoran_home_guard_sees_whether_it_attacked_this_combat(db_pool, attacks) -> None:
    """"At end of combat, if this creature attacked or blocked this combat, ...": the combat
    phase under way (CR 506.1)."""
    require_compiled(db_pool, "Kjeldoran Home Guard")
    game = play(db_pool, {"alice": {"battlefield": ["Kjeldoran Home Guard"]}, "bob": {}}, active="alice", step="main1",
                answers={"alice": {"attackers": [["Kjeldoran Home Guard"] if attacks else []]}})
    _to_step(game, "end_of_combat")
    game.resolve_stack()
    assert game.names("battlefield", "alice").count("Deserter Token") == (1 if attacks else 0)


def test_compiled_this_combat_is_not_an_earlier_combat_of_the_turn(db_pool) -> None:
    """An additional combat phase (CR 500.8) is another combat: having attacked in the first
    one is not having attacked "this combat"."""
    from oraclec.runtime.state import PHASE_STEPS
    from oraclec.runtime.turns import add_turn_parts

    require_compiled(db_pool, "Kjeldoran Home Guard")
    game = play(db_pool, {"alice": {"battlefield": ["Kjeldoran Home Guard"]}, "bob": {}}, active="alice", step="main1",
                answers={"alice": {"attackers": [["Kjeldoran Home Guard"]]}})
    _to_step(game, "end_of_combat")
    game.resolve_stack()
    assert game.names("battlefield", "alice").count("Deserter Token") == 1
    add_turn_parts(game, PHASE_STEPS["combat"], after="phase")
    game.advance()
    assert game.state.step == "beginning_of_combat"
    _to_step(game, "end_of_combat")  # tapped, it can't attack again
    game.resolve_stack()
    assert game.names("battlefield", "alice").count("Deserter Token") == 1


def test_compiled_this_creature_attacked_this_turn_is_that_creature_only(db_pool) -> None:
    """"if this creature attacked this turn": that object's history, not any creature's."""
    pool = _permanent_from_text("Sight Engine", "Artifact", "At the beginning of your end step, if Sight Engine attacked this turn, create a Treasure token.")
    pool.add(db_pool.get("Ornithopter"))  # an artifact that attacks
    game = play(pool, {"alice": {"battlefield": ["Sight Engine", "Ornithopter"]}, "bob": {}}, active="alice", step="main1",
                answers={"alice": {"attackers": [["Ornithopter"]]}})
    _to_step(game, "end")
    game.resolve_stack()
    assert not [o for o in game.battlefield("alice") if o.is_token]


def test_compiled_syphon_soul_deals_damage_to_each_other_player(db_pool) -> None:
    """"~ deals 2 damage to each other player": every player but you (CR 102.1)."""
    require_compiled(db_pool, "Syphon Soul")
    game = play(db_pool, {"alice": {"hand": ["Syphon Soul"], "battlefield": ["Swamp"] * 3}, "bob": {}, "carol": {}})
    game.cast("alice", "Syphon Soul")
    game.resolve_top()
    assert [game.player(p).life for p in ("alice", "bob", "carol")] == [24, 18, 18]


@pytest.mark.parametrize("bob_lands, tokens", [(2, 1), (3, 0)])
def test_compiled_greener_pastures_compares_with_each_other_player_one_by_one(db_pool, bob_lands, tokens) -> None:
    """"if that player controls more lands than each other player": more than every other player's
    own count (3 lands beat 2 and 2, though not their 4 together), not more than their sum."""
    require_compiled(db_pool, "Greener Pastures")
    game = play(db_pool, {"alice": {"battlefield": ["Greener Pastures"] + ["Forest"] * 3}, "bob": {"battlefield": ["Island"] * bob_lands}, "carol": {"battlefield": ["Island"] * 2}},
                active="alice", step="untap")
    _to_step(game, "upkeep")
    game.resolve_stack()
    assert game.names("battlefield", "alice").count("Saproling Token") == tokens


def test_compiled_death_by_dragons_gives_a_dragon_to_each_player_but_the_target(db_pool) -> None:
    """"Each player other than target player creates a 5/5 red Dragon": every player but that
    one (CR 102.1), the caster too."""
    require_compiled(db_pool, "Death by Dragons")
    game = play(db_pool, {"alice": {"hand": ["Death by Dragons"], "battlefield": ["Mountain"] * 6}, "bob": {}, "carol": {}}, answers={"alice": {"target": ["bob"]}})
    game.cast("alice", "Death by Dragons")
    game.resolve_top()
    dragons = [game.controller_of(o) for o in game.battlefield() if o.is_token]
    assert sorted(dragons) == ["alice", "carol"]


@pytest.mark.parametrize("how, drawn", [("discard", 1), ("discard land", 0), ("token", 0), ("none", 0)])
def test_compiled_a_creature_card_put_into_your_graveyard_from_anywhere_this_turn(db_pool, how, drawn) -> None:
    """"if a creature card was put into your graveyard from anywhere this turn": a zone change of
    the turn (CR 400.7), the card as it was before it moved; a token is no card, a land is no
    creature; the card need not still be there."""
    pool = _permanent_from_text("Sight Engine", "Artifact", "At the beginning of your end step, if a creature card was put into your graveyard from anywhere this turn, draw a card.")
    for name in ("Grizzly Bears", "Forest"):
        pool.add(db_pool.get(name))
    game = play(pool, {"alice": {"battlefield": ["Sight Engine"], "hand": ["Grizzly Bears", "Forest"], "library": ["Island"]}, "bob": {}}, active="alice", step="main2")
    if how == "discard":
        game.discard("alice", [game.find("Grizzly Bears")])
        game.move(game.find("Grizzly Bears", zone="graveyard"), "exile")  # no longer there
    elif how == "discard land":
        game.discard("alice", [game.find("Forest")])
    elif how == "token":
        (token,) = game.create_token("alice", fx.TokenSpec(types=("Creature",), subtypes=("Bear",), power=2, toughness=2))
        game.destroy(token)
    game.advance()
    game.resolve_stack()
    assert game.names("hand", "alice").count("Island") == drawn


@pytest.mark.parametrize("destroyed, drawn", [(True, 1), (False, 0)])
def test_compiled_put_into_a_graveyard_from_the_battlefield_this_turn(db_pool, destroyed, drawn) -> None:
    """"if an artifact or creature was put into a graveyard from the battlefield this turn": any
    player's graveyard, only from the battlefield (a discarded creature card is not one)."""
    pool = _permanent_from_text("Sight Engine", "Enchantment", "At the beginning of your end step, if an artifact or creature was put into a graveyard from the battlefield this turn, draw a card.")
    pool.add(db_pool.get("Grizzly Bears"))
    game = play(pool, {"alice": {"battlefield": ["Sight Engine"], "library": ["Island"]}, "bob": {"battlefield": ["Grizzly Bears"], "hand": ["Grizzly Bears"]}}, active="alice", step="main2")
    game.discard("bob", [game.find("Grizzly Bears", zone="hand")])
    if destroyed:
        game.destroy(game.find("Grizzly Bears", zone="battlefield"))
    game.advance()
    game.resolve_stack()
    assert game.names("hand", "alice").count("Island") == drawn
def test_compiled_madame_null_pays_life_equal_to_the_entering_creatures_power(db_pool) -> None:
    """"you may pay life equal to its power. If you do, put that many +1/+1 counters on it."
    (CR 119.4: the life paid is the amount "equal to" says, here the Dreadmaw's 6 power)."""
    require_compiled(db_pool, "Madame Null, Power Broker", "Colossal Dreadmaw")
    game = play(db_pool, {"alice": {"battlefield": ["Madame Null, Power Broker"], "hand": ["Colossal Dreadmaw"]}, "bob": {}},
                answers={"alice": {"may": [True]}})
    dreadmaw = game.put_onto_battlefield(game.find("Colossal Dreadmaw", zone="hand"))
    game.resolve_stack()
    assert game.player("alice").life == 14
    assert dreadmaw.counters["+1/+1"] == 6


@pytest.mark.parametrize(("lands", "paid"), [(["Mountain"], True), (["Island"] * 3, True), (["Island"] * 2, False)])
def test_compiled_granite_shard_is_activated_for_either_of_its_two_costs(db_pool, lands, paid) -> None:
    """"{3}, {T} or {R}, {T}: This artifact deals 1 damage to any target." (CR 602.2b, 601.2b:
    the player chooses which list of costs to pay; both tap the Shard)."""
    require_compiled(db_pool, "Granite Shard")
    game = play(db_pool, {"alice": {"battlefield": ["Granite Shard", *lands]}, "bob": {}})
    if not paid:
        with pytest.raises(IllegalAction):
            game.activate("alice", "Granite Shard", targets=["bob"])
        return
    game.activate("alice", "Granite Shard", targets=["bob"])
    game.resolve_stack()
    assert game.player("bob").life == 19
    assert all(o.tapped for o in game.battlefield("alice"))


def test_compiled_rangers_refueler_draws_for_an_exhaust_ability_only(db_pool) -> None:
    """"Whenever you activate an exhaust ability, draw a card." (CR 702.177): the ability
    activated is of that kind; tapping Islands for mana (other activated abilities) is not."""
    require_compiled(db_pool, "Rangers' Refueler")
    game = play(db_pool, {"alice": {"battlefield": ["Rangers' Refueler"] + ["Island"] * 4, "library": ["Island"] * 5}, "bob": {}})
    game.activate("alice", "Rangers' Refueler", 1)  # Exhaust — {4}, paid by four Islands
    game.resolve_stack()
    assert game.names("hand", "alice") == ["Island"]
    assert game.find("Rangers' Refueler").counters["+1/+1"] == 1


def test_compiled_dragon_whelp_is_sacrificed_after_its_fourth_activation(db_pool) -> None:
    """"{R}: This creature gets +1/+0 until end of turn. If this ability has been activated four
    or more times this turn, sacrifice this creature at the beginning of the next end step."
    (CR 602.5b-like: the count is read as each activation resolves)."""
    require_compiled(db_pool, "Dragon Whelp")
    for times, sacrificed in ((3, False), (4, True)):
        game = play(db_pool, {"alice": {"battlefield": ["Dragon Whelp"] + ["Mountain"] * times}, "bob": {}})
        for _ in range(times):
            game.activate("alice", "Dragon Whelp")
            game.resolve_stack()
        assert game.power(game.find("Dragon Whelp")) == 2 + times
        while game.state.step != "end":
            game.advance()
        game.resolve_stack()
        assert (game.names("graveyard", "alice") == ["Dragon Whelp"]) == sacrificed


def test_compiled_feed_the_infection_drains_only_the_corrupted_opponents(db_pool) -> None:
    """"Corrupted — Each opponent who has three or more poison counters loses 3 life." (CR 122.1f:
    each opponent's own count decides)."""
    require_compiled(db_pool, "Feed the Infection")
    game = play(db_pool, {"alice": {"hand": ["Feed the Infection"], "battlefield": ["Swamp"] * 4}, "bob": {}, "carol": {}})
    game.player("bob").counters["poison"] = 2
    game.player("carol").counters["poison"] = 3
    game.cast("alice", "Feed the Infection")
    game.resolve_stack()
    assert (game.player("bob").life, game.player("carol").life) == (20, 17)


def test_compiled_match_the_odds_puts_the_counters_on_the_token_not_on_the_counted_creatures(db_pool) -> None:
    # "Put a +1/+1 counter on it for each creature your opponents control.": "it" is the token
    # just created; the creatures counted are no antecedent of the instruction
    require_compiled(db_pool, "Match the Odds", "Grizzly Bears")
    game = play(db_pool, {"alice": {"hand": ["Match the Odds"], "battlefield": ["Forest"] * 3}, "bob": {"battlefield": ["Grizzly Bears"] * 2}})
    game.cast("alice", "Match the Odds")
    game.resolve_top()
    ally = game.find("Ally Token")
    assert ally.counters["+1/+1"] == 2 and game.power(ally) == 3
    assert all(not bear.counters.get("+1/+1") for bear in game.battlefield("bob"))
def test_compiled_vigean_intuition_takes_the_cards_of_the_chosen_card_type(db_pool) -> None:
    """CR 607.2, 205.2a: "cards of the chosen type" after "Choose a card type" are the cards of that
    card type (they were none: the type was read as a subtype)."""
    require_compiled(db_pool, "Vigean Intuition")
    game = play(db_pool, {"alice": {"hand": ["Vigean Intuition"], "library": ["Grizzly Bears", "Island", "Llanowar Elves", "Forest", "Swamp"],
                                    "battlefield": ["Forest", "Forest", "Island", "Island", "Island"]}, "bob": {}},
                answers={"alice": {"mode": ["Creature"]}})
    game.cast("alice", "Vigean Intuition")
    game.resolve_top()
    assert sorted(game.names("hand", "alice")) == ["Grizzly Bears", "Llanowar Elves"]
    assert sorted(n for n in game.names("graveyard", "alice") if n != "Vigean Intuition") == ["Forest", "Island"]  # the rest
    assert game.names("library", "alice") == ["Swamp"]  # below the four revealed


def test_compiled_roots_of_life_reads_the_basic_land_type_chosen_among_its_options(db_pool) -> None:
    """"choose Island or Swamp" is a choice of a land type (CR 205.3i, 607.2): "a land of the chosen
    type" is a land with that subtype (no land was: the option was remembered only as written)."""
    require_compiled(db_pool, "Roots of Life")
    game = play(db_pool, {"alice": {"hand": ["Roots of Life"], "battlefield": ["Forest"] * 3}, "bob": {"battlefield": ["Island", "Swamp"]}},
                answers={"alice": {"mode": ["Island"]}})
    game.cast("alice", "Roots of Life")
    game.resolve_stack()
    game.tap(game.find("Swamp", player="bob"))
    game.resolve_stack()
    assert game.player("alice").life == 20
    game.tap(game.find("Island", player="bob"))
    game.resolve_stack()
    assert game.player("alice").life == 21


def test_compiled_cloud_key_reduces_spells_of_the_card_type_chosen_among_its_options(db_pool) -> None:
    """"choose artifact, creature, enchantment, instant, or sorcery" is a choice of a card type
    (CR 205.2a, 607.2), not of a permanent: "spells of the chosen type" are the creature spells."""
    require_compiled(db_pool, "Cloud Key", "Grizzly Bears")
    game = play(db_pool, {"alice": {"hand": ["Cloud Key", "Grizzly Bears", "Forest"], "battlefield": ["Island", "Island", "Island"]}, "bob": {}},
                answers={"alice": {"mode": ["creature"]}})
    game.cast("alice", "Cloud Key")
    game.resolve_stack()
    assert game.find("Cloud Key").zone == "battlefield"
    game.play_land("alice", "Forest")
    game.cast("alice", "Grizzly Bears")  # {1}{G} less {1}: the Forest alone pays it
    game.resolve_stack()
    assert game.find("Grizzly Bears").zone == "battlefield"
    # another type chosen: a creature spell costs its full mana cost
    game = play(db_pool, {"alice": {"hand": ["Cloud Key", "Grizzly Bears", "Forest"], "battlefield": ["Island", "Island", "Island"]}, "bob": {}},
                answers={"alice": {"mode": ["sorcery"]}})
    game.cast("alice", "Cloud Key")
    game.resolve_stack()
    game.play_land("alice", "Forest")
    with pytest.raises(IllegalAction):
        game.cast("alice", "Grizzly Bears")


# -- damage replaced (CR 614.1a, 614.5, 616.1) -------------------------------------------------------
def test_compiled_furnace_of_rath_doubles_the_damage_of_a_spell(db_pool) -> None:
    """"If a source would deal damage to a permanent or player, it deals double that damage to that
    permanent or player instead." (CR 614.1a): Shock deals 4."""
    require_compiled(db_pool, "Furnace of Rath", "Shock")
    game = play(db_pool, {"alice": {"hand": ["Shock"], "battlefield": ["Furnace of Rath", "Mountain"]}, "bob": {}})
    before = game.player("bob").life
    game.cast("alice", "Shock", targets=["bob"])
    game.resolve_top()
    assert game.player("bob").life == before - 4


def test_compiled_torbran_adds_two_to_red_sources_damage_to_opponents_creatures_only(db_pool) -> None:
    """"If a red source you control would deal damage to an opponent or a permanent an opponent
    controls, it deals that much damage plus 2 instead." (CR 614.1a): Shock deals 4 to the
    opponent's creature, 2 to your own."""
    require_compiled(db_pool, "Torbran, Thane of Red Fell", "Shock")
    cards = {"hand": ["Shock", "Shock"], "battlefield": ["Torbran, Thane of Red Fell", "Mountain", "Mountain", "Craw Wurm"]}
    game = play(db_pool, {"alice": cards, "bob": {"battlefield": ["Craw Wurm"]}})
    mine, theirs = game.find("Craw Wurm", player="alice"), game.find("Craw Wurm", player="bob")
    game.cast("alice", "Shock", targets=[theirs])
    game.resolve_top()
    game.cast("alice", "Shock", targets=[mine])
    game.resolve_top()
    assert theirs.damage == 4 and mine.damage == 2


@pytest.mark.parametrize(("first", "dealt"), [("Furnace of Rath", 6), ("Torbran, Thane of Red Fell", 8)])
def test_compiled_616_1_damage_replacements_apply_in_the_order_the_affected_player_chooses(db_pool, first, dealt) -> None:
    """Two replacements of the same damage: the affected player (the creature's controller) orders
    them (CR 616.1), each applies once (CR 614.5): 2 becomes 2 x 2 + 2 or (2 + 2) x 2."""
    require_compiled(db_pool, "Furnace of Rath", "Torbran, Thane of Red Fell", "Shock")
    game = play(
        db_pool, {"alice": {"hand": ["Shock"], "battlefield": ["Furnace of Rath", "Torbran, Thane of Red Fell", "Mountain"]}, "bob": {"battlefield": ["Craw Wurm"]}},
        answers={"bob": {"replacement": [first]}},
    )
    wurm = game.find("Craw Wurm")
    game.cast("alice", "Shock", targets=[wurm])
    game.resolve_top()
    assert wurm.damage == dealt


def test_compiled_a_damage_replacement_the_runtime_cannot_apply_is_unsupported_not_ignored(db_pool) -> None:
    """Phantom Nomad: "If damage would be dealt to this creature, prevent that damage. ..." is a
    replacement of the damage other than another amount of it: counted as unsupported when the
    damage would be dealt, never dealt as if the replacement did not exist (CR 614.1a)."""
    from oraclec.runtime import UnsupportedAtRuntime

    game = play(db_pool, {"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {"battlefield": ["Phantom Nomad"]}})
    nomad = game.find("Phantom Nomad")
    with pytest.raises(UnsupportedAtRuntime):
        game.deal_damage(game.info(game.find("Grizzly Bears")), nomad, 2)
    assert game.unsupported["Replacement"] == 1 and nomad.damage == 0


def test_compiled_lashknife_barrier_deals_one_less_damage_to_your_creatures(db_pool) -> None:
    """"If a source would deal damage to a creature you control, it deals that much damage minus 1
    to that creature instead." (CR 614.1a, 107.1b): Shock deals 1 to your creature, 2 to theirs."""
    require_compiled(db_pool, "Lashknife Barrier", "Shock")
    game = play(db_pool, {"alice": {"hand": ["Shock", "Shock"], "battlefield": ["Lashknife Barrier", "Mountain", "Mountain", "Craw Wurm"]}, "bob": {"battlefield": ["Craw Wurm"]}})
    mine, theirs = game.find("Craw Wurm", player="alice"), game.find("Craw Wurm", player="bob")
    game.cast("alice", "Shock", targets=[mine])
    game.resolve_top()
    game.cast("alice", "Shock", targets=[theirs])
    game.resolve_top()
    assert mine.damage == 1 and theirs.damage == 2


@pytest.mark.parametrize("bob_life, carol_life, power", [(20, 10, 4), (10, 20, 4), (20, 20, 2)])
def test_compiled_ruthless_cullblade_an_opponent_is_any_opponent(db_pool, bob_life, carol_life, power) -> None:
    """"as long as an opponent has 10 or less life": any opponent meeting it is enough, none
    being chosen (the second opponent as well as the first)."""
    require_compiled(db_pool, "Ruthless Cullblade")
    game = play(db_pool, {"alice": {"battlefield": ["Ruthless Cullblade"]}, "bob": {"life": bob_life}, "carol": {"life": carol_life}})
    assert game.power(game.find("Ruthless Cullblade")) == power


@pytest.mark.parametrize("whose, stolen", [("alice", True), ("bob", False)])
def test_compiled_mishras_domination_it_is_the_enchanted_creature(db_pool, whose, stolen) -> None:
    """"As long as you control enchanted creature, it gets +2/+2. Otherwise, it can't block.":
    "it" is the enchanted creature (the object of the condition), and the condition is that
    creature's controller, not whether you control some enchanted creature."""
    require_compiled(db_pool, "Mishra's Domination")
    game = play(db_pool, {"alice": {"battlefield": ["Mishra's Domination"] + (["Grizzly Bears"] if whose == "alice" else [])},
                          "bob": {"battlefield": ["Grizzly Bears"] if whose == "bob" else []}})
    bears, aura = game.find("Grizzly Bears"), game.find("Mishra's Domination")
    aura.attached_to = bears.id
    assert game.power(bears) == (4 if stolen else 2)
    assert ("can't block" in game.characteristics(bears).rules) is (not stolen)
    assert "can't block" not in game.characteristics(aura).rules


def test_compiled_x_cant_be_0_is_read_as_x_is_announced(db_pool) -> None:
    """"X can't be 0." (CR 107.3, 601.2b): Lair of the Hydra's ability and Mind Grind can't be
    activated or cast with X announced as 0; any other value is fine, and the value the player
    is asked for is never 0."""
    require_compiled(db_pool, "Lair of the Hydra", "Mind Grind")
    game = play(db_pool, {"alice": {"battlefield": ["Lair of the Hydra", "Forest", "Forest", "Forest"], "hand": ["Mind Grind"]}, "bob": {}})
    with pytest.raises(IllegalAction, match="X can't be 0"):
        game.activate("alice", "Lair of the Hydra", 2, x=0)
    with pytest.raises(IllegalAction, match="X can't be 0"):
        game.cast("alice", "Mind Grind", x=0)
    game.activate("alice", "Lair of the Hydra", 2, x=2)
    game.resolve_stack()
    assert game.characteristics(game.find("Lair of the Hydra")).power == 2
    asked = play(db_pool, {"alice": {"battlefield": ["Lair of the Hydra", "Forest", "Forest"]}, "bob": {}}, answers={"alice": {"x": [1]}})
    asked.activate("alice", "Lair of the Hydra", 2)
    (question,) = [choice for choice, _ in asked.choosers["alice"].log if choice.kind == "x"]
    assert 0 not in question.options and 1 in question.options


def test_compiled_x_cant_be_greater_than_a_number_the_game_counts() -> None:
    """"X can't be greater than the number of snow lands you control." is read as X is announced
    (CR 601.2b), from the game as it is then."""
    pool = CardPool()
    pool.add(homebrew("Snow Drain", "Sorcery", mana_cost="{X}{U}", abilities=[*compile_text("Draw X cards.", is_spell=True), *compile_text("X can't be greater than the number of snow lands you control.", is_spell=True)]))
    game = Game.setup({"alice": {"battlefield": ["Snow-Covered Island", "Island", "Island"], "hand": ["Snow Drain"], "library": ["Island"] * 5}, "bob": {}}, pool=pool)
    with pytest.raises(IllegalAction, match="X can't be greater than 1"):
        game.cast("alice", "Snow Drain", x=2)
    game.cast("alice", "Snow Drain", x=1)
    game.resolve_stack()
    assert len(game.names("hand", "alice")) == 1


def test_compiled_dont_move_destroys_creatures_that_become_tapped_until_your_next_turn(db_pool) -> None:
    """Don't Move: "Until your next turn, whenever a creature becomes tapped, destroy it." (CR
    603.7c): it triggers each time, through bob's turn, and ends as alice's next turn begins
    (CR 500.4)."""
    require_compiled(db_pool, "Don't Move", "Grizzly Bears")
    game = play(db_pool, {"alice": {"hand": ["Don't Move"], "battlefield": ["Plains"] * 5, "library": ["Plains"] * 5},
                          "bob": {"battlefield": ["Grizzly Bears", "Grizzly Bears"], "library": ["Forest"] * 5}})
    game.cast("alice", "Don't Move")
    game.resolve_stack()
    first, second = game.battlefield("bob")
    game.tap(first)
    game.resolve_stack()
    assert [o.name for o in game.battlefield("bob")] == ["Grizzly Bears"]
    turn = game.state.turn
    while game.state.turn == turn:
        game.advance()
    assert game.active_player.name == "bob" and len(game.state.delayed_triggers) == 1
    while game.active_player.name == "bob":
        game.advance()
    assert game.state.delayed_triggers == []
    game.tap(second)
    game.resolve_stack()
    assert [o.name for o in game.battlefield("bob")] == ["Grizzly Bears"]


@pytest.mark.parametrize("starting", ["alice", "bob"])
def test_compiled_cindercone_smite_makes_a_treasure_only_if_you_werent_the_starting_player(db_pool, starting) -> None:
    """Cindercone Smite: "Then create a Treasure token if you weren't the starting player." (CR
    103.1: the player who took the first turn; players are listed in turn order from them)."""
    require_compiled(db_pool, "Cindercone Smite", "Hill Giant")
    alice = {"hand": ["Cindercone Smite"], "battlefield": ["Mountain"]}
    bob = {"battlefield": ["Hill Giant"]}
    players = {"alice": alice, "bob": bob} if starting == "alice" else {"bob": bob, "alice": alice}
    game = play(db_pool, players, active="alice", turn=2)
    assert game.state.starting_player == starting
    game.cast("alice", "Cindercone Smite", targets=[game.find("Hill Giant")])
    game.resolve_stack()
    treasures = [o.name for o in game.battlefield("alice") if o.name == "Treasure"]
    assert treasures == ([] if starting == "alice" else ["Treasure"])


def test_compiled_leaving_the_battlefield_without_dying_triggers_but_dying_does_not(db_pool) -> None:
    """"Whenever one or more other creatures you control leave the battlefield without dying,
    draw a card." (CR 700.4: dying is being put into a graveyard from the battlefield): exiling
    a creature triggers it, its dying does not."""
    require_compiled(db_pool, "Dour Port-Mage")
    game = play(db_pool, {"alice": {"battlefield": ["Dour Port-Mage", "Grizzly Bears", "Llanowar Elves"], "library": ["Island", "Island"]}, "bob": {}})
    game.move(game.find("Grizzly Bears"), "exile", cause="test")
    game.resolve_stack()
    assert game.names("hand", "alice") == ["Island"]
    game.move(game.find("Llanowar Elves"), "graveyard", cause="test")
    game.resolve_stack()
    assert game.names("hand", "alice") == ["Island"]


def test_compiled_wave_goodbye_returns_each_creature_without_a_counter(db_pool) -> None:
    """"Return each creature without a +1/+1 counter on it to its owner's hand." (CR 122.1): the
    creature with the counter stays."""
    require_compiled(db_pool, "Wave Goodbye")
    game = play(db_pool, {"alice": {"hand": ["Wave Goodbye"], "battlefield": ["Island"] * 6 + ["Grizzly Bears", "Llanowar Elves"]}, "bob": {}})
    game.put_counters(game.find("Grizzly Bears"), "+1/+1", 1)
    game.cast("alice", "Wave Goodbye")
    game.resolve_stack()
    assert game.find("Grizzly Bears").zone == "battlefield"
    assert game.names("hand", "alice") == ["Llanowar Elves"]
