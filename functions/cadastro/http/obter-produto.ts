/** GET /api/produtos/{id} — one product model; missing or another company's id → 404. */
import { MSG_CADASTRO as M } from "../../../shared/cadastro/mensagens";
import { naoEncontrado } from "../../lib/errors";
import { ok, rotaStaff } from "../../lib/http";
import { obterProduto as buscar } from "../repo/produtos";
import { idDoCaminho } from "./id-do-caminho";
import { MSG_CADASTRO } from "../../../shared/cadastro/mensagens";

export const obterProduto = rotaStaff({ naoEncontrado: MSG_CADASTRO.naoEncontrado("produto") }, async ({ params, caller }) => {
  const produto = await buscar(caller.empresaId, idDoCaminho(params, "produto"));
  if (!produto) throw naoEncontrado(M.naoEncontrado("produto"));
  return ok(produto);
});
