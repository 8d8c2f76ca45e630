/**
 * What a locked phone shows (BLOQUEIO.md: while locked the phone keeps emergency calls, the
 * store's phone number and a way to pay). Sent with every lock command (`tela`); the simulated
 * provider shows it as is. Plain, neutral text (CDC art. 42: no coercive or humiliating wording).
 */
import { mascararTelefone } from "../br/telefone";

/** Where a customer sees and pays their slips (the public customer area). */
export const CAMINHO_CONSULTA_BOLETOS = "/consulta-boletos";

export interface LojaDaTela {
  nome_fantasia: string;
  whatsapp: string | null;
}

export function textoTelaBloqueio(loja: LojaDaTela): string {
  const nome = loja.nome_fantasia.trim() || "Loja";
  const contato = loja.whatsapp ? `Telefone/WhatsApp da loja: ${mascararTelefone(loja.whatsapp)}.` : "Entre em contato com a loja.";
  return [
    `Aparelho bloqueado por ${nome}: há parcelas em atraso.`,
    contato,
    `Como pagar: procure a loja ou pague seus boletos em ${CAMINHO_CONSULTA_BOLETOS}.`,
    "Chamadas de emergência continuam disponíveis.",
  ].join("\n");
}
