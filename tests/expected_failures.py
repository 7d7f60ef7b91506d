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
