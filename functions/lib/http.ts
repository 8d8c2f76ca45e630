/**
 * The HTTP chain every route goes through: check that the request came through CloudFront
 * (borda.ts, 403 ORIGEM_INVALIDA otherwise) → load the caller from the verified token (and, for
 * staff, the stored user) → check the route's permission (shared/usuarios/permissoes.ts) → validate the path parameters
 * (shared/api/parametros.ts), parse JSON and validate body and query with the shared zod
 * schemas → run → map errors to `{ error: { code, message, fields? } }` (a store that could not be
 * reached: 503 with `Retry-After`, see mapearErro).
 */
import middy from "@middy/core";
import { injectLambdaContext } from "@aws-lambda-powertools/logger/middleware";
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from "aws-lambda";
import * as z from "zod/mini";
// By name: `z.core.$ZodError` would make esbuild keep zod's whole core namespace, every locale included (~360 KB).
import { $ZodError } from "zod/v4/core";
import { PARAMETROS_CAMINHO, parametrosDoCaminho } from "../../shared/api/parametros";
import { ROTAS, routeKey, type Dominio, type Rota } from "../../shared/api/routes";
import { MSG_GENERICA } from "../../shared/mensagens-genericas";
import { comoPapelVe } from "../../shared/usuarios/permissoes";
import { carregarCaller, exigirPermissao, type Caller, type Claims } from "./auth";
import { carregarCliente, type CallerCliente } from "./auth-cliente";
import { verificarOrigem } from "./borda";
import { RETRY_AFTER_SEGUNDOS } from "../../shared/api/repetir";
import { ErroApi, erroValidacao, naoEncontrado } from "./errors";
import { servicoIndisponivel } from "./indisponivel";
import { comPrazo } from "./prazo";
import { logger } from "./logger";

export interface Resposta {
  status: number;
  corpo?: unknown;
  /** A file instead of JSON (reports' CSV, a slip PDF): its text or bytes, content type and name. */
  arquivo?: { texto?: string; bytes?: Uint8Array; tipo: string; nome: string; exibir?: "inline" | "attachment" };
  /** Headers that replace the defaults (a public document's `cache-control`, a page's own CSP). */
  cabecalhos?: Record<string, string>;
}
export const ok = (corpo: unknown): Resposta => ({ status: 200, corpo });
export const criado = (corpo: unknown): Resposta => ({ status: 201, corpo });
export const aceito = (corpo: unknown): Resposta => ({ status: 202, corpo });
export const semConteudo = (): Resposta => ({ status: 204 });
/** 200 with a CSV download; the name is built by the route from validated values only. */
export const arquivoCsv = (nome: string, texto: string): Resposta => ({ status: 200, arquivo: { texto, tipo: "text/csv; charset=utf-8", nome } });
/** 200 with a PDF the browser opens in its viewer (base64 through API Gateway). */
export const arquivoPdf = (nome: string, bytes: Uint8Array): Resposta => ({ status: 200, arquivo: { bytes, tipo: "application/pdf", nome, exibir: "inline" } });

export type EventoHttp = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2["requestContext"] & { authorizer?: { jwt?: { claims?: Claims } } };
};

interface ContextoBase<B, Q> {
  body: B;
  query: Q;
  params: Record<string, string>;
  evento: EventoHttp;
}
export type ContextoPublico<B, Q> = ContextoBase<B, Q>;
export type ContextoStaff<B, Q> = ContextoBase<B, Q> & { caller: Caller };
export type ContextoCliente<B, Q> = ContextoBase<B, Q> & { caller: CallerCliente };

interface Esquemas<B, Q> {
  body?: z.core.$ZodType<B>;
  query?: z.core.$ZodType<Q>;
  /** 404 text when a path parameter cannot name a record (default 'Registro não encontrado'). */
  naoEncontrado?: string;
}

export interface DefinicaoRota {
  auth: Rota["auth"];
  /** The schemas the chain validates with, so a test can hold the route table's `contrato` to them. */
  esquemas: { body?: z.core.$ZodType; query?: z.core.$ZodType };
  executar(evento: EventoHttp, rota: Rota): Promise<Resposta>;
}

