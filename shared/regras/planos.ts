/** Plan limits (docs/especificacao.md sections 1 and 9): users and registered IMEIs; null = unlimited. */
import type { Plano } from "../conta/schemas";
// (type-only import: no runtime cycle)

export interface LimitesPlano {
  usuarios: number | null;
  imeis: number | null;
}

export const LIMITES_PLANO: Record<Plano, LimitesPlano> = {
  start: { usuarios: 1, imeis: 100 },
  pro: { usuarios: 3, imeis: 500 },
  master: { usuarios: null, imeis: null },
};

export const NOME_PLANO: Record<Plano, string> = { start: "Start", pro: "Pro", master: "Master" };

/** How many more fit; null = unlimited. */
export function restantes(limite: number | null, usados: number): number | null {
  return limite === null ? null : Math.max(0, limite - usados);
}

export const mensagemLimiteUsuarios = (plano: Plano) => {
  const limite = LIMITES_PLANO[plano].usuarios;
  return `O plano ${NOME_PLANO[plano]} permite até ${limite} ${limite === 1 ? "usuário" : "usuários"}. Para cadastrar mais, mude para um plano superior.`;
};

export const mensagemLimiteImeis = (plano: Plano, usados: number, pedidos: number) => {
  const limite = LIMITES_PLANO[plano].imeis ?? 0;
  const sobra = Math.max(0, limite - usados);
  return `O plano ${NOME_PLANO[plano]} permite até ${limite} IMEIs cadastrados e restam ${sobra}; esta entrada tem ${pedidos}. Remova itens ou mude para um plano superior.`;
};
