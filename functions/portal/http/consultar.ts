/**
 * POST /api/portal/consulta — the public customer-area lookup (docs/api.md). No enumeration: an
 * unknown CPF and a wrong phone answer the same 404 body after the same minimum time; the CPF
 * limit counts lookups of a CPF whether or not it is anyone's, so a 429 says nothing either.
 */
import { hojeBrasil } from "../../../shared/br/datas";
import { MSG_PORTAL, ConsultaPortalInput } from "../../../shared/portal/schemas";
import { ErroApi, naoEncontrado } from "../../lib/errors";
import { ok, rotaPublica } from "../../lib/http";
import { auditoria, mascarar } from "../../lib/logger";
import { consultarContratos } from "../consulta";
import { enderecoDoCliente } from "../../lib/borda";
import { aguardarAte, DURACAO_MINIMA_FALHA_MS, hashDe, LIMITE_CPF, LIMITE_IP } from "../limites";
import { devolverTentativa, reservarTentativa } from "../repo";
import { servicoIndisponivel } from "../../lib/indisponivel";

const muitasTentativas = () => new ErroApi(429, "RATE_LIMITED", MSG_PORTAL.muitasTentativas);

export const consultarPortal = rotaPublica({ body: ConsultaPortalInput }, async ({ body, evento }) => {
  const inicio = Date.now();
  const agoraS = Math.floor(inicio / 1000);
  const ip = enderecoDoCliente(evento);
  const cpf = { tipo: "cpf" as const, hash: hashDe("cpf", body.cpf) };
  const registro = { cpf_hash: cpf.hash.slice(0, 16), ip: mascarar(ip), telefone: mascarar(body.telefone) };

  if (!(await reservarTentativa({ tipo: "ip", hash: hashDe("ip", ip), ...LIMITE_IP }, agoraS))) {
    auditoria("portal_consulta", { ...registro, resultado: "limite_ip" });
    throw muitasTentativas();
  }
  if (!(await reservarTentativa({ ...cpf, ...LIMITE_CPF }, agoraS))) {
    auditoria("portal_consulta", { ...registro, resultado: "limite_cpf" });
    throw muitasTentativas();
  }
  let contratos: Awaited<ReturnType<typeof consultarContratos>>;
  try {
    contratos = await consultarContratos(body.cpf, body.telefone, hojeBrasil());
  } catch (erro) {
    // The store failed, not the guess (an outage: the answer is a 503): the CPF's try goes back, or
    // a customer who asked a few times during an outage would be locked out for 24 h.
    if (servicoIndisponivel(erro)) await devolverTentativa(cpf, agoraS).catch(() => undefined);
    throw erro;
  }
  if (contratos.length) {
    await devolverTentativa(cpf, agoraS);
    auditoria("portal_consulta", { ...registro, resultado: "encontrado", contratos: contratos.length });
    return ok({ contratos });
  }
  auditoria("portal_consulta", { ...registro, resultado: "nao_encontrado" });
  await aguardarAte(inicio, DURACAO_MINIMA_FALHA_MS);
  throw naoEncontrado(MSG_PORTAL.nenhumContrato);
});
