// Starts the vendored Pyodide under Node and runs build/bytecode.py in it, so the bytecode made at
// build time has the magic number of the interpreter the page runs (see bytecode.py).
//
//   node build/bytecode.mjs PYODIDE_DIR WORK_DIR REQUEST_JSON_FILE
//
// WORK_DIR is mounted at the same path inside Pyodide; the request and every path it names lie
// under it. Prints a JSON summary; a failure prints the Python error and exits non-zero.
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [pyodideDir, workDir, request] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const python = await loadPyodide({ indexURL: `${pyodideDir}/` });
python.FS.mkdirTree(workDir);
python.mountNodeFS(workDir, workDir);
const here = dirname(fileURLToPath(import.meta.url));
python.globals.set("bytecode_source", await readFile(join(here, "bytecode.py"), "utf-8"));
const main = python.runPython(`
namespace = {"__name__": "bytecode"}
exec(compile(bytecode_source, "bytecode.py", "exec"), namespace)
namespace["main"]
`);
try {
  process.stdout.write(main(request));
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
