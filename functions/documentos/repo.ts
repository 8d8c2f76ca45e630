/**
 * The only file of `documentos` that touches DynamoDB.
 *
 * At most one template per type is active, and that is the one a sale uses. The company keeps a
 * pointer item per type, `MODELO_ATIVO#<tipo>`, holding the active template's id and a copy of
 * its nome and conteudo, so the sale reads it with ONE GetItem. Invariant: a template has
 * `ativo = true` exactly when its type's pointer names it. Every write that could break it runs
 * in one TransactWriteItems: the template (conditioned on the `updated_at` it read), the pointer
 * (conditioned on the id it read) and the template it displaces (set inactive). A concurrent
 * change fails a condition; the operation re-reads and retries, then answers 409.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { modelosIniciais } from "../../shared/documentos/modelos-padrao";
import type { TipoDocumento } from "../../shared/documentos/placeholders";
import { MSG_MODELOS, type ModeloDocumento } from "../../shared/documentos/schemas";
import { db, tabela } from "../lib/db/client";
import { transacao as executar, type Escrita } from "../lib/db/transacao";
import { listarPrefixo } from "../lib/db/consultas";
import { Modelo, ModeloAtivo, type ModeloGravado } from "./entidades";
import { chaves, empresaPk, prefixos } from "../lib/db/keys";
import { conflito, naoEncontrado } from "../lib/errors";
import { agoraIso, novoId } from "../lib/ids";
import { marcarPasso } from "../empresa";

export type ItemTransacao = Escrita;
export type DadosModelo = Pick<ModeloDocumento, "nome" | "tipo" | "conteudo" | "ativo">;

interface Ponteiro {
  modelo_id: string;
  nome: string;
  conteudo: string;
}

const itemModelo = (empresaId: string, m: ModeloDocumento) => Modelo.item({ ...m, empresa_id: empresaId });

const itemPonteiro = (empresaId: string, m: ModeloDocumento) =>
  ModeloAtivo.item({ empresa_id: empresaId, tipo: m.tipo, modelo_id: m.id, nome: m.nome, conteudo: m.conteudo, updated_at: m.updated_at });

/** The API's template (the stored one without the tenant). */
const semEmpresa = ({ empresa_id: _e, ...m }: ModeloGravado): ModeloDocumento => m;

export async function listarModelos(empresaId: string): Promise<ModeloDocumento[]> {
  const itens = await listarPrefixo(empresaPk(empresaId), prefixos.modeloDocumento);
  return itens.map((i) => semEmpresa(Modelo.ler(i)));
}

async function obterModelo(empresaId: string, id: string): Promise<ModeloDocumento> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.modeloDocumento(empresaId, id), ConsistentRead: true }));
  if (!Item) throw naoEncontrado(MSG_MODELOS.naoEncontrado);
  return semEmpresa(Modelo.ler(Item));
}

async function lerPonteiro(empresaId: string, tipo: TipoDocumento, consistente = true): Promise<Ponteiro | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.modeloAtivo(empresaId, tipo), ConsistentRead: consistente }));
  const p = ModeloAtivo.lerTalvez(Item);
  return p ? { modelo_id: p.modelo_id, nome: p.nome, conteudo: p.conteudo } : undefined;
}

/** Points the type at `m` (only if the pointer still names what was read) and deactivates the template it displaces. */
function ativar(empresaId: string, m: ModeloDocumento, atual: Ponteiro | undefined): ItemTransacao[] {
  const itens: ItemTransacao[] = [
    {
      Put: {
        TableName: tabela(),
        Item: itemPonteiro(empresaId, m),
        ConditionExpression: atual ? "modelo_id = :anterior" : "attribute_not_exists(PK)",
        ExpressionAttributeValues: atual ? { ":anterior": atual.modelo_id } : undefined,
      },
    },
  ];
  if (atual && atual.modelo_id !== m.id) {
    itens.push({
      Update: {
        TableName: tabela(),
        Key: chaves.modeloDocumento(empresaId, atual.modelo_id),
        UpdateExpression: "SET ativo = :falso, updated_at = :agora",
        ConditionExpression: "attribute_exists(PK)",
        ExpressionAttributeValues: { ":falso": false, ":agora": m.updated_at },
      },
    });
  }
  return itens;
}

function soltarPonteiro(empresaId: string, tipo: TipoDocumento, modeloId: string): ItemTransacao {
  return {
    Delete: {
      TableName: tabela(),
      Key: chaves.modeloAtivo(empresaId, tipo),
      ConditionExpression: "modelo_id = :id",
      ExpressionAttributeValues: { ":id": modeloId },
    },
  };
}

/**
 * Saving the active contract template completes the shop's first step 'contract template'
 * (shared/empresa/primeiros-passos.ts), in the save's own transaction.
 */
