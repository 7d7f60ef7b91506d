"""Run work in worker processes, results in order, and never hang.

``multiprocessing.Pool`` waits forever when a worker dies (killed, out of memory, a crash in C
code): its task is simply lost. ``concurrent.futures.ProcessPoolExecutor`` notices and raises
``BrokenProcessPool``, which becomes one clear error here. Workers are forked, so they inherit
the parser that the parent has already built.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import TypeVar

from .errors import OracleError

T = TypeVar("T")
R = TypeVar("R")


class WorkerError(OracleError):
    """A worker process died before it finished its share of the work."""

    exit_code = 1


def map_in_workers(fn: Callable[[T], R], items: Iterable[T], jobs: int) -> Iterator[R]:
    """``fn`` over ``items`` in ``jobs`` processes, yielding the results in the items' order."""
    with ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context("fork")) as pool:
        try:
            yield from pool.map(fn, items)
        except BrokenProcessPool as exc:
            raise WorkerError(f"a worker process died before finishing its work ({exc}); try --jobs 1") from None
