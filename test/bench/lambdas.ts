/**
 * Lambda bundles: size and module load time of every function the CDK app builds, bundled with
 * the very esbuild settings NodeFunction uses (infra/constructs/empacotamento.ts). Needs no stack.
 *
 * Per function: minified and gzip size of the bundle, and the time `import()` of it takes in a
 * fresh `node` process (median of RODADAS processes, with the deployed NODE_OPTIONS), beside the
 * same measure for an empty module. AWS SDK v3 stays outside the bundle as in Lambda, where the
 * runtime provides it; here it loads from node_modules, so its load time is counted.
 * The esbuild metafile of each bundle is written beside it, and the table names the inputs that
 * weigh most. Exits 1 when a target is missed. The machine's load average is printed: on a busy
 * machine wall-clock times grow (the CPU column much less).
 *
 *   npx tsx test/bench/lambdas.ts            # BENCH_RODADAS=10, BENCH_DETALHE=1 lists the top inputs
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { App } from "aws-cdk-lib";
import { build, type Metafile } from "esbuild";
import { AMBIENTES } from "../../infra/config";
import { NODE_OPTIONS_LAMBDA, opcoesEsbuild } from "../../infra/constructs/empacotamento";
import { entradaPadrao, RAIZ_REPO } from "../../infra/constructs/node-function";
import { montarApp } from "../../infra/stacks";

const RODADAS = Number(process.env.BENCH_RODADAS ?? 10);
const DETALHE = process.env.BENCH_DETALHE === "1";
/** Comma-separated module paths to bench only those (e.g. "vendas/handler"). */
const SO = process.env.BENCH_FUNCOES?.split(",").filter(Boolean);
/** Inside the repository, so the bundles' `@aws-sdk/*` imports resolve to its node_modules. */
const SAIDA = path.join(RAIZ_REPO, ".tmp", "bench-lambdas");
export const ALVO_GZIP_KIB = 100;
export const ALVO_CARGA_MS = 80;

/** Variables a function finds in Lambda (values are placeholders: nothing is called at load). */
const AMBIENTE_LAMBDA: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  NODE_OPTIONS: NODE_OPTIONS_LAMBDA,
  AWS_REGION: "sa-east-1",
  AWS_LAMBDA_FUNCTION_NAME: "bench",
  APP_ENV: "dev",
  TABLE_NAME: "bench",
};

/** Every function module the app builds (API domains, queue consumers, schedules, the stream consumer). */
export function funcoesDoApp(): string[] {
  const modulos = new Set<string>();
  const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
  montarApp(app, AMBIENTES.dev, {
    pastaSpa: path.join(SAIDA, "sem-spa"),
    entrada: (modulo) => {
      modulos.add(modulo);
      return entradaPadrao(modulo);
    },
  });
  return [...modulos].sort();
}

interface Pacote {
  modulo: string;
  arquivo: string;
  minBytes: number;
  gzipBytes: number;
  metafile: Metafile;
}

async function empacotar(modulo: string): Promise<Pacote> {
  const pasta = path.join(SAIDA, modulo.replaceAll("/", "__"));
  const arquivo = path.join(pasta, "index.mjs");
  const r = await build(opcoesEsbuild(entradaPadrao(modulo), arquivo));
  if (!r.metafile) throw new Error(`${modulo}: esbuild não gerou o metafile`);
  writeFileSync(path.join(pasta, "index.meta.json"), JSON.stringify(r.metafile));
  const codigo = readFileSync(arquivo);
  return { modulo, arquivo, minBytes: codigo.length, gzipBytes: gzipSync(codigo).length, metafile: r.metafile };
}

interface Carga {
  /** Wall-clock ms of `await import(arquivo)`: the target. */
  ms: number;
  /** CPU ms of the process meanwhile (all threads): less sensitive to a busy machine. */
  cpuMs: number;
}

/** One `await import(arquivo)` in a fresh process with the Lambda's environment. */
function carga(arquivo: string): Carga {
  const codigo =
    "const c = process.cpuUsage(); const t = performance.now(); await import(process.argv[1]); const u = process.cpuUsage(c);" +
    "process.stdout.write(JSON.stringify({ ms: performance.now() - t, cpuMs: (u.user + u.system) / 1000 }));";
  const saida = execFileSync(process.execPath, ["--input-type=module", "-e", codigo, pathToFileURL(arquivo).href], {
    env: AMBIENTE_LAMBDA,
    encoding: "utf8",
  });
  return JSON.parse(saida) as Carga;
}

const mediana = (v: number[]) => {
  const o = [...v].sort((a, b) => a - b);
  const m = Math.floor(o.length / 2);
  return o.length % 2 ? o[m]! : (o[m - 1]! + o[m]!) / 2;
};

