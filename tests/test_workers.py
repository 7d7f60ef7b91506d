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
