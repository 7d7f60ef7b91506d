"""Voting (CR 701.38): "Starting with you, each player votes for ..." compiled from its Oracle
text and played: each player votes in turn order from the named player (a choice of kind "vote"),
the votes are remembered for the rest of the ability, and "if X gets more votes", "if the vote
is tied", "for each X vote", "the number of X votes" and "each permanent with the most votes or
tied for most votes" read them; "While voting, you get an additional vote." (CR 701.38d)."""

from __future__ import annotations

import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.text import normalise_ability

from conftest import compiled_ability


def unsupported(text: str, *, is_spell: bool = True) -> list[fx.Unsupported]:
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    return list(compiler.unsupported_in(compiler.compile_line(parsed.line)))


TYRANT = ("Starting with you, each player votes for death or torture. If death gets more votes, each opponent sacrifices a creature "
          "of their choice. If torture gets more votes or the vote is tied, each opponent loses 4 life.")
JUDGMENT = ("Starting with you, each player votes for a nonland permanent you don't control. "
            "Exile each permanent with the most votes or tied for most votes.")
DILEMMA = ("Starting with you, each player votes for strength or numbers. Put a +1/+1 counter on target creature you control for each "
           "strength vote and create a 1/1 white Soldier creature token for each numbers vote.")


# -- compiling ------------------------------------------------------------------------------------
def test_a_vote_by_words_and_what_the_text_reads_of_it() -> None:
    vote, death, torture = compiled_ability(TYRANT).effects
    assert vote == fx.Vote(starting=fx.You(), voters=fx.EachPlayer(), options=("death", "torture"))
    assert isinstance(death, fx.Conditional) and death.condition == fx.OptionGetsMoreVotes(option="death")
    assert isinstance(torture, fx.Conditional)
    assert torture.condition == fx.AnyOf(conditions=(fx.OptionGetsMoreVotes(option="torture"), fx.VoteTied()))


def test_a_vote_for_objects_and_the_objects_with_the_most_votes() -> None:
    vote, exile = compiled_ability(JUDGMENT).effects
    assert isinstance(vote, fx.Vote) and not vote.options and isinstance(vote.candidates, fx.Filter)
    assert vote.candidates.excluded_types == ("Land",) and vote.candidates.controller == fx.EachOpponent()
    assert isinstance(exile, fx.Move) and exile.to == "exile" and exile.what.most_votes


def test_the_votes_for_an_option_multiply_an_instruction() -> None:
    _, counters, tokens = compiled_ability(DILEMMA).effects
    assert isinstance(counters, fx.PutCounters) and counters.amount == fx.VotesFor(option="strength")
    assert isinstance(tokens, fx.CreateToken) and tokens.amount == fx.VotesFor(option="numbers")


def test_for_each_vote_repeats_the_instructions() -> None:
    _, evidence = compiled_ability("Starting with you, each player votes for evidence or bribery. For each evidence vote, investigate.").effects
    assert isinstance(evidence, fx.Repeat) and evidence.times == fx.VotesFor(option="evidence")


def test_an_additional_vote_is_a_rule_about_the_player() -> None:
    (rule,) = compiled_ability("While voting, you get an additional vote.", is_spell=False).effects
    assert rule == fx.Restriction(what=fx.You(), rule=fx.PlayerRuleName.ADDITIONAL_VOTE)
    (may,) = compiled_ability("While voting, you may vote an additional time.", is_spell=False).effects
    assert may == fx.Restriction(what=fx.You(), rule=fx.PlayerRuleName.MAY_VOTE_ADDITIONAL_TIME)


