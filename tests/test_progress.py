"""Progress bars of the long commands: on a terminal (stderr) only, never in the result.

The commands run as processes with stderr on a pseudo-terminal (what a user sees) or on a pipe,
on the small compile sample (39 cards)."""

from __future__ import annotations

import io
import os
import re
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from oraclec.cli import progress

SAMPLE = Path(__file__).parent / "data" / "compile_sample.jsonl"
CARDS = 39  # in SAMPLE
HIDE_CURSOR = "\x1b[?25l"  # what rich writes first when it draws a bar

pytestmark = pytest.mark.skipif(not hasattr(os, "openpty"), reason="needs pseudo-terminals")


def _run(
    args: list[str], tmp_path: Path, *, terminal: bool, interrupt: float | None = None, interrupt_on: bytes | None = None, term: str = "xterm"
) -> tuple[int, bytes, str]:
    """Exit code, stdout and stderr of ``oraclec ARGS``, stderr on a pseudo-terminal or a pipe.
    With ``interrupt``, SIGINT (a Ctrl-C) is sent that many seconds after the bar starts; with
    ``interrupt_on``, as soon as stderr shows those bytes."""
    env = {**os.environ, "ORACLEC_CACHE_DIR": str(tmp_path / "cache"), "COLUMNS": "100", "TERM": term}
    env.pop("FORCE_COLOR", None)
    env.pop("NO_COLOR", None)
    if terminal:
        reader, writer = os.openpty()
    else:
        reader, writer = os.pipe()
    # A shell starts a command with Ctrl-C's default action; a process that ignores SIGINT (as a
    # test runner's worker may) passes the ignoring on to what it starts, and the Ctrl-C would
    # then do nothing. A handler of this process is not passed on: the command gets the default.
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        process = subprocess.Popen(
            [sys.executable, "-m", "oraclec", *args], cwd=tmp_path, env=env,
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=writer, start_new_session=True,
        )
    finally:
        signal.signal(signal.SIGINT, previous)
    os.close(writer)
    assert process.stdout is not None
    err = b""
    out = b""
    streams = [reader, process.stdout.fileno()]
    interrupted = False
    bar_started: float | None = None
    deadline = time.monotonic() + 300
    while streams and time.monotonic() < deadline:
        for fd in select.select(streams, [], [], 0.05)[0]:
            try:
                data = os.read(fd, 65536)
            except OSError:  # a pseudo-terminal whose other end closed
                data = b""
            if not data:
                streams.remove(fd)
            elif fd == reader:
                err += data
            else:
                out += data
        if interrupt is not None and bar_started is None and HIDE_CURSOR.encode() in err:
            bar_started = time.monotonic()
        if interrupt is not None and bar_started is not None and not interrupted and time.monotonic() >= bar_started + interrupt:
            os.killpg(process.pid, signal.SIGINT)
            interrupted = True
        if interrupt_on is not None and not interrupted and interrupt_on in err:
            os.killpg(process.pid, signal.SIGINT)
            interrupted = True
    os.close(reader)
    process.stdout.close()
    code = process.wait(timeout=60)
    return code, out, err.decode("utf-8", "replace").replace("\r\n", "\n")


def _untimed(text: str) -> str:
    return re.sub(r"(?m)^time +[0-9.]+ s", "time", text)


#: commands whose stdout is the same on every run (no timings): compile writes the cards to
#: stdout with -o -, and its summary with --json
COMMANDS = {
    "compile -o -": (["compile", str(SAMPLE), "-o", "-", "--no-cache", "--jobs", "2"], "compiling"),
    "compile --json": (["compile", str(SAMPLE), "-o", "out.jsonl", "--no-cache", "--json", "--jobs", "1"], "compiling"),
    "stats": (["stats", str(SAMPLE), "--top", "3", "--jobs", "1"], "parsing"),
    "lint --db": (["lint", "--db", str(SAMPLE), "--jobs", "1"], "linting"),
}


@pytest.mark.parametrize("name", list(COMMANDS))
def test_a_bar_with_the_total_on_a_terminal_and_the_same_result(name: str, tmp_path: Path) -> None:
    args, description = COMMANDS[name]
    code, out, err = _run(args, tmp_path, terminal=True)
    piped_code, piped_out, piped_err = _run(args, tmp_path, terminal=False)
    assert (code, out) == (piped_code, piped_out)
    assert out  # a result to compare
    assert code == (1 if name == "lint --db" else 0)  # the sample has lint findings
    assert HIDE_CURSOR not in piped_err and description not in piped_err
    assert err.startswith(HIDE_CURSOR)
    assert description in err
    assert f"{CARDS}/{CARDS}" in err  # done/total, the total known
    assert "eta" in err
    # the bar is erased: what follows it is what a pipe gets (but for the time taken)
    assert _untimed(err).endswith(_untimed(piped_err))


