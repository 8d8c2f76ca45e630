import { GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it, vi } from "vitest";
import { modeloAtivo } from "../../functions/documentos";
import { atualizarModelo } from "../../functions/documentos/repo";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { CONTRATO_PADRAO, GARANTIA_PADRAO } from "../../shared/documentos/modelos-padrao";
import { chamarApi, novaEmpresa, type EmpresaTeste } from "../support/api";

const ler = async (chave: { PK: string; SK: string }) => (await db().send(new GetCommand({ TableName: tabela(), Key: chave, ConsistentRead: true }))).Item;

const criar = async (a: EmpresaTeste, nome: string, tipo: "contrato" | "garantia", ativo: boolean) => {
  const r = await chamarApi("POST", "/api/modelos-documentos", { token: a.token, body: { nome, tipo, conteudo: `<p>${nome} {{cliente_nome}}</p>`, ativo } });
  expect(r.status).toBe(201);
  return r.body as { id: string; nome: string; conteudo: string; updated_at: string };
};
const estado = async (a: EmpresaTeste) =>
  Object.fromEntries(((await chamarApi("GET", "/api/modelos-documentos", { token: a.token })).body.items as { nome: string; ativo: boolean }[]).map((m) => [m.nome, m.ativo]));

describe("um modelo ativo por tipo", () => {
  it("uma empresa nova começa com um contrato e uma garantia padrão, ativos, achados por modeloAtivo", async () => {
    const a = await novaEmpresa();
    const itens = (await chamarApi("GET", "/api/modelos-documentos", { token: a.token })).body.items;
    expect(itens).toHaveLength(2);
    const contrato = itens.find((m: { tipo: string }) => m.tipo === "contrato");
    const garantia = itens.find((m: { tipo: string }) => m.tipo === "garantia");
    expect(contrato).toMatchObject({ nome: "Contrato de Venda Parcelada (padrão)", ativo: true, conteudo: CONTRATO_PADRAO });
    expect(garantia).toMatchObject({ nome: "Termo de Garantia (padrão)", ativo: true, conteudo: GARANTIA_PADRAO });
    expect(contrato.created_at).toBe(contrato.updated_at);
    expect(await modeloAtivo(a.empresa.id, "contrato")).toEqual({ id: contrato.id, nome: contrato.nome, conteudo: CONTRATO_PADRAO });
    expect(await modeloAtivo(a.empresa.id, "garantia")).toEqual({ id: garantia.id, nome: garantia.nome, conteudo: GARANTIA_PADRAO });
  });

  it("criar um contrato ativo desativa o anterior e passa a ser o usado na venda; a garantia não muda", async () => {
    const a = await novaEmpresa();
    const novo = await criar(a, "Contrato Novo", "contrato", true);
    expect(await estado(a)).toEqual({ "Contrato Novo": true, "Termo de Garantia (padrão)": true, "Contrato de Venda Parcelada (padrão)": false });
    expect(await modeloAtivo(a.empresa.id, "contrato")).toEqual({ id: novo.id, nome: "Contrato Novo", conteudo: novo.conteudo });
    expect((await modeloAtivo(a.empresa.id, "garantia"))?.conteudo).toBe(GARANTIA_PADRAO);
  });

  it("criar um modelo inativo não mexe no ativo", async () => {
    const a = await novaEmpresa();
    const antes = await modeloAtivo(a.empresa.id, "contrato");
    await criar(a, "Rascunho", "contrato", false);
    expect(await modeloAtivo(a.empresa.id, "contrato")).toEqual(antes);
  });

  it("ativar B desativa A numa única escrita (uma TransactWrite com B, o ponteiro e A)", async () => {
    const a = await novaEmpresa();
    const A = await criar(a, "A", "garantia", true);
    const B = await criar(a, "B", "garantia", false);
    const envio = vi.spyOn(db(), "send");
    try {
      await atualizarModelo(a.empresa.id, B.id, { nome: "B", tipo: "garantia", conteudo: B.conteudo, ativo: true });
      const escritas = envio.mock.calls.map(([c]) => c).filter((c) => !(c instanceof GetCommand));
      expect(escritas).toHaveLength(1);
      expect(escritas[0]).toBeInstanceOf(TransactWriteCommand);
      const itens = (escritas[0] as TransactWriteCommand).input.TransactItems!;
      expect(itens.map((i) => (i.Put?.Item?.SK ?? i.Update?.Key?.SK) as string)).toEqual([`MODELO_DOC#${B.id}`, "MODELO_ATIVO#garantia", `MODELO_DOC#${A.id}`]);
    } finally {
      envio.mockRestore();
    }
    expect(await estado(a)).toMatchObject({ A: false, B: true });
    expect((await ler(chaves.modeloAtivo(a.empresa.id, "garantia")))?.modelo_id).toBe(B.id);
    expect((await ler(chaves.modeloDocumento(a.empresa.id, A.id)))?.updated_at > A.updated_at).toBe(true);
  });

  it("editar o modelo ativo atualiza o que a venda lê", async () => {
    const a = await novaEmpresa();
    const A = await criar(a, "A", "contrato", true);
    await chamarApi("PUT", `/api/modelos-documentos/${A.id}`, { token: a.token, body: { nome: "A2", tipo: "contrato", conteudo: "<p>nova versão {{valor_total}}</p>", ativo: true } });
    expect(await modeloAtivo(a.empresa.id, "contrato")).toEqual({ id: A.id, nome: "A2", conteudo: "<p>nova versão {{valor_total}}</p>" });
  });

  it("desativar, excluir ou mudar de tipo o modelo ativo deixa o tipo sem modelo ativo", async () => {
    const a = await novaEmpresa();
    const A = await criar(a, "A", "contrato", true);
    await chamarApi("PUT", `/api/modelos-documentos/${A.id}`, { token: a.token, body: { nome: "A", tipo: "contrato", conteudo: A.conteudo, ativo: false } });
    expect(await modeloAtivo(a.empresa.id, "contrato")).toBeNull();

    const B = await criar(a, "B", "contrato", true);
    await chamarApi("DELETE", `/api/modelos-documentos/${B.id}`, { token: a.token });
    expect(await modeloAtivo(a.empresa.id, "contrato")).toBeNull();

    const C = await criar(a, "C", "contrato", true);
    const r = await chamarApi("PUT", `/api/modelos-documentos/${C.id}`, { token: a.token, body: { nome: "C", tipo: "garantia", conteudo: C.conteudo, ativo: true } });
    expect(r.status).toBe(200);
    expect(await modeloAtivo(a.empresa.id, "contrato")).toBeNull();
    expect((await modeloAtivo(a.empresa.id, "garantia"))?.id).toBe(C.id);
    expect(await estado(a)).toMatchObject({ C: true, "Termo de Garantia (padrão)": false });
  });

  it("ativações simultâneas do mesmo tipo terminam com exatamente um ativo, o que o ponteiro aponta", async () => {
    const a = await novaEmpresa();
    const modelos = await Promise.all(["M1", "M2", "M3", "M4"].map((n) => criar(a, n, "contrato", false)));
    const rs = await Promise.all(
      modelos.map((m) => chamarApi("PUT", `/api/modelos-documentos/${m.id}`, { token: a.token, body: { nome: m.nome, tipo: "contrato", conteudo: m.conteudo, ativo: true } })),
    );
    for (const r of rs) expect([200, 409]).toContain(r.status);
    const itens = (await chamarApi("GET", "/api/modelos-documentos", { token: a.token })).body.items as { id: string; tipo: string; ativo: boolean }[];
    const ativos = itens.filter((m) => m.tipo === "contrato" && m.ativo);
    expect(ativos).toHaveLength(1);
    expect((await modeloAtivo(a.empresa.id, "contrato"))?.id).toBe(ativos[0]!.id);
  });
});
