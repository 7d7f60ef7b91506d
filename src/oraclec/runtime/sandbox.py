"""The smoke test: every fully compiled card, played in a sandbox game.

Each card is put into a fresh two-player game with plenty of mana and a varied board (lands,
creatures, artifacts, enchantments and a planeswalker on both sides; cards in libraries, hands and
graveyards). It is cast (a permanent card that can't be cast is put onto the battlefield
instead), then everything on the stack resolves with the default chooser: a card for which no
step raised and no unsupported construct was reached is *resolved* (:attr:`SmokeResult.resolved`).
Then every ability of each of its faces is exercised (:mod:`.exercise`: activated, its trigger
event caused, its static effect observed in the layers, ...). A card is *executable* when it
resolved and every ability was exercised with no error and nothing unsupported; otherwise the
result says why, one reason per ability kind that was not exercised
(:attr:`SmokeResult.reasons`). A card that has or
grants a keyword ability that the runtime plays as if it were not there (unsupported in
:data:`oraclec.keywords.SUPPORT`: protection, crew, devoid, ...) is not played: it is
*unsupported*, held back by those keywords (:func:`unsupported_keywords`).

:func:`smoke_card` runs one card; :func:`collect` runs a database, in worker processes.
"""

from __future__ import annotations

import collections
import multiprocessing
import os
import traceback
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import attrs

from .. import effects as fx
from ..cards import Card
from ..effects.base import walk
from ..keywords import support_key, support_of, unsupported_at_runtime
from .definitions import CardDef, FaceCompiler, card_definition, homebrew
from .errors import ChoiceError, EngineLoop, IllegalAction, UnsupportedAtRuntime
from .exercise import SandboxGame, exercise
from .game import Game
from .pool import CardPool, default_face_compiler

#: statuses of a card in the smoke test
EXECUTABLE, UNSUPPORTED, REFUSED, ERROR, NOT_COMPILED = "executable", "unsupported", "refused", "error", "not compiled"
#: resolved in the sandbox, but some ability was not exercised (SmokeResult.reasons say which)
NOT_EXERCISED = "not exercised"


def _sandbox_cards() -> list[CardDef]:
    lands = [homebrew(name, f"Basic Land — {name}") for name in ("Plains", "Island", "Swamp", "Mountain", "Forest")]
    return [
        *lands,
        homebrew("Sandbox Bear", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2),
        homebrew("Sandbox Knight", "Legendary Creature — Human Knight", mana_cost="{1}{W}", power=2, toughness=1),
        homebrew("Sandbox Golem", "Artifact Creature — Golem", mana_cost="{3}", power=3, toughness=3),
        homebrew("Sandbox Relic", "Artifact — Equipment", mana_cost="{1}"),
        homebrew("Sandbox Charm", "Enchantment", mana_cost="{1}{U}"),
        homebrew("Sandbox Walker", "Legendary Planeswalker — Sandbox", mana_cost="{3}", loyalty=5),
        homebrew("Sandbox Bolt", "Instant", mana_cost="{R}"),
        homebrew("Sandbox Study", "Sorcery", mana_cost="{2}{U}"),
        # a spell that targets: "becomes the target of", heroic (runtime.exercise)
        homebrew("Sandbox Nudge", "Instant", mana_cost="{U}", abilities=[fx.SpellAbility(effects=(fx.Untap(what=fx.Target(key="target", what=fx.Filter(zone="battlefield"))),))]),
    ]


def sandbox_pool(compile_face: FaceCompiler | None = None) -> CardPool:
    pool = CardPool(use_database=False, compile_face=compile_face)
    for definition in _sandbox_cards():
        pool.add(definition)
    return pool


