/** Suppliers and customers screens in Chromium: masks, create, search, edit, delete, duplicates and validation. */
import { describe, expect, it } from "vitest";
import { chamarApi, novaEmpresa, type EmpresaTeste } from "../support/api";
import { novoCnpj } from "../support/fabricas";
import { novoCpf } from "../support/fabricas";
import { entrarPelaTela, usarNavegador } from "../support/navegador";
import { esperar } from "../support/esperar";

const nav = usarNavegador();
const entrarEm = (caminho: string, e: EmpresaTeste) => entrarPelaTela(nav, e.email, e.senha, caminho);



const linhas = () => nav.pagina.locator(".p-datatable-tbody > tr");

describe("tela de fornecedores", () => {
  it("cadastra com máscaras, busca, edita e exclui um fornecedor", async () => {
    const a = await novaEmpresa();
    await entrarEm("/cadastro/fornecedor", a);
    const p = nav.pagina;
    await p.getByText("Nenhum fornecedor encontrado").waitFor();

    await p.getByRole("button", { name: "Novo Fornecedor" }).click();
    await p.getByLabel("Nome").fill("Distribuidora Alfa");
    await p.getByLabel("CNPJ").pressSequentially(novoCnpj());
    await esperar(() => p.getByLabel("CNPJ").inputValue()).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    await p.getByLabel("Telefone").pressSequentially("11987654321");
    await esperar(() => p.getByLabel("Telefone").inputValue()).toBe("(11) 98765-4321");
    await p.getByLabel("Email").fill("contato@alfa.com.br");
    await p.getByRole("button", { name: "Salvar" }).click();
    await esperar(() => linhas().first().textContent()).toContain("Distribuidora Alfa");
    await esperar(() => linhas().first().textContent()).toContain("(11) 98765-4321");
    await esperar(() => linhas().first().textContent()).toContain("0001");

    await chamarApi("POST", "/api/fornecedores", { token: a.token, body: { nome: "Beta Peças" } });
    await p.reload();
    await esperar(() => linhas().count()).toBe(2);
    await p.getByLabel("Buscar").fill("ALFA");
    await esperar(() => linhas().count()).toBe(1);

    await p.getByRole("button", { name: "Editar Distribuidora Alfa" }).click();
    await p.getByLabel("Email").fill("email-invalido");
    await p.getByRole("button", { name: "Salvar" }).click();
    await p.getByText("Email inválido").waitFor();
    await p.getByLabel("Email").fill("");
    await p.getByLabel("Nome").fill("Distribuidora Alfa Editada");
    await p.getByRole("button", { name: "Salvar" }).click();
    await esperar(() => linhas().first().textContent()).toContain("Distribuidora Alfa Editada");

    await p.getByRole("button", { name: "Excluir Distribuidora Alfa Editada" }).click();
    await p.getByText("Tem certeza que deseja excluir este fornecedor?").waitFor();
    await p.getByRole("button", { name: "Sim, excluir" }).click();
    await p.getByText("Nenhum fornecedor encontrado").waitFor();
  });

  it("mostra 'Nome é obrigatório', 'CNPJ inválido' e o CNPJ duplicado da empresa", async () => {
    const a = await novaEmpresa();
    const cnpj = novoCnpj();
    await chamarApi("POST", "/api/fornecedores", { token: a.token, body: { nome: "Já existe", cnpj } });
    await entrarEm("/cadastro/fornecedor", a);
    const p = nav.pagina;
    await p.getByRole("button", { name: "Novo Fornecedor" }).click();
    await p.getByLabel("CNPJ").fill("11.111.111/1111-11");
    await p.getByRole("button", { name: "Salvar" }).click();
    await p.getByText("Nome é obrigatório").waitFor();
    await p.getByText("CNPJ inválido").waitFor();

    await p.getByLabel("Nome").fill("Repetido");
    await p.getByLabel("CNPJ").fill(cnpj);
    await p.getByRole("button", { name: "Salvar" }).click();
    await p.getByRole("alert").filter({ hasText: "CNPJ já cadastrado para outro fornecedor" }).first().waitFor();
    await esperar(() => p.getByRole("dialog").isVisible()).toBe(true);
  });
});

