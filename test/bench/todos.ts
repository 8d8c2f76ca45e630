/**
 * `npm run bench`: every benchmark in turn, each in its own process (its own local stack), so one
 * missed target never hides the others' figures; exits 1 when any of them missed a target or failed.
 */
import { spawnSync } from "node:child_process";

const PARTES = ["lambdas.ts", "run.ts", "relatorios.ts", "escala.ts", "portal.ts", "rotina.ts", "web.ts"];

let falhas = 0;
for (const parte of PARTES) {
  console.log(`\n===== test/bench/${parte} =====`);
  const r = spawnSync(process.execPath, ["--import", "tsx", `test/bench/${parte}`], { stdio: "inherit", env: process.env });
  if (r.status !== 0) {
    falhas += 1;
    console.log(`✗ test/bench/${parte} terminou com ${r.status ?? r.signal}`);
  }
}
console.log(falhas ? `\n${falhas} de ${PARTES.length} partes do benchmark não cumpriram um alvo ou falharam` : `\nTodas as ${PARTES.length} partes do benchmark cumpriram seus alvos`);
process.exitCode = falhas ? 1 : 0;