const passoDoContrato = (empresaId: string, m: ModeloDocumento): ItemTransacao[] =>
  m.tipo === "contrato" && m.ativo ? [marcarPasso(empresaId, "modelo_contrato", m.updated_at)] : [];

const TENTATIVAS = 3;

/** Every condition here means "someone changed the same templates meanwhile": read again and retry. */
class AlteradoAoMesmoTempo extends Error {}

async function comRetentativas<T>(operacao: () => Promise<T>): Promise<T> {
  for (let i = 0; i < TENTATIVAS; i += 1) {
    try {
      return await operacao();
    } catch (erro) {
      if (!(erro instanceof AlteradoAoMesmoTempo)) throw erro;
    }
  }
  throw conflito(MSG_MODELOS.alteradoAoMesmoTempo);
}

const transacao = (itens: ItemTransacao[]) => executar(itens.map((item) => ({ item, seFalhar: () => new AlteradoAoMesmoTempo() })));

export function criarModelo(empresaId: string, dados: DadosModelo): Promise<ModeloDocumento> {
  const id = novoId();
  return comRetentativas(async () => {
    const agora = agoraIso();
    const m: ModeloDocumento = { id, ...dados, created_at: agora, updated_at: agora };
    const itens: ItemTransacao[] = [{ Put: { TableName: tabela(), Item: itemModelo(empresaId, m), ConditionExpression: "attribute_not_exists(PK)" } }];
    if (m.ativo) itens.push(...ativar(empresaId, m, await lerPonteiro(empresaId, m.tipo)), ...passoDoContrato(empresaId, m));
    await transacao(itens);
    return m;
  });
}

export function atualizarModelo(empresaId: string, id: string, dados: DadosModelo): Promise<ModeloDocumento> {
  return comRetentativas(async () => {
    const atual = await obterModelo(empresaId, id);
    const novo: ModeloDocumento = { ...atual, ...dados, updated_at: agoraIso() };
    const itens: ItemTransacao[] = [
      {
        Put: {
          TableName: tabela(),
          Item: itemModelo(empresaId, novo),
          ConditionExpression: "updated_at = :lido",
          ExpressionAttributeValues: { ":lido": atual.updated_at },
        },
      },
    ];
    const ponteiroDoTipoAnterior = await lerPonteiro(empresaId, atual.tipo);
    const eraOAtivo = ponteiroDoTipoAnterior?.modelo_id === id;
    // Deactivated, or moved to the other type: its old type is left with no active template.
    if (eraOAtivo && (!novo.ativo || novo.tipo !== atual.tipo)) itens.push(soltarPonteiro(empresaId, atual.tipo, id));
    if (novo.ativo) {
      const ponteiro = novo.tipo === atual.tipo ? ponteiroDoTipoAnterior : await lerPonteiro(empresaId, novo.tipo);
      itens.push(...ativar(empresaId, novo, ponteiro), ...passoDoContrato(empresaId, novo));
    }
    await transacao(itens);
    return novo;
  });
}

/** Generated documents keep their own copy of the HTML, so nothing refers to a template: deleting is always allowed. */
export function excluirModelo(empresaId: string, id: string): Promise<void> {
  return comRetentativas(async () => {
    const atual = await obterModelo(empresaId, id);
    const itens: ItemTransacao[] = [
      {
        Delete: {
          TableName: tabela(),
          Key: chaves.modeloDocumento(empresaId, id),
          ConditionExpression: "updated_at = :lido",
          ExpressionAttributeValues: { ":lido": atual.updated_at },
        },
      },
    ];
    const ponteiro = await lerPonteiro(empresaId, atual.tipo);
    if (ponteiro?.modelo_id === id) itens.push(soltarPonteiro(empresaId, atual.tipo, id));
    await transacao(itens);
  });
}

/** The template a sale of this company uses for this type (one GetItem), or null when none is active. */
export async function modeloAtivo(empresaId: string, tipo: TipoDocumento): Promise<{ id: string; nome: string; conteudo: string } | null> {
  const p = await lerPonteiro(empresaId, tipo, false);
  return p ? { id: p.modelo_id, nome: p.nome, conteudo: p.conteudo } : null;
}

/** The default contract and warranty of a new company, both active with their pointers: Puts for the sign-up transaction. */
export function itensModelosNovaEmpresa(empresaId: string, agora: string): ItemTransacao[] {
  return modelosIniciais(agora).flatMap((inicial) => {
    const m: ModeloDocumento = { id: novoId(), ...inicial };
    return [itemModelo(empresaId, m), itemPonteiro(empresaId, m)].map(
      (Item): ItemTransacao => ({ Put: { TableName: tabela(), Item, ConditionExpression: "attribute_not_exists(PK)" } }),
    );
  });
}
