/**
 * First steps of a new shop (issue 30 item 11) on the local stack: the sign-up takes the shop's
 * address and WhatsApp (the company-data screen's fields and rules); GET /api/me answers
 * `empresa.primeiros_passos` from the company item alone; the collection settings' first save and
 * the active contract template's save mark their steps in their own transactions;
 * POST /api/empresa/primeiros-passos keeps the default contract or dismisses the list (admin only,
 * the caller's company only); the slips' Pix carries the shop's city.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { lerPixCopiaECola } from "../../shared/boletos";
import { hojeBrasil } from "../../shared/br/datas";
import { COBRANCA_PADRAO, MSG_COBRANCA } from "../../shared/empresa/cobranca";
import { chamarApi, dadosEmpresa, entrar, novaEmpresa, type EmpresaTeste } from "../support/api";
import { parcelasGravadas } from "../support/boletos";
import { novoCnpj } from "../support/fabricas";
import { usuarioComPapel } from "../support/relatorios";
import { lojaComEstoque, vendaBoleto } from "../support/vendas";

const URL = "/api/empresa/primeiros-passos";
const ler = async (chave: { PK: string; SK: string }) => (await db().send(new GetCommand({ TableName: tabela(), Key: chave, ConsistentRead: true }))).Item;
const passosDe = async (token: string) => {
  const r = await chamarApi("GET", "/api/me", { token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.empresa.primeiros_passos as { itens: { chave: string; feito: boolean }[]; concluido: boolean; dispensado: boolean };
};
const feitos = async (token: string) => Object.fromEntries((await passosDe(token)).itens.map((i) => [i.chave, i.feito]));
const NADA_FEITO = { endereco: false, whatsapp: false, cobranca: false, modelo_contrato: false };
const ENDERECO = { endereco: "Rua da Aurora, 120, Boa Vista", cep: "50050-000", cidade: "Recife", uf: "PE" };

async function modeloContratoPadrao(a: EmpresaTeste) {
  const lista = await chamarApi("GET", "/api/modelos-documentos", { token: a.token });
  return (lista.body.items as { id: string; nome: string; tipo: string; conteudo: string; ativo: boolean; updated_at: string }[]).find((m) => m.tipo === "contrato" && m.ativo)!;
}

describe("cadastro da empresa com endereço e WhatsApp da loja", () => {
  it("grava endereço, CEP, cidade, UF e WhatsApp normalizados; Dados Cadastrais os mostra sem redigitar; /api/me dá esses passos por feitos", async () => {
    const dados = dadosEmpresa({ nome_fantasia: "Loja da Aurora", endereco: "  Rua da Aurora, 120, Boa Vista ", cep: "50050-000", cidade: " Recife ", uf: "pe", whatsapp: "+55 (81) 99700-1234" });
    const r = await chamarApi("POST", "/api/empresas", { body: dados });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const esperado = { endereco: "Rua da Aurora, 120, Boa Vista", cep: "50050000", cidade: "Recife", uf: "PE", whatsapp: "81997001234" };
    expect(r.body.empresa).toMatchObject(esperado);
    expect(await ler(chaves.empresa(r.body.empresa.id))).toMatchObject(esperado);

    const { idToken } = await entrar(dados.admin.email, dados.admin.senha);
    expect((await chamarApi("GET", "/api/empresa", { token: idToken })).body).toMatchObject(esperado);
    const me = await chamarApi("GET", "/api/me", { token: idToken });
    expect(me.body.empresa).toMatchObject({ endereco: esperado.endereco, whatsapp: esperado.whatsapp });
    expect(me.body.empresa.primeiros_passos).toEqual({
      itens: [
        { chave: "endereco", feito: true },
        { chave: "whatsapp", feito: true },
        { chave: "cobranca", feito: false },
        { chave: "modelo_contrato", feito: false },
      ],
      concluido: false,
      dispensado: false,
    });
  });

  it("recusa CEP, UF e WhatsApp inválidos com 400 nos campos e as mensagens de Dados Cadastrais, sem criar nada", async () => {
    const cnpj = novoCnpj();
    const r = await chamarApi("POST", "/api/empresas", { body: dadosEmpresa({ cnpj, cep: "5005-000", uf: "XX", whatsapp: "1234", endereco: "Rua\u0000 A" }) });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe("VALIDATION");
    expect(r.body.error.fields).toMatchObject({
      cep: "CEP inválido",
      uf: "UF inválida",
      whatsapp: "WhatsApp inválido. Informe DDD e número.",
      endereco: expect.stringMatching(/caracteres de controle/),
    });
    expect(await ler(chaves.guardaCnpjEmpresa(cnpj.replace(/\D/g, "")))).toBeUndefined();
  });
});

describe("GET /api/me: primeiros passos", () => {
  it("uma loja nova sem nada tem os quatro passos pendentes; cada tela completa o seu; ao fim, concluído", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja dos Passos", plano: "master" });
    expect(await passosDe(a.token)).toEqual({ itens: Object.keys(NADA_FEITO).map((chave) => ({ chave, feito: false })), concluido: false, dispensado: false });
    const base = { nome_fantasia: "Loja dos Passos", cnpj: a.empresa.cnpj, plano: "master" };

    // The address is done with street, CEP, city and UF: what the slip prints and the Pix's city.
    expect((await chamarApi("PUT", "/api/empresa", { token: a.token, body: { ...base, endereco: "Rua A, 10" } })).status).toBe(200);
    expect(await feitos(a.token)).toEqual(NADA_FEITO);
    expect((await chamarApi("PUT", "/api/empresa", { token: a.token, body: { ...base, ...ENDERECO } })).status).toBe(200);
    expect(await feitos(a.token)).toEqual({ ...NADA_FEITO, endereco: true });
    expect((await chamarApi("PUT", "/api/empresa", { token: a.token, body: { ...base, ...ENDERECO, whatsapp: "(81) 99700-1234" } })).status).toBe(200);
    expect(await feitos(a.token)).toEqual({ ...NADA_FEITO, endereco: true, whatsapp: true });

    // Collection settings: saved once, even unchanged (the automatic lock stays off until the shop turns it on).
    const cobranca = await chamarApi("PUT", "/api/empresa/cobranca", { token: a.token, body: COBRANCA_PADRAO });
    expect(cobranca.status, JSON.stringify(cobranca.body)).toBe(200);
    expect(cobranca.body.bloqueio_automatico).toBe(false);
    expect(await feitos(a.token)).toEqual({ endereco: true, whatsapp: true, cobranca: true, modelo_contrato: false });

    // A warranty or an inactive contract is not the contract the sales use.
    const garantia = await chamarApi("POST", "/api/modelos-documentos", { token: a.token, body: { nome: "Garantia", tipo: "garantia", conteudo: "<p>{{produto_imei}}</p>", ativo: true } });
    expect(garantia.status).toBe(201);
    const rascunho = await chamarApi("POST", "/api/modelos-documentos", { token: a.token, body: { nome: "Rascunho", tipo: "contrato", conteudo: "<p>{{cliente_nome}}</p>", ativo: false } });
    expect(rascunho.status).toBe(201);
    expect((await feitos(a.token)).modelo_contrato).toBe(false);
    // The default contract, reviewed and saved (still active).
    const padrao = await modeloContratoPadrao(a);
    const salvo = await chamarApi("PUT", `/api/modelos-documentos/${padrao.id}`, {
      token: a.token,
      body: { nome: padrao.nome, tipo: "contrato", conteudo: padrao.conteudo.replace("Das partes", "Das partes contratantes"), ativo: true },
    });
    expect(salvo.status, JSON.stringify(salvo.body)).toBe(200);
    const fim = await passosDe(a.token);
    expect(fim.itens.every((i) => i.feito)).toBe(true);
    expect([fim.concluido, fim.dispensado]).toEqual([true, false]);

    // The flags are the company's state, not its data: no company answer carries them.
    const item = await ler(chaves.empresa(a.empresa.id));
    expect(item).toMatchObject({ passo_cobranca_em: expect.any(String), passo_modelo_contrato_em: salvo.body.updated_at });
    for (const corpo of [(await chamarApi("GET", "/api/empresa", { token: a.token })).body, (await chamarApi("PUT", "/api/empresa", { token: a.token, body: { ...base, ...ENDERECO } })).body]) {
      expect(Object.keys(corpo).filter((k) => k.startsWith("passo"))).toEqual([]);
    }
  });

  it("uma nova configuração de cobrança não muda o instante do passo; uma recusada (bloqueio automático fora do Master) não o marca", async () => {
    const pro = await novaEmpresa({ plano: "pro" });
    const recusada = await chamarApi("PUT", "/api/empresa/cobranca", { token: pro.token, body: { ...COBRANCA_PADRAO, bloqueio_automatico: true } });
    expect([recusada.status, recusada.body.error.message]).toEqual([403, MSG_COBRANCA.bloqueioSoMaster]);
    expect((await feitos(pro.token)).cobranca).toBe(false);
    expect(await ler(chaves.configCobranca(pro.empresa.id))).toBeUndefined();

    const master = await novaEmpresa({ plano: "master" });
    expect((await chamarApi("PUT", "/api/empresa/cobranca", { token: master.token, body: { ...COBRANCA_PADRAO, bloqueio_automatico: true, ciente_posicao_legal_bloqueio: true } })).status).toBe(200);
    const primeiro = (await ler(chaves.empresa(master.empresa.id)))!.passo_cobranca_em;
    expect(primeiro).toEqual(expect.any(String));
    expect((await chamarApi("PUT", "/api/empresa/cobranca", { token: master.token, body: { ...COBRANCA_PADRAO, dias_carencia: 9 } })).status).toBe(200);
    expect((await ler(chaves.empresa(master.empresa.id)))!.passo_cobranca_em).toBe(primeiro);
    expect((await feitos(master.token)).cobranca).toBe(true);
  });
});

describe("POST /api/empresa/primeiros-passos", () => {
  it("'usar_modelo_padrao' fecha o passo do contrato sem tocar no modelo; 'dispensar' esconde a lista; repetir guarda o primeiro instante", async () => {
    const a = await novaEmpresa();
    const antes = await chamarApi("GET", "/api/modelos-documentos", { token: a.token });
    const r = await chamarApi("POST", URL, { token: a.token, body: { acao: "usar_modelo_padrao" } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({
      itens: [
        { chave: "endereco", feito: false },
        { chave: "whatsapp", feito: false },
        { chave: "cobranca", feito: false },
        { chave: "modelo_contrato", feito: true },
      ],
      concluido: false,
      dispensado: false,
    });
    expect(await passosDe(a.token)).toEqual(r.body);
    expect((await chamarApi("GET", "/api/modelos-documentos", { token: a.token })).body).toEqual(antes.body);
    const instante = (await ler(chaves.empresa(a.empresa.id)))!.passo_modelo_contrato_em;
    expect((await chamarApi("POST", URL, { token: a.token, body: { acao: "usar_modelo_padrao" } })).status).toBe(200);
    expect((await ler(chaves.empresa(a.empresa.id)))!.passo_modelo_contrato_em).toBe(instante);

    const d = await chamarApi("POST", URL, { token: a.token, body: { acao: "dispensar" } });
    expect(d.status).toBe(200);
    expect([d.body.concluido, d.body.dispensado]).toEqual([false, true]);
    expect((await passosDe(a.token)).dispensado).toBe(true);
  });

  it.each([
    [{}, "Ação inválida: use 'usar_modelo_padrao' ou 'dispensar'."],
    [{ acao: "concluir" }, "Ação inválida: use 'usar_modelo_padrao' ou 'dispensar'."],
  ])("recusa %j com 400 em pt-BR e não grava nada", async (body, mensagem) => {
    const a = await novaEmpresa();
    const r = await chamarApi("POST", URL, { token: a.token, body });
    expect([r.status, r.body.error.code, r.body.error.fields?.acao]).toEqual([400, "VALIDATION", mensagem]);
    expect(await passosDe(a.token)).toMatchObject({ concluido: false, dispensado: false });
    expect(Object.keys((await ler(chaves.empresa(a.empresa.id)))!).filter((k) => k.startsWith("passo"))).toEqual([]);
  });

  it("só o admin: os outros papéis recebem 403 e nada é gravado; sem token, 401", async () => {
    const a = await novaEmpresa({ plano: "master" });
    for (const papel of ["vendedor", "estoquista", "financeiro", "gerente"]) {
      const u = await usuarioComPapel(a, papel);
      for (const acao of ["usar_modelo_padrao", "dispensar"]) {
        const r = await chamarApi("POST", URL, { token: u.token, body: { acao } });
        expect([r.status, r.body.error.message], papel).toEqual([403, "Você não tem permissão para esta ação."]);
      }
      // Everyone reads the steps (the dashboard shows them to the admin only).
      expect(await feitos(u.token)).toEqual(NADA_FEITO);
    }
    expect((await chamarApi("POST", URL, { body: { acao: "dispensar" } })).status).toBe(401);
    expect(Object.keys((await ler(chaves.empresa(a.empresa.id)))!).filter((k) => k.startsWith("passo"))).toEqual([]);
  });

  it("entre empresas: as ações e os saves de A não marcam nada em B, e B não lê os passos de A", async () => {
    const [a, b] = await Promise.all([novaEmpresa({ nome_fantasia: "Loja A" }), novaEmpresa({ nome_fantasia: "Loja B" })]);
    expect((await chamarApi("POST", URL, { token: a.token, body: { acao: "usar_modelo_padrao" } })).status).toBe(200);
    expect((await chamarApi("POST", URL, { token: a.token, body: { acao: "dispensar" } })).status).toBe(200);
    expect((await chamarApi("PUT", "/api/empresa/cobranca", { token: a.token, body: COBRANCA_PADRAO })).status).toBe(200);
    // An id of B in the body is no parameter of this route: still A's company.
    expect((await chamarApi("POST", URL, { token: a.token, body: { acao: "dispensar", empresa_id: b.empresa.id } })).status).toBe(200);
    expect(await passosDe(b.token)).toEqual({ itens: Object.keys(NADA_FEITO).map((chave) => ({ chave, feito: false })), concluido: false, dispensado: false });
    expect(Object.keys((await ler(chaves.empresa(b.empresa.id)))!).filter((k) => k.startsWith("passo"))).toEqual([]);
    const meB = await chamarApi("GET", "/api/me", { token: b.token });
    expect(meB.body.empresa.id).toBe(b.empresa.id);
    expect(JSON.stringify(meB.body)).not.toContain(a.empresa.id);
    expect(await feitos(a.token)).toEqual({ ...NADA_FEITO, cobranca: true, modelo_contrato: true });
  });
});

describe("Pix dos boletos: a cidade da loja (campo 60)", () => {
  async function pixDaPrimeiraParcela(sobrepor: Record<string, unknown>) {
    const a = await novaEmpresa(sobrepor);
    const { cliente, itens } = await lojaComEstoque(a.token, 1);
    const v = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[0]!.id, hojeBrasil(), { qtd_parcelas: 8 }) });
    expect(v.status, JSON.stringify(v.body)).toBe(201);
    const contratoId = v.body.contrato.id as string;
    // Any slip of the sale will do: each carries the same receiver.
    const emitida = async () => (await parcelasGravadas(a.empresa.id, contratoId)).find((p) => p.boleto_status === "emitido");
    // The contract's place line: the shop's city/UF, or the blank to write by hand.
    expect(v.body.contrato.conteudo_gerado).toContain(sobrepor.cidade ? `${sobrepor.cidade as string}/${sobrepor.uf as string}, ` : "________________, ");
    await expect.poll(emitida, { timeout: 45_000, interval: 250 }).toBeDefined();
    return lerPixCopiaECola((await emitida())!.pix_copia_e_cola!);
  }

  it("em maiúsculas, sem acento, até 15 caracteres; só a loja sem cidade cai em BRASIL (e o local do contrato é a cidade da loja)", async () => {
    const [comCidade, semCidade] = await Promise.all([
      pixDaPrimeiraParcela({ nome_fantasia: "Loja do Vale", endereco: "Av. Andrômeda, 500", cep: "12230-000", cidade: "São José dos Campos", uf: "SP" }),
      pixDaPrimeiraParcela({ nome_fantasia: "Loja Sem Cidade" }),
    ]);
    expect(comCidade?.cidadeRecebedor).toBe("SAO JOSE DOS CA");
    expect(semCidade?.cidadeRecebedor).toBe("BRASIL");
  }, 90_000);
});
