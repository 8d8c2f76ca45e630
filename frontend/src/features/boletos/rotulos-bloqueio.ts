/**
 * How 'Controle de Boletos' shows and asks about the remote lock of a financed phone (docs/bloqueio.md):
 * the device status badge, the buttons' and dialogs' words. The rules — which actions a device
 * offers, the reason's limits, why a lock is refused — are shared/bloqueio/regras.ts and schemas.ts;
 * the audit trail's words are shared/vendas/eventos-texto.ts (the same as the PDF's).
 */
import type { EstadoDoAparelho } from "../../../../shared/bloqueio/regras";
import type { AcaoManual, StatusAparelho } from "../../../../shared/bloqueio/schemas";
import { formatarData } from "../../../../shared/br/datas";

type Cor = "info" | "success" | "danger" | "secondary" | "warning";

/**
 * Each state its own severity: usable green, asked amber, locked red, coming back blue, on hold
 * grey; a closed contract's phone released (shared/bloqueio/regras.ts estadoDoAparelho) grey.
 */
export const STATUS_APARELHO_TELA: Record<EstadoDoAparelho, { rotulo: string; cor: Cor; icone: string }> = {
  ativo: { rotulo: "Ativo", cor: "success", icone: "pi pi-mobile" },
  bloqueando: { rotulo: "Bloqueando…", cor: "warning", icone: "pi pi-spin pi-spinner" },
  bloqueado: { rotulo: "Bloqueado", cor: "danger", icone: "pi pi-lock" },
  desbloqueando: { rotulo: "Desbloqueando…", cor: "info", icone: "pi pi-spin pi-spinner" },
  suspenso: { rotulo: "Suspenso", cor: "secondary", icone: "pi pi-pause" },
  liberando: { rotulo: "Liberando…", cor: "info", icone: "pi pi-spin pi-spinner" },
  liberado: { rotulo: "Liberado", cor: "secondary", icone: "pi pi-lock-open" },
};

/** Waiting for the device to confirm: the screen asks again until it does. */
export const aparelhoEmTransicao = (s: StatusAparelho) => s === "bloqueando" || s === "desbloqueando";

/** A manual action on the device (shared/bloqueio/schemas.ts). */
export type AcaoBloqueio = AcaoManual;

interface TextosAcao {
  /** The button on the card. */
  botao: string;
  icone: string;
  severidade: "danger" | "success" | "secondary" | "info";
  /** The dialog's title. */
  titulo: string;
  /** What confirms (the last step). */
  confirmar: string;
  /** A second, explicit confirmation step (docs/bloqueio.md: "a reason and a second confirmation"). */
  segundaConfirmacao: boolean;
  /** The verb of 'Erro ao {verbo} aparelho: …'. */
  erro: (m: string) => string;
}

export const ACOES_BLOQUEIO: Record<AcaoBloqueio, TextosAcao> = {
  bloquear: {
    botao: "Bloquear Aparelho",
    icone: "pi pi-lock",
    severidade: "danger",
    titulo: "Bloquear Aparelho",
    confirmar: "Sim, bloquear aparelho",
    segundaConfirmacao: true,
    erro: (m) => `Erro ao bloquear aparelho: ${m}`,
  },
  desbloquear: {
    botao: "Desbloquear Aparelho",
    icone: "pi pi-lock-open",
    severidade: "success",
    titulo: "Desbloquear Aparelho",
    confirmar: "Sim, desbloquear aparelho",
    segundaConfirmacao: false,
    erro: (m) => `Erro ao desbloquear aparelho: ${m}`,
  },
  suspender: {
    botao: "Suspender bloqueio",
    icone: "pi pi-pause",
    severidade: "secondary",
    titulo: "Suspender bloqueio",
    confirmar: "Sim, suspender bloqueio",
    segundaConfirmacao: false,
    erro: (m) => `Erro ao suspender bloqueio: ${m}`,
  },
  retomar: {
    botao: "Retomar",
    icone: "pi pi-play",
    severidade: "info",
    titulo: "Retomar bloqueio",
    confirmar: "Sim, retomar",
    segundaConfirmacao: false,
    erro: (m) => `Erro ao retomar bloqueio: ${m}`,
  },
};

