"""Who "that player", "they" and "it" mean once a chosen player ("an opponent") names players
(``names_players``, issue 18): cards whose compiled output that changed, pinned to their text."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.text import normalise_ability


def lowered(text: str) -> fx.Ability:
    """The one ability of a line, as it compiles (Unsupported nodes and all)."""
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None, parsed.error
    (ability,) = compiler.compile_line(parsed.line, text=text)
    return ability


def compiled(text: str) -> fx.Ability:
    ability = lowered(text)
    assert not compiler.unsupported_in((ability,)), compiler.unsupported_in((ability,))
    return ability


def test_that_player_after_a_card_from_an_opponents_graveyard_is_its_owner() -> None:
    # Geth, Lord of the Vault: the opponent whose graveyard the card was in mills, not the
    # card's new controller, and no opponent is chosen again (CR 400.3: a card is in its owner's graveyard)
    ability = compiled("{X}{B}: Put target artifact or creature card with mana value X from an opponent's graveyard onto the battlefield under your control tapped. Then that player mills X cards.")
    assert isinstance(ability, fx.ActivatedAbility)
    move, mill = ability.effects
    assert isinstance(move, fx.Move) and isinstance(mill, fx.Mill)
    assert isinstance(move.what, fx.Target)
    assert mill.player == fx.OwnerOf(what=move.what)


def test_under_their_control_after_a_card_in_an_opponents_graveyard_is_its_owner() -> None:
    # Jailbreak
    ability = compiled("Return target permanent card in an opponent's graveyard to the battlefield under their control.")
    (move,) = ability.effects
    assert isinstance(move, fx.Move)
    assert move.under == fx.OwnerOf(what=move.what)


def test_that_player_after_put_into_an_opponents_graveyard_is_the_cards_owner() -> None:
    # Patron of the Nezumi: the one opponent whose graveyard it was, not each opponent
    ability = compiled("Whenever a permanent is put into an opponent's graveyard, that player loses 1 life.")
    assert isinstance(ability, fx.TriggeredAbility)
    (lose,) = ability.effects
    assert isinstance(lose, fx.LoseLife)
    assert lose.player == fx.OwnerOf(what=fx.Found(key="triggering"))


def test_any_opponent_may_have_it_deal_damage_to_them() -> None:
    # Vexing Devil: the opponent decides (CR 603.5), this creature deals the damage, to that opponent
    ability = compiled("When this creature enters, any opponent may have it deal 4 damage to them. If a player does, sacrifice this creature.")
    assert isinstance(ability, fx.TriggeredAbility)
    may, _ = ability.effects
    assert isinstance(may, fx.May)
    assert may.player == fx.Chosen(what=fx.EachOpponent())
    (damage,) = may.effects
    assert isinstance(damage, fx.DealDamage)
    assert damage.source is None or damage.source == fx.This()  # None: the source of the ability
    assert damage.to == may.player


def test_it_after_attacks_one_of_your_opponents_is_the_attacking_creature() -> None:
    # Genestealer Locus: "it" was the opponent
    ability = compiled("Whenever a creature attacks one of your opponents, it gets +0/+1 until end of turn.")
    assert isinstance(ability, fx.TriggeredAbility)
    (pump,) = ability.effects
    assert isinstance(pump, fx.ModifyPT)
    assert pump.what == fx.Found(key="triggering")


def test_that_attacking_player_stays_the_triggering_player() -> None:
    # Breena, the Demagogue: "another of your opponents" is what the life is compared with,
    # not whom "that attacking player" means
    ability = compiled(
        "Whenever a player attacks one of your opponents, if that opponent has more life than another of your opponents, "
        "that attacking player draws a card and you put two +1/+1 counters on a creature you control."
    )
    assert isinstance(ability, fx.TriggeredAbility)
    draw = ability.effects[0]
    assert isinstance(draw, fx.Draw)
    assert draw.player == fx.Found(key="triggering player")


def test_it_after_what_an_attacker_attacks_is_the_attacker() -> None:
    # What is attacked describes the event: "it", "that creature" and "those creatures" after it
    # are the attacking creatures (CR 508.1), never the battle, the planeswalker or the enchanted
    # player attacked (Thrashing Frontliner gave every battle +1/+1, Curse of Predation put its
    # counter on the cursed player, Frontier Warmonger gave menace to the attacked player).
    frontliner = compiled("Whenever this creature attacks a battle, it gets +1/+1 until end of turn.")
    (pump,) = frontliner.effects
    assert isinstance(pump, fx.ModifyPT) and pump.what == fx.This()
    curse = compiled("Whenever a creature attacks enchanted player, put a +1/+1 counter on it.")
    (counter,) = curse.effects
    assert isinstance(counter, fx.PutCounters) and counter.what == fx.Found(key="triggering")
    warmonger = compiled("Whenever one or more creatures attack one of your opponents or a planeswalker they control, those creatures gain menace until end of turn.")
    (menace,) = warmonger.effects
    assert isinstance(menace, fx.GrantAbilities) and menace.what == fx.Found(key="triggering")
    # the player attacked is still "that player" (CR 508.1b)
    raider = compiled("Whenever this creature attacks a player, that player loses 1 life.")
    (lose,) = raider.effects
    assert isinstance(lose, fx.LoseLife) and lose.player == fx.Found(key="attacked player")


def test_that_noun_after_an_event_about_two_objects_is_the_one_it_names() -> None:
    # "that creature", "that Vehicle", "that spell or ability" name the event's other object when
    # the noun is the one the event gave it (CR 603.2, 608.2h): Sosuke destroyed the Warrior that
    # dealt the damage, Amulet of Safekeeping countered itself, Goblin Crash Pilot sacrificed
    # every Vehicle, Enormous Energy Blade tapped every creature.
    sosuke = compiled("Whenever a Warrior you control deals combat damage to a creature, destroy that creature at end of combat.")
    (delayed,) = sosuke.effects
    assert isinstance(delayed, fx.DelayedTrigger)
    assert delayed.effects == (fx.Destroy(what=fx.Found(key="triggering other")),)
    amulet = compiled("Whenever you become the target of a spell or ability an opponent controls, counter that spell or ability unless its controller pays {1}.")
    (unless,) = amulet.effects
    assert isinstance(unless, fx.Unless)
    assert unless.effects == (fx.CounterSpell(what=fx.Found(key="triggering other")),)
    pilot = compiled("Whenever this creature crews a Vehicle, that Vehicle gains haste until end of turn.")
    (haste,) = pilot.effects
    assert isinstance(haste, fx.GrantAbilities) and haste.what == fx.Found(key="triggering other")
    blade = compiled("Whenever this Equipment becomes attached to a creature, tap that creature.")
    assert blade.effects == (fx.Tap(what=fx.Found(key="triggering other")),)
    # the subject is still "it" and "that [its noun]"
    doyen = compiled("Whenever an Archer you control deals damage to a creature, that Archer deals that much damage to that creature's controller.")
    (damage,) = doyen.effects
    assert isinstance(damage, fx.DealDamage)
    assert damage.source == fx.Found(key="triggering") and damage.to == fx.ControllerOf(what=fx.Found(key="triggering other"))


def test_what_a_creature_attacks_in_a_condition_is_not_it() -> None:
    # Rampaging Geoderm: the counter goes on the attacking creature, not on every battle
    ability = compiled("Whenever you attack, target attacking creature gets +1/+1 until end of turn. If it's attacking a battle, put a +1/+1 counter on it instead.")
    _, conditional = ability.effects
    assert isinstance(conditional, fx.Conditional)
    (instead,) = conditional.effects
    assert isinstance(instead, fx.Instead)
    (counter,) = instead.effects
    assert isinstance(counter, fx.PutCounters) and isinstance(counter.what, fx.Target)


def test_an_object_attached_to_itself_is_not_compiled() -> None:
    # Eriette, the Beguiler: "for as long as that Aura is attached to it" read "it" as the Aura
    ability = lowered(
        "Whenever an Aura you control becomes attached to a nonland permanent an opponent controls with mana value less than or equal to that Aura's mana value, gain control of that permanent for as long as that Aura is attached to it."
    )
    (lasting,) = ability.effects
    assert isinstance(lasting, fx.ForAsLongAs) and isinstance(lasting.condition, fx.Unsupported)
    assert lasting.effects == (fx.GainControl(what=fx.Found(key="triggering other")),)


def test_the_object_of_a_players_event_is_that_object() -> None:
    # Barbflare Gremlin: "that land" is the land tapped, not every land (the damage's source
    # and the mana's types were every land)
    gremlin = compiled("Whenever a player taps a land for mana, if this creature is tapped, that player adds one mana of any type that land produced. Then that land deals 1 damage to that player.")
    add, deal = gremlin.effects
    assert isinstance(add, fx.AddMana) and add.types_of == fx.Found(key="triggering")
    assert isinstance(deal, fx.DealDamage) and deal.source == fx.Found(key="triggering")


def test_it_after_a_replaced_events_condition_is_the_events_object() -> None:
    # The Rollercrusher Ride: "it deals double that damage" is the source, not the cards of the
    # graveyard the "while" condition counts
    ride = lowered(
        "If a source you control would deal noncombat damage to a permanent or player while there are four or more card types among cards in your graveyard, it deals double that damage instead."
    )
    assert isinstance(ride, fx.Replacement)
    (deal,) = ride.instead
    assert isinstance(deal, fx.DealDamage) and deal.source == fx.Found(key="triggering") and deal.to == fx.Found(key="damaged")


def test_that_creature_after_a_player_puts_counters_on_it_is_that_creature() -> None:
    # Kros, Defense Contractor tapped and goaded every creature the opponents control; Vorinclex
    # kept every land from untapping
    kros = compiled("Whenever you put one or more counters on a creature you don't control, tap that creature and goad it.")
    tap, goad = kros.effects
    assert tap == fx.Tap(what=fx.Found(key="triggering"))
    assert isinstance(goad, fx.KeywordAction) and goad.what == fx.Found(key="triggering")
    vorinclex = compiled("Whenever an opponent taps a land for mana, that land doesn't untap during its controller's next untap step.")
    (restriction,) = vorinclex.effects
    assert isinstance(restriction, fx.Restriction) and restriction.what == fx.Found(key="triggering")
    # a relative "that": the lands an opponent controls, not one named before (Exotic Orchard)
    orchard = compiled("{T}: Add one mana of any color that a land an opponent controls could produce.")
    (add,) = orchard.effects
    assert isinstance(add, fx.AddMana) and add.types_of == fx.Filter(types=("Land",), controller=fx.EachOpponent())


def test_they_who_take_a_players_action_are_not_the_cards_moved_before() -> None:
    # Skullknocker Ogre: "that player discards a card at random. If the player does, they draw a
    # card": the player draws, not the discarded card (which no player reference can be)
    ogre = compiled("Whenever this creature deals damage to an opponent, that player discards a card at random. If the player does, they draw a card.")
    _, if_did = ogre.effects
    assert isinstance(if_did, fx.IfDid)
    assert if_did.effects == (fx.Draw(player=fx.Found(key="triggering player")),)
    # one player named: that player
    loss = compiled("Target opponent discards a card. If they can't, they lose 3 life.")
    discard, conditional = loss.effects
    assert isinstance(conditional, fx.Conditional)
    assert conditional.effects == (fx.LoseLife(amount=fx.Fixed(value=3), player=discard.player),)
    # each opponent in turn: not followed player by player, so not compiled
    assert compiler.unsupported_in((lowered("Each opponent discards a card. If they can't, they lose 2 life."),))


def test_attacking_the_player_with_the_most_life_is_that_description_not_a_player_named_before() -> None:
    # Scourge of the Throne: "if it's attacking the player with the most life or tied for most
    # life": the players whose life total is the greatest (CR 119), not the event's player
    ability = compiled("Whenever this creature attacks for the first time each turn, if it's attacking the player with the most life or tied for most life, untap all attacking creatures.")
    assert isinstance(ability, fx.TriggeredAbility) and isinstance(ability.condition, fx.Is)
    assert isinstance(ability.condition.test, fx.Filter)
    most = fx.Extreme(what=fx.EachPlayer(), stat="life")
    each = fx.PlayerRole(role="each")
    assert ability.condition.test.attacking == fx.PlayersWho(players=fx.EachPlayer(), condition=fx.Compare(left=fx.LifeTotal(player=each), op=">=", right=most))


def test_the_player_who_cast_this_object_is_not_read_as_this_object_was_cast() -> None:
    # Hellish Rebuke: "the player who cast ~" inside an ability granted to opponents' permanents
    # is one player (the spell's caster); "~ was cast" would make it every player (CR 601.2)
    ability = lowered('Until end of turn, permanents your opponents control gain "When this permanent deals damage to the player who cast ~, sacrifice this permanent. You lose 2 life."')
    assert [u.reason for u in compiler.unsupported_in((ability,))] == ["a player other than you who cast this object (CR 601.2)"]
    # "if you cast it" is still this object having been cast (CR 601.2)
    entered = compiled("When this creature enters, if you cast it, draw a card.")
    assert isinstance(entered, fx.TriggeredAbility) and entered.condition == fx.WasCast()


def test_they_after_a_clause_about_one_player_is_that_player_not_an_object() -> None:
    # Gix, Yawgmoth Praetor: "its controller may pay 1 life. If they do, they draw a card": the
    # creature's controller draws, not the creature (an object takes no player's action) and not
    # the opponent the trigger event names
    gix = compiled("Whenever a creature deals combat damage to one of your opponents, its controller may pay 1 life. If they do, they draw a card.")
    assert isinstance(gix, fx.TriggeredAbility)
    may, if_did = gix.effects
    assert isinstance(may, fx.May) and isinstance(if_did, fx.IfDid)
    assert if_did.effects == (fx.Draw(player=fx.ControllerOf(what=fx.Found(key="triggering"))),)
    assert may.player == fx.ControllerOf(what=fx.Found(key="triggering"))
    # Self-Inflicted Wound: the opponent who sacrificed loses life, not the creature sacrificed
    wound = compiled("Target opponent sacrifices a green or white creature of their choice. If that player does, they lose 2 life.")
    sacrifice, if_did = wound.effects
    assert isinstance(sacrifice, fx.Sacrifice) and isinstance(if_did, fx.IfDid)
    assert if_did.effects == (fx.LoseLife(amount=fx.Fixed(value=2), player=sacrifice.player),)
    # Basalt Golem: the blocking creature's controller creates the token, not this creature
    golem = compiled("Whenever this creature becomes blocked by a creature, that creature's controller sacrifices it at end of combat. If the player does, they create a 0/2 colorless Wall artifact creature token with defender.")
    _, if_did = golem.effects
    assert isinstance(if_did, fx.IfDid)
    (create,) = if_did.effects
    assert isinstance(create, fx.CreateToken) and create.player == fx.ControllerOf(what=fx.Found(key="triggering other"))
    # the subject a later clause shares is that player too: who shuffles after "they put it"
    search = compiled("Exile target creature. Its controller may search their library for a basic land card. If they do, they put it onto the battlefield tapped, then shuffle.")
    _, _, if_did = search.effects
    assert isinstance(if_did, fx.IfDid)
    assert if_did.effects[-1] == fx.Shuffle(player=fx.ControllerOf(what=fx.Found(key="exiled")))


def test_the_cards_exiled_with_this_object_are_those_cards_not_the_object() -> None:
    # Colfenor's Plans: "look at the cards exiled with this enchantment": the cards linked to it
    # (CR 607.2a), not the enchantment named by "the" as an object referred to before
    linked = fx.Filter(zone="exile", kind="card", states=("exiled with this",))
    plans = compiled("You may look at the cards exiled with this enchantment, and you may play lands and cast spells from among those cards.")
    look, play = plans.effects
    assert isinstance(look, fx.May) and look.effects == (fx.LookAt(what=linked),)
    assert isinstance(play, fx.PlayPermission) and play.what == linked
    put = compiled("Sacrifice this artifact: Return the card exiled with this artifact to its owner's hand.")
    (move,) = put.effects
    assert isinstance(move, fx.Move) and move.what == linked


def test_it_after_an_instruction_on_this_object_is_this_object() -> None:
    # Seasoned Hallowblade, Silvar: "Tap this creature. It gains indestructible": this creature
    # (CR 201.5), not the card discarded or the creature sacrificed to pay the cost
    blade = compiled("Discard a card: Tap this creature. It gains indestructible until end of turn.")
    tap, grant = blade.effects
    assert isinstance(tap, fx.Tap) and isinstance(grant, fx.GrantAbilities)
    assert grant.what == fx.This()
    # Brallin, Vivi Ornitier: "put a +1/+1 counter on ~ and it deals 1 damage": this creature is
    # the source, not the discarded card or the spell of the trigger event
    brallin = compiled("Whenever you discard a card, put a +1/+1 counter on ~ and it deals 1 damage to each opponent.")
    _, damage = brallin.effects
    assert isinstance(damage, fx.DealDamage) and damage.source in (None, fx.This())
    # "it" inside the instruction that names this object is another object (Ancestral Blade)
    blade_token = compiled("When this Equipment enters, create a 1/1 white Soldier creature token, then attach this Equipment to it.")
    _, attach = blade_token.effects
    assert isinstance(attach, fx.Attach) and attach.to == fx.Found(key="created")
    # this object as the subject: "it" is the other object ("This creature deals 1 damage to it")
    tapped = compiled("Tap target creature. This creature deals 1 damage to it.")
    tap, damage = tapped.effects
    assert isinstance(damage, fx.DealDamage) and damage.to == tap.what
    # what a copy is of is looked at, not acted on: "it" after it is the object that became the copy
    flood = compiled("Whenever this creature attacks, put a flood counter on another target creature or land. If it's a creature, it becomes a copy of this creature. If it's a land, it becomes an Island in addition to its other types.")
    put, _, island = flood.effects
    assert isinstance(island, fx.Conditional)
    (becomes,) = island.effects
    assert isinstance(becomes, fx.Becomes) and becomes.what == put.what


def test_they_who_take_a_players_action_after_objects_are_the_player_named() -> None:
    # Pumpkin Bombs: "They gain control of this artifact": the target opponent, not the cards
    # discarded to pay the cost; Shizuko: "they don't lose this mana": that player, not this object
    bombs = compiled("{T}, Discard two cards: Draw three cards, then put a fuse counter on this artifact. It deals damage equal to the number of fuse counters on it to target opponent. They gain control of this artifact.")
    *_, damage, control = bombs.effects
    assert isinstance(damage, fx.DealDamage) and isinstance(control, fx.GainControl)
    assert control.player == damage.to
    shizuko = compiled("At the beginning of each player's upkeep, that player adds {G}{G}{G}. Until end of turn, they don't lose this mana as steps and phases end.")
    add, keep = shizuko.effects
    assert isinstance(add, fx.AddMana) and keep.player == add.player
    # "they mill twice that many cards instead" stays the same event with another number (CR 614.1a)
    bruvac = compiled("If an opponent would mill one or more cards, they mill twice that many cards instead.")
    assert isinstance(bruvac, fx.Replacement) and bruvac.instead == () and bruvac.amount is not None


def test_a_reflexive_pronoun_is_the_clauses_own_subject() -> None:
    # Sarkhan the Mad: "~ deals damage to himself equal to that card's mana value": this object,
    # not the card revealed; Psionic Entity: "3 damage to itself", not the target
    sarkhan = compiled("Reveal the top card of your library and put it into your hand. ~ deals damage to himself equal to that card's mana value.")
    *_, damage = sarkhan.effects
    assert isinstance(damage, fx.DealDamage) and damage.to == fx.This()
    # the card's mana value is the card put into the hand, not the library's new top card (CR 400.7)
    assert damage.amount == fx.StatOf(what=fx.Found(key="returned"), stat="mana_value")
    entity = compiled("{T}: This creature deals 2 damage to any target and 3 damage to itself.")
    first, second = entity.effects
    assert isinstance(second, fx.DealDamage) and second.to == fx.This() and first.to != fx.This()


def test_what_the_instructions_of_an_if_did_is_not_referred_to_by_its_otherwise() -> None:
    # Vexing Arcanix: "that player puts it into their hand. Otherwise, they put it into their
    # graveyard": the revealed card in both branches, not the card the first branch moved (CR 608.2c)
    arcanix = compiled("{3}, {T}: Target player chooses a card name, then reveals the top card of their library. If that card has the chosen name, that player puts it into their hand. Otherwise, they put it into their graveyard.")
    *_, conditional = arcanix.effects
    assert isinstance(conditional, fx.Conditional)
    (to_hand,) = conditional.effects
    (to_graveyard,) = conditional.otherwise
    assert isinstance(to_graveyard, fx.Move) and to_graveyard.what == to_hand.what
