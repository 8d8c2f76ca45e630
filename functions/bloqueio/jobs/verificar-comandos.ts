/**
 * No lock left hanging (issue 26 item 4; docs/bloqueio.md: "Lock and unlock commands are idempotent and
 * ordered per device"), every 15 minutes: each command the provider accepted and the device has not
 * confirmed (the sparse index of keys.ts `comandoSemConfirmacao`, oldest first)
 * - after 30 minutes, is asked of the provider through its status call; a device that already is as
 *   the command wants (locked, unlocked, enrolled to this contract, released) is confirmed exactly as
 *   its notice would have (confirmar.ts, event id `status:<contract>:<seq>`, applied once);
 * - after 24 hours without a confirmation, is given up: `falhou` with the `comando_falhou` event
 *   (`sem_confirmacao`), the lifecycle back to what the device is, and the contract shows 'Sem
 *   confirmação do aparelho' (`comando_sem_confirmacao`) until the shop tries again or the late
 *   confirmation arrives (confirmar.ts accepts it: the device's truth wins).
 * A provider that fails is left for the next run; one command's failure never stops the others.
 */
import type { ScheduledEvent } from "aws-lambda";
import { obterContrato, type ComandoAparelhoGravado } from "../../contratos";
import { ComandoAparelho } from "../../contratos";
import { consultarTudo } from "../../lib/db/consultas";
import { indices } from "../../lib/db/keys";
import { transacao } from "../../lib/db/transacao";
import { ambiente } from "../../lib/env";
import { logger } from "../../lib/logger";
import { aplicarConfirmacao } from "../confirmar";
import { Alterado, alterado, pecasDoDesfecho } from "../desfechos";
import { provedorBloqueio } from "../provedores";
import type { EstadoAparelho } from "../provedores/porta";
import { mudarComando } from "../repo";
import { agora as agoraDoNegocio } from "../../../shared/relogio";

export const MINUTOS_ATE_CONSULTAR = 30;
export const HORAS_ATE_DESISTIR = 24;

export interface ResumoVerificacao {
  /** Commands asked of the provider's status call. */
  consultados: number;
  /** Confirmed by that call (the notice had not arrived). */
  confirmados: number;
  /** Given up after 24 hours. */
  sem_confirmacao: number;
}

/** Whether the device, as the provider tells it, already is what the command asked for; null when the status cannot tell (a notice). */
export function cumprido(acao: ComandoAparelhoGravado["acao"], e: EstadoAparelho): boolean | null {
  switch (acao) {
    case "matricular":
      return e.vinculo === "deste_contrato";
    case "bloquear":
      return e.vinculo === "deste_contrato" && e.bloqueado === true;
    case "desbloquear":
      return e.vinculo === "deste_contrato" && e.bloqueado === false;
    case "liberar":
      return e.vinculo === "livre";
    case "avisar":
      return null;
  }
}

async function desistir(cmd: ComandoAparelhoGravado, agora: Date): Promise<boolean> {
  for (let tentativa = 1; tentativa <= 4; tentativa += 1) {
    const a = await obterContrato(cmd.empresa_id, cmd.contrato_id);
    if (!a) return false;
    const semConfirmacao = { desde: cmd.atualizado_em, em: agora.toISOString(), horas: HORAS_ATE_DESISTIR };
    const contrato = a.contrato;
    try {
      await transacao([
        mudarComando(cmd, "aceito", "falhou", { resposta: { ...(cmd.resposta ?? {}), sem_confirmacao: semConfirmacao } }, alterado),
        ...(await pecasDoDesfecho(contrato, cmd, "falhou", contrato.aparelho_bloqueado, { sem_confirmacao: semConfirmacao }, cmd.seq === contrato.comando_seq ? { comando_sem_confirmacao: cmd.acao } : {})),
      ]);
      return true;
    } catch (erro) {
      // Confirmed meanwhile (the notice won the race): nothing to give up. The contract changed: read again.
      if (!(erro instanceof Alterado)) throw erro;
    }
  }
  return false;
}

async function consultar(cmd: ComandoAparelhoGravado, agora: Date): Promise<boolean> {
  const estado = await provedorBloqueio().status({ imei: cmd.imei, empresaId: cmd.empresa_id, contratoId: cmd.contrato_id });
  if (cumprido(cmd.acao, estado) !== true || !cmd.provedor || !cmd.id_provedor) return false;
  const r = await aplicarConfirmacao(cmd.provedor, {
    eventoId: `status:${cmd.contrato_id}:${cmd.seq}`,
    idProvedor: cmd.id_provedor,
    resultado: "confirmado",
    bloqueado: estado.bloqueado === true,
    em: agora.toISOString(),
    descricao: "Confirmado pela consulta de status ao provedor (o aviso do aparelho não chegou)",
  });
  return r === "aplicado";
}

/** One run as of `agora` (`empresaId`: local runs only, tests share one table). */
export async function verificarComandos(agora: Date, empresaId?: string): Promise<ResumoVerificacao> {
  const resumo: ResumoVerificacao = { consultados: 0, confirmados: 0, sem_confirmacao: 0 };
  const limite = new Date(agora.getTime() - MINUTOS_ATE_CONSULTAR * 60_000).toISOString();
  const itens = await consultarTudo({
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk AND GSI1SK < :limite",
    ExpressionAttributeValues: { ":pk": indices.comandosSemConfirmacao(), ":limite": limite },
  });
  const desistencia = agora.getTime() - HORAS_ATE_DESISTIR * 3_600_000;
  for (const item of itens) {
    const cmd = ComandoAparelho.ler(item);
    if (empresaId && cmd.empresa_id !== empresaId) continue;
    try {
      if (Date.parse(cmd.atualizado_em) <= desistencia) {
        if (await desistir(cmd, agora)) resumo.sem_confirmacao += 1;
        logger.warn("comando do aparelho sem confirmação em 24 horas", { empresaId: cmd.empresa_id, contratoId: cmd.contrato_id, seq: cmd.seq, acao: cmd.acao });
        continue;
      }
      resumo.consultados += 1;
      if (await consultar(cmd, agora)) resumo.confirmados += 1;
    } catch (erro) {
      logger.warn("verificação do comando falhou", { empresaId: cmd.empresa_id, contratoId: cmd.contrato_id, seq: cmd.seq, erro: (erro as Error).name, mensagem: (erro as Error).message });
    }
  }
  return resumo;
}

/** Locally only (tests, demos): `detail.agora` (ISO instant) and `detail.empresa_id`; in AWS always now, every company. */
export const handler = async (evento: ScheduledEvent): Promise<ResumoVerificacao> => {
  const detalhe = (evento?.detail ?? {}) as { agora?: unknown; empresa_id?: unknown };
  const local = ambiente().APP_ENV === "local" || ambiente().APP_ENV === "test";
  const agora = local && typeof detalhe.agora === "string" && !Number.isNaN(Date.parse(detalhe.agora)) ? new Date(detalhe.agora) : agoraDoNegocio();
  const empresaId = local && typeof detalhe.empresa_id === "string" ? detalhe.empresa_id : undefined;
  return verificarComandos(agora, empresaId);
};
