/**
 * The customer area's payoff (issue 27 item 5, CDC art. 52 §2): the lookup answers
 * `contratos[].quitacao: { valor, data, pedido, boleto }` (today's payoff, the staff quote's figure),
 * and POST /api/portal/quitacao `{ cpf, telefone, pedido }` asks that slip once — two taps at once
 * make one slip; a wrong phone, an unknown token or another shop's customer with their own proof
 * answer the same 404. The slip then shows its linha digitável and Pix; paid, the contract is closed.
 */
import { describe, expect, inject, it } from "vitest";
import { paginasDoPdf } from "../support/pdf-texto";
import { criarProvedorSimulado } from "../../functions/boletos/provedores/simulado";
import { somarDiasBancarios } from "../../shared/boletos/dias-bancarios";
import { hojeBrasil } from "../../shared/br/datas";
import { formatarCentavos } from "../../shared/br/dinheiro";
import { resumirEvento } from "../../shared/vendas/eventos-texto";
import { MSG_PORTAL } from "../../shared/portal/schemas";
import { chamarApi, novaEmpresa } from "../support/api";
import { cobrancasDaEmpresa, parcelasGravadas } from "../support/boletos";
import { aparelhos, venderNoBoleto } from "../support/contratos";
import { chamarDe, novoEnderecoLocal } from "../support/endereco";
import { contaDoCliente } from "../support/contas-cliente";
import { novoCpf } from "../support/fabricas";
import { novoCelular } from "../support/mensagens";

const TELEFONE = "(81) 99876-5432";
const HOJE = hojeBrasil();
/** Today's payoff, due on the next banking day (issue 36 item 6). */
const PROXIMO_DIA_BANCARIO = somarDiasBancarios(HOJE, 1);
const endereco = novoEnderecoLocal;

/** The contract history's 'Boleto de quitação emitido' events as the staff read them: [text, author]. */
async function quitacoesEmitidas(token: string, contratoId: string) {
  const itens = (await chamarApi("GET", `/api/contratos/${contratoId}/eventos`, { token })).body.items as { tipo: string; em: string; por: string; detalhes: Record<string, unknown> }[];
  return itens.filter((e) => e.tipo === "quitacao_emitida").map((e) => [resumirEvento(e), e.por]);
}
const textoEmitido = (valor: number) => `Boleto de quitação emitido: ${formatarCentavos(Math.round(valor * 100))}, válido até ${PROXIMO_DIA_BANCARIO.slice(8, 10)}/${PROXIMO_DIA_BANCARIO.slice(5, 7)}`;

/** From a client address of the test's own (the gateway counts the connection's address, never a header). */
async function publica(caminho: string, corpo: unknown, ip: string) {
  const { status, body } = await chamarDe(ip, "POST", caminho, { body: corpo });
  return { status, body };
}

async function lojaQueVendeu(nome: string, cpf: string, telefone = TELEFONE) {
  const a = await novaEmpresa({ nome_fantasia: nome });
  const { itens } = await aparelhos(a.token, 1, `Modelo ${nome}`);
  const c = await chamarApi("POST", "/api/clientes", { token: a.token, body: { nome: "Maria da Silva", cpf, telefone, endereco: null, data_nasc: null } });
  expect(c.status).toBe(201);
  const v = await venderNoBoleto(a.token, c.body.id, itens[0]!.id, HOJE, { qtd_parcelas: 8 });
  await expect.poll(async () => (await parcelasGravadas(a.empresa.id, v.contrato.id)).map((p) => p.boleto_status), { timeout: 30_000, interval: 250 }).toEqual(Array(8).fill("emitido"));
  return { a, contratoId: v.contrato.id };
}

