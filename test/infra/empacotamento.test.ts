/**
 * The Lambda bench (test/bench/lambdas.ts) measures what is deployed only if its esbuild build is
 * NodeFunction's: one fixture bundled both ways must give the same files. The bundle keeps
 * shared/zod.ts's pt-BR messages (a side effect: see shared/package.json), carries the AWS SDK
 * beside the code (nothing is left for the runtime to provide: the SDK is built apart into the
 * folder's own node_modules/, keeping only the names the code imports), leaves out what the
 * fixture does not use of the domain it imports (the `conta` → `usuarios` Cognito client), and
 * puts what is imported with `await import()` (the HTML sanitiser, the S3 client) where the cold
 * start does not load it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { App, RemovalPolicy, Stack } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import { RetentionDays } from "aws-cdk-lib/aws-logs";
import { afterAll, describe, expect, it } from "vitest";
import { ARQUIVO_SDK, empacotarFuncao, fechoEstatico, fechoEstaticoSdk, SDK_PREGUICOSO } from "../../infra/constructs/empacotamento";
import { NodeFunction, RAIZ_REPO } from "../../infra/constructs/node-function";
import { handler as semEmpacotar, regiaoClienteS3 as regiaoClienteS3SemEmpacotar, sanitizar as sanitizarSemEmpacotar } from "./fixtures/empacotado";

const ENTRADA = path.join(RAIZ_REPO, "test/infra/fixtures/empacotado.ts");
const pastas: string[] = [];
const temporaria = () => {
  const p = mkdtempSync(path.join(tmpdir(), "empacotamento-"));
  pastas.push(p);
  return p;
};
afterAll(() => {
  for (const p of pastas) rmSync(p, { recursive: true, force: true });
});

/** Every file of a folder, relative to it, with its contents. */
function arquivos(pasta: string): Map<string, string> {
  const nomes = readdirSync(pasta, { recursive: true, withFileTypes: true }).filter((d) => d.isFile());
  return new Map(nomes.map((d) => [path.relative(pasta, path.join(d.parentPath, d.name)), readFileSync(path.join(d.parentPath, d.name), "utf8")]));
}

/** What NodeFunction deploys for the fixture: the cdk.out/asset.<hash>/ folder, and the function's template. */
function pelaCdk(): { pasta: string; template: Template } {
  const saida = temporaria();
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
  return { pasta: path.join(saida, asset), template: Template.fromStack(stack) };
}