@pytest.mark.parametrize("name", list(COMMANDS))
def test_quiet_shows_no_bar(name: str, tmp_path: Path) -> None:
    args, description = COMMANDS[name]
    code, out, err = _run([*args, "--quiet"], tmp_path, terminal=True)
    assert code == (1 if name == "lint --db" else 0)
    assert out
    assert HIDE_CURSOR not in err and description not in err and f"/{CARDS}" not in err


def test_a_terminal_that_cannot_redraw_a_line_shows_no_bar(tmp_path: Path) -> None:
    args, _description = COMMANDS["stats"]
    code, out, err = _run(args, tmp_path, terminal=True, term="dumb")
    assert code == 0
    assert out.startswith(b"database ")
    assert err == ""


def test_compile_to_a_terminal_stdout_draws_no_bar_among_the_lines(tmp_path: Path) -> None:
    """With -o - and stdout on the terminal too, a bar would be drawn between the lines."""
    reader, writer = os.openpty()
    env = {**os.environ, "ORACLEC_CACHE_DIR": str(tmp_path / "cache")}
    process = subprocess.Popen(
        [sys.executable, "-m", "oraclec", "compile", str(SAMPLE), "-o", "-", "--jobs", "1"],
        cwd=tmp_path, env=env, stdin=subprocess.DEVNULL, stdout=writer, stderr=writer,
    )
    os.close(writer)
    shown = b""
    while True:
        try:
            data = os.read(reader, 65536)
        except OSError:
            break
        if not data:
            break
        shown += data
    os.close(reader)
    assert process.wait(timeout=300) == 0
    assert shown.count(b'"schema_version"') == CARDS
    assert HIDE_CURSOR.encode() not in shown and b"compiling" not in shown


@pytest.mark.parametrize("when", ["as the bar starts", "while compiling"])
def test_ctrl_c_during_a_bar_exits_130_and_erases_it(when: str, tmp_path: Path) -> None:
    if when == "as the bar starts":
        args = ["compile", str(SAMPLE), "-o", "out.jsonl", "--no-cache", "--jobs", "2"]
        code, out, err = _run(args, tmp_path, terminal=True, interrupt=0.0)
    else:
        # the bundled database, interrupted once its total is shown: a compile of seconds, so
        # the Ctrl-C comes while the workers compile, however fast the machine
        args = ["compile", "-o", "out.jsonl", "--no-cache", "--jobs", "2"]
        code, out, err = _run(args, tmp_path, terminal=True, interrupt_on=b"/29410")
    assert code == 130
    assert out == b""
    assert err.startswith(HIDE_CURSOR)
    _bar, _, after = err.partition("\x1b[?25h")  # the cursor shown again, the bar erased
    assert after.endswith("oraclec: interrupted\n")
    assert "Traceback" not in err
    assert not (tmp_path / "out.jsonl").exists()


def test_the_bar_is_redrawn_at_most_every_refresh_interval(monkeypatch: pytest.MonkeyPatch) -> None:
    from rich.console import Console

    now = [0.0]

    def clock() -> float:
        return now[0]

    screen = io.StringIO()
    console = Console(file=screen, force_terminal=True, width=100)
    with progress.progress_bar("working", total=1000, console=console, clock=clock) as bar:
        assert bar.advance is not None
        for _ in range(1000):
            now[0] += 0.001  # a thousand items in a second
            bar.advance(1)
    drawn = screen.getvalue().count("working")
    seconds = 1.0
    # a drawing when the bar starts, one when the total is set, one at the end, and one each
    # REFRESH_INTERVAL in between (not one per item)
    assert 3 + seconds / progress.REFRESH_INTERVAL - 1 <= drawn <= 3 + seconds / progress.REFRESH_INTERVAL + 1
    assert "1000/1000" in screen.getvalue()


def test_no_bar_and_no_callbacks_when_stderr_is_not_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    stderr = io.StringIO()
    monkeypatch.setattr(sys, "stderr", stderr)
    counted = []

    def count() -> int:
        counted.append(1)
        return 5

    with progress.progress_bar("working", total=count) as bar:
        assert not bar and bar.advance is None and bar.set_total is None
    assert counted == []  # the total is not computed for nothing
    assert stderr.getvalue() == ""
    with progress.progress_bar("working", quiet=True, console=object()) as bar:  # type: ignore[arg-type]
        assert not bar


def test_the_core_modules_do_not_import_rich() -> None:
    code = (
        "import sys, oraclec.compiledb, oraclec.stats, oraclec.cli.compile, oraclec.cli.stats, oraclec.cli.lint;"
        "print('rich' in sys.modules)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    assert result.stdout == "False\n"


def test_the_cards_are_counted_in_a_file_not_in_a_pipe(tmp_path: Path) -> None:
    from oraclec import cards

    source = cards.load(SAMPLE)
    assert source.count() == CARDS
    assert sum(1 for _ in source) == CARDS  # and it reads the same cards again
    fifo = tmp_path / "cards.jsonl"
    os.mkfifo(fifo)
    assert cards.load(fifo).count() is None  # read once, by the work (opening it would wait)
