"""Effects of resolved spells and abilities on spells cast later (``game.state.spell_effects``).

"The next instant or sorcery spell you cast this turn costs {1} less to cast" (CR 611.2f): the
effect does not begin as the ability resolves; it begins as that player next puts such a spell
on the stack (CR 601.2a) and applies to that spell, then it is used up. "Creature spells you
cast this turn can't be countered" (CR 611.2c: an effect that modifies no characteristic
modifies the rules, and so applies to spells cast after it began) applies to each spell it
describes as it is cast, for its duration.

Each entry is a dict: ``kind`` ("cost": a ModifyCost with fixed amounts, read as the total cost
is determined, CR 601.2f; "grant": abilities the spell has, CR 613.1f; "rule": a rule about the
spell, "can't be countered"; "flash": the spell can be cast as though it had flash, CR 601.3b),
``effect`` (the effect, its values fixed as it resolved, CR 611.2d), ``what`` (the description
of the spells, read with ``ctx``, the resolving ability's context), ``player`` (who casts the
spell; None: any player the description allows), ``next`` (only the next such spell: used up as
it is cast) and ``duration``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from .. import effects as fx
from .context import Context
from .dispatch import evaluate
from .layers import rule_op
from .references import matches, players_of
from .state import GameObject

if TYPE_CHECKING:
    from .game import Game


def add_spell_effect(game: Game, kind: str, effect: Any, spells: Any, ctx: Context, duration: str) -> None:
    """Record an effect on spells cast later: ``spells`` is a :class:`~oraclec.effects.NextSpell`
    (the next one a player casts, CR 611.2f) or a description of spells (each one cast while it
    lasts, CR 611.2c). The values of the effect are fixed now (CR 611.2d)."""
    kept = attrs.evolve(ctx, results={key: list(value) for key, value in ctx.results.items()})
    if isinstance(effect, fx.ModifyCost):
        effect = attrs.evolve(
            effect,
            amount=fx.Fixed(value=evaluate(game, effect.amount, ctx)),
            mana_times=fx.Fixed(value=evaluate(game, effect.mana_times, ctx)),
            maximum=None if effect.maximum is None else fx.Fixed(value=evaluate(game, effect.maximum, ctx)),
        )
    if isinstance(spells, fx.NextSpell):
        for player in players_of(game, spells.by, ctx):
            entry = {"kind": kind, "effect": effect, "what": spells.what, "ctx": kept, "player": player.name, "next": True, "duration": duration}
            game.state.spell_effects.append(entry)
    else:
        entry = {"kind": kind, "effect": effect, "what": spells, "ctx": kept, "player": None, "next": False, "duration": duration}
        game.state.spell_effects.append(entry)
    game._touch()


def spell_effects_for(game: Game, player: str, card: GameObject, kind: str) -> list[dict[str, Any]]:
    """The entries of ``kind`` that apply to ``card`` as ``player`` casts it (its
    characteristics as the spell it becomes, CR 601.2a)."""
    return [
        entry for entry in game.state.spell_effects
        if entry["kind"] == kind and entry["player"] in (None, player) and matches(game, card, entry["what"], entry["ctx"])
    ]


def granted_as_cast(game: Game, player: str, card: GameObject) -> list[Any]:
    """The abilities such effects give ``card`` as ``player`` casts it ("The next spell you cast
    this turn has convoke.": it has them while its total cost is determined, CR 601.2a, 601.2f)."""
    return [ability for entry in spell_effects_for(game, player, card, "grant") for ability in entry["effect"].abilities]


def begin_spell_effects(game: Game, player: str, spell: GameObject) -> None:
    """CR 601.2a, 611.2f: as ``player`` puts ``spell`` on the stack, the effects that apply to it
    begin: granted abilities and rules apply to that spell (as long as it is that object); an
    effect on the next such spell is used up, whether or not it changed anything (a cost
    already paid, a permission to cast it as though it had flash where it needed none)."""
    applying = [entry for kind in ("cost", "grant", "rule", "flash") for entry in spell_effects_for(game, player, spell, kind)]
    for entry in applying:
        effect, ctx = entry["effect"], entry["ctx"]
        # the next spell's effect applies to it from now on; one on the spells cast while it
        # lasts ("this turn") applies to them for as long as it lasts
        duration = "game" if entry["next"] else entry["duration"]
        if entry["kind"] == "grant":
            game.add_continuous_effect([spell], [("6", ("grant", tuple(effect.abilities)))], duration=duration, ctx=ctx)
        elif entry["kind"] == "rule":
            game.add_continuous_effect([spell], [("6", rule_op(effect.rule, effect.other, ctx))], duration=duration, ctx=ctx)
    used = [id(entry) for entry in applying if entry["next"]]
    if used:
        game.state.spell_effects = [entry for entry in game.state.spell_effects if id(entry) not in used]
        game._touch()
