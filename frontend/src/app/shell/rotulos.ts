import type { Papel } from "../../../../shared/api/routes";
import type { Plano } from "../../../../shared/conta/schemas";

export const ROTULO_PLANO: Record<Plano, string> = { start: "Start", pro: "Pro", master: "Master" };
export const ROTULO_PAPEL: Record<Papel, string> = {
  admin: "Administrador",
  gerente: "Gerente",
  financeiro: "Financeiro",
  estoquista: "Estoquista",
  vendedor: "Vendedor",
};
