/** GET /api/usuarios (admin) — the company's users, newest first. */
import type { ListaUsuarios } from "../../../shared/usuarios/schemas";
import { ok, rotaStaff } from "../../lib/http";
import { listarUsuarios } from "../repo";

export const listarUsuariosRota = rotaStaff({}, async ({ caller }) => {
  const corpo: ListaUsuarios = { items: await listarUsuarios(caller.empresaId) };
  return ok(corpo);
});
