"""The keyword table: every keyword ability (CR 702) and keyword action (CR 701).

One entry per keyword: its name as the Comprehensive Rules list it, its rule, whether it is an
ability or an action, the shape of its parameter, and one canonical example. The grammar's
keyword terminals, of abilities and of actions, are generated from it (:func:`grammar_terminals`),
and so are the linter's keyword shapes, forms and numbered actions (``oraclec.lint.keywords``). ``tests/test_keywords.py``
reads the keyword lists from the rules file and checks, per keyword, that it has an entry and that
its example parses into the keyword's node with its parameter.

:data:`SUPPORT` says how a game plays each keyword ability, in exactly one way (:class:`Status`):
*defined* (its rule is a composition of ordinary abilities, in
:data:`oraclec.effects.definitions.DEFINITIONS`), *defined by its text* (its rule, as the
Comprehensive Rules and its reminder text word it, with a placeholder for its parameter, which
the compiler compiles as it compiles a card's text), *native* (named runtime code reads the keyword,
and a named test exercises it), or *unsupported* (with the reason). The compiler's lowering,
``oraclec stats`` and the runtime's smoke test read it; ``tests/test_keyword_support.py`` checks it.

Adding a keyword ability of an existing shape: one entry here (its word goes into the terminal of
its shape), one entry in :data:`SUPPORT`, one snapshot; a keyword action of an existing shape:
one entry here (its verb forms go into the terminal of its shape), one snapshot.
"""

from __future__ import annotations

import enum
import re
from functools import cache
from typing import Any

import attrs


class Kind(enum.Enum):
    ABILITY = "ability"  # CR 702
    ACTION = "action"  # CR 701


class Shape(enum.Enum):
    """The shape of a keyword's parameter, and the AST node its text builds."""

    PLAIN = "plain"  # "Flying"                                -> KeywordPlain
    NUMBER = "number"  # "Dredge 6"                            -> KeywordNumber
    COST = "cost"  # "Equip {2}"                                -> KeywordCost
    DASH_COST = "dash cost"  # "Escape—{3}{R}, Exile ..."       -> KeywordCostText
    NUMBER_COST = "number and cost"  # "Suspend 4—{1}{R}"       -> KeywordNumberCost
    QUALITY = "quality"  # "Protection from red", "Enchant creature": a node of its own
    DASH_ABILITY = "dash ability"  # "Boast — {1}{R}: ..."      -> KeywordAbility
    MODES = "modes"  # "Spree" and "+ {1} — ..." lines           -> Spree / Tiered
    ACTION = "action"  # "Proliferate."                          -> KeywordAction
    ACTION_NUMBER = "action number"  # "Bolster 2."              -> KeywordActionNumber
    ACTION_OBJECT = "action object"  # "Goad target creature."   -> KeywordActionObject
    ACTION_COST = "action cost"  # "Waterbend {3}"              -> KeywordActionCost
    EFFECT = "effect"  # a verb of the effect grammar: "Destroy target creature." -> its predicate


#: the node class each shape builds, unless an entry names its own
SHAPE_NODES = {
    Shape.PLAIN: "KeywordPlain",
    Shape.NUMBER: "KeywordNumber",
    Shape.COST: "KeywordCost",
    Shape.DASH_COST: "KeywordCostText",
    Shape.NUMBER_COST: "KeywordNumberCost",
    Shape.DASH_ABILITY: "KeywordAbility",
    Shape.ACTION: "KeywordAction",
    Shape.ACTION_NUMBER: "KeywordActionNumber",
    Shape.ACTION_OBJECT: "KeywordActionObject",
    Shape.ACTION_COST: "KeywordActionCost",
}


@attrs.frozen
class Keyword:
    """One keyword ability or keyword action."""

    name: str  #: as the Comprehensive Rules list it ("Double Strike", "Venture into the Dungeon")
    rule: str  #: its rule number ("702.4")
    kind: Kind
    shape: Shape
    example: str  #: a canonical Oracle text using it
    parameter: str | None = None  #: the parameter of the example, as written
    node: str = ""  #: the AST class the example builds (default: from the shape)
    forms: tuple[str, ...] = ()  #: other written forms ("multikicker", "islandcycling")
    #: the parameter's shape in a keyword line (a value of oraclec.lint.keywords.Shape) where
    #: ``shape`` does not say it: "optional" ("Hexproof" or "Hexproof from black"), "prefix"
    #: ("Swampwalk", "Goblin offering"), "cost" or "dash" for a keyword of a node of its own
    line_shape: str = ""
    #: also written with no parameter, and so a word of the grammar's KW_PLAIN too ("Hideaway":
    #: CR 702.75b, "Vanishing": 702.63b, "Mayhem": 702.187c)
    bare_too: bool = False
    #: a further grammar terminal its words belong to, beside the one of its shape: "KW_FROM"
    #: ("Hexproof from black"), "KW_LANDWALK", "KW_COST_ACTION_N" (an action that is also a
    #: cost: "Ward—Blight 2."), "KW_MULTIPLY" ("Double target creature's power"), "KW_ACTION_N"
    #: (an action with a numbered variant: "connives 2", CR 701.50e)
    terminal: str = ""
    #: a keyword action also written with a subject in the third person singular ("explores");
    #: not a noun ("Monstrosity 3") or a sentence ("The Ring tempts you")
    third_person: bool = True

    @property
    def node_name(self) -> str:
        return self.node or SHAPE_NODES[self.shape]


def _ability(name: str, rule: str, shape: Shape, example: str, parameter: str | None = None, node: str = "", forms: tuple[str, ...] = (), line_shape: str = "", bare_too: bool = False, terminal: str = "") -> Keyword:
    return Keyword(name, "702." + rule, Kind.ABILITY, shape, example, parameter, node, forms, line_shape, bare_too, terminal)


def _action(name: str, rule: str, shape: Shape, example: str, parameter: str | None = None, node: str = "", forms: tuple[str, ...] = (), terminal: str = "", third_person: bool = True) -> Keyword:
    return Keyword(name, "701." + rule, Kind.ACTION, shape, example, parameter, node, forms, terminal=terminal, third_person=third_person)


P, N, C, DC, NC, Q, DA, M = Shape.PLAIN, Shape.NUMBER, Shape.COST, Shape.DASH_COST, Shape.NUMBER_COST, Shape.QUALITY, Shape.DASH_ABILITY, Shape.MODES
A, AN, AO, AC, E = Shape.ACTION, Shape.ACTION_NUMBER, Shape.ACTION_OBJECT, Shape.ACTION_COST, Shape.EFFECT

