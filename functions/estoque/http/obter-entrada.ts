/** GET /api/estoque/entradas/{id} — one entry with its items (IMEI, colour, status). */
import { naoEncontrado } from "../../lib/errors";
import { ok, rotaStaff } from "../../lib/http";
import { referencias } from "../cadastro-ref";
import { itemParaApi } from "../domain";
import { itensPorImeis, obterEntrada as buscarEntrada } from "../repo";
import { entradaParaApi } from "./entrada-api";

export const obterEntrada = rotaStaff({ naoEncontrado: "Entrada de estoque não encontrada" }, async ({ params, caller }) => {
  const entrada = await buscarEntrada(caller.empresaId, params.id ?? "");
  if (!entrada) throw naoEncontrado("Entrada de estoque não encontrada");
  const [itens, produto, fornecedor] = await Promise.all([
    itensPorImeis(caller.empresaId, entrada.imeis),
    referencias.produto(caller.empresaId, entrada.produto_id),
    referencias.fornecedor(caller.empresaId, entrada.fornecedor_id),
  ]);
  return ok({ ...entradaParaApi(entrada, produto, fornecedor), itens: itens.map(itemParaApi) });
});
