"""Parse coverage of a card database: how many cards and abilities parse, and what fails.

A card counts as parsed only if every ability of every face parses *and* renders back to its
normalised text exactly. Failures are grouped into wording families by the first unexpected words,
so the next grammar work is obvious.
"""

from __future__ import annotations

import collections
import functools
import os
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import attrs

from .cards import Card
from .parser import PARSE_CACHE_CHARACTERS, BoundedCache, ParsedCard, parse_card
from .workers import collector_for_caches, map_in_workers


@attrs.define
class Failure:
    """A wording family that fails: the words before and at the failure point."""

    key: str
    count: int = 0
    examples: list[tuple[str, str]] = attrs.field(factory=list)  # (card name, ability text)
    kind: str = "syntax"  # syntax | round-trip | build


@attrs.define
class Stats:
    cards: int = 0
    cards_parsed: int = 0
    abilities: int = 0
    abilities_parsed: int = 0
    kinds: collections.Counter[str] = attrs.field(factory=collections.Counter)
    failures: dict[str, Failure] = attrs.field(factory=dict)
    round_trip_failures: int = 0
    build_failures: int = 0
    #: cards whose every ability parsed and compiled with no Unsupported node (oraclec.compiler)
    cards_compiled: int = 0
    #: why parsed abilities did not compile fully: reason -> count
    unsupported: collections.Counter[str] = attrs.field(factory=collections.Counter)
    extra: dict[str, Any] = attrs.field(factory=dict)
    #: names of the cards that parsed fully, in database order (for tests and tools that want
    #: to work on parsed cards without parsing the database again)
    parsed_names: list[str] = attrs.field(factory=list)
    #: names of the cards that compiled fully (counted in ``cards_compiled``), in database order
    compiled_names: list[str] = attrs.field(factory=list)
    #: cards that did not parse fully but have abilities that did: name -> the numbers of those
    #: abilities (1-based, counted across the card's faces)
    partly_parsed: dict[str, tuple[int, ...]] = attrs.field(factory=dict)
    #: compiled cards every ability of which was exercised in the runtime's sandbox (activated,
    #: its trigger event caused, its static effect observed, ...) with no error and no
    #: unsupported construct; counted only when collect(runtime=True) (oraclec.runtime.sandbox)
    cards_executable: int = 0
    #: compiled cards that were cast (or put onto the battlefield) in the sandbox and resolved
    #: with the default chooser with no error and no unsupported construct, whether or not their
    #: abilities could then be exercised (the sandbox's first measure)
    cards_resolved_in_sandbox: int = 0
    #: why compiled cards are not executable: reason -> cards (oraclec.runtime.sandbox)
    executable_failures: collections.Counter[str] = attrs.field(factory=collections.Counter)
    #: sandbox outcome of each compiled card: executable, not exercised, unsupported, refused, error
    runtime_statuses: collections.Counter[str] = attrs.field(factory=collections.Counter)
    #: constructs the runtime reached but can't execute yet: class name -> cards
    runtime_unsupported: collections.Counter[str] = attrs.field(factory=collections.Counter)
    runtime_examples: dict[str, list[str]] = attrs.field(factory=dict)
    #: compiled cards not executable because they have or grant a keyword ability that the
    #: runtime does not support (oraclec.keywords.SUPPORT), and those keywords: keyword -> cards
    cards_held_back_by_keywords: int = 0
    runtime_unsupported_keywords: collections.Counter[str] = attrs.field(factory=collections.Counter)

    def add(self, parsed: ParsedCard, max_examples: int = 3, *, runtime: bool = False) -> None:
        self.cards += 1
        self.cards_parsed += parsed.ok
        if parsed.ok:
            self.parsed_names.append(parsed.card.name)
            reasons = card_unsupported_reasons(parsed)
            self.cards_compiled += not reasons
            if not reasons:
                self.compiled_names.append(parsed.card.name)
            self.unsupported.update(reasons)
            if runtime and not reasons:
                self._run(parsed)
        else:
            numbers = tuple(n for n, ability in enumerate(parsed.abilities, 1) if ability.ok)
            if numbers:
                self.partly_parsed[parsed.card.name] = numbers
        for ability in parsed.abilities:
            self.abilities += 1
            if ability.ok:
                self.abilities_parsed += 1
                self.kinds[ability.kind] += 1
                continue
            error = ability.error
            assert error is not None
            kind = error.label if error.label in ("round-trip", "build") else "syntax"
            if kind == "round-trip":
                self.round_trip_failures += 1
            elif kind == "build":
                self.build_failures += 1
            key = failure_key(ability.text.rules, error.start, error.end, kind)
            family = self.failures.get(key)
            if family is None:
                family = self.failures[key] = Failure(key=key, kind=kind)
            family.count += 1
            if len(family.examples) < max_examples:
                family.examples.append((parsed.card.name, ability.text.text))

    def _run(self, parsed: ParsedCard) -> None:
        from .runtime.sandbox import EXECUTABLE, UNSUPPORTED, smoke_card

        result = smoke_card(parsed.card)
        self.runtime_statuses[result.status] += 1
        self.cards_executable += result.status == EXECUTABLE
        self.cards_resolved_in_sandbox += result.resolved
        self.executable_failures.update(result.reasons)
        if result.status == UNSUPPORTED and not result.keywords:  # keywords are counted apart
            self.runtime_unsupported.update(result.detail.split(", "))
        if result.keywords:
            self.cards_held_back_by_keywords += 1
            self.runtime_unsupported_keywords.update(result.keywords)
        if result.status != EXECUTABLE:
            bucket = self.runtime_examples.setdefault(result.status, [])
            if len(bucket) < 5:
                bucket.append(f"{result.name}: {result.detail}"[:160])

    def merge(self, other: Stats) -> None:
        self.cards += other.cards
        self.cards_parsed += other.cards_parsed
        self.cards_compiled += other.cards_compiled
        self.cards_executable += other.cards_executable
        self.cards_resolved_in_sandbox += other.cards_resolved_in_sandbox
        self.executable_failures.update(other.executable_failures)
        self.runtime_statuses.update(other.runtime_statuses)
        self.runtime_unsupported.update(other.runtime_unsupported)
        self.cards_held_back_by_keywords += other.cards_held_back_by_keywords
        self.runtime_unsupported_keywords.update(other.runtime_unsupported_keywords)
        for status, items in other.runtime_examples.items():
            bucket = self.runtime_examples.setdefault(status, [])
            bucket.extend(items[: max(0, 5 - len(bucket))])
        self.parsed_names.extend(other.parsed_names)
        self.compiled_names.extend(other.compiled_names)
        self.partly_parsed.update(other.partly_parsed)
        self.unsupported.update(other.unsupported)
        self.abilities += other.abilities
        self.abilities_parsed += other.abilities_parsed
        self.kinds.update(other.kinds)
        self.round_trip_failures += other.round_trip_failures
        self.build_failures += other.build_failures
        for key, family in other.failures.items():
            mine = self.failures.get(key)
            if mine is None:
                self.failures[key] = family
            else:
                mine.count += family.count
                mine.examples.extend(family.examples[: max(0, 3 - len(mine.examples))])

    def top_failures(self, n: int = 20) -> list[Failure]:
        return sorted(self.failures.values(), key=lambda f: (-f.count, f.key))[:n]

    def _runtime_json(self, top: int) -> dict[str, Any]:
        if not self.runtime_statuses:
            return {}
        ran = sum(self.runtime_statuses.values())
        return {
            "cards_executable": self.cards_executable,
            "cards_executable_of_compiled_ratio": round(self.cards_executable / ran, 4) if ran else 0.0,
            "cards_resolved_in_sandbox": self.cards_resolved_in_sandbox,
            "cards_resolved_in_sandbox_of_compiled_ratio": round(self.cards_resolved_in_sandbox / ran, 4) if ran else 0.0,
            "executable_failures": [{"reason": r, "cards": n} for r, n in self.top_executable_failures(top)],
            "runtime_statuses": dict(sorted(self.runtime_statuses.items())),
            "runtime_unsupported": [{"construct": c, "count": n} for c, n in sorted(self.runtime_unsupported.items(), key=lambda kv: (-kv[1], kv[0]))[:top]],
            "runtime_examples": self.runtime_examples,
            "cards_held_back_by_keywords": self.cards_held_back_by_keywords,
            "runtime_unsupported_keywords": [{"keyword": k, "cards": n} for k, n in self.keywords_by_cards()],
        }

    def top_executable_failures(self, n: int) -> list[tuple[str, int]]:
        """Why compiled cards are not executable, the reasons of the most cards first."""
        return sorted(self.executable_failures.items(), key=lambda kv: (-kv[1], kv[0]))[:n]

    def keywords_by_cards(self) -> list[tuple[str, int]]:
        """The runtime-unsupported keywords that held cards back, the most frequent first."""
        return sorted(self.runtime_unsupported_keywords.items(), key=lambda kv: (-kv[1], kv[0]))

    def as_json(self, top: int = 50) -> dict[str, Any]:
        return {
            "cards": self.cards,
            "cards_parsed": self.cards_parsed,
            "abilities": self.abilities,
            "abilities_parsed": self.abilities_parsed,
            "cards_compiled": self.cards_compiled,
            "cards_parsed_ratio": round(self.cards_parsed / self.cards, 4) if self.cards else 0.0,
            "cards_compiled_of_parsed_ratio": round(self.cards_compiled / self.cards_parsed, 4) if self.cards_parsed else 0.0,
            "abilities_parsed_ratio": round(self.abilities_parsed / self.abilities, 4) if self.abilities else 0.0,
            **self._runtime_json(top),
            "kinds": dict(sorted(self.kinds.items(), key=lambda kv: (-kv[1], kv[0]))),
            "round_trip_failures": self.round_trip_failures,
            "unsupported": [{"reason": r, "count": n} for r, n in sorted(self.unsupported.items(), key=lambda kv: (-kv[1], kv[0]))[:top]],
            "build_failures": self.build_failures,
            "failures": [
                {"family": f.key, "kind": f.kind, "count": f.count, "examples": [{"card": c, "text": t} for c, t in f.examples]}
                for f in self.top_failures(top)
            ],
            **self.extra,
        }


