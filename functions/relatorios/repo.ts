/**
 * The dashboard's reads: ONE BatchGetItem of four aggregate items (stock totals, the month's
 * sales, open amounts, the IMEI counter), kept up to date by the writes that change them — the
 * dashboard costs the same with 10 sales or 1,000,000 (test/integration/relatorios-dashboard).
 */
import { BatchGetCommand } from "@aws-sdk/lib-dynamodb";
import { db, tabela } from "../lib/db/client";
import { chaves } from "../lib/db/keys";

export interface Agregados {
  estoque: Record<string, unknown>;
  mes: Record<string, unknown>;
  financeiro: Record<string, unknown>;
  imeis: Record<string, unknown>;
}

export async function lerAgregados(empresaId: string, mes: string): Promise<Agregados> {
  const chavesLidas = {
    estoque: chaves.estoqueTotal(empresaId),
    mes: chaves.vendasMes(empresaId, mes),
    financeiro: chaves.financeiro(empresaId),
    imeis: chaves.contador(empresaId, "imeis"),
  };
  const r = await db().send(new BatchGetCommand({ RequestItems: { [tabela()]: { Keys: Object.values(chavesLidas) } } }));
  const itens = r.Responses?.[tabela()] ?? [];
  const achar = (k: { SK: string }) => itens.find((i) => i.SK === k.SK) ?? {};
  return { estoque: achar(chavesLidas.estoque), mes: achar(chavesLidas.mes), financeiro: achar(chavesLidas.financeiro), imeis: achar(chavesLidas.imeis) };
}
