"""The JSON Schema (draft 2020-12) of compiled output: one line of ``oraclec compile``.

Generated from the classes themselves, when asked for (``oraclec compile --schema``,
:func:`compiled_schema`, about a second with the imports), never kept as a file: the effect model
is the one description of what a line holds, so the schema cannot fall behind it, a new effect
class needs nothing more than its docstring, and the developers who add classes side by side do
not each regenerate (and conflict over) one file of some 12,000 lines. What it says:

* the envelope (:class:`~oraclec.compiled.CompiledCard`, its faces, ability lines and
  diagnostics): every field present, of the type its annotation gives;
* every effect-model class (:data:`oraclec.effects.CLASSES`) as a ``$defs`` entry of its name:
  an object whose ``"type"`` is that name (a ``const``), with its fields; a field without a default
  is required, one with a default may be left out (the writer leaves out a field equal to its
  default) and its ``default`` is given, as JSON; a field's ``#:`` comment is its
  ``description``. The entry's ``description`` is the first sentence of the class's docstring,
  with the rule of the Comprehensive Rules its first paragraph names (or, for a keyword action or
  ability, the rule that defines it: ``Transform`` -> CR 701.27);
* a field typed with a base class (``Reference``, ``Effect``, ``Value``) takes any registered
  class of that base: an ``any:<Base>`` entry lists their names and dispatches on ``"type"`` by a
  binary search of ``if``/``then``/``else``, so that a validator checks an object against its own
  class only, after a few tests of its name (an ``anyOf`` would try each class in turn, and report
  every failure; one ``if`` a class, 190 tests an object: a corpus took minutes to validate).

No field allows more than the writer writes: unknown fields are refused
(``additionalProperties: false``).
"""

from __future__ import annotations

import functools
import re
import types
import typing
from typing import Any

import attrs

from . import effects as fx
from .compiled import STATUSES, CompiledAbility, CompiledCard, CompiledFace, Diagnostic, converter
from .jsonio import SCHEMA_VERSION

DRAFT = "https://json-schema.org/draft/2020-12/schema"
#: the envelope's classes, in the order of a line
ENVELOPE = (CompiledCard, CompiledFace, CompiledAbility, Diagnostic)
_SCALARS: dict[Any, dict[str, Any]] = {
    str: {"type": "string"},
    int: {"type": "integer"},
    float: {"type": "number"},
    bool: {"type": "boolean"},
    type(None): {"type": "null"},
}
_CR = re.compile(r"\bCR (\d{3}(?:\.\d+[a-z]?)?)")


@functools.cache
def compiled_schema() -> dict[str, Any]:
    """The schema of one line of compiled output (see the module's docstring). The same object
    each call: do not change it."""
    defs: dict[str, Any] = {}
    builder = _Builder(defs)
    for cls in ENVELOPE[1:]:
        defs[cls.__name__] = builder.envelope_object(cls)
    for name in sorted(fx.CLASSES):
        defs[name] = builder.element_object(fx.CLASSES[name])
    card = builder.envelope_object(CompiledCard)
    # first, as in a line
    card["properties"] = {"schema_version": card["properties"].pop("schema_version"), **card["properties"]}
    card["required"] = ["schema_version", *(name for name in card["required"] if name != "schema_version")]
    return {
        "$schema": DRAFT,
        "$id": f"urn:oraclec:compiled-card:{SCHEMA_VERSION}",
        "title": "oraclec compiled card",
        **card,
        "description": (
            "One line of `oraclec compile` output (JSON Lines): a card's identity and "
            "characteristics, each face's abilities compiled to the effect model, and why any "
            "part did not compile."
        ),
        "$defs": dict(sorted(defs.items())),
    }


