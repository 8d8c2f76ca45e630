/** pt-BR formats of the report screen (money and dates come from shared/br). */
export { formatarReais } from "../../../../shared/br/dinheiro";
export { formatarData } from "../../../../shared/br/datas";

const PERCENTUAL = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 12.5 → "12,50%". */
export const formatarPercentual = (v: number) => `${PERCENTUAL.format(v)}%`;

const HORA = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", hour: "2-digit", minute: "2-digit" });
const DIA = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", day: "2-digit", month: "2-digit", year: "numeric" });

/** "Atualizado às 14:05" (today) or "Atualizado em 20/11/2026 às 14:05"; null: nothing recorded yet. */
export function textoFrescor(atualizadoEm: string | null, agora = new Date()): string {
  if (!atualizadoEm) return "Sem movimentações registradas ainda";
  const quando = new Date(atualizadoEm);
  const hora = HORA.format(quando);
  return DIA.format(quando) === DIA.format(agora) ? `Atualizado às ${hora}` : `Atualizado em ${DIA.format(quando)} às ${hora}`;
}

/**
 * A report table scrolls sideways on phones: its scroll box must take the keyboard focus and say
 * what it holds (axe scrollable-region-focusable).
 */
export const ptTabela = (rotulo: string) => ({ wrapper: { tabIndex: 0, role: "region", "aria-label": rotulo } });

/** The Dropdown's arrow is a role=button without text: name it (axe aria-command-name). */
export const ptDropdown = { trigger: { "aria-label": "Mostrar opções" } };
