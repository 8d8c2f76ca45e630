/** The only file of `empresa` that touches DynamoDB: the company item, its CNPJ guard, its usage counters. */
import { BatchGetCommand, GetCommand } from "@aws-sdk/lib-dynamodb";
import type { Empresa } from "../../shared/conta/schemas";
import { LIMITES_PLANO } from "../../shared/regras/planos";
import type { UsoEmpresa } from "../../shared/empresa/planos";
import { db, tabela } from "../lib/db/client";
import { transacao, type Escrita, type Peca } from "../lib/db/transacao";
import { chaves } from "../lib/db/keys";
import { agoraIso } from "../lib/ids";

export async function cnpjEmUso(cnpj: string): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.guardaCnpjEmpresa(cnpj) }));
  return Boolean(Item);
}

/** Users and registered IMEIs, from the counters kept in the same transactions as the records. */
export async function lerUso(empresaId: string): Promise<UsoEmpresa> {
  const chaveU = chaves.contador(empresaId, "usuarios");
  const chaveI = chaves.contador(empresaId, "imeis");
  const r = await db().send(new BatchGetCommand({ RequestItems: { [tabela()]: { Keys: [chaveU, chaveI], ConsistentRead: true } } }));
  const itens = r.Responses?.[tabela()] ?? [];
  const valor = (sk: string) => Number(itens.find((i) => i.SK === sk)?.valor ?? 0);
  return { usuarios: valor(chaveU.SK), imeis: valor(chaveI.SK) };
}

/** Why a company update transaction was refused. */
export type FalhaAtualizacao = "concorrencia" | "cnpj_duplicado" | "limite_plano";
export class AtualizacaoRecusada extends Error {
  constructor(readonly motivo: FalhaAtualizacao) {
    super(motivo);
  }
}

/**
 * One transaction: the company (only if its CNPJ is still the one read, so the guards below stay
 * in step), and when the CNPJ changes the old guard out and the new one in (unique across
 * companies). On a plan change, the usage counters are checked against the new plan's limits in
 * the same transaction, so a user or IMEI added meanwhile cannot slip past a downgrade.
 */
export async function salvarEmpresa(anterior: Empresa, nova: Empresa): Promise<void> {
  const T = tabela();
  const pecas: Peca[] = [];
  // The old guard's condition (it is ours) is an invariant: without a meaning it fails as a 500.
  const incluir = (motivo: FalhaAtualizacao | null, item: Escrita) =>
    pecas.push({ item, ...(motivo ? { seFalhar: () => new AtualizacaoRecusada(motivo) } : {}) });

  incluir("concorrencia", {
    Update: {
      TableName: T,
      Key: chaves.empresa(nova.id),
      UpdateExpression: "SET nome_fantasia = :n, cnpj = :c, plano = :p, endereco = :e, cep = :cep, cidade = :cid, uf = :uf, whatsapp = :w, updated_at = :u",
      ConditionExpression: "attribute_exists(PK) AND cnpj = :ca",
      ExpressionAttributeValues: {
        ":n": nova.nome_fantasia,
        ":c": nova.cnpj,
        ":p": nova.plano,
        ":e": nova.endereco,
        ":cep": nova.cep,
        ":cid": nova.cidade,
        ":uf": nova.uf,
        ":w": nova.whatsapp,
        ":u": agoraIso(),
        ":ca": anterior.cnpj,
      },
    },
  });
  if (nova.cnpj !== anterior.cnpj) {
    incluir(null, {
      Delete: {
        TableName: T,
        Key: chaves.guardaCnpjEmpresa(anterior.cnpj),
        ConditionExpression: "empresa_id = :id",
        ExpressionAttributeValues: { ":id": nova.id },
      },
    });
    incluir("cnpj_duplicado", {
      Put: {
        TableName: T,
        Item: { ...chaves.guardaCnpjEmpresa(nova.cnpj), entidade: "guarda_cnpj", empresa_id: nova.id },
        ConditionExpression: "attribute_not_exists(PK)",
      },
    });
  }
  if (nova.plano !== anterior.plano) {
    const limites = LIMITES_PLANO[nova.plano];
    for (const [nome, limite] of [["usuarios", limites.usuarios], ["imeis", limites.imeis]] as const) {
      if (limite === null) continue;
      incluir("limite_plano", {
        ConditionCheck: {
          TableName: T,
          Key: chaves.contador(nova.id, nome),
          ConditionExpression: "attribute_not_exists(valor) OR valor <= :lim",
          ExpressionAttributeValues: { ":lim": limite },
        },
      });
    }
  }

  await transacao(pecas);
}
