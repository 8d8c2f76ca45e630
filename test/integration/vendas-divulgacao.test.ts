/**
 * Issue 37 items 4 and 5 on the local stack: what the customer is told before signing (who lends,
 * the frequency in words, until when the offer holds, the annual rate, the late charges, the right
 * to pay off early) in the simulation, the sale and its contract, and the capacity to pay (the
 * declared income recorded on the contract, a warning above 30%, never a refusal). The clock is
 * pinned (Monday 07/12/2026): an offer made today holds until Wednesday 09/12/2026, whatever the
 * sale's date. Amounts worked by hand on the default 12x plan (divisor 0,9694): R$ 750,00 financed
 * → R$ 773,67 = 11 × 64,47 + 64,50; total R$ 1.023,67.
 */
import { GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { somarDias } from "../../shared/br/datas";
import { hojeBrasil } from "../../shared/br/datas";
import { COBRANCA_PADRAO } from "../../shared/empresa/cobranca";
import { TEXTO_QUITACAO_ANTECIPADA } from "../../shared/regras/credito";
import { MSG_CAPACIDADE } from "../../shared/regras/divulgacao-credito";
import { chamarApi, novaEmpresa, type EmpresaTeste } from "../support/api";
import { novoCnpj } from "../support/fabricas";
import { mensagensDoContrato } from "../support/mensagens";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";

const HOJE = hojeBrasil();
/** A date before today: the offer's validity counts from the day it is made, not from the sale's date. */
const DATA_VENDA = "2026-12-01";
const ESPERA = { timeout: 120_000, interval: 250 };

async function comEndereco(a: EmpresaTeste) {
  const dados = { nome_fantasia: a.empresa.nome_fantasia, cnpj: a.empresa.cnpj, plano: a.empresa.plano, endereco: "Rua do Bom Jesus, 125", cep: "50030-170", cidade: "Recife", uf: "PE", whatsapp: null };
  expect((await chamarApi("PUT", "/api/empresa", { token: a.token, body: dados })).status).toBe(200);
}

/** Nothing was written: the devices are still in stock and the company has no sale. */
async function nadaGravado(a: EmpresaTeste, itemIds: string[]) {
  const estoque = await chamarApi("GET", "/api/estoque/itens?status=em_estoque", { token: a.token });
  expect(estoque.body.items.map((i: { id: string }) => i.id).sort()).toEqual([...itemIds].sort());
  expect((await chamarApi("GET", "/api/vendas", { token: a.token })).body.items).toEqual([]);
  expect((await chamarApi("GET", "/api/contratos", { token: a.token })).body.items).toEqual([]);
}

describe("divulgação do crédito antes de assinar (issue 37)", () => {
  it("a simulação nomeia a própria loja como financiadora e vale até dois dias depois do dia do relógio", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Cell Divulga" });
    await comEndereco(a);
    const { cliente, itens } = await lojaComEstoque(a.token, 1);
    expect(HOJE).toBe("2026-12-07");

    const s = await chamarApi("POST", "/api/vendas/simulacao", { token: a.token, body: vendaBoleto(cliente.id, itens[0]!.id, DATA_VENDA) });
    expect(s.status, JSON.stringify(s.body)).toBe(200);
    expect(s.body.divulgacao).toMatchObject({
      valor_a_vista: 1000,
      valor_total_sem_financiamento: 1000,
      valor_total: 1023.67,
      taxa_mensal_percentual: 0.98,
      taxa_anual_percentual: 12.39,
      cet_anual_percentual: 12.39,
      financiador: { tipo: "propria_loja", nome: "Cell Divulga", cnpj: a.empresa.cnpj, endereco: "Rua do Bom Jesus, 125, Recife/PE, CEP 50030-170" },
      periodicidade: "a cada 15 dias (quinzenal)",
      valida_ate: somarDias(HOJE, 2),
      multa_atraso_percentual: 2,
      juros_mora_mensal_percentual: 1,
      quitacao_antecipada: TEXTO_QUITACAO_ANTECIPADA,
    });
    expect(s.body.divulgacao.valida_ate).toBe("2026-12-09");
    // Not informed: nothing computed, no warning (the screen shows a neutral note).
    expect(s.body.capacidade_pagamento).toEqual({ renda_mensal_declarada: null, parcela: 64.5, parcelas_por_mes: 2, parcela_percentual: null, comprometimento_percentual: null, limite_percentual: 30, acima_do_limite: false, alerta: null });
    await nadaGravado(a, [itens[0]!.id]);
  });

  it("com instituição parceira, a simulação e o contrato a nomeiam credora; planos de 30 dias dizem 'mensal'; a multa e os juros são os da empresa", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Cell Parceira" });
    const cnpjParceira = novoCnpj();
    const financiador = { tipo: "instituicao_parceira", nome: "Financeira Aurora S.A.", cnpj: cnpjParceira, endereco: "Av. Paulista, 1000, São Paulo/SP" };
    const credito = await chamarApi("PUT", "/api/empresa/credito", { token: a.token, body: { financiador, entrada_minima_percentual: 25, intervalo_dias: 30, planos: [{ qtd_parcelas: 12, divisor: 0.9 }] } });
    expect(credito.status, JSON.stringify(credito.body)).toBe(200);
    expect((await chamarApi("PUT", "/api/empresa/cobranca", { token: a.token, body: { ...COBRANCA_PADRAO, multa_percentual: 1.5, juros_mensal_percentual: 0.5 } })).status).toBe(200);
    const { cliente, itens } = await lojaComEstoque(a.token, 1);

    const corpo = vendaBoleto(cliente.id, itens[0]!.id, HOJE);
    const s = await chamarApi("POST", "/api/vendas/simulacao", { token: a.token, body: corpo });
    expect(s.status, JSON.stringify(s.body)).toBe(200);
    expect(s.body.divulgacao).toMatchObject({
      financiador: { tipo: "instituicao_parceira", nome: "Financeira Aurora S.A.", cnpj: cnpjParceira, endereco: "Av. Paulista, 1000, São Paulo/SP" },
      periodicidade: "a cada 30 dias (mensal)",
      multa_atraso_percentual: 1.5,
      juros_mora_mensal_percentual: 0.5,
      valida_ate: "2026-12-09",
    });
    // 750 ÷ 0,9 = 833,333… → 833,33 = 11 × 69,44 + 69,49; one instalment a month.
    expect(s.body.divulgacao.valor_total).toBe(1083.33);
    expect(s.body.capacidade_pagamento).toMatchObject({ parcela: 69.49, parcelas_por_mes: 1 });

    const v = await chamarApi("POST", "/api/vendas", { token: a.token, body: corpo });
    expect(v.status, JSON.stringify(v.body)).toBe(201);
    expect(v.body.divulgacao).toEqual(s.body.divulgacao);
    const doc = (await chamarApi("GET", `/api/contratos/${v.body.contrato.id}`, { token: a.token })).body.conteudo_gerado as string;
    const texto = doc.replace(/<[^>]+>/g, "");
    expect(texto).toContain("CREDORA (agente financiador): Financeira Aurora S.A., inscrita no CNPJ sob o nº");
    expect(texto).toContain("instituição financeira parceira, da qual a loja é correspondente");
    expect(texto).toContain("Periodicidade: uma parcela a cada 30 dias (mensal)");
    expect(texto).toContain("multa de 1,50% sobre o seu valor");
    expect(texto).toContain("juros de mora de 0,50% ao mês, calculados pro rata die");
    expect(texto).not.toContain("multa de 2%");
  });

  it("a venda grava no contrato a divulgação e a renda declarada com a parte que as parcelas tomam; GET /api/contratos/{id} responde o mesmo", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Cell Renda" });
    const { cliente, itens } = await lojaComEstoque(a.token, 1);
    const corpo = vendaBoleto(cliente.id, itens[0]!.id, DATA_VENDA, { renda_mensal_declarada: 2500 });

    const s = await chamarApi("POST", "/api/vendas/simulacao", { token: a.token, body: corpo });
    // 64,50 ÷ 2.500 = 2,58% an instalment; two a month: 129,00 ÷ 2.500 = 5,16%.
    const capacidade = { renda_mensal_declarada: 2500, parcela: 64.5, parcelas_por_mes: 2, parcela_percentual: 2.58, comprometimento_percentual: 5.16, limite_percentual: 30, acima_do_limite: false, alerta: null };
    expect(s.body.capacidade_pagamento).toEqual(capacidade);

    const v = await chamarApi("POST", "/api/vendas", { token: a.token, body: corpo });
    expect(v.status, JSON.stringify(v.body)).toBe(201);
    expect(v.body.divulgacao).toEqual(s.body.divulgacao);
    expect(v.body.capacidade_pagamento).toEqual(capacidade);
    expect(v.body.contrato.capacidade_pagamento).toEqual(capacidade);

    const c = await chamarApi("GET", `/api/contratos/${v.body.contrato.id}`, { token: a.token });
    expect(c.status).toBe(200);
    expect(c.body.divulgacao).toEqual(s.body.divulgacao);
    expect(c.body.divulgacao).toMatchObject({ financiador: { tipo: "propria_loja", nome: "Cell Renda", cnpj: a.empresa.cnpj }, valida_ate: "2026-12-09" });
    expect(c.body.capacidade_pagamento).toEqual(capacidade);
    const texto = (c.body.conteudo_gerado as string).replace(/<[^>]+>/g, "");
    expect(texto).toContain("capacidade de pagamento (art. 54-D do CDC): R$ 2.500,00; parte dessa renda tomada pelas parcelas de um mês: 5,16%");
    expect(texto).toContain("Validade destas condições: até 09/12/2026");
    expect(texto).toContain("Taxa efetiva anual de juros: 12,39% ao ano");
    expect(c.body.conteudo_gerado).not.toContain("{{");

    // The evidence as stored (centavos), not only as answered.
    const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.contrato(a.empresa.id, v.body.contrato.id) }));
    expect(Item!.capacidade_pagamento).toMatchObject({ renda_mensal_declarada_centavos: 250_000, parcela_centavos: 6_450, comprometimento_percentual: 5.16, acima_do_limite: false });
    expect(Item!.divulgacao).toMatchObject({ valida_ate: "2026-12-09", periodicidade: "a cada 15 dias (quinzenal)", multa_atraso_percentual: 2, juros_mora_mensal_percentual: 1 });

    // The welcome repeats the frequency in words, the rates, the total and who lends.
    await expect.poll(async () => (await mensagensDoContrato(a, v.body.contrato.id)).map((m) => m.texto).join(""), ESPERA).toContain("quinzenal");
    const [boasVindas] = await mensagensDoContrato(a, v.body.contrato.id);
    for (const trecho of ["a cada 15 dias (quinzenal)", "Juros de 0,98% ao mês; custo efetivo total (CET) de 12,39% ao ano", "Total: R$ 1.023,67", "Crédito concedido por Cell Renda (CNPJ"]) {
      expect(boasVindas!.texto, trecho).toContain(trecho);
    }
  });

  it("parcelas de um mês acima de 30% da renda: a venda segue (201) com o alerta, gravado no contrato", async () => {
    const a = await novaEmpresa();
    const { cliente, itens } = await lojaComEstoque(a.token, 1);
    // 2 × 64,50 = 129,00 ÷ 400,00 = 32,25% (one instalment alone is 16,13%: under the limit).
    const corpo = vendaBoleto(cliente.id, itens[0]!.id, HOJE, { renda_mensal_declarada: 400 });
    const alerta = "As parcelas de um mês (2 × R$ 64,50) tomam 32,25% da renda mensal declarada (R$ 400,00), mais que 30%. Confira com o cliente se ele consegue pagar antes de concluir a venda.";
    const s = await chamarApi("POST", "/api/vendas/simulacao", { token: a.token, body: corpo });
    expect(s.body.capacidade_pagamento).toMatchObject({ parcela_percentual: 16.13, comprometimento_percentual: 32.25, acima_do_limite: true, alerta });
    const v = await chamarApi("POST", "/api/vendas", { token: a.token, body: corpo });
    expect(v.status, JSON.stringify(v.body)).toBe(201);
    expect(v.body.capacidade_pagamento).toMatchObject({ acima_do_limite: true, alerta });
    const c = await chamarApi("GET", `/api/contratos/${v.body.contrato.id}`, { token: a.token });
    expect(c.body.capacidade_pagamento).toMatchObject({ renda_mensal_declarada: 400, acima_do_limite: true, alerta });
  });

  it("sem renda informada o contrato diz 'não informada'; numa venda no PIX a renda é ignorada e nada é divulgado", async () => {
    const a = await novaEmpresa();
    const { cliente, itens } = await lojaComEstoque(a.token, 2);
    const v = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[0]!.id, HOJE, { renda_mensal_declarada: null }) });
    expect(v.status).toBe(201);
    expect(v.body.capacidade_pagamento).toMatchObject({ renda_mensal_declarada: null, acima_do_limite: false, alerta: null });
    expect((v.body.contrato.conteudo_gerado as string).replace(/<[^>]+>/g, "")).toContain("(art. 54-D do CDC): não informada");
    expect(MSG_CAPACIDADE.naoInformada).toMatch(/não informada/);

    const pix = await chamarApi("POST", "/api/vendas", { token: a.token, body: { cliente_id: cliente.id, imei_id: itens[1]!.id, forma_pagamento: "PIX", data_venda: HOJE, renda_mensal_declarada: 3000 } });
    expect(pix.status).toBe(201);
    expect([pix.body.divulgacao, pix.body.capacidade_pagamento, pix.body.contrato]).toEqual([null, null, undefined]);
  });

  it.each([
    ["1e308", 1e308],
    ["0.001", 0.001],
    ["-1", -1],
    ["0", 0],
    ['"abc"', "abc"],
    ['"2.500,00"', "2.500,00"],
  ])("renda_mensal_declarada %s → 400 no campo, na simulação e na venda, e nada é gravado", async (_nome, renda) => {
    const a = await novaEmpresa();
    const { cliente, itens } = await lojaComEstoque(a.token, 1);
    const corpo = vendaBoleto(cliente.id, itens[0]!.id, HOJE, { renda_mensal_declarada: renda });
    for (const rota of ["/api/vendas/simulacao", "/api/vendas"]) {
      const r = await chamarApi("POST", rota, { token: a.token, body: corpo });
      expect(r.status, `${rota} ${JSON.stringify(r.body)}`).toBe(400);
      expect(r.body.error.code).toBe("VALIDATION");
      expect(typeof r.body.error.fields.renda_mensal_declarada).toBe("string");
    }
    await nadaGravado(a, [itens[0]!.id]);
  });

  it("o aparelho, o cliente ou o contrato de outra empresa respondem 404, sem divulgar nada dela", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa({ nome_fantasia: "Cell Alheia" })]);
    const [lojaA, lojaB] = await Promise.all([lojaComEstoque(a.token, 1), lojaComEstoque(b.token, 1)]);
    for (const corpo of [vendaBoleto(lojaA.cliente.id, lojaB.itens[0]!.id, HOJE, { renda_mensal_declarada: 2000 }), vendaBoleto(lojaB.cliente.id, lojaA.itens[0]!.id, HOJE, { renda_mensal_declarada: 2000 })]) {
      for (const rota of ["/api/vendas/simulacao", "/api/vendas"]) {
        const r = await chamarApi("POST", rota, { token: a.token, body: corpo });
        expect([r.status, r.body.error?.code], rota).toEqual([404, "NOT_FOUND"]);
        expect(JSON.stringify(r.body)).not.toContain("Cell Alheia");
      }
    }
    const vB = await chamarApi("POST", "/api/vendas", { token: b.token, body: vendaBoleto(lojaB.cliente.id, lojaB.itens[0]!.id, HOJE, { renda_mensal_declarada: 2000 }) });
    expect(vB.status).toBe(201);
    const alheio = await chamarApi("GET", `/api/contratos/${vB.body.contrato.id}`, { token: a.token });
    expect(alheio.status).toBe(404);
    expect(JSON.stringify(alheio.body)).not.toMatch(/capacidade_pagamento|financiador|Cell Alheia/);
    await nadaGravado(a, [lojaA.itens[0]!.id]);
  });

  it("um contrato gravado antes (sem os campos novos) ainda é lido: os campos vêm null", async () => {
    const a = await novaEmpresa();
    const { cliente, itens } = await lojaComEstoque(a.token, 1);
    const v = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[0]!.id, HOJE, { renda_mensal_declarada: 2500 }) });
    expect(v.status).toBe(201);
    await db().send(
      new UpdateCommand({
        TableName: tabela(),
        Key: chaves.contrato(a.empresa.id, v.body.contrato.id),
        UpdateExpression:
          "REMOVE capacidade_pagamento, divulgacao.taxa_anual_percentual, divulgacao.financiador, divulgacao.periodicidade, divulgacao.valida_ate, divulgacao.multa_atraso_percentual, divulgacao.juros_mora_mensal_percentual",
        ConditionExpression: "attribute_exists(PK)",
      }),
    );
    const c = await chamarApi("GET", `/api/contratos/${v.body.contrato.id}`, { token: a.token });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    expect(c.body.capacidade_pagamento).toBeNull();
    expect(c.body.divulgacao).toMatchObject({
      valor_a_vista: 1000,
      valor_total_sem_financiamento: 1000,
      taxa_anual_percentual: null,
      financiador: null,
      periodicidade: null,
      valida_ate: null,
      multa_atraso_percentual: null,
      juros_mora_mensal_percentual: null,
      quitacao_antecipada: TEXTO_QUITACAO_ANTECIPADA,
    });
    expect((await chamarApi("GET", `/api/vendas/${v.body.venda.id}`, { token: a.token })).status).toBe(200);
    expect((await chamarApi("GET", "/api/contratos", { token: a.token })).body.items[0].capacidade_pagamento).toBeNull();
  });

  it("GET /api/empresa/credito lista o que o contrato ativo não divulga; o modelo padrão não deixa nada de fora", async () => {
    const a = await novaEmpresa();
    expect((await chamarApi("GET", "/api/empresa/credito", { token: a.token })).body.contrato_divulgacoes_ausentes).toEqual([]);
    const modelos = await chamarApi("GET", "/api/modelos-documentos", { token: a.token });
    const contrato = (modelos.body.items as { id: string; nome: string; tipo: string }[]).find((m) => m.tipo === "contrato")!;
    const antigo = "<p>{{valor_a_vista}} {{valor_total}} {{taxa_juros_mensal}} {{cet_anual}} {{periodicidade_parcelas}}. Multa de 2%.</p>";
    expect((await chamarApi("PUT", `/api/modelos-documentos/${contrato.id}`, { token: a.token, body: { nome: contrato.nome, tipo: "contrato", conteudo: antigo, ativo: true } })).status).toBe(200);
    const r = await chamarApi("GET", "/api/empresa/credito", { token: a.token });
    expect(r.body.contrato_divulgacoes_ausentes).toEqual(["taxa_juros_anual", "financiador_nome", "financiador_cnpj", "multa_atraso", "juros_mora", "valida_ate"]);
    expect(r.body.contrato_sem_cet).toBe(false);
  });
});
