import { describe, expect, it } from "vitest";
import { hojeBrasil } from "../../shared/br/datas";
import { ROTULO_FORMA } from "../../shared/vendas/schemas";
import { chamarApi, novaEmpresa } from "../support/api";
import { divergenciasRelatorios } from "../support/agregados-relatorios";
import { fluxoEmDia } from "../support/fluxo";
import { baixar, c, dias, usuarioComPapel } from "../support/relatorios";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";
import { agoraMs } from "../../shared/relogio";

const HOJE = hojeBrasil();
const CUSTO = 81250; // valor_unitario of test/support/estoque.ts `entrada`, in centavos

interface Feita {
  total: number;
  forma: string;
  vendedor: string;
  data: string;
  cancelada: boolean;
}

/** Expected rows recomputed from the sales the test made: cancelled ones out, cost = entry cost per device. */
function esperado(vendas: Feita[], chave: (v: Feita) => string, rotulo: (k: string) => string) {
  const linhas = new Map<string, { quantidade: number; receita: number; custo: number }>();
  for (const v of vendas.filter((x) => !x.cancelada)) {
    const l = linhas.get(chave(v)) ?? { quantidade: 0, receita: 0, custo: 0 };
    l.quantidade += 1;
    l.receita += v.total;
    l.custo += CUSTO;
    linhas.set(chave(v), l);
  }
  return [...linhas].map(([k, l]) => ({ chave: k, rotulo: rotulo(k), quantidade: l.quantidade, receita: l.receita / 100, custo: l.custo / 100, margem: (l.receita - l.custo) / 100 }));
}

