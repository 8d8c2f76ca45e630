/**
 * GET/PUT /api/empresa/cobranca on the local stack: defaults, validation in pt-BR, automatic lock
 * only on Master, only after accepting its legal position and never for a shop in Ceará (issue 37
 * item 6), admin-only edit, and the company's late charges in the amounts due and the slips.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { calcularEncargos, slipDaParcela } from "../../shared/boletos";
import { hojeBrasil, somarDias } from "../../shared/br/datas";
import { COBRANCA_PADRAO as CONFIG_PADRAO, MSG_COBRANCA } from "../../shared/empresa/cobranca";
import { chamarApi, entrar, novaEmpresa, type EmpresaTeste } from "../support/api";
import { parcelasGravadas } from "../support/boletos";
import { novoEmail } from "../support/fabricas";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";
import { mudarEmpresa } from "../support/bloqueio";

const URL = "/api/empresa/cobranca";
const gravado = async (empresaId: string) => (await db().send(new GetCommand({ TableName: tabela(), Key: chaves.configCobranca(empresaId), ConsistentRead: true }))).Item;
/** What GET answers for a company that never saved: the defaults, no acceptance of the lock's legal position. */
const COBRANCA_PADRAO = { ...CONFIG_PADRAO, bloqueio_aceite: null };
const valida = { bloqueio_automatico: false, dias_carencia: 7, valor_minimo_atraso: 150.5, ufs_sem_bloqueio: ["ce", " SP "], multa_percentual: 1.5, juros_mensal_percentual: 0.5 };

async function vendedor(a: EmpresaTeste) {
  const email = novoEmail("vendedor");
  const r = await chamarApi("POST", "/api/usuarios", { token: a.token, body: { nome: "Vendedor", email, senha: "segredo123", tipo_acesso: "vendedor" } });
  expect(r.status).toBe(201);
  return (await entrar(email, "segredo123")).idToken;
}

