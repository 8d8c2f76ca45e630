/** GET /api/contratos — 'Controle de Boletos': paging newest first, status and search filters, tenant isolation. */
import { describe, expect, it } from "vitest";
import { chamarApi, novaEmpresa, todasAsPaginas } from "../support/api";
import { aparelhos, cliente, venderNoBoleto } from "../support/contratos";
import { ESPERA_FLUXO_MS } from "../support/fluxo";

const ids = (r: { body: { items: { id: string }[] } }) => r.body.items.map((c) => c.id);

describe("GET /api/contratos", () => {
  it("pagina do mais novo ao mais antigo, sem repetir nem pular, e cada contrato traz cliente, aparelho, produto e parcelas por número", async () => {
    const a = await novaEmpresa();
    const { produto, itens } = await aparelhos(a.token, 5);
    const maria = await cliente(a.token, "Maria da Silva");
    const criados: string[] = [];
    for (const item of itens) criados.push((await venderNoBoleto(a.token, maria.id, item.id)).contrato.id);

    const paginas = await todasAsPaginas(a.token, "/api/contratos?limit=2");
    expect(paginas.map((p) => p.items.length)).toEqual([2, 2, 1]);
    expect(paginas.flatMap((p) => p.items.map((c: { id: string }) => c.id))).toEqual([...criados].reverse());

    const primeiro = paginas[0].items[0];
    const item = itens[itens.length - 1]!;
    expect(primeiro).toMatchObject({
      id: criados[criados.length - 1],
      status_contrato: "ativo",
      qtd_parcelas: 12,
      tem_conteudo: expect.any(Boolean),
      cliente: { id: maria.id, nome: "Maria da Silva", cpf: maria.cpf },
      item: { id: item.id, imei: item.imei, cor: item.cor },
      produto: { id: produto.id, codigo: produto.codigo, nome_modelo: "Galaxy A15 128GB", marca: produto.marca.nome },
    });
    expect(primeiro).not.toHaveProperty("conteudo_gerado");
    expect(primeiro).not.toHaveProperty("busca");
    expect(primeiro.parcelas.map((p: { numero_parcela: number }) => p.numero_parcela)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(primeiro.parcelas[0]).toMatchObject({ status_parcela: "aberta", boleto_status: "emitindo", contrato_id: primeiro.id, valor_devido: primeiro.parcelas[0].valor_parcela });

    // Unfiltered: a page exactly at the end says there is no next one.
    const exato = await chamarApi("GET", "/api/contratos?limit=5", { token: a.token });
    expect(exato.body.next).toBeNull();
    expect(ids(exato)).toHaveLength(5);
  });

  it("filtra por status e busca nome e modelo sem diferenciar maiúsculas e acentos, CPF e IMEI por trecho, e combina os filtros", async () => {
    const a = await novaEmpresa();
    const galaxy = await aparelhos(a.token, 2, "Galaxy A15 128GB");
    const iphone = await aparelhos(a.token, 2, "iPhone 13 Pró");
    const joao = await cliente(a.token, "João Conceição", "52998224725");
    const maria = await cliente(a.token, "Maria da Silva");
    const c1 = await venderNoBoleto(a.token, joao.id, iphone.itens[0]!.id);
    const c2 = await venderNoBoleto(a.token, maria.id, galaxy.itens[0]!.id);
    const c3 = await venderNoBoleto(a.token, maria.id, iphone.itens[1]!.id);
    expect((await chamarApi("PATCH", `/api/vendas/${c3.venda.id}/status`, { token: a.token, body: { status: "CANCELADA" } })).status).toBe(200);

    const buscar = async (query: string) => {
      const r = await chamarApi("GET", `/api/contratos?${query}`, { token: a.token });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return ids(r);
    };
    const [k1, k2, k3] = [c1.contrato.id, c2.contrato.id, c3.contrato.id];
    expect(await buscar("")).toEqual([k3, k2, k1]);
    expect(await buscar("status=cancelado")).toEqual([k3]);
    expect(await buscar("status=ativo")).toEqual([k2, k1]);
    expect(await buscar("status=liquidado")).toEqual([]);
    expect(await buscar("status=")).toEqual([k3, k2, k1]);
    expect(await buscar(`q=${encodeURIComponent("JOAO")}`)).toEqual([k1]);
    expect(await buscar(`q=${encodeURIComponent("conceição")}`)).toEqual([k1]);
    expect(await buscar(`q=${encodeURIComponent("  iphone 13 PRO ")}`)).toEqual([k3, k1]);
    expect(await buscar(`q=${encodeURIComponent("galáxy")}`)).toEqual([k2]);
    expect(await buscar(`q=${encodeURIComponent("529.982")}`)).toEqual([k1]);
    expect(await buscar(`q=${encodeURIComponent("98224725")}`)).toEqual([k1]);
    expect(await buscar(`q=${galaxy.itens[0]!.imei.slice(5, 12)}`)).toEqual([k2]);
    expect(await buscar(`q=${iphone.itens[1]!.imei}`)).toEqual([k3]);
    expect(await buscar(`q=maria&status=cancelado`)).toEqual([k3]);
    expect(await buscar(`q=maria&status=ativo`)).toEqual([k2]);
    expect(await buscar(`q=joao&status=cancelado`)).toEqual([]);
    expect(await buscar(`q=${encodeURIComponent("silva|")}`)).toEqual([k3, k2]);
    expect(await buscar(`q=ninguem`)).toEqual([]);

    // A filtered list pages too, one match at a time, without repeating or skipping.
    const paginas = await todasAsPaginas(a.token, "/api/contratos?q=maria&limit=1");
    expect(paginas.flatMap((p) => p.items.map((c: { id: string }) => c.id))).toEqual([k3, k2]);
  });

  it("quando o cliente muda de nome ou CPF, a busca dos seus contratos acompanha (pelo stream)", async () => {
    const a = await novaEmpresa();
    const { itens } = await aparelhos(a.token, 2);
    const maria = await cliente(a.token, "Maria da Silva");
    const outro = await cliente(a.token, "Pedro Alves");
    const c1 = await venderNoBoleto(a.token, maria.id, itens[0]!.id);
    const c2 = await venderNoBoleto(a.token, outro.id, itens[1]!.id);
    const novoCpf = "11144477735";
    const r = await chamarApi("PUT", `/api/clientes/${maria.id}`, { token: a.token, body: { nome: "Joana Ângela Prado", cpf: novoCpf, telefone: null, endereco: null, data_nasc: null } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const buscar = async (q: string) => ids(await chamarApi("GET", `/api/contratos?q=${encodeURIComponent(q)}`, { token: a.token }));
    await expect.poll(() => buscar("angela prado"), { timeout: ESPERA_FLUXO_MS, interval: 200 }).toEqual([c1.contrato.id]);
    expect(await buscar("maria")).toEqual([]);
    expect(await buscar(maria.cpf.slice(0, 8))).toEqual([]);
    expect(await buscar("144.477")).toEqual([c1.contrato.id]);
    // The model and IMEI stay searchable, and the other customer's contract is untouched.
    expect(await buscar(itens[0]!.imei.slice(-6))).toEqual([c1.contrato.id]);
    expect(await buscar("galaxy a15")).toEqual([c2.contrato.id, c1.contrato.id]);
    expect(await buscar("pedro")).toEqual([c2.contrato.id]);
  });

  it("quando o modelo é renomeado, a busca dos contratos dele acompanha, e só a deles", async () => {
    const a = await novaEmpresa();
    const galaxy = await aparelhos(a.token, 1, "Galaxy A15");
    const maior = await aparelhos(a.token, 1, "Galaxy A15 128GB");
    const maria = await cliente(a.token, "Maria da Silva");
    const c1 = await venderNoBoleto(a.token, maria.id, galaxy.itens[0]!.id);
    const c2 = await venderNoBoleto(a.token, maria.id, maior.itens[0]!.id);
    const p = galaxy.produto;
    const r = await chamarApi("PUT", `/api/produtos/${p.id}`, {
      token: a.token,
      body: { nome_modelo: "Moto Édge 50", marca_id: p.marca_id, categoria_id: p.categoria_id, descricao: null, custo_base: 800, tipo_margem: "percentual", valor_margem: 20, estoque_minimo: 2 },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const buscar = async (q: string) => ids(await chamarApi("GET", `/api/contratos?q=${encodeURIComponent(q)}`, { token: a.token }));
    await expect.poll(() => buscar("moto edge"), { timeout: ESPERA_FLUXO_MS, interval: 200 }).toEqual([c1.contrato.id]);
    expect(await buscar("galaxy a15")).toEqual([c2.contrato.id]);
    expect(await buscar("maria")).toEqual([c2.contrato.id, c1.contrato.id]);
  });

  it("outra empresa não vê os contratos nem usa o cursor de outra; sem token é 401", async () => {
    const a = await novaEmpresa();
    const b = await novaEmpresa();
    const { itens } = await aparelhos(a.token, 2);
    const maria = await cliente(a.token, "Maria da Silva");
    for (const item of itens) await venderNoBoleto(a.token, maria.id, item.id);
    const pa = await chamarApi("GET", "/api/contratos?limit=1", { token: a.token });
    expect(pa.body.next).toEqual(expect.any(String));
    const pb = await chamarApi("GET", "/api/contratos", { token: b.token });
    expect(pb).toEqual({ status: 200, body: { items: [], next: null } });
    const alheio = await chamarApi("GET", `/api/contratos?cursor=${encodeURIComponent(pa.body.next)}`, { token: b.token });
    expect(alheio.status).toBe(400);
    expect(alheio.body.error).toMatchObject({ code: "VALIDATION", fields: { cursor: "Cursor inválido" } });
    expect((await chamarApi("GET", "/api/contratos")).status).toBe(401);
  });

  it("recusa status, limite, busca e cursor inválidos com 400 em português, e nunca responde 500", async () => {
    const a = await novaEmpresa();
    const casos: [string, string, string][] = [
      ["status=pago", "status", "Status inválido: use ativo, inadimplente, liquidado ou cancelado"],
      ["status=ATIVO", "status", "Status inválido: use ativo, inadimplente, liquidado ou cancelado"],
      ["limit=0", "limit", "O limite deve ser um número inteiro de 1 a 50"],
      ["limit=51", "limit", "O limite deve ser um número inteiro de 1 a 50"],
      ["limit=1e308", "limit", "O limite deve ser um número inteiro de 1 a 50"],
      ["limit=0.001", "limit", "O limite deve ser um número inteiro de 1 a 50"],
      ["limit=abc", "limit", "O limite deve ser um número inteiro de 1 a 50"],
      [`q=${"a".repeat(101)}`, "q", "A busca deve ter no máximo 100 caracteres"],
      ["cursor=xyz", "cursor", "Cursor inválido"],
      [`cursor=${"A".repeat(2048)}`, "cursor", "Cursor inválido"],
      [`cursor=${Buffer.from(JSON.stringify({ PK: "EMP#x", SK: "CONTRATO#x" })).toString("base64url")}`, "cursor", "Cursor inválido"],
    ];
    for (const [query, campo, mensagem] of casos) {
      const r = await chamarApi("GET", `/api/contratos?${query}`, { token: a.token });
      expect([r.status, r.body.error?.fields?.[campo]], query).toEqual([400, mensagem]);
    }
    // A cursor shaped right but pointing into another partition of the same company.
    const id = "01JABCDEFGHJKMNPQRSTVWXYZ0";
    const forjado = Buffer.from(JSON.stringify({ GSI4PK: `EMP#${a.empresa.id}#VENDAS`, GSI4SK: id, PK: `EMP#${a.empresa.id}`, SK: `CONTRATO#${id}` })).toString("base64url");
    expect((await chamarApi("GET", `/api/contratos?cursor=${forjado}`, { token: a.token })).status).toBe(400);
    for (const query of ["q=%ff%fe", "q=%25ff", "status=%ff", `q=${encodeURIComponent("'\" OR 1=1 --")}`]) {
      const r = await chamarApi("GET", `/api/contratos?${query}`, { token: a.token });
      expect(r.status, query).toBeLessThan(500);
    }
  });
});
