/**
 * Messages that reach a customer (issue 31): the channels, the delivery states, the templates
 * (`modelo`) and the API's shape of a message. Transactional messages only, never marketing.
 */
import * as z from "../zod";
import { preguicoso } from "../preguicoso";

/** The order a customer is tried in: WhatsApp, then SMS, then e-mail (issue 31 item 2). */
export const CANAIS = ["whatsapp", "sms", "email"] as const;
export type Canal = (typeof CANAIS)[number];

/**
 * - `agendada`: started by the shop outside the hours a person may be reached; waits for the next allowed time;
 * - `pendente`: on its way to the provider;
 * - `enviada` (the provider took it), `entregue`, `lida` (the provider's delivery notices);
 * - `falhou`: every channel tried failed (or the customer has none); `motivo` says why;
 * - `descartada`: not sent because what caused it was gone when it was to leave (vigencia.ts); `motivo` says why.
 */
export const STATUS_MENSAGEM = ["agendada", "pendente", "enviada", "entregue", "lida", "falhou", "descartada"] as const;
export type StatusMensagem = (typeof STATUS_MENSAGEM)[number];

/** Delivered to the person: what a lock needs of its announcement (issue 31 item 6). */
export const statusEntregue = (s: StatusMensagem): boolean => s === "entregue" || s === "lida";

export const MODELOS = [
  "boas_vindas",
  "lembrete_antes",
  "lembrete_vencimento",
  "lembrete_atraso",
  "bloqueio_agendado",
  "bloqueado",
  "desbloqueado",
  "pagamento_recebido",
  "segunda_via",
  "recibo",
  "quitacao",
  "codigo_cadastro",
  "conta_vinculada",
  "tentativas_codigo",
] as const;
export type Modelo = (typeof MODELOS)[number];

/** Collection messages: at most one per contract per day (issue 31 item 3). */
export const MODELOS_COBRANCA: readonly Modelo[] = ["lembrete_antes", "lembrete_vencimento", "lembrete_atraso", "bloqueio_agendado"];

/** A message as the API shows it (GET /api/contratos/{id}/mensagens), oldest first. */
export const MensagemDto = preguicoso(() => z.object({
  id: z.string(),
  canal: z.nullable(z.enum(CANAIS)),
  destino: z.nullable(z.string()),
  modelo: z.enum(MODELOS),
  texto: z.string(),
  status: z.enum(STATUS_MENSAGEM),
  motivo: z.nullable(z.string()),
  em: z.string(),
  atualizada_em: z.string(),
}));
export type MensagemDto = z.infer<typeof MensagemDto>;

export const ListaMensagens = preguicoso(() => z.object({ items: z.array(MensagemDto) }));
export type ListaMensagens = z.infer<typeof ListaMensagens>;

/** The words of each state (Histórico, the lock audit PDF, the local inbox). */
export const ROTULO_STATUS_MENSAGEM: Record<StatusMensagem, string> = {
  agendada: "agendada",
  pendente: "na fila",
  enviada: "enviada",
  entregue: "entregue",
  lida: "lida",
  falhou: "falhou",
  descartada: "não enviada",
};

export const ROTULO_CANAL: Record<Canal, string> = { whatsapp: "WhatsApp", sms: "SMS", email: "e-mail" };

export const ROTULO_MODELO: Record<Modelo, string> = {
  boas_vindas: "boas-vindas",
  lembrete_antes: "lembrete antes do vencimento",
  lembrete_vencimento: "lembrete do vencimento",
  lembrete_atraso: "lembrete de atraso",
  bloqueio_agendado: "aviso de bloqueio",
  bloqueado: "aparelho bloqueado",
  desbloqueado: "aparelho desbloqueado",
  pagamento_recebido: "pagamento recebido",
  segunda_via: "2ª via do boleto",
  recibo: "recibo do pagamento",
  quitacao: "contrato quitado",
  codigo_cadastro: "código de cadastro",
  conta_vinculada: "conta vinculada ao CPF",
  tentativas_codigo: "tentativas com código errado",
};
