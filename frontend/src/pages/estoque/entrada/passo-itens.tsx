/** Wizard step 2: one IMEI and colour per item; pasting a column of IMEIs fills the list. */
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { CORES } from "../../../../../shared/estoque/schemas";
import { colarImeis, type ItemDigitado } from "./colar-imeis";

export type { ItemDigitado };

export function PassoItens({ itens, erros, mudar }: { itens: ItemDigitado[]; erros: Record<string, string>; mudar: (itens: ItemDigitado[]) => void }) {
  const alterar = (i: number, parte: Partial<ItemDigitado>) => mudar(itens.map((it, k) => (k === i ? { ...it, ...parte } : it)));
  return (
    <div>
      <p className="nota">
        Quantidade: <strong data-testid="quantidade-itens">{itens.length}</strong>. Dica: cole uma coluna de IMEIs (um por linha, como sai do leitor de código de
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
          {itens.map((it, i) => (
            <tr key={i}>
              <td>{i + 1}</td>
              <td data-rotulo="IMEI">
                <InputText
                  aria-label={`IMEI do item ${i + 1}`}
                  value={it.imei}
                  inputMode="numeric"
                  maxLength={20}
                  className={erros[`itens.${i}.imei`] ? "p-invalid w-full" : "w-full"}
                  onChange={(e) => alterar(i, { imei: e.target.value })}
                  onPaste={(e) => {
                    const novos = colarImeis(itens, i, e.clipboardData.getData("text"));
                    if (novos) {
                      e.preventDefault();
                      mudar(novos);
                    }
                  }}
                />
                {erros[`itens.${i}.imei`] && <small className="p-error">{erros[`itens.${i}.imei`]}</small>}
              </td>
              <td data-rotulo="Cor">
                <Dropdown
                  aria-label={`Cor do item ${i + 1}`}
                  value={it.cor || null}
                  options={[...CORES]}
                  placeholder="Cor"
                  className={erros[`itens.${i}.cor`] ? "p-invalid w-full" : "w-full"}
                  onChange={(e) => alterar(i, { cor: e.value as string })}
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
                  disabled={itens.length <= 1}
                  onClick={() => mudar(itens.filter((_, k) => k !== i))}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button type="button" icon="pi pi-plus" label="Adicionar item" outlined onClick={() => mudar([...itens, { imei: "", cor: "" }])} />
    </div>
  );
}
