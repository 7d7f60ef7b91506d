"""The coverage floor: which cards of the bundled database parse and compile, by name.

    python tests/floor.py                  # compare the corpus with the floor, change nothing
    python tests/floor.py --update         # raise the floor to what parses now
    python tests/floor.py --update --allow-drop NAME [--allow-drop NAME ...]

The floor is three lists in tests/coverage_floor/, one entry a line, sorted:

* ``compiled.txt``: the cards that parse and compile fully (no Unsupported node);
* ``parsed.txt``: the cards that parse but do not compile fully;
* ``partly_parsed.txt``: for the cards that do not parse fully, each ability that does, as
  ``NAME #N`` (the card's N-th ability, counted across its faces).

tests/test_corpus.py fails naming every card (or ability) of the floor that no longer parses, and
every card that no longer compiles fully; what newly parses or compiles only makes it say that the
floor can be raised. ``--update`` parses the bundled database (1-2 minutes) and writes the lists;
it refuses to drop anything from them unless ``--allow-drop NAME`` names the card, and prints what
it dropped, so the commit can say so. Exit codes: 0 ok, 1 drops not allowed (nothing written), 2
usage error.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Collection, Iterable
from pathlib import Path

import attrs

from oraclec import cards, stats

FOLDER = Path(__file__).parent / "coverage_floor"
UPDATE_COMMAND = "python tests/floor.py --update"
_HEADERS = {
    "compiled.txt": "cards of the bundled database that parse and compile fully",
    "parsed.txt": "cards of the bundled database that parse but do not compile fully",
    "partly_parsed.txt": "abilities that parse, of the cards that do not parse fully: NAME #N is the card's N-th ability",
}
_HEADER_END = f"written by `{UPDATE_COMMAND}`; never edited by hand (tests/floor.py)"


def ability_id(name: str, number: int) -> str:
    return f"{name} #{number}"


def card_of(ability: str) -> str:
    return ability.rpartition(" #")[0]


@attrs.frozen
class Floor:
    """What parses and compiles: card names, and abilities of cards that do not parse fully."""

    #: cards that parse and compile fully
    compiled: frozenset[str]
    #: cards that parse (a superset of ``compiled``)
    parsed: frozenset[str]
    #: ``NAME #N`` of the abilities that parse, of cards that do not parse fully
    abilities: frozenset[str]

    @classmethod
    def of(cls, corpus: stats.Stats) -> Floor:
        return cls(
            compiled=frozenset(corpus.compiled_names),
            parsed=frozenset(corpus.parsed_names),
            abilities=frozenset(ability_id(name, n) for name, numbers in corpus.partly_parsed.items() for n in numbers),
        )

    @classmethod
    def read(cls, folder: Path) -> Floor:
        compiled = _read(folder / "compiled.txt")
        return cls(compiled=compiled, parsed=compiled | _read(folder / "parsed.txt"), abilities=_read(folder / "partly_parsed.txt"))

    def write(self, folder: Path) -> None:
        folder.mkdir(exist_ok=True)
        _write(folder / "compiled.txt", self.compiled)
        _write(folder / "parsed.txt", self.parsed - self.compiled)
        _write(folder / "partly_parsed.txt", self.abilities)


def _read(path: Path) -> frozenset[str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return frozenset(line for line in lines if line and not line.startswith("#"))


def _order(entry: str) -> tuple[str, int]:
    """Card names in code point order, a card's abilities by number (#2 before #10)."""
    name, _, number = entry.rpartition(" #")
    return (name, int(number)) if name and number.isdigit() else (entry, 0)


def _write(path: Path, entries: Iterable[str]) -> None:
    header = f"# {_HEADERS[path.name]}\n# {_HEADER_END}\n"
    # written whole to a temporary file, then renamed: an interrupted update leaves the old list
    temporary = path.with_suffix(".tmp")
    temporary.write_text(header + "".join(f"{entry}\n" for entry in sorted(entries, key=_order)), encoding="utf-8")
    temporary.replace(path)


