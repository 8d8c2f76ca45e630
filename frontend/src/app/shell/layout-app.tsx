/** The shell of every signed-in screen: side menu, a header with the company name, the page. */
import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { Carregando } from "../../components/carregando";
import { useSessao } from "../guards";
import { LimiteErro } from "../pagina-erro";
import { MenuLateral } from "./menu-lateral";

export function LayoutApp() {
  const { empresa } = useSessao();
  return (
    <div className="layout-app">
      <MenuLateral />
      <div className="layout-conteudo">
        <header className="cabecalho-app">
          <i className="pi pi-building" aria-hidden />
          <span data-testid="cabecalho-empresa">{empresa.nome_fantasia}</span>
        </header>
        <main className="pagina">
          {/* A broken screen is replaced by the error page; the menu stays. */}
          <LimiteErro>
            <Suspense fallback={<Carregando />}>
              <Outlet />
            </Suspense>
          </LimiteErro>
        </main>
      </div>
    </div>
  );
}
