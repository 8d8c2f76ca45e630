/**
 * A form field whose input is masked as the user types (CNPJ, CPF, phone, date), with the
 * spec's maximum lengths: one place for the masks every form uses.
 */
import { InputText } from "primereact/inputtext";
import type { FieldValues, Path, PathValue, UseFormRegister, UseFormSetValue } from "react-hook-form";
import { mascararCnpj } from "../../../shared/br/cnpj";
import { mascararCpf } from "../../../shared/br/cpf";
import { mascararTelefone } from "../../../shared/br/telefone";
import { mascararData } from "../../../shared/cadastro/datas";
import { Campo } from "./campo";

const MASCARAS = {
  cnpj: { mascarar: mascararCnpj, maxLength: 18, placeholder: "00.000.000/0000-00", inputMode: "numeric" },
  cpf: { mascarar: mascararCpf, maxLength: 14, placeholder: "000.000.000-00", inputMode: "numeric" },
  telefone: { mascarar: mascararTelefone, maxLength: 15, placeholder: "(00) 00000-0000", inputMode: "tel" },
  data: { mascarar: mascararData, maxLength: 10, placeholder: "dd/mm/aaaa", inputMode: "numeric" },
} as const;

interface Props<T extends FieldValues> {
  id: string;
  rotulo: string;
  nome: Path<T>;
  mascara: keyof typeof MASCARAS;
  erro?: string;
  register: UseFormRegister<T>;
  setValue: UseFormSetValue<T>;
}

export function CampoMascarado<T extends FieldValues>({ id, rotulo, nome, mascara, erro, register, setValue }: Props<T>) {
  const m = MASCARAS[mascara];
  return (
    <Campo id={id} rotulo={rotulo} erro={erro}>
      <InputText
        id={id}
        inputMode={m.inputMode}
        maxLength={m.maxLength}
        placeholder={m.placeholder}
        className={erro ? "p-invalid" : ""}
        {...register(nome, { onChange: (ev) => setValue(nome, m.mascarar(ev.target.value) as PathValue<T, Path<T>>) })}
      />
    </Campo>
  );
}
