"""Static rules, conditions and durations (crule): what "for as long as" before instructions,
"during any turn [event]", and other wordings of conditions and durations compile to."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.text import normalise_ability

from compiling import reasons


def compiled(text: str) -> tuple[object, ...]:
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None, parsed.error
    abilities = compiler.compile_line(parsed.line, text=text)
    assert not compiler.unsupported_in(abilities), compiler.unsupported_in(abilities)
    return abilities


# -- "during any turn [event]" (CR 611.2, 601.3) -----------------------------------------------
def test_during_any_turn_you_attacked_with_this_creature() -> None:
    (ability,) = compiled("When this creature enters, exile the top card of your library. During any turn you attacked with this creature, you may play that card.")
    _, usable = ability.effects
    assert isinstance(usable, fx.UsableWhile)
    assert usable.condition == fx.Compare(left=fx.AttackersDeclared(player=fx.You(), what=fx.This()), op=">=", right=fx.Fixed(value=1))
    assert usable.effects == (fx.PlayPermission(what=fx.Found(key="exiled")),)


def test_during_any_turn_counts_the_attackers() -> None:
    (ability,) = compiled("Whenever this creature attacks, exile the top card of your library. During any turn you attacked with three or more creatures, you may play that card.")
    usable = ability.effects[-1]
    assert isinstance(usable, fx.UsableWhile)
    assert usable.condition == fx.Compare(left=fx.AttackersDeclared(player=fx.You(), what=fx.Filter(types=("Creature",))), op=">=", right=fx.Fixed(value=3))


def test_during_any_turn_with_an_instruction_carried_out_now_is_unsupported() -> None:
    # a draw is done now, not a permission used turn by turn
    found = reasons("When this creature enters, exile the top card of your library. During any turn you attacked with this creature, draw a card.")
    assert any("CR 611.2" in r for r in found), found


# -- "For as long as ..., [instructions]" (CR 611.2b) ------------------------------------------
def test_for_as_long_as_looking_is_a_look_permission() -> None:
    text = "At the beginning of your end step, exile the bottom card of each opponent's library face down. For as long as those cards remain exiled, you may look at them, you may cast permanent spells from among them, and you may spend mana as though it were mana of any color to cast those spells."
    (ability,) = compiled(text)
    lasting = ability.effects[-1]
    assert isinstance(lasting, fx.ForAsLongAs)
    look, cast, mana = lasting.effects
    assert look == fx.LookPermission(what=fx.Found(key="exiled"))
    assert isinstance(cast, fx.PlayPermission) and cast.action == "cast"
    assert isinstance(mana, fx.AsThough) and mana.kind == "any_color_mana"


def test_for_as_long_as_loses_all_other_abilities() -> None:
    text = 'When this creature enters, for each player, choose up to one other target artifact or creature that player controls. For as long as this creature remains on the battlefield, the chosen permanents become Treasure artifacts with "{T}, Sacrifice this artifact: Add one mana of any color" and lose all other abilities.'
    (ability,) = compiled(text)
    lasting = ability.effects[-1]
    assert isinstance(lasting, fx.ForAsLongAs)
    assert lasting.condition == fx.Is(what=fx.This(), test=fx.Filter())
    lose, become = lasting.effects
    # the abilities lost first, then the Treasure's ability gained (CR 613.7, layer 6)
    assert lose == fx.LoseAbilities(what=fx.Found(key="chosen"), duration=None)
    assert isinstance(become, fx.Becomes) and become.types == ("Artifact",) and become.subtypes == ("Treasure",) and become.duration is None


def test_for_as_long_as_with_a_condition_on_the_card_it_permits_stays_unsupported() -> None:
    # "if it's a creature spell" is read of the spell as it is cast, not of the exiled card now
    text = "Exile the top card of your library face down. For as long as it remains exiled, you may cast it if it's a creature spell."
    assert reasons(text, is_spell=True)


# -- text-changing effects (CR 612) ------------------------------------------------------------
def spell(text: str) -> fx.SpellAbility:
    parsed = parse_ability(normalise_ability(text), is_spell=True)
    assert parsed.line is not None, parsed.error
    (ability,) = compiler.compile_line(parsed.line, text=text)
    assert not compiler.unsupported_in(ability), compiler.unsupported_in(ability)
    assert isinstance(ability, fx.SpellAbility)
    return ability


def test_change_text_of_one_kind_lasts_indefinitely() -> None:
    (effect,) = spell("Change the text of target spell or permanent by replacing all instances of one color word with another.").effects
    assert isinstance(effect, fx.ChangeText)
    assert isinstance(effect.what, fx.Target)
    assert effect.kinds == ("color word",) and effect.duration is None


def test_change_text_of_either_kind_until_end_of_turn() -> None:
    (effect,) = spell("Change the text of target permanent by replacing all instances of one color word with another or one basic land type with another until end of turn.").effects
    assert isinstance(effect, fx.ChangeText)
    assert effect.kinds == ("color word", "basic land type") and effect.duration == "end_of_turn"


def test_change_text_is_reported_unsupported_at_runtime() -> None:
    from oraclec.runtime.registry import EXECUTORS, UNSUPPORTED

    assert fx.ChangeText not in EXECUTORS and "CR 612" in UNSUPPORTED["ChangeText"]


# -- an alternative cost with a condition after it (CR 118.9, 601.2b) --------------------------
def test_alternative_cost_with_a_trailing_if_is_the_leading_if() -> None:
    trailing = compiled("You may pay {B} rather than pay this spell's mana cost if there are thirteen or more creatures on the battlefield.")
    leading = compiled("If there are thirteen or more creatures on the battlefield, you may pay {B} rather than pay this spell's mana cost.")
    assert trailing == leading
    (permission,) = trailing
    assert isinstance(permission, fx.CastPermission) and permission.method == "alternative cost"
    assert permission.condition == fx.Exists(what=fx.Filter(types=("Creature",)), at_least=fx.Fixed(value=13))


def test_alternative_cost_with_another_tail_stays_unsupported() -> None:
    found = reasons("You may pay {X} rather than pay the mana cost for Samurai spells you cast, where X is that spell's mana value.")
    assert "an alternative cost with other conditions" in found
