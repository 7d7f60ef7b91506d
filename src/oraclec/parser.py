"""Parse normalised Oracle text into the AST.

The grammar (``grammar/*.lark``, shipped inside the package) is one LALR(1) grammar, read with
:mod:`oraclec.lexer`'s word-level lexer. A parse tree becomes AST nodes through the node
registry: rule ``deal_damage`` builds :class:`oraclec.ast.DealDamage` from its kept children, in
order. Results are cached by text, since many abilities repeat across a card database.
"""

from __future__ import annotations

import contextlib
import gc
import hashlib
import marshal
import os
import re
import sys
from collections import OrderedDict
from collections.abc import Iterable
from functools import cache, lru_cache
from importlib import resources
from pathlib import Path
from typing import Any, Final

import attrs
from lark import Lark, Token
from lark.exceptions import UnexpectedInput, UnexpectedToken
from lark.lexer import PatternRE, PatternStr, TerminalDef
from lark.parsers.lalr_analysis import Shift

from . import ast, limits
from .ast.base import NODES, Node, Phrase, Span
from .cards import Card, Face
from .errors import OracleError
from .keywords import TERMINALS_MARKER, Kind, dash_keyword_names, grammar_terminals, lookup
from .lexer import END, UNKNOWN, DeadChoice, OracleLexer, Reduction, Scan, Vocabulary, flat_table, tokens
from .morphology import expand_inflections
from .render import render_ability
from .text import AbilityText as TextAbility
from .text import abilities, join_reminders, line_column, normalise_ability
from .userdirs import cache_dir
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
    "game.lark",
    "durations.lark",
    "structures.lark",
    "choices.lark",
    # statics.lark extends rules of the files above (%extend needs them defined first)
    "statics.lark",
    "replacements.lark",
)
START = "ability"
#: Terminals the lexer produces from the vocabulary rather than from a pattern in the grammar.
LEXER_TERMINALS = ("LABEL", "CARD_NAME", "SUBTYPE", "NON_SUBTYPE", "COUNTER_NAME", "CHOICE_WORD", "UNKNOWN_WORD")


class ParseError(OracleError):
    """Text that the grammar cannot parse: where (offsets into ``text``), what was found, what
    was expected (in words; ``terminals`` has the grammar's terminal names), and a label for common mistakes (:mod:`oraclec.parse_errors`):
    "unknown-word", "missing-period", "missing-trigger-comma", ...; "round-trip" and "build"
    mark a text that parsed but does not render back, and a bug in the grammar or the AST."""

    exit_code = 1

    def __init__(
        self,
        message: str,
        *,
        text: str,
        start: int,
        end: int,
        found: str = "",
        expected: tuple[str, ...] = (),
        terminals: tuple[str, ...] = (),
        label: str | None = None,
        suggestion: str | None = None,
    ):
        self.text = text
        self.suggestion = suggestion
        self.start = start
        self.end = end
        self.found = found
        self.expected = expected
        self.terminals = terminals
        self.label = label
        self.reason = message
        super().__init__(message)

    def copy(self) -> ParseError:
        """The same error, as a new object (without the traceback of any raise of this one)."""
        return ParseError(
            self.reason, text=self.text, start=self.start, end=self.end, found=self.found, expected=self.expected,
            terminals=self.terminals, label=self.label, suggestion=self.suggestion,
        )

    def caret(self) -> str:
        """The text with a caret line under the offending words."""
        width = max(1, self.end - self.start)
        return f"{self.text}\n{' ' * self.start}{'^' * width}"


def grammar_text() -> str:
    """The grammar files as one text; every ``%extend`` (with its continuation lines) goes after
    all the definitions, so a topic file may extend a rule of a file loaded after it. The
    keyword-ability terminals come from the keyword table, in place of their marker line in
    keywords.lark (:func:`oraclec.keywords.grammar_terminals`). A terminal written by verbs' base
    forms (``%participles``, ``%past``) gets the pattern of their derived forms
    (:func:`oraclec.morphology.expand_inflections`)."""
    folder = resources.files("oraclec").joinpath("grammar")
    definitions: list[str] = []
    extensions: list[str] = []
    for name in GRAMMAR_FILES:
        into = definitions
        for line in folder.joinpath(name).read_text(encoding="utf-8").splitlines():
            if line == TERMINALS_MARKER:
                definitions.extend(grammar_terminals().splitlines())
                continue
            line = expand_inflections(line)
            if line.startswith("%extend"):
                into = extensions
            elif line and not line[0].isspace():
                into = definitions
            into.append(line)
    return "\n".join(definitions + extensions) + "\n"


@cache
def _lark() -> Lark:
    parser = Lark(
        grammar_text(),
        parser="lalr",
        lexer=OracleLexer,
        start=START,
        maybe_placeholders=True,
    )
    OracleLexer.vocabulary = _vocabulary(tuple(parser.terminals))
    return parser


def lark() -> Lark:
    """The grammar as a Lark parser (its rules, terminals and tables). Parsing itself needs only
    :func:`tables`, which is cached on disk: building this takes a second or two."""
    return _lark()


def _vocabulary(terminals: tuple[TerminalDef, ...]) -> Vocabulary:
    words = vocabulary_data()["ability_words"]
    return Vocabulary(
        terminals,
        label_words=frozenset(w.lower().replace("’", "'") for w in words),
        keyword_labels=dash_keyword_names(),
    )


# -- the tables, cached ----------------------------------------------------------------------------
#: the form of the cached tables; a change makes a new cache file
TABLES_FORMAT = 3
#: a rule as the parser loop needs it: (length, the name it reduces to, the name of its node
#: class or list, whether one child passes through (``?rule``), the children kept (index, spliced,
#: Nones before it) or None for all, Nones after them)
RuleSpec = tuple[int, str, str, bool, tuple[tuple[int, bool, int], ...] | None, int]
#: a terminal: (name, "str" or "re", the pattern, its flags, its priority)
TerminalSpec = tuple[str, str, str, tuple[str, ...], int]


@attrs.frozen
class Tables:
    """What parsing needs of Lark's analysis of the grammar, as plain data that ``marshal``
    writes and reads quickly: every process that parses would otherwise spend a second or two
    building Lark (or reading Lark's own cache) before the first ability. ``states`` maps a
    state and a terminal or rule name to the next state (>= 0) or to a reduction by rule
    ``-1 - value``."""

    states: dict[int, dict[str, int]]
    rules: tuple[RuleSpec, ...]
    start_state: int
    end_state: int
    end_states: tuple[int, ...]
    terminals: tuple[TerminalSpec, ...]


