/**
 * Product models. Each points at a brand and a category of the same company; the brand's and the
 * category's `uso_produtos` counters move in the product's own transaction (create +1, delete −1,
 * a change of brand −1 on the old and +1 on the new), conditioned on the brand/category existing,
 * so a product never points at a missing brand and a brand in use cannot be deleted.
 * A brand or category id that does not exist in the caller's company is a 400 on that field
 * (the body is what is wrong, not the path).
 */
import type { Produto, ProdutoInput } from "../../../shared/cadastro/produto";
import { MSG_CADASTRO as M } from "../../../shared/cadastro/mensagens";
import { listarPrefixo, type Pagina } from "../../lib/db/consultas";
import { proximoCodigo } from "../../lib/db/contadores";
import { chaves, empresaPk, prefixos } from "../../lib/db/keys";
import { conflito, erroValidacao, naoEncontrado } from "../../lib/errors";
import { agoraIso, novoId } from "../../lib/ids";
import { camposProduto, produtoDto } from "../domain";
import {
  atualizarVersionado,
  comTentativas,
  excluirVersionado,
  fragmentoUso,
  inserir,
  lerItem,
  tentarDeNovo,
  usoDe,
  type Item,
} from "./comum";
import { transacao, type Peca } from "../../lib/db/transacao";
import { ProdutoItem } from "./entidades";
import { paginarRegistros, type PedidoPagina } from "./pagina";
import { chaveSimples, listarSimples, obterSimples, paraRegistroSimples, USO_PRODUTOS } from "./registros-simples";
import { idDaChave, lerEmLote } from "../../lib/db/lote";

/** Stock entries that point at the product (kept by the estoque domain through usarProduto). */
export const USO_PRODUTO = "uso_entradas";

const usarMarca = (empresaId: string, id: string, delta: number) => fragmentoUso(chaves.marca(empresaId, id), USO_PRODUTOS, delta);
const usarCategoria = (empresaId: string, id: string, delta: number) => fragmentoUso(chaves.categoria(empresaId, id), USO_PRODUTOS, delta);

async function relacoes(empresaId: string, marcaId: string, categoriaId: string) {
  const [marca, categoria] = await Promise.all([obterSimples("marca", empresaId, marcaId), obterSimples("categoria", empresaId, categoriaId)]);
  return { marca, categoria };
}

/** 400 naming each relation that is not in the caller's company. */
function erroRelacoes(faltaMarca: boolean, faltaCategoria: boolean) {
  const campos: Record<string, string> = {};
  if (faltaMarca) campos.marca_id = M.marcaNaoEncontrada;
  if (faltaCategoria) campos.categoria_id = M.categoriaNaoEncontrada;
  return erroValidacao(campos);
}

function exigirRelacoes(faltaMarca: boolean, faltaCategoria: boolean): void {
  if (faltaMarca || faltaCategoria) throw erroRelacoes(faltaMarca, faltaCategoria);
}

/** The +1 on the new brand and category: failing, they name each missing relation (both when both are). */
function usarRelacoes(empresaId: string, marcaId: string | null, categoriaId: string | null): Peca[] {
  const marca: Peca | null = marcaId ? { item: usarMarca(empresaId, marcaId, 1) } : null;
  const categoria: Peca | null = categoriaId ? { item: usarCategoria(empresaId, categoriaId, 1) } : null;
  const seFalhar = (falhas: readonly Peca[]) => erroRelacoes(falhas.includes(marca!), falhas.includes(categoria!));
  return [marca, categoria].filter((p): p is Peca => p !== null).map((p) => Object.assign(p, { seFalhar }));
}

/** Reads a stored product with its brand and category joined (brands and categories are few: read whole). */
async function leitorDeProdutos(empresaId: string): Promise<(item: Item) => Produto> {
  const [marcas, categorias] = await Promise.all([listarSimples("marca", empresaId), listarSimples("categoria", empresaId)]);
  const marcaPorId = new Map(marcas.map((m) => [m.id, m]));
  const categoriaPorId = new Map(categorias.map((c) => [c.id, c]));
  return (i) => {
    const p = ProdutoItem.ler(i);
    return produtoDto(p, marcaPorId.get(p.marca_id), categoriaPorId.get(p.categoria_id));
  };
}

export async function listarProdutos(empresaId: string): Promise<Produto[]> {
  const [itens, ler] = await Promise.all([listarPrefixo(empresaPk(empresaId), prefixos.produto), leitorDeProdutos(empresaId)]);
  return itens.map(ler);
}

/** One page of the products `filtro` accepts (it sees the brand and category names), newest first. */
export async function paginarProdutos(empresaId: string, pedido: PedidoPagina, filtro: (p: Produto) => boolean): Promise<Pagina<Produto>> {
  const ler = await leitorDeProdutos(empresaId);
  return paginarRegistros(empresaId, prefixos.produto, pedido, ler, filtro);
}

