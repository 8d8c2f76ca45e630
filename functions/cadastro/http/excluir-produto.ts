/** DELETE /api/produtos/{id} — 204; missing or another company's id → 404; with stock entries → 409. */
import { rotaStaff, semConteudo } from "../../lib/http";
import { excluirProduto as remover } from "../repo/produtos";
import { idDoCaminho } from "./id-do-caminho";
import { MSG_CADASTRO } from "../../../shared/cadastro/mensagens";

export const excluirProduto = rotaStaff({ naoEncontrado: MSG_CADASTRO.naoEncontrado("produto") }, async ({ params, caller }) => {
  await remover(caller.empresaId, idDoCaminho(params, "produto"));
  return semConteudo();
});
