import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Annotations, Match } from "aws-cdk-lib/assertions";
import { afterAll, describe, expect, it } from "vitest";
import { AMBIENTES } from "../../infra/config";
import { CODIGO_REESCRITA_SPA, CSP, HSTS_MAX_AGE, PERMISSOES } from "../../infra/constructs/spa-site";
import { CODIGO_IP_CLIENTE, grupoWaf } from "../../infra/stacks/web-stack";
import { ROTAS, routeKey } from "../../shared/api/routes";
import { montar, recursos, template, unico } from "./support";

const CACHING_DISABLED = "4135ea2d-6df8-44a3-9df3-4b5a84be39ad";
const ALL_VIEWER_EXCEPT_HOST_HEADER = "b689b0a8-53d0-40ab-baf2-68738e2966ac";

const dist = mkdtempSync(path.join(tmpdir(), "spa-dist-"));
mkdirSync(path.join(dist, "assets"));
writeFileSync(path.join(dist, "index.html"), "<!doctype html><div id=root></div>");
writeFileSync(path.join(dist, "assets", "app-abc123.js"), "console.log(1)");
afterAll(() => rmSync(dist, { recursive: true, force: true }));

interface Comportamento {
  PathPattern?: string;
  TargetOriginId: string;
  CachePolicyId?: string;
  OriginRequestPolicyId?: string;
  ViewerProtocolPolicy: string;
  AllowedMethods: string[];
  FunctionAssociations?: unknown[];
  ResponseHeadersPolicyId?: unknown;
}
interface Origem {
  Id: string;
  DomainName: unknown;
  OriginAccessControlId?: unknown;
  S3OriginConfig?: { OriginAccessIdentity: string };
  CustomOriginConfig?: { OriginProtocolPolicy: string };
}
interface ConfigDistribuicao {
  Origins: Origem[];
  DefaultCacheBehavior: Comportamento;
  CacheBehaviors: Comportamento[];
  DefaultRootObject?: string;
  CustomErrorResponses?: unknown;
  WebACLId?: unknown;
}
interface RegraWaf {
  Name: string;
  Priority: number;
  Statement: { RateBasedStatement: unknown };
  Action: { Block: { CustomResponse: { ResponseCode: number } } };
}

/** What AWS WAF would match: byte matches on the method or the URI path, AND/OR of them. */
function casaWaf(d: any, metodo: string, caminho: string): boolean {
  if (d.AndStatement) return d.AndStatement.Statements.every((x: unknown) => casaWaf(x, metodo, caminho));
  if (d.OrStatement) return d.OrStatement.Statements.some((x: unknown) => casaWaf(x, metodo, caminho));
  const b = d.ByteMatchStatement;
  if (!b) throw new Error(`declaração WAF inesperada: ${JSON.stringify(d)}`);
  const valor = b.FieldToMatch.Method ? metodo : b.FieldToMatch.UriPath ? caminho : undefined;
  if (valor === undefined) throw new Error(`campo WAF inesperado: ${JSON.stringify(b.FieldToMatch)}`);
  if (b.PositionalConstraint === "EXACTLY") return valor === b.SearchString;
  if (b.PositionalConstraint === "STARTS_WITH") return valor.startsWith(b.SearchString);
  throw new Error(`posição WAF inesperada: ${b.PositionalConstraint}`);
}

const distribuicao = (amb: Parameters<typeof montar>[0] = "dev", opcoes: Parameters<typeof montar>[1] = {}) => {
  const t = template(montar(amb, opcoes).web);
  const [, d] = unico(t, "AWS::CloudFront::Distribution");
  return { t, config: d.Properties!.DistributionConfig as ConfigDistribuicao };
};

