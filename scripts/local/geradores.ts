/** Valid Brazilian documents and IMEIs for demo data and tests (check digits computed, never checked here). */
import { randomInt, randomUUID } from "node:crypto";

function digitoCnpj(base: number[]): number {
  const pesos = base.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const resto = base.reduce((s, d, i) => s + d * pesos[i]!, 0) % 11;
  return resto < 2 ? 0 : 11 - resto;
}

export function novoCnpj(mascarado = false): string {
  const base = [...Array.from({ length: 8 }, () => randomInt(10)), 0, 0, 0, 1];
  const d1 = digitoCnpj(base);
  const s = [...base, d1, digitoCnpj([...base, d1])].join("");
  return mascarado ? s.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, "$1.$2.$3/$4-$5") : s;
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
