/** Layout shared by the public legal pages: the product's header, the document, links to the other pages. */
import { useEffect, type ReactNode } from "react";
import { Link, NavLink } from "react-router-dom";
import "../landing/landing.css";
import { LogoProduto } from "../landing/cabecalho-landing";
import { ATUALIZADO_EM, ENCARREGADO, LINKS_LEGAIS, NOME_PRODUTO } from "./dados-legais";
import "./legal.css";

interface Props {
  titulo: string;
  resumo: ReactNode;
  children: ReactNode;
}

export function PaginaLegal({ titulo, resumo, children }: Props) {
  useEffect(() => {
    document.title = `${titulo} — ${NOME_PRODUTO}`;
    window.scrollTo(0, 0);
  }, [titulo]);
  return (
    <div className="lp-pagina legal-pagina">
      <header className="lp-header">
        <div className="lp-container lp-header-conteudo">
          <Link to="/" className="lp-header-marca" aria-label={`${NOME_PRODUTO} — página inicial`}>
            <LogoProduto />
          </Link>
          <Link to="/" className="legal-voltar">
            <i className="pi pi-arrow-left" aria-hidden="true" /> Voltar ao início
          </Link>
        </div>
      </header>
      <main className="lp-container legal-conteudo">
        <article aria-labelledby="legal-titulo">
          <h1 id="legal-titulo">{titulo}</h1>
          <p className="legal-data">Última atualização: {ATUALIZADO_EM}</p>
          <div className="legal-resumo">{resumo}</div>
          {children}
        </article>
      </main>
      <footer className="legal-rodape">
        <div className="lp-container legal-rodape-conteudo">
          <nav aria-label="Informações legais">
            <ul>
              {LINKS_LEGAIS.map((l) => (
                <li key={l.href}>
                  <NavLink to={l.href} end>
                    {l.rotulo}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <p>
            Dúvidas sobre seus dados: <a href={`mailto:${ENCARREGADO.email}`}>{ENCARREGADO.email}</a>
          </p>
        </div>
      </footer>
    </div>
  );
}

/** A numbered section with an anchor, so a clause can be linked to (e.g. /lgpd#direitos). */
export function Secao({ id, titulo, children }: { id: string; titulo: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className="legal-secao">
      <h2 id={`${id}-titulo`}>{titulo}</h2>
      {children}
    </section>
  );
}
