/** DELETE /api/clientes/{id} — 204; missing or another company's id → 404; still in use → 409. */
import { rotaStaff, semConteudo } from "../../lib/http";
import { excluirCliente as remover } from "../repo/clientes";
import { idDoCaminho } from "./id-do-caminho";
import { MSG_CADASTRO } from "../../../shared/cadastro/mensagens";

export const excluirCliente = rotaStaff({ naoEncontrado: MSG_CADASTRO.naoEncontrado("cliente") }, async ({ params, caller }) => {
  await remover(caller.empresaId, idDoCaminho(params, "cliente"));
  return semConteudo();
});
