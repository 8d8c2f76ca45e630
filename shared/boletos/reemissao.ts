import { dataIsoValida, somarDias } from "../br/datas";
import { vencimentoUtil } from "./dias-bancarios";
import { calcularEncargos, type EncargosAtraso, type EncargosCalculados } from "./encargos";

/**
 * The due date and amount of the slip issued for an instalment today (issue 11, item 3): a
 * bank does not register a slip due in the past, so an instalment whose free-payment window
 * has passed — a contract brought in with a past sale date, or a "Reenviar boletos" of a
 * vencida one — gets a slip due a few days ahead with the late charges up to that date on
 * top. The instalment's contractual `data_vencimento` never changes; only the slip's
 * `vencimento_boleto` and `valor_boleto` do.
 */

/** Days a late re-issue gives the payer before its due date (then the next banking day). */
export const PRAZO_REEMISSAO_DIAS = 3;

export interface SlipDaParcela {
  vencimentoBoleto: string;
  valorBoletoCentavos: number;
  /** True when the slip carries late charges (a late re-issue). */
  emAtraso: boolean;
  encargos: EncargosCalculados;
}

export function slipDaParcela(entrada: {
  valorCentavos: number;
  dataVencimento: string;
  hoje: string;
  encargos?: EncargosAtraso;
  prazoDias?: number;
}): SlipDaParcela {
  const { valorCentavos, dataVencimento, hoje } = entrada;
  if (!dataIsoValida(hoje)) throw new RangeError(`Data inválida: ${hoje}`);
  const prazo = entrada.prazoDias ?? PRAZO_REEMISSAO_DIAS;
  if (!Number.isInteger(prazo) || prazo < 0) throw new RangeError(`Prazo inválido: ${prazo}`);
  const util = vencimentoUtil(dataVencimento);
  let vencimentoBoleto: string;
  if (dataVencimento >= hoje) {
    vencimentoBoleto = dataVencimento;
  } else if (util >= hoje) {
    // Due on a day without banking that has just passed: still free until vencimento_util.
    vencimentoBoleto = util;
  } else {
    vencimentoBoleto = vencimentoUtil(somarDias(hoje, prazo));
  }
  const encargos = calcularEncargos({ valorCentavos, dataVencimento, dataPagamento: vencimentoBoleto, encargos: entrada.encargos });
  return { vencimentoBoleto, valorBoletoCentavos: encargos.totalCentavos, emAtraso: encargos.diasAtraso > 0, encargos };
}
