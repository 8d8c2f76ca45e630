/**
 * 'Controle de Boletos' (issue 11, item 9) in Chromium on the local stack: a boleto sale's slips
 * appear on the screen as the consumer issues them, the PDF opens, 'Marcar Paga' and a payment at
 * the local bank move instalments to Paga, a paid one's receipt (A4 or 80 mm) opens and is sent, search, status
 * filter and empty states, resend (also its 409), copying the linha digitável, and the screen on a
 * phone (no sideways scroll, axe).
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { formatarData, hojeBrasil, somarDias } from "../../shared/br/datas";
import { formatarReais } from "../../shared/br/dinheiro";
import { valorPorExtenso } from "../../shared/br/extenso";
import { MSG_CONTRATO } from "../../shared/vendas/contratos";
import { MSG_PAGAMENTO_BALCAO } from "../../shared/vendas/pagamento-balcao";
import type { ContratoDetalhe } from "../../shared/vendas/schemas";
import { chamarApi, novaEmpresa, type EmpresaTeste } from "../support/api";
import { violacoesGraves } from "../support/axe";
import { contratoAntigoSemDocumento, semearContratos } from "../support/contratos";
import { esperar } from "../support/esperar";
import { paginasDoPdf } from "../support/pdf-texto";
import { digitarData, digitosDaData, entrarPelaTela, escolherOpcao, usarNavegador } from "../support/navegador";
import { esperarSemRolagemLateral } from "../support/telas";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";

const nav = usarNavegador();
/** Issuing eight slips (PDFs included) through the queue can outlast the screen's 15 s waits on a busy machine. */
const EMISSAO_MS = 90_000;
const TEMPO_TESTE = 240_000;

async function venderNoBoleto(a: EmpresaTeste, nomeCliente: string, extra: Record<string, unknown> = {}) {
  const loja = await lojaComEstoque(a.token, 1, nomeCliente);
  const v = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(loja.cliente.id, loja.itens[0]!.id, hojeBrasil(), { qtd_parcelas: 8, ...extra }) });
  expect(v.status, JSON.stringify(v.body)).toBe(201);
  return { ...loja, vendaId: v.body.venda.id as string, contratoId: v.body.contrato.id as string, imei: loja.itens[0]!.imei };
}

const contrato = async (a: EmpresaTeste, id: string): Promise<ContratoDetalhe> => {
  const r = await chamarApi<ContratoDetalhe>("GET", `/api/contratos/${id}`, { token: a.token });
  expect(r.status).toBe(200);
  return r.body;
};

/** Every slip of the contract issued (the consumer runs on its own; this waits on the API, then on the screen). */
async function esperarBoletosEmitidos(a: EmpresaTeste, id: string): Promise<ContratoDetalhe> {
  await expect
    .poll(async () => (await contrato(a, id)).parcelas.map((p) => p.boleto_status), { timeout: EMISSAO_MS, interval: 500 })
    .toEqual(Array(8).fill("emitido"));
  return contrato(a, id);
}

/** An amount as the screen shows it, as a regular expression fragment. */
const reais = (v: number) => formatarReais(v).replace(/[$.]/g, "\\$&");
const cartao = (p: Page, cliente: string) => p.getByRole("article", { name: cliente });
const linhas = (c: Locator) => c.locator(".p-datatable-tbody > tr");
const linha = (c: Locator, n: number) => linhas(c).nth(n - 1);
const aviso = (p: Page, texto: string) => p.getByRole("alert").filter({ hasText: texto });

async function abrirDetalhes(c: Locator): Promise<void> {
  await c.getByRole("button", { name: /^Detalhes/ }).click();
  await c.getByRole("button", { name: /^Ocultar/ }).waitFor();
}

async function pagarNoBancoLocal(linhaDigitavel: string): Promise<void> {
  const { webUrl } = inject("pilha");
  const r = await fetch(`${webUrl}/__local/banco/pagamentos`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ linha_digitavel: linhaDigitavel }),
  });
  expect(r.status, await r.clone().text()).toBe(200);
}

