"""The conventions of linters that `oraclec lint` follows: several files and folders in one run
(what pre-commit passes), a pre-commit hook, inline suppression comments, configuration in
pyproject.toml, the concise/full/github/json/sarif output formats, --diff, and carets at the
reported column."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest
import yaml

from oraclec.cli import main
from oraclec.lint import cardfile, lint_target
from oraclec.lint.output import human

ROOT = Path(__file__).resolve().parents[1]

#: a card with a safe fix (the cost's order) and a guess (the subtype)
GUARDIAN = "Grizzly Guardian {G}{1}\nCreature — Bear Warior\n2/2\n"
#: a card with two safe fixes on its third line (self-reference, "enters the battlefield")
CUB = "Bear Cub {G}\nCreature — Bear\nWhen Bear Cub enters the battlefield, draw a card.\n1/1\n"
CLEAN = "Llanowar Elves {G}\nCreature — Elf Druid\n{T}: Add {G}.\n1/1\n"
BOLT_JSONL = '{"name":"Bolt","mana_cost":"{R}","type_line":"Instant","oracle_text":"Bolt deals 3 damage to any target"}\n'


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["lint", *args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(autouse=True)
def in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Each test runs in its own folder: no pyproject.toml above it but the ones it writes."""
    monkeypatch.chdir(tmp_path)
    return tmp_path


def write(path: str, text: str) -> Path:
    file = Path(path)
    file.parent.mkdir(parents=True, exist_ok=True)
    file.write_text(text, encoding="utf-8")
    return file


# -- several files and folders ---------------------------------------------------------------------
def test_several_files_and_a_folder_in_one_run_name_their_files(capsys: pytest.CaptureFixture[str]) -> None:
    write("a.txt", GUARDIAN)
    write("set/b.oracle", CUB)
    write("set/deep/c.jsonl", BOLT_JSONL)
    write("set/notes.md", "not a card file\n")  # not a card file's extension: left out
    write("set/.hidden/d.txt", GUARDIAN)  # hidden folders are left out
    code, out, err = run(capsys, "a.txt", "set", "--output-format", "concise")
    assert code == 1
    assert out.splitlines() == [
        "a.txt:1:18: OC503 write this cost in Oracle order: {1}{G}",
        "a.txt:2:17: OC401 'Warior' is not a creature type; did you mean 'Warrior'?",
        "set/b.oracle:3:6: OC205 a nonlegendary permanent refers to itself as 'this creature', not by its name 'Bear Cub'",
        "set/b.oracle:3:15: OC203 'enters the battlefield' is written 'enters' in current Oracle text",
        "set/deep/c.jsonl:1:1: OC704 this sentence has no final period; a sentence ends with a period [Bolt, text 1:34]",
    ]
    assert err == "3 cards in 3 files checked, 3 with findings: 5 findings (1 error, 4 warnings), 4 fixable with --fix (1 more with --fix --unsafe-fixes)\n"


def test_files_without_findings_exit_0(capsys: pytest.CaptureFixture[str]) -> None:
    write("a.txt", CLEAN)
    write("b.txt", CLEAN)
    code, out, err = run(capsys, "a.txt", "b.txt")
    assert (code, out) == (0, "") and "2 cards in 2 files checked: no findings" in err


def test_a_file_that_cannot_be_read_is_an_error_and_the_others_are_still_linted(capsys: pytest.CaptureFixture[str]) -> None:
    write("good.txt", GUARDIAN)
    write("broken.json", '[{"name": "Bolt",')
    code, out, err = run(capsys, "missing.txt", "broken.json", "good.txt", "--output-format", "concise")
    assert code == 2  # an input error is worse than findings
    assert "good.txt:1:18: OC503" in out
    assert "oraclec lint: error: missing.txt: no such file or folder" in err
    assert re.search(r"oraclec lint: error: broken\.json: .*", err)
    code, out, _ = run(capsys, "missing.txt", "good.txt", "--json")
    document = json.loads(out)
    assert code == 2 and document["errors"] == ["missing.txt: no such file or folder"]
    assert [s["path"] for s in document["sources"]] == ["good.txt"] and document["findings"]


def test_a_folder_without_card_files_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    write("empty/readme.md", "hello\n")
    code, out, err = run(capsys, "empty")
    assert (code, out) == (2, "")
    assert err == "oraclec lint: error: empty: no card files in this folder (files ending in .txt, .oracle, .json, .jsonl, or those with .gz)\n"


