/**
 * GET /api/vendas/{id}/recibo?formato=a4|80mm — the receipt of a sale paid at the counter (issue 27
 * items 6 and 7), the same receipt as an instalment's: a PDF with the store (name, CNPJ, address),
 * the customer (CPF masked), the device, the amount in figures and in words, the method, the date and
 * who received it. A boleto sale's is its entry's (issue 36 item 12), with the goods apart from the cost
 * of financing (issue 37); a boleto sale without entry, a
 * cancelled sale: 409 with the reason; another company's sale and an id that cannot be one: 404.
 */
import { describe, expect, inject, it } from "vitest";
import { formatarData, hojeBrasil } from "../../shared/br/datas";
import { valorPorExtenso } from "../../shared/br/extenso";
import { MSG_RECIBO } from "../../shared/vendas/pagamento-balcao";
import { MSG_VENDA } from "../../shared/vendas/schemas";
import { chamarApi, novaEmpresa, type EmpresaTeste } from "../support/api";
import { entrada, produtoEFornecedor } from "../support/estoque";
import { novoCpf, novoImei } from "../support/fabricas";
import { paginasDoPdf } from "../support/pdf-texto";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";

const HOJE = hojeBrasil();

const recibo = (token: string, vendaId: string, formato = "") =>
  fetch(`${inject("pilha").apiUrl}/api/vendas/${vendaId}/recibo${formato ? `?formato=${formato}` : ""}`, { headers: { authorization: `Bearer ${token}` } });

const textoDoPdf = async (r: Response) => {
  const { textos, pdf } = await paginasDoPdf(new Uint8Array(await r.arrayBuffer()));
  return { texto: textos.join(" ").replace(/\s+/g, " "), pdf };
};

/** A shop with its address, a device at R$ 1.200,50 (cost R$ 1.000,00 plus R$ 200,50) and a customer. */
async function lojaComAparelho(a: EmpresaTeste, aparelhos = 1) {
  const dados = { nome_fantasia: a.empresa.nome_fantasia, cnpj: a.empresa.cnpj, plano: a.empresa.plano, endereco: "Rua do Bom Jesus, 125", cep: "50030-170", cidade: "Recife", uf: "PE", whatsapp: null };
  expect((await chamarApi("PUT", "/api/empresa", { token: a.token, body: dados })).status).toBe(200);
  const { produto, fornecedor } = await produtoEFornecedor(a.token, { nome_modelo: "Moto G84 256GB", custo_base: 1000, tipo_margem: "real", valor_margem: 200.5 });
  expect(produto.preco_final).toBe(1200.5);
  const e = await chamarApi("POST", "/api/estoque/entradas", { token: a.token, body: entrada(produto.id, fornecedor.id, Array.from({ length: aparelhos }, () => novoImei())) });
  expect(e.status).toBe(201);
  const cpf = novoCpf();
  const c = await chamarApi("POST", "/api/clientes", { token: a.token, body: { nome: "Joana Prado", cpf, telefone: "(81) 99811-4455", endereco: null, data_nasc: null } });
  expect(c.status).toBe(201);
  return { cliente: c.body, cpf: cpf.replace(/\D/g, ""), itens: e.body.itens as { id: string; imei: string; cor: string }[] };
}

