"""Every class of the effect model is accounted for by the runtime: executed, read where it
belongs, or listed as unsupported with a reason. Nothing is skipped silently."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import registry as ex


def _model(base: type) -> list[type]:
    return sorted((c for c in fx.CLASSES.values() if issubclass(c, base)), key=lambda c: c.__name__)


@pytest.mark.parametrize("cls", _model(fx.Effect), ids=lambda c: c.__name__)
def test_every_effect_class_has_an_executor_or_a_stated_reason(cls: type) -> None:
    executed = cls in ex.EXECUTORS
    read_elsewhere = cls in ex.NOT_EXECUTABLE
    unsupported = cls.__name__ in ex.UNSUPPORTED
    assert executed + read_elsewhere + unsupported == 1, (
        f"{cls.__name__}: add an executor in oraclec/runtime/effects/ (@executor), or list it in "
        "UNSUPPORTED with the reason (exactly one of the three)"
    )


@pytest.mark.parametrize("cls", _model(fx.Value), ids=lambda c: c.__name__)
def test_every_value_class_has_an_evaluator(cls: type) -> None:
    assert (cls in ex.VALUES) + (cls.__name__ in ex.UNSUPPORTED) == 1, (
        f"{cls.__name__}: add an evaluator in oraclec/runtime/values.py (@value), or list it in UNSUPPORTED with the reason"
    )


@pytest.mark.parametrize("cls", _model(fx.Cost), ids=lambda c: c.__name__)
def test_every_cost_class_can_be_checked_and_paid(cls: type) -> None:
    can, pay = ex.COSTS.get(cls, (None, None))
    if cls.__name__ in ex.UNSUPPORTED:
        assert can is None and pay is None, f"{cls.__name__} is both paid and listed as unsupported"
        return
    assert can is not None and pay is not None, f"{cls.__name__}: add a checker and a payer (@cost), or list it in UNSUPPORTED"


@pytest.mark.parametrize("cls", [c for c in _model(fx.Condition) if c is not fx.Condition], ids=lambda c: c.__name__)
def test_every_condition_class_has_a_checker(cls: type) -> None:
    assert (cls in ex.CONDITIONS) + (cls.__name__ in ex.UNSUPPORTED) == 1, (
        f"{cls.__name__}: add a checker (@condition), or list it in UNSUPPORTED with the reason"
    )


def test_tables_only_hold_registered_model_classes() -> None:
    for table in (ex.EXECUTORS, ex.VALUES, ex.CONDITIONS, ex.COSTS, ex.STATIC):
        for cls in table:
            assert fx.CLASSES.get(cls.__name__) is cls
    for name in ex.UNSUPPORTED:
        assert name in fx.CLASSES, f"UNSUPPORTED lists {name!r}, which is not an effect-model class"
