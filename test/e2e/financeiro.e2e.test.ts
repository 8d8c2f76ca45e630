/** Finance overview: list, filters, totals, details dialog (a paid sale's receipt) and status changes, in Chromium. */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatarData, hojeBrasil } from "../../shared/br/datas";
import { mascararCpf } from "../../shared/br/cpf";
import { chamarApi, novaEmpresa } from "../support/api";
import { contratoAntigoSemDocumento } from "../support/contratos";
import { entrarPelaTela, escolherOpcao, usarNavegador } from "../support/navegador";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";
import { esperar } from "../support/esperar";
import { lerReciboA4 } from "../support/pdf-texto";

const nav = usarNavegador();

async function itemEmEstoque(token: string, imei: string): Promise<{ id: string } | undefined> {
  const r = await chamarApi("GET", `/api/estoque/itens?status=em_estoque&q=${imei}`, { token });
  return r.body.items.find((i: { imei: string }) => i.imei === imei);
}

/** Two devices at R$ 1.000,00 sold today: one on boleto 12x (total R$ 1.023,67: 250,00 + 750,00 ÷ 0,9694), one on PIX (paid when made). */
async function duasVendas() {
  const a = await novaEmpresa({ nome_fantasia: "Loja Financeiro" });
  const { cliente: ana, itens } = await lojaComEstoque(a.token, 2, "Ana Boleto");
  const rui = await chamarApi("POST", "/api/clientes", { token: a.token, body: { nome: "Rui Pix", cpf: "", telefone: "", endereco: "", data_nasc: "" } });
  const [boleto, pix] = [itens[0]!, itens[1]!];
  const hoje = hojeBrasil();
  const vender = async (body: Record<string, unknown>) => {
    const r = await chamarApi("POST", "/api/vendas", { token: a.token, body });
    expect(r.status).toBe(201);
    return r.body;
  };
  const vendaBoletoCriada = await vender(vendaBoleto(ana.id, boleto.id, hoje));
  const vendaPix = await vender(vendaBoleto(rui.body.id, pix.id, hoje, { forma_pagamento: "PIX", entrada: 0, qtd_parcelas: 1 }));
  return { a, cpf: ana.cpf as string, imeiBoleto: boleto.imei, imeiPix: pix.imei, pixId: vendaPix.venda.id as string, boletoId: vendaBoletoCriada.venda.id as string };
}

const total = (p: Page, nome: string) => p.getByRole("group", { name: nome, exact: true }).locator(".fin-total-valor");

