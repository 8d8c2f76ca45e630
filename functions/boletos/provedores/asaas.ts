/**
 * The `asaas` adapter of the provider port (porta.ts), over Asaas' public API v3:
 * - emitir: the charge is looked up by `externalReference` (= the port's `idempotencia`) first, so
 *   a job redelivered after a crash reuses the charge it created; otherwise the payer becomes an
 *   Asaas customer once per company and CPF (found by `cpfCnpj` and our reference) and a BOLETO
 *   charge is created with the company's fine and monthly interest; then the linha digitável,
 *   barcode and nosso número (`identificationField`) and the Pix copy-and-paste (`pixQrCode`) are
 *   fetched, and the linha is checked against the barcode before anything is returned;
 * - baixar: `DELETE /payments/{id}` unless the charge is already paid, removed or unknown;
 * - consultar: `GET /payments/{id}` and its status, normalised;
 * - lerWebhook: the `asaas-access-token` header must equal the webhook's token (constant-time
 *   compare); one event per notice, deduplicated by the consumer on its `id`.
 * Money is integer centavos here and reais with two decimals on the wire (asaas-esquemas.ts).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { codigoBarrasDaLinhaDigitavel } from "../../../shared/boletos/codigo-barras";
import { ambiente } from "../../lib/env";
import { logger } from "../../lib/logger";
import { bancoFromLinha } from "./bancos";
import { type CredenciaisAsaas, fonteDasVariaveis, type FonteCredenciais } from "./asaas-credenciais";
import {
  ClienteAsaas,
  CobrancaAsaas,
  EventoAsaas,
  ExclusaoAsaas,
  LinhaDigitavelAsaas,
  listaAsaas,
  PixAsaas,
  reaisParaAsaas,
} from "./asaas-esquemas";
import { chamarAsaas, type ClienteHttpAsaas } from "./asaas-http";
import {
  type BoletoEmitido,
  type EventoProvedor,
  FalhaDefinitiva,
  FalhaTransitoria,
  type PedidoEmissao,
  type ProvedorBoletos,
  type RequisicaoWebhook,
  type SituacaoCobranca,
} from "./porta";

export interface ConfigAsaas {
  /** API base with the version: https://api.asaas.com/v3 or https://api-sandbox.asaas.com/v3. */
  url: string;
  credenciais: CredenciaisAsaas | FonteCredenciais;
  /** Per call. Default 5 s. */
  tempoLimiteMs?: number;
  /**
   * The whole of one `emitir` (up to five calls in a row): default 8 s, inside the slip job's
   * 10 s Lambda timeout, so a slow Asaas ends in a FalhaTransitoria the job can report rather
   * than a killed invocation.
   */
  prazoEmissaoMs?: number;
  userAgent?: string;
}

const TEMPO_LIMITE_PADRAO_MS = 5_000;
const PRAZO_EMISSAO_PADRAO_MS = 8_000;
const USER_AGENT = "erp-celulares";
const MAX_DESCRICAO = 500;

/** Statuses of a charge whose money came in (boleto: RECEIVED; Pix/card: CONFIRMED first; by hand: RECEIVED_IN_CASH). */
const PAGAS = new Set(["RECEIVED", "CONFIRMED", "RECEIVED_IN_CASH"]);
const PENDENTES = new Set(["PENDING", "OVERDUE", "AWAITING_RISK_ANALYSIS"]);
/** Events that mean the payer paid; everything else is acknowledged and ignored. */
const EVENTOS_PAGO = new Set(["PAYMENT_RECEIVED", "PAYMENT_CONFIRMED"]);
const HEADER_TOKEN = "asaas-access-token";

/** Builds the adapter; without `config`, from ASAAS_URL and ASAAS_SEGREDO (or ASAAS_API_KEY/ASAAS_WEBHOOK_TOKEN). */
export function criarProvedorAsaas(config: Partial<ConfigAsaas> = {}): ProvedorBoletos {
  const url = config.url ?? ambiente().ASAAS_URL;
  if (!url || !/^https?:\/\/[^\s/]+/.test(url)) {
    throw new Error("Asaas sem URL: defina ASAAS_URL (ex.: https://api.asaas.com/v3)");
  }
  const fonte = config.credenciais ?? fonteDasVariaveis(ambiente());
  const credenciais: FonteCredenciais = typeof fonte === "function" ? fonte : () => Promise.resolve(fonte);
  const base = { url, tempoLimiteMs: config.tempoLimiteMs ?? TEMPO_LIMITE_PADRAO_MS, userAgent: config.userAgent ?? USER_AGENT };
  const http = async (): Promise<ClienteHttpAsaas> => ({ ...base, apiKey: (await credenciais()).apiKey });

  return {
    nome: "asaas",
    emitir: async (pedido) => {
      const prazo = Date.now() + (config.prazoEmissaoMs ?? PRAZO_EMISSAO_PADRAO_MS);
      return emitir({ ...(await http()), prazo }, pedido);
    },
    baixar: async ({ idProvedor }) => baixar(await http(), idProvedor),
    consultar: async ({ idProvedor }) => consultar(await http(), idProvedor),
    lerWebhook: async (req) => lerWebhook((await credenciais()).webhookToken, req),
  };
}

