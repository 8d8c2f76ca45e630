/**
 * What an attacker's probe of every route found (issue 30, "The API under bad input"): each is a
 * 4xx with a pt-BR message in the `{ error: { code, message } }` envelope, and nothing is written.
 * The shared helpers' rules are unit-tested (test/unit/entradas-hostis.test.ts); here the real
 * handlers and the local gateway prove the answers and that nothing was stored.
 */
import http from "node:http";
import { afterAll, describe, expect, inject, it } from "vitest";
import { iniciarGateway, type Gateway } from "../../scripts/local/gateway";
import { hojeBrasil, somarDias } from "../../shared/br/datas";
import { COBRANCA_PADRAO } from "../../shared/empresa/cobranca";
import { chamarApi, novaEmpresa } from "../support/api";
import { entrada, produtoEFornecedor } from "../support/estoque";
import { novoImei } from "../support/fabricas";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";

const marcas = async (token: string): Promise<string[]> => (await chamarApi("GET", "/api/marcas", { token })).body.items.map((m: { nome: string }) => m.nome);

describe("períodos, dinheiro e datas", () => {
  it("GET /api/vendas com de depois de ate: 400 como nos relatórios", async () => {
    const a = await novaEmpresa();
    const r = await chamarApi("GET", "/api/vendas?de=2026-11-28&ate=2026-11-27", { token: a.token });
    expect([r.status, r.body.error.code, r.body.error.fields]).toEqual([400, "VALIDATION", { ate: "A data final deve ser igual ou posterior à data inicial" }]);
  });

  it("produtos: subnormais e frações de centavo são 400 em POST e PUT, nada gravado", async () => {
    const a = await novaEmpresa();
    const { produto } = await produtoEFornecedor(a.token);
    const base = { nome_modelo: "Moto G", marca_id: produto.marca_id, categoria_id: produto.categoria_id, descricao: null, custo_base: 500, tipo_margem: "percentual", valor_margem: 10, estoque_minimo: null };
    const casos: [Record<string, unknown>, string, string][] = [
      [{ valor_margem: 1e-310 }, "valor_margem", "Use no máximo 2 casas decimais (centavos)"],
      [{ tipo_margem: "real", valor_margem: 5e-324 }, "valor_margem", "Use no máximo 2 casas decimais (centavos)"],
      [{ custo_base: 5e-324 }, "custo_base", "Use no máximo 2 casas decimais (centavos)"],
      [{ custo_base: 1.005 }, "custo_base", "Use no máximo 2 casas decimais (centavos)"],
      [{ valor_margem: 12.345 }, "valor_margem", "Use no máximo 2 casas decimais (centavos)"],
    ];
    for (const [extra, campo, mensagem] of casos) {
      const criar = await chamarApi("POST", "/api/produtos", { token: a.token, body: { ...base, ...extra } });
      expect([criar.status, criar.body.error?.fields?.[campo]], JSON.stringify(extra)).toEqual([400, mensagem]);
      const editar = await chamarApi("PUT", `/api/produtos/${produto.id}`, { token: a.token, body: { ...base, ...extra } });
      expect([editar.status, editar.body.error?.fields?.[campo]], JSON.stringify(extra)).toEqual([400, mensagem]);
    }
    const lista = await chamarApi("GET", "/api/produtos", { token: a.token });
    expect(lista.body.items.map((p: { nome_modelo: string; custo_base: number }) => [p.nome_modelo, p.custo_base])).toEqual([["Galaxy A15 128GB", 800]]);
  });

  it("cobrança: multa, juros e valor mínimo subnormais ou com 3 casas são 400, nada gravado", async () => {
    const a = await novaEmpresa();
    const casos: [Record<string, unknown>, string, string][] = [
      [{ multa_percentual: 5e-324 }, "multa_percentual", "A multa aceita no máximo duas casas decimais."],
      [{ juros_mensal_percentual: 0.005 }, "juros_mensal_percentual", "A taxa de juros aceita no máximo duas casas decimais."],
      [{ valor_minimo_atraso: 5e-324 }, "valor_minimo_atraso", "Use no máximo 2 casas decimais (centavos)"],
    ];
    for (const [extra, campo, mensagem] of casos) {
      const r = await chamarApi("PUT", "/api/empresa/cobranca", { token: a.token, body: { ...COBRANCA_PADRAO, ...extra } });
      expect([r.status, r.body.error?.fields?.[campo]], JSON.stringify(extra)).toEqual([400, mensagem]);
    }
    expect((await chamarApi("GET", "/api/empresa/cobranca", { token: a.token })).body).toMatchObject(COBRANCA_PADRAO);
  });

  it("venda: entrada subnormal é 400 e o aparelho fica em estoque", async () => {
    const a = await novaEmpresa();
    const { cliente, itens } = await lojaComEstoque(a.token, 1);
    const r = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[0]!.id, hojeBrasil(), { entrada: 5e-324 }) });
    expect([r.status, r.body.error?.fields?.entrada]).toEqual([400, "Use no máximo 2 casas decimais (centavos)"]);
    expect((await chamarApi("GET", "/api/vendas", { token: a.token })).body.items).toEqual([]);
  });

  it("entrada de estoque: data entre 2000-01-01 e hoje", async () => {
    const a = await novaEmpresa();
    const { produto, fornecedor } = await produtoEFornecedor(a.token);
    const casos: [string, string][] = [
      ["9999-12-31", "Data de entrada não pode ser depois de hoje"],
      [somarDias(hojeBrasil(), 1), "Data de entrada não pode ser depois de hoje"],
      ["0000-01-01", "Data de entrada não pode ser antes de 01/01/2000"],
      ["1999-12-31", "Data de entrada não pode ser antes de 01/01/2000"],
      ["2026-02-30", "Data de entrada inválida"],
    ];
    for (const [data, mensagem] of casos) {
      const r = await chamarApi("POST", "/api/estoque/entradas", { token: a.token, body: entrada(produto.id, fornecedor.id, [novoImei()], { data_entrada: data }) });
      expect([r.status, r.body.error?.fields?.data_entrada], data).toEqual([400, mensagem]);
    }
    expect((await chamarApi("GET", "/api/estoque/itens", { token: a.token })).body.items).toEqual([]);
    const hoje = await chamarApi("POST", "/api/estoque/entradas", { token: a.token, body: entrada(produto.id, fornecedor.id, [novoImei()], { data_entrada: hojeBrasil() }) });
    expect(hoje.status).toBe(201);
  });
});

