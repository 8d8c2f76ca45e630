/**
 * Suppliers and customers: records with an optional document (CNPJ, CPF) unique within the
 * company. Uniqueness is a guard item `<DOC>#<digits>` in the company partition, written, moved
 * or deleted in the same transaction as its owner (the owner's version condition keeps them in
 * step). A usage counter (`uso_entradas`, `uso_vendas`) kept by other domains' transactions
 * blocks deleting a record something still points at.
 */
import { MSG_CADASTRO as M, type RecursoCadastro, type Uso } from "../../../shared/cadastro/mensagens";
import { listarPrefixo } from "../../lib/db/consultas";
import { proximoCodigo } from "../../lib/db/contadores";
import { empresaPk } from "../../lib/db/keys";
import { conflito, naoEncontrado } from "../../lib/errors";
import { agoraIso, novoId } from "../../lib/ids";
import { tabela } from "../../lib/db/client";
import type { Entidade } from "../../lib/db/entidade";
import { transacao, type Peca } from "../../lib/db/transacao";
import { paginarRegistros, type PedidoPagina } from "./pagina";
import {
  atualizarVersionado,
  comTentativas,
  excluirVersionado,
  inserir,
  lerItem,
  tentarDeNovo,
  usoDe,
  type Chave,
  type Item,
  type ItemTransacao,
} from "./comum";

export interface ConfigDocumento<T> {
  recurso: RecursoCadastro;
  /** The record's and the guard's item types (entidades.ts). */
  registro: Entidade<Record<string, unknown>>;
  guardaItem: Entidade<Record<string, unknown>>;
  prefixo: string;
  chave(empresaId: string, id: string): Chave;
  campoDocumento: string;
  guarda(empresaId: string, documento: string): Chave;
  campoDono: string;
  uso: { atributo: string; tipo: Uso };
  /** Counter name when the record has a server-generated code. */
  sequenciaCodigo?: string;
  duplicado: string;
  /** The API shape of a stored record (parsed by `registro`). */
  paraDto(item: Item): T;
}

type Campos = Record<string, unknown>;

export async function listarComDocumento<T>(cfg: ConfigDocumento<T>, empresaId: string): Promise<T[]> {
  return (await listarPrefixo(empresaPk(empresaId), cfg.prefixo)).map(cfg.paraDto);
}

/** One page of the records `filtro` accepts, newest first (GET of the list). */
export const paginarComDocumento = <T>(cfg: ConfigDocumento<T>, empresaId: string, pedido: PedidoPagina, filtro: (r: T) => boolean) =>
  paginarRegistros(empresaId, cfg.prefixo, pedido, cfg.paraDto, filtro);

export async function obterComDocumento<T>(cfg: ConfigDocumento<T>, empresaId: string, id: string): Promise<T | undefined> {
  const item = await lerItem(cfg.chave(empresaId, id));
  return item ? cfg.paraDto(item) : undefined;
}

/** The owner id held by the guard of `documento` in the company (one GetItem). */
export async function donoDoDocumento(cfg: ConfigDocumento<unknown>, empresaId: string, documento: string): Promise<string | undefined> {
  const guarda = cfg.guardaItem.lerTalvez(await lerItem(cfg.guarda(empresaId, documento)));
  const dono = guarda?.[cfg.campoDono];
  return typeof dono === "string" ? dono : undefined;
}

const putGuarda = (cfg: ConfigDocumento<unknown>, empresaId: string, documento: string, id: string): ItemTransacao =>
  inserir(cfg.guardaItem.item({ empresa_id: empresaId, [cfg.campoDocumento]: documento, [cfg.campoDono]: id }));

const deleteGuarda = (cfg: ConfigDocumento<unknown>, empresaId: string, documento: string, id: string): ItemTransacao => ({
  Delete: {
    TableName: tabela(),
    Key: cfg.guarda(empresaId, documento),
    ConditionExpression: "#dono = :id",
    ExpressionAttributeNames: { "#dono": cfg.campoDono },
    ExpressionAttributeValues: { ":id": id },
  },
});

const documentoDe = (cfg: ConfigDocumento<unknown>, item: Campos): string | null =>
  typeof item[cfg.campoDocumento] === "string" && item[cfg.campoDocumento] ? (item[cfg.campoDocumento] as string) : null;

const duplicado = (cfg: ConfigDocumento<unknown>) => conflito(cfg.duplicado, { [cfg.campoDocumento]: cfg.duplicado });

export async function criarComDocumento<T>(cfg: ConfigDocumento<T>, empresaId: string, campos: Campos): Promise<T> {
  const documento = documentoDe(cfg, campos);
  // Early answer before spending a code; the guard in the transaction is what really protects it.
  if (documento && (await donoDoDocumento(cfg, empresaId, documento))) throw duplicado(cfg);
  const id = novoId();
  const item: Item = cfg.registro.item({
    id,
    empresa_id: empresaId,
    ...(cfg.sequenciaCodigo ? { codigo: await proximoCodigo(empresaId, cfg.sequenciaCodigo) } : {}),
    ...campos,
    versao: 1,
    created_at: agoraIso(),
  });
  // A fresh id cannot be taken: only the document's guard can refuse.
  await transacao([{ item: inserir(item) }, ...(documento ? [{ item: putGuarda(cfg, empresaId, documento, id), seFalhar: () => duplicado(cfg) }] : [])]);
  return cfg.paraDto(item);
}

export async function atualizarComDocumento<T>(cfg: ConfigDocumento<T>, empresaId: string, id: string, campos: Campos): Promise<T> {
  const chave = cfg.chave(empresaId, id);
  return comTentativas(async () => {
    const atual = await lerItem(chave);
    if (!atual) throw naoEncontrado(M.naoEncontrado(cfg.recurso));
    const [antes, depois] = [documentoDe(cfg, atual), documentoDe(cfg, campos)];
    const pecas: Peca[] = [{ item: atualizarVersionado(chave, atual, campos), seFalhar: tentarDeNovo }];
    if (antes !== depois) {
      if (antes) pecas.push({ item: deleteGuarda(cfg, empresaId, antes, id), seFalhar: tentarDeNovo });
      if (depois) pecas.push({ item: putGuarda(cfg, empresaId, depois, id), seFalhar: () => duplicado(cfg) });
    }
    await transacao(pecas);
    return cfg.paraDto({ ...atual, ...campos });
  });
}

export async function excluirComDocumento<T>(cfg: ConfigDocumento<T>, empresaId: string, id: string): Promise<void> {
  const chave = cfg.chave(empresaId, id);
  await comTentativas(async () => {
    const atual = await lerItem(chave);
    if (!atual) throw naoEncontrado(M.naoEncontrado(cfg.recurso));
    const usos = usoDe(atual, cfg.uso.atributo);
    if (usos > 0) throw conflito(M.emUso(cfg.recurso, cfg.uso.tipo, usos));
    const documento = documentoDe(cfg, atual);
    // Lost a race (edited, or started being used): read again and decide from the new state.
    await transacao([
      { item: excluirVersionado(chave, atual, [cfg.uso.atributo]), seFalhar: tentarDeNovo },
      ...(documento ? [{ item: deleteGuarda(cfg, empresaId, documento, id), seFalhar: tentarDeNovo }] : []),
    ]);
  });
}
