/**
 * One lock job (DESIGN-18 "the job"): one command of one contract's device, sent once.
 * 1. read the command by key; anything but `pendente` is a repeat delivery: acknowledged;
 * 2. a lock or unlock whose contract already has a newer command is `superado` (never sent: an
 *    older command never runs after a newer one); an enrolment or a release always runs;
 * 2b. a lock or a notice of a contract without the customer's consent to the lock is `superado`
 *    (never sent: the routes and the routine never ask one; this is the last guard);
 * 3. an automatic lock (origem `rotina`) re-checks the slips at the boleto provider first; a
 *    payment found is applied and the lock dropped (`superado`, with the reason);
 * 4. sent with idempotency key `<contrato>:<seq>` (a redelivered job gets the same answer);
 * 5. `aceito` + the provider's answer + the guard its notices come back through, in one
 *    transaction; `recusado` → the command, the contract's device status back to what the device
 *    is, and the `bloqueio_recusado` event (whose reason names no company).
 * A provider failure that may pass is thrown (retried with backoff); at the last attempt, or on
 * a definitive failure, the command is `falhou` with the `comando_falhou` event.
 */
import type { TrabalhoBloqueio } from "../../../shared/api/filas";
import { hojeBrasil } from "../../../shared/br/datas";
import { consentiuBloqueio } from "../../../shared/bloqueio/regras";
import { obterEmpresa } from "../../conta";
import { camposDoAparelho, mudarAparelho, obterContrato, type ComandoAparelhoGravado, type ContratoGravado } from "../../contratos";
import { transacao, type Peca } from "../../lib/db/transacao";
import { logger } from "../../lib/logger";
import { Alterado, alterado, pecasDoDesfecho } from "../desfechos";
import { provedorBloqueio } from "../provedores";
import { FalhaDefinitiva, type PedidoComando, type RespostaComando } from "../provedores/porta";
import { mudarComando, guardaComando, obterComando } from "../repo";
import { montarTela } from "../tela";
import { verificarPagamentos } from "./verificacao";
import { agoraIso } from "../../../shared/relogio";

export type ResultadoJob = "aceito" | "recusado" | "superado" | "ignorado" | "falhou";

/** Reads again and retries a few times when the contract changed between the read and the write. */
async function comReleitura<T>(fazer: (c: ContratoGravado, cmd: ComandoAparelhoGravado) => Promise<T>, t: TrabalhoBloqueio): Promise<T | "ignorado"> {
  for (let tentativa = 1; ; tentativa += 1) {
    const [cmd, a] = await Promise.all([obterComando(t.empresa_id, t.contrato_id, t.seq), obterContrato(t.empresa_id, t.contrato_id)]);
    if (!cmd || !a || cmd.situacao !== "pendente") return "ignorado";
    try {
      return await fazer(a.contrato, cmd);
    } catch (erro) {
      if (erro instanceof Alterado && tentativa < 5) continue;
      throw erro;
    }
  }
}

/** The command is not sent: a newer one came first, or the automatic lock found a payment. The device status goes back when this was the newest. */
async function superar(t: TrabalhoBloqueio, motivo: Record<string, unknown>): Promise<ResultadoJob> {
  const r = await comReleitura(async (c, cmd) => {
    const pecas: Peca[] = [mudarComando(cmd, "pendente", "superado", { resposta: motivo }, alterado)];
    const emCurso = cmd.seq === c.comando_seq && ((cmd.acao === "bloquear" && c.status_aparelho === "bloqueando") || (cmd.acao === "desbloquear" && c.status_aparelho === "desbloqueando"));
    if (emCurso) pecas.push(mudarAparelho(c, camposDoAparelho(c, { statusAparelho: c.aparelho_bloqueado ? "bloqueado" : "ativo" }), alterado));
    await transacao(pecas);
    return "superado" as const;
  }, t);
  logger.info("comando de aparelho superado", { contrato: t.contrato_id, seq: t.seq, acao: t.tipo, ...motivo });
  return r;
}

/** Refused by the provider, or failed for good: the command, the device status back, the event. */
async function encerrar(t: TrabalhoBloqueio, desfecho: "recusado" | "falhou", resposta: Record<string, unknown>): Promise<ResultadoJob> {
  return comReleitura(async (c, cmd) => {
    await transacao([
      mudarComando(cmd, "pendente", desfecho, { resposta }, alterado),
      ...(await pecasDoDesfecho(c, cmd, desfecho, c.aparelho_bloqueado, { resposta_provedor: resposta })),
    ]);
    return desfecho;
  }, t);
}

