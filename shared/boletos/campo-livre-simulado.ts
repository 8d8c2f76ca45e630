import { modulo11Banco } from "./digitos-verificadores";

/**
 * The simulated bank ("simulado" provider) and how it lays out the 25-digit free field.
 *
 * | positions (free field) | barcode | size | content                                   |
 * |------------------------|---------|------|-------------------------------------------|
 * | 1–4                    | 20–23   | 4    | agência (branch), no check digit           |
 * | 5–6                    | 24–25   | 2    | carteira (portfolio), "17" = registered    |
 * | 7–17                   | 26–36   | 11   | nosso número, the bank's sequential number |
 * | 18                     | 37      | 1    | nosso número check digit (below)           |
 * | 19–25                  | 38–44   | 7    | conta (account), no check digit            |
 *
 * Nosso número check digit: mod 11 over carteira + nosso número (13 digits), weights 2…9 from
 * the right, 11 − (sum mod 11), 10 and 11 become 0 — the rule banks use for it.
 * Printed as "17/00000000123-4" (carteira/nosso número-DV), the way Banco do Brasil and Itaú
 * print theirs. The nosso número is unique per agência + conta (the company's account at the
 * bank), so the full key of a slip at the bank is agência + conta + nosso número.
 */

/** 999 is not a COMPE code any bank holds: a simulated slip can never be mistaken for a real one. */
export const BANCO_SIMULADO = "999";
export const CARTEIRA_SIMULADA = "17";

export interface CampoLivreSimulado {
  agencia: string;
  carteira: string;
  nossoNumero: string;
  conta: string;
}

function exigirDigitos(valor: string, tamanho: number, nome: string): void {
  if (!new RegExp(`^\\d{${tamanho}}$`).test(valor)) throw new RangeError(`${nome} deve ter ${tamanho} dígitos: ${valor}`);
}

/** Zero-padded 11-digit nosso número of the n-th slip of an account (n ≥ 1). */
export function nossoNumeroDoSequencial(sequencial: number): string {
  if (!Number.isSafeInteger(sequencial) || sequencial < 1 || sequencial > 99_999_999_999) {
    throw new RangeError(`Sequencial de nosso número inválido: ${sequencial}`);
  }
  return String(sequencial).padStart(11, "0");
}

export function digitoNossoNumero(carteira: string, nossoNumero: string): number {
  exigirDigitos(carteira, 2, "A carteira");
  exigirDigitos(nossoNumero, 11, "O nosso número");
  return modulo11Banco(`${carteira}${nossoNumero}`);
}

/** "17/00000000123-4". */
export function formatarNossoNumero(carteira: string, nossoNumero: string): string {
  return `${carteira}/${nossoNumero}-${digitoNossoNumero(carteira, nossoNumero)}`;
}

export function montarCampoLivreSimulado(c: CampoLivreSimulado): string {
  exigirDigitos(c.agencia, 4, "A agência");
  exigirDigitos(c.conta, 7, "A conta");
  return `${c.agencia}${c.carteira}${c.nossoNumero}${digitoNossoNumero(c.carteira, c.nossoNumero)}${c.conta}`;
}

/** The pieces of a simulated bank's free field, or null when its nosso número digit is wrong. */
export function lerCampoLivreSimulado(campoLivre: string): CampoLivreSimulado | null {
  exigirDigitos(campoLivre, 25, "O campo livre");
  const c: CampoLivreSimulado = {
    agencia: campoLivre.slice(0, 4),
    carteira: campoLivre.slice(4, 6),
    nossoNumero: campoLivre.slice(6, 17),
    conta: campoLivre.slice(18, 25),
  };
  return String(digitoNossoNumero(c.carteira, c.nossoNumero)) === campoLivre[17] ? c : null;
}

/** Bank code with its check digit as printed in the slip's header: "001-9", "999-7". */
export function bancoComDigito(banco: string): string {
  exigirDigitos(banco, 3, "O código do banco");
  return `${banco}-${modulo11Banco(banco)}`;
}
