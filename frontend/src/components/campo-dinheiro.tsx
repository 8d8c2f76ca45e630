/** A money field of a react-hook-form form: CampoControlado around EntradaDinheiro. */
import { useCallback, useState } from "react";
import type { FieldValues, Path } from "react-hook-form";
import { CampoControlado, type PropsCampoControlado } from "./campo-controlado";
import { EntradaDinheiro } from "./entrada-dinheiro";

type Props<T extends FieldValues, N extends Path<T>> = Omit<PropsCampoControlado<T, N>, "children"> & { unidade?: "R$" | "%" };

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
