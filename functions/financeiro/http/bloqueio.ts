/**
 * POST /api/contratos/{id}/bloqueio `{ acao, motivo? }` — the manual lock (BLOQUEIO.md "Policy",
 * DESIGN-18 "Lifecycle"), any staff role, 202 `{ status_aparelho }`:
 * - `bloquear` (motivo required): ativo/desbloqueando → bloqueando, a `bloquear` command with the
 *   lock-screen text; Pro and Master only (403 PLAN_FEATURE on Start); never while `suspenso`, in a
 *   UF where locking is off (the customer's or the store's), on a closed contract or a device this
 *   contract does not hold at the provider (409 with the reason).
 * - `desbloquear`: bloqueado/bloqueando → desbloqueando, a `desbloquear` command.
 * - `suspender` (motivo required): → suspenso, event `suspenso`; a locked (or being locked) device
 *   is also unlocked (`desbloquear`, origem suspensao).
 * - `retomar`: suspenso → ativo, event `retomado` (the routine may lock again if still overdue).
 * Only `bloquear` is refused on Start: an unlock, a suspension or its end is never held back by
 * the plan (a device locked before a downgrade can always be released).
 * Every write is conditioned on the device as read (command sequence and lifecycle status): of
 * the same request sent many times at once one applies (202) and the others re-read and get the
 * 409 a repeat would get (e.g. 'já está bloqueado'); nothing is ever half-written.
 */
import { MSG_BLOQUEIO, PedidoBloqueioManual, type StatusAparelho } from "../../../shared/bloqueio/schemas";
import { textoTelaBloqueio } from "../../../shared/bloqueio/tela";
import { MSG_CONTRATO } from "../../../shared/vendas/contratos";
import { obterCliente } from "../../cadastro";
import { obterEmpresa } from "../../conta";
import { aparelhoTravado, camposDoAparelho, eventoContrato, mudarAparelho, obterContrato, pedirComando, type ContratoGravado } from "../../contratos";
import { lerCobranca } from "../../empresa";
import { MSG_TRANSACAO, transacao, type Peca } from "../../lib/db/transacao";
import { conflito, naoEncontrado, recursoPlano } from "../../lib/errors";
import { aceito, rotaStaff } from "../../lib/http";
import { auditoria } from "../../lib/logger";

class Alterado extends Error {}
const alterado = () => new Alterado();

type Empresa = NonNullable<Awaited<ReturnType<typeof obterEmpresa>>>;

interface Plano {
  pecas: Peca[];
  status: StatusAparelho;
}

const encerrado = (c: ContratoGravado) => c.status_contrato === "cancelado" || c.status_contrato === "liquidado";

/** Locking is off in the customer's or the store's UF (the company's collection settings). */
async function ufSemBloqueio(c: ContratoGravado, empresa: Empresa): Promise<boolean> {
  const [cobranca, cliente] = await Promise.all([lerCobranca(c.empresa_id), obterCliente(c.empresa_id, c.cliente_id)]);
  const ufs = new Set<string>(cobranca.ufs_sem_bloqueio);
  return [cliente?.uf, empresa.uf].some((uf) => !!uf && ufs.has(uf.toUpperCase()));
}

async function bloquear(c: ContratoGravado, empresa: Empresa, por: string, motivo: string): Promise<Plano> {
  if (empresa.plano === "start") throw recursoPlano(MSG_BLOQUEIO.plano);
  if (encerrado(c)) throw conflito(MSG_BLOQUEIO.contratoEncerrado);
  if (c.status_aparelho === "suspenso") throw conflito(MSG_BLOQUEIO.suspenso);
  if (c.status_aparelho === "bloqueando" || c.status_aparelho === "bloqueado") throw conflito(MSG_BLOQUEIO.jaBloqueado);
  if (c.matricula !== "pendente" && c.matricula !== "ativa") throw conflito(MSG_BLOQUEIO.matriculaRecusada);
  if (await ufSemBloqueio(c, empresa)) throw conflito(MSG_BLOQUEIO.ufSemBloqueio);
  const tela = textoTelaBloqueio(empresa);
  const { pecas } = pedirComando(c, { acao: "bloquear", origem: "manual", por, motivo, tela }, "bloqueando", alterado);
  return { pecas, status: "bloqueando" };
}