const q = encodeURIComponent;

async function emitir(http: ClienteHttpAsaas, pedido: PedidoEmissao): Promise<BoletoEmitido> {
  const existente = await cobrancaPorReferencia(http, pedido.idempotencia);
  const cobranca = existente ?? (await criarCobranca(http, pedido, await clienteDoPagador(http, pedido)));
  if (existente) logger.info("asaas: cobrança reaproveitada", { idProvedor: existente.id, parcelaId: pedido.parcela.id });
  // The slip carries what Asaas will charge; a difference from the request is for a person to see.
  if (cobranca.value !== pedido.valorCentavos || cobranca.dueDate !== pedido.vencimento) {
    logger.error("asaas: cobrança difere do pedido", { idProvedor: cobranca.id, parcelaId: pedido.parcela.id });
  }

  const caminho = `/payments/${q(cobranca.id)}`;
  const [linha, pix] = await Promise.all([
    chamarAsaas(http, { metodo: "GET", caminho: `${caminho}/identificationField`, operacao: "GET /payments/{id}/identificationField", esquema: LinhaDigitavelAsaas }),
    chamarAsaas(http, { metodo: "GET", caminho: `${caminho}/pixQrCode`, operacao: "GET /payments/{id}/pixQrCode", esquema: PixAsaas }),
  ]);
  // A linha whose fields do not spell its own barcode would be a slip no bank can read.
  if (codigoBarrasDaLinhaDigitavel(linha.identificationField) !== linha.barCode) {
    logger.error("asaas: linha digitável e código de barras não conferem", { idProvedor: cobranca.id });
    throw new FalhaTransitoria("Asaas identificationField: linha digitável e código de barras não conferem");
  }
  return {
    provedor: "asaas",
    idProvedor: cobranca.id,
    nossoNumero: linha.nossoNumero,
    nossoNumeroFormatado: linha.nossoNumero,
    banco: bancoFromLinha(linha.identificationField),
    agenciaCodigoBeneficiario: null,
    carteira: null,
    codigoBarras: linha.barCode,
    linhaDigitavel: linha.identificationField,
    pixCopiaECola: pix.payload,
    vencimento: cobranca.dueDate,
    valorCentavos: cobranca.value,
  };
}

async function cobrancaPorReferencia(http: ClienteHttpAsaas, referencia: string): Promise<CobrancaAsaas | null> {
  const lista = await chamarAsaas(http, {
    metodo: "GET",
    caminho: `/payments?externalReference=${q(referencia)}&limit=10`,
    operacao: "GET /payments?externalReference",
    esquema: listaAsaas(CobrancaAsaas),
  });
  return lista.data.find((c) => c.externalReference === referencia && !c.deleted) ?? null;
}

/** Our reference on the Asaas customer: one per company and payer, even where two companies share a CPF. */
const referenciaCliente = (pedido: PedidoEmissao) => `${pedido.empresa.id}:${pedido.pagador.id}`;
const digitos = (s: string | null) => (s ? s.replace(/\D/g, "") : "");

async function clienteDoPagador(http: ClienteHttpAsaas, pedido: PedidoEmissao): Promise<string> {
  const referencia = referenciaCliente(pedido);
  const cpf = digitos(pedido.pagador.cpf);
  const lista = await chamarAsaas(http, {
    metodo: "GET",
    caminho: `/customers?cpfCnpj=${q(cpf)}&limit=100`,
    operacao: "GET /customers?cpfCnpj",
    esquema: listaAsaas(ClienteAsaas),
  });
  const achado = lista.data.find((c) => c.externalReference === referencia && !c.deleted);
  if (achado) return achado.id;

  const { pagador } = pedido;
  const corpo: Record<string, unknown> = { name: pagador.nome, cpfCnpj: cpf, externalReference: referencia };
  if (pagador.email) corpo.email = pagador.email;
  if (digitos(pagador.telefone)) corpo.mobilePhone = digitos(pagador.telefone);
  if (digitos(pagador.cep)) corpo.postalCode = digitos(pagador.cep);
  if (pagador.endereco) corpo.address = pagador.endereco;
  const criado = await chamarAsaas(http, { metodo: "POST", caminho: "/customers", operacao: "POST /customers", esquema: ClienteAsaas, corpo });
  return criado.id;
}

