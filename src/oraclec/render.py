"""Render an AST back to normalised Oracle text.

``render(parse(text)) == text`` is the proof that the parser dropped nothing. Each node class
declares a template (see :mod:`oraclec.ast.base`); the few nodes a template cannot express have a
function in :data:`RENDERERS`. A node with neither is an error, never printed silently.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import Any

from .ast.base import Node, Phrase, set_renderer
from .morphology import past_tense
from .text import capitalize, close_inner_quotes, join_words

#: node class -> function(node, context) -> text, for nodes a template cannot express
RENDERERS: dict[type, Callable[[Any, dict[str, Any]], str]] = {}


class RenderError(Exception):
    """A node cannot be rendered: a bug in the AST or its templates."""


def renders(cls: type) -> Callable[[Callable[[Any, dict[str, Any]], str]], Callable[[Any, dict[str, Any]], str]]:
    def register(fn: Callable[[Any, dict[str, Any]], str]) -> Callable[[Any, dict[str, Any]], str]:
        RENDERERS[cls] = fn
        _renderer_of.cache_clear()
        return fn

    return register


def render(value: Any, context: dict[str, Any] | None = None) -> str:
    """The text of a node, a token string, or a tuple of them."""
    context = {} if context is None else context
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, tuple):
        return join_words([render(v, context) for v in value])
    if isinstance(value, Node):
        node_class: type = type(value)  # a class is hashable, whatever its instances are
        return _renderer_of(node_class)(value, context)
    if isinstance(value, bool):
        raise RenderError(f"cannot render a bare boolean ({value})")
    return str(value)


@cache
def _renderer_of(node_class: type) -> Callable[[Any, dict[str, Any]], str]:
    """How a node class renders: the renderer or template nearest in its MRO, else a phrase's
    words. Decided once a class rather than by a walk of the MRO for each of the ~800,000
    nodes a corpus-wide run renders."""
    for cls in node_class.__mro__:
        fn = RENDERERS.get(cls)
        if fn is not None:
            return fn
        if cls is Node:
            break
        if "template" in cls.__dict__ and cls.__dict__["template"] is not None:
            parts = _compile(cls)
            agreement = _agreement_of(node_class)
            return lambda node, context: _fill(parts, node, agreement(node, context))
    if issubclass(node_class, Phrase):
        return _render_phrase

    def cannot_render(node: Any, context: dict[str, Any]) -> str:
        raise RenderError(f"no template or renderer for {node_class.__name__}")

    return cannot_render


def _render_phrase(node: Any, context: dict[str, Any]) -> str:
    # most words are token strings, their own text
    return join_words([v if isinstance(v, str) else render(v, context) for v in node.words])


def node_parameter(node: Any) -> str | None:
    """The parameter of a keyword node as written: its ``parameter`` property, or for a verb of
    the effect grammar, its fields rendered."""
    parameter = getattr(type(node), "parameter", None)
    if isinstance(parameter, property):
        return node.parameter  # type: ignore[no-any-return]
    parts = [render(value) for _, value in node.fields() if value is not None]
    return " ".join(p for p in parts if p) or None


def english_list(items: list[str], conjunction: str) -> str:
    """"a", "a and b", "a, b, and c"."""
    if len(items) <= 1:
        return "".join(items)
    if len(items) == 2:
        return f"{items[0]} {conjunction} {items[1]}"
    return ", ".join(items[:-1]) + f", {conjunction} {items[-1]}"


# -- verb agreement --------------------------------------------------------------------------
_IRREGULAR = {"have": "has", "do": "does", "be": "is", "can't": "can't", "don't": "doesn't", "aren't": "isn't", "were": "was"}


@cache  # the verbs of templates, asked for again and again
def third_person(verb: str) -> str:
    """The third person singular of a verb in base form ("draw" -> "draws")."""
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if re.search(r"(s|sh|ch|x|z)$", verb):
        return verb + "es"
    if re.search(r"[^aeiou]y$", verb):
        return verb[:-1] + "ies"
    return verb + "s"


def agree(verb: str, context: dict[str, Any], node: Any = None) -> str:
    """The verb in the form its subject takes: the node's own subject field if it has one,
    else the subject of the clause being rendered."""
    subject = getattr(node, "subject", None) if node is not None and hasattr(node, "subject") else context.get("subject")
    if subject is not None and getattr(subject, "is_third_singular", False):
        # "if an opponent cast three or more spells this turn": a time gone by takes the past
        return past_tense(verb) if context.get("past") else third_person(verb)
    if verb == "be":
        return "are"
    return verb


def _agreement(node: Node, context: dict[str, Any]) -> dict[str, Any]:
    """The context a node's parts render in: a node with a ``subject`` field is the subject its
    subject-less parts agree with ("~ enters or attacks"); a class may name another field with
    ``verb_subject``, or None for parts in the base form ("causes you to discard")."""
    node_class: type = type(node)
    return _agreement_of(node_class)(node, context)


@cache
def _agreement_of(cls: type) -> Callable[[Any, dict[str, Any]], dict[str, Any]]:
    """:func:`_agreement` for the nodes of a class (which case applies depends on the class)."""
    name = getattr(cls, "verb_subject", "subject")
    if name is None:
        return lambda node, context: dict(context, subject=None)
    if name in _field_names(cls):
        if "past" in dir(cls):
            return lambda node, context: dict(context, subject=getattr(node, name), past=node.past)
        return lambda node, context: dict(context, subject=getattr(node, name), past=False)
    return lambda node, context: context


@cache
def _field_names(cls: type) -> frozenset[str]:
    import attrs

    return frozenset(f.name for f in attrs.fields(cls))


# -- templates --------------------------------------------------------------------------------
_PART = re.compile(r"<(?P<mode>[\^@]?)(?P<name>[\w']+)(?:\|(?P<sep>[^>]*))?>|\[|\]|[^<\[\]]+")


@cache
def _compile(cls: type) -> list[Any]:
    template: str = cls.__dict__["template"]
    stack: list[list[Any]] = [[]]
    for m in _PART.finditer(template):
        token = m.group()
        if token == "[":
            stack.append([])
        elif token == "]":
            group = stack.pop()
            # the fields that must all be set for the optional part to show
            stack[-1].append(("opt", group, tuple(_fields_in(group))))
        elif m.group("name"):
            stack[-1].append(("field", m.group("mode"), m.group("name"), m.group("sep")))
        else:
            stack[-1].append(("lit", token))
    if len(stack) != 1:
        raise RenderError(f"unbalanced [ ] in the template of {cls.__name__}")
    return stack[0]


def _fields_in(parts: list[Any]) -> list[str]:
    names: list[str] = []
    for part in parts:
        if part[0] == "field" and part[1] != "@":
            names.append(part[2])
        elif part[0] == "opt":
            names += _fields_in(part[1])
    return names


def _is_set(value: Any) -> bool:
    # not ``value != ()``: for a node, that calls its attrs-made __ne__
    return value is not None and value is not False and not (isinstance(value, tuple) and not value)


def _fill(parts: list[Any], node: Node, context: dict[str, Any]) -> str:
    out: list[str] = []
    for part in parts:
        kind = part[0]
        if kind == "lit":
            literal = part[1]
            if literal.startswith(".") and _ENDS_IN_QUOTED_PERIOD.search("".join(out)[-4:]):
                # The sentence ends in a quoted ability whose period is also the sentence's
                # ('has "{T}: Add {G}."', '... have \'{T}: Draw a card.\'"'): English puts the
                # period inside the quote once.
                literal = literal[1:]
            out.append(literal)
        elif kind == "opt":
            if all(_is_set(getattr(node, name)) for name in part[2]):
                out.append(_fill(part[1], node, context))
        else:
            _, mode, name, sep = part
            if mode == "@":
                out.append(agree(name, context, node))
                continue
            value = getattr(node, name)
            if isinstance(value, tuple) and sep is not None:
                items = [render(v, context) for v in value]
                if mode == "^":
                    items = [capitalize(i) for i in items]
                if sep in ("and", "or", "and/or"):
                    out.append(english_list(items, sep))
                else:
                    out.append(sep.join(items))
                continue
            # a token string (most fields) is its own text: no call to render it
            text = value if isinstance(value, str) else render(value, context)
            out.append(capitalize(text) if mode == "^" else text)
    return "".join(out)


def render_line(line: Any) -> str:
    """The normalised text of an :class:`~oraclec.ast.AbilityLine`: its body with its reminder
    text put back."""
    rules = render_ability(line.body) if line.body is not None else ""
    out: list[str] = []
    pos = 0
    for reminder in line.reminders:
        out.append(rules[pos : reminder.at])
        out.append(f"{reminder.before}({reminder.text})")
        pos = reminder.at
    out.append(rules[pos:])
    return "".join(out)


def render_ability(node: Node) -> str:
    """The text of a whole ability: a sentence start, so capitalised."""
    text = capitalize(render(node))
    return close_inner_quotes(text) if '."' in text or ".'" in text else text


#: a text ending in a period and the quotes it closes
_ENDS_IN_QUOTED_PERIOD = re.compile(r'\.[\'"]+$')


def _render_sentences_after_comma(sentences: tuple[Node, ...], context: dict[str, Any]) -> str:
    """Sentences that continue a sentence start ("When ~ enters, draw a card. Scry 1."): the
    first keeps its case, the others are capitalised."""
    parts = [render(s, context) for s in sentences]
    return " ".join([parts[0], *(capitalize(p) for p in parts[1:])]) if parts else ""


def _register_custom() -> None:
    from .ast.abilities import Triggered
    from .ast.effects import Clause, ClauseChain
    from .ast.objects import CopyExceptions
    from .ast.statics import Cant

    from .ast.keywords import Enchant, KeywordNode, QuotedKeywordLine
    from .ast.statics import QuotedAbility

    @renders(QuotedAbility)
    def _quoted_ability(node: QuotedAbility, context: dict[str, Any]) -> str:
        # a keyword ability granted in quotes is written as its keyword is ('have "bands with
        # other legendary creatures."', 'have "Ward—Pay 2 life."'), an Aura's enchant keyword in
        # lower case ('loses "enchant creature card in a graveyard"'); any other ability starts a
        # sentence, capitalised ('have "Cumulative upkeep {1}."')
        text = render(node.ability, context)
        ability = node.ability
        as_written = isinstance(ability, KeywordNode) or (isinstance(ability, QuotedKeywordLine) and isinstance(ability.keywords[0], Enchant))
        text = text if as_written else capitalize(text)
        quote = "'" if type(node).template.startswith("'") else '"'
        return f"{quote}{text}{quote}"

    @renders(CopyExceptions)
    def _copy_exceptions(node: CopyExceptions, context: dict[str, Any]) -> str:
        # ", except it has haste" attaches to the word before it; "except it's an artifact",
        # written without the comma, is a word of its own
        text = _render_phrase(node, context)
        return text if text.startswith(",") else " " + text

    @renders(ClauseChain)
    def _clause_chain(node: ClauseChain, context: dict[str, Any]) -> str:
        # A clause without a subject shares the subject of the clause before it: "each player
        # draws a card, then discards a card" (see ClauseChain.subject_of).
        words = []
        for word in node.words:
            if isinstance(word, Clause):
                words.append(render(word, dict(context, shared_subject=node.shared_subject(word))))
            else:
                words.append(render(word, context))
        return join_words(words)

    from .ast.effects import HaveDo
    from .ast.statics import GerundCost
    from .morphology import present_participle

    @renders(GerundCost)
    def _gerund_cost(node: GerundCost, context: dict[str, Any]) -> str:
        # "by sacrificing two creatures": the cost's own words, its verb made a gerund
        verb, _, rest = render(node.cost, dict(context, subject=None)).partition(" ")
        return join_words([present_participle(verb.lower()), rest])

    @renders(HaveDo)
    def _have_do(node: HaveDo, context: dict[str, Any]) -> str:
        # "have target creature get +2/+0": the action is in the base form whatever the subject
        return join_words([agree("have", context, node), render(node.who, context), render(node.action, dict(context, subject=None))])

    @renders(Clause)
    def _clause(node: Clause, context: dict[str, Any]) -> str:
        # The predicates agree with this clause's subject (or the one it shares with the clause
        # before it); after "may" they take the base form.
        subject = node.subject if node.subject is not None else context.get("shared_subject")
        inner = dict(context, subject=None if node.may or subject is None else subject, shared_subject=None)
        parts = [render(node.subject, context), node.each or "", node.may or "", node.also or "", render(node.predicates, inner), render(node.tails, context)]
        return join_words(parts)

    @renders(Cant)
    def _cant(node: Cant, context: dict[str, Any]) -> str:
        # After "can't" the verb takes its base form: "can't cast", never "can't casts".
        return "can't " + render(node.predicate, dict(context, subject=None))

    from .ast.game import CantOrActivate

    @renders(CantOrActivate)
    def _cant_or_activate(node: CantOrActivate, context: dict[str, Any]) -> str:
        # "can't cast spells or activate abilities": the first verb in its base form too
        return join_words(["can't", render(node.predicate, dict(context, subject=None)), "or activate", render(node.what, context)])

    @renders(Triggered)
    def _triggered(node: Triggered, context: dict[str, Any]) -> str:
        head = render(node.trigger, context) + ","
        if node.condition is not None:
            head += " " + render(node.condition, context)
        return head + " " + _render_sentences_after_comma(node.effects, context)

    from .ast.triggers import LaterEndOfCombatTrigger, LaterStepTrigger, LaterTrigger, NthResolutionTrigger, PaidTimesTrigger, ReflexiveTrigger

    @renders(ReflexiveTrigger)
    def _reflexive_trigger(node: ReflexiveTrigger, context: dict[str, Any]) -> str:
        head = join_words([node.word, render(node.subject, context), node.verb]) + ","
        if node.condition is not None:  # "if there are four or more creature cards in your graveyard,"
            head += " " + render(node.condition, context)
        return head + " " + _render_sentences_after_comma(node.effects, context)

    @renders(LaterStepTrigger)
    def _later_step_trigger(node: LaterStepTrigger, context: dict[str, Any]) -> str:
        head = join_words([node.word, "the beginning of", render(node.step, context)]) + ","
        if node.condition is not None:  # "if that card is still exiled,"
            head += " " + render(node.condition, context)
        return head + " " + _render_sentences_after_comma(node.effects, context)

    @renders(LaterEndOfCombatTrigger)
    def _later_end_of_combat_trigger(node: LaterEndOfCombatTrigger, context: dict[str, Any]) -> str:
        head = join_words([node.word, node.this_turns_next or "", "end of combat"]) + ","
        if node.condition is not None:
            head += " " + render(node.condition, context)
        return head + " " + _render_sentences_after_comma(node.effects, context)

    @renders(LaterTrigger)
    def _later_trigger(node: LaterTrigger, context: dict[str, Any]) -> str:
        head = join_words([node.word, render(node.event, context)]) + ","
        if node.condition is not None:  # "if you control your commander,"
            head += " " + render(node.condition, context)
        return head + " " + _render_sentences_after_comma(node.effects, context)

    @renders(NthResolutionTrigger)
    def _nth_resolution_trigger(node: NthResolutionTrigger, context: dict[str, Any]) -> str:
        head = join_words([node.word, "this ability resolves for the", node.ordinal, "time this turn"]) + ","
        return head + " " + _render_sentences_after_comma(node.effects, context)

    @renders(PaidTimesTrigger)
    def _paid_times_trigger(node: PaidTimesTrigger, context: dict[str, Any]) -> str:
        head = join_words([node.word, "you pay this cost one or more times"]) + ","
        return head + " " + _render_sentences_after_comma(node.effects, context)


_register_custom()
# the AST's properties that are text (Phrase.text, keyword parameters) render through this
set_renderer(render)
