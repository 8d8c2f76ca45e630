/**
 * The staff panel (a lazy chunk of its own, see ./router): React Query, the session guard, the
 * layout with the menu, and the staff screens, each lazy-loaded; all but the dashboard under
 * PrimeReact's provider (./prime, lazy too). Unknown addresses go to the landing page.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy } from "react";
import { matchPath, Navigate, Route, Routes } from "react-router-dom";
import { consultas } from "./consultas";
import { ExigePermissao, RotaProtegida } from "./guards";
import { LayoutApp } from "./shell/layout-app";
import { DashboardPage } from "./telas-iniciais";
import { telaPrecarregavel } from "./tela-precarregavel";
import { sessaoGuardada, tokenGuardado } from "./auth/sessao";
import { contaQueries } from "../features/conta/api/conta-api";
import { relatoriosQueries } from "../features/relatorios/api/dashboard-api";

const ComPrimeReact = lazy(() => import("./prime"));
const RelatoriosPage = telaPrecarregavel(() => import("../pages/relatorios/relatorios-page"));
const ProdutoFormPage = telaPrecarregavel(() => import("../pages/cadastro/produtos/produto-form-page"));
const ProdutosListaPage = telaPrecarregavel(() => import("../pages/cadastro/produtos/produtos-lista-page"));
const MarcasPage = telaPrecarregavel(() => import("../pages/cadastro/marcas/marcas-page"));
const CategoriasPage = telaPrecarregavel(() => import("../pages/cadastro/categorias/categorias-page"));
const FornecedoresPage = telaPrecarregavel(() => import("../pages/cadastro/fornecedores/fornecedores-page"));
const ClientesPage = telaPrecarregavel(() => import("../pages/cadastro/clientes/clientes-page"));
const DadosCadastraisPage = telaPrecarregavel(() => import("../pages/configuracoes/empresa/dados-cadastrais-page"));
const UsuariosPage = telaPrecarregavel(() => import("../pages/configuracoes/usuarios/usuarios-page"));
const ModelosDocumentosPage = telaPrecarregavel(() => import("../pages/configuracoes/modelos-documentos/modelos-documentos-page"));
const EntradaPage = telaPrecarregavel(() => import("../pages/estoque/entrada/entrada-page"));
const EntradasPage = telaPrecarregavel(() => import("../pages/estoque/lista/entradas-page"));
const PosicaoPage = telaPrecarregavel(() => import("../pages/estoque/controle/posicao-page"));
const NovaVendaPage = telaPrecarregavel(() => import("../pages/vendas/nova-venda-page"));
const FinanceiroPage = telaPrecarregavel(() => import("../pages/financeiro/financeiro-page"));
const ControleBoletosPage = telaPrecarregavel(() => import("../pages/financeiro/boletos/controle-boletos-page"));
const ContratoPage = telaPrecarregavel(() => import("../pages/financeiro/contrato-page"));
const GarantiaPage = telaPrecarregavel(() => import("../pages/financeiro/garantia-page"));
const AbrirBoletoPage = telaPrecarregavel(() => import("../pages/financeiro/abrir-boleto-page"));

/** Each screen's address (the routes below) and chunk, to start the first one's download at once. */
const TELAS: [string, { precarregar(): Promise<unknown> }][] = [
  ["/dashboard", DashboardPage],
  ["/cadastro/produto", ProdutoFormPage],
  ["/cadastro/produto/editar/:id", ProdutoFormPage],
  ["/cadastro/produto/lista", ProdutosListaPage],
  ["/cadastro/marca", MarcasPage],
  ["/cadastro/categoria", CategoriasPage],
  ["/cadastro/fornecedor", FornecedoresPage],
  ["/cadastro/cliente", ClientesPage],
  ["/estoque/entrada", EntradaPage],
  ["/estoque/lista", EntradasPage],
  ["/estoque/controle", PosicaoPage],
  ["/vendas", NovaVendaPage],
  ["/financeiro", FinanceiroPage],
  ["/financeiro/boletos", ControleBoletosPage],
  ["/financeiro/contrato/:id", ContratoPage],
  ["/financeiro/garantia/:id", GarantiaPage],
  ["/financeiro/boleto/:parcelaId", AbrirBoletoPage],
  ["/financeiro/quitacao/:contratoId/boleto", AbrirBoletoPage],
  ["/relatorios", RelatoriosPage],
  ["/configuracoes/empresas/usuarios", UsuariosPage],
  ["/configuracoes/empresas/dados-cadastrais", DadosCadastraisPage],
  ["/configuracoes/modelos-documentos", ModelosDocumentosPage],
];

