/**
 * A modal form: title, the fields, the save error banner, and Cancelar / Salvar in the footer
 * (the submit button stays disabled and reads 'Salvando...' while the request runs).
 */
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { useEffect, useId, useState, type FormEventHandler, type ReactNode } from "react";
import { BannerErro } from "./banner-erro";
import "./lista-cadastro.css";

interface Props {
  titulo: string;
  aoFechar: () => void;
  aoEnviar: FormEventHandler<HTMLFormElement>;
  salvando: boolean;
  erro?: string | null;
  rotuloSalvar?: string;
  largura?: string;
  children: ReactNode;
}

export function DialogoFormulario({ titulo, aoFechar, aoEnviar, salvando, erro, rotuloSalvar = "Salvar", largura = "560px", children }: Props) {
  const idForm = useId();
  // The save error is about what was sent: once the user edits the form it no longer applies,
  // and a new answer (another attempt) shows again.
  const [editado, setEditado] = useState(false);
  useEffect(() => setEditado(false), [erro]);
  const rodape = (
    <div className="dialogo-rodape">
      <Button type="button" label="Cancelar" severity="secondary" outlined onClick={aoFechar} disabled={salvando} />
      <Button type="submit" form={idForm} label={salvando ? "Salvando..." : rotuloSalvar} icon="pi pi-check" disabled={salvando} />
    </div>
  );
  return (
    <Dialog header={titulo} visible onHide={aoFechar} modal footer={rodape} style={{ width: `min(${largura}, 95vw)` }} draggable={false}>
      <form id={idForm} onSubmit={aoEnviar} onInput={() => setEditado(true)} noValidate>
        <BannerErro mensagem={editado ? null : erro} />
        {children}
      </form>
    </Dialog>
  );
}
