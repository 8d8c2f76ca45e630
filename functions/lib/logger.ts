/**
 * One logger for every function. Never log a raw CPF, phone, token or password: callers log ids
 * and use `mascarar` for anything personal. Audit events go through `auditoria`.
 */
import { Logger } from "@aws-lambda-powertools/logger";

export const logger = new Logger({
  serviceName: "erp-celulares",
  logLevel: (process.env.LOG_LEVEL as "INFO" | "WARN" | "ERROR" | "DEBUG" | undefined) ??
    (process.env.APP_ENV === "test" ? "ERROR" : "INFO"),
});

/** Keeps the last 2 characters: enough to tell records apart in a log, useless to an attacker. */
export const mascarar = (valor: string | undefined | null): string =>
  valor ? `${"*".repeat(Math.max(0, valor.length - 2))}${valor.slice(-2)}` : "";

export type EventoAuditoria =
  | "empresa_criada"
  | "empresa_atualizada"
  | "cobranca_atualizada"
  | "bloqueio_automatico_aceite"
  | "credito_atualizado"
  | "primeiros_passos"
  | "rotina_diaria"
  | "rotina_diaria_enfileirada"
  | "parcela_paga"
  | "quitacao_pedida"
  | "quitacao_paga"
  | "parcela_marcada_paga"
  | "boletos_reenviados"
  | "bloqueio_manual"
  | "trilha_exportada"
  | "permissao_negada"
  /** A customer-area lookup / account sign-up: hashed CPF, masked IP (and phone), the result (never the CPF). */
  | "conta_cliente"
  | "portal_consulta"
  | "portal_quitacao"
  | "token_recusado"
  | "usuario_inativo_recusado"
  | "usuario_criado"
  | "usuario_atualizado"
  | "usuario_status_alterado"
  | "usuario_excluido"
  | "venda_criada"
  | "venda_status_alterado";

/** Audit events are structured log lines with a fixed `auditoria` key, so they can be filtered and exported. */
export function auditoria(evento: EventoAuditoria, dados: Record<string, unknown>): void {
  logger.info("auditoria", { auditoria: evento, ...dados });
}
