/**
 * What the gateway answers before any handler runs (JWT authorizer, payload quota, throttle, an
 * unknown route), as the API's own codes and pt-BR texts. The local gateway answers them in the
 * API's `{ error: { code, message } }` envelope; the SPA also reads a bare status through this
 * table, because API Gateway's HTTP API answers these itself as `{"message": "Unauthorized"}`
 * and cannot be told otherwise (it has no custom gateway responses, unlike a REST API).
 */
import { MSG } from "../mensagens";
import { MSG_GENERICA } from "../mensagens-genericas";

export const RESPOSTAS_GATEWAY = {
  401: { code: "UNAUTHENTICATED", message: MSG.sessaoExpirada },
  404: { code: "NOT_FOUND", message: "Rota não encontrada" },
  413: { code: "VALIDATION", message: MSG_GENERICA.corpoGrande },
  429: { code: "RATE_LIMITED", message: MSG_GENERICA.muitasRequisicoes },
} as const;
export type StatusGateway = keyof typeof RESPOSTAS_GATEWAY;

export const corpoGateway = (status: StatusGateway) => ({ error: { ...RESPOSTAS_GATEWAY[status] } });
