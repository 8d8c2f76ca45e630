/**
 * Cognito through aws-amplify, loaded only by ./sessao when someone signs in or out or a token
 * must be refreshed. Locally (cognitoEndpoint set) cognito-local only speaks USER_PASSWORD_AUTH;
 * in AWS the password never leaves the browser (SRP). Amplify holds one configuration at a time,
 * so every call configures the pool it works on and calls run one after another; tokens are
 * stored per app client, so the staff and the customer sessions never overwrite each other.
 */
import { Amplify } from "aws-amplify";
import { fetchAuthSession, signIn, signOut } from "aws-amplify/auth";
import { config } from "../../config/config";
import { clienteDoPool, CredenciaisInvalidas, type Pool } from "./sessao";

const ERROS_CREDENCIAIS = new Set(["NotAuthorizedException", "UserNotFoundException", "InvalidPasswordException", "UserNotConfirmedException"]);

let configurado: Pool | undefined;
let fila: Promise<unknown> = Promise.resolve();

function configurar(pool: Pool): void {
  if (configurado === pool) return;
  const c = config();
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: pool === "equipe" ? c.staffUserPoolId : c.customerUserPoolId,
        userPoolClientId: clienteDoPool(pool),
        ...(c.cognitoEndpoint ? { userPoolEndpoint: c.cognitoEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
  configurado = pool;
}

/** Runs `f` with Amplify configured for `pool`, after every call already queued. */
function noPool<T>(pool: Pool, f: () => Promise<T>): Promise<T> {
  const vez = fila.then(() => {
    configurar(pool);
    return f();
  });
  fila = vez.catch(() => undefined);
  return vez;
}

async function sairSemFila(): Promise<void> {
  try {
    await signOut();
  } catch {
    // No session to close.
  }
}

export function entrarAmplify(pool: Pool, email: string, senha: string): Promise<void> {
  return noPool(pool, async () => {
    await sairSemFila();
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
  });
}

export function sairAmplify(pool: Pool): Promise<void> {
  return noPool(pool, sairSemFila);
}

/** The ID token, refreshed by Amplify when it has expired; undefined when there is no session. */
export function sessaoAmplify(pool: Pool): Promise<string | undefined> {
  return noPool(pool, async () => {
    try {
      return (await fetchAuthSession()).tokens?.idToken?.toString();
    } catch {
      return undefined;
    }
  });
}