def _tables_of(parser: Lark) -> Tables:
    from lark.parse_tree_builder import (
        ChildFilter,
        ChildFilterLALR_NoPlaceholders,
        ExpandSingleChild,
    )

    rules: list[RuleSpec] = []
    index: dict[Any, int] = {}
    for rule, chain in parser._parse_tree_builder.rule_builders:
        expand1 = False
        include: tuple[tuple[int, bool, int], ...] | None = None
        trailing = 0
        for wrapper in chain:
            if wrapper is ExpandSingleChild:
                expand1 = True
                continue
            cls, args = wrapper.func, wrapper.args
            if cls is ChildFilterLALR_NoPlaceholders:
                include = tuple((int(i), bool(splice), 0) for i, splice in args[0])
            elif issubclass(cls, ChildFilter):
                include, trailing = tuple((int(i), bool(splice), int(nones)) for i, splice, nones in args[0]), args[1]
            else:  # pragma: no cover - a Lark option oraclec does not use
                raise BuildError(f"unexpected tree-builder step {cls.__name__} for rule {rule}")
        # str(): Lark's names are lark.Token (a str subclass) when it builds the grammar
        # afresh, which marshal refuses; the tables hold plain types only
        # (interned: one object per name, so marshal writes the same bytes from every build)
        name = sys.intern(str(rule.alias or rule.options.template_source or rule.origin.name))
        index[rule] = len(rules)
        rules.append((len(rule.expansion), sys.intern(str(rule.origin.name)), name, bool(expand1), include, int(trailing)))
    table = parser.parser.parser._parse_table
    lark_states = {
        state: {sys.intern(str(name)): int(arg) if kind is Shift else -1 - index[arg] for name, (kind, arg) in row.items()}
        for state, row in table.states.items()
    }
    # Lark numbers states in the order it meets them in sets, which changes with the process's
    # string hashing: renumbered breadth-first from the start state, names sorted, the tables
    # are the same bytes from every build
    number = _canonical_numbers(lark_states, table.start_states[START])
    states = {
        number[state]: {name: number[arg] if arg >= 0 else arg for name, arg in sorted(lark_states[state].items())}
        for state in sorted(lark_states, key=number.__getitem__)
    }
    terminals = tuple(
        (sys.intern(str(t.name)), str(t.pattern.type), str(t.pattern.value), tuple(str(flag) for flag in sorted(t.pattern.flags)), int(t.priority))
        for t in parser.terminals
    )
    return Tables(
        states=states,
        rules=tuple(rules),
        start_state=number[table.start_states[START]],
        end_state=number[table.end_states[START]],
        end_states=tuple(sorted({number[state] for state in table.end_states.values()})),
        terminals=terminals,
    )


#: the file of tables shipped inside the package, written when the package is built or installed
#: (hatch_build.py); an editable install whose grammar changed since falls back to the cache
SHIPPED_TABLES = "grammar-tables.marshal"
_MAGIC = b"oraclec grammar tables\n"


def _canonical_numbers(states: dict[Any, dict[str, int]], start: Any) -> dict[Any, int]:
    """State -> its number in a breadth-first walk from ``start`` that follows shifts and gotos
    in the order of their names (states the walk does not reach come after, in Lark's order)."""
    number: dict[Any, int] = {start: 0}
    queue = [start]
    for state in queue:
        for _, target in sorted(states[state].items()):
            if target >= 0 and target not in number:
                number[target] = len(number)
                queue.append(target)
    for state in states:
        if state not in number:
            number[state] = len(number)
    return number


def tables_digest(grammar: str) -> str:
    """What the tables depend on: the grammar, Lark's version and the tables' format."""
    from importlib.metadata import version

    return hashlib.sha256(f"{TABLES_FORMAT}\0{version('lark')}\0{grammar}".encode()).hexdigest()


def _shipped_tables_path() -> Path | None:
    try:
        return Path(str(resources.files("oraclec").joinpath(SHIPPED_TABLES)))
    except (OSError, TypeError, ValueError):  # pragma: no cover - a package that is not a folder
        return None


def _cached_tables_path(digest: str) -> Path:
    return cache_dir() / f"grammar-tables-{digest[:16]}.marshal"


@cache
def tables() -> Tables:
    """The grammar's tables: those shipped in the package if they were built from this grammar,
    else those in the user's cache folder, else built with Lark (a second or two) and kept in
    the cache folder for the next process. Nothing is read from the temporary folder, and a
    file that is missing, damaged, stale or not ours only costs the time to build again."""
    digest = tables_digest(grammar_text())
    shipped = _shipped_tables_path()
    if shipped is not None:
        found = read_tables(shipped, digest)
        if found is not None:
            return found
    return load_tables(_cached_tables_path(digest), digest)


def load_tables(path: Path, digest: str | None = None) -> Tables:
    """The tables read from ``path``, else built with Lark and written there atomically (if the
    folder can be written: a failure to read or write is never an error). A file another user
    wrote is neither read nor replaced."""
    digest = digest or tables_digest(grammar_text())
    own = _owned_by_us(path)
    if own:
        found = read_tables(path, digest)
        if found is not None:
            return found
    built = _tables_of(lark())
    if own is not False:
        write_tables(path, built, digest)
    return built


def tables_bytes(built: Tables, digest: str) -> bytes:
    """The file's bytes: a magic line, then marshal of (format, grammar digest, checksum of the
    payload, payload), the payload being marshal of the tables' fields (plain types only)."""
    payload = marshal.dumps(attrs.asdict(built, recurse=False))
    return _MAGIC + marshal.dumps((TABLES_FORMAT, digest, hashlib.sha256(payload).hexdigest(), payload))


def build_shipped_tables(path: str) -> None:
    """Build the tables with Lark and write them to ``path``: what the package build ships
    (hatch_build.py); a file that already holds this grammar's tables is kept. Raises OSError
    when it cannot write."""
    digest = tables_digest(grammar_text())
    if read_tables(Path(path), digest) is not None:
        return
    if not write_tables(Path(path), _tables_of(lark()), digest):
        raise OSError(f"cannot write the parser's tables to {path}")


