/**
 * /consulta-boletos ('Área do Cliente') in Chromium at 390×844 on the local stack: a customer of
 * a shop with a boleto sale looks up with masked CPF and phone, sees the welcome, the device
 * status, the store and the slips, copies a linha digitável, and the 'Pagar Boleto' link opens
 * the slip's PDF; a wrong phone shows the generic message; nothing scrolls sideways; axe is clean.
 */
import { randomInt } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { caixaDe } from "../../functions/mensagens/provedores/simulado-repo";
import { DEMO, semearDemo } from "../../scripts/local/seed";
import { formatarData, hojeBrasil } from "../../shared/br/datas";
import { formatarReais } from "../../shared/br/dinheiro";
import { mascararCpf } from "../../shared/br/cpf";
import { chamarApi, entrar, novaEmpresa } from "../support/api";
import { novoEmail } from "../support/fabricas";
import { violacoesGraves } from "../support/axe";
import { esperar } from "../support/esperar";
import { usarNavegador } from "../support/navegador";
import { esperarSemRolagemLateral } from "../support/telas";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";

const nav = usarNavegador();
const EMISSAO_MS = 90_000;

describe("área do cliente /consulta-boletos", () => {
  it("o cliente consulta com CPF e telefone mascarados, vê seus boletos, copia a linha digitável e abre o PDF", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja do Bairro" });
    await chamarApi("PUT", "/api/empresa", {
      token: a.token,
      body: { nome_fantasia: "Loja do Bairro", cnpj: a.empresa.cnpj, plano: "pro", endereco: "Rua da Aurora, 100", cep: "50050-000", cidade: "Recife", uf: "PE", whatsapp: "(81) 3333-4444" },
    });
    const loja = await lojaComEstoque(a.token, 1, "Joana Cliente");
    const v = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(loja.cliente.id, loja.itens[0]!.id, hojeBrasil(), { qtd_parcelas: 8 }) });
    expect(v.status, JSON.stringify(v.body)).toBe(201);
    const contratoId = v.body.contrato.id as string;
    await expect
      .poll(async () => (await chamarApi("GET", `/api/contratos/${contratoId}`, { token: a.token })).body.parcelas.map((p: { boleto_status: string }) => p.boleto_status), { timeout: EMISSAO_MS, interval: 500 })
      .toEqual(Array(8).fill("emitido"));
    const contrato = (await chamarApi("GET", `/api/contratos/${contratoId}`, { token: a.token })).body;
    const p1 = contrato.parcelas[0];

    const p = nav.pagina;
    await p.setViewportSize({ width: 390, height: 844 });
    await p.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: nav.url("") });
    await p.goto(nav.url("/consulta-boletos"));
    await p.getByRole("heading", { name: "Área do Cliente" }).waitFor();
    const botao = p.getByRole("button", { name: "Acessar Meus Boletos" });
    expect(await botao.isDisabled()).toBe(true);

    // A wrong phone: the generic message, nothing else.
    const cpf = loja.cliente.cpf as string;
    await p.getByLabel("CPF").pressSequentially(cpf);
    await esperar(() => p.getByLabel("CPF").inputValue()).toBe(mascararCpf(cpf));
    await p.getByLabel("Telefone").pressSequentially("81911112222");
    await esperar(() => p.getByLabel("Telefone").inputValue()).toBe("(81) 91111-2222");
    await botao.click();
    await esperar(() => p.getByRole("alert").innerText()).toBe("Nenhum contrato encontrado para este CPF e telefone.");

    // The right phone, typed as digits: the mask shows it, the lookup finds the contract.
    await p.getByLabel("Telefone").fill("");
    expect(await botao.isDisabled()).toBe(true);
    await p.getByLabel("Telefone").pressSequentially("81998765432");
    await esperar(() => p.getByLabel("Telefone").inputValue()).toBe("(81) 99876-5432");
    await botao.click();
    await p.getByRole("heading", { name: "Bem-vindo de volta!" }).waitFor();

    const status = p.getByRole("region", { name: "Status do Aparelho" });
    await esperar(() => status.innerText()).toContain("Ativo");
    expect(await status.innerText()).toContain(formatarData(p1.data_vencimento));
    expect(await status.innerText()).toContain(formatarReais(p1.valor_parcela));
    const contato = p.getByRole("region", { name: "Contato da loja" });
    expect(await contato.innerText()).toContain("Rua da Aurora, 100 — Recife/PE — CEP 50050-000");
    expect(await contato.getByRole("link", { name: /WhatsApp/ }).getAttribute("href")).toBe("https://wa.me/558133334444");
    await p.getByRole("heading", { name: "Seus Boletos (8)" }).waitFor();
    const itens = p.locator(".consulta-boleto");
    expect(await itens.count()).toBe(8);
    const primeiro = itens.first();
    expect(await primeiro.innerText()).toContain("Pendente");
    expect(await primeiro.innerText()).toContain(`Vence em ${formatarData(p1.data_vencimento)}`);

    // Copy the linha digitável: the confirmation shows and the clipboard holds it.
    await primeiro.getByRole("button", { name: "Copiar linha digitável" }).click();
    await esperar(() => p.getByRole("status").first().innerText()).toBe("Linha digitável copiada!");
    expect(await p.evaluate(() => navigator.clipboard.readText())).toBe(p1.linha_digitavel);

    // 'Pagar Boleto' opens the slip's PDF in a new tab.
    const pagar = primeiro.getByRole("link", { name: "Pagar Boleto" });
    expect(await pagar.getAttribute("target")).toBe("_blank");
    // An opaque link on the API's own path (no ids): /api/portal/boletos/<token>.
    const href = (await pagar.getAttribute("href"))!;
    expect(href).toMatch(/^\/api\/portal\/boletos\/[A-Za-z0-9_-]{22}$/);
    const pdf = await fetch(nav.url(href));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");

    await esperarSemRolagemLateral(p, "/consulta-boletos");
    expect(await violacoesGraves(p)).toEqual([]);
  }, 240_000);

  it("a cliente da loja demo (CPF e telefone que o npm start mostra) consulta, copia a linha digitável e abre o PDF", async () => {
    await semearDemo(inject("pilha").apiUrl);
    const admin = await entrar(DEMO.admin.email, DEMO.admin.senha);
    const vendas = await chamarApi("GET", "/api/vendas", { token: admin.idToken });
    const boleto = vendas.body.items.find((v: { forma_pagamento: string }) => v.forma_pagamento === "BOLETO");
    await expect
      .poll(async () => (await chamarApi("GET", `/api/vendas/${boleto.id}`, { token: admin.idToken })).body.parcelas.map((x: { boleto_status: string }) => x.boleto_status), { timeout: EMISSAO_MS, interval: 500 })
      .toEqual(Array(12).fill("emitido"));
    const p1 = (await chamarApi("GET", `/api/vendas/${boleto.id}`, { token: admin.idToken })).body.parcelas[0];

    const p = nav.pagina;
    await p.setViewportSize({ width: 390, height: 844 });
    await p.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: nav.url("") });
    await p.goto(nav.url("/consulta-boletos"));
    await p.getByLabel("CPF").pressSequentially(DEMO.cliente.cpf.replace(/\D/g, ""));
    await p.getByLabel("Telefone").pressSequentially(DEMO.cliente.telefone.replace(/\D/g, ""));
    await esperar(() => p.getByLabel("Telefone").inputValue()).toBe(DEMO.cliente.telefone);
    await p.getByRole("button", { name: "Acessar Meus Boletos" }).click();
    await p.getByRole("heading", { name: "Bem-vindo de volta!" }).waitFor();
    expect(await p.getByRole("region", { name: "Contato da loja" }).innerText()).toContain(DEMO.empresa.nome_fantasia);
    await p.getByRole("heading", { name: "Seus Boletos (12)" }).waitFor();
    const primeiro = p.locator(".consulta-boleto").first();
    await primeiro.getByRole("button", { name: "Copiar linha digitável" }).click();
    await esperar(() => p.getByRole("status").first().innerText()).toBe("Linha digitável copiada!");
    expect(await p.evaluate(() => navigator.clipboard.readText())).toBe(p1.linha_digitavel);
    // 'Pagar Boleto' opens the PDF in a new tab, through an opaque link of a lookup made at the click.
    const [aba] = await Promise.all([p.context().waitForEvent("page"), primeiro.getByRole("link", { name: "Pagar Boleto" }).click()]);
    await aba!.waitForURL(/\/api\/portal\/boletos\/[A-Za-z0-9_-]{22}$/);
    const pdf = await fetch(aba!.url());
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    await aba!.close();
  }, 240_000);

  it("o cliente cria a conta com o código recebido no celular (CPF, depois código, e-mail e senha), entra, vê os mesmos boletos e sai", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja da Conta" });
    const loja = await lojaComEstoque(a.token, 1, "Carla Conta");
    // A phone of this test's own: the simulated messenger keeps one inbox per number.
    const celular = `819${randomInt(1000, 9999)}${randomInt(1000, 9999)}`;
    const cliente = loja.cliente as { id: string; nome: string; cpf: string; endereco: string };
    const c = await chamarApi("PUT", `/api/clientes/${cliente.id}`, { token: a.token, body: { nome: cliente.nome, cpf: cliente.cpf, telefone: celular, endereco: cliente.endereco, data_nasc: null } });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    const v = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, loja.itens[0]!.id, hojeBrasil(), { qtd_parcelas: 8 }) });
    expect(v.status, JSON.stringify(v.body)).toBe(201);
    const cpf = cliente.cpf;
    const email = novoEmail("carla");

    const p = nav.pagina;
    await p.setViewportSize({ width: 390, height: 844 });
    await p.goto(nav.url("/consulta-boletos"));
    await p.getByRole("link", { name: "Entrar na minha conta" }).click();
    await p.getByRole("heading", { name: "Minha Conta" }).waitFor();
    await p.getByRole("button", { name: "Ainda não tenho conta" }).click();

    // Step 1: the CPF only; the answer says nothing of whether it is a customer.
    await p.getByLabel("CPF").pressSequentially(cpf);
    await esperar(() => p.getByLabel("CPF").inputValue()).toBe(mascararCpf(cpf));
    await p.getByRole("button", { name: "Enviar código" }).click();
    await esperar(() => p.getByRole("status").innerText()).toBe("Se houver cadastro com este CPF, enviamos um código para o telefone cadastrado na loja.");

    // The code, as the customer reads it on the phone (the simulated messenger's inbox).
    let codigo = "";
    await expect
      .poll(async () => (codigo = /código de cadastro é (\d{6})/.exec((await caixaDe(celular, 10)).find((m) => m.modelo === "codigo_cadastro")?.texto ?? "")?.[1] ?? ""), { timeout: 60_000, interval: 300 })
      .toMatch(/^\d{6}$/);

    // Step 2: a mistyped code first, then the right one.
    const criar = p.getByRole("button", { name: "Criar conta" });
    await p.getByLabel("Código recebido").pressSequentially(String((Number(codigo) + 1) % 1_000_000).padStart(6, "0"));
    await p.getByLabel("Email").fill(email);
    await p.getByLabel("Senha").fill("segredo123");
    await criar.click();
    await esperar(() => p.getByRole("alert").innerText()).toBe("Código inválido ou expirado. Peça um novo código.");
    await p.getByLabel("Código recebido").fill("");
    expect(await criar.isDisabled()).toBe(true);
    await p.getByLabel("Código recebido").pressSequentially(codigo);
    await criar.click();
    await esperar(() => p.getByRole("status").innerText()).toBe("Conta criada! Entre com seu email e senha.");
    await esperar(async () => (await caixaDe(celular, 10)).some((m) => m.modelo === "conta_vinculada")).toBe(true);

    await p.getByLabel("Senha").fill("errada123");
    await p.getByRole("button", { name: "Entrar" }).click();
    await esperar(() => p.getByRole("alert").innerText()).toBe("Email ou senha incorretos.");
    await p.getByLabel("Senha").fill("segredo123");
    await p.getByRole("button", { name: "Entrar" }).click();
    await p.getByRole("heading", { name: "Bem-vindo de volta!" }).waitFor();
    await p.getByRole("heading", { name: "Seus Boletos (8)" }).waitFor();
    expect(await p.getByRole("region", { name: "Contato da loja" }).innerText()).toContain("Loja da Conta");
    await esperarSemRolagemLateral(p, "/cliente");
    expect(await violacoesGraves(p)).toEqual([]);

    // Signed in, a reload keeps the session; 'Sair' ends it.
    await p.reload();
    await p.getByRole("heading", { name: "Seus Boletos (8)" }).waitFor();

    // Paying off from the account (CDC art. 52 §2): the slip asked with the session, no CPF or phone
    // typed again; its codes appear once the bank issues it (a reload shows them too).
    const quitacao = p.getByRole("region", { name: "Quitação antecipada" });
    await quitacao.getByRole("heading", { name: /^Quitar tudo hoje: R\$ / }).waitFor();
    await quitacao.getByRole("button", { name: "Gerar boleto de quitação" }).click();
    const copiarLinha = quitacao.getByRole("button", { name: "Copiar linha digitável da quitação" });
    // The page follows the slip for ~12 s by itself; a slower bank is caught by reloading, as a person would.
    await copiarLinha.waitFor({ timeout: 15_000 }).catch(() => undefined);
    await expect
      .poll(
        async () => {
          if ((await copiarLinha.count()) > 0) return true;
          await p.reload();
          await p.getByRole("heading", { name: "Seus Boletos (8)" }).waitFor();
          return false;
        },
        { timeout: 90_000, interval: 3_000 },
      )
      .toBe(true);
    expect(await quitacao.innerText()).toMatch(/Linha digitável: \d{47}/);
    await esperarSemRolagemLateral(p, "/cliente");

    await p.getByRole("button", { name: "Sair" }).click();
    await p.getByRole("button", { name: "Entrar" }).waitFor();
    await p.reload();
    await p.getByRole("button", { name: "Entrar" }).waitFor();
    expect(await p.getByRole("heading", { name: "Bem-vindo de volta!" }).count()).toBe(0);
  }, 240_000);
});