describe("Lambda bundling", () => {
  it("bench and CDK build the same files, which behave as the sources", async () => {
    const cdk = pelaCdk();
    // Beside the asset: the maps name the sources relative to their folder, and chunk names hash the maps too.
    const pasta = path.join(path.dirname(cdk.pasta), "bench");
    const empacotado = empacotarFuncao(ENTRADA, pasta);
    const { codigo: metafile, sdk, sdkPreguicoso } = empacotado;
    const doBench = arquivos(pasta);
    expect(Object.fromEntries(arquivos(cdk.pasta))).toEqual(Object.fromEntries(doBench));
    const codigo = [...doBench].filter(([nome]) => nome.endsWith(".mjs"));
    expect(doBench.has("index.mjs")).toBe(true);
    cdk.template.hasResourceProperties("AWS::Lambda::Function", { Handler: "index.handler", Runtime: "nodejs22.x" });

    const todos = codigo.map(([, texto]) => texto).join("\n");
    // The code imports the SDK by bare specifiers, each resolved to the folder's own node_modules/.
    const nus = [...new Set([...todos.matchAll(/(?:from\s*|import\(\s*)"(@aws-sdk\/[^"]+)"/g)].map((m) => m[1]))].sort();
    expect(nus).toEqual(["@aws-sdk/client-dynamodb", "@aws-sdk/client-s3", "@aws-sdk/lib-dynamodb"]);
    for (const p of nus) expect(doBench.has(`node_modules/${p}/index.mjs`) && doBench.has(`node_modules/${p}/package.json`)).toBe(true);
    expect(SDK_PREGUICOSO).toContain("@aws-sdk/client-s3");
    // The SDK the cold start loads keeps only what the code imports: not the table commands it never sends.
    const sdkTexto = doBench.get(`${ARQUIVO_SDK}.mjs`) ?? "";
    expect(sdkTexto).toMatch(/\bp\d+\$DynamoDBDocumentClient\b/);
    expect(sdkTexto).not.toMatch(/CreateTable|DeleteTable/);
    // What the fixture does not use of the domain it imports is left out: the `conta` → `usuarios` Cognito client.
    const metafiles = [metafile, sdk, sdkPreguicoso].filter((m) => m !== undefined);
    const todasEntradas = metafiles.flatMap((m) => Object.values(m.outputs).flatMap((o) => Object.keys(o.inputs)));
    expect(todasEntradas.filter((i) => i.includes("client-cognito-identity-provider"))).toEqual([]);
    // zod's mini build only: no classic schema classes (~95 KB minified) in any function.
    expect(todasEntradas.filter((i) => /node_modules\/zod\/v4\/classic\//.test(i))).toEqual([]);
    expect(todasEntradas.some((i) => /node_modules\/zod\/v4\/mini\//.test(i))).toBe(true);
    // Unused zod locales are left out: only pt-BR (and zod's default, en) remain.
    expect(todos).not.toMatch(/Ungültige Eingabe|Entrada inválida: se esperaba/);

    // sanitize-html is in a chunk only an `await import()` reaches; DynamoDB's client is loaded at start, beside the code.
    const entradasDe = (m: typeof metafile, saidas: Set<string>) => [...saidas].flatMap((s) => Object.keys(m.outputs[s]?.inputs ?? {}));
    const estatico = entradasDe(metafile, fechoEstatico(metafile));
    const estaticoSdk = sdk ? entradasDe(sdk, fechoEstaticoSdk(empacotado)) : [];
    expect(estatico.filter((i) => i.includes("node_modules/@aws-sdk/"))).toEqual([]);
    expect(estaticoSdk.some((i) => i.includes("node_modules/@aws-sdk/client-dynamodb/"))).toBe(true);
    expect(estatico.some((i) => i.includes("node_modules/sanitize-html/"))).toBe(false);
    expect(todasEntradas.some((i) => i.includes("node_modules/sanitize-html/"))).toBe(true);
    // Credentials from the environment only (functions/lib/credenciais-lambda.ts): no STS/SSO clients at all.
    expect(todasEntradas.filter((i) => /node_modules\/@aws-sdk\/(credential-provider-node|nested-clients)\//.test(i))).toEqual([]);
    // Nor any of the lazy clients' SDK code (the XML protocols of S3, say): they are built apart.
    expect(estaticoSdk.filter((i) => /node_modules\/@aws-sdk\/(client-cognito-identity-provider|client-s3|xml-builder)\//.test(i))).toEqual([]);

    const modulo = (await import(pathToFileURL(path.join(cdk.pasta, "index.mjs")).href)) as {
      handler: typeof semEmpacotar;
      sanitizar: typeof sanitizarSemEmpacotar;
      regiaoClienteS3: typeof regiaoClienteS3SemEmpacotar;
    };
    const invalidos = [{ nome: "", tipo: "c", qtd: 1.5 }, { nome: "abcd" }, {}];
    for (const corpo of invalidos) expect(await modulo.handler(corpo)).toEqual(await semEmpacotar(corpo));
    expect(await modulo.handler({ nome: "abcd", tipo: "a", qtd: 1 })).toEqual(["Use no máximo 3 caracteres"]);

    // The lazy S3 client resolves from inside the asset (outside the repository: no node_modules to fall back on).
    expect(await modulo.regiaoClienteS3()).toBe("sa-east-1");

    const html = '<p onclick="x()">Olá <script>alert(1)</script><a href="javascript:x">a</a><strong>b</strong></p>';
    expect(await modulo.sanitizar(html)).toBe(await sanitizarSemEmpacotar(html));
    expect(await modulo.sanitizar(html)).toBe("<p>Olá <a>a</a><strong>b</strong></p>");
  });
});
