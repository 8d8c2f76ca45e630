/**
 * Prints only a document: its HTML goes into a hidden iframe with the A4 print page and the
 * document styles, and that frame is printed, so no menu, header or dialog of the app appears.
 * Used by the template preview and by the contract and warranty pages.
 */
import { CSS_DOCUMENTO, CSS_IMPRESSAO } from "../../../../shared/documentos/estilo-documento";
import { escaparHtml } from "../../../../shared/documentos/renderizar";

/** `html` must already be sanitised (renderizarDocumento's output). */
export function imprimirDocumento(html: string, titulo: string): void {
  const quadro = document.createElement("iframe");
  quadro.setAttribute("title", "Impressão do documento");
  quadro.setAttribute("aria-hidden", "true");
  quadro.dataset.impressao = "documento";
  Object.assign(quadro.style, { position: "fixed", right: "0", bottom: "0", width: "0", height: "0", border: "0", visibility: "hidden" });
  quadro.srcdoc = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${escaparHtml(titulo)}</title><style>${CSS_DOCUMENTO}${CSS_IMPRESSAO}</style></head><body><article class="documento">${html}</article></body></html>`;
  quadro.addEventListener("load", () => {
    const janela = quadro.contentWindow;
    if (!janela) return;
    // The frame goes away once the print dialog closes (or at once where printing is a no-op).
    janela.addEventListener("afterprint", () => setTimeout(() => quadro.remove(), 0));
    janela.focus();
    janela.print();
  });
  document.querySelectorAll("iframe[data-impressao='documento']").forEach((antigo) => antigo.remove());
  document.body.appendChild(quadro);
}
