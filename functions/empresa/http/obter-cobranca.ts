/**
 * GET /api/empresa/cobranca — the company's collection settings, the defaults when never saved
 * (any role), with `bloqueio_aceite`: who accepted the lock's legal position and when, while the
 * automatic lock is on (null otherwise).
 */
import type { CobrancaDaEmpresa, ConfigCobranca } from "../../../shared/empresa/cobranca";
import { obterUsuario } from "../../conta";
import { ok, rotaStaff } from "../../lib/http";
import { lerCobrancaComAceite, type AceiteGravado } from "../cobranca";

/** The setting as answered: the acceptance names its user (null when the user is gone). */
export async function cobrancaParaApi(empresaId: string, config: ConfigCobranca, aceite: AceiteGravado | null): Promise<CobrancaDaEmpresa> {
  const usuario = aceite ? await obterUsuario(empresaId, aceite.usuario_id) : undefined;
  return { ...config, bloqueio_aceite: aceite ? { usuario_id: aceite.usuario_id, nome: usuario?.nome ?? null, em: aceite.em } : null };
}

export const obterCobranca = rotaStaff({}, async ({ caller }) => {
  const { config, aceite } = await lerCobrancaComAceite(caller.empresaId);
  return ok(await cobrancaParaApi(caller.empresaId, config, aceite));
});