describe("GET/PUT /api/empresa/cobranca", () => {
  it("sem configuração devolve o padrão; o admin salva, qualquer papel lê; vendedor não altera; sem token é 401", async () => {
    const a = await novaEmpresa({ plano: "pro" });
    expect(await chamarApi("GET", URL, { token: a.token })).toEqual({ status: 200, body: COBRANCA_PADRAO });
    const r = await chamarApi("PUT", URL, { token: a.token, body: valida });
    expect(r).toEqual({ status: 200, body: { ...valida, ufs_sem_bloqueio: ["CE", "SP"], bloqueio_aceite: null } });
    expect(await gravado(a.empresa.id)).toMatchObject({ entidade: "config_cobranca", valor_minimo_atraso_centavos: 15050, dias_carencia: 7, ufs_sem_bloqueio: ["CE", "SP"] });

    const v = await vendedor(a);
    expect((await chamarApi("GET", URL, { token: v })).body).toEqual(r.body);
    expect((await chamarApi("PUT", URL, { token: v, body: { ...valida, dias_carencia: 9 } })).status).toBe(403);
    expect((await chamarApi("GET", URL)).status).toBe(401);
    expect((await chamarApi("PUT", URL, { body: valida })).status).toBe(401);
    expect((await chamarApi("GET", URL, { token: a.token })).body.dias_carencia).toBe(7);
  });

  it("cada campo inválido é 400 com a mensagem do campo em português e nada é gravado", async () => {
    const a = await novaEmpresa();
    const casos: [Record<string, unknown>, string, string][] = [
      [{ dias_carencia: 2 }, "dias_carencia", MSG_COBRANCA.carenciaMinima],
      [{ dias_carencia: 61 }, "dias_carencia", MSG_COBRANCA.carenciaMaxima],
      [{ dias_carencia: 4.5 }, "dias_carencia", MSG_COBRANCA.carenciaInteira],
      [{ dias_carencia: undefined }, "dias_carencia", MSG_COBRANCA.carenciaObrigatoria],
      [{ valor_minimo_atraso: -1 }, "valor_minimo_atraso", MSG_COBRANCA.valorMinimoNegativo],
      [{ valor_minimo_atraso: 0.001 }, "valor_minimo_atraso", "Use no máximo 2 casas decimais"],
      [{ valor_minimo_atraso: 1e308 }, "valor_minimo_atraso", "O valor máximo é"],
      [{ ufs_sem_bloqueio: ["XX"] }, "ufs_sem_bloqueio", MSG_COBRANCA.ufInvalida],
      [{ ufs_sem_bloqueio: "CE" }, "ufs_sem_bloqueio", MSG_COBRANCA.ufsObrigatorias],
      [{ multa_percentual: 2.5 }, "multa_percentual", "A multa pode ser no máximo 2%."],
      [{ multa_percentual: -1 }, "multa_percentual", "A multa não pode ser negativa."],
      [{ juros_mensal_percentual: 1.01 }, "juros_mensal_percentual", "A taxa de juros pode ser no máximo 1%."],
      [{ juros_mensal_percentual: 0.333 }, "juros_mensal_percentual", "A taxa de juros aceita no máximo duas casas decimais."],
      [{ bloqueio_automatico: "sim" }, "bloqueio_automatico", MSG_COBRANCA.bloqueioObrigatorio],
      [{ ciente_posicao_legal_bloqueio: "sim" }, "ciente_posicao_legal_bloqueio", MSG_COBRANCA.cienteInvalido],
    ];
    for (const [sobrepor, campo, mensagem] of casos) {
      const r = await chamarApi("PUT", URL, { token: a.token, body: { ...valida, ...sobrepor } });
      expect(r.status, JSON.stringify(sobrepor)).toBe(400);
      expect(r.body.error.code).toBe("VALIDATION");
      expect(r.body.error.fields?.[campo], JSON.stringify(r.body)).toContain(mensagem.replace(/\.$/, ""));
    }
    expect((await chamarApi("PUT", URL, { token: a.token, corpoBruto: JSON.stringify({ ...valida, x: "x".repeat(11 * 1024 * 1024) }) })).status).toBe(413);
    expect((await chamarApi("PUT", URL, { token: a.token, corpoBruto: "{" })).status).toBe(400);
    expect(await gravado(a.empresa.id)).toBeUndefined();
  });

  it("bloqueio automático só no plano Master: Start e Pro recebem 403 PLAN_FEATURE e nada muda", async () => {
    const [s, p, m] = await Promise.all([novaEmpresa({ plano: "start" }), novaEmpresa({ plano: "pro" }), novaEmpresa({ plano: "master" })]);
    for (const a of [s, p]) {
      const r = await chamarApi("PUT", URL, { token: a.token, body: { ...valida, bloqueio_automatico: true } });
      expect(r.status).toBe(403);
      expect(r.body.error).toMatchObject({ code: "PLAN_FEATURE", message: MSG_COBRANCA.bloqueioSoMaster });
      expect(await gravado(a.empresa.id)).toBeUndefined();
    }
    // 30 identical saves at once on Master: all answer the same and one setting is stored.
    const rs = await Promise.all(Array.from({ length: 30 }, () => chamarApi("PUT", URL, { token: m.token, body: { ...valida, bloqueio_automatico: true, ciente_posicao_legal_bloqueio: true } })));
    expect(rs.map((r) => r.status)).toEqual(Array(30).fill(200));
    expect((await chamarApi("GET", URL, { token: m.token })).body.bloqueio_automatico).toBe(true);
    // Another company reads its own (default) setting, never this one.
    expect((await chamarApi("GET", URL, { token: s.token })).body).toEqual(COBRANCA_PADRAO);
  });

  it("ligar o bloqueio automático pede o aceite da posição legal: sem ele 400 no campo e nada gravado; com ele, quem aceitou e quando ficam gravados e no GET; desligar apaga o aceite e religar pede outro", async () => {
    const m = await novaEmpresa({ plano: "master" });
    const ligar = { ...valida, bloqueio_automatico: true };
    for (const ciente of [undefined, false]) {
      const r = await chamarApi("PUT", URL, { token: m.token, body: { ...ligar, ...(ciente === undefined ? {} : { ciente_posicao_legal_bloqueio: ciente }) } });
      expect([r.status, r.body.error?.code, r.body.error?.fields], String(ciente)).toEqual([400, "VALIDATION", { ciente_posicao_legal_bloqueio: MSG_COBRANCA.cienteObrigatorio }]);
    }
    expect(await gravado(m.empresa.id)).toBeUndefined();

    const r = await chamarApi("PUT", URL, { token: m.token, body: { ...ligar, ciente_posicao_legal_bloqueio: true } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const aceite = { usuario_id: m.usuario.id, nome: m.usuario.nome, em: expect.any(String) };
    expect(r.body).toEqual({ ...valida, bloqueio_automatico: true, ufs_sem_bloqueio: ["CE", "SP"], bloqueio_aceite: aceite });
    expect(r.body.bloqueio_aceite.em).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect(await gravado(m.empresa.id)).toMatchObject({ bloqueio_automatico: true, bloqueio_aceite: { usuario_id: m.usuario.id, em: r.body.bloqueio_aceite.em } });
    // Any role reads who accepted; the acceptance is never part of the setting itself.
    expect((await chamarApi("GET", URL, { token: await vendedor(m) })).body.bloqueio_aceite).toEqual(r.body.bloqueio_aceite);

    // Saving again with the lock on keeps the acceptance in force (no new question).
    const outra = await chamarApi("PUT", URL, { token: m.token, body: { ...ligar, dias_carencia: 9 } });
    expect([outra.status, outra.body.bloqueio_aceite]).toEqual([200, r.body.bloqueio_aceite]);

    // Off drops it; on again asks again.
    const desligado = await chamarApi("PUT", URL, { token: m.token, body: valida });
    expect([desligado.status, desligado.body.bloqueio_aceite]).toEqual([200, null]);
    expect((await gravado(m.empresa.id))?.bloqueio_aceite).toBeUndefined();
    expect((await chamarApi("PUT", URL, { token: m.token, body: ligar })).status).toBe(400);
    expect((await chamarApi("GET", URL, { token: m.token })).body).toMatchObject({ bloqueio_automatico: false, bloqueio_aceite: null });
  });

  it("uma loja do Ceará não liga o bloqueio automático, nem com o aceite: 400 com a lei do Ceará, nada gravado; desligado ela salva", async () => {
    const ce = await novaEmpresa({ plano: "master" });
    await mudarEmpresa(ce, { uf: "CE", cidade: "Fortaleza", cep: "60010-000" });
    const r = await chamarApi("PUT", URL, { token: ce.token, body: { ...valida, bloqueio_automatico: true, ciente_posicao_legal_bloqueio: true } });
    expect([r.status, r.body.error?.code, r.body.error?.fields]).toEqual([400, "VALIDATION", { bloqueio_automatico: MSG_COBRANCA.lojaNoCeara }]);
    expect(r.body.error.message).toMatch(/lei do Ceará.*R\$ 10\.000/);
    expect(await gravado(ce.empresa.id)).toBeUndefined();
    expect((await chamarApi("PUT", URL, { token: ce.token, body: valida })).status).toBe(200);
  });

  it("os encargos da empresa valem no valor devido do contrato e da venda e no boleto emitido em atraso", async () => {
    const a = await novaEmpresa({ plano: "pro" });
    expect((await chamarApi("PUT", URL, { token: a.token, body: { ...valida, multa_percentual: 1, juros_mensal_percentual: 0.3 } })).status).toBe(200);
    const { cliente, itens } = await lojaComEstoque(a.token, 1);
    const hoje = hojeBrasil();
    const dataVenda = somarDias(hoje, -40);
    const r = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[0]!.id, dataVenda, { qtd_parcelas: 8 }) });
    expect(r.status).toBe(201);
    const contratoId: string = r.body.contrato.id;
    await expect.poll(async () => (await parcelasGravadas(a.empresa.id, contratoId)).map((p) => p.boleto_status), { timeout: 20_000, interval: 200 }).toEqual(Array(8).fill("emitido"));
    const p1 = (await parcelasGravadas(a.empresa.id, contratoId))[0]!;
    const encargos = { multa_percentual: 1, juros_mensal_percentual: 0.3 };
    const esperado = slipDaParcela({ valorCentavos: p1.valor_parcela_centavos, dataVencimento: p1.data_vencimento, hoje, encargos });
    expect(esperado.emAtraso).toBe(true);
    expect(p1.valor_boleto_centavos).toBe(esperado.valorBoletoCentavos);

    const devido = calcularEncargos({ valorCentavos: p1.valor_parcela_centavos, dataVencimento: p1.data_vencimento, dataPagamento: hoje, encargos }).totalCentavos / 100;
    const contrato = await chamarApi("GET", `/api/contratos/${contratoId}`, { token: a.token });
    expect(contrato.body.parcelas[0].valor_devido).toBe(devido);
    const venda = await chamarApi("GET", `/api/vendas/${r.body.venda.id}`, { token: a.token });
    expect(venda.body.parcelas[0].valor_devido).toBe(devido);
    const lista = await chamarApi("GET", "/api/contratos", { token: a.token });
    expect(lista.body.items[0].parcelas[0].valor_devido).toBe(devido);
  });
});
