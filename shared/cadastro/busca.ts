/**
 * The registries' search (spec section 2): a case-insensitive substring of the record's name or
 * code. The API applies it to `?q=` and the screens to what the user types, so both agree on what
 * matches.
 */
import { normalizarCnpj } from "../br/cnpj";
import type { Produto } from "./produto";
import type { Cliente, Fornecedor, RegistroSimples } from "./schemas";

const normalizar = (s: string): string => s.toLocaleLowerCase("pt-BR");

/** True when `termo` is blank or occurs in any of `campos` (null/undefined fields never match). */
export function correspondeBusca(termo: string | null | undefined, campos: readonly (string | null | undefined)[]): boolean {
  const t = normalizar((termo ?? "").trim());
  if (!t) return true;
  return campos.some((c) => typeof c === "string" && normalizar(c).includes(t));
}

/** Below this many digits (or CNPJ characters) a term is a code ("0012"), not a piece of a document or phone. */
const DIGITOS_MINIMOS_DOCUMENTO = 6;

/**
 * CPFs and phones are stored as digits but typed masked ("529.982") or bare: a term made only of
 * digits and mask punctuation, with enough digits, matches the document by its digits. A phone
 * copied from WhatsApp starts "+55", which the stored national number never holds.
 */
export function correspondeDocumento(termo: string | null | undefined, documento: string | null | undefined): boolean {
  const t = (termo ?? "").trim().replace(/^\+\s*55/, "");
  const digitos = t.replace(/\D/g, "");
  if (!documento || digitos.length < DIGITOS_MINIMOS_DOCUMENTO || /[^\d.\-/()\s]/.test(t)) return false;
  return documento.includes(digitos);
}

/**
 * A CNPJ is stored upper case without punctuation and may hold letters (alphanumeric CNPJ), so
 * a piece of it typed masked or bare, in any case ("abc.345/01"), matches it in its normal form.
 */
export function correspondeCnpj(termo: string | null | undefined, cnpj: string | null | undefined): boolean {
  const t = (termo ?? "").trim();
  const normal = normalizarCnpj(t);
  if (!cnpj || normal.length < DIGITOS_MINIMOS_DOCUMENTO || /[^0-9A-Za-z.\-/\s]/.test(t)) return false;
  return cnpj.includes(normal);
}

/** What each list searches: whether one record matches the term (the API filters page by page). */
export const casa = {
  simples: (q: string | undefined) => (r: RegistroSimples) => correspondeBusca(q, [r.nome, r.codigo]),
  fornecedores: (q: string | undefined) => (f: Fornecedor) => correspondeBusca(q, [f.nome, f.codigo]) || correspondeCnpj(q, f.cnpj),
  clientes: (q: string | undefined) => (c: Cliente) =>
    correspondeBusca(q, [c.nome]) || correspondeDocumento(q, c.cpf) || correspondeDocumento(q, c.telefone),
  produtos: (q: string | undefined) => (p: Produto) => correspondeBusca(q, [p.nome_modelo, p.codigo, p.marca?.nome, p.categoria?.nome]),
};

/** The same rule over a whole list. */
export const filtrar = {
  simples: (q: string | undefined, l: RegistroSimples[]) => l.filter(casa.simples(q)),
  fornecedores: (q: string | undefined, l: Fornecedor[]) => l.filter(casa.fornecedores(q)),
  clientes: (q: string | undefined, l: Cliente[]) => l.filter(casa.clientes(q)),
  produtos: (q: string | undefined, l: Produto[]) => l.filter(casa.produtos(q)),
};
