/**
 * The one route table. Infra builds API Gateway routes from it, the local gateway serves it,
 * the SPA's client and the tests use its paths. One Lambda per domain routes inside by
 * `routeKey`; a route is still one small file under functions/<dominio>/http/.
 */

import type { Exigencia } from "../usuarios/permissoes";
import type * as z from "../zod";

export const PAPEIS = ["vendedor", "estoquista", "financeiro", "gerente", "admin"] as const;
export type Papel = (typeof PAPEIS)[number];

/** Lambda per domain (docs/arquitetura.md "Layout"). Only domains with routes or jobs get a function. */
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
  "mensagens",
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
  /** The request's schemas, for the OpenAPI document (shared/api/openapi.ts). */
  contrato?: Contrato;
}

/**
 * The zod schemas a route's handler validates its JSON body and its query string with, each
 * loaded on demand: a static import here would build every schema of the API in every Lambda's
 * cold start and in the SPA's first page (the table is imported by both). test/unit/openapi.test.ts
 * holds each entry to the schema the handler really uses.
 */
export interface Contrato {
  corpo?: () => Promise<z.core.$ZodType>;
  consulta?: () => Promise<z.core.$ZodType>;
  /** The success answer's schema, where shared/ has one (the SPA parses the answer with it). */
  resposta?: () => Promise<z.core.$ZodType>;
  /** The success status when it is not 200. */
  status?: 201 | 202 | 204;
}

/** `de(() => import("../x/schemas"), "Nome")`: the export `Nome` of that module, loaded when asked. */
const de =
  <K extends string, M extends Record<K, z.core.$ZodType>>(carregar: () => Promise<M>, nome: K) =>
  async (): Promise<z.core.$ZodType> =>
    (await carregar())[nome];

const rota = (
  metodo: Metodo,
  caminho: string,
  dominio: Dominio,
  auth: Autenticacao,
  permissao: Exigencia = "equipe",
  contrato?: Contrato,
): Rota => ({ metodo, caminho, dominio, auth, permissao, ...(contrato ? { contrato } : {}) });

const conta = () => import("../conta/schemas");
const documentos = () => import("../documentos/schemas");
const cadastro = () => import("../cadastro/schemas");
const campos = () => import("../cadastro/campos");
const produto = () => import("../cadastro/produto");
const empresa = () => import("../empresa/schemas");
const cobranca = () => import("../empresa/cobranca");
const credito = () => import("../empresa/credito");
const usuarios = () => import("../usuarios/schemas");
const estoque = () => import("../estoque/schemas");
const vendas = () => import("../vendas/schemas");
const contratos = () => import("../vendas/contratos");
const eventos = () => import("../vendas/eventos");
const quitacao = () => import("../regras/quitacao");
const balcao = () => import("../vendas/pagamento-balcao");
const bloqueio = () => import("../bloqueio/schemas");
const portal = () => import("../portal/schemas");
const relatorios = () => import("../relatorios/relatorios");
/** The reports' queries fill a missing period from today's date: the same shape on any day. */
const relatorio = (nome: "consultaVendas" | "consultaRecebiveis" | "consultaPeriodo") => async (): Promise<z.core.$ZodType> => (await relatorios())[nome]();

