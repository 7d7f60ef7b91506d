"""A word-level, state-aware lexer for Oracle text, plugged into Lark's LALR parser.

Oracle text is English: a literal such as ``"land"`` must match the word "land", never the start
of "Landfall". Lark's regex lexers match prefixes, so oraclec first splits the text into words and
symbols, then asks which terminal each word is:

1. a literal of the grammar: a literal in lower case matches the word in any case (``"destroy"``
   matches "Destroy" at a sentence start); a literal with capitals (``"X"``, ``"LEVEL"``) matches
   exactly;
2. a regex terminal of the grammar that matches the whole word (``DESC_WORD``, ``MANA_SYMBOL``);
   a regex with a space in it (``KW_PLAIN`` has "first strike") may match several words;
3. a word class of the game's vocabulary: ``SUBTYPE`` ("Goblin", "Elves"), ``NON_SUBTYPE``
   ("non-Human");
4. ``LABEL``, an ability word or flavor word before " — " at the start of an ability
   (CR 207.2c-d), and ``CARD_NAME``, a name after "named".

When a word could be several terminals, the parser's current LALR state decides, as Lark's own
contextual lexer does; if several are still possible, the lexer simulates the parse table over
the next words and takes the first reading that goes on. A word that is no terminal at all
becomes an ``UNKNOWN_WORD`` token, which the parser reports with what it expected there.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from lark import Token
from lark.lexer import Lexer, LexerState
from lark.parsers.lalr_analysis import Shift

from .vocabulary import subtype_forms

#: The first split: symbols, loyalty costs, P/T, numbers, words, possessive 's, punctuation.
_SPLIT = re.compile(
    r"""
    \{[^{}\s]*\}
  | \[[+\-\u2212]?(?:\d+|X)\]
  | [+\-\u2212]?(?:\d+\+\*|\d+|X|\*)/[+\-\u2212]?(?:\d+\+\*|\d+|X|\*)
  | \d+
  | ['’]s(?!\w)
  | (?i:it|that|there|here|what|who|let)['’]s(?!\w)
  | [^\W\d_][\w]*(?:-[\w]+|['’](?!s(?!\w))[\w]+)*
  | [^\s\w]
    """,
    re.VERBOSE,
)
_POSSESSIVE = re.compile(r"^(.+?)(['’]s)$")

LABEL = "LABEL"
CARD_NAME = "CARD_NAME"
SUBTYPE = "SUBTYPE"
NON_SUBTYPE = "NON_SUBTYPE"
UNKNOWN = "UNKNOWN_WORD"
END = "$END"

_LABEL_TEXT = re.compile(r"[A-Z][A-Za-z0-9'’ ,!\-]*?(?= — )")
#: A card name: capitalised words joined by spaces, hyphens, ", the", or the small words names use.
_NAME_TEXT = re.compile(
    r"~|[A-Z0-9À-Ý][\w'’\-]*(?:(?:,? (?:the|of|of the|and|to|in|from|on|for|a|an|de|da|du|la|le|del|des|von|van|au|at|with|into|over|under|upon|by) | |, (?=[A-Z]))[A-Z0-9À-Ý\"][\w'’\-!?\"]*)*"
)
_LOOKAHEAD = 5  # words simulated past an ambiguous one


class Vocabulary:
    """The grammar's terminals in a form the lexer can look up quickly."""

    def __init__(self, terminals: list[Any], label_words: frozenset[str] = frozenset()):
        self.exact: dict[str, list[str]] = {}
        self.folded: dict[str, list[str]] = {}
        self.patterns: list[tuple[str, re.Pattern[str]]] = []
        #: regex terminals that may span several words, tried on the raw text
        self.phrases: list[tuple[str, re.Pattern[str], frozenset[str] | None]] = []
        for term in sorted(terminals, key=lambda t: -t.priority):
            pattern = term.pattern
            if pattern.type == "str":
                # A literal in lower case matches the word in any case ("destroy", "Destroy");
                # one with capitals ("X", "LEVEL") matches exactly.
                if "i" in pattern.flags or pattern.value == pattern.value.lower():
                    self.folded.setdefault(pattern.value.lower(), []).append(term.name)
                else:
                    self.exact.setdefault(pattern.value, []).append(term.name)
            else:
                flags = re.IGNORECASE if "i" in pattern.flags else 0
                regex = re.compile(pattern.value, flags)
                self.patterns.append((term.name, regex))
                if " " in pattern.value:
                    self.phrases.append((term.name, re.compile(rf"(?:{pattern.value})(?![\w'’-])", flags), _first_words(pattern.value)))
        self.subtypes = subtype_forms()
        #: ability words that may begin with a word of the grammar ("Will of the council")
        self.label_words = label_words
        self.classify = lru_cache(maxsize=1 << 16)(self._classify)

    def _classify(self, text: str) -> tuple[str, ...]:
        found: list[str] = []
        found += self.exact.get(text, ())
        found += self.folded.get(text.lower(), ())
        for name, regex in self.patterns:
            if name not in found and regex.fullmatch(text):
                found.append(name)
        if text in self.subtypes:
            found.append(SUBTYPE)
        elif text.startswith("non-") and text[4:] in self.subtypes:
            found.append(NON_SUBTYPE)
        return tuple(found)

    def is_word(self, text: str) -> bool:
        return bool(self.exact.get(text) or self.folded.get(text.lower()))


class _Piece:
    __slots__ = ("end", "start", "value")

    def __init__(self, value: str, start: int):
        self.value = value
        self.start = start
        self.end = start + len(value)


def _split(text: str) -> list[_Piece]:
    pieces = []
    for m in _SPLIT.finditer(text):
        value = m.group()
        pieces.append(_Piece(value, m.start()))
    return pieces


def _step(states: dict[Any, Any], stack: list[Any], terminal: str) -> list[Any] | None:
    """Feed one terminal to a copy of the parser's state stack; None if it is not accepted."""
    while True:
        action = states[stack[-1]].get(terminal)
        if action is None:
            return None
        kind, arg = action
        if kind is Shift:
            return [*stack, arg]
        size = len(arg.expansion)
        if size:
            stack = stack[:-size]
        goto = states[stack[-1]].get(arg.origin.name)
        if goto is None:
            return None
        stack = [*stack, goto[1]]


class OracleLexer(Lexer):
    """Lark custom lexer (interface 2: it sees the parser state)."""

    __future_interface__ = 2
    vocabulary: Vocabulary | None = None  # set by oraclec.parser once Lark has built the terminals

    def __init__(self, lexer_conf: Any):
        self.lexer_conf = lexer_conf

    def lex(self, lexer_state: LexerState, parser_state: Any) -> Iterator[Token]:
        vocabulary = type(self).vocabulary
        assert vocabulary is not None, "OracleLexer.vocabulary is set by oraclec.parser"
        text_slice = lexer_state.text
        text: str = text_slice.text if hasattr(text_slice, "text") else text_slice
        states = parser_state.parse_conf.parse_table.states
        pieces = _split(text)
        starts = {p.start: i for i, p in enumerate(pieces)}
        starts[len(text)] = len(pieces)
        i = 0
        while i < len(pieces):
            piece = pieces[i]
            accepts = states[parser_state.position]
            options = self._options(text, pieces, i, starts, vocabulary, accepts)
            if not options:
                candidates = self._word_candidates(piece.value, vocabulary)
                kind = candidates[0] if candidates else UNKNOWN
                yield _token(kind, piece.value, piece.start)
                i += 1
                continue
            chosen = options[0]
            if len(options) > 1:
                stack = list(parser_state.state_stack)
                for option in options:
                    after = _step(states, stack, option[0])
                    if after is not None and self._viable(states, after, text, pieces, option[2], starts, vocabulary, _LOOKAHEAD):
                        chosen = option
                        break
            kind, end, next_index = chosen
            yield _token(kind, text[piece.start : end], piece.start)
            i = next_index

    # -- candidates ------------------------------------------------------------------------------
    @staticmethod
    def _word_candidates(value: str, vocabulary: Vocabulary) -> tuple[str, ...]:
        return vocabulary.classify(value)

    def _options(
        self,
        text: str,
        pieces: list[_Piece],
        i: int,
        starts: dict[int, int],
        vocabulary: Vocabulary,
        accepts: Any,
    ) -> list[tuple[str, int, int]]:
        """(terminal, end offset, index of the next piece) readings accepted here, best first."""
        options: list[tuple[str, int, int]] = []
        for kind, end in self._readings(text, pieces, i, starts, vocabulary):
            if kind in accepts:
                next_index = starts.get(_skip_space(text, end), len(pieces))
                options.append((kind, end, next_index))
        return options

    def _readings(
        self, text: str, pieces: list[_Piece], i: int, starts: dict[int, int], vocabulary: Vocabulary
    ) -> list[tuple[str, int]]:
        """Every terminal the text at piece i could be, longest phrases first."""
        piece = pieces[i]
        readings: list[tuple[str, int]] = []
        if piece.start == 0:
            label = _label(text, vocabulary)
            if label:
                readings.append((LABEL, len(label)))
        multi: list[tuple[str, int]] = []
        first = piece.value.lower()
        for name, regex, first_words in vocabulary.phrases:
            if first_words is not None and first not in first_words:
                continue
            m = regex.match(text, piece.start)
            # a phrase must end where a word ends: "first strike", never "first stri"
            if m and m.end() > piece.end and _skip_space(text, m.end()) in starts and text[m.end() - 1] != " ":
                multi.append((name, m.end()))
        multi.sort(key=lambda r: -r[1])
        readings += multi
        for kind in vocabulary.classify(piece.value):
            readings.append((kind, piece.end))
        if piece.value[:1].isupper() or piece.value[:1].isdigit() or piece.value == "~":
            m = _NAME_TEXT.match(text, piece.start)
            if m:
                readings.append((CARD_NAME, m.end()))
        return readings

    def _viable(
        self,
        states: dict[Any, Any],
        stack: list[Any],
        text: str,
        pieces: list[_Piece],
        i: int,
        starts: dict[int, int],
        vocabulary: Vocabulary,
        depth: int,
    ) -> bool:
        if depth == 0:
            return True
        if i >= len(pieces):
            return True  # the end of the text: what remains is checked by the parser itself
        for kind, end in self._readings(text, pieces, i, starts, vocabulary):
            after = _step(states, stack, kind)
            if after is not None:
                next_index = starts.get(_skip_space(text, end), len(pieces))
                if self._viable(states, after, text, pieces, next_index, starts, vocabulary, depth - 1):
                    return True
        return False


def _first_words(pattern: str) -> frozenset[str] | None:
    """The lowercase first words of a regex that is an alternation of plain phrases
    ("first strike|flying"), so that the phrase is only tried where it can start; None when the
    regex is not that simple."""
    body = pattern
    if body.startswith("(?:") and body.endswith(")"):
        body = body[3:-1]
    if re.search(r"[()\[\]?*+{}\\]", body.replace("(?:", "").replace(")", "")):
        return None
    body = body.replace("(?:", "").replace(")", "")
    return frozenset(alternative.split(" ")[0].lower() for alternative in body.split("|"))


def _skip_space(text: str, pos: int) -> int:
    while pos < len(text) and text[pos] == " ":
        pos += 1
    return pos


def _label(text: str, vocabulary: Vocabulary) -> str | None:
    m = _LABEL_TEXT.match(text)
    if not m:
        return None
    label = m.group()
    first = label.split(" ")[0].rstrip(",")
    if label.lower().replace("’", "'") in vocabulary.label_words or not vocabulary.is_word(first):
        return label
    return None


def _token(kind: str, value: str, pos: int) -> Token:
    return Token(kind, value, start_pos=pos, line=1, column=pos + 1, end_line=1, end_column=pos + len(value) + 1, end_pos=pos + len(value))
