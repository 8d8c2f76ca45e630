/**
 * POST /api/portal/consulta — the public customer area: one card per boleto contract in every
 * store where the CPF bought and the phone matches; an unknown CPF and a wrong phone look the
 * same; a CPF answers 429 after 5 failures whether or not it is anyone's; a per-address limit.
 * Each test speaks from its own client address (a loopback address of its own, support/endereco.ts),
 * so the per-address limit of one test does not reach another.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { createHash } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { calcularEncargos } from "../../shared/boletos";
import { hojeBrasil, somarDias } from "../../shared/br/datas";
import { chamarApi, novaEmpresa } from "../support/api";
import { parcelasGravadas } from "../support/boletos";
import { aparelhos, venderNoBoleto } from "../support/contratos";
import { ESPERA_FLUXO_MS } from "../support/fluxo";
import { chamarDe, novoEnderecoLocal } from "../support/endereco";
import { novoCpf } from "../support/fabricas";

const NAO_ENCONTRADO = { error: { code: "NOT_FOUND", message: "Nenhum contrato encontrado para este CPF e telefone." } };
const LIMITE = { error: { code: "RATE_LIMITED", message: "Muitas tentativas de consulta. Por segurança, tente novamente mais tarde." } };
const TELEFONE = "(81) 99876-5432";

const novoEndereco = novoEnderecoLocal;

const consultar = (corpo: unknown, endereco: string, bruto?: string) =>
  chamarDe(endereco, "POST", "/api/portal/consulta", bruto === undefined ? { body: corpo } : { corpoBruto: bruto });

async function ler(chave: { PK: string; SK: string }) {
  return (await db().send(new GetCommand({ TableName: tabela(), Key: chave, ConsistentRead: true }))).Item;
}

const hash = (tipo: string, valor: string) => createHash("sha256").update(`portal:${tipo}:${valor}`).digest("hex");

/** A store that sold one device on boleto to the customer with `cpf` (and `telefone`), slips issued. */
async function lojaQueVendeu(nome: string, cpf: string, opcoes: { telefone?: string; dataVenda?: string; qtd?: number; esperarBoletos?: boolean } = {}) {
  const a = await novaEmpresa({ nome_fantasia: nome });
  const { itens, produto } = await aparelhos(a.token, 1, `Modelo ${nome}`);
  const c = await chamarApi("POST", "/api/clientes", { token: a.token, body: { nome: "Maria da Silva", cpf, telefone: opcoes.telefone ?? TELEFONE, endereco: null, data_nasc: null } });
  if (c.status !== 201) throw new Error(`cliente: ${c.status} ${JSON.stringify(c.body)}`);
  const v = await venderNoBoleto(a.token, c.body.id, itens[0]!.id, opcoes.dataVenda ?? hojeBrasil(), { qtd_parcelas: opcoes.qtd ?? 8 });
  if (opcoes.esperarBoletos ?? true) {
    await expect
      .poll(async () => (await parcelasGravadas(a.empresa.id, v.contrato.id)).map((p) => p.boleto_status), { timeout: ESPERA_FLUXO_MS, interval: 200 })
      .toEqual(Array(opcoes.qtd ?? 8).fill("emitido"));
  }
  return { a, v, imei: itens[0]!.imei, produto };
}

const chaves_ = (o: object) => Object.keys(o).sort();