export const ROTAS: readonly Rota[] = [
  // conta: company sign-up and the signed-in staff user
  rota("POST", "/api/empresas", "conta", "publica", "equipe", { corpo: de(conta, "CriarEmpresaInput"), resposta: de(conta, "CriarEmpresaResposta"), status: 201 }),
  rota("GET", "/api/me", "conta", "staff", "equipe", { resposta: de(conta, "MeResposta") }),
  // the API's own contract (shared/api/openapi.ts): public, a contract for the API's clients
  rota("GET", "/api/openapi.json", "conta", "publica"),
  rota("GET", "/api/docs", "conta", "publica"),
  // empresa: the company's own data (any role reads; the admin edits)
  rota("GET", "/api/empresa", "empresa", "staff", "equipe", { resposta: de(empresa, "EmpresaDetalhe") }),
  rota("PUT", "/api/empresa", "empresa", "staff", "administrar", { corpo: de(empresa, "AtualizarEmpresaInput"), resposta: de(conta, "Empresa") }),
  rota("GET", "/api/empresa/cobranca", "empresa", "staff", "equipe", { resposta: de(cobranca, "CobrancaDaEmpresa") }),
  rota("PUT", "/api/empresa/cobranca", "empresa", "staff", "administrar", { corpo: de(cobranca, "AtualizarCobrancaInput"), resposta: de(cobranca, "CobrancaDaEmpresa") }),
  rota("GET", "/api/empresa/credito", "empresa", "staff"),
  rota("PUT", "/api/empresa/credito", "empresa", "staff", "administrar", { corpo: de(credito, "ConfigCredito") }),
  // The shop's first steps are answered by GET /api/me (`empresa.primeiros_passos`); this keeps the default contract or hides the list.
  rota("POST", "/api/empresa/primeiros-passos", "empresa", "staff", "administrar", { corpo: de(empresa, "AcaoPrimeirosPassosInput"), resposta: de(conta, "PrimeirosPassos") }),
  // usuarios: the company's staff users
  rota("GET", "/api/usuarios", "usuarios", "staff", "administrar", { resposta: de(usuarios, "ListaUsuarios") }),
  rota("POST", "/api/usuarios", "usuarios", "staff", "administrar", { corpo: de(usuarios, "CriarUsuarioInput"), resposta: de(conta, "Usuario"), status: 201 }),
  rota("PUT", "/api/usuarios/{id}", "usuarios", "staff", "administrar", { corpo: de(usuarios, "AtualizarUsuarioInput"), resposta: de(conta, "Usuario") }),
  rota("DELETE", "/api/usuarios/{id}", "usuarios", "staff", "administrar"),
  rota("PATCH", "/api/usuarios/{id}/ativo", "usuarios", "staff", "administrar", { corpo: de(usuarios, "AlterarAtivoInput"), resposta: de(conta, "Usuario") }),
  // documentos: contract and warranty templates (admin only)
  rota("GET", "/api/modelos-documentos", "documentos", "staff", "administrar", { resposta: de(documentos, "ListaModelosDocumentos") }),
  rota("POST", "/api/modelos-documentos", "documentos", "staff", "administrar", { corpo: de(documentos, "ModeloDocumentoInput"), resposta: de(documentos, "ModeloDocumento"), status: 201 }),
  rota("PUT", "/api/modelos-documentos/{id}", "documentos", "staff", "administrar", { corpo: de(documentos, "ModeloDocumentoInput"), resposta: de(documentos, "ModeloDocumento") }),
  rota("DELETE", "/api/modelos-documentos/{id}", "documentos", "staff", "administrar"),
  // cadastro: brands, categories, suppliers, customers and product models (any role reads: the sale form lists them)
  rota("GET", "/api/marcas", "cadastro", "staff", "equipe", { consulta: de(campos, "ListaQuery") }),
  rota("POST", "/api/marcas", "cadastro", "staff", "cadastrar", { corpo: de(cadastro, "MarcaInput") }),
  rota("PUT", "/api/marcas/{id}", "cadastro", "staff", "cadastrar", { corpo: de(cadastro, "MarcaInput") }),
  rota("DELETE", "/api/marcas/{id}", "cadastro", "staff", "excluir"),
  rota("GET", "/api/categorias", "cadastro", "staff", "equipe", { consulta: de(campos, "ListaQuery") }),
  rota("POST", "/api/categorias", "cadastro", "staff", "cadastrar", { corpo: de(cadastro, "CategoriaInput") }),
  rota("PUT", "/api/categorias/{id}", "cadastro", "staff", "cadastrar", { corpo: de(cadastro, "CategoriaInput") }),
  rota("DELETE", "/api/categorias/{id}", "cadastro", "staff", "excluir"),
  rota("GET", "/api/fornecedores", "cadastro", "staff", "equipe", { consulta: de(campos, "ListaPaginadaQuery") }),
  rota("POST", "/api/fornecedores", "cadastro", "staff", "cadastrar", { corpo: de(cadastro, "FornecedorInput") }),
  rota("PUT", "/api/fornecedores/{id}", "cadastro", "staff", "cadastrar", { corpo: de(cadastro, "FornecedorInput") }),
  rota("DELETE", "/api/fornecedores/{id}", "cadastro", "staff", "excluir"),
  rota("GET", "/api/clientes", "cadastro", "staff", "equipe", { consulta: de(campos, "ListaPaginadaQuery") }),
  rota("POST", "/api/clientes", "cadastro", "staff", "vender", { corpo: de(cadastro, "ClienteInput") }),
  rota("PUT", "/api/clientes/{id}", "cadastro", "staff", "vender", { corpo: de(cadastro, "ClienteInput") }),
  rota("DELETE", "/api/clientes/{id}", "cadastro", "staff", "excluir"),
  rota("GET", "/api/produtos", "cadastro", "staff", "equipe", { consulta: de(campos, "ListaPaginadaQuery") }),
  rota("POST", "/api/produtos", "cadastro", "staff", "cadastrar", { corpo: de(produto, "ProdutoInput") }),
  rota("GET", "/api/produtos/{id}", "cadastro", "staff"),
  rota("PUT", "/api/produtos/{id}", "cadastro", "staff", "cadastrar", { corpo: de(produto, "ProdutoInput") }),
  rota("DELETE", "/api/produtos/{id}", "cadastro", "staff", "excluir"),
  // estoque: stock entries by IMEI, items, position
  rota("POST", "/api/estoque/entradas", "estoque", "staff", "cadastrar", { corpo: de(estoque, "CriarEntradaInput") }),
  rota("GET", "/api/estoque/entradas", "estoque", "staff", "equipe", { consulta: de(estoque, "PaginaQuery") }),
  rota("GET", "/api/estoque/entradas/{id}", "estoque", "staff"),
  rota("GET", "/api/estoque/itens", "estoque", "staff", "equipe", { consulta: de(estoque, "ListarItensQuery") }),
  rota("GET", "/api/estoque/posicao", "estoque", "staff"),
  // vendas: sales, status, warranty
  rota("POST", "/api/vendas", "vendas", "staff", "vender", { corpo: de(vendas, "CriarVendaInput") }),
  rota("POST", "/api/vendas/simulacao", "vendas", "staff", "vender", { corpo: de(vendas, "CriarVendaInput") }),
  rota("GET", "/api/vendas", "vendas", "staff", "equipe", { consulta: de(vendas, "ListarVendasQuery") }),
  rota("GET", "/api/vendas/{id}", "vendas", "staff"),
  rota("PATCH", "/api/vendas/{id}/status", "vendas", "staff", "financeiro", { corpo: de(vendas, "MudarStatusInput") }),
  rota("GET", "/api/vendas/{id}/garantia", "vendas", "staff"),
  // financeiro: boleto contracts
  rota("GET", "/api/contratos", "financeiro", "staff", "equipe", { consulta: de(contratos, "ListarContratosQuery") }),
  rota("GET", "/api/contratos/{id}", "financeiro", "staff"),
  rota("POST", "/api/contratos/{id}/reenviar-boletos", "financeiro", "staff", "financeiro"),
  rota("GET", "/api/contratos/{id}/eventos", "financeiro", "staff", "equipe", { consulta: de(eventos, "ConsultaEventosContrato") }),
  rota("GET", "/api/contratos/{id}/mensagens", "financeiro", "staff"),
  rota("GET", "/api/contratos/{id}/quitacao", "financeiro", "staff", "financeiro", { consulta: de(quitacao, "ConsultaQuitacao") }),
  rota("POST", "/api/contratos/{id}/quitacao", "financeiro", "staff", "financeiro", { corpo: de(quitacao, "PedidoQuitacao") }),
  // 'Marcar Paga' on the payoff slip: settles the contract as its bank payment would
  rota("POST", "/api/contratos/{id}/quitacao/pagar", "financeiro", "staff", "financeiro"),
  // 'Abrir boleto' on the payoff slip: its PDF's link signed at the click, as the instalments'
  rota("GET", "/api/contratos/{id}/quitacao/boleto", "financeiro", "staff"),
  // the termo de quitação of a contract paid off early (PDF; issue 36 item 3): a read, open to every staff role
  rota("GET", "/api/contratos/{id}/quitacao/termo", "financeiro", "staff", "equipe"),
  // docs/api.md writes `{id}`: the same segment, named so its schema is the instalment id's (`<ULID>-NN`).
  rota("POST", "/api/parcelas/{parcelaId}/pagar", "financeiro", "staff", "financeiro", { corpo: de(balcao, "PagamentoBalcao") }),
  // the receipt of a paid instalment (PDF, A4 or 80 mm): a read, open to every staff role
  rota("GET", "/api/parcelas/{parcelaId}/recibo", "financeiro", "staff", "equipe", { consulta: de(balcao, "ConsultaRecibo") }),
  // the receipt of a sale paid at the counter (PDF, A4 or 80 mm; served where receipts live): the same roles as an instalment's
  rota("GET", "/api/vendas/{id}/recibo", "financeiro", "staff", "equipe", { consulta: de(balcao, "ConsultaRecibo") }),
  // 'Abrir boleto': the slip's link signed at the click (a list's links expire; issue 30 item 2)
  rota("GET", "/api/parcelas/{parcelaId}/boleto", "financeiro", "staff"),
  // 'Enviar 2ª via': the instalment's slip to the customer now (a finance action: issue 31 item 4).
  rota("POST", "/api/parcelas/{parcelaId}/segunda-via", "financeiro", "staff", "financeiro"),
  // 'Enviar recibo': a paid instalment's receipt to the customer now, as its text (a finance action, as the 2ª via).
  rota("POST", "/api/parcelas/{parcelaId}/enviar-recibo", "financeiro", "staff", "financeiro"),
  // boletos: payment notices of the boleto providers (public: each provider signs its own)
  rota("POST", "/api/webhooks/boletos/{provider}", "boletos", "publica"),
  // bloqueio: the manual lock actions (staff) and the device confirmations of the lock providers (public: each provider signs its own)
  rota("POST", "/api/contratos/{id}/bloqueio", "bloqueio", "staff", "bloquear", { corpo: de(bloqueio, "PedidoBloqueioManual") }),
  rota("POST", "/api/webhooks/bloqueio/{provider}", "bloqueio", "publica"),
  // mensagens: delivery status notices of the messaging providers (public: each provider signs its own)
  rota("POST", "/api/webhooks/mensagens/{provider}", "mensagens", "publica"),
  // portal: the public customer area (brute-force limits per CPF and per client address inside)
  rota("POST", "/api/portal/consulta", "portal", "publica", "equipe", { corpo: de(portal, "ConsultaPortalInput"), resposta: de(portal, "ConsultaPortal") }),
  // Customer sign-up proven by a code to the phone on file (issue 31 item 7): ask for it, then confirm.
  rota("POST", "/api/clientes/conta", "portal", "publica", "equipe", { corpo: de(portal, "SolicitarCodigoContaInput"), resposta: de(portal, "CodigoContaEnviado"), status: 202 }),
  rota("POST", "/api/clientes/conta/confirmar", "portal", "publica", "equipe", { corpo: de(portal, "ConfirmarContaClienteInput"), status: 201 }),
  rota("GET", "/api/cliente/me", "portal", "cliente", "equipe", { resposta: de(portal, "ConsultaPortal") }),
  // the customer area's slip PDF behind an opaque, short-lived token (no company, contract or instalment id in the link)
  rota("GET", "/api/portal/boletos/{token}", "portal", "publica"),
  // the customer asks the payoff slip of a contract: the lookup's opaque token and its CPF + phone proof again (same limits)
  rota("POST", "/api/portal/quitacao", "portal", "publica", "equipe", { corpo: de(portal, "PedidoQuitacaoPortalInput"), status: 201 }),
  rota("POST", "/api/cliente/quitacao", "portal", "cliente", "equipe", { corpo: de(portal, "PedidoQuitacaoClienteInput"), status: 201 }),
  // relatorios: dashboard
  rota("GET", "/api/dashboard", "relatorios", "staff"),
  // relatorios: reports (`formato=csv` answers a CSV file)
  rota("GET", "/api/relatorios/vendas", "relatorios", "staff", "relatorios", { consulta: relatorio("consultaVendas") }),
  rota("GET", "/api/relatorios/recebiveis", "relatorios", "staff", "relatorios", { consulta: relatorio("consultaRecebiveis") }),
  rota("GET", "/api/relatorios/inadimplencia", "relatorios", "staff", "relatorios", { consulta: relatorio("consultaPeriodo") }),
  rota("GET", "/api/relatorios/estoque", "relatorios", "staff", "relatorios", { consulta: de(relatorios, "ConsultaEstoque") }),
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