/** Bytes in the bundle per package (node_modules/<pkg>) or per source folder (functions/vendas, shared). */
function pesos(meta: Metafile): [string, number][] {
  const porGrupo = new Map<string, number>();
  for (const saida of Object.values(meta.outputs)) {
    for (const [entrada, { bytesInOutput }] of Object.entries(saida.inputs)) {
      const nm = entrada.lastIndexOf("node_modules/");
      let grupo: string;
      if (nm >= 0) {
        const partes = entrada.slice(nm + "node_modules/".length).split("/");
        grupo = partes[0]!.startsWith("@") ? `${partes[0]}/${partes[1]}` : partes[0]!;
        // zod's parts (core, classic, mini, locales) apart: the locales were once half a bundle.
        if (grupo === "zod") grupo = partes.slice(0, -1).join("/");
      } else {
        const partes = path.relative(RAIZ_REPO, path.resolve(entrada)).split(path.sep);
        grupo = partes.slice(0, partes[0] === "functions" ? 2 : 1).join("/");
      }
      porGrupo.set(grupo, (porGrupo.get(grupo) ?? 0) + bytesInOutput);
    }
  }
  return [...porGrupo].sort((a, b) => b[1] - a[1]);
}

const kib = (b: number) => (b / 1024).toFixed(1);

async function main() {
  rmSync(SAIDA, { recursive: true, force: true });
  const modulos = funcoesDoApp().filter((m) => !SO || SO.includes(m));
  const pacotes: Pacote[] = [];
  for (const m of modulos) pacotes.push(await empacotar(m));
  const vazio = path.join(SAIDA, "vazio", "index.mjs");
  mkdirSync(path.dirname(vazio), { recursive: true });
  writeFileSync(vazio, "export {};\n");
  // What every function loads from the runtime before any code of ours: a second reference.
  const sdk = path.join(SAIDA, "sdk-dynamodb", "index.mjs");
  mkdirSync(path.dirname(sdk), { recursive: true });
  writeFileSync(sdk, 'import "@aws-sdk/client-dynamodb";\nimport "@aws-sdk/lib-dynamodb";\n');

  // Rounds interleave the functions, so a busy moment of the machine does not land on one only.
  const tempos = new Map<string, Carga[]>([[vazio, []], [sdk, []], ...pacotes.map((p) => [p.arquivo, []] as [string, Carga[]])]);
  const cargaAntes = loadavg()[0]!;
  for (let i = 0; i < RODADAS; i++) for (const [arquivo, lista] of tempos) lista.push(carga(arquivo));
  const medianas = (arquivo: string) => {
    const l = tempos.get(arquivo)!;
    return { ms: mediana(l.map((c) => c.ms)), cpuMs: mediana(l.map((c) => c.cpuMs)) };
  };
  const base = medianas(vazio);
  const soSdk = medianas(sdk);

  console.log(`\nLambdas: ${pacotes.length} funções, esbuild como no CDK; carga = mediana de ${RODADAS} processos node novos (NODE_OPTIONS=${NODE_OPTIONS_LAMBDA})`);
  console.log(`módulo vazio (linha de base): ${base.ms.toFixed(1)} ms (CPU ${base.cpuMs.toFixed(1)} ms); carga média da máquina ${cargaAntes.toFixed(2)} → ${loadavg()[0]!.toFixed(2)} em ${cpus().length} núcleos\n`);
  console.log(
    `referência: só @aws-sdk/client-dynamodb + lib-dynamodb (do runtime, aqui de node_modules): ${soSdk.ms.toFixed(1)} ms (CPU ${soSdk.cpuMs.toFixed(1)} ms)\n`,
  );
  console.log(
    "função".padEnd(26),
    "min KiB".padStart(8),
    "gzip KiB".padStart(9),
    `alvo ≤${ALVO_GZIP_KIB}`.padStart(9),
    "carga ms".padStart(9),
    "- base".padStart(7),
    "CPU ms".padStart(7),
    `alvo ≤${ALVO_CARGA_MS}`.padStart(9),
    "  maiores partes (KiB min)",
  );
  let falhou = false;
  for (const p of pacotes) {
    const { ms, cpuMs } = medianas(p.arquivo);
    const okGzip = p.gzipBytes / 1024 <= ALVO_GZIP_KIB;
    const okCarga = ms <= ALVO_CARGA_MS;
    falhou ||= !okGzip || !okCarga;
    const maiores = pesos(p.metafile).slice(0, DETALHE ? 12 : 3).map(([g, b]) => `${g} ${kib(b)}`).join(", ");
    console.log(
      p.modulo.replace(/\/handler$/, "").padEnd(26),
      kib(p.minBytes).padStart(8),
      kib(p.gzipBytes).padStart(9),
      (okGzip ? "✓" : "✗").padStart(9),
      ms.toFixed(1).padStart(9),
      (ms - base.ms).toFixed(1).padStart(7),
      cpuMs.toFixed(1).padStart(7),
      (okCarga ? "✓" : "✗").padStart(9),
      ` ${maiores}`,
    );
  }
  console.log(`\nbundles e metafiles em ${path.relative(RAIZ_REPO, SAIDA)}/`);
  process.exitCode = falhou ? 1 : 0;
}

await main();
