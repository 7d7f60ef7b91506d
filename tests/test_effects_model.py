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


def _tree() -> effects.SpellAbility:
    return effects.SpellAbility(
        effects=(
            effects.Mill(amount=effects.Variable(name="X")),
            effects.Draw(player=effects.Target(key="target", what=effects.EachPlayer()), amount=effects.Fixed(value=1)),
        )
    )


def test_walk_lists_every_element_parent_first_in_field_order() -> None:
    tree = _tree()
    assert [type(e).__name__ for e in tree.walk()] == [
        "SpellAbility", "Mill", "You", "Variable", "Draw", "Target", "EachPlayer", "Fixed",
    ]
    assert effects.walk((tree, "not an element")) == tree.walk()


def test_transform_replaces_top_down_and_shares_what_does_not_change() -> None:
    tree = _tree()
    three = effects.Fixed(value=3)
    replaced = tree.transform(lambda e: three if e == effects.Variable(name="X") else e)
    assert replaced.effects[0].amount is three
    assert replaced.effects[1] is tree.effects[1]  # unchanged: the same object
    assert tree.effects[0].amount == effects.Variable(name="X")  # the original is untouched
    assert tree.transform(lambda e: e) is tree


def test_transform_does_not_walk_into_a_replacement_but_transform_fields_does() -> None:
    target = effects.Target(key="a", what=effects.Target(key="a", what=effects.You()))

    def rename(e):  # type: ignore[no-untyped-def]
        return attrs.evolve(e, key="b") if isinstance(e, effects.Target) and e.key == "a" else e

    assert effects.transform(target, rename).what.key == "a"
    assert effects.transform_fields(rename(target), rename).what.key == "b"
