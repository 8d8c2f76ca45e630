/**
 * The first steps' flags on the company item (shared/empresa/primeiros-passos.ts): each an
 * instant, set once (`if_not_exists`) and never cleared, by the write that completes its step —
 * in that write's own transaction, so a step is never marked for a save that did not happen.
 * An Update that changes nothing (the flag already set) writes no stream record.
 */
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import * as z from "../../shared/zod";
import { primeirosPassos, type AcaoPrimeirosPassos, type PrimeirosPassos } from "../../shared/empresa/primeiros-passos";
import { preguicoso } from "../../shared/preguicoso";
import { db, tabela } from "../lib/db/client";
import { chaves } from "../lib/db/keys";
import type { Escrita } from "../lib/db/transacao";
import { naoEncontrado } from "../lib/errors";
import { agoraIso } from "../lib/ids";

/** The company item's attribute of each flag. */
export const FLAGS_PASSOS = {
  cobranca: "passo_cobranca_em",
  modelo_contrato: "passo_modelo_contrato_em",
  dispensado: "passos_dispensados_em",
} as const;
export type FlagPasso = keyof typeof FLAGS_PASSOS;

/**
 * The Update of a transaction that sets a flag, once. `condicao` adds what the caller asserts of
 * the company in the same transaction (e.g. still on Master): one transaction may hold one
 * operation per item, so the flag and that check are the same piece.
 */
export function marcarPasso(
  empresaId: string,
  flag: FlagPasso,
  agora: string,
  condicao?: { expressao: string; valores: Record<string, unknown> },
): Escrita {
  return {
    Update: {
      TableName: tabela(),
      Key: chaves.empresa(empresaId),
      UpdateExpression: "SET #f = if_not_exists(#f, :agora)",
      ConditionExpression: ["attribute_exists(PK)", condicao?.expressao].filter(Boolean).join(" AND "),
      ExpressionAttributeNames: { "#f": FLAGS_PASSOS[flag] },
      ExpressionAttributeValues: { ":agora": agora, ...condicao?.valores },
    },
  };
}

/**
 * What the steps read of the company item (functions/conta/entidades.ts EmpresaGravada owns it
 * whole; `conta` imports `documentos`, which marks a step here, so this reads its part itself).
 */
const EstadoGravado = preguicoso(() =>
  z.object({
    endereco: z.ouNulo(z.string()),
    cep: z.ouNulo(z.string()),
    cidade: z.ouNulo(z.string()),
    uf: z.ouNulo(z.string()),
    whatsapp: z.ouNulo(z.string()),
    passo_cobranca_em: z.optional(z.string()),
    passo_modelo_contrato_em: z.optional(z.string()),
    passos_dispensados_em: z.optional(z.string()),
  }),
);

const FLAG_DA_ACAO: Record<AcaoPrimeirosPassos, FlagPasso> = {
  usar_modelo_padrao: "modelo_contrato",
  dispensar: "dispensado",
};

/** POST /api/empresa/primeiros-passos's write: one UpdateItem, answering the steps as they now are. */
export async function registrarAcaoPrimeirosPassos(empresaId: string, acao: AcaoPrimeirosPassos): Promise<PrimeirosPassos> {
  const { Update } = marcarPasso(empresaId, FLAG_DA_ACAO[acao], agoraIso());
  try {
    const { Attributes } = await db().send(new UpdateCommand({ ...Update!, ReturnValues: "ALL_NEW" }));
    return primeirosPassos(z.parse(EstadoGravado, Attributes));
  } catch (erro) {
    if ((erro as { name?: string }).name === "ConditionalCheckFailedException") throw naoEncontrado("Empresa não encontrada");
    throw erro;
  }
}
