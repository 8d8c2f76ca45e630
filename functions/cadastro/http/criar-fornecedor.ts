/** POST /api/fornecedores — 201 with the new supplier; a CNPJ already used in the company → 409. */
import { FornecedorInput } from "../../../shared/cadastro/schemas";
import { criado, rotaStaff } from "../../lib/http";
import { criarFornecedor as salvar } from "../repo/fornecedores";

export const criarFornecedor = rotaStaff({ body: FornecedorInput }, async ({ body, caller }) => criado(await salvar(caller.empresaId, body)));
