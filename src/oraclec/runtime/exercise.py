"""Exercising every ability of a card in the sandbox (:mod:`.sandbox`).

Once a card has been cast (or put onto the battlefield) and everything resolved, each ability of
each of its faces is made to do its work, each time from that same position (the state is saved
once and restored before each try):

- an activated ability is activated, its costs paid from plentiful mana, targets chosen by the
  default chooser, and it must resolve (a mana ability: run with no error);
- a triggered ability's event is caused through the game's own actions (a creature enters, dies,
  attacks, a spell is cast, a card drawn, a turn played to the next one, ...: :data:`CAUSES`),
  and the ability must trigger and resolve;
- a static ability is observed in the layer system: it applies to some object, whose
  characteristics then differ from its printed ones; a static effect the engine reads where its
  rule applies (a cost change, an "as though" permission, ...) is not observed this way and is
  a reason;
- a keyword's definition is exercised as its abilities are; a native keyword (read by name in
  runtime code) counts as exercised by its status in :data:`oraclec.keywords.SUPPORT`, whose
  entry names the scenario test that runs that code, not by the sandbox running it;
- a spell ability must have resolved when the card was cast, "enters with" replacements must
  show on the permanent, a permission to cast from another zone is used, and an optional
  additional cost paid, each in a cast of its own.

Anything else (replacement effects, special actions, level and class structures, ...) is a
reason too: :func:`exercise` returns every reason the card is not fully exercised, and the first
unsupported construct or error met while exercising.
"""

from __future__ import annotations

import collections
import functools
from collections.abc import Callable
from typing import Any

import attrs

from .. import effects as fx
from ..effects.base import walk
from ..keywords import Status, support_of
from .casting import activated_abilities, is_mana_ability
from .choices import Choice, DefaultChooser, PlayerView
from .context import Context
from .definitions import CardDef, homebrew
from .dispatch import static_effect_ops
from .errors import ChoiceError, EngineLoop, IllegalAction, UnsupportedAtRuntime
from .game import Game
from .layers import flatten, template
from .mana import parse_mana
from .state import GameObject
from .trigger_events import trigger_parts

#: mana added to alice's pool before each activation or cast: plenty of every kind
PLENTY = "{W}{W}{W}{W}{W}{U}{U}{U}{U}{U}{B}{B}{B}{B}{B}{R}{R}{R}{R}{R}{G}{G}{G}{G}{G}{C}{C}{C}{C}{C}"
#: how many times the sandbox passes to the next step while playing turns
MAX_ADVANCES = 60
#: lore counters the sandbox puts on a Saga, one at a time
MAX_CHAPTERS = 6


class SandboxGame(Game):
    """A game that records which abilities triggered and which resolved (not countered on
    resolution), and which cards resolved as spells."""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.triggered = _Record()
        self.resolved = _Record()
        self.resolved_spells: set[int] = set()
        self.replaced = _Record()

    def replacement_applied(self, ability: Any) -> None:
        self.replaced.add(ability)

    def put_triggered_ability(self, pending: Any) -> Any:
        self.triggered.add(pending.ability)
        return super().put_triggered_ability(pending)

    def resolve_item(self, item: Any) -> None:
        start = len(self.state.events)
        super().resolve_item(item)
        resolves = [e for e in self.state.events[start:] if e.kind == "resolve"]
        if resolves and resolves[-1].get("countered"):
            return
        ability = getattr(item, "ability", None)
        if ability is not None and getattr(item, "kind", None) in ("activated", "triggered"):
            self.resolved.add(ability)
        elif isinstance(item, GameObject):
            self.resolved_spells.add(item.card_id)
            cast = item.cast
            if cast is not None and cast.ability is not None:
                self.resolved.add(cast.ability)


class _Record:
    """Abilities met (by identity, or equal: a keyword's definition may be built anew), and the
    effects of triggered abilities (a Saga's chapter triggers as a new ability with the
    chapter's effects, CR 714.2b)."""

    def __init__(self) -> None:
        self.ids: set[int] = set()
        self.abilities: list[Any] = []

    def add(self, ability: Any) -> None:
        if id(ability) not in self.ids:
            self.ids.add(id(ability))
            self.abilities.append(ability)
        effects = getattr(ability, "effects", None)
        if isinstance(ability, fx.TriggeredAbility) and effects is not None:
            self.ids.add(id(effects))

    def __contains__(self, ability: object) -> bool:
        if isinstance(ability, fx.ChapterAbility):
            return id(ability.effects) in self.ids
        return id(ability) in self.ids or any(type(a) is type(ability) and a == ability for a in self.abilities)


