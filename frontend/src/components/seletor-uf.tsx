/** The UF select, on its own (small) so the public sign-up page takes it without the address form's InputText. */
import type { ComponentProps } from "react";
import { NOMES_UF, UFS } from "../../../shared/br/uf";
import { idsDescricao } from "./campo";

/** The UF chosen by name from the 27 ("Pernambuco (PE)"), wired to its field's error: CamposEndereco's and the sign-up's. */
export function SeletorUf({ id, erro, ...props }: ComponentProps<"select"> & { id: string; erro?: string | null }) {
  return (
    <select
      id={id}
      autoComplete="address-level1"
      className={`p-inputtext${erro ? " p-invalid" : ""}`}
      aria-invalid={erro ? true : undefined}
      aria-describedby={idsDescricao(id, erro, null)}
      {...props}
    >
      <option value="">Selecione</option>
      {UFS.map((uf) => (
        <option key={uf} value={uf}>
          {NOMES_UF[uf]} ({uf})
        </option>
      ))}
    </select>
  );
}
