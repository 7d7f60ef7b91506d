"""A semantic diff of two card databases: which cards were added or removed, and of the cards whose
text changed, which still compile to the same effects (templating only) and which changed
function, with the difference in their effect trees.

Cards are matched by Scryfall Oracle id when both sides have one, then by MTGJSON ``uuid``, then
by name (case-insensitive; cards of the same name paired in database order). A matched pair is:

* **unchanged** when its name, layout and every face's name, mana cost, type line, Oracle text,
  power, toughness, loyalty and defense are the same (nothing is compiled for it);
* **functional** (changed function) when its Oracle text is the same and a characteristic above
  differs, or when its text differs and both sides compile fully to different effects or
  characteristics;
* **templating** (templating only) when its text differs and both sides compile to the same
  effects and characteristics;
* **not comparable** when its text differs and either side does not compile fully (an ability
  that does not parse, or an unsupported construct): counted and listed, never dropped.

Before they are compared, both texts of a pair are normalised with the linter's safe fixes of
outdated wordings (the ``templating`` checks, ``oraclec lint --select templating --fix``:
"enters the battlefield" is "enters", "converted mana cost" is "mana value", ...), so that a
wording brought up to date is templating only even where the grammar reads only one form. Each
ability line's text is set aside, and the abilities of a face are compared as one list (a line
split in two changes nothing); a field left at its default is compared as its default.

A difference is shown as a path into the compiled effect tree and the old and new values, each
written compactly (``abilities[1].TriggeredAbility.effects.Mill.amount: 3 → 4``): an effect-model
object is named by its type, a list item by its index (left out when both lists hold one item),
an object whose fields are all plain values is shown whole, ``(none)`` is a side without it.
"""

from __future__ import annotations

import collections
import difflib
import functools
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import attrs

from .cards import Card

#: the statuses of a card in a diff, in the order they are listed and counted
STATUSES = ("functional", "not_comparable", "templating", "removed", "added", "unchanged")
#: how the text output names them
LABELS = {
    "functional": "changed function",
    "not_comparable": "text changed, not comparable",
    "templating": "templating only",
    "removed": "removed",
    "added": "added",
    "unchanged": "unchanged",
}
#: the linter checks whose safe fixes normalise both sides: outdated wordings
NORMALISING_CHECKS = ("templating",)

#: a value absent from one side (a list item added or removed)
MISSING: Any = type("Missing", (), {"__repr__": lambda self: "(none)"})()


@attrs.frozen
class Change:
    """One difference: where in the compiled card, and the old and new values (JSON values, or
    :data:`MISSING`)."""

    path: str
    old: Any
    new: Any

    def __str__(self) -> str:
        return f"{self.path}: {compact(self.old)} → {compact(self.new)}"

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"path": self.path, "shown": str(self)}
        if self.old is not MISSING:
            out["old"] = self.old
        if self.new is not MISSING:
            out["new"] = self.new
        return out


@attrs.frozen
class CardDiff:
    """What became of one card: its status, its names on each side, how it was matched, the
    differences (functional), why it could not be compared (not comparable), and the linter fixes
    that normalised each side."""

    status: str
    old: Card | None
    new: Card | None
    matched_by: str | None = None
    changes: tuple[Change, ...] = ()
    #: not comparable: each side's compile status ("compiled", "partial", "unparsed") and the
    #: first reason it did not compile
    old_status: str | None = None
    new_status: str | None = None
    reason: str | None = None
    #: the codes of the fixes that normalised each side's text
    normalised: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        card = self.new or self.old
        assert card is not None
        return card.name

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"status": self.status, "name": self.name}
        if self.old is not None and self.new is not None:
            if self.old.name != self.new.name:
                out["old_name"] = self.old.name
            out["matched_by"] = self.matched_by
            if self.status != "unchanged":
                out["old_text"] = card_text(self.old)
                out["new_text"] = card_text(self.new)
        if self.changes:
            out["changes"] = [change.as_json() for change in self.changes]
        if self.status == "not_comparable":
            out["old_status"] = self.old_status
            out["new_status"] = self.new_status
            out["reason"] = self.reason
        if self.normalised:
            out["normalised"] = list(self.normalised)
        return out


