"""Compile a card database into JSON Lines, fast and dependably.

* **Output**: one :class:`~oraclec.compiled.CompiledCard` a line, in database order, written
  through :func:`oraclec.compiled.to_json`; byte-identical across runs and ``jobs`` values.
* **Atomic**: written to a temporary file in the output's folder, then renamed over the output
  (over a symbolic link's target, the link kept); an interrupted run leaves the previous output
  (or none), never half a file, and no temporary file (one that a killed run left is removed by
  the next: :func:`remove_stale_temporaries`). A device or FIFO (``/dev/stdout``) is written to
  as a stream, never replaced; an output that is the database itself is refused.
* **Cache** (:class:`Cache`): compiled abilities keyed by their normalised text and whether they
  are on an instant or sorcery, under a key of the compiler, grammar, effect model and schema
  (:func:`source_key`, the package's code and grammar). On top, a whole output is kept for the exact bytes of
  the database it came from, so recompiling an unchanged database is a copy; and beside it each
  card's fingerprint (:func:`card_fingerprint`), so that a changed database takes the lines of
  its unchanged cards from that output without normalising them again (and which database file
  it came from, so that a summary can say whether they are the same file's).
  Every cache file carries its layout and a checksum of its content, and is plain data (never
  a pickle): one that does not verify is discarded and compiled again, never trusted. A cache
  that cannot be written is never an error: the output is written all the same (see
  :attr:`Cache.problem`).
  The cache lives in ``$ORACLEC_CACHE_DIR``, else ``$XDG_CACHE_HOME/oraclec``, else
  ``~/.cache/oraclec``; delete the folder to clear it, or pass ``cache=None``.
"""

from __future__ import annotations

import collections
import contextlib
import errno
import gc
import hashlib
import io
import itertools
import json
import os
import re
import secrets
import socket
import stat
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, TypeVar

import attrs

from .cardmodel import card_characteristics, face_characteristics
from .cards import Card
from .errors import InputError, OutputError
from .jsonio import SCHEMA_VERSION, dumps, loads
from .userdirs import cache_dir
from .workers import collector_for_caches, map_in_workers

T = TypeVar("T")

#: an ability's cache entry: its compiled JSON, and its diagnostics without face and ability
Entry = tuple[str, tuple[tuple[Any, ...], ...]]

_SPELL_TYPES = frozenset({"Instant", "Sorcery"})


