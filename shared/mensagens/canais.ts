/**
 * Which channels reach a customer, in order (issue 31 item 2): WhatsApp, then SMS, then e-mail,
 * skipping what the customer refused (`nao_contatar_por`) or lacks. WhatsApp and SMS go to the
 * customer's phone (a mobile: a landline takes neither); e-mail to `email`. Pure.
 */
import { normalizarTelefone } from "../br/telefone";
import { CANAIS, type Canal } from "./schemas";

export interface ContatoCliente {
  telefone?: string | null;
  email?: string | null;
  nao_contatar_por?: readonly Canal[] | null;
}

export interface Destino {
  canal: Canal;
  /** National digits (10–11) for a phone, lower-case address for an e-mail. */
  destino: string;
}

/** A mobile: 11 digits with a 9 after the area code (Anatel's numbering plan). */
const celular = (nacional: string) => /^\d{2}9\d{8}$/.test(nacional);

export function normalizarEmail(email: string | null | undefined): string | null {
  const e = email?.trim().toLowerCase();
  return e && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e) ? e : null;
}

/** The destination of `canal` for this customer, or null (lacks it). */
export function destinoDoCanal(canal: Canal, c: ContatoCliente): string | null {
  if (canal === "email") return normalizarEmail(c.email);
  const nacional = c.telefone ? normalizarTelefone(c.telefone) : null;
  return nacional && celular(nacional) ? nacional : null;
}

/** The channels to try, in order; empty when the customer has none left. */
export function destinosDoCliente(c: ContatoCliente): Destino[] {
  const recusados = new Set(c.nao_contatar_por ?? []);
  return CANAIS.filter((canal) => !recusados.has(canal)).flatMap((canal) => {
    const destino = destinoDoCanal(canal, c);
    return destino ? [{ canal, destino }] : [];
  });
}

/** The channel of a raw destination: an e-mail address or a phone (WhatsApp first). */
export function normalizarDestino(destino: string): string | null {
  if (destino.includes("@")) return normalizarEmail(destino);
  return normalizarTelefone(destino);
}

/** The destination as evidence shows it: enough to recognise, not to reuse ("(11) 9****-4321", "j***@exemplo.com"). */
export function mascararDestino(destino: string): string {
  if (destino.includes("@")) {
    const [nome = "", dominio = ""] = destino.split("@");
    return `${nome.slice(0, 1)}***@${dominio}`;
  }
  const d = destino.replace(/\D/g, "");
  return d.length >= 10 ? `(${d.slice(0, 2)}) ${d.slice(2, 3)}****-${d.slice(-4)}` : `****${d.slice(-4)}`;
}
