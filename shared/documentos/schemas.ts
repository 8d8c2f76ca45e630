/** Document templates (SPEC sections 2, 3 and 5; docs/api.md `/api/modelos-documentos`): zod inputs, DTOs and texts. */
import { MSG_GENERICA } from "../mensagens-genericas";
import { textoLimpo } from "../br/texto";
import * as z from "../zod";
import { TIPOS_DOCUMENTO } from "./placeholders";
import { conteudoVazio } from "./conteudo-vazio";
import { preguicoso } from "../preguicoso";

export const MSG_MODELOS = {
  nomeObrigatorio: "Nome do modelo é obrigatório",
  tipoObrigatorio: "Tipo é obrigatório",
  conteudoObrigatorio: "Conteúdo é obrigatório",
  nomeLongo: MSG_GENERICA.textoLongo(120),
  conteudoLongo: "Conteúdo muito longo: o modelo deve ter no máximo 150.000 caracteres",
  confirmarExclusao: "Tem certeza que deseja excluir este modelo?",
  naoEncontrado: "Modelo não encontrado",
  alteradoAoMesmoTempo: "Este modelo foi alterado ao mesmo tempo por outra pessoa. Recarregue a página e tente novamente.",
  contratoEmVigor: (nome: string) => `Contrato em vigor nas vendas no boleto: ${nome}`,
  contratoPadraoEmVigor: "Nenhum modelo de contrato está ativo: as vendas no boleto usam o contrato padrão do sistema. Ative um modelo de contrato para usar o da loja.",
  erroCarregar: (motivo: string) => `Erro ao carregar modelos: ${motivo}`,
  erroSalvar: (motivo: string) => `Erro ao salvar modelo: ${motivo}`,
  erroExcluir: (motivo: string) => `Erro ao excluir modelo: ${motivo}`,
} as const;

/**
 * No bound is shown in the spec; this one keeps a template and its copy in the active pointer
 * well inside DynamoDB's 400 KB item limit (a long contract is ~10 KB of HTML).
 */
export const CONTEUDO_MAXIMO = 150_000;

export const TipoDocumento = preguicoso(() => z.enum(TIPOS_DOCUMENTO, { error: MSG_MODELOS.tipoObrigatorio }));
export type TipoDocumento = z.infer<typeof TipoDocumento>;

export const ModeloDocumentoInput = preguicoso(() => z.object({
  nome: z
    .string({ error: MSG_MODELOS.nomeObrigatorio })
    .check(z.trim(), z.minLength(1, MSG_MODELOS.nomeObrigatorio), z.maxLength(120, MSG_MODELOS.nomeLongo), textoLimpo("Nome do modelo")),
  tipo: TipoDocumento,
  conteudo: z
    .string({ error: MSG_MODELOS.conteudoObrigatorio })
    .check(
      z.maxLength(CONTEUDO_MAXIMO, MSG_MODELOS.conteudoLongo),
      // A body is many lines; a bidi override could hide a clause from whoever reads the contract.
      textoLimpo("Conteúdo", { multilinha: true }),
      z.refine((html) => !conteudoVazio(html), MSG_MODELOS.conteudoObrigatorio),
    ),
  ativo: z._default(z.boolean({ error: "Informe se o modelo está ativo" }), true),
}));
export type ModeloDocumentoInput = z.infer<typeof ModeloDocumentoInput>;

export const ModeloDocumento = preguicoso(() => z.object({
  id: z.string(),
  nome: z.string(),
  tipo: TipoDocumento,
  conteudo: z.string(),
  ativo: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
}));
export type ModeloDocumento = z.infer<typeof ModeloDocumento>;

export const ListaModelosDocumentos = preguicoso(() => z.object({ items: z.array(ModeloDocumento) }));
export type ListaModelosDocumentos = z.infer<typeof ListaModelosDocumentos>;