def source_key() -> str:
    """A digest of the package's code, grammar and data: compiled abilities depend on the parser,
    the AST, the renderer, the compiler, the effect model and the schema, and any change to them
    must miss the cache. Read from the files, so that a cache hit imports none of them."""
    package = Path(__file__).parent
    digest = hashlib.sha256()
    files = sorted(
        Path(folder, name)
        # followlinks: in a source checkout the grammar folder is a link to the repository's
        for folder, subfolders, names in os.walk(package, followlinks=True)
        if "__pycache__" not in Path(folder).parts
        for name in names
        if name.endswith((".py", ".lark", ".json"))
    )
    for path in files:
        digest.update(path.relative_to(package).as_posix().encode())
        digest.update(b"\0")
        digest.update(path.read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()[:16]


#: the layout of the cache's files: a file of another layout is discarded (and rebuilt)
CACHE_FORMAT = 1
#: a cache file starts with a header line this long (padded with spaces), so that a file
#: written in one pass gets its header, with the checksum, last
_HEADER_SIZE = 512


@attrs.define
class Cache:
    """Compiled abilities by text (and whole outputs by database bytes), for one compiler key.

    Every file is verified before use, never trusted: its header line gives the file's layout
    (:data:`CACHE_FORMAT`), kind and compiler key, and the SHA-256 of the rest; the content is
    plain data (JSON and text, never a pickle: a cache folder that someone else can write must
    not be able to run code), whose types are checked as it is read. A file that does not verify
    is discarded, and what it held is compiled again.
    """

    folder: Path
    key: str = attrs.field(factory=lambda: source_key())
    #: read from the folder on first use: an unchanged database is copied from the cache
    #: without reading the compiled abilities at all
    _abilities: dict[str, Entry] | None = None
    added: int = 0
    #: why the cache could not be written (the file or folder, the system's reason), if it could
    #: not: a cache is never an error, the output is written all the same (the command line
    #: says so). A file that cannot be read is compiled again, and written anew.
    problem: str | None = None

    @classmethod
    def open(cls, folder: Path | None = None) -> Cache:
        return cls(folder=folder or cache_dir())

    def _unusable(self, exc: OSError, path: Path | None = None) -> None:
        if isinstance(exc, FileExistsError):  # mkdir of a path that is a file
            problem = f"{exc.filename or self.folder}: not a folder"
        else:
            problem = f"{path or exc.filename or self.folder}: {exc.strerror or exc}"
        self.problem = self.problem or problem  # the first: what went wrong next follows from it

    @property
    def abilities(self) -> dict[str, Entry]:
        if self._abilities is None:
            self._abilities = self._load()
        return self._abilities

    def _load(self) -> dict[str, Entry]:
        entry = self._read(self._abilities_path, "abilities", "fragment_bytes")
        if entry is None:
            return {}
        collecting = gc.isenabled()
        gc.disable()  # tens of thousands of new tuples, none in a cycle: nothing to collect (0.03 s)
        try:
            return _abilities_of_entry(*entry)
        except ValueError:  # UnicodeDecodeError and orjson's errors are ValueErrors
            _discard(self._abilities_path)
            return {}
        finally:
            if collecting:
                gc.enable()

    @property
    def _abilities_path(self) -> Path:
        return self.folder / f"abilities-{self.key}.cache"

    def output_path(self, database_digest: str) -> Path:
        return self.folder / f"output-{self.key}-{database_digest}.cache"

    def kept_output(self, database_digest: str) -> KeptOutput | None:
        """The output kept for the database of this digest, verified; None if there is none."""
        path = self.output_path(database_digest)
        entry = self._read(path, "output", "text_bytes")
        if entry is None:
            return None
        try:
            kept = _kept_output_of_entry(*entry)
            if kept.database != database_digest:
                raise ValueError("the output of another database")
        except ValueError:
            _discard(path)
            return None
        return kept

    def reusable_lines(self) -> dict[bytes, tuple[str, str]]:
        """The lines of the kept output, with their statuses, by the fingerprints of their cards
        (nothing if there is no output of this compiler key, or it does not verify)."""
        return self.reusable()[0]

    def reusable(self) -> tuple[dict[bytes, tuple[str, str]], str | None]:
        """:meth:`reusable_lines`, and the database file the kept output was compiled from (see
        :func:`database_source`; None if there is no kept output)."""
        for path in sorted(self.folder.glob(f"output-{self.key}-*.cache")):
            entry = self._read(path, "output", "text_bytes")
            if entry is None:
                continue
            try:
                kept = _kept_output_of_entry(*entry)
                # line by line: most are ASCII, and a str of the whole would take two bytes a
                # character for all of it
                lines = [line.decode("utf-8") for line in kept.text.split(b"\n")]
                lines.pop()  # after the last line's end
                statuses = [_status_of_card(line) for line in lines]
            except ValueError:
                _discard(path)
                continue
            size = FINGERPRINT_SIZE
            prints = kept.fingerprints
            return {prints[i * size : (i + 1) * size]: (line, statuses[i]) for i, line in enumerate(lines)}, kept.source
        return {}, None

    def _read(self, path: Path, kind: str, split_at: str) -> tuple[dict[str, Any], bytes, bytes] | None:
        """The header and payload of a cache file that verifies (see :func:`_read_entry`); None
        (the file discarded if it was read and did not verify) otherwise."""
        try:
            return _read_entry(path, kind, self.key, split_at)
        except OSError:  # none, unreadable, or a folder in its place: nothing to use
            return None
        except ValueError:
            _discard(path)
            return None

    def save(self) -> None:
        """Write the ability cache if it grew (atomically); forget caches of other keys."""
        if not self.added:
            return
        entries = self.abilities
        fragment_bytes = 0

        def payload() -> Iterator[bytes]:
            # The fragments one a line (compact JSON has no line break), apart from the keys and
            # the diagnostics: reading them back is then a split rather than a JSON string's
            # unescaping. A thousand at a time: all in one string would take two bytes a character.
            nonlocal fragment_bytes
            fragments = iter(entries.values())
            while chunk := "".join(fragment + "\n" for fragment, _diags in itertools.islice(fragments, 1000)):
                data = chunk.encode("utf-8")
                fragment_bytes += len(data)
                yield data
            yield dumps([[key, diags] if diags else key for key, (_fragment, diags) in entries.items()]).encode("utf-8")

        def meta() -> dict[str, Any]:
            return {"kind": "abilities", "key": self.key, "count": len(entries), "fragment_bytes": fragment_bytes}

        if self._store(self._abilities_path, meta, payload()):
            for old in self.folder.glob("abilities-*"):
                if old != self._abilities_path:
                    _discard(old)
        self.added = 0

    def note_database(self, kept: KeptOutput, source: str) -> None:
        """Record the database file of ``source`` (:func:`database_source`) as the one ``kept`` was
        last compiled for, if it is another (the same bytes at another path). Only the summary's
        wording depends on it: a cache that cannot be written keeps the old, and says nothing."""
        if kept.source == source:
            return
        meta = _output_meta(self.key, kept.database, source, kept.counts(), len(kept.text))
        self._store(self.output_path(kept.database), lambda: meta, [kept.text, kept.fingerprints], quiet=True)

    def output_keeper(self, database_digest: str, source: str) -> OutputKeeper | None:
        """A writer for the output of the database of this digest (and file: ``source``, see
        :func:`database_source`), to keep it as it is written; None if the cache folder cannot
        be written (the output is written all the same)."""
        temporary = self._temporary(self.output_path(database_digest))
        return OutputKeeper(self, database_digest, source, temporary) if temporary is not None else None

    def _temporary(self, path: Path, *, quiet: bool = False) -> _Temporary | None:
        """A temporary file for the cache file ``path``, the folder made if need be; None (the
        :attr:`problem` noted, unless ``quiet``) if the folder refuses."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:  # a file, or under one; a read-only place
            if not quiet:
                self._unusable(exc)
            return None
        remove_stale_temporaries(self.folder)
        try:
            return _Temporary(path)
        except OSError as exc:
            if not quiet:
                self._unusable(exc, path)
            return None

    def _store(self, path: Path, meta: Callable[[], dict[str, Any]], chunks: Iterable[bytes], *, quiet: bool = False) -> bool:
        """Write a cache file of these chunks, then its header (``meta()``, once they are
        written), atomically; False if it could not be (the :attr:`problem` noted, unless
        ``quiet``)."""
        temporary = self._temporary(path, quiet=quiet)
        if temporary is None:
            return False
        try:
            entry_writer = _EntryWriter(temporary.handle)
            for chunk in chunks:
                entry_writer.write(chunk)
            entry_writer.finish(meta())
            _put_in_place(temporary)
        except OSError as exc:
            if not quiet:
                self._unusable(exc, path)
            return False
        finally:
            temporary.discard()  # nothing left once it is in place
        return True

    # -- files of other modules (the query index), kept and verified as the cache's own ------
    def read_file(self, name: str, kind: str, split_at: str) -> tuple[dict[str, Any], bytes, bytes] | None:
        """The header and payload (split after ``split_at`` bytes, a field of the header) of the
        file ``name`` of this kind and key in the cache folder, verified; None if there is none
        or it does not verify (then it is discarded)."""
        return self._read(self.folder / name, kind, split_at)

    def write_file(self, name: str, meta: dict[str, Any], chunks: Iterable[bytes]) -> bool:
        """Write the file ``name`` of these chunks with this header (``meta``: its ``kind``, the
        :attr:`key`, and the sizes :meth:`read_file` splits at), atomically; False if it could
        not be (:attr:`problem` says why)."""
        return self._store(self.folder / name, lambda: meta, chunks)

    def discard_file(self, name: str) -> None:
        """Remove the file ``name`` of the cache folder, if it can be."""
        _discard(self.folder / name)


def _put_in_place(temporary: _Temporary) -> None:
    try:
        temporary.commit()
    except IsADirectoryError:
        # A folder where a cache file goes is damage too: an empty one is removed; a full one is
        # left as it is, and the file not kept (OSError)
        temporary.target.rmdir()
        temporary.commit()


def _discard(path: Path) -> None:
    """Remove a cache file that did not verify (an empty folder in its place too); one that
    cannot be removed is left, and never read as valid."""
    try:
        if path.is_dir() and not path.is_symlink():
            path.rmdir()
        else:
            path.unlink(missing_ok=True)
    except OSError:
        pass


@attrs.frozen
class KeptOutput:
    """A compile's output kept in the cache: the lines, and their cards' fingerprints in order;
    the digests of the database's bytes and of its file's path (:func:`database_source`)."""

    database: str
    source: str
    cards: int
    compiled: int
    partial: int
    unparsed: int
    text: bytes
    fingerprints: bytes

    def counts(self) -> tuple[int, int, int, int]:
        return self.cards, self.compiled, self.partial, self.unparsed

    def summary(self) -> Summary:
        return Summary(cards=self.cards, compiled=self.compiled, partial=self.partial, unparsed=self.unparsed, from_output_cache=True)


def database_source(path: str | Path) -> str:
    """A digest of a database file's path (resolved): which file a kept output was compiled from
    (a path may be longer than a cache file's header)."""
    return hashlib.sha256(str(Path(path).resolve()).encode("utf-8", "surrogateescape")).hexdigest()[:32]


def _output_meta(key: str, database: str, source: str, counts: tuple[int, int, int, int], text_bytes: int) -> dict[str, Any]:
    """The header fields of a kept output (see :func:`_kept_output_of_entry`)."""
    cards, compiled, partial, unparsed = counts
    return {
        "kind": "output", "key": key, "database": database, "source": source, "cards": cards,
        "compiled": compiled, "partial": partial, "unparsed": unparsed, "text_bytes": text_bytes,
    }


class OutputKeeper:
    """Keeps a copy of the output in the cache as it is written, put in place by :meth:`commit`
    (after the output itself) or removed by :meth:`discard`. A failure to write it (a full
    disk) is a warning of the cache's, never the output's failure."""

    def __init__(self, cache: Cache, database_digest: str, source: str, temporary: _Temporary):
        self.cache = cache
        self.database_digest = database_digest
        self.source = source
        self.temporary = temporary
        self.writer = _EntryWriter(temporary.handle)
        self.text_bytes = 0
        self.failed = False

    def write(self, data: bytes) -> None:
        if self.failed:
            return
        try:
            self.writer.write(data)
        except OSError as exc:
            self.failed = True
            self.cache._unusable(exc, self.temporary.target)
        self.text_bytes += len(data)

    def commit(self, summary: Summary, fingerprints: bytes) -> None:
        target = self.temporary.target
        if self.failed:
            self.discard()
            return
        try:
            self.writer.write(fingerprints)
            counts = (summary.cards, summary.compiled, summary.partial, summary.unparsed)
            self.writer.finish(_output_meta(self.cache.key, self.database_digest, self.source, counts, self.text_bytes))
            for old in self.cache.folder.glob("output-*"):
                if old != target:
                    _discard(old)  # one kept output: the cache must not grow without bound
            _put_in_place(self.temporary)
        except OSError as exc:
            self.cache._unusable(exc, target)
        finally:
            self.temporary.discard()

    def discard(self) -> None:
        self.temporary.discard()


class _EntryWriter:
    """Writes a cache file: a blank header line, the payload, then the header over the blank."""

    def __init__(self, handle: IO[bytes]):
        self.handle = handle
        self.digest = hashlib.sha256()
        handle.write(b" " * (_HEADER_SIZE - 1) + b"\n")

    def write(self, data: bytes) -> None:
        self.handle.write(data)
        self.digest.update(data)

    def finish(self, meta: dict[str, Any]) -> None:
        meta = {"format": CACHE_FORMAT, **meta}
        self.digest.update(b"\0" + _canonical(meta))
        header = json.dumps({**meta, "sha256": self.digest.hexdigest()}, separators=(",", ":")).encode("ascii")
        if len(header) >= _HEADER_SIZE:
            raise ValueError(f"a cache header longer than {_HEADER_SIZE - 1} bytes")  # a bug, never the input's
        self.handle.seek(0)
        self.handle.write(header.ljust(_HEADER_SIZE - 1) + b"\n")


def _canonical(meta: dict[str, Any]) -> bytes:
    """The header's fields as the checksum covers them (so that a changed count or key fails too)."""
    return json.dumps(meta, sort_keys=True, separators=(",", ":")).encode("ascii")


def _read_entry(path: Path, kind: str, key: str, split_at: str) -> tuple[dict[str, Any], bytes, bytes]:
    """The header fields and the payload of a cache file of this kind and key, in two parts (the
    first as long as the header's field ``split_at`` says); ValueError if it is of another
    layout, kind or key, or its checksum does not match; OSError if it cannot be read (none, or
    a folder in its place)."""
    # O_NONBLOCK: a FIFO in the file's place must not wait for a writer
    with open(os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)), "rb") as handle:
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
            raise IsADirectoryError(errno.EISDIR, "not a file", str(path))
        line = handle.readline(_HEADER_SIZE)
        if not line.endswith(b"\n"):
            raise ValueError("no header")
        header = loads(line)
        if not isinstance(header, dict):
            raise ValueError("not a header")
        checksum = header.pop("sha256", None)
        if header.get("format") != CACHE_FORMAT or header.get("kind") != kind or header.get("key") != key:
            raise ValueError("another layout, kind or compiler")
        (size,) = _counts(header, split_at)
        first, rest = handle.read(size), handle.read()
    digest = hashlib.sha256(first)
    digest.update(rest)
    digest.update(b"\0" + _canonical(header))
    if digest.hexdigest() != checksum:
        raise ValueError("the checksum does not match")
    return header, first, rest


