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
   (CR 207.2c-d), ``CARD_NAME``, a name after "named", and ``COUNTER_NAME``, a word in lower
   case just before "counter(s)" (CR 122.1: "put an ingenuity counter").

When a word could be several terminals, the parser's current LALR state decides, as Lark's own
contextual lexer does; if several are still possible, the lexer simulates the parse table over
the next words and takes the first reading that goes on. A word that is no terminal at all
becomes an ``UNKNOWN_WORD`` token, which the parser reports with what it expected there.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Any, ClassVar, Final

from lark import Token
from lark.lexer import Lexer, LexerState

from .vocabulary import data as vocabulary_data
from .vocabulary import SUBTYPES, plurals, subtype_forms

# Module constants are Final: the compiled lexer reads them as C constants, not from the module's
# dictionary at every use.
#: The first split: "and/or" and contractions ("it's", "he's"), words (not "X/X"), P/T, symbols, loyalty
#: costs, numbers, possessive 's, punctuation. Words come early, as most pieces are words; the
#: branches before a word only begin with the letters they test first, and a word never begins
#: where a P/T would ("X/X").
_SPLIT: Final = re.compile(
    r"""
    (?=[aAiItTwWhHlLsS])(?:(?i:and/or)(?!\w)|(?i:it|that|there|here|what|who|let|he|she)['’]s(?!\w))
  | (?!X/[+\-\u2212]?[\dX*])[^\W\d_][\w]*(?:-[\w]+|['’](?!s(?!\w))[\w]+)*
  | [+\-\u2212]?(?:\d+\+\*|\d+|X|\*)/[+\-\u2212]?(?:\d+\+\*|\d+|X|\*)
  | \{[^{}\s]*\}
  | \[[+\-\u2212]?(?:\d+|X)\]
  | \d+
  | ['’]s(?!\w)
  | [^\s\w]
    """,
    re.VERBOSE,
)
_POSSESSIVE: Final = re.compile(r"^(.+?)(['’]s)$")

LABEL: Final = "LABEL"
CARD_NAME: Final = "CARD_NAME"
SUBTYPE: Final = "SUBTYPE"
#: a word of a predefined token's name that is no subtype (CR 111.10: "Monster", "Young Hero")
TOKEN_NAME: Final = "TOKEN_NAME"
NON_SUBTYPE: Final = "NON_SUBTYPE"
COUNTER_NAME: Final = "COUNTER_NAME"
#: a word with no rules meaning that names an option of a choice or a vote (CR 701.38b: "grace
#: or condemnation", "left or right"), offered only where the grammar accepts one
CHOICE_WORD: Final = "CHOICE_WORD"
UNKNOWN: Final = "UNKNOWN_WORD"
#: the terminals of a closing quote and of a sentence's period (grammar/statics.lark, effects.lark)
QUOTE: Final = "_QUOTE"
#: an apostrophe read as the single quote of a quoted ability inside another (grammar/statics.lark)
SQUOTE: Final = "_SQUOTE"
PERIOD: Final = "DOT"
END: Final = "$END"
#: the longest word the lexer keeps the terminals of (Oracle text's longest words have some twenty
#: letters)
CACHED_WORD_LENGTH: Final = 64

_LABEL_TEXT: Final = re.compile(r"[A-Z][A-Za-z0-9'’ ,!~\-]*?(?= — )")
#: the small words a title leaves in lower case ("Blade of ~", "Fight the Current")
_TITLE_SMALL_WORDS: Final = frozenset("a an the of to in on for with from at by and or nor but as into ~".split())
_CHAPTER_NUMBERS: Final = re.compile(r"(?:I|II|III|IV|V|VI|VII|VIII|IX|X)(?:, (?:I|II|III|IV|V|VI|VII|VIII|IX|X))*")
#: A card name: capitalised words joined by spaces, hyphens, ", the", or the small words names use.
#: A word in quotes may follow a space ('Henzie "Toolbox" Torre') but not a small word: 'a token
#: named Munitions with "When this token ..."' is the name, then a quoted ability.
_NAME_CONTINUED: Final = r"(?:(?:,? (?:the|of|of the|and|to|in|from|on|for|a|an|de|da|du|la|le|del|des|von|van|au|at|with|into|over|under|upon|by) (?!\")| |, (?=[A-Z]))[A-Z0-9À-Ý\"][\w'’\-!?\"]*)"
#: a name: "~" alone, a name built on the card's own (normalised) name, as a token's ("~ the
#: Returned", "~'s Coil", CR 111.4), or a name of words with capitals
_NAME_TEXT: Final = re.compile(
    rf"~(?:['’]s)?(?: (?:the |of |of the )?[A-Z0-9À-Ý][\w'’\-]*)+|~|[A-Z0-9À-Ý][\w'’\-]*{_NAME_CONTINUED}*"
)
_LOOKAHEAD: Final = 5  # words simulated past an ambiguous one
#: A counter's name (CR 122.1): a word in lower case ("ingenuity", "-1/-1" is a P/T), read so only
#: just before "counter" or "counters"; each set names new kinds, so no list of them is kept
_COUNTER_NAME_WORD: Final = re.compile(r"[a-z]+(?:-[a-z]+)*")
#: a choice's word (CR 701.38b): a word in lower case of a list joined by "or" in the same text
#: ("left or right", "blue, black, red, or green"), which later text may name alone ("for each time
#: vote", "Each friend ..."); a capitalised one is read as a name
_CHOICE_WORD_LIST: Final = re.compile(r"\b((?:[a-z]+, )*[a-z]+),? or ([a-z]+)\b")
_COUNTER_WORDS: Final = frozenset({"counter", "counters"})
#: a word that may name a subtype the rules do not list: a capital, then lower-case letters
_NEW_SUBTYPE_WORD: Final = re.compile(r"[A-Z][a-z]+(?:-[A-Z]?[a-z]+)*")
#: the pieces after which a word starts a sentence (or a quoted ability, a mode, a label's text)
_SENTENCE_STARTS: Final = frozenset({".", "!", "?", ":", "•", "—", '"', "(", "“"})
#: the marks an opening quote may follow directly ('(see "..."')
_QUOTE_OPENERS: Final = frozenset({"(", "“", "—"})


