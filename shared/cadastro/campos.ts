/**
 * Field builders of the registries' schemas. Optional text arrives as a string (maybe blank),
 * null or absent and leaves as a trimmed string or null ("empty optional fields are saved as
 * null", spec section 5); documents and phones leave in their normal form (CPF digits, CNPJ
 * upper case without punctuation, phone as the national number).
 */
import { cnpjValido, normalizarCnpj } from "../br/cnpj";
import { cpfValido } from "../br/cpf";
import { hojeBrasil } from "../br/datas";
import { somenteDigitos } from "../br/digitos";
import { textoLimpo } from "../br/texto";
import { normalizarTelefone, TELEFONE_MAX_DIGITADO, telefoneValido } from "../br/telefone";
import * as z from "../zod";
import { dataBrParaIso, dataNascimentoValida } from "./datas";
import { MSG_CADASTRO as M } from "./mensagens";
import { preguicoso } from "../preguicoso";

export const LIMITES = { nome: 120, endereco: 300, descricao: 1000, email: 254, id: 64, busca: 100 } as const;

/** A required one-line text; `campo` names the field in the message of the text rule (shared/br/texto.ts). */
export const textoObrigatorio = (campo: string, mensagem: string, max: number = LIMITES.nome) =>
  z.string({ error: mensagem }).check(z.trim(), z.minLength(1, mensagem), z.maxLength(max, M.textoLongo(max)), textoLimpo(campo));

/** Optional texts are typed in text areas (address, description): line breaks are theirs. */
export const textoOpcional = (campo: string, max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, M.textoLongo(max)), textoLimpo(campo, { multilinha: true }))),
    z.transform((v) => v || null),
  );

/** Optional masked input: blank → null; otherwise checked by `valido` and stored as `normalizar` gives it. */
const documentoOpcional = (maxDigitado: number, valido: (v: string) => boolean, normalizar: (v: string) => string, mensagem: string) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(maxDigitado, mensagem))).check(z.refine((v) => !v || valido(v), mensagem)),
    z.transform((v) => (v ? normalizar(v) : null)),
  );

export const cnpjOpcional = documentoOpcional(18, cnpjValido, normalizarCnpj, M.cnpjInvalido);
export const cpfOpcional = documentoOpcional(14, cpfValido, somenteDigitos, M.cpfInvalido);
export const telefoneOpcional = documentoOpcional(TELEFONE_MAX_DIGITADO, telefoneValido, (v) => normalizarTelefone(v) ?? "", M.telefoneInvalido);

export const emailOpcional = preguicoso(() => z.pipe(
  z
    .nullish(z.string().check(z.trim(), z.maxLength(LIMITES.email, M.emailInvalido)))
    .check(z.refine((v) => !v || z.email().safeParse(v).success, M.emailInvalido)),
  z.transform((v) => (v ? v.toLowerCase() : null)),
));

/** API form of the birth date: YYYY-MM-DD. */
export const dataNascimentoIso = preguicoso(() => z.pipe(
  z.nullish(z.string().check(z.trim())).check(z.refine((v) => !v || dataNascimentoValida(v, hojeBrasil()), M.dataNascimentoInvalida)),
  z.transform((v) => v || null),
));

/** Screen form of the birth date: dd/mm/aaaa, leaving as YYYY-MM-DD like the API takes it. */
export const dataNascimentoBr = preguicoso(() => z.pipe(
  z.nullish(z.string().check(z.trim())).check(
    z.refine((v) => {
      if (!v) return true;
      const iso = dataBrParaIso(v);
      return iso !== null && dataNascimentoValida(iso, hojeBrasil());
    }, M.dataNascimentoInvalida),
  ),
  z.transform((v) => (v ? dataBrParaIso(v) : null)),
));

/** An id the body points at: blank → "required"; longer than any id → "not found" (like a missing one). */
export const idObrigatorio = (mensagem: string, naoEncontrado: string) =>
  z.string({ error: mensagem }).check(z.trim(), z.minLength(1, mensagem), z.maxLength(LIMITES.id, naoEncontrado));

/**
 * A number the form may leave empty (PrimeReact InputNumber gives null): null or absent → the
 * "required" message, anything not a finite number → a generic one.
 */
export const numeroObrigatorio = (mensagem: string) =>
  z.pipe(
    z
      .union([z.number({ error: M.numeroInvalido }), z.null()], {
        error: (i) => (i.input === undefined || i.input === null ? mensagem : M.numeroInvalido),
      })
      .check(z.refine((v) => v !== null, mensagem)),
    z.transform((v) => v as number),
  );

/** `?q=` of every list. */
export const ListaQuery = preguicoso(() => z.object({ q: z.optional(z.string().check(z.trim(), z.maxLength(LIMITES.busca))) }));
export type ListaQuery = z.infer<typeof ListaQuery>;

/**
 * `?q=&limit=&cursor=` of the lists that grow without bound (suppliers, customers, products):
 * docs/api.md's paging, `next` passed back as `cursor`. The search runs over every page.
 */
export const ListaPaginadaQuery = preguicoso(() => z.extend(ListaQuery, {
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 50),
  cursor: z.optional(z.string().check(z.maxLength(2000))),
}));
export type ListaPaginadaQuery = z.infer<typeof ListaPaginadaQuery>;
