"""Progress bars for the long commands (compile, stats, lint of a database).

A bar (description, bar, done/total, elapsed time, time remaining) is drawn by rich on stderr,
only when stderr is a terminal and ``--quiet`` was not given: on a pipe or in a file nothing but
the result is written. It is erased when the work ends, before the result is printed.

The bar is redrawn from the thread doing the work, at most every :data:`REFRESH_INTERVAL`
seconds, never once per item, and without rich's refresh thread: workers are forked while the
bar is up, and a forked child would inherit whatever lock that thread held (stderr's included).

The core modules never import this one: they take plain callbacks (``progress(n)``: n more
done; ``total(n)``: the amount of work, once known), which :class:`Bar` gives, or None when no
bar is shown, so that no work (such as counting the cards) is done for nothing.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.console import Console
    from rich.progress import Progress, TaskID

#: seconds between two redraws of a bar, at least
REFRESH_INTERVAL = 0.2


def add_quiet_option(parser: argparse.ArgumentParser) -> None:
    """The ``--quiet`` flag, worded the same way on every long command."""
    parser.add_argument(
        "--quiet", "-q", action="store_true", help="show no progress bar (one is shown on stderr only when it is a terminal)"
    )


class Bar:
    """A progress bar, shown or not. ``advance(n)`` counts n more done; ``set_total(n)`` gives the
    amount of work. Both are None when no bar is shown."""

    advance: Callable[[int], None] | None = None
    set_total: Callable[[int | None], None] | None = None

    def __bool__(self) -> bool:
        return self.advance is not None


class _Shown(Bar):
    def __init__(self, bar: Progress, task: TaskID, clock: Callable[[], float]) -> None:
        self._bar = bar
        self._task = task
        self._clock = clock
        self._drawn = clock()
        self.advance = self._advance
        self.set_total = self._set_total

    def _advance(self, done: int) -> None:
        self._bar.advance(self._task, done)
        self._refresh_now_and_then()

    def _set_total(self, total: int | None) -> None:
        self._bar.update(self._task, total=total)
        self._refresh_now_and_then()

    def _refresh_now_and_then(self) -> None:
        now = self._clock()
        if now - self._drawn >= REFRESH_INTERVAL:
            self._drawn = now
            self._bar.refresh()


@contextmanager
def progress_bar(
    description: str,
    *,
    quiet: bool = False,
    total: int | Callable[[], int | None] | None = None,
    console: Console | None = None,
    clock: Callable[[], float] = time.monotonic,
) -> Iterator[Bar]:
    """A bar for the work done inside the ``with`` block, when stderr is a terminal (one that
    can redraw a line: not TERM=dumb) and not ``quiet``, or on ``console`` (for tests); an
    inactive :class:`Bar` otherwise.

    ``total`` is the amount of work, or a function that computes it (called only when the bar is
    shown: it may cost reading the database through), or None if :attr:`Bar.set_total` gives it.
    """
    if quiet or (console is None and not (sys.stderr.isatty() and os.environ.get("TERM") != "dumb")):
        yield Bar()
        return
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn

    bar = Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TextColumn("eta"),
        TimeRemainingColumn(),
        console=console or Console(file=sys.stderr),
        auto_refresh=False,  # see the module's docstring
        transient=True,
        # the work writes its result to stdout, which must go there untouched
        redirect_stdout=False,
        redirect_stderr=False,
    )
    # A Ctrl-C while rich starts the bar would leave the terminal's cursor hidden: it waits
    # until the bar is up, and stops it.
    unblocked = _block_interruptions()
    try:
        bar.start()
        _restore_interruptions(unblocked)
        task = bar.add_task(description, total=None)
        shown = _Shown(bar, task, clock)
        if total is not None:
            shown._set_total(total() if callable(total) else total)
            bar.refresh()
        yield shown
    finally:
        _restore_interruptions(unblocked)
        bar.stop()


def _block_interruptions() -> set[int | signal.Signals] | None:
    if not hasattr(signal, "pthread_sigmask"):  # Windows
        return None
    return signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})


def _restore_interruptions(mask: set[int | signal.Signals] | None) -> None:
    if mask is not None:
        signal.pthread_sigmask(signal.SIG_SETMASK, mask)
