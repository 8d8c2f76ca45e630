/**
 * Every route of the spec's route table (SPEC.md section 2); screens are lazy-loaded. This file is
 * in the entry chunk, so it holds only the public pages' routes: the staff panel (React Query,
 * PrimeReact's provider, the guard, the menu and its screens) is one more lazy chunk, ./painel,
 * loaded for any other address. Declarative routes (no data router): issue 15's budget of 100 KiB
 * gzip of JavaScript for the landing, sign-in, sign-up and customer pages.
 */
import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router-dom";
import { Carregando } from "../components/carregando";
import { LimiteErro } from "./pagina-erro";
import { Painel } from "./telas-iniciais";

const LandingPage = lazy(() => import("../pages/landing/landing-page"));
const LoginPage = lazy(() => import("../pages/login/login-page"));
const CadastroPage = lazy(() => import("../pages/cadastro/cadastro-page"));
const TermosDeUsoPage = lazy(() => import("../pages/legal/termos-de-uso-page"));
const PoliticaDePrivacidadePage = lazy(() => import("../pages/legal/politica-de-privacidade-page"));
const LgpdPage = lazy(() => import("../pages/legal/lgpd-page"));
// The customers' area: its own small chunk (plain elements and shared rules, no staff panel code).
const ConsultaBoletosPage = lazy(() => import("../pages/consulta-boletos/consulta-boletos-page"));
const ContaClientePage = lazy(() => import("../pages/consulta-boletos/conta-cliente-page"));

export function Rotas() {
  return (
    <LimiteErro>
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
