/**
 * 'Visualizar: {nome}' (SPEC section 2 says 'Preview: {name}': English on a pt-BR screen, docs/desvios.md): the template rendered with sample data by the same
 * function the sale uses; 'Imprimir' prints only the document.
 */
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { Message } from "primereact/message";
import { useMemo } from "react";
import { CSS_DOCUMENTO } from "../../../../../shared/documentos/estilo-documento";
import { dadosExemplo, renderizarDocumento } from "../../../../../shared/documentos/renderizar";
import type { ModeloDocumento } from "../../../../../shared/documentos/schemas";
import { imprimirDocumento } from "../../../features/documentos/imprimir-documento";

interface Props {
  modelo: ModeloDocumento;
  nomeEmpresa: string;
  onFechar: () => void;
}

export function ModalPreview({ modelo, nomeEmpresa, onFechar }: Props) {
  const { html, desconhecidos } = useMemo(
    () => renderizarDocumento(modelo.conteudo, modelo.tipo, dadosExemplo(nomeEmpresa)),
    [modelo.conteudo, modelo.tipo, nomeEmpresa],
  );

  const rodape = (
    <div className="modal-rodape">
      <Button type="button" label="Fechar" outlined onClick={onFechar} />
      <Button type="button" label="Imprimir" icon="pi pi-print" onClick={() => imprimirDocumento(html, modelo.nome)} />
    </div>
  );

  return (
    <Dialog header={`Visualizar: ${modelo.nome}`} visible onHide={onFechar} modal footer={rodape} style={{ width: "56rem", maxWidth: "95vw" }} className="modal-preview">
      <style>{CSS_DOCUMENTO}</style>
      <p className="preview-subtitulo">Visualização com dados de exemplo</p>
      <Message
        severity="info"
        className="modelo-aviso"
        text="Os marcadores (como {{cliente_nome}}) são substituídos pelos dados reais quando o documento é gerado durante uma venda."
      />
      {desconhecidos.length > 0 && (
        <Message severity="warn" className="modelo-aviso" text={`Marcadores não reconhecidos, mostrados como foram digitados: ${desconhecidos.join(", ")}.`} />
      )}
      <article className="documento preview-documento" aria-label="Documento de exemplo" dangerouslySetInnerHTML={{ __html: html }} />
    </Dialog>
  );
}
