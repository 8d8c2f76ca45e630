/**
 * Stock movements other domains put in THEIR transactions (a sale, its cancellation, a device
 * lock). Only the item moves: the position and company totals follow from its stream image
 * (functions/estoque/agregados.ts), so two sales of different devices never write a shared item.
 * Each item update is conditioned on the status it leaves, so a device is sold once.
 */
import type { StatusItem } from "../../shared/estoque/schemas";
import { tabela } from "../lib/db/client";
import { chaves } from "../lib/db/keys";
import type { Peca } from "../lib/db/transacao";
import { ItemEstoque, type ItemGravado } from "./entidades";

/**
 * Moves one item from `de` to `para` (conditioned on being in `de`). A sale (`vendaId`) records
 * the sale and its revenue on the item (`receita_venda_centavos`, what the ABC curve sums);
 * `vendaId: null` (cancellation) clears both. The position and totals follow from the item's
 * stream images (functions/estoque/agregados.ts), never from this transaction. `seFalhar` says
 * what the item no longer being in `de` means to the caller (a sale: the device is no longer
 * available; a cancellation: the sale changed meanwhile).
 */
export function moverItem(
  empresaId: string,
  item: ItemGravado,
  de: StatusItem,
  para: StatusItem,
  opcoes: { receitaCentavos?: number; vendaId?: string | null; seFalhar: () => Error },
): Peca[] {
  const vendaId = opcoes.vendaId;
  // The item's indexes follow its new status (the entity says which: by id, by status).
  const idx = ItemEstoque.atualizacaoIndices({ ...item, status: para });
  const sets = ["#s = :para", ...idx.set, ...(vendaId ? ["venda_id = :v", "receita_venda_centavos = :r"] : [])];
  const removes = [...idx.remove, ...(vendaId === null ? ["venda_id", "receita_venda_centavos"] : [])];
  return [
    {
      seFalhar: opcoes.seFalhar,
      item: {
        Update: {
          TableName: tabela(),
          Key: chaves.itemImei(empresaId, item.imei),
          UpdateExpression: `SET ${sets.join(", ")}${removes.length ? ` REMOVE ${removes.join(", ")}` : ""}`,
          ConditionExpression: "#s = :de AND id = :id",
          ExpressionAttributeNames: { "#s": "status" },
          ExpressionAttributeValues: {
            ":para": para,
            ":de": de,
            ":id": item.id,
            ...idx.valores,
            ...(vendaId ? { ":v": vendaId, ":r": opcoes.receitaCentavos ?? 0 } : {}),
          },
        },
      },
    },
  ];
}