class Vocabulary:
    """The grammar's terminals in a form the lexer can look up quickly."""

    def __init__(self, terminals: Iterable[Any], label_words: frozenset[str] = frozenset(), keyword_labels: frozenset[str] = frozenset()):
        self.exact: dict[str, list[str]] = {}
        self.folded: dict[str, list[str]] = {}
        self.patterns: list[tuple[str, re.Pattern[str]]] = []
        #: regex terminals that may span several words, tried on the raw text
        self.phrases: list[tuple[str, re.Pattern[str], tuple[frozenset[str], frozenset[str]] | None]] = []
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
        #: phrase terminals by the first word they can start with; those whose first words are
        #: unknown are tried everywhere
        self.phrases_by_first: dict[str, list[tuple[str, re.Pattern[str]]]] = {}
        #: phrase terminals whose first word may be any word with a given ending ("landcycling")
        self.phrases_by_ending: dict[str, list[tuple[str, re.Pattern[str]]]] = {}
        self.phrases_anywhere: list[tuple[str, re.Pattern[str]]] = []
        #: first word -> phrase terminal -> the words that can follow it there (in lower case):
        #: a phrase is tried only when the next word is one of them ("," is followed by
        #: "rounded" in ", rounded up", by "except" in ", except": not at every comma)
        self.phrase_followers: dict[str, dict[str, frozenset[str]]] = {}
        for name, regex, starts in self.phrases:
            if starts is None:
                self.phrases_anywhere.append((name, regex))
                continue
            first_words, endings = starts
            followers = _second_pieces(regex.pattern)
            for word in first_words:
                self.phrases_by_first.setdefault(word, []).append((name, regex))
                allowed = followers.get(word)
                if allowed is not None:
                    self.phrase_followers.setdefault(word, {})[name] = allowed
            for ending in endings:
                self.phrases_by_ending.setdefault(ending, []).append((name, regex))
        self.endings = tuple(self.phrases_by_ending)
        #: matches where any of phrases_anywhere matches (one test instead of one per phrase,
        #: at every word)
        self.any_phrase = re.compile("|".join(f"(?{'i' if r.flags & re.IGNORECASE else '-i'}:{r.pattern})" for _, r in self.phrases_anywhere)) if self.phrases_anywhere else None
        self.subtypes = subtype_forms()
        # subtypes of several words ("Time Lord", CR 205.3m) and their plurals: one SUBTYPE
        # phrase, tried at their first word; a possessive "'s" may follow ("Time Lord's")
        for subtype in sorted(s for s in SUBTYPES if " " in s):
            forms = "|".join(re.escape(form) for form in sorted({subtype, *plurals(subtype)}, key=len, reverse=True))
            phrase = re.compile(rf"(?:{forms})(?![\w-])(?!['’](?!s(?!\w)))")
            self.phrases_by_first.setdefault(subtype.split()[0].lower(), []).append((SUBTYPE, phrase))
        #: the nouns a subtype is written before ("a Mutagen token", "Glorp creature spells"):
        #: the card types of CR 205.2a and their plurals, and the nouns of objects
        self.type_nouns = frozenset(
            form.lower() for noun in (*vocabulary_data()["card_types"], "token", "card", "spell", "permanent") for form in (noun, *plurals(noun))
        )
        #: the words of the predefined tokens' names (CR 111.10: "Wicked Role", "Walker"): a
        #: name, never a subtype the rules do not list
        self.token_name_words = frozenset(word for name in vocabulary_data()["predefined_tokens"] for word in name.split())
        #: those that are no subtype ("Monster" of "a Monster Role token", "Young Hero"): a word
        #: of a token's description that only the name can be
        self.token_names = frozenset(word for word in self.token_name_words if word not in self.subtypes)
        #: ability words that may begin with a word of the grammar ("Will of the council")
        self.label_words = label_words
        #: keywords written like a label ("Boast — ...", "Max speed — ..."): never a LABEL
        self.keyword_labels = keyword_labels
        #: per regex terminal: its name, its regex, the words it matches when it is only a
        #: choice of words ("gained|lost": a set lookup instead of a regex match; each word of a
        #: card database is classified once, against some two hundred regexes), whether it
        #: ignores case
        self.matchers: list[tuple[str, re.Pattern[str], frozenset[str] | None, bool]] = [
            (name, regex, _words_of(regex), bool(regex.flags & re.IGNORECASE)) for name, regex in self.patterns
        ]
        #: the terminals of each word seen (:meth:`classify`)
        self._classes: dict[str, tuple[str, ...]] = {}

    def classify(self, text: str) -> tuple[str, ...]:
        """The terminals a word could be, in priority order. Cached in a plain dictionary (a
        card database has a few thousand distinct words; cleared if it ever holds 65,536): a
        look-up there costs less than through functools.lru_cache. A word longer than
        :data:`CACHED_WORD_LENGTH` is not kept: 65,536 of the fuzzer's words of thousands of
        letters would fill gigabytes."""
        found = self._classes.get(text)
        if found is None:
            found = self._classify(text)
            if len(text) <= CACHED_WORD_LENGTH:
                if len(self._classes) >= 1 << 16:
                    self._classes.clear()
                self._classes[text] = found
        return found

    def _classify(self, text: str) -> tuple[str, ...]:
        found: list[str] = []
        found += self.exact.get(text, ())
        lower = text.lower()
        found += self.folded.get(lower, ())
        ascii_text = text.isascii()
        for name, regex, words, ignore_case in self.matchers:
            if name in found:
                continue
            if words is not None and ascii_text:
                # the words are in lower case when the regex ignores case (then, for ASCII
                # text, a match is the same as equal lower case)
                if (lower if ignore_case else text) in words:
                    found.append(name)
            elif regex.fullmatch(text):
                found.append(name)
        if text in self.token_names:
            found.append(TOKEN_NAME)
        if text in self.subtypes:
            found.append(SUBTYPE)
        elif text[:4] in ("non-", "Non-") and text[4:] in self.subtypes:  # "Non-Human" starts a sentence
            found.append(NON_SUBTYPE)
        return tuple(found)

    def phrases_with_ending(self, word: str, phrases: Any) -> list[tuple[str, re.Pattern[str]]]:
        """``phrases`` and the phrase terminals that may start with a word ending like ``word``,
        each once."""
        found = list(phrases)
        for ending, more in self.phrases_by_ending.items():
            if word.endswith(ending):
                found += [phrase for phrase in more if phrase not in found]
        return found

    def is_word(self, text: str) -> bool:
        return bool(self.exact.get(text) or self.folded.get(text.lower()))


