"""Templating (OC2xx): outdated wording, with the form current Oracle text uses.

Most checks are rewrites of a phrase, listed in :data:`REWRITES`: the Comprehensive Rules
glossary marks obsolete terms ("(Obsolete)" entries: in play, remove from the game, bury, caster,
converted mana cost, at end of turn, ...) and the rules that mention errata ("Cards that were
printed with that text have received errata ...": create for put onto the battlefield, cast and
activate for play, amass Zombies N, umbra armor); the rest come from current Oracle text (enters,
mill, dies, they for he or she, then shuffle). Self-references are checked by
:func:`check_self_reference`: the name of a nonlegendary permanent where current text says "this
creature", "this artifact", ...; a placeholder such as CARDNAME.

The checks read the normalised rules text (reminder text aside, the card's name written ``~``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import attrs

from ..limits import number_value
from .context import FaceContext
from .model import Category, Finding, Fix, Severity, define, runs
from .positions import quoted
from .usage import subtype_kinds

_NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"]
#: a count as Oracle writes it: a number word, digits, X
_COUNT = r"(?:" + "|".join(_NUMBER_WORDS) + r"|\d+|X)"
_POSSESSIVE = r"(?:your|their|his or her|its owner's|that player's|target player's|each player's|his|her)"
_SUBJECT_VERB_S = {"has": "have", "is": "are", "was": "were", "does": "do", "doesn't": "don't", "isn't": "aren't", "wasn't": "weren't"}


def _capitalised_like(replacement: str, original: str) -> str:
    if original[:1].isupper() and replacement[:1].islower():
        return replacement[:1].upper() + replacement[1:]
    return replacement


def _plural_verb(verb: str) -> str:
    """The verb for "they": "controls" -> "control", "has" -> "have"."""
    if verb in _SUBJECT_VERB_S:
        return _SUBJECT_VERB_S[verb]
    if verb.endswith("ies"):
        return verb[:-3] + "y"
    if verb.endswith(("ches", "shes", "sses", "xes")):
        return verb[:-2]
    if verb.endswith("s") and not verb.endswith("ss"):
        return verb[:-1]
    return verb


@attrs.frozen(kw_only=True)
class Rewrite:
    """An outdated phrase and its modern form."""

    code: str
    name: str
    summary: str
    pattern: re.Pattern[str]
    #: the modern form: a template for ``Match.expand`` or a function of the match (None: no fix)
    modern: str | Callable[[re.Match[str]], str | None] | None
    #: the message; ``{old}`` is the text found, ``{new}`` its modern form
    message: str
    rule: str | None = None
    severity: Severity = Severity.WARNING
    #: whether the rewrite applies to this face (default: always)
    applies: Callable[[FaceContext], bool] | None = None
    #: words one of which the (lower-case) text must contain for the pattern to match: a cheap
    #: test that spares running the pattern on most abilities
    needles: tuple[str, ...] = ()
    #: whether a match is the outdated form, given the ability's rules text (default: always)
    condition: Callable[[str, re.Match[str]], bool] | None = None
    #: how sure its modern form is: Fix.UNSAFE when the modern form is a guess among several
    fix_kind: Fix = Fix.SAFE

    def fix(self, m: re.Match[str]) -> str | None:
        if self.modern is None:
            return None
        new = self.modern(m) if callable(self.modern) else m.expand(self.modern)
        return None if new is None else _capitalised_like(new, m.group())


def _mill(m: re.Match[str]) -> str:
    count = m.group("count")
    subject = m.group("verb").lower()
    verb = "mills" if subject == "puts" else "mill"
    if count is None:
        return f"{verb} a card"
    value = number_value(count) if count.isdigit() else None
    if value is not None and value < len(_NUMBER_WORDS):
        count = _NUMBER_WORDS[value]  # "mill three cards": a count of cards is written in words
    return f"{verb} {count} cards"


#: nouns a player owns: "him or her hand" before one of them is a possessive ("their hand"), not "them hand"
_OWNED_NOUN = re.compile(r" (?:hand|library|graveyard|life|deck|turn|upkeep|cards?|permanents?|creatures?|lands?|opponents?|team)\b")


def _owned_noun_after(m: re.Match[str]) -> bool:
    return m.group("him") is not None and _OWNED_NOUN.match(m.string, m.end()) is not None


def _they(m: re.Match[str]) -> str:
    verb = m.group("verb")
    return "they" + (f" {_plural_verb(verb)}" if verb else "")


def _tokens_created(m: re.Match[str]) -> str:
    verb = {"put": "create", "puts": "creates"}[m.group("verb").lower()]
    return f"{verb} {m.group('tokens')}"


def _bury(m: re.Match[str]) -> str:
    return f"destroy {m.group('what')}. It can't be regenerated."


def _modes(m: re.Match[str]) -> str:
    modes = [mode.strip() for mode in re.split(r";\s*(?:or\s+)?", m.group("modes"))]
    bullets = "\n".join("• " + mode[:1].upper() + mode[1:] + "." for mode in modes)
    return f"{m.group('choose')} —\n{bullets}"


#: a player other than "you" named before a reference to your opponents: "each of your opponents"
#: then says whose opponents they are ("Target player gains 3 life. Each of your opponents ...")
_OTHER_PLAYER = re.compile(r"\b(?:target player|that player|the active player|defending player|each player|chosen player|opponent faces|target opponent)\b", re.IGNORECASE)
#: a preposition before "each of your opponents": Oracle keeps the phrase there ("protection from
#: each of your opponents", "for each of your opponents", "deals 3 damage to each of your opponents")
_PREPOSITION_BEFORE = re.compile(r"\b(?:to|from|for|of|among|and)\s*$", re.IGNORECASE)


def _each_of_your_opponents(rules: str, m: re.Match[str]) -> bool:
    before = rules[: m.start()]
    return not _PREPOSITION_BEFORE.search(before) and not _OTHER_PLAYER.search(before)


def _your_opponent(rules: str, m: re.Match[str]) -> bool:
    """"your opponent" is the outdated two-player wording, unless an opponent was named before
    ("Target opponent guesses ... If your opponent guessed wrong") or it is a predicate ("if the
    player is your opponent")."""
    before = rules[: m.start()]
    return "opponent" not in before.lower() and not re.search(r"\b(?:is|isn't|are|aren't|be|was)\s*$", before, re.IGNORECASE)


def _an_or_each_opponent(m: re.Match[str]) -> str | None:
    """"each opponent" as a subject ("Your opponent loses 2 life"), "an opponent" after an object
    ("a creature your opponent controls"); no guess for a possessive."""
    if m.group("possessive"):
        return None
    if m.group("verb"):
        return "an opponent"
    return "each opponent" if m.group("subject") is not None else None


def _is_creature_only(ctx: FaceContext) -> bool:
    return ctx.has_type("Creature") and not ctx.has_type("Artifact", "Enchantment", "Land", "Planeswalker", "Battle")


REWRITES: tuple[Rewrite, ...] = (
    Rewrite(
        code="OC201",
        needles=('library into',),
        name="outdated-mill",
        summary="putting the top cards of a library into a graveyard is milling",
        pattern=re.compile(
            rf"\b(?P<verb>[Pp]uts?) the top (?:(?P<count>{_COUNT}) cards|card) of {_POSSESSIVE} library into {_POSSESSIVE} graveyard"
        ),
        modern=_mill,
        message="{old!r} is written {new!r} (keyword action mill)",
        rule="701.17a",
    ),
    Rewrite(
        code="OC202",
        needles=('amass',),
        name="amass-without-type",
        summary="amass N without a creature type: the errata reads amass Zombies N",
        pattern=re.compile(r"\b(?P<verb>[Aa]mass(?:es)?) (?P<n>\d+|X|" + "|".join(_NUMBER_WORDS) + r")\b"),
        modern=r"\g<verb> Zombies \g<n>",
        message="{old!r} names no creature type: cards printed with amass N read {new!r}",
        rule="701.47d",
    ),
    Rewrite(
        code="OC203",
        needles=('the battlefield',),
        name="enters-the-battlefield",
        summary='"enters the battlefield" is written "enters"',
        pattern=re.compile(r"\b(?P<verb>enters) the battlefield\b"),
        modern=r"\g<verb>",
        message="{old!r} is written {new!r} in current Oracle text",
        rule="603.6a",
    ),
    Rewrite(
        code="OC204",
        needles=('cost',),
        name="converted-mana-cost",
        summary='"converted mana cost" and "total casting cost" are "mana value"; "casting cost" is "mana cost"',
        pattern=re.compile(r"\b(?:converted mana costs?|total casting costs?|(?P<cc>casting costs?))\b", re.IGNORECASE),
        modern=lambda m: ("mana cost" + ("s" if m.group().endswith("s") else "")) if m.group("cc") else "mana value",
        message="{old!r} is an obsolete term: write {new!r}",
        rule="glossary: Converted Mana Cost (Obsolete)",
    ),
    Rewrite(
        code="OC206",
        needles=('from the battlefield',),
        name="dies",
        summary='a creature "is put into a graveyard from the battlefield": it dies',
        pattern=re.compile(
            r"(?<!\bor )(?<!\band/or )(?<!\band )(?P<subject>\b(?:creatures?|tokens?)(?: you control| an opponent controls| you don't control)?|(?<=When )~|(?<=Whenever )~|(?<=If )~) (?P<be>is|are) put into a graveyard from the battlefield"
        ),
        modern=lambda m: f"{m.group('subject')} {'dies' if m.group('be') == 'is' else 'die'}",
        message="{old!r}: a creature put into a graveyard from the battlefield dies ({new!r})",
        rule="700.4",
        applies=None,
    ),
    Rewrite(
        code="OC207",
        needles=(' or her', ' or she', 'or herself'),
        name="gendered-pronoun",
        summary='"he or she", "his or her", "him or her" are "they", "their", "them"',
        pattern=re.compile(
            r"\b(?:(?P<he>[Hh]e or she)(?: (?P<verb>[a-z']+))?|(?P<his>[Hh]is or her)|(?P<him>[Hh]im or her)|(?P<self>[Hh]imself or herself))\b"
        ),
        modern=lambda m: _they(m) if m.group("he") else "their" if m.group("his") or _owned_noun_after(m) else "them" if m.group("him") else "themselves",
        message="{old!r} is written {new!r}",
    ),
    Rewrite(
        code="OC208",
        needles=(' play',),
        name="in-play",
        summary='"in play", "into play", "from play", "comes into play" refer to the battlefield',
        pattern=re.compile(
            r"\b(?:(?P<come>comes?|came) into play|(?P<leave>leaves?|left) play|(?P<put>put(?:s)?) (?P<what>[^.]{1,60}?) into play|(?P<prep>in|into|from) play)\b"
        ),
        modern=lambda m: (
            ("enters" if m.group("come") in ("comes", "came") else "enter")
            if m.group("come")
            else f"{m.group('leave')} the battlefield"
            if m.group("leave")
            else f"{m.group('put')} {m.group('what')} onto the battlefield"
            if m.group("put")
            else {"in": "on the battlefield", "into": "onto the battlefield", "from": "from the battlefield"}[m.group("prep")]
        ),
        message="{old!r} is obsolete: the in-play zone is the battlefield ({new!r})",
        rule="403.5",
    ),
    Rewrite(
        code="OC209",
        needles=('from the game', 'aside'),
        name="removed-from-the-game",
        summary='"remove from the game" and "set aside" are "exile"',
        pattern=re.compile(
            r"\b(?:(?P<remove>[Rr]emoves?) (?P<what>[^.]{1,60}?) from the game|(?P<removed>removed) from the game|(?P<set>[Ss]ets?) (?P<what2>[^.]{1,40}?) aside)\b"
        ),
        modern=lambda m: (
            ("exiles" if m.group("remove").lower() == "removes" else "exile") + f" {m.group('what')}"
            if m.group("remove")
            else "exiled"
            if m.group("removed")
            else ("exiles" if m.group("set").lower() == "sets" else "exile") + f" {m.group('what2')}"
        ),
        message="{old!r} is obsolete: write {new!r}",
        rule="406.8",
    ),
    Rewrite(
        code="OC210",
        needles=('end of turn',),
        name="at-end-of-turn",
        summary='"at end of turn" triggers are written "at the beginning of the next end step"',
        pattern=re.compile(r"(?<!until )(?<!Until )\b[Aa]t end of turn\b"),
        modern="at the beginning of the next end step",
        message="{old!r} is obsolete: write {new!r} (or \"at the beginning of the end step\")",
        rule="513.1a",
    ),
    Rewrite(
        code="OC211",
        needles=('play',),
        name="play-for-cast",
        summary='"play" a spell is "cast" it; "play" an ability is "activate" it',
        pattern=re.compile(
            r"\b(?:(?P<verb>play(?:s|ed|ing)?) (?P<spell>(?:a |an |the |that |this |another |any |each |your |target )?(?:(?:[\w-]+ ){0,2})spells?\b)"
            r"|(?P<to>to) play\b(?= (?:it|this spell|that spell|spells)\b|[.,])"
            r"|(?P<ability>[Pp]lay this ability (?:only )?)(?P<when>as a sorcery|any time you could cast a sorcery|only once each turn|once each turn))",
        ),
        modern=lambda m: (
            {"play": "cast", "plays": "casts", "played": "cast", "playing": "casting"}[m.group("verb").lower()] + " " + m.group("spell")
            if m.group("verb")
            else "to cast"
            if m.group("to")
            else "Activate only " + ("once each turn" if "once" in m.group("when") else "as a sorcery")
        ),
        message="{old!r}: spells are cast and abilities activated, not played ({new!r})",
        rule="601.1",
    ),
    Rewrite(
        code="OC212",
        needles=('bury',),
        name="bury",
        summary='"bury" is "destroy. It can\'t be regenerated" (or "sacrifice")',
        pattern=re.compile(r"\b[Bb]ury (?P<what>[^.]+)\.(?: It can't be regenerated\.)?"),
        modern=_bury,
        message="{old!r}: bury is obsolete; write {new!r} (or \"sacrifice\" when the permanent is yours)",
        rule="glossary: Bury (Obsolete)",
    ),
    Rewrite(
        code="OC213",
        needles=('caster',),
        name="caster",
        summary='"caster" is "controller"',
        pattern=re.compile(r"\b(?P<c>[Cc])aster(?P<s>s?)(?P<p>'s)?\b"),
        modern=lambda m: m.group("c").replace("C", "C").replace("c", "c") + "ontroller" + m.group("s") + (m.group("p") or ""),
        message="{old!r} is an obsolete term: write {new!r}",
        rule="glossary: Caster (Obsolete)",
    ),
    Rewrite(
        code="OC214",
        needles=('counts as',),
        name="counts-as",
        summary='"counts as a [thing]" is written "is a [thing]"',
        pattern=re.compile(r"\bcounts as (?P<what>an? |the )"),
        modern=r"is \g<what>",
        message="{old!r}: cards that \"count as\" something now are that thing ({new!r})",
        rule="glossary: Counts As (Obsolete)",
    ),
    Rewrite(
        code="OC215",
        needles=('permanently',),
        name="permanently",
        summary='"permanently" is deleted: an effect without a duration lasts the whole game',
        pattern=re.compile(r" permanently\b"),
        modern="",
        message="{old!r} is obsolete: an effect without a duration lasts until the end of the game; delete it",
        rule="glossary: Permanently (Obsolete)",
    ),
    Rewrite(
        code="OC216",
        needles=('unblockable',),
        name="unblockable",
        summary='"is unblockable" is "can\'t be blocked"',
        pattern=re.compile(r"\b(?:is|are) unblockable\b"),
        modern="can't be blocked",
        message="{old!r} is obsolete: write {new!r}",
        rule="glossary: Unblockable (Obsolete)",
    ),
    Rewrite(
        code="OC217",
        needles=('successfully',),
        name="successfully-cast",
        summary='"successfully cast" is "cast"',
        pattern=re.compile(r"\bsuccessfully (?=cast)"),
        modern="",
        message="{old!r} is obsolete: a spell is simply cast",
        rule="glossary: Successfully Cast (Obsolete)",
    ),
    Rewrite(
        code="OC218",
        needles=('snow-covered',),
        name="snow-covered",
        summary='"snow-covered" in rules text is the supertype "snow"',
        pattern=re.compile(r"\bsnow-covered\b"),
        modern="snow",
        message="{old!r}: rules text says {new!r} (the supertype), except in card names",
        rule="glossary: Snow-Covered (Obsolete)",
    ),
    Rewrite(
        code="OC219",
        needles=('place',),
        name="place-counter",
        summary='counters are "put" on permanents, not "placed"',
        pattern=re.compile(rf"\b(?P<verb>[Pp]lace[sd]?)(?= (?:{_COUNT}|an?|that many|any number of) (?:[+\-]\d+/[+\-]\d+ |[a-z]+ )?counters?\b)"),
        modern=lambda m: {"place": "put", "places": "puts", "placed": "put"}[m.group("verb").lower()],
        message="{old!r}: counters are put on permanents ({new!r})",
        rule="122.1",
    ),
    Rewrite(
        code="OC220",
        needles=('or player', 'player, or planeswalker'),
        name="target-creature-or-player",
        summary='"target creature or player" is "any target"',
        pattern=re.compile(r"\btarget creature(?:,)? (?:or player|player, or planeswalker)\b"),
        modern="any target",
        message="{old!r} is written {new!r} (creatures, players, planeswalkers and battles)",
        rule="115.4",
    ),
    Rewrite(
        code="OC221",
        needles=('onto the battlefield',),
        name="put-token-onto-battlefield",
        summary='tokens are "created", not "put onto the battlefield"',
        pattern=re.compile(
            rf"\b(?P<verb>[Pp]uts?) (?P<tokens>(?:{_COUNT}|an?|that many|X) [^.\"]*?\btokens?\b[^.\"]*?) onto the battlefield(?: under (?:your|its owner's|their) control)?"
        ),
        modern=_tokens_created,
        message="{old!r}: tokens are created ({new!r})",
        rule="701.7c",
    ),
    Rewrite(
        code="OC222",
        needles=('mana pool',),
        name="mana-pool",
        summary='mana is added without naming the mana pool',
        pattern=re.compile(r"\b(?P<verb>[Aa]dds?) (?:(?P<what>[^.]*?) to (?:your|its controller's|that player's|their) mana pool|to (?:your|its controller's|that player's|their) mana pool (?P<what2>[^.]*))"),
        modern=lambda m: f"{m.group('verb')} {m.group('what') or m.group('what2')}",
        message="{old!r}: Oracle text no longer mentions the mana pool ({new!r})",
        rule="106.4",
    ),
    Rewrite(
        code="OC223",
        needles=('redirect',),
        name="redirect",
        summary='"redirect" damage: say that it is dealt "instead" to the other object',
        pattern=re.compile(r"\b[Rr]edirect(?:s|ed)?\b"),
        modern=None,
        message="{old!r} is obsolete: say that the damage that would be dealt to one object or player is dealt to another instead",
        rule="glossary: Redirect (Obsolete)",
    ),
    Rewrite(
        code="OC224",
        needles=('during',),
        name="phase-ability",
        summary='"During your upkeep, [action]" is a triggered ability: "At the beginning of your upkeep, ..."',
        pattern=re.compile(
            r"^During (?P<whose>your|each(?: player's| opponent's)?) (?P<step>upkeep|draw step|end step|combat)"
            r"(?=, (?![^.]*\b(?:has|have|gets?|can|can't|is|are|costs?|may cast|may play)\b))"
        ),
        modern=r"At the beginning of \g<whose> \g<step>",
        message="{old!r}: phase abilities were given errata to trigger at the beginning of the step ({new!r})",
        rule="glossary: During (Obsolete)",
    ),
    Rewrite(
        code="OC225",
        needles=('shuffle',),
        name="then-shuffle",
        summary='after a search, "then shuffle your library" is "then shuffle"',
        pattern=re.compile(r"(?<=, )(?P<then>then) (?P<verb>shuffles?) (?:your|their|his or her|that player's) library\b"),
        condition=lambda rules, m: "search" in rules[: m.start()].lower() and "shuffle" not in rules[: m.start()].lower(),
        modern=r"\g<then> \g<verb>",
        message="{old!r} is written {new!r}",
        rule="701.24",
    ),
    Rewrite(
        code="OC226",
        needles=(';',),
        name="modes-without-bullets",
        summary="modes of a modal spell are a bulleted list, one mode a line",
        pattern=re.compile(r"(?P<choose>Choose (?:one|two|three|one or both|one or more|any number)) — (?P<modes>[^\n•]+?;[^\n•]+?)\.$"),
        modern=_modes,
        message="the modes of a modal spell or ability are written as a bulleted list, one mode a line",
        rule="700.2",
    ),
    Rewrite(
        code="OC227",
        needles=('assignment order',),
        name="damage-assignment-order",
        summary="damage assignment order no longer exists",
        pattern=re.compile(r"\bdamage assignment order\b"),
        modern=None,
        message="{old!r}: damage assignment order is obsolete; an attacker divides its damage as its controller chooses (CR 510.1c-d)",
        rule="glossary: Damage Assignment Order (Obsolete)",
    ),
    Rewrite(
        code="OC228",
        needles=('tribal',),
        name="tribal",
        summary='"tribal" is "kindred"',
        pattern=re.compile(r"\b(?P<t>[Tt])ribal\b"),
        modern=lambda m: ("K" if m.group("t") == "T" else "k") + "indred",
        message="{old!r}: the card type tribal was renamed {new!r}",
        rule="308.3",
    ),
    Rewrite(
        code="OC229",
        needles=("each of your opponents",),
        name="each-of-your-opponents",
        summary='"each of your opponents" as a subject is written "each opponent"',
        pattern=re.compile(r"\b(?P<e>[Ee])(?i:ach of your opponents)\b(?!['’])"),
        condition=_each_of_your_opponents,
        modern=r"\g<e>ach opponent",
        message="{old!r} is written {new!r}: your opponents are every player you play against",
        rule="102.3",
    ),
    Rewrite(
        code="OC230",
        needles=("other than you",),
        name="player-other-than-you",
        summary='"target player other than you", "each player other than you" are written "target opponent", "each opponent"',
        pattern=re.compile(r"\b(?P<det>(?i:target|each|every|any)) (?i:player(?P<s>s)? other than you(?:rself)?)\b"),
        modern=lambda m: {"target": "target", "each": "each", "every": "each", "any": "target"}[m.group("det").lower()] + " opponent" + (m.group("s") or ""),
        message="{old!r} is written {new!r} (a guess: in a team game a teammate is a player other than you but not an opponent)",
        rule="102.3",
        fix_kind=Fix.UNSAFE,
    ),
    Rewrite(
        code="OC231",
        needles=("your opponent",),
        name="your-opponent",
        summary='"your opponent" (a two-player wording) is "an opponent", "each opponent" or "target opponent"',
        pattern=re.compile(
            r"(?P<subject>(?:^|(?<=[.:—•,] )|(?<=\bthen ))(?=[Yy](?i:our opponent)\b(?!'s)))?\b[Yy](?i:our opponent)(?P<possessive>'s)?\b(?!s\b)"
            r"(?=(?P<verb> (?:controls|control|owns|own)\b)?)"
        ),
        condition=_your_opponent,
        modern=_an_or_each_opponent,
        message="{old!r} assumes a two-player game; Oracle writes 'an opponent', 'each opponent' or 'target opponent', whichever is meant",
        rule="102.3",
        applies=lambda ctx: not ctx.digital,  # digital cards are played by two players
        fix_kind=Fix.UNSAFE,
    ),
)

for _rewrite in REWRITES:
    define(_rewrite.code, _rewrite.name, Category.TEMPLATING, _rewrite.severity, _rewrite.summary, rule=_rewrite.rule, fix=_rewrite.fix_kind if _rewrite.modern is not None else None)


@runs(*(r.code for r in REWRITES))
def check_rewrites(ctx: FaceContext) -> Iterator[Finding]:
    if ctx.digital:
        return  # a digital-only card's text is the game client's, outside paper templating (FaceContext.digital)
    for ability in ctx.abilities:
        rules = ability.rules
        low = rules.lower()
        for rewrite in REWRITES:
            if rewrite.needles and not any(n in low for n in rewrite.needles):
                continue
            if rewrite.applies is not None and not rewrite.applies(ctx):
                continue
            for m in rewrite.pattern.finditer(rules):
                if rewrite.condition is not None and not rewrite.condition(rules, m):
                    continue
                if rewrite.code == "OC206" and m.group("subject") == "~" and not _is_creature_only(ctx):
                    continue  # "~ is put into a graveyard from the battlefield" is right for a noncreature
                new = rewrite.fix(m)
                old = ctx.original(ability, m.start(), m.end())
                shown_new = new if new is not None else ""
                if "~" in shown_new and ctx.names:
                    shown_new = shown_new.replace("~", ctx.names[0])
                message = rewrite.message.format(old=old, new=shown_new)
                yield ctx.in_text(rewrite.code, ability, m.start(), m.end(), message, new)


# -- self-references ---------------------------------------------------------------------------------
SELF_REFERENCE = define(
    "OC205",
    "self-reference",
    Category.TEMPLATING,
    Severity.WARNING,
    'a nonlegendary permanent refers to itself as "this creature", "this artifact", ... rather than by name; a placeholder such as CARDNAME is the name or "this ..."',
    rule="201.5",
    fix=Fix.SAFE,
)

#: subtypes that name the object in "this Aura", "this Equipment", ... (current Oracle text)
SELF_SUBTYPES = ("Aura", "Equipment", "Vehicle", "Saga", "Class", "Case", "Room", "Siege", "Spacecraft", "Fortification")
_PLACEHOLDER = re.compile(r"\bCARD ?NAME\b|(?i:\[(?:card ?name|this|name)\]|<(?:card ?name|name)>)|~")
#: "~ costs {1} less to cast": a cost change of the spell itself is "This spell costs"
_SPELL_COST = re.compile(r"~ (?=costs \{|costs [^.]*\bto cast\b)")
#: contexts where current text keeps the name: the object may be in another zone (graveyard,
#: hand, library, exile, the stack), or the text is about the name itself or a characteristic
#: that works in every zone (CR 604.3)
_NAME_STAYS = re.compile(
    r"\bnamed\b|\btransforms? into\b|~ (?:is|are) put into (?:a|your|its owner's) graveyard from (?!the battlefield)|from anywhere|\bcast\b|\bcycle\b|"
    r"\bcard names?\b|\ball colors\b|~'s (?:power|toughness)|\bpower and toughness are each\b|\bisn't a creature\b|"
    r"\bpower and toughness each equal\b|\bif it was a\b|\bcommander\b|\bflash\b|\bname is\b|\bpaired\b|\"[^\"]*\bthis (?:creature|permanent)\b",
    re.IGNORECASE,
)
#: abilities in which the object is in another zone than the battlefield or leaves it: every
#: self-reference of the ability keeps the name ("This ability triggers only if ~ is in your
#: graveyard", "Sacrifice this creature: ... exchange ownership of that artifact and ~")
_OTHER_ZONE = re.compile(
    r"~ (?:is|isn't|was) (?:in|on)\b|~ from\b|from anywhere|\bthis spell\b|\bcast ~|\b(?:[Ss]acrifice|[Ee]xile|[Dd]iscard|[Rr]eveal) (?:this \w+|~)[,:]|\bante\b"
)


#: a name that stands for the card's own properties outside the game or in every zone rather
#: than for the permanent (digital-only mechanics of current Oracle text): "draft a card from ~'s
#: spellbook", "~'s intensity", "~ intensifies by 1", "cards named ~"
_NOT_SELF_REFERENCE = re.compile(r"~(?:'s (?:spellbook|intensity)\b| intensif(?:y|ies)\b)|(?<=named )~")




#: a card that acts outside the game, in the draft (Conspiracy: "Draft ~ face up", "As you draft a
#: card"), refers to itself by its name as the card it is
_DRAFTING = re.compile(r"\b(?:draft|drafts|drafted|drafting)\b", re.IGNORECASE)


def self_word(ctx: FaceContext) -> str | None:
    """How current Oracle text refers to this face's object ("this creature", "this Aura"); None
    for legendary permanents and for instants and sorceries, which use the name."""
    if ctx.is_spell:
        return None
    if "Legendary" in ctx.supertypes:
        return None
    if ctx.has_type("Creature"):
        return "this creature"
    for subtype in SELF_SUBTYPES:
        if subtype in ctx.subtypes:
            return f"this {subtype}"
    for card_type, word in (("Land", "this land"), ("Planeswalker", "this planeswalker"), ("Battle", "this battle"), ("Artifact", "this artifact"), ("Enchantment", "this enchantment")):
        if ctx.has_type(card_type):
            return word
    return None


@runs(SELF_REFERENCE.code)
def check_self_reference(ctx: FaceContext) -> Iterator[Finding]:
    typed = ctx.known("type_line") and bool(ctx.types)
    word = self_word(ctx) if typed else None
    name = ctx.names[0] if ctx.names else None
    # "Aurochs", "Assembly-Worker": a name that is also a subtype is written ~ where it is the subtype
    named_like_subtype = name is not None and any(n in subtype_kinds() or n.rstrip("s") in subtype_kinds() for n in ctx.names)
    if ctx.digital or _DRAFTING.search(ctx.text):
        word = None  # a digital-only card's text (FaceContext.digital) and a card that acts in the draft keep the name
    for ability in ctx.abilities:
        rules = ability.rules
        other_zone = _OTHER_ZONE.search(rules) is not None
        if word is not None and not other_zone:
            for m in _THIS_CARD_ON_BATTLEFIELD.finditer(rules):
                if quoted(rules, m.start()) or _NAME_STAYS.search(rules):
                    continue
                fix = word[:1].upper() + word[1:] if m.group()[0].isupper() else word
                yield ctx.in_text(
                    SELF_REFERENCE.code, ability, m.start(), m.end(),
                    f"{m.group()!r} is the card in a hand, library or graveyard; on the battlefield it is {fix!r}", fix,
                )
        for start, end in ctx.sentences(ability):
            sentence = rules[start:end]
            # once a sentence, not once a reference (quadratic in a sentence of thousands of them)
            stays = _NAME_STAYS.search(sentence) is not None
            for m in _PLACEHOLDER.finditer(sentence):
                at = start + m.start()
                written = ctx.original(ability, at, start + m.end())
                placeholder = m.group() != "~" or written == "~"
                if m.group() == "~" and _SPELL_COST.match(sentence, m.start()):
                    fix = "This spell" if _sentence_start(sentence, m) else "this spell"
                    yield ctx.in_text(SELF_REFERENCE.code, ability, at, start + m.end(), f"a spell's own cost is \"{fix} costs\", not {written!r}", fix)
                elif placeholder:
                    yield from _placeholder(ctx, ability, at, start + m.end(), written, word if not stays else None, name, sentence, m)
                elif _NOT_SELF_REFERENCE.match(rules, at):
                    continue
                elif word is not None and _sacrifice_cost(rules, at) and not quoted(rules, at):
                    # "Sacrifice ~: ..." is written "Sacrifice this artifact: ..."; the other
                    # references of the ability keep the name (the object has left the battlefield)
                    yield _by_name(ctx, ability, at, start + m.end(), written, word, sentence, m)
                elif word is not None and not other_zone and not named_like_subtype and not quoted(rules, at) and not stays:
                    yield _by_name(ctx, ability, at, start + m.end(), written, word, sentence, m)


#: "this card" doing what only a permanent does: it enters, attacks, blocks, dies, gets +N/+N
_THIS_CARD_ON_BATTLEFIELD = re.compile(r"\b[Tt]his card(?= (?:enters|attacks|blocks|dies|gets [+\-\u2212]|can't (?:attack|block)))")


def _sacrifice_cost(rules: str, at: int) -> bool:
    """Whether the ``~`` at ``at`` is the object of a sacrifice in an activation cost: "{T},
    Sacrifice ~: ...", "Sacrifice ~, Pay 2 life: ..."."""
    # only the words just before it are read (reading all of them for each reference was
    # quadratic in a text of thousands of references)
    if rules[at + 1 : at + 2] not in (",", ":"):
        return False
    before = rules.endswith((", Sacrifice ", ", sacrifice "), 0, at) or (at == len("Sacrifice ") and rules.startswith(("Sacrifice ", "sacrifice ")))
    return before and rules.find(":", at) != -1


def _sentence_start(sentence: str, m: re.Match[str]) -> bool:
    before = sentence[: m.start()].strip()
    return before == "" or before.endswith((":", "—", "•"))


def _placeholder(ctx: FaceContext, ability, at: int, end: int, written: str, word: str | None, name: str | None, sentence: str, m: re.Match[str]) -> Iterator[Finding]:  # type: ignore[no-untyped-def]
    if word is not None and not quoted(ability.rules, at):  # word is None where the name stays
        fix = word[:1].upper() + word[1:] if _sentence_start(sentence, m) else word
        yield ctx.in_text(SELF_REFERENCE.code, ability, at, end, f"{written!r} is a placeholder: this card refers to itself as {word!r}", fix)
    elif name:
        yield ctx.in_text(SELF_REFERENCE.code, ability, at, end, f"{written!r} is a placeholder: write the card's name", name)
    else:
        yield ctx.in_text(
            SELF_REFERENCE.code, ability, at, end,
            f"{written!r} is a placeholder: write the card's name (or \"this creature\", \"this artifact\", ... for a nonlegendary permanent)",
        )


def _by_name(ctx: FaceContext, ability, at: int, end: int, written: str, word: str, sentence: str, m: re.Match[str]) -> Finding:  # type: ignore[no-untyped-def]
    fix = word[:1].upper() + word[1:] if _sentence_start(sentence, m) else word
    return ctx.in_text(
        SELF_REFERENCE.code, ability, at, end,
        f"a nonlegendary permanent refers to itself as {word!r}, not by its name {written!r}",
        fix,
    )