/**
 * Path parameters by the route's own names, each checked by its schema. One that cannot name a
 * record (malformed, `%ff%fe`, 2 KB) is a 404 like a missing record, never a key or a 500.
 */
function parametros(evento: EventoHttp, rota: Rota, naoEncontradoMsg?: string): Record<string, string> {
  const recebidos = evento.pathParameters ?? {};
  const params: Record<string, string> = {};
  for (const nome of parametrosDoCaminho(rota.caminho)) {
    const valor = recebidos[nome];
    if (valor === undefined || !PARAMETROS_CAMINHO[nome]?.safeParse(valor).success) throw naoEncontrado(naoEncontradoMsg);
    params[nome] = valor;
  }
  return params;
}

const corpoInvalido = (mensagem: string) => erroValidacao({ _: mensagem }, mensagem);

/** The media type of the request's body, lower case without parameters ("" when absent). */
function tipoDoCorpo(evento: EventoHttp): string {
  const cabecalho = Object.entries(evento.headers ?? {}).find(([k]) => k.toLowerCase() === "content-type")?.[1] ?? "";
  return cabecalho.split(";")[0]!.trim().toLowerCase();
}

/** Strict: bytes that are not UTF-8 throw instead of becoming U+FFFD in what would be stored. */
const UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The body as text. API Gateway hands a body that is not valid UTF-8 over in base64
 * (`isBase64Encoded`, as the local gateway does); it is decoded strictly, never with replacements.
 * Undefined when its bytes are not UTF-8.
 */
function textoDoCorpo(evento: EventoHttp): string | undefined {
  if (!evento.body) return "";
  if (!evento.isBase64Encoded) return evento.body;
  try {
    return UTF8.decode(Buffer.from(evento.body, "base64"));
  } catch {
    return undefined;
  }
}

function lerCorpo(evento: EventoHttp): unknown {
  const texto = textoDoCorpo(evento);
  if (texto !== undefined && !texto.trim()) return {};
  // A form or text/plain body can be sent cross-site without a CORS preflight: JSON is read only when it says it is JSON.
  if (tipoDoCorpo(evento) !== "application/json") throw new ErroApi(415, "UNSUPPORTED_MEDIA_TYPE", MSG_GENERICA.tipoDeCorpo);
  if (texto === undefined) throw corpoInvalido(MSG_GENERICA.corpoNaoUtf8);
  let bruto: unknown;
  try {
    bruto = JSON.parse(texto);
  } catch {
    throw corpoInvalido(MSG_GENERICA.jsonInvalido);
  }
  // Every body of this API is an object; `null`, `3` or `[]` would only reach zod's root message.
  if (typeof bruto !== "object" || bruto === null || Array.isArray(bruto)) throw corpoInvalido(MSG_GENERICA.corpoNaoObjeto);
  return bruto;
}

function entrada<B, Q>(evento: EventoHttp, rota: Rota, esquemas: Esquemas<B, Q>): ContextoBase<B, Q> {
  const params = parametros(evento, rota, esquemas.naoEncontrado);
  return {
    body: (esquemas.body ? z.parse(esquemas.body, lerCorpo(evento)) : undefined) as B,
    query: (esquemas.query ? z.parse(esquemas.query, evento.queryStringParameters ?? {}) : undefined) as Q,
    params,
    evento,
  };
}

const esquemasDe = <B, Q>(e: Esquemas<B, Q>): DefinicaoRota["esquemas"] => ({
  ...(e.body ? { body: e.body } : {}),
  ...(e.query ? { query: e.query } : {}),
});

export function rotaPublica<B = undefined, Q = undefined>(
  esquemas: Esquemas<B, Q>,
  executar: (ctx: ContextoPublico<B, Q>) => Promise<Resposta>,
): DefinicaoRota {
  return { auth: "publica", esquemas: esquemasDe(esquemas), executar: async (evento, rota) => executar(entrada(evento, rota, esquemas)) };
}

