/**
 * Slip links that outlive the page (issue 30 item 2). A list's slip links die 15 minutes after the
 * list was read; the screen stays open longer. Simulated here by answering the screen's list with
 * links signed (or handed out) more than 15 minutes ago: a click must still open the PDF, never the
 * storage's raw 'AccessDenied / Request has expired' nor a JSON error. Controle de Boletos at
 * 1366 px; the customer area at 390 px, which asks again with the CPF and phone typed.
 */
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ambiente } from "../../functions/lib/env";
import { hojeBrasil } from "../../shared/br/datas";
import { MSG_CONTRATO } from "../../shared/vendas/contratos";
import { chamarApi, novaEmpresa, type EmpresaTeste } from "../support/api";
import { parcelasGravadas } from "../support/boletos";
import { esperar } from "../support/esperar";
import { entrarPelaTela, usarNavegador } from "../support/navegador";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";

const nav = usarNavegador();
const EMISSAO_MS = 90_000;
const TOKEN_VENCIDO = "/api/portal/boletos/AAAAAAAAAAAAAAAAAAAAAA";

async function vendaEmitida(a: EmpresaTeste, nome: string) {
  const loja = await lojaComEstoque(a.token, 1, nome);
  const v = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(loja.cliente.id, loja.itens[0]!.id, hojeBrasil(), { qtd_parcelas: 8 }) });
  expect(v.status, JSON.stringify(v.body)).toBe(201);
  const contratoId = v.body.contrato.id as string;
  await expect
    .poll(async () => (await parcelasGravadas(a.empresa.id, contratoId)).map((p) => p.boleto_status), { timeout: EMISSAO_MS, interval: 500 })
    .toEqual(Array(8).fill("emitido"));
  return { cliente: loja.cliente, contratoId, parcelas: await parcelasGravadas(a.empresa.id, contratoId) };
}

/** The link the storage signed for `chave` 16 minutes ago (what a page loaded then holds). */
async function linkDe16MinutosAtras(chave: string): Promise<string> {
  const env = ambiente();
  const s3 = new S3Client({ region: env.AWS_REGION, endpoint: env.S3_ENDPOINT, forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
  return getSignedUrl(s3, new GetObjectCommand({ Bucket: env.BUCKET_NAME, Key: chave }), { expiresIn: 15 * 60, signingDate: new Date(Date.now() - 16 * 60_000) });
}

async function esperarPdf(url: string) {
  const r = await fetch(url);
  expect(r.status).toBe(200);
  expect(r.headers.get("content-type")).toBe("application/pdf");
  expect(Buffer.from(await r.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
}

const abaDoClique = async (p: Page, clicar: () => Promise<void>) => (await Promise.all([p.context().waitForEvent("page"), clicar()]))[0];

describe("links de boleto abertos depois de expirar", () => {
  it("Controle de Boletos (1366 px): a lista de 16 minutos atrás ainda abre o PDF, com um link assinado no clique", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja do Link" });
    const venda = await vendaEmitida(a, "Lia Link");
    const expirados = new Map<string, string>();
    for (const p of venda.parcelas) expirados.set(p.id, await linkDe16MinutosAtras(p.boleto_pdf_chave!));
    const velho = await fetch(expirados.get(venda.parcelas[0]!.id)!);
    expect(velho.status).toBe(403);
    expect(await velho.text()).toContain("Request has expired");

    const p = nav.pagina;
    await p.setViewportSize({ width: 1366, height: 768 });
    // The list answers as it did when the page was loaded 16 minutes ago.
    await p.route(
      (u) => u.pathname === "/api/contratos",
      async (rota) => {
        const r = await rota.fetch();
        const corpo = await r.json();
        for (const c of corpo.items) for (const x of c.parcelas) if (x.link_boleto) x.link_boleto = expirados.get(x.id) ?? x.link_boleto;
        await rota.fulfill({ response: r, json: corpo });
      },
    );
    await entrarPelaTela(nav, a.email, a.senha, "/financeiro/boletos");
    const c = p.getByRole("article", { name: "Lia Link" });
    await c.getByRole("button", { name: /^Detalhes/ }).click();
    const link = c.getByRole("link", { name: "Abrir boleto da parcela 1" });
    await link.waitFor();

    const aba = await abaDoClique(p, () => link.click());
    await aba!.waitForURL((u) => u.searchParams.has("X-Amz-Signature"));
    const aberto = new URL(aba!.url());
    expect(aberto.pathname).toContain(venda.parcelas[0]!.boleto_pdf_chave!);
    // Signed at the click, not 16 minutes ago.
    const assinadoEm = aberto.searchParams.get("X-Amz-Date")!.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z");
    expect(Date.now() - Date.parse(assinadoEm)).toBeLessThan(5 * 60_000);
    expect(await aba!.content()).not.toContain("AccessDenied");
    await esperarPdf(aba!.url());
    await aba!.close();

    // A slip that cannot be opened says so in Portuguese, in the tab.
    await p.goto(nav.url(`/financeiro/boleto/${venda.contratoId}-99`));
    await esperar(() => p.getByRole("alert").innerText()).toBe(MSG_CONTRATO.parcelaNaoEncontrada);
  }, 240_000);

  it("Área do Cliente (390 px): um link entregue há mais de 15 minutos — 'Pagar Boleto' consulta de novo e abre o PDF", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja do Portal" });
    const venda = await vendaEmitida(a, "Paulo Portal");
    expect((await fetch(`${nav.url("")}${TOKEN_VENCIDO}`)).status).toBe(404);

    const p = nav.pagina;
    await p.setViewportSize({ width: 390, height: 844 });
    // The first answer is the one the page got 16 minutes ago: its tokens have expired.
    let consultas = 0;
    await p.route(
      (u) => u.pathname === "/api/portal/consulta",
      async (rota) => {
        consultas += 1;
        if (consultas > 1) return rota.continue();
        const r = await rota.fetch();
        const corpo = await r.json();
        for (const c of corpo.contratos) for (const b of c.todosBoletos) if (b.link_boleto) b.link_boleto = TOKEN_VENCIDO;
        await rota.fulfill({ response: r, json: corpo });
      },
    );
    await p.goto(nav.url("/consulta-boletos"));
    await p.getByLabel("CPF").pressSequentially(String(venda.cliente.cpf).replace(/\D/g, ""));
    await p.getByLabel("Telefone").pressSequentially(String(venda.cliente.telefone).replace(/\D/g, ""));
    await p.getByRole("button", { name: "Acessar Meus Boletos" }).click();
    await p.getByRole("heading", { name: "Seus Boletos (8)" }).waitFor();
    const pagar = p.locator(".consulta-boleto").first().getByRole("link", { name: "Pagar Boleto" });
    expect(await pagar.getAttribute("href")).toBe(TOKEN_VENCIDO);

    const aba = await abaDoClique(p, () => pagar.click());
    await aba!.waitForURL(/\/api\/portal\/boletos\/[A-Za-z0-9_-]{22}$/);
    expect(aba!.url()).not.toContain(TOKEN_VENCIDO);
    await esperarPdf(aba!.url());
    expect(consultas).toBe(2);
    // The page now shows the fresh answer's links.
    await esperar(() => pagar.getAttribute("href")).not.toBe(TOKEN_VENCIDO);
    await aba!.close();
  }, 240_000);
});
