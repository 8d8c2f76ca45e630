/**
 * The 'Crediário' panel of the company screen (issues 27 item 4 and 37): who lends (the shop's own
 * credit or a partner financial institution, with its name, CNPJ and address), the minimum entry,
 * the days between instalments and, per count, its divisor. Beside each plan, computed live as the
 * divisor is typed by the API's own rule (shared/regras/teto-credito.ts taxasDoPlano): the simple
 * monthly rate (the ceiling's measure), the effective monthly rate and the CET a year. For the
 * shop's own credit the ceiling and its source are shown and a plan above it is refused inline;
 * for a lender a plan above the market alert is flagged and saving needs "Estou ciente…". The form
 * validates with the same zod schema as PUT /api/empresa/credito (ConfigCredito), whose messages
 * are the ones shown live; server field errors land on the fields. A change applies to new sales
 * only.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import { Message } from "primereact/message";
import { useEffect, useRef, useState } from "react";
import { Controller, useFieldArray, useForm, useWatch, type Resolver } from "react-hook-form";
import { useLocation } from "react-router-dom";
import type * as z from "zod/mini";
import { mascararCnpj } from "../../../../../shared/br/cnpj";
import { hojeBrasil } from "../../../../../shared/br/datas";
import { formatarCentavos } from "../../../../../shared/br/dinheiro";
import { MSG_CET } from "../../../../../shared/documentos/placeholders";
import { ConfigCredito, INTERVALOS_DIAS, LIMITE_ENDERECO_FINANCIADOR, LIMITE_NOME_FINANCIADOR, MSG_CREDITO, PlanoCreditoSchema, type CreditoDaEmpresa } from "../../../../../shared/empresa/credito";
import { formatarPercentual, PRECO_REFERENCIA_CENTAVOS } from "../../../../../shared/regras/credito";
import { TABELA_SEMENTE } from "../../../../../shared/regras/parcelamento";
import { limiteAlertaMensal, planosNoTeto, REFERENCIAS_CREDITO, taxasDoPlano, type TaxasDoPlano } from "../../../../../shared/regras/teto-credito";
import { BannerErro } from "../../../components/banner-erro";
import { Campo } from "../../../components/campo";
import { CampoMascarado } from "../../../components/campo-mascarado";
import { Carregando } from "../../../components/carregando";
import { EntradaDecimal } from "../../../components/entrada-decimal";
import { creditoQueries, useAtualizarCredito } from "../../../features/empresa/api/empresa-api";
import { ANCORA_CREDIARIO, AvisoCreditoAcimaDoTeto } from "../../../features/empresa/aviso-credito";
import { aplicarErrosServidor, mensagemDe } from "../../../lib/erros-formulario";

type Entrada = z.input<typeof ConfigCredito>;
type Saida = z.output<typeof ConfigCredito>;
/** What the form holds: the lender's fields stay while "Própria loja" is chosen (the schema drops them), so switching back keeps what was typed. */
type ValoresForm = Omit<Entrada, "financiador"> & { financiador: { tipo: "propria_loja" | "instituicao_parceira"; nome: string; cnpj: string; endereco: string } };
const TEMPO_SUCESSO_MS = 3000;
const ROTULO_SEMENTE = "Tabela da semente (0,62/0,60/0,58/0,55)";

/** The rates of plan `i` as typed, or null while the plan, the entry or the interval is not valid yet. */
function taxasDaLinha(v: Partial<ValoresForm>, i: number, hoje: string): TaxasDoPlano | null {
  const plano = PlanoCreditoSchema.safeParse(v.planos?.[i]);
  const entrada = v.entrada_minima_percentual;
  const intervalo = v.intervalo_dias;
  if (!plano.success || typeof entrada !== "number" || !(entrada >= 0 && entrada <= 90) || !(INTERVALOS_DIAS as readonly unknown[]).includes(intervalo)) return null;
  try {
    return taxasDoPlano({ entrada_minima_percentual: entrada, intervalo_dias: intervalo as number, planos: [plano.data] }, plano.data, hoje);
  } catch {
    // An entry with more than 2 decimals cannot be priced: its own message says so on submit.
    return null;
  }
}

