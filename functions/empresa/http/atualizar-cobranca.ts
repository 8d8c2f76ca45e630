/**
 * PUT /api/empresa/cobranca (admin) — replaces the collection settings. Automatic locking on a
 * plan other than Master is 403 PLAN_FEATURE and nothing is saved (checked again inside the
 * save's transaction against a concurrent plan change). Turning it on (issue 37 item 6; docs/credito.md,
 * last section): never for a shop in Ceará (its state law: 400 on `bloqueio_automatico`), and only
 * with `ciente_posicao_legal_bloqueio: true` while no acceptance is recorded (400 on that field);
 * the acceptance is recorded with who and when, in the item and the audit log. Turning it off
 * drops it.
 */
import { ufComLeiContraBloqueio } from "../../../shared/bloqueio/regras";
import { AtualizarCobrancaInput, MSG_COBRANCA } from "../../../shared/empresa/cobranca";
import { obterEmpresa } from "../../conta";
import { erroValidacao, naoEncontrado, recursoPlano } from "../../lib/errors";
import { ok, rotaStaff } from "../../lib/http";
import { agoraIso } from "../../lib/ids";
import { auditoria } from "../../lib/logger";
import { lerCobrancaComAceite, PlanoSemBloqueio, salvarCobranca, type AceiteGravado } from "../cobranca";
import { cobrancaParaApi } from "./obter-cobranca";

export const atualizarCobranca = rotaStaff({ body: AtualizarCobrancaInput }, async ({ body, caller }) => {
  const { ciente_posicao_legal_bloqueio: ciente, ...config } = body;
  let aceite: AceiteGravado | null = null;
  let novoAceite = false;
  if (config.bloqueio_automatico) {
    const [empresa, atual] = await Promise.all([obterEmpresa(caller.empresaId), lerCobrancaComAceite(caller.empresaId)]);
    if (!empresa) throw naoEncontrado("Empresa não encontrada");
    if (empresa.plano !== "master") throw recursoPlano(MSG_COBRANCA.bloqueioSoMaster);
    if (ufComLeiContraBloqueio(empresa.uf)) throw erroValidacao({ bloqueio_automatico: MSG_COBRANCA.lojaNoCeara });
    aceite = atual.aceite;
    if (!aceite) {
      if (ciente !== true) throw erroValidacao({ ciente_posicao_legal_bloqueio: MSG_COBRANCA.cienteObrigatorio });
      aceite = { usuario_id: caller.usuarioId, em: agoraIso() };
      novoAceite = true;
    }
  }
  try {
    await salvarCobranca(caller.empresaId, config, aceite);
  } catch (erro) {
    if (erro instanceof PlanoSemBloqueio) throw recursoPlano(MSG_COBRANCA.bloqueioSoMaster);
    throw erro;
  }
  if (novoAceite) auditoria("bloqueio_automatico_aceite", { empresaId: caller.empresaId, usuarioId: caller.usuarioId, em: aceite!.em });
  auditoria("cobranca_atualizada", { empresaId: caller.empresaId, usuarioId: caller.usuarioId, bloqueioAutomatico: config.bloqueio_automatico, diasCarencia: config.dias_carencia, aceiteBloqueio: aceite?.em ?? null });
  return ok(await cobrancaParaApi(caller.empresaId, config, aceite));
});
