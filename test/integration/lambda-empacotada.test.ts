/**
 * A domain served from its built Lambda folder (infra/constructs/empacotamento.ts, as the CDK
 * deploys it: our code in index.mjs and chunks/, the AWS SDK built apart into the folder's own
 * node_modules/), outside the repository so nothing resolves from its node_modules: writes,
 * reads, a conditional failure, a validation error and another company's id answer through the
 * bundle exactly as through the sources, against the local DynamoDB.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { empacotarFuncao } from "../../infra/constructs/empacotamento";
import { RAIZ_REPO } from "../../infra/constructs/node-function";
import { iniciarGateway, type Gateway } from "../../scripts/local/gateway";
import { chamarApi, novaEmpresa } from "../support/api";
import { novoCpf } from "../support/fabricas";

let pasta = "";
let gateway: Gateway | undefined;

beforeAll(async () => {
  pasta = mkdtempSync(path.join(tmpdir(), "lambda-cadastro-"));
  empacotarFuncao(path.join(RAIZ_REPO, "functions/cadastro/handler.ts"), pasta);
  const { cognitoEndpoint, staffPoolId, staffClientId, customerPoolId, customerClientId } = inject("pilha");
  const emissor = (pool: string, cliente: string) => ({ issuer: `${cognitoEndpoint}/${pool}`, audience: cliente, jwksUri: `${cognitoEndpoint}/${pool}/.well-known/jwks.json` });
  gateway = await iniciarGateway({
    porta: 0,
    staff: emissor(staffPoolId, staffClientId),
    cliente: emissor(customerPoolId, customerClientId),
    limitePublicas: null,
    carregadores: { cadastro: () => import(pathToFileURL(path.join(pasta, "index.mjs")).href) },
  });
}, 60_000);

afterAll(async () => {
  await gateway?.parar();
  if (pasta) rmSync(pasta, { recursive: true, force: true });
});

/** The same call through the bundle's gateway and through the stack's (the sources). */
async function dosDois(metodo: string, caminho: string, token: string, body?: Record<string, unknown>) {
  const empacotada = await fetch(`${gateway!.url}${caminho}`, {
    method: metodo,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { empacotada: { status: empacotada.status, body: (await empacotada.json()) as any }, fontes: await chamarApi(metodo, caminho, { token, body }) };
}

describe("Lambda empacotada (cadastro) contra o DynamoDB local", () => {
  it("grava, lê, recusa o CPF repetido e o id de outra empresa como o código-fonte", async () => {
    const a = await novaEmpresa();
    const b = await novaEmpresa();
    const cpf = novoCpf();
    const criar = await fetch(`${gateway!.url}/api/clientes`, {
      method: "POST",
      headers: { authorization: `Bearer ${a.token}`, "content-type": "application/json" },
      body: JSON.stringify({ nome: "Maria da Empacotada", cpf, telefone: "(81) 99876-5432" }),
    });
    expect(criar.status).toBe(201);
    const criado = (await criar.json()) as { id: string; cpf: string; telefone: string };
    expect(criado).toMatchObject({ cpf, telefone: "81998765432" });

    // The write is there for the sources too, and the list reads the same through both.
    const lista = await dosDois("GET", "/api/clientes", a.token);
    expect(lista.empacotada).toEqual(lista.fontes);
    expect(lista.empacotada.body.items.map((c: { id: string }) => c.id)).toContain(criado.id);

    // The CPF guard is a conditional write in a transaction: its failure maps to the same 409.
    const repetido = await dosDois("POST", "/api/clientes", a.token, { nome: "Outra", cpf });
    expect(repetido.empacotada.status).toBe(409);
    expect(repetido.empacotada.body.error.code).toBe(repetido.fontes.body.error.code);
    expect(repetido.empacotada.body.error.message).toBe(repetido.fontes.body.error.message);

    const invalido = await dosDois("POST", "/api/clientes", a.token, { nome: "", cpf: "123" });
    expect(invalido.empacotada.status).toBe(400);
    expect(invalido.empacotada.body).toEqual(invalido.fontes.body);
    expect(invalido.empacotada.body.error.fields).toMatchObject({ nome: "Nome é obrigatório", cpf: "CPF inválido" });

    // Another company's customer is not found.
    const alheio = await dosDois("PUT", `/api/clientes/${criado.id}`, b.token, { nome: "Invasor" });
    expect(alheio.empacotada).toEqual(alheio.fontes);
    expect(alheio.empacotada.status).toBe(404);
  });
});
