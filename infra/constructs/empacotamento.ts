/**
 * How every Lambda is bundled, in one place: NodeFunction runs `opcoesEsbuild` in its asset's
 * local bundling (EmpacotadorLocal), and the Lambda bench (test/bench/lambdas.ts) builds each
 * function with the very same options, so what is measured is what is deployed.
 *
 * One folder per function: `index.mjs` (the handler, `index.handler`) and `chunks/`. The AWS
 * SDK is bundled in (AWS's cold-start advice; it also pins the SDK version we tested), with
 * credentials from the environment only (functions/lib/credenciais-lambda.ts), and esbuild splits
 * the code: whatever is reached only through `await import()` (the S3, Cognito and Secrets
 * Manager clients; the PDF and HTML-sanitiser libraries of the few routes and jobs that use them)
 * becomes a chunk loaded on first use, not at cold start. test/bench/lambdas.ts measures both.
 */
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

/** The esbuild build of one function: `entrada` (a .ts file) into the folder `pasta` (index.mjs, chunks/, maps). */
export function opcoesEsbuild(entrada: string, pasta: string): BuildOptions & { metafile: true } {
  return {
    entryPoints: { [ARQUIVO_ENTRADA]: entrada },
    outdir: pasta,
    bundle: true,
    splitting: true,
    chunkNames: EMPACOTAMENTO.nomesChunks,
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
    metafile: true,
    logLevel: "warning",
  };
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
    const r = buildSync(opcoesEsbuild(this.entrada, pastaSaida));
    if (r.errors.length) throw new Error(`esbuild: ${path.relative(this.raiz, this.entrada)} não empacotou`);
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
 * The outputs a cold start loads: the entry (index.mjs) and the chunks it imports statically, and
 * theirs; chunks reached only through `await import()` are left out. Paths as in the metafile.
 */
export function fechoEstatico(meta: Metafile): Set<string> {
  const saidas = meta.outputs;
  const entrada = Object.keys(saidas).find((s) => path.basename(s) === `${ARQUIVO_ENTRADA}.mjs`);
  if (!entrada) throw new Error(`o metafile não tem ${ARQUIVO_ENTRADA}.mjs`);
  const fecho = new Set<string>();
  const pendentes = [entrada];
  for (let s = pendentes.pop(); s !== undefined; s = pendentes.pop()) {
    if (fecho.has(s)) continue;
    fecho.add(s);
    for (const i of saidas[s]?.imports ?? []) if (i.kind === "import-statement" && i.path in saidas) pendentes.push(i.path);
  }
  return fecho;
}
