"""Which stdlib modules the site's Python can ever import: run inside the vendored Pyodide by
in_pyodide.mjs (parsed by the Python the page runs, since the stdlib is written in its syntax,
which the CPython running the build may not read).

After the wasm, the stdlib zip is the biggest download of a first visit, and most of it is never
imported. This follows every ``import`` in the Python the site ships, at any depth and in any
branch (an import inside a function or an ``except`` counts, though it may never run), from:

* what Pyodide's own start imports (every page pays for that, bare ``loadPyodide`` included);
* the scripts the site runs (``main.py``, the game's, the forecast's and the lab's workers) and
  PyScript's own package, into our wheel and UI package and on through the stdlib;
* what the interpreter's compiled code imports by name (:data:`INTERPRETER_IMPORTS`), and any
  dotted stdlib name that the wasm or the runtime's JavaScript spells out, with its package;
* micropip, in the ``packages`` variant.

``importlib.import_module("literal")`` and ``__import__("literal")`` count as imports. No import is
followed through a module the page cannot use (a debugger, a socket's protocol: the build's list),
which would keep what only it imports.

What is not reached is never imported by anything the site runs, so the build leaves it out. A
module imported under a name made at run time would be missed: the stdlib's own cases that the site
can reach are listed (:data:`COMPUTED_IMPORTS`), codecs are chosen apart by the build, and nothing
of ours does it. The build's probe then starts the page's Python on the pruned zip, so a module the
page's start needs and the closure missed still stops the build.
"""

from __future__ import annotations

import ast
import io
import json
import re
import zipfile
from collections.abc import Collection, Iterable, Iterator

#: Stdlib modules that the interpreter's C code imports by name (CPython 3.14 and Pyodide's core),
#: so no ``import`` statement shows them: tracebacks (``traceback``, ``_colorize``, ``linecache``),
#: ``__reduce_ex__`` and pickling (``copyreg``, ``_compat_pickle``), big integers (``_pylong``),
#: ``strptime`` (``_strptime``), generics and annotations (``typing``, ``annotationlib``), warnings,
#: the codec registry and the site module.
INTERPRETER_IMPORTS = (
    "traceback", "_colorize", "linecache", "copyreg", "_compat_pickle", "_pylong", "_strptime", "typing",
    "annotationlib", "warnings", "encodings", "codecs", "site", "_sitebuiltins", "io", "abc",
    "_weakrefset", "_threading_local", "string.templatelib",
)  # fmt: skip
#: Stdlib modules that import others by a name they make at run time: when the first is reached,
#: every stdlib module whose name starts with the second comes too. ``sysconfig`` imports the
#: platform's ``_sysconfigdata_<abi>_<platform>_<arch>`` (micropip asks it for the platform's tags).
COMPUTED_IMPORTS = {"sysconfig": "_sysconfigdata_"}
#: A dotted name, as the interpreter's code names a submodule it imports (``json.decoder``).
DOTTED = re.compile(rb"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+")


class Modules:
    """The modules of some archives: name -> (source text, whether it is a package)."""

    def __init__(self) -> None:
        self.sources: dict[str, tuple[str, bool]] = {}

    def add(self, name: str, source: str, package: bool = False) -> None:
        self.sources.setdefault(name, (source, package))

    def add_zip(self, data: bytes) -> None:
        """Every module in a zip that comes as source (``email/parser.py`` is ``email.parser``)."""
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            for entry in archive.namelist():
                if entry.endswith(".py"):
                    name = entry[:-3].removesuffix("/__init__").replace("/", ".")
                    self.add(name, archive.read(entry).decode("utf-8"), entry.endswith("__init__.py"))


