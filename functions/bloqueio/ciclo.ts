/**
 * The device's lifecycle as people change it (docs/bloqueio.md "Lifecycle to build"; the rules are in
 * shared/bloqueio/regras.ts): lock, unlock, hold and resume, each as the pieces of ONE transaction
 * conditioned on the device as read (command sequence and lifecycle status), so of the same request
 * sent many times at once one applies and the others re-read and get the 409 a repeat would get.
 * - `bloquear` at the customer's own request (lost or stolen phone): → bloqueando at once, a
 *   `bloquear` command with the lock-screen text that speaks of the request;
 * - `bloquear` for a debt: ANNOUNCED like the automatic lock (anuncio.ts; the default contract's lock clause):
 *   the date (the banking day after the notice may go out, regras.ts dataDoBloqueioManual), the notice
 *   on the phone (`avisar`) and the message to the customer; the device stays as it is and the daily
 *   routine locks on or after that day, in the user's name, if an instalment is still overdue
 *   (automatico.ts). A lock already announced is a 409 naming its date;
 * - `desbloquear`: → desbloqueando, a `desbloquear` command;
 * - `suspender`: → suspenso, event `suspenso`; a locked (or being locked) device is also unlocked
 *   (origem suspensao); an announced lock is called off with it;
 * - `retomar`: suspenso → ativo, event `retomado` (the routine may announce and lock again if still overdue).
 */
import { consentiuBloqueio, dataDoBloqueioManual, parcelasEmAtraso, recusaDaAcao, ufComLeiContraBloqueio, ufSemBloqueio } from "../../shared/bloqueio/regras";
import { MSG_BLOQUEIO, type AcaoManual, type StatusAparelho } from "../../shared/bloqueio/schemas";
import { agora } from "../../shared/relogio";
import { hojeBrasil } from "../../shared/br/datas";
import { obterCliente } from "../cadastro";
import { obterEmpresa } from "../conta";
import { aparelhoTravado, camposDoAparelho, eventoContrato, mudarAparelho, pedirComando, type ContratoComParcelas, type ContratoGravado } from "../contratos";
import { lerCobranca } from "../empresa";
import type { Peca } from "../lib/db/transacao";
import { conflito, recursoPlano } from "../lib/errors";
import { pecasDoAnuncio } from "./anuncio";
import { montarTela } from "./tela";

/** The contract changed between the read and the write: read again and decide again. */
export class Alterado extends Error {}
export const alterado = () => new Alterado();

export type Empresa = NonNullable<Awaited<ReturnType<typeof obterEmpresa>>>;

export interface PedidoManual {
  acao: AcaoManual;
  /** The user who asked. */
  por: string;
  motivo: string | null;
  aPedidoDoCliente: boolean;
}

export interface PlanoManual {
  pecas: Peca[];
  status: StatusAparelho;
  /** The announced lock's day after this action (a manual lock for a debt is scheduled, not done), or null. */
  previsto: string | null;
}

/** The call on the hold of an announced lock (the phone was told a date that will not come). */
function cancelarAnuncio(c: ContratoGravado, por: string, motivo: string): Peca[] {
  if (!c.bloqueio_previsto_para) return [];
  return [eventoContrato({ empresaId: c.empresa_id, contratoId: c.id, tipo: "bloqueio_cancelado", por, detalhes: { data_prevista: c.bloqueio_previsto_para, motivo } })];
}

