/**
 * The sale's summary next to the form. For a boleto it is the CDC art. 52 disclosure shown before
 * the sale is made (issue 27): cash price, entry, amount financed (cash price − entry), interest in
 * reais, total, every instalment with its date and amount (the last with its own value), the
 * frequency, the monthly rate and the CET a.a. — never "juros de 40%", which is no rate.
 */
import { formatarCentavos } from "../../../../shared/br/dinheiro";
import { formatarData } from "../../../../shared/br/datas";
import { formatarPercentual } from "../../../../shared/regras/credito";
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
  const c = r.credito;
  return (
    <>
      <dl>
        <Linha rotulo="Preço à vista" valor={formatarCentavos(c.valor_a_vista_centavos)} />
        <Linha rotulo="Entrada" valor={formatarCentavos(c.entrada_centavos)} />
        <Linha rotulo={`Entrada mínima (${r.entradaMinimaPercentual.toLocaleString("pt-BR")}%)`} valor={formatarCentavos(r.entradaMinimaCentavos)} />
        <Linha rotulo="Valor financiado" valor={formatarCentavos(c.valor_financiado_centavos)} />
        <Linha rotulo="Juros (em reais)" valor={formatarCentavos(c.juros_total_centavos)} />
        <Linha rotulo="Total a pagar" valor={formatarCentavos(c.valor_total_centavos)} destaque />
        <Linha rotulo="Taxa de juros mensal" valor={`${formatarPercentual(c.taxa_mensal_percentual)} ao mês`} destaque />
        <Linha rotulo="Custo efetivo total (CET)" valor={`${formatarPercentual(c.cet_anual_percentual)} ao ano`} destaque />
        <Linha rotulo="Parcelas" valor={`${r.qtdParcelas}x, a cada ${r.diasEntreParcelas} dias`} />
      </dl>
      <table className="tabela-parcelas" aria-label="Parcelas">
        <thead>
          <tr>
            <th scope="col">Nº</th>
            <th scope="col">Vencimento</th>
            <th scope="col">Valor</th>
          </tr>
        </thead>
        <tbody>
          {c.parcelas.map((x) => (
            <tr key={x.numero}>
              <td>{x.numero}</td>
              <td>{formatarData(x.vencimento)}</td>
              <td>{formatarCentavos(x.valor_centavos)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
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
