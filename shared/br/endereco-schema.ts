/**
 * The zod fields of a postal address beside the free-text `endereco` (customers and the company:
 * printed on the boleto slip). Each is optional: blank, null or absent leaves as null. `cep`
 * leaves as its 8 digits, `uf` as its upper-case code, `cidade` trimmed.
 */
import { MSG_GENERICA } from "../mensagens-genericas";
import * as z from "../zod";
import { CEP_MAX_DIGITADO, cepValido, normalizarCep } from "./cep";
import { textoLimpo } from "./texto";
import { normalizarUf, ufValida } from "./uf";
import { preguicoso } from "../preguicoso";

export const MSG_ENDERECO = {
  cepInvalido: "CEP inválido",
  ufInvalida: "UF inválida",
} as const;

export const LIMITE_CIDADE = 100;

export const cepOpcional = preguicoso(() =>
  z.pipe(
    z.nullish(z.string({ error: MSG_ENDERECO.cepInvalido }).check(z.trim(), z.maxLength(CEP_MAX_DIGITADO, MSG_ENDERECO.cepInvalido))).check(
      z.refine((v) => !v || cepValido(v), MSG_ENDERECO.cepInvalido),
    ),
    z.transform((v) => (v ? normalizarCep(v) : null)),
  ),
);

export const ufOpcional = preguicoso(() =>
  z.pipe(
    z.nullish(z.string({ error: MSG_ENDERECO.ufInvalida }).check(z.trim(), z.maxLength(2, MSG_ENDERECO.ufInvalida))).check(
      z.refine((v) => !v || ufValida(v), MSG_ENDERECO.ufInvalida),
    ),
    z.transform((v) => (v ? normalizarUf(v) : null)),
  ),
);

export const cidadeOpcional = preguicoso(() =>
  z.pipe(z.nullish(z.string().check(z.trim(), z.maxLength(LIMITE_CIDADE, MSG_GENERICA.textoLongo(LIMITE_CIDADE)), textoLimpo("Cidade"))), z.transform((v) => v || null)),
);

/** Spread into an input schema: `z.object({ ..., endereco, ...camposEndereco })`. */
export const camposEndereco = { cep: cepOpcional, cidade: cidadeOpcional, uf: ufOpcional };

/** The same fields as stored and answered: a string or null (items written before them read as null). */
export const camposEnderecoGravados = {
  cep: z.ouNulo(z.string()),
  cidade: z.ouNulo(z.string()),
  uf: z.ouNulo(z.string()),
};
