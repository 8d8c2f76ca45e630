/**
 * No answer to a role without 'see costs and margins' holds a cost or margin (issue 36 item 9):
 * a vendedor walks every staff GET of the route table, with real ids of a company that has a
 * product, a stock entry, a boleto sale with its contract and a PIX sale, and no JSON answer
 * holds a key about cost or margin at any depth (`custo_base`, `tipo_margem`, `valor_margem`,
 * `valor_custo`, an entry's `valor_unitario`…). The admin, who has the permission, still gets them.
 */
import { describe, expect, inject, it } from "vitest";
import { ROTAS } from "../../shared/api/routes";
import { pode } from "../../shared/usuarios/permissoes";
import { chamarApi, entrar, novaEmpresa } from "../support/api";
import { novoEmail } from "../support/fabricas";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";

const CHAVE_DE_CUSTO = /custo|margem|^valor_unitario$/i;

/** Every key path of `valor` that names a cost or a margin. */
function chavesDeCusto(valor: unknown, caminho = ""): string[] {
  if (Array.isArray(valor)) return valor.flatMap((v, i) => chavesDeCusto(v, `${caminho}[${i}]`));
  if (valor === null || typeof valor !== "object") return [];
  return Object.entries(valor).flatMap(([k, v]) => [...(CHAVE_DE_CUSTO.test(k) ? [`${caminho}.${k}`] : []), ...chavesDeCusto(v, `${caminho}.${k}`)]);
}

/** GET as a browser would: JSON parsed when the answer is JSON (PDFs and CSVs are not walked). */
async function obter(caminho: string, token: string): Promise<{ status: number; json?: unknown }> {
  const r = await fetch(`${inject("pilha").apiUrl}${caminho}`, { headers: { authorization: `Bearer ${token}` } });
  const tipo = r.headers.get("content-type") ?? "";
  if (!tipo.includes("application/json")) {
    await r.arrayBuffer();
    return { status: r.status };
  }
  return { status: r.status, json: await r.json() };
}

describe("nenhuma resposta ao vendedor traz custo ou margem", () => {
  it("o vendedor percorre todo GET da tabela de rotas com ids reais; nenhuma chave custo*/margem* em profundidade alguma; o admin continua vendo", async () => {
    const a = await novaEmpresa();
    const { produto, cliente, itens } = await lojaComEstoque(a.token, 2);
    const boleto = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[0]!.id, "2026-01-30") });
    expect(boleto.status).toBe(201);
    const pix = await chamarApi("POST", "/api/vendas", {
      token: a.token,
      body: { cliente_id: cliente.id, imei_id: itens[1]!.id, forma_pagamento: "PIX", data_venda: "2026-01-30", entrada: 0, qtd_parcelas: 1 },
    });
    expect(pix.status).toBe(201);
    const entradaId = (await chamarApi("GET", "/api/estoque/entradas", { token: a.token })).body.items[0].id as string;
    const email = novoEmail("vendedor");
    expect((await chamarApi("POST", "/api/usuarios", { token: a.token, body: { nome: "Vendedor", email, senha: "segredo123", tipo_acesso: "vendedor" } })).status).toBe(201);
    const vendedor = (await entrar(email, "segredo123")).idToken;

    const ids: Record<string, string> = {
      "/api/produtos/{id}": produto.id,
      "/api/estoque/entradas/{id}": entradaId,
      "/api/vendas/{id}": boleto.body.venda.id,
      "/api/contratos/{id}": boleto.body.contrato.id,
      "/api/parcelas/{parcelaId}": boleto.body.parcelas[0].id,
    };
    const caminhoReal = (caminho: string, id: string) => {
      const prefixo = Object.keys(ids).find((p) => caminho.startsWith(p));
      if (!prefixo) return caminho;
      // The PIX sale is the one with a receipt of its own.
      const valor = caminho === "/api/vendas/{id}/recibo" ? pix.body.venda.id : ids[prefixo]!;
      return caminho.replace(/\{[^}]+\}/, valor).replace(/\{[^}]+\}/g, id);
    };

    const gets = ROTAS.filter((r) => r.metodo === "GET" && r.auth === "staff");
    const respondidas: string[] = [];
    const achados: string[] = [];
    for (const rota of gets) {
      const caminho = caminhoReal(rota.caminho, "");
      const admin = await obter(caminho, a.token);
      const r = await obter(caminho, vendedor);
      expect(r.status, `${rota.caminho} → ${JSON.stringify(r.json)}`).toBeLessThan(500);
      if (!pode("vendedor", rota.permissao)) {
        expect(r.status, rota.caminho).toBe(403);
        continue;
      }
      expect(r.status, `${rota.caminho} → ${JSON.stringify(r.json)}`).toBe(admin.status);
      if (r.status === 200) respondidas.push(rota.caminho);
      achados.push(...chavesDeCusto(r.json).map((k) => `${rota.caminho} ${k}`));
    }
    expect(achados).toEqual([]);
    // The walk reached the answers that carried costs before (a walk that reached nothing could not fail).
    expect(respondidas).toEqual(expect.arrayContaining(["/api/produtos", "/api/produtos/{id}", "/api/estoque/posicao", "/api/estoque/itens", "/api/estoque/entradas/{id}", "/api/vendas/{id}", "/api/contratos/{id}", "/api/dashboard"]));

    // The admin, who may see costs, still does.
    const posicao = await obter("/api/estoque/posicao", a.token);
    expect(chavesDeCusto(posicao.json).length).toBeGreaterThan(0);
    const p = await obter(`/api/produtos/${produto.id}`, a.token);
    expect(p.json).toMatchObject({ custo_base: 800, tipo_margem: "percentual", valor_margem: 20 });
  });
});
