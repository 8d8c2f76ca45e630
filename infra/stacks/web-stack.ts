/**
 * One origin for the browser: CloudFront serves the SPA and /config.json from a private bucket
 * and forwards /api/* to the HTTP API (so the SPA needs no CORS) with the secret origin header
 * (borda-stack.ts; without it the API answers 403). Optionally WAF rate rules on /api/* and on each
 * group of public routes sit in front (HTTP APIs have no WAF of their own).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { Annotations, CfnOutput, Stack, type StackProps, Token, Validations } from "aws-cdk-lib";
import type { IBucket } from "aws-cdk-lib/aws-s3";
import type { ISecret } from "aws-cdk-lib/aws-secretsmanager";
import { referenciaNag } from "../nag";
import {
  AllowedMethods,
  CachePolicy,
  Function as CfFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ViewerProtocolPolicy,
} from "aws-cdk-lib/aws-cloudfront";
import { HttpOrigin } from "aws-cdk-lib/aws-cloudfront-origins";
import { LogGroup } from "aws-cdk-lib/aws-logs";
import { BucketDeployment, CacheControl, Source } from "aws-cdk-lib/aws-s3-deployment";
import { CfnWebACL } from "aws-cdk-lib/aws-wafv2";
import type { Construct } from "constructs";
import { CABECALHO_IP_CLIENTE, CABECALHO_ORIGEM } from "../../shared/api/borda";
import { ROTAS, type Rota, routeKey } from "../../shared/api/routes";
import type { AmbienteConfig, GrupoWaf } from "../config";
import { type PoolComCliente, RAIZ_REPO } from "../constructs/node-function";
import { CACHE_IMUTAVEL, SpaSite } from "../constructs/spa-site";

export interface WebStackProps extends StackProps {
  config: AmbienteConfig;
  /** `<id>.execute-api.<region>.amazonaws.com` (ApiStack.dominioApi). */
  dominioApi: string;
  /** `{"atual","anterior"}` (borda-stack.ts): CloudFront sends `atual` to the API as CABECALHO_ORIGEM. */
  segredoOrigem: ISecret;
  staff: PoolComCliente;
  cliente: PoolComCliente;
  /** The Vite build; defaults to frontend/dist. Deployed only when it holds an index.html. */
  pastaSpa?: string;
  /** Defaults to ROTAS: the public ones get the WAF's per-group rate rules. */
  rotas?: readonly Rota[];
}

/**
 * Which WAF rate rule guards a public route: the providers' webhooks, the customer area (the
 * portal domain: lookup, customer account, slip PDFs) or, for company sign-up and any public route
 * added later, the tightest, `cadastro`.
 */
export function grupoWaf(rota: Rota): GrupoWaf {
  if (rota.caminho.startsWith("/api/webhooks/")) return "webhooks";
  if (rota.dominio === "portal") return "portal";
  return "cadastro";
}

/**
 * Viewer-request function of /api/* (cloudfront-js-2.0): the viewer's address in
 * `x-erp-ip-cliente`, always overwritten, so what a client sends under that name never reaches
 * the API through CloudFront. The managed origin request policy that keeps Host out (API
 * Gateway routes by its own Host) cannot also forward CloudFront-Viewer-Address, and a
 * function may not set CloudFront-* headers; behind CloudFront the API's source IP is an edge
 * server, so the customer area's per-address limit reads this — only on a request that also
 * carried the secret origin header (functions/lib/borda.ts enderecoDoCliente).
 */
export const CODIGO_IP_CLIENTE = `function handler(event) {
  var request = event.request;
  request.headers['${CABECALHO_IP_CLIENTE}'] = { value: event.viewer.ip };
  return request;
}`;

export class WebStack extends Stack {
  readonly site: SpaSite;
  readonly spaImplantada: boolean;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;

