/**
 * The lock asks for consent (issue 37 item 6), in Chromium: the sale screen's own checkbox for
 * BOLETO (unchecked by default, gone for other methods, what the shop's lock is), on a desktop and
 * at 390 px; the collection settings' legal position, accepted before the automatic lock turns on.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { MSG_CONSENTIMENTO } from "../../shared/bloqueio/consentimento";
import { TITULO_CLAUSULA_BLOQUEIO } from "../../shared/documentos/clausula-bloqueio";
import { MSG_COBRANCA, POSICAO_LEGAL_BLOQUEIO } from "../../shared/empresa/cobranca";
import { chamarApi, novaEmpresa, type EmpresaTeste } from "../support/api";
import { violacoesGraves } from "../support/axe";
import { configurarCobranca, mudarEmpresa } from "../support/bloqueio";
import { esperar } from "../support/esperar";
import { entrarPelaTela, escolherOpcao, usarNavegador } from "../support/navegador";
import { dentroDaLargura, esperarSemRolagemLateral } from "../support/telas";
import { lojaComEstoque } from "../support/vendas";

const nav = usarNavegador();
const TELA_EMPRESA = "/configuracoes/empresas/dados-cadastrais";

/** Customer and device of a new sale, then the boleto method with a plan: the form ready to send. */
async function prepararBoleto(p: Page, nomeCliente: string, imei: string) {
  await escolherOpcao(p, p.locator("#cliente_id"), new RegExp(nomeCliente));
  await escolherOpcao(p, p.locator("#imei_id"), new RegExp(imei));
  await escolherOpcao(p, p.locator("#forma_pagamento"), "Boleto parcelado");
  await escolherOpcao(p, p.locator("#qtd_parcelas"), "12x");
}

/** The contract the last sale of `a` wrote, as GET /api/contratos/{id} answers it. */
async function ultimoContrato(a: EmpresaTeste) {
  const lista = await chamarApi("GET", "/api/contratos", { token: a.token });
  const id = lista.body.items[0]?.id as string;
  return (await chamarApi("GET", `/api/contratos/${id}`, { token: a.token })).body;
}

describe("consentimento do bloqueio remoto na venda", () => {
  it("só no boleto, desmarcada por padrão, some em outra forma de pagamento; marcada, o contrato sai consentido, com a cláusula e o aparelho matriculado", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja Consentimento", plano: "master" });
    await configurarCobranca(a);
    const { itens } = await lojaComEstoque(a.token, 1, "Carla Nunes");
    await entrarPelaTela(nav, a.email, a.senha, "/vendas");
    const p = nav.pagina;
    await p.getByRole("heading", { name: "Nova Venda" }).waitFor();
    await prepararBoleto(p, "Carla Nunes", itens[0]!.imei);

    const caixa = p.getByRole("checkbox", { name: MSG_CONSENTIMENTO.rotulo });
    await caixa.waitFor();
    await esperar(() => caixa.isChecked()).toBe(false);
    const grupo = p.getByRole("group", { name: "Bloqueio remoto do aparelho" });
    await grupo.getByText(MSG_CONSENTIMENTO.ajuda).waitFor();
    await grupo.getByText(MSG_CONSENTIMENTO.automaticoLigado(5)).waitFor();

    // Checked, then another method: gone; back to boleto it is unchecked again (given where the seller sees it).
    await caixa.check();
    await escolherOpcao(p, p.locator("#forma_pagamento"), "PIX");
    await esperar(() => p.getByRole("checkbox", { name: MSG_CONSENTIMENTO.rotulo }).count()).toBe(0);
    await escolherOpcao(p, p.locator("#forma_pagamento"), "Boleto parcelado");
    await escolherOpcao(p, p.locator("#qtd_parcelas"), "12x");
    await esperar(() => caixa.isChecked()).toBe(false);

    // The label checks it too.
    await grupo.getByText(MSG_CONSENTIMENTO.rotulo).click();
    await esperar(() => caixa.isChecked()).toBe(true);
    await p.getByRole("button", { name: "Realizar Venda" }).click();
    await p.getByText("Venda realizada com sucesso!").waitFor();
    const c = await ultimoContrato(a);
    expect(c).toMatchObject({ consentimento_bloqueio: true, matricula: expect.stringMatching(/^(pendente|ativa)$/) });
    expect(c.conteudo_gerado).toContain(TITULO_CLAUSULA_BLOQUEIO);
    // The form starts over without a method, so without the checkbox.
    await esperar(() => p.getByRole("checkbox", { name: MSG_CONSENTIMENTO.rotulo }).count()).toBe(0);
  });

  it("no celular (390 px), loja Pro com o bloqueio automático desligado: a caixa cabe na tela e diz que o automático está desligado; sem marcar, o contrato sai sem consentimento nem matrícula", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja Celular", plano: "pro" });
    const { itens } = await lojaComEstoque(a.token, 1, "Davi Rocha");
    const p = nav.pagina;
    await p.setViewportSize({ width: 390, height: 844 });
    await entrarPelaTela(nav, a.email, a.senha, "/vendas");
    await p.getByRole("heading", { name: "Nova Venda" }).waitFor();
    await prepararBoleto(p, "Davi Rocha", itens[0]!.imei);
    const grupo = p.getByRole("group", { name: "Bloqueio remoto do aparelho" });
    await grupo.getByText(MSG_CONSENTIMENTO.automaticoDesligado).waitFor();
    await esperar(() => p.getByRole("checkbox", { name: MSG_CONSENTIMENTO.rotulo }).isChecked()).toBe(false);
    await esperarSemRolagemLateral(p, "venda com consentimento a 390 px");
    expect(await dentroDaLargura(p, grupo)).toBe(true);
    // The consent box itself (the sale screen's boleto entry dropdown has a finding of its own, not this issue's).
    expect(await violacoesGraves(p, ".consentimento-bloqueio")).toEqual([]);

    await p.getByRole("button", { name: "Realizar Venda" }).click();
    await p.getByText("Venda realizada com sucesso!").waitFor();
    const c = await ultimoContrato(a);
    expect(c).toMatchObject({ consentimento_bloqueio: false, matricula: null });
    expect(c.conteudo_gerado).not.toContain(TITULO_CLAUSULA_BLOQUEIO);

    // Controle de Boletos says so and offers no lock action for this contract.
    await p.goto(nav.url("/financeiro/boletos"));
    const cartao = p.getByRole("article", { name: "Davi Rocha" });
    await cartao.getByRole("button", { name: /^Detalhes/ }).click();
    await cartao.getByText(/^Sem autorização do cliente para o bloqueio remoto/).waitFor();
    await cartao.getByRole("heading", { name: /^Parcelas/ }).waitFor();
    expect(await cartao.getByRole("button", { name: /Bloquear Aparelho|Suspender bloqueio/ }).count()).toBe(0);
  });
});

