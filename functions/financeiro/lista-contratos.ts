/**
 * A page of 'Controle de Boletos' (GET /api/contratos): the contract ids from the search index,
 * then the page's contracts with their instalments (one Query each) and their customers, products
 * and devices (one BatchGetItem each).
 *
 * Bench (test/bench, 20,000 contracts): seed with `semearContratos` (test/support/contratos.ts:
 * BatchWrite of contract items with their `busca`, no sale per contract) and time
 * `GET /api/contratos` (or this function / contratos.paginarIdsContratos directly) unfiltered, with
 * a common and a rare `q`, and with `status`; a rare term answers within CONSULTAS_POR_PAGINA index
 * pages with `next` (the screen asks again), so compare per-request time, not time to exhaust.
 */
import type { ContratoNaLista, ListaContratos } from "../../shared/vendas/schemas";
import { termoBuscaContrato } from "../../shared/vendas/contratos";
import type { StatusContrato } from "../../shared/vendas/schemas";
import { hojeBrasil } from "../../shared/br/datas";
import { obterClientes, obterProdutos } from "../cadastro";
import { contratoParaApi, contratosComParcelas, paginarIdsContratos, parcelasParaApi, type ContratoGravado } from "../contratos";
import { encargosDaEmpresa } from "../empresa";
import { itensPorImeis } from "../estoque";

export interface FiltroContratos {
  status?: StatusContrato;
  q?: string;
  limite: number;
  cursor?: string;
  /** Today in Brasília (amounts due); injected by tests. */
  hoje?: string;
}

const distintos = (valores: readonly string[]) => [...new Set(valores)];

function semDocumento(c: ContratoGravado): Omit<ContratoNaLista, "tem_conteudo" | "cliente" | "item" | "produto" | "parcelas"> {
  const { conteudo_gerado: _documento, ...resto } = contratoParaApi(c);
  return resto;
}

export async function listarContratosDaEmpresa(empresaId: string, f: FiltroContratos): Promise<ListaContratos> {
  const pagina = await paginarIdsContratos(empresaId, { status: f.status, termo: termoBuscaContrato(f.q), limite: f.limite, cursor: f.cursor });
  const lidos = await contratosComParcelas(empresaId, pagina.ids);
  const contratos = lidos.map((l) => l.contrato);
  const [clientes, produtos, aparelhos, encargos] = await Promise.all([
    obterClientes(empresaId, distintos(contratos.map((c) => c.cliente_id))),
    obterProdutos(empresaId, distintos(contratos.map((c) => c.produto_id))),
    itensPorImeis(empresaId, distintos(contratos.map((c) => c.imei))),
    encargosDaEmpresa(empresaId),
  ]);
  const corPorImei = new Map(aparelhos.map((a) => [a.imei, a.cor]));
  const hoje = f.hoje ?? hojeBrasil();
  const items = await Promise.all(
    lidos.map(async ({ contrato: c, parcelas }): Promise<ContratoNaLista> => {
      const cliente = clientes.get(c.cliente_id);
      const produto = produtos.get(c.produto_id);
      return {
        ...semDocumento(c),
        tem_conteudo: c.conteudo_gerado.trim().length > 0,
        cliente: cliente ? { id: cliente.id, nome: cliente.nome, cpf: cliente.cpf, telefone: cliente.telefone } : null,
        item: { id: c.imei_id, imei: c.imei, cor: corPorImei.get(c.imei) ?? "" },
        produto: produto ? { id: produto.id, codigo: produto.codigo, nome_modelo: produto.nome_modelo, marca: produto.marca?.nome ?? null } : null,
        parcelas: await parcelasParaApi(parcelas, { hoje, encargos }),
      };
    }),
  );
  return { items, next: pagina.next ?? null };
}
