/** Brand or category select of the product form, ordered by name, with the "add new" button beside it. */
import { Button } from "primereact/button";
import { Controller, type Control } from "react-hook-form";
import type { ProdutoForm } from "../../../../../shared/cadastro/produto";
import type { RegistroSimples } from "../../../../../shared/cadastro/schemas";
import { Campo } from "../../../components/campo";

interface Props {
  control: Control<ProdutoForm>;
  nome: "marca_id" | "categoria_id";
  rotulo: "Marca" | "Categoria";
  opcoes: RegistroSimples[];
  erro?: string;
  aoAdicionar: () => void;
}

export function SeletorRelacao({ control, nome, rotulo, opcoes, erro, aoAdicionar }: Props) {
  const unicas = [...new Map(opcoes.map((o) => [o.id, o])).values()].sort((a, b) => a.nome.localeCompare(b.nome, "pt-BR"));
  return (
    <Campo id={nome} rotulo={rotulo} erro={erro}>
      <div className="seletor-relacao">
        <Controller
          control={control}
          name={nome}
          render={({ field }) => (
            // Controlled: a value set before its option arrives is shown as soon as the option exists.
            <select id={nome} className={`p-inputtext${erro ? " p-invalid" : ""}`} value={field.value ?? ""} onChange={(ev) => field.onChange(ev.target.value)} onBlur={field.onBlur}>
              <option value="">Selecione a {rotulo.toLowerCase()}</option>
              {unicas.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.nome}
                </option>
              ))}
            </select>
          )}
        />
        <Button type="button" icon="pi pi-plus" outlined aria-label={`Adicionar ${rotulo.toLowerCase()}`} title={`Nova ${rotulo.toLowerCase()}`} onClick={aoAdicionar} />
      </div>
    </Campo>
  );
}