describe("webhook de um provedor que não é o daqui", () => {
  it("POST /api/webhooks/boletos/asaas onde o provedor é o simulado: 404 como um desconhecido", async () => {
    for (const provedor of ["asaas", "nao-existe"]) {
      const r = await chamarApi("POST", `/api/webhooks/boletos/${provedor}`, { body: { event: "PAYMENT_RECEIVED", payment: { id: "pay_1" } } });
      expect([r.status, r.body.error], provedor).toEqual([404, { code: "NOT_FOUND", message: "Provedor de boletos não encontrado" }]);
    }
  });
});

describe("corpo que não é application/json: 415", () => {
  it("texto, formulário, XML ou sem tipo: 415 em pt-BR e nada gravado; JSON com charset passa", async () => {
    const a = await novaEmpresa();
    const { apiUrl } = inject("pilha");
    const antes = await marcas(a.token);
    const json = JSON.stringify({ nome: "Marca Contrabandeada" });
    const envios: [string | undefined, BodyInit][] = [
      ["text/plain", json],
      ["application/x-www-form-urlencoded", json],
      ["multipart/form-data; boundary=x", json],
      ["application/xml", "<marca><nome>X</nome></marca>"],
      ["application/jsonp", json],
      [undefined, new TextEncoder().encode(json)],
    ];
    for (const [tipo, corpo] of envios) {
      const r = await fetch(`${apiUrl}/api/marcas`, { method: "POST", headers: { authorization: `Bearer ${a.token}`, ...(tipo ? { "content-type": tipo } : {}) }, body: corpo });
      if (!tipo) expect(r.headers.get("content-type")).toContain("application/json");
      expect([r.status, await r.json()], tipo ?? "sem tipo").toEqual([
        415,
        { error: { code: "UNSUPPORTED_MEDIA_TYPE", message: "Tipo de conteúdo não suportado: envie o corpo como JSON (Content-Type: application/json)." } },
      ]);
    }
    expect(await marcas(a.token)).toEqual(antes);
    const certo = await fetch(`${apiUrl}/api/marcas`, { method: "POST", headers: { authorization: `Bearer ${a.token}`, "content-type": "Application/JSON; charset=UTF-8" }, body: json });
    expect(certo.status).toBe(201);
  });
});

