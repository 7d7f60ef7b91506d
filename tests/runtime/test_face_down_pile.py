"""Piles of which one is face down ("separates them into a face-down pile and a face-up pile",
CR 700.3): the face-up pile's cards are shown to all; the face-down pile's are seen only by the
player who made the piles, so whoever else chooses a pile knows only how many cards it has (CR
406.3). Compiled from Oracle text and played."""

from __future__ import annotations

from oraclec.runtime import homebrew

from conftest import compiled

FAVOR = ("Target opponent looks at the top four cards of your library and separates them into a face-down pile and a face-up pile. "
         "Put one pile into your hand and the other into your graveyard.")


def _favor(pool) -> str:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Favor Tester", "Sorcery", mana_cost="{0}", abilities=list(compiled(FAVOR, is_spell=True))))
    return "Favor Tester"


def test_the_chooser_sees_only_the_face_up_pile(setup, pool) -> None:  # type: ignore[no-untyped-def]
    card = _favor(pool)
    library = ["Plains", "Island", "Swamp", "Mountain", "Forest"]
    game = setup({"alice": {"hand": [card], "library": library}, "bob": {}},
                 answers={"bob": {"card": [["Plains"]]}, "alice": {"mode": [1]}}, strict=True)
    game.cast("alice", card, targets=["bob"])
    game.resolve_stack()
    assert game.names("hand", "alice") == ["Plains"]
    assert sorted(game.names("graveyard", "alice")) == ["Favor Tester", "Island", "Mountain", "Swamp"]
    (separate,) = [c for c, _ in game.choice_log if c.player == "bob"]
    assert "face down" in separate.prompt and len(separate.options) == 4
    (pick,) = [c for c, _ in game.choice_log if c.kind == "mode"]
    assert pick.player == "alice" and pick.labels == ("pile 1 (face down): 1 card", "pile 2: Island, Swamp, Mountain")
    revealed = [e for e in game.events("reveal")]
    assert [sorted(o.name for o in e.objects) for e in revealed][-1] == ["Island", "Mountain", "Swamp"]


def test_the_player_who_made_the_piles_sees_both(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """"look at the top five cards ... separate them into a face-down pile and a face-up pile. An
    opponent chooses one of those piles.": the caster made the piles; the opponent sees only the
    face-up one."""
    text = ("Look at the top five cards of your library and separate them into a face-down pile and a face-up pile. "
            "An opponent chooses one of those piles. Put that pile into your hand and the other into your graveyard.")
    pool.add(homebrew("Curator Tester", "Sorcery", mana_cost="{0}", abilities=list(compiled(text, is_spell=True))))
    library = ["Plains", "Island", "Swamp", "Mountain", "Forest"]
    game = setup({"alice": {"hand": ["Curator Tester"], "library": library}, "bob": {}},
                 answers={"alice": {"card": [["Plains", "Island"]]}, "bob": {"mode": [2]}}, strict=True)
    game.cast("alice", "Curator Tester")
    game.resolve_stack()
    assert sorted(game.names("hand", "alice")) == ["Forest", "Mountain", "Swamp"]
    (pick,) = [c for c, _ in game.choice_log if c.kind == "mode"]
    assert pick.player == "bob" and pick.labels == ("pile 1 (face down): 2 cards", "pile 2: Swamp, Mountain, Forest")


def test_the_chosen_opponent_makes_the_piles(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """"Choose an opponent. They look at the top four cards of your library and separate them
    into a face-down pile and a face-up pile.": "they" is the opponent chosen (CR 607.2)."""
    text = ("Choose an opponent. They look at the top four cards of your library and separate them into a face-down pile and a face-up pile. "
            "Put one pile into your hand and the other into your graveyard.")
    pool.add(homebrew("Ransom Tester", "Sorcery", mana_cost="{0}", abilities=list(compiled(text, is_spell=True))))
    library = ["Plains", "Island", "Swamp", "Mountain", "Forest"]
    game = setup({"alice": {"hand": ["Ransom Tester"], "library": library}, "bob": {}, "carol": {}},
                 answers={"alice": {"player": ["carol"], "mode": [2]}, "carol": {"card": [["Plains", "Island", "Swamp"]]}}, strict=True)
    game.cast("alice", "Ransom Tester")
    game.resolve_stack()
    assert game.names("hand", "alice") == ["Mountain"]
    assert [c.player for c, _ in game.choice_log if c.kind == "card"] == ["carol"]
    (pick,) = [c for c, _ in game.choice_log if c.kind == "mode"]
    assert pick.labels == ("pile 1 (face down): 3 cards", "pile 2: Mountain")