@attrs.define
class Outcome:
    """What exercising found: reasons some ability was not exercised (``key`` -> detail), and
    the first construct the runtime does not support or error met (status, detail)."""

    reasons: dict[str, str] = attrs.field(factory=dict)
    failure: tuple[str, str] | None = None

    def reason(self, key: str, detail: str = "") -> None:
        self.reasons.setdefault(key, detail or key)


def find_card(game: Game, card_id: int) -> GameObject | None:
    """The object that is the card now (it became a new object each time it changed zones)."""
    for obj in game.all_objects():
        if isinstance(obj, GameObject) and obj.card_id == card_id and not obj.is_token and not obj.is_copy:
            return obj
    return None


class _CombatChooser(DefaultChooser):
    """The default chooser, except that it declares the given attackers and blockers."""

    def __init__(self, attackers: set[int], blockers: set[int]):
        self.attackers = attackers
        self.blockers = blockers

    def choose(self, choice: Choice, view: PlayerView) -> Any:
        if choice.kind == "attackers":
            return tuple(o for o in choice.options if getattr(o, "id", None) in self.attackers)
        if choice.kind == "blockers":
            return tuple(o for o in choice.options if getattr(o, "id", None) in self.blockers)[:1]
        return super().choose(choice, view)


# -- causes of trigger events: each does something in the game from the saved position ------
Cause = Callable[[Game, GameObject], None]


def _one(game: Game, name: str, zone: str, player: str) -> GameObject | None:
    return next((o for o in game.zone(zone, player).objects if o.name == name), None) if zone in ("hand", "graveyard", "library") else next(
        (o for o in game.battlefield(player) if o.name == name), None
    )


def _onto_battlefield(game: Game, obj: GameObject | None, controller: str) -> None:
    if obj is not None:
        game.move(obj, "battlefield", controller=controller, cause="sandbox")


def _self_enters(game: Game, card: GameObject) -> None:
    if card.zone == "battlefield":
        moved = game.move(card, "exile", cause="sandbox")
        card = moved if moved is not None else card
    if card.zone != "battlefield":
        _onto_battlefield(game, card, "alice")


def _ally_enters(game: Game, card: GameObject) -> None:
    _onto_battlefield(game, _one(game, "Sandbox Bear", "hand", "alice"), "alice")
    _onto_battlefield(game, _one(game, "Island", "hand", "alice"), "alice")
    _onto_battlefield(game, _one(game, "Sandbox Relic", "graveyard", "alice"), "alice")


def _foe_enters(game: Game, card: GameObject) -> None:
    _onto_battlefield(game, game.add_card("bob", "hand", "Sandbox Bear"), "bob")
    _onto_battlefield(game, _one(game, "Forest", "hand", "bob"), "bob")


def _destroy(game: Game, obj: GameObject | None) -> None:
    if obj is not None and obj.zone == "battlefield" and game.destroy(obj) is None and obj.zone == "battlefield":
        game.sacrifice(obj)  # indestructible: it is still put into the graveyard


def _self_dies(game: Game, card: GameObject) -> None:
    _destroy(game, card)


def _ally_dies(game: Game, card: GameObject) -> None:
    _destroy(game, _one(game, "Sandbox Bear", "battlefield", "alice"))
    _destroy(game, _one(game, "Sandbox Relic", "battlefield", "alice"))


def _foe_dies(game: Game, card: GameObject) -> None:
    _destroy(game, _one(game, "Sandbox Bear", "battlefield", "bob"))
    _destroy(game, _one(game, "Sandbox Relic", "battlefield", "bob"))


def _self_exiled(game: Game, card: GameObject) -> None:
    game.move(card, "exile", cause="sandbox")


def _self_sacrificed(game: Game, card: GameObject) -> None:
    game.sacrifice(card)


def _ally_sacrificed(game: Game, card: GameObject) -> None:
    bear = _one(game, "Sandbox Bear", "battlefield", "alice")
    if bear is not None:
        game.sacrifice(bear)


def _foe_sacrifices(game: Game, card: GameObject) -> None:
    bear = _one(game, "Sandbox Bear", "battlefield", "bob")
    if bear is not None:
        game.sacrifice(bear)


