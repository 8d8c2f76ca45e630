/**
 * The one zod schema of a money field crossing the API (numbers in reais, 2 decimals, docs/api.md),
 * and its twin for percentages: a finite number within the field's bounds with at most 2
 * decimals. Every money and percentage field of every body uses these two, so no handler ever
 * meets 1e308, an unsafe integer, a subnormal (5e-324) or a fraction of a centavo that would
 * round to zero.
 */
import * as z from "../zod";
import { temAteCasas } from "./decimal";
import { MSG_DINHEIRO as MSG_LEITURA, VALOR_MAXIMO_CENTAVOS } from "./dinheiro";

/** The same words the money input shows (shared/br/dinheiro.ts), so screen and API never differ. */
export const MSG_DINHEIRO = {
  muitoAlto: MSG_LEITURA.acimaDoMaximo,
  casasDecimais: MSG_LEITURA.casas,
  invalido: "Informe um número válido",
  percentualCasas: "Use no máximo 2 casas decimais no percentual",
} as const;

export interface RegraDinheiro {
  /** Absent or null. */
  obrigatorio: string;
  /** "positivo": > 0; "naoNegativo": >= 0. */
  minimo: "positivo" | "naoNegativo";
  /** Below the minimum. */
  abaixoDoMinimo: string;
  /** Above R$ 10.000.000,00 (default: the money input's own words). */
  acimaDoMaximo?: string;
}

const numero = (obrigatorio: string) =>
  z.number({ error: (i) => (i.input === undefined || i.input === null ? obrigatorio : MSG_DINHEIRO.invalido) });

export const valorEmReais = (r: RegraDinheiro) =>
  numero(r.obrigatorio).check(
    z.superRefine((v, ctx) => {
      const falha = (message: string) => ctx.addIssue({ code: "custom", message, input: v });
      if (!Number.isFinite(v)) return falha(MSG_DINHEIRO.invalido);
      if (r.minimo === "positivo" ? v <= 0 : v < 0) return falha(r.abaixoDoMinimo);
      if (v * 100 > VALOR_MAXIMO_CENTAVOS) return falha(r.acimaDoMaximo ?? MSG_DINHEIRO.muitoAlto);
      if (!temAteCasas(v, 2)) return falha(MSG_DINHEIRO.casasDecimais);
    }),
  );

export interface RegraPercentual {
  /** Absent or null. */
  obrigatorio: string;
  negativo: string;
  /** Inclusive upper bound and its message (a legal cap, or below 100%). */
  maximo: number;
  acimaDoMaximo: string;
  /** More than 2 decimals (default: MSG_DINHEIRO.percentualCasas). */
  casasDecimais?: string;
}

/** A percentage (2 = 2%): from 0 to the field's cap, at most 2 decimals (basis points are exact). */
export const percentual = (r: RegraPercentual) =>
  numero(r.obrigatorio).check(
    z.superRefine((v, ctx) => {
      const falha = (message: string) => ctx.addIssue({ code: "custom", message, input: v });
      if (!Number.isFinite(v)) return falha(MSG_DINHEIRO.invalido);
      if (v < 0) return falha(r.negativo);
      if (v > r.maximo) return falha(r.acimaDoMaximo);
      if (!temAteCasas(v, 2)) return falha(r.casasDecimais ?? MSG_DINHEIRO.percentualCasas);
    }),
  );
