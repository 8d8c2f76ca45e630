/**
 * A contract's audit events in words (pt-BR), for the PDF a customer, Procon or a court reads
 * (GET /api/contratos/{id}/eventos?formato=pdf) and for the screens: the instant in Brasília, who
 * acted (the user's name, or the rule) and what happened with its instalments, amounts and the
 * provider's answer. Pure: the caller resolves user names.
 */
import { ROTULO_MODELO, ROTULO_STATUS_MENSAGEM, type Modelo, type StatusMensagem } from "../mensagens/schemas";
import { formatarData } from "../br/datas";
import { formatarCentavos } from "../br/dinheiro";
import type { EventoContrato } from "./eventos";

const INSTANTE_SP = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "dd/mm/aaaa hh:mm" in Brasília of an ISO instant. */
export function formatarInstante(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = Object.fromEntries(INSTANTE_SP.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/**
 * Who acted, in words — the same on the screen and in the PDF: a rule by its name, a user by
 * `nomes` (id → name) or as a user of the store when the name is not known.
 */
export function descreverAutor(por: string, nomes: ReadonlyMap<string, string> = new Map()): string {
  if (por === "rotina") return "Rotina automática";
  if (por === "pagamento") return "pagamento das parcelas";
  if (por === "contrato") return "Sistema";
  if (por.startsWith("banco:")) return `Banco (${por.slice(6)})`;
  if (por.startsWith("provedor:")) return `Provedor de bloqueio (${por.slice(9)})`;
  if (por.startsWith("cliente:")) return "O próprio cliente (Área do Cliente)";
  return nomes.get(por) ?? "Usuário da loja";
}

type Detalhes = Record<string, unknown>;
const num = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined);
const txt = (v: unknown): string | undefined => (typeof v === "string" && v.trim() ? v : undefined);
const obj = (v: unknown): Detalhes | undefined => (v && typeof v === "object" && !Array.isArray(v) ? (v as Detalhes) : undefined);
const data = (v: unknown): string | undefined => {
  const s = txt(v);
  if (!s) return undefined;
  try {
    return s.length > 10 ? formatarInstante(s) : formatarData(s);
  } catch {
    return s;
  }
};
/** "dd/mm" of a date (AAAA-MM-DD). */
const diaEMes = (v: unknown): string | undefined => {
  const s = txt(v);
  return s && /^\d{4}-\d{2}-\d{2}$/.test(s) ? `${s.slice(8, 10)}/${s.slice(5, 7)}` : undefined;
};
const reais = (v: unknown): string | undefined => (num(v) === undefined ? undefined : formatarCentavos(num(v)!));

const ORIGEM: Record<string, string> = { manual: "pedido de um usuário", rotina: "rotina automática de cobrança", pagamento: "pagamento", suspensao: "suspensão do bloqueio", contrato: "encerramento do contrato" };

function parcelaEm(d: Detalhes): string {
  const partes = [`Parcela ${num(d.numero_parcela) ?? "?"}`];
  if (data(d.data_vencimento)) partes.push(`vencimento ${data(d.data_vencimento)}`);
  if (d.vencimento_util && d.vencimento_util !== d.data_vencimento) partes.push(`sem encargos até ${data(d.vencimento_util)}`);
  const valor = reais(d.valor_centavos);
  if (valor) partes.push(valor);
  return partes.join(", ");
}

function pagamentoEm(p: Detalhes): string {
  const partes = [`pagamento da parcela ${num(p.numero_parcela) ?? "?"}`];
  if (reais(p.valor_pago_centavos)) partes.push(`de ${reais(p.valor_pago_centavos)}`);
  if (data(p.data)) partes.push(`em ${data(p.data)}`);
  const id = txt(p.evento);
  partes.push(id === "manual" ? "(registrado na loja: 'Marcar Paga')" : id ? `(identificação: ${id})` : "");
  return partes.filter(Boolean).join(" ");
}

/** The provider's answer and the device's acknowledgement, whatever their shape: "chave: valor" pairs. */
function respostaEm(d: Detalhes): string[] {
  const linhas: string[] = [];
  for (const chave of ["resposta", "resposta_provedor", "confirmacao", "recusa"]) {
    const v = d[chave];
    if (v === undefined || v === null) continue;
    const o = obj(v);
    const texto = o ? Object.entries(o).map(([k, x]) => `${k}: ${typeof x === "object" ? JSON.stringify(x) : String(x)}`).join("; ") : String(v);
    if (texto) linhas.push(`Resposta do provedor: ${texto}`);
  }
  if (txt(d.provedor) && !linhas.length) linhas.push(`Provedor: ${txt(d.provedor)}`);
  return linhas;
}

function comandoEm(d: Detalhes): string[] {
  const linhas: string[] = [];
  if (txt(d.origem)) linhas.push(`Origem: ${ORIGEM[txt(d.origem)!] ?? txt(d.origem)}`);
  if (d.a_pedido_do_cliente === true) linhas.push("A pedido do cliente (perda ou roubo do aparelho)");
  if (txt(d.motivo)) linhas.push(`Motivo: ${txt(d.motivo)}`);
  const parcelas = Array.isArray(d.parcelas) ? d.parcelas.map(obj).filter((p): p is Detalhes => !!p) : [];
  if (parcelas.length) linhas.push(`Parcelas em atraso: ${parcelas.map(parcelaEm).join("; ")}`);
  if (reais(d.valor_em_atraso_centavos)) linhas.push(`Total em atraso: ${reais(d.valor_em_atraso_centavos)}`);
  if (num(d.dias_carencia) !== undefined) linhas.push(`Carência: ${num(d.dias_carencia)} dias úteis a partir do vencimento útil`);
  const v = obj(d.verificacao_provedor);
  if (v) linhas.push(`Consulta ao provedor de boletos: ${txt(v.resultado) ?? "feita"}${data(v.em) ? ` (${data(v.em)})` : ""}`);
  const l = obj(d.lembrete);
  if (l && data(l.dia)) linhas.push(`Lembrete prévio enviado em ${data(l.dia)}`);
  const anuncio = obj(d.anuncio);
  if (anuncio && data(anuncio.dia)) linhas.push(`Bloqueio anunciado ao cliente em ${data(anuncio.dia)}${data(anuncio.data_prevista) ? ` para ${data(anuncio.data_prevista)}` : ""}`);
  if (data(d.data_prevista)) linhas.push(`Data prevista do bloqueio: ${data(d.data_prevista)}`);
  if (reais(d.valor)) linhas.push(`Valor em atraso: ${reais(d.valor)}`);
  const p = obj(d.pagamento);
  if (p) linhas.push(`Causa: ${pagamentoEm(p)}`);
  if (num(d.comando_seq) !== undefined) linhas.push(`Comando nº ${num(d.comando_seq)}${txt(d.imei) ? ` ao aparelho IMEI ${txt(d.imei)}` : ""}`);
  return linhas;
}

// ---- one sentence per event: the Histórico on 'Controle de Boletos' and each PDF entry's title ----

const numero = num;

/** ' — motivo' when there is one. */
const comMotivo = (d: Detalhes) => (txt(d.motivo) ? ` — ${txt(d.motivo)!.trim()}` : "");

const listaParcelas = (ns: readonly number[]) => (ns.length === 1 ? `parcela ${ns[0]}` : `parcelas ${ns.slice(0, -1).join(", ")} e ${ns.at(-1)}`);

const numerosDasParcelas = (d: Detalhes) =>
  Array.isArray(d.parcelas) ? d.parcelas.map((p) => numero(obj(p)?.numero_parcela)).filter((n): n is number => n !== undefined) : [];

/**
 * Why a lock was asked: the customer's own request; the reason when one was given, with the
 * amount overdue (' — Cliente não atende (R$ 340,72 em atraso)'); else the overdue instalments
 * (' — parcelas 1 e 2 em atraso (R$ 340,72)').
 */
function porqueDoBloqueio(d: Detalhes): string {
  const pedido = d.a_pedido_do_cliente === true ? " a pedido do cliente" : "";
  const valor = reais(d.valor_em_atraso_centavos);
  if (txt(d.motivo)) return `${pedido}${comMotivo(d)}${valor && !pedido ? ` (${valor} em atraso)` : ""}`;
  const parcelas = numerosDasParcelas(d);
  if (!parcelas.length) return pedido;
  return `${pedido} — ${listaParcelas(parcelas)} em atraso${valor ? ` (${valor})` : ""}`;
}

/** The payment an unlock names: ' — parcela 1 paga (R$ 170,36)'. */
function pagamentoQueDesbloqueou(d: Detalhes): string {
  const p = obj(d.pagamento);
  const n = numero(p?.numero_parcela);
  if (!p || n === undefined) return "";
  return ` — parcela ${n} paga${reais(p.valor_pago_centavos) ? ` (${reais(p.valor_pago_centavos)})` : ""}`;
}

/** A command's action as the provider's outcome events name it. */
const ACAO_NO_PROVEDOR: Record<string, string> = { bloquear: "Bloqueio", desbloquear: "Desbloqueio", matricular: "Vínculo do aparelho", liberar: "Liberação do aparelho", avisar: "Aviso" };

const NOME_CANAL: Record<string, string> = { whatsapp: "WhatsApp", email: "e-mail", sms: "SMS" };

/** ' (WhatsApp, e-mail)': the channels a reminder's text was recorded for. */
function canaisDoLembrete(d: Detalhes): string {
  const lista = Array.isArray(d.canais) ? d.canais.map((c) => txt(obj(c)?.canal)) : [txt(d.canal)];
  const nomes = lista.filter((c): c is string => c !== undefined).map((c) => NOME_CANAL[c] ?? c);
  return nomes.length ? ` (${nomes.join(", ")})` : "";
}

/** 'Mensagem "lembrete de atraso" por WhatsApp para (11) 9****-4321: entregue' (issue 31 item 5: each message with its delivery status). */
function sobreMensagem(d: Detalhes): string {
  const modelo = txt(d.modelo);
  const nome = modelo && modelo in ROTULO_MODELO ? ROTULO_MODELO[modelo as Modelo] : (modelo ?? "?");
  const canal = txt(d.canal);
  const status = txt(d.status);
  const rotulo = status && status in ROTULO_STATUS_MENSAGEM ? ROTULO_STATUS_MENSAGEM[status as StatusMensagem] : (status ?? "?");
  const para = canal ? ` por ${NOME_CANAL[canal] ?? canal}${txt(d.destino) ? ` para ${txt(d.destino)}` : ""}` : "";
  return `Mensagem "${nome}"${para}: ${rotulo}${txt(d.motivo) ? ` (${txt(d.motivo)})` : ""}`;
}

/** ' — parcela 2 em atraso desde 05/12/2026; bloqueio possível a partir de 14/12/2026'. */
function sobreLembrete(d: Detalhes, n: number | undefined): string {
  if (n === undefined) return "";
  const quando = data(d.data_vencimento);
  let texto = ` — parcela ${n}`;
  if (quando) {
    if (d.tipo_lembrete === "antes") texto += ` vence em ${quando}`;
    else if (d.tipo_lembrete === "atraso") texto += ` em atraso desde ${quando}`;
    else if (d.tipo_lembrete === "vencimento") texto += ` no vencimento (${quando})`;
    else texto += `, vencimento ${quando}`;
  }
  const bloqueio = data(d.data_bloqueio_prevista);
  return bloqueio ? `${texto}; bloqueio possível a partir de ${bloqueio}` : texto;
}

const ORIGEM_PAGAMENTO: Record<string, string> = { banco: " no banco", manual: " (marcada como paga na loja)", quitacao: " pela quitação antecipada do contrato" };
const POR_QUE_CANCELADO: Record<string, string> = {
  pagamento: "parcela paga",
  "suspensão do bloqueio": "bloqueio suspenso",
  plano: "plano sem bloqueio automático",
  desligado: "bloqueio automático desligado",
  suspenso: "bloqueio suspenso",
  uf: "UF sem bloqueio",
  valor_minimo: "valor em atraso abaixo do mínimo",
  sem_atraso: "nenhuma parcela em atraso",
  plano_manual: "plano sem bloqueio remoto",
  matricula: "aparelho sem vínculo com o provedor de bloqueio",
  sem_consentimento: "cliente sem consentimento para o bloqueio remoto",
  ja_bloqueado: "aparelho já bloqueado",
};

/** One audit event as a sentence, the same on the screen and as the PDF entry's title (oldest first in both). */
export function resumirEvento(e: EventoContrato | { tipo: string; em: string; por: string; detalhes: Detalhes }, nomes: ReadonlyMap<string, string> = new Map()): string {
  const d = e.detalhes ?? {};
  const quem = descreverAutor(e.por, nomes);
  const n = numero(d.numero_parcela);
  const parcela = n !== undefined ? `Parcela ${n}` : "Parcela";
  switch (e.tipo) {
    case "parcela_paga": {
      const origem = txt(d.origem) ? (ORIGEM_PAGAMENTO[txt(d.origem)!] ?? "") : "";
      return `${parcela} paga${reais(d.valor_pago_centavos) ? ` — ${reais(d.valor_pago_centavos)}` : ""}${origem}`;
    }
    case "parcela_vencida":
      return `${parcela} vencida${reais(d.valor_centavos) ? ` — ${reais(d.valor_centavos)}` : ""}`;
    case "lembrete":
      return `Lembrete registrado${sobreLembrete(d, n)}${canaisDoLembrete(d)}`;
    case "mensagem":
      return sobreMensagem(d);
    case "quitacao_emitida":
      return `Boleto de quitação emitido: ${reais(d.valor_centavos) ?? "?"}, válido até ${diaEMes(d.vencimento) ?? "?"}`;
    case "bloqueio_pendente":
      return `Bloqueio automático indicado pela ${quem}${porqueDoBloqueio(d)}`;
    case "bloqueio_agendado": {
      const parcelas = numerosDasParcelas(d);
      const valor = reais(d.valor);
      return `Bloqueio agendado para ${data(d.data_prevista) ?? "?"}${parcelas.length ? ` — ${listaParcelas(parcelas)} em atraso${valor ? ` (${valor})` : ""}` : ""}`;
    }
    case "aviso_exibido":
      return "Aviso de bloqueio exibido no aparelho";
    case "bloqueio_cancelado": {
      const motivo = txt(d.motivo);
      return `Bloqueio agendado para ${data(d.data_prevista) ?? "?"} cancelado${motivo ? ` — ${POR_QUE_CANCELADO[motivo] ?? motivo}` : ""}`;
    }
    case "bloqueio_solicitado":
      return `Bloqueio solicitado por ${quem}${porqueDoBloqueio(d)}`;
    case "bloqueado":
      return "Aparelho bloqueado (confirmado pelo aparelho)";
    case "bloqueio_recusado": {
      const descricao = txt(obj(d.resposta_provedor)?.descricao);
      return `${ACAO_NO_PROVEDOR[txt(d.acao) ?? "bloquear"] ?? "Comando"} recusado pelo provedor de bloqueio${descricao ? ` — ${descricao}` : ""}`;
    }
    case "comando_falhou":
      return obj(d.sem_confirmacao)
        ? `Sem confirmação do aparelho: ${(ACAO_NO_PROVEDOR[txt(d.acao) ?? ""] ?? "comando").toLowerCase()} não confirmado em ${numero(obj(d.sem_confirmacao)!.horas) ?? 24} horas`
        : `Falha ao enviar ${(ACAO_NO_PROVEDOR[txt(d.acao) ?? ""] ?? "o comando").toLowerCase()} ao provedor de bloqueio`;
    case "aparelho_matriculado":
      return "Aparelho vinculado a este contrato no provedor de bloqueio";
    case "liberacao_solicitada":
      return `Liberação do aparelho solicitada${txt(d.origem) === "contrato" || d.status_contrato === "cancelado" ? " (contrato cancelado)" : " (contrato quitado)"}`;
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
    default: {
      const tipo = String(e.tipo).replace(/_/g, " ");
      return `${tipo.charAt(0).toUpperCase()}${tipo.slice(1)} — ${quem}`;
    }
  }
}

export interface EventoEmPalavras {
  quando: string;
  autor: string;
  titulo: string;
  linhas: string[];
}

export function descreverEvento(e: EventoContrato, nomes: ReadonlyMap<string, string> = new Map()): EventoEmPalavras {
  const d = e.detalhes;
  const base = { quando: formatarInstante(e.em), autor: descreverAutor(e.por, nomes), titulo: resumirEvento(e, nomes) };
  switch (e.tipo) {
    case "lembrete": {
      const canais = (Array.isArray(d.canais) ? d.canais : []).map(obj).filter((c): c is Detalhes => !!c);
      const linhas = [parcelaEm(d)];
      if (reais(d.valor_devido_centavos)) linhas.push(`Valor devido no dia: ${reais(d.valor_devido_centavos)}`);
      if (canais.length) linhas.push(`Canais: ${canais.map((c) => `${NOME_CANAL[txt(c.canal) ?? ""] ?? txt(c.canal) ?? "?"} (${txt(c.destino) ?? "sem contato cadastrado"})`).join(", ")}`);
      const texto = txt(canais[0]?.texto);
      if (texto) linhas.push(`Texto: ${texto}`);
      if (data(d.data_bloqueio_prevista)) linhas.push(`Bloqueio possível a partir de ${data(d.data_bloqueio_prevista)}`);
      return { ...base, linhas };
    }
    case "parcela_vencida":
      return { ...base, linhas: [parcelaEm(d)] };
    case "parcela_paga": {
      const linhas = [`Valor pago: ${reais(d.valor_pago_centavos) ?? "?"}${data(d.data_pagamento) ? ` em ${data(d.data_pagamento)}` : ""}`];
      linhas.push(d.origem === "manual" ? "Registrado na loja ('Marcar Paga')" : `Confirmado pelo banco${d.reconciliacao ? " (conferência diária com o provedor)" : ""}`);
      if (txt(d.evento)) linhas.push(`Identificação do pagamento: ${txt(d.evento)}`);
      if (d.liquidou === true) linhas.push("Contrato quitado com este pagamento");
      return { ...base, linhas };
    }
    case "bloqueio_agendado": {
      const linhas = comandoEm(d);
      if (txt(d.texto)) linhas.push(`Aviso ao cliente: ${txt(d.texto)!.replace(/\n/g, " ")}`);
      return { ...base, linhas };
    }
    case "suspenso":
    case "retomado":
    case "bloqueio_cancelado":
      return { ...base, linhas: txt(d.motivo) ? [`Motivo: ${txt(d.motivo)}`] : [] };
    case "quitacao_emitida":
      return {
        ...base,
        linhas: [
          `Vencimento: ${data(d.vencimento) ?? "?"}${data(d.data_cotada) ? ` (valor da quitação cotada para ${data(d.data_cotada)})` : ""}`,
          ...(txt(d.nosso_numero) ? [`Nosso número: ${txt(d.nosso_numero)}${txt(d.provedor) ? ` (${txt(d.provedor)})` : ""}`] : []),
        ],
      };
    case "bloqueio_pendente":
    case "bloqueio_solicitado":
    case "desbloqueio_solicitado":
    case "liberacao_solicitada":
      return { ...base, linhas: comandoEm(d) };
    default:
      return { ...base, linhas: [...comandoEm(d), ...respostaEm(d)] };
  }
}
