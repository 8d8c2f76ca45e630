import * as z from "../zod";
import { formatarCentavos } from "../br/dinheiro";
import { percentual } from "../br/dinheiro-schema";
import { formatarData } from "../br/datas";
import { vencimentoUtil } from "./dias-bancarios";
import { diasEntre } from "./fator-vencimento";

/**
 * Late-payment charges on a consumer instalment (docs/boletos.md):
 * - fine (multa) at most 2% of the instalment, CDC art. 52 §1;
 * - interest (juros de mora) 1% a month pro rata die stated in the contract: a month counts
 *   as 30 days, so each day late adds 1/30 of the monthly rate.
 * Both apply only when the slip is paid after its `vencimento_util` (a due date on a day
 * without banking is payable the next banking day for free, Lei 7.089/1983); once they
 * apply, interest counts from the contractual `data_vencimento`.
 *
 * Rounding: each charge is computed on integers and rounded DOWN to the centavo. Rounding
 * up could charge a fraction above the 2% cap the law allows; down never does, and the
 * difference is at most one centavo per charge, in the payer's favour.
 */

/** Legal caps a company can set its charges within (percent). */
export const MULTA_MAXIMA_PERCENTUAL = 2;
export const JUROS_MENSAL_MAXIMO_PERCENTUAL = 1;
const DIAS_NO_MES = 30;

const percentualAte = (max: number, rotulo: string) =>
  percentual({
    obrigatorio: `${rotulo} é obrigatória.`,
    negativo: `${rotulo} não pode ser negativa.`,
    maximo: max,
    acimaDoMaximo: `${rotulo} pode ser no máximo ${String(max).replace(".", ",")}%.`,
    casasDecimais: `${rotulo} aceita no máximo duas casas decimais.`,
  });

/** The company's setting, in percent as the screens show it (2 = 2%). */
export const EncargosAtraso = z.object({
  multa_percentual: percentualAte(MULTA_MAXIMA_PERCENTUAL, "A multa"),
  juros_mensal_percentual: percentualAte(JUROS_MENSAL_MAXIMO_PERCENTUAL, "A taxa de juros"),
});
export type EncargosAtraso = z.infer<typeof EncargosAtraso>;

export const ENCARGOS_PADRAO: EncargosAtraso = { multa_percentual: 2, juros_mensal_percentual: 1 };

export interface EncargosCalculados {
  /** First banking day on or after the due date: the last day without charges. */
  vencimentoUtil: string;
  /** Calendar days from `data_vencimento` to the payment, 0 when no charge applies. */
  diasAtraso: number;
  multaCentavos: number;
  jurosCentavos: number;
  /** Instalment + fine + interest. */
  totalCentavos: number;
}

/** Percent with up to two decimals → basis points (2 → 200, 0.33 → 33), exact. */
function pontosBase(percentualValor: number): bigint {
  return BigInt(Math.round(percentualValor * 100));
}

export function multaCentavos(valorCentavos: number, encargos: EncargosAtraso): number {
  return Number((BigInt(valorCentavos) * pontosBase(encargos.multa_percentual)) / 10_000n);
}

/** Interest for `dias` days late, pro rata die, rounded down once over the whole period. */
export function jurosCentavos(valorCentavos: number, dias: number, encargos: EncargosAtraso): number {
  const bp = pontosBase(encargos.juros_mensal_percentual);
  return Number((BigInt(valorCentavos) * bp * BigInt(dias)) / (10_000n * BigInt(DIAS_NO_MES)));
}

/**
 * What a slip of `valorCentavos` due on `dataVencimento` costs when paid on `dataPagamento`.
 * Throws on a malformed setting, amount or date; a payment on or before the due date owes 0.
 */
export function calcularEncargos(entrada: {
  valorCentavos: number;
  dataVencimento: string;
  dataPagamento: string;
  encargos?: EncargosAtraso;
}): EncargosCalculados {
  const encargos = EncargosAtraso.parse(entrada.encargos ?? ENCARGOS_PADRAO);
  if (!Number.isSafeInteger(entrada.valorCentavos) || entrada.valorCentavos < 0) {
    throw new RangeError(`Valor inválido: ${entrada.valorCentavos}`);
  }
  const util = vencimentoUtil(entrada.dataVencimento);
  if (diasEntre(util, entrada.dataPagamento) <= 0) {
    return { vencimentoUtil: util, diasAtraso: 0, multaCentavos: 0, jurosCentavos: 0, totalCentavos: entrada.valorCentavos };
  }
  const dias = diasEntre(entrada.dataVencimento, entrada.dataPagamento);
  const multa = multaCentavos(entrada.valorCentavos, encargos);
  const juros = jurosCentavos(entrada.valorCentavos, dias, encargos);
  return {
    vencimentoUtil: util,
    diasAtraso: dias,
    multaCentavos: multa,
    jurosCentavos: juros,
    totalCentavos: entrada.valorCentavos + multa + juros,
  };
}

function percentualTexto(valor: number): string {
  return `${valor.toFixed(2).replace(".", ",")}%`;
}

/**
 * The instruction lines a slip prints (and the screens repeat): charges after the due date
 * with their amounts, and — when the due date is a day without banking — the last day the
 * payer can pay without them.
 */
export function instrucoesEncargos(entrada: {
  valorCentavos: number;
  dataVencimento: string;
  encargos?: EncargosAtraso;
}): string[] {
  const encargos = EncargosAtraso.parse(entrada.encargos ?? ENCARGOS_PADRAO);
  const linhas: string[] = [];
  const util = vencimentoUtil(entrada.dataVencimento);
  if (encargos.multa_percentual > 0) {
    linhas.push(
      `Após ${formatarData(util)}, cobrar multa de ${percentualTexto(encargos.multa_percentual)} ` +
        `(${formatarCentavos(multaCentavos(entrada.valorCentavos, encargos))}).`,
    );
  }
  if (encargos.juros_mensal_percentual > 0) {
    // A daily amount below one centavo would print "R$ 0,00 ao dia": only the rate then.
    const diario = jurosCentavos(entrada.valorCentavos, 1, encargos);
    linhas.push(
      `Após ${formatarData(util)}, cobrar juros de mora de ${percentualTexto(encargos.juros_mensal_percentual)} ao mês ` +
        `pro rata die${diario > 0 ? ` (${formatarCentavos(diario)} ao dia)` : ""}, ` +
        `contados desde ${formatarData(entrada.dataVencimento)}.`,
    );
  }
  if (util !== entrada.dataVencimento) {
    linhas.push(`Vence em ${formatarData(entrada.dataVencimento)} — sem juros até ${formatarData(util)}.`);
  }
  return linhas;
}
