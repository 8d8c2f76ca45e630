/** POST /api/clientes — 201 with the new customer; a CPF already used in the company → 409. */
import { ClienteInput } from "../../../shared/cadastro/schemas";
import { criado, rotaStaff } from "../../lib/http";
import { criarCliente as salvar } from "../repo/clientes";

export const criarCliente = rotaStaff({ body: ClienteInput }, async ({ body, caller }) => criado(await salvar(caller.empresaId, body)));
