import { describe, expect, it } from "vitest";
import { hojeBrasil } from "../../shared/br/datas";
import { chamarApi, novaEmpresa } from "../support/api";
import { dias, usuarioComPapel } from "../support/relatorios";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";

const HOJE = hojeBrasil();
const ROTAS = ["/api/relatorios/vendas", "/api/relatorios/recebiveis", "/api/relatorios/inadimplencia", "/api/relatorios/estoque"];

describe("relatórios: quem lê e o que se recusa", () => {
  it("financeiro, gerente e admin leem os quatro relatórios; vendedor e estoquista recebem 403 (issue 30); sem token é 401", async () => {
    const a = await novaEmpresa({ plano: "master" });
    const leem = await Promise.all(["financeiro", "gerente"].map((p) => usuarioComPapel(a, p)));
    const naoLeem = await Promise.all(["vendedor", "estoquista"].map((p) => usuarioComPapel(a, p)));
    for (const token of [a.token, ...leem.map((p) => p.token)]) {
      for (const rota of ROTAS) expect((await chamarApi("GET", rota, { token })).status, rota).toBe(200);
    }
    for (const { token } of naoLeem) {
      for (const rota of ROTAS) expect((await chamarApi("GET", rota, { token })).body.error.code, rota).toBe("FORBIDDEN");
    }
    for (const rota of ROTAS) expect((await chamarApi("GET", `${rota}?formato=csv`)).status).toBe(401);
  });

  it("a empresa B não vê nada das vendas, parcelas e estoque da empresa A", async () => {
    const [a, b] = await Promise.all([novaEmpresa(), novaEmpresa()]);
    const { cliente, itens } = await lojaComEstoque(a.token, 2);
    await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[0]!.id, dias(HOJE, -60)) });
    await expect.poll(async () => (await chamarApi("GET", "/api/relatorios/recebiveis", { token: a.token })).body.totais.quantidade, { timeout: 20_000, interval: 250 }).toBe(12);
    const periodo = `de=${dias(HOJE, -90)}&ate=${HOJE}`;
    expect((await chamarApi("GET", `/api/relatorios/vendas?${periodo}`, { token: a.token })).body.totais.quantidade).toBe(1);
    expect((await chamarApi("GET", `/api/relatorios/vendas?${periodo}`, { token: b.token })).body).toMatchObject({ linhas: [], totais: { quantidade: 0, receita: 0 }, atualizado_em: null });
    expect((await chamarApi("GET", "/api/relatorios/recebiveis", { token: b.token })).body.totais).toEqual({ quantidade: 0, valor: 0 });
    expect((await chamarApi("GET", `/api/relatorios/inadimplencia?${periodo}`, { token: b.token })).body.totais.vencido).toBe(0);
    expect((await chamarApi("GET", "/api/relatorios/estoque", { token: b.token })).body).toMatchObject({ linhas: [], totais: { quantidade: 0 } });
    expect((await chamarApi("GET", "/api/relatorios/estoque", { token: a.token })).body.totais.quantidade).toBe(1);
  });

  it.each([
    ["/api/relatorios/vendas?de=2026-03-10&ate=2026-03-01", "ate", "A data final deve ser igual ou posterior à data inicial"],
    ["/api/relatorios/vendas?de=2025-01-01&ate=2026-03-01", "de", "Período máximo de 1 ano"],
    ["/api/relatorios/inadimplencia?de=2025-01-01&ate=2026-01-02", "de", "Período máximo de 1 ano"],
    ["/api/relatorios/vendas?de=2026-02-30", "de", "Data inicial inválida"],
    ["/api/relatorios/vendas?de=%ff", "de", "Data inicial inválida"],
    [`/api/relatorios/vendas?ate=${"9".repeat(2048)}`, "ate", "Data final inválida"],
    ["/api/relatorios/vendas?agrupar=cliente", "agrupar", "Agrupe por dia, forma de pagamento, vendedor ou produto"],
    ["/api/relatorios/estoque?formato=xlsx", "formato", "Formato deve ser json ou csv"],
    ["/api/relatorios/recebiveis?data_base=1e308", "data_base", "Data base inválida"],
  ])("GET %s → 400 com a mensagem do campo", async (caminho, campo, mensagem) => {
    const a = await novaEmpresa();
    const r = await chamarApi("GET", caminho, { token: a.token });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe("VALIDATION");
    expect(r.body.error.fields[campo]).toBe(mensagem);
  });

  it("um ano inteiro (366 dias) é aceito e 30 pedidos iguais ao mesmo tempo respondem igual", async () => {
    const a = await novaEmpresa();
    expect((await chamarApi("GET", "/api/relatorios/vendas?de=2024-01-01&ate=2024-12-31", { token: a.token })).status).toBe(200);
    const respostas = await Promise.all(Array.from({ length: 30 }, () => chamarApi("GET", `/api/relatorios/vendas?de=${dias(HOJE, -30)}&ate=${HOJE}&agrupar=produto`, { token: a.token })));
    expect(new Set(respostas.map((r) => `${r.status}${JSON.stringify(r.body)}`)).size).toBe(1);
  });
});
