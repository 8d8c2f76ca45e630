/**
 * What every message carries (issue 31 item 4): the store's trade name and WhatsApp, and the full
 * address of the customer area from the stage's configuration (SITE_URL; without it the text sends
 * the customer to the store instead).
 */
import { enderecoAreaCliente } from "../../shared/bloqueio/tela";
import { mascararTelefone } from "../../shared/br/telefone";
import { ambiente } from "../lib/env";

export interface LojaDaMensagem {
  nome_fantasia: string;
  whatsapp?: string | null;
  telefone?: string | null;
}

/**
 * `whatsapp_loja`: the store's WhatsApp (or phone) as people read it, "(81) 99123-4567", never the
 * stored digits (issue 36 item 12: the sign-up code said "WhatsApp da loja: 81991234567"); "" without one.
 */
export function whatsappDaLoja(loja: Pick<LojaDaMensagem, "whatsapp" | "telefone">): string {
  const whatsapp = loja.whatsapp || loja.telefone || "";
  return whatsapp ? mascararTelefone(whatsapp) : "";
}

/** `loja`, `whatsapp_loja`, `area_cliente` and, with a customer, `cliente` (first name). */
export function variaveisDaLoja(loja: LojaDaMensagem, cliente?: { nome: string } | null): Record<string, string> {
  const primeiroNome = cliente?.nome.trim().split(/\s+/)[0] ?? "";
  return {
    loja: loja.nome_fantasia.trim() || "Loja",
    whatsapp_loja: whatsappDaLoja(loja),
    area_cliente: enderecoAreaCliente(ambiente().SITE_URL) ?? "",
    ...(primeiroNome ? { cliente: primeiroNome } : {}),
  };
}
