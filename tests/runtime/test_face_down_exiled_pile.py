"""Objects exiled "in a face-down pile" and that pile shuffled (CR 406.3, 700.3, 701.24a): they
are exiled face down, put in a random order, and what the ability does with them next takes
them in that order. Compiled from Oracle text and played."""

from __future__ import annotations

from oraclec.runtime import homebrew

from conftest import compiled

CONSCRIPTION = "Exile all creature cards from target player's graveyard in a face-down pile, shuffle that pile, then manifest those cards."


def test_the_pile_is_exiled_face_down_then_manifested(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Conscription Tester", "Sorcery", mana_cost="{0}", abilities=list(compiled(CONSCRIPTION, is_spell=True))))
    game = setup({"alice": {"hand": ["Conscription Tester"], "graveyard": ["Grizzly Bears", "Llanowar Elves", "Island"]}, "bob": {}})
    game.cast("alice", "Conscription Tester", targets=["alice"])
    game.resolve_stack()
    manifested = [o for o in game.zone("battlefield").objects if o.face_down]
    assert len(manifested) == 2 and all(game.power(o) == 2 and game.toughness(o) == 2 for o in manifested)
    assert sorted(o.name for o in manifested) == ["Grizzly Bears", "Llanowar Elves"]
    assert sorted(game.names("graveyard", "alice")) == ["Conscription Tester", "Island"]


def test_the_shuffled_pile_goes_back_on_top_of_the_library(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """"exile it and the top six cards of your library in a face-down pile. If you do, shuffle
    that pile and put it back on top of your library.": the same cards, on top, face down in the
    library (CR 401.2)."""
    text = "Exile the top three cards of your library in a face-down pile, shuffle that pile, then put those cards on top of your library."
    pool.add(homebrew("Pile Tester", "Sorcery", mana_cost="{0}", abilities=list(compiled(text, is_spell=True))))
    library = ["Plains", "Island", "Swamp", "Mountain"]
    game = setup({"alice": {"hand": ["Pile Tester"], "library": library}, "bob": {}})
    game.cast("alice", "Pile Tester")
    game.resolve_stack()
    names = game.names("library", "alice")
    assert sorted(names[:3]) == ["Island", "Plains", "Swamp"] and names[3] == "Mountain"
    assert game.names("exile") == []
