/** Company data screen and API (`GET`/`PUT /api/empresa`): the edit input and the detailed DTO. */
import { textoLimpo } from "../br/texto";
import { Cnpj, Empresa, Plano } from "../conta/schemas";
import { MSG } from "../mensagens";
import * as z from "../zod";
import { preguicoso } from "../preguicoso";
import { camposContatoLoja, MSG_CONTATO_LOJA } from "./contato-loja";
import { ACOES_PRIMEIROS_PASSOS, MSG_PRIMEIROS_PASSOS } from "./primeiros-passos";

export const MSG_EMPRESA = {
  sucesso: "Dados da empresa atualizados com sucesso!",
  erroAtualizar: (detalhe: string) => `Erro ao atualizar dados da empresa: ${detalhe}`,
  erroCarregar: MSG.erroCarregarEmpresa,
  whatsappInvalido: MSG_CONTATO_LOJA.whatsappInvalido,
  planoObrigatorio: "Plano é obrigatório",
} as const;

/**
 * PUT /api/empresa and the /configuracoes/empresas/dados-cadastrais form. CNPJ arrives masked
 * or not, in any case, and leaves as its 14 upper-case characters; the WhatsApp number (shown in
 * the customer area) follows the phone rule: pasted with +55 or not, it leaves as the national
 * number (10 or 11 digits), or null when blank. CEP, city and UF are shared/br/endereco-schema.ts's.
 * Address and WhatsApp are the sign-up's own fields (contato-loja.ts).
 */
export const AtualizarEmpresaInput = preguicoso(() => z.object({
  nome_fantasia: z
    .string({ error: MSG.obrigatorio.nomeFantasia })
    .check(z.trim(), z.minLength(1, MSG.obrigatorio.nomeFantasia), z.maxLength(120), textoLimpo("Nome fantasia")),
  cnpj: Cnpj,
  plano: Plano,
  /** Optional: `endereco`, CEP as 8 digits, UF upper case, city trimmed, WhatsApp (null when blank). */
  ...camposContatoLoja(),
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

/** POST /api/empresa/primeiros-passos: keep the default contract template, or hide the list. */
export const AcaoPrimeirosPassosInput = preguicoso(() => z.object({
  acao: z.enum(ACOES_PRIMEIROS_PASSOS, { error: MSG_PRIMEIROS_PASSOS.acaoInvalida }),
}));
export type AcaoPrimeirosPassosInput = z.infer<typeof AcaoPrimeirosPassosInput>;
