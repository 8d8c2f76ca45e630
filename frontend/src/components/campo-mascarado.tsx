/**
 * A form field whose input is masked as the user types or pastes (CNPJ, CPF, phone, date), with
 * the spec's maximum lengths: one place for the masks every form uses. The masks are the shared
 * rules in shared/br, so the field shows what the API will store.
 */
import type { ClipboardEvent, HTMLAttributes } from "react";
import { InputText } from "primereact/inputtext";
import type { FieldValues, Path, PathValue, UseFormRegister, UseFormSetValue } from "react-hook-form";
import { mascararCep } from "../../../shared/br/cep";
import { mascararCnpj } from "../../../shared/br/cnpj";
import { mascararCpf } from "../../../shared/br/cpf";
import { mascararTelefone } from "../../../shared/br/telefone";
import { mascararData } from "../../../shared/cadastro/datas";
import { Campo } from "./campo";

interface Mascara {
  mascarar: (valor: string) => string;
  maxLength: number;
  placeholder: string;
  inputMode: HTMLAttributes<HTMLInputElement>["inputMode"];
  autoCapitalize?: string;
}

const MASCARAS = {
  // The alphanumeric CNPJ (IN RFB 2.229/2024) has letters in its first 12 places: a numeric
  // keyboard on a phone could not type it.
  cnpj: { mascarar: mascararCnpj, maxLength: 18, placeholder: "00.000.000/0000-00", inputMode: "text", autoCapitalize: "characters" },
  cpf: { mascarar: mascararCpf, maxLength: 14, placeholder: "000.000.000-00", inputMode: "numeric" },
  telefone: { mascarar: mascararTelefone, maxLength: 15, placeholder: "(00) 00000-0000", inputMode: "tel" },
  cep: { mascarar: mascararCep, maxLength: 9, placeholder: "00000-000", inputMode: "numeric" },
  data: { mascarar: mascararData, maxLength: 10, placeholder: "dd/mm/aaaa", inputMode: "numeric" },
} satisfies Record<string, Mascara>;

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
  const m: Mascara = MASCARAS[mascara];
  const campo = register(nome, { onChange: (ev) => setValue(nome, m.mascarar(ev.target.value) as PathValue<T, Path<T>>) });

  /**
   * The browser cuts a paste to maxLength before any input event, so WhatsApp's
   * "+55 11 98765-4321" (17 characters, limit 15) would arrive as "+55 11 98765-43". The whole
   * pasted text is masked here instead and goes through the field's own change handler, so the
   * form validates it exactly as if it had been typed.
   */
  function colar(ev: ClipboardEvent<HTMLInputElement>) {
    const texto = ev.clipboardData.getData("text");
    if (!texto) return;
    ev.preventDefault();
    const input = ev.currentTarget;
    const inicio = input.selectionStart ?? input.value.length;
    const fim = input.selectionEnd ?? inicio;
    const valor = m.mascarar(input.value.slice(0, inicio) + texto + input.value.slice(fim));
    void campo.onChange({ target: { name: nome, value: valor }, type: "change" });
  }

  return (
    <Campo id={id} rotulo={rotulo} erro={erro}>
      <InputText
        id={id}
        inputMode={m.inputMode}
        autoCapitalize={m.autoCapitalize}
        maxLength={m.maxLength}
        placeholder={m.placeholder}
        className={erro ? "p-invalid" : ""}
        onPaste={colar}
        {...campo}
      />
    </Campo>
  );
}
