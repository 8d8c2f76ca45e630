/** Dashboard cards, the month's day grid and the shortcuts, in Chromium on the local stack. */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hojeBrasil } from "../../shared/br/datas";
import { inserirUsuario } from "../../scripts/local/seed";
import { chamarApi, novaEmpresa } from "../support/api";
import { novoEmail } from "../support/fabricas";
import { entrarPelaTela, usarNavegador } from "../support/navegador";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";
import { esperar } from "../support/esperar";

const nav = usarNavegador();

const cartao = (p: Page, nome: string) => p.getByRole("group", { name: nome, exact: true });
const valor = (p: Page, nome: string) => cartao(p, nome).locator(".dash-cartao-valor").innerText();

describe("dashboard", () => {
  it("sem vendas mostra '-', 'Sem vendas' e 'Nenhuma venda registrada neste mês', com os atalhos do admin", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja Vazia" });
    await entrarPelaTela(nav, a.email, a.senha);
    const p = nav.pagina;
    await p.getByText("Nenhuma venda registrada neste mês").waitFor();
    await esperar(() => valor(p, "Melhor dia do mês")).toBe("-");
    await esperar(() => cartao(p, "Melhor dia do mês").innerText()).toContain("Sem vendas");
    await esperar(() => valor(p, "Total de IMEIs")).toBe("0");
    await esperar(() => valor(p, "Receita total")).toBe("R$ 0,00");
    await esperar(() => p.getByTestId("cabecalho-empresa").textContent()).toBe("Loja Vazia");
    const atalhos = p.getByRole("navigation", { name: "Atalhos" });
    for (const nome of ["Usuários", "Nova venda", "Controle de Boletos"]) await atalhos.getByRole("link", { name: nome }).waitFor();
    await atalhos.getByRole("link", { name: "Nova venda" }).click();
    await p.waitForURL("**/vendas");
  });

  it("mostra a venda em boleto do dia nos cartões e na grade do mês", async () => {
    const a = await novaEmpresa();
    const { cliente, itens } = await lojaComEstoque(a.token, 2);
    const hoje = hojeBrasil();
    const v = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[0]!.id, hoje) });
    expect(v.status).toBe(201);
    // The cards come from aggregates the table's stream keeps: open the screen once they have the sale.
    await expect
      .poll(async () => (await chamarApi("GET", "/api/dashboard", { token: a.token })).body, { timeout: 15_000, interval: 200 })
      .toMatchObject({ vendas_boleto_mes: 1, estoque_disponivel: 1, boletos_pendentes: 773.67, valor_estoque_custo: 812.5 });

    await entrarPelaTela(nav, a.email, a.senha);
    const p = nav.pagina;
    const dia = Number(hoje.slice(8));
    await cartao(p, "Total de IMEIs").waitFor();
    await esperar(() => valor(p, "Total de IMEIs")).toBe("2");
    await esperar(() => valor(p, "Vendas boleto no mês")).toBe("1");
    await esperar(() => valor(p, "Estoque disponível")).toBe("1");
    await esperar(() => valor(p, "Aparelhos bloqueados")).toBe("0");
    await esperar(() => cartao(p, "Aparelhos bloqueados").innerText()).toContain("bloqueados por inadimplência");
    await esperar(() => valor(p, "Receita boleto")).toBe("R$ 1.023,67");
    await esperar(() => valor(p, "Receita total")).toBe("R$ 1.023,67");
    await esperar(() => valor(p, "Boletos pendentes")).toBe("R$ 773,67");
    await esperar(() => valor(p, "Melhor dia do mês")).toBe(`Dia ${dia}`);
    await esperar(() => cartao(p, "Melhor dia do mês").innerText()).toContain("1 venda · R$ 1.023,67");
    await esperar(() => valor(p, "Valor do estoque (venda)")).toBe("R$ 1.000,00");
    await esperar(() => valor(p, "Valor do estoque (custo)")).toBe("R$ 812,50");

    const grade = p.getByRole("region", { name: "Vendas por dia" });
    await esperar(() => grade.getByRole("listitem").count()).toBe(31);
    const celula = grade.getByRole("listitem", { name: `Dia ${dia}`, exact: true });
    await esperar(() => celula.getAttribute("class")).toContain("com-vendas");
    await esperar(() => celula.innerText()).toMatch(/1 venda\s+R\$ 1\.023,67/);
    const outro = grade.getByRole("listitem", { name: `Dia ${dia === 1 ? 2 : 1}`, exact: true });
    await esperar(() => outro.getAttribute("class")).not.toContain("com-vendas");
    await esperar(() => p.getByText("Nenhuma venda registrada neste mês").count()).toBe(0);
  });

  it("não mostra o atalho de usuários para quem não é admin", async () => {
    const a = await novaEmpresa();
    const email = novoEmail("vend");
    await inserirUsuario(a.empresa.id, { nome: "Vera Vendas", email, senha: "segredo123", tipo_acesso: "vendedor" });
    await entrarPelaTela(nav, email, "segredo123");
    const p = nav.pagina;
    const atalhos = p.getByRole("navigation", { name: "Atalhos" });
    await atalhos.getByRole("link", { name: "Controle de Boletos" }).waitFor();
    await esperar(() => atalhos.getByRole("link", { name: "Usuários" }).count()).toBe(0);
    await cartao(p, "Total de IMEIs").waitFor();
  });
});