def _cast(game: Game, player: str, name: str, targets: Any = None) -> None:
    game.add_mana(player, parse_mana(PLENTY))
    spell = game.add_card(player, "hand", name)
    game.state.priority = game.player(player).index
    game.cast(player, spell, targets=targets)
    game.state.priority = game.player("alice").index


def _targets_card(player: str) -> Cause:
    """``player`` casts Sandbox Nudge ("Untap target permanent.") targeting the card."""

    def cause(game: Game, card: GameObject) -> None:
        if card.zone == "battlefield":
            _cast(game, player, "Sandbox Nudge", targets={"target": [card]})

    return cause


def _casts(player: str, name: str) -> Cause:
    return lambda game, card: _cast(game, player, name)


#: spells of each kind and colour the sandbox casts: red instant, green creature, blue
#: enchantment, colourless artifact creature, blue sorcery, white legendary creature
_CASTS = tuple(_casts("alice", name) for name in ("Sandbox Bolt", "Sandbox Bear", "Sandbox Charm", "Sandbox Golem", "Sandbox Study", "Sandbox Knight"))


def _for(player: str, action: Callable[[Game, str], Any]) -> Cause:
    return lambda game, card: action(game, player)


def _damage(game: Game, card: GameObject) -> None:
    bear = _one(game, "Sandbox Bear", "battlefield", "bob")
    source = game.info(bear) if bear is not None else None
    if card.zone == "battlefield" and any(t in game.characteristics(card).types for t in ("Creature", "Planeswalker", "Battle")):
        game.deal_damage(source, card, 1)
    if card.zone == "battlefield":
        game.deal_damage(game.info(card), "bob", 1)
    game.deal_damage(source, "alice", 1)
    ally = _one(game, "Sandbox Bear", "battlefield", "alice")
    if ally is not None:
        game.deal_damage(game.info(ally), "bob", 1)
        if bear is not None:
            game.deal_damage(game.info(ally), bear, 1)


def _tap(game: Game, card: GameObject) -> None:
    for obj in (card, _one(game, "Sandbox Bear", "battlefield", "alice"), _one(game, "Sandbox Knight", "battlefield", "bob")):
        if obj is not None and obj.zone == "battlefield":
            game.tap(obj)
            game.untap(obj)


def _counters(game: Game, card: GameObject) -> None:
    for obj in (card, _one(game, "Sandbox Bear", "battlefield", "alice"), _one(game, "Sandbox Knight", "battlefield", "bob")):
        if obj is not None and obj.zone == "battlefield":
            game.put_counters(obj, "+1/+1", 1)


def _tokens(game: Game, card: GameObject) -> None:
    token = homebrew("Sandbox Token", "Creature — Bear", power=1, toughness=1)
    game.create_token("alice", token)
    game.create_token("bob", token)


def _discard(player: str) -> Cause:
    def cause(game: Game, card: GameObject) -> None:
        hand = [o for o in game.zone("hand", player).objects if o.card_id != card.card_id]
        if hand:
            game.discard(player, hand[:1])

    return cause


def _keyword_action(effect: Any, player: str) -> Cause:
    return lambda game, card: game.execute(effect, Context(controller=player, source_id=None))


def _combat(attack_with: str, *, alone: bool = True, blocked: bool = False, active: str = "alice") -> Cause:
    """Play combat: the active player attacks with the card ("self") or one of their bears
    ("bear"), the other player blocks with a bear or with the card (when bob attacks)."""

    def cause(game: Game, card: GameObject) -> None:
        defender = "bob" if active == "alice" else "alice"
        mine = card if attack_with == "self" else _one(game, "Sandbox Bear", "battlefield", active)
        if mine is None or mine.zone != "battlefield":
            return
        attackers = {mine.id}
        if not alone:
            attackers |= {o.id for o in game.battlefield(active) if o.name in ("Sandbox Bear", "Sandbox Knight", "Sandbox Golem")}
        blocker = card if active == "bob" else _one(game, "Sandbox Bear", "battlefield", defender)
        blocker = blocker if blocker is not None and not blocker.tapped else None
        for obj in game.battlefield(active):
            obj.controlled_since_turn = 0  # no summoning sickness in the sandbox
            if obj.id in attackers:
                game.untap(obj)
        if active != game.active_player.name:
            game.state.active = game.player(active).index
            game.state.priority = game.state.active
        chooser = game.default_chooser
        game.default_chooser = _CombatChooser(attackers, {blocker.id} if blocked and blocker is not None else set())
        try:
            _advance_until(game, lambda: game.state.step == "main2")
        finally:
            game.default_chooser = chooser

    return cause


