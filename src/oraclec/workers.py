"""Run work in worker processes, results in order, and never hang.

``multiprocessing.Pool`` waits forever when a worker dies (killed, out of memory, a crash in C
code): its task is simply lost. Here each worker has its own socket to the parent, and a worker
that dies closes it: the map ends with one clear error. Workers are forked: the first one
prepares what all need (imports, the parser's tables) and forks the others, so that work is
done once and the parent goes on meanwhile (``ProcessPoolExecutor`` forks every worker from the
parent, which had to prepare first, alone, for a second of a cold ``oraclec compile``).

Garbage collection: a corpus-wide run builds caches (parses, renderings, compiled abilities)
that live until the process ends, and Python's collector would scan them again and again (about
4 s of a 24 s parse of every distinct ability). :func:`long_lived` moves what exists to the
permanent generation, where the collector no longer looks; workers call it at start-up and
after each item, and a corpus-wide loop in the main process (:func:`collector_for_caches`) after
each chunk (it collected for 5 s of the 10 s that ``oraclec compile``'s main process spends).
"""

from __future__ import annotations

import collections
import contextlib
import gc
import itertools
import os
import pickle
import queue
import signal
import socket
import threading
import traceback
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from multiprocessing.connection import Connection, wait
from multiprocessing.reduction import ForkingPickler
from typing import Any, NoReturn, TypeVar

from .errors import OracleError

T = TypeVar("T")
R = TypeVar("R")

#: young objects allocated before a collection (Python's default is 700): a parse allocates
#: thousands of short-lived objects that reference counting frees anyway
GEN0_THRESHOLD = 20_000


class WorkerError(OracleError):
    """A worker process died before it finished its share of the work (killed, out of memory,
    a crash in C code), or failed with an exception that could not be sent back: not a finding
    about the input, so the exit code of an internal error."""

    exit_code = 3


class WorkerStartError(OracleError):
    """The system refused the worker processes asked for (too many open files or processes)."""

    def __init__(self, jobs: int, error: OSError):
        super().__init__(f"cannot start {jobs} worker processes ({error.strerror or error}); give fewer with --jobs")


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


def map_in_workers(
    fn: Callable[[T], R], items: Iterable[T], jobs: int, *, prepare: Callable[[], object] | None = None
) -> Iterator[R]:
    """``fn`` over ``items`` in ``jobs`` processes, yielding the results in the items' order.

    The processes start when the first item is there (none for no items). The first one runs
    ``prepare`` (imports, tables: what every worker needs) and then forks the others, which
    inherit what it built: that work is done once, while this process goes on producing items,
    instead of before any worker can start. Each worker has up to :data:`IN_FLIGHT` items sent
    ahead, so it never waits for this process between two items.
    """
    iterator = iter(items)
    first = next(iterator, _NOTHING)
    if first is _NOTHING:
        return
    if not hasattr(os, "fork"):  # Windows: one process, the same results
        if prepare is not None:
            prepare()
        yield fn(first)  # type: ignore[arg-type]
        yield from map(fn, iterator)
        return
    pool = _Pool(fn, jobs, prepare)
    try:
        yield from pool.map(itertools.chain([first], iterator))  # type: ignore[list-item]
    finally:
        pool.close()


_NOTHING = object()
#: items sent to a worker and not yet back: the one it works on and the next
IN_FLIGHT = 2


