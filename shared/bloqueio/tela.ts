/**
 * What the phone itself shows (docs/bloqueio.md: while locked the phone keeps emergency calls, the
 * store's phone number and a way to pay; a lock is announced on the phone before it happens).
 * Plain, neutral text (CDC art. 42: no coercive or humiliating wording). The way to pay is the FULL
 * address of the customer area (a bare path means nothing on a phone's screen); when the stage has
 * no site address configured, the text sends the customer to the store instead.
 */
import { formatarData } from "../br/datas";
import { formatarCentavos } from "../br/dinheiro";
import { mascararTelefone } from "../br/telefone";

/** Where a customer sees and pays their slips (the public customer area), under the site's address. */
export const CAMINHO_CONSULTA_BOLETOS = "/consulta-boletos";

/** The customer area's full address from the site's origin (`SITE_URL`); null when none is configured. */
export function enderecoAreaCliente(siteUrl: string | null | undefined): string | null {
  const base = siteUrl?.trim().replace(/\/+$/, "");
  return base && /^https?:\/\/[^\s/]+/.test(base) ? `${base}${CAMINHO_CONSULTA_BOLETOS}` : null;
}

export interface LojaDaTela {
  nome_fantasia: string;
  whatsapp: string | null;
}

const nomeDa = (loja: LojaDaTela) => loja.nome_fantasia.trim() || "Loja";
const contatoDa = (loja: LojaDaTela) => (loja.whatsapp ? `Telefone/WhatsApp da loja: ${mascararTelefone(loja.whatsapp)}.` : "Entre em contato com a loja.");
const comoPagar = (areaCliente: string | null) => `Como pagar: procure a loja${areaCliente ? ` ou pague seus boletos em ${areaCliente}` : ""}.`;
const EMERGENCIA = "Chamadas de emergência (190, 192, 193) continuam disponíveis.";

export interface OpcoesTela {
  /** The customer area's full address (enderecoAreaCliente). */
  areaCliente: string | null;
  /** Locked at the owner's own request (lost or stolen phone): the screen speaks of that, not of a debt. */
  aPedidoDoCliente?: boolean;
}

/** The locked phone's screen. */
export function textoTelaBloqueio(loja: LojaDaTela, op: OpcoesTela): string {
  const nome = nomeDa(loja);
  if (op.aPedidoDoCliente) {
    return [`Aparelho bloqueado por ${nome} a pedido do titular (perda ou roubo).`, contatoDa(loja), "Para desbloquear, o titular deve falar com a loja.", EMERGENCIA].join("\n");
  }
  return [`Aparelho bloqueado por ${nome}: há parcelas em atraso.`, contatoDa(loja), comoPagar(op.areaCliente), "O desbloqueio é automático após o pagamento.", EMERGENCIA].join("\n");
}

export interface DadosAviso {
  /** The announced lock day (YYYY-MM-DD). */
  dataPrevista: string;
  /** What is overdue (centavos, without the late charges of the day it is paid). */
  valorCentavos: number;
  areaCliente: string | null;
}

/** The notice the phone shows before an automatic lock: the date, the amount, how to pay, the store's WhatsApp. */
export function textoAvisoBloqueio(loja: LojaDaTela, d: DadosAviso): string {
  return [
    `Aviso de ${nomeDa(loja)}: há parcelas em atraso neste aparelho (${formatarCentavos(d.valorCentavos)} sem multa e juros).`,
    `Sem o pagamento, o aparelho será bloqueado a partir de ${formatarData(d.dataPrevista)}.`,
    comoPagar(d.areaCliente),
    contatoDa(loja),
    EMERGENCIA,
  ].join("\n");
}
