import "primeicons/primeicons.css";
import "./landing.css";
import CabecalhoLanding from "./cabecalho-landing";
import RodapeLanding from "./rodape-landing";
import SecaoBeneficios from "./secao-beneficios";
import SecaoDepoimentos from "./secao-depoimentos";
import SecaoHero from "./secao-hero";
import SecaoOferta from "./secao-oferta";
import SecaoPlanos from "./secao-planos";
import SecaoSuporte from "./secao-suporte";
import SecaoVideo from "./secao-video";

/** Página pública de apresentação do produto (rota "/"). */
export default function LandingPage() {
  return (
    <div className="lp-pagina">
      <CabecalhoLanding />
      <main>
        <SecaoHero />
        <SecaoBeneficios />
        <SecaoVideo />
        <SecaoPlanos />
        <SecaoDepoimentos />
        <SecaoOferta />
        <SecaoSuporte />
      </main>
      <RodapeLanding />
    </div>
  );
}
