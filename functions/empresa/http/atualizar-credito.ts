/**
 * PUT /api/empresa/credito (admin) — replaces who lends and the boleto plans; existing contracts
 * keep theirs. The schema refuses an own-account plan above the ceiling and a lender's plan above
 * the market alert without `ciente_taxa_acima_da_media` (shared/empresa/credito.ts); a confirmed
 * one is recorded with who confirmed it, in the item and the audit.
 */
import { creditoDaEmpresa, ConfigCredito, normalizarTabela } from "../../../shared/empresa/credito";
import { hojeBrasil } from "../../../shared/br/datas";
import { ok, rotaStaff } from "../../lib/http";
import { agoraIso } from "../../lib/ids";
import { auditoria } from "../../lib/logger";
import { salvarCredito } from "../credito";
import { contratoDaProximaVenda } from "./obter-credito";

export const atualizarCredito = rotaStaff({ body: ConfigCredito }, async ({ body, caller }) => {
  const { ciente_taxa_acima_da_media, ...tabela } = body;
  // The answer is what is saved (the table normalised), priced once: it also says whether a confirmation is recorded.
  const corpo = creditoDaEmpresa(normalizarTabela(tabela), hojeBrasil(), await contratoDaProximaVenda(caller.empresaId, tabela.intervalo_dias));
  const ciencia = corpo.planos_acima_da_media && ciente_taxa_acima_da_media === true ? { usuario_id: caller.usuarioId, em: agoraIso() } : undefined;
  const salvo = await salvarCredito(caller.empresaId, tabela, ciencia);
  auditoria("credito_atualizado", {
    empresaId: caller.empresaId,
    usuarioId: caller.usuarioId,
    financiador: salvo.financiador.tipo === "propria_loja" ? "propria_loja" : `instituicao_parceira:${salvo.financiador.cnpj}`,
    planos: salvo.planos.map((p) => `${p.qtd_parcelas}x/${p.divisor}`),
    intervaloDias: salvo.intervalo_dias,
    cienteTaxaAcimaDaMedia: ciencia ? ciencia.em : null,
  });
  return ok(corpo);
});
