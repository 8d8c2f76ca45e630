/**
 * After a payoff (issue 36 items 3 and 4): the customer hears of it ('Contrato quitado', in the
 * payoff's own transaction), gets the termo de quitação (staff from the contract, the customer from
 * the customer area through an opaque link), the customer area says 'Quitado' and shows what each
 * instalment was actually paid; and Financeiro, the dashboard and the sales report count what was
 * received (the entry at the sale, the payoff at what was paid) with the payoff's discount apart.
 */
import { describe, expect, inject, it } from "vitest";
import { formatarData, hojeBrasil } from "../../shared/br/datas";
import { formatarCentavos } from "../../shared/br/dinheiro";
import { chamarApi, novaEmpresa } from "../support/api";
import { parcelasGravadas } from "../support/boletos";
import { aparelhos, venderNoBoleto } from "../support/contratos";
import { chamarDe, novoEnderecoLocal } from "../support/endereco";
import { novoCpf } from "../support/fabricas";
import { mensagensDoContrato, novoCelular } from "../support/mensagens";
import { paginasDoPdf } from "../support/pdf-texto";
import { ESPERA_FLUXO_MS } from "../support/fluxo";

const HOJE = hojeBrasil();
const pdf = async (r: Response) => (await paginasDoPdf(new Uint8Array(await r.arrayBuffer()))).textos.join(" ").replace(/\s+/g, " ");
const termo = (token: string, contratoId: string) => fetch(`${inject("pilha").apiUrl}/api/contratos/${contratoId}/quitacao/termo`, { headers: { authorization: `Bearer ${token}` } });

async function vendaDoCliente() {
  const a = await novaEmpresa({ nome_fantasia: "Loja Termo" });
  const { itens } = await aparelhos(a.token, 2, "Galaxy Termo");
  const [cpf, telefone] = [novoCpf(), novoCelular()];
  const c = await chamarApi("POST", "/api/clientes", { token: a.token, body: { nome: "Joana Prado", cpf, telefone, endereco: null, data_nasc: null } });
  expect(c.status).toBe(201);
  const v = await venderNoBoleto(a.token, c.body.id, itens[0]!.id, HOJE, { qtd_parcelas: 8 });
  const outra = await venderNoBoleto(a.token, c.body.id, itens[1]!.id, HOJE, { qtd_parcelas: 8 });
  await expect.poll(async () => (await parcelasGravadas(a.empresa.id, v.contrato.id)).map((p) => p.boleto_status), { timeout: 30_000, interval: 250 }).toEqual(Array(8).fill("emitido"));
  return { a, cpf, telefone, venda: v, outra };
}

