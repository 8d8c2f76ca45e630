/**
 * A payment received at the counter ('Marcar Paga', issue 27 item 6): how it was paid and when.
 * `POST /api/parcelas/{id}/pagar` takes `{ forma_pagamento, data_pagamento }`, both optional
 * (DINHEIRO and today, Brasília); the date may be neither in the future (money not yet received)
 * nor before the sale (nothing was owed yet). The screen's dialog validates with the same schema
 * and the same rule.
 */
import { dataIsoValida, FORMATO_DATA, type OndeSeDigitaData } from "../br/datas";
import { preguicoso } from "../preguicoso";
import * as z from "../zod";

export const FORMAS_PAGAMENTO_BALCAO = ["DINHEIRO", "PIX", "CARTAO_DEBITO", "CARTAO_CREDITO"] as const;
export type FormaPagamentoBalcao = (typeof FORMAS_PAGAMENTO_BALCAO)[number];

export const ROTULO_FORMA_BALCAO: Record<FormaPagamentoBalcao, string> = {
  DINHEIRO: "Dinheiro",
  PIX: "PIX",
  CARTAO_DEBITO: "Cartão de débito",
  CARTAO_CREDITO: "Cartão de crédito",
};

export const MSG_PAGAMENTO_BALCAO = {
  formaInvalida: "Forma de pagamento inválida: use DINHEIRO, PIX, CARTAO_DEBITO ou CARTAO_CREDITO",
  dataInvalida: `Data do pagamento inválida: use o formato ${FORMATO_DATA.api}`,
  /** The same, in the dialog's field: the format typed there. */
  dataInvalidaNaTela: `Data do pagamento inválida: use o formato ${FORMATO_DATA.tela}`,
  dataFutura: "A data do pagamento não pode ser no futuro",
  antesDaVenda: "A data do pagamento não pode ser anterior à data da venda",
} as const;

export const PagamentoBalcao = preguicoso(() =>
  z.object({
    forma_pagamento: z.optional(z.enum(FORMAS_PAGAMENTO_BALCAO, { error: MSG_PAGAMENTO_BALCAO.formaInvalida })),
    data_pagamento: z.optional(z.string({ error: MSG_PAGAMENTO_BALCAO.dataInvalida })),
  }),
);
export type PagamentoBalcao = z.infer<typeof PagamentoBalcao>;

/**
 * The receipt of a paid instalment (`GET /api/parcelas/{id}/recibo?formato=`) or of a sale paid at
 * the counter (`GET /api/vendas/{id}/recibo?formato=`): an A4 page or an 80 mm thermal strip.
 */
export const FORMATOS_RECIBO = ["a4", "80mm"] as const;
export type FormatoRecibo = (typeof FORMATOS_RECIBO)[number];
export const MSG_RECIBO = {
  naoPaga: "Esta parcela ainda não foi paga: não há recibo",
  formato: "Formato inválido: use a4 ou 80mm",
  /** A boleto sale without entry: nothing was paid at the sale; each paid instalment has its receipt (Controle de Boletos). */
  vendaBoletoSemEntrada: "Venda no boleto sem entrada: nada foi pago na venda. O recibo é de cada parcela paga, em Controle de Boletos",
  vendaNaoPaga: "Esta venda não está paga: não há recibo",
  vendaCancelada: "Esta venda foi cancelada: não há recibo",
  /** 'Enviar recibo' to a customer with no channel left. */
  semContato: "Cliente sem WhatsApp, celular ou e-mail para receber o recibo",
} as const;
export const ConsultaRecibo = preguicoso(() => z.object({ formato: z.optional(z.enum(FORMATOS_RECIBO, { error: MSG_RECIBO.formato })) }));

/**
 * Why a sale has no receipt of its own (pt-BR), or null when it has one: a sale paid at the counter
 * (PAGA, not boleto: issue 27 item 7), or a boleto sale's entry, paid at the counter when the sale
 * was made (issue 36 item 12; its instalments have their own receipts). The route answers 409 with
 * it; the screens offer 'Recibo' on null.
 */
export function recusaReciboVenda(v: { forma_pagamento: string; status: string }, entradaCentavos: number): string | null {
  if (v.forma_pagamento !== "BOLETO") return v.status === "PAGA" ? null : MSG_RECIBO.vendaNaoPaga;
  if (v.status === "CANCELADA") return MSG_RECIBO.vendaCancelada;
  return entradaCentavos > 0 ? null : MSG_RECIBO.vendaBoletoSemEntrada;
}

/**
 * Why `data` cannot be the payment date of a sale made on `dataVenda`, as of `hoje` (pt-BR), or
 * null. `onde`: a date that is not one names the format of where it was typed (the API's, or the
 * screen's dd/mm/aaaa).
 */
export function recusaDataPagamento(data: string, hoje: string, dataVenda: string, onde: OndeSeDigitaData = "api"): string | null {
  if (!dataIsoValida(data)) return onde === "tela" ? MSG_PAGAMENTO_BALCAO.dataInvalidaNaTela : MSG_PAGAMENTO_BALCAO.dataInvalida;
  if (data > hoje) return MSG_PAGAMENTO_BALCAO.dataFutura;
  if (data < dataVenda) return MSG_PAGAMENTO_BALCAO.antesDaVenda;
  return null;
}
