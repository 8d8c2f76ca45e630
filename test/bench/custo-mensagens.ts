/**
 * How many messages a shop's customers get in a month (issue 29 item 6), from the product's own
 * rules applied day by day, and what they cost per channel. Pure: no clock, no I/O.
 *
 * A contract's life, as the product runs it:
 * - `boas_vindas`: one per boleto sale (functions/vendas/http/criar-venda.ts);
 * - the daily routine's reminders, each once per instalment (functions/agenda/lembretes-regras.ts
 *   `lembreteDoDia`, the very function the routine calls): `antes` within the 3 days before the due
 *   date, `vencimento` from the due date to its banking due date, `atraso-n` on each banking day of
 *   the grace and the next one;
 * - with automatic locking (plan Master only: shared/bloqueio/regras.ts), `bloqueio_agendado` on
 *   the day `dataDoBloqueioAnunciado` first gives a date, `bloqueado` on that date, `desbloqueado`
 *   once paid;
 * - at most one collection message (MODELOS_COBRANCA) per contract per day (functions/agenda/lembretes.ts):
 *   a second reminder of the same day is recorded without a message;
 * - `pagamento_recebido`: one per instalment paid (functions/boletos/pagar-parcela.ts).
 * The hours rule (shared/mensagens/horario.ts) only moves a message to 08:00 or the next allowed
 * day: it changes when, not how many. Customer-started messages (`segunda_via`, `codigo_cadastro`)
 * are left out: the customer asks for them.
 *
 * How customers pay is an assumption (PERFIL_PAGAMENTO), stated in the table the bench prints.
 */
import { dataDoBloqueioAnunciado, primeiroDiaDeBloqueio } from "../../shared/bloqueio/regras";
import { vencimentoUtil } from "../../shared/boletos";
import { somarDias } from "../../shared/br/datas";
import type { Canal } from "../../shared/mensagens/schemas";
import { DIAS_ENTRE_PARCELAS } from "../../shared/regras/parcelamento";
import { lembreteDoDia } from "../../functions/agenda/lembretes-regras";

/** When an instalment is paid: `dias` calendar days after its due date (negative: before), or `apos_bloqueio` days after the lock date. */
export type Pagamento = { dias: number } | { apos_bloqueio: number };

/** A share of the instalments and when they are paid. */
export interface FaixaPagamento {
  fracao: number;
  pagamento: Pagamento;
  rotulo: string;
}

/**
 * Assumed: how the instalments of a typical shop are paid (no measured data yet). A third early,
 * a third the day before, most of the rest on the day or within the grace, 5% after the lock date.
 */
export const PERFIL_PAGAMENTO: readonly FaixaPagamento[] = [
  { fracao: 0.35, pagamento: { dias: -5 }, rotulo: "5 dias antes" },
  { fracao: 0.35, pagamento: { dias: -1 }, rotulo: "na véspera" },
  { fracao: 0.15, pagamento: { dias: 0 }, rotulo: "no vencimento" },
  { fracao: 0.1, pagamento: { dias: 4 }, rotulo: "4 dias depois" },
  { fracao: 0.05, pagamento: { apos_bloqueio: 3 }, rotulo: "3 dias após o bloqueio" },
];

/** Messages by model (`boas_vindas`, `pagamento_recebido`, `bloqueado`, `desbloqueado`), the day's collection messages as `cobranca` (reminders and the lock notice) and the reminders recorded without a message (`cobranca_sem_mensagem`). */
export type Contagem = Record<string, number>;

export interface Contrato {
  dataVenda: string;
  qtdParcelas: number;
  diasCarencia: number;
  /** The shop locks automatically (plan Master, setting on). */
  bloqueio: boolean;
  /** When instalment `numero` (1-based) is paid. */
  pagamento: (numero: number) => Pagamento;
}

/** The messages one contract's customer gets over the whole contract. */
export function mensagensDoContrato(c: Contrato): Contagem {
  const contagem: Contagem = { boas_vindas: 1 };
  const somar = (m: string, n = 1) => void (contagem[m] = (contagem[m] ?? 0) + n);
  /** Routine day → collection messages due that day (at most one goes out). */
  const cobrancasDoDia = new Map<string, number>();
  for (let n = 1; n <= c.qtdParcelas; n++) {
    const vencimento = somarDias(c.dataVenda, DIAS_ENTRE_PARCELAS * n);
    const bloqueio = primeiroDiaDeBloqueio(vencimentoUtil(vencimento), c.diasCarencia);
    const p = c.pagamento(n);
    // Paid during that day: the 06:00 routine still saw it open.
    let pago = "dias" in p ? somarDias(vencimento, p.dias) : somarDias(bloqueio, p.apos_bloqueio);
    let anunciadoPara: string | null = null;
    let bloqueado = false;
    const enviados: string[] = [];
    for (let dia = somarDias(vencimento, -5); dia <= pago; dia = somarDias(dia, 1)) {
      const devido = lembreteDoDia(vencimento, dia, c.diasCarencia, enviados);
      if (devido) {
        enviados.push(devido.chave);
        cobrancasDoDia.set(dia, (cobrancasDoDia.get(dia) ?? 0) + 1);
      }
      if (!c.bloqueio) continue;
      if (!anunciadoPara) {
        anunciadoPara = dataDoBloqueioAnunciado(vencimentoUtil(vencimento), c.diasCarencia, dia);
        if (anunciadoPara) {
          cobrancasDoDia.set(dia, (cobrancasDoDia.get(dia) ?? 0) + 1);
          // The lock comes on the announced day, not before: a payment "after the lock" counts from it.
          if (!("dias" in p)) pago = somarDias(anunciadoPara, p.apos_bloqueio);
        }
      } else if (!bloqueado && dia === anunciadoPara && dia < pago) {
        bloqueado = true;
        somar("bloqueado");
      }
    }
    if (bloqueado) somar("desbloqueado");
    somar("pagamento_recebido");
  }
  // One collection message per contract per day (the kind does not matter for the price); the others are recorded without one.
  for (const qtd of cobrancasDoDia.values()) {
    somar("cobranca");
    if (qtd > 1) somar("cobranca_sem_mensagem", qtd - 1);
  }
  return contagem;
}

