/**
 * A device's confirmation, from the provider's notice, applied exactly once: guard (provider's
 * command id → company, contract, seq) → the command `aceito` → `confirmado` / `falhou`, the
 * contract's device fields, the stock item and the audit event (`bloqueado`, `desbloqueado`…
 * with the provider's answer and the device's acknowledgement), all in ONE transaction with the
 * event id (a repeated notice fails that piece and changes nothing).
 */
import { obterContrato } from "../contratos";
import { mensagemDoAparelho } from "../mensagens";
import { transacao } from "../lib/db/transacao";
import { logger } from "../lib/logger";
import { Alterado, alterado, pecasDoDesfecho } from "./desfechos";
import type { EventoBloqueio } from "./provedores/porta";
import { eventoAplicado, lerGuardaComando, mudarComando, obterComando } from "./repo";

class EventoRepetido extends Error {}

/**
 * `aplicado`; `repetido` (this notice, or the command's outcome, was already recorded);
 * `desconhecido` (no command of this app has that id yet — the job may not have recorded its
 * acceptance: the sender should try again).
 */
export type ResultadoConfirmacao = "aplicado" | "repetido" | "desconhecido";

export async function aplicarConfirmacao(provedor: string, e: EventoBloqueio): Promise<ResultadoConfirmacao> {
  const g = await lerGuardaComando(provedor, e.idProvedor);
  if (!g) return "desconhecido";
  for (let tentativa = 1; ; tentativa += 1) {
    const [cmd, a] = await Promise.all([obterComando(g.empresa_id, g.contrato_id, g.seq), obterContrato(g.empresa_id, g.contrato_id)]);
    if (!cmd || !a) return "desconhecido";
    if (cmd.situacao === "pendente") return "desconhecido";
    // Given up after 24 hours without a confirmation (jobs/verificar-comandos.ts): a late one still records the device's truth.
    const tardia = cmd.situacao === "falhou" && !!cmd.resposta && "sem_confirmacao" in cmd.resposta;
    if ((cmd.situacao !== "aceito" && !tardia) || (tardia && e.resultado !== "confirmado")) return "repetido";
    const confirmacao = { evento: e.eventoId, em: e.em, resultado: e.resultado, bloqueado: e.bloqueado, descricao: e.descricao };
    // The customer is told (issue 31): a lock for a debt after its announcement (automatic, or manual and announced:
    // `detalhes.anuncio`) and every unlock, once the device confirmed it.
    const anunciado = cmd.origem === "rotina" || !!cmd.detalhes?.anuncio;
    const modelo = e.resultado !== "confirmado" ? null : cmd.acao === "bloquear" && anunciado ? "bloqueado" : cmd.acao === "desbloquear" ? "desbloqueado" : null;
    const mensagem = modelo ? await mensagemDoAparelho({ empresaId: g.empresa_id, contratoId: g.contrato_id, clienteId: a.contrato.cliente_id, modelo, por: cmd.por }) : [];
    try {
      await transacao([
        eventoAplicado(provedor, e.eventoId, cmd, () => new EventoRepetido()),
        mudarComando(cmd, cmd.situacao, e.resultado, { resposta: { ...(cmd.resposta ?? {}), confirmacao } }, alterado),
        ...(await pecasDoDesfecho(a.contrato, cmd, e.resultado, e.bloqueado, { provedor, resposta_provedor: cmd.resposta, confirmacao_aparelho: confirmacao })),
        ...mensagem,
      ]);
      logger.info("confirmação do aparelho aplicada", { provedor, evento: e.eventoId, contrato: cmd.contrato_id, seq: cmd.seq, acao: cmd.acao, resultado: e.resultado });
      return "aplicado";
    } catch (erro) {
      if (erro instanceof EventoRepetido) return "repetido";
      if (erro instanceof Alterado && tentativa < 5) continue;
      throw erro;
    }
  }
}