export function rotaStaff<B = undefined, Q = undefined>(
  esquemas: Esquemas<B, Q>,
  executar: (ctx: ContextoStaff<B, Q>) => Promise<Resposta>,
): DefinicaoRota {
  return {
    auth: "staff",
    esquemas: esquemasDe(esquemas),
    executar: async (evento, rota) => {
      const caller = await carregarCaller(evento.requestContext.authorizer?.jwt?.claims);
      exigirPermissao(caller, rota.permissao, routeKey(rota));
      const r = await executar({ ...entrada(evento, rota, esquemas), caller });
      // The one cost filter: a role without `verCustos` never receives a cost or margin field.
      return r.corpo === undefined ? r : { ...r, corpo: comoPapelVe(caller.papel, r.corpo) };
    },
  };
}

/** A route of the customer pool: the caller is the customer of the verified token. */
export function rotaCliente<B = undefined, Q = undefined>(
  esquemas: Esquemas<B, Q>,
  executar: (ctx: ContextoCliente<B, Q>) => Promise<Resposta>,
): DefinicaoRota {
  return {
    auth: "cliente",
    esquemas: esquemasDe(esquemas),
    executar: async (evento, rota) => {
      const caller = carregarCliente(evento.requestContext.authorizer?.jwt?.claims);
      return executar({ ...entrada(evento, rota, esquemas), caller });
    },
  };
}

/** zod issues → `fields` keyed by the dotted path, first message per field. */
export function camposDoZod(erro: $ZodError): Record<string, string> {
  const campos: Record<string, string> = {};
  for (const issue of erro.issues) {
    const chave = issue.path.map(String).join(".") || "_";
    campos[chave] ??= issue.message;
  }
  return campos;
}

function resposta(status: number, corpo?: unknown, cabecalhos?: Record<string, string>): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...cabecalhos },
    body: corpo === undefined ? "" : JSON.stringify(corpo),
  };
}

function respostaArquivo(status: number, a: NonNullable<Resposta["arquivo"]>, cabecalhos?: Record<string, string>): APIGatewayProxyStructuredResultV2 {
  // The name never carries user input beyond validated dates; anything else is dropped, not escaped.
  const nome = a.nome.replace(/[^\w.-]/g, "");
  return {
    statusCode: status,
    headers: { "content-type": a.tipo, "content-disposition": `${a.exibir ?? "attachment"}; filename="${nome}"`, "cache-control": "no-store", "x-content-type-options": "nosniff", ...cabecalhos },
    ...(a.bytes ? { body: Buffer.from(a.bytes).toString("base64"), isBase64Encoded: true } : { body: a.texto ?? "" }),
  };
}

/** Every 503 says when to ask again (shared/api/repetir.ts: the SPA waits that long and repeats). */
const tenteDepois = { "retry-after": String(RETRY_AFTER_SEGUNDOS) };

/**
 * An error → the API's answer: a domain error its own status; a store that could not be reached or
 * is shedding load (indisponivel.ts) 503 UNAVAILABLE with `Retry-After`, logged as a warning; anything
 * else a logged 500 — a defect.
 */
export function mapearErro(erro: unknown, requestId: string): APIGatewayProxyStructuredResultV2 {
  if (erro instanceof $ZodError) erro = erroValidacao(camposDoZod(erro));
  if (erro instanceof ErroApi) {
    const { code, message, fields } = erro;
    return resposta(erro.status, { error: { code, message, ...(fields && Object.keys(fields).length ? { fields } : {}) } }, erro.status === 503 ? tenteDepois : undefined);
  }
  const detalhe = erro instanceof Error ? { name: erro.name, message: erro.message, code: (erro as { code?: unknown }).code, stack: erro.stack } : String(erro);
  if (servicoIndisponivel(erro)) {
    logger.warn("serviço indisponível: 503", { requestId, erro: detalhe });
    return resposta(503, { error: { code: "UNAVAILABLE", message: MSG_GENERICA.indisponivel } }, tenteDepois);
  }
  logger.error("erro não tratado", { requestId, erro: detalhe });
  return resposta(500, { error: { code: "INTERNAL", message: "Erro interno do servidor" } });
}

