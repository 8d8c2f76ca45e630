/** Users screen (/configuracoes/empresas/usuarios), in Chromium on the local stack. */
import { describe, it } from "vitest";
import { inserirUsuario } from "../../scripts/local/seed";
import { novaEmpresa } from "../support/api";
import { novoEmail } from "../support/fabricas";
import { entrarPelaTela, usarNavegador } from "../support/navegador";
import { esperar } from "../support/esperar";

const nav = usarNavegador();
const entrar = (email: string, senha: string) => entrarPelaTela(nav, email, senha);
const TELA = "/configuracoes/empresas/usuarios";


describe("gestão de usuários", () => {
  it("o admin cria, edita, desativa, reativa e exclui um usuário; a própria linha não tem excluir", async () => {
    const a = await novaEmpresa({ plano: "pro" });
    const p = nav.pagina;
    await entrar(a.email, a.senha);
    await p.goto(nav.url(TELA));
    await p.getByRole("heading", { name: "Usuários" }).waitFor();
    const minhaLinha = p.locator("tr", { hasText: a.email });
    await minhaLinha.waitFor();
    await esperar(() => minhaLinha.getByRole("button", { name: /^Excluir/ }).count()).toBe(0);

    const email = novoEmail("novo");
    await p.getByRole("button", { name: "Novo Usuário" }).click();
    await p.getByLabel("Nome").fill("Bruno Balcão");
    await p.getByLabel("Email").fill(email);
    await p.getByLabel("Tipo de acesso").selectOption("estoquista");
    await p.getByRole("button", { name: "Salvar" }).click();
    await p.getByText("Senha é obrigatória").waitFor();
    await p.getByLabel("Senha").fill("segredo123");
    await p.getByRole("button", { name: "Salvar" }).click();

    const linha = p.locator("tr", { hasText: email });
    await linha.getByText("Bruno Balcão").waitFor();
    await esperar(() => linha.getByText("Estoquista").count()).toBe(1);
    await esperar(() => linha.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    // Newest first: the new user is above the admin.
    await esperar(() => p.locator("tbody tr").first().textContent()).toContain(email);

    await linha.getByRole("button", { name: "Editar Bruno Balcão" }).click();
    await esperar(() => p.getByLabel("Senha").inputValue()).toBe("");
    await p.getByLabel("Nome").fill("Bruno Gerente");
    await p.getByLabel("Tipo de acesso").selectOption("gerente");
    await p.getByRole("button", { name: "Salvar" }).click();
    await linha.getByText("Bruno Gerente").waitFor();
    await linha.getByText("Gerente", { exact: true }).waitFor();

    await linha.getByRole("button", { name: "Ativo" }).click();
    await linha.getByRole("button", { name: "Inativo" }).waitFor();
    await linha.getByRole("button", { name: "Inativo" }).click();
    await linha.getByRole("button", { name: "Ativo" }).waitFor();

    await linha.getByRole("button", { name: "Excluir Bruno Gerente" }).click();
    await p.getByText("Tem certeza que deseja excluir este usuário?").waitFor();
    await p.getByRole("button", { name: "Excluir", exact: true }).click();
    await linha.waitFor({ state: "detached" });
    await esperar(() => p.locator("tbody tr").count()).toBe(1);
  });

  it("um email já cadastrado aparece no campo email do formulário", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    const p = nav.pagina;
    await entrar(a.email, a.senha);
    await p.goto(nav.url(TELA));
    await p.getByRole("button", { name: "Novo Usuário" }).click();
    await p.getByLabel("Nome").fill("Repetido");
    await p.getByLabel("Email").fill(b.email);
    await p.getByLabel("Senha").fill("segredo123");
    await p.getByRole("button", { name: "Salvar" }).click();
    await p.locator("#usuario_email-erro").filter({ hasText: "Este email já está cadastrado para outro usuário." }).waitFor();
  });

  it("um vendedor que abre a tela de usuários é levado ao dashboard", async () => {
    const a = await novaEmpresa();
    const email = novoEmail("vendedor");
    await inserirUsuario(a.empresa.id, { nome: "Vitor", email, senha: "segredo123", tipo_acesso: "vendedor" });
    await entrar(email, "segredo123");
    await nav.pagina.goto(nav.url(TELA));
    await nav.pagina.waitForURL("**/dashboard");
    await nav.pagina.getByRole("heading", { name: "Dashboard" }).waitFor();
    await esperar(() => nav.pagina.getByRole("heading", { name: "Usuários" }).count()).toBe(0);
  });
});
