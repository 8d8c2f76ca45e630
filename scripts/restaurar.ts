/**
 * `npm run restaurar`: the restore drill (issue 28 item 6). Locally it copies the local table
 * (npm start's, under .local/) into a new table of the same shape, then compares the two: item
 * count, per item kind the count and the sum of every integer attribute (centavos, quantities),
 * and an order-independent digest of every item. It prints how long the restore took and exits
 * 1 on any difference. The copy is dropped at the end unless `--manter`.
 *
 * In AWS the same comparison follows a point-in-time restore (PITR is on, data-stack.ts) to a new
 * table; the steps and the switch are in infra/README.md ("Restaurar a tabela").
 *
 *   npm run restaurar [-- --manter] [-- --tabela erp-local-tabela]
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { performance } from "node:perf_hooks";
import {
  type AttributeValue,
  BatchWriteItemCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ScanCommand,
} from "@aws-sdk/client-dynamodb";
import { TABELA } from "../functions/lib/db/table";
import { exigirNodeDoProjeto } from "./node-do-projeto";
import { portaDisponivel } from "./local/portas";
import { criarTabela } from "./local/recursos";
import { iniciarDynamo, type Servidor } from "./local/servidores";

type Item = Record<string, AttributeValue>;

export interface Resumo {
  itens: number;
  /** Per kind (the sort key's prefix before '#'): item count and the sum of each integer attribute. */
  porTipo: Record<string, { itens: number; somas: Record<string, string> }>;
  /** XOR of every item's SHA-256 over its canonical JSON: equal tables, equal digests, in any order. */
  digest: string;
}

const SEGMENTOS = 4;

/** Canonical JSON of an attribute value: keys sorted, sets sorted (DynamoDB keeps no set order). */
function canonico(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonico);
  if (v instanceof Uint8Array) return Buffer.from(v).toString("base64");
  if (v && typeof v === "object") {
    const o = v as Record<string, unknown>;
    const chaves = Object.keys(o).sort();
    return Object.fromEntries(
      chaves.map((k) => {
        const x = o[k];
        if ((k === "SS" || k === "NS") && Array.isArray(x)) return [k, [...(x as string[])].sort()];
        if (k === "BS" && Array.isArray(x)) return [k, (x as Uint8Array[]).map((b) => Buffer.from(b).toString("base64")).sort()];
        return [k, canonico(x)];
      }),
    );
  }
  return v;
}

async function* varrer(ddb: DynamoDBClient, tabela: string): AsyncGenerator<Item[]> {
  const fila = Array.from({ length: SEGMENTOS }, (_, segmento) => ({ segmento, inicio: undefined as Item | undefined, fim: false }));
  while (fila.some((s) => !s.fim)) {
    const paginas = await Promise.all(
      fila.filter((s) => !s.fim).map(async (s) => {
        const r = await ddb.send(new ScanCommand({ TableName: tabela, Segment: s.segmento, TotalSegments: SEGMENTOS, ExclusiveStartKey: s.inicio, ConsistentRead: true }));
        s.inicio = r.LastEvaluatedKey;
        s.fim = !r.LastEvaluatedKey;
        return r.Items ?? [];
      }),
    );
    for (const p of paginas) if (p.length) yield p;
  }
}

export async function resumir(ddb: DynamoDBClient, tabela: string): Promise<Resumo> {
  const digest = Buffer.alloc(32);
  const porTipo: Record<string, { itens: number; somas: Record<string, bigint> }> = {};
  let itens = 0;
  for await (const pagina of varrer(ddb, tabela)) {
    for (const item of pagina) {
      itens += 1;
      const h = createHash("sha256").update(JSON.stringify(canonico(item))).digest();
      for (let i = 0; i < 32; i++) digest[i]! ^= h[i]!;
      const tipo = (item[TABELA.sk]?.S ?? "?").split("#")[0] ?? "?";
      const t = (porTipo[tipo] ??= { itens: 0, somas: {} });
      t.itens += 1;
      for (const [nome, valor] of Object.entries(item)) {
        if (valor.N !== undefined && /^-?\d+$/.test(valor.N)) t.somas[nome] = (t.somas[nome] ?? 0n) + BigInt(valor.N);
      }
    }
  }
  const ordenado = Object.fromEntries(
    Object.keys(porTipo)
      .sort()
      .map((k) => [k, { itens: porTipo[k]!.itens, somas: Object.fromEntries(Object.entries(porTipo[k]!.somas).sort().map(([n, s]) => [n, s.toString()])) }]),
  );
  return { itens, porTipo: ordenado, digest: digest.toString("hex") };
}