export async function obterProduto(empresaId: string, id: string): Promise<Produto | undefined> {
  const item = ProdutoItem.lerTalvez(await lerItem(chaves.produto(empresaId, id)));
  if (!item) return undefined;
  const { marca, categoria } = await relacoes(empresaId, item.marca_id, item.categoria_id);
  return produtoDto(item, marca, categoria);
}

export async function criarProduto(empresaId: string, input: ProdutoInput): Promise<Produto> {
  // Checked first so a wrong id does not spend a code; the transaction's conditions are what protect.
  const { marca, categoria } = await relacoes(empresaId, input.marca_id, input.categoria_id);
  exigirRelacoes(!marca, !categoria);
  const id = novoId();
  const produto = { id, empresa_id: empresaId, codigo: await proximoCodigo(empresaId, "produto"), ...camposProduto(input), versao: 1, created_at: agoraIso() };
  const item: Item = ProdutoItem.item(produto);
  await transacao([{ item: inserir(item) }, ...usarRelacoes(empresaId, input.marca_id, input.categoria_id)]);
  return produtoDto(ProdutoItem.ler(item), marca, categoria);
}

export async function atualizarProduto(empresaId: string, id: string, input: ProdutoInput): Promise<Produto> {
  const chave = chaves.produto(empresaId, id);
  return comTentativas(async () => {
    const atual = await lerItem(chave);
    if (!atual) throw naoEncontrado(M.naoEncontrado("produto"));
    const { marca, categoria } = await relacoes(empresaId, input.marca_id, input.categoria_id);
    exigirRelacoes(!marca, !categoria);
    const campos = camposProduto(input);
    const trocaMarca = atual.marca_id !== input.marca_id;
    const trocaCategoria = atual.categoria_id !== input.categoria_id;
    await transacao([
      { item: atualizarVersionado(chave, atual, campos), seFalhar: tentarDeNovo },
      ...(trocaMarca ? [{ item: usarMarca(empresaId, String(atual.marca_id), -1), seFalhar: tentarDeNovo }] : []),
      ...(trocaCategoria ? [{ item: usarCategoria(empresaId, String(atual.categoria_id), -1), seFalhar: tentarDeNovo }] : []),
      ...usarRelacoes(empresaId, trocaMarca ? input.marca_id : null, trocaCategoria ? input.categoria_id : null),
    ]);
    return produtoDto(ProdutoItem.ler({ ...atual, ...campos }), marca, categoria);
  });
}

export async function excluirProduto(empresaId: string, id: string): Promise<void> {
  const chave = chaves.produto(empresaId, id);
  await comTentativas(async () => {
    const atual = await lerItem(chave);
    if (!atual) throw naoEncontrado(M.naoEncontrado("produto"));
    const usos = usoDe(atual, USO_PRODUTO);
    if (usos > 0) throw conflito(M.emUso("produto", "entradas", usos));
    await transacao([
      { item: excluirVersionado(chave, atual, [USO_PRODUTO]), seFalhar: tentarDeNovo },
      { item: usarMarca(empresaId, String(atual.marca_id), -1), seFalhar: tentarDeNovo },
      { item: usarCategoria(empresaId, String(atual.categoria_id), -1), seFalhar: tentarDeNovo },
    ]);
  });
}

/**
 * Several products by id with their brand and category (lists that join a page of records): one
 * BatchGetItem of the products, one of their distinct brands and categories. Missing ids are absent.
 */
export async function obterProdutos(empresaId: string, ids: readonly string[]): Promise<Map<string, Produto>> {
  const itens = (await lerEmLote(ids.map((id) => chaves.produto(empresaId, id)))).map((i) => ProdutoItem.ler(i));
  const relacoesLidas = await lerEmLote([
    ...itens.map((p) => chaveSimples("marca", empresaId, p.marca_id)),
    ...itens.map((p) => chaveSimples("categoria", empresaId, p.categoria_id)),
  ]);
  const marcas = new Map(relacoesLidas.filter((i) => String(i.SK).startsWith(prefixos.marca)).map((i) => [idDaChave(i), paraRegistroSimples("marca", i)]));
  const categorias = new Map(relacoesLidas.filter((i) => String(i.SK).startsWith(prefixos.categoria)).map((i) => [idDaChave(i), paraRegistroSimples("categoria", i)]));
  return new Map(
    itens.map((p) => [
      p.id,
      produtoDto(p, marcas.get(idDaChave(chaveSimples("marca", empresaId, p.marca_id))), categorias.get(idDaChave(chaveSimples("categoria", empresaId, p.categoria_id)))),
    ]),
  );
}
