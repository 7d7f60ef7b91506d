"""Mana: symbols and costs (CR 107.4, 202), the mana pool (CR 106.4), and paying (CR 118, 601.2g-h).

A printed cost is a :class:`ManaCost` of :class:`ManaSymbol`. Before paying, the caster announces
how each hybrid and Phyrexian symbol will be paid and the value of X (CR 601.2b); the result is a
:class:`Payment`: plain amounts of generic, coloured, colourless and snow mana, plus life.
"""

from __future__ import annotations

import collections
import re
from collections.abc import Iterable, Sequence
from typing import Any

import attrs

from .limits import MAX_POOL_MANA

COLORS = "WUBRG"
COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
#: a color's name -> its letter (CR 105.1)
COLOR_LETTERS = {name: letter for letter, name in COLOR_NAMES.items()}
#: Mana types a pool can hold (CR 106.1b): the five colours and colourless.
MANA_TYPES = "WUBRGC"

_SYMBOL = re.compile(r"\{([^{}]+)\}")


class ManaError(ValueError):
    """A mana cost that cannot be read."""


@attrs.frozen
class ManaSymbol:
    """One mana symbol of a cost (CR 107.4).

    ``kind`` is ``generic`` (a number), ``colored``, ``colorless`` ({C}), ``hybrid`` ({W/U} and
    {C/W}), ``mono_hybrid`` ({2/W}), ``phyrexian`` ({W/P}), ``hybrid_phyrexian`` ({W/U/P}),
    ``variable`` ({X}, {Y}, {Z}) or ``snow`` ({S}).
    """

    text: str
    kind: str
    colors: tuple[str, ...] = ()
    amount: int = 0  #: generic amount, or the generic half of a monocolored hybrid symbol

    @property
    def mana_value(self) -> int:
        """Contribution to the mana value (CR 202.3e-g), X counted as 0."""
        if self.kind == "generic":
            return self.amount
        if self.kind == "variable":
            return 0
        if self.kind == "mono_hybrid":
            return max(self.amount, 1)  # CR 202.3f: the largest component
        return 1

    @property
    def payment_options(self) -> tuple[str, ...]:
        """How the symbol can be paid, as announced under CR 601.2b: a colour letter, "C",
        "generic:N", or "life" (2 life for a Phyrexian symbol)."""
        if self.kind == "hybrid":
            return tuple(self.colors)
        if self.kind == "mono_hybrid":
            return (self.colors[0], f"generic:{self.amount}")
        if self.kind == "phyrexian":
            return (self.colors[0], "life")
        if self.kind == "hybrid_phyrexian":
            return (*self.colors, "life")
        return ()


def parse_symbol(inner: str) -> ManaSymbol:
    text = "{" + inner + "}"
    up = inner.upper()
    if up.isdigit():
        return ManaSymbol(text, "generic", amount=int(up))
    if up in COLORS:
        return ManaSymbol(text, "colored", colors=(up,))
    if up == "C":
        return ManaSymbol(text, "colorless")
    if up in ("X", "Y", "Z"):
        return ManaSymbol(text, "variable")
    if up == "S":
        return ManaSymbol(text, "snow")
    parts = up.split("/")
    if len(parts) == 2 and parts[1] == "P" and parts[0] in COLORS:
        return ManaSymbol(text, "phyrexian", colors=(parts[0],))
    if len(parts) == 2 and parts[0].isdigit() and parts[1] in COLORS:
        return ManaSymbol(text, "mono_hybrid", colors=(parts[1],), amount=int(parts[0]))
    if len(parts) == 2 and all(p in MANA_TYPES for p in parts) and parts[0] != parts[1]:
        return ManaSymbol(text, "hybrid", colors=tuple(parts))
    if len(parts) == 3 and parts[2] == "P" and all(p in COLORS for p in parts[:2]):
        return ManaSymbol(text, "hybrid_phyrexian", colors=tuple(parts[:2]))
    raise ManaError(f"unknown mana symbol {text}")