#: "kind of line NUL text" -> why it does not compile fully; bounded like the parse cache, for a
#: process that computes statistics of many databases
_COMPILED = BoundedCache(PARSE_CACHE_CHARACTERS)


def unsupported_reasons(ability: Any) -> tuple[str, ...]:
    """Why a parsed ability does not compile fully (empty: it does), memoised by its text and
    reminder texts."""
    from . import compiler

    line = ability.line
    # the whole text, reminders too: a reminder text may define a word of it (a token's kind)
    key = f"{type(line.body).__name__}\0{ability.text.text}"
    reasons: tuple[str, ...] | None = _COMPILED.get(key)
    if reasons is None:
        reasons = _reasons(compiler.compile_line_with_problems(line, text=ability.text.rules)[1])
        _COMPILED.put(key, reasons)
    return reasons


def _reasons(problems: Sequence[Any]) -> tuple[str, ...]:
    """Each Unsupported node of a compiled ability as a reason: its node's name and why."""
    return tuple(f"{p.node}: {p.reason}" if p.node else p.reason for p in problems)


def card_unsupported_reasons(parsed: ParsedCard) -> list[str]:
    """Why a parsed card does not compile fully (empty: it does): :func:`unsupported_reasons` of
    each ability, where a paragraph of a spell that names what an earlier one named is compiled
    after them (``compiler.needs_earlier_paragraphs``), as ``compiled.compile_card`` does."""
    from . import compiler
    from .compiler.context import LOWERED_APART

    reasons: list[str] = []
    for face in parsed.faces:
        for index, ability in enumerate(face.abilities):
            own = unsupported_reasons(ability)
            if index and any(r.endswith(LOWERED_APART) for r in own) and (again := compiler.compile_after_earlier(face.abilities, index)) is not None:
                own = _reasons(again[1])
            reasons.extend(own)
    return reasons


