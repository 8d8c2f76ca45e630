import { Link } from "react-router-dom";
import { ACESSOS_GRATUITOS_SEMANA, ACESSOS_RESTANTES, ROTAS } from "./conteudo-landing";

const DESTAQUES = [
  { icone: "pi-mobile", texto: "Estoque por IMEI" },
  { icone: "pi-wallet", texto: "Entrada + 8x, 12x ou 18x" },
  { icone: "pi-lock", texto: "Bloqueio remoto" },
] as const;

/** Ilustração do painel: exemplo fixo com as regras da spec §9 (R$ 3.000, 12x ÷ 0,60, entrada 25%). */
function PainelIlustrativo() {
  return (
    <div className="lp-hero-painel" aria-hidden="true">
      <div className="lp-painel-topo">
        <span className="lp-painel-ponto" />
        <span className="lp-painel-ponto" />
        <span className="lp-painel-ponto" />
      </div>
      <div className="lp-painel-corpo">
        <div className="lp-painel-aparelho">
          <i className="pi pi-mobile" />
          <div>
            <strong>iPhone 13 128GB · Preto</strong>
            <span>IMEI 35•••••••••4821</span>
          </div>
          <span className="lp-selo lp-selo-ok">Em dia</span>
        </div>
        <div className="lp-painel-linha">
          <span>Entrada</span>
          <strong>R$ 750,00</strong>
        </div>
        <div className="lp-painel-linha">
          <span>12x no boleto</span>
          <strong>R$ 354,17</strong>
        </div>
        <div className="lp-painel-linha">
          <span>Vencimentos</span>
          <strong>a cada 15 dias</strong>
        </div>
        <div className="lp-painel-bloqueio">
          <i className="pi pi-shield" />
          <span>Bloqueio remoto ativo se houver atraso</span>
        </div>
      </div>
    </div>
  );
}

export default function SecaoHero() {
  return (
    <section id="inicio" className="lp-hero" aria-labelledby="lp-hero-titulo">
      <div className="lp-container lp-hero-grid">
        <div className="lp-hero-texto">
          <p className="lp-hero-selo">
            <i className="pi pi-star-fill" aria-hidden="true" /> Feito para revendas e assistências de celulares
          </p>
          <h1 id="lp-hero-titulo">
            Controle seu estoque por IMEI e venda no boleto parcelado com bloqueio remoto
          </h1>
          <p className="lp-hero-subtitulo">
            Venda com entrada + 8x, 12x ou 18x no boleto, com juros calculados automaticamente e
            vencimentos quinzenais. Se o cliente deixar de pagar, bloqueie o aparelho financiado à
            distância — e libere assim que ele regularizar.
          </p>
          <ul className="lp-hero-destaques">
            {DESTAQUES.map((d) => (
              <li key={d.texto}>
                <i className={`pi ${d.icone}`} aria-hidden="true" /> {d.texto}
              </li>
            ))}
          </ul>
          <div className="lp-hero-acoes">
            <Link to={ROTAS.cadastro} className="lp-botao lp-botao-primario">
              Começar teste grátis de 7 dias <i className="pi pi-arrow-right" aria-hidden="true" />
            </Link>
            <a href="#planos" className="lp-botao lp-botao-contorno">
              Ver planos
            </a>
          </div>
          <div className="lp-hero-vagas">
            <i className="pi pi-gift" aria-hidden="true" />
            <span>7 dias grátis</span>
            <span aria-hidden="true">·</span>
            <span>{`${ACESSOS_GRATUITOS_SEMANA} acessos gratuitos por semana`}</span>
            <span className="lp-vagas-contador" data-testid="acessos-restantes">
              {`Restam ${ACESSOS_RESTANTES}`}
            </span>
          </div>
        </div>
        <PainelIlustrativo />
      </div>
    </section>
  );
}
