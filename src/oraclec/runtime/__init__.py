"""The runtime: a game state and a rules engine that execute compiled effects under the
Comprehensive Rules.

Setting up a game
-----------------
``Game.setup(players, active=, step=, seed=, pool=)`` builds a game in a given position.
``players`` maps each player, in turn order, to its zones: ``library`` (top card first),
``hand``, ``graveyard``, ``exile``, ``outside`` (or ``sideboard``: cards outside the game),
``battlefield``, each a list of card names, :class:`CardDef` objects, or dicts
``{"card": name, "tapped": True, "counters": {"+1/+1": 1}, "face_down": True}``; plus
``life`` and ``mana`` ("{B}{B}" in the pool). Names are looked up in a :class:`CardPool`
(the bundled database compiled on demand, plus homebrew cards added with ``pool.add``);
:func:`homebrew` defines a card by hand with compiled abilities from :mod:`oraclec.effects`.

Acting
------
Every state change goes through :class:`Game` methods, which emit events. Player actions
check priority, timing, zone, costs, targets and choices, and are refused with
:class:`IllegalAction` (``reason`` one of priority, timing, cost, target, zone, choice),
leaving the state exactly as it was (CR 732):

* ``game.cast(player, card, method=None, x=None, modes=None, targets=None, zone=None)``:
  CR 601.2; ``method`` is an alternative cost or permission ("flashback", "foretell") and/or
  optional additional costs ("kicker"), as a name or a list;
* ``game.activate(player, card, ability=1, x=None, targets=None)``: CR 602 (mana abilities
  resolve at once, CR 605);
* ``game.play_land(player, card)``, ``game.foretell(player, card)``: special actions (CR 116);
* ``game.legal_actions(player)``: every :class:`Action` the player may take now (play a land,
  cast by each way, activate, foretell, pass; :mod:`.actions`), ``game.take(action)`` takes
  one, ``game.acting_player()`` says who has priority;
* ``game.pass_priority(player)``, ``game.resolve_top()`` (everyone passes once),
  ``game.resolve_stack()``, ``game.advance()`` (to the next step);
* game actions usable directly (turn-based or scenario steps): ``draw``, ``mill``,
  ``shuffle``, ``search``, ``create_token``, ``put_counters``, ``gain_life``, ``lose_life``,
  ``deal_damage``, ``destroy``, ``sacrifice``, ``move``.

Cards are given as objects or as names ("Island", "Island#2" for the second; ``zone=``
narrows the search).

Choices
-------
Every decision is asked of the deciding player's :class:`Chooser` (``game.choosers[name]``;
the :class:`DefaultChooser` policy otherwise) as a :class:`Choice` with its legal options;
:class:`ScriptedChooser` answers from lists per kind (mode, x, target, may, card, cost,
replacement, order, player, number); :class:`RandomChooser` answers at random. Choosers see a :meth:`Game.view` that hides what their
player may not see. Shuffles use the game's seeded RNG.

Inspecting
----------
``game.zone(kind, player)``, ``game.names(kind, player)``, ``game.battlefield(controller)``,
``game.stack_items()`` (top first), ``game.find(name)``, ``game.characteristics(obj)``
(CR 613 layers: types, subtypes, abilities, power, toughness, controller),
``game.events(kind, player)`` (kinds: zone_change, draw, mill, shuffle, search, cast,
activate, resolve, trigger, counter, life, damage, create, special_action, ...),
``game.choice_log``, ``game.snapshot()`` (comparable plain data), ``game.log_lines()``.

Effects
-------
Compiled effects (:mod:`oraclec.effects`) run through the tables of
:mod:`oraclec.runtime.registry`, filled by :mod:`.references`, :mod:`.values`,
:mod:`.conditions`, :mod:`.costs`, :mod:`.static_abilities` and :mod:`.effects` (one module per
family of the effect model), all imported here; an effect class without an executor raises
:class:`UnsupportedAtRuntime` and is counted in ``game.unsupported``.
"""

from __future__ import annotations

# imported for their registrations into .registry (effects, values, conditions, costs, statics)
from . import conditions, costs, effects, references, static_abilities, targets, values
from .actions import Action
from .casting import CastInfo
from .choices import Choice, Chooser, DefaultChooser, RandomChooser, ScriptedChooser
from .context import Context
from .definitions import CardDef, FaceDef, homebrew, token_definition
from .errors import REFUSAL_REASONS, ChoiceError, EngineLoop, IllegalAction, UnsupportedAtRuntime
from .game import Game, StackAbility
from .layers import Characteristics
from .mana import ManaCost, Payment
from .pool import CardPool
from .state import Event, GameObject, ObjectInfo, Player

__all__ = [
    "REFUSAL_REASONS",
    "Action",
    "CardDef",
    "CardPool",
    "CastInfo",
    "Characteristics",
    "Choice",
    "ChoiceError",
    "Chooser",
    "Context",
    "DefaultChooser",
    "EngineLoop",
    "Event",
    "FaceDef",
    "Game",
    "GameObject",
    "IllegalAction",
    "ManaCost",
    "ObjectInfo",
    "Payment",
    "Player",
    "RandomChooser",
    "ScriptedChooser",
    "StackAbility",
    "UnsupportedAtRuntime",
    "homebrew",
    "token_definition",
]
