"""Predefined tokens (CR 111.10): their full characteristics, with their abilities."""

from __future__ import annotations

from .abilities import ActivatedAbility
from .actions import AddMana, Draw, GainLife, Move, Scry, Search, Shuffle, TokenSpec
from .costs import DiscardCost, ManaPayment, SacrificeCost, TapSelf
from .references import Filter, Found, This, You, Zone
from .special import KeywordAction
from .targets import TopOfLibrary
from .values import Fixed


def _artifact(name: str, *abilities: ActivatedAbility, types: tuple[str, ...] = ("Artifact",)) -> TokenSpec:
    return TokenSpec(name=name, types=types, subtypes=(name,), abilities=abilities)


_SAC = SacrificeCost(what=This())
_ONE = Fixed(value=1)

#: name -> characteristics (CR 111.10a-n); the token is named after its subtype (CR 111.4 does
#: not apply: these names are given by CR 111.10).
PREDEFINED: dict[str, TokenSpec] = {
    # 111.10a "{T}, Sacrifice this artifact: Add one mana of any color."
    "Treasure": _artifact("Treasure", ActivatedAbility(costs=(TapSelf(), _SAC), effects=(AddMana(any_color=True),), mana_ability=True)),
    # 111.10b "{2}, {T}, Sacrifice this artifact: You gain 3 life."
    "Food": _artifact("Food", ActivatedAbility(costs=(ManaPayment(mana="{2}"), TapSelf(), _SAC), effects=(GainLife(amount=Fixed(value=3)),))),
    # 111.10c "Sacrifice this artifact: Add one mana of any color."
    "Gold": _artifact("Gold", ActivatedAbility(costs=(_SAC,), effects=(AddMana(any_color=True),), mana_ability=True)),
    # 111.10f "{2}, Sacrifice this artifact: Draw a card."
    "Clue": _artifact("Clue", ActivatedAbility(costs=(ManaPayment(mana="{2}"), _SAC), effects=(Draw(amount=_ONE),))),
    # 111.10g "{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card."
    "Blood": _artifact("Blood", ActivatedAbility(costs=(ManaPayment(mana="{1}"), TapSelf(), DiscardCost(what=Filter(zone="hand", zone_owner=You())), _SAC), effects=(Draw(amount=_ONE),))),
    # 111.10h "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell."
    "Powerstone": _artifact("Powerstone", ActivatedAbility(costs=(TapSelf(),), effects=(AddMana(mana="{C}"),), mana_ability=True, restrictions=("this mana can't be spent to cast a nonartifact spell",))),
    # 111.10i "{1}, {T}, Sacrifice this artifact: Target creature you control explores. Activate only as a sorcery."
    "Map": _artifact("Map", ActivatedAbility(costs=(ManaPayment(mana="{1}"), TapSelf(), _SAC), effects=(KeywordAction(name="explore", rule="701.44", what=None),), sorcery_speed=True)),
    # 111.10j "{2}, Sacrifice this enchantment: Scry 1, then draw a card."
    "Shard": _artifact("Shard", ActivatedAbility(costs=(ManaPayment(mana="{2}"), _SAC), effects=(Scry(amount=_ONE), Draw(amount=_ONE))), types=("Enchantment",)),
    # 111.10l "{T}, Sacrifice this artifact: Exile the top card of your library. You may play that card this turn. Activate only as a sorcery."
    "Junk": _artifact("Junk", ActivatedAbility(costs=(TapSelf(), _SAC), effects=(Move(what=TopOfLibrary(player=You()), to="exile"),), sorcery_speed=True, restrictions=("you may play the exiled card this turn",))),
    # 111.10n "{2}, {T}, Sacrifice this token: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle."
    "Lander": _artifact("Lander", ActivatedAbility(costs=(ManaPayment(mana="{2}"), TapSelf(), _SAC), effects=(
        Search(zones=(Zone(kind="library", player=You()),), what=Filter(types=("Land",), supertypes=("Basic",), zone="library")),
        Move(what=Found(key="found"), to="battlefield", tapped=True),
        Shuffle(),
    ))),
}