/** Instalment `numero` of the `indice`-th contract: the profile's shares spread over every instalment. */
export function pagamentoPeloPerfil(perfil: readonly FaixaPagamento[], indice: number, numero: number, qtdParcelas: number): Pagamento {
  // A low-discrepancy position in [0, 1) per (contract, instalment), so each share gets its fraction.
  const x = (((indice * qtdParcelas + numero) * 0.6180339887498949) % 1 + 1) % 1;
  let acumulado = 0;
  for (const f of perfil) {
    acumulado += f.fracao;
    if (x < acumulado) return f.pagamento;
  }
  return perfil[perfil.length - 1]!.pagamento;
}

export interface LojaMensagens {
  vendasBoletoMes: number;
  qtdParcelas: number;
  diasCarencia: number;
  bloqueio: boolean;
  /** Sale days simulated, spread over `ano` (the calendar's weekends and holidays move reminders). */
  amostras?: number;
  ano?: number;
  perfil?: readonly FaixaPagamento[];
}

/** Messages per month of a shop in steady state: each month `vendasBoletoMes` contracts start, so a month holds one contract's whole life times that. */
export function mensagensPorMes(l: LojaMensagens): Record<string, number> {
  const amostras = l.amostras ?? 48;
  const ano = l.ano ?? 2026;
  const perfil = l.perfil ?? PERFIL_PAGAMENTO;
  const soma: Record<string, number> = {};
  for (let i = 0; i < amostras; i++) {
    const dataVenda = somarDias(`${ano}-01-01`, Math.floor((i * 365) / amostras));
    const c = mensagensDoContrato({ dataVenda, qtdParcelas: l.qtdParcelas, diasCarencia: l.diasCarencia, bloqueio: l.bloqueio, pagamento: (n) => pagamentoPeloPerfil(perfil, i, n, l.qtdParcelas) });
    for (const [k, v] of Object.entries(c)) soma[k] = (soma[k] ?? 0) + (v ?? 0);
  }
  return Object.fromEntries(Object.entries(soma).filter(([, v]) => v > 0).map(([k, v]) => [k, (v / amostras) * l.vendasBoletoMes]));
}

/** What a message costs on each channel, US$ (an SMS per segment). */
export interface PrecosCanais {
  whatsapp: number;
  sms: number;
  email: number;
}

/** SMS segments of a text: GSM-7 fits 160 (153 when split), anything else (ã, ç, õ…) UCS-2 70 (67). */
export function segmentosSms(texto: string): number {
  const GSM = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
  const EXTENSAO = "^{}\\[~]|€";
  const gsm = [...texto].every((ch) => GSM.includes(ch) || EXTENSAO.includes(ch));
  const tamanho = gsm ? [...texto].reduce((n, ch) => n + (EXTENSAO.includes(ch) ? 2 : 1), 0) : [...texto].length;
  const [um, parte] = gsm ? [160, 153] : [70, 67];
  return tamanho <= um ? 1 : Math.ceil(tamanho / parte);
}

/** Which channel each kind of message goes to first (the others only on its failure, not priced here). */
export type Politica = Record<"boas_vindas" | "cobranca" | "pagamento_recebido" | "aparelho", Canal | null>;

export interface CustoMensagens {
  porGrupo: { grupo: keyof Politica; mensagens: number; canal: Canal | null; usd: number }[];
  usd: number;
}

/** Group of each counted kind. */
const GRUPO: Record<string, keyof Politica> = {
  boas_vindas: "boas_vindas",
  cobranca: "cobranca",
  pagamento_recebido: "pagamento_recebido",
  bloqueado: "aparelho",
  desbloqueado: "aparelho",
};

/** The month's messages on `politica`'s channels; `segmentos`: SMS segments per message of each group. */
export function custoMensagens(porMes: Record<string, number>, politica: Politica, precos: PrecosCanais, segmentos: Partial<Record<keyof Politica, number>> = {}): CustoMensagens {
  const grupos = new Map<keyof Politica, number>();
  for (const [modelo, n] of Object.entries(porMes)) {
    const g = GRUPO[modelo];
    if (g) grupos.set(g, (grupos.get(g) ?? 0) + n);
  }
  const porGrupo = [...grupos].map(([grupo, mensagens]) => {
    const canal = politica[grupo];
    const unitario = canal === null ? 0 : canal === "sms" ? precos.sms * (segmentos[grupo] ?? 1) : precos[canal];
    return { grupo, mensagens, canal, usd: mensagens * unitario };
  });
  return { porGrupo, usd: porGrupo.reduce((s, g) => s + g.usd, 0) };
}
