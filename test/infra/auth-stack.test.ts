import { Match, type Template } from "aws-cdk-lib/assertions";
import { describe, expect, it } from "vitest";
import { AMBIENTES, emailEquipeDaConfig } from "../../infra/config";
import { SENHA_MINIMA_EQUIPE } from "../../shared/conta/senha";
import { montar, recursos, template } from "./support";

/** The pool whose schema has the given custom attribute, and its client. */
function poolCom(t: Template, atributo: string) {
  const pools = recursos(t, "AWS::Cognito::UserPool").filter(([, p]) =>
    (p.Properties?.Schema as { Name: string }[]).some((a) => a.Name === atributo),
  );
  expect(pools).toHaveLength(1);
  const [id, pool] = pools[0]!;
  const clientes = recursos(t, "AWS::Cognito::UserPoolClient").filter(
    ([, c]) => (c.Properties?.UserPoolId as { Ref: string }).Ref === id,
  );
  expect(clientes).toHaveLength(1);
  return { pool: pool.Properties!, client: clientes[0]![1].Properties! };
}

describe("auth stack", () => {
  it("staff pool: e-mail sign-in, no self sign-up, immutable tenant attributes, passwords of at least 8 characters (NIST SP 800-63B)", () => {
    const { pool } = poolCom(template(montar("prod").auth), "empresa_id");
    expect(pool.UsernameAttributes).toEqual(["email"]);
    expect(pool.AdminCreateUserConfig).toMatchObject({ AllowAdminCreateUserOnly: true });
    expect(pool.Schema).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Name: "empresa_id", AttributeDataType: "String", Mutable: false }),
        expect.objectContaining({ Name: "usuario_id", AttributeDataType: "String", Mutable: false }),
      ]),
    );
    expect(pool.Policies).toMatchObject({
      PasswordPolicy: { MinimumLength: SENHA_MINIMA_EQUIPE, RequireSymbols: false, RequireNumbers: false, RequireUppercase: false, RequireLowercase: false },
    });
    expect(SENHA_MINIMA_EQUIPE).toBe(8);
    // Customers' accounts keep the spec's 6.
    expect(poolCom(template(montar("prod").auth), "cpf").pool.Policies).toMatchObject({ PasswordPolicy: { MinimumLength: 6 } });
    expect(pool.AccountRecoverySetting).toEqual({ RecoveryMechanisms: [{ Name: "verified_email", Priority: 1 }] });
  });

  // Issue 28 item 4: staff may add an authenticator app (TOTP, never SMS); prod pools are on the
  // Plus plan with threat protection enforced; dev stays on Lite.
  it("staff may turn on TOTP MFA; threat protection is enforced in prod only", () => {
    const prod = template(montar("prod").auth);
    const staff = poolCom(prod, "empresa_id").pool;
    expect(staff).toMatchObject({ MfaConfiguration: "OPTIONAL", EnabledMfas: ["SOFTWARE_TOKEN_MFA"] });
    expect(poolCom(prod, "cpf").pool.MfaConfiguration ?? "OFF").toBe("OFF");
    for (const atributo of ["empresa_id", "cpf"]) {
      expect(poolCom(prod, atributo).pool).toMatchObject({ UserPoolTier: "PLUS", UserPoolAddOns: { AdvancedSecurityMode: "ENFORCED" } });
      expect(poolCom(template(montar("dev").auth), atributo).pool.UserPoolTier).toBe("LITE");
    }
  });

  it("staff e-mail goes through SES from the config's verified domain in prod; dev and the customer pool keep Cognito's sender", () => {
    const email = AMBIENTES.prod.cognito.emailEquipe!;
    const prod = template(montar("prod").auth);
    const config = poolCom(prod, "empresa_id").pool.EmailConfiguration as Record<string, unknown>;
    expect(config).toMatchObject({ EmailSendingAccount: "DEVELOPER", From: `${email.nome} <${email.remetente}>` });
    expect(JSON.stringify(config.SourceArn)).toContain(`:ses:${AMBIENTES.prod.regiao}:`);
    expect(JSON.stringify(config.SourceArn)).toContain(`:identity/${email.dominio}`);
    expect(poolCom(prod, "cpf").pool.EmailConfiguration ?? {}).not.toHaveProperty("EmailSendingAccount", "DEVELOPER");
    expect(AMBIENTES.dev.cognito.emailEquipe).toBeUndefined();
    const dev = poolCom(template(montar("dev").auth), "empresa_id").pool.EmailConfiguration as Record<string, unknown> | undefined;
    expect(dev?.EmailSendingAccount ?? "COGNITO_DEFAULT").toBe("COGNITO_DEFAULT");
    expect(() => emailEquipeDaConfig({ dominio: "exemplo.com.br", remetente: "x@outro.com.br", nome: "X" })).toThrow(/domínio exemplo.com.br/);
  });

  it("customer pool: self sign-up on, immutable cpf", () => {
    const { pool } = poolCom(template(montar("prod").auth), "cpf");
    expect(pool.UsernameAttributes).toEqual(["email"]);
    expect(pool.AdminCreateUserConfig).toMatchObject({ AllowAdminCreateUserOnly: false });
    expect(pool.Schema).toEqual(
      expect.arrayContaining([expect.objectContaining({ Name: "cpf", Mutable: false })]),
    );
  });

  it.each(["empresa_id", "cpf"])("the app client of the %s pool has no secret and cannot write custom attributes", (atributo) => {
    const { client } = poolCom(template(montar("prod").auth), atributo);
    expect(client.GenerateSecret).toBe(false);
    const escrita = client.WriteAttributes as string[];
    expect(escrita.length).toBeGreaterThan(0);
    expect(escrita.filter((a) => a.startsWith("custom:"))).toEqual([]);
    expect(client.ExplicitAuthFlows).toContain("ALLOW_USER_SRP_AUTH");
  });

  it("allows USER_PASSWORD_AUTH only where the config says so (dev, not prod)", () => {
    const fluxos = (amb: "dev" | "prod") =>
      poolCom(template(montar(amb).auth), "empresa_id").client.ExplicitAuthFlows as string[];
    expect(fluxos("dev")).toContain("ALLOW_USER_PASSWORD_AUTH");
    expect(fluxos("prod")).not.toContain("ALLOW_USER_PASSWORD_AUTH");
  });

  it("keeps ID tokens short-lived", () => {
    const { client } = poolCom(template(montar("prod").auth), "empresa_id");
    expect(client.TokenValidityUnits).toMatchObject({ IdToken: "minutes" });
    expect(client.IdTokenValidity).toBeLessThanOrEqual(60);
  });

  it("retains and deletion-protects both pools in prod", () => {
    const t = template(montar("prod").auth);
    t.resourceCountIs("AWS::Cognito::UserPool", 2);
    t.allResources("AWS::Cognito::UserPool", {
      Properties: Match.objectLike({ DeletionProtection: "ACTIVE" }),
      DeletionPolicy: "Retain",
    });
  });
});