def _counts(meta: dict[str, Any], *names: str) -> list[int]:
    values = [meta.get(name) for name in names]
    if not all(type(value) is int and value >= 0 for value in values):
        raise ValueError("a count that is not one")
    return values  # type: ignore[return-value]


def _abilities_of_entry(meta: dict[str, Any], fragment_lines: bytes, index_json: bytes) -> dict[str, Entry]:
    (count,) = _counts(meta, "count")
    fragments = fragment_lines.split(b"\n")
    if len(fragments) != count + 1 or fragments.pop():
        raise ValueError("not a fragment for each ability")
    index = loads(index_json)
    if type(index) is not list or len(index) != count:
        raise ValueError("not a key for each ability")
    abilities: dict[str, Entry] = {}
    for item, raw in zip(index, fragments, strict=True):
        fragment = raw.decode("utf-8")
        if _status_of(fragment) not in _STATUSES:
            raise ValueError("not an ability's status")
        if type(item) is str:
            abilities[item] = (fragment, ())
        elif type(item) is list and len(item) == 2 and type(item[0]) is str and type(item[1]) is list and item[1]:
            abilities[item[0]] = (fragment, tuple(_diagnostic(d) for d in item[1]))
        else:
            raise ValueError("not an ability's key and diagnostics")
    if len(abilities) != count:
        raise ValueError("an ability twice")
    return abilities