def write_tables(path: Path, built: Tables, digest: str) -> bool:
    """Write ``built`` to ``path`` atomically (a temporary file beside it, then a rename);
    False, and nothing left behind, when the folder cannot be written."""
    partial = path.with_name(f".{path.name}.{os.getpid()}.partial")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial.write_bytes(tables_bytes(built, digest))
        os.replace(partial, path)
    except (OSError, ValueError):
        with contextlib.suppress(OSError):
            partial.unlink(missing_ok=True)
        return False
    return True


def read_tables(path: Path, digest: str) -> Tables | None:
    """The tables in ``path`` if it holds tables of this format built from the grammar with
    ``digest``, its checksum verifies and every field has its type and range; else None."""
    try:
        data = path.read_bytes()
    except (OSError, ValueError):
        return None
    if not data.startswith(_MAGIC):
        return None
    try:
        envelope = marshal.loads(data[len(_MAGIC):])
        if not (isinstance(envelope, tuple) and len(envelope) == 4):
            return None
        version, their_digest, checksum, payload = envelope
        if version != TABLES_FORMAT or their_digest != digest or not isinstance(payload, bytes):
            return None
        if hashlib.sha256(payload).hexdigest() != checksum:
            return None
        fields = marshal.loads(payload)
        found = Tables(**fields)
        # (inside the try: compiled by mypyc, reading a field of the wrong type raises TypeError)
        return found if _well_formed(found) else None
    except (EOFError, ValueError, TypeError):
        return None


def _well_formed(found: Tables) -> bool:
    """Whether every field has the type the parser reads and every state or rule it names
    exists: a file that passes its checksum but was written wrong must not reach the parser."""
    states, rules = found.states, found.rules
    if not (isinstance(states, dict) and isinstance(rules, tuple) and isinstance(found.terminals, tuple)):
        return False
    for rule in rules:
        if not (isinstance(rule, tuple) and len(rule) == 6 and type(rule[0]) is int and type(rule[1]) is str and type(rule[2]) is str):
            return False
    count = len(rules)
    if sorted(states) != list(range(len(states))):  # the parser indexes a list by state
        return False
    for state, row in states.items():
        if type(state) is not int or type(row) is not dict:
            return False
        for name, target in row.items():
            if type(name) is not str or type(target) is not int or not (target in states if target >= 0 else -1 - target < count):
                return False
    ends = (found.start_state, found.end_state, *found.end_states) if isinstance(found.end_states, tuple) else (None,)
    if not all(type(state) is int and state in states for state in ends):
        return False
    return all(
        isinstance(t, tuple) and len(t) == 5 and type(t[0]) is str and t[1] in ("str", "re") and type(t[2]) is str and type(t[4]) is int
        for t in found.terminals
    )


def _owned_by_us(path: Path) -> bool | None:
    """Whether this user owns the file at ``path`` (None: there is none)."""
    try:
        owner = path.stat().st_uid
    except (OSError, ValueError):
        return None
    getuid = getattr(os, "getuid", None)  # not on Windows, where the cache folder is the user's
    return getuid is None or owner == getuid()


@cache
def terminal_defs() -> tuple[TerminalDef, ...]:
    """The grammar's terminals, as Lark defines them."""
    return tuple(
        TerminalDef(name, (PatternStr if kind == "str" else PatternRE)(value, frozenset(flags)), priority)
        for name, kind, value, flags, priority in tables().terminals
    )


class BuildError(Exception):
    """A parse that does not fit its AST class: a bug in the grammar or the AST."""


class _Plan:
    """How a rule's kept children become a node: the class, its fields, and whether its one
    field collects all the children (a tuple field, or the words of a Phrase). A plain class:
    compiled, its fields are read directly for every node built."""

    def __init__(self, cls: type, fields: tuple[str, ...], collect: bool):
        self.cls = cls
        self.fields = fields
        self.collect = collect


@cache
def _plan(rule: str) -> _Plan:
    cls = NODES.get(rule)
    if cls is None:
        raise BuildError(f"grammar rule {rule!r} has no AST class")
    fields = tuple(f for f in attrs.fields(cls) if f.name != "span")
    if any(f.validator is not None or f.converter is not None for f in attrs.fields(cls)) or hasattr(cls, "__attrs_post_init__"):
        # _make fills the slots as attrs's __init__ does, and nothing more
        raise BuildError(f"{cls.__name__} has validators, converters or a post-init, which the parser does not run")
    collect = issubclass(cls, Phrase) or (len(fields) == 1 and str(fields[0].type).startswith("tuple"))
    return _Plan(cls=cls, fields=tuple(f.name for f in fields), collect=collect)


# Final: the compiled parser reads them as C constants, not from the module's dictionary
_new_object: Final = object.__new__
_set_slot: Final = object.__setattr__  # what attrs's __init__ of a frozen class calls for each field
_new_tuple: Final = tuple.__new__
_SPAN: Final = Span


def _make(cls: type, fields: tuple[str, ...], values: list[Any], span: Span | None) -> Any:
    """``cls(**dict(zip(fields, values)), span=span)`` without the keyword dictionary and the
    interpreted ``__init__``: the node classes are plain frozen attrs classes (no validators,
    converters or post-init, checked by :func:`_plan`), and the parser builds some 700,000
    nodes for a card database."""
    node: Any = _new_object(cls)
    set_slot = _set_slot
    for i in range(len(fields)):
        set_slot(node, fields[i], values[i])
    set_slot(node, "span", span)
    return node


# -- building nodes during the parse ---------------------------------------------------------------
# The driver keeps, beside each value on the LALR stack, its position: (start, end) in the text,
# or None. A token's is its own; a node's is its span; a tuple's and an inlined rule's reach from
# their first positioned item to their last (a token inside a tuple is a plain string there, and
# has none). A rule's span covers all its children, the literal tokens that the grammar drops
# ("destroy", ".") included.
Position = tuple[int, int] | None


class _Inlined:
    """The kept children of an inlined rule (``_name``), spliced into the rule that uses it."""

    __slots__ = ("children", "positions")

    def __init__(self, children: list[Any], positions: list[Position]):
        self.children = children
        self.positions = positions


def _extent_of(positions: list[Position]) -> Position:
    start = None
    for position in positions:
        if position is not None:
            start = position[0]
            break
    if start is None:
        return None
    for position in reversed(positions):
        if position is not None:
            return start, position[1]
    return None  # pragma: no cover - a start implies an end


