/** Product models: zod input and DTO (API.md, spec sections 3 and 5). */
import { MSG_DINHEIRO, VALOR_MAXIMO_REAIS } from "../br/dinheiro";
import { erroMargem } from "../regras/preco";
import * as z from "../zod";
import { idObrigatorio, LIMITES, numeroObrigatorio, textoObrigatorio, textoOpcional } from "./campos";
import { MSG_CADASTRO as M } from "./mensagens";
import { preguicoso } from "../preguicoso";

export const TIPOS_MARGEM = ["percentual", "real"] as const;
export const TipoMargem = preguicoso(() => z.enum(TIPOS_MARGEM, { error: M.obrigatorio.tipoMargem }));
export type TipoMargem = z.infer<typeof TipoMargem>;

export const ProdutoInput = preguicoso(() => z.object({
  nome_modelo: textoObrigatorio(M.obrigatorio.nomeModelo),
  marca_id: idObrigatorio(M.obrigatorio.marca, M.marcaNaoEncontrada),
  categoria_id: idObrigatorio(M.obrigatorio.categoria, M.categoriaNaoEncontrada),
  descricao: textoOpcional(LIMITES.descricao),
  custo_base: z.pipe(
    numeroObrigatorio(M.obrigatorio.custoBase),
    z.number().check(z.positive(M.custoPositivo), z.lte(VALOR_MAXIMO_REAIS, MSG_DINHEIRO.acimaDoMaximo)),
  ),
  tipo_margem: z._default(TipoMargem, "percentual"),
  valor_margem: z.pipe(
    numeroObrigatorio(M.obrigatorio.valorMargem),
    z.number().check(z.gte(0, M.margemNegativa), z.lte(VALOR_MAXIMO_REAIS, M.valorMuitoAlto)),
  ),
  estoque_minimo: z.ouNulo(
    z.number({ error: M.numeroInvalido }).check(z.gte(0, M.estoqueMinimo), z.int(M.estoqueMinimoInteiro), z.lte(1_000_000, M.valorMuitoAlto)),
  ),
}).check(z.superRefine((p, ctx) => {
  // An amount already refused on its own field says enough; the price rule speaks of valid amounts.
  const dentro = (v: unknown, min: number) => typeof v === "number" && v >= min && v <= VALOR_MAXIMO_REAIS;
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
  custo_base: z.number(),
  tipo_margem: TipoMargem,
  valor_margem: z.number(),
  preco_final: z.number(),
  estoque_minimo: z.nullable(z.number()),
  marca: Relacao,
  categoria: Relacao,
  created_at: z.string(),
}));
export type Produto = z.infer<typeof Produto>;
