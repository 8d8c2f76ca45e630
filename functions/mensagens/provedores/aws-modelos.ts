/**
 * What the `aws` adapter puts on the wire for each channel, pure (aws.ts sends it):
 *
 * - WhatsApp: a business-initiated conversation must use a template Meta approved, so each model
 *   (`modelo`) has one (its name from configuration, language pt_BR) and the message's variables go
 *   as the template's body parameters, in the order PARAMETROS_WHATSAPP lists (the operator writes
 *   each template's body with {{1}}, {{2}}… in that order: docs/operacao.md). The payload is the
 *   WhatsApp Cloud API message object, sent as bytes in SendWhatsAppMessage's `message`. The
 *   sign-up code goes in an AUTHENTICATION template (Meta's category for one-time codes): the code is
 *   the body's only parameter and the copy-code button's too.
 * - SMS: the same text the other channels get, to the number in E.164 (+55…); a text longer than
 *   one SendTextMessage takes leaves without the slips (the customer area has them).
 * - E-mail: the text and the subject, plain, from the configured sender in the store's name.
 */
import { textoMensagem } from "../../../shared/mensagens/textos";
import type { Modelo } from "../../../shared/mensagens/schemas";
import type { ConfigWhatsappAws } from "./aws-config";
import { nomeModeloPadrao } from "./aws-config";
import { FalhaDefinitiva, type PedidoEnvio } from "./porta";

/** One body parameter: the value from the message's variables, never empty (Meta refuses an empty parameter: error 131008). */
type Parametro = (v: Record<string, string>) => string;

const comFallback = (chave: string, fallback: string): Parametro => (v) => v[chave]?.trim() || fallback;

export const PARAMETRO = {
  cliente: comFallback("cliente", "cliente"),
  loja: comFallback("loja", "Loja"),
  produto: comFallback("produto", "aparelho"),
  /** The entry and the instalments, as the text says them (shared/mensagens/textos.ts boas_vindas). */
  condicoes: ((v) => (v.entrada ? `Entrada de ${v.entrada} e ${v.parcelas ?? ""}` : (v.parcelas ?? "")).trim() || "-") satisfies Parametro,
  valor_total: comFallback("valor_total", "-"),
  resumo: comFallback("resumo", "-"),
  /** The slips the message shows (linha digitável and Pix), once issued; otherwise where to find them. */
  boletos: comFallback("boletos", "Os boletos estão na Área do Cliente."),
  area_cliente: comFallback("area_cliente", "peça o endereço à loja"),
  whatsapp_loja: comFallback("whatsapp_loja", "fale com a loja"),
  valor: comFallback("valor", "-"),
  data_bloqueio: comFallback("data_bloqueio", "-"),
  descricao: comFallback("descricao", "-"),
  email: comFallback("email", "-"),
  codigo: comFallback("codigo", "-"),
  tentativas: comFallback("tentativas", "-"),
  data: comFallback("data", "-"),
  forma: comFallback("forma", "-"),
  /** The receipt's own text (its lines joined by parametroDeTexto); left out of a body too long, as the slips are. */
  recibo: comFallback("recibo", "o recibo completo está com a loja"),
} satisfies Record<string, Parametro>;
export type NomeParametro = keyof typeof PARAMETRO;

const comuns = ["area_cliente", "whatsapp_loja"] as const;

/**
 * Each model's template body parameters, in order ({{1}}, {{2}}…). `autenticacao`: an
 * AUTHENTICATION template (the code in the body and in its copy-code button). A model missing here
 * has no WhatsApp template: its WhatsApp channel fails at once and the next channel is tried.
 */
export const PARAMETROS_WHATSAPP: Partial<Record<Modelo, { parametros: readonly NomeParametro[]; autenticacao?: true }>> = {
  boas_vindas: { parametros: ["cliente", "loja", "produto", "condicoes", "valor_total", "boletos", ...comuns] },
  lembrete_antes: { parametros: ["cliente", "loja", "resumo", "boletos", ...comuns] },
  lembrete_vencimento: { parametros: ["cliente", "loja", "resumo", "boletos", ...comuns] },
  lembrete_atraso: { parametros: ["cliente", "loja", "resumo", "boletos", ...comuns] },
  bloqueio_agendado: { parametros: ["cliente", "loja", "valor", "data_bloqueio", ...comuns] },
  bloqueado: { parametros: ["cliente", "loja", ...comuns] },
  desbloqueado: { parametros: ["cliente", "loja", ...comuns] },
  pagamento_recebido: { parametros: ["cliente", "loja", "descricao", "valor", ...comuns] },
  segunda_via: { parametros: ["cliente", "loja", "descricao", "boletos", ...comuns] },
  recibo: { parametros: ["cliente", "loja", "descricao", "valor", "data", "forma", "recibo", ...comuns] },
  quitacao: { parametros: ["cliente", "loja", "valor", "data", "produto", ...comuns] },
  codigo_cadastro: { parametros: ["codigo"], autenticacao: true },
  conta_vinculada: { parametros: ["cliente", "loja", "email", ...comuns] },
  tentativas_codigo: { parametros: ["cliente", "loja", "tentativas", ...comuns] },
};

