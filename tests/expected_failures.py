"""Every test expected to fail, and why: the one place where the reasons of expected failures are.

Expected failures are strict (pyproject.toml: ``xfail_strict``): a test listed here that passes
fails the run, so its entry goes as soon as the cause is gone. tests/conftest.py fails an
expected failure whose reason is not one of these, and any skipped test: nothing is skipped.
"""

from __future__ import annotations

#: scenario files of tests/scenarios/ (by name, without .toml) that the engine does not pass yet:
#: a ruling it gets wrong, or an answer it never asks for; each runs as a strict expected failure
SCENARIOS: dict[str, str] = {}

#: tests/test_native.py, the tests of the compiled parser: they need an install that compiled it
NO_COMPILED_PARSER = (
    "this oraclec runs without a compiled parser (installed with ORACLEC_PURE_PYTHON=1 or without "
    "a C compiler, see hatch_build.py, or imported from sources on PYTHONPATH)"
)

#: tests/test_native.py: the bytecode hatch_build.py writes for an editable install
NOT_AN_EDITABLE_INSTALL = (
    "oraclec is not imported from the checkout pip installed as editable (a wheel, or another "
    "checkout's sources on PYTHONPATH, which no build wrote bytecode for)"
)

#: tests/fuzz/test_fuzz_regressions.py: an error message quotes an argument (a file name, an
#: argument argparse does not take) with its line breaks written as they are, so the one-line error
#: spans several lines
FUZZ_LINE_BREAK_IN_ARGUMENT = (
    "an argument's line breaks are written raw into the error that quotes it (argparse's "
    "'unrecognized arguments', a missing file's name): the error takes several lines"
)

#: tests/fuzz/test_fuzz_regressions.py: scenario.loader.load catches OSError only
FUZZ_NUL_IN_SCENARIO_PATH = "oraclec play of a file name with a NUL byte: ValueError from the file system, not an input error"

#: tests/fuzz/test_fuzz_cli.py: the fuzzed command lines meet the two failures above
FUZZ_ODD_ARGUMENTS = "fuzzed command lines meet FUZZ_LINE_BREAK_IN_ARGUMENT and FUZZ_NUL_IN_SCENARIO_PATH"
