/**
 * Which reminder an instalment gets on day `dia` and what it says (docs/bloqueio.md lifecycle: reminders
 * before and on the due date, escalating ones during the grace; the lock only after reminders went
 * out). Pure: no clock, no I/O. Kinds, each sent once per instalment (its `chave`):
 * - `antes`: within the 3 days before the contractual due date;
 * - `vencimento`: from the due date up to its banking due date (`vencimento_util`: the last day
 *   without charges when the due date has no banking);
 * - `atraso-<n>`: on the n-th banking day after the banking due date, for every banking day of the
 *   grace (n = 1 … dias_carencia + 1: the lock may come on the next one); past the grace, one
 *   catch-up reminder when none was ever sent (a routine that missed those days), so a phone is
 *   never locked without a reminder that went out on an earlier day.
 */
import { diaBancario, somarDiasBancarios, vencimentoUtil } from "../../shared/boletos";
import { formatarData, somarDias } from "../../shared/br/datas";
import { formatarCentavos } from "../../shared/br/dinheiro";
import { normalizarTelefone } from "../../shared/br/telefone";
import { diasBancariosEntre, primeiroDiaDeBloqueio } from "../../shared/bloqueio/regras";

export const DIAS_LEMBRETE_ANTES = 3;


export type TipoLembrete = "antes" | "vencimento" | "atraso";

export interface LembreteDevido {
  chave: string;
  tipo: TipoLembrete;
}

/** The reminder due for an open instalment on `dia`, or null (already sent, or none today). */
export function lembreteDoDia(dataVencimento: string, dia: string, diasCarencia: number, enviados: readonly string[]): LembreteDevido | null {
  const vu = vencimentoUtil(dataVencimento);
  const novo = (chave: string, tipo: TipoLembrete) => (enviados.includes(chave) ? null : { chave, tipo });
  if (dia < somarDias(dataVencimento, -DIAS_LEMBRETE_ANTES)) return null;
  if (dia < dataVencimento) return novo("antes", "antes");
  if (dia <= vu) return novo("vencimento", "vencimento");
  if (!diaBancario(dia)) return null;
  const n = diasBancariosEntre(vu, dia) + 1;
  if (n <= diasCarencia + 1 || enviados.length === 0) return novo(`atraso-${n}`, "atraso");
  return null;
}

/** Whether `lembreteDoDia` could give anything on `dia` without knowing what was sent (saves a read). */
export function podeTerLembrete(dataVencimento: string, dia: string, diasCarencia: number): boolean {
  return lembreteDoDia(dataVencimento, dia, diasCarencia, ["__"]) !== null;
}

export interface DadosLembrete {
  tipo: TipoLembrete;
  cliente: string;
  loja: string;
  numero: number;
  qtd: number;
  valorCentavos: number;
  /** What paying on `dia` costs (with the fine and interest once late). */
  devidoCentavos: number;
  dataVencimento: string;
  dia: string;
  /** The first day the phone may be locked, when the store's policy would lock it; null otherwise. */
  dataBloqueio: string | null;
  /** The customer area's full address (enderecoAreaCliente); null: the text sends the customer to the store. */
  areaCliente?: string | null;
  /**
   * The contract's OTHER instalments already late (banking due date before `dia`), and what they
   * come to today with the late charges: one collection message a contract a day speaks of one
   * instalment, and a customer must not read it as all they owe (a lock may follow the others).
   */
  outrasAtrasadas?: { qtd: number; devidoCentavos: number } | null;
}

/** "Há também 1 outra parcela em atraso: R$ 153,50 hoje, com multa e juros." — or "" when there is none. */
export function fraseOutrasAtrasadas(o: DadosLembrete["outrasAtrasadas"]): string {
  if (!o || o.qtd < 1) return "";
  const quantas = o.qtd === 1 ? "1 outra parcela" : `${o.qtd} outras parcelas`;
  return ` Há também ${quantas} em atraso: ${formatarCentavos(o.devidoCentavos)} hoje, com multa e juros.`;
}