/** Copies every item (parallel Scan, BatchWriteItem of 25, unprocessed items retried). */
export async function copiar(ddb: DynamoDBClient, origem: string, destino: string): Promise<number> {
  let copiados = 0;
  for await (const pagina of varrer(ddb, origem)) {
    for (let i = 0; i < pagina.length; i += 25) {
      let pedidos = pagina.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
      for (let tentativa = 0; pedidos.length; tentativa++) {
        if (tentativa > 10) throw new Error(`BatchWriteItem não gravou ${pedidos.length} itens em ${destino}`);
        if (tentativa) await new Promise((r) => setTimeout(r, 50 * 2 ** tentativa));
        const r = await ddb.send(new BatchWriteItemCommand({ RequestItems: { [destino]: pedidos } }));
        pedidos = (r.UnprocessedItems?.[destino] ?? []).map((p) => ({ PutRequest: { Item: p.PutRequest!.Item! } }));
      }
      copiados += Math.min(25, pagina.length - i);
    }
  }
  return copiados;
}

/** Kinds, counts or sums that differ between the two summaries (empty when the copy is whole). */
export function diferencas(a: Resumo, b: Resumo): string[] {
  const d: string[] = [];
  if (a.itens !== b.itens) d.push(`itens: ${a.itens} ≠ ${b.itens}`);
  for (const tipo of new Set([...Object.keys(a.porTipo), ...Object.keys(b.porTipo)])) {
    const x = a.porTipo[tipo];
    const y = b.porTipo[tipo];
    if (JSON.stringify(x) !== JSON.stringify(y)) d.push(`${tipo}: ${JSON.stringify(x)} ≠ ${JSON.stringify(y)}`);
  }
  if (a.digest !== b.digest) d.push(`digest: ${a.digest} ≠ ${b.digest}`);
  return d;
}

async function main() {
  exigirNodeDoProjeto();
  const args = process.argv.slice(2);
  const manter = args.includes("--manter");
  const iTabela = args.indexOf("--tabela");
  const origem = iTabela >= 0 ? (args[iTabela + 1] ?? "") : "erp-local-tabela";
  const porta = Number(process.env.PORTA_DYNAMODB ?? 8421);

  // npm start running: its DynamoDB Local answers; otherwise open npm start's data on disk.
  let servidor: Servidor | undefined;
  if (await portaDisponivel(porta)) servidor = await iniciarDynamo(porta, path.resolve(".local", "dynamodb"));
  const endpoint = servidor?.endpoint ?? `http://127.0.0.1:${porta}`;
  const ddb = new DynamoDBClient({ endpoint, region: "us-east-1", credentials: { accessKeyId: "local", secretAccessKey: "local" } });
  const destino = `${origem}-restaurada-${new Date().toISOString().replace(/[-:.TZ]/g, "").slice(0, 14)}`;
  let codigo = 0;
  try {
    try {
      await ddb.send(new DescribeTableCommand({ TableName: origem }));
    } catch {
      throw new Error(`A tabela ${origem} não existe em ${endpoint}: rode "npm start" uma vez para criá-la com a loja demo.`);
    }
    console.log(`Ensaio de restauração: ${origem} → ${destino} (${endpoint})`);
    // A Scan is no snapshot: with npm start writing (jobs, the daily routine) the copy would differ
    // for that reason alone. The source is summarized before and after; if it moved, say so.
    const antes = await resumir(ddb, origem);
    const inicio = performance.now();
    await criarTabela(endpoint, destino);
    const copiados = await copiar(ddb, origem, destino);
    const restauracaoS = (performance.now() - inicio) / 1000;
    const [a, b] = await Promise.all([resumir(ddb, origem), resumir(ddb, destino)]);
    if (diferencas(antes, a).length) {
      throw new Error(`A tabela ${origem} mudou durante o ensaio (npm start gravando?): pare o npm start e rode de novo; o ensaio abre os dados de .local/ sozinho.`);
    }
    const d = diferencas(a, b);
    console.log(`  itens copiados: ${copiados}; na origem ${a.itens}, na cópia ${b.itens}; tipos: ${Object.keys(a.porTipo).length}`);
    for (const [tipo, t] of Object.entries(a.porTipo)) {
      const somas = Object.entries(t.somas).map(([n, s]) => `${n}=${s}`).join(" ");
      console.log(`  ${tipo.padEnd(24)} ${String(t.itens).padStart(6)} itens  ${somas}`);
    }
    console.log(`  digest ${a.digest}`);
    console.log(`  tempo da restauração (criar + copiar): ${restauracaoS.toFixed(2)} s; com a conferência: ${((performance.now() - inicio) / 1000).toFixed(2)} s`);
    if (d.length) {
      codigo = 1;
      console.error(`DIFERENÇAS (${d.length}):\n  ${d.join("\n  ")}`);
    } else console.log("OK: a cópia confere com a origem (contagens, somas por tipo e digest).");
  } catch (erro) {
    codigo = 1;
    console.error((erro as Error).message);
  } finally {
    if (!manter) await ddb.send(new DeleteTableCommand({ TableName: destino })).catch(() => undefined);
    else console.log(`Cópia mantida: ${destino}`);
    ddb.destroy();
    await servidor?.parar();
  }
  process.exit(codigo);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) void main();
