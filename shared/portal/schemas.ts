/**
 * The public customer area (SPEC.md section 2 'Área do Cliente', API.md `POST /api/portal/consulta`):
 * the lookup's input, its answer and the pt-BR texts of spec sections 5 and 8. Shared by the
 * handler and the /consulta-boletos screen (one schema for the form and the request).
 */
import * as z from "zod";
import { somenteDigitos } from "../br/digitos";
import { normalizarTelefone, TELEFONE_MAX_DIGITADO } from "../br/telefone";
import { MSG_PORTAL } from "./mensagens";
import { preguicoso } from "../preguicoso";

// The texts live apart from the schemas so the customer pages can show them without loading zod.
export { MSG_PORTAL } from "./mensagens";

/** A CPF as typed (000.000.000-00) is 14 characters; anything much longer is not a CPF. */
const CPF_MAX_DIGITADO = 20;

/** Spec section 5: 11 digits after removing non-digits, not all the same digit; no check digits. */
export function cpfDoPortalValido(valor: string): boolean {
  const d = somenteDigitos(valor);
  return valor.length <= CPF_MAX_DIGITADO && d.length === 11 && !/^(\d)\1{10}$/.test(d);
}

export const ConsultaPortalInput = preguicoso(() => z.object({
  cpf: z
    .string({ error: MSG_PORTAL.cpfObrigatorio })
    .trim()
    .min(1, MSG_PORTAL.cpfObrigatorio)
    .refine(cpfDoPortalValido, MSG_PORTAL.cpfInvalido)
    .transform((v) => somenteDigitos(v)),
  telefone: z
    .string({ error: MSG_PORTAL.telefoneObrigatorio })
    .trim()
    .min(1, MSG_PORTAL.telefoneObrigatorio)
    .max(TELEFONE_MAX_DIGITADO, MSG_PORTAL.telefoneInvalido)
    .refine((v) => normalizarTelefone(v) !== null, MSG_PORTAL.telefoneInvalido)
    .transform((v) => normalizarTelefone(v) ?? ""),
}));
export type ConsultaPortalInput = z.infer<typeof ConsultaPortalInput>;

export const STATUS_BOLETO_PORTAL = ["pago", "pendente", "atrasado"] as const;
export const STATUS_APARELHO = ["Ativo", "Bloqueado", "Pendente"] as const;

const Data = preguicoso(() => z.string().regex(/^\d{4}-\d{2}-\d{2}$/));

/** `.strict()`: the answer carries nothing else (no ids, no costs). */
export const BoletoPortal = preguicoso(() => z
  .object({
    numero_parcela: z.number().int(),
    status: z.enum(STATUS_BOLETO_PORTAL),
    /** Reais; with the late charges of today when `atrasado`. */
    valor_parcela: z.number(),
    data_vencimento: Data,
    /** The first banking day on or after the due date: paid up to it, no charges. */
    vencimento_util: Data,
    link_boleto: z.string().nullable(),
    linha_digitavel: z.string().nullable(),
    pix_copia_e_cola: z.string().nullable(),
  })
  .strict());
export type BoletoPortal = z.infer<typeof BoletoPortal>;

export const ContratoPortal = preguicoso(() => z
  .object({
    loja: z.object({ nome_fantasia: z.string(), whatsapp: z.string().nullable(), endereco: z.string().nullable() }).strict(),
    aparelho: z.object({ modelo: z.string(), imei_final: z.string() }).strict(),
    statusAparelho: z.enum(STATUS_APARELHO),
    proximoVencimento: Data.nullable(),
    valorProximoVencimento: z.number().nullable(),
    todosBoletos: z.array(BoletoPortal),
  })
  .strict());
export type ContratoPortal = z.infer<typeof ContratoPortal>;

export const ConsultaPortal = preguicoso(() => z.object({ contratos: z.array(ContratoPortal) }).strict());
export type ConsultaPortal = z.infer<typeof ConsultaPortal>;

/** POST /api/clientes/conta: the CPF has non-digits stripped and must then be exactly 11 digits (spec section 5). */
export const CriarContaClienteInput = preguicoso(() => z.object({
  cpf: z
    .string({ error: MSG_PORTAL.cpfInvalidoConta })
    .max(CPF_MAX_DIGITADO, MSG_PORTAL.cpfInvalidoConta)
    .transform((v) => somenteDigitos(v))
    .refine((v) => v.length === 11, MSG_PORTAL.cpfInvalidoConta),
  email: z
    .string({ error: "Email é obrigatório" })
    .trim()
    .min(1, "Email é obrigatório")
    .max(254, "Email inválido")
    .refine((v) => z.email().safeParse(v).success, "Email inválido")
    .transform((v) => v.toLowerCase()),
  senha: z.string({ error: "Senha é obrigatória" }).min(1, "Senha é obrigatória").min(6, "Senha deve ter pelo menos 6 caracteres").max(256, "Use no máximo 256 caracteres"),
}));
export type CriarContaClienteInput = z.infer<typeof CriarContaClienteInput>;
