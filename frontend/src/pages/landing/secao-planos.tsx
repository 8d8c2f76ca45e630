import { Link } from "react-router-dom";
import { ROTAS } from "./conteudo-landing";

interface Plano {
  id: string;
  nome: string;
  preco: number;
  periodo: string;
  descricao: string;
  recursos: readonly string[];
  cta: string;
  destaque?: boolean;
}

// Preços e limites da spec §1 e §9.
const PLANOS: readonly Plano[] = [
  {
    id: "start",
    nome: "Start",
    preco: 49,
    periodo: "/mês",
    descricao: "Para quem está começando a organizar a loja.",
    recursos: ["100 IMEIs", "1 empresa", "Relatórios e PDFs"],
    cta: "Assinar o Start",
  },
  {
    id: "pro",
    nome: "Pro",
    preco: 97,
    periodo: "/mês",
    descricao: "Para lojas que vendem no boleto todos os dias.",
    recursos: ["500 IMEIs", "3 usuários", "Bloqueio manual"],
    cta: "Assinar o Pro",
    destaque: true,
  },
  {
    id: "master",
    nome: "Master",
    preco: 197,
    periodo: "/mês",
    descricao: "Para operações maiores e automatizadas.",
    recursos: ["IMEIs ilimitados", "Bloqueio automático", "IA e API"],
    cta: "Assinar o Master",
  },
  {
    id: "teste",
    nome: "Teste grátis",
    preco: 0,
    periodo: "por 7 dias",
    descricao: "Conheça o sistema antes de assinar.",
    recursos: ["7 dias para testar o sistema", "Cadastro da empresa e do administrador"],
    cta: "Começar teste grátis",
  },
];

export default function SecaoPlanos() {
  return (
    <section id="planos" className="lp-secao lp-secao-alternada" aria-labelledby="lp-planos-titulo">
      <div className="lp-container">
        <header className="lp-secao-cabecalho">
          <p className="lp-sobretitulo">Planos</p>
          <h2 id="lp-planos-titulo">Escolha o plano ideal para a sua loja</h2>
          <p>Comece pelo teste grátis de 7 dias e escolha o plano do tamanho da sua operação.</p>
        </header>
        <div className="lp-grid lp-grid-4">
          {PLANOS.map((p) => (
            <article
              key={p.id}
              className={`lp-card lp-plano${p.destaque ? " lp-plano-destaque" : ""}`}
              aria-labelledby={`lp-plano-${p.id}`}
              data-testid={`plano-${p.id}`}
            >
              {p.destaque && <span className="lp-plano-selo">Recomendado</span>}
              <h3 id={`lp-plano-${p.id}`}>{p.nome}</h3>
              <p className="lp-plano-descricao">{p.descricao}</p>
              <p className="lp-plano-preco">
                <span className="lp-plano-valor">{`R$ ${p.preco}`}</span>
                <span className="lp-plano-periodo">{p.periodo}</span>
              </p>
              <ul className="lp-plano-recursos">
                {p.recursos.map((r) => (
                  <li key={r}>
                    <i className="pi pi-check" aria-hidden="true" /> {r}
                  </li>
                ))}
              </ul>
              <Link
                to={ROTAS.cadastro}
                className={`lp-botao ${p.destaque ? "lp-botao-primario" : "lp-botao-contorno"}`}
              >
                {p.cta}
              </Link>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