_COLORS = "colours as letters: W, U, B, R, G"
#: what the envelope's annotations do not say: the values a field takes, what it means
ENVELOPE_FIELDS: dict[tuple[type, str], dict[str, Any]] = {
    (CompiledCard, "schema_version"): {"const": SCHEMA_VERSION, "description": "the version of this schema: a reader of another refuses the line"},
    (CompiledCard, "name"): {"description": "the card's name as the source gives it (\"A // B\" for a card of two faces)"},
    (CompiledCard, "status"): {
        "enum": list(STATUSES),
        "description": "compiled: every ability parsed and compiled; partial: every ability parsed, some construct is Unsupported; unparsed: some ability did not parse",
    },
    (CompiledCard, "layout"): {"description": "the source's layout: normal, split, transform, modal_dfc, adventure, ..."},
    (CompiledCard, "mana_value"): {"minimum": 0, "description": "the card's mana value outside the stack (CR 202.3): a split card's halves added (CR 709.4), else the front face's; as the source gives it, else from the mana costs"},
    (CompiledCard, "colors"): {"description": f"the card's {_COLORS}; as the source gives them, else from the front face's mana cost (a split card's halves combined)"},
    (CompiledCard, "color_identity"): {"description": f"the card's colour identity (CR 903.4), {_COLORS}, as the source gives it"},
    (CompiledCard, "oracle_id"): {"description": "the Scryfall Oracle id, from either format (MTGJSON: identifiers.scryfallOracleId): one key for both"},
    (CompiledCard, "identifiers"): {"description": "the source's identifiers, unchanged: Scryfall id, oracle_id, multiverse_ids, mtgo_id, arena_id, tcgplayer_id, cardmarket_id, ...; MTGJSON uuid and identifiers (of the first face)"},
    (CompiledFace, "colors"): {"description": f"the face's {_COLORS}; as the source gives them (a colour indicator included), else from its mana cost"},
    (CompiledFace, "mana_cost"): {"description": "as printed, \"{2}{U}\"; null for a face without one (a land, most back faces)"},
    (CompiledFace, "type_line"): {"description": "as printed; supertypes, types and subtypes are its words (CR 205)"},
    (CompiledAbility, "text"): {"description": "the ability as printed, the card's name written ~"},
    (CompiledAbility, "status"): {"enum": list(STATUSES), "description": "as the card's, for this ability alone"},
    (CompiledAbility, "abilities"): {"description": "what the line compiled to: one line may hold several abilities (keywords)"},
    (Diagnostic, "face"): {"minimum": 0, "description": "the face's index in faces"},
    (Diagnostic, "ability"): {"minimum": 0, "description": "the ability's index in the face's abilities"},
    (Diagnostic, "kind"): {"enum": ["unsupported", "unparsed"]},
    (Diagnostic, "start"): {"description": "offsets into the ability's rules text, where known"},
}


def description_of(cls: type) -> str:
    """A class's one-line meaning: the first sentence of its docstring, with the CR rule its
    first paragraph names (or, for a keyword action or ability, the rule defining it) if that
    sentence names none. Empty for a class without a docstring of its own."""
    paragraph = _first_paragraph(cls)
    first = first_sentence(paragraph)
    rule = rule_reference(cls)
    if rule and rule.removeprefix("CR ") not in first:
        if not first:
            return rule
        ending = first[-1] if first[-1] in ".!?" else ""
        first = f"{first.removesuffix(ending)} ({rule}){ending}"
    return first


def _first_paragraph(cls: type) -> str:
    doc = cls.__dict__.get("__doc__") or ""
    return " ".join(doc.strip().split("\n\n")[0].split())


_ABBREVIATIONS = ("e.g.", "i.e.", "etc.", "vs.")


def first_sentence(text: str) -> str:
    """The text up to the end of its first sentence: a full stop, question or exclamation mark
    followed by a space, outside quotation marks and parentheses ("If [condition], [effects].
    Otherwise, ..." in quotes is one), and not that of an abbreviation."""
    depth = 0
    quoted = False
    for index, char in enumerate(text):
        if char == '"':
            quoted = not quoted
        elif char == "(":
            depth += 1
        elif char == ")":
            depth = max(0, depth - 1)
        elif (
            char in ".!?" and not quoted and depth == 0 and text[index + 1 : index + 2] == " "
            and not text[: index + 1].endswith(_ABBREVIATIONS)
        ):
            return text[: index + 1]
    return text


def rule_reference(cls: type) -> str:
    """``"CR 701.22"``: the first rule the first paragraph of a class's docstring names, else the
    rule defining the keyword of its name (``Proliferate`` -> 701.34); empty if neither."""
    found = _CR.search(_first_paragraph(cls))
    if found:
        return f"CR {found[1]}"
    words = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", cls.__name__).lower()
    rule = fx.rule_of(words)
    return f"CR {rule}" if rule else ""


_FIELD = re.compile(r"    (\w+): [^=#]+(?:=[^#]*)?(?:#:\s*(.*))?$")


def field_comments(cls: type) -> dict[str, str]:
    """The ``#:`` comments of a class's fields, as Sphinx reads them: the lines just above a
    field, or after it on its line, joined into one line."""
    lines = _module_lines(cls.__module__)
    start = next((i for i, line in enumerate(lines) if line.startswith(f"class {cls.__name__}(")), None)
    if start is None:
        return {}
    found: dict[str, str] = {}
    pending: list[str] = []
    for line in lines[start + 1 :]:
        if line and not line.startswith((" ", "#")):
            break  # the next top-level statement: the class ends
        stripped = line.strip()
        if stripped.startswith("#:"):
            pending.append(stripped[2:].strip())
            continue
        match = _FIELD.match(line)
        if match:
            text = " ".join([*pending, *([match[2]] if match[2] else [])])
            if text:
                found[match[1]] = text
        pending = []
    return found


