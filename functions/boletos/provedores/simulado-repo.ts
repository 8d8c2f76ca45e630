/**
 * The simulated bank's books, kept in the app's table under global `BANCO_SIMULADO#…` keys (its data,
 * not the shop's: the stream consumer sees no company in them and ignores them). A charge, the
 * idempotency key that names it (one charge per key: a conditional put), its linha digitável (paying
 * by linha) and each company's account counter (nosso número, conditional increment).
 */
import { GetCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { createHash } from "node:crypto";
import * as z from "zod/mini";
import type { ContaSimulada } from "../../../shared/boletos";
import { db, tabela } from "../../lib/db/client";
import { entidade } from "../../lib/db/entidade";
import { chaves, indices } from "../../lib/db/keys";
import { transacao } from "../../lib/db/transacao";
import { preguicoso } from "../../../shared/preguicoso";

export const SITUACOES_COBRANCA = ["pendente", "paga", "cancelada"] as const;

export const CobrancaSimuladaGravada = preguicoso(() => z.object({
  id: z.string(),
  idempotencia: z.string(),
  empresa_id: z.string(),
  agencia: z.string(),
  conta: z.string(),
  nosso_numero: z.string(),
  nosso_numero_formatado: z.string(),
  codigo_barras: z.string(),
  linha_digitavel: z.string(),
  pix_copia_e_cola: z.string(),
  vencimento: z.string(),
  valor_centavos: z.number().check(z.int()),
  /** Shown on the local bank's page only. */
  pagador_nome: z.string(),
  descricao: z.string(),
  situacao: z.enum(SITUACOES_COBRANCA),
  data_pagamento: z.nullable(z.string()),
  valor_pago_centavos: z.nullable(z.number().check(z.int())),
  /** Id of the payment notice (the same on every redelivery). */
  evento_pagamento_id: z.nullable(z.string()),
  criado_em: z.string(),
}));
export type CobrancaSimuladaGravada = z.infer<typeof CobrancaSimuladaGravada>;

export const CobrancaSimulada = entidade("cobranca_simulada", {
  atributos: CobrancaSimuladaGravada,
  chave: (c) => chaves.cobrancaSimulada(c.id),
  indices: (c) => [indices.cobrancaSimuladaNaLista(c.id)],
});

/** The company's account at the simulated bank: fixed per company, derived from its id. */
export function contaDaEmpresa(empresaId: string): ContaSimulada {
  const h = createHash("sha256").update(`banco-simulado:${empresaId}`).digest();
  const agencia = String(1 + (h.readUInt16BE(0) % 9999)).padStart(4, "0");
  const conta = String(1 + (h.readUInt32BE(2) % 9_999_999)).padStart(7, "0");
  return { agencia, conta };
}

/** Next sequential of the company's account; never repeats (gaps when a charge is not written). */
export async function proximoSequencial(empresaId: string): Promise<number> {
  const r = await db().send(
    new UpdateCommand({
      TableName: tabela(),
      Key: chaves.contaSimulada(empresaId),
      UpdateExpression: "ADD sequencial :um SET entidade = :e",
      // The free field holds 11 digits of nosso número: past that the account is full.
      ConditionExpression: "attribute_not_exists(sequencial) OR sequencial < :max",
      ExpressionAttributeValues: { ":um": 1, ":e": "conta_simulada", ":max": 99_999_999_999 },
      ReturnValues: "UPDATED_NEW",
    }),
  );
  return Number(r.Attributes?.sequencial);
}

export class IdempotenciaUsada extends Error {}

/** The charge with its key and linha in one transaction; IdempotenciaUsada when the key already names one. */
export async function gravarCobranca(c: CobrancaSimuladaGravada): Promise<void> {
  const T = tabela();
  await transacao([
    {
      item: { Put: { TableName: T, Item: { ...chaves.idempotenciaSimulada(c.idempotencia), entidade: "idempotencia_simulada", cobranca_id: c.id }, ConditionExpression: "attribute_not_exists(PK)" } },
      seFalhar: () => new IdempotenciaUsada(),
    },
    CobrancaSimulada.novo(c),
    { item: { Put: { TableName: T, Item: { ...chaves.linhaSimulada(c.linha_digitavel), entidade: "linha_simulada", cobranca_id: c.id }, ConditionExpression: "attribute_not_exists(PK)" } } },
  ]);
}

async function obterItem(chave: { PK: string; SK: string }): Promise<Record<string, unknown> | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chave, ConsistentRead: true }));
  return Item;
}

export async function obterCobranca(id: string): Promise<CobrancaSimuladaGravada | undefined> {
  return CobrancaSimulada.lerTalvez(await obterItem(chaves.cobrancaSimulada(id)));
}

async function cobrancaPor(chave: { PK: string; SK: string }): Promise<CobrancaSimuladaGravada | undefined> {
  const ponteiro = await obterItem(chave);
  return typeof ponteiro?.cobranca_id === "string" ? obterCobranca(ponteiro.cobranca_id) : undefined;
}

export const cobrancaPorIdempotencia = (chave: string) => cobrancaPor(chaves.idempotenciaSimulada(chave));
export const cobrancaPorLinha = (linha: string) => cobrancaPor(chaves.linhaSimulada(linha));

/**
 * Moves a pending charge to `paga` or `cancelada` (conditioned on still being pending, of that
 * company when given); false when it no longer was.
 */
export async function encerrarCobranca(
  id: string,
  para: { situacao: "cancelada" } | { situacao: "paga"; dataPagamento: string; valorPagoCentavos: number; eventoId: string },
  empresaId?: string,
): Promise<boolean> {
  const pago = para.situacao === "paga";
  try {
    await db().send(
      new UpdateCommand({
        TableName: tabela(),
        Key: chaves.cobrancaSimulada(id),
        UpdateExpression: pago ? "SET situacao = :s, data_pagamento = :d, valor_pago_centavos = :v, evento_pagamento_id = :ev" : "SET situacao = :s",
        ConditionExpression: `situacao = :pendente${empresaId ? " AND empresa_id = :e" : ""}`,
        ExpressionAttributeValues: {
          ":s": para.situacao,
          ":pendente": "pendente",
          ...(pago ? { ":d": para.dataPagamento, ":v": para.valorPagoCentavos, ":ev": para.eventoId } : {}),
          ...(empresaId ? { ":e": empresaId } : {}),
        },
      }),
    );
    return true;
  } catch (erro) {
    if ((erro as { name?: string }).name === "ConditionalCheckFailedException") return false;
    throw erro;
  }
}

/** The newest charges (the local bank's page). */
export async function ultimasCobrancas(limite: number): Promise<CobrancaSimuladaGravada[]> {
  const r = await db().send(
    new QueryCommand({
      TableName: tabela(),
      IndexName: "GSI1",
      KeyConditionExpression: "GSI1PK = :pk",
      ExpressionAttributeValues: { ":pk": indices.cobrancasSimuladas() },
      ScanIndexForward: false,
      Limit: limite,
    }),
  );
  return (r.Items ?? []).map((i) => CobrancaSimulada.ler(i));
}
