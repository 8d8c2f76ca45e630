/**
 * The customer's consent to the remote lock at a boleto sale (issue 37 item 6; docs/credito.md, last
 * section): the sale screen's own checkbox, unchecked by default, and what it says about the shop's
 * lock. The rule itself (no consent: no enrolment, no lock) is regras.ts consentiuBloqueio.
 */
import { planoPermite } from "./regras";

export const MSG_CONSENTIMENTO = {
  rotulo: "O cliente autoriza, de forma separada e expressa, o bloqueio remoto do aparelho em caso de atraso, nos termos da cláusula própria do contrato.",
  ajuda: "Opcional: a venda e o parcelamento não dependem desta autorização. Marque só se o cliente concordar; sem ela, o aparelho não é vinculado ao bloqueio e nunca será bloqueado.",
  semPlano: "O plano da loja não inclui o bloqueio remoto: mesmo com a autorização, o aparelho não será bloqueado.",
  automaticoDesligado: "O bloqueio automático está desligado nesta loja: com a autorização, o aparelho só pode ser bloqueado pela loja, manualmente, com aviso antes ao cliente.",
  automaticoLigado: (dias: number) => `O bloqueio automático está ligado nesta loja: com a autorização, o aparelho pode ser bloqueado após ${dias} dias úteis de atraso, sempre com aviso antes ao cliente.`,
} as const;

/** What the sale screen says of the shop's lock under the checkbox. */
export function situacaoDoBloqueioNaLoja(plano: string, cobranca: { bloqueio_automatico: boolean; dias_carencia: number } | undefined): string | null {
  if (!planoPermite(plano, "manual")) return MSG_CONSENTIMENTO.semPlano;
  if (!cobranca) return null;
  return cobranca.bloqueio_automatico && planoPermite(plano, "automatico") ? MSG_CONSENTIMENTO.automaticoLigado(cobranca.dias_carencia) : MSG_CONSENTIMENTO.automaticoDesligado;
}
