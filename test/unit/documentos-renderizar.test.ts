import { describe, expect, it } from "vitest";
import { PLACEHOLDERS_CONTRATO, PLACEHOLDERS_GARANTIA, marcador } from "../../shared/documentos/placeholders";
import { dadosExemplo, LINHA_EM_BRANCO, placeholdersDesconhecidos, renderizarDocumento, type DadosDocumento } from "../../shared/documentos/renderizar";
import { CONTRATO_PADRAO, GARANTIA_PADRAO } from "../../shared/documentos/modelos-padrao";
import { contratoComPeriodicidadeFixa, contratoSemCet } from "../../shared/documentos/placeholders";
import { custoDoCredito } from "../../shared/regras/credito";
import { calcularParcelamento, TABELA_PADRAO } from "../../shared/regras/parcelamento";

/**
 * The issue 27 example on a new shop's table: R$ 1.000,00 cash, R$ 250,00 entry, 12x every 15 days
 * from 01/12/2026 at 0,9694: 750,00 ÷ 0,9694 = 773,67 in instalments (11 × 64,47 + 64,50).
 */
const venda = { precoCentavos: 100_000, entradaCentavos: 25_000, dataVenda: "2026-12-01" };
const credito = custoDoCredito({ ...venda, parcelas: calcularParcelamento({ ...venda, qtdParcelas: 12 }).parcelas });

const dados: DadosDocumento = {
  cliente: { nome: "João da Silva", cpf: "52998224725", telefone: "11987654321", endereco: "Rua A, 10, Centro, Campinas/SP" },
  empresa: { nome: "Mega Cell", cnpj: "11222333000181", cidade: "Campinas/SP" },
  produto: { modelo: "Galaxy A15", marca: "Samsung", imei: "356938035643809", cor: "Preto" },
  valor_total: 1234.5,
  qtd_parcelas: 12,
  valor_parcela: 77.16,
  valor_entrada: 308.6,
  data_venda: "2026-03-01",
  data_atual: "2026-03-05",
  forma_pagamento: "BOLETO PARCELADO",
  credito,
};

const esperado: Record<string, string> = {
  cliente_nome: "João da Silva",
  cliente_cpf: "529.982.247-25",
  cliente_telefone: "(11) 98765-4321",
  cliente_endereco: "Rua A, 10, Centro, Campinas/SP",
  empresa_nome: "Mega Cell",
  empresa_cnpj: "11.222.333/0001-81",
  empresa_cidade: "Campinas/SP",
  produto_modelo: "Galaxy A15",
  produto_marca: "Samsung",
  produto_imei: "356938035643809",
  produto_cor: "Preto",
  valor_total: "R$ 1.234,50",
  qtd_parcelas: "12",
  valor_parcela: "R$ 77,16",
  valor_entrada: "R$ 308,60",
  data_venda: "01/03/2026",
  data_atual: "05/03/2026",
  forma_pagamento: "BOLETO PARCELADO",
  valor_a_vista: "R$ 1.000,00",
  valor_financiado: "R$ 750,00",
  juros_total: "R$ 23,67",
  taxa_juros_mensal: "0,98%",
  cet_anual: "12,39%",
  periodicidade_parcelas: "15 (quinze) dias",
  // A cost of credit computed alone (custoDoCredito) knows neither the lender, the interval, the
  // offer's date nor the late charges: those print a dash here (their values, from a sale's
  // disclosure: test/unit/divulgacao-credito.test.ts).
  taxa_juros_anual: "12,39%",
  valor_total_sem_financiamento: "R$ 1.000,00",
  periodicidade: "—",
  financiador_nome: "—",
  financiador_cnpj: "—",
  financiador_endereco: "—",
  financiador_papel: "—",
  valida_ate: "—",
  multa_atraso: "—",
  juros_mora: "—",
  exemplo_atraso: "—",
  quitacao_antecipada: "O cliente pode quitar a dívida antecipadamente, no todo ou em parte, a qualquer tempo, com redução proporcional dos juros (art. 52, § 2º, do CDC).",
  renda_mensal_declarada: "—",
  comprometimento_renda: "—",
};

const html = (chave: string) => `<p>${marcador(chave)}</p>`;

