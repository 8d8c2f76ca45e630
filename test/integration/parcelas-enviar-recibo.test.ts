/**
 * 'Enviar recibo' (issue 27 item 6 through issue 31's messaging port): POST
 * /api/parcelas/{id}/enviar-recibo sends a paid instalment's receipt to the customer at once (asked at
 * the counter: never held for the hours rule, as 'Enviar 2ª via'). The message says what was paid,
 * the amount, the date and the method, and carries the receipt's text (the PDF's lines); it reaches
 * the simulated messenger and is evidence on the contract. An unpaid instalment and a customer no
 * channel reaches are 409; another company's instalment and an id that cannot be one are 404.
 */
import { describe, expect, it } from "vitest";
import { formatarData, hojeBrasil } from "../../shared/br/datas";
import { formatarCentavos } from "../../shared/br/dinheiro";
import { valorPorExtenso } from "../../shared/br/extenso";
import { normalizarTelefone } from "../../shared/br/telefone";
import { MSG_RECIBO } from "../../shared/vendas/pagamento-balcao";
import { chamarApi, novaEmpresa, type EmpresaTeste } from "../support/api";
import { aparelhos, venderNoBoleto } from "../support/contratos";
import { caixaDe, clienteComContato, eventosDeMensagem, mensagensDoContrato, novoCelular } from "../support/mensagens";

const ESPERA = { timeout: 120_000, interval: 250 };

async function vendaPara(a: EmpresaTeste, contato: Parameters<typeof clienteComContato>[1]) {
  const { itens } = await aparelhos(a.token, 1);
  const c = await clienteComContato(a, contato, "Ana Souza Lima");
  const v = await venderNoBoleto(a.token, c.id, itens[0]!.id, undefined, { qtd_parcelas: 8 });
  return { c, v };
}

const enviar = (token: string, parcelaId: string) => chamarApi("POST", `/api/parcelas/${parcelaId}/enviar-recibo`, { token });

describe("POST /api/parcelas/{id}/enviar-recibo", { timeout: 150_000 }, () => {
  it("manda na hora o recibo da parcela paga: o que foi pago, o valor, a data, a forma e o texto do recibo, pelo mensageiro simulado", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Cell Recibo Enviado" });
    const telefone = novoCelular();
    const { v } = await vendaPara(a, { telefone });
    const p2 = v.parcelas[1]!;
    const pago = await chamarApi("POST", `/api/parcelas/${p2.id}/pagar`, { token: a.token, body: { forma_pagamento: "CARTAO_DEBITO" } });
    expect(pago.status, JSON.stringify(pago.body)).toBe(200);

    const r = await enviar(a.token, p2.id);
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    // Asked for at the counter: it leaves now, whatever the hour.
    expect(r.body.mensagem).toEqual({ id: expect.any(String), status: "pendente" });
    await expect.poll(async () => (await mensagensDoContrato(a, v.contrato.id)).filter((m) => m.modelo === "recibo").map((m) => [m.canal, m.status]), ESPERA).toEqual([["whatsapp", "entregue"]]);

    const centavos = Math.round(p2.valor_parcela * 100);
    const [recebida] = (await caixaDe(normalizarTelefone(telefone)!)).filter((m) => m.modelo === "recibo");
    // What the phone got is the message the contract records.
    const doContrato = (await mensagensDoContrato(a, v.contrato.id)).find((m) => m.id === r.body.mensagem.id);
    expect(recebida!.texto).toBe(doContrato!.texto);
    for (const trecho of [
      "Olá, Ana! Cell Recibo Enviado: segue o recibo da parcela 2 de 8",
      `${formatarCentavos(centavos)}, pagamento em ${formatarData(hojeBrasil())} por cartão de débito.`,
      `RECIBO Nº ${p2.id}`,
      `Recebemos de Ana Souza Lima, CPF ***.`,
      `(${valorPorExtenso(centavos)})`,
      "referente à parcela 2 de 8",
      "Forma de pagamento: Cartão de débito",
      `Recebido por: ${a.usuario.nome}`,
    ]) {
      expect(recebida!.texto, trecho).toContain(trecho);
    }
    const cpf = (await chamarApi("GET", `/api/contratos/${v.contrato.id}`, { token: a.token })).body.cliente.cpf as string;
    expect(recebida!.texto).not.toContain(cpf.replace(/\D/g, ""));
    // Evidence on the contract, by the user who asked.
    const trilha = (await eventosDeMensagem(a, v.contrato.id)).filter((e) => e.detalhes.modelo === "recibo");
    expect(trilha.at(-1)).toMatchObject({ por: a.usuario.id, detalhes: { status: "entregue", canal: "whatsapp" } });
  });

  it("parcela não paga e cliente sem canal: 409; outra empresa e id que não é id: 404; nada é enviado", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    const { v } = await vendaPara(a, { telefone: novoCelular() });
    const [p1, p2] = v.parcelas;
    const naoPaga = await enviar(a.token, p1!.id);
    expect([naoPaga.status, naoPaga.body.error.message]).toEqual([409, MSG_RECIBO.naoPaga]);
    expect((await chamarApi("POST", `/api/parcelas/${p2!.id}/pagar`, { token: a.token })).status).toBe(200);
    const alheia = await enviar(b.token, p2!.id);
    expect([alheia.status, alheia.body.error.code]).toEqual([404, "NOT_FOUND"]);
    for (const lixo of ["nao-e-parcela", `${v.contrato.id}-99`, "01ARZ3NDEKTSV4RRFFQ69G5FAV-01"]) expect((await enviar(a.token, lixo)).status, lixo).toBe(404);
    expect((await mensagensDoContrato(a, v.contrato.id)).filter((m) => m.modelo === "recibo")).toEqual([]);

    const semCanal = await vendaPara(a, { telefone: null, email: null });
    const pagoSemCanal = semCanal.v.parcelas[0]!;
    expect((await chamarApi("POST", `/api/parcelas/${pagoSemCanal.id}/pagar`, { token: a.token })).status).toBe(200);
    const r = await enviar(a.token, pagoSemCanal.id);
    expect([r.status, r.body.error.message]).toEqual([409, MSG_RECIBO.semContato]);
    expect((await mensagensDoContrato(a, semCanal.v.contrato.id)).filter((m) => m.modelo === "recibo")).toEqual([]);
  });
});