@attrs.frozen
class Change:
    """How the corpus stands against a floor: what it lost, and what it gained."""

    #: cards of the floor that no longer parse
    unparsed: tuple[str, ...]
    #: cards of the floor's compiled list that still parse but no longer compile fully
    uncompiled: tuple[str, ...]
    #: abilities of the floor that no longer parse (of cards that did not parse fully)
    abilities_lost: tuple[str, ...]
    newly_parsed: tuple[str, ...]
    newly_compiled: tuple[str, ...]
    abilities_gained: tuple[str, ...]

    @classmethod
    def between(cls, floor: Floor, now: Floor) -> Change:
        return cls(
            unparsed=tuple(sorted(floor.parsed - now.parsed)),
            uncompiled=tuple(sorted((floor.compiled - now.compiled) & now.parsed)),
            # an ability's card that now parses fully keeps it
            abilities_lost=tuple(sorted(a for a in floor.abilities - now.abilities if card_of(a) not in now.parsed)),
            newly_parsed=tuple(sorted(now.parsed - floor.parsed)),
            newly_compiled=tuple(sorted(now.compiled - floor.compiled)),
            # abilities of a card that parsed fully and now parses in part are counted as its loss
            abilities_gained=tuple(sorted(a for a in now.abilities - floor.abilities if card_of(a) not in floor.parsed)),
        )

    @property
    def dropped_cards(self) -> frozenset[str]:
        return frozenset(self.unparsed) | frozenset(self.uncompiled) | frozenset(card_of(a) for a in self.abilities_lost)

    @property
    def raised(self) -> bool:
        return bool(self.newly_parsed or self.newly_compiled or self.abilities_gained)

    def losses(self, allowed: Collection[str] = (), why: Callable[[str], str] | None = None) -> list[str]:
        """One line per loss whose card is not in ``allowed``; ``why`` gives the reason of a
        lost card (the first parse error, or what does not compile) or ability (``NAME #N``)."""

        def because(name: str) -> str:
            return f" ({why(name)})" if why is not None else ""

        return [
            *(f"{name}: no longer parses{because(name)}" for name in self.unparsed if name not in allowed),
            *(f"{name}: parses but no longer compiles fully{because(name)}" for name in self.uncompiled if name not in allowed),
            *(f"{ability}: this ability no longer parses{because(ability)}" for ability in self.abilities_lost if card_of(ability) not in allowed),
        ]

    def gains(self) -> str:
        return (
            f"{len(self.newly_parsed)} cards newly parse, {len(self.newly_compiled)} newly compile fully, "
            f"{len(self.abilities_gained)} abilities of cards that do not parse fully newly parse"
        )


def _sample(names: tuple[str, ...], n: int = 5) -> str:
    shown = ", ".join(names[:n])
    return shown + (f", ... ({len(names)} in all)" if len(names) > n else "")


def corpus_stats() -> stats.Stats:
    return stats.collect(cards.load())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python tests/floor.py", description=__doc__.splitlines()[0])
    parser.add_argument("--update", action="store_true", help="write the floor (tests/coverage_floor/) from the bundled database")
    parser.add_argument("--allow-drop", metavar="NAME", action="append", default=[], help="with --update: a card the floor may lose (repeatable)")
    args = parser.parse_args(argv)
    if args.allow_drop and not args.update:
        parser.error("--allow-drop goes with --update")
    try:
        floor = Floor.read(FOLDER)
    except OSError as exc:
        print(f"python tests/floor.py: cannot read the floor: {exc.strerror}: {exc.filename}", file=sys.stderr)
        return 2
    print("parsing the bundled database (1-2 minutes) ...", file=sys.stderr)
    now = Floor.of(corpus_stats())
    change = Change.between(floor, now)
    stale = sorted(set(args.allow_drop) - change.dropped_cards)
    if stale:
        print(f"python tests/floor.py: --allow-drop {stale[0]!r}: the floor loses nothing of that card", file=sys.stderr)
        return 2
    not_allowed = change.losses(args.allow_drop)
    for line in not_allowed:
        print(f"lost: {line}", file=sys.stderr)
    if not args.update:
        print(f"{len(not_allowed)} losses; {change.gains()}")
        return 1 if not_allowed else 0
    if not_allowed:
        print(f"floor not written: {len(not_allowed)} losses above; name each card with --allow-drop NAME if the loss is intended", file=sys.stderr)
        return 1
    for line in change.losses():
        print(f"dropped: {line}")
    now.write(FOLDER)
    print(f"floor written to {FOLDER}: {len(now.compiled)} cards compile fully, {len(now.parsed)} parse, "
          f"{len(now.abilities)} abilities of other cards parse ({change.gains()})")
    if change.newly_parsed:
        print(f"newly parse: {_sample(change.newly_parsed)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
