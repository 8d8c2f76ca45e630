/**
 * The remote lock (issue 18) in Chromium on the local stack: an overdue contract of a Master shop
 * with automatic locking is locked by the daily routine run as of a chosen day ('Bloqueando…' then
 * 'Bloqueado' on 'Controle de Boletos', the simulated phone locked), paid at the local bank and
 * unlocked by itself ('Ativo'), every step in the card's 'Histórico' and its PDF; a manual lock,
 * unlock, suspension and resumption through the dialogs (reason required, second confirmation);
 * the lock announced on the card and on the phone before it happens; a lock refused with nothing
 * overdue and done at the customer's own request; the Start plan's refusal in the dialog; the
 * screen on a phone (no sideways scroll, axe).
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { StatusAparelho } from "../../shared/bloqueio/schemas";
import { formatarData, hojeBrasil } from "../../shared/br/datas";
import { somarDiasBancarios } from "../../shared/boletos";
import { formatarReais } from "../../shared/br/dinheiro";
import type { ContratoDetalhe } from "../../shared/vendas/schemas";
import { chamarApi, novaEmpresa, type EmpresaTeste } from "../support/api";
import { violacoesGraves } from "../support/axe";
import { esperar } from "../support/esperar";
import { entrarPelaTela, usarNavegador } from "../support/navegador";
import { paginasDoPdf } from "../support/pdf-texto";
import { esperarSemRolagemLateral } from "../support/telas";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";

const nav = usarNavegador();
/** Slips issued through the queue, lock jobs and the device's confirmation can outlast the screen's 15 s waits on a busy machine. */
const FILA_MS = 90_000;
const TEMPO_TESTE = 300_000;

type Contrato = ContratoDetalhe & { status_aparelho: StatusAparelho };

async function venderNoBoleto(a: EmpresaTeste, nomeCliente: string, dataVenda = hojeBrasil()) {
  const loja = await lojaComEstoque(a.token, 1, nomeCliente);
  const v = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(loja.cliente.id, loja.itens[0]!.id, dataVenda, { qtd_parcelas: 8, consentimento_bloqueio: true }) });
  expect(v.status, JSON.stringify(v.body)).toBe(201);
  return { contratoId: v.body.contrato.id as string, imei: loja.itens[0]!.imei };
}

const contrato = async (a: EmpresaTeste, id: string): Promise<Contrato> => {
  const r = await chamarApi<Contrato>("GET", `/api/contratos/${id}`, { token: a.token });
  expect(r.status).toBe(200);
  return r.body;
};

async function esperarBoletosEmitidos(a: EmpresaTeste, id: string): Promise<Contrato> {
  await expect
    .poll(async () => (await contrato(a, id)).parcelas.map((p) => p.boleto_status), { timeout: FILA_MS, interval: 500 })
    .toEqual(Array(8).fill("emitido"));
  return contrato(a, id);
}

/** The simulated phone as the local stack shows it (GET /__local/aparelhos/{imei} on the web address). */
type Telefone = { imei: string; bloqueado: boolean; tela: string | null; avisos: { texto: string; em: string }[] };
async function telefone(imei: string): Promise<Telefone> {
  const r = await fetch(`${inject("pilha").webUrl}/__local/aparelhos/${imei}`);
  expect(r.status, `/__local/aparelhos/${imei}`).toBe(200);
  return (await r.json()) as Telefone;
}

async function rotina(a: EmpresaTeste, data: string): Promise<void> {
  const r = await fetch(`${inject("pilha").apiUrl}/__local/agendamentos/rotina-diaria`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ data, empresa_id: a.empresa.id }),
  });
  expect(r.status, await r.clone().text()).toBe(200);
}

async function pagarNoBancoLocal(linhaDigitavel: string): Promise<void> {
  const r = await fetch(`${inject("pilha").webUrl}/__local/banco/pagamentos`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ linha_digitavel: linhaDigitavel }),
  });
  expect(r.status, await r.clone().text()).toBe(200);
}

