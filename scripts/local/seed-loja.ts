/**
 * The demo shop's day-to-day data, written through the real API routes with the demo admin's
 * token (signed in like the SPA does): suppliers, product models, stock by IMEI, customers, a
 * boleto sale (12x, with its contract) and a PIX sale. The boleto customer is fixed
 * (CLIENTE_DEMO: npm start prints her CPF and phone) so anyone can try /consulta-boletos.
 */
import { CognitoIdentityProviderClient, InitiateAuthCommand } from "@aws-sdk/client-cognito-identity-provider";
import { hojeBrasil, somarDias } from "../../shared/br/datas";
import { novoCpf, novoImei } from "./geradores";

type Corpo = Record<string, unknown>;

/** The demo's boleto customer: the customer area finds her contract with this CPF and phone. */
export const CLIENTE_DEMO = { nome: "Maria Oliveira", cpf: "318.604.279-87", telefone: "(81) 99811-2233", endereco: "Rua do Sol, 45, Olinda - PE" } as const;

async function entrarComoAdmin(email: string, senha: string): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: process.env.COGNITO_ENDPOINT,
    region: "us-east-1",
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
  });
  const r = await cognito.send(
    new InitiateAuthCommand({ ClientId: process.env.STAFF_USER_POOL_CLIENT_ID, AuthFlow: "USER_PASSWORD_AUTH", AuthParameters: { USERNAME: email, PASSWORD: senha } }),
  );
  cognito.destroy();
  return r.AuthenticationResult!.IdToken!;
}

/** A demo boleto customer. */
export interface ClienteDemo {
  nome: string;
  cpf: string;
  telefone: string;
  endereco: string;
}

/**
 * `credito`: the company's lender and plans, saved before its sales (the default is its own credit
 * at the ceiling); `cliente`: its boleto customer (CLIENTE_DEMO by default: a second demo company
 * names another, so the customer area shows Maria one shop).
 */
export async function semearLoja(apiUrl: string, admin: { email: string; senha: string }, opcoes: { credito?: Corpo; cliente?: ClienteDemo } = {}): Promise<void> {
  const clienteBoleto = opcoes.cliente ?? CLIENTE_DEMO;
  const token = await entrarComoAdmin(admin.email, admin.senha);
  const api = async (metodo: string, caminho: string, corpo?: Corpo): Promise<Corpo & { items?: Corpo[] }> => {
    const r = await fetch(`${apiUrl}${caminho}`, {
      method: metodo,
      headers: { authorization: `Bearer ${token}`, ...(corpo ? { "content-type": "application/json" } : {}) },
      body: corpo ? JSON.stringify(corpo) : undefined,
    });
    const json = (await r.json().catch(() => ({}))) as Corpo;
    if (!r.ok) throw new Error(`demo: ${metodo} ${caminho} → ${r.status} ${JSON.stringify(json)}`);
    return json;
  };

  if (opcoes.credito) await api("PUT", "/api/empresa/credito", opcoes.credito);
  const marcas = new Map(((await api("GET", "/api/marcas")).items ?? []).map((m) => [m.nome as string, m.id as string]));
  const categorias = new Map(((await api("GET", "/api/categorias")).items ?? []).map((c) => [c.nome as string, c.id as string]));
  const fornecedor = await api("POST", "/api/fornecedores", {
    nome: "Distribuidora Nordeste de Celulares",
    cnpj: "45.723.174/0001-10",
    telefone: "(81) 3224-5500",
    email: "vendas@nordestecel.com.br",
    endereco: "Av. Recife, 2500, Recife - PE",
  });
  const modelos = [
    { nome_modelo: "iPhone 13 128GB", marca: "Apple", custo_base: 2800, tipo_margem: "percentual", valor_margem: 25, estoque_minimo: 2, qtd: 3, cores: ["Preto", "Azul", "Branco"] },
    { nome_modelo: "Galaxy A15 128GB", marca: "Samsung", custo_base: 750, tipo_margem: "percentual", valor_margem: 30, estoque_minimo: 3, qtd: 4, cores: ["Preto", "Azul"] },
    { nome_modelo: "Moto G84 256GB", marca: "Motorola", custo_base: 1100, tipo_margem: "real", valor_margem: 450, estoque_minimo: null, qtd: 3, cores: ["Cinza", "Rosa"] },
    { nome_modelo: "Redmi Note 13 256GB", marca: "Xiaomi", custo_base: 900, tipo_margem: "percentual", valor_margem: 28, estoque_minimo: 3, qtd: 2, cores: ["Verde"] },
  ];
  const itens: Corpo[][] = [];
  for (const m of modelos) {
    const produto = await api("POST", "/api/produtos", {
      nome_modelo: m.nome_modelo,
      marca_id: marcas.get(m.marca),
      categoria_id: categorias.get("Smartphone"),
      descricao: null,
      custo_base: m.custo_base,
      tipo_margem: m.tipo_margem,
      valor_margem: m.valor_margem,
      estoque_minimo: m.estoque_minimo,
    });
    const entrada = await api("POST", "/api/estoque/entradas", {
      produto_id: produto.id,
      fornecedor_id: fornecedor.id,
      data_entrada: somarDias(hojeBrasil(), -10),
      valor_unitario: m.custo_base,
      itens: Array.from({ length: m.qtd }, (_, i) => ({ imei: novoImei(), cor: m.cores[i % m.cores.length] })),
    });
    itens.push(entrada.itens as Corpo[]);
  }
  const clientes = [];
  for (const [nome, cpf, telefone, endereco] of [
    [clienteBoleto.nome, clienteBoleto.cpf, clienteBoleto.telefone, clienteBoleto.endereco],
    ["João Pereira", novoCpf(), "(81) 98765-4321", "Av. Boa Viagem, 1200, Recife - PE"],
    ["Carla Souza", novoCpf(), "(81) 99701-7788", "Rua da Hora, 310, Recife - PE"],
  ] as const) {
    clientes.push(await api("POST", "/api/clientes", { nome, cpf, telefone, endereco, data_nasc: null }));
  }
  const hoje = hojeBrasil();
  // iPhone 13: price 2800 / 0.75 = 3733.33; entry at 25% = 933.34 (rounded up to the cent). The
  // customer declared her income and consented to the remote lock in its own clause (issue 37).
  await api("POST", "/api/vendas", {
    cliente_id: clientes[0]!.id,
    imei_id: itens[0]![0]!.id,
    forma_pagamento: "BOLETO",
    data_venda: hoje,
    entrada: 933.34,
    qtd_parcelas: 12,
    renda_mensal_declarada: 3500,
    consentimento_bloqueio: true,
  });
  await api("POST", "/api/vendas", { cliente_id: clientes[1]!.id, imei_id: itens[1]![0]!.id, forma_pagamento: "PIX", data_venda: hoje, entrada: 0, qtd_parcelas: 1 });
}
