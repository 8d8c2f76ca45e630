import { Link } from "react-router-dom";
import ContagemRegressivaOferta from "./contagem-regressiva-oferta";
import { ACESSOS_GRATUITOS_SEMANA, ROTAS } from "./conteudo-landing";

export default function SecaoOferta() {
  return (
    <section id="oferta" className="lp-oferta" aria-labelledby="lp-oferta-titulo">
      <div className="lp-container lp-oferta-conteudo">
        <div className="lp-oferta-texto">
          <p className="lp-sobretitulo lp-sobretitulo-claro">Oferta por tempo limitado</p>
          <h2 id="lp-oferta-titulo">Garanta seu teste grátis de 7 dias</h2>
          <p>
            {`Liberamos apenas ${ACESSOS_GRATUITOS_SEMANA} acessos gratuitos por semana. Cadastre sua empresa antes que a contagem termine.`}
          </p>
        </div>
        <div className="lp-oferta-acao">
          <ContagemRegressivaOferta />
          <Link to={ROTAS.cadastro} className="lp-botao lp-botao-primario">
            Cadastrar empresa <i className="pi pi-arrow-right" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
