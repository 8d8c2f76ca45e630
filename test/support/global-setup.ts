/**
 * Integration tests: the real local servers (DynamoDB Local in memory, cognito-local, fauxqs,
 * s3rver) on free ports, the resources, and the local gateway with the real handlers. Stopped,
 * with their temp data removed, when the run ends.
 */
import type { TestProject } from "vitest/node";
import { iniciarPilha } from "../../scripts/local/pilha";
import "./contexto";

export default async function setup(project: TestProject) {
  process.env.APP_ENV = "test";
  const pilha = await iniciarPilha({ prefixo: "erp-test", limitePublicas: null });
  project.provide("pilha", {
    env: pilha.env,
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
