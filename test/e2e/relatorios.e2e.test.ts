/** /relatorios in Chromium on the local stack: a chart and the table of a company with sales, and the CSV download. */
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { hojeBrasil } from "../../shared/br/datas";
import { chamarApi, novaEmpresa } from "../support/api";
import { esperar } from "../support/esperar";
import { entrarPelaTela, escolherOpcao, usarNavegador } from "../support/navegador";
import { violacoesGraves } from "../support/axe";
import { rolagemLateral } from "../support/telas";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";

const nav = usarNavegador();
const HOJE = hojeBrasil();

describe("relatórios", () => {
  it("mostram gráfico e tabela com totais das vendas do mês, por forma de pagamento, e baixam o CSV", async () => {
    const a = await novaEmpresa();
    const { cliente, itens } = await lojaComEstoque(a.token, 3);
    for (const corpo of [vendaBoleto(cliente.id, itens[0]!.id, HOJE), { cliente_id: cliente.id, imei_id: itens[1]!.id, forma_pagamento: "PIX", data_venda: HOJE }]) {
      expect((await chamarApi("POST", "/api/vendas", { token: a.token, body: corpo })).status).toBe(201);
    }
    // 1.023,67 (boleto 12x: 250,00 + 750,00 ÷ 0,9694) + 1.000,00 (PIX); cost 2 × 812,50. The figures follow from the stream.
    await expect
      .poll(async () => (await chamarApi("GET", "/api/relatorios/vendas", { token: a.token })).body.totais, { timeout: 20_000, interval: 250 })
      .toEqual({ quantidade: 2, receita: 2023.67, custo: 1625, margem: 398.67 });

    await entrarPelaTela(nav, a.email, a.senha, "/relatorios");
    const p = nav.pagina;
    await p.setViewportSize({ width: 360, height: 780 });
    await p.getByRole("heading", { name: "Relatórios" }).waitFor();
    await p.locator(".rel-grafico canvas").waitFor();
    const rodape = p.locator(".rel-tabela tfoot");
    await esperar(() => rodape.innerText()).toMatch(/Total\s+2\s+R\$ 2\.023,67\s+R\$ 1\.625,00\s+R\$ 398,67/);
    await esperar(() => p.locator(".rel-tabela tbody tr").count()).toBe(1);
    await esperar(() => p.locator(".rel-tabela tbody").innerText()).toContain(HOJE.split("-").reverse().join("/"));
    await esperar(() => p.locator(".rel-frescor").innerText()).toMatch(/Atualizado às \d{2}:\d{2}/);
    await esperar(() => rolagemLateral(p)).toBe(0);
    expect(await violacoesGraves(p)).toEqual([]);

    await escolherOpcao(p, p.getByLabel("Agrupar por"), "Forma de pagamento");
    await esperar(() => p.locator(".rel-tabela tbody").innerText()).toMatch(/Boleto parcelado[\s\S]*PIX/);
    await p.locator(".rel-grafico canvas").waitFor();

    const [download] = await Promise.all([p.waitForEvent("download"), p.getByRole("button", { name: "Baixar CSV" }).click()]);
    const de = `${HOJE.slice(0, 8)}01`;
    expect(download.suggestedFilename()).toBe(`relatorio-vendas-forma_pagamento-${de}-a-${HOJE}.csv`);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString("utf8").split("\r\n")).toEqual([
      "Forma de pagamento;Quantidade;Receita (R$);Custo (R$);Margem (R$)",
      "Boleto parcelado;1;1023,67;812,50;211,17",
      "PIX;1;1000,00;812,50;187,50",
      "Total;2;2023,67;1625,00;398,67",
      "",
    ]);

    await p.getByRole("tab", { name: "Estoque" }).click();
    await esperar(() => p.locator(".rel-tabela tfoot").innerText()).toMatch(/Total\s+1\s+R\$ 812,50\s+R\$ 1\.000,00/);
    await p.locator(".rel-grafico canvas").waitFor();
    expect(await violacoesGraves(p)).toEqual([]);
  });

  it("sem vendas no período mostra 'Nenhuma venda no período'", async () => {
    const a = await novaEmpresa();
    await entrarPelaTela(nav, a.email, a.senha, "/relatorios");
    await nav.pagina.getByText("Nenhuma venda no período").waitFor();
    await nav.pagina.getByRole("tab", { name: "Recebíveis" }).click();
    await nav.pagina.getByText("Nenhuma parcela em aberto").waitFor();
  });
});
