/**
 * What a plan allows, applied to one company's usage: the statistics the company screen shows,
 * whether one more user fits, and whether the company may move to another plan. A move to a
 * smaller plan is refused while the company uses more than that plan allows (403 PLAN_LIMIT):
 * nothing is deleted or frozen behind the admin's back, the admin removes users first.
 */
import type { Empresa, Plano } from "../conta/schemas";
import { LIMITES_PLANO, NOME_PLANO } from "../regras/planos";
import type { EstatisticasEmpresa } from "./schemas";

export interface UsoEmpresa {
  usuarios: number;
  imeis: number;
}

export function estatisticasEmpresa(empresa: Pick<Empresa, "plano" | "created_at">, uso: UsoEmpresa): EstatisticasEmpresa {
  const limites = LIMITES_PLANO[empresa.plano];
  return {
    limite_imeis: limites.imeis,
    imeis_cadastrados: uso.imeis,
    limite_usuarios: limites.usuarios,
    usuarios: uso.usuarios,
    created_at: empresa.created_at,
  };
}

/** True when a company on `plano` with `usuarios` users may add one more. */
export function cabeMaisUmUsuario(plano: Plano, usuarios: number): boolean {
  const limite = LIMITES_PLANO[plano].usuarios;
  return limite === null || usuarios < limite;
}

const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

/** null when the company fits in `plano`; otherwise the pt-BR reason the change is refused. */
export function mensagemMudancaPlano(plano: Plano, uso: UsoEmpresa): string | null {
  const { usuarios: limU, imeis: limI } = LIMITES_PLANO[plano];
  const excessos: string[] = [];
  if (limU !== null && uso.usuarios > limU) {
    excessos.push(`${plural(uso.usuarios, "usuário", "usuários")} (o plano permite até ${limU})`);
  }
  if (limI !== null && uso.imeis > limI) {
    excessos.push(`${plural(uso.imeis, "IMEI cadastrado", "IMEIs cadastrados")} (o plano permite até ${limI})`);
  }
  if (!excessos.length) return null;
  return `Não é possível mudar para o plano ${NOME_PLANO[plano]}: a empresa tem ${excessos.join(" e ")}. Reduza o uso ou escolha um plano maior.`;
}