KEYWORD_ABILITIES: tuple[Keyword, ...] = (
    _ability("Deathtouch", "2", P, "Deathtouch"),
    _ability("Defender", "3", P, "Defender"),
    _ability("Double Strike", "4", P, "Double strike"),
    _ability("Enchant", "5", Q, "Enchant creature you control", "creature you control", "Enchant"),
    _ability("Equip", "6", C, "Equip {2}", "{2}"),
    _ability("First Strike", "7", P, "First strike"),
    _ability("Flash", "8", P, "Flash"),
    _ability("Flying", "9", P, "Flying"),
    _ability("Haste", "10", P, "Haste"),
    _ability("Hexproof", "11", P, "Hexproof", line_shape="optional", terminal="KW_FROM"),
    _ability("Indestructible", "12", P, "Indestructible"),
    _ability("Intimidate", "13", P, "Intimidate"),
    _ability("Landwalk", "14", Q, "Swampwalk", "Swamp", "Landwalk", line_shape="prefix", terminal="KW_LANDWALK"),
    _ability("Lifelink", "15", P, "Lifelink"),
    _ability("Protection", "16", Q, "Protection from red", "red", "KeywordFrom", terminal="KW_FROM"),
    _ability("Reach", "17", P, "Reach"),
    _ability("Shroud", "18", P, "Shroud"),
    _ability("Trample", "19", P, "Trample"),
    _ability("Vigilance", "20", P, "Vigilance"),
    _ability("Ward", "21", C, "Ward {2}", "{2}"),
    _ability("Banding", "22", P, "Banding", forms=("bands with other",)),
    _ability("Rampage", "23", N, "Rampage 2", "2"),
    _ability("Cumulative Upkeep", "24", Q, "Cumulative upkeep {1}", "{1}", "CumulativeUpkeep", line_shape="cost"),
    _ability("Flanking", "25", P, "Flanking"),
    _ability("Phasing", "26", P, "Phasing"),
    _ability("Buyback", "27", C, "Buyback {3}", "{3}"),
    _ability("Shadow", "28", P, "Shadow"),
    _ability("Cycling", "29", C, "Cycling {2}", "{2}", forms=("landcycling", "basic landcycling", "typecycling")),
    _ability("Echo", "30", C, "Echo {2}{R}", "{2}{R}"),
    _ability("Horsemanship", "31", P, "Horsemanship"),
    _ability("Fading", "32", N, "Fading 3", "3"),
    _ability("Kicker", "33", C, "Kicker {1}{G}", "{1}{G}", forms=("multikicker",)),
    _ability("Flashback", "34", C, "Flashback {2}{R}", "{2}{R}"),
    _ability("Madness", "35", C, "Madness {1}{B}", "{1}{B}"),
    _ability("Fear", "36", P, "Fear"),
    _ability("Morph", "37", C, "Morph {3}{U}", "{3}{U}", forms=("megamorph",)),
    _ability("Amplify", "38", N, "Amplify 1", "1"),
    _ability("Provoke", "39", P, "Provoke"),
    _ability("Storm", "40", P, "Storm"),
    _ability("Affinity", "41", Q, "Affinity for artifacts", "artifacts", "Affinity"),
    _ability("Entwine", "42", C, "Entwine {2}", "{2}"),
    _ability("Modular", "43", N, "Modular 2", "2"),
    _ability("Sunburst", "44", P, "Sunburst"),
    _ability("Bushido", "45", N, "Bushido 1", "1"),
    _ability("Soulshift", "46", N, "Soulshift 3", "3"),
    _ability("Splice", "47", Q, "Splice onto Arcane {1}{R}", "Arcane {1}{R}", "Splice"),
    _ability("Offering", "48", Q, "Goblin offering", "Goblin", "Offering", line_shape="prefix"),
    _ability("Ninjutsu", "49", C, "Ninjutsu {1}{U}", "{1}{U}", forms=("commander ninjutsu",)),
    _ability("Epic", "50", P, "Epic"),
    _ability("Convoke", "51", P, "Convoke"),
    _ability("Dredge", "52", N, "Dredge 6", "6"),
    _ability("Transmute", "53", C, "Transmute {1}{B}{B}", "{1}{B}{B}"),
    _ability("Bloodthirst", "54", N, "Bloodthirst 2", "2"),
    _ability("Haunt", "55", P, "Haunt"),
    _ability("Replicate", "56", C, "Replicate {1}{U}", "{1}{U}"),
    _ability("Forecast", "57", DA, "Forecast — {1}{W}, Reveal this card from your hand: Draw a card.", "{1}{W}, Reveal this card from your hand: Draw a card."),
    _ability("Graft", "58", N, "Graft 2", "2"),
    _ability("Recover", "59", C, "Recover {1}{B}", "{1}{B}"),
    _ability("Ripple", "60", N, "Ripple 4", "4"),
    _ability("Split Second", "61", P, "Split second"),
    _ability("Suspend", "62", NC, "Suspend 4—{1}{R}", "4—{1}{R}"),
    _ability("Vanishing", "63", N, "Vanishing 3", "3", line_shape="optional", bare_too=True),
    _ability("Absorb", "64", N, "Absorb 2", "2"),
    _ability("Aura Swap", "65", C, "Aura swap {2}{U}", "{2}{U}"),
    _ability("Delve", "66", P, "Delve"),
    _ability("Fortify", "67", C, "Fortify {3}", "{3}"),
    _ability("Frenzy", "68", N, "Frenzy 1", "1"),
    _ability("Gravestorm", "69", P, "Gravestorm"),
    _ability("Poisonous", "70", N, "Poisonous 1", "1"),
    _ability("Transfigure", "71", C, "Transfigure {1}{B}{B}", "{1}{B}{B}"),
    _ability("Champion", "72", Q, "Champion a Faerie", "a Faerie", "Champion"),
    _ability("Changeling", "73", P, "Changeling"),
    _ability("Evoke", "74", C, "Evoke {R}{R}", "{R}{R}"),
    _ability("Hideaway", "75", N, "Hideaway 4", "4", bare_too=True),
    _ability("Prowl", "76", C, "Prowl {U}", "{U}"),
    _ability("Reinforce", "77", NC, "Reinforce 1—{1}{W}", "1—{1}{W}"),
    _ability("Conspire", "78", P, "Conspire"),
    _ability("Persist", "79", P, "Persist"),
    _ability("Wither", "80", P, "Wither"),
    _ability("Retrace", "81", P, "Retrace"),
    _ability("Devour", "82", N, "Devour 2", "2"),
    _ability("Exalted", "83", P, "Exalted"),
    _ability("Unearth", "84", C, "Unearth {B}", "{B}"),
    _ability("Cascade", "85", P, "Cascade"),
    _ability("Annihilator", "86", N, "Annihilator 2", "2"),
    _ability("Level Up", "87", C, "Level up {1}{W}", "{1}{W}"),
    _ability("Rebound", "88", P, "Rebound"),
    _ability("Umbra Armor", "89", P, "Umbra armor", forms=("totem armor",)),
    _ability("Infect", "90", P, "Infect"),
    _ability("Battle Cry", "91", P, "Battle cry"),
    _ability("Living Weapon", "92", P, "Living weapon"),
    _ability("Undying", "93", P, "Undying"),
    _ability("Miracle", "94", C, "Miracle {R}", "{R}"),
    _ability("Soulbond", "95", P, "Soulbond"),
    _ability("Overload", "96", C, "Overload {6}{R}", "{6}{R}"),
    _ability("Scavenge", "97", C, "Scavenge {3}{G}{G}", "{3}{G}{G}"),
    _ability("Unleash", "98", P, "Unleash"),
    _ability("Cipher", "99", P, "Cipher"),
    _ability("Evolve", "100", P, "Evolve"),
    _ability("Extort", "101", P, "Extort"),
    _ability("Fuse", "102", P, "Fuse"),
    _ability("Bestow", "103", C, "Bestow {3}{W}", "{3}{W}"),
    _ability("Tribute", "104", N, "Tribute 2", "2"),
    _ability("Dethrone", "105", P, "Dethrone"),
    _ability("Hidden Agenda", "106", P, "Hidden agenda", forms=("double agenda",)),
    _ability("Outlast", "107", C, "Outlast {1}{W}", "{1}{W}"),
    _ability("Prowess", "108", P, "Prowess"),
    _ability("Dash", "109", C, "Dash {2}{R}", "{2}{R}"),
    _ability("Exploit", "110", P, "Exploit"),
    _ability("Menace", "111", P, "Menace"),
    _ability("Renown", "112", N, "Renown 1", "1"),
    _ability("Awaken", "113", NC, "Awaken 3—{4}{W}", "3—{4}{W}"),
    _ability("Devoid", "114", P, "Devoid"),
    _ability("Ingest", "115", P, "Ingest"),
    _ability("Myriad", "116", P, "Myriad"),
    _ability("Surge", "117", C, "Surge {1}{R}", "{1}{R}"),
    _ability("Skulk", "118", P, "Skulk"),
    _ability("Emerge", "119", C, "Emerge {5}{U}{U}", "{5}{U}{U}"),
    _ability("Escalate", "120", C, "Escalate {1}", "{1}"),
    _ability("Melee", "121", P, "Melee"),
    _ability("Crew", "122", N, "Crew 3", "3"),
    _ability("Fabricate", "123", N, "Fabricate 2", "2"),
    _ability("Partner", "124", P, "Partner", line_shape="optional"),
    _ability("Undaunted", "125", P, "Undaunted"),
    _ability("Improvise", "126", P, "Improvise"),
    _ability("Aftermath", "127", P, "Aftermath"),
    _ability("Embalm", "128", C, "Embalm {3}{W}", "{3}{W}"),
    _ability("Eternalize", "129", C, "Eternalize {4}{B}{B}", "{4}{B}{B}"),
    _ability("Afflict", "130", N, "Afflict 2", "2"),
    _ability("Ascend", "131", P, "Ascend"),
    _ability("Assist", "132", P, "Assist"),
    _ability("Jump-Start", "133", P, "Jump-start"),
    _ability("Mentor", "134", P, "Mentor"),
    _ability("Afterlife", "135", N, "Afterlife 1", "1"),
    _ability("Riot", "136", P, "Riot"),
    _ability("Spectacle", "137", C, "Spectacle {B}{R}", "{B}{R}"),
    _ability("Escape", "138", DC, "Escape—{3}{R}{R}, Exile four other cards from your graveyard.", "{3}{R}{R}, Exile four other cards from your graveyard"),
    _ability("Companion", "139", Q, "Companion — Each permanent card in your starting deck has mana value 2 or less.", "Each permanent card in your starting deck has mana value 2 or less", "Companion", line_shape="dash"),
    _ability("Mutate", "140", C, "Mutate {3}{G}", "{3}{G}"),
    _ability("Encore", "141", C, "Encore {5}{R}", "{5}{R}"),
    _ability("Boast", "142", DA, "Boast — {1}{R}: This creature deals 1 damage to any target.", "{1}{R}: This creature deals 1 damage to any target."),
    _ability("Foretell", "143", C, "Foretell {1}{U}", "{1}{U}"),
    _ability("Demonstrate", "144", P, "Demonstrate"),
    _ability("Daybound and Nightbound", "145", P, "Daybound", forms=("daybound", "nightbound")),
    _ability("Disturb", "146", C, "Disturb {1}{U}", "{1}{U}"),
    _ability("Decayed", "147", P, "Decayed"),
    _ability("Cleave", "148", C, "Cleave {1}{W}{W}", "{1}{W}{W}"),
    _ability("Training", "149", P, "Training"),
    _ability("Compleated", "150", P, "Compleated"),
    _ability("Reconfigure", "151", C, "Reconfigure {2}", "{2}"),
    _ability("Blitz", "152", C, "Blitz {2}{R}", "{2}{R}"),
    _ability("Casualty", "153", N, "Casualty 2", "2"),
    _ability("Enlist", "154", P, "Enlist"),
    _ability("Read Ahead", "155", P, "Read ahead"),
    _ability("Ravenous", "156", P, "Ravenous"),
    _ability("Squad", "157", C, "Squad {2}", "{2}"),
    _ability("Space Sculptor", "158", P, "Space sculptor"),
    _ability("Visit", "159", DA, "Visit — Draw a card.", "Draw a card."),
    _ability("Prototype", "160", Q, "Prototype {1}{W} — 2/2", "{1}{W} — 2/2", "Prototype", line_shape="cost"),
    _ability("Living Metal", "161", P, "Living metal"),
    _ability("More Than Meets the Eye", "162", C, "More Than Meets the Eye {2}{U}", "{2}{U}"),
    _ability("For Mirrodin!", "163", P, "For Mirrodin!"),
    _ability("Toxic", "164", N, "Toxic 1", "1"),
    _ability("Backup", "165", N, "Backup 1", "1"),
    _ability("Bargain", "166", P, "Bargain"),
    _ability("Craft", "167", Q, "Craft with artifact {3}{B}", "artifact {3}{B}", "Craft"),
    _ability("Disguise", "168", C, "Disguise {1}{W}", "{1}{W}"),
    _ability("Solved", "169", DA, "Solved — Draw a card.", "Draw a card."),
    _ability("Plot", "170", C, "Plot {3}{R}", "{3}{R}"),
    _ability("Saddle", "171", N, "Saddle 1", "1"),
    _ability("Spree", "172", M, "Spree\n+ {1} — Draw a card.\n+ {2} — Destroy target creature.", "{1}, {2}", "Spree"),
    _ability("Freerunning", "173", C, "Freerunning {1}{B}", "{1}{B}"),
    _ability("Gift", "174", Q, "Gift a Food", "a Food", "Gift"),
    _ability("Offspring", "175", C, "Offspring {2}", "{2}"),
    _ability("Impending", "176", NC, "Impending 4—{2}{G}{G}", "4—{2}{G}{G}"),
    _ability("Exhaust", "177", DA, "Exhaust — {2}{G}: Put two +1/+1 counters on this creature.", "{2}{G}: Put two +1/+1 counters on this creature."),
    _ability("Max Speed", "178", DA, "Max speed — This creature has flying.", "This creature has flying."),
    _ability("Start Your Engines!", "179", P, "Start your engines!"),
    _ability("Harmonize", "180", C, "Harmonize {4}{G}", "{4}{G}"),
    _ability("Mobilize", "181", N, "Mobilize 2", "2"),
    _ability("Job Select", "182", P, "Job select"),
    _ability("Tiered", "183", M, "Tiered\n• Glimpse — {0} — Draw a card.\n• Vision — {2} — Draw two cards.", "{0}, {2}", "Tiered"),
    _ability("Station", "184", P, "Station"),
    _ability("Warp", "185", C, "Warp {1}{W}", "{1}{W}"),
    _ability("∞ (Infinity)", "186", DA, "∞ — This creature gets +1/+1.", "This creature gets +1/+1.", forms=("∞",)),
    _ability("Mayhem", "187", C, "Mayhem {1}{B}", "{1}{B}", line_shape="optional", bare_too=True),
    _ability("Web-slinging", "188", C, "Web-slinging {W}", "{W}"),
    _ability("Firebending", "189", N, "Firebending 2", "2"),
)