def _diagnostic(value: Any) -> tuple[Any, ...]:
    """A diagnostic as :func:`_entry` keeps it: kind, message, node, text, start, end."""
    if (
        type(value) is not list or len(value) != 6
        or not all(type(field) is str for field in value[:4])
        or not all(field is None or type(field) is int for field in value[4:])
    ):
        raise ValueError("not a diagnostic")
    return tuple(value)


def _kept_output_of_entry(meta: dict[str, Any], text: bytes, fingerprints: bytes) -> KeptOutput:
    cards, compiled, partial, unparsed = _counts(meta, "cards", "compiled", "partial", "unparsed")
    database, source = meta.get("database"), meta.get("source")
    if type(database) is not str or type(source) is not str or compiled + partial + unparsed != cards or len(fingerprints) != FINGERPRINT_SIZE * cards:
        raise ValueError("counts that do not add up")
    if text.count(b"\n") != cards or (cards and not text.endswith(b"\n")):
        raise ValueError("not a line for each card")
    return KeptOutput(database, source, cards, compiled, partial, unparsed, text, fingerprints)


# -- writing files ---------------------------------------------------------------------------------
class _Temporary:
    """A temporary file beside ``target``, named after it and this process
    (``.<name>.<pid>-<host>-<random>.tmp``), so that one a killed run left is recognised and
    removed by the next (:func:`remove_stale_temporaries`). Private while written."""

    def __init__(self, target: Path):
        self.target = target
        while True:
            self.path = target.with_name(f".{target.name}.{os.getpid()}-{_HOST}-{secrets.token_hex(4)}.tmp")
            try:
                fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0), 0o600)
            except FileExistsError:
                continue
            break
        self.handle: IO[bytes] = open(fd, "wb")  # noqa: SIM115  # closed by commit or discard

    def commit(self) -> None:
        """Put the file in place of the target."""
        self.handle.close()
        os.chmod(self.path, 0o666 & ~_umask())  # a temporary file is private; the output is not
        os.replace(self.path, self.target)

    def discard(self) -> None:
        """Remove the file, if it is still there (closed first). Never raises: it follows a
        failure (a full disk refuses the close's flush again) or a success."""
        with contextlib.suppress(OSError):
            self.handle.close()
        with contextlib.suppress(OSError):
            self.path.unlink(missing_ok=True)


