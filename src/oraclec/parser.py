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
from lark.exceptions import UnexpectedInput, UnexpectedToken, VisitError

from . import ast
from .ast.base import NODES, Node, Phrase, Span
from .cards import Card, Face
from .errors import OracleError
from .lexer import UNKNOWN, OracleLexer, Vocabulary
from .text import AbilityText as TextAbility
from .text import abilities
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
    "statics.lark",
    "conditions.lark",
    "durations.lark",
    "structures.lark",
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
        propagate_positions=True,
        maybe_placeholders=True,
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


class _Builder(Transformer):
    """Parse tree -> AST nodes, through the node registry."""

    def __default__(self, data: str, children: list[Any], meta: Any) -> Any:
        values = [_value(c) for c in children]
        if data.endswith("_list"):
            return tuple(v for v in values if v is not None) if False else tuple(values)
        cls = NODES.get(data)
        if cls is None:
            raise BuildError(f"grammar rule {data!r} has no AST class")
        span = Span(start=meta.start_pos, end=meta.end_pos, line=1, column=meta.start_pos + 1, end_line=1, end_column=meta.end_pos + 1) if not meta.empty else None
        fields = [f for f in attrs.fields(cls) if f.name != "span"]
        if issubclass(cls, Phrase):
            return cls(words=tuple(v for v in values if v is not None), span=span)
        if len(fields) == 1 and fields[0].name in ("symbols", "sentences", "keywords", "modes") and len(values) != 1:
            return cls(**{fields[0].name: tuple(values)}, span=span)
        if len(fields) == 1 and fields[0].name in ("symbols", "sentences", "keywords", "modes") and not isinstance(values[0], tuple):
            return cls(**{fields[0].name: tuple(values)}, span=span)
        if len(values) != len(fields):
            raise BuildError(
                f"rule {data!r} gave {len(values)} values for {cls.__name__}'s {len(fields)} fields "
                f"({', '.join(f.name for f in fields)}): {values!r}"
            )
        return cls(**{f.name: v for f, v in zip(fields, values, strict=True)}, span=span)

    def __default_token__(self, token: Token) -> Token:
        return token


def _value(child: Any) -> Any:
    if isinstance(child, Token):
        return str(child)
    return child


class BuildError(Exception):
    """A parse tree that does not fit its AST class: a bug in the grammar or the AST."""


_BUILDER = _Builder(visit_tokens=False)
_LOCK = threading.Lock()
_CACHE: dict[str, Node | ParseError] = {}


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
            tree = parser.parse(text)
        except UnexpectedInput as exc:
            return _error(text, exc)
    try:
        return _BUILDER.transform(tree)
    except (VisitError, BuildError) as exc:
        orig = exc.orig_exc if isinstance(exc, VisitError) else exc
        return ParseError(f"cannot build the AST: {orig}", text=text, start=0, end=len(text), label="build")


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
    from .render import render_line

    reminders = tuple(ast.Reminder(text=r.text, at=r.at, before=r.before) for r in ability.reminders)
    if not ability.rules.strip():
        line = ast.AbilityLine(body=None, reminders=reminders)
    else:
        try:
            body = parse_text(ability.rules)
        except ParseError as exc:
            return ParsedAbility(text=ability, error=exc)
        line = ast.AbilityLine(body=_classify_statements(body, is_spell), reminders=reminders)
    rendered = render_line(line)
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