async function enviar(cmd: ComandoAparelhoGravado, c: ContratoGravado): Promise<RespostaComando> {
  const provedor = provedorBloqueio();
  const pedido: PedidoComando = { idempotencia: `${cmd.contrato_id}:${cmd.seq}`, imei: cmd.imei, empresaId: cmd.empresa_id, contratoId: cmd.contrato_id };
  switch (cmd.acao) {
    case "matricular":
      return provedor.matricular(pedido);
    case "desbloquear":
      return provedor.desbloquear(pedido);
    case "liberar":
      return provedor.liberar(pedido);
    case "bloquear":
    case "avisar": {
      const empresa = await obterEmpresa(c.empresa_id);
      if (!empresa) throw new FalhaDefinitiva("Empresa não encontrada");
      const tela = montarTela({ nome_fantasia: empresa.nome_fantasia, whatsapp: empresa.whatsapp ?? null });
      const comTexto = { ...pedido, tela: cmd.tela ? { ...tela, texto: cmd.tela } : tela };
      return cmd.acao === "bloquear" ? provedor.bloquear(comTexto) : provedor.avisar(comTexto);
    }
  }
}

export async function executarComando(t: TrabalhoBloqueio, opcoes: { ultimaTentativa: boolean }): Promise<ResultadoJob> {
  const [cmd, a] = await Promise.all([obterComando(t.empresa_id, t.contrato_id, t.seq), obterContrato(t.empresa_id, t.contrato_id)]);
  if (!cmd || !a) {
    logger.warn("comando de aparelho não encontrado", { empresa: t.empresa_id, contrato: t.contrato_id, seq: t.seq });
    return "ignorado";
  }
  if (cmd.situacao !== "pendente") return "ignorado";
  const c = a.contrato;
  if ((cmd.acao === "bloquear" || cmd.acao === "desbloquear") && c.comando_seq > cmd.seq) return superar(t, { motivo: "comando_mais_novo", comando_seq_atual: c.comando_seq });
  // The last guard of issue 37 item 6: a lock or its notice never reaches a phone whose customer did not consent.
  if ((cmd.acao === "bloquear" || cmd.acao === "avisar") && !consentiuBloqueio(c)) return superar(t, { motivo: "sem_consentimento" });

  try {
    if (cmd.acao === "bloquear" && cmd.origem === "rotina") {
      const dia = typeof cmd.detalhes?.dia === "string" && cmd.detalhes.dia > hojeBrasil() ? cmd.detalhes.dia : hojeBrasil();
      const v = await verificarPagamentos(a, dia);
      if (v.pagas.length) return superar(t, { motivo: "pagamento_encontrado_na_verificacao", pagas: v.pagas });
    }
    const r = await enviar(cmd, c);
    if (r.resultado === "recusado") {
      logger.info("comando de aparelho recusado pelo provedor", { contrato: t.contrato_id, seq: t.seq, acao: cmd.acao, motivo: r.motivo });
      return encerrar(t, "recusado", { provedor: r.provedor, resultado: "recusado", motivo: r.motivo, descricao: r.descricao });
    }
    const resposta = { provedor: r.provedor, resultado: "aceito", id_provedor: r.idProvedor, descricao: r.descricao, em: agoraIso() };
    const feito = await comReleitura(async (_c, atual) => {
      await transacao([mudarComando(atual, "pendente", "aceito", { resposta, provedor: r.provedor, idProvedor: r.idProvedor }, alterado), guardaComando(r.provedor, r.idProvedor, atual)]);
      return "aceito" as const;
    }, t);
    logger.info("comando de aparelho aceito", { contrato: t.contrato_id, seq: t.seq, acao: cmd.acao, idProvedor: r.idProvedor });
    return feito;
  } catch (erro) {
    const definitiva = erro instanceof FalhaDefinitiva;
    logger.warn("comando de aparelho falhou", { contrato: t.contrato_id, seq: t.seq, acao: cmd.acao, definitiva, ultima: opcoes.ultimaTentativa, erro: (erro as Error).name, mensagem: (erro as Error).message });
    if (!definitiva && !opcoes.ultimaTentativa) throw erro;
    await encerrar(t, "falhou", { resultado: "falhou", motivo: (erro as Error).message.slice(0, 300), definitiva });
    if (!definitiva) throw erro;
    return "falhou";
  }
}
