/**
 * The signed-in session without aws-amplify: reads the tokens Amplify keeps in localStorage
 * (`CognitoIdentityServiceProvider.<clientId>.<user>.idToken`, its clock drift) and hands a still
 * valid ID token to the API client with the same expiry rule as Amplify (5 s tolerance). Only
 * when the token has expired, or to sign in or out, is Amplify itself loaded (./amplify, a
 * dynamic import): the landing page, the customer area and the first paint of every screen never
 * download it. The token's signature is the server's job (API Gateway's authoriser verifies it).
 */
import { config } from "../../config/config";

/** Staff (the shops' users) or customers (the customer area): one Cognito pool each. */
export type Pool = "equipe" | "clientes";

export class CredenciaisInvalidas extends Error {}

const PREFIXO = "CognitoIdentityServiceProvider";
const TOLERANCIA_MS = 5_000;

export function clienteDoPool(pool: Pool): string {
  const c = config();
  return pool === "equipe" ? c.staffUserPoolClientId : c.customerUserPoolClientId;
}

function lerArmazenado(chave: string): string | null {
  try {
    return window.localStorage.getItem(chave);
  } catch {
    return null;
  }
}

function chaves(pool: Pool): { id: string; refresh: string; drift: string } | null {
  const cliente = clienteDoPool(pool);
  const usuario = lerArmazenado(`${PREFIXO}.${cliente}.LastAuthUser`);
  if (!usuario) return null;
  const base = `${PREFIXO}.${cliente}.${usuario}`;
  return { id: `${base}.idToken`, refresh: `${base}.refreshToken`, drift: `${base}.clockDrift` };
}

/** The `exp` claim of a JWT in ms, or undefined when it cannot be read. */
export function expiraEm(jwt: string): number | undefined {
  const corpo = jwt.split(".")[1];
  if (!corpo) return undefined;
  try {
    const json = atob(corpo.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(corpo.length / 4) * 4, "="));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === "number" ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** The stored ID token while it is still valid (Amplify's rule: exp > now + clock drift + 5 s). */
export function tokenGuardado(pool: Pool, agora = Date.now()): string | undefined {
  const k = chaves(pool);
  const token = k && lerArmazenado(k.id);
  if (!k || !token) return undefined;
  const exp = expiraEm(token);
  const drift = Number(lerArmazenado(k.drift) ?? 0) || 0;
  return exp !== undefined && exp > agora + drift + TOLERANCIA_MS ? token : undefined;
}

const temRefresh = (pool: Pool) => {
  const k = chaves(pool);
  return Boolean(k && lerArmazenado(k.refresh));
};

/** The ID token for a request: the stored one, or a refreshed one (Amplify, loaded only then). */
export async function tokenDoPool(pool: Pool): Promise<string | undefined> {
  const guardado = tokenGuardado(pool);
  if (guardado || !temRefresh(pool)) return guardado;
  const { sessaoAmplify } = await import("./amplify");
  return sessaoAmplify(pool);
}

export async function temSessao(pool: Pool): Promise<boolean> {
  return Boolean(await tokenDoPool(pool));
}

/** Whether the browser still holds a session of `pool` (tokens, valid or refreshable); none after 'Sair'. */
export const sessaoGuardada = (pool: Pool): boolean => chaves(pool) !== null;

/** Signs in with Cognito (SRP in AWS, USER_PASSWORD_AUTH on cognito-local); wrong credentials → CredenciaisInvalidas. */
export async function entrar(pool: Pool, email: string, senha: string): Promise<void> {
  const { entrarAmplify } = await import("./amplify");
  return entrarAmplify(pool, email, senha);
}

/** Ends the session (tokens removed, refresh token revoked by Amplify); nothing stored → nothing to load. */
export async function sair(pool: Pool): Promise<void> {
  if (!chaves(pool)) return;
  const { sairAmplify } = await import("./amplify");
  return sairAmplify(pool);
}

/** Starts downloading Amplify before it is needed (the sign-in form got focus). */
export function precarregarAutenticacao(): void {
  void import("./amplify");
}