@pytest.mark.parametrize("text", [
    # no vote before what reads the votes (a choice is not a vote, CR 701.38c)
    "Choose grace or condemnation. If grace gets more votes, draw a card.",
    "Choose strength or numbers. Draw a card for each strength vote.",
    # an option the vote does not have
    "Choose mercy or justice. Starting with you, each player votes for grace or condemnation. If mercy gets more votes, draw a card.",
    # "with the most votes" after a vote for words, and with no word of a tie
    "Starting with you, each player votes for grace or condemnation. Exile each permanent with the most votes or tied for most votes.",
    "Starting with you, each player votes for a creature. Exile each permanent with the most votes.",
    # an instruction that would be done once, not once a vote
    "Starting with you, each player votes for wild or free. You may put a permanent card from your hand onto the battlefield for each free vote.",
    # players acting in turn order other than by voting
    "Starting with you, each player may sacrifice a creature.",
])
def test_what_is_not_honoured_stays_unsupported(text: str) -> None:
    assert unsupported(text), text


# -- playing ----------------------------------------------------------------------------------------
THREE = {"alice": {"hand": ["Tyrant Test"]}, "bob": {"battlefield": ["Grizzly Bears"]}, "carol": {"battlefield": ["Grizzly Bears"]}}


def test_the_players_vote_in_turn_order_from_you_and_the_option_with_more_votes_wins(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Tyrant Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(TYRANT)]))
    game = setup(THREE, answers={"alice": {"vote": ["death"]}, "bob": {"vote": ["torture"]}, "carol": {"vote": ["death"]}})
    game.cast("alice", "Tyrant Test")
    game.resolve_stack()
    assert [(c.player, a[0]) for c, a in game.choice_log if c.kind == "vote"] == [("alice", "death"), ("bob", "torture"), ("carol", "death")]
    assert game.names("battlefield") == []  # death: each opponent sacrificed a creature
    assert game.player("bob").life == game.player("carol").life == 20


def test_a_tied_vote(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Tyrant Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(TYRANT)]))
    game = setup({"alice": {"hand": ["Tyrant Test"]}, "bob": {"battlefield": ["Grizzly Bears"]}},
                 answers={"alice": {"vote": ["death"]}, "bob": {"vote": ["torture"]}})
    game.cast("alice", "Tyrant Test")
    game.resolve_stack()
    assert game.names("battlefield") == ["Grizzly Bears"]  # neither got more votes
    assert game.player("bob").life == 16  # "or the vote is tied"


def test_the_vote_starts_with_the_player_named(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Tyrant Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(TYRANT)]))
    game = setup({"alice": {}, "bob": {"hand": ["Tyrant Test"]}, "carol": {}},
                 answers={"alice": {"vote": ["torture"]}, "bob": {"vote": ["torture"]}, "carol": {"vote": ["death"]}}, active="bob")
    game.cast("bob", "Tyrant Test")
    game.resolve_stack()
    # CR 701.38a: starting with the caster, then in turn order (carol sits after bob)
    assert [c.player for c, _ in game.choice_log if c.kind == "vote"] == ["bob", "carol", "alice"]
    assert (game.player("alice").life, game.player("bob").life, game.player("carol").life) == (16, 20, 16)


def test_a_vote_for_objects_exiles_each_with_the_most_votes(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Judgment Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(JUDGMENT)]))
    pool.add(homebrew("Red Ogre", "Creature — Ogre", mana_cost="{2}{R}", power=4, toughness=4))
    game = setup({"alice": {"hand": ["Judgment Test"], "battlefield": ["Llanowar Elves"]}, "bob": {"battlefield": ["Grizzly Bears", "Red Ogre", "Forest"]},
                  "carol": {}},
                 answers={"alice": {"vote": ["Red Ogre"]}, "bob": {"vote": ["Grizzly Bears"]}, "carol": {"vote": ["Red Ogre"]}})
    game.cast("alice", "Judgment Test")
    game.resolve_stack()
    vote_choices = [c for c, _ in game.choice_log if c.kind == "vote"]
    # the choices are the nonland permanents alice doesn't control, for every voter
    assert all(sorted(c.labels) == ["Grizzly Bears", "Red Ogre"] for c in vote_choices) and len(vote_choices) == 3
    assert sorted(game.names("battlefield")) == ["Forest", "Grizzly Bears", "Llanowar Elves"]
    assert game.names("exile") == ["Red Ogre"]