def failure_key(text: str, start: int, end: int, kind: str) -> str:
    """A wording family: the two words before the failure point and the words at it."""
    if kind == "round-trip":
        return "round trip: " + " ".join(text.split()[:4])
    if kind == "build":
        return "build: " + " ".join(text.split()[:4])
    before = " ".join(text[:start].split()[-2:])
    at = text[start:end] or "end of text"
    return f"{before} ▸ {at}".strip()


def _stats_of(cards: Sequence[Card], runtime: bool = False) -> Stats:
    stats = Stats()
    for card in cards:
        stats.add(parse_card(card), runtime=runtime)
    return stats


def collect(
    cards: Iterable[Card],
    *,
    jobs: int | None = None,
    chunk_size: int = 500,
    progress: Callable[[int], None] | None = None,
    runtime: bool = False,
) -> Stats:
    """Parse every card and gather the statistics; ``jobs`` worker processes (default: CPUs).
    With ``runtime``, every fully compiled card is also played in the runtime's sandbox
    (``cards_executable``)."""
    jobs = jobs or os.cpu_count() or 1
    total = Stats()
    chunks = _chunks(cards, chunk_size)
    with collector_for_caches() as keep:
        if jobs <= 1:
            for chunk in chunks:
                total.merge(_stats_of(chunk, runtime))
                keep()
                if progress:
                    progress(len(chunk))
            return total
        from .parser import prepare

        # the parser is built once, in the first worker, and inherited by the others
        for chunk_stats in map_in_workers(functools.partial(_stats_of, runtime=runtime), chunks, jobs, prepare=prepare):
            total.merge(chunk_stats)
            keep()
            if progress:
                progress(chunk_stats.cards)
    return total


def _chunks(cards: Iterable[Card], size: int) -> Iterable[list[Card]]:
    chunk: list[Card] = []
    for card in cards:
        chunk.append(card)
        if len(chunk) >= size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk
