/** Every route of the spec's route table (SPEC.md section 2); screens are lazy-loaded. */
import { lazy } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router-dom";
import { ExigePapel, RotaProtegida } from "./guards";
import { PaginaErro } from "./pagina-erro";
import { LayoutApp } from "./shell/layout-app";

const LandingPage = lazy(() => import("../pages/landing/landing-page"));
const LoginPage = lazy(() => import("../pages/login/login-page"));
const CadastroPage = lazy(() => import("../pages/cadastro/cadastro-page"));
const TermosDeUsoPage = lazy(() => import("../pages/legal/termos-de-uso-page"));
const PoliticaDePrivacidadePage = lazy(() => import("../pages/legal/politica-de-privacidade-page"));
const LgpdPage = lazy(() => import("../pages/legal/lgpd-page"));
const DashboardPage = lazy(() => import("../pages/dashboard/dashboard-page"));
const RelatoriosPage = lazy(() => import("../pages/relatorios/relatorios-page"));
const ProdutoFormPage = lazy(() => import("../pages/cadastro/produtos/produto-form-page"));
const ProdutosListaPage = lazy(() => import("../pages/cadastro/produtos/produtos-lista-page"));
const MarcasPage = lazy(() => import("../pages/cadastro/marcas/marcas-page"));
const CategoriasPage = lazy(() => import("../pages/cadastro/categorias/categorias-page"));
const FornecedoresPage = lazy(() => import("../pages/cadastro/fornecedores/fornecedores-page"));
const ClientesPage = lazy(() => import("../pages/cadastro/clientes/clientes-page"));
const DadosCadastraisPage = lazy(() => import("../pages/configuracoes/empresa/dados-cadastrais-page"));
const UsuariosPage = lazy(() => import("../pages/configuracoes/usuarios/usuarios-page"));
const ModelosDocumentosPage = lazy(() => import("../pages/configuracoes/modelos-documentos/modelos-documentos-page"));
const EntradaPage = lazy(() => import("../pages/estoque/entrada/entrada-page"));
const EntradasPage = lazy(() => import("../pages/estoque/lista/entradas-page"));
const PosicaoPage = lazy(() => import("../pages/estoque/controle/posicao-page"));
const NovaVendaPage = lazy(() => import("../pages/vendas/nova-venda-page"));
const FinanceiroPage = lazy(() => import("../pages/financeiro/financeiro-page"));
const ControleBoletosPage = lazy(() => import("../pages/financeiro/boletos/controle-boletos-page"));
const ContratoPage = lazy(() => import("../pages/financeiro/contrato-page"));
const GarantiaPage = lazy(() => import("../pages/financeiro/garantia-page"));
// The customers' area: its own small chunk (plain elements and shared rules, no staff panel code).
const ConsultaBoletosPage = lazy(() => import("../pages/consulta-boletos/consulta-boletos-page"));
const ContaClientePage = lazy(() => import("../pages/consulta-boletos/conta-cliente-page"));


/**
 * Every route gets the pt-BR error page. On a staff screen the innermost route catches first, so
 * the menu stays and only the broken screen is replaced.
 */
function comPaginaErro(rotas: RouteObject[]): RouteObject[] {
  return rotas.map((r) => ({ ...r, errorElement: <PaginaErro />, ...(r.children ? { children: comPaginaErro(r.children) } : {}) }) as RouteObject);
}

export const router = createBrowserRouter(comPaginaErro([
  { path: "/", element: <LandingPage /> },
  { path: "/login", element: <LoginPage /> },
  { path: "/cadastro", element: <CadastroPage /> },
  { path: "/termos-de-uso", element: <TermosDeUsoPage /> },
  { path: "/politica-de-privacidade", element: <PoliticaDePrivacidadePage /> },
  { path: "/lgpd", element: <LgpdPage /> },
  { path: "/consulta-boletos", element: <ConsultaBoletosPage /> },
  // The customer's account (issue 13): sign in / create account, then their slips in every shop.
  { path: "/cliente", element: <ContaClientePage /> },
  {
    element: <RotaProtegida />,
    children: [
      {
        element: <LayoutApp />,
        children: [
          { path: "/dashboard", element: <DashboardPage /> },
          { path: "/cadastro/produto", element: <ProdutoFormPage /> },
          { path: "/cadastro/produto/editar/:id", element: <ProdutoFormPage /> },
          { path: "/cadastro/produto/lista", element: <ProdutosListaPage /> },
          { path: "/cadastro/marca", element: <MarcasPage /> },
          { path: "/cadastro/categoria", element: <CategoriasPage /> },
          { path: "/cadastro/fornecedor", element: <FornecedoresPage /> },
          { path: "/cadastro/cliente", element: <ClientesPage /> },
          { path: "/estoque/entrada", element: <EntradaPage /> },
          { path: "/estoque/lista", element: <EntradasPage /> },
          { path: "/estoque/controle", element: <PosicaoPage /> },
          { path: "/vendas", element: <NovaVendaPage /> },
          { path: "/financeiro", element: <FinanceiroPage /> },
          { path: "/financeiro/boletos", element: <ControleBoletosPage /> },
          { path: "/financeiro/contrato/:id", element: <ContratoPage /> },
          { path: "/financeiro/garantia/:id", element: <GarantiaPage /> },
          { path: "/relatorios", element: <RelatoriosPage /> },
          // Admin only, but the spec sends other roles to /dashboard instead of 'Acesso Negado': the page redirects.
          { path: "/configuracoes/empresas/usuarios", element: <UsuariosPage /> },
          {
            element: <ExigePapel papel="admin" />,
            children: [
              { path: "/configuracoes/empresas/dados-cadastrais", element: <DadosCadastraisPage /> },
              { path: "/configuracoes/modelos-documentos", element: <ModelosDocumentosPage /> },
            ],
          },
        ],
      },
    ],
  },
  { path: "*", element: <Navigate to="/" replace /> },
]));
