/**
 * POST /api/vendas/simulacao — a sale's body, nothing written: the cost of credit the sale would
 * disclose (`divulgacao`, null for a method without credit). Same reads, checks and rule as
 * POST /api/vendas (lerPartesDaVenda, montarVenda), so a simulation and its sale never differ.
 */
import { divulgacaoEmReais, type DivulgacaoCredito } from "../../../shared/regras/credito";
import { CriarVendaInput } from "../../../shared/vendas/schemas";
import { ok, rotaStaff } from "../../lib/http";
import { lerPartesDaVenda, montarDasPartes } from "../partes-venda";

export const simularVenda = rotaStaff({ body: CriarVendaInput }, async ({ body, caller }) => {
  const partes = await lerPartesDaVenda(caller.empresaId, body, async () => null);
  const { credito } = montarDasPartes(body, partes, caller);
  const corpo: { divulgacao: DivulgacaoCredito | null } = { divulgacao: credito ? divulgacaoEmReais(credito) : null };
  return ok(corpo);
});
