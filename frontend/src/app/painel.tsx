/**
 * The staff panel (a lazy chunk of its own, see ./router): React Query, the session guard, the
 * layout with the menu, and the staff screens, each lazy-loaded; all but the dashboard under
 * PrimeReact's provider (./prime, lazy too). Unknown addresses go to the landing page.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { consultas } from "./consultas";
import { ExigePapel, RotaProtegida } from "./guards";
import { LayoutApp } from "./shell/layout-app";
import { DashboardPage } from "./telas-iniciais";

const ComPrimeReact = lazy(() => import("./prime"));
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

export default function Painel() {
  return (
    <QueryClientProvider client={consultas}>
      <Routes>
        <Route element={<RotaProtegida />}>
          <Route element={<LayoutApp />}>
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route element={<ComPrimeReact />}>
              <Route path="/cadastro/produto" element={<ProdutoFormPage />} />
              <Route path="/cadastro/produto/editar/:id" element={<ProdutoFormPage />} />
              <Route path="/cadastro/produto/lista" element={<ProdutosListaPage />} />
              <Route path="/cadastro/marca" element={<MarcasPage />} />
              <Route path="/cadastro/categoria" element={<CategoriasPage />} />
              <Route path="/cadastro/fornecedor" element={<FornecedoresPage />} />
              <Route path="/cadastro/cliente" element={<ClientesPage />} />
              <Route path="/estoque/entrada" element={<EntradaPage />} />
              <Route path="/estoque/lista" element={<EntradasPage />} />
              <Route path="/estoque/controle" element={<PosicaoPage />} />
              <Route path="/vendas" element={<NovaVendaPage />} />
              <Route path="/financeiro" element={<FinanceiroPage />} />
              <Route path="/financeiro/boletos" element={<ControleBoletosPage />} />
              <Route path="/financeiro/contrato/:id" element={<ContratoPage />} />
              <Route path="/financeiro/garantia/:id" element={<GarantiaPage />} />
              <Route path="/relatorios" element={<RelatoriosPage />} />
              {/* Admin only, but the spec sends other roles to /dashboard instead of 'Acesso Negado': the page redirects. */}
              <Route path="/configuracoes/empresas/usuarios" element={<UsuariosPage />} />
              <Route element={<ExigePapel papel="admin" />}>
                <Route path="/configuracoes/empresas/dados-cadastrais" element={<DadosCadastraisPage />} />
                <Route path="/configuracoes/modelos-documentos" element={<ModelosDocumentosPage />} />
              </Route>
            </Route>
          </Route>
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </QueryClientProvider>
  );
}
