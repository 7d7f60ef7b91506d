"""Rulings with the real cards of the bundled database, compiled by oraclec.compiler: the
compiler's output and the runtime together."""

from __future__ import annotations

import pytest

from oraclec.runtime import CardPool, Game, IllegalAction, ScriptedChooser


@pytest.fixture(scope="module")
def db_pool() -> CardPool:
    return CardPool()


def play(db_pool: CardPool, players: dict, answers: dict | None = None, **kw) -> Game:  # type: ignore[type-arg]
    game = Game.setup(players, pool=db_pool, **kw)
    for name in players:
        game.choosers[name] = ScriptedChooser(dict((answers or {}).get(name, {})))
    return game


def require_compiled(db_pool: CardPool, *names: str) -> None:
    """The cards a test plays compile fully: a card that stops compiling fails the test by name."""
    for name in names:
        missing = [m for face in db_pool.get(name).faces for m in face.missing]
        assert not missing, f"{name} no longer compiles fully: {'; '.join(missing)}"


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
    205.1b, 611.2b): a Forest Treefolk land creature while the Druid stays. (That it ends when the
    Druid leaves is not checked here: the runtime reads "this creature remains on the battlefield"
    as true after it left.)"""
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
