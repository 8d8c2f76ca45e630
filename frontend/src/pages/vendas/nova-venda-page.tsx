/**
 * /vendas — new sale (spec sections 2, 5 and 9): customer, device in stock, payment method, date,
 * entry and instalments. For BOLETO the entry starts at 25% of the device's price and the summary
 * is computed live by the server's own instalment function.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { InputNumber } from "primereact/inputnumber";
import { InputText } from "primereact/inputtext";
import { useState } from "react";
import { Controller, useForm, useWatch, type DefaultValues } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import type { z } from "zod";
import { hojeBrasil } from "../../../../shared/br/datas";
import { formatarCentavos, paraCentavos } from "../../../../shared/br/dinheiro";
import { entradaMinimaCentavos, entradaValida } from "../../../../shared/regras/parcelamento";
import { CriarVendaInput, MSG_VENDA, type FormaPagamento } from "../../../../shared/vendas/schemas";
import { BannerErro } from "../../components/banner-erro";
import { Campo } from "../../components/campo";
import type { ItemComProduto } from "../../features/estoque/api/estoque-api";
import { useCriarVenda, type NovaVendaResposta } from "../../features/vendas/api/vendas-api";
import { OPCOES_FORMA, OPCOES_PARCELAS_BOLETO } from "../../features/vendas/opcoes-venda";
import { entradaSugerida, resumirBoleto, resumirSemJuros } from "../../features/vendas/resumo-parcelamento";
import { aplicarErrosServidor, mensagemDe } from "../../lib/erros-formulario";
import { ResumoVenda } from "./resumo-venda";
import { SeletorAparelho, SeletorCliente } from "./seletores-venda";
import { VendaRealizada } from "./venda-realizada";
import "./vendas.css";

type Form = z.input<typeof CriarVendaInput>;
const vazio = (): DefaultValues<Form> => ({ cliente_id: "", imei_id: "", data_venda: hojeBrasil(), entrada: 0, qtd_parcelas: 1 });
/** Entry and instalments mean something only for a boleto or a credit card. */
const comParcelas = (f: FormaPagamento | undefined) => f === "BOLETO" || f === "CARTAO_CREDITO";

