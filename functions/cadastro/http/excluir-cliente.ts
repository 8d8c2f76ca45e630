/** DELETE /api/clientes/{id} — 204; missing or another company's id → 404; still in use → 409. */
import { rotaStaff, semConteudo } from "../../lib/http";
import { excluirCliente as remover } from "../repo/clientes";
import { idDoCaminho } from "./id-do-caminho";

export const excluirCliente = rotaStaff({}, async ({ params, caller }) => {
  await remover(caller.empresaId, idDoCaminho(params, "cliente"));
  return semConteudo();
});
