"""Parse normalised Oracle text into the AST.

The grammar (``grammar/*.lark``, shipped inside the package) is one LALR(1) grammar, read with
:mod:`oraclec.lexer`'s word-level lexer. A parse tree becomes AST nodes through the node
registry: rule ``deal_damage`` builds :class:`oraclec.ast.DealDamage` from its kept children, in
order. Results are cached by text, since many abilities repeat across a card database.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from functools import cache
from importlib import resources
from typing import Any

import attrs
from lark import Lark, Token, Transformer, Tree
from lark.exceptions import UnexpectedInput, UnexpectedToken

from . import ast
from .ast.base import NODES, Node, Phrase, Span
from .cards import Card, Face
from .errors import OracleError
from .lexer import UNKNOWN, OracleLexer, Vocabulary
from .text import AbilityText as TextAbility
from .text import abilities, join_reminders
from .vocabulary import data as vocabulary_data

#: The grammar's files; oracle.lark first, then the topics.
GRAMMAR_FILES = (
    "oracle.lark",
    "keywords.lark",
    "costs.lark",
    "mana.lark",
    "objects.lark",
    "effects.lark",
    "triggers.lark",
    "conditions.lark",
    "durations.lark",
    "structures.lark",
    # statics.lark extends rules of the files above (%extend needs them defined first)
    "statics.lark",
)
START = "ability"
#: Terminals the lexer produces from the vocabulary rather than from a pattern in the grammar.
LEXER_TERMINALS = ("LABEL", "CARD_NAME", "SUBTYPE", "NON_SUBTYPE", "UNKNOWN_WORD")


class ParseError(OracleError):
    """Text that the grammar cannot parse: where, what was found, what was expected."""

    exit_code = 1

    def __init__(self, message: str, *, text: str, start: int, end: int, found: str = "", expected: tuple[str, ...] = (), label: str | None = None):
        self.text = text
        self.start = start
        self.end = end
        self.found = found
        self.expected = expected
        self.label = label
        self.reason = message
        super().__init__(message)

    def caret(self) -> str:
        """The text with a caret line under the offending words."""
        width = max(1, self.end - self.start)
        return f"{self.text}\n{' ' * self.start}{'^' * width}"


def grammar_text() -> str:
    folder = resources.files("oraclec").joinpath("grammar")
    return "\n".join(folder.joinpath(name).read_text(encoding="utf-8") for name in GRAMMAR_FILES)


@cache
def _lark() -> Lark:
    parser = Lark(
        grammar_text(),
        parser="lalr",
        lexer=OracleLexer,
        start=START,
        maybe_placeholders=True,
        transformer=_Builder(),  # AST nodes are built during the parse: no parse tree in between
        cache=True,
    )
    words = vocabulary_data()["ability_words"]
    OracleLexer.vocabulary = Vocabulary(
        parser.terminals,
        label_words=frozenset(w.lower().replace("’", "'") for w in words),
    )
    return parser


def lark() -> Lark:
    return _lark()


class BuildError(Exception):
    """A parse that does not fit its AST class: a bug in the grammar or the AST."""


@attrs.frozen
class _Plan:
    """How a rule's kept children become a node: the class, its fields, and whether its one
    field collects all the children (a tuple field, or the words of a Phrase)."""

    cls: type
    fields: tuple[str, ...]
    collect: bool


@cache
def _plan(rule: str) -> _Plan:
    cls = NODES.get(rule)
    if cls is None:
        raise BuildError(f"grammar rule {rule!r} has no AST class")
    fields = tuple(f for f in attrs.fields(cls) if f.name != "span")
    collect = issubclass(cls, Phrase) or (len(fields) == 1 and str(fields[0].type).startswith("tuple"))
    return _Plan(cls=cls, fields=tuple(f.name for f in fields), collect=collect)


def _extent(children: list[Any]) -> tuple[int, int] | None:
    """The text covered by a node's children (tokens, nodes, tuples of nodes)."""
    start = end = None
    for child in children:
        if isinstance(child, Token):
            lo, hi = child.start_pos, child.end_pos
        elif isinstance(child, Node):
            if child.span is None:
                continue
            lo, hi = child.span.start, child.span.end
        elif isinstance(child, tuple):
            inner = _extent(list(child))
            if inner is None:
                continue
            lo, hi = inner
        else:
            continue
        if start is None or lo < start:
            start = lo
        if end is None or hi > end:
            end = hi
    return None if start is None else (start, end)  # type: ignore[return-value]