def test_fix_of_several_files(capsys: pytest.CaptureFixture[str]) -> None:
    a, b = write("a.txt", GUARDIAN), write("b.txt", CUB)
    code, _, err = run(capsys, "a.txt", "b.txt", "--fix")
    assert code == 1  # the guess 'Warior' remains
    assert a.read_text(encoding="utf-8").startswith("Grizzly Guardian {1}{G}\n")
    assert "When this creature enters, draw a card." in b.read_text(encoding="utf-8")
    assert "a.txt: fixed 1 finding, 1 remaining" in err and "b.txt: fixed 2 findings, 0 remaining" in err


# -- pre-commit ------------------------------------------------------------------------------------
def test_the_pre_commit_hook_is_valid_and_lints_the_files_it_is_given(tmp_path: Path) -> None:
    hooks = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    assert isinstance(hooks, list) and len(hooks) == 1
    hook = hooks[0]
    # the keys pre-commit requires of a hook, and the ones this one relies on
    assert {"id", "name", "entry", "language"} <= hook.keys()
    assert hook["id"] == "oraclec-lint" and hook["entry"] == "oraclec lint" and hook["language"] == "python"
    assert hook.get("pass_filenames", True) is True
    files = re.compile(hook["files"])
    for name in ("cards/new.txt", "set.oracle", "db.json", "db.jsonl", "db.jsonl.gz"):
        assert files.search(name), name
    for name in ("setup.py", "README.md", "cards.json.bak"):
        assert not files.search(name), name
    write("cards/a.txt", GUARDIAN)
    write("cards/b.oracle", CLEAN)
    entry = hook["entry"].split()
    assert entry[0] == "oraclec"
    # the entry as pre-commit runs it: the command, then the matching files
    command = [sys.executable, "-m", "oraclec", *entry[1:], "cards/a.txt", "cards/b.oracle"]
    env = {**os.environ, "PYTHONPATH": str(Path(__import__("oraclec").__file__).parents[1])}
    done = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 1, done.stderr
    assert "cards/a.txt:1:18: warning OC503" in done.stdout
    assert "2 cards in 2 files checked" in done.stderr
    clean = subprocess.run([*command[:-2], "cards/b.oracle"], cwd=tmp_path, capture_output=True, text=True, env=env, timeout=300)
    assert clean.returncode == 0, clean.stderr


# -- inline suppression ----------------------------------------------------------------------------
def test_a_comment_at_the_end_of_a_line_suppresses_the_findings_on_that_line(capsys: pytest.CaptureFixture[str]) -> None:
    write("a.txt", "Grizzly Guardian {G}{1}  # oraclec: ignore[OC503]\nCreature — Bear Warior\n2/2\n")
    code, out, err = run(capsys, "a.txt", "--output-format", "concise")
    assert code == 1 and out == "a.txt:2:17: OC401 'Warior' is not a creature type; did you mean 'Warrior'?\n"
    assert err.strip().endswith("; 1 suppressed")
    # the comment is not card text: the name and cost are read without it
    code, out, err = run(capsys, "a.txt", "--select", "OC503,OC9")
    assert (code, out) == (0, "") and "no findings (1 suppressed)" in err


def test_a_comment_before_a_card_suppresses_its_codes_on_the_whole_card(capsys: pytest.CaptureFixture[str]) -> None:
    write("a.txt", "# a comment\n# oraclec: ignore[OC205,OC203]\n" + CUB + "\n" + CUB)
    code, out, err = run(capsys, "a.txt", "--output-format", "concise")
    assert code == 1
    assert out.splitlines() == [  # the second card is not covered
        "a.txt:10:6: OC205 a nonlegendary permanent refers to itself as 'this creature', not by its name 'Bear Cub'",
        "a.txt:10:15: OC203 'enters the battlefield' is written 'enters' in current Oracle text",
    ]
    assert "; 2 suppressed" in err


def test_a_bare_ignore_suppresses_every_check(capsys: pytest.CaptureFixture[str]) -> None:
    write("a.txt", "# oraclec: ignore\n" + GUARDIAN + "\n" + CUB.replace("draw a card.", "draw a card.  # oraclec: ignore"))
    code, out, err = run(capsys, "a.txt")
    assert (code, out) == (0, "") and "no findings (4 suppressed)" in err


