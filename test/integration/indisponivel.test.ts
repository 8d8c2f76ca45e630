/**
 * A 5xx while a store is down is a 503 with `Retry-After`, never a 500 (issue 29 item 5): the real
 * handlers, called as the gateway calls them, with their DynamoDB client pointed at a port where
 * nothing listens (DynamoDB Local stopped: connection refused after the SDK's own retries) answer
 * 503 UNAVAILABLE in the API's envelope, a read and a write alike, and answer again once it is back.
 * (`npm run carga` stops and restarts the real DynamoDB Local, the queue and the stream reader
 * under load and fails on any 500.)
 */
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { recarregarAmbiente } from "../../functions/lib/env";
import { handler as relatorios } from "../../functions/relatorios/handler";
import { handler as vendas } from "../../functions/vendas/handler";
import { portaLivre } from "../../scripts/local/portas";
import { hojeBrasil } from "../../shared/br/datas";
import { RETRY_AFTER_SEGUNDOS } from "../../shared/api/repetir";
import { novaEmpresa } from "../support/api";

type Handler = (evento: never, contexto: never) => Promise<unknown>;
interface Resposta {
  statusCode: number;
  headers?: Record<string, string>;
  body?: string;
}

/** An API Gateway v2 event of the staff route `metodo caminho` for the company's admin (claims as the JWT authorizer hands them). */
function evento(metodo: string, caminho: string, empresaId: string, usuarioId: string, corpo?: unknown) {
  return {
    version: "2.0",
    routeKey: `${metodo} ${caminho}`,
    rawPath: caminho,
    rawQueryString: "",
    headers: corpo ? { "content-type": "application/json" } : {},
    body: corpo ? JSON.stringify(corpo) : undefined,
    isBase64Encoded: false,
    requestContext: {
      requestId: randomUUID(),
      routeKey: `${metodo} ${caminho}`,
      http: { method: metodo, path: caminho, protocol: "HTTP/1.1", sourceIp: "127.0.0.1", userAgent: "teste" },
      authorizer: { jwt: { claims: { "custom:empresa_id": empresaId, "custom:usuario_id": usuarioId } } },
    },
  };
}

const chamar = async (h: Handler, e: ReturnType<typeof evento>): Promise<Resposta> => (await h(e as never, { awsRequestId: randomUUID() } as never)) as Resposta;

const endpointReal = process.env.DYNAMODB_ENDPOINT;
afterEach(() => {
  process.env.DYNAMODB_ENDPOINT = endpointReal;
  recarregarAmbiente();
});

describe("DynamoDB fora do ar", () => {
  it("leitura e escrita respondem 503 com Retry-After e a mensagem em português; de volta, 200", async () => {
    // Prepare
    const a = await novaEmpresa();
    const dashboard = evento("GET", "/api/dashboard", a.empresa.id, a.usuario.id);
    expect((await chamar(relatorios, dashboard)).statusCode).toBe(200);

    // Act: the functions' client now points at a port where nothing listens.
    process.env.DYNAMODB_ENDPOINT = `http://127.0.0.1:${await portaLivre()}`;
    recarregarAmbiente();
    const leitura = await chamar(relatorios, dashboard);
    const escrita = await chamar(
      vendas,
      evento("POST", "/api/vendas", a.empresa.id, a.usuario.id, { cliente_id: "01JD0000000000000000000001", imei_id: "01JD0000000000000000000002", forma_pagamento: "PIX", data_venda: hojeBrasil(), entrada: 0, qtd_parcelas: 1 }),
    );

    // Assert
    for (const r of [leitura, escrita]) {
      expect(r.statusCode).toBe(503);
      expect(r.headers?.["retry-after"]).toBe(String(RETRY_AFTER_SEGUNDOS));
      expect(JSON.parse(r.body ?? "")).toEqual({ error: { code: "UNAVAILABLE", message: "O sistema está momentaneamente indisponível. Tente novamente em alguns segundos." } });
    }
    process.env.DYNAMODB_ENDPOINT = endpointReal;
    recarregarAmbiente();
    expect((await chamar(relatorios, dashboard)).statusCode).toBe(200);
  });
});
