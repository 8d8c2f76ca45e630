/**
 * The company's boleto plans in Chromium (issues 27 item 4 and 37): the 'Crediário' panel shows
 * each plan's simple and effective monthly rates and its CET as the divisor is typed (the Brazilian
 * way, "0,9"); with the shop's own credit a plan above the ceiling is refused on screen and nothing
 * is saved; with a partner lender the seed's preset is flagged and saves only with "Estou
 * ciente…"; a shop whose stored plans pass the ceiling sees the banner on the dashboard, Nova Venda
 * and the panel until it picks lawful plans — at desktop width and at 390 px. Then the sale screen
 * follows the saved plans, and a contract template without {{cet_anual}} is warned.
 */
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { TABELA_PADRAO, TABELA_SEMENTE } from "../../shared/regras/parcelamento";
import { chamarApi, novaEmpresa } from "../support/api";
import { esperar } from "../support/esperar";
import { abrirLista, entrarPelaTela, escolherOpcao, usarNavegador } from "../support/navegador";
import { violacoesGraves } from "../support/axe";
import { esperarSemRolagemLateral } from "../support/telas";
import { lojaComEstoque } from "../support/vendas";

const nav = usarNavegador();
const TEMPO_TESTE = 120_000;
const CREDITO = "/api/empresa/credito";
const BANNER = /Os planos do crediário cobram mais juros do que a lei permite quando a própria loja financia a venda/;
const soPlanos = (planos: { qtd_parcelas: number; divisor: number }[]) => planos.map(({ qtd_parcelas, divisor }) => ({ qtd_parcelas, divisor }));

