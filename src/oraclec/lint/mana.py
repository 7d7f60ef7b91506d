"""Mana (OC5xx): symbols and costs against CR 107.

* OC501: a symbol the rules do not define (CR 107.4 lists the mana symbols; 107.5-107.18 the tap,
  untap, energy, ticket, chaos, planeswalker and pawprint symbols), with the symbol meant when
  the letters are only in the wrong order or case (``{U/W}`` is written ``{W/U}``, ``{U/2}`` is
  ``{2/U}``, ``{P/G}`` is ``{G/P}``, ``{t}`` is ``{T}``) or several symbols share one pair of braces
  (``{2U}``). A card may define a symbol of its own in its reminder text ("({D} is a land
  drop...)"); such a symbol is not reported.
* OC502: generic mana split over several symbols: ``{1}{1}`` is ``{2}``, ``{5}{5}`` is ``{10}``
  (CR 107.4b: a numerical symbol is an amount of generic mana).
* OC503: the order of a cost: variable symbols first, then generic, and colored symbols in the
  color-wheel order that Oracle text uses for the colors of the cost (CR 202.1a).
* OC504: mana written without braces: ``T:`` for ``{T}:``, ``Add G`` for ``Add {G}``, a mana cost
  given as ``2UU``.
* OC505: a symbol in a mana cost that is not a mana symbol: ``{T}``, ``{Q}``, ``{E}``, ``{PW}``
  (CR 202.1: a mana cost is made of mana symbols, the ones of CR 107.4); those symbols belong in
  the cost of an activated ability, before its colon.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from itertools import pairwise, permutations

from ..limits import number_value
from ..vocabulary import data as vocabulary
from .context import FaceContext
from .model import Category, Finding, Fix, Severity, define, runs

UNKNOWN_SYMBOL = define(
    "OC501", "unknown-symbol", Category.MANA, Severity.ERROR,
    "a symbol in braces that the rules do not define, with the symbol meant (order, case, braces)",
    rule="107.4", fix=Fix.SAFE,
)
SPLIT_GENERIC = define(
    "OC502", "split-generic-mana", Category.MANA, Severity.WARNING,
    "generic mana written as several numerical symbols ({1}{1} for {2})",
    rule="107.4b", fix=Fix.SAFE,
)
COST_ORDER = define(
    "OC503", "mana-cost-order", Category.MANA, Severity.WARNING,
    "symbols of a cost out of order: {X} first, then generic mana, then colors in color-wheel order",
    rule="202.1a", fix=Fix.SAFE,
)
MISSING_BRACES = define(
    "OC504", "mana-without-braces", Category.MANA, Severity.ERROR,
    "mana or tap symbols written without braces (T: for {T}:, Add G for Add {G}, a mana cost 2UU)",
    rule="107.4", fix=Fix.SAFE,
)

NOT_MANA_IN_COST = define(
    "OC505", "not-mana-in-cost", Category.MANA, Severity.ERROR,
    "a symbol in a mana cost that is not a mana symbol ({T}, {Q}, {E}, {PW}): a mana cost is mana symbols only",
    rule="202.1",
)

_SYMBOL = re.compile(r"\{([^{}]*)\}")
_RUN = re.compile(r"(?:\{[^{}\s]*\})+")
WHEEL = "WUBRG"


@cache
def known_symbols() -> frozenset[str]:
    """Every symbol the rules define, inside braces, upper case: CR 107.4 and the symbols of the
    other rules of CR 107; the numerical symbols go on past {4} ("and so on"), and {Y} and {Z}
    follow the rules of {X} (CR 107.3p)."""
    symbols = vocabulary()["symbols"]
    return frozenset(s[1:-1] for s in (*symbols["mana"], *symbols["other"], "{Y}", "{Z}"))


def is_known(body: str) -> bool:
    return body in known_symbols() or body.isdigit()


def meant(body: str) -> str | None:
    """The symbol (or symbols) meant by an unknown symbol's letters, in braces; None if unclear."""
    upper = body.upper().replace(" ", "")
    if is_known(upper):
        return "{" + upper + "}"
    if upper in ("TAP",):
        return "{T}"
    if upper in ("UNTAP",):
        return "{Q}"
    parts = re.split(r"[/|\\-]", upper)
    if len(parts) > 1:
        for order in permutations(parts):
            candidate = "/".join(order)
            if is_known(candidate):
                return "{" + candidate + "}"
        return None
    # several symbols in one pair of braces: {2U}, {UU}, {10G}
    m = re.fullmatch(r"(\d*)([WUBRGCSX]*)", upper)
    if m and (len(m.group(2)) + bool(m.group(1))) > 1:
        return (f"{{{m.group(1)}}}" if m.group(1) else "") + "".join(f"{{{c}}}" for c in m.group(2))
    return None


