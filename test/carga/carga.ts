/**
 * `npm run carga`: the load-and-fault run (issue 29 item 5), on this machine only. Starts its own
 * local stack and runs a shop's day against it — 100 staff sessions over several shops (sales of
 * every method, stock entries, payments at the counter and by the bank's webhook, cancellations,
 * reports, the dashboard) and the customer area at 20 lookups a second — while DynamoDB Local, the
 * queue and the stream reader are each stopped and started again once. At the end it waits for the
 * stream and the queues, prints requests, answers by status, p50/p95 per route and the checks
 * (test/carga/verificar.ts), and exits 1 on a failed check or any 500. Not part of `npm test`.
 *
 *   npm run carga                              # 5 minutes
 *   npm run carga -- --minutos 1 --sessoes 40  # a short one
 *
 * Options: --minutos (5), --sessoes (100), --consultas (lookups a second, 20), --empresas (5),
 * --pausa (mean think time of a person between two actions, s: 10), --queda (how long each part stays down, s: 15),
 * --sem-falhas (the same load with nothing stopped: a baseline).
 *
 * The run itself is test/carga/executar.ts, in a child process: its lines for the reader come here
 * and are shown; everything else the stack prints (handlers' logs, the pollers' complaints while
 * DynamoDB is down) goes to .tmp/carga/pilha.log. Bounded in time: past the load, the catch-up and
 * a margin, the child and every process it started are stopped.
 */
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import readline from "node:readline";
import type { Opcoes } from "./estado";

const AJUDA = "uso: npm run carga -- [--minutos 5] [--sessoes 100] [--consultas 20] [--empresas 5] [--pausa 10] [--queda 15] [--sem-falhas]";
const LIMITES: Record<Exclude<keyof Opcoes, "falhas">, [min: number, max: number]> = {
  minutos: [0.5, 45],
  sessoes: [1, 400],
  consultas: [0, 100],
  empresas: [1, 50],
  pausa: [0.2, 60],
  queda: [1, 120],
};

function lerOpcoes(args: string[]): Opcoes {
  const op: Opcoes = { minutos: 5, sessoes: 100, consultas: 20, empresas: 5, pausa: 10, queda: 15, falhas: true };
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "--sem-falhas") {
      op.falhas = false;
      continue;
    }
    if (a === "--ajuda" || a === "--help") {
      console.log(AJUDA);
      process.exit(0);
    }
    const [nome, junto] = a.replace(/^--/, "").split("=", 2) as [string, string | undefined];
    if (!a.startsWith("--") || !(nome in LIMITES)) {
      // No target can be named: the run only ever talks to the stack it starts on this machine.
      throw new Error(/^(--)?(alvo|api|url|host|endpoint)\b/.test(a) || /:\/\//.test(a) ? `A carga só roda na pilha local que ela mesma sobe (127.0.0.1): não aceita alvo (${a}).` : `opção desconhecida: ${a}\n${AJUDA}`);
    }
    const valor = Number(junto ?? args[++i]);
    const [min, max] = LIMITES[nome as keyof typeof LIMITES];
    if (!Number.isFinite(valor) || valor < min || valor > max) throw new Error(`--${nome} deve ser um número de ${min} a ${max}`);
    op[nome as keyof typeof LIMITES] = valor;
  }
  if (op.empresas > op.sessoes) op.empresas = op.sessoes;
  return op;
}

let opcoes: Opcoes;
try {
  opcoes = lerOpcoes(process.argv.slice(2));
} catch (erro) {
  console.error((erro as Error).message);
  process.exit(2);
}

const pasta = path.resolve(".tmp", "carga");
mkdirSync(pasta, { recursive: true });
const arquivoLog = path.join(pasta, "pilha.log");
const log = createWriteStream(arquivoLog);
// Setup (5 min at most), the load, the catch-up (the run gives up after 10 + 10 min) and the checks.
const limiteMs = (opcoes.minutos + 30) * 60_000;

const filho = spawn(process.execPath, ["--import", "tsx", path.join("test", "carga", "executar.ts"), JSON.stringify(opcoes)], {
  stdio: ["ignore", "pipe", "pipe"],
  env: { ...process.env, APP_ENV: "test" },
  // Its own process group: at the time limit the group goes, DynamoDB Local's JVM and cognito-local included.
  detached: true,
});
/**
 * A 500 the run's own client never sees: the API's answers to the simulated bank's webhooks, the
 * phones' confirmations and the messenger's delivery notices. The stack logs every one (the
 * handler's "erro não tratado", or the gateway's own 500 for an error thrown out of a handler).
 */
let quinhentosNoLog = 0;
const QUINHENTOS = /"erro não tratado"|\[gateway\] erro/;
const registrar = (linha: string) => {
  if (QUINHENTOS.test(linha)) quinhentosNoLog += 1;
  log.write(`${linha}\n`);
};
readline.createInterface({ input: filho.stdout! }).on("line", (linha) => {
  if (linha.startsWith("§ ")) console.log(linha.slice(2));
  else registrar(linha);
});
readline.createInterface({ input: filho.stderr! }).on("line", registrar);

const prazo = setTimeout(() => {
  console.error(`\nA carga passou de ${limiteMs / 60_000} min: parando (veja ${path.relative(process.cwd(), arquivoLog)}).`);
  filho.kill("SIGTERM");
  setTimeout(() => {
    try {
      process.kill(-filho.pid!, "SIGKILL");
    } catch {
      // already gone
    }
  }, 30_000).unref();
}, limiteMs);
const repassar = (sinal: NodeJS.Signals) => process.on(sinal, () => filho.kill(sinal));
repassar("SIGINT");
repassar("SIGTERM");

filho.on("close", (codigo, sinal) => {
  clearTimeout(prazo);
  log.end();
  console.log(`500 respondidos a quem a carga não vê (webhooks do banco, aparelhos, mensageiro), contados no log da pilha: ${quinhentosNoLog}${quinhentosNoLog ? "  ✗" : "  ✓"}`);
  console.log(`(logs da pilha em ${path.relative(process.cwd(), arquivoLog)})`);
  process.exitCode = quinhentosNoLog ? 1 : (codigo ?? (sinal ? 1 : 0));
});
