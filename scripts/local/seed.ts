/**
 * Demo data, seeded on the first start: the company "Loja Demo" on the Master plan with an admin
 * and a vendedor, then its shop data (seed-loja.ts). Everything goes through the real routes.
 * A blocked device arrives with the remote-lock work.
 */
import type { Papel } from "../../shared/api/routes";
import { cadastrarUsuario } from "../../functions/usuarios";
import { CLIENTE_DEMO, semearLoja } from "./seed-loja";

export const DEMO = {
  empresa: {
    nome_fantasia: "Loja Demo",
    cnpj: "11.222.333/0001-81",
    plano: "master" as const,
    // As a shop signs up (issue 30 item 11): the slips print the address, the Pix the city.
    endereco: "Rua da Aurora, 120, Boa Vista",
    cep: "50050-000",
    cidade: "Recife",
    uf: "PE",
    whatsapp: "(81) 99700-1234",
  },
  admin: { nome: "Ana Administradora", email: "admin@lojademo.com.br", senha: "demo1234" },
  vendedor: { nome: "Vitor Vendedor", email: "vendedor@lojademo.com.br", senha: "demo1234" },
  /** A customer with a 12x boleto sale: /consulta-boletos with this CPF and phone. */
  cliente: CLIENTE_DEMO,
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
  return true;
}

/**
 * Gives a company one more staff user through the same path as POST /api/usuarios (Cognito
 * account, then user, e-mail guard and counter in one transaction, within the plan's limit).
 * Tests use it for a second role without signing in as the admin first.
 */
export async function inserirUsuario(
  empresaId: string,
  u: { nome: string; email: string; senha: string; tipo_acesso: Papel },
): Promise<string> {
  return (await cadastrarUsuario(empresaId, u)).id;
}
