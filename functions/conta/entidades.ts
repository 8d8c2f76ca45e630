/** The item types of a company account: the company, its CNPJ guard (unique across companies) and its counters. */
import * as z from "zod/mini";
import { camposEnderecoGravados } from "../../shared/br/endereco-schema";
import { Empresa } from "../../shared/conta/schemas";
import { entidade } from "../lib/db/entidade";
import { chaves } from "../lib/db/keys";
import { preguicoso } from "../../shared/preguicoso";

/**
 * Companies registered before CEP, city and UF existed have none of them: they read as null.
 * The first steps' flags (shared/empresa/primeiros-passos.ts) are instants, absent until set:
 * the collection settings' first save, a contract template's first save (or the default kept),
 * the list dismissed. They are the company's state, not its data: no answer carries them as such.
 */
export const EmpresaGravada = z.extend(Empresa, {
  ...camposEnderecoGravados,
  updated_at: z.optional(z.string()),
  passo_cobranca_em: z.optional(z.string()),
  passo_modelo_contrato_em: z.optional(z.string()),
  passos_dispensados_em: z.optional(z.string()),
});
export type EmpresaGravada = z.infer<typeof EmpresaGravada>;

export const EmpresaItem = entidade("empresa", {
  atributos: EmpresaGravada,
  chave: (e) => chaves.empresa(e.id),
});

export const GuardaCnpjGravada = preguicoso(() => z.object({ cnpj: z.string(), empresa_id: z.string() }));
export const GuardaCnpj = entidade("guarda_cnpj", {
  atributos: GuardaCnpjGravada,
  chave: (g) => chaves.guardaCnpjEmpresa(g.cnpj),
});

/** Sequences (codes) and the counts plan limits use; `valor` only ever moves by ADD. */
export const ContadorGravado = preguicoso(() => z.object({ empresa_id: z.string(), nome: z.string(), valor: z.number().check(z.int()) }));
export const Contador = entidade("contador", {
  atributos: ContadorGravado,
  chave: (c) => chaves.contador(c.empresa_id, c.nome),
});
