/**
 * `n.toLocaleString("pt-BR")` ("1.234"), without Intl for safe integers: the first use of ICU
 * costs tens of milliseconds, and every Lambda builds its validation messages (limits such as
 * "Use no máximo 120 caracteres") when it loads. Anything else goes to Intl as before.
 */
export function numeroBr(n: number): string {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return n.toLocaleString("pt-BR");
  const grupos = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return n < 0 ? `-${grupos}` : grupos;
}

/**
 * A decimal as a Brazilian types it: "0,9694", "12,5", also "0.9694" (a point alone is read as the
 * decimal mark: the fields that use this hold rates and divisors, never thousands), and "1.234,5"
 * (points before a comma group thousands). NaN for anything else ("", "0,", "1,2,3", "abc"), so
 * the form's schema refuses it with its own message.
 */
export function lerDecimal(texto: string): number {
  const t = texto.trim();
  if (t.includes(",")) {
    if (!/^-?(\d{1,3}(\.\d{3})+|\d*),\d+$/.test(t)) return Number.NaN;
    return Number(t.replace(/\./g, "").replace(",", "."));
  }
  return /^-?(\d+(\.\d+)?|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
}

/** How a decimal field shows a number: the comma as decimal mark, every digit kept (0.9694 → "0,9694"). */
export const mostrarDecimal = (n: number | null | undefined): string => (typeof n === "number" && Number.isFinite(n) ? String(n).replace(".", ",") : "");
