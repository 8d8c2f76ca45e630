/**
 * Entries too big for one transaction (up to 1,000 IMEIs): accepted or refused as a whole,
 * never half visible, duplicates and concurrency as for small entries, abandoned ones rolled back
 * (functions/estoque/repo-entrada-grande.ts).
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { CriarEntradaInput } from "../../shared/estoque/schemas";
import { novaEntrada } from "../../functions/estoque/domain";
import { lotesDeItens } from "../../functions/estoque/lotes-entrada";
import { itemPorImei, type NovaEntrada } from "../../functions/estoque/repo";
import { confirmarEntrada, gravarEntradaGrande, gravarLote, reservarEntrada } from "../../functions/estoque/repo-entrada-grande";
import { db, tabela } from "../../functions/lib/db/client";
import { listarPrefixo } from "../../functions/lib/db/consultas";
import { chaves, empresaPk } from "../../functions/lib/db/keys";
import { novoId } from "../../functions/lib/ids";
import { chamarApi, novaEmpresa, type EmpresaTeste } from "../support/api";
import { entrada, produtoEFornecedor } from "../support/estoque";
import { novoImei } from "../support/fabricas";
import { agora, agoraIso, agoraMs } from "../../shared/relogio";

const imeis = (n: number) => Array.from({ length: n }, () => novoImei());
const contador = async (empresaId: string) =>
  Number((await db().send(new GetCommand({ TableName: tabela(), Key: chaves.contador(empresaId, "imeis") }))).Item?.valor ?? 0);
/** Every stock item the company has in the table, visible or not. */
const itensNaTabela = (empresaId: string) => listarPrefixo(empresaPk(empresaId), "IMEI#");
const entradasNaTabela = (empresaId: string) => listarPrefixo(empresaPk(empresaId), "ENTRADA#");
const post = (a: EmpresaTeste, corpo: unknown) => chamarApi("POST", "/api/estoque/entradas", { token: a.token, body: corpo });
const disponivel = async (a: EmpresaTeste) => (await chamarApi("GET", "/api/estoque/posicao", { token: a.token })).body.kpis.disponivel as number;

/** Every item of a status through the paged list, as the screen pages it. */
async function listarTodos(a: EmpresaTeste): Promise<string[]> {
  const vistos: string[] = [];
  let cursor: string | undefined;
  do {
    const r = await chamarApi("GET", `/api/estoque/itens?limit=100${cursor ? `&cursor=${cursor}` : ""}`, { token: a.token });
    vistos.push(...r.body.items.map((i: { imei: string }) => i.imei));
    cursor = r.body.next ?? undefined;
  } while (cursor);
  return vistos;
}

/** The same entry the handler would build, for driving the steps directly (a writer that dies). */
async function montar(a: EmpresaTeste, lista: string[], produtoId: string, fornecedorId: string): Promise<NovaEntrada> {
  const body = CriarEntradaInput.parse(entrada(produtoId, fornecedorId, lista));
  const ids = { empresaId: a.empresa.id, entradaId: novoId(), itemIds: lista.map(() => novoId()) };
  return {
    ...novaEntrada(body, ids, agoraIso(), 975),
    empresaId: a.empresa.id,
    maxAntes: null,
    referencias: [],
    recusas: { imeis: (x) => new Error(`ocupados: ${x.join(",")}`), limite: () => new Error("limite") },
  };
}

