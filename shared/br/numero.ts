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
