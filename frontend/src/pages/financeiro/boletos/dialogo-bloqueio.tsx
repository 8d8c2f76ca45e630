/**
 * The confirmation of a lock action on 'Controle de Boletos' (docs/bloqueio.md): what will happen to the
 * customer's phone, a 'Motivo' (required to lock or suspend) and, for a lock, whether it is the
 * customer's own request (lost or stolen phone: the one lock without an overdue instalment) and a
 * second explicit confirmation that repeats the reason before anything is sent. The form validates
 * with the route's own schema (PedidoBloqueioManual); a refusal of the server (e.g. nothing
 * overdue) is shown here, with the dialog still open.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { Dialog } from "primereact/dialog";
import { InputTextarea } from "primereact/inputtextarea";
import { Message } from "primereact/message";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { ACOES_COM_MOTIVO, MOTIVO_MAXIMO, PedidoBloqueioManual } from "../../../../../shared/bloqueio/schemas";
import { Campo, idsDescricao } from "../../../components/campo";
import { ACOES_BLOQUEIO, explicacaoAcao, MSG_BLOQUEIO_TELA, segundaConfirmacaoBloqueio, type AcaoBloqueio } from "../../../features/boletos/rotulos-bloqueio";
import "../../../components/lista-cadastro.css";

type Entrada = z.input<typeof PedidoBloqueioManual>;
export type PedidoDoDialogo = z.output<typeof PedidoBloqueioManual>;

interface Props {
  acao: AcaoBloqueio;
  cliente: string;
  imei: string;
  /** How many instalments are overdue today (shared/bloqueio/regras.ts parcelasEmAtraso). */
  parcelasEmAtraso: number;
  enviando: boolean;
  /** The server's refusal of the last try, shown in the dialog. */
  erro: string | null;
  aoConfirmar: (pedido: PedidoDoDialogo) => void;
  aoFechar: () => void;
}

export function DialogoBloqueio({ acao, cliente, imei, parcelasEmAtraso, enviando, erro, aoConfirmar, aoFechar }: Props) {
  const textos = ACOES_BLOQUEIO[acao];
  const id = useId();
  const idMotivo = `${id}-motivo`;
  const idPedido = `${id}-a-pedido`;
  const bloqueio = acao === "bloquear";
  const motivoObrigatorio = ACOES_COM_MOTIVO.includes(acao);
  const [confirmando, setConfirmando] = useState(false);
  const { register, control, handleSubmit, formState, watch } = useForm<Entrada, unknown, PedidoDoDialogo>({
    resolver: zodResolver(PedidoBloqueioManual),
    defaultValues: { acao, motivo: "", ...(bloqueio ? { a_pedido_do_cliente: false } : {}) },
  });
  const aPedido = watch("a_pedido_do_cliente") === true;
  const erroMotivo = formState.errors.motivo?.message;

  const enviar = handleSubmit((dados) => {
    if (enviando) return;
    if (bloqueio && !confirmando) {
      setConfirmando(true);
      return;
    }
    aoConfirmar({ ...dados, ...(dados.motivo ? {} : { motivo: undefined }), ...(dados.a_pedido_do_cliente ? {} : { a_pedido_do_cliente: undefined }) });
  });

  const ultimoPasso = !bloqueio || confirmando;
  const rodape = (
    <div className="dialogo-rodape">
      {confirmando ? (
        <Button type="button" label="Voltar" severity="secondary" outlined onClick={() => setConfirmando(false)} disabled={enviando} />
      ) : (
        <Button type="button" label="Cancelar" severity="secondary" outlined onClick={aoFechar} disabled={enviando} />
      )}
      <Button
        type="submit"
        form={`${id}-form`}
        label={enviando ? "Enviando..." : ultimoPasso ? textos.confirmar : "Continuar"}
        icon={ultimoPasso ? textos.icone : "pi pi-arrow-right"}
        iconPos={ultimoPasso ? "left" : "right"}
        severity={ultimoPasso && textos.severidade === "danger" ? "danger" : undefined}
        disabled={enviando}
        autoFocus={confirmando}
      />
    </div>
  );

  return (
    <Dialog
      header={textos.titulo}
      visible
      onHide={() => !enviando && aoFechar()}
      modal
      footer={rodape}
      style={{ width: "min(520px, 95vw)" }}
      draggable={false}
      className="dialogo-bloqueio"
    >
      <form id={`${id}-form`} onSubmit={(ev) => void enviar(ev)} noValidate>
        <p className="dialogo-bloqueio-texto">{explicacaoAcao(acao, cliente, imei, aPedido)}</p>
        {erro && <Message severity="error" className="dialogo-bloqueio-erro" text={erro} role="alert" />}
        {bloqueio && parcelasEmAtraso === 0 && !confirmando && <Message severity="warn" className="dialogo-bloqueio-aviso" text={MSG_BLOQUEIO_TELA.semAtrasoAviso} />}
        {confirmando ? (
          <p className="dialogo-bloqueio-confirmacao" role="alert">
            <i className="pi pi-exclamation-triangle" aria-hidden /> {segundaConfirmacaoBloqueio(cliente, (watch("motivo") ?? "").trim(), aPedido)}
          </p>
        ) : (
          <>
            <Campo id={idMotivo} rotulo={motivoObrigatorio ? "Motivo" : "Motivo (opcional)"} erro={erroMotivo} ajuda="Fica registrado no histórico do contrato.">
              <InputTextarea
                id={idMotivo}
                rows={3}
                autoResize
                maxLength={MOTIVO_MAXIMO + 50}
                className={erroMotivo ? "p-invalid" : undefined}
                aria-invalid={erroMotivo ? true : undefined}
                aria-required={motivoObrigatorio || undefined}
                aria-describedby={idsDescricao(idMotivo, erroMotivo, true)}
                autoFocus
                {...register("motivo")}
              />
            </Campo>
            {bloqueio && (
              <div className="campo-checkbox">
                <Controller
                  name="a_pedido_do_cliente"
                  control={control}
                  render={({ field }) => <Checkbox inputId={idPedido} checked={field.value === true} onChange={(ev) => field.onChange(Boolean(ev.checked))} aria-describedby={`${idPedido}-ajuda`} />}
                />
                <label htmlFor={idPedido}>{MSG_BLOQUEIO_TELA.aPedidoDoCliente}</label>
                <small id={`${idPedido}-ajuda`} className="campo-ajuda">
                  {MSG_BLOQUEIO_TELA.aPedidoAjuda}
                </small>
              </div>
            )}
          </>
        )}
      </form>
    </Dialog>
  );
}
