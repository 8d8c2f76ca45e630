/**
 * Issue 30, item 1: a date typed wrong (31/02/2026, an unfinished 05/11/20__) in any date field is
 * a field error under that field, never the error page ("Algo deu errado…", a RangeError in
 * Relatórios before). Chromium on the local stack; typing goes through the field's mask.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatarData, hojeBrasil } from "../../shared/br/datas";
import { novaEmpresa } from "../support/api";
import { esperar } from "../support/esperar";
import { digitarData as digitarNoCampo, entrarPelaTela, escolherOpcao, usarNavegador } from "../support/navegador";

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
});
