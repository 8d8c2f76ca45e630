/**
 * Brings items written by an older version in an existing .local/ table to today's definitions,
 * idempotently, on every start (a no-op once done). Only the local bootstrap runs it — it reads
 * the whole table with Scan, which no request path ever does.
 *
 * - contracts and instalments: `empresa_id` as an attribute, the contract's next due date, and
 *   the index attributes of their entity definitions (the per-day `PARCELA_ABERTA#<date>` index
 *   became the sharded `PARCELA_A_VENCER#<nn>` one; contracts by status/due date and by customer,
 *   a company's open instalments are new); a contract's `busca` (client name, CPF, IMEI, model
 *   name: the contracts list's search, GSI4) from its customer and product as they are now.
 * - the report aggregates (REL#…) for sales, instalments and stock written before them: their
 *   mark, first, so the stream counts each once (migracao-relatorios.ts).
 * - document guards (CPF/CNPJ/e-mail): the document as an attribute (it was only in the key), so
 *   their entity definitions parse them (the portal reads CPF guards across companies).
 * - sales: `garantia_gerada` (whether the warranty document is there), which the sales list reads
 *   instead of the document.
 */
import type { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, ScanCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { proximoVencimento } from "../../functions/contratos/domain";
import { Contrato, Parcela, type ContratoGravado, type ParcelaGravada } from "../../functions/contratos/entidades";
import { textoBuscaContrato } from "../../shared/vendas/contratos";
import type { Entidade } from "../../functions/lib/db/entidade";
import { migrarRelatorios } from "./migracao-relatorios";

type Item = Record<string, unknown>;

async function lerTodos(doc: DynamoDBDocumentClient, tableName: string, entidades: string[]): Promise<Item[]> {
  const itens: Item[] = [];
  let inicio: Item | undefined;
  do {
    const r = await doc.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: entidades.map((_, i) => `entidade = :e${i}`).join(" OR "),
        ExpressionAttributeValues: Object.fromEntries(entidades.map((e, i) => [`:e${i}`, e])),
        ExclusiveStartKey: inicio,
      }),
    );
    itens.push(...(r.Items ?? []));
    inicio = r.LastEvaluatedKey;
  } while (inicio);
  return itens;
}

/** Rewrites what differs from the definition (attributes and index attributes); returns whether it wrote. */
async function alinhar<T extends Record<string, unknown>>(doc: DynamoDBDocumentClient, tableName: string, e: Entidade<T>, atual: Item, dados: T): Promise<boolean> {
  const desejado = e.item(dados);
  const idx = e.atualizacaoIndices(dados);
  const diferentes = Object.entries(desejado).filter(([k, v]) => k !== "PK" && k !== "SK" && JSON.stringify(atual[k]) !== JSON.stringify(v));
  const sobrando = idx.remove.filter((k) => atual[k] !== undefined);
  if (!diferentes.length && !sobrando.length) return false;
  const nomes = Object.fromEntries(diferentes.map(([k], i) => [`#a${i}`, k]));
  const valores = Object.fromEntries(diferentes.map(([, v], i) => [`:a${i}`, v]));
  await doc.send(
    new UpdateCommand({
      TableName: tableName,
      Key: { PK: atual.PK, SK: atual.SK },
      UpdateExpression: [
        diferentes.length ? `SET ${diferentes.map((_, i) => `#a${i} = :a${i}`).join(", ")}` : "",
        sobrando.length ? `REMOVE ${sobrando.join(", ")}` : "",
      ].join(" "),
      ...(diferentes.length ? { ExpressionAttributeNames: nomes, ExpressionAttributeValues: valores } : {}),
    }),
  );
  return true;
}

/** Guard type → its document attribute and where the key holds it. */
const GUARDAS: Record<string, { atributo: string; daChave: (i: Item) => string }> = {
  guarda_cpf_cliente: { atributo: "cpf", daChave: (i) => String(i.SK).replace("CLIENTE_CPF#", "") },
  guarda_cnpj_fornecedor: { atributo: "cnpj", daChave: (i) => String(i.SK).replace("FORNECEDOR_CNPJ#", "") },
  guarda_cnpj: { atributo: "cnpj", daChave: (i) => String(i.PK).replace("CNPJ#", "") },
  guarda_email: { atributo: "email", daChave: (i) => String(i.PK).replace("EMAIL#", "") },
};

/** The contract's search text from its customer and product items (as they are now), or what it had. */
function buscaDe(c: ContratoGravado, porChave: Map<string, Item>): string {
  const cliente = porChave.get(`EMP#${c.empresa_id}/CLIENTE#${c.cliente_id}`);
  const produto = porChave.get(`EMP#${c.empresa_id}/PRODUTO#${c.produto_id}`);
  if (!cliente || !produto) return c.busca;
  return textoBuscaContrato({
    nomeCliente: String(cliente.nome ?? ""),
    cpf: typeof cliente.cpf === "string" ? cliente.cpf : null,
    imei: c.imei,
    nomeModelo: String(produto.nome_modelo ?? ""),
  });
}

export async function migrarItensLocais(ddb: DynamoDBClient, tableName: string): Promise<number> {
  const doc = DynamoDBDocumentClient.from(ddb, { marshallOptions: { removeUndefinedValues: true } });
  // Before the rewrites below: those give instalments the mark too, and a company's unmarked aggregates go first.
  const relatorios = await migrarRelatorios(doc, tableName);
  const itens = await lerTodos(doc, tableName, [Contrato.nome, Parcela.nome, "cliente", "produto", "venda", ...Object.keys(GUARDAS)]);
  const cadastros = new Map(itens.filter((i) => i.entidade === "cliente" || i.entidade === "produto").map((i) => [`${String(i.PK)}/${String(i.SK)}`, i]));
  let escritos = relatorios.apagados + relatorios.marcados;
  for (const item of itens.filter((i) => GUARDAS[String(i.entidade)])) {
    const g = GUARDAS[String(item.entidade)]!;
    if (typeof item[g.atributo] === "string") continue;
    await doc.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { PK: item.PK, SK: item.SK },
        UpdateExpression: "SET #a = :v",
        ExpressionAttributeNames: { "#a": g.atributo },
        ExpressionAttributeValues: { ":v": g.daChave(item) },
      }),
    );
    escritos += 1;
  }
  for (const item of itens.filter((i) => i.entidade === "venda" && typeof i.garantia_gerada !== "boolean")) {
    await doc.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { PK: item.PK, SK: item.SK },
        UpdateExpression: "SET garantia_gerada = :g",
        ExpressionAttributeValues: { ":g": Boolean(item.conteudo_garantia_gerado) },
      }),
    );
    escritos += 1;
  }
  const parcelasPorContrato = new Map<string, ParcelaGravada[]>();
  for (const item of itens.filter((i) => i.entidade === Parcela.nome)) {
    const p = Parcela.ler(item);
    parcelasPorContrato.set(`${p.empresa_id}/${p.contrato_id}`, [...(parcelasPorContrato.get(`${p.empresa_id}/${p.contrato_id}`) ?? []), p]);
    if (await alinhar(doc, tableName, Parcela, item, p)) escritos += 1;
  }
  for (const item of itens.filter((i) => i.entidade === Contrato.nome)) {
    const c = Contrato.ler(item);
    const dados = { ...c, proximo_vencimento: proximoVencimento(parcelasPorContrato.get(`${c.empresa_id}/${c.id}`) ?? []), busca: buscaDe(c, cadastros) };
    if (await alinhar(doc, tableName, Contrato, item, dados)) escritos += 1;
  }
  return escritos;
}
