/** DELETE /api/modelos-documentos/{id} (admin) → 204. Deleting the active template leaves its type with none. */
import { rotaStaff, semConteudo } from "../../lib/http";
import { excluirModelo } from "../repo";
import { MSG_MODELOS } from "../../../shared/documentos/schemas";

export const excluirModeloRota = rotaStaff({ naoEncontrado: MSG_MODELOS.naoEncontrado }, async ({ params, caller }) => {
  await excluirModelo(caller.empresaId, params.id ?? "");
  return semConteudo();
});
