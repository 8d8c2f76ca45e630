/** Legal pages (issue 10, item 7): the footer's links open the terms, the privacy policy and the LGPD page. */
import { describe, expect, it } from "vitest";
import { usarNavegador } from "../support/navegador";
import { esperar } from "../support/esperar";

const nav = usarNavegador();

describe("páginas legais", () => {
  it("os links do rodapé abrem os termos de uso, a política de privacidade e a página da LGPD", async () => {
    const p = nav.pagina;
    const paginas = [
      { link: "Termos de Uso", url: "/termos-de-uso", titulo: "Termos de Uso" },
      { link: "Política de Privacidade", url: "/politica-de-privacidade", titulo: "Política de Privacidade" },
      { link: "LGPD", url: "/lgpd", titulo: "LGPD — Lei Geral de Proteção de Dados" },
    ];
    for (const { link, url, titulo } of paginas) {
      await p.goto(nav.url("/"));
      await p.getByRole("navigation", { name: "Informações legais" }).getByRole("link", { name: link, exact: true }).click();
      await p.waitForURL(`**${url}`);
      await p.getByRole("heading", { level: 1, name: titulo }).waitFor();
      await esperar(() => p.title()).toContain(titulo);
      // Each page links to the other two, and back to the start.
      for (const outra of paginas) await p.getByRole("navigation", { name: "Informações legais" }).getByRole("link", { name: outra.link, exact: true }).waitFor();
      await p.getByRole("link", { name: "Voltar ao início" }).waitFor();
    }
  });

  it("a página da LGPD diz o que é coletado, por quê, a base legal, a guarda, os direitos e quem é controlador e operador", async () => {
    const p = nav.pagina;
    await p.goto(nav.url("/lgpd"));
    const secao = (nome: string) => p.getByRole("region", { name: nome });
    await p.getByRole("heading", { level: 1, name: /LGPD/ }).waitFor();
    await esperar(() => secao("1. Quem é controlador e quem é operador").innerText()).toMatch(/A loja \(empresa assinante\) é a controladora/);
    await esperar(() => secao("1. Quem é controlador e quem é operador").innerText()).toMatch(/O ERP Celulares é o operador/);
    for (const d of ["CPF", "telefone", "endereço", "IMEI", "e-mail"]) await esperar(() => secao("2. Que dados são tratados").innerText()).toContain(d);

    const bases = p.getByRole("table", { name: "Finalidades, dados e bases legais" });
    for (const base of ["art. 7º, V", "art. 7º, X", "art. 7º, II", "art. 7º, IX"]) await esperar(() => bases.innerText()).toContain(base);
    await esperar(() => bases.getByRole("row").count()).toBeGreaterThanOrEqual(7);

    await esperar(() => p.getByRole("table", { name: "Prazos de guarda" }).innerText()).toMatch(/6 meses[\s\S]*Marco Civil/);
    const direitos = secao("6. Direitos do titular dos dados");
    await esperar(() => direitos.getByRole("listitem").count()).toBe(9);
    await esperar(() => direitos.innerText()).toMatch(/art\. 18/);
    await esperar(() => secao("7. Como exercer seus direitos").innerText()).toMatch(/diretamente à loja onde comprou/);
    const contato = secao("9. Encarregado pelo tratamento de dados (DPO)").getByRole("link", { name: "privacidade@erpcelulares.com.br" });
    await esperar(() => contato.getAttribute("href")).toBe("mailto:privacidade@erpcelulares.com.br");
  });

  it("abrir o endereço direto mostra a página e não volta para o início", async () => {
    const p = nav.pagina;
    for (const [url, titulo] of [["/termos-de-uso", "Termos de Uso"], ["/politica-de-privacidade", "Política de Privacidade"]]) {
      await p.goto(nav.url(url!));
      await p.getByRole("heading", { level: 1, name: titulo }).waitFor();
      expect(new URL(p.url()).pathname).toBe(url);
    }
    await p.getByRole("link", { name: "Voltar ao início" }).click();
    await p.waitForURL((u) => u.pathname === "/");
    await p.locator("section#planos").waitFor();
  });
});
