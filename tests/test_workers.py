"""Work in worker processes: results in order, and a dead worker is an error, never a hang."""

from __future__ import annotations

import os

import pytest

from oraclec.workers import WorkerError, map_in_workers


def _square(n: int) -> int:
    return n * n


def _die_on_three(n: int) -> int:
    if n == 3:
        os._exit(3)  # a worker killed in the middle of its work (out of memory, a crash in C code)
    return n


def test_results_come_back_in_the_order_of_the_items() -> None:
    assert list(map_in_workers(_square, range(20), jobs=2)) == [n * n for n in range(20)]


def test_a_dead_worker_is_an_error_not_a_hang() -> None:
    with pytest.raises(WorkerError, match="worker process died"):
        list(map_in_workers(_die_on_three, range(6), jobs=2))


def _collector_state(_item: int) -> tuple[int, int]:
    import gc

    return gc.get_threshold()[0], gc.get_freeze_count()


def test_workers_keep_their_caches_out_of_the_collectors_way() -> None:
    from oraclec.workers import GEN0_THRESHOLD

    for threshold, frozen in map_in_workers(_collector_state, range(3), jobs=2):
        assert threshold == GEN0_THRESHOLD
        assert frozen > 0  # the objects inherited and built so far are in the permanent generation


def test_the_collector_is_as_it_was_after_a_corpus_wide_loop() -> None:
    import gc

    from oraclec.workers import GEN0_THRESHOLD, collector_for_caches

    before = gc.get_threshold()
    with collector_for_caches() as keep:
        kept = [[n] for n in range(100)]
        keep()
        assert gc.get_freeze_count() > 0
        assert gc.get_threshold()[0] == GEN0_THRESHOLD
    assert gc.get_freeze_count() == 0  # what was kept may be collected again
    assert gc.get_threshold() == before
    assert len(kept) == 100


_PREPARED_IN: list[int] = []


def _prepare() -> None:
    _PREPARED_IN.append(os.getpid())


def _where_prepared(_item: int) -> tuple[int, tuple[int, ...]]:
    return os.getpid(), tuple(_PREPARED_IN)


def test_the_workers_are_prepared_once_in_the_first_of_them_and_inherit_it() -> None:
    results = list(map_in_workers(_where_prepared, range(40), jobs=3, prepare=_prepare))
    prepared = {seen for _pid, seen in results}
    assert len(prepared) == 1
    (first,) = prepared.pop()  # prepare ran once, in one process, for every worker
    assert first != os.getpid() and _PREPARED_IN == []  # a worker, not this process
    workers = {pid for pid, _seen in results}
    assert first in workers or len(workers) < 3


def _refuse_to_prepare() -> None:
    raise ValueError("no tables here")


def test_without_items_no_worker_starts() -> None:
    assert list(map_in_workers(_square, [], jobs=2, prepare=_refuse_to_prepare)) == []


def test_a_failure_to_prepare_reaches_the_caller() -> None:
    with pytest.raises(ValueError, match="no tables here"):
        list(map_in_workers(_square, range(5), jobs=2, prepare=_refuse_to_prepare))


def _fail_on_four(n: int) -> int:
    if n == 4:
        raise KeyError(f"item {n}")
    return n


class _Unrebuildable(Exception):
    def __init__(self, message: str, *, code: int):  # unpickling calls it without the code
        super().__init__(message)
        self.code = code


def _fail_unpicklably(n: int) -> int:
    if n == 2:
        raise _Unrebuildable("bad field", code=3)
    return n


def test_an_exception_in_a_worker_reaches_the_caller_with_the_workers_traceback() -> None:
    with pytest.raises(KeyError, match="item 4") as raised:
        list(map_in_workers(_fail_on_four, range(10), jobs=2))
    notes = "\n".join(getattr(raised.value, "__notes__", []))
    assert "in a worker process, on item 5" in notes and "_fail_on_four" in notes


def test_an_exception_that_cannot_be_pickled_becomes_a_worker_error_that_names_it() -> None:
    with pytest.raises(WorkerError, match="failed on item 3: _Unrebuildable: bad field"):
        list(map_in_workers(_fail_unpicklably, range(6), jobs=2))


def test_large_items_and_results_do_not_block_each_other() -> None:
    # each larger than a socket's buffer, both ways at once
    items = ["x" * (1 << 20) for _ in range(8)]
    assert [len(r) for r in map_in_workers(str.upper, items, jobs=2)] == [1 << 20] * 8


def test_a_map_stopped_early_leaves_no_worker_behind() -> None:
    results = map_in_workers(_where_prepared, range(100), jobs=2)
    pid, _ = next(results)
    results.close()
    with pytest.raises(ChildProcessError):
        os.waitpid(-1, os.WNOHANG)  # no child left, not even one to reap
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)


_INTERRUPTED_MAP = """
import time
from oraclec.workers import map_in_workers

def slow(n):
    time.sleep(0.2)
    return n

print("started", flush=True)
for n in map_in_workers(slow, range(1000), jobs=2):
    pass
"""


def test_an_interrupted_map_leaves_no_process_behind() -> None:
    import signal
    import subprocess
    import sys
    import time

    process = subprocess.Popen(
        [sys.executable, "-c", _INTERRUPTED_MAP],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,  # its own process group, as a terminal's Ctrl-C reaches
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),  # a shell may start it ignoring SIGINT
    )
    assert process.stdout is not None
    assert process.stdout.readline() == b"started\n"
    time.sleep(1.0)  # the workers are busy
    os.killpg(process.pid, signal.SIGINT)
    _out, err = process.communicate(timeout=30)
    assert process.returncode != 0 and b"KeyboardInterrupt" in err
    left = subprocess.run(["ps", "-o", "pid=,stat=", "-g", str(process.pid)], capture_output=True, text=True, check=False)
    assert left.stdout.strip() == ""  # no worker running, none left a zombie
