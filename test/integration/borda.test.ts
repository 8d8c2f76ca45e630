/**
 * The edge in front of the API (functions/lib/borda.ts), through the local gateway:
 * - the customer area's per-address limit fits a carrier's NAT (issue 31 item 8): 40 customers
 *   looking up from one address all get their cards, and the address counted is the connection's
 *   (requestContext.http.sourceIp), whatever CloudFront-Viewer-Address, x-erp-ip-cliente or
 *   X-Forwarded-For the client writes;
 * - with the origin check on (ORIGEM_VALORES, the local stand-in for the Secrets Manager secret),
 *   a request without CloudFront's secret header answers 403 before any route runs, the current
 *   and the previous value pass, and only then does the edge's x-erp-ip-cliente name the address.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { esquecerOrigem } from "../../functions/lib/borda";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { recarregarAmbiente } from "../../functions/lib/env";
import { iniciarGateway, type Gateway } from "../../scripts/local/gateway";
import { novaEmpresa, type EmpresaTeste } from "../support/api";
import { aparelhos, cliente, venderNoBoleto } from "../support/contratos";
import { chamarDe, novoEnderecoLocal } from "../support/endereco";
import { novoCpf } from "../support/fabricas";

const TELEFONE = "(81) 99876-5432";
const ORIGEM_INVALIDA = { error: { code: "ORIGEM_INVALIDA", message: "Acesso permitido somente pelo endereço oficial do sistema." } };
const hash = (valor: string) => createHash("sha256").update(`portal:ip:${valor}`).digest("hex");
const tentativasDoEndereco = async (endereco: string) =>
  (await db().send(new GetCommand({ TableName: tabela(), Key: chaves.tentativasPortalIp(hash(endereco)), ConsistentRead: true }))).Item?.tentativas as number | undefined;

/** One store with `qtd` customers, each with a boleto contract (slips not awaited: the cards show anyway). */
async function lojaComClientes(qtd: number): Promise<{ loja: EmpresaTeste; cpfs: string[] }> {
  const loja = await novaEmpresa({ nome_fantasia: "Loja da Operadora" });
  const { itens } = await aparelhos(loja.token, qtd);
  const cpfs: string[] = [];
  for (let i = 0; i < qtd; i += 10) {
    await Promise.all(
      itens.slice(i, i + 10).map(async (item, j) => {
        const cpf = novoCpf();
        const c = await cliente(loja.token, `Cliente ${i + j}`, cpf);
        await venderNoBoleto(loja.token, c.id, item.id, undefined, { qtd_parcelas: 8 });
        cpfs.push(cpf);
      }),
    );
  }
  return { loja, cpfs };
}

describe("limite por endereço da área do cliente (NAT de operadora)", () => {
  it("40 consultas de 40 clientes do mesmo endereço respondem 200, e cabeçalhos forjados não mudam o endereço contado", async () => {
    const { cpfs } = await lojaComClientes(40);
    const endereco = novoEnderecoLocal();
    const forjados = cpfs.map((_, i) => `203.0.113.${i + 1}`);
    const rs = await Promise.all(
      cpfs.map((cpf, i) =>
        chamarDe(endereco, "POST", "/api/portal/consulta", {
          body: { cpf, telefone: TELEFONE },
          headers: { "cloudfront-viewer-address": `${forjados[i]}:443`, "x-erp-ip-cliente": forjados[i]!, "x-forwarded-for": forjados[i]! },
        }),
      ),
    );
    expect(rs.map((r) => r.status)).toEqual(Array(40).fill(200));
    expect(rs.every((r) => r.body.contratos.length === 1)).toBe(true);
    // All 40 counted against the connection's address; none against an address a header named.
    expect(await tentativasDoEndereco(endereco)).toBe(40);
    for (const forjado of forjados.slice(0, 5)) expect(await tentativasDoEndereco(forjado)).toBeUndefined();
  }, 90_000);
});

