/**
 * The HTTP API as an OpenAPI 3.1 document, built from the route table (shared/api/routes.ts) and
 * the zod schemas its entries name (`contrato`): method, path and path parameters, the kind of
 * caller (staff pool JWT, customer pool JWT, public, a provider's signed webhook), the permission
 * a staff caller needs and the roles that hold it, the JSON body and query string, and the error
 * envelope. A new route of the table is in the document without touching this file.
 *
 * Two steps so the document itself is a pure function: `carregarEsquemas` loads the schemas the
 * table points at (on demand, see `Contrato`), `documentoOpenApi` writes the document.
 * Served at GET /api/openapi.json and, as a page, at GET /api/docs (functions/conta).
 */
import * as z from "../zod";
import { MSG_GENERICA } from "../mensagens-genericas";
import { PERMISSOES } from "../usuarios/permissoes";
import { PARAMETROS_CAMINHO, parametrosDoCaminho } from "./parametros";
import { PAPEIS, ROTAS, routeKey, type Rota } from "./routes";

export interface EsquemasRota {
  corpo?: z.core.$ZodType;
  consulta?: z.core.$ZodType;
  resposta?: z.core.$ZodType;
}

type Json = Record<string, unknown>;

/** What a JSON Schema of this document looks like where it is read back (tests, the page). */
export interface EsquemaJson {
  type?: string | string[];
  properties?: Record<string, EsquemaJson>;
  required?: string[];
  description?: string;
  [outro: string]: unknown;
}

export interface Operacao {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters: { name: string; in: "path" | "query"; required: boolean; schema: EsquemaJson; description?: string }[];
  requestBody?: { required: true; content: { "application/json": { schema: EsquemaJson } } };
  responses: Record<string, unknown>;
  "x-autenticacao": "staff" | "cliente" | "publica" | "webhook";
  "x-permissao"?: string;
  "x-papeis"?: readonly string[];
}

export interface DocumentoOpenApi {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operacao>>;
  components: Json;
}

