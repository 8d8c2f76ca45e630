/**
 * Customer accounts of the customer area (issue 31 item 7) on the local stack: the code read from
 * the simulated messenger's inbox, the account confirmed, the customer signed in on local Cognito.
 */
import { CognitoIdentityProviderClient, InitiateAuthCommand } from "@aws-sdk/client-cognito-identity-provider";
import { expect, inject } from "vitest";
import { caixaDe } from "../../functions/mensagens/provedores/simulado-repo";
import { chamarDe, novoEnderecoLocal } from "./endereco";
import { novoEmail } from "./fabricas";

const digitos = (telefone: string) => telefone.replace(/\D/g, "");

export const cognitoLocal = () => {
  const { cognitoEndpoint } = inject("pilha");
  return new CognitoIdentityProviderClient({ endpoint: cognitoEndpoint, region: "us-east-1", credentials: { accessKeyId: "local", secretAccessKey: "local" } });
};

/** The customer pool's id token of an account. */
export async function entrarCliente(email: string, senha: string): Promise<string> {
  const cognito = cognitoLocal();
  try {
    const r = await cognito.send(new InitiateAuthCommand({ ClientId: inject("pilha").customerClientId, AuthFlow: "USER_PASSWORD_AUTH", AuthParameters: { USERNAME: email, PASSWORD: senha } }));
    return r.AuthenticationResult!.IdToken!;
  } finally {
    cognito.destroy();
  }
}

/** The messages of a model in a phone's inbox, newest first, once there are `n`. */
export async function mensagensNoCelular(telefone: string, modelo: string, n = 1) {
  let achadas: Awaited<ReturnType<typeof caixaDe>> = [];
  await expect
    .poll(async () => (achadas = (await caixaDe(digitos(telefone), 50)).filter((m) => m.modelo === modelo)).length, { timeout: 60_000, interval: 300 })
    .toBeGreaterThanOrEqual(n);
  return achadas;
}

export const codigoDe = (texto: string) => /código de cadastro é (\d{6})/.exec(texto)?.[1] ?? "";

/** An account for a CPF some shop has with `telefone` on file, made as a customer makes it; signed in. */
export async function contaDoCliente(cpf: string, telefone: string): Promise<{ email: string; token: string }> {
  const pedido = await chamarDe(novoEnderecoLocal(), "POST", "/api/clientes/conta", { body: { cpf } });
  expect(pedido.status).toBe(202);
  const [m] = await mensagensNoCelular(telefone, "codigo_cadastro");
  const email = novoEmail("cliente");
  const r = await chamarDe(novoEnderecoLocal(), "POST", "/api/clientes/conta/confirmar", { body: { cpf, codigo: codigoDe(m!.texto), email, senha: "segredo123" } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return { email, token: await entrarCliente(email, "segredo123") };
}
