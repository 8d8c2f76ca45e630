/**
 * A contract's audit events in words (pt-BR), for the PDF a customer, Procon or a court reads
 * (GET /api/contratos/{id}/eventos?formato=pdf) and for the screens: the instant in Brasília, who
 * acted (the user's name, or the rule) and what happened with its instalments, amounts and the
 * provider's answer. Pure: the caller resolves user names.
 */
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

/** Who acted, in words: a rule by its name, a user by `nomes` (id → name). */
export function descreverAutor(por: string, nomes: ReadonlyMap<string, string> = new Map()): string {
  if (por === "rotina") return "Rotina automática";
  if (por === "pagamento") return "Automático (pagamento)";
  if (por === "contrato") return "Sistema (contrato)";
  if (por.startsWith("banco:")) return `Aviso do banco (${por.slice(6)})`;
  if (por.startsWith("provedor:")) return `Provedor de bloqueio (${por.slice(9)})`;
  return nomes.get(por) ?? `Usuário ${por}`;
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
const reais = (v: unknown): string | undefined => (num(v) === undefined ? undefined : formatarCentavos(num(v)!));

const TIPO_LEMBRETE: Record<string, string> = { antes: "antes do vencimento", vencimento: "no vencimento", atraso: "parcela em atraso" };
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
  if (txt(d.motivo)) linhas.push(`Motivo: ${txt(d.motivo)}`);
  const parcelas = Array.isArray(d.parcelas) ? d.parcelas.map(obj).filter((p): p is Detalhes => !!p) : [];
  if (parcelas.length) linhas.push(`Parcelas em atraso: ${parcelas.map(parcelaEm).join("; ")}`);
  if (reais(d.valor_em_atraso_centavos)) linhas.push(`Total em atraso: ${reais(d.valor_em_atraso_centavos)}`);
  if (num(d.dias_carencia) !== undefined) linhas.push(`Carência: ${num(d.dias_carencia)} dias úteis a partir do vencimento útil`);
  const v = obj(d.verificacao_provedor);
  if (v) linhas.push(`Consulta ao provedor de boletos: ${txt(v.resultado) ?? "feita"}${data(v.em) ? ` (${data(v.em)})` : ""}`);
  const l = obj(d.lembrete);
  if (l && data(l.dia)) linhas.push(`Lembrete prévio enviado em ${data(l.dia)}`);
  const p = obj(d.pagamento);
  if (p) linhas.push(`Causa: ${pagamentoEm(p)}`);
  if (num(d.comando_seq) !== undefined) linhas.push(`Comando nº ${num(d.comando_seq)}${txt(d.imei) ? ` ao aparelho IMEI ${txt(d.imei)}` : ""}`);
  return linhas;
}

export interface EventoEmPalavras {
  quando: string;
  autor: string;
  titulo: string;
  linhas: string[];
}

export function descreverEvento(e: EventoContrato, nomes: ReadonlyMap<string, string> = new Map()): EventoEmPalavras {
  const d = e.detalhes;
  const base = { quando: formatarInstante(e.em), autor: descreverAutor(e.por, nomes) };
  switch (e.tipo) {
    case "lembrete": {
      const canais = (Array.isArray(d.canais) ? d.canais : []).map(obj).filter((c): c is Detalhes => !!c);
      const linhas = [parcelaEm(d)];
      if (reais(d.valor_devido_centavos)) linhas.push(`Valor devido no dia: ${reais(d.valor_devido_centavos)}`);
      if (canais.length) linhas.push(`Canais: ${canais.map((c) => `${c.canal === "email" ? "e-mail" : "WhatsApp"} (${txt(c.destino) ?? "sem contato cadastrado"})`).join(", ")}`);
      const texto = txt(canais[0]?.texto);
      if (texto) linhas.push(`Texto: ${texto}`);
      if (data(d.data_bloqueio_prevista)) linhas.push(`Bloqueio possível a partir de ${data(d.data_bloqueio_prevista)}`);
      return { ...base, titulo: `Lembrete ao cliente — ${TIPO_LEMBRETE[txt(d.tipo_lembrete) ?? ""] ?? "cobrança"}`, linhas };
    }
    case "parcela_vencida":
      return { ...base, titulo: `Parcela ${num(d.numero_parcela) ?? "?"} vencida`, linhas: [parcelaEm(d)] };
    case "parcela_paga": {
      const linhas = [`Valor pago: ${reais(d.valor_pago_centavos) ?? "?"}${data(d.data_pagamento) ? ` em ${data(d.data_pagamento)}` : ""}`];
      linhas.push(d.origem === "manual" ? "Registrado na loja ('Marcar Paga')" : `Confirmado pelo banco${d.reconciliacao ? " (conferência diária com o provedor)" : ""}`);
      if (txt(d.evento)) linhas.push(`Identificação do pagamento: ${txt(d.evento)}`);
      if (d.liquidou === true) linhas.push("Contrato quitado com este pagamento");
      return { ...base, titulo: `Parcela ${num(d.numero_parcela) ?? "?"} paga`, linhas };
    }
    case "bloqueio_pendente":
      return { ...base, titulo: "Regra de bloqueio automático atendida", linhas: comandoEm(d) };
    case "bloqueio_solicitado":
      return { ...base, titulo: "Bloqueio do aparelho solicitado", linhas: comandoEm(d) };
    case "bloqueado":
      return { ...base, titulo: "Aparelho bloqueado (confirmado)", linhas: [...comandoEm(d), ...respostaEm(d)] };
    case "desbloqueio_solicitado":
      return { ...base, titulo: "Desbloqueio do aparelho solicitado", linhas: comandoEm(d) };
    case "desbloqueado":
      return { ...base, titulo: "Aparelho desbloqueado (confirmado)", linhas: [...comandoEm(d), ...respostaEm(d)] };
    case "liberacao_solicitada":
      return { ...base, titulo: `Liberação do aparelho solicitada (${d.status_contrato === "cancelado" ? "venda cancelada" : "contrato quitado"})`, linhas: comandoEm(d) };
    case "suspenso":
      return { ...base, titulo: "Bloqueio suspenso", linhas: txt(d.motivo) ? [`Motivo: ${txt(d.motivo)}`] : [] };
    case "retomado":
      return { ...base, titulo: "Suspensão do bloqueio encerrada", linhas: txt(d.motivo) ? [`Motivo: ${txt(d.motivo)}`] : [] };
    default: {
      const tipo = String(e.tipo).replace(/_/g, " ");
      return { ...base, titulo: tipo.charAt(0).toUpperCase() + tipo.slice(1), linhas: [...comandoEm(d), ...respostaEm(d)] };
    }
  }
}
