/** Company sign-up, staff login and the signed-in user: zod inputs and DTOs (API.md). */
import { cnpjValido, normalizarCnpj } from "../br/cnpj";
import { MSG } from "../mensagens";
import { PAPEIS } from "../api/routes";
import * as z from "../zod";
import { PLANOS } from "./planos";
import { preguicoso } from "../preguicoso";

export { PLANOS } from "./planos";
export const Plano = preguicoso(() => z.enum(PLANOS, { error: MSG.planoInvalido }));
export type Plano = z.infer<typeof Plano>;

const texto = (obrigatorio: string) =>
  z.string({ error: obrigatorio }).trim().min(1, obrigatorio);

export const Email = preguicoso(() => z
  .string({ error: MSG.obrigatorio.email })
  .trim()
  .min(1, MSG.obrigatorio.email)
  .pipe(z.email(MSG.emailInvalido))
  .transform((e) => e.toLowerCase()));

/**
 * CNPJ, numeric or alphanumeric, accepted masked or bare in any case; stored as its 14 upper-case
 * characters ("12.abc.345/01de-35" → "12ABC34501DE35"; a numeric one stays its 14 digits).
 */
export const Cnpj = texto(MSG.obrigatorio.cnpj)
  .refine((v) => cnpjValido(v), MSG.cnpjInvalido)
  .transform((v) => normalizarCnpj(v));

export const Senha = preguicoso(() => z
  .string({ error: MSG.obrigatorio.senha })
  .min(1, MSG.obrigatorio.senha)
  .min(6, MSG.senhaCurta)
  .max(256));

export const CriarEmpresaInput = preguicoso(() => z.object({
  nome_fantasia: texto(MSG.obrigatorio.nomeFantasia).pipe(z.string().max(120)),
  cnpj: Cnpj,
  plano: Plano.default("start"),
  admin: z.object({
    nome: texto(MSG.obrigatorio.adminNome).pipe(z.string().max(120)),
    email: Email,
    senha: Senha,
  }),
}));
export type CriarEmpresaInput = z.infer<typeof CriarEmpresaInput>;

/** The /cadastro form: the request plus the password confirmation, checked on the client only. */
export const CadastroEmpresaForm = preguicoso(() => CriarEmpresaInput.extend({
  admin: CriarEmpresaInput.shape.admin.extend({
    confirmar_senha: z.string({ error: MSG.obrigatorio.confirmarSenha }).min(1, MSG.obrigatorio.confirmarSenha),
  }),
}).refine((f) => f.admin.senha === f.admin.confirmar_senha, {
  message: MSG.senhasDiferentes,
  path: ["admin", "confirmar_senha"],
}));
export type CadastroEmpresaForm = z.input<typeof CadastroEmpresaForm>;

export const LoginForm = preguicoso(() => z.object({
  email: Email,
  senha: z.string({ error: MSG.obrigatorio.senha }).min(1, MSG.obrigatorio.senha),
}));
export type LoginForm = z.infer<typeof LoginForm>;

export const TipoAcesso = preguicoso(() => z.enum(PAPEIS));
export type TipoAcesso = z.infer<typeof TipoAcesso>;

export const Empresa = preguicoso(() => z.object({
  id: z.string(),
  nome_fantasia: z.string(),
  cnpj: z.string(),
  plano: Plano,
  endereco: z.string().nullable(),
  /** Beside `endereco`, printed on the boleto slip (CDC art. 42-A): CEP as 8 digits, UF upper case. */
  cep: z.string().nullable(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
  whatsapp: z.string().nullable(),
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

export const MeResposta = preguicoso(() => z.object({
  usuario: Usuario.pick({ id: true, nome: true, email: true, tipo_acesso: true, ativo: true }),
  empresa: Empresa.pick({ id: true, nome_fantasia: true, cnpj: true, plano: true, endereco: true, whatsapp: true }),
}));
export type MeResposta = z.infer<typeof MeResposta>;

export const CriarEmpresaResposta = preguicoso(() => z.object({ empresa: Empresa, usuario: Usuario }));
export type CriarEmpresaResposta = z.infer<typeof CriarEmpresaResposta>;
