/** POST /api/usuarios (admin) — 201 with the new user; 409 e-mail taken; 403 PLAN_LIMIT past the plan's users. */
import { CriarUsuarioInput } from "../../../shared/usuarios/schemas";
import { criado, rotaStaff } from "../../lib/http";
import { cadastrarUsuario } from "../cadastrar";

export const criarUsuario = rotaStaff({ body: CriarUsuarioInput }, async ({ body, caller }) =>
  criado(await cadastrarUsuario(caller.empresaId, body)),
);
