/**
 * End-to-end tests: the whole product as `npm start` runs it (local servers, gateway, Vite dev
 * server with the /api proxy and /config.json), on free ports with temporary data, and Debian's
 * Chromium. Stopped when the run ends.
 */
import path from "node:path";
import { createServer } from "vite";
import type { TestProject } from "vitest/node";
import { garantirChromium } from "../../scripts/chromium";
import { iniciarPilha } from "../../scripts/local/pilha";
import { portaLivre } from "../../scripts/local/portas";
import "./contexto";
import { fixarRelogioDosTestes } from "./relogio";

export default async function setup(project: TestProject) {
  process.env.APP_ENV = "test";
  const relogio = fixarRelogioDosTestes();
  const chromium = garantirChromium();
  const pilha = await iniciarPilha({ prefixo: "erp-e2e", limitePublicas: null });
  process.env.ERP_API_URL = pilha.api.url;
  process.env.ERP_CONFIG_SPA = JSON.stringify(pilha.configSpa);
  const porta = await portaLivre();
  const vite = await createServer({
    configFile: path.resolve("frontend/vite.config.ts"),
    logLevel: "error",
    server: { port: porta, strictPort: true, host: "127.0.0.1", hmr: false },
  });
  await vite.listen();
  const webUrl = `http://127.0.0.1:${porta}`;
  // Warm the dev server so the first test does not pay for dependency pre-bundling.
  await fetch(`${webUrl}/`).catch(() => undefined);
  project.provide("pilha", {
    env: { ...pilha.env, ...relogio },
    apiUrl: pilha.api.url,
    cognitoEndpoint: pilha.endpoints.cognito,
    staffClientId: pilha.recursos.staffUserPoolClientId,
    staffPoolId: pilha.recursos.staffUserPoolId,
    customerPoolId: pilha.recursos.customerUserPoolId,
    customerClientId: pilha.recursos.customerUserPoolClientId,
    webUrl,
    chromium,
  });
  return async () => {
    await vite.close();
    await pilha.parar();
  };
}
