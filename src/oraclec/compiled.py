"""Compiled cards: the output model, its JSON form, and compiling a card.

A database compiles to JSON Lines, one card a line (``oraclec compile``). Every line is one
:class:`CompiledCard` written through :data:`converter`, the one cattrs converter of the effect
model; :func:`load_compiled` reads a file back into the same objects, so
``compile_card(card) == load_compiled(path)[i]``.

The JSON form (``schema_version`` 2), one object a line; ``oraclec compile --schema`` prints its
JSON Schema (:mod:`oraclec.schema`)::

    {"schema_version": 2,
     "name": "Think Twice",
     "status": "compiled" | "partial" | "unparsed",
     "layout": "normal", "mana_value": 2, "colors": ["U"], "color_identity": ["U"],
     "oracle_id": "..." | null,                  # the Scryfall Oracle id, from either format
     "identifiers": {"id": "...", ...},          # the source's, unchanged (MTGJSON: uuid, identifiers)
     "faces": [{"name": "Think Twice", "mana_cost": "{1}{U}", "colors": ["U"],
                "type_line": "Instant", "supertypes": [], "types": ["Instant"], "subtypes": [],
                "power": null, "toughness": null, "loyalty": null, "defense": null,
                "abilities": [{"text": "Draw a card.",           # the ability as printed (normalised)
                               "status": "compiled" | "partial" | "unparsed",
                               "abilities": [<ability>, ...]}]}],  # one line may hold several (keywords)
     "diagnostics": [{"face": 0, "ability": 1, "kind": "unsupported" | "unparsed",
                      "message": "...", "node": "ObjectNp", "text": "...", "start": 3, "end": 9}]}

Mana value and colours are the source's where it gives them, else worked out from the mana costs
(:func:`oraclec.cardmodel.card_mana_value`, :func:`~oraclec.cardmodel.card_colors`).

An ``<ability>``, and every effect-model object inside it, is a JSON object whose ``"type"`` is
its class name in :mod:`oraclec.effects` (``"SpellAbility"``, ``"Draw"``, ``"Filter"``, ...),
followed by its fields in declaration order; fields equal to their default are left out.
Tuples are arrays. ``status`` is ``compiled`` when every ability of every face parsed and has no
``Unsupported`` node, ``partial`` when every ability parsed but some construct is
``Unsupported``, ``unparsed`` when some ability did not parse.
"""

from __future__ import annotations

import functools
import typing
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import attrs
import cattrs
from cattrs.gen import make_dict_structure_fn, make_dict_unstructure_fn

from . import effects as fx
from .cardmodel import card_characteristics, face_characteristics
from .errors import InputError
from .jsonio import SCHEMA_VERSION, dumps, loads

STATUSES = ("compiled", "partial", "unparsed")


@attrs.frozen(kw_only=True)
class Diagnostic:
    """Why part of a card did not compile: where (face, ability, offsets in its rules text)."""

    face: int
    ability: int
    kind: str  #: "unsupported" | "unparsed"
    message: str
    node: str = ""
    text: str = ""
    start: int | None = None
    end: int | None = None


@attrs.frozen(kw_only=True)
class CompiledAbility:
    """One ability line of a face: its text and the abilities it compiled to."""

    text: str
    status: str
    abilities: tuple[fx.Ability, ...] = ()


@attrs.frozen(kw_only=True)
class CompiledFace:
    """One face of a compiled card: its characteristics as printed, and its abilities."""

    name: str
    mana_cost: str | None = None
    #: W U B R G, as the source gives them (a colour indicator included), else from the mana cost
    colors: tuple[str, ...] = ()
    type_line: str = ""
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    abilities: tuple[CompiledAbility, ...] = ()


@attrs.frozen(kw_only=True)
class CompiledCard:
    """A compiled card: its identity and characteristics, each face's abilities compiled, and why
    any part did not compile."""

    name: str
    status: str
    #: the source's layout ("normal", "split", "transform", ...)
    layout: str = "normal"
    #: outside the stack: a split card's halves combined (CR 709.4), else the front face's
    mana_value: int | float = 0
    colors: tuple[str, ...] = ()
    color_identity: tuple[str, ...] = ()
    #: the Scryfall Oracle id (from either format), the one key shared by both
    oracle_id: str | None = None
    #: the source's identifiers, unchanged: Scryfall ``id``, ``oracle_id``, ``arena_id``, ...;
    #: MTGJSON ``uuid``, ``identifiers``
    identifiers: dict[str, Any] = attrs.field(factory=dict, hash=False)
    faces: tuple[CompiledFace, ...] = ()
    diagnostics: tuple[Diagnostic, ...] = ()
    schema_version: int = SCHEMA_VERSION

    @property
    def abilities(self) -> list[fx.Ability]:
        return [a for face in self.faces for line in face.abilities for a in line.abilities]


