/**
 * POST /api/contratos/{id}/quitacao `{ data? }` → 201 `{ quitacao: { id, valor, data, emitido_em, vencimento, status,
 * linha_digitavel, pix_copia_e_cola, link_boleto, data_pagamento, erro } }`: quotes the payoff on
 * `data` (as GET .../quitacao: default today, up to 30 days ahead) and asks ONE slip for it through
 * the boleto provider (status `emitindo`; the boleto job issues it), due (`vencimento`) on the next
 * banking day at the earliest, at the amount quoted. A newer request replaces an
 * unpaid older slip. Its payment settles the whole contract (functions/boletos/pagar-quitacao.ts).
 */
import { hojeBrasil } from "../../../shared/br/datas";
import { PedidoQuitacao } from "../../../shared/regras/quitacao";
import { MSG_CONTRATO } from "../../../shared/vendas/contratos";
import { quitacaoParaApi } from "../../contratos";
import { criado, rotaStaff } from "../../lib/http";
import { cotarQuitacao, dataDaQuitacao, pedirBoletoQuitacao } from "../quitacao";

export const emitirQuitacaoContrato = rotaStaff({ body: PedidoQuitacao, naoEncontrado: MSG_CONTRATO.naoEncontrado }, async ({ params, body, caller }) => {
  const hoje = hojeBrasil();
  const data = dataDaQuitacao(body.data, hoje);
  const { lido, quitacao } = await cotarQuitacao(caller.empresaId, params.id ?? "", data);
  const q = await pedirBoletoQuitacao(lido, quitacao, caller.usuarioId, hoje);
  return criado({ quitacao: await quitacaoParaApi(q) });
});
