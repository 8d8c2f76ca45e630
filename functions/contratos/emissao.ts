/**
 * The slip of an instalment, as the boleto job (functions/boletos/jobs) claims, records and fails
 * it: conditional writes on the instalment item, which functions/contratos owns (repo.ts keeps the
 * contract and payment pieces).
 */
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { db, tabela } from "../lib/db/client";
import { chaves } from "../lib/db/keys";
import type { Peca } from "../lib/db/transacao";
import { GuardaBoleto, Parcela, type ParcelaGravada } from "./entidades";

const CONDICAO_VERSAO_NOVA = "(attribute_not_exists(boleto_versao_emitida) OR boleto_versao_emitida < :v)";
/** Items written before slips had versions count as version 1 asked. */
const condicaoVersaoPedida = (versao: number) => (versao === 1 ? "(attribute_not_exists(boleto_versao) OR boleto_versao = :v)" : "boleto_versao = :v");

const condicaoFalhou = (erro: unknown) => (erro as { name?: string }).name === "ConditionalCheckFailedException";

/**
 * Claims the issue of slip `versao`: one conditional update (no read-then-write) that passes only
 * while the instalment is still to pay, this is the version asked and no slip of it (or later) is
 * issued. Returns the instalment as stored, or undefined when the job is a repeat, superseded by a
 * newer re-issue, or the instalment is paid, cancelled or missing: nothing to issue.
 */
export async function reservarEmissao(empresaId: string, contratoId: string, numero: number, versao: number): Promise<ParcelaGravada | undefined> {
  try {
    const r = await db().send(
      new UpdateCommand({
        TableName: tabela(),
        Key: chaves.parcela(empresaId, contratoId, numero),
        UpdateExpression: "SET boleto_status = :emitindo",
        ConditionExpression: `attribute_exists(PK) AND status_parcela IN (:aberta, :vencida) AND ${condicaoVersaoPedida(versao)} AND ${CONDICAO_VERSAO_NOVA}`,
        ExpressionAttributeValues: { ":emitindo": "emitindo", ":aberta": "aberta", ":vencida": "vencida", ":v": versao },
        ReturnValues: "ALL_NEW",
      }),
    );
    return Parcela.ler(r.Attributes ?? {});
  } catch (erro) {
    if (condicaoFalhou(erro)) return undefined;
    throw erro;
  }
}

export interface SlipEmitido {
  versao: number;
  provedor: string;
  idProvedor: string;
  nossoNumero: string;
  codigoBarras: string;
  linhaDigitavel: string;
  pixCopiaECola: string;
  vencimento: string;
  valorCentavos: number;
  pdfChave: string;
}

/**
 * Pieces that record an issued slip: the instalment's slip fields, conditioned on no slip of this
 * version (or later) being recorded yet — a concurrent job with the same version fails here, after
 * the provider gave both the same charge — and the guard that takes the provider's webhooks to it.
 */
export function registrarEmissao(p: ParcelaGravada, s: SlipEmitido, seFalhar: () => Error): Peca[] {
  const campos: Record<string, unknown> = {
    boleto_status: "emitido",
    boleto_versao_emitida: s.versao,
    boleto_provedor: s.provedor,
    boleto_id_provedor: s.idProvedor,
    nosso_numero: s.nossoNumero,
    codigo_barras: s.codigoBarras,
    linha_digitavel: s.linhaDigitavel,
    pix_copia_e_cola: s.pixCopiaECola,
    vencimento_boleto: s.vencimento,
    valor_boleto_centavos: s.valorCentavos,
    boleto_pdf_chave: s.pdfChave,
    boleto_erro: null,
  };
  const nomes: Record<string, string> = {};
  const valores: Record<string, unknown> = { ":v": s.versao };
  const sets = Object.entries(campos).map(([campo, valor], i) => {
    nomes[`#c${i}`] = campo;
    valores[`:c${i}`] = valor;
    return `#c${i} = :c${i}`;
  });
  return [
    {
      item: {
        Update: {
          TableName: tabela(),
          Key: Parcela.chave(p),
          UpdateExpression: `SET ${sets.join(", ")}`,
          ConditionExpression: `attribute_exists(PK) AND ${CONDICAO_VERSAO_NOVA}`,
          ExpressionAttributeNames: nomes,
          ExpressionAttributeValues: valores,
        },
      },
      seFalhar,
    },
    GuardaBoleto.novo(
      {
        provedor: s.provedor,
        id_provedor: s.idProvedor,
        nosso_numero: s.nossoNumero,
        empresa_id: p.empresa_id,
        contrato_id: p.contrato_id,
        numero_parcela: p.numero_parcela,
        parcela_id: p.id,
        versao: s.versao,
      },
      seFalhar,
    ),
  ];
}

/** The slip of `versao` could not be issued (shown to the staff); false when it was issued or superseded meanwhile. */
export async function marcarFalhaEmissao(empresaId: string, contratoId: string, numero: number, versao: number, motivo: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tabela(),
        Key: chaves.parcela(empresaId, contratoId, numero),
        UpdateExpression: "SET boleto_status = :falhou, boleto_erro = :e",
        ConditionExpression: `attribute_exists(PK) AND ${condicaoVersaoPedida(versao)} AND ${CONDICAO_VERSAO_NOVA}`,
        ExpressionAttributeValues: { ":falhou": "falhou", ":e": motivo.slice(0, 300), ":v": versao },
      }),
    );
    return true;
  } catch (erro) {
    if (condicaoFalhou(erro)) return false;
    throw erro;
  }
}
