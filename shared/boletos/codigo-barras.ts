import { somenteDigitos } from "../br/digitos";
import { digitoGeralCodigoBarras, modulo10 } from "./digitos-verificadores";
import { dataDoFator, fatorVencimento } from "./fator-vencimento";
import { MSG_BOLETO } from "./mensagens";

/**
 * Barcode (44 digits) and linha digitável (47 digits) of a bank slip, FEBRABAN layout:
 *
 *   barcode  = bank(3) currency(1) general DV(1) factor(4) amount(10) free field(25)
 *   linha    = [bank currency free1-5 DV10] [free6-15 DV10] [free16-25 DV10] [general DV] [factor amount]
 */

export const MOEDA_REAL = "9";
/** The amount field holds 10 digits of centavos: R$ 99.999.999,99 is the largest slip. */
export const VALOR_MAXIMO_CENTAVOS = 9_999_999_999;

export interface DadosBoleto {
  /** 3-digit bank code (COMPE). */
  banco: string;
  /** Contractual due date "YYYY-MM-DD", or null for a slip without one (factor 0000). */
  vencimento: string | null;
  valorCentavos: number;
  /** The 25 digits each bank lays out for itself (see campo-livre-simulado.ts for ours). */
  campoLivre: string;
}

function exigir(condicao: boolean, mensagem: string): asserts condicao {
  if (!condicao) throw new RangeError(mensagem);
}

/** The 44-digit barcode of a slip; throws RangeError on a malformed piece. */
export function montarCodigoBarras(dados: DadosBoleto): string {
  exigir(/^\d{3}$/.test(dados.banco), `Código de banco inválido: ${dados.banco}`);
  exigir(/^\d{25}$/.test(dados.campoLivre), "O campo livre tem 25 dígitos");
  exigir(
    Number.isInteger(dados.valorCentavos) && dados.valorCentavos >= 0 && dados.valorCentavos <= VALOR_MAXIMO_CENTAVOS,
    `Valor inválido para boleto: ${dados.valorCentavos}`,
  );
  const fator = fatorVencimento(dados.vencimento);
  const valor = String(dados.valorCentavos).padStart(10, "0");
  const semDv = `${dados.banco}${MOEDA_REAL}${fator}${valor}${dados.campoLivre}`;
  const dv = digitoGeralCodigoBarras(semDv);
  return `${semDv.slice(0, 4)}${dv}${semDv.slice(4)}`;
}

/** The 47 digits printed on the slip, from its barcode. */
export function linhaDigitavelDoCodigoBarras(codigoBarras: string): string {
  exigir(/^\d{44}$/.test(codigoBarras), "O código de barras tem 44 dígitos");
  const livre = codigoBarras.slice(19);
  const campo1 = `${codigoBarras.slice(0, 4)}${livre.slice(0, 5)}`;
  const campo2 = livre.slice(5, 15);
  const campo3 = livre.slice(15, 25);
  return [
    `${campo1}${modulo10(campo1)}`,
    `${campo2}${modulo10(campo2)}`,
    `${campo3}${modulo10(campo3)}`,
    codigoBarras[4],
    codigoBarras.slice(5, 19),
  ].join("");
}

/** The barcode a linha digitável stands for (the field digits are dropped, not checked). */
export function codigoBarrasDaLinhaDigitavel(linha: string): string {
  exigir(/^\d{47}$/.test(linha), "A linha digitável tem 47 dígitos");
  const livre = `${linha.slice(4, 9)}${linha.slice(10, 20)}${linha.slice(21, 31)}`;
  return `${linha.slice(0, 4)}${linha[32]}${linha.slice(33, 47)}${livre}`;
}

/** "AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE". Accepts it masked or bare. */
export function formatarLinhaDigitavel(linha: string): string {
  const d = somenteDigitos(linha);
  exigir(d.length === 47, "A linha digitável tem 47 dígitos");
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d[32]} ${d.slice(33)}`;
}

export interface BoletoLido extends DadosBoleto {
  codigoBarras: string;
  linhaDigitavel: string;
}

export type LeituraBoleto = { ok: true; boleto: BoletoLido } | { ok: false; erro: string };

/**
 * Reads what a user typed or pasted — the 47-digit linha (any mask, spaces, dots) or the
 * 44-digit barcode a scanner sends — and checks every digit: the three field digits of a
 * linha, the general digit, the currency, and a factor that reads back to a date around
 * `hoje` (the window rule of fator-vencimento.ts). Errors are the pt-BR text to show.
 */
export function lerBoleto(texto: string, hoje: string): LeituraBoleto {
  const d = somenteDigitos(texto);
  let codigoBarras: string;
  if (d.length === 47) {
    const campos: Array<[number, string, string]> = [
      [1, d.slice(0, 9), d.charAt(9)],
      [2, d.slice(10, 20), d.charAt(20)],
      [3, d.slice(21, 31), d.charAt(31)],
    ];
    for (const [n, corpo, dv] of campos) {
      if (String(modulo10(corpo)) !== dv) return { ok: false, erro: MSG_BOLETO.campo(n) };
    }
    codigoBarras = codigoBarrasDaLinhaDigitavel(d);
  } else if (d.length === 44) {
    codigoBarras = d;
  } else {
    return { ok: false, erro: MSG_BOLETO.tamanho };
  }
  const dvGeral = digitoGeralCodigoBarras(`${codigoBarras.slice(0, 4)}${codigoBarras.slice(5)}`);
  if (String(dvGeral) !== codigoBarras[4]) {
    return { ok: false, erro: d.length === 47 ? MSG_BOLETO.digitoGeral : MSG_BOLETO.codigoBarras };
  }
  if (codigoBarras[3] !== MOEDA_REAL) return { ok: false, erro: MSG_BOLETO.moeda };
  let vencimento: string | null;
  try {
    vencimento = dataDoFator(codigoBarras.slice(5, 9), hoje);
  } catch {
    return { ok: false, erro: MSG_BOLETO.vencimento };
  }
  return {
    ok: true,
    boleto: {
      banco: codigoBarras.slice(0, 3),
      vencimento,
      valorCentavos: Number(codigoBarras.slice(9, 19)),
      campoLivre: codigoBarras.slice(19),
      codigoBarras,
      linhaDigitavel: linhaDigitavelDoCodigoBarras(codigoBarras),
    },
  };
}
