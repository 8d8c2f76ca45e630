/**
 * The payoff quote of a contract (CDC art. 52 §2; the rule is shared/regras/quitacao.ts): reads the
 * contract in the caller's company, refuses a closed one or one without its disclosed CET, and
 * prices its unpaid instalments on `data` with the company's late fees. GET quotes it; the payoff
 * slip is issued for the same figure.
 */
import type { EncargosAtraso } from "../../shared/boletos/encargos";
import { hojeBrasil } from "../../shared/br/datas";
import { calcularQuitacao, MSG_QUITACAO, recusaDataQuitacao, vencimentoDaQuitacao, type Quitacao, type ResultadoQuitacao } from "../../shared/regras/quitacao";
import { MSG_CONTRATO } from "../../shared/vendas/contratos";
import { emAbertoStatus, obterContrato, pedirQuitacao, type ContratoComParcelas, type QuitacaoGravada } from "../contratos";
import { transacao } from "../lib/db/transacao";
import { agoraIso, novoId } from "../lib/ids";
import { auditoria } from "../lib/logger";
import { encargosDaEmpresa } from "../empresa";
import { conflito, erroValidacao, naoEncontrado } from "../lib/errors";

/** The payoff date asked (default `hoje`, Brasília), or a 400 naming the field. */
export function dataDaQuitacao(data: string | undefined, hoje: string): string {
  const alvo = data ?? hoje;
  const recusa = recusaDataQuitacao(alvo, hoje);
  if (recusa) throw erroValidacao({ data: recusa }, recusa);
  return alvo;
}

/** The payoff of a contract already read (closed or without its disclosed CET: not ok, with the reason). */
export function quitacaoDoContrato(lido: ContratoComParcelas, data: string, encargos?: EncargosAtraso): ResultadoQuitacao {
  const { contrato, parcelas } = lido;
  const d = contrato.divulgacao;
  return calcularQuitacao({
    data,
    credito: d ? { dataVenda: contrato.data_venda, valorFinanciadoCentavos: d.valor_financiado_centavos, parcelas: d.parcelas } : null,
    abertas: parcelas
      .filter((p) => emAbertoStatus(p.status_parcela))
      .map((p) => ({ numero_parcela: p.numero_parcela, vencimento: p.data_vencimento, valor_centavos: p.valor_parcela_centavos })),
    encargos,
  });
}

export async function cotarQuitacao(empresaId: string, contratoId: string, data: string): Promise<{ lido: ContratoComParcelas; quitacao: Quitacao }> {
  const [lido, encargos] = await Promise.all([obterContrato(empresaId, contratoId), encargosDaEmpresa(empresaId)]);
  if (!lido) throw naoEncontrado(MSG_CONTRATO.naoEncontrado);
  const { contrato } = lido;
  if (contrato.status_contrato === "liquidado" || contrato.status_contrato === "cancelado") throw conflito(MSG_QUITACAO.contratoEncerrado);
  const r = quitacaoDoContrato(lido, data, encargos);
  if (!r.ok) throw conflito(MSG_QUITACAO[r.motivo]);
  return { lido, quitacao: r.quitacao };
}

class Alterado extends Error {}

/**
 * Asks the payoff slip of `quitacao` (just quoted on `lido`): written `emitindo` in one transaction
 * (replacing an unpaid older one); the stream's outbox queues its issue. Due on the next banking
 * day after `hoje` at the earliest, at the amount quoted (issue 36 item 6). A concurrent change of
 * the contract or of its payoff is a 409, never a second slip.
 */
export async function pedirBoletoQuitacao(lido: ContratoComParcelas, quitacao: Quitacao, por: string, hoje: string = hojeBrasil()): Promise<QuitacaoGravada> {
  const { pecas, quitacao: q } = pedirQuitacao(
    lido,
    {
      id: novoId(),
      data: quitacao.data,
      vencimento: vencimentoDaQuitacao(quitacao.data, hoje),
      valorCentavos: quitacao.valor_quitacao_centavos,
      parcelas: quitacao.parcelas.map((l) => ({ numero_parcela: l.numero_parcela, valor_a_pagar_centavos: l.valor_a_pagar_centavos })),
      por,
      criadoEm: agoraIso(),
    },
    () => new Alterado(),
  );
  try {
    await transacao(pecas);
  } catch (erro) {
    if (erro instanceof Alterado) throw conflito(MSG_QUITACAO.alteradoAoMesmoTempo);
    throw erro;
  }
  auditoria("quitacao_pedida", { empresaId: lido.contrato.empresa_id, contratoId: lido.contrato.id, quitacao: q.id, versao: q.versao, valorCentavos: q.valor_centavos, data: q.data, vencimento: q.vencimento, usuarioId: por });
  return q;
}
