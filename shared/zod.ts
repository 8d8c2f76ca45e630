/**
 * zod's mini build, configured once with Brazilian Portuguese messages; every shared schema
 * imports z from here. Mini is zod's functional API (`z.optional(s)`, `s.check(z.minLength(1, …))`):
 * the classic build's method chains cost ~95 KB minified and ~6 ms of every Lambda's cold start.
 * The common issues get one wording everywhere (the same text a field's own message uses, e.g.
 * 'Use no máximo 120 caracteres'), and a missing value says so instead of zod's
 * 'recebeu um valor "undefined"'; anything rarer falls back to zod's pt-BR locale.
 *
 * The configuration is zod core's, global: code outside shared/ imports "zod/mini" directly and
 * gets these messages once any shared schema has loaded this module (shared/package.json marks
 * it as having side effects). Import it as a namespace, `import * as z from "../zod"` (likewise
 * `import * as z from "zod/mini"`), never `import { z }`: zod's `z` object is its whole
 * namespace, every locale included (~250 KB in each Lambda), while a namespace import lets
 * esbuild keep only the members a file uses.
 */
import * as z from "zod/mini";
import ptBR from "zod/v4/locales/pt-BR.js";
import { MSG_GENERICA } from "./mensagens-genericas";

const TIPOS: Record<string, string> = {
  string: "um texto",
  number: "um número",
  int: "um número inteiro",
  boolean: "verdadeiro ou falso",
  array: "uma lista",
  object: "um objeto",
  date: "uma data",
};

type Issue = z.core.$ZodRawIssue;

/** The generic message of an issue, or undefined to let the locale answer. */
export function mensagemGenerica(issue: Issue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null) return MSG_GENERICA.obrigatorio;
      return MSG_GENERICA.tipo(TIPOS[issue.expected] ?? "outro tipo de valor");
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string") return MSG_GENERICA.textoLongo(max);
      if (issue.origin === "array" || issue.origin === "set") return MSG_GENERICA.itensDemais(max);
      if (issue.origin === "number" || issue.origin === "int") return MSG_GENERICA.numeroMaximo(max);
      return MSG_GENERICA.invalido;
    }
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string") return min <= 1 ? MSG_GENERICA.obrigatorio : MSG_GENERICA.textoCurto(min);
      if (issue.origin === "array" || issue.origin === "set") return MSG_GENERICA.itensDePoucos(min);
      if (issue.origin === "number" || issue.origin === "int") return issue.inclusive ? MSG_GENERICA.numeroMinimo(min) : MSG_GENERICA.numeroAcima(min);
      return MSG_GENERICA.invalido;
    }
    case "invalid_value":
      return MSG_GENERICA.opcao(issue.values.map(String));
    case "invalid_format":
    case "invalid_union":
    case "invalid_key":
    case "invalid_element":
    case "not_multiple_of":
      return MSG_GENERICA.invalido;
    case "unrecognized_keys":
      return undefined;
    default:
      return undefined;
  }
}

z.config(ptBR());
z.config({ customError: mensagemGenerica });

/** `s`, or null when the value is absent, null or undefined (never undefined on the way out). */
export const ouNulo = <S extends z.core.$ZodType>(s: S) => z.pipe(z.nullish(s), z.transform((v): z.output<S> | null => v ?? null));

export * from "zod/mini";
