"""Durations (CR 611.2, 514.2): how long a continuous effect lasts."""

from __future__ import annotations

from .base import Node, Phrase, node

#: the words of a fixed duration -> its kind (the one table: the compiler lowers these, and the
#: runtime ends each kind, runtime.turns)
FIXED_DURATIONS = {
    "until end of turn": "end_of_turn",
    "this turn": "end_of_turn",
    "this combat": "end_of_combat",
    "until your next turn": "your_next_turn",
    "until the end of your next turn": "end_of_your_next_turn",
    "until end of combat": "end_of_combat",
    # CR 513.1: it ends as the controller's next end step begins
    "until your next end step": "your_next_end_step",
    # CR 503.1: it ends as the controller's next upkeep begins
    "until your next upkeep": "your_next_upkeep",
    # CR 611.2a: no end but the game's
    "for the rest of the game": "game",
}


@node("duration", "fixed_duration")
class Duration(Phrase):
    """"until end of turn", "this turn", "until your next turn", "until your next end step",
    "for the rest of the game" (CR 611.2, 514.2)."""

    @property
    def kind(self) -> str:
        """"end_of_turn", "your_next_turn", "end_of_your_next_turn", "end_of_combat", or
        "your_next_<step>" ("your_next_end step")."""
        text = " ".join(w for w in self.lower_words() if isinstance(w, str))
        if text in FIXED_DURATIONS:
            return FIXED_DURATIONS[text]
        return "your_next_" + text.removeprefix("until your next ")


@node()
class UntilLeaves(Node):
    """"until ~ leaves the battlefield" (CR 610.3: a one-shot effect undone when it leaves)."""

    what: Node
    template = "until <what> <@leave> the battlefield"
    verb_subject = "what"


@node()
class ForAsLongAs(Node):
    """"for as long as you control ~", "for as long as it remains exiled" (CR 611.2b)."""

    condition: Node
    template = "for as long as <condition>"


@node()
class UntilPlayersNextTurn(Node):
    """"until that player's next turn" (CR 500, 611.2): until another player's next turn begins."""

    player: Node
    template = "until <player>'s next turn"


@node()
class UntilEndOfPlayersNextTurn(Node):
    """"until the end of defending player's next turn" (CR 500, 611.2)."""

    player: Node
    template = "until the end of <player>'s next turn"


@node()
class UntilCastFrom(Node):
    """"until this card is cast from exile" (CR 611.2b, 601.2): the effect lasts until that
    object is cast from that zone."""

    what: Node
    zone: Node
    template = "until <what> is cast from <zone>"
