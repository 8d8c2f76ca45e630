import { describe, expect, it } from "vitest";
import { contribuicoesItem } from "../../functions/estoque/agregados";
import { abandonada, cabeNumaTransacao, ITENS_POR_LOTE, lotesDeItens, PRAZO_PENDENTE_MS, prazoPendente } from "../../functions/estoque/lotes-entrada";
import { CriarEntradaInput, MAX_ITENS_ENTRADA } from "../../shared/estoque/schemas";

const item = (imei: string) => ({ imei });

describe("regras da entrada grande", () => {
  it("até 90 IMEIs a entrada é uma transação; acima disso, em lotes", () => {
    expect(cabeNumaTransacao(90)).toBe(true);
    expect(cabeNumaTransacao(91)).toBe(false);
  });

  it("corta os itens em lotes de 99 em ordem de IMEI (com a checagem da entrada, 100 escritas)", () => {
    const itens = Array.from({ length: 1000 }, (_, i) => item(String(100000000000000 + ((i * 7919) % 1000))));
    const lotes = lotesDeItens(itens);
    expect(ITENS_POR_LOTE).toBe(99);
    expect(lotes.map((l) => l.length)).toEqual([...Array(10).fill(99), 10]);
    const emOrdem = lotes.flat().map((i) => i.imei);
    expect(emOrdem).toEqual([...emOrdem].sort());
    expect(new Set(emOrdem).size).toBe(1000);
    expect(lotesDeItens([item("3"), item("1"), item("2")], 2)).toEqual([[item("1"), item("2")], [item("3")]]);
  });

  it("uma entrada pendente só é abandonada depois do prazo", () => {
    const inicio = new Date("2026-11-23T10:00:00.000Z");
    const e = { situacao: "pendente", prazo_pendente: prazoPendente(inicio) };
    expect(abandonada(e, new Date(inicio.getTime() + PRAZO_PENDENTE_MS - 1))).toBe(false);
    expect(abandonada(e, new Date(inicio.getTime() + PRAZO_PENDENTE_MS + 1))).toBe(true);
    expect(abandonada({ ...e, situacao: "confirmada" }, new Date(inicio.getTime() + 10 * PRAZO_PENDENTE_MS))).toBe(false);
  });

  it("um item de entrada em curso não soma em nenhum agregado; sem a marca, soma", () => {
    const imagem = { produto_id: "p1", status: "em_estoque", valor_unitario_centavos: 100, preco_venda_centavos: 150 };
    expect(contribuicoesItem("e1", { ...imagem, entrada_pendente: "ent1" })).toEqual([]);
    expect(contribuicoesItem("e1", imagem)).toHaveLength(2);
  });

  it("aceita 1.000 itens numa entrada e recusa 1.001", () => {
    const corpo = (n: number) => ({ produto_id: "p", fornecedor_id: "f", data_entrada: "2026-11-20", valor_unitario: 10, itens: Array.from({ length: n }, () => ({ imei: "", cor: "Preto" })) });
    expect(MAX_ITENS_ENTRADA).toBe(1000);
    const r = CriarEntradaInput.safeParse(corpo(1001));
    expect(r.success).toBe(false);
    expect(r.error?.issues.find((i) => i.path.join(".") === "itens")?.message).toBe("Uma entrada pode ter no máximo 1.000 itens. Divida a nota em mais de uma entrada.");
  });
});
