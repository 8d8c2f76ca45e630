/**
 * The portal's own item: a brute-force counter of customer-area lookups (one per CPF hash, one
 * per IP hash) for a fixed window from its first lookup. `expira_em` (the table's TTL attribute)
 * ends the window; as TTL deletes late, every write also treats an item past it as gone.
 */
import * as z from "zod/mini";
import { entidade } from "../lib/db/entidade";
import { chaves } from "../lib/db/keys";
import { preguicoso } from "../../shared/preguicoso";

export const TentativasPortalGravada = preguicoso(() => z.object({
  /** What `hash` is of. */
  tipo: z.enum(["cpf", "ip"]),
  /** sha256 hex (no CPF or IP is stored). */
  hash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  /** Lookups claimed in the window (a successful one gives its claim back). */
  tentativas: z.number().check(z.int()),
}));
export type TentativasPortalGravada = z.infer<typeof TentativasPortalGravada>;

export const TentativasPortal = entidade("tentativas_portal", {
  atributos: TentativasPortalGravada,
  chave: (t) => (t.tipo === "cpf" ? chaves.tentativasPortalCpf(t.hash) : chaves.tentativasPortalIp(t.hash)),
});

/** The phones on file were told someone is trying this CPF's codes today (one notice per day's counter; TTL). */
export const AvisoTentativas = entidade("aviso_tentativas_portal", {
  atributos: preguicoso(() => z.object({ hash: z.string().check(z.regex(/^[0-9a-f]{64}$/)) })),
  chave: (a) => chaves.avisoTentativasPortal(a.hash),
});

/**
 * The customer account linked to a CPF (one per CPF): which Cognito account reads the CPF's
 * records. Written in the transaction that spends the sign-up code (issue 31 item 7), replacing
 * the account linked before, if any: GET /api/cliente/me reads only for the linked account's `sub`.
 */
export const ContaClienteGravada = preguicoso(() => z.object({
  cpf: z.string().check(z.regex(/^\d{11}$/)),
  email: z.string(),
  /** Cognito username (null only on items of the old sign-up that never finished). */
  username: z.nullable(z.string()),
  /** Cognito `sub` (the token's); absent on items of the old sign-up, whose username is the sub. */
  sub: z.optional(z.string()),
  created_at: z.string(),
}));
export type ContaClienteGravada = z.infer<typeof ContaClienteGravada>;

export const ContaCliente = entidade("conta_cliente", {
  atributos: ContaClienteGravada,
  chave: (c) => chaves.contaCliente(c.cpf),
});

/**
 * A slip link of the customer area: the PDF's object key behind a random token, so the link the
 * customer gets names no company, contract or instalment (the object key does). Written per
 * lookup, valid until `expira_em` (also the table's TTL, which deletes late: reads check it).
 */
export const LinkBoletoPortalGravado = preguicoso(() => z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/)),
  pdf_chave: z.string().check(z.minLength(1)),
}));
export type LinkBoletoPortalGravado = z.infer<typeof LinkBoletoPortalGravado>;

export const LinkBoletoPortal = entidade("link_boleto_portal", {
  atributos: LinkBoletoPortalGravado,
  chave: (l) => chaves.linkBoletoPortal(l.token),
});

/**
 * The customer area's payoff request (issue 27 item 5): which contract of which customer an opaque
 * token handed out with a lookup stands for, so the answer names no company or contract and the
 * customer can ask that contract's payoff slip (http/emitir-quitacao.ts, with the CPF + phone
 * proof again). Valid until `expira_em` (the table's TTL, which deletes late: reads check it).
 */
export const PedidoQuitacaoPortalGravado = preguicoso(() => z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/)),
  empresa_id: z.string(),
  contrato_id: z.string(),
  cliente_id: z.string(),
}));
export type PedidoQuitacaoPortalGravado = z.infer<typeof PedidoQuitacaoPortalGravado>;

export const PedidoQuitacaoPortal = entidade("pedido_quitacao_portal", {
  atributos: PedidoQuitacaoPortalGravado,
  chave: (p) => chaves.pedidoQuitacaoPortal(p.token),
});

/**
 * The sign-up code of a CPF (issue 31 item 7): only a hash of the 6 digits is kept; valid until
 * `expira_em` (also the table's TTL, which deletes late: reads check it), voided after
 * MAX_TENTATIVAS_CODIGO wrong tries (each try claims one first, so concurrent guesses cannot pass
 * the bound). `id` names this code: a new request replaces the item with a new id, and every
 * write on it is conditioned on the id it read. `usado_por` is the one confirmation spending it.
 */
export const CodigoContaGravado = preguicoso(() => z.object({
  cpf: z.string().check(z.regex(/^\d{11}$/)),
  id: z.string(),
  /** sha256 hex of the code with the CPF and the id (functions/portal/codigo-conta.ts). */
  hash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  tentativas: z.number().check(z.int(), z.gte(0)),
  usado_por: z.nullable(z.string()),
  /** The phones it went to, masked (audit). */
  enviado_para: z.array(z.string()),
  created_at: z.string(),
}));
export type CodigoContaGravado = z.infer<typeof CodigoContaGravado>;

export const CodigoConta = entidade("codigo_conta_cliente", {
  atributos: CodigoContaGravado,
  chave: (c) => chaves.codigoContaCliente(c.cpf),
});
