/**
 * GET /api/contratos/{id}/quitacao?data=AAAA-MM-DD — what paying the whole contract off on `data`
 * costs (CDC art. 52 §2): `{ data, parcelas: [{ numero_parcela, vencimento, valor, desconto,
 * encargos, valor_a_pagar }], valor_original, desconto_total, encargos_total, valor_quitacao }`.
 * `data` defaults to today (Brasília), from today to 30 days ahead (400 otherwise); a closed
 * contract or one from before the CET disclosure is 409; another company's id is 404.
 */
import { hojeBrasil } from "../../../shared/br/datas";
import { ConsultaQuitacao, quitacaoEmReais } from "../../../shared/regras/quitacao";
import { MSG_CONTRATO } from "../../../shared/vendas/contratos";
import { ok, rotaStaff } from "../../lib/http";
import { cotarQuitacao, dataDaQuitacao } from "../quitacao";

export const cotarQuitacaoContrato = rotaStaff({ query: ConsultaQuitacao, naoEncontrado: MSG_CONTRATO.naoEncontrado }, async ({ params, query, caller }) => {
  const data = dataDaQuitacao(query.data, hojeBrasil());
  const { quitacao } = await cotarQuitacao(caller.empresaId, params.id ?? "", data);
  return ok(quitacaoEmReais(quitacao));
});
