/**
 * PUT /api/empresa (admin) — trade name, CNPJ, plan, address, WhatsApp. A CNPJ of another company
 * is 409; a move to a plan the company does not fit in (more users or IMEIs than it allows) is
 * 403 PLAN_LIMIT and nothing changes.
 */
import { mensagemMudancaPlano } from "../../../shared/empresa/planos";
import { AtualizarEmpresaInput } from "../../../shared/empresa/schemas";
import { MSG } from "../../../shared/mensagens";
import { obterEmpresa } from "../../conta";
import { conflito, limitePlano, naoEncontrado } from "../../lib/errors";
import { ok, rotaStaff } from "../../lib/http";
import { auditoria } from "../../lib/logger";
import { aplicarEdicao, MENSAGEM_CONCORRENCIA } from "../domain";
import { AtualizacaoRecusada, cnpjEmUso, lerUso, salvarEmpresa } from "../repo";

const cnpjDuplicado = () => conflito(MSG.cnpjDuplicadoEmpresa, { cnpj: MSG.cnpjDuplicadoEmpresa });

export const atualizarEmpresa = rotaStaff({ body: AtualizarEmpresaInput }, async ({ body, caller }) => {
  const atual = await obterEmpresa(caller.empresaId);
  if (!atual) throw naoEncontrado("Empresa não encontrada");
  const nova = aplicarEdicao(atual, body);

  // Early answers for the common cases; the transaction's conditions are what really protect them.
  if (nova.cnpj !== atual.cnpj && (await cnpjEmUso(nova.cnpj))) throw cnpjDuplicado();
  if (nova.plano !== atual.plano) {
    const excesso = mensagemMudancaPlano(nova.plano, await lerUso(caller.empresaId));
    if (excesso) throw limitePlano(excesso);
  }

  try {
    await salvarEmpresa(atual, nova);
  } catch (erro) {
    if (!(erro instanceof AtualizacaoRecusada)) throw erro;
    if (erro.motivo === "cnpj_duplicado") throw cnpjDuplicado();
    if (erro.motivo === "limite_plano") {
      const excesso = mensagemMudancaPlano(nova.plano, await lerUso(caller.empresaId));
      throw limitePlano(excesso ?? MENSAGEM_CONCORRENCIA);
    }
    throw conflito(MENSAGEM_CONCORRENCIA);
  }

  auditoria("empresa_atualizada", { empresaId: caller.empresaId, usuarioId: caller.usuarioId, plano: nova.plano });
  return ok(nova);
});
