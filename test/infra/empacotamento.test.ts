/**
 * The Lambda bench (test/bench/lambdas.ts) measures what is deployed only if its esbuild build is
 * NodeFunction's: one fixture bundled both ways must give the same bytes. The bundle keeps
 * shared/zod.ts's pt-BR messages (a side effect: see shared/package.json) and leaves out what the
 * fixture does not use of the domain it imports (the `conta` → `usuarios` Cognito client).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { App, Stack } from "aws-cdk-lib";
import { RemovalPolicy } from "aws-cdk-lib";
import { RetentionDays } from "aws-cdk-lib/aws-logs";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { opcoesEsbuild } from "../../infra/constructs/empacotamento";
import { NodeFunction, RAIZ_REPO } from "../../infra/constructs/node-function";
import { handler as semEmpacotar } from "./fixtures/empacotado";

const ENTRADA = path.join(RAIZ_REPO, "test/infra/fixtures/empacotado.ts");
const pastas: string[] = [];
const temporaria = (raiz: string) => {
  const p = mkdtempSync(path.join(raiz, "empacotamento-"));
  pastas.push(p);
  return p;
};
afterAll(() => {
  for (const p of pastas) rmSync(p, { recursive: true, force: true });
});

/** What NodejsFunction writes for the fixture: cdk.out/asset.<hash>/index.mjs. */
function pelaCdk(): string {
  const saida = temporaria(tmpdir());
  const app = new App({ outdir: saida });
  const stack = new Stack(app, "Empacotamento");
  new NodeFunction(stack, "Fixture", {
    entry: ENTRADA,
    ambiente: "test",
    retencaoLogs: RetentionDays.ONE_DAY,
    remocaoLogs: RemovalPolicy.DESTROY,
  });
  app.synth();
  const [asset] = readdirSync(saida).filter((d) => d.startsWith("asset."));
  if (!asset) throw new Error("a CDK não empacotou a função");
  return readFileSync(path.join(saida, asset, "index.mjs"), "utf8");
}

describe("Lambda bundling", () => {
  it("bench and CDK build the same bundle, which behaves as the sources", async () => {
    // Inside the repository, so the bundle's @aws-sdk imports resolve when it is loaded.
    const arquivo = path.join(temporaria(path.join(RAIZ_REPO, ".tmp")), "index.mjs");
    await build(opcoesEsbuild(ENTRADA, arquivo));
    const codigo = readFileSync(arquivo, "utf8");
    expect(codigo).toBe(pelaCdk());

    const externos = [...codigo.matchAll(/from\s*"(@aws-sdk\/[^"]+)"/g)].map((m) => m[1]);
    expect(externos).toContain("@aws-sdk/lib-dynamodb");
    expect(externos).not.toContain("@aws-sdk/client-cognito-identity-provider");
    // Unused zod locales are left out: only pt-BR (and zod's default, en) remain.
    expect(codigo).not.toMatch(/Ungültige Eingabe|Entrada inválida: se esperaba/);

    const { handler } = (await import(pathToFileURL(arquivo).href)) as { handler: typeof semEmpacotar };
    const invalidos = [{ nome: "", tipo: "c", qtd: 1.5 }, { nome: "abcd" }, {}];
    for (const corpo of invalidos) {
      const mensagens = await handler(corpo);
      expect(mensagens).toEqual(await semEmpacotar(corpo));
    }
    expect(await handler({ nome: "abcd", tipo: "a", qtd: 1 })).toEqual(["Use no máximo 3 caracteres"]);
  });
});
