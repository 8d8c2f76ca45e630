/** Pure rules of document templates. */
import { MSG_MODELOS } from "../../shared/documentos/schemas";
import { conteudoVazio } from "../../shared/documentos/conteudo-vazio";
import { erroValidacao } from "../lib/errors";

/**
 * What is stored is the sanitised HTML (docs/arquitetura.md: template HTML is sanitised), so the
 * generated contract, the preview and any other reader start from safe markup. A template that
 * held only markup the policy removes (a lone <script>) is as empty as a blank editor.
 * sanitize-html and postcss are a lazy chunk: only the template writes load them, not the cold
 * start of every documentos route.
 */
export async function prepararConteudo(html: string): Promise<string> {
  const { sanitizarHtml } = await import("../../shared/documentos/sanitizar");
  const limpo = sanitizarHtml(html);
  if (conteudoVazio(limpo)) throw erroValidacao({ conteudo: MSG_MODELOS.conteudoObrigatorio });
  return limpo;
}