describe("controle de boletos", () => {
  it("mostra os boletos emitidos da venda, abre o PDF, 'Marcar Paga' e o pagamento no banco local aparecem, copia a linha digitável", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja dos Boletos" });
    const venda = await venderNoBoleto(a, "Ana Boleto");
    await nav.pagina.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: nav.url("") });
    await entrarPelaTela(nav, a.email, a.senha, "/financeiro/boletos");
    const p = nav.pagina;

    // Header: the store's trade name and 'Atualizar'; the card: client, product code and model, status.
    await p.getByRole("heading", { name: "Controle de Boletos" }).waitFor();
    await esperar(() => p.locator(".contratos-empresa").innerText()).toBe("Loja dos Boletos");
    await p.getByRole("button", { name: "Atualizar" }).waitFor();
    const c = cartao(p, "Ana Boleto");
    await esperar(() => c.locator(".contrato-produto").innerText()).toBe(`${venda.produto.codigo} - Galaxy A15 128GB`);
    await esperar(() => c.locator(".contrato-status").innerText()).toBe("Ativo");
    const ver = c.getByRole("link", { name: /Ver Contrato/ });
    await esperar(() => ver.getAttribute("href")).toBe(`/financeiro/contrato/${venda.contratoId}`);
    await esperar(() => ver.getAttribute("target")).toBe("_blank");

    // Expanded: IMEI, model, brand, total, the 8 instalments by number; the slips show up without a reload.
    await abrirDetalhes(c);
    const detalhes = c.locator(".contrato-dados");
    await esperar(() => detalhes.innerText()).toContain(venda.imei);
    await esperar(() => detalhes.innerText()).toMatch(/Modelo\s+Galaxy A15 128GB/);
    const emitido = await esperarBoletosEmitidos(a, venda.contratoId);
    await esperar(() => detalhes.innerText()).toMatch(new RegExp(`Valor total\\s+${reais(emitido.valor_total)}`));
    await esperar(() => linhas(c).count()).toBe(8);
    await expect.poll(() => c.getByRole("link", { name: /^Abrir boleto da parcela/ }).count(), { timeout: 30_000 }).toBe(8);
    const p1 = emitido.parcelas[0]!;
    await esperar(() => linha(c, 1).innerText()).toMatch(
      new RegExp(`^1\\s+${reais(p1.valor_parcela)}\\s+${formatarData(p1.data_vencimento)}[\\s\\S]*Aberta`),
    );
    await esperar(() => c.getByText("Emitindo boleto…").count()).toBe(0);

    // The PDF link opens: a new tab, which asks for a link signed at the click and lands on it (a PDF).
    const link = c.getByRole("link", { name: "Abrir boleto da parcela 1" });
    expect(await link.getAttribute("target")).toBe("_blank");
    const [aba] = await Promise.all([p.context().waitForEvent("page"), link.click()]);
    await aba!.waitForURL((u) => u.searchParams.has("X-Amz-Signature"));
    const pdf = await fetch(aba!.url());
    await aba!.close();
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");

    // 'Marcar Paga' asks how and when it was paid (issue 27 item 6): a date in the future is refused
    // under the field before anything is sent; PIX today marks instalment 1 Paga, here and in the API.
    await c.getByRole("button", { name: "Marcar Paga a parcela 1" }).click();
    const confirmacao = p.getByRole("dialog", { name: "Marcar Paga" });
    await confirmacao.getByText("Confirmar o pagamento da parcela 1", { exact: false }).waitFor();
    await esperar(() => confirmacao.getByLabel("Data do pagamento").inputValue()).toBe(formatarData(hojeBrasil()));
    const campoData = confirmacao.getByLabel("Data do pagamento");
    const digitar = (iso: string) => digitarData(campoData, digitosDaData(iso));
    await digitar(somarDias(hojeBrasil(), 1));
    await esperar(() => confirmacao.getByRole("alert").innerText()).toBe(MSG_PAGAMENTO_BALCAO.dataFutura);
    await esperar(() => confirmacao.getByRole("button", { name: "Sim, marcar paga" }).isDisabled()).toBe(true);
    await digitar(hojeBrasil());
    await escolherOpcao(p, p.getByLabel("Forma de pagamento"), "PIX");
    await confirmacao.getByRole("button", { name: "Sim, marcar paga" }).click();
    await aviso(p, "Parcela 1 marcada como paga!").waitFor();
    await esperar(() => linha(c, 1).innerText()).toMatch(new RegExp(`Paga\\s+${formatarData(hojeBrasil())}`));
    await esperar(() => c.getByRole("button", { name: "Marcar Paga a parcela 1" }).count()).toBe(0);
    expect((await contrato(a, venda.contratoId)).parcelas[0]).toMatchObject({ status_parcela: "paga", data_pagamento: hojeBrasil(), forma_pagamento: "PIX" });

    // Copying instalment 2's linha digitável confirms and puts exactly that code on the clipboard.
    const p2 = emitido.parcelas[1]!;
    expect(p2.linha_digitavel).toMatch(/^\d{47}$/);
    await c.getByRole("button", { name: "Copiar linha digitável da parcela 2" }).click();
    await aviso(p, "Linha digitável copiada!").waitFor();
    expect(await p.evaluate(() => navigator.clipboard.readText())).toBe(p2.linha_digitavel);
    await c.getByRole("button", { name: "Copiar Pix da parcela 2" }).click();
    await aviso(p, "Código Pix copiado!").waitFor();
    expect(await p.evaluate(() => navigator.clipboard.readText())).toBe(p2.pix_copia_e_cola);
    // A browser that refuses the clipboard: the error, not a false confirmation.
    await p.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException("negado", "NotAllowedError"));
    });
    await c.getByRole("button", { name: "Copiar linha digitável da parcela 3" }).click();
    await aviso(p, "Erro ao copiar linha digitável").waitFor();

    // Paid at the local bank: the screen shows it after 'Atualizar', no reload.
    await pagarNoBancoLocal(p2.linha_digitavel!);
    await expect.poll(async () => (await contrato(a, venda.contratoId)).parcelas[1]!.status_parcela, { timeout: 30_000 }).toBe("paga");
    await esperar(() => linha(c, 2).innerText()).toContain("Aberta");
    await p.getByRole("button", { name: "Atualizar" }).click();
    await esperar(() => linha(c, 2).innerText()).toMatch(/Paga/);
    await esperar(() => c.getByRole("button", { name: "Marcar Paga a parcela 2" }).count()).toBe(0);
    await esperar(() => linhas(c).filter({ hasText: "Aberta" }).count()).toBe(6);

    // A paid instalment has its receipt (issue 27): 'Recibo' offers A4 and 80 mm, and the chosen PDF
    // (fetched with the token) opens in a new tab; paid at the bank, the bank received it.
    await esperar(() => c.getByRole("button", { name: /^Recibo da parcela/ }).count()).toBe(2);
    await c.getByRole("button", { name: "Recibo da parcela 2", exact: true }).click();
    const [recibo, abaRecibo] = await Promise.all([
      p.waitForResponse((r) => r.url().includes(`/api/parcelas/${p2.id}/recibo?formato=80mm`)),
      p.context().waitForEvent("page"),
      p.getByRole("menuitem", { name: "80 mm (impressora térmica)" }).click(),
    ]);
    expect([recibo.status(), recibo.headers()["content-type"]]).toEqual([200, "application/pdf"]);
    // The browser keeps no body of a download read as a blob: the same address, asked again with the token.
    const { textos, pdf: doRecibo } = await paginasDoPdf(new Uint8Array(await (await fetch(recibo.url(), { headers: { authorization: `Bearer ${a.token}` } })).arrayBuffer()));
    expect(Math.round(doRecibo.getPage(0).getWidth())).toBe(227);
    expect(textos.join(" ").replace(/\s+/g, " ")).toContain(`(${valorPorExtenso(Math.round(p2.valor_parcela * 100))})`);
    expect(textos.join(" ")).toContain("Recebido por: banco (boleto)");
    await expect.poll(() => abaRecibo.url(), { timeout: 15_000 }).toMatch(/^blob:/);
    await abaRecibo.close();
    // 'Enviar recibo' beside it: the receipt goes to the customer now; the contract records the message.
    await c.getByRole("button", { name: "Enviar recibo da parcela 2" }).click();
    await c.getByText("Recibo enviado ao cliente: acompanhe a entrega no Histórico.").waitFor();
    const mensagens = async () => (await chamarApi<{ items: { modelo: string; texto: string }[] }>("GET", `/api/contratos/${venda.contratoId}/mensagens`, { token: a.token })).body.items;
    await esperar(async () => (await mensagens()).filter((m) => m.modelo === "recibo").map((m) => m.texto.includes(`RECIBO Nº ${p2.id}`))).toEqual([true]);

    // The contract page lists the instalments with their slips too.
    await p.goto(nav.url(`/financeiro/contrato/${venda.contratoId}`));
    const doContrato = p.getByRole("region", { name: "Parcelas do contrato" });
    await esperar(() => doContrato.getByRole("link", { name: /^Abrir boleto da parcela/ }).count()).toBe(8);
    await esperar(() => doContrato.locator("tbody > tr").filter({ hasText: "Paga" }).count()).toBe(2);
  }, TEMPO_TESTE);

  it("busca por cliente, IMEI e CPF, filtra por status, mostra os estados vazios e reenvia boletos (não oferecido no contrato cancelado)", async () => {
    const a = await novaEmpresa();
    await entrarPelaTela(nav, a.email, a.senha, "/financeiro/boletos");
    const p = nav.pagina;
    const vazio = p.locator(".contratos-vazio");
    await esperar(() => vazio.innerText()).toBe("Nenhum contrato encontrado\nNenhum contrato de boleto foi criado ainda.");

    const bruno = await venderNoBoleto(a, "Bruno Ativo");
    // A contract without a document (made before every sale got one): no 'Ver Contrato'.
    const carla = await venderNoBoleto(a, "Carla Cancelada");
    await contratoAntigoSemDocumento(a.empresa.id, carla.contratoId);
    const cancelar = await chamarApi("PATCH", `/api/vendas/${carla.vendaId}/status`, { token: a.token, body: { status: "CANCELADA" } });
    expect(cancelar.status).toBe(200);

    await p.getByRole("button", { name: "Atualizar" }).click();
    const cartoes = p.locator(".contrato-cartao");
    await esperar(() => cartoes.count()).toBe(2);
    // Newest first.
    await esperar(() => cartoes.locator("h2").allInnerTexts()).toEqual(["Carla Cancelada", "Bruno Ativo"]);
    await esperar(() => cartao(p, "Carla Cancelada").locator(".contrato-status").innerText()).toBe("Cancelado");
    await esperar(() => cartao(p, "Carla Cancelada").getByRole("link", { name: /Ver Contrato/ }).count()).toBe(0);
    await esperar(() => cartao(p, "Bruno Ativo").getByRole("link", { name: /Ver Contrato/ }).count()).toBe(1);

    const busca = p.getByRole("searchbox", { name: "Buscar" });
    expect(await busca.getAttribute("placeholder")).toBe("Buscar por cliente, IMEI, produto...");
    const buscar = async (termo: string, esperados: string[]) => {
      await busca.fill(termo);
      await esperar(() => cartoes.locator("h2").allInnerTexts(), `busca '${termo}'`).toEqual(esperados);
    };
    await buscar("carla", ["Carla Cancelada"]);
    await buscar(bruno.imei.slice(4, 12), ["Bruno Ativo"]);
    await buscar(String(bruno.cliente.cpf).replace(/\D/g, "").slice(0, 7), ["Bruno Ativo"]);
    await buscar("GALAXY a15", ["Carla Cancelada", "Bruno Ativo"]);
    await busca.fill("nenhum cliente assim");
    await esperar(() => vazio.innerText()).toBe("Nenhum contrato encontrado\nTente ajustar os filtros.");
    await buscar("", ["Carla Cancelada", "Bruno Ativo"]);

    const status = p.getByLabel("Status", { exact: true });
    expect(await status.locator("option").allInnerTexts()).toEqual(["Todos Status", "Ativo", "Inadimplente", "Liquidado", "Cancelado"]);
    await status.selectOption({ label: "Cancelado" });
    await esperar(() => cartoes.locator("h2").allInnerTexts()).toEqual(["Carla Cancelada"]);
    await status.selectOption({ label: "Ativo" });
    await esperar(() => cartoes.locator("h2").allInnerTexts()).toEqual(["Bruno Ativo"]);
    // Search and status combine.
    await busca.fill("carla");
    await esperar(() => vazio.innerText()).toBe("Nenhum contrato encontrado\nTente ajustar os filtros.");
    await busca.fill("");
    await status.selectOption({ label: "Liquidado" });
    await esperar(() => vazio.innerText()).toBe("Nenhum contrato encontrado\nTente ajustar os filtros.");
    await status.selectOption({ label: "Todos Status" });
    await esperar(() => cartoes.count()).toBe(2);

    // Resend: the cancelled contract has no slip to send, so it is not offered (asked anyway, 409 with
    // the reason: issue 36 item 12); the active one queues its open slips.
    const cCarla = cartao(p, "Carla Cancelada");
    await abrirDetalhes(cCarla);
    await esperar(() => linhas(cCarla).filter({ hasText: "Cancelada" }).count()).toBe(8);
    await esperar(() => cCarla.getByRole("button", { name: /^Marcar Paga/ }).count()).toBe(0);
    expect(await cCarla.getByRole("button", { name: "Reenviar boletos de Carla Cancelada" }).count()).toBe(0);
    const recusa = await chamarApi("POST", `/api/contratos/${carla.contratoId}/reenviar-boletos`, { token: a.token });
    expect([recusa.status, recusa.body.error?.message]).toEqual([409, MSG_CONTRATO.reenvioCancelado]);

    await esperarBoletosEmitidos(a, bruno.contratoId);
    const cBruno = cartao(p, "Bruno Ativo");
    await abrirDetalhes(cBruno);
    await cBruno.getByRole("button", { name: "Reenviar boletos de Bruno Ativo" }).click();
    await aviso(p, "Boletos reenviados com sucesso!").waitFor();
    await esperar(() => aviso(p, "Boletos reenviados com sucesso!").innerText()).toContain("8 boletos enfileirados");
    // The re-issued slips come back on their own (the list asks again while one is 'Emitindo boleto…').
    await expect.poll(() => cBruno.getByRole("link", { name: /^Abrir boleto da parcela/ }).count(), { timeout: EMISSAO_MS }).toBe(8);
    await esperar(() => cBruno.getByText("Emitindo boleto…").count()).toBe(0);
    await esperarBoletosEmitidos(a, bruno.contratoId);
  }, TEMPO_TESTE);

  it("mostra 20 contratos por vez e os seguintes com 'Carregar mais'", async () => {
    const a = await novaEmpresa();
    await semearContratos(a.empresa.id, 25, { nomeCliente: (i) => `Cliente ${i}` });
    await entrarPelaTela(nav, a.email, a.senha, "/financeiro/boletos");
    const p = nav.pagina;
    const cartoes = p.locator(".contrato-cartao");
    await esperar(() => cartoes.count()).toBe(20);
    const mais = p.getByRole("button", { name: "Carregar mais" });
    await mais.click();
    await esperar(() => cartoes.count()).toBe(25);
    await esperar(() => mais.count()).toBe(0);
    // A filter starts again from the first page.
    await p.getByRole("searchbox", { name: "Buscar" }).fill("cliente 2");
    await esperar(() => cartoes.count()).toBe(6);
  }, TEMPO_TESTE);

  it.each([360, 390, 1280])("a %i px, com um contrato aberto e seus boletos, a tela não rola para os lados e o axe não acha violação grave", async (largura) => {
    const a = await novaEmpresa();
    const venda = await venderNoBoleto(a, "Maria Aparecida dos Santos Oliveira");
    await esperarBoletosEmitidos(a, venda.contratoId);
    const p = nav.pagina;
    await p.setViewportSize({ width: largura, height: 844 });
    await entrarPelaTela(nav, a.email, a.senha, "/financeiro/boletos");
    const c = cartao(p, "Maria Aparecida dos Santos Oliveira");
    await abrirDetalhes(c);
    await esperar(() => c.getByRole("link", { name: /^Abrir boleto da parcela/ }).count()).toBe(8);
    await esperarSemRolagemLateral(p, `/financeiro/boletos a ${largura} px`);
    // Every action of an instalment is reachable without scrolling sideways.
    const pagar = c.getByRole("button", { name: "Marcar Paga a parcela 8" });
    await pagar.scrollIntoViewIfNeeded();
    const caixa = (await pagar.boundingBox())!;
    expect(caixa.x + caixa.width).toBeLessThanOrEqual(largura);
    expect(await violacoesGraves(p)).toEqual([]);
  }, TEMPO_TESTE);
});
