/**
 * Opens a PDF of the API in a new tab: the file is fetched with the token (a plain link would
 * carry none: the contract's audit trail, the receipts). The tab is opened before the request,
 * while the click still counts as the user's, so no pop-up blocker stops it; if the browser
 * refuses a tab, the file is saved as `nomeArquivo` instead. A failed request closes the tab and
 * throws the API's error (ErroApi, its pt-BR message) for the screen to show.
 */
import { baixarArquivo } from "./api-client";

export async function abrirPdf(caminho: string, nomeArquivo: string): Promise<void> {
  const aba = window.open("", "_blank");
  try {
    const { blob } = await baixarArquivo(caminho);
    const url = URL.createObjectURL(new Blob([blob], { type: "application/pdf" }));
    if (aba && !aba.closed) {
      aba.location.href = url;
    } else {
      const link = document.createElement("a");
      link.href = url;
      link.download = nomeArquivo;
      document.body.appendChild(link);
      link.click();
      link.remove();
    }
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (erro) {
    aba?.close();
    throw erro;
  }
}
