interface Depoimento {
  nome: string;
  loja: string;
  cidade: string;
  texto: string;
}

const DEPOIMENTOS: readonly Depoimento[] = [
  {
    nome: "Marcos Oliveira",
    loja: "MO Celulares",
    cidade: "São Paulo (SP)",
    texto:
      "Antes eu controlava os aparelhos numa planilha e sempre sumia um IMEI. Hoje sei exatamente o que tenho em estoque, por cor e por modelo.",
  },
  {
    nome: "Juliana Ferreira",
    loja: "JF Cell Assistência",
    cidade: "Recife (PE)",
    texto:
      "Comecei a vender no boleto em 12x com entrada e a inadimplência caiu muito. O cliente consulta os boletos sozinho e quase não liga mais para a loja.",
  },
  {
    nome: "Ricardo Almeida",
    loja: "Almeida Smartphones",
    cidade: "Goiânia (GO)",
    texto:
      "O contrato e o termo de garantia saem prontos na hora da venda. Ganhei tempo no balcão e passo muito mais segurança para o cliente.",
  },
];

function iniciais(nome: string): string {
  return nome
    .split(" ")
    .map((parte) => parte.charAt(0))
    .slice(0, 2)
    .join("");
}

export default function SecaoDepoimentos() {
  return (
    <section id="depoimentos" className="lp-secao" aria-labelledby="lp-depoimentos-titulo">
      <div className="lp-container">
        <header className="lp-secao-cabecalho">
          <p className="lp-sobretitulo">Depoimentos</p>
          <h2 id="lp-depoimentos-titulo">Lojistas de todo o Brasil já vendem com mais segurança</h2>
        </header>
        <div className="lp-grid lp-grid-3">
          {DEPOIMENTOS.map((d) => (
            <figure key={d.nome} className="lp-card lp-depoimento">
              <div className="lp-estrelas" role="img" aria-label="Avaliação 5 de 5 estrelas">
                {[1, 2, 3, 4, 5].map((n) => (
                  <i key={n} className="pi pi-star-fill" aria-hidden="true" />
                ))}
              </div>
              <blockquote>
                <p>“{d.texto}”</p>
              </blockquote>
              <figcaption>
                <span className="lp-avatar" aria-hidden="true">
                  {iniciais(d.nome)}
                </span>
                <span>
                  <strong>{d.nome}</strong>
                  <span className="lp-depoimento-loja">
                    {d.loja} · {d.cidade}
                  </span>
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
