/** Company sign-up, staff login and the signed-in user: zod inputs and DTOs (docs/api.md). */
import { cnpjValido, normalizarCnpj } from "../br/cnpj";
import { textoLimpo } from "../br/texto";
import { MSG } from "../mensagens";
import { PAPEIS } from "../api/routes";
import * as z from "../zod";
import { PLANOS } from "./planos";
import { SENHA_MINIMA_EQUIPE } from "./senha";
import { preguicoso } from "../preguicoso";
import { camposContatoLoja } from "../empresa/contato-loja";
import { CHAVES_PASSOS } from "../empresa/primeiros-passos";

export { PLANOS } from "./planos";
export const Plano = preguicoso(() => z.enum(PLANOS, { error: MSG.planoInvalido }));
export type Plano = z.infer<typeof Plano>;

const texto = (campo: string, obrigatorio: string) =>
  z.string({ error: obrigatorio }).check(z.trim(), z.minLength(1, obrigatorio), textoLimpo(campo));

export const Email = preguicoso(() => z.pipe(
  z.pipe(z.string({ error: MSG.obrigatorio.email }).check(z.trim(), z.minLength(1, MSG.obrigatorio.email)), z.email(MSG.emailInvalido)),
  z.transform((e) => e.toLowerCase()),
));

/**
 * CNPJ, numeric or alphanumeric, accepted masked or bare in any case; stored as its 14 upper-case
 * characters ("12.abc.345/01de-35" → "12ABC34501DE35"; a numeric one stays its 14 digits).
 */
export const Cnpj = z.pipe(
  texto("CNPJ", MSG.obrigatorio.cnpj).check(z.refine((v) => cnpjValido(v), MSG.cnpjInvalido)),
  z.transform((v) => normalizarCnpj(v)),
);

export const Senha = preguicoso(() => z
  .string({ error: MSG.obrigatorio.senha })
  .check(z.minLength(1, MSG.obrigatorio.senha), z.minLength(SENHA_MINIMA_EQUIPE, MSG.senhaCurta), z.maxLength(256)));

/**
 * POST /api/empresas. The shop's address (endereco, cep, cidade, uf) and WhatsApp are optional,
 * the same fields and rules as PUT /api/empresa (shared/empresa/contato-loja.ts): what is left
 * blank shows on the dashboard's first steps.
 */
export const CriarEmpresaInput = preguicoso(() => z.object({
  nome_fantasia: z.pipe(texto("Nome fantasia", MSG.obrigatorio.nomeFantasia), z.string().check(z.maxLength(120))),
  cnpj: Cnpj,
  plano: z._default(Plano, "start"),
  ...camposContatoLoja(),
  admin: z.object({
    nome: z.pipe(texto("Nome do administrador", MSG.obrigatorio.adminNome), z.string().check(z.maxLength(120))),
    email: Email,
    senha: Senha,
  }),
}));
export type CriarEmpresaInput = z.infer<typeof CriarEmpresaInput>;

/** The /cadastro form: the request plus the password confirmation, checked on the client only. */
export const CadastroEmpresaForm = preguicoso(() => z.extend(CriarEmpresaInput, {
  admin: z.extend(CriarEmpresaInput.shape.admin, {
    confirmar_senha: z.string({ error: MSG.obrigatorio.confirmarSenha }).check(z.minLength(1, MSG.obrigatorio.confirmarSenha)),
  }),
}).check(z.refine((f) => f.admin.senha === f.admin.confirmar_senha, {
  message: MSG.senhasDiferentes,
  path: ["admin", "confirmar_senha"],
})));
export type CadastroEmpresaForm = z.input<typeof CadastroEmpresaForm>;

export const LoginForm = preguicoso(() => z.object({
  email: Email,
  senha: z.string({ error: MSG.obrigatorio.senha }).check(z.minLength(1, MSG.obrigatorio.senha)),
}));
export type LoginForm = z.infer<typeof LoginForm>;

export const TipoAcesso = preguicoso(() => z.enum(PAPEIS));
export type TipoAcesso = z.infer<typeof TipoAcesso>;

export const Empresa = preguicoso(() => z.object({
  id: z.string(),
  nome_fantasia: z.string(),
  cnpj: z.string(),
  plano: Plano,
  endereco: z.nullable(z.string()),
  /** Beside `endereco`, printed on the boleto slip (CDC art. 42-A): CEP as 8 digits, UF upper case. */
  cep: z.nullable(z.string()),
  cidade: z.nullable(z.string()),
  uf: z.nullable(z.string()),
  whatsapp: z.nullable(z.string()),
  created_at: z.string(),
}));
export type Empresa = z.infer<typeof Empresa>;

export const Usuario = preguicoso(() => z.object({
  id: z.string(),
  nome: z.string(),
  email: z.string(),
  tipo_acesso: TipoAcesso,
  ativo: z.boolean(),
  created_at: z.string(),
}));
export type Usuario = z.infer<typeof Usuario>;

/** The shop's first steps (shared/empresa/primeiros-passos.ts), as GET /api/me answers them. */
export const PrimeirosPassos = preguicoso(() => z.object({
  itens: z.array(z.object({ chave: z.enum(CHAVES_PASSOS), feito: z.boolean() })),
  concluido: z.boolean(),
  dispensado: z.boolean(),
}));
export type PrimeirosPassos = z.infer<typeof PrimeirosPassos>;

export const MeResposta = preguicoso(() => z.object({
  usuario: z.pick(Usuario, { id: true, nome: true, email: true, tipo_acesso: true, ativo: true }),
  empresa: z.extend(z.pick(Empresa, { id: true, nome_fantasia: true, cnpj: true, plano: true, endereco: true, whatsapp: true }), {
    primeiros_passos: PrimeirosPassos,
  }),
}));
export type MeResposta = z.infer<typeof MeResposta>;

export const CriarEmpresaResposta = preguicoso(() => z.object({ empresa: Empresa, usuario: Usuario }));
export type CriarEmpresaResposta = z.infer<typeof CriarEmpresaResposta>;
