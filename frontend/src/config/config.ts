/** Runtime configuration from /config.json (API.md), checked with zod before anything uses it. */
import { z } from "zod";

export const ConfigApp = z.object({
  apiUrl: z.string(),
  region: z.string(),
  staffUserPoolId: z.string().min(1),
  staffUserPoolClientId: z.string().min(1),
  customerUserPoolId: z.string().min(1),
  customerUserPoolClientId: z.string().min(1),
  cognitoEndpoint: z.string().optional(),
});
export type ConfigApp = z.infer<typeof ConfigApp>;

let atual: ConfigApp | undefined;

export async function carregarConfig(): Promise<ConfigApp> {
  const r = await fetch("/config.json", { cache: "no-store" });
  if (!r.ok) throw new Error("Configuração do sistema incompleta. Contate o suporte.");
  atual = ConfigApp.parse(await r.json());
  return atual;
}

export function config(): ConfigApp {
  if (!atual) throw new Error("Configuração do sistema incompleta. Contate o suporte.");
  return atual;
}
