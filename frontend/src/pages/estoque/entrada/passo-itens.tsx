/**
 * Wizard step 2: one IMEI and colour per item, on react-hook-form's useFieldArray (rows keep
 * their identity when one is removed); pasting a column of IMEIs fills the list. A large paste
 * (a whole invoice, up to 1,000 IMEIs) adds its rows in steps with a progress bar, so the screen
 * answers while hundreds of rows are built instead of freezing until they all are.
 */
import { useState } from "react";
import { Button } from "primereact/button";
import { ProgressBar } from "primereact/progressbar";
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

/** Rows added per step of a large paste (one render each). */
const LINHAS_POR_ETAPA = 100;
const proximaVolta = () => new Promise<void>((r) => setTimeout(r, 0));
const milhar = (n: number) => n.toLocaleString("pt-BR");

export function PassoItens({ control, erros, aoEditar }: Props) {
  const { fields, append, remove, replace } = useFieldArray({ control, name: "itens" });
  const itens = useWatch({ control, name: "itens" });
  const [colando, setColando] = useState<{ feitos: number; total: number; pronto?: boolean } | null>(null);

  async function aplicarColagem(novos: ItemDigitado[]) {
    const inicio = itens.length;
    if (novos.length - inicio <= LINHAS_POR_ETAPA) {
      replace(novos);
      aoEditar(null);
      return;
    }
    const total = novos.length;
    for (let feitos = Math.min(total, inicio + LINHAS_POR_ETAPA); ; feitos = Math.min(total, feitos + LINHAS_POR_ETAPA)) {
      setColando({ feitos, total });
      // Rows already on screen keep what was pasted over them; the rest appear step by step.
      replace(novos.slice(0, Math.max(feitos, inicio)));
      await proximaVolta();
      if (feitos >= total) break;
    }
    setColando({ feitos: total, total, pronto: true });
    aoEditar(null);
  }

  return (
    <div>
      <p className="nota">
        Quantidade: <strong data-testid="quantidade-itens">{fields.length}</strong>. Dica: cole uma coluna de IMEIs (um por linha, como sai do leitor de código de
        barras) no primeiro campo para preencher a lista.
      </p>
      {colando && (
        <div className="colando" role="status">
          {colando.pronto ? (
            <span>{milhar(colando.total)} IMEIs na lista.</span>
          ) : (
            <>
              <span>
                Colando IMEIs: {milhar(colando.feitos)} de {milhar(colando.total)}
              </span>
              <ProgressBar value={Math.round((colando.feitos / colando.total) * 100)} aria-label="Progresso da colagem" />
            </>
          )}
        </div>
      )}
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
                          void aplicarColagem(novos);
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
        disabled={colando !== null && !colando.pronto}
        onClick={() => {
          append({ imei: "", cor: "" });
          aoEditar(null);
        }}
      />
    </div>
  );
}