KEYWORD_ACTIONS: tuple[Keyword, ...] = (
    _action("Activate", "2", E, "{T}: Draw a card. Activate only as a sorcery.", "as a sorcery", "Restriction"),
    _action("Attach", "3", E, "Attach this Equipment to target creature you control.", "this Equipment", "Attach"),
    _action("Behold", "4", E, "You may behold a Dragon.", "a Dragon", "BeholdAction"),
    _action("Cast", "5", E, "You may cast it without paying its mana cost.", "it without paying its mana cost", "Cast"),
    _action("Counter", "6", E, "Counter target spell.", "target spell", "CounterSpell"),
    _action("Create", "7", E, "Create a Treasure token.", "a Treasure token", "Create"),
    _action("Destroy", "8", E, "Destroy target creature.", "target creature", "Destroy"),
    _action("Discard", "9", E, "Discard a card.", "a card", "Discard"),
    _action("Double", "10", E, "Double the number of +1/+1 counters on target creature.", "+1/+1 counters on target creature", "DoubleCounters", terminal="KW_MULTIPLY"),
    _action("Triple", "11", E, "Triple target creature's power.", "target creature's power", "MultiplyStat", terminal="KW_MULTIPLY"),
    _action("Exchange", "12", E, "Exchange control of target artifact and target creature.", "target artifact and target creature", "ExchangeControl"),
    _action("Exile", "13", E, "Exile target creature.", "target creature", "Exile"),
    _action("Fight", "14", E, "Target creature you control fights target creature you don't control.", "target creature you don't control", "Fight"),
    _action("Goad", "15", AO, "Goad target creature.", "target creature"),
    _action("Investigate", "16", A, "Investigate."),
    _action("Mill", "17", E, "Mill three cards.", "three cards", "Mill"),
    _action("Play", "18", E, "You may play lands from your graveyard.", "lands from your graveyard", "Play"),
    _action("Regenerate", "19", E, "Regenerate target creature.", "target creature", "Regenerate"),
    _action("Reveal", "20", E, "Reveal the top card of your library.", "the top card of your library", "Reveal"),
    _action("Sacrifice", "21", E, "Sacrifice a creature.", "a creature", "Sacrifice"),
    _action("Scry", "22", E, "Scry 2.", "2", "Scry"),
    _action("Search", "23", E, "Search your library for a card.", "your library a card", "Search"),
    _action("Shuffle", "24", E, "Shuffle your library.", "your library", "Shuffle"),
    _action("Surveil", "25", E, "Surveil 1.", "1", "Surveil"),
    _action("Tap and Untap", "26", E, "Tap target creature.", "target creature", "Tap", forms=("tap", "untap")),
    _action("Transform", "27", AO, "Transform this creature.", "this creature"),
    _action("Convert", "28", AO, "Convert ~.", "~"),
    _action("Fateseal", "29", AN, "Fateseal 2.", "2"),
    _action("Clash", "30", A, "Clash with an opponent.", forms=("clash with an opponent",)),
    _action("Planeswalk", "31", A, "Planeswalk.", third_person=False),
    _action("Set in Motion", "32", E, "Set it in motion.", "it", "SetInMotion", forms=("set",)),
    _action("Abandon", "33", AO, "Abandon this scheme.", "this scheme"),
    _action("Proliferate", "34", A, "Proliferate."),
    _action("Detain", "35", AO, "Detain target creature an opponent controls.", "target creature an opponent controls"),
    _action("Populate", "36", A, "Populate."),
    _action("Monstrosity", "37", AN, "Monstrosity 3.", "3", third_person=False),
    _action("Vote", "38", E, "Each player votes for a nonland permanent you don't control.", "a nonland permanent you don't control", "Vote"),
    _action("Bolster", "39", AN, "Bolster 2.", "2"),
    _action("Manifest", "40", AO, "Manifest the top card of your library.", "the top card of your library"),
    _action("Support", "41", AN, "Support 2.", "2"),
    _action("Meld", "42", E, "Exile them, then meld them into Urza, Planeswalker.", "them", "Meld"),
    _action("Exert", "43", AO, "Exert target creature you control.", "target creature you control"),
    _action("Explore", "44", A, "This creature explores."),
    _action("Assemble", "45", AO, "Assemble a Contraption.", "a Contraption"),
    _action("Adapt", "46", AN, "Adapt 2.", "2"),
    _action("Amass", "47", E, "Amass Orcs 2.", "Orcs 2", "Amass"),
    _action("Learn", "48", A, "Learn."),
    _action("Venture into the Dungeon", "49", A, "Venture into the dungeon."),
    # "connives X, where X is ...": Connive N, a variant of connive (CR 701.50e), so its words are
    # also a numbered action's (KW_ACTION_N)
    _action("Connive", "50", A, "This creature connives.", terminal="KW_ACTION_N"),
    _action("Open an Attraction", "51", A, "Open an Attraction."),
    _action("Roll to Visit Your Attractions", "52", A, "Roll to visit your Attractions.", third_person=False),
    _action("Incubate", "53", AN, "Incubate 3.", "3"),
    _action("The Ring Tempts You", "54", A, "The Ring tempts you.", third_person=False),
    _action("Face a Villainous Choice", "55", E, "Target opponent faces a villainous choice — They lose 3 life, or you draw a card.", "They lose 3 life, or you draw a card", "VillainousChoice", forms=("face",)),
    _action("Time Travel", "56", A, "Time travel.", third_person=False),
    _action("Discover", "57", AN, "Discover 4.", "4"),
    _action("Cloak", "58", AO, "Cloak the top card of your library.", "the top card of your library"),
    _action("Collect Evidence", "59", AN, "You may collect evidence 6.", "6"),
    _action("Suspect", "60", AO, "Suspect target creature.", "target creature"),
    _action("Forage", "61", A, "Forage."),
    _action("Manifest Dread", "62", A, "Manifest dread."),
    _action("Endure", "63", AN, "This creature endures 2.", "2"),
    _action("Harness", "64", AO, "Harness ~.", "~"),
    _action("Airbend", "65", AO, "Airbend target creature.", "target creature"),
    _action("Earthbend", "66", AN, "Earthbend 3.", "3"),
    _action("Waterbend", "67", AC, "Waterbend {3}: Draw a card.", "{3}"),
    _action("Blight", "68", AN, "Blight 2.", "2", terminal="KW_COST_ACTION_N"),
)

