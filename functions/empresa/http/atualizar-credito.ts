/**
 * PUT /api/empresa/credito (admin) — replaces who lends and the boleto plans; existing contracts
 * keep theirs. The schema refuses an own-account plan above the ceiling and a lender's plan above
 * the market alert without `ciente_taxa_acima_da_media` (shared/empresa/credito.ts); a confirmed
 * one is recorded with who confirmed it, in the item and the audit.
 */
import { creditoDaEmpresa, ConfigCredito } from "../../../shared/empresa/credito";
import { hojeBrasil } from "../../../shared/br/datas";
import { ok, rotaStaff } from "../../lib/http";
import { agoraIso } from "../../lib/ids";
import { auditoria } from "../../lib/logger";
import { salvarCredito } from "../credito";
import { contratoDaProximaVenda } from "./obter-credito";

export const atualizarCredito = rotaStaff({ body: ConfigCredito }, async ({ body, caller }) => {
  const hoje = hojeBrasil();
  const { ciente_taxa_acima_da_media, ...tabela } = body;
  const previa = creditoDaEmpresa(tabela, hoje, { contrato_sem_cet: false, contrato_periodicidade_fixa: false });
  const ciencia = previa.planos_acima_da_media && ciente_taxa_acima_da_media === true ? { usuario_id: caller.usuarioId, em: agoraIso() } : undefined;
  const [salvo, contrato] = await Promise.all([salvarCredito(caller.empresaId, tabela, ciencia), contratoDaProximaVenda(caller.empresaId, tabela.intervalo_dias)]);
  auditoria("credito_atualizado", {
    empresaId: caller.empresaId,
    usuarioId: caller.usuarioId,
    financiador: salvo.financiador.tipo === "propria_loja" ? "propria_loja" : `instituicao_parceira:${salvo.financiador.cnpj}`,
    planos: salvo.planos.map((p) => `${p.qtd_parcelas}x/${p.divisor}`),
    intervaloDias: salvo.intervalo_dias,
    cienteTaxaAcimaDaMedia: ciencia ? ciencia.em : null,
  });
  return ok(creditoDaEmpresa(salvo, hoje, contrato));
});