@attrs.frozen
class DatabaseDiff:
    """The diff of two databases: every card's, in :data:`STATUSES` order then by name."""

    old_cards: int
    new_cards: int
    cards: tuple[CardDiff, ...]

    def counts(self) -> dict[str, int]:
        counted = collections.Counter(card.status for card in self.cards)
        return {status: counted[status] for status in STATUSES}

    @property
    def differs(self) -> bool:
        return any(card.status != "unchanged" for card in self.cards)

    def as_json(self) -> dict[str, Any]:
        return {
            "old_cards": self.old_cards,
            "new_cards": self.new_cards,
            "counts": self.counts(),
            "cards": [card.as_json() for card in self.cards if card.status != "unchanged"],
        }


# -- matching -----------------------------------------------------------------------------------
def _oracle_id(card: Card) -> str | None:
    return card.oracle_id


def _uuid(card: Card) -> str | None:
    value = card.identifiers.get("uuid")
    return value if isinstance(value, str) else None


def _name(card: Card) -> str:
    return card.name.casefold()


MATCH_KEYS: tuple[tuple[str, Callable[[Card], str | None]], ...] = (("oracle_id", _oracle_id), ("uuid", _uuid), ("name", _name))


def match(old: Sequence[Card], new: Sequence[Card]) -> tuple[list[tuple[int, int, str]], list[int], list[int]]:
    """Pairs (old index, new index, the key that matched them), the old cards left (removed) and
    the new cards left (added). Each key pairs what the keys before it left, in database order."""
    pairs: list[tuple[int, int, str]] = []
    old_left = set(range(len(old)))
    new_left = list(range(len(new)))
    for key_name, key in MATCH_KEYS:
        waiting: dict[str, collections.deque[int]] = collections.defaultdict(collections.deque)
        for index in sorted(old_left):
            value = key(old[index])
            if value is not None:
                waiting[value].append(index)
        still: list[int] = []
        for index in new_left:
            value = key(new[index])
            found = waiting.get(value) if value is not None else None
            if found:
                old_index = found.popleft()
                old_left.discard(old_index)
                pairs.append((old_index, index, key_name))
            else:
                still.append(index)
        new_left = still
    return pairs, sorted(old_left), new_left


# -- comparing ----------------------------------------------------------------------------------
def card_text(card: Card) -> str:
    """The Oracle text of a card, its faces' joined by a line "//"."""
    return "\n//\n".join(face.oracle_text for face in card.faces)


def _content(card: Card, *, text: bool = True) -> tuple[Any, ...]:
    """What a card is compared on (see the module documentation)."""
    faces = tuple(
        (face.name, face.mana_cost, face.type_line.text, face.power, face.toughness, face.loyalty, face.defense, face.oracle_text if text else None)
        for face in card.faces
    )
    return (card.name, card.layout, faces)


@functools.cache
def _normalising_options() -> Any:
    from .lint.runner import Options

    return Options.from_names(NORMALISING_CHECKS, suggest=False)


def normalised(card: Card) -> tuple[Card, tuple[str, ...]]:
    """The card with its outdated wordings brought up to date by the linter's safe fixes, and the
    codes of the fixes applied."""
    from .lint.context import Target
    from .lint.fixing import fix_target

    fixed = fix_target(Target(card=card), _normalising_options())
    return fixed.target.card, tuple(sorted({d.code for d in fixed.applied}))


def meaning(compiled: dict[str, Any]) -> dict[str, Any]:
    """What two compiled cards are compared on: the card's name and layout, and each face's name,
    characteristics and abilities (every line's, as one list), from a compiled card's JSON."""
    return {
        "name": compiled["name"],
        "layout": compiled["layout"],
        "faces": [
            {
                "name": face["name"],
                **{key: face[key] for key in ("mana_cost", "type_line", "power", "toughness", "loyalty", "defense")},
                "abilities": [ability for line in face["abilities"] for ability in line.get("abilities", ())],
            }
            for face in compiled["faces"]
        ],
    }


def differences(old: Any, new: Any) -> list[Change]:
    """The differences between two compiled meanings (:func:`meaning`), as paths and values."""
    changes: list[Change] = []
    if len(old["faces"]) == len(new["faces"]) == 1:  # one face: its fields at the top
        old = {**{k: v for k, v in old.items() if k != "faces"}, **old["faces"][0], "name": old["name"]}
        new = {**{k: v for k, v in new.items() if k != "faces"}, **new["faces"][0], "name": new["name"]}
    _differences(old, new, [], changes)
    return changes


