"""The entry points: one ability line compiled (with the ``Unsupported`` nodes found in it), and
one face of a card compiled for the runtime's card pool."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from .. import ast
from .. import effects as fx
from ..effects.base import walk
from ..render import render_line
from .abilities import ability_line
from .context import LOWERED_APART, Lowering
from .elements import (
    CopyTarget,
    EntersAsMoved,
    EntersWithPlaceholder,
    ItOrGrantingSource,
    ModalEffect,
    NewTargets,
    WhileConditionPlaceholder,
    WholeAbility,
)
from .registry import CannotLower

# -- entry point -------------------------------------------------------------------------------------------
INTERNAL_ERROR = "internal error in the compiler"


def unsupported_in(value: Any) -> list[fx.Unsupported]:
    """Every ``Unsupported`` node in a tree, in order."""
    return [e for e in walk(value) if isinstance(e, fx.Unsupported)]


def compile_line(line: ast.AbilityLine, *, text: str = "") -> tuple[fx.Ability, ...]:
    """Lower one parsed ability line (``text``: its rules text, quoted in diagnostics)."""
    return compile_line_with_problems(line, text=text)[0]


#: an ability line and its rules text
LineText = tuple[ast.AbilityLine, str]


def compile_line_with_problems(
    line: ast.AbilityLine, *, text: str = "", earlier: Sequence[LineText] = ()
) -> tuple[tuple[fx.Ability, ...], list[fx.Unsupported]]:
    """:func:`compile_line` and :func:`unsupported_in` of what it gives, from one walk of the
    tree (both run for every ability of a corpus-wide run). ``earlier``: the paragraphs before
    it on an instant or sorcery, for a paragraph that names what they named (see
    :func:`needs_earlier_paragraphs`)."""
    ctx = _lowering(line, text)
    if earlier:
        _after_earlier_paragraphs(ctx, earlier)
    try:
        abilities = ability_line(line, ctx)
    except CannotLower as exc:
        abilities = (ctx.unsupported(exc.node if exc.node is not None else line, exc.reason),)
    except Exception as exc:
        # reported as an internal error: counted, shown, and failed by the corpus test
        abilities = (ctx.unsupported(line, f"{INTERNAL_ERROR}: {type(exc).__name__}: {exc}"),)
    elements = walk(abilities)
    if any(isinstance(e, (fx.GrantingSource, ItOrGrantingSource)) for e in elements):
        abilities = tuple(fx.transform(a, _granting_source_as_this) for a in abilities)
        elements = walk(abilities)
    # Internal placeholders are not in the effect model (fx.CLASSES); one left over is reported.
    # Both that test and the one for Unsupported nodes look at the few classes present, not at
    # each element; most abilities hold only classes already found to need neither.
    classes = set(map(type, elements))
    if classes <= _PLAIN_MODEL_CLASSES:
        return abilities, []
    if _leaks(classes):
        abilities = tuple(_replace_internal(a, ctx) for a in abilities)
        elements = walk(abilities)
        classes = set(map(type, elements))
    if not any(issubclass(cls, fx.Unsupported) for cls in classes):
        return abilities, []
    return abilities, [e for e in elements if isinstance(e, fx.Unsupported)]


def _lowering(line: ast.AbilityLine, text: str) -> Lowering:
    # without its text given, the line's own rendering, which is that text (a line parses only
    # if it renders back to it exactly): what a word refers to may depend on the words before it
    return Lowering(text=text or render_line(line), reminders=tuple(r.text for r in line.reminders))


def needs_earlier_paragraphs(problems: Sequence[fx.Unsupported]) -> bool:
    """Whether a paragraph of an instant or sorcery, compiled alone, names an object an earlier
    paragraph named ("That creature gets -13/-13 until end of turn instead if ..."): compiled
    again with ``earlier``, it names that object (CR 113.3a, 608.2c). Most paragraphs compile
    alone, and so are compiled once for every card that has them."""
    return any(p.reason.endswith(LOWERED_APART) for p in problems)


def earlier_paragraphs(lines: Sequence[LineText | None], index: int) -> tuple[LineText, ...]:
    """The ability lines before ``index`` on a face (None for one that did not parse), for
    :func:`compile_line_with_problems`: none if one of them did not parse, as what it named is
    not known."""
    before = lines[:index]
    if any(item is None for item in before):
        return ()
    return tuple(item for item in before if item is not None)


def compile_after_earlier(parsed: Sequence[Any], index: int) -> tuple[tuple[fx.Ability, ...], list[fx.Unsupported]] | None:
    """``parsed[index]`` (the parsed abilities of one face, :class:`oraclec.parser.ParsedAbility`,
    in order) compiled after the abilities before it, for a paragraph that compiled alone
    :func:`needs_earlier_paragraphs`; None when one before it did not parse."""
    lines = [(a.line, a.text.rules) if a.line is not None else None for a in parsed[:index]]
    earlier = earlier_paragraphs(lines, index)
    if not earlier:
        return None
    return compile_line_with_problems(parsed[index].line, text=parsed[index].text.rules, earlier=earlier)


def _after_earlier_paragraphs(ctx: Lowering, earlier: Sequence[LineText]) -> None:
    """Give ``ctx`` what the earlier paragraphs of the spell named and where their newest damage
    went, each as :class:`fx.NamedEarlier`, and number its targets after theirs (one set of
    targets, CR 601.2c)."""
    referents: tuple[Any, ...] = ()
    damaged: Any = None
    targets = 0
    for line, text in earlier:
        before = attrs.evolve(_lowering(line, text), earlier_referents=referents, earlier_damaged=damaged, targets=targets)
        try:
            abilities = ability_line(line, before)
        except Exception:  # noqa: BLE001 - what it named is not known: nothing is given
            return
        referents += tuple(_named_earlier(r) for r in before.referents)
        recipients = [d.to for d in walk(abilities) if isinstance(d, fx.DealDamage) and not isinstance(d.to, fx.Unsupported)]
        if recipients:
            damaged = _named_earlier(recipients[-1])
        targets = before.targets
    ctx.earlier_referents = referents
    ctx.earlier_damaged = damaged
    ctx.targets = targets


def _named_earlier(ref: Any) -> Any:
    return ref if isinstance(ref, fx.NamedEarlier) else fx.NamedEarlier(what=ref)


#: classes found in fx.CLASSES so far (that registry only grows, and never rebinds a name), and
#: those of them that are not Unsupported nodes
_MODEL_CLASSES_SEEN: set[type] = set()
_PLAIN_MODEL_CLASSES: set[type] = set()


def _leaks(classes: set[type]) -> bool:
    """Is one of these classes not of the effect model (an internal placeholder)?"""
    model = {cls for cls in classes if fx.CLASSES.get(cls.__name__) is cls}
    _MODEL_CLASSES_SEEN.update(model)
    _PLAIN_MODEL_CLASSES.update(cls for cls in model if not issubclass(cls, fx.Unsupported))
    return len(model) < len(classes)


def _granting_source_as_this(value: Any) -> Any:
    """"~" in a quoted ability (:class:`fx.GrantingSource`) stays the source of the granting
    ability where a static ability gives it to other objects ('Equipped creature has "{T},
    Unattach ~: ..."', CR 201.5a), which the runtime binds as it grants it; there "it" with no
    antecedent (:class:`ItOrGrantingSource`) may mean either object, and is not lowered.
    Elsewhere (the card itself, "~ has '...'"; a token created "with '...'"; an ability a
    resolving instruction grants) both are read as the object the ability is on, as before."""
    if isinstance(value, fx.StaticAbility):
        effects = tuple(_kept_grant(e) if _grants_to_others(e) else fx.transform(e, _granting_source_as_this) for e in value.effects)
        return attrs.evolve(value, effects=effects, condition=fx.transform(value.condition, _granting_source_as_this))
    if isinstance(value, (fx.GrantingSource, ItOrGrantingSource)):
        return fx.This()
    return value


def _grants_to_others(effect: Any) -> bool:
    return isinstance(effect, fx.GrantAbilities) and effect.duration is None and not isinstance(effect.what, fx.This)


def _kept_grant(grant: fx.GrantAbilities) -> fx.GrantAbilities:
    def ambiguous_it(value: Any) -> Any:
        if isinstance(value, ItOrGrantingSource):
            return fx.Unsupported(reason="\"it\" with no antecedent in an ability granted to another object that names the source granting it (CR 201.5a): which object is meant is not known", node="Pronoun")
        return value

    return attrs.evolve(grant, what=fx.transform(grant.what, _granting_source_as_this), abilities=fx.transform(grant.abilities, ambiguous_it))


def _replace_internal(value: Any, ctx: Lowering) -> Any:
    """Internal placeholders left where they can't stand become ``Unsupported``."""
    return fx.transform(value, lambda element: _internal_as_unsupported(element, ctx))


def _internal_as_unsupported(value: Any, ctx: Lowering) -> Any:
    if isinstance(value, ModalEffect):
        return ctx.unsupported(None, "a modal block where modes can't stand")
    if isinstance(value, EntersWithPlaceholder):
        return ctx.unsupported(None, "\"enters with\" inside other instructions")
    if isinstance(value, WhileConditionPlaceholder):
        return ctx.unsupported(None, "\"as long as\" inside other instructions")
    if isinstance(value, EntersAsMoved):
        return ctx.unsupported(None, "how an object enters, with no move onto the battlefield before it that can say so")
    if isinstance(value, WholeAbility):
        return ctx.unsupported(None, "an ability of its own inside other instructions")
    if isinstance(value, NewTargets):
        return ctx.unsupported(None, "new targets for a copy made by another instruction")
    if isinstance(value, CopyTarget):
        return ctx.unsupported(None, "the targets of copies made by another instruction (CR 707.10d-e)")
    if isinstance(value, fx.Element) and fx.CLASSES.get(type(value).__name__) is not type(value):
        return ctx.unsupported(None, f"{type(value).__name__.lstrip('_')} inside other instructions")
    return value


def merge_die_tables(lines: list[tuple[fx.Ability, ...]]) -> tuple[list[tuple[fx.Ability, ...]], dict[int, str]]:
    """The compiled lines of one face with each die-result table (CR 706.2) merged into the roll
    before it: the rows (lines of :class:`fx.DieResultRow`) become the ``results`` of the line's
    one :class:`fx.RollDie` and their own lines are left empty. A table that can't be merged
    (no single roll before it; rows that overlap, leave a result uncovered or go past the die)
    is left in place, and why, by the index of its first row, is in the second value."""
    merged = list(lines)
    problems: dict[int, str] = {}
    start = 0
    while start < len(lines):
        if not _is_table_row(lines[start]):
            start += 1
            continue
        end = start
        while end < len(lines) and _is_table_row(lines[end]):
            end += 1
        rows = tuple(row for line in lines[start:end] for row in line if isinstance(row, fx.DieResultRow))
        rolls = [e for e in walk(lines[start - 1]) if isinstance(e, fx.RollDie)] if start else []
        reason = "a die-result table with no die roll before it (CR 706.2)" if len(rolls) != 1 else _table_gaps(rows, rolls[0].sides)
        if reason is not None:
            problems[start] = reason
        else:
            roll = rolls[0]
            merged[start - 1] = fx.transform(lines[start - 1], lambda e, roll=roll, rows=rows: attrs.evolve(e, results=rows) if e is roll else e)
            merged[start:end] = [()] * (end - start)
        start = end
    return merged, problems


def _is_table_row(line: tuple[fx.Ability, ...]) -> bool:
    return bool(line) and all(isinstance(a, fx.DieResultRow) for a in line)


def _table_gaps(rows: tuple[fx.DieResultRow, ...], sides: int) -> str | None:
    """Why rows do not give each result of a die with ``sides`` faces exactly one row (None:
    they do): a table that overlaps or leaves gaps is an error in the text, not a choice."""
    expected = 1
    for row in sorted(rows, key=lambda r: (r.low, sides if r.high is None else r.high)):
        high = sides if row.high is None else row.high  # "15+": 15 or more
        if row.low > high or row.low < expected:
            return f"die-result rows overlap or are out of order at {row.low}—{high} (CR 706.2)"
        if row.low > expected:
            return f"die-result rows leave {expected}—{row.low - 1} uncovered (CR 706.2)"
        expected = high + 1
    if expected - 1 > sides:
        return f"a die-result row goes past {sides}, the highest result of a d{sides} (CR 706.2)"
    if expected - 1 < sides:
        return f"die-result rows leave {expected}—{sides} uncovered (CR 706.2)"
    return None


def _shortened(text: str, most: int = 120) -> str:
    """An ability's text for a one-line message: a text may be a megabyte long."""
    return text if len(text) <= most else f"{text[: most - 1]}…"


def compile_face_for_runtime(card: Any, face: Any) -> tuple[tuple[fx.Ability, ...], tuple[str, ...]]:
    """One face of a card (:class:`oraclec.cards.Card`, :class:`~oraclec.cards.Face`) compiled
    for the runtime's card pool: its abilities, and why any part could not be compiled (an
    unparsed ability, an ``Unsupported`` construct), one reason per ability line."""
    from ..parser import parse_face

    lines: list[tuple[fx.Ability, ...]] = []
    texts: list[str] = []
    missing: list[str] = []
    parsed_abilities = parse_face(face, card).abilities
    for index, parsed in enumerate(parsed_abilities):
        if parsed.line is None:
            why = f" ({parsed.error.reason})" if parsed.error is not None else ""
            missing.append(f"did not parse: {_shortened(parsed.text.text)}{why}")
            continue
        lowered, problems = compile_line_with_problems(parsed.line, text=parsed.text.rules)
        if needs_earlier_paragraphs(problems) and (again := compile_after_earlier(parsed_abilities, index)) is not None:
            lowered, problems = again
        if problems:
            missing.append(f"not compiled: {_shortened(parsed.text.text)} ({problems[0].reason})")
        lines.append(tuple(a for a in lowered if isinstance(a, fx.Ability)))
        texts.append(parsed.text.text)
    lines, table_problems = merge_die_tables(lines)
    missing.extend(f"not compiled: {_shortened(texts[index])} ({reason})" for index, reason in table_problems.items())
    # a row left unmerged is not an ability of the permanent: it is reported above
    abilities = [a for line in lines for a in line if not isinstance(a, fx.DieResultRow)]
    return tuple(abilities), tuple(missing)