def _board(card: CardDef | str) -> dict[str, dict[str, Any]]:
    lands = [name for name in ("Plains", "Island", "Swamp", "Mountain", "Forest") for _ in range(2)]
    library = ["Sandbox Bear", "Island", "Sandbox Bolt", "Forest", "Sandbox Study", "Sandbox Golem", "Swamp", "Sandbox Relic"]
    graveyard = ["Sandbox Bear", "Forest", "Sandbox Bolt", "Sandbox Study", "Sandbox Relic", "Sandbox Charm"]
    # a card set up on the battlefield did not enter it (no game action), so it gets no loyalty
    # (CR 306.5b) by itself: the sandbox's planeswalker is set up with it, or state-based actions
    # would put it into the graveyard
    walker = {"card": "Sandbox Walker", "counters": {"loyalty": 5}}
    board = ["Sandbox Bear", "Sandbox Knight", "Sandbox Golem", "Sandbox Relic", "Sandbox Charm", walker]
    tapped = {"card": "Sandbox Bear", "tapped": True}
    return {
        "alice": {"hand": [card, "Sandbox Bear", "Island"], "library": library, "graveyard": graveyard, "battlefield": [*lands, *board], "outside": ["Sandbox Bear"]},
        "bob": {"hand": ["Sandbox Bolt", "Forest"], "library": list(library), "graveyard": list(graveyard), "battlefield": ["Island", "Mountain", *board, tapped]},
    }


@attrs.frozen
class SmokeResult:
    name: str
    status: str
    detail: str = ""
    #: the runtime-unsupported keywords that held the card back (status UNSUPPORTED)
    keywords: tuple[str, ...] = ()
    #: cast (or put onto the battlefield) and resolved with no error and nothing unsupported:
    #: the sandbox's first measure, before its abilities were exercised
    resolved: bool = False
    #: why the card is not executable, each a short key to count cards by ("not exercised:
    #: trigger event dies (did not trigger)", "unsupported: Teleport", "keyword shadow", ...)
    reasons: tuple[str, ...] = ()

    @property
    def executable(self) -> bool:
        return self.status == EXECUTABLE


def unsupported_keywords(definition: CardDef) -> tuple[str, ...]:
    """The keyword abilities a card has or grants, anywhere in its compiled abilities, that a
    game plays as if they were not there (oraclec.keywords.SUPPORT), lower case and sorted: a
    card with banding would play without it, so it is not executable."""
    keys = (
        support_key(e.name, quality=bool(e.quality))
        for face in definition.faces
        for e in walk(face.abilities)
        if isinstance(e, fx.Keyword) and not _defined_by_its_reminder(e)
    )
    names = {key for key in keys if unsupported_at_runtime(key)}
    return tuple(sorted(names))


def _defined_by_its_reminder(keyword: fx.Keyword) -> bool:
    """A keyword the rules do not have, compiled from its reminder text into the abilities it
    plays by (oraclec.ast.KeywordByReminder): the game plays those, as it plays a keyword
    defined by its rule's text."""
    return support_of(keyword.name) is None and bool(keyword.definition)


def smoke_definition(definition: CardDef, pool: CardPool, *, seed: int = 0) -> SmokeResult:
    """Cast (or put onto the battlefield) a card in a sandbox game, resolve everything, then
    exercise each of its abilities; a card with a keyword the runtime does not support is held
    back without playing."""
    name = definition.name
    held_back = unsupported_keywords(definition)
    if held_back:
        return SmokeResult(name, UNSUPPORTED, ", ".join(f"keyword {k}" for k in held_back), keywords=held_back, reasons=tuple(f"keyword {k}" for k in held_back))
    game = SandboxGame.setup(_board(definition), pool=pool, seed=seed, turn=3)
    assert isinstance(game, SandboxGame)  # Game.setup makes an instance of the class it is called on
    card = game.zone("hand", "alice").objects[0]
    try:
        cast = _play(game, card)
        game.resolve_stack(limit=200)
    except UnsupportedAtRuntime as exc:
        return _failed(name, UNSUPPORTED, exc.what)
    except IllegalAction as exc:
        return _failed(name, REFUSED, f"{exc.reason}: {exc.detail}")
    except (ChoiceError, EngineLoop, RuntimeError, RecursionError) as exc:
        return _failed(name, ERROR, f"{type(exc).__name__}: {exc}")
    except Exception as exc:  # a bug in the runtime: reported with where it happened
        where = traceback.extract_tb(exc.__traceback__)[-1]
        return _failed(name, ERROR, f"{type(exc).__name__}: {exc} ({os.path.basename(where.filename)}:{where.lineno})")
    if game.unsupported:
        return _failed(name, UNSUPPORTED, ", ".join(sorted(game.unsupported)))
    outcome = exercise(game, definition, card.card_id, cast=cast)
    if outcome.failure is not None:
        status, detail = outcome.failure
        return SmokeResult(name, status, detail, resolved=True, reasons=(*_failure_reasons(status, detail), *sorted(outcome.reasons)))
    if outcome.reasons:
        detail = "; ".join(outcome.reasons[key] for key in sorted(outcome.reasons))
        return SmokeResult(name, NOT_EXERCISED, detail, resolved=True, reasons=tuple(sorted(outcome.reasons)))
    return SmokeResult(name, EXECUTABLE, resolved=True)