/** The pieces of one manual action on the contract as read, or the rule's refusal (403 / 409). */
export async function planejarAcao(a: ContratoComParcelas, empresa: Empresa, p: PedidoManual): Promise<PlanoManual> {
  const c = a.contrato;
  const atrasadas = parcelasEmAtraso(a.parcelas, hojeBrasil());
  // The UF (and the customer, whom an announcement messages) only matter to a lock: two reads spared on every other action.
  const paraBloqueio =
    p.acao === "bloquear"
      ? await (async () => {
          const [cobranca, cliente] = await Promise.all([lerCobranca(c.empresa_id), obterCliente(c.empresa_id, c.cliente_id)]);
          return { cliente: cliente ?? null, ufBloqueada: ufSemBloqueio(cobranca.ufs_sem_bloqueio, cliente?.uf, empresa.uf), ufComLei: ufComLeiContraBloqueio(cliente?.uf, empresa.uf) };
        })()
      : null;
  const recusa = recusaDaAcao(p.acao, {
    plano: empresa.plano,
    statusContrato: c.status_contrato,
    statusAparelho: c.status_aparelho,
    aparelhoBloqueado: c.aparelho_bloqueado,
    matricula: c.matricula,
    consentimento: consentiuBloqueio(c),
    ufSemBloqueio: paraBloqueio?.ufBloqueada ?? false,
    ufComLei: paraBloqueio?.ufComLei ?? false,
    parcelasEmAtraso: atrasadas.length,
    aPedidoDoCliente: p.aPedidoDoCliente,
  });
  if (recusa) throw recusa.tipo === "plano" ? recursoPlano(recusa.mensagem) : conflito(recusa.mensagem);

  switch (p.acao) {
    case "bloquear": {
      const loja = { nome_fantasia: empresa.nome_fantasia, whatsapp: empresa.whatsapp ?? null };
      if (!p.aPedidoDoCliente) {
        // For a debt: announced, never at once (docs/bloqueio.md "Announced before it happens"); the routine locks on the day.
        if (c.bloqueio_previsto_para) throw conflito(MSG_BLOQUEIO.jaAgendado(c.bloqueio_previsto_para));
        const instante = agora();
        const dataPrevista = dataDoBloqueioManual(instante);
        const pecas = pecasDoAnuncio(c, atrasadas, loja, paraBloqueio?.cliente ?? null, { dataPrevista, dia: hojeBrasil(instante), origem: "manual", por: p.por, motivo: p.motivo, agora: instante }, alterado);
        return { pecas, status: c.status_aparelho, previsto: dataPrevista };
      }
      // The customer's own request: at once; a lock announced for a debt has nothing left to do.
      const semAnuncio = c.bloqueio_previsto_para ? { bloqueio_previsto_para: null, bloqueio_agendado_por: null, bloqueio_agendado_motivo: null } : {};
      const tela = montarTela(loja, { aPedidoDoCliente: true }).texto;
      const { pecas } = pedirComando(c, { acao: "bloquear", origem: "manual", por: p.por, motivo: p.motivo, tela, detalhes: { a_pedido_do_cliente: true } }, "bloqueando", alterado, semAnuncio);
      return { pecas, status: "bloqueando", previsto: null };
    }
    case "desbloquear": {
      const { pecas } = pedirComando(c, { acao: "desbloquear", origem: "manual", por: p.por, motivo: p.motivo }, "desbloqueando", alterado);
      return { pecas, status: "desbloqueando", previsto: c.bloqueio_previsto_para };
    }
    case "suspender": {
      const motivo = p.motivo ?? "";
      const evento = eventoContrato({ empresaId: c.empresa_id, contratoId: c.id, tipo: "suspenso", por: p.por, detalhes: { motivo, status_aparelho_anterior: c.status_aparelho, imei: c.imei } });
      const anuncio = cancelarAnuncio(c, p.por, "suspensão do bloqueio");
      const semAnuncio = anuncio.length ? { bloqueio_previsto_para: null, bloqueio_agendado_por: null, bloqueio_agendado_motivo: null } : {};
      // A locked (or being locked) device is unlocked by the hold; one whose unlock is already under way needs no second one.
      if (aparelhoTravado(c) || (c.aparelho_bloqueado && c.status_aparelho !== "desbloqueando")) {
        const { pecas } = pedirComando(c, { acao: "desbloquear", origem: "suspensao", por: p.por, motivo }, "suspenso", alterado, semAnuncio);
        return { pecas: [...pecas, evento, ...anuncio], status: "suspenso", previsto: null };
      }
      const mudanca = camposDoAparelho(c, { statusAparelho: "suspenso" });
      Object.assign(mudanca.campos, semAnuncio);
      return { pecas: [mudarAparelho(c, mudanca, alterado), evento, ...anuncio], status: "suspenso", previsto: null };
    }
    case "retomar": {
      // The routine may announce and lock again for the same overdue episode after a hold ends.
      const mudanca = camposDoAparelho(c, { statusAparelho: "ativo" });
      mudanca.campos.bloqueio_automatico_parcela = null;
      mudanca.campos.bloqueio_agendado_parcela = null;
      const evento = eventoContrato({ empresaId: c.empresa_id, contratoId: c.id, tipo: "retomado", por: p.por, detalhes: { ...(p.motivo ? { motivo: p.motivo } : {}), imei: c.imei } });
      return { pecas: [mudarAparelho(c, mudanca, alterado), evento], status: "ativo", previsto: c.bloqueio_previsto_para };
    }
  }
}
