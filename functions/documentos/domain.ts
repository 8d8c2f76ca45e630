/** Pure rules of document templates. */
import { MSG_MODELOS } from "../../shared/documentos/schemas";
import { conteudoVazio } from "../../shared/documentos/conteudo-vazio";
import { sanitizarHtml } from "../../shared/documentos/sanitizar";
import { erroValidacao } from "../lib/errors";

/**
 * What is stored is the sanitised HTML (ARCHITECTURE.md: template HTML is sanitised), so the
 * generated contract, the preview and any other reader start from safe markup. A template that
 * held only markup the policy removes (a lone <script>) is as empty as a blank editor.
 */
export function prepararConteudo(html: string): string {
  const limpo = sanitizarHtml(html);
  if (conteudoVazio(limpo)) throw erroValidacao({ conteudo: MSG_MODELOS.conteudoObrigatorio });
  return limpo;
}
