/**
 * 'Quitar contrato' on 'Controle de Boletos' in Chromium (issue 27 item 5, CDC art. 52 §2): the
 * quote on a date typed as a Brazilian types it, the payoff slip issued through the simulated bank
 * (status, linha digitável, its PDF opened by 'Abrir boleto'), paid on the local bank's page (/__local/banco, 'Pagar'): the contract
 * shows 'Quitado' and the phone — locked at the customer's request before — is unlocked and free
 * on the local devices' page. At 390 px: the dialog fits, and 'Marcar Paga' on the payoff settles it.
 * In the customer area (390 px) the customer sees 'Quitar tudo hoje: R$ X' (the staff quote for
 * today), issues the payoff slip and pays it on the local bank's page: the contract shows
 * 'Quitado' on 'Controle de Boletos' and the phone, locked at the customer's request, is free.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { somarDiasBancarios } from "../../shared/boletos/dias-bancarios";
import { formatarData, hojeBrasil, somarDias } from "../../shared/br/datas";
import { formatarReais } from "../../shared/br/dinheiro";
import { diferencaDoBoletoQuitacao, MSG_QUITACAO } from "../../shared/regras/quitacao";
import { MSG_CONTRATO } from "../../shared/vendas/contratos";
import type { ContratoDetalhe } from "../../shared/vendas/schemas";
import { chamarApi, novaEmpresa, type EmpresaTeste } from "../support/api";
import { esperar } from "../support/esperar";
import { digitarData, digitosDaData, entrarPelaTela, usarNavegador } from "../support/navegador";
import { esperarSemRolagemLateral } from "../support/telas";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";

const nav = usarNavegador();
const FILA_MS = 90_000;
const TEMPO_TESTE = 300_000;
const HOJE = hojeBrasil();

type Contrato = ContratoDetalhe & { status_aparelho: string };

const contrato = async (a: EmpresaTeste, id: string): Promise<Contrato> => (await chamarApi<Contrato>("GET", `/api/contratos/${id}`, { token: a.token })).body;

async function venderNoBoleto(a: EmpresaTeste, nomeCliente: string) {
  const loja = await lojaComEstoque(a.token, 1, nomeCliente);
  const v = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(loja.cliente.id, loja.itens[0]!.id, HOJE, { qtd_parcelas: 8, consentimento_bloqueio: true }) });
  expect(v.status, JSON.stringify(v.body)).toBe(201);
  const contratoId = v.body.contrato.id as string;
  await expect.poll(async () => (await contrato(a, contratoId)).parcelas.map((p) => p.boleto_status), { timeout: FILA_MS, interval: 500 }).toEqual(Array(8).fill("emitido"));
  return { contratoId, imei: loja.itens[0]!.imei, cpf: loja.cliente.cpf as string };
}


/** Locked at the customer's own request (lost phone): the payoff must unlock and free it. */
async function bloquearAPedido(a: EmpresaTeste, contratoId: string): Promise<void> {
  const bloqueio = await chamarApi("POST", `/api/contratos/${contratoId}/bloqueio`, { token: a.token, body: { acao: "bloquear", motivo: "Aparelho perdido", a_pedido_do_cliente: true } });
  expect(bloqueio.status, JSON.stringify(bloqueio.body)).toBe(202);
  await expect.poll(async () => (await contrato(a, contratoId)).status_aparelho, { timeout: FILA_MS, interval: 300 }).toBe("bloqueado");
}

/** The phone after the payoff: unlocked and out of the lock provider (free) on the local devices' page. */
async function aparelhoLivre(p: Page, a: EmpresaTeste, venda: { contratoId: string; imei: string }): Promise<void> {
  await expect.poll(async () => (await contrato(a, venda.contratoId)).status_aparelho, { timeout: FILA_MS, interval: 300 }).toBe("ativo");
  await p.goto(nav.url("/__local/aparelhos"));
  await expect.poll(async () => p.locator(`figure[data-imei="${venda.imei}"] figcaption`).innerText(), { timeout: FILA_MS, interval: 500 }).toContain("livre");
  expect(await p.locator(`figure[data-imei="${venda.imei}"]`).getAttribute("data-bloqueado")).toBe("false");
}

async function abrirQuitacao(p: Page, cliente: string) {
  const c = p.getByRole("article", { name: cliente });
  await c.getByRole("button", { name: /^Detalhes/ }).click();
  await c.getByRole("button", { name: `Quitar contrato de ${cliente}` }).click();
  const d = p.getByRole("dialog", { name: "Quitar contrato" });
  await d.waitFor();
  return { c, d };
}

