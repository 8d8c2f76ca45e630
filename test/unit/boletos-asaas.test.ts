/**
 * The `asaas` adapter against a local server that answers as Asaas' API v3 documentation says
 * (test/support/asaas-falso.ts): HTTP on 127.0.0.1 only, no AWS, so it runs with the unit tests.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { lerBoleto, linhaDigitavelDoCodigoBarras, montarCodigoBarras } from "../../shared/boletos";
import { crc16CcittFalse } from "../../shared/boletos/pix";
import { criarProvedorAsaas } from "../../functions/boletos/provedores/asaas";
import { fonteDasVariaveis } from "../../functions/boletos/provedores/asaas-credenciais";
import { centavosDeAsaas, reaisParaAsaas } from "../../functions/boletos/provedores/asaas-esquemas";
import { bancoFromLinha } from "../../functions/boletos/provedores/bancos";
import { FalhaDefinitiva, FalhaTransitoria, type PedidoEmissao, type ProvedorBoletos, type RequisicaoWebhook } from "../../functions/boletos/provedores/porta";
import { logger } from "../../functions/lib/logger";
import { AsaasFalso, BANCO_ASAAS_FALSO } from "../support/asaas-falso";

const API_KEY = "$aact_chave_de_teste_0123456789";
const WEBHOOK_TOKEN = "token-do-webhook-com-pelo-menos-32-caracteres";
const HOJE = "2026-11-23";

let asaas: AsaasFalso;
let provedor: ProvedorBoletos;
let sequencia = 0;

function pedido(o: { empresa?: string; cliente?: string; cpf?: string; valorCentavos?: number; vencimento?: string; idempotencia?: string } = {}): PedidoEmissao {
  sequencia += 1;
  return {
    idempotencia: o.idempotencia ?? `PARC${sequencia}:v1`,
    empresa: { id: o.empresa ?? "EMP1", nome: "Celulares Exemplo", cnpj: "11222333000181", endereco: "Rua A, 10", cep: "01001-000", cidade: "São Paulo", uf: "SP" },
    pagador: {
      id: o.cliente ?? "CLI1",
      nome: "Maria da Silva",
      cpf: o.cpf ?? "529.982.247-25",
      email: "maria@exemplo.com.br",
      telefone: "(11) 98765-4321",
      endereco: "Av. Paulista, 1000",
      cep: "01310-100",
      cidade: "São Paulo",
      uf: "SP",
    },
    parcela: { id: `PARC${sequencia}`, contratoId: "CON1", numero: 2, total: 8 },
    vencimento: o.vencimento ?? "2026-12-15",
    valorCentavos: o.valorCentavos ?? 15000,
    encargos: { multa_percentual: 2, juros_mensal_percentual: 1 },
  };
}

const requisicoes = (rota: string) => asaas.requisicoes.filter((r) => `${r.metodo} ${r.caminho}` === rota);

beforeAll(async () => {
  asaas = await AsaasFalso.iniciar({ apiKey: API_KEY, webhookToken: WEBHOOK_TOKEN, hoje: () => HOJE });
  provedor = criarProvedorAsaas({ url: asaas.url, credenciais: { apiKey: API_KEY, webhookToken: WEBHOOK_TOKEN }, tempoLimiteMs: 1_000 });
});
afterAll(async () => {
  await asaas.parar();
});

describe("money on the Asaas wire", () => {
  it.each([
    [0, "0"],
    [1, "0.01"],
    [10, "0.1"],
    [57, "0.57"],
    [1005, "10.05"],
    [15000, "150"],
    [15350, "153.5"],
    [19999, "199.99"],
    [123456789, "1234567.89"],
    [999999999999, "9999999999.99"],
  ])("%i centavos go out as the JSON number %s and come back exact", (centavos, texto) => {
    expect(JSON.stringify({ value: reaisParaAsaas(centavos) })).toBe(`{"value":${texto}}`);
    expect(centavosDeAsaas(JSON.parse(texto) as number)).toBe(centavos);
  });

  it("converts every amount up to R$ 100,00 both ways without drift", () => {
    for (let c = 0; c <= 10_000; c += 1) expect(centavosDeAsaas(reaisParaAsaas(c))).toBe(c);
  });

  it.each([[-1], [1.001], [Number.NaN], [Number.POSITIVE_INFINITY], [1e21]])("reads %s reais as no amount", (reais) => {
    expect(centavosDeAsaas(reais)).toBeNull();
  });

  it("refuses fractional or negative centavos on the way out", () => {
    expect(() => reaisParaAsaas(1.5)).toThrow(RangeError);
    expect(() => reaisParaAsaas(-1)).toThrow(RangeError);
  });
});

describe("bank of a linha digitável", () => {
  it.each([
    ["00190.00009 01238.798779 77700.168188 2 37690000013500", "001", "Banco do Brasil"],
    ["46191000010000000000100000019000000000015000", "461", "Asaas IP"],
    ["34191.79001 01043.510047 91020.150008 1 00000000000000", "341", "Itaú Unibanco"],
    ["99999000000000000000000000000000000000000000000", "999", "Banco 999"],
  ])("%s → %s %s", (linha, codigo, nome) => {
    expect(bancoFromLinha(linha)).toEqual({ codigo, nome });
  });

  it("refuses a linha without a bank code", () => {
    expect(() => bancoFromLinha("12")).toThrow(RangeError);
  });
});

describe("asaas adapter: issuing a slip", () => {
  it("creates the customer and a BOLETO charge with fine and monthly interest, and returns a readable slip", async () => {
    const p = pedido({ cliente: "CLI-EMITE", cpf: "111.444.777-35", valorCentavos: 15350 });
    const slip = await provedor.emitir(p);

    const [cliente] = requisicoes("POST /v3/customers").slice(-1);
    expect(cliente?.corpo).toEqual({
      name: "Maria da Silva",
      cpfCnpj: "11144477735",
      externalReference: "EMP1:CLI-EMITE",
      email: "maria@exemplo.com.br",
      mobilePhone: "11987654321",
      postalCode: "01310100",
      address: "Av. Paulista, 1000",
    });
    const [cobranca] = requisicoes("POST /v3/payments").slice(-1);
    expect(cobranca?.corpo).toEqual({
      customer: [...asaas.clientes.values()].find((c) => c.externalReference === "EMP1:CLI-EMITE")?.id,
      billingType: "BOLETO",
      value: 153.5,
      dueDate: "2026-12-15",
      description: "Parcela 2/8 - Celulares Exemplo",
      externalReference: p.idempotencia,
      fine: { value: 2, type: "PERCENTAGE" },
      interest: { value: 1 },
      postalService: false,
    });
    for (const r of asaas.requisicoes) {
      expect(r.headers["access_token"]).toBe(API_KEY);
      expect(r.headers["user-agent"]).toBe("erp-celulares");
      if (r.metodo === "GET") expect(r.headers["content-type"]).toBeUndefined();
    }

    const guardada = asaas.cobrancas.get(slip.idProvedor)!;
    expect(slip).toMatchObject({
      provedor: "asaas",
      nossoNumero: guardada.nossoNumero,
      nossoNumeroFormatado: guardada.nossoNumero,
      banco: { codigo: BANCO_ASAAS_FALSO, nome: "Asaas IP" },
      agenciaCodigoBeneficiario: null,
      carteira: null,
      vencimento: "2026-12-15",
      valorCentavos: 15350,
    });
    const lido = lerBoleto(slip.linhaDigitavel, HOJE);
    expect(lido).toMatchObject({ ok: true, boleto: { codigoBarras: slip.codigoBarras, vencimento: "2026-12-15", valorCentavos: 15350 } });
    expect(slip.pixCopiaECola.startsWith("000201")).toBe(true);
    expect(crc16CcittFalse(slip.pixCopiaECola.slice(0, -4))).toBe(slip.pixCopiaECola.slice(-4));
  });

  it("creates an Asaas customer once per company and CPF", async () => {
    const antes = asaas.clientes.size;
    await provedor.emitir(pedido({ cliente: "CLI-UNICO", cpf: "390.533.447-05" }));
    await provedor.emitir(pedido({ cliente: "CLI-UNICO", cpf: "390.533.447-05" }));
    expect(asaas.clientes.size).toBe(antes + 1);
    // Another company selling to the same person keeps its own customer at Asaas.
    await provedor.emitir(pedido({ empresa: "EMP2", cliente: "CLI-OUTRA", cpf: "390.533.447-05" }));
    expect(asaas.clientes.size).toBe(antes + 2);
    expect([...asaas.clientes.values()].filter((c) => c.cpfCnpj === "39053344705").map((c) => c.externalReference).sort()).toEqual([
      "EMP1:CLI-UNICO",
      "EMP2:CLI-OUTRA",
    ]);
  });

  it("re-issuing with the same idempotency key returns the same charge and creates nothing", async () => {
    const p = pedido();
    const primeiro = await provedor.emitir(p);
    const cobrancas = asaas.cobrancas.size;
    const segundo = await provedor.emitir(p);
    expect(segundo).toEqual(primeiro);
    expect(asaas.cobrancas.size).toBe(cobrancas);
  });

  it("a job that died after creating the charge reuses it on its retry", async () => {
    const p = pedido();
    asaas.falhar({ tipo: "500", rota: "/identificationField" });
    await expect(provedor.emitir(p)).rejects.toBeInstanceOf(FalhaTransitoria);
    const criadas = [...asaas.cobrancas.values()].filter((c) => c.externalReference === p.idempotencia);
    expect(criadas).toHaveLength(1);
    const slip = await provedor.emitir(p);
    expect(slip.idProvedor).toBe(criadas[0]!.id);
    expect([...asaas.cobrancas.values()].filter((c) => c.externalReference === p.idempotencia)).toHaveLength(1);
  });

  it("a charge removed at Asaas is not reused: the key gets a new one", async () => {
    const p = pedido();
    const primeiro = await provedor.emitir(p);
    await provedor.baixar({ empresaId: "EMP1", idProvedor: primeiro.idProvedor });
    const segundo = await provedor.emitir(p);
    expect(segundo.idProvedor).not.toBe(primeiro.idProvedor);
  });
});

describe("asaas adapter: failures", () => {
  let erros: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    // Observed, not printed: these tests provoke the errors on purpose.
    erros = vi.spyOn(logger, "error").mockImplementation(() => undefined);
  });
  afterEach(() => {
    erros.mockRestore();
  });

  it.each([["500"], ["429"]] as const)("HTTP %s is transient, and the retry issues exactly one charge", async (tipo) => {
    const p = pedido();
    asaas.falhar({ tipo, rota: "POST /v3/payments" });
    await expect(provedor.emitir(p)).rejects.toThrow(FalhaTransitoria);
    await provedor.emitir(p);
    expect([...asaas.cobrancas.values()].filter((c) => c.externalReference === p.idempotencia)).toHaveLength(1);
  });

  it("no answer within the timeout is transient", async () => {
    asaas.falhar({ tipo: "lento", rota: "GET /v3/payments" });
    const inicio = Date.now();
    await expect(provedor.emitir(pedido())).rejects.toThrow(/sem resposta em 1000 ms/);
    expect(Date.now() - inicio).toBeLessThan(5_000);
  });

  it("one issue has a deadline over all its calls: slow answers end in a transient failure in time", async () => {
    const apressado = criarProvedorAsaas({ url: asaas.url, credenciais: { apiKey: API_KEY, webhookToken: WEBHOOK_TOKEN }, tempoLimiteMs: 1_000, prazoEmissaoMs: 1_200 });
    asaas.falhar({ tipo: "demora", rota: "GET /v3/payments", ms: 700 });
    asaas.falhar({ tipo: "demora", rota: "GET /v3/customers", ms: 700 });
    const inicio = Date.now();
    await expect(apressado.emitir(pedido({ cliente: "CLI-PRAZO" }))).rejects.toThrow(FalhaTransitoria);
    expect(Date.now() - inicio).toBeLessThan(1_600);
    // Each call alone fits its own limit: the same slowness without the deadline issues the slip.
    asaas.falhar({ tipo: "demora", rota: "GET /v3/payments", ms: 700 });
    asaas.falhar({ tipo: "demora", rota: "GET /v3/customers", ms: 700 });
    await expect(provedor.emitir(pedido({ cliente: "CLI-PRAZO" }))).resolves.toMatchObject({ provedor: "asaas" });
  });

  it("an unreachable server is transient", async () => {
    const fora = await AsaasFalso.iniciar({ apiKey: API_KEY, webhookToken: WEBHOOK_TOKEN });
    const url = fora.url;
    await fora.parar();
    const semServidor = criarProvedorAsaas({ url, credenciais: { apiKey: API_KEY, webhookToken: WEBHOOK_TOKEN }, tempoLimiteMs: 1_000 });
    await expect(semServidor.consultar({ empresaId: "EMP1", idProvedor: "pay_1" })).rejects.toThrow(FalhaTransitoria);
  });

  it("a refused API key is transient (an operator fixes the secret) and logged as an error", async () => {
    const chaveErrada = criarProvedorAsaas({ url: asaas.url, credenciais: { apiKey: "outra", webhookToken: WEBHOOK_TOKEN } });
    await expect(chaveErrada.emitir(pedido())).rejects.toThrow(/acesso recusado \(HTTP 401\)/);
    expect(erros).toHaveBeenCalledWith(expect.stringContaining("chave de API recusada"), expect.objectContaining({ status: 401 }));
  });

  it("a 400 is definitive and carries Asaas' description", async () => {
    const erro = await provedor.emitir(pedido({ valorCentavos: 300 })).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(FalhaDefinitiva);
    expect((erro as Error).message).toContain("O valor da cobrança por boleto deve ser de no mínimo R$ 5,00.");

    const cpf = await provedor.emitir(pedido({ cliente: "CLI-CPF-RUIM", cpf: "123" })).catch((e: unknown) => e);
    expect(cpf).toBeInstanceOf(FalhaDefinitiva);
    expect((cpf as Error).message).toContain("O CPF/CNPJ informado é inválido.");

    const passado = await provedor.emitir(pedido({ vencimento: "2026-11-01" })).catch((e: unknown) => e);
    expect((passado as Error).message).toContain("A data de vencimento não pode ser anterior à data atual.");
  });

  it("masks long digit runs an Asaas description quotes", async () => {
    asaas.falhar({ tipo: "400", rota: "POST /v3/payments", descricao: "CPF 52998224725 bloqueado" });
    await expect(provedor.emitir(pedido())).rejects.toThrow("CPF *********25 bloqueado");
  });

  it("a 200 out of the documented shape is transient with a clear log, never a crash", async () => {
    asaas.falhar({ tipo: "malformado", rota: "GET /v3/payments" });
    const erro = await provedor.emitir(pedido()).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(FalhaTransitoria);
    expect((erro as Error).message).toMatch(/resposta malformada \(hasMore: .*; data: /);
    expect(erros).toHaveBeenCalledWith("asaas: resposta fora do formato documentado", expect.objectContaining({ operacao: "GET /payments?externalReference" }));
  });

  it("a linha digitável that does not spell its barcode is refused", async () => {
    const p = pedido();
    const { idProvedor } = await provedor.emitir(p);
    const outro = montarCodigoBarras({ banco: "461", vencimento: "2026-12-15", valorCentavos: 99999, campoLivre: "1".repeat(25) });
    asaas.falhar({
      tipo: "corpo",
      rota: `/payments/${idProvedor}/identificationField`,
      corpo: { identificationField: linhaDigitavelDoCodigoBarras(outro), nossoNumero: "1", barCode: asaas.cobrancas.get(idProvedor)!.barCode },
    });
    await expect(provedor.emitir(p)).rejects.toThrow(/não conferem/);
  });
});

describe("asaas adapter: write-off and status", () => {
  it("writes off a pending charge, and a second write-off, a paid charge or an unknown id is no error", async () => {
    const { idProvedor } = await provedor.emitir(pedido());
    await provedor.baixar({ empresaId: "EMP1", idProvedor });
    expect(asaas.cobrancas.get(idProvedor)?.deleted).toBe(true);
    await provedor.baixar({ empresaId: "EMP1", idProvedor });
    expect(await provedor.consultar({ empresaId: "EMP1", idProvedor })).toEqual({ situacao: "cancelada" });

    const paga = await provedor.emitir(pedido());
    asaas.pagar(paga.idProvedor, { data: "2026-12-10" });
    await provedor.baixar({ empresaId: "EMP1", idProvedor: paga.idProvedor });
    expect(asaas.cobrancas.get(paga.idProvedor)?.deleted).toBe(false);

    await provedor.baixar({ empresaId: "EMP1", idProvedor: "pay_nao_existe" });
    expect(requisicoes("DELETE /v3/payments/pay_nao_existe")).toHaveLength(0);
  });

  it.each([
    ["PENDING", { situacao: "pendente" }],
    ["OVERDUE", { situacao: "pendente" }],
    ["REFUNDED", { situacao: "cancelada" }],
    ["CHARGEBACK_REQUESTED", { situacao: "desconhecida" }],
    ["REFUND_IN_PROGRESS", { situacao: "desconhecida" }],
    ["DUNNING_REQUESTED", { situacao: "desconhecida" }],
  ])("status %s reads as %o", async (status, situacao) => {
    const { idProvedor } = await provedor.emitir(pedido());
    asaas.definirStatus(idProvedor, status);
    expect(await provedor.consultar({ empresaId: "EMP1", idProvedor })).toEqual(situacao);
  });

  it.each([["RECEIVED"], ["CONFIRMED"], ["RECEIVED_IN_CASH"]] as const)("status %s reads as paid, with the date and the amount paid (fees included)", async (status) => {
    const { idProvedor } = await provedor.emitir(pedido());
    asaas.pagar(idProvedor, { data: "2026-12-25", status, valor: 153.5 });
    expect(await provedor.consultar({ empresaId: "EMP1", idProvedor })).toEqual({ situacao: "paga", dataPagamento: "2026-12-25", valorPagoCentavos: 15350 });
  });

  it("an unknown charge reads as unknown", async () => {
    expect(await provedor.consultar({ empresaId: "EMP1", idProvedor: "pay_nao_existe" })).toEqual({ situacao: "desconhecida" });
  });
});

describe("asaas adapter: webhook", () => {
  let receptor: Server;
  let urlReceptor = "";
  const recebidas: RequisicaoWebhook[] = [];

  beforeAll(async () => {
    // Where Asaas would POST: keeps what arrived, exactly as node hands it over.
    receptor = createServer((req: IncomingMessage, res) => {
      const partes: Buffer[] = [];
      req.on("data", (p: Buffer) => partes.push(p));
      req.on("end", () => {
        recebidas.push({ headers: req.headers as Record<string, string | undefined>, corpo: Buffer.concat(partes).toString("utf8") });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((ok) => receptor.listen(0, "127.0.0.1", ok));
    urlReceptor = `http://127.0.0.1:${(receptor.address() as AddressInfo).port}/api/webhooks/boletos/asaas`;
  });
  afterAll(async () => {
    await new Promise<void>((ok) => receptor.close(() => ok()));
  });

  async function entregar(corpo: unknown, token?: string | null): Promise<RequisicaoWebhook> {
    expect(await asaas.notificar(urlReceptor, corpo, token === undefined ? {} : { token })).toBe(200);
    return recebidas.at(-1)!;
  }

  it("a payment notice with the right token becomes one paid event", async () => {
    const { idProvedor } = await provedor.emitir(pedido());
    asaas.pagar(idProvedor, { data: "2026-12-14", valor: 150 });
    const aviso = asaas.aviso("PAYMENT_RECEIVED", idProvedor);
    const eventos = await provedor.lerWebhook(await entregar(aviso));
    expect(eventos).toEqual([{ tipo: "pago", eventoId: aviso.id, idProvedor, dataPagamento: "2026-12-14", valorPagoCentavos: 15000 }]);
  });

  it("a Pix confirmation counts as paid on the payer's date", async () => {
    const { idProvedor } = await provedor.emitir(pedido());
    asaas.pagar(idProvedor, { data: "2026-12-13", status: "CONFIRMED" });
    const eventos = await provedor.lerWebhook(await entregar(asaas.aviso("PAYMENT_CONFIRMED", idProvedor)));
    expect(eventos).toMatchObject([{ tipo: "pago", idProvedor, dataPagamento: "2026-12-13", valorPagoCentavos: 15000 }]);
  });

  it("any other event is acknowledged as `outro`", async () => {
    const { idProvedor } = await provedor.emitir(pedido());
    const aviso = asaas.aviso("PAYMENT_OVERDUE", idProvedor);
    expect(await provedor.lerWebhook(await entregar(aviso))).toEqual([{ tipo: "outro", eventoId: aviso.id, idProvedor, descricao: "PAYMENT_OVERDUE" }]);
  });

  it.each([
    ["a wrong token", "token-errado"],
    ["an empty token", ""],
    ["no token", null],
  ])("%s is not authentic: null", async (_, token) => {
    const { idProvedor } = await provedor.emitir(pedido());
    asaas.pagar(idProvedor, { data: "2026-12-14" });
    expect(await provedor.lerWebhook(await entregar(asaas.aviso("PAYMENT_RECEIVED", idProvedor), token))).toBeNull();
  });

  it("finds the token header in any letter case", async () => {
    const { idProvedor } = await provedor.emitir(pedido());
    const aviso = asaas.aviso("PAYMENT_CREATED", idProvedor);
    const eventos = await provedor.lerWebhook({ headers: { "Asaas-Access-Token": WEBHOOK_TOKEN }, corpo: JSON.stringify(aviso) });
    expect(eventos).toHaveLength(1);
  });

  it.each([
    ["a body that is not JSON", "isto não é json"],
    ["an event without its id", JSON.stringify({ event: "PAYMENT_RECEIVED", payment: {} })],
    ["a payment notice without the payment", JSON.stringify({ id: "evt_1", event: "PAYMENT_RECEIVED" })],
  ])("%s from an authentic sender throws", async (_, corpo) => {
    await expect(provedor.lerWebhook(await entregar(corpo))).rejects.toThrow(/Aviso do Asaas malformado/);
  });

  it("a paid notice whose payment has no date throws", async () => {
    const { idProvedor } = await provedor.emitir(pedido());
    await expect(provedor.lerWebhook(await entregar(asaas.aviso("PAYMENT_RECEIVED", idProvedor)))).rejects.toThrow(/sem a cobrança paga e sua data/);
  });
});

describe("asaas adapter: configuration", () => {
  it("reads ASAAS_API_KEY and ASAAS_WEBHOOK_TOKEN locally", async () => {
    const fonte = fonteDasVariaveis({ ASAAS_API_KEY: API_KEY, ASAAS_WEBHOOK_TOKEN: WEBHOOK_TOKEN });
    expect(await fonte()).toEqual({ apiKey: API_KEY, webhookToken: WEBHOOK_TOKEN });
    const p = criarProvedorAsaas({ url: asaas.url, credenciais: fonte });
    expect(await p.consultar({ empresaId: "EMP1", idProvedor: "pay_nao_existe" })).toEqual({ situacao: "desconhecida" });
  });

  it("fails loudly without credentials or URL", () => {
    expect(() => fonteDasVariaveis({ ASAAS_API_KEY: API_KEY })).toThrow(/ASAAS_SEGREDO .* ou ASAAS_API_KEY e ASAAS_WEBHOOK_TOKEN/);
    expect(() => criarProvedorAsaas({ url: "", credenciais: { apiKey: API_KEY, webhookToken: WEBHOOK_TOKEN } })).toThrow(/defina ASAAS_URL/);
  });

  it("asks for the credentials per call, so a failed read is retried by the next job", async () => {
    let chamadas = 0;
    const instavel = criarProvedorAsaas({
      url: asaas.url,
      credenciais: () => {
        chamadas += 1;
        return chamadas === 1 ? Promise.reject(new FalhaTransitoria("Secrets Manager fora")) : Promise.resolve({ apiKey: API_KEY, webhookToken: WEBHOOK_TOKEN });
      },
    });
    await expect(instavel.consultar({ empresaId: "EMP1", idProvedor: "pay_x" })).rejects.toBeInstanceOf(FalhaTransitoria);
    expect(await instavel.consultar({ empresaId: "EMP1", idProvedor: "pay_x" })).toEqual({ situacao: "desconhecida" });
  });
});
