"""Decks for simulated games: decklist files, and random decks built from a card database.

A decklist is the usual text format, one entry a line::

    # a comment (or // a comment)
    Deck
    4 Lightning Bolt
    20x Mountain
    2 Fire // Ice (MH2) 290

    Sideboard
    3 Smash to Smithereens

A count (``4`` or ``4x``), then the card's name, optionally followed by a set code in
parentheses and a collector number (as Arena exports it). The headers ``Deck`` and
``Sideboard`` are optional; the sideboard (and lines starting with ``SB:``) is ignored; blank
lines and comments are skipped. Every card must be in the card database and compile fully:
anything else is an :class:`~oraclec.errors.InputError` naming the file and the line.

Random decks (:func:`random_deck`) are built from the cards of a database that compiled fully
(:func:`deck_candidates`, through the compile pipeline and its cache): one or two colours chosen
by the seed, 36 spells of those colours (colourless ones too), each once (a singleton deck:
as many different cards as possible take part), and 24 lands: up to four lands of those colours
from the database, the rest basic lands in proportion to the coloured mana symbols of the
spells. The same candidates and seed give the same deck.
"""

from __future__ import annotations

import functools
import random
import re
from collections.abc import Iterable, Sequence
from pathlib import Path

import attrs

from ..cards import Card, load, read_text
from ..errors import InputError, shown
from ..runtime.definitions import CardDef, card_definition
from ..runtime.pool import default_face_compiler

#: the colours, in WUBRG order, with the basic land that makes each
BASIC_LANDS = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}
DECK_SIZE = 60
LANDS = 24
#: nonbasic lands a random deck may hold (of its colours), the rest of its lands basic
MAX_NONBASIC_LANDS = 4
#: the most copies one line of a decklist may give (far beyond any deck; keeps a typo such as
#: "40000 Island" from building a library of forty thousand objects)
MAX_COPIES = 1000
#: the card types a random deck's cards may have: cards a game can play from its library
#: (Conspiracy, Attraction, Contraption and the like need other rules or other zones)
PLAYABLE_TYPES = frozenset({"Creature", "Artifact", "Enchantment", "Planeswalker", "Instant", "Sorcery", "Land", "Battle", "Kindred", "Tribal"})
_UNPLAYABLE_TYPES = frozenset({"Conspiracy", "Attraction", "Contraption", "Stickers", "Scheme", "Plane", "Phenomenon", "Vanguard", "Dungeon"})

_ENTRY = re.compile(r"^(?P<count>\d+)\s*[xX]?\s+(?P<name>.+?)(?:\s+\([A-Za-z0-9]{2,6}\)(?:\s+\S+)?)?\s*$")
_HEADERS = {"deck": "deck", "main": "deck", "maindeck": "deck", "main deck": "deck", "sideboard": "sideboard"}
_SYMBOL = re.compile(r"\{([^{}]*)\}")


@attrs.frozen
class Deck:
    """A deck: a name (its file, or the random deck's seed and colours) and its cards, one
    entry per copy, in the order given. Plain data: it pickles, so games run in other
    processes (or on other machines) from it alone."""

    name: str
    cards: tuple[Card, ...]

    def counts(self) -> list[tuple[str, int]]:
        """(name, copies) in the order the cards first appear."""
        counts: dict[str, int] = {}
        for card in self.cards:
            counts[card.name] = counts.get(card.name, 0) + 1
        return list(counts.items())


def parse_decklist(text: str, source: str = "<decklist>") -> list[tuple[int, int, str]]:
    """The main deck's entries of a decklist: (line number, count, card name). InputError for a
    line that is not an entry, a header, a comment or blank, naming the line."""
    entries: list[tuple[int, int, str]] = []
    section = "deck"
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        where = f"line {number}"
        if not line or line.startswith(("#", "//")):
            continue
        header = _HEADERS.get(line.rstrip(":").strip().casefold())
        if header is not None:
            section = header
            continue
        if line[:3].casefold() == "sb:":
            continue  # MTGO's sideboard lines
        match = _ENTRY.match(line)
        if match is None:
            raise InputError(f"not a decklist entry: {shown(line)} (expected a count and a card name, such as '4 Lightning Bolt')", path=source, where=where)
        count = int(match["count"]) if len(match["count"]) <= 9 else MAX_COPIES + 1
        if count < 1:
            raise InputError(f"{shown(match['name'])}: a count of 0 (each entry gives one copy or more)", path=source, where=where)
        if count > MAX_COPIES:
            raise InputError(f"{shown(match['name'])}: {match['count']} copies, over the limit of {MAX_COPIES:,} per line", path=source, where=where)
        if section == "deck":
            entries.append((number, count, match["name"]))
    if not entries:
        raise InputError("no cards in the main deck (a line such as '4 Lightning Bolt' gives four)", path=source)
    return entries


