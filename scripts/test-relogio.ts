/**
 * `npm run test:relogio -- <instante> [argumentos do npm test]`: the tests with the machine's
 * clock moved to `instante` (an ISO instant, or one of the named ones below), every process of the
 * run with it (Debian's faketime, LD_PRELOAD), as a CI machine at night or in another year would
 * be (issue 36 item 1). The suite pins its own business clock (test/support/relogio.ts), so it must
 * pass whatever the machine says; this is how that is proved. DynamoDB Local (Java) is left on the
 * real clock (FAKETIME_SKIP_CMDS): the table keeps no business time.
 *
 *   npm run test:relogio -- domingo-noite --project integration test/integration/mensagens.test.ts
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { instalarDoDebian, temComando } from "./chromium";
import { exigirNodeDoProjeto } from "./node-do-projeto";

/** The instants the issue asked for, in UTC. */
export const INSTANTES: Record<string, string> = {
  // Sunday 13/12/2026, 23:30 in Brasília: outside the hours a person may be reached, not a banking day.
  "domingo-noite": "2026-12-14T02:30:00Z",
  // Christmas (national holiday), Friday 25/12/2026, 10:00 in Brasília.
  feriado: "2026-12-25T13:00:00Z",
  // Monday 15/02/2027, 10:00 in Brasília: months after every fixture's dates.
  "2027": "2027-02-15T13:00:00Z",
};

exigirNodeDoProjeto();
const [nome, ...resto] = process.argv.slice(2);
const instante = nome ? (INSTANTES[nome] ?? nome) : undefined;
const alvo = instante ? Date.parse(instante) : Number.NaN;
if (Number.isNaN(alvo)) {
  console.error(`Uso: npm run test:relogio -- <${Object.keys(INSTANTES).join("|")}|AAAA-MM-DDThh:mm:ssZ> [argumentos do npm test]`);
  process.exit(2);
}
if (!temComando("faketime") && !instalarDoDebian(["faketime"], "Para mover o relógio da máquina")) {
  console.error("Falta o faketime (Debian: apt-get install -y faketime).");
  process.exit(2);
}
const deslocamento = Math.round((alvo - Date.now()) / 1000);
console.log(`Relógio da máquina em ${new Date(alvo).toISOString()} (${deslocamento >= 0 ? "+" : ""}${deslocamento} s) para: npm test ${resto.join(" ")}`);
const r = spawnSync("faketime", ["-f", `${deslocamento >= 0 ? "+" : ""}${deslocamento}s`, process.execPath, path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/test.ts", ...resto], {
  stdio: "inherit",
  env: { ...process.env, FAKETIME_SKIP_CMDS: "java", FAKETIME_DONT_FAKE_MONOTONIC: "1" },
});
process.exit(r.status ?? 1);
