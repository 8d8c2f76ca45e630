/**
 * Side menu (spec section 2): a narrow bar that expands on hover (and on keyboard focus), with the
 * company name, plan, user name and access type, the menu tree and 'Sair'.
 */
import { NavLink, useNavigate } from "react-router-dom";
import { useSair } from "../../features/conta/api/conta-api";
import { useSessao } from "../guards";
import { menuPara, type ItemMenu } from "./menu";
import { ROTULO_PAPEL, ROTULO_PLANO } from "./rotulos";

function Itens({ itens, nivel }: { itens: ItemMenu[]; nivel: number }) {
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
              onClick={(e) => e.currentTarget.blur()}
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
          {i.filhos && <Itens itens={i.filhos} nivel={nivel + 1} />}
        </li>
      ))}
    </ul>
  );
}

export function MenuLateral() {
  const { usuario, empresa } = useSessao();
  const sair = useSair();
  const navegar = useNavigate();
  return (
    <nav className="menu-lateral" aria-label="Menu principal">
      <div className="menu-topo">
        <i className="pi pi-mobile menu-logo" aria-hidden />
        <div className="menu-rotulo menu-empresa">
          <strong data-testid="menu-empresa" title={empresa.nome_fantasia}>
            {empresa.nome_fantasia}
          </strong>
          <span className="menu-plano">Plano {ROTULO_PLANO[empresa.plano]}</span>
        </div>
      </div>
      <div className="menu-itens">
        <Itens itens={menuPara(usuario.tipo_acesso)} nivel={0} />
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
  );
}
