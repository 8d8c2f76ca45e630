import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { db, tabela } from "../../functions/lib/db/client";
import { chaves } from "../../functions/lib/db/keys";
import { chamarApi, novaEmpresa } from "../support/api";

function adulterar(token: string, claims: Record<string, unknown>): string {
  const [h, p, s] = token.split(".");
  const payload = { ...JSON.parse(Buffer.from(p!, "base64url").toString()), ...claims };
  return [h, Buffer.from(JSON.stringify(payload)).toString("base64url"), s].join(".");
}

describe("GET /api/me", () => {
  it("devolve o usuário e a empresa do token", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja A" });
    const r = await chamarApi("GET", "/api/me", { token: a.token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      usuario: { id: a.usuario.id, nome: "Admin Teste", email: a.email, tipo_acesso: "admin", ativo: true },
      empresa: {
        id: a.empresa.id,
        nome_fantasia: "Loja A",
        cnpj: a.empresa.cnpj,
        plano: "pro",
        endereco: null,
        whatsapp: null,
        // A new shop's first steps (issue 30 item 11), none done.
        primeiros_passos: {
          itens: ["endereco", "whatsapp", "cobranca", "modelo_contrato"].map((chave) => ({ chave, feito: false })),
          concluido: false,
          dispensado: false,
        },
      },
    });
  });

  it("o token da empresa A nunca lê dados da empresa B", async () => {
    const [a, b] = await Promise.all([novaEmpresa({ nome_fantasia: "Loja A" }), novaEmpresa({ nome_fantasia: "Loja B" })]);
    const ra = await chamarApi("GET", "/api/me", { token: a.token });
    expect(ra.body.empresa.id).toBe(a.empresa.id);
    expect(JSON.stringify(ra.body)).not.toContain(b.empresa.id);
    // Claims pointing at company B, but the signature no longer matches: refused.
    const forjado = adulterar(a.token, { "custom:empresa_id": b.empresa.id, "custom:usuario_id": b.usuario.id });
    const rf = await chamarApi("GET", "/api/me", { token: forjado });
    expect(rf.status).toBe(401);
    expect(JSON.stringify(rf.body)).not.toContain("Loja B");
  });

  it("sem token, com token adulterado ou expirado responde 401", async () => {
    const a = await novaEmpresa();
    expect((await chamarApi("GET", "/api/me")).status).toBe(401);
    expect((await chamarApi("GET", "/api/me", { token: "abc.def.ghi" })).status).toBe(401);
    const expirado = adulterar(a.token, { exp: Math.floor(Date.now() / 1000) - 60 });
    const r = await chamarApi("GET", "/api/me", { token: expirado });
    // Refused by the gateway's JWT authorizer, in API Gateway's own shape (docs/api.md).
    expect(r).toEqual({ status: 401, body: { error: { code: "UNAUTHENTICATED", message: "Sessão expirada ou usuário inativo. Entre novamente." } } });
  });

  it("recusa na próxima requisição o token de um usuário desativado", async () => {
    const a = await novaEmpresa();
    expect((await chamarApi("GET", "/api/me", { token: a.token })).status).toBe(200);
    await db().send(
      new UpdateCommand({ TableName: tabela(), Key: chaves.usuario(a.empresa.id, a.usuario.id), UpdateExpression: "SET ativo = :f", ExpressionAttributeValues: { ":f": false } }),
    );
    const r = await chamarApi("GET", "/api/me", { token: a.token });
    expect(r.status).toBe(401);
    expect(r.body.error.code).toBe("UNAUTHENTICATED");
  });

  it("uma rota desconhecida responde 404 no formato da API", async () => {
    const r = await chamarApi("GET", "/api/nao-existe");
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe("NOT_FOUND");
  });
});
