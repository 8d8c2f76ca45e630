/**
 * The shell of every signed-in screen: side menu, a header with the company name, the page. On a
 * phone the menu is a drawer opened by 'Menu' in the header (issue 36 item 12: the 52 px bar had
 * no labels on touch, where nothing hovers, and hid its last items behind 'Sair').
 */
import { Suspense, useCallback, useRef, useState } from "react";
import { Outlet } from "react-router-dom";
import { Carregando } from "../../components/carregando";
import { useSessao } from "../guards";
import { LimiteErro } from "../pagina-erro";
import { MenuLateral } from "./menu-lateral";

export function LayoutApp() {
  const { empresa } = useSessao();
  const [menuAberto, setMenuAberto] = useState(false);
  const botaoMenu = useRef<HTMLButtonElement>(null);
  const fecharMenu = useCallback((devolverFoco: boolean) => {
    setMenuAberto(false);
    if (devolverFoco) botaoMenu.current?.focus();
  }, []);
  return (
    <div className="layout-app">
      <MenuLateral aberto={menuAberto} aoFechar={fecharMenu} />
      <div className="layout-conteudo">
        <header className="cabecalho-app">
          <button
            ref={botaoMenu}
            type="button"
            className="botao-menu"
            aria-expanded={menuAberto}
            aria-controls="menu-principal"
            onClick={() => setMenuAberto(true)}
          >
            <i className="pi pi-bars" aria-hidden />
            <span>Menu</span>
          </button>
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
