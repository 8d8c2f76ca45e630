/**
 * A store the API could not reach or that is shedding load answers 503 with `Retry-After` in the
 * API's envelope (functions/lib/indisponivel.ts, http.ts mapearErro), and so does a function out of
 * time; a defect stays a 500. The stream consumers wait a short outage out (aguardarDisponivel). And
 * the SPA's rule for asking again after a 503 (shared/api/repetir.ts).
 */
import { describe, expect, it, vi } from "vitest";
import { aguardarDisponivel, prazoDeEspera, servicoIndisponivel } from "../../functions/lib/indisponivel";
import { recarregarAmbiente } from "../../functions/lib/env";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { db, tabela } from "../../functions/lib/db/client";
import { ErroApi } from "../../functions/lib/errors";
import { TempoEsgotado } from "../../functions/lib/prazo";
import { dominio, mapearErro, type DefinicaoRota } from "../../functions/lib/http";
import { esperaParaRepetir, lerRetryAfter, REPETICOES_503, RETRY_AFTER_SEGUNDOS } from "../../shared/api/repetir";

const comCodigo = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:1`), { code, $metadata: { attempts: 4 } });
const daAws = (name: string, httpStatusCode: number) => Object.assign(new Error(name), { name, $metadata: { httpStatusCode } });
const cancelada = (motivos: string[]) => Object.assign(new Error(`Transaction cancelled [${motivos.join(", ")}]`), { name: "TransactionCanceledException", CancellationReasons: motivos.map((Code) => ({ Code })) });

describe("servicoIndisponivel", () => {
  it.each([
    ["conexão recusada (DynamoDB Local parado)", comCodigo("ECONNREFUSED")],
    ["conexão derrubada", comCodigo("ECONNRESET")],
    ["prazo da conexão", comCodigo("ETIMEDOUT")],
    ["sem resposta a tempo (SDK)", Object.assign(new Error("timeout"), { name: "TimeoutError" })],
    ["vazão excedida", daAws("ProvisionedThroughputExceededException", 400)],
    ["throttling", daAws("ThrottlingException", 400)],
    ["limite de requisições", daAws("RequestLimitExceeded", 400)],
    ["SQS fora", daAws("AWS.SimpleQueueService.ServiceUnavailable", 503)],
    ["erro interno do serviço", daAws("InternalServerError", 500)],
    ["429 sem nome conhecido", daAws("Qualquer", 429)],
    ["transação cancelada por throttling", cancelada(["None", "ThrottlingError"])],
    ["transação cancelada por conflito", cancelada(["TransactionConflict", "None"])],
    ["a causa de um erro do fetch", Object.assign(new TypeError("fetch failed"), { cause: comCodigo("ECONNREFUSED") })],
    ["o AggregateError da conexão (IPv4 e IPv6)", Object.assign(new AggregateError([comCodigo("ECONNREFUSED"), comCodigo("ECONNREFUSED")]), { code: undefined })],
  ])("%s → indisponível", (_, erro) => {
    expect(servicoIndisponivel(erro)).toBe(true);
  });

  it.each([
    ["um erro do código", new TypeError("Cannot read properties of undefined")],
    ["condição que falhou", daAws("ConditionalCheckFailedException", 400)],
    ["validação do DynamoDB", daAws("ValidationException", 400)],
    ["transação cancelada por uma condição", cancelada(["ConditionalCheckFailed", "None"])],
    ["transação cancelada por condição e conflito", cancelada(["ConditionalCheckFailed", "TransactionConflict"])],
    ["pedido abortado", Object.assign(new Error("aborted"), { name: "AbortError", code: "ECONNRESET" })],
    ["nada", undefined],
    ["um texto", "ECONNREFUSED"],
  ])("%s → não", (_, erro) => {
    expect(servicoIndisponivel(erro)).toBe(false);
  });
});

describe("mapearErro", () => {
  it("um serviço fora responde 503 UNAVAILABLE com Retry-After e a mensagem em português", () => {
    const r = mapearErro(comCodigo("ECONNREFUSED"), "r");
    expect(r.statusCode).toBe(503);
    expect(r.headers?.["retry-after"]).toBe(String(RETRY_AFTER_SEGUNDOS));
    expect(JSON.parse(r.body ?? "")).toEqual({ error: { code: "UNAVAILABLE", message: "O sistema está momentaneamente indisponível. Tente novamente em alguns segundos." } });
  });

  it("um defeito continua 500, sem Retry-After", () => {
    const r = mapearErro(new TypeError("x is undefined"), "r");
    expect(r.statusCode).toBe(500);
    expect(r.headers?.["retry-after"]).toBeUndefined();
    expect(JSON.parse(r.body ?? "")).toEqual({ error: { code: "INTERNAL", message: "Erro interno do servidor" } });
  });

  it("todo 503 de domínio (um webhook que deve voltar) também diz quando repetir", () => {
    const r = mapearErro(new ErroApi(503, "INTERNAL", "Tente depois"), "r");
    expect(r.statusCode).toBe(503);
    expect(r.headers?.["retry-after"]).toBe(String(RETRY_AFTER_SEGUNDOS));
  });
});

describe("uma função sem tempo", () => {
  it("responde 503 com Retry-After um segundo antes do limite, não o 500 de uma Lambda que estourou", async () => {
    process.env.TABLE_NAME ??= "tabela-teste";
    recarregarAmbiente();
    const presa: DefinicaoRota = { auth: "staff", esquemas: {}, executar: () => new Promise(() => undefined) };
    const h = dominio("relatorios", { "GET /api/dashboard": presa });
    const inicio = Date.now();
    const r = (await h({ routeKey: "GET /api/dashboard", requestContext: { requestId: "r" }, headers: {} } as never, { awsRequestId: "r", getRemainingTimeInMillis: () => 1300 } as never)) as { statusCode: number; headers: Record<string, string>; body: string };
    expect(Date.now() - inicio).toBeLessThan(1000);
    expect(r.statusCode).toBe(503);
    expect(r.headers["retry-after"]).toBe(String(RETRY_AFTER_SEGUNDOS));
    expect(JSON.parse(r.body).error.code).toBe("UNAVAILABLE");
  });

  it("o trabalho que sobrou não chega mais ao DynamoDB: a próxima chamada falha sem ser feita", async () => {
    process.env.TABLE_NAME ??= "tabela-teste";
    recarregarAmbiente();
    let depois: unknown;
    const sobra: DefinicaoRota = {
      auth: "publica",
      esquemas: {},
      executar: async () => {
        await new Promise((ok) => setTimeout(ok, 600));
        depois = await db().send(new GetCommand({ TableName: tabela(), Key: { PK: "x", SK: "y" } })).catch((erro: unknown) => erro);
        return { status: 200 };
      },
    };
    const h = dominio("conta", { "GET /api/openapi.json": sobra });
    const r = (await h({ routeKey: "GET /api/openapi.json", requestContext: { requestId: "r" }, headers: {} } as never, { awsRequestId: "r", getRemainingTimeInMillis: () => 1200 } as never)) as { statusCode: number };
    expect(r.statusCode).toBe(503);
    await vi.waitFor(() => expect(depois).toBeInstanceOf(TempoEsgotado), { timeout: 2000 });
  });
});

describe("aguardarDisponivel (os consumidores do stream)", () => {
  it("repete enquanto o serviço está fora e devolve o resultado quando ele volta", async () => {
    vi.useFakeTimers();
    try {
      let chamadas = 0;
      const f = vi.fn(async () => {
        chamadas += 1;
        if (chamadas < 4) throw comCodigo("ECONNREFUSED");
        return "ok";
      });
      const p = aguardarDisponivel(f, Date.now() + 30_000);
      await vi.runAllTimersAsync();
      expect(await p).toBe("ok");
      expect(f).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });
  it("um erro que não é de indisponibilidade sai na hora", async () => {
    const f = vi.fn(async () => {
      throw daAws("ValidationException", 400);
    });
    await expect(aguardarDisponivel(f, Date.now() + 30_000)).rejects.toThrow("ValidationException");
    expect(f).toHaveBeenCalledTimes(1);
  });
  it("passado o prazo, desiste com o último erro", async () => {
    let agora = 0;
    const f = vi.fn(async () => {
      agora += 10_000;
      throw comCodigo("ECONNRESET");
    });
    // Each try takes 10 s: the third ends past the 25 s deadline, and no fourth begins.
    await expect(aguardarDisponivel(f, 25_000, () => agora)).rejects.toMatchObject({ code: "ECONNRESET" });
    expect(f).toHaveBeenCalledTimes(3);
  });
  it("o prazo: 40 s, ou o que a função tiver menos 20 s", () => {
    expect(prazoDeEspera(undefined, 0)).toBe(40_000);
    expect(prazoDeEspera({ getRemainingTimeInMillis: () => 60_000 }, 0)).toBe(40_000);
    expect(prazoDeEspera({ getRemainingTimeInMillis: () => 30_000 }, 0)).toBe(10_000);
    expect(prazoDeEspera({ getRemainingTimeInMillis: () => 5_000 }, 0)).toBe(0);
  });
});

describe("esperaParaRepetir (o cliente do SPA)", () => {
  const agora = Date.parse("2026-11-27T12:00:00Z");
  const semSorte = () => 0;
  it("um 503 espera pelo menos o Retry-After em segundos", () => {
    expect(esperaParaRepetir(503, "2", 1, agora, semSorte)).toBe(2000);
    expect(esperaParaRepetir(503, " 5 ", 2, agora, semSorte)).toBe(5000);
  });
  it("ou até a data do Retry-After", () => {
    expect(esperaParaRepetir(503, "Fri, 27 Nov 2026 12:00:03 GMT", 1, agora, semSorte)).toBe(3000);
  });
  it("e pelo menos 1 s, 2 s, 4 s, 8 s: um serviço que demora a voltar ganha esse tempo", () => {
    expect([1, 2, 3, 4].map((t) => esperaParaRepetir(503, "2", t, agora, semSorte))).toEqual([2000, 2000, 4000, 8000]);
    expect([1, 2, 3].map((t) => esperaParaRepetir(503, null, t, agora, semSorte))).toEqual([1000, 2000, 4000]);
    expect(esperaParaRepetir(503, "logo", 1, agora, semSorte)).toBe(1000);
  });
  it("mais até metade ao acaso, para os clientes da mesma queda não voltarem juntos", () => {
    expect(esperaParaRepetir(503, "2", 1, agora, () => 0.999)).toBe(2999);
    expect(esperaParaRepetir(503, "2", 1, agora, () => 0.5)).toBe(2500);
  });
  it("nunca mais de 15 s", () => {
    expect(esperaParaRepetir(503, "3600", 1, agora, semSorte)).toBe(15_000);
    expect(esperaParaRepetir(503, "Fri, 27 Nov 2026 11:00:00 GMT", 1, agora, semSorte)).toBe(1000);
  });
  it(`repete no máximo ${REPETICOES_503} vezes`, () => {
    expect(esperaParaRepetir(503, "2", REPETICOES_503, agora, semSorte)).toBe(8000);
    expect(esperaParaRepetir(503, "2", REPETICOES_503 + 1, agora, semSorte)).toBeNull();
  });
  it.each([200, 400, 404, 409, 429, 500, 502, 504])("%i não se repete", (status) => {
    expect(esperaParaRepetir(status, "2", 1, agora)).toBeNull();
  });
  it("lerRetryAfter", () => {
    expect(lerRetryAfter(null)).toBeNull();
    expect(lerRetryAfter("")).toBeNull();
    expect(lerRetryAfter("-1")).toBeNull();
    expect(lerRetryAfter("7")).toBe(7000);
  });
});
