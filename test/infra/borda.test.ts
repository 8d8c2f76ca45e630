/**
 * The API answers only through CloudFront (issue 28 item 3): one generated secret `{atual, anterior}`
 * in the web stack's region, CloudFront's API origin sending `atual` as the origin header (a dynamic
 * reference, never a literal in the template), and every HTTP function told where the secret is and
 * allowed to read it (functions/lib/borda.ts refuses a request without the header).
 */
import { describe, expect, it } from "vitest";
import { AMBIENTES } from "../../infra/config";
import { CABECALHO_ORIGEM } from "../../shared/api/borda";
import { montar, recursos, template, unico } from "./support";

describe.each(["dev", "prod"] as const)("cabeçalho de origem (%s)", (nome) => {
  const stacks = montar(nome);

  it("gera o segredo {atual, anterior} na região do CloudFront", () => {
    expect(stacks.borda.region).toBe(AMBIENTES[nome].web.regiao);
    const [, segredo] = unico(template(stacks.borda), "AWS::SecretsManager::Secret");
    expect(segredo.Properties?.GenerateSecretString).toMatchObject({ GenerateStringKey: "atual", SecretStringTemplate: JSON.stringify({ anterior: "" }), PasswordLength: 64 });
    expect(segredo.Properties?.SecretString).toBeUndefined();
  });

  it("a origem /api/* do CloudFront manda o valor atual do segredo, por referência dinâmica", () => {
    const [, d] = unico(template(stacks.web), "AWS::CloudFront::Distribution");
    const config = d.Properties!.DistributionConfig as { Origins: { Id: string; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[]; CacheBehaviors: { PathPattern: string; TargetOriginId: string }[] };
    const api = config.CacheBehaviors.find((b) => b.PathPattern === "/api/*")!;
    const origem = config.Origins.find((o) => o.Id === api.TargetOriginId)!;
    const cabecalho = origem.OriginCustomHeaders?.find((h) => h.HeaderName === CABECALHO_ORIGEM);
    expect(cabecalho).toBeDefined();
    const valor = JSON.stringify(cabecalho!.HeaderValue);
    expect(valor).toContain("{{resolve:secretsmanager:");
    expect(valor).toContain(":SecretString:atual::}}");
    // Only the API origin carries it: the SPA bucket never sees the value.
    for (const outra of config.Origins.filter((o) => o.Id !== origem.Id)) expect(outra.OriginCustomHeaders ?? []).toEqual([]);
  });

  it("toda função HTTP conhece o segredo e pode lê-lo", () => {
    const t = template(stacks.api);
    const funcoes = recursos(t, "AWS::Lambda::Function").filter(([id]) => id.startsWith("Funcao"));
    expect(funcoes.length).toBeGreaterThan(5);
    const politicas = JSON.stringify(recursos(t, "AWS::IAM::Policy"));
    for (const [id, fn] of funcoes) {
      const valor = (fn.Properties?.Environment as { Variables: Record<string, unknown> }).Variables.ORIGEM_SEGREDO;
      expect(valor, id).toBeDefined();
      expect(politicas).toContain(JSON.stringify({ Action: ["secretsmanager:GetSecretValue", "secretsmanager:DescribeSecret"], Effect: "Allow", Resource: valor }));
    }
  });
});