class _Builder(Transformer):
    """Rule callbacks that build AST nodes through the node registry (rule ``deal_damage``
    builds the class registered as ``deal_damage``, its kept children filling the fields)."""

    def __default__(self, data: str, children: list[Any], meta: Any) -> Any:
        if data.startswith("_"):
            return Tree(data, children)  # an inlined rule: Lark splices its children into the parent
        if data.endswith("_list"):
            return tuple(_value(c) for c in children)
        plan = _plan(data)
        extent = _extent(children)
        span = None if extent is None else Span(extent[0], extent[1], 1, extent[0] + 1, 1, extent[1] + 1)
        values = [_value(c) for c in children]
        if plan.collect:
            if len(values) == 1 and isinstance(values[0], tuple):
                values = list(values[0])
            return plan.cls(**{plan.fields[0]: tuple(v for v in values if v is not None)}, span=span)
        if len(values) != len(plan.fields):
            raise BuildError(
                f"rule {data!r} gave {len(values)} values for {plan.cls.__name__}'s {len(plan.fields)} fields "
                f"({', '.join(plan.fields)}): {values!r}"
            )
        return plan.cls(**dict(zip(plan.fields, values, strict=True)), span=span)


def _value(child: Any) -> Any:
    if isinstance(child, Token):
        return str(child)
    return child


_LOCK = threading.Lock()
_CACHE: dict[str, Node | ParseError] = {}
_RENDERED: dict[str, str] = {}


def parse_text(text: str) -> Node:
    """Parse one normalised ability (rules text, reminders removed). Raises ParseError."""
    cached = _CACHE.get(text)
    if cached is None:
        cached = _parse_uncached(text)
        _CACHE[text] = cached
    if isinstance(cached, ParseError):
        raise cached
    return cached


def _parse_uncached(text: str) -> Node | ParseError:
    parser = lark()
    with _LOCK:  # the lexer reads the parser state; one parse at a time per process
        try:
            return parser.parse(text)
        except UnexpectedInput as exc:
            return _error(text, exc)
        except BuildError as exc:
            return ParseError(f"cannot build the AST: {exc}", text=text, start=0, end=len(text), label="build")


def _error(text: str, exc: UnexpectedInput) -> ParseError:
    if isinstance(exc, UnexpectedToken):
        token = exc.token
        if token.type == "$END":
            start = end = len(text)
            found = "end of text"
        else:
            start = token.start_pos or 0
            end = token.end_pos or start + len(token)
            found = repr(str(token))
        expected = tuple(sorted(exc.expected))
        if token.type == UNKNOWN:
            message = f"unknown word {found}"
        else:
            message = f"unexpected {found}"
        return ParseError(message, text=text, start=start, end=end, found=found, expected=expected)
    pos = getattr(exc, "pos_in_stream", 0) or 0
    return ParseError(str(exc), text=text, start=pos, end=pos + 1)


def clear_cache() -> None:
    _CACHE.clear()
    _RENDERED.clear()


def parse_many(texts: Iterable[str]) -> list[Node | ParseError]:
    out: list[Node | ParseError] = []
    for text in texts:
        try:
            out.append(parse_text(text))
        except ParseError as exc:
            out.append(exc)
    return out


__all__ = ["BuildError", "ParseError", "ast", "lark", "parse_text"]