_REGEX_SYNTAX = frozenset(".^$*+?{}[]\\()")


def _words_of(regex: re.Pattern[str]) -> frozenset[str] | None:
    """The words a regex of plain ASCII alternatives ("gained|lost") matches in full, in lower
    case when it ignores case; None for any other regex."""
    pattern = regex.pattern
    if not pattern.isascii() or _REGEX_SYNTAX & set(pattern) or regex.flags & re.VERBOSE:
        return None
    words = pattern.split("|")
    if "" in words:
        return None
    return frozenset(w.lower() for w in words) if regex.flags & re.IGNORECASE else frozenset(words)


#: a word or symbol of the text: (its text, start offset, end offset); plain tuples, as a text
#: has dozens and the lexer makes them for every text it reads
Piece = tuple[str, int, int]


def _split(text: str) -> list[Piece]:
    # No piece spans a space, so the text is read run by run between spaces (str.split and
    # _SPLIT's \s agree on what a space is). Most runs are a word of letters ("target"), one
    # piece (no branch of _SPLIT before the word's matches letters alone), or a word of letters
    # and a final comma, period, colon or semicolon ("card."), two; only the others, with
    # symbols, digits or more punctuation ("{T}:", "+1/+1", "it's"), go through _SPLIT. A
    # regex match costs far more than these tests, and most texts have no other runs.
    pieces: list[Piece] = []
    end = 0
    for value in text.split():
        start = text.find(value, end)  # only spaces lie between the last run and this one
        end = start + len(value)
        if value.isalpha():
            pieces.append((value, start, end))
        elif value[-1] in ",.:;" and value[:-1].isalpha():
            pieces.append((value[:-1], start, end - 1))
            pieces.append((value[-1], end - 1, end))
        else:
            pieces += [(m.group(), m.start(), m.end()) for m in _SPLIT.finditer(text, start, end)]
    return pieces


class Reduction:
    """A reduction in the parse table: pop ``size`` states, then go to ``origin`` (the rule's
    name). oraclec.parser's subclass also builds the rule's value."""

    def __init__(self, size: int, origin: str):
        self.size = size
        self.origin = origin

    def reduce(self, children: list[Any], positions: list[Any]) -> tuple[Any, Any]:
        raise NotImplementedError


#: the parse table as the lexer and the parser loop read it (:func:`flat_table`)
Table = list[dict[str, "int | Reduction"]]


def flat_table(states: dict[int, dict[str, int]], reductions: list[Reduction]) -> Table:
    """The LALR table (:class:`oraclec.parser.Tables`: a next state >= 0, or rule ``-1 - value``
    to reduce by) in the form the lexer and oraclec's parser loop read: a list indexed by state
    (Lark numbers them from 0; a list index is cheaper than a dictionary lookup), each a
    terminal or rule name -> the next state (an int) for a shift or goto, or
    ``reductions[rule]``."""
    table: Table = [{} for _ in range(max(states, default=-1) + 1)]
    for state, row in states.items():
        table[state] = {name: arg if arg >= 0 else reductions[-1 - arg] for name, arg in row.items()}
    return table


def _step(states: Table, stack: list[int], terminal: str) -> list[int] | None:
    """Feed one terminal to a copy of the parser's state stack; None if it is not accepted."""
    action = states[stack[-1]].get(terminal)
    if action is None:
        return None
    if isinstance(action, int):
        return [*stack, action]
    stack = stack[:]  # one copy, reduced and pushed in place
    while True:
        for _ in range(action.size):  # pops: cheaper than deleting a slice in compiled code
            stack.pop()
        goto = states[stack[-1]].get(action.origin)
        if not isinstance(goto, int):  # None: a goto is always a state
            return None
        stack.append(goto)
        action = states[goto].get(terminal)
        if action is None:
            return None
        if isinstance(action, int):
            stack.append(action)
            return stack


