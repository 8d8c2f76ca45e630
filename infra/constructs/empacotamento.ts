/**
 * How every Lambda is bundled, in one place: NodeFunction runs `opcoesEsbuild` in its asset's
 * local bundling (EmpacotadorLocal), and the Lambda bench (test/bench/lambdas.ts) builds each
 * function with the very same options, so what is measured is what is deployed.
 *
 * One folder per function: `index.mjs` (the handler, `index.handler`) and `chunks/`, our code
 * only, split by esbuild so that whatever is reached only through `await import()` (the PDF and
 * HTML-sanitiser libraries of the few routes and jobs that use them) loads on first use, not at
 * cold start. The AWS SDK ships in the same folder but built apart, into `node_modules/`
 * (minified ESM, credentials from the environment only: functions/lib/credenciais-lambda.ts):
 * it is deployed with the function (AWS's cold-start advice, and it pins the SDK version we
 * tested) instead of coming from the runtime's slower CommonJS copy, and the function's own
 * bundle is our code, as the size budget counts it. Node finds the SDK by the bare specifier
 * through the folder's node_modules/. test/bench/lambdas.ts measures both.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type BuildOptions, buildSync, type Metafile } from "esbuild";
import { type BundlingOptions, DockerImage, type ILocalBundling } from "aws-cdk-lib";

/** Node built-ins and CommonJS dependencies that call require(): ESM has no require of its own. */
export const BANNER_REQUIRE = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/** The handler's file name without extension: the Lambda handler is `${ARQUIVO_ENTRADA}.handler`. */
export const ARQUIVO_ENTRADA = "index";
export const HANDLER_LAMBDA = `${ARQUIVO_ENTRADA}.handler`;

/**
 * Source maps: a linked .map beside each file is deployed, but Node does not read it unless a
 * function is given `NODE_OPTIONS=--enable-source-maps` (set it by hand while debugging one):
 * with it on, every cold start read and parsed the maps of all loaded files, ~25–30 ms per
 * function in the bench. So no NODE_OPTIONS by default and stack traces name index.mjs/chunks.
 */
export const NODE_OPTIONS_LAMBDA: string | undefined = undefined;

/** The settings, once. */
export const EMPACOTAMENTO = {
  minify: true,
  target: "node22",
  format: "esm",
  /** ESM builds of dependencies first: they tree-shake, their CommonJS builds do not. */
  mainFields: ["module", "main"],
  banner: BANNER_REQUIRE,
  /** Linked maps beside the files (not inlined: they would be parsed on every cold start). */
  sourcemap: "linked",
  /** Modules replaced in every bundle (see functions/lib/credenciais-lambda.ts). */
  apelidos: { "@aws-sdk/credential-provider-node": fileURLToPath(new URL("../../functions/lib/credenciais-lambda.ts", import.meta.url)) },
  /** Shared and lazily imported code: `chunks/<name>-<hash>.mjs` beside index.mjs. */
  nomesChunks: "chunks/[name]-[hash]",
} as const;

/** Every import under this scope is left out of the function's code build and built apart (node_modules/). */
export const ESCOPO_SDK = "@aws-sdk/";

/**
 * SDK clients that functions only ever `await import()` (S3, Cognito, Secrets Manager, messaging). Built with
 * the SDK the cold start loads they would leak into it: esbuild places a file's code in the chunk
 * of every entry that reaches the file statically, and the SDK's barrels (@smithy/core,
 * @aws-sdk/core) reach the XML protocol and serde code only S3 uses, ~15 KiB gzip and ~10 ms in
 * 11 functions. So they have a build of their own (with their own copy of the SDK core), in
 * `node_modules/<package>/index.mjs` like the rest of the SDK.
 */
export const SDK_PREGUICOSO = [
  "@aws-sdk/client-s3",
  "@aws-sdk/s3-request-presigner",
  "@aws-sdk/client-cognito-identity-provider",
  "@aws-sdk/client-secrets-manager",
  // The `aws` messaging provider's clients (functions/mensagens/provedores/aws.ts): loaded by the
  // messages job on its first send of each channel, never by a function on `simulado`.
  "@aws-sdk/client-socialmessaging",
  "@aws-sdk/client-pinpoint-sms-voice-v2",
  "@aws-sdk/client-sesv2",
] as const;

/** The repository: both builds resolve from it, so metafile paths are relative to it. */
export const RAIZ_EMPACOTAMENTO = fileURLToPath(new URL("../../", import.meta.url));

/** What both builds share. */
function comuns(pasta: string): BuildOptions {
  return {
    absWorkingDir: RAIZ_EMPACOTAMENTO,
    outdir: pasta,
    bundle: true,
    splitting: true,
    outExtension: { ".js": ".mjs" },
    platform: "node",
    minify: EMPACOTAMENTO.minify,
    sourcemap: EMPACOTAMENTO.sourcemap,
    sourcesContent: false,
    target: EMPACOTAMENTO.target,
    format: EMPACOTAMENTO.format,
    mainFields: [...EMPACOTAMENTO.mainFields],
    banner: { js: EMPACOTAMENTO.banner },
    alias: { ...EMPACOTAMENTO.apelidos },
    logLevel: "warning",
  };
}