# -- cards -----------------------------------------------------------------------------------------
@attrs.frozen(kw_only=True)
class ParsedAbility:
    """One ability of a face with its parse: ``line`` when it parsed and rendered back to the
    normalised text exactly, ``error`` otherwise."""

    text: TextAbility
    line: ast.AbilityLine | None = None
    error: ParseError | None = None

    @property
    def ok(self) -> bool:
        return self.line is not None

    @property
    def kind(self) -> str:
        return self.line.kind if self.line is not None else "unparsed"


@attrs.frozen(kw_only=True)
class ParsedFace:
    face: Face
    abilities: tuple[ParsedAbility, ...]

    @property
    def ok(self) -> bool:
        return all(a.ok for a in self.abilities)


@attrs.frozen(kw_only=True)
class ParsedCard:
    card: Card
    faces: tuple[ParsedFace, ...]

    @property
    def ok(self) -> bool:
        """Every ability of every face parsed and rendered back exactly."""
        return all(f.ok for f in self.faces)

    @property
    def abilities(self) -> list[ParsedAbility]:
        return [a for f in self.faces for a in f.abilities]

    def tree(self) -> ast.CardText:
        """The card's AST (abilities that did not parse are left out; see ``ok``)."""
        return ast.CardText(
            name=self.card.name,
            faces=tuple(
                ast.FaceText(name=f.face.name, abilities=tuple(a.line for a in f.abilities if a.line is not None))
                for f in self.faces
            ),
        )


_SPELL_TYPES = frozenset({"Instant", "Sorcery"})


def _classify_statements(body: Node, is_spell: bool) -> Node:
    """Sentences are a spell ability on an instant or sorcery, a static ability elsewhere."""
    if isinstance(body, ast.Statements):
        wrapper = ast.SpellAbility if is_spell else ast.StaticAbility
        return wrapper(body=body, span=body.span)
    if isinstance(body, ast.Labeled):
        return attrs.evolve(body, ability=_classify_statements(body.ability, is_spell))
    if isinstance(body, ast.CaseSolved):
        return attrs.evolve(body, ability=_classify_statements(body.ability, is_spell))
    return body


def parse_ability(ability: TextAbility, *, is_spell: bool = False) -> ParsedAbility:
    """Parse one normalised ability and check that it renders back exactly."""
    from .render import render_ability

    reminders = tuple(ast.Reminder(text=r.text, at=r.at, before=r.before) for r in ability.reminders)
    if not ability.rules.strip():
        line = ast.AbilityLine(body=None, reminders=reminders)
        rendered_rules = ""
    else:
        try:
            body = parse_text(ability.rules)
        except ParseError as exc:
            return ParsedAbility(text=ability, error=exc)
        line = ast.AbilityLine(body=_classify_statements(body, is_spell), reminders=reminders)
        # The body of a text is cached, so is its rendering (wrapping it as a spell or static
        # ability does not change the text).
        rendered_rules = _RENDERED.get(ability.rules)
        if rendered_rules is None:
            rendered_rules = _RENDERED[ability.rules] = render_ability(body)
    rendered = join_reminders(rendered_rules, reminders)
    if rendered != ability.text:
        return ParsedAbility(text=ability, error=_round_trip_error(ability.text, rendered))
    return ParsedAbility(text=ability, line=line)


def _round_trip_error(expected: str, rendered: str) -> ParseError:
    at = next((i for i, (a, b) in enumerate(zip(expected, rendered, strict=False)) if a != b), min(len(expected), len(rendered)))
    return ParseError(
        f"parsed, but the tree renders back as {rendered!r}: something was dropped or reworded",
        text=expected,
        start=at,
        end=min(len(expected), at + 1),
        label="round-trip",
    )


def parse_face(face: Face, card: Card | None = None) -> ParsedFace:
    is_spell = bool(_SPELL_TYPES & set(face.types))
    return ParsedFace(face=face, abilities=tuple(parse_ability(a, is_spell=is_spell) for a in abilities(face, card)))


def parse_card(card: Card) -> ParsedCard:
    return ParsedCard(card=card, faces=tuple(parse_face(f, card) for f in card.faces))
