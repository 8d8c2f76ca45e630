/**
 * Brute-force limits of the customer-area lookup and sign-up. The client's address is the one the
 * edge saw, read by the one helper functions/lib/borda.ts `enderecoDoCliente` (never a header the
 * client can write). The per-CPF limit, which no address changes, is the one that stops
 * enumeration; the per-address one only bounds how many CPFs one address tries.
 */
import { createHash } from "node:crypto";

/** After 5 failed lookups of a CPF in 24 h, the CPF answers 429 for the rest of the window. */
export const LIMITE_CPF = { limite: 5, duracaoS: 24 * 60 * 60 };
/**
 * Lookups per client address per hour (any result). Brazilian mobile carriers put many customers
 * behind one public address (CGNAT, RFC 6598 shared space; issue 31 item 8: 30 an hour locked
 * customers out on their first lookup), so this is sized for a carrier's NAT, not for a person;
 * the WAF's rate rule (infra/stacks/web-stack.ts) bounds floods from one address before this.
 */
export const LIMITE_IP = { limite: 300, duracaoS: 60 * 60 };
/**
 * A failed lookup answers no sooner than this after it started: an unknown CPF (one index read)
 * and a wrong phone (index, customers, comparison) then take the same time.
 */
export const DURACAO_MINIMA_FALHA_MS = 350;

/** sha256 hex with a purpose prefix: keys and audit events never hold a CPF or an IP. */
export const hashDe = (tipo: "cpf" | "ip", valor: string) => createHash("sha256").update(`portal:${tipo}:${valor}`).digest("hex");

export async function aguardarAte(inicioMs: number, minimoMs: number): Promise<void> {
  const falta = inicioMs + minimoMs - Date.now();
  if (falta > 0) await new Promise((r) => setTimeout(r, falta));
}

/** The counter of a CPF's wrong sign-up codes on a Brasília day (codigo-conta.ts LIMITE_ERROS_CODIGO_DIA). */
export const errosDoCodigoNoDia = (cpf: string, dia: string) => ({ tipo: "cpf" as const, hash: hashDe("cpf", `codigo-errado:${dia}:${cpf}`) });
