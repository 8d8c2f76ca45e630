/** zod issues → messages keyed by dotted path ("itens.0.imei"), first message per path. */
import type * as z from "zod/mini";

export function errosPorCampo(erro: z.core.$ZodError | undefined): Record<string, string> {
  const r: Record<string, string> = {};
  for (const i of erro?.issues ?? []) r[i.path.map(String).join(".") || "_"] ??= i.message;
  return r;
}
