"""More references (see :mod:`.references`): objects chosen on resolution, what an Aura
enchants, the top cards of a library, players by role, unions, "any target"."""

from __future__ import annotations

from .base import Reference, Value, model
from .values import Fixed


@model
class AttachedTo(Reference):
    """"enchanted creature", "equipped creature": the object this Aura, Equipment or
    Fortification is attached to (CR 303.4, 301.5)."""

    relation: str  #: "enchanted" | "equipped" | "fortified"


@model
class PairedWith(Reference):
    """"each of those creatures" after "as long as ~ is paired with another creature": the
    creature this one is paired with by soulbond (CR 702.95b)."""


@model
class Haunted(Reference):
    """"the creature it haunts", "the creature this card haunts": the object the haunt ability
    of this card targeted as it exiled the card (CR 702.55b), whether or not it is still a
    creature; nothing for a card that haunts nothing (not exiled by its haunt ability)."""


@model
class AttackedBy(Reference):
    """"the player or planeswalker it's attacking": the player, planeswalker or battle that the
    ``attacker`` is attacking (CR 506.3, 508.1b); nothing once it is not attacking (CR 506.4).
    Either a player or a permanent, so it names no players alone (as "any target")."""

    attacker: Reference


@model
class PartyOf(Reference):
    """"creatures in your party" (CR 700.8): up to one each of a Cleric, a Rogue, a Warrior and
    a Wizard that ``player`` controls, chosen to make the party as large as possible."""

    player: Reference


@model
class TopOfLibrary(Reference):
    """"the top N cards of [player]'s library" (``bottom``: the bottom N)."""

    player: Reference
    amount: Value = Fixed(value=1)
    bottom: bool = False


@model
class PlayerRole(Reference):
    """A player named by role: "defending" (CR 506.2), "active" (CR 102.1), "chosen", "mode
    chooser" (the player who chose the modes another player chooses, CR 700.2e), "target
    chooser" (the player who chose a target in place of the controller, ``Target.chooser``),
    "monarch" (CR 724.1: the player who is the monarch, none while no player is)."""

    role: str

    def names_players(self) -> bool:
        return True


@model
class Union(Reference):
    """"you and target opponent", "each creature and each player" (``either``: "or", the
    chooser picks one of the parts)."""

    parts: tuple[Reference, ...]
    either: bool = False

    def names_players(self) -> bool:
        return all(part.names_players() for part in self.parts)  # "each creature and each player": no


@model
class AnyTarget(Reference):
    """"any target": a creature, player, planeswalker or battle (CR 115.4)."""

    other: bool = False
    #: "any target that isn't a Dragon" (a Filter: the objects it describes), "any target other
    #: than that permanent" (another reference: the objects it names): not legal targets
    excluded: Reference | None = None
