"""Hand-written card text with one mistake each: the code it must raise, and the same text
corrected, which must not raise it (nor anything but syntax, while the grammar does not parse it).

``fixed=True`` also says that ``--fix`` turns the bad text into the corrected one exactly.
"""

from __future__ import annotations

from typing import Any

import attrs


@attrs.frozen
class Case:
    code: str
    bad: str
    good: str
    fields: dict[str, Any] = attrs.field(factory=dict)
    fixed: bool = False
    #: the corrected card's fields, when the mistake is in them rather than in the text
    good_fields: dict[str, Any] | None = None

    @property
    def id(self) -> str:
        return f"{self.code}:{self.bad[:40]}"


BEAR = {"name": "Grizzly Bears", "type_line": "Creature — Bear", "pt": "2/2", "mana_cost": "{1}{G}"}
BOLT = {"name": "Lightning Bolt", "type_line": "Instant", "mana_cost": "{R}"}
RELIC = {"name": "Bronze Relic", "type_line": "Artifact", "mana_cost": "{2}"}
AURA = {"name": "Holy Mantle", "type_line": "Enchantment — Aura", "mana_cost": "{W}"}


def c(code: str, bad: str, good: str, fixed: bool = False, **fields: Any) -> Case:
    return Case(code=code, bad=bad, good=good, fields=fields, fixed=fixed)


def t(code: str, text: str, bad: dict[str, Any], good: dict[str, Any], fixed: bool = False) -> Case:
    """A mistake in the type line, cost or numbers of a card whose text is right."""
    return Case(code=code, bad=text, good=text, fields=bad, good_fields=good, fixed=fixed)


