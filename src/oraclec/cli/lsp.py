"""Run a language server for plain-text card files, for editors.

An editor starts "oraclec lsp" and talks to it over standard input and output with the Language
Server Protocol (--tcp HOST:PORT listens on a TCP port instead). The server lints each card file
as it is typed and shows the findings where they are; offers each finding's fix as a code action
(safe fixes preferred, guesses marked as guesses) and a source action that applies every safe
fix, as "oraclec lint --fix" does; shows the parse tree and the compiled effects of a line of
rules text on hover, or why it does not parse; and completes keywords, types and subtypes.

It lints the files whose name ends in one of --file-types (default: .txt and .oracle) and any
file the editor says is in the language "oracle". It needs pygls: pip install 'oraclec[lsp]'.
The README's "Editor integration" shows how to set it up in VS Code, Neovim and Helix.
"""

from __future__ import annotations

import argparse
from typing import Any

from ..errors import InputError
from . import EXIT_OK

#: what to say when pygls is not installed
NEEDS_PYGLS = "the language server needs pygls, which is not installed: pip install 'oraclec[lsp]' (or: pip install pygls)"


def add_parser(sub: Any) -> None:
    p = sub.add_parser("lsp", help="run a language server for card files (for editors)", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    transport = p.add_mutually_exclusive_group()
    # editors' clients (vscode-languageclient) pass --stdio to a server they talk to that way
    transport.add_argument("--stdio", action="store_true", help="talk over standard input and output (the default)")
    transport.add_argument("--tcp", type=tcp_address, metavar="HOST:PORT", help="listen on this TCP address instead")
    p.add_argument("--file-types", type=file_types, default=None, metavar="ENDINGS", help="the file name endings to lint, comma-separated (default: .txt,.oracle)")
    p.set_defaults(run=run)


def tcp_address(text: str) -> tuple[str, int]:
    """The argparse type of --tcp: HOST:PORT, a port from 1 to 65535."""
    host, colon, port = text.rpartition(":")
    if not colon or not host:
        raise argparse.ArgumentTypeError(f"expected HOST:PORT, got {text!r}")
    if not port.isdigit() or not 1 <= int(port) <= 65535:
        raise argparse.ArgumentTypeError(f"the port must be a number from 1 to 65535, got {port!r}")
    return host.strip("[]"), int(port)


def file_types(text: str) -> tuple[str, ...]:
    """The argparse type of --file-types: endings, each with its dot ("txt" is ".txt")."""
    endings = tuple(f".{t.strip().lstrip('.')}" for t in text.split(",") if t.strip().lstrip("."))
    if not endings:
        raise argparse.ArgumentTypeError(f"expected file name endings such as .txt,.oracle, got {text!r}")
    return endings


def run(args: argparse.Namespace) -> int:
    try:
        import pygls  # noqa: F401
    except ImportError:
        raise InputError(NEEDS_PYGLS) from None
    from ..lsp.server import DEFAULT_FILE_TYPES, create_server, serve

    serve(create_server(args.file_types or DEFAULT_FILE_TYPES), args.tcp)
    return EXIT_OK