def _differences(old: Any, new: Any, path: list[str], out: list[Change]) -> None:
    if old == new:
        return
    if isinstance(old, dict) and isinstance(new, dict) and old.get("type") == new.get("type") and not ("type" in old and _flat(old) and _flat(new)):
        here = [*path, old["type"]] if "type" in old else path
        defaults = _defaults(old.get("type"))
        keys = [key for key in old if key != "type"] + [key for key in new if key not in old and key != "type"]
        for key in keys:
            _differences(old.get(key, defaults.get(key, MISSING)), new.get(key, defaults.get(key, MISSING)), [*here, key], out)
        return
    if isinstance(old, list) and isinstance(new, list):
        _list_differences(old, new, path, out)
        return
    out.append(Change(_path(path), old, new))


def _list_differences(old: list[Any], new: list[Any], path: list[str], out: list[Change]) -> None:
    if len(old) == len(new) == 1:
        _differences(old[0], new[0], path, out)
        return

    def at(index: int) -> list[str]:
        return [*path[:-1], f"{path[-1] if path else ''}[{index}]"]

    if len(old) == len(new):
        for index, (a, b) in enumerate(zip(old, new, strict=True)):
            _differences(a, b, at(index), out)
        return
    from .jsonio import dumps

    matcher = difflib.SequenceMatcher(a=[dumps(item) for item in old], b=[dumps(item) for item in new], autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        paired = min(i2 - i1, j2 - j1) if tag == "replace" else 0
        for offset in range(paired):
            _differences(old[i1 + offset], new[j1 + offset], at(j1 + offset), out)
        for index in range(i1 + paired, i2):
            out.append(Change(_path(at(index)), old[index], MISSING))
        for index in range(j1 + paired, j2):
            out.append(Change(_path(at(index)), MISSING, new[index]))


def _path(parts: list[str]) -> str:
    return ".".join(parts) or "(card)"


def _flat(value: dict[str, Any]) -> bool:
    """An object whose fields are plain values (or lists of them): shown whole."""
    return all(not isinstance(v, (dict, list)) or (isinstance(v, list) and not any(isinstance(i, (dict, list)) for i in v)) for v in value.values())


@functools.cache
def _defaults(type_name: str | None) -> dict[str, Any]:
    """The JSON of each field default of an effect-model class: the compiled form leaves a field
    out when it is its default."""
    from . import effects as fx
    from .compiled import converter

    cls = fx.CLASSES.get(type_name or "")
    if cls is None:
        return {}
    out: dict[str, Any] = {}
    for field in attrs.fields(cls):
        default = field.default
        if default is attrs.NOTHING:
            continue
        if isinstance(default, attrs.Factory):  # type: ignore[arg-type]
            if default.takes_self:  # type: ignore[attr-defined]
                continue
            default = default.factory()  # type: ignore[attr-defined]
        try:
            out[field.name] = converter.unstructure(default)
        except Exception:  # a default the converter cannot write: compared as absent
            continue
    return out


def compact(value: Any) -> str:
    """A value on one line: effect-model objects as ``Type(field=value, ...)``, a fixed number as
    the number, other values as JSON."""
    from .jsonio import dumps

    if value is MISSING:
        return "(none)"
    if isinstance(value, dict):
        if value.get("type") == "Fixed" and set(value) == {"type", "value"}:
            return compact(value["value"])
        fields = ", ".join(f"{key}={compact(item)}" for key, item in value.items() if key != "type")
        return f"{value['type']}({fields})" if "type" in value else "{" + fields + "}"
    if isinstance(value, list):
        return "[" + ", ".join(compact(item) for item in value) + "]"
    return dumps(value)


# -- the whole diff -----------------------------------------------------------------------------
def diff_databases(
    old: Sequence[Card],
    new: Sequence[Card],
    *,
    compile_lines: Callable[[list[Card]], list[str]],
) -> DatabaseDiff:
    """Diff two databases' cards; ``compile_lines`` compiles cards to their JSON lines, in order
    (:func:`oraclec.compiledb.compile_cards`, with the cache)."""
    from .jsonio import loads

    pairs, removed, added = match(old, new)
    results: list[CardDiff] = [CardDiff("removed", old[i], None) for i in removed]
    results += [CardDiff("added", None, new[i]) for i in added]
    to_compile: list[tuple[int, int, str, tuple[str, ...]]] = []  # pair's cards in `pending`
    pending: list[Card] = []
    for old_index, new_index, key in pairs:
        a, b = old[old_index], new[new_index]
        if _content(a) == _content(b):
            results.append(CardDiff("unchanged", a, b, key))
            continue
        if _content(a, text=False) != _content(b, text=False) and card_text(a) == card_text(b):
            changes = differences(_bare_meaning(a), _bare_meaning(b))
            results.append(CardDiff("functional", a, b, key, tuple(changes)))
            continue
        fixed_a, codes_a = normalised(a)
        fixed_b, codes_b = normalised(b)
        codes = tuple(sorted(set(codes_a) | set(codes_b)))
        if _content(fixed_a) == _content(fixed_b):
            results.append(CardDiff("templating", a, b, key, normalised=codes))
            continue
        to_compile.append((old_index, new_index, key, codes))
        pending += [fixed_a, fixed_b]
    lines = compile_lines(pending) if pending else []
    for number, (old_index, new_index, key, codes) in enumerate(to_compile):
        a, b = old[old_index], new[new_index]
        compiled_a, compiled_b = loads(lines[2 * number]), loads(lines[2 * number + 1])
        if compiled_a["status"] != "compiled" or compiled_b["status"] != "compiled":
            results.append(
                CardDiff("not_comparable", a, b, key, old_status=compiled_a["status"], new_status=compiled_b["status"],
                         reason=_first_reason(compiled_a, compiled_b), normalised=codes)
            )
            continue
        changes = differences(meaning(compiled_a), meaning(compiled_b))
        results.append(CardDiff("functional" if changes else "templating", a, b, key, tuple(changes), normalised=codes))
    order = {status: index for index, status in enumerate(STATUSES)}
    results.sort(key=lambda card: (order[card.status], card.name.casefold(), card.name, card_text(card.old or card.new)))  # type: ignore[arg-type]
    return DatabaseDiff(old_cards=len(old), new_cards=len(new), cards=tuple(results))


def _bare_meaning(card: Card) -> dict[str, Any]:
    """:func:`meaning` of a card whose text did not change: its characteristics, no abilities."""
    return {
        "name": card.name,
        "layout": card.layout,
        "faces": [
            {"name": face.name, "mana_cost": face.mana_cost, "type_line": face.type_line.text, "power": face.power,
             "toughness": face.toughness, "loyalty": face.loyalty, "defense": face.defense}
            for face in card.faces
        ],
    }


def _first_reason(*compiled: dict[str, Any]) -> str:
    """Why the first side that did not compile fully did not: its first diagnostic."""
    for side, card in zip(("old", "new"), compiled, strict=True):
        if card["status"] != "compiled":
            for diagnostic in card.get("diagnostics", ()):
                where = f"ability {diagnostic['ability'] + 1}" + (f" of face {diagnostic['face'] + 1}" if len(card["faces"]) > 1 else "")
                return f"{side}: {where}: {diagnostic['message']}"
            return f"{side}: {card['status']}"
    return ""


def report_lines(result: DatabaseDiff, old_label: str, new_label: str) -> Iterable[str]:
    """The text report: every card that is not unchanged, then the counts."""
    width = max(len(label) for label in LABELS.values())
    for card in result.cards:
        if card.status == "unchanged":
            continue
        name = card.name
        if card.old is not None and card.new is not None and card.old.name != card.new.name:
            name = f"{card.old.name} → {card.new.name}"
        note = ""
        if card.status == "not_comparable":
            note = f"  ({card.reason})"
        elif card.normalised and card.status == "templating":
            note = f"  (normalised: {', '.join(card.normalised)})"
        yield f"{LABELS[card.status]:<{width}}  {name}{note}"
        for change in card.changes:
            yield f"    {change}"
    counts = result.counts()
    yield ""
    yield f"{'old':<{width}}  {old_label} ({result.old_cards} cards)"
    yield f"{'new':<{width}}  {new_label} ({result.new_cards} cards)"
    for status in STATUSES:
        yield f"{LABELS[status]:<{width}}  {counts[status]:>7}"