def defined_by_reminder(ctx: FaceContext, body: str) -> bool:
    """A reminder text of the face that explains the symbol: "({D} is a land drop ...)"."""
    return f"({{{body}}} " in ctx.text


@runs(UNKNOWN_SYMBOL.code)
def check_symbols(ctx: FaceContext) -> Iterator[Finding]:
    for field in ("text", "mana_cost"):
        text = ctx.field_text(field)
        if "{" not in text:
            continue
        for m in _SYMBOL.finditer(text):
            body = m.group(1)
            if is_known(body) or defined_by_reminder(ctx, body):
                continue
            fix = meant(body)
            if fix is not None:
                message = f"{m.group()} is not a symbol; write {fix}"
            else:
                message = f"{m.group()} is not a symbol the rules define"
            yield ctx.in_field(UNKNOWN_SYMBOL.code, field, m.start(), m.end(), message, fix)


def _colors(body: str) -> str:
    return "".join(c for c in body.split("/") if c in WHEEL) if "/" in body else (body if body in WHEEL else "")


def wheel_order(colors: set[str]) -> str:
    """The colors in the order Oracle writes them: consecutive colors in wheel order (W, U, B,
    R, G) from the start that makes every step around the wheel the same and as short as
    possible: allied pairs and shards step by one ({W}{U}, {R}{G}{W}), enemy pairs and wedges by
    two ({W}{B}, {W}{B}{G}), four colors start after the missing one."""
    if len(colors) <= 1:
        return "".join(colors)
    best: tuple[tuple[int, int, int], str] | None = None
    for start in colors:
        s = WHEEL.index(start)
        ordered = sorted(colors, key=lambda c: (WHEEL.index(c) - s) % 5)
        steps = [(WHEEL.index(b) - WHEEL.index(a)) % 5 for a, b in pairwise(ordered)]
        key = (len(set(steps)), max(steps), s)
        if best is None or key < best[0]:
            best = (key, "".join(ordered))
    assert best is not None
    return best[1]


def _ordered(symbols: list[str]) -> list[str]:
    """The symbols of a cost in Oracle order: variables, generic, then the rest with the plain
    colored symbols sorted by the wheel order of every color in the cost (other symbols keep
    their places among them)."""
    variables = [s for s in symbols if s in ("X", "Y", "Z")]
    generic = [s for s in symbols if s.isdigit()]
    rest = [s for s in symbols if s not in variables and s not in generic]
    colors: set[str] = set()
    for s in rest:
        colors.update(_colors(s))
    order = wheel_order(colors)
    plain_positions = [i for i, s in enumerate(rest) if s in WHEEL]
    plain_sorted = sorted((rest[i] for i in plain_positions), key=order.index)
    for i, s in zip(plain_positions, plain_sorted, strict=True):
        rest[i] = s
    return variables + generic + rest


@runs(SPLIT_GENERIC.code, COST_ORDER.code)
def check_costs(ctx: FaceContext) -> Iterator[Finding]:
    for field in ("mana_cost", "text"):
        text = ctx.field_text(field)
        if "{" not in text:
            continue
        for run in _RUN.finditer(text):
            bodies = _SYMBOL.findall(run.group())
            if len(bodies) < 2 or not all(is_known(b) for b in bodies):
                continue
            if any(b in ("T", "Q", "E", "P", "PW", "CHAOS", "TK", "H") for b in bodies):
                continue  # not a mana cost: {T}{T}, {E}{E}{E}
            numbers = [b for b in bodies if b.isdigit()]
            if len(numbers) > 1 and all(number_value(n) is not None for n in numbers):
                merged = [b for b in bodies if not b.isdigit()]
                total = str(sum(int(n) for n in numbers))
                fixed = "".join(f"{{{b}}}" for b in _ordered([total, *merged]))
                yield ctx.in_field(
                    SPLIT_GENERIC.code, field, run.start(), run.end(),
                    f"generic mana is one numerical symbol: {'+'.join('{' + n + '}' for n in numbers)} is {{{total}}}",
                    fixed,
                )
                continue
            ordered = _ordered(bodies)
            if ordered != bodies:
                fixed = "".join(f"{{{b}}}" for b in ordered)
                yield ctx.in_field(COST_ORDER.code, field, run.start(), run.end(), f"write this cost in Oracle order: {fixed}", fixed)


