/** The cost of a shop's arithmetic (test/bench/custo-conta.ts, issue 29 item 6): measured use × monthly volumes × list prices. */
import { describe, expect, it } from "vitest";
import { agrupar, BYTES_LOG_PLATAFORMA, contaPorLoja, contaVariavel, contratosAbertos, custosFixos, economiaContratoLeve, economiaSemChecagens, fixoDaExecucao, tamanhoItem, LOJA_TIPICA, maiorCelula, marginal, porLoja, RECEBIMENTOS_OCIOSOS_MES, somaUsd, volumesMensais, type Consumo } from "../bench/custo-conta";
import { PRECOS } from "../bench/custo-precos";

const vazio = (operacao: string): Consumo => ({ operacao, amostras: 1, rru: 0, wru: 0, lambdas: [], api: 0, sqs: 0, sqsFifo: 0, s3Put: 0, s3Get: 0, bytesResposta: 0, bytesLog: 0 });

describe("conta de uma loja", () => {
  it("a loja típica em regime: 720 contratos abertos (12 parcelas de 15 em 15 dias), 1.440 parcelas emitidas e pagas por mês", () => {
    expect(contratosAbertos(LOJA_TIPICA)).toBe(720);
    const v = Object.fromEntries(volumesMensais(LOJA_TIPICA).map((x) => [x.operacao, x.porMes]));
    expect(v).toMatchObject({ venda_boleto: 120, venda_pix: 180, boleto_emitido: 1440, rotina_contrato: 720 * 30, consulta_portal: 2000, leitura_dashboard: 1800, relatorio: 900 });
    expect(v.pagamento_webhook! + v.pagamento_balcao!).toBeCloseTo(1440);
  });

  it("cada serviço: quantidade por operação × volume × preço de lista", () => {
    const c: Consumo = {
      ...vazio("venda_pix"),
      rru: 20,
      wru: 10,
      lambdas: [{ funcao: "api:vendas", invocacoes: 1, ms: 100, memoriaMb: 512 }],
      api: 1,
      sqs: 3,
      s3Put: 2,
      bytesResposta: 1e6,
      bytesLog: 650,
    };
    const linhas = contaVariavel([c], [{ operacao: "venda_pix", porMes: 1000, origem: "teste" }]);
    const de = (servico: string) => linhas.find((l) => l.servico === servico)!;
    expect(de("DynamoDB escrita").quantidade).toBe(10_000);
    expect(de("DynamoDB escrita").usd).toBeCloseTo((10_000 * PRECOS.dynamoEscrita.usd) / 1e6, 12);
    expect(de("DynamoDB leitura").usd).toBeCloseTo((20_000 * PRECOS.dynamoLeitura.usd) / 1e6, 12);
    expect(de("Lambda invocações").usd).toBeCloseTo((1000 * PRECOS.lambdaRequisicao.usd) / 1e6, 12);
    // 0.1 s × 0.5 GB × 1000.
    expect(de("Lambda duração").quantidade).toBeCloseTo(50, 9);
    expect(de("Lambda duração").usd).toBeCloseTo(50 * PRECOS.lambdaGbSegundo.usd, 12);
    expect(de("API Gateway").usd).toBeCloseTo((1000 * PRECOS.apiHttp.usd) / 1e6, 12);
    expect(de("SQS").quantidade).toBe(3000);
    expect(de("S3 PUT").usd).toBeCloseTo((2000 * PRECOS.s3Put.usd) / 1000, 12);
    expect(de("CloudFront dados").quantidade).toBeCloseTo(1, 9);
    expect(de("CloudFront requisições").usd).toBeCloseTo((1000 * PRECOS.cloudfrontRequisicoes.usd) / 1e4, 12);
    // Our 650 bytes plus Lambda's own lines, per invocation.
    expect(de("CloudWatch Logs").quantidade).toBeCloseTo(((650 + BYTES_LOG_PLATAFORMA) * 1000) / 1e9, 12);
    // Nothing of what was not used (FIFO, S3 GET).
    expect(linhas.some((l) => l.servico === "SQS FIFO" || l.servico === "S3 GET")).toBe(false);
    expect(somaUsd(linhas)).toBeCloseTo(linhas.reduce((s, l) => s + l.usd, 0), 12);
    expect(maiorCelula(linhas).servico).toBe("CloudFront dados");
    expect(agrupar(linhas, "operacao")).toEqual([{ nome: "venda_pix", usd: somaUsd(linhas) }]);
  });

  it("uma operação sem medida é um erro, não um zero", () => {
    expect(() => contaVariavel([], [{ operacao: "venda_pix", porMes: 1, origem: "" }])).toThrow(/venda_pix/);
  });

  it("Cognito cobra cada usuário ativo da equipe (plano Plus em prod)", () => {
    expect(somaUsd(contaPorLoja(LOJA_TIPICA))).toBeCloseTo(LOJA_TIPICA.usuariosEquipe * PRECOS.cognitoMauPlus.usd, 12);
  });

  it("custos fixos da plataforma divididos pelas lojas", () => {
    const fixos = custosFixos({ alarmes: 10, segredos: 5, wafAcls: 1, wafRegras: 4, filasSondadas: 4, paineis: 0, agendadas: [{ funcao: "x", porMes: 1_000_000, ms: 1000, memoriaMb: 1024 }] });
    const item = (nome: string) => fixos.find((f) => f.item.startsWith(nome))!.usdMes;
    expect(item("WAF")).toBeCloseTo(5 + 4, 9);
    expect(item("Secrets")).toBeCloseTo(2, 9);
    expect(item("CloudWatch alarmes")).toBeCloseTo(1, 9);
    expect(item("SQS")).toBeCloseTo((4 * RECEBIMENTOS_OCIOSOS_MES * PRECOS.sqs.usd) / 1e6, 9);
    expect(item("Lambdas agendadas")).toBeCloseTo(PRECOS.lambdaRequisicao.usd + 1_000_000 * PRECOS.lambdaGbSegundo.usd, 9);
    const total = fixos.reduce((s, f) => s + f.usdMes, 0);
    expect(porLoja(fixos, 100)).toBeCloseTo(total / 100, 12);
    expect(porLoja(fixos, 10_000)).toBeCloseTo(total / 10_000, 12);
  });

  it("todo preço tem unidade, fonte e data", () => {
    for (const p of Object.values(PRECOS)) {
      expect(p.usd).toBeGreaterThan(0);
      expect(p.unidade).not.toBe("");
      expect(p.fonte).not.toBe("");
      expect(p.data).toMatch(/\d{4}/);
    }
  });
});

