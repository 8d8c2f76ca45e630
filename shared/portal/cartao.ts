/** What the customer area's contract card says (no zod here: the public page's bundle stays small). */
import type { ContratoPortal } from "./schemas";

/**
 * How the card names the oldest instalment still to pay (issue 36 item 12): overdue, its date is
 * past and not "next" — 'Vencida em' and 'Valor para pagar hoje' (with fine and interest).
 */
export function rotulosDoProximo(c: Pick<ContratoPortal, "proximoVencimento" | "todosBoletos">): { data: string; valor: string } {
  const emAtraso = c.todosBoletos.some((b) => b.data_vencimento === c.proximoVencimento && b.status === "atrasado");
  return emAtraso ? { data: "Vencida em", valor: "Valor para pagar hoje" } : { data: "Próximo vencimento", valor: "Valor" };
}