@functools.cache
def _module_lines(module: str) -> list[str]:
    import sys

    path = getattr(sys.modules[module], "__file__", None)
    if not path:
        return []
    with open(path, encoding="utf-8") as handle:
        return handle.read().splitlines()


class _Builder:
    def __init__(self, defs: dict[str, Any]):
        self.defs = defs

    def envelope_object(self, cls: type) -> dict[str, Any]:
        """An envelope class: every field is written, so every field is required."""
        hints = typing.get_type_hints(cls)
        fields = attrs.fields(cls)
        schema: dict[str, Any] = {
            "type": "object",
            "properties": {f.name: {**self.of_type(hints[f.name]), **ENVELOPE_FIELDS.get((cls, f.name), {})} for f in fields},
            "required": [f.name for f in fields],
            "additionalProperties": False,
        }
        doc = description_of(cls)
        return {"description": doc, **schema} if doc else schema

    def element_object(self, cls: type) -> dict[str, Any]:
        """An effect-model class: tagged with ``"type"``, fields at their default left out."""
        hints = typing.get_type_hints(cls)
        comments = field_comments(cls)
        properties: dict[str, Any] = {"type": {"const": cls.__name__}}
        required = ["type"]
        for field in attrs.fields(cls):
            schema = self.of_type(hints[field.name])
            if field.name in comments:
                schema = {"description": comments[field.name], **schema}
            if field.default is attrs.NOTHING:
                required.append(field.name)
            else:
                default = field.default
                if type(default).__name__ == "Factory":  # attrs.Factory (typed as a function)
                    default = default.factory()
                schema = {**schema, "default": converter.unstructure(default)}
            properties[field.name] = schema
        return {
            "description": description_of(cls),
            "type": "object",
            "properties": properties,
            "required": required,
            "additionalProperties": False,
        }

    def of_type(self, hint: Any) -> dict[str, Any]:
        """The schema of a field's annotation."""
        if hint in _SCALARS:
            return dict(_SCALARS[hint])
        if hint is Any:
            return {}
        origin, args = typing.get_origin(hint), typing.get_args(hint)
        if origin in (typing.Union, types.UnionType):
            return self._union(args)
        if origin is tuple:
            if len(args) == 2 and args[1] is Ellipsis:
                return {"type": "array", "items": self.of_type(args[0])}
            return {
                "type": "array",
                "prefixItems": [self.of_type(arg) for arg in args],
                "minItems": len(args),
                "maxItems": len(args),
            }
        if origin is dict and args and args[0] is str:
            return {"type": "object", "additionalProperties": self.of_type(args[1])}
        if isinstance(hint, type) and issubclass(hint, fx.Element):
            return {"$ref": f"#/$defs/{self._element_kind(hint)}"}
        if isinstance(hint, type) and hint in ENVELOPE:
            return {"$ref": f"#/$defs/{hint.__name__}"}
        raise TypeError(f"no JSON Schema for the annotation {hint!r}")  # a new kind of field: add it here

    def _union(self, args: tuple[Any, ...]) -> dict[str, Any]:
        if all(arg in _SCALARS for arg in args):
            names = [_SCALARS[arg]["type"] for arg in args]
            if set(names) == {"integer", "number"}:
                return {"type": "number"}
            return {"type": names}
        # null first: a validator tries the alternatives in order, and null is the cheap one
        ordered = sorted(args, key=lambda arg: arg is not type(None))
        return {"anyOf": [self.of_type(arg) for arg in ordered]}

    def _element_kind(self, base: type) -> str:
        """The ``$defs`` name for "any registered class of ``base``": the class's own entry if it
        is the only one, else an ``any:<base>`` entry dispatching on ``"type"``."""
        members = sorted(name for name, cls in fx.CLASSES.items() if issubclass(cls, base))
        if not members:
            raise TypeError(f"no registered effect-model class is a {base.__name__}")
        if members == [base.__name__]:
            return base.__name__
        name = f"any:{base.__name__}"
        if name not in self.defs:
            self.defs[name] = {
                "description": f"Any {base.__name__} of the effect model: the object's \"type\" says which.",
                "type": "object",
                "required": ["type"],
                "properties": {"type": {"enum": members}},
                **_dispatch(members),
            }
        return name


def _dispatch(members: list[str]) -> dict[str, Any]:
    """``members``' entries chosen by ``"type"``: a binary search of ``if``/``then``/``else``, so
    that a validator tests some eight names to find an object's class among 190, not each."""
    if len(members) == 1:
        return {"$ref": f"#/$defs/{members[0]}"}
    half = len(members) // 2
    return {
        "if": {"properties": {"type": {"enum": members[:half]}}},
        "then": _dispatch(members[:half]),
        "else": _dispatch(members[half:]),
    }