/**
 * A panel address opened directly (a reload, a bookmark) with a stored session: its screen's chunk,
 * the user (/api/me) and, for the dashboard, its data start now, side by side, instead of one
 * after the other (guard → screen → its request).
 */
function adiantarPrimeiraTela(caminho: string): void {
  const tela = TELAS.find(([padrao]) => matchPath(padrao, caminho))?.[1];
  if (!tela || !tokenGuardado("equipe")) return;
  void tela.precarregar().catch(() => undefined);
  void consultas.prefetchQuery(contaQueries.me());
  if (caminho === "/dashboard") void consultas.prefetchQuery(relatoriosQueries.dashboard());
}
adiantarPrimeiraTela(window.location.pathname);

/**
 * The browser's Back can restore a whole earlier page load from its back-forward cache, screen
 * and cached answers included, after 'Sair' ended the session (issue 30: the old screen, then
 * 'Sessão expirada…' on the first click). Such a page goes to /login afresh.
 */
window.addEventListener("pageshow", (e) => {
  if (!e.persisted || sessaoGuardada("equipe")) return;
  consultas.clear();
  window.location.replace("/login");
});

export default function Painel() {
  return (
    <QueryClientProvider client={consultas}>
      <Routes>
        <Route element={<RotaProtegida />}>
          {/* 'Abrir boleto' in a new tab: signs the slip's link now and replaces itself with it (no menu). */}
          <Route path="/financeiro/boleto/:parcelaId" element={<AbrirBoletoPage />} />
          <Route path="/financeiro/quitacao/:contratoId/boleto" element={<AbrirBoletoPage />} />
          <Route element={<LayoutApp />}>
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route element={<ComPrimeReact />}>
              <Route path="/cadastro/produto/lista" element={<ProdutosListaPage />} />
              <Route path="/cadastro/marca" element={<MarcasPage />} />
              <Route path="/cadastro/categoria" element={<CategoriasPage />} />
              <Route path="/cadastro/fornecedor" element={<FornecedoresPage />} />
              <Route path="/cadastro/cliente" element={<ClientesPage />} />
              <Route path="/estoque/lista" element={<EntradasPage />} />
              <Route path="/estoque/controle" element={<PosicaoPage />} />
              <Route path="/financeiro/boletos" element={<ControleBoletosPage />} />
              <Route path="/financeiro/contrato/:id" element={<ContratoPage />} />
              <Route path="/financeiro/garantia/:id" element={<GarantiaPage />} />
              {/* Screens of one permission (issue 30): a role without it typing the address sees 'Acesso Negado'. */}
              <Route element={<ExigePermissao permissao="cadastrar" />}>
                {/* The product form holds cost and margin: never opened by a role that cannot register (issue 36). */}
                <Route path="/cadastro/produto" element={<ProdutoFormPage />} />
                <Route path="/cadastro/produto/editar/:id" element={<ProdutoFormPage />} />
                <Route path="/estoque/entrada" element={<EntradaPage />} />
              </Route>
              <Route element={<ExigePermissao permissao="vender" />}>
                <Route path="/vendas" element={<NovaVendaPage />} />
              </Route>
              <Route element={<ExigePermissao permissao="financeiro" />}>
                <Route path="/financeiro" element={<FinanceiroPage />} />
              </Route>
              <Route element={<ExigePermissao permissao="relatorios" />}>
                <Route path="/relatorios" element={<RelatoriosPage />} />
              </Route>
              {/* Admin only, but the spec sends other roles to /dashboard instead of 'Acesso Negado': the page redirects. */}
              <Route path="/configuracoes/empresas/usuarios" element={<UsuariosPage />} />
              <Route element={<ExigePermissao permissao="administrar" />}>
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