describe("tela de clientes", () => {
  it("cadastra com CPF e data mascarados, busca por CPF, edita e exclui um cliente", async () => {
    const a = await novaEmpresa();
    const cpf = novoCpf();
    await entrarEm("/cadastro/cliente", a);
    const p = nav.pagina;
    await p.getByText("Nenhum cliente encontrado").waitFor();

    await p.getByRole("button", { name: "Novo Cliente" }).click();
    await p.getByLabel("Nome").fill("Maria Oliveira");
    await p.getByLabel("CPF").pressSequentially(cpf);
    await esperar(() => p.getByLabel("CPF").inputValue()).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    await p.getByLabel("Telefone").pressSequentially("8133334444");
    await p.getByLabel("Data de nascimento").pressSequentially("15031990");
    await esperar(() => p.getByLabel("Data de nascimento").inputValue()).toBe("15/03/1990");
    await p.getByRole("button", { name: "Salvar" }).click();
    await esperar(() => linhas().first().textContent()).toContain("Maria Oliveira");
    await esperar(() => linhas().first().textContent()).toContain("15/03/1990");
    await esperar(() => linhas().first().textContent()).toContain("(81) 3333-4444");
    await esperar(async () => (await chamarApi("GET", "/api/clientes", { token: a.token })).body.items[0]).toMatchObject({ cpf, telefone: "8133334444", data_nasc: "1990-03-15" });

    await p.getByLabel("Buscar").fill(cpf.slice(0, 3) + "." + cpf.slice(3, 6));
    await esperar(() => linhas().count()).toBe(1);
    await p.getByRole("button", { name: "Editar Maria Oliveira" }).click();
    await esperar(() => p.getByLabel("Data de nascimento").inputValue()).toBe("15/03/1990");
    await p.getByLabel("Data de nascimento").fill("31/02/1990");
    await p.getByRole("button", { name: "Salvar" }).click();
    await p.getByText("Data de nascimento inválida").waitFor();
    await p.getByLabel("Data de nascimento").fill("");
    await p.getByRole("button", { name: "Salvar" }).click();
    await p.getByRole("dialog").waitFor({ state: "detached" });
    await esperar(async () => (await chamarApi("GET", "/api/clientes", { token: a.token })).body.items[0].data_nasc).toBeNull();

    await p.getByRole("button", { name: "Excluir Maria Oliveira" }).click();
    await p.getByText("Tem certeza que deseja excluir este cliente?").waitFor();
    await p.getByRole("button", { name: "Sim, excluir" }).click();
    await p.getByText("Nenhum cliente encontrado").waitFor();
  });

  it("no celular, digita o CEP, escolhe a UF, salva e ao recarregar o endereço continua lá", async () => {
    const a = await novaEmpresa();
    const p = nav.pagina;
    await p.setViewportSize({ width: 360, height: 740 });
    await entrarEm("/cadastro/cliente", a);
    await p.getByText("Nenhum cliente encontrado").waitFor();

    await p.getByRole("button", { name: "Novo Cliente" }).click();
    await p.getByLabel("Nome").fill("Rita Endereço");
    await p.getByLabel("Endereço").fill("Av. Paulista, 1000");
    await p.getByLabel("CEP").pressSequentially("0131010");
    await p.getByLabel("Cidade").fill("São Paulo");
    await p.getByLabel("UF").selectOption({ label: "São Paulo (SP)" });
    await p.getByRole("button", { name: "Salvar" }).click();
    await p.locator("#cliente-cep-erro").filter({ hasText: "CEP inválido" }).waitFor();
    await p.getByLabel("CEP").pressSequentially("0");
    await esperar(() => p.getByLabel("CEP").inputValue()).toBe("01310-100");
    // Nothing of the dialog lies beyond a 360 px screen.
    await esperar(() => p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await p.getByRole("button", { name: "Salvar" }).click();
    await p.getByRole("dialog").waitFor({ state: "detached" });
    await esperar(async () => (await chamarApi("GET", "/api/clientes", { token: a.token })).body.items[0]).toMatchObject({
      endereco: "Av. Paulista, 1000",
      cep: "01310100",
      cidade: "São Paulo",
      uf: "SP",
    });

    await p.reload();
    await p.getByRole("button", { name: "Editar Rita Endereço" }).click();
    await esperar(() => p.getByLabel("CEP").inputValue()).toBe("01310-100");
    await esperar(() => p.getByLabel("Cidade").inputValue()).toBe("São Paulo");
    await esperar(() => p.getByLabel("UF").inputValue()).toBe("SP");
  });

  it("mostra 'CPF inválido' e 'CPF já cadastrado para outro cliente'", async () => {
    const a = await novaEmpresa();
    const cpf = novoCpf();
    await chamarApi("POST", "/api/clientes", { token: a.token, body: { nome: "Primeiro", cpf } });
    await entrarEm("/cadastro/cliente", a);
    const p = nav.pagina;
    await p.getByRole("button", { name: "Novo Cliente" }).click();
    await p.getByLabel("Nome").fill("Segundo");
    await p.getByLabel("CPF").fill("123.456.789-00");
    await p.getByRole("button", { name: "Salvar" }).click();
    await p.getByText("CPF inválido").waitFor();
    await p.getByLabel("CPF").fill(cpf);
    await p.getByRole("button", { name: "Salvar" }).click();
    await p.getByRole("alert").filter({ hasText: "CPF já cadastrado para outro cliente" }).first().waitFor();
  });

  it("mostra uma página, 'Carregar mais' traz a seguinte e a busca acha um cliente que ainda não foi carregado", async () => {
    const a = await novaEmpresa();
    // 52 customers: the API's page is 50, so the oldest two are on the second page.
    for (let i = 0; i < 52; i += 10) {
      await Promise.all(
        Array.from({ length: Math.min(10, 52 - i) }, (_, j) =>
          chamarApi("POST", "/api/clientes", { token: a.token, body: { nome: i + j === 0 ? "Zuleica Primeira" : `Cliente ${String(i + j).padStart(2, "0")}` } }),
        ),
      );
    }
    await entrarEm("/cadastro/cliente", a);
    const p = nav.pagina;
    const carregarMais = p.getByRole("button", { name: "Carregar mais" });
    await carregarMais.waitFor();
    await esperar(() => linhas().count()).toBe(50);
    await carregarMais.click();
    await esperar(() => linhas().count()).toBe(52);
    await carregarMais.waitFor({ state: "detached" });

    await p.reload();
    await carregarMais.waitFor();
    await p.getByLabel("Buscar").fill("zuleica");
    await esperar(() => linhas().count()).toBe(1);
    await esperar(() => linhas().first().textContent()).toContain("Zuleica Primeira");
  });

  it("mostra 'Erro ao carregar clientes' com a causa quando a lista falha, depois de pedir de novo 4 vezes", { timeout: 90_000 }, async () => {
    const a = await novaEmpresa();
    let pedidos = 0;
    await nav.pagina.route("**/api/clientes", (rota) => {
      pedidos += 1;
      return rota.fulfill({ status: 503, headers: { "retry-after": "0" }, contentType: "application/json", body: JSON.stringify({ error: { code: "UNAVAILABLE", message: "Serviço indisponível" } }) });
    });
    await entrarEm("/cadastro/cliente", a);
    // The repetitions wait 1 s, 2 s, 4 s and 8 s (and up to half again): ~15–23 s before the error shows.
    await nav.pagina.getByRole("alert").filter({ hasText: "Erro ao carregar clientes: Serviço indisponível" }).waitFor({ timeout: 40_000 });
    // The first request and the API client's 4 repetitions; React Query does not repeat a 503 again.
    await new Promise((ok) => setTimeout(ok, 2000));
    expect(pedidos).toBe(5);
  });

  it("um 503 com Retry-After é pedido de novo depois do tempo dito e a lista aparece, sem erro", async () => {
    const a = await novaEmpresa();
    await chamarApi("POST", "/api/clientes", { token: a.token, body: { nome: "Cliente Depois da Queda", cpf: novoCpf() } });
    const instantes: number[] = [];
    await nav.pagina.route("**/api/clientes", (rota) => {
      instantes.push(Date.now());
      if (instantes.length <= 2) return rota.fulfill({ status: 503, headers: { "retry-after": "1" }, contentType: "application/json", body: JSON.stringify({ error: { code: "UNAVAILABLE", message: "O sistema está momentaneamente indisponível." } }) });
      return rota.continue();
    });
    await entrarEm("/cadastro/cliente", a);
    await esperar(() => linhas().first().textContent()).toContain("Cliente Depois da Queda");
    expect(await nav.pagina.getByRole("alert").filter({ hasText: "Erro ao carregar clientes" }).count()).toBe(0);
    expect(instantes.length).toBe(3);
    // Each repetition waited the second the answer asked for.
    expect(instantes[1]! - instantes[0]!).toBeGreaterThanOrEqual(950);
    expect(instantes[2]! - instantes[1]!).toBeGreaterThanOrEqual(950);
  });
});
