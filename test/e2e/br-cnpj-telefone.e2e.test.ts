/**
 * Issue 17 in Chromium: a shop with an alphanumeric CNPJ signs up typing it in lower case, and
 * phone numbers pasted from WhatsApp (+55) show and save as the national number. Pastes are real:
 * the text goes to the browser's clipboard and Ctrl+V pastes it into the focused field.
 */
import type { Locator } from "playwright-core";
import { describe, it } from "vitest";
import { chamarApi, entrar, novaEmpresa, type EmpresaTeste } from "../support/api";
import { novoCnpjAlfanumerico, novoEmail } from "../support/fabricas";
import { entrarPelaTela, usarNavegador } from "../support/navegador";
import { esperar } from "../support/esperar";

const nav = usarNavegador();
const entrarEm = (caminho: string, e: EmpresaTeste) => entrarPelaTela(nav, e.email, e.senha, caminho);
const mascarar = (cnpj: string) => cnpj.replace(/^(\w{2})(\w{3})(\w{3})(\w{4})(\d{2})$/, "$1.$2.$3/$4-$5");
const linhas = () => nav.pagina.locator(".p-datatable-tbody > tr");

/** Puts `texto` on the clipboard, selects what the field holds and pastes over it with Ctrl+V. */
async function colar(campo: Locator, texto: string): Promise<void> {
  const p = nav.pagina;
  await p.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(p.url()).origin });
  await p.evaluate((t) => navigator.clipboard.writeText(t), texto);
  await campo.focus();
  await campo.selectText();
  await p.keyboard.press("ControlOrMeta+V");
}

describe("CNPJ alfanumérico na tela de cadastro", () => {
  it("digitado em minúsculas aparece em maiúsculas com a máscara, a empresa é criada e cai no dashboard", async () => {
    // Prepare
    const cnpj = novoCnpjAlfanumerico();
    const email = novoEmail("alfa");
    const p = nav.pagina;
    await p.goto(nav.url("/cadastro"));
    // Act
    await p.getByLabel("Nome fantasia").fill("Loja Alfanumérica");
    await p.getByLabel("CNPJ").pressSequentially(cnpj.toLowerCase());
    // Assess
    await esperar(() => p.getByLabel("CNPJ").inputValue()).toBe(mascarar(cnpj));

    await p.getByLabel("Nome", { exact: true }).fill("Paula Reis");
    await p.getByLabel("Email").fill(email);
    await p.getByLabel("Senha", { exact: true }).fill("segredo123");
    await p.getByLabel("Confirmar senha").fill("segredo123");
    await p.getByRole("button", { name: "Criar Empresa e Acessar Sistema" }).click();
    await p.waitForURL("**/dashboard");
    await esperar(() => p.getByTestId("cabecalho-empresa").textContent()).toBe("Loja Alfanumérica");

    const { idToken } = await entrar(email, "segredo123");
    await esperar(async () => (await chamarApi("GET", "/api/me", { token: idToken })).body.empresa.cnpj).toBe(cnpj);
    await p.goto(nav.url("/configuracoes/empresas/dados-cadastrais"));
    await esperar(() => p.getByLabel("CNPJ").inputValue()).toBe(mascarar(cnpj));
  });

  it("a máscara não aceita letras nos dígitos verificadores e 'CNPJ inválido' aparece para um dígito errado", async () => {
    const p = nav.pagina;
    await p.goto(nav.url("/cadastro"));
    const campo = p.getByLabel("CNPJ");
    await campo.pressSequentially("12abc34501deab35");
    await esperar(() => campo.inputValue()).toBe("12.ABC.345/01DE-35");
    await campo.fill("");
    await campo.pressSequentially("12abc34501de36");
    await esperar(() => campo.inputValue()).toBe("12.ABC.345/01DE-36");
    await p.getByRole("button", { name: "Criar Empresa e Acessar Sistema" }).click();
    await p.getByText("CNPJ inválido").waitFor();
  });
});