#: this machine, in temporary files' names: a process of another machine (a shared folder) is not
#: known to be gone because no process here has its number
_HOST = hashlib.blake2b(socket.gethostname().encode(), digest_size=4).hexdigest()
_TEMPORARY = re.compile(r"\.(?P<name>.+)\.(?P<pid>\d{1,10})-(?P<host>[0-9a-f]{8})-[0-9a-f]{8}\.tmp")
#: the temporary files of earlier versions (``tempfile``'s names), with no process number: removed
#: once old enough that no run can still be writing them
_OLD_TEMPORARY = re.compile(r"\.(?P<name>.+)\.[a-z0-9_]{8}\.tmp")
_OLD_TEMPORARY_AGE = 24 * 3600


def remove_stale_temporaries(folder: Path, name: str | None = None) -> None:
    """Remove the temporary files that runs killed before they could (SIGKILL, a power cut) left
    in ``folder`` (for the target ``name`` only, if given): those of this machine whose process
    no longer runs."""
    try:
        candidates = [entry for entry in os.scandir(folder) if entry.name.startswith(".") and entry.name.endswith(".tmp")]
    except OSError:
        return
    now = time.time()
    for entry in candidates:
        match = _TEMPORARY.fullmatch(entry.name)
        if match:
            stale = match["host"] == _HOST and not _running(int(match["pid"]))
        else:
            match = _OLD_TEMPORARY.fullmatch(entry.name)
            try:
                stale = match is not None and now - entry.stat(follow_symlinks=False).st_mtime > _OLD_TEMPORARY_AGE
            except OSError:
                continue
        if stale and match and (name is None or match["name"] == name) and entry.is_file(follow_symlinks=False):
            with contextlib.suppress(OSError):
                os.unlink(entry.path)


def _running(pid: int) -> bool:
    if pid == os.getpid():
        return True
    if pid <= 0:
        return True  # never a process's number: not ours to judge
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (OSError, OverflowError):  # another user's process (PermissionError), or no such number
        return True
    return True


@contextmanager
def atomic_write(path: Path, *, binary: bool = False, on_commit: Callable[[], None] | None = None) -> Iterator[IO[Any]]:
    """Write ``path`` through a temporary file in the same folder, renamed into place on success
    (and removed on any failure, interruptions included). ``on_commit`` is called just before
    the rename. The folder refusing the file, and the last writes, the rename failing, raise
    :class:`~oraclec.errors.OutputError`; the caller's own writes raise what they raise (see
    :func:`writer`)."""
    path = Path(path)
    remove_stale_temporaries(path.parent, path.name)
    try:
        temporary = _Temporary(path)
    except OSError as exc:
        raise OutputError(str(path), exc) from None
    try:
        handle: IO[Any] = temporary.handle if binary else io.TextIOWrapper(temporary.handle, encoding="utf-8", newline="\n")
        with handle:
            yield handle
            _or_output_error(handle.flush, path)
        if on_commit is not None:
            on_commit()
        _or_output_error(temporary.commit, path)
    finally:
        temporary.discard()  # nothing left once it is in place


