"""The engine's own limits, whoever calls it (a scenario file is held to the loader's lower
limits first): every loop of the engine ends, and no mana is built one object at a time without
end.

An action that goes on for :data:`MAX_ENGINE_STEPS` steps is a loop: a draw when it is a loop of
mandatory actions (CR 104.4b), otherwise an :class:`~oraclec.runtime.errors.EngineLoop` naming
what repeated. The numbers are far above what a rules interaction needs, and low enough that
reaching one takes seconds, not hours. (Read from this module when used, so that a test may
lower them.)
"""

from __future__ import annotations

#: the most mana :func:`~oraclec.runtime.mana.parse_mana` builds for a pool ({N} counts as N):
#: each is an object of its own ("{999999999999}" would never finish)
MAX_POOL_MANA = 10_000
#: the most engine steps one action may take in one loop (resolutions of the stack, rounds of
#: state-based actions and triggered abilities) before it is taken as a loop
MAX_ENGINE_STEPS = 1_000
