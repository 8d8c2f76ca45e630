/**
 * Wizard step 2: one IMEI and colour per item, on react-hook-form's useFieldArray (rows keep
 * their identity when one is removed); pasting a column of IMEIs fills the list.
 */
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { Controller, useFieldArray, useWatch, type Control } from "react-hook-form";
import { CORES } from "../../../../../shared/estoque/schemas";
import { colarImeis, type ItemDigitado } from "./colar-imeis";

export type { ItemDigitado };
export interface ItensForm {
  itens: ItemDigitado[];
}

interface Props {
  control: Control<ItensForm>;
  erros: Record<string, string>;
  /** A row was edited (its index), or the list changed shape (null): its errors no longer apply. */
  aoEditar: (linha: number | null) => void;
}

export function PassoItens({ control, erros, aoEditar }: Props) {
  const { fields, append, remove, replace } = useFieldArray({ control, name: "itens" });
  const itens = useWatch({ control, name: "itens" });
  return (
    <div>
      <p className="nota">
        Quantidade: <strong data-testid="quantidade-itens">{fields.length}</strong>. Dica: cole uma coluna de IMEIs (um por linha, como sai do leitor de código de
        barras) no primeiro campo para preencher a lista.
      </p>
      {erros.itens && <small className="p-error" role="alert">{erros.itens}</small>}
      <table className="tabela-itens">
        <thead>
          <tr>
            <th>Nº</th>
            <th>IMEI</th>
            <th>Cor</th>
            <th aria-label="Ações" />
          </tr>
        </thead>
        <tbody>
          {fields.map((linha, i) => (
            <tr key={linha.id}>
              <td>{i + 1}</td>
              <td data-rotulo="IMEI">
                <Controller
                  control={control}
                  name={`itens.${i}.imei`}
                  render={({ field }) => (
                    <InputText
                      aria-label={`IMEI do item ${i + 1}`}
                      value={field.value}
                      inputMode="numeric"
                      maxLength={20}
                      className={erros[`itens.${i}.imei`] ? "p-invalid w-full" : "w-full"}
                      onChange={(e) => {
                        field.onChange(e.target.value);
                        aoEditar(i);
                      }}
                      onPaste={(e) => {
                        const novos = colarImeis(itens, i, e.clipboardData.getData("text"));
                        if (novos) {
                          e.preventDefault();
                          replace(novos);
                          aoEditar(null);
                        }
                      }}
                    />
                  )}
                />
                {erros[`itens.${i}.imei`] && <small className="p-error">{erros[`itens.${i}.imei`]}</small>}
              </td>
              <td data-rotulo="Cor">
                <Controller
                  control={control}
                  name={`itens.${i}.cor`}
                  render={({ field }) => (
                    <Dropdown
                      aria-label={`Cor do item ${i + 1}`}
                      value={field.value || null}
                      options={[...CORES]}
                      placeholder="Cor"
                      className={erros[`itens.${i}.cor`] ? "p-invalid w-full" : "w-full"}
                      onChange={(e) => {
                        field.onChange(e.value as string);
                        aoEditar(i);
                      }}
                    />
                  )}
                />
                {erros[`itens.${i}.cor`] && <small className="p-error">{erros[`itens.${i}.cor`]}</small>}
              </td>
              <td>
                <Button
                  type="button"
                  icon="pi pi-trash"
                  text
                  severity="danger"
                  aria-label={`Remover item ${i + 1}`}
                  disabled={fields.length <= 1}
                  onClick={() => {
                    remove(i);
                    aoEditar(null);
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button
        type="button"
        icon="pi pi-plus"
        label="Adicionar item"
        outlined
        onClick={() => {
          append({ imei: "", cor: "" });
          aoEditar(null);
        }}
      />
    </div>
  );
}