describe("web stack", () => {
  it("serves the SPA bucket through origin access control, HTTPS only", () => {
    const { t, config } = distribuicao();
    t.resourceCountIs("AWS::CloudFront::OriginAccessControl", 1);
    const s3 = config.Origins.find((o) => o.S3OriginConfig);
    expect(s3?.OriginAccessControlId).toBeDefined();
    expect(s3?.S3OriginConfig?.OriginAccessIdentity).toBe("");
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe("redirect-to-https");
    expect(config.DefaultRootObject).toBe("index.html");
  });

  it("answers the SPA and /api/* with one security headers policy: frames, plugins and base denied, HSTS, referrer, permissions", () => {
    const { t, config } = distribuicao("prod");
    const [politicaId, politica] = unico(t, "AWS::CloudFront::ResponseHeadersPolicy");
    const cfg = (politica.Properties?.ResponseHeadersPolicyConfig ?? {}) as {
      SecurityHeadersConfig: Record<string, Record<string, unknown>>;
      CustomHeadersConfig: { Items: { Header: string; Value: string }[] };
    };
    expect(cfg.SecurityHeadersConfig.ContentSecurityPolicy).toEqual({ ContentSecurityPolicy: CSP, Override: true });
    expect(CSP).toContain("frame-ancestors 'none'");
    expect(cfg.SecurityHeadersConfig.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: HSTS_MAX_AGE.toSeconds(), IncludeSubdomains: true });
    expect(HSTS_MAX_AGE.toDays()).toBeGreaterThanOrEqual(365);
    expect(cfg.SecurityHeadersConfig.FrameOptions).toMatchObject({ FrameOption: "DENY" });
    expect(cfg.SecurityHeadersConfig.ReferrerPolicy).toMatchObject({ ReferrerPolicy: "strict-origin-when-cross-origin" });
    expect(cfg.CustomHeadersConfig.Items).toEqual([expect.objectContaining({ Header: "Permissions-Policy", Value: PERMISSOES })]);
    expect(PERMISSOES).toContain("clipboard-write=(self)");
    for (const c of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) expect(c.ResponseHeadersPolicyId, c.PathPattern).toEqual({ Ref: politicaId });
  });

  it("keeps the SPA bucket private and SSL-only", () => {
    const { t } = distribuicao();
    t.hasResourceProperties("AWS::S3::Bucket", {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    t.hasResourceProperties("AWS::S3::BucketPolicy", {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: "Deny", Condition: { Bool: { "aws:SecureTransport": "false" } } }),
          Match.objectLike({ Effect: "Allow", Principal: { Service: "cloudfront.amazonaws.com" } }),
        ]),
      },
    });
  });

  it("forwards /api/* to the HTTP API uncached, with every method and the viewer's headers but Host", () => {
    const { config } = distribuicao();
    const api = config.CacheBehaviors.find((b) => b.PathPattern === "/api/*")!;
    expect(api).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      ViewerProtocolPolicy: "https-only",
    });
    expect(api.AllowedMethods).toEqual(expect.arrayContaining(["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]));
    const origem = config.Origins.find((o) => o.Id === api.TargetOriginId);
    expect(origem?.CustomOriginConfig?.OriginProtocolPolicy).toBe("https-only");
    expect(JSON.stringify(origem?.DomainName)).toContain("ApiEndpoint");
  });

  it("puts the viewer's address on every /api/* request, overwriting what the client sent", () => {
    const { config } = distribuicao();
    const api = config.CacheBehaviors.find((b) => b.PathPattern === "/api/*")!;
    expect(api.FunctionAssociations).toEqual([expect.objectContaining({ EventType: "viewer-request" })]);
    const handler = new Function(`${CODIGO_IP_CLIENTE}; return handler;`)() as (e: unknown) => { headers: Record<string, { value: string }> };
    const r = handler({ viewer: { ip: "203.0.113.9" }, request: { uri: "/api/portal/consulta", headers: { "x-erp-ip-cliente": { value: "1.2.3.4" } } } });
    expect(r.headers["x-erp-ip-cliente"]).toEqual({ value: "203.0.113.9" });
  });

  it("falls back to index.html with a viewer-request function, never with distribution-wide error pages", () => {
    const { config } = distribuicao();
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      expect.objectContaining({ EventType: "viewer-request" }),
    ]);
  });

  it.each([
    ["/vendas/123", "/index.html"],
    ["/", "/index.html"],
    ["/assets/app-abc123.js", "/assets/app-abc123.js"],
    ["/config.json", "/config.json"],
  ])("rewrites %s to %s", (uri, esperado) => {
    const handler = new Function(`${CODIGO_REESCRITA_SPA}; return handler;`)() as (e: unknown) => { uri: string };
    expect(handler({ request: { uri } }).uri).toBe(esperado);
  });

  it("writes /config.json from the deployed pool and client ids", () => {
    const { t } = distribuicao();
    const cfg = recursos(t, "Custom::CDKBucketDeployment").filter(([id]) => id.startsWith("Configuracao"));
    expect(cfg).toHaveLength(1);
    const marcadores = JSON.stringify(cfg[0]![1].Properties?.SourceMarkers);
    for (const ref of ["StaffPool", "StaffClient", "ClientePool", "ClienteClient"]) expect(marcadores).toContain(ref);
    expect(cfg[0]![1].Properties).toMatchObject({ Prune: false, DistributionPaths: ["/config.json"] });
  });

  it("deploys the SPA only when the build exists, warning otherwise", () => {
    const sem = montar("dev");
    expect(sem.web.spaImplantada).toBe(false);
    Annotations.fromStack(sem.web).hasWarning("*", Match.stringLikeRegexp("npm run build:web"));
    template(sem.web).resourceCountIs("Custom::CDKBucketDeployment", 1);

    const com = montar("dev", { pastaSpa: dist });
    expect(com.web.spaImplantada).toBe(true);
    const t = template(com.web);
    t.resourceCountIs("Custom::CDKBucketDeployment", 3);
    const assembly = com.app.synth();
    const conteudo = (prefixo: string) => {
      const [, d] = recursos(t, "Custom::CDKBucketDeployment").find(([id]) => id.startsWith(prefixo))!;
      const chave = (d.Properties?.SourceObjectKeys as string[])[0]!.replace(/\.zip$/, "");
      return readdirSync(path.join(assembly.directory, `asset.${chave}`), { recursive: true }).map(String).sort();
    };
    expect(conteudo("SpaIndex")).toEqual(["index.html"]);
    expect(conteudo("SpaAssets")).toEqual(["assets", path.join("assets", "app-abc123.js")]);
  });

  it("puts a WAF rate rule on /api/ in front of CloudFront when the web stack is in us-east-1", () => {
    const { t, config } = distribuicao("prod");
    expect(AMBIENTES.prod.web.regiao).toBe("us-east-1");
    const [idAcl, acl] = unico(t, "AWS::WAFv2::WebACL");
    expect(acl.Properties).toMatchObject({ Scope: "CLOUDFRONT" });
    const regra = (acl.Properties?.Rules as RegraWaf[]).find((r) => r.Name === "limite-api-por-ip")!;
    expect(regra.Statement.RateBasedStatement).toMatchObject({
      Limit: AMBIENTES.prod.web.waf!.limitePor5Min,
      AggregateKeyType: "IP",
      ScopeDownStatement: { ByteMatchStatement: { SearchString: "/api/", PositionalConstraint: "STARTS_WITH" } },
    });
    expect(regra.Action.Block.CustomResponse.ResponseCode).toBe(429);
    expect(config.WebACLId).toEqual({ "Fn::GetAtt": [idAcl, "Arn"] });
  });

  it("puts a tighter WAF rate rule on each group of public routes: every public route in exactly one, no staff route in any", () => {
    const { t } = distribuicao("prod");
    const [, acl] = unico(t, "AWS::WAFv2::WebACL");
    const regras = acl.Properties?.Rules as RegraWaf[];
    const limites = AMBIENTES.prod.web.waf!.publicas;
    const porGrupo = Object.entries(limites).map(([grupo, limite]) => {
      const r = regras.find((x) => x.Name === `limite-${grupo}-por-ip`)!;
      expect(r, grupo).toBeDefined();
      expect(r.Statement.RateBasedStatement).toMatchObject({ Limit: limite, AggregateKeyType: "IP" });
      expect(r.Action.Block.CustomResponse.ResponseCode).toBe(429);
      return { grupo, r };
    });
    // The per-group rules are evaluated before the one on all of /api/.
    const geral = regras.find((x) => x.Name === "limite-api-por-ip")!;
    for (const { r } of porGrupo) expect(r.Priority).toBeLessThan(geral.Priority);
    // The customer area is sized for a carrier's NAT: at least the app's 300 lookups an hour.
    expect(limites.portal).toBeGreaterThanOrEqual(300 / 12);
    const exemplo = (caminho: string) => caminho.replace(/\{[^}]+\}/g, "abc123");
    for (const rota of ROTAS) {
      const casam = porGrupo.filter(({ r }) => casaWaf((r.Statement.RateBasedStatement as { ScopeDownStatement: unknown }).ScopeDownStatement, rota.metodo, exemplo(rota.caminho))).map(({ grupo }) => grupo);
      if (rota.auth === "publica") expect(casam, routeKey(rota)).toEqual([grupoWaf(rota)]);
      else expect(casam, routeKey(rota)).toEqual([]);
    }
    expect(grupoWaf(ROTAS.find((r) => r.caminho === "/api/portal/consulta")!)).toBe("portal");
    expect(grupoWaf(ROTAS.find((r) => r.caminho === "/api/empresas" && r.metodo === "POST")!)).toBe("cadastro");
    expect(grupoWaf(ROTAS.find((r) => r.caminho.startsWith("/api/webhooks/boletos"))!)).toBe("webhooks");
  });

  it("creates no WAF (and warns) when asked for one outside us-east-1", () => {
    const config = { ...AMBIENTES.prod, web: { ...AMBIENTES.prod.web, regiao: "sa-east-1" } };
    const { web } = montar(config);
    template(web).resourceCountIs("AWS::WAFv2::WebACL", 0);
    Annotations.fromStack(web).hasWarning("*", Match.stringLikeRegexp("us-east-1"));
  });
});