@attrs.frozen
class ManaCost:
    """A printed mana cost (CR 202.1). ``None`` costs (no mana cost at all) are not ManaCosts."""

    symbols: tuple[ManaSymbol, ...] = ()

    @classmethod
    def parse(cls, text: str) -> ManaCost:
        text = text.strip()
        symbols = []
        pos = 0
        for match in _SYMBOL.finditer(text):
            if text[pos : match.start()].strip():
                raise ManaError(f"not a mana cost: {text!r}")
            symbols.append(parse_symbol(match.group(1)))
            pos = match.end()
        if text[pos:].strip():
            raise ManaError(f"not a mana cost: {text!r}")
        return cls(tuple(symbols))

    def __str__(self) -> str:
        return "".join(s.text for s in self.symbols) or "{0}"

    @property
    def mana_value(self) -> int:
        return sum(s.mana_value for s in self.symbols)

    def mana_value_with(self, x: int) -> int:
        """Mana value on the stack, X being the announced value (CR 202.3e)."""
        return self.mana_value + x * self.x_count

    @property
    def x_count(self) -> int:
        return sum(1 for s in self.symbols if s.kind == "variable" and s.text.upper() == "{X}")

    @property
    def has_x(self) -> bool:
        return any(s.kind == "variable" for s in self.symbols)

    @property
    def colors(self) -> tuple[str, ...]:
        """The colours of the cost (CR 202.2), in WUBRG order."""
        found = {c for s in self.symbols for c in s.colors if c in COLORS}
        return tuple(c for c in COLORS if c in found)

    @property
    def choice_symbols(self) -> tuple[ManaSymbol, ...]:
        """Symbols whose payment must be announced (hybrid and Phyrexian, CR 601.2b)."""
        return tuple(s for s in self.symbols if s.payment_options)

    def devotion(self, color: str) -> int:
        return sum(1 for s in self.symbols if color in s.colors)


@attrs.frozen
class Payment:
    """A cost with every choice made (CR 601.2b, 601.2f): what exactly must be paid."""

    generic: int = 0
    colored: tuple[tuple[str, int], ...] = ()  #: (colour, amount), WUBRG order
    colorless: int = 0
    snow: int = 0
    life: int = 0
    #: "Spend only black mana on X." (CR 106.6, 601.2h): how much of ``generic`` is X's, which
    #: only mana of ``x_types`` may pay
    x_mana: int = 0
    x_types: tuple[str, ...] = ()

    @property
    def mana_total(self) -> int:
        return self.generic + sum(n for _, n in self.colored) + self.colorless + self.snow

    def colored_map(self) -> dict[str, int]:
        return dict(self.colored)

    def plus(self, other: Payment) -> Payment:
        colored = collections.Counter(self.colored_map())
        colored.update(other.colored_map())
        return Payment(
            generic=self.generic + other.generic,
            colored=_ordered(colored),
            colorless=self.colorless + other.colorless,
            snow=self.snow + other.snow,
            life=self.life + other.life,
            x_mana=self.x_mana + other.x_mana,
            x_types=self.x_types or other.x_types,
        )

    def reduced_generic(self, amount: int) -> Payment:
        """CR 118.7a: a generic reduction affects only the generic component."""
        return attrs.evolve(self, generic=max(0, self.generic - amount))

    def __str__(self) -> str:
        parts = []
        if self.generic:
            parts.append(f"{{{self.generic}}}")
        for color, n in self.colored:
            parts.append(f"{{{color}}}" * n)
        parts.append("{C}" * self.colorless)
        parts.append("{S}" * self.snow)
        text = "".join(parts) or "{0}"
        if self.life:
            text += f" and {self.life} life"
        return text


def _ordered(counter: collections.Counter[str]) -> tuple[tuple[str, int], ...]:
    return tuple((c, counter[c]) for c in COLORS if counter.get(c))


def announce(cost: ManaCost, *, x: int = 0, choices: Sequence[str] = ()) -> Payment:
    """The payment of ``cost`` once X and the hybrid/Phyrexian choices are announced.

    ``choices`` gives one option of :attr:`ManaSymbol.payment_options` per symbol of
    :attr:`ManaCost.choice_symbols`, in order.
    """
    choice_symbols = cost.choice_symbols
    if len(choices) != len(choice_symbols):
        raise ManaError(f"{cost}: {len(choice_symbols)} hybrid/Phyrexian choices needed, {len(choices)} given")
    chosen = dict(zip((id(s) for s in choice_symbols), choices, strict=True))
    generic = colorless = snow = life = 0
    colored: collections.Counter[str] = collections.Counter()
    for symbol in cost.symbols:
        if symbol.kind == "generic":
            generic += symbol.amount
        elif symbol.kind == "colored":
            colored[symbol.colors[0]] += 1
        elif symbol.kind == "colorless":
            colorless += 1
        elif symbol.kind == "variable":
            generic += x if symbol.text.upper() == "{X}" else 0
        elif symbol.kind == "snow":
            snow += 1
        else:
            option = chosen[id(symbol)]
            if option not in symbol.payment_options:
                raise ManaError(f"{symbol.text} cannot be paid as {option!r}")
            if option == "life":
                life += 2  # CR 107.4f
            elif option.startswith("generic:"):
                generic += int(option.split(":")[1])
            elif option == "C":
                colorless += 1
            else:
                colored[option] += 1
    return Payment(generic=generic, colored=_ordered(colored), colorless=colorless, snow=snow, life=life)


