"""English verb morphology for the grammar: the past tense, past participle and present
participle (gerund) of a verb, derived from its base form by the regular rules of English
inflection, with a short table of the irregular verbs Oracle text uses.

The grammar writes a terminal of inflected forms by the verbs' base forms
(``POST_PARTICIPLE: %participles exile sacrifice put draw``); :func:`expand_inflections` turns
such a line into the terminal's pattern (``/(?:sacrificed|exiled|drawn|put)/i``), so a verb added
to the line brings its derived forms, and no form is written out by hand. :func:`base_form`
goes back from a form of a known verb to the verb (the compiler reads the event from it).
``%gerunds`` gives the -ing forms (``_SACRIFICING: %gerunds sacrifice`` -> "sacrificing").
``%plurals`` does the same for nouns (``DICE: %plurals die``), by the plurals of
:mod:`oraclec.vocabulary`.
"""

from __future__ import annotations

import re
from typing import Final

from .vocabulary import plural

#: base form -> (past tense, past participle), the irregular verbs of the game's text
IRREGULAR: Final = {
    "be": ("was", "been"),
    "become": ("became", "become"),
    "begin": ("began", "begun"),
    "bring": ("brought", "brought"),
    "buy": ("bought", "bought"),
    "cast": ("cast", "cast"),
    "choose": ("chose", "chosen"),
    "deal": ("dealt", "dealt"),
    "do": ("did", "done"),
    "draw": ("drew", "drawn"),
    "fight": ("fought", "fought"),
    "find": ("found", "found"),
    "forget": ("forgot", "forgotten"),
    "get": ("got", "gotten"),
    "give": ("gave", "given"),
    "have": ("had", "had"),
    "hold": ("held", "held"),
    "keep": ("kept", "kept"),
    "leave": ("left", "left"),
    "lose": ("lost", "lost"),
    "make": ("made", "made"),
    "pay": ("paid", "paid"),
    "put": ("put", "put"),
    "read": ("read", "read"),
    "seek": ("sought", "sought"),
    "sell": ("sold", "sold"),
    "send": ("sent", "sent"),
    "set": ("set", "set"),
    "shake": ("shook", "shaken"),
    "spend": ("spent", "spent"),
    "split": ("split", "split"),
    "steal": ("stole", "stolen"),
    "take": ("took", "taken"),
    "tell": ("told", "told"),
    "think": ("thought", "thought"),
    "throw": ("threw", "thrown"),
    "win": ("won", "won"),
    "write": ("wrote", "written"),
}
#: verbs of more than one syllable stressed on the last, which double their final consonant like
#: one-syllable verbs do ("commit" -> "committed"; "counter" -> "countered" does not)
_FINAL_STRESS: Final = frozenset({"commit", "control", "compel", "equip", "expel", "occur", "permit", "propel", "rebel", "refer", "regret", "submit", "transmit"})
#: prefixes that leave the stem's inflection as it is ("untap" like "tap", "recast" like "cast")
_PREFIXES: Final = ("un", "re")
_VOWELS: Final = "aeiou"


def _split_prefix(verb: str) -> tuple[str, str]:
    for prefix in _PREFIXES:
        stem = verb[len(prefix):]
        if verb.startswith(prefix) and (stem in IRREGULAR or _one_syllable(stem)) and len(stem) >= 3:
            return prefix, stem
    return "", verb


def _one_syllable(word: str) -> bool:
    return len(re.findall(r"[aeiouy]+", word.rstrip("e") or word)) == 1


def _regular(verb: str) -> str:
    """The -ed form: "exile" -> "exiled", "copy" -> "copied", "tap" -> "tapped", "attack" ->
    "attacked", "play" -> "played"."""
    if verb.endswith("e"):
        return verb + "d"
    if re.search(r"[^aeiou]y$", verb):
        return verb[:-1] + "ied"
    # a final consonant after one short vowel doubles in a stressed syllable ("tap", "plan"),
    # never w, x or y ("tax", "play")
    if re.search(r"(?:^|[^aeiou]|(?<=q)u)[aeiou][^aeiouwxy]$", verb) and (_one_syllable(verb) or verb in _FINAL_STRESS):
        return verb + verb[-1] + "ed"
    return verb + "ed"


