/**
 * The payoff slip of a contract (CDC art. 52 §2; the amount is shared/regras/quitacao.ts): one item
 * per contract, `CONTRATO#<id>#QUITACAO`, read with the contract (obterContrato). Asking a payoff
 * writes it `emitindo` at version v (a newer one replaces an unpaid older one: version + 1, the
 * older charge written off by the stream's outbox); the boleto job claims, records or fails that
 * version as for an instalment (emissao.ts); its payment settles every instalment still open, the
 * contract (liquidado) and releases the device in ONE transaction (registrarQuitacao).
 */
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import * as z from "zod/mini";
import { preguicoso } from "../../shared/preguicoso";
import { db, tabela } from "../lib/db/client";
import { consultarTudo } from "../lib/db/consultas";
import { entidade } from "../lib/db/entidade";
import { chaves, indices } from "../lib/db/keys";
import type { Peca } from "../lib/db/transacao";
import { liberacao, temMatricula } from "./aparelho-pagamento";
import { camposDoAparelho } from "./aparelho";
import { GuardaBoleto, type ContratoGravado, type ParcelaGravada } from "./entidades";
import { eventoContrato } from "./eventos";
import { mudarContrato, mudarParcela, type ContratoComParcelas, type Pagamento } from "./repo";
import type { SlipEmitido } from "./emissao";

const Data = preguicoso(() => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));
const Centavos = preguicoso(() => z.number().check(z.int()));

export const STATUS_QUITACAO = ["emitindo", "emitido", "falhou", "paga"] as const;

export const QuitacaoGravada = preguicoso(() => z.object({
  /** ULID, new with each version: the API's `quitacao.id`. */
  id: z.string(),
  empresa_id: z.string(),
  contrato_id: z.string(),
  versao: z.number().check(z.int(), z.gte(1)),
  status: z.enum(STATUS_QUITACAO),
  /** The payoff date quoted (the amount is the payoff on it). */
  data: Data,
  /**
   * The slip's due date: the next banking day at the earliest (shared/regras/quitacao.ts
   * vencimentoDaQuitacao), the provider's once issued. Absent on items asked before it: `data`.
   */
  vencimento: z.optional(Data),
  valor_centavos: Centavos,
  /** What each open instalment was quoted at (its `valor_pago_centavos` when the slip is paid). */
  parcelas: z.array(z.object({ numero_parcela: z.number().check(z.int(), z.gte(1)), valor_a_pagar_centavos: Centavos })),
  por: z.string(),
  criado_em: z.string(),
  boleto_versao_emitida: z.number().check(z.int(), z.gte(0)),
  boleto_provedor: z.nullable(z.string()),
  boleto_id_provedor: z.nullable(z.string()),
  nosso_numero: z.nullable(z.string()),
  codigo_barras: z.nullable(z.string()),
  linha_digitavel: z.nullable(z.string()),
  pix_copia_e_cola: z.nullable(z.string()),
  boleto_pdf_chave: z.nullable(z.string()),
  boleto_erro: z.nullable(z.string()),
  data_pagamento: z.nullable(z.string()),
  valor_pago_centavos: z.nullable(Centavos),
  /** How it was paid: at the bank (webhook or reconciliation) or 'Marcar Paga' (its charge then written off by the outbox). */
  origem_pagamento: z._default(z.nullable(z.enum(["banco", "manual"])), null),
}));
export type QuitacaoGravada = z.infer<typeof QuitacaoGravada>;

export const Quitacao = entidade("quitacao", {
  atributos: QuitacaoGravada,
  chave: (q) => chaves.quitacao(q.empresa_id, q.contrato_id),
  // Issued and unpaid: the daily routine asks its provider about it (agenda/rotina.ts), as for an instalment's slip.
  indices: (q) => (q.status === "emitido" ? [indices.quitacaoEmitida(q.empresa_id, q.data, q.contrato_id)] : []),
});

const condicaoFalhou = (erro: unknown) => (erro as { name?: string }).name === "ConditionalCheckFailedException";

/**
 * Pieces that ask a payoff slip: the item at version 1, or the unpaid older one replaced at its
 * version + 1 (conditioned on the version read and not paid), with the contract asserted still in
 * the status read (a payment that liquidated it meanwhile fails this).
 */
