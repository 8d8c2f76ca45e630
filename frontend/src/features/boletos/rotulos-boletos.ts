/** What 'Controle de Boletos' and the instalment tables show for contracts, instalments and slips (pure, unit-tested). */
import { formatarData } from "../../../../shared/br/datas";
import { formatarReais } from "../../../../shared/br/dinheiro";
import { type BoletoStatus, type Parcela, type StatusContrato, type StatusParcela } from "../../../../shared/vendas/schemas";

type Cor = "info" | "success" | "danger" | "secondary" | "warning";

/** Spec section 4: ativo blue, inadimplente red, liquidado green, cancelado grey. */
export const STATUS_CONTRATO_TELA: Record<StatusContrato, { rotulo: string; cor: Cor }> = {
  ativo: { rotulo: "Ativo", cor: "info" },
  inadimplente: { rotulo: "Inadimplente", cor: "danger" },
  liquidado: { rotulo: "Liquidado", cor: "success" },
  cancelado: { rotulo: "Cancelado", cor: "secondary" },
};

/** The status filter: 'Todos Status' then the four contract states, in the spec's order. */
export const OPCOES_STATUS_CONTRATO: { value: StatusContrato | ""; label: string }[] = [
  { value: "", label: "Todos Status" },
  ...(["ativo", "inadimplente", "liquidado", "cancelado"] as const).map((s) => ({ value: s, label: STATUS_CONTRATO_TELA[s].rotulo })),
];

export const STATUS_PARCELA_TELA: Record<StatusParcela, { rotulo: string; cor: Cor }> = {
  aberta: { rotulo: "Aberta", cor: "info" },
  paga: { rotulo: "Paga", cor: "success" },
  vencida: { rotulo: "Vencida", cor: "danger" },
  cancelada: { rotulo: "Cancelada", cor: "secondary" },
};

/** The slip's own state, shown only while it matters (an issued slip shows its link instead). */
export const STATUS_BOLETO_TELA: Record<BoletoStatus, { rotulo: string; cor: Cor } | null> = {
  emitindo: { rotulo: "Emitindo boleto…", cor: "warning" },
  falhou: { rotulo: "Falhou", cor: "danger" },
  emitido: null,
};

export const parcelaEmAberto = (p: Pick<Parcela, "status_parcela">) => p.status_parcela === "aberta" || p.status_parcela === "vencida";

/** The amount due today when it exceeds the instalment (fine and interest after `vencimento_util`). */
export function valorComEncargos(p: Pick<Parcela, "status_parcela" | "valor_parcela" | "valor_devido">): string | null {
  return parcelaEmAberto(p) && p.valor_devido > p.valor_parcela ? `${formatarReais(p.valor_devido)} (com encargos)` : null;
}

/**
 * The Valor column of an instalment: a paid one shows what was paid for it (a payoff pays each at
 * its discounted amount, a late one with its charges: issue 36 item 12, as the customer area shows
 * 'Pago R$ X'), with its face value beside when they differ; any other its face value.
 */
export function valorNaTabela(p: Pick<Parcela, "status_parcela" | "valor_parcela" | "valor_pago">): { valor: string; nota: string | null } {
  if (p.status_parcela !== "paga" || p.valor_pago === null) return { valor: formatarReais(p.valor_parcela), nota: null };
  const face = Math.round(p.valor_parcela * 100) !== Math.round(p.valor_pago * 100) ? `valor da parcela ${formatarReais(p.valor_parcela)}` : null;
  return { valor: `Pago ${formatarReais(p.valor_pago)}`, nota: face };
}

/** How a paid instalment was settled, under its payment date, when it was not by its own slip: the contract's payoff. */
export const comoFoiPaga = (p: Pick<Parcela, "status_parcela" | "origem_pagamento">): string | null =>
  p.status_parcela === "paga" && p.origem_pagamento === "quitacao" ? "pela quitação antecipada" : null;

/** When the due date falls on a weekend or holiday the slip can be paid without charges until the next banking day. */
export function semJurosAte(p: Pick<Parcela, "data_vencimento" | "vencimento_util">): string | null {
  return p.vencimento_util && p.vencimento_util !== p.data_vencimento ? `sem juros até ${formatarData(p.vencimento_util)}` : null;
}

/** A slip re-issued late has its own due date and amount; the instalment's never change. */
export function boletoReemitido(p: Pick<Parcela, "data_vencimento" | "valor_parcela" | "vencimento_boleto" | "valor_boleto">): string | null {
  if (!p.vencimento_boleto || p.vencimento_boleto === p.data_vencimento) return null;
  const valor = p.valor_boleto !== null && p.valor_boleto !== p.valor_parcela ? ` (${formatarReais(p.valor_boleto)})` : "";
  return `boleto reemitido: vence ${formatarData(p.vencimento_boleto)}${valor}`;
}

export const textoEnfileirados = (n: number) => (n === 1 ? "1 boleto enfileirado" : `${n} boletos enfileirados`);

/** 'Marcar Paga' asks first: which instalment, how much (today's amount; the dialog then asks how and when it was paid). */
export const perguntaPagar = (p: Pick<Parcela, "numero_parcela" | "valor_parcela" | "valor_devido" | "status_parcela">) =>
  `Confirmar o pagamento da parcela ${p.numero_parcela} de ${formatarReais(parcelaEmAberto(p) && p.valor_devido > 0 ? p.valor_devido : p.valor_parcela)}? Informe como e quando foi pago.`;

export const MSG_BOLETOS = {
  erroCarregar: (m: string) => `Erro ao carregar contratos: ${m}`,
  vazio: "Nenhum contrato encontrado",
  vazioComFiltro: "Tente ajustar os filtros.",
  vazioSemContratos: "Nenhum contrato de boleto foi criado ainda.",
  reenviados: "Boletos reenviados com sucesso!",
  erroReenviar: (m: string) => `Erro ao reenviar boletos: ${m}`,
  erroReenviarPadrao: "Erro ao reenviar boletos",
  paga: (n: number) => `Parcela ${n} marcada como paga!`,
  erroPagar: (m: string) => `Erro ao marcar parcela como paga: ${m}`,
  // The button copies the linha digitável (47 digits), not the barcode (44): the notice says so.
  linhaCopiada: "Linha digitável copiada!",
  erroCopiarLinha: "Erro ao copiar linha digitável",
  pixCopiado: "Código Pix copiado!",
  erroCopiarPix: "Erro ao copiar código Pix",
} as const;
