/** What the routine needs of a company (read once per company per shard run): collection settings, plan, UF and how the store is named and reached. */
import type { ConfigCobranca } from "../../shared/empresa/cobranca";
import { obterEmpresa } from "../conta";
import { lerCobranca } from "../empresa";

export interface Politica {
  cobranca: ConfigCobranca;
  plano: string;
  uf: string | null;
  loja: { nome_fantasia: string; whatsapp: string | null };
}

export async function lerPolitica(empresaId: string): Promise<Politica> {
  const [cobranca, empresa] = await Promise.all([lerCobranca(empresaId), obterEmpresa(empresaId)]);
  return { cobranca, plano: empresa?.plano ?? "start", uf: empresa?.uf ?? null, loja: { nome_fantasia: empresa?.nome_fantasia ?? "", whatsapp: empresa?.whatsapp ?? null } };
}

/** Locking is off in the customer's or the store's UF (ufs_sem_bloqueio). */
export function ufSemBloqueio(politica: Politica, ufCliente: string | null | undefined): boolean {
  const ufs = new Set<string>(politica.cobranca.ufs_sem_bloqueio);
  return [ufCliente, politica.uf].some((uf) => !!uf && ufs.has(uf.toUpperCase()));
}

/** The store's policy would lock this contract's device automatically (plan, setting, UF, not suspended). */
export function bloqueioAutomaticoPossivel(politica: Politica, ufCliente: string | null | undefined, statusAparelho: string): boolean {
  return politica.plano === "master" && politica.cobranca.bloqueio_automatico && statusAparelho !== "suspenso" && !ufSemBloqueio(politica, ufCliente);
}
