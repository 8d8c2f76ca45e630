/** Helpers of the report tests: a period query, a signed-in user of a role, a CSV fetched raw. */
import { inject } from "vitest";
import { somarDias } from "../../shared/br/datas";
import { chamarApi, entrar, type EmpresaTeste } from "./api";
import { novoEmail } from "./fabricas";

export const dias = (hoje: string, n: number) => somarDias(hoje, n);

/** A user of the company with that role, signed in: its id, name and ID token. */
export async function usuarioComPapel(a: EmpresaTeste, tipo_acesso: string, nome = `Pessoa ${tipo_acesso}`) {
  const email = novoEmail(tipo_acesso);
  const r = await chamarApi("POST", "/api/usuarios", { token: a.token, body: { nome, email, senha: "segredo123", tipo_acesso } });
  if (r.status !== 201) throw new Error(`usuário: ${r.status} ${JSON.stringify(r.body)}`);
  const { idToken } = await entrar(email, "segredo123");
  return { id: r.body.id as string, nome, token: idToken };
}

/** The raw answer (a CSV is not JSON): status, headers and the bytes as text, BOM kept. */
export async function baixar(caminho: string, token?: string) {
  const { apiUrl } = inject("pilha");
  const r = await fetch(`${apiUrl}${caminho}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = new Uint8Array(await r.arrayBuffer());
  return { status: r.status, tipo: r.headers.get("content-type"), disposicao: r.headers.get("content-disposition"), bytes, texto: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) };
}

/** Centavos of a reais amount as the API sends it (2 decimals). */
export const c = (reais: number) => Math.round(reais * 100);