describe("crediário da loja", () => {
  it.each([1280, 390])(
    "a %i px: as taxas de cada plano; na própria loja um divisor acima do teto é recusado e nada é salvo; com a parceira, a tabela da semente avisa e só salva com a ciência",
    async (largura) => {
      const a = await novaEmpresa();
      const p = nav.pagina;
      await p.setViewportSize({ width: largura, height: 844 });
      await entrarPelaTela(nav, a.email, a.senha, "/configuracoes/empresas/dados-cadastrais");
      const painel = p.getByRole("form", { name: /Crediário/ });
      const planos = painel.getByRole("table", { name: "Planos de parcelamento" });
      const linha = (n: number) => planos.locator("tbody tr").nth(n);

      // A new shop: its own credit at the ceiling. 12x at 0,9694: 0,998% simple (1,00%), 0,98% effective, CET 12,39%.
      await esperar(() => linha(1).innerText()).toMatch(/juros simples 1,00% a\.m\.[\s\S]*efetiva 0,98% a\.m\. · CET 12,39% a\.a\./);
      await esperar(() => linha(0).innerText()).toMatch(/efetiva 0,99% a\.m\. · CET 12,57% a\.a\./);
      await esperar(() => p.locator("#planos\\.1\\.divisor").inputValue()).toBe("0,9694");
      await painel.getByText(/Teto do crediário próprio: 1,00% ao mês, juros simples/).waitFor();
      await painel.getByText(/REsp 1\.720\.656\/MG/).first().waitFor();
      await esperarSemRolagemLateral(p, `Crediário a ${largura} px`);

      // 12x at 0,9 typed with a comma: 3,77% a month simple (Gauss), 3,39% effective, CET 49,25%: above the ceiling.
      const divisor12 = painel.locator("#planos\\.1\\.divisor");
      await divisor12.fill("0,9");
      await esperar(() => linha(1).innerText()).toMatch(/juros simples 3,77% a\.m\.[\s\S]*efetiva 3,39% a\.m\. · CET 49,25% a\.a\./);
      const recusa = linha(1).getByRole("alert");
      await esperar(() => recusa.innerText()).toMatch(/^Plano de 12x: juros de 3,77% ao mês passam o teto de 1,00% ao mês, sem capitalização, do crediário próprio da loja/);
      await esperar(() => divisor12.getAttribute("aria-invalid")).toBe("true");
      await painel.getByRole("button", { name: "Salvar Crediário" }).click();
      await esperar(() => recusa.innerText()).toMatch(/^Plano de 12x: juros de 3,77%/);
      expect(await painel.getByText("Planos de crediário salvos com sucesso!").count()).toBe(0);
      const nada = (await chamarApi("GET", CREDITO, { token: a.token })).body;
      expect(nada.financiador).toEqual({ tipo: "propria_loja" });
      expect(soPlanos(nada.planos)).toEqual(TABELA_PADRAO.planos);

      // The seed's preset is a lender's only.
      expect(await painel.getByRole("button", { name: "Tabela da semente (0,62/0,60/0,58/0,55)" }).count()).toBe(0);
      await painel.getByLabel("Instituição financeira parceira").check();
      await esperar(() => linha(1).getByRole("alert").count()).toBe(0);
      await painel.getByLabel("Nome da instituição").fill("Financeira Exemplo S.A.");
      await painel.getByLabel("CNPJ da instituição").pressSequentially("11222333000181");
      await esperar(() => painel.getByLabel("CNPJ da instituição").inputValue()).toBe("11.222.333/0001-81");
      await painel.getByLabel("Endereço da instituição").fill("Av. Paulista, 1000, São Paulo/SP");
      await painel.getByRole("button", { name: "Tabela da semente (0,62/0,60/0,58/0,55)" }).click();
      await esperar(() => painel.locator("#planos\\.0\\.divisor").inputValue()).toBe("0,62");
      await esperar(() => painel.locator("#planos\\.3\\.divisor").inputValue()).toBe("0,55");
      // The seed's 12x: 18,85% a month effective (CET 694,60%), above the 9,30% alert.
      await esperar(() => linha(1).innerText()).toMatch(/efetiva 18,85% a\.m\. · CET 694,60% a\.a\.[\s\S]*acima de 9,30% a\.m\./);
      await painel.getByText(/^Os planos de 8x, 12x, 16x, 18x cobram mais de 9,30% ao mês, 1,5 vez a média do Banco Central/).waitFor();
      await esperarSemRolagemLateral(p, `Crediário com a parceira a ${largura} px`);
      expect(await violacoesGraves(p)).toEqual([]);

      // Saving needs the confirmation: without it nothing is written.
      await painel.getByRole("button", { name: "Salvar Crediário" }).click();
      await painel.locator(".credito-ciente .p-inline-message-error").waitFor();
      expect((await chamarApi("GET", CREDITO, { token: a.token })).body).toEqual(nada);
      await painel.getByRole("checkbox", { name: /Estou ciente/ }).check();
      await painel.getByRole("button", { name: "Salvar Crediário" }).click();
      await painel.getByText("Planos de crediário salvos com sucesso!").waitFor();
      const salvo = (await chamarApi("GET", CREDITO, { token: a.token })).body;
      expect(salvo).toMatchObject({
        financiador: { tipo: "instituicao_parceira", nome: "Financeira Exemplo S.A.", cnpj: "11222333000181", endereco: "Av. Paulista, 1000, São Paulo/SP" },
        entrada_minima_percentual: 25,
        intervalo_dias: 15,
        planos_acima_da_media: true,
        planos_acima_do_teto: false,
      });
      expect(soPlanos(salvo.planos)).toEqual(TABELA_SEMENTE.planos);

      // At the sale, the seller sees the same warning once such a plan is chosen.
      await p.goto(new URL("/vendas", p.url()).toString());
      await escolherOpcao(p, p.locator("#forma_pagamento"), "Boleto parcelado");
      await escolherOpcao(p, p.locator("#qtd_parcelas"), "12x");
      await esperar(() => p.locator(".aviso-acima-da-media").innerText()).toMatch(/^O plano de 12x cobra mais de 9,30% ao mês, 1,5 vez a média do Banco Central/);
    },
    TEMPO_TESTE,
  );

  it.each([1280, 390])(
    "a %i px: uma loja cujos planos guardados passam o teto vê o aviso no dashboard, na Nova Venda e no Crediário, até escolher planos dentro do teto",
    async (largura) => {
      const a = await novaEmpresa();
      // Saved before issue 37: no financiador (the shop's own credit) and the seed's table.
      await db().send(new PutCommand({ TableName: tabela(), Item: { ...chaves.configCredito(a.empresa.id), entidade: "config_credito", empresa_id: a.empresa.id, ...TABELA_SEMENTE, updated_at: "2026-06-01T12:00:00.000Z" } }));
      const p = nav.pagina;
      await p.setViewportSize({ width: largura, height: 844 });
      await entrarPelaTela(nav, a.email, a.senha);
      const banner = p.getByRole("alert").filter({ hasText: BANNER });
      await banner.waitFor();
      await esperarSemRolagemLateral(p, `dashboard com o aviso a ${largura} px`);
      expect(await violacoesGraves(p)).toEqual([]);

      await p.goto(nav.url("/vendas"));
      await p.getByRole("heading", { name: "Nova Venda" }).waitFor();
      await banner.waitFor();

      await p.goto(nav.url("/dashboard"));
      await banner.getByRole("link", { name: "Ajustar o Crediário" }).click();
      await p.waitForURL("**/configuracoes/empresas/dados-cadastrais#crediario");
      const painel = p.getByRole("form", { name: /Crediário/ });
      await esperar(() => painel.locator("#planos\\.0\\.divisor").inputValue()).toBe("0,62");
      await banner.waitFor();
      // Stored plans above the ceiling are refused on screen already, before any save.
      await esperar(() => painel.getByRole("alert").filter({ hasText: /^Plano de 8x: juros de 52,05% ao mês passam o teto/ }).count()).toBe(1);

      await painel.getByRole("button", { name: "Preencher planos dentro do teto" }).click();
      await esperar(() => painel.locator("#planos\\.1\\.divisor").inputValue()).toBe("0,9694");
      await painel.getByRole("button", { name: "Salvar Crediário" }).click();
      await painel.getByText("Planos de crediário salvos com sucesso!").waitFor();
      await esperar(() => banner.count()).toBe(0);
      const salvo = (await chamarApi("GET", CREDITO, { token: a.token })).body;
      expect(salvo).toMatchObject({ financiador: { tipo: "propria_loja" }, planos_acima_do_teto: false });
      expect(soPlanos(salvo.planos)).toEqual(TABELA_PADRAO.planos);
      await p.goto(nav.url("/dashboard"));
      await p.getByRole("heading", { name: "Dashboard" }).waitFor();
      await p.waitForLoadState("networkidle");
      expect(await banner.count()).toBe(0);
    },
    TEMPO_TESTE,
  );

  it("a venda segue os planos salvos; sem {{cet_anual}} no contrato, as telas avisam", async () => {
    const a = await novaEmpresa();
    const { itens } = await lojaComEstoque(a.token, 1, "Joana Prado");
    await entrarPelaTela(nav, a.email, a.senha, "/configuracoes/empresas/dados-cadastrais");
    const p = nav.pagina;
    const painel = p.getByRole("form", { name: /Crediário/ });
    const planos = painel.getByRole("table", { name: "Planos de parcelamento" });
    await esperar(() => planos.innerText()).toMatch(/CET 12,39% a\.a\./);

    // The shop's own credit at 30 days: 10x at 0,95 is exactly 1% a month simple ((1 + 0,01·4,5) ÷ 1,1).
    await painel.locator("#entrada_minima_percentual").fill("30");
    await painel.locator("#intervalo_dias").selectOption("30");
    for (let i = 0; i < 3; i++) await painel.getByRole("button", { name: "Remover o plano 1" }).click();
    await painel.locator("#planos\\.0\\.qtd_parcelas").fill("10");
    await painel.locator("#planos\\.0\\.divisor").fill("0,95");
    await esperar(() => planos.innerText()).toMatch(/juros simples 1,00% a\.m\.[\s\S]*CET [\d.,]+% a\.a\./);
    await painel.getByRole("button", { name: "Salvar Crediário" }).click();
    await painel.getByText("Planos de crediário salvos com sucesso!").waitFor();
    const salvo = (await chamarApi("GET", CREDITO, { token: a.token })).body;
    expect(salvo).toMatchObject({ financiador: { tipo: "propria_loja" }, entrada_minima_percentual: 30, intervalo_dias: 30 });
    expect(soPlanos(salvo.planos)).toEqual([{ qtd_parcelas: 10, divisor: 0.95 }]);

    const modelos = (await chamarApi("GET", "/api/modelos-documentos", { token: a.token })).body.items as { id: string; nome: string; tipo: string }[];
    const contrato = modelos.find((m) => m.tipo === "contrato")!;
    // A stored contract from before {{periodicidade_parcelas}} still says 15 days: on 30-day plans the settings warn.
    const quinzenal = { nome: contrato.nome, tipo: "contrato", conteudo: "<p>CET {{cet_anual}}; parcelas a cada 15 (quinze) dias.</p>", ativo: true };
    expect((await chamarApi("PUT", `/api/modelos-documentos/${contrato.id}`, { token: a.token, body: quinzenal })).status).toBe(200);
    await p.reload();
    await p.getByText("O modelo de contrato ativo diz que as parcelas vencem a cada 15 dias, mas os planos da loja são de 30 em 30 dias.", { exact: false }).waitFor();

    // The active contract loses {{cet_anual}}: the templates screen warns.
    const semCet = { nome: contrato.nome, tipo: "contrato", conteudo: "<p>Contrato de {{cliente_nome}}: {{valor_total}}.</p>", ativo: true };
    expect((await chamarApi("PUT", `/api/modelos-documentos/${contrato.id}`, { token: a.token, body: semCet })).status).toBe(200);
    await p.goto(new URL("/configuracoes/modelos-documentos", p.url()).toString());
    await p.getByText(/O modelo de contrato ativo não informa o CET/).waitFor();

    // The sale screen: the company's plan only, its 30% entry and 30-day interval, and the warning.
    // (R$ 1.000,00 − R$ 300,00) ÷ 0,95 = R$ 736,84 in instalments: R$ 1.036,84 in all.
    await p.goto(new URL("/vendas", p.url()).toString());
    await p.getByRole("heading", { name: "Nova Venda" }).waitFor();
    await escolherOpcao(p, p.locator("#imei_id"), new RegExp(itens[0]!.imei));
    await escolherOpcao(p, p.locator("#forma_pagamento"), "Boleto parcelado");
    await esperar(() => p.locator("#entrada").inputValue()).toBe("300,00");
    await p.getByText(/O modelo de contrato ativo não informa o CET/).waitFor();
    await abrirLista(p, p.locator("#qtd_parcelas"));
    await esperar(() => p.locator(".p-dropdown-panel").getByRole("option").allInnerTexts()).toEqual(["10x"]);
    await p.locator(".p-dropdown-panel").getByRole("option", { name: "10x" }).click();
    const resumo = p.getByRole("region", { name: "Resumo do parcelamento" });
    for (const trecho of [/Entrada mínima \(30%\)\s+R\$ 300,00/, /Valor financiado\s+R\$ 700,00/, /Total a pagar\s+R\$ 1\.036,84/, /10x, a cada 30 dias/]) {
      await esperar(() => resumo.innerText()).toMatch(trecho);
    }
    expect(await p.getByRole("alert").filter({ hasText: BANNER }).count()).toBe(0);
  }, TEMPO_TESTE);
});
