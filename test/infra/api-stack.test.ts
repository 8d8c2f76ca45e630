import { Match, type Template } from "aws-cdk-lib/assertions";
import { FILAS } from "../../shared/api/filas";
import { describe, expect, it } from "vitest";
import { ACOES_TABELA, ACOES_TABELA_LEITURA, variavelDaFila } from "../../infra/constructs/node-function";
import { ACESSOS } from "../../infra/stacks/acessos-api";
import { ACOES_ADMIN_COGNITO } from "../../infra/stacks/api-stack";
import { AMBIENTES } from "../../infra/config";
import { DOMINIOS, type Dominio, ROTAS, type Rota, routeKey } from "../../shared/api/routes";
import { tempoLimiteS } from "../../shared/api/tempos-limite";
import { montar, recursos, template, unico } from "./support";

/** A table with every kind of route, for what today's ROTAS does not exercise yet. */
const ROTAS_FALSAS: Rota[] = [
  { metodo: "POST", caminho: "/api/empresas", dominio: "conta", auth: "publica", permissao: "equipe" },
  { metodo: "GET", caminho: "/api/me", dominio: "conta", auth: "staff", permissao: "equipe" },
  { metodo: "DELETE", caminho: "/api/produtos/{id}", dominio: "estoque", auth: "staff", permissao: "excluir" },
  { metodo: "GET", caminho: "/api/cliente/me", dominio: "portal", auth: "cliente", permissao: "equipe" },
  { metodo: "POST", caminho: "/api/portal/consulta", dominio: "portal", auth: "publica", permissao: "equipe" },
];

/** The fake portal routes ROTAS does not have yet (it now holds the real ones: no route twice). */
const portalQueFalta = ROTAS_FALSAS.filter((r) => r.dominio === "portal" && !ROTAS.some((x) => routeKey(x) === routeKey(r)));

/** The domain functions (prod also holds CDK's cross-region export writer). */
const funcoes = (t: Template) => recursos(t, "AWS::Lambda::Function").filter(([id]) => id.startsWith("Funcao"));

/** "FuncaovendasB3EF273F" → "vendas". */
function dominioDaFuncao(id: string): Dominio {
  const d = DOMINIOS.find((x) => new RegExp(`^Funcao${x}[0-9A-F]{8}$`).test(id) || id.startsWith(`Funcao${x}ServiceRole`));
  if (!d) throw new Error(`função sem domínio: ${id}`);
  return d;
}

type Declaracao = { Action: string[]; Resource: unknown };