def test_suppression_comments_are_checked(capsys: pytest.CaptureFixture[str]) -> None:
    write(
        "a.txt",
        "Grizzly Guardian {G}{1}  # oraclec: ignore[OC503,OC999]\n"
        "Creature — Bear  # oraclec: ignore[OC401]\n"
        "2/2\n"
        "\n"
        "# oraclec: ignore OC205\n"
        + CUB
        + "# oraclec: ignore[OC205]\n",
    )
    code, out, _ = run(capsys, "a.txt", "--output-format", "concise", "--select", "OC5,OC9")
    assert code == 1
    assert out.splitlines() == [
        "a.txt:1:26: OC901 unknown check code 'OC999' in a suppression comment (see 'oraclec lint --list-checks')",
        # OC401 is not selected: its suppression is not reported as unused
        "a.txt:5:1: OC901 malformed suppression comment: write '# oraclec: ignore[OC205]', '# oraclec: ignore[OC205,OC310]' or '# oraclec: ignore'",
        "a.txt:10:1: OC901 a suppression comment on its own line applies to the card right after it: put it right before a card's name line, or at the end of the line it is for",
    ]
    code, out, _ = run(capsys, "a.txt", "--output-format", "concise", "--select", "OC401,OC9")
    assert "a.txt:2:18: OC902 unused suppression of OC401: no such finding on this line" in out.splitlines()
    code, out, _ = run(capsys, "a.txt", "--json", "--select", "OC401,OC9")
    unused = next(f for f in json.loads(out)["findings"] if f["code"] == "OC902")
    assert unused["severity"] == "info" and unused["category"] == "suppression" and unused["card"] == "Grizzly Guardian"
    code, out, _ = run(capsys, "a.txt", "--output-format", "concise", "--select", "OC401", "--ignore", "OC902")
    assert "OC902" not in out  # the suppression checks are selected like the others


def test_fix_leaves_suppressed_findings_and_the_comments_alone(capsys: pytest.CaptureFixture[str]) -> None:
    text = "# oraclec: ignore[OC205]\n" + CUB + "\n" + "Grizzly Guardian {G}{1}  # oraclec: ignore[OC503]\nCreature — Bear\n2/2\n"
    path = write("a.txt", text)
    code, out, err = run(capsys, "a.txt", "--fix")
    assert code == 0, out
    assert path.read_text(encoding="utf-8") == text.replace("enters the battlefield", "enters")
    assert "fixed 1 finding, 0 remaining" in err


def test_suppressed_findings_in_json_and_sarif(capsys: pytest.CaptureFixture[str]) -> None:
    write("a.txt", "# oraclec: ignore[OC205]\n" + CUB)
    _, out, _ = run(capsys, "a.txt", "--json")
    document = json.loads(out)
    assert document["suppressed"] == 1 and [f["code"] for f in document["findings"]] == ["OC203"]
    _, out, _ = run(capsys, "a.txt", "--output-format", "sarif")
    results = json.loads(out)["runs"][0]["results"]
    silenced = [r for r in results if r.get("suppressions")]
    assert [r["ruleId"] for r in silenced] == ["OC205"] and silenced[0]["suppressions"][0]["kind"] == "inSource"


