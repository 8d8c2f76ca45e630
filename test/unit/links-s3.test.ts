import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import * as presigner from "@aws-sdk/s3-request-presigner";
import * as s3 from "@aws-sdk/client-s3";
import { describe, expect, it } from "vitest";
import { linkGet } from "../../functions/lib/links-s3";

const sdk = [s3, presigner] as [typeof s3, typeof presigner];
const quando = new Date("2026-11-26T13:45:07Z");
const chaves = [
  "boletos/01M8AP0S28098WG9DE748SR7SW/01M8AP57RJ6CHH5XT99T5HTD9F/01M8AP57RJ6CHH5XT99T5HTD9G-v1.pdf",
  "boletos/01M8AP0S28098WG9DE748SR7SW/01M8AP57RJ6CHH5XT99T5HTD9F/01M8AP57RJ6CHH5XT99T5HTD9H-v12.pdf",
  "trilhas/a_b.c-d.pdf",
];

const clientes: [string, () => S3Client][] = [
  ["local (s3rver, path-style, porta)", () => new S3Client({ region: "us-east-1", endpoint: "http://localhost:4569", forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } })],
  ["AWS (host do bucket)", () => new S3Client({ region: "sa-east-1", credentials: { accessKeyId: "AKIAEXEMPLO", secretAccessKey: "segredo/exemplo+1" } })],
  ["AWS com credencial temporária", () => new S3Client({ region: "sa-east-1", credentials: { accessKeyId: "ASIAEXEMPLO", secretAccessKey: "s", sessionToken: "IQoJb3JpZ2luX2VjE/+token==" } })],
];

describe("links assinados do S3 (functions/lib/links-s3)", () => {
  for (const [nome, criar] of clientes) {
    it(`${nome}: cada link é byte a byte o do getSignedUrl, para várias chaves do mesmo bucket`, async () => {
      const cliente = criar();
      for (const chave of chaves) {
        const esperado = await presigner.getSignedUrl(cliente, new GetObjectCommand({ Bucket: "erp-docs-dev", Key: chave }), { expiresIn: 900, signingDate: quando });
        expect(await linkGet(sdk, cliente, "erp-docs-dev", chave, { expiresIn: 900, signingDate: quando })).toBe(esperado);
      }
      // Another bucket of the same client has its own endpoint.
      const outro = await presigner.getSignedUrl(cliente, new GetObjectCommand({ Bucket: "outro-bucket", Key: chaves[0] }), { expiresIn: 60, signingDate: quando });
      expect(await linkGet(sdk, cliente, "outro-bucket", chaves[0]!, { expiresIn: 60, signingDate: quando })).toBe(outro);
    });
  }

  it("uma chave com caracteres que a URL escapa vai pelo getSignedUrl e sai igual", async () => {
    const cliente = clientes[1]![1]();
    const chave = "documentos/José da Silva (cópia)+1.pdf";
    const esperado = await presigner.getSignedUrl(cliente, new GetObjectCommand({ Bucket: "erp-docs-dev", Key: chave }), { expiresIn: 900, signingDate: quando });
    expect(await linkGet(sdk, cliente, "erp-docs-dev", chave, { expiresIn: 900, signingDate: quando })).toBe(esperado);
  });

  it("600 links do mesmo bucket ao mesmo tempo: cada um com o caminho da sua chave e a sua assinatura", async () => {
    const cliente = clientes[1]![1]();
    const nomes = Array.from({ length: 600 }, (_, i) => `boletos/E/C/P${i}-v1.pdf`);
    const links = await Promise.all(nomes.map((k) => linkGet(sdk, cliente, "erp-docs-dev", k, { expiresIn: 900 })));
    expect(new Set(links).size).toBe(600);
    for (const [i, l] of links.entries()) expect(new URL(l).pathname).toBe(`/${nomes[i]}`);
  });
});
