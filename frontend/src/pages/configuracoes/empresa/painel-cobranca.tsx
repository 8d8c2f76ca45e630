/**
 * The 'Cobrança' panel of the company screen: late charges (fine and monthly interest within the
 * legal caps) and the automatic-lock policy (Master only). The same zod schema as
 * PUT /api/empresa/cobranca; server field errors land on the fields. Turning the automatic lock on
 * (issue 37 item 6) opens the lock's legal position (POSICAO_LEGAL_BLOQUEIO) with an explicit
 * acceptance, sent as `ciente_posicao_legal_bloqueio`; the acceptance in force says who and when.
 * A shop in Ceará cannot turn it on (its state law).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { Dialog } from "primereact/dialog";
import { InputText } from "primereact/inputtext";
import { Message } from "primereact/message";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { useLocation } from "react-router-dom";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { ufComLeiContraBloqueio } from "../../../../../shared/bloqueio/regras";
import { UFS } from "../../../../../shared/br/uf";
import type { Plano } from "../../../../../shared/conta/schemas";
import { AtualizarCobrancaInput, DIAS_CARENCIA_MAXIMO, DIAS_CARENCIA_MINIMO, MSG_COBRANCA, POSICAO_LEGAL_BLOQUEIO, type CobrancaDaEmpresa } from "../../../../../shared/empresa/cobranca";
import { ANCORA_COBRANCA } from "../../../../../shared/empresa/primeiros-passos";
import { formatarInstante } from "../../../../../shared/vendas/eventos-texto";
import { BannerErro } from "../../../components/banner-erro";
import { Campo } from "../../../components/campo";
import { CampoDinheiro } from "../../../components/campo-dinheiro";
import { Carregando } from "../../../components/carregando";
import { cobrancaQueries, useAtualizarCobranca } from "../../../features/empresa/api/empresa-api";
import { aplicarErrosServidor, mensagemDe } from "../../../lib/erros-formulario";
import "../../../components/lista-cadastro.css";
import "./painel-cobranca.css";

type Entrada = z.input<typeof AtualizarCobrancaInput>;
const TEMPO_SUCESSO_MS = 3000;

/** The legal position and the explicit acceptance, before the automatic lock may be turned on. */
function DialogoPosicaoLegal({ aoAceitar, aoCancelar }: { aoAceitar: () => void; aoCancelar: () => void }) {
  const [ciente, setCiente] = useState(false);
  const rodape = (
    <div className="dialogo-rodape">
      <Button type="button" label="Cancelar" severity="secondary" outlined onClick={aoCancelar} />
      <Button type="button" label="Ligar o bloqueio automático" icon="pi pi-lock" severity="danger" disabled={!ciente} onClick={aoAceitar} />
    </div>
  );
  return (
    <Dialog header={POSICAO_LEGAL_BLOQUEIO.titulo} visible modal onHide={aoCancelar} footer={rodape} style={{ width: "min(620px, 95vw)" }} draggable={false} className="dialogo-posicao-legal">
      {POSICAO_LEGAL_BLOQUEIO.paragrafos.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <div className="posicao-legal-aceite">
        <Checkbox inputId="ciente_posicao_legal_bloqueio" checked={ciente} onChange={(ev) => setCiente(ev.checked === true)} />
        <label htmlFor="ciente_posicao_legal_bloqueio">{POSICAO_LEGAL_BLOQUEIO.aceite}</label>
      </div>
    </Dialog>
  );
}

function Formulario({ inicial, plano, uf }: { inicial: CobrancaDaEmpresa; plano: Plano; uf: string | null }) {
  const salvar = useAtualizarCobranca();
  const [sucesso, setSucesso] = useState(false);
  const [perguntando, setPerguntando] = useState(false);
  const { bloqueio_aceite: aceiteInicial, ...config } = inicial;
  const { register, handleSubmit, formState, setError, setValue, watch, control } = useForm<Entrada, unknown, AtualizarCobrancaInput>({
    resolver: zodResolver(AtualizarCobrancaInput),
    defaultValues: config,
  });
  const e = formState.errors;
  const master = plano === "master";
  const noCeara = ufComLeiContraBloqueio(uf);
  // The acceptance in force is the saved one (the server's answer replaces `inicial` after a save).
  const aceite = salvar.data?.bloqueio_aceite ?? aceiteInicial;
  const ciente = watch("ciente_posicao_legal_bloqueio") === true;
  const ligado = watch("bloqueio_automatico") === true;

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

  const campoBloqueio = register("bloqueio_automatico");
  const mudarBloqueio = (ev: ChangeEvent<HTMLInputElement>) => {
    // Turning it on without an acceptance in force asks first; the box stays off until accepted.
    if (ev.target.checked && !aceite && !ciente) {
      ev.target.checked = false;
      setPerguntando(true);
      return;
    }
    if (!ev.target.checked) setValue("ciente_posicao_legal_bloqueio", undefined);
    void campoBloqueio.onChange(ev);
  };

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

      <Campo id="bloqueio_automatico" rotulo="Bloqueio automático do aparelho" erro={e.bloqueio_automatico?.message ?? e.ciente_posicao_legal_bloqueio?.message}>
        <label className="cobranca-opcao">
          <input id="bloqueio_automatico" type="checkbox" disabled={!master || (noCeara && !ligado)} {...campoBloqueio} onChange={mudarBloqueio} /> Bloquear automaticamente após a carência
        </label>
      </Campo>
      {!master && <p className="nota">{MSG_COBRANCA.bloqueioSoMaster}</p>}
      {master && noCeara && <p className="nota">{MSG_COBRANCA.lojaNoCeara}</p>}
      {ligado && aceite && (
        <p className="nota cobranca-aceite">
          <i className="pi pi-check-circle" aria-hidden /> Posição legal do bloqueio aceita por {aceite.nome ?? "usuário removido"} em {formatarInstante(aceite.em)}.
        </p>
      )}
      {ligado && !aceite && ciente && <p className="nota cobranca-aceite">Posição legal do bloqueio aceita: salve para ligar o bloqueio automático.</p>}
      {/* Switched on before the acceptance existed: it stays on only once someone accepts it. */}
      {ligado && !aceite && !ciente && (
        <p className="nota">
          Ninguém desta loja aceitou ainda a posição legal do bloqueio automático.{" "}
          <Button type="button" link label="Ler e aceitar" className="p-0" onClick={() => setPerguntando(true)} />
        </p>
      )}
      {perguntando && (
        <DialogoPosicaoLegal
          aoCancelar={() => setPerguntando(false)}
          aoAceitar={() => {
            setValue("ciente_posicao_legal_bloqueio", true);
            setValue("bloqueio_automatico", true, { shouldDirty: true });
            setPerguntando(false);
          }}
        />
      )}
      <Campo id="dias_carencia" rotulo="Dias de carência (dias úteis)" erro={e.dias_carencia?.message}>
        <InputText id="dias_carencia" type="number" inputMode="numeric" min={DIAS_CARENCIA_MINIMO} max={DIAS_CARENCIA_MAXIMO} className={e.dias_carencia ? "p-invalid" : ""} {...register("dias_carencia", { valueAsNumber: true })} />
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
      <p className="nota">No Ceará a lei proíbe bloquear o celular por atraso: clientes e lojas do CE nunca são bloqueados, marcado ou não.</p>
      <Button type="submit" icon="pi pi-save" label={salvar.isPending ? "Salvando..." : "Salvar Cobrança"} disabled={salvar.isPending} />
    </form>
  );
}

export function PainelCobranca({ plano, uf }: { plano: Plano; uf: string | null }) {
  const consulta = useQuery(cobrancaQueries.detalhe());
  if (consulta.isPending) return <Carregando />;
  if (consulta.isError) return <BannerErro mensagem={`${MSG_COBRANCA.erroCarregar}: ${mensagemDe(consulta.error, "Erro desconhecido")}`} />;
  return <Formulario inicial={consulta.data} plano={plano} uf={uf} />;
}