/** The esbuild build of one function's code: `entrada` (a .ts file) into the folder `pasta` (index.mjs, chunks/, maps). */
export function opcoesEsbuild(entrada: string, pasta: string): BuildOptions & { metafile: true } {
  return {
    ...comuns(pasta),
    entryPoints: { [ARQUIVO_ENTRADA]: entrada },
    chunkNames: EMPACOTAMENTO.nomesChunks,
    external: [`${ESCOPO_SDK}*`],
    metafile: true,
  };
}

const ePreguicoso = (pacote: string) => (SDK_PREGUICOSO as readonly string[]).includes(pacote);

/** How esbuild prints a static import in minified ESM: `import{A as b,C}from"@aws-sdk/x"`. */
const IMPORTACAO_SDK = /import\{([^}]*)\}from"(@aws-sdk\/[^"]+)"/g;
const IMPORTACAO_PREGUICOSA = /import\("(@aws-sdk\/[^"]+)"\)/g;

/**
 * What a function's code takes from the SDK, read from its built files: the names it imports from
 * each package its cold start loads (so that the SDK's build keeps only those: an entry point
 * keeps all its exports) and the lazy clients it `await import()`s (whole: a dynamic import
 * takes the namespace). Any other form of SDK import stops the build, so nothing is missed.
 */
export function sdkUsado(codigo: Metafile): { ansioso: Map<string, Set<string>>; preguicoso: string[] } {
  const ansioso = new Map<string, Set<string>>();
  const preguicoso = new Set<string>();
  for (const saida of Object.keys(codigo.outputs).filter((s) => s.endsWith(".mjs"))) {
    const texto = readFileSync(path.resolve(RAIZ_EMPACOTAMENTO, saida), "utf8");
    let reconhecidas = 0;
    for (const [, nomes, pacote] of texto.matchAll(IMPORTACAO_SDK)) {
      reconhecidas++;
      if (ePreguicoso(pacote!)) throw new Error(`${saida}: ${pacote} importado estaticamente; use await import() (SDK_PREGUICOSO)`);
      const lista = ansioso.get(pacote!) ?? new Set<string>();
      for (const n of nomes!.split(",")) lista.add(n.trim().split(/\s+as\s+/)[0]!);
      ansioso.set(pacote!, lista);
    }
    for (const [, pacote] of texto.matchAll(IMPORTACAO_PREGUICOSA)) {
      reconhecidas++;
      if (!ePreguicoso(pacote!)) throw new Error(`${saida}: await import("${pacote}"): inclua-o em SDK_PREGUICOSO ou importe seus nomes estaticamente`);
      preguicoso.add(pacote!);
    }
    const todas = texto.split(`"${ESCOPO_SDK}`).length - 1;
    if (todas !== reconhecidas) throw new Error(`${saida}: ${todas - reconhecidas} importação(ões) do SDK em forma não prevista (use import { Nome } from "${ESCOPO_SDK}…")`);
  }
  return { ansioso: new Map([...ansioso].sort(([a], [b]) => a.localeCompare(b))), preguicoso: [...preguicoso].sort() };
}

/** Where the SDK a cold start loads lives in a function's folder, and each package's name inside it. */
export const ARQUIVO_SDK = "node_modules/.sdk/sdk";
const nomeInterno = (i: number, nome: string) => `p${i}$${nome}`;

/**
 * The SDK a function's cold start loads, in one build: one file (`node_modules/.sdk/sdk.mjs`,
 * plus chunks for what the SDK itself imports lazily) exporting exactly the names the code
 * imports, each package's under a prefix of its own.
 */
export function opcoesSdk(nomes: Map<string, Set<string>>, pasta: string): BuildOptions & { metafile: true } {
  const linhas = [...nomes].map(([pacote, n], i) => `export { ${[...n].sort().map((x) => `${x} as ${nomeInterno(i, x)}`).join(", ")} } from "${pacote}";`);
  return {
    ...comuns(pasta),
    stdin: { contents: `${linhas.join("\n")}\n`, resolveDir: RAIZ_EMPACOTAMENTO, sourcefile: "sdk-da-funcao.js", loader: "js" },
    entryNames: ARQUIVO_SDK,
    chunkNames: "node_modules/.sdk/[name]-[hash]",
    metafile: true,
  };
}

/** The lazy clients, each whole, into `pasta`/node_modules/<package>/index.mjs, sharing chunks of their own. */
export function opcoesSdkPreguicoso(pacotes: readonly string[], pasta: string): BuildOptions & { metafile: true } {
  return {
    ...comuns(pasta),
    entryPoints: Object.fromEntries(pacotes.map((p) => [`node_modules/${p}/index`, p])),
    chunkNames: "node_modules/.sdk-preguicoso/[name]-[hash]",
    metafile: true,
  };
}

