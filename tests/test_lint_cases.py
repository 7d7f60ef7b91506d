"""The linter on hand-written card text: each bad text raises its code, the corrected text does
not (nor any code but syntax while the grammar does not parse it), and ``--fix`` writes the
correction where it is unambiguous."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from oraclec.lint import CHECKS, Category, Options, lint_target, text_target
from oraclec.lint.fixing import fix_target
from oraclec.lint.model import Fix
from oraclec.parser import parse_ability
from oraclec.text import normalise_text

sys.path.insert(0, str(Path(__file__).parent / "lint"))
from cases import CASES, Case

NO_SUGGESTIONS = Options(suggest=False)


def target(text: str, fields: dict[str, Any]):  # type: ignore[no-untyped-def]
    return text_target(text, known=frozenset(fields), **fields)


def test_enough_cases_for_every_check() -> None:
    assert len(CASES) >= 300  # issue 22: at least 300 bad texts, each with its code and corrected form
    covered = {case.code for case in CASES}
    missing = [code for code in CHECKS if code not in covered and code != "OC102"]
    assert not missing, f"checks without a hand-written case: {missing}"


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_bad_text_raises_its_code(case: Case) -> None:
    found = lint_target(target(case.bad, case.fields))
    codes = [d.code for d in found]
    assert case.code in codes, f"{case.bad!r} should raise {case.code}; found {[(d.code, d.message) for d in found]}"


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_corrected_text_is_clean(case: Case) -> None:
    fields = case.good_fields if case.good_fields is not None else case.fields
    found = lint_target(target(case.good, fields), NO_SUGGESTIONS)
    assert case.code not in [d.code for d in found]
    others = [(d.code, d.message) for d in found if CHECKS[d.code].category is not Category.SYNTAX]
    assert not others, f"{case.good!r}: {others}"
    if all(parse_ability(a).ok for a in normalise_text(case.good, (fields.get("name"),) if fields.get("name") else ())):
        assert not found, f"{case.good!r} parses, yet: {[(d.code, d.message) for d in found]}"


FIXED = [case for case in CASES if case.fixed]


@pytest.mark.parametrize("case", FIXED, ids=lambda c: c.id)
def test_fix_writes_the_correction(case: Case) -> None:
    fixed = fix_target(target(case.bad, case.fields), unsafe=CHECKS[case.code].fix is Fix.UNSAFE)
    face = fixed.target.card.faces[0]
    assert face.oracle_text == case.good
    good = case.good_fields if case.good_fields is not None else case.fields
    if "type_line" in good:
        assert face.type_line.text == good["type_line"]
    if "mana_cost" in good:
        assert face.mana_cost == good["mana_cost"]
    assert case.code in {d.code for d in fixed.applied}


UNSAFE = [case for case in FIXED if CHECKS[case.code].fix is Fix.UNSAFE]


@pytest.mark.parametrize("case", UNSAFE, ids=lambda c: c.id)
def test_fix_leaves_a_guess_to_unsafe_fixes(case: Case) -> None:
    """A guess (the closest keyword, type or word) is offered, never applied by --fix alone."""
    bad = target(case.bad, case.fields)
    fixed = fix_target(bad)
    assert case.code not in {d.code for d in fixed.applied}
    assert any(d.code == case.code and d.unsafe_fixable and not d.fixable for d in fixed.remaining)


def test_every_fixable_check_has_a_fix_case() -> None:
    fixed_codes = {case.code for case in FIXED}
    missing = [c.code for c in CHECKS.values() if c.fixable and c.code not in fixed_codes]
    assert not missing, f"fixable checks without a case whose fix is checked: {missing}"


def _abilities_that_parse(text: str, name: str | None) -> int:
    return sum(parse_ability(a).ok for a in normalise_text(text, (name,) if name else ()))


@pytest.mark.parametrize("unsafe", [False, True], ids=["fix", "unsafe-fixes"])
def test_fix_never_makes_a_bad_text_parse_worse(unsafe: bool) -> None:
    """--fix (and --fix --unsafe-fixes) over every bad text: no fixed text has fewer abilities
    that parse than the text it fixed."""
    worse = []
    for case in CASES:
        fixed = fix_target(target(case.bad, case.fields), unsafe=unsafe).target.card.faces[0].oracle_text or ""
        name = case.fields.get("name")
        if _abilities_that_parse(fixed, name) < _abilities_that_parse(case.bad, name):
            worse.append((case.code, case.bad, fixed))
    assert not worse


def test_every_replacement_comes_from_a_check_that_says_how_to_apply_it() -> None:
    """A check that offers a replacement marks its fix safe, unsafe or display-only: a
    replacement of a check without one would be neither applied nor counted."""
    unmarked = {
        d.code
        for case in CASES
        for d in lint_target(target(case.bad, case.fields))
        if d.replacement is not None and CHECKS[d.code].fix is None
    }
    assert not unmarked


def _unparsed(text: str, fields: dict[str, Any]) -> list[str]:
    """The abilities of a text that do not parse."""
    names = (fields["name"],) if fields.get("name") else ()
    is_spell = any(t in str(fields.get("type_line", "")) for t in ("Instant", "Sorcery"))
    return [a.rules for a in normalise_text(text, names) if not parse_ability(a, is_spell=is_spell).ok]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_fix_never_parses_worse(case: Case) -> None:
    """``--fix`` (safe fixes only) on every bad text of the corpus: an ability that parsed still
    parses, no ability that parsed stops parsing, and the findings do not grow in number."""
    bad = target(case.bad, case.fields)
    before = lint_target(bad, NO_SUGGESTIONS)
    fixed = fix_target(bad)
    face = fixed.target.card.faces[0]
    fixed_fields = {**case.fields, "type_line": face.type_line.text} if "type_line" in case.fields else case.fields
    unparsed_before = _unparsed(case.bad, case.fields)
    unparsed_after = _unparsed(face.oracle_text, fixed_fields)
    assert len(unparsed_after) <= len(unparsed_before), f"--fix made {face.oracle_text!r} parse worse than {case.bad!r}: {unparsed_after}"
    if not unparsed_before:
        assert not unparsed_after, f"{case.bad!r} parsed; after --fix {face.oracle_text!r} does not: {unparsed_after}"
    after = lint_target(fixed.target, NO_SUGGESTIONS)
    assert len(after) <= len(before), f"--fix on {case.bad!r} gave {face.oracle_text!r} with more findings: {[(d.code, d.message) for d in after]}"
