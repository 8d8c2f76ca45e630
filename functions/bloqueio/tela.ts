/**
 * What a locked phone shows (BLOQUEIO.md: "While locked the phone keeps emergency calls, the
 * store's phone number and a way to pay"): the store's name, its WhatsApp, how to pay, that the
 * unlock follows the payment by itself and that emergency calls still work. Pure.
 */
import { mascararTelefone } from "../../shared/br/telefone";
import type { TelaBloqueio } from "./provedores/porta";

export interface LojaDaTela {
  nome_fantasia: string;
  whatsapp: string | null;
}

export function montarTela(loja: LojaDaTela): TelaBloqueio {
  const contato = loja.whatsapp ? `Fale com a loja pelo WhatsApp ${mascararTelefone(loja.whatsapp)}.` : "Fale com a loja para regularizar.";
  const texto = [
    "Aparelho bloqueado por parcela em atraso.",
    `Loja: ${loja.nome_fantasia}.`,
    contato,
    "Para desbloquear, pague a parcela em atraso pelo boleto ou Pix enviado pela loja, ou na própria loja: o desbloqueio é automático após o pagamento.",
    "Chamadas de emergência (190, 192, 193) continuam disponíveis.",
  ].join("\n");
  return { texto, telefone: loja.whatsapp, email: null };
}