describe("nomes e textos sem caracteres de controle ou de formatação", () => {
  const mensagem = (campo: string) => `${campo} tem caracteres de controle ou invisíveis: digite novamente sem eles`;

  it("\\u0000, surrogate sozinho e U+202E: 400 em marcas, fornecedores e clientes; nada gravado", async () => {
    const a = await novaEmpresa();
    const antes = await marcas(a.token);
    for (const nome of ["Sam\u0000sung", "Apple\uD800", "Fatura\u202Efdp.exe", "Zero\u200Bwidth", "Esc\u001B[31m"]) {
      const r = await chamarApi("POST", "/api/marcas", { token: a.token, body: { nome } });
      expect([r.status, r.body.error?.fields?.nome], JSON.stringify(nome)).toEqual([400, mensagem("Nome da marca")]);
      const f = await chamarApi("POST", "/api/fornecedores", { token: a.token, body: { nome: "Distribuidora", endereco: `Rua A ${nome}` } });
      expect([f.status, f.body.error?.fields?.endereco], JSON.stringify(nome)).toEqual([400, mensagem("Endereço")]);
      const c = await chamarApi("POST", "/api/clientes", { token: a.token, body: { nome, cidade: "São Paulo" } });
      expect([c.status, c.body.error?.fields?.nome], JSON.stringify(nome)).toEqual([400, mensagem("Nome")]);
    }
    expect(await marcas(a.token)).toEqual(antes);
    expect((await chamarApi("GET", "/api/fornecedores", { token: a.token })).body.items).toEqual([]);
    expect((await chamarApi("GET", "/api/clientes", { token: a.token })).body.items).toEqual([]);
  });

  it("modelo de documento com NUL, U+202E ou ESC no nome: 400 em POST e PUT, nada gravado", async () => {
    const a = await novaEmpresa();
    const modelos = async () => (await chamarApi("GET", "/api/modelos-documentos", { token: a.token })).body.items as { id: string; nome: string; updated_at: string }[];
    const antes = await modelos();
    const alvo = antes[0]!;
    const conteudo = "<p>Contrato de {{cliente_nome}}</p>";
    for (const nome of ["Contrato\u0000Loja", "Contrato\u202Eadp.exe", "Contrato\u001B[31mLoja"]) {
      const criar = await chamarApi("POST", "/api/modelos-documentos", { token: a.token, body: { nome, tipo: "contrato", conteudo, ativo: true } });
      expect([criar.status, criar.body.error?.fields], JSON.stringify(nome)).toEqual([400, { nome: "Nome do modelo tem caracteres de controle ou invisíveis: digite novamente sem eles" }]);
      const editar = await chamarApi("PUT", `/api/modelos-documentos/${alvo.id}`, { token: a.token, body: { nome, tipo: "contrato", conteudo, ativo: true } });
      expect([editar.status, editar.body.error?.fields], JSON.stringify(nome)).toEqual([400, { nome: "Nome do modelo tem caracteres de controle ou invisíveis: digite novamente sem eles" }]);
    }
    const conteudoOculto = await chamarApi("POST", "/api/modelos-documentos", { token: a.token, body: { nome: "Contrato", tipo: "contrato", conteudo: "<p>cláusula \u202Eoculta</p>", ativo: true } });
    expect([conteudoOculto.status, conteudoOculto.body.error?.fields]).toEqual([400, { conteudo: "Conteúdo tem caracteres de controle ou invisíveis: digite novamente sem eles" }]);
    expect(await modelos()).toEqual(antes);
  });

  it("corpo JSON com bytes que não são UTF-8: 400 em pt-BR, nada gravado (nunca U+FFFD no lugar)", async () => {
    const a = await novaEmpresa();
    const { apiUrl } = inject("pilha");
    const antes = await marcas(a.token);
    const corpo = Buffer.concat([Buffer.from('{"nome":"Sam'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('sung"}')]);
    const r = await fetch(`${apiUrl}/api/marcas`, { method: "POST", headers: { authorization: `Bearer ${a.token}`, "content-type": "application/json" }, body: corpo });
    const mensagem = "Corpo da requisição inválido: envie o JSON em UTF-8.";
    expect([r.status, await r.json()]).toEqual([400, { error: { code: "VALIDATION", message: mensagem, fields: { _: mensagem } } }]);
    expect(await marcas(a.token)).toEqual(antes);
    // The same name in UTF-8 goes through.
    const certo = await fetch(`${apiUrl}/api/marcas`, { method: "POST", headers: { authorization: `Bearer ${a.token}`, "content-type": "application/json" }, body: Buffer.from('{"nome":"Açaí Célula"}') });
    expect([certo.status, ((await certo.json()) as { nome: string }).nome]).toEqual([201, "Açaí Célula"]);
  });

  it("acentos, emoji (com ZWJ e bandeira) e quebras de linha no endereço ficam como vieram", async () => {
    const a = await novaEmpresa();
    const nome = "Açaí Célula 📱 👨‍👩‍👧 🏴󠁧󠁢󠁳󠁣󠁴󠁿";
    const r = await chamarApi("POST", "/api/marcas", { token: a.token, body: { nome } });
    expect([r.status, r.body.nome]).toEqual([201, nome]);
    const f = await chamarApi("POST", "/api/fornecedores", { token: a.token, body: { nome: "Distribuidora", endereco: "Rua das Flores, 10\nSala 2" } });
    expect([f.status, f.body.endereco]).toEqual([201, "Rua das Flores, 10\nSala 2"]);
  });
});

/** A raw request that writes `tamanho` bytes of body, so the answer can come while it still sends. */
function enviarGrande(base: string, metodo: string, caminho: string, tamanho: number, headers: Record<string, string> = {}): Promise<{ status: number; corpo: string }> {
  const u = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: u.hostname, port: u.port, method: metodo, path: caminho, headers: { "content-type": "application/json", "content-length": String(tamanho), ...headers } }, (res) => {
      let corpo = "";
      res.on("data", (p: Buffer) => (corpo += p.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, corpo }));
    });
    req.on("error", reject);
    const bloco = Buffer.alloc(64 * 1024, "x");
    let enviados = 0;
    const escrever = () => {
      while (enviados < tamanho) {
        const parte = bloco.subarray(0, Math.min(bloco.length, tamanho - enviados));
        enviados += parte.length;
        if (!req.write(parte)) return void req.once("drain", escrever);
      }
      req.end();
    };
    escrever();
  });
}