export function pedirQuitacao(
  a: ContratoComParcelas & { quitacao?: QuitacaoGravada },
  nova: { id: string; data: string; vencimento: string; valorCentavos: number; parcelas: QuitacaoGravada["parcelas"]; por: string; criadoEm: string },
  seFalhar: () => Error,
): { pecas: Peca[]; quitacao: QuitacaoGravada } {
  const c = a.contrato;
  const anterior = a.quitacao;
  const q: QuitacaoGravada = {
    id: nova.id, empresa_id: c.empresa_id, contrato_id: c.id, versao: (anterior?.versao ?? 0) + 1, status: "emitindo",
    data: nova.data, vencimento: nova.vencimento, valor_centavos: nova.valorCentavos, parcelas: nova.parcelas, por: nova.por, criado_em: nova.criadoEm,
    boleto_versao_emitida: anterior?.boleto_versao_emitida ?? 0, boleto_provedor: null, boleto_id_provedor: null, nosso_numero: null,
    codigo_barras: null, linha_digitavel: null, pix_copia_e_cola: null, boleto_pdf_chave: null, boleto_erro: null, data_pagamento: null, valor_pago_centavos: null,
    origem_pagamento: null,
  };
  const put: Peca = anterior
    ? {
        item: {
          Put: {
            TableName: tabela(), Item: Quitacao.item(q),
            ConditionExpression: "versao = :lida AND #s <> :paga",
            ExpressionAttributeNames: { "#s": "status" },
            ExpressionAttributeValues: { ":lida": anterior.versao, ":paga": "paga" },
          },
        },
        seFalhar,
      }
    : Quitacao.novo(q, seFalhar);
  const contrato: Peca = {
    item: { ConditionCheck: { TableName: tabela(), Key: chaves.contrato(c.empresa_id, c.id), ConditionExpression: "status_contrato = :lido", ExpressionAttributeValues: { ":lido": c.status_contrato } } },
    seFalhar,
  };
  return { pecas: [put, contrato], quitacao: q };
}

/** Claims the issue of version `versao` (still asked, not issued, not paid); undefined for a repeat or a superseded job. */
export async function reservarEmissaoQuitacao(empresaId: string, contratoId: string, versao: number): Promise<QuitacaoGravada | undefined> {
  try {
    const r = await db().send(
      new UpdateCommand({
        TableName: tabela(),
        Key: chaves.quitacao(empresaId, contratoId),
        UpdateExpression: "SET #s = :emitindo",
        ConditionExpression: "attribute_exists(PK) AND versao = :v AND #s = :emitindo AND boleto_versao_emitida < :v",
        ExpressionAttributeNames: { "#s": "status" },
        ExpressionAttributeValues: { ":emitindo": "emitindo", ":v": versao },
        ReturnValues: "ALL_NEW",
      }),
    );
    return Quitacao.ler(r.Attributes ?? {});
  } catch (erro) {
    if (condicaoFalhou(erro)) return undefined;
    throw erro;
  }
}

/** The slip's due date as the API shows it (items asked before it had none: the date quoted). */
export const vencimentoDoBoletoQuitacao = (q: Pick<QuitacaoGravada, "data" | "vencimento">): string => q.vencimento ?? q.data;

/**
 * The issued payoff slip, the guard that takes the provider's webhooks to it (numero_parcela 0:
 * the payoff) and its audit event 'Boleto de quitação emitido: R$ X, válido até dd/mm' by whoever
 * asked it (a user, the customer area or the customer's account: issue 36 item 10).
 */
export function registrarEmissaoQuitacao(q: QuitacaoGravada, s: Omit<SlipEmitido, "pdfChave"> & { pdfChave: string | null }, seFalhar: () => Error): Peca[] {
  const emitida = indices.quitacaoEmitida(q.empresa_id, q.data, q.contrato_id);
  return [
    {
      item: {
        Update: {
          TableName: tabela(),
          Key: Quitacao.chave(q),
          UpdateExpression:
            "SET #s = :emitido, boleto_versao_emitida = :v, boleto_provedor = :p, boleto_id_provedor = :id, nosso_numero = :nn, codigo_barras = :cb, linha_digitavel = :ld, pix_copia_e_cola = :pix, boleto_pdf_chave = :pdf, boleto_erro = :nulo, vencimento = :venc, GSI2PK = :gpk, GSI2SK = :gsk",
          ConditionExpression: "versao = :v AND #s = :emitindo AND boleto_versao_emitida < :v",
          ExpressionAttributeNames: { "#s": "status" },
          ExpressionAttributeValues: {
            ":emitido": "emitido", ":emitindo": "emitindo", ":v": s.versao, ":p": s.provedor, ":id": s.idProvedor, ":nn": s.nossoNumero,
            ":cb": s.codigoBarras, ":ld": s.linhaDigitavel, ":pix": s.pixCopiaECola, ":pdf": s.pdfChave, ":nulo": null, ":venc": s.vencimento,
            ":gpk": emitida.GSI2PK, ":gsk": emitida.GSI2SK,
          },
        },
      },
      seFalhar,
    },
    GuardaBoleto.novo(
      { provedor: s.provedor, id_provedor: s.idProvedor, nosso_numero: s.nossoNumero, empresa_id: q.empresa_id, contrato_id: q.contrato_id, numero_parcela: 0, parcela_id: q.id, versao: s.versao },
      seFalhar,
    ),
    eventoContrato({
      empresaId: q.empresa_id,
      contratoId: q.contrato_id,
      tipo: "quitacao_emitida",
      por: q.por,
      detalhes: { quitacao: q.id, versao: s.versao, valor_centavos: s.valorCentavos, vencimento: s.vencimento, data_cotada: q.data, provedor: s.provedor, nosso_numero: s.nossoNumero },
    }),
  ];
}

