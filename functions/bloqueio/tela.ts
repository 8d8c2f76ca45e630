/**
 * The lock screen as the provider takes it (shared/bloqueio/tela.ts writes the words): the full
 * text, and the store's contact the vendor may show apart. The customer area's address comes from
 * the stage's site address (SITE_URL).
 */
import { enderecoAreaCliente, textoTelaBloqueio, type LojaDaTela, type OpcoesTela } from "../../shared/bloqueio/tela";
import { ambiente } from "../lib/env";
import type { TelaBloqueio } from "./provedores/porta";

export type { LojaDaTela };

/** The customer area's full address in this stage (null when the stage has no site address). */
export const areaCliente = (): string | null => enderecoAreaCliente(ambiente().SITE_URL);

export function montarTela(loja: LojaDaTela, op: Partial<OpcoesTela> = {}): TelaBloqueio {
  return { texto: textoTelaBloqueio(loja, { ...op, areaCliente: op.areaCliente !== undefined ? op.areaCliente : areaCliente() }), telefone: loja.whatsapp, email: null };
}