# -- configuration ---------------------------------------------------------------------------------
def test_configuration_is_found_walking_up_and_the_command_line_overrides_it(capsys: pytest.CaptureFixture[str], in_tmp: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write("pyproject.toml", '[tool.oraclec.lint]\nignore = ["OC503"]\nseverity = {OC203 = "error"}\nextensions = ["cards"]\n')
    write("sub/deep/pyproject.toml", '[project]\nname = "not-ours"\n')  # without the table: passed over
    write("sub/deep/set/a.cards", GUARDIAN + "\n" + CUB)
    write("sub/deep/set/b.txt", GUARDIAN)  # not an extension of the configuration
    monkeypatch.chdir(in_tmp / "sub" / "deep")
    code, out, _ = run(capsys, "set", "--output-format", "concise")
    assert code == 1
    assert "OC503" not in out and "b.txt" not in out
    _, out, _ = run(capsys, "set", "--json")
    severities = {f["code"]: f["severity"] for f in json.loads(out)["findings"]}
    assert severities == {"OC401": "error", "OC205": "warning", "OC203": "error"}
    _, out, _ = run(capsys, "set", "--json", "--severity", "error")
    assert {f["code"] for f in json.loads(out)["findings"]} == {"OC401", "OC203"}  # the override counts for --severity
    _, out, _ = run(capsys, "set", "--output-format", "concise", "--select", "OC2")  # --select replaces the configuration's
    assert {line.split()[1] for line in out.splitlines()} == {"OC205", "OC203"}
    _, out, _ = run(capsys, "set", "--isolated", "--output-format", "concise")  # no configuration: the default extensions
    assert {line.split(":")[0] for line in out.splitlines()} == {"set/b.txt"} and "OC503" in out
    write("other.toml", '[tool.oraclec.lint]\nselect = ["OC401"]\nextensions = [".cards"]\n')
    _, out, _ = run(capsys, "set", "--output-format", "concise", "--config", "other.toml")
    assert [line.split()[1] for line in out.splitlines()] == ["OC401"]


def test_a_changed_configuration_is_read_again_in_the_same_process(capsys: pytest.CaptureFixture[str], in_tmp: Path) -> None:
    """The file is read once per version (a language server lints on every keystroke), but an
    edit, even one that keeps its size, or a file put in its place, counts at once."""
    write("a.txt", GUARDIAN)
    write("pyproject.toml", '[tool.oraclec.lint]\nselect = ["OC401"]\n')
    _, out, _ = run(capsys, "a.txt", "--output-format", "concise")
    assert [line.split()[1] for line in out.splitlines()] == ["OC401"]
    write("pyproject.toml", '[tool.oraclec.lint]\nselect = ["OC503"]\n')  # same size, new time
    _, out, _ = run(capsys, "a.txt", "--output-format", "concise")
    assert [line.split()[1] for line in out.splitlines()] == ["OC503"]
    replacement = in_tmp / "new.toml"
    replacement.write_text('[tool.oraclec.lint]\nselect = ["OC203"]\n')
    os.utime(replacement, ns=(0, (in_tmp / "pyproject.toml").stat().st_mtime_ns))  # same size and time, another file
    replacement.replace(in_tmp / "pyproject.toml")
    _, out, _ = run(capsys, "a.txt", "--output-format", "concise")
    assert out == "", out  # Guardian has no OC203 finding
    write("pyproject.toml", "[tool.oraclec.lint]\nselect = [\n")
    code, _, err = run(capsys, "a.txt")
    assert code == 2 and "not valid TOML" in err


@pytest.mark.parametrize(
    ("table", "message"),
    [
        ('select = "OC2"', r"\[tool.oraclec.lint\] select: expected a list of strings, found a string \('OC2'\)"),
        ('ignore = ["OC2x"]', r"\[tool.oraclec.lint\] ignore: no check or category named 'OC2x'"),
        ('severity = {OC203 = "fatal"}', r"\[tool.oraclec.lint\] severity.OC203: unknown severity 'fatal'"),
        ('severity = "info"', r"\[tool.oraclec.lint\] severity: expected a table of check = severity"),
        ("extensions = []", r"\[tool.oraclec.lint\] extensions: expected a list of file name endings"),
        ("frobnicate = 1", r"\[tool.oraclec.lint\] frobnicate: unknown key \(the keys are select, ignore, severity, extensions\)"),
        ("select = [", r"not valid TOML"),
    ],
)
def test_a_malformed_configuration_is_an_error_naming_the_file_and_key(capsys: pytest.CaptureFixture[str], in_tmp: Path, table: str, message: str) -> None:
    write("pyproject.toml", f"[tool.oraclec.lint]\n{table}\n")
    write("a.txt", GUARDIAN)
    code, out, err = run(capsys, "a.txt")
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and re.search(rf"^oraclec lint: error: {re.escape(str(in_tmp / 'pyproject.toml'))}: {message}", err), err


# -- output formats --------------------------------------------------------------------------------
def test_full_is_the_default_and_text_its_former_name(capsys: pytest.CaptureFixture[str]) -> None:
    write("a.txt", GUARDIAN)
    default = run(capsys, "a.txt")
    assert run(capsys, "a.txt", "--output-format", "full") == default == run(capsys, "a.txt", "--output-format", "text")
    assert " 1 | Grizzly Guardian {G}{1}\n   |                  ^^^^^^\n" in default[1]


def test_github_annotations(capsys: pytest.CaptureFixture[str]) -> None:
    write("a.txt", GUARDIAN)
    write("c.jsonl", BOLT_JSONL)
    code, out, _ = run(capsys, "a.txt", "c.jsonl", "--output-format", "github")
    assert code == 1
    assert out.splitlines() == [
        "::warning file=a.txt,line=1,col=18,endLine=1,endColumn=24,title=OC503 mana-cost-order::write this cost in Oracle order: {1}{G}",
        "::error file=a.txt,line=2,col=17,endLine=2,endColumn=23,title=OC401 unknown-subtype::'Warior' is not a creature type; did you mean 'Warrior'?",
        "::warning file=c.jsonl,line=1,title=OC704 final-period::Bolt, text 1:34: this sentence has no final period; a sentence ends with a period",
    ]


def test_sarif_gives_file_uris_and_a_region_to_every_result(capsys: pytest.CaptureFixture[str]) -> None:
    folder = Path("my cards #1")
    write(str(folder / "a.txt"), GUARDIAN)
    array = json.dumps(
        [
            {"name": "Bear", "mana_cost": "{1}{G}", "type_line": "Creature — Bear", "oracle_text": "Flying", "power": "2", "toughness": "2"},
            {"name": "Bolt", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Bolt deals 3 damage to any target"},
        ],
        indent=2,
    )
    write(str(folder / "cards.json"), array)
    write(str(folder / "c.jsonl"), '{"name":"Bear","mana_cost":"{1}{G}","type_line":"Creature — Bear","oracle_text":"Flying","power":"2","toughness":"2"}\n' + BOLT_JSONL)
    code, out, _ = run(capsys, str(folder), "--output-format", "sarif")
    assert code == 1
    results = json.loads(out)["runs"][0]["results"]
    places = []
    for result in results:
        physical = result["locations"][0]["physicalLocation"]
        uri = physical["artifactLocation"]["uri"]
        assert uri.startswith("file:///") and " " not in uri and "#" not in uri  # absolute, percent-encoded
        path = Path(unquote(urlparse(uri).path))
        assert path.is_file() and path.is_absolute()
        places.append((path.name, result["ruleId"], physical["region"]["startLine"]))
    # a JSON array's card: the line its object starts on; a JSON Lines card: its line
    bolt_line = [number for number, line in enumerate(array.split("\n"), start=1) if line == "  {"][1]
    assert ("cards.json", "OC704", bolt_line) in places and ("c.jsonl", "OC704", 2) in places
    assert ("a.txt", "OC503", 1) in places


# -- --diff ----------------------------------------------------------------------------------------
def test_diff_shows_what_fix_would_do_without_writing(capsys: pytest.CaptureFixture[str]) -> None:
    path = write("a.txt", GUARDIAN)
    code, out, err = run(capsys, "a.txt", "--diff")
    assert code == 1
    assert out == "--- a.txt\n+++ a.txt\n@@ -1,3 +1,3 @@\n-Grizzly Guardian {G}{1}\n+Grizzly Guardian {1}{G}\n Creature — Bear Warior\n 2/2\n"
    assert "would fix 1 finding in 1 file" in err
    assert path.read_text(encoding="utf-8") == GUARDIAN
    code, out, _ = run(capsys, "a.txt", "--diff", "--unsafe-fixes")
    assert code == 1 and "+Creature — Bear Warrior\n" in out
    write("clean.txt", CLEAN)
    assert run(capsys, "clean.txt", "--diff")[:2] == (0, "")
    code, out, _ = run(capsys, "Put the top 3 cards of your library into your graveyard.", "--diff")
    assert code == 1 and "-Put the top 3 cards of your library into your graveyard.\n+Mill three cards." in out


def test_diff_of_a_json_file_changes_only_its_strings(capsys: pytest.CaptureFixture[str]) -> None:
    path = write("c.jsonl", BOLT_JSONL)
    code, out, _ = run(capsys, "c.jsonl", "--diff")
    assert code == 1 and f"+{BOLT_JSONL.replace('any target', 'any target.')}" in out
    assert path.read_text(encoding="utf-8") == BOLT_JSONL


def test_diff_prints_a_diff_only(capsys: pytest.CaptureFixture[str]) -> None:
    write("a.txt", GUARDIAN)
    code, _, err = run(capsys, "a.txt", "--diff", "--json")
    assert code == 2 and "--diff prints a unified diff" in err


# -- carets ----------------------------------------------------------------------------------------
def test_a_remaining_finding_after_fix_has_its_caret_at_the_reported_column(capsys: pytest.CaptureFixture[str]) -> None:
    """The findings left after --fix showed only their field's text, with the caret at its column
    in the field (1) while the header gave the column in the file (21)."""
    write("a.txt", "Grizzly Guardian {G}{T}\nCreature — Bear\nWhen Grizzly Guardian enters the battlefield, draw a card.\n2/2\n")
    code, out, _ = run(capsys, "a.txt", "--fix", "--select", "OC505,OC203")
    assert code == 1
    assert out.startswith("a.txt:1:21: error OC505 [mana] ")
    assert out.splitlines()[1:4] == [
        "   |",
        " 1 | Grizzly Guardian {G}{T}",
        "   |                     ^^^",
    ]


def test_a_field_without_its_file_line_is_shown_at_its_column() -> None:
    text = "Grizzly Guardian {G}{1}\nCreature — Bear\n2/2\n"
    blocks = cardfile.parse(text, "a.txt")
    (finding,) = [d for t in cardfile.targets(blocks, "a.txt") for d in lint_target(t) if d.code == "OC503"]
    assert finding.file_line is None
    lines = human(finding).splitlines()
    assert lines[0].startswith("a.txt:1:18: ")
    assert lines[3].index("^") == lines[2].index("{G}{1}") == len(" 1 | ") + 17


def test_fix_in_json_gives_one_document(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    import io

    monkeypatch.setattr(sys, "stdin", io.StringIO(CUB))
    code, out, _ = run(capsys, "-", "--fix", "--json")  # the fixed text is not printed before the document
    assert code == 0 and json.loads(out)["fixed"] == 2
    write("a.txt", GUARDIAN)
    write("b.txt", CUB)
    code, out, _ = run(capsys, "a.txt", "b.txt", "--fix", "--json")
    document = json.loads(out)
    assert code == 1 and [(f["path"], f["fixed"], len(f["remaining"])) for f in document["files"]] == [("a.txt", 1, 1), ("b.txt", 2, 0)]


def test_a_suppression_comment_is_not_card_text_for_any_command() -> None:
    (block,) = cardfile.parse("Grizzly Guardian {G}{1} # oraclec: ignore[OC503]\nCreature — Bear\nFlyng  # oraclec: ignore\n2/2\n", "a.txt")
    face = block.card.faces[0]
    assert (face.name, face.mana_cost, face.oracle_text, face.power) == ("Grizzly Guardian", "{G}{1}", "Flyng", "2")
    # a '#' in card text that is not a suppression comment stays text
    (block,) = cardfile.parse("Odd {1}\nInstant\nDraw a card. # not a directive\n", "a.txt")
    assert block.card.faces[0].oracle_text == "Draw a card. # not a directive"


def test_a_bare_ignore_that_silences_nothing_is_reported(capsys: pytest.CaptureFixture[str]) -> None:
    write("a.txt", "# oraclec: ignore\n" + CLEAN)
    code, out, _ = run(capsys, "a.txt", "--output-format", "concise")
    assert (code, out) == (1, "a.txt:1:1: OC902 unused suppression comment: no finding here to ignore\n")
    code, out, _ = run(capsys, "a.txt", "--severity", "warning")
    assert (code, out) == (0, "")  # an info finding


def test_github_annotation_properties_are_escaped(capsys: pytest.CaptureFixture[str]) -> None:
    write("a,b:c.txt", GUARDIAN)
    _, out, _ = run(capsys, "a,b:c.txt", "--output-format", "github", "--select", "OC503")
    assert out == "::warning file=a%2Cb%3Ac.txt,line=1,col=18,endLine=1,endColumn=24,title=OC503 mana-cost-order::write this cost in Oracle order: {1}{G}\n"


def test_a_baseline_leaves_out_suppressed_findings_and_those_about_comments(capsys: pytest.CaptureFixture[str]) -> None:
    write("a.txt", "# oraclec: ignore[OC205,OC999]\n" + CUB)
    code, _, err = run(capsys, "a.txt", "--write-baseline", "base.tsv")
    assert code == 0 and "wrote a baseline of 1 finding" in err
    assert [line.split("\t")[2] for line in Path("base.tsv").read_text(encoding="utf-8").splitlines()[1:]] == ["OC203"]
    code, out, _ = run(capsys, "a.txt", "--baseline", "base.tsv", "--output-format", "concise")
    assert (code, out) == (1, "a.txt:1:1: OC901 unknown check code 'OC999' in a suppression comment (see 'oraclec lint --list-checks')\n")


def test_config_option_errors(capsys: pytest.CaptureFixture[str]) -> None:
    write("a.txt", GUARDIAN)
    assert run(capsys, "a.txt", "--config", "nope.toml") == (2, "", "oraclec lint: error: nope.toml: no such configuration file\n")
    write("x.toml", "[tool.oraclec.lint]\n")
    code, _, err = run(capsys, "a.txt", "--config", "x.toml", "--isolated")
    assert code == 2 and "give either --config FILE or --isolated, not both" in err
