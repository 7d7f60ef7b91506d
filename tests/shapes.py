"""The expected shapes of the example texts: their trees on one line each (oraclec.dump.shape).

    python tests/shapes.py             # compare the shapes with tests/data/parse_shapes.txt
    python tests/shapes.py --update    # write the file from what the parser builds now

tests/test_parse_examples.py checks that every text of PARSES parses, renders back, and has the
shape the file gives. When a change to the grammar or the AST changes shapes on purpose, run
``--update`` and read the diff of the file before committing it: each changed line is a tree
that changed. Exit codes: 0 ok (or written), 1 shapes differ or a text does not parse (nothing
written), 2 usage error.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from pathlib import Path

from oraclec.dump import shape
from oraclec.parser import parse_ability
from oraclec.text import normalise_ability

PATH = Path(__file__).parent / "data" / "parse_shapes.txt"
UPDATE_COMMAND = "python tests/shapes.py --update"
_HEADER = f"""\
# The tree of each text of PARSES in tests/test_parse_examples.py, on one line (oraclec.dump.shape):
# a text (line breaks written \\n), then its shape, indented. Checked by tests/test_parse_examples.py;
# written by `{UPDATE_COMMAND}`: review the diff before committing it.
"""
_INDENT = "    "


def shape_of(text: str) -> str:
    """The shape of an example's tree; ValueError if it does not parse."""
    result = parse_ability(normalise_ability(text))
    if result.line is None:
        raise ValueError(f"does not parse: {result.error}")
    return shape(result.line)


def read(path: Path | None = None) -> dict[str, str]:
    """text -> shape, in the file's order (of ``PATH`` by default)."""
    path = path or PATH
    shapes: dict[str, str] = {}
    text: str | None = None
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line or line.startswith("#"):
            continue
        if line.startswith(_INDENT) and text is not None:
            shapes[text] = line[len(_INDENT) :]
            text = None
        elif not line.startswith(_INDENT) and text is None:
            text = line.replace("\\n", "\n")
        else:
            raise ValueError(f"{path}: line {number}: expected {'a shape, indented' if text is not None else 'a text'}")
    if text is not None:
        raise ValueError(f"{path}: the last text has no shape")
    return shapes


def write(shapes: dict[str, str], path: Path | None = None) -> None:
    path = path or PATH
    body = "".join(f"{text.replace(chr(10), chr(92) + 'n')}\n{_INDENT}{tree}\n" for text, tree in shapes.items())
    temporary = path.with_suffix(".tmp")
    temporary.write_text(_HEADER + body, encoding="utf-8")
    temporary.replace(path)


def examples() -> list[str]:
    """The texts of PARSES, each once, in order."""
    from test_parse_examples import PARSES

    return list(dict.fromkeys(PARSES))


def differences(expected: dict[str, str], texts: Iterable[str]) -> list[str]:
    lines = []
    for text in texts:
        try:
            actual = shape_of(text)
        except ValueError as exc:
            lines.append(f"{text!r}: {exc}")
            continue
        if text not in expected:
            lines.append(f"{text!r}: no shape in {PATH.name}\n  now:      {actual}")
        elif actual != expected[text]:
            lines.append(f"{text!r}:\n  expected: {expected[text]}\n  now:      {actual}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python tests/shapes.py", description=__doc__.splitlines()[0])
    parser.add_argument("--update", action="store_true", help=f"write {PATH.name} from what the parser builds now")
    args = parser.parse_args(argv)
    texts = examples()
    if args.update:
        shapes: dict[str, str] = {}
        failures = []
        for text in texts:
            try:
                shapes[text] = shape_of(text)
            except ValueError as exc:
                failures.append(f"{text!r}: {exc}")
        if failures:
            print("\n".join(failures), file=sys.stderr)
            print(f"{PATH} not written: {len(failures)} examples do not parse", file=sys.stderr)
            return 1
        write(shapes)
        print(f"{PATH}: {len(shapes)} shapes written; review its diff before committing it")
        return 0
    try:
        expected = read()
    except (OSError, ValueError) as exc:
        print(f"python tests/shapes.py: {exc}", file=sys.stderr)
        return 2
    found = differences(expected, texts)
    stale = [text for text in expected if text not in texts]
    found += [f"{text!r}: in {PATH.name} but not in PARSES" for text in stale]
    print("\n".join(found) if found else f"{len(texts)} shapes as in {PATH.name}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
