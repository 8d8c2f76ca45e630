/** The finance list of a long month on a phone: 50 sales at a time, 'Carregar mais' for the next, totals of the whole month from the first page. */
import { describe, it } from "vitest";
import { hojeBrasil } from "../../shared/br/datas";
import { novaEmpresa } from "../support/api";
import { esperar } from "../support/esperar";
import { entrarPelaTela, usarNavegador } from "../support/navegador";
import { semearVendas } from "../support/semear-vendas";
import { esperarSemRolagemLateral } from "../support/telas";
import { lojaComEstoque } from "../support/vendas";

const nav = usarNavegador();

describe("financeiro: um mês longo", () => {
  it("a 390 px mostra 50 vendas por vez, as seguintes com 'Carregar mais', e os totais do mês inteiro", async () => {
    const a = await novaEmpresa();
    const { cliente, produto } = await lojaComEstoque(a.token, 1, "Cliente do Mês");
    await semearVendas(a.empresa.id, 120, { clienteId: cliente.id, produtoId: produto.id, usuarioId: a.usuario.id, data: hojeBrasil() });
    const p = nav.pagina;
    await p.setViewportSize({ width: 390, height: 844 });
    await entrarPelaTela(nav, a.email, a.senha, "/financeiro");
    const linhas = p.locator(".p-datatable-tbody > tr");
    await esperar(() => linhas.count()).toBe(50);
    // The totals are the stream's aggregates: the page reads them again until the 120 sales reached them.
    const vendas = p.getByRole("group", { name: "Vendas", exact: true }).locator(".fin-total-valor");
    await esperar(async () => {
      if ((await vendas.innerText()) !== "120") await p.reload();
      return vendas.innerText();
    }).toBe("120");
    await esperar(() => p.getByRole("group", { name: "Receita total", exact: true }).locator(".fin-total-valor").innerText()).toBe("R$ 120.000,00");
    const mais = p.getByRole("button", { name: "Carregar mais" });
    await mais.click();
    await esperar(() => linhas.count()).toBe(100);
    await mais.click();
    await esperar(() => linhas.count()).toBe(120);
    await esperar(() => mais.count()).toBe(0);
    await esperarSemRolagemLateral(p, "/financeiro a 390 px");
  }, 120_000);
});