def _advance_until(game: Game, done: Callable[[], bool]) -> None:
    for _ in range(MAX_ADVANCES):
        if done() or game.state.game_over:
            return
        game.advance()


def _lore(game: Game, card: GameObject) -> None:
    """A Saga's chapters: a lore counter at a time (CR 714.2b), each chapter resolved before
    the next counter."""
    for _ in range(MAX_CHAPTERS):
        current = find_card(game, card.card_id)
        if current is None or current.zone != "battlefield":
            return
        game.put_counters(current, "lore", 1)
        game.resolve_stack(limit=200)


def _turns(game: Game, card: GameObject) -> None:
    """Play from alice's first main phase through bob's turn to alice's next draw step: every
    beginning-of-step trigger of both players' turns."""
    start = game.state.turn
    _advance_until(game, lambda: game.state.turn >= start + 2 and game.state.step == "main1")


_COMBAT = (
    _combat("self", blocked=True),
    _combat("self"),
    _combat("bear"),
    _combat("self", alone=False),
    _combat("bear", active="bob", blocked=True),
)
_ENTERS = (_self_enters, _ally_enters, _foe_enters)
_DIES = (_self_dies, _ally_dies, _foe_dies)
_DAMAGE = (_damage, *_COMBAT)

#: trigger event of the effect model -> the ways the sandbox causes it, tried in order
CAUSES: dict[str, tuple[Cause, ...]] = {
    "enters": _ENTERS,
    "dies": _DIES,
    "destroy": _DIES,
    "leaves": (_self_exiled, *_DIES),
    "leaves_without_dying": (_self_exiled,),
    "put_into_graveyard": (*_DIES, _discard("alice"), _for("alice", lambda g, p: g.mill(p, 1))),
    "cast": (*_CASTS, _casts("bob", "Sandbox Bolt"), _casts("bob", "Sandbox Bear"), _targets_card("alice")),
    "becomes_target": (_targets_card("alice"), _targets_card("bob")),
    "draw": (_for("alice", lambda g, p: g.draw(p)), _for("bob", lambda g, p: g.draw(p))),
    "mill": (_for("alice", lambda g, p: g.mill(p, 1)), _for("bob", lambda g, p: g.mill(p, 1))),
    "shuffle": (_for("alice", lambda g, p: g.shuffle(p)), _for("bob", lambda g, p: g.shuffle(p))),
    "discard": (_discard("alice"), _discard("bob")),
    "sacrifice": (_self_sacrificed, _ally_sacrificed, _foe_sacrifices),
    "create": (_tokens,),
    "gain_life": (_for("alice", lambda g, p: g.gain_life(p, 2)), _for("bob", lambda g, p: g.gain_life(p, 2))),
    "lose_life": (_for("alice", lambda g, p: g.lose_life(p, 2)), _for("bob", lambda g, p: g.lose_life(p, 2))),
    "attacks": _COMBAT,
    "attack_with": _COMBAT,
    "attacks_alone": _COMBAT,
    "is_attacked": _COMBAT,
    "blocks": _COMBAT,
    "becomes_blocked": _COMBAT,
    "dealt_combat_damage": _COMBAT,
    "deals_combat_damage": _COMBAT,
    "dealt_damage": _DAMAGE,
    "dealt_excess_damage": _DAMAGE,
    "dealt_excess_noncombat_damage": _DAMAGE,
    "deals_damage": _DAMAGE,
    "dealt_noncombat_damage": _DAMAGE,
    "deals_noncombat_damage": _DAMAGE,
    "damage": _DAMAGE,
    "becomes_tapped": (_tap,),
    "tapped": (_tap,),
    "untapped": (_tap,),
    "counter_added": (_counters,),
    "scry": (_keyword_action(fx.Scry(), "alice"), _keyword_action(fx.Scry(), "bob")),
    "surveil": (_keyword_action(fx.Surveil(), "alice"), _keyword_action(fx.Surveil(), "bob")),
    "step": (_turns,),
    "chapter": (_lore,),
}


