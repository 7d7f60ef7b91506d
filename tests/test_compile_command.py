"""``oraclec compile``, the compiled JSON form, and the compile cache."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import oraclec
from oraclec import cards, compiled, compiledb
from oraclec.cli import main
from oraclec.errors import InputError

SAMPLE = Path(__file__).parent / "data" / "compile_sample.jsonl"


@pytest.fixture(scope="module")
def sample_cards() -> list[cards.Card]:
    return list(cards.load(SAMPLE))


def test_compile_card_round_trips_through_the_file(tmp_path: Path, sample_cards: list[cards.Card]) -> None:
    expected = [oraclec.compile_card(card) for card in sample_cards]
    path = tmp_path / "out.jsonl"
    path.write_text("".join(compiled.to_json(c) + "\n" for c in expected), encoding="utf-8")
    assert oraclec.load_compiled(path) == expected


def test_every_line_names_its_schema_version(tmp_path: Path, cache_dir: Path) -> None:
    out = tmp_path / "out.jsonl"
    assert main(["compile", str(SAMPLE), "-o", str(out), "--jobs", "1"]) == 0
    lines = out.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 39
    for line in lines:
        data = json.loads(line)
        assert data["schema_version"] == compiled.SCHEMA_VERSION
        assert data["status"] in compiled.STATUSES
        assert list(data) == [
            "schema_version", "name", "status", "layout", "mana_value", "colors", "color_identity",
            "oracle_id", "identifiers", "faces", "diagnostics",
        ]
        for face in data["faces"]:
            assert list(face) == [
                "name", "mana_cost", "colors", "type_line", "supertypes", "types", "subtypes", "power",
                "toughness", "loyalty", "defense", "abilities",
            ]


def test_output_is_the_same_bytes_for_any_jobs_and_with_or_without_cache(tmp_path: Path, cache_dir: Path) -> None:
    outputs = []
    for jobs, cache in (("1", True), ("2", False), ("2", True), ("1", False)):
        out = tmp_path / f"out-{jobs}-{cache}.jsonl"
        args = ["compile", str(SAMPLE), "-o", str(out), "--jobs", jobs] + ([] if cache else ["--no-cache"])
        assert main(args) == 0
        outputs.append(out.read_bytes())
    assert all(o == outputs[0] for o in outputs)
    # and it is what the Python API gives, card by card
    expected = "".join(compiled.to_json(oraclec.compile_card(c)) + "\n" for c in cards.load(SAMPLE))
    assert outputs[0].decode("utf-8") == expected


def test_seed_cards_compile(tmp_path: Path, cache_dir: Path) -> None:
    out = tmp_path / "out.jsonl"
    assert main(["compile", str(SAMPLE), "-o", str(out)]) == 0
    by_name = {c.name: c for c in oraclec.load_compiled(out)}
    for name in ("Summons of Saruman", "Golgari Grave-Troll", "Think Twice", "Saw It Coming", "Life from the Loam",
                 "Mentor of the Meek", "Dreadhorde Invasion", "Lazotep Reaver", "Deep Analysis", "Demonic Tutor"):
        assert by_name[name].status == "compiled", (name, by_name[name].diagnostics)


def test_an_unchanged_database_comes_from_the_cache(tmp_path: Path, cache_dir: Path) -> None:
    first = compiledb.compile_database(SAMPLE, tmp_path / "a.jsonl", cache=compiledb.Cache.open())
    assert not first.from_output_cache and first.abilities_compiled > 0
    second = compiledb.compile_database(SAMPLE, tmp_path / "b.jsonl", cache=compiledb.Cache.open())
    assert second.from_output_cache
    assert (tmp_path / "a.jsonl").read_bytes() == (tmp_path / "b.jsonl").read_bytes()
    assert second.as_json() == first.as_json()


def test_a_changed_database_reuses_compiled_abilities(tmp_path: Path, cache_dir: Path) -> None:
    compiledb.compile_database(SAMPLE, tmp_path / "a.jsonl", cache=compiledb.Cache.open())
    reordered = tmp_path / "reordered.jsonl"
    reordered.write_text("".join(reversed(SAMPLE.read_text(encoding="utf-8").splitlines(keepends=True))), encoding="utf-8")
    summary = compiledb.compile_database(reordered, tmp_path / "b.jsonl", cache=compiledb.Cache.open())
    assert not summary.from_output_cache
    assert summary.abilities_compiled == 0  # every ability came from the cache
    assert summary.cards_reused == summary.cards  # ... and every card's line from the kept output
    a = (tmp_path / "a.jsonl").read_text(encoding="utf-8").splitlines()
    b = (tmp_path / "b.jsonl").read_text(encoding="utf-8").splitlines()
    assert sorted(a) == sorted(b)


def test_a_damaged_cache_is_rebuilt(tmp_path: Path, cache_dir: Path) -> None:
    compiledb.compile_database(SAMPLE, tmp_path / "a.jsonl", cache=compiledb.Cache.open())
    for path in cache_dir.iterdir():  # the abilities, the kept output and its fingerprints
        path.write_bytes(b"garbage")
    cache = compiledb.Cache.open()
    assert cache.abilities == {}
    assert cache.reusable_lines() == {}
    summary = compiledb.compile_database(SAMPLE, tmp_path / "b.jsonl", cache=cache)
    assert not summary.from_output_cache and summary.cards_reused == 0
    assert (tmp_path / "a.jsonl").read_bytes() == (tmp_path / "b.jsonl").read_bytes()


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_changed_database_takes_its_unchanged_cards_lines_from_the_kept_output(tmp_path: Path, cache_dir: Path, jobs: int) -> None:
    compiledb.compile_database(SAMPLE, tmp_path / "a.jsonl", cache=compiledb.Cache.open())
    objects = [json.loads(line) for line in SAMPLE.read_text(encoding="utf-8").splitlines()]
    changed = objects[0]
    changed["oracle_text"] = "Draw eleven cards.\n" + changed.get("oracle_text", "")
    added = {**objects[1], "name": "A Card Not Seen Before", "oracle_id": "not-seen-before"}
    database = tmp_path / "changed.jsonl"
    database.write_text("".join(json.dumps(o) + "\n" for o in [*objects[:-1], added]), encoding="utf-8")  # the last one dropped
    summary = compiledb.compile_database(database, tmp_path / "b.jsonl", jobs=jobs, cache=compiledb.Cache.open())
    assert not summary.from_output_cache
    assert summary.abilities_compiled == 1  # the new ability; the rest are cached
    assert summary.cards_reused == summary.cards - 2  # all but the changed card and the new one
    compiledb.compile_database(database, tmp_path / "c.jsonl", cache=None)
    assert (tmp_path / "b.jsonl").read_bytes() == (tmp_path / "c.jsonl").read_bytes()


def test_a_cards_fingerprint_covers_every_field_but_where_it_came_from(sample_cards: list[cards.Card]) -> None:
    import attrs

    card = next(c for c in sample_cards if c.face.power is not None)
    before = compiledb.card_fingerprint(card)
    assert compiledb.card_fingerprint(attrs.evolve(card, origin="elsewhere: line 9")) == before
    for field in attrs.fields(cards.Card):
        if field.name not in ("origin", "faces"):
            other = ("x",) if isinstance(getattr(card, field.name), tuple) else "x"
            assert compiledb.card_fingerprint(attrs.evolve(card, **{field.name: other})) != before, field.name
    for field in attrs.fields(cards.Face):
        other = cards.TypeLine.parse("Instant") if field.name == "type_line" else "x"
        face = attrs.evolve(card.face, **{field.name: other})
        assert compiledb.card_fingerprint(attrs.evolve(card, faces=(face, *card.faces[1:]))) != before, field.name
    assert compiledb.card_fingerprint(attrs.evolve(card, faces=(*card.faces, card.face))) != before


def test_an_interrupted_run_leaves_the_previous_output(tmp_path: Path, sample_cards: list[cards.Card]) -> None:
    out = tmp_path / "out.jsonl"
    out.write_text("previous\n", encoding="utf-8")
    written = []

    def interrupt_after_three(line: str) -> None:
        written.append(line)
        if len(written) == 3:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt), compiledb.atomic_write(out) as handle:
        compiledb.compile_cards(sample_cards, lambda line: (handle.write(line), interrupt_after_three(line)))
    assert out.read_text(encoding="utf-8") == "previous\n"
    assert [p.name for p in tmp_path.iterdir()] == ["out.jsonl"]  # no temporary file left


def test_the_output_file_is_readable_by_others(tmp_path: Path, cache_dir: Path) -> None:
    out = tmp_path / "out.jsonl"
    assert main(["compile", str(SAMPLE), "-o", str(out), "--no-cache"]) == 0
    assert out.stat().st_mode & 0o044  # not the 0600 of a temporary file


def test_json_summary(tmp_path: Path, cache_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out.jsonl"
    assert main(["compile", str(SAMPLE), "-o", str(out), "--json"]) == 0
    captured = capsys.readouterr()
    summary = json.loads(captured.out)
    assert summary["output"] == str(out)
    assert summary["cards"] == 39
    assert summary["cards_compiled"] + summary["cards_partial"] + summary["cards_unparsed"] == 39
    assert summary["schema_version"] == compiled.SCHEMA_VERSION
    assert captured.err == ""  # no progress bar when stderr is not a terminal


def test_default_output_name(tmp_path: Path, cache_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(["compile", str(SAMPLE), "--no-cache"]) == 0
    assert (tmp_path / "compile_sample.compiled.jsonl").exists()
    from oraclec.cli.compile import default_output

    assert default_output(None) == Path("oracle-cards.compiled.jsonl")


def test_stdout_output(cache_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["compile", str(SAMPLE), "-o", "-", "--no-cache"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 39 and all(json.loads(line)["schema_version"] == compiled.SCHEMA_VERSION for line in lines)


@pytest.mark.parametrize(
    "args,message",
    [
        (["compile", "no/such/file.jsonl"], "no/such/file.jsonl"),
        (["compile", str(SAMPLE), "-o", "no/such/folder/out.jsonl"], "the folder does not exist"),
        (["compile", str(SAMPLE), "--jobs", "0"], "must be at least 1"),
        (["compile", str(SAMPLE), "--jobs", "many"], "not a number"),
    ],
)
def test_bad_input_is_a_clear_error_with_exit_2(args: list[str], message: str, cache_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(args) == 2
    err = capsys.readouterr().err
    assert message in err
    assert "Traceback" not in err


def test_a_malformed_database_is_a_clear_error(tmp_path: Path, cache_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"object": "card", "name": "X"\n', encoding="utf-8")
    assert main(["compile", str(bad), "-o", str(tmp_path / "out.jsonl")]) == 2
    assert "bad.jsonl" in capsys.readouterr().err
    assert not (tmp_path / "out.jsonl").exists()


def test_loading_a_file_of_another_schema_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "old.jsonl"
    path.write_text('{"schema_version": 0, "name": "X", "status": "compiled"}\n', encoding="utf-8")
    with pytest.raises(InputError, match=f"schema_version 0, expected {compiled.SCHEMA_VERSION}"):
        oraclec.load_compiled(path)


def test_loading_garbage_is_refused_with_the_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    line = {"schema_version": compiled.SCHEMA_VERSION, "name": "X", "status": "compiled",
            "faces": [{"name": "X", "abilities": [{"text": "", "status": "compiled", "abilities": [{"type": "NoSuchThing"}]}]}]}
    path.write_text(json.dumps(line) + "\n", encoding="utf-8")
    with pytest.raises(InputError, match=r"line 1: not a compiled card: unknown effect-model class 'NoSuchThing'"):
        oraclec.load_compiled(path)


def test_the_fast_json_writer_gives_the_standard_librarys_bytes(sample_cards: list[cards.Card]) -> None:
    for card in sample_cards:
        data = compiled.converter.unstructure(oraclec.compile_card(card))
        assert compiled.dumps(data) == json.dumps(data, ensure_ascii=False, separators=(",", ":"))
        assert compiled.loads(compiled.dumps(data)) == json.loads(json.dumps(data))


def test_the_cache_key_follows_the_grammar_through_a_linked_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # In a source checkout, src/oraclec/grammar links to the repository's grammar folder: a
    # grammar change must still change the key (compiled abilities depend on the grammar).
    package, grammar = tmp_path / "package", tmp_path / "grammar"
    package.mkdir()
    grammar.mkdir()
    (package / "compiledb.py").write_text("# code\n", encoding="utf-8")
    (grammar / "oracle.lark").write_text("ability: DOT\n", encoding="utf-8")
    (package / "grammar").symlink_to(grammar, target_is_directory=True)
    monkeypatch.setattr(compiledb, "__file__", str(package / "compiledb.py"))
    before = compiledb.source_key()
    assert compiledb.source_key() == before  # deterministic
    (grammar / "oracle.lark").write_text("ability: COMMA\n", encoding="utf-8")
    assert compiledb.source_key() != before


# -- what the summary says was done ------------------------------------------------------------------
def how(capsys: pytest.CaptureFixture[str]) -> str:
    """The words in brackets on the summary's time line."""
    (line,) = [line for line in capsys.readouterr().out.splitlines() if line.startswith("time ")]
    return line[line.index("(") + 1 : line.rindex(")")]


