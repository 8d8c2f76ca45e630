/** Valid Brazilian documents and IMEIs for demo data and tests (check digits computed, never checked here). */
import { randomInt, randomUUID } from "node:crypto";

/** Each character counts as its ASCII code minus 48 (IN RFB 2.229/2024): digits 0-9, A = 17 … Z = 42. */
function digitoCnpj(base: string): number {
  const pesos = base.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const resto = [...base].reduce((s, c, i) => s + (c.charCodeAt(0) - 48) * pesos[i]!, 0) % 11;
  return resto < 2 ? 0 : 11 - resto;
}

function completarCnpj(base: string, mascarado: boolean): string {
  const d1 = digitoCnpj(base);
  const s = `${base}${d1}${digitoCnpj(`${base}${d1}`)}`;
  return mascarado ? s.replace(/^(\w{2})(\w{3})(\w{3})(\w{4})(\d{2})$/, "$1.$2.$3/$4-$5") : s;
}

export function novoCnpj(mascarado = false): string {
  return completarCnpj(`${Array.from({ length: 8 }, () => randomInt(10)).join("")}0001`, mascarado);
}

const ALFANUMERICOS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** An alphanumeric CNPJ (upper case) with at least one letter in the root and in the branch. */
export function novoCnpjAlfanumerico(mascarado = false): string {
  const trecho = (n: number) => {
    const chars = Array.from({ length: n }, () => ALFANUMERICOS[randomInt(ALFANUMERICOS.length)]!);
    chars[randomInt(n)] = ALFANUMERICOS[10 + randomInt(26)]!;
    return chars.join("");
  };
  return completarCnpj(`${trecho(8)}${trecho(4)}`, mascarado);
}

/** 9 random digits + both check digits. */
export function novoCpf(): string {
  const base = Array.from({ length: 9 }, () => randomInt(10));
  const dv = (d: number[]) => {
    const r = (d.reduce((s, x, i) => s + x * (d.length + 1 - i), 0) * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(base);
  return [...base, d1, dv([...base, d1])].join("");
}

/** 14 random digits + the Luhn check digit. */
export function novoImei(): string {
  const corpo = Array.from({ length: 14 }, () => randomInt(10));
  const soma = corpo.reduce((s, d, i) => {
    const v = i % 2 === 1 ? d * 2 : d;
    return s + (v > 9 ? v - 9 : v);
  }, 0);
  return [...corpo, (10 - (soma % 10)) % 10].join("");
}

export const novoEmail = (prefixo = "teste") => `${prefixo}-${randomUUID().slice(0, 8)}@exemplo.com.br`;
