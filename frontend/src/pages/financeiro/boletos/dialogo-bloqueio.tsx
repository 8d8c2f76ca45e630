/**
 * The confirmation of a lock action on 'Controle de Boletos' (issue 18, BLOQUEIO.md): what will
 * happen to the customer's phone, a 'Motivo' (required to lock or suspend: 'Informe o motivo.')
 * and, for a lock, a second explicit confirmation that repeats the reason before anything is sent.
 */
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { InputTextarea } from "primereact/inputtextarea";
import { useId, useState, type FormEvent } from "react";
import { Campo, idsDescricao } from "../../../components/campo";
import {
  ACOES_BLOQUEIO,
  explicacaoAcao,
  MOTIVO_MAXIMO,
  segundaConfirmacaoBloqueio,
  validarMotivo,
  type AcaoBloqueio,
} from "../../../features/boletos/rotulos-bloqueio";
import "../../../components/lista-cadastro.css";

interface Props {
  acao: AcaoBloqueio;
  cliente: string;
  imei: string;
  enviando: boolean;
  aoConfirmar: (motivo: string) => void;
  aoFechar: () => void;
}

export function DialogoBloqueio({ acao, cliente, imei, enviando, aoConfirmar, aoFechar }: Props) {
  const textos = ACOES_BLOQUEIO[acao];
  const id = useId();
  const idMotivo = `${id}-motivo`;
  const [motivo, setMotivo] = useState("");
  const [erro, setErro] = useState<string | null>(null);
  const [confirmando, setConfirmando] = useState(false);

  const enviar = (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    if (enviando) return;
    const problema = validarMotivo(motivo, textos.motivoObrigatorio);
    setErro(problema);
    if (problema) {
      document.getElementById(idMotivo)?.focus();
      return;
    }
    if (textos.segundaConfirmacao && !confirmando) {
      setConfirmando(true);
      return;
    }
    aoConfirmar(motivo.trim());
  };

  const ultimoPasso = !textos.segundaConfirmacao || confirmando;
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
      <form id={`${id}-form`} onSubmit={enviar} noValidate>
        <p className="dialogo-bloqueio-texto">{explicacaoAcao(acao, cliente, imei)}</p>
        {confirmando ? (
          <p className="dialogo-bloqueio-confirmacao" role="alert">
            <i className="pi pi-exclamation-triangle" aria-hidden /> {segundaConfirmacaoBloqueio(cliente, motivo.trim())}
          </p>
        ) : (
          <Campo id={idMotivo} rotulo={textos.motivoObrigatorio ? "Motivo" : "Motivo (opcional)"} erro={erro} ajuda="Fica registrado no histórico do contrato.">
            <InputTextarea
              id={idMotivo}
              value={motivo}
              rows={3}
              autoResize
              maxLength={MOTIVO_MAXIMO + 50}
              className={erro ? "p-invalid" : undefined}
              aria-invalid={erro ? true : undefined}
              aria-required={textos.motivoObrigatorio || undefined}
              aria-describedby={idsDescricao(idMotivo, erro, true)}
              autoFocus
              onChange={(e) => {
                setMotivo(e.target.value);
                if (erro) setErro(validarMotivo(e.target.value, textos.motivoObrigatorio));
              }}
            />
          </Campo>
        )}
      </form>
    </Dialog>
  );
}