const cartao = (p: Page, cliente: string) => p.getByRole("article", { name: cliente });
const aviso = (p: Page, texto: string) => p.getByRole("alert").filter({ hasText: texto });
/** The badge beside 'Status do aparelho' in the expanded card. */
const statusAparelho = (c: Locator) => c.locator(".contrato-item", { hasText: "Status do aparelho" }).locator("dd");
/** The device's badge in the card's header (only when not 'Ativo'). */
const statusNoTopo = (c: Locator) => c.locator(".contrato-aparelho-topo");
const dialogo = (p: Page) => p.getByRole("dialog");
const eventosDoHistorico = (c: Locator) => c.locator(".historico-lista > li").allInnerTexts();

/**
 * Records every text the device badge of the expanded card takes (a MutationObserver in the
 * page), so a state the screen shows only until the phone confirms can be asserted afterwards.
 */
async function gravarEstados(p: Page): Promise<void> {
  await p.evaluate(() => {
    const w = window as unknown as { __estados: string[] };
    w.__estados = [];
    const ler = () => {
      for (const el of document.querySelectorAll(".contrato-aparelho")) {
        const t = (el.textContent ?? "").trim();
        if (w.__estados.at(-1) !== t) w.__estados.push(t);
      }
    };
    new MutationObserver(ler).observe(document.body, { subtree: true, childList: true, characterData: true });
    ler();
  });
}
const estadosVistos = (p: Page) => p.evaluate(() => (window as unknown as { __estados: string[] }).__estados);

async function abrirDetalhes(c: Locator): Promise<void> {
  await c.getByRole("button", { name: /^Detalhes/ }).click();
  await c.getByRole("button", { name: /^Ocultar/ }).waitFor();
}

async function abrirHistorico(c: Locator): Promise<void> {
  const botao = c.getByRole("button", { name: /^Histórico do contrato/ });
  if ((await botao.getAttribute("aria-expanded")) !== "true") await botao.click();
  await c.locator(".historico-lista, .historico-vazio").first().waitFor();
}

/** Each expected sentence is on the trail, in this order (oldest first), with "dd/mm/aaaa hh:mm". */
async function esperarHistorico(c: Locator, esperados: string[]): Promise<string[]> {
  await abrirHistorico(c);
  const emOrdem = (textos: string[]) => {
    const posicoes = esperados.map((e) => textos.findIndex((t) => t.includes(e)));
    return posicoes.every((x, i) => x >= 0 && (i === 0 || x > posicoes[i - 1]!));
  };
  try {
    await expect.poll(async () => emOrdem(await eventosDoHistorico(c)), { timeout: FILA_MS, interval: 500 }).toBe(true);
  } catch {
    throw new Error(`histórico sem ${JSON.stringify(esperados)} em ordem; mostra ${JSON.stringify(await eventosDoHistorico(c))}`);
  }
  const textos = await eventosDoHistorico(c);
  for (const t of textos) expect(t).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\s/);
  return textos;
}

/** The API's device status reaches `alvo` (the lock jobs and the phone's confirmation run on their own). */
async function esperarAparelho(a: EmpresaTeste, id: string, alvo: StatusAparelho): Promise<void> {
  await expect.poll(async () => (await contrato(a, id)).status_aparelho, { timeout: FILA_MS, interval: 300 }).toBe(alvo);
}