def test_the_summary_says_what_was_compiled_and_what_came_from_the_cache(tmp_path: Path, cache_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    def compile_(database: Path, *extra: str) -> str:
        assert main(["compile", str(database), "-o", str(tmp_path / "out.jsonl"), "--jobs", "1", *extra]) == 0
        return how(capsys)

    assert compile_(SAMPLE) == f"{len(compiledb.Cache.open().abilities)} abilities compiled, none cached"
    abilities = len(compiledb.Cache.open().abilities)
    assert compile_(SAMPLE) == "database unchanged: output reused from the cache"
    assert compile_(SAMPLE, "--no-cache") == f"{abilities} abilities compiled, no cache used"

    # another file with the same cards: their lines are in the cache, but it has no "last output"
    other = tmp_path / "other.jsonl"
    lines = SAMPLE.read_text(encoding="utf-8").splitlines(keepends=True)
    other.write_text("".join(reversed(lines)), encoding="utf-8")
    assert compile_(other) == "0 abilities compiled; 39 cards found compiled in the cache"

    # that file changed: its last output gives the unchanged cards
    objects = [json.loads(line) for line in reversed(lines)]
    one_faced = next(o for o in objects if "card_faces" not in o)
    changed = cards.scryfall_card(one_faced)
    assert changed is not None
    known = {key for _name, items in compiledb._plan_card(changed) for key, _ability, _spell in items}
    one_faced["oracle_text"] = "Draw eleven cards.\n" + one_faced["oracle_text"]
    other.write_text("".join(json.dumps(o) + "\n" for o in objects), encoding="utf-8")
    assert compile_(other) == f"1 ability compiled, {len(known)} from the cache; 38 unchanged cards from the last output"

    # compiled abilities, but no kept output to take whole lines from
    for kept in cache_dir.glob("output-*"):
        kept.unlink()
    assert compile_(SAMPLE) == f"0 abilities compiled, {abilities} from the cache"


@pytest.mark.parametrize("jobs", [1, 2])
def test_abilities_from_the_cache_are_counted_once_each(tmp_path: Path, cache_dir: Path, jobs: int) -> None:
    first = compiledb.compile_database(SAMPLE, tmp_path / "a.jsonl", cache=compiledb.Cache.open())
    assert (first.abilities_compiled, first.abilities_cached) == (len(compiledb.Cache.open().abilities), 0)
    second = compiledb.compile_cards(cards.load(SAMPLE), lambda line: None, cache=compiledb.Cache.open(), jobs=jobs)
    assert (second.abilities_compiled, second.abilities_cached) == (0, first.abilities_compiled)


def test_a_copy_compiled_from_the_kept_output_becomes_its_database(tmp_path: Path, cache_dir: Path) -> None:
    # the same bytes at another path: a copy from the cache, which records that file as the one
    # the kept output was last compiled for, so that its next version's cards are "unchanged"
    copy = tmp_path / "copy.jsonl"
    copy.write_bytes(SAMPLE.read_bytes())
    compiledb.compile_database(SAMPLE, tmp_path / "a.jsonl", cache=compiledb.Cache.open())
    assert compiledb.compile_database(copy, tmp_path / "b.jsonl", cache=compiledb.Cache.open()).from_output_cache
    lines = SAMPLE.read_text(encoding="utf-8").splitlines(keepends=True)
    copy.write_text("".join(lines[1:]), encoding="utf-8")  # its first card removed
    summary = compiledb.compile_database(copy, tmp_path / "c.jsonl", cache=compiledb.Cache.open())
    assert (summary.cards_reused, summary.reused_same_database) == (len(lines) - 1, True)
    another = tmp_path / "sample.jsonl"  # another file sharing its cards
    another.write_text("".join(lines[2:]), encoding="utf-8")
    other = compiledb.compile_database(another, tmp_path / "d.jsonl", cache=compiledb.Cache.open())
    assert (other.cards_reused, other.reused_same_database) == (len(lines) - 2, False)
