"""Benchmark: parse time per character of one long ability, from 1,000 to 1,000,000 characters.

    python benchmarks/parse_scaling.py [--sizes 1000,10000,100000,1000000] [--runs 3] [--no-gc]

Each wording is repeated to each size and parsed the way ``oraclec parse`` does (normalised,
parsed, rendered back for the round-trip check, its spans anchored in the original text), in
one process, from a cold parse cache; the time of a size is the best of ``--runs`` runs (CPU
time). Prints the time per character of each wording and size, and for each wording the ratio
of the largest to the smallest: parsing is linear when it stays flat. The target (the hardening issue): within
2x from 1k to 1M characters. A failing text is timed too (an unknown word at the end), since
explaining a parse error reads the text again.

Python's cyclic garbage collector walks every live object from time to time, and a parse keeps
all it builds: its share of the time grows with the text (more objects, further apart in
memory) although the number of its walks does not: the parser pauses it over a text of
``parser.LONG_TEXT`` characters or more. ``--no-gc`` leaves it out of shorter texts too, to see
the parser's own scaling.
"""

from __future__ import annotations

import argparse
import gc
import time

from oraclec import parser
from oraclec.text import normalise_text

#: name -> (start, the part repeated, end, the names the text refers to itself by)
WORDINGS: dict[str, tuple[str, str, str, tuple[str, ...]]] = {
    "one sentence of 'and'": ("Draw a card and ", "draw a card and ", "draw a card.", ()),
    "many sentences": ("", "Draw a card. ", "Draw a card.", ()),
    "self-references": ("", "Foo Bar deals 1 damage to any target. ", "Foo Bar deals 1 damage to any target.", ("Foo Bar",)),
    "reminder text": ("", "Draw a card. (Reminder text.) ", "Draw a card.", ()),
    "modes": ("Choose one —", "\n• Draw a card.", "\n• Draw a card.", ()),
    "an unknown word at the end": ("Draw a card and ", "draw a card and ", "frobnicate a card.", ()),
}


def text_of(wording: tuple[str, str, str, tuple[str, ...]], size: int) -> str:
    start, repeated, end, _names = wording
    return start + repeated * max(1, (size - len(start) - len(end)) // len(repeated)) + end


def parse_like_the_cli(text: str, names: tuple[str, ...]) -> bool:
    """What ``oraclec parse`` does with a text, without printing: True if it parsed."""
    ok = True
    for ability in normalise_text(text, names):
        parsed = parser.parse_ability(ability)
        parsed.anchored()
        ok = ok and parsed.ok
    return ok


def seconds(text: str, names: tuple[str, ...], runs: int) -> tuple[float, bool]:
    best, ok = float("inf"), False
    for _ in range(runs):
        parser.clear_cache()
        start = time.process_time()
        ok = parse_like_the_cli(text, names)
        best = min(best, time.process_time() - start)
    return best, ok


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    options.add_argument("--sizes", default="1000,10000,100000,1000000", help="text lengths in characters, comma-separated")
    options.add_argument("--runs", type=int, default=3, help="runs per size (the best counts; one for texts of 1M characters or more)")
    options.add_argument("--no-gc", action="store_true", help="no garbage collection while timing")
    args = options.parse_args()
    if args.no_gc:
        gc.disable()
    sizes = [int(size) for size in args.sizes.split(",")]
    parser.prepare()
    parse_like_the_cli("Draw a card.", ())  # warm up: tables, vocabulary, first imports
    print(f"{'wording':28} " + " ".join(f"{size:>11,}" for size in sizes) + "   (microseconds per character)")
    ratios: list[float] = []
    for name, wording in WORDINGS.items():
        row = []
        for size in sizes:
            text = text_of(wording, size)
            spent, ok = seconds(text, wording[3], 1 if size >= 1_000_000 else args.runs)
            expected = not name.startswith("an unknown")
            if ok != expected:
                raise SystemExit(f"{name} at {size:,} characters: {'parsed' if ok else 'did not parse'}, which the benchmark does not expect")
            row.append(spent / len(text) * 1e6)
        ratios.append(max(row) / min(row))
        print(f"{name:28} " + " ".join(f"{value:11.2f}" for value in row) + f"   largest/smallest {ratios[-1]:.2f}", flush=True)
    print(f"largest / smallest time per character of a wording: at most {max(ratios):.2f} (target: at most 2)")


if __name__ == "__main__":
    main()