describe("depois da quitação", { timeout: 180_000 }, () => {
  it("o cliente recebe a confirmação e o termo; a área do cliente diz 'Quitado' e o que cada parcela pagou; recebido é o que foi pago", async () => {
    const { a, cpf, telefone, venda, outra } = await vendaDoCliente();
    const contratoId: string = venda.contrato.id;
    expect((await chamarApi("POST", `/api/contratos/${contratoId}/quitacao`, { token: a.token, body: { data: HOJE } })).status).toBe(201);
    await expect.poll(async () => (await chamarApi("GET", `/api/contratos/${contratoId}`, { token: a.token })).body.quitacao?.status, { timeout: 30_000, interval: 250 }).toBe("emitido");

    // Not paid off yet: no termo (409); another company's contract: 404.
    expect((await termo(a.token, contratoId)).status).toBe(409);
    const pago = await chamarApi("POST", `/api/contratos/${contratoId}/quitacao/pagar`, { token: a.token, body: {} });
    expect(pago.status).toBe(200);
    const valorQuitacao = Math.round(pago.body.quitacao.valor * 100);
    const parcelas = await parcelasGravadas(a.empresa.id, contratoId);
    const face = parcelas.reduce((s, p) => s + p.valor_parcela_centavos, 0);
    expect(face).toBeGreaterThan(valorQuitacao);

    // The confirmation, with the amount, the date and where the termo is.
    const msgs = await mensagensDoContrato(a, contratoId);
    const quitacao = msgs.filter((m) => m.modelo === "quitacao");
    expect(quitacao).toHaveLength(1);
    expect(quitacao[0]!.texto).toContain(`recebemos ${formatarCentavos(valorQuitacao)} em ${formatarData(HOJE)} pela quitação antecipada`);
    expect(quitacao[0]!.texto).toContain("nada mais é devido");
    expect(quitacao[0]!.texto).toContain("Termo de quitação");
    expect(msgs.filter((m) => m.modelo === "pagamento_recebido")).toHaveLength(0);

    // Staff: the termo from the contract; another company: 404; a contract not paid off: 409.
    const r = await termo(a.token, contratoId);
    expect([r.status, r.headers.get("content-type")]).toEqual([200, "application/pdf"]);
    const texto = await pdf(r);
    expect(texto).toContain("TERMO DE QUITAÇÃO");
    expect(texto).toContain(`a importância de ${formatarCentavos(valorQuitacao)}`);
    expect(texto).toContain(`em ${formatarData(HOJE)}`);
    expect(texto).toContain("das parcelas 1 a 8 de 8");
    expect(texto).toContain("nada mais é devido");
    expect(texto).toContain(`Total pago no contrato: ${formatarCentavos(venda.venda.entrada * 100 + valorQuitacao)}`);
    const b = await novaEmpresa();
    expect((await termo(b.token, contratoId)).status).toBe(404);
    expect((await termo(a.token, outra.contrato.id)).status).toBe(409);

    // Customer area: 'Quitado' with the termo's opaque link; each instalment at what it was paid.
    const consulta = await chamarDe(novoEnderecoLocal(), "POST", "/api/portal/consulta", { body: { cpf, telefone } });
    expect(consulta.status).toBe(200);
    const cartao = consulta.body.contratos.find((c: any) => c.quitado);
    expect(cartao.quitado).toEqual({ valor: valorQuitacao / 100, data: HOJE, link_termo: expect.stringMatching(/^\/api\/portal\/boletos\/[A-Za-z0-9_-]{22}$/) });
    const porNumero = new Map(parcelas.map((p) => [p.numero_parcela, p.valor_pago_centavos! / 100]));
    expect(cartao.todosBoletos.map((x: any) => [x.status, x.valor_pago])).toEqual(parcelas.map((p) => ["pago", porNumero.get(p.numero_parcela)]));
    expect(cartao.todosBoletos.reduce((s: number, x: any) => s + Math.round(x.valor_pago * 100), 0)).toBe(valorQuitacao);
    expect(consulta.body.contratos.find((c: any) => !c.quitado).todosBoletos.every((x: any) => x.valor_pago === null)).toBe(true);
    const doCliente = await fetch(`${inject("pilha").apiUrl}${cartao.quitado.link_termo}`);
    expect(doCliente.status).toBe(200);
    expect(await pdf(doCliente)).toContain("TERMO DE QUITAÇÃO");

    // Money: received is the entry plus what the payoff paid; the discount is not revenue; pending
    // is the other sale's open instalments only (its entry was received at the sale).
    const entradas = Math.round(venda.venda.entrada * 100) + Math.round(outra.venda.entrada * 100);
    const abertasOutra = (await parcelasGravadas(a.empresa.id, outra.contrato.id)).reduce((s, p) => s + p.valor_parcela_centavos, 0);
    const receita = Math.round((venda.venda as any).valor_total * 100) - (face - valorQuitacao) + Math.round((outra.venda as any).valor_total * 100);
    await expect
      .poll(async () => (await chamarApi("GET", `/api/vendas?de=${HOJE}&ate=${HOJE}`, { token: a.token })).body.totais, { timeout: ESPERA_FLUXO_MS, interval: 250 })
      .toEqual({ quantidade: 2, receita_total: receita / 100, receita_recebida: (entradas + valorQuitacao) / 100, receita_pendente: abertasOutra / 100 });
    await expect.poll(async () => (await chamarApi("GET", "/api/dashboard", { token: a.token })).body.receita_total_mes, { timeout: ESPERA_FLUXO_MS, interval: 250 }).toBe(receita / 100);
    const relatorio = await chamarApi("GET", `/api/relatorios/vendas?de=${HOJE}&ate=${HOJE}`, { token: a.token });
    expect(relatorio.body.totais.receita).toBe(receita / 100);
  });
});