describe("parte que cresce com a contagem", () => {
  const total = (n: number): Consumo => ({ ...vazio("rotina"), rru: 100 + 2 * n, wru: 10 + n, sqs: 48, lambdas: [{ funcao: "fila:rotina-jobs", invocacoes: 16, ms: 1600 + 30 * n, memoriaMb: 512 }] });

  it("por contrato: a diferença entre duas contagens, sem o que a execução faz de qualquer jeito", () => {
    const m = marginal(total(24), total(8), 16, "rotina_contrato");
    expect(m).toMatchObject({ operacao: "rotina_contrato", rru: 2, wru: 1, sqs: 0 });
    expect(m.lambdas).toEqual([{ funcao: "fila:rotina-jobs", invocacoes: 0, ms: 30, memoriaMb: 512 }]);
    const fixo = fixoDaExecucao(total(8), m, 8, "rotina_execucao");
    expect(fixo).toMatchObject({ rru: 100, wru: 10, sqs: 48 });
    expect(fixo.lambdas[0]).toMatchObject({ invocacoes: 16, ms: 1600 });
  });

  it("nunca abaixo de zero (uma medida ruidosa)", () => {
    expect(marginal(total(8), total(24), 16, "x").rru).toBe(0);
  });
});

describe("o item do contrato", () => {
  it("tamanho como o DynamoDB cobra: nomes e valores em UTF-8", () => {
    expect(tamanhoItem({ a: "xyz" })).toBe(3 + 1 + 3);
    expect(tamanhoItem({ ação: "é" })).toBe(3 + 6 + 2);
    expect(tamanhoItem({ n: 12345, b: true, z: null })).toBe(3 + 1 + 4 + 1 + 1 + 1 + 1);
    expect(tamanhoItem({ l: ["a", "b"] })).toBe(3 + 1 + 3 + 2 + 2);
  });

  it("sem o documento, cada escrita do contrato cobra só os KB que restam (o dobro em transação)", () => {
    const c: Consumo = { ...vazio("pagamento_webhook"), escritasContrato: { transacao: 2, simples: 1 } };
    const e = economiaContratoLeve([c], [{ operacao: "pagamento_webhook", porMes: 100, origem: "" }], 20 * 1024, 1500);
    // 20 KB → 2 KB: 18 WRU less per write; 2 in transactions (×2) and 1 alone, 100 times.
    expect(e.escritasMes).toBe(300);
    expect(e.wruMes).toBe((2 * 2 + 1) * 100 * 18);
    expect(e.usd).toBeCloseTo((e.wruMes * PRECOS.dynamoEscrita.usd) / 1e6, 12);
  });
});

describe("as checagens das outras parcelas num pagamento", () => {
  it("cada ConditionCheck cobra uma escrita transacional da parcela (2 WRU por KB)", () => {
    const c: Consumo = { ...vazio("pagamento_webhook"), escritasContrato: { transacao: 1, simples: 0, checagensParcela: 11 } };
    const e = economiaSemChecagens([c], [{ operacao: "pagamento_webhook", porMes: 100, origem: "" }], 1500);
    expect(e.checagensMes).toBe(1100);
    expect(e.wruMes).toBe(1100 * 2 * 2);
    expect(e.usd).toBeCloseTo((4400 * PRECOS.dynamoEscrita.usd) / 1e6, 12);
  });
});
