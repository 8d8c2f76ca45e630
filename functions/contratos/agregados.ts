/**
 * What a contract adds to the dashboard's aggregates (functions/fluxo/projecoes.ts): one to
 * `contratos_sem_contato` while its announced lock reached the customer nowhere (issue 31 item 6).
 */
import { chaves } from "../lib/db/keys";
import type { Contribuicao } from "../lib/db/agregados";

export function contribuicoesContrato(empresaId: string, imagem: Record<string, unknown>): Contribuicao[] {
  return imagem.contato_falhou === true ? [{ chave: chaves.financeiro(empresaId), entidade: "agregado_financeiro", valores: { contratos_sem_contato: 1 } }] : [];
}
