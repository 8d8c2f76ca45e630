/**
 * After a sale: the spec's success text and the sale's documents, each opening in a new tab; a
 * sale paid at the counter also its receipt (issue 27: A4 or 80 mm), to print for the customer; a
 * boleto sale its entry's receipt (issue 36 item 12).
 */
import { Button } from "primereact/button";
import { useState } from "react";
import { paraCentavos } from "../../../../shared/br/dinheiro";
import { recusaReciboVenda } from "../../../../shared/vendas/pagamento-balcao";
import { MSG_VENDA } from "../../../../shared/vendas/schemas";
import { BannerErro } from "../../components/banner-erro";
import { BotaoRecibo } from "../../features/recibos/components/botao-recibo";
import type { NovaVendaResposta } from "../../features/vendas/api/vendas-api";

export function VendaRealizada({ resposta, aoFechar }: { resposta: NovaVendaResposta; aoFechar: () => void }) {
  const [erroRecibo, setErroRecibo] = useState<string | null>(null);
  const contratoId = resposta.contrato?.id ?? resposta.venda.contrato_id;
  return (
    <div className="venda-realizada" role="status">
      <i className="pi pi-check-circle" aria-hidden />
      <div className="venda-realizada-texto">
        <strong>{MSG_VENDA.sucesso}</strong>
        <div className="venda-realizada-links">
          {contratoId && (
            <a href={`/financeiro/contrato/${encodeURIComponent(contratoId)}`} target="_blank" rel="noopener">
              <i className="pi pi-file" aria-hidden /> Abrir contrato
            </a>
          )}
          <a href={`/financeiro/garantia/${encodeURIComponent(resposta.venda.id)}`} target="_blank" rel="noopener">
            <i className="pi pi-shield" aria-hidden /> Abrir termo de garantia
          </a>
          {recusaReciboVenda(resposta.venda, paraCentavos(resposta.venda.entrada)) === null && <BotaoRecibo alvo={{ vendaId: resposta.venda.id }} de="desta venda" aoErro={setErroRecibo} />}
        </div>
        <BannerErro mensagem={erroRecibo} />
      </div>
      <Button type="button" icon="pi pi-times" text rounded aria-label="Fechar aviso" onClick={aoFechar} />
    </div>
  );
}
