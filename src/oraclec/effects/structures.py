"""Abilities that structure a card's text: Saga chapters, level and Class blocks, Cases, and
labels (ability words)."""

from __future__ import annotations

from .abilities import Condition
from .base import Ability, Cost, Effect, Element, model


@model
class ChapterAbility(Ability):
    """A Saga's chapter ability: triggers when lore counters reach one of ``chapters``
    (CR 714.2b)."""

    chapters: tuple[int, ...]
    effects: tuple[Effect, ...]


@model
class DieResultRow(Ability):
    """A row of a die-result table (CR 706.2): "1—14 | [instructions]" (``low`` 1, ``high``
    14), "20 | [instructions]" (both 20), "15+ | [instructions]" (``high`` None: 15 or more):
    done when the die that the ability before the table rolled shows a result from ``low`` to
    ``high``. A face's rows are merged into that roll (:attr:`RollDie.results`) when the face
    is compiled for the runtime."""

    low: int
    high: int | None
    effects: tuple[Effect, ...]


@model
class LevelBlock(Ability):
    """A leveler's block (CR 711.2): "LEVEL 2-3" (``maximum`` None for "4+"), or its P/T line."""

    minimum: int = 0
    maximum: int | None = None
    power: str | None = None
    toughness: str | None = None


@model
class ClassLevel(Ability):
    """A Class's level-up (CR 716.2a): "[cost]: Level N", activated only as a sorcery."""

    level: int
    costs: tuple[Cost, ...]


@model
class CaseAbility(Ability):
    """A Case (CR 719): "To solve — [condition]" or "Solved — [ability]"."""

    to_solve: Condition | None = None
    solved: Ability | None = None


@model
class Labeled(Ability):
    """An ability word or flavor word before an ability: no rules meaning (CR 207.2c)."""

    label: str
    ability: Ability


@model
class ReminderOnly(Ability):
    """A line that is only reminder text: no rules meaning (CR 207.2)."""


@model
class AnyTrigger(Element):
    """"When ~ enters or dies": either trigger event (CR 603.2)."""

    triggers: tuple[Element, ...]
