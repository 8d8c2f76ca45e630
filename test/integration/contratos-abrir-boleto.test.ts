/**
 * GET /api/parcelas/{id}/boleto — 'Abrir boleto' signs the slip's link at the click (issue 30
 * item 2): a link from a list answered minutes ago has expired at the storage (its raw English
 * 'Request has expired'), the route's link opens the PDF; a slip not offered, a foreign or a
 * malformed id answer the API's own 404, never a storage error; every staff role may open it.
 */
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { describe, expect, it } from "vitest";
import { ambiente } from "../../functions/lib/env";
import { MSG_CONTRATO } from "../../shared/vendas/contratos";
import { chamarApi, entrar, novaEmpresa } from "../support/api";
import { parcelasGravadas, vendaComBoletos } from "../support/boletos";
import { novoEmail } from "../support/fabricas";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";
import { hojeBrasil } from "../../shared/br/datas";

const abrir = (parcelaId: string, token: string) => chamarApi("GET", `/api/parcelas/${parcelaId}/boleto`, { token });

async function esperarPdf(link: string) {
  const r = await fetch(link);
  expect(r.status).toBe(200);
  expect(r.headers.get("content-type")).toBe("application/pdf");
  expect(Buffer.from(await r.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
}

describe("GET /api/parcelas/{id}/boleto", () => {
  it("um link assinado há 16 minutos expirou no armazenamento; a rota assina outro na hora e ele abre o PDF", async () => {
    // Prepare
    const { a, parcelas } = await vendaComBoletos(8);
    const p = parcelas[0]!;
    const env = ambiente();
    const s3 = new S3Client({ region: env.AWS_REGION, endpoint: env.S3_ENDPOINT, forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
    const antigo = await getSignedUrl(s3, new GetObjectCommand({ Bucket: env.BUCKET_NAME, Key: p.boleto_pdf_chave! }), {
      expiresIn: 15 * 60,
      signingDate: new Date(Date.now() - 16 * 60_000),
    });
    const expirado = await fetch(antigo);
    expect(expirado.status).toBe(403);
    expect(await expirado.text()).toContain("Request has expired");

    // Act
    const r = await abrir(p.id, a.token);

    // Assess
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(["link_boleto"]);
    expect(new URL(r.body.link_boleto).pathname).toContain(p.boleto_pdf_chave!);
    await esperarPdf(r.body.link_boleto);
    // The second instalment's link is its own PDF.
    const r2 = await abrir(parcelas[1]!.id, a.token);
    expect(new URL(r2.body.link_boleto).pathname).toContain(parcelas[1]!.boleto_pdf_chave!);
  });

  it("um vendedor também abre o boleto; outra empresa e um id malformado recebem 404 no envelope da API", async () => {
    const { a, parcelas } = await vendaComBoletos(8);
    const email = novoEmail("vendedor");
    expect((await chamarApi("POST", "/api/usuarios", { token: a.token, body: { nome: "Vendedor", email, senha: "segredo123", tipo_acesso: "vendedor" } })).status).toBe(201);
    const vendedor = (await entrar(email, "segredo123")).idToken;
    const r = await abrir(parcelas[0]!.id, vendedor);
    expect(r.status).toBe(200);
    await esperarPdf(r.body.link_boleto);

    const outra = await novaEmpresa();
    const alheio = await abrir(parcelas[0]!.id, outra.token);
    expect(alheio.status).toBe(404);
    expect(alheio.body).toEqual({ error: { code: "NOT_FOUND", message: MSG_CONTRATO.parcelaNaoEncontrada } });
    expect((await abrir(`${parcelas[0]!.contrato_id}-99`, a.token)).body.error.message).toBe(MSG_CONTRATO.parcelaNaoEncontrada);
    expect((await abrir("nao-e-um-id", a.token)).status).toBe(404);
    expect((await chamarApi("GET", `/api/parcelas/${parcelas[0]!.id}/boleto`, {})).status).toBe(401);
  });

  it("uma parcela cujo boleto falhou não tem link: 404 'não está disponível', sem erro do armazenamento", async () => {
    const a = await novaEmpresa();
    const { itens } = await lojaComEstoque(a.token, 1);
    const c = await chamarApi("POST", "/api/clientes", { token: a.token, body: { nome: "Sem Documento", cpf: null, telefone: null, endereco: null, data_nasc: null } });
    const v = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(c.body.id, itens[0]!.id, hojeBrasil(), { qtd_parcelas: 8 }) });
    expect(v.status).toBe(201);
    await expect.poll(async () => (await parcelasGravadas(a.empresa.id, v.body.contrato.id)).map((p) => p.boleto_status), { timeout: 20_000, interval: 200 }).toEqual(Array(8).fill("falhou"));
    const r = await abrir(`${v.body.contrato.id}-01`, a.token);
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ error: { code: "NOT_FOUND", message: MSG_CONTRATO.boletoIndisponivel } });
  });
});
