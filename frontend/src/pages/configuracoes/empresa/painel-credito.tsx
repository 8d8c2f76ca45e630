/**
 * The 'Crediário' panel of the company screen (issue 27 item 4): the company's own boleto plans —
 * minimum entry, days between instalments, and per count its divisor — with, beside each plan,
 * the monthly rate and the CET it implies at the minimum entry (shared/regras/credito.ts
 * custoDoPlano, the sale's own rule). The same zod schema as PUT /api/empresa/credito; server
 * field errors land on the fields. A change applies to new sales only.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import { Message } from "primereact/message";
import { useEffect, useState } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import type * as z from "zod/mini";
import { hojeBrasil } from "../../../../../shared/br/datas";
import { formatarCentavos } from "../../../../../shared/br/dinheiro";
import { MSG_CET } from "../../../../../shared/documentos/placeholders";
import { ConfigCredito, DIVISOR_MINIMO, INTERVALOS_DIAS, MSG_CREDITO } from "../../../../../shared/empresa/credito";
import { custoDoPlano, formatarPercentual, PRECO_REFERENCIA_CENTAVOS } from "../../../../../shared/regras/credito";
import type { TabelaCredito } from "../../../../../shared/regras/parcelamento";
import { BannerErro } from "../../../components/banner-erro";
import { Campo } from "../../../components/campo";
import { Carregando } from "../../../components/carregando";
import { creditoQueries, useAtualizarCredito } from "../../../features/empresa/api/empresa-api";
import { aplicarErrosServidor, mensagemDe } from "../../../lib/erros-formulario";

type Entrada = z.input<typeof ConfigCredito>;
const TEMPO_SUCESSO_MS = 3000;

/** The rates a plan implies, or why they cannot be shown yet (a field still invalid). */
function Taxas({ tabela, indice }: { tabela: Partial<TabelaCredito>; indice: number }) {
  const plano = tabela.planos?.[indice];
  const completo = plano && Number.isFinite(plano.qtd_parcelas) && Number.isFinite(plano.divisor) && Number.isFinite(tabela.entrada_minima_percentual) && Number.isFinite(tabela.intervalo_dias);
  const c = completo && ConfigCredito.safeParse(tabela).success ? custoDoPlano(tabela as TabelaCredito, plano, hojeBrasil()) : null;
  if (!c) return <span className="nota">—</span>;
  return (
    <span className="credito-taxas">
      {formatarPercentual(c.taxa_mensal_percentual)} a.m. · CET {formatarPercentual(c.cet_anual_percentual)} a.a. · total {formatarCentavos(c.valor_total_centavos)}
    </span>
  );
}

