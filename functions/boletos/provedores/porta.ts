/**
 * The boleto provider port (docs/arquitetura.md "Providers"): what the slip job, the webhook route,
 * 'Marcar Paga' and the daily reconciliation ask of a bank or payment provider. Adapters:
 * `simulado` (the default locally and in tests: a bank that keeps its slips in the table) and
 * `asaas` (HTTP). Which one runs is configuration (`BOLETOS_PROVEDOR`, infra/config.ts per
 * environment, its credentials in a secret), never code.
 *
 * Every call is idempotent: `emitir` with the same `idempotencia` returns the same charge (a job
 * redelivered after a crash must never create a second slip at the bank), `baixar` of a charge
 * already paid, cancelled or unknown is not an error.
 */
import type { EncargosAtraso } from "../../../shared/boletos";

export type NomeProvedor = "simulado" | "asaas";

export interface EnderecoBoleto {
  endereco: string | null;
  cep: string | null;
  cidade: string | null;
  uf: string | null;
}

export interface PedidoEmissao {
  /** `<parcelaId>:v<versao>`: the same key always names the same charge. */
  idempotencia: string;
  empresa: { id: string; nome: string; cnpj: string } & EnderecoBoleto;
  pagador: { id: string; nome: string; cpf: string; email: string | null; telefone: string | null } & EnderecoBoleto;
  parcela: { id: string; contratoId: string; numero: number; total: number };
  /** What the bank shows as the charge's description; "Parcela n/total" when absent (a payoff slip says so). */
  descricao?: string;
  /** The slip's own due date (never in the past) and amount (with charges on a late re-issue). */
  vencimento: string;
  valorCentavos: number;
  /** Printed and sent to the provider: what it charges when paid after the due date. */
  encargos: EncargosAtraso;
}

export interface BoletoEmitido {
  provedor: NomeProvedor;
  /** The provider's id of the charge: what its webhooks name (unique at that provider). */
  idProvedor: string;
  nossoNumero: string;
  /** As printed by the bank ("17/00000000123-4"); `nossoNumero` when the provider gives no format. */
  nossoNumeroFormatado: string;
  /** 3-digit bank code and name, as printed in the slip's header. */
  banco: { codigo: string; nome: string };
  /** "0001 / 1234567" when the provider says; null otherwise. */
  agenciaCodigoBeneficiario: string | null;
  carteira: string | null;
  codigoBarras: string;
  linhaDigitavel: string;
  pixCopiaECola: string;
  vencimento: string;
  valorCentavos: number;
}

export type SituacaoCobranca =
  | { situacao: "pendente" }
  | { situacao: "paga"; dataPagamento: string; valorPagoCentavos: number }
  | { situacao: "cancelada" }
  | { situacao: "desconhecida" };

/** What a provider's notice says, normalised. Anything but a payment is `outro` (acknowledged, ignored). */
export type EventoProvedor =
  | { tipo: "pago"; eventoId: string; idProvedor: string; dataPagamento: string; valorPagoCentavos: number }
  | { tipo: "outro"; eventoId: string; idProvedor: string | null; descricao: string };

export interface RequisicaoWebhook {
  headers: Record<string, string | undefined>;
  corpo: string;
}

export interface ProvedorBoletos {
  readonly nome: NomeProvedor;
  emitir(pedido: PedidoEmissao): Promise<BoletoEmitido>;
  /** Writes off (cancels) a charge no longer to be paid: paid by hand, re-issued, or its contract cancelled. */
  baixar(cobranca: { empresaId: string; idProvedor: string }): Promise<void>;
  consultar(cobranca: { empresaId: string; idProvedor: string }): Promise<SituacaoCobranca>;
  /**
   * Checks the notice's authenticity (signature or token) and reads its events; null when it is
   * not authentic (the route answers 401 and changes nothing). Throws only on a malformed body
   * from an authentic sender.
   */
  lerWebhook(req: RequisicaoWebhook): Promise<EventoProvedor[] | null>;
}

/** The two kinds of provider failure a job decides on (one pair for every provider: functions/lib/provedores.ts). */
export { FalhaDefinitiva, FalhaTransitoria } from "../../lib/provedores";
