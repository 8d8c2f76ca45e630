/** Stock by IMEI: entry input, items, position (docs/especificacao.md sections 3, 4, 5 and 9; docs/api.md). */
import { idReferencia } from "../api/parametros";
import { dataIsoValida, formatarData, hojeBrasil } from "../br/datas";
import { valorEmReais } from "../br/dinheiro-schema";
import { imeiValido, normalizarImei } from "../br/imei";
import { numeroBr } from "../br/numero";
import * as z from "../zod";
import { preguicoso } from "../preguicoso";

export const CORES = [
  "Preto", "Branco", "Azul", "Verde", "Vermelho", "Rosa", "Dourado",
  "Prata", "Cinza", "Roxo", "Amarelo", "Laranja", "Marrom", "Transparente",
] as const;
export type Cor = (typeof CORES)[number];

export const STATUS_ITEM = ["em_estoque", "vendido", "bloqueado", "defeito"] as const;
export const StatusItem = preguicoso(() => z.enum(STATUS_ITEM));
export type StatusItem = z.infer<typeof StatusItem>;
export const ROTULO_STATUS_ITEM: Record<StatusItem, string> = {
  em_estoque: "Em estoque",
  vendido: "Vendido",
  bloqueado: "Bloqueado",
  defeito: "Defeito",
};

/**
 * One supplier invoice can hold hundreds of phones. Beyond 90 IMEIs an entry no longer fits one
 * 100-write transaction and is written in steps that still accept or refuse it whole
 * (functions/estoque/repo-entrada-grande.ts); 1,000 bounds one request's work and payload.
 */
export const MAX_ITENS_ENTRADA = 1000;

export const MSG_ESTOQUE = {
  produto: "Produto é obrigatório",
  fornecedor: "Fornecedor é obrigatório",
  data: "Data de entrada é obrigatória",
  valorObrigatorio: "Valor unitário é obrigatório",
  valorPositivo: "Valor unitário deve ser positivo",
  produtoNaoEncontrado: "Produto não encontrado",
  fornecedorNaoEncontrado: "Fornecedor não encontrado",
  quantidadeObrigatoria: "Quantidade é obrigatória",
  quantidadePositiva: "Quantidade deve ser positiva",
  quantidadeInteira: "Quantidade deve ser um número inteiro",
  imeiObrigatorio: (n: number) => `IMEI é obrigatório para o item ${n}`,
  imeiInvalido: (n: number) => `IMEI inválido no item ${n}: deve ter 15 dígitos e dígito verificador válido`,
  corObrigatoria: (n: number) => `Cor é obrigatória para o item ${n}`,
  duplicados: "Existem IMEIs duplicados. Cada IMEI deve ser único.",
  imeiRepetido: (n: number, primeiro: number) => `O IMEI do item ${n} é igual ao do item ${primeiro}`,
  jaExistem: (imeis: string[]) => `Os seguintes IMEIs já existem no sistema: ${imeis.join(", ")}`,
  maxItens: `Uma entrada pode ter no máximo ${numeroBr(MAX_ITENS_ENTRADA)} itens. Divida a nota em mais de uma entrada.`,
  salvarErro: "Erro ao salvar entrada de estoque",
  dataInvalida: "Data de entrada inválida",
  dataFutura: "Data de entrada não pode ser depois de hoje",
  dataAntiga: (piso: string) => `Data de entrada não pode ser antes de ${formatarData(piso)}`,
} as const;

/** No entry is dated before this day: older dates are typos (0000, 1900…), not invoices. */
export const DATA_ENTRADA_MINIMA = "2000-01-01";

/**
 * The invoice date of an entry: a real day from DATA_ENTRADA_MINIMA to today in Brazil. A future
 * date would put the phone in the 0–30-day age bucket of the stock report for years. `hoje` is
 * read at each parse (never fixed when the module loads).
 */
const dataEntrada = (hoje: () => string = hojeBrasil) =>
  z.string({ error: MSG_ESTOQUE.data }).check(
    z.superRefine((v, ctx) => {
      const falha = (message: string) => ctx.addIssue({ code: "custom", message, input: v });
      if (!v.trim()) return falha(MSG_ESTOQUE.data);
      if (!dataIsoValida(v)) return falha(MSG_ESTOQUE.dataInvalida);
      if (v > hoje()) return falha(MSG_ESTOQUE.dataFutura);
      if (v < DATA_ENTRADA_MINIMA) return falha(MSG_ESTOQUE.dataAntiga(DATA_ENTRADA_MINIMA));
    }),
  );

const valorUnitario = valorEmReais({ obrigatorio: MSG_ESTOQUE.valorObrigatorio, minimo: "positivo", abaixoDoMinimo: MSG_ESTOQUE.valorPositivo });

const Item = preguicoso(() => z.object({ imei: z._default(z.string(), ""), cor: z._default(z.string(), "") }));