async function criarCobranca(http: ClienteHttpAsaas, pedido: PedidoEmissao, cliente: string): Promise<CobrancaAsaas> {
  const { parcela, empresa, encargos } = pedido;
  const criada = await chamarAsaas(http, {
    metodo: "POST",
    caminho: "/payments",
    operacao: "POST /payments",
    esquema: CobrancaAsaas,
    corpo: {
      customer: cliente,
      billingType: "BOLETO",
      value: reaisParaAsaas(pedido.valorCentavos),
      dueDate: pedido.vencimento,
      description: `${pedido.descricao ?? `Parcela ${parcela.numero}/${parcela.total}`} - ${empresa.nome}`.slice(0, MAX_DESCRICAO),
      externalReference: pedido.idempotencia,
      // Percentages with at most two decimals (EncargosAtraso); Asaas applies the monthly rate pro rata die.
      fine: { value: encargos.multa_percentual, type: "PERCENTAGE" },
      interest: { value: encargos.juros_mensal_percentual },
      postalService: false,
    },
  });
  return criada;
}

async function obterCobranca(http: ClienteHttpAsaas, id: string): Promise<CobrancaAsaas | null> {
  return chamarAsaas(http, { metodo: "GET", caminho: `/payments/${q(id)}`, operacao: "GET /payments/{id}", esquema: CobrancaAsaas }, { nuloSe404: true });
}

async function baixar(http: ClienteHttpAsaas, id: string): Promise<void> {
  const atual = await obterCobranca(http, id);
  if (!atual || atual.deleted || !PENDENTES.has(atual.status)) return;
  try {
    await chamarAsaas(http, { metodo: "DELETE", caminho: `/payments/${q(id)}`, operacao: "DELETE /payments/{id}", esquema: ExclusaoAsaas }, { nuloSe404: true });
  } catch (erro) {
    // Paid or removed between the read and the delete: the write-off has nothing left to do.
    if (!(erro instanceof FalhaDefinitiva)) throw erro;
    const depois = await obterCobranca(http, id);
    if (!depois || depois.deleted || !PENDENTES.has(depois.status)) return;
    throw erro;
  }
}

/** A payment's date as Asaas fills it: paid on `paymentDate`; the payer's own date or confirmation otherwise. */
const dataDoPagamento = (c: CobrancaAsaas) => c.paymentDate ?? c.clientPaymentDate ?? c.confirmedDate;

export function situacaoDaCobranca(c: CobrancaAsaas): SituacaoCobranca {
  if (c.deleted) return { situacao: "cancelada" };
  if (PENDENTES.has(c.status)) return { situacao: "pendente" };
  if (PAGAS.has(c.status)) {
    const data = dataDoPagamento(c);
    if (data) return { situacao: "paga", dataPagamento: data, valorPagoCentavos: c.value };
    logger.warn("asaas: cobrança paga sem data de pagamento", { idProvedor: c.id, status: c.status });
    return { situacao: "desconhecida" };
  }
  // The money went back to the payer: nothing stands paid at the provider.
  if (c.status === "REFUNDED") return { situacao: "cancelada" };
  // Refunds under way, chargebacks and dunning need a person: the state is not moved by a guess.
  return { situacao: "desconhecida" };
}

async function consultar(http: ClienteHttpAsaas, id: string): Promise<SituacaoCobranca> {
  const cobranca = await obterCobranca(http, id);
  return cobranca ? situacaoDaCobranca(cobranca) : { situacao: "desconhecida" };
}

function header(headers: RequisicaoWebhook["headers"], nome: string): string | undefined {
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === nome) return v;
  return undefined;
}

/** Equal-length digests keep the compare constant-time whatever the sent token's length. */
function mesmoToken(recebido: string, esperado: string): boolean {
  const h = (s: string) => createHash("sha256").update(s, "utf8").digest();
  return timingSafeEqual(h(recebido), h(esperado));
}

async function lerWebhook(token: string, req: RequisicaoWebhook): Promise<EventoProvedor[] | null> {
  const recebido = header(req.headers, HEADER_TOKEN);
  if (recebido === undefined || !mesmoToken(recebido, token)) {
    logger.warn("asaas: aviso sem token válido", { temToken: recebido !== undefined });
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(req.corpo);
  } catch {
    throw new FalhaDefinitiva("Aviso do Asaas malformado: o corpo não é JSON");
  }
  const lido = EventoAsaas.safeParse(json);
  if (!lido.success) {
    const campos = lido.error.issues.map((i) => `${i.path.join(".") || "(raiz)"}: ${i.message}`).join("; ");
    throw new FalhaDefinitiva(`Aviso do Asaas malformado: ${campos}`);
  }
  return [eventoDoAviso(lido.data)];
}

function eventoDoAviso(e: EventoAsaas): EventoProvedor {
  const pagamento = e.payment;
  if (EVENTOS_PAGO.has(e.event)) {
    const data = pagamento ? dataDoPagamento(pagamento) : null;
    if (!pagamento || !data) throw new FalhaDefinitiva(`Aviso do Asaas malformado: ${e.event} sem a cobrança paga e sua data`);
    return { tipo: "pago", eventoId: e.id, idProvedor: pagamento.id, dataPagamento: data, valorPagoCentavos: pagamento.value };
  }
  return { tipo: "outro", eventoId: e.id, idProvedor: pagamento?.id ?? null, descricao: e.event };
}
