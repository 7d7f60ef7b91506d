"""Run the registered checks over cards and turn their findings into diagnostics."""

from __future__ import annotations

import bisect
from collections.abc import Iterable, Iterator, Mapping

import attrs

from ..cards import Card, Face, TypeLine
from ..text import line_column
from .context import FaceContext, Target
from .model import CHECKS, RUNNERS, Category, Diagnostic, Finding, Severity


@attrs.frozen(kw_only=True)
class Options:
    """Which checks run and how."""

    #: codes to run (None: all)
    select: frozenset[str] | None = None
    #: search for the closest wording that parses when an ability does not (costs parses)
    suggest: bool = True
    #: findings below this severity are dropped
    severity: Severity = Severity.INFO
    #: code -> the severity its findings are reported at, instead of the check's own
    #: (``[tool.oraclec.lint] severity``); applied before ``severity`` drops findings
    severities: Mapping[str, Severity] = attrs.field(factory=dict, hash=False)

    @classmethod
    def from_names(cls, select: Iterable[str] = (), ignore: Iterable[str] = (), **kwargs: object) -> Options:
        """Options from codes, check names, categories or code prefixes ("OC2", "templating")."""
        chosen = set(resolve(select)) if select else set(CHECKS)
        chosen -= set(resolve(ignore))
        return cls(select=frozenset(chosen), **kwargs)  # type: ignore[arg-type]


def resolve(names: Iterable[str]) -> list[str]:
    """Codes named by codes, check names, categories or code prefixes; unknown names are errors."""
    out: list[str] = []
    for name in names:
        key = name.strip()
        if not key:
            continue
        matched = [
            c.code
            for c in CHECKS.values()
            if c.code == key.upper() or c.name == key.lower() or str(c.category) == key.lower() or c.code.startswith(key.upper())
        ]
        if not matched:
            raise ValueError(f"no check or category named {name!r} (see 'oraclec lint --list-checks')")
        out += matched
    return out


def lint_target(target: Target, options: Options = Options()) -> list[Diagnostic]:
    """Every finding on one card, in text order."""
    diagnostics: list[Diagnostic] = []
    for index in range(len(target.card.faces)):
        ctx = FaceContext(target, index, suggest=options.suggest)
        findings = list(_run(ctx, options))
        findings = _explained_syntax_removed(ctx, findings)
        for finding in findings:
            diagnostic = _diagnostic(ctx, finding)
            if diagnostic.code in options.severities:
                diagnostic = attrs.evolve(diagnostic, severity=options.severities[diagnostic.code])
            if diagnostic.severity >= options.severity:
                diagnostics.append(diagnostic)
    diagnostics = _deduplicated(diagnostics)
    diagnostics.sort(key=Diagnostic.sort_key)
    return diagnostics


def _run(ctx: FaceContext, options: Options) -> Iterator[Finding]:
    select = options.select
    for function, codes in RUNNERS:
        if select is not None and not (codes & select):
            continue
        for finding in function(ctx):
            if select is None or finding.code in select:
                yield finding


def _explained_syntax_removed(ctx: FaceContext, findings: list[Finding]) -> list[Finding]:
    """Drop a syntax finding when the other fixes of its ability make the ability parse: the text
    does not parse *because of* what the other findings already say."""
    syntax = [f for f in findings if CHECKS[f.code].category is Category.SYNTAX]
    if not syntax:
        return findings
    others = [f for f in findings if f.field == "text" and CHECKS[f.code].category is not Category.SYNTAX]
    if not others:
        return findings
    from ..parser import parse_ability
    from ..text import normalise_text
    from .fixes import apply_edits

    # The abilities follow each other without overlapping: the one an offset is in is found by
    # bisection, and the other findings are grouped by ability, rather than each syntax finding
    # looking at every ability and every other finding (quadratic in a text of many abilities).
    starts = [a.start for a in ctx.abilities]

    def ability_at(offset: int) -> int | None:
        i = bisect.bisect_right(starts, offset) - 1
        return i if i >= 0 and offset <= ctx.abilities[i].offsets[-1] else None

    others_in: dict[int | None, list[Finding]] = {}
    for f in others:
        others_in.setdefault(ability_at(f.start), []).append(f)
    drop: set[int] = set()
    for finding in syntax:
        index = ability_at(finding.start)
        if index is None:
            continue
        ability = ctx.abilities[index]
        a_start, a_end = ability.start, ability.offsets[-1]
        near = others_in.get(index, [])
        if any(
            f.start - 1 <= finding.end and finding.start <= f.end + 1
            and (f.replacement is not None or (f.severity or CHECKS[f.code].severity) >= Severity.WARNING)
            for f in near
        ):
            drop.add(id(finding))  # another finding on the same words says what is wrong, and how to fix it
            continue
        own = [(f.start - a_start, f.end - a_start, f.replacement or "") for f in near if f.replacement is not None and f.end <= a_end]
        if not own:
            continue
        fixed, _ = apply_edits(ctx.text[a_start:a_end], own)
        normalised = normalise_text(fixed, ctx.names)
        if normalised and all(parse_ability(a, is_spell=ctx.is_spell).ok for a in normalised):
            drop.add(id(finding))
    return [f for f in findings if id(f) not in drop]