def _failed(name: str, status: str, detail: str) -> SmokeResult:
    """A card that did not resolve in the sandbox."""
    return SmokeResult(name, status, detail, reasons=_failure_reasons(status, detail))


def _failure_reasons(status: str, detail: str) -> tuple[str, ...]:
    """Reasons to count cards by: each unsupported construct; a refusal by its kind; an error
    by its exception's class."""
    if status == UNSUPPORTED:
        return tuple(f"unsupported: {what}" for what in detail.split(", "))
    if status == REFUSED:
        return (f"refused: {detail.split(':')[0]}",)
    return (f"error: {detail.split(':')[0]}",)


def _play(game: Game, card: Any) -> bool:
    """Play the card; whether it was cast (a land is played, a permanent that can't be cast
    put onto the battlefield)."""
    chars = game.characteristics(card)
    if "Land" in chars.types:
        game.play_land("alice", card)
        return False
    try:
        game.cast("alice", card)
        return True
    except IllegalAction as refusal:
        instant_speed = "Instant" in chars.types or chars.has_keyword("Flash")
        if refusal.reason == "target" and instant_speed and not game.zone("stack").objects:
            # a spell that targets a spell: bob casts one first, and alice responds
            game.state.priority = game.player("bob").index
            game.cast("bob", game.zone("hand", "bob").objects[0])
            game.state.priority = game.player("alice").index
            game.cast("alice", card)
            return True
        if refusal.reason == "cost" and any(t in chars.types for t in ("Instant", "Sorcery")):
            game.grant_permission("alice", card, without_paying=True)
            game.cast("alice", card, method="without_paying")
            return True
        permanent = any(t in chars.types for t in ("Creature", "Artifact", "Enchantment", "Planeswalker", "Battle"))
        if not permanent:
            raise
    game.move(card, "battlefield", controller="alice", cause="sandbox")
    return False


def default_compile_face() -> FaceCompiler | None:
    """The compiler's hook for the runtime (``compile_face_for_runtime``), if available."""
    return default_face_compiler()


