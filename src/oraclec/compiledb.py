"""Compile a card database into JSON Lines, fast and dependably.

* **Output**: one :class:`~oraclec.compiled.CompiledCard` a line, in database order, written
  through :func:`oraclec.compiled.to_json`; byte-identical across runs and ``jobs`` values.
* **Atomic**: written to a temporary file in the output's folder, then renamed over the output;
  an interrupted run leaves the previous output (or none), never half a file.
* **Cache** (:class:`Cache`): compiled abilities keyed by their normalised text and whether they
  are on an instant or sorcery, under a key of the compiler, grammar, effect model and schema
  (:func:`source_key`, the package's code and grammar). On top, a whole output is kept for the exact bytes of
  the database it came from, so recompiling an unchanged database is a copy; and beside it each
  card's fingerprint (:func:`card_fingerprint`), so that a changed database takes the lines of
  its unchanged cards from that output without normalising them again (and the path of the
  database it came from, so that a summary can say whether they are the same file's).
  The cache lives in ``$ORACLEC_CACHE_DIR``, else ``$XDG_CACHE_HOME/oraclec``, else
  ``~/.cache/oraclec``; delete the folder to clear it, or pass ``cache=None``.
"""

from __future__ import annotations

import collections
import contextlib
import hashlib
import os
import pickle
import shutil
import tempfile
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, TypeVar

import attrs

from .cards import Card
from .errors import InputError, OutputError
from .jsonio import SCHEMA_VERSION, dumps
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




@attrs.define
class Cache:
    """Compiled abilities by text (and whole outputs by database bytes), for one compiler key."""

    folder: Path
    key: str = attrs.field(factory=lambda: source_key())
    #: read from the folder on first use: an unchanged database is copied from the cache
    #: without reading the compiled abilities at all
    _abilities: dict[str, Entry] | None = None
    added: int = 0

    #: why the cache could not be used (its folder, the system's reason), if it could not: a
    #: cache is never an error, the work is done without it (the command line says so)
    problem: str | None = None

    @classmethod
    def open(cls, folder: Path | None = None) -> Cache:
        return cls(folder=folder or cache_dir())

    def guarded(self, action: Callable[[], T], instead: T) -> T:
        """``action()`` on the cache folder, or ``instead`` when the folder refuses (read-only, a
        file, a cache file replaced by a folder): :attr:`problem` says why."""
        try:
            return action()
        except (OSError, OutputError) as exc:
            self._unusable(exc)
            return instead

    def _unusable(self, exc: OSError | OutputError) -> None:
        if isinstance(exc, OutputError):
            problem = f"{exc.path}: {exc.error.strerror or exc.error}"
        elif isinstance(exc, FileExistsError):  # mkdir of a path that is a file
            problem = f"{exc.filename or self.folder}: not a folder"
        else:
            problem = f"{exc.filename or self.folder}: {exc.strerror or exc}"
        self.problem = self.problem or problem  # the first: what went wrong next follows from it

    @property
    def abilities(self) -> dict[str, Entry]:
        if self._abilities is None:
            self._abilities = self._load()
        return self._abilities

    def _load(self) -> dict[str, Entry]:
        path = self._abilities_path
        try:
            with path.open("rb") as handle:
                data = pickle.load(handle)
            if isinstance(data, dict):
                return data
        except FileNotFoundError:
            pass  # none yet
        except OSError as exc:  # a folder that cannot be read: the abilities are compiled again
            self._unusable(exc)
        except (pickle.UnpicklingError, EOFError, AttributeError, ValueError):
            pass  # a damaged cache is rebuilt, never trusted
        return {}

    @property
    def _abilities_path(self) -> Path:
        return self.folder / f"abilities-{self.key}.pickle"

    def output_path(self, database_digest: str) -> Path:
        return self.folder / f"output-{self.key}-{database_digest}.jsonl"

    def kept_output_database(self) -> str | None:
        """The path (resolved) of the database the kept output was compiled from, if known."""
        for output in self.folder.glob(f"output-{self.key}-*.jsonl"):
            try:
                return output.with_suffix(".source").read_text(encoding="utf-8")
            except (OSError, ValueError):
                return None
        return None

    def reusable_lines(self) -> dict[bytes, tuple[str, str]]:
        """The lines of the kept output, with their statuses, by the fingerprints of their cards
        (nothing if there is no output of this compiler key, or it does not match its
        fingerprints)."""
        for output in self.folder.glob(f"output-{self.key}-*.jsonl"):
            try:
                fingerprints = output.with_suffix(".cards").read_bytes()
                lines = output.read_text(encoding="utf-8").splitlines()
                if len(fingerprints) != FINGERPRINT_SIZE * len(lines):
                    raise ValueError("not a fingerprint a line")
                statuses = [_status_of_card(line) for line in lines]
            except (OSError, ValueError):  # none, or damaged (UnicodeDecodeError is a ValueError)
                continue  # never trusted
            size = FINGERPRINT_SIZE
            return {fingerprints[i * size : (i + 1) * size]: (line, statuses[i]) for i, line in enumerate(lines)}
        return {}

    def save(self) -> None:
        """Write the ability cache (atomically) if it grew; forget caches of other keys."""
        if not self.added:
            return
        self.folder.mkdir(parents=True, exist_ok=True)
        with atomic_write(self._abilities_path, binary=True) as handle:
            pickle.dump(self.abilities, handle, protocol=pickle.HIGHEST_PROTOCOL)
        for old in self.folder.glob("abilities-*.pickle"):
            if old != self._abilities_path:
                old.unlink(missing_ok=True)
        self.added = 0

    def note_database(self, database_digest: str, database: str) -> None:
        """Record ``database`` as the file the kept output of these bytes was last compiled for.
        Only the summary's wording depends on it: a cache that cannot be written keeps the old."""
        path = self.output_path(database_digest).with_suffix(".source")
        try:
            if path.exists() and path.read_text(encoding="utf-8") == database:
                return
            with atomic_write(path) as handle:
                handle.write(database)
        except (OSError, ValueError):
            pass

    def store_output(self, database_digest: str, output: Path, fingerprints: bytes, database: str = "") -> None:
        """Keep ``output`` and its cards' fingerprints, one after another in its order, and the
        path of the ``database`` it was compiled from."""
        self.folder.mkdir(parents=True, exist_ok=True)
        for suffix in ("jsonl", "cards", "source"):
            for old in self.folder.glob(f"output-*.{suffix}"):
                old.unlink(missing_ok=True)  # one kept output: the cache must not grow without bound
        target = self.output_path(database_digest)
        with atomic_write(target, binary=True) as handle, output.open("rb") as source:
            shutil.copyfileobj(source, handle)
        with atomic_write(target.with_suffix(".cards"), binary=True) as handle:
            handle.write(fingerprints)
        self.note_database(database_digest, database)


