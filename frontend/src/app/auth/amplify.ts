/**
 * Cognito sign-in with aws-amplify. Locally (cognitoEndpoint set) cognito-local only speaks
 * USER_PASSWORD_AUTH; in AWS the password never leaves the browser (SRP).
 */
import { Amplify } from "aws-amplify";
import { fetchAuthSession, signIn, signOut } from "aws-amplify/auth";
import { config, type ConfigApp } from "../../config/config";

export function configurarAmplify(c: ConfigApp): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: c.staffUserPoolId,
        userPoolClientId: c.staffUserPoolClientId,
        ...(c.cognitoEndpoint ? { userPoolEndpoint: c.cognitoEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
}

export class CredenciaisInvalidas extends Error {}

const ERROS_CREDENCIAIS = new Set(["NotAuthorizedException", "UserNotFoundException", "InvalidPasswordException", "UserNotConfirmedException"]);

export async function entrarCognito(email: string, senha: string): Promise<void> {
  await sairCognito();
  try {
    const r = await signIn({
      username: email.trim().toLowerCase(),
      password: senha,
      options: { authFlowType: config().cognitoEndpoint ? "USER_PASSWORD_AUTH" : "USER_SRP_AUTH" },
    });
    if (!r.isSignedIn) throw new CredenciaisInvalidas();
  } catch (erro) {
    if (erro instanceof CredenciaisInvalidas || ERROS_CREDENCIAIS.has((erro as { name?: string }).name ?? "")) throw new CredenciaisInvalidas();
    throw erro;
  }
}

export async function sairCognito(): Promise<void> {
  try {
    await signOut();
  } catch {
    // No session to close.
  }
}

export async function temSessao(): Promise<boolean> {
  try {
    const s = await fetchAuthSession();
    return Boolean(s.tokens?.idToken);
  } catch {
    return false;
  }
}