describe("financeiro", () => {
  it("lista as vendas do mês com totais (a venda no PIX já recebida), filtra, e pelo diálogo cancela devolvendo o aparelho ao estoque", async () => {
    const { a, cpf, imeiBoleto, imeiPix, pixId, boletoId } = await duasVendas();
    await entrarPelaTela(nav, a.email, a.senha, "/financeiro");
    const p = nav.pagina;
    const linhas = p.locator(".p-datatable-tbody > tr");
    await linhas.filter({ hasText: "Ana Boleto" }).waitFor();
    await esperar(() => linhas.count()).toBe(2);
    await esperar(() => linhas.filter({ hasText: "Ana Boleto" }).innerText()).toMatch(new RegExp(`${formatarData(hojeBrasil())}\\s+Ana Boleto\\s+Galaxy A15 128GB\\s+${imeiBoleto}\\s+Boleto parcelado\\s+R\\$ 1\\.023,67\\s+Ativa`));
    await esperar(() => total(p, "Vendas").innerText()).toBe("2");
    await esperar(() => total(p, "Receita total").innerText()).toBe("R$ 2.023,67");
    // The PIX sale is paid when made (issue 27 item 7); received is money in (issue 36 item 4): the PIX
    // sale and the boleto sale's entry (R$ 250,00); pending is the boleto sale's open instalments only.
    await esperar(() => linhas.filter({ hasText: "Rui Pix" }).innerText()).toMatch(/PIX\s+R\$ 1\.000,00\s+Paga/);
    await esperar(() => total(p, "Recebido").innerText()).toBe("R$ 1.250,00");
    await esperar(() => total(p, "Pendente").innerText()).toBe("R$ 773,67");

    // Filters: payment method, then status, then back to everything.
    await escolherOpcao(p, p.locator("#filtro-forma"), "Boleto parcelado");
    await esperar(() => total(p, "Vendas").innerText()).toBe("1");
    await esperar(() => linhas.count()).toBe(1);
    await p.locator(".p-dropdown", { has: p.locator("#filtro-forma") }).locator(".p-dropdown-clear-icon").click();
    await esperar(() => total(p, "Vendas").innerText()).toBe("2");

    // PIX sale: paid, so cancelling is the only status action left; no contract.
    await linhas.filter({ hasText: "Rui Pix" }).getByRole("button", { name: /Detalhes/ }).click();
    const dialogo = p.getByRole("dialog", { name: "Detalhes da Venda" });
    await dialogo.getByText(imeiPix).waitFor();
    await dialogo.locator(".p-tag", { hasText: "Paga" }).waitFor();
    await dialogo.getByRole("button", { name: "Cancelar Venda" }).waitFor();
    for (const acao of ["Marcar como Paga", "Marcar como Inadimplente"]) await esperar(() => dialogo.getByRole("button", { name: acao }).count()).toBe(0);
    await esperar(() => dialogo.getByRole("link", { name: "Ver Contrato" }).count()).toBe(0);
    // Paid at the counter: its receipt (A4 here), fetched with the token and opened in a new tab.
    const recibo = await lerReciboA4(p, dialogo.getByRole("button", { name: "Recibo da venda de Rui Pix" }), (u) => u.includes(`/api/vendas/${pixId}/recibo?formato=a4`), a.token);
    expect([recibo.status, recibo.tipo]).toEqual([200, "application/pdf"]);
    expect(recibo.texto).toContain("R$ 1.000,00 (mil reais)");
    await dialogo.locator(".p-dialog-footer").getByRole("button", { name: "Fechar", exact: true }).click();

    // Boleto sale (ATIVA): masked CPF, 12 instalments, documents in new tabs; cancelling asks first.
    await linhas.filter({ hasText: "Ana Boleto" }).getByRole("button", { name: /Detalhes/ }).click();
    await dialogo.getByText(mascararCpf(cpf)).waitFor();
    // Its status follows its contract (issue 36 item 2): one click must not settle it; cancelling is all there is.
    await dialogo.getByRole("button", { name: "Cancelar Venda" }).waitFor();
    for (const acao of ["Marcar como Paga", "Marcar como Inadimplente"]) await esperar(() => dialogo.getByRole("button", { name: acao }).count()).toBe(0);
    // Its receipt is the entry's, paid at the counter (issue 36 item 12): R$ 250,00, not the financed total.
    const reciboEntrada = await lerReciboA4(p, dialogo.getByRole("button", { name: "Recibo da venda de Ana Boleto" }), (u) => u.includes(`/api/vendas/${boletoId}/recibo?formato=a4`), a.token);
    expect([reciboEntrada.status, reciboEntrada.tipo]).toEqual([200, "application/pdf"]);
    const entrada = reciboEntrada.texto;
    expect(entrada).toContain("R$ 250,00 (duzentos e cinquenta reais), referente à entrada da compra de Galaxy A15 128GB");
    expect(entrada).toContain("Forma de pagamento: Dinheiro");
    const parcelas = dialogo.getByRole("table").locator("tbody > tr");
    await esperar(() => parcelas.count()).toBe(12);
    await esperar(() => parcelas.first().innerText()).toMatch(/^1\s+R\$ 64,47/);
    await esperar(() => parcelas.last().innerText()).toMatch(/^12\s+R\$ 64,50/);
    const contrato = dialogo.getByRole("link", { name: "Ver Contrato" });
    await esperar(() => contrato.getAttribute("href")).toMatch(/^\/financeiro\/contrato\/\w+$/);
    await esperar(() => contrato.getAttribute("target")).toBe("_blank");
    await esperar(() => dialogo.getByRole("link", { name: "Ver Garantia" }).getAttribute("rel")).toBe("noopener");

    await dialogo.getByRole("button", { name: "Cancelar Venda" }).click();
    const confirmacao = p.locator(".p-confirm-dialog");
    await confirmacao.getByText("O aparelho volta para o estoque e as parcelas em aberto são canceladas.", { exact: false }).waitFor();
    await confirmacao.getByRole("button", { name: "Sim, cancelar venda" }).click();
    await dialogo.locator(".p-tag", { hasText: "Cancelada" }).first().waitFor();
    await esperar(() => parcelas.filter({ hasText: "Cancelada" }).count()).toBe(12);
    await esperar(() => dialogo.getByRole("button", { name: "Cancelar Venda" }).count()).toBe(0);
    await dialogo.locator(".p-dialog-footer").getByRole("button", { name: "Fechar", exact: true }).click();
    await esperar(() => total(p, "Receita total").innerText()).toBe("R$ 1.000,00");
    await esperar(() => total(p, "Pendente").innerText()).toBe("R$ 0,00");

    // The device is back in stock; the status filter finds the cancelled sale.
    await esperar(() => itemEmEstoque(a.token, imeiBoleto)).toBeDefined();
    await escolherOpcao(p, p.locator("#filtro-status"), "Cancelada");
    await esperar(() => linhas.count()).toBe(1);
    await esperar(() => linhas.first().innerText()).toContain("Ana Boleto");
  });

  it("mostra o estado vazio da garantia quando não há modelo de garantia ativo", async () => {
    const a = await novaEmpresa();
    const modelos = await chamarApi("GET", "/api/modelos-documentos", { token: a.token });
    for (const m of modelos.body.items) {
      const r = await chamarApi("PUT", `/api/modelos-documentos/${m.id}`, { token: a.token, body: { nome: m.nome, tipo: m.tipo, conteudo: m.conteudo, ativo: false } });
      expect(r.status).toBe(200);
    }
    const { cliente, itens } = await lojaComEstoque(a.token, 1, "Cliente Sem Termo");
    const v = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[0]!.id, hojeBrasil(), { qtd_parcelas: 8 }) });
    expect(v.status).toBe(201);
    // The contract never goes without one (the default template); only one made before that has no document.
    await contratoAntigoSemDocumento(a.empresa.id, v.body.contrato.id);

    await entrarPelaTela(nav, a.email, a.senha, `/financeiro/garantia/${v.body.venda.id}`);
    const p = nav.pagina;
    await p.getByRole("heading", { name: "Termo de Garantia Não Encontrado" }).waitFor();
    await p.getByText("Nenhum conteúdo de garantia foi encontrado para esta venda.").waitFor();
    await p.getByRole("button", { name: "Recarregar" }).waitFor();
    await p.getByText("Detalhes técnicos").click();
    await esperar(() => p.getByRole("region", { name: "Informações de depuração" }).innerText()).toMatch(/Garantia gerada\s+NÃO/);

    await p.goto(nav.url(`/financeiro/contrato/${v.body.contrato.id}`));
    await p.getByText("Conteúdo do contrato não foi gerado. Tente gerar o contrato novamente.").waitFor();
    await esperar(() => p.getByRole("button", { name: "Imprimir Contrato" }).count()).toBe(0);
  });
});
