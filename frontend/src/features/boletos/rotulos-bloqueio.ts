/**
 * What 'Controle de Boletos' shows and asks about the remote lock of a financed phone (issue 18,
 * BLOQUEIO.md): the device status badge, which actions a contract offers, the confirmation texts,
 * the alerts, and the audit trail in words (pure, unit-tested).
 */
import type { StatusAparelho } from "../../../../shared/bloqueio/schemas";
import { formatarData } from "../../../../shared/br/datas";
import { formatarCentavos } from "../../../../shared/br/dinheiro";
import { formatarInstante } from "../../../../shared/vendas/eventos-texto";
import type { StatusContrato } from "../../../../shared/vendas/schemas";

type Cor = "info" | "success" | "danger" | "secondary" | "warning";

/** Each state its own severity: usable green, asked amber, locked red, coming back blue, on hold grey. */
export const STATUS_APARELHO_TELA: Record<StatusAparelho, { rotulo: string; cor: Cor; icone: string }> = {
  ativo: { rotulo: "Ativo", cor: "success", icone: "pi pi-mobile" },
  bloqueando: { rotulo: "Bloqueando…", cor: "warning", icone: "pi pi-spin pi-spinner" },
  bloqueado: { rotulo: "Bloqueado", cor: "danger", icone: "pi pi-lock" },
  desbloqueando: { rotulo: "Desbloqueando…", cor: "info", icone: "pi pi-spin pi-spinner" },
  suspenso: { rotulo: "Suspenso", cor: "secondary", icone: "pi pi-pause" },
};

/** Waiting for the device to confirm: the screen asks again until it does. */
export const aparelhoEmTransicao = (s: StatusAparelho) => s === "bloqueando" || s === "desbloqueando";

export type AcaoBloqueio = "bloquear" | "desbloquear" | "suspender" | "retomar";

/**
 * The actions a contract offers, in the server's rules (it re-checks them: 409 otherwise): a
 * closed contract has no device to act on; a suspended one only resumes; a locked or locking one
 * unlocks; an active one locks; any non-suspended one can be put on hold.
 */
export function acoesDoAparelho(status: StatusAparelho, contrato: StatusContrato): AcaoBloqueio[] {
  if (contrato === "liquidado" || contrato === "cancelado") return [];
  switch (status) {
    case "ativo":
      return ["bloquear", "suspender"];
    case "bloqueando":
    case "bloqueado":
      return ["desbloquear", "suspender"];
    case "desbloqueando":
      return ["suspender"];
    case "suspenso":
      return ["retomar"];
  }
}

interface TextosAcao {
  /** The button on the card. */
  botao: string;
  icone: string;
  severidade: "danger" | "success" | "secondary" | "info";
  /** The dialog's title. */
  titulo: string;
  /** What confirms (the last step). */
  confirmar: string;
  /** A reason is required (the server answers 400 without one). */
  motivoObrigatorio: boolean;
  /** A second, explicit confirmation step (BLOQUEIO.md: "a reason and a second confirmation"). */
  segundaConfirmacao: boolean;
  sucesso: string;
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
    motivoObrigatorio: true,
    segundaConfirmacao: true,
    sucesso: "Aparelho bloqueado com sucesso!",
    erro: (m) => `Erro ao bloquear aparelho: ${m}`,
  },
  desbloquear: {
    botao: "Desbloquear Aparelho",
    icone: "pi pi-lock-open",
    severidade: "success",
    titulo: "Desbloquear Aparelho",
    confirmar: "Sim, desbloquear aparelho",
    motivoObrigatorio: false,
    segundaConfirmacao: false,
    sucesso: "Aparelho desbloqueado com sucesso!",
    erro: (m) => `Erro ao desbloquear aparelho: ${m}`,
  },
  suspender: {
    botao: "Suspender bloqueio",
    icone: "pi pi-pause",
    severidade: "secondary",
    titulo: "Suspender bloqueio",
    confirmar: "Sim, suspender bloqueio",
    motivoObrigatorio: true,
    segundaConfirmacao: false,
    sucesso: "Bloqueio suspenso com sucesso!",
    erro: (m) => `Erro ao suspender bloqueio: ${m}`,
  },
  retomar: {
    botao: "Retomar",
    icone: "pi pi-play",
    severidade: "info",
    titulo: "Retomar bloqueio",
    confirmar: "Sim, retomar",
    motivoObrigatorio: false,
    segundaConfirmacao: false,
    sucesso: "Bloqueio retomado com sucesso!",
    erro: (m) => `Erro ao retomar bloqueio: ${m}`,
  },
};

