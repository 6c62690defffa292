// Starts the vendored Pyodide under Node and runs build/bytecode.py in it, so the bytecode made at
// build time has the magic number of the interpreter the page runs (see bytecode.py).
//
//   node build/bytecode.mjs PYODIDE_DIR WORK_DIR REQUEST_JSON_FILE STDLIB_ZIP
//
// WORK_DIR is mounted at the same path inside Pyodide; the request and every path it names lie
// under it. STDLIB_ZIP is the stdlib zip the site ships (pruned), so the probe imports only what
// the page will find. Prints a JSON summary; a failure prints the Python error and exits non-zero.
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [pyodideDir, workDir, request, stdlib] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const python = await loadPyodide({ indexURL: `${pyodideDir}/`, stdLibURL: stdlib });
python.FS.mkdirTree(workDir);
python.mountNodeFS(workDir, workDir);
const here = dirname(fileURLToPath(import.meta.url));
python.globals.set("bytecode_source", await readFile(join(here, "bytecode.py"), "utf-8"));
// What Pyodide imported by itself, taken before bytecode.py imports anything of its own: every page
// pays for those (bare loadPyodide included), and the probe compiles only what comes after.
const started = python.runPython("frozenset(__import__('sys').modules)");
const main = python.runPython(`
namespace = {"__name__": "bytecode"}
exec(compile(bytecode_source, "bytecode.py", "exec"), namespace)
namespace["main"]
`);
try {
  process.stdout.write(main(request, started));
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