class _RuleReduction(Reduction):
    """The reduction by one grammar rule: (children, their positions) -> (value, its position).

    It does what Lark's tree builder does (keep the children that are not filtered out, splice
    inlined rules, put None where an optional part is missing, and with ``?rule`` pass a single
    child through) and then builds the value: a node of the rule's class, a tuple for a
    ``*_list`` rule, an :class:`_Inlined` for a ``_rule``. A class rather than closures: the
    compiled parser loop calls its method directly, a million times for a card database.
    """

    def __init__(self, size: int, origin: str, name: str, expand1: bool, include: tuple[tuple[int, bool, int], ...] | None, trailing_nones: int):
        super().__init__(size, origin)
        self.name = name
        self.expand1 = expand1
        self.include = include
        self.trailing_nones = trailing_nones
        self.inlined = name.startswith("_")
        self.listed = not self.inlined and name.endswith("_list")
        self.plan: _Plan | None = None  # looked up on first use: a rule that never fires needs no class

    def _kept(self, children: list[Any], positions: list[Position]) -> tuple[list[Any], list[Position]]:
        include = self.include
        if include is None:
            return children, positions
        values: list[Any] = []
        places: list[Position] = []
        for i, splice, nones in include:
            if nones:
                values += [None] * nones
                places += [None] * nones
            if splice:
                inlined: _Inlined = children[i]
                if values:
                    values += inlined.children
                    places += inlined.positions
                else:
                    # The inlined rule's lists are taken, not copied: its value is used once,
                    # here, and a repetition ("draw a card and draw a card and ...") is a
                    # left-recursive inlined rule that grows by one item a reduction, which
                    # copying would make quadratic in the length of the text.
                    values = inlined.children
                    places = inlined.positions
            else:
                values.append(children[i])
                places.append(positions[i])
        trailing_nones = self.trailing_nones
        if trailing_nones:
            values += [None] * trailing_nones
            places += [None] * trailing_nones
        return values, places

    def reduce(self, children: list[Any], positions: list[Any]) -> tuple[Any, Any]:
        values, places = self._kept(children, positions)
        if self.expand1 and len(values) == 1:
            return values[0], places[0]
        if self.inlined:
            return _Inlined(values, places), _extent_of(places)
        if self.listed:
            # a token is a plain string inside a tuple: it has no position there
            return tuple(values), _extent_of([None if type(v) is str else p for v, p in zip(values, places, strict=True)])
        plan = self.plan
        if plan is None:
            plan = self.plan = _plan(self.name)
        extent = _extent_of(positions)
        # Span(...) through tuple.__new__: the named tuple's own __new__ is interpreted Python
        span = None if extent is None else _new_tuple(_SPAN, (extent[0], extent[1], 1, extent[0] + 1, 1, extent[1] + 1))
        fields = plan.fields
        if plan.collect:
            if len(values) == 1 and isinstance(values[0], tuple):
                values = list(values[0])
            return _make(plan.cls, fields, [tuple(v for v in values if v is not None)], span), extent
        if len(values) != len(fields):
            raise BuildError(
                f"rule {self.name!r} gave {len(values)} values for {plan.cls.__name__}'s {len(fields)} fields "
                f"({', '.join(fields)}): {values!r}"
            )
        return _make(plan.cls, fields, values, span), extent


def _reductions(rules: tuple[RuleSpec, ...]) -> list[Reduction]:
    """Per rule: its reduction (its length, the name it reduces to, how it builds its value),
    from the filtering that Lark's tree builder worked out for the rule."""
    return [_RuleReduction(length, origin, name, expand1, include, trailing) for length, origin, name, expand1, include, trailing in rules]


class BoundedCache:
    """Text -> what was made of it, the least recently used texts dropped once the texts kept
    add up to more than ``budget`` characters (each counted with :data:`ENTRY_CHARACTERS` more,
    for the entry itself): a process that parses millions of distinct texts (a fuzzer, a long
    lint server) keeps a bounded memory, since what is made of a text grows with its length."""

    def __init__(self, budget: int):
        self.budget = budget
        self.characters = 0
        self.entries: OrderedDict[str, Any] = OrderedDict()

    def get(self, text: str) -> Any:
        """The value kept for ``text`` (now the most recently used), or None."""
        value = self.entries.get(text)
        if value is not None:
            self.entries.move_to_end(text)
        return value

    def put(self, text: str, value: Any) -> None:
        entries = self.entries
        if text in entries:
            self.characters -= len(text) + ENTRY_CHARACTERS
        entries[text] = value
        entries.move_to_end(text)
        self.characters += len(text) + ENTRY_CHARACTERS
        while self.characters > self.budget and entries:
            dropped, _ = entries.popitem(last=False)
            self.characters -= len(dropped) + ENTRY_CHARACTERS

    def clear(self) -> None:
        self.entries.clear()
        self.characters = 0

    def __len__(self) -> int:
        return len(self.entries)


#: what an entry of a :class:`BoundedCache` counts for beyond its text's characters
ENTRY_CHARACTERS = 100
#: what the parse cache (and the cache of renderings) keeps at most, in characters of text and
#: :data:`ENTRY_CHARACTERS` an entry: the 32,769 distinct abilities of the bundled database count
#: 6.5 million and their trees take 120 MiB; a long text of short clauses takes up to 200 bytes a
#: character, so the cache stays under some 800 MiB
PARSE_CACHE_CHARACTERS = 1 << 22

_CACHE = BoundedCache(PARSE_CACHE_CHARACTERS)
#: the rendering of each tree of the parse cache (the round-trip check), bounded the same way
_RENDERED = BoundedCache(PARSE_CACHE_CHARACTERS)

#: the length from which a text is parsed (and rendered, and anchored) with Python's cyclic
#: garbage collector paused, see :func:`_pause_collector`
LONG_TEXT = 10_000


def _pause_collector(text: str) -> bool:
    """Pause Python's cyclic garbage collector for the work on a long text; True if this call
    paused it, and the caller then resumes it (:func:`_resume_collector`, in a ``finally``).

    A parse keeps all it builds, and the collector walks every live object from time to time:
    over a text of a million characters its walks, over an ever larger heap, took more time than
    the parse itself (benchmarks/parse_scaling.py). A parse builds no cycles for it to find; what
    it leaves behind waits for the next collection."""
    if len(text) < LONG_TEXT or not gc.isenabled():
        return False  # short, or paused already (by a caller, or by the program)
    gc.disable()
    return True