def test_objects_tied_for_most_votes_are_all_exiled(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Judgment Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(JUDGMENT)]))
    pool.add(homebrew("Red Ogre", "Creature — Ogre", mana_cost="{2}{R}", power=4, toughness=4))
    game = setup({"alice": {"hand": ["Judgment Test"]}, "bob": {"battlefield": ["Grizzly Bears", "Red Ogre", "Llanowar Elves"]}},
                 answers={"alice": {"vote": ["Red Ogre"]}, "bob": {"vote": ["Grizzly Bears"]}})
    game.cast("alice", "Judgment Test")
    game.resolve_stack()
    assert game.names("battlefield") == ["Llanowar Elves"]  # no votes: not among the most
    assert sorted(game.names("exile")) == ["Grizzly Bears", "Red Ogre"]


def test_the_votes_for_each_option_are_counted(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Dilemma Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(DILEMMA)]))
    game = setup({"alice": {"hand": ["Dilemma Test"], "battlefield": ["Grizzly Bears"]}, "bob": {}, "carol": {}},
                 answers={"alice": {"vote": ["strength"]}, "bob": {"vote": ["numbers"]}, "carol": {"vote": ["strength"]}})
    game.cast("alice", "Dilemma Test")
    game.resolve_stack()
    (bears,) = [o for o in game.zone("battlefield", "alice") if o.name == "Grizzly Bears"]
    assert bears.counters.get("+1/+1", 0) == 2
    assert sorted(game.names("battlefield", "alice")) == ["Grizzly Bears", "Soldier Token"]


def test_an_additional_vote_is_cast_with_the_players_own(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Tyrant Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(TYRANT)]))
    pool.add(homebrew("Broker Test", "Creature — Human", mana_cost="{0}", power=1, toughness=1,
                      abilities=[compiled_ability("While voting, you get an additional vote.", is_spell=False)]))
    game = setup({"alice": {"hand": ["Tyrant Test"]}, "bob": {"battlefield": ["Broker Test"]}, "carol": {}},
                 answers={"alice": {"vote": ["death"]}, "bob": {"vote": ["torture", "torture"]}, "carol": {"vote": ["death"]}})
    game.cast("alice", "Tyrant Test")
    game.resolve_stack()
    # CR 701.38d: bob's two votes at the time bob votes
    assert [(c.player, a[0]) for c, a in game.choice_log if c.kind == "vote"] == [
        ("alice", "death"), ("bob", "torture"), ("bob", "torture"), ("carol", "death")]
    assert game.names("battlefield") == ["Broker Test"]  # tied 2-2: no sacrifice
    assert game.player("bob").life == game.player("carol").life == 16


GRUDGE = "Whenever players finish voting, each opponent who voted for a choice you didn't vote for loses 2 life."


def test_players_finish_voting_and_who_voted_for_what(setup, pool) -> None:  # type: ignore[no-untyped-def]
    trigger = compiled_ability(GRUDGE, is_spell=False)
    assert isinstance(trigger, fx.TriggeredAbility) and trigger.trigger == fx.Trigger(event="finish_voting")
    pool.add(homebrew("Tyrant Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(TYRANT)]))
    pool.add(homebrew("Grudge Test", "Creature — Human", mana_cost="{0}", power=1, toughness=1, abilities=[trigger]))
    game = setup({"alice": {"hand": ["Tyrant Test"], "battlefield": ["Grudge Test"]}, "bob": {}, "carol": {}},
                 answers={"alice": {"vote": ["death"]}, "bob": {"vote": ["torture"]}, "carol": {"vote": ["death"]}})
    game.cast("alice", "Tyrant Test")
    game.resolve_stack()
    # death got more votes (no creature to sacrifice); bob voted for a choice alice didn't
    assert (game.player("alice").life, game.player("bob").life, game.player("carol").life) == (20, 18, 20)
