/**
 * The local stand-in for API Gateway (HTTP API): serves the one route table with the real
 * domain handlers, builds API Gateway v2 events, and verifies JWTs as the JWT authorizer would
 * (signature by the pool's JWKS, issuer, audience = app client id, expiry). A staff token is
 * refused on customer routes and the reverse. What API Gateway answers itself is answered here
 * with the same status, in the API's `{ error: { code, message } }` envelope with pt-BR texts
 * (shared/api/respostas-gateway.ts): a missing or refused token is 401, a body over 10 MB is 413,
 * a public route over its stage throttle is 429, an unknown route 404. `/__local/agendamentos/<nome>` runs a schedule, `/__local/banco…` is the
 * simulated bank (scripts/local/banco.ts) and `/__local/aparelhos…` the simulated phones
 * (scripts/local/aparelhos.ts), `/__local/mensagens` the simulated messenger's inboxes (scripts/local/mensageiro.ts), `POST /__local/fluxo/em-dia` waits for the stream poller to catch up, all local only. A path not in normal form (`/api/../__local/…`) names nothing.
 */
import { isUtf8 } from "node:buffer";
import http from "node:http";
import { dataIsoValida } from "../../shared/br/datas";
import { randomUUID } from "node:crypto";
import { JwtRsaVerifier } from "aws-jwt-verify";
import type { APIGatewayProxyStructuredResultV2, Context } from "aws-lambda";
import { encontrarRota, routeKey, type Rota } from "../../shared/api/routes";
import { corpoGateway, type StatusGateway } from "../../shared/api/respostas-gateway";
import { RETRY_AFTER_SEGUNDOS } from "../../shared/api/repetir";
import { MSG_GENERICA } from "../../shared/mensagens-genericas";
import { servicoIndisponivel } from "../../functions/lib/indisponivel";
import { tempoLimiteS } from "../../shared/api/tempos-limite";
import type { Agenda } from "./agenda";
import { caminhoBruto, caminhoNormal } from "./caminhos";
import { tratarAparelhos } from "./aparelhos";
import { tratarMensageiro } from "./mensageiro";
import { tratarBanco } from "./banco";
import type { Fluxo } from "./fluxo";
import { CARREGADORES } from "./dominios";
import { criarLimitador, type Limite } from "./limitador";

export interface Emissor {
  issuer: string;
  audience: string;
  jwksUri: string;
}

export interface OpcoesGateway {
  porta: number;
  staff: Emissor;
  cliente: Emissor;
  /** Scheduled jobs, run on demand by POST /__local/agendamentos/<nome> (local only). */
  agenda?: Agenda;
  /** The stream poller, for POST /__local/fluxo/em-dia (local only); started after the gateway. */
  fluxo?: () => Fluxo | undefined;
  /** Logs each request (method, path, status, ms). */
  registrar?: boolean;
  /** Throttle of each public route (infra/config.ts `limites.publicas`); null = none. */
  limitePublicas: Limite | null;
  /** Handlers loaded from elsewhere than the sources (a test serves a domain from its built Lambda folder). */
  carregadores?: Partial<typeof CARREGADORES>;
}

/** API Gateway's payload quota for HTTP APIs. */
export const CORPO_MAXIMO = 10 * 1024 * 1024;

export interface Gateway {
  url: string;
  parar(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, corpo: unknown) => {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(corpo));
};
/**
 * The gateway's own answers (unknown route, JWT authorizer, payload quota, throttling), in the
 * API's envelope (shared/api/respostas-gateway.ts). A request refused early may still be sending
 * its body: it is read and dropped first, or the socket would close under a client still writing
 * (a ≥ 1 MB body then met a reset, seen as 502 with an empty body, never the 401/404/429).
 */