function Formulario({ inicial }: { inicial: TabelaCredito }) {
  const salvar = useAtualizarCredito();
  const [sucesso, setSucesso] = useState(false);
  const { register, handleSubmit, formState, setError, control } = useForm<Entrada, unknown, TabelaCredito>({
    resolver: zodResolver(ConfigCredito),
    defaultValues: inicial,
  });
  const planos = useFieldArray({ control, name: "planos" });
  const atual = useWatch({ control }) as Partial<TabelaCredito>;
  const e = formState.errors;

  useEffect(() => {
    if (!sucesso) return;
    const t = setTimeout(() => setSucesso(false), TEMPO_SUCESSO_MS);
    return () => clearTimeout(t);
  }, [sucesso]);

  const enviar = handleSubmit((dados) => {
    setSucesso(false);
    salvar.mutate(dados, { onSuccess: () => setSucesso(true), onError: (erro) => aplicarErrosServidor(erro, setError) });
  });

  return (
    <form className="empresa-cartao empresa-form" onSubmit={enviar} noValidate aria-labelledby="titulo-credito">
      <h2 id="titulo-credito">
        <i className="pi pi-calculator" aria-hidden /> Crediário (boleto)
      </h2>
      {sucesso && <Message severity="success" text={MSG_CREDITO.sucesso} className="empresa-sucesso" role="status" />}
      <BannerErro mensagem={salvar.isError ? MSG_CREDITO.erroSalvar(mensagemDe(salvar.error, "Erro desconhecido")) : null} />

      <Campo id="entrada_minima_percentual" rotulo="Entrada mínima (% do preço)" erro={e.entrada_minima_percentual?.message}>
        <InputText
          id="entrada_minima_percentual"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          max={90}
          className={e.entrada_minima_percentual ? "p-invalid" : ""}
          {...register("entrada_minima_percentual", { valueAsNumber: true })}
        />
      </Campo>
      <Campo id="intervalo_dias" rotulo="Intervalo entre parcelas" erro={e.intervalo_dias?.message}>
        <select id="intervalo_dias" className="p-inputtext" {...register("intervalo_dias", { valueAsNumber: true })}>
          {INTERVALOS_DIAS.map((d) => (
            <option key={d} value={d}>
              a cada {d} dias
            </option>
          ))}
        </select>
      </Campo>

      <table className="credito-planos" aria-label="Planos de parcelamento">
        <thead>
          <tr>
            <th scope="col">Parcelas</th>
            <th scope="col">Divisor</th>
            <th scope="col">Custo na entrada mínima</th>
            <th scope="col" aria-label="Ações" />
          </tr>
        </thead>
        <tbody>
          {planos.fields.map((f, i) => {
            const erroQtd = e.planos?.[i]?.qtd_parcelas?.message;
            const erroDivisor = e.planos?.[i]?.divisor?.message;
            return (
              <tr key={f.id}>
                <td>
                  <InputText
                    id={`planos.${i}.qtd_parcelas`}
                    aria-label={`Parcelas do plano ${i + 1}`}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={24}
                    className={erroQtd ? "p-invalid" : ""}
                    {...register(`planos.${i}.qtd_parcelas`, { valueAsNumber: true })}
                  />
                  {erroQtd && <small className="p-error">{erroQtd}</small>}
                </td>
                <td>
                  <InputText
                    id={`planos.${i}.divisor`}
                    aria-label={`Divisor do plano ${i + 1}`}
                    type="number"
                    inputMode="decimal"
                    step="0.0001"
                    min={DIVISOR_MINIMO}
                    max={1}
                    className={erroDivisor ? "p-invalid" : ""}
                    {...register(`planos.${i}.divisor`, { valueAsNumber: true })}
                  />
                  {erroDivisor && <small className="p-error">{erroDivisor}</small>}
                </td>
                <td>
                  <Taxas tabela={atual} indice={i} />
                </td>
                <td>
                  <Button type="button" icon="pi pi-trash" text severity="danger" aria-label={`Remover o plano ${i + 1}`} onClick={() => planos.remove(i)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {e.planos?.message && <small className="p-error">{e.planos.message}</small>}
      {e.planos?.root?.message && <small className="p-error">{e.planos.root.message}</small>}
      <p className="nota">
        Total a prazo = preço ÷ divisor. As taxas ao lado de cada plano são as de uma venda de {formatarCentavos(PRECO_REFERENCIA_CENTAVOS)} com a entrada mínima (CET pela Res. CMN 3.517/2007). Mudar os planos vale só para novas vendas: contratos já feitos não mudam.
      </p>
      <div className="credito-acoes">
        <Button type="button" icon="pi pi-plus" label="Adicionar plano" outlined onClick={() => planos.append({ qtd_parcelas: NaN, divisor: NaN })} />
        <Button type="submit" icon="pi pi-save" label={salvar.isPending ? "Salvando..." : "Salvar Crediário"} disabled={salvar.isPending} />
      </div>
    </form>
  );
}

export function PainelCredito() {
  const consulta = useQuery(creditoQueries.detalhe());
  if (consulta.isPending) return <Carregando />;
  if (consulta.isError) return <BannerErro mensagem={`${MSG_CREDITO.erroCarregar}: ${mensagemDe(consulta.error, "Erro desconhecido")}`} />;
  const { contrato_sem_cet: _aviso, contrato_periodicidade_fixa: periodicidadeFixa, ...tabela } = consulta.data;
  return (
    <>
      {periodicidadeFixa && <Message severity="warn" text={MSG_CET.periodicidadeFixa(tabela.intervalo_dias)} className="aviso-cet" />}
      <Formulario inicial={tabela} />
    </>
  );
}