export const MSG_BLOQUEIO_TELA = {
  erroPadrao: "Erro desconhecido",
  erroHistorico: (m: string) => `Erro ao carregar o histórico: ${m}`,
  historicoVazio: "Nenhum evento registrado neste contrato.",
  erroPdf: (m: string) => `Erro ao exportar histórico: ${m}`,
  /** Shown in the lock dialog when nothing is overdue (the server refuses such a lock: 409). */
  semAtrasoAviso: "Não há parcela vencida neste contrato. O bloqueio só é possível a pedido do cliente (perda ou roubo do aparelho).",
  aPedidoDoCliente: "A pedido do cliente (perda ou roubo do aparelho)",
  aPedidoAjuda: "Marque só quando o próprio cliente pediu o bloqueio: a tela do aparelho fala do pedido, não de dívida.",
  /** Issue 37 item 6: the customer did not consent to the lock at the sale. */
  semConsentimento: "Sem autorização do cliente para o bloqueio remoto: o aparelho não está vinculado ao bloqueio e não pode ser bloqueado.",
  /** The device never confirmed the newest command in 24 hours: the shop may try again (the same button) or leave it. */
  semConfirmacao: (acao: string) =>
    `Sem confirmação do aparelho: o ${acao === "desbloquear" ? "desbloqueio" : acao === "bloquear" ? "bloqueio" : "comando"} não foi confirmado em 24 horas (aparelho desligado ou sem sinal). Tente de novo ou fale com o cliente.`,
  /** Issue 31 item 6: the lock's notice reached the customer on no channel. */
  contatoFalhou: "Cliente sem contato: fale com ele antes de bloquear",
  bloqueioPrevisto: (data: string) =>
    `Bloqueio agendado para ${formatarData(data)}: o cliente foi avisado. O aparelho será bloqueado nesse dia se ainda houver parcela em atraso; pagar antes cancela o bloqueio.`,
} as const;

/** What each dialog explains before asking (the consequences for the customer's phone). */
export function explicacaoAcao(acao: AcaoBloqueio, cliente: string, imei: string, aPedidoDoCliente = false): string {
  switch (acao) {
    case "bloquear":
      return aPedidoDoCliente
        ? `O aparelho de ${cliente} (IMEI ${imei}) será bloqueado remotamente a pedido do cliente. A tela mostra que o bloqueio foi pedido pelo titular e o contato da loja; chamadas de emergência continuam.`
        : `O cliente ${cliente} será avisado agora, no aparelho (IMEI ${imei}) e por mensagem, com a data do bloqueio: o próximo dia útil bancário. Nesse dia o aparelho é bloqueado automaticamente se ainda houver parcela em atraso; pagar antes cancela. Bloqueado, ele continua fazendo chamadas de emergência e vê na tela o contato da loja e como pagar.`;
    case "desbloquear":
      return `O aparelho de ${cliente} (IMEI ${imei}) será desbloqueado e volta a funcionar normalmente.`;
    case "suspender":
      return `Enquanto suspenso, o aparelho de ${cliente} (IMEI ${imei}) não será bloqueado, nem pela rotina automática; se estiver bloqueado, será desbloqueado.`;
    case "retomar":
      return `O aparelho de ${cliente} (IMEI ${imei}) volta a seguir as regras de cobrança: se houver parcelas em atraso, a rotina automática pode bloqueá-lo de novo.`;
  }
}

/** The second confirmation of a lock: the reason as it will be recorded, and what cannot be taken back silently. */
export const segundaConfirmacaoBloqueio = (cliente: string, motivo: string, aPedidoDoCliente = false) =>
  `Confirma o bloqueio do aparelho de ${cliente}${aPedidoDoCliente ? " a pedido do cliente" : ""}? O pedido fica registrado no histórico do contrato com o motivo "${motivo}" e o seu nome.`;
