/** What the routine needs of a company (read once per company per shard run): collection settings, plan, UF and how the store is named and reached. */
import { bloqueioAutomaticoPossivel as possivel } from "../../shared/bloqueio/regras";
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

/** The store's policy would lock this contract's device automatically (shared/bloqueio/regras.ts). */
export function bloqueioAutomaticoPossivel(politica: Politica, ufCliente: string | null | undefined, statusAparelho: string): boolean {
  return possivel({
    plano: politica.plano,
    bloqueioAutomatico: politica.cobranca.bloqueio_automatico,
    suspenso: statusAparelho === "suspenso",
    ufsSemBloqueio: politica.cobranca.ufs_sem_bloqueio,
    ufCliente: ufCliente ?? null,
    ufEmpresa: politica.uf,
  });
}
