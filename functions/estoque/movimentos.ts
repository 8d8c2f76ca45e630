/**
 * Stock movements other domains put in THEIR transactions (a sale, its cancellation, a device
 * lock). Only the item moves: the position and company totals follow from its stream image
 * (functions/estoque/agregados.ts), so two sales of different devices never write a shared item.
 * Each item update is conditioned on the status it leaves, so a device is sold once.
 */
import type { StatusItem } from "../../shared/estoque/schemas";
import { tabela } from "../lib/db/client";
import { chaves, indices } from "../lib/db/keys";
import type { ItemGravado, ItemTransacao } from "./repo";

/**
 * Moves one item from `de` to `para` (conditioned on being in `de`). A sale (`vendaId`) records
 * the sale and its revenue on the item (`receita_venda_centavos`, what the ABC curve sums);
 * `vendaId: null` (cancellation) clears both.
 */
export function moverItem(
  empresaId: string,
  item: ItemGravado,
  de: StatusItem,
  para: StatusItem,
  opcoes: { receitaCentavos?: number; vendaId?: string | null } = {},
): ItemTransacao[] {
  const vendaId = opcoes.vendaId;
  const sets = ["#s = :para", "GSI2PK = :gsi", ...(vendaId ? ["venda_id = :v", "receita_venda_centavos = :r"] : [])];
  return [
    {
      Update: {
        TableName: tabela(),
        Key: chaves.itemImei(empresaId, item.imei),
        UpdateExpression: `SET ${sets.join(", ")}${vendaId === null ? " REMOVE venda_id, receita_venda_centavos" : ""}`,
        ConditionExpression: "#s = :de AND id = :id",
        ExpressionAttributeNames: { "#s": "status" },
        ExpressionAttributeValues: {
          ":para": para,
          ":de": de,
          ":id": item.id,
          ":gsi": indices.itensPorStatus(empresaId, para),
          ...(vendaId ? { ":v": vendaId, ":r": opcoes.receitaCentavos ?? 0 } : {}),
        },
      },
    },
  ];
}
