/**
 * The 'Cobrança' panel of the company screen: late charges (fine and monthly interest within the
 * legal caps) and the automatic-lock policy (Master only). The same zod schema as
 * PUT /api/empresa/cobranca; server field errors land on the fields.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import { Message } from "primereact/message";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { UFS } from "../../../../../shared/br/uf";
import type { Plano } from "../../../../../shared/conta/schemas";
import { ConfigCobranca, MSG_COBRANCA } from "../../../../../shared/empresa/cobranca";
import { ANCORA_COBRANCA } from "../../../../../shared/empresa/primeiros-passos";
import { BannerErro } from "../../../components/banner-erro";
import { Campo } from "../../../components/campo";
import { CampoDinheiro } from "../../../components/campo-dinheiro";
import { Carregando } from "../../../components/carregando";
import { cobrancaQueries, useAtualizarCobranca } from "../../../features/empresa/api/empresa-api";
import { aplicarErrosServidor, mensagemDe } from "../../../lib/erros-formulario";

type Entrada = z.input<typeof ConfigCobranca>;
const TEMPO_SUCESSO_MS = 3000;

function Formulario({ inicial, plano }: { inicial: ConfigCobranca; plano: Plano }) {
  const salvar = useAtualizarCobranca();
  const [sucesso, setSucesso] = useState(false);
  const { register, handleSubmit, formState, setError, control } = useForm<Entrada, unknown, ConfigCobranca>({
    resolver: zodResolver(ConfigCobranca),
    defaultValues: inicial,
  });
  const e = formState.errors;
  const master = plano === "master";

  // The dashboard's first step links here (#cobranca): the panel is below the company form, shown once loaded.
  const { hash } = useLocation();
  const formulario = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (hash === `#${ANCORA_COBRANCA}`) formulario.current?.scrollIntoView({ block: "start" });
  }, [hash]);

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
    <form id={ANCORA_COBRANCA} ref={formulario} className="empresa-cartao empresa-form" onSubmit={enviar} noValidate aria-labelledby="titulo-cobranca">
      <h2 id="titulo-cobranca">
        <i className="pi pi-wallet" aria-hidden /> Cobrança
      </h2>
      {sucesso && <Message severity="success" text={MSG_COBRANCA.sucesso} className="empresa-sucesso" role="status" />}
      <BannerErro mensagem={salvar.isError ? MSG_COBRANCA.erroSalvar(mensagemDe(salvar.error, "Erro desconhecido")) : null} />

      <CampoDinheiro control={control} nome="multa_percentual" rotulo="Multa por atraso (%)" unidade="%" ajuda="Até 2% (CDC art. 52)." />
      <CampoDinheiro control={control} nome="juros_mensal_percentual" rotulo="Juros de mora ao mês (%)" unidade="%" ajuda="Até 1% ao mês, pro rata die." />

      <Campo id="bloqueio_automatico" rotulo="Bloqueio automático do aparelho" erro={e.bloqueio_automatico?.message}>
        <label className="cobranca-opcao">
          <input id="bloqueio_automatico" type="checkbox" disabled={!master} {...register("bloqueio_automatico")} /> Bloquear automaticamente após a carência
        </label>
      </Campo>
      {!master && <p className="nota">{MSG_COBRANCA.bloqueioSoMaster}</p>}
      <Campo id="dias_carencia" rotulo="Dias de carência (dias úteis)" erro={e.dias_carencia?.message}>
        <InputText id="dias_carencia" type="number" inputMode="numeric" min={3} max={60} className={e.dias_carencia ? "p-invalid" : ""} {...register("dias_carencia", { valueAsNumber: true })} />
      </Campo>
      <CampoDinheiro control={control} nome="valor_minimo_atraso" rotulo="Valor mínimo em atraso para bloquear" />
      <fieldset className="cobranca-ufs">
        <legend>UFs sem bloqueio</legend>
        {UFS.map((uf) => (
          <label key={uf}>
            <input type="checkbox" value={uf} {...register("ufs_sem_bloqueio")} /> {uf}
          </label>
        ))}
        {e.ufs_sem_bloqueio?.message && <small className="p-error">{e.ufs_sem_bloqueio.message}</small>}
      </fieldset>
      <p className="nota">No Ceará a lei proíbe bloquear o celular por atraso: mantenha CE marcado.</p>
      <Button type="submit" icon="pi pi-save" label={salvar.isPending ? "Salvando..." : "Salvar Cobrança"} disabled={salvar.isPending} />
    </form>
  );
}

export function PainelCobranca({ plano }: { plano: Plano }) {
  const consulta = useQuery(cobrancaQueries.detalhe());
  if (consulta.isPending) return <Carregando />;
  if (consulta.isError) return <BannerErro mensagem={`${MSG_COBRANCA.erroCarregar}: ${mensagemDe(consulta.error, "Erro desconhecido")}`} />;
  return <Formulario inicial={consulta.data} plano={plano} />;
}
