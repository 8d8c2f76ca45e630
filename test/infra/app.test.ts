import { App } from "aws-cdk-lib";
import { describe, expect, it } from "vitest";
import { AMBIENTES, carregarConfig } from "../../infra/config";
import { montarApp } from "../../infra/stacks";
import { SEM_SPA } from "./support";

describe("cdk app", () => {
  it("defaults to dev and refuses an unknown environment", () => {
    expect(carregarConfig(undefined).nome).toBe("dev");
    expect(carregarConfig("prod").nome).toBe("prod");
    expect(() => carregarConfig("producao")).toThrow(/env=dev.*env=prod/);
  });

  it("keeps the data in sa-east-1 in every environment", () => {
    for (const config of Object.values(AMBIENTES)) expect(config.regiao).toBe("sa-east-1");
  });

  // Uses the real functions/<domínio>/handler.ts of every domain in ROTAS: a domain given routes
  // before its handler exists fails here, with the file it expects.
  it.each(["dev", "prod"] as const)("synthesizes the seven stacks for %s with the real handlers", (nome) => {
    const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
    const stacks = montarApp(app, AMBIENTES[nome], { pastaSpa: SEM_SPA });
    const assembly = app.synth();
    expect(assembly.stacks.map((s) => s.stackName).sort()).toEqual(
      ["Api", "Auth", "Borda", "Data", "Jobs", "Monitor", "Web"].map((s) => `Erp-${nome}-${s}`),
    );
    expect(stacks.data.terminationProtection).toBe(nome === "prod");
    expect(stacks.auth.terminationProtection).toBe(nome === "prod");
  });
});
