/**
 * POST /api/vendas/simulacao — a sale's body, nothing written: what the sale would disclose
 * (`divulgacao`: the cost of credit, who lends, the frequency, the late charges, until when the
 * offer holds) and what its instalments take of the declared income (`capacidade_pagamento`, with
 * its warning); both null for a method without credit. Same reads (the company too, in the same
 * round trip), checks and rule as POST /api/vendas (lerPartesDaVenda, montarVenda), so a
 * simulation and its sale never differ.
 */
import { divulgacaoEmReais } from "../../../shared/regras/credito";
import { capacidadeEmReais } from "../../../shared/regras/divulgacao-credito";
import { CriarVendaInput, type SimulacaoVenda } from "../../../shared/vendas/schemas";
import { ok, rotaStaff } from "../../lib/http";
import { lerPartesDaVenda, montarDasPartes } from "../partes-venda";

export const simularVenda = rotaStaff({ body: CriarVendaInput }, async ({ body, caller }) => {
  const partes = await lerPartesDaVenda(caller.empresaId, body, async () => null);
  const { credito, capacidade } = montarDasPartes(body, partes, caller);
  const corpo: SimulacaoVenda = {
    divulgacao: credito ? divulgacaoEmReais(credito) : null,
    capacidade_pagamento: capacidade ? capacidadeEmReais(capacidade) : null,
  };
  return ok(corpo);
});
