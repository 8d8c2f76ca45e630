/**
 * CEP, city and UF beside a form's `endereco` (customers, the company): the CEP masked 00000-000,
 * the UF chosen by name from the 27. Side by side on a wide form, one under the other on a phone.
 */
import { InputText } from "primereact/inputtext";
import type { FieldErrors, FieldValues, Path, UseFormRegister, UseFormSetValue } from "react-hook-form";
import { Campo, idsDescricao } from "./campo";
import { CampoMascarado } from "./campo-mascarado";
import { SeletorUf } from "./seletor-uf";
import "./campos-endereco.css";

interface Props<T extends FieldValues> {
  /** Prefix of the controls' ids ("cliente-" gives cliente-cep, cliente-cidade, cliente-uf). */
  prefixo?: string;
  erros: FieldErrors<T>;
  register: UseFormRegister<T>;
  setValue: UseFormSetValue<T>;
}

export function CamposEndereco<T extends FieldValues>({ prefixo = "", erros, register, setValue }: Props<T>) {
  const id = (campo: string) => `${prefixo}${campo}`;
  const erro = (campo: string) => erros[campo]?.message as string | undefined;
  return (
    <div className="campos-endereco">
      <CampoMascarado id={id("cep")} rotulo="CEP" nome={"cep" as Path<T>} mascara="cep" erro={erro("cep")} register={register} setValue={setValue} />
      <Campo id={id("cidade")} rotulo="Cidade" erro={erro("cidade")}>
        <InputText
          id={id("cidade")}
          maxLength={100}
          autoComplete="address-level2"
          className={erro("cidade") ? "p-invalid" : ""}
          aria-invalid={erro("cidade") ? true : undefined}
          aria-describedby={idsDescricao(id("cidade"), erro("cidade"), null)}
          {...register("cidade" as Path<T>)}
        />
      </Campo>
      <Campo id={id("uf")} rotulo="UF" erro={erro("uf")}>
        <SeletorUf id={id("uf")} erro={erro("uf")} {...register("uf" as Path<T>)} />
      </Campo>
    </div>
  );
}
