"""Structure of resolving instructions beyond ``Sequence``, ``May`` and ``IfDid``
(:mod:`.actions`): conditionals, "unless", repetition, choices remembered for later steps."""

from __future__ import annotations

from typing import ClassVar

from .abilities import Condition
from .base import Effect, Reference, Value, model
from .references import You


@model
class Unless(Effect):
    """"[effects] unless [condition]": typically "unless that player pays {X}" (CR 118.12)."""

    effects: tuple[Effect, ...]
    condition: Condition


@model
class Instead(Effect):
    """"[effects] instead": in place of what the text said just before, when the surrounding
    condition holds (e.g. "If it's a creature, draw two cards instead")."""

    effects: tuple[Effect, ...]
    #: "instead of putting it into [zone]": the zone the object would have gone to (None:
    #: "anywhere else", or not said)
    instead_of: str | None = None


@model
class Repeat(Effect):
    """``effects`` done ``times`` times in a row ("prevent that much damage ... for each 1
    damage prevented this way")."""

    times: Value
    effects: tuple[Effect, ...]


@model
class Process(Effect):
    """The instructions of an ability that a "repeat this process" among them
    (:class:`RepeatProcess`) says to do again (CR 608.2c: followed in the order written, then
    from the first once more). A pass that reaches no "repeat this process" ends it. A loop of
    mandatory passes that never ends is a draw (CR 104.4b, 731.4)."""

    effects: tuple[Effect, ...]


@model
class RepeatProcess(Effect):
    """"repeat this process" inside a :class:`Process`: the process is done again once this
    pass is over. ``times``: "repeat this process once", "two more times", "X more times": at
    most that many passes after the first (evaluated when first reached); None: each time it is
    reached ("If you do, repeat this process."; "You may repeat this process any number of
    times." is this inside a May, the player choosing each pass)."""

    times: Value | None = None


@model
class ChooseObjects(Effect):
    """"Choose a creature you control": the chosen objects are remembered under ``key`` for
    later steps (``Found(key)``). "Each player chooses ...": each of ``player`` chooses in turn
    (from ``starting`` when the text names who starts)."""

    what: Reference
    key: str = "chosen"
    player: Reference = You()
    #: "Starting with you, each player chooses a creature.": the players choose in turn order
    #: from this one (CR 101.4), each seeing the choices made before; None: in APNAP order
    starting: Reference | None = None
    #: "Secretly choose a creature or planeswalker that player controls": only the player who
    #: chooses knows what was chosen until it is revealed or used (as a secret vote, CR 701.38);
    #: no other player's view (``Game.view``) shows it
    secret: bool = False


#: the ``ChooseObjects`` key of the objects each player chose for an instruction each of them
#: carries out ("Each player returns a creature card from their graveyard to the battlefield"):
#: each player puts what they chose, so it enters under that player's control (CR 110.2)
EACH_CHOICE = "chosen by each player"


@model
class SeparateIntoPiles(Effect):
    """"An opponent separates those cards into two piles" (CR 700.3): ``player`` puts each of
    the objects ``what`` means into exactly one of ``count`` piles (CR 700.3a); a pile may be
    empty (CR 700.3d) and the objects stay where they are (CR 700.3c). The piles are the
    ability's for a later choice of one of them (:class:`ChoosePile`, :class:`ChosenPile`)."""

    what: Reference
    player: Reference = You()
    count: int = 2
    #: "into a face-down pile and a face-up pile": the pile (1 or 2, as written) whose cards are
    #: face down, seen only by ``player``: the other players know only how many cards it has
    #: (CR 700.3, 406.3); the other pile's cards are face up, seen by all. None: neither is
    face_down: int | None = None


@model
class ShufflePile(Effect):
    """"exile it and the top card of your library in a face-down pile, shuffle that pile" (CR
    700.3, 406.3): the objects ``what`` means, face down, are put in a random order that no
    player knows (to shuffle a face-down pile, CR 701.24a); the instructions after it take them
    in that order ("then manifest those cards", "put it back on top of your library")."""

    what: Reference


@model
class ChoosePile(Effect):
    """"An opponent chooses one of those piles" (CR 700.3): ``player`` chooses one of the piles
    the ability made; its objects are then ``Found("chosen pile")`` ("that pile"), those of the
    other pile ``Found("rest")`` ("the other")."""

    player: Reference = You()


@model
class ChosenPile(Reference):
    """"one pile" (chosen by the player who acts), "the pile of an opponent's choice" (CR 700.3):
    the objects of the pile of those the ability made that ``player`` chooses as the instruction
    is carried out; those of the other pile are then ``Found("rest")`` ("the other")."""

    player: Reference = You()


@model
class ChooseEffect(Effect):
    """"gains your choice of flying or lifelink": ``player`` chooses one of ``options`` as the
    instruction is carried out, and only that one happens (CR 608.2d)."""

    options: tuple[Effect, ...]
    player: Reference = You()


