/**
 * Builds the whole app (all five stacks, real cross-stack wiring) without bundling: the
 * `aws:cdk:bundling-stacks: []` context makes the functions' assets skip esbuild (AssetStaging
 * does not call local bundling then).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { App } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import { AMBIENTES, type AmbienteConfig, type NomeAmbiente } from "../../infra/config";
import { montarApp, type OpcoesApp } from "../../infra/stacks";

export const FIXTURE_HANDLER = fileURLToPath(new URL("./fixtures/handler.ts", import.meta.url));
/** A folder without index.html: the SPA is not deployed unless a test says otherwise. */
export const SEM_SPA = path.join(path.dirname(FIXTURE_HANDLER), "sem-spa");

export function montar(
  ambiente: NomeAmbiente | AmbienteConfig = "dev",
  opcoes: OpcoesApp = {},
) {
  const config = typeof ambiente === "string" ? AMBIENTES[ambiente] : ambiente;
  const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
  const stacks = montarApp(app, config, { entrada: () => FIXTURE_HANDLER, pastaSpa: SEM_SPA, ...opcoes });
  return { app, config, ...stacks };
}

export const template = Template.fromStack;

type Recurso = { Type: string; Properties?: Record<string, unknown>; DependsOn?: string[]; DeletionPolicy?: string };

/** Resources of one type, as [logicalId, resource] pairs. */
export function recursos(t: Template, tipo: string): [string, Recurso][] {
  return Object.entries(t.findResources(tipo) as Record<string, Recurso>);
}

export function unico(t: Template, tipo: string): [string, Recurso] {
  const todos = recursos(t, tipo);
  if (todos.length !== 1) throw new Error(`esperado 1 ${tipo}, achados ${todos.length}`);
  return todos[0] as [string, Recurso];
}
