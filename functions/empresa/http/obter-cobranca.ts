/** GET /api/empresa/cobranca — the company's collection settings, the defaults when never saved (any role). */
import { ok, rotaStaff } from "../../lib/http";
import { lerCobranca } from "../cobranca";

export const obterCobranca = rotaStaff({}, async ({ caller }) => ok(await lerCobranca(caller.empresaId)));
