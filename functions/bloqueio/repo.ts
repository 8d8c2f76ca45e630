/**
 * The lock domain's own items and pieces: a command read by key, its situation moved (conditioned
 * on the one read), the global guard from a provider's command id to (company, contract, seq)
 * — the provider's notices carry no company — and the applied-event dedupe of the webhook.
 * Contract and stock changes come from their domains' pieces (contratos, estoque).
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import * as z from "zod/mini";
import type { SituacaoComando } from "../../shared/bloqueio/schemas";
import { ComandoAparelho, type ComandoAparelhoGravado } from "../contratos";
import { db, tabela } from "../lib/db/client";
import { chaves, indices } from "../lib/db/keys";
import type { Peca } from "../lib/db/transacao";
import { agoraIso } from "../lib/ids";

const DIAS_GUARDA_EVENTO = 90;

export async function obterComando(empresaId: string, contratoId: string, seq: number): Promise<ComandoAparelhoGravado | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.comandoAparelho(empresaId, contratoId, seq), ConsistentRead: true }));
  return ComandoAparelho.lerTalvez(Item);
}

/** Moves a command from `de` to `para` with what the provider answered (never an empty map). */
export function mudarComando(
  c: ComandoAparelhoGravado,
  de: SituacaoComando,
  para: SituacaoComando,
  extra: { resposta?: Record<string, unknown>; provedor?: string; idProvedor?: string },
  seFalhar: () => Error,
): Peca {
  const agora = agoraIso();
  const sets = ["situacao = :para", "atualizado_em = :agora"];
  const valores: Record<string, unknown> = { ":para": para, ":de": de, ":agora": agora };
  // Accepted and waiting for the device: listed for the 15-minute check (jobs/verificar-comandos.ts) until it leaves `aceito`.
  if (para === "aceito") {
    const i = indices.comandoSemConfirmacao(agora, c.empresa_id, c.contrato_id, c.seq);
    sets.push("GSI1PK = :g1pk", "GSI1SK = :g1sk");
    Object.assign(valores, { ":g1pk": i.GSI1PK, ":g1sk": i.GSI1SK });
  }
  if (extra.resposta && Object.keys(extra.resposta).length) {
    sets.push("resposta = :r");
    valores[":r"] = extra.resposta;
  }
  if (extra.provedor) {
    sets.push("provedor = :p");
    valores[":p"] = extra.provedor;
  }
  if (extra.idProvedor) {
    sets.push("id_provedor = :id");
    valores[":id"] = extra.idProvedor;
  }
  return {
    item: {
      Update: {
        TableName: tabela(),
        Key: ComandoAparelho.chave(c),
        UpdateExpression: `SET ${sets.join(", ")}${de === "aceito" ? " REMOVE GSI1PK, GSI1SK" : ""}`,
        ConditionExpression: "situacao = :de",
        ExpressionAttributeValues: valores,
      },
    },
    seFalhar,
  };
}

export const GuardaComando = z.object({ empresa_id: z.string(), contrato_id: z.string(), seq: z.number().check(z.int(), z.gte(1)), imei: z.string(), acao: z.string() });
export type GuardaComando = z.infer<typeof GuardaComando>;

/** The provider's id → this command (the newest command of that id wins: Knox names device + action). */
export function guardaComando(provedor: string, idProvedor: string, c: ComandoAparelhoGravado): Peca {
  return {
    item: {
      Put: {
        TableName: tabela(),
        Item: { ...chaves.guardaComandoBloqueio(provedor, idProvedor), entidade: "guarda_comando_bloqueio", empresa_id: c.empresa_id, contrato_id: c.contrato_id, seq: c.seq, imei: c.imei, acao: c.acao },
      },
    },
  };
}

export async function lerGuardaComando(provedor: string, idProvedor: string): Promise<GuardaComando | undefined> {
  if (!idProvedor || idProvedor.length > 200) return undefined;
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.guardaComandoBloqueio(provedor, idProvedor), ConsistentRead: true }));
  const lido = GuardaComando.safeParse(Item);
  return lido.success ? lido.data : undefined;
}

/** The provider event id, written with what it changed: a repeated notice fails this piece. */
export function eventoAplicado(provedor: string, eventoId: string, c: ComandoAparelhoGravado, seFalhar: () => Error): Peca {
  return {
    item: {
      Put: {
        TableName: tabela(),
        Item: {
          ...chaves.eventoBloqueio(provedor, eventoId),
          entidade: "evento_bloqueio",
          empresa_id: c.empresa_id,
          contrato_id: c.contrato_id,
          seq: c.seq,
          aplicado_em: agoraIso(),
          expira_em: Math.floor(Date.now() / 1000) + DIAS_GUARDA_EVENTO * 86_400,
        },
        ConditionExpression: "attribute_not_exists(PK)",
      },
    },
    seFalhar,
  };
}
