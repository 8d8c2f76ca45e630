/** Every route of the spec's route table (SPEC.md section 2); screens are lazy-loaded. */
import { lazy } from "react";
import { createBrowserRouter, Navigate } from "react-router-dom";
import { PaginaEmConstrucao } from "../components/pagina-em-construcao";
import { ExigePapel, RotaProtegida } from "./guards";
import { LayoutApp } from "./shell/layout-app";

const LandingPage = lazy(() => import("../pages/landing/landing-page"));
const LoginPage = lazy(() => import("../pages/login/login-page"));
const CadastroPage = lazy(() => import("../pages/cadastro/cadastro-page"));
const DashboardPage = lazy(() => import("../pages/dashboard/dashboard-page"));

const emBreve = (titulo: string) => <PaginaEmConstrucao titulo={titulo} />;

export const router = createBrowserRouter([
  { path: "/", element: <LandingPage /> },
  { path: "/login", element: <LoginPage /> },
  { path: "/cadastro", element: <CadastroPage /> },
  { path: "/consulta-boletos", element: <div className="pagina-publica">{emBreve("Área do Cliente")}</div> },
  {
    element: <RotaProtegida />,
    children: [
      {
        element: <LayoutApp />,
        children: [
          { path: "/dashboard", element: <DashboardPage /> },
          { path: "/cadastro/produto", element: emBreve("Cadastro de Produto") },
          { path: "/cadastro/produto/editar/:id", element: emBreve("Editar Produto") },
          { path: "/cadastro/produto/lista", element: emBreve("Produtos") },
          { path: "/cadastro/marca", element: emBreve("Marcas") },
          { path: "/cadastro/categoria", element: emBreve("Categorias") },
          { path: "/cadastro/fornecedor", element: emBreve("Fornecedores") },
          { path: "/cadastro/cliente", element: emBreve("Clientes") },
          { path: "/estoque/entrada", element: emBreve("Entrada de Produtos") },
          { path: "/estoque/lista", element: emBreve("Controle de Estoque") },
          { path: "/estoque/controle", element: emBreve("Posição de Estoque") },
          { path: "/vendas", element: emBreve("Nova Venda") },
          { path: "/financeiro", element: emBreve("Financeiro") },
          { path: "/financeiro/boletos", element: emBreve("Controle de Boletos") },
          { path: "/financeiro/contrato/:id", element: emBreve("Detalhes do Contrato") },
          { path: "/financeiro/garantia/:id", element: emBreve("Termo de Garantia") },
          { path: "/relatorios", element: emBreve("Relatórios") },
          {
            element: <ExigePapel papel="admin" />,
            children: [
              { path: "/configuracoes/empresas/dados-cadastrais", element: emBreve("Dados Cadastrais") },
              { path: "/configuracoes/empresas/usuarios", element: emBreve("Usuários") },
              { path: "/configuracoes/modelos-documentos", element: emBreve("Modelos de Documentos") },
            ],
          },
        ],
      },
    ],
  },
  { path: "*", element: <Navigate to="/" replace /> },
]);
