/**
 * The payoff quote of a contract (CDC art. 52 §2; the rule is shared/regras/quitacao.ts): reads the
 * contract in the caller's company, refuses a closed one or one without its disclosed CET, and
 * prices its unpaid instalments on `data` with the company's late fees. GET quotes it; the payoff
 * slip is issued for the same figure.
 */
import { calcularQuitacao, MSG_QUITACAO, recusaDataQuitacao, type Quitacao } from "../../shared/regras/quitacao";
import { MSG_CONTRATO } from "../../shared/vendas/contratos";
import { emAbertoStatus, obterContrato, type ContratoComParcelas } from "../contratos";
import { encargosDaEmpresa } from "../empresa";
import { conflito, erroValidacao, naoEncontrado } from "../lib/errors";

/** The payoff date asked (default `hoje`, Brasília), or a 400 naming the field. */
export function dataDaQuitacao(data: string | undefined, hoje: string): string {
  const alvo = data ?? hoje;
  const recusa = recusaDataQuitacao(alvo, hoje);
  if (recusa) throw erroValidacao({ data: recusa }, recusa);
  return alvo;
}

export async function cotarQuitacao(empresaId: string, contratoId: string, data: string): Promise<{ lido: ContratoComParcelas; quitacao: Quitacao }> {
  const [lido, encargos] = await Promise.all([obterContrato(empresaId, contratoId), encargosDaEmpresa(empresaId)]);
  if (!lido) throw naoEncontrado(MSG_CONTRATO.naoEncontrado);
  const { contrato, parcelas } = lido;
  if (contrato.status_contrato === "liquidado" || contrato.status_contrato === "cancelado") throw conflito(MSG_QUITACAO.contratoEncerrado);
  const d = contrato.divulgacao;
  const r = calcularQuitacao({
    data,
    credito: d ? { dataVenda: contrato.data_venda, valorFinanciadoCentavos: d.valor_financiado_centavos, parcelas: d.parcelas } : null,
    abertas: parcelas
      .filter((p) => emAbertoStatus(p.status_parcela))
      .map((p) => ({ numero_parcela: p.numero_parcela, vencimento: p.data_vencimento, valor_centavos: p.valor_parcela_centavos })),
    encargos,
  });
  if (!r.ok) throw conflito(MSG_QUITACAO[r.motivo]);
  return { lido, quitacao: r.quitacao };
}