/** Meta refuses a parameter with a new line, a tab or more than 4 spaces in a row (error 132018): lines become " · ". */
export const parametroDeTexto = (s: string): string =>
  s
    .split(/\s*\n\s*/)
    .filter(Boolean)
    .join(" · ")
    .replace(/\t/g, " ")
    .replace(/ {4,}/g, "   ");

/** A Brazilian destination (national digits, 10–11) in E.164, as SendTextMessage and WhatsApp take it. */
export function e164(destino: string): string {
  const d = destino.replace(/\D/g, "");
  if (d.length !== 10 && d.length !== 11) throw new FalhaDefinitiva("Número de telefone inválido para envio");
  return `+55${d}`;
}

/** What the parameters of one template body may add up to, leaving the template's own words room within Meta's 1024. */
export const LIMITE_PARAMETROS_WHATSAPP = 800;

/** The WhatsApp Cloud API message object of a template message (SendWhatsAppMessage `message`). */
export function mensagemWhatsapp(p: PedidoEnvio, cfg: Pick<ConfigWhatsappAws, "idioma" | "modelos">): Record<string, unknown> {
  const def = PARAMETROS_WHATSAPP[p.modelo];
  if (!def) throw new FalhaDefinitiva(`Sem modelo de WhatsApp aprovado para "${p.modelo}"`);
  const valores = (v: Record<string, string>) => def.parametros.map((n) => parametroDeTexto(PARAMETRO[n](v)));
  let textos = valores(p.variaveis);
  // Meta refuses a template whose body, filled in, passes 1024 characters (error 132005): the slips then stay in the customer
  // area, and a receipt's text with the shop (what was paid, the amount, the date and the method still go).
  if (textos.join("").length > LIMITE_PARAMETROS_WHATSAPP) textos = valores({ ...p.variaveis, boletos: "", recibo: "" });
  const parametros = textos.map((text) => ({ type: "text", text }));
  const components: Record<string, unknown>[] = [{ type: "body", parameters: parametros }];
  // Copy-code button of an authentication template: its URL parameter is the code itself (Meta's authentication templates).
  if (def.autenticacao) components.push({ type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: parametros[0]!.text }] });
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: e164(p.destino),
    type: "template",
    template: { name: cfg.modelos[p.modelo] ?? nomeModeloPadrao(p.modelo), language: { code: cfg.idioma }, components },
    // Echoed in the message's status notices: which message and channel this is.
    biz_opaque_callback_data: p.idempotencia,
  };
}

/** SendTextMessage's MessageBody limit (characters). */
export const LIMITE_SMS = 1600;

/** The SMS text: the message's text, or, when longer than one SendTextMessage takes, the same without the slips. */
export function textoSms(p: PedidoEnvio): string {
  if (p.texto.length <= LIMITE_SMS) return p.texto;
  const { boletos: _boletos, ...semBoletos } = p.variaveis;
  const curto = textoMensagem(p.modelo, semBoletos).texto;
  return curto.length <= LIMITE_SMS ? curto : `${curto.slice(0, LIMITE_SMS - 1)}…`;
}

/** An RFC 5322 display name, encoded (RFC 2047) when not plain ASCII, as SES asks for FromEmailAddress. */
export function remetente(nome: string, endereco: string): string {
  const limpo = nome.replace(/["\\\r\n<>]/g, "").trim();
  if (!limpo) return endereco;
  const ascii = /^[\x20-\x7e]*$/.test(limpo);
  return ascii ? `"${limpo}" <${endereco}>` : `=?UTF-8?B?${Buffer.from(limpo, "utf8").toString("base64")}?= <${endereco}>`;
}

/** SES message tags accept letters, digits, `_` and `-` only. */
export const valorDeTag = (s: string): string => s.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 256);