# -- exercising ------------------------------------------------------------------------------
def exercise(game: SandboxGame, definition: CardDef, card_id: int, *, cast: bool) -> Outcome:
    """Exercise every ability of every face of the card ``card_id`` from the current position
    (the card cast, if ``cast``, or put onto the battlefield, and everything resolved)."""
    outcome = Outcome()
    if len(definition.faces) == 1 and not definition.faces[0].abilities:
        return outcome  # a vanilla card: nothing to exercise
    base = game.save_state()
    for index, face in enumerate(definition.faces):
        if outcome.failure is not None:
            break
        saved = base
        if index > 0:
            game.restore_state(base)
            if not _turn_to_face(game, card_id, index, face, outcome):
                continue
            saved = game.save_state()
        _Exerciser(game, card_id, outcome, saved, face_number=index + 1, cast=cast and index == 0).run(face)
    return outcome


def _turn_to_face(game: Game, card_id: int, index: int, face: Any, outcome: Outcome) -> bool:
    """Show another face: a permanent face is put onto the battlefield with that face up (as a
    transformed or modal double-faced permanent); a spell face is not cast by the sandbox."""
    obj = find_card(game, card_id)
    permanent = any(t in face.types for t in ("Creature", "Artifact", "Enchantment", "Planeswalker", "Battle", "Land"))
    if obj is None or not permanent:
        if any(not isinstance(a, fx.ReminderOnly) for a in flatten(face.abilities)):
            outcome.reason("not exercised: a spell face other than the first (the runtime casts the first face only)", f"face {index + 1} ({face.name}) is not cast")
        return False
    if obj.zone != "battlefield":
        obj = game.move(obj, "battlefield", controller="alice", cause="sandbox") or obj
    obj.face = index
    game._touch()
    return True


def _enters_of_a_spell_face(face: Any, ability: Any) -> bool:
    """A "When this permanent enters" trigger on an instant or sorcery face, which never
    triggers (CR 304.4, 307.4: they can't enter the battlefield): the permanent form of a
    keyword that has a spell form as well (gift, CR 702.174b), nothing to exercise."""
    trigger = getattr(ability, "trigger", None)
    spell_face = any(t in face.types for t in ("Instant", "Sorcery"))
    return spell_face and isinstance(trigger, fx.Trigger) and trigger.event == "enters" and isinstance(trigger.what, fx.This)