def _resume_collector(paused: bool) -> None:
    if paused:
        gc.enable()


def parse_text(text: str) -> Node:
    """Parse one normalised ability (rules text, reminders removed). Raises ParseError."""
    parsed = _parsed(text)
    if isinstance(parsed, ParseError):
        # a copy: raising the cached error would add this raise's frames to its traceback,
        # kept as long as the cache keeps the error
        raise parsed.copy()
    return parsed


def _parsed(text: str) -> Node | ParseError:
    """The tree of ``text``, or why it does not parse (an error never raised: no traceback, no
    frames, no other exception it was raised during), from the cache if it is there."""
    cached: Node | ParseError | None = _CACHE.get(text)
    if cached is None:
        paused = _pause_collector(text)
        try:
            cached = _parse_uncached(text)
        finally:
            _resume_collector(paused)
        if isinstance(cached, ParseError):
            cached.with_traceback(None)
            cached.__context__ = cached.__cause__ = None
        _CACHE.put(text, cached)
    return cached


def _parse_uncached(text: str) -> Node | ParseError:
    over = _over_text_limits(text)
    if over is not None:
        return over
    driver = _driver()
    try:
        tree = driver.parse(text)
    except UnexpectedInput as exc:
        return _error(text, exc)
    except BuildError as exc:
        return ParseError(f"cannot build the AST: {exc}", text=text, start=0, end=len(text), label="build")
    # Each level of quotation costs some twenty frames of every walk of the tree (rendering,
    # dumping, compiling): at fifty, they run out of Python's stack. A level takes two quotes.
    if text.count('"') > 2 * limits.MAX_QUOTE_DEPTH:
        deep = _too_deep_quote(tree)
        if deep is not None:
            start, end = (deep.span.start, deep.span.end) if deep.span is not None else (0, len(text))
            return ParseError(
                f"quoted abilities nest more than {limits.MAX_QUOTE_DEPTH} levels deep (the limit)",
                text=text, start=start, end=end, label="limit",
            )
    # A level of the tree takes three characters at the very least (a word and a space): a
    # shorter text cannot be too deep, and so is not walked (the database's longest is 645).
    if len(text) > 3 * limits.MAX_TREE_DEPTH:
        deep = _too_deep_node(tree)
        if deep is not None:
            start, end = (deep.span.start, deep.span.end) if deep.span is not None else (0, len(text))
            return ParseError(
                f"the ability's tree nests more than {limits.MAX_TREE_DEPTH} levels deep (the limit)",
                text=text, start=start, end=end, label="limit",
            )
    return tree


def _over_text_limits(text: str) -> ParseError | None:
    """The error for a text over a limit of :mod:`oraclec.limits` that can be seen before parsing
    it (its length, a number too long), else None."""
    if len(text) > limits.MAX_ABILITY_LENGTH:
        return ParseError(
            f"the ability is {limits.described(len(text))} characters long; the limit is "
            f"{limits.described(limits.MAX_ABILITY_LENGTH)}",
            text=text, start=0, end=len(text), label="limit",
        )
    number = limits.LONG_NUMBER.search(text)
    if number is not None:
        return ParseError(
            limits.number_too_large(number.group()),
            text=text, start=number.start(), end=number.end(), label="limit",
        )
    return None


def _too_deep_quote(tree: Node) -> Node | None:
    """The first quoted ability nested more than :data:`~oraclec.limits.MAX_QUOTE_DEPTH` levels
    deep in ``tree``, or None. A walk with a stack of its own: the tree may be too deep for
    recursion, which is why it is checked."""
    quoted, nested = ast.QuotedAbility, ast.NestedQuotedAbility
    pending: list[tuple[Any, int]] = [(tree, 0)]
    while pending:
        value, depth = pending.pop()
        if isinstance(value, tuple):
            pending.extend((item, depth) for item in reversed(value))
        elif isinstance(value, Node):
            if value.__class__ is quoted or value.__class__ is nested:
                depth += 1
                if depth > limits.MAX_QUOTE_DEPTH:
                    return value
            pending.extend((getattr(value, field.name), depth) for field in reversed(attrs.fields(type(value))) if field.name != "span")
    return None


def _too_deep_node(tree: Node) -> Node | None:
    """The first node more than :data:`~oraclec.limits.MAX_TREE_DEPTH` levels deep in ``tree``,
    or None: a walk with a stack of its own, as :func:`_too_deep_quote`."""
    pending: list[tuple[Any, int]] = [(tree, 1)]
    while pending:
        value, depth = pending.pop()
        if isinstance(value, tuple):
            pending.extend((item, depth) for item in reversed(value))
        elif isinstance(value, Node):
            if depth > limits.MAX_TREE_DEPTH:
                return value
            node_class: type = type(value)  # a class is hashable, whatever its instances are
            pending.extend((getattr(value, name), depth + 1) for name in reversed(_child_fields(node_class)))
    return None


@cache
def _child_fields(node_class: type) -> tuple[str, ...]:
    """The fields of a node class that may hold nodes: all but its span."""
    return tuple(field.name for field in attrs.fields(node_class) if field.name != "span")


class UnexpectedAt(UnexpectedToken):
    """A token the parse table has no action for, with the parser state it failed in."""

    def __init__(self, token: Token, expected: set[str], state: Any):
        super().__init__(token, expected)
        self.state = state
        self.scan: Scan | None = None


#: the most parses of one text with other readings of its ambiguous words (:meth:`_Driver._parse_otherwise`)
RETRIES: Final = 16
#: the characters those parses may read in all: a text longer than 4,000 characters (six times the
#: database's longest ability) gets fewer of them, and one over 64,000 none, so that the work on
#: a text that does not parse stays within a constant of one parse's
RETRY_CHARACTERS: Final = 64_000


