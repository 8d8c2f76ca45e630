/**
 * Who may do what on the screen (issue 30), in Chromium on the local stack: a vendedor's menu has
 * no finance, report or registry-maintenance entries, Controle de Boletos is read-only for them
 * (no 'Marcar Paga', 'Reenviar boletos' or lock actions), an address they may not use says
 * 'Acesso Negado', and the admin's users screen carries the legend of the same table.
 */
import { describe, expect, it } from "vitest";
import { hojeBrasil } from "../../shared/br/datas";
import { chamarApi, novaEmpresa } from "../support/api";
import { esperar } from "../support/esperar";
import { novoEmail } from "../support/fabricas";
import { entrarPelaTela, usarNavegador } from "../support/navegador";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";

const nav = usarNavegador();

describe("permissões na tela", () => {
  it("o vendedor não vê Financeiro > Visão Geral, Relatórios nem 'Marcar Paga', e mantém Vendas e o Controle de Boletos só para leitura", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja dos Papéis" });
    const loja = await lojaComEstoque(a.token, 1, "Cliente do Carnê");
    // With the customer's consent to the lock: the lock actions exist for this contract, and the vendedor still does not see them.
    const venda = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(loja.cliente.id, loja.itens[0]!.id, hojeBrasil(), { qtd_parcelas: 8, consentimento_bloqueio: true }) });
    expect(venda.status, JSON.stringify(venda.body)).toBe(201);
    const email = novoEmail("vendedor");
    const u = await chamarApi("POST", "/api/usuarios", { token: a.token, body: { nome: "Vera Vendas", email, senha: "segredo123", tipo_acesso: "vendedor" } });
    expect(u.status, JSON.stringify(u.body)).toBe(201);

    await entrarPelaTela(nav, email, "segredo123");
    const p = nav.pagina;
    const menu = p.getByRole("navigation", { name: "Menu principal" });
    // What a vendedor keeps, found first, so the absences below are of a rendered menu.
    for (const nome of ["Dashboard", "Vendas", "Controle de Boletos", "Controle de Estoque", "Cliente", "Listar Produtos"]) {
      await menu.getByRole("link", { name: nome, exact: true }).waitFor();
    }
    for (const nome of ["Visão Geral", "Relatórios", "Entrada de Produtos", "Marca", "Categoria", "Fornecedor", "Usuários", "Modelos de Documentos"]) {
      await esperar(() => menu.getByRole("link", { name: nome, exact: true }).count(), nome).toBe(0);
    }

    // The dashboard without cost figures: the card is gone, not R$ 0,00.
    await p.getByRole("group", { name: "Valor do estoque (venda)", exact: true }).waitFor();
    await esperar(() => p.getByRole("group", { name: "Valor do estoque (custo)", exact: true }).count()).toBe(0);

    await menu.getByRole("link", { name: "Controle de Boletos", exact: true }).click();
    const cartao = p.getByRole("article", { name: "Cliente do Carnê" });
    await cartao.getByRole("button", { name: /^Detalhes/ }).click();
    await cartao.getByRole("heading", { name: "Parcelas (8)" }).waitFor();
    await esperar(() => cartao.locator(".p-datatable-tbody > tr").count()).toBe(8);
    await esperar(() => p.getByRole("button", { name: /Marcar Paga/ }).count()).toBe(0);
    await esperar(() => p.getByRole("button", { name: /Reenviar boletos/ }).count()).toBe(0);
    await esperar(() => p.getByRole("button", { name: /Bloquear Aparelho/ }).count()).toBe(0);

    await p.goto(nav.url("/relatorios"));
    await p.getByRole("heading", { name: "Acesso Negado" }).waitFor();
  });

  it("o vendedor não vê 'Nova Entrada' no Controle de Estoque nem abre o formulário de produto (custo e margem): Acesso Negado", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja Sem Custos" });
    const loja = await lojaComEstoque(a.token, 1);
    const email = novoEmail("vendedor");
    const u = await chamarApi("POST", "/api/usuarios", { token: a.token, body: { nome: "Vera Vendas", email, senha: "segredo123", tipo_acesso: "vendedor" } });
    expect(u.status, JSON.stringify(u.body)).toBe(201);

    await entrarPelaTela(nav, email, "segredo123", "/estoque/lista");
    const p = nav.pagina;
    // The entries table rendered first, so the absence below is of a rendered screen.
    await p.getByRole("heading", { name: "Controle de Estoque" }).waitFor();
    await p.getByRole("cell", { name: new RegExp(loja.produto.nome_modelo) }).first().waitFor();
    await esperar(() => p.getByRole("button", { name: "Nova Entrada" }).count()).toBe(0);

    for (const caminho of ["/cadastro/produto", `/cadastro/produto/editar/${loja.produto.id}`]) {
      await p.goto(nav.url(caminho));
      await p.getByRole("heading", { name: "Acesso Negado" }).waitFor();
      await esperar(() => p.getByLabel(/Custo base|Margem/).count(), caminho).toBe(0);
    }
  });

  it("o admin vê a legenda das permissões na tela de usuários", async () => {
    const a = await novaEmpresa();
    await entrarPelaTela(nav, a.email, a.senha, "/configuracoes/empresas/usuarios");
    const p = nav.pagina;
    await p.getByText("O que cada tipo de acesso pode fazer").click();
    const legenda = p.getByLabel("Quem pode o quê");
    await legenda.getByText("Relatórios", { exact: true }).waitFor();
    await esperar(() => legenda.locator(".legenda-linha", { hasText: /^Relatórios/ }).locator("dd").innerText()).toBe("Financeiro, Gerente, Administrador");
    await esperar(() => legenda.locator(".legenda-linha", { hasText: /^Excluir/ }).locator("dd").innerText()).toBe("Gerente, Administrador");
  });
});
