/**
 * The public customer area (docs/especificacao.md section 2 'Área do Cliente', docs/api.md `POST /api/portal/consulta`):
 * the lookup's input, its answer and the pt-BR texts of spec sections 5 and 8. Shared by the
 * handler and the /consulta-boletos screen (one schema for the form and the request).
 */
import * as z from "zod/mini";
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
  cpf: z.pipe(
    z
      .string({ error: MSG_PORTAL.cpfObrigatorio })
      .check(z.trim(), z.minLength(1, MSG_PORTAL.cpfObrigatorio), z.refine(cpfDoPortalValido, MSG_PORTAL.cpfInvalido)),
    z.transform((v) => somenteDigitos(v)),
  ),
  telefone: z.pipe(
    z
      .string({ error: MSG_PORTAL.telefoneObrigatorio })
      .check(
        z.trim(),
        z.minLength(1, MSG_PORTAL.telefoneObrigatorio),
        z.maxLength(TELEFONE_MAX_DIGITADO, MSG_PORTAL.telefoneInvalido),
        z.refine((v) => normalizarTelefone(v) !== null, MSG_PORTAL.telefoneInvalido),
      ),
    z.transform((v) => normalizarTelefone(v) ?? ""),
  ),
}));
export type ConsultaPortalInput = z.infer<typeof ConsultaPortalInput>;

export const STATUS_BOLETO_PORTAL = ["pago", "pendente", "atrasado"] as const;
export const STATUS_APARELHO = ["Ativo", "Bloqueado", "Pendente"] as const;

const Data = preguicoso(() => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));

/** Strict objects: the answer carries nothing else (no ids, no costs). */
export const BoletoPortal = preguicoso(() => z
  .strictObject({
    numero_parcela: z.number().check(z.int()),
    status: z.enum(STATUS_BOLETO_PORTAL),
    /** Reais; with the late charges of today when `atrasado`. */
    valor_parcela: z.number(),
    /** Reais actually paid for it (a payoff pays each at its discounted amount: issue 36 item 3); null while unpaid. */
    valor_pago: z.nullable(z.number()),
    data_vencimento: Data,
    /** The first banking day on or after the due date: paid up to it, no charges. */
    vencimento_util: Data,
    link_boleto: z.nullable(z.string()),
    linha_digitavel: z.nullable(z.string()),
    pix_copia_e_cola: z.nullable(z.string()),
  }));
export type BoletoPortal = z.infer<typeof BoletoPortal>;

/**
 * Paying the whole contract off today (issue 27 item 5, CDC art. 52 §2; shared/regras/quitacao.ts):
 * `valor` in reais on `data` (today), `pedido` the opaque token that asks its slip
 * (POST /api/portal/quitacao), `boleto` the payoff slip already asked and not paid, if any.
 * Null when the contract cannot be paid off here (closed, or sold before the CET disclosure).
 */
export const QuitacaoPortal = preguicoso(() => z.strictObject({
  valor: z.number(),
  data: Data,
  pedido: z.string(),
  boleto: z.nullable(
    z.strictObject({
      status: z.enum(["emitindo", "emitido", "falhou"]),
      valor: z.number(),
      /** The payoff date it was quoted for, and the day it was asked: a slip of another day explains its amount (issue 36 item 12). */
      data: Data,
      emitido_em: Data,
      vencimento: Data,
      linha_digitavel: z.nullable(z.string()),
      pix_copia_e_cola: z.nullable(z.string()),
      /** The payoff slip's PDF, an opaque `/api/portal/boletos/<token>` link like the instalments'. */
      link_boleto: z.nullable(z.string()),
    }),
  ),
}));
export type QuitacaoPortal = z.infer<typeof QuitacaoPortal>;

/**
 * A contract paid off early (issue 36 item 3): 'Quitado', the amount paid for the payoff, its date
 * and the termo de quitação's PDF behind an opaque `/api/portal/boletos/<token>` link. Null otherwise.
 */
export const QuitadoPortal = preguicoso(() => z.strictObject({
  valor: z.number(),
  data: Data,
  link_termo: z.string(),
}));
export type QuitadoPortal = z.infer<typeof QuitadoPortal>;

/** The contract's payoff token (QuitacaoPortal.pedido: 16 random bytes, base64url). */
const pedidoQuitacao = () => z.string({ error: MSG_PORTAL.quitacaoIndisponivel }).check(z.regex(/^[A-Za-z0-9_-]{22}$/, MSG_PORTAL.quitacaoIndisponivel));

