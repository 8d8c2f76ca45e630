/**
 * Which item types feed which aggregates: the stream consumer asks each image's domain what the
 * item adds (functions/lib/db/agregados.ts). An item type not listed here adds nothing (users,
 * registries, the aggregates themselves and the dedupe items all pass through untouched).
 */
import { contribuicoesContrato } from "../contratos";
import { contribuicoesItem } from "../estoque";
import type { Contribuicao } from "../lib/db/agregados";
import { contribuicoesParcela, contribuicoesVenda } from "../vendas";
import type { Imagem } from "./registro";

const PROJECOES: Record<string, (empresaId: string, imagem: Imagem) => Contribuicao[]> = {
  venda: contribuicoesVenda,
  parcela: contribuicoesParcela,
  item_estoque: contribuicoesItem,
  contrato: contribuicoesContrato,
};

export function projetar(empresaId: string | undefined, imagem: Imagem | undefined): Contribuicao[] {
  if (!imagem || !empresaId || typeof imagem.entidade !== "string") return [];
  const projecao = PROJECOES[imagem.entidade];
  return projecao ? projecao(empresaId, imagem) : [];
}
