"""The query language: Scryfall's syntax for card facts, plus terms over compiled effects.

A query is terms joined by implicit AND, ``or`` (lower precedence than AND), parentheses, and
``-`` before a term or a parenthesis for NOT::

    t:creature c:g (effect:mill or kw:dredge) -name:"stitcher's supplier"

A term is ``KEY OP VALUE`` (``OP``: ``:``, ``=``, ``!=``, ``<``, ``<=``, ``>``, ``>=``; which a key
takes is :data:`oraclec.query.terms.KINDS`' business) or a bare word or ``"quoted words"``, which
match the card's name. :func:`parse` gives the tree, or a :class:`QueryError` naming the column
(counting from 1) where the query goes wrong.
"""

from __future__ import annotations

import re

import attrs

from ..errors import InputError


class QueryError(InputError):
    """A malformed query: what is wrong and at which column (from 1)."""

    def __init__(self, message: str, column: int):
        self.column = column
        super().__init__(f"column {column}: {message}", where="query")


@attrs.frozen
class Term:
    """``key op value`` (a bare word: key "name", op ":"); the columns of the term and its value."""

    key: str
    op: str
    value: str
    column: int
    value_column: int


@attrs.frozen
class Not:
    operand: Node


@attrs.frozen
class And:
    operands: tuple[Node, ...]


@attrs.frozen
class Or:
    operands: tuple[Node, ...]


Node = Term | Not | And | Or

_OPERATORS = ("!=", "<=", ">=", ":", "=", "<", ">")
_KEY = re.compile(r"[A-Za-z_]+(?=!=|<=|>=|[:=<>])")
_WORD = re.compile(r'[^\s()"]+')


@attrs.frozen
class _Token:
    kind: str  # "(" ")" "-" "or" "term"
    column: int
    term: Term | None = None


def _quoted(text: str, at: int) -> tuple[str, int]:
    """The words of a quoted string starting at ``text[at]`` (a quotation mark), and the index
    after its closing mark."""
    end = text.find('"', at + 1)
    if end < 0:
        raise QueryError("this quotation mark is never closed", at + 1)
    return text[at + 1 : end], end + 1


def tokens(text: str) -> list[_Token]:
    found: list[_Token] = []
    at = 0
    while at < len(text):
        char = text[at]
        if char.isspace():
            at += 1
        elif char in "()":
            found.append(_Token(char, at + 1))
            at += 1
        elif char == "-" and at + 1 < len(text) and not text[at + 1].isspace():
            found.append(_Token("-", at + 1))
            at += 1
        elif char == "-":
            raise QueryError("'-' must stand right before the term it negates", at + 1)
        elif char == '"':
            value, end = _quoted(text, at)
            found.append(_Token("term", at + 1, Term("name", ":", value, at + 1, at + 1)))
            at = end
        else:
            key = _KEY.match(text, at)
            if key is None:
                word = _WORD.match(text, at)
                assert word is not None  # a character that is none of the above starts a word
                if word.group().lower() == "or":
                    found.append(_Token("or", at + 1))
                else:
                    found.append(_Token("term", at + 1, Term("name", ":", word.group(), at + 1, at + 1)))
                at = word.end()
                continue
            op_at = key.end()
            op = next(op for op in _OPERATORS if text.startswith(op, op_at))
            value_at = op_at + len(op)
            if value_at < len(text) and text[value_at] == '"':
                value, end = _quoted(text, value_at)
            else:
                word = _WORD.match(text, value_at)
                if word is None:
                    raise QueryError(f"{key.group()}{op} needs a value right after it", value_at + 1)
                value, end = word.group(), word.end()
            found.append(_Token("term", at + 1, Term(key.group().lower(), op, value, at + 1, value_at + 1)))
            at = end
    return found


def parse(text: str) -> Node:
    """The tree of a query; :class:`QueryError` if it is malformed."""
    parser = _Parser(tokens(text), len(text))
    if not parser.tokens:
        raise QueryError("the query is empty", 1)
    node = parser.disjunction()
    if parser.at < len(parser.tokens):
        token = parser.tokens[parser.at]
        raise QueryError("')' without a '(' before it" if token.kind == ")" else f"unexpected {token.kind!r}", token.column)
    return node


class _Parser:
    """Recursive descent: disjunction := conjunction ("or" conjunction)*; conjunction :=
    unary+; unary := "-" unary | "(" disjunction ")" | term."""

    def __init__(self, tokens: list[_Token], length: int):
        self.tokens = tokens
        self.at = 0
        self.end_column = length + 1

    def _peek(self) -> _Token | None:
        return self.tokens[self.at] if self.at < len(self.tokens) else None

    def disjunction(self) -> Node:
        operands = [self.conjunction()]
        while (token := self._peek()) is not None and token.kind == "or":
            self.at += 1
            operands.append(self.conjunction())
        return operands[0] if len(operands) == 1 else Or(tuple(operands))

    def conjunction(self) -> Node:
        operands: list[Node] = []
        while (token := self._peek()) is not None and token.kind not in ("or", ")"):
            operands.append(self.unary())
        if not operands:
            token = self._peek()
            column = token.column if token is not None else self.end_column
            what = "'or'" if token is not None and token.kind == "or" else "')'" if token is not None else "the end of the query"
            raise QueryError(f"a term is missing before {what}", column)
        return operands[0] if len(operands) == 1 else And(tuple(operands))

    def unary(self) -> Node:
        token = self.tokens[self.at]
        self.at += 1
        if token.kind == "-":
            following = self._peek()
            if following is None or following.kind in ("or", ")"):
                raise QueryError("'-' must stand right before the term it negates", token.column)
            return Not(self.unary())
        if token.kind == "(":
            if self._peek() is None:
                raise QueryError("this '(' is never closed", token.column)
            inner = self.disjunction()
            closing = self._peek()
            if closing is None or closing.kind != ")":
                raise QueryError("this '(' is never closed", token.column)
            self.at += 1
            return inner
        assert token.term is not None  # "or" and ")" end a conjunction before unary is called
        return token.term
