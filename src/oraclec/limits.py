"""The limits oraclec puts on its input, in one place.

Each is far beyond anything real (the figures of the bundled database are given beside them),
and each keeps hostile input from costing a traceback, a hang or unbounded memory. Going over
one is reported in one line that names the limit: an ability over a limit of card text does not
parse (its card is ``unparsed`` in a compile, with the reason), a file over a limit of its format
is an input error (exit code 2). The README's "Limits" paragraph lists them.
"""

from __future__ import annotations

import re

# -- card text (each ability, after normalising) ---------------------------------------------------
#: characters of one ability's rules text (the longest in the bundled database: 645)
MAX_ABILITY_LENGTH = 1 << 20
#: quoted abilities inside quoted abilities: 'gains "... gains "..." ..."' (the database: 2)
MAX_QUOTE_DEPTH = 20
#: digits of a number in card text, so at most 999,999,999 (the database: 4, "9999")
MAX_NUMBER_DIGITS = 9
#: nodes inside one another in an ability's tree (the database: 21; quotations at their limit:
#: 147). Every walk of the tree (rendering, compiling, linting) takes a few frames of Python's
#: stack a level: 250 levels ran out of it ("When ~ enters, scry 2." repeated: each sentence a
#: trigger inside the one before)
MAX_TREE_DEPTH = 160

# -- card databases (JSON) -------------------------------------------------------------------------
#: arrays and objects inside one another, the whole file's array or object included (a Scryfall
#: card object is 3 deep in its array, an MTGJSON card 5 deep in its file)
MAX_JSON_DEPTH = 64
#: digits of an integer (Scryfall's and MTGJSON's are identifiers: 10 digits at most)
MAX_JSON_INTEGER_DIGITS = 100

# -- scenario files (TOML) -------------------------------------------------------------------------
#: arrays and tables inside one another (the scenarios of tests/scenarios: 6)
MAX_SCENARIO_DEPTH = 16
#: a count a scenario repeats something for: draw/mill/pass/resolve/advance ``count``, ``x``,
#: counters on a permanent, an ability's number, the expected counts
MAX_SCENARIO_COUNT = 1000
#: mana in a player's pool at the start (``mana = "{5}{G}"`` is six)
MAX_SCENARIO_MANA = 1000
#: any other integer of a scenario file (life, seed, expected power): 9 digits, as card text
MAX_SCENARIO_NUMBER = 10**MAX_NUMBER_DIGITS - 1

# -- the command line ------------------------------------------------------------------------------
#: worker processes (``--jobs``): each is a process and two open files
MAX_JOBS = 256


def described(value: int) -> str:
    """A limit in words a reader checks at a glance: 1,048,576."""
    return f"{value:,}"


#: a number of more than :data:`MAX_NUMBER_DIGITS` digits
LONG_NUMBER = re.compile(rf"\d{{{MAX_NUMBER_DIGITS + 1},}}")


def number_too_large(digits: str, where: str = "card text") -> str:
    """The message for a number of ``where`` over :data:`MAX_NUMBER_DIGITS` digits."""
    return f"number too large: {len(digits):,} digits; numbers in {where} have at most {MAX_NUMBER_DIGITS} digits (the limit)"


def number_value(digits: str) -> int | None:
    """The value of a number of card text, or None when it has more than
    :data:`MAX_NUMBER_DIGITS` digits: such a text does not parse (the parser says the number is
    over the limit), and ``int()`` of thousands of digits is slow, then an error past 4,300."""
    return int(digits) if len(digits) <= MAX_NUMBER_DIGITS else None
