/**
 * The money of a sale as the dashboard, Financeiro and the sales report count it (issue 36 item 4),
 * read from the sale's stored fields, pure:
 *
 * - `receita`: what the sale is worth: its total less the early payoff's discount
 *   (`desconto_centavos`, CDC art. 52 §2: the interest not charged is a discount, not revenue);
 * - `recebido`: money actually received: the entry at the sale, each instalment at what was paid
 *   for it (its `valor_pago`, late charges included), the payoff at what was paid
 *   (`recebido_centavos`, kept by every payment in the payment's own transaction);
 * - `aberto`: the face value of the instalments still to pay (`aberto_centavos`).
 *
 * A sale written before these fields (and any sale until its first payment) has them absent: a
 * counter sale is received whole when made (it is born PAGA), a boleto sale has received its
 * entry and owes the rest; a sale marked PAGA by hand counts as received whole.
 */
export interface VendaComDinheiro {
  status: string;
  valor_total_centavos: number;
  entrada_centavos?: number | undefined;
  recebido_centavos?: number | undefined;
  aberto_centavos?: number | undefined;
  desconto_centavos?: number | undefined;
}

const emAberto = (status: string) => status === "ATIVA" || status === "INADIMPLENTE";

/** `recebido_centavos` of a sale that has none yet. */
export const recebidoInicial = (v: VendaComDinheiro): number => (v.status === "PAGA" ? v.valor_total_centavos : (v.entrada_centavos ?? 0));
/** `aberto_centavos` of a sale that has none yet. */
export const abertoInicial = (v: VendaComDinheiro): number => (emAberto(v.status) ? v.valor_total_centavos - (v.entrada_centavos ?? 0) : 0);

export function dinheiroDaVenda(v: VendaComDinheiro): { receita: number; recebido: number; pendente: number } {
  return {
    receita: v.valor_total_centavos - (v.desconto_centavos ?? 0),
    recebido: v.recebido_centavos ?? recebidoInicial(v),
    // Only a sale still being paid owes anything.
    pendente: emAberto(v.status) ? (v.aberto_centavos ?? abertoInicial(v)) : 0,
  };
}
