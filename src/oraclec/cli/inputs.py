"""What the commands read, decided in one place.

A command that takes card text or a file (``parse``, ``lint``) reads its argument as:

* standard input when it is '-': a plain-text card file;
* card text, with ``--text``, whatever the argument is;
* a file when a file (or folder) of that name exists: a Scryfall or MTGJSON database (JSON, gzip
  or not), or a plain-text card file (the format is in :mod:`oraclec.cardfile`); which one is read
  from the content (:func:`oraclec.cards.holds_json`), never from the name;
* else card text; but an argument that looks like a file name (it ends in .json, .jsonl, .gz,
  .txt or .cards, or has a '/' and no space) is reported as a missing file, not read as text.

Whether a file exists is asked so that the question never fails: a name too long for the system, a
NUL byte, a folder that may not be searched all mean "no file". A file that exists but cannot be
read (a folder, no permission) is an input error that says so. Commands that take a database
(``stats``, ``compile``, ``--db``) read it with :func:`oraclec.cards.load`, which reads the same
formats.
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING, Any, Literal

import attrs

from ..errors import InputError

if TYPE_CHECKING:
    from ..cardfile import CardBlock
    from ..cards import Card

#: how messages name standard input, and card text given as the argument
STDIN = "<stdin>"
TEXT = "<text>"

_FILE_ENDINGS = (".json", ".jsonl", ".gz", ".txt", ".cards")


def add_text_options(parser: Any, name_group: Any = None) -> None:
    """``--text`` and ``--name`` (in ``name_group`` if given), worded the same way on every command
    that reads card text."""
    parser.add_argument("--text", action="store_true", help="read the argument as card text, even if a file of that name exists")
    (name_group or parser).add_argument("--name", help="the card's name (its text may refer to itself by it)")


@attrs.frozen
class Input:
    """One input of a command: card text, a plain-text card file (its text read), or a card
    database file (read later, as a stream, by :func:`oraclec.cards.load`)."""

    kind: Literal["text", "card-file", "database"]
    #: how messages name it: the path, :data:`STDIN` or :data:`TEXT`
    label: str
    #: the card text, or the card file's text ('\r\n' read as '\n'); empty for a database
    text: str = ""


def is_existing_path(argument: str) -> bool:
    """Whether a file or folder exists at ``argument``. Never raises: a name too long for the
    system, a NUL byte, a folder that may not be searched all mean no."""
    try:
        os.stat(argument)
    except (OSError, ValueError):
        return False
    return True


def looks_like_a_file_name(argument: str) -> bool:
    """Whether an argument that names no existing file was meant as one (a typo in a path):
    reading it as card text would only report that it does not parse."""
    return "\n" not in argument and (argument.endswith(_FILE_ENDINGS) or ("/" in argument and " " not in argument))


def read_input(argument: str, *, as_text: bool = False) -> Input:
    """The input an argument names (see the module's documentation); :class:`InputError` for a
    missing or unreadable file."""
    if as_text:
        return Input("text", TEXT, argument)
    if argument == "-":
        return Input("card-file", STDIN, read_stdin())
    if not is_existing_path(argument):
        if looks_like_a_file_name(argument):
            raise InputError("no such file (give --text to read the argument as card text)", path=argument)
        return Input("text", TEXT, argument)
    from .. import cards

    cards.check_readable(argument)
    if _is_gzip(argument) or cards.holds_json(argument):
        return Input("database", argument)
    return Input("card-file", argument, universal_newlines(cards.read_text(argument)))


def _is_gzip(path: str) -> bool:
    from .. import cards

    try:
        with open(path, "rb") as handle:
            return handle.read(2) == b"\x1f\x8b"
    except OSError as exc:
        raise cards.cannot_read(path, exc) from None


def universal_newlines(text: str) -> str:
    """CRLF and CR line endings read as LF, as Python's text files do (a card file written on
    any system reads the same; ``lint --fix`` writes each line's own ending back)."""
    return text.replace("\r\n", "\n").replace("\r", "\n")


def read_stdin() -> str:
    try:
        return universal_newlines(sys.stdin.read())
    except UnicodeDecodeError as exc:
        raise InputError(f"not UTF-8 text ({exc.reason} at byte {exc.start})", path=STDIN) from None
    except OSError as exc:
        raise InputError(f"cannot read it ({exc.strerror or exc})", path=STDIN) from None


def card_blocks(source: Input) -> list[CardBlock]:
    """The cards of a plain-text card file, with where each field is in it."""
    from ..cardfile import NO_CARDS, parse

    blocks = parse(source.text, source.label)
    if not blocks:
        raise InputError(NO_CARDS, path=source.label)
    return blocks


def database_card(name: str, path: str | None) -> tuple[Card, str]:
    """The card of a database (None: the bundled one) with this name (or a face's), and the
    database's path; :class:`InputError` if there is none."""
    from .. import cards

    source = cards.load(path)
    card = cards.find(source, name)
    if card is None:
        raise InputError(f"no card named {name!r} in the database", path=source.path)
    return card, source.path