function desbloquear(c: ContratoGravado, por: string, motivo: string | null): Plano {
  // A device confirmed locked whose lifecycle says `ativo` (a late confirmation) may be unlocked too.
  const travado = aparelhoTravado(c) || (c.status_aparelho === "ativo" && c.aparelho_bloqueado);
  if (!travado) throw conflito(MSG_BLOQUEIO.naoBloqueado);
  const { pecas } = pedirComando(c, { acao: "desbloquear", origem: "manual", por, motivo }, "desbloqueando", alterado);
  return { pecas, status: "desbloqueando" };
}

function suspender(c: ContratoGravado, por: string, motivo: string): Plano {
  if (encerrado(c)) throw conflito(MSG_BLOQUEIO.contratoEncerrado);
  if (c.status_aparelho === "suspenso") throw conflito(MSG_BLOQUEIO.jaSuspenso);
  const evento = eventoContrato({ empresaId: c.empresa_id, contratoId: c.id, tipo: "suspenso", por, detalhes: { motivo, status_aparelho_anterior: c.status_aparelho, imei: c.imei } });
  if (aparelhoTravado(c) || c.aparelho_bloqueado) {
    const { pecas } = pedirComando(c, { acao: "desbloquear", origem: "suspensao", por, motivo }, "suspenso", alterado);
    return { pecas: [...pecas, evento], status: "suspenso" };
  }
  return { pecas: [mudarAparelho(c, camposDoAparelho(c, { statusAparelho: "suspenso" }), alterado), evento], status: "suspenso" };
}

function retomar(c: ContratoGravado, por: string, motivo: string | null): Plano {
  if (c.status_aparelho !== "suspenso") throw conflito(MSG_BLOQUEIO.naoSuspenso);
  if (encerrado(c)) throw conflito(MSG_BLOQUEIO.contratoEncerrado);
  // The routine may lock again for the same overdue episode after a suspension ends.
  const mudanca = camposDoAparelho(c, { statusAparelho: "ativo" });
  mudanca.campos.bloqueio_automatico_parcela = null;
  const evento = eventoContrato({ empresaId: c.empresa_id, contratoId: c.id, tipo: "retomado", por, detalhes: { ...(motivo ? { motivo } : {}), imei: c.imei } });
  return { pecas: [mudarAparelho(c, mudanca, alterado), evento], status: "ativo" };
}

export const pedirBloqueio = rotaStaff({ body: PedidoBloqueioManual, naoEncontrado: MSG_CONTRATO.naoEncontrado }, async ({ body, params, caller }) => {
  const { empresaId, usuarioId } = caller;
  const empresa = await obterEmpresa(empresaId);
  if (!empresa) throw naoEncontrado(MSG_CONTRATO.naoEncontrado);
  const motivo = body.motivo ? body.motivo : null;
  for (let tentativa = 1; ; tentativa += 1) {
    const lido = await obterContrato(empresaId, params.id ?? "");
    if (!lido) throw naoEncontrado(MSG_CONTRATO.naoEncontrado);
    const c = lido.contrato;
    const plano =
      body.acao === "bloquear"
        ? await bloquear(c, empresa, usuarioId, motivo ?? "")
        : body.acao === "desbloquear"
          ? desbloquear(c, usuarioId, motivo)
          : body.acao === "suspender"
            ? suspender(c, usuarioId, motivo ?? "")
            : retomar(c, usuarioId, motivo);
    try {
      await transacao(plano.pecas);
    } catch (erro) {
      // Changed meanwhile (another request, the routine, a payment): read again and decide again.
      if (erro instanceof Alterado && tentativa < 3) continue;
      if (erro instanceof Alterado) throw conflito(MSG_TRANSACAO.conflito);
      throw erro;
    }
    auditoria("bloqueio_manual", { empresaId, contratoId: c.id, usuarioId, acao: body.acao, de: c.status_aparelho, para: plano.status });
    return aceito({ status_aparelho: plano.status });
  }
});
