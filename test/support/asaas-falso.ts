/**
 * A local server that answers like Asaas' API v3 as its public documentation describes it, for
 * the `asaas` adapter's tests: customers and charges kept in memory, the `access_token` header
 * checked (401 otherwise), a GET with a body refused with 403, 400s in the documented
 * `{ errors: [{ code, description }] }` shape, `identificationField` with a FEBRABAN-valid linha
 * and barcode, `pixQrCode` with a BR Code, `DELETE` as a soft delete. Failures can be injected
 * (500, 429, 400, a stalled answer, a malformed body), and it pays charges and delivers their
 * webhook with the `asaas-access-token` header, as Asaas does.
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { montarCodigoBarras, linhaDigitavelDoCodigoBarras } from "../../shared/boletos/codigo-barras";
import { montarPixCopiaECola } from "../../shared/boletos/pix";
import { hojeBrasil } from "../../shared/br/datas";

export const BANCO_ASAAS_FALSO = "461";
const PNG_1X1 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

export interface ClienteFalso {
  object: "customer";
  id: string;
  dateCreated: string;
  name: string;
  cpfCnpj: string;
  email: string | null;
  mobilePhone: string | null;
  postalCode: string | null;
  address: string | null;
  externalReference: string | null;
  deleted: boolean;
}

export interface CobrancaFalsa {
  object: "payment";
  id: string;
  dateCreated: string;
  customer: string;
  billingType: string;
  /** Reais, as on the wire. */
  value: number;
  netValue: number;
  description: string | null;
  dueDate: string;
  originalDueDate: string;
  status: string;
  externalReference: string | null;
  nossoNumero: string;
  bankSlipUrl: string;
  invoiceUrl: string;
  paymentDate: string | null;
  clientPaymentDate: string | null;
  confirmedDate: string | null;
  deleted: boolean;
  fine: { value: number; type: string };
  interest: { value: number; type: string };
  postalService: boolean;
  /** Not Asaas': kept for the fake's answers. */
  barCode: string;
}

export interface RequisicaoRecebida {
  metodo: string;
  caminho: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  corpo: unknown;
}

export interface FalhaInjetada {
  /**
   * 500, 429 and 400 answer that status; `lento` never answers; `malformado` answers 200 with a
   * body out of the documented shape; `corpo` answers 200 with `corpo`; `demora` answers as
   * usual after `ms`.
   */
  tipo: "500" | "429" | "400" | "lento" | "malformado" | "corpo" | "demora";
  ms?: number;
  /** Only requests whose "METHOD /path" contains this (e.g. "POST /v3/payments"); any request when absent. */
  rota?: string;
  /** How many matching requests fail (default 1). */
  vezes?: number;
  /** The 400's description. */
  descricao?: string;
  corpo?: unknown;
}

export interface OpcoesAsaasFalso {
  apiKey: string;
  webhookToken: string;
  /** "Today" for the due-date check; the business clock's (shared/relogio.ts) by default, as a real provider's clock is ours. */
  hoje?: () => string;
}

const hojeReal = () => hojeBrasil();
const json = (res: ServerResponse, status: number, corpo: unknown) => {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(corpo));
};
const erro400 = (res: ServerResponse, code: string, description: string) => json(res, 400, { errors: [{ code, description }] });
const lista = <T>(data: T[]) => ({ object: "list", hasMore: false, totalCount: data.length, limit: 100, offset: 0, data });
const casasDecimais = (v: number) => (String(v).split(".")[1] ?? "").length;

export class AsaasFalso {
  readonly clientes = new Map<string, ClienteFalso>();
  readonly cobrancas = new Map<string, CobrancaFalsa>();
  readonly requisicoes: RequisicaoRecebida[] = [];
  private falhas: (FalhaInjetada & { restantes: number })[] = [];
  private sockets = new Set<Socket>();
  private sequencia = 0;
  url = "";

  private constructor(
    private readonly servidor: Server,
    private readonly opcoes: OpcoesAsaasFalso,
  ) {}