/**
 * The Lambda handler of one domain: routes by `routeKey` to the domain's route definitions.
 * The route table is the authority for auth kind and roles; a definition that disagrees with
 * it is a programming error caught at load time.
 */
export function dominio(nome: Dominio, mapa: Record<string, DefinicaoRota>) {
  const rotas = new Map(ROTAS.filter((r) => r.dominio === nome).map((r) => [routeKey(r), r]));
  for (const [chave, def] of Object.entries(mapa)) {
    const rota = rotas.get(chave);
    if (!rota) throw new Error(`${nome}: rota ${chave} não está em shared/api/routes.ts`);
    if (rota.auth !== def.auth) throw new Error(`${nome}: rota ${chave} declarada ${def.auth}, tabela diz ${rota.auth}`);
    for (const p of parametrosDoCaminho(rota.caminho)) {
      if (!PARAMETROS_CAMINHO[p]) throw new Error(`${nome}: rota ${chave} usa {${p}} sem esquema em shared/api/parametros.ts`);
    }
  }
  const executar = async (evento: EventoHttp, contexto: Context): Promise<APIGatewayProxyStructuredResultV2> => {
    const requestId = contexto?.awsRequestId ?? evento.requestContext?.requestId ?? "";
    const rota = rotas.get(evento.routeKey);
    const def = mapa[evento.routeKey];
    try {
      // Before anything else: a request that did not come through CloudFront is refused (borda.ts).
      await verificarOrigem(evento);
      if (!rota || !def) throw naoEncontrado("Rota não encontrada");
      const r = await def.executar(evento, rota);
      return r.arquivo ? respostaArquivo(r.status, r.arquivo, r.cabecalhos) : resposta(r.status, r.corpo, r.cabecalhos);
    } catch (erro) {
      return mapearErro(erro, requestId);
    }
  };
  /**
   * Out of time (its stores too slow to answer, an outage's reconnects): a second before Lambda
   * would kill it, a 503 with Retry-After — not the 500 API Gateway answers for a function that
   * timed out — and the request's leftover work stops at its next DynamoDB call (prazo.ts).
   */
  const base = async (evento: EventoHttp, contexto: Context): Promise<APIGatewayProxyStructuredResultV2> => {
    const controle = new AbortController();
    const trabalho = comPrazo(controle.signal, () => executar(evento, contexto));
    const restante = typeof contexto?.getRemainingTimeInMillis === "function" ? contexto.getRemainingTimeInMillis() : undefined;
    if (restante === undefined) return trabalho;
    let relogio: ReturnType<typeof setTimeout> | undefined;
    const esgotado = new Promise<APIGatewayProxyStructuredResultV2>((ok) => {
      relogio = setTimeout(() => {
        controle.abort();
        logger.error("tempo da função esgotado: 503", { requestId: contexto.awsRequestId, rota: evento.routeKey });
        ok(resposta(503, { error: { code: "UNAVAILABLE", message: MSG_GENERICA.indisponivel } }, tenteDepois));
      }, Math.max(0, restante - 1000));
    });
    try {
      return await Promise.race([trabalho, esgotado]);
    } finally {
      clearTimeout(relogio);
    }
  };
  // The route keys this handler serves, so a test can hold the table and the handlers to each other.
  // and the schemas each route validates with, held to the table's `contrato` (the OpenAPI document's source).
  // middy's own early timeout is off: base keeps the time itself, per request.
  return Object.assign(middy(base, { timeoutEarlyInMillis: 0 }).use(injectLambdaContext(logger, { resetKeys: true })), {
    rotasTratadas: Object.keys(mapa) as readonly string[],
    esquemasPorRota: Object.fromEntries(Object.entries(mapa).map(([chave, def]) => [chave, def.esquemas])) as Readonly<Record<string, DefinicaoRota["esquemas"]>>,
  });
}