describe("gateway local com corpo grande numa requisição recusada cedo", () => {
  it("sem token ou rota desconhecida com 2 MB: 401 e 404 no envelope, nunca 502 vazio", async () => {
    const { apiUrl } = inject("pilha");
    const semToken = await enviarGrande(apiUrl, "POST", "/api/marcas", 2 * 1024 * 1024);
    expect([semToken.status, JSON.parse(semToken.corpo)]).toEqual([401, { error: { code: "UNAUTHENTICATED", message: "Sessão expirada ou usuário inativo. Entre novamente." } }]);
    const tokenRuim = await enviarGrande(apiUrl, "POST", "/api/marcas", 2 * 1024 * 1024, { authorization: "Bearer abc.def.ghi" });
    expect(tokenRuim.status).toBe(401);
    const semRota = await enviarGrande(apiUrl, "POST", "/api/nao-existe", 2 * 1024 * 1024);
    expect([semRota.status, JSON.parse(semRota.corpo)]).toEqual([404, { error: { code: "NOT_FOUND", message: "Rota não encontrada" } }]);
  });

  let gateway: Gateway | undefined;
  afterAll(async () => gateway?.parar());

  it("rota pública acima da rajada com 2 MB: 429 no envelope", async () => {
    const { cognitoEndpoint, staffPoolId, staffClientId } = inject("pilha");
    const emissor = { issuer: `${cognitoEndpoint}/${staffPoolId}`, audience: staffClientId, jwksUri: `${cognitoEndpoint}/${staffPoolId}/.well-known/jwks.json` };
    gateway = await iniciarGateway({ porta: 0, staff: emissor, cliente: emissor, limitePublicas: { taxa: 0.01, rajada: 1 } });
    expect((await enviarGrande(gateway.url, "POST", "/api/empresas", 10)).status).toBe(400);
    const r = await enviarGrande(gateway.url, "POST", "/api/empresas", 2 * 1024 * 1024);
    expect([r.status, JSON.parse(r.corpo)]).toEqual([429, { error: { code: "RATE_LIMITED", message: "Muitas requisições em pouco tempo. Aguarde alguns segundos e tente novamente." } }]);
  });
});

