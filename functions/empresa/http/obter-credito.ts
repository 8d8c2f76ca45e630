/**
 * GET /api/empresa/credito — the company's boleto plans (any role: the sale form follows them),
 * the seed's when never saved, and whether its active contract template lacks {{cet_anual}} or
 * states a fixed 15-day periodicity the plans do not follow (the sale and settings screens warn:
 * CDC art. 52 requires the effective annual rate and the periodicity in writing).
 */
import { contratoComPeriodicidadeFixa, contratoSemCet } from "../../../shared/documentos/placeholders";
import type { CreditoDaEmpresa } from "../../../shared/empresa/credito";
import { modeloAtivo } from "../../documentos";
import { ok, rotaStaff } from "../../lib/http";
import { lerCredito } from "../credito";

export const obterCredito = rotaStaff({}, async ({ caller }) => {
  const [tabela, contrato] = await Promise.all([lerCredito(caller.empresaId), modeloAtivo(caller.empresaId, "contrato")]);
  const corpo: CreditoDaEmpresa = {
    ...tabela,
    contrato_sem_cet: contrato ? contratoSemCet(contrato.conteudo) : false,
    contrato_periodicidade_fixa: contrato ? contratoComPeriodicidadeFixa(contrato.conteudo, tabela.intervalo_dias) : false,
  };
  return ok(corpo);
});
