/**
 * The lock provider port (docs/bloqueio.md, issue 18): what the lock job, the lock webhook and the
 * local devices page ask of a remote-lock vendor. Adapters: `simulado` (the default locally and
 * in tests: devices kept in the table, confirmations delivered later as signed webhooks by the
 * local devices loop) and `knox` (a Knox-Guard-style HTTP API). Which one runs is configuration
 * (`BLOQUEIO_PROVEDOR`, infra/config.ts per stage, the vendor's credentials in a secret).
 *
 * Every command carries an idempotency key (`<contratoId>:<seq>`): the same key always names the
 * same command, so a job redelivered after a crash never sends a second one. A provider answers
 * at once either `aceito` (taken; the device confirms later, through the webhook) or `recusado`
 * with a reason code. A refusal never names who holds the device (another company's contract is
 * not this company's business): `matriculado_por_outro` says only that someone does.
 */

export type NomeProvedorBloqueio = "simulado" | "knox";

/** Why a provider refused a command (stable codes; the audit shows them with MOTIVOS_RECUSA's words). */
export type MotivoRecusa = "matriculado_por_outro" | "nao_matriculado" | "aparelho_desconhecido" | "invalido";

export const MOTIVOS_RECUSA: Record<MotivoRecusa, string> = {
  matriculado_por_outro: "O aparelho está vinculado a outro contrato no provedor de bloqueio.",
  nao_matriculado: "O aparelho não está vinculado a este contrato no provedor de bloqueio.",
  aparelho_desconhecido: "O provedor de bloqueio não conhece este aparelho.",
  invalido: "O provedor de bloqueio recusou o comando.",
};

export interface PedidoComando {
  /** `<contratoId>:<seq>`: the same key always names the same command. */
  idempotencia: string;
  imei: string;
  empresaId: string;
  contratoId: string;
}

/** What the locked phone shows: the full text, and the store's contact the vendor may show apart. */
export interface TelaBloqueio {
  texto: string;
  telefone: string | null;
  email: string | null;
}

export type RespostaComando =
  | { resultado: "aceito"; provedor: NomeProvedorBloqueio; idProvedor: string; descricao: string }
  | { resultado: "recusado"; provedor: NomeProvedorBloqueio; motivo: MotivoRecusa; descricao: string };

/**
 * The device as the provider knows it, seen by one contract: `vinculo` says whether this contract
 * holds it, another one does (never which), or nobody; `bloqueado` is told to the holder only.
 */
export interface EstadoAparelho {
  vinculo: "deste_contrato" | "de_outro" | "livre";
  bloqueado: boolean | null;
}

/** A device's confirmation of a command, normalised from the provider's notice. */
export interface EventoBloqueio {
  /** The provider's id of this notice (deduped: applied once). */
  eventoId: string;
  /** The provider's id of the command it confirms (what `aceito` returned). */
  idProvedor: string;
  resultado: "confirmado" | "falhou";
  /** The device's state after it: locked or not. */
  bloqueado: boolean;
  /** When the device acknowledged it (ISO). */
  em: string;
  descricao: string;
}

export interface RequisicaoWebhook {
  headers: Record<string, string | undefined>;
  corpo: string;
}

export interface ProvedorBloqueio {
  readonly nome: NomeProvedorBloqueio;
  /** Enrols the device to this contract: refused while another contract holds it. */
  matricular(p: PedidoComando): Promise<RespostaComando>;
  bloquear(p: PedidoComando & { tela: TelaBloqueio }): Promise<RespostaComando>;
  desbloquear(p: PedidoComando): Promise<RespostaComando>;
  /** Payoff or cancellation: unlocked and the enrolment released (another contract may then enrol it). */
  liberar(p: PedidoComando): Promise<RespostaComando>;
  /** A notice on the phone's screen, the phone left usable (the lock announced with its date: Knox Guard's device message). */
  avisar(p: PedidoComando & { tela: TelaBloqueio }): Promise<RespostaComando>;
  status(p: Omit<PedidoComando, "idempotencia">): Promise<EstadoAparelho>;
  /**
   * Checks the notice's authenticity and reads its events; null when it is not authentic (the
   * route answers 401 and changes nothing). Throws only on a malformed body from an authentic sender.
   */
  lerWebhook(req: RequisicaoWebhook): Promise<EventoBloqueio[] | null>;
}

/** The two kinds of provider failure a job decides on (one pair for every provider: functions/lib/provedores.ts). */
export { FalhaDefinitiva, FalhaTransitoria } from "../../lib/provedores";

/** Idempotency keys every adapter accepts. */
export const IDEMPOTENCIA_BLOQUEIO = /^[\w:.-]{1,100}$/;
