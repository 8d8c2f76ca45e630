/** GET /api/estoque/itens?status=em_estoque&q=&limit=&cursor= — one page of devices (search by IMEI or model), `next` for the following one. */
import { ListarItensQuery } from "../../../shared/estoque/schemas";
import { ok, rotaStaff } from "../../lib/http";
import { referencias } from "../cadastro-ref";
import { itemParaApi } from "../domain";
import { paginarItensPorStatus } from "../repo";

export const listarItens = rotaStaff({ query: ListarItensQuery }, async ({ query, caller }) => {
  const produtos = new Map((await referencias.produtos(caller.empresaId)).map((p) => [p.id, p]));
  const q = query.q?.toLocaleLowerCase("pt-BR");
  const digitos = query.q?.replace(/\D/g, "");
  const casa = (imei: string, produtoId: string) => {
    if (!q) return true;
    const p = produtos.get(produtoId);
    return (Boolean(digitos) && imei.includes(digitos!)) || Boolean(p && `${p.nome_modelo} ${p.marca?.nome ?? ""} ${p.codigo}`.toLocaleLowerCase("pt-BR").includes(q));
  };
  const pagina = await paginarItensPorStatus(caller.empresaId, query.status ?? "em_estoque", query.limit, query.cursor, (i) => casa(i.imei, i.produto_id));
  return ok({
    next: pagina.next ?? null,
    items: pagina.items.map((i) => {
      const p = produtos.get(i.produto_id);
      return { ...itemParaApi(i), produto: p ? { id: p.id, codigo: p.codigo, nome_modelo: p.nome_modelo, preco_final: p.preco_final, marca: p.marca } : null };
    }),
  });
});
