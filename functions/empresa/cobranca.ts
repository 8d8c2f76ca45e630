/**
 * The company's collection settings (shared/empresa/cobranca.ts): one GetItem to read (the
 * defaults when never saved), one transaction to save, which also marks the first step
 * 'collection settings' done on the company item. Automatic locking is a Master feature:
 * the save asserts the company is still on Master in the same transaction, so a plan change at
 * the same moment cannot leave it switched on under Start or Pro. With the lock on, the item keeps
 * who accepted its legal position and when (issue 37 item 6); turning it off drops that record
 * (the audit log keeps every acceptance), so turning it on again asks anew.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { encargosDe, type ConfigCobranca } from "../../shared/empresa/cobranca";
import type { EncargosAtraso } from "../../shared/boletos";
import { db, tabela } from "../lib/db/client";
import { chaves } from "../lib/db/keys";
import { transacao, type Peca } from "../lib/db/transacao";
import { agoraIso } from "../lib/ids";
import { aceiteBloqueioDe, configCobrancaDe, ConfigCobrancaItem } from "./entidades";
import { marcarPasso } from "./passos";

export interface AceiteGravado {
  usuario_id: string;
  em: string;
}

async function lerItem(empresaId: string) {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.configCobranca(empresaId), ConsistentRead: true }));
  return Item;
}

export async function lerCobranca(empresaId: string): Promise<ConfigCobranca> {
  return configCobrancaDe(await lerItem(empresaId));
}

/** The setting with the acceptance of the lock's legal position in force (null when none). */
export async function lerCobrancaComAceite(empresaId: string): Promise<{ config: ConfigCobranca; aceite: AceiteGravado | null }> {
  const item = await lerItem(empresaId);
  return { config: configCobrancaDe(item), aceite: aceiteBloqueioDe(item) };
}

/** The late charges a company's amounts due and slips use (one GetItem). */
export const encargosDaEmpresa = async (empresaId: string): Promise<EncargosAtraso> => encargosDe(await lerCobranca(empresaId));

export class PlanoSemBloqueio extends Error {}

/** `aceite`: who accepted the lock's legal position (kept only while the automatic lock is on). */
export async function salvarCobranca(empresaId: string, c: ConfigCobranca, aceite: AceiteGravado | null = null): Promise<void> {
  const agora = agoraIso();
  const pecas: Peca[] = [
    {
      item: {
        Put: {
          TableName: tabela(),
          Item: ConfigCobrancaItem.item({
            empresa_id: empresaId,
            bloqueio_automatico: c.bloqueio_automatico,
            dias_carencia: c.dias_carencia,
            valor_minimo_atraso_centavos: Math.round(c.valor_minimo_atraso * 100),
            ufs_sem_bloqueio: c.ufs_sem_bloqueio,
            multa_percentual: c.multa_percentual,
            juros_mensal_percentual: c.juros_mensal_percentual,
            ...(c.bloqueio_automatico && aceite ? { bloqueio_aceite: aceite } : {}),
            updated_at: agora,
          }),
        },
      },
    },
  ];
  // The first save completes the first step 'collection settings' (functions/empresa/passos.ts); with
  // automatic locking on, the same piece asserts the company is still on Master.
  pecas.push(
    c.bloqueio_automatico
      ? { item: marcarPasso(empresaId, "cobranca", agora, { expressao: "plano = :master", valores: { ":master": "master" } }), seFalhar: () => new PlanoSemBloqueio() }
      : { item: marcarPasso(empresaId, "cobranca", agora) },
  );
  await transacao(pecas);
}
