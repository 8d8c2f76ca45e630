/**
 * How every Lambda is bundled, in one place: NodeFunction hands these to NodejsFunction (which
 * runs esbuild), and the Lambda bench (test/bench/lambdas.ts) builds each function with the same
 * settings through esbuild's API, so what is measured is what is deployed.
 */
import type { BuildOptions } from "esbuild";
import { type BundlingOptions, OutputFormat } from "aws-cdk-lib/aws-lambda-nodejs";

/** Node built-ins and CommonJS dependencies that call require(): ESM has no require of its own. */
export const BANNER_REQUIRE = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/** The nodejs22.x runtime ships AWS SDK v3 (clients and lib-dynamodb); the bundle leaves it out. */
export const MODULOS_EXTERNOS = ["@aws-sdk/*"] as const;

/**
 * NODE_OPTIONS of every function: stack traces in the logs point at the TypeScript sources.
 * The bench loads the bundles with it too (Node then reads the .map file at load).
 */
export const NODE_OPTIONS_LAMBDA = "--enable-source-maps";

/** The settings, once; the two functions below only translate them. */
export const EMPACOTAMENTO = {
  minify: true,
  /** A linked .map file beside the bundle (never inlined: it would be loaded on every cold start). */
  sourceMap: true,
  sourcesContent: false,
  target: "node22",
  format: "esm",
  /** ESM builds of dependencies first: they tree-shake, their CommonJS builds do not. */
  mainFields: ["module", "main"],
  banner: BANNER_REQUIRE,
  externos: MODULOS_EXTERNOS,
} as const;

/** For NodejsFunction (aws-cdk-lib/aws-lambda-nodejs). */
export function opcoesCdk(): BundlingOptions {
  return {
    minify: EMPACOTAMENTO.minify,
    sourceMap: EMPACOTAMENTO.sourceMap,
    sourcesContent: EMPACOTAMENTO.sourcesContent,
    target: EMPACOTAMENTO.target,
    format: OutputFormat.ESM,
    mainFields: [...EMPACOTAMENTO.mainFields],
    banner: EMPACOTAMENTO.banner,
    externalModules: [...EMPACOTAMENTO.externos],
  };
}

/**
 * The esbuild build NodejsFunction runs for `opcoesCdk()` (its Bundling class: --bundle,
 * --platform=node, and the flags above), for one entry and output file.
 */
export function opcoesEsbuild(entrada: string, saida: string): BuildOptions {
  return {
    entryPoints: [entrada],
    outfile: saida,
    bundle: true,
    platform: "node",
    minify: EMPACOTAMENTO.minify,
    sourcemap: EMPACOTAMENTO.sourceMap,
    sourcesContent: EMPACOTAMENTO.sourcesContent,
    target: EMPACOTAMENTO.target,
    format: EMPACOTAMENTO.format,
    mainFields: [...EMPACOTAMENTO.mainFields],
    banner: { js: EMPACOTAMENTO.banner },
    external: [...EMPACOTAMENTO.externos],
    metafile: true,
    logLevel: "warning",
  };
}
