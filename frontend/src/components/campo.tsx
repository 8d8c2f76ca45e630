/** One form field: label, control, and the validation message under it (p-invalid on the control). */
import type { ReactNode } from "react";

export function Campo({ id, rotulo, erro, children }: { id: string; rotulo: string; erro?: string; children: ReactNode }) {
  return (
    <div className={`campo${erro ? " campo-invalido" : ""}`}>
      <label htmlFor={id}>{rotulo}</label>
      {children}
      {erro && (
        <small className="p-error" id={`${id}-erro`} role="alert">
          {erro}
        </small>
      )}
    </div>
  );
}
