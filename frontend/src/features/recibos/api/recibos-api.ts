/**
 * Receipts (issue 27 items 6 and 7): of a paid instalment (Controle de Boletos) and of a sale paid
 * at the counter (Financeiro, the sale's success screen). The PDF is fetched with the token and
 * opened in a new tab (lib/abrir-pdf.ts), on A4 or on an 80 mm thermal roll.
 */
import { caminho } from "../../../../../shared/api/routes";
import type { FormatoRecibo } from "../../../../../shared/vendas/pagamento-balcao";
import { abrirPdf } from "../../../lib/abrir-pdf";

/** What a receipt is of: the route's id names it (a paid instalment `<contrato>-NN`, or a sale). */
export type AlvoRecibo = { parcelaId: string } | { vendaId: string };

export const caminhoRecibo = (alvo: AlvoRecibo, formato: FormatoRecibo): string =>
  `${"parcelaId" in alvo ? caminho("/api/parcelas/{parcelaId}/recibo", { parcelaId: alvo.parcelaId }) : caminho("/api/vendas/{id}/recibo", { id: alvo.vendaId })}?formato=${formato}`;

export const abrirRecibo = (alvo: AlvoRecibo, formato: FormatoRecibo): Promise<void> =>
  abrirPdf(caminhoRecibo(alvo, formato), `recibo-${"parcelaId" in alvo ? alvo.parcelaId : alvo.vendaId}.pdf`);

export const ROTULO_FORMATO_RECIBO: Record<FormatoRecibo, string> = { a4: "A4", "80mm": "80 mm (impressora térmica)" };

export const MSG_RECIBO_TELA = {
  erro: (causa: string) => `Erro ao abrir o recibo: ${causa}`,
  erroPadrao: "Erro desconhecido",
} as const;