describe("GET /api/vendas/{id}/recibo", { timeout: 60_000 }, () => {
  it("uma venda no PIX tem recibo em PDF, A4 e 80 mm: loja, CPF mascarado, aparelho, valor em números e por extenso, forma, data e quem recebeu", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Cell Recibos" });
    const { cliente, cpf, itens } = await lojaComAparelho(a);
    const v = await chamarApi("POST", "/api/vendas", { token: a.token, body: { cliente_id: cliente.id, imei_id: itens[0]!.id, forma_pagamento: "PIX", data_venda: HOJE } });
    expect([v.status, v.body.venda.status]).toEqual([201, "PAGA"]);

    const r = await recibo(a.token, v.body.venda.id);
    expect([r.status, r.headers.get("content-type")]).toEqual([200, "application/pdf"]);
    const { texto } = await textoDoPdf(r);
    expect(valorPorExtenso(120050)).toBe("mil e duzentos reais e cinquenta centavos");
    for (const trecho of [
      "Cell Recibos",
      "CNPJ",
      "Rua do Bom Jesus, 125",
      "Recife",
      // A human number, the company's first receipt (issue 36 item 12), never the sale's id.
      "RECIBO Nº 0001",
      `Recebemos de Joana Prado, CPF ***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`,
      "R$ 1.200,50 (mil e duzentos reais e cinquenta centavos)",
      `à compra de Moto G84 256GB, cor ${itens[0]!.cor} (IMEI ${itens[0]!.imei})`,
      "Forma de pagamento: PIX",
      `Data do pagamento: ${formatarData(HOJE)}`,
      `Recebido por: ${a.usuario.nome}`,
    ]) {
      expect(texto, trecho).toContain(trecho);
    }
    expect(texto).not.toContain(cpf);
    expect(texto).not.toContain(v.body.venda.id);

    const termica = await recibo(a.token, v.body.venda.id, "80mm");
    expect([termica.status, termica.headers.get("content-type")]).toEqual([200, "application/pdf"]);
    const { texto: texto80, pdf } = await textoDoPdf(termica);
    expect(Math.round(pdf.getPage(0).getWidth())).toBe(227);
    expect(texto80).toContain("mil e duzentos reais e cinquenta centavos");
    expect((await recibo(a.token, v.body.venda.id, "A5")).status).toBe(400);
  });

  it("no cartão de crédito em 3x a forma diz as vezes; a venda cancelada não tem recibo (409)", async () => {
    const a = await novaEmpresa();
    const { cliente, itens } = await lojaComAparelho(a);
    const v = await chamarApi("POST", "/api/vendas", { token: a.token, body: { cliente_id: cliente.id, imei_id: itens[0]!.id, forma_pagamento: "CARTAO_CREDITO", data_venda: HOJE, entrada: 0, qtd_parcelas: 3 } });
    expect(v.status).toBe(201);
    const { texto } = await textoDoPdf(await recibo(a.token, v.body.venda.id));
    expect(texto).toContain("Forma de pagamento: Cartão de crédito em 3x");
    expect(texto).toContain("R$ 1.200,50 (mil e duzentos reais e cinquenta centavos)");

    expect((await chamarApi("PATCH", `/api/vendas/${v.body.venda.id}/status`, { token: a.token, body: { status: "CANCELADA" } })).status).toBe(200);
    const cancelada = await recibo(a.token, v.body.venda.id);
    expect([cancelada.status, (await cancelada.json()).error.message]).toEqual([409, MSG_RECIBO.vendaNaoPaga]);
  });

  it("a venda no boleto tem o recibo da entrada: o valor da entrada, a forma em que foi paga e o contrato que abriu (issue 36 item 12)", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Cell Entrada" });
    const { cliente, cpf, itens } = await lojaComAparelho(a, 3);
    // R$ 400,00 of entry on PIX; another sale's entry without its method: DINHEIRO, as 'Marcar Paga'.
    const pix = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[0]!.id, HOJE, { entrada: 400, forma_entrada: "PIX" }) });
    const dinheiro = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[1]!.id, HOJE, { entrada: 300.5 }) });
    expect([pix.status, dinheiro.status], JSON.stringify(pix.body)).toEqual([201, 201]);

    const r = await recibo(a.token, pix.body.venda.id);
    expect([r.status, r.headers.get("content-type")]).toEqual([200, "application/pdf"]);
    const { texto } = await textoDoPdf(r);
    for (const trecho of [
      "Cell Entrada",
      "RECIBO Nº 0001",
      "Valor: R$ 400,00",
      `Recebemos de Joana Prado, CPF ***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**, a importância de R$ 400,00 (quatrocentos reais)`,
      `referente à entrada da compra de Moto G84 256GB, cor ${itens[0]!.cor} (IMEI ${itens[0]!.imei}), no boleto em 12x pelo contrato ${pix.body.contrato.id.slice(-8)}.`,
      "Forma de pagamento: PIX",
      `Data do pagamento: ${formatarData(HOJE)}`,
      `Recebido por: ${a.usuario.nome}`,
      // The goods apart from the cost of financing (issue 37; Lei 6.463/1977 art. 1): R$ 800,50 financed on the
      // default 12x plan is R$ 800,50 ÷ 0,9694 = R$ 825,77 of instalments, R$ 25,27 of interest.
      "Mercadoria (aparelho, preço à vista): R$ 1.200,50",
      "Custo do financiamento (juros das parcelas): R$ 25,27",
    ]) {
      expect(texto, trecho).toContain(trecho);
    }
    expect(pix.body.venda.valor_total).toBe(1225.77);
    // Never the financed total as if it were received.
    expect(texto).not.toContain(`R$ ${pix.body.venda.valor_total.toLocaleString("pt-BR", { minimumFractionDigits: 2 })}`);
    const { texto: texto80 } = await textoDoPdf(await recibo(a.token, dinheiro.body.venda.id, "80mm"));
    expect(texto80).toContain("RECIBO Nº 0002");
    expect(texto80).toContain("R$ 300,50 (trezentos reais e cinquenta centavos)");
    expect(texto80).toContain("Forma de pagamento: Dinheiro");

    // A method that is not a counter one: 400 naming the field, nothing sold.
    const boletoNaEntrada = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[2]!.id, HOJE, { forma_entrada: "BOLETO" }) });
    expect([boletoNaEntrada.status, boletoNaEntrada.body.error?.fields?.forma_entrada]).toEqual([400, MSG_VENDA.formaEntrada]);
    expect((await chamarApi("GET", `/api/estoque/itens?status=em_estoque&q=${itens[2]!.imei}`, { token: a.token })).body.items).toHaveLength(1);

    // Cancelled, the sale has no receipt.
    expect((await chamarApi("PATCH", `/api/vendas/${pix.body.venda.id}/status`, { token: a.token, body: { status: "CANCELADA" } })).status).toBe(200);
    const cancelada = await recibo(a.token, pix.body.venda.id);
    expect([cancelada.status, (await cancelada.json()).error.message]).toEqual([409, MSG_RECIBO.vendaCancelada]);
  });

  it("a venda no boleto sem entrada responde 409 (o recibo é de cada parcela); outra empresa e um id que não é id respondem 404", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    // A shop whose plans ask no entry.
    const credito = (await chamarApi("GET", "/api/empresa/credito", { token: a.token })).body;
    const semEntrada = await chamarApi("PUT", "/api/empresa/credito", { token: a.token, body: { entrada_minima_percentual: 0, intervalo_dias: credito.intervalo_dias, planos: credito.planos } });
    expect(semEntrada.status, JSON.stringify(semEntrada.body)).toBe(200);
    const { cliente, itens } = await lojaComEstoque(a.token, 2);
    const boleto = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[0]!.id, HOJE, { entrada: 0 }) });
    const pix = await chamarApi("POST", "/api/vendas", { token: a.token, body: { cliente_id: cliente.id, imei_id: itens[1]!.id, forma_pagamento: "DINHEIRO", data_venda: HOJE } });
    expect([boleto.status, pix.status], JSON.stringify(boleto.body)).toEqual([201, 201]);

    const r = await recibo(a.token, boleto.body.venda.id);
    expect([r.status, (await r.json()).error.message]).toEqual([409, "Venda no boleto sem entrada: nada foi pago na venda. O recibo é de cada parcela paga, em Controle de Boletos"]);
    // Another company's sale is not found, as one that does not exist.
    const alheia = await recibo(b.token, pix.body.venda.id);
    expect([alheia.status, (await alheia.json()).error.code]).toEqual([404, "NOT_FOUND"]);
    expect((await recibo(a.token, "01ARZ3NDEKTSV4RRFFQ69G5FAV")).status).toBe(404);
    for (const lixo of ["nao-e-um-id", "1", "%00", "A".repeat(300)]) expect((await recibo(a.token, encodeURIComponent(lixo))).status, lixo).toBe(404);
    // The sale's own company reads it; without a token nobody does.
    expect((await recibo(a.token, pix.body.venda.id)).status).toBe(200);
    expect((await fetch(`${inject("pilha").apiUrl}/api/vendas/${pix.body.venda.id}/recibo`)).status).toBe(401);
  });

  it("o recibo da entrada de outra empresa responde 404", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    const { cliente, itens } = await lojaComEstoque(a.token, 1);
    const boleto = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[0]!.id, HOJE) });
    expect(boleto.status).toBe(201);
    expect((await recibo(a.token, boleto.body.venda.id)).status).toBe(200);
    const alheia = await recibo(b.token, boleto.body.venda.id);
    expect([alheia.status, (await alheia.json()).error.code]).toEqual([404, "NOT_FOUND"]);
  });

  it("o número do recibo é da loja e fica: 0001, 0002 na ordem em que saem; reimpresso (A4 ou 80 mm, 10 vezes ao mesmo tempo) é o mesmo; outra loja começa do 0001 (issue 36 item 12)", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    const { cliente, itens } = await lojaComEstoque(a.token, 2);
    const vender = (itemId: string) => chamarApi("POST", "/api/vendas", { token: a.token, body: { cliente_id: cliente.id, imei_id: itemId, forma_pagamento: "PIX", data_venda: HOJE } });
    const [v1, v2] = [await vender(itens[0]!.id), await vender(itens[1]!.id)];
    expect([v1.status, v2.status]).toEqual([201, 201]);
    const numero = async (token: string, vendaId: string, formato = "") => /RECIBO Nº (\S+)/.exec((await textoDoPdf(await recibo(token, vendaId, formato))).texto)?.[1];

    // The second sale's receipt printed first takes 0001: the number is the receipt's, given when it is first printed.
    const primeiros = await Promise.all(Array.from({ length: 10 }, () => numero(a.token, v2.body.venda.id)));
    expect(new Set(primeiros)).toEqual(new Set(["0001"]));
    expect(await numero(a.token, v1.body.venda.id, "80mm")).toBe("0002");
    expect(await numero(a.token, v2.body.venda.id, "80mm")).toBe("0001");
    expect(await numero(a.token, v1.body.venda.id)).toBe("0002");

    const { cliente: cb, itens: ib } = await lojaComEstoque(b.token, 1);
    const vb = await chamarApi("POST", "/api/vendas", { token: b.token, body: { cliente_id: cb.id, imei_id: ib[0]!.id, forma_pagamento: "DINHEIRO", data_venda: HOJE } });
    expect(await numero(b.token, vb.body.venda.id)).toBe("0001");
  });
});
