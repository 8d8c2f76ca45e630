/**
 * GET /api/empresa/credito — who lends and the boleto plans with their rates (any role: the sale
 * form follows them), CREDITO_PADRAO when never saved, the ceiling and the market alert with their
 * sources, and what the contract in force (its active template, else the default one) fails to
 * disclose (divulgacoesAusentes, `contrato_sem_cet` kept for the CET alone) or a fixed 15-day
 * periodicity the plans do not follow (the sale and settings screens warn: CDC arts. 52 and 54-B).
 */
import { hojeBrasil } from "../../../shared/br/datas";
import { contratoEmVigor } from "../../../shared/documentos/modelos-padrao";
import { contratoComPeriodicidadeFixa, divulgacoesAusentes, type AvisosDoContrato } from "../../../shared/documentos/placeholders";
import { creditoDaEmpresa } from "../../../shared/empresa/credito";
import { modeloAtivo } from "../../documentos";
import { ok, rotaStaff } from "../../lib/http";
import { lerCredito } from "../credito";

/** What the contract the next sale prints (the active template, else the default one) lacks. */
export async function contratoDaProximaVenda(empresaId: string, intervaloDias: number): Promise<AvisosDoContrato> {
  const contrato = contratoEmVigor(await modeloAtivo(empresaId, "contrato"));
  const ausentes = divulgacoesAusentes(contrato.conteudo);
  return {
    contrato_sem_cet: ausentes.includes("cet_anual"),
    contrato_periodicidade_fixa: contratoComPeriodicidadeFixa(contrato.conteudo, intervaloDias),
    contrato_divulgacoes_ausentes: ausentes,
  };
}

export const obterCredito = rotaStaff({}, async ({ caller }) => {
  const credito = await lerCredito(caller.empresaId);
  return ok(creditoDaEmpresa(credito, hojeBrasil(), await contratoDaProximaVenda(caller.empresaId, credito.intervalo_dias)));
});