@model
class VillainousChoice(Effect):
    """"[A player] faces a villainous choice — [option A], or [option B]" (CR 701.55a): each
    player ``player`` names, one at a time in APNAP order (701.55d), chooses one of ``options``,
    then all the actions of the option chosen are performed; while they do, "that player"
    (``PlayerRole("that")``, as the compiler lowers "they" and "that player" of the options) is
    the player facing it. An option that is illegal or impossible may be chosen: as much of it
    as possible is done (701.55b, an exception to 608.2d)."""

    options: tuple[Effect, ...]
    player: Reference = You()


@model
class ChooseQuality(Effect):
    """"Choose a color", "choose a creature type", "choose an opponent" (CR 607.2: later text
    refers to "the chosen ...")."""

    quality: str
    player: Reference = You()
    #: how many values are chosen ("choose two colors")
    amount: int = 1
    #: a value that may not be chosen, as written ("a creature type other than Wall"), or for
    #: a card name a kind of name ("other than a basic land card name": "basic land card name")
    excluded: str | None = None
    #: the range of a chosen number ("a number between 0 and 7"), inclusive
    low: Value | None = None
    high: Value | None = None
    #: chosen at random rather than by the player
    at_random: bool = False
    #: one or more values, as many as the player likes: "the color or colors of your choice"
    one_or_more: bool = False
    #: the options named by words with no rules meaning, as written ("left", "right"; "Khans",
    #: "Dragons"); ``quality`` is then the options joined by "or", in lower case ("left or right")
    options: tuple[str, ...] = ()
    #: "secretly choose an opponent", "secretly choose a number between 1 and 20": only the
    #: player who chooses knows the value until it is revealed or used; no other player's view
    #: (``Game.view``) shows it
    secret: bool = False
    #: "For each player, choose friend or foe.": the value chosen for that player (the ForEachOf's
    #: current one, a ``Found``), remembered for that player alone, which "each friend" reads
    #: (an OptionChosenFor); None: one value for the ability or the permanent (CR 607.2)
    for_player: Reference | None = None


@model
class ForEachOf(Effect):
    """"For each opponent, ...", "For each of them, ...": the effects once for each player or
    object of ``over``, in turn; inside, ``Found(key)`` is the current one ("that player")."""

    over: Reference
    effects: tuple[Effect, ...]
    key: str = "each"


@model
class ForEachValue(Effect):
    """"For each color, ...", "For each card type, ...": the effects once for each value of a
    quality; inside, "that color" is the current value."""

    quality: str
    effects: tuple[Effect, ...]


@model
class ChosenValue(Value):
    """"the chosen number", "that number": a number chosen earlier by the ability or as the
    permanent entered (CR 607.2)."""

    quality: str = "number"


@model
class PlayersWho(Reference):
    """"each opponent who has less life than you": the players of ``players`` for whom
    ``condition`` holds, ``PlayerRole("each")`` in it being the player tested."""

    players: Reference
    condition: Condition

    def names_players(self) -> bool:
        return True


@model
class DidThisWay(Condition):
    """"each opponent who does", "each player who discarded a card this way": the player did
    what the instruction before offered or asked (CR 608.2c). The runtime reads who did from
    the result ``result_key``, which "each player may ..." records."""

    result_key: ClassVar[str] = "players who did"

    player: Reference


# -- votes (CR 701.38) -----------------------------------------------------------------------------
@model
class Vote(Effect):
    """"Starting with you, each player votes for death or torture.", "... votes for a nonland
    permanent you don't control" (CR 701.38a): each of ``voters``, starting with ``starting`` and
    proceeding in turn order, chooses one of the choices: one of ``options`` (words with no rules
    meaning, as written) or one of the objects ``candidates`` describes (CR 701.38b). A player
    with additional votes casts them all at once (CR 701.38d). The votes are remembered for the
    rest of the ability (:class:`VotesFor`, :class:`OptionGetsMoreVotes`, :class:`VoteTied`,
    ``Filter.most_votes``)."""

    starting: Reference
    voters: Reference
    options: tuple[str, ...] = ()
    candidates: Reference | None = None


@model
class VotesFor(Value):
    """"the number of profit votes", "for each strength vote": the votes cast for ``option`` in
    the ability's vote (CR 701.38)."""

    option: str


@model
class OptionGetsMoreVotes(Condition):
    """"if grace gets more votes": ``option`` got more votes than each other option of the
    ability's vote (CR 701.38)."""

    option: str


@model
class VotedForChoiceOf(Condition):
    """"each opponent who voted for a choice you voted for", "... a choice you didn't vote for"
    (CR 701.38): ``player`` cast a vote for a choice ``other`` also voted for (``same``), or for
    one ``other`` cast no vote for; the votes of the ability's vote, or of the vote that
    triggered the ability ("Whenever players finish voting")."""

    player: Reference
    other: Reference
    same: bool


@model
class VoteTied(Condition):
    """"if the vote is tied": no option of the ability's vote got more votes than each other
    (two or more share the most votes, CR 701.38)."""