/** The first day an automatic lock may follow this reminder: after the grace, never the reminder's own day. */
export function dataBloqueioPrevista(dataVencimento: string, dia: string, diasCarencia: number): string {
  const pelaCarencia = primeiroDiaDeBloqueio(vencimentoUtil(dataVencimento), diasCarencia);
  const depoisDoLembrete = somarDiasBancarios(dia, 1);
  return pelaCarencia > depoisDoLembrete ? pelaCarencia : depoisDoLembrete;
}

/**
 * The reminder's words: `whatsapp` and `email` (recorded in the `lembrete` event), and `resumo`, the
 * sentence the message to the customer carries (shared/mensagens/textos.ts adds the store, the
 * slip's linha digitável and Pix, the customer area's address and the store's WhatsApp).
 */
export function textoLembrete(d: DadosLembrete): { whatsapp: string; assunto: string; email: string; resumo: string } {
  const parcela = `a parcela ${d.numero} de ${d.qtd}`;
  const vu = vencimentoUtil(d.dataVencimento);
  const pagar = d.areaCliente ? ` Pague pelo boleto ou Pix em ${d.areaCliente} ou procure a loja.` : " Pague pelo boleto ou Pix, ou procure a loja.";
  // `comoPagar`: the recorded texts say where to pay; the message's summary leaves it to the slip and address it carries.
  let corpo: (comoPagar: string) => string;
  let assunto: string;
  if (d.tipo === "antes") {
    assunto = `Lembrete: parcela ${d.numero} vence em ${formatarData(d.dataVencimento)}`;
    corpo = (comoPagar) => `${parcela} do seu aparelho, de ${formatarCentavos(d.valorCentavos)}, vence em ${formatarData(d.dataVencimento)}.${comoPagar}`;
  } else if (d.tipo === "vencimento") {
    assunto = `Parcela ${d.numero} vence hoje`;
    corpo = (comoPagar) =>
      d.dia === d.dataVencimento && vu === d.dataVencimento
        ? `${parcela} do seu aparelho, de ${formatarCentavos(d.valorCentavos)}, vence hoje (${formatarData(d.dataVencimento)}).${comoPagar}`
        : `${parcela} do seu aparelho, de ${formatarCentavos(d.valorCentavos)}, venceu em ${formatarData(d.dataVencimento)} (dia sem expediente bancário) e pode ser paga sem multa nem juros até ${formatarData(vu)}.${comoPagar}`;
  } else {
    assunto = `Parcela ${d.numero} em atraso`;
    const bloqueio = d.dataBloqueio ? ` Sem o pagamento, o aparelho poderá ser bloqueado a partir de ${formatarData(d.dataBloqueio)}; chamadas de emergência continuam disponíveis.` : "";
    corpo = (comoPagar) => `${parcela} do seu aparelho venceu em ${formatarData(d.dataVencimento)} e está em aberto. Valor para pagamento hoje: ${formatarCentavos(d.devidoCentavos)} (com multa e juros).${comoPagar}${bloqueio}`;
  }
  const outras = fraseOutrasAtrasadas(d.outrasAtrasadas);
  const completo = (comoPagar: string) => corpo(`${outras}${comoPagar}`);
  const texto = `Olá, ${d.cliente}! ${d.loja}: ${completo(pagar)}`;
  return { whatsapp: texto, assunto: `${d.loja} — ${assunto}`, email: `${texto}\n\nEm caso de dúvida, fale com a loja.`, resumo: completo("") };
}

/** A wa.me link that opens the chat with the text typed (sending is the user's or a later channel's step). */
export function linkWhatsapp(telefone: string | null | undefined, texto: string): string | null {
  const nacional = telefone ? normalizarTelefone(telefone) : null;
  return nacional ? `https://wa.me/55${nacional}?text=${encodeURIComponent(texto)}` : null;
}