def load_decklist(path: str, database: str | Path | None = None, *, cards: Sequence[Card] | None = None) -> Deck:
    """The deck a decklist file gives, its cards looked up in ``database`` (None: the bundled
    one; or ``cards`` already loaded). InputError for an unreadable file, a malformed line, an
    unknown card or one that does not compile fully, naming the line."""
    text = read_text(path)
    entries = parse_decklist(text, path)
    by_name = _index(cards if cards is not None else load(database))
    deck: list[Card] = []
    for number, count, name in entries:
        card = by_name.get(name.casefold())
        if card is None:
            raise InputError(f"unknown card {shown(name)}: not in the card database", path=path, where=f"line {number}")
        missing = not_compiled(card)
        if missing:
            raise InputError(f"{card.name} does not compile fully, so it cannot be played: {missing[0]}", path=path, where=f"line {number}")
        deck.extend([card] * count)
    return Deck(name=Path(path).name, cards=tuple(deck))


def _index(cards: Iterable[Card]) -> dict[str, Card]:
    by_name: dict[str, Card] = {}
    for card in cards:
        by_name.setdefault(card.name.casefold(), card)
        for face in card.faces:
            by_name.setdefault(face.name.casefold(), card)
    return by_name


def not_compiled(card: Card) -> list[str]:
    """Why the runtime would play ``card`` without some of its abilities (each face compiled as
    the game compiles it): empty when it compiles fully."""
    return [reason for face in definition_of(card).faces for reason in face.missing]


@functools.lru_cache(maxsize=4096)
def definition_of(card: Card) -> CardDef:
    """A card's runtime definition (its faces compiled for the runtime), once a process."""
    return card_definition(card, default_face_compiler())


# -- random decks -----------------------------------------------------------------------------------
@attrs.frozen
class Candidates:
    """The cards random decks are built from: spells and lands that compiled fully, by name
    order, and the basic lands."""

    spells: tuple[Card, ...]
    lands: tuple[Card, ...]
    basics: dict[str, Card] = attrs.field(hash=False)
    #: the colours of each spell and land (:func:`colors_of`), in the same order
    spell_colors: tuple[frozenset[str], ...] = ()
    land_colors: tuple[frozenset[str], ...] = ()
    #: the names of every card of the database that compiled fully (the share of them that took
    #: part in games is measured against these)
    compiled: tuple[str, ...] = ()


def deck_candidates(database: str | Path | None = None, *, jobs: int = 1, use_cache: bool = True) -> Candidates:
    """The cards of a database that the compile pipeline compiles fully (status "compiled"),
    and that a game can play from a library. Uses the compile cache (see
    :mod:`oraclec.compiledb`): an unchanged database is read back from it, not compiled again."""
    from .. import compiledb

    source = load(database)
    all_cards = list(source)
    statuses: dict[str, str] = {}

    def note(line: str) -> None:
        name, status = _name_and_status(line)
        statuses[name] = status

    cache = None
    if use_cache:
        try:
            cache = compiledb.Cache.open()
        except RuntimeError:  # no home folder to keep it in
            cache = None
    kept = None
    if cache is not None:
        try:
            kept = cache.kept_output(compiledb.file_digest(Path(source.path)))
        except OSError:
            kept = None
    if kept is not None:
        for line in kept.text.decode("utf-8").splitlines():
            note(line)
    else:
        compiledb.compile_cards(all_cards, note, cache=cache, jobs=jobs)
        if cache is not None:
            cache.save()
    return candidates_of(all_cards, statuses)


def _name_and_status(line: str) -> tuple[str, str]:
    import json

    # a compiled line starts '{"schema_version":N,"name":"...","status":"...",': read only that
    decoder = json.JSONDecoder()
    at = line.index('"name":') + 7
    name, end = decoder.raw_decode(line, at)
    at = line.index('"status":"', end) + 10
    return name, line[at : line.index('"', at)]


def candidates_of(cards: Iterable[Card], statuses: dict[str, str]) -> Candidates:
    """The candidates among ``cards``, given each card's compile status by name."""
    spells: list[Card] = []
    lands: list[Card] = []
    basics: dict[str, Card] = {}
    compiled: list[str] = []
    for card in cards:
        if statuses.get(card.name) != "compiled":
            continue
        compiled.append(card.name)
        front = card.faces[0]
        types = set(front.types)
        if not types or types & _UNPLAYABLE_TYPES or not types <= PLAYABLE_TYPES:
            continue
        if "Land" in types:
            if "Basic" in front.supertypes and card.name in BASIC_LANDS.values():
                basics[card.name] = card
            else:
                lands.append(card)
        else:
            spells.append(card)
    spells.sort(key=lambda c: c.name)
    lands.sort(key=lambda c: c.name)
    return Candidates(
        spells=tuple(spells),
        lands=tuple(lands),
        basics=basics,
        spell_colors=tuple(frozenset(colors_of(c)) for c in spells),
        land_colors=tuple(frozenset(colors_of(c)) for c in lands),
        compiled=tuple(sorted(compiled)),
    )