export const MSG_BLOQUEIO_TELA = {
  motivoObrigatorio: "Informe o motivo.",
  motivoLongo: "O motivo deve ter no máximo 500 caracteres.",
  erroPadrao: "Erro desconhecido",
  erroHistorico: (m: string) => `Erro ao carregar o histórico: ${m}`,
  historicoVazio: "Nenhum evento registrado neste contrato.",
  erroPdf: (m: string) => `Erro ao exportar histórico: ${m}`,
} as const;

export const MOTIVO_MAXIMO = 500;

/** The dialog's check of 'Motivo' (the server checks the same: 400 otherwise). */
export function validarMotivo(motivo: string, obrigatorio: boolean): string | null {
  const m = motivo.trim();
  if (obrigatorio && !m) return MSG_BLOQUEIO_TELA.motivoObrigatorio;
  if (m.length > MOTIVO_MAXIMO) return MSG_BLOQUEIO_TELA.motivoLongo;
  return null;
}

/** What each dialog explains before asking (the consequences for the customer's phone). */
export function explicacaoAcao(acao: AcaoBloqueio, cliente: string, imei: string): string {
  switch (acao) {
    case "bloquear":
      return `O aparelho de ${cliente} (IMEI ${imei}) será bloqueado remotamente. O cliente continua podendo fazer chamadas de emergência e vê na tela o contato da loja e como pagar.`;
    case "desbloquear":
      return `O aparelho de ${cliente} (IMEI ${imei}) será desbloqueado e volta a funcionar normalmente.`;
    case "suspender":
      return `Enquanto suspenso, o aparelho de ${cliente} (IMEI ${imei}) não será bloqueado, nem pela rotina automática; se estiver bloqueado, será desbloqueado.`;
    case "retomar":
      return `O aparelho de ${cliente} (IMEI ${imei}) volta a seguir as regras de cobrança: se houver parcelas em atraso, a rotina automática pode bloqueá-lo de novo.`;
  }
}

/** The second confirmation of a lock: the reason as it will be recorded, and what cannot be taken back silently. */
export const segundaConfirmacaoBloqueio = (cliente: string, motivo: string) =>
  `Confirma o bloqueio do aparelho de ${cliente}? O pedido fica registrado no histórico do contrato com o motivo "${motivo}" e o seu nome.`;

/** An ISO instant as Brasília's "dd/mm/aaaa hh:mm" (the same words the audit PDF prints). */
export const formatarDataHora = formatarInstante;

/** An audit event as the API answers it; `tipo` is read loosely so a new kind never breaks the screen. */
export interface EventoTela {
  tipo: string;
  em: string;
  por: string;
  detalhes: Record<string, unknown>;
}

/** Who acted, in words: the rules by name, users by their name when known. */
export function quemFez(por: string, nomes: ReadonlyMap<string, string>): string {
  if (por === "rotina") return "Rotina automática";
  if (por === "pagamento") return "pagamento das parcelas";
  if (por === "contrato") return "Sistema";
  if (por.startsWith("banco:")) return "Banco";
  return nomes.get(por) ?? "Usuário da loja";
}

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const txt = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : null);
const obj = (v: unknown): Record<string, unknown> | null => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

/** ' — motivo' when there is one. */
const comMotivo = (d: Record<string, unknown>) => (txt(d.motivo) ? ` — ${txt(d.motivo)}` : "");

/**
 * Why a lock was asked: the reason when one was given, with the amount overdue
 * (' — Cliente não atende (R$ 340,72 em atraso)'); else the overdue instalments
 * (' — parcelas 1 e 2 em atraso (R$ 340,72)').
 */
function porqueDoBloqueio(d: Record<string, unknown>): string {
  const valor = num(d.valor_em_atraso_centavos);
  if (txt(d.motivo)) return `${comMotivo(d)}${valor !== null ? ` (${formatarCentavos(valor)} em atraso)` : ""}`;
  const parcelas = Array.isArray(d.parcelas) ? d.parcelas.map((p) => num(obj(p)?.numero_parcela)).filter((n): n is number => n !== null) : [];
  if (!parcelas.length) return "";
  const lista = parcelas.length === 1 ? `parcela ${parcelas[0]}` : `parcelas ${parcelas.slice(0, -1).join(", ")} e ${parcelas.at(-1)}`;
  return ` — ${lista} em atraso${valor !== null ? ` (${formatarCentavos(valor)})` : ""}`;
}

/** The payment an unlock names: ' — parcela 1 paga (R$ 170,36)'. */
function pagamentoQueDesbloqueou(d: Record<string, unknown>): string {
  const p = obj(d.pagamento);
  const n = num(p?.numero_parcela);
  if (!p || n === null) return "";
  const valor = num(p.valor_pago_centavos);
  return ` — parcela ${n} paga${valor !== null ? ` (${formatarCentavos(valor)})` : ""}`;
}

