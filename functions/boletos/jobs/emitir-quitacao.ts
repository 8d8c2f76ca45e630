/**
 * Issues one version of a contract's payoff slip (issue 27 item 5), once ever, as emitir-boleto.ts
 * does for an instalment: claim the version by a condition, ask the provider (idempotent by
 * `<quitacaoId>:v<versao>`), then ONE transaction records the slip and the guard that takes the
 * provider's webhook to the payoff. Its PDF is the instalment slip's layout marked "Quitação".
 */
import type { TrabalhoEmitirQuitacao } from "../../../shared/api/filas";
import { hojeBrasil } from "../../../shared/br/datas";
import { encargosDe } from "../../../shared/empresa/cobranca";
import { vencimentoDaQuitacao } from "../../../shared/regras/quitacao";
import { obterContrato, registrarEmissaoQuitacao, reservarEmissaoQuitacao, vencimentoDoBoletoQuitacao } from "../../contratos";
import { transacao } from "../../lib/db/transacao";
import { logger } from "../../lib/logger";
import { provedorBoletos } from "../provedores";
import { FalhaDefinitiva } from "../provedores/porta";
import { partesDoBoleto } from "./partes-do-boleto";
import { imprimirBoleto, pdfDe, type ResultadoEmissao } from "./emitir-boleto";
import { agora as agoraDoNegocio } from "../../../shared/relogio";

/** Beside the instalments' slips (chavePdfBoleto), so the same storage rules and link checks apply. */
export const chavePdfQuitacao = (empresaId: string, contratoId: string, quitacaoId: string, versao: number) =>
  `boletos/${empresaId}/${contratoId}/${quitacaoId}-v${versao}.pdf`;

class JaRegistrado extends Error {}

export async function emitirQuitacao(t: TrabalhoEmitirQuitacao, agora: Date = agoraDoNegocio()): Promise<ResultadoEmissao> {
  const q = await reservarEmissaoQuitacao(t.empresa_id, t.contrato_id, t.versao);
  if (!q) {
    logger.info("quitação não emitida: repetida, substituída ou paga", { contrato: t.contrato_id, versao: t.versao });
    return "ignorado";
  }
  const a = await obterContrato(t.empresa_id, t.contrato_id);
  if (!a) throw new FalhaDefinitiva("Contrato não encontrado");
  const { empresa, cliente, cobranca, pedido: partes } = await partesDoBoleto(t.empresa_id, a.contrato.cliente_id);
  const hoje = hojeBrasil(agora);
  const b = await provedorBoletos().emitir({
    idempotencia: `${q.id}:v${q.versao}`,
    ...partes,
    parcela: { id: q.id, contratoId: t.contrato_id, numero: a.contrato.qtd_parcelas, total: a.contrato.qtd_parcelas },
    descricao: `Quitação antecipada do contrato ${t.contrato_id.slice(-8)}`,
    // The next banking day at the earliest (issue 36 item 6), also for a job delayed past the date asked.
    vencimento: vencimentoDaQuitacao(vencimentoDoBoletoQuitacao(q), hoje),
    valorCentavos: q.valor_centavos,
    encargos: encargosDe(cobranca),
  });
  const pdfChave = chavePdfQuitacao(t.empresa_id, t.contrato_id, q.id, q.versao);
  await imprimirBoleto(pdfChave, `quitacao-${t.contrato_id.slice(-8)}-v${q.versao}.pdf`, () => pdfDe(b, encargosDe(cobranca), empresa, cliente, a.contrato.qtd_parcelas, a.contrato.qtd_parcelas, t.contrato_id, hoje, true));
  try {
    await transacao(
      registrarEmissaoQuitacao(
        q,
        { versao: q.versao, provedor: b.provedor, idProvedor: b.idProvedor, nossoNumero: b.nossoNumero, codigoBarras: b.codigoBarras, linhaDigitavel: b.linhaDigitavel, pixCopiaECola: b.pixCopiaECola, vencimento: b.vencimento, valorCentavos: b.valorCentavos, pdfChave },
        () => new JaRegistrado(),
      ),
    );
  } catch (erro) {
    if (erro instanceof JaRegistrado) return "repetido";
    throw erro;
  }
  logger.info("boleto de quitação emitido", { contrato: t.contrato_id, versao: q.versao, provedor: b.provedor, idProvedor: b.idProvedor });
  return "emitido";
}
