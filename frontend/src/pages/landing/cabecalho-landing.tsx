import { useState } from "react";
import { Link } from "react-router-dom";
import { ANCORAS, NOME_PRODUTO, ROTAS } from "./conteudo-landing";

export function LogoProduto() {
  return (
    <span className="lp-logo">
      <span className="lp-logo-icone" aria-hidden="true">
        <i className="pi pi-mobile" />
      </span>
      <span className="lp-logo-nome">{NOME_PRODUTO}</span>
    </span>
  );
}

export default function CabecalhoLanding() {
  const [menuAberto, setMenuAberto] = useState(false);
  const fechar = () => setMenuAberto(false);

  return (
    <header className={`lp-header${menuAberto ? " lp-header-aberto" : ""}`}>
      <div className="lp-container lp-header-conteudo">
        <a href="#inicio" className="lp-header-marca" aria-label={`${NOME_PRODUTO} — início`}>
          <LogoProduto />
        </a>

        <button
          type="button"
          className="lp-menu-botao"
          aria-expanded={menuAberto}
          aria-controls="lp-menu"
          aria-label={menuAberto ? "Fechar menu" : "Abrir menu"}
          onClick={() => setMenuAberto((aberto) => !aberto)}
        >
          <i className={`pi ${menuAberto ? "pi-times" : "pi-bars"}`} aria-hidden="true" />
        </button>

        <div id="lp-menu" className="lp-menu">
          <nav aria-label="Seções da página" className="lp-nav">
            {ANCORAS.map((a) => (
              <a key={a.id} href={`#${a.id}`} onClick={fechar}>
                {a.rotulo}
              </a>
            ))}
          </nav>
          <div className="lp-header-acoes">
            <Link to={ROTAS.areaCliente} className="lp-link-acao">
              <i className="pi pi-user" aria-hidden="true" /> Área do Cliente
            </Link>
            <Link to={ROTAS.painelLoja} className="lp-link-acao">
              <i className="pi pi-briefcase" aria-hidden="true" /> Painel da Loja
            </Link>
            <Link to={ROTAS.cadastro} className="lp-botao lp-botao-primario lp-botao-pequeno">
              Teste grátis
            </Link>
          </div>
        </div>
      </div>
    </header>
  );
}
