/** PUT /api/produtos/{id} — recomputes preco_final; missing or another company's id → 404. */
import { ProdutoInput } from "../../../shared/cadastro/produto";
import { ok, rotaStaff } from "../../lib/http";
import { atualizarProduto as salvar } from "../repo/produtos";
import { idDoCaminho } from "./id-do-caminho";
import { MSG_CADASTRO } from "../../../shared/cadastro/mensagens";

export const atualizarProduto = rotaStaff({ body: ProdutoInput, naoEncontrado: MSG_CADASTRO.naoEncontrado("produto") }, async ({ body, params, caller }) =>
  ok(await salvar(caller.empresaId, idDoCaminho(params, "produto"), body)),
);
