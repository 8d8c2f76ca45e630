/**
 * Requests from a client address of the test's own: the local gateway listens on 127.0.0.1 and
 * hands the connection's address to the function as API Gateway does (requestContext.http.sourceIp),
 * and on Linux every 127.x.y.z is this machine, so a request bound to 127.a.b.c arrives from that
 * address. A test that counts per-address limits then owns its counter; no header can stand in for
 * it (functions/lib/borda.ts reads none the client may write).
 */
import http from "node:http";
import { randomInt } from "node:crypto";
import { inject } from "vitest";

/** A loopback address other than 127.0.0.1 (where every other request of the run comes from). */
export const novoEnderecoLocal = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

export interface RespostaDe {
  status: number;
  body: any;
  ms: number;
}

/** `metodo caminho` from `endereco` to the integration stack's gateway (or `base`), JSON in and out. */
export function chamarDe(
  endereco: string,
  metodo: string,
  caminho: string,
  opcoes: { body?: unknown; corpoBruto?: string; headers?: Record<string, string>; base?: string } = {},
): Promise<RespostaDe> {
  const url = new URL(caminho, opcoes.base ?? inject("pilha").apiUrl);
  const corpo = opcoes.corpoBruto ?? (opcoes.body === undefined ? undefined : JSON.stringify(opcoes.body));
  const inicio = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: metodo,
        localAddress: endereco,
        // One connection per request: a pooled socket keeps the address it was opened from.
        agent: false,
        headers: { ...(corpo !== undefined ? { "content-type": "application/json", "content-length": Buffer.byteLength(corpo) } : {}), ...opcoes.headers },
      },
      (res) => {
        const partes: Buffer[] = [];
        res.on("data", (p: Buffer) => partes.push(p));
        res.on("end", () => {
          const texto = Buffer.concat(partes).toString("utf8");
          let body: unknown;
          try {
            body = texto ? JSON.parse(texto) : undefined;
          } catch {
            body = texto;
          }
          resolve({ status: res.statusCode ?? 0, body, ms: Date.now() - inicio });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(corpo);
  });
}
