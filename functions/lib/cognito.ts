/**
 * Staff user pool administration. Passwords live only in Cognito; this module never logs them.
 * Sign-in is by e-mail (UsernameAttributes email), so the Cognito username is the user's `sub`.
 * The SDK client loads on first use: only the routes that create or change an account need it,
 * and loading it is a good part of a cold start (test/bench/lambdas.ts).
 */
import type { CognitoIdentityProviderClient } from "@aws-sdk/client-cognito-identity-provider";
import { ambiente } from "./env";

type Sdk = typeof import("@aws-sdk/client-cognito-identity-provider");
let modulo: Promise<Sdk> | undefined;
const sdk = (): Promise<Sdk> => (modulo ??= import("@aws-sdk/client-cognito-identity-provider"));

let cliente: CognitoIdentityProviderClient | undefined;
let endpointAtual: string | undefined;

async function cognito(): Promise<CognitoIdentityProviderClient> {
  const { CognitoIdentityProviderClient } = await sdk();
  const env = ambiente();
  if (!cliente || endpointAtual !== env.COGNITO_ENDPOINT) {
    endpointAtual = env.COGNITO_ENDPOINT;
    cliente = new CognitoIdentityProviderClient({
      region: env.AWS_REGION,
      ...(env.COGNITO_ENDPOINT
        ? { endpoint: env.COGNITO_ENDPOINT, credentials: { accessKeyId: "local", secretAccessKey: "local" } }
        : {}),
    });
  }
  return cliente;
}

export interface NovoUsuarioStaff {
  email: string;
  senha: string;
  empresaId: string;
  usuarioId: string;
}

export class EmailJaCadastrado extends Error {}

/**
 * Creates a confirmed user in `pool` with `atributos` (besides the verified e-mail) and a permanent
 * password; a password the pool refuses removes the user again. Returns the Cognito username.
 */
async function criarUsuarioConfirmado(pool: string, u: { email: string; senha: string }, atributos: Record<string, string>): Promise<{ username: string; sub: string }> {
  const { AdminCreateUserCommand, AdminSetUserPasswordCommand } = await sdk();
  let username: string;
  let sub: string;
  try {
    const criado = await (await cognito()).send(
      new AdminCreateUserCommand({
        UserPoolId: pool,
        Username: u.email,
        MessageAction: "SUPPRESS",
        UserAttributes: [
          { Name: "email", Value: u.email },
          { Name: "email_verified", Value: "true" },
          ...Object.entries(atributos).map(([Name, Value]) => ({ Name, Value })),
        ],
      }),
    );
    username = criado.User?.Username ?? u.email;
    sub = criado.User?.Attributes?.find((a) => a.Name === "sub")?.Value ?? username;
  } catch (erro) {
    if ((erro as { name?: string }).name === "UsernameExistsException") throw new EmailJaCadastrado();
    throw erro;
  }
  try {
    await (await cognito()).send(new AdminSetUserPasswordCommand({ UserPoolId: pool, Username: username, Password: u.senha, Permanent: true }));
  } catch (erro) {
    await removerUsuario(pool, username);
    throw erro;
  }
  return { username, sub };
}

/** A user already gone is not an error. */
async function removerUsuario(pool: string, username: string): Promise<void> {
  const { AdminDeleteUserCommand } = await sdk();
  try {
    await (await cognito()).send(new AdminDeleteUserCommand({ UserPoolId: pool, Username: username }));
  } catch (erro) {
    if ((erro as { name?: string }).name !== "UserNotFoundException") throw erro;
  }
}

/** Creates a confirmed staff user with a permanent password; returns the Cognito username (sub). */
export const criarUsuarioStaff = async (u: NovoUsuarioStaff): Promise<string> =>
  (await criarUsuarioConfirmado(ambiente().STAFF_USER_POOL_ID, u, { "custom:empresa_id": u.empresaId, "custom:usuario_id": u.usuarioId })).username;

/** Compensation and user deletion; a user already gone is not an error. */
export const removerUsuarioStaff = (username: string): Promise<void> => removerUsuario(ambiente().STAFF_USER_POOL_ID, username);

/** New sign-in e-mail, already verified (the admin vouches for it; no code is mailed). */
export async function alterarEmailStaff(username: string, email: string): Promise<void> {
  const { AdminUpdateUserAttributesCommand } = await sdk();
  try {
    await (await cognito()).send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: ambiente().STAFF_USER_POOL_ID,
        Username: username,
        UserAttributes: [
          { Name: "email", Value: email },
          { Name: "email_verified", Value: "true" },
        ],
      }),
    );
  } catch (erro) {
    // An e-mail used as a sign-in alias by another account of the pool.
    if ((erro as { name?: string }).name === "AliasExistsException") throw new EmailJaCadastrado();
    throw erro;
  }
}

/** Sets a permanent password chosen by the admin (no forced change at next sign-in). */
export async function definirSenhaStaff(username: string, senha: string): Promise<void> {
  const { AdminSetUserPasswordCommand } = await sdk();
  await (await cognito()).send(
    new AdminSetUserPasswordCommand({ UserPoolId: ambiente().STAFF_USER_POOL_ID, Username: username, Password: senha, Permanent: true }),
  );
}

/**
 * Blocks (or allows again) new sign-ins. Tokens already issued stay valid until they expire,
 * which is why functions/lib/auth.ts also checks `ativo` on every request.
 */
export async function definirAtivoStaff(username: string, ativo: boolean): Promise<void> {
  const { AdminDisableUserCommand, AdminEnableUserCommand } = await sdk();
  const pedido = { UserPoolId: ambiente().STAFF_USER_POOL_ID, Username: username };
  await (await cognito()).send(ativo ? new AdminEnableUserCommand(pedido) : new AdminDisableUserCommand(pedido));
}

/**
 * Creates a confirmed customer account (the customer pool) with a permanent password and the
 * immutable `custom:cpf` the customer routes identify the customer by (auth-cliente.ts); only
 * the server sets it, after the customer proved the CPF with a code sent to the phone on file
 * (functions/portal/http/confirmar-conta-cliente.ts). Returns the username and the `sub`.
 */
export const criarUsuarioCliente = (u: { email: string; senha: string; cpf: string }): Promise<{ username: string; sub: string }> =>
  criarUsuarioConfirmado(ambiente().CUSTOMER_USER_POOL_ID, u, { "custom:cpf": u.cpf });

export const removerUsuarioCliente = (username: string): Promise<void> => removerUsuario(ambiente().CUSTOMER_USER_POOL_ID, username);

/** A new permanent password for a customer account (the customer proved the CPF with a code again). */
export async function definirSenhaCliente(username: string, senha: string): Promise<void> {
  const { AdminSetUserPasswordCommand } = await sdk();
  await (await cognito()).send(
    new AdminSetUserPasswordCommand({ UserPoolId: ambiente().CUSTOMER_USER_POOL_ID, Username: username, Password: senha, Permanent: true }),
  );
}
