/**
 * Runtime configuration from /config.json (docs/api.md), checked before anything uses it. Checked by
 * hand, not with zod: this runs before the first paint of every page, and zod would add ~23 KiB
 * gzip to the landing page and the customer area (issue 15's budgets).
 */
export interface ConfigApp {
  apiUrl: string;
  region: string;
  staffUserPoolId: string;
  staffUserPoolClientId: string;
  customerUserPoolId: string;
  customerUserPoolClientId: string;
  cognitoEndpoint?: string;
}

const INCOMPLETA = "Configuração do sistema incompleta. Contate o suporte.";
const OBRIGATORIOS = ["staffUserPoolId", "staffUserPoolClientId", "customerUserPoolId", "customerUserPoolClientId"] as const;

/** The config when every field has its type (pool ids not empty); otherwise the pt-BR error. */
export function lerConfig(bruto: unknown): ConfigApp {
  const o = (typeof bruto === "object" && bruto !== null ? bruto : {}) as Record<string, unknown>;
  const texto = (v: unknown): v is string => typeof v === "string";
  const ok =
    texto(o.apiUrl) && texto(o.region) && OBRIGATORIOS.every((k) => texto(o[k]) && o[k] !== "") && (o.cognitoEndpoint === undefined || texto(o.cognitoEndpoint));
  if (!ok) throw new Error(INCOMPLETA);
  return {
    apiUrl: o.apiUrl as string,
    region: o.region as string,
    staffUserPoolId: o.staffUserPoolId as string,
    staffUserPoolClientId: o.staffUserPoolClientId as string,
    customerUserPoolId: o.customerUserPoolId as string,
    customerUserPoolClientId: o.customerUserPoolClientId as string,
    ...(o.cognitoEndpoint === undefined ? {} : { cognitoEndpoint: o.cognitoEndpoint as string }),
  };
}

let atual: ConfigApp | undefined;

/** index.html starts the request before the JavaScript downloads (window.__configSpa). */
declare global {
  interface Window {
    __configSpa?: Promise<unknown>;
  }
}

export async function carregarConfig(): Promise<ConfigApp> {
  let bruto: unknown = null;
  try {
    bruto = await (window.__configSpa ?? fetch("/config.json", { cache: "no-store" }).then((r) => (r.ok ? r.json() : null)));
  } catch {
    // No answer or no JSON: the same message as an incomplete config.
  }
  atual = lerConfig(bruto);
  return atual;
}

export function config(): ConfigApp {
  if (!atual) throw new Error(INCOMPLETA);
  return atual;
}
