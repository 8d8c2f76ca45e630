/**
 * The amounts of a sale, one rule for the sale screen and the API (SPEC sections 5 and 9): which
 * entries are allowed for each payment method, and how a sale without interest is split. Boleto
 * instalments are calcularParcelamento's. Every amount here is integer centavos.
 */
import { formatarCentavos } from "../br/dinheiro";
import { MSG_VENDA, type FormaPagamento } from "../vendas/schemas";
import { CET_MAXIMO_PERCENTUAL, custoDoCredito } from "./credito";
import { calcularParcelamento, entradaMinimaCentavos, planoDe, TABELA_PADRAO, type TabelaCredito } from "./parcelamento";

export interface VendaSemJuros {
  totalCentavos: number;
  entradaCentavos: number;
  /** What is left after the entry, split into the instalments. */
  restanteCentavos: number;
  qtdParcelas: number;
  /** floor(restante / n); the last instalment takes the remainder. */
  valorParcelaCentavos: number;
  ultimaParcelaCentavos: number;
}

/**
 * Why this entry cannot be used, or null when it can. Below zero never; above the total never;
 * for a boleto at least the company's minimum share of the price (TabelaCredito, 25% by default),
 * less than the cash price (something must be financed), at least R$ 0,01 for each instalment (a slip of R$ 0,00 can never be paid)
 * and a credit whose CET stays within CET_MAXIMO_PERCENTUAL (not centavos against the instalments). Without a
 * boleto instalment count of the table yet only the floor is known (the total depends on the
 * count), so the ceiling waits for the count.
 */
export function erroEntrada(p: { forma: FormaPagamento; precoCentavos: number; entradaCentavos: number; qtdParcelas: unknown; tabela?: TabelaCredito }): string | null {
  const { forma, precoCentavos, entradaCentavos } = p;
  const tabela = p.tabela ?? TABELA_PADRAO;
  if (entradaCentavos < 0) return MSG_VENDA.entrada;
  if (forma !== "BOLETO") return entradaCentavos > precoCentavos ? MSG_VENDA.entradaMaiorQueTotal : null;
  const minima = entradaMinimaCentavos(precoCentavos, tabela.entrada_minima_percentual);
  if (entradaCentavos < minima) return MSG_VENDA.entradaMinima(formatarCentavos(minima), tabela.entrada_minima_percentual);
  // Something must be financed: with the entry at the cash price nothing is lent.
  if (entradaCentavos >= precoCentavos) return MSG_VENDA.entradaSemCredito(formatarCentavos(precoCentavos));
  const plano = planoDe(tabela, p.qtdParcelas);
  if (!plano) return null;
  const { financiadoCentavos } = calcularParcelamento({ precoCentavos, qtdParcelas: plano.qtd_parcelas, entradaCentavos, dataVenda: "2000-01-01", tabela });
  if (financiadoCentavos < plano.qtd_parcelas) return MSG_VENDA.entradaSemParcelas(formatarCentavos(entradaMaximaComParcelas(precoCentavos, plano.qtd_parcelas, tabela)));
  // The CET is always a number the contract can hold and the screen show: a credit of centavos against the instalments is refused (issue 36 item 8).
  // Instalment k falls intervalo·k days after any sale date, so the rate does not depend on the date.
  const dataVenda = "2000-01-01";
  const { parcelas } = calcularParcelamento({ precoCentavos, qtdParcelas: plano.qtd_parcelas, entradaCentavos, dataVenda, tabela });
  const { cet_anual_percentual: cet } = custoDoCredito({ precoCentavos, entradaCentavos, dataVenda, parcelas });
  if (cet === null || cet > CET_MAXIMO_PERCENTUAL) return MSG_VENDA.entradaCreditoIrrisorio;
  return null;
}

/** The highest entry that still leaves R$ 0,01 for each of the n instalments of this plan. */
function entradaMaximaComParcelas(precoCentavos: number, n: number, tabela: TabelaCredito): number {
  for (let credito = 1; credito <= precoCentavos; credito++) {
    const { financiadoCentavos } = calcularParcelamento({ precoCentavos, qtdParcelas: n, entradaCentavos: precoCentavos - credito, dataVenda: "2000-01-01", tabela });
    if (financiadoCentavos >= n) return precoCentavos - credito;
  }
  return 0;
}

/**
 * PIX, cash and cards cost the product price; a credit card may split what is left after the
 * entry into n instalments without interest, the last taking the remainder, so the entry and the
 * instalments add up to the price to the cent. Throws RangeError with the pt-BR reason when the
 * entry is outside [0, price] or n is not a positive integer.
 */
export function dividirSemJuros(p: { precoCentavos: number; entradaCentavos: number; qtdParcelas: number }): VendaSemJuros {
  const { precoCentavos, entradaCentavos, qtdParcelas: n } = p;
  if (!Number.isSafeInteger(precoCentavos) || precoCentavos < 0) throw new RangeError("Preço deve ser um valor inteiro em centavos");
  if (!Number.isSafeInteger(entradaCentavos) || entradaCentavos < 0) throw new RangeError(MSG_VENDA.entrada);
  if (entradaCentavos > precoCentavos) throw new RangeError(MSG_VENDA.entradaMaiorQueTotal);
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(MSG_VENDA.parcelas);
  const restanteCentavos = precoCentavos - entradaCentavos;
  const valorParcelaCentavos = Math.floor(restanteCentavos / n);
  return {
    totalCentavos: precoCentavos,
    entradaCentavos,
    restanteCentavos,
    qtdParcelas: n,
    valorParcelaCentavos,
    ultimaParcelaCentavos: restanteCentavos - valorParcelaCentavos * (n - 1),
  };
}
