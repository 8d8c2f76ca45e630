/** DELETE /api/fornecedores/{id} — 204; missing or another company's id → 404; still in use → 409. */
import { rotaStaff, semConteudo } from "../../lib/http";
import { excluirFornecedor as remover } from "../repo/fornecedores";
import { idDoCaminho } from "./id-do-caminho";
import { MSG_CADASTRO } from "../../../shared/cadastro/mensagens";

export const excluirFornecedor = rotaStaff({ naoEncontrado: MSG_CADASTRO.naoEncontrado("fornecedor") }, async ({ params, caller }) => {
  await remover(caller.empresaId, idDoCaminho(params, "fornecedor"));
  return semConteudo();
});