class _Exerciser:
    def __init__(self, game: SandboxGame, card_id: int, outcome: Outcome, saved: Any, *, face_number: int, cast: bool):
        """``saved``: the game's current state, saved, from which each try starts."""
        self.game = game
        self.card_id = card_id
        self.outcome = outcome
        self.face_number = face_number
        self.cast = cast
        self.saved = saved
        #: whether the game has changed since it was last in the saved state
        self.changed = False
        card = self.card()
        self.zone = card.zone if card is not None else "no zone"

    def _restore(self) -> None:
        if self.changed:
            self.game.restore_state(self.saved)
            self.changed = False

    def card(self) -> GameObject | None:
        return find_card(self.game, self.card_id)

    def run(self, face: Any) -> None:
        abilities = list({id(a): a for a in flatten(face.abilities)}.values())
        triggered: list[Any] = []
        replacements: list[Any] = []
        for ability in abilities:
            if self.outcome.failure is not None:
                return
            if isinstance(ability, fx.ActivatedAbility):
                self._activated(ability)
            elif isinstance(ability, (fx.TriggeredAbility, fx.ChapterAbility)):
                if not _enters_of_a_spell_face(face, ability):
                    triggered.append(ability)
            elif isinstance(ability, fx.Replacement):
                replacements.append(ability)
            elif isinstance(ability, fx.StaticAbility):
                self._static(ability)
            elif isinstance(ability, fx.Keyword):
                self._keyword(ability)
            elif isinstance(ability, fx.SpellAbility):
                # the spell abilities of a face are cast as one: the card resolved as a spell
                if not (self.cast and self.card_id in self.game.resolved_spells):
                    self.outcome.reason("not exercised: spell ability", f"face {self.face_number}: the spell ability did not resolve")
            elif isinstance(ability, fx.EntersWith):
                self._enters_with(ability)
            elif isinstance(ability, fx.CastPermission):
                what = f"cast from {ability.zone}" + (f" ({ability.method})" if ability.method else "")
                self._cast_with(ability.method, ability.zone, what, foretold=ability.after_foretold)
            elif isinstance(ability, fx.SpecialAction) and ability.name == "foretell":
                self._foretell()
            elif isinstance(ability, fx.AdditionalCost):
                if ability.optional:
                    self._cast_with(ability.name, "hand", f"optional cost {ability.name}")
                elif not self.cast:
                    self.outcome.reason("not exercised: additional cost of a card not cast", f"face {self.face_number}: {ability.name}")
            elif isinstance(ability, fx.SpecialAction):  # the runtime has an action for foretell only
                self.outcome.reason(f"not exercised: special action {ability.name}", f"face {self.face_number}: {ability.describe()[:100]}")
            elif not isinstance(ability, fx.ReminderOnly):
                self.outcome.reason(f"not exercised: {_kind_name(ability)}", f"face {self.face_number}: {ability.describe()[:100]}")
        if triggered and self.outcome.failure is None:
            self._caused(triggered, self.game.resolved, _event_names, self._trigger_reason)
        if replacements and self.outcome.failure is None:
            self._caused(replacements, self.game.replaced, _replaced_event_names, self._replacement_reason)

    # -- one try from the saved position
    def _try(self, action: Callable[[], Any], what: str) -> str | None:
        """Run ``action`` from the saved position, then resolve everything; a refusal of the
        action is returned (the reason), an unsupported construct or an error is the outcome's
        failure."""
        game = self.game
        self._restore()
        self.changed = True
        before = collections.Counter(game.unsupported)
        try:
            action()
            game.resolve_stack(limit=200)
        except UnsupportedAtRuntime as exc:
            self._fail("unsupported", exc.what)
            return None
        except IllegalAction as exc:
            return exc.reason
        except (ChoiceError, EngineLoop, RuntimeError, RecursionError) as exc:
            self._fail("error", f"{what}: {type(exc).__name__}: {exc}")
            return None
        except Exception as exc:  # a bug in the runtime, reported with what was exercised
            self._fail("error", f"{what}: {type(exc).__name__}: {exc}")
            return None
        reached = sorted(set((game.unsupported - before).keys()))
        if reached:
            self._fail("unsupported", ", ".join(reached))
        return None

    def _fail(self, status: str, detail: str) -> None:
        if self.outcome.failure is None:
            self.outcome.failure = (status, detail)

    def _activated(self, ability: fx.ActivatedAbility) -> None:
        game = self.game

        if ability.zone == "battlefield" and self.zone != "battlefield":
            # a permanent that did not stay on the battlefield (a planeswalker with no loyalty)
            self.outcome.reason(f"not exercised: the permanent is not on the battlefield (it is in {self.zone})", f"face {self.face_number}: {ability.describe()[:100]}")
            return

        def activate() -> None:
            card = self.card()
            if card is None:
                raise IllegalAction("zone", "the card is gone")
            if ability.zone not in (card.zone, "any"):  # cycling from the hand, unearth from the graveyard, ...
                card = game.move(card, ability.zone, cause="sandbox") or card
            card.controlled_since_turn = 0  # no summoning sickness in the sandbox
            if card.tapped and any(isinstance(c, fx.TapSelf) for c in ability.costs):
                game.untap(card)  # a land that entered tapped, a creature that attacked
            index = next((i for i, a in enumerate(activated_abilities(game, card), 1) if a is ability or a == ability), None)
            if index is None:
                raise IllegalAction("zone", "the ability is not among the card's abilities here")
            game.add_mana("alice", parse_mana(PLENTY))
            game.activate("alice", card, index)

        refused = self._try(activate, f"activating {ability.describe()[:60]}")
        if self.outcome.failure is not None:
            return
        if refused is not None:
            self.outcome.reason(f"not exercised: activated ability refused ({refused})", f"face {self.face_number}: {ability.describe()[:100]}")
        elif not is_mana_ability(ability) and ability not in game.resolved:
            self.outcome.reason("not exercised: activated ability did not resolve", f"face {self.face_number}: {ability.describe()[:100]}")

    def _foretell(self) -> None:
        def foretell() -> None:
            card = self._card_in("hand")
            self.game.add_mana("alice", parse_mana(PLENTY))
            self.game.foretell("alice", card)

        refused = self._try(foretell, "foretelling")
        if refused is not None and self.outcome.failure is None:
            self.outcome.reason(f"not exercised: special action refused ({refused})", f"face {self.face_number}: foretell")

    def _card_in(self, zone: str) -> GameObject:
        card = self.card()
        if card is None:
            raise IllegalAction("zone", "the card is gone")
        if card.zone != zone:
            card = self.game.move(card, zone, cause="sandbox") or card
        return card

    def _cast_with(self, method: str | None, zone: str, what: str, *, foretold: bool = False) -> None:
        game = self.game
        resolved_before = set(game.resolved_spells)
        game.resolved_spells.discard(self.card_id)

        def cast() -> None:
            if foretold:
                game.add_mana("alice", parse_mana(PLENTY))
                game.foretell("alice", self._card_in("hand"))
                card = self._card_in(zone)
                card.foretold_turn = game.state.turn - 1  # cast on a later turn (CR 702.143a)
            else:
                card = self._card_in(zone)
            game.add_mana("alice", parse_mana(PLENTY))
            try:
                game.cast("alice", card, method=method)
            except IllegalAction as refusal:
                if refusal.reason != "target" or game.zone("stack").objects:
                    raise
                _cast(game, "bob", "Sandbox Bolt")  # a spell that targets a spell: bob casts one first
                game.cast("alice", card, method=method)

        refused = self._try(cast, what)
        done = self.card_id in game.resolved_spells
        game.resolved_spells |= resolved_before
        if self.outcome.failure is not None:
            return
        if refused is not None or not done:
            why = f"refused ({refused})" if refused is not None else "did not resolve"
            self.outcome.reason(f"not exercised: {what.split(' (')[0]} {why}", f"face {self.face_number}: {what}")

    def _static(self, ability: fx.StaticAbility) -> None:
        game = self.game
        self._restore()
        card = self.card()
        if card is None or not game.functions_in(ability, card):
            where = card.zone if card is not None else "no zone"
            self.outcome.reason(f"not exercised: static ability (the card is in {where}, not {ability.zone})", f"face {self.face_number}: {ability.describe()[:100]}")
            return
        if card.attached_to is None and any(isinstance(e, fx.AttachedTo) for e in walk(ability.effects)):
            # "equipped creature gets +2/+1": attached to a bear of alice's (equipping itself
            # is exercised as an activated ability)
            bear = _one(game, "Sandbox Bear", "battlefield", "alice")
            if bear is not None:
                card.attached_to = bear.id
                game._touch()
                self.changed = True
        before = collections.Counter(game.unsupported)
        try:
            if ability.condition is not None and not game.check_condition(ability.condition, game.static_context(card)):
                self.outcome.reason("not exercised: static ability's condition not met", f"face {self.face_number}: {ability.describe()[:100]}")
                return
            for effect in ability.effects:
                self._static_effect(effect, card)
        except UnsupportedAtRuntime as exc:
            self._fail("unsupported", exc.what)
        reached = sorted(set((game.unsupported - before).keys()))
        if reached:
            self._fail("unsupported", ", ".join(reached))

    def _static_effect(self, effect: Any, card: GameObject) -> None:
        """Observed: a layer operation of the effect applies to an object whose characteristics
        differ from its printed ones."""
        game = self.game
        entries = static_effect_ops(game, effect, card)
        if not entries:
            if not isinstance(effect, fx.Unsupported):
                name = type(effect).__name__
                self.outcome.reason(f"not exercised: static {name} (read where its rule applies)", f"face {self.face_number}: {effect.describe()[:100]}")
            return
        objects = {o.id: o for o in game.all_objects() if isinstance(o, GameObject)}
        world = {i: game.characteristics(o) for i, o in objects.items()}
        for entry in entries:
            if entry.fixed is not None:
                affected = [i for i in entry.fixed if i in objects]
            else:
                where = [i for i, o in objects.items() if entry.zone_wide or o.zone in ("battlefield", "stack", "command")]
                affected = [i for i in where if entry.selector is not None and entry.selector(objects[i], world)]
            if any(world[i] != template(game, objects[i]) for i in affected):
                return
        self.outcome.reason(f"not exercised: static {type(effect).__name__} changed no object", f"face {self.face_number}: {effect.describe()[:100]}")

    def _keyword(self, keyword: fx.Keyword) -> None:
        support = support_of(keyword.name)
        if support is None or support.status is Status.UNSUPPORTED:
            return  # held back before the card is played (sandbox.unsupported_keywords)
        if support.status is Status.NATIVE:
            return  # exercised by its scenario test (SUPPORT's entry), not run here
        # defined: its definition's abilities are exercised one by one (flatten lists them)

    def _enters_with(self, ability: fx.EntersWith) -> None:
        """Shown on the permanent as it is now (it entered as the card was played), or, for
        "[other permanents] enter tapped", on a bear of alice's made to enter."""
        self._restore()
        entering = self.card()
        if entering is not None and ability.what is not None and not isinstance(ability.what, fx.This):
            self._try(functools.partial(_ally_enters, self.game, entering), "making a permanent enter")
            entering = _one(self.game, "Sandbox Bear", "battlefield", "alice")
        if self.outcome.failure is not None:
            return
        if entering is None or entering.zone != "battlefield":
            self.outcome.reason("not exercised: enters-with of a card not on the battlefield", f"face {self.face_number}")
            return
        shown = (ability.counter is None or entering.counters.get(ability.counter, 0) > 0) and (not ability.tapped or entering.tapped)
        if not shown:
            why = " (it has a condition)" if ability.condition is not None else ""
            self.outcome.reason(f"not exercised: enters-with not shown on the permanent{why}", f"face {self.face_number}: {ability.describe()[:100]}")

    def _caused(self, abilities: list[Any], done: _Record, event_names: Callable[[Any], list[str]], reason: Callable[[Any, list[str]], str]) -> None:
        """Cause the events of abilities not yet done (triggered and resolved, or applied),
        each way the sandbox knows, from the saved position, until every one is done."""
        waiting = [a for a in abilities if a not in done]
        for zone in sorted({getattr(a, "zone", "battlefield") for a in waiting}):
            here = [a for a in waiting if getattr(a, "zone", "battlefield") == zone]
            causes: list[Cause] = []
            for ability in here:
                for name in event_names(ability):
                    causes.extend(c for c in CAUSES.get(name, ()) if c not in causes)
            for cause in causes:
                if all(a in done for a in here) or self.outcome.failure is not None:
                    break
                self._try(functools.partial(self._cause_in, zone, cause), "causing an event")
        for ability in waiting:
            if ability not in done:
                self.outcome.reason(reason(ability, event_names(ability)), f"face {self.face_number}: {ability.describe()[:100]}")

    def _trigger_reason(self, ability: Any, names: list[str]) -> str:
        if ability in self.game.triggered:
            return f"not exercised: triggered ability did not resolve (event {names[0]})"
        uncaused = [n for n in names if n not in CAUSES]
        if len(uncaused) == len(names):
            return f"not exercised: trigger event {uncaused[0]} (not caused by the sandbox)"
        conditions = [getattr(ability, "condition", None), *(getattr(t, "condition", None) for t in trigger_parts(getattr(ability, "trigger", None)))]
        if any(c is not None for c in conditions):
            return f"not exercised: trigger event {names[0]} (did not trigger; it has a condition)"
        return f"not exercised: trigger event {names[0]} (did not trigger)"

    def _replacement_reason(self, ability: Any, names: list[str]) -> str:
        if ability.event != "leave_stack" and all(n not in CAUSES for n in names):
            return f"not exercised: replacement of event {ability.event} (not caused by the sandbox)"
        return f"not exercised: replacement of event {ability.event} (did not apply)"

    def _cause_in(self, zone: str, cause: Cause) -> None:
        game = self.game
        card = self.card()
        if card is None:
            raise IllegalAction("zone", "the card is gone")
        if zone not in (card.zone, "any", "stack"):
            card = game.move(card, zone, cause="sandbox") or card
        cause(game, card)