def colors_of(card: Card) -> set[str]:
    """The colours a card's mana symbols (costs and text) and colour identity name."""
    found = set(card.color_identity)
    for face in card.faces:
        for text in (face.mana_cost or "", face.oracle_text):
            for symbol in _SYMBOL.findall(text):
                found.update(part for part in symbol.upper().split("/") if part in BASIC_LANDS)
    return found


def random_deck(candidates: Candidates, seed: int | str, name: str | None = None) -> Deck:
    """A deck of :data:`DECK_SIZE` cards built from ``candidates`` by ``seed`` (see the module's
    docstring). InputError when the candidates cannot make one (no basic land that compiles,
    no colours with enough spells)."""
    rng = random.Random(f"deck:{seed}")
    available = [c for c in BASIC_LANDS if BASIC_LANDS[c] in candidates.basics]
    if not available:
        raise InputError("the card database has no basic land that compiles: random decks need Plains, Island, Swamp, Mountain or Forest")
    wanted = DECK_SIZE - LANDS
    by_colors = {colors: _spells_of(candidates, set(colors)) for colors in _color_choices(available)}
    # colours whose spells can fill a deck (four copies at most of each)
    viable = [colors for colors, spells in by_colors.items() if len(spells) * 4 >= wanted]
    if not viable:
        raise InputError(f"the card database has too few spells that compile fully to build a deck of one or two colours ({wanted} spells, at most four of each)")
    size = rng.choice((1, 2))
    colors = rng.choice([c for c in viable if len(c) == size] or viable)
    spells = by_colors[colors]
    if len(spells) >= wanted:
        chosen = rng.sample(spells, wanted)  # each once: as many different cards as possible
    else:
        chosen = list(spells) + [card for card in spells for _ in range(3)]
        chosen = list(spells) + rng.sample(chosen[len(spells) :], wanted - len(spells))
    allowed = set(colors)
    lands_of_colors = [c for c, of in zip(candidates.lands, candidates.land_colors, strict=True) if of <= allowed]
    nonbasic = rng.sample(lands_of_colors, min(len(lands_of_colors), rng.randint(0, MAX_NONBASIC_LANDS)))
    basics = _basic_split(chosen, colors, LANDS - len(nonbasic))
    deck = list(chosen) + list(nonbasic)
    for color in colors:
        deck.extend([candidates.basics[BASIC_LANDS[color]]] * basics[color])
    return Deck(name=name or f"random {''.join(colors)} #{seed}", cards=tuple(deck))


def _color_choices(available: Sequence[str]) -> list[tuple[str, ...]]:
    """One colour or two, of those with a basic land, in WUBRG order."""
    singles: list[tuple[str, ...]] = [(c,) for c in available]
    pairs: list[tuple[str, ...]] = [(a, b) for i, a in enumerate(available) for b in available[i + 1 :]]
    return singles + pairs


def _spells_of(candidates: Candidates, allowed: set[str]) -> list[Card]:
    return [c for c, of in zip(candidates.spells, candidates.spell_colors, strict=True) if of <= allowed]


def _basic_split(spells: Sequence[Card], colors: Sequence[str], total: int) -> dict[str, int]:
    """``total`` basic lands shared between ``colors`` in proportion to their mana symbols in the
    spells' costs (equally when there are none), by largest remainder."""
    weight = dict.fromkeys(colors, 0)
    for card in spells:
        for face in card.faces:
            for symbol in _SYMBOL.findall(face.mana_cost or ""):
                for part in symbol.upper().split("/"):
                    if part in weight:
                        weight[part] += 1
    if not any(weight.values()):
        weight = dict.fromkeys(colors, 1)
    whole = sum(weight.values())
    shares = {c: total * weight[c] / whole for c in colors}
    split = {c: int(shares[c]) for c in colors}
    for c in sorted(colors, key=lambda c: (-(shares[c] - split[c]), "WUBRG".index(c)))[: total - sum(split.values())]:
        split[c] += 1
    return split


def random_decks(candidates: Candidates, seed: int) -> tuple[Deck, Deck]:
    """The two decks of the game with this seed (``--random-decks``)."""
    return random_deck(candidates, f"{seed}A"), random_deck(candidates, f"{seed}B")
