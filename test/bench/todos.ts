/**
 * `npm run bench`: every benchmark in turn, each in its own process (its own local stack), so one
 * missed target never hides the others' figures; ends with one table of every part's figures and
 * targets (test/bench/resumo.ts); exits 1 when any part missed a target or failed.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { lerResumos, tabelaResumo } from "./resumo";

const PARTES = ["lambdas.ts", "run.ts", "fluxo.ts", "relatorios.ts", "escala.ts", "portal.ts", "rotina.ts", "custo.ts", "web.ts"];
/** Where each part leaves its lines for the final table (test/bench/resumo.ts). */
const RESUMO = path.resolve(".tmp", "bench-resumo");
rmSync(RESUMO, { recursive: true, force: true });

let falhas = 0;
for (const parte of PARTES) {
  console.log(`\n===== test/bench/${parte} =====`);
  const r = spawnSync(process.execPath, ["--import", "tsx", `test/bench/${parte}`], { stdio: "inherit", env: { ...process.env, BENCH_RESUMO: RESUMO } });
  if (r.status !== 0) {
    falhas += 1;
    console.log(`✗ test/bench/${parte} terminou com ${r.status ?? r.signal}`);
  }
}
const nomes = PARTES.map((p) => p.replace(/\.ts$/, ""));
console.log(`\n===== resumo: todas as partes (${new Date().toISOString().slice(0, 10)}) =====\n`);
const resumos = lerResumos(RESUMO, nomes);
// A part that stopped before measuring says so in the table too.
for (const n of nomes) if (!resumos.some((r) => r.parte === n)) resumos.push({ parte: n, linhas: [{ medida: "(parou antes de medir: veja a saída acima)", valor: "—", alvo: "—", ok: false }] });
console.log(tabelaResumo(resumos));
console.log(falhas ? `\n${falhas} de ${PARTES.length} partes do benchmark não cumpriram um alvo ou falharam` : `\nTodas as ${PARTES.length} partes do benchmark cumpriram seus alvos`);
process.exitCode = falhas ? 1 : 0;
