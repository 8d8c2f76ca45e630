/**
 * Lambda bundles: size and module load time of every function the CDK app builds, bundled with
 * the very esbuild options NodeFunction's asset uses (infra/constructs/empacotamento.ts). Needs no stack.
 *
 * A function is its code, index.mjs plus chunks (esbuild splitting), and the AWS SDK built apart
 * into its own node_modules/ (empacotamento.ts; the lazy clients in a build of their own). Per function:
 * - estático: gzip of the code a cold start loads, index.mjs and the chunks it imports statically
 *   (their closure, from the esbuild metafile): the ≤ ALVO_GZIP_KIB target applies to this, our
 *   bundle, as the issue that set it measured bundles (the SDK outside);
 * - SDK: gzip of the SDK files the cold start loads beside it (shown, and counted in the load);
 * - total: gzip of all its files, SDK included, and those only `await import()` reaches (PDF and
 *   sanitiser libraries, the S3, Cognito and Secrets Manager clients), loaded on first use;
 * - carga: `import()` of index.mjs by an ES module in a fresh `node` process, as Lambda's runtime
 *   loads a handler (median of RODADAS processes, the deployed environment: SDK and all), beside the same measure for an empty module.
 *   Target (issue 29, item 4, decided): ≤ the SDK-only reference measured in the same run (client-dynamodb +
 *   lib-dynamodb bundled as the functions are, nothing of ours) + FOLGA_CARGA_MS. A relative target follows
 *   the machine: a busy or slow machine moves the reference and the functions alike, where an absolute
 *   figure failed the same code on one machine and passed it on another. ALVO_CARGA_MS stays as an
 *   informative absolute figure (✓/✗ in parentheses, outside the exit code).
 * EXTRAS adds rows that also import lazy chunks/clients, for functions whose ordinary work always
 * loads them (informative: not part of the exit code). Exits 1 when a target is missed. The machine's load
 * average is printed: on a busy machine wall-clock times grow (the CPU column much less).
 *
 *   npx tsx test/bench/lambdas.ts   # BENCH_RODADAS=10, BENCH_FUNCOES=vendas/handler,…, BENCH_DETALHE=1 lists the top inputs
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { App } from "aws-cdk-lib";
import type { Metafile } from "esbuild";
import { AMBIENTES } from "../../infra/config";
import { type Empacotado, empacotarFuncao, fechoEstatico, fechoEstaticoSdk, NODE_OPTIONS_LAMBDA } from "../../infra/constructs/empacotamento";
import { entradaPadrao, RAIZ_REPO } from "../../infra/constructs/node-function";
import { montarApp } from "../../infra/stacks";
import { registrarResumo, type LinhaResumo } from "./resumo";

const RODADAS = Number(process.env.BENCH_RODADAS ?? 10);
const DETALHE = process.env.BENCH_DETALHE === "1";
/** Comma-separated module paths to bench only those (e.g. "vendas/handler"). */
const SO = process.env.BENCH_FUNCOES?.split(",").filter(Boolean);
const SAIDA = path.join(RAIZ_REPO, ".tmp", "bench-lambdas");
export const ALVO_GZIP_KIB = 100;
export const ALVO_CARGA_MS = 80;
/** What a function may add to the SDK-only reference's load (issue 29, item 4). */
export const FOLGA_CARGA_MS = 30;

/** Loads measured on top of a function's cold start: a lazy chunk its every invocation needs. */
const EXTRAS: { modulo: string; entrada: string; sdk: string[]; rotulo: string; nota: string }[] = [
  {
    modulo: "boletos/jobs/consumidor",
    entrada: "functions/boletos/pdf/index.ts",
    sdk: ["@aws-sdk/client-s3"],
    rotulo: "  + PDF e S3",
    nota: "o consumidor de boleto-jobs renderiza e grava um PDF em todo job: o 1º job após a partida a frio carrega o chunk do PDF (pdf-lib, bwip-js) e o cliente S3",
  },
];

/** Variables a function finds in Lambda (values are placeholders: nothing is called at load). */
const AMBIENTE_LAMBDA: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  ...(NODE_OPTIONS_LAMBDA ? { NODE_OPTIONS: NODE_OPTIONS_LAMBDA } : {}),
  AWS_REGION: "sa-east-1",
  AWS_LAMBDA_FUNCTION_NAME: "bench",
  AWS_ACCESS_KEY_ID: "bench",
  AWS_SECRET_ACCESS_KEY: "bench",
  APP_ENV: "dev",
  TABLE_NAME: "bench",
  // This machine's Node may be older than Lambda's nodejs22.x, where the SDK never warns.
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
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
  nome: string;
  /** The file `import()`ed to measure the load. */
  arquivo: string;
  estaticoGzip: number;
  /** The SDK's files the cold start loads beside the code. */
  sdkGzip: number;
  totalGzip: number;
  /** Outputs counted as loaded, with the metafile that lists each (paths relative to the repository). */
  carregadas: Map<string, Metafile>;
  informativo?: boolean;
}