/** POST /api/portal/quitacao: the lookup's proof (CPF + phone) again, and the contract's payoff token. */
export const PedidoQuitacaoPortalInput = preguicoso(() => z.extend(ConsultaPortalInput, { pedido: pedidoQuitacao() }));
export type PedidoQuitacaoPortalInput = z.infer<typeof PedidoQuitacaoPortalInput>;

/** POST /api/cliente/quitacao: the signed-in customer's own proof is the account; only the token. */
export const PedidoQuitacaoClienteInput = preguicoso(() => z.strictObject({ pedido: pedidoQuitacao() }));
export type PedidoQuitacaoClienteInput = z.infer<typeof PedidoQuitacaoClienteInput>;

export const ContratoPortal = preguicoso(() => z
  .strictObject({
    loja: z.strictObject({ nome_fantasia: z.string(), whatsapp: z.nullable(z.string()), endereco: z.nullable(z.string()) }),
    aparelho: z.strictObject({ modelo: z.string(), imei_final: z.string() }),
    statusAparelho: z.enum(STATUS_APARELHO),
    proximoVencimento: z.nullable(Data),
    valorProximoVencimento: z.nullable(z.number()),
    todosBoletos: z.array(BoletoPortal),
    quitacao: z.nullable(QuitacaoPortal),
    quitado: z.nullable(QuitadoPortal),
  }));
export type ContratoPortal = z.infer<typeof ContratoPortal>;

export const ConsultaPortal = preguicoso(() => z.strictObject({ contratos: z.array(ContratoPortal) }));
export type ConsultaPortal = z.infer<typeof ConsultaPortal>;

/** The CPF of a customer account: non-digits stripped, then exactly 11 digits (spec section 5). */
const CpfConta = preguicoso(() => z
  .pipe(
    z.string({ error: MSG_PORTAL.cpfInvalidoConta }).check(z.maxLength(CPF_MAX_DIGITADO, MSG_PORTAL.cpfInvalidoConta)),
    z.transform((v) => somenteDigitos(v)),
  )
  .check(z.refine((v) => v.length === 11, MSG_PORTAL.cpfInvalidoConta)));

/**
 * POST /api/clientes/conta — step 1 of the customer sign-up: the CPF only, answered 202 with one
 * body whether the CPF is a customer or not; a code goes to the phone the shop has on file.
 *
 * DEVIATION from SPEC section 5 ('Customer sign-up'), issue 31 item 7: the spec creates the
 * account from CPF + e-mail + password and answers 'Cliente não encontrado…' / 'Este CPF já está
 * vinculado…', so anyone who knows a CPF (they leak widely) took over the customer's account and
 * learned whether the CPF was anyone's customer. The account is now proven by a 6-digit code sent
 * to the customer's phone on file; the old body (e-mail and password without a code) is refused
 * with 400 and creates nothing (strict object: an unknown field is an error).
 */
export const SolicitarCodigoContaInput = preguicoso(() => z.strictObject(
  { cpf: CpfConta },
  { error: (i) => (i.code === "unrecognized_keys" ? MSG_PORTAL.cadastroSemCodigo : undefined) },
));
export type SolicitarCodigoContaInput = z.infer<typeof SolicitarCodigoContaInput>;

export const CodigoConta = preguicoso(() => z.pipe(
  z.string({ error: MSG_PORTAL.codigoObrigatorio }).check(z.trim(), z.minLength(1, MSG_PORTAL.codigoObrigatorio), z.maxLength(20, MSG_PORTAL.codigoFormato)),
  z.transform((v) => somenteDigitos(v)),
).check(z.refine((v) => /^\d{6}$/.test(v), MSG_PORTAL.codigoFormato)));

/** POST /api/clientes/conta/confirmar — step 2: the code received, the e-mail and password of the new account → 201. */
export const ConfirmarContaClienteInput = preguicoso(() => z.object({
  cpf: CpfConta,
  codigo: CodigoConta,
  email: z.pipe(
    z
      .string({ error: "Email é obrigatório" })
      .check(
        z.trim(),
        z.minLength(1, "Email é obrigatório"),
        z.maxLength(254, "Email inválido"),
        z.refine((v) => z.email().safeParse(v).success, "Email inválido"),
      ),
    z.transform((v) => v.toLowerCase()),
  ),
  senha: z
    .string({ error: "Senha é obrigatória" })
    .check(z.minLength(1, "Senha é obrigatória"), z.minLength(6, "Senha deve ter pelo menos 6 caracteres"), z.maxLength(256, "Use no máximo 256 caracteres")),
}));
export type ConfirmarContaClienteInput = z.infer<typeof ConfirmarContaClienteInput>;

export const CodigoContaEnviado = preguicoso(() => z.strictObject({ mensagem: z.string() }));
export type CodigoContaEnviado = z.infer<typeof CodigoContaEnviado>;