#: The cost of an activated ability, before its colon: "T:", "2U, T:", "1G, Sacrifice this creature:".
_ACTIVATION_COST = re.compile(r"^(?P<cost>[^:.\n\"]{1,60}):(?= )")
#: a cost item written as bare mana letters: "T", "2U", "1G", "WW"
_BARE_ITEM = re.compile(r"(?:\d+|[WUBRGCX])?[WUBRGCXTQ]*")
#: "Add G", "Add RG", "add UU" (the article-less mana of a mana ability).
_BARE_ADD = re.compile(r"\b(?P<verb>[Aa]dds?) (?P<mana>[WUBRGC]{1,5}|\d+[WUBRGC]*)(?=[ .,]|$)")


def _braced_item(item: str) -> str:
    """A cost item with its bare mana and tap letters in braces ("2U" -> "{2}{U}", "T" ->
    "{T}"); anything else unchanged."""
    if not item or not _BARE_ITEM.fullmatch(item) or item.isdigit() or item == "X":
        return item
    m = re.fullmatch(r"(\d*)([WUBRGCX]*)([TQ]?)", item)
    if not m:
        return item
    out = _braced(m.group(1) + m.group(2)) if (m.group(1) or m.group(2)) else ""
    if m.group(3):
        out = (out + ", " if out else "") + "{" + m.group(3) + "}"
    return out


def _braced(letters: str) -> str:
    m = re.fullmatch(r"(\d*)([A-Z]*)", letters)
    assert m
    return (f"{{{m.group(1)}}}" if m.group(1) else "") + "".join(f"{{{c}}}" for c in m.group(2))


@runs(MISSING_BRACES.code)
def check_braces(ctx: FaceContext) -> Iterator[Finding]:
    if ctx.known("mana_cost") and ctx.face.mana_cost:
        cost = ctx.face.mana_cost
        stripped = _SYMBOL.sub("", cost)
        if stripped.strip():
            bare = re.fullmatch(r"\s*(\d*[WUBRGCXS]*)\s*", stripped)
            fix = _braced(bare.group(1)) if bare and not _SYMBOL.search(cost) and bare.group(1) else None
            yield ctx.in_field(MISSING_BRACES.code, "mana_cost", 0, len(cost), f"a mana cost is written in symbols: {fix or '{2}{U}'}, not {cost!r}", fix)
    for ability in ctx.abilities:
        rules = ability.rules
        m = _ACTIVATION_COST.match(rules)
        if m:
            items = m.group("cost").split(", ")
            fixed_items = [_braced_item(item) for item in items]
            if any(f != i for f, i in zip(fixed_items, items, strict=True)):
                fixed = ", ".join(fixed_items)
                yield ctx.in_text(MISSING_BRACES.code, ability, m.start("cost"), m.end("cost"), f"write the cost with symbols: {fixed}", fixed)
        for add in _BARE_ADD.finditer(rules):
            mana = add.group("mana")
            fixed = _braced(mana)
            yield ctx.in_text(MISSING_BRACES.code, ability, add.start("mana"), add.end("mana"), f"mana is written in symbols: {add.group('verb')} {fixed}", fixed)


@cache
def _other_symbols() -> dict[str, str]:
    """The symbols of CR 107 that are not mana symbols, upper case without braces, with what each
    stands for."""
    names = {"T": "the tap symbol", "Q": "the untap symbol", "E": "the energy symbol", "PW": "the planeswalker symbol",
             "CHAOS": "the chaos symbol", "TK": "the ticket symbol", "P": "the pawprint symbol", "H": "a symbol"}
    return {s[1:-1]: names.get(s[1:-1], "a symbol") for s in vocabulary()["symbols"]["other"]}


@runs(NOT_MANA_IN_COST.code)
def check_cost_symbols(ctx: FaceContext) -> Iterator[Finding]:
    cost = ctx.face.mana_cost
    if not cost or "{" not in cost:
        return
    for m in _SYMBOL.finditer(cost):
        body = m.group(1).upper()
        if body in _other_symbols():
            yield ctx.in_field(
                NOT_MANA_IN_COST.code, "mana_cost", m.start(), m.end(),
                f"{m.group()} is {_other_symbols()[body]}, not mana: a mana cost holds mana symbols only; "
                "a cost such as {T} belongs before the colon of an activated ability",
            )
