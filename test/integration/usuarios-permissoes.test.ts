/**
 * Who may do what (issue 30): every staff route of the route table, called by every role of one
 * company. The expectation below is the table written out again by hand, not read from
 * shared/usuarios/permissoes.ts, so a wrong row there (or a route declaring the wrong permission)
 * fails here. A staff route missing from this list fails too: a new route must choose its row.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { caminho, PAPEIS, ROTAS, routeKey, type Papel } from "../../shared/api/routes";
import { chamarApi, novaEmpresa, type EmpresaTeste } from "../support/api";
import { novoCpf } from "../support/fabricas";
import { usuarioComPapel } from "../support/relatorios";
import { lojaComEstoque } from "../support/vendas";

// The rows of the table, by the roles they allow.
const VENDER: Papel[] = ["vendedor", "financeiro", "gerente", "admin"];
const CADASTRAR: Papel[] = ["estoquista", "gerente", "admin"];
const EXCLUIR: Papel[] = ["gerente", "admin"];
const FINANCEIRO: Papel[] = ["financeiro", "gerente", "admin"];
const BLOQUEAR: Papel[] = ["financeiro", "gerente", "admin"];
const RELATORIOS: Papel[] = ["financeiro", "gerente", "admin"];
const ADMIN: Papel[] = ["admin"];
const TODOS: Papel[] = [...PAPEIS];

const ESPERADO: Record<string, Papel[]> = {
  "GET /api/me": TODOS,
  "GET /api/empresa": TODOS,
  "PUT /api/empresa": ADMIN,
  "GET /api/empresa/cobranca": TODOS,
  "PUT /api/empresa/cobranca": ADMIN,
  "GET /api/empresa/credito": TODOS,
  "PUT /api/empresa/credito": ADMIN,
  "POST /api/empresa/primeiros-passos": ADMIN,
  "GET /api/usuarios": ADMIN,
  "POST /api/usuarios": ADMIN,
  "PUT /api/usuarios/{id}": ADMIN,
  "DELETE /api/usuarios/{id}": ADMIN,
  "PATCH /api/usuarios/{id}/ativo": ADMIN,
  "GET /api/modelos-documentos": ADMIN,
  "POST /api/modelos-documentos": ADMIN,
  "PUT /api/modelos-documentos/{id}": ADMIN,
  "DELETE /api/modelos-documentos/{id}": ADMIN,
  ...Object.fromEntries(
    ["marcas", "categorias", "fornecedores", "produtos"].flatMap((r) => [
      [`GET /api/${r}`, TODOS],
      [`POST /api/${r}`, CADASTRAR],
      [`PUT /api/${r}/{id}`, CADASTRAR],
      [`DELETE /api/${r}/{id}`, EXCLUIR],
    ]),
  ),
  "GET /api/produtos/{id}": TODOS,
  "GET /api/clientes": TODOS,
  "POST /api/clientes": VENDER,
  "PUT /api/clientes/{id}": VENDER,
  "DELETE /api/clientes/{id}": EXCLUIR,
  "POST /api/estoque/entradas": CADASTRAR,
  "GET /api/estoque/entradas": TODOS,
  "GET /api/estoque/entradas/{id}": TODOS,
  "GET /api/estoque/itens": TODOS,
  "GET /api/estoque/posicao": TODOS,
  "POST /api/vendas": VENDER,
  "POST /api/vendas/simulacao": VENDER,
  "GET /api/vendas": TODOS,
  "GET /api/vendas/{id}": TODOS,
  "PATCH /api/vendas/{id}/status": FINANCEIRO,
  "GET /api/vendas/{id}/garantia": TODOS,
  "GET /api/vendas/{id}/recibo": TODOS,
  "GET /api/contratos": TODOS,
  "GET /api/contratos/{id}": TODOS,
  "POST /api/contratos/{id}/reenviar-boletos": FINANCEIRO,
  "GET /api/contratos/{id}/quitacao": FINANCEIRO,
  "POST /api/contratos/{id}/quitacao": FINANCEIRO,
  "POST /api/contratos/{id}/quitacao/pagar": FINANCEIRO,
  "GET /api/contratos/{id}/quitacao/boleto": TODOS,
  "GET /api/contratos/{id}/quitacao/termo": TODOS,
  "GET /api/contratos/{id}/eventos": TODOS,
  "GET /api/contratos/{id}/mensagens": TODOS,
  "POST /api/parcelas/{parcelaId}/pagar": FINANCEIRO,
  "GET /api/parcelas/{parcelaId}/boleto": TODOS,
  "GET /api/parcelas/{parcelaId}/recibo": TODOS,
  "POST /api/parcelas/{parcelaId}/segunda-via": FINANCEIRO,
  "POST /api/parcelas/{parcelaId}/enviar-recibo": FINANCEIRO,
  "POST /api/contratos/{id}/bloqueio": BLOQUEAR,
  "GET /api/dashboard": TODOS,
  "GET /api/relatorios/vendas": RELATORIOS,
  "GET /api/relatorios/recebiveis": RELATORIOS,
  "GET /api/relatorios/inadimplencia": RELATORIOS,
  "GET /api/relatorios/estoque": RELATORIOS,
};

const ROTAS_STAFF = ROTAS.filter((r) => r.auth === "staff");
// Well-formed ids that name nothing: an allowed call reaches its handler and answers 404 or 400, never touching a real record.
const PARAMS = { id: "01ARZ3NDEKTSV4RRFFQ69G5FAV", parcelaId: "01ARZ3NDEKTSV4RRFFQ69G5FAV-01" };
const MENSAGEM = "Você não tem permissão para esta ação.";

let a: EmpresaTeste;
const tokens = {} as Record<Papel, string>;

beforeAll(async () => {
  a = await novaEmpresa({ plano: "master" });
  tokens.admin = a.token;
  for (const p of PAPEIS.filter((p) => p !== "admin")) tokens[p] = (await usuarioComPapel(a, p)).token;
}, 60_000);

describe("quem pode o quê: cada rota da tabela com cada papel", () => {
  it("toda rota de equipe tem a sua linha na tabela esperada", () => {
    expect(ROTAS_STAFF.map(routeKey).sort()).toEqual(Object.keys(ESPERADO).sort());
  });

  it.each(ROTAS_STAFF.map((r) => [routeKey(r), r] as const))("%s: 403 FORBIDDEN exatamente para os papéis fora da linha", async (chave, rota) => {
    const permitidos = ESPERADO[chave] ?? [];
    const url = caminho(rota.caminho, PARAMS);
    const body = rota.metodo === "GET" || rota.metodo === "DELETE" ? undefined : {};
    const respostas = await Promise.all(PAPEIS.map(async (p) => [p, await chamarApi(rota.metodo, url, { token: tokens[p], body })] as const));
    const obtido = Object.fromEntries(respostas.map(([p, r]) => [p, r.body?.error?.code === "FORBIDDEN" ? "negado" : "permitido"]));
    expect(obtido).toEqual(Object.fromEntries(PAPEIS.map((p) => [p, permitidos.includes(p) ? "permitido" : "negado"])));
    for (const [p, r] of respostas) {
      if (permitidos.includes(p)) expect(r.status, `${p}: ${JSON.stringify(r.body)}`).not.toBe(401);
      else expect([r.status, r.body.error.message], p).toEqual([403, MENSAGEM]);
    }
  });

  it("uma ação negada não grava nada: o vendedor cria marca e exclui cliente, e nada muda", async () => {
    const cliente = await chamarApi("POST", "/api/clientes", {
      token: tokens.vendedor,
      body: { nome: "Cliente do Vendedor", cpf: novoCpf(), telefone: "(81) 99876-5432" },
    });
    expect(cliente.status, JSON.stringify(cliente.body)).toBe(201);
    const marca = await chamarApi("POST", "/api/marcas", { token: tokens.vendedor, body: { nome: "Marca Proibida" } });
    expect([marca.status, marca.body.error.code]).toEqual([403, "FORBIDDEN"]);
    const excluir = await chamarApi("DELETE", `/api/clientes/${cliente.body.id}`, { token: tokens.vendedor });
    expect(excluir.status).toBe(403);
    const marcas = await chamarApi("GET", "/api/marcas", { token: tokens.vendedor });
    expect(JSON.stringify(marcas.body)).not.toContain("Marca Proibida");
    // Still there: the same delete passes for a role the table allows.
    expect((await chamarApi("DELETE", `/api/clientes/${cliente.body.id}`, { token: tokens.gerente })).status).toBe(204);
  });

  it("custos e margens ficam fora das respostas (ausentes, não zero) para quem não pode vê-los: o vendedor", async () => {
    const { produto } = await lojaComEstoque(a.token, 1);
    for (const p of PAPEIS) {
      const lista = await chamarApi("GET", "/api/produtos", { token: tokens[p] });
      const um = await chamarApi("GET", `/api/produtos/${produto.id}`, { token: tokens[p] });
      const painel = await chamarApi("GET", "/api/dashboard", { token: tokens[p] });
      expect([lista.status, um.status, painel.status], p).toEqual([200, 200, 200]);
      const doProduto = lista.body.items.find((i: { id: string }) => i.id === produto.id);
      const veCustos = p !== "vendedor";
      for (const corpo of [doProduto, um.body]) {
        expect(Object.keys(corpo).filter((k) => k === "custo_base" || k === "valor_margem"), p).toEqual(veCustos ? ["custo_base", "valor_margem"] : []);
        expect(corpo.preco_final, p).toBeGreaterThan(0);
      }
      expect("valor_estoque_custo" in painel.body, p).toBe(veCustos);
      expect(painel.body.valor_estoque_venda, p).toEqual(expect.any(Number));
    }
  });
});
