/**
 * The sale's summary next to the form. For a boleto it is the CDC art. 52 disclosure: cash price,
 * total with and without financing, entry, financed amount, number, value and frequency of the
 * instalments and their first and last due dates.
 */
import { formatarCentavos } from "../../../../shared/br/dinheiro";
import { formatarData } from "../../../../shared/br/datas";
import { ROTULO_FORMA, type FormaPagamento } from "../../../../shared/vendas/schemas";
import type { ResultadoResumo, ResultadoSemJuros, ResumoBoleto, ResumoCartao } from "../../features/vendas/resumo-parcelamento";

function Linha({ rotulo, valor, destaque }: { rotulo: string; valor: string; destaque?: boolean }) {
  return (
    <div className={destaque ? "linha-resumo destaque" : "linha-resumo"}>
      <dt>{rotulo}</dt>
      <dd>{valor}</dd>
    </div>
  );
}

function Boleto({ r }: { r: ResumoBoleto }) {
  const parcelas = `${r.qtdParcelas}x de ${formatarCentavos(r.valorParcelaCentavos)}`;
  return (
    <dl>
      <Linha rotulo="Preço à vista" valor={formatarCentavos(r.precoCentavos)} />
      <Linha rotulo={`Total a prazo (juros de ${r.jurosRotulo}%)`} valor={formatarCentavos(r.totalCentavos)} destaque />
      <Linha rotulo="Acréscimo do financiamento" valor={formatarCentavos(r.acrescimoCentavos)} />
      <Linha rotulo="Entrada" valor={formatarCentavos(r.entradaCentavos)} />
      <Linha rotulo="Entrada mínima (25%)" valor={formatarCentavos(r.entradaMinimaCentavos)} />
      <Linha rotulo="Valor financiado" valor={formatarCentavos(r.financiadoCentavos)} />
      <Linha rotulo="Parcelas" valor={parcelas} destaque />
      {r.ultimaParcelaCentavos !== r.valorParcelaCentavos && <Linha rotulo="Última parcela" valor={formatarCentavos(r.ultimaParcelaCentavos)} />}
      <Linha rotulo="Periodicidade" valor={`a cada ${r.diasEntreParcelas} dias`} />
      <Linha rotulo="1º vencimento" valor={formatarData(r.primeiroVencimento)} />
      <Linha rotulo="Último vencimento" valor={formatarData(r.ultimoVencimento)} />
    </dl>
  );
}

function SemJuros({ r, forma }: { r: ResumoCartao; forma: FormaPagamento }) {
  return (
    <dl>
      <Linha rotulo="Forma de pagamento" valor={ROTULO_FORMA[forma]} />
      <Linha rotulo="Valor total" valor={formatarCentavos(r.totalCentavos)} destaque />
      {forma === "CARTAO_CREDITO" && (
        <>
          <Linha rotulo="Entrada" valor={formatarCentavos(r.entradaCentavos)} />
          <Linha rotulo="Parcelas (sem juros)" valor={`${r.qtdParcelas}x de ${formatarCentavos(r.valorParcelaCentavos)}`} />
          {r.ultimaParcelaCentavos !== r.valorParcelaCentavos && <Linha rotulo="Última parcela" valor={formatarCentavos(r.ultimaParcelaCentavos)} />}
        </>
      )}
    </dl>
  );
}

interface Props {
  forma: FormaPagamento | undefined;
  /** What is still to be chosen, named precisely (faltaNoResumo). */
  falta: string | null;
  boleto: ResultadoResumo | null;
  semJuros: ResultadoSemJuros | null;
}

export function ResumoVenda({ forma, falta, boleto, semJuros }: Props) {
  const resultado = forma === "BOLETO" ? boleto : semJuros;
  let corpo;
  if (falta || !forma || !resultado) corpo = <p className="nota">{falta ?? "Escolha o aparelho e a forma de pagamento para ver os valores."}</p>;
  else if (!resultado.ok) corpo = <p className="p-error" role="alert">{resultado.motivo}</p>;
  else if (boleto?.ok) corpo = <Boleto r={boleto.resumo} />;
  else if (semJuros?.ok) corpo = <SemJuros r={semJuros.resumo} forma={forma} />;
  return (
    <section className="venda-cartao resumo-venda" aria-label={forma === "BOLETO" ? "Resumo do parcelamento" : "Resumo da venda"}>
      <h2>{forma === "BOLETO" ? "Resumo do parcelamento" : "Resumo da venda"}</h2>
      {corpo}
    </section>
  );
}
