/**
 * The caller of a staff route. The gateway (API Gateway's JWT authorizer, or the local gateway)
 * has verified the token; the company and user ids come from its immutable custom claims, and
 * the stored user is re-read on every request so a deactivated, deleted or demoted user loses
 * access at once. The company id is never taken from the body, path or query.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { Papel } from "../../shared/api/routes";
import { MSG } from "../../shared/mensagens";
import { pode, type Exigencia } from "../../shared/usuarios/permissoes";
import { db, tabela } from "./db/client";
import { chaves } from "./db/keys";
import { naoAutenticado, proibido } from "./errors";
import { auditoria } from "./logger";

export interface Caller {
  empresaId: string;
  usuarioId: string;
  papel: Papel;
  nome: string;
  email: string;
}

export type Claims = Record<string, string | number | boolean | string[] | undefined>;

export async function carregarCaller(claims: Claims | undefined): Promise<Caller> {
  const empresaId = claims?.["custom:empresa_id"];
  const usuarioId = claims?.["custom:usuario_id"];
  if (typeof empresaId !== "string" || typeof usuarioId !== "string" || !empresaId || !usuarioId) {
    auditoria("token_recusado", { motivo: "claims ausentes" });
    throw naoAutenticado();
  }
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.usuario(empresaId, usuarioId) }));
  if (!Item || Item.ativo !== true) {
    auditoria("usuario_inativo_recusado", { empresaId, usuarioId, existe: Boolean(Item) });
    throw naoAutenticado();
  }
  return {
    empresaId,
    usuarioId,
    papel: Item.tipo_acesso as Papel,
    nome: Item.nome as string,
    email: Item.email as string,
  };
}

/** The route's permission against the caller's stored role (shared/usuarios/permissoes.ts, issue 30). */
export function exigirPermissao(caller: Caller, permissao: Exigencia, rota: string): void {
  if (pode(caller.papel, permissao)) return;
  auditoria("permissao_negada", { empresaId: caller.empresaId, usuarioId: caller.usuarioId, papel: caller.papel, permissao, rota });
  throw proibido(MSG.acaoNegada);
}
