/** PUT /api/clientes/{id} — replaces the editable fields; missing or another company's id → 404. */
import { ClienteInput } from "../../../shared/cadastro/schemas";
import { ok, rotaStaff } from "../../lib/http";
import { atualizarCliente as salvar } from "../repo/clientes";
import { idDoCaminho } from "./id-do-caminho";
import { MSG_CADASTRO } from "../../../shared/cadastro/mensagens";

export const atualizarCliente = rotaStaff({ body: ClienteInput, naoEncontrado: MSG_CADASTRO.naoEncontrado("cliente") }, async ({ body, params, caller }) =>
  ok(await salvar(caller.empresaId, idDoCaminho(params, "cliente"), body)),
);
