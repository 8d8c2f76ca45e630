/** Boleto sales with their slips issued by the real consumer, and what the simulated bank holds. */
import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { expect } from "vitest";
import { obterContrato, type ParcelaGravada } from "../../functions/contratos";
import { db, tabela } from "../../functions/lib/db/client";
import { indices } from "../../functions/lib/db/keys";
import { CobrancaSimulada, type CobrancaSimuladaGravada } from "../../functions/boletos/provedores/simulado-repo";
import { hojeBrasil } from "../../shared/br/datas";
import { chamarApi, novaEmpresa } from "./api";
import { lojaComEstoque, vendaBoleto } from "./vendas";

export async function parcelasGravadas(empresaId: string, contratoId: string): Promise<ParcelaGravada[]> {
  return (await obterContrato(empresaId, contratoId))?.parcelas ?? [];
}

/** A new company's boleto sale of `qtd` instalments (`extra`: more of the sale's body, e.g. the lock consent), waited until every slip is issued. */
export async function vendaComBoletos(qtd = 8, dataVenda = hojeBrasil(), extra: Record<string, unknown> = {}) {
  const a = await novaEmpresa({ nome_fantasia: "Cell Boletos" });
  const { cliente, itens } = await lojaComEstoque(a.token, 1);
  const r = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[0]!.id, dataVenda, { qtd_parcelas: qtd, ...extra }) });
  if (r.status !== 201) throw new Error(`venda: ${r.status} ${JSON.stringify(r.body)}`);
  const contratoId: string = r.body.contrato.id;
  await expect
    .poll(async () => (await parcelasGravadas(a.empresa.id, contratoId)).map((p) => p.boleto_status), { timeout: 20_000, interval: 200 })
    .toEqual(Array(qtd).fill("emitido"));
  return { a, vendaId: r.body.venda.id as string, contratoId, parcelas: await parcelasGravadas(a.empresa.id, contratoId) };
}

/** Every charge the simulated bank holds for a company (test only: walks the bank's list). */
export async function cobrancasDaEmpresa(empresaId: string): Promise<CobrancaSimuladaGravada[]> {
  const itens: Record<string, unknown>[] = [];
  let inicio: Record<string, unknown> | undefined;
  do {
    const r = await db().send(
      new QueryCommand({
        TableName: tabela(),
        IndexName: "GSI1",
        KeyConditionExpression: "GSI1PK = :pk",
        FilterExpression: "empresa_id = :e",
        ExpressionAttributeValues: { ":pk": indices.cobrancasSimuladas(), ":e": empresaId },
        ExclusiveStartKey: inicio,
      }),
    );
    itens.push(...(r.Items ?? []));
    inicio = r.LastEvaluatedKey;
  } while (inicio);
  return itens.map((i) => CobrancaSimulada.ler(i));
}
