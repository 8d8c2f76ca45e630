import { Link } from "react-router-dom";
import { LogoProduto } from "./cabecalho-landing";
import { ANCORAS, CONTATO, LINKS_LEGAIS, NOME_PRODUTO, ROTAS } from "./conteudo-landing";

export default function RodapeLanding() {
  const ano = new Date().getFullYear();

  return (
    <footer className="lp-rodape">
      <div className="lp-container lp-rodape-grid">
        <div className="lp-rodape-marca">
          <LogoProduto />
          <p>
            Estoque por IMEI, vendas no boleto parcelado e bloqueio remoto para revendas e
            assistências de celulares.
          </p>
        </div>

        <nav aria-label="Links rápidos">
          <h2 className="lp-rodape-titulo">Links rápidos</h2>
          <ul>
            {ANCORAS.filter((a) => a.id !== "suporte").map((a) => (
              <li key={a.id}>
                <a href={`#${a.id}`}>{a.rotulo}</a>
              </li>
            ))}
            <li>
              <Link to={ROTAS.areaCliente}>Área do Cliente</Link>
            </li>
            <li>
              <Link to={ROTAS.painelLoja}>Painel da Loja</Link>
            </li>
            <li>
              <Link to={ROTAS.cadastro}>Cadastrar empresa</Link>
            </li>
          </ul>
        </nav>

        <nav aria-label="Suporte">
          <h2 className="lp-rodape-titulo">Suporte</h2>
          <ul>
            <li>
              <a href={CONTATO.whatsappLink} target="_blank" rel="noopener noreferrer">
                <i className="pi pi-whatsapp" aria-hidden="true" /> {CONTATO.whatsappExibicao}
              </a>
            </li>
            <li>
              <a href={`mailto:${CONTATO.email}`}>
                <i className="pi pi-envelope" aria-hidden="true" /> {CONTATO.email}
              </a>
            </li>
            <li>
              <a href="#suporte">Central de atendimento</a>
            </li>
          </ul>
        </nav>

        <nav aria-label="Informações legais">
          <h2 className="lp-rodape-titulo">Legal</h2>
          <ul>
            {LINKS_LEGAIS.map((l) => (
              <li key={l.href}>
                <Link to={l.href}>{l.rotulo}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="lp-container lp-rodape-base">
        <p>{`© ${ano} ${NOME_PRODUTO}. Todos os direitos reservados.`}</p>
      </div>
    </footer>
  );
}
