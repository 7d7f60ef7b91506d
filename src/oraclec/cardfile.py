"""Plain-text card files: cards written by hand, one after another.

The format::

    # A comment line starts with "#".
    Llanowar Elves {G}
    Creature — Elf Druid
    {T}: Add {G}.
    1/1

    Lightning Bolt {R}
    Instant
    Lightning Bolt deals 3 damage to any target.

* A card is a block of lines; blank lines separate cards.
* The first line is the name, then the mana cost in braces if the card has one.
* The second line is the type line.
* The lines after it are the rules text, one ability a line (bullet lines "• ..." are modes).
* The last line may be the power and toughness ("2/3"), "Loyalty: 4" or "Defense: 5".
* A line "//" separates the faces of a card with several faces; each face has its own name,
  type and text lines.

Every field is a piece of the file as written (:class:`Span`), so a message points at the file's
own line and column, and ``oraclec lint --fix`` edits the file. Every command that reads card files
reads this format (:func:`oraclec.cards.load` recognises it: a file that does not start like JSON).
"""

from __future__ import annotations

import re
from itertools import pairwise

import attrs

from .cardmodel import Card, Face, TypeLine
from .errors import InputError

_COST = re.compile(r"\s*((?:\{[^{}]*\})+)\s*$")
_PT = re.compile(r"^\s*([^\s/]+)/([^\s/]+)\s*$")
_NUMBER_LINE = re.compile(r"^\s*(Loyalty|Defense)\s*:?\s*(\S+)\s*$", re.IGNORECASE)
FACE_SEPARATOR = "//"
#: a suppression comment at the end of a line of a card ("Flyng  # oraclec: ignore[OC301]"): not
#: card text; ``oraclec lint`` reads it (:mod:`oraclec.lint.suppression`)
TRAILING_DIRECTIVE = re.compile(r"(?<=\S)\s+#\s*oraclec\s*:.*$")
#: the error for a card file with nothing but blank and comment lines
NO_CARDS = "no cards in the file, only blank and comment lines (a card is a name line, a type line, then its text)"


@attrs.frozen
class Span:
    """Where a field's text is in the file: offsets, and the 1-based line and column of its start."""

    start: int
    end: int
    line: int
    column: int


@attrs.frozen
class CardBlock:
    """A card of the file, and where each of its faces' fields is."""

    card: Card
    #: (face index, field) -> span in the file
    spans: dict[tuple[int, str], Span]
    line: int


def parse(text: str, path: str = "<cards>") -> list[CardBlock]:
    """The cards of a plain-text card file."""
    lines = text.split("\n")
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line) + 1)
    # a field ends before a suppression comment after it (offsets stay those of the file)
    lines = [without_directive(line) for line in lines]
    blocks: list[CardBlock] = []
    group: list[int] = []
    for number, line in enumerate([*lines, ""]):
        if line.strip() == "" or (number < len(lines) and line.startswith("#") and not group):
            if line.strip() == "" and group:
                blocks.append(_card(lines, offsets, group, path))
                group = []
            continue
        if line.startswith("#"):
            continue
        group.append(number)
    return blocks


def without_directive(line: str) -> str:
    """A line without the suppression comment at its end, if it has one."""
    if "#" not in line or line.startswith("#"):
        return line
    return TRAILING_DIRECTIVE.sub("", line)


def _card(lines: list[str], offsets: list[int], numbers: list[int], path: str) -> CardBlock:
    faces_lines: list[list[int]] = [[]]
    for n in numbers:
        if lines[n].strip() == FACE_SEPARATOR:
            faces_lines.append([])
        else:
            faces_lines[-1].append(n)
    faces: list[Face] = []
    spans: dict[tuple[int, str], Span] = {}
    for index, face_lines in enumerate(faces_lines):
        if not face_lines:
            raise InputError("a face separator '//' without a face after it", path=path, where=f"line {numbers[-1] + 1}")
        faces.append(_face(lines, offsets, face_lines, index, spans, path))
    name = " // ".join(f.name for f in faces)
    card = Card(name=name, faces=tuple(faces), origin=f"{path}: line {numbers[0] + 1}")
    return CardBlock(card=card, spans=spans, line=numbers[0] + 1)


def _span(offsets: list[int], line: int, start_col: int, end_line: int, end_col: int) -> Span:
    return Span(offsets[line] + start_col, offsets[end_line] + end_col, line + 1, start_col + 1)


def _face(lines: list[str], offsets: list[int], numbers: list[int], index: int, spans: dict[tuple[int, str], Span], path: str) -> Face:
    first = numbers[0]
    head = lines[first]
    cost_match = _COST.search(head)
    name_end = cost_match.start() if cost_match else len(head.rstrip())
    name = head[:name_end].strip()
    if not name:
        raise InputError("a card needs a name on its first line (then its mana cost, if any)", path=path, where=f"line {first + 1}")
    name_start = head.index(name)
    spans[(index, "name")] = _span(offsets, first, name_start, first, name_start + len(name))
    mana_cost = None
    if cost_match:
        mana_cost = cost_match.group(1)
        spans[(index, "mana_cost")] = _span(offsets, first, cost_match.start(1), first, cost_match.end(1))
    if len(numbers) < 2:
        raise InputError(f"card {name!r} has no type line (the line after its name)", path=path, where=f"line {first + 1}")
    type_number = numbers[1]
    type_text = lines[type_number].strip()
    type_start = lines[type_number].index(type_text) if type_text else 0
    spans[(index, "type_line")] = _span(offsets, type_number, type_start, type_number, type_start + len(type_text))
    rest = numbers[2:]
    power = toughness = loyalty = defense = None
    if rest:
        last = lines[rest[-1]]
        pt = _PT.match(last)
        number = _NUMBER_LINE.match(last)
        if pt and "{" not in last and ":" not in last:
            power, toughness = pt.group(1), pt.group(2)
            spans[(index, "pt")] = _span(offsets, rest[-1], pt.start(1), rest[-1], pt.end(2))
            rest = rest[:-1]
        elif number:
            field = number.group(1).lower()
            value = number.group(2)
            spans[(index, field)] = _span(offsets, rest[-1], number.start(2), rest[-1], number.end(2))
            if field == "loyalty":
                loyalty = value
            else:
                defense = value
            rest = rest[:-1]
    if rest and any(n2 != n1 + 1 for n1, n2 in pairwise(rest)):
        raise InputError(f"card {name!r}: comment lines cannot interrupt the rules text", path=path, where=f"line {rest[0] + 1}")
    text = "\n".join(lines[n] for n in rest)
    if rest:
        spans[(index, "text")] = _span(offsets, rest[0], 0, rest[-1], len(lines[rest[-1]]))
    else:
        at = numbers[1] + 1
        spans[(index, "text")] = Span(offsets[at] if at < len(offsets) else offsets[-1], offsets[at] if at < len(offsets) else offsets[-1], at + 1, 1)
    return Face(
        name=name,
        mana_cost=mana_cost,
        type_line=TypeLine.parse(type_text),
        oracle_text=text,
        power=power,
        toughness=toughness,
        loyalty=loyalty,
        defense=defense,
    )