async function recusar(req: http.IncomingMessage, res: http.ServerResponse, status: StatusGateway, headers: http.OutgoingHttpHeaders = {}) {
  await descartarCorpo(req);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  res.end(JSON.stringify(corpoGateway(status)));
}
const naoEncontrada = (req: http.IncomingMessage, res: http.ServerResponse) => recusar(req, res, 404);
const naoAutorizado = (req: http.IncomingMessage, res: http.ServerResponse) => recusar(req, res, 401, { "www-authenticate": 'Bearer error="invalid_token"' });
const grandeDemais = (req: http.IncomingMessage, res: http.ServerResponse) => recusar(req, res, 413);
const muitasRequisicoes = (req: http.IncomingMessage, res: http.ServerResponse) => recusar(req, res, 429);

/** Reads what is left of the body without keeping it (no-op once it was read). */
function descartarCorpo(req: http.IncomingMessage): Promise<void> {
  if (req.readableEnded || req.complete) return Promise.resolve();
  return new Promise((resolve) => {
    req.on("end", resolve);
    req.on("error", () => resolve());
    req.resume();
  });
}

class CorpoGrandeDemais extends Error {}

/**
 * The optional body of `POST /__local/agendamentos/<nome>`: `{ "data": "YYYY-MM-DD" }` runs the
 * schedule as of that Brasília date (tests and demos; there is no such door in AWS); `agora` (an
 * ISO instant) runs the minute-counting ones as of that moment; `empresa_id` narrows it to one
 * company (tests share one table). Empty body: today, every company. Anything
 * else is refused with a pt-BR reason.
 */
export function lerPedidoAgendamento(corpo: string): { data?: string; empresa_id?: string; agora?: string } {
  if (!corpo.trim()) return {};
  let bruto: unknown;
  try {
    bruto = JSON.parse(corpo);
  } catch {
    throw new Error("Corpo deve ser JSON: { \"data\": \"AAAA-MM-DD\" }");
  }
  if (typeof bruto !== "object" || bruto === null || Array.isArray(bruto)) throw new Error("Corpo deve ser um objeto: { \"data\": \"AAAA-MM-DD\" }");
  const { data, empresa_id: empresaId, agora } = bruto as { data?: unknown; empresa_id?: unknown; agora?: unknown };
  const pedido: { data?: string; empresa_id?: string; agora?: string } = {};
  // An instant for the schedules that count minutes (verificar-comandos): ISO 8601 with its zone.
  if (agora !== undefined && agora !== null) {
    if (typeof agora !== "string" || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(agora) || Number.isNaN(Date.parse(agora))) throw new Error("Instante inválido: use AAAA-MM-DDThh:mm:ssZ");
    pedido.agora = agora;
  }
  if (data !== undefined && data !== null) {
    if (typeof data !== "string" || !dataIsoValida(data)) throw new Error("Data inválida: use AAAA-MM-DD");
    pedido.data = data;
  }
  if (empresaId !== undefined && empresaId !== null) {
    if (typeof empresaId !== "string" || !/^[0-9A-Z]{1,40}$/.test(empresaId)) throw new Error("Empresa inválida");
    pedido.empresa_id = empresaId;
  }
  return pedido;
}

/** The body's bytes, or CorpoGrandeDemais once it passes the quota (the rest is read and dropped). */
function lerBytes(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const partes: Buffer[] = [];
    let tamanho = 0;
    req.on("data", (p: Buffer) => {
      tamanho += p.length;
      if (tamanho <= CORPO_MAXIMO) partes.push(p);
      else partes.length = 0;
    });
    req.on("end", () => (tamanho > CORPO_MAXIMO ? reject(new CorpoGrandeDemais()) : resolve(Buffer.concat(partes))));
    req.on("error", reject);
  });
}

/** The body as text (the local doors' small JSON bodies). */
const lerCorpo = async (req: http.IncomingMessage): Promise<string> => (await lerBytes(req)).toString("utf8");

/**
 * The event's body as API Gateway passes it: UTF-8 text as is, anything else (bytes that are not
 * UTF-8) in base64 with `isBase64Encoded`, so the handler sees the real bytes — never U+FFFD
 * substituted here — and refuses them (functions/lib/http.ts).
 */
export function corpoDoEvento(bytes: Buffer): { body: string | undefined; isBase64Encoded: boolean } {
  if (!bytes.length) return { body: undefined, isBase64Encoded: false };
  return isUtf8(bytes) ? { body: bytes.toString("utf8"), isBase64Encoded: false } : { body: bytes.toString("base64"), isBase64Encoded: true };
}

