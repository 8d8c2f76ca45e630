/** After a sale: the spec's success text and the sale's documents, each opening in a new tab. */
import { Button } from "primereact/button";
import { MSG_VENDA } from "../../../../shared/vendas/schemas";
import type { NovaVendaResposta } from "../../features/vendas/api/vendas-api";

export function VendaRealizada({ resposta, aoFechar }: { resposta: NovaVendaResposta; aoFechar: () => void }) {
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
        </div>
      </div>
      <Button type="button" icon="pi pi-times" text rounded aria-label="Fechar aviso" onClick={aoFechar} />
    </div>
  );
}
