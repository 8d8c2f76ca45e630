/**
 * The HTTP chain every route goes through: parse JSON → validate with the shared zod schema →
 * load the caller from the verified token and the stored user → check the role from the route
 * table → run → map errors to `{ error: { code, message, fields? } }`.
 */
import middy from "@middy/core";
import { injectLambdaContext } from "@aws-lambda-powertools/logger/middleware";
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from "aws-lambda";
import { ZodError, type ZodType } from "zod";
import { ROTAS, routeKey, type Dominio, type Rota } from "../../shared/api/routes";
import { carregarCaller, exigirPapel, type Caller, type Claims } from "./auth";
import { ErroApi, erroValidacao, naoEncontrado } from "./errors";
import { logger } from "./logger";

export interface Resposta {
  status: number;
  corpo?: unknown;
}
export const ok = (corpo: unknown): Resposta => ({ status: 200, corpo });
export const criado = (corpo: unknown): Resposta => ({ status: 201, corpo });
export const aceito = (corpo: unknown): Resposta => ({ status: 202, corpo });
export const semConteudo = (): Resposta => ({ status: 204 });

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

interface Esquemas<B, Q> {
  body?: ZodType<B>;
  query?: ZodType<Q>;
}

export interface DefinicaoRota {
  auth: Rota["auth"];
  executar(evento: EventoHttp, rota: Rota): Promise<Resposta>;
}

function entrada<B, Q>(evento: EventoHttp, esquemas: Esquemas<B, Q>): ContextoBase<B, Q> {
  let bruto: unknown = undefined;
  if (esquemas.body) {
    const texto = evento.body ? (evento.isBase64Encoded ? Buffer.from(evento.body, "base64").toString("utf8") : evento.body) : "";
    try {
      bruto = texto ? JSON.parse(texto) : {};
    } catch {
      throw erroValidacao({}, "Corpo da requisição inválido: envie um JSON válido.");
    }
  }
  return {
    body: (esquemas.body ? esquemas.body.parse(bruto) : undefined) as B,
    query: (esquemas.query ? esquemas.query.parse(evento.queryStringParameters ?? {}) : undefined) as Q,
    params: (evento.pathParameters ?? {}) as Record<string, string>,
    evento,
  };
}

export function rotaPublica<B = undefined, Q = undefined>(
  esquemas: Esquemas<B, Q>,
  executar: (ctx: ContextoPublico<B, Q>) => Promise<Resposta>,
): DefinicaoRota {
  return { auth: "publica", executar: async (evento) => executar(entrada(evento, esquemas)) };
}

export function rotaStaff<B = undefined, Q = undefined>(
  esquemas: Esquemas<B, Q>,
  executar: (ctx: ContextoStaff<B, Q>) => Promise<Resposta>,
): DefinicaoRota {
  return {
    auth: "staff",
    executar: async (evento, rota) => {
      const caller = await carregarCaller(evento.requestContext.authorizer?.jwt?.claims);
      exigirPapel(caller, rota.papeis, routeKey(rota));
      return executar({ ...entrada(evento, esquemas), caller });
    },
  };
}

/** zod issues → `fields` keyed by the dotted path, first message per field. */
export function camposDoZod(erro: ZodError): Record<string, string> {
  const campos: Record<string, string> = {};
  for (const issue of erro.issues) {
    const chave = issue.path.map(String).join(".") || "_";
    campos[chave] ??= issue.message;
  }
  return campos;
}

function resposta(status: number, corpo?: unknown): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
    body: corpo === undefined ? "" : JSON.stringify(corpo),
  };
}

export function mapearErro(erro: unknown, requestId: string): APIGatewayProxyStructuredResultV2 {
  if (erro instanceof ZodError) erro = erroValidacao(camposDoZod(erro));
  if (erro instanceof ErroApi) {
    const { code, message, fields } = erro;
    return resposta(erro.status, { error: { code, message, ...(fields && Object.keys(fields).length ? { fields } : {}) } });
  }
  logger.error("erro não tratado", { requestId, erro: erro instanceof Error ? { name: erro.name, message: erro.message, stack: erro.stack } : String(erro) });
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
  }
  const base = async (evento: EventoHttp, contexto: Context): Promise<APIGatewayProxyStructuredResultV2> => {
    const requestId = contexto?.awsRequestId ?? evento.requestContext?.requestId ?? "";
    const rota = rotas.get(evento.routeKey);
    const def = mapa[evento.routeKey];
    try {
      if (!rota || !def) throw naoEncontrado("Rota não encontrada");
      const r = await def.executar(evento, rota);
      return resposta(r.status, r.corpo);
    } catch (erro) {
      return mapearErro(erro, requestId);
    }
  };
  return middy(base).use(injectLambdaContext(logger, { resetKeys: true }));
}
