/** PUT /api/empresa/credito (admin) — replaces the company's boleto plans; existing contracts keep theirs. */
import { ConfigCredito } from "../../../shared/empresa/credito";
import { ok, rotaStaff } from "../../lib/http";
import { auditoria } from "../../lib/logger";
import { salvarCredito } from "../credito";

export const atualizarCredito = rotaStaff({ body: ConfigCredito }, async ({ body, caller }) => {
  const salvo = await salvarCredito(caller.empresaId, body);
  auditoria("credito_atualizado", { empresaId: caller.empresaId, usuarioId: caller.usuarioId, planos: salvo.planos.map((p) => p.qtd_parcelas), intervaloDias: salvo.intervalo_dias });
  return ok(salvo);
});
