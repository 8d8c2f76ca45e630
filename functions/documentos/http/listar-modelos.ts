/** GET /api/modelos-documentos (admin) — the company's templates, newest first. */
import { ok, rotaStaff } from "../../lib/http";
import { listarModelos } from "../repo";

export const listarModelosRota = rotaStaff({}, async ({ caller }) => ok({ items: await listarModelos(caller.empresaId) }));
