"""Errors of the runtime: refused actions, invalid answers, and constructs it cannot execute."""

from __future__ import annotations

from ..errors import OracleError

#: Why an action was refused (CR 732: an illegal action is undone). The scenario format uses these.
REFUSAL_REASONS = ("priority", "timing", "cost", "target", "zone", "choice")


class IllegalAction(OracleError):
    """A player action the rules do not allow. The game state is left exactly as it was.

    ``reason`` is one of :data:`REFUSAL_REASONS`; the message says what and why.
    """

    exit_code = 1

    def __init__(self, reason: str, message: str):
        if reason not in REFUSAL_REASONS:
            raise ValueError(f"unknown refusal reason {reason!r}")
        self.reason = reason
        self.detail = message
        super().__init__(f"{reason}: {message}")


class ChoiceError(OracleError):
    """An answer that is not among the legal options of a choice (or a missing answer in strict
    mode). Raised by choosers; the game does not go on with an illegal answer."""

    exit_code = 2


class UnsupportedAtRuntime(OracleError):
    """A compiled construct the runtime cannot execute yet (an effect class with no executor, a
    quantity or filter it does not know). Counted by the smoke test, never silently skipped."""

    exit_code = 1

    def __init__(self, what: str, detail: str = ""):
        self.what = what
        self.detail = detail
        super().__init__(f"unsupported at runtime: {what}" + (f" ({detail})" if detail else ""))


class GameOver(Exception):
    """Raised out of the game loop when the game has ended (CR 104); not an error."""


class EngineLoop(OracleError):
    """An action that went on for :data:`~oraclec.runtime.limits.MAX_ENGINE_STEPS` steps in a loop
    with optional actions in it (choices a player could make otherwise): the rules leave such a
    loop to the players (CR 731.2), which the engine does not do for them. A loop of mandatory
    actions is not an error: the game is a draw (CR 104.4b)."""

    exit_code = 1
