/**
 * The transaction helper against DynamoDB's transient cancellations. DynamoDB Local serialises
 * transactions, so `TransactionConflict` never shows there: the errors DynamoDB answers in AWS are
 * injected into the document client's `send` (the issue allows exactly this injection).
 */
import { TransactionCanceledException, TransactionConflictException } from "@aws-sdk/client-dynamodb";
import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "../../functions/lib/db/client";
import { MSG_TRANSACAO, transacao, type Peca } from "../../functions/lib/db/transacao";
import { ErroApi, conflito, naoEncontrado } from "../../functions/lib/errors";
import { recarregarAmbiente } from "../../functions/lib/env";

const cancelada = (...codigos: string[]) =>
  new TransactionCanceledException({
    message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${codigos.join(", ")}]`,
    $metadata: {},
    CancellationReasons: codigos.map((Code) => ({ Code })),
  });

const erroNomeado = (name: string) => Object.assign(new Error(name), { name, $metadata: {} });

const put = (sk: string): Peca["item"] => ({ Put: { TableName: "t", Item: { PK: "EMP#E1", SK: sk }, ConditionExpression: "attribute_not_exists(PK)" } });

const pecas = (): Peca[] => [
  { item: put("VENDA#V1") },
  { item: put("IMEI#1"), seFalhar: () => conflito("O aparelho selecionado não está mais disponível.") },
  { item: put("CLIENTE#C1"), seFalhar: () => naoEncontrado("IMEI ou cliente não encontrado") },
  { item: put("AGREGADO#VENDAS#2026-11") },
];

/** Replaces `send` with answers given in order (an Error is thrown, anything else resolves). */
function responder(...respostas: unknown[]) {
  const enviados: unknown[] = [];
  const espiao = vi.spyOn(db(), "send").mockImplementation((async (comando: unknown) => {
    enviados.push(comando);
    const r = respostas.shift();
    if (r instanceof Error) throw r;
    return r ?? {};
  }) as never);
  return { espiao, enviados };
}

beforeAll(() => {
  process.env.TABLE_NAME ??= "tabela-unit";
  recarregarAmbiente();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("transacao", () => {
  it("repete quando outra transação disputou os mesmos itens (TransactionConflict) e grava na tentativa seguinte", async () => {
    const { espiao, enviados } = responder(cancelada("None", "TransactionConflict", "None", "None"), cancelada("None", "None", "None", "TransactionConflict"), {});
    await expect(transacao(pecas(), { baseMs: 1 })).resolves.toBeUndefined();
    expect(espiao).toHaveBeenCalledTimes(3);
    for (const c of enviados) {
      expect(c).toBeInstanceOf(TransactWriteCommand);
      expect((c as TransactWriteCommand).input.TransactItems).toHaveLength(4);
    }
  });

  it.each([
    ["ThrottlingException lançada", erroNomeado("ThrottlingException")],
    ["ProvisionedThroughputExceededException lançada", erroNomeado("ProvisionedThroughputExceededException")],
    ["RequestLimitExceeded lançada", erroNomeado("RequestLimitExceeded")],
    ["TransactionConflictException lançada", new TransactionConflictException({ message: "conflito", $metadata: {} })],
    ["limite de vazão como motivo do cancelamento", cancelada("None", "ThrottlingError", "None", "None")],
    ["vazão provisionada excedida como motivo", cancelada("ProvisionedThroughputExceeded", "None", "None", "None")],
  ])("repete depois de %s", async (_nome, erro) => {
    const { espiao } = responder(erro, {});
    await transacao(pecas(), { baseMs: 1 });
    expect(espiao).toHaveBeenCalledTimes(2);
  });

  it("uma condição que falhou de verdade lança o erro da própria peça, sem repetir", async () => {
    const { espiao } = responder(cancelada("None", "None", "ConditionalCheckFailed", "None"));
    const erro = await transacao(pecas(), { baseMs: 1 }).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ErroApi);
    expect(erro).toMatchObject({ status: 404, message: "IMEI ou cliente não encontrado" });
    expect(espiao).toHaveBeenCalledTimes(1);
  });

  it("depois de um conflito, a condição que falha na repetição decide a mensagem", async () => {
    responder(cancelada("None", "TransactionConflict", "None", "None"), cancelada("None", "ConditionalCheckFailed", "None", "None"));
    await expect(transacao(pecas(), { baseMs: 1 })).rejects.toMatchObject({ status: 409, message: "O aparelho selecionado não está mais disponível." });
  });

  it("com várias condições falhando, vale a primeira peça e ela recebe todas as que falharam", async () => {
    const vistas: string[][] = [];
    const lista = pecas().map((p) => ({
      ...p,
      seFalhar: (falhas: readonly Peca[]) => {
        vistas.push(falhas.map((f) => String((f.item.Put?.Item as { SK: string }).SK)));
        return new Error(`falhou ${String((p.item.Put?.Item as { SK: string }).SK)}`);
      },
    }));
    responder(cancelada("None", "ConditionalCheckFailed", "ConditionalCheckFailed", "None"));
    await expect(transacao(lista, { baseMs: 1 })).rejects.toThrow("falhou IMEI#1");
    expect(vistas).toEqual([["IMEI#1", "CLIENTE#C1"]]);
  });

  it("a condição de uma peça sem significado declarado é um erro interno (500), não uma recusa ao usuário", async () => {
    responder(cancelada("ConditionalCheckFailed", "None", "None", "None"));
    const erro = await transacao(pecas(), { baseMs: 1 }).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(Error);
    expect(erro).not.toBeInstanceOf(ErroApi);
  });

  it("desiste após as tentativas: conflito persistente vira 409 com mensagem clara", async () => {
    const { espiao } = responder(...Array.from({ length: 10 }, () => cancelada("None", "TransactionConflict", "None", "None")));
    await expect(transacao(pecas(), { baseMs: 1, tentativas: 4 })).rejects.toMatchObject({ status: 409, message: MSG_TRANSACAO.conflito });
    expect(espiao).toHaveBeenCalledTimes(4);
  });

  it("limite de vazão persistente desiste e relança o erro do DynamoDB", async () => {
    const { espiao } = responder(...Array.from({ length: 5 }, () => erroNomeado("ThrottlingException")));
    await expect(transacao(pecas(), { baseMs: 1, tentativas: 3 })).rejects.toMatchObject({ name: "ThrottlingException" });
    expect(espiao).toHaveBeenCalledTimes(3);
  });

  it("qualquer outro erro (validação, rede) é relançado na hora, sem repetir", async () => {
    const { espiao } = responder(erroNomeado("ValidationException"), {});
    await expect(transacao(pecas(), { baseMs: 1 })).rejects.toMatchObject({ name: "ValidationException" });
    expect(espiao).toHaveBeenCalledTimes(1);
  });
});
