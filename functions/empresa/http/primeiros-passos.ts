/**
 * POST /api/empresa/primeiros-passos (admin) — `{ acao: "usar_modelo_padrao" }` keeps the default
 * contract template (its step is done without editing it); `{ acao: "dispensar" }` hides the
 * dashboard's list for good. Answers the steps as they now are (GET /api/me carries them too).
 */
import { AcaoPrimeirosPassosInput } from "../../../shared/empresa/schemas";
import { ok, rotaStaff } from "../../lib/http";
import { auditoria } from "../../lib/logger";
import { registrarAcaoPrimeirosPassos } from "../passos";

export const primeirosPassosRota = rotaStaff({ body: AcaoPrimeirosPassosInput }, async ({ body, caller }) => {
  const passos = await registrarAcaoPrimeirosPassos(caller.empresaId, body.acao);
  auditoria("primeiros_passos", { empresaId: caller.empresaId, usuarioId: caller.usuarioId, acao: body.acao });
  return ok(passos);
});
