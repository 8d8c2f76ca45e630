/**
 * Demo data, seeded on the first start: the company "Loja Demo" on the Master plan with an admin
 * and a vendedor, then its shop data (seed-loja.ts), selling on its own credit at the lawful
 * default plans (1% a month, simple interest); and a second company, "Loja Parceira Demo", that
 * sells as the correspondent of a partner lender, with the lender's plans (issue 37 item 7:
 * docs/credito.md). Everything goes through the real routes.
 */
import type { Papel } from "../../shared/api/routes";
import { cadastrarUsuario } from "../../functions/usuarios";
import { novoCpf } from "./geradores";
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
  /** The second demo company: credit from a partner financial institution named in its contracts. */
  parceira: {
    empresa: {
      nome_fantasia: "Loja Parceira Demo",
      cnpj: "60.701.190/0001-04",
      plano: "pro" as const,
      endereco: "Av. Conde da Boa Vista, 800, Boa Vista",
      cep: "50060-004",
      cidade: "Recife",
      uf: "PE",
      whatsapp: "(81) 99700-5678",
    },
    admin: { nome: "Paulo Parceiro", email: "admin@parceirademo.com.br", senha: "demo1234" },
    /**
     * A fictitious lender (the CNPJ only passes the check digits). Its plans are near the BCB
     * average for personal credit (5,7–6,0% a month effective), under the 1,5× alert.
     */
    credito: {
      financiador: { tipo: "instituicao_parceira" as const, nome: "Financeira Exemplo S.A. (demonstração)", cnpj: "12.345.678/0001-95", endereco: "Av. Paulista, 1000, São Paulo - SP, 01310-100" },
      entrada_minima_percentual: 25,
      intervalo_dias: 15,
      planos: [
        { qtd_parcelas: 8, divisor: 0.88 },
        { qtd_parcelas: 12, divisor: 0.84 },
        { qtd_parcelas: 16, divisor: 0.8 },
        { qtd_parcelas: 18, divisor: 0.78 },
      ],
    },
  },
};

async function chamar(api: string, caminho: string, corpo: unknown): Promise<{ status: number; json: unknown }> {
  const r = await fetch(`${api}${caminho}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(corpo) });
  return { status: r.status, json: await r.json().catch(() => undefined) };
}

/** Creates a demo company and its shop data; false when it already existed. */
async function semearEmpresa(apiUrl: string, empresa: object, admin: { nome: string; email: string; senha: string }, depois: (empresaId: string) => Promise<void>): Promise<boolean> {
  const r = await chamar(apiUrl, "/api/empresas", { ...empresa, admin });
  if (r.status === 409) return false;
  if (r.status !== 201) throw new Error(`Falha ao criar a empresa demo: ${r.status} ${JSON.stringify(r.json)}`);
  await depois((r.json as { empresa: { id: string } }).empresa.id);
  return true;
}

/** Returns true when it seeded anything now, false when both demo companies already existed. */
export async function semearDemo(apiUrl: string): Promise<boolean> {
  const loja = await semearEmpresa(apiUrl, DEMO.empresa, DEMO.admin, async (empresaId) => {
    await cadastrarUsuario(empresaId, { ...DEMO.vendedor, tipo_acesso: "vendedor" });
    await semearLoja(apiUrl, DEMO.admin);
  });
  const parceira = await semearEmpresa(apiUrl, DEMO.parceira.empresa, DEMO.parceira.admin, () =>
    semearLoja(apiUrl, DEMO.parceira.admin, { credito: DEMO.parceira.credito, cliente: { nome: "Roberto Almeida", cpf: novoCpf(), telefone: "(81) 99822-3344", endereco: "Rua da Moeda, 60, Recife - PE" } }),
  );
  return loja || parceira;
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
