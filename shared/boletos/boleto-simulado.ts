import { montarCodigoBarras, linhaDigitavelDoCodigoBarras } from "./codigo-barras";
import {
  BANCO_SIMULADO,
  CARTEIRA_SIMULADA,
  formatarNossoNumero,
  montarCampoLivreSimulado,
  nossoNumeroDoSequencial,
} from "./campo-livre-simulado";

/** A company's account at the simulated bank. */
export interface ContaSimulada {
  /** 4 digits. */
  agencia: string;
  /** 7 digits. */
  conta: string;
}

export interface SlipSimulado {
  banco: string;
  /** 11 digits, what the bank numbers and the webhook names the slip by. */
  nossoNumero: string;
  /** "17/00000000123-4", as printed. */
  nossoNumeroFormatado: string;
  codigoBarras: string;
  linhaDigitavel: string;
}

/**
 * The numbers of the `sequencial`-th slip of an account at the simulated bank: all the
 * provider adds is the counter (a conditional increment per company) and the Pix code.
 */
export function numerarBoletoSimulado(entrada: {
  conta: ContaSimulada;
  sequencial: number;
  vencimento: string;
  valorCentavos: number;
}): SlipSimulado {
  const nossoNumero = nossoNumeroDoSequencial(entrada.sequencial);
  const campoLivre = montarCampoLivreSimulado({
    agencia: entrada.conta.agencia,
    conta: entrada.conta.conta,
    carteira: CARTEIRA_SIMULADA,
    nossoNumero,
  });
  const codigoBarras = montarCodigoBarras({
    banco: BANCO_SIMULADO,
    vencimento: entrada.vencimento,
    valorCentavos: entrada.valorCentavos,
    campoLivre,
  });
  return {
    banco: BANCO_SIMULADO,
    nossoNumero,
    nossoNumeroFormatado: formatarNossoNumero(CARTEIRA_SIMULADA, nossoNumero),
    codigoBarras,
    linhaDigitavel: linhaDigitavelDoCodigoBarras(codigoBarras),
  };
}
