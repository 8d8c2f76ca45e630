/**
 * One form field: label, control, an optional help text and the validation message under it
 * (p-invalid on the control). The control points at both with aria-describedby via idsDescricao.
 */
import type { ReactNode } from "react";

export const idErro = (id: string) => `${id}-erro`;
export const idAjuda = (id: string) => `${id}-ajuda`;

/** What the control's aria-describedby lists: the message when there is one, then the help text. */
export function idsDescricao(id: string, erro: string | undefined | null, ajuda: ReactNode): string | undefined {
  const ids = [erro ? idErro(id) : null, ajuda ? idAjuda(id) : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

export function Campo({ id, rotulo, erro, ajuda, children }: { id: string; rotulo: string; erro?: string | null; ajuda?: ReactNode; children: ReactNode }) {
  return (
    <div className={`campo${erro ? " campo-invalido" : ""}`}>
      <label htmlFor={id}>{rotulo}</label>
      {children}
      {erro && (
        <small className="p-error" id={idErro(id)} role="alert">
          {erro}
        </small>
      )}
      {ajuda && (
        <small className="campo-ajuda" id={idAjuda(id)}>
          {ajuda}
        </small>
      )}
    </div>
  );
}