/** A command's action as the provider's outcome events name it. */
const ACAO_NO_PROVEDOR: Record<string, string> = { bloquear: "Bloqueio", desbloquear: "Desbloqueio", matricular: "Vínculo do aparelho", liberar: "Liberação do aparelho" };

const NOME_CANAL: Record<string, string> = { whatsapp: "WhatsApp", email: "e-mail", sms: "SMS" };

/** ' (WhatsApp, e-mail)': the channels a reminder's text was recorded for. */
function canaisDoLembrete(d: Record<string, unknown>): string {
  const lista = Array.isArray(d.canais) ? d.canais.map((c) => txt(obj(c)?.canal)) : [txt(d.canal)];
  const nomes = lista.filter((c): c is string => c !== null).map((c) => NOME_CANAL[c] ?? c);
  return nomes.length ? ` (${nomes.join(", ")})` : "";
}

/** ' — parcela 2 em atraso desde 05/12/2026; bloqueio possível a partir de 14/12/2026'. */
function sobreLembrete(d: Record<string, unknown>, n: number | null): string {
  if (n === null) return "";
  const venc = txt(d.data_vencimento);
  const quando = venc ? formatarData(venc) : null;
  let texto = ` — parcela ${n}`;
  if (quando) {
    if (d.tipo_lembrete === "antes") texto += ` vence em ${quando}`;
    else if (d.tipo_lembrete === "atraso") texto += ` em atraso desde ${quando}`;
    else if (d.tipo_lembrete === "vencimento") texto += ` no vencimento (${quando})`;
    else texto += `, vencimento ${quando}`;
  }
  const bloqueio = txt(d.data_bloqueio_prevista);
  return bloqueio ? `${texto}; bloqueio possível a partir de ${formatarData(bloqueio)}` : texto;
}

const ORIGEM_PAGAMENTO: Record<string, string> = { banco: " no banco", manual: " (marcada como paga na loja)" };

/** One audit event as a sentence (oldest first on the card and in the PDF). */
export function textoEvento(e: EventoTela, nomes: ReadonlyMap<string, string> = new Map()): string {
  const d = e.detalhes ?? {};
  const quem = quemFez(e.por, nomes);
  const n = num(d.numero_parcela);
  const parcela = n !== null ? `Parcela ${n}` : "Parcela";
  switch (e.tipo) {
    case "parcela_paga": {
      const valor = num(d.valor_pago_centavos);
      const origem = txt(d.origem) ? (ORIGEM_PAGAMENTO[txt(d.origem)!] ?? "") : "";
      return `${parcela} paga${valor !== null ? ` — ${formatarCentavos(valor)}` : ""}${origem}`;
    }
    case "parcela_vencida": {
      const valor = num(d.valor_centavos);
      return `${parcela} vencida${valor !== null ? ` — ${formatarCentavos(valor)}` : ""}`;
    }
    case "lembrete":
      return `Lembrete enviado${sobreLembrete(d, n)}${canaisDoLembrete(d)}`;
    case "bloqueio_pendente":
      return `Bloqueio automático indicado pela ${quem}${porqueDoBloqueio(d)}`;
    case "bloqueio_solicitado":
      return `Bloqueio solicitado por ${quem}${porqueDoBloqueio(d)}`;
    case "bloqueado":
      return "Aparelho bloqueado (confirmado pelo aparelho)";
    case "bloqueio_recusado": {
      const descricao = txt(obj(d.resposta_provedor)?.descricao);
      return `${ACAO_NO_PROVEDOR[txt(d.acao) ?? "bloquear"] ?? "Comando"} recusado pelo provedor de bloqueio${descricao ? ` — ${descricao}` : ""}`;
    }
    case "comando_falhou":
      return `Falha ao enviar ${(ACAO_NO_PROVEDOR[txt(d.acao) ?? ""] ?? "o comando").toLowerCase()} ao provedor de bloqueio`;
    case "aparelho_matriculado":
      return "Aparelho vinculado a este contrato no provedor de bloqueio";
    case "liberacao_solicitada":
      return `Liberação do aparelho solicitada${txt(d.origem) === "contrato" ? " (contrato cancelado)" : " (contrato quitado)"}`;
    case "aparelho_liberado":
      return "Aparelho liberado no provedor de bloqueio (contrato encerrado)";
    case "desbloqueio_solicitado":
      return `Desbloqueio solicitado por ${quem}${comMotivo(d)}${pagamentoQueDesbloqueou(d)}`;
    case "desbloqueado":
      return "Aparelho desbloqueado (confirmado pelo aparelho)";
    case "suspenso":
      return `Bloqueio suspenso por ${quem}${comMotivo(d)}`;
    case "retomado":
      return `Bloqueio retomado por ${quem}${comMotivo(d)}`;
    default:
      return `${e.tipo.replace(/_/g, " ")} — ${quem}`;
  }
}