def _accepts(states: Table, stack: list[int], terminal: str) -> bool:
    """Whether :func:`_step` would accept the terminal, without copying the stack: the states
    the reductions push sit in ``pushed`` above the part of ``stack`` they leave. (Its own
    loop: _step built on this one measured 4.6% more instructions for a parse.)"""
    action = states[stack[-1]].get(terminal)
    if action is None:
        return False
    if isinstance(action, int):
        return True
    kept = len(stack)  # stack[:kept], then pushed, is the stack
    pushed: list[int] = []
    while True:
        for _ in range(action.size):
            if pushed:
                pushed.pop()
            else:
                kept -= 1
        goto = states[pushed[-1] if pushed else stack[kept - 1]].get(action.origin)
        if not isinstance(goto, int):
            return False
        pushed.append(goto)
        action = states[goto].get(terminal)
        if action is None:
            return False
        if isinstance(action, int):
            return True


class OracleLexer(Lexer):
    """Lark custom lexer (interface 2: it sees the parser state)."""

    __future_interface__: ClassVar[int] = 2
    vocabulary: ClassVar[Vocabulary | None] = None  # set by oraclec.parser from the grammar's terminals
    #: the parse table in flat form (:func:`flat_table`), set by oraclec.parser with the vocabulary
    table: ClassVar[Table | None] = None

    def __init__(self, lexer_conf: Any):
        self.lexer_conf = lexer_conf

    def lex(self, lexer_state: LexerState, parser_state: Any) -> Iterator[Token]:
        vocabulary, table = type(self).vocabulary, type(self).table
        assert vocabulary is not None and table is not None, "OracleLexer is set up by oraclec.parser"
        text_slice: Any = lexer_state.text  # a TextSlice in newer Lark, a str before
        text: str = text_slice.text if hasattr(text_slice, "text") else text_slice
        end_states = frozenset(parser_state.parse_conf.parse_table.end_states.values())
        for kind, value, start, _end in tokens(text, vocabulary, table, parser_state.state_stack, end_states):
            yield _token(kind, value, start)


class DeadChoice(Exception):
    """A reading forced on a word (see :func:`tokens`) that cannot go on for the words after it."""


def tokens(
    text: str,
    vocabulary: Vocabulary,
    states: Table,
    stack: list[int],
    end_states: frozenset[Any],
    scan: Scan | None = None,
    forced: dict[int, int] | None = None,
    choices: list[tuple[int, int, int]] | None = None,
) -> Iterator[tuple[str, str, int, int]]:
    """(terminal, text, start, end) of each token of ``text``, for an LALR parser whose state
    stack is ``stack``: the stack is read (never changed) before each token is chosen, so the
    caller must feed each token before asking for the next. ``scan`` is the text's
    :class:`Scan` when the caller keeps it (to explain a parse error with the same readings).

    Where a word has several readings that go on for the next words, the first is taken. Such a
    choice can still be wrong further on ("if you have no cards in hand, draw a card": "have"
    read as the "have" of "you have hexproof" goes on for five words, then fails at "draw"), so
    the caller can ask for another: each such word is appended to ``choices`` as (word index,
    readings that went on or were not tried, the one taken), and ``forced`` maps a word index
    to the reading to take there instead (:class:`DeadChoice` if it cannot go on)."""
    if scan is None:
        scan = Scan(text, vocabulary, end_states)
    i = 0
    count = len(scan.pieces)
    bare_closes = scan.bare_closes
    while i < count:
        if bare_closes and i in bare_closes and _needs_period(states, stack, scan.quote_kind(i)):
            # a quoted ability closes without its own period (:func:`_bare_closing_quotes`)
            at = scan.pieces[i][1]
            yield PERIOD, "", at, at
        readings = scan.readings(i)
        row = states[stack[-1]]
        if CARD_NAME in row:
            name = scan.name(i)
            if name is not None:
                readings = [name, *readings]
        if CHOICE_WORD in row:
            readings = scan.with_choice_word(i, readings)
        if len(readings) == 1:
            chosen = readings[0]  # the common case: a word with one meaning
        else:
            options = [r for r in readings if r[0] in row]
            if not options:
                chosen = readings[0] if readings else (UNKNOWN, scan.pieces[i][2], i + 1)
            elif len(options) == 1:
                chosen = options[0]
            elif forced is not None and i in forced:
                chosen = options[forced[i]]  # the words before it were read as when it was recorded
                after = _step(states, stack, chosen[0])
                if after is None or scan.reach(states, after, chosen[2], _LOOKAHEAD) < _LOOKAHEAD:
                    raise DeadChoice(i)
            else:
                # The first reading that lets the parse go on; if none does (the text has a
                # mistake), the one that goes on longest, so the error is reported where the
                # mistake is.
                chosen, best = options[0], -1
                for index, option in enumerate(options):
                    after = _step(states, stack, option[0])
                    reach = -1 if after is None else scan.reach(states, after, option[2], _LOOKAHEAD)
                    if reach == _LOOKAHEAD:
                        chosen = option
                        if choices is not None and index + 1 < len(options):
                            choices.append((i, len(options), index))
                        break
                    if reach > best:
                        chosen, best = option, reach
        kind, end, next_index = chosen
        start = scan.pieces[i][1]
        yield kind, text[start:end], start, end
        i = next_index
        if (kind == QUOTE or kind == SQUOTE) and _sentence_ends_in_quote(scan, start, i, states, stack):
            yield PERIOD, "", end, end


