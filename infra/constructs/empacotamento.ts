/**
 * How every Lambda is bundled, in one place: NodeFunction runs `opcoesEsbuild` in its asset's
 * local bundling (EmpacotadorLocal), and the Lambda bench (test/bench/lambdas.ts) builds each
 * function with the very same options, so what is measured is what is deployed.
 *
 * One folder per function: `index.mjs` (the handler, `index.handler`) and `chunks/`. The AWS
 * SDK is bundled in (AWS's cold-start advice; it also pins the SDK version we tested), with
 * credentials from the environment only (functions/lib/credenciais-lambda.ts), and esbuild splits
 * the code: whatever is reached only through `await import()` (the PDF and HTML-sanitiser
 * libraries of the few routes and jobs that use them; the S3, Cognito and Secrets Manager clients,
 * built apart: SDK_PREGUICOSO) is loaded on first use, not at cold start. test/bench/lambdas.ts
 * measures both.
 */
import { writeFileSync } from "node:fs";
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

/**
 * SDK clients that functions only ever `await import()` (S3, Cognito, Secrets Manager). Bundled
 * with the function they would leak into its cold start: esbuild places a file's code in the
 * chunk of every entry that reaches the file statically, and the SDK's barrels (@smithy/core,
 * @aws-sdk/core) reach the XML protocol and serde code only S3 uses, ~15 KiB gzip and ~10 ms in
 * 11 functions. So the function's build leaves them external, and a second build puts them in
 * the function's own `node_modules/<package>/index.mjs` (with their own copy of the SDK core),
 * where Node's resolution of the bare `import("@aws-sdk/client-s3")` finds them.
 */
export const SDK_PREGUICOSO = [
  "@aws-sdk/client-s3",
  "@aws-sdk/s3-request-presigner",
  "@aws-sdk/client-cognito-identity-provider",
  "@aws-sdk/client-secrets-manager",
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
    external: [...SDK_PREGUICOSO],
    metafile: true,
  };
}

/** The lazy SDK clients a function's build left external (from its metafile). */
export function sdkPreguicosoUsado(meta: Metafile): string[] {
  const usados = new Set<string>();
  for (const saida of Object.values(meta.outputs))
    for (const i of saida.imports) if (i.external && (SDK_PREGUICOSO as readonly string[]).includes(i.path)) usados.add(i.path);
  return [...usados].sort();
}

/** The second build: `pacotes` (of SDK_PREGUICOSO) into `pasta`/node_modules/<package>/index.mjs, sharing chunks. */
export function opcoesSdkPreguicoso(pacotes: readonly string[], pasta: string): BuildOptions & { metafile: true } {
  return {
    ...comuns(pasta),
    entryPoints: Object.fromEntries(pacotes.map((p) => [`node_modules/${p}/index`, p])),
    chunkNames: "node_modules/.sdk/[name]-[hash]",
    metafile: true,
  };
}

/** Each lazy SDK package's package.json, so that Node resolves the bare specifier to its index.mjs. */
export function manifestosSdk(pacotes: readonly string[], pasta: string): void {
  for (const p of pacotes) writeFileSync(path.join(pasta, "node_modules", p, "package.json"), `${JSON.stringify({ name: p, type: "module", exports: "./index.mjs" })}\n`);
}

/**
 * A function's whole folder, as deployed and as the bench measures it: its code and, when it
 * uses any, the lazy SDK clients. Returns the metafile of each build (the second may be absent).
 */
export function empacotarFuncao(entrada: string, pasta: string): { codigo: Metafile; sdk?: Metafile } {
  const { metafile: codigo } = buildSync(opcoesEsbuild(entrada, pasta));
  for (const s of fechoEstatico(codigo))
    for (const i of codigo.outputs[s]?.imports ?? [])
      if (i.external && i.kind === "import-statement" && (SDK_PREGUICOSO as readonly string[]).includes(i.path))
        throw new Error(`${entrada}: ${i.path} importado estaticamente; use await import() (infra/constructs/empacotamento.ts, SDK_PREGUICOSO)`);
  const pacotes = sdkPreguicosoUsado(codigo);
  if (!pacotes.length) return { codigo };
  const { metafile: sdk } = buildSync(opcoesSdkPreguicoso(pacotes, pasta));
  manifestosSdk(pacotes, pasta);
  return { codigo, sdk };
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
