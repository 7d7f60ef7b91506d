"""The compiler: see :mod:`.effects`."""

from .effects import (
    COMPILER_VERSION,
    INTERNAL_ERROR,
    LOWERINGS,
    CannotLower,
    Lowering,
    LoweringBug,
    _walk,
    compile_face_for_runtime,
    compile_line,
    compile_line_with_problems,
    keyword_name,
    lowers,
    part_of,
    unsupported,
    unsupported_in,
)
