/** Product models: zod input and DTO (docs/api.md, spec sections 3 and 5). */
import { VALOR_MAXIMO_REAIS } from "../br/dinheiro";
import { valorEmReais } from "../br/dinheiro-schema";
import { temAteCasas } from "../br/decimal";
import { erroMargem } from "../regras/preco";
import * as z from "../zod";
import { idObrigatorio, LIMITES, numeroObrigatorio, textoObrigatorio, textoOpcional } from "./campos";
import { MSG_CADASTRO as M } from "./mensagens";
import { preguicoso } from "../preguicoso";

export const TIPOS_MARGEM = ["percentual", "real"] as const;
export const TipoMargem = preguicoso(() => z.enum(TIPOS_MARGEM, { error: M.obrigatorio.tipoMargem }));
export type TipoMargem = z.infer<typeof TipoMargem>;

export const ProdutoInput = preguicoso(() => z.object({
  nome_modelo: textoObrigatorio("Nome do modelo", M.obrigatorio.nomeModelo),
  marca_id: idObrigatorio(M.obrigatorio.marca, M.marcaNaoEncontrada),
  categoria_id: idObrigatorio(M.obrigatorio.categoria, M.categoriaNaoEncontrada),
  descricao: textoOpcional("Descrição", LIMITES.descricao),
  // The form's empty input is null: the money rule runs on what numeroObrigatorio lets through.
  custo_base: z.pipe(numeroObrigatorio(M.obrigatorio.custoBase), valorEmReais({ obrigatorio: M.obrigatorio.custoBase, minimo: "positivo", abaixoDoMinimo: M.custoPositivo })),
  tipo_margem: z._default(TipoMargem, "percentual"),
  // Reais or a percentage by tipo_margem: either way at most 2 decimals; below 100% is erroMargem's.
  valor_margem: z.pipe(
    numeroObrigatorio(M.obrigatorio.valorMargem),
    valorEmReais({ obrigatorio: M.obrigatorio.valorMargem, minimo: "naoNegativo", abaixoDoMinimo: M.margemNegativa, acimaDoMaximo: M.valorMuitoAlto }),
  ),
  estoque_minimo: z.ouNulo(
    z.number({ error: M.numeroInvalido }).check(z.gte(0, M.estoqueMinimo), z.int(M.estoqueMinimoInteiro), z.lte(1_000_000, M.valorMuitoAlto)),
  ),
}).check(z.superRefine((p, ctx) => {
  // An amount already refused on its own field says enough; the price rule speaks of valid amounts.
  const dentro = (v: unknown, min: number) => typeof v === "number" && v >= min && v <= VALOR_MAXIMO_REAIS && temAteCasas(v, 2);
  if (!dentro(p.custo_base, 0.01) || !dentro(p.valor_margem, 0) || !TIPOS_MARGEM.includes(p.tipo_margem)) return;
  const erro = erroMargem(p.custo_base, p.tipo_margem, p.valor_margem);
  if (erro) ctx.addIssue({ code: "custom", path: [erro.campo], message: erro.mensagem });
})));
export type ProdutoInput = z.infer<typeof ProdutoInput>;
export type ProdutoForm = z.input<typeof ProdutoInput>;

const Relacao = preguicoso(() => z.nullable(z.object({ id: z.string(), nome: z.string() })));

export const Produto = preguicoso(() => z.object({
  id: z.string(),
  codigo: z.string(),
  nome_modelo: z.string(),
  marca_id: z.string(),
  categoria_id: z.string(),
  descricao: z.nullable(z.string()),
  // Absent for a role without `verCustos` (shared/usuarios/permissoes.ts comoPapelVe, issues 30 and 36).
  custo_base: z.optional(z.number()),
  tipo_margem: z.optional(TipoMargem),
  valor_margem: z.optional(z.number()),
  preco_final: z.number(),
  estoque_minimo: z.nullable(z.number()),
  marca: Relacao,
  categoria: Relacao,
  created_at: z.string(),
}));
export type Produto = z.infer<typeof Produto>;
