import { CONTATO } from "./conteudo-landing";

export default function SecaoSuporte() {
  return (
    <section id="suporte" className="lp-secao lp-secao-alternada" aria-labelledby="lp-suporte-titulo">
      <div className="lp-container">
        <header className="lp-secao-cabecalho">
          <p className="lp-sobretitulo">Suporte</p>
          <h2 id="lp-suporte-titulo">Atendimento de quem entende de loja de celular</h2>
          <p>Tire dúvidas sobre planos, implantação ou uso do sistema com a nossa equipe.</p>
        </header>
        <ul className="lp-grid lp-grid-3">
          <li className="lp-card lp-contato">
            <i className="pi pi-whatsapp lp-contato-icone" aria-hidden="true" />
            <h3>WhatsApp</h3>
            <a href={CONTATO.whatsappLink} target="_blank" rel="noopener noreferrer">
              {CONTATO.whatsappExibicao}
            </a>
          </li>
          <li className="lp-card lp-contato">
            <i className="pi pi-envelope lp-contato-icone" aria-hidden="true" />
            <h3>E-mail</h3>
            <a href={`mailto:${CONTATO.email}`}>{CONTATO.email}</a>
          </li>
          <li className="lp-card lp-contato">
            <i className="pi pi-clock lp-contato-icone" aria-hidden="true" />
            <h3>Horário de atendimento</h3>
            <p>{CONTATO.horario}</p>
          </li>
        </ul>
      </div>
    </section>
  );
}