describe("POST /api/portal/consulta", () => {
  it("mostra um cartão por contrato de cada loja onde o CPF comprou no boleto e o telefone confere, e nada mais", async () => {
    const cpf = novoCpf();
    const [loja1, loja2, outra] = await Promise.all([
      lojaQueVendeu("Loja Centro", cpf),
      lojaQueVendeu("Loja Bairro", cpf),
      // Same CPF, another phone on that store's record: not this person's card.
      lojaQueVendeu("Loja Outro Telefone", cpf, { telefone: "(11) 91234-5678", esperarBoletos: false }),
    ]);
    await chamarApi("PUT", "/api/empresa", {
      token: loja1.a.token,
      body: { nome_fantasia: "Loja Centro", cnpj: loja1.a.empresa.cnpj, plano: "pro", endereco: "Rua da Aurora, 100", cep: "50050-000", cidade: "Recife", uf: "PE", whatsapp: "(81) 3333-4444" },
    });
    const endereco = novoEndereco();

    // The phone as the customer types it: masked, bare digits or with +55.
    for (const telefone of [TELEFONE, "81998765432", "+55 81 99876-5432"]) {
      const r = await consultar({ cpf: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`, telefone }, endereco);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.contratos.map((c: any) => c.loja.nome_fantasia).sort()).toEqual(["Loja Bairro", "Loja Centro"]);
    }
    const r = await consultar({ cpf, telefone: TELEFONE }, endereco);
    expect(chaves_(r.body)).toEqual(["contratos"]);
    const centro = r.body.contratos.find((c: any) => c.loja.nome_fantasia === "Loja Centro");
    const bairro = r.body.contratos.find((c: any) => c.loja.nome_fantasia === "Loja Bairro");
    for (const c of [centro, bairro]) {
      expect(chaves_(c)).toEqual(["aparelho", "loja", "proximoVencimento", "quitacao", "quitado", "statusAparelho", "todosBoletos", "valorProximoVencimento"]);
      expect(c.quitado).toBeNull();
      expect(chaves_(c.loja)).toEqual(["endereco", "nome_fantasia", "whatsapp"]);
      expect(chaves_(c.aparelho)).toEqual(["imei_final", "modelo"]);
      expect(c.todosBoletos).toHaveLength(8);
      for (const b of c.todosBoletos) {
        expect(chaves_(b)).toEqual(["data_vencimento", "linha_digitavel", "link_boleto", "numero_parcela", "pix_copia_e_cola", "status", "valor_pago", "valor_parcela", "vencimento_util"]);
        expect(b.valor_pago).toBeNull();
        expect(b.status).toBe("pendente");
        expect(b.linha_digitavel).toMatch(/^\d{47}$/);
        expect(b.link_boleto).toMatch(/^\/api\/portal\/boletos\/[A-Za-z0-9_-]{22}$/);
      }
      expect(c.statusAparelho).toBe("Ativo");
    }
    expect(centro.loja).toEqual({ nome_fantasia: "Loja Centro", whatsapp: "8133334444", endereco: "Rua da Aurora, 100 — Recife/PE — CEP 50050-000" });
    expect(bairro.loja).toEqual({ nome_fantasia: "Loja Bairro", whatsapp: null, endereco: null });
    expect(centro.aparelho).toEqual({ modelo: "Modelo Loja Centro", imei_final: loja1.imei.slice(-4) });
    expect(bairro.aparelho).toEqual({ modelo: "Modelo Loja Bairro", imei_final: loja2.imei.slice(-4) });
    const p1 = loja1.v.parcelas[0]!;
    expect(centro.proximoVencimento).toBe(centro.todosBoletos[0].data_vencimento);
    expect(centro.valorProximoVencimento).toBe(p1.valor_parcela);
    expect(centro.todosBoletos.map((b: any) => b.numero_parcela)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(centro.todosBoletos[0].valor_parcela).toBe(p1.valor_parcela);

    // No id, cost or other customer's data anywhere in the answer, slip links included (opaque
    // tokens: a signed storage URL would name the company, contract and instalment).
    const texto = JSON.stringify(r.body);
    const ids = [loja1, loja2].flatMap((l) => [l.a.empresa.id, l.v.contrato.id, l.v.venda.id, l.imei, ...l.v.parcelas.map((p) => p.id)]);
    for (const proibido of [...ids, cpf, "custo", "cliente_id", "X-Amz", outra.a.empresa.nome_fantasia]) {
      expect(texto).not.toContain(proibido);
    }
    // Not the storage object's key either (boletos/<empresa>/<contrato>/<parcela>-vN.pdf).
    expect(texto).not.toMatch(/boletos\/[0-9A-HJKMNP-TV-Z]{26}\//);
    expect(new Set(r.body.contratos.flatMap((c: any) => c.todosBoletos.map((b: any) => b.link_boleto))).size).toBe(16);

    // The slip link opens the PDF, inline, from the API itself; an unknown or malformed token is a 404.
    const { apiUrl } = inject("pilha");
    const pdf = await fetch(`${apiUrl}${centro.todosBoletos[0].link_boleto}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toContain("application/pdf");
    expect(pdf.headers.get("content-disposition")).toMatch(/^inline/);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    for (const falso of ["AAAAAAAAAAAAAAAAAAAAAA", "curto", "%ff%fe"]) {
      const r404 = await fetch(`${apiUrl}/api/portal/boletos/${falso}`);
      expect(r404.status).toBe(404);
      expect(await r404.json()).toEqual({ error: { code: "NOT_FOUND", message: "Link do boleto expirado. Consulte seus boletos novamente." } });
    }

    // The store with the other phone, looked up with that phone, shows only its own card.
    const so = await consultar({ cpf, telefone: "(11) 91234-5678" }, endereco);
    expect(so.status).toBe(200);
    expect(so.body.contratos.map((c: any) => c.loja.nome_fantasia)).toEqual(["Loja Outro Telefone"]);
  });

  it("parcela paga não tem link nem códigos; atrasada mostra o valor com multa e juros do dia", async () => {
    const cpf = novoCpf();
    const hoje = hojeBrasil();
    const { a, v } = await lojaQueVendeu("Loja Atrasos", cpf, { dataVenda: somarDias(hoje, -75), esperarBoletos: false });
    expect((await chamarApi("POST", `/api/parcelas/${v.parcelas[0]!.id}/pagar`, { token: a.token })).status).toBe(200);
    const r = await consultar({ cpf, telefone: TELEFONE }, novoEndereco());
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [c] = r.body.contratos;
    const [b1, b2] = c.todosBoletos;
    expect(b1).toMatchObject({ numero_parcela: 1, status: "pago", link_boleto: null, linha_digitavel: null, pix_copia_e_cola: null, valor_parcela: v.parcelas[0]!.valor_parcela });
    const gravadas = await parcelasGravadas(a.empresa.id, v.contrato.id);
    const p2 = gravadas.find((p) => p.numero_parcela === 2)!;
    const devido = calcularEncargos({ valorCentavos: p2.valor_parcela_centavos, dataVencimento: p2.data_vencimento, dataPagamento: hoje }).totalCentavos;
    expect(devido).toBeGreaterThan(p2.valor_parcela_centavos);
    expect(b2).toMatchObject({ numero_parcela: 2, status: "atrasado", valor_parcela: devido / 100, data_vencimento: p2.data_vencimento });
    expect(c.proximoVencimento).toBe(p2.data_vencimento);
    expect(c.valorProximoVencimento).toBe(devido / 100);
    const futura = c.todosBoletos.find((b: any) => b.data_vencimento > hoje);
    expect(futura.status).toBe("pendente");
  });

  it("atrasada usa a multa e os juros da Cobrança de cada loja, não os padrão", async () => {
    const cpf = novoCpf();
    const hoje = hojeBrasil();
    const [propria, padrao] = await Promise.all([
      lojaQueVendeu("Loja Encargos Próprios", cpf, { dataVenda: somarDias(hoje, -75), esperarBoletos: false }),
      lojaQueVendeu("Loja Encargos Padrão", cpf, { dataVenda: somarDias(hoje, -75), esperarBoletos: false }),
    ]);
    const encargos = { multa_percentual: 0.5, juros_mensal_percentual: 0.25 };
    const salvo = await chamarApi("PUT", "/api/empresa/cobranca", {
      token: propria.a.token,
      body: { bloqueio_automatico: false, dias_carencia: 5, valor_minimo_atraso: 0, ufs_sem_bloqueio: [], ...encargos },
    });
    expect(salvo.status, JSON.stringify(salvo.body)).toBe(200);
    const r = await consultar({ cpf, telefone: TELEFONE }, novoEndereco());
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    for (const [loja, enc] of [[propria, encargos], [padrao, undefined]] as const) {
      const c = r.body.contratos.find((x: any) => x.loja.nome_fantasia === loja.a.empresa.nome_fantasia);
      const p1 = (await parcelasGravadas(loja.a.empresa.id, loja.v.contrato.id)).find((p) => p.numero_parcela === 1)!;
      const devido = calcularEncargos({ valorCentavos: p1.valor_parcela_centavos, dataVencimento: p1.data_vencimento, dataPagamento: hoje, encargos: enc }).totalCentavos;
      expect(c.todosBoletos[0]).toMatchObject({ numero_parcela: 1, status: "atrasado", valor_parcela: devido / 100 });
      expect(c.valorProximoVencimento).toBe(devido / 100);
    }
    const [proprio, comPadrao] = [propria, padrao].map((l) => r.body.contratos.find((x: any) => x.loja.nome_fantasia === l.a.empresa.nome_fantasia).todosBoletos[0].valor_parcela);
    // Same sale value and dates: the lower settings must show a smaller amount due.
    expect(proprio).toBeLessThan(comPadrao);
  });

  it("CPF desconhecido e telefone errado: mesmo status, mesmo corpo, mesmo tempo mínimo", async () => {
    const cpf = novoCpf();
    await lojaQueVendeu("Loja Sigilo", cpf, { esperarBoletos: false });
    const endereco = novoEndereco();
    const errado = await consultar({ cpf, telefone: "(81) 91111-2222" }, endereco);
    const desconhecido = await consultar({ cpf: novoCpf(), telefone: TELEFONE }, endereco);
    expect({ status: errado.status, body: errado.body }).toEqual({ status: 404, body: NAO_ENCONTRADO });
    expect({ status: desconhecido.status, body: desconhecido.body }).toEqual({ status: 404, body: NAO_ENCONTRADO });
    expect(errado.ms).toBeGreaterThanOrEqual(350);
    expect(desconhecido.ms).toBeGreaterThanOrEqual(350);
    expect(Math.abs(errado.ms - desconhecido.ms)).toBeLessThan(300);
  });

  it("a 6ª consulta falha de um CPF responde 429, seja ele cliente ou não, até com o telefone certo", async () => {
    const conhecido = novoCpf();
    const desconhecido = novoCpf();
    await lojaQueVendeu("Loja Limite", conhecido, { esperarBoletos: false });
    const endereco = novoEndereco();
    for (let i = 0; i < 5; i++) {
      expect(await consultar({ cpf: conhecido, telefone: "(81) 90000-0000" }, endereco)).toMatchObject({ status: 404, body: NAO_ENCONTRADO });
      expect(await consultar({ cpf: desconhecido, telefone: TELEFONE }, endereco)).toMatchObject({ status: 404, body: NAO_ENCONTRADO });
    }
    const c6 = await consultar({ cpf: conhecido, telefone: TELEFONE }, endereco);
    const d6 = await consultar({ cpf: desconhecido, telefone: TELEFONE }, endereco);
    expect({ status: c6.status, body: c6.body }).toEqual({ status: 429, body: LIMITE });
    expect({ status: d6.status, body: d6.body }).toEqual({ status: 429, body: LIMITE });
    // From another address too: the limit is the CPF's.
    expect((await consultar({ cpf: conhecido, telefone: TELEFONE }, novoEndereco())).status).toBe(429);

    // The counter: keyed by a hash (no CPF in the item), a 24 h TTL.
    const item = await ler(chaves.tentativasPortalCpf(hash("cpf", desconhecido)));
    expect(item).toMatchObject({ entidade: "tentativas_portal", tipo: "cpf", tentativas: 6 });
    expect(JSON.stringify(item)).not.toContain(desconhecido);
    const agora = Date.now() / 1000;
    expect(item!.expira_em).toBeGreaterThan(agora + 24 * 3600 - 120);
    expect(item!.expira_em).toBeLessThanOrEqual(agora + 24 * 3600 + 1);
  });

  it("consultas certas não contam como falha", async () => {
    const cpf = novoCpf();
    await lojaQueVendeu("Loja Frequente", cpf);
    const endereco = novoEndereco();
    for (let i = 0; i < 7; i++) expect((await consultar({ cpf, telefone: TELEFONE }, endereco)).status).toBe(200);
    expect((await ler(chaves.tentativasPortalCpf(hash("cpf", cpf))))?.tentativas).toBe(0);
  });

  it("30 consultas simultâneas do mesmo CPF: no máximo 5 chegam a procurar, as outras são 429", async () => {
    const cpf = novoCpf();
    const endereco = novoEndereco();
    const rs = await Promise.all(Array.from({ length: 30 }, () => consultar({ cpf, telefone: TELEFONE }, endereco)));
    const status = rs.map((r) => r.status).sort();
    expect(status.filter((s) => s === 404)).toHaveLength(5);
    expect(status.filter((s) => s === 429)).toHaveLength(25);
  });

  it("um endereço de cliente passa de 300 consultas por hora: 429 para qualquer CPF; outro endereço segue", async () => {
    const endereco = novoEndereco();
    // In waves, so 300 held-back misses (350 ms each) do not all wait on one another's sockets.
    for (let onda = 0; onda < 6; onda++) {
      const rs = await Promise.all(Array.from({ length: 50 }, () => consultar({ cpf: novoCpf(), telefone: TELEFONE }, endereco)));
      expect(rs.map((r) => r.status)).toEqual(Array(50).fill(404));
    }
    const novoCpf301 = novoCpf();
    expect(await consultar({ cpf: novoCpf301, telefone: TELEFONE }, endereco)).toMatchObject({ status: 429, body: LIMITE });
    // The CPF was not counted against: from another address it is an ordinary miss.
    expect((await consultar({ cpf: novoCpf301, telefone: TELEFONE }, novoEndereco())).status).toBe(404);
    expect(await ler(chaves.tentativasPortalIp(hash("ip", endereco)))).toMatchObject({ tipo: "ip", tentativas: 301 });
  }, 60_000);

  it("entradas inválidas: 400 com a mensagem da especificação e nada gravado; 11 MB é 413", async () => {
    const endereco = novoEndereco();
    const casos: [unknown, string][] = [
      [{}, "CPF é obrigatório"],
      [{ cpf: "", telefone: TELEFONE }, "CPF é obrigatório"],
      [{ cpf: novoCpf(), telefone: "" }, "Telefone é obrigatório"],
      [{ cpf: "123.456.789", telefone: TELEFONE }, "CPF inválido. Deve conter 11 dígitos numéricos."],
      [{ cpf: "111.111.111-11", telefone: TELEFONE }, "CPF inválido. Deve conter 11 dígitos numéricos."],
      [{ cpf: "1".repeat(2048), telefone: TELEFONE }, "CPF inválido. Deve conter 11 dígitos numéricos."],
      [{ cpf: `${novoCpf()}${"x".repeat(2048)}`, telefone: TELEFONE }, "CPF inválido. Deve conter 11 dígitos numéricos."],
      [{ cpf: 1e308, telefone: TELEFONE }, "CPF é obrigatório"],
      [{ cpf: novoCpf(), telefone: "9".repeat(2048) }, "Telefone inválido. Informe DDD e número."],
      [{ cpf: novoCpf(), telefone: "%ff%fe" }, "Telefone inválido. Informe DDD e número."],
    ];
    for (const [corpo, mensagem] of casos) {
      const r = await consultar(corpo, endereco);
      expect(r.status, JSON.stringify(corpo).slice(0, 80)).toBe(400);
      expect(r.body.error).toMatchObject({ code: "VALIDATION", message: mensagem });
    }
    for (const bruto of ["lixo", "[]", "null", "\u0000\u00ff", "{".repeat(2048)]) {
      expect((await consultar(undefined, endereco, bruto)).status).toBe(400);
    }
    expect(await ler(chaves.tentativasPortalIp(hash("ip", endereco)))).toBeUndefined();
    const grande = await consultar(undefined, endereco, JSON.stringify({ cpf: novoCpf(), telefone: TELEFONE, x: "a".repeat(11 * 1024 * 1024) }));
    expect(grande.status).toBe(413);
  });
});

