"""The context of a resolving spell or ability: who controls it, what it targets, what its
earlier instructions produced (CR 608.2)."""

from __future__ import annotations

from typing import Any

import attrs

from .state import Event, ObjectInfo


@attrs.define
class Context:
    """What an effect needs to know while it is carried out.

    Object references are stored as object ids (an object that changes zones is a new object,
    CR 400.7, so an id that no longer exists means "gone"); players by name.
    """

    controller: str
    source_id: int | None = None
    #: last known information of the source (CR 608.2h: used when the source has left its zone)
    source_info: ObjectInfo | None = None
    ability: Any = None
    #: target key -> chosen targets (object ids, or player names)
    targets: dict[str, list[Any]] = attrs.field(factory=dict)
    #: target key -> the Target reference, for rechecking legality on resolution (CR 608.2b)
    target_specs: dict[str, Any] = attrs.field(factory=dict)
    x: int = 0
    modes: tuple[int, ...] = ()
    #: names of the optional, alternative and additional costs paid: "flashback", "kicker"
    costs_paid: frozenset[str] = frozenset()
    #: how many times an additional cost payable "any number of times" was paid (replicate,
    #: CR 702.56a): the name once in ``with`` per payment
    times_paid: dict[str, int] = attrs.field(factory=dict)
    #: results of earlier instructions: "milled", "found", "created", "amassed", ...
    results: dict[str, list[Any]] = attrs.field(factory=dict)
    #: the event that triggered the ability
    event: Event | None = None
    #: the activated ability being activated or resolving, as (card id, ability number): the key
    #: of the turn's count of its activations ("if this ability has been activated four or more
    #: times this turn", CR 602.5b)
    activation: tuple[int, int] | None = None
    #: whether the player did the optional thing ("If you do", CR 118.12)
    did: bool | None = None
    cast_from: str | None = None
    #: True while a spell or ability resolves; False for statics and costs
    resolving: bool = False
    #: while costs are checked, objects that can't pay any part of them: a card being cast (it
    #: is on the stack when its costs are paid, CR 601.2a)
    reserved: frozenset[int] = frozenset()
    #: while costs are checked, a source that {T} taps already: another part of the cost can't
    #: tap it again ("{T}, Tap two untapped Humans you control"), though it may sacrifice it
    tapped_by_cost: frozenset[int] = frozenset()
    #: the zone move of a permanent that is entering, while its own "as it enters" replacement
    #: applies (CR 614.12): "enter as a copy of ..." changes what it enters as
    entering: Any = None
    #: values and conditions as the spell was cast (CR 601.2: "as you cast this spell"), by the
    #: effect-model element: an empty dict while the spell is cast, filled as they are read
    as_cast: dict[Any, Any] | None = None

    def result(self, key: str) -> list[Any]:
        return self.results.get(key, [])

    def set_result(self, key: str, values: list[Any]) -> None:
        self.results[key] = list(values)
