/**
 * /vendas — new sale (spec sections 2, 5 and 9): customer, device in stock, payment method, date,
 * entry and instalments. For BOLETO the plans, the minimum entry and the interval are the
 * company's (GET /api/empresa/credito); the entry starts at the minimum share of the device's
 * price and the summary — the CDC art. 52 disclosure — is computed live by the server's own rules.
 * A company whose active contract template lacks a disclosure's placeholder is warned here, and a
 * boleto asks the customer's declared monthly income (CDC art. 54-D: a warning above 30%, never a refusal). The entry keeps what is typed: an
 * amount outside the allowed range (erroEntrada, the API's rule) stays on screen with the reason
 * under the field, and the sale is not sent until it is fixed.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { InputNumber } from "primereact/inputnumber";
import { Message } from "primereact/message";
import { useState } from "react";
import { useForm, useWatch, type DefaultValues } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import type * as z from "zod/mini";
import { hojeBrasil } from "../../../../shared/br/datas";
import { paraCentavos } from "../../../../shared/br/dinheiro";
import { MSG_CET, msgDivulgacoesAusentes } from "../../../../shared/documentos/placeholders";
import { encargosDe } from "../../../../shared/empresa/cobranca";
import { condicoesDaOferta, MSG_CAPACIDADE } from "../../../../shared/regras/divulgacao-credito";
import { MSG_CREDITO } from "../../../../shared/empresa/credito";
import { msgParcelasBoleto, type TabelaCredito } from "../../../../shared/regras/parcelamento";
import { erroEntrada } from "../../../../shared/regras/venda";
import { FORMAS_PAGAMENTO_BALCAO, ROTULO_FORMA_BALCAO, type FormaPagamentoBalcao } from "../../../../shared/vendas/pagamento-balcao";
import { CriarVendaInput, type FormaPagamento } from "../../../../shared/vendas/schemas";
import { usePode, useSessao } from "../../app/guards";
import { AvisoSemEndereco } from "../../components/aviso-sem-endereco";
import { BannerErro } from "../../components/banner-erro";
import { CampoControlado } from "../../components/campo-controlado";
import { CampoDinheiro } from "../../components/campo-dinheiro";
import { EntradaData } from "../../components/entrada-data";
import { cobrancaQueries, creditoQueries } from "../../features/empresa/api/empresa-api";
import { AvisoCreditoAcimaDoTeto } from "../../features/empresa/aviso-credito";
import type { ItemComProduto } from "../../features/estoque/api/estoque-api";
import { useCriarVenda, type NovaVendaResposta } from "../../features/vendas/api/vendas-api";
import { OPCOES_FORMA, opcoesParcelasBoleto } from "../../features/vendas/opcoes-venda";
import { entradaSugerida, faltaNoResumo, resumirBoleto, resumirSemJuros } from "../../features/vendas/resumo-parcelamento";
import { aplicarErrosServidor, mensagemDe } from "../../lib/erros-formulario";
import { ConsentimentoBloqueio } from "./consentimento-bloqueio";
import { ResumoVenda } from "./resumo-venda";
import { SeletorAparelho, SeletorCliente } from "./seletores-venda";
import { VendaRealizada } from "./venda-realizada";
import "./vendas.css";

type Form = z.input<typeof CriarVendaInput>;
const vazio = (): DefaultValues<Form> => ({ cliente_id: "", imei_id: "", data_venda: hojeBrasil(), entrada: 0, qtd_parcelas: 1, forma_entrada: "DINHEIRO" });
/** How a boleto sale's entry is paid at the counter (its receipt says it: issue 36 item 12). */
const OPCOES_FORMA_ENTRADA = FORMAS_PAGAMENTO_BALCAO.map((f) => ({ value: f, label: ROTULO_FORMA_BALCAO[f] }));
/** Entry and instalments mean something only for a boleto or a credit card. */
const comParcelas = (f: FormaPagamento | undefined) => f === "BOLETO" || f === "CARTAO_CREDITO";

/** The entry's range for the chosen device and method, or null while it cannot be judged. */
function regraEntrada(forma: FormaPagamento | undefined, precoReais: number | null, entrada: unknown, qtd: unknown, tabela: TabelaCredito | undefined): string | null {
  if (!forma || precoReais === null || typeof entrada !== "number" || !Number.isFinite(entrada)) return null;
  if (forma === "BOLETO" && !tabela) return null;
  return erroEntrada({ forma, precoCentavos: paraCentavos(precoReais), entradaCentavos: paraCentavos(entrada), qtdParcelas: qtd, tabela });
}