class Scan:
    """The words of one text and, per word, the terminals it could be (computed once)."""

    __slots__ = ("_choice_words", "_readings", "bare_closes", "end_states", "nexts", "pieces", "squotes", "starts", "text", "vocabulary")

    def __init__(self, text: str, vocabulary: Vocabulary, end_states: frozenset[Any] = frozenset()):
        self.text = text
        self.end_states = end_states
        self.vocabulary = vocabulary
        self.pieces = pieces = _split(text)
        count = len(pieces)
        self.starts = {p[1]: i for i, p in enumerate(pieces)}
        self.starts[len(text)] = count
        starts = self.starts
        #: the closing quotes of quoted abilities whose own period English dropped (see
        #: :func:`_bare_closing_quotes`); a comma before one is read after it
        self.bare_closes, commas = _bare_closing_quotes(text, pieces)
        #: the apostrophes that are single quotes (:func:`_single_quotes`)
        self.squotes, closing = _single_quotes(text, pieces)
        self.bare_closes |= frozenset(c for c in closing if text[pieces[c][1] - 1] not in ".!?")
        for quote in commas:
            starts[pieces[quote + 1][1]] = quote  # the word before the comma is followed by the quote
        #: per word, the index of the word after it (the count of words at the end of the text)
        self.nexts = [starts.get(_skip_space(text, p[2]), count) for p in pieces]
        for quote in commas:
            self.nexts[quote] = quote + 1
            self.nexts[quote + 1] = starts.get(_skip_space(text, pieces[quote][2]), count)
        self._readings: list[list[tuple[str, int, int]] | None] = [None] * count
        self._choice_words: frozenset[str] | None = None

    def quote_kind(self, i: int) -> str:
        """The terminal of the quote at word i: a double quote or a single one."""
        return QUOTE if self.pieces[i][0] == '"' else SQUOTE

    def readings(self, i: int) -> list[tuple[str, int, int]]:
        """(terminal, end offset, index of the next word) for the text at word i, longest
        phrases first, then in terminal priority order."""
        found = self._readings[i]
        if found is None:
            found = self._readings[i] = self._compute(i)
        return found

    def furthest(self, i: int) -> int:
        """The end of the longest reading at word i (0 when it has none). The readings are
        computed only where one may reach past the word: where a label or a phrase may start."""
        if self._readings[i] is None and not self._may_span(i):
            return self.pieces[i][2]  # every reading ends with the word (0 or the word's end: the same to callers)
        return max([stop for _, stop, _ in self.readings(i)], default=0)

    def _may_span(self, i: int) -> bool:
        value, start, _end = self.pieces[i]
        vocabulary = self.vocabulary
        word = value.lower()
        return (
            self._label_may_start(start)
            or word in vocabulary.phrases_by_first
            or bool(vocabulary.endings and word.endswith(vocabulary.endings))
            or vocabulary.any_phrase is not None
        )

    def _label_may_start(self, start: int) -> bool:
        text = self.text
        return (
            start == 0
            or (start >= 2 and text[start - 2 : start] == "• " and _after_bullet(text, start))
            # "III — Gigaflare — Destroy target permanent.": a chapter's flavor word (CR 714.2, 207.2d)
            or (start >= 4 and text[start - 3 : start] == " — " and bool(_CHAPTER_NUMBERS.fullmatch(text, 0, start - 3)))
        )

    def _compute(self, i: int) -> list[tuple[str, int, int]]:
        text, vocabulary = self.text, self.vocabulary
        value, start, piece_end = self.pieces[i]
        if self.squotes and i in self.squotes:
            return [(SQUOTE, piece_end, self.nexts[i])]
        spans: list[tuple[str, int]] = []
        if self._label_may_start(start):
            label = _label(text, start, vocabulary)
            if label:
                spans.append((LABEL, start + len(label)))
        word = value.lower()
        phrases = vocabulary.phrases_by_first.get(word, ())
        if vocabulary.endings and word.endswith(vocabulary.endings):
            phrases = vocabulary.phrases_with_ending(word, phrases)
        if vocabulary.any_phrase is not None and vocabulary.any_phrase.match(text, start):
            # a list, as the compiled lexer types ``phrases`` (a tuple here was a TypeError there)
            phrases = [*phrases, *vocabulary.phrases_anywhere]
        if phrases:
            multi: list[tuple[str, int]] = []
            followers = vocabulary.phrase_followers.get(word)
            after = _follower_key(self.pieces[i + 1][0]) if followers is not None and i + 1 < len(self.pieces) else ""
            for name, regex in phrases:
                if followers is not None:
                    allowed = followers.get(name)
                    if allowed is not None and after not in allowed:
                        continue
                m = regex.match(text, start)
                # a phrase must end where a word ends: "first strike", never "first stri"
                if m and m.end() > piece_end and _skip_space(text, m.end()) in self.starts and text[m.end() - 1] != " ":
                    multi.append((name, m.end()))
            multi.sort(key=lambda r: -r[1])
            spans += multi
        count = len(self.pieces)
        found = [(kind, end, self.starts.get(_skip_space(text, end), count)) for kind, end in spans]
        following = self.nexts[i]
        found += [(kind, piece_end, following) for kind in vocabulary.classify(value)]
        # the last reading: where a word of the grammar fits too ("a counter", "two counters"),
        # the parser's state and the words after it choose that one first
        if following < count and self.pieces[following][0] in _COUNTER_WORDS and value not in _COUNTER_WORDS and _COUNTER_NAME_WORD.fullmatch(value):
            found.append((COUNTER_NAME, piece_end, following))
        # A capitalised word no terminal knows, inside a sentence (where a capital says "name"),
        # written just before a card type or "token": a subtype the rules do not list yet
        # ("create a Mutagen token", "a 1/1 Glorp creature token"; each set brings new ones). A
        # word of the grammar never becomes one.
        elif (
            not found
            and i > 0
            and self.pieces[i - 1][0] not in _SENTENCE_STARTS
            and _NEW_SUBTYPE_WORD.fullmatch(value)
            and value not in vocabulary.token_name_words
            and self._before_type_noun(following)
        ):
            found.append((SUBTYPE, piece_end, following))
        return found

    def _before_type_noun(self, i: int) -> bool:
        """Whether the words from i are a card type or "token" ("creature token"), maybe after a
        few more subtypes ("Wizard creature token")."""
        pieces, type_nouns = self.pieces, self.vocabulary.type_nouns
        for _ in range(4):
            if i >= len(pieces):
                return False
            word = pieces[i][0]
            if word.lower() in type_nouns:
                return True
            if not _NEW_SUBTYPE_WORD.fullmatch(word):
                return False
            i = self.nexts[i]
        return False

    def name(self, i: int) -> tuple[str, int, int] | None:
        """A card name starting at word i (only asked where the grammar accepts one)."""
        value, start, _end = self.pieces[i]
        head = value[:1]
        if not (head.isupper() or head.isdigit() or value == "~"):
            return None
        m = _NAME_TEXT.match(self.text, start)
        if not m:
            return None
        return (CARD_NAME, m.end(), self.starts.get(_skip_space(self.text, m.end()), len(self.pieces)))

    def with_choice_word(self, i: int, readings: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
        """``readings`` and, last (the grammar's own words first), word i as a choice's word
        when the text names it in a list joined by "or" (only asked where the grammar accepts
        one)."""
        value, _start, end = self.pieces[i]
        words = self._choice_words
        if words is None:
            words = self._choice_words = frozenset(
                word for m in _CHOICE_WORD_LIST.finditer(self.text) for word in (*m.group(1).split(", "), m.group(2))
            )
        if value not in words:
            return readings
        return [*readings, (CHOICE_WORD, end, self.nexts[i])]

    def reach(self, states: Table, stack: list[int], i: int, depth: int) -> int:
        """How many of the next ``depth`` words the parser can go on for from word i with this
        stack (``depth`` when it goes on for all of them, or the text may end)."""
        if depth == 0:
            return 0
        if i >= len(self.pieces):
            return depth if _accepts_end(states, stack, self.end_states) else 0
        if self.bare_closes and i in self.bare_closes and _needs_period(states, stack, self.quote_kind(i)):
            stack = _step(states, stack, PERIOD) or stack  # the period English dropped (no word)
        readings = self.readings(i)
        row = states[stack[-1]]
        if CARD_NAME in row:
            name = self.name(i)
            if name is not None:
                readings = [name, *readings]
        if CHOICE_WORD in row:
            readings = self.with_choice_word(i, readings)
        if depth == 1:  # the last word looked at: whether it is accepted, not the stack after it
            return 1 if any(_accepts(states, stack, kind) for kind, _end, _next in readings) else 0
        best = 0
        for kind, _end, next_index in readings:
            after = _step(states, stack, kind)
            if after is not None:
                got = 1 + self.reach(states, after, next_index, depth - 1)
                if got == depth:
                    return depth
                best = max(best, got)
        return best

    def viable(self, states: Table, stack: list[int], i: int, depth: int) -> bool:
        """Can the parser go on for ``depth`` more words from word i with this stack?"""
        if depth == 0:
            return True
        if i >= len(self.pieces):
            return _accepts_end(states, stack, self.end_states)  # the text may end here
        if self.bare_closes and i in self.bare_closes and _needs_period(states, stack, self.quote_kind(i)):
            stack = _step(states, stack, PERIOD) or stack  # the period English dropped (no word)
        readings = self.readings(i)
        row = states[stack[-1]]
        if CARD_NAME in row:
            name = self.name(i)
            if name is not None:
                readings = [name, *readings]
        if CHOICE_WORD in row:
            readings = self.with_choice_word(i, readings)
        if depth == 1:
            return any(_accepts(states, stack, kind) for kind, _end, _next in readings)
        for kind, _end, next_index in readings:
            after = _step(states, stack, kind)
            if after is not None and self.viable(states, after, next_index, depth - 1):
                return True
        return False


def _needs_period(states: Table, stack: list[int], quote: str) -> bool:
    """At a bare closing quote: whether the quoted ability needs the period English dropped
    (the parser takes a period there, not the quote, ``QUOTE`` or ``SQUOTE``)."""
    return not _accepts(states, stack, quote) and _accepts(states, stack, PERIOD)


def _bare_closing_quotes(text: str, pieces: list[Piece]) -> tuple[frozenset[int], list[int]]:
    """The closing quotes of quoted abilities that English wrote without their own period, and
    the pieces put in reading order around them (``pieces`` is changed in place).

    A quoted ability keeps its final period only where it ends the sentence around it ('have
    "{T}: Add {G}."'); inside the sentence the period is dropped ('gains "{T}: Draw a card" until
    end of turn', 'has "A" and "B."'), and a comma of the sentence around it goes inside the
    quote, as English writes it ('with "{T}, Sacrifice this artifact: Add {C}," and it loses
    ...'). Such a comma belongs after the quote: its piece is swapped with the quote's, and the
    quote is one of the bare closing quotes, where :func:`tokens` supplies the dropped period as
    an empty token when the parser needs one. A closing quote is one written right after a
    word or a mark (an opening quote follows a space or starts the text).
    Returns (the indices of the bare closing quotes, the indices of those swapped with a comma)."""
    bare: list[int] = []
    commas: list[int] = []
    for index, (value, start, _end) in enumerate(pieces):
        if value != '"' or start == 0:
            continue
        before = text[start - 1]
        if before.isspace() or before in _QUOTE_OPENERS or before in ".!?":
            continue
        if before == "," and index > 0 and pieces[index - 1][0] == "," and start >= 2 and not text[start - 2].isspace():
            pieces[index - 1], pieces[index] = pieces[index], pieces[index - 1]
            bare.append(index - 1)
            commas.append(index - 1)
        else:
            bare.append(index)
    return frozenset(bare), commas


def _single_quotes(text: str, pieces: list[Piece]) -> tuple[frozenset[int], list[int]]:
    """The apostrophes that are single quotes, around a quoted ability inside a double-quoted
    one ('"Islands you control have \'{T}: Draw a card.\'"', CR 113.1b): inside double quotes,
    one after a space that a word follows opens, one just before the closing double quote
    closes; any other is the possessive ("players' graveyards"). Returns (their indices, the
    indices of the closing ones)."""
    found: list[int] = []
    closing: list[int] = []
    inside = False
    for index, (value, start, _end) in enumerate(pieces):
        if value == '"':
            inside = not inside
        elif value == "'" and inside:
            if (start == 0 or text[start - 1].isspace()) and start + 1 < len(text) and not text[start + 1].isspace():
                found.append(index)
            elif text[start + 1 : start + 2] == '"':
                found.append(index)
                closing.append(index)
    return frozenset(found), closing


def _sentence_ends_in_quote(scan: Scan, quote_start: int, i: int, states: Table, stack: list[int]) -> bool:
    """A closing quote right after a period ('... any color."') also ends the sentence around
    the quote: its period went inside the quote, as English writes it."""
    text, pieces = scan.text, scan.pieces
    before = quote_start
    while before > 0 and text[before - 1] in "'\"":
        before -= 1  # a quote closing with the one inside it ('... a card.\'"')
    if before == 0 or text[before - 1] != ".":
        return False
    if i < len(pieces) and pieces[i][0] == ".":
        return False
    after = _step(states, stack, PERIOD)
    return after is not None and scan.viable(states, after, i, _LOOKAHEAD)


def _first_words(pattern: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """Where a phrase regex can start: (the lowercase first words, the endings of first words)
    it may match from, e.g. ``(?:basic )?[a-z]*cycling|flashback`` -> ({"basic", "cycling",
    "flashback"}, {"cycling"}), so that the phrase is only tried at those words. None when the
    regex is beyond this reading (it is then tried at every word).

    The first words are read from the regex's parse (``re._parser``): every way through its
    alternatives, optional parts and small character sets, up to the first space. A superset is
    harmless (the regex itself still decides); a missing word would lose a reading, so anything
    not understood gives None."""
    try:
        from re import _constants as sre
        from re import _parser as sre_parse

        ways = _ways_through(sre_parse.parse(pattern), {""}, sre)
    except Exception:  # a regex beyond this reading (or another Python's re internals) is tried everywhere
        return None
    words: set[str] = set()
    endings: set[str] = set()
    for way in ways:
        word = way.split(" ", 1)[0].lower()
        if not word:
            continue  # starts with a space: never at the start of a word
        if _ANY in word:
            ending = word[1:]
            if word[0] != _ANY or _ANY in ending or not ending.isalpha():
                return None
            endings.add(ending)
            continue
        first = _SPLIT.match(word)
        if first is None:
            return None
        words.add(first.group())
    return frozenset(words), frozenset(endings)


_LEADING_LETTERS: Final = re.compile(r"[^\W\d_]*")


def _follower_key(piece: str) -> str:
    """How the word after a phrase's first word is compared with the words that may follow:
    in lower case, and a word with more than letters by its letters ("spell" of "spell'S",
    which a case-blind phrase regex reads as "spell" and "'S")."""
    key = piece.lower()
    if key.isalpha() or len(key) == 1:
        return key
    return _LEADING_LETTERS.match(key).group()  # type: ignore[union-attr]  # it matches the empty string


def _second_pieces(pattern: str) -> dict[str, frozenset[str] | None]:
    """For a phrase regex: first word -> the words (in lower case) that can come next in a
    match, or None where that is beyond this reading (the phrase is then tried whatever
    follows). Read like :func:`_first_words`, over the ways through the regex up to their
    second space; only words of letters and single punctuation marks are compared (a P/T or a
    symbol may split differently in lower case)."""
    try:
        from re import _constants as sre
        from re import _parser as sre_parse

        ways = _ways_through(sre_parse.parse(pattern), {""}, sre, spaces=2)
    except Exception:
        return {}
    found: dict[str, set[str] | None] = {}
    for way in ways:
        first_text = way.split(" ", 1)[0]
        if not first_text or _ANY in first_text:
            continue  # starts with a space, or a first word with an ending ("landcycling")
        first = _SPLIT.match(first_text.lower())
        if first is None:
            continue  # no word: _first_words gives up on such a regex
        pieces = [m.group() for m in _SPLIT.finditer(way)]
        second = pieces[1] if len(pieces) > 1 and _ANY not in way else ""
        if not (second.isalpha() or second in (",", ".", ":", ";")) or not (pieces[0].isalpha() or pieces[0] in (",", ".", ":", ";")):
            found[first.group()] = None
            continue
        allowed = found.setdefault(first.group(), set())
        if allowed is not None:
            allowed.add(second.lower())
    return {word: None if allowed is None else frozenset(allowed) for word, allowed in found.items()}


class _TooManyWays(Exception):
    pass


_ANY = "\x00"  # stands for any run of letters in a way through a regex
_MAX_WAYS = 4096


def _ways_through(items: Any, ways: set[str], sre: Any, spaces: int = 1) -> set[str]:
    """The texts a parsed regex can begin with, each cut after its first space (or its
    ``spaces``-th: a way that has reached it is finished)."""
    for op, arg in items:
        open_ways = {w for w in ways if w.count(" ") < spaces}
        if not open_ways:
            return ways
        done = ways - open_ways
        if op is sre.LITERAL:
            grown = {w + chr(arg) for w in open_ways}
        elif op is sre.IN:
            grown = {w + c for w in open_ways for c in _class_chars(arg, sre)}
        elif op is sre.BRANCH:
            grown = set().union(*(_ways_through(alternative, open_ways, sre, spaces) for alternative in arg[1]))
        elif op is sre.SUBPATTERN:
            grown = _ways_through(arg[3], open_ways, sre, spaces)
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT):
            low, high, body = arg
            if high is sre.MAXREPEAT:
                # any number of a letter class: letters we do not enumerate
                if len(body) != 1 or body[0][0] is not sre.IN:
                    raise _TooManyWays
                grown = {w + _ANY for w in open_ways}
                if low == 0:
                    grown |= open_ways
            else:
                grown = set()
                current = open_ways
                for count in range(high + 1):
                    if count >= low:
                        grown |= current
                    if count < high:
                        current = _ways_through(body, current, sre, spaces)
        elif op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
            grown = open_ways  # zero width: the regex itself checks it
        else:
            raise _TooManyWays
        ways = done | grown
        if len(ways) > _MAX_WAYS:
            raise _TooManyWays
    return ways


def _class_chars(items: Any, sre: Any) -> set[str]:
    """The characters of a small character set ``[...]``; a large one counts as any letter."""
    chars: set[str] = set()
    for op, arg in items:
        if op is sre.LITERAL:
            chars.add(chr(arg))
        elif op is sre.RANGE and arg[1] - arg[0] < 64:
            chars.update(chr(c) for c in range(arg[0], arg[1] + 1))
        else:
            raise _TooManyWays
    return chars


def _skip_space(text: str, pos: int) -> int:
    """The offset of the next piece: spaces, and the line breaks between modes, are skipped."""
    while pos < len(text) and text[pos] in " \n":
        pos += 1
    return pos


def _after_bullet(text: str, pos: int) -> bool:
    """Whether ``pos`` starts the text of a mode ("• Fear Ray — ..."), where a flavor word may
    stand (CR 700.2, 207.2d)."""
    return text.endswith("\n• ", 0, pos) or (pos == 2 and text.startswith("• "))


def _accepts_end(states: Table, stack: list[int], end_states: frozenset[Any]) -> bool:
    """Whether the parse may end here: reduce on $END until the start rule is complete."""
    stack = stack[:]
    while True:
        action = states[stack[-1]].get(END)
        if action is None:
            return stack[-1] in end_states
        if isinstance(action, int):
            return True
        for _ in range(action.size):  # pops: cheaper than deleting a slice in compiled code
            stack.pop()
        goto = states[stack[-1]].get(action.origin)
        if not isinstance(goto, int):  # None: a goto is always a state
            return False
        stack.append(goto)


def _label(text: str, start: int, vocabulary: Vocabulary) -> str | None:
    """The label (ability word or flavor word) at ``start``, if one is there."""
    # The common case, found without the regex's step-by-step look-ahead; the line only (a
    # label never spans a line break), so that a text of many modes is read once, not once a mode.
    line_end = text.find("\n", start)
    if text.find(" — ", start, len(text) if line_end == -1 else line_end) == -1:
        return None
    m = _LABEL_TEXT.match(text, start)
    if not m:
        return None
    label = m.group()
    if _CHAPTER_NUMBERS.fullmatch(label):
        return None  # "I, II — ...": a Saga's chapter numbers (CR 714.2), not an ability word
    if label.lower() in vocabulary.keyword_labels:
        return None
    first = label.split(" ")[0].rstrip(",")
    if label.lower().replace("’", "'") in vocabulary.label_words or not vocabulary.is_word(first) or _title_case(label):
        return label
    return None


def _title_case(label: str) -> bool:
    """Whether a label is written as a title: every word capitalised (or a number) but the small
    words ("The Will of the Hive Mind", "Take 59 Flights of Stairs"). A flavor word is such a
    title (CR 207.2d); the sentences that end in " — " ("Choose one — ") are not."""
    return all(word[:1].isupper() or word[:1].isdigit() or word in _TITLE_SMALL_WORDS for word in label.replace(",", "").split(" "))


def _token(kind: str, value: str, pos: int) -> Token:
    return Token(kind, value, start_pos=pos, line=1, column=pos + 1, end_line=1, end_column=pos + len(value) + 1, end_pos=pos + len(value))