def is_stream(path: Path) -> bool:
    """Whether an output path is written to as a stream rather than replaced: a device, a FIFO
    or a socket, or an open file descriptor (``/dev/stdout``, ``/dev/fd/1``), whatever it is."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        mode = None  # none yet (or a dangling link): a file is made
    if mode is not None and not stat.S_ISREG(mode) and not stat.S_ISDIR(mode):
        return True
    return _names_a_descriptor(path)


def _names_a_descriptor(path: Path) -> bool:
    # through each link (/dev/stdout -> /proc/self/fd/1), whether one is in a process's fd folder
    current = os.path.abspath(path)
    for _ in range(40):  # the kernel's own limit on links in a row
        if _DESCRIPTORS.fullmatch(os.path.realpath(os.path.dirname(current))):
            return True
        if not os.path.islink(current):
            return False
        current = os.path.abspath(os.path.join(os.path.dirname(current), os.readlink(current)))
    return False


_DESCRIPTORS = re.compile(r"/proc/[^/]+/fd|/dev/fd")


@contextmanager
def open_output(path: Path, *, on_commit: Callable[[], None] | None = None) -> Iterator[IO[bytes]]:
    """The output, for bytes: a stream (:func:`is_stream`) is written to as it is, never
    replaced; a file is written atomically (:func:`atomic_write`), a symbolic link's target in
    place of the link's (the link is kept). ``on_commit`` is called once everything is written,
    before the rename."""
    if is_stream(path):
        # appended to, never created nor truncated: what a shell opened (``>>`` too) is kept
        try:
            fd = os.open(path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_CLOEXEC", 0))
        except OSError as exc:
            raise OutputError(str(path), exc) from None
        stream = open(fd, "wb")  # noqa: SIM115  # closed below, whatever happens
        try:
            yield stream
            _or_output_error(stream.flush, path)
            if on_commit is not None:
                on_commit()
        finally:
            with contextlib.suppress(OSError):  # after a failure, the close's flush fails again
                stream.close()
        return
    target = Path(os.path.realpath(path)) if os.path.islink(path) else Path(path)
    with atomic_write(target, binary=True, on_commit=on_commit) as handle:
        yield handle


def same_file(a: str | Path, b: str | Path) -> bool:
    """Whether two paths name one file (through symbolic and hard links)."""
    try:
        return os.path.samefile(a, b)
    except OSError:  # one of them does not exist
        return False


def _or_output_error(action: Callable[[], object], path: Path) -> None:
    try:
        action()
    except BrokenPipeError:
        raise  # the reader went away (a FIFO): not a failure of the output, as in :func:`writer`
    except OSError as exc:
        raise OutputError(str(path), exc) from None


def writer(write: Callable[[T], object], path: str) -> Callable[[T], None]:
    """``write``, with the system's refusal (a full disk) as :class:`~oraclec.errors.OutputError`
    for ``path``: told apart from the other errors of the work that produces the text."""

    def guarded(text: T) -> None:
        try:
            write(text)
        except BrokenPipeError:
            raise  # the reader went away: not a failure of the output (see oraclec.cli.main)
        except OSError as exc:
            raise OutputError(path, exc) from None

    return guarded


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


# -- compiling cards to lines ----------------------------------------------------------------------
def _ability_key(is_spell: bool, text: str) -> str:
    return f"{'S' if is_spell else 'P'}\x1f{text}"


FINGERPRINT_SIZE = 16


def card_fingerprint(card: Card) -> bytes:
    """A digest of everything a card's line can depend on: every field but where the card came
    from (its line in the file). Two cards with the same fingerprint compile to the same line
    under the same compiler key."""
    faces = tuple((f.name, f.mana_cost, f.type_line.text, f.oracle_text, f.power, f.toughness, f.loyalty, f.defense, f.colors) for f in card.faces)
    identifiers = dumps(card.identifiers) if card.identifiers else ""
    fields = (card.name, card.layout, faces, card.keywords, card.oracle_id, card.color_identity, card.colors, card.mana_value, identifiers)
    return hashlib.blake2b(repr(fields).encode(), digest_size=FINGERPRINT_SIZE).digest()


def _entry(parsed_ability: Any, earlier: Sequence[Any] = ()) -> Entry:
    from . import compiled

    ability, diags = compiled.compile_ability(parsed_ability, earlier)
    fragment = compiled.dumps(compiled.converter.unstructure(ability))
    return fragment, tuple((d.kind, d.message, d.node, d.text, d.start, d.end) for d in diags)


def card_line(card: Card, abilities: dict[str, Entry], added: dict[str, Entry], hits: set[str] | None = None) -> tuple[str, str]:
    """A card's JSON line and status, from cached abilities where possible (new entries go to
    ``added``, the keys found in ``abilities`` to ``hits``). Byte-identical to
    ``compiled.to_json(compiled.compile_card(card))``."""
    plan = _plan_card(card)
    for key, ability, is_spell in _abilities_of(plan):
        if key in abilities:
            if hits is not None:
                hits.add(key)
        elif key not in added:
            added[key] = _compile_one(ability, is_spell)
    return _assemble(card, plan, abilities, added)


def _compile_one(ability: PlainAbility, is_spell: bool) -> Entry:
    from .parser import parse_ability
    from .text import from_plain

    return _entry(parse_ability(from_plain(ability), is_spell=is_spell))


if TYPE_CHECKING:  # importing text here would cost a run that every ability is cached for
    from .text import PlainAbility

    #: a card's abilities, face by face: (face name, ((cache key, ability, on a spell?), ...))
    CardPlan = list[tuple[str, list[tuple[str, PlainAbility, bool]]]]


def _plan_card(card: Card) -> CardPlan:
    # What compiling reads of each ability (text.keyed_abilities, from text.plain_abilities):
    # the offsets into the original text that text.abilities also builds only place errors,
    # and cost more than the rest of normalising.
    from .text import keyed_abilities

    return keyed_abilities(card, _SPELL_TYPES, _SPELL_PREFIX, _OTHER_PREFIX)


_SPELL_PREFIX, _OTHER_PREFIX = _ability_key(True, ""), _ability_key(False, "")


def _abilities_of(plan: CardPlan) -> Iterator[tuple[str, PlainAbility, bool]]:
    for _name, items in plan:
        yield from items


def _assemble(card: Card, plan: CardPlan, abilities: dict[str, Entry], added: dict[str, Entry]) -> tuple[str, str]:
    faces_json: list[str] = []
    diagnostics: list[str] = []
    statuses: set[str] = set()
    for face_index, ((face_name, items), face) in enumerate(zip(plan, card.faces, strict=True)):
        fragments: list[str] = []
        for ability_index, (key, _text, is_spell) in enumerate(items):
            entry = abilities.get(key) or added[key]
            if is_spell and ability_index and entry[1] and _names_earlier(entry[1]):
                entry = _compiled_after(items, ability_index)
            fragment, diags = entry
            fragments.append(fragment)
            statuses.add(_status_of(fragment))
            for kind, message, node, dtext, start, end in diags:
                diagnostics.append(_diagnostic_json(face_index, ability_index, kind, message, node, dtext, start, end))
        # the characteristics' object without its braces, between the name and the abilities
        faces_json.append('{"name":' + dumps(face_name) + "," + dumps(face_characteristics(face))[1:-1] + ',"abilities":[' + ",".join(fragments) + "]}")
    status = "unparsed" if "unparsed" in statuses else "partial" if "partial" in statuses else "compiled"
    line = (
        '{"schema_version":' + str(SCHEMA_VERSION) + ',"name":' + dumps(card.name)
        + ',"status":"' + status + '",' + dumps(card_characteristics(card))[1:-1]
        + ',"faces":[' + ",".join(faces_json) + '],"diagnostics":[' + ",".join(diagnostics) + "]}"
    )
    return line, status


def _names_earlier(diags: tuple[tuple[Any, ...], ...]) -> bool:
    """Whether a paragraph of a spell, compiled alone, names what an earlier one named
    (``compiler.needs_earlier_paragraphs``): few do, and only they import the compiler here."""
    from .compiler.context import LOWERED_APART

    return any(kind == "unsupported" and message.endswith(LOWERED_APART) for kind, message, *_ in diags)


def _compiled_after(items: list[tuple[str, PlainAbility, bool]], index: int) -> Entry:
    """A paragraph of a spell compiled after the ones before it on its face, which it names what
    they named of: its line depends on them, so it is not cached by its own text."""
    from .parser import parse_ability
    from .text import from_plain

    parsed = [parse_ability(from_plain(ability), is_spell=is_spell) for _key, ability, is_spell in items[: index + 1]]
    return _entry(parsed[index], parsed[:index])


def _status_of(fragment: str) -> str:
    # the fragment is '{"text":...,"status":"<status>",...}': read the status without parsing
    at = fragment.index('"status":"', fragment.index('"text":') + 7)
    return fragment[at + 10 : fragment.index('"', at + 10)]


def _diagnostic_json(face: int, ability: int, kind: str, message: str, node: str, text: str, start: int | None, end: int | None) -> str:
    return dumps({"face": face, "ability": ability, "kind": kind, "message": message, "node": node, "text": text, "start": start, "end": end})


# -- the whole database ----------------------------------------------------------------------------
@attrs.define
class Summary:
    cards: int = 0
    compiled: int = 0
    partial: int = 0
    unparsed: int = 0
    #: distinct abilities taken from the ability cache (of the cards not in ``cards_reused``)
    abilities_cached: int = 0
    #: distinct abilities compiled (not in the cache)
    abilities_compiled: int = 0
    #: cards whose line came from the kept output, unchanged since (see :func:`card_fingerprint`)
    cards_reused: int = 0
    #: whether the kept output those cards came from was compiled from the same database file
    #: (an earlier version of it), rather than from another database sharing those cards
    reused_same_database: bool = False
    #: the whole output copied from the cache: the database is byte for byte one compiled before
    from_output_cache: bool = False

    def as_json(self) -> dict[str, Any]:
        return {
            "cards": self.cards, "cards_compiled": self.compiled, "cards_partial": self.partial,
            "cards_unparsed": self.unparsed,
        }


def _compile_batch(batch: Sequence[tuple[PlainAbility, bool]]) -> list[Entry]:
    """In a worker: compile abilities that no card before them needed (each exactly once).
    The entries come back in the batch's order, without the keys, which the sender kept."""
    return [_compile_one(ability, is_spell) for ability, is_spell in batch]


