/**
 * `npm test`: every test — unit, CDK assertions, integration (handlers on the local servers) and
 * end-to-end (Chromium on the local stack). The test setups start their own servers on free ports,
 * so no `npm start` is needed, and stop them at the end. Ends with a plain "N passed, N failed" line.
 *
 * The integration and e2e projects each start a local stack in vitest's main process, and a
 * stack's handlers read their endpoints from process.env: two stacks in one process would
 * overwrite each other's. So e2e runs in a vitest process of its own, after the rest.
 * Extra arguments go to a single vitest run (e.g. `npm test -- --project unit`).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { garantirChromium, garantirLeitoresDeBoleto } from "./chromium";
import { exigirNodeDoProjeto } from "./node-do-projeto";

interface Resultado {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
}

function vitest(nome: string, args: string[]): { status: number; resultado?: Resultado } {
  const saida = path.resolve(`.tmp/vitest-${nome}.json`);
  mkdirSync(path.dirname(saida), { recursive: true });
  rmSync(saida, { force: true });
  const r = spawnSync(
    process.execPath,
    [path.resolve("node_modules/vitest/vitest.mjs"), "run", "--reporter=default", "--reporter=json", `--outputFile.json=${saida}`, ...args],
    { stdio: "inherit", env: { ...process.env, APP_ENV: "test" } },
  );
  let resultado: Resultado | undefined;
  try {
    resultado = JSON.parse(readFileSync(saida, "utf8")) as Resultado;
  } catch {
    resultado = undefined;
  }
  return { status: r.status ?? 1, resultado };
}

exigirNodeDoProjeto();
const extra = process.argv.slice(2);
const execucoes = extra.length
  ? [{ nome: "selecao", args: extra }]
  : [
      { nome: "servidor", args: ["--project", "unit", "--project", "infra", "--project", "integration"] },
      { nome: "e2e", args: ["--project", "e2e"] },
    ];
if (!extra.length || extra.includes("e2e")) garantirChromium();
if (!extra.length || extra.includes("unit")) garantirLeitoresDeBoleto();

let passaram = 0;
let falharam = 0;
let pulados = 0;
let status = 0;
for (const e of execucoes) {
  const r = vitest(e.nome, e.args);
  if (r.status !== 0) status = r.status;
  if (r.resultado) {
    passaram += r.resultado.numPassedTests;
    falharam += r.resultado.numFailedTests;
    pulados += r.resultado.numPendingTests;
  } else falharam += 1;
}
console.log(`\ntests: ${passaram} passed, ${falharam} failed, ${pulados} skipped`);
process.exit(status);