class _Driver:
    """The LALR(1) loop over Lark's parse table, with our lexer and node building inline.

    Lark's own loop is general (interactive parsing, lexer threads, end handling, tree shaping
    in layers of wrappers); this one does only what oraclec needs. The table is Lark's, in a
    flatter form (:func:`oraclec.lexer.flat_table`): a shift or goto is the next state (an int),
    a reduction is (length, name, callback).
    """

    def __init__(self, tables: Tables):
        self.states = flat_table(tables.states, _reductions(tables.rules))
        self.start_state = tables.start_state
        self.end_state = tables.end_state
        self.end_states = frozenset(tables.end_states)
        if OracleLexer.vocabulary is None:
            OracleLexer.vocabulary = _vocabulary(terminal_defs())
        self.vocabulary = OracleLexer.vocabulary
        OracleLexer.table = self.states
        #: state -> the terminals it has an action for (what a parse error there expected)
        self.expected: dict[int, frozenset[str]] = {}
        #: parses run, other readings included (what bounds the work on a text that fails)
        self.parses = 0

    def parse(self, text: str) -> Any:
        scan = Scan(text, self.vocabulary, self.end_states)
        choices: list[tuple[int, int, int]] = []
        try:
            return self._parse(text, scan, None, choices)
        except UnexpectedAt as exc:
            exc.scan = scan  # the words' readings, to look for an unknown word further on
            # a word that is no terminal stays unknown whatever the words before it are read as
            # a text longer than the budget gets no other reading: one parse of it could overdraw it
            fits = exc.token.type != UNKNOWN and len(text) <= RETRY_CHARACTERS
            budget = min(RETRIES * max(len(text), 1), RETRY_CHARACTERS) if fits else 0
            if choices and budget:
                found = self._parse_otherwise(text, scan, choices, exc.token.start_pos or 0, budget)
                if found:
                    return found[0]
            raise  # the error of the first reading: where the text first stops making sense

    def _parse(self, text: str, scan: Scan, forced: dict[int, int] | None, choices: list[tuple[int, int, int]]) -> Any:
        self.parses += 1
        states = self.states
        stack = [self.start_state]
        values: list[Any] = []
        positions: list[Position] = []
        end = len(text)
        for kind, value, start, stop in tokens(text, self.vocabulary, states, stack, self.end_states, scan, forced, choices):
            self._feed(stack, values, positions, kind, value, start, stop)
        self._feed(stack, values, positions, END, "", end, end)
        return values[-1]

    def _parse_otherwise(
        self, text: str, scan: Scan, choices: list[tuple[int, int, int]], failed_at: int, budget: int
    ) -> tuple[Any] | None:
        """The tree of ``text`` with other readings of the words where the lexer had a choice
        (``choices``, from a parse that failed at offset ``failed_at``), or None.

        The lexer reads a few words ahead to choose; a wrong choice may show only further on.
        The choices nearest the failure are tried first; when none makes the parse succeed, the
        one that took it furthest is kept and the choices after it are tried in turn. The parses
        may read ``budget`` characters in all (as many as :data:`RETRIES` whole parses, fewer for
        a long text: see :data:`RETRY_CHARACTERS`), so that a text that does not parse costs a
        bounded multiple of one parse, and a long one no more than a short one (time stays linear
        in its length). A reading that cannot go on past its word costs only the words read up to
        it, so a word with many readings (a comma) does not use up the budget of the others."""
        forced: dict[int, int] = {}
        after = -1  # only words after the last forced one: the earlier ones' readings stand
        while budget > 0:
            best: tuple[int, dict[int, int], list[tuple[int, int, int]], int] | None = None
            for word, count, taken in reversed(choices):
                if word <= after:
                    break
                for other in range(taken + 1, count):
                    if budget <= 0:
                        break
                    attempt = dict(forced)
                    attempt[word] = other
                    found: list[tuple[int, int, int]] = []
                    try:
                        return (self._parse(text, scan, attempt, found),)
                    except DeadChoice:
                        budget -= scan.pieces[word][2] + 1  # read up to the forced word
                        continue
                    except UnexpectedAt as exc:
                        reached = exc.token.start_pos or 0
                        budget -= reached + 1
                        if reached > failed_at and (best is None or reached > best[0]):
                            best = (reached, attempt, found, word)
                    except BuildError:
                        budget -= len(text) + 1
                        continue
            if best is None:
                return None
            failed_at, forced, choices, after = best
        return None

    def _feed(self, stack: list[int], values: list[Any], positions: list[Position], kind: str, value: str, start: int, stop: int) -> bool:
        """Shift one token, after the reductions it calls for; True once $END completes the parse."""
        states = self.states
        while True:
            row = states[stack[-1]]
            action = row.get(kind)
            if action is None:
                state = stack[-1]
                expected = self.expected.get(state)
                if expected is None:
                    expected = self.expected[state] = frozenset(name for name in row if name.isupper() or name == END)
                raise UnexpectedAt(Token(kind, value, start_pos=start, end_pos=stop), set(expected), state)
            if isinstance(action, int):
                stack.append(action)
                values.append(value)
                positions.append((start, stop))
                return False
            size = action.size
            if size:
                value_out, position = action.reduce(values[-size:], positions[-size:])
                for _ in range(size):  # pops: cheaper than deleting slices in compiled code
                    stack.pop()
                    values.pop()
                    positions.pop()
            else:
                value_out, position = action.reduce([], [])
            stack.append(states[stack[-1]][action.origin])  # type: ignore[arg-type]  # a goto is a state
            values.append(value_out)
            positions.append(position)
            if stack[-1] == self.end_state and kind == END:  # the state first: END is read from the module
                return True


@cache
def _driver() -> _Driver:
    return _Driver(tables())


def _failure_at(text: str) -> tuple[Any, str] | None:
    """(parser state, token type) at which ``text`` fails to parse; None if it parses or fails
    otherwise (what oraclec.parse_errors recognises its examples by)."""
    try:
        _driver().parse(text)
    except UnexpectedAt as exc:
        return exc.state, exc.token.type
    except Exception:
        return None
    return None


def prepare() -> None:
    """Build the parser now (before forking worker processes, which then inherit it)."""
    _driver()


