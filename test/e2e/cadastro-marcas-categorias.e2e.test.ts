/** Brands and categories screens in Chromium: create, search, rename, delete, and the spec's messages. */
import { describe, it } from "vitest";
import { chamarApi, novaEmpresa, type EmpresaTeste } from "../support/api";
import { entrarPelaTela, usarNavegador } from "../support/navegador";
import { esperar } from "../support/esperar";

const nav = usarNavegador();
const entrarEm = (caminho: string, e: EmpresaTeste) => entrarPelaTela(nav, e.email, e.senha, caminho);


const linhas = () => nav.pagina.locator(".p-datatable-tbody > tr");

describe("tela de marcas", () => {
  it("cadastra, busca, renomeia e exclui uma marca com a confirmação da especificação", async () => {
    const a = await novaEmpresa();
    await entrarEm("/cadastro/marca", a);
    const p = nav.pagina;
    await p.getByRole("heading", { name: "Marcas" }).waitFor();
    await esperar(() => linhas().count()).toBe(10);

    await p.getByRole("button", { name: "Nova Marca" }).click();
    await p.getByLabel("Nome da marca").fill("Marca Teste E2E");
    await p.getByRole("button", { name: "Salvar" }).click();
    await p.getByRole("dialog").waitFor({ state: "detached" });
    await esperar(() => linhas().first().textContent()).toContain("0011");
    await esperar(() => linhas().first().textContent()).toContain("Marca Teste E2E");

    await p.getByLabel("Buscar").fill("TESTE e2");
    await esperar(() => linhas().count()).toBe(1);
    await p.getByLabel("Buscar").fill("0003");
    await esperar(() => linhas().first().textContent()).toContain("Motorola");
    await p.getByLabel("Buscar").fill("teste e2e");

    await p.getByRole("button", { name: "Editar Marca Teste E2E" }).click();
    await esperar(() => p.getByLabel("Nome da marca").inputValue()).toBe("Marca Teste E2E");
    await p.getByLabel("Nome da marca").fill("Marca Renomeada E2E");
    await p.getByRole("button", { name: "Salvar" }).click();
    await p.getByLabel("Buscar").fill("renomeada");
    await esperar(() => linhas().first().textContent()).toContain("Marca Renomeada E2E");

    await p.getByRole("button", { name: "Excluir Marca Renomeada E2E" }).click();
    await p.getByText("Tem certeza que deseja excluir esta marca?").waitFor();
    await p.getByRole("button", { name: "Sim, excluir" }).click();
    await p.getByText("Nenhuma marca encontrada").waitFor();
    await esperar(async () => (await chamarApi("GET", "/api/marcas?q=renomeada", { token: a.token })).body.items).toEqual([]);
  });

  it("mostra 'Nome da marca é obrigatório' e não salva um nome em branco", async () => {
    const a = await novaEmpresa();
    await entrarEm("/cadastro/marca", a);
    const p = nav.pagina;
    await p.getByRole("button", { name: "Nova Marca" }).click();
    await p.getByLabel("Nome da marca").fill("   ");
    await p.getByRole("button", { name: "Salvar" }).click();
    await p.getByText("Nome da marca é obrigatório").waitFor();
    await esperar(() => p.getByRole("dialog").isVisible()).toBe(true);
  });

  it("ao excluir uma marca usada por um produto mostra a mensagem do servidor e a marca continua", async () => {
    const a = await novaEmpresa();
    const marca = (await chamarApi("GET", "/api/marcas?q=apple", { token: a.token })).body.items[0];
    const categoria = (await chamarApi("GET", "/api/categorias", { token: a.token })).body.items[0];
    await chamarApi("POST", "/api/produtos", { token: a.token, body: { nome_modelo: "iPhone", marca_id: marca.id, categoria_id: categoria.id, custo_base: 10, valor_margem: 10 } });
    await entrarEm("/cadastro/marca", a);
    const p = nav.pagina;
    await p.getByRole("button", { name: "Excluir Apple" }).click();
    await p.getByRole("button", { name: "Sim, excluir" }).click();
    await p.getByRole("alert").filter({ hasText: "Não é possível excluir esta marca: ela está vinculada a 1 produto." }).waitFor();
    await esperar(() => p.getByRole("button", { name: "Excluir Apple" }).count()).toBe(1);
  });

  it("mostra 'Erro ao carregar marcas' com a causa quando a lista falha", async () => {
    const a = await novaEmpresa();
    await nav.pagina.route("**/api/marcas", (rota) =>
      rota.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "INTERNAL", message: "Erro interno do servidor" } }) }),
    );
    await entrarEm("/cadastro/marca", a);
    await nav.pagina.getByRole("alert").filter({ hasText: "Erro ao carregar marcas: Erro interno do servidor" }).waitFor();
  });
});

describe("tela de categorias", () => {
  it("cadastra, busca e exclui uma categoria", async () => {
    const a = await novaEmpresa();
    await entrarEm("/cadastro/categoria", a);
    const p = nav.pagina;
    await p.getByRole("heading", { name: "Categorias" }).waitFor();
    await esperar(() => linhas().count()).toBe(6);
    await p.getByRole("button", { name: "Nova Categoria" }).click();
    await p.getByRole("button", { name: "Salvar" }).click();
    await p.getByText("Nome da categoria é obrigatório").waitFor();
    await p.getByLabel("Nome da categoria").fill("Capinhas");
    await p.getByRole("button", { name: "Salvar" }).click();
    await esperar(() => linhas().first().textContent()).toContain("0007");

    await p.getByLabel("Buscar").fill("capi");
    await esperar(() => linhas().count()).toBe(1);
    await p.getByRole("button", { name: "Excluir Capinhas" }).click();
    await p.getByText("Tem certeza que deseja excluir esta categoria?").waitFor();
    await p.getByRole("button", { name: "Sim, excluir" }).click();
    await p.getByText("Nenhuma categoria encontrada").waitFor();
  });
});
