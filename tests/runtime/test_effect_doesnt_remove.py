""""Enchanted creature gets +1/+1 and has protection from enchantments. This effect doesn't
remove this Aura." (Tattoo Ward): the protection the Aura grants does not make the Aura itself
fall off (CR 702.16c, 704.5m), but it does remove other enchantments attached, and another
source's protection still removes this Aura. "This effect doesn't remove Auras." (Spectra Ward)
keeps every Aura. Compiled from the card database and played."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import Game, ScriptedChooser

from conftest import compiled


def test_the_protection_keeps_this_aura() -> None:
    (ability,) = compiled("Enchanted creature has protection from black. This effect doesn't remove this Aura.")
    (grant,) = ability.effects
    assert isinstance(grant, fx.GrantAbilities)
    (keyword,) = grant.abilities
    assert keyword.name == "protection" and keyword.keeps_attached == fx.This()


def test_auras_are_kept_as_a_filter() -> None:
    (ability,) = compiled("Enchanted creature gets +2/+2 and has protection from each color. This effect doesn't remove Auras.")
    (keyword,) = [k for e in ability.effects if isinstance(e, fx.GrantAbilities) for k in e.abilities]
    assert isinstance(keyword.keeps_attached, fx.Filter) and keyword.keeps_attached.subtypes == ("Aura",)


def _game(db_pool, auras):  # type: ignore[no-untyped-def]
    game = Game.setup({"alice": {"battlefield": ["Grizzly Bears", *auras], "library": ["Island"] * 3}, "bob": {"library": ["Island"] * 3}}, pool=db_pool)
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    bear = game.find("Grizzly Bears")
    for obj in game.zone("battlefield").objects:
        if obj.name in auras:
            obj.attached_to = bear.id
    return game, bear


def test_tattoo_ward_stays_and_another_enchantment_falls_off(db_pool) -> None:  # type: ignore[no-untyped-def]
    for card in ("Tattoo Ward", "Holy Strength"):
        missing = [m for face in db_pool.get(card).faces for m in face.missing]
        assert not missing, missing
    game, bear = _game(db_pool, ["Tattoo Ward", "Holy Strength"])
    game.check_state()
    assert game.find("Tattoo Ward").zone == "battlefield" and game.find("Tattoo Ward").attached_to == bear.id
    assert "Holy Strength" in game.names("graveyard", "alice")  # CR 704.5m: protection from it


def test_two_tattoo_wards_remove_each_other(db_pool) -> None:  # type: ignore[no-untyped-def]
    """Each effect keeps only its own Aura: the other Tattoo Ward's protection removes it."""
    game, _ = _game(db_pool, ["Tattoo Ward", "Tattoo Ward"])
    game.check_state()
    assert game.names("graveyard", "alice").count("Tattoo Ward") == 2


def test_spectra_ward_keeps_every_aura(db_pool) -> None:  # type: ignore[no-untyped-def]
    game, bear = _game(db_pool, ["Spectra Ward", "Holy Strength"])
    game.check_state()
    assert game.find("Holy Strength").attached_to == bear.id and game.find("Spectra Ward").attached_to == bear.id