CASES: list[Case] = [
    # -- syntax: words the grammar does not know, with the closest wording that parses ---------
    c("OC101", "Draw to cards.", "Draw two cards."),
    c("OC101", "Destroy the target creature.", "Destroy target creature."),
    c("OC101", "Return target creature to it owner's hand.", "Return target creature to its owner's hand."),
    c("OC101", "Destroy target creature and frobnicate.", "Destroy target creature."),
    c("OC101", "Exile target creature untap.", "Exile target creature."),
    # -- words that Oracle text does not use
    c("OC711", "Destroy target creture.", "Destroy target creature.", fixed=True),
    c("OC711", "Target creature gets +2/+2 untill end of turn.", "Target creature gets +2/+2 until end of turn.", fixed=True),
    c("OC711", "Untill end of turn, creatures you control get +1/+1.", "Until end of turn, creatures you control get +1/+1.", fixed=True),
    c("OC711", "Exile target artifcat.", "Exile target artifact.", fixed=True),
    c("OC711", "Return target creature to its owner's hnad.", "Return target creature to its owner's hand.", fixed=True),
    # -- templating ------------------------------------------------------------------------------
    c("OC201", "Put the top three cards of your library into your graveyard.", "Mill three cards.", fixed=True),
    c("OC201", "Target player puts the top two cards of their library into their graveyard.", "Target player mills two cards.", fixed=True),
    c("OC201", "Put the top card of your library into your graveyard.", "Mill a card.", fixed=True),
    c("OC201", "Each opponent puts the top X cards of their library into their graveyard.", "Each opponent mills X cards.", fixed=True),
    c("OC201", "Target player puts the top four cards of his or her library into his or her graveyard.", "Target player mills four cards.", fixed=True),
    c("OC202", "Amass 2.", "Amass Zombies 2.", fixed=True),
    c("OC202", "When this creature enters, amass 3.", "When this creature enters, amass Zombies 3.", fixed=True, **BEAR),
    c("OC202", "Amass X, where X is the number of instant and sorcery cards in your graveyard.", "Amass Zombies X, where X is the number of instant and sorcery cards in your graveyard.", fixed=True),
    c("OC203", "When this creature enters the battlefield, draw a card.", "When this creature enters, draw a card.", fixed=True, **BEAR),
    c("OC203", "This land enters the battlefield tapped.", "This land enters tapped.", fixed=True, name="Quiet Vale", type_line="Land"),
    c("OC203", "Whenever another creature enters the battlefield under your control, you gain 1 life.", "Whenever another creature you control enters, you gain 1 life."),
    c("OC203", "This creature enters the battlefield with two +1/+1 counters on it.", "This creature enters with two +1/+1 counters on it.", fixed=True, **BEAR),
    c("OC204", "Destroy target creature with converted mana cost 3 or less.", "Destroy target creature with mana value 3 or less.", fixed=True),
    c("OC204", "Spells with converted mana cost 2 cost {1} more to cast.", "Spells with mana value 2 cost {1} more to cast.", fixed=True),
    c("OC204", "You gain life equal to that card's converted mana cost.", "You gain life equal to that card's mana value.", fixed=True),
    c("OC204", "Counter target spell with total casting cost 4 or greater.", "Counter target spell with mana value 4 or greater.", fixed=True),
    c("OC205", "When Grizzly Bears enters, you gain 2 life.", "When this creature enters, you gain 2 life.", fixed=True, **BEAR),
    c("OC205", "Whenever Grizzly Bears attacks, it gets +1/+0 until end of turn.", "Whenever this creature attacks, it gets +1/+0 until end of turn.", fixed=True, **BEAR),
    c("OC205", "{1}{G}: Grizzly Bears gets +1/+1 until end of turn.", "{1}{G}: This creature gets +1/+1 until end of turn.", fixed=True, **BEAR),
    c("OC205", "When CARDNAME enters, draw a card.", "When this artifact enters, draw a card.", fixed=True, **RELIC),
    c("OC205", "CARDNAME deals 3 damage to any target.", "Lightning Bolt deals 3 damage to any target.", fixed=True, **BOLT),
    c("OC205", "Bronze Relic enters tapped.", "This artifact enters tapped.", fixed=True, **RELIC),
    c("OC205", "Grizzly Bears costs {1} less to cast if you control a Forest.", "This spell costs {1} less to cast if you control a Forest.", fixed=True, **BEAR),
    c("OC205", "Enchant creature\nWhen Holy Mantle is put into a graveyard from the battlefield, draw a card.", "Enchant creature\nWhen this Aura is put into a graveyard from the battlefield, draw a card.", fixed=True, **AURA),
    c("OC205", "When [card name] enters, scry 1.", "When this creature enters, scry 1.", fixed=True, **BEAR),
    c("OC206", "Whenever a creature you control is put into a graveyard from the battlefield, draw a card.", "Whenever a creature you control dies, draw a card.", fixed=True),
    c("OC206", "When Grizzly Bears is put into a graveyard from the battlefield, you gain 3 life.", "When this creature dies, you gain 3 life.", fixed=True, **BEAR),
    c("OC206", "Whenever one or more creatures are put into a graveyard from the battlefield, draw a card.", "Whenever one or more creatures die, draw a card.", fixed=True),
    c("OC206", "Whenever a token is put into a graveyard from the battlefield, you gain 1 life.", "Whenever a token dies, you gain 1 life.", fixed=True),
    c("OC207", "Target player discards a card of his or her choice.", "Target player discards a card of their choice.", fixed=True),
    c("OC207", "Target opponent reveals his or her hand.", "Target opponent reveals their hand.", fixed=True),
    c("OC207", "Target player draws a card if he or she controls a Forest.", "Target player draws a card if they control a Forest.", fixed=True),
    c("OC207", "Choose an opponent. You may look at him or her hand.", "Choose an opponent. You may look at their hand."),
    c("OC208", "Whenever a creature comes into play, you gain 1 life.", "Whenever a creature enters, you gain 1 life.", fixed=True),
    c("OC208", "Destroy all creatures in play.", "Destroy all creatures on the battlefield.", fixed=True),
    c("OC208", "Return target creature card from your graveyard into play.", "Return target creature card from your graveyard to the battlefield."),
    c("OC208", "Whenever a creature leaves play, draw a card.", "Whenever a creature leaves the battlefield, draw a card.", fixed=True),
    c("OC209", "Remove target creature from the game.", "Exile target creature.", fixed=True),
    c("OC209", "Return a card removed from the game with this artifact to its owner's hand.", "Return a card exiled with this artifact to its owner's hand.", fixed=True, **RELIC),
    c("OC209", "Set target creature card from a graveyard aside.", "Exile target creature card from a graveyard.", fixed=True),
    c("OC210", "Sacrifice this creature at end of turn.", "Sacrifice this creature at the beginning of the next end step.", fixed=True, **BEAR),
    c("OC210", "At end of turn, return the exiled card to the battlefield.", "At the beginning of the next end step, return the exiled card to the battlefield.", fixed=True),
    c("OC211", "Whenever a player plays a spell, you gain 1 life.", "Whenever a player casts a spell, you gain 1 life.", fixed=True),
    c("OC211", "Whenever an opponent plays a blue spell, draw a card.", "Whenever an opponent casts a blue spell, draw a card.", fixed=True),
    c("OC211", "{T}: Draw a card. Play this ability only once each turn.", "{T}: Draw a card. Activate only once each turn.", fixed=True, **RELIC),
    c("OC211", "{2}: Scry 1. Play this ability as a sorcery.", "{2}: Scry 1. Activate only as a sorcery.", fixed=True, **RELIC),
    c("OC212", "Bury target creature.", "Destroy target creature. It can't be regenerated.", fixed=True),
    c("OC212", "Bury target artifact.", "Destroy target artifact. It can't be regenerated.", fixed=True),
    c("OC213", "Counter target spell. Its caster loses 2 life.", "Counter target spell. Its controller loses 2 life.", fixed=True),
    c("OC214", "This card counts as a Swamp.", "This card is a Swamp.", fixed=True),
    c("OC215", "Target creature becomes black permanently.", "Target creature becomes black.", fixed=True),
    c("OC216", "This creature is unblockable.", "This creature can't be blocked.", fixed=True, **BEAR),
    c("OC216", "Creatures you control are unblockable this turn.", "Creatures you control can't be blocked this turn.", fixed=True),
    c("OC217", "Whenever a spell is successfully cast, you gain 1 life.", "Whenever a spell is cast, you gain 1 life.", fixed=True),
    c("OC218", "Search your library for a snow-covered land card, put it onto the battlefield, then shuffle.", "Search your library for a snow land card, put it onto the battlefield, then shuffle.", fixed=True),
    c("OC219", "Place a +1/+1 counter on target creature.", "Put a +1/+1 counter on target creature.", fixed=True),
    c("OC219", "Place two charge counters on this artifact.", "Put two charge counters on this artifact.", fixed=True, **RELIC),
    c("OC220", "Lightning Bolt deals 3 damage to target creature or player.", "Lightning Bolt deals 3 damage to any target.", fixed=True, **BOLT),
    c("OC220", "This creature deals 1 damage to target creature or player.", "This creature deals 1 damage to any target.", fixed=True, **BEAR),
    c("OC220", "It deals 2 damage to target creature, player, or planeswalker.", "It deals 2 damage to any target.", fixed=True),
    c("OC221", "Put a 1/1 green Saproling creature token onto the battlefield.", "Create a 1/1 green Saproling creature token.", fixed=True),
    c("OC221", "Put two 2/2 black Zombie creature tokens onto the battlefield under your control.", "Create two 2/2 black Zombie creature tokens.", fixed=True),
    c("OC221", "Target player puts a 3/3 green Beast creature token onto the battlefield.", "Target player creates a 3/3 green Beast creature token.", fixed=True),
    c("OC222", "{T}: Add {G} to your mana pool.", "{T}: Add {G}.", fixed=True, name="Wild Grove", type_line="Land"),
    c("OC222", "Add {R}{R}{R} to your mana pool.", "Add {R}{R}{R}.", fixed=True),
    c("OC223", "Redirect the next 3 damage that would be dealt to you to target creature.", "The next 3 damage that would be dealt to you this turn is dealt to target creature instead."),
    c("OC224", "During your upkeep, you lose 1 life.", "At the beginning of your upkeep, you lose 1 life.", fixed=True),
    c("OC224", "During each player's upkeep, that player draws a card.", "At the beginning of each player's upkeep, that player draws a card.", fixed=True),
    c("OC225", "Search your library for a basic land card, put it into your hand, then shuffle your library.", "Search your library for a basic land card, put it into your hand, then shuffle.", fixed=True),
    c("OC226", "Choose one — Destroy target artifact; or destroy target enchantment.", "Choose one —\n• Destroy target artifact.\n• Destroy target enchantment.", fixed=True),
    c("OC226", "Choose one — Draw a card; or you gain 3 life.", "Choose one —\n• Draw a card.\n• You gain 3 life.", fixed=True),
    c("OC227", "Creatures you control assign combat damage in damage assignment order.", "Creatures you control assign combat damage as you choose."),
    c("OC228", "Tribal spells you cast cost {1} less to cast.", "Kindred spells you cast cost {1} less to cast.", fixed=True),
    # -- keywords -------------------------------------------------------------------------------
    c("OC301", "Flyng", "Flying", fixed=True),
    c("OC301", "Flyng, haste", "Flying, haste", fixed=True),
    c("OC301", "Firts strike", "First strike", fixed=True),
    c("OC301", "Vigilence", "Vigilance", fixed=True),
    c("OC301", "Deathtuch", "Deathtouch", fixed=True),
    c("OC301", "Flying, trampel", "Flying, trample", fixed=True),
    c("OC301", "Lifelnk", "Lifelink", fixed=True),
    c("OC301", "Totem armor", "Umbra armor", fixed=True),
    c("OC301", "Indestructable", "Indestructible", fixed=True),
    c("OC302", "Scyr 2.", "Scry 2.", fixed=True),
    c("OC302", "Prolifirate.", "Proliferate.", fixed=True),
    c("OC302", "When this creature enters, investgate.", "When this creature enters, investigate.", fixed=True, **BEAR),
    c("OC302", "Surveill 1.", "Surveil 1.", fixed=True),
    c("OC302", "Target creature you control explors.", "Target creature you control explores.", fixed=True),
    c("OC302", "Populte.", "Populate.", fixed=True),
    c("OC303", "Dredge", "Dredge 3"),
    c("OC303", "Flashback", "Flashback {2}{R}"),
    c("OC303", "Equip", "Equip {2}"),
    c("OC303", "Enchant", "Enchant creature"),
    c("OC303", "Hideaway", "Hideaway 4", fixed=True),
    c("OC303", "Echo", "Echo {2}{R}", fixed=True, name="Keldon Raider", type_line="Creature — Human Warrior", pt="4/3", mana_cost="{2}{R}"),
    c("OC303", "Suspend", "Suspend 4—{R}"),
    c("OC303", "Scry.", "Scry 1."),
    c("OC303", "Kicker", "Kicker {1}{G}"),
    c("OC303", "Ward", "Ward {2}"),
    c("OC303", "Annihilator", "Annihilator 2"),
    c("OC304", "Flying 2", "Flying", fixed=True),
    c("OC304", "Haste {1}", "Haste", fixed=True),
    c("OC304", "Trample 3", "Trample", fixed=True),
    c("OC305", "Dredge {2}", "Dredge 2", fixed=True),
    c("OC305", "Equip 2", "Equip {2}", fixed=True),
    c("OC305", "Flashback 3", "Flashback {3}", fixed=True),
    c("OC305", "Cycling 2", "Cycling {2}", fixed=True),
    c("OC305", "Crew {3}", "Crew 3", fixed=True),
    c("OC306", "Dredge three", "Dredge 3", fixed=True),
    c("OC306", "Scry two.", "Scry 2.", fixed=True),
    c("OC306", "Surveil one.", "Surveil 1.", fixed=True),
    c("OC306", "Annihilator two", "Annihilator 2", fixed=True),
    c("OC306", "Amass Zombies three.", "Amass Zombies 3.", fixed=True),
    # -- type line ------------------------------------------------------------------------------
    t("OC401", "Flying", {"type_line": "Creature — Brid", "pt": "1/1"}, {"type_line": "Creature — Bird", "pt": "1/1"}, fixed=True),
    t("OC401", "Trample", {"type_line": "Creature — Elephnat", "pt": "3/3"}, {"type_line": "Creature — Elephant", "pt": "3/3"}, fixed=True),
    t("OC401", "Equip {2}", {"type_line": "Artifact — Equipmnet"}, {"type_line": "Artifact — Equipment"}, fixed=True),
    t("OC401", "Draw a card.", {"type_line": "Instant — Arcan"}, {"type_line": "Instant — Arcane"}, fixed=True),
    t("OC401", "Flying", {"type_line": "Creature — Human Wizrd", "pt": "1/1"}, {"type_line": "Creature — Human Wizard", "pt": "1/1"}, fixed=True),
    t("OC402", "Flying", {"type_line": "Creature — Equipment", "pt": "1/1"}, {"type_line": "Artifact Creature — Equipment", "pt": "1/1"}),
    t("OC402", "Draw a card.", {"type_line": "Sorcery — Aura"}, {"type_line": "Sorcery — Arcane"}),
    t("OC402", "Enchant creature", {"type_line": "Artifact — Aura"}, {"type_line": "Enchantment — Aura"}),
    # -- numbers beyond oraclec's limit (as card text's numbers, OC101) ---------------------------
    t("OC103", "Flying", {"type_line": "Creature — Bird", "pt": "1/1", "mana_cost": "{" + "9" * 5000 + "}"}, {"type_line": "Creature — Bird", "pt": "1/1", "mana_cost": "{9}"}),
    t("OC103", "Flying", {"type_line": "Creature — Bird", "pt": "12345678901/1"}, {"type_line": "Creature — Bird", "pt": "123456789/1"}),
    t("OC103", "[+1]: Draw a card.", {"type_line": "Legendary Planeswalker — Jace", "loyalty": "9" * 10}, {"type_line": "Legendary Planeswalker — Jace", "loyalty": "9" * 9}),
    t("OC103", "When this battle enters, draw a card.", {"type_line": "Battle — Siege", "defense": "9" * 4300}, {"type_line": "Battle — Siege", "defense": "5"}),
    t("OC403", "Flying", {"type_line": "Creature — Bird", "pt": None}, {"type_line": "Creature — Bird", "pt": "1/1"}),
    t("OC403", "Draw a card.", {"type_line": "Artifact", "pt": "2/2"}, {"type_line": "Artifact", "pt": None}),
    t("OC403", "Flying", {"type_line": "Creature — Bird", "pt": "1/x"}, {"type_line": "Creature — Bird", "pt": "1/X"}),
    t("OC404", "[+1]: Draw a card.", {"type_line": "Legendary Planeswalker — Jace", "loyalty": None}, {"type_line": "Legendary Planeswalker — Jace", "loyalty": "3"}),
    t("OC404", "Draw a card.", {"type_line": "Instant", "loyalty": "3"}, {"type_line": "Instant", "loyalty": None}),
    t("OC405", "When this battle enters, draw a card.", {"type_line": "Battle — Siege", "defense": None}, {"type_line": "Battle — Siege", "defense": "5"}),
    t("OC405", "Draw a card.", {"type_line": "Sorcery", "defense": "4"}, {"type_line": "Sorcery", "defense": None}),
    t("OC406", "Flying", {"type_line": "Creture — Bird", "pt": "1/1"}, {"type_line": "Creature — Bird", "pt": "1/1"}, fixed=True),
    t("OC406", "Flying", {"type_line": "Summon Bird", "pt": "1/1"}, {"type_line": "Creature — Bird", "pt": "1/1"}, fixed=True),
    t("OC406", "Draw a card.", {"type_line": "Tribal Instant — Elf"}, {"type_line": "Kindred Instant — Elf"}, fixed=True),
    t("OC406", "Draw a card.", {"type_line": "Interrupt"}, {"type_line": "Instant"}, fixed=True),
    # "Poly Artifact" alone is current Oracle text (Orb of Origin, a digital card), which the check
    # leaves alone: the obsolete word is still reported on any other type line
    t("OC406", "{T}: Add {C}.", {"type_line": "Poly Artifact — Equipment"}, {"type_line": "Artifact — Equipment"}, fixed=True),
    t("OC406", "Flying", {"type_line": "Creature Bird", "pt": "1/1"}, {"type_line": "Creature — Bird", "pt": "1/1"}, fixed=True),
    t("OC406", "Flying", {"type_line": "Legend Creature — Bird", "pt": "1/1"}, {"type_line": "Legendary Creature — Bird", "pt": "1/1"}, fixed=True),
    t("OC407", "Flying", {"type_line": "Creature Legendary — Bird", "pt": "1/1"}, {"type_line": "Legendary Creature — Bird", "pt": "1/1"}, fixed=True),
    t("OC407", "Flying", {"type_line": "Creature — bird", "pt": "1/1"}, {"type_line": "Creature — Bird", "pt": "1/1"}, fixed=True),
    t("OC407", "Flying", {"type_line": "creature — Bird", "pt": "1/1"}, {"type_line": "Creature — Bird", "pt": "1/1"}, fixed=True),
    c("OC408", "Enchanted creature gets +1/+1.", "Enchant creature\nEnchanted creature gets +1/+1.", type_line="Enchantment — Aura"),
    t("OC409", "[+1]: Draw a card.", {"type_line": "Planeswalker — Jace", "loyalty": "3"}, {"type_line": "Legendary Planeswalker — Jace", "loyalty": "3"}, fixed=True),
    # -- mana ---------------------------------------------------------------------------------
    c("OC501", "{U/W}: This creature gains flying until end of turn.", "{W/U}: This creature gains flying until end of turn.", fixed=True, **BEAR),
    c("OC501", "{U/2}: Draw a card.", "{2/U}: Draw a card.", fixed=True, **RELIC),
    c("OC501", "{P/G}: Target creature gets +2/+2 until end of turn.", "{G/P}: Target creature gets +2/+2 until end of turn.", fixed=True, **RELIC),
    c("OC501", "{t}: Add {G}.", "{T}: Add {G}.", fixed=True, name="Wild Grove", type_line="Land"),
    c("OC501", "{2U}: Draw a card.", "{2}{U}: Draw a card.", fixed=True, **RELIC),
    c("OC501", "{W/C}: Prevent the next 1 damage that would be dealt to any target this turn.", "{C/W}: Prevent the next 1 damage that would be dealt to any target this turn.", fixed=True, **RELIC),
    c("OC501", "{Tap}: Add {R}.", "{T}: Add {R}.", fixed=True, name="Wild Grove", type_line="Land"),
    c("OC501", "{R/U/P}: Draw a card.", "{U/R/P}: Draw a card.", fixed=True, **RELIC),
    c("OC502", "{1}{1}{U}: Draw a card.", "{2}{U}: Draw a card.", fixed=True, **RELIC),
    c("OC502", "Flashback {2}{2}{R}", "Flashback {4}{R}", fixed=True),
    t("OC502", "Draw a card.", {"mana_cost": "{5}{5}", "type_line": "Sorcery"}, {"mana_cost": "{10}", "type_line": "Sorcery"}, fixed=True),
    c("OC503", "{U}{2}: Draw a card.", "{2}{U}: Draw a card.", fixed=True, **RELIC),
    c("OC503", "{W}{G}{G}: Creatures you control get +1/+1 until end of turn.", "{G}{G}{W}: Creatures you control get +1/+1 until end of turn.", fixed=True, **RELIC),
    c("OC503", "{B}{W}: You gain 2 life.", "{W}{B}: You gain 2 life.", fixed=True, **RELIC),
    c("OC503", "{2}{X}{R}: This artifact deals X damage to any target.", "{X}{2}{R}: This artifact deals X damage to any target.", fixed=True, **RELIC),
    t("OC503", "Draw two cards.", {"mana_cost": "{U}{1}", "type_line": "Sorcery"}, {"mana_cost": "{1}{U}", "type_line": "Sorcery"}, fixed=True),
    t("OC503", "Draw a card.", {"mana_cost": "{G}{U}{B}", "type_line": "Sorcery"}, {"mana_cost": "{B}{G}{U}", "type_line": "Sorcery"}, fixed=True),
    t("OC503", "Draw a card.", {"mana_cost": "{R}{U}{W}", "type_line": "Sorcery"}, {"mana_cost": "{U}{R}{W}", "type_line": "Sorcery"}, fixed=True),
    c("OC504", "T: Add G.", "{T}: Add {G}.", fixed=True, name="Wild Grove", type_line="Land"),
    c("OC504", "{T}: Add G.", "{T}: Add {G}.", fixed=True, name="Wild Grove", type_line="Land"),
    c("OC504", "2U, T: Draw a card.", "{2}{U}, {T}: Draw a card.", fixed=True, **RELIC),
    t("OC504", "Draw a card.", {"mana_cost": "1U", "type_line": "Sorcery"}, {"mana_cost": "{1}{U}", "type_line": "Sorcery"}, fixed=True),
    # -- reminder text ------------------------------------------------------------------------
    c("OC601", "Amass Orcs 2. (Put three +1/+1 counters on an Army you control. It's also an Orc. If you don't control an Army, create a 0/0 black Orc Army creature token first.)",
      "Amass Orcs 2. (Put two +1/+1 counters on an Army you control. It's also an Orc. If you don't control an Army, create a 0/0 black Orc Army creature token first.)", fixed=True),
    c("OC601", "Scry 2. (Look at the top three cards of your library, then put any number of them on the bottom and the rest on top in any order.)",
      "Scry 2. (Look at the top two cards of your library, then put any number of them on the bottom and the rest on top in any order.)", fixed=True),
    c("OC601", "Ward {2} (Whenever this creature becomes the target of a spell or ability an opponent controls, counter it unless that player pays {3}.)",
      "Ward {2} (Whenever this creature becomes the target of a spell or ability an opponent controls, counter it unless that player pays {2}.)", fixed=True, **BEAR),
    c("OC601", "Amass Orcs 3. (Put three +1/+1 counters on an Army you control. It's also a Zombie. If you don't control an Army, create a 0/0 black Zombie Army creature token first.)",
      "Amass Orcs 3. (Put three +1/+1 counters on an Army you control. It's also an Orc. If you don't control an Army, create a 0/0 black Orc Army creature token first.)"),
    c("OC602", "Flying (It can't be blocked except by two or more creatures.)", "Flying (This creature can't be blocked except by creatures with flying or reach.)", fixed=True, **BEAR),
    c("OC602", "Menace (It can't be blocked except by creatures with flying or reach.)", "Menace (This creature can't be blocked except by two or more creatures.)", fixed=True, **BEAR),
    c("OC602", "Scry 1. (It can't be blocked except by two or more creatures.)", "Scry 1. (Look at the top card of your library. You may put that card on the bottom.)", fixed=True),
    # -- style --------------------------------------------------------------------------------
    c("OC701", "Draw 3 cards.", "Draw three cards.", fixed=True),
    c("OC701", "Destroy 2 target creatures.", "Destroy two target creatures.", fixed=True),
    c("OC701", "Create 2 1/1 white Soldier creature tokens.", "Create two 1/1 white Soldier creature tokens."),
    c("OC701", "Return up to 2 target creature cards from your graveyard to your hand.", "Return up to two target creature cards from your graveyard to your hand.", fixed=True),
    c("OC701", "Discard 4 cards.", "Discard four cards.", fixed=True),
    c("OC701", "Put 2 +1/+1 counters on target creature.", "Put two +1/+1 counters on target creature.", fixed=True),
    c("OC701", "Look at the top 5 cards of your library.", "Look at the top five cards of your library.", fixed=True),
    c("OC702", "Lightning Bolt deals three damage to any target.", "Lightning Bolt deals 3 damage to any target.", fixed=True, **BOLT),
    c("OC702", "You gain two life.", "You gain 2 life.", fixed=True),
    c("OC702", "Each opponent loses one life.", "Each opponent loses 1 life.", fixed=True),
    c("OC703", "destroy target creature.", "Destroy target creature.", fixed=True),
    c("OC703", "{T}: add {G}.", "{T}: Add {G}.", fixed=True, name="Wild Grove", type_line="Land"),
    c("OC703", "Draw a card. then discard a card.", "Draw a card. Then discard a card.", fixed=True),
    c("OC703", "Choose one —\n• Draw a card.\n• destroy target creature.", "Choose one —\n• Draw a card.\n• Destroy target creature.", fixed=True),
    c("OC703", "Landfall — whenever a land you control enters, you gain 1 life.", "Landfall — Whenever a land you control enters, you gain 1 life.", fixed=True),
    c("OC703", 'Creatures you control have "{T}: add {C}."', 'Creatures you control have "{T}: Add {C}."', fixed=True),
    c("OC704", "Draw a card", "Draw a card.", fixed=True),
    c("OC704", "Flying.", "Flying", fixed=True),
    c("OC704", "When this creature enters, you gain 3 life", "When this creature enters, you gain 3 life.", fixed=True, **BEAR),
    c("OC704", "Flying, haste.", "Flying, haste", fixed=True),
    c("OC705", "Draw  a card.", "Draw a card.", fixed=True),
    c("OC705", "Draw a card .", "Draw a card.", fixed=True),
    c("OC705", "Draw a card.Discard a card.", "Draw a card. Discard a card.", fixed=True),
    c("OC705", "Draw a card , then discard a card.", "Draw a card, then discard a card.", fixed=True),
    c("OC706", "You don’t lose the game.", "You don't lose the game.", fixed=True),
    c("OC706", "Landfall - Whenever a land you control enters, you gain 1 life.", "Landfall — Whenever a land you control enters, you gain 1 life.", fixed=True),
    t("OC706", "Flying", {"type_line": "Creature - Bird", "pt": "1/1"}, {"type_line": "Creature — Bird", "pt": "1/1"}, fixed=True),
    c("OC706", "Target creature gains “flying” until end of turn.", 'Target creature gains flying until end of turn.'),
    c("OC707", "Destroy target creature (it can't be regenerated.", "Destroy target creature. It can't be regenerated."),
    c("OC707", 'Creatures you control have "{T}: Add {C}.', 'Creatures you control have "{T}: Add {C}."'),
    c("OC707", "{2: Draw a card.", "{2}: Draw a card.", **RELIC),
    c("OC708", "Target player sacrifices a artifact.", "Target player sacrifices an artifact.", fixed=True),
    c("OC708", "Put an +1/+1 counter on target creature.", "Put a +1/+1 counter on target creature.", fixed=True),
    c("OC708", "Create an 1/1 white Soldier creature token.", "Create a 1/1 white Soldier creature token.", fixed=True),
    c("OC708", "Create a 8/8 green Octopus creature token.", "Create an 8/8 green Octopus creature token.", fixed=True),
    c("OC708", "Destroy target creature an opponent controls. Its controller creates an creature token that's a copy of it.", "Destroy target creature an opponent controls. Its controller creates a creature token that's a copy of it.", fixed=True),
    c("OC709", "Destroy the the creature.", "Destroy the creature.", fixed=True),
    c("OC709", "Draw a card card.", "Draw a card.", fixed=True),
    c("OC710", "Return target creature to it's owner's hand.", "Return target creature to its owner's hand.", fixed=True),
    c("OC710", "Exile target creature. It's controller draws a card.", "Exile target creature. Its controller draws a card.", fixed=True),
]