# -- the converter ----------------------------------------------------------------------------------
def _is_element(cls: Any) -> bool:
    return isinstance(cls, type) and issubclass(cls, fx.Element)


def _is_element_tuple(cls: Any) -> bool:
    """``tuple[Effect, ...]`` and the like."""
    args = typing.get_args(cls)
    return typing.get_origin(cls) is tuple and len(args) == 2 and args[1] is Ellipsis and _is_element(args[0])


def make_converter() -> cattrs.Converter:
    """The converter for compiled output: effect-model objects tagged with ``"type"``, defaults
    omitted, fields in declaration order."""
    conv = cattrs.Converter()
    unstructure_fns: dict[type, Any] = {}
    structure_fns: dict[type, Any] = {}

    def unstructure_element(obj: Any) -> dict[str, Any]:
        cls = type(obj)
        fn = unstructure_fns.get(cls)
        if fn is None:
            if fx.CLASSES.get(cls.__name__) is not cls:
                raise TypeError(f"{cls.__name__} is not a registered effect-model class")
            fn = unstructure_fns[cls] = make_dict_unstructure_fn(cls, conv, _cattrs_omit_if_default=True)
        return {"type": cls.__name__, **fn(obj)}

    def structure_element(data: Any, declared: type) -> Any:
        if not isinstance(data, dict) or "type" not in data:
            raise ValueError(f"expected an effect-model object with a \"type\", got {data!r:.80}")
        cls = fx.CLASSES.get(data["type"])
        if cls is None:
            raise ValueError(f"unknown effect-model class {data['type']!r}")
        if not issubclass(cls, declared):
            raise ValueError(f"{data['type']} where a {declared.__name__} is expected")
        fn = structure_fns.get(cls)
        if fn is None:
            fn = structure_fns[cls] = make_dict_structure_fn(cls, conv, _cattrs_forbid_extra_keys=False)
        body = {k: v for k, v in data.items() if k != "type"}
        return fn(body, cls)

    def unstructure_elements(items: Any) -> list[dict[str, Any]]:
        # what cattrs' own hook gives (a list), from a list comprehension instead of a
        # generator handed to list(): a third less time for the many tuples of effects
        return [unstructure_element(item) for item in items]

    conv.register_unstructure_hook_func(_is_element, unstructure_element)
    conv.register_unstructure_hook_func(_is_element_tuple, unstructure_elements)
    conv.register_structure_hook_func(_is_element, structure_element)
    conv.register_structure_hook(int | float, _structure_number)  # a mana value: 3, or 0.5 ({HW})
    # tuple[str, str, Value] (Filter.stat) and the like: by position
    return conv


def _structure_number(value: Any, _declared: Any) -> int | float:
    if type(value) not in (int, float):
        raise ValueError(f"expected a number, got {value!r:.80}")
    return value


converter = make_converter()


def to_json(card: CompiledCard) -> str:
    """One line of a compiled file (no newline)."""
    data = {"schema_version": card.schema_version, **{k: v for k, v in converter.unstructure(card).items() if k != "schema_version"}}
    return dumps(data)


def from_json(line: str, *, where: str = "") -> CompiledCard:
    try:
        data = loads(line)
    except ValueError as exc:  # json.JSONDecodeError and orjson.JSONDecodeError
        raise InputError(f"not JSON: {exc}", where=where) from None
    if not isinstance(data, dict):
        raise InputError("expected a compiled card object", where=where)
    version = data.get("schema_version")
    if version != SCHEMA_VERSION:
        raise InputError(f"schema_version {version!r}, expected {SCHEMA_VERSION} (recompile with this oraclec)", where=where)
    try:
        return converter.structure(data, CompiledCard)
    except (cattrs.BaseValidationError, ValueError, TypeError, KeyError) as exc:
        raise InputError(f"not a compiled card: {_first_error(exc)}", where=where) from None


def _first_error(exc: BaseException) -> str:
    if isinstance(exc, cattrs.BaseValidationError) and exc.exceptions:
        return _first_error(exc.exceptions[0])
    return str(exc)


def load_compiled(path: str | Path) -> list[CompiledCard]:
    """Read a file written by ``oraclec compile`` (or :func:`write_compiled`)."""
    return list(iter_compiled(path))


def iter_compiled(path: str | Path) -> Iterator[CompiledCard]:
    try:
        handle = open(path, encoding="utf-8")  # noqa: SIM115
    except OSError as exc:
        raise InputError(exc.strerror or str(exc), path=str(path)) from None
    with handle:
        for number, line in enumerate(handle, start=1):
            if line.strip():
                yield from_json(line, where=f"{path}: line {number}")