describe("bloqueio remoto do aparelho", () => {
  it("a rotina bloqueia o contrato em atraso do Master, o aparelho simulado fica bloqueado; pago no banco local, desbloqueia — tudo no histórico", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja do Bloqueio", plano: "master" });
    const cobranca = { bloqueio_automatico: true, dias_carencia: 5, valor_minimo_atraso: 0, ufs_sem_bloqueio: ["CE"], multa_percentual: 2, juros_mensal_percentual: 1 };
    const cfg = await chamarApi("PUT", "/api/empresa/cobranca", { token: a.token, body: { ...cobranca, ciente_posicao_legal_bloqueio: true } });
    expect(cfg.status, JSON.stringify(cfg.body)).toBe(200);
    // Sold on 05/11/2026: instalment 1 falls due on 20/11 (a holiday), banking due date 23/11; with
    // a grace of 5 banking days the first day a lock may happen is 02/12 (docs/bloqueio.md's vector).
    const venda = await venderNoBoleto(a, "Rita Atrasada", "2026-11-05");
    const emitido = await esperarBoletosEmitidos(a, venda.contratoId);
    expect(emitido.parcelas[0]!.data_vencimento).toBe("2026-11-20");
    expect(emitido.status_aparelho).toBe("ativo");

    await entrarPelaTela(nav, a.email, a.senha, "/financeiro/boletos");
    const p = nav.pagina;
    const c = cartao(p, "Rita Atrasada");
    await abrirDetalhes(c);
    await esperar(() => statusAparelho(c).innerText()).toBe("Ativo");
    await esperar(() => statusNoTopo(c).count()).toBe(0);

    // As of 01/12 the grace still runs: overdue, not locked, but the lock of 02/12 is announced —
    // on the card, and on the phone itself before it goes dark.
    await rotina(a, "2026-12-01");
    await expect.poll(async () => (await contrato(a, venda.contratoId)).status_contrato, { timeout: FILA_MS }).toBe("inadimplente");
    expect(await contrato(a, venda.contratoId)).toMatchObject({ status_aparelho: "ativo", bloqueio_previsto_para: "2026-12-02" });
    await p.getByRole("button", { name: "Atualizar" }).click();
    await esperar(() => c.locator(".bloqueio-previsto").innerText()).toContain("Bloqueio agendado para 02/12/2026");
    await expect.poll(async () => (await telefone(venda.imei)).avisos.length, { timeout: FILA_MS, interval: 300 }).toBe(1);
    const avisado = await telefone(venda.imei);
    expect(avisado.bloqueado).toBe(false);
    expect(avisado.avisos[0]!.texto).toContain("bloqueado a partir de 02/12/2026");
    expect(avisado.avisos[0]!.texto).toMatch(/https?:\/\/\S+\/consulta-boletos/);
    await p.goto(nav.url("/__local/aparelhos"));
    await esperar(() => p.getByRole("note", { name: `Aviso no aparelho ${venda.imei}` }).innerText()).toContain("02/12/2026");
    await p.goto(nav.url("/financeiro/boletos"));
    await abrirDetalhes(c);
    // As of 02/12, a later run, the routine asks for the lock.
    await rotina(a, "2026-12-02");
    await expect.poll(async () => (await contrato(a, venda.contratoId)).status_aparelho, { timeout: FILA_MS, interval: 100 }).not.toBe("ativo");

    // The screen, refreshed once, shows the lock: 'Bloqueando…' while the phone has not confirmed
    // (then the list polls until it does), or already 'Bloqueado' if the phone was quicker than the click.
    await gravarEstados(p);
    await p.getByRole("button", { name: "Atualizar" }).click();
    await expect.poll(() => statusAparelho(c).innerText(), { timeout: FILA_MS, interval: 200 }).toBe("Bloqueado");
    expect((await estadosVistos(p)).join(" → ")).toMatch(/^Ativo → (Bloqueando… → )?Bloqueado$/);
    await esperar(() => statusNoTopo(c).innerText()).toMatch(/Bloqueado$/);
    await esperar(() => c.locator(".contrato-status").innerText()).toBe("Inadimplente");
    await esperar(() => c.getByRole("button", { name: "Desbloquear Aparelho de Rita Atrasada", exact: true }).count()).toBe(1);
    await esperar(() => c.getByRole("button", { name: "Bloquear Aparelho de Rita Atrasada", exact: true }).count()).toBe(0);

    // The phone shows the lock screen: the store and how to pay.
    const travado = await telefone(venda.imei);
    expect(travado).toMatchObject({ imei: venda.imei, bloqueado: true });
    expect(travado.tela).toContain("Loja do Bloqueio");
    await p.goto(nav.url("/__local/aparelhos"));
    await esperar(() => p.locator("body").innerText()).toContain(venda.imei);
    await p.goto(nav.url("/financeiro/boletos"));
    await abrirDetalhes(c);
    const trilha = await esperarHistorico(c, [
      "Parcela 1 vencida",
      "Lembrete registrado — parcela 1",
      "Bloqueio agendado para 02/12/2026",
      "Bloqueio solicitado por Rotina automática",
      "Aparelho bloqueado (confirmado pelo aparelho)",
    ]);
    // The automatic lock names the overdue amount (instalment 1 alone).
    expect(trilha.find((t) => t.includes("Bloqueio solicitado por Rotina automática"))).toContain(`(${formatarReais(emitido.parcelas[0]!.valor_parcela)}`);

    // Paid at the local bank: the unlock is queued by itself; the screen follows after one refresh.
    await pagarNoBancoLocal(emitido.parcelas[0]!.linha_digitavel!);
    await expect.poll(async () => (await contrato(a, venda.contratoId)).status_aparelho, { timeout: FILA_MS, interval: 100 }).not.toBe("bloqueado");
    await p.getByRole("button", { name: "Atualizar" }).click();
    await expect.poll(() => statusAparelho(c).innerText(), { timeout: FILA_MS, interval: 200 }).toBe("Ativo");
    await esperar(() => statusNoTopo(c).count()).toBe(0);
    await esperar(() => c.locator(".contrato-status").innerText()).toBe("Ativo");
    expect(await telefone(venda.imei)).toMatchObject({ bloqueado: false });
    // The payment and the unlock it asks for are one write (either may be listed first); the device's confirmation follows.
    await esperarHistorico(c, ["Parcela 1 vencida", "Bloqueio solicitado por Rotina automática", "Aparelho bloqueado (confirmado pelo aparelho)", "Parcela 1 paga", "Aparelho desbloqueado (confirmado pelo aparelho)"]);
    await esperarHistorico(c, ["Aparelho bloqueado (confirmado pelo aparelho)", "Desbloqueio solicitado por pagamento das parcelas — parcela 1 paga", "Aparelho desbloqueado (confirmado pelo aparelho)"]);

    // 'Exportar histórico (PDF)' opens the server's PDF in a new tab; the same PDF names the device and the lock.
    const [aba] = await Promise.all([p.context().waitForEvent("page"), c.getByRole("button", { name: /^Exportar histórico \(PDF\)/ }).click()]);
    await expect.poll(() => aba.url(), { timeout: 15_000 }).toMatch(/^blob:/);
    const pdf = await fetch(`${inject("pilha").apiUrl}/api/contratos/${venda.contratoId}/eventos?formato=pdf`, { headers: { authorization: `Bearer ${a.token}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toContain("application/pdf");
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const { textos } = await paginasDoPdf(bytes);
    expect(textos.join("\n")).toContain(venda.imei);
  }, TEMPO_TESTE);

  it("bloqueio manual pelos diálogos (motivo e segunda confirmação) agendado para o dia bancário seguinte e feito pela rotina nesse dia, desbloqueio, suspensão e retomada", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja Manual", plano: "pro" });
    // Sold on 05/11/2026: instalment 1 (banking due date 23/11) is overdue, so a lock may be asked.
    const venda = await venderNoBoleto(a, "Caio Manual", "2026-11-05");
    await esperarBoletosEmitidos(a, venda.contratoId);
    await entrarPelaTela(nav, a.email, a.senha, "/financeiro/boletos");
    const p = nav.pagina;
    const c = cartao(p, "Caio Manual");
    await abrirDetalhes(c);
    await esperar(() => statusAparelho(c).innerText()).toBe("Ativo");

    // Lock: the reason is required, then a second confirmation repeats it; cancelling sends nothing.
    await c.getByRole("button", { name: "Bloquear Aparelho de Caio Manual", exact: true }).click();
    const d = dialogo(p);
    await d.getByText(`(IMEI ${venda.imei})`, { exact: false }).waitFor();
    await d.getByRole("button", { name: "Continuar" }).click();
    await d.getByText("Informe o motivo.").waitFor();
    await d.getByRole("button", { name: "Cancelar" }).click();
    await esperar(() => dialogo(p).count()).toBe(0);
    expect((await contrato(a, venda.contratoId)).status_aparelho).toBe("ativo");

    await c.getByRole("button", { name: "Bloquear Aparelho de Caio Manual", exact: true }).click();
    await d.getByLabel("Motivo").fill("Cliente não atende há 20 dias");
    await d.getByRole("button", { name: "Continuar" }).click();
    await d.getByText('com o motivo "Cliente não atende há 20 dias"', { exact: false }).waitFor();
    await d.getByRole("button", { name: "Sim, bloquear aparelho" }).click();
    // For a debt the lock is announced, not done (issue 36): the customer is told the date, the phone still works.
    const data = formatarData(somarDiasBancarios(hojeBrasil(), 1));
    await aviso(p, `Bloqueio agendado para ${data}`).waitFor();
    await esperar(() => c.locator(".bloqueio-previsto").innerText()).toContain(`Bloqueio agendado para ${data}: o cliente foi avisado.`);
    await esperar(() => statusAparelho(c).innerText()).toBe("Ativo");
    expect(await p.getByText("Aparelho bloqueado com sucesso!").count()).toBe(0);
    await expect.poll(async () => (await telefone(venda.imei)).avisos.map((x) => x.texto).join("\n"), { timeout: FILA_MS, interval: 200 }).toContain(`a partir de ${data}`);
    expect(await telefone(venda.imei)).toMatchObject({ bloqueado: false });
    // The notice shown on the phone, the routine of that day locks it; the screen follows after one refresh.
    await expect.poll(async () => (await chamarApi("GET", `/api/contratos/${venda.contratoId}/eventos`, { token: a.token })).body.items.some((e: { tipo: string }) => e.tipo === "aviso_exibido"), { timeout: FILA_MS, interval: 300 }).toBe(true);
    await rotina(a, somarDiasBancarios(hojeBrasil(), 1));
    await expect.poll(async () => (await contrato(a, venda.contratoId)).status_aparelho, { timeout: FILA_MS, interval: 100 }).not.toBe("ativo");
    await gravarEstados(p);
    await p.getByRole("button", { name: "Atualizar" }).click();
    await expect.poll(() => statusAparelho(c).innerText(), { timeout: FILA_MS, interval: 200 }).toBe("Bloqueado");
    expect((await estadosVistos(p)).join(" → ")).toMatch(/^Ativo → (Bloqueando… → )?Bloqueado$/);
    await esperar(() => c.locator(".bloqueio-previsto").count()).toBe(0);
    expect(await telefone(venda.imei)).toMatchObject({ bloqueado: true });

    // Unlock: one confirmation, no reason needed.
    await c.getByRole("button", { name: "Desbloquear Aparelho de Caio Manual", exact: true }).click();
    await gravarEstados(p);
    await d.getByRole("button", { name: "Sim, desbloquear aparelho" }).click();
    await aviso(p, "Desbloqueio solicitado: o aparelho será desbloqueado assim que confirmar.").waitFor();
    await expect.poll(() => statusAparelho(c).innerText(), { timeout: FILA_MS, interval: 200 }).toBe("Ativo");
    expect(await estadosVistos(p)).toEqual(["Bloqueado", "Desbloqueando…", "Ativo"]);
    expect(await telefone(venda.imei)).toMatchObject({ bloqueado: false });

    // Suspend (reason required): no lock offered while it lasts; 'Retomar' brings it back.
    await c.getByRole("button", { name: "Suspender bloqueio de Caio Manual", exact: true }).click();
    await d.getByRole("button", { name: "Sim, suspender bloqueio" }).click();
    await d.getByText("Informe o motivo.").waitFor();
    await d.getByLabel("Motivo").fill("Reclamação no Procon");
    await d.getByRole("button", { name: "Sim, suspender bloqueio" }).click();
    await aviso(p, "Bloqueio suspenso com sucesso!").waitFor();
    await esperar(() => statusAparelho(c).innerText()).toBe("Suspenso");
    await esperar(() => statusNoTopo(c).innerText()).toMatch(/Suspenso$/);
    await esperar(() => c.getByRole("button", { name: "Bloquear Aparelho de Caio Manual", exact: true }).count()).toBe(0);
    // The server refuses a lock while suspended even if asked directly (409, in pt-BR).
    const recusado = await chamarApi("POST", `/api/contratos/${venda.contratoId}/bloqueio`, { token: a.token, body: { acao: "bloquear", motivo: "teste" } });
    expect(recusado.status).toBe(409);
    await c.getByRole("button", { name: "Retomar bloqueio de Caio Manual", exact: true }).click();
    await d.getByRole("button", { name: "Sim, retomar" }).click();
    await aviso(p, "Bloqueio retomado com sucesso!").waitFor();
    await esperar(() => statusAparelho(c).innerText()).toBe("Ativo");

    await esperarHistorico(c, [
      `Bloqueio agendado para ${data}`,
      "Bloqueio solicitado por Admin Teste — Cliente não atende há 20 dias",
      "Aparelho bloqueado (confirmado pelo aparelho)",
      "Desbloqueio solicitado por Admin Teste",
      "Aparelho desbloqueado (confirmado pelo aparelho)",
      "Bloqueio suspenso por Admin Teste — Reclamação no Procon",
      "Bloqueio retomado por Admin Teste",
    ]);
  }, TEMPO_TESTE);

  it("nada vencido: o diálogo avisa, a recusa do servidor aparece nele; a pedido do cliente (perda ou roubo) o bloqueio é feito e o histórico diz isso", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja Justa", plano: "pro" });
    // Sold today: the first instalment is 15 days ahead, nothing is overdue.
    const venda = await venderNoBoleto(a, "Beto Em Dia");
    await entrarPelaTela(nav, a.email, a.senha, "/financeiro/boletos");
    const p = nav.pagina;
    const c = cartao(p, "Beto Em Dia");
    await abrirDetalhes(c);
    await c.getByRole("button", { name: "Bloquear Aparelho de Beto Em Dia", exact: true }).click();
    const d = dialogo(p);
    await d.getByText("Não há parcela vencida neste contrato.", { exact: false }).waitFor();
    await d.getByLabel("Motivo").fill("Atraso");
    await d.getByRole("button", { name: "Continuar" }).click();
    await d.getByRole("button", { name: "Sim, bloquear aparelho" }).click();
    // The server's refusal, in the dialog still open.
    await d.getByText("Erro ao bloquear aparelho: Não há parcela vencida neste contrato: o aparelho só pode ser bloqueado por atraso.").waitFor();
    expect((await contrato(a, venda.contratoId)).status_aparelho).toBe("ativo");

    // Back, the customer's own request: the phone is locked, its screen speaks of the request.
    await d.getByRole("button", { name: "Voltar" }).click();
    await d.getByLabel("Motivo").fill("Cliente relatou roubo do aparelho");
    await d.getByLabel("A pedido do cliente (perda ou roubo do aparelho)").check();
    await d.getByRole("button", { name: "Continuar" }).click();
    await d.getByText("Confirma o bloqueio do aparelho de Beto Em Dia a pedido do cliente?", { exact: false }).waitFor();
    await gravarEstados(p);
    await d.getByRole("button", { name: "Sim, bloquear aparelho" }).click();
    // Sent, not done: the phone locks when it confirms (issue 36 item 12), and the card shows the pending state meanwhile.
    await aviso(p, "Bloqueio solicitado: o aparelho será bloqueado assim que confirmar.").waitFor();
    await esperar(() => dialogo(p).count()).toBe(0);
    expect(await p.getByText("Aparelho bloqueado com sucesso!").count()).toBe(0);
    await esperar(async () => (await estadosVistos(p)).join(" → ")).toMatch(/^Ativo → Bloqueando…( → Bloqueado)?$/);
    await esperarAparelho(a, venda.contratoId, "bloqueado");
    await p.getByRole("button", { name: "Atualizar" }).click();
    await expect.poll(() => statusAparelho(c).innerText(), { timeout: FILA_MS, interval: 200 }).toBe("Bloqueado");
    expect((await estadosVistos(p)).join(" → ")).toBe("Ativo → Bloqueando… → Bloqueado");
    expect((await telefone(venda.imei)).tela).toContain("a pedido do titular");
    await esperarHistorico(c, ["Bloqueio solicitado por Admin Teste a pedido do cliente — Cliente relatou roubo do aparelho"]);
  }, TEMPO_TESTE);

  it("no plano Start o bloqueio é recusado com a mensagem do servidor, no diálogo", async () => {
    const a = await novaEmpresa({ plano: "start" });
    const venda = await venderNoBoleto(a, "Sara Start", "2026-11-05");
    await entrarPelaTela(nav, a.email, a.senha, "/financeiro/boletos");
    const p = nav.pagina;
    const c = cartao(p, "Sara Start");
    await abrirDetalhes(c);
    await c.getByRole("button", { name: "Bloquear Aparelho de Sara Start", exact: true }).click();
    await dialogo(p).getByLabel("Motivo").fill("Atraso");
    await dialogo(p).getByRole("button", { name: "Continuar" }).click();
    await dialogo(p).getByRole("button", { name: "Sim, bloquear aparelho" }).click();
    await dialogo(p).getByText("Erro ao bloquear aparelho: O bloqueio remoto está disponível nos planos Pro e Master.").waitFor();
    await dialogo(p).getByRole("button", { name: "Voltar" }).click();
    await dialogo(p).getByRole("button", { name: "Cancelar" }).click();
    await esperar(() => dialogo(p).count()).toBe(0);
    expect((await contrato(a, venda.contratoId)).status_aparelho).toBe("ativo");
    await esperar(() => statusAparelho(c).innerText()).toBe("Ativo");
  }, TEMPO_TESTE);

  it.each([360, 390])("a %i px, com o aparelho bloqueado, o histórico aberto e o diálogo, a tela não rola para os lados e o axe não acha violação grave", async (largura) => {
    const a = await novaEmpresa({ plano: "pro" });
    const venda = await venderNoBoleto(a, "Maria Aparecida dos Santos Oliveira", "2026-11-05");
    await esperarBoletosEmitidos(a, venda.contratoId);
    // The customer's own request locks at once (a lock for a debt waits for its announced day).
    const r = await chamarApi("POST", `/api/contratos/${venda.contratoId}/bloqueio`, { token: a.token, body: { acao: "bloquear", motivo: "Atraso de 12 dias sem resposta às mensagens", a_pedido_do_cliente: true } });
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    await esperarAparelho(a, venda.contratoId, "bloqueado");
    const p = nav.pagina;
    await p.setViewportSize({ width: largura, height: 800 });
    await entrarPelaTela(nav, a.email, a.senha, "/financeiro/boletos");
    const c = cartao(p, "Maria Aparecida dos Santos Oliveira");
    await esperar(() => statusNoTopo(c).innerText()).toMatch(/Bloqueado$/);
    await abrirDetalhes(c);
    await esperarHistorico(c, ["Bloqueio solicitado por Admin Teste a pedido do cliente — Atraso de 12 dias", "Aparelho bloqueado (confirmado pelo aparelho)"]);
    await esperarSemRolagemLateral(p, `/financeiro/boletos com histórico a ${largura} px`);
    for (const nome of ["Desbloquear Aparelho de Maria", "Exportar histórico (PDF) do contrato de Maria"]) {
      const botao = c.getByRole("button", { name: new RegExp(`^${nome.replace(/[()]/g, "\\$&")}`) });
      await botao.scrollIntoViewIfNeeded();
      const caixa = (await botao.boundingBox())!;
      expect(caixa.x + caixa.width, nome).toBeLessThanOrEqual(largura);
    }
    expect(await violacoesGraves(p)).toEqual([]);

    // The suspension dialog, with its validation message showing.
    await c.getByRole("button", { name: /^Suspender bloqueio de Maria/ }).click();
    await dialogo(p).getByRole("button", { name: "Sim, suspender bloqueio" }).click();
    await dialogo(p).getByText("Informe o motivo.").waitFor();
    await esperarSemRolagemLateral(p, `diálogo de suspensão a ${largura} px`);
    expect(await violacoesGraves(p)).toEqual([]);
  }, TEMPO_TESTE);
});