def compile_cards(
    cards: Iterable[Card],
    write: Callable[[str], None],
    *,
    cache: Cache | None = None,
    jobs: int = 1,
    chunk_size: int = 250,
    batch_size: int = 48,
    progress: Callable[[int], None] | None = None,
    reuse: Mapping[bytes, tuple[str, str]] | None = None,
    fingerprints: bytearray | None = None,
) -> Summary:
    """Compile cards in order, calling ``write`` with each line (newline included).

    With several ``jobs``, this process normalises the cards and sends each ability that is
    neither cached nor already sent to the workers, in small batches (so the work stays
    balanced): an ability is parsed and compiled once, whichever cards share it. The lines are
    written in order as the batches they need come back.

    ``reuse`` maps card fingerprints to lines (and their statuses) compiled before by the same
    compiler: a card found there is not normalised again. ``fingerprints``, if given, gets each card's, in order.
    """
    summary = Summary()
    known = cache.abilities if cache is not None else {}
    added_total: dict[str, Entry] = {}
    hits: set[str] = set()
    earlier = reuse or {}

    def reused(card: Card) -> tuple[str, str] | None:
        if fingerprints is None and not earlier:
            return None
        fingerprint = card_fingerprint(card)
        if fingerprints is not None:
            fingerprints.extend(fingerprint)
        line = earlier.get(fingerprint)
        if line is not None:
            summary.cards_reused += 1
        return line

    def line_of(card: Card) -> tuple[str, str]:
        return reused(card) or card_line(card, known, added_total, hits)

    def emit(lines: list[tuple[str, str]]) -> None:
        for line, status in lines:
            write(line + "\n")
            summary.cards += 1
            setattr(summary, status, getattr(summary, status) + 1)
        if progress and lines:
            progress(len(lines))

    with collector_for_caches() as keep:
        if jobs <= 1:
            for chunk in _chunks(cards, chunk_size):
                emit([line_of(card) for card in chunk])
                keep()
        else:
            _compile_in_workers(cards, known, added_total, emit, jobs, batch_size, keep, reused, hits)
    summary.abilities_compiled = len(added_total)
    summary.abilities_cached = len(hits)
    if cache is not None:
        cache.abilities.update(added_total)
        cache.added += len(added_total)
    return summary


def _prepare_workers() -> None:
    """Import the compiler and build the parser, in the first worker, which the others are
    forked from. Workers start with the first batch: with every ability cached, neither is
    needed (1.7 s of a 14 s run)."""
    from . import compiler  # noqa: F401
    from .parser import _driver

    _driver()


