/** PUT /api/fornecedores/{id} — replaces the editable fields; missing or another company's id → 404. */
import { FornecedorInput } from "../../../shared/cadastro/schemas";
import { ok, rotaStaff } from "../../lib/http";
import { atualizarFornecedor as salvar } from "../repo/fornecedores";
import { idDoCaminho } from "./id-do-caminho";
import { MSG_CADASTRO } from "../../../shared/cadastro/mensagens";

export const atualizarFornecedor = rotaStaff({ body: FornecedorInput, naoEncontrado: MSG_CADASTRO.naoEncontrado("fornecedor") }, async ({ body, params, caller }) =>
  ok(await salvar(caller.empresaId, idDoCaminho(params, "fornecedor"), body)),
);
