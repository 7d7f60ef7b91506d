"""``--fix``: apply the replacements of fixable findings until none is left, and write files
atomically."""

from __future__ import annotations

import collections
import os
import tempfile
from pathlib import Path

import attrs

from ..cards import TypeLine
from .context import Target
from .fixes import apply_edits
from .model import Category, Diagnostic
from .runner import Options, lint_target

#: passes of lint-and-fix per card: a fix may reveal or enable another (mill, then its number)
MAX_PASSES = 5

#: the fields a fix may change, as Face attributes
_FACE_FIELDS = {"text": "oracle_text", "name": "name", "mana_cost": "mana_cost", "type_line": "type_line"}


@attrs.frozen
class Fixed:
    """A card after fixing: the card, the fixes applied (in the order applied), what remains."""

    target: Target
    applied: tuple[Diagnostic, ...]
    remaining: tuple[Diagnostic, ...]

    @property
    def changed(self) -> bool:
        return bool(self.applied)


def field_value(target: Target, face_index: int, field: str) -> str:
    face = target.card.faces[face_index]
    if field == "type_line":
        return face.type_line.text
    value = getattr(face, _FACE_FIELDS[field])
    return value or ""


def fix_target(target: Target, options: Options | None = None) -> Fixed:
    options = options or Options()
    applied: list[Diagnostic] = []
    diagnostics = lint_target(target, options)
    for _ in range(MAX_PASSES):
        # a syntax suggestion is a guess against a grammar that does not know all of Oracle
        # text yet: it is shown, never applied
        fixable = [d for d in diagnostics if d.replacement is not None and d.field in _FACE_FIELDS and d.category is not Category.SYNTAX]
        if not fixable:
            break
        by_field: dict[tuple[int, str], list[Diagnostic]] = collections.defaultdict(list)
        for d in fixable:
            by_field[(d.face_index, d.field)].append(d)
        faces = list(target.card.faces)
        progressed = False
        for (face_index, field), found in sorted(by_field.items()):
            old = field_value(target, face_index, field)
            edits = [(d.start, d.end, d.replacement or "") for d in found]
            new, done = apply_edits(old, edits)
            if not done:
                continue
            progressed = True
            applied.extend(d for d in found if (d.start, d.end, d.replacement or "") in done)
            face = faces[face_index]
            if field == "type_line":
                faces[face_index] = attrs.evolve(face, type_line=TypeLine.parse(new))
            elif field == "mana_cost":
                faces[face_index] = attrs.evolve(face, mana_cost=new or None)
            elif field == "name":
                faces[face_index] = attrs.evolve(face, name=new)
            else:
                faces[face_index] = attrs.evolve(face, oracle_text=new)
        if not progressed:
            break
        card = attrs.evolve(target.card, faces=tuple(faces))
        if len(faces) > 1 and any(d.field == "name" for d in applied):
            card = attrs.evolve(card, name=" // ".join(f.name for f in faces))
        target = attrs.evolve(target, card=card)
        diagnostics = lint_target(target, options)
    return Fixed(target=target, applied=tuple(applied), remaining=tuple(diagnostics))


def write_atomically(path: str, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file in the same folder and a rename, so
    that the file is never half written; the file keeps its permissions."""
    target = Path(path)
    mode = target.stat().st_mode if target.exists() else None
    handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="") as out:
            out.write(text)
        if mode is not None:
            os.chmod(temporary, mode & 0o7777)
        os.replace(temporary, target)
    except BaseException:
        if os.path.exists(temporary):
            os.unlink(temporary)
        raise