describe("GET /api/relatorios/vendas", () => {
  it("soma por dia, forma de pagamento, vendedor e produto, com custo de entrada e margem, sem a venda cancelada", async () => {
    const a = await novaEmpresa();
    const vera = await usuarioComPapel(a, "vendedor", "Vera Vendas");
    const { cliente, itens, produto } = await lojaComEstoque(a.token, 4);
    const feitas: Feita[] = [];
    const vender = async (token: string, vendedor: string, corpo: Record<string, unknown>) => {
      const r = await chamarApi("POST", "/api/vendas", { token, body: corpo });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      feitas.push({ total: c(r.body.venda.valor_total), forma: r.body.venda.forma_pagamento, vendedor, data: r.body.venda.data_venda, cancelada: false });
      return r.body.venda.id as string;
    };
    await vender(a.token, a.usuario.id, { cliente_id: cliente.id, imei_id: itens[0]!.id, forma_pagamento: "PIX", data_venda: dias(HOJE, -5) });
    await vender(vera.token, vera.id, { cliente_id: cliente.id, imei_id: itens[1]!.id, forma_pagamento: "DINHEIRO", data_venda: dias(HOJE, -2), entrada: 0 });
    await vender(a.token, a.usuario.id, vendaBoleto(cliente.id, itens[2]!.id, dias(HOJE, -5), { qtd_parcelas: 8, entrada: 300 }));
    const cancelar = await vender(vera.token, vera.id, { cliente_id: cliente.id, imei_id: itens[3]!.id, forma_pagamento: "CARTAO_CREDITO", data_venda: HOJE, qtd_parcelas: 3 });
    expect((await chamarApi("PATCH", `/api/vendas/${cancelar}/status`, { token: a.token, body: { status: "CANCELADA" } })).status).toBe(200);
    feitas[3]!.cancelada = true;
    // Aggregates follow the stream: read only once it has applied every sale and the cancellation.
    await fluxoEmDia();

    const periodo = `de=${dias(HOJE, -10)}&ate=${HOJE}`;
    const porDia = esperado(feitas, (v) => v.data, (k) => k).sort((x, y) => x.chave.localeCompare(y.chave));
    const totais = { quantidade: 3, receita: 0, custo: 0, margem: 0 };
    for (const l of porDia) {
      totais.receita = (c(totais.receita) + c(l.receita)) / 100;
      totais.custo = (c(totais.custo) + c(l.custo)) / 100;
    }
    totais.margem = (c(totais.receita) - c(totais.custo)) / 100;
    // The figures follow from the stream: wait until it has applied the sales and the cancellation.
    await expect
      .poll(async () => (await chamarApi("GET", `/api/relatorios/vendas?${periodo}&agrupar=dia`, { token: a.token })).body, { timeout: 20_000, interval: 250 })
      .toMatchObject({ linhas: porDia, totais, agrupar: "dia", observacoes: [] });
    // Conservation: every REL# row of the company (and their sums) equals the recomputation from its sales, instalments and stock.
    await expect.poll(() => divergenciasRelatorios(a.empresa.id), { timeout: 20_000, interval: 250 }).toEqual([]);

    const ordem = (l: { receita: number; rotulo: string }[]) => l.sort((x, y) => y.receita - x.receita || x.rotulo.localeCompare(y.rotulo, "pt-BR"));
    // Each grouping reads its own aggregate items (REL# month items and REL#VDIAS day cells), which the stream keeps too: read until settled.
    const agrupado = async (agrupar: string, token: string, esperadas: unknown) => {
      await expect.poll(async () => (await chamarApi("GET", `/api/relatorios/vendas?${periodo}&agrupar=${agrupar}`, { token })).body.linhas, { timeout: 20_000, interval: 250 }).toEqual(esperadas);
      return chamarApi("GET", `/api/relatorios/vendas?${periodo}&agrupar=${agrupar}`, { token });
    };
    // Reports are for the finance roles (shared/usuarios/permissoes.ts): the seller who made the sales gets 403.
    expect((await chamarApi("GET", `/api/relatorios/vendas?${periodo}&agrupar=forma_pagamento`, { token: vera.token })).status).toBe(403);
    const formas = await agrupado("forma_pagamento", a.token, ordem(esperado(feitas, (v) => v.forma, (k) => ROTULO_FORMA[k as keyof typeof ROTULO_FORMA])));
    expect(formas.body.linhas.map((l: { chave: string }) => l.chave)).not.toContain("CARTAO_CREDITO");
    const nomes: Record<string, string> = { [a.usuario.id]: a.usuario.nome, [vera.id]: "Vera Vendas" };
    const vendedores = await agrupado("vendedor", a.token, ordem(esperado(feitas, (v) => v.vendedor, (k) => nomes[k]!)));
    const produtos = await agrupado("produto", a.token, esperado(feitas, () => produto.id, () => produto.nome_modelo));
    for (const r of [formas, vendedores, produtos]) expect(r.body.totais).toEqual(totais);
    expect(Date.parse(produtos.body.atualizado_em)).toBeGreaterThan(agoraMs() - 120_000);

    // Whole months (read as month totals, not per day) give the same figures.
    const fimDoMes = dias(`${dias(`${HOJE.slice(0, 8)}01`, 32).slice(0, 8)}01`, -1);
    const inteiros = await chamarApi("GET", `/api/relatorios/vendas?de=${dias(HOJE, -10).slice(0, 8)}01&ate=${fimDoMes}&agrupar=forma_pagamento`, { token: a.token });
    expect(inteiros.body.linhas).toEqual(formas.body.linhas);
    expect(inteiros.body.totais).toEqual(totais);

    // A period that leaves out the first day leaves out its sales.
    const depois = await chamarApi("GET", `/api/relatorios/vendas?de=${dias(HOJE, -4)}&ate=${HOJE}`, { token: a.token });
    expect(depois.body.linhas).toEqual(porDia.filter((l) => l.chave >= dias(HOJE, -4)));
  });

  it("baixa o CSV com BOM, ponto e vírgula, vírgula decimal, cabeçalho em português e o período no nome", async () => {
    const a = await novaEmpresa();
    const { cliente, itens } = await lojaComEstoque(a.token, 1);
    const v = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[0]!.id, HOJE, { qtd_parcelas: 8, entrada: 300 }) });
    const total = c(v.body.venda.valor_total);
    const de = dias(HOJE, -3);
    const caminho = `/api/relatorios/vendas?de=${de}&ate=${HOJE}&agrupar=forma_pagamento&formato=csv`;
    await expect.poll(async () => (await baixar(caminho, a.token)).texto, { timeout: 20_000, interval: 250 }).toContain("Boleto parcelado");
    const r = await baixar(caminho, a.token);
    expect(r.status).toBe(200);
    expect(r.tipo).toBe("text/csv; charset=utf-8");
    expect(r.disposicao).toBe(`attachment; filename="relatorio-vendas-forma_pagamento-${de}-a-${HOJE}.csv"`);
    expect([...r.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const br = (centavos: number) => `${Math.trunc(centavos / 100)},${String(Math.abs(centavos) % 100).padStart(2, "0")}`;
    expect(r.texto.slice(1).split("\r\n")).toEqual([
      "Forma de pagamento;Quantidade;Receita (R$);Custo (R$);Margem (R$)",
      `Boleto parcelado;1;${br(total)};${br(CUSTO)};${br(total - CUSTO)}`,
      `Total;1;${br(total)};${br(CUSTO)};${br(total - CUSTO)}`,
      "",
    ]);
  });
});
