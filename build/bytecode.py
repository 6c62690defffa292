"""Compile the Python the page imports to bytecode: run inside the vendored Pyodide by in_pyodide.mjs.

Bytecode is only valid for the interpreter that made it (its magic number), so this file is not
run by the CPython that runs the build: ``build/in_pyodide.mjs`` starts the Pyodide the site ships
under Node and calls :func:`main` there. Pyodide's stdlib zip, our wheel and the UI package all
come as source, so without this the page compiles every module it imports on every cold start.

Only what the page imports on top of Pyodide's own start is compiled: a probe imports the UI the
way ``main.py`` and the game's worker (``game_worker.py``) do, with PyScript stubbed (it needs a
browser), and the stdlib modules that PyScript's own Python names; whatever that loaded from the
archives is compiled. A module the probe missed still works, from source. The probe first unpacks
the wheel and the UI zip through Pyodide's own unpacking, as PyScript's ``files`` does, since that
too may import stdlib modules after the start. Every entry's name is marked UTF-8, so that
unpacking never needs the cp437 codec.

A compiled module ships as bytecode only: ``pkg/mod.py`` becomes ``pkg/mod.pyc``, with no source,
as CPython's own zipped stdlibs ship (the import system loads it with its sourceless loader; a
wheel's RECORD lists it instead of the source). Every byte is downloaded on a first visit, and
source beside bytecode was a third of the wheel and the UI zip. The archives and the interpreter
are built and vendored together (``runtime_id`` in site_runtime.py keys them together), so the
magic number matches. PyScript's own package is the exception: PyScript writes its source beside
the unpacked UI zip at every start, so its bytecode goes beside that source, in
``pyscript/__pycache__/<module>.<tag>.pyc``, checked against the source's hash (PEP 552), and is
used only while PyScript writes that same source.
"""

from __future__ import annotations

import ast
import base64
import contextlib
import copy
import hashlib
import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import io
import json
import marshal
import os
import sys
import types
import zipfile
from collections.abc import Collection, Iterable, Sequence
from typing import Any

#: PEP 552 flags: bit 0 = hash-based, bit 1 = check the source.
CHECKED_HASH = 0b11
UNCHECKED_HASH = 0b01
FIXED_TIME = (1980, 1, 1, 0, 0, 0)
#: The zip flag saying an entry's name is UTF-8. Without it ``zipfile`` reads names as cp437, and
#: the page's unpacking would import and run that codec for names that are plain ASCII anyway.
UTF8_NAME = 0x800
#: Where Pyodide mounts its stdlib zip.
STDLIB = os.path.dirname(os.__file__) + "/"
#: Modules only the browser has: the probe gets stand-ins for them.
BROWSER_ONLY = ("pyscript", "polyscript", "_pyscript")


def pyc(source: bytes, filename: str, flags: int) -> bytes:
    """A .pyc for this interpreter; ``filename`` is where the module will live (for tracebacks)."""
    code = compile(source, filename, "exec", dont_inherit=True)
    header = importlib.util.MAGIC_NUMBER + flags.to_bytes(4, "little") + importlib.util.source_hash(source)
    return header + marshal.dumps(code)


def cached_name(name: str) -> str:
    """``pkg/mod.py`` -> ``pkg/__pycache__/mod.<tag>.pyc``, where the import system looks for it."""
    folder, _, base = name.rpartition("/")
    cached = f"__pycache__/{base[:-3]}.{sys.implementation.cache_tag}.pyc"
    return f"{folder}/{cached}" if folder else cached


def record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


class Utf8Named(zipfile.ZipInfo):
    """An entry whose name is marked UTF-8 (``zipfile`` marks only names that are not ASCII)."""

    __slots__ = ()

    def _encodeFilenameFlags(self) -> tuple[bytes, int]:
        name, flags = super()._encodeFilenameFlags()  # type: ignore[misc]
        return name, flags | UTF8_NAME


def entry(name: str) -> zipfile.ZipInfo:
    info = Utf8Named(name, date_time=FIXED_TIME)
    info.compress_type = zipfile.ZIP_DEFLATED
    return info


def utf8_named(info: zipfile.ZipInfo) -> zipfile.ZipInfo:
    """The same entry, its name marked UTF-8."""
    marked = copy.copy(info)
    marked.__class__ = Utf8Named
    return marked


def compile_archive(source: str, out: str, root: str, wanted: set[str], written: dict[str, str] | None = None) -> int:
    """Write ``out``: ``source`` with the ``wanted`` entries as bytecode instead of source.

    ``root`` (ending in ``/``) is where the archive's files will be seen, for tracebacks.
    ``written`` (name -> source) adds bytecode only, for source that something else writes beside
    the unpacked archive (PyScript its own package): hash-checked, it is used while that source is
    the same.
    """
    compiled = 0
    with zipfile.ZipFile(source) as old, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as new:
        records = [info for info in old.infolist() if info.filename.endswith(".dist-info/RECORD")]
        added: list[str] = []
        replaced: set[str] = set()
        for info in old.infolist():
            if info in records:
                continue
            data = old.read(info)
            if info.filename not in wanted:
                new.writestr(utf8_named(info), data)
                continue
            code = pyc(data, root + info.filename, UNCHECKED_HASH)
            new.writestr(entry(info.filename + "c"), code)
            added.append(record_line(info.filename + "c", code))
            replaced.add(info.filename)
            compiled += 1
        for name, text in sorted((written or {}).items()):
            code = pyc(text.encode("utf-8"), root + name, CHECKED_HASH)
            new.writestr(entry(cached_name(name)), code)
            added.append(record_line(cached_name(name), code))
            compiled += 1
        for info in records:
            lines = old.read(info).decode("utf-8").splitlines()
            own = [line for line in lines if line.startswith(info.filename + ",")]
            kept = [line for line in lines if line not in own and line.split(",")[0] not in replaced]
            new.writestr(utf8_named(info), ("\n".join([*kept, *added, *own]) + "\n").encode("utf-8"))
    return compiled


