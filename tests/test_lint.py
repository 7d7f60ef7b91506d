"""The linter: its registry, its grounding in the Comprehensive Rules, positions in the text the
user wrote, plain-text card files, and the ``oraclec lint`` command (outputs, --fix, exit codes)."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from oraclec.cli import main
from oraclec.lint import (
    CHECKS,
    Category,
    Options,
    Severity,
    cardfile,
    lint_target,
    lint_text,
    resolve,
    text_target,
)
from oraclec.lint.keywords import SHAPES, Shape, is_keyword_line, keyword_items
from oraclec.lint.mana import known_symbols, wheel_order
from oraclec.lint.similar import edit_distance
from oraclec.lint.templating import REWRITES
from oraclec.vocabulary import data as vocabulary
from shared_data import rules_text

CATEGORY_RANGES = {
    Category.SYNTAX: "OC1",
    Category.TEMPLATING: "OC2",
    Category.KEYWORD: "OC3",
    Category.TYPE_LINE: "OC4",
    Category.MANA: "OC5",
    Category.REMINDER: "OC6",
    Category.STYLE: "OC7",
}


# -- registry --------------------------------------------------------------------------------------
def test_registry_codes_names_and_categories() -> None:
    assert len(CHECKS) >= 60
    names = [c.name for c in CHECKS.values()]
    assert len(set(names)) == len(names)
    for code, check in CHECKS.items():
        assert re.fullmatch(r"OC[1-7]\d\d", code)
        assert code.startswith(CATEGORY_RANGES[check.category]), code
        assert re.fullmatch(r"[a-z0-9]+(?:-[a-z0-9]+)*", check.name), check.name
        assert check.summary and check.severity in Severity


def test_resolve_selects_by_code_name_category_and_prefix() -> None:
    assert resolve(["OC201"]) == ["OC201"]
    assert resolve(["outdated-mill"]) == ["OC201"]
    assert set(resolve(["mana"])) == {c for c in CHECKS if c.startswith("OC5")}
    assert set(resolve(["OC7"])) == {c for c in CHECKS if c.startswith("OC7")}
    with pytest.raises(ValueError, match="no check or category named 'frobnicate'"):
        resolve(["frobnicate"])


def test_rule_references_exist_in_the_rules() -> None:
    """Every CR reference names a rule of the rules file, or a glossary entry of it."""
    rules = rules_text()
    glossary = rules[rules.rindex("\nGlossary\n") :]
    for check in CHECKS.values():
        if check.rule is None:
            continue
        if check.rule.startswith("glossary: "):
            assert f"\n{check.rule.removeprefix('glossary: ')}\n" in glossary, check.rule
        else:
            assert re.search(rf"^{re.escape(check.rule)}[.a-z]? ", rules, re.MULTILINE) or re.search(rf"^{re.escape(check.rule)}\. ", rules, re.MULTILINE), check.rule


#: glossary entries marked obsolete that no card text can contain (rules and play history)
RULES_ONLY = {
    "Mana Burn (Obsolete)": "a rule, not card text",
    "Planeswalker Uniqueness Rule (Obsolete)": "a rule, not card text",
    "EDH (Obsolete)": "the name of a variant",
    "Transforming Double-Faced Cards (Obsolete)": "a name for a kind of card",
}
#: obsolete glossary term -> the check that finds it in card text
OBSOLETE_CHECKS = {
    "At End of Turn": "OC210", "Bury": "OC212", "Caster": "OC213", "Casting Cost": "OC204",
    "Continuous Artifact": "OC406", "Converted Mana Cost": "OC204", "Counts As": "OC214",
    "Damage Assignment Order": "OC227", "During": "OC224", "Global Enchantment": "OC406",
    "In Play": "OC208", "Interrupt": "OC406", "Islandhome": "OC301", "Legend": "OC406",
    "Local Enchantment": "OC406", "Mana Source": "OC406", "Mono Artifact": "OC406",
    "Permanently": "OC215", "Poly Artifact": "OC406", "Redirect": "OC223",
    "Remove from the Game, Removed, Removed-from-the-Game Zone": "OC209", "Set Aside": "OC209",
    "Snow-Covered": "OC218", "Successfully Cast": "OC217", "Summon": "OC406",
    "Total Casting Cost": "OC204", "Totem Armor": "OC301", "Tribal": "OC406", "Unblockable": "OC216",
}


def test_every_obsolete_glossary_term_has_a_check() -> None:
    rules = rules_text()
    glossary = rules[rules.rindex("\nGlossary\n") :]
    terms = re.findall(r"^(.+) \(Obsolete\)$", glossary, re.MULTILINE)
    assert len(terms) >= 30
    for term in terms:
        if f"{term} (Obsolete)" in RULES_ONLY:
            continue
        assert term in OBSOLETE_CHECKS, f"glossary term {term!r} (Obsolete) has no check"
        assert OBSOLETE_CHECKS[term] in CHECKS


def test_templating_rewrites_are_registered_and_cite_rules() -> None:
    for rewrite in REWRITES:
        assert CHECKS[rewrite.code].category is Category.TEMPLATING
    assert sum(1 for r in REWRITES if r.rule) >= len(REWRITES) - 2


# -- the rules behind the tables ---------------------------------------------------------------------
def test_keyword_shapes_name_every_keyword_of_cr_702() -> None:
    for name in vocabulary()["keyword_abilities"]:
        for part in name.lower().split(" and ") if name == "Daybound and Nightbound" else [name.lower().split(" (")[0]]:
            assert part in SHAPES, f"CR 702 keyword {name!r} has no shape"


#: shapes of the project's keyword table (oraclec.keywords) -> the linter's shapes they allow
_TABLE_SHAPES = {
    "PLAIN": {Shape.PLAIN, Shape.OPTIONAL},
    "NUMBER": {Shape.NUMBER, Shape.OPTIONAL},
    "COST": {Shape.COST, Shape.OPTIONAL},
    "DASH_COST": {Shape.COST},
    "NUMBER_COST": {Shape.NUMBER_COST},
    "QUALITY": {Shape.OBJECT, Shape.PREFIX, Shape.COST, Shape.DASH},
    "DASH_ABILITY": {Shape.DASH},
    "MODES": {Shape.PLAIN},
}


def test_keyword_shapes_agree_with_the_keyword_table() -> None:
    """The linter's shapes are finer than those of :mod:`oraclec.keywords` (which builds AST
    nodes), never in contradiction with them."""
    from oraclec import keywords as table

    for keyword in table.KEYWORD_ABILITIES:
        for part in keyword.name.lower().split(" and ") if " and " in keyword.name else [keyword.name.lower().split(" (")[0]]:
            assert SHAPES[part] in _TABLE_SHAPES[keyword.shape.name], f"{keyword.name}: {keyword.shape.name} vs {SHAPES[part]}"


def test_keyword_forms_come_from_the_keyword_table() -> None:
    """Each other form of a keyword of the table is a form of its keyword for the linter, but an
    obsolete one (totem armor is umbra armor: OC301)."""
    from oraclec import keywords as table
    from oraclec.lint.keywords import FORMS, OBSOLETE

    for keyword in table.KEYWORD_ABILITIES:
        if " and " in keyword.name or "(" in keyword.name:
            continue
        for form in keyword.forms:
            assert FORMS.get(form) == (None if form in OBSOLETE else keyword.name.lower()), form
    assert FORMS["multikicker"] == "kicker" and FORMS["landcycling"] == "cycling" and FORMS["partner with"] == "partner"
    assert "totem armor" not in FORMS and "daybound" not in FORMS


def test_the_keyword_actions_taking_a_number_come_from_the_keyword_table() -> None:
    from oraclec import keywords as table
    from oraclec.lint.keywords import ACTION_NUMBER

    numbered = {entry.name.lower() for entry in table.KEYWORD_ACTIONS if entry.shape is table.Shape.ACTION_NUMBER}
    assert numbered < ACTION_NUMBER
    assert ACTION_NUMBER - numbered == {"scry", "surveil", "amass"}  # verbs of the effect grammar: "Scry 2", "Amass Orcs 2"
    assert {"proliferate", "goad", "mill", "waterbend"}.isdisjoint(ACTION_NUMBER)


_QUOTED = {Shape.NUMBER: "N", Shape.COST: "[cost]", Shape.NUMBER_COST: "N—[cost]"}


def test_keyword_shapes_agree_with_the_forms_the_rules_quote() -> None:
    """Where CR 702 quotes "Keyword N" or "Keyword [cost]", the table says the same."""
    rules = rules_text()
    checked = 0
    for index, name in enumerate(vocabulary()["keyword_abilities"], start=2):
        body = "\n".join(re.findall(rf"^702\.{index}[a-z] (.*)$", rules, re.MULTILINE))
        quoted = set(re.findall(rf"[“\"]{re.escape(name)} (N|\[cost\]|N—\[cost\])[”\"]", body, re.IGNORECASE))
        shape = SHAPES.get(name.lower())
        for form in quoted:
            checked += 1
            assert _QUOTED.get(shape) == form or shape is Shape.OPTIONAL, f"{name}: the rules quote {name} {form}, the table says {shape}"
    assert checked >= 60


def test_mana_symbols_come_from_cr_107() -> None:
    symbols = known_symbols()
    for symbol in ("W", "U/B", "2/W", "C/G", "G/P", "W/U/P", "S", "X", "T", "Q", "E", "TK", "CHAOS", "PW", "H"):
        assert symbol in symbols
    for not_a_symbol in ("U/W", "P/W", "W/C", "B/W", "T/Q"):
        assert not_a_symbol not in symbols


@pytest.mark.parametrize(
    "colors, order",
    [
        ("WU", "WU"), ("UB", "UB"), ("BR", "BR"), ("RG", "RG"), ("GW", "GW"),  # allied pairs
        ("WB", "WB"), ("UR", "UR"), ("BG", "BG"), ("RW", "RW"), ("GU", "GU"),  # enemy pairs
        ("WUB", "WUB"), ("UBR", "UBR"), ("BRG", "BRG"), ("RGW", "RGW"), ("GWU", "GWU"),  # shards
        ("WBG", "WBG"), ("URW", "URW"), ("BGU", "BGU"), ("RWB", "RWB"), ("GUR", "GUR"),  # wedges
        ("UBRG", "UBRG"), ("WBRG", "BRGW"), ("WURG", "RGWU"), ("WUBG", "GWUB"), ("WUBR", "WUBR"),
        ("WUBRG", "WUBRG"),
    ],
)
def test_wheel_order(colors: str, order: str) -> None:
    assert wheel_order(set(colors)) == order


def test_edit_distance_counts_a_swap_as_one_edit() -> None:
    assert edit_distance("brid", "bird") == 1
    assert edit_distance("creture", "creature") == 1
    assert edit_distance("kitten", "sitting") == 3


# -- keyword lines ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "line",
    [
        "Flying", "Flying, haste", "Equip {2}", "Dredge 3", "Enchant creature, land, or planeswalker",
        "Protection from Vampires, from Werewolves, and from Zombies", "Partner with Pir, Imaginative Rascal",
        "Ward—Pay 3 life.", "Void Shields — Protection from mana value 3 or less", "Flying; swampwalk",
        "Swampcycling {2}", "Nonbasic landwalk", "Goblin offering", "Hexproof from artifacts, creatures, and enchantments",
    ],
)
def test_keyword_lines(line: str) -> None:
    assert is_keyword_line(line), keyword_items(line)


@pytest.mark.parametrize("line", ["Draw a card.", "Flying creatures you control get +1/+1.", "Destroy target creature. Flying"])
def test_sentences_are_not_keyword_lines(line: str) -> None:
    assert not is_keyword_line(line)


# -- positions ---------------------------------------------------------------------------------------
def test_positions_point_at_the_text_as_written() -> None:
    """Line and column are those of the original text: reminder text, a self-reference by name
    and earlier lines do not shift them."""
    text = "Flying (This creature can't be blocked except by creatures with flying or reach.)\nWhen Grizzly Bears enters the battlefield, draw 2 cards."
    found = {d.code: d for d in lint_text(text, name="Grizzly Bears", type_line="Creature — Bear", pt="2/2")}
    self_reference, etb, digits = found["OC205"], found["OC203"], found["OC701"]
    line2 = text.split("\n")[1]
    assert (self_reference.line, self_reference.column) == (2, line2.index("Grizzly") + 1)
    assert self_reference.source[self_reference.start : self_reference.end] == "Grizzly Bears"
    assert (etb.line, etb.column, etb.end_column) == (2, line2.index("enters") + 1, line2.index(",") + 1)
    assert digits.source[digits.start : digits.end] == "2"


def test_findings_in_fields_other_than_the_text() -> None:
    found = lint_text("Flying", type_line="Creature — Brid", mana_cost="{U}{1}", pt="1/1")
    by_code = {d.code: d for d in found}
    assert by_code["OC401"].field == "type_line" and by_code["OC401"].column == 12
    assert by_code["OC503"].field == "mana_cost" and by_code["OC503"].replacement == "{1}{U}"


def test_presence_checks_need_the_field_to_be_known() -> None:
    """A creature given on the command line without --pt is not said to lack P/T."""
    assert "OC403" not in {d.code for d in lint_text("Flying", type_line="Creature — Bird")}
    absent = text_target("Flying", type_line="Creature — Bird", known=frozenset({"pt"}))
    assert "OC403" in {d.code for d in lint_target(absent)}


def test_severity_and_selection_options() -> None:
    text = "Draw  3 cards"
    everything = {d.code for d in lint_text(text)}
    assert {"OC701", "OC704", "OC705"} <= everything
    warnings = {d.code for d in lint_text(text, Options(severity=Severity.WARNING))}
    assert "OC705" not in warnings and "OC701" in warnings
    only_style = {d.code for d in lint_text(text, Options.from_names(["OC705"]))}
    assert only_style == {"OC705"}


def test_a_syntax_finding_explained_by_another_finding_is_not_repeated() -> None:
    found = [d.code for d in lint_text("When this creature enters the battlefield, draw a card.", type_line="Creature — Bear")]
    assert found == ["OC203"]


def test_syntax_finding_names_the_words_and_what_was_expected() -> None:
    (finding,) = lint_text("Draw to cards.")
    assert finding.code == "OC101"
    assert "unexpected 'to'" in finding.message and "expected" in finding.message
    assert finding.replacement == "two" and (finding.line, finding.column) == (1, 6)


# -- plain-text card files ------------------------------------------------------------------------
CARD_FILE = """\
# Two cards for the linter.
Grizzly Bears {1}{G}
Creature — Bear
When Grizzly Bears enters the battlefield, you gain 2 life.
2/2

