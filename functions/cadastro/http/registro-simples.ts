/**
 * Routes of brands and categories (GET POST /api/marcas|categorias, PUT DELETE …/{id}): the
 * same four handlers for both, built once for each.
 *
 * The list is not paged: a shop has a few dozen brands and categories at most, and the product
 * form needs all of them in its dropdowns. It still answers `{ items }`, so paging can be added
 * later (docs/api.md) without breaking a client.
 */
import { filtrar } from "../../../shared/cadastro/busca";
import { MSG_CADASTRO } from "../../../shared/cadastro/mensagens";
import { CategoriaInput, ListaQuery, MarcaInput } from "../../../shared/cadastro/schemas";
import { criado, ok, rotaStaff, semConteudo } from "../../lib/http";
import { criarSimples, excluirSimples, listarSimples, renomearSimples, type TipoSimples } from "../repo/registros-simples";
import { idDoCaminho } from "./id-do-caminho";

export function rotasRegistroSimples(tipo: TipoSimples) {
  const Input = tipo === "marca" ? MarcaInput : CategoriaInput;
  return {
    listar: rotaStaff({ query: ListaQuery }, async ({ query, caller }) =>
      ok({ items: filtrar.simples(query.q, await listarSimples(tipo, caller.empresaId)) }),
    ),
    criar: rotaStaff({ body: Input }, async ({ body, caller }) => criado(await criarSimples(tipo, caller.empresaId, body.nome))),
    atualizar: rotaStaff({ body: Input, naoEncontrado: MSG_CADASTRO.naoEncontrado(tipo) }, async ({ body, params, caller }) =>
      ok(await renomearSimples(tipo, caller.empresaId, idDoCaminho(params, tipo), body.nome)),
    ),
    excluir: rotaStaff({ naoEncontrado: MSG_CADASTRO.naoEncontrado(tipo) }, async ({ params, caller }) => {
      await excluirSimples(tipo, caller.empresaId, idDoCaminho(params, tipo));
      return semConteudo();
    }),
  };
}
