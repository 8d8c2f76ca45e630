/**
 * The remote lock of a financed phone (docs/bloqueio.md, issue 18): the device's lifecycle as the
 * contract shows it, the commands sent to the lock provider, and the manual lock request.
 * - `status_aparelho` (contract): `ativo` (monitored, usable) → `bloqueando` (lock asked, not yet
 *   confirmed by the device) → `bloqueado` → `desbloqueando` → `ativo`; `suspenso` is a manual hold
 *   (complaint, Procon, court order): no lock while it lasts, and a locked phone is unlocked.
 * - commands (`COMANDO_APARELHO` items, each queued once on `lock-jobs`, ordered per device):
 *   `matricular` (the boleto contract that sold the phone enrols it; one contract at a time across
 *   every company), `bloquear`, `desbloquear`, `liberar` (payoff or cancellation: unlocked and
 *   released), `avisar` (a notice shown on the phone: the lock announced with its date).
 */
import * as z from "../zod";
import { textoLimpo } from "../br/texto";
import { formatarData } from "../br/datas";
import { preguicoso } from "../preguicoso";

export const STATUS_APARELHO = ["ativo", "bloqueando", "bloqueado", "desbloqueando", "suspenso"] as const;
export type StatusAparelho = (typeof STATUS_APARELHO)[number];

export const ACOES_COMANDO = ["matricular", "bloquear", "desbloquear", "liberar", "avisar"] as const;
export type AcaoComando = (typeof ACOES_COMANDO)[number];

/** Who or what asked for a command (the audit names it). */
export const ORIGENS_COMANDO = ["manual", "rotina", "pagamento", "suspensao", "contrato"] as const;
export type OrigemComando = (typeof ORIGENS_COMANDO)[number];

/**
 * A command's life: `pendente` (written; the stream queues its job) → `aceito` (the provider took
 * it; the device confirms later) → `confirmado`; or `recusado` (the provider refused: e.g. the
 * device is enrolled by another contract), `falhou` (retries exhausted) or `superado` (a newer
 * command of the same device came first, so this one is never sent).
 */
export const SITUACOES_COMANDO = ["pendente", "aceito", "confirmado", "recusado", "falhou", "superado"] as const;
export type SituacaoComando = (typeof SITUACOES_COMANDO)[number];

/** Enrolment of the device at the lock provider, as the contract knows it. */
export const SITUACOES_MATRICULA = ["pendente", "ativa", "recusada", "liberada"] as const;
export type SituacaoMatricula = (typeof SITUACOES_MATRICULA)[number];

export const MSG_BLOQUEIO = {
  acaoInvalida: "Ação inválida. Use bloquear, desbloquear, suspender ou retomar.",
  motivoObrigatorio: "Informe o motivo.",
  motivoLongo: "O motivo deve ter no máximo 500 caracteres.",
  plano: "O bloqueio remoto está disponível nos planos Pro e Master.",
  suspenso: "O aparelho está suspenso: retome-o antes de bloquear.",
  ufSemBloqueio: "O bloqueio está desativado para a UF deste cliente ou da loja.",
  jaBloqueado: "O aparelho já está bloqueado ou com bloqueio em andamento.",
  naoBloqueado: "O aparelho não está bloqueado.",
  jaSuspenso: "O aparelho já está suspenso.",
  naoSuspenso: "O aparelho não está suspenso.",
  contratoEncerrado: "Contrato encerrado: não há aparelho para bloquear.",
  matriculaRecusada: "O aparelho não está vinculado a este contrato no provedor de bloqueio.",
  /** Issue 37 item 6: no consent at the sale, no enrolment, no lock of any kind. */
  semConsentimento: "Este contrato não tem o consentimento do cliente para o bloqueio remoto: o aparelho não está matriculado e não pode ser bloqueado.",
  ufComLei: "A lei do Ceará proíbe bloquear o celular por atraso (multa de R$ 10.000 por aparelho): o bloqueio não é permitido para cliente ou loja do CE.",
  semAtraso: "Não há parcela vencida neste contrato: o aparelho só pode ser bloqueado por atraso.",
  aPedidoSoNoBloqueio: "O pedido do cliente só se aplica ao bloqueio.",
  /** A lock for a debt is announced first (issue 36): asking again before the routine locks it. */
  jaAgendado: (data: string) => `O bloqueio deste aparelho já está agendado para ${formatarData(data)}.`,
} as const;

/**
 * What the staff are told once a manual action is accepted (202): what was done and what happens
 * next, never a lock or unlock the phone has not confirmed (issue 36 item 12: the customer's own
 * request read 'Aparelho bloqueado com sucesso!' while the phone was still to confirm it).
 */
export const MSG_PEDIDO_APARELHO = {
  bloqueioSolicitado: "Bloqueio solicitado: o aparelho será bloqueado assim que confirmar.",
  desbloqueioSolicitado: "Desbloqueio solicitado: o aparelho será desbloqueado assim que confirmar.",
  bloqueioAgendado: (data: string) => `Bloqueio agendado para ${formatarData(data)}`,
  bloqueado: "Aparelho bloqueado.",
  desbloqueado: "Aparelho desbloqueado.",
  suspenso: "Bloqueio suspenso com sucesso!",
  retomado: "Bloqueio retomado com sucesso!",
} as const;

export const ACOES_MANUAIS = ["bloquear", "desbloquear", "suspender", "retomar"] as const;
export type AcaoManual = (typeof ACOES_MANUAIS)[number];

/** The longest reason a lock, unlock or hold may carry (it goes to the audit and the PDF). */
export const MOTIVO_MAXIMO = 500;

/** The actions that need a reason (docs/bloqueio.md: a lock asks for a reason and a second confirmation). */
export const ACOES_COM_MOTIVO: readonly AcaoManual[] = ["bloquear", "suspender"];

/** `POST /api/contratos/{id}/bloqueio`: `motivo` is required to lock or suspend. */
export const PedidoBloqueioManual = preguicoso(() => z
  .strictObject({
    acao: z.enum(ACOES_MANUAIS, { error: MSG_BLOQUEIO.acaoInvalida }),
    // The reason goes to the audit PDF a court may read: no control or invisible characters (a line break is fine).
    motivo: z.optional(z.string({ error: MSG_BLOQUEIO.motivoObrigatorio }).check(z.trim(), z.maxLength(MOTIVO_MAXIMO, MSG_BLOQUEIO.motivoLongo), textoLimpo("Motivo", { multilinha: true }))),
    /** The customer's own request (lost or stolen phone): the one lock without an overdue instalment, recorded as such. */
    a_pedido_do_cliente: z.optional(z.boolean({ error: MSG_BLOQUEIO.aPedidoSoNoBloqueio })),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (ACOES_COM_MOTIVO.includes(v.acao) && !v.motivo) ctx.addIssue({ code: "custom", path: ["motivo"], message: MSG_BLOQUEIO.motivoObrigatorio });
      if (v.a_pedido_do_cliente && v.acao !== "bloquear") ctx.addIssue({ code: "custom", path: ["a_pedido_do_cliente"], message: MSG_BLOQUEIO.aPedidoSoNoBloqueio });
    }),
  ));
export type PedidoBloqueioManual = z.infer<typeof PedidoBloqueioManual>;