function contextoLambda(rota: Rota, requestId: string): Context {
  const nome = `erp-local-${rota.dominio}`;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: nome,
    functionVersion: "$LATEST",
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${nome}`,
    memoryLimitInMB: "512",
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${nome}`,
    logStreamName: "local",
    getRemainingTimeInMillis: () => tempoLimiteS(rota.dominio) * 1000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

export async function iniciarGateway(op: OpcoesGateway): Promise<Gateway> {
  // aws-jwt-verify fetches JWKS over https only; the local pool serves http, so its (static) keys
  // are fetched here once and handed to the verifier's cache.
  const verificador = async (e: Emissor) => {
    const v = JwtRsaVerifier.create({ issuer: e.issuer, audience: e.audience, jwksUri: e.jwksUri });
    const r = await fetch(e.jwksUri);
    if (!r.ok) throw new Error(`JWKS indisponível em ${e.jwksUri}: ${r.status}`);
    v.cacheJwks((await r.json()) as Parameters<typeof v.cacheJwks>[0]);
    return v;
  };
  const verificadores = { staff: await verificador(op.staff), cliente: await verificador(op.cliente) };
  const limitador = op.limitePublicas ? criarLimitador(op.limitePublicas) : null;
  /** Where the local bank delivers its notices: this gateway, once listening. */
  let urlPropria = "";

  const servidor = http.createServer(async (req, res) => {
    const inicio = Date.now();
    const url = new URL(req.url ?? "/", "http://local");
    const metodo = (req.method ?? "GET").toUpperCase();
    try {
      const alvo = req.url ?? "/";
      if (!caminhoNormal(alvo)) return await naoEncontrada(req, res);
      const agendado = /^\/__local\/agendamentos\/([\w-]+)$/.exec(caminhoBruto(alvo))?.[1];
      if (agendado && metodo === "POST" && op.agenda) {
        if (!op.agenda.nomes().includes(agendado)) return json(res, 404, { error: { code: "NOT_FOUND", message: `Agendamento sem handler: ${agendado}` } });
        let detalhe: ReturnType<typeof lerPedidoAgendamento> = {};
        try {
          detalhe = lerPedidoAgendamento(await lerCorpo(req));
        } catch (erro) {
          if (erro instanceof CorpoGrandeDemais) return await grandeDemais(req, res);
          return json(res, 400, { error: { code: "VALIDATION", message: (erro as Error).message, fields: { data: (erro as Error).message } } });
        }
        return json(res, 200, { resultado: (await op.agenda.executar(agendado, detalhe)) ?? null });
      }
      if (caminhoBruto(alvo) === "/__local/fluxo/em-dia" && metodo === "POST") {
        // Answers when every stream record written before the request is applied (fluxo.ts emDia).
        const fluxo = op.fluxo?.();
        if (!fluxo) return json(res, 503, { em_dia: false });
        const emDia = await fluxo.emDia();
        return json(res, emDia ? 200 : 504, { em_dia: emDia });
      }
      if (caminhoBruto(alvo).startsWith("/__local/banco") && (await tratarBanco(req, res, caminhoBruto(alvo), () => urlPropria))) return;
      if (caminhoBruto(alvo).startsWith("/__local/aparelhos") && (await tratarAparelhos(req, res, caminhoBruto(alvo)))) return;
      if (caminhoBruto(alvo) === "/__local/mensagens" && (await tratarMensageiro(req, res, caminhoBruto(alvo), url.searchParams))) return;
      const achada = encontrarRota(metodo, url.pathname);
      if (!achada) return await naoEncontrada(req, res);
      const { rota, params } = achada;
      if (rota.auth === "publica" && limitador && !limitador.tentar(routeKey(rota))) return await muitasRequisicoes(req, res);

      let claims: Record<string, unknown> | undefined;
      if (rota.auth !== "publica") {
        const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? "")?.[1];
        if (!token) return await naoAutorizado(req, res);
        try {
          claims = (await verificadores[rota.auth].verify(token)) as Record<string, unknown>;
        } catch (erro) {
          if (process.env.DEBUG_GATEWAY) console.error("[gateway] token recusado:", (erro as Error).message);
          return await naoAutorizado(req, res);
        }
      }

      const carregar = op.carregadores?.[rota.dominio] ?? CARREGADORES[rota.dominio];
      if (!carregar) return json(res, 501, { error: { code: "INTERNAL", message: `Domínio ${rota.dominio} sem handler local` } });
      const { handler } = await carregar();

      let corpo: Buffer = Buffer.alloc(0);
      try {
        if (!["GET", "HEAD"].includes(metodo)) corpo = await lerBytes(req);
      } catch (erro) {
        if (erro instanceof CorpoGrandeDemais) return await grandeDemais(req, res);
        throw erro;
      }
      const requestId = randomUUID();
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : (v ?? "")]));
      const query = url.searchParams.size ? Object.fromEntries(url.searchParams.entries()) : undefined;
      const evento = {
        version: "2.0",
        routeKey: routeKey(rota),
        rawPath: url.pathname,
        rawQueryString: url.search.slice(1),
        headers,
        queryStringParameters: query,
        pathParameters: Object.keys(params).length ? params : undefined,
        ...corpoDoEvento(corpo),
        requestContext: {
          accountId: "000000000000",
          apiId: "local",
          domainName: req.headers.host ?? "localhost",
          domainPrefix: "local",
          requestId,
          routeKey: routeKey(rota),
          stage: "$default",
          time: new Date().toUTCString(),
          timeEpoch: Date.now(),
          http: { method: metodo, path: url.pathname, protocol: "HTTP/1.1", sourceIp: req.socket.remoteAddress ?? "127.0.0.1", userAgent: req.headers["user-agent"] ?? "" },
          ...(claims ? { authorizer: { jwt: { claims: stringificar(claims), scopes: null } } } : {}),
        },
      };
      const resultado = (await handler(evento as never, contextoLambda(rota, requestId) as never)) as APIGatewayProxyStructuredResultV2;
      res.writeHead(resultado.statusCode ?? 200, (resultado.headers ?? {}) as http.OutgoingHttpHeaders);
      // API Gateway decodes a base64 body (a slip PDF) before answering; so does this one.
      res.end(resultado.isBase64Encoded ? Buffer.from(resultado.body ?? "", "base64") : (resultado.body ?? ""));
    } catch (erro) {
      // A local door (the simulated bank, phones, messenger) whose store could not be reached answers
      // as the API does (functions/lib/indisponivel.ts): 503 with Retry-After; anything else is a 500.
      if (servicoIndisponivel(erro)) {
        console.error("[gateway] serviço indisponível: 503", (erro as Error).message);
        if (!res.headersSent) {
          res.writeHead(503, { "content-type": "application/json; charset=utf-8", "retry-after": String(RETRY_AFTER_SEGUNDOS) });
          res.end(JSON.stringify({ error: { code: "UNAVAILABLE", message: MSG_GENERICA.indisponivel } }));
        }
        return;
      }
      console.error("[gateway] erro", erro);
      if (!res.headersSent) json(res, 500, { error: { code: "INTERNAL", message: "Erro interno do servidor" } });
    } finally {
      if (op.registrar) console.log(`[api] ${metodo} ${url.pathname} → ${res.statusCode} (${Date.now() - inicio} ms)`);
    }
  });

  await new Promise<void>((resolve, reject) => {
    servidor.once("error", reject);
    servidor.listen(op.porta, "127.0.0.1", () => resolve());
  });
  const endereco = servidor.address();
  const porta = typeof endereco === "object" && endereco ? endereco.port : op.porta;
  urlPropria = `http://127.0.0.1:${porta}`;
  return {
    url: urlPropria,
    parar: () =>
      new Promise((resolve) => {
        servidor.closeAllConnections();
        servidor.close(() => resolve());
      }),
  };
}

/** API Gateway hands claims to the Lambda as strings. */
function stringificar(claims: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(claims).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]));
}
