import { CognitoIdentityProviderClient, InitiateAuthCommand } from "@aws-sdk/client-cognito-identity-provider";
import { paraCentavos } from "../../shared/br/dinheiro";
import { entradaMinimaCentavos } from "../../shared/regras/parcelamento";

/** The benchmarks' JSON client for the local API: throws with the route, status and body on anything but 2xx. */
export function clienteApi(apiUrl: string) {
  return async (metodo: string, caminho: string, token?: string, corpo?: unknown): Promise<Record<string, any>> => {
    const r = await fetch(`${apiUrl}${caminho}`, {
      method: metodo,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(corpo ? { "content-type": "application/json" } : {}) },
      body: corpo ? JSON.stringify(corpo) : undefined,
    });
    const json = (await r.json().catch(() => ({}))) as Record<string, any>;
    if (!r.ok) throw new Error(`${metodo} ${caminho} → ${r.status} ${JSON.stringify(json)}`);
    return json;
  };
}

/** A staff member's id token from the local stack's Cognito (a client made and closed for the sign-in). */
export async function tokenDaEquipe(cognitoEndpoint: string, clientId: string, email: string, senha = "segredo123"): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({ endpoint: cognitoEndpoint, region: "us-east-1", credentials: { accessKeyId: "l", secretAccessKey: "l" } });
  try {
    const auth = await cognito.send(new InitiateAuthCommand({ ClientId: clientId, AuthFlow: "USER_PASSWORD_AUTH", AuthParameters: { USERNAME: email, PASSWORD: senha } }));
    return auth.AuthenticationResult!.IdToken!;
  } finally {
    cognito.destroy();
  }
}

/** The boleto entry for a device of this price (reais, the product's `preco_final`): the smallest the API accepts, by the repo's own rule. */
export const entradaBoleto = (precoReais: number): number => entradaMinimaCentavos(paraCentavos(precoReais)) / 100;

/**
 * The same GET for two companies (a small and a big one), in turns so a busy moment of a shared
 * machine weighs on both alike, after one warm-up each: the latencies (ms) of each.
 */
export async function leiturasEmTurnos(
  chamar: (metodo: string, caminho: string, token?: string) => Promise<unknown>,
  caminho: string,
  tokens: [pequena: string, grande: string],
  repeticoes: number,
): Promise<[number[], number[]]> {
  const tempos: [number[], number[]] = [[], []];
  for (const token of tokens) await chamar("GET", caminho, token);
  for (let i = 0; i < repeticoes; i++) {
    for (const [n, token] of tokens.entries()) {
      const t = performance.now();
      await chamar("GET", caminho, token);
      tempos[n]!.push(performance.now() - t);
    }
  }
  return tempos;
}