def _forms(verb: str) -> tuple[str, str]:
    prefix, stem = _split_prefix(verb)
    if stem in IRREGULAR:
        past, participle = IRREGULAR[stem]
        return prefix + past, prefix + participle
    form = prefix + _regular(stem)
    return form, form


def _ing(verb: str) -> str:
    """The -ing form of a verb without a prefix: "exile" -> "exiling", "die" -> "dying", "tap"
    -> "tapping", "be" -> "being", "see" -> "seeing", "play" -> "playing"."""
    if verb.endswith("ie"):
        return verb[:-2] + "ying"
    # a silent final e goes ("exile", "choose", "cycle"); not the e of "see", "dye", "hoe", nor
    # the only vowel of "be"
    if re.search(r"[^aeiouy]e$", verb) and re.search(r"[aeiouy]", verb[:-1]):
        return verb[:-1] + "ing"
    # the consonant doubles as before -ed ("tap" -> "tapping", "commit" -> "committing")
    if re.search(r"(?:^|[^aeiou]|(?<=q)u)[aeiou][^aeiouwxy]$", verb) and (_one_syllable(verb) or verb in _FINAL_STRESS):
        return verb + verb[-1] + "ing"
    return verb + "ing"


def present_participle(verb: str) -> str:
    """The present participle, which is also the gerund: "sacrifice" -> "sacrificing", "untap"
    -> "untapping", "die" -> "dying", "be" -> "being" (no English verb is irregular in it)."""
    prefix, stem = _split_prefix(verb)
    return prefix + _ing(stem)


def past_tense(verb: str) -> str:
    """The simple past: "draw" -> "drew", "die" -> "died", "attack" -> "attacked"."""
    return _forms(verb)[0]


def past_participle(verb: str) -> str:
    """The past participle: "draw" -> "drawn", "put" -> "put", "sacrifice" -> "sacrificed",
    "untap" -> "untapped"."""
    return _forms(verb)[1]


def noun_plural(noun: str) -> str:
    """The usual plural of a noun of the rules' text: "total" -> "totals", "die" -> "dice"
    (English's rules and irregular plurals, :func:`oraclec.vocabulary.plural`)."""
    return plural(noun)


#: directive -> the form it derives
_DIRECTIVES: Final = {"participles": past_participle, "past": past_tense, "gerunds": present_participle, "plurals": noun_plural}
#: a terminal written by base forms: ``NAME[.priority]: %participles verb verb ...`` (or
#: ``%plurals noun noun ...``)
_DIRECTIVE_LINE: Final = re.compile(r"^(?P<head>[A-Z_][A-Z0-9_]*(?:\.-?\d+)?:\s*)%(?P<kind>participles|past|gerunds|plurals)\s+(?P<verbs>[a-z ]+?)\s*$")


def expand_inflections(line: str) -> str:
    """A grammar line with a ``%participles``, ``%past``, ``%gerunds`` or ``%plurals`` terminal, written as the
    terminal's pattern of the derived forms (longest first, so no form matches as the start of
    another); any other line as it is."""
    match = _DIRECTIVE_LINE.match(line)
    if match is None:
        return line
    inflect = _DIRECTIVES[match["kind"]]
    forms = sorted({inflect(verb) for verb in match["verbs"].split()}, key=lambda f: (-len(f), f))
    return f"{match['head']}/(?:{'|'.join(forms)})/i"


def base_form(form: str, verbs: tuple[str, ...]) -> str | None:
    """The verb among ``verbs`` of which ``form`` is the past tense or past participle (in any
    case), or None: "Drawn" -> "draw" among ("draw", "put")."""
    word = form.lower()
    for verb in verbs:
        if word in _forms(verb):
            return verb
    return None
