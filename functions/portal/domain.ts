/**
 * Pure rules of the customer area: what the customer sees of a contract (no I/O). The repo and
 * the route give them stored records; nothing here reads the clock (`hoje` is a parameter).
 */
import { timingSafeEqual, createHash } from "node:crypto";
import { vencimentoUtil } from "../../shared/boletos";
import { mascararCep } from "../../shared/br/cep";
import { normalizarTelefone } from "../../shared/br/telefone";
import type { BoletoPortal, ContratoPortal } from "../../shared/portal/schemas";
import type { ContratoGravado, ParcelaGravada } from "../contratos";

const reais = (c: number) => c / 100;

/**
 * Constant-time comparison of two phones, each brought to its national number (digits, any mask,
 * +55 tolerated: shared/br/telefone.ts). Compared as fixed-length digests, so neither the length
 * nor the first differing digit shows in the time taken. A missing phone never matches.
 */
export function telefoneConfere(digitado: string, gravado: string | null | undefined): boolean {
  const a = normalizarTelefone(digitado);
  const b = gravado ? normalizarTelefone(gravado) : null;
  const da = createHash("sha256").update(`tel:${a ?? "?"}`).digest();
  const db = createHash("sha256").update(`tel:${b ?? "!"}`).digest();
  return timingSafeEqual(da, db) && a !== null && b !== null;
}

/**
 * pago: paid. atrasado: not paid and past its banking due day (a due date on a weekend or
 * holiday is paid without charges on the next banking day: vencimentoUtil), or already turned
 * `vencida` by the daily routine. pendente: otherwise.
 */
export function statusBoleto(p: ParcelaGravada, hoje: string): BoletoPortal["status"] {
  if (p.status_parcela === "paga") return "pago";
  if (p.status_parcela === "vencida" || vencimentoUtil(p.data_vencimento) < hoje) return "atrasado";
  return "pendente";
}

/**
 * The device status the customer sees (DESIGN-18): 'Bloqueado' when the device confirmed a lock
 * (`aparelho_bloqueado`) or the lifecycle says `bloqueado`; 'Pendente' while a lock is on its way
 * (`bloqueando`); 'Ativo' otherwise (an unlock under way leaves the device usable as far as the
 * customer is told only once it is confirmed: `aparelho_bloqueado` stays true until then).
 */
export function statusAparelho(c: Pick<ContratoGravado, "aparelho_bloqueado" | "status_aparelho">): ContratoPortal["statusAparelho"] {
  if (c.aparelho_bloqueado || c.status_aparelho === "bloqueado") return "Bloqueado";
  if (c.status_aparelho === "bloqueando") return "Pendente";
  return "Ativo";
}

/** The store's address in one line: street, city/UF and CEP when known; null when nothing is. */
export function enderecoDaLoja(e: { endereco: string | null; cidade: string | null; uf: string | null; cep: string | null }): string | null {
  const cidade = [e.cidade, e.uf].filter(Boolean).join("/");
  const partes = [e.endereco?.trim(), cidade, e.cep ? `CEP ${mascararCep(e.cep)}` : null].filter((p): p is string => !!p);
  return partes.length ? partes.join(" — ") : null;
}

export interface DadosCartao {
  contrato: ContratoGravado;
  parcelas: readonly ParcelaGravada[];
  loja: ContratoPortal["loja"];
  modelo: string | null;
  /** Opaque PDF links by instalment number (links.ts; only for slips that may be paid). */
  links: ReadonlyMap<number, string | null>;
  /** What paying each instalment costs today, in centavos, by number. */
  devido: ReadonlyMap<number, number>;
  hoje: string;
  /** Paying the whole contract off today (consulta.ts), null when it cannot be. */
  quitacao?: ContratoPortal["quitacao"];
  /** Paid off early, with the termo's link (consulta.ts), null otherwise. */
  quitado?: ContratoPortal["quitado"];
}

/** One card: the contract as the customer sees it. Cancelled instalments are not shown (never to be paid). */
export function cartaoDoContrato(d: DadosCartao): ContratoPortal {
  const visiveis = [...d.parcelas].filter((p) => p.status_parcela !== "cancelada").sort((a, b) => a.numero_parcela - b.numero_parcela);
  const todosBoletos: BoletoPortal[] = visiveis.map((p) => {
    const status = statusBoleto(p, d.hoje);
    const pago = status === "pago";
    return {
      numero_parcela: p.numero_parcela,
      status,
      valor_parcela: reais(status === "atrasado" ? (d.devido.get(p.numero_parcela) ?? p.valor_parcela_centavos) : p.valor_parcela_centavos),
      valor_pago: pago ? reais(p.valor_pago_centavos ?? p.valor_parcela_centavos) : null,
      data_vencimento: p.data_vencimento,
      vencimento_util: vencimentoUtil(p.data_vencimento),
      // A paid slip is not offered again (it must not be paid twice).
      link_boleto: pago ? null : (d.links.get(p.numero_parcela) ?? null),
      linha_digitavel: pago || p.boleto_status !== "emitido" ? null : p.linha_digitavel,
      pix_copia_e_cola: pago || p.boleto_status !== "emitido" ? null : p.pix_copia_e_cola,
    };
  });
  const proxima = visiveis.find((p) => p.status_parcela === "aberta" || p.status_parcela === "vencida");
  return {
    loja: d.loja,
    aparelho: { modelo: d.modelo ?? "Aparelho", imei_final: d.contrato.imei.slice(-4) },
    statusAparelho: statusAparelho(d.contrato),
    proximoVencimento: proxima?.data_vencimento ?? null,
    valorProximoVencimento: proxima ? reais(d.devido.get(proxima.numero_parcela) ?? proxima.valor_parcela_centavos) : null,
    todosBoletos,
    quitacao: d.quitacao ?? null,
    quitado: d.quitado ?? null,
  };
}
