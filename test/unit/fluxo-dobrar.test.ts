import { describe, expect, it } from "vitest";
import { dobrar, ITENS_POR_TRANSACAO, somar, type Aplicacao } from "../../functions/fluxo/dobrar";
import type { Contribuicao } from "../../functions/lib/db/agregados";

const mes = (valores: Record<string, number>): Contribuicao => ({ chave: { PK: "EMP#E1", SK: "AGREGADO#VENDAS#2026-11" }, entidade: "agregado_vendas", valores });
const produto = (id: string, valores: Record<string, number>): Contribuicao => ({ chave: { PK: "EMP#E1", SK: `POSICAO#${id}` }, entidade: "posicao_produto", fixos: { produto_id: id }, valores });
const registro = (n: number, deltas: Contribuicao[]): Aplicacao => ({ eventId: `ev${n}`, seq: String(n).padStart(21, "0"), deltas });

/** Items a chunk writes: one mark per record plus one update per aggregate item. */
const itens = (p: { registros: unknown[]; agregados: unknown[] }) => p.registros.length + p.agregados.length;

describe("dobrar um lote do stream em transações", () => {
  it("80 vendas no mesmo mês viram uma atualização do item do mês com a soma, e 80 marcas", () => {
    const registros = Array.from({ length: 80 }, (_, i) => registro(i, [mes({ qtd: 1, receita_centavos: 1000 + i })]));
    const [pedaco, ...resto] = dobrar(registros);
    expect(resto).toEqual([]);
    expect(pedaco!.registros.map((r) => r.eventId)).toEqual(registros.map((r) => r.eventId));
    expect(pedaco!.agregados).toEqual([mes({ qtd: 80, receita_centavos: 80 * 1000 + (79 * 80) / 2 })]);
  });

  it("uma venda e seu cancelamento no mesmo lote somam zero e ainda gravam o item (existe e registra quando mudou)", () => {
    const [pedaco] = dobrar([registro(1, [mes({ qtd: 1, receita_centavos: 500 })]), registro(2, [mes({ qtd: -1, receita_centavos: -500 })])]);
    expect(pedaco!.agregados).toEqual([mes({ qtd: 0, receita_centavos: 0 })]);
  });

  it("mantém atributos fixos e soma cada item à parte", () => {
    expect(somar([produto("P1", { vendido: 1 }), produto("P2", { vendido: 1 }), produto("P1", { vendido: 1, em_estoque: -1 })])).toEqual([
      produto("P1", { vendido: 2, em_estoque: -1 }),
      produto("P2", { vendido: 1 }),
    ]);
  });

  it("o mesmo registro duas vezes no lote conta uma vez", () => {
    const r = registro(1, [mes({ qtd: 1 })]);
    const [pedaco] = dobrar([r, r]);
    expect(pedaco!.registros).toHaveLength(1);
    expect(pedaco!.agregados).toEqual([mes({ qtd: 1 })]);
  });

  it("fecha cada transação dentro de 100 itens, em ordem, sem perder nem repetir registro", () => {
    // Each record moves the month and a product of its own: 2 new items + its mark.
    const registros = Array.from({ length: 100 }, (_, i) => registro(i, [mes({ qtd: 1 }), produto(`P${i}`, { vendido: 1 })]));
    const pedacos = dobrar(registros);
    for (const p of pedacos) expect(itens(p)).toBeLessThanOrEqual(ITENS_POR_TRANSACAO);
    expect(pedacos.flatMap((p) => p.registros)).toEqual(registros);
    // 1 month item + 49 products + 49 marks = 99; the 50th record would make 101.
    expect(pedacos.map((p) => p.registros.length)).toEqual([49, 49, 2]);
    expect(pedacos.reduce((s, p) => s + (p.agregados.find((a) => a.chave.SK.startsWith("AGREGADO"))?.valores.qtd ?? 0), 0)).toBe(100);
  });

  it.each([1, 2, 10, 37])("com limite %i, nenhum pedaço de mais de um registro passa do limite", (limite) => {
    const registros = Array.from({ length: 30 }, (_, i) => registro(i, [mes({ qtd: 1 }), produto(`P${i % 4}`, { vendido: 1 })]));
    const pedacos = dobrar(registros, limite);
    for (const p of pedacos) if (p.registros.length > 1) expect(itens(p)).toBeLessThanOrEqual(limite);
    expect(pedacos.flatMap((p) => p.registros)).toEqual(registros);
    expect(pedacos.reduce((s, p) => s + p.agregados.reduce((t, a) => t + (a.valores.vendido ?? 0), 0), 0)).toBe(30);
  });
});
