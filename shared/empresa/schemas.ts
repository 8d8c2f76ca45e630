/** Company data screen and API (`GET`/`PUT /api/empresa`): the edit input and the detailed DTO. */
import { camposEndereco } from "../br/endereco-schema";
import { textoLimpo } from "../br/texto";
import { normalizarTelefone, TELEFONE_MAX_DIGITADO, telefoneValido } from "../br/telefone";
import { Cnpj, Empresa, Plano } from "../conta/schemas";
import { MSG } from "../mensagens";
import * as z from "../zod";
import { preguicoso } from "../preguicoso";

export const MSG_EMPRESA = {
  sucesso: "Dados da empresa atualizados com sucesso!",
  erroAtualizar: (detalhe: string) => `Erro ao atualizar dados da empresa: ${detalhe}`,
  erroCarregar: MSG.erroCarregarEmpresa,
  whatsappInvalido: "WhatsApp inválido. Informe DDD e número.",
  planoObrigatorio: "Plano é obrigatório",
} as const;

/** Optional free text: blank becomes null (spec section 5: "endereco optional, saved as null when empty"). */
const textoOpcional = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max), textoLimpo({ multilinha: true }))),
    z.transform((v) => (v ? v : null)),
  );

/**
 * PUT /api/empresa and the /configuracoes/empresas/dados-cadastrais form. CNPJ arrives masked
 * or not, in any case, and leaves as its 14 upper-case characters; the WhatsApp number (shown in
 * the customer area) follows the phone rule: pasted with +55 or not, it leaves as the national
 * number (10 or 11 digits), or null when blank. CEP, city and UF are shared/br/endereco-schema.ts's.
 */
export const AtualizarEmpresaInput = preguicoso(() => z.object({
  nome_fantasia: z
    .string({ error: MSG.obrigatorio.nomeFantasia })
    .check(z.trim(), z.minLength(1, MSG.obrigatorio.nomeFantasia), z.maxLength(120), textoLimpo()),
  cnpj: Cnpj,
  plano: Plano,
  endereco: textoOpcional(300),
  /** Optional, beside `endereco`: CEP as 8 digits, UF upper case, city trimmed (null when blank). */
  ...camposEndereco,
  whatsapp: z.pipe(
    z
      .nullish(z.string().check(z.trim(), z.maxLength(TELEFONE_MAX_DIGITADO, MSG_EMPRESA.whatsappInvalido)))
      .check(z.refine((v) => !v || telefoneValido(v), MSG_EMPRESA.whatsappInvalido)),
    z.transform((v) => (v ? normalizarTelefone(v) : null)),
  ),
}));
export type AtualizarEmpresaInput = z.infer<typeof AtualizarEmpresaInput>;

/** Usage against the plan; a null limit is unlimited (Master). */
export const EstatisticasEmpresa = preguicoso(() => z.object({
  limite_imeis: z.nullable(z.number().check(z.int())),
  imeis_cadastrados: z.number().check(z.int()),
  limite_usuarios: z.nullable(z.number().check(z.int())),
  usuarios: z.number().check(z.int()),
  created_at: z.string(),
}));
export type EstatisticasEmpresa = z.infer<typeof EstatisticasEmpresa>;

export const EmpresaDetalhe = z.extend(Empresa, { estatisticas: EstatisticasEmpresa });
export type EmpresaDetalhe = z.infer<typeof EmpresaDetalhe>;
