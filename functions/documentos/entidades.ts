/** The item types `documentos` owns: the template and the per-type pointer to the active one. */
import * as z from "zod/mini";
import { TIPOS_DOCUMENTO } from "../../shared/documentos/placeholders";
import { ModeloDocumento } from "../../shared/documentos/schemas";
import { entidade } from "../lib/db/entidade";
import { chaves } from "../lib/db/keys";
import { preguicoso } from "../../shared/preguicoso";

export const ModeloGravado = z.extend(ModeloDocumento, { empresa_id: z.string() });
export type ModeloGravado = z.infer<typeof ModeloGravado>;

export const Modelo = entidade("modelo_documento", {
  atributos: ModeloGravado,
  chave: (m) => chaves.modeloDocumento(m.empresa_id, m.id),
});

/** `MODELO_ATIVO#<tipo>`: the active template's id with a copy of its nome and conteudo (one GetItem at sale time). */
export const PonteiroGravado = preguicoso(() => z.object({
  empresa_id: z.string(),
  tipo: z.enum(TIPOS_DOCUMENTO),
  modelo_id: z.string(),
  nome: z.string(),
  conteudo: z.string(),
  updated_at: z.string(),
}));
export type PonteiroGravado = z.infer<typeof PonteiroGravado>;

export const ModeloAtivo = entidade("modelo_ativo", {
  atributos: PonteiroGravado,
  chave: (p) => chaves.modeloAtivo(p.empresa_id, p.tipo),
});
