"""Benchmark: lint time per character of one long ability, from 1,000 to 100,000 characters.

    python benchmarks/lint_scaling.py [--sizes 1000,10000,100000] [--runs 3] [--only NAME]

Each wording is repeated to each size and linted as ``oraclec lint --text`` lints it (every
check, the syntax check's search for the closest wording that parses included), in one process,
from a cold parse cache; the time of a size is the best of ``--runs`` runs (CPU time). Prints the
time per character of each wording and size, and for each wording the ratio of the largest to
the smallest: linting is linear when it stays flat (the hardening issue's target for parsing,
within 2x, holds for the linter too: an ability may be up to ``limits.MAX_ABILITY_LENGTH``
characters, and a check that reads the text again for each word turns a long one into a hang).
The wordings are the shapes whose words the checks look at one by one: capitalised keywords,
keyword lists, capitalised colors and types, self-references, quoted abilities, sentences,
modes, reminder text, and texts that do not parse.
"""

from __future__ import annotations

import argparse
import time

from oraclec.lint import Options, lint_target, text_target
from oraclec.parser import clear_cache, prepare

#: name -> (start, the part repeated, end)
WORDINGS: dict[str, tuple[str, str, str]] = {
    "capitalised keywords": ("", "Defender ", "Defender"),
    "a keyword list": ("Flying", ", Trample", ", Haste"),
    "capitalised colors and types": ("Destroy target ", "Red Creature and ", "Green Artifact."),
    "many sentences": ("", "Draw a card. ", "Draw a card."),
    "self-references": ("", "Foo Bar deals 1 damage to any target. ", "Foo Bar deals 1 damage to any target."),
    "quoted abilities": ("", 'Creatures you control have "Flying." ', 'Creatures you control have "Flying."'),
    "reminder text": ("", "Draw a card. (Reminder text.) ", "Draw a card."),
    "modes": ("Choose one —", "\n• Draw a card.", "\n• Draw a card."),
    "one sentence of 'and'": ("Draw a card and ", "draw a card and ", "draw a card."),
    "an unknown word at the end": ("Draw a card and ", "draw a card and ", "frobnicate a card."),
}


def text_of(wording: tuple[str, str, str], size: int) -> str:
    start, repeated, end = wording
    return start + repeated * max(1, (size - len(start) - len(end)) // len(repeated)) + end


def lint(text: str) -> None:
    """What ``oraclec lint --name="Foo Bar" --type=... --cost=... --pt=1/1 --text TEXT`` does, without printing."""
    lint_target(text_target(text, name="Foo Bar", type_line="Creature — Human Wizard", mana_cost="{1}{R}", pt="1/1"), Options())


def seconds(text: str, runs: int) -> float:
    best = float("inf")
    for _ in range(runs):
        clear_cache()
        start = time.process_time()
        lint(text)
        best = min(best, time.process_time() - start)
    return best


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    options.add_argument("--sizes", default="1000,10000,100000", help="text lengths in characters, comma-separated")
    options.add_argument("--runs", type=int, default=3, help="runs per size (the best counts)")
    options.add_argument("--only", action="append", help="only this wording (repeatable)")
    args = options.parse_args()
    sizes = [int(size) for size in args.sizes.split(",")]
    prepare()
    lint("Flying")  # warm up: tables, vocabularies, first imports
    print(f"{'wording':30} " + " ".join(f"{size:>9,}" for size in sizes) + "   (microseconds per character)")
    ratios: list[float] = []
    for name, wording in WORDINGS.items():
        if args.only and name not in args.only:
            continue
        row = [seconds(text, args.runs) / len(text) * 1e6 for text in (text_of(wording, size) for size in sizes)]
        ratios.append(max(row) / min(row))
        print(f"{name:30} " + " ".join(f"{value:9.1f}" for value in row) + f"   largest/smallest {ratios[-1]:.2f}", flush=True)
    print(f"largest / smallest time per character of a wording: at most {max(ratios):.2f} (target: at most 2)")


if __name__ == "__main__":
    main()