def _diagnostic(ctx: FaceContext, finding: Finding) -> Diagnostic:
    check = CHECKS[finding.code]
    source = ctx.field_text(finding.field)
    line, column = line_column(source, finding.start)
    end_line, end_column = line_column(source, finding.end)
    card = ctx.card
    origin = ctx.target.origins.get((ctx.face_index, finding.field))
    file_line = None
    lines = ctx.target.source_lines
    if origin is not None and lines is not None and 0 < origin[1] + line - 1 <= len(lines):
        file_line = lines[origin[1] + line - 2]
    return Diagnostic(
        code=check.code,
        name=check.name,
        category=check.category,
        severity=finding.severity or check.severity,
        message=finding.message,
        card=card.name,
        face=ctx.face.name if len(card.faces) > 1 else None,
        face_index=ctx.face_index,
        field=finding.field,
        start=finding.start,
        end=finding.end,
        line=line,
        column=column,
        end_line=end_line,
        end_column=end_column,
        source=source,
        rule=finding.rule or check.rule,
        replacement=finding.replacement,
        fix=check.fix,
        origin=origin,
        card_origin=card.origin,
        file_line=file_line,
    )


def _deduplicated(diagnostics: list[Diagnostic]) -> list[Diagnostic]:
    seen: set[tuple[object, ...]] = set()
    out: list[Diagnostic] = []
    for d in diagnostics:
        key = (d.code, d.face_index, d.field, d.start, d.end)
        if key not in seen:
            seen.add(key)
            out.append(d)
    return out


def lint_card(card: Card, options: Options = Options()) -> list[Diagnostic]:
    return lint_target(Target(card=card), options)


def lint_cards(cards: Iterable[Card], options: Options = Options()) -> Iterator[tuple[Card, list[Diagnostic]]]:
    for card in cards:
        yield card, lint_card(card, options)


def text_target(
    text: str,
    *,
    name: str | None = None,
    type_line: str | None = None,
    mana_cost: str | None = None,
    pt: str | None = None,
    loyalty: str | None = None,
    defense: str | None = None,
    known: frozenset[str] | None = None,
) -> Target:
    """A card written on the command line: the text, and whatever else was given. ``known``
    names the fields that were given even if empty (a creature given without P/T is then
    reported); by default, the fields given a value."""
    fields = {"text"} | set(known or ())
    power = toughness = None
    if pt is not None:
        fields.add("pt")
        power, _, toughness = pt.partition("/")
    for field, value in (("name", name), ("type_line", type_line), ("mana_cost", mana_cost), ("loyalty", loyalty), ("defense", defense)):
        if value is not None:
            fields.add(field)
    face = Face(
        name=name or "",
        mana_cost=mana_cost or None,
        type_line=TypeLine.parse(type_line or ""),
        oracle_text=text,
        power=power,
        toughness=toughness if pt is not None else None,
        loyalty=loyalty,
        defense=defense,
    )
    card = Card(name=name or "<text>", faces=(face,), origin="<text>")
    return Target(card=card, known=frozenset(fields), named=name is not None)


def lint_text(
    text: str,
    options: Options = Options(),
    *,
    name: str | None = None,
    type_line: str | None = None,
    mana_cost: str | None = None,
    pt: str | None = None,
    loyalty: str | None = None,
    defense: str | None = None,
) -> list[Diagnostic]:
    """Lint card text written by hand; the rest of the card is optional."""
    target = text_target(text, name=name, type_line=type_line, mana_cost=mana_cost, pt=pt, loyalty=loyalty, defense=defense)
    return lint_target(target, options)
