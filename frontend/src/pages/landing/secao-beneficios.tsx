interface Beneficio {
  icone: string;
  titulo: string;
  texto: string;
}

const BENEFICIOS: readonly Beneficio[] = [
  {
    icone: "pi-mobile",
    titulo: "Estoque por IMEI e cor",
    texto:
      "Cada aparelho entra no estoque com seu IMEI e cor. Saiba na hora o que está disponível, vendido ou bloqueado, unidade por unidade.",
  },
  {
    icone: "pi-wallet",
    titulo: "Vendas com boleto parcelado",
    texto:
      "Entrada + 8x, 12x ou 18x no boleto. O sistema calcula os juros, o valor das parcelas e os vencimentos a cada 15 dias.",
  },
  {
    icone: "pi-lock",
    titulo: "Bloqueio remoto de aparelho financiado",
    texto:
      "Atraso no pagamento? Bloqueie o aparelho à distância, com registro de cada etapa, e desbloqueie assim que as parcelas forem pagas.",
  },
  {
    icone: "pi-search",
    titulo: "Área do Cliente para consultar boletos",
    texto:
      "Seu cliente consulta boletos, próximos vencimentos e a situação do aparelho sozinho, sem precisar ligar para a loja.",
  },
  {
    icone: "pi-file-pdf",
    titulo: "Contratos e termos de garantia automáticos",
    texto:
      "Contrato de venda e termo de garantia gerados a partir dos seus modelos, já preenchidos com os dados do cliente e do aparelho.",
  },
  {
    icone: "pi-chart-bar",
    titulo: "Dashboard e relatórios",
    texto:
      "Vendas do mês, valores recebidos e a receber, curva ABC e posição de estoque em um só painel.",
  },
];

export default function SecaoBeneficios() {
  return (
    <section id="beneficios" className="lp-secao" aria-labelledby="lp-beneficios-titulo">
      <div className="lp-container">
        <header className="lp-secao-cabecalho">
          <p className="lp-sobretitulo">Benefícios</p>
          <h2 id="lp-beneficios-titulo">Tudo o que sua loja de celulares precisa em um só sistema</h2>
          <p>Do estoque ao pós-venda: menos planilha, menos calote e mais controle.</p>
        </header>
        <ul className="lp-grid lp-grid-3">
          {BENEFICIOS.map((b) => (
            <li key={b.titulo} className="lp-card lp-beneficio">
              <span className="lp-beneficio-icone" aria-hidden="true">
                <i className={`pi ${b.icone}`} />
              </span>
              <h3>{b.titulo}</h3>
              <p>{b.texto}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
