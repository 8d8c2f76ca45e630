/**
 * Brute-force limits of the customer-area lookup and where the client's address comes from.
 * Behind CloudFront the API's source IP is an edge server: the viewer's address comes in
 * `x-erp-ip-cliente`, set (always overwritten) by the /api/* viewer-request function
 * (infra/stacks/web-stack.ts CODIGO_IP_CLIENTE), or in `CloudFront-Viewer-Address` (`ip:porta`)
 * where an origin request policy forwards it. Locally (no CloudFront) the connection's address.
 * Both headers can be written by a client that reaches the API without CloudFront: the per-CPF
 * limit, which no header changes, is the one that stops enumeration.
 */
import { createHash } from "node:crypto";
import { isIP } from "node:net";
import type { EventoHttp } from "../lib/http";

/** After 5 failed lookups of a CPF in 24 h, the CPF answers 429 for the rest of the window. */
export const LIMITE_CPF = { limite: 5, duracaoS: 24 * 60 * 60 };
/** Lookups per client address per hour (any result). */
export const LIMITE_IP = { limite: 30, duracaoS: 60 * 60 };
/**
 * A failed lookup answers no sooner than this after it started: an unknown CPF (one index read)
 * and a wrong phone (index, customers, comparison) then take the same time.
 */
export const DURACAO_MINIMA_FALHA_MS = 350;

/** sha256 hex with a purpose prefix: keys and audit events never hold a CPF or an IP. */
export const hashDe = (tipo: "cpf" | "ip", valor: string) => createHash("sha256").update(`portal:${tipo}:${valor}`).digest("hex");

export function ipDoCliente(evento: EventoHttp): string {
  const daFuncao = evento.headers?.["x-erp-ip-cliente"]?.trim();
  if (daFuncao && isIP(daFuncao)) return daFuncao;
  const viewer = evento.headers?.["cloudfront-viewer-address"];
  if (viewer) {
    const ip = viewer.trim().replace(/:\d+$/, "").replace(/^\[(.*)\]$/, "$1");
    if (isIP(ip)) return ip;
  }
  return evento.requestContext?.http?.sourceIp ?? "desconhecido";
}

export async function aguardarAte(inicioMs: number, minimoMs: number): Promise<void> {
  const falta = inicioMs + minimoMs - Date.now();
  if (falta > 0) await new Promise((r) => setTimeout(r, falta));
}
