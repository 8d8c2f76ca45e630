/** GET /api/cliente/me — the signed-in customer's contracts in every shop, in the lookup's shape. */
import { hojeBrasil } from "../../../shared/br/datas";
import { MSG_PORTAL } from "../../../shared/portal/schemas";
import { naoEncontrado } from "../../lib/errors";
import { ok, rotaCliente } from "../../lib/http";
import { contratosDoCpf } from "../consulta";

export const obterMeCliente = rotaCliente({}, async ({ caller }) => {
  const contratos = await contratosDoCpf(caller.cpf, hojeBrasil());
  if (contratos === null) throw naoEncontrado(MSG_PORTAL.contaNaoVinculada);
  return ok({ contratos });
});
