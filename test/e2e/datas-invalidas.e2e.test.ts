/**
 * Issue 30, item 1: a date typed wrong (31/02/2026, an unfinished 05/11/20__) in any date field is
 * a field error under that field, never the error page ("Algo deu errado…", a RangeError in
 * Relatórios before). Chromium on the local stack; typing goes through the field's mask.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatarData, hojeBrasil } from "../../shared/br/datas";
import { chamarApi, novaEmpresa } from "../support/api";
import { esperar } from "../support/esperar";
import { digitarData as digitarNoCampo, entrarPelaTela, escolherOpcao, usarNavegador } from "../support/navegador";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";

const nav = usarNavegador();

/** Clears the field and types the digits as a user would (the mask adds the slashes), then Tab. */
const digitarData = (p: Page, id: string, digitos: string) => digitarNoCampo(p.locator(`#${id}`), digitos);

const semPaginaDeErro = async (p: Page) => expect(await p.getByText("Algo deu errado…").count()).toBe(0);

describe("datas inválidas são erro no campo, nunca a página de erro", () => {
  it("Relatórios, período personalizado: 31/02/2026 e 05/11/20__ + Tab", async () => {
    const a = await novaEmpresa();
    await entrarPelaTela(nav, a.email, a.senha, "/relatorios");
    const p = nav.pagina;
    await p.getByRole("heading", { name: "Relatórios" }).waitFor();
    await escolherOpcao(p, p.getByLabel("Período"), "Personalizado");
    await p.locator("#rel-de").waitFor();

    await digitarData(p, "rel-de", "31022026");
    await p.getByText("Data inicial inválida").waitFor();
    await semPaginaDeErro(p);
    expect(await p.locator("#rel-de").inputValue()).toBe("31/02/2026");
    await esperar(() => p.locator(".rel-periodo").innerText()).toBe("Período: corrija as datas acima");

    await digitarData(p, "rel-ate", "051120");
    await p.locator("#rel-ate-erro").waitFor();
    // Unfinished, it stays as typed for the user to finish (issue 36 item 12: it was wiped).
    await esperar(() => p.locator("#rel-ate").inputValue()).toBe("05/11/20__");
    await semPaginaDeErro(p);
    await p.getByRole("heading", { name: "Relatórios" }).waitFor();

    // Corrected, the report comes back for the period typed.
    const hoje = hojeBrasil();
    await digitarData(p, "rel-ate", formatarData(hoje).replace(/\//g, ""));
    await digitarData(p, "rel-de", `01${hoje.slice(5, 7)}${hoje.slice(0, 4)}`);
    await esperar(() => p.locator(".rel-periodo").innerText()).toBe(`Período: 01/${hoje.slice(5, 7)}/${hoje.slice(0, 4)} a ${formatarData(hoje)}`);
    expect(await p.locator(".campo-invalido").count()).toBe(0);
    await p.getByText("Nenhuma venda no período").waitFor();
  });

  it("Financeiro (filtro De) e Entrada de Estoque: a mensagem de data inválida do campo", async () => {
    const a = await novaEmpresa();
    await entrarPelaTela(nav, a.email, a.senha, "/financeiro");
    const p = nav.pagina;
    await p.locator("#filtro-de").waitFor();
    await digitarData(p, "filtro-de", "31022026");
    await p.getByText("Data inicial inválida").waitFor();
    expect(await p.locator("#filtro-de").inputValue()).toBe("31/02/2026");
    await semPaginaDeErro(p);

    await p.goto(nav.url("/estoque/entrada"));
    await p.locator("#data_entrada").waitFor();
    // The form is ready when its lists have loaded and the date shows its default (today): typing
    // earlier raced the form's first fill, which replaced what was typed (seen on a clean CI run).
    await p.locator(".p-dropdown .p-icon-spin").first().waitFor({ state: "detached" });
    await esperar(() => p.locator("#data_entrada").inputValue()).toBe(formatarData(hojeBrasil()));
    await digitarData(p, "data_entrada", "31022026");
    await esperar(() => p.locator("#data_entrada").inputValue()).toBe("31/02/2026");
    await semPaginaDeErro(p);
    await p.getByRole("button", { name: "Próximo", exact: true }).click();
    await p.getByText("Data de entrada inválida").waitFor();
    await semPaginaDeErro(p);
  });

  it("Marcar Paga e Quitar contrato: a data incompleta fica no campo e o erro diz o formato dd/mm/aaaa", async () => {
    const a = await novaEmpresa();
    const loja = await lojaComEstoque(a.token, 1, "Dora Datas");
    const v = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(loja.cliente.id, loja.itens[0]!.id, hojeBrasil(), { qtd_parcelas: 8 }) });
    expect(v.status, JSON.stringify(v.body)).toBe(201);
    await entrarPelaTela(nav, a.email, a.senha, "/financeiro/boletos");
    const p = nav.pagina;
    const c = p.getByRole("article", { name: "Dora Datas" });
    await c.getByRole("button", { name: /^Detalhes/ }).click();

    // 'Marcar Paga': "05/11/20" + Tab stays as typed, with the error naming what the user types.
    await c.getByRole("button", { name: "Marcar Paga a parcela 1" }).click();
    const pagar = p.getByRole("dialog", { name: "Marcar Paga" });
    const dataPagamento = pagar.getByLabel("Data do pagamento");
    await esperar(() => dataPagamento.inputValue()).toBe(formatarData(hojeBrasil()));
    await digitarNoCampo(dataPagamento, "051120");
    await esperar(() => pagar.locator(".p-error").innerText()).toBe("Data do pagamento inválida: use o formato dd/mm/aaaa");
    expect(await dataPagamento.inputValue()).toBe("05/11/20__");
    expect(await pagar.getByRole("button", { name: "Sim, marcar paga" }).isDisabled()).toBe(true);
    await semPaginaDeErro(p);
    await pagar.getByRole("button", { name: "Cancelar" }).click();

    // 'Quitar contrato': the same, and no quote is asked for a date that is not one.
    await c.getByRole("button", { name: "Quitar contrato de Dora Datas" }).click();
    const quitar = p.getByRole("dialog", { name: "Quitar contrato" });
    const dataQuitacao = quitar.getByLabel("Data da quitação");
    await esperar(() => dataQuitacao.inputValue()).toBe(formatarData(hojeBrasil()));
    await quitar.locator(".quitacao-total").waitFor();
    await digitarNoCampo(dataQuitacao, "0511");
    await esperar(() => quitar.locator(".p-error").innerText()).toBe("Data da quitação inválida: use o formato dd/mm/aaaa");
    expect(await dataQuitacao.inputValue()).toBe("05/11/____");
    expect(await quitar.getByRole("button", { name: "Emitir boleto de quitação" }).isDisabled()).toBe(true);
    await semPaginaDeErro(p);
  });
});