KEYWORDS: tuple[Keyword, ...] = KEYWORD_ABILITIES + KEYWORD_ACTIONS

#: Keyword abilities of digital-only cards (MTG Arena's Alchemy sets): no rule of the
#: Comprehensive Rules defines them, so they are not in :data:`KEYWORDS` (the table of CR 701 and
#: 702 that tests/test_keywords.py checks against the rules file) and their ``rule`` is empty. As
#: any keyword's, their words go into the grammar terminal of their shape, they are found by
#: :func:`lookup`, and each has its entry in :data:`SUPPORT` (tests/test_digital_keywords.py).
DIGITAL_KEYWORDS: tuple[Keyword, ...] = (
    # "Double team": when it attacks, if it isn't a token, conjure a duplicate of it into your
    # hand; then both cards perpetually lose double team
    Keyword("Double Team", "", Kind.ABILITY, P, "Double team"),
    # "Specialize {2}": {2}, discard a card: this creature perpetually specializes into the version
    # of the discarded card's color (another card), as a sorcery
    Keyword("Specialize", "", Kind.ABILITY, C, "Specialize {2}", "{2}"),
    # "Starting intensity 2": the intensity a card has when the game begins, which "intensify"
    # raises for the rest of the game
    Keyword("Starting Intensity", "", Kind.ABILITY, N, "Starting intensity 2", "2"),
)


# -- the grammar's keyword terminals -------------------------------------------------------------
#: the grammar's terminal of the keyword abilities of each shape: "Flying", "Dredge 6", ...
TERMINAL_OF_SHAPE = {
    Shape.PLAIN: "KW_PLAIN",
    Shape.NUMBER: "KW_N",
    Shape.COST: "KW_COST",
    Shape.DASH_COST: "KW_COST",  # "Escape—[cost text]." is KW_COST "—" cost_list
    Shape.NUMBER_COST: "KW_N_COST",
    Shape.DASH_ABILITY: "KW_DASH",
}
#: the grammar's terminal of the keyword actions of each shape: "Proliferate", "Bolster 2", ...
ACTION_TERMINAL_OF_SHAPE = {
    Shape.ACTION: "KW_ACTION",
    Shape.ACTION_NUMBER: "KW_ACTION_N",
    Shape.ACTION_OBJECT: "KW_ACTION_OBJECT",
    Shape.ACTION_COST: "KW_ACTION_COST",
}
#: the terminals an entry names as its further one (:attr:`Keyword.terminal`), in the grammar's order
FURTHER_TERMINALS = ("KW_FROM", "KW_LANDWALK", "KW_COST_ACTION_N", "KW_MULTIPLY", "KW_ACTION_N")
#: terminals of the imperative only: a cost is an instruction ("Ward—Blight 2.")
_IMPERATIVE_TERMINALS = frozenset({"KW_COST_ACTION_N"})
#: a keyword whose forms the terminal writes as one pattern: "islandcycling", "basic landcycling",
#: "nonbasic landwalk" (the basic land types, Desert, and "land": CR 702.14a-c)
_TERMINAL_PATTERNS = {
    "cycling": "(?:basic )?[a-z]*cycling",
    "landwalk": "(?:(?:nonbasic|legendary|snow|artifact) )?(?:plains|island|swamp|mountain|forest|desert|land)walk",
}
#: forms that are no word of their keyword's terminal: "bands with other [quality]" (CR 702.22c)
#: takes a parameter that plain banding does not, and the grammar has no rule for it yet
_NOT_IN_TERMINAL = frozenset({"bands with other"})
#: keyword abilities newer than the rules file (oraclec/data), by terminal
NEWER_KEYWORDS = {"KW_COST": ("sneak",)}
#: the line of grammar/keywords.lark that :func:`grammar_terminals` replaces
TERMINALS_MARKER = "// @keyword-terminals: generated from oraclec.keywords (grammar_terminals)"