@contextmanager
def atomic_write(path: Path, *, binary: bool = False) -> Iterator[IO[Any]]:
    """Write ``path`` through a temporary file in the same folder, renamed into place on success
    (and removed on any failure, interruptions included). The folder refusing the file, and the
    last writes, the rename failing, raise :class:`~oraclec.errors.OutputError`; the caller's
    own writes raise what they raise (see :func:`writer`)."""
    path = Path(path)
    try:
        handle = tempfile.NamedTemporaryFile(  # noqa: SIM115
            mode="wb" if binary else "w", dir=path.parent, prefix=f".{path.name}.", suffix=".tmp",
            delete=False, **({} if binary else {"encoding": "utf-8", "newline": "\n"}),
        )
    except OSError as exc:
        raise OutputError(str(path), exc) from None
    try:
        with handle:
            yield handle
            _or_output_error(handle.flush, path)
        _or_output_error(lambda: os.chmod(handle.name, 0o666 & ~_umask()), path)  # a temporary file is private; the output is not
        _or_output_error(lambda: os.replace(handle.name, path), path)
    except BaseException:
        with contextlib.suppress(OSError):
            Path(handle.name).unlink(missing_ok=True)
        raise


def _or_output_error(action: Callable[[], object], path: Path) -> None:
    try:
        action()
    except OSError as exc:
        raise OutputError(str(path), exc) from None


