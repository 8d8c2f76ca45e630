/**
 * Rules of the customer sign-up code (issue 31 item 7; deviation from SPEC section 5, recorded in
 * shared/portal/schemas.ts SolicitarCodigoContaInput): pure, no I/O, the clock a parameter.
 *
 * - 6 digits from a CSPRNG, valid VALIDADE_CODIGO_S (10 minutes); only a hash is stored, bound to
 *   the CPF and the code's id (a stored hash says nothing of another CPF's code), compared in
 *   constant time.
 * - MAX_TENTATIVAS_CODIGO (5) wrong tries void it.
 * - Where it goes: a CPF may be a customer of several shops, each with its own phone on file. The
 *   code goes to EVERY distinct mobile phone on file (newest record first, at most
 *   MAX_TELEFONES_CODIGO), each message signed with the shop that holds that phone. Why: the
 *   customer area already takes any shop's phone on file as proof of the person (the lookup's
 *   CPF + phone, functions/portal/consulta.ts), a customer may have changed numbers at one shop
 *   only, and one code read on any of those phones proves the same thing. A landline receives
 *   neither WhatsApp nor SMS (shared/mensagens/canais.ts), so it is skipped; a CPF with no mobile
 *   on file gets no code (the answer is the same 202: the shop must update the phone).
 * - Limits: per CPF, LIMITE_CODIGOS_CPF codes an hour (each one is a message to someone's phone);
 *   per client address, the customer area's own window (limites.ts LIMITE_IP), shared with the
 *   lookup, for both steps.
 * - Wrong guesses per CPF per Brasília day, across codes (issue 36 item 10: a new code restarted
 *   the count, 15 guesses an hour): every refused confirmation counts — a wrong code, a voided one
 *   or none at all, so a CPF nobody has reaches the limit the same way — claimed before the code is
 *   compared, given back by a right one. After LIMITE_ERROS_CODIGO_DIA the CPF gets no new code
 *   (nor a comparison) until the next day, and the phones on file are told someone is trying, once.
 */
import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { destinoDoCanal } from "../../shared/mensagens/canais";
import type { Cliente } from "../../shared/cadastro/schemas";

export const VALIDADE_CODIGO_S = 10 * 60;
export const MAX_TENTATIVAS_CODIGO = 5;
export const MAX_TELEFONES_CODIGO = 3;
/** Codes asked for one CPF per hour, whether or not the CPF is anyone's (so a 429 says nothing either). */
export const LIMITE_CODIGOS_CPF = { limite: 3, duracaoS: 60 * 60 };
/** Refused confirmations of one CPF per Brasília day (the day is in the counter's key; kept two days, TTL). */
export const LIMITE_ERROS_CODIGO_DIA = { limite: 10, duracaoS: 2 * 24 * 60 * 60 };
/**
 * A code request answers no sooner than this after it started: a CPF nobody has (one index read)
 * and a customer's (reads, the code and its messages written) then take about the same time.
 */
export const DURACAO_MINIMA_CODIGO_MS = 700;

export const gerarCodigo = (): string => String(randomInt(0, 1_000_000)).padStart(6, "0");

export const hashCodigo = (cpf: string, id: string, codigo: string): string =>
  createHash("sha256").update(`conta:codigo:${cpf}:${id}:${codigo}`).digest("hex");

/** Constant time: the typed code's hash against the stored one (both 32 bytes). */
export function codigoConfere(gravado: { cpf: string; id: string; hash: string }, digitado: string): boolean {
  const a = Buffer.from(hashCodigo(gravado.cpf, gravado.id, digitado), "hex");
  const b = Buffer.from(gravado.hash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface RegistroDoCpf {
  empresaId: string;
  cliente: Pick<Cliente, "id" | "nome" | "telefone" | "created_at">;
}

/** The records whose phone gets the code: one per distinct mobile, newest record first, at most MAX_TELEFONES_CODIGO. */
export function registrosParaCodigo<R extends RegistroDoCpf>(registros: readonly R[]): (R & { celular: string })[] {
  const vistos = new Set<string>();
  const escolhidos: (R & { celular: string })[] = [];
  for (const r of [...registros].sort((a, b) => b.cliente.created_at.localeCompare(a.cliente.created_at))) {
    const celular = destinoDoCanal("sms", { telefone: r.cliente.telefone });
    if (!celular || vistos.has(celular)) continue;
    vistos.add(celular);
    escolhidos.push({ ...r, celular });
    if (escolhidos.length === MAX_TELEFONES_CODIGO) break;
  }
  return escolhidos;
}

export const primeiroNome = (nome: string): string => nome.trim().split(/\s+/)[0] ?? "";