def third_person(verb: str) -> str:
    """The third person singular of a keyword action in base form, its first word inflected
    ("explore" -> "explores", "harness" -> "harnesses", "venture into the dungeon" -> "ventures
    into the dungeon"); the rule of oraclec.render.third_person, which this layer may not import."""
    first, space, rest = verb.partition(" ")
    if re.search(r"(s|sh|ch|x|z)$", first):
        first += "es"
    elif re.search(r"[^aeiou]y$", first):
        first = first[:-1] + "ies"
    else:
        first += "s"
    return first + space + rest


def action_forms(entry: Keyword) -> tuple[str, ...]:
    """The words of a keyword action in the grammar, lower case: its forms if it has any ("clash
    with an opponent"), else its name, in the base form, and in the third person too unless it
    is a noun or a sentence."""
    bases = tuple(_normal(form) for form in entry.forms or (entry.name,))
    return bases + tuple(third_person(base) for base in bases) if entry.third_person else bases


def _terminal_forms(entry: Keyword) -> set[str]:
    """The words (or pattern) of a keyword in its terminals: an action's verb forms, an
    ability's name and forms."""
    if entry.kind is Kind.ACTION:
        return set(action_forms(entry))
    names = written_forms(entry)
    pattern = _TERMINAL_PATTERNS.get(names[0])
    return {pattern} if pattern else {n for n in names if n not in _NOT_IN_TERMINAL}


def terminal_words() -> dict[str, tuple[str, ...]]:
    """The words (or patterns) of each keyword terminal of the grammar, from the table: a
    keyword's name and forms (an action's verb forms) go in the terminal of its shape, in KW_PLAIN
    too if it may be written bare, and in its further terminal; longest first, so that no word
    matches as the start of a longer one."""
    shape_terminals = TERMINAL_OF_SHAPE | ACTION_TERMINAL_OF_SHAPE
    order = [*dict.fromkeys(TERMINAL_OF_SHAPE.values()), *FURTHER_TERMINALS[:2], *ACTION_TERMINAL_OF_SHAPE.values(), *FURTHER_TERMINALS[2:]]
    words: dict[str, set[str]] = {name: set() for name in order}
    for entry in KEYWORDS + DIGITAL_KEYWORDS:
        own = _terminal_forms(entry)
        terminal = shape_terminals.get(entry.shape)
        if terminal is not None:
            words[terminal].update(own)
        if entry.bare_too:
            words["KW_PLAIN"].update(own)
        if entry.terminal in _IMPERATIVE_TERMINALS:
            words[entry.terminal].update(_normal(form) for form in entry.forms or (entry.name,))
        elif entry.terminal:
            words[entry.terminal].update(own)
    for terminal, newer in NEWER_KEYWORDS.items():
        words[terminal].update(newer)
    return {name: tuple(sorted(found, key=lambda w: (-len(w), w))) for name, found in words.items()}


def grammar_terminals() -> str:
    """The grammar's keyword terminals, as Lark text (one line each, in a fixed order, so that
    the grammar text, and with it the digest of the shipped parse tables, is the same on every
    build)."""
    return "\n".join(f"{name}: /(?:{'|'.join(words)})/i" for name, words in terminal_words().items())


def _normal(text: str) -> str:
    return re.sub(r"\s+", " ", text.strip().lower().replace("’", "'"))


@cache
def _by_form() -> dict[str, Keyword]:
    forms: dict[str, Keyword] = {}
    for entry in KEYWORDS + DIGITAL_KEYWORDS:
        for form in (entry.name, *entry.forms):
            forms.setdefault(_normal(form), entry)
    return forms


def by_name(name: str) -> Keyword | None:
    """The entry of a keyword by its name in the Comprehensive Rules ("Double Strike")."""
    return _by_form().get(_normal(name))


def lookup(written: str) -> Keyword | None:
    """The entry of a keyword as written in card text: "Flying", "islandcycling", "explores",
    "nonbasic landwalk", "endures", "Multikicker"."""
    forms = _by_form()
    text = _normal(written)
    if text in forms:
        return forms[text]
    if text.endswith("cycling"):
        return forms["cycling"]
    if text.endswith("walk"):
        return forms["landwalk"]
    # a verb agreeing with its subject: "explores", "connives", "incubates", "ventures into ..."
    first, _, rest = text.partition(" ")
    for base in (first[:-1], first[:-2]) if first.endswith("s") else ():
        candidate = f"{base} {rest}".strip()
        if candidate in forms:
            return forms[candidate]
    return None


def dash_keyword_names() -> frozenset[str]:
    """Keywords written like an ability word, before " — " ("Boast — ...", "Companion — ..."):
    the lexer never reads them as a label."""
    return frozenset(
        _normal(form)
        for entry in KEYWORDS
        if entry.shape is Shape.DASH_ABILITY or entry.name == "Companion"
        for form in (entry.name, *entry.forms)
    )


def node_keyword(node: Any) -> Keyword | None:
    """The keyword a node stands for: its ``keyword`` property, or the entry whose example node
    class it is (verbs of the effect grammar)."""
    keyword = getattr(type(node), "keyword", None)
    if isinstance(keyword, property):
        return node.keyword  # type: ignore[no-any-return]
    matches = [entry for entry in KEYWORDS if entry.node_name == type(node).__name__]
    return matches[0] if len(matches) == 1 else None


# -- how a game plays each keyword ability -----------------------------------------------------------
class Status(enum.Enum):
    DEFINED = "defined"  #: a composition of abilities of the effect model (effects.definitions)
    #: its rule's own words, compiled by the compiler (oraclec.compiler.keywords)
    DEFINED_BY_TEXT = "defined by its text"
    NATIVE = "native"  #: the runtime reads the keyword by name, in named code
    UNSUPPORTED = "unsupported"  #: neither: a game plays the object as if it lacked the keyword


@attrs.frozen
class Support:
    """How a game plays one keyword ability."""

    status: Status
    #: native: the runtime code that reads the keyword ("oraclec.runtime.combat:can_block")
    code: str = ""
    #: native: a test that exercises it ("tests/scenarios/x.toml", "tests/runtime/test_x.py::test_y")
    test: str = ""
    #: unsupported: what is missing
    reason: str = ""
    #: defined by its text: the keyword's rule as an ability's text (CR 702 and the reminder
    #: text), "this creature" for the object with the keyword and ``{N}`` for its number
    text: str = ""
    #: defined: what of the definition the runtime does not play as the rule says yet (empty:
    #: nothing); a card with such a keyword is held back like one with an unsupported keyword
    runtime_gap: str = ""
    #: unsupported: the compiler still lowers it to a bare ``Keyword`` node named for the runtime
    #: (with no ``Unsupported`` definition), so the compiled card looks complete: only the
    #: runtime's status tells that the keyword does nothing in a game. Otherwise the compiler
    #: lowers it to an ``Unsupported`` definition, and the card does not compile.
    named: bool = False


DEFINED = Support(Status.DEFINED)


def _defined_not_played(gap: str) -> Support:
    """Defined in the effect model (the compiled card keeps the definition), but not played by
    the runtime as the rule says."""
    return Support(Status.DEFINED, runtime_gap=gap)

#: the placeholder of a keyword's number in its definition text ("Annihilator 2": {N} is 2)
NUMBER_PLACEHOLDER = "{N}"


def _text(text: str) -> Support:
    return Support(Status.DEFINED_BY_TEXT, text=text)


