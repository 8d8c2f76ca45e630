/**
 * Who may do what in a shop: the one permission table (issue 30). The route table names the
 * permission each route needs (functions/lib/http.ts answers 403 to the others), and the SPA's
 * menu and buttons read the same table, so a screen never offers what the API will refuse.
 *
 * A deliberate deviation from SPEC section 6, which only closes the admin screens: there a
 * vendedor could lock phones, mark instalments paid, cancel sales and delete brands.
 * Admin is listed in every row instead of passing by a special case, so the table reads whole.
 */
import type { Papel } from "../api/routes";

interface DefinicaoPermissao {
  papeis: readonly Papel[];
  /** The legend on the users screen. */
  descricao: string;
}

export const PERMISSOES = {
  vender: {
    papeis: ["vendedor", "financeiro", "gerente", "admin"],
    descricao: "Vender; cadastrar e editar clientes",
  },
  cadastrar: {
    papeis: ["estoquista", "gerente", "admin"],
    descricao: "Marcas, categorias, fornecedores, produtos; entradas de estoque",
  },
  excluir: {
    papeis: ["gerente", "admin"],
    descricao: "Excluir qualquer registro dos cadastros",
  },
  verCustos: {
    papeis: ["estoquista", "financeiro", "gerente", "admin"],
    descricao: "Ver custos e margens",
  },
  financeiro: {
    papeis: ["financeiro", "gerente", "admin"],
    descricao: "Financeiro: alterar status e cancelar vendas, Marcar Paga, reenviar boletos, enviar 2ª via, quitação",
  },
  bloquear: {
    papeis: ["financeiro", "gerente", "admin"],
    descricao: "Bloquear, desbloquear, suspender e retomar aparelhos",
  },
  relatorios: {
    papeis: ["financeiro", "gerente", "admin"],
    descricao: "Relatórios",
  },
  administrar: {
    papeis: ["admin"],
    descricao: "Dados da empresa, configurações de cobrança, usuários, modelos de documentos",
  },
} as const satisfies Record<string, DefinicaoPermissao>;

export type Permissao = keyof typeof PERMISSOES;

/**
 * What a route needs: a permission of the table, or "equipe" — any signed-in staff user. Reads
 * stay "equipe" where a role needs them to do its job (the sale form lists customers, products
 * and stock items for a vendedor; everyone sees the dashboard, the stock and Controle de Boletos).
 */
export type Exigencia = Permissao | "equipe";

export const pode = (papel: Papel, exigencia: Exigencia): boolean =>
  exigencia === "equipe" || (PERMISSOES[exigencia].papeis as readonly Papel[]).includes(papel);

/**
 * A key of an answer that holds a cost or a margin: any name with "custo" or "margem" (a product's
 * `custo_base`, `tipo_margem`, `valor_margem`; the stock's `valor_custo`; the dashboard's
 * `valor_estoque_custo`; the reports' `custo`, `margem`) and a stock entry's or device's
 * `valor_unitario` (what the shop paid for it).
 */
export const ehCampoDeCusto = (chave: string): boolean => /custo|margem/i.test(chave) || chave === "valor_unitario";

function semCamposDeCusto(valor: unknown): unknown {
  if (Array.isArray(valor)) return valor.map(semCamposDeCusto);
  if (valor === null || typeof valor !== "object") return valor;
  return Object.fromEntries(Object.entries(valor).filter(([k]) => !ehCampoDeCusto(k)).map(([k, v]) => [k, semCamposDeCusto(v)]));
}

/**
 * An answer as a role may see it, the one response filter of every staff route (functions/lib/http.ts
 * applies it to each JSON answer, issue 36 item 9): without `verCustos` every cost and margin field
 * is absent at any depth (not zero, which would read as a real figure); with it, the answer unchanged.
 */
export function comoPapelVe<T>(papel: Papel, resposta: T): T {
  return pode(papel, "verCustos") ? resposta : (semCamposDeCusto(resposta) as T);
}