describe("colar do WhatsApp", () => {
  it("no cliente, +55 11 98765-4321 aparece (11) 98765-4321 e é salvo como 11987654321; um número estrangeiro é recusado", async () => {
    // Prepare
    const a = await novaEmpresa();
    await entrarEm("/cadastro/cliente", a);
    const p = nav.pagina;
    await p.getByText("Nenhum cliente encontrado").waitFor();
    await p.getByRole("button", { name: "Novo Cliente" }).click();
    await p.getByLabel("Nome").fill("Renata Lima");
    // Act
    await colar(p.getByLabel("Telefone"), "+55 11 98765-4321");
    // Assess
    await esperar(() => p.getByLabel("Telefone").inputValue()).toBe("(11) 98765-4321");
    await p.getByRole("button", { name: "Salvar" }).click();
    await esperar(() => linhas().first().textContent()).toContain("Renata Lima");
    await esperar(() => linhas().first().textContent()).toContain("(11) 98765-4321");
    await esperar(async () => (await chamarApi("GET", "/api/clientes", { token: a.token })).body.items).toMatchObject([{ nome: "Renata Lima", telefone: "11987654321" }]);

    await p.getByRole("button", { name: "Novo Cliente" }).click();
    await p.getByLabel("Nome").fill("Turista");
    await colar(p.getByLabel("Telefone"), "+1 415 555 0100");
    await esperar(() => p.getByLabel("Telefone").inputValue()).toBe("+14155550100");
    await p.getByRole("button", { name: "Salvar" }).click();
    await p.getByText("Telefone inválido").waitFor();
    await esperar(() => p.getByRole("dialog").isVisible()).toBe(true);
    await esperar(async () => (await chamarApi("GET", "/api/clientes", { token: a.token })).body.items).toHaveLength(1);
  });

  it("no fornecedor, o telefone colado com +55 e o CNPJ colado em minúsculas aparecem mascarados; a busca acha o CNPJ em minúsculas", async () => {
    const a = await novaEmpresa();
    await entrarEm("/cadastro/fornecedor", a);
    const p = nav.pagina;
    await p.getByText("Nenhum fornecedor encontrado").waitFor();
    await p.getByRole("button", { name: "Novo Fornecedor" }).click();
    await p.getByLabel("Nome").fill("Distribuidora Nova Era");
    await colar(p.getByLabel("CNPJ"), "12abc34501de35");
    await esperar(() => p.getByLabel("CNPJ").inputValue()).toBe("12.ABC.345/01DE-35");
    await colar(p.getByLabel("Telefone"), "+55 11 98765-4321");
    await esperar(() => p.getByLabel("Telefone").inputValue()).toBe("(11) 98765-4321");
    await p.getByRole("button", { name: "Salvar" }).click();
    await esperar(() => linhas().first().textContent()).toContain("12.ABC.345/01DE-35");
    await esperar(() => linhas().first().textContent()).toContain("(11) 98765-4321");
    await esperar(async () => (await chamarApi("GET", "/api/fornecedores", { token: a.token })).body.items).toMatchObject([{ cnpj: "12ABC34501DE35", telefone: "11987654321" }]);

    await chamarApi("POST", "/api/fornecedores", { token: a.token, body: { nome: "Outra Distribuidora" } });
    await p.reload();
    await esperar(() => linhas().count()).toBe(2);
    await p.getByLabel("Buscar").fill("abc.345/01de");
    await esperar(() => linhas().count()).toBe(1);
    await esperar(() => linhas().first().textContent()).toContain("Distribuidora Nova Era");
  });

  it("no WhatsApp da empresa, +55 11 98765-4321 aparece (11) 98765-4321 e é salvo como 11987654321", async () => {
    const a = await novaEmpresa();
    await entrarEm("/configuracoes/empresas/dados-cadastrais", a);
    const p = nav.pagina;
    await p.getByLabel("WhatsApp").waitFor();
    await colar(p.getByLabel("WhatsApp"), "+55 11 98765-4321");
    await esperar(() => p.getByLabel("WhatsApp").inputValue()).toBe("(11) 98765-4321");
    await p.getByRole("button", { name: "Salvar Alterações" }).click();
    await p.getByText("Dados da empresa atualizados com sucesso!").waitFor();
    await esperar(async () => (await chamarApi("GET", "/api/empresa", { token: a.token })).body.whatsapp).toBe("11987654321");
  });
});