def _native(code: str, test: str) -> Support:
    return Support(Status.NATIVE, code=code, test=test)


#: rules the runtime does not apply and the effect model does not define: the compiled keyword
#: is only a name, which no runtime code reads
_NOT_READ = "neither defined in the effect model nor read by the runtime: the object plays as if it lacked the keyword"


def _named(reason: str = _NOT_READ) -> Support:
    return Support(Status.UNSUPPORTED, reason=reason, named=True)


def _unsupported(reason: str) -> Support:
    return Support(Status.UNSUPPORTED, reason=reason)


_NOT_LOWERED = _unsupported("its definition is not lowered yet: the compiler marks it Unsupported")
#: "Boast — [cost]: [effect]" (CR 702.142a), "Exhaust — ..." (702.177a), "Max speed — ..."
#: (702.178a): the compiler keeps the ability, but the runtime applies no keyword's condition on it
_UNGATED = "the runtime would run the ability without the keyword's condition on it (when and how often it may be activated or applies)"

_COMBAT = "oraclec.runtime.combat"
_SCENARIOS = "tests/scenarios/"

#: keyword ability, lower case, as the compiler names it -> how a game plays it. Forms that the
#: compiler names apart from their keyword ("multikicker", "partner with") have entries of their
#: own; "[type]cycling" is "typecycling" and "[quality]walk" is "landwalk" (:func:`support_of`).
SUPPORT: dict[str, Support] = {
    # -- native: rules of the object that the runtime applies by the keyword's name
    "deathtouch": _native(f"{_COMBAT}:_deal", _SCENARIOS + "card_typhoid_rats_deathtouch_blocker.toml"),
    "defender": _native(f"{_COMBAT}:can_attack", _SCENARIOS + "card_wall_of_stone_defender_cannot_attack.toml"),
    "double strike": _native(f"{_COMBAT}:_deals_now", _SCENARIOS + "card_silverblade_paladin_pairs_and_both_have_double_strike.toml"),
    "first strike": _native(f"{_COMBAT}:_deals_now", _SCENARIOS + "card_youthful_knight_first_strike_kills_a_blocker_first.toml"),
    "flash": _native("oraclec.runtime.casting:_has_flash", _SCENARIOS + "card_ambush_viper_flash_cast_in_the_opponents_turn.toml"),
    "flying": _native(f"{_COMBAT}:can_block", _SCENARIOS + "card_serra_angel_attacks_with_vigilance.toml"),
    "haste": _native(f"{_COMBAT}:can_attack", _SCENARIOS + "card_raging_goblin_haste_attacks_the_turn_it_enters.toml"),
    # "Hexproof from [quality]" (CR 702.11d): compiled as hexproof with a quality
    "hexproof from": _native("oraclec.runtime.targets:_can_be_targeted", _SCENARIOS + "card_knight_of_grace_hexproof_from_black_stops_murder_not_shock.toml"),
    "hexproof": _native("oraclec.runtime.targets:_can_be_targeted", _SCENARIOS + "card_lazotep_plating_amasses_and_grants_hexproof.toml"),
    "indestructible": _native("oraclec.runtime.game:Game.destroy", _SCENARIOS + "card_seraph_of_the_suns_indestructible_survives_destroy.toml"),
    "lifelink": _native("oraclec.runtime.game:Game.deal_damage", _SCENARIOS + "card_vampire_nighthawk_deathtouch_and_lifelink.toml"),
    "menace": _native(f"{_COMBAT}:declare_blockers", _SCENARIOS + "card_boggart_brute_menace_cannot_be_blocked_by_one.toml"),
    "reach": _native(f"{_COMBAT}:can_block", _SCENARIOS + "card_giant_spider_blocks_a_flyer_with_reach.toml"),
    "shroud": _native("oraclec.runtime.targets:_player_targetable", "tests/runtime/test_runtime_executors.py::test_a_player_with_shroud_cant_be_targeted"),
    "trample": _native(f"{_COMBAT}:_deal", _SCENARIOS + "card_colossal_dreadmaw_trample_assigns_the_excess_to_the_player.toml"),
    "vigilance": _native(f"{_COMBAT}:declare_attackers", _SCENARIOS + "card_serra_angel_attacks_with_vigilance.toml"),
    "changeling": _native("oraclec.runtime.layers:template", _SCENARIOS + "amass_onto_a_changeling_army_when_it_is_the_only_army.toml"),
    "soulbond": _native("oraclec.runtime.soulbond:_has_soulbond", _SCENARIOS + "card_silverblade_paladin_pairs_with_a_creature_entering_later.toml"),
    "enchant": _native("oraclec.runtime.casting:_aura_target", _SCENARIOS + "card_pacifism_stops_attacks.toml"),
    "ascend": _native("oraclec.runtime.designations:ascend_permanents", _SCENARIOS + "keyword_ascend_a_permanent_gives_the_citys_blessing_at_ten_permanents.toml"),
    "intimidate": _native(f"{_COMBAT}:evades", _SCENARIOS + "keyword_intimidate_cannot_be_blocked_by_a_creature_of_another_color.toml"),
    "fear": _native(f"{_COMBAT}:evades", _SCENARIOS + "card_severed_legion_fear_cannot_be_blocked_by_a_green_creature.toml"),
    "shadow": _native(f"{_COMBAT}:evades", _SCENARIOS + "keyword_shadow_is_blocked_only_by_a_creature_with_shadow.toml"),
    "horsemanship": _native(f"{_COMBAT}:evades", _SCENARIOS + "keyword_horsemanship_is_blocked_only_by_a_creature_with_horsemanship.toml"),
    "skulk": _native(f"{_COMBAT}:evades", _SCENARIOS + "card_furtive_homunculus_skulk_is_not_blocked_by_greater_power.toml"),
    "landwalk": _native(f"{_COMBAT}:evades", _SCENARIOS + "keyword_landwalk_snow_swampwalk_and_nonbasic_landwalk.toml"),
    "infect": _native("oraclec.runtime.game:Game.deal_damage", _SCENARIOS + "card_glistener_elf_infect_gives_poison_counters_instead_of_life_loss.toml"),
    "wither": _native("oraclec.runtime.game:Game.deal_damage", _SCENARIOS + "card_sickle_ripper_wither_puts_minus_counters_on_its_blocker.toml"),
    "toxic": _native("oraclec.runtime.game:Game._total_toxic", _SCENARIOS + "keyword_toxic_gives_poison_counters_with_combat_damage.toml"),
    "devoid": _native("oraclec.runtime.layers:_apply_devoid", _SCENARIOS + "card_culling_drone_devoid_is_colorless_so_doom_blade_destroys_it.toml"),
    "protection": _native("oraclec.runtime.protection:protected_from", _SCENARIOS + "card_repentant_blacksmith_protection_from_red_prevents_pyroclasm_damage.toml"),
    "phasing": _native("oraclec.runtime.turns:phase", _SCENARIOS + "card_teferis_drake_phasing_phases_out_then_in_on_alternate_untap_steps.toml"),
    # CR 702.51a, 702.66a, 702.126a: objects that pay for mana of a spell's total cost
    "convoke": _native("oraclec.runtime.casting:_helper_candidates", _SCENARIOS + "card_stoke_the_flames_convoke_taps_creatures_for_red_and_generic_mana.toml"),
    "delve": _native("oraclec.runtime.casting:_helper_candidates", _SCENARIOS + "card_gurmag_angler_delve_exiles_six_cards_to_pay_the_generic_mana.toml"),
    "affinity": _native("oraclec.runtime.casting:keyword_cost_reductions", _SCENARIOS + "card_frogmite_affinity_for_artifacts_costs_nothing_with_four_artifacts.toml"),
    "split second": _native("oraclec.runtime.casting:split_second_refusal", _SCENARIOS + "card_krosan_grip_split_second_bob_cannot_cast_a_spell_in_response.toml"),
    "storm": _native("oraclec.runtime.casting:cast_triggers", _SCENARIOS + "card_chatterstorm_storm_copies_it_for_each_spell_cast_before_it.toml"),
    "gravestorm": _native("oraclec.runtime.casting:cast_triggers", _SCENARIOS + "card_bitter_ordeal_gravestorm_copies_it_for_each_permanent_put_into_a_graveyard.toml"),
    "cascade": _native("oraclec.runtime.casting:cast_triggers", _SCENARIOS + "card_bloodbraid_elf_cascade_casts_a_card_of_lesser_mana_value_free.toml"),
    "undaunted": _native("oraclec.runtime.casting:keyword_cost_reductions", _SCENARIOS + "card_sublime_exhalation_undaunted_costs_one_less_for_each_opponent.toml"),
    "sunburst": _native("oraclec.runtime.casting:sunburst_counters", _SCENARIOS + "card_skyreach_manta_sunburst_counts_each_color_of_mana_spent.toml"),
    "rebound": _native("oraclec.runtime.casting:_rebound", _SCENARIOS + "card_sight_beyond_sight_rebound_casts_it_again_next_upkeep.toml"),
    "assist": _native("oraclec.runtime.casting:_assisted_payment", _SCENARIOS + "card_charging_binox_assist_bob_pays_part_of_its_generic_mana.toml"),
    "spree": _native("oraclec.runtime.casting:prepare_cast", _SCENARIOS + "card_explosive_derailment_spree_pays_the_cost_of_each_mode_chosen.toml"),
    "tiered": _native("oraclec.runtime.casting:prepare_cast", _SCENARIOS + "card_thunder_magic_tiered_pays_the_cost_of_the_mode_chosen.toml"),
    "demonstrate": _native("oraclec.runtime.casting:cast_triggers", _SCENARIOS + "card_incarnation_technique_demonstrate_alice_and_bob_each_copy_it.toml"),
    "aftermath": _native("oraclec.runtime.casting:_aftermath_half", _SCENARIOS + "card_spring_mind_aftermath_casts_mind_from_the_graveyard.toml"),
    "fuse": _native("oraclec.runtime.casting:_has_fuse", _SCENARIOS + "card_wear_tear_fuse_casts_both_halves.toml"),
    "improvise": _native("oraclec.runtime.casting:_helper_candidates", _SCENARIOS + "card_reverse_engineer_improvise_taps_artifacts_for_generic_mana.toml"),
    # -- defined: oraclec.effects.definitions.DEFINITIONS
    **dict.fromkeys((
        "flashback", "foretell", "dredge", "kicker", "buyback", "cycling", "typecycling", "ward",
        "equip", "fortify", "reconfigure", "echo", "unearth", "evoke", "dash", "blitz", "morph",
        "megamorph", "disguise", "ninjutsu", "commander ninjutsu", "scavenge", "embalm", "eternalize", "escape", "disturb",
        "retrace", "jump-start", "suspend", "overload", "spectacle", "surge", "prowl", "emerge",
        "mayhem", "warp", "web-slinging", "impending", "awaken", "harmonize", "more than meets the eye", "haunt",
        "prototype", "squad", "offspring", "entwine", "replicate", "escalate", "gift", "transmute",
        "transfigure", "outlast", "level up", "encore", "recover", "cumulative upkeep", "craft",
        "offering", "reinforce", "multikicker", "madness", "champion",
        # rules of deck construction (CR 702.124a) and of the time before the game (702.139a):
        # nothing to do in a game
        "partner", "choose a background", "doctor's companion", "companion",
    ), DEFINED),
    "crew": DEFINED,  # CR 702.122a: a tap cost of total power and a Becomes (oraclec.effects.definitions)
    "bargain": DEFINED,  # CR 702.166a: an optional additional cost (oraclec.effects.definitions)
    "conspire": DEFINED,  # CR 702.78a: an optional additional cost (tap two creatures) and a cast trigger that copies
    "casualty": DEFINED,  # CR 702.153a: an optional additional cost and a cast trigger that copies
    # -- defined, but not yet played by the runtime as the rule says
    "plot": _defined_not_played("the runtime has no plot special action (CR 702.170a)"),
    "bestow": _defined_not_played("the runtime casts a bestowed card as a creature, not as an Aura (CR 702.103b)"),
    "sneak": _defined_not_played("the runtime applies none of sneak's timing, extra cost or attacking entry"),
    "freerunning": _defined_not_played("the runtime does not check freerunning's combat-damage condition (CR 702.173a)"),
    "miracle": _defined_not_played("the runtime has no reveal-on-draw trigger for a miracle (CR 702.94a)"),
    "splice": _defined_not_played("the runtime cannot splice a card onto another Arcane spell (CR 702.47a)"),
    "mutate": _defined_not_played("the runtime has no merged permanents (CR 729): casting a mutating creature spell (CR 702.140a-c) is refused as unsupported"),
    "cleave": _defined_not_played("the bracketed words cleave removes do not parse, so a cleaved spell can't be played (CR 702.148a)"),
    # -- defined by its text: the rule's own words (CR 702), compiled as a card's text is (a
    # changed text changes compiled cards: bump oraclec.compiler.registry.COMPILER_VERSION)
    "persist": _text("When this permanent is put into a graveyard from the battlefield, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it."),  # CR 702.79a
    "undying": _text("When this permanent is put into a graveyard from the battlefield, if it had no +1/+1 counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on it."),  # CR 702.93a
    "prowess": _text("Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn."),  # CR 702.108a
    "exalted": _text("Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn."),  # CR 702.83a
    "battle cry": _text("Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn."),  # CR 702.91a
    "annihilator": _text("Whenever this creature attacks, defending player sacrifices {N} permanents."),  # CR 702.86a
    "bushido": _text("Whenever this creature blocks or becomes blocked, it gets +{N}/+{N} until end of turn."),  # CR 702.45a
    "flanking": _text("Whenever this creature becomes blocked by a creature without flanking, the blocking creature gets -1/-1 until end of turn."),  # CR 702.25a
    "afflict": _text("Whenever this creature becomes blocked, defending player loses {N} life."),  # CR 702.130a
    "mentor": _text("Whenever this creature attacks, put a +1/+1 counter on target attacking creature with power less than this creature's power."),  # CR 702.134a
    "exploit": _text("When this creature enters, you may sacrifice a creature."),  # CR 702.110a
    "afterlife": _text("When this permanent is put into a graveyard from the battlefield, create {N} 1/1 white and black Spirit creature tokens with flying."),  # CR 702.135a
    "decayed": _text("This creature can't block.\nWhen this creature attacks, sacrifice it at end of combat."),  # CR 702.147a
    "soulshift": _text("When this permanent is put into a graveyard from the battlefield, you may return target Spirit card with mana value {N} or less from your graveyard to your hand."),  # CR 702.46a
    "poisonous": _text("Whenever this creature deals combat damage to a player, that player gets {N} poison counters."),  # CR 702.70a
    "fabricate": _text("When this permanent enters, you may put {N} +1/+1 counters on it. If you don't, create {N} 1/1 colorless Servo artifact creature tokens."),  # CR 702.123a
    "modular": _text("This permanent enters with {N} +1/+1 counters on it.\nWhen this permanent is put into a graveyard from the battlefield, you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on this permanent."),  # CR 702.43a
    "fading": _text("This permanent enters with {N} fade counters on it.\nAt the beginning of your upkeep, remove a fade counter from this permanent. If you can't, sacrifice the permanent."),  # CR 702.32a
    "ingest": _text("Whenever this creature deals combat damage to a player, that player exiles the top card of their library."),  # CR 702.115a
    "living weapon": _text("When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then attach this Equipment to it."),  # CR 702.92a
    "for mirrodin!": _text("When this Equipment enters, create a 2/2 red Rebel creature token, then attach this Equipment to it."),  # CR 702.163a
    "job select": _text("When this Equipment enters, create a 1/1 colorless Hero creature token, then attach this Equipment to it."),  # CR 702.182a
    "ravenous": _text("This permanent enters with X +1/+1 counters on it.\nWhen this permanent enters, if X is 5 or more, draw a card."),  # CR 702.156a
    "devour": _text("As this object enters, you may sacrifice any number of creatures. This permanent enters with {N} +1/+1 counters on it for each creature sacrificed this way."),  # CR 702.82a
    "frenzy": _text("Whenever this creature attacks and isn't blocked, it gets +{N}/+0 until end of turn."),  # CR 702.68a
    "mobilize": _text("Whenever this creature attacks, create {N} tapped and attacking 1/1 red Warrior creature tokens. Sacrifice them at the beginning of the next end step."),  # CR 702.181a, in its reminder text
    "riot": _text("You may have this permanent enter with an additional +1/+1 counter on it. If you don't, it gains haste."),  # CR 702.136a
    "unleash": _text("You may have this permanent enter with an additional +1/+1 counter on it.\nThis permanent can't block as long as it has a +1/+1 counter on it."),  # CR 702.98a
    "training": _text("Whenever this creature attacks with another creature with greater power, put a +1/+1 counter on this creature."),  # CR 702.149a, in its reminder text
    "extort": _text("Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain that much life."),  # CR 702.101a, in its reminder text
    "renown": _text("When this creature deals combat damage to a player, if it isn't renowned, put {N} +1/+1 counters on it and it becomes renowned."),  # CR 702.112a
    "bloodthirst": _text("If an opponent was dealt damage this turn, this permanent enters with {N} +1/+1 counters on it."),  # CR 702.54a
    "evolve": _text("Whenever a creature you control enters, if that creature has greater power or toughness than this creature, put a +1/+1 counter on this creature."),  # CR 702.100a, in its reminder text
    "vanishing": _text("This permanent enters with {N} time counters on it.\nAt the beginning of your upkeep, if this permanent has a time counter on it, remove a time counter from it.\nWhen the last time counter is removed from this permanent, sacrifice it."),  # CR 702.63a
    "rampage": _text("Whenever this creature becomes blocked, it gets +{N}/+{N} until end of turn for each creature blocking it beyond the first."),  # CR 702.23a
    "graft": _text("This permanent enters with {N} +1/+1 counters on it.\nWhenever another creature enters, if this permanent has a +1/+1 counter on it, you may move a +1/+1 counter from this permanent onto that creature."),  # CR 702.58a
    "amplify": _text("As this object enters, reveal any number of cards from your hand that share a creature type with it. This permanent enters with {N} +1/+1 counters on it for each card revealed this way."),  # CR 702.38a
    "dethrone": _text("Whenever this creature attacks the player with the most life or tied for most life, put a +1/+1 counter on this creature."),  # CR 702.105a
    "melee": _text("Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked with a creature this combat."),  # CR 702.121a
    "hideaway": _text("When this permanent enters, look at the top {N} cards of your library, exile one face down, then put the rest on the bottom of your library in a random order."),  # CR 702.75a, in its reminder text
    "firebending": _text("Whenever this creature attacks, add {N} {R}. Until end of combat, you don't lose this mana as steps and phases end."),  # CR 702.189a
    # -- unsupported, compiled to a bare keyword that the runtime does not read
    **dict.fromkeys((
        "banding", "daybound", "nightbound", "epic", "cipher", "partner with", "umbra armor",
        "totem armor", "living metal", "compleated", "double agenda", "hidden agenda", "start your engines!",
        "myriad", "enlist", "read ahead", "provoke", "absorb", "ripple", "backup",
        "tribute", "station",
        "space sculptor", "gift a card", "saddle",
    ), _named()),
    "max speed": _named(_UNGATED),
    "visit": _named(_UNGATED),
    "boast": _unsupported(_UNGATED),
    "exhaust": _unsupported(_UNGATED),
    "∞": _unsupported(_UNGATED),
    # -- unsupported, compiled to an Unsupported definition
    **dict.fromkeys(("aura swap", "forecast"), _NOT_LOWERED),
    # "bands with other [quality]" (CR 702.22c): a keyword with its quality, which no runtime
    # code reads (no bands are formed, as with banding)
    "bands with other": _named(),
    # the compiler gates the ability by the Case's solved designation (CR 702.169b-d); the
    # runtime reads it inside its CaseAbility
    "solved": _native("oraclec.runtime.layers:flatten", "tests/runtime/test_case_solved.py::test_the_solved_trigger_triggers_only_once_solved"),
    # -- digital-only keywords (DIGITAL_KEYWORDS): no rule defines them. Double team is defined
    # as its reminder text says (oraclec.effects.definitions); the effect model has no versions
    # of a card to specialize into: specialize compiles to a bare keyword with its cost, which
    # the runtime reports as unsupported; the runtime keeps no intensity
    "double team": DEFINED,
    "specialize": _named("digital-only (Alchemy): specializing into the version of a card of the discarded card's color is not in the effect model"),
    # a card's intensity at the start of the game: its number, which fx.Intensity reads
    "starting intensity": _named("digital-only (Alchemy): the runtime keeps no intensity (fx.Intensity, fx.Intensify are unsupported at runtime)"),
}


