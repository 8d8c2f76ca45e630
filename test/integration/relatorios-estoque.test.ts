import { describe, expect, it } from "vitest";
import { hojeBrasil } from "../../shared/br/datas";
import { divergencias } from "../support/agregados";
import { divergenciasRelatorios } from "../support/agregados-relatorios";
import { chamarApi, novaEmpresa } from "../support/api";
import { entrada, produtoEFornecedor } from "../support/estoque";
import { novoCpf, novoImei } from "../support/fabricas";
import { fluxoEmDia } from "../support/fluxo";
import { baixar, c, dias } from "../support/relatorios";

const HOJE = hojeBrasil();

/**
 * Until the stream has applied every write: the poller has caught up (fluxoEmDia), then each
 * aggregate equals the sum over the items, the dashboard's and the reports'. A report polled until
 * it shows the expected figures is not enough, nor is the sum alone: while a device's entry and
 * its sale are both pending, "every device but the sold one" is exactly what the aggregates and
 * the items agree on, and the next read counts the sold device until the sale's record follows
 * (that was the flaky read of the issue 14 note).
 */
async function assentado(empresaId: string) {
  await fluxoEmDia();
  await expect.poll(async () => [...(await divergencias(empresaId)), ...(await divergenciasRelatorios(empresaId))], { timeout: 20_000, interval: 250 }).toEqual([]);
}

describe("GET /api/relatorios/estoque", () => {
  it("mostra por produto os disponíveis, o valor de custo e de venda e a idade desde a entrada, sem o aparelho vendido e com ele de volta depois de cancelada a venda", async () => {
    const a = await novaEmpresa();
    const { produto, fornecedor } = await produtoEFornecedor(a.token);
    // [days since entry, unit cost, devices]
    const lotes: [number, number, number][] = [[5, 812.5, 2], [45, 790, 1], [100, 700.1, 2]];
    const itens: { id: string; custo: number; idade: number }[] = [];
    for (const [idade, custo, qtd] of lotes) {
      const r = await chamarApi("POST", "/api/estoque/entradas", { token: a.token, body: entrada(produto.id, fornecedor.id, Array.from({ length: qtd }, () => novoImei()), { data_entrada: dias(HOJE, -idade), valor_unitario: custo }) });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      itens.push(...(r.body.itens as { id: string }[]).map((i) => ({ id: i.id, custo: c(custo), idade })));
    }
    const cliente = await chamarApi("POST", "/api/clientes", { token: a.token, body: { nome: "Ana", cpf: novoCpf(), telefone: "(81) 99876-5432", endereco: "Rua A, 1", data_nasc: null } });
    const vendido = itens.find((i) => i.idade === 100)!;
    const venda = await chamarApi("POST", "/api/vendas", { token: a.token, body: { cliente_id: cliente.body.id, imei_id: vendido.id, forma_pagamento: "PIX", data_venda: HOJE } });
    expect(venda.status, JSON.stringify(venda.body)).toBe(201);

    const restantes = itens.filter((i) => i !== vendido);
    const preco = c(produto.preco_final);
    const faixa = (d: number) => (d <= 30 ? "dias_0_30" : d <= 60 ? "dias_31_60" : d <= 90 ? "dias_61_90" : "dias_90_mais");
    const idades = { dias_0_30: 0, dias_31_60: 0, dias_61_90: 0, dias_90_mais: 0 };
    for (const i of restantes) idades[faixa(i.idade)] += 1;
    const linha = {
      chave: produto.id,
      rotulo: produto.nome_modelo,
      quantidade: restantes.length,
      valor_custo: restantes.reduce((s, i) => s + i.custo, 0) / 100,
      valor_venda: (preco * restantes.length) / 100,
      ...idades,
    };
    await assentado(a.empresa.id);
    const r = await chamarApi("GET", "/api/relatorios/estoque", { token: a.token });
    expect(r.body.linhas).toEqual([linha]);
    const { chave: _c, rotulo: _r, ...totais } = linha;
    expect(r.body).toMatchObject({ data_base: HOJE, totais, observacoes: [] });
    const csv = await baixar("/api/relatorios/estoque?formato=csv", a.token);
    expect(csv.disposicao).toBe(`attachment; filename="relatorio-estoque-${HOJE}.csv"`);
    const [cabecalho, primeira] = csv.texto.replace(/^\uFEFF/, "").split("\r\n");
    expect(cabecalho).toBe("Produto;Disponíveis;Valor de custo (R$);Valor de venda (R$);0 a 30 dias (un.);31 a 60 dias (un.);61 a 90 dias (un.);Mais de 90 dias (un.)");
    expect(primeira).toBe(`${produto.nome_modelo};4;${linha.valor_custo.toFixed(2).replace(".", ",")};${linha.valor_venda.toFixed(2).replace(".", ",")};2;1;0;1`);

    // The sale cancelled: the device is back, at its cost and in its age bucket, and stays counted once.
    const cancelada = await chamarApi("PATCH", `/api/vendas/${venda.body.venda.id}/status`, { token: a.token, body: { status: "CANCELADA" } });
    expect(cancelada.status, JSON.stringify(cancelada.body)).toBe(200);
    await assentado(a.empresa.id);
    const todos = { ...linha, quantidade: itens.length, valor_custo: itens.reduce((s, i) => s + i.custo, 0) / 100, valor_venda: (preco * itens.length) / 100, dias_90_mais: idades.dias_90_mais + 1 };
    for (let leitura = 0; leitura < 3; leitura++) {
      const depois = await chamarApi("GET", "/api/relatorios/estoque", { token: a.token });
      expect(depois.body.linhas).toEqual([todos]);
      expect(depois.body.totais).toEqual({ quantidade: 5, valor_custo: todos.valor_custo, valor_venda: todos.valor_venda, dias_0_30: 2, dias_31_60: 1, dias_61_90: 0, dias_90_mais: 2 });
    }
  });
});
