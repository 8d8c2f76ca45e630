/**
 * One call to the Asaas API v3 and what its failure means for the slip job (porta.ts):
 * - no answer in time, a network error, 429 or 5xx → FalhaTransitoria (the job retries with backoff);
 * - 401/403 → FalhaTransitoria too, logged as an error: the key was refused or rotated, which an
 *   operator fixes; failing the slips for good would leave every instalment to be resent by hand;
 * - 400 and other 4xx → FalhaDefinitiva with Asaas' own descriptions (invalid data: retrying
 *   cannot pass);
 * - 404 → `null` where the caller asked for it (a charge that no longer exists), else definitive;
 * - a 2xx whose body is not what the documentation says → FalhaTransitoria with the failing
 *   fields logged (never the values: they carry CPFs and names).
 * Headers per the documentation: `access_token`, a `User-Agent` (mandatory for accounts created
 * since 06/2024) and JSON; a GET carries no body (Asaas answers 403 to one that does).
 */
import * as z from "zod/mini";
import { logger, mascarar } from "../../lib/logger";
import { ErrosAsaas } from "./asaas-esquemas";
import { FalhaDefinitiva, FalhaTransitoria } from "./porta";

export interface ClienteHttpAsaas {
  /** e.g. https://api.asaas.com/v3 (production) or https://api-sandbox.asaas.com/v3. */
  url: string;
  apiKey: string;
  tempoLimiteMs: number;
  userAgent: string;
  /** Epoch ms by which the whole operation must be done: a call gets what is left if less than its own limit. */
  prazo?: number;
}

export interface Chamada<T extends z.core.$ZodType> {
  metodo: "GET" | "POST" | "DELETE";
  /** Path under the base URL, query string included ("/payments?externalReference=…"). */
  caminho: string;
  /** Logged instead of the path, whose query may carry a CPF ("GET /customers"). */
  operacao: string;
  esquema: T;
  corpo?: unknown;
}

const MAX_DESCRICAO = 500;

export async function chamarAsaas<T extends z.core.$ZodType>(
  cliente: ClienteHttpAsaas,
  chamada: Chamada<T>,
  opcoes: { nuloSe404: true },
): Promise<z.output<T> | null>;
export async function chamarAsaas<T extends z.core.$ZodType>(cliente: ClienteHttpAsaas, chamada: Chamada<T>): Promise<z.output<T>>;
export async function chamarAsaas<T extends z.core.$ZodType>(
  cliente: ClienteHttpAsaas,
  chamada: Chamada<T>,
  opcoes: { nuloSe404?: boolean } = {},
): Promise<z.output<T> | null> {
  const { metodo, caminho, operacao, esquema, corpo } = chamada;
  const headers: Record<string, string> = {
    access_token: cliente.apiKey,
    "User-Agent": cliente.userAgent,
    Accept: "application/json",
  };
  if (corpo !== undefined) headers["Content-Type"] = "application/json";

  const tempoMs = Math.min(cliente.tempoLimiteMs, cliente.prazo === undefined ? Infinity : cliente.prazo - Date.now());
  if (tempoMs <= 0) {
    logger.warn("asaas: prazo da operação esgotado", { operacao });
    throw new FalhaTransitoria(`Asaas ${operacao}: prazo da operação esgotado`);
  }
  let status: number;
  let texto: string;
  try {
    // The timeout covers the body too: a server that sends headers and then stalls still times out.
    const resposta = await fetch(`${cliente.url.replace(/\/+$/, "")}${caminho}`, {
      method: metodo,
      headers,
      body: corpo === undefined ? undefined : JSON.stringify(corpo),
      signal: AbortSignal.timeout(tempoMs),
      redirect: "error",
    });
    status = resposta.status;
    texto = await resposta.text();
  } catch (erro) {
    const motivo = erro instanceof Error && erro.name === "TimeoutError" ? `sem resposta em ${Math.round(tempoMs)} ms` : "falha de rede";
    logger.warn("asaas: chamada sem resposta", { operacao, motivo, erro: erro instanceof Error ? erro.message : String(erro) });
    throw new FalhaTransitoria(`Asaas ${operacao}: ${motivo}`);
  }

  if (status === 404 && opcoes.nuloSe404) return null;
  if (status === 429 || status >= 500) {
    logger.warn("asaas: falha passageira", { operacao, status });
    throw new FalhaTransitoria(`Asaas ${operacao}: HTTP ${status}`);
  }
  if (status === 401 || status === 403) {
    logger.error("asaas: chave de API recusada (verifique o segredo e o ambiente da URL)", { operacao, status });
    throw new FalhaTransitoria(`Asaas ${operacao}: acesso recusado (HTTP ${status})`);
  }
  if (status < 200 || status >= 300) {
    const descricao = descricaoDosErros(texto) ?? `HTTP ${status}`;
    logger.warn("asaas: requisição recusada", { operacao, status, descricao });
    throw new FalhaDefinitiva(`Asaas recusou (${operacao}): ${descricao}`);
  }

  let json: unknown;
  try {
    json = JSON.parse(texto);
  } catch {
    logger.error("asaas: resposta não é JSON", { operacao, status, tamanho: texto.length });
    throw new FalhaTransitoria(`Asaas ${operacao}: resposta malformada (não é JSON)`);
  }
  const lido = z.safeParse(esquema, json);
  if (!lido.success) {
    const campos = lido.error.issues.map((i) => `${i.path.join(".") || "(raiz)"}: ${i.message}`);
    logger.error("asaas: resposta fora do formato documentado", { operacao, status, campos });
    throw new FalhaTransitoria(`Asaas ${operacao}: resposta malformada (${campos.join("; ")})`);
  }
  return lido.data;
}

/** Asaas' own words for a refusal, joined; null when the body is not its documented error shape. */
function descricaoDosErros(texto: string): string | null {
  try {
    const lido = ErrosAsaas.safeParse(JSON.parse(texto));
    if (!lido.success) return null;
    // A description may quote what was sent: long digit runs (a CPF, a phone) are masked.
    return lido.data.errors
      .map((e) => e.description.replace(/\d{8,}/g, (d) => mascarar(d)))
      .join("; ")
      .slice(0, MAX_DESCRICAO);
  } catch {
    return null;
  }
}
