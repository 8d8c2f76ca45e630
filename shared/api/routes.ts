/**
 * The one route table. Infra builds API Gateway routes from it, the local gateway serves it,
 * the SPA's client and the tests use its paths. One Lambda per domain routes inside by
 * `routeKey`; a route is still one small file under functions/<dominio>/http/.
 */

import type { Exigencia } from "../usuarios/permissoes";

export const PAPEIS = ["vendedor", "estoquista", "financeiro", "gerente", "admin"] as const;
export type Papel = (typeof PAPEIS)[number];

/** Lambda per domain (ARCHITECTURE.md "Layout"). Only domains with routes or jobs get a function. */
export const DOMINIOS = [
  "conta",
  "empresa",
  "usuarios",
  "cadastro",
  "estoque",
  "vendas",
  "financeiro",
  "documentos",
  "boletos",
  "bloqueio",
  "agenda",
  "portal",
  "relatorios",
] as const;
export type Dominio = (typeof DOMINIOS)[number];

/** publica: no token (throttled); staff: staff pool token; cliente: customer pool token. */
export type Autenticacao = "publica" | "staff" | "cliente";
export type Metodo = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface Rota {
  metodo: Metodo;
  /** API Gateway style path, `{param}` for path parameters. */
  caminho: string;
  dominio: Dominio;
  auth: Autenticacao;
  /** The permission of shared/usuarios/permissoes.ts a staff caller needs ("equipe": any staff role). */
  permissao: Exigencia;
}

const rota = (
  metodo: Metodo,
  caminho: string,
  dominio: Dominio,
  auth: Autenticacao,
  permissao: Exigencia = "equipe",
): Rota => ({ metodo, caminho, dominio, auth, permissao });