describe("cursores opacos", () => {
  it("o cursor não revela as chaves; adulterado ou forjado é 400; o verdadeiro segue para a próxima página", async () => {
    const a = await novaEmpresa();
    for (const nome of ["Fornecedor Um", "Fornecedor Dois"]) {
      expect((await chamarApi("POST", "/api/fornecedores", { token: a.token, body: { nome } })).status).toBe(201);
    }
    const p1 = await chamarApi("GET", "/api/fornecedores?limit=1", { token: a.token });
    const cursor: string = p1.body.next;
    expect(cursor).toEqual(expect.any(String));
    const claro = Buffer.from(cursor, "base64url").toString("latin1");
    expect(claro).not.toContain("EMP#");
    expect(claro).not.toContain(a.empresa.id);

    const trocado = `${cursor.slice(0, 20)}${cursor[20] === "A" ? "B" : "A"}${cursor.slice(21)}`;
    const forjado = Buffer.from(JSON.stringify({ PK: `EMP#${a.empresa.id}`, SK: "FORNECEDOR#" })).toString("base64url");
    for (const ruim of [trocado, forjado, `${cursor}x`, "nao-e-cursor"]) {
      const r = await chamarApi("GET", `/api/fornecedores?limit=1&cursor=${encodeURIComponent(ruim)}`, { token: a.token });
      expect([r.status, r.body.error?.fields], ruim).toEqual([400, { cursor: "Cursor inválido" }]);
    }
    const p2 = await chamarApi("GET", `/api/fornecedores?limit=1&cursor=${encodeURIComponent(cursor)}`, { token: a.token });
    expect(p2.status).toBe(200);
    expect([...p1.body.items, ...p2.body.items].map((f: { nome: string }) => f.nome).sort()).toEqual(["Fornecedor Dois", "Fornecedor Um"]);

    // Another company's cursor opens (same key) but names another partition: 400, never its page.
    const b = await novaEmpresa();
    const alheio = await chamarApi("GET", `/api/fornecedores?limit=1&cursor=${encodeURIComponent(cursor)}`, { token: b.token });
    expect(alheio.status).toBe(400);
  });
});
