/**
 * One definition per item type (docs/estilo.md "DynamoDB keys" point 8): its attributes as a zod
 * schema, its key and index builders, and `ler(item)` that PARSES what was read — a read never
 * casts. A stored item that does not match its schema is a bug or a bad migration: it is logged
 * with its key and answered as a 500 (never as the caller's 400, which a raw ZodError would be).
 *
 * Why our own small helper and not ElectroDB: the key strings already written (`EMP#<id>` /
 * `CONTRATO#<id>#PARCELA#07`, guards like `CNPJ#<digits>` / `CNPJ`) are a stored contract
 * (keys.ts, test/unit/keys.test.ts). ElectroDB composes its own keys (`$service#entity_version`
 * prefixes, lower-cased composites) and tags every item with `__edb_e__`/`__edb_v__`, filtering
 * reads by them — items written before would be invisible or need a rewrite of every item, and
 * its attribute types are not the zod schemas `shared/` already has. Its transaction API would
 * also sit beside our `transacao()` (pieces that say what their failure means, transient retries).
 * What we take from it is the lesson: one place per item type for attributes, keys and indexes.
 */
import * as z from "zod/mini";
import { logger } from "../logger";
import type { Peca } from "./transacao";
import { TABELA } from "./table";
import { tabela } from "./client";

export type Chave = { PK: string; SK: string };
/** Secondary-index attributes of an item (GSI1PK, GSI1SK, ...), as keys.ts `indices` builds them. */
export type AtributosIndice = Partial<Record<(typeof TABELA.indices)[number]["pk" | "sk"], string>>;

/** Everything that is table plumbing, not the entity's data. */
const PLUMBING = new Set<string>([TABELA.pk, TABELA.sk, ...TABELA.indices.flatMap((i) => [i.pk, i.sk]), "entidade", TABELA.ttl, "rel_versao"]);

/** A stored item failed its schema: a 500 with the key in the log, never a validation answer. */
export class ItemInvalido extends Error {
  constructor(
    readonly entidade: string,
    readonly chave: { PK: unknown; SK: unknown },
  ) {
    super(`item ${entidade} inválido na tabela (${String(chave.PK)} / ${String(chave.SK)})`);
    this.name = "ItemInvalido";
  }
}

export interface DefinicaoEntidade<S extends z.core.$ZodType<Record<string, unknown>>> {
  /** The stored attributes (without keys and `entidade`). */
  atributos: S;
  chave: (a: z.infer<S>) => Chave;
  /** The index attributes this item has IN THIS STATE (sparse indexes: absent = not listed). */
  indices?: (a: z.infer<S>) => AtributosIndice[];
  /**
   * Constant attributes every write of this item carries (not part of its data: `ler` drops them).
   * The report aggregates' mark (agregados.ts MARCA_RELATORIOS) is one: an item written by
   * `item()` is counted in them from its first write.
   */
  marcas?: Record<string, string | number>;
}

export interface Entidade<T extends Record<string, unknown>> {
  /** Value of the `entidade` attribute (what the stream consumer and readers switch on). */
  readonly nome: string;
  chave(a: T): Chave;
  /** Index attributes of `a` merged (see `indices`). */
  indices(a: T): AtributosIndice;
  /** The whole item to write: key, index attributes, `entidade` and the attributes (validated). */
  item(a: T): Record<string, unknown>;
  /** Parses a read item into the entity's attributes (keys stripped); ItemInvalido when it does not match. */
  ler(item: Record<string, unknown>): T;
  lerTalvez(item: Record<string, unknown> | undefined): T | undefined;
  /** A Put of a new item (fails if the key exists); `seFalhar` says what that means, if anything. */
  novo(a: T, seFalhar?: Peca["seFalhar"]): Peca;
  /**
   * SET/REMOVE fragments that bring the index attributes in line with `a` (for an Update that
   * changes what an index is keyed on): every index attribute this entity may use is set or removed.
   */
  atualizacaoIndices(a: T): { set: string[]; remove: string[]; valores: Record<string, string> };
}

export function entidade<S extends z.core.$ZodType<Record<string, unknown>>>(nome: string, def: DefinicaoEntidade<S>): Entidade<z.infer<S>> {
  type T = z.infer<S>;
  const indices = (a: T): AtributosIndice => Object.assign({}, ...(def.indices?.(a) ?? [])) as AtributosIndice;
  const validar = (a: unknown, chave: { PK: unknown; SK: unknown }): T => {
    const r = z.safeParse(def.atributos, a);
    if (r.success) return r.data;
    logger.error("item fora do formato da sua entidade", { entidade: nome, PK: chave.PK, SK: chave.SK, problemas: r.error.issues.slice(0, 5) });
    throw new ItemInvalido(nome, chave);
  };
  const todosAtributosIndice = TABELA.indices.flatMap((i) => [i.pk, i.sk]);
  return {
    nome,
    chave: def.chave,
    indices,
    item(a) {
      const chave = def.chave(a);
      const valido = validar(a, chave);
      return { ...chave, ...indices(valido), entidade: nome, ...valido, ...def.marcas };
    },
    ler(item) {
      const dados: Record<string, unknown> = Object.fromEntries(Object.entries(item).filter(([k]) => !PLUMBING.has(k)));
      // The tenant is in the key: items written before `empresa_id` was an attribute still parse.
      if (dados.empresa_id === undefined && typeof item.PK === "string" && item.PK.startsWith("EMP#")) dados.empresa_id = item.PK.slice(4);
      return validar(dados, { PK: item.PK, SK: item.SK });
    },
    lerTalvez(item) {
      return item ? this.ler(item) : undefined;
    },
    novo(a, seFalhar) {
      return { item: { Put: { TableName: tabela(), Item: this.item(a), ConditionExpression: "attribute_not_exists(PK)" } }, ...(seFalhar ? { seFalhar } : {}) };
    },
    atualizacaoIndices(a) {
      const atuais = indices(a) as Record<string, string>;
      const set: string[] = [];
      const remove: string[] = [];
      const valores: Record<string, string> = {};
      for (const atributo of todosAtributosIndice) {
        if (atuais[atributo] !== undefined) {
          set.push(`${atributo} = :idx_${atributo}`);
          valores[`:idx_${atributo}`] = atuais[atributo];
        } else remove.push(atributo);
      }
      return { set, remove, valores };
    },
  };
}
