"""The game and its players: designations (CR 724, 725), winning and losing (CR 104), what mana
may be spent on (CR 106.6), casting restrictions (CR 601.3)."""

from __future__ import annotations

from .abilities import Condition
from .base import Effect, Reference, Value, model
from .references import You
from .structures import DieResultRow
from .values import Fixed


@model
class BecomeDesignated(Effect):
    """"you become the monarch" (CR 724.1), "you take the initiative" (CR 725.1): the player
    gets the ``designation`` ("monarch", "initiative"), taking it from whoever had it."""

    designation: str
    player: Reference = You()


@model
class BecomeDayNight(Effect):
    """"It becomes night", "it becomes day" (CR 730.1): the game gets that designation; once it
    has one, it has exactly one of day and night for the rest of the game."""

    which: str  #: "day" or "night"


@model
class LoseGame(Effect):
    """"you lose the game", "target player loses the game" (CR 104.3e)."""

    player: Reference = You()


@model
class WinGame(Effect):
    """"you win the game" (CR 104.2b): in a multiplayer game the player's opponents lose."""

    player: Reference = You()


@model
class SpendRestriction(Effect):
    """"Spend this mana only to cast creature spells or activate abilities of creatures.": the
    mana the ability added may pay only for ``spells`` (what may be cast with it), the
    ``abilities`` described ("abilities of artifacts"; "abilities": any), or costs that contain
    one of ``costs_with`` (CR 106.6). ``also``: what spending it does to that spell ("that spell
    can't be countered"). ``forbidden``: the uses listed are the only ones the mana may NOT pay
    for ("This mana can't be spent to cast nonartifact spells."); it pays for anything else."""

    spells: tuple[Reference, ...] = ()
    abilities: tuple[Reference, ...] = ()
    costs_with: tuple[str, ...] = ()
    also: tuple[Effect, ...] = ()
    forbidden: bool = False


@model
class CastRestriction(Effect):
    """"Cast this spell only during combat before blockers are declared." (CR 601.3): when the
    spell may be cast, ``timings`` as written ("during combat before blockers are declared"),
    and ``conditions`` that must hold ("if you've cast another spell this turn")."""

    timings: tuple[str, ...] = ()
    conditions: tuple[Condition, ...] = ()


@model
class FlipCoin(Effect):
    """"flip a coin" (CR 705): the player calls it and flips; "if you win the flip" after it
    (fx.Won, contest "flip") asks whether the call was right."""

    player: Reference = You()
    #: "flip a coin until you lose a flip" (CR 705.2): flips again after each flip won; the
    #: flips won are counted by :class:`FlipsWon`
    until_lost: bool = False
    #: "flip two coins" (None: one coin)
    count: Value | None = None
    #: CR 705.2: the player calls heads or tails and wins or loses the flip; False when the
    #: ability only asks whether the coins came up heads or tails (:class:`CoinCameUp`), a flip
    #: no player wins or loses
    called: bool = True


@model
class CoinCameUp(Condition):
    """"if it comes up heads", "if both coins come up tails" (CR 705.2): every coin of the flip
    before it shows ``side``."""

    side: str


@model
class CoinsCameUp(Value):
    """"for each coin that comes up heads" (CR 705.2): the coins of the flip before it showing
    ``side``."""

    side: str


@model
class FlipsWon(Value):
    """"for each flip you won" (CR 705.2): the flips the player won in the "flip a coin until you
    lose a flip" before it."""


@model
class RollDie(Effect):
    """"roll a d20", "roll a six-sided die" (CR 706.1): the player rolls a die with ``sides``
    faces numbered 1 to ``sides``; the result is remembered as "die result" (CR 706.2: what a
    table of results or "the result" reads). ``results``: the rows of the table that follows
    the roll on the card, merged in by the face's compilation (CR 706.2: the instructions of
    the row the result falls in are done)."""

    sides: int
    player: Reference = You()
    results: tuple[DieResultRow, ...] = ()
    #: "roll two d6", "roll X d6": how many dice of that kind (None: one)
    count: Value | None = None
    #: "and ignore the lower roll": "lowest" or "highest", the roll ignored, which is as if it
    #: never happened (CR 706.6)
    ignore: str | None = None
    #: "Roll a d20 and add the number of cards in your hand.": added to the natural result
    #: (CR 706.2: the result after the roll's modifiers)
    modifier: Value | None = None


@model
class ChooseDieResult(Effect):
    """"Roll two d8 and choose one result." (CR 706.4: the text says how the results are used):
    the player chooses one of the results of the dice rolled before; "that result" is then the
    chosen one, "the other result" the one not chosen (fx.DieResult)."""

    player: Reference = You()


@model
class MaximumHandSize(Effect):
    """"Your maximum hand size is two", "Each opponent's maximum hand size is reduced by one"
    (CR 402.2): ``value`` sets the player's maximum hand size, ``change`` adds to it (negative:
    reduced); effects apply in the order they began (CR 613.7's timestamps)."""

    player: Reference = You()
    value: Value | None = None
    change: Value | None = None
    duration: str | None = None


@model
class ExtraTurn(Effect):
    """"take an extra turn after this one" (CR 500.7)."""

    player: Reference = You()


@model
class EndTheTurn(Effect):
    """"End the turn." (CR 723.1): triggered abilities waiting to be put on the stack cease to
    exist, every object on the stack is exiled (the resolving one too), state-based actions are
    checked, then the current phase and step end and the game skips straight to the cleanup
    step (runtime.turns.end_the_turn)."""


@model
class AddTurnParts(Effect):
    """Phases and steps added to this turn (CR 500.8-500.10): "After this phase, there is an
    additional combat phase followed by an additional main phase", "there are two additional
    combat phases", "there is an additional end step after this step", "you get an additional
    upkeep step after this step". The ``parts`` ("combat phase", "main phase", "beginning phase",
    "upkeep step", "draw step", "end step"), in order and ``count`` times over, come directly after
    the current phase (``after`` "phase", or "main phase" / "combat phase": only if the current
    phase is one) or the current step (``after`` "step"). With ``player`` ("you get"), nothing is
    added on another player's turn (CR 500.10a)."""

    parts: tuple[str, ...]
    after: str = "phase"
    count: Value = Fixed(value=1)
    player: Reference | None = None


@model
class BeginGameWith(Effect):
    """"you may begin the game with it on the battlefield": an action from the opening hand
    (CR 103.6a), taken before the first turn."""

    what: Reference
    player: Reference = You()


@model
class KeepUnspentMana(Effect):
    """"you don't lose this mana as steps and phases end", "you don't lose unspent green mana"
    (CR 106.4, 500.4): the player's mana pool keeps that mana (``color``: only mana of that
    color; ``this_mana``: only the mana the ability added)."""

    player: Reference = You()
    color: str | None = None
    this_mana: bool = False
    duration: str | None = None


@model
class LoseUnspentMana(Effect):
    """"that player loses all unspent mana" (CR 106.4): the player's mana pool empties, as it does
    when a step or phase ends (CR 500.4), mana an effect said is not lost too."""

    player: Reference = You()


@model
class DeckAllowance(Effect):
    """"A deck can have any number of cards named ~." (CR 100.2a): an exception to the
    deck-construction limit of four copies; ``limit`` None means any number."""

    limit: Value | None = None
