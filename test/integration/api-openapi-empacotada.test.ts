/**
 * The contract as AWS serves it: the `conta` Lambda built as the CDK deploys it
 * (infra/constructs/empacotamento.ts), whose route table loads each schema from its own chunk,
 * answers GET /api/openapi.json with the same document as the sources, and GET /api/docs.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { empacotarFuncao } from "../../infra/constructs/empacotamento";
import { RAIZ_REPO } from "../../infra/constructs/node-function";
import { iniciarGateway, type Gateway } from "../../scripts/local/gateway";

let pasta = "";
let gateway: Gateway | undefined;

beforeAll(async () => {
  pasta = mkdtempSync(path.join(tmpdir(), "lambda-conta-"));
  empacotarFuncao(path.join(RAIZ_REPO, "functions/conta/handler.ts"), pasta);
  const { cognitoEndpoint, staffPoolId, staffClientId, customerPoolId, customerClientId } = inject("pilha");
  const emissor = (pool: string, cliente: string) => ({ issuer: `${cognitoEndpoint}/${pool}`, audience: cliente, jwksUri: `${cognitoEndpoint}/${pool}/.well-known/jwks.json` });
  gateway = await iniciarGateway({
    porta: 0,
    staff: emissor(staffPoolId, staffClientId),
    cliente: emissor(customerPoolId, customerClientId),
    limitePublicas: null,
    carregadores: { conta: () => import(pathToFileURL(path.join(pasta, "index.mjs")).href) },
  });
}, 120_000);

afterAll(async () => {
  await gateway?.parar();
  if (pasta) rmSync(pasta, { recursive: true, force: true });
});

describe("contrato da API pela Lambda empacotada (conta)", () => {
  it("responde o mesmo documento que o código-fonte, e a página", async () => {
    const empacotada = await fetch(`${gateway!.url}/api/openapi.json`);
    expect(empacotada.status).toBe(200);
    const fontes = await fetch(`${inject("pilha").apiUrl}/api/openapi.json`);
    expect(await empacotada.json()).toEqual(await fontes.json());
    const pagina = await fetch(`${gateway!.url}/api/docs`);
    expect(pagina.status).toBe(200);
    expect(await pagina.text()).toContain("POST</span>/api/vendas");
  });
});