  static async iniciar(opcoes: OpcoesAsaasFalso): Promise<AsaasFalso> {
    const servidor = createServer();
    const falso = new AsaasFalso(servidor, opcoes);
    servidor.on("request", (req: IncomingMessage, res: ServerResponse) => {
      falso.atender(req, res).catch((e: unknown) => json(res, 500, { errors: [{ code: "falso", description: String(e) }] }));
    });
    servidor.on("connection", (s) => {
      falso.sockets.add(s);
      s.on("close", () => falso.sockets.delete(s));
    });
    await new Promise<void>((ok) => servidor.listen(0, "127.0.0.1", ok));
    falso.url = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}/v3`;
    return falso;
  }

  async parar(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((ok) => this.servidor.close(() => ok()));
  }

  falhar(falha: FalhaInjetada): void {
    this.falhas.push({ ...falha, restantes: falha.vezes ?? 1 });
  }

  /** The payer pays: RECEIVED (a boleto), CONFIRMED (Pix before settlement) or RECEIVED_IN_CASH. */
  pagar(id: string, o: { data: string; status?: "RECEIVED" | "CONFIRMED" | "RECEIVED_IN_CASH"; valor?: number }): CobrancaFalsa {
    const c = this.cobranca(id);
    c.status = o.status ?? "RECEIVED";
    if (o.valor !== undefined) c.value = o.valor;
    c.clientPaymentDate = o.data;
    c.confirmedDate = o.data;
    c.paymentDate = c.status === "CONFIRMED" ? null : o.data;
    return c;
  }

  definirStatus(id: string, status: string): void {
    this.cobranca(id).status = status;
  }

  /** The notice Asaas POSTs for `evento` on charge `id`. */
  aviso(evento: string, id: string): { id: string; event: string; dateCreated: string; payment: CobrancaFalsa } {
    const payment = this.cobranca(id);
    return { id: `evt_${randomUUID().replace(/-/g, "")}&${++this.sequencia}`, event: evento, dateCreated: "2026-11-23 10:00:00", payment: publica(payment) };
  }

  /** Delivers a notice to `url` as Asaas does: JSON, with the webhook's token unless told otherwise. */
  async notificar(url: string, corpo: unknown, o: { token?: string | null } = {}): Promise<number> {
    const token = o.token === undefined ? this.opcoes.webhookToken : o.token;
    const resposta = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "Asaas_Hmlg/3.0", ...(token === null ? {} : { "asaas-access-token": token }) },
      body: typeof corpo === "string" ? corpo : JSON.stringify(corpo),
      signal: AbortSignal.timeout(5_000),
    });
    await resposta.text();
    return resposta.status;
  }

  private cobranca(id: string): CobrancaFalsa {
    const c = this.cobrancas.get(id);
    if (!c) throw new Error(`cobrança ${id} não existe no Asaas falso`);
    return c;
  }

  private async atender(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://falso");
    const bruto = await lerCorpo(req);
    let corpo: unknown = undefined;
    if (bruto.length > 0) {
      try {
        corpo = JSON.parse(bruto);
      } catch {
        corpo = bruto;
      }
    }
    const metodo = req.method ?? "GET";
    this.requisicoes.push({ metodo, caminho: url.pathname, query: url.searchParams, headers: req.headers, corpo });

    const falha = this.falhas.find((f) => f.restantes > 0 && (!f.rota || `${metodo} ${url.pathname}`.includes(f.rota)));
    if (falha) {
      falha.restantes -= 1;
      if (falha.tipo === "demora") await new Promise((ok) => setTimeout(ok, falha.ms ?? 0));
      if (falha.tipo === "lento") return; // never answers: the client's timeout must fire
      if (falha.tipo === "malformado") return json(res, 200, { object: "inesperado", data: "sem o formato documentado" });
      if (falha.tipo === "corpo") return json(res, 200, falha.corpo);
      if (falha.tipo === "400") return erro400(res, "invalid_action", falha.descricao ?? "Requisição inválida.");
      if (falha.tipo !== "demora") return json(res, Number(falha.tipo), { errors: [{ code: "error", description: "Erro interno" }] });
    }

    if (req.headers["access_token"] !== this.opcoes.apiKey) {
      return json(res, 401, { errors: [{ code: "invalid_access_token", description: "A chave de API fornecida é inválida" }] });
    }
    if (metodo === "GET" && bruto.length > 0) return json(res, 403, { errors: [{ code: "forbidden", description: "GET com corpo" }] });

    const p = url.pathname;
    const id = /^\/v3\/payments\/([^/]+)/.exec(p)?.[1];
    if (metodo === "GET" && p === "/v3/customers") return this.listarClientes(res, url.searchParams);
    if (metodo === "POST" && p === "/v3/customers") return this.criarCliente(res, corpo);
    if (metodo === "GET" && p === "/v3/payments") return this.listarCobrancas(res, url.searchParams);
    if (metodo === "POST" && p === "/v3/payments") return this.criarCobranca(res, corpo);
    const c = id ? this.cobrancas.get(decodeURIComponent(id)) : undefined;
    if (id && !c) return json(res, 404, { errors: [{ code: "not_found", description: "Cobrança não encontrada." }] });
    if (c && metodo === "GET" && p.endsWith("/identificationField")) {
      if (c.deleted) return json(res, 404, { errors: [{ code: "not_found", description: "Cobrança removida." }] });
      return json(res, 200, { identificationField: linhaDigitavelDoCodigoBarras(c.barCode), nossoNumero: c.nossoNumero, barCode: c.barCode });
    }
    if (c && metodo === "GET" && p.endsWith("/pixQrCode")) {
      const payload = montarPixCopiaECola({ chave: "a629532e-7693-4846-852d-1bbff817b5a8", nomeRecebedor: "ASAAS FALSO", cidadeRecebedor: "JOINVILLE", txid: `ASAAS${c.nossoNumero}` });
      return json(res, 200, { encodedImage: PNG_1X1, payload, expirationDate: `${c.dueDate} 23:59:59` });
    }
    if (c && metodo === "GET" && p === `/v3/payments/${id}`) return json(res, 200, publica(c));
    if (c && metodo === "DELETE" && p === `/v3/payments/${id}`) {
      if (["RECEIVED", "CONFIRMED", "RECEIVED_IN_CASH"].includes(c.status)) {
        return erro400(res, "invalid_action", "Não é possível remover uma cobrança já recebida.");
      }
      c.deleted = true;
      return json(res, 200, { deleted: true, id: c.id });
    }
    return json(res, 404, { errors: [{ code: "not_found", description: "Recurso não encontrado." }] });
  }

  private listarClientes(res: ServerResponse, q: URLSearchParams) {
    const achados = [...this.clientes.values()].filter(
      (c) => !c.deleted && (!q.get("cpfCnpj") || c.cpfCnpj === q.get("cpfCnpj")) && (!q.get("externalReference") || c.externalReference === q.get("externalReference")),
    );
    json(res, 200, lista(achados));
  }

  private criarCliente(res: ServerResponse, corpo: unknown) {
    const b = (corpo ?? {}) as Record<string, unknown>;
    if (typeof b.name !== "string" || !b.name.trim()) return erro400(res, "invalid_name", "O nome do cliente deve ser informado.");
    if (typeof b.cpfCnpj !== "string" || !/^(\d{11}|\d{14})$/.test(b.cpfCnpj)) return erro400(res, "invalid_cpfCnpj", "O CPF/CNPJ informado é inválido.");
    const texto = (v: unknown) => (typeof v === "string" ? v : null);
    const c: ClienteFalso = {
      object: "customer",
      id: `cus_${String(this.clientes.size + 1).padStart(12, "0")}`,
      dateCreated: hojeReal(),
      name: b.name,
      cpfCnpj: b.cpfCnpj,
      email: texto(b.email),
      mobilePhone: texto(b.mobilePhone),
      postalCode: texto(b.postalCode),
      address: texto(b.address),
      externalReference: texto(b.externalReference),
      deleted: false,
    };
    this.clientes.set(c.id, c);
    json(res, 200, c);
  }

  private listarCobrancas(res: ServerResponse, q: URLSearchParams) {
    const achadas = [...this.cobrancas.values()].filter(
      (c) => !c.deleted && (!q.get("externalReference") || c.externalReference === q.get("externalReference")) && (!q.get("customer") || c.customer === q.get("customer")),
    );
    json(res, 200, lista(achadas.map(publica)));
  }

  private criarCobranca(res: ServerResponse, corpo: unknown) {
    const b = (corpo ?? {}) as Record<string, unknown>;
    const cliente = typeof b.customer === "string" ? this.clientes.get(b.customer) : undefined;
    if (!cliente || cliente.deleted) return erro400(res, "invalid_customer", "Cliente inexistente ou removido.");
    if (!["BOLETO", "PIX", "CREDIT_CARD", "UNDEFINED"].includes(String(b.billingType))) return erro400(res, "invalid_billingType", "Forma de pagamento inválida.");
    if (typeof b.value !== "number" || casasDecimais(b.value) > 2) return erro400(res, "invalid_value", "O valor da cobrança deve ser informado.");
    if (b.billingType === "BOLETO" && b.value < 5) return erro400(res, "invalid_value", "O valor da cobrança por boleto deve ser de no mínimo R$ 5,00.");
    if (typeof b.dueDate !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(b.dueDate)) return erro400(res, "invalid_dueDate", "A data de vencimento deve ser informada.");
    if (b.dueDate < (this.opcoes.hoje ?? hojeReal)()) return erro400(res, "invalid_dueDate", "A data de vencimento não pode ser anterior à data atual.");
    const fine = b.fine as { value?: unknown; type?: unknown } | undefined;
    const interest = b.interest as { value?: unknown } | undefined;
    if (fine && (typeof fine.value !== "number" || (fine.type ?? "PERCENTAGE") !== "PERCENTAGE")) return erro400(res, "invalid_fine", "Multa inválida.");
    if (interest && typeof interest.value !== "number") return erro400(res, "invalid_interest", "Juros inválidos.");

    const n = this.cobrancas.size + 1;
    const nossoNumero = String(10_000_000 + n);
    const centavos = Math.round(b.value * 100);
    const barCode = montarCodigoBarras({
      banco: BANCO_ASAAS_FALSO,
      vencimento: b.dueDate,
      valorCentavos: centavos,
      campoLivre: `0001${"0".repeat(13)}${nossoNumero}`,
    });
    const id = `pay_${n}_${randomUUID().replace(/-/g, "").slice(0, 14)}`;
    const c: CobrancaFalsa = {
      object: "payment",
      id,
      dateCreated: hojeReal(),
      customer: cliente.id,
      billingType: String(b.billingType),
      value: b.value,
      netValue: b.value,
      description: typeof b.description === "string" ? b.description : null,
      dueDate: b.dueDate,
      originalDueDate: b.dueDate,
      status: "PENDING",
      externalReference: typeof b.externalReference === "string" ? b.externalReference : null,
      nossoNumero,
      bankSlipUrl: `${this.url.replace(/\/v3$/, "")}/b/pdf/${id}`,
      invoiceUrl: `${this.url.replace(/\/v3$/, "")}/i/${id}`,
      paymentDate: null,
      clientPaymentDate: null,
      confirmedDate: null,
      deleted: false,
      fine: { value: typeof fine?.value === "number" ? fine.value : 0, type: "PERCENTAGE" },
      interest: { value: typeof interest?.value === "number" ? interest.value : 0, type: "PERCENTAGE" },
      postalService: b.postalService === true,
      barCode,
    };
    this.cobrancas.set(id, c);
    json(res, 200, publica(c));
  }
}

/** What the API shows of a charge (the barcode only through identificationField). */
function publica(c: CobrancaFalsa): CobrancaFalsa {
  const { barCode: _barCode, ...resto } = c;
  return resto as CobrancaFalsa;
}

function lerCorpo(req: IncomingMessage): Promise<string> {
  return new Promise((ok, falha) => {
    const partes: Buffer[] = [];
    req.on("data", (p: Buffer) => partes.push(p));
    req.on("end", () => ok(Buffer.concat(partes).toString("utf8")));
    req.on("error", falha);
  });
}