Mind Spring {U}{2}
Sorcery
Draw 3 cards.

Fire {1}{R}
Instant
Fire deals 2 damage divided as you choose among one or two targets.
//
Ice {1}{U}
Instant
Tap target permanent.
Draw a card.

Jace Beleren {1}{U}{U}
Legendary Planeswalker — Jace
[+2]: Each player draws a card.
Loyalty: 3
"""


def test_card_file_format() -> None:
    blocks = cardfile.parse(CARD_FILE, "cards.txt")
    assert [b.card.name for b in blocks] == ["Grizzly Bears", "Mind Spring", "Fire // Ice", "Jace Beleren"]
    bears = blocks[0].card.face
    assert (bears.mana_cost, bears.type_line.text, bears.power, bears.toughness) == ("{1}{G}", "Creature — Bear", "2", "2")
    assert bears.oracle_text == "When Grizzly Bears enters the battlefield, you gain 2 life."
    assert blocks[2].card.faces[1].oracle_text == "Tap target permanent.\nDraw a card."
    assert blocks[3].card.face.loyalty == "3"
    text_span = blocks[2].spans[(1, "text")]
    assert (text_span.line, text_span.column) == (17, 1)
    assert CARD_FILE[text_span.start : text_span.end] == blocks[2].card.faces[1].oracle_text


@pytest.mark.parametrize(
    "text, message",
    [
        ("Grizzly Bears {1}{G}\n", "has no type line"),
        ("{1}{G}\nCreature — Bear\n", "needs a name"),
        ("Fire {1}{R}\nInstant\nDraw a card.\n//\n", "without a face after it"),
    ],
)
def test_card_file_errors(text: str, message: str) -> None:
    from oraclec.errors import InputError

    with pytest.raises(InputError, match=message):
        cardfile.parse(text, "cards.txt")


# -- the command ---------------------------------------------------------------------------------------
def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["lint", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_text_clean_and_with_findings(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "Mill three cards.")
    assert (code, out) == (0, "") and "no findings" in err
    code, out, err = run(capsys, "Put the top three cards of your library into your graveyard.")
    assert code == 1
    assert "text 1:1: warning OC201 [templating]" in out
    assert " 1 | Put the top three cards of your library into your graveyard." in out
    assert "   | " + "^" * len("Put the top three cards of your library into your graveyard") in out
    assert "fix: 'Put the top three cards of your library into your graveyard' -> 'Mill three cards'" in out
    assert "(CR 701.17a)" in out


def test_a_finding_in_a_long_line_shows_the_part_of_the_line_around_it(capsys: pytest.CaptureFixture[str]) -> None:
    text = "Draw a card. " * 30 + "Draw a card and frobnicate a card. " + "Draw a card. " * 30
    at = text.index("frobnicate")
    code, out, _ = run(capsys, "--select=OC711", text)
    assert code == 1
    assert out.splitlines()[1:4] == [
        "   |",
        f" 1 | …{text[at - 80 : at + 160]}…",
        f"   | {' ' * 81}{'^' * len('frobnicate')}",
    ]


def test_the_text_output_of_a_line_of_many_findings_grows_with_the_findings_only(capsys: pytest.CaptureFixture[str]) -> None:
    """Each of the n findings of n '{' on one line showed the whole line: n² characters of output
    (600 MB for 20,000). A finding shows at most 240 characters of its line."""
    sizes = {}
    for count in (1_000, 4_000):
        code, out, _ = run(capsys, "--select=OC707", "--text", "--", "{" * count)
        assert code == 1 and out.count("'{' is not closed") == count
        assert max(len(line) for line in out.splitlines()) <= len(" 1 | …") + 240 + 1
        sizes[count] = len(out)
    assert sizes[4_000] < 4.2 * sizes[1_000]


def test_cli_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "When Grizzly Bears enters the battlefield, draw 2 cards.", "--name", "Grizzly Bears", "--type", "Creature — Bear", "--json")
    assert code == 1
    document = json.loads(out)
    assert document["cards"] == 1
    codes = [f["code"] for f in document["findings"]]
    assert codes == ["OC205", "OC203", "OC701"]
    first = document["findings"][0]
    assert first["category"] == "templating" and first["severity"] == "warning" and first["rule"] == "201.5"
    assert first["span"] == {"start": 5, "end": 18, "line": 1, "column": 6, "end_line": 1, "end_column": 19}
    assert first["text"] == "Grizzly Bears" and first["replacement"] == "this creature"
    assert document["counts"] == {"OC203": 1, "OC205": 1, "OC701": 1}


def test_cli_sarif(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "cards.txt"
    path.write_text(CARD_FILE, encoding="utf-8")
    code, out, _ = run(capsys, str(path), "--output-format", "sarif")
    assert code == 1
    assert run(capsys, str(path), "--format", "sarif") == (code, out, "")  # the option's former name
    log = json.loads(out)
    assert log["version"] == "2.1.0" and log["$schema"].endswith("sarif-2.1.0.json")
    run_ = log["runs"][0]
    rule_ids = [r["id"] for r in run_["tool"]["driver"]["rules"]]
    assert rule_ids == [*CHECKS, "OC901", "OC902"]  # the registry, then the suppression checks
    result = next(r for r in run_["results"] if r["ruleId"] == "OC203")
    assert rule_ids[result["ruleIndex"]] == "OC203" and result["level"] == "warning"
    region = result["locations"][0]["physicalLocation"]["region"]
    line = CARD_FILE.split("\n")[3]
    assert (region["startLine"], region["startColumn"]) == (4, line.index("enters") + 1)
    assert region["snippet"]["text"] == "enters the battlefield"
    change = result["fixes"][0]["artifactChanges"][0]["replacements"][0]
    assert change["insertedContent"]["text"] == "enters" and change["deletedRegion"]["startLine"] == 4
    assert result["locations"][0]["logicalLocations"][0]["name"] == "Grizzly Bears"


def test_cli_json_is_output_format_json(capsys: pytest.CaptureFixture[str]) -> None:
    text = "Draw 3 cards"
    assert run(capsys, text, "--json") == run(capsys, text, "--output-format", "json")
    code, _, err = run(capsys, text, "--json", "--output-format", "sarif")
    assert code == 2 and "--json is --output-format json" in err
    assert main(["lint", "--help"]) == 0
    shown = capsys.readouterr().out
    assert "--output-format {full,concise,json,sarif,github}" in shown and "--format" not in shown  # one spelling shown


def test_cli_standard_input_is_a_card_file(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    import io

    monkeypatch.setattr(sys, "stdin", io.StringIO(CARD_FILE))
    code, out, _ = run(capsys, "-")
    assert code == 1 and "<stdin>:4:6: warning OC205" in out
    monkeypatch.setattr(sys, "stdin", io.StringIO(CARD_FILE))
    code, _, err = run(capsys, "-", "--name", "Grizzly Bears")
    assert code == 2 and "describe card text given as the argument, not a file" in err  # not ignored


def test_cli_card_file_positions_are_file_positions(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "cards.txt"
    path.write_text(CARD_FILE, encoding="utf-8")
    code, out, _ = run(capsys, str(path))
    assert code == 1
    assert f"{path}:4:6: warning OC205" in out and f"{path}:7:13: warning OC503" in out and f"{path}:9:6: warning OC701" in out


def test_cli_fix_text(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "Put the top 3 cards of your library into your graveyard", "--fix")
    assert out == "Mill three cards.\n"
    assert code == 0 and "fixed 2 findings, 0 remaining" in err  # mill (its number in words), then the period


def test_cli_fix_card_file_in_place(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "cards.txt"
    path.write_text(CARD_FILE, encoding="utf-8")
    code, _, err = run(capsys, str(path), "--fix")
    fixed = path.read_text(encoding="utf-8")
    assert "When this creature enters, you gain 2 life." in fixed
    assert "Mind Spring {2}{U}" in fixed and "Draw three cards." in fixed
    assert fixed.startswith("# Two cards for the linter.\n") and fixed.count("\n") == CARD_FILE.count("\n")
    assert f"{path}:4:6: fixed OC205: 'Grizzly Bears' -> 'this creature'" in err and "fixed 4 findings" in err
    remaining = [d for t in cardfile.targets(cardfile.parse(fixed, str(path)), str(path)) for d in lint_target(t)]
    assert all(d.category is Category.SYNTAX for d in remaining)  # only grammar gaps are left
    assert code == (1 if remaining else 0)
    assert not list(tmp_path.glob(".cards.txt.*"))  # no temporary file left behind


def test_cli_json_lines_file_and_fix(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "cards.jsonl"
    bear = {"object": "card", "name": "Grizzly Bears", "layout": "normal", "mana_cost": "{1}{G}", "type_line": "Creature — Bear", "oracle_text": "Grizzly Bears enters the battlefield tapped.", "power": "2", "toughness": "2"}
    shock = {"object": "card", "name": "Shock", "layout": "normal", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Shock deals 2 damage to any target."}
    original_shock_line = json.dumps(shock, indent=None)
    path.write_text(json.dumps(bear) + "\n" + original_shock_line + "\n", encoding="utf-8")
    code, out, _ = run(capsys, str(path), "--json")
    assert code == 1
    assert [(f["card"], f["code"]) for f in json.loads(out)["findings"]] == [("Grizzly Bears", "OC205"), ("Grizzly Bears", "OC203")]
    code, _, _ = run(capsys, str(path), "--fix")
    lines = path.read_text(encoding="utf-8").split("\n")
    assert json.loads(lines[0])["oracle_text"] == "This creature enters tapped."
    assert lines[1] == original_shock_line  # a card without findings is left as it was
    assert code == 0


@pytest.mark.parametrize(
    "args, message",
    [
        (["no/such/cards.json"], "no such file"),
        (["Draw a card.", "--select", "frobnicate"], "no check or category named 'frobnicate'"),
        ([], "give card text to lint"),
    ],
)
def test_cli_bad_input_exits_2(capsys: pytest.CaptureFixture[str], args: list[str], message: str) -> None:
    code, _, err = run(capsys, *args)
    assert code == 2 and message in err and "Traceback" not in err


def test_cli_bad_card_file_exits_2(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "cards.txt"
    path.write_text("Grizzly Bears {1}{G}\n", encoding="utf-8")
    code, _, err = run(capsys, str(path))
    assert code == 2 and "has no type line" in err and f"{path}: line 1" in err


def test_cli_fix_refuses_compressed_files(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    import gzip

    path = tmp_path / "cards.jsonl.gz"
    path.write_bytes(gzip.compress(b'{"object": "card", "name": "Shock", "type_line": "Instant", "oracle_text": "Shock deals 2 damage to any target."}\n'))
    code, _, err = run(capsys, str(path), "--fix")
    assert code == 2 and "cannot rewrite a compressed file" in err


def test_cli_list_checks_and_summary(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--list-checks")
    assert code == 0 and len(out.strip().split("\n")) == len(CHECKS) + 2 and out.startswith("OC101  unparsed")  # and OC901, OC902
    code, out, _ = run(capsys, "Draw 3 cards", "--summary")
    assert code == 1 and re.search(r"1  OC701  count-in-digits\s+style", out)


def test_cli_fix_leaves_guesses_to_unsafe_fixes(capsys: pytest.CaptureFixture[str]) -> None:
    """A spelling guess is a suggestion: the summary does not count it as fixable with --fix,
    --fix leaves it (and says so), --fix --unsafe-fixes applies it."""
    code, out, err = run(capsys, "Destroy target creture.")
    assert code == 1 and "suggestion (--unsafe-fixes applies it): 'creture' -> 'creature'" in out
    assert "0 fixable with --fix (1 more with --fix --unsafe-fixes)" in err
    code, out, err = run(capsys, "Destroy target creture.", "--fix")
    assert code == 1 and out.startswith("Destroy target creture.\n")
    assert "fixed 0 findings, 1 remaining (1 with a guess that --unsafe-fixes applies)" in err
    code, out, err = run(capsys, "Destroy target creture.", "--fix", "--unsafe-fixes")
    assert (code, out) == (0, "Destroy target creature.\n") and "fixed 1 finding, 0 remaining" in err


def test_cli_fix_keeps_a_planeswalker_type_it_does_not_know(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """The closest planeswalker type of a new one ("Liora" -> "Kiora") is a guess: --fix keeps the
    card's own type; the safe fix on the same card (the period) is applied."""
    path = tmp_path / "liora.txt"
    path.write_text("Liora, Tidecaller {2}{U}\nLegendary Planeswalker — Liora\n+1: Draw a card\nLoyalty: 3\n", encoding="utf-8")
    code, _, err = run(capsys, str(path), "--fix")
    assert path.read_text(encoding="utf-8") == "Liora, Tidecaller {2}{U}\nLegendary Planeswalker — Liora\n+1: Draw a card.\nLoyalty: 3\n"
    assert code == 1 and "fixed 1 finding, 1 remaining (1 with a guess that --unsafe-fixes applies)" in err