@attrs.frozen
class SpendOnly:
    """What mana may be spent on (CR 106.6, "Spend this mana only to cast creature spells"): the
    ability's ``restriction`` (a :class:`~oraclec.effects.SpendRestriction`), read with the
    ability's source and controller (its "chosen type" is the source's)."""

    restriction: Any
    source_id: int | None
    controller: str


@attrs.frozen
class Mana:
    """One mana in a pool: its type (a colour or "C"), whether a snow source made it, until
    when the pool keeps it as steps end (``kept_until``: "end_of_combat" or "end_of_turn", CR
    500.4 "you don't lose this mana"; None: it empties at the end of the step), what it may
    be spent on (``only``, CR 106.6; None: anything), the delayed triggered abilities waiting
    for it to be spent (``watched_by``, their ids: "When that mana is spent to cast a red
    instant or sorcery spell, ...", CR 106.6, 603.7); ``source``: the last known information
    of its source as it made it (CR 106.3: the spell, or the source of the ability; "if mana
    from a Treasure was spent to cast it"); None for mana a setup put in the pool. Two units of
    the same type pay the same costs, so the source takes no part in comparing them."""

    type: str
    snow: bool = False
    kept_until: str | None = None
    only: SpendOnly | None = None
    watched_by: tuple[int, ...] = ()
    source: Any = attrs.field(default=None, eq=False, repr=False)

    def __str__(self) -> str:
        return f"{{{self.type}}}"


def produced_by(units: Iterable[Mana], source: Any) -> list[Mana]:
    """``units`` as mana that ``source`` (an ObjectInfo, or None) produced: the source is
    recorded (CR 106.3), and mana from a snow source is snow mana (CR 106.3, 107.4h)."""
    snow = source is not None and "Snow" in getattr(source, "supertypes", ())
    return [attrs.evolve(m, source=source, snow=m.snow or snow) for m in units]


def parse_mana(text: str) -> list[Mana]:
    """Mana units from symbols such as "{B}{B}{C}" (for a pool, not a cost); at most
    :data:`~oraclec.runtime.limits.MAX_POOL_MANA` of them, as each is an object of its own."""
    units: list[Mana] = []
    for symbol in ManaCost.parse(text).symbols:
        if symbol.kind == "colored":
            units.append(Mana(symbol.colors[0]))
        elif symbol.kind == "colorless":
            units.append(Mana("C"))
        elif symbol.kind == "generic":
            if len(units) + symbol.amount > MAX_POOL_MANA:
                raise ManaError(f"more than {MAX_POOL_MANA:,} mana, the engine's limit for a pool")
            units.extend(Mana("C") for _ in range(symbol.amount))
        else:
            raise ManaError(f"{symbol.text} is not a kind of mana a pool can hold")
    if len(units) > MAX_POOL_MANA:
        raise ManaError(f"more than {MAX_POOL_MANA:,} mana, the engine's limit for a pool")
    return units


def pick_from_pool(pool: Sequence[Mana], payment: Payment) -> list[int] | None:
    """Indices of pool mana that pay ``payment``'s mana, or None if the pool cannot.

    Coloured and colourless requirements can only be met by mana of that type, so they are
    matched first; snow needs snow mana; generic takes what is left (CR 107.4b-c, 107.4h).
    Within a type, non-snow mana is spent first so snow mana stays available for {S}.
    """
    free = sorted(range(len(pool)), key=lambda i: (pool[i].snow, i))
    used: list[int] = []

    def take(predicate, count: int) -> bool:  # type: ignore[no-untyped-def]
        # the first ``count`` free mana that fit, in one pass (not a pass a mana: a pool of
        # thousands paying a large cost took seconds)
        nonlocal free
        if count <= 0:
            return True
        taken: list[int] = []
        for i in free:
            if predicate(pool[i]):
                taken.append(i)
                if len(taken) == count:
                    break
        if len(taken) < count:
            return False
        chosen = set(taken)
        free = [i for i in free if i not in chosen]
        used.extend(taken)
        return True

    for color, amount in payment.colored:
        if not take(lambda m, c=color: m.type == c, amount):
            return None
    if not take(lambda m: m.type == "C", payment.colorless):
        return None
    if not take(lambda m: m.snow, payment.snow):
        return None
    # "Spend only black mana on X." (CR 106.6): X's part of the generic mana, of those types
    # only, before the rest takes any mana
    restricted = min(payment.x_mana, payment.generic)
    if not take(lambda m: m.type in payment.x_types, restricted):
        return None
    if not take(lambda m: True, payment.generic - restricted):
        return None
    return used


def can_pay_from(units: Iterable[Mana], payment: Payment) -> bool:
    return pick_from_pool(list(units), payment) is not None
