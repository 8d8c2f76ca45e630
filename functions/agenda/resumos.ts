/**
 * What each shard of a routine run did (functions/agenda/consumidor.ts writes one item per shard,
 * overwritten by a retry of the same shard, so a re-run never counts twice), and the run's total.
 * Kept 7 days (TTL): an operator's view of the last mornings, and what the local trigger waits for.
 */
import { PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { db, tabela } from "../lib/db/client";
import { TABELA } from "../lib/db/table";
import { resumoVazio, somarResumos, type ResumoRotina } from "./rotina";
import { agoraIso } from "../../shared/relogio";

const DIAS_GUARDA = 7;
const pk = (execucao: string) => `ROTINA#${execucao}`;

export async function gravarResumoShard(execucao: string, shard: string, resumo: ResumoRotina): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tabela(),
      Item: {
        PK: pk(execucao),
        SK: `SHARD#${shard}`,
        entidade: "resumo_rotina",
        execucao,
        shard,
        ...resumo,
        concluido_em: agoraIso(),
        [TABELA.ttl]: Math.floor(Date.now() / 1000) + DIAS_GUARDA * 86_400,
      },
    }),
  );
}

/** The run's shards done so far and their sum (one Query: 16 small items). */
export async function resumoDaExecucao(execucao: string, dia: string): Promise<{ shards: number; resumo: ResumoRotina }> {
  const r = await db().send(
    new QueryCommand({ TableName: tabela(), KeyConditionExpression: "PK = :pk", ExpressionAttributeValues: { ":pk": pk(execucao) }, ConsistentRead: true }),
  );
  // Every counter of ResumoRotina, whatever it holds (the item carries the shard's summary as is).
  const campos = Object.keys(resumoVazio(dia)).filter((k) => k !== "dia") as (keyof Omit<ResumoRotina, "dia">)[];
  const partes = (r.Items ?? []).map((i) => {
    const parte: ResumoRotina = resumoVazio(dia);
    for (const c of campos) parte[c] = Number(i[c] ?? 0);
    return parte;
  });
  return { shards: partes.length, resumo: somarResumos(dia, partes) };
}
