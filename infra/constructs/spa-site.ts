/**
 * A private bucket for the SPA behind CloudFront with origin access control. Client-side routes
 * (/dashboard, /vendas/123) are rewritten to /index.html by a CloudFront Function on the default
 * behaviour only: distribution-wide error responses would also turn the API's 403/404 answers
 * into index.html.
 */
import { Duration, RemovalPolicy, Validations } from "aws-cdk-lib";
import { Certificate } from "aws-cdk-lib/aws-certificatemanager";
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  type DistributionProps,
  Function as CfFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from "aws-cdk-lib/aws-cloudfront";
import { S3BucketOrigin } from "aws-cdk-lib/aws-cloudfront-origins";
import type { RetentionDays } from "aws-cdk-lib/aws-logs";
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from "aws-cdk-lib/aws-s3";
import { Construct } from "constructs";
import type { DominioSite } from "../config";
import { bucketDeLogs } from "./bucket-logs";

/**
 * Viewer-request rewrite (cloudfront-js-2.0). A path whose last segment has no extension is a
 * client-side route; anything with an extension (assets, /config.json) is served as is.
 */
export const CODIGO_REESCRITA_SPA = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var ultimo = uri.substring(uri.lastIndexOf('/') + 1);
  if (ultimo.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

export interface SpaSiteProps {
  remocao: RemovalPolicy;
  /** How long the access logs (bucket and CloudFront) are kept. */
  retencaoLogs: RetentionDays;
  /** The site's own domain and its ACM certificate (us-east-1); without it, *.cloudfront.net. */
  dominio?: DominioSite;
  /** Extra behaviours (the API), keyed by path pattern. */
  comportamentos?: DistributionProps["additionalBehaviors"];
  webAclId?: string;
}

export class SpaSite extends Construct {
  readonly bucket: Bucket;
  readonly distribuicao: Distribution;
  /** Access logs of the SPA bucket (prefix s3-site/) and of CloudFront (prefix cloudfront/). */
  readonly logs: Bucket;
  /** CSP, HSTS, frame, referrer and permissions headers; the API's behaviour uses it too. */
  readonly cabecalhos: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: SpaSiteProps) {
    super(scope, id);
    this.logs = bucketDeLogs(this, "Logs", { remocao: props.remocao, retencao: props.retencaoLogs, aclsParaCloudFront: true });
    this.bucket = new Bucket(this, "Bucket", {
      serverAccessLogsBucket: this.logs,
      serverAccessLogsPrefix: "s3-site/",
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // Explicit per environment like every bucket (autoDeleteObjects only where it is destroyed).
      removalPolicy: props.remocao,
      autoDeleteObjects: props.remocao === RemovalPolicy.DESTROY,
    });
    this.cabecalhos = new ResponseHeadersPolicy(this, "Cabecalhos", {
      comment: "ERP celulares: CSP (frames, plugins, base), HSTS, referrer, permissions",
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: CSP, override: true },
        strictTransportSecurity: { accessControlMaxAge: HSTS_MAX_AGE, includeSubdomains: true, override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
      customHeadersBehavior: { customHeaders: [{ header: "Permissions-Policy", value: PERMISSOES, override: true }] },
    });
    const reescrita = new CfFunction(this, "ReescritaSpa", {
      code: FunctionCode.fromInline(CODIGO_REESCRITA_SPA),
      runtime: FunctionRuntime.JS_2_0,
      comment: "SPA fallback: client-side routes to /index.html",
    });
    this.distribuicao = new Distribution(this, "Distribuicao", {
      comment: "ERP celulares: SPA + /api",
      defaultRootObject: "index.html",
      httpVersion: HttpVersion.HTTP2_AND_3,
      // South American edge locations are only in the "all" price class.
      priceClass: PriceClass.PRICE_CLASS_ALL,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.cabecalhos,
        compress: true,
        functionAssociations: [{ function: reescrita, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      ...(props.comportamentos
        ? { additionalBehaviors: Object.fromEntries(Object.entries(props.comportamentos).map(([k, c]) => [k, { responseHeadersPolicy: this.cabecalhos, ...c }])) }
        : {}),
      ...(props.webAclId ? { webAclId: props.webAclId } : {}),
      // Standard logs: every request at the edge, the API's included (cdk-nag CFR3).
      enableLogging: true,
      logBucket: this.logs,
      logFilePrefix: "cloudfront/",
      ...(props.dominio
        ? {
            domainNames: props.dominio.nomes,
            certificate: Certificate.fromCertificateArn(this, "Certificado", props.dominio.certificadoArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
    });
    Validations.of(this.distribuicao).acknowledge({
      id: "AwsSolutions-CFR1",
      reason:
        "No geo restriction: the payment and lock providers' webhooks (Asaas, Knox Guard's US API) reach /api from outside " +
        "Brazil, and customers travel. The WAF rate rule and the routes' throttling guard the public routes.",
    });
    if (!props.webAclId) {
      Validations.of(this.distribuicao).acknowledge({
        id: "AwsSolutions-CFR2",
        reason: "No web ACL where config.web.waf is unset (dev: one region, one bootstrap); stage throttling guards the public routes. Prod has the WAF rate rule (web-stack.ts).",
      });
    }
    if (!props.dominio) {
      Validations.of(this.distribuicao).acknowledge({
        id: "AwsSolutions-CFR4",
        reason:
          "The default *.cloudfront.net certificate cannot have its minimum TLS version raised (CloudFront supports " +
          "TLSv1 there). Set web.dominio in infra/config.ts (domain + us-east-1 ACM certificate) to get TLSv1.2_2021.",
      });
    }
  }
}

/**
 * The response headers of every answer, SPA and /api alike (issue 28 item 3, part): no page of
 * ours in anyone's frame, no plugins, no <base> rewrite, HSTS for two years, the referrer trimmed
 * to the origin across sites, and no sensor or payment API (clipboard-write stays: the slip screens
 * copy the Pix code). The CSP names no script/connect sources yet: a policy for exactly what the
 * SPA loads (index.html's inline config fetch, Cognito, signed S3 links) needs a browser run of
 * the built SPA behind it before it can ship without breaking sign-in.
 */
export const CSP = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";
export const PERMISSOES = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), clipboard-write=(self)";
export const HSTS_MAX_AGE = Duration.days(730);

/** Cache-Control for hashed build assets (safe to keep for a year). */
export const CACHE_IMUTAVEL = Duration.days(365);
