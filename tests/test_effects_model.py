"""The effect model's conventions: frozen, registered, shared on copy, applied through the game."""

from __future__ import annotations

import copy

import attrs
import pytest

from oraclec import effects
from oraclec.effects import CLASSES


@pytest.mark.parametrize("name", sorted(CLASSES))
def test_model_classes_are_frozen_keyword_only_attrs(name: str) -> None:
    cls = CLASSES[name]
    assert attrs.has(cls)
    assert issubclass(cls, effects.Element)
    for field in attrs.fields(cls):
        assert field.kw_only, f"{name}.{field.name} is not keyword-only"


def test_a_model_object_cannot_be_changed() -> None:
    mill = effects.Mill(amount=effects.Fixed(value=3))
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        mill.amount = effects.Fixed(value=4)  # type: ignore[misc]


def test_deepcopy_shares_immutable_model_objects() -> None:
    ability = effects.SpellAbility(effects=(effects.Mill(amount=effects.Fixed(value=3)),))
    state = {"ability": ability}
    assert copy.deepcopy(state)["ability"] is ability


def test_apply_delegates_to_the_game() -> None:
    calls = []

    class FakeGame:
        def execute(self, effect, ctx):  # type: ignore[no-untyped-def]
            calls.append((effect, ctx))
            return "done"

    draw = effects.Draw(amount=effects.Fixed(value=2))
    assert draw.apply(FakeGame(), "ctx") == "done"
    assert calls == [(draw, "ctx")]


def test_defining_a_class_twice_is_refused() -> None:
    with pytest.raises(ValueError, match="defined twice"):

        @effects.model
        class Mill(effects.Effect):
            pass


def test_describe_names_the_fields() -> None:
    text = effects.Mill(amount=effects.Fixed(value=3)).describe()
    assert text == "Mill(player=You(), amount=3)"