describe("cabeçalho de origem do CloudFront (verificação ligada)", () => {
  const ATUAL = "atual-".padEnd(48, "x");
  const ANTERIOR = "anterior-".padEnd(48, "y");
  let gateway: Gateway | undefined;
  let base = "";

  beforeAll(async () => {
    // This worker's own gateway with the check on; the run's shared gateway (another process) keeps it off.
    process.env.ORIGEM_VALORES = `${ATUAL},${ANTERIOR}`;
    recarregarAmbiente();
    esquecerOrigem();
    const { cognitoEndpoint, staffPoolId, staffClientId, customerPoolId, customerClientId } = inject("pilha");
    const emissor = (pool: string, cliente: string) => ({ issuer: `${cognitoEndpoint}/${pool}`, audience: cliente, jwksUri: `${cognitoEndpoint}/${pool}/.well-known/jwks.json` });
    gateway = await iniciarGateway({ porta: 0, staff: emissor(staffPoolId, staffClientId), cliente: emissor(customerPoolId, customerClientId), limitePublicas: null });
    base = gateway.url;
  });

  afterAll(async () => {
    await gateway?.parar();
    delete process.env.ORIGEM_VALORES;
    recarregarAmbiente();
    esquecerOrigem();
  });

  it("sem o cabeçalho ou com valor errado: 403 antes de qualquer rota; o atual e o anterior passam", async () => {
    const { loja, cpfs } = await lojaComClientes(1);
    const consulta = (headers: Record<string, string>) => chamarDe(novoEnderecoLocal(), "POST", "/api/portal/consulta", { base, body: { cpf: cpfs[0], telefone: TELEFONE }, headers });
    for (const headers of [{}, { "x-erp-origem": "errado" }, { "x-erp-origem": ATUAL.slice(0, -1) }, { "X-Erp-Origem": ANTERIOR.toUpperCase() }] as Record<string, string>[]) {
      const r = await consulta(headers);
      expect({ status: r.status, body: r.body }, JSON.stringify(headers)).toEqual({ status: 403, body: ORIGEM_INVALIDA });
    }
    for (const valor of [ATUAL, ANTERIOR]) {
      const r = await consulta({ "x-erp-origem": valor });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.contratos).toHaveLength(1);
    }
    // Staff routes too (after API Gateway's JWT authorizer, before the handler), and the webhooks.
    const semOrigem = await chamarDe(novoEnderecoLocal(), "GET", "/api/empresa", { base, headers: { authorization: `Bearer ${loja.token}` } });
    expect({ status: semOrigem.status, body: semOrigem.body }).toEqual({ status: 403, body: ORIGEM_INVALIDA });
    const comOrigem = await chamarDe(novoEnderecoLocal(), "GET", "/api/empresa", { base, headers: { authorization: `Bearer ${loja.token}`, "x-erp-origem": ATUAL } });
    expect(comOrigem.status).toBe(200);
    const webhook = await chamarDe(novoEnderecoLocal(), "POST", "/api/webhooks/boletos/simulado", { base, body: {} });
    expect({ status: webhook.status, body: webhook.body }).toEqual({ status: 403, body: ORIGEM_INVALIDA });
  });

  it("com a origem válida, o endereço contado é o que o CloudFront escreveu em x-erp-ip-cliente", async () => {
    const { cpfs } = await lojaComClientes(1);
    const conexao = novoEnderecoLocal();
    const doViewer = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const antes = (await tentativasDoEndereco(doViewer)) ?? 0;
    const r = await chamarDe(conexao, "POST", "/api/portal/consulta", { base, body: { cpf: cpfs[0], telefone: TELEFONE }, headers: { "x-erp-origem": ATUAL, "x-erp-ip-cliente": doViewer } });
    expect(r.status).toBe(200);
    expect(await tentativasDoEndereco(doViewer)).toBe(antes + 1);
    expect(await tentativasDoEndereco(conexao)).toBeUndefined();
  });
});