/** Each SDK package's package.json, so that Node resolves the bare specifier to its index.mjs. */
function manifesto(pacote: string, pasta: string): void {
  writeFileSync(path.join(pasta, "node_modules", pacote, "package.json"), `${JSON.stringify({ name: pacote, type: "module", exports: "./index.mjs" })}\n`);
}

/** The metafiles of a function's builds: its code, the SDK its cold start loads, the lazy SDK clients. */
export interface Empacotado {
  codigo: Metafile;
  sdk?: Metafile;
  sdkPreguicoso?: Metafile;
}

function empacotarSdk(nomes: Map<string, Set<string>>, pasta: string): Metafile | undefined {
  if (!nomes.size) return undefined;
  const { metafile } = buildSync(opcoesSdk(nomes, pasta));
  [...nomes].forEach(([pacote, n], i) => {
    mkdirSync(path.join(pasta, "node_modules", pacote), { recursive: true });
    const reexporta = [...n].sort().map((x) => `${nomeInterno(i, x)} as ${x}`);
    const relativo = path.posix.relative(`node_modules/${pacote}`, `${ARQUIVO_SDK}.mjs`);
    writeFileSync(path.join(pasta, "node_modules", pacote, "index.mjs"), `export { ${reexporta.join(", ")} } from "${relativo}";\n`);
    manifesto(pacote, pasta);
  });
  return metafile;
}

function empacotarSdkPreguicoso(pacotes: string[], pasta: string): Metafile | undefined {
  if (!pacotes.length) return undefined;
  const { metafile } = buildSync(opcoesSdkPreguicoso(pacotes, pasta));
  for (const p of pacotes) manifesto(p, pasta);
  return metafile;
}

/**
 * A function's whole folder, as deployed and as the bench measures it: its code, then the SDK
 * packages it imports (the cold start's, and the lazy clients apart). Returns each build's metafile.
 */
export function empacotarFuncao(entrada: string, pasta: string): Empacotado {
  const { metafile: codigo } = buildSync(opcoesEsbuild(entrada, pasta));
  const { ansioso, preguicoso } = sdkUsado(codigo);
  return { codigo, sdk: empacotarSdk(ansioso, pasta), sdkPreguicoso: empacotarSdkPreguicoso(preguicoso, pasta) };
}

/**
 * The asset's local bundling (no Docker): esbuild in this process. Its fields are plain data on
 * purpose: the CDK keys its asset cache (and the temporary bundling folder) on the JSON of the
 * bundling options, so two functions must never serialise the same.
 */
export class EmpacotadorLocal implements ILocalBundling {
  constructor(
    readonly entrada: string,
    readonly raiz: string,
  ) {}

  tryBundle(pastaSaida: string): boolean {
    empacotarFuncao(this.entrada, pastaSaida);
    return true;
  }
}

/**
 * Bundling options of the function's asset (Code.fromAsset of the repository root, hashed by its
 * output). The image is never run: local bundling always builds or throws.
 */
export function opcoesAsset(entrada: string, raiz: string): BundlingOptions {
  return { image: DockerImage.fromRegistry("dummy-nunca-usada"), local: new EmpacotadorLocal(entrada, raiz) };
}

/**
 * The outputs a cold start loads: the entry (index.mjs, or `inicio`) and the chunks it imports
 * statically, and theirs; chunks reached only through `await import()` are left out. Paths as in
 * the metafile (relative to the repository).
 */
export function fechoEstatico(meta: Metafile, inicio?: string): Set<string> {
  const saidas = meta.outputs;
  const entrada = inicio ?? Object.keys(saidas).find((s) => path.basename(s) === `${ARQUIVO_ENTRADA}.mjs` && !s.includes("node_modules/"));
  if (!entrada || !(entrada in saidas)) throw new Error(`o metafile não tem ${inicio ?? `${ARQUIVO_ENTRADA}.mjs`}`);
  const fecho = new Set<string>();
  const pendentes = [entrada];
  for (let s = pendentes.pop(); s !== undefined; s = pendentes.pop()) {
    if (fecho.has(s)) continue;
    fecho.add(s);
    for (const i of saidas[s]?.imports ?? []) if (i.kind === "import-statement" && i.path in saidas) pendentes.push(i.path);
  }
  return fecho;
}

/** The SDK files a cold start loads: node_modules/.sdk/sdk.mjs and the chunks it imports statically, if the code's static closure imports the SDK. */
export function fechoEstaticoSdk({ codigo, sdk }: Empacotado): Set<string> {
  if (!sdk) return new Set();
  const usa = [...fechoEstatico(codigo)].some((s) => codigo.outputs[s]?.imports.some((i) => i.external && i.kind === "import-statement" && i.path.startsWith(ESCOPO_SDK)));
  const inicio = Object.keys(sdk.outputs).find((o) => o.endsWith(`${ARQUIVO_SDK}.mjs`));
  if (!inicio) throw new Error(`o metafile do SDK não tem ${ARQUIVO_SDK}.mjs`);
  return usa ? fechoEstatico(sdk, inicio) : new Set();
}
