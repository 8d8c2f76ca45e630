/**
 * GET /api/empresa/credito — the company's boleto plans (any role: the sale form follows them),
 * the seed's when never saved, and whether the contract in force (its active template, else the
 * default one) lacks {{cet_anual}} or states a fixed 15-day periodicity the plans do not follow
 * (the sale and settings screens warn: CDC art. 52 requires the effective annual rate and the
 * periodicity in writing).
 */
import { contratoEmVigor } from "../../../shared/documentos/modelos-padrao";
import { contratoComPeriodicidadeFixa, contratoSemCet } from "../../../shared/documentos/placeholders";
import type { CreditoDaEmpresa } from "../../../shared/empresa/credito";
import { modeloAtivo } from "../../documentos";
import { ok, rotaStaff } from "../../lib/http";
import { lerCredito } from "../credito";

export const obterCredito = rotaStaff({}, async ({ caller }) => {
  const [tabela, ativo] = await Promise.all([lerCredito(caller.empresaId), modeloAtivo(caller.empresaId, "contrato")]);
  // The contract the next sale prints: the active template, else the default one.
  const contrato = contratoEmVigor(ativo);
  const corpo: CreditoDaEmpresa = {
    ...tabela,
    contrato_sem_cet: contratoSemCet(contrato.conteudo),
    contrato_periodicidade_fixa: contratoComPeriodicidadeFixa(contrato.conteudo, tabela.intervalo_dias),
  };
  return ok(corpo);
});
