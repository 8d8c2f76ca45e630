/** Product model screens in Chromium: form with live price and the add-brand modal, list, search, edit, delete. */
import { describe, it } from "vitest";
import { chamarApi, novaEmpresa, type EmpresaTeste } from "../support/api";
import { entrarPelaTela, usarNavegador } from "../support/navegador";
import { esperar } from "../support/esperar";

const nav = usarNavegador();
const entrarEm = (caminho: string, e: EmpresaTeste) => entrarPelaTela(nav, e.email, e.senha, caminho);


const linhas = () => nav.pagina.locator(".p-datatable-tbody > tr");
const preco = () => nav.pagina.getByTestId("preco-final").textContent();

async function digitarNumero(rotulo: string, valor: string) {
  const campo = nav.pagina.getByLabel(rotulo, { exact: true });
  await campo.click();
  await campo.press("Control+a");
  await campo.press("Backspace");
  await campo.pressSequentially(valor);
}

describe("telas de produto", () => {
  it("cadastra um produto com uma marca nova criada no modal e o preço calculado ao digitar", async () => {
    const a = await novaEmpresa();
    await entrarEm("/cadastro/produto", a);
    const p = nav.pagina;
    await p.getByRole("heading", { name: "Cadastro de Produto" }).waitFor();
    await p.getByLabel("Nome do modelo").fill("Moto G84 256GB");

    await p.getByRole("button", { name: "Adicionar marca" }).click();
    await p.getByRole("button", { name: "Adicionar", exact: true }).click();
    await p.getByText("Nome da marca é obrigatório").waitFor();
    await p.getByLabel("Nome da marca").fill("Marca do Modal");
    await p.getByRole("button", { name: "Adicionar", exact: true }).click();
    await p.getByRole("dialog").waitFor({ state: "detached" });
    await esperar(async () => p.getByLabel("Marca", { exact: true }).locator("option:checked").textContent()).toBe("Marca do Modal");
    await esperar(() => p.getByRole("heading", { name: "Cadastro de Produto" }).isVisible()).toBe(true);

    await p.getByLabel("Categoria", { exact: true }).selectOption({ label: "Smartphone" });
    await esperar(() => p.getByLabel("Tipo de margem").inputValue()).toBe("percentual");
    await digitarNumero("Custo base", "1000");
    await digitarNumero("Valor da margem (%)", "20");
    await esperar(preco).toBe("R$ 1.250,00");
    await p.getByLabel("Tipo de margem").selectOption("real");
    await esperar(preco).toBe("R$ 1.020,00");
    await p.getByLabel("Tipo de margem").selectOption("percentual");
    await digitarNumero("Estoque mínimo", "3");
    await p.getByRole("button", { name: "Cadastrar Produto" }).click();

    await p.waitForURL("**/cadastro/produto/lista");
    await esperar(() => linhas().first().textContent()).toContain("Moto G84 256GB");
    await esperar(() => linhas().first().textContent()).toContain("Marca do Modal");
    await esperar(() => linhas().first().textContent()).toContain("Smartphone");
    await esperar(() => linhas().first().textContent()).toContain("R$ 1.250,00");
    await esperar(async () => (await chamarApi("GET", "/api/produtos", { token: a.token })).body.items[0]).toMatchObject({ nome_modelo: "Moto G84 256GB", custo_base: 1000, valor_margem: 20, preco_final: 1250, estoque_minimo: 3, marca: { nome: "Marca do Modal" } });
  });

  it("mostra as mensagens de validação da especificação e cancelar volta para a lista", async () => {
    const a = await novaEmpresa();
    await entrarEm("/cadastro/produto", a);
    const p = nav.pagina;
    await p.getByRole("button", { name: "Cadastrar Produto" }).click();
    for (const texto of ["Nome do modelo é obrigatório", "Marca é obrigatória", "Categoria é obrigatória", "Custo base é obrigatório", "Valor da margem é obrigatório"]) {
      await p.getByText(texto).waitFor();
    }
    await p.getByRole("button", { name: "Cancelar" }).click();
    await p.waitForURL("**/cadastro/produto/lista");
    await p.getByText("Nenhum produto encontrado").waitFor();
  });

  it("busca por marca e código, edita com o preço recalculado e exclui com confirmação", async () => {
    const a = await novaEmpresa();
    const marcas = (await chamarApi("GET", "/api/marcas", { token: a.token })).body.items;
    const categorias = (await chamarApi("GET", "/api/categorias", { token: a.token })).body.items;
    const id = (n: string, l: { id: string; nome: string }[]) => l.find((x) => x.nome === n)!.id;
    const base = { categoria_id: id("Smartphone", categorias), custo_base: 500, tipo_margem: "percentual", valor_margem: 50 };
    await chamarApi("POST", "/api/produtos", { token: a.token, body: { ...base, nome_modelo: "Galaxy A15", marca_id: id("Samsung", marcas) } });
    await chamarApi("POST", "/api/produtos", { token: a.token, body: { ...base, nome_modelo: "Redmi 13", marca_id: id("Xiaomi", marcas) } });

    await entrarEm("/cadastro/produto/lista", a);
    const p = nav.pagina;
    await esperar(() => linhas().count()).toBe(2);
    await esperar(() => p.getByPlaceholder("Buscar por nome, código, marca ou categoria...").isVisible()).toBe(true);
    await p.getByLabel("Buscar").fill("samsung");
    await esperar(() => linhas().count()).toBe(1);
    await p.getByLabel("Buscar").fill("0002");
    await esperar(() => linhas().first().textContent()).toContain("Redmi 13");

    await p.getByRole("button", { name: "Editar Redmi 13" }).click();
    await p.waitForURL("**/cadastro/produto/editar/**");
    await p.getByRole("heading", { name: "Editar Produto" }).waitFor();
    await esperar(() => p.getByLabel("Nome do modelo").inputValue()).toBe("Redmi 13");
    await esperar(preco).toBe("R$ 1.000,00");
    await p.getByLabel("Tipo de margem").selectOption("real");
    await digitarNumero("Valor da margem (R$)", "150");
    await esperar(preco).toBe("R$ 650,00");
    await p.getByRole("button", { name: "Salvar Alterações" }).click();
    await p.waitForURL("**/cadastro/produto/lista");
    await p.getByLabel("Buscar").fill("redmi");
    await esperar(() => linhas().first().textContent()).toContain("R$ 650,00");

    await p.getByRole("button", { name: "Excluir Redmi 13" }).click();
    await p.getByText("Tem certeza que deseja excluir este produto?").waitFor();
    await p.getByRole("button", { name: "Sim, excluir" }).click();
    await p.getByText("Nenhum produto encontrado").waitFor();
    await esperar(async () => (await chamarApi("GET", "/api/produtos", { token: a.token })).body.items).toHaveLength(1);
  });

  it("mostra 'Erro ao carregar produto para edição' para um produto que não existe", async () => {
    const a = await novaEmpresa();
    await entrarEm("/cadastro/produto/editar/01ABCDEFGHJKMNPQRSTVWXYZ00", a);
    await nav.pagina.getByRole("alert").filter({ hasText: "Erro ao carregar produto para edição: Produto não encontrado" }).waitFor();
  });

  it("mostra 'Erro ao carregar produtos' com a causa quando a lista falha", async () => {
    const a = await novaEmpresa();
    await nav.pagina.route("**/api/produtos", (rota) =>
      rota.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "INTERNAL", message: "Erro interno do servidor" } }) }),
    );
    await entrarEm("/cadastro/produto/lista", a);
    await nav.pagina.getByRole("alert").filter({ hasText: "Erro ao carregar produtos: Erro interno do servidor" }).waitFor();
  });
});
