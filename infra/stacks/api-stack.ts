/**
 * The HTTP API, built from the one route table (shared/api/routes.ts): one Lambda per domain
 * that has routes (it routes inside by `event.routeKey`), every route with the authorizer its
 * `auth` names, default stage throttling plus tighter limits on each public route.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { CfnOutput, Duration, Fn, Stack, type StackProps, Validations } from "aws-cdk-lib";
import { AccessLogFormat } from "aws-cdk-lib/aws-apigateway";
import {
  type CfnStage,
  CorsHttpMethod,
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  type HttpRoute,
  HttpStage,
  type IHttpRouteAuthorizer,
  LogGroupLogDestination,
} from "aws-cdk-lib/aws-apigatewayv2";
import { HttpJwtAuthorizer } from "aws-cdk-lib/aws-apigatewayv2-authorizers";
import { HttpLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import { LogGroup } from "aws-cdk-lib/aws-logs";
import { type ISecret, Secret } from "aws-cdk-lib/aws-secretsmanager";
import type { Construct } from "constructs";
import { type Autenticacao, type Dominio, DOMINIOS, ROTAS, type Rota, routeKey } from "../../shared/api/routes";
import type { AmbienteConfig } from "../config";
import {
  entradaPadrao,
  NodeFunction,
  type PoolComCliente,
  RAIZ_REPO,
  type RecursosApp,
  type ResolverEntrada,
} from "../constructs/node-function";
import { ACESSOS } from "./acessos-api";
import { tempoLimiteS } from "../../shared/api/tempos-limite";

/** Cognito admin actions for the domains that manage users (sign-up, user CRUD, activation). */
export const ACOES_ADMIN_COGNITO = [
  "cognito-idp:AdminCreateUser",
  "cognito-idp:AdminSetUserPassword",
  "cognito-idp:AdminDeleteUser",
  "cognito-idp:AdminUpdateUserAttributes",
  "cognito-idp:AdminDisableUser",
  "cognito-idp:AdminEnableUser",
  "cognito-idp:AdminGetUser",
] as const;

/** Domains allowed to administer each pool, from ACESSOS (acessos-api.ts). */
export const GESTORES_DE_USUARIOS: Readonly<Record<"staff" | "cliente", readonly Dominio[]>> = {
  staff: DOMINIOS.filter((d) => ACESSOS[d].administraPools.includes("staff")),
  cliente: DOMINIOS.filter((d) => ACESSOS[d].administraPools.includes("cliente")),
};

/**
 * The simulated providers' keys exist only with provider `simulado` (dev): nothing outside sends
 * their notices in AWS, and the function reads the value at deploy (dynamic reference), so a
 * rotation would take effect only at the next deploy anyway.
 */
const SEM_ROTACAO = "Key of a simulated provider (dev only); read at deploy through a dynamic reference, so rotating it needs a deploy, which generates a new one.";

export interface ApiStackProps extends StackProps {
  config: AmbienteConfig;
  recursos: RecursosApp;
  /** CloudFront's origin header values (borda-stack.ts): every function refuses a request without one. */
  segredoOrigem: ISecret;
  /** Defaults to ROTAS; tests pass their own. */
  rotas?: readonly Rota[];
  /** Module path under functions/ → entry file; tests point it at a fixture. */
  entrada?: ResolverEntrada;
}