// A 1,000-IMEI entry and the stream's 2,000 records take a while on DynamoDB Local.
describe("entradas de estoque grandes (até 1.000 IMEIs)", { timeout: 180_000 }, () => {
  it("aceita uma entrada de 1.000 IMEIs inteira: lista, detalhe, contador e posição exatos", async () => {
    const a = await novaEmpresa({ plano: "master" });
    const { produto, fornecedor } = await produtoEFornecedor(a.token);
    const lista = imeis(1000);
    const r = await post(a, entrada(produto.id, fornecedor.id, lista));
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(201);
    expect(r.body.quantidade_total).toBe(1000);
    expect(r.body.itens).toHaveLength(1000);

    const detalhe = await chamarApi("GET", `/api/estoque/entradas/${r.body.id}`, { token: a.token });
    expect(detalhe.body.itens.map((i: { imei: string }) => i.imei)).toEqual(lista);
    expect((await listarTodos(a)).sort()).toEqual([...lista].sort());
    expect(await contador(a.empresa.id)).toBe(1000);
    // Finished: no item keeps the mark, the entry no longer is in progress.
    const itens = await itensNaTabela(a.empresa.id);
    expect(itens).toHaveLength(1000);
    expect(itens.filter((i) => i.entrada_pendente !== undefined)).toEqual([]);
    expect((await entradasNaTabela(a.empresa.id)).map((e) => e.situacao)).toEqual([undefined]);
    await expect
      .poll(async () => (await chamarApi("GET", "/api/estoque/posicao", { token: a.token })).body, { timeout: 60_000, interval: 500 })
      .toMatchObject({ kpis: { disponivel: 1000, vendido: 0, valor_custo: 812_500 }, produtos: [{ disponivel: 1000 }] });
  });

  it("recusa inteira, sem deixar nada, a entrada de 1.000 IMEIs cujo último IMEI já existe", async () => {
    const a = await novaEmpresa({ plano: "master" });
    const { produto, fornecedor } = await produtoEFornecedor(a.token);
    const lista = imeis(1000).sort();
    const ultimo = lista[999]!;
    expect((await post(a, entrada(produto.id, fornecedor.id, [ultimo]))).status).toBe(201);

    // Through the API the check before writing refuses it, naming the IMEI.
    const r = await post(a, entrada(produto.id, fornecedor.id, lista));
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe(`Os seguintes IMEIs já existem no sistema: ${ultimo}`);

    // Written past that check (as when another entry takes the IMEI meanwhile): the last lot
    // fails after 999 items were written, and everything is rolled back.
    const n = await montar(a, lista, produto.id, fornecedor.id);
    await expect(gravarEntradaGrande(n)).rejects.toThrow(`ocupados: ${ultimo}`);
    expect((await itensNaTabela(a.empresa.id)).map((i) => i.imei)).toEqual([ultimo]);
    expect(await entradasNaTabela(a.empresa.id)).toHaveLength(1);
    expect(await contador(a.empresa.id)).toBe(1);
    expect(await listarTodos(a)).toEqual([ultimo]);
    await expect.poll(() => disponivel(a), { timeout: 30_000, interval: 300 }).toBe(1);
  });

  it("duas entradas grandes com IMEIs em comum ao mesmo tempo: uma é gravada inteira, a outra desfeita inteira", async () => {
    const a = await novaEmpresa({ plano: "master" });
    const { produto, fornecedor } = await produtoEFornecedor(a.token);
    const comuns = imeis(200);
    const [soA, soB] = [imeis(300), imeis(300)];
    // Interleaved so that each entry's lots hold shared and own IMEIs.
    const [r1, r2] = await Promise.all([
      post(a, entrada(produto.id, fornecedor.id, [...soA, ...comuns])),
      post(a, entrada(produto.id, fornecedor.id, [...comuns, ...soB])),
    ]);
    expect([r1.status, r2.status].sort()).toEqual([201, 409]);
    const [ganhou, perdeu] = r1.status === 201 ? [soA, soB] : [soB, soA];
    const perdedora = r1.status === 201 ? r2 : r1;
    // It names IMEIs of the other entry, and only shared ones: all of them when the winner had written
    // them all by the loser's check, fewer when the loser checked while the winner was still writing.
    const [prefixo, lista = ""] = String(perdedora.body.error.message).split(": ");
    expect(prefixo).toBe("Os seguintes IMEIs já existem no sistema");
    const citados = lista.split(", ");
    expect(citados.length).toBeGreaterThan(0);
    expect(citados.filter((i) => !comuns.includes(i))).toEqual([]);
    expect(citados).toEqual([...citados].sort());
    const naTabela = (await itensNaTabela(a.empresa.id)).map((i) => String(i.imei)).sort();
    expect(naTabela).toEqual([...ganhou, ...comuns].sort());
    expect(naTabela.some((i) => perdeu.includes(i))).toBe(false);
    expect(await entradasNaTabela(a.empresa.id)).toHaveLength(1);
    expect(await contador(a.empresa.id)).toBe(500);
    await expect.poll(() => disponivel(a), { timeout: 60_000, interval: 500 }).toBe(500);
  });

  it("o limite do plano recusa uma entrada grande inteira, também quando duas disputam a mesma folga", async () => {
    const a = await novaEmpresa({ plano: "pro" });
    const { produto, fornecedor } = await produtoEFornecedor(a.token);
    const [r1, r2] = await Promise.all([post(a, entrada(produto.id, fornecedor.id, imeis(300))), post(a, entrada(produto.id, fornecedor.id, imeis(300)))]);
    expect([r1.status, r2.status].sort()).toEqual([201, 403]);
    const recusada = r1.status === 403 ? r1 : r2;
    expect(recusada.body.error.code).toBe("PLAN_LIMIT");
    expect(recusada.body.error.message).toMatch(/Pro.*500 IMEIs.*restam 200/);
    const sobra = await post(a, entrada(produto.id, fornecedor.id, imeis(201)));
    expect(sobra.status).toBe(403);
    expect(await contador(a.empresa.id)).toBe(300);
    expect(await itensNaTabela(a.empresa.id)).toHaveLength(300);
    expect(await entradasNaTabela(a.empresa.id)).toHaveLength(1);
    await expect.poll(() => disponivel(a), { timeout: 60_000, interval: 500 }).toBe(300);
  });

  it("nada de uma entrada em curso aparece antes da confirmação, e tudo aparece com ela", async () => {
    const a = await novaEmpresa({ plano: "master" });
    const { produto, fornecedor } = await produtoEFornecedor(a.token);
    const lista = imeis(150);
    const n = await montar(a, lista, produto.id, fornecedor.id);
    await reservarEntrada(n, agora());
    for (const lote of lotesDeItens(n.itens)) await gravarLote(a.empresa.id, n.entrada.id, lote);

    expect(await itensNaTabela(a.empresa.id)).toHaveLength(150);
    expect(await listarTodos(a)).toEqual([]);
    expect(await itemPorImei(a.empresa.id, lista[0]!)).toBeUndefined();
    expect((await chamarApi("GET", "/api/estoque/entradas", { token: a.token })).body.items).toEqual([]);
    expect((await chamarApi("GET", `/api/estoque/entradas/${n.entrada.id}`, { token: a.token })).status).toBe(404);
    // An entry still in progress holds its IMEIs: another entry with one of them is refused as today.
    const outra = await post(a, entrada(produto.id, fornecedor.id, [lista[3]!]));
    expect(outra.status).toBe(409);
    expect(outra.body.error.message).toBe(`Os seguintes IMEIs já existem no sistema: ${lista[3]}`);

    await confirmarEntrada(a.empresa.id, n.entrada.id, [], agora());
    expect((await listarTodos(a)).sort()).toEqual([...lista].sort());
    expect((await itemPorImei(a.empresa.id, lista[0]!))?.imei).toBe(lista[0]);
    expect((await chamarApi("GET", `/api/estoque/entradas/${n.entrada.id}`, { token: a.token })).body.itens).toHaveLength(150);
    // Its marks are cleared by the company's next entry (as if the writer died after confirming).
    expect(await disponivel(a)).toBe(0);
    expect((await post(a, entrada(produto.id, fornecedor.id, [novoImei()]))).status).toBe(201);
    expect((await itensNaTabela(a.empresa.id)).filter((i) => i.entrada_pendente !== undefined)).toEqual([]);
    await expect.poll(() => disponivel(a), { timeout: 30_000, interval: 300 }).toBe(151);
  });

  it("uma entrada abandonada no meio é desfeita, e repeti-la depois do prazo é aceito", async () => {
    const a = await novaEmpresa({ plano: "master" });
    const { produto, fornecedor } = await produtoEFornecedor(a.token);
    const lista = imeis(250);
    const n = await montar(a, lista, produto.id, fornecedor.id);
    // The writer started 3 minutes ago, wrote two lots and died.
    await reservarEntrada(n, new Date(agoraMs() - 3 * 60_000));
    const lotes = lotesDeItens(n.itens);
    await gravarLote(a.empresa.id, n.entrada.id, lotes[0]!);
    await gravarLote(a.empresa.id, n.entrada.id, lotes[1]!);
    expect(await itensNaTabela(a.empresa.id)).toHaveLength(198);
    expect(await contador(a.empresa.id)).toBe(250);
    // Too late to confirm it now.
    await expect(confirmarEntrada(a.empresa.id, n.entrada.id, [], agora())).rejects.toThrow();

    const r = await post(a, entrada(produto.id, fornecedor.id, lista));
    expect(r.status).toBe(201);
    expect(await contador(a.empresa.id)).toBe(250);
    const entradas = await entradasNaTabela(a.empresa.id);
    expect(entradas.map((e) => e.id)).toEqual([r.body.id]);
    const itens = await itensNaTabela(a.empresa.id);
    expect(itens).toHaveLength(250);
    expect(new Set(itens.map((i) => i.entrada_id))).toEqual(new Set([r.body.id]));
    await expect.poll(() => disponivel(a), { timeout: 30_000, interval: 300 }).toBe(250);
  });
});
