/**
 * Integration tests: the real local servers (DynamoDB Local in memory, cognito-local, fauxqs,
 * s3rver) on free ports, the resources, the local gateway with the real handlers and the table's
 * stream poller with the real consumer. Queues without a consumer yet are fanned out per company
 * (support/filas.ts), so a test reads its own jobs; queues with one run it, their jobs mirrored per company. Stopped, with their temp data removed, when
 * the run ends.
 */
import type { TestProject } from "vitest/node";
import { iniciarPilha } from "../../scripts/local/pilha";
import { FILAS } from "../../shared/api/filas";
import "./contexto";
import { espelharPorEmpresa, repassarPorEmpresa } from "./filas";
import { fixarRelogioDosTestes } from "./relogio";

export default async function setup(project: TestProject) {
  process.env.APP_ENV = "test";
  const relogio = fixarRelogioDosTestes();
  const consumidores: Record<string, Parameters<typeof espelharPorEmpresa>[1]> = {};
  for (const f of FILAS) if (f.consumidor === null) consumidores[f.nome] = repassarPorEmpresa(f.nome);
  // The real consumers run in their own threads as in npm start; each job is also copied to its company's queue.
  const pilha = await iniciarPilha({ prefixo: "erp-test", consumidores, envolverConsumidor: espelharPorEmpresa, limitePublicas: null });
  project.provide("pilha", {
    env: { ...pilha.env, ...relogio },
    apiUrl: pilha.api.url,
    cognitoEndpoint: pilha.endpoints.cognito,
    staffClientId: pilha.recursos.staffUserPoolClientId,
    staffPoolId: pilha.recursos.staffUserPoolId,
    customerPoolId: pilha.recursos.customerUserPoolId,
    customerClientId: pilha.recursos.customerUserPoolClientId,
  });
  return async () => {
    await pilha.parar();
  };
}
