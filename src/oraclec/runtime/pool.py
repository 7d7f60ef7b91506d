"""Card pools: where a game finds the definition of a card named in a setup or scenario."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from ..cards import Card, load
from ..errors import InputError
from .definitions import CardDef, FaceCompiler, card_definition


def default_face_compiler() -> FaceCompiler | None:
    """The compiler's per-face entry point, when :mod:`oraclec.compiler` provides one."""
    try:
        from .. import compiler  # type: ignore[attr-defined]
    except ImportError:
        return None
    return getattr(compiler, "compile_face_for_runtime", None)


class CardPool:
    """Card definitions by name: homebrew cards first, then a card database (the bundled one
    by default), compiled on first use."""

    def __init__(self, database: str | Path | None = None, cards: Iterable[Card] | None = None, compile_face: FaceCompiler | None = None, *, use_database: bool = True):
        self._database = database
        self._use_database = use_database
        self._cards: dict[str, Card] | None = None
        if cards is not None:
            self._cards = {}
            self._index(cards)
        self._compile_face = compile_face if compile_face is not None else default_face_compiler()
        self._definitions: dict[str, CardDef] = {}
        self._homebrew: dict[str, CardDef] = {}

    def _index(self, cards: Iterable[Card]) -> None:
        assert self._cards is not None
        for card in cards:
            self._cards.setdefault(card.name.casefold(), card)
            for face in card.faces:
                self._cards.setdefault(face.name.casefold(), card)

    def add(self, definition: CardDef) -> CardDef:
        """Register a homebrew card (it takes precedence over the database)."""
        self._homebrew[definition.name.casefold()] = definition
        return definition

    def card(self, name: str) -> Card | None:
        if self._cards is None:
            self._cards = {}
            if self._use_database:
                self._index(load(self._database))
        return self._cards.get(name.casefold())

    def get(self, name: str) -> CardDef:
        key = name.casefold()
        if key in self._homebrew:
            return self._homebrew[key]
        if key in self._definitions:
            return self._definitions[key]
        card = self.card(name)
        if card is None:
            raise InputError(f"unknown card {name!r}: not in the card database and not defined")
        definition = card_definition(card, self._compile_face)
        self._definitions[key] = definition
        return definition

    def __contains__(self, name: str) -> bool:
        return name.casefold() in self._homebrew or self.card(name) is not None
