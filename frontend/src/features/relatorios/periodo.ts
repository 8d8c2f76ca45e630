/** The report screen's period presets, computed from today's date in Brasília (a parameter). */
import { somarDias } from "../../../../shared/br/datas";
import type { Periodo } from "./api/relatorios-api";

export const OPCOES_PERIODO = [
  { value: "este_mes", label: "Este mês" },
  { value: "mes_passado", label: "Mês passado" },
  { value: "30_dias", label: "Últimos 30 dias" },
  { value: "90_dias", label: "Últimos 90 dias" },
  { value: "personalizado", label: "Personalizado" },
] as const;
export type OpcaoPeriodo = (typeof OPCOES_PERIODO)[number]["value"];

export function periodoDe(opcao: Exclude<OpcaoPeriodo, "personalizado">, hoje: string): Periodo {
  const inicioMes = `${hoje.slice(0, 8)}01`;
  switch (opcao) {
    case "este_mes":
      return { de: inicioMes, ate: hoje };
    case "mes_passado": {
      const fim = somarDias(inicioMes, -1);
      return { de: `${fim.slice(0, 8)}01`, ate: fim };
    }
    case "30_dias":
      return { de: somarDias(hoje, -29), ate: hoje };
    case "90_dias":
      return { de: somarDias(hoje, -89), ate: hoje };
  }
}