@attrs.define
class SmokeStats:
    cards: int = 0
    compiled: int = 0
    statuses: collections.Counter[str] = attrs.field(factory=collections.Counter)
    unsupported: collections.Counter[str] = attrs.field(factory=collections.Counter)
    examples: dict[str, list[str]] = attrs.field(factory=dict)
    #: cards held back by runtime-unsupported keywords, and those keywords: keyword -> cards
    held_back: int = 0
    held_back_keywords: collections.Counter[str] = attrs.field(factory=collections.Counter)
    #: cards that resolved in the sandbox (SmokeResult.resolved), executable or not
    resolved: int = 0
    #: why cards are not executable: reason -> cards
    reasons: collections.Counter[str] = attrs.field(factory=collections.Counter)

    @property
    def executable(self) -> int:
        return self.statuses[EXECUTABLE]

    def add(self, result: SmokeResult) -> None:
        self.cards += 1
        self.statuses[result.status] += 1
        self.resolved += result.resolved
        self.reasons.update(result.reasons)
        if result.status != NOT_COMPILED:
            self.compiled += 1
        if result.keywords:  # counted apart from the constructs the runtime reached
            self.held_back += 1
            self.held_back_keywords.update(result.keywords)
        elif result.status == UNSUPPORTED:
            for what in result.detail.split(", "):
                self.unsupported[what] += 1
        if result.status not in (EXECUTABLE, NOT_COMPILED):
            bucket = self.examples.setdefault(result.status, [])
            if len(bucket) < 20:
                bucket.append(f"{result.name}: {result.detail}"[:200])

    def merge(self, other: SmokeStats) -> None:
        self.cards += other.cards
        self.compiled += other.compiled
        self.statuses.update(other.statuses)
        self.unsupported.update(other.unsupported)
        self.resolved += other.resolved
        self.reasons.update(other.reasons)
        self.held_back += other.held_back
        self.held_back_keywords.update(other.held_back_keywords)
        for key, items in other.examples.items():
            bucket = self.examples.setdefault(key, [])
            bucket.extend(items[: max(0, 20 - len(bucket))])

    def as_json(self) -> dict[str, Any]:
        return {
            "cards_executable": self.executable,
            "cards_executable_ratio": round(self.executable / self.compiled, 4) if self.compiled else 0.0,
            "cards_resolved_in_sandbox": self.resolved,
            "executable_failures": dict(sorted(self.reasons.items(), key=lambda kv: (-kv[1], kv[0]))[:30]),
            "runtime_statuses": dict(sorted(self.statuses.items())),
            "runtime_unsupported": dict(self.unsupported.most_common(30)),
            "cards_held_back_by_keywords": self.held_back,
            "runtime_unsupported_keywords": dict(sorted(self.held_back_keywords.items(), key=lambda kv: (-kv[1], kv[0]))),
            "runtime_examples": self.examples,
        }


_POOL: CardPool | None = None


def smoke_card(card: Card) -> SmokeResult:
    """One database card in the sandbox (compiled with the compiler's hook); NOT_COMPILED if
    any part of it does not compile."""
    global _POOL
    compile_face = default_compile_face()
    if _POOL is None:
        _POOL = sandbox_pool(compile_face)
    definition = card_definition(card, compile_face)
    if compile_face is None or any(face.missing for face in definition.faces):
        return SmokeResult(card.name, NOT_COMPILED)
    return smoke_definition(definition, _POOL)


def smoke_cards(cards: Sequence[Card], compile_face: FaceCompiler | None = None) -> SmokeStats:
    compile_face = compile_face if compile_face is not None else default_compile_face()
    pool = sandbox_pool(compile_face)
    stats = SmokeStats()
    for card in cards:
        definition = card_definition(card, compile_face)
        if compile_face is None or any(face.missing for face in definition.faces):
            stats.add(SmokeResult(card.name, NOT_COMPILED))
            continue
        stats.add(smoke_definition(definition, pool))
    return stats


def collect(cards: Iterable[Card], *, jobs: int | None = None, chunk_size: int = 200, progress: Callable[[int], None] | None = None) -> SmokeStats:
    """Smoke-test every card; ``jobs`` worker processes (default: CPUs)."""
    jobs = jobs or os.cpu_count() or 1
    total = SmokeStats()
    chunks: list[list[Card]] = []
    chunk: list[Card] = []
    for card in cards:
        chunk.append(card)
        if len(chunk) >= chunk_size:
            chunks.append(chunk)
            chunk = []
    if chunk:
        chunks.append(chunk)
    if jobs <= 1:
        for part in chunks:
            total.merge(smoke_cards(part))
            if progress:
                progress(len(part))
        return total
    context = multiprocessing.get_context("fork")
    with context.Pool(jobs) as workers:
        for part_stats in workers.imap(smoke_cards, chunks):
            total.merge(part_stats)
            if progress:
                progress(part_stats.cards)
    return total
