"""Run work in worker processes, results in order, and never hang.

``multiprocessing.Pool`` waits forever when a worker dies (killed, out of memory, a crash in C
code): its task is simply lost. ``concurrent.futures.ProcessPoolExecutor`` notices and raises
``BrokenProcessPool``, which becomes one clear error here. Workers are forked, so they inherit
the parser that the parent has already built.

Garbage collection: a corpus-wide run builds caches (parses, renderings, compiled abilities)
that live until the process ends, and Python's collector would scan them again and again (about
4 s of a 24 s parse of every distinct ability). :func:`long_lived` moves what exists to the
permanent generation, where the collector no longer looks; workers call it at start-up and
after each item, and a corpus-wide loop in the main process (:func:`collector_for_caches`) after
each chunk (it collected for 5 s of the 10 s that ``oraclec compile``'s main process spends).
"""

from __future__ import annotations

import functools
import gc
import multiprocessing
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from typing import TypeVar

from .errors import OracleError

T = TypeVar("T")
R = TypeVar("R")

#: young objects allocated before a collection (Python's default is 700): a parse allocates
#: thousands of short-lived objects that reference counting frees anyway
GEN0_THRESHOLD = 20_000


class WorkerError(OracleError):
    """A worker process died before it finished its share of the work."""

    exit_code = 1


def long_lived() -> None:
    """Everything allocated so far stays (caches, the parser, the cards): the collector skips it
    from now on, and collects young objects less often."""
    gc.freeze()
    gc.set_threshold(GEN0_THRESHOLD, *gc.get_threshold()[1:])


@contextmanager
def collector_for_caches() -> Iterator[Callable[[], None]]:
    """For a corpus-wide loop in this process: call the function it gives after each chunk, so
    that what the chunk left (cards waiting, caches) is not scanned again. Afterwards the
    collector is as it was, and may collect those objects again."""
    threshold = gc.get_threshold()
    long_lived()
    try:
        yield long_lived
    finally:
        gc.unfreeze()
        gc.set_threshold(*threshold)


def _call_then_keep(fn: Callable[[T], R], item: T) -> R:
    result = fn(item)
    long_lived()  # the caches this item grew
    return result


def map_in_workers(fn: Callable[[T], R], items: Iterable[T], jobs: int) -> Iterator[R]:
    """``fn`` over ``items`` in ``jobs`` processes, yielding the results in the items' order."""
    context = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(max_workers=jobs, mp_context=context, initializer=long_lived) as pool:
        try:
            yield from pool.map(functools.partial(_call_then_keep, fn), items)
        except BrokenProcessPool as exc:
            raise WorkerError(f"a worker process died before finishing its work ({exc}); try --jobs 1") from None