#: CR 702.174d-i: what each gift gives ("Gift a Food"), written as the rule writes its effect,
#: after "The chosen player" (the opponent chosen as the gift cost was paid, 702.174a)
GIFTS: dict[str, str] = {
    "a food": "creates a Food token",  # 702.174d
    "a card": "draws a card",  # 702.174e
    "a tapped fish": "creates a tapped 1/1 blue Fish creature token",  # 702.174f
    "an extra turn": "takes an extra turn after this one",  # 702.174g
    "a treasure": "creates a Treasure token",  # 702.174h
    "an octopus": "creates an 8/8 blue Octopus creature token",  # 702.174i
}


def support_of(name: str) -> Support | None:
    """How a game plays a keyword ability, by the name the compiler gives it ("flying",
    "islandcycling", "nonbasic landwalk", "partner—friends forever"); None for a name that is
    not a keyword ability."""
    key = _normal(name)
    if key in SUPPORT:
        return SUPPORT[key]
    if key.endswith("cycling"):
        return SUPPORT["typecycling"]
    if key.endswith("walk"):
        return SUPPORT["landwalk"]
    if key.startswith("partner—"):  # "Partner—Friends forever" (CR 702.124i): a rule of deck construction
        return SUPPORT["partner"]
    return None


def lowered_by_name(name: str) -> bool:
    """Whether the compiler lowers a keyword ability with no definition of the effect model to a
    bare ``Keyword`` node named for the runtime (native, or unsupported but named), rather than
    to an ``Unsupported`` definition."""
    support = support_of(name)
    return support is not None and (support.status is Status.NATIVE or support.named)


def support_key(name: str, *, quality: bool = False) -> str:
    """The name under which :data:`SUPPORT` lists a compiled keyword: its name, lower case, or
    "[name] from" for a keyword with a quality that has an entry of its own ("hexproof" with
    the quality black is "hexproof from")."""
    key = _normal(name)
    return f"{key} from" if quality and f"{key} from" in SUPPORT else key


def unsupported_at_runtime(name: str) -> bool:
    """Whether a game plays a compiled keyword as if it were not there, or not as its rule
    says: an unsupported keyword, or a name that is no keyword ability of :data:`SUPPORT`."""
    support = support_of(name)
    return support is None or support.status is Status.UNSUPPORTED or bool(support.runtime_gap)


def written_forms(entry: Keyword) -> tuple[str, ...]:
    """The names the compiler gives a keyword ability: its name and other forms, lower case;
    a name that lists two keywords ("Daybound and Nightbound") or explains one ("∞ (Infinity)")
    is written only as its forms."""
    names = (entry.name, *entry.forms) if not entry.forms or (" and " not in entry.name and "(" not in entry.name) else entry.forms
    return tuple(_normal(n) for n in names)