/** Checks each item with messages naming it (spec: 'IMEI é obrigatório para o item {n}'). */
function validarItens(itens: { imei: string; cor: string }[], ctx: z.core.$RefinementCtx) {
  const vistos = new Map<string, number>();
  let duplicado = false;
  itens.forEach((item, i) => {
    const n = i + 1;
    const imei = normalizarImei(item.imei);
    if (!imei) ctx.addIssue({ code: "custom", path: ["itens", i, "imei"], message: MSG_ESTOQUE.imeiObrigatorio(n) });
    else if (!imeiValido(imei)) ctx.addIssue({ code: "custom", path: ["itens", i, "imei"], message: MSG_ESTOQUE.imeiInvalido(n) });
    if (!(CORES as readonly string[]).includes(item.cor)) ctx.addIssue({ code: "custom", path: ["itens", i, "cor"], message: MSG_ESTOQUE.corObrigatoria(n) });
    const primeiro = imei ? vistos.get(imei) : undefined;
    if (primeiro !== undefined) {
      duplicado = true;
      ctx.addIssue({ code: "custom", path: ["itens", i, "imei"], message: MSG_ESTOQUE.imeiRepetido(n, primeiro) });
    } else if (imei) vistos.set(imei, n);
  });
  if (duplicado) ctx.addIssue({ code: "custom", path: ["itens"], message: MSG_ESTOQUE.duplicados });
}

export const CriarEntradaInput = preguicoso(() => z.pipe(
  z
    .object({
      produto_id: idReferencia(MSG_ESTOQUE.produto, MSG_ESTOQUE.produtoNaoEncontrado),
      fornecedor_id: idReferencia(MSG_ESTOQUE.fornecedor, MSG_ESTOQUE.fornecedorNaoEncontrado),
      data_entrada: dataEntrada(),
      valor_unitario: valorUnitario,
      itens: z
        .array(Item, { error: MSG_ESTOQUE.quantidadeObrigatoria })
        .check(z.minLength(1, MSG_ESTOQUE.quantidadePositiva), z.maxLength(MAX_ITENS_ENTRADA, MSG_ESTOQUE.maxItens)),
    })
    .check(z.superRefine((e, ctx) => validarItens(e.itens, ctx))),
  z.transform((e) => ({ ...e, itens: e.itens.map((i) => ({ imei: normalizarImei(i.imei), cor: i.cor as Cor })) })),
));
export type CriarEntradaInput = z.output<typeof CriarEntradaInput>;

/** Step 1 of the wizard (the quantity only exists on screen: the API counts the items). */
export const PassoEntradaForm = preguicoso(() => z.object({
  produto_id: z.string().check(z.trim(), z.minLength(1, MSG_ESTOQUE.produto)),
  fornecedor_id: z.string().check(z.trim(), z.minLength(1, MSG_ESTOQUE.fornecedor)),
  data_entrada: dataEntrada(),
  valor_unitario: valorUnitario,
  quantidade: z
    .number({ error: MSG_ESTOQUE.quantidadeObrigatoria })
    .check(
      z.int(MSG_ESTOQUE.quantidadeInteira),
      z.positive(MSG_ESTOQUE.quantidadePositiva),
      z.lte(MAX_ITENS_ENTRADA, MSG_ESTOQUE.maxItens),
    ),
}));
export type PassoEntradaForm = z.infer<typeof PassoEntradaForm>;

export const ItensEntradaForm = preguicoso(() =>
  z.object({ itens: z.array(Item).check(z.minLength(1)) }).check(z.superRefine((f, ctx) => validarItens(f.itens, ctx))),
);

export const ListarItensQuery = preguicoso(() => z.object({
  status: z.optional(StatusItem),
  q: z.optional(z.string().check(z.trim(), z.maxLength(60))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 50),
  cursor: z.optional(z.string().check(z.maxLength(2000))),
}));

export const PaginaQuery = preguicoso(() => z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 25),
  cursor: z.optional(z.string().check(z.maxLength(2000))),
}));

export interface ItemEstoque {
  id: string;
  entrada_id: string;
  produto_id: string;
  imei: string;
  cor: string;
  status: StatusItem;
  /** The device's cost: absent for a role without `verCustos` (shared/estoque/custos.ts, issue 30). */
  valor_unitario?: number;
  data_registro: string;
  created_at: string;
}

export interface RefNome {
  id: string;
  nome: string;
}

export interface EntradaEstoque {
  id: string;
  produto_id: string;
  fornecedor_id: string;
  data_entrada: string;
  /** Absent for a role without `verCustos` (shared/estoque/custos.ts). */
  valor_unitario?: number;
  quantidade_total: number;
  created_at: string;
  produto: (RefNome & { codigo?: string }) | null;
  fornecedor: RefNome | null;
  itens?: ItemEstoque[];
}

/** GET /api/estoque/posicao: one row per product, and the KPI cards. */
export interface ProdutoPosicao {
  id: string;
  codigo: string;
  nome_modelo: string;
  preco_final: number;
  estoque_minimo: number | null;
  marca: RefNome | null;
  categoria: RefNome | null;
}

export interface LinhaPosicao {
  produto: ProdutoPosicao;
  disponivel: number;
  vendido: number;
  bloqueado: number;
  defeito: number;
  nivel: "zerado" | "baixo" | "normal";
  classe_abc: "A" | "B" | "C";
  receita: number;
  /** Absent for a role without `verCustos` (shared/estoque/custos.ts). */
  valor_custo?: number;
  valor_venda: number;
}

export interface PosicaoEstoque {
  kpis: { disponivel: number; vendido: number; bloqueado: number; valor_custo?: number; valor_venda: number; abaixo_minimo: number };
  produtos: LinhaPosicao[];
}
