/**
 * GET /api/cliente/me — the signed-in customer's contracts in every shop, in the lookup's shape.
 * Only the account linked to the CPF reads it (issue 31 item 7): an account replaced by the real
 * customer's (confirmar-conta-cliente.ts) answers 'não vinculada' even with a token not yet expired.
 */
import { hojeBrasil } from "../../../shared/br/datas";
import { MSG_PORTAL } from "../../../shared/portal/schemas";
import type { CallerCliente } from "../../lib/auth-cliente";
import { naoEncontrado } from "../../lib/errors";
import { ok, rotaCliente } from "../../lib/http";
import { auditoria } from "../../lib/logger";
import { contratosDoCpf } from "../consulta";
import { lerConta } from "../repo";

/** The account behind the token is still the one linked to its CPF; otherwise 404 'não vinculada'. */
export async function exigirContaVinculada(caller: CallerCliente): Promise<void> {
  const conta = await lerConta(caller.cpf);
  // Items of the old sign-up carry no `sub`: their username is the sub (lib/cognito.ts).
  if (!conta || (conta.sub ?? conta.username) !== caller.contaId) {
    if (conta) auditoria("token_recusado", { motivo: "conta de cliente não vinculada ao CPF" });
    throw naoEncontrado(MSG_PORTAL.contaNaoVinculada);
  }
}

export const obterMeCliente = rotaCliente({}, async ({ caller }) => {
  await exigirContaVinculada(caller);
  const contratos = await contratosDoCpf(caller.cpf, hojeBrasil());
  if (contratos === null) throw naoEncontrado(MSG_PORTAL.contaNaoVinculada);
  return ok({ contratos });
});