export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  /** `<id>.execute-api.<region>.amazonaws.com`, the CloudFront origin. */
  readonly dominioApi: string;
  readonly funcoes = new Map<Dominio, NodeFunction>();

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config, recursos } = props;
    const rotas = props.rotas ?? ROTAS;
    const entrada = props.entrada ?? entradaPadrao;

    const issuer = (p: PoolComCliente) => `https://cognito-idp.${this.region}.amazonaws.com/${p.pool.userPoolId}`;
    const jwt = (nome: string, p: PoolComCliente) =>
      new HttpJwtAuthorizer(`Autorizador-${nome}`, issuer(p), {
        authorizerName: nome,
        jwtAudience: [p.client.userPoolClientId],
      });
    // A staff token fails the customer authorizer (other issuer) and the reverse.
    const autorizadores: Record<Autenticacao, IHttpRouteAuthorizer> = {
      publica: new HttpNoneAuthorizer(),
      staff: jwt("staff", recursos.staff),
      cliente: jwt("cliente", recursos.cliente),
    };

    this.api = new HttpApi(this, "Api", {
      description: `ERP celulares (${config.nome})`,
      createDefaultStage: false,
      ...(config.siteUrl
        ? {
            corsPreflight: {
              allowOrigins: [config.siteUrl],
              allowMethods: [CorsHttpMethod.ANY],
              allowHeaders: ["authorization", "content-type"],
              maxAge: Duration.hours(1),
            },
          }
        : {}),
    });

    const integracoes = new Map<Dominio, HttpLambdaIntegration>();
    const integracao = (dominio: Dominio): HttpLambdaIntegration => {
      const existente = integracoes.get(dominio);
      if (existente) return existente;
      const fn = this.funcaoDoDominio(dominio, rotas, entrada, props);
      // One permission for the whole API instead of one per route keeps the policy small.
      const nova = new HttpLambdaIntegration(`Integracao-${dominio}`, fn, { scopePermissionToRoute: false });
      integracoes.set(dominio, nova);
      return nova;
    };

    const publicas: HttpRoute[] = [];
    for (const rota of rotas) {
      const [criada] = this.api.addRoutes({
        path: rota.caminho,
        methods: [HttpMethod[rota.metodo]],
        integration: integracao(rota.dominio),
        authorizer: autorizadores[rota.auth],
      });
      if (rota.auth === "publica" && criada) {
        publicas.push(criada);
        // Public by the spec (docs/api.md "auth: publica"): sign-up, the customer area's lookup by CPF and
        // the providers' webhooks. Each is throttled per route below and authenticated in its handler
        // (webhooks by the provider's signature or token; the portal by CPF + phone with a lockout).
        Validations.of(criada).acknowledge({ id: "AwsSolutions-APIG4", reason: `${routeKey(rota)} is public by design (auth "publica" in shared/api/routes.ts)` });
      }
    }

    const acessos = new LogGroup(this, "AcessosApi", {
      retention: config.retencaoLogs,
      removalPolicy: config.remocao,
    });
    this.stage = new HttpStage(this, "Stage", {
      httpApi: this.api,
      stageName: "$default",
      autoDeploy: true,
      throttle: { rateLimit: config.limites.padrao.taxa, burstLimit: config.limites.padrao.rajada },
      accessLogSettings: { destination: new LogGroupLogDestination(acessos), format: formatoAcesso() },
    });
    const { taxa, rajada } = config.limites.publicas;
    const cfnStage = this.stage.node.defaultChild as CfnStage;
    cfnStage.routeSettings = Object.fromEntries(
      rotas
        .filter((r) => r.auth === "publica")
        // Detailed (per-route) metrics too: the monitor stack alarms on the payment webhook's count.
        .map((r) => [routeKey(r), { ThrottlingRateLimit: taxa, ThrottlingBurstLimit: rajada, DetailedMetricsEnabled: true }]),
    );
    // RouteSettings name routes by key: the stage must be created after them.
    for (const rota of publicas) this.stage.node.addDependency(rota);

    this.dominioApi = Fn.select(2, Fn.split("/", this.api.apiEndpoint));
    new CfnOutput(this, "ApiEndpoint", { value: this.api.apiEndpoint });
  }

  /**
   * The payment webhook reads the provider choice and the key the simulated bank signs with: a
   * secret generated at deploy, never in the repository. It reaches the function as a dynamic
   * reference resolved by CloudFormation (not in the template); with a real provider it only
   * authenticates the simulated bank's notices, which nothing sends in AWS.
   */
  private configurarBoletos(fn: NodeFunction, config: AmbienteConfig): void {
    if (config.boletos.provedor !== "simulado") return;
    const segredo = new Secret(this, "SegredoBancoSimulado", {
      description: "HMAC key of the simulated bank's payment notices (provider simulado)",
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: config.remocao,
    });
    fn.addEnvironment("BOLETOS_SIMULADO_SEGREDO", segredo.secretValue.unsafeUnwrap());
    Validations.of(segredo).acknowledge({ id: "AwsSolutions-SMG4", reason: SEM_ROTACAO });
  }

  /**
   * The lock webhook reads the provider choice (and, for Knox, the secret with the key its
   * notices are checked with) and, with `simulado`, the key the simulated provider signs with:
   * generated at deploy, never in the repository (nothing sends those notices in AWS).
   */
  private configurarBloqueio(fn: NodeFunction, config: AmbienteConfig): void {
    fn.bindProvedorBloqueio(config.bloqueio);
    if (config.bloqueio.provedor !== "simulado") return;
    const segredo = new Secret(this, "SegredoBloqueioSimulado", {
      description: "HMAC key of the simulated lock provider's confirmations (provider simulado)",
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: config.remocao,
    });
    fn.addEnvironment("BLOQUEIO_SIMULADO_SEGREDO", segredo.secretValue.unsafeUnwrap());
    Validations.of(segredo).acknowledge({ id: "AwsSolutions-SMG4", reason: SEM_ROTACAO });
  }

  private segredoCursor?: Secret;

  /**
   * The key list cursors are sealed with (functions/lib/db/cursor.ts), one for every domain so a
   * page's `next` opens in whichever function serves the next page; generated at deploy.
   */
  private segredoCursores(config: AmbienteConfig): Secret {
    this.segredoCursor ??= new Secret(this, "SegredoCursores", {
      description: "Key material of the API's opaque list cursors",
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: config.remocao,
    });
    // Rotating it only voids the `next` cursors in flight (a client that sends one gets 400 'Cursor
    // inválido' and starts its list again): a manual rotation in the runbook, no rotation Lambda.
    Validations.of(this.segredoCursor).acknowledge({ id: "AwsSolutions-SMG4", reason: "Chave dos cursores de lista: girar só invalida os cursores em uso (a lista recomeça); rotação manual documentada, sem Lambda de rotação." });
    return this.segredoCursor;
  }

  private funcaoDoDominio(
    dominio: Dominio,
    rotas: readonly Rota[],
    entrada: ResolverEntrada,
    { config, recursos, segredoOrigem }: ApiStackProps,
  ): NodeFunction {
    const arquivo = entrada(`${dominio}/handler`);
    if (!existsSync(arquivo)) {
      const chaves = rotas.filter((r) => r.dominio === dominio).map(routeKey).join(", ");
      throw new Error(
        `${path.relative(RAIZ_REPO, arquivo)} não existe, mas o domínio "${dominio}" tem rotas em ROTAS (${chaves}); ` +
          "crie o handler (export const handler) ou remova as rotas.",
      );
    }
    const fn = new NodeFunction(this, `Funcao-${dominio}`, {
      entry: arquivo,
      ambiente: config.nome,
      retencaoLogs: config.retencaoLogs,
      remocaoLogs: config.remocao,
      description: `HTTP routes of domain ${dominio}`,
      timeout: Duration.seconds(tempoLimiteS(dominio)),
    });
    // Only what the domain's line in ACESSOS names: no write for a reader, no queue it never sends to.
    const acesso = ACESSOS[dominio];
    fn.bindTable(recursos.tabela, acesso.tabela).bindUserPools(recursos.staff, recursos.cliente);
    if (acesso.bucket !== "nenhum") fn.bindBucket(recursos.bucket, acesso.bucket);
    for (const nome of acesso.filas) {
      const fila = recursos.filas.get(nome);
      if (!fila) throw new Error(`ACESSOS.${dominio}: fila ${nome} não existe`);
      fn.bindQueue(nome, fila);
    }
    for (const pool of acesso.administraPools) recursos[pool].pool.grant(fn, ...ACOES_ADMIN_COGNITO);
    if (acesso.provedorBoletos) fn.bindProvedorBoletos(config.boletos);
    fn.addEnvironment("CURSOR_SEGREDO", this.segredoCursores(config).secretValue.unsafeUnwrap());
    // Every route, webhooks included, answers only through CloudFront (functions/lib/borda.ts).
    fn.bindOrigem(segredoOrigem);
    // The customer area's full address in what reaches a customer (the lock screen, the lock's notice).
    if (config.siteUrl) fn.addEnvironment("SITE_URL", config.siteUrl);
    if (dominio === "boletos") this.configurarBoletos(fn, config);
    if (dominio === "bloqueio") this.configurarBloqueio(fn, config);
    // The delivery notices' route takes only the configured provider's, and only one that sends HTTP
    // notices (`aws` sends its status through SNS to jobs-stack.ts's function: its route is 404).
    if (dominio === "mensagens") fn.addEnvironment("MENSAGENS_PROVEDOR", config.mensagens.provedor);
    this.funcoes.set(dominio, fn);
    return fn;
  }
}

/** HTTP API access log: who, which route, outcome. No headers, query strings or bodies (tokens, CPF). */
function formatoAcesso(): AccessLogFormat {
  return AccessLogFormat.custom(
    JSON.stringify({
      requestId: "$context.requestId",
      ip: "$context.identity.sourceIp",
      requestTime: "$context.requestTime",
      routeKey: "$context.routeKey",
      status: "$context.status",
      protocol: "$context.protocol",
      responseLength: "$context.responseLength",
      latencyMs: "$context.responseLatency",
      integrationLatencyMs: "$context.integrationLatency",
      integrationError: "$context.integrationErrorMessage",
      authorizerError: "$context.authorizer.error",
    }),
  );
}