export default function NovaVendaPage() {
  const navegar = useNavigate();
  const { empresa } = useSessao();
  const podeFazer = usePode();
  const criar = useCriarVenda();
  // The company's plans: until they arrive a boleto shows no numbers rather than the seed's.
  const credito = useQuery(creditoQueries.detalhe());
  const tabela = credito.data;
  // The late charges the contract will stipulate (the company's 'Cobrança' setting): part of the disclosure.
  const cobranca = useQuery(cobrancaQueries.detalhe());
  const [item, setItem] = useState<ItemComProduto | null>(null);
  const [realizada, setRealizada] = useState<NovaVendaResposta | null>(null);
  const { control, handleSubmit, setValue, setError, clearErrors, reset, formState } = useForm<Form, unknown, z.output<typeof CriarVendaInput>>({
    resolver: zodResolver(CriarVendaInput),
    defaultValues: vazio(),
  });
  const [forma, entrada, qtd, data, renda] = useWatch({ control, name: ["forma_pagamento", "entrada", "qtd_parcelas", "data_venda", "renda_mensal_declarada"] });
  const preco = item?.produto?.preco_final ?? null;
  // What the sale discloses besides the cost: who lends, the frequency, the late charges, the offer's validity (from today).
  const condicoes =
    tabela && cobranca.data
      ? condicoesDaOferta({ financiador: tabela.financiador, loja: empresa, intervaloDias: tabela.intervalo_dias, hoje: hojeBrasil(), encargos: encargosDe(cobranca.data) })
      : undefined;
  const boleto =
    forma === "BOLETO" && tabela && condicoes ? resumirBoleto({ precoReais: preco, entradaReais: entrada, qtdParcelas: qtd, dataVenda: data ?? "", tabela, condicoes, rendaReais: renda }) : null;
  const semJuros = forma && forma !== "BOLETO" ? resumirSemJuros({ precoReais: preco, entradaReais: entrada, qtdParcelas: qtd }) : null;
  const semTabela =
    forma !== "BOLETO"
      ? null
      : !tabela
        ? credito.isError
          ? "Não foi possível carregar os planos de crediário da loja."
          : "Carregando os planos de crediário..."
        : !cobranca.data
          ? cobranca.isError
            ? "Não foi possível carregar a multa e os juros de atraso da loja."
            : "Carregando a multa e os juros de atraso..."
          : null;
  const falta = semTabela ?? faltaNoResumo({ temAparelho: preco !== null, forma, qtdParcelas: qtd, tabela });
  const foraDaFaixa = comParcelas(forma) ? regraEntrada(forma, preco, entrada, qtd, tabela) : null;
  const validar = formState.isSubmitted;

  const mudarAparelho = (novo: ItemComProduto | null) => {
    setItem(novo);
    setValue("imei_id", novo?.id ?? "", { shouldValidate: validar });
    // Spec section 9: the boleto entry is pre-filled at 25% whenever a device is chosen.
    if (forma === "BOLETO") setValue("entrada", novo?.produto ? entradaSugerida(novo.produto.preco_final, tabela) : 0);
  };

  const mudarForma = (f: FormaPagamento) => {
    setValue("forma_pagamento", f, { shouldValidate: validar });
    clearErrors(["entrada", "qtd_parcelas"]);
    if (f === "BOLETO") {
      setValue("entrada", item?.produto ? entradaSugerida(item.produto.preco_final, tabela) : 0);
      setValue("qtd_parcelas", undefined);
    } else {
      setValue("entrada", 0);
      setValue("qtd_parcelas", 1);
      // Only a boleto asks the income (CDC art. 54-D): nothing typed for it goes with another method.
      setValue("renda_mensal_declarada", null);
      clearErrors("renda_mensal_declarada");
    }
  };

  const enviar = handleSubmit((dados) => {
    // The rule is already under the field; nothing leaves until the entry is back in range.
    const erro = comParcelas(dados.forma_pagamento) ? regraEntrada(dados.forma_pagamento, preco, dados.entrada, dados.qtd_parcelas, tabela) : null;
    if (erro) {
      setError("entrada", { type: "faixa", message: erro }, { shouldFocus: true });
      return;
    }
    setRealizada(null);
    criar.mutate(dados, {
      onSuccess: (r) => {
        setRealizada(r);
        setItem(null);
        reset(vazio());
      },
      onError: (erro) => aplicarErrosServidor(erro, setError),
    });
  });

  return (
    <section className="nova-venda">
      <h1>Nova Venda</h1>
      {realizada && <VendaRealizada resposta={realizada} aoFechar={() => setRealizada(null)} />}
      <BannerErro mensagem={criar.isError ? `Erro ao realizar venda: ${mensagemDe(criar.error, "Erro desconhecido")}` : null} />
      <AvisoSemEndereco passos={empresa.primeiros_passos} podeCorrigir={podeFazer("administrar")} />
      <AvisoCreditoAcimaDoTeto />
      {forma === "BOLETO" && tabela && tabela.contrato_divulgacoes_ausentes.length > 0 && (
        <Message severity="warn" text={msgDivulgacoesAusentes(tabela.contrato_divulgacoes_ausentes)} className="aviso-cet aviso-divulgacoes" />
      )}
      {forma === "BOLETO" && tabela?.financiador.tipo === "instituicao_parceira" && qtd !== undefined && tabela.planos.some((p) => p.qtd_parcelas === qtd && p.acima_da_media) && (
        <Message severity="warn" text={MSG_CREDITO.planoAcimaDaMediaNaVenda(qtd, tabela.alerta_media.taxa_mensal_percentual)} className="aviso-cet aviso-acima-da-media" />
      )}
      {forma === "BOLETO" && tabela?.contrato_periodicidade_fixa && <Message severity="warn" text={MSG_CET.periodicidadeFixa(tabela.intervalo_dias)} className="aviso-cet" />}
      <form onSubmit={enviar} noValidate className="venda-layout">
        <div className="venda-cartao venda-campos">
          <CampoControlado control={control} nome="cliente_id" rotulo="Cliente">
            {({ field, invalido }) => <SeletorCliente valor={field.value} aoMudar={field.onChange} invalido={invalido} />}
          </CampoControlado>
          <CampoControlado control={control} nome="imei_id" rotulo="IMEI">
            {({ invalido }) => <SeletorAparelho selecionado={item} aoMudar={mudarAparelho} invalido={invalido} />}
          </CampoControlado>
          <CampoControlado control={control} nome="forma_pagamento" rotulo="Forma de pagamento">
            {({ field, id, classe }) => (
              <Dropdown
                inputId={id}
                value={field.value ?? null}
                options={OPCOES_FORMA}
                placeholder="Selecione a forma de pagamento"
                className={classe}
                onChange={(ev) => mudarForma(ev.value as FormaPagamento)}
              />
            )}
          </CampoControlado>
          <CampoControlado control={control} nome="data_venda" rotulo="Data da venda">
            {({ field, id, classe, aria }) => <EntradaData id={id} valor={field.value} aoMudar={field.onChange} aoSair={field.onBlur} classe={classe} maximo={hojeBrasil()} aria={aria} />}
          </CampoControlado>
          {comParcelas(forma) && <CampoDinheiro control={control} nome="entrada" rotulo="Entrada" erroRegra={foraDaFaixa} />}
          {forma === "BOLETO" && typeof entrada === "number" && entrada > 0 && (
            <CampoControlado control={control} nome="forma_entrada" rotulo="Forma de pagamento da entrada">
              {({ field, id, classe }) => (
                <Dropdown inputId={id} value={field.value ?? "DINHEIRO"} options={OPCOES_FORMA_ENTRADA} className={classe} onChange={(ev) => field.onChange(ev.value as FormaPagamentoBalcao)} />
              )}
            </CampoControlado>
          )}
          {forma === "BOLETO" && (
            <CampoControlado control={control} nome="qtd_parcelas" rotulo="Parcelas">
              {({ field, id, classe }) => (
                <Dropdown
                  inputId={id}
                  value={field.value ?? null}
                  options={tabela ? opcoesParcelasBoleto(tabela) : []}
                  placeholder={tabela ? msgParcelasBoleto(tabela).replace("Para boleto, escolha", "Escolha") : "Carregando planos..."}
                  className={classe}
                  onChange={(ev) => field.onChange(ev.value as number)}
                />
              )}
            </CampoControlado>
          )}
          {forma === "BOLETO" && <CampoDinheiro control={control} nome="renda_mensal_declarada" rotulo={MSG_CAPACIDADE.rotulo} ajuda={MSG_CAPACIDADE.ajuda} />}
          {forma === "BOLETO" && <ConsentimentoBloqueio control={control} />}
          {forma === "CARTAO_CREDITO" && (
            <CampoControlado control={control} nome="qtd_parcelas" rotulo="Parcelas">
              {({ field, id, classe, aria }) => (
                <InputNumber
                  inputId={id}
                  value={field.value ?? null}
                  min={1}
                  max={99}
                  useGrouping={false}
                  suffix="x"
                  className={classe}
                  aria-invalid={aria["aria-invalid"]}
                  aria-describedby={aria["aria-describedby"]}
                  onValueChange={(ev) => field.onChange(ev.value ?? undefined)}
                />
              )}
            </CampoControlado>
          )}
        </div>
        <ResumoVenda forma={forma} falta={falta} boleto={boleto} semJuros={semJuros} />
        <div className="acoes-venda">
          <Button type="button" label="Cancelar" outlined severity="secondary" onClick={() => navegar("/dashboard")} />
          <Button type="submit" label={criar.isPending ? "Processando..." : "Realizar Venda"} icon="pi pi-check" disabled={criar.isPending} />
        </div>
      </form>
    </section>
  );
}