export const ROTAS: readonly Rota[] = [
  // conta: company sign-up and the signed-in staff user
  rota("POST", "/api/empresas", "conta", "publica"),
  rota("GET", "/api/me", "conta", "staff"),
  // empresa: the company's own data (any role reads; the admin edits)
  rota("GET", "/api/empresa", "empresa", "staff"),
  rota("PUT", "/api/empresa", "empresa", "staff", "administrar"),
  rota("GET", "/api/empresa/cobranca", "empresa", "staff"),
  rota("PUT", "/api/empresa/cobranca", "empresa", "staff", "administrar"),
  rota("GET", "/api/empresa/credito", "empresa", "staff"),
  rota("PUT", "/api/empresa/credito", "empresa", "staff", "administrar"),
  // usuarios: the company's staff users
  rota("GET", "/api/usuarios", "usuarios", "staff", "administrar"),
  rota("POST", "/api/usuarios", "usuarios", "staff", "administrar"),
  rota("PUT", "/api/usuarios/{id}", "usuarios", "staff", "administrar"),
  rota("DELETE", "/api/usuarios/{id}", "usuarios", "staff", "administrar"),
  rota("PATCH", "/api/usuarios/{id}/ativo", "usuarios", "staff", "administrar"),
  // documentos: contract and warranty templates (admin only)
  rota("GET", "/api/modelos-documentos", "documentos", "staff", "administrar"),
  rota("POST", "/api/modelos-documentos", "documentos", "staff", "administrar"),
  rota("PUT", "/api/modelos-documentos/{id}", "documentos", "staff", "administrar"),
  rota("DELETE", "/api/modelos-documentos/{id}", "documentos", "staff", "administrar"),
  // cadastro: brands, categories, suppliers, customers and product models (any role reads: the sale form lists them)
  rota("GET", "/api/marcas", "cadastro", "staff"),
  rota("POST", "/api/marcas", "cadastro", "staff", "cadastrar"),
  rota("PUT", "/api/marcas/{id}", "cadastro", "staff", "cadastrar"),
  rota("DELETE", "/api/marcas/{id}", "cadastro", "staff", "excluir"),
  rota("GET", "/api/categorias", "cadastro", "staff"),
  rota("POST", "/api/categorias", "cadastro", "staff", "cadastrar"),
  rota("PUT", "/api/categorias/{id}", "cadastro", "staff", "cadastrar"),
  rota("DELETE", "/api/categorias/{id}", "cadastro", "staff", "excluir"),
  rota("GET", "/api/fornecedores", "cadastro", "staff"),
  rota("POST", "/api/fornecedores", "cadastro", "staff", "cadastrar"),
  rota("PUT", "/api/fornecedores/{id}", "cadastro", "staff", "cadastrar"),
  rota("DELETE", "/api/fornecedores/{id}", "cadastro", "staff", "excluir"),
  rota("GET", "/api/clientes", "cadastro", "staff"),
  rota("POST", "/api/clientes", "cadastro", "staff", "vender"),
  rota("PUT", "/api/clientes/{id}", "cadastro", "staff", "vender"),
  rota("DELETE", "/api/clientes/{id}", "cadastro", "staff", "excluir"),
  rota("GET", "/api/produtos", "cadastro", "staff"),
  rota("POST", "/api/produtos", "cadastro", "staff", "cadastrar"),
  rota("GET", "/api/produtos/{id}", "cadastro", "staff"),
  rota("PUT", "/api/produtos/{id}", "cadastro", "staff", "cadastrar"),
  rota("DELETE", "/api/produtos/{id}", "cadastro", "staff", "excluir"),
  // estoque: stock entries by IMEI, items, position
  rota("POST", "/api/estoque/entradas", "estoque", "staff", "cadastrar"),
  rota("GET", "/api/estoque/entradas", "estoque", "staff"),
  rota("GET", "/api/estoque/entradas/{id}", "estoque", "staff"),
  rota("GET", "/api/estoque/itens", "estoque", "staff"),
  rota("GET", "/api/estoque/posicao", "estoque", "staff"),
  // vendas: sales, status, warranty
  rota("POST", "/api/vendas", "vendas", "staff", "vender"),
  rota("POST", "/api/vendas/simulacao", "vendas", "staff", "vender"),
  rota("GET", "/api/vendas", "vendas", "staff"),
  rota("GET", "/api/vendas/{id}", "vendas", "staff"),
  rota("PATCH", "/api/vendas/{id}/status", "vendas", "staff", "financeiro"),
  rota("GET", "/api/vendas/{id}/garantia", "vendas", "staff"),
  // financeiro: boleto contracts
  rota("GET", "/api/contratos", "financeiro", "staff"),
  rota("GET", "/api/contratos/{id}", "financeiro", "staff"),
  rota("POST", "/api/contratos/{id}/reenviar-boletos", "financeiro", "staff", "financeiro"),
  rota("GET", "/api/contratos/{id}/eventos", "financeiro", "staff"),
  rota("GET", "/api/contratos/{id}/quitacao", "financeiro", "staff", "financeiro"),
  rota("POST", "/api/contratos/{id}/quitacao", "financeiro", "staff", "financeiro"),
  // API.md writes `{id}`: the same segment, named so its schema is the instalment id's (`<ULID>-NN`).
  rota("POST", "/api/parcelas/{parcelaId}/pagar", "financeiro", "staff", "financeiro"),
  // boletos: payment notices of the boleto providers (public: each provider signs its own)
  rota("POST", "/api/webhooks/boletos/{provider}", "boletos", "publica"),
  // bloqueio: the manual lock actions (staff) and the device confirmations of the lock providers (public: each provider signs its own)
  rota("POST", "/api/contratos/{id}/bloqueio", "bloqueio", "staff", "bloquear"),
  rota("POST", "/api/webhooks/bloqueio/{provider}", "bloqueio", "publica"),
  // portal: the public customer area (brute-force limits per CPF and per client address inside)
  rota("POST", "/api/portal/consulta", "portal", "publica"),
  // Customer sign-up proven by a code to the phone on file (issue 31 item 7): ask for it, then confirm.
  rota("POST", "/api/clientes/conta", "portal", "publica"),
  rota("POST", "/api/clientes/conta/confirmar", "portal", "publica"),
  rota("GET", "/api/cliente/me", "portal", "cliente"),
  // the customer area's slip PDF behind an opaque, short-lived token (no company, contract or instalment id in the link)
  rota("GET", "/api/portal/boletos/{token}", "portal", "publica"),
  // relatorios: dashboard
  rota("GET", "/api/dashboard", "relatorios", "staff"),
  // relatorios: reports (`formato=csv` answers a CSV file)
  rota("GET", "/api/relatorios/vendas", "relatorios", "staff", "relatorios"),
  rota("GET", "/api/relatorios/recebiveis", "relatorios", "staff", "relatorios"),
  rota("GET", "/api/relatorios/inadimplencia", "relatorios", "staff", "relatorios"),
  rota("GET", "/api/relatorios/estoque", "relatorios", "staff", "relatorios"),
];

export const routeKey = (r: Pick<Rota, "metodo" | "caminho">): string => `${r.metodo} ${r.caminho}`;

/** Builds a concrete path from a route path and its parameters: caminho("/api/x/{id}", { id }). */
export function caminho(modelo: string, params: Record<string, string> = {}): string {
  return modelo.replace(/\{(\w+)\}/g, (_, nome: string) => {
    const valor = params[nome];
    if (valor === undefined) throw new Error(`parâmetro ausente: ${nome}`);
    return encodeURIComponent(valor);
  });
}

/** Matches a concrete path to a route; returns the route and its path parameters. */
export function encontrarRota(
  metodo: string,
  path: string,
  rotas: readonly Rota[] = ROTAS,
): { rota: Rota; params: Record<string, string> } | undefined {
  const partes = path.replace(/\/+$/, "").split("/");
  for (const r of rotas) {
    if (r.metodo !== metodo) continue;
    const modelo = r.caminho.split("/");
    if (modelo.length !== partes.length) continue;
    const params: Record<string, string> = {};
    const casa = modelo.every((seg, i) => {
      const parte = partes[i] ?? "";
      const nome = /^\{(\w+)\}$/.exec(seg)?.[1];
      if (nome) {
        if (!parte) return false;
        params[nome] = decodificar(parte);
        return true;
      }
      return seg === parte;
    });
    if (casa) return { rota: r, params };
  }
  return undefined;
}

/** A segment that is not valid percent-encoding (`%ff%fe`) stays as sent: its schema refuses it. */
function decodificar(parte: string): string {
  try {
    return decodeURIComponent(parte);
  } catch {
    return parte;
  }
}
