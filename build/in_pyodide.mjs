// Starts the vendored Pyodide under Node and runs one of the build's Python steps in it, so what it
// makes is made by the interpreter the page runs: bytecode with its magic number (bytecode.py), and
// the stdlib modules the site can import, read in its syntax (stdlib_needs.py).
//
//   node build/in_pyodide.mjs SCRIPT PYODIDE_DIR WORK_DIR REQUEST_JSON_FILE STDLIB_ZIP
//
// SCRIPT is a file of build/ defining main(request_file, started) -> str. WORK_DIR is mounted at
// the same path inside Pyodide; the request and every path it names lie under it. STDLIB_ZIP is
// the stdlib zip Pyodide starts on (for bytecode.py the one the site ships, pruned, so its probe
// imports only what the page will find). Prints main's result; a failure prints the Python error
// and exits non-zero.
import { readFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [script, pyodideDir, workDir, request, stdlib] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const python = await loadPyodide({ indexURL: `${pyodideDir}/`, stdLibURL: stdlib });
python.FS.mkdirTree(workDir);
python.mountNodeFS(workDir, workDir);
const here = dirname(fileURLToPath(import.meta.url));
python.globals.set("step_source", await readFile(join(here, basename(script)), "utf-8"));
python.globals.set("step_name", basename(script));
// What Pyodide imported by itself, taken before the step imports anything of its own: every page
// pays for those (bare loadPyodide included).
const started = python.runPython("frozenset(__import__('sys').modules)");
try {
  const main = python.runPython(`
namespace = {"__name__": step_name.removesuffix(".py")}
exec(compile(step_source, step_name, "exec"), namespace)
namespace["main"]
`);
  process.stdout.write(main(request, started));
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
