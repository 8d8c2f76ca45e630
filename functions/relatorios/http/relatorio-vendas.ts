/** GET /api/relatorios/vendas — sales by day, payment method, seller or product, from the month aggregates of one dimension. */
import { hojeBrasil } from "../../../shared/br/datas";
import { MSG_RELATORIO, type Agrupamento } from "../../../shared/relatorios/relatorios";
import { ROTULO_FORMA, type FormaPagamento } from "../../../shared/vendas/schemas";
import { consultaVendas } from "../../../shared/relatorios/relatorios";
import type { DimensaoVendas } from "../../lib/db/keys";
import { arquivoCsv, ok, rotaStaff } from "../../lib/http";
import { SEM_VENDEDOR } from "../../vendas";
import { csvVendas } from "../csv";
import { montarVendas } from "../montar";
import { agregadosVendas, nomesUsuarios, produtos } from "../repo-relatorios";

const DIMENSAO: Record<Agrupamento, DimensaoVendas> = { dia: "TOTAL", forma_pagamento: "FORMA", vendedor: "VENDEDOR", produto: "PRODUTO" };

async function rotulador(empresaId: string, agrupar: Agrupamento): Promise<(chave: string) => string> {
  if (agrupar === "dia") return (chave) => chave;
  if (agrupar === "forma_pagamento") return (chave) => ROTULO_FORMA[chave as FormaPagamento] ?? chave;
  if (agrupar === "vendedor") {
    const nomes = await nomesUsuarios(empresaId);
    return (chave) => (chave === SEM_VENDEDOR ? MSG_RELATORIO.semVendedor : (nomes.get(chave) ?? MSG_RELATORIO.usuarioRemovido));
  }
  const lista = await produtos(empresaId);
  return (chave) => lista.get(chave)?.nome ?? MSG_RELATORIO.produtoRemovido;
}

export const relatorioVendas = rotaStaff({ query: consultaVendas(hojeBrasil) }, async ({ query, caller }) => {
  const [itens, rotulo] = await Promise.all([
    agregadosVendas(caller.empresaId, DIMENSAO[query.agrupar], query.de, query.ate),
    rotulador(caller.empresaId, query.agrupar),
  ]);
  const relatorio = montarVendas(itens, query, rotulo);
  if (query.formato === "csv") return arquivoCsv(`relatorio-vendas-${query.agrupar}-${query.de}-a-${query.ate}.csv`, csvVendas(relatorio));
  return ok(relatorio);
});
