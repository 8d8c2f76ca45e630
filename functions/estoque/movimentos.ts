/**
 * Stock movements other domains put in THEIR transactions (a sale, its cancellation, a device
 * lock): the item's status and the aggregates it counts in move together with the sale.
 * Each item update is conditioned on the status it leaves, so a device is sold once.
 */
import type { StatusItem } from "../../shared/estoque/schemas";
import { tabela } from "../lib/db/client";
import { chaves } from "../lib/db/keys";
import type { Peca } from "../lib/db/transacao";
import { ItemEstoque, type ItemGravado } from "./entidades";
import type { ItemTransacao } from "./repo";

const contadorStatus: Record<StatusItem, string> = { em_estoque: "em_estoque", vendido: "vendido", bloqueado: "bloqueado", defeito: "defeito" };

/**
 * Moves one item from `de` to `para`: the item (conditioned on being in `de`), the product's
 * position and the company totals. `receitaCentavos` adds (sale) or removes (cancellation) the
 * product's revenue used by the ABC curve; `vendaId` is recorded on a sale and cleared otherwise.
 * `seFalhar` says what the item no longer being in `de` means to the caller (a sale: the device is
 * no longer available; a cancellation: the sale changed meanwhile).
 */
export function moverItem(
  empresaId: string,
  item: ItemGravado,
  de: StatusItem,
  para: StatusItem,
  opcoes: { receitaCentavos?: number; vendaId?: string | null; seFalhar: () => Error },
): Peca[] {
  const saiDoEstoque = de === "em_estoque" ? -1 : para === "em_estoque" ? 1 : 0;
  const agregado = (Key: Record<string, string>, doProduto: boolean): ItemTransacao => ({
    Update: {
      TableName: tabela(),
      Key,
      UpdateExpression: `ADD #de :menos, #para :mais, custo_em_estoque_centavos :custo, venda_em_estoque_centavos :venda, receita_centavos :receita SET entidade = :e${doProduto ? ", produto_id = :p" : ""}`,
      ExpressionAttributeNames: { "#de": contadorStatus[de], "#para": contadorStatus[para] },
      ExpressionAttributeValues: {
        ":menos": -1,
        ":mais": 1,
        ":custo": saiDoEstoque * item.valor_unitario_centavos,
        ":venda": saiDoEstoque * (item.preco_venda_centavos ?? 0),
        ":receita": opcoes.receitaCentavos ?? 0,
        ":e": "agregado_estoque",
        ...(doProduto ? { ":p": item.produto_id } : {}),
      },
    },
  });
  const vendaId = opcoes.vendaId === undefined ? undefined : opcoes.vendaId;
  // The item's indexes follow its new status (the entity says which: by id, by status).
  const idx = ItemEstoque.atualizacaoIndices({ ...item, status: para });
  return [
    {
      seFalhar: opcoes.seFalhar,
      item: {
        Update: {
          TableName: tabela(),
          Key: chaves.itemImei(empresaId, item.imei),
          UpdateExpression: `SET ${["#s = :para", ...idx.set, ...(vendaId ? ["venda_id = :v"] : [])].join(", ")}${
            idx.remove.length || vendaId === null ? ` REMOVE ${[...idx.remove, ...(vendaId === null ? ["venda_id"] : [])].join(", ")}` : ""
          }`,
          ConditionExpression: "#s = :de AND id = :id",
          ExpressionAttributeNames: { "#s": "status" },
          ExpressionAttributeValues: {
            ":para": para,
            ":de": de,
            ":id": item.id,
            ...idx.valores,
            ...(vendaId ? { ":v": vendaId } : {}),
          },
        },
      },
    },
    { item: agregado(chaves.posicaoProduto(empresaId, item.produto_id), true) },
    { item: agregado(chaves.estoqueTotal(empresaId), false) },
  ];
}
