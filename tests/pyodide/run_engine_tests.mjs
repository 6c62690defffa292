// Run the engine's pytest suite on Pyodide's own Python (3.14, WebAssembly) under Node.
// usage: node run_engine_tests.mjs REPO WHEEL_DIR [pytest args...]
// Every wheel in WHEEL_DIR (the engine's and the pure-Python test dependencies) is unpacked into
// site-packages; the repository is mounted read-only in spirit at /repo so the tests are the
// very files CPython runs. Exits with pytest's exit code.
import { loadPyodide } from "pyodide";

const [repo, wheels, ...args] = process.argv.slice(2);
if (!repo || !wheels) {
  console.error("usage: node run_engine_tests.mjs REPO WHEEL_DIR [pytest args...]");
  process.exit(2);
}
const pyodide = await loadPyodide();
const { FS } = pyodide;
for (const [host, mount] of [[repo, "/repo"], [wheels, "/wheels"]]) {
  FS.mkdirTree(mount);
  FS.mount(FS.filesystems.NODEFS, { root: host }, mount);
}
pyodide.globals.set("pytest_args", pyodide.toPy(args));
const code = await pyodide.runPythonAsync(`
import glob, importlib, os, site, sys, zipfile
sys.dont_write_bytecode = True  # never write 3.14 bytecode into the host checkout
target = site.getsitepackages()[0]
for wheel in sorted(glob.glob("/wheels/*.whl")):
    zipfile.ZipFile(wheel).extractall(target)
importlib.invalidate_caches()
import landlords
assert landlords.__file__.startswith(target), f"landlords imported from {landlords.__file__}, not the wheel"
print(f"Python {sys.version.split()[0]} on {sys.platform}; landlords from {landlords.__file__}")
os.chdir("/repo")
import pytest

class PyodideProfile:
    """WebAssembly runs pure Python several times slower: no per-example deadline here."""

    @staticmethod
    def pytest_configure(config):
        from hypothesis import settings
        settings.register_profile("pyodide", deadline=None)
        settings.load_profile("pyodide")

int(pytest.main(["--rootdir=/repo", "-p", "no:cacheprovider", *pytest_args], plugins=[PyodideProfile()]))
`);
process.exit(code);