export default function NovaVendaPage() {
  const navegar = useNavigate();
  const criar = useCriarVenda();
  const [item, setItem] = useState<ItemComProduto | null>(null);
  const [realizada, setRealizada] = useState<NovaVendaResposta | null>(null);
  const { control, handleSubmit, setValue, setError, clearErrors, reset, formState } = useForm<Form, unknown, z.output<typeof CriarVendaInput>>({
    resolver: zodResolver(CriarVendaInput),
    defaultValues: vazio(),
  });
  const e = formState.errors;
  const [forma, entrada, qtd, data] = useWatch({ control, name: ["forma_pagamento", "entrada", "qtd_parcelas", "data_venda"] });
  const preco = item?.produto?.preco_final ?? null;
  const boleto = forma === "BOLETO" ? resumirBoleto({ precoReais: preco, entradaReais: entrada, qtdParcelas: qtd, dataVenda: data ?? "" }) : null;
  const semJuros = forma && forma !== "BOLETO" ? resumirSemJuros({ precoReais: preco, entradaReais: entrada, qtdParcelas: qtd }) : null;
  const validar = formState.isSubmitted;

  const mudarAparelho = (novo: ItemComProduto | null) => {
    setItem(novo);
    setValue("imei_id", novo?.id ?? "", { shouldValidate: validar });
    // Spec section 9: the boleto entry is pre-filled at 25% whenever a device is chosen.
    if (forma === "BOLETO") setValue("entrada", novo?.produto ? entradaSugerida(novo.produto.preco_final) : 0);
  };

  const mudarForma = (f: FormaPagamento) => {
    setValue("forma_pagamento", f, { shouldValidate: validar });
    clearErrors(["entrada", "qtd_parcelas"]);
    if (f === "BOLETO") {
      setValue("entrada", item?.produto ? entradaSugerida(item.produto.preco_final) : 0);
      setValue("qtd_parcelas", undefined);
    } else {
      setValue("entrada", 0);
      setValue("qtd_parcelas", 1);
    }
  };

  const enviar = handleSubmit((dados) => {
    if (dados.forma_pagamento === "BOLETO" && item?.produto) {
      const precoCentavos = paraCentavos(item.produto.preco_final);
      if (!entradaValida(precoCentavos, paraCentavos(dados.entrada))) {
        setError("entrada", { type: "min", message: MSG_VENDA.entradaMinima(formatarCentavos(entradaMinimaCentavos(precoCentavos))) });
        return;
      }
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
      <form onSubmit={enviar} noValidate className="venda-layout">
        <div className="venda-cartao venda-campos">
          <Campo id="cliente_id" rotulo="Cliente" erro={e.cliente_id?.message}>
            <Controller name="cliente_id" control={control} render={({ field }) => <SeletorCliente valor={field.value} aoMudar={field.onChange} invalido={!!e.cliente_id} />} />
          </Campo>
          <Campo id="imei_id" rotulo="IMEI" erro={e.imei_id?.message}>
            <Controller name="imei_id" control={control} render={() => <SeletorAparelho selecionado={item} aoMudar={mudarAparelho} invalido={!!e.imei_id} />} />
          </Campo>
          <Campo id="forma_pagamento" rotulo="Forma de pagamento" erro={e.forma_pagamento?.message}>
            <Controller
              name="forma_pagamento"
              control={control}
              render={({ field }) => (
                <Dropdown
                  inputId="forma_pagamento"
                  value={field.value ?? null}
                  options={OPCOES_FORMA}
                  placeholder="Selecione a forma de pagamento"
                  className={e.forma_pagamento ? "w-full p-invalid" : "w-full"}
                  onChange={(ev) => mudarForma(ev.value as FormaPagamento)}
                />
              )}
            />
          </Campo>
          <Campo id="data_venda" rotulo="Data da venda" erro={e.data_venda?.message}>
            <Controller
              name="data_venda"
              control={control}
              render={({ field }) => (
                <InputText id="data_venda" type="date" value={field.value ?? ""} className={e.data_venda ? "w-full p-invalid" : "w-full"} onChange={(ev) => field.onChange(ev.target.value)} />
              )}
            />
          </Campo>
          {comParcelas(forma) && (
            <Campo id="entrada" rotulo="Entrada" erro={e.entrada?.message}>
              <Controller
                name="entrada"
                control={control}
                render={({ field }) => (
                  <InputNumber
                    inputId="entrada"
                    value={field.value ?? null}
                    mode="currency"
                    currency="BRL"
                    locale="pt-BR"
                    min={0}
                    className={e.entrada ? "w-full p-invalid" : "w-full"}
                    onChange={(ev) => field.onChange(ev.value ?? undefined)}
                    onValueChange={(ev) => field.onChange(ev.value ?? undefined)}
                  />
                )}
              />
            </Campo>
          )}
          {forma === "BOLETO" && (
            <Campo id="qtd_parcelas" rotulo="Parcelas" erro={e.qtd_parcelas?.message}>
              <Controller
                name="qtd_parcelas"
                control={control}
                render={({ field }) => (
                  <Dropdown
                    inputId="qtd_parcelas"
                    value={field.value ?? null}
                    options={OPCOES_PARCELAS_BOLETO}
                    placeholder="Escolha 8x, 12x, 16x ou 18x"
                    className={e.qtd_parcelas ? "w-full p-invalid" : "w-full"}
                    onChange={(ev) => field.onChange(ev.value as number)}
                  />
                )}
              />
            </Campo>
          )}
          {forma === "CARTAO_CREDITO" && (
            <Campo id="qtd_parcelas" rotulo="Parcelas" erro={e.qtd_parcelas?.message}>
              <Controller
                name="qtd_parcelas"
                control={control}
                render={({ field }) => (
                  <InputNumber
                    inputId="qtd_parcelas"
                    value={field.value ?? null}
                    min={1}
                    useGrouping={false}
                    suffix="x"
                    className={e.qtd_parcelas ? "w-full p-invalid" : "w-full"}
                    onChange={(ev) => field.onChange(ev.value ?? undefined)}
                    onValueChange={(ev) => field.onChange(ev.value ?? undefined)}
                  />
                )}
              />
            </Campo>
          )}
        </div>
        <ResumoVenda forma={forma} boleto={boleto} semJuros={semJuros} />
        <div className="acoes-venda">
          <Button type="button" label="Cancelar" outlined severity="secondary" onClick={() => navegar("/dashboard")} />
          <Button type="submit" label={criar.isPending ? "Processando..." : "Realizar Venda"} icon="pi pi-check" disabled={criar.isPending} />
        </div>
      </form>
    </section>
  );
}
