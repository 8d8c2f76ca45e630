/**
 * PUT /api/empresa/cobranca (admin) — replaces the collection settings. Automatic locking on a
 * plan other than Master is 403 PLAN_FEATURE and nothing is saved (checked again inside the
 * save's transaction against a concurrent plan change).
 */
import { ConfigCobranca, MSG_COBRANCA } from "../../../shared/empresa/cobranca";
import { obterEmpresa } from "../../conta";
import { naoEncontrado, recursoPlano } from "../../lib/errors";
import { ok, rotaStaff } from "../../lib/http";
import { auditoria } from "../../lib/logger";
import { PlanoSemBloqueio, salvarCobranca } from "../cobranca";

export const atualizarCobranca = rotaStaff({ body: ConfigCobranca }, async ({ body, caller }) => {
  if (body.bloqueio_automatico) {
    const empresa = await obterEmpresa(caller.empresaId);
    if (!empresa) throw naoEncontrado("Empresa não encontrada");
    if (empresa.plano !== "master") throw recursoPlano(MSG_COBRANCA.bloqueioSoMaster);
  }
  try {
    await salvarCobranca(caller.empresaId, body);
  } catch (erro) {
    if (erro instanceof PlanoSemBloqueio) throw recursoPlano(MSG_COBRANCA.bloqueioSoMaster);
    throw erro;
  }
  auditoria("cobranca_atualizada", { empresaId: caller.empresaId, usuarioId: caller.usuarioId, bloqueioAutomatico: body.bloqueio_automatico, diasCarencia: body.dias_carencia });
  return ok(body);
});