# -- compiling ----------------------------------------------------------------------------------------
@functools.lru_cache(maxsize=1)
def compiler_key() -> str:
    """What the compiled form of a text depends on: the compiler, the grammar, the model and the
    schema. It keys the compile cache."""
    import hashlib

    from . import compiler
    from .parser import grammar_text

    digest = hashlib.sha256()
    digest.update(f"{SCHEMA_VERSION}|{compiler.COMPILER_VERSION}|".encode())
    digest.update(grammar_text().encode())
    for name in sorted(fx.CLASSES):
        cls = fx.CLASSES[name]
        digest.update(f"{name}({','.join(f'{a.name}={a.default!r}' for a in attrs.fields(cls))})".encode())
    package = Path(__file__).parent
    compiler_sources = sorted((package / "compiler").glob("*.py"))
    for source in (*compiler_sources, package / "effects" / "definitions.py", package / "vocabulary.py"):
        if source.exists():
            digest.update(source.read_bytes())
    return digest.hexdigest()[:16]


@functools.cache
def _compiler() -> Any:
    """The compiler, imported on first use (reading compiled files needs none of it) and once:
    an import statement in :func:`compile_ability` cost a look-up for every ability."""
    from . import compiler

    return compiler


def compile_ability(parsed: Any, earlier: Sequence[Any] = ()) -> tuple[CompiledAbility, list[Diagnostic]]:
    """One parsed ability (:class:`oraclec.parser.ParsedAbility`) compiled; the diagnostics have
    face and ability 0, to be placed by the caller. ``earlier``: the parsed abilities before it
    on its face, for a paragraph of a spell that names what they named
    (``compiler.needs_earlier_paragraphs``)."""
    text = parsed.text.text
    if parsed.line is None:
        error = parsed.error
        message = error.reason if error is not None else "did not parse"
        diag = Diagnostic(face=0, ability=0, kind="unparsed", message=message,
                          start=getattr(error, "start", None), end=getattr(error, "end", None))
        return CompiledAbility(text=text, status="unparsed"), [diag]
    compiler = _compiler()
    abilities, problems = compiler.compile_line_with_problems(parsed.line, text=parsed.text.rules)
    if earlier and compiler.needs_earlier_paragraphs(problems) and (again := compiler.compile_after_earlier([*earlier, parsed], len(earlier))) is not None:
        abilities, problems = again
    diags = [
        Diagnostic(face=0, ability=0, kind="unsupported", message=p.reason, node=p.node, text=p.text, start=p.start, end=p.end)
        for p in problems
    ]
    return CompiledAbility(text=text, status="partial" if problems else "compiled", abilities=abilities), diags


def card_status(abilities: list[CompiledAbility]) -> str:
    statuses = {a.status for a in abilities}
    if "unparsed" in statuses:
        return "unparsed"
    if "partial" in statuses:
        return "partial"
    return "compiled"


def compile_card(card: Any) -> CompiledCard:
    """Parse and compile a card (:class:`oraclec.cards.Card`)."""
    from .parser import parse_card

    parsed = parse_card(card)
    faces = []
    diagnostics: list[Diagnostic] = []
    every: list[CompiledAbility] = []
    for face_index, face in enumerate(parsed.faces):
        lines = []
        for ability_index, ability in enumerate(face.abilities):
            compiled, diags = compile_ability(ability, face.abilities[:ability_index])
            lines.append(compiled)
            diagnostics.extend(attrs.evolve(d, face=face_index, ability=ability_index) for d in diags)
        # a die-result table (CR 706.2) is checked as a whole: its rows are lines of their own
        for ability_index, reason in _compiler().merge_die_tables([line.abilities for line in lines])[1].items():
            lines[ability_index] = attrs.evolve(lines[ability_index], status="partial")
            diagnostics.append(Diagnostic(face=face_index, ability=ability_index, kind="unsupported", message=reason))
        every.extend(lines)
        faces.append(CompiledFace(name=face.face.name, **_as_fields(face_characteristics(face.face)), abilities=tuple(lines)))
    return CompiledCard(
        name=card.name, status=card_status(every), **_as_fields(card_characteristics(card)), faces=tuple(faces), diagnostics=tuple(diagnostics)
    )


def _as_fields(characteristics: dict[str, Any]) -> dict[str, Any]:
    """The characteristics of a card or face (as its JSON line gives them) as the fields of its
    compiled object: lists as tuples, as read back from a file."""
    return {key: tuple(value) if isinstance(value, list) else value for key, value in characteristics.items()}