def _error(text: str, exc: UnexpectedInput) -> ParseError:
    from .parse_errors import diagnose

    if isinstance(exc, UnexpectedToken):
        token = exc.token
        if token.type == "$END":
            start = end = len(text)
            found = "end of text"
        else:
            start = token.start_pos or 0
            end = token.end_pos or start + len(token)
            found = str(token)
        state = getattr(exc, "state", None)
        unknown = _first_unknown_word(text, start, getattr(exc, "scan", None)) if token.type != UNKNOWN else None
        if unknown is not None:
            # The parser stopped at a word it knows; the real problem is a word it does not know
            # further on ("... and frobnicate the widget."): point at that word.
            start, end, found = unknown
            token = Token(UNKNOWN, found, start_pos=start, end_pos=end)
        diagnosis = diagnose(state, token.type, found, exc.expected, OracleLexer.vocabulary, _failure_at)
        # What was expected is known at the point where the parser stopped, not further on.
        terminals = () if unknown is not None else tuple(sorted(exc.expected))
        expected = _described(terminals)
        return ParseError(
            diagnosis.message,
            text=text,
            start=start,
            end=end,
            found=found,
            expected=expected,
            terminals=terminals,
            label=diagnosis.label,
            suggestion=diagnosis.suggestion,
        )
    pos = getattr(exc, "pos_in_stream", 0) or 0
    return ParseError(str(exc), text=text, start=pos, end=pos + 1)


def _first_unknown_word(text: str, at: int, scan: Scan | None = None) -> tuple[int, int, str] | None:
    """(start, end, word) of the first word at or after ``at`` that is no terminal at all, nor
    part of a phrase terminal ("order" in "in a random order"), nor read as a word of an open
    class where it stands ("charge" in "charge counters"). ``scan`` is the text's scan
    from the parse, when there is one."""
    vocabulary = OracleLexer.vocabulary
    assert vocabulary is not None
    if scan is None:
        scan = Scan(text, vocabulary)
    # Only a word that is no terminal can be the answer, and most failing texts have none after
    # ``at`` (4,227 of the 5,158 in the corpus that come here): words' terminals are cached, the
    # phrase readings below are not.
    if not any(end > at and value[:1].isalpha() and not vocabulary.classify(value) for value, _start, end in scan.pieces):
        return None
    # Words of a card name after "named" are not vocabulary: where they may begin is found
    # once (looking before each word made a long failing text quadratic).
    named = text.find("named ")
    names_from = len(text) + 1 if named == -1 else named + len("named ")
    covered_to = 0  # the end of the phrase readings that began before this word
    for i, (value, start, end) in enumerate(scan.pieces):
        if start >= covered_to:
            covered_to = scan.furthest(i)
            if covered_to > end:
                continue  # the first word of a phrase terminal ("command" of "the command zone")
        elif end <= covered_to:
            continue  # inside a phrase that began before it
        if end <= at or not value[:1].isalpha():
            continue
        # a word no terminal knows may still have a reading where it stands: a counter's name
        # before "counters", a new creature type before "token"
        if not vocabulary.classify(value) and start < names_from and not scan.readings(i):
            return start, end, value
    return None


@lru_cache(maxsize=1 << 12)
def _described(terminals: tuple[str, ...]) -> tuple[str, ...]:
    """Expected terminals in words (many failures share a parser state, so the same set)."""
    from .parse_errors import describe_expected

    return tuple(describe_expected(terminals, _literals()))


@cache
def _literals() -> dict[str, str]:
    """Terminal name -> its word, for the grammar's literal terminals."""
    return {t.name: t.pattern.value for t in terminal_defs() if t.pattern.type == "str"}


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

    def anchored(self) -> ast.AbilityLine | None:
        """The ability's tree with spans in the original text of the face (line, column and
        offsets), instead of offsets into the normalised rules text. Parses are cached and
        shared between cards, so spans are anchored on request."""
        if self.line is None:
            return None
        paused = _pause_collector(self.text.rules)
        try:
            return anchor(self.line, self.text)
        finally:
            _resume_collector(paused)


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
        """The card's AST, every span in the coordinates of its face's original Oracle text
        (abilities that did not parse are left out; see ``ok``)."""
        return ast.CardText(
            name=self.card.name,
            faces=tuple(
                ast.FaceText(
                    name=f.face.name,
                    abilities=tuple(a.anchored() for a in f.abilities if a.line is not None),  # type: ignore[misc]
                )
                for f in self.faces
            ),
        )


_SPELL_TYPES = frozenset({"Instant", "Sorcery"})


def _one_turns_step(trigger: Node) -> bool:
    """"At the beginning of your next upkeep", "At the beginning of combat this turn": a step of
    one turn only, which no triggered ability of an object waits for (CR 603.2b: it triggers each
    time the step begins)."""
    if not isinstance(trigger, ast.StepTrigger):
        return False
    return any(isinstance(w, str) and w.lower() in ("next", "this") for w in trigger.step.words)  # type: ignore[attr-defined]  # a StepRef


def _classify_statements(body: Node, is_spell: bool) -> Node:
    """Sentences are a spell ability on an instant or sorcery, a static ability elsewhere. An
    instant's or sorcery's paragraph "At the beginning of your next upkeep, ..." is the spell's
    too: a delayed triggered ability it creates as it resolves (CR 603.7a)."""
    if isinstance(body, ast.Statements):
        wrapper: Any = ast.SpellAbility if is_spell else ast.StaticAbility  # span is Node's field
        return wrapper(body=body, span=body.span)  # type: ignore[no-any-return]
    if is_spell and isinstance(body, ast.Triggered) and _one_turns_step(body.trigger):
        spell: Any = ast.SpellAbility  # span is Node's field
        return spell(body=body, span=body.span)  # type: ignore[no-any-return]
    if isinstance(body, (ast.Labeled, ast.KeywordAbility, ast.Threshold, ast.ResultRange, ast.ResultExact)):
        labeled: Any = body
        return attrs.evolve(labeled, ability=_classify_statements(body.ability, is_spell))  # type: ignore[no-any-return]
    return body


def parse_ability(ability: TextAbility, *, is_spell: bool = False) -> ParsedAbility:
    """Parse one normalised ability and check that it renders back exactly."""
    paused = _pause_collector(ability.rules)
    try:
        return _parse_ability(ability, is_spell)
    finally:
        _resume_collector(paused)