def _compile_in_workers(
    cards: Iterable[Card],
    known: dict[str, Entry],
    added: dict[str, Entry],
    emit: Callable[[list[tuple[str, str]]], None],
    jobs: int,
    batch_size: int,
    keep: Callable[[], None],
    reused: Callable[[Card], tuple[str, str] | None],
    hits: set[str],
) -> None:
    #: cards in order, each with its plan (or its line and status, reused) and the number of
    #: batches it waits for
    waiting: collections.deque[tuple[Card, CardPlan | None, tuple[str, str] | None, int]] = collections.deque()
    sent: set[str] = set()
    #: the keys of each batch sent and not yet back: the workers send the entries only
    keys_sent: collections.deque[list[str]] = collections.deque()

    def batches() -> Iterator[list[tuple[PlainAbility, bool]]]:
        # plain tuples of strings: cheap to pickle, and only what parsing and compiling read
        batch: list[tuple[PlainAbility, bool]] = []
        keys: list[str] = []
        count = 0
        for planned, card in enumerate(cards, start=1):
            line = reused(card)
            if line is not None:
                waiting.append((card, None, line, 0))  # after the cards before it, nothing else
                continue
            plan = _plan_card(card)
            for _face_name, items in plan:
                for key, ability, is_spell in items:
                    if key in known:
                        hits.add(key)
                        continue
                    if key in sent:
                        continue
                    sent.add(key)
                    batch.append((ability, is_spell))
                    keys.append(key)
                    if len(batch) >= batch_size:
                        keys_sent.append(keys)
                        yield batch
                        count += 1
                        batch = []
                        keys = []
            # the card waits for the batch holding its last new ability (or an earlier one)
            waiting.append((card, plan, None, count + 1 if batch else count))
            if planned % 256 == 0:
                # With few or no new abilities (a cached run), cards are planned on and on
                # before a batch comes back, and nothing else tells the collector to stop
                # scanning them (1 s of a 5 s cached run).
                keep()
        if batch:
            keys_sent.append(keys)
            yield batch

    received = 0

    def flush() -> None:
        lines = []
        while waiting and waiting[0][3] <= received:
            card, plan, line, _needs = waiting.popleft()
            if line is not None:
                lines.append(line)
            else:
                assert plan is not None  # a card waits with its plan or its line
                lines.append(_assemble(card, plan, known, added))
        emit(lines)

    for results in map_in_workers(_compile_batch, batches(), jobs, prepare=_prepare_workers):
        added.update(zip(keys_sent.popleft(), results, strict=True))
        received += 1
        flush()
        keep()
    flush()  # every card waits for at most the last batch; with none sent, for nothing


def _chunks(cards: Iterable[Card], size: int) -> Iterator[list[Card]]:
    chunk: list[Card] = []
    for card in cards:
        chunk.append(card)
        if len(chunk) >= size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def file_digest(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()[:32]


def compile_database(
    database: str | Path | None,
    output: Path,
    *,
    jobs: int = 1,
    cache: Cache | None = None,
    progress: Callable[[int], None] | None = None,
    total: Callable[[int | None], None] | None = None,
    on_commit: Callable[[], None] | None = None,
) -> Summary:
    """Compile a database file (None: the bundled one) into ``output`` (see :func:`open_output`:
    a file atomically, a device or FIFO as a stream). ``on_commit`` is called once the output is
    complete, just before it is put in place; the caches are written after.

    ``progress`` is called with the number of cards written, now and then; ``total``, if given,
    with the number of cards to compile (or None if the file can be read only once), before
    any is: counting them reads the file through once more, which a copy from the cache skips.

    InputError if the output is the database itself (through links too), or the database
    cannot be read; OutputError if the output cannot be written."""
    from . import cards as cards_module

    source = cards_module.load(database)
    if same_file(source.path, output):
        raise InputError("the output is the card database itself; give another output file", path=str(output))
    digest = ""
    this_database = ""
    if cache is not None:
        try:
            digest = file_digest(Path(source.path))
        except OSError as exc:
            raise InputError(f"cannot read the database ({exc.strerror or exc})", path=source.path) from None
        this_database = database_source(source.path)
        kept = cache.kept_output(digest)
        if kept is not None:
            with open_output(output, on_commit=on_commit) as handle:
                writer(handle.write, str(output))(kept.text)
            cache.note_database(kept, this_database)  # its last output now
            return kept.summary()
    if total is not None:
        total(source.count())
    fingerprints = bytearray() if cache is not None else None
    reuse, reused_from = cache.reusable() if cache is not None else (None, None)
    keeper = cache.output_keeper(digest, this_database) if cache is not None else None
    try:
        with open_output(output, on_commit=on_commit) as handle:
            lines = _Lines(writer(handle.write, str(output)), *([keeper.write] if keeper is not None else []))
            summary = compile_cards(source, lines.write, cache=cache, jobs=jobs, progress=progress, reuse=reuse, fingerprints=fingerprints)
            lines.flush()
        if keeper is not None and fingerprints is not None:
            keeper.commit(summary, bytes(fingerprints))
    finally:
        if keeper is not None:
            keeper.discard()  # nothing left once it is in place
    if cache is not None:
        summary.reused_same_database = bool(summary.cards_reused) and reused_from == this_database
        cache.save()
    return summary


class _Lines:
    """Lines for the output and the kept output, encoded once and written a few hundred at a
    time (a write, an encoding and a checksum update for each line cost 0.05 s of a cached run)."""

    def __init__(self, *sinks: Callable[[bytes], object]):
        self.sinks = sinks
        self.pending: list[str] = []

    def write(self, line: str) -> None:
        self.pending.append(line)
        if len(self.pending) >= 512:
            self.flush()

    def flush(self) -> None:
        if self.pending:
            data = "".join(self.pending).encode("utf-8")
            self.pending.clear()
            for sink in self.sinks:
                sink(data)


_STATUSES = frozenset({"compiled", "partial", "unparsed"})


def _status_of_card(line: str) -> str:
    """The status a card's line gives; ValueError if it gives none."""
    at = line.index('"status":"') + 10
    status = line[at : line.index('"', at)]
    if status not in _STATUSES:
        raise ValueError(f"not a card's status: {status!r}")
    return status