describe("quitação pela área do cliente", { timeout: 180_000 }, () => {
  it("mostra 'quitar tudo hoje' com o valor da loja, emite um só boleto (dois toques), mostra linha e Pix; pago, o contrato some das contas a pagar", async () => {
    const cpf = novoCpf();
    const cpfB = novoCpf();
    const [loja, outra] = await Promise.all([lojaQueVendeu("Loja Quita", cpf), lojaQueVendeu("Loja Vizinha", cpfB)]);
    const ip = endereco();
    const consulta = await publica("/api/portal/consulta", { cpf, telefone: TELEFONE }, ip);
    expect(consulta.status).toBe(200);
    const q = consulta.body.contratos[0].quitacao;
    const cotacao = await chamarApi("GET", `/api/contratos/${loja.contratoId}/quitacao?data=${HOJE}`, { token: loja.a.token });
    expect(q).toEqual({ valor: cotacao.body.valor_quitacao, data: HOJE, pedido: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), boleto: null });

    // Wrong phone, unknown token, and the other shop's customer with their own valid proof: the same 404.
    const nao = { error: { code: "NOT_FOUND", message: MSG_PORTAL.quitacaoIndisponivel } };
    const errado = await publica("/api/portal/quitacao", { cpf, telefone: "(81) 90000-0000", pedido: q.pedido }, ip);
    const desconhecido = await publica("/api/portal/quitacao", { cpf, telefone: TELEFONE, pedido: "A".repeat(22) }, ip);
    const alheio = await publica("/api/portal/quitacao", { cpf: cpfB, telefone: TELEFONE, pedido: q.pedido }, ip);
    for (const r of [errado, desconhecido, alheio]) expect({ status: r.status, body: r.body }).toEqual({ status: 404, body: nao });
    expect((await chamarApi("GET", `/api/contratos/${loja.contratoId}`, { token: loja.a.token })).body.quitacao).toBeNull();
    expect((await chamarApi("GET", `/api/contratos/${outra.contratoId}`, { token: outra.a.token })).body.quitacao).toBeNull();
    // A malformed token is a 400 naming the field.
    expect((await publica("/api/portal/quitacao", { cpf, telefone: TELEFONE, pedido: "x" }, ip)).status).toBe(400);

    // Two taps at once: one slip.
    const [t1, t2] = await Promise.all([0, 1].map(() => publica("/api/portal/quitacao", { cpf, telefone: TELEFONE, pedido: q.pedido }, ip)));
    expect([t1!.status, t2!.status]).toEqual([201, 201]);
    expect(t1!.body.quitacao).toMatchObject({ valor: q.valor, data: HOJE, boleto: { valor: q.valor, vencimento: PROXIMO_DIA_BANCARIO } });
    const staff = (await chamarApi("GET", `/api/contratos/${loja.contratoId}`, { token: loja.a.token })).body.quitacao;
    expect(staff).toMatchObject({ valor: q.valor, vencimento: PROXIMO_DIA_BANCARIO });

    // Issued: the lookup shows its linha digitável and Pix code.
    let boleto: any;
    await expect
      .poll(async () => {
        boleto = (await publica("/api/portal/consulta", { cpf, telefone: TELEFONE }, ip)).body.contratos[0].quitacao.boleto;
        return boleto?.status;
      }, { timeout: 30_000, interval: 500 })
      .toBe("emitido");
    expect(boleto.linha_digitavel).toMatch(/^\d{47}$/);
    expect(boleto.pix_copia_e_cola).toMatch(/^000201/);
    expect(await quitacoesEmitidas(loja.a.token, loja.contratoId)).toEqual([[textoEmitido(q.valor), "cliente:portal"]]);
    // Its PDF behind an opaque link, like the instalments' (no storage key or id in it).
    expect(boleto.link_boleto).toMatch(/^\/api\/portal\/boletos\/[A-Za-z0-9_-]{22}$/);
    const pdf = await fetch(`${inject("pilha").apiUrl}${boleto.link_boleto}`);
    expect([pdf.status, pdf.headers.get("content-type")]).toEqual([200, "application/pdf"]);
    const { textos } = await paginasDoPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(textos.join(" ")).toContain("Quitação antecipada do contrato");
    expect((await cobrancasDaEmpresa(loja.a.empresa.id)).filter((c) => c.valor_centavos === Math.round(q.valor * 100) && c.descricao.startsWith("Quitação"))).toHaveLength(1);

    // Paid at the bank (notice sent): the contract is closed, nothing left to pay off.
    const pago = (await criarProvedorSimulado().pagar(boleto.linha_digitavel))!;
    const aviso = await fetch(`${inject("pilha").apiUrl}/api/webhooks/boletos/simulado`, { method: "POST", headers: { "content-type": "application/json", ...pago.aviso.headers }, body: pago.aviso.corpo });
    expect(aviso.status).toBe(200);
    await expect.poll(async () => (await chamarApi("GET", `/api/contratos/${loja.contratoId}`, { token: loja.a.token })).body.status_contrato, { timeout: 30_000, interval: 300 }).toBe("liquidado");
    const depois = (await publica("/api/portal/consulta", { cpf, telefone: TELEFONE }, ip)).body.contratos[0];
    expect(depois.quitacao).toBeNull();
    expect(depois.todosBoletos.every((b: any) => b.status === "pago")).toBe(true);
  });

  it("na conta do cliente (/cliente), POST /api/cliente/quitacao pede o mesmo boleto com a conta como prova: 30 toques, um boleto; o pedido de outro CPF, sem conta ou corpo ruim não grava nada", async () => {
    const cpf = novoCpf();
    const telefone = novoCelular();
    const cpfB = novoCpf();
    const [loja, outra] = await Promise.all([lojaQueVendeu("Loja da Conta", cpf, telefone), lojaQueVendeu("Loja de Outro", cpfB)]);
    const { token } = await contaDoCliente(cpf, telefone);
    const me = await chamarApi("GET", "/api/cliente/me", { token });
    expect(me.status).toBe(200);
    const q = me.body.contratos[0].quitacao;
    const cotacao = await chamarApi("GET", `/api/contratos/${loja.contratoId}/quitacao?data=${HOJE}`, { token: loja.a.token });
    expect(q).toEqual({ valor: cotacao.body.valor_quitacao, data: HOJE, pedido: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), boleto: null });

    // Another CPF's token (from that customer's own lookup): 404, nothing asked in either shop.
    const alheio = (await publica("/api/portal/consulta", { cpf: cpfB, telefone: TELEFONE }, endereco())).body.contratos[0].quitacao.pedido;
    const nao = { status: 404, body: { error: { code: "NOT_FOUND", message: MSG_PORTAL.quitacaoIndisponivel } } };
    const r404 = await chamarApi("POST", "/api/cliente/quitacao", { token, body: { pedido: alheio } });
    expect({ status: r404.status, body: r404.body }).toEqual(nao);
    const desconhecido = await chamarApi("POST", "/api/cliente/quitacao", { token, body: { pedido: "A".repeat(22) } });
    expect({ status: desconhecido.status, body: desconhecido.body }).toEqual(nao);
    // Without the customer's token, with a shop's token, or a body that is not a token: refused.
    expect((await chamarApi("POST", "/api/cliente/quitacao", { body: { pedido: q.pedido } })).status).toBe(401);
    expect([401, 403]).toContain((await chamarApi("POST", "/api/cliente/quitacao", { token: loja.a.token, body: { pedido: q.pedido } })).status);
    for (const corpo of [{}, { pedido: "x" }, { pedido: "A".repeat(2048) }, { pedido: q.pedido, cpf }, { pedido: 1e308 }]) {
      const r = await chamarApi("POST", "/api/cliente/quitacao", { token, body: corpo });
      expect(r.status, JSON.stringify(corpo).slice(0, 40)).toBe(400);
    }
    expect((await chamarApi("POST", "/api/cliente/quitacao", { token, corpoBruto: "pedido" })).status).toBe(400);
    const textoPuro = await fetch(`${inject("pilha").apiUrl}/api/cliente/quitacao`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "text/plain" }, body: q.pedido });
    expect(textoPuro.status).toBe(415);
    expect((await chamarApi("POST", "/api/cliente/quitacao", { token, body: { pedido: 5e-324 } })).status).toBe(400);
    for (const [l, id] of [[loja, loja.contratoId], [outra, outra.contratoId]] as const) expect((await chamarApi("GET", `/api/contratos/${id}`, { token: l.a.token })).body.quitacao).toBeNull();

    // 30 taps at once: every answer is the one slip.
    const toques = await Promise.all(Array.from({ length: 30 }, () => chamarApi("POST", "/api/cliente/quitacao", { token, body: { pedido: q.pedido } })));
    expect(toques.map((t) => t.status)).toEqual(Array(30).fill(201));
    expect(toques[0]!.body.quitacao).toMatchObject({ valor: q.valor, data: HOJE, boleto: { valor: q.valor, vencimento: PROXIMO_DIA_BANCARIO } });
    let boleto: any;
    await expect
      .poll(async () => {
        boleto = (await chamarApi("GET", "/api/cliente/me", { token })).body.contratos[0].quitacao.boleto;
        return boleto?.status;
      }, { timeout: 30_000, interval: 500 })
      .toBe("emitido");
    expect(boleto.linha_digitavel).toMatch(/^\d{47}$/);
    expect(boleto.pix_copia_e_cola).toMatch(/^000201/);
    expect(await quitacoesEmitidas(loja.a.token, loja.contratoId)).toEqual([[textoEmitido(q.valor), "cliente:conta"]]);
    expect((await cobrancasDaEmpresa(loja.a.empresa.id)).filter((c) => c.descricao.startsWith("Quitação"))).toHaveLength(1);
    expect((await cobrancasDaEmpresa(outra.a.empresa.id)).filter((c) => c.descricao.startsWith("Quitação"))).toHaveLength(0);
  });
});
