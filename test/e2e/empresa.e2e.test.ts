/** Company data screen (/configuracoes/empresas/dados-cadastrais), in Chromium on the local stack. */
import { describe, expect, it } from "vitest";
import { chamarApi, novaEmpresa } from "../support/api";
import { novoCnpj } from "../support/fabricas";
import { entrarPelaTela, usarNavegador } from "../support/navegador";
import { esperar } from "../support/esperar";
import { violacoesGraves } from "../support/axe";

const nav = usarNavegador();
const entrar = (email: string, senha: string) => entrarPelaTela(nav, email, senha);
const TELA = "/configuracoes/empresas/dados-cadastrais";


describe("dados cadastrais da empresa", () => {
  it("o admin vê o plano e as estatísticas, edita os dados e o menu mostra o novo nome e plano", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja Antiga", plano: "pro" });
    const p = nav.pagina;
    await entrar(a.email, a.senha);
    await p.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name: "Dados Cadastrais" }).click();
    await p.getByRole("heading", { name: "Dados Cadastrais" }).waitFor();
    // The side menu stays expanded while the pointer is over it, as for a real user: move away.
    await p.mouse.move(900, 300);

    await p.getByLabel("Nome fantasia").waitFor();
    await esperar(() => p.getByTestId("estatistica-Limite de IMEIs").textContent()).toBe("500");
    await esperar(() => p.getByTestId("estatistica-Usuários").textContent()).toBe("1 de 3");
    await esperar(() => p.getByTestId("estatistica-Data de cadastro").textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await esperar(() => p.getByLabel("CNPJ").inputValue()).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);

    await p.getByLabel("Nome fantasia").fill("Loja Nova Era");
    await p.getByLabel("CNPJ").fill("");
    await p.getByLabel("CNPJ").pressSequentially(novoCnpj());
    await esperar(() => p.getByLabel("CNPJ").inputValue()).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    await p.getByLabel("Plano", { exact: true }).selectOption("master");
    await p.getByRole("heading", { name: "Plano Master" }).waitFor();
    await p.getByLabel("Endereço").fill("Av. Brasil, 500 - Centro, Campinas");
    await p.getByLabel("WhatsApp").pressSequentially("19987654321");
    await esperar(() => p.getByLabel("WhatsApp").inputValue()).toBe("(19) 98765-4321");
    await p.getByRole("button", { name: "Salvar Alterações" }).click();

    const sucesso = p.getByText("Dados da empresa atualizados com sucesso!");
    await sucesso.waitFor();
    await esperar(() => p.getByTestId("cabecalho-empresa").textContent()).toBe("Loja Nova Era");
    await esperar(() => p.getByTestId("menu-empresa").textContent()).toBe("Loja Nova Era");
    await p.getByText("Plano Master", { exact: true }).first().waitFor();
    await esperar(() => p.getByTestId("estatistica-Limite de IMEIs").textContent()).toBe("Ilimitado");
    // The success message goes away on its own (spec: after 3 seconds).
    await sucesso.waitFor({ state: "detached" });

    await p.reload();
    await p.getByLabel("Nome fantasia").waitFor();
    await esperar(() => p.getByLabel("Nome fantasia").inputValue()).toBe("Loja Nova Era");
    await esperar(() => p.getByLabel("WhatsApp").inputValue()).toBe("(19) 98765-4321");
  });

  it("no celular, cola o CEP, escolhe a UF, salva e ao recarregar o endereço continua lá", async () => {
    const a = await novaEmpresa();
    const p = nav.pagina;
    await p.setViewportSize({ width: 360, height: 740 });
    await entrar(a.email, a.senha);
    await p.goto(nav.url(TELA));
    await p.getByLabel("CEP").waitFor();

    await p.getByLabel("UF").selectOption({ label: "Minas Gerais (MG)" });
    await p.getByLabel("CEP").fill("3011");
    await p.getByRole("button", { name: "Salvar Alterações" }).click();
    await p.locator("#cep-erro").filter({ hasText: "CEP inválido" }).waitFor();
    // Pasted as the Correios site shows it.
    await p.getByLabel("CEP").fill("");
    await p.getByLabel("CEP").focus();
    await p.evaluate(() => {
      const dados = new DataTransfer();
      dados.setData("text", "30112-000");
      document.getElementById("cep")?.dispatchEvent(new ClipboardEvent("paste", { clipboardData: dados, bubbles: true, cancelable: true }));
    });
    await esperar(() => p.getByLabel("CEP").inputValue()).toBe("30112-000");
    await p.getByLabel("Cidade").fill("Belo Horizonte");
    await esperar(() => p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await p.getByRole("button", { name: "Salvar Alterações" }).click();
    await p.getByText("Dados da empresa atualizados com sucesso!").waitFor();
    await esperar(async () => (await chamarApi("GET", "/api/empresa", { token: a.token })).body).toMatchObject({ cep: "30112000", cidade: "Belo Horizonte", uf: "MG" });

    await p.reload();
    await p.getByLabel("CEP").waitFor();
    await esperar(() => p.getByLabel("CEP").inputValue()).toBe("30112-000");
    await esperar(() => p.getByLabel("Cidade").inputValue()).toBe("Belo Horizonte");
    await esperar(() => p.getByLabel("UF").inputValue()).toBe("MG");
  });

  it("mostra 'CNPJ inválido' e o erro do servidor para o CNPJ de outra empresa", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    const p = nav.pagina;
    await entrar(a.email, a.senha);
    await p.goto(nav.url(TELA));
    await p.getByLabel("CNPJ").fill("11.111.111/1111-11");
    await p.getByRole("button", { name: "Salvar Alterações" }).click();
    await p.getByText("CNPJ inválido").waitFor();

    await p.getByLabel("CNPJ").fill(b.empresa.cnpj);
    await p.getByRole("button", { name: "Salvar Alterações" }).click();
    await p.getByText("Erro ao atualizar dados da empresa: CNPJ já cadastrado para outra empresa").waitFor();
    await p.locator("#cnpj-erro").filter({ hasText: "CNPJ já cadastrado para outra empresa" }).waitFor();
  });
  it("painel Cobrança no celular: carência abaixo de 3 mostra o erro, depois salva carência e multa e ao recarregar continuam lá", async () => {
    const a = await novaEmpresa({ plano: "pro" });
    const p = nav.pagina;
    await p.setViewportSize({ width: 360, height: 740 });
    await entrar(a.email, a.senha);
    await p.goto(nav.url(TELA));
    const painel = p.getByRole("form", { name: "Cobrança" });
    await painel.getByLabel("Dias de carência (dias úteis)").waitFor();
    await esperar(() => painel.getByLabel("Dias de carência (dias úteis)").inputValue()).toBe("5");
    // Automatic lock is a Master feature: off and explained on Pro.
    await esperar(() => painel.getByRole("checkbox", { name: /Bloquear automaticamente/ }).isDisabled()).toBe(true);
    await painel.getByText("O bloqueio automático está disponível apenas no plano Master.").waitFor();

    await painel.getByLabel("Dias de carência (dias úteis)").fill("2");
    await painel.getByRole("button", { name: "Salvar Cobrança" }).click();
    await painel.getByText("Dias de carência devem ser no mínimo 3").waitFor();

    await painel.getByLabel("Dias de carência (dias úteis)").fill("7");
    await painel.getByLabel("Multa por atraso (%)").fill("1,5");
    await painel.getByRole("checkbox", { name: "SP" }).check();
    await esperar(() => p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await painel.getByRole("button", { name: "Salvar Cobrança" }).click();
    await p.getByText("Configurações de cobrança salvas com sucesso!").waitFor();
    await esperar(async () => (await chamarApi("GET", "/api/empresa/cobranca", { token: a.token })).body).toMatchObject({ dias_carencia: 7, multa_percentual: 1.5, ufs_sem_bloqueio: ["CE", "SP"] });

    await p.reload();
    const depois = p.getByRole("form", { name: "Cobrança" });
    await depois.getByLabel("Dias de carência (dias úteis)").waitFor();
    await esperar(() => depois.getByLabel("Dias de carência (dias úteis)").inputValue()).toBe("7");
    await esperar(() => depois.getByLabel("Multa por atraso (%)").inputValue()).toBe("1,50");
    await esperar(() => depois.getByRole("checkbox", { name: "SP" }).isChecked()).toBe(true);
    expect(await violacoesGraves(p)).toEqual([]);
  });
});
