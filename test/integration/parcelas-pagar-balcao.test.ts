/**
 * 'Marcar Paga' with how and when the money came in at the counter (issue 27 item 6):
 * POST /api/parcelas/{id}/pagar { forma_pagamento, data_pagamento } — both optional (DINHEIRO,
 * today); a date in the future or before the sale is a 400 naming the field, an unknown method too;
 * what is stored (method, date, who received) is what the answer and the contract's trail show.
 */
import { describe, expect, inject, it } from "vitest";
import { formatarCentavos } from "../../shared/br/dinheiro";
import { valorPorExtenso } from "../../shared/br/extenso";
import { paginasDoPdf } from "../support/pdf-texto";
import { formatarData, hojeBrasil, somarDias } from "../../shared/br/datas";
import { MSG_PAGAMENTO_BALCAO } from "../../shared/vendas/pagamento-balcao";
import { chamarApi, novaEmpresa } from "../support/api";
import { parcelasGravadas, vendaComBoletos } from "../support/boletos";

const HOJE = hojeBrasil();

describe("POST /api/parcelas/{id}/pagar no balcão", { timeout: 120_000 }, () => {
  it("grava a forma e a data informadas; recusa data futura, anterior à venda e forma desconhecida; padrão DINHEIRO hoje; outra empresa 404", async () => {
    const venda = somarDias(HOJE, -10);
    const { a, contratoId, parcelas } = await vendaComBoletos(8, venda);
    const pagar = (token: string, id: string, body?: unknown) => chamarApi("POST", `/api/parcelas/${id}/pagar`, { token, ...(body === undefined ? {} : { body }) });
    const [p1, p2] = parcelas;

    const recusas: [unknown, string, string][] = [
      [{ data_pagamento: somarDias(HOJE, 1) }, "data_pagamento", MSG_PAGAMENTO_BALCAO.dataFutura],
      [{ data_pagamento: somarDias(venda, -1) }, "data_pagamento", MSG_PAGAMENTO_BALCAO.antesDaVenda],
      [{ data_pagamento: "05/11/2026" }, "data_pagamento", MSG_PAGAMENTO_BALCAO.dataInvalida],
      [{ forma_pagamento: "BOLETO" }, "forma_pagamento", MSG_PAGAMENTO_BALCAO.formaInvalida],
    ];
    for (const [body, campo, mensagem] of recusas) {
      const r = await pagar(a.token, p1!.id, body);
      expect([r.status, r.body.error.fields?.[campo]], JSON.stringify(body)).toEqual([400, mensagem]);
    }
    const b = await novaEmpresa();
    expect((await pagar(b.token, p1!.id, { forma_pagamento: "PIX" })).status).toBe(404);
    expect((await parcelasGravadas(a.empresa.id, contratoId)).every((p) => p.status_parcela === "aberta")).toBe(true);

    const ontem = somarDias(HOJE, -2);
    const r = await pagar(a.token, p1!.id, { forma_pagamento: "PIX", data_pagamento: ontem });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ status_parcela: "paga", data_pagamento: ontem, forma_pagamento: "PIX", valor_pago: p1!.valor_parcela_centavos / 100 });
    const padrao = await pagar(a.token, p2!.id);
    expect(padrao.body).toMatchObject({ status_parcela: "paga", data_pagamento: HOJE, forma_pagamento: "DINHEIRO" });

    const gravadas = await parcelasGravadas(a.empresa.id, contratoId);
    expect(gravadas.slice(0, 2).map((p) => [p.forma_pagamento, p.data_pagamento, p.recebido_por, p.origem_pagamento])).toEqual([
      ["PIX", ontem, a.usuario.id, "manual"],
      ["DINHEIRO", HOJE, a.usuario.id, "manual"],
    ]);
    const eventos = (await chamarApi("GET", `/api/contratos/${contratoId}/eventos`, { token: a.token })).body.items as { tipo: string; detalhes: Record<string, unknown> }[];
    expect(eventos.filter((e) => e.tipo === "parcela_paga").map((e) => [e.detalhes.forma_pagamento, e.detalhes.data_pagamento])).toEqual([
      ["PIX", ontem],
      ["DINHEIRO", HOJE],
    ]);
    // The receipt (A4 and 80 mm): store, masked CPF, item, the amount in figures and words, method, date, who received.
    const recibo = async (token: string, id: string, formato = "") =>
      fetch(`${inject("pilha").apiUrl}/api/parcelas/${id}/recibo${formato ? `?formato=${formato}` : ""}`, { headers: { authorization: `Bearer ${token}` } });
    const r1 = await recibo(a.token, p1!.id);
    expect([r1.status, r1.headers.get("content-type")]).toEqual([200, "application/pdf"]);
    const { textos } = await paginasDoPdf(new Uint8Array(await r1.arrayBuffer()));
    const texto = textos.join(" ").replace(/\s+/g, " ");
    const valor = p1!.valor_parcela_centavos;
    for (const trecho of ["Cell Boletos", "CNPJ", "RECIBO", "CPF ***.", formatarCentavos(valor), valorPorExtenso(valor), "Forma de pagamento: PIX", `Data do pagamento: ${formatarData(ontem)}`, `Recebido por: ${a.usuario.nome}`, "parcela 1 de 8"]) {
      expect(texto, trecho).toContain(trecho.replace(/\s+/g, " "));
    }
    const termica = await recibo(a.token, p1!.id, "80mm");
    expect(termica.status).toBe(200);
    const { pdf } = await paginasDoPdf(new Uint8Array(await termica.arrayBuffer()));
    expect(Math.round(pdf.getPage(0).getWidth())).toBe(227);
    expect((await recibo(a.token, parcelas[2]!.id)).status).toBe(409);
    expect((await recibo(b.token, p1!.id)).status).toBe(404);
    expect((await recibo(a.token, p1!.id, "A5")).status).toBe(400);

    // Paid once: a second call is a 409, whatever it says.
    expect((await pagar(a.token, p1!.id, { forma_pagamento: "DINHEIRO" })).status).toBe(409);
  });
});