const gzipDe = (saida: string) => gzipSync(readFileSync(path.resolve(RAIZ_REPO, saida))).length;
const soma = (saidas: Iterable<string>) => [...saidas].filter((s) => s.endsWith(".mjs")).reduce((t, s) => t + gzipDe(s), 0);
const comMeta = (saidas: Iterable<string>, meta: Metafile) => new Map([...saidas].map((s) => [s, meta] as const));

function empacotar(entrada: string, nome: string): Empacotado & { pasta: string } {
  const pasta = path.join(SAIDA, nome.replaceAll("/", "__"));
  const r = empacotarFuncao(entrada, pasta);
  writeFileSync(path.join(pasta, "meta.json"), JSON.stringify(r));
  return { pasta, ...r };
}

function pacote(modulo: string): Pacote[] {
  const emp = empacotar(entradaPadrao(modulo), modulo);
  const { pasta, codigo, sdk, sdkPreguicoso } = emp;
  const estatico = fechoEstatico(codigo);
  const estaticoSdk = fechoEstaticoSdk(emp);
  const nome = modulo.replace(/\/handler$/, "");
  const todas = [codigo, sdk, sdkPreguicoso].flatMap((m) => Object.keys(m?.outputs ?? {}));
  const carregadas = new Map([...comMeta(estatico, codigo), ...(sdk ? comMeta(estaticoSdk, sdk) : [])]);
  const base: Pacote = {
    nome,
    arquivo: path.join(pasta, "index.mjs"),
    estaticoGzip: soma(estatico),
    sdkGzip: soma(estaticoSdk),
    totalGzip: soma(todas),
    carregadas,
  };
  const extras = EXTRAS.filter((e) => e.modulo === modulo).map((e): Pacote => {
    const chunk = Object.entries(codigo.outputs).find(([, o]) => o.entryPoint === e.entrada)?.[0];
    if (!chunk) throw new Error(`${modulo}: nenhum chunk de ${e.entrada} (não é mais import() preguiçoso?)`);
    // The chunk and the SDK clients with their static closures, on top of the cold start's.
    const mais = new Map([...carregadas, ...comMeta(fechoEstatico(codigo, chunk), codigo)]);
    const sdkMais = new Map<string, Metafile>();
    for (const p of e.sdk) {
      const inicio = Object.keys(sdkPreguicoso?.outputs ?? {}).find((s) => s.endsWith(`node_modules/${p}/index.mjs`));
      if (!sdkPreguicoso || !inicio) throw new Error(`${modulo}: ${p} não está entre os clientes preguiçosos da função`);
      for (const [s, m] of comMeta(fechoEstatico(sdkPreguicoso, inicio), sdkPreguicoso)) sdkMais.set(s, m);
    }
    const arquivo = path.join(pasta, "com-extra.mjs");
    const relativo = (s: string) => `./${path.relative(pasta, path.resolve(RAIZ_REPO, s))}`;
    const imports = ["./index.mjs", relativo(chunk), ...e.sdk].map((i) => `await import(${JSON.stringify(i)});`);
    writeFileSync(arquivo, `${imports.join("\n")}\n`);
    return {
      nome: e.rotulo,
      arquivo,
      estaticoGzip: soma([...mais.keys()].filter((s) => !estaticoSdk.has(s))),
      sdkGzip: base.sdkGzip + soma(sdkMais.keys()),
      totalGzip: base.totalGzip,
      carregadas: new Map([...mais, ...sdkMais]),
      informativo: true,
    };
  });
  return [base, ...extras];
}

interface Carga {
  /** Wall-clock ms of `await import(arquivo)`: the target. */
  ms: number;
  /** CPU ms of the process meanwhile (all threads): less sensitive to a busy machine. */
  cpuMs: number;
}

/**
 * One `await import(arquivo)` in a fresh process with the Lambda's environment, the way Lambda's
 * Node runtime loads a handler: its bootstrap is an ES module (/var/runtime/index.mjs) that
 * `await import()`s the handler's file, so the ESM loader is already up when the handler loads.
 * Hence a small .mjs file (CARREGADOR) imports it, not `node -e`: an eval'd module's first import
 * also paid for starting the loader (resolve, fs/promises), and the first `performance.now()` for
 * loading perf_hooks, ~10 ms that were the empty module's whole "load" and that no Lambda handler pays.
 */