describe("ligar o bloqueio automático na Cobrança", () => {
  it("mostra a posição legal e só liga com o aceite: cancelar deixa desligado; aceito e salvo, a tela e a API dizem quem aceitou e quando", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja Aceite", plano: "master" });
    await entrarPelaTela(nav, a.email, a.senha, TELA_EMPRESA);
    const p = nav.pagina;
    const painel = p.getByRole("form", { name: "Cobrança" });
    const ligar = painel.getByRole("checkbox", { name: /Bloquear automaticamente/ });
    await ligar.waitFor();
    await esperar(() => ligar.isChecked()).toBe(false);

    await ligar.click();
    const dialogo = p.getByRole("dialog", { name: POSICAO_LEGAL_BLOQUEIO.titulo });
    await dialogo.waitFor();
    await esperar(() => dialogo.innerText()).toContain("0742656-87.2022.8.07.0001");
    await esperar(() => dialogo.innerText()).toMatch(/R\$ 10\.000/);
    await esperar(() => dialogo.innerText()).toMatch(/consentimento separado e expresso/);
    const confirmar = dialogo.getByRole("button", { name: "Ligar o bloqueio automático" });
    await esperar(() => confirmar.isDisabled()).toBe(true);
    await dialogo.getByRole("button", { name: "Cancelar" }).click();
    await dialogo.waitFor({ state: "detached" });
    await esperar(() => ligar.isChecked()).toBe(false);

    await ligar.click();
    await dialogo.getByRole("checkbox", { name: POSICAO_LEGAL_BLOQUEIO.aceite }).check();
    await confirmar.click();
    await dialogo.waitFor({ state: "detached" });
    await esperar(() => ligar.isChecked()).toBe(true);
    await painel.getByRole("button", { name: "Salvar Cobrança" }).click();
    await p.getByText(MSG_COBRANCA.sucesso).waitFor();
    const salvo = (await chamarApi("GET", "/api/empresa/cobranca", { token: a.token })).body;
    expect(salvo).toMatchObject({ bloqueio_automatico: true, bloqueio_aceite: { usuario_id: a.usuario.id, nome: a.usuario.nome, em: expect.any(String) } });

    await p.reload();
    await painel.getByText(new RegExp(`Posição legal do bloqueio aceita por ${a.usuario.nome} em \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}`)).waitFor();
    // On already, with the acceptance in force: saving again asks nothing.
    await painel.getByLabel("Dias de carência (dias úteis)").fill("6");
    await painel.getByRole("button", { name: "Salvar Cobrança" }).click();
    await p.getByText(MSG_COBRANCA.sucesso).waitFor();
    expect(await p.getByRole("dialog").count()).toBe(0);
    expect(await violacoesGraves(p)).toEqual([]);
  });

  it("uma loja do Ceará não pode ligar: a caixa fica desabilitada com a lei do Ceará", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja Fortaleza", plano: "master" });
    await mudarEmpresa(a, { uf: "CE", cidade: "Fortaleza", cep: "60010-000" });
    await entrarPelaTela(nav, a.email, a.senha, TELA_EMPRESA);
    const painel = nav.pagina.getByRole("form", { name: "Cobrança" });
    await painel.getByText(MSG_COBRANCA.lojaNoCeara).waitFor();
    await esperar(() => painel.getByRole("checkbox", { name: /Bloquear automaticamente/ }).isDisabled()).toBe(true);
  });
});
