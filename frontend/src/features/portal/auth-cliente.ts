/**
 * Customer sign-in (the customer pool) with the same aws-amplify the staff use. Amplify holds one
 * configuration at a time, so the customer screens switch it to the customer pool while they are
 * open (usePoolDeClientes) and back to the staff pool when they close: tokens are stored per
 * app client, so neither session overwrites the other.
 */
import { Amplify } from "aws-amplify";
import { fetchAuthSession, signIn, signOut } from "aws-amplify/auth";
import { useEffect, useState } from "react";
import { configurarAmplify } from "../../app/auth/amplify";
import { config } from "../../config/config";

function configurarClientes(): void {
  const c = config();
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: c.customerUserPoolId,
        userPoolClientId: c.customerUserPoolClientId,
        ...(c.cognitoEndpoint ? { userPoolEndpoint: c.cognitoEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
}

/** True once Amplify speaks to the customer pool (restored to the staff pool on unmount). */
export function usePoolDeClientes(): boolean {
  const [pronto, setPronto] = useState(false);
  useEffect(() => {
    configurarClientes();
    setPronto(true);
    return () => configurarAmplify(config());
  }, []);
  return pronto;
}

export class CredenciaisInvalidasCliente extends Error {}

export async function entrarCliente(email: string, senha: string): Promise<void> {
  await sairCliente();
  try {
    const r = await signIn({
      username: email.trim().toLowerCase(),
      password: senha,
      options: { authFlowType: config().cognitoEndpoint ? "USER_PASSWORD_AUTH" : "USER_SRP_AUTH" },
    });
    if (!r.isSignedIn) throw new CredenciaisInvalidasCliente();
  } catch (erro) {
    if (erro instanceof CredenciaisInvalidasCliente || ["NotAuthorizedException", "UserNotFoundException"].includes((erro as { name?: string }).name ?? "")) {
      throw new CredenciaisInvalidasCliente();
    }
    throw erro;
  }
}

export async function sairCliente(): Promise<void> {
  try {
    await signOut();
  } catch {
    // No session to close.
  }
}

export async function clienteComSessao(): Promise<boolean> {
  try {
    return Boolean((await fetchAuthSession()).tokens?.idToken);
  } catch {
    return false;
  }
}