export async function marcarFalhaQuitacao(empresaId: string, contratoId: string, versao: number, motivo: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tabela(),
        Key: chaves.quitacao(empresaId, contratoId),
        UpdateExpression: "SET #s = :falhou, boleto_erro = :e",
        ConditionExpression: "versao = :v AND #s = :emitindo",
        ExpressionAttributeNames: { "#s": "status" },
        ExpressionAttributeValues: { ":falhou": "falhou", ":emitindo": "emitindo", ":e": motivo.slice(0, 300), ":v": versao },
      }),
    );
    return true;
  } catch (erro) {
    if (condicaoFalhou(erro)) return false;
    throw erro;
  }
}

/**
 * Pieces that apply a paid payoff slip: every instalment still open becomes `paga` (origem
 * `quitacao`, at the amount the slip quoted for it; the outbox writes their single slips off),
 * the contract `liquidado` with the device released (`liberar`, as registrarPagamento does at the
 * last instalment) and an announced lock called off, the payoff item `paga`. Each write is
 * conditioned on what was read, so a single slip paid at the same moment makes this fail and be
 * read again. `liquida` false: the contract was already closed (nothing but the item changes).
 */
export function registrarQuitacao(
  a: ContratoComParcelas & { quitacao?: QuitacaoGravada },
  pagamento: Omit<Pagamento, "origem"> & { origem: "banco" | "manual" },
  seFalhar: () => Error,
  evento?: string,
): { pecas: Peca[]; liquida: boolean } {
  const q = a.quitacao;
  if (!q) throw new Error(`contrato ${a.contrato.id} sem quitação`);
  const c: ContratoGravado = a.contrato;
  const pecaItem: Peca = {
    item: {
      Update: {
        TableName: tabela(), Key: Quitacao.chave(q),
        UpdateExpression: "SET #s = :paga, data_pagamento = :d, valor_pago_centavos = :vp, origem_pagamento = :o REMOVE GSI2PK, GSI2SK",
        ConditionExpression: "versao = :v AND #s <> :paga",
        ExpressionAttributeNames: { "#s": "status" },
        ExpressionAttributeValues: { ":paga": "paga", ":d": pagamento.data, ":vp": pagamento.valorCentavos, ":o": pagamento.origem, ":v": q.versao },
      },
    },
    seFalhar,
  };
  if (c.status_contrato === "liquidado" || c.status_contrato === "cancelado") return { pecas: [pecaItem], liquida: false };
  const cotado = new Map(q.parcelas.map((l) => [l.numero_parcela, l.valor_a_pagar_centavos]));
  const abertas = a.parcelas.filter((p) => p.status_parcela === "aberta" || p.status_parcela === "vencida");
  const depois: ParcelaGravada[] = a.parcelas.map((p) => (abertas.includes(p) ? { ...p, status_parcela: "paga" as const } : p));
  const pecas: Peca[] = abertas.map((p) =>
    mudarParcela(p, "paga", { pagamento: { data: pagamento.data, valorCentavos: cotado.get(p.numero_parcela) ?? p.valor_parcela_centavos, origem: "quitacao" }, seFalhar }),
  );
  const causa = { pagamento: { quitacao: q.id, evento: evento ?? "quitacao", origem: "quitacao", valor_pago_centavos: pagamento.valorCentavos, data: pagamento.data } };
  const solta = temMatricula(c) ? liberacao(c, "pagamento", "pagamento", causa) : undefined;
  let mudanca = solta?.aparelho;
  if (c.bloqueio_previsto_para !== null) {
    mudanca ??= camposDoAparelho(c, {});
    mudanca.campos.bloqueio_previsto_para = null;
    pecas.push(eventoContrato({ empresaId: c.empresa_id, contratoId: c.id, tipo: "bloqueio_cancelado", por: "pagamento", detalhes: { data_prevista: c.bloqueio_previsto_para, motivo: "quitacao", ...causa } }));
  }
  pecas.push(mudarContrato(c, "liquidado", depois, seFalhar, mudanca), ...(solta?.pecas ?? []), pecaItem);
  return { pecas, liquida: true };
}

/** Payoff slips issued and not paid in one shard of the routine's fan-out (`empresaId`: local runs only). */
export async function quitacoesEmitidasNoShard(shard: string, empresaId?: string): Promise<QuitacaoGravada[]> {
  const itens = await consultarTudo({
    IndexName: "GSI2",
    KeyConditionExpression: "GSI2PK = :pk",
    ...(empresaId ? { FilterExpression: "empresa_id = :emp" } : {}),
    ExpressionAttributeValues: { ":pk": indices.quitacoesEmitidas(shard), ...(empresaId ? { ":emp": empresaId } : {}) },
  });
  return itens.map((i) => Quitacao.ler(i));
}
