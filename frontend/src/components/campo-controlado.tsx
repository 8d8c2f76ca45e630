/**
 * One controlled field for PrimeReact inputs under react-hook-form: the label, the control with
 * `p-invalid` and aria attributes, and the message under it — the field's own error, or a rule the
 * screen checks live (`erroRegra`), or the server's `fields` message put back by setError.
 */
import type { ReactNode } from "react";
import { useController, type Control, type ControllerRenderProps, type FieldValues, type Path } from "react-hook-form";
import { Campo, idsDescricao } from "./campo";

export interface PropsControle<T extends FieldValues, N extends Path<T>> {
  field: ControllerRenderProps<T, N>;
  id: string;
  invalido: boolean;
  /** "w-full" plus "p-invalid" when the field has a message. */
  classe: string;
  /** aria-* for the input: invalid state and the ids of the message and the help text. */
  aria: { "aria-invalid": boolean; "aria-describedby": string | undefined };
}

export interface PropsCampoControlado<T extends FieldValues, N extends Path<T>> {
  // Any transformed-values type: the field only reads and writes the form's input values.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<T, any, any>;
  nome: N;
  rotulo: string;
  id?: string;
  ajuda?: ReactNode;
  /** A message that wins over the schema's (a parse error of the input, a live rule). */
  erroRegra?: string | null;
  children: (p: PropsControle<T, N>) => ReactNode;
}

export function CampoControlado<T extends FieldValues, N extends Path<T>>({ control, nome, rotulo, id = nome, ajuda, erroRegra, children }: PropsCampoControlado<T, N>) {
  const { field, fieldState } = useController({ control, name: nome });
  const erro = erroRegra || fieldState.error?.message;
  const invalido = !!erro;
  return (
    <Campo id={id} rotulo={rotulo} erro={erro} ajuda={ajuda}>
      {children({
        field,
        id,
        invalido,
        classe: invalido ? "w-full p-invalid" : "w-full",
        aria: { "aria-invalid": invalido, "aria-describedby": idsDescricao(id, erro, ajuda) },
      })}
    </Campo>
  );
}
