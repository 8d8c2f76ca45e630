import { describe, expect, it } from "vitest";
import { montarPosicao, type ProdutoPosicao } from "../../functions/estoque/domain";
import type { Posicao } from "../../functions/estoque/repo";
import { colarImeis } from "../../frontend/src/pages/estoque/entrada/colar-imeis";

const produto = (id: string, preco: number, minimo: number | null = null): ProdutoPosicao => ({
  id,
  codigo: id,
  nome_modelo: `Modelo ${id}`,
  preco_final: preco,
  estoque_minimo: minimo,
  marca: null,
  categoria: null,
});
const posicao = (produto_id: string, em_estoque: number, receita_centavos: number, custo: number): Posicao => ({
  produto_id,
  em_estoque,
  vendido: 0,
  bloqueado: 0,
  defeito: 0,
  custo_em_estoque_centavos: custo,
  receita_centavos,
});

describe("posição de estoque", () => {
  it("soma os KPIs em centavos, classifica a curva ABC e o nível de cada produto", () => {
    const r = montarPosicao(
      [produto("A", 1000.1, 2), produto("B", 500), produto("C", 99.99, 5), produto("D", 10)],
      [posicao("A", 3, 80_000_00, 2_400_30), posicao("B", 0, 15_000_00, 0), posicao("C", 5, 5_000_00, 250_00)],
    );
    expect(r.produtos.map((l) => [l.produto.id, l.classe_abc, l.nivel])).toEqual([
      ["A", "A", "normal"],
      ["B", "B", "zerado"],
      ["C", "C", "baixo"],
      ["D", "C", "zerado"],
    ]);
    expect(r.kpis).toEqual({ disponivel: 8, vendido: 0, bloqueado: 0, valor_custo: 2650.3, valor_venda: 3500.25, abaixo_minimo: 1 });
  });

  it("uma empresa sem produtos tem KPIs zerados", () => {
    expect(montarPosicao([], []).kpis).toEqual({ disponivel: 0, vendido: 0, bloqueado: 0, valor_custo: 0, valor_venda: 0, abaixo_minimo: 0 });
  });
});

describe("colar IMEIs", () => {
  it.each([
    ["uma linha por IMEI", "111\n222\n333", ["111", "222", "333"]],
    ["quebras do Windows e linhas vazias", "111\r\n\r\n222\r\n", ["111", "222"]],
    ["coluna de planilha com tabulação", "111\t222", ["111", "222"]],
  ])("preenche a lista a partir do campo colado: %s", (_caso, texto, esperado) => {
    const r = colarImeis([{ imei: "", cor: "Azul" }], 0, texto);
    expect(r?.map((i) => i.imei)).toEqual(esperado);
    expect(r?.every((i) => i.cor === "Azul")).toBe(true);
  });

  it("um único valor é uma digitação comum, não uma colagem de lista", () => {
    expect(colarImeis([{ imei: "", cor: "" }], 0, "490154203237518")).toBeNull();
  });

  it("colando no meio da lista, mantém os anteriores e acrescenta linhas", () => {
    const r = colarImeis([{ imei: "1", cor: "Preto" }, { imei: "", cor: "" }], 1, "2\n3\n4");
    expect(r).toEqual([{ imei: "1", cor: "Preto" }, { imei: "2", cor: "" }, { imei: "3", cor: "" }, { imei: "4", cor: "" }]);
  });
});