class _Pool:
    """Worker processes forked from a first worker, each with its own socket to this process.

    Items are sent by one thread per worker, so this thread only ever waits for results: a
    worker blocked writing a large result and this process blocked writing it a large item
    would wait for each other forever. A worker that dies closes its socket, which ends the map
    with :class:`WorkerError` (never a hang).
    """

    def __init__(self, fn: Callable[[T], R], jobs: int, prepare: Callable[[], object] | None):
        sockets: list[tuple[socket.socket, socket.socket]] = []
        try:
            for _ in range(max(jobs, 1)):
                sockets.append(socket.socketpair())
        except OSError as exc:  # too many open files: more workers than the system allows
            for pair in sockets:
                for end in pair:
                    end.close()
            raise WorkerStartError(jobs, exc) from None
        self.connections = [Connection(ours.detach()) for ours, _theirs in sockets]
        theirs = [Connection(their.detach()) for _ours, their in sockets]
        try:
            self.first_pid = os.fork()
        except OSError as exc:  # too many processes
            for connection in (*self.connections, *theirs):
                connection.close()
            raise WorkerStartError(jobs, exc) from None
        if self.first_pid == 0:  # the first worker
            _first_worker(fn, theirs, prepare, self.connections)  # never returns
        for connection in theirs:
            connection.close()
        self.queues: list[queue.SimpleQueue[bytes | None]] = []
        self.senders: list[threading.Thread] = []
        for connection in self.connections:
            outbox: queue.SimpleQueue[bytes | None] = queue.SimpleQueue()
            sender = threading.Thread(target=_send_all, args=(connection, outbox), daemon=True)
            sender.start()
            self.queues.append(outbox)
            self.senders.append(sender)

    def map(self, items: Iterator[T]) -> Iterator[R]:
        done: dict[int, R] = {}
        #: items read ahead, not sent yet: while every worker is busy, this process goes on
        #: producing items (planning cards) instead of waiting idle
        ahead: collections.deque[T] = collections.deque()
        more = True  # the iterator may have more
        sent = returned = 0
        owner = {connection: number for number, connection in enumerate(self.connections)}
        in_flight = [0] * len(self.connections)

        def read_ahead() -> None:
            nonlocal more
            item = next(items, _NOTHING)
            if item is _NOTHING:
                more = False
            else:
                ahead.append(item)  # type: ignore[arg-type]  # not _NOTHING

        def send_to(number: int) -> None:
            nonlocal sent
            while in_flight[number] < IN_FLIGHT:
                if not ahead and more:
                    read_ahead()
                if not ahead:
                    return
                # pickled here, so that an item that cannot be is an error in this thread
                self.queues[number].put(bytes(ForkingPickler.dumps((sent, ahead.popleft()))))
                sent += 1
                in_flight[number] += 1

        for number in range(len(self.connections)):
            send_to(number)
        while more or ahead or returned < sent:
            ready = wait(list(owner), timeout=0 if more else None)
            if not ready:
                read_ahead()
                for number in range(len(self.connections)):
                    send_to(number)  # a worker may have room (it had nothing left to do)
                continue
            for connection in ready:
                number = owner[connection]  # type: ignore[index]  # wait gives back the connections it was given
                kind, index, payload = self._receive(self.connections[number])
                if kind == "failed":
                    raise payload
                in_flight[number] -= 1
                done[index] = payload
                send_to(number)
            while returned in done:
                yield done.pop(returned)
                returned += 1

    @staticmethod
    def _receive(connection: Connection) -> tuple[str, int, Any]:
        try:
            return connection.recv()  # type: ignore[no-any-return]
        except (EOFError, OSError) as exc:
            reason = str(exc) or "its connection closed"
            raise WorkerError(f"a worker process died before finishing its work ({reason}); try --jobs 1") from None

    def close(self) -> None:
        """End the workers by closing their sockets: each exits when it next reads (after the
        item it works on, if the map stopped early). The first worker waits for the others."""
        for outbox in self.queues:
            outbox.put(None)
        for connection in self.connections:
            connection.close()  # a sender blocked on a dead worker's socket gets an error and stops
        for sender in self.senders:
            sender.join()
        with contextlib.suppress(ChildProcessError):
            os.waitpid(self.first_pid, 0)


def _send_all(connection: Connection, outbox: queue.SimpleQueue[bytes | None]) -> None:
    while (message := outbox.get()) is not None:
        try:
            connection.send_bytes(message)
        except (OSError, ValueError):  # the worker died, or the map is over: nothing to deliver
            return


def _first_worker(
    fn: Callable[[T], R], connections: list[Connection], prepare: Callable[[], object] | None, parents: list[Connection]
) -> NoReturn:
    """Prepare, fork the other workers, work, then wait for them: in a forked process, which
    must never return into the code that forked it (an interruption included). ``parents``
    are the parent's ends of the sockets, which a worker closes."""
    children: list[int] = []
    status = 1
    try:
        for connection in parents:
            connection.close()
        if _prepared(prepare, connections):
            for number, connection in enumerate(connections[1:], start=1):
                pid = os.fork()
                if pid == 0:
                    for other in connections[:number] + connections[number + 1 :]:
                        other.close()
                    _other_worker(fn, connection)
                children.append(pid)
                connection.close()
            _work(fn, connections[0])
            status = 0
    finally:
        # Reap the others before leaving (none is left a zombie), whatever signal comes now.
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGTERM})
        for pid in children:
            with contextlib.suppress(OSError):
                os.waitpid(pid, 0)
        os._exit(status)


def _other_worker(fn: Callable[[T], R], connection: Connection) -> NoReturn:
    status = 1
    try:
        _work(fn, connection)
        status = 0
    finally:
        os._exit(status)


def _prepared(prepare: Callable[[], object] | None, connections: list[Connection]) -> bool:
    """Run ``prepare``; if it fails, tell the parent (on every socket: whichever it reads
    first) and return False."""
    try:
        if prepare is not None:
            prepare()
    except Exception as exc:  # reported to the parent, which raises it
        failure = _message("failed", -1, _portable(exc, "preparing the workers"))
        for connection in connections:
            with contextlib.suppress(OSError):
                connection.send_bytes(failure)
        return False
    return True


def _work(fn: Callable[[T], R], connection: Connection) -> None:
    long_lived()
    while True:
        try:
            index, item = connection.recv()
        except (EOFError, OSError):
            return  # the map is over (or the parent is gone)
        try:
            message = _message("done", index, fn(item))
        except Exception as exc:  # reported to the parent, which raises it
            message = _message("failed", index, _portable(exc, f"item {index + 1}"))
        try:
            connection.send_bytes(message)
        except OSError:
            return  # the parent stopped the map early
        long_lived()  # the caches this item grew


def _message(kind: str, index: int, payload: Any) -> bytes:
    return bytes(ForkingPickler.dumps((kind, index, payload)))


def _portable(exc: Exception, where: str) -> Exception:
    """The exception, with the worker's traceback as a note, if it survives pickling; else a
    WorkerError that says what it was."""
    exc.add_note(f"(in a worker process, on {where})\n{traceback.format_exc().rstrip()}")
    try:
        pickle.loads(pickle.dumps(exc))
    except Exception:  # any failure to pickle or rebuild it
        return WorkerError(f"a worker process failed on {where}: {type(exc).__name__}: {exc}")
    return exc