def writer(write: Callable[[str], object], path: str) -> Callable[[str], None]:
    """``write``, with the system's refusal (a full disk) as :class:`~oraclec.errors.OutputError`
    for ``path``: told apart from the other errors of the work that produces the text."""

    def guarded(text: str) -> None:
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
    faces = tuple((f.name, f.mana_cost, f.type_line.text, f.oracle_text, f.power, f.toughness, f.loyalty, f.defense) for f in card.faces)
    fields = (card.name, card.layout, faces, card.keywords, card.oracle_id, card.color_identity)
    return hashlib.blake2b(repr(fields).encode(), digest_size=FINGERPRINT_SIZE).digest()


def _entry(parsed_ability: Any) -> Entry:
    from . import compiled

    ability, diags = compiled.compile_ability(parsed_ability)
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
    for face_index, (face_name, items) in enumerate(plan):
        fragments: list[str] = []
        for ability_index, (key, _text, _is_spell) in enumerate(items):
            entry = abilities.get(key) or added[key]
            fragment, diags = entry
            fragments.append(fragment)
            statuses.add(_status_of(fragment))
            for kind, message, node, dtext, start, end in diags:
                diagnostics.append(_diagnostic_json(face_index, ability_index, kind, message, node, dtext, start, end))
        faces_json.append('{"name":' + dumps(face_name) + ',"abilities":[' + ",".join(fragments) + "]}")
    status = "unparsed" if "unparsed" in statuses else "partial" if "partial" in statuses else "compiled"
    line = (
        '{"schema_version":' + str(SCHEMA_VERSION) + ',"name":' + dumps(card.name)
        + ',"status":"' + status + '","faces":[' + ",".join(faces_json) + '],"diagnostics":['
        + ",".join(diagnostics) + "]}"
    )
    return line, status


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
) -> Summary:
    """Compile a database file (None: the bundled one) into ``output``, atomically.

    ``progress`` is called with the number of cards written, now and then; ``total``, if given,
    with the number of cards to compile (or None if the file can be read only once), before
    any is: counting them reads the file through once more, which a copy from the cache skips."""
    from . import cards as cards_module

    source = cards_module.load(database)
    digest = ""
    if cache is not None:
        try:
            digest = file_digest(Path(source.path))
        except OSError as exc:
            raise InputError(f"cannot read the database ({exc.strerror or exc})", path=source.path) from None
        hit = cache.output_path(digest)
        try:
            summary = _summary_of_output(hit)
            with atomic_write(output, binary=True) as handle, hit.open("rb") as cached:
                write = writer(handle.write, str(output))  # an error reading the cache: compile
                for block in iter(lambda: cached.read(1 << 20), b""):
                    write(block)  # type: ignore[arg-type]
        except (OSError, ValueError):  # none, or damaged (UnicodeDecodeError is a ValueError): compile
            pass
        else:
            cache.guarded(lambda: cache.note_database(digest, str(Path(source.path).resolve())), None)  # its last output now
            summary.from_output_cache = True
            return summary
    if total is not None:
        total(source.count())
    fingerprints = bytearray() if cache is not None else None
    nothing: dict[bytes, tuple[str, str]] = {}
    reuse = cache.guarded(cache.reusable_lines, nothing) if cache is not None else None
    database_path = str(Path(source.path).resolve())
    with atomic_write(output) as handle:
        write = writer(handle.write, str(output))
        summary = compile_cards(source, write, cache=cache, jobs=jobs, progress=progress, reuse=reuse, fingerprints=fingerprints)
    if cache is not None and fingerprints is not None:
        summary.reused_same_database = bool(summary.cards_reused) and cache.guarded(cache.kept_output_database, None) == database_path
        cache.guarded(cache.save, None)
        cache.guarded(lambda: cache.store_output(digest, output, bytes(fingerprints), database_path), None)
    return summary


def _summary_of_output(path: Path) -> Summary:
    summary = Summary()
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            summary.cards += 1
            status = _status_of_card(line)
            setattr(summary, status, getattr(summary, status) + 1)
    return summary


_STATUSES = frozenset({"compiled", "partial", "unparsed"})


def _status_of_card(line: str) -> str:
    """The status a card's line gives; ValueError if it gives none."""
    at = line.index('"status":"') + 10
    status = line[at : line.index('"', at)]
    if status not in _STATUSES:
        raise ValueError(f"not a card's status: {status!r}")
    return status
