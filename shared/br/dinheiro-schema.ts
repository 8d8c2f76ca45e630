/**
 * The one zod schema of a money field crossing the API (numbers in reais, 2 decimals, API.md):
 * a finite number, at most R$ 10.000.000,00, at most 2 decimals, and positive or non-negative
 * as the field's rule says. Checked here so that no handler ever meets 1e308, an unsafe integer
 * or a fraction of a centavo that would round to zero.
 */
import * as z from "../zod";
import { MSG_DINHEIRO as MSG_LEITURA, VALOR_MAXIMO_CENTAVOS } from "./dinheiro";

/** The same words the money input shows (shared/br/dinheiro.ts), so screen and API never differ. */
export const MSG_DINHEIRO = {
  muitoAlto: MSG_LEITURA.acimaDoMaximo,
  casasDecimais: MSG_LEITURA.casas,
  invalido: "Informe um número válido",
} as const;

export interface RegraDinheiro {
  /** Absent or null. */
  obrigatorio: string;
  /** "positivo": > 0; "naoNegativo": >= 0. */
  minimo: "positivo" | "naoNegativo";
  /** Below the minimum. */
  abaixoDoMinimo: string;
}

/** The value in centavos when it has at most 2 decimals (tolerating binary float noise). */
function centavosExatos(reais: number): number | undefined {
  const centavos = Math.round(reais * 100);
  return Math.abs(reais * 100 - centavos) < 1e-6 ? centavos : undefined;
}

export const valorEmReais = (r: RegraDinheiro) =>
  z.number({ error: (i) => (i.input === undefined || i.input === null ? r.obrigatorio : MSG_DINHEIRO.invalido) }).check(
    z.superRefine((v, ctx) => {
      const falha = (message: string) => ctx.addIssue({ code: "custom", message, input: v });
      if (!Number.isFinite(v)) return falha(MSG_DINHEIRO.invalido);
      if (r.minimo === "positivo" ? v <= 0 : v < 0) return falha(r.abaixoDoMinimo);
      if (v * 100 > VALOR_MAXIMO_CENTAVOS) return falha(MSG_DINHEIRO.muitoAlto);
      const centavos = centavosExatos(v);
      if (centavos === undefined) return falha(MSG_DINHEIRO.casasDecimais);
      if (r.minimo === "positivo" && centavos === 0) return falha(r.abaixoDoMinimo);
    }),
  );