/** The statements of each domain function's role policy. */
function politicasPorDominio(t: Template): Map<Dominio, Declaracao[]> {
  const mapa = new Map<Dominio, Declaracao[]>();
  for (const [id, p] of recursos(t, "AWS::IAM::Policy")) {
    if (!id.startsWith("Funcao")) continue;
    const declaracoes = (p.Properties?.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement.map((d) => ({
      Action: ([] as string[]).concat(d.Action),
      Resource: d.Resource,
    }));
    mapa.set(dominioDaFuncao(id), declaracoes);
  }
  return mapa;
}

function autorizadorPorNome(t: Template): Record<string, string> {
  return Object.fromEntries(recursos(t, "AWS::ApiGatewayV2::Authorizer").map(([id, a]) => [a.Properties?.Name, id]));
}

function verificarRotas(t: Template, rotas: readonly Rota[]) {
  const porNome = autorizadorPorNome(t);
  const criadas = recursos(t, "AWS::ApiGatewayV2::Route").map(([, r]) => r.Properties!);
  expect(criadas.map((r) => r.RouteKey).sort()).toEqual(rotas.map(routeKey).sort());
  for (const rota of rotas) {
    const criada = criadas.find((r) => r.RouteKey === routeKey(rota))!;
    if (rota.auth === "publica") {
      expect(criada.AuthorizationType, routeKey(rota)).toBe("NONE");
      expect(criada.AuthorizerId, routeKey(rota)).toBeUndefined();
    } else {
      expect(criada.AuthorizationType, routeKey(rota)).toBe("JWT");
      expect(criada.AuthorizerId, routeKey(rota)).toEqual({ Ref: porNome[rota.auth] });
    }
  }
}

describe("api stack", () => {
  it("creates every route of ROTAS with the authorizer its auth names, and public ones without", () => {
    verificarRotas(template(montar().api), ROTAS);
  });

  it("maps staff and customer routes to their own pool's issuer and client", () => {
    const t = template(montar("dev", { rotas: ROTAS_FALSAS }).api);
    verificarRotas(t, ROTAS_FALSAS);
    for (const [nome, pool] of [["staff", "StaffPool"], ["cliente", "ClientePool"]] as const) {
      t.hasResourceProperties("AWS::ApiGatewayV2::Authorizer", {
        Name: nome,
        AuthorizerType: "JWT",
        IdentitySource: ["$request.header.Authorization"],
        JwtConfiguration: {
          Issuer: { "Fn::Join": ["", ["https://cognito-idp.sa-east-1.amazonaws.com/", { "Fn::ImportValue": Match.stringLikeRegexp(`Ref${pool}[0-9A-F]{8}`) }]] },
          Audience: [{ "Fn::ImportValue": Match.stringLikeRegexp(`Ref${pool}\\w+Client`) }],
        },
      });
    }
  });

  it("creates one function per domain in the route table", () => {
    const t = template(montar("dev", { rotas: ROTAS_FALSAS }).api);
    expect(funcoes(t)).toHaveLength(new Set(ROTAS_FALSAS.map((r) => r.dominio)).size);
  });

  it("throttles the stage and, tighter, every public route; the stage waits for those routes", () => {
    const { padrao, publicas } = AMBIENTES.prod.limites;
    const t = template(montar("prod", { rotas: ROTAS_FALSAS }).api);
    const [, stage] = unico(t, "AWS::ApiGatewayV2::Stage");
    expect(stage.Properties?.StageName).toBe("$default");
    expect(stage.Properties?.DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: padrao.taxa,
      ThrottlingBurstLimit: padrao.rajada,
    });
    const publicasChaves = ROTAS_FALSAS.filter((r) => r.auth === "publica").map(routeKey);
    expect(Object.keys(stage.Properties?.RouteSettings as object).sort()).toEqual(publicasChaves.sort());
    for (const chave of publicasChaves) {
      // Detailed metrics: per-route counts, which the payment-webhook alarm reads (monitor-stack.ts).
      expect((stage.Properties?.RouteSettings as Record<string, unknown>)[chave]).toEqual({
        ThrottlingRateLimit: publicas.taxa,
        ThrottlingBurstLimit: publicas.rajada,
        DetailedMetricsEnabled: true,
      });
      const [idRota] = recursos(t, "AWS::ApiGatewayV2::Route").find(([, r]) => r.Properties?.RouteKey === chave)!;
      expect(stage.DependsOn).toContain(idRota);
    }
    expect(publicas.taxa).toBeLessThan(padrao.taxa);
  });

  it("gives every function our runtime defaults and a log group with the environment's retention", () => {
    const t = template(montar("prod", { rotas: ROTAS_FALSAS }).api);
    const grupos = Object.fromEntries(recursos(t, "AWS::Logs::LogGroup"));
    for (const [id, fn] of funcoes(t)) {
      // estoque has 29 s (a 1,000-IMEI entry), within API Gateway's 30 s; every other domain 10 s.
      expect(fn.Properties).toMatchObject({ Runtime: "nodejs22.x", Handler: "index.handler", Architectures: ["arm64"], MemorySize: 512, Timeout: tempoLimiteS(dominioDaFuncao(id)) });
      const ref = (fn.Properties?.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
      expect(grupos[ref]?.Properties?.RetentionInDays).toBe(180);
    }
  });

  it("every function has the table, both pools and its environment; queue and bucket variables only where ACESSOS grants them", () => {
    const t = template(montar("dev", { rotas: [...ROTAS, ...portalQueFalta] }).api);
    for (const [id, fn] of funcoes(t)) {
      const dominio = dominioDaFuncao(id);
      const vars = Object.keys((fn.Properties?.Environment as { Variables: Record<string, unknown> }).Variables);
      expect(vars, dominio).toEqual(
        expect.arrayContaining(["APP_ENV", "TABLE_NAME", "STAFF_USER_POOL_ID", "STAFF_USER_POOL_CLIENT_ID", "CUSTOMER_USER_POOL_ID", "CUSTOMER_USER_POOL_CLIENT_ID"]),
      );
      expect(vars.filter((v) => v.startsWith("QUEUE_URL_")).sort(), dominio).toEqual(ACESSOS[dominio].filas.map(variavelDaFila).sort());
      expect(vars.includes("BUCKET_NAME"), dominio).toBe(ACESSOS[dominio].bucket !== "nenhum");
    }
  });

  it("grants each function exactly its ACESSOS line: read-only table for readers, no Scan, sends only to its own queues", () => {
    const t = template(montar("dev", { rotas: [...ROTAS, ...portalQueFalta] }).api);
    const porFuncao = politicasPorDominio(t);
    expect([...porFuncao.keys()].sort()).toEqual([...new Set([...ROTAS.map((r) => r.dominio), "portal"])].sort());
    for (const [dominio, declaracoes] of porFuncao) {
      const acesso = ACESSOS[dominio];
      const acoes = declaracoes.flatMap((d) => d.Action);
      expect(acoes.filter((a) => a.startsWith("dynamodb:")).sort(), dominio).toEqual([...(acesso.tabela === "escrita" ? ACOES_TABELA : ACOES_TABELA_LEITURA)].sort());
      expect(acoes, dominio).not.toContain("dynamodb:Scan");
      const sqs = declaracoes.filter((d) => d.Action.some((a) => a.startsWith("sqs:")));
      expect(sqs.flatMap((d) => d.Action).filter((a) => a.startsWith("sqs:") && a !== "sqs:GetQueueAttributes" && a !== "sqs:GetQueueUrl"), dominio).toEqual(
        acesso.filas.map(() => "sqs:SendMessage"),
      );
      const filas = JSON.stringify(sqs.map((d) => d.Resource));
      for (const nome of ["boleto-jobs", "lock-jobs"] as const) expect(filas.includes(`Fila${nome.replace(/-/g, "")}`), `${dominio} ${nome}`).toBe(acesso.filas.includes(nome));
      const s3 = acoes.filter((a) => a.startsWith("s3:"));
      if (acesso.bucket === "nenhum") expect(s3, dominio).toEqual([]);
      else if (acesso.bucket === "leitura") expect(s3.some((a) => /Put|Delete/.test(a)), dominio).toBe(false);
      else expect(s3, dominio).toContain("s3:PutObject");
    }
    // Dashboard and reports only read; finance writes instalments ('Marcar Paga', 'Reenviar boletos') and signs slip links.
    expect(ACESSOS.relatorios.tabela).toBe("leitura");
    expect(ACESSOS.financeiro).toMatchObject({ tabela: "escrita", bucket: "leitura", filas: [] });
  });

  it("lets only user-managing domains administer a pool", () => {
    const t = template(montar("dev", { rotas: ROTAS_FALSAS }).api);
    const comAdmin = recursos(t, "AWS::IAM::Policy").filter(([, p]) =>
      JSON.stringify(p.Properties).includes("cognito-idp:AdminCreateUser"),
    );
    const papeis = comAdmin.map(([, p]) => JSON.stringify(p.Properties?.Roles));
    expect(papeis).toHaveLength(2);
    expect(papeis.some((r) => r.includes("Funcaoconta"))).toBe(true);
    expect(papeis.some((r) => r.includes("Funcaoestoque"))).toBe(false);
    const conta = comAdmin.find(([, p]) => JSON.stringify(p.Properties?.Roles).includes("Funcaoconta"))!;
    expect(JSON.stringify(conta[1].Properties)).toContain("StaffPool");
    for (const acao of ACOES_ADMIN_COGNITO) expect(JSON.stringify(conta[1].Properties)).toContain(acao);
  });

  it("configures no CORS without a site URL, and only that origin with one", () => {
    const [, semSite] = unico(template(montar("dev").api), "AWS::ApiGatewayV2::Api");
    expect(semSite.Properties?.CorsConfiguration).toBeUndefined();
    const config = { ...AMBIENTES.prod, siteUrl: "https://erp.exemplo.com.br" };
    const [, comSite] = unico(template(montar(config).api), "AWS::ApiGatewayV2::Api");
    expect(comSite.Properties?.CorsConfiguration).toMatchObject({ AllowOrigins: ["https://erp.exemplo.com.br"] });
  });

  it("fails the synth with a clear message when a domain with routes has no handler", () => {
    expect(() => montar("dev", { entrada: (m) => `/nao/existe/${m}.ts`, fluxo: null, filas: FILAS.map((f) => ({ ...f, consumidor: null })), agendamentos: [] })).toThrow(
      /conta\/handler\.ts não existe.*"conta".*POST \/api\/empresas/,
    );
  });

  it("gives the boletos function the provider of the environment and the simulated bank's key from a generated secret, never a literal", () => {
    const variaveisDe = (t: ReturnType<typeof template>) => {
      const [, fn] = recursos(t, "AWS::Lambda::Function").find(([, f]) => f.Properties?.Description === "HTTP routes of domain boletos")!;
      return (fn.Properties?.Environment as { Variables: Record<string, unknown> }).Variables;
    };
    const dev = template(montar("dev").api);
    expect(variaveisDe(dev).BOLETOS_PROVEDOR).toBe(AMBIENTES.dev.boletos.provedor);
    expect(JSON.stringify(variaveisDe(dev).BOLETOS_SIMULADO_SEGREDO)).toContain("resolve:secretsmanager:");
    dev.hasResourceProperties("AWS::SecretsManager::Secret", { GenerateSecretString: { PasswordLength: 48, ExcludePunctuation: true } });
    // A real provider: no simulated bank's key at all.
    const prod = template(montar("prod").api);
    expect(variaveisDe(prod).BOLETOS_PROVEDOR).toBe("asaas");
    expect(variaveisDe(prod).BOLETOS_SIMULADO_SEGREDO).toBeUndefined();
    // Its only secret is the list cursors' key (functions/lib/db/cursor.ts).
    prod.resourceCountIs("AWS::SecretsManager::Secret", 1);
    prod.hasResourceProperties("AWS::SecretsManager::Secret", { Description: "Key material of the API's opaque list cursors" });
  });

  it("gives every HTTP function the same list-cursor key, from a generated secret, never a literal", () => {
    const t = template(montar("prod").api);
    const funcoes = recursos(t, "AWS::Lambda::Function").filter(([, f]) => String(f.Properties?.Description ?? "").startsWith("HTTP routes of domain"));
    expect(funcoes.length).toBeGreaterThan(3);
    const chaves = funcoes.map(([, f]) => JSON.stringify((f.Properties?.Environment as { Variables: Record<string, unknown> }).Variables.CURSOR_SEGREDO));
    for (const chave of chaves) expect(chave).toContain("resolve:secretsmanager:");
    expect(new Set(chaves).size).toBe(1);
  });
});