class Stub(types.ModuleType):
    """Stands in for a browser-only module and for anything taken from it, at import time."""

    __path__: list[str] = []  # noqa: RUF012 - a package, so ``pyscript.ffi`` imports too

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return Stub(f"{self.__name__}.{name}")

    def __call__(self, *args: object, **kwargs: object) -> Any:
        return Stub(f"{self.__name__}()")


class StubFinder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    def find_spec(self, name: str, path: object, target: object = None) -> importlib.machinery.ModuleSpec | None:
        if name.split(".")[0] in BROWSER_ONLY:
            return importlib.machinery.ModuleSpec(name, self, is_package=True)
        return None

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> types.ModuleType:
        return Stub(spec.name)

    def exec_module(self, module: types.ModuleType) -> None:
        pass


def imported_names(sources: Iterable[str], members: bool) -> set[str]:
    """Every module an ``import`` in these sources names (at any depth, in any branch).

    ``members`` adds what ``from x import y`` takes as ``x.y``, in case it is a submodule.
    """
    names: set[str] = set()
    for source in sources:
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                names.add(node.module)
                if members:
                    names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def probe(path: Sequence[str], entries: Sequence[str], scan: Sequence[str], started: Collection[str]) -> list[str]:
    """Import what the page imports; returns the files of the modules that loaded.

    This Pyodide runs on the stdlib zip the site ships, pruned: a module the page needs and the
    build pruned fails here, and so fails the build.

    Modules in ``started`` (what Pyodide had imported by the time it was ready) are not compiled:
    every page pays for those, bare ``loadPyodide`` included, and compiling them would only add
    bytes. What this file imported itself is set aside while the probe runs, so the probe starts
    from the page's state and compiles what the page imports, no more and no less.
    """
    archives = [as_the_page_gets_it(archive) for archive in path]
    ours = {name: sys.modules.pop(name) for name in list(sys.modules) if name not in started}
    try:
        unpack_as_pyscript_does(archives)
        sys.meta_path.insert(0, StubFinder())
        sys.path[:0] = path
        for name in sorted(imported_names(entries, members=False)):  # what they import: a failure fails the build
            importlib.import_module(name)
        for name in sorted(imported_names(scan, members=True)):  # what PyScript's Python may import, where it exists
            with contextlib.suppress(ImportError):
                importlib.import_module(name)
        modules = list(sys.modules.items())
    finally:
        sys.modules.update(ours)
    return sorted({file for name, module in modules if name not in started and (file := _file(module))})


def as_the_page_gets_it(archive: str) -> bytes:
    """The archive as the site ships it, as far as unpacking it goes: every name marked UTF-8."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(archive) as old, zipfile.ZipFile(buffer, "w", zipfile.ZIP_STORED) as new:
        for info in old.infolist():
            new.writestr(utf8_named(info), old.read(info))
    return buffer.getvalue()


def unpack_as_pyscript_does(archives: Sequence[bytes]) -> None:
    """Unpack the archives through Pyodide's own unpacking, as PyScript's ``files`` does in the page.

    That step may import stdlib modules of its own after Pyodide is ready (the cp437 codec, for
    names not marked UTF-8), which are then the page's to compile like any other.
    """
    import tempfile

    from pyodide._package_loader import unpack_buffer
    from pyodide.ffi import to_js

    with tempfile.TemporaryDirectory() as folder:
        for archive in archives:
            unpack_buffer(to_js(archive), format="zip", extract_dir=folder)


def _file(module: types.ModuleType) -> str | None:
    return getattr(module, "__file__", None)


def main(request_file: str, started: Collection[str]) -> str:
    """Probe, then compile every job's imported modules; returns a summary as JSON.

    The request names ``path`` (archives to import from), ``entries`` (the sources of main.py and
    the game's worker script), ``scan`` (PyScript's Python sources) and ``jobs``: each a ``source``
    zip, an ``out`` zip, where the page finds its files (``root``: PyScript's ``files`` unpacks
    there; empty for the stdlib zip, which Pyodide mounts), where the probe imported it from
    (``imported_as``) and any source written beside it at run time whose bytecode it should carry
    (``written``).
    """
    with open(request_file, encoding="utf-8") as file:
        request = json.load(file)
    loaded = probe(request["path"], request["entries"], request["scan"], started)
    done = []
    for job in request["jobs"]:
        root, seen = (job["root"] + "/", job["imported_as"] + "/") if job["root"] else (STDLIB, STDLIB)
        wanted = {file.removeprefix(seen) for file in loaded if file.startswith(seen) and file.endswith(".py")}
        count = compile_archive(job["source"], job["out"], root, wanted, job.get("written"))
        done.append({"out": job["out"], "modules": count})
    summary = {"magic": importlib.util.MAGIC_NUMBER.hex(), "tag": sys.implementation.cache_tag}
    return json.dumps({**summary, "done": done})
