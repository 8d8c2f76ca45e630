/**
 * Demo data, seeded on the first start: the company "Loja Demo" on the Master plan with an admin
 * and a vendedor, then its shop data (seed-loja.ts). Everything goes through the real routes.
 * A blocked device arrives with the remote-lock work.
 */
import { PutCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { criarUsuarioStaff } from "../../functions/lib/cognito";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { agoraIso, novoId } from "../../functions/lib/ids";
import type { Papel } from "../../shared/api/routes";
import { cadastrarUsuario } from "../../functions/usuarios";
import { semearLoja } from "./seed-loja";

export const DEMO = {
  empresa: { nome_fantasia: "Loja Demo", cnpj: "11.222.333/0001-81", plano: "master" as const },
  admin: { nome: "Ana Administradora", email: "admin@lojademo.com.br", senha: "demo1234" },
  vendedor: { nome: "Vitor Vendedor", email: "vendedor@lojademo.com.br", senha: "demo1234" },
};

async function chamar(api: string, caminho: string, corpo: unknown): Promise<{ status: number; json: unknown }> {
  const r = await fetch(`${api}${caminho}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(corpo) });
  return { status: r.status, json: await r.json().catch(() => undefined) };
}

/** Returns true when it seeded now, false when the demo already existed. */
export async function semearDemo(apiUrl: string): Promise<boolean> {
  const r = await chamar(apiUrl, "/api/empresas", { ...DEMO.empresa, admin: DEMO.admin });
  if (r.status === 409) return false;
  if (r.status !== 201) throw new Error(`Falha ao criar a empresa demo: ${r.status} ${JSON.stringify(r.json)}`);
  const empresaId = (r.json as { empresa: { id: string } }).empresa.id;

  await cadastrarUsuario(empresaId, { ...DEMO.vendedor, tipo_acesso: "vendedor" });
  await semearLoja(apiUrl, DEMO.admin);
  await db().send(new PutCommand({ TableName: tabela(), Item: { PK: "SISTEMA", SK: "DEMO", empresa_id: empresaId, created_at: agoraIso() } }));
  return true;
}

/**
 * A test fixture: writes a staff user the way POST /api/usuarios does (the sign-in account, then
 * the user, its e-mail guard and the user counter in one transaction) but without the plan's user
 * limit, so tests can give any company a second role. The demo seed uses the real path
 * (`cadastrarUsuario`, functions/usuarios).
 */
export async function inserirUsuario(
  empresaId: string,
  u: { nome: string; email: string; senha: string; tipo_acesso: Papel },
): Promise<string> {
  const usuarioId = novoId();
  const username = await criarUsuarioStaff({ email: u.email, senha: u.senha, empresaId, usuarioId });
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tabela(),
            Item: { ...chaves.guardaEmail(u.email), entidade: "guarda_email", empresa_id: empresaId, usuario_id: usuarioId },
            ConditionExpression: "attribute_not_exists(PK)",
          },
        },
        {
          Put: {
            TableName: tabela(),
            Item: {
              ...chaves.usuario(empresaId, usuarioId),
              entidade: "usuario",
              id: usuarioId,
              empresa_id: empresaId,
              nome: u.nome,
              email: u.email,
              tipo_acesso: u.tipo_acesso,
              ativo: true,
              cognito_username: username,
              created_at: agoraIso(),
            },
          },
        },
        {
          Update: {
            TableName: tabela(),
            Key: chaves.contador(empresaId, "usuarios"),
            UpdateExpression: "ADD valor :um",
            ExpressionAttributeValues: { ":um": 1 },
          },
        },
      ],
    }),
  );
  return usuarioId;
}
