/**
 * What a command's outcome does to its contract (DESIGN-18 "confirmations"), as pieces of ONE
 * transaction with the command's own change and its audit event:
 * - the device confirmed: `aparelho_bloqueado` = what it reports; `status_aparelho` bloqueando →
 *   bloqueado, desbloqueando → ativo (suspenso stays) ONLY for the contract's newest command (an
 *   older command's confirmation updates the device state alone); matricular → matrícula ativa,
 *   liberar → liberada; the company's stock item follows the device: vendido ↔ bloqueado;
 * - refused or failed: `status_aparelho` back from bloqueando/desbloqueando to what the device is
 *   (for the newest command); a refused enrolment → matrícula recusada.
 * Every contract write is conditioned on the command sequence and status as read (contratos
 * camposDoAparelho), so a lock asked at the same moment makes this re-read and try again.
 */
import type { StatusAparelho } from "../../shared/bloqueio/schemas";
import type { TipoEventoContrato } from "../../shared/vendas/eventos";
import { camposDoAparelho, eventoDoComando, mudarAparelho, type ComandoAparelhoGravado, type ContratoGravado, type MudancaAparelho } from "../contratos";
import { itemPorImei, moverItem } from "../estoque";
import type { Peca } from "../lib/db/transacao";

/** The contract or the stock item changed since it was read: re-read and try again. */
export class Alterado extends Error {}
export const alterado = () => new Alterado();

export type Desfecho = "confirmado" | "falhou" | "recusado";

/** The contract's device fields after `desfecho` of command `cmd` with the device now `bloqueado`. */
export function mudancaDoContrato(c: ContratoGravado, cmd: ComandoAparelhoGravado, desfecho: Desfecho, bloqueado: boolean, extra: Record<string, unknown> = {}): MudancaAparelho | null {
  const atual = cmd.seq === c.comando_seq;
  // A confirmation that arrives after the 24-hour give-up (the lifecycle went back): the device's truth wins.
  const tardia = atual && c.comando_sem_confirmacao === cmd.acao;
  let status: StatusAparelho | undefined;
  let matricula: ContratoGravado["matricula"] | undefined;
  if (desfecho === "confirmado") {
    if (atual && cmd.acao === "bloquear" && (c.status_aparelho === "bloqueando" || (tardia && c.status_aparelho === "ativo"))) status = "bloqueado";
    if (atual && cmd.acao === "desbloquear" && (c.status_aparelho === "desbloqueando" || (tardia && c.status_aparelho === "bloqueado"))) status = "ativo";
    if (cmd.acao === "matricular" && (c.matricula === "pendente" || c.matricula === null)) matricula = "ativa";
    if (cmd.acao === "liberar") matricula = "liberada";
  } else {
    const emCurso = (cmd.acao === "bloquear" && c.status_aparelho === "bloqueando") || (cmd.acao === "desbloquear" && c.status_aparelho === "desbloqueando");
    if (atual && emCurso) status = bloqueado ? "bloqueado" : "ativo";
    if (desfecho === "recusado" && cmd.acao === "matricular" && c.matricula === "pendente") matricula = "recusada";
  }
  const base = camposDoAparelho(c, { ...(status ? { statusAparelho: status } : {}), ...(matricula !== undefined ? { matricula } : {}) });
  const campos = { ...base.campos, ...(bloqueado !== c.aparelho_bloqueado ? { aparelho_bloqueado: bloqueado } : {}), ...(tardia && desfecho === "confirmado" ? { comando_sem_confirmacao: null } : {}), ...extra };
  return Object.keys(campos).length ? { campos, condicao: base.condicao } : null;
}

/** The stock item of the contract's IMEI following the device (vendido → bloqueado on a lock, back on an unlock). */
export async function movimentoDoEstoque(c: ContratoGravado, bloqueado: boolean): Promise<Peca[]> {
  const item = await itemPorImei(c.empresa_id, c.imei);
  if (!item || item.id !== c.imei_id) return [];
  if (bloqueado && item.status === "vendido") return moverItem(c.empresa_id, item, "vendido", "bloqueado", { seFalhar: alterado });
  if (!bloqueado && item.status === "bloqueado") return moverItem(c.empresa_id, item, "bloqueado", "vendido", { seFalhar: alterado });
  return [];
}

const EVENTO_CONFIRMADO: Record<ComandoAparelhoGravado["acao"], TipoEventoContrato> = {
  bloquear: "bloqueado",
  desbloquear: "desbloqueado",
  matricular: "aparelho_matriculado",
  liberar: "aparelho_liberado",
  avisar: "aviso_exibido",
};

export const tipoDoEvento = (cmd: ComandoAparelhoGravado, desfecho: Desfecho): TipoEventoContrato =>
  desfecho === "confirmado" ? EVENTO_CONFIRMADO[cmd.acao] : desfecho === "recusado" ? "bloqueio_recusado" : "comando_falhou";

/** Contract, stock and audit pieces of an outcome (the caller adds the command's own change). */
export async function pecasDoDesfecho(
  c: ContratoGravado,
  cmd: ComandoAparelhoGravado,
  desfecho: Desfecho,
  bloqueado: boolean,
  detalhes: Record<string, unknown>,
  /** Other contract fields the same write sets (the command given up for want of a confirmation). */
  extra: Record<string, unknown> = {},
): Promise<Peca[]> {
  const pecas: Peca[] = [];
  const mudanca = mudancaDoContrato(c, cmd, desfecho, bloqueado, extra);
  if (mudanca) pecas.push(mudarAparelho(c, mudanca, alterado));
  if (bloqueado !== c.aparelho_bloqueado || desfecho === "confirmado") pecas.push(...(await movimentoDoEstoque(c, bloqueado)));
  pecas.push(eventoDoComando(cmd, tipoDoEvento(cmd, desfecho), detalhes));
  return pecas;
}
