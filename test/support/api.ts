/**
 * HTTP helpers for integration tests: call the local gateway like a client would, sign in through
 * the local Cognito like the SPA does (USER_PASSWORD_AUTH) and make a fresh company per test.
 */
import { CognitoIdentityProviderClient, InitiateAuthCommand } from "@aws-sdk/client-cognito-identity-provider";
import { expect, inject } from "vitest";
import { novoCnpj, novoEmail } from "./fabricas";
import "./contexto";

export interface RespostaApi<T = any> {
  status: number;
  body: T;
}

export async function chamarApi<T = any>(
  metodo: string,
  caminho: string,
  opcoes: { token?: string; body?: unknown; corpoBruto?: string } = {},
): Promise<RespostaApi<T>> {
  const { apiUrl } = inject("pilha");
  const headers: Record<string, string> = {};
  if (opcoes.token) headers.authorization = `Bearer ${opcoes.token}`;
  if (opcoes.body !== undefined || opcoes.corpoBruto !== undefined) headers["content-type"] = "application/json";
  const r = await fetch(`${apiUrl}${caminho}`, {
    method: metodo,
    headers,
    body: opcoes.corpoBruto ?? (opcoes.body === undefined ? undefined : JSON.stringify(opcoes.body)),
  });
  const texto = await r.text();
  return { status: r.status, body: texto ? JSON.parse(texto) : undefined };
}

export async function entrar(email: string, senha: string): Promise<{ idToken: string; accessToken: string }> {
  const { cognitoEndpoint, staffClientId } = inject("pilha");
  const cognito = new CognitoIdentityProviderClient({ endpoint: cognitoEndpoint, region: "us-east-1", credentials: { accessKeyId: "local", secretAccessKey: "local" } });
  const r = await cognito.send(
    new InitiateAuthCommand({ ClientId: staffClientId, AuthFlow: "USER_PASSWORD_AUTH", AuthParameters: { USERNAME: email, PASSWORD: senha } }),
  );
  cognito.destroy();
  return { idToken: r.AuthenticationResult!.IdToken!, accessToken: r.AuthenticationResult!.AccessToken! };
}

export interface EmpresaTeste {
  token: string;
  empresa: { id: string; nome_fantasia: string; cnpj: string; plano: string };
  usuario: { id: string; nome: string; email: string };
  email: string;
  senha: string;
}

export function dadosEmpresa(sobrepor: Record<string, unknown> = {}) {
  return {
    nome_fantasia: "Celulares Teste",
    cnpj: novoCnpj(true),
    plano: "pro",
    admin: { nome: "Admin Teste", email: novoEmail("admin"), senha: "segredo123" },
    ...sobrepor,
  };
}

/** A new company with its admin signed in: the cheapest isolation between tests. */
export async function novaEmpresa(sobrepor: Record<string, unknown> = {}): Promise<EmpresaTeste> {
  const dados = dadosEmpresa(sobrepor);
  const r = await chamarApi("POST", "/api/empresas", { body: dados });
  if (r.status !== 201) throw new Error(`cadastro falhou: ${r.status} ${JSON.stringify(r.body)}`);
  const { idToken } = await entrar(dados.admin.email, dados.admin.senha);
  return { token: idToken, empresa: r.body.empresa, usuario: r.body.usuario, email: dados.admin.email, senha: dados.admin.senha };
}

/** Follows a paged list's `next` until it is null (at most 20 pages); every page must answer 200. */
export async function todasAsPaginas(token: string, caminho: string): Promise<any[]> {
  const paginas = [];
  let cursor: string | null = null;
  for (let i = 0; i < 20; i++) {
    const sep = caminho.includes("?") ? "&" : "?";
    const r: RespostaApi = await chamarApi("GET", `${caminho}${cursor ? `${sep}cursor=${encodeURIComponent(cursor)}` : ""}`, { token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    paginas.push(r.body);
    cursor = r.body.next;
    if (!cursor) break;
  }
  return paginas;
}