const CARREGADOR = path.join(SAIDA, "carregador.mjs");
const CODIGO_CARREGADOR = `performance.now(); process.cpuUsage();
const c = process.cpuUsage(); const t = performance.now();
await import(process.argv[2]);
const ms = performance.now() - t; const u = process.cpuUsage(c);
process.stdout.write(JSON.stringify({ ms, cpuMs: (u.user + u.system) / 1000 }));
`;

function carga(arquivo: string): Carga {
  const saida = execFileSync(process.execPath, [CARREGADOR, pathToFileURL(arquivo).href], { env: AMBIENTE_LAMBDA, encoding: "utf8" });
  return JSON.parse(saida) as Carga;
}

const mediana = (v: number[]) => {
  const o = [...v].sort((a, b) => a - b);
  const m = Math.floor(o.length / 2);
  return o.length % 2 ? o[m]! : (o[m - 1]! + o[m]!) / 2;
};

/** Minified bytes loaded per package (node_modules/<pkg>) or per source folder (functions/vendas, shared). */
function pesos(saidas: Map<string, Metafile>): [string, number][] {
  const porGrupo = new Map<string, number>();
  for (const [s, meta] of saidas) {
    for (const [entrada, { bytesInOutput }] of Object.entries(meta.outputs[s]?.inputs ?? {})) {
      const nm = entrada.lastIndexOf("node_modules/");
      let grupo: string;
      if (nm >= 0) {
        const partes = entrada.slice(nm + "node_modules/".length).split("/");
        grupo = partes[0]!.startsWith("@") ? `${partes[0]}/${partes[1]}` : partes[0]!;
      } else {
        const partes = entrada.split("/");
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
  for (const m of modulos) pacotes.push(...pacote(m));
  const vazio = path.join(SAIDA, "vazio", "index.mjs");
  mkdirSync(path.dirname(vazio), { recursive: true });
  writeFileSync(vazio, "export {};\n");
  writeFileSync(CARREGADOR, CODIGO_CARREGADOR);
  // What every function loads of the SDK before any code of ours, bundled as the functions are.
  const entradaSdk = path.join(SAIDA, "ref-sdk.ts");
  writeFileSync(
    entradaSdk,
    'import { DynamoDBClient } from "@aws-sdk/client-dynamodb";\nimport { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";\nexport const db = DynamoDBDocumentClient.from(new DynamoDBClient({}));\n',
  );
  const sdk = empacotar(entradaSdk, "ref-sdk");
  const sdkArquivo = path.join(sdk.pasta, "index.mjs");

  // Rounds interleave the functions, so a busy moment of the machine does not land on one only.
  const tempos = new Map<string, Carga[]>([[vazio, []], [sdkArquivo, []], ...pacotes.map((p) => [p.arquivo, []] as [string, Carga[]])]);
  const cargaAntes = loadavg()[0]!;
  for (let i = 0; i < RODADAS; i++) for (const [arquivo, lista] of tempos) lista.push(carga(arquivo));
  const medianas = (arquivo: string) => {
    const l = tempos.get(arquivo)!;
    return { ms: mediana(l.map((c) => c.ms)), cpuMs: mediana(l.map((c) => c.cpuMs)) };
  };
  const base = medianas(vazio);
  const soSdk = medianas(sdkArquivo);

  const opcoesNode = NODE_OPTIONS_LAMBDA ? `NODE_OPTIONS=${NODE_OPTIONS_LAMBDA}` : "sem NODE_OPTIONS, como no deploy";
  console.log(`\nLambdas: ${modulos.length} funções, esbuild como no CDK (ESM dividido; o AWS SDK ao lado, em node_modules/ da função); carga = import() de index.mjs por um módulo ESM, como no runtime do Lambda, mediana de ${RODADAS} processos node novos (${opcoesNode})`);
  console.log(`módulo vazio (linha de base): ${base.ms.toFixed(1)} ms (CPU ${base.cpuMs.toFixed(1)} ms); carga média da máquina ${cargaAntes.toFixed(2)} → ${loadavg()[0]!.toFixed(2)} em ${cpus().length} núcleos`);
  console.log(
    `referência: só client-dynamodb + lib-dynamodb, empacotados assim: estático ${kib(soma(fechoEstatico(sdk.codigo)) + soma(fechoEstaticoSdk(sdk)))} KiB gzip, ${soSdk.ms.toFixed(1)} ms (CPU ${soSdk.cpuMs.toFixed(1)} ms)\n`,
  );
  console.log(
    "função".padEnd(26),
    "estático".padStart(9),
    "+ SDK".padStart(7),
    "total".padStart(7),
    `≤${ALVO_GZIP_KIB}`.padStart(5),
    "carga ms".padStart(9),
    "- base".padStart(7),
    "CPU ms".padStart(7),
    `≤ref+${FOLGA_CARGA_MS}`.padStart(8),
    `≤${ALVO_CARGA_MS}`.padStart(5),
    "  maiores partes carregadas (KiB min)",
  );
  console.log("".padEnd(26), "KiB gzip".padStart(9), "KiB gz".padStart(7), "KiB gz".padStart(7));
  let falhou = false;
  const resumo: LinhaResumo[] = [{ medida: "módulo vazio (linha de base)", valor: `${base.ms.toFixed(1)} ms`, alvo: "—", ok: null }];
  for (const p of pacotes) {
    const { ms, cpuMs } = medianas(p.arquivo);
    const okGzip = p.estaticoGzip / 1024 <= ALVO_GZIP_KIB;
    const alvoCarga = soSdk.ms + FOLGA_CARGA_MS;
    const okCarga = ms <= alvoCarga;
    const okCargaAbsoluta = ms <= ALVO_CARGA_MS;
    if (!p.informativo) falhou ||= !okGzip || !okCarga;
    const info = p.informativo ? " (informativo)" : "";
    resumo.push(
      { medida: `λ ${p.nome.trim()}: JS estático gzip, nosso código (+ SDK ${kib(p.sdkGzip)}; total ${kib(p.totalGzip)})${info}`, valor: `${kib(p.estaticoGzip)} KiB`, alvo: `≤ ${ALVO_GZIP_KIB} KiB`, ok: p.informativo ? null : okGzip },
      { medida: `λ ${p.nome.trim()}: carga${info} (absoluta ≤ ${ALVO_CARGA_MS} ms: ${okCargaAbsoluta ? "sim" : "não"}, informativo)`, valor: `${ms.toFixed(1)} ms`, alvo: `≤ ${alvoCarga.toFixed(1)} ms (só SDK ${soSdk.ms.toFixed(1)} + ${FOLGA_CARGA_MS})`, ok: p.informativo ? null : okCarga },
    );
    const marca = (ok: boolean) => (p.informativo ? (ok ? "(✓)" : "(✗)") : ok ? "✓" : "✗");
    const maiores = pesos(p.carregadas).slice(0, DETALHE ? 12 : 3).map(([g, b]) => `${g} ${kib(b)}`).join(", ");
    console.log(
      p.nome.padEnd(26),
      kib(p.estaticoGzip).padStart(9),
      kib(p.sdkGzip).padStart(7),
      kib(p.totalGzip).padStart(7),
      marca(okGzip).padStart(5),
      ms.toFixed(1).padStart(9),
      (ms - base.ms).toFixed(1).padStart(7),
      cpuMs.toFixed(1).padStart(7),
      marca(okCarga).padStart(8),
      (okCargaAbsoluta ? "(✓)" : "(✗)").padStart(5),
      ` ${maiores}`,
    );
  }
  console.log(`\ncarga: o alvo é a referência só-SDK desta rodada + ${FOLGA_CARGA_MS} ms (${(soSdk.ms + FOLGA_CARGA_MS).toFixed(1)} ms agora) e decide o código de saída; ≤ ${ALVO_CARGA_MS} ms absoluto é informativo.`);
  console.log("estático: nosso código que a partida a frio carrega, index.mjs e os chunks que ele importa estaticamente (o alvo de tamanho vale para ele, o bundle da função, medido como na issue: sem o SDK).");
  console.log("+ SDK: os arquivos do AWS SDK que a partida a frio carrega ao lado (node_modules/ da função, ESM minificado); a carga conta tudo.");
  console.log("total: todos os arquivos da função, SDK incluído, e os só alcançados por await import(): PDF, sanitizador e os clientes S3, Cognito e Secrets Manager (com sua própria cópia do núcleo do SDK).");
  for (const e of EXTRAS) if (pacotes.some((p) => p.nome === e.rotulo)) console.log(`${e.rotulo.trim()} (${e.modulo}): ${e.nota}; (✓)/(✗) informativos, fora do código de saída.`);
  console.log(`bundles e metafiles em ${path.relative(RAIZ_REPO, SAIDA)}/`);
  registrarResumo("lambdas", resumo);
  process.exitCode = falhou ? 1 : 0;
}

await main();