def test_cli_unsafe_fixes_needs_fix(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "Destroy target creture.", "--unsafe-fixes")
    assert code == 2 and "give --fix or --diff with it" in err


def test_round_trip_on_the_writers_case_is_not_called_a_grammar_gap() -> None:
    found = [d for d in lint_text("Protection From Red", type_line="Creature — Elf", pt="1/1", name="X", options=Options(select=frozenset({"OC102"})))]
    assert [d.code for d in found] == ["OC102"]
    assert "grammar gap" not in found[0].message and "'Protection from Red'" in found[0].message


def test_unknown_symbol_states_its_rule_once(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "{K}: Draw a card.", "--name", "Relic", "--type", "Artifact")
    head = out.splitlines()[0]
    assert code == 1 and "OC501" in head and head.count("CR 107") == 1, head


def test_caret_sits_under_the_column_after_a_tab_or_a_wide_character(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "cards.txt"
    path.write_text("X {1}{G}\nCreature — Elf\n\tWhen this creature enters the battlefield, draw a card.\n1/1\n", encoding="utf-8")
    _, out, _ = run(capsys, str(path))
    snippet = out.splitlines()
    text_line = next(line for line in snippet if "\tWhen" in line)
    caret_line = snippet[snippet.index(text_line) + 1]
    assert caret_line.index("^") == text_line.index("enters") and caret_line.split("| ", 1)[1].startswith("\t")
    _, out, _ = run(capsys, "龍 enters the battlefield.", "--select", "OC203")
    lines = out.splitlines()
    # the wide character takes two columns on a terminal: the caret goes two spaces past it
    assert lines[3].index("^") == lines[2].index("enters") + 1


@pytest.mark.parametrize("prefix", ["When this creature", "\tWhen {T}: ", "a\x01b\x7f c", "龍 enters", "e\u0301 \t龍\t", "\ud800x", ""])
def test_the_blank_under_a_line_is_as_wide_as_it_column_by_column(prefix: str) -> None:
    """ASCII is blanked in one pass: the same as a column at a time, tabs kept."""
    from oraclec.lint.output import _columns, _under, _width

    assert _under(prefix) == "".join(c if c == "\t" else " " * _columns(c) for c in prefix)
    assert _width(prefix) == sum(_columns(c) for c in prefix)


def test_a_fix_of_several_lines_is_shown_as_lines(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "Choose one — Draw a card; or gain 3 life.", "--type", "Sorcery", "--name", "Y")
    assert "\\n" not in out
    assert "-> these lines:\n      Choose one —\n      • Draw a card.\n      • Gain 3 life." in out


def test_each_of_your_opponents_possessive_is_not_rewritten() -> None:
    """"each of your opponents' graveyards" has no "each opponent" form to write in its place."""
    assert not [d for d in lint_text("Exile each of your opponents' graveyards.", options=Options(select=frozenset({"OC229"})))]


def test_json_and_check_list_say_how_a_fix_applies(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "Destroy target creture.", "--json")
    assert {f["code"]: f["fix"] for f in json.loads(out)["findings"]} == {"OC711": "unsafe"}
    _, out, _ = run(capsys, "Draw a card", "--json")
    assert {f["code"]: f["fix"] for f in json.loads(out)["findings"]} == {"OC704": "safe"}
    _, out, _ = run(capsys, "--list-checks", "--json")
    kinds = {c["code"]: c["fix"] for c in json.loads(out)}
    assert (kinds["OC101"], kinds["OC203"], kinds["OC711"], kinds["OC402"]) == ("display", "safe", "unsafe", None)


def _lint_in_a_daemonic_process(path: str, results) -> None:  # type: ignore[no-untyped-def]
    import contextlib
    import io

    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        code = main(["lint", path, "--json", "--jobs", "2"])
    results.put((code, out.getvalue()))


def test_lint_of_many_cards_in_workers_runs_inside_a_daemonic_process(tmp_path: Path) -> None:
    """A database of 200 cards or more is linted in worker processes. Inside a daemonic process
    (a multiprocessing pool's worker, as benchmarks/fuzz.py's) multiprocessing may start no
    children: lint failed with an internal error there ('daemonic processes are not allowed to
    have children', found by benchmarks/fuzz.py on 'oraclec lint Flying ..'). The findings are
    the ones linted in one process."""
    import multiprocessing

    cards = [
        {"object": "card", "name": f"Bear {i}", "layout": "normal", "mana_cost": "{1}{G}", "type_line": "Creature — Bear",
         "oracle_text": f"Bear {i} enters the battlefield tapped." if i % 2 else "Flying", "power": "2", "toughness": "2"}
        for i in range(260)
    ]
    path = tmp_path / "cards.jsonl"
    path.write_text("".join(json.dumps(card) + "\n" for card in cards), encoding="utf-8")
    context = multiprocessing.get_context("fork")
    results = context.Queue()
    worker = context.Process(target=_lint_in_a_daemonic_process, args=(str(path), results), daemon=True)
    worker.start()
    code, out = results.get(timeout=300)
    worker.join(timeout=60)
    assert "internal error" not in out
    in_workers = json.loads(out)
    assert code == 1 and len({f["card"] for f in in_workers["findings"]}) == 130  # the odd ones
    import contextlib
    import io

    alone = io.StringIO()
    with contextlib.redirect_stdout(alone):
        main(["lint", str(path), "--json", "--jobs", "1"])
    assert in_workers["findings"] == json.loads(alone.getvalue())["findings"]
