/**
 * The sale's summary next to the form. For a boleto it is everything the customer must be told
 * before the sale is made (issues 27 and 37; CDC arts. 52 and 54-B, Decreto 5.903/2006 art. 3,
 * Lei 6.463/1977 art. 1): cash price, entry, amount financed (cash price − entry), interest in
 * reais, the totals with and without financing, the monthly and annual rates and the CET, the
 * instalments in words and their frequency, every instalment with its date and amount, the late
 * fine and interest, who lends (name and CNPJ), until when the offer holds and the right to pay off
 * early — never "juros de 40%", which is no rate. Then the share of the declared income the
 * instalments take (CDC art. 54-D): a warning above the limit, a neutral note without income.
 */
import { Message } from "primereact/message";
import { mascararCnpj } from "../../../../shared/br/cnpj";
import { formatarCentavos } from "../../../../shared/br/dinheiro";
import { formatarData } from "../../../../shared/br/datas";
import { descreverParcelas, formatarPercentual, TEXTO_QUITACAO_ANTECIPADA } from "../../../../shared/regras/credito";
import { capacidadeEmReais, MSG_CAPACIDADE, type CapacidadePagamento } from "../../../../shared/regras/divulgacao-credito";
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

const SEM_VALOR = "—";
const porcento = (v: number | null) => (v === null ? SEM_VALOR : formatarPercentual(v));

/** What one month of instalments takes of the declared income; the warning above the limit. */
function Capacidade({ c }: { c: CapacidadePagamento }) {
  if (c.renda_mensal_declarada_centavos === null)
    return (
      <p className="nota capacidade-nota" role="note">
        {MSG_CAPACIDADE.naoInformada}
      </p>
    );
  const api = capacidadeEmReais(c);
  return (
    <section className="capacidade-pagamento" aria-label="Capacidade de pagamento">
      <h3>Capacidade de pagamento</h3>
      <dl>
        <Linha rotulo="Renda mensal declarada" valor={formatarCentavos(c.renda_mensal_declarada_centavos)} />
        <Linha rotulo="Uma parcela" valor={`${porcento(c.parcela_percentual)} da renda`} />
        <Linha rotulo={c.parcelas_por_mes === 1 ? "Parcelas de um mês" : `Parcelas de um mês (${c.parcelas_por_mes.toLocaleString("pt-BR")})`} valor={`${porcento(c.comprometimento_percentual)} da renda`} destaque />
      </dl>
      {api.alerta && <Message severity="warn" text={api.alerta} className="aviso-capacidade" />}
    </section>
  );
}

function Boleto({ r }: { r: ResumoBoleto }) {
  const c = r.credito;
  const f = c.financiador;
  return (
    <>
      <dl>
        <Linha rotulo="Preço à vista" valor={formatarCentavos(c.valor_a_vista_centavos)} />
        <Linha rotulo="Entrada" valor={formatarCentavos(c.entrada_centavos)} />
        <Linha rotulo={`Entrada mínima (${r.entradaMinimaPercentual.toLocaleString("pt-BR")}%)`} valor={formatarCentavos(r.entradaMinimaCentavos)} />
        <Linha rotulo="Valor financiado" valor={formatarCentavos(c.valor_financiado_centavos)} />
        <Linha rotulo="Juros (em reais)" valor={formatarCentavos(c.juros_total_centavos)} />
        <Linha rotulo="Total a pagar" valor={formatarCentavos(c.valor_total_centavos)} destaque />
        <Linha rotulo="Total sem financiamento (à vista)" valor={formatarCentavos(c.valor_a_vista_centavos)} />
        <Linha rotulo="Taxa de juros mensal" valor={`${formatarPercentual(c.taxa_mensal_percentual)} ao mês`} destaque />
        <Linha rotulo="Taxa efetiva anual" valor={`${formatarPercentual(c.taxa_anual_percentual)} ao ano`} destaque />
        <Linha rotulo="Custo efetivo total (CET)" valor={`${formatarPercentual(c.cet_anual_percentual)} ao ano`} destaque />
        <Linha rotulo="Parcelas" valor={`${r.qtdParcelas}x, ${c.periodicidade ?? `a cada ${r.diasEntreParcelas} dias`}`} />
        <Linha rotulo="Valor das parcelas" valor={descreverParcelas(c.parcelas.map((x) => x.valor_centavos))} />
        <Linha rotulo="Multa por atraso" valor={c.multa_atraso_percentual === null ? SEM_VALOR : `${formatarPercentual(c.multa_atraso_percentual)} da parcela`} />
        <Linha rotulo="Juros de mora" valor={c.juros_mora_mensal_percentual === null ? SEM_VALOR : `${formatarPercentual(c.juros_mora_mensal_percentual)} ao mês, pro rata die`} />
        <Linha rotulo="Financiado por" valor={f ? `${f.nome} (CNPJ ${mascararCnpj(f.cnpj)})` : SEM_VALOR} />
        <Linha rotulo="Condições válidas até" valor={c.valida_ate ? formatarData(c.valida_ate) : SEM_VALOR} />
      </dl>
      <p className="nota quitacao-antecipada">{TEXTO_QUITACAO_ANTECIPADA}</p>
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
      <Capacidade c={r.capacidade} />
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
