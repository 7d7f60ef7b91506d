"""Build hook: compile the parser's hot path with mypyc (NATIVE_MODULES: normalising, lexing,
parsing, and rendering back for the round-trip check).

Parsing is half of a cold ``oraclec compile``; compiled to C by mypyc (mypy's compiler, from the
same type annotations) it takes about a third less time, and the output is byte for byte the
same. The modules stay plain Python source: the compiled form is an optional extra.

* A wheel gets the compiled modules beside their sources (and a platform tag).
* An editable install (``pip install -e .``) gets them in ``src/``, moved into place atomically
  so that running processes keep the files they loaded. ``oraclec.native`` loads the sources
  instead once a source no longer matches what was compiled (see there).
* Without a C compiler or mypy, or with ``ORACLEC_PURE_PYTHON=1`` set, the build says so and
  the package is pure Python: slower, otherwise the same.

The compiled files are listed in ``oraclec/native-build.txt`` with a digest of each source.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

#: the modules compiled, as paths under src/
NATIVE_MODULES = ("oraclec/text.py", "oraclec/lexer.py", "oraclec/parser.py", "oraclec/render.py")
#: the name of mypyc's shared library for them (a top-level module, <GROUP>__mypyc)
GROUP = "oraclec_native"
MANIFEST = "oraclec/native-build.txt"
#: the parser's tables, built from the grammar (oraclec.parser.SHIPPED_TABLES)
TABLES = "oraclec/grammar-tables.marshal"

_SETUP = """
import sys
from setuptools import setup
from mypyc.build import mypycify