def _event_names(ability: Any) -> list[str]:
    if isinstance(ability, fx.ChapterAbility):
        return ["chapter"]
    trigger = ability.trigger
    if isinstance(trigger, fx.StepTrigger):
        return ["step"]
    return [t.event for t in trigger_parts(trigger)] or [type(trigger).__name__]


#: replaced event of the effect model -> the trigger events whose causes make it happen
_REPLACED_EVENTS = {
    "draw": ["draw"],
    "enter": ["enters"],
    "die": ["dies"],
    "leave_battlefield": ["leaves"],
    "put_into_graveyard": ["put_into_graveyard"],
    "mill": ["mill"],
    "discard": ["discard"],
    "counter_added": ["counter_added"],
    "counter_added_by_effect": ["counter_added"],
    "created": ["create"],
    "create": ["create"],
    "gain_life": ["gain_life"],
}


def _replaced_event_names(ability: fx.Replacement) -> list[str]:
    """A cast replaces leaving the stack: the sandbox's casts (the card's own, with each
    permission and optional cost) are its causes, already made."""
    return _REPLACED_EVENTS.get(ability.event, [])


def _kind_name(ability: Any) -> str:
    """"replacement effect", "special action", ...: the class's name in words."""
    name = type(ability).__name__
    return "".join(f" {c.lower()}" if c.isupper() else c for c in name).strip()