    const ipCliente = new CfFunction(this, "IpCliente", {
      code: FunctionCode.fromInline(CODIGO_IP_CLIENTE),
      runtime: FunctionRuntime.JS_2_0,
      comment: "API: the viewer's address in x-erp-ip-cliente",
    });
    this.site = new SpaSite(this, "Site", {
      remocao: config.remocao,
      retencaoLogs: config.retencaoLogs,
      ...(config.web.dominio ? { dominio: config.web.dominio } : {}),
      ...this.waf(config, props.rotas ?? ROTAS),
      comportamentos: {
        "/api/*": {
          origin: new HttpOrigin(props.dominioApi, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            // The secret origin header (issue 28 item 3): CloudFront overwrites a viewer's header of
            // that name; a dynamic reference, so the value is resolved by CloudFormation at deploy
            // and never written in the template. Rotation: infra/README.md "Cabeçalho de origem".
            customHeaders: { [CABECALHO_ORIGEM]: props.segredoOrigem.secretValueFromJson("atual").unsafeUnwrap() },
          }),
          // A redirect would drop the body of a POST: plain HTTP is refused instead.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // With caching disabled this forwards Authorization too; API Gateway needs its own Host.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          functionAssociations: [{ function: ipCliente, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });
    const { bucket, distribuicao } = this.site;

    // One log group for the deployment custom resource (a singleton Lambda shared by all three).
    const logGroup = new LogGroup(this, "ImplantacaoLogs", {
      retention: config.retencaoLogs,
      removalPolicy: config.remocao,
    });
    const comum = { destinationBucket: bucket, prune: false, memoryLimit: 512, logGroup } as const;
    const semCache = [CacheControl.noCache()];

    // Runtime configuration of the SPA (docs/api.md "GET /config.json"). Same origin: the SPA's request
    // paths already start with /api, so the base URL is empty.
    new BucketDeployment(this, "Configuracao", {
      ...comum,
      sources: [
        Source.jsonData("config.json", {
          apiUrl: "",
          region: config.regiao,
          staffUserPoolId: props.staff.pool.userPoolId,
          staffUserPoolClientId: props.staff.client.userPoolClientId,
          customerUserPoolId: props.cliente.pool.userPoolId,
          customerUserPoolClientId: props.cliente.client.userPoolClientId,
        }),
      ],
      cacheControl: semCache,
      distribution: distribuicao,
      distributionPaths: ["/config.json"],
    });

    const pastaSpa = props.pastaSpa ?? path.join(RAIZ_REPO, "frontend", "dist");
    this.spaImplantada = existsSync(path.join(pastaSpa, "index.html"));
    if (this.spaImplantada) {
      // Hashed assets first and kept (prune off) so open tabs still load their lazy chunks;
      // index.html last and never cached, so a deploy shows at the next load.
      const assets = new BucketDeployment(this, "SpaAssets", {
        ...comum,
        sources: [Source.asset(pastaSpa, { exclude: ["index.html", "config.json"] })],
        cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(CACHE_IMUTAVEL), CacheControl.immutable()],
      });
      const indice = new BucketDeployment(this, "SpaIndex", {
        ...comum,
        sources: [Source.asset(pastaSpa, { exclude: ["*", "!index.html"] })],
        cacheControl: semCache,
        distribution: distribuicao,
        distributionPaths: ["/index.html"],
      });
      indice.node.addDependency(assets);
    } else {
      const aviso = `SPA não implantada: ${path.relative(RAIZ_REPO, pastaSpa)}/index.html não existe (rode "npm run build:web" antes do deploy).`;
      // Printed by `cdk synth/deploy` as a WARNING; config.json is still deployed.
      Annotations.of(this).addWarningV2("erp:web:spa-ausente", aviso);
    }

    this.reconhecerImplantacao(bucket);

    new CfnOutput(this, "SiteUrl", { value: `https://${distribuicao.distributionDomainName}` });
    new CfnOutput(this, "SpaBucket", { value: bucket.bucketName });
  }

  /**
   * The BucketDeployment provider is CDK's own singleton Lambda (one per stack, shared by the
   * three deployments): its runtime, managed role and grants are CDK's, not ours to narrow.
   */
  private reconhecerImplantacao(bucket: IBucket): void {
    const provedor = this.node.children.find((c) => c.node.id.startsWith("Custom::CDKBucketDeployment"));
    if (!provedor) return;
    const conta = Token.isUnresolved(this.account) ? "<AWS::AccountId>" : this.account;
    const deCdk = "CDK's BucketDeployment provider (aws-cdk-lib/aws-s3-deployment), runs only during a deploy";
    const achados: [string, string][] = [
      ["AwsSolutions-L1", `${deCdk}; CDK pins its runtime.`],
      ["AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]", `${deCdk}; CDK creates its role.`],
      ...["s3:GetObject*", "s3:GetBucket*", "s3:List*", "s3:DeleteObject*", "s3:Abort*"].map(
        (a): [string, string] => [`AwsSolutions-IAM5[Action::${a}]`, `${deCdk}: CDK's grantRead/grantReadWrite on the asset and site buckets.`],
      ),
      [`AwsSolutions-IAM5[Resource::${referenciaNag(this, bucket, bucket.bucketArn)}/*]`, `${deCdk}: it writes the SPA's files, any key of the site bucket.`],
      [`AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-${conta}-${this.region}/*]`, `${deCdk}: it reads the deploy's asset zips from the bootstrap bucket.`],
      ["AwsSolutions-IAM5[Resource::*]", `${deCdk}: CloudFront CreateInvalidation/GetInvalidation have no resource-level scoping in CDK's provider.`],
    ];
    for (const [id, reason] of achados) Validations.of(provedor).acknowledge({ id, reason });
  }

  /**
   * A CLOUDFRONT-scope web ACL can only be created in us-east-1. When the config asks for it and
   * this stack is elsewhere, synth warns instead: set `web.regiao` to us-east-1 (config.ts) to
   * get it. Without it, stage throttling and the portal's per-CPF lockout still guard the
   * public routes.
   */
  private waf(config: AmbienteConfig, rotas: readonly Rota[]): { webAclId?: string } {
    const waf = config.web.waf;
    if (!waf) return {};
    if (this.region !== "us-east-1") {
      Annotations.of(this).addWarningV2(
        "erp:web:waf-regiao",
        `WAF pedido mas a stack web está em ${this.region}; WAF para CloudFront só existe em us-east-1.`,
      );
      return {};
    }
    const metrica = (nome: string) => ({
      cloudWatchMetricsEnabled: true,
      metricName: nome,
      sampledRequestsEnabled: true,
    });
    const acl = new CfnWebACL(this, "Waf", {
      scope: "CLOUDFRONT",
      defaultAction: { allow: {} },
      visibilityConfig: metrica("erp-web"),
      customResponseBodies: {
        limite: {
          contentType: "APPLICATION_JSON",
          content: JSON.stringify({
            error: { code: "RATE_LIMITED", message: "Muitas requisições. Tente novamente em alguns minutos." },
          }),
        },
      },
      rules: [
        ...regrasPublicas(rotas, waf.publicas, metrica),
        {
          name: "limite-api-por-ip",
          priority: 10,
          action: bloquear,
          statement: {
            rateBasedStatement: {
              limit: waf.limitePor5Min,
              aggregateKeyType: "IP",
              scopeDownStatement: caminho("/api/", "STARTS_WITH"),
            },
          },
          visibilityConfig: metrica("erp-limite-api"),
        },
      ],
    });
    return { webAclId: acl.attrArn };
  }
}

const bloquear = { block: { customResponse: { responseCode: 429, customResponseBodyKey: "limite" } } };

const caminho = (valor: string, posicao: "EXACTLY" | "STARTS_WITH") => ({
  byteMatchStatement: {
    searchString: valor,
    fieldToMatch: { uriPath: {} },
    positionalConstraint: posicao,
    textTransformations: [{ priority: 0, type: "NONE" }],
  },
});

/** A route as a WAF match: its method and its path (up to the first `{parameter}`, a prefix). */
function casaRota(rota: Rota) {
  const parametro = rota.caminho.indexOf("{");
  const porCaminho = parametro < 0 ? caminho(rota.caminho, "EXACTLY") : caminho(rota.caminho.slice(0, parametro), "STARTS_WITH");
  return {
    andStatement: {
      statements: [
        {
          byteMatchStatement: {
            searchString: rota.metodo,
            fieldToMatch: { method: {} },
            positionalConstraint: "EXACTLY",
            textTransformations: [{ priority: 0, type: "NONE" }],
          },
        },
        porCaminho,
      ],
    },
  };
}

/**
 * One rate-based rule per group of public routes (grupoWaf), each counting per viewer IP only the
 * requests to its routes, so a flood of lookups never eats the webhooks' budget (docs/arquitetura.md:
 * public routes throttled by a WAF rate rule in front of CloudFront).
 */
function regrasPublicas(rotas: readonly Rota[], limites: Record<GrupoWaf, number>, metrica: (nome: string) => CfnWebACL.VisibilityConfigProperty): CfnWebACL.RuleProperty[] {
  const grupos = new Map<GrupoWaf, Rota[]>();
  for (const rota of rotas.filter((r) => r.auth === "publica")) grupos.set(grupoWaf(rota), [...(grupos.get(grupoWaf(rota)) ?? []), rota]);
  return [...grupos.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([grupo, doGrupo], i) => {
      const casas = doGrupo.sort((a, b) => routeKey(a).localeCompare(routeKey(b))).map(casaRota);
      return {
        name: `limite-${grupo}-por-ip`,
        priority: i,
        action: bloquear,
        statement: {
          rateBasedStatement: {
            limit: limites[grupo],
            aggregateKeyType: "IP",
            scopeDownStatement: casas.length === 1 ? casas[0] : { orStatement: { statements: casas } },
          },
        },
        visibilityConfig: metrica(`erp-limite-${grupo}`),
      };
    });
}