modules, target, cache, GROUP = sys.argv[1].split(","), sys.argv[2], sys.argv[3], sys.argv[4]
setup(
    name="oraclec-native",
    ext_modules=mypycify(["--cache-dir=" + cache, "--follow-imports=silent", *modules], group_name=GROUP, target_dir=target),
    script_args=["build_ext", "--build-lib", target + "/lib", "--build-temp", target + "/temp"],
)
"""


def source_digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def compiled_names() -> list[str]:
    """The files mypyc makes, as paths under src/ (and in the wheel), for this Python."""
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    return [module.removesuffix(".py") + suffix for module in NATIVE_MODULES] + [f"{GROUP}__mypyc{suffix}"]


def manifest_of(source: Path) -> dict[str, str]:
    """Module name -> digest of its source under ``source``: what native-build.txt lists."""
    return {module.removesuffix(".py").replace("/", "."): source_digest(source / module) for module in NATIVE_MODULES}


class NativeParserHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        self._folder: tempfile.TemporaryDirectory[str] | None = None
        if self.target_name != "wheel":
            return
        if version == "editable":
            _byte_compile(Path(self.root) / "src" / "oraclec")
        self._folder = tempfile.TemporaryDirectory(prefix="oraclec-build-")
        self._ship_tables(version, build_data)
        if os.environ.get("ORACLEC_PURE_PYTHON"):
            self._say("ORACLEC_PURE_PYTHON is set: building a pure-Python oraclec")
            return
        if version == "editable" and self._compiled_in_place():
            self._say("the compiled modules in src/ match their sources: not compiling again")
            return
        built = self._compile(Path(self._folder.name))
        if built is None:
            return
        source = Path(self.root) / "src"
        if version == "editable":
            # sources and compiled modules side by side in src/, as a wheel has them
            for path, name in built.items():
                _replace(path, source / name)
        else:
            build_data["force_include"].update({str(path): name for path, name in built.items()})
            build_data["pure_python"] = False
            build_data["infer_tag"] = True

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        if self._folder is not None:
            self._folder.cleanup()

    def _ship_tables(self, version: str, build_data: dict[str, Any]) -> None:
        """Build the parser's tables from the grammar and ship them in the package
        (``oraclec/grammar-tables.marshal``), so that no run of oraclec depends on a file an
        earlier run left behind. Without them (a failure here is reported, not fatal) oraclec
        builds the tables itself on first use and keeps them in the user's cache folder."""
        assert self._folder is not None
        source = Path(self.root) / "src"
        target = source / TABLES if version == "editable" else Path(self._folder.name) / "grammar-tables.marshal"
        script = "import sys; from oraclec.parser import build_shipped_tables; build_shipped_tables(sys.argv[1])"
        # the sources, not compiled modules an earlier editable install left in src/
        # (prepended: pip's isolated build environment reaches its packages through PYTHONPATH)
        path = os.pathsep.join(p for p in (str(source), os.environ.get("PYTHONPATH", "")) if p)
        env = {**os.environ, "PYTHONPATH": path, "ORACLEC_PURE_PYTHON": "1", "PYTHONDONTWRITEBYTECODE": "1"}
        process = subprocess.run([sys.executable, "-c", script, str(target)], cwd=source, env=env, capture_output=True, text=True, check=False)
        if process.returncode:
            output = (process.stdout + process.stderr).strip().splitlines()
            self._say("building the parser's tables failed; oraclec will build them on first use:\n    " + "\n    ".join(output[-15:]))
            return
        if version != "editable":
            build_data["force_include"][str(target)] = TABLES

    def _compiled_in_place(self) -> bool:
        """Whether src/ holds compiled modules for this Python, built from the current sources
        (pip builds an editable install twice: for its metadata, then for itself)."""
        source = Path(self.root) / "src"
        try:
            listed = dict(line.split(" ", 1) for line in (source / MANIFEST).read_text(encoding="utf-8").splitlines())
        except (OSError, ValueError):
            return False
        return listed == manifest_of(source) and all((source / name).exists() for name in compiled_names())

    def _compile(self, folder: Path) -> dict[Path, str] | None:
        """Compile into ``folder``; the files built and where each goes in the package tree, or
        None (and why, on stderr) when compiling is not possible here."""
        try:
            import mypyc  # noqa: F401
            import setuptools  # noqa: F401
        except ImportError as exc:
            self._say(f"mypyc is not installed ({exc}): building a pure-Python oraclec")
            return None
        source = Path(self.root) / "src"
        script = folder / "setup_native.py"
        script.write_text(_SETUP, encoding="utf-8")
        process = subprocess.run(
            [sys.executable, str(script), ",".join(NATIVE_MODULES), str(folder / "out"), str(folder / "mypy-cache"), GROUP],
            cwd=source, capture_output=True, text=True, check=False,
        )
        if process.returncode:
            output = (process.stdout + process.stderr).strip().splitlines()
            self._say("compiling the parser with mypyc failed; building a pure-Python oraclec:\n    " + "\n    ".join(output[-15:]))
            return None
        lib = folder / "out" / "lib"
        built = {lib / name: name for name in compiled_names()}
        missing = [str(path) for path in built if not path.exists()]
        if missing:
            self._say(f"mypyc did not write {', '.join(missing)}; building a pure-Python oraclec")
            return None
        manifest = folder / "native-build.txt"
        manifest.write_text("".join(f"{name} {digest}\n" for name, digest in manifest_of(source).items()), encoding="utf-8")
        built[manifest] = MANIFEST
        return built

    def _say(self, message: str) -> None:
        print(f"oraclec build: {message}", file=sys.stderr)


def _byte_compile(package: Path) -> None:
    """Write the package's bytecode, as pip does when it installs a wheel: an editable install
    otherwise leaves it to the first import, which never writes it where bytecode is not
    written at run time (PYTHONDONTWRITEBYTECODE, a read-only checkout), and every command
    then compiles the compiler's 6,000 lines again (a fifth of a second of `oraclec compile`'s
    start-up, before its workers start)."""
    import compileall

    compileall.compile_dir(str(package), quiet=1)


def _replace(built: Path, target: Path) -> None:
    """Copy beside the target, then rename over it: a process that loaded the old file keeps it."""
    partial = target.with_name(f".{target.name}.partial")
    shutil.copyfile(built, partial)
    os.replace(partial, target)
