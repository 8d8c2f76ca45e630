/**
 * The payoff slip's PDF (issue 27 item 5): issued with the slip by the real boleto job, marked
 * "Quitação" (not one instalment), its link in `GET /api/contratos/{id}` → `quitacao.link_boleto`
 * and signed at the click by GET /api/contratos/{id}/quitacao/boleto; before it is issued, or for
 * another company, the route answers the API's own 404.
 */
import { describe, expect, it } from "vitest";
import { formatarCentavos } from "../../shared/br/dinheiro";
import { hojeBrasil } from "../../shared/br/datas";
import { MSG_QUITACAO } from "../../shared/regras/quitacao";
import { chamarApi, novaEmpresa } from "../support/api";
import { vendaComBoletos } from "../support/boletos";
import { paginasDoPdf } from "../support/pdf-texto";

const HOJE = hojeBrasil();
const detalhe = async (token: string, id: string) => (await chamarApi("GET", `/api/contratos/${id}`, { token })).body;
const abrir = (contratoId: string, token: string) => chamarApi("GET", `/api/contratos/${contratoId}/quitacao/boleto`, { token });

describe("o boleto de quitação em PDF", () => {
  it("sai com o boleto, marcado 'Quitação', com o valor e a linha digitável; abre pelo link assinado na hora; antes de emitido e de outra empresa é 404", async () => {
    const { a, contratoId } = await vendaComBoletos(8);
    const antes = await abrir(contratoId, a.token);
    expect([antes.status, antes.body.error?.message]).toEqual([404, MSG_QUITACAO.boletoIndisponivel]);

    const pedido = await chamarApi("POST", `/api/contratos/${contratoId}/quitacao`, { token: a.token, body: { data: HOJE } });
    expect(pedido.status).toBe(201);
    await expect.poll(async () => (await detalhe(a.token, contratoId)).quitacao?.status, { timeout: 60_000, interval: 250 }).toBe("emitido");
    const q = (await detalhe(a.token, contratoId)).quitacao;
    expect(q.link_boleto).toMatch(/^https?:\/\//);

    const r = await abrir(contratoId, a.token);
    expect(r.status).toBe(200);
    const pdf = await fetch(r.body.link_boleto);
    expect([pdf.status, pdf.headers.get("content-type")]).toEqual([200, "application/pdf"]);
    const { textos } = await paginasDoPdf(new Uint8Array(await pdf.arrayBuffer()));
    const texto = textos.join("\n");
    expect(texto).toContain("Quitação antecipada do contrato");
    expect(texto).toContain(formatarCentavos(Math.round(q.valor * 100)));
    expect(texto.replace(/\D/g, "")).toContain(q.linha_digitavel);
    expect(texto).not.toMatch(/Parcela \d+\/\d+ —/);

    // Another company, a garbage id: the API's 404, never a storage error.
    const b = await novaEmpresa();
    expect((await abrir(contratoId, b.token)).status).toBe(404);
    expect((await abrir("%ff", a.token)).status).toBe(404);
  });
});
