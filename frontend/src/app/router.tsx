/**
 * Every route of the spec's route table (docs/especificacao.md section 2); screens are lazy-loaded. This file is
 * in the entry chunk, so it holds only the public pages' routes: the staff panel (React Query,
 * PrimeReact's provider, the guard, the menu and its screens) is one more lazy chunk, ./painel,
 * loaded for any other address. Declarative routes (no data router): issue 15's budget of 100 KiB
 * gzip of JavaScript for the landing, sign-in, sign-up and customer pages.
 */
import { Suspense } from "react";
import { Route, Routes } from "react-router-dom";
import { Carregando } from "../components/carregando";
import { LimiteErro } from "./pagina-erro";
import { RolarAoTopo } from "./rolar-ao-topo";
import { DashboardPage, Painel } from "./telas-iniciais";
import { telaPrecarregavel } from "./tela-precarregavel";

const LandingPage = telaPrecarregavel(() => import("../pages/landing/landing-page"));
const LoginPage = telaPrecarregavel(() => import("../pages/login/login-page"));
const CadastroPage = telaPrecarregavel(() => import("../pages/cadastro/cadastro-page"));
const TermosDeUsoPage = telaPrecarregavel(() => import("../pages/legal/termos-de-uso-page"));
const PoliticaDePrivacidadePage = telaPrecarregavel(() => import("../pages/legal/politica-de-privacidade-page"));
const LgpdPage = telaPrecarregavel(() => import("../pages/legal/lgpd-page"));
// The customers' area: its own small chunk (plain elements and shared rules, no staff panel code).
const ConsultaBoletosPage = telaPrecarregavel(() => import("../pages/consulta-boletos/consulta-boletos-page"));
const ContaClientePage = telaPrecarregavel(() => import("../pages/consulta-boletos/conta-cliente-page"));

const PUBLICAS = {
  "/": LandingPage,
  "/login": LoginPage,
  "/cadastro": CadastroPage,
  "/termos-de-uso": TermosDeUsoPage,
  "/politica-de-privacidade": PoliticaDePrivacidadePage,
  "/lgpd": LgpdPage,
  "/consulta-boletos": ConsultaBoletosPage,
  "/cliente": ContaClientePage,
} as const;

/**
 * The first screen's chunks, started beside the config request (main.tsx): the first render then
 * finds them here and does not suspend (no spinner, no Suspense reveal delay before the LCP).
 */
export function precarregarRota(caminho: string): Promise<unknown> {
  const publica = PUBLICAS[caminho as keyof typeof PUBLICAS];
  if (publica) return publica.precarregar();
  return Promise.all([Painel.precarregar(), caminho === "/dashboard" ? DashboardPage.precarregar() : undefined]);
}

export function Rotas() {
  return (
    <LimiteErro>
      <RolarAoTopo />
      <Suspense fallback={<Carregando />}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/cadastro" element={<CadastroPage />} />
          <Route path="/termos-de-uso" element={<TermosDeUsoPage />} />
          <Route path="/politica-de-privacidade" element={<PoliticaDePrivacidadePage />} />
          <Route path="/lgpd" element={<LgpdPage />} />
          <Route path="/consulta-boletos" element={<ConsultaBoletosPage />} />
          {/* The customer's account (issue 13): sign in / create account, then their slips in every shop. */}
          <Route path="/cliente" element={<ContaClientePage />} />
          {/* The staff screens, and the redirect of unknown addresses to the landing page. */}
          <Route path="*" element={<Painel />} />
        </Routes>
      </Suspense>
    </LimiteErro>
  );
}
