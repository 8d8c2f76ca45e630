/**
 * GET /api/contratos/{id}/eventos — the contract's append-only audit trail, oldest first:
 * `{ items: [{ tipo, em, por, detalhes }] }`; with `?formato=pdf` the same trail as a PDF in words
 * (functions/financeiro/trilha-pdf.ts) for the customer, Procon or a court. Another company's
 * contract is 404 (the Query is in the caller's partition; the contract is checked first so an
 * unknown id never answers `[]`).
 */
import { ConsultaEventosContrato } from "../../../shared/vendas/eventos";
import { obterCliente, obterProduto } from "../../cadastro";
import { obterEmpresa, obterUsuario } from "../../conta";
import { contratoExiste, eventosDoContrato, obterContrato } from "../../contratos";
import { naoEncontrado } from "../../lib/errors";
import { arquivoPdf, ok, rotaStaff, type Resposta } from "../../lib/http";
import { agoraIso } from "../../lib/ids";
import { auditoria } from "../../lib/logger";

const NAO_ENCONTRADO = "Contrato não encontrado";
/** Who `por` may name besides users: the rules and the providers. */
const NAO_USUARIO = /^(rotina|pagamento|contrato|banco:.*|provedor:.*)$/;

type Evento = Awaited<ReturnType<typeof eventosDoContrato>>[number];

async function comoPdf(empresaId: string, contratoId: string, eventos: readonly Evento[], usuarioId: string): Promise<Resposta> {
  const [lido, empresa] = await Promise.all([obterContrato(empresaId, contratoId), obterEmpresa(empresaId)]);
  if (!lido || !empresa) throw naoEncontrado(NAO_ENCONTRADO);
  const c = lido.contrato;
  const ids = [...new Set(eventos.map((e) => e.por).filter((p) => !NAO_USUARIO.test(p)))];
  const [cliente, produto, usuarios] = await Promise.all([
    obterCliente(empresaId, c.cliente_id),
    obterProduto(empresaId, c.produto_id),
    Promise.all(ids.map((id) => obterUsuario(empresaId, id))),
  ]);
  const nomes = new Map(usuarios.filter((u) => !!u).map((u) => [u.id, u.nome]));
  // pdf-lib is a lazy chunk: only the PDF export loads it, not the cold start of every financeiro route.
  const { renderizarTrilhaPdf } = await import("../trilha-pdf");
  const bytes = await renderizarTrilhaPdf({
    loja: { nome: empresa.nome_fantasia, cnpj: empresa.cnpj },
    contrato: { id: c.id, data_venda: c.data_venda, status_contrato: c.status_contrato, status_aparelho: c.status_aparelho, valor_total_centavos: c.valor_total_centavos, qtd_parcelas: c.qtd_parcelas, imei: c.imei },
    cliente: cliente ? { nome: cliente.nome, cpf: cliente.cpf } : null,
    modelo: produto?.nome_modelo ?? null,
    eventos: eventos.map(({ tipo, em, por, detalhes }) => ({ tipo, em, por, detalhes })),
    nomes,
    geradoEm: agoraIso(),
  });
  auditoria("trilha_exportada", { empresaId, contratoId, usuarioId, eventos: eventos.length });
  return arquivoPdf(`trilha-contrato-${c.id}.pdf`, bytes);
}

export const listarEventosContrato = rotaStaff({ query: ConsultaEventosContrato, naoEncontrado: NAO_ENCONTRADO }, async ({ params, query, caller }) => {
  const id = params.id ?? "";
  const [existe, eventos] = await Promise.all([contratoExiste(caller.empresaId, id), eventosDoContrato(caller.empresaId, id)]);
  if (!existe) throw naoEncontrado(NAO_ENCONTRADO);
  if (query.formato === "pdf") return comoPdf(caller.empresaId, id, eventos, caller.usuarioId);
  return ok({ items: eventos.map(({ tipo, em, por, detalhes }) => ({ tipo, em, por, detalhes })) });
});
