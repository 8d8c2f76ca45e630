/** A money field of a react-hook-form form: CampoControlado around EntradaDinheiro. */
import { useCallback, useState, type ReactNode } from "react";
import type { Control, FieldValues, Path } from "react-hook-form";
import { CampoControlado } from "./campo-controlado";
import { EntradaDinheiro } from "./entrada-dinheiro";

interface Props<T extends FieldValues, N extends Path<T>> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<T, any, any>;
  nome: N;
  rotulo: string;
  id?: string;
  ajuda?: ReactNode;
  /** A live rule's message (the sale's entry range), shown when the amount itself reads fine. */
  erroRegra?: string | null;
  unidade?: "R$" | "%";
}

export function CampoDinheiro<T extends FieldValues, N extends Path<T>>({ control, nome, rotulo, id, ajuda, erroRegra, unidade }: Props<T, N>) {
  const [motivo, setMotivo] = useState<string | null>(null);
  const aoLer = useCallback((m: string | null) => setMotivo(m), []);
  return (
    <CampoControlado control={control} nome={nome} rotulo={rotulo} id={id} ajuda={ajuda} erroRegra={motivo ?? erroRegra}>
      {({ field, id: idCampo, classe, aria }) => (
        <EntradaDinheiro
          id={idCampo}
          valor={field.value as number | null | undefined}
          aoMudar={field.onChange}
          aoSair={field.onBlur}
          aoLer={aoLer}
          classe={classe}
          unidade={unidade}
          aria={aria}
        />
      )}
    </CampoControlado>
  );
}
