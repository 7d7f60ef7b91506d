"""What the language server knows about one card file: its findings and their fixes, the parse
and compiled effects of each line of rules text, and the words that may be typed where.

Nothing here speaks the protocol (:mod:`.server` does): a position is a 0-based line and a
character counted in code points, in the text with its line endings read as "\\n" (a CR LF
ending changes no line or column before it, so positions hold in the editor's text too).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache

import attrs

from .. import cardfile
from ..errors import InputError
from ..lint import Diagnostic, Options, Severity, lint_target
from ..lint import cardfile as lint_cardfile
from ..lint.model import Fix

#: (line, character), both 0-based
Position = tuple[int, int]

#: how many card blocks that cannot be read (a card still being written) one file may have
#: before the rest of it is given up on: each costs one more read of the file
MOST_UNREADABLE_BLOCKS = 100

#: the lines of a parse tree a hover shows; ``oraclec parse`` shows the whole tree
HOVER_TREE_LINES = 60


@attrs.frozen(kw_only=True)
class Problem:
    """A finding placed in the file, or a card the file format cannot read (``code`` None)."""

    start: Position
    end: Position
    severity: Severity
    message: str
    code: str | None = None
    #: the check's name ("outdated-mill")
    name: str | None = None
    #: the text that replaces ``start``-``end`` (None: no fix)
    replacement: str | None = None
    #: how sure the replacement is (:class:`~oraclec.lint.model.Fix`)
    fix: Fix | None = None
    #: the text the replacement replaces, as written
    old: str = ""

    @property
    def fix_title(self) -> str:
        """The title of its code action: what it changes, and how sure it is."""
        if self.replacement is None:
            return ""
        if not self.old:
            change = f"insert {self.replacement!r}"
        elif self.replacement:
            change = f"replace {self.old!r} with {self.replacement!r}"
        else:
            change = f"delete {self.old!r}"
        if self.fix is Fix.SAFE:
            return f"Fix {self.code}: {change}"
        if self.fix is Fix.UNSAFE:
            return f"Guess ({self.code}, may change the meaning): {change}"
        return f"Suggestion ({self.code}, the closest wording that parses): {change}"


@attrs.frozen
class Edit:
    """Replace the text from ``start`` to ``end`` with ``new_text``."""

    start: Position
    end: Position
    new_text: str


@attrs.frozen
class HoverText:
    """What hovering a line of rules text shows (Markdown), and the lines of its ability."""

    markdown: str
    start: Position
    end: Position


@attrs.frozen
class Completion:
    """A word that may be typed at a place: the text to insert and what it is."""

    label: str
    #: "keyword", "keyword action", "ability word", "card type", "supertype" or "<kind> type"
    detail: str
    #: the rule that defines it, when known
    rule: str | None = None


def normalised(text: str) -> str:
    """The text with its line endings read as "\\n", as the card file reader reads a file. A CR
    alone ends a line for the editor (LSP), so it is one here too."""
    return text.replace("\r\n", "\n").replace("\r", "\n")


class Analysis:
    """One version of a card file, linted: its problems at once, the rest on request."""

    def __init__(self, text: str, path: str = "<cards>", options: Options | None = None, *, earlier: Analysis | None = None):
        """``earlier``: the analysis of the file's previous version, whose findings on the cards
        that did not change (nor move) are taken as they are: typing in one card of a set file
        lints that card alone."""
        self.text = normalised(text)
        self.lines = self.text.split("\n")
        self.path = path
        self.options = options or Options()
        #: the text the cards were read from: ``text`` with each card the format cannot read
        #: blanked out (spaces for its characters, so every other position stays where it is)
        self.readable, self.blocks, unreadable = _readable(self.text, path)
        self.targets = lint_cardfile.targets(self.blocks, path, self.readable)
        self.problems: list[Problem] = [*unreadable]
        #: each card's findings, by the card and where its fields are in the file
        self.linted: dict[tuple[object, ...], list[Diagnostic]] = {}
        reusable = earlier.linted if earlier is not None and earlier.options == self.options and earlier.path == path else {}
        for target, block in zip(self.targets, self.blocks, strict=True):
            key = (target.card, tuple(sorted(target.origins.items())))
            found = reusable.get(key)
            if found is None:
                found = lint_target(target, self.options)
            self.linted[key] = found
            self.problems.extend(self._placed(d, block) for d in found)
        self.problems.sort(key=lambda p: (p.start, p.end))  # stable: each card's findings stay in their order

    # -- findings ----------------------------------------------------------------------------------
    def _placed(self, d: Diagnostic, block: cardfile.CardBlock) -> Problem:
        position = d.file_position
        if position is None:  # every field of a card file has its place; the card's line else
            start, end = (block.line - 1, 0), (block.line - 1, len(self.lines[block.line - 1]))
        else:
            start, end = (position[0] - 1, position[1] - 1), (position[2] - 1, position[3] - 1)
        return Problem(
            start=start,
            end=end,
            severity=d.severity,
            message=d.message + _rule_note(d.rule),
            code=d.code,
            name=d.name,
            replacement=d.replacement,
            fix=d.fix if d.replacement is not None else None,
            old=d.source[d.start : d.end],
        )

    def fix_all_edits(self) -> list[Edit]:
        """The edits that ``oraclec lint --fix`` makes to this file: every safe fix, pass after
        pass, each field rewritten where it changes."""
        from ..lint.fixing import field_value, fix_target

        edits: list[Edit] = []
        for block, target in zip(self.blocks, self.targets, strict=True):
            fixed = fix_target(target, self.options)
            if not fixed.changed:
                continue
            for (face_index, field), span in sorted(block.spans.items(), key=lambda item: item[1].start):
                if field in ("pt", "loyalty", "defense"):
                    continue  # no check fixes these
                old = self.readable[span.start : span.end]
                new = field_value(fixed.target, face_index, field)
                if new != old:
                    edits.append(self._narrowed(span.start, old, new))
        return edits

    def _narrowed(self, start: int, old: str, new: str) -> Edit:
        """The edit of ``old`` (at ``start``) into ``new``, without the characters both share at
        either end: the editor keeps its cursor and marks outside what changes."""
        prefix = 0
        while prefix < min(len(old), len(new)) and old[prefix] == new[prefix]:
            prefix += 1
        suffix = 0
        while suffix < min(len(old), len(new)) - prefix and old[-1 - suffix] == new[-1 - suffix]:
            suffix += 1
        return Edit(self.position(start + prefix), self.position(start + len(old) - suffix), new[prefix : len(new) - suffix])

    def position(self, offset: int) -> Position:
        line = self.text.count("\n", 0, offset)
        return line, offset - (self.text.rfind("\n", 0, offset) + 1)

    # -- hover -------------------------------------------------------------------------------------
    def hover(self, line: int) -> HoverText | None:
        """The parse tree and compiled effects of the ability on ``line``, or why it does not
        parse; None off the rules text of a card."""
        found = self._text_at(line)
        if found is None:
            return None
        block, face_index = found
        from ..compiled import compile_ability
        from ..dump import dump
        from ..parser import parse_face
        from ..text import line_column

        face = block.card.faces[face_index]
        text_line = block.spans[(face_index, "text")].line - 1  # the file's line of the text's first
        parsed = parse_face(face, block.card).abilities
        firsts = [line_column(face.oracle_text, ability.text.start)[0] - 1 + text_line for ability in parsed]
        index = max((i for i, first in enumerate(firsts) if first <= line), default=None)
        if index is None:
            return None
        ability = parsed[index]
        last = (firsts[index + 1] - 1) if index + 1 < len(parsed) else text_line + face.oracle_text.count("\n")
        while last > firsts[index] and not self.lines[last].strip():
            last -= 1
        parts: list[str] = []
        if ability.line is None:
            error = ability.error
            reason = error.reason if error is not None else "does not parse"
            parts.append(f"**Does not parse**: {reason}")
            if error is not None:
                error_line, column = ability.text.line_column(error.start)
                parts[-1] += f" (line {error_line + text_line}, column {column})"
                if error.expected:
                    parts.append("Expected one of: " + ", ".join(f"`{e}`" for e in error.expected[:12]))
        else:
            compiled, problems = compile_ability(ability, parsed[:index])
            parts.append(f"**{ability.kind.capitalize()} ability**: parse tree")
            parts.append(_code_block(_shortened_tree(dump(ability.line))))
            parts.append(f"**Compiled effects** ({compiled.status})")
            described = [effect.describe() for effect in compiled.abilities]
            parts.append(_code_block("\n".join(described) if described else "(none)"))
            for problem in problems:
                parts.append(f"Not compiled: {problem.message}" + (f" (`{problem.text}`)" if problem.text else ""))
        return HoverText("\n\n".join(parts), (firsts[index], 0), (last, len(self.lines[last])))

    def _text_at(self, line: int) -> tuple[cardfile.CardBlock, int] | None:
        """The card and face whose rules text has ``line``."""
        for block in self.blocks:
            for (face_index, field), span in block.spans.items():
                if field != "text" or span.start == span.end:
                    continue
                first = span.line - 1
                if first <= line <= first + self.readable.count("\n", span.start, span.end):
                    return block, face_index
        return None

    # -- completion --------------------------------------------------------------------------------
    def completions(self, line: int, character: int) -> list[Completion]:
        """The keywords, types and subtypes that may be typed at ``line``, ``character``: the
        type line takes supertypes, card types and subtypes; rules text takes keywords, ability
        words, card types and subtypes, each written as Oracle writes it there (capitalised as
        the first word of a line or sentence, else a card type and a keyword in lower case)."""
        if not 0 <= line < len(self.lines):
            return []
        role = _line_role(self.lines, line)
        if role == "type line":
            return list(_type_line_words())
        if role != "text":
            return []
        before = self.lines[line][:character]
        written = _TYPED.search(before)
        at_start = _SENTENCE_START.search(before[: written.start() if written else len(before)]) is not None
        line_start = not before[: written.start() if written else len(before)].strip()
        return list(_text_words(at_start, line_start))

    def typed_start(self, line: int, character: int, label: str) -> int:
        """Where the text a completion replaces starts: the first word of the line before
        ``character`` from which what is typed begins ``label`` ("Double s" of "Double strike",
        whatever its case), else the start of the word being typed."""
        before = self.lines[line][:character] if 0 <= line < len(self.lines) else ""
        wanted = label.lower()
        for word in _WORD_START.finditer(before):
            if wanted.startswith(before[word.start() :].lower()):
                return word.start()
        typed = _TYPED.search(before)
        return typed.start() if typed else character


# -- reading cards that are still being written ------------------------------------------------------
_WHERE_LINE = re.compile(r"^line (\d+)$")


def _readable(text: str, path: str) -> tuple[str, list[cardfile.CardBlock], list[Problem]]:
    """``text`` with every card that the file format cannot read blanked out, the cards read
    from it, and a problem for each card blanked: a card being typed (a name line with no type
    line yet) should not hide the findings of the others."""
    problems: list[Problem] = []
    lines = text.split("\n")
    for _ in range(MOST_UNREADABLE_BLOCKS):
        try:
            blocks = cardfile.parse(text, path)
        except InputError as exc:
            where = _WHERE_LINE.match(exc.where or "")
            line = min(int(where.group(1)) - 1, len(lines) - 1) if where else 0
            problems.append(Problem(start=(line, 0), end=(line, len(lines[line])), severity=Severity.ERROR, message=exc.reason))
            blanked = _blank_block(text, line)
            if blanked == text:  # nothing left to blank: the error is not a card's
                return "", [], problems
            text = blanked
            continue
        return text, blocks, problems
    problems.append(
        Problem(start=(0, 0), end=(0, len(lines[0])), severity=Severity.ERROR, message=f"more than {MOST_UNREADABLE_BLOCKS} cards of this file cannot be read: none of its cards is linted")
    )
    return "", [], problems


def _blank_block(text: str, line: int) -> str:
    """``text`` with the card around ``line`` (the lines between blank lines) written as spaces."""
    lines = text.split("\n")
    first = last = line
    while first > 0 and lines[first - 1].strip():
        first -= 1
    while last + 1 < len(lines) and lines[last + 1].strip():
        last += 1
    for n in range(first, last + 1):
        lines[n] = " " * len(lines[n])
    return "\n".join(lines)


def _line_role(lines: list[str], line: int) -> str:
    """What a line of a card file holds: "name", "type line", "text", "comment" or "blank" (the
    last line of a card, its P/T or loyalty, counts as text: it may not be written yet)."""
    if not lines[line].strip():
        return "blank"
    if lines[line].startswith("#"):
        return "comment"
    if lines[line].strip() == cardfile.FACE_SEPARATOR:
        return "separator"
    before = 0  # the card's lines before this one, in this face
    n = line - 1
    while n >= 0 and lines[n].strip():
        if lines[n].strip() == cardfile.FACE_SEPARATOR:
            break
        if not lines[n].startswith("#"):
            before += 1
        n -= 1
    return ("name", "type line")[before] if before < 2 else "text"


# -- words: one source, the keyword table and the vocabulary ------------------------------------------
#: the word being typed, at the end of the text before the cursor
_TYPED = re.compile(r"[\w'’-]*$")
#: where a word starts
_WORD_START = re.compile(r"(?<![\w'’-])[\w'’-]")
_SENTENCE_START = re.compile(r"(?:^|[.:!?—•(]|[\"“])\s*$")


def _rule_note(rule: str | None) -> str:
    if not rule:
        return ""
    return f" ({rule})" if rule.startswith("glossary") else f" (CR {rule})"


def _code_block(text: str) -> str:
    return f"```text\n{text}\n```"


def _shortened_tree(tree: str) -> str:
    lines = tree.split("\n")
    if len(lines) <= HOVER_TREE_LINES:
        return tree
    rest = len(lines) - HOVER_TREE_LINES
    return "\n".join([*lines[:HOVER_TREE_LINES], f"… {rest} more lines ('oraclec parse' prints the whole tree)"])


@cache
def _keyword_spellings() -> tuple[tuple[str, str, str], ...]:
    """(Oracle spelling as the first word of a line, kind, rule) of every keyword: the spelling
    of its canonical example where the example starts with it ("Double strike", "The Ring tempts
    you"), else its name with the first word's capital only."""
    from ..keywords import KEYWORDS, Kind

    out = []
    for entry in KEYWORDS:
        spelling = entry.example[: len(entry.name)]
        if spelling.lower() != entry.name.lower():
            spelling = entry.name[:1] + entry.name[1:].lower()
        out.append((spelling, "keyword" if entry.kind is Kind.ABILITY else "keyword action", entry.rule))
    return tuple(out)


@cache
def _type_line_words() -> tuple[Completion, ...]:
    from ..vocabulary import SUBTYPE_RULES, data

    vocabulary = data()
    words = [Completion(t, "supertype", "205.4a") for t in vocabulary["supertypes"]]
    words += [Completion(t, "card type", "205.2a") for t in vocabulary["card_types"]]
    for kind, subtypes in vocabulary["subtypes"].items():
        words += [Completion(s, f"{kind} type", SUBTYPE_RULES[kind]) for s in subtypes]
    return tuple(words)


def _text_words(sentence_start: bool, line_start: bool) -> Iterator[Completion]:
    from ..vocabulary import data

    def cased(word: str) -> str:
        return word if sentence_start else word[:1].lower() + word[1:]

    for spelling, kind, rule in _keyword_spellings():
        yield Completion(cased(spelling), kind, rule)
    if line_start:
        # an ability word starts its line, in italics before a dash (CR 207.2c)
        for word in data()["ability_words"]:
            yield Completion(word[:1].upper() + word[1:], "ability word", "207.2c")
    for word in _type_line_words():
        if word.detail == "supertype" or word.detail == "card type":
            yield Completion(word.label if sentence_start else word.label.lower(), word.detail, word.rule)
        else:
            yield word  # a subtype keeps its capital (CR 205.3)