const cotacao = async (a: EmpresaTeste, id: string, data: string) => (await chamarApi("GET", `/api/contratos/${id}/quitacao?data=${data}`, { token: a.token })).body as { valor_quitacao: number; desconto_total: number; valor_original: number };

describe("quitar contrato", () => {
  it("na área do cliente (390 px): 'Quitar tudo hoje', o boleto de quitação pago no banco local, o contrato 'Quitado' e o aparelho livre", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja da Quitação pelo Cliente", plano: "master" });
    const venda = await venderNoBoleto(a, "Paula Quitando");
    await bloquearAPedido(a, venda.contratoId);

    const p = nav.pagina;
    await p.setViewportSize({ width: 390, height: 844 });
    await p.goto(nav.url("/consulta-boletos"));
    const consultar = async () => {
      await p.getByLabel("CPF").pressSequentially(venda.cpf.replace(/\D/g, ""));
      await p.getByLabel("Telefone").pressSequentially("81998765432");
      await p.getByRole("button", { name: "Acessar Meus Boletos" }).click();
      await p.getByRole("heading", { name: "Bem-vindo de volta!" }).waitFor();
    };
    await consultar();
    // Today's payoff is the staff quote for today (on the sale day: what was financed).
    const noDia = await cotacao(a, venda.contratoId, HOJE);
    const quitacao = p.getByRole("region", { name: "Quitação antecipada" });
    await esperar(() => quitacao.getByRole("heading").innerText()).toBe(`Quitar tudo hoje: ${formatarReais(noDia.valor_quitacao)}`);
    await esperarSemRolagemLateral(p, "área do cliente com a quitação");
    await quitacao.getByRole("button", { name: "Gerar boleto de quitação" }).click();
    // Today's amount, due on the next banking day (never today: paid tomorrow it would carry the fine).
    await esperar(() => quitacao.innerText()).toContain(`Boleto de quitação: ${formatarReais(noDia.valor_quitacao)}, vence em ${formatarData(somarDiasBancarios(HOJE, 1))}`);
    // The page looks up again while the bank issues the slip; a bank slower than its tries leaves
    // the customer a new lookup (what they would do), which shows the issued slip.
    await expect.poll(async () => (await contrato(a, venda.contratoId)).quitacao?.status, { timeout: FILA_MS, interval: 300 }).toBe("emitido");
    const codigo = quitacao.locator(".consulta-codigo .mono");
    if (!(await codigo.isVisible())) {
      await p.getByRole("button", { name: "Nova consulta" }).click();
      await consultar();
    }
    await codigo.waitFor();
    const linha = await codigo.innerText();
    expect(linha).toMatch(/^\d{47}$/);
    expect(linha).toBe((await contrato(a, venda.contratoId)).quitacao?.linha_digitavel);
    // Its PDF too, behind an opaque link of the customer area (no ids in it).
    const abrir = quitacao.getByRole("link", { name: "Abrir boleto de quitação" });
    await abrir.waitFor();
    const href = (await abrir.getAttribute("href"))!;
    expect(href).toMatch(/^\/api\/portal\/boletos\/[A-Za-z0-9_-]{22}$/);
    const pdf = await fetch(nav.url(href));
    expect([pdf.status, pdf.headers.get("content-type")]).toEqual([200, "application/pdf"]);

    // Paid on the local bank's page: 'Pagar' on that slip sends the bank's signed notice.
    const banco = await p.context().newPage();
    await banco.goto(`${inject("pilha").webUrl}/__local/banco`);
    await banco.locator(`button[data-linha="${linha}"]`).click();
    await expect.poll(async () => (await contrato(a, venda.contratoId)).status_contrato, { timeout: FILA_MS, interval: 300 }).toBe("liquidado");
    await banco.close();

    // The customer area: nothing left to pay off, every slip paid.
    await p.getByRole("button", { name: "Nova consulta" }).click();
    await consultar();
    await esperar(() => p.getByRole("region", { name: "Quitação antecipada" }).count()).toBe(0);
    await esperar(() => p.locator(".consulta-boleto-pago").count()).toBe(8);

    // 'Controle de Boletos': paid off early, the contract is 'Quitado' (issue 36 item 3) with its termo, and no payoff left to offer.
    await p.setViewportSize({ width: 1280, height: 900 });
    await entrarPelaTela(nav, a.email, a.senha, "/financeiro/boletos");
    const c = p.getByRole("article", { name: "Paula Quitando" });
    await esperar(() => c.locator(".contrato-status").innerText()).toBe("Quitado");
    await c.getByRole("button", { name: "Termo de quitação de Paula Quitando" }).waitFor();
    await c.getByRole("button", { name: /^Detalhes/ }).click();
    await c.getByRole("button", { name: /^Ocultar/ }).waitFor();
    await esperar(() => c.getByRole("button", { name: "Quitar contrato de Paula Quitando" }).count()).toBe(0);
    await aparelhoLivre(p, a, venda);
  }, TEMPO_TESTE);

  it("cota na data digitada, emite o boleto de quitação; pago no banco local, o contrato fica 'Quitado' e o aparelho bloqueado é liberado", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja da Quitação", plano: "master" });
    const venda = await venderNoBoleto(a, "Paula Quitando");
    await bloquearAPedido(a, venda.contratoId);

    await entrarPelaTela(nav, a.email, a.senha, "/financeiro/boletos");
    const p = nav.pagina;
    const { c, d } = await abrirQuitacao(p, "Paula Quitando");
    const campo = d.getByLabel("Data da quitação");
    await esperar(() => campo.inputValue()).toBe(formatarData(HOJE));
    // On the sale day the payoff is exactly what was financed; the discount is the rest.
    const noDia = await cotacao(a, venda.contratoId, HOJE);
    await esperar(() => d.locator(".quitacao-total dd").innerText()).toBe(formatarReais(noDia.valor_quitacao));
    await esperar(() => d.getByRole("region", { name: "Parcelas da quitação" }).locator("tbody tr").count()).toBe(8);

    // 31 days ahead is refused in the field; 10 days ahead is quoted (less discount: a bigger total).
    await digitarData(campo, digitosDaData(somarDias(HOJE, 31)));
    await esperar(() => d.getByRole("alert").innerText()).toContain(MSG_QUITACAO.dataDistante);
    const adiante = somarDias(HOJE, 10);
    const depois = await cotacao(a, venda.contratoId, adiante);
    await digitarData(campo, digitosDaData(adiante));
    await esperar(() => d.locator(".quitacao-total dd").innerText()).toBe(formatarReais(depois.valor_quitacao));
    expect(depois.valor_quitacao).toBeGreaterThan(noDia.valor_quitacao);

    await d.getByRole("button", { name: "Emitir boleto de quitação" }).click();
    const boleto = d.getByRole("region", { name: "Boleto de quitação" });
    await expect.poll(() => boleto.innerText(), { timeout: FILA_MS, interval: 300 }).toContain("Aguardando pagamento");
    await esperar(() => boleto.innerText()).toContain(`${formatarReais(depois.valor_quitacao)} · vence em ${formatarData(adiante)}`);
    const linha = await d.getByRole("textbox", { name: "Linha digitável" }).inputValue();
    expect(linha).toMatch(/^\d{47}$/);
    expect(await d.getByRole("textbox", { name: "Pix copia e cola" }).inputValue()).toMatch(/^000201/);
    // 'Abrir boleto' opens the payoff slip's PDF, its link signed at the click.
    const [aba] = await Promise.all([p.context().waitForEvent("page"), d.getByRole("link", { name: "Abrir boleto" }).click()]);
    await aba.waitForURL((u) => u.searchParams.has("X-Amz-Signature"));
    expect(new URL(aba.url()).pathname).toMatch(/\.pdf$/);
    await aba.close();

    // Paid at the local bank, on its page.
    const banco = await p.context().newPage();
    await banco.goto(`${inject("pilha").webUrl}/__local/banco`);
    await banco.locator("tr", { hasText: `Quitação antecipada do contrato ${venda.contratoId.slice(-8)}` }).getByRole("button", { name: "Pagar" }).click();
    await expect.poll(async () => (await contrato(a, venda.contratoId)).status_contrato, { timeout: FILA_MS, interval: 300 }).toBe("liquidado");
    await banco.close();

    await d.locator(".p-dialog-footer").getByRole("button", { name: "Fechar" }).click();
    await p.getByRole("button", { name: "Atualizar" }).click();
    await esperar(() => c.locator(".contrato-status").innerText()).toBe("Quitado");
    await esperar(() => c.getByRole("button", { name: "Quitar contrato de Paula Quitando" }).count()).toBe(0);
    await aparelhoLivre(p, a, venda);
  }, TEMPO_TESTE);

  it("no celular (390 px) o diálogo cabe na tela e 'Marcar Paga' na quitação liquida o contrato", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja da Quitação no Balcão" });
    const venda = await venderNoBoleto(a, "Caio Balcão");
    const p = nav.pagina;
    await p.setViewportSize({ width: 390, height: 844 });
    await entrarPelaTela(nav, a.email, a.senha, "/financeiro/boletos");
    const { c, d } = await abrirQuitacao(p, "Caio Balcão");
    const noDia = await cotacao(a, venda.contratoId, HOJE);
    await esperar(() => d.locator(".quitacao-total dd").innerText()).toBe(formatarReais(noDia.valor_quitacao));
    await esperarSemRolagemLateral(p, "Quitar contrato");
    await d.getByRole("button", { name: "Emitir boleto de quitação" }).click();
    const boleto = d.getByRole("region", { name: "Boleto de quitação" });
    await expect.poll(() => boleto.innerText(), { timeout: FILA_MS, interval: 300 }).toContain("Aguardando pagamento");
    await esperarSemRolagemLateral(p, "Quitar contrato com o boleto");

    await d.getByRole("button", { name: "Marcar Paga a quitação" }).click();
    await d.getByRole("alertdialog", { name: "Confirmar pagamento da quitação" }).getByText(formatarReais(noDia.valor_quitacao)).waitFor();
    await d.getByRole("button", { name: "Sim, marcar paga" }).click();
    await esperar(() => d.innerText()).toContain("Contrato liquidado: não há mais nada a pagar.");
    await esperar(() => boleto.innerText()).toContain(`pago em ${formatarData(HOJE)}`);
    expect((await contrato(a, venda.contratoId)).status_contrato).toBe("liquidado");
    await d.locator(".p-dialog-footer").getByRole("button", { name: "Fechar" }).click();
    await esperar(() => c.locator(".contrato-status").innerText()).toBe("Quitado");
  }, TEMPO_TESTE);

  it("reaberto com um boleto de quitação cotado para outro dia, o diálogo mostra de quando é o boleto e por que o total difere; a área do cliente também", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja da Quitação Reaberta" });
    const venda = await venderNoBoleto(a, "Rita Reaberta");
    // A payoff slip asked for 10 days ahead: its amount is that day's payoff, not today's.
    const adiante = somarDias(HOJE, 10);
    const pedido = await chamarApi("POST", `/api/contratos/${venda.contratoId}/quitacao`, { token: a.token, body: { data: adiante } });
    expect(pedido.status, JSON.stringify(pedido.body)).toBe(201);
    await expect.poll(async () => (await contrato(a, venda.contratoId)).quitacao?.status, { timeout: FILA_MS, interval: 300 }).toBe("emitido");
    const emitido = (await contrato(a, venda.contratoId)).quitacao!;
    expect(emitido).toMatchObject({ data: adiante, emitido_em: HOJE, vencimento: adiante });
    const hoje = await cotacao(a, venda.contratoId, HOJE);
    expect(emitido.valor).toBeGreaterThan(hoje.valor_quitacao);

    await entrarPelaTela(nav, a.email, a.senha, "/financeiro/boletos");
    const p = nav.pagina;
    const { d } = await abrirQuitacao(p, "Rita Reaberta");
    const boleto = d.getByRole("region", { name: "Boleto de quitação" });
    await esperar(() => boleto.innerText()).toContain(`${formatarReais(emitido.valor)} · vence em ${formatarData(adiante)}`);
    await esperar(() => boleto.innerText()).toContain(`Emitido em ${formatarData(HOJE)} · quitação em ${formatarData(adiante)}`);
    await esperar(() => d.locator(".quitacao-total dd").innerText()).toBe(formatarReais(hoje.valor_quitacao));
    // The two totals are never side by side unexplained.
    const motivo = diferencaDoBoletoQuitacao(emitido, { data: HOJE, valor_quitacao: hoje.valor_quitacao })!;
    expect(motivo).toContain(formatarReais(emitido.valor));
    await esperar(() => d.locator(".quitacao-diferenca .p-inline-message-text").innerText()).toBe(motivo);
    // Quoted on the slip's own date, the total is the slip's: nothing to explain.
    await digitarData(d.getByLabel("Data da quitação"), digitosDaData(adiante));
    await esperar(() => d.locator(".quitacao-total dd").innerText()).toBe(formatarReais(emitido.valor));
    await esperar(() => d.locator(".quitacao-diferenca").count()).toBe(0);
    await d.locator(".p-dialog-footer").getByRole("button", { name: "Fechar" }).click();

    // The customer area: 'Quitar tudo hoje' beside that slip says why, and a new slip at today's amount can be asked.
    await p.goto(nav.url("/consulta-boletos"));
    await p.getByLabel("CPF").pressSequentially(venda.cpf.replace(/\D/g, ""));
    await p.getByLabel("Telefone").pressSequentially("81998765432");
    await p.getByRole("button", { name: "Acessar Meus Boletos" }).click();
    const quitacao = p.getByRole("region", { name: "Quitação antecipada" });
    await esperar(() => quitacao.getByRole("heading").innerText()).toBe(`Quitar tudo hoje: ${formatarReais(hoje.valor_quitacao)}`);
    await esperar(() => quitacao.locator(".consulta-diferenca").innerText()).toBe(diferencaDoBoletoQuitacao(emitido, { data: HOJE, valor_quitacao: hoje.valor_quitacao }, "cliente")!);
    await quitacao.getByRole("button", { name: "Gerar novo boleto de quitação" }).click();
    await expect.poll(async () => (await contrato(a, venda.contratoId)).quitacao, { timeout: FILA_MS, interval: 300 }).toMatchObject({ data: HOJE, valor: hoje.valor_quitacao });
  }, TEMPO_TESTE);

  it("quitado, o cartão mostra o que foi pago em cada parcela e que foi pela quitação, o aparelho 'Liberado', e não oferece 'Reenviar boletos' (a API diz por quê)", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja do Quitado" });
    const venda = await venderNoBoleto(a, "Lia Quitada");
    const pedido = await chamarApi("POST", `/api/contratos/${venda.contratoId}/quitacao`, { token: a.token, body: {} });
    expect(pedido.status, JSON.stringify(pedido.body)).toBe(201);
    await expect.poll(async () => (await contrato(a, venda.contratoId)).quitacao?.status, { timeout: FILA_MS, interval: 300 }).toBe("emitido");
    expect((await chamarApi("POST", `/api/contratos/${venda.contratoId}/quitacao/pagar`, { token: a.token, body: {} })).status).toBe(200);
    // The phone released at the lock provider (the payoff's 'liberar', confirmed).
    await expect.poll(async () => (await contrato(a, venda.contratoId)).matricula, { timeout: FILA_MS, interval: 300 }).toBe("liberada");
    const quitado = await contrato(a, venda.contratoId);
    expect(quitado).toMatchObject({ status_contrato: "liquidado", status_aparelho: "ativo" });

    await entrarPelaTela(nav, a.email, a.senha, "/financeiro/boletos");
    const p = nav.pagina;
    const c = p.getByRole("article", { name: "Lia Quitada" });
    await esperar(() => c.locator(".contrato-status").innerText()).toBe("Quitado");
    await esperar(() => c.locator(".contrato-aparelho-topo").innerText()).toMatch(/Liberado$/);
    await c.getByRole("button", { name: /^Detalhes/ }).click();
    await esperar(() => c.locator(".contrato-item", { hasText: "Status do aparelho" }).locator("dd").innerText()).toBe("Liberado");
    // Each row: what was paid for it (not its face value), that the payoff settled it, and no slip of its own to open.
    const linhas = c.locator(".p-datatable-tbody > tr");
    await esperar(() => linhas.count()).toBe(8);
    for (const parcela of quitado.parcelas) {
      const linha = linhas.nth(parcela.numero_parcela - 1);
      const texto = await linha.innerText();
      expect(texto).toContain(`Pago ${formatarReais(parcela.valor_pago!)}`);
      expect(texto).toContain("pela quitação antecipada");
      expect(await linha.getByRole("link", { name: /^Abrir boleto/ }).count()).toBe(0);
      if (parcela.valor_pago !== parcela.valor_parcela) expect(texto).toContain(`valor da parcela ${formatarReais(parcela.valor_parcela)}`);
    }
    expect(quitado.parcelas.some((x) => x.valor_pago! < x.valor_parcela)).toBe(true);
    // Nothing to resend: not offered, and asked anyway the API says why.
    await c.getByRole("button", { name: "Termo de quitação de Lia Quitada" }).waitFor();
    expect(await c.getByRole("button", { name: "Reenviar boletos de Lia Quitada" }).count()).toBe(0);
    const reenvio = await chamarApi("POST", `/api/contratos/${venda.contratoId}/reenviar-boletos`, { token: a.token });
    expect([reenvio.status, reenvio.body.error?.message]).toEqual([409, MSG_CONTRATO.reenvioLiquidado]);
  }, TEMPO_TESTE);
});