/** Loads the schemas each route's `contrato` names, by route key. */
export async function carregarEsquemas(rotas: readonly Rota[] = ROTAS): Promise<Map<string, EsquemasRota>> {
  const pares = await Promise.all(
    rotas.map(async (r): Promise<[string, EsquemasRota]> => {
      const [corpo, consulta, resposta] = await Promise.all([r.contrato?.corpo?.(), r.contrato?.consulta?.(), r.contrato?.resposta?.()]);
      return [routeKey(r), { ...(corpo ? { corpo } : {}), ...(consulta ? { consulta } : {}), ...(resposta ? { resposta } : {}) }];
    }),
  );
  return new Map(pares);
}

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): a request as a client sends it (the
 * input side of transforms and defaults), an answer as the server writes it ("output"). What JSON
 * Schema cannot say (a refinement, a transform's function) is left open rather than refused; the
 * handler still checks a request and answers 400.
 */
export function esquemaJson(esquema: z.core.$ZodType, lado: "input" | "output" = "input"): EsquemaJson {
  const { $schema: _, ...resto } = z.toJSONSchema(esquema, { io: lado, unrepresentable: "any", target: "draft-2020-12" }) as EsquemaJson;
  return resto;
}

/** Public routes under /api/webhooks/ are authenticated by the provider's signature, not a token. */
export const ehWebhook = (r: Rota): boolean => r.auth === "publica" && r.caminho.startsWith("/api/webhooks/");

const autenticacao = (r: Rota): Operacao["x-autenticacao"] => (ehWebhook(r) ? "webhook" : r.auth);

const DESCRICAO_AUTH: Record<Operacao["x-autenticacao"], string> = {
  staff: "Usuário da loja: `Authorization: Bearer <token>` do pool de usuários da equipe (Cognito).",
  cliente: "Cliente da loja: `Authorization: Bearer <token>` do pool de clientes (Cognito).",
  publica: "Pública, sem token (limitada por taxa).",
  webhook: "Aviso de um provedor, autenticado pela assinatura do próprio provedor sobre o corpo bruto (sem token).",
};

const operationId = (r: Rota): string =>
  [r.metodo.toLowerCase(), ...r.caminho.replace(/^\/api\//, "").split(/[^A-Za-z0-9]+/).filter(Boolean)].join("_");

const erro = (descricao: string) => ({ description: descricao, content: { "application/json": { schema: { $ref: "#/components/schemas/Erro" } } } });

function respostas(r: Rota, esquemas: EsquemasRota): Record<string, unknown> {
  const auth = autenticacao(r);
  const temParametros = parametrosDoCaminho(r.caminho).length > 0;
  const status = r.contrato?.status;
  const sucesso = esquemas.resposta
    ? { [String(status ?? 200)]: { description: "Sucesso", content: { "application/json": { schema: esquemaJson(esquemas.resposta, "output") } } } }
    : status
      ? { [String(status)]: { description: "Sucesso" } }
      : { "2XX": { description: "Sucesso (200, 201 criado, 202 aceito ou 204 sem conteúdo). Relatórios com `formato=csv` e PDFs respondem o arquivo." } };
  return {
    ...sucesso,
    ...(esquemas.corpo || esquemas.consulta || auth === "webhook" ? { "400": { $ref: "#/components/responses/Validacao" } } : {}),
    ...(auth !== "publica" ? { "401": { $ref: "#/components/responses/NaoAutenticado" } } : {}),
    ...(auth === "staff" ? { "403": { $ref: "#/components/responses/Proibido" } } : {}),
    ...(temParametros || auth === "webhook" ? { "404": { $ref: "#/components/responses/NaoEncontrado" } } : {}),
    ...(r.metodo !== "GET" && auth !== "webhook" ? { "409": { $ref: "#/components/responses/Conflito" } } : {}),
    ...(esquemas.corpo ? { "415": { $ref: "#/components/responses/TipoDeCorpo" } } : {}),
    ...(auth === "publica" ? { "429": { $ref: "#/components/responses/MuitasTentativas" } } : {}),
    ...(auth === "webhook" ? { "503": erro("Aviso ainda não aplicável (o provedor reenvia).") } : {}),
    "500": { $ref: "#/components/responses/Interno" },
  };
}

function parametrosDaConsulta(esquema: z.core.$ZodType): Operacao["parameters"] {
  const json = esquemaJson(esquema);
  const obrigatorios = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([nome, schema]) => ({ name: nome, in: "query" as const, required: obrigatorios.has(nome), schema }));
}

function operacao(r: Rota, esquemas: EsquemasRota): Operacao {
  const auth = autenticacao(r);
  const permissao = r.auth === "staff" && r.permissao !== "equipe" ? PERMISSOES[r.permissao] : undefined;
  const quem =
    r.auth !== "staff" ? "" : permissao ? ` Permissão \`${r.permissao}\` (${permissao.descricao}): ${permissao.papeis.join(", ")}.` : " Qualquer perfil da equipe.";
  return {
    operationId: operationId(r),
    summary: routeKey(r),
    description: `${DESCRICAO_AUTH[auth]}${quem}`,
    tags: [r.dominio],
    security: r.auth === "staff" ? [{ staff: [] }] : r.auth === "cliente" ? [{ cliente: [] }] : [],
    parameters: [
      ...parametrosDoCaminho(r.caminho).map((nome) => {
        const schema = PARAMETROS_CAMINHO[nome];
        return { name: nome, in: "path" as const, required: true, schema: schema ? esquemaJson(schema) : { type: "string" } };
      }),
      ...(esquemas.consulta ? parametrosDaConsulta(esquemas.consulta) : []),
    ],
    ...(esquemas.corpo ? { requestBody: { required: true as const, content: { "application/json": { schema: esquemaJson(esquemas.corpo) } } } } : {}),
    responses: respostas(r, esquemas),
    "x-autenticacao": auth,
    ...(r.auth === "staff" ? { "x-permissao": r.permissao, "x-papeis": permissao ? permissao.papeis : PAPEIS } : {}),
  };
}

const DESCRICAO = [
  "API HTTP do ERP Celulares (revendas e assistências de celulares). Gerado da tabela de rotas (`shared/api/routes.ts`) e dos esquemas zod que os handlers usam para validar.",
  "",
  "- Corpo JSON (`Content-Type: application/json`, UTF-8); nomes de campo em português, snake_case.",
  "- Dinheiro: números em reais com 2 casas (calculados em centavos inteiros no servidor). Datas `AAAA-MM-DD`; instantes ISO 8601 UTC.",
  "- Listas: `{ items }`; as que crescem sem limite aceitam `limit` e respondem `next`, um cursor opaco a devolver em `cursor`.",
  "- Erros: `{ error: { code, message, fields? } }`, mensagem em português; `fields` só em validação (400).",
  "- Um id de outra empresa responde 404, igual a um que não existe.",
].join("\n");

/** The OpenAPI 3.1 document of `rotas`, with the schemas `carregarEsquemas` loaded. */
export function documentoOpenApi(rotas: readonly Rota[], esquemas: ReadonlyMap<string, EsquemasRota>, versao = "1"): DocumentoOpenApi {
  const paths: DocumentoOpenApi["paths"] = {};
  for (const r of rotas) {
    (paths[r.caminho] ??= {})[r.metodo.toLowerCase()] = operacao(r, esquemas.get(routeKey(r)) ?? {});
  }
  const tags = [...new Set(rotas.map((r) => r.dominio))].map((name) => ({ name }));
  return {
    openapi: "3.1.0",
    info: { title: "ERP Celulares — API HTTP", version: versao, description: DESCRICAO },
    servers: [{ url: "/", description: "A mesma origem do site (o CloudFront encaminha /api/* ao API Gateway)" }],
    tags,
    paths,
    components: {
      securitySchemes: {
        staff: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "ID token do pool de usuários da equipe (Cognito): a empresa e o perfil vêm dele e do usuário gravado." },
        cliente: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "Token do pool de clientes (Cognito). Um token da equipe é recusado aqui, e o contrário." },
      },
      schemas: {
        Erro: {
          type: "object",
          required: ["error"],
          properties: {
            error: {
              type: "object",
              required: ["code", "message"],
              properties: {
                code: { type: "string", examples: ["VALIDATION", "UNAUTHENTICATED", "FORBIDDEN", "PLAN_LIMIT", "PLAN_FEATURE", "NOT_FOUND", "CONFLICT", "RATE_LIMITED", "UNAVAILABLE", "INTERNAL"] },
                message: { type: "string", description: "Texto em português para mostrar ao usuário." },
                fields: { type: "object", additionalProperties: { type: "string" }, description: "Só em 400: a mensagem de cada campo inválido, pelo caminho com pontos (`itens.0.imei`); `_` é o corpo inteiro." },
              },
            },
          },
        },
      },
      responses: {
        Validacao: erro(`Corpo ou consulta inválidos (\`VALIDATION\`, com \`fields\`); JSON malformado: "${MSG_GENERICA.jsonInvalido}".`),
        NaoAutenticado: erro("Sem token, token inválido ou usuário desativado (`UNAUTHENTICATED`); num webhook, assinatura inválida."),
        Proibido: erro("Perfil sem a permissão (`FORBIDDEN`) ou plano que não permite (`PLAN_LIMIT`, `PLAN_FEATURE`)."),
        NaoEncontrado: erro("Não existe, pertence a outra empresa (indistinguível) ou o parâmetro do caminho não pode nomear um registro (`NOT_FOUND`)."),
        Conflito: erro("Duplicado (CNPJ, CPF, IMEI, e-mail) ou um estado que não permite a ação (`CONFLICT`)."),
        TipoDeCorpo: erro("Corpo que não é `application/json` (`UNSUPPORTED_MEDIA_TYPE`)."),
        MuitasTentativas: erro("Tentativas demais numa rota pública (`RATE_LIMITED`)."),
        Interno: erro("Erro inesperado (`INTERNAL`, 'Erro interno do servidor'); o detalhe fica só no log, com o id da requisição."),
      },
    },
  };
}