/** Attribute names of every tag, with quoted values blanked so text inside a value never counts. */
const atributos = (h: string): string[] =>
  [...h.matchAll(/<[a-z][^>]*>/gi)].flatMap((t) => [...t[0].replace(/"[^"]*"/g, '""').matchAll(/\s([a-z:-]+)=/gi)].map((m) => m[1]!.toLowerCase()));

describe("renderizarDocumento: marcadores", () => {
  it("o contrato conhece 40 marcadores e a garantia 13, sem os valores, o custo do crédito, a divulgação, a forma de pagamento e a cláusula do bloqueio", () => {
    expect(PLACEHOLDERS_CONTRATO).toHaveLength(40);
    expect(PLACEHOLDERS_GARANTIA).toHaveLength(13);
    const soContrato = PLACEHOLDERS_CONTRATO.map((p) => p.chave).filter((c) => !PLACEHOLDERS_GARANTIA.some((g) => g.chave === c));
    expect(soContrato.sort()).toEqual([
      "cet_anual", "clausula_bloqueio", "comprometimento_renda", "exemplo_atraso", "financiador_cnpj", "financiador_endereco", "financiador_nome", "financiador_papel",
      "forma_pagamento", "juros_mora", "juros_total", "multa_atraso", "periodicidade", "periodicidade_parcelas", "qtd_parcelas", "quitacao_antecipada",
      "renda_mensal_declarada", "tabela_parcelas", "taxa_juros_anual", "taxa_juros_mensal", "valida_ate", "valor_a_vista", "valor_entrada", "valor_financiado",
      "valor_parcela", "valor_total", "valor_total_sem_financiamento",
    ]);
    for (const p of PLACEHOLDERS_CONTRATO) expect(p.descricao.length).toBeGreaterThan(3);
  });

  it("{{tabela_parcelas}} vira a tabela das parcelas, sem o parágrafo do editor em volta, a última com o seu valor", () => {
    const r = renderizarDocumento(`<p>Parcelas:</p>${html("tabela_parcelas")}<p>Fim</p>`, "contrato", dados);
    expect(r.desconhecidos).toEqual([]);
    expect(r.html).toMatch(/^<p>Parcelas:<\/p><table><thead><tr><th>Parcela<\/th><th>Vencimento<\/th><th>Valor<\/th><\/tr><\/thead><tbody>/);
    expect(r.html).toContain("<tr><td>1</td><td>16/12/2026</td><td>R$ 64,47</td></tr>");
    expect(r.html).toContain("<tr><td>12</td><td>30/05/2027</td><td>R$ 64,50</td></tr>");
    expect(r.html.match(/<tr>/g)).toHaveLength(13);
    expect(r.html).toMatch(/<\/table><p>Fim<\/p>$/);
  });

  it("sem crédito (venda sem boleto), os marcadores do custo do crédito mostram um traço", () => {
    const semCredito = { ...dados, credito: null };
    for (const chave of ["valor_a_vista", "valor_financiado", "juros_total", "taxa_juros_mensal", "cet_anual", "tabela_parcelas", "periodicidade_parcelas"]) {
      expect(renderizarDocumento(html(chave), "contrato", semCredito).html, chave).toBe("<p>—</p>");
    }
  });

  it("um marcador do custo do crédito é desconhecido na garantia", () => {
    expect(renderizarDocumento(html("cet_anual"), "garantia", dados)).toEqual({ html: "<p>{{cet_anual}}</p>", desconhecidos: ["{{cet_anual}}"] });
  });

  it("contratoSemCet: avisa quando o modelo não imprime o CET", () => {
    expect(contratoSemCet(CONTRATO_PADRAO)).toBe(false);
    expect(contratoSemCet("<p>CET: {{ cet_anual }}</p>")).toBe(false);
    expect(contratoSemCet("<p>{{cliente_nome}} {{taxa_juros_mensal}}</p>")).toBe(true);
    expect(contratoSemCet("<p>cet_anual</p>")).toBe(true);
  });

  it("{{clausula_bloqueio}} vira a cláusula própria, sem o parágrafo do editor em volta, só com o consentimento do cliente; sem ele, some com o parágrafo", () => {
    const modelo = `<p>Início</p>${html("clausula_bloqueio")}<p>Fim</p>`;
    const com = renderizarDocumento(modelo, "contrato", { ...dados, consentimento_bloqueio: true });
    expect(com.desconhecidos).toEqual([]);
    expect(com.html).toMatch(/^<p>Início<\/p><h2>AUTORIZAÇÃO DO BLOQUEIO REMOTO DO APARELHO \(cláusula própria deste contrato\)<\/h2><p>/);
    expect(com.html).toMatch(/autorizo o bloqueio remoto do aparelho nos termos desta cláusula\.<\/p><p>Fim<\/p>$/);
    for (const sem of [{ ...dados, consentimento_bloqueio: false }, dados]) expect(renderizarDocumento(modelo, "contrato", sem)).toEqual({ html: "<p>Início</p><p>Fim</p>", desconhecidos: [] });
    // Inside a sentence it is printed (or left out) in place.
    expect(renderizarDocumento("<p>Ver: {{clausula_bloqueio}}.</p>", "contrato", dados).html).toBe("<p>Ver: .</p>");
    // A warranty does not know it.
    expect(renderizarDocumento(html("clausula_bloqueio"), "garantia", { ...dados, consentimento_bloqueio: true }).desconhecidos).toEqual(["{{clausula_bloqueio}}"]);
  });

  it.each(PLACEHOLDERS_CONTRATO.filter((p) => p.chave !== "tabela_parcelas" && p.chave !== "clausula_bloqueio").map((p) => [p.chave]))("no contrato, {{%s}} vira o valor formatado em pt-BR", (chave) => {
    expect(renderizarDocumento(html(chave), "contrato", dados)).toEqual({ html: `<p>${esperado[chave]}</p>`, desconhecidos: [] });
  });

  it.each(PLACEHOLDERS_GARANTIA.map((p) => [p.chave]))("na garantia, {{%s}} vira o valor formatado em pt-BR", (chave) => {
    expect(renderizarDocumento(html(chave), "garantia", dados)).toEqual({ html: `<p>${esperado[chave]}</p>`, desconhecidos: [] });
  });

  it("mostra um CNPJ alfanumérico com a máscara, letras nos 12 primeiros lugares", () => {
    const alfa = { ...dados, empresa: { nome: "Loja Nova", cnpj: "12ABC34501DE35" } };
    expect(renderizarDocumento(html("empresa_cnpj"), "contrato", alfa).html).toBe("<p>12.ABC.345/01DE-35</p>");
    expect(renderizarDocumento(html("empresa_cnpj"), "garantia", alfa).html).toBe("<p>12.ABC.345/01DE-35</p>");
  });

  it("substitui todas as ocorrências e aceita espaços dentro das chaves", () => {
    const r = renderizarDocumento("<p>{{cliente_nome}} e {{ cliente_nome }}, {{valor_total}}</p>", "contrato", dados);
    expect(r.html).toBe("<p>João da Silva e João da Silva, R$ 1.234,50</p>");
  });

  it("deixa um marcador desconhecido como foi digitado e o lista uma vez", () => {
    const r = renderizarDocumento("<p>{{cliente_rg}} {{cliente_nome}} {{cliente_rg}} {{Cliente_Nome}}</p>", "contrato", dados);
    expect(r.html).toBe("<p>{{cliente_rg}} João da Silva {{cliente_rg}} {{Cliente_Nome}}</p>");
    expect(r.desconhecidos).toEqual(["{{cliente_rg}}", "{{Cliente_Nome}}"]);
  });

  it("numa garantia, um marcador só de contrato fica visível e é apontado", () => {
    const r = renderizarDocumento("<p>Total: {{valor_total}} em {{qtd_parcelas}}x, cliente {{cliente_nome}}</p>", "garantia", dados);
    expect(r.html).toBe("<p>Total: {{valor_total}} em {{qtd_parcelas}}x, cliente João da Silva</p>");
    expect(r.desconhecidos).toEqual(["{{valor_total}}", "{{qtd_parcelas}}"]);
    expect(placeholdersDesconhecidos("<p>{{valor_total}} {{data_venda}}</p>", "garantia")).toEqual(["{{valor_total}}"]);
  });

  it("um endereço, CPF ou telefone vazio vira uma linha para preencher, nunca 'residente em (CLIENTE)'", () => {
    const semDados = { ...dados, cliente: { nome: "João da Silva", cpf: "", telefone: "", endereco: "  " } };
    const { html } = renderizarDocumento(GARANTIA_PADRAO, "garantia", semDados);
    expect(html).toContain(`residente em ${LINHA_EM_BRANCO} (<strong>CLIENTE</strong>)`);
    expect(html).toContain(`CPF ${LINHA_EM_BRANCO}, telefone ${LINHA_EM_BRANCO}`);
    expect(html).not.toMatch(/residente em\s*\(/);
  });

  it("uma data inválida aparece como veio, sem derrubar o documento", () => {
    expect(renderizarDocumento(html("data_venda"), "contrato", { ...dados, data_venda: "ontem" }).html).toBe("<p>ontem</p>");
  });
});

describe("renderizarDocumento: segurança", () => {
  it("escapa HTML nos valores: um nome com <script> vira texto", () => {
    const r = renderizarDocumento(html("cliente_nome"), "contrato", { ...dados, cliente: { ...dados.cliente, nome: "<script>alert(1)</script>" } });
    expect(r.html).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
  });

  it("um valor com aspas e onerror= não cria atributo, nem dentro de um atributo do modelo", () => {
    const malicioso = '"><img src=x onerror=alert(1)>';
    const modelo = '<p><a href="https://loja.com/{{cliente_nome}}">site</a> {{cliente_nome}}</p>';
    const r = renderizarDocumento(modelo, "contrato", { ...dados, cliente: { ...dados.cliente, nome: malicioso } });
    expect(r.html).not.toMatch(/<img/i);
    expect(atributos(r.html)).toEqual(["href"]);
    expect(r.html).toContain('href="https://loja.com/&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    expect(r.html).toContain("&gt;&lt;img src=x onerror=alert(1)&gt;</p>");
  });

  it("um valor javascript: colocado num link do modelo não vira link executável", () => {
    const r = renderizarDocumento('<p><a href="{{cliente_nome}}">x</a></p>', "contrato", { ...dados, cliente: { ...dados.cliente, nome: "javascript:alert(1)" } });
    expect(r.html).toBe("<p><a>x</a></p>");
  });

  it("sanitiza o próprio modelo: script, onerror e link javascript: não sobrevivem", () => {
    const modelo =
      '<p onclick="roubar()">Olá {{cliente_nome}}<script>alert("x")</script></p><img src="x" onerror="alert(1)"><p><a href="javascript:alert(1)">clique</a> <a href="https://loja.com">site</a></p>';
    const r = renderizarDocumento(modelo, "contrato", dados);
    expect(r.html).toBe('<p>Olá João da Silva</p><p><a>clique</a> <a href="https://loja.com">site</a></p>');
  });
});

describe("dadosExemplo", () => {
  it("usa o nome da loja, ou um padrão, a data de hoje e 'BOLETO PARCELADO'", () => {
    const d = dadosExemplo("Mega Cell", "2026-04-10");
    expect(d.empresa.nome).toBe("Mega Cell");
    expect(dadosExemplo(undefined, "2026-04-10").empresa.nome).toBe("Sua Loja de Celulares");
    expect(dadosExemplo("   ").empresa.nome).toBe("Sua Loja de Celulares");
    const r = renderizarDocumento("<p>{{data_atual}} {{forma_pagamento}} {{valor_entrada}} + {{qtd_parcelas}} x {{valor_parcela}} = {{valor_total}}</p>", "contrato", d);
    expect(r.html).toBe("<p>10/04/2026 BOLETO PARCELADO R$ 900,00 + 12 x R$ 225,00 = R$ 3.600,00</p>");
  });
});

describe("{{periodicidade_parcelas}}: o intervalo do plano da venda, não um '15 dias' fixo", () => {
  it("num plano de 30 dias o contrato diz '30 (trinta) dias'; com uma parcela só, os dias desde a venda", () => {
    const tabela30 = { ...TABELA_PADRAO, intervalo_dias: 30 };
    const c30 = custoDoCredito({ ...venda, parcelas: calcularParcelamento({ ...venda, qtdParcelas: 12, tabela: tabela30 }).parcelas });
    expect(renderizarDocumento(html("periodicidade_parcelas"), "contrato", { ...dados, credito: c30 }).html).toBe("<p>30 (trinta) dias</p>");
    const uma = { ...TABELA_PADRAO, planos: [{ qtd_parcelas: 1, divisor: 0.9 }] };
    const c1 = custoDoCredito({ ...venda, parcelas: calcularParcelamento({ ...venda, qtdParcelas: 1, tabela: uma }).parcelas });
    expect(renderizarDocumento(html("periodicidade_parcelas"), "contrato", { ...dados, data_venda: venda.dataVenda, credito: c1 }).html).toBe("<p>15 (quinze) dias</p>");
  });
});

describe("contratoComPeriodicidadeFixa: o aviso de um contrato gravado que diz 15 dias", () => {
  it("só quando os planos não são de 15 dias e o texto diz '15 (quinze) dias' sem o marcador", () => {
    const antigo = "<p>As parcelas vencem a cada 15 (quinze) dias.</p>";
    expect(contratoComPeriodicidadeFixa(antigo, 30)).toBe(true);
    expect(contratoComPeriodicidadeFixa(antigo, 15)).toBe(false);
    expect(contratoComPeriodicidadeFixa(`${antigo}<p>{{ periodicidade_parcelas }}</p>`, 30)).toBe(false);
    expect(contratoComPeriodicidadeFixa(CONTRATO_PADRAO, 30)).toBe(false);
    expect(contratoComPeriodicidadeFixa("<p>Parcelas mensais.</p>", 30)).toBe(false);
  });
});

describe("{{empresa_cidade}}: o local do documento", () => {
  it("a cidade/UF da loja; sem cidade, a linha em branco para escrever à mão", () => {
    expect(renderizarDocumento(html("empresa_cidade"), "garantia", dados).html).toBe("<p>Campinas/SP</p>");
    expect(renderizarDocumento(html("empresa_cidade"), "contrato", { ...dados, empresa: { nome: "Mega Cell", cnpj: "11222333000181" } }).html).toBe(`<p>${LINHA_EM_BRANCO}</p>`);
  });
});
