import { describe, expect, inject, it } from "vitest";
import { DEMO, semearDemo } from "../../scripts/local/seed";
import { chamarApi, entrar } from "../support/api";

describe("usuários da loja demo", () => {
  it("a semente cria o vendedor pelo mesmo caminho da API: ele entra e aparece na lista do admin", async () => {
    await semearDemo(inject("pilha").apiUrl);
    const vendedor = await entrar(DEMO.vendedor.email, DEMO.vendedor.senha);
    const me = await chamarApi("GET", "/api/me", { token: vendedor.idToken });
    expect(me.body.usuario).toMatchObject({ nome: DEMO.vendedor.nome, tipo_acesso: "vendedor", ativo: true });

    const admin = await entrar(DEMO.admin.email, DEMO.admin.senha);
    const lista = await chamarApi("GET", "/api/usuarios", { token: admin.idToken });
    expect(lista.body.items.map((u: { email: string }) => u.email)).toEqual([DEMO.vendedor.email, DEMO.admin.email]);
    const empresa = await chamarApi("GET", "/api/empresa", { token: admin.idToken });
    expect(empresa.body.estatisticas).toMatchObject({ usuarios: 2, limite_usuarios: null });
  });

  it("a venda no boleto da semente mostra os boletos emitidos pelo banco simulado, com link do PDF", async () => {
    await semearDemo(inject("pilha").apiUrl);
    const admin = await entrar(DEMO.admin.email, DEMO.admin.senha);
    const vendas = await chamarApi("GET", "/api/vendas", { token: admin.idToken });
    const boleto = vendas.body.items.find((v: { forma_pagamento: string }) => v.forma_pagamento === "BOLETO");
    await expect
      .poll(async () => (await chamarApi("GET", `/api/vendas/${boleto.id}`, { token: admin.idToken })).body.parcelas.map((p: { boleto_status: string; link_boleto: string | null }) => [p.boleto_status, Boolean(p.link_boleto)]), {
        timeout: 20_000,
        interval: 300,
      })
      .toEqual(Array(12).fill(["emitido", true]));
  });

  it("a loja demo vende no crediário próprio dentro do teto; a segunda empresa, pela instituição parceira nomeada", async () => {
    await semearDemo(inject("pilha").apiUrl);
    const loja = await entrar(DEMO.admin.email, DEMO.admin.senha);
    const propria = await chamarApi("GET", "/api/empresa/credito", { token: loja.idToken });
    expect(propria.body.financiador).toEqual({ tipo: "propria_loja" });
    expect(propria.body.planos_acima_do_teto).toBe(false);
    for (const p of propria.body.planos as { juros_simples_mensal_percentual: number }[]) expect(p.juros_simples_mensal_percentual).toBeLessThanOrEqual(1);

    const parceira = await entrar(DEMO.parceira.admin.email, DEMO.parceira.admin.senha);
    const credito = await chamarApi("GET", "/api/empresa/credito", { token: parceira.idToken });
    expect(credito.body.financiador).toEqual({ tipo: "instituicao_parceira", nome: "Financeira Exemplo S.A. (demonstração)", cnpj: "12345678000195", endereco: "Av. Paulista, 1000, São Paulo - SP, 01310-100" });
    expect(credito.body.planos.map((p: { divisor: number }) => p.divisor)).toEqual([0.88, 0.84, 0.8, 0.78]);
    // Above the shop's own ceiling (a lender may), under the 1,5× market alert.
    expect(credito.body.planos.every((p: { acima_do_teto: boolean; acima_da_media: boolean }) => p.acima_do_teto && !p.acima_da_media)).toBe(true);
    const vendas = await chamarApi("GET", "/api/vendas", { token: parceira.idToken });
    expect(vendas.body.items.map((v: { forma_pagamento: string }) => v.forma_pagamento).sort()).toEqual(["BOLETO", "PIX"]);
  });
});
