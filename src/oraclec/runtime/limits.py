"""The engine's limits: how much one scenario step may ask for, and how long one action may run.

Every loop of the engine ends: a file asking for more than these is refused when it is loaded
(:mod:`oraclec.scenario.loader`, exit code 2, the message names the limit), and an action that
goes on for :data:`MAX_ENGINE_STEPS` steps is a loop: a draw when it is a loop of mandatory
actions (CR 104.4b), otherwise an :class:`~oraclec.runtime.errors.EngineLoop` naming what
repeated. The numbers are far above what a rules interaction needs (a turn has twelve steps; a
deck, sixty cards), and low enough that reaching one takes seconds, not hours. (Read from this
module when used, so that a test may lower them.)
"""

from __future__ import annotations

#: the most a step may do at once: cards drawn or milled, passes, resolutions, steps advanced
MAX_COUNT = 10_000
#: the most mana a player's pool may be given at setup ({N} counts as N mana), and the largest
#: X a step may choose
MAX_MANA = 10_000
#: the most engine steps one action may take in one loop (resolutions of the stack, rounds of
#: state-based actions and triggered abilities) before it is taken as a loop
MAX_ENGINE_STEPS = 1_000