/** The schema's own rate messages while typing (the ceiling at each divisor, the lender's confirmation), by field path. */
function mensagensDasTaxas(v: Partial<ValoresForm>): Map<string, string> {
  const r = ConfigCredito.safeParse(v);
  const m = new Map<string, string>();
  if (r.success) return m;
  for (const issue of r.error.issues) {
    const caminho = issue.path.join(".");
    if (issue.code === "custom" && (/^planos\.\d+\.divisor$/.test(caminho) || caminho === "ciente_taxa_acima_da_media") && !m.has(caminho)) m.set(caminho, issue.message);
  }
  return m;
}

function Taxas({ t, parceira }: { t: TaxasDoPlano | null; parceira: boolean }) {
  if (!t) return <span className="nota">—</span>;
  return (
    <span className="credito-taxas-linha">
      <span className={`credito-taxas${!parceira && t.acima_do_teto ? " credito-acima" : ""}`}>juros simples {formatarPercentual(t.juros_simples_mensal_percentual)} a.m.</span>
      <span className="credito-efetiva">
        efetiva {formatarPercentual(t.taxa_mensal_percentual)} a.m. · CET {formatarPercentual(t.cet_anual_percentual)} a.a.
      </span>
      {parceira && t.acima_da_media && (
        <span className="credito-alerta">
          <i className="pi pi-exclamation-triangle" aria-hidden /> acima de {formatarPercentual(limiteAlertaMensal())} a.m.
        </span>
      )}
    </span>
  );
}

