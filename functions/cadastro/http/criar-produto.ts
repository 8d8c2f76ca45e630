/** POST /api/produtos — 201; code and preco_final come from the server; unknown brand/category → 400 on the field. */
import { ProdutoInput } from "../../../shared/cadastro/produto";
import { criado, rotaStaff } from "../../lib/http";
import { criarProduto as salvar } from "../repo/produtos";

export const criarProduto = rotaStaff({ body: ProdutoInput }, async ({ body, caller }) => criado(await salvar(caller.empresaId, body)));
