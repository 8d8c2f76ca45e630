/**
 * The shop's address and WhatsApp as the sign-up (POST /api/empresas) and the company-data screen
 * (PUT /api/empresa) take them: one set of fields, so what a new shop types at sign-up is what
 * Dados Cadastrais shows, never retyped. Each is optional (blank, null or absent leaves as null):
 * the dashboard's first steps (primeiros-passos.ts) list what is still missing.
 * `endereco` is free text (street, number, district); CEP, city and UF are
 * shared/br/endereco-schema.ts's; the WhatsApp follows the phone rule (pasted with +55 or not, it
 * leaves as the national number, 10 or 11 digits).
 */
import { camposEndereco } from "../br/endereco-schema";
import { normalizarTelefone, TELEFONE_MAX_DIGITADO, telefoneValido } from "../br/telefone";
import { textoLimpo } from "../br/texto";
import * as z from "../zod";

export const MSG_CONTATO_LOJA = {
  whatsappInvalido: "WhatsApp inválido. Informe DDD e número.",
} as const;

export const LIMITE_ENDERECO_LOJA = 300;

/** Optional free text: blank becomes null (spec section 5: "endereco optional, saved as null when empty"). */
export const textoOpcional = (campo: string, max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max), textoLimpo(campo, { multilinha: true }))),
    z.transform((v) => (v ? v : null)),
  );

export const whatsappOpcional = () =>
  z.pipe(
    z
      .nullish(z.string().check(z.trim(), z.maxLength(TELEFONE_MAX_DIGITADO, MSG_CONTATO_LOJA.whatsappInvalido)))
      .check(z.refine((v) => !v || telefoneValido(v), MSG_CONTATO_LOJA.whatsappInvalido)),
    z.transform((v) => (v ? normalizarTelefone(v) : null)),
  );

/** Spread into a schema built on first use: `z.object({ ..., ...camposContatoLoja() })`. */
export const camposContatoLoja = () => ({
  endereco: textoOpcional("Endereço", LIMITE_ENDERECO_LOJA),
  ...camposEndereco,
  whatsapp: whatsappOpcional(),
});
