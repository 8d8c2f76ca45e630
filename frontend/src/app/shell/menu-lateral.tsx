/**
 * Side menu (spec section 2): a narrow bar that expands on hover (and on keyboard focus), with the
 * company name, plan, user name and access type, the menu tree and 'Sair'. On a phone (app.css,
 * up to 640 px) it is a drawer, `aberto` from the header's 'Menu': every item with its name, the
 * whole drawer scrolls and 'Sair' comes last (issue 36 item 12); a choice, 'Fechar menu', the
 * backdrop or Esc closes it.
 */
import { useEffect, useRef } from "react";
import { NavLink, useNavigate } from "react-router-dom";
import { useSair } from "../../features/conta/api/conta-api";
import { useSessao } from "../guards";
import { menuPara, type ItemMenu } from "./menu";
import { ROTULO_PAPEL, ROTULO_PLANO } from "./rotulos";

function Itens({ itens, nivel, aoEscolher }: { itens: ItemMenu[]; nivel: number; aoEscolher: () => void }) {
  return (
    <ul className={`menu-nivel-${nivel}`}>
      {itens.map((i) => (
        <li key={i.rotulo}>
          {i.para ? (
            <NavLink
              to={i.para}
              end
              className={({ isActive }) => `menu-link${isActive ? " ativo" : ""}`}
              title={i.rotulo}
              // A clicked link keeps focus, and :focus-within would hold the menu open over the page.
              onClick={(e) => {
                e.currentTarget.blur();
                aoEscolher();
              }}
            >
              <i className={i.icone} aria-hidden />
              <span className="menu-rotulo">{i.rotulo}</span>
            </NavLink>
          ) : (
            <span className="menu-grupo" title={i.rotulo}>
              <i className={i.icone} aria-hidden />
              <span className="menu-rotulo">{i.rotulo}</span>
            </span>
          )}
          {i.filhos && <Itens itens={i.filhos} nivel={nivel + 1} aoEscolher={aoEscolher} />}
        </li>
      ))}
    </ul>
  );
}

interface Props {
  /** Open as the phone's drawer. */
  aberto: boolean;
  /** Closes the drawer; `devolverFoco`: back to the header's 'Menu' (closed by its own button or Esc). */
  aoFechar: (devolverFoco: boolean) => void;
}

export function MenuLateral({ aberto, aoFechar }: Props) {
  const { usuario, empresa } = useSessao();
  const sair = useSair();
  const navegar = useNavigate();
  const fechar = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!aberto) return;
    fechar.current?.focus();
    const tecla = (e: KeyboardEvent) => e.key === "Escape" && aoFechar(true);
    document.addEventListener("keydown", tecla);
    return () => document.removeEventListener("keydown", tecla);
  }, [aberto, aoFechar]);
  return (
    <>
      {aberto && <div className="menu-fundo" aria-hidden onClick={() => aoFechar(false)} />}
      <nav id="menu-principal" className={`menu-lateral${aberto ? " aberto" : ""}`} aria-label="Menu principal">
        <div className="menu-topo">
          <i className="pi pi-mobile menu-logo" aria-hidden />
          <div className="menu-rotulo menu-empresa">
            <strong data-testid="menu-empresa" title={empresa.nome_fantasia}>
              {empresa.nome_fantasia}
            </strong>
            <span className="menu-plano">Plano {ROTULO_PLANO[empresa.plano]}</span>
          </div>
          <button ref={fechar} type="button" className="menu-fechar" aria-label="Fechar menu" onClick={() => aoFechar(true)}>
            <i className="pi pi-times" aria-hidden />
          </button>
        </div>
        <div className="menu-itens">
          <Itens itens={menuPara(usuario.tipo_acesso)} nivel={0} aoEscolher={() => aoFechar(false)} />
        </div>
        <div className="menu-rodape">
          <div className="menu-rotulo menu-usuario">
            <strong>{usuario.nome}</strong>
            <span>{ROTULO_PAPEL[usuario.tipo_acesso]}</span>
          </div>
          <button
            type="button"
            className="menu-link menu-sair"
            onClick={async () => {
              await sair();
              navegar("/login", { replace: true });
            }}
          >
            <i className="pi pi-sign-out" aria-hidden />
            <span className="menu-rotulo">Sair</span>
          </button>
        </div>
      </nav>
    </>
  );
}
