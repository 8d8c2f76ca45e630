/**
 * The only file of `usuarios` that touches DynamoDB. A user is its item, its e-mail guard (unique
 * across the staff pool) and its share of the company's `usuarios` counter (the plan limit); every
 * write keeps the three in step in one transaction.
 */
import { GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { Plano } from "../../shared/conta/schemas";
import { LIMITES_PLANO } from "../../shared/regras/planos";
import type { Usuario } from "../../shared/usuarios/schemas";
import { condicaoFalhou, db, tabela } from "../lib/db/client";
import { transacao, type Peca } from "../lib/db/transacao";
import { listarPrefixo } from "../lib/db/consultas";
import { GuardaEmail, usuarioDto, UsuarioItem } from "../conta";
import { chaves, empresaPk, prefixos } from "../lib/db/keys";
import { agoraIso } from "../lib/ids";
import type { DadosUsuario } from "./domain";

/** A stored user: the DTO plus the Cognito username the sign-in account goes by. */
export interface RegistroUsuario {
  usuario: Usuario;
  cognitoUsername: string;
}

/** Why a write was refused, named by the condition that failed. */
export type Recusa = "nao_encontrado" | "email_duplicado" | "limite_plano" | "plano_alterado";
export class EscritaRecusada extends Error {
  constructor(readonly motivo: Recusa) {
    super(motivo);
  }
}

/** What a piece's failed condition means (pieces without it are invariants of this file). */
const recusa = (motivo: Recusa) => () => new EscritaRecusada(motivo);

const guardaEmail = (empresaId: string, usuarioId: string, email: string) => GuardaEmail.item({ email, empresa_id: empresaId, usuario_id: usuarioId });

export async function listarUsuarios(empresaId: string): Promise<Usuario[]> {
  const itens = await listarPrefixo(empresaPk(empresaId), prefixos.usuario, { maisNovosPrimeiro: true });
  return itens.map((i) => usuarioDto(UsuarioItem.ler(i)));
}

export async function obterRegistro(empresaId: string, usuarioId: string): Promise<RegistroUsuario | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.usuario(empresaId, usuarioId), ConsistentRead: true }));
  if (!Item) return undefined;
  const u = UsuarioItem.ler(Item);
  return { usuario: usuarioDto(u), cognitoUsername: u.cognito_username };
}

export async function emailEmUso(email: string): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.guardaEmail(email) }));
  return Boolean(Item);
}

/**
 * The user, its e-mail guard and counter +1, checked against the limit of the plan the company
 * has at this moment (the company item must still be on `plano`, so a concurrent downgrade and
 * this insert cannot both pass).
 */
export async function inserirUsuario(empresaId: string, plano: Plano, u: Usuario, cognitoUsername: string): Promise<void> {
  const T = tabela();
  const limite = LIMITES_PLANO[plano].usuarios;
  await transacao([
    {
      seFalhar: recusa("plano_alterado"),
      item: { ConditionCheck: { TableName: T, Key: chaves.empresa(empresaId), ConditionExpression: "plano = :p", ExpressionAttributeValues: { ":p": plano } } },
    },
    {
      seFalhar: recusa("limite_plano"),
      item: {
        Update: {
          TableName: T,
          Key: chaves.contador(empresaId, "usuarios"),
          UpdateExpression: "ADD valor :um SET entidade = :e",
          ...(limite === null
            ? { ExpressionAttributeValues: { ":um": 1, ":e": "contador" } }
            : { ConditionExpression: "attribute_not_exists(valor) OR valor < :lim", ExpressionAttributeValues: { ":um": 1, ":e": "contador", ":lim": limite } }),
        },
      },
    },
    {
      seFalhar: recusa("email_duplicado"),
      item: { Put: { TableName: T, Item: guardaEmail(empresaId, u.id, u.email), ConditionExpression: "attribute_not_exists(PK)" } },
    },
    {
      item: {
        Put: {
          TableName: T,
          Item: UsuarioItem.item({ ...u, empresa_id: empresaId, cognito_username: cognitoUsername }),
          ConditionExpression: "attribute_not_exists(PK)",
        },
      },
    },
  ]);
}

/**
 * Name, e-mail and role, only if the stored e-mail is still `de.email` (so the guard swapped
 * below is the one this user owns); a new e-mail swaps the guards in the same transaction.
 */
export async function atualizarDados(empresaId: string, usuarioId: string, de: DadosUsuario, para: DadosUsuario): Promise<void> {
  const T = tabela();
  const itens: Peca[] = [
    {
      seFalhar: recusa("nao_encontrado"),
      item: {
        Update: {
          TableName: T,
          Key: chaves.usuario(empresaId, usuarioId),
          UpdateExpression: "SET nome = :n, email = :e, tipo_acesso = :t, updated_at = :u",
          ConditionExpression: "attribute_exists(PK) AND email = :ea",
          ExpressionAttributeValues: { ":n": para.nome, ":e": para.email, ":t": para.tipo_acesso, ":u": agoraIso(), ":ea": de.email },
        },
      },
    },
  ];
  if (para.email !== de.email) {
    itens.push(
      {
        item: {
          Delete: { TableName: T, Key: chaves.guardaEmail(de.email), ConditionExpression: "usuario_id = :id", ExpressionAttributeValues: { ":id": usuarioId } },
        },
      },
      {
        seFalhar: recusa("email_duplicado"),
        item: { Put: { TableName: T, Item: guardaEmail(empresaId, usuarioId, para.email), ConditionExpression: "attribute_not_exists(PK)" } },
      },
    );
  }
  await transacao(itens);
}

export async function definirAtivo(empresaId: string, usuarioId: string, ativo: boolean): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tabela(),
        Key: chaves.usuario(empresaId, usuarioId),
        UpdateExpression: "SET ativo = :a, updated_at = :u",
        ConditionExpression: "attribute_exists(PK)",
        ExpressionAttributeValues: { ":a": ativo, ":u": agoraIso() },
      }),
    );
  } catch (erro) {
    if (condicaoFalhou(erro)) throw new EscritaRecusada("nao_encontrado");
    throw erro;
  }
}

/** The user, its e-mail guard and counter −1: the plan's slot is free again. */
export async function excluirRegistro(empresaId: string, u: Usuario): Promise<void> {
  const T = tabela();
  await transacao([
    { seFalhar: recusa("nao_encontrado"), item: {
        Delete: {
          TableName: T,
          Key: chaves.usuario(empresaId, u.id),
          ConditionExpression: "attribute_exists(PK) AND email = :e",
          ExpressionAttributeValues: { ":e": u.email },
        },
      } },
    {
      item: { Delete: { TableName: T, Key: chaves.guardaEmail(u.email), ConditionExpression: "usuario_id = :id", ExpressionAttributeValues: { ":id": u.id } } },
    },
    {
      item: {
        Update: { TableName: T, Key: chaves.contador(empresaId, "usuarios"), UpdateExpression: "ADD valor :menos", ExpressionAttributeValues: { ":menos": -1 } },
      },
    },
  ]);
}
