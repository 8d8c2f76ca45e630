/**
 * The only way the SPA talks to the backend: attaches the staff ID token, parses JSON, and turns
 * error bodies `{ error: { code, message, fields } }` into ErroApi. A 503 (a store of the API
 * briefly unreachable) is asked again after its `Retry-After`, a bounded number of times
 * (shared/api/repetir.ts), before it becomes an ErroApi. No UI side effects here.
 */
import { esperaParaRepetir } from "../../../shared/api/repetir";
import { RESPOSTAS_GATEWAY } from "../../../shared/api/respostas-gateway";
import { tokenDoPool, type Pool } from "../app/auth/sessao";
import { config } from "../config/config";

export class ErroApi extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

async function token(pool: Pool = "equipe"): Promise<string | undefined> {
  try {
    return await tokenDoPool(pool);
  } catch {
    return undefined;
  }
}

const erroDeRede = () => new ErroApi(0, "NETWORK", "Erro de conexão. Verifique sua internet e tente novamente.");

/** fetch, asking again after a 503 as long as esperaParaRepetir says (at least its Retry-After, growing, at most 4 times). */
async function buscar(url: string, init: RequestInit): Promise<Response> {
  for (let tentativa = 1; ; tentativa += 1) {
    let r: Response;
    try {
      r = await fetch(url, init);
    } catch {
      throw erroDeRede();
    }
    const espera = esperaParaRepetir(r.status, r.headers.get("retry-after"), tentativa);
    if (espera === null) return r;
    await r.body?.cancel().catch(() => undefined);
    await new Promise((ok) => setTimeout(ok, espera));
  }
}

/**
 * Whether a failed query is worth asking once more (React Query's `retry`): not a 4xx (asking
 * again will not change it) nor a 503 (`requisitar` already asked again, as its Retry-After said).
 */
export const mudaSePedirDeNovo = (erro: unknown): boolean => !(erro instanceof ErroApi && ((erro.status >= 400 && erro.status < 500) || erro.status === 503));

export interface OpcoesRequisicao {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  publica?: boolean;
  /** Whose token goes with the request: the staff's (default) or the signed-in customer's. */
  pool?: Pool;
}

export async function requisitar<T>(caminho: string, op: OpcoesRequisicao = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (op.body !== undefined) headers["content-type"] = "application/json";
  if (!op.publica) {
    const t = await token(op.pool);
    if (t) headers.authorization = `Bearer ${t}`;
  }
  const r = await buscar(`${config().apiUrl}${caminho}`, {
    method: op.method ?? "GET",
    headers,
    body: op.body === undefined ? undefined : JSON.stringify(op.body),
  });
  const texto = await r.text();
  const corpo: unknown = texto ? safeJson(texto) : undefined;
  if (!r.ok) {
    const e = (corpo as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | undefined)?.error;
    // API Gateway answers 401/413/429 itself as `{"message": …}`: the API's codes and pt-BR texts instead.
    const doGateway = (RESPOSTAS_GATEWAY as Record<number, { code: string; message: string } | undefined>)[r.status];
    if (!e && doGateway) throw new ErroApi(r.status, doGateway.code, doGateway.message);
    throw new ErroApi(r.status, e?.code ?? "HTTP", e?.message ?? `Erro HTTP ${r.status}: ${r.statusText}`, e?.fields ?? {});
  }
  return corpo as T;
}

function safeJson(texto: string): unknown {
  try {
    return JSON.parse(texto);
  } catch {
    return undefined;
  }
}

/**
 * A file answer (reports' CSV): the bytes and the name the server gave in Content-Disposition.
 * Errors are JSON like every route and become ErroApi the same way.
 */
export async function baixarArquivo(caminho: string): Promise<{ blob: Blob; nome: string }> {
  const headers: Record<string, string> = {};
  const t = await token();
  if (t) headers.authorization = `Bearer ${t}`;
  const r = await buscar(`${config().apiUrl}${caminho}`, { headers });
  if (!r.ok) {
    const e = (safeJson(await r.text()) as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | undefined)?.error;
    // API Gateway answers 401/413/429 itself as `{"message": …}`: the API's codes and pt-BR texts instead.
    const doGateway = (RESPOSTAS_GATEWAY as Record<number, { code: string; message: string } | undefined>)[r.status];
    if (!e && doGateway) throw new ErroApi(r.status, doGateway.code, doGateway.message);
    throw new ErroApi(r.status, e?.code ?? "HTTP", e?.message ?? `Erro HTTP ${r.status}: ${r.statusText}`, e?.fields ?? {});
  }
  const nome = /filename="([^"]+)"/.exec(r.headers.get("content-disposition") ?? "")?.[1] ?? "relatorio.csv";
  return { blob: await r.blob(), nome };
}
