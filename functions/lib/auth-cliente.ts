/**
 * The caller of a customer route (docs/arquitetura.md "Cognito": store customers with an account).
 * The gateway has verified the customer-pool token; the customer is identified by the token's
 * immutable `custom:cpf` (set only by the server after checking it, auth-stack.ts) and its
 * `sub`. A customer may buy at several shops, so no company comes with the caller: each
 * customer route finds the customer's records of every company by that CPF. An access token
 * carries no custom attribute, so only the ID token passes.
 */
import type { Claims } from "./auth";
import { naoAutenticado } from "./errors";
import { auditoria } from "./logger";

export interface CallerCliente {
  /** Cognito `sub` of the customer account. */
  contaId: string;
  /** 11 digits. */
  cpf: string;
  email: string | null;
}

const CPF = /^\d{11}$/;

export function carregarCliente(claims: Claims | undefined): CallerCliente {
  const cpf = claims?.["custom:cpf"];
  const sub = claims?.sub;
  if (typeof cpf !== "string" || !CPF.test(cpf) || typeof sub !== "string" || !sub) {
    auditoria("token_recusado", { motivo: "claims de cliente ausentes" });
    throw naoAutenticado();
  }
  const email = claims?.email;
  return { contaId: sub, cpf, email: typeof email === "string" && email ? email : null };
}