def imports(name: str, source: str, package: bool) -> Iterator[str]:
    """Every module this source may import, and each package above it."""
    here = name if package else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(source)):
        named: list[str] = []
        if isinstance(node, ast.Import):
            named = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = here.split(".") if here else []
                parts = parts[: len(parts) - node.level + 1]
                base = ".".join([*parts, *([node.module] if node.module else [])])
            named = [base, *(f"{base}.{alias.name}" for alias in node.names if alias.name != "*")]
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
            if called in ("import_module", "__import__") and isinstance(node.args[0].value, str):
                named = [node.args[0].value]
        for full in named:
            parts = full.split(".")
            yield from (".".join(parts[:depth]) for depth in range(1, len(parts) + 1) if parts[0])


def closure(
    modules: Modules, roots: Iterable[str], with_package: Collection[str], unusable: Collection[str]
) -> set[str]:
    """Every module reachable from ``roots``; ``with_package`` modules come along with their package.

    No import is followed into an ``unusable`` module or package, nor through one.
    """

    def usable(name: str) -> bool:
        parts = name.split(".")
        return not any(".".join(parts[:depth]) in unusable for depth in range(1, len(parts) + 1))

    reached: set[str] = set()
    todo = [name for name in roots if name in modules.sources and usable(name)]
    while todo:
        name = todo.pop()
        if name in reached:
            continue
        reached.add(name)
        source, package = modules.sources[name]
        found = set(imports(name, source, package))
        found.update(sub for sub in with_package if sub.rpartition(".")[0] == name)
        if name in COMPUTED_IMPORTS:
            found.update(other for other in modules.sources if other.startswith(COMPUTED_IMPORTS[name]))
        todo.extend(name for name in found & modules.sources.keys() - reached if usable(name))
    return reached


def named_in(blobs: Iterable[bytes], names: Collection[str]) -> set[str]:
    """The dotted stdlib names that the interpreter's wasm or the runtime's JavaScript spell out.

    Pyodide's and PyScript's JavaScript and the interpreter's C code import submodules by such
    names (``json.decoder``, ``pyodide.ffi``); a top-level name proves nothing, since the wasm
    lists every stdlib module's (``sys.stdlib_module_names``).
    """
    known = set(names)
    found: set[str] = set()
    for blob in blobs:
        found |= {match.decode() for match in DOTTED.findall(blob)} & known
    return found


def main(request_file: str, started: Collection[str]) -> str:
    """The stdlib modules to keep, as JSON: ``{"keep": [...], "reached": N}``.

    The request names ``stdlib`` (the zip as vendored), ``archives`` (our wheel, the UI zip and,
    in the ``packages`` variant, micropip's wheel), ``scripts`` (sources of the scripts the site
    runs and of PyScript's package), ``runtime`` (the interpreter's wasm and the runtime's JS),
    ``whole`` (packages in ``archives`` whose every module counts as run: micropip) and
    ``unusable`` (stdlib modules and packages left out whatever names them).
    """
    with open(request_file, encoding="utf-8") as file:
        request = json.load(file)
    stdlib = Modules()
    with open(request["stdlib"], "rb") as file:
        stdlib.add_zip(file.read())
    ours = Modules()
    for path in request["archives"]:
        with open(path, "rb") as file:
            ours.add_zip(file.read())
    every = Modules()
    every.sources = {**stdlib.sources, **ours.sources}
    scripts = [f"__script{number}__" for number in range(len(request["scripts"]))]
    for name, source in zip(scripts, request["scripts"], strict=True):
        every.add(name, source)
    blobs = []
    for path in request["runtime"]:
        with open(path, "rb") as file:
            blobs.append(file.read())
    dotted = named_in(blobs, stdlib.sources.keys())
    roots = [*scripts, *started, *INTERPRETER_IMPORTS]
    roots += [name for name in ours.sources if name.split(".")[0] in request.get("whole", ())]
    reached = closure(every, roots, dotted, request["unusable"])
    keep = sorted(reached & stdlib.sources.keys())
    return json.dumps({"keep": keep, "reached": len(reached), "modules": len(stdlib.sources)})