function Formulario({ inicial, dados }: { inicial: ValoresForm; dados: CreditoDaEmpresa }) {
  const salvar = useAtualizarCredito();
  const [sucesso, setSucesso] = useState(false);
  const { register, handleSubmit, formState, setError, setValue, control, trigger } = useForm<ValoresForm, unknown, Saida>({
    // The schema's input with the lender's fields kept while hidden, which its discriminated union drops.
    resolver: zodResolver(ConfigCredito) as unknown as Resolver<ValoresForm, unknown, Saida>,
    defaultValues: inicial,
  });
  const planos = useFieldArray({ control, name: "planos" });
  const atual = useWatch({ control }) as Partial<ValoresForm>;
  const e = formState.errors;
  const hoje = hojeBrasil();
  const parceira = atual.financiador?.tipo === "instituicao_parceira";
  const taxas = (atual.planos ?? []).map((_, i) => taxasDaLinha(atual, i, hoje));
  const aoVivo = mensagensDasTaxas(atual);
  const acimaDaMedia = parceira && taxas.some((t) => t?.acima_da_media);
  const erroCiente = e.ciente_taxa_acima_da_media?.message ?? null;
  const intervalo = (INTERVALOS_DIAS as readonly unknown[]).includes(atual.intervalo_dias) ? (atual.intervalo_dias as number) : 15;

  // A plan's refusal depends on who lends, the entry and the interval as much as on its divisor:
  // after a submit, a change to any of them re-checks the plans and the confirmation (react-hook-form
  // re-validates only the field that changed).
  const chaveTaxas = JSON.stringify([atual.financiador?.tipo, atual.entrada_minima_percentual, atual.intervalo_dias, atual.planos]);
  const enviado = formState.isSubmitted;
  useEffect(() => {
    if (enviado) void trigger(["planos", "ciente_taxa_acima_da_media"]);
  }, [chaveTaxas, enviado, trigger]);

  useEffect(() => {
    if (!sucesso) return;
    const t = setTimeout(() => setSucesso(false), TEMPO_SUCESSO_MS);
    return () => clearTimeout(t);
  }, [sucesso]);

  const enviar = handleSubmit((corpo) => {
    setSucesso(false);
    salvar.mutate(corpo, { onSuccess: () => setSucesso(true), onError: (erro) => aplicarErrosServidor(erro, setError) });
  });

  const preencherNoTeto = () => planos.replace(planosNoTeto(REFERENCIAS_CREDITO, intervalo));
  const preencherSemente = () => {
    setValue("entrada_minima_percentual", TABELA_SEMENTE.entrada_minima_percentual);
    setValue("intervalo_dias", TABELA_SEMENTE.intervalo_dias);
    planos.replace(TABELA_SEMENTE.planos.map((p) => ({ ...p })));
  };

  return (
    <form id={ANCORA_CREDIARIO} className="empresa-cartao empresa-form" onSubmit={enviar} noValidate aria-labelledby="titulo-credito">
      <h2 id="titulo-credito">
        <i className="pi pi-calculator" aria-hidden /> Crediário (boleto)
      </h2>
      {sucesso && <Message severity="success" text={MSG_CREDITO.sucesso} className="empresa-sucesso" role="status" />}
      <BannerErro mensagem={salvar.isError ? MSG_CREDITO.erroSalvar(mensagemDe(salvar.error, "Erro desconhecido")) : null} />

      <fieldset className="credito-financiador">
        <legend>Financiador</legend>
        <label className="cobranca-opcao">
          <input type="radio" value="propria_loja" {...register("financiador.tipo")} /> Própria loja
        </label>
        <label className="cobranca-opcao">
          <input type="radio" value="instituicao_parceira" {...register("financiador.tipo")} /> Instituição financeira parceira
        </label>
        {e.financiador?.tipo?.message && <small className="p-error">{e.financiador.tipo.message}</small>}
      </fieldset>

      {parceira ? (
        <div className="credito-parceira">
          <Campo id="financiador.nome" rotulo="Nome da instituição" erro={e.financiador?.nome?.message}>
            <InputText id="financiador.nome" maxLength={LIMITE_NOME_FINANCIADOR} className={e.financiador?.nome ? "p-invalid" : ""} {...register("financiador.nome")} />
          </Campo>
          <CampoMascarado id="financiador.cnpj" rotulo="CNPJ da instituição" nome="financiador.cnpj" mascara="cnpj" erro={e.financiador?.cnpj?.message} register={register} setValue={setValue} />
          <Campo id="financiador.endereco" rotulo="Endereço da instituição" erro={e.financiador?.endereco?.message}>
            <InputText id="financiador.endereco" maxLength={LIMITE_ENDERECO_FINANCIADOR} className={e.financiador?.endereco ? "p-invalid" : ""} {...register("financiador.endereco")} />
          </Campo>
          <p className="nota credito-referencia">
            A instituição é a credora do contrato. Planos acima de {formatarPercentual(dados.alerta_media.taxa_mensal_percentual)} ao mês (1,5 vez a média do Banco Central para crédito pessoal,{" "}
            {formatarPercentual(dados.alerta_media.media.taxa_mensal_percentual)} a.m.) pedem a sua ciência. {dados.alerta_media.fonte}.
          </p>
        </div>
      ) : (
        <p className="nota credito-referencia credito-teto">
          <strong>
            Teto do crediário próprio: {formatarPercentual(dados.teto.taxa_mensal_percentual)} ao mês, juros simples (sem juros sobre juros).
          </strong>{" "}
          Fonte: {dados.teto.fonte}. Para cobrar mais, a venda precisa ser financiada por uma instituição financeira parceira.
        </p>
      )}

      <Campo id="entrada_minima_percentual" rotulo="Entrada mínima (% do preço)" erro={e.entrada_minima_percentual?.message}>
        <Controller
          control={control}
          name="entrada_minima_percentual"
          render={({ field }) => (
            <EntradaDecimal id="entrada_minima_percentual" valor={field.value} aoMudar={field.onChange} aoSair={field.onBlur} classe={e.entrada_minima_percentual ? "p-invalid" : ""} aria-invalid={!!e.entrada_minima_percentual} />
          )}
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
            <th scope="col">Taxas</th>
            <th scope="col" aria-label="Ações" />
          </tr>
        </thead>
        <tbody>
          {planos.fields.map((f, i) => {
            const erroQtd = e.planos?.[i]?.qtd_parcelas?.message;
            // The submit's message, else the schema's ceiling refusal as the divisor is typed (the shop's own credit only).
            const erroDivisor = e.planos?.[i]?.divisor?.message ?? (parceira ? undefined : aoVivo.get(`planos.${i}.divisor`));
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
                  <Controller
                    control={control}
                    name={`planos.${i}.divisor`}
                    render={({ field }) => (
                      <EntradaDecimal
                        id={`planos.${i}.divisor`}
                        aria-label={`Divisor do plano ${i + 1}`}
                        aria-invalid={!!erroDivisor}
                        aria-describedby={erroDivisor ? `planos.${i}.divisor-erro` : undefined}
                        placeholder="0,9694"
                        valor={field.value}
                        aoMudar={field.onChange}
                        aoSair={field.onBlur}
                        classe={erroDivisor ? "p-invalid" : ""}
                      />
                    )}
                  />
                  {erroDivisor && (
                    <small className="p-error" id={`planos.${i}.divisor-erro`} role="alert">
                      {erroDivisor}
                    </small>
                  )}
                </td>
                <td>
                  <Taxas t={taxas[i] ?? null} parceira={parceira} />
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

      {(acimaDaMedia || erroCiente) && (
        <div className="credito-ciente">
          <Message
            severity={erroCiente ? "error" : "warn"}
            text={erroCiente ?? aoVivo.get("ciente_taxa_acima_da_media") ?? MSG_CREDITO.acimaDaMedia(taxas.filter((t) => t?.acima_da_media).map((t) => t!.qtd_parcelas), limiteAlertaMensal(), REFERENCIAS_CREDITO.media_credito_pessoal)}
            className="aviso-cet"
          />
          <label className="cobranca-opcao">
            <input type="checkbox" id="ciente_taxa_acima_da_media" {...register("ciente_taxa_acima_da_media")} /> {MSG_CREDITO.cienteRotulo}
          </label>
        </div>
      )}

      <p className="nota">
        Parcelas = (preço − entrada) ÷ divisor: os juros incidem só sobre o valor financiado. A taxa efetiva e o CET são os de uma venda de {formatarCentavos(PRECO_REFERENCIA_CENTAVOS)} com a entrada mínima (Res. CMN 3.517/2007); os juros simples, pelo método de Gauss, são a medida do teto. Mudar os planos vale só para novas vendas: contratos já feitos não mudam.
      </p>
      <div className="credito-acoes">
        <Button type="button" icon="pi pi-plus" label="Adicionar plano" outlined onClick={() => planos.append({ qtd_parcelas: NaN, divisor: NaN })} />
        <Button type="button" icon="pi pi-check-circle" label="Preencher planos dentro do teto" outlined onClick={preencherNoTeto} />
        {parceira && <Button type="button" icon="pi pi-table" label={ROTULO_SEMENTE} outlined severity="secondary" onClick={preencherSemente} />}
        <Button type="submit" icon="pi pi-save" label={salvar.isPending ? "Salvando..." : "Salvar Crediário"} disabled={salvar.isPending} />
      </div>
    </form>
  );
}

/** The form's starting values from GET: the lender's CNPJ shown masked, the rates left to the live rule. */
function valoresIniciais(d: CreditoDaEmpresa): ValoresForm {
  const f = d.financiador;
  return {
    financiador: f.tipo === "instituicao_parceira" ? { ...f, cnpj: mascararCnpj(f.cnpj) } : { tipo: "propria_loja", nome: "", cnpj: "", endereco: "" },
    entrada_minima_percentual: d.entrada_minima_percentual,
    intervalo_dias: d.intervalo_dias,
    planos: d.planos.map((p) => ({ qtd_parcelas: p.qtd_parcelas, divisor: p.divisor })),
    ciente_taxa_acima_da_media: false,
  };
}

export function PainelCredito() {
  const consulta = useQuery(creditoQueries.detalhe());
  const { hash } = useLocation();
  const rolou = useRef(false);
  // The banner's link (#crediario) opens this panel: bring it into view once it is drawn.
  useEffect(() => {
    if (rolou.current || !consulta.data || hash !== `#${ANCORA_CREDIARIO}`) return;
    rolou.current = true;
    document.getElementById(ANCORA_CREDIARIO)?.scrollIntoView({ block: "start" });
  }, [consulta.data, hash]);
  if (consulta.isPending) return <Carregando />;
  if (consulta.isError) return <BannerErro mensagem={`${MSG_CREDITO.erroCarregar}: ${mensagemDe(consulta.error, "Erro desconhecido")}`} />;
  const d = consulta.data;
  return (
    <>
      <AvisoCreditoAcimaDoTeto noCrediario />
      {d.contrato_periodicidade_fixa && <Message severity="warn" text={MSG_CET.periodicidadeFixa(d.intervalo_dias)} className="aviso-cet" />}
      <Formulario inicial={valoresIniciais(d)} dados={d} />
    </>
  );
}