def _parse_ability(ability: TextAbility, is_spell: bool) -> ParsedAbility:
    reminders = tuple(ast.Reminder(text=r.text, at=r.at, before=r.before) for r in ability.reminders)
    if not ability.rules.strip():
        line = ast.AbilityLine(body=None, reminders=reminders)
        rendered_rules = ""
    else:
        body = _parsed(ability.rules)
        if isinstance(body, ParseError):
            by_reminder = _keyword_by_reminder(ability)
            if by_reminder is None:
                return ParsedAbility(text=ability, error=body)
            body = by_reminder
        line = ast.AbilityLine(body=_classify_statements(body, is_spell), reminders=reminders)
        # The body of a text is cached, so is its rendering (wrapping it as a spell or static
        # ability does not change the text).
        cached: str | None = _RENDERED.get(ability.rules)
        if cached is None:
            cached = render_ability(body)
            _RENDERED.put(ability.rules, cached)
        rendered_rules = cached
    rendered = join_reminders(rendered_rules, reminders)
    if rendered != ability.text:
        plural = _plural_self(line.body) if "~" in ability.rules and line.body is not None else None
        if plural is None or join_reminders(render_ability(plural), reminders) != ability.text:
            return ParsedAbility(text=ability, error=_round_trip_error(ability.text, rendered))
        line = ast.AbilityLine(body=plural, reminders=reminders)
    return ParsedAbility(text=ability, line=line)


def _plural_self(tree: Node) -> Node | None:
    """The tree with every self-reference ("~") a plural noun phrase, the reading of a name such
    as "Ran and Shaw" whose verbs agree with it in the plural ("When ~ enter, ..."); None if the
    tree has none. A name's number is not in the text but in that agreement: the caller keeps
    this reading only if it renders back to the text exactly, all of its verbs agreeing."""
    if not any(isinstance(n, ast.SelfRef) for n in tree.walk()):
        return None
    return _with_plural_self(tree)  # type: ignore[no-any-return]


def _with_plural_self(value: Any) -> Any:
    if isinstance(value, tuple):
        return tuple(_with_plural_self(v) for v in value)
    if not isinstance(value, Node):
        return value
    if isinstance(value, ast.SelfRef):
        return ast.PluralSelfRef(text=value.text, span=value.span)  # type: ignore[call-arg]  # span: Node's own field
    changes = {f.name: _with_plural_self(getattr(value, f.name)) for f in attrs.fields(type(value)) if f.name != "span"}
    return attrs.evolve(value, **changes)


#: a keyword the rules do not have, as the whole text of a line before its reminder text: a
#: capitalised word and up to two more in lower case ("Wayfind", "Double team", "Start your
#: engines!"), then an optional parameter: a number, X, or mana symbols ("Ember 2", "Host {1}{R}").
#: A keyword names a thing or an action, so its words are no article, determiner or "target":
#: "Tap target creature (...)" is a sentence, not a keyword.
_KEYWORD_BY_REMINDER = re.compile(
    r"(?!.*\b(?:a|an|the|target|each|all|any|another|this|that|those|these)\b)"
    r"(?P<name>[A-Z][a-z]+(?:[-'][a-z]+)*(?: [a-z]+(?:[-'][a-z]+)*){0,2}!?)"
    r"(?: (?P<written>[0-9]{1,9}|X|(?:\{[^{}\s]{1,8}\})+))?"
)
#: where a reminder text's next ability starts: a sentence that begins with a trigger word
#: ("When", "Whenever", "At", CR 603.1) after a period; other sentences go on with the ability
#: before them ("When this creature enters, look at ... . Put one of them into your hand ...")
_NEXT_ABILITY = re.compile(r"(?<=\.) (?=(?:When|Whenever|At) )")


def _keyword_by_reminder(ability: TextAbility) -> Node | None:
    """A line that does not parse, read as a keyword the rules do not have followed by the
    reminder text that says what it does ("Ember 2 (Whenever you cast an instant or sorcery
    spell, this creature deals 2 damage to each opponent.)"); None unless the line is exactly a
    keyword-shaped name that no keyword of the rules has, and one reminder text after it whose
    abilities parse (:func:`reminder_abilities`)."""
    if len(ability.reminders) != 1 or ability.reminders[0].at != len(ability.rules):
        return None
    m = _KEYWORD_BY_REMINDER.fullmatch(ability.rules)
    if m is None or lookup(m.group("name")) is not None or _starts_with_keyword_ability(m.group("name")):
        return None
    reminder = ability.reminders[0].text
    if reminder_abilities(reminder) is None:
        return None
    span = Span(0, len(ability.rules))
    keyword = ast.KeywordByReminder(name=m.group("name"), written=m.group("written"), reminder=reminder, span=span)  # type: ignore[call-arg]
    return ast.KeywordLine(keywords=(keyword,), span=span)  # type: ignore[call-arg, no-any-return]


def _starts_with_keyword_ability(name: str) -> bool:
    """"Affinity with outlaws", "Flying 2": a keyword of the rules written another way, which
    stays an error that names the keyword's own form."""
    entry = lookup(name.split()[0])
    return entry is not None and entry.kind is Kind.ABILITY


def reminder_abilities(text: str) -> tuple[ParsedAbility, ...] | None:
    """The abilities a reminder text states, parsed: one ability per triggered sentence and the
    sentences that follow it ("This creature can't block. When it attacks, sacrifice it at end
    of combat." is a static and a triggered ability), else the whole text as one ability; None
    when it does not parse either way."""
    parts = _NEXT_ABILITY.split(text)
    if len(parts) > 1 and not any(part.count('"') % 2 for part in parts):
        parsed = tuple(parse_ability(normalise_ability(part)) for part in parts)
        if all(p.line is not None and p.line.body is not None for p in parsed):
            return parsed
    whole = parse_ability(normalise_ability(text))
    if whole.line is not None and whole.line.body is not None:
        return (whole,)
    return None


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


def anchor(node: Any, ability: TextAbility) -> Any:
    """A copy of ``node`` whose spans point into the original text of the ability's face."""
    if isinstance(node, tuple):
        return tuple(anchor(item, ability) for item in node)
    if not isinstance(node, Node):
        return node
    changes: dict[str, Any] = {}
    for field in attrs.fields(type(node)):
        if field.name == "span":
            continue
        value = getattr(node, field.name)
        if isinstance(value, (Node, tuple)):
            new = anchor(value, ability)
            if new is not value:
                changes[field.name] = new
    span = node.span
    if span is None and isinstance(node, ast.AbilityLine):
        span = Span(0, len(ability.rules))
    if span is not None:
        start = ability.original_offset(span.start)
        end = ability.original_offset(span.end - 1) + 1 if span.end > span.start else start
        line, column = line_column(ability.original, start)
        end_line, end_column = line_column(ability.original, end)
        changes["span"] = Span(start, end, line, column, end_line, end_column)
    return attrs.evolve(node, **changes) if changes else node
